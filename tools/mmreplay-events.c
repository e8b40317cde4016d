// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay events FILE [--time A..B] [--cpu N,...] [--pid PID,...]
 *                      [-e system:name,...]: every event of a trace, one a
 * line, in the order the replay reads them -- what `trace-cmd report` is to
 * a trace.dat, for every input mmreplay reads (.mmr, trace.dat, perf.data,
 * .mms).  Fields are printed by the names struct mmr_field gives them.
 */
#include <errno.h>
#include <getopt.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "report.h"
#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/trace.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay events FILE [--time A..B] [--cpu N,...] [--pid PID,...]\n"
		"                       [-e SYSTEM:NAME,...]\n"
		"\n"
		"Print every event of a trace (.mmr, trace.dat, perf.data or .mms), one a\n"
		"line, in the order the replay reads them: seconds since the first event,\n"
		"CPU, pid, tgid (0 when the trace does not say), the tracepoint, then its\n"
		"fields as name=value (hex for addresses, pfns, flags and masks).\n"
		"\n"
		"  --time A..B         only events from A to B seconds after the first event\n"
		"                      ('2..' or '..1.5' leave an end open)\n"
		"  --cpu N[,N...]      only events recorded on these CPUs\n"
		"  --pid PID[,PID...]  only events whose pid or tgid is one of these\n"
		"  -e SYSTEM:NAME,...  only these tracepoints (kmem:mm_page_alloc, ...; a\n"
		"                      system alone, as tlb:, takes all of its tracepoints)\n");
}

struct sel {
	struct rep_common co; /* --pid and --time, parsed as every command parses them */
	uint64_t cpus[4];     /* CPUs 0..255; none set: all */
	int any_cpu;
	unsigned char kinds[MMR_EV__COUNT];
	int any_kind;
};

static int parse_list(const char *s, int (*one)(const char *tok, struct sel *sl), struct sel *sl)
{
	char *dup = strdup(s), *tok, *save = NULL;
	int rc = 0;

	if (!dup)
		return -1;
	for (tok = strtok_r(dup, ",", &save); tok && !rc; tok = strtok_r(NULL, ",", &save))
		rc = one(tok, sl);
	free(dup);
	return rc;
}

static int one_cpu(const char *tok, struct sel *sl)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(tok, &end, 10);
	if (errno || *end || end == tok || v >= 256) {
		mmr_tool_error("events", "--cpu: '%s' is not a CPU number (0-255)", tok);
		return -1;
	}
	sl->cpus[v / 64] |= 1ull << (v % 64);
	sl->any_cpu = 0;
	return 0;
}

static int one_kind(const char *tok, struct sel *sl)
{
	const char *colon = strchr(tok, ':');
	unsigned int k, n = 0;

	if (!colon) {
		mmr_tool_error("events", "-e: '%s' is not SYSTEM:NAME or SYSTEM:", tok);
		return -1;
	}
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *in = mmr_event_info(k);
		size_t sl_len = (size_t)(colon - tok);

		if (!in || strlen(in->system) != sl_len || strncmp(in->system, tok, sl_len))
			continue;
		if (colon[1] && strcmp(in->name, colon + 1))
			continue;
		sl->kinds[k] = 1;
		n++;
	}
	if (!n && colon[1]) {
		k = mmr_event_lookup(tok, NULL);
		if (k != MMR_EV_NONE) {
			sl->kinds[k] = 1;
			n++;
		}
	}
	if (!n) {
		mmr_tool_error("events", "-e: no tracepoint '%s' that mmreplay reads "
			       "('mmreplay info FILE' lists a trace's)", tok);
		return -1;
	}
	sl->any_kind = 0;
	return 0;
}

/* Fields whose value reads better in hex. */
static int hex_field(const char *name)
{
	static const char *const hex[] = { "pfn", "addr", "address", "gfp_flags", "pte", "mm",
					   "lock_addr", "csd", "clone_flags", "ip", "flags",
					   "reclaim_flags", "i_ino", "s_dev", "prev_state" };
	unsigned int i;

	for (i = 0; i < sizeof(hex) / sizeof(hex[0]); i++)
		if (!strcmp(name, hex[i]))
			return 1;
	return 0;
}

static void print_mask(FILE *f, const struct mmr_cpumask *m)
{
	unsigned int i, first = 1;

	for (i = 0; i < m->nbits; i++)
		if (mmr_cpumask_test(m, i)) {
			fprintf(f, "%s%u", first ? "" : ",", i);
			first = 0;
		}
	if (first)
		fputc('-', f);
}

static void print_event(FILE *f, const struct mmr_event *ev, uint64_t t0)
{
	const struct mmr_event_info *in = mmr_event_info(ev->kind);
	uint64_t rel = ev->ts - t0;
	unsigned int i;

	fprintf(f, "%" PRIu64 ".%09" PRIu64 " %3u %7d %7d %s:%s", rel / 1000000000u,
		rel % 1000000000u, ev->cpu, ev->pid, ev->tgid, in ? in->system : "?",
		in ? in->name : "?");
	for (i = 0; in && i < in->nr_fields; i++) {
		const struct mmr_field *fd = &in->fields[i];
		const char *p = (const char *)ev + fd->offset;

		switch (fd->type) {
		case MMR_FT_COMM: {
			char comm[MMR_COMM_LEN + 1];

			memcpy(comm, p, MMR_COMM_LEN);
			comm[MMR_COMM_LEN] = 0;
			fprintf(f, " %s=%s", fd->name, comm);
			break;
		}
		case MMR_FT_SYM: {
			const struct mmr_symref *s = (const struct mmr_symref *)(const void *)p;

			if (s->sym && strcmp(mmr_sym_name(s->sym), "?"))
				fprintf(f, " %s=%s", fd->name, mmr_sym_name(s->sym));
			else
				fprintf(f, " %s=0x%" PRIx64, fd->name, s->addr);
			break;
		}
		case MMR_FT_CPUMASK:
			fprintf(f, " %s=", fd->name);
			print_mask(f, (const struct mmr_cpumask *)(const void *)p);
			break;
		default: {
			int64_t v = mmr_field_get(ev, fd);

			if (hex_field(fd->name))
				fprintf(f, " %s=0x%" PRIx64, fd->name, (uint64_t)v);
			else
				fprintf(f, " %s=%" PRId64, fd->name, v);
		}
		}
	}
	fputc('\n', f);
}

static int wanted(const struct sel *sl, const struct mmr_event *ev, uint64_t t0)
{
	const struct rep_common *co = &sl->co;
	unsigned int i;

	if (!sl->any_kind && (ev->kind >= MMR_EV__COUNT || !sl->kinds[ev->kind]))
		return 0;
	if (!sl->any_cpu && (ev->cpu >= 256 || !((sl->cpus[ev->cpu / 64] >> (ev->cpu % 64)) & 1)))
		return 0;
	if (co->timed && (ev->ts - t0 < co->from_ns || (co->to_ns && ev->ts - t0 >= co->to_ns)))
		return 0;
	if (!co->nr_pids)
		return 1;
	for (i = 0; i < co->nr_pids; i++)
		if (ev->pid == co->pids[i] || ev->tgid == co->pids[i])
			return 1;
	return 0;
}

int cmd_events(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "time", required_argument, NULL, 'T' },
		{ "cpu", required_argument, NULL, 'c' },
		{ "pid", required_argument, NULL, 'p' },
		{ "event", required_argument, NULL, 'e' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct sel sl = { .any_cpu = 1, .any_kind = 1 };
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 };
	const struct mmr_event *evs;
	uint64_t t0 = 0;
	int have_t0 = 0, c, rc, status = 1;
	size_t n, i;

	while ((c = getopt_long(argc, argv, "e:h", opts, NULL)) != -1) {
		switch (c) {
		case 'T':
			if (rep_attr_option(&sl.co, "--time", optarg, "events") < 0) {
				status = 2;
				goto out;
			}
			break;
		case 'c':
			if (parse_list(optarg, one_cpu, &sl)) {
				status = 2;
				goto out;
			}
			break;
		case 'p':
			if (rep_attr_option(&sl.co, "--pid", optarg, "events") < 0) {
				status = 2;
				goto out;
			}
			break;
		case 'e':
			if (parse_list(optarg, one_kind, &sl)) {
				status = 2;
				goto out;
			}
			break;
		case 'h':
			usage(stdout);
			status = 0;
			goto out;
		default:
			usage(stderr);
			status = 2;
			goto out;
		}
	}
	if (optind != argc - 1) {
		usage(stderr);
		status = 2;
		goto out;
	}
	rc = mmr_source_open(argv[optind], &src, &err);
	if (rc < 0) {
		mmr_tool_error("events", "%s", err.msg);
		goto out;
	}
	while ((rc = mmr_source_next_batch(src, &evs, &n, &err)) > 0) {
		for (i = 0; i < n; i++) {
			if (!have_t0) {
				t0 = evs[i].ts;
				have_t0 = 1;
			}
			if (wanted(&sl, &evs[i], t0))
				print_event(stdout, &evs[i], t0);
		}
	}
	if (rc < 0) {
		fflush(stdout);
		mmr_tool_error("events", "%s", err.msg);
		goto out;
	}
	if (fflush(stdout) || ferror(stdout)) {
		mmr_tool_error("events", "writing stdout: %s", strerror(errno));
		goto out;
	}
	status = 0;
out:
	mmr_source_close(src);
	rep_common_free(&sl.co);
	return status;
}
