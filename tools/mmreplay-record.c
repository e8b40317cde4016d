// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay record: capture the memory-management tracepoints into a .mmr file
 * from a private tracefs instance (capture/), either around a command or
 * system wide for a duration or until Ctrl-C.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/wait.h>

#include "cmd.h"
#include "mmreplay/capture.h"
#include "progress.h"

static volatile sig_atomic_t g_stop;
static volatile sig_atomic_t g_stop_sig;

static void on_stop(int sig)
{
	g_stop = 1;
	g_stop_sig = sig;
}

/* A crashing recorder must not leave an instance with enabled events behind. */
static void on_crash(int sig)
{
	mmr_capture_emergency();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay record [-o FILE] [-e GROUP,...] [-b KB] [--duration S] [--cpus LIST]\n"
		"                       [--redact] [--settle-pcp] [-q] [-- COMMAND ARGS...]\n"
		"\n"
		"Record memory-management tracepoints into a .mmr file, from a private tracefs\n"
		"instance (mmreplay-<pid>) that is removed at the end.  Needs root and tracefs.\n"
		"\n"
		"  -o, --output FILE   output file (default: mmreplay.mmr in the current directory;\n"
		"                      an existing regular file is replaced, a symlink refused;\n"
		"                      created with mode 0600)\n"
		"  -e, --events LIST   event groups, comma separated (default: all):\n"
		"                      schedule,unmap,fault,alloc,migrate,measured;\n"
		"                      finer: tlb,ipi,lock,filemap; all.  -GROUP leaves one\n"
		"                      out of the groups before it: all,-filemap\n"
		"  -b, --buffer KB     ring buffer per CPU in KiB (default %u)\n"
		"      --duration S    record system wide for S seconds (fractions allowed)\n"
		"      --cpus LIST     record only these CPUs, e.g. 0-3,8 (default: all online)\n"
		"      --redact        drop process names and kernel addresses, replace user\n"
		"                      addresses by offsets within their mapping\n"
		"      --settle-pcp    before tracing starts, free every per-cpu page list down\n"
		"                      to its floor (4 x batch pages), so that the pcp models\n"
		"                      start where the kernel does: sets\n"
		"                      vm.percpu_pagelist_high_fraction to its maximum and\n"
		"                      writes vm.stat_refresh for up to 2 s, then puts the\n"
		"                      fraction back (also if the recorder is killed)\n"
		"  -q, --quiet         print only errors\n"
		"  -- COMMAND ARGS     run COMMAND once tracing is on, stop when it exits and exit\n"
		"                      with its status\n"
		"\n"
		"Without COMMAND or --duration, records until Ctrl-C or SIGTERM.  Events the ring\n"
		"buffer lost are counted per CPU in the file and reported at the end.\n",
		MMR_CAPTURE_DEFAULT_BUFFER_KB);
}

static char *join_args(char **argv)
{
	size_t len = 1;
	char *s;

	for (int i = 0; argv[i]; i++)
		len += strlen(argv[i]) + 1;
	s = calloc(1, len);
	if (!s)
		return NULL;
	for (int i = 0; argv[i]; i++) {
		if (i)
			strcat(s, " ");
		strcat(s, argv[i]);
	}
	return s;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

int cmd_record(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "events", required_argument, NULL, 'e' },
		{ "buffer", required_argument, NULL, 'b' },
		{ "duration", required_argument, NULL, 'd' },
		{ "cpus", required_argument, NULL, 'c' },
		{ "redact", no_argument, NULL, 'r' },
		{ "settle-pcp", no_argument, NULL, 'P' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	struct mmr_capture_opts o = { .output = "mmreplay.mmr", .overwrite = 1 };
	struct mmr_capture_stats st;
	struct mmr_capture *c = NULL;
	struct mmr_error err = { 0 };
	struct sigaction sa = { 0 };
	char **cmd = NULL;
	char desc[64];
	char *cmdline = NULL;
	double duration = 0, deadline = 0;
	int quiet = 0, opt, ret, status = 0, exit_code = 0;
	struct tool_progress prog = { 0 };
	pid_t child = -1;

	optind = 1;
	while ((opt = getopt_long(argc, argv, "+o:e:b:qh", longopts, NULL)) != -1) {
		char *end;

		switch (opt) {
		case 'o':
			o.output = optarg;
			break;
		case 'e':
			if (mmr_capture_parse_groups(optarg, &o.events, &err) < 0) {
				mmr_tool_error("record", "%s", err.msg);
				return 2;
			}
			break;
		case 'b': {
			unsigned long kb = strtoul(optarg, &end, 10);

			if (*end || kb < 4 || kb > (1ul << 24)) {
				mmr_tool_error("record", "bad buffer size '%s' (KiB per CPU, 4..%lu)",
					       optarg, 1ul << 24);
				return 2;
			}
			o.buffer_kb = (unsigned int)kb;
			break;
		}
		case 'd':
			duration = strtod(optarg, &end);
			if (*end || duration <= 0) {
				mmr_tool_error("record", "bad duration '%s' (seconds > 0)", optarg);
				return 2;
			}
			break;
		case 'c':
			o.cpus = optarg;
			break;
		case 'r':
			o.redact = 1;
			break;
		case 'P':
			o.settle_pcp = 1;
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind < argc)
		cmd = &argv[optind];
	if (cmd && duration > 0) {
		mmr_tool_error("record", "give either -- COMMAND or --duration, not both");
		return 2;
	}
	if (cmd) {
		cmdline = join_args(cmd);
		o.command = cmdline;
	} else {
		if (duration > 0)
			snprintf(desc, sizeof(desc), "system wide --duration %g", duration);
		else
			snprintf(desc, sizeof(desc), "system wide until interrupted");
		o.command = desc;
	}

	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_stop;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_RESETHAND;
	sigaction(SIGSEGV, &sa, NULL);
	sigaction(SIGABRT, &sa, NULL);
	sigaction(SIGBUS, &sa, NULL);
	sigaction(SIGFPE, &sa, NULL);
	sigaction(SIGILL, &sa, NULL);

	ret = mmr_capture_start(&o, &c, &err);
	if (ret < 0) {
		mmr_tool_error("record", "%s", mmr_error_msg(&err, ret));
		free(cmdline);
		return 1;
	}
	{
		unsigned int ms;
		long left;
		int settled = mmr_capture_pcp_settled(c, &ms, &left);

		if (settled == 0)
			fprintf(stderr, "mmreplay record: the per-cpu page lists were still above "
				"their floor after %u ms (%ld pages): recording from there\n", ms, left);
		else if (settled > 0 && !quiet)
			fprintf(stderr, "mmreplay record: per-cpu page lists at their floor in %u ms "
				"(%ld pages)\n", ms, left);
	}
	if (!quiet && mmr_capture_missing(c, 0)) {
		fprintf(stderr, "mmreplay record: this kernel lacks (skipped):");
		for (unsigned int i = 0; mmr_capture_missing(c, i); i++)
			fprintf(stderr, "%s %s", i ? "," : "", mmr_capture_missing(c, i));
		fputc('\n', stderr);
	}
	if (cmd) {
		fflush(NULL);
		child = fork();
		if (child < 0) {
			mmr_tool_error("record", "fork: %s", strerror(errno));
			exit_code = 1;
			g_stop = 1;
		} else if (child == 0) {
			signal(SIGINT, SIG_DFL);
			signal(SIGTERM, SIG_DFL);
			signal(SIGHUP, SIG_DFL);
			execvp(cmd[0], cmd);
			fprintf(stderr, "mmreplay record: cannot run %s: %s\n", cmd[0],
				strerror(errno));
			_exit(127);
		}
		if (child > 0)
			mmr_capture_watch_pid(c, child);
	}
	if (duration > 0)
		deadline = now_s() + duration;
	/*
	 * Progress only for system-wide recordings: a recorded command's own
	 * output shares the terminal and is its progress.
	 */
	tool_progress_start(&prog, "record", NULL, quiet || child > 0);

	for (;;) {
		struct timespec nap = { 0, 50 * 1000 * 1000 };

		if (child > 0) {
			pid_t w = waitpid(child, &status, WNOHANG);

			if (w == child) {
				child = -1;
				exit_code = WIFEXITED(status) ? WEXITSTATUS(status)
							      : 128 + WTERMSIG(status);
				break;
			}
		}
		if (mmr_capture_failed(c, &err))
			break;
		if (g_stop) {
			if (child > 0) {
				/* Ctrl-C reached the command too; SIGTERM may have been ours alone. */
				if (g_stop_sig != SIGINT)
					kill(child, g_stop_sig);
				if (waitpid(child, &status, 0) == child)
					exit_code = WIFEXITED(status) ? WEXITSTATUS(status)
								      : 128 + WTERMSIG(status);
				child = -1;
			}
			break;
		}
		if (deadline && now_s() >= deadline)
			break;
		tool_progress_show(&prog, mmr_capture_events(c));
		nanosleep(&nap, NULL);
	}

	tool_progress_end(&prog);
	ret = mmr_capture_stop(c, &st, &err);
	if (ret < 0) {
		if (ret == MMR_ENOSPC)
			mmr_tool_error("record", "%s; recording stopped, %s keeps what was written "
				       "before (%llu bytes, complete blocks only)",
				       mmr_error_msg(&err, ret), o.output,
				       (unsigned long long)st.bytes);
		else
			mmr_tool_error("record", "%s", mmr_error_msg(&err, ret));
		exit_code = 1;
	}
	if (child > 0) {
		/* Recording failed under a running command: tracing is off now; let the
		 * command finish rather than orphan it. */
		if (!quiet)
			fprintf(stderr, "mmreplay record: waiting for %s to finish (not recorded)\n",
				cmd[0]);
		while (waitpid(child, &status, 0) < 0 && errno == EINTR)
			;
	}
	if (!quiet || st.lost) {
		unsigned int ncpus = mmr_capture_nr_cpus(c);

		if (!quiet)
			fprintf(stderr, "mmreplay record: %llu events, %llu bytes (%.2f bytes/event) "
				"in %.3f s -> %s\n", (unsigned long long)st.events,
				(unsigned long long)st.bytes,
				st.events ? (double)st.bytes / (double)st.events : 0.0,
				st.duration_ns / 1e9, o.output);
		if (st.lost) {
			fprintf(stderr, "mmreplay record: LOST %llu events:",
				(unsigned long long)st.lost);
			for (unsigned int i = 0; i < ncpus; i++)
				if (mmr_capture_lost(c, i))
					fprintf(stderr, " cpu%u=%llu", i,
						(unsigned long long)mmr_capture_lost(c, i));
			fprintf(stderr, "; raise -b (now %u KiB per CPU)\n",
				o.buffer_kb ? o.buffer_kb : MMR_CAPTURE_DEFAULT_BUFFER_KB);
		} else if (!quiet) {
			fprintf(stderr, "mmreplay record: lost 0 events\n");
		}
		if (!quiet && st.events)
			fprintf(stderr, "mmreplay record: recorder threads used %.3f s of CPU (readers "
				"%.3f, writer %.3f), %.0f ns per event\n",
				(st.reader_cpu_ns + st.writer_cpu_ns) / 1e9, st.reader_cpu_ns / 1e9,
				st.writer_cpu_ns / 1e9,
				(double)(st.reader_cpu_ns + st.writer_cpu_ns) / (double)st.events);
		if (!quiet && st.reordered)
			fprintf(stderr, "mmreplay record: %llu events arrived late and were stamped "
				"with the previous timestamp\n", (unsigned long long)st.reordered);
	}
	mmr_capture_free(c);
	free(cmdline);
	return exit_code;
}
