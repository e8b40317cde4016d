// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay: record memory-management traces, replay them through policy
 * models, and diff the predictions against what the kernel measurably did.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "cmd.h"

static const struct mmr_cmd commands[] = {
	{ "record", cmd_record, "record a trace on this machine (root, tracefs) into a .mmr file" },
	{ "convert", cmd_convert, "convert a trace.dat or scenario into a .mmr file" },
	{ "events", cmd_events, "print every event of a trace, one a line (what trace-cmd report prints)" },
	{ "info", cmd_info, "describe a trace: kernel, CPUs, time span, events per tracepoint, lost events" },
	{ "replay", cmd_replay, "replay a trace through policy models and print their predicted counters" },
	{ "sweep", cmd_sweep, "replay one model over a list of values of one parameter, in one pass" },
	{ "diff", cmd_diff, "compare a model of the traced kernel against what the trace measured" },
	{ "models", cmd_models, "list the models with their parameters, defaults and metrics" },
	{ "compare", cmd_compare, "summarise several runs (JSON from replay/diff) with means and significance" },
	{ "export", cmd_export, "write the replay as trace-event JSON for Perfetto and chrome://tracing" },
	{ "plot", cmd_plot, "plot predicted and measured rates per time window as SVG/HTML" },
	{ "demo", cmd_demo, "record (or replay a bundled trace) and print the policy table and diff" },
};

#define NR_COMMANDS (sizeof(commands) / sizeof(commands[0]))

void mmr_tool_error(const char *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "mmreplay%s%s: ", cmd ? " " : "", cmd ? cmd : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static void usage(FILE *f)
{
	size_t i;

	fprintf(f, "usage: mmreplay <command> [options] [args]\n\n"
		   "Replay Linux memory-management traces through policy models.\n\n"
		   "commands:\n");
	for (i = 0; i < NR_COMMANDS; i++)
		fprintf(f, "  %-9s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n'mmreplay <command> --help' describes a command; 'man mmreplay-<command>' too.\n");
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return 0;
	}
	if (!strcmp(argv[1], "--version")) {
		printf("mmreplay %s\n", mmr_version());
		return 0;
	}
	for (i = 0; i < NR_COMMANDS; i++)
		if (!strcmp(argv[1], commands[i].name))
			return commands[i].run(argc - 1, argv + 1);
	mmr_tool_error(NULL, "unknown command '%s' (see 'mmreplay --help')", argv[1]);
	return 2;
}
