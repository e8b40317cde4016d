// SPDX-License-Identifier: GPL-2.0
/*
 * test_mmr_gen OUT NEVENTS BLOCK_EVENTS: write a deterministic .mmr of
 * NEVENTS synthetic events in blocks of BLOCK_EVENTS for the shell tests, and
 * print where each block starts ("block I OFFSET EVENTS") and where the event
 * data ends ("end OFFSET"), so that a test can cut or damage the file at a
 * known place, and then how many events of each kind it wrote ("kind
 * SYSTEM:NAME COUNT").  Every 1000th event is a LOST marker of 5 on CPU 1; the footer
 * says lost.cpu1=7 and unknown.ftrace:print=3.
 */
#include <stdio.h>
#include <stdlib.h>

#include "mmreplay/mmr-format.h"
#include "test_mmr_synth.h"

int main(int argc, char **argv)
{
	struct mmr_meta *m = mmr_meta_new(), *fin = mmr_meta_new();
	struct mmr_writer *w;
	struct mmr_error err = { 0 };
	struct synth_rt rt;
	struct mmr_event ev;
	unsigned long n, block, i, start = 0, blk = 0, inblk = 0;
	unsigned long per_kind[MMR_EV__COUNT] = { 0 };
	uint64_t off;

	if (argc != 4) {
		fprintf(stderr, "usage: test_mmr_gen OUT NEVENTS BLOCK_EVENTS\n");
		return 2;
	}
	n = strtoul(argv[2], NULL, 0);
	block = strtoul(argv[3], NULL, 0);
	mmr_meta_set(m, "kernel", "6.18.0-gen");
	mmr_meta_set(m, "cpus", "8");
	mmr_meta_set(m, "cpus_online", "0-7");
	mmr_meta_set(m, "page_size", "4096");
	mmr_meta_set(fin, "lost.cpu1", "7");
	mmr_meta_set(fin, "unknown.ftrace:print", "3");
	if (mmr_writer_open(argv[1], m, MMR_WRITER_OVERWRITE, &w, &err) < 0 ||
	    mmr_writer_set_block_events(w, (unsigned int)block) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	synth_rt_init(&rt, 8, 11);
	start = (unsigned long)mmr_writer_bytes(w);
	for (i = 0; i < n; i++) {
		synth_realistic(&rt, &ev);
		if (i % 1000 == 999) {
			uint64_t ts = ev.ts;

			mmr_event_init(&ev, MMR_EV_LOST);
			ev.ts = ts;
			ev.cpu = 1;
			ev.lost.nr = 5;
		}
		off = mmr_writer_bytes(w);
		if (mmr_writer_add(w, &ev, &err) < 0) {
			fprintf(stderr, "%s\n", err.msg);
			return 1;
		}
		inblk++;
		per_kind[ev.kind]++;
		if (mmr_writer_bytes(w) != off) {
			printf("block %lu %lu %lu\n", blk++, start, inblk);
			start = (unsigned long)mmr_writer_bytes(w);
			inblk = 0;
		}
	}
	if (inblk)
		printf("block %lu %lu %lu\n", blk, start, inblk);
	if (mmr_writer_flush(w, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	printf("end %llu\n", (unsigned long long)mmr_writer_bytes(w));
	if (mmr_writer_close(w, fin, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	for (i = 1; i < MMR_EV__COUNT; i++)
		if (per_kind[i])
			printf("kind %s:%s %lu\n", mmr_event_info((unsigned int)i)->system,
			       mmr_event_info((unsigned int)i)->name, per_kind[i]);
	mmr_meta_free(m);
	mmr_meta_free(fin);
	return 0;
}
