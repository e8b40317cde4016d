// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay plot: per-window rates on one time axis, as SVG (or one HTML page
 * bundling several charts).  For each trace: predicted TLB IPIs/s and flush
 * rounds/s of every TLB model next to the measured rate, and zone->lock
 * acquisitions/s of the page-allocator models next to the measured drain and
 * refill bursts, when those models are built in.
 *
 * The SVG writer is our own and small on purpose: a line chart needs axes,
 * ticks, polylines and a legend, and doing that directly keeps the output
 * deterministic and testable without a plotting dependency (gnuplot would add
 * a runtime tool and fonts for four primitives).
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
#include "mmreplay/replay.h"

#define MAX_SERIES 16
#define MAX_MODELS 12

static const char *const palette[] = {
	"#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b",
	"#e377c2", "#17becf", "#bcbd22", "#7f7f7f", "#aec7e8",
};

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
	struct series s[MAX_SERIES];
	unsigned int nr;
};

static void xml_escape(FILE *f, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*s, f);
		}
	}
}

/* A "nice" tick step (1, 2 or 5 times a power of ten) giving about @n ticks over @span. */
static double nice_step(double span, int n)
{
	double raw = span / n, p, m;

	if (raw <= 0)
		return 1;
	p = pow(10, floor(log10(raw)));
	m = raw / p;
	return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

static void fmt_num(char *buf, size_t len, double v)
{
	double a = fabs(v);

	if (a >= 1e6)
		snprintf(buf, len, "%gM", v / 1e6);
	else if (a >= 1e3)
		snprintf(buf, len, "%gk", v / 1e3);
	else
		snprintf(buf, len, "%g", v);
}

static void svg_chart(FILE *f, const struct chart *c)
{
	const double W = 900, H = 420, L = 80, R = 220, T = 40, B = 50;
	const double pw = W - L - R, ph = H - T - B;
	double xmax = c->nr_windows * c->window_s, ymax = 0, step, v;
	unsigned int i, w;
	char buf[32];

	for (i = 0; i < c->nr; i++)
		for (w = 0; w < c->nr_windows; w++)
			if (c->s[i].y[w] > ymax)
				ymax = c->s[i].y[w];
	if (ymax <= 0)
		ymax = 1;
	step = nice_step(ymax, 5);
	ymax = ceil(ymax / step) * step;
	if (xmax <= 0)
		xmax = 1;

	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
		   "viewBox=\"0 0 %g %g\" font-family=\"sans-serif\" font-size=\"12\">\n",
		W, H, W, H);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"%g\" y=\"22\" font-size=\"15\" font-weight=\"bold\">", L);
	xml_escape(f, c->title);
	fputs("</text>\n", f);
	/* horizontal grid and y ticks */
	for (v = 0; v <= ymax + step / 2; v += step) {
		double y = T + ph - v / ymax * ph;

		fmt_num(buf, sizeof(buf), v);
		fprintf(f, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
			L, y, L + pw, y);
		fprintf(f, "<text x=\"%g\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L - 6, y + 4, buf);
	}
	/* x ticks */
	step = nice_step(xmax, 8);
	for (v = 0; v <= xmax + step / 2; v += step) {
		double x = L + v / xmax * pw;

		fprintf(f, "<line x1=\"%.1f\" y1=\"%g\" x2=\"%.1f\" y2=\"%g\" stroke=\"#888\"/>\n",
			x, T + ph, x, T + ph + 5);
		fprintf(f, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">%g</text>\n",
			x, T + ph + 18, v);
	}
	fprintf(f, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"#444\"/>\n",
		L, T, pw, ph);
	fprintf(f, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">time (s)</text>\n",
		L + pw / 2, H - 10);
	fprintf(f, "<text transform=\"translate(16,%g) rotate(-90)\" text-anchor=\"middle\">",
		T + ph / 2);
	xml_escape(f, c->ylabel);
	fputs("</text>\n", f);

	for (i = 0; i < c->nr; i++) {
		const char *color = c->s[i].measured ? "#000" : palette[i % 10];

		fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"%s\"%s points=\"",
			color, c->s[i].measured ? "2.5" : "1.5",
			c->s[i].measured ? "" : " stroke-opacity=\"0.9\"");
		for (w = 0; w < c->nr_windows; w++)
			fprintf(f, "%.1f,%.1f ", L + (w + 0.5) * c->window_s / xmax * pw,
				T + ph - c->s[i].y[w] / ymax * ph);
		fputs("\"/>\n", f);
		fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"%s\" stroke-width=\"3\"/>\n",
			W - R + 15, T + 10 + i * 20.0, W - R + 40, T + 10 + i * 20.0, color);
		fprintf(f, "<text x=\"%g\" y=\"%g\">", W - R + 46, T + 14 + i * 20.0);
		xml_escape(f, c->s[i].label);
		fputs("</text>\n", f);
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

static int plot_file(const char *path, const char **models, unsigned int nr_models,
		     uint64_t window_ns, int quiet, const struct rep_common *sel,
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
	for (i = 0; i < 3; i++) {
		ipi[i].window_s = window_s;
		ipi[i].nr_windows = 0;
	}
	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		const char *label = mmr_replay_model(r, i)->name;

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
		"      --html FILE     one HTML page with every chart of every trace, SVG inline\n"
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
		ret = plot_file(argv[optind + i], models, nr_models, window_ns, quiet, &sel, &jobs[i]);
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
		fputs("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>mmreplay plots</title>"
		      "</head>\n<body style=\"font-family:sans-serif\">\n<h1>mmreplay</h1>\n", f);
		for (i = 0; i < (unsigned int)nr_files; i++) {
			fputs("<h2>", f);
			xml_escape(f, argv[optind + i]);
			fputs("</h2>\n", f);
			for (c = 0; c < jobs[i].nr_charts; c++) {
				svg_chart(f, &jobs[i].charts[c]);
				fputs("<br>\n", f);
			}
		}
		fputs("</body></html>\n", f);
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
