// SPDX-License-Identifier: LGPL-2.1
/*
 * What the lock-traffic models and the lock measurer share
 * (mmreplay/internal/lock.h): the zone table from the capture metadata and
 * growable per-CPU / per-instance arrays.
 */
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/internal/lock.h"

static int parse_zone(struct mmr_lk_zone *z, const char *val)
{
	struct mmr_meta_zone mz;

	/* the lock models need all six fields, the state tracker only four */
	if (mmr_meta_zone_parse(val, &mz) != 6)
		return -1;
	if (mz.start_pfn < 0 || mz.end_pfn < mz.start_pfn || mz.batch < 0 || mz.high < 0 ||
	    mz.batch > INT_MAX || mz.high > INT_MAX)
		return -1;
	z->node = mz.node;
	memcpy(z->name, mz.name, sizeof(z->name));
	z->start_pfn = (uint64_t)mz.start_pfn;
	z->end_pfn = (uint64_t)mz.end_pfn;
	z->batch = (int)mz.batch;
	z->high = (int)mz.high;
	return 0;
}

int mmr_lk_zones_load(struct mmr_lk_zones *zt, const struct mmr_meta *meta, struct mmr_error *err)
{
	int64_t nr = meta ? mmr_meta_get_i64(meta, "zones", 0) : 0;
	char key[64];
	unsigned int i;

	if (nr < 0 || nr > 4096)
		return mmr_error_set(err, MMR_EPARSE, "metadata: zones=%" PRId64 ": out of range", nr);
	zt->nr = (unsigned int)nr;
	zt->z = calloc(zt->nr + 1, sizeof(*zt->z));
	if (!zt->z)
		return mmr_error_set(err, MMR_ENOMEM, "zone table: out of memory");
	for (i = 0; i <= zt->nr; i++) {
		struct mmr_lk_zone *z = &zt->z[i];
		const char *v;

		z->node = -1;
		z->batch = z->high = z->high_min = z->high_max = -1;
		strcpy(z->name, "?");
		if (i == zt->nr)
			break;
		snprintf(key, sizeof(key), "zone.%u", i);
		v = mmr_meta_get(meta, key);
		if (!v)
			continue; /* a hole in the table: that zone's numbers are unknown */
		if (parse_zone(z, v) < 0) {
			free(zt->z);
			zt->z = NULL;
			return mmr_error_set(err, MMR_EPARSE,
					     "metadata: %s=\"%s\": want \"node name start end batch high\"",
					     key, v);
		}
		snprintf(key, sizeof(key), "zone.%u.high_min", i);
		z->high_min = (int)mmr_meta_get_i64(meta, key, -1);
		snprintf(key, sizeof(key), "zone.%u.high_max", i);
		z->high_max = (int)mmr_meta_get_i64(meta, key, -1);
	}
	return 0;
}

void mmr_lk_zones_free(struct mmr_lk_zones *zt)
{
	if (!zt)
		return;
	free(zt->z);
	zt->z = NULL;
	zt->nr = 0;
}

int mmr_lk_zones_name(const struct mmr_lk_zones *zt, struct mmr_counters *c)
{
	char name[48];
	unsigned int i;
	int rc;

	for (i = 0; i <= zt->nr; i++) {
		if (i == zt->nr || zt->z[i].node < 0)
			snprintf(name, sizeof(name), i == zt->nr ? "zone unknown" : "zone %u", i);
		else
			snprintf(name, sizeof(name), "Node %d %s", zt->z[i].node, zt->z[i].name);
		rc = mmr_count_instance_name(c, i, name);
		if (rc < 0)
			return rc;
	}
	return 0;
}

unsigned int mmr_lk_zone_of_pfn(const struct mmr_lk_zones *zt, uint64_t pfn)
{
	unsigned int i;

	/* Few zones (2-4 per node): a linear scan is cheaper than anything clever. */
	for (i = 0; i < zt->nr; i++)
		if (pfn >= zt->z[i].start_pfn && pfn < zt->z[i].end_pfn)
			return i;
	return zt->nr;
}

int mmr_lk_grow_slow(void **arr, size_t *nr, size_t idx, size_t size,
		     void (*init)(void *elem))
{
	size_t n = *nr ? *nr : 8, i;
	char *a;

	if (idx < *nr)
		return 0;
	while (n <= idx) {
		if (n > SIZE_MAX / 2 / size)
			return MMR_ENOMEM;
		n *= 2;
	}
	a = realloc(*arr, n * size);
	if (!a)
		return MMR_ENOMEM;
	memset(a + *nr * size, 0, (n - *nr) * size);
	if (init)
		for (i = *nr; i < n; i++)
			init(a + i * size);
	*arr = a;
	*nr = n;
	return 0;
}

unsigned int mmr_lk_nr_cpus(const struct mmr_model_ctx *ctx)
{
	unsigned int n = 0;

	if (ctx && ctx->state)
		n = mmr_state_nr_cpus(ctx->state);
	if (!n && ctx && ctx->meta) {
		int64_t c = mmr_meta_get_i64(ctx->meta, "cpus", 0);

		if (c > 0 && c <= 65536)
			n = (unsigned int)c;
	}
	return n ? n : 1;
}
