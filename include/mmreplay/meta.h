/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Capture metadata: an ordered list of key=value strings.
 *
 * Every source fills the keys it knows (docs/file-format.md lists them:
 * kernel, cpus, cpus_online, page_size, hypervisor, cpu_flags, zone.*,
 * irq.TLB.before, lost.cpuN, ...); consumers ask for a key and say what
 * they miss when it is absent.  Keys are unique; setting one again replaces it.
 */
#ifndef MMREPLAY_META_H
#define MMREPLAY_META_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/export.h"

#ifdef __cplusplus
extern "C" {
#endif

struct mmr_meta;

/* New empty metadata; NULL on allocation failure. Free with mmr_meta_free(). */
struct mmr_meta *mmr_meta_new(void) MMR_API;
void mmr_meta_free(struct mmr_meta *m) MMR_API;

/* Set @key to @value (both copied). 0 or MMR_ENOMEM. */
int mmr_meta_set(struct mmr_meta *m, const char *key, const char *value) MMR_API;
int mmr_meta_setf(struct mmr_meta *m, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4))) MMR_API;

/* Value of @key or NULL; owned by @m. */
const char *mmr_meta_get(const struct mmr_meta *m, const char *key) MMR_API;
/* Integer value of @key (decimal or 0x hex); @def when absent or malformed. */
int64_t mmr_meta_get_i64(const struct mmr_meta *m, const char *key, int64_t def) MMR_API;
/*
 * Is @tp ("system:name") in the metadata "tracepoints" list (what `mmreplay
 * record` enabled)?  1 yes, 0 no, -1 when @m is NULL or has no such key.
 */
int mmr_meta_tracepoint(const struct mmr_meta *m, const char *tp) MMR_API;

size_t mmr_meta_count(const struct mmr_meta *m) MMR_API;

/*
 * Parse a kernel CPU list ("0-3,8", as in cpus_online, numa.<n>.cpus and
 * /sys/devices/system/cpu/online; parsing stops at whitespace).  With @set,
 * the CPUs are set there (@nbits wide, cleared first); with @max, *@max is
 * raised to the highest CPU + 1 seen.  Returns the number of CPUs set in
 * @set (0 without @set), or -1 when the list is malformed or names a CPU
 * >= @nbits.
 */
int mmr_cpulist_parse(const char *s, uint64_t *set, unsigned int nbits, unsigned int *max) MMR_API;

/* A "zone.<i>" value (docs/metadata-keys.md). */
struct mmr_meta_zone {
	int node;
	char name[16];
	int64_t start_pfn, end_pfn; /* end exclusive */
	int64_t batch, high;        /* -1 when not given */
};

/*
 * Parse a "zone.<i>" value: "node name start_pfn end_pfn batch high", the
 * numbers in decimal or 0x hex (the recorder writes decimal, hand-written
 * scenarios often hex).  @z is reset (node 0, empty name, 0/0, batch and high
 * -1), then filled in that order for as far as the value goes.  Returns the
 * number of fields read, 0 to 6, as sscanf() would.
 */
int mmr_meta_zone_parse(const char *v, struct mmr_meta_zone *z) MMR_API;
/* The i-th entry in insertion order; 0, or MMR_EINVAL when out of range. */
int mmr_meta_at(const struct mmr_meta *m, size_t i, const char **key, const char **value) MMR_API;

/*
 * What a recording cannot support, from its metadata alone: each event
 * group `mmreplay record -e` left out (metadata "tracepoints") and the
 * metrics that makes unknown, and the CPUs left out ("cpus_recorded"), one
 * sentence per @emit call.  Nothing when the metadata does not say (a
 * trace.dat, a scenario).  Returns how many sentences it emitted.
 */
unsigned int mmr_meta_coverage(const struct mmr_meta *m,
			       void (*emit)(void *arg, const char *line), void *arg) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
