/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The mmreplay subcommands: one tools/mmreplay-<name>.c each, dispatched from
 * the table in tools/mmreplay.c.  Only tools/ prints and exits.
 */
#ifndef MMREPLAY_TOOLS_CMD_H
#define MMREPLAY_TOOLS_CMD_H

#include <stdio.h>

#include "mmreplay/version.h"

struct mmr_cmd {
	const char *name;
	int (*run)(int argc, char **argv); /* argv[0] is the command name; returns exit status */
	const char *summary;               /* one line for `mmreplay --help` */
};

int cmd_record(int argc, char **argv);
int cmd_convert(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_events(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_sweep(int argc, char **argv);
int cmd_export(int argc, char **argv);
int cmd_diff(int argc, char **argv);
int cmd_models(int argc, char **argv);
int cmd_compare(int argc, char **argv);
int cmd_plot(int argc, char **argv);
int cmd_demo(int argc, char **argv);

/* Print "mmreplay <cmd>: <msg>" on stderr. */
void mmr_tool_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

#endif
