/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The pieces of the line charts `plot` and `sweep` draw as SVG
 * (tools/mmreplay-svg.c): escaping, tick steps, the frame of a chart (title,
 * y grid, border, axis labels) and legend entries.  Each caller draws its
 * own x axis and polylines between svg_y_grid() and svg_axes().
 */
#ifndef MMREPLAY_TOOLS_SVG_H
#define MMREPLAY_TOOLS_SVG_H

#include <stddef.h>
#include <stdio.h>

#define SVG_NR_COLOURS 10
extern const char *const svg_palette[SVG_NR_COLOURS];

/* Write @s with <, >, & and " escaped. */
void svg_escape(FILE *f, const char *s);
/* A "nice" tick step (1, 2 or 5 times a power of ten) giving about @n ticks over @span. */
double svg_nice_step(double span, int n);
/* "12", "1.5k", "2M" */
void svg_fmt_num(char *buf, size_t len, double v);

/* A chart's size and margins; the plot area is the rectangle inside the margins. */
struct svg_frame {
	double W, H, L, R, T, B;
};

/* <svg ...>, a white background and @title above the plot area. */
void svg_begin(FILE *f, const struct svg_frame *g, const char *title);
/*
 * Horizontal grid lines and y tick labels from 0 to @ymax (> 0), rounded up
 * to a whole step; returns the rounded top, which is the scale to draw by.
 */
double svg_y_grid(FILE *f, const struct svg_frame *g, double ymax);
/* The plot area's border, @xlabel under it and @ylabel turned up beside it. */
void svg_axes(FILE *f, const struct svg_frame *g, const char *xlabel, const char *ylabel);
/* Legend entry @i (from the top) right of the plot area: a stroke of @colour and @label. */
void svg_legend(FILE *f, const struct svg_frame *g, unsigned int i, const char *colour,
		const char *label);

#endif
