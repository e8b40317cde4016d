// SPDX-License-Identifier: GPL-2.0
/*
 * The SVG pieces of plot's and sweep's line charts (svg.h).  The writer is
 * our own and small on purpose: a line chart needs axes, ticks, polylines and
 * a legend, and doing that directly keeps the output deterministic and
 * testable without a plotting dependency.
 */
#include <math.h>
#include <stdio.h>

#include "svg.h"

const char *const svg_palette[SVG_NR_COLOURS] = {
	"#1f77b4", "#ff7f0e", "#2ca02c", "#9467bd", "#8c564b",
	"#e377c2", "#17becf", "#bcbd22", "#7f7f7f", "#aec7e8",
};

void svg_escape(FILE *f, const char *s)
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

double svg_nice_step(double span, int n)
{
	double raw = span / n, p, m;

	if (raw <= 0)
		return 1;
	p = pow(10, floor(log10(raw)));
	m = raw / p;
	return (m < 1.5 ? 1 : m < 3.5 ? 2 : m < 7.5 ? 5 : 10) * p;
}

void svg_fmt_num(char *buf, size_t len, double v)
{
	double a = fabs(v);

	if (a >= 1e6)
		snprintf(buf, len, "%gM", v / 1e6);
	else if (a >= 1e3)
		snprintf(buf, len, "%gk", v / 1e3);
	else
		snprintf(buf, len, "%g", v);
}

void svg_begin(FILE *f, const struct svg_frame *g, const char *title)
{
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%g\" height=\"%g\" "
		   "viewBox=\"0 0 %g %g\" font-family=\"sans-serif\" font-size=\"12\">\n",
		g->W, g->H, g->W, g->H);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	fprintf(f, "<text x=\"%g\" y=\"22\" font-size=\"15\" font-weight=\"bold\">", g->L);
	svg_escape(f, title);
	fputs("</text>\n", f);
}

double svg_y_grid(FILE *f, const struct svg_frame *g, double ymax)
{
	double ph = g->H - g->T - g->B, step, v;
	char buf[32];

	if (!(ymax > 0))
		ymax = 1;
	step = svg_nice_step(ymax, 5);
	ymax = ceil(ymax / step) * step;
	for (v = 0; v <= ymax + step / 2; v += step) {
		double y = g->T + ph - v / ymax * ph;

		svg_fmt_num(buf, sizeof(buf), v);
		fprintf(f, "<line x1=\"%g\" y1=\"%.1f\" x2=\"%g\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
			g->L, y, g->W - g->R, y);
		fprintf(f, "<text x=\"%g\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", g->L - 6,
			y + 4, buf);
	}
	return ymax;
}

void svg_axes(FILE *f, const struct svg_frame *g, const char *xlabel, const char *ylabel)
{
	double pw = g->W - g->L - g->R, ph = g->H - g->T - g->B;

	fprintf(f, "<rect x=\"%g\" y=\"%g\" width=\"%g\" height=\"%g\" fill=\"none\" stroke=\"#444\"/>\n",
		g->L, g->T, pw, ph);
	fprintf(f, "<text x=\"%g\" y=\"%g\" text-anchor=\"middle\">", g->L + pw / 2, g->H - 10);
	svg_escape(f, xlabel);
	fputs("</text>\n", f);
	fprintf(f, "<text transform=\"translate(16,%g) rotate(-90)\" text-anchor=\"middle\">",
		g->T + ph / 2);
	svg_escape(f, ylabel);
	fputs("</text>\n", f);
}

void svg_legend(FILE *f, const struct svg_frame *g, unsigned int i, const char *colour,
		const char *label)
{
	double y = g->T + 10 + i * 20.0;

	fprintf(f, "<line x1=\"%g\" y1=\"%g\" x2=\"%g\" y2=\"%g\" stroke=\"%s\" stroke-width=\"3\"/>\n",
		g->W - g->R + 15, y, g->W - g->R + 40, y, colour);
	fprintf(f, "<text x=\"%g\" y=\"%g\">", g->W - g->R + 46, y + 4);
	svg_escape(f, label);
	fputs("</text>\n", f);
}
