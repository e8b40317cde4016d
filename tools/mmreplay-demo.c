// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay demo: the README's main job.  Where tracefs is usable (root), record
 * a few seconds of two bundled workloads, then replay each through every TLB
 * model and diff the traced kernel's model against what was measured.
 * Elsewhere, do the same on a real trace bundled in the repository and say why
 * nothing was recorded.  It reuses the record/replay/diff commands as they are,
 * so what the demo prints is exactly what those commands print.
 */
#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include "cmd.h"

#ifndef MMR_DATA_DIR
#define MMR_DATA_DIR ""
#endif

/*
 * Bundled real traces (tests/data/README says how they were made): a stock
 * Debian 6.12 kernel under QEMU with 4 vCPUs, where remote TLB flushes are
 * real IPIs, so the diff has /proc/interrupts and csd events to hold the
 * prediction against.
 */
static const struct {
	const char *file, *what;
} bundled[] = {
	{ "tlb-real/munmap_storm-6.12-smp4.mmr",
	  "munmap-storm on Debian 6.12 under QEMU, 4 vCPUs (real TLB IPIs)" },
	{ "tlb-real/reclaim_mmap_read-6.12-smp4.mmr",
	  "reclaim-mmap-read on Debian 6.12 under QEMU, 4 vCPUs (real TLB IPIs)" },
};

static int run_cmd(int (*fn)(int, char **), char **argv)
{
	int argc = 0;

	while (argv[argc])
		argc++;
	fflush(stdout);
	return fn(argc, argv);
}

/* Why live recording cannot work here, or NULL when it can. */
static const char *cannot_record(void)
{
	struct statfs sfs;

	if (geteuid() != 0)
		return "not running as root";
	if (statfs("/sys/kernel/tracing", &sfs) == 0 && sfs.f_type == 0x74726163 /* TRACEFS_MAGIC */)
		return NULL;
	if (access("/sys/kernel/tracing", F_OK) == 0 || access("/sys/kernel/debug/tracing", F_OK) == 0)
		return NULL; /* record mounts it itself when it can */
	return "no tracefs on this system";
}

static int self_dir(char *buf, size_t len)
{
	ssize_t n = readlink("/proc/self/exe", buf, len - 1);

	if (n < 0)
		return -1;
	buf[n] = '\0';
	strcpy(buf, dirname(buf));
	return 0;
}

static void section(const char *title)
{
	printf("\n==== %s ====\n\n", title);
	fflush(stdout);
}

static int replay_and_diff(const char *file, int quiet)
{
	char *replay_argv[] = { "replay", (char *)file, quiet ? "-q" : NULL, NULL };
	char *diff_argv[] = { "diff", (char *)file, quiet ? "-q" : NULL, NULL };
	int ret;

	section("policy table: predicted counters per TLB model");
	ret = run_cmd(cmd_replay, replay_argv);
	if (ret)
		return ret;
	section("traced kernel's model vs measured");
	return run_cmd(cmd_diff, diff_argv);
}

/*
 * Where the bundled traces are: $MMREPLAY_DATA, else the installed
 * share/mmreplay beside the program (<prefix>/bin/../share/mmreplay, for any
 * prefix), else the source tree this program was built from.  The first
 * that holds @file; @dir gets it ("" none).
 */
static void data_dir(const char *file, char *dir, size_t len)
{
	char exe[PATH_MAX], installed[PATH_MAX + 32], p[2 * PATH_MAX + 64];
	const char *cand[3];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	unsigned int i;

	cand[0] = getenv("MMREPLAY_DATA");
	cand[1] = NULL;
	if (n > 0) {
		exe[n] = 0;
		if (strrchr(exe, '/'))
			*strrchr(exe, '/') = 0;
		snprintf(installed, sizeof(installed), "%s/../share/mmreplay", exe);
		cand[1] = installed;
	}
	cand[2] = MMR_DATA_DIR;
	dir[0] = 0;
	for (i = 0; i < 3; i++) {
		if (!cand[i] || !cand[i][0] || strlen(cand[i]) >= len)
			continue;
		if (snprintf(p, sizeof(p), "%s/%s", cand[i], file) >= (int)sizeof(p))
			continue;
		if (access(p, R_OK) == 0) {
			memcpy(dir, cand[i], strlen(cand[i]) + 1);
			return;
		}
	}
}

static int demo_bundled(const char *why, int quiet)
{
	char path[PATH_MAX + 256], dir[PATH_MAX];
	size_t i;

	printf("mmreplay demo: not recording (%s); replaying a real trace bundled with mmreplay.\n", why);
	int found = 0, ret = 0;

	for (i = 0; i < sizeof(bundled) / sizeof(bundled[0]) && !ret; i++) {
		data_dir(bundled[i].file, dir, sizeof(dir));
		if (!dir[0])
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, bundled[i].file);
		found = 1;
		section(bundled[i].what);
		ret = replay_and_diff(path, quiet);
	}
	if (!found) {
		mmr_tool_error("demo", "no bundled trace found ($MMREPLAY_DATA, share/mmreplay beside "
			       "the program, or %s)", MMR_DATA_DIR);
		return 1;
	}
	return ret;
}

static int demo_record(int seconds, int quiet)
{
	static const char *const workloads[] = { "munmap-storm", "reclaim-mmap-read" };
	/* dir leaves room for "/mmreplay-workload" in workload[] */
	char dir[PATH_MAX - 64], workload[PATH_MAX], out[PATH_MAX], secs[16];
	char tmpl[] = "/tmp/mmreplay-demo-XXXXXX";
	size_t i;
	int ret = 0;

	if (self_dir(dir, sizeof(dir)) < 0) {
		mmr_tool_error("demo", "cannot find my own directory: %s", strerror(errno));
		return 1;
	}
	snprintf(workload, sizeof(workload), "%s/mmreplay-workload", dir);
	if (access(workload, X_OK) != 0) {
		mmr_tool_error("demo", "%s: %s (build the project first: tools/setup.sh)",
			       workload, strerror(errno));
		return 1;
	}
	if (!mkdtemp(tmpl)) {
		mmr_tool_error("demo", "mkdtemp: %s", strerror(errno));
		return 1;
	}
	snprintf(secs, sizeof(secs), "%d", seconds);
	for (i = 0; i < sizeof(workloads) / sizeof(workloads[0]) && !ret; i++) {
		char *rec_argv[] = { "record", "-q", "-o", out, "--", workload,
				     (char *)workloads[i], "--seconds", secs, NULL };

		snprintf(out, sizeof(out), "%s/%s.mmr", tmpl, workloads[i]);
		section(workloads[i]);
		printf("recording %s for %s s: mmreplay record -o %s -- %s %s --seconds %s\n",
		       workloads[i], secs, out, workload, workloads[i], secs);
		ret = run_cmd(cmd_record, rec_argv);
		if (ret == 77) {
			printf("%s cannot run on this machine; skipped\n", workloads[i]);
			ret = 0;
			continue;
		}
		if (ret) {
			mmr_tool_error("demo", "recording %s failed (exit %d)", workloads[i], ret);
			break;
		}
		ret = replay_and_diff(out, quiet);
		unlink(out);
	}
	rmdir(tmpl);
	return ret;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay demo [--seconds S] [--bundled] [-q]\n\n"
		"Where tracefs is usable (root), record S seconds (default 2) of the bundled\n"
		"munmap-storm and reclaim-mmap-read workloads, replay each through every TLB\n"
		"model and print the policy table, then the diff of the traced kernel's model\n"
		"against what was measured.  Elsewhere, or with --bundled, do the same on a real\n"
		"trace bundled with mmreplay and say why nothing was recorded.\n\n"
		"  -s, --seconds S   seconds to record each workload, 1..60 (default 2)\n"
		"  -b, --bundled     replay the bundled traces even where recording works\n"
		"  -q, --quiet       no progress lines from replay and diff\n");
}

int cmd_demo(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "seconds", required_argument, NULL, 's' },
		{ "bundled", no_argument, NULL, 'b' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	int c, seconds = 2, use_bundled = 0, quiet = 0;
	const char *why;

	while ((c = getopt_long(argc, argv, "s:bqh", opts, NULL)) != -1) {
		switch (c) {
		case 's':
			seconds = atoi(optarg);
			if (seconds < 1 || seconds > 60) {
				mmr_tool_error("demo", "--seconds wants 1..60, not '%s'", optarg);
				return 2;
			}
			break;
		case 'b': use_bundled = 1; break;
		case 'q': quiet = 1; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	if (optind < argc) {
		usage(stderr);
		return 2;
	}
	why = use_bundled ? "--bundled given" : cannot_record();
	if (why)
		return demo_bundled(why, quiet);
	return demo_record(seconds, quiet);
}
