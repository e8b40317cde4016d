/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Library-internal (not installed, not ABI): what the lock-traffic models
 * (models/lock-common.h) and the lock measurer (replay/measure-lock.c) share,
 * implemented in replay/lock-shared.c.
 *
 * - The zone->lock metric indices both count by, so diff pairs their names.
 * - The zone table read from the capture metadata ("zone.<i>" = "node name
 *   start_pfn end_pfn batch high", docs/metadata-keys.md), so a page's zone
 *   comes from op->zone or, when that is -1, from its pfn.
 * - A "line" tracker: the CPU that last wrote one shared lock or counter.  A
 *   write by another CPU is a line bounce (the cache line had to move).  The
 *   very first write to an instance is not a bounce: nothing says where the
 *   line was before the trace began.
 * - Growable per-CPU / per-instance arrays, grown when a new id shows up (rare,
 *   amortised), never per event.
 *
 * The mmr_lk_ prefix (lock) and hidden visibility keep all of it out of the
 * public ABI.
 */
#ifndef MMREPLAY_INTERNAL_LOCK_H
#define MMREPLAY_INTERNAL_LOCK_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/internal/counters.h"
#include "mmreplay/model.h"

/* zone->lock metrics, in this order in every pcp model (and the measurer). */
enum {
	MMR_LK_ZONE_LOCK,
	MMR_LK_ZONE_REFILL,
	MMR_LK_ZONE_DRAIN,
	MMR_LK_ZONE_DIRECT,
	MMR_LK_ZONE_BOUNCE,
	MMR_LK_ZONE__N
};

/*
 * The last writer of one shared line; last_cpu < 0 before the first write.
 * last_cpu sits between the two counts on purpose: side by side, gcc -O3
 * merged their two adds into one SSE add built through the stack (about 12
 * instructions for 2 per touch).
 */
struct mmr_lk_line {
	uint64_t writes;
	int32_t last_cpu;
	uint64_t bounces;
};

/* Record a write by @cpu; 1 if it bounced the line from another CPU. */
static inline int mmr_lk_touch(struct mmr_lk_line *l, unsigned int cpu)
{
	int bounce = l->last_cpu >= 0 && (unsigned int)l->last_cpu != cpu;

	l->last_cpu = (int32_t)cpu;
	l->writes++;
	l->bounces += (uint64_t)bounce;
	return bounce;
}

static inline void mmr_lk_line_init(struct mmr_lk_line *l)
{
	l->last_cpu = -1;
	l->writes = 0;
	l->bounces = 0;
}

/* One zone of the metadata table. */
struct mmr_lk_zone {
	int node;
	char name[16];
	uint64_t start_pfn, end_pfn; /* end exclusive; 0/0 when unknown */
	int batch, high;             /* -1 when the metadata does not say */
	int high_min, high_max;      /* "zone.<i>.high_min/.high_max", -1 when absent */
};

/*
 * Zone table: the metadata zones, plus one last "unknown" entry for pages
 * whose zone cannot be told (no metadata, pfn outside every range).
 */
struct mmr_lk_zones {
	unsigned int nr;            /* metadata zones; the table holds nr + 1 */
	struct mmr_lk_zone *z;
};

/* Read "zones" and "zone.<i>" from @meta (may be NULL); 0 or MMR_ENOMEM / MMR_EPARSE. */
int mmr_lk_zones_load(struct mmr_lk_zones *zt, const struct mmr_meta *meta,
		      struct mmr_error *err) MMR_HIDDEN;
void mmr_lk_zones_free(struct mmr_lk_zones *zt) MMR_HIDDEN;
/*
 * Name every zone of @zt as an instance of @c ("Node 0 Normal", as
 * /proc/zoneinfo spells it; the last, unknown zone "zone unknown"), so the
 * models' and the measurer's per-zone counts pair by name.  0 or MMR_ENOMEM.
 */
int mmr_lk_zones_name(const struct mmr_lk_zones *zt, struct mmr_counters *c) MMR_HIDDEN;
/* Zone index of an op / a pfn: op->zone when valid, else by pfn, else zt->nr. */
unsigned int mmr_lk_zone_of_pfn(const struct mmr_lk_zones *zt, uint64_t pfn) MMR_HIDDEN;
/* Inline: runs for every allocation and free of every pcp model; ops mostly carry the zone. */
static inline unsigned int mmr_lk_zone_of(const struct mmr_lk_zones *zt, int zone, uint64_t pfn)
{
	if (zone >= 0 && (unsigned int)zone < zt->nr)
		return (unsigned int)zone;
	return mmr_lk_zone_of_pfn(zt, pfn);
}

/*
 * Grow @*arr (of @*nr elements of @size bytes) so index @idx exists; new
 * elements are set by @init (or zeroed).  0 or MMR_ENOMEM.
 */
int mmr_lk_grow_slow(void **arr, size_t *nr, size_t idx, size_t size,
		     void (*init)(void *elem)) MMR_HIDDEN;
/* Inline: called per op; the array is almost always big enough already. */
static inline int mmr_lk_grow(void **arr, size_t *nr, size_t idx, size_t size,
			      void (*init)(void *elem))
{
	if (__builtin_expect(idx < *nr, 1))
		return 0;
	return mmr_lk_grow_slow(arr, nr, idx, size, init);
}

/* Number of CPUs to size per-CPU arrays for at init (state, else meta "cpus", else 1). */
unsigned int mmr_lk_nr_cpus(const struct mmr_model_ctx *ctx) MMR_HIDDEN;

#endif
