// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay diff FILE [-m MODEL[:k=v,...]]... [-M lib.so]... [--per-cpu]
 *                    [--per-instance] [--window MS] [--json] [-q]
 *
 * Holds the models of the traced kernel (default: one per family, their kernel
 * rules resolved from the trace, mmreplay/kernel.h) against
 * what the same trace measured (replay/measure-*.c), metric by metric (paired by
 * name): predicted, measured, absolute and relative error; per CPU and per time
 * window on request; then what the measurement could not see.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "progress.h"
#include "report.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay diff FILE [-m MODEL[:k=v,...]]... [-M lib.so]... [--per-cpu]\n"
		"                         [--per-instance] [--window MS] [--by process]\n"
		"                         [--pid PID,...] [--comm NAME,...] [--time A..B] [-j N]\n"
		"                         [--json] [-q]\n\n"
		"Compare a model's predictions with what the trace measured, per metric:\n"
		"predicted, measured, absolute and relative error.  Default: the traced\n"
		"kernel's model of every family (x86; pcp-order0, pcp-highorder or\n"
		"pcp-autotune; stock or multi-stock; ratelimit-spinlock or ratelimit-none),\n"
		"their kernel rules resolved from the trace's release (x86:kernel=6.12 applies\n"
		"6.12's; an unknown release counts as the newest kernel).\n\n"
		"  -m MODEL[:k=v,...]  a model to compare instead of the default (repeatable)\n"
		"  -M lib.so           load a third-party model (exports mmr_model_entry())\n"
		"  --per-cpu           also break every compared metric down per CPU\n"
		"  --per-instance      also break it down per lock or counter instance (zone,\n"
		"                      memcg, node), paired with the measured side by name\n"
		"  --window MS         also break it down per time window of MS milliseconds\n"
		REP_ATTR_USAGE
		"                      (both sides alike: a flush round goes to its sender, a\n"
		"                      received flush to the process it flushes, a lock taken to\n"
		"                      the process on the CPU; /proc/interrupts, which no process\n"
		"                      owns, is left out under --pid, --comm and --time)\n"
		REP_JOBS_USAGE
		"  --json              machine-readable output (docs/json-format.md)\n"
		"  -q, --quiet         no progress on stderr\n");
}

/* Where a measured metric lives. */
struct mref {
	int meas, metric; /* -1 when not measured at all */
	int known;
};

static struct mref find_measured(const struct mmr_replay *r, const char *name)
{
	struct mref ref = { -1, -1, 0 };
	unsigned int i;

	for (i = 0; i < mmr_replay_nr_measures(r); i++) {
		int m = mmr_counters_find(mmr_replay_measure_counters(r, i), name);

		if (m >= 0) {
			ref.meas = (int)i;
			ref.metric = m;
			ref.known = mmr_replay_measure_known(r, i, (unsigned)m);
			return ref;
		}
	}
	return ref;
}

static int model_has(const struct mmr_replay *r, const char *name)
{
	unsigned int i;

	for (i = 0; i < mmr_replay_nr_models(r); i++)
		if (mmr_counters_find(mmr_replay_model_counters(r, i), name) >= 0)
			return 1;
	return 0;
}

static void fmt_err(char *abs_buf, size_t alen, char *rel_buf, size_t rlen, int64_t pred,
		    int64_t meas)
{
	snprintf(abs_buf, alen, "%+lld", (long long)(pred - meas));
	if (meas)
		snprintf(rel_buf, rlen, "%+.1f%%", (double)(pred - meas) / (double)meas * 100.0);
	else
		snprintf(rel_buf, rlen, pred ? "inf" : "+0.0%%");
}

/*
 * Instances of a compared metric: the model's (in id order) then the measured
 * side's that the model lacks, paired by name.  @fn gets the label and both values.
 */
static void each_instance(const struct mmr_counters *c, unsigned int j,
			  const struct mmr_counters *mc, unsigned int mj,
			  void (*fn)(void *arg, const char *label, int64_t p, int64_t m), void *arg)
{
	char buf[32];
	unsigned int k;

	for (k = 0; k < mmr_counters_nr_instances(c); k++) {
		const char *label = rep_instance_label(c, k, buf, sizeof(buf));
		int mk = mmr_counters_find_instance(mc, mmr_counters_instance_name(c, k));
		int64_t p = mmr_counters_instance(c, j, k);
		int64_t m = mk >= 0 ? mmr_counters_instance(mc, mj, (unsigned)mk) : 0;

		if (rep_instance_used(c, k) || (mk >= 0 && rep_instance_used(mc, (unsigned)mk)))
			fn(arg, label, p, m);
	}
	for (k = 0; k < mmr_counters_nr_instances(mc); k++) {
		const char *name = mmr_counters_instance_name(mc, k);

		if (!rep_instance_used(mc, k) || (name && mmr_counters_find_instance(c, name) >= 0))
			continue;
		fn(arg, rep_instance_label(mc, k, buf, sizeof(buf)), 0,
		   mmr_counters_instance(mc, mj, k));
	}
}

static void text_instance(void *arg, const char *label, int64_t p, int64_t m)
{
	char a[32], rel[32];

	(void)arg;
	fmt_err(a, sizeof(a), rel, sizeof(rel), p, m);
	printf("  %-22s %14lld %14lld %14s %9s\n", label, (long long)p, (long long)m, a, rel);
}

/* (predicted - measured) / measured, 0 when both are 0, null when only measured is */
static json_t *json_rel(int64_t p, int64_t m)
{
	if (m)
		return rep_jfixed((double)(p - m) / (double)m, 6);
	return p ? json_null() : json_integer(0);
}

static void json_instance(void *arg, const char *label, int64_t p, int64_t m)
{
	json_t *o = json_object();

	rep_jset(o, "name", rep_jstr(label));
	rep_jset(o, "predicted", json_integer(p));
	rep_jset(o, "measured", json_integer(m));
	rep_jset(o, "abs_error", json_integer(p - m));
	rep_jset(o, "rel_error", json_rel(p, m));
	rep_jpush(arg, o);
}

#define TOP_PROCS 20

/* The rows of one metric per process: the TOP_PROCS largest, the rest summed, the total. */
static void text_procs(const struct rep_procs *ps, const struct mmr_counters *c, unsigned int j,
		       const struct mmr_counters *mc, unsigned int mj, const char *name)
{
	int64_t *key = calloc(ps->n ? ps->n : 1, sizeof(*key)), rp = 0, rm = 0, tp = 0, tm = 0;
	unsigned int *order = calloc(ps->n ? ps->n : 1, sizeof(*order)), k, nz, rest = 0;
	char a[32], rel[32], lb[48];

	if (!key || !order)
		goto out;
	for (k = 0; k < ps->n; k++) {
		int64_t p = rep_proc_value(&ps->p[k], c, j), m = rep_proc_value(&ps->p[k], mc, mj);

		key[k] = p > m ? p : m;
	}
	nz = rep_procs_order(ps, key, order);
	printf("\n  %s per process\n  %-24s %14s %14s %14s %9s\n", name, "process", "predicted",
	       "measured", "abs error", "rel error");
	for (k = 0; k < nz; k++) {
		const struct rep_proc *pr = &ps->p[order[k]];
		int64_t p = rep_proc_value(pr, c, j), m = rep_proc_value(pr, mc, mj);

		tp += p;
		tm += m;
		if (k >= TOP_PROCS) {
			rp += p;
			rm += m;
			rest++;
			continue;
		}
		fmt_err(a, sizeof(a), rel, sizeof(rel), p, m);
		printf("  %-24.24s %14lld %14lld %14s %9s\n", rep_proc_label(pr, lb, sizeof(lb)),
		       (long long)p, (long long)m, a, rel);
	}
	if (rest) {
		snprintf(lb, sizeof(lb), "(%u more)", rest);
		fmt_err(a, sizeof(a), rel, sizeof(rel), rp, rm);
		printf("  %-24s %14lld %14lld %14s %9s\n", lb, (long long)rp, (long long)rm, a, rel);
	}
	fmt_err(a, sizeof(a), rel, sizeof(rel), tp, tm);
	printf("  %-24s %14lld %14lld %14s %9s\n", "total", (long long)tp, (long long)tm, a, rel);
out:
	free(key);
	free(order);
}

static void text_model(const struct mmr_replay *r, unsigned int i, int per_cpu,
		       int per_inst, uint64_t win_ns, const struct rep_procs *ps)
{
	const struct mmr_counters *c = mmr_replay_model_counters(r, i);
	unsigned int j, k, nwin = rep_nr_windows(r, win_ns);
	char a[32], rel[32];

	char lb[256], head[300], res[1024];

	printf("model %s\n", rep_short_label(r, i, lb, sizeof(lb)));
	rep_resolved_text(r, i, res, sizeof(res)); /* the JSON label has them too */
	if (res[0]) {
		snprintf(head, sizeof(head), "  auto: ");
		rep_wrap(stdout, head, "    ", res, rep_width());
	}
	putchar('\n');
	printf("  %-22s %14s %14s %14s %9s\n", "metric", "predicted", "measured", "abs error",
	       "rel error");
	for (j = 0; j < mmr_counters_nr_metrics(c); j++) {
		const char *name = mmr_counters_name(c, j);
		struct mref ref = find_measured(r, name);
		int64_t pred = mmr_counters_total(c, j), meas;

		if (ref.meas < 0 || !ref.known) {
			printf("  %-22s %14lld %14s %14s %9s\n", name, (long long)pred,
			       ref.meas < 0 ? "-" : "unknown", "", "");
			continue;
		}
		meas = mmr_counters_total(mmr_replay_measure_counters(r, (unsigned)ref.meas),
					  (unsigned)ref.metric);
		fmt_err(a, sizeof(a), rel, sizeof(rel), pred, meas);
		printf("  %-22s %14lld %14lld %14s %9s\n", name, (long long)pred,
		       (long long)meas, a, rel);
	}
	for (j = 0; (per_cpu || per_inst || nwin || ps) && j < mmr_counters_nr_metrics(c); j++) {
		const char *name = mmr_counters_name(c, j);
		struct mref ref = find_measured(r, name);
		const struct mmr_counters *mc;

		if (ref.meas < 0 || !ref.known)
			continue;
		mc = mmr_replay_measure_counters(r, (unsigned)ref.meas);
		if (ps && (mmr_counters_total(c, j) || mmr_counters_total(mc, (unsigned)ref.metric)))
			text_procs(ps, c, j, mc, (unsigned)ref.metric, name);
		if (per_inst && (mmr_counters_nr_instances(c) || mmr_counters_nr_instances(mc))) {
			printf("\n  %s per instance\n  %-22s %14s %14s %14s %9s\n", name,
			       "instance", "predicted", "measured", "abs error", "rel error");
			each_instance(c, j, mc, (unsigned)ref.metric, text_instance, NULL);
		}
		if (per_cpu) {
			printf("\n  %s per CPU\n  %6s %14s %14s %14s %9s\n", name, "cpu",
			       "predicted", "measured", "abs error", "rel error");
			for (k = 0; k < mmr_counters_nr_cpus(c); k++) {
				int64_t p = mmr_counters_cpu(c, j, k);
				int64_t m = mmr_counters_cpu(mc, (unsigned)ref.metric, k);

				if (!p && !m)
					continue;
				fmt_err(a, sizeof(a), rel, sizeof(rel), p, m);
				printf("  %6u %14lld %14lld %14s %9s\n", k, (long long)p,
				       (long long)m, a, rel);
			}
		}
		if (nwin) {
			printf("\n  %s per window of %.3f ms\n  %10s %14s %14s %14s %9s\n", name,
			       (double)win_ns / 1e6, "t_ms", "predicted", "measured", "abs error",
			       "rel error");
			unsigned int empty = 0;

			for (k = 0; k < nwin; k++) {
				int64_t p = mmr_counters_window(c, j, k);
				int64_t m = mmr_counters_window(mc, (unsigned)ref.metric, k);

				if (!p && !m) {
					/* a long trace in short windows is mostly these */
					empty++;
					continue;
				}
				fmt_err(a, sizeof(a), rel, sizeof(rel), p, m);
				printf("  %10.3f %14lld %14lld %14s %9s\n",
				       (double)k * (double)win_ns / 1e6, (long long)p, (long long)m,
				       a, rel);
			}
			if (empty)
				printf("  (%u of %u windows with 0 predicted and 0 measured not shown)\n",
				       empty, nwin);
		}
	}
	putchar('\n');
}

/* Does measurer @i measure anything the models predict? */
static int measure_relevant(const struct mmr_replay *r, unsigned int i)
{
	const struct mmr_counters *mc = mmr_replay_measure_counters(r, i);
	unsigned int j;

	for (j = 0; j < mmr_counters_nr_metrics(mc); j++)
		if (model_has(r, mmr_counters_name(mc, j)))
			return 1;
	return 0;
}

static void text_measured_only(const struct mmr_replay *r)
{
	unsigned int i, j, any = 0;

	for (i = 0; i < mmr_replay_nr_measures(r); i++) {
		const struct mmr_counters *mc = mmr_replay_measure_counters(r, i);

		if (!measure_relevant(r, i))
			continue;
		for (j = 0; j < mmr_counters_nr_metrics(mc); j++) {
			const char *name = mmr_counters_name(mc, j);

			if (model_has(r, name) || !mmr_replay_measure_known(r, i, j))
				continue;
			if (!any++)
				printf("measured only (no model predicts these)\n");
			printf("  %-22s %14lld\n", name, (long long)mmr_counters_total(mc, j));
		}
	}
	if (any)
		putchar('\n');
}

/* "per_process": [{"tgid": .., "comm": .., "predicted": .., "measured": ..}, ...], largest first */
static void json_procs(json_t *pair, const struct rep_procs *ps, const struct mmr_counters *c,
		       unsigned int j, const struct mmr_counters *mc, unsigned int mj)
{
	int64_t *key = calloc(ps->n ? ps->n : 1, sizeof(*key));
	unsigned int *order = calloc(ps->n ? ps->n : 1, sizeof(*order)), k, nz;
	json_t *a = json_array();

	if (key && order && a) {
		for (k = 0; k < ps->n; k++) {
			int64_t p = rep_proc_value(&ps->p[k], c, j);
			int64_t m = mc ? rep_proc_value(&ps->p[k], mc, mj) : 0;

			key[k] = p > m ? p : m;
		}
		nz = rep_procs_order(ps, key, order);
		for (k = 0; k < nz; k++) {
			const struct rep_proc *pr = &ps->p[order[k]];
			json_t *o = rep_json_proc(pr, "predicted", rep_proc_value(pr, c, j));

			if (mc)
				rep_jset(o, "measured", json_integer(rep_proc_value(pr, mc, mj)));
			rep_jpush(a, o);
		}
	}
	rep_jset(pair, "per_process", a);
	free(key);
	free(order);
}

static json_t *json_pair(const struct mmr_replay *r, unsigned int i, unsigned int j,
			 unsigned int nwin, int per_inst, const struct rep_procs *ps)
{
	const struct mmr_counters *c = mmr_replay_model_counters(r, i);
	const char *name = mmr_counters_name(c, j);
	struct mref ref = find_measured(r, name);
	int64_t pred = mmr_counters_total(c, j), meas;
	json_t *o = json_object();

	rep_jset(o, "name", rep_jstr(name));
	rep_jset(o, "known", json_boolean(ref.known));
	rep_jset(o, "predicted", rep_json_series(c, (int)j, nwin));
	if (ref.meas >= 0 && ref.known) {
		const struct mmr_counters *mc = mmr_replay_measure_counters(r, (unsigned)ref.meas);

		meas = mmr_counters_total(mc, (unsigned)ref.metric);
		rep_jset(o, "measured", rep_json_series(mc, ref.metric, nwin));
		rep_jset(o, "abs_error", json_integer(pred - meas));
		rep_jset(o, "rel_error", json_rel(pred, meas));
		if (per_inst) {
			json_t *a = json_array();

			if (a)
				each_instance(c, j, mc, (unsigned)ref.metric, json_instance, a);
			rep_jset(o, "per_instance", a);
		}
		if (ps)
			json_procs(o, ps, c, j, mc, (unsigned)ref.metric);
	} else {
		rep_jset(o, "measured", json_null());
		rep_jset(o, "abs_error", json_null());
		rep_jset(o, "rel_error", json_null());
		if (ps)
			json_procs(o, ps, c, j, NULL, 0);
	}
	return o;
}

static int print_json(const char *path, struct mmr_source *src, const struct mmr_replay *r,
		      uint64_t win_ns, const struct rep_lines *cav, int per_inst,
		      const struct rep_common *co, const struct rep_procs *ps)
{
	unsigned int nwin = rep_nr_windows(r, win_ns), i, j, pv = 0;
	json_t *doc = json_object(), *models = json_array(), *only = json_object();

	for (i = 0; i < cav->n; i++)
		if (!strncmp(cav->line[i], "paravirtual", 11))
			pv = 1;
	rep_json_header(doc, "diff", path, src, r, win_ns);
	rep_json_selection(doc, co);
	rep_jset(doc, "paravirtual", json_boolean(pv));
	for (i = 0; models && i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		json_t *m = rep_json_model(r, i), *metrics = json_array();

		for (j = 0; metrics && j < mmr_counters_nr_metrics(c); j++)
			rep_jpush(metrics, json_pair(r, i, j, nwin, per_inst, ps));
		rep_jset(m, "metrics", metrics);
		rep_jpush(models, m);
	}
	rep_jset(doc, "models", models);
	for (i = 0; only && i < mmr_replay_nr_measures(r); i++) {
		const struct mmr_counters *mc = mmr_replay_measure_counters(r, i);

		if (!measure_relevant(r, i))
			continue;
		for (j = 0; j < mmr_counters_nr_metrics(mc); j++) {
			const char *name = mmr_counters_name(mc, j);

			if (model_has(r, name))
				continue;
			rep_jset(only, name, mmr_replay_measure_known(r, i, j) ?
					     rep_json_series(mc, (int)j, nwin) : json_null());
		}
	}
	rep_jset(doc, "measured_only", only);
	rep_json_caveats(doc, cav);
	return rep_json_print(stdout, doc, "diff");
}

int cmd_diff(int argc, char **argv)
{
	struct rep_models models = { 0 };
	struct mmr_replay_opts opts = { 0 };
	struct tool_progress prog = { 0 };
	struct rep_lines cav = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	const char *path = NULL, *def[8];
	unsigned int ndef;
	struct rep_common co = { .models = &models };
	struct rep_procs procs = { 0 };
	int json = 0, quiet = 0, per_cpu = 0, ret, status = 1, i, n;
	unsigned int k;
	uint64_t win_ns = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!a)
			continue;
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			return 0;
		} else if ((n = rep_common_option(argc, argv, &i, "diff", &co))) {
			if (n < 0) {
				status = 2; /* a bad or missing option argument */
				goto out;
			}
		} else if (!strcmp(a, "--per-cpu")) {
			per_cpu = 1;
		} else if (a[0] == '-' && a[1]) {
			mmr_tool_error("diff", "unknown option '%s' (see 'mmreplay diff --help')",
				       a);
			status = 2;
			goto out;
		} else if (!path) {
			path = a;
		} else {
			mmr_tool_error("diff", "one trace file only ('%s' and '%s')", path, a);
			status = 2;
			goto out;
		}
	}
	json = co.json;
	quiet = co.quiet;
	win_ns = co.window_ns;
	if (!path) {
		usage(stderr);
		status = 2;
		goto out;
	}
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		mmr_tool_error("diff", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	opts.window_ns = win_ns;
	rep_common_attr(&co, &opts);
	tool_progress_start(&prog, "diff", path, quiet);
	if (prog.on) {
		opts.progress = tool_progress_cb;
		opts.progress_arg = &prog;
	}
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (ret < 0) {
		mmr_tool_error("diff", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (rep_set_jobs(r, co.jobs, "diff") < 0)
		goto out;
	ndef = mmr_traced_kernel_models(mmr_source_meta(src), def, sizeof(def) / sizeof(def[0]));
	if (rep_models_apply(&models, r, def, ndef, "diff") < 0)
		goto out;
	if (rep_add_measures(r, "diff") < 0)
		goto out;
	ret = rep_run("diff", r, src, win_ns, &prog);
	if (ret < 0) {
		status = ret == -2 ? 2 : 1;
		goto out;
	}
	/* only the measurers whose metrics the models predict have something to say */
	mmr_replay_state_caveats(r, rep_lines_add, &cav);
	for (k = 0; k < mmr_replay_nr_measures(r); k++)
		if (measure_relevant(r, k))
			mmr_replay_measure_caveats(r, k, rep_lines_add, &cav);
	if (co.by_process && rep_procs_build(r, &procs) < 0) {
		mmr_tool_error("diff", "out of memory");
		goto out;
	}
	if (json) {
		if (print_json(path, src, r, win_ns, &cav, co.per_instance, &co,
			       co.by_process ? &procs : NULL) < 0)
			goto out;
	} else {
		rep_text_header(stdout, path, src, r);
		rep_text_selection(stdout, &co);
		putchar('\n');
		for (k = 0; k < mmr_replay_nr_models(r); k++)
			text_model(r, k, per_cpu, co.per_instance, win_ns,
				   co.by_process ? &procs : NULL);
		text_measured_only(r);
		printf("what the model could not see:\n");
		if (!cav.n)
			printf("  nothing: every tracepoint the comparison needs is there\n");
		for (k = 0; k < cav.n; k++)
			rep_wrap(stdout, "  - ", "    ", cav.line[k], rep_width());
	}
	/* output is the product: a full disk or a closed pipe is an error */
	status = fflush(stdout) || ferror(stdout) ? 1 : 0;
	if (status)
		mmr_tool_error("diff", "writing the report failed");
out:
	rep_procs_free(&procs);
	rep_lines_free(&cav);
	mmr_replay_free(r);
	rep_common_free(&co);
	rep_models_free(&models);
	mmr_source_close(src);
	return status;
}
