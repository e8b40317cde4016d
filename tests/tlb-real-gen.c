// SPDX-License-Identifier: GPL-2.0
/*
 * Build the real-kernel fixtures of tests/data/tlb-real/ (see make.sh there):
 * copy a trace (trace.dat from shared/vmtrace) into a .mmr, adding what the
 * replay engine needs and the trace lacks:
 *
 *  - a sys_exit (ret 0) right after each sys_enter of munmap / madvise /
 *    mprotect: the vmtrace recorder enabled only the sys_enter events, and
 *    the tracker derives syscall unmaps at sys_exit (every call in these
 *    workloads succeeds: they unmap what they mapped);
 *  - with --direct-reclaim PID,PID,...: vmscan:mm_vmscan_direct_reclaim_begin
 *    for those tasks at their first event: their reclaim is memcg reclaim
 *    (mm_vmscan_memcg_reclaim_begin/end, not in mmreplay's event table), and
 *    they free pages only by reclaiming;
 *  - metadata irq.TLB.before / irq.TLB.after from the /proc/interrupts
 *    snapshots taken around the run (an independent count of TLB flush IPIs).
 *
 *	tlb-real-gen IN.dat OUT.mmr INTERRUPTS-BEFORE INTERRUPTS-AFTER [--direct-reclaim P,..]
 *		[--raw]
 *
 * --raw adds no sys_exit: the events stay as recorded (only the metadata is
 * added), for the tracker's handling of traces without sys_exit events.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"

/* The TLB row of a /proc/interrupts snapshot as "a,b,c,d" into @out. */
static int tlb_row(const char *path, char *out, size_t len)
{
	FILE *f = fopen(path, "r");
	char line[4096];
	int found = 0;

	if (!f)
		return -1;
	while (!found && fgets(line, sizeof(line), f)) {
		char *p = line, *end;
		size_t n = 0;

		while (*p == ' ')
			p++;
		if (strncmp(p, "TLB:", 4))
			continue;
		p += 4;
		out[0] = 0;
		for (;;) {
			unsigned long long v = strtoull(p, &end, 10);

			if (end == p)
				break;
			n += (size_t)snprintf(out + n, len - n, "%s%llu", n ? "," : "", v);
			p = end;
		}
		found = 1;
	}
	fclose(f);
	return found ? 0 : -1;
}

int main(int argc, char **argv)
{
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_writer *w = NULL;
	struct mmr_meta *meta;
	const struct mmr_event *ev;
	const char *dr = NULL;
	char before[1024], after[1024], key[32];
	static unsigned char seen[1 << 22];
	size_t i;
	int ret, raw = 0;

	if (argc > 5 && !strcmp(argv[argc - 1], "--raw")) {
		raw = 1;
		argc--;
	}
	if (argc != 5 && !(argc == 7 && !strcmp(argv[5], "--direct-reclaim"))) {
		fprintf(stderr, "usage: %s IN.dat OUT.mmr IRQ-BEFORE IRQ-AFTER "
			"[--direct-reclaim PID,...]\n", argv[0]);
		return 2;
	}
	if (argc == 7)
		dr = argv[6];
	if (tlb_row(argv[3], before, sizeof(before)) || tlb_row(argv[4], after, sizeof(after))) {
		fprintf(stderr, "%s / %s: no TLB row\n", argv[3], argv[4]);
		return 1;
	}
	if (mmr_source_open(argv[1], &src, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	meta = mmr_meta_new();
	if (!meta)
		return 1;
	for (i = 0; i < mmr_meta_count(mmr_source_meta(src)); i++) {
		const char *k, *v;

		mmr_meta_at(mmr_source_meta(src), i, &k, &v);
		mmr_meta_set(meta, k, v);
	}
	mmr_meta_set(meta, "irq.TLB.before", before);
	mmr_meta_set(meta, "irq.TLB.after", after);
	mmr_meta_set(meta, "hypervisor", "none");
	mmr_meta_set(meta, "pv_tlb_flush", "0");
	if (mmr_writer_open(argv[2], meta, MMR_WRITER_OVERWRITE, &w, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	mmr_writer_set_level(w, 19);
	while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
		struct mmr_event x;
		unsigned int exit_kind = 0;

		snprintf(key, sizeof(key), ",%d,", ev->pid);
		if (dr && ev->pid > 0 && ev->pid < (1 << 22) && !seen[ev->pid]) {
			char list[1024];

			seen[ev->pid] = 1;
			snprintf(list, sizeof(list), ",%s,", dr);
			if (strstr(list, key)) {
				mmr_event_init(&x, MMR_EV_VMSCAN_DIRECT_BEGIN);
				x.ts = ev->ts;
				x.cpu = ev->cpu;
				x.pid = ev->pid;
				x.tgid = ev->tgid;
				if (mmr_writer_add(w, &x, &err) < 0)
					goto fail;
			}
		}
		if (mmr_writer_add(w, ev, &err) < 0)
			goto fail;
		switch (ev->kind) {
		case MMR_EV_SYS_ENTER_MUNMAP:
			exit_kind = MMR_EV_SYS_EXIT_MUNMAP;
			break;
		case MMR_EV_SYS_ENTER_MADVISE:
			exit_kind = MMR_EV_SYS_EXIT_MADVISE;
			break;
		case MMR_EV_SYS_ENTER_MPROTECT:
			exit_kind = MMR_EV_SYS_EXIT_MPROTECT;
			break;
		default:
			break;
		}
		if (!exit_kind || raw)
			continue;
		mmr_event_init(&x, exit_kind);
		x.ts = ev->ts;
		x.cpu = ev->cpu;
		x.pid = ev->pid;
		x.tgid = ev->tgid;
		x.sys_exit.ret = 0;
		if (mmr_writer_add(w, &x, &err) < 0)
			goto fail;
	}
	if (ret < 0)
		goto fail;
	if (mmr_writer_close(w, NULL, &err) < 0) {
		w = NULL;
		goto fail;
	}
	mmr_source_close(src);
	mmr_meta_free(meta);
	return 0;
fail:
	fprintf(stderr, "%s\n", err.msg);
	mmr_writer_free(w);
	mmr_source_close(src);
	mmr_meta_free(meta);
	return 1;
}
