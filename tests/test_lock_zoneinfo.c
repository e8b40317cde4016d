// SPDX-License-Identifier: GPL-2.0
/*
 * The recorder's pcp snapshot (capture/capture-meta.c meta_zones()) against
 * this machine's /proc/zoneinfo read independently here: every zone has
 * "zone.<i>.pcp_count" and "zone.<i>.pcp_high" with one entry per CPU up to
 * the highest CPU zoneinfo lists; the counts are non-negative; each CPU's high
 * lies within the zone's high_min..high_max when zoneinfo has them (6.7+
 * auto-tuning moves high only inside them); and the zone names and batch
 * agree (zones without a start_pfn, the empty ones, are left out by both).
 * Counts themselves move between two reads, so they are not compared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture-local.h"
#include "mmreplay/meta.h"
#include "test.h"

struct zone {
	char name[96];
	int ncpu;        /* highest "cpu:" + 1 */
	long batch, hmin, hmax;
	int has_start;   /* "start_pfn:" seen: the recorder skips zones without it (empty) */
	int below_min;   /* some CPU's "high:" is below high_min (see main()) */
};

static int read_zoneinfo(struct zone *z, int max)
{
	FILE *f = fopen("/proc/zoneinfo", "re");
	char line[512];
	int n = -1, cpu = -1;
	long high = -1;

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		char *p = line;
		long node, v;
		char name[64];

		while (*p == ' ' || *p == '\t')
			p++;
		if (sscanf(p, "Node %ld, zone %63s", &node, name) == 2) {
			if (n >= 0 && !z[n].has_start)
				n--; /* an empty zone: reuse its slot */
			if (++n >= max)
				break;
			memset(&z[n], 0, sizeof(z[n]));
			snprintf(z[n].name, sizeof(z[n].name), "%ld %s", node, name);
			z[n].batch = z[n].hmin = z[n].hmax = -1;
			cpu = -1;
		} else if (n >= 0 && sscanf(p, "cpu: %ld", &v) == 1) {
			cpu = (int)v;
			if (cpu + 1 > z[n].ncpu)
				z[n].ncpu = cpu + 1;
		} else if (n >= 0 && cpu == 0 && sscanf(p, "batch: %ld", &v) == 1) {
			z[n].batch = v;
		} else if (n >= 0 && cpu == 0 && sscanf(p, "high_min: %ld", &v) == 1) {
			z[n].hmin = v;
		} else if (n >= 0 && cpu == 0 && sscanf(p, "high_max: %ld", &v) == 1) {
			z[n].hmax = v;
		} else if (n >= 0 && sscanf(p, "start_pfn: %ld", &v) == 1) {
			z[n].has_start = 1;
		} else if (n >= 0 && cpu >= 0 && sscanf(p, "high: %ld", &v) == 1) {
			high = v;
		}
		/* high_min follows high in a CPU's pageset */
		if (n >= 0 && cpu >= 0 && !strncmp(p, "high_min:", 9) && high >= 0 &&
		    high < strtol(p + 9, NULL, 10))
			z[n].below_min = 1;
	}
	fclose(f);
	if (n >= 0 && !z[n].has_start)
		n--;
	return n + 1;
}

/* "1,2,3" into @v (up to @max); the number of entries, -1 if malformed. */
static int parse_list(const char *s, long *v, int max)
{
	int n = 0;
	char *end;

	while (s && *s && n < max) {
		v[n++] = strtol(s, &end, 10);
		if (end == s || (*end && *end != ','))
			return -1;
		s = *end ? end + 1 : end;
	}
	return n;
}

int main(void)
{
	static struct zone z[64];
	static long cnt[4096], hi[4096];
	struct mmr_meta *m = mmr_meta_new();
	int nz = read_zoneinfo(z, 64), i, c;

	if (nz <= 0 || !z[0].ncpu) {
		printf("no /proc/zoneinfo pagesets here: skipped\n");
		mmr_meta_free(m);
		return 77;
	}
	CHECK_EQ(mmr_cap_meta_static(m, 0, NULL, 0), 0);
	CHECK_EQ(mmr_meta_get_i64(m, "zones", -1), nz);
	for (i = 0; i < nz; i++) {
		char key[96], name[64];
		const char *zv;
		long node, start, end, batch, high;
		int nc, nh;

		snprintf(key, sizeof(key), "zone.%d", i);
		zv = mmr_meta_get(m, key);
		CHECK(zv != NULL);
		if (!zv)
			continue;
		CHECK_EQ(sscanf(zv, "%ld %63s %ld %ld %ld %ld", &node, name, &start, &end, &batch,
				&high), 6);
		snprintf(key, sizeof(key), "%ld %s", node, name);
		CHECK(!strcmp(key, z[i].name));
		CHECK_EQ(batch, z[i].batch);
		snprintf(key, sizeof(key), "zone.%d.pcp_count", i);
		nc = parse_list(mmr_meta_get(m, key), cnt, 4096);
		snprintf(key, sizeof(key), "zone.%d.pcp_high", i);
		nh = parse_list(mmr_meta_get(m, key), hi, 4096);
		CHECK_EQ(nc, z[i].ncpu);
		CHECK_EQ(nh, z[i].ncpu);
		for (c = 0; c < nc && c < nh; c++) {
			CHECK(cnt[c] >= 0);
			/*
			 * A change of vm.percpu_pagelist_high_fraction (record
			 * --settle-pcp makes two) sets high_min / high_max at
			 * once, but a CPU's high follows only at its next free or
			 * decay in that zone: an idle zone keeps a high below
			 * high_min, which this test's own read must then show too.
			 */
			if (z[i].hmin >= 0 && z[i].hmax >= z[i].hmin && hi[c] != 0) {
				CHECK(hi[c] >= z[i].hmin || z[i].below_min);
				CHECK(hi[c] <= z[i].hmax);
			}
		}
		if (nh > 0)
			CHECK_EQ(hi[0], high); /* zone.<i> holds CPU 0's high */
	}
	mmr_meta_free(m);
	return test_done();
}
