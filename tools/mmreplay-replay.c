// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay replay FILE [-m MODEL[:k=v,...]]... [-M lib.so]... [--window MS]
 *                      [--per-instance] [--json | --csv] [-q]
 *
 * One pass over the trace through every selected model (default: the five TLB
 * models); a table with one column per model and one row per metric, each cell
 * with its change against the first column, the way kernel developers compare
 * kernels.  --json / --csv for programs (docs/json-format.md).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "mmreplay/cost.h"
#include "progress.h"
#include "report.h"

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay replay FILE [-m MODEL[:k=v,...]]... [-M lib.so]... [--window MS]\n"
		"                           [--per-instance] [--by process] [--pid PID,...]\n"
		"                           [--comm NAME,...] [--time A..B] [--cost k=v,...]\n"
		"                           [-j N] [--json | --csv] [--ops] [-q]\n\n"
		"Replay a trace (.mmr, trace.dat, perf.data or .mms scenario) through\n"
		"policy models and print their predicted counters: one column per model,\n"
		"one row per metric, each cell with its change against the first column.\n\n"
		"  -m MODEL[:k=v,...]  a model and its parameters (repeatable; default: the five\n"
		"                      TLB models flush-per-page pfn-tracking full-flush infinite x86)\n"
		"  -M lib.so           load a third-party model (exports mmr_model_entry()); name it\n"
		"                      with -m to give parameters, else it runs with its defaults\n"
		"  --window MS         also count per time window of MS milliseconds\n"
		"  --per-instance      also count per shared lock or counter instance (zone,\n"
		"                      memcg, node) for the models that name them\n"
		REP_ATTR_USAGE
		"                      (a count goes to the process whose address space the CPU\n"
		"                      runs: a flush round to its sender, a lock to the CPU's task)\n"
		"  --cost k=v,...      replace figures of the CPU-time estimate's cost table\n"
		"                      (round_ns, ipi_ns, invlpg_ns, full_flush_cycles,\n"
		"                      local_flush_cycles, broadcast_ns, bounce_cycles, ghz;\n"
		"                      docs/cost.md gives the published defaults and sources)\n"
		REP_JOBS_USAGE
		"  --json, --csv       machine-readable output (docs/json-format.md)\n"
		"  --ops               also print every op the state tracker derived, one a line\n"
		"                      (on one thread)\n"
		"  -q, --quiet         no progress on stderr\n\n"
		"'mmreplay models' lists the models, their parameters and metrics.\n");
}

/* Metric names of every model, in order of first appearance. */
struct names {
	const char **name;
	unsigned int n;
};

static int collect_names(const struct mmr_replay *r, struct names *nm)
{
	unsigned int i, j, k, total = 0;

	for (i = 0; i < mmr_replay_nr_models(r); i++)
		total += mmr_counters_nr_metrics(mmr_replay_model_counters(r, i));
	nm->name = calloc(total ? total : 1, sizeof(*nm->name));
	if (!nm->name)
		return -1;
	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);

		for (j = 0; j < mmr_counters_nr_metrics(c); j++) {
			const char *s = mmr_counters_name(c, j);

			for (k = 0; k < nm->n; k++)
				if (!strcmp(nm->name[k], s))
					break;
			if (k == nm->n)
				nm->name[nm->n++] = s;
		}
	}
	return 0;
}

/*
 * A grid: a row per @rows[k], a column per model, headed by its name and the
 * parameters given otherwise than their defaults, as wide as its widest cell
 * (cell() writes them); the columns that do not fit rep_width() go to a
 * further grid below, the row names repeated.
 */
typedef void (*cell_fn)(const struct mmr_replay *r, unsigned int i, unsigned int row, char *cell,
			size_t len, const void *arg);

static void print_grid(const struct mmr_replay *r, const char *corner, const char *const *rows,
		       unsigned int nrows, cell_fn cell_of, const void *arg)
{
	unsigned int nmod = mmr_replay_nr_models(r), i, k, w = (unsigned int)strlen(corner);
	unsigned int width = rep_width(), from, to;
	unsigned int *cw = calloc(nmod ? nmod : 1, sizeof(*cw));
	char cell[96], lb[256];

	if (!cw)
		return;
	for (k = 0; k < nrows; k++)
		if (strlen(rows[k]) > w)
			w = (unsigned int)strlen(rows[k]);
	for (i = 0; i < nmod; i++) {
		cw[i] = (unsigned int)strlen(rep_short_label(r, i, lb, sizeof(lb)));
		for (k = 0; k < nrows; k++) {
			cell_of(r, i, k, cell, sizeof(cell), arg);
			if (strlen(cell) > cw[i])
				cw[i] = (unsigned int)strlen(cell);
		}
		if (cw[i] < 10)
			cw[i] = 10;
	}
	for (from = 0; from < nmod; from = to) {
		unsigned int used = w;

		for (to = from; to < nmod && (to == from || used + 2 + cw[to] <= width); to++)
			used += 2 + cw[to];
		if (from)
			putchar('\n');
		printf("%-*s", w, corner);
		for (i = from; i < to; i++)
			printf("  %*s", cw[i], rep_short_label(r, i, lb, sizeof(lb)));
		putchar('\n');
		for (k = 0; k < nrows; k++) {
			printf("%-*s", w, rows[k]);
			for (i = from; i < to; i++) {
				cell_of(r, i, k, cell, sizeof(cell), arg);
				printf("  %*s", cw[i], cell);
			}
			putchar('\n');
		}
	}
	free(cw);
}

/* A count, and its change against the first column. */
static void count_cell(const struct mmr_replay *r, unsigned int i, unsigned int row, char *cell,
		       size_t len, const void *arg)
{
	const struct names *nm = arg;
	const struct mmr_counters *c0 = mmr_replay_model_counters(r, 0);
	const struct mmr_counters *c = mmr_replay_model_counters(r, i);
	int m0 = mmr_counters_find(c0, nm->name[row]), m = mmr_counters_find(c, nm->name[row]);
	char pct[32];

	if (m < 0) {
		snprintf(cell, len, "-");
	} else if (i == 0 || m0 < 0) {
		snprintf(cell, len, "%lld", (long long)mmr_counters_total(c, (unsigned)m));
	} else {
		rep_pct(pct, sizeof(pct), (double)mmr_counters_total(c0, (unsigned)m0),
			(double)mmr_counters_total(c, (unsigned)m));
		snprintf(cell, len, "%lld (%s)", (long long)mmr_counters_total(c, (unsigned)m), pct);
	}
}

static void print_table(const struct mmr_replay *r, const struct names *nm)
{
	print_grid(r, "metric", nm->name, nm->n, count_cell, nm);
}

/* "1234", "12.3", "0.05", "1.2M": a rate in at most 6 characters */
static const char *fmt_rate(char *buf, size_t len, double v)
{
	if (v >= 1e7)
		snprintf(buf, len, "%.1fM", v / 1e6);
	else if (v >= 100 || v == 0)
		snprintf(buf, len, "%.0f", v);
	else if (v >= 1)
		snprintf(buf, len, "%.1f", v);
	else
		snprintf(buf, len, "%.2g", v);
	return buf;
}

/* The headline metrics: the first two of each model, in table order. */
static unsigned int headline(const struct mmr_replay *r, const struct names *nm, const char **out)
{
	unsigned int k, i, n = 0;

	for (k = 0; k < nm->n; k++)
		for (i = 0; i < mmr_replay_nr_models(r); i++) {
			const struct mmr_counters *c = mmr_replay_model_counters(r, i);
			int m = mmr_counters_find(c, nm->name[k]);

			if (m >= 0 && m < 2) {
				out[n++] = nm->name[k];
				break;
			}
		}
	return n;
}

struct rate_rows {
	const char **metric; /* per row */
	int *peak;           /* the row is the peak over windows */
	double secs, win_s;
	unsigned int nwin;
};

static void rate_cell(const struct mmr_replay *r, unsigned int i, unsigned int row, char *cell,
		      size_t len, const void *arg)
{
	const struct rate_rows *rr = arg;
	const struct mmr_counters *c = mmr_replay_model_counters(r, i);
	int m = mmr_counters_find(c, rr->metric[row]);
	int64_t top = 0;
	unsigned int w;

	if (m < 0 || rr->secs <= 0) {
		snprintf(cell, len, "-");
		return;
	}
	if (!rr->peak[row]) {
		fmt_rate(cell, len, (double)mmr_counters_total(c, (unsigned)m) / rr->secs);
		return;
	}
	for (w = 0; w < rr->nwin; w++)
		if (mmr_counters_window(c, (unsigned)m, w) > top)
			top = mmr_counters_window(c, (unsigned)m, w);
	fmt_rate(cell, len, (double)top / rr->win_s);
}

/* Per second of the trace, and with --window the peak: the busiest window's rate. */
static void print_rates(const struct mmr_replay *r, const struct names *nm, uint64_t win_ns)
{
	struct mmr_replay_stats st;
	const char **hl = calloc(nm->n ? nm->n : 1, sizeof(*hl));
	struct rate_rows rr = { 0 };
	char **names = NULL, head[160];
	unsigned int nh, k, n = 0;

	mmr_replay_get_stats(r, &st);
	rr.secs = st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0;
	rr.win_s = (double)win_ns / 1e9;
	rr.nwin = rep_nr_windows(r, win_ns);
	if (!hl || rr.secs <= 0)
		goto out;
	nh = headline(r, nm, hl);
	rr.metric = calloc(2 * nh + 1, sizeof(*rr.metric));
	rr.peak = calloc(2 * nh + 1, sizeof(*rr.peak));
	names = calloc(2 * nh + 1, sizeof(*names));
	if (!rr.metric || !rr.peak || !names)
		goto out;
	for (k = 0; k < nh; k++) {
		rr.metric[n] = hl[k];
		if (asprintf(&names[n++], "%s /s", hl[k]) < 0)
			goto out;
		if (rr.nwin) {
			rr.metric[n] = hl[k];
			rr.peak[n] = 1;
			if (asprintf(&names[n++], "%s peak /s", hl[k]) < 0)
				goto out;
		}
	}
	if (rr.nwin)
		snprintf(head, sizeof(head), "rates: per second of the %.3f s trace; peak = the busiest "
			 "%.3f ms window", rr.secs, (double)win_ns / 1e6);
	else
		snprintf(head, sizeof(head), "rates: per second of the %.3f s trace (--window MS adds "
			 "the peak)", rr.secs);
	putchar('\n');
	rep_wrap(stdout, "", "  ", head, rep_width());
	print_grid(r, "metric", (const char *const *)names, n, rate_cell, &rr);
out:
	for (k = 0; names && k < n; k++)
		free(names[k]);
	free(names);
	free(rr.metric);
	free(rr.peak);
	free(hl);
}

static const char *fmt_ns(char *buf, size_t len, double ns)
{
	if (ns >= 1e9)
		snprintf(buf, len, "%.2f s", ns / 1e9);
	else if (ns >= 1e6)
		snprintf(buf, len, "%.2f ms", ns / 1e6);
	else if (ns >= 1e3)
		snprintf(buf, len, "%.1f us", ns / 1e3);
	else
		snprintf(buf, len, "%.0f ns", ns);
	return buf;
}

static void cost_cell(const struct mmr_replay *r, unsigned int i, unsigned int row, char *cell,
		      size_t len, const void *arg)
{
	const struct mmr_cost *cost = arg;
	double v = mmr_cost_ns(cost, mmr_replay_model_counters(r, i));
	double v0 = mmr_cost_ns(cost, mmr_replay_model_counters(r, 0));
	char a[32], pct[32];

	(void)row;
	if (i == 0)
		snprintf(cell, len, "%s", fmt_ns(a, sizeof(a), v));
	else
		snprintf(cell, len, "%s (%s)", fmt_ns(a, sizeof(a), v), rep_pct(pct, sizeof(pct), v0, v));
}

/*
 * The metric the summary ranks by: tlb.ipi when a model counts it, else the
 * first model's first metric; -1 without models.
 */
static const char *summary_metric(const struct mmr_replay *r)
{
	unsigned int i;

	for (i = 0; i < mmr_replay_nr_models(r); i++)
		if (mmr_counters_find(mmr_replay_model_counters(r, i), "tlb.ipi") >= 0)
			return "tlb.ipi";
	if (!mmr_replay_nr_models(r) || !mmr_counters_nr_metrics(mmr_replay_model_counters(r, 0)))
		return NULL;
	return mmr_counters_name(mmr_replay_model_counters(r, 0), 0);
}

/* The column with the fewest of @metric (the first of equals), -1 when none counts it. */
static int summary_best(const struct mmr_replay *r, const char *metric)
{
	unsigned int i;
	int best = -1;
	int64_t bv = 0;

	for (i = 0; metric && i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		int m = mmr_counters_find(c, metric);

		if (m >= 0 && (best < 0 || mmr_counters_total(c, (unsigned)m) < bv)) {
			best = (int)i;
			bv = mmr_counters_total(c, (unsigned)m);
		}
	}
	return best;
}

/* "estimated CPU time" row, then the summary line. */
static void print_summary(const struct mmr_replay *r, const struct mmr_cost *cost)
{
	static const char *const row[] = { "CPU time (estimate)" };
	const char *metric = summary_metric(r);
	int best = summary_best(r, metric);
	char lb[256], lb0[256], lbc[256], pct[32], a[32], b[32], d[32], e[32], line[1024];
	const struct mmr_counters *c, *c0;
	double secs, v, v0;
	struct mmr_replay_stats st;
	unsigned int i, cheap;
	int m, m0;

	putchar('\n');
	rep_wrap(stdout, "", "  ", "estimated CPU time of the counted work (docs/cost.md: published "
		 "figures from other machines; an estimate, not a measurement; --cost overrides them)",
		 rep_width());
	print_grid(r, "", row, 1, cost_cell, cost);
	if (best < 0)
		return;
	mmr_replay_get_stats(r, &st);
	secs = st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0;
	c = mmr_replay_model_counters(r, (unsigned)best);
	c0 = mmr_replay_model_counters(r, 0);
	m = mmr_counters_find(c, metric);
	m0 = mmr_counters_find(c0, metric);
	v = (double)mmr_counters_total(c, (unsigned)m);
	rep_short_label(r, (unsigned)best, lb, sizeof(lb));
	rep_short_label(r, 0, lb0, sizeof(lb0));
	if (best == 0 || m0 < 0)
		snprintf(pct, sizeof(pct), "the first column");
	else
		snprintf(pct, sizeof(pct), "%s",
			 rep_pct(a, sizeof(a), (double)mmr_counters_total(c0, (unsigned)m0), v));
	v0 = mmr_cost_ns(cost, c0);
	cheap = 0;
	for (i = 1; i < mmr_replay_nr_models(r); i++)
		if (mmr_cost_ns(cost, mmr_replay_model_counters(r, i)) <
		    mmr_cost_ns(cost, mmr_replay_model_counters(r, cheap)))
			cheap = i;
	snprintf(line, sizeof(line),
		 "fewest %s: %s, %.0f (%s%s%s, %s/s), estimated CPU time %s (%s); least estimated "
		 "CPU time: %s, %s",
		 metric, lb, v, pct, best && m0 >= 0 ? " against " : "", best && m0 >= 0 ? lb0 : "",
		 secs > 0 ? fmt_rate(b, sizeof(b), v / secs) : "-",
		 fmt_ns(a, sizeof(a), mmr_cost_ns(cost, c)),
		 rep_pct(d, sizeof(d), v0, mmr_cost_ns(cost, c)),
		 rep_short_label(r, cheap, lbc, sizeof(lbc)),
		 fmt_ns(e, sizeof(e), mmr_cost_ns(cost, mmr_replay_model_counters(r, cheap))));
	putchar('\n');
	rep_wrap(stdout, "summary: ", "    ", line, rep_width());
}

static void print_windows(const struct mmr_replay *r, const struct names *nm, uint64_t win_ns,
			  unsigned int nwin)
{
	unsigned int i, k, w, empty = 0;

	printf("\nper window of %.3f ms (metric: one value per model, in column order)\n",
	       (double)win_ns / 1e6);
	printf("%10s  %-24s", "t_ms", "metric");
	for (i = 0; i < mmr_replay_nr_models(r); i++)
		printf("  %14.14s", mmr_replay_model(r, i)->name);
	putchar('\n');
	for (w = 0; w < nwin; w++)
		for (k = 0; k < nm->n; k++) {
			int any = 0;

			for (i = 0; i < mmr_replay_nr_models(r) && !any; i++) {
				const struct mmr_counters *c = mmr_replay_model_counters(r, i);
				int m = mmr_counters_find(c, nm->name[k]);

				any = m >= 0 && mmr_counters_window(c, (unsigned)m, w) != 0;
			}
			if (!any) {
				/* a long trace in short windows is mostly these */
				empty++;
				continue;
			}
			printf("%10.3f  %-24s", (double)w * (double)win_ns / 1e6, nm->name[k]);
			for (i = 0; i < mmr_replay_nr_models(r); i++) {
				const struct mmr_counters *c = mmr_replay_model_counters(r, i);
				int m = mmr_counters_find(c, nm->name[k]);

				if (m < 0)
					printf("  %14s", "-");
				else
					printf("  %14lld",
					       (long long)mmr_counters_window(c, (unsigned)m, w));
			}
			putchar('\n');
		}
	if (empty)
		printf("(%u of %u window rows where every model counted 0 not shown)\n", empty,
		       nwin * nm->n);
}

#define TOP_PROCS 15
#define PROC_METRICS 2

/*
 * --by process, text: for the first PROC_METRICS metrics any model counted, a
 * row per process (the TOP_PROCS largest by their largest model value, the
 * rest summed) and a column per model, headed by its name (its column of the
 * main table).
 */
static void print_procs(const struct mmr_replay *r, const struct names *nm,
			const struct rep_procs *ps)
{
	unsigned int nmod = mmr_replay_nr_models(r), i, k, p, shown = 0;
	int64_t *key = calloc(ps->n ? ps->n : 1, sizeof(*key));
	unsigned int *order = calloc(ps->n ? ps->n : 1, sizeof(*order));
	char lb[48];

	if (!key || !order)
		goto out;
	for (k = 0; k < nm->n && shown < PROC_METRICS; k++) {
		int any = 0, nz;
		unsigned int rest = 0;

		for (i = 0; i < nmod; i++) {
			const struct mmr_counters *c = mmr_replay_model_counters(r, i);
			int m = mmr_counters_find(c, nm->name[k]);

			if (m >= 0 && mmr_counters_total(c, (unsigned)m))
				any = 1;
		}
		if (!any)
			continue;
		shown++;
		for (p = 0; p < ps->n; p++) {
			key[p] = 0;
			for (i = 0; i < nmod; i++) {
				const struct mmr_counters *c = mmr_replay_model_counters(r, i);
				int m = mmr_counters_find(c, nm->name[k]);
				int64_t v = m >= 0 ? rep_proc_value(&ps->p[p], c, (unsigned)m) : 0;

				if (v > key[p])
					key[p] = v;
			}
		}
		nz = (int)rep_procs_order(ps, key, order);
		printf("\n%s per process\n%-24s", nm->name[k], "process");
		for (i = 0; i < nmod; i++)
			printf("  %14.14s", mmr_replay_model(r, i)->name);
		putchar('\n');
		for (p = 0; p < (unsigned int)nz; p++) {
			if (p >= TOP_PROCS) {
				rest = (unsigned int)nz - p;
				break;
			}
			printf("%-24.24s", rep_proc_label(&ps->p[order[p]], lb, sizeof(lb)));
			for (i = 0; i < nmod; i++) {
				const struct mmr_counters *c = mmr_replay_model_counters(r, i);
				int m = mmr_counters_find(c, nm->name[k]);

				if (m < 0)
					printf("  %14s", "-");
				else
					printf("  %14lld", (long long)rep_proc_value(&ps->p[order[p]], c,
										   (unsigned)m));
			}
			putchar('\n');
		}
		if (rest) {
			snprintf(lb, sizeof(lb), "(%u more)", rest);
			printf("%-24s", lb);
			for (i = 0; i < nmod; i++) {
				const struct mmr_counters *c = mmr_replay_model_counters(r, i);
				int m = mmr_counters_find(c, nm->name[k]);
				int64_t v = 0;

				for (p = TOP_PROCS; m >= 0 && p < (unsigned int)nz; p++)
					v += rep_proc_value(&ps->p[order[p]], c, (unsigned)m);
				if (m < 0)
					printf("  %14s", "-");
				else
					printf("  %14lld", (long long)v);
			}
			putchar('\n');
		}
	}
	if (shown)
		printf("(the first %u metrics counted; --json and --csv have every metric per process)\n",
		       shown);
out:
	free(key);
	free(order);
}

/* --per-instance: one table per model that counted per instance, a row per instance. */
static void print_instances(const struct mmr_replay *r)
{
	unsigned int i, j, k, w;
	char buf[32];

	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		unsigned int used = 0;

		w = 8;
		for (k = 0; k < mmr_counters_nr_instances(c); k++) {
			if (!rep_instance_used(c, k))
				continue;
			used++;
			if (strlen(rep_instance_label(c, k, buf, sizeof(buf))) > w)
				w = (unsigned int)strlen(rep_instance_label(c, k, buf, sizeof(buf)));
		}
		if (!used)
			continue;
		printf("\nper instance: %s\n%-*s", mmr_replay_model_label(r, i), w, "instance");
		for (j = 0; j < mmr_counters_nr_metrics(c); j++)
			printf("  %16s", mmr_counters_name(c, j));
		putchar('\n');
		for (k = 0; k < mmr_counters_nr_instances(c); k++) {
			if (!rep_instance_used(c, k))
				continue;
			printf("%-*s", w, rep_instance_label(c, k, buf, sizeof(buf)));
			for (j = 0; j < mmr_counters_nr_metrics(c); j++)
				printf("  %16lld", (long long)mmr_counters_instance(c, j, k));
			putchar('\n');
		}
	}
}

/* "per_process": [{"tgid": .., "comm": .., "value": ..}, ...], largest first, into @series */
static void json_procs(json_t *series, const struct rep_procs *ps, const struct mmr_counters *c,
		       unsigned int j)
{
	int64_t *key = calloc(ps->n ? ps->n : 1, sizeof(*key));
	unsigned int *order = calloc(ps->n ? ps->n : 1, sizeof(*order)), k, nz;
	json_t *a = json_array();

	if (key && order && a) {
		for (k = 0; k < ps->n; k++)
			key[k] = rep_proc_value(&ps->p[k], c, j);
		nz = rep_procs_order(ps, key, order);
		for (k = 0; k < nz; k++)
			rep_jpush(a, rep_json_proc(&ps->p[order[k]], "value", key[order[k]]));
	}
	rep_jset(series, "per_process", a);
	free(key);
	free(order);
}

/* "cost": the table the estimates used, each item with its source. */
static json_t *json_cost(const struct mmr_cost *cost)
{
	json_t *o = json_object(), *items = json_array();
	struct mmr_cost_item it;
	unsigned int i;

	rep_jset(o, "ghz", rep_jreal(mmr_cost_ghz(cost), 6));
	for (i = 0; items && mmr_cost_item(cost, i, &it) == 0; i++) {
		json_t *e = json_object();

		rep_jset(e, "key", rep_jstr(it.key));
		rep_jset(e, "metric", rep_jstr(it.metric));
		rep_jset(e, "value", rep_jreal(it.value, 6));
		rep_jset(e, "unit", rep_jstr(it.unit));
		rep_jset(e, "ns", rep_jreal(it.ns, 6));
		rep_jset(e, "overridden", json_boolean(it.overridden));
		rep_jset(e, "source", rep_jstr(it.source));
		rep_jpush(items, e);
	}
	rep_jset(o, "items", items);
	return o;
}

static int print_json(const char *path, struct mmr_source *src, const struct mmr_replay *r,
		      uint64_t win_ns, const struct rep_lines *cav, int per_inst,
		      const struct rep_common *co, const struct rep_procs *ps,
		      const struct mmr_cost *cost)
{
	unsigned int nwin = rep_nr_windows(r, win_ns), i, j, w;
	const char *sm = summary_metric(r);
	int best = summary_best(r, sm);
	json_t *doc = json_object(), *models = json_array();
	struct mmr_replay_stats st;
	double secs;

	mmr_replay_get_stats(r, &st);
	secs = st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0;

	rep_json_header(doc, "replay", path, src, r, win_ns);
	rep_json_selection(doc, co);
	rep_jset(doc, "cost", json_cost(cost));
	if (best < 0) {
		rep_jset(doc, "summary", json_null());
	} else {
		const struct mmr_counters *c = mmr_replay_model_counters(r, (unsigned)best);
		json_t *sum = json_object();

		rep_jset(sum, "metric", rep_jstr(sm));
		rep_jset(sum, "fewest", json_integer(best));
		rep_jset(sum, "label", rep_jstr(mmr_replay_model_label(r, (unsigned)best)));
		rep_jset(sum, "value",
			 json_integer(mmr_counters_total(c, (unsigned)mmr_counters_find(c, sm))));
		rep_jset(doc, "summary", sum);
	}
	for (i = 0; models && i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		json_t *m = rep_json_model(r, i), *metrics = json_object();
		double ns = mmr_cost_ns(cost, c);

		for (j = 0; metrics && j < mmr_counters_nr_metrics(c); j++) {
			json_t *series = rep_json_series(c, (int)j, nwin);

			if (per_inst)
				rep_json_instances(series, c, (int)j);
			if (ps)
				json_procs(series, ps, c, j);
			if (secs > 0)
				rep_jset(series, "rate_per_s",
					 rep_jreal((double)mmr_counters_total(c, j) / secs, 6));
			if (nwin) {
				int64_t top = 0;

				for (w = 0; w < nwin; w++)
					if (mmr_counters_window(c, j, w) > top)
						top = mmr_counters_window(c, j, w);
				rep_jset(series, "peak_per_s",
					 rep_jreal((double)top / ((double)win_ns / 1e9), 6));
			}
			rep_jset(metrics, mmr_counters_name(c, j), series);
		}
		rep_jset(m, "metrics", metrics);
		/* whole ns, as it was always written */
		rep_jset(m, "cost_ns_estimate",
			 isfinite(ns) ? json_integer((json_int_t)llround(ns)) : json_null());
		rep_jpush(models, m);
	}
	rep_jset(doc, "models", models);
	rep_json_caveats(doc, cav);
	return rep_json_print(stdout, doc, "replay");
}

static void print_csv(const struct mmr_replay *r, uint64_t win_ns, int per_inst,
		      const struct rep_procs *ps)
{
	char buf[48];
	unsigned int nwin = rep_nr_windows(r, win_ns), i, j, k;

	printf("model,metric,scope,index,value\n");
	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		const char *label = mmr_replay_model_label(r, i);

		for (j = 0; j < mmr_counters_nr_metrics(c); j++) {
			const char *name = mmr_counters_name(c, j);

			printf("\"%s\",%s,total,,%lld\n", label, name,
			       (long long)mmr_counters_total(c, j));
			for (k = 0; k < mmr_counters_nr_cpus(c); k++)
				if (mmr_counters_cpu(c, j, k))
					printf("\"%s\",%s,cpu,%u,%lld\n", label, name, k,
					       (long long)mmr_counters_cpu(c, j, k));
			for (k = 0; k < nwin; k++)
				printf("\"%s\",%s,window,%u,%lld\n", label, name, k,
				       (long long)mmr_counters_window(c, j, k));
			for (k = 0; ps && k < ps->n; k++) {
				int64_t v = rep_proc_value(&ps->p[k], c, j);

				if (v)
					printf("\"%s\",%s,process,\"%s\",%lld\n", label, name,
					       rep_proc_label(&ps->p[k], buf, sizeof(buf)), (long long)v);
			}
			for (k = 0; per_inst && k < mmr_counters_nr_instances(c); k++)
				if (rep_instance_used(c, k))
					printf("\"%s\",%s,instance,\"%s\",%lld\n", label, name,
					       rep_instance_label(c, k, buf, sizeof(buf)),
					       (long long)mmr_counters_instance(c, j, k));
		}
	}
}

static const char *const op_names[MMR_OP__COUNT] = {
	"switch", "unmap", "pass_end", "writeback", "page_alloc", "page_free",
	"charge", "uncharge", "migrate", "mm_exit",
};
static const char *const unmap_names[] = {
	[MMR_UNMAP_MUNMAP] = "munmap", [MMR_UNMAP_MADVISE] = "madvise",
	[MMR_UNMAP_MPROTECT] = "mprotect", [MMR_UNMAP_MREMAP] = "mremap",
	[MMR_UNMAP_RECLAIM] = "reclaim", [MMR_UNMAP_MIGRATION] = "migration",
	[MMR_UNMAP_EXIT] = "exit", [MMR_UNMAP_FORK] = "fork", [MMR_UNMAP_COW] = "cow",
};
#define NR_UNMAP_NAMES (sizeof(unmap_names) / sizeof(unmap_names[0]))

/* --ops: one line per op, for people checking what the state tracker derived */
static int print_op(const struct mmr_op *op, void *arg)
{
	(void)arg;
	printf("%llu %u %d %s mm=%u", (unsigned long long)op->ts, op->cpu, op->pid,
	       op->kind < MMR_OP__COUNT ? op_names[op->kind] : "?", op->mm);
	switch (op->kind) {
	case MMR_OP_UNMAP:
		printf(" kind=%s npages=%llu",
		       op->unmap_kind < NR_UNMAP_NAMES ? unmap_names[op->unmap_kind] : "?",
		       (unsigned long long)op->npages);
		if (op->start || op->end)
			printf(" range=%#llx-%#llx", (unsigned long long)op->start,
			       (unsigned long long)op->end);
		if (op->nr_vmas)
			printf(" vmas=%u", op->nr_vmas);
		if (op->dirty)
			printf(" dirty pfn=%#llx", (unsigned long long)op->pfn);
		if (op->freed_tables)
			printf(" freed_tables");
		if (op->unmap_flags & MMR_UNMAP_F_RANGE)
			printf(" range_flush");
		if (op->unmap_flags & MMR_UNMAP_F_GRANT)
			printf(" grant");
		break;
	case MMR_OP_PASS_END:
		printf(" kind=%s", op->unmap_kind < NR_UNMAP_NAMES ? unmap_names[op->unmap_kind] : "?");
		break;
	case MMR_OP_PAGE_ALLOC:
	case MMR_OP_PAGE_FREE:
		printf(" pfn=%#llx order=%d zone=%d", (unsigned long long)op->pfn, op->order,
		       op->zone);
		if (op->reused_pending)
			printf(" reused_pending unmap_ts=%llu", (unsigned long long)op->unmap_ts);
		break;
	case MMR_OP_CHARGE:
	case MMR_OP_UNCHARGE:
		printf(" memcg=%u npages=%llu", op->memcg, (unsigned long long)op->npages);
		break;
	case MMR_OP_MIGRATE:
		printf(" npages=%llu node=%d", (unsigned long long)op->npages, op->node);
		break;
	default:
		break;
	}
	putchar('\n');
	return 0;
}

int cmd_replay(int argc, char **argv)
{
	struct rep_models models = { 0 };
	struct mmr_replay_opts opts = { 0 };
	struct tool_progress prog = { 0 };
	struct rep_lines cav = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	struct names nm = { 0 };
	const char *path = NULL;
	struct rep_common co = { .models = &models };
	struct rep_procs procs = { 0 };
	struct mmr_cost *cost = NULL;
	const char *cost_spec = NULL;
	int json = 0, csv = 0, quiet = 0, ret, status = 1, i, taken;
	uint64_t win_ns = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!a)
			continue;
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			return 0;
		} else if ((taken = rep_common_option(argc, argv, &i, "replay", &co))) {
			if (taken < 0) {
				status = 2; /* a bad or missing option argument */
				goto out;
			}
		} else if (!strcmp(a, "--csv")) {
			csv = 1;
		} else if (!strcmp(a, "--cost") || !strncmp(a, "--cost=", 7)) {
			if (a[6] == '=') {
				cost_spec = a + 7;
			} else if (i + 1 < argc && argv[i + 1]) {
				cost_spec = argv[++i];
			} else {
				mmr_tool_error("replay", "--cost needs an argument");
				status = 2;
				goto out;
			}
		} else if (!strcmp(a, "--ops")) {
			opts.op_hook = print_op;
		} else if (a[0] == '-' && a[1]) {
			mmr_tool_error("replay", "unknown option '%s' (see 'mmreplay replay --help')",
				       a);
			status = 2;
			goto out;
		} else if (!path) {
			path = a;
		} else {
			mmr_tool_error("replay", "one trace file only ('%s' and '%s')", path, a);
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
	if (json && csv) {
		mmr_tool_error("replay", "--json and --csv exclude each other");
		status = 2;
		goto out;
	}
	if (mmr_cost_new(cost_spec, &cost, &err) < 0) {
		mmr_tool_error("replay", "--cost: %s", mmr_error_msg(&err, err.code));
		status = 2;
		goto out;
	}
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		mmr_tool_error("replay", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	opts.window_ns = win_ns;
	rep_common_attr(&co, &opts);
	tool_progress_start(&prog, "replay", path, quiet);
	if (prog.on) {
		opts.progress = tool_progress_cb;
		opts.progress_arg = &prog;
	}
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (ret < 0) {
		mmr_tool_error("replay", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (rep_set_jobs(r, co.jobs, "replay") < 0)
		goto out;
	if (rep_models_apply(&models, r, mmr_default_tlb_models, mmr_default_tlb_model_count(),
			     "replay") < 0)
		goto out;
	ret = rep_run("replay", r, src, win_ns, &prog);
	if (ret < 0) {
		status = ret == -2 ? 2 : 1;
		goto out;
	}
	mmr_replay_state_caveats(r, rep_lines_add, &cav);
	if (collect_names(r, &nm) < 0)
		goto out;
	if (co.by_process && rep_procs_build(r, &procs) < 0) {
		mmr_tool_error("replay", "out of memory");
		goto out;
	}
	if (json) {
		if (print_json(path, src, r, win_ns, &cav, co.per_instance, &co,
			       co.by_process ? &procs : NULL, cost) < 0)
			goto out;
	} else if (csv) {
		print_csv(r, win_ns, co.per_instance, co.by_process ? &procs : NULL);
	} else {
		unsigned int k;

		rep_text_header(stdout, path, src, r);
		rep_text_selection(stdout, &co);
		for (k = 0; k < nm.n; k++)
			if (!strncmp(nm.name[k], "memcg.", 6))
				break;
		if (k < nm.n)
			printf("memcg: %s\n", mmr_state_memcg_source(mmr_replay_state(r)) ==
						MMR_MEMCG_CGROUP ?
						"from cgroup:cgroup_attach_task" :
						"one per process (no cgroup:cgroup_attach_task in the trace)");
		rep_text_resolved(stdout, r, rep_width());
		putchar('\n');
		print_table(r, &nm);
		print_rates(r, &nm, win_ns);
		print_summary(r, cost);
		if (co.by_process)
			print_procs(r, &nm, &procs);
		if (co.per_instance)
			print_instances(r);
		if (win_ns)
			print_windows(r, &nm, win_ns, rep_nr_windows(r, win_ns));
		if (cav.n) {
			printf("\nnotes:\n");
			for (k = 0; k < cav.n; k++)
				rep_wrap(stdout, "  - ", "    ", cav.line[k], rep_width());
		}
	}
	/* output is the product: a full disk or a closed pipe is an error */
	status = fflush(stdout) || ferror(stdout) ? 1 : 0;
	if (status)
		mmr_tool_error("replay", "writing the report failed");
out:
	free(nm.name);
	rep_procs_free(&procs);
	rep_lines_free(&cav);
	mmr_replay_free(r);
	rep_common_free(&co);
	mmr_cost_free(cost);
	rep_models_free(&models);
	mmr_source_close(src);
	return status;
}
