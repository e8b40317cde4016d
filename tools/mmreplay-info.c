// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay info FILE [--json]: what a trace holds -- format, kernel, CPUs,
 * time span, events per tracepoint (and the ones skipped as not understood),
 * lost events per CPU, and which metadata keys of docs/metadata-keys.md are
 * present.  Reads every event, so a damaged file is reported, and prints
 * nothing on stdout unless the whole file was read.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "progress.h"
#include "mmreplay/trace.h"
#include "report.h"

/*
 * The keys of docs/metadata-keys.md; <x> stands for a CPU, node, zone index
 * or name.  tests/mmr-info.sh checks this list against the document.
 */
static const char *const doc_keys[] = {
	"kernel", "arch", "cpus", "cpus_online", "cpus_recorded", "page_size", "numa_nodes", "numa.<n>.cpus",
	"zones", "zone.<i>", "zone.<i>.high_min", "zone.<i>.high_max", "zone.<i>.pcp_count",
	"zone.<i>.pcp_high", "cpu_vendor", "cpu_flags",
	"hypervisor", "pv_tlb_flush", "tlb_single_page_flush_ceiling", "hz", "trace_clock",
	"command", "tgids", "maps.<tgid>", "recorder_pid", "start_ns", "duration_ns", "lost.cpu<N>",
	"overrun.cpu<N>", "irq.TLB.before", "irq.TLB.after", "irq.CAL.before", "irq.CAL.after",
	"vmstat.before.<name>", "vmstat.after.<name>", "swap_kb", "jiffies.before", "jiffies.after",
	"sym.<name>", "memcg_depth", "recorder",
	"tracepoints", "pcp_settled", "pcp_settle_ms", "unknown.<system:name>",
};
#define NR_DOC_KEYS (sizeof(doc_keys) / sizeof(doc_keys[0]))

/* Does @key fit @pat?  A placeholder matches one or more characters, without '.'
 * unless it is a name (kallsyms and tracepoint names may hold dots). */
static int key_matches(const char *pat, const char *key)
{
	const char *lt = strchr(pat, '<'), *gt;
	size_t pre, suf, kl = strlen(key), mid;
	int dots_ok;

	if (!lt)
		return !strcmp(pat, key);
	gt = strchr(lt, '>');
	pre = (size_t)(lt - pat);
	suf = strlen(gt + 1);
	if (kl < pre + suf + 1 || strncmp(pat, key, pre) || strcmp(key + kl - suf, gt + 1))
		return 0;
	mid = kl - pre - suf;
	dots_ok = !strncmp(lt, "<name>", 6) || !strncmp(lt, "<system:name>", 13);
	return dots_ok || !memchr(key + pre, '.', mid);
}

struct tp_count {
	char *name;
	uint64_t count;
	int understood;
};

struct lost_cpu {
	uint64_t markers;
	int64_t meta; /* -1: no lost.cpuN key */
};

struct info {
	uint64_t events, first_ts, last_ts;
	uint64_t per_kind[MMR_EV__COUNT];
	struct lost_cpu *lost;
	unsigned int nlost;
	uint32_t max_cpu;
	struct tool_progress *prog;
};

static int grow_lost(struct info *in, unsigned int cpu)
{
	unsigned int n = in->nlost ? in->nlost : 64, i;
	struct lost_cpu *l;

	if (cpu < in->nlost)
		return 0;
	while (n <= cpu)
		n *= 2;
	l = realloc(in->lost, n * sizeof(*l));
	if (!l)
		return -1;
	for (i = in->nlost; i < n; i++) {
		l[i].markers = 0;
		l[i].meta = -1;
	}
	in->lost = l;
	in->nlost = n;
	return 0;
}

static int on_event(const struct mmr_event *ev, void *ctx)
{
	struct info *in = ctx;

	if (!in->events)
		in->first_ts = ev->ts;
	in->last_ts = ev->ts;
	in->events++;
	tool_progress_tick(in->prog, in->events);
	in->per_kind[ev->kind < MMR_EV__COUNT ? ev->kind : 0]++;
	if (ev->cpu > in->max_cpu)
		in->max_cpu = ev->cpu;
	if (ev->kind == MMR_EV_LOST) {
		if (grow_lost(in, ev->cpu) < 0)
			return MMR_ENOMEM;
		in->lost[ev->cpu].markers += ev->lost.nr;
	}
	return 0;
}

static int cmp_tp(const void *a, const void *b)
{
	const struct tp_count *x = a, *y = b;

	if (x->understood != y->understood)
		return y->understood - x->understood;
	if (x->count != y->count)
		return x->count < y->count ? 1 : -1;
	return strcmp(x->name, y->name);
}

static int key_present(const struct mmr_meta *m, const char *pat)
{
	const char *k, *v;
	size_t i;

	for (i = 0; mmr_meta_at(m, i, &k, &v) == 0; i++)
		if (key_matches(pat, k))
			return 1;
	return 0;
}

/* Everything is printed into a memory stream first: stdout stays empty on error. */
static int report(FILE *f, struct mmr_source *src, struct info *in, struct tp_count *tp,
		   unsigned int ntp, int json)
{
	const struct mmr_meta *m = mmr_source_meta(src);
	const char *kernel = mmr_meta_get(m, "kernel"), *online = mmr_meta_get(m, "cpus_online");
	int64_t cpus = mmr_meta_get_i64(m, "cpus", -1);
	const char *trunc = mmr_meta_get(m, "truncated");
	int truncated = trunc && strcmp(trunc, "0");
	uint64_t dur = in->events ? in->last_ts - in->first_ts : 0, lost_m = 0, lost_k = 0;
	unsigned int i, first;
	size_t k;
	struct rep_lines cov = { 0 }; /* what mmr_meta_coverage() said */

	for (i = 0; i < in->nlost; i++) {
		lost_m += in->lost[i].markers;
		lost_k += in->lost[i].meta > 0 ? (uint64_t)in->lost[i].meta : 0;
	}
	if (json) {
		json_t *doc = json_object(), *a, *meta = json_object();
		int want;

		rep_jset(doc, "mmreplay", json_string(mmr_version()));
		rep_jset(doc, "command", json_string("info"));
		rep_jset(doc, "file", rep_jstr(mmr_source_path(src)));
		rep_json_format(doc, src);
		rep_jset(doc, "kernel", rep_jstr(kernel));
		rep_jset(doc, "cpus", cpus >= 0 ? json_integer(cpus) : json_null());
		rep_jset(doc, "cpus_online", rep_jstr(online));
		rep_jset(doc, "truncated", json_boolean(truncated));
		rep_jset(doc, "events", json_integer((json_int_t)in->events));
		rep_jset(doc, "first_ns",
			 in->events ? json_integer((json_int_t)in->first_ts) : json_null());
		rep_jset(doc, "last_ns",
			 in->events ? json_integer((json_int_t)in->last_ts) : json_null());
		rep_jset(doc, "duration_ns", json_integer((json_int_t)dur));
		a = json_array();
		for (i = 0; a && i < ntp; i++) {
			json_t *o = json_object();

			rep_jset(o, "name", rep_jstr(tp[i].name));
			rep_jset(o, "count", json_integer((json_int_t)tp[i].count));
			rep_jset(o, "understood", json_boolean(tp[i].understood));
			rep_jpush(a, o);
		}
		rep_jset(doc, "tracepoints", a);
		a = json_array();
		for (i = 0; a && i < in->nlost; i++) {
			json_t *o;

			if (!in->lost[i].markers && in->lost[i].meta < 0)
				continue;
			o = json_object();
			rep_jset(o, "cpu", json_integer(i));
			rep_jset(o, "markers", json_integer((json_int_t)in->lost[i].markers));
			rep_jset(o, "metadata", in->lost[i].meta < 0 ? json_null() :
						json_integer(in->lost[i].meta));
			rep_jpush(a, o);
		}
		rep_jset(doc, "lost", a);
		rep_jset(doc, "lost_markers_total", json_integer((json_int_t)lost_m));
		rep_jset(doc, "lost_metadata_total", json_integer((json_int_t)lost_k));
		for (want = 1; want >= 0; want--) { /* present, then missing */
			a = json_array();
			for (k = 0; a && k < NR_DOC_KEYS; k++)
				if (key_present(m, doc_keys[k]) == want)
					rep_jpush(a, rep_jstr(doc_keys[k]));
			rep_jset(meta, want ? "present" : "missing", a);
		}
		rep_jset(doc, "metadata", meta);
		mmr_meta_coverage(m, rep_lines_add, &cov);
		a = json_array();
		for (k = 0; a && k < cov.n; k++)
			rep_jpush(a, rep_jstr(cov.line[k]));
		rep_jset(doc, "cannot_support", a);
		rep_lines_free(&cov);
		return rep_json_print(f, doc, "info");
	}

	fprintf(f, "file        %s\n", mmr_source_path(src));
	fprintf(f, "format      %s\n", mmr_format_name(mmr_source_format(src)));
	fprintf(f, "kernel      %s\n", kernel ? kernel : "(unknown)");
	if (cpus >= 0)
		fprintf(f, "cpus        %lld%s%s%s\n", (long long)cpus, online ? " (online " : "",
			online ? online : "", online ? ")" : "");
	else
		fprintf(f, "cpus        (unknown; events seen on CPUs up to %u)\n", in->max_cpu);
	fprintf(f, "events      %llu\n", (unsigned long long)in->events);
	if (in->events)
		fprintf(f, "time span   %llu.%09llu .. %llu.%09llu (%llu.%09llu s)\n",
			(unsigned long long)(in->first_ts / 1000000000),
			(unsigned long long)(in->first_ts % 1000000000),
			(unsigned long long)(in->last_ts / 1000000000),
			(unsigned long long)(in->last_ts % 1000000000),
			(unsigned long long)(dur / 1000000000),
			(unsigned long long)(dur % 1000000000));
	if (truncated)
		fprintf(f, "truncated   yes: no footer, read up to the last complete block\n");
	fprintf(f, "\nevents per tracepoint\n");
	for (i = 0; i < ntp; i++)
		fprintf(f, "  %-44s %12llu%s\n", tp[i].name, (unsigned long long)tp[i].count,
			tp[i].understood ? "" : "  skipped (not understood)");
	if (!ntp)
		fprintf(f, "  (none)\n");
	if (mmr_meta_coverage(m, rep_lines_add, &cov)) {
		fprintf(f, "\nwhat the recording cannot support\n");
		for (k = 0; k < cov.n; k++)
			rep_wrap(f, "  - ", "    ", cov.line[k], rep_width());
	}
	rep_lines_free(&cov);
	fprintf(f, "\nlost events per CPU (markers in the stream / lost.cpuN metadata)\n");
	for (i = 0, first = 1; i < in->nlost; i++) {
		if (!in->lost[i].markers && in->lost[i].meta < 0)
			continue;
		fprintf(f, "  cpu %-4u %12llu / ", i, (unsigned long long)in->lost[i].markers);
		if (in->lost[i].meta >= 0)
			fprintf(f, "%lld\n", (long long)in->lost[i].meta);
		else
			fprintf(f, "-\n");
		first = 0;
	}
	if (first)
		fprintf(f, "  (none recorded)\n");
	fprintf(f, "\nmetadata present:");
	for (k = 0; k < NR_DOC_KEYS; k++)
		if (key_present(m, doc_keys[k]))
			fprintf(f, " %s", doc_keys[k]);
	fprintf(f, "\nmetadata missing:");
	for (k = 0; k < NR_DOC_KEYS; k++)
		if (!key_present(m, doc_keys[k]))
			fprintf(f, " %s", doc_keys[k]);
	fprintf(f, "\n");
	return 0;
}

int cmd_info(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 };
	struct info in = { 0 };
	struct tp_count *tp = NULL;
	unsigned int ntp = 0, i;
	const struct mmr_meta *m;
	const char *k, *v, *name;
	uint64_t count;
	char *text = NULL;
	size_t textlen = 0, j;
	FILE *mem;
	struct tool_progress prog;
	int c, json = 0, quiet = 0, ret, status = 1;

	optind = 1;
	while ((c = getopt_long(argc, argv, "jqh", opts, NULL)) != -1) {
		switch (c) {
		case 'j':
			json = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			printf("usage: mmreplay info FILE [--json] [-q]\n\n"
			       "Describe a trace (.mmr, trace.dat, perf.data or .mms): format, kernel,\n"
			       "CPUs, time span, events per tracepoint, lost events per CPU, metadata\n"
			       "keys.\n\n"
			       "  -j, --json   one JSON object instead of text\n"
			       "  -q, --quiet  no progress on stderr (shown on a terminal after 2 s)\n");
			return 0;
		default:
			fprintf(stderr, "usage: mmreplay info FILE [--json] [-q]\n");
			return 2;
		}
	}
	if (optind != argc - 1) {
		fprintf(stderr, "usage: mmreplay info FILE [--json] [-q]\n");
		return 2;
	}
	ret = mmr_source_open(argv[optind], &src, &err);
	if (ret < 0) {
		mmr_tool_error("info", "%s", mmr_error_msg(&err, ret));
		return 1;
	}
	tool_progress_start(&prog, "info", argv[optind], quiet);
	in.prog = &prog;
	ret = mmr_source_iterate(src, on_event, &in, &err);
	tool_progress_end(&prog);
	if (ret < 0) {
		mmr_tool_error("info", "%s", ret == MMR_ENOMEM && !err.msg[0] ? "out of memory"
							    : mmr_error_msg(&err, ret));
		goto out;
	}
	m = mmr_source_meta(src);
	for (j = 0; mmr_meta_at(m, j, &k, &v) == 0; j++) {
		char *end;
		unsigned long cpu;
		long long n;

		if (strncmp(k, "lost.cpu", 8) || !k[8])
			continue;
		cpu = strtoul(k + 8, &end, 10);
		if (*end || cpu >= (1u << 20))
			continue;
		n = mmr_meta_get_i64(m, k, -1);
		if (n < 0 || grow_lost(&in, (unsigned int)cpu) < 0)
			continue;
		in.lost[cpu].meta = n;
	}
	tp = calloc(MMR_EV__COUNT + 1024, sizeof(*tp));
	if (!tp) {
		mmr_tool_error("info", "out of memory");
		goto out;
	}
	for (i = 1; i < MMR_EV__COUNT; i++) {
		const struct mmr_event_info *ei = mmr_event_info(i);
		char *nm;

		if (!in.per_kind[i])
			continue;
		if (asprintf(&nm, "%s:%s", ei->system, ei->name) < 0)
			goto nomem;
		tp[ntp].name = nm;
		tp[ntp].count = in.per_kind[i];
		tp[ntp++].understood = 1;
	}
	for (i = 0; ntp < MMR_EV__COUNT + 1024 && mmr_source_unknown(src, i, &name, &count) == 0;
	     i++) {
		tp[ntp].name = strdup(name);
		if (!tp[ntp].name)
			goto nomem;
		tp[ntp].count = count;
		tp[ntp++].understood = 0;
	}
	qsort(tp, ntp, sizeof(*tp), cmp_tp);
	mem = open_memstream(&text, &textlen);
	if (!mem)
		goto nomem;
	if (report(mem, src, &in, tp, ntp, json) < 0) {
		fclose(mem);
		goto out;
	}
	if (fclose(mem) != 0)
		goto nomem;
	if (fwrite(text, 1, textlen, stdout) != textlen || fflush(stdout) != 0) {
		mmr_tool_error("info", "writing the report failed");
		goto out;
	}
	status = 0;
	goto out;
nomem:
	mmr_tool_error("info", "out of memory");
out:
	for (i = 0; i < ntp; i++)
		free(tp[i].name);
	free(tp);
	free(text);
	free(in.lost);
	mmr_source_close(src);
	return status;
}
