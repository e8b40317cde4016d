// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay export FILE -o OUT.json [-m MODEL[:k=v,...]]... [-M lib.so]...
 *                      [--window MS] [--pid ...] [--comm ...] [--time A..B] [-q]
 *
 * The replay as Chrome trace-event JSON (the "JSON Array/Object Format" that
 * ui.perfetto.dev, chrome://tracing and Perfetto's trace processor open):
 * per window, a counter track per metric for each model (predicted) and for
 * the traced kernel (measured), the total and each CPU; instant events for
 * the flush rounds and lock contentions the kernel traced, on a track per
 * CPU; process and thread names saying which is which (docs/export.md).
 * Each event is a json_t of its own, written as it is made (write_trace()).
 */
#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "output.h"
#include "progress.h"
#include "report.h"

/* pids of the export's "processes": one per model, then the measured side, then its events */
#define PID_MEASURED(nmod) ((nmod) + 1)
#define PID_EVENTS(nmod) ((nmod) + 2)

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay export FILE -o OUT.json [-m MODEL[:k=v,...]]... [-M lib.so]...\n"
		"                          [--window MS] [--pid PID,...] [--comm NAME,...]\n"
		"                          [--time A..B] [-q]\n\n"
		"Write the replay as Chrome trace-event JSON, which ui.perfetto.dev and\n"
		"chrome://tracing open: per time window, counter tracks of every metric the\n"
		"models predict, for each model and for what the trace measured (the total and\n"
		"each CPU), and instant events for the flush rounds and lock contentions the\n"
		"kernel traced, one track per CPU.  Default models: the traced kernel's, as\n"
		"diff takes them.\n\n"
		"  -o, --output FILE   the JSON to write (beside its path, then renamed)\n"
		"  -m MODEL[:k=v,...]  a model instead of the default ones (repeatable)\n"
		"  -M lib.so           load a third-party model (exports mmr_model_entry())\n"
		"  --window MS         counter window in milliseconds (default 10)\n"
		"  --pid PID[,PID...]  only these processes' counts and events (tgids)\n"
		"  --comm NAME[,...]   only the counts and events of the processes of these names\n"
		"  --time A..B         only from A to B seconds after the first event\n"
		REP_JOBS_USAGE
		"  -q, --quiet         no progress on stderr\n");
}

struct instant {
	uint64_t ts;
	uint32_t cpu;
	int32_t pid;
	uint8_t kind; /* 0 flush round, 1 lock contention */
	int64_t arg;  /* pages of the round, or the lock's address */
};

/*
 * The instant events, gathered by a measurer of this tool's own: it counts
 * every event it keeps in its one metric, so that the replay's attribution
 * decides (--pid, --comm, --time): an event whose count did not go up
 * belongs to a process or time left out.
 */
struct instants {
	struct instant *v;
	size_t n, cap;
	int oom;
};

static struct instants g_inst;

static const struct mmr_metric_def inst_metrics[] = {
	{ "export.events", "flush rounds and lock contentions kept as instant events" },
};

static int inst_init(const struct mmr_model_ctx *ctx, void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)err;
	*priv = &g_inst;
	return 0;
}

static int inst_event(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_event *ev)
{
	struct instants *in = priv;
	int64_t before;
	uint8_t kind;

	if (ev->kind == MMR_EV_TLB_FLUSH && ev->tlb_flush.reason == MMR_TLB_REMOTE_SEND_IPI)
		kind = 0;
	else if (ev->kind == MMR_EV_LOCK_CONTENTION_BEGIN)
		kind = 1;
	else
		return 0;
	before = mmr_counters_total(ctx->counters, 0);
	mmr_count(ctx->counters, 0, ev->cpu, 1);
	if (mmr_counters_total(ctx->counters, 0) == before)
		return 0; /* not selected */
	if (in->n == in->cap) {
		size_t cap = in->cap ? in->cap * 2 : 1024;
		struct instant *v = realloc(in->v, cap * sizeof(*v));

		if (!v) {
			in->oom = 1;
			return MMR_ENOMEM;
		}
		in->v = v;
		in->cap = cap;
	}
	in->v[in->n].ts = ev->ts;
	in->v[in->n].cpu = ev->cpu;
	in->v[in->n].pid = ev->pid;
	in->v[in->n].kind = kind;
	in->v[in->n].arg = kind ? (int64_t)ev->lock.lock_addr : ev->tlb_flush.pages;
	in->n++;
	return 0;
}

static void inst_free(void *priv)
{
	(void)priv;
}

static const struct mmr_measure_ops inst_measure = {
	.name = "export",
	.needs = MMR_CLASS_MEASURED,
	.metrics = inst_metrics,
	.nr_metrics = 1,
	.init = inst_init,
	.on_event = inst_event,
	.free = inst_free,
	.kinds = (1ull << MMR_EV_TLB_FLUSH) | (1ull << MMR_EV_LOCK_CONTENTION_BEGIN),
};

/*
 * The events are written as they are made, one small json_t each, never
 * gathered into one tree: an export holds an event per window, metric and
 * model (twice, with the per-CPU one) and one per flush round and lock
 * contention the trace recorded, millions on a long trace, and a tree of
 * them would cost a few hundred bytes of jansson objects each before the
 * first byte is written.  One event a line.
 */
struct ev_out {
	FILE *f;
	size_t n;
	int bad; /* out of memory, or a failed write */
};

static void emit(struct ev_out *o, json_t *e)
{
	if (!e || fputs(o->n++ ? ",\n" : "\n", o->f) == EOF ||
	    json_dumpf(e, o->f, JSON_COMPACT | REP_JSON_FLAGS) < 0)
		o->bad = 1;
	json_decref(e);
}

/* microseconds, the unit of "ts", to the nanosecond (REP_JSON_PRECISION digits) */
static json_t *ts_us(uint64_t ns)
{
	return rep_jfixed((double)ns / 1e3, 3);
}

/* {"name": "process_name" / "thread_name", "ph": "M", "pid", "tid", "args": {"name": ..}} */
static void add_name(struct ev_out *o, const char *what, int pid, int tid, const char *name)
{
	emit(o, json_pack("{s:s, s:s, s:i, s:i, s:{s:o}}", "name", what, "ph", "M", "pid", pid,
			  "tid", tid, "args", "name", rep_jstr(name)));
}

/* Is @name predicted by some model (the measured side exports only those)? */
static int predicted(const struct mmr_replay *r, const char *name)
{
	unsigned int i;

	for (i = 0; i < mmr_replay_nr_models(r); i++)
		if (mmr_counters_find(mmr_replay_model_counters(r, i), name) >= 0)
			return 1;
	return 0;
}

/*
 * Counter events of one counter set: per window w (at first + w * win, in
 * microseconds), "<metric>" with {"total": n} and "<metric> per CPU" with
 * {"cpu0": n, ...}; with @filter, only the metrics some model predicts and
 * the measurer knows.
 */
static void add_counters(struct ev_out *o, const struct mmr_replay *r,
			 const struct mmr_counters *c, int pid, uint64_t first, uint64_t win_ns,
			 unsigned int nwin, int meas)
{
	unsigned int j, w, k, ncpu = mmr_counters_nr_cpus(c);
	char name[96], key[16];

	for (j = 0; j < mmr_counters_nr_metrics(c) && !o->bad; j++) {
		const char *m = mmr_counters_name(c, j);

		if (meas >= 0 && (!predicted(r, m) || !mmr_replay_measure_known(r, (unsigned)meas, j)))
			continue;
		snprintf(name, sizeof(name), "%s per CPU", m);
		for (w = 0; w < nwin && !o->bad; w++) {
			uint64_t ts = first + (uint64_t)w * win_ns;
			json_t *args = json_object();

			for (k = 0; args && k < ncpu; k++) {
				snprintf(key, sizeof(key), "cpu%u", k);
				rep_jset(args, key,
					 json_integer(mmr_counters_window_cpu(c, j, w, k)));
			}
			emit(o, json_pack("{s:o, s:s, s:o, s:i, s:{s:I}}", "name", rep_jstr(m),
					  "ph", "C", "ts", ts_us(ts), "pid", pid, "args", "total",
					  (json_int_t)mmr_counters_window(c, j, w)));
			emit(o, json_pack("{s:o, s:s, s:o, s:i, s:o}", "name", rep_jstr(name), "ph",
					  "C", "ts", ts_us(ts), "pid", pid, "args", args));
		}
	}
}

/* {"traceEvents": [...], "metadata": {...}, "displayTimeUnit": "ms"} into @f */
static int write_trace(FILE *f, const char *path, struct mmr_source *src,
		       const struct mmr_replay *r, uint64_t win_ns)
{
	unsigned int nmod = mmr_replay_nr_models(r), nwin = rep_nr_windows(r, win_ns), i, k;
	struct ev_out o = { .f = f };
	struct mmr_replay_stats st;
	char lb[256], name[320];
	json_t *meta = json_object();

	mmr_replay_get_stats(r, &st);
	o.bad |= fputs("{\"traceEvents\":[", f) == EOF;
	for (i = 0; i < nmod && !o.bad; i++) {
		snprintf(name, sizeof(name), "predicted: %s", rep_short_label(r, i, lb, sizeof(lb)));
		add_name(&o, "process_name", (int)i + 1, 0, name);
		add_counters(&o, r, mmr_replay_model_counters(r, i), (int)i + 1, st.first_ts,
			     win_ns, nwin, -1);
	}
	add_name(&o, "process_name", (int)PID_MEASURED(nmod), 0, "measured: the traced kernel");
	for (k = 0; k < mmr_replay_nr_measures(r) && !o.bad; k++) {
		if (mmr_replay_measure(r, k) == &inst_measure)
			continue;
		add_counters(&o, r, mmr_replay_measure_counters(r, k), (int)PID_MEASURED(nmod),
			     st.first_ts, win_ns, nwin, (int)k);
	}
	add_name(&o, "process_name", (int)PID_EVENTS(nmod), 0,
		 "measured events: flush rounds sent, lock contentions");
	for (k = 0; k < mmr_state_nr_cpus(mmr_replay_state(r)) && !o.bad; k++) {
		snprintf(name, sizeof(name), "cpu %u", k);
		add_name(&o, "thread_name", (int)PID_EVENTS(nmod), (int)k + 1, name);
	}
	for (size_t n = 0; n < g_inst.n && !o.bad; n++) {
		const struct instant *in = &g_inst.v[n];

		emit(&o, json_pack("{s:s, s:s, s:s, s:o, s:i, s:i, s:{s:i, s:I}}", "name",
				   in->kind ? "lock contention" : "flush round", "ph", "i", "s",
				   "t", "ts", ts_us(in->ts), "pid", (int)PID_EVENTS(nmod), "tid",
				   (int)in->cpu + 1, "args", "task", in->pid,
				   in->kind ? "lock" : "pages", (json_int_t)in->arg));
	}
	/* the header of the other reports (docs/json-format.md), as far as it applies */
	rep_jset(meta, "mmreplay", json_string(mmr_version()));
	rep_jset(meta, "command", json_string("export"));
	rep_jset(meta, "file", rep_jstr(path));
	rep_json_format(meta, src);
	rep_jset(meta, "kernel", rep_jstr(mmr_meta_get(mmr_source_meta(src), "kernel")));
	rep_jset(meta, "cpus", json_integer(mmr_state_nr_cpus(mmr_replay_state(r))));
	rep_jset(meta, "window_ns", json_integer((json_int_t)win_ns));
	rep_jset(meta, "window_ms", rep_jreal((double)win_ns / 1e6, 15));
	rep_jset(meta, "windows", json_integer(nwin));
	o.bad |= fputs("\n],\n\"metadata\":", f) == EOF;
	o.bad |= json_dumpf(meta, f, JSON_COMPACT | REP_JSON_FLAGS) < 0;
	o.bad |= fputs(",\"displayTimeUnit\":\"ms\"}\n", f) == EOF;
	json_decref(meta);
	return o.bad ? -1 : 0;
}

int cmd_export(int argc, char **argv)
{
	struct rep_models models = { 0 };
	struct rep_common co = { .models = &models };
	struct mmr_replay_opts opts = { 0 };
	struct tool_progress prog = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	const char *path = NULL, *out = NULL, *def[8];
	struct tool_output o;
	unsigned int ndef;
	int i, n, ret, status = 1;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			status = 0;
			goto out;
		} else if (!strcmp(a, "-o") || !strcmp(a, "--output")) {
			if (i + 1 >= argc) {
				mmr_tool_error("export", "%s needs an argument", a);
				status = 2;
				goto out;
			}
			out = argv[++i];
		} else if ((n = rep_common_option(argc, argv, &i, "export", &co))) {
			if (n < 0) {
				status = 2;
				goto out;
			}
		} else if (a[0] == '-' && a[1]) {
			mmr_tool_error("export", "unknown option '%s' (see 'mmreplay export --help')", a);
			status = 2;
			goto out;
		} else if (!path) {
			path = a;
		} else {
			mmr_tool_error("export", "one trace file only ('%s' and '%s')", path, a);
			status = 2;
			goto out;
		}
	}
	if (!path || !out) {
		usage(stderr);
		status = 2;
		goto out;
	}
	if (co.json || co.per_instance || co.by_process) {
		mmr_tool_error("export", "--json, --per-instance and --by do not apply to export");
		status = 2;
		goto out;
	}
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		mmr_tool_error("export", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	opts.window_ns = co.window_ns ? co.window_ns : 10000000;
	opts.window_per_cpu = 1;
	rep_common_attr(&co, &opts);
	tool_progress_start(&prog, "export", path, co.quiet);
	if (prog.on) {
		opts.progress = tool_progress_cb;
		opts.progress_arg = &prog;
	}
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (ret < 0) {
		mmr_tool_error("export", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (rep_set_jobs(r, co.jobs, "export") < 0)
		goto out;
	ndef = mmr_traced_kernel_models(mmr_source_meta(src), def, sizeof(def) / sizeof(def[0]));
	if (rep_models_apply(&models, r, def, ndef, "export") < 0)
		goto out;
	if (rep_add_measures(r, "export") < 0)
		goto out;
	ret = mmr_replay_add_measure(r, &inst_measure, &err);
	if (ret < 0) {
		mmr_tool_error("export", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	ret = rep_run("export", r, src, opts.window_ns, &prog);
	if (ret < 0) {
		status = ret == -2 ? 2 : 1;
		goto out;
	}
	if (tool_output_open(&o, "export", out) < 0)
		goto out;
	if (write_trace(o.f, path, src, r, opts.window_ns) < 0) {
		tool_output_abort(&o);
		mmr_tool_error("export", "%s: writing failed (or out of memory)", out);
		goto out;
	}
	status = tool_output_close(&o, "export") < 0 ? 1 : 0;
out:
	free(g_inst.v);
	memset(&g_inst, 0, sizeof(g_inst));
	mmr_replay_free(r);
	rep_common_free(&co);
	rep_models_free(&models);
	mmr_source_close(src);
	return status;
}
