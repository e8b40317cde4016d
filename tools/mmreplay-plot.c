// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay plot: per-window rates on one time axis, as SVG (or one HTML page
 * bundling several charts).  For each trace: predicted TLB IPIs/s and flush
 * rounds/s of every TLB model next to the measured rate, and zone->lock
 * acquisitions/s of the page-allocator models next to the measured drain and
 * refill bursts, when those models are built in.
 *
 * The SVG writer is our own and small on purpose (tools/svg.h): a line
 * chart needs axes, ticks, polylines and a legend, and doing that directly
 * keeps the output deterministic and testable without a plotting dependency
 * (gnuplot would add a runtime tool and fonts for four primitives).
 */
#include <errno.h>
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "output.h"
#include "progress.h"
#include "report.h"
#include "svg.h"
#include "mmreplay/replay.h"

#define MAX_SERIES 16
#define MAX_MODELS 12

struct series {
	char label[96];
	const double *y; /* per window, per second */
	int measured;    /* drawn black and thicker */
};

struct chart {
	char title[160];
	char ylabel[64];
	unsigned int nr_windows;
	double window_s;
	double span_s;      /* the trace's span: the x axis ends there */
	int hover;          /* a point per window with its value as a tooltip (HTML) */
	struct series s[MAX_SERIES];
	unsigned int nr;
};

/*
 * Log scale when the series' largest values differ by more than 1000 times
 * (pcp-none's ~900k/s against 11 measured drew the others at zero).
 */
static int want_log(const struct chart *c)
{
	double lo = 0, hi = 0;
	unsigned int i, w;

	for (i = 0; i < c->nr; i++) {
		double top = 0;

		for (w = 0; w < c->nr_windows; w++)
			if (c->s[i].y[w] > top)
				top = c->s[i].y[w];
		if (top <= 0)
			continue;
		if (lo == 0 || top < lo)
			lo = top;
		if (top > hi)
			hi = top;
	}
	return lo > 0 && hi / lo > 1000;
}

/* y of @v on a log axis from 1 to @top (values below 1 sit on the axis) */
static double log_y(const struct svg_frame *g, double v, double top)
{
	double ph = g->H - g->T - g->B;

	return g->T + ph - (v > 1 ? log10(v) / log10(top) : 0) * ph;
}

static void svg_chart(FILE *f, const struct chart *c)
{
	static const struct svg_frame g = { .W = 900, .H = 420, .L = 80, .R = 220, .T = 40, .B = 50 };
	static const char *const dash[] = { "", " stroke-dasharray=\"6 3\"", " stroke-dasharray=\"2 2\"",
					    " stroke-dasharray=\"8 2 2 2\"" };
	const double pw = g.W - g.L - g.R, ph = g.H - g.T - g.B;
	double xmax = c->span_s > 0 ? c->span_s : c->nr_windows * c->window_s, ymax = 0, step, v;
	int logy = want_log(c);
	unsigned int i, w;
	char num[32];

	for (i = 0; i < c->nr; i++)
		for (w = 0; w < c->nr_windows; w++)
			if (c->s[i].y[w] > ymax)
				ymax = c->s[i].y[w];
	if (xmax <= 0)
		xmax = 1;

	svg_begin(f, &g, c->title);
	if (logy) {
		double top = 10;

		while (top < ymax)
			top *= 10;
		for (v = 1; v <= top; v *= 10) {
			double y = log_y(&g, v, top);

			svg_fmt_num(num, sizeof(num), v);
			fprintf(f, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"#ddd\"/>\n"
				   "<text x=\"%g\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n",
				g.L, y, g.L + pw, y, g.L - 6, y + 4, num);
		}
		ymax = top;
	} else {
		ymax = svg_y_grid(f, &g, ymax);
	}
	/* x ticks */
	step = svg_nice_step(xmax, 8);
	for (v = 0; v <= xmax + step / 2; v += step) {
		double x = g.L + v / xmax * pw;

		fprintf(f, "<line x1=\"%.1f\" y1=\"%g\" x2=\"%.1f\" y2=\"%g\" stroke=\"#888\"/>\n",
			x, g.T + ph, x, g.T + ph + 5);
		fprintf(f, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">%g</text>\n",
			x, g.T + ph + 18, v);
	}
	svg_axes(f, &g, logy ? "time (s); y: log scale" : "time (s)", c->ylabel);

	for (i = 0; i < c->nr; i++) {
		const char *color = c->s[i].measured ? "#000" : svg_palette[i % SVG_NR_COLOURS];
		double x, y;

		/* equal series must stay visible: each model its own dash pattern */
		fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%s\"%s%s points=\"",
			color, c->s[i].measured ? "2.5" : "1.5",
			c->s[i].measured ? "" : " stroke-opacity=\"0.9\"",
			c->s[i].measured ? "" : dash[i % 4]);
		for (w = 0; w < c->nr_windows; w++) {
			x = g.L + (w + 0.5) * c->window_s / xmax * pw;
			y = logy ? log_y(&g, c->s[i].y[w], ymax) : g.T + ph - c->s[i].y[w] / ymax * ph;
			fprintf(f, "%.1f,%.1f ", x, y);
		}
		fputs("\"/>\n", f);
		for (w = 0; c->hover && w < c->nr_windows; w++) {
			x = g.L + (w + 0.5) * c->window_s / xmax * pw;
			y = logy ? log_y(&g, c->s[i].y[w], ymax) : g.T + ph - c->s[i].y[w] / ymax * ph;
			fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\" fill-opacity=\"0\">"
				   "<title>", x, y, color);
			svg_escape(f, c->s[i].label);
			fprintf(f, ": %.3f-%.3f s, %.6g/s</title></circle>\n", w * c->window_s,
				(w + 1) * c->window_s, c->s[i].y[w]);
		}
		svg_legend(f, &g, i, color, c->s[i].label);
	}
	fputs("</svg>\n", f);
}

/* Rate series of @metric from counters @c: per window, divided by the window length. */
static double *rate_series(const struct mmr_counters *c, const char *metric, double window_s)
{
	int m = mmr_counters_find(c, metric);
	unsigned int w, n = mmr_counters_nr_windows(c);
	double *y;

	if (m < 0 || !n)
		return NULL;
	y = calloc(n, sizeof(*y));
	if (!y)
		return NULL;
	for (w = 0; w < n; w++)
		y[w] = (double)mmr_counters_window(c, (unsigned int)m, w) / window_s;
	return y;
}

struct plot_job {
	struct chart charts[3];
	unsigned int nr_charts;
	char *report;  /* --html: the trace's facts, policy table, diff and caveats (HTML) */
	double *bufs[3 * MAX_SERIES];
	unsigned int nr_bufs;
};

static void add_series(struct plot_job *job, struct chart *c, const char *label,
		       double *y, int measured)
{
	if (!y || c->nr >= MAX_SERIES || job->nr_bufs >= 3 * MAX_SERIES) {
		free(y);
		return;
	}
	job->bufs[job->nr_bufs++] = y;
	snprintf(c->s[c->nr].label, sizeof(c->s[c->nr].label), "%s", label);
	c->s[c->nr].y = y;
	c->s[c->nr].measured = measured;
	c->nr++;
}

static void job_free(struct plot_job *job)
{
	unsigned int i;

	for (i = 0; i < job->nr_bufs; i++)
		free(job->bufs[i]);
	free(job->report);
}

/* Length of the trace: from metadata when present, else a quick pass over the timestamps. */
static int trace_span(const char *path, uint64_t *span, struct tool_progress *prog,
		      struct mmr_error *err)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	uint64_t first = 0, last = 0, n = 0;
	int ret, any = 0;

	ret = mmr_source_open(path, &src, err);
	if (ret < 0)
		return ret;
	while ((ret = mmr_source_next(src, &ev, err)) > 0) {
		if (!any)
			first = ev->ts;
		last = ev->ts;
		any = 1;
		tool_progress_tick(prog, ++n);
	}
	mmr_source_close(src);
	*span = last - first;
	return ret;
}

static void html_report(FILE *f, const char *path, struct mmr_source *src,
			const struct mmr_replay *r, unsigned int nr_tlb, uint64_t window_ns);

static int plot_file(const char *path, const char **models, unsigned int nr_models,
		     uint64_t window_ns, int quiet, const struct rep_common *sel, int html,
		     struct plot_job *job)
{
	struct tool_progress prog = { 0 };
	static const char *const pcp_models[] = { "pcp-none", "pcp-order0", "pcp-highorder",
						  "pcp-autotune" };
	struct mmr_error err = { 0 };
	struct mmr_replay_opts opts = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	struct chart *ipi, *rounds, *zone;
	unsigned int i, nr_tlb = 0;
	double window_s;
	int ret;

	if (!window_ns) {
		uint64_t span = 0;

		tool_progress_start(&prog, "plot", path, quiet);
		ret = trace_span(path, &span, &prog, &err);
		tool_progress_end(&prog);
		if (ret < 0)
			goto fail;
		/* about 100 windows, at least 1 ms */
		window_ns = span / 100 > 1000000 ? span / 100 : 1000000;
	}
	opts.window_ns = window_ns;
	rep_common_attr(sel, &opts);
	window_s = window_ns / 1e9;
	tool_progress_start(&prog, "plot", path, quiet);
	if (prog.on) {
		opts.progress = tool_progress_cb;
		opts.progress_arg = &prog;
	}

	ret = mmr_source_open(path, &src, &err);
	if (ret < 0)
		goto fail;
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (ret < 0)
		goto fail;
	for (i = 0; i < nr_models; i++) {
		ret = mmr_replay_add_model_spec(r, models[i], &err);
		if (ret < 0)
			goto fail;
	}
	nr_tlb = nr_models;
	for (i = 0; i < sizeof(pcp_models) / sizeof(pcp_models[0]); i++)
		if (mmr_model_find(pcp_models[i]) &&
		    (ret = mmr_replay_add_model_spec(r, pcp_models[i], &err)) < 0)
			goto fail;
	for (i = 0; i < mmr_measure_count(); i++) {
		ret = mmr_replay_add_measure(r, mmr_measure_at(i), &err);
		if (ret < 0)
			goto fail;
	}
	ret = rep_run("plot", r, src, window_ns, &prog);
	if (ret < 0) {
		mmr_replay_free(r);
		mmr_source_close(src);
		return ret == -2 ? 2 : 1;
	}

	ipi = &job->charts[job->nr_charts];
	rounds = ipi + 1;
	zone = ipi + 2;
	memset(ipi, 0, 3 * sizeof(*ipi));
	snprintf(ipi->title, sizeof(ipi->title), "TLB shootdown IPIs: %s", path);
	snprintf(rounds->title, sizeof(rounds->title), "TLB flush rounds: %s", path);
	snprintf(zone->title, sizeof(zone->title), "zone->lock acquisitions: %s", path);
	snprintf(ipi->ylabel, sizeof(ipi->ylabel), "IPIs per second");
	snprintf(rounds->ylabel, sizeof(rounds->ylabel), "rounds per second");
	snprintf(zone->ylabel, sizeof(zone->ylabel), "acquisitions per second");
	{
		struct mmr_replay_stats st;

		mmr_replay_get_stats(r, &st);
		for (i = 0; i < 3; i++) {
			ipi[i].window_s = window_s;
			ipi[i].nr_windows = 0;
			ipi[i].span_s = st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0;
			ipi[i].hover = html;
		}
	}
	if (html) {
		size_t len = 0;
		FILE *mf = open_memstream(&job->report, &len);

		if (mf) {
			html_report(mf, path, src, r, nr_tlb, window_ns);
			fclose(mf);
		}
	}
	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		char label[96];

		/* the legend names the parameters that differ from the defaults */
		rep_short_label(r, i, label, sizeof(label));

		ipi->nr_windows = rounds->nr_windows = zone->nr_windows = mmr_counters_nr_windows(c);
		if (i < nr_tlb) {
			add_series(job, ipi, label, rate_series(c, "tlb.ipi", window_s), 0);
			add_series(job, rounds, label, rate_series(c, "tlb.flush_rounds", window_s), 0);
		} else {
			add_series(job, zone, label, rate_series(c, "zone.lock", window_s), 0);
		}
	}
	for (i = 0; i < mmr_replay_nr_measures(r); i++) {
		const struct mmr_counters *c = mmr_replay_measure_counters(r, i);
		int m;

		m = mmr_counters_find(c, "tlb.ipi");
		if (m >= 0 && mmr_replay_measure_known(r, i, (unsigned int)m))
			add_series(job, ipi, "measured", rate_series(c, "tlb.ipi", window_s), 1);
		m = mmr_counters_find(c, "tlb.flush_rounds");
		if (m >= 0 && mmr_replay_measure_known(r, i, (unsigned int)m))
			add_series(job, rounds, "measured", rate_series(c, "tlb.flush_rounds", window_s), 1);
		m = mmr_counters_find(c, "zone.lock");
		if (m >= 0 && mmr_replay_measure_known(r, i, (unsigned int)m))
			add_series(job, zone, "measured", rate_series(c, "zone.lock", window_s), 1);
	}
	job->nr_charts += zone->nr ? 3 : 2;
	mmr_replay_free(r);
	mmr_source_close(src);
	return 0;
fail:
	tool_progress_end(&prog);
	mmr_tool_error("plot", "%s", mmr_error_msg(&err, ret));
	mmr_replay_free(r);
	mmr_source_close(src);
	return 1;
}

/* The page around the reports: a style sheet and the zoom of the charts (wheel, double click). */
#define HTML_HEAD                                                                                  \
	"<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>mmreplay report</title>\n"      \
	"<style>body{font-family:sans-serif;margin:1.5em;max-width:1000px}"                       \
	"table{border-collapse:collapse;margin:.5em 0 1em}td,th{padding:2px 10px;"                 \
	"border-bottom:1px solid #ddd;text-align:right}th:first-child,td:first-child{text-align:"  \
	"left}th{background:#f4f4f4}.note{color:#555;font-size:90%}.chart svg{max-width:100%;"      \
	"height:auto}</style></head>\n<body>\n<h1>mmreplay report</h1>\n"
#define HTML_TAIL                                                                                  \
	"<script>\n"                                                                               \
	"document.querySelectorAll('.chart svg').forEach(function(s){\n"                           \
	" var b=s.viewBox.baseVal, x0=b.x, w0=b.width;\n"                                          \
	" s.addEventListener('wheel',function(e){e.preventDefault();\n"                            \
	"  var r=s.getBoundingClientRect(), px=b.x+(e.clientX-r.left)/r.width*b.width;\n"          \
	"  var k=e.deltaY<0?0.8:1.25, w=Math.min(w0,Math.max(w0/64,b.width*k));\n"                 \
	"  b.x=Math.min(x0+w0-w,Math.max(x0,px-(px-b.x)*w/b.width)); b.width=w;});\n"              \
	" s.addEventListener('dblclick',function(){b.x=x0;b.width=w0;});\n"                        \
	"});\n</script>\n</body></html>\n"

static void html_text(FILE *f, const char *s)
{
	svg_escape(f, s);
}

/*
 * A trace's report: its facts, the policy table of the TLB models (each
 * cell with its change against the first), the diff of the traced kernel's
 * x86 model against the measured side, and what the replay could not see.
 */
static void html_report(FILE *f, const char *path, struct mmr_source *src,
			const struct mmr_replay *r, unsigned int nr_tlb, uint64_t window_ns)
{
	const struct mmr_meta *meta = mmr_source_meta(src);
	const char *kernel = mmr_meta_get(meta, "kernel");
	const char *names[] = { "tlb.flush_rounds", "tlb.ipi", "tlb.full_flush", "tlb.invlpg",
				"tlb.local_flush" };
	struct mmr_replay_stats st;
	struct rep_lines cav = { 0 };
	unsigned int i, k, x86 = nr_tlb;
	char lb[256], pct[32];

	(void)path;
	mmr_replay_get_stats(r, &st);
	fprintf(f, "<table class=\"facts\"><tr><th>trace</th><th></th></tr>\n<tr><td>format</td>"
		   "<td>%s</td></tr>\n<tr><td>kernel</td><td>", mmr_format_name(mmr_source_format(src)));
	html_text(f, kernel ? kernel : "unknown");
	fprintf(f, "</td></tr>\n<tr><td>CPUs</td><td>%u</td></tr>\n<tr><td>events</td><td>%llu</td>"
		   "</tr>\n<tr><td>span</td><td>%.3f s</td></tr>\n<tr><td>window</td><td>%.3f ms"
		   "</td></tr>\n</table>\n",
		mmr_state_nr_cpus(mmr_replay_state(r)), (unsigned long long)st.events,
		st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0.0, (double)window_ns / 1e6);

	fputs("<h3>Policies</h3>\n<table class=\"policy\"><tr><th>metric</th>", f);
	for (i = 0; i < nr_tlb; i++) {
		fputs("<th>", f);
		html_text(f, rep_short_label(r, i, lb, sizeof(lb)));
		fputs("</th>", f);
		if (!strcmp(mmr_replay_model(r, i)->name, "x86") && x86 == nr_tlb)
			x86 = i;
	}
	fputs("</tr>\n", f);
	for (k = 0; k < sizeof(names) / sizeof(names[0]); k++) {
		const struct mmr_counters *c0 = mmr_replay_model_counters(r, 0);
		int m0 = mmr_counters_find(c0, names[k]);

		fprintf(f, "<tr><td>%s</td>", names[k]);
		for (i = 0; i < nr_tlb; i++) {
			const struct mmr_counters *c = mmr_replay_model_counters(r, i);
			int m = mmr_counters_find(c, names[k]);

			if (m < 0) {
				fputs("<td>-</td>", f);
				continue;
			}
			fprintf(f, "<td>%lld", (long long)mmr_counters_total(c, (unsigned)m));
			if (i && m0 >= 0)
				fprintf(f, " (%s)", rep_pct(pct, sizeof(pct),
							    (double)mmr_counters_total(c0, (unsigned)m0),
							    (double)mmr_counters_total(c, (unsigned)m)));
			fputs("</td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);

	if (x86 < nr_tlb) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, x86);

		fputs("<h3>Diff: ", f);
		html_text(f, rep_short_label(r, x86, lb, sizeof(lb)));
		fputs(" against what the trace measured</h3>\n<table class=\"diff\"><tr><th>metric</th>"
		      "<th>predicted</th><th>measured</th><th>abs error</th><th>rel error</th></tr>\n", f);
		for (k = 0; k < mmr_counters_nr_metrics(c); k++) {
			const char *name = mmr_counters_name(c, k);
			int64_t p = mmr_counters_total(c, k);
			unsigned int j;
			int known = -1;
			int64_t v = 0;

			for (j = 0; j < mmr_replay_nr_measures(r) && known < 0; j++) {
				const struct mmr_counters *mc = mmr_replay_measure_counters(r, j);
				int m = mmr_counters_find(mc, name);

				if (m >= 0) {
					known = mmr_replay_measure_known(r, j, (unsigned)m);
					v = mmr_counters_total(mc, (unsigned)m);
				}
			}
			fprintf(f, "<tr><td>%s</td><td>%lld</td>", name, (long long)p);
			if (known <= 0)
				fprintf(f, "<td>%s</td><td></td><td></td></tr>\n", known < 0 ? "-" : "unknown");
			else
				fprintf(f, "<td>%lld</td><td>%+lld</td><td>%s</td></tr>\n", (long long)v,
					(long long)(p - v), rep_pct(pct, sizeof(pct), (double)v, (double)p));
		}
		fputs("</table>\n", f);
	}
	mmr_replay_caveats(r, rep_lines_add, &cav);
	if (cav.n) {
		fputs("<h3>What the model could not see</h3>\n<ul class=\"caveats\">\n", f);
		for (i = 0; i < cav.n; i++) {
			fputs("<li>", f);
			html_text(f, cav.line[i]);
			fputs("</li>\n", f);
		}
		fputs("</ul>\n", f);
	}
	rep_lines_free(&cav);
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay plot FILE [FILE...] [-o OUT.svg] [--html OUT.html] [--window MS]\n"
		"                     [-m MODEL[:k=v,...]]... [--pid PID,...] [--comm NAME,...]\n"
		"                     [--time A..B] [-q]\n\n"
		"Replay each trace with per-window counters and draw, on one time axis, the\n"
		"predicted TLB IPI rate and flush-round rate of each model (default: the five\n"
		"TLB models) next to the measured rate, and the zone->lock acquisition rate of\n"
		"the page-allocator models next to the measured drain/refill bursts.\n\n"
		"  -o, --output FILE   SVG of the first chart of the first trace (default plot.svg\n"
		"                      unless --html is given)\n"
		"      --html FILE     one HTML report: per trace its facts, the policy table, the\n"
		"                      diff, the caveats and every chart (hover, zoom)\n"
		"      --window MS     window length in milliseconds (default: about 100 windows)\n"
		"  -m, --model MODEL   a model to draw instead of the default TLB models (repeatable)\n"
		"      --pid PID,...   draw only these processes' counts (tgids), both sides\n"
		"      --comm NAME,... draw only the counts of the processes of these names\n"
		"      --time A..B     draw only from A to B seconds after the first event\n"
		"  -q, --quiet         no progress on stderr (shown on a terminal after 2 s)\n");
}

int cmd_plot(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "html", required_argument, NULL, 'H' },
		{ "window", required_argument, NULL, 'w' },
		{ "model", required_argument, NULL, 'm' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "pid", required_argument, NULL, 'P' },
		{ "comm", required_argument, NULL, 'C' },
		{ "time", required_argument, NULL, 'T' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *models[MAX_MODELS], *out = NULL, *html = NULL;
	unsigned int nr_models = 0, i, c;
	struct plot_job *jobs;
	uint64_t window_ns = 0;
	int opt, nr_files, quiet = 0, ret = 0;
	struct tool_output o;
	struct rep_common sel = { 0 };
	FILE *f;

	while ((opt = getopt_long(argc, argv, "o:m:qh", opts, NULL)) != -1) {
		switch (opt) {
		case 'o': out = optarg; break;
		case 'H': html = optarg; break;
		case 'w':
			if (rep_parse_window(optarg, &window_ns, "plot") < 0) {
				rep_common_free(&sel);
				return 2;
			}
			break;
		case 'm':
			if (nr_models == MAX_MODELS) {
				mmr_tool_error("plot", "at most %d models", MAX_MODELS);
				rep_common_free(&sel);
				return 2;
			}
			models[nr_models++] = optarg;
			break;
		case 'q': quiet = 1; break;
		case 'P':
		case 'C':
		case 'T':
			if (rep_attr_option(&sel, opt == 'P' ? "--pid" : opt == 'C' ? "--comm" : "--time",
					    optarg, "plot") < 0) {
				rep_common_free(&sel);
				return 2;
			}
			break;
		case 'h': usage(stdout); rep_common_free(&sel); return 0;
		default: usage(stderr); rep_common_free(&sel); return 2;
		}
	}
	nr_files = argc - optind;
	if (nr_files < 1) {
		usage(stderr);
		rep_common_free(&sel);
		return 2;
	}
	if (!nr_models)
		for (i = 0; mmr_default_tlb_models[i] && i < MAX_MODELS; i++)
			models[nr_models++] = mmr_default_tlb_models[i];
	if (!out && !html)
		out = "plot.svg";

	jobs = calloc((size_t)nr_files, sizeof(*jobs));
	if (!jobs) {
		mmr_tool_error("plot", "out of memory");
		rep_common_free(&sel);
		return 1;
	}
	for (i = 0; i < (unsigned int)nr_files && !ret; i++)
		ret = plot_file(argv[optind + i], models, nr_models, window_ns, quiet, &sel, html != NULL,
				&jobs[i]);
	if (ret)
		goto out;

	if (out) {
		if (tool_output_open(&o, "plot", out) < 0) {
			ret = 1;
			goto out;
		}
		svg_chart(o.f, &jobs[0].charts[0]);
		if (tool_output_close(&o, "plot") < 0) {
			ret = 1;
			goto out;
		}
	}
	if (html) {
		if (tool_output_open(&o, "plot", html) < 0) {
			ret = 1;
			goto out;
		}
		f = o.f;
		fputs(HTML_HEAD, f);
		for (i = 0; i < (unsigned int)nr_files; i++) {
			fputs("<h2>", f);
			svg_escape(f, argv[optind + i]);
			fputs("</h2>\n", f);
			if (jobs[i].report)
				fputs(jobs[i].report, f);
			fputs("<h3>Per window, predicted against measured</h3>\n<p class=\"note\">"
			      "Hover a line for the window and its rate; the wheel zooms the time axis "
			      "around the pointer, a double click goes back.</p>\n", f);
			for (c = 0; c < jobs[i].nr_charts; c++) {
				fputs("<div class=\"chart\">", f);
				svg_chart(f, &jobs[i].charts[c]);
				fputs("</div>\n", f);
			}
		}
		fputs(HTML_TAIL, f);
		if (tool_output_close(&o, "plot") < 0)
			ret = 1;
	}
out:
	for (i = 0; i < (unsigned int)nr_files; i++)
		job_free(&jobs[i]);
	free(jobs);
	rep_common_free(&sel);
	return ret;
}
