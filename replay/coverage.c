// SPDX-License-Identifier: LGPL-2.1
/*
 * mmr_meta_coverage(): what a recording left out, said from its metadata
 * (docs/metadata-keys.md "tracepoints", "cpus_recorded").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/event.h"
#include "mmreplay/meta.h"

static const struct {
	unsigned int cls;
	const char *group, *what;
} covers[] = {
	{ MMR_CLASS_SCHEDULE, "schedule",
	  "which task runs on which CPU is unknown, and with it every CPU mask: tlb.flush_rounds, "
	  "tlb.ipi and the per-CPU state of the lock models are guesses" },
	{ MMR_CLASS_UNMAP, "unmap",
	  "the unmapping system calls (munmap, madvise, mprotect, mremap, brk) are not seen: the "
	  "flushes they cause are not predicted, so the tlb.* predictions cover reclaim, migration "
	  "and exits only" },
	{ MMR_CLASS_FAULT, "fault",
	  "page faults are not seen: the pages present are unknown, unmaps are sized by their "
	  "length and tlb.invlpg and tlb.local_flush are upper bounds" },
	{ MMR_CLASS_ALLOC, "alloc",
	  "page allocations and frees are not seen: zone.lock*, memcg.* and reclaim passes are "
	  "not predicted" },
	{ MMR_CLASS_MIGRATE, "migrate",
	  "page migrations are not seen: migrate.* and the flushes of migration are not predicted" },
	{ MMR_CLASS_MEASURED, "measured",
	  "the kernel's own counts (tlb, ipi, csd, lock tracepoints) are not recorded: diff has no "
	  "measured side" },
};

/* Is some tracepoint of class @cls in @m's "tracepoints" list? */
static int class_recorded(const struct mmr_meta *m, unsigned int cls)
{
	char want[96];

	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *ei = mmr_event_info(k);

		if (!(ei->class_mask & cls))
			continue;
		snprintf(want, sizeof(want), "%s:%s", ei->system, ei->name);
		if (mmr_meta_tracepoint(m, want) == 1)
			return 1;
	}
	return 0;
}

unsigned int mmr_meta_coverage(const struct mmr_meta *m,
			       void (*emit)(void *arg, const char *line), void *arg)
{
	const char *tps = m ? mmr_meta_get(m, "tracepoints") : NULL;
	const char *rec = m ? mmr_meta_get(m, "cpus_recorded") : NULL;
	unsigned int i, n = 0;
	char line[640];

	for (i = 0; tps && i < sizeof(covers) / sizeof(covers[0]); i++) {
		if (class_recorded(m, covers[i].cls))
			continue;
		snprintf(line, sizeof(line), "the recording left out the %s events (record -e): %s",
			 covers[i].group, covers[i].what);
		emit(arg, line);
		n++;
	}
	if (rec) {
		int64_t cpus = mmr_meta_get_i64(m, "cpus", 0);
		unsigned int words = cpus > 0 && cpus <= 65536 ? (unsigned int)(cpus + 63) / 64 : 0;
		uint64_t *set = words ? calloc(words, sizeof(*set)) : NULL;
		unsigned int c, left = 0, first = 0;

		if (set && mmr_cpulist_parse(rec, set, (unsigned int)cpus, NULL) > 0) {
			for (c = 0; c < (unsigned int)cpus; c++)
				if (!(set[c / 64] >> (c % 64) & 1) && !left++)
					first = c;
			if (left) {
				snprintf(line, sizeof(line),
					 "only CPUs %s of the %lld were recorded (record --cpus): %u CPU%s "
					 "(CPU %u%s) left out; what ran and was counted there is missing on "
					 "both sides, and flushes sent to %s are predicted from tasks seen "
					 "elsewhere",
					 rec, (long long)cpus, left, left > 1 ? "s" : "", first,
					 left > 1 ? " and more" : "", left > 1 ? "them" : "it");
				emit(arg, line);
				n++;
			}
		}
		free(set);
	}
	return n;
}
