/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Progress on stderr for the commands that read a whole trace (convert, info,
 * plot): after 2 s, and only when stderr is a terminal and -q was not given,
 * one line redrawn in place four times a second -- events done, rate, and
 * for a .mmr (whose trailer holds the total) the share done and the time
 * left.  The line is erased at the end, so what a terminal keeps is the
 * command's own output.
 */
#ifndef MMR_TOOLS_PROGRESS_H
#define MMR_TOOLS_PROGRESS_H

#include <stdint.h>

struct tool_progress {
	const char *cmd;       /* "convert": the line starts "mmreplay convert: " */
	double t0, next;       /* start; earliest time of the next redraw */
	uint64_t total;        /* events expected, 0 = unknown */
	int on, shown;
};

/* Decide whether to show progress at all; reads @path's .mmr trailer for a total. */
void tool_progress_start(struct tool_progress *p, const char *cmd, const char *path, int quiet);

/* Events done so far; cheap enough to call per event (looks at the clock every 2^16). */
static inline void tool_progress_tick(struct tool_progress *p, uint64_t done);
void tool_progress_show(struct tool_progress *p, uint64_t done);

/* For mmr_replay_opts.progress (called every 2^20 events). */
void tool_progress_cb(uint64_t done, void *arg);

/* Erase the line if one was drawn. */
void tool_progress_end(struct tool_progress *p);

static inline void tool_progress_tick(struct tool_progress *p, uint64_t done)
{
	if (p->on && !(done & 0xffff))
		tool_progress_show(p, done);
}

#endif
