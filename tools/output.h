/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The tools' text outputs (plot's SVG and HTML): written beside their path
 * and renamed over it when complete, so that a symlink planted at the path
 * is never written through (the rename replaces the link itself; one there
 * when we start is refused, as by record and convert), a failure leaves
 * what was there, and a kernel file system is never written to.
 * (tools/mmreplay-output.c)
 */
#ifndef MMREPLAY_TOOLS_OUTPUT_H
#define MMREPLAY_TOOLS_OUTPUT_H

#include <stdio.h>

struct tool_output {
	FILE *f;        /* write here */
	char *path;     /* the caller's */
	char *tmp;      /* the name written until tool_output_close() */
};

/* Open; 0, or -1 with the reason said on stderr as "mmreplay @cmd: ...". */
int tool_output_open(struct tool_output *o, const char *cmd, const char *path);
/* Finish: flush, rename into place; 0, or -1 (said; the path keeps what it had). */
int tool_output_close(struct tool_output *o, const char *cmd);
/* Give up: the temporary file goes. */
void tool_output_abort(struct tool_output *o);

#endif
