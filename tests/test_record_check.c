// SPDX-License-Identifier: GPL-2.0
/*
 * Reads a recorded .mmr through mmr_source_open() (the same path every command
 * uses) and checks what the live tests need, independently of the recorder:
 *
 *   test_record_check FILE [--class NAME]... [--kind system:name]... [--lost 0]
 *                          [--min-events N] [--meta KEY]... [--partial] [--dump-meta]
 *                          [--redacted] [--only-cpu N] [--pid-kind-range P K MIN MAX]
 *                          [--last-after NS]
 *   test_record_check --mono-now
 *
 * --class/--kind: at least one event of that class / tracepoint;
 * --lost N: the lost.cpuN footer keys sum to N (and are present for every
 *   online CPU), and the stream's LOST markers agree (none when N is 0);
 * --meta KEY: the key is present;
 * --only-cpu N: every event was recorded on cpu N;
 * --pid-kind-range PID system:name MIN MAX: events of that kind by thread PID
 *   number MIN..MAX (checked against what a workload says it did);
 * --redacted: no comm, no symbol address, user addresses in the relocated
 *   (region << 36 | offset) form, sym.* metadata 0x0; pids are pseudonyms
 *   (none above the number of distinct pids), the kernel release only
 *   digits and dots, the command a program's name without a path;
 * --last-after NS: the last event is at NS or later (trace clock mono);
 * --mono-now: print CLOCK_MONOTONIC in ns (for --last-after) and exit;
 * --partial: the file may end early (SIGKILL): read up to the error, require
 *   at least --min-events events and accept MMR_ETRUNCATED at the end.
 * Always: timestamps never go back, every kind is known.
 * Prints "events=N class.<name>=N ... lost=N" on stdout.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mmreplay/trace.h"

static const char *const class_names[] = { "schedule", "unmap", "fault", "alloc", "migrate",
					   "measured", "meta" };

int main(int argc, char **argv)
{
	const char *path = NULL, *want_class[16], *want_kind[16], *want_meta[64];
	int nclass = 0, nkind = 0, nmeta = 0, partial = 0, failed = 0, dump = 0, redacted = 0;
	uint64_t leaks = 0, user_addrs = 0, other_cpu = 0;
	long long only_cpu = -1, range_pid = -1, range_min = 0, range_max = 0, range_count = 0;
	const char *range_kind = NULL;
	unsigned int range_k = MMR_EV_NONE;
	long long want_lost = -1, min_events = 1, last_after = -1, max_pid = 0;
	uint64_t per_class[7] = { 0 }, per_kind[MMR_EV__COUNT] = { 0 }, events = 0, last = 0;
	uint64_t lost_markers = 0, csd_func[MMR_SYM__COUNT] = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src;
	const struct mmr_event *ev;
	const struct mmr_meta *meta;
	int ret;

	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--class") && i + 1 < argc && nclass < 16)
			want_class[nclass++] = argv[++i];
		else if (!strcmp(argv[i], "--kind") && i + 1 < argc && nkind < 16)
			want_kind[nkind++] = argv[++i];
		else if (!strcmp(argv[i], "--meta") && i + 1 < argc && nmeta < 64)
			want_meta[nmeta++] = argv[++i];
		else if (!strcmp(argv[i], "--lost") && i + 1 < argc)
			want_lost = atoll(argv[++i]);
		else if (!strcmp(argv[i], "--min-events") && i + 1 < argc)
			min_events = atoll(argv[++i]);
		else if (!strcmp(argv[i], "--partial"))
			partial = 1;
		else if (!strcmp(argv[i], "--last-after") && i + 1 < argc)
			last_after = atoll(argv[++i]);
		else if (!strcmp(argv[i], "--mono-now")) {
			struct timespec ts;

			clock_gettime(CLOCK_MONOTONIC, &ts);
			printf("%lld\n", (long long)ts.tv_sec * 1000000000ll + ts.tv_nsec);
			return 0;
		}
		else if (!strcmp(argv[i], "--dump-meta"))
			dump = 1;
		else if (!strcmp(argv[i], "--redacted"))
			redacted = 1;
		else if (!strcmp(argv[i], "--pid-kind-range") && i + 4 < argc) {
			range_pid = atoll(argv[++i]);
			range_kind = argv[++i];
			range_min = atoll(argv[++i]);
			range_max = atoll(argv[++i]);
		} else if (!strcmp(argv[i], "--only-cpu") && i + 1 < argc)
			only_cpu = atoll(argv[++i]);
		else if (argv[i][0] != '-' && !path)
			path = argv[i];
		else {
			fprintf(stderr, "usage: test_record_check FILE [options]\n");
			return 2;
		}
	}
	if (!path)
		return 2;
	if (range_kind) {
		char sys[64];
		const char *colon = strchr(range_kind, ':');

		snprintf(sys, sizeof(sys), "%.*s", colon ? (int)(colon - range_kind) : 0, range_kind);
		range_k = colon ? mmr_event_lookup(sys, colon + 1) : MMR_EV_NONE;
		if (!range_k) {
			fprintf(stderr, "unknown kind %s\n", range_kind);
			return 2;
		}
	}
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		fprintf(stderr, "FAIL open: %s\n", mmr_error_msg(&err, ret));
		return 1;
	}
	while ((ret = mmr_source_next(src, &ev, &err)) == 1) {
		const struct mmr_event_info *ei = mmr_event_info(ev->kind);

		if (!ei || ev->kind == MMR_EV_NONE) {
			fprintf(stderr, "FAIL event %llu: unknown kind %u\n",
				(unsigned long long)events, ev->kind);
			failed = 1;
			break;
		}
		if (events && ev->ts < last) {
			fprintf(stderr, "FAIL event %llu: timestamp %llu before %llu\n",
				(unsigned long long)events, (unsigned long long)ev->ts,
				(unsigned long long)last);
			failed = 1;
		}
		last = ev->ts;
		events++;
		if (range_k && ev->kind == range_k && ev->pid == range_pid)
			range_count++;
		if (only_cpu >= 0 && ev->cpu != (uint32_t)only_cpu)
			other_cpu++;
		per_kind[ev->kind]++;
		for (int c = 0; c < 7; c++)
			if (ei->class_mask & (1u << c))
				per_class[c]++;
		if (ev->kind == MMR_EV_LOST)
			lost_markers++;
		if (redacted) {
			if (ev->pid > max_pid)
				max_pid = ev->pid;
			/* comms empty, symbol addresses 0, user addresses relocated */
			for (unsigned int f = 0; f < ei->nr_fields; f++) {
				const struct mmr_field *fd = &ei->fields[f];
				const char *p = (const char *)ev + fd->offset;

				if (fd->type == MMR_FT_COMM && p[0])
					leaks++;
				if (fd->type == MMR_FT_SYM) {
					struct mmr_symref ref;

					memcpy(&ref, p, sizeof(ref));
					leaks += ref.addr != 0;
				}
			}
			if (ev->kind == MMR_EV_FAULT_USER || ev->kind == MMR_EV_SYS_ENTER_MUNMAP ||
			    ev->kind == MMR_EV_SYS_ENTER_MADVISE) {
				uint64_t a = ev->kind == MMR_EV_FAULT_USER ? ev->fault.address
									    : ev->sys_enter.a[0];

				/* (region << 36) | offset with a small region number */
				if (a && ((a >> 36) == 0 || (a >> 36) > 65536))
					leaks++;
				user_addrs += a != 0;
			}
		}
		if (ev->kind == MMR_EV_CSD_FUNCTION_ENTRY && ev->csd.func.sym < MMR_SYM__COUNT)
			csd_func[ev->csd.func.sym]++;
	}
	if (ret < 0) {
		if (partial && ret == MMR_ETRUNCATED) {
			printf("truncated: %s\n", mmr_error_msg(&err, ret));
		} else {
			fprintf(stderr, "FAIL read after %llu events: %s\n",
				(unsigned long long)events, mmr_error_msg(&err, ret));
			failed = 1;
		}
	}
	printf("events=%llu", (unsigned long long)events);
	for (int c = 0; c < 7; c++)
		printf(" class.%s=%llu", class_names[c], (unsigned long long)per_class[c]);
	printf(" lost_markers=%llu last_ts=%llu\n", (unsigned long long)lost_markers,
	       (unsigned long long)last);
	if (last_after >= 0 && (long long)last < last_after) {
		fprintf(stderr, "FAIL the last event is at %llu, %.3f s before %lld\n",
			(unsigned long long)last, (double)(last_after - (long long)last) / 1e9,
			last_after);
		failed = 1;
	}
	for (unsigned int k = 1; k < MMR_EV__COUNT; k++)
		if (per_kind[k])
			printf("  %s:%s %llu\n", mmr_event_info(k)->system, mmr_event_info(k)->name,
			       (unsigned long long)per_kind[k]);
	for (unsigned int y = 0; y < MMR_SYM__COUNT; y++)
		if (csd_func[y])
			printf("  csd_function_entry func=%s %llu\n",
			       y == MMR_SYM_NONE ? "(none)" : y == MMR_SYM_OTHER ? "(other)"
			       : mmr_sym_name(y), (unsigned long long)csd_func[y]);
	if (range_k) {
		printf("pid %lld %s: %lld\n", range_pid, range_kind, range_count);
		if (range_count < range_min || range_count > range_max) {
			fprintf(stderr, "FAIL pid %lld has %lld %s events, want %lld..%lld\n",
				range_pid, range_count, range_kind, range_min, range_max);
			failed = 1;
		}
	}
	if (other_cpu) {
		fprintf(stderr, "FAIL %llu events from cpus other than %lld\n",
			(unsigned long long)other_cpu, only_cpu);
		failed = 1;
	}
	if ((long long)events < min_events) {
		fprintf(stderr, "FAIL only %llu events (want >= %lld)\n",
			(unsigned long long)events, min_events);
		failed = 1;
	}
	for (int i = 0; i < nclass; i++) {
		int c;

		for (c = 0; c < 7; c++)
			if (!strcmp(class_names[c], want_class[i]))
				break;
		if (c == 7 || !per_class[c]) {
			fprintf(stderr, "FAIL no event of class %s\n", want_class[i]);
			failed = 1;
		}
	}
	for (int i = 0; i < nkind; i++) {
		char sys[64];
		const char *colon = strchr(want_kind[i], ':');
		unsigned int k;

		snprintf(sys, sizeof(sys), "%.*s", colon ? (int)(colon - want_kind[i]) : 0,
			 want_kind[i]);
		k = colon ? mmr_event_lookup(sys, colon + 1) : MMR_EV_NONE;
		if (!k || !per_kind[k]) {
			fprintf(stderr, "FAIL no %s event\n", want_kind[i]);
			failed = 1;
		}
	}
	meta = mmr_source_meta(src);
	if (redacted) {
		printf("redacted: %llu leaks, %llu user addresses checked\n",
		       (unsigned long long)leaks, (unsigned long long)user_addrs);
		if (leaks || !user_addrs) {
			fprintf(stderr, "FAIL redaction: %llu comm/address leaks, %llu user addresses\n",
				(unsigned long long)leaks, (unsigned long long)user_addrs);
			failed = 1;
		}
		for (size_t i = 0; i < mmr_meta_count(meta); i++) {
			const char *k, *v;

			if (mmr_meta_at(meta, i, &k, &v) == 0 && !strncmp(k, "sym.", 4) &&
			    strcmp(v, "0x0")) {
				fprintf(stderr, "FAIL redaction: %s=%s\n", k, v);
				failed = 1;
			}
		}
		{
			const char *kr = mmr_meta_get(meta, "kernel"), *cmd = mmr_meta_get(meta, "command");

			if (!kr || kr[strspn(kr, "0123456789.")] || !cmd || strchr(cmd, '/') ||
			    (strchr(cmd, ' ') && !strstr(cmd, " (arguments redacted)") &&
			     strncmp(cmd, "system wide", 11))) {
				fprintf(stderr, "FAIL redaction: kernel=%s command=%s\n",
					kr ? kr : "(none)", cmd ? cmd : "(none)");
				failed = 1;
			}
		}
		printf("redacted: highest pid %lld\n", max_pid);
	}
	for (size_t i = 0; dump && i < mmr_meta_count(meta); i++) {
		const char *k, *v;

		if (mmr_meta_at(meta, i, &k, &v) == 0 && strncmp(k, "vmstat.", 7))
			printf("meta %s=%s\n", k, v);
	}
	for (int i = 0; i < nmeta; i++) {
		if (!mmr_meta_get(meta, want_meta[i])) {
			fprintf(stderr, "FAIL metadata key %s missing\n", want_meta[i]);
			failed = 1;
		}
	}
	if (want_lost >= 0) {
		long long sum = 0;
		int keys = 0;

		for (size_t i = 0; i < mmr_meta_count(meta); i++) {
			const char *k, *v;

			if (mmr_meta_at(meta, i, &k, &v) == 0 && !strncmp(k, "lost.cpu", 8)) {
				sum += atoll(v);
				keys++;
			}
		}
		printf("lost=%lld lost_keys=%d\n", sum, keys);
		if (!keys) {
			fprintf(stderr, "FAIL no lost.cpuN keys in the footer\n");
			failed = 1;
		}
		if (sum != want_lost) {
			fprintf(stderr, "FAIL lost %lld events, want %lld\n", sum, want_lost);
			failed = 1;
		}
		if (want_lost == 0 && lost_markers) {
			fprintf(stderr, "FAIL %llu LOST markers in a recording without losses\n",
				(unsigned long long)lost_markers);
			failed = 1;
		}
	}
	mmr_source_close(src);
	return failed;
}
