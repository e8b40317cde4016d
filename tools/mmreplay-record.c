// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay record: capture the memory-management tracepoints into a .mmr file
 * from a private tracefs instance (capture/), either around a command or
 * system wide for a duration or until Ctrl-C.
 */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/prctl.h>
#include <sys/wait.h>

#include "cmd.h"
#include "mmreplay/capture.h"
#include "progress.h"

/* What a stopped recording gives its command to end, and then once more after stopping. */
#define STOP_WAIT_S 2.0

static volatile sig_atomic_t g_stop;

static void on_stop(int sig)
{
	(void)sig;
	g_stop = 1;
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
		"instance (mmreplay-<pid>-<random>) that is removed at the end, also when the\n"
		"recorder is killed (a guardian process outside its session and cgroups\n"
		"watches it).  Needs root and tracefs.\n"
		"\n"
		"  -o, --output FILE   output file (default: mmreplay.mmr in the current directory;\n"
		"                      created with mode 0600; a symlink and kernel file systems\n"
		"                      are refused).  Written beside FILE until the recording\n"
		"                      works and has its first block: an existing FILE is\n"
		"                      replaced then, and kept when the command cannot run\n"
		"  -e, --events LIST   event groups, comma separated (default: all):\n"
		"                      schedule,unmap,fault,alloc,migrate,measured;\n"
		"                      finer: tlb,ipi,lock,filemap; all.  -GROUP leaves one\n"
		"                      out of the groups before it: all,-filemap\n"
		"  -b, --buffer KB     ring buffer per CPU in KiB (default %u)\n"
		"      --duration S    record system wide for S seconds (fractions allowed)\n"
		"      --cpus LIST     record only these CPUs, e.g. 0-3,8 (default: all online)\n"
		"      --redact        drop process names, arguments and kernel addresses; pids,\n"
		"                      page frames and files as pseudonyms; user addresses as\n"
		"                      offsets within their mapping\n"
		"      --settle-pcp    before tracing starts, free every per-cpu page list down\n"
		"                      to its floor (4 x batch pages), so that the pcp models\n"
		"                      start where the kernel does: sets\n"
		"                      vm.percpu_pagelist_high_fraction to its maximum and\n"
		"                      writes vm.stat_refresh for up to 2 s, then puts the\n"
		"                      fraction back (also if the recorder is killed)\n"
		"  -q, --quiet         print only errors\n"
		"  -- COMMAND ARGS     run COMMAND once tracing is on, stop when it exits and exit\n"
		"                      with its status (127: not found, 126: not runnable).  It\n"
		"                      dies with the recorder; on SIGINT, SIGTERM or SIGHUP it\n"
		"                      gets SIGTERM (SIGKILL 2 s later) and the file is finished\n"
		"\n"
		"Without COMMAND or --duration, records until Ctrl-C, SIGTERM or SIGHUP.  Events\n"
		"the ring buffer lost are counted per CPU in the file and reported at the end.  A\n"
		"recorder killed with SIGKILL leaves a file with all but at most its last second.\n",
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

static int exit_code_of(int status)
{
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/* Reap @child within @seconds (0: wait as long as it takes); 1 reaped, 0 still running. */
static int reap(pid_t child, double seconds, int *status)
{
	double end = now_s() + seconds;

	for (;;) {
		pid_t w = waitpid(child, status, seconds > 0 ? WNOHANG : 0);

		if (w == child)
			return 1;
		if (w < 0 && errno != EINTR)
			return 1; /* not ours any more: nothing to wait for */
		if (seconds > 0) {
			struct timespec nap = { 0, 20 * 1000 * 1000 };

			if (now_s() >= end)
				return 0;
			nanosleep(&nap, NULL);
		}
	}
}

/*
 * Start @cmd with tracing on.  It dies with the recorder (PR_SET_PDEATHSIG:
 * SIGKILL when this thread is gone, whatever killed it) and its exec is
 * confirmed through a close-on-exec pipe, so that a command that cannot run
 * is known before the recording replaces anything.  Returns its pid, or -1
 * with *@exec_errno set (the child is reaped).
 */
static pid_t start_command(char **cmd, int *exec_errno)
{
	pid_t parent = getpid(), child;
	int p[2], e = 0;
	ssize_t n;

	*exec_errno = 0;
	if (pipe2(p, O_CLOEXEC) < 0) {
		*exec_errno = errno;
		return -1;
	}
	fflush(NULL);
	child = fork();
	if (child < 0) {
		*exec_errno = errno;
		close(p[0]);
		close(p[1]);
		return -1;
	}
	if (child == 0) {
		close(p[0]);
		prctl(PR_SET_PDEATHSIG, SIGKILL);
		if (getppid() != parent)
			_exit(127); /* the recorder died before the line above */
		signal(SIGINT, SIG_DFL);
		signal(SIGTERM, SIG_DFL);
		signal(SIGHUP, SIG_DFL);
		execvp(cmd[0], cmd);
		e = errno;
		if (write(p[1], &e, sizeof(e)) < 0) {
			/* the parent then sees EOF and a child that exited 127 */
		}
		_exit(127);
	}
	close(p[1]);
	do
		n = read(p[0], &e, sizeof(e));
	while (n < 0 && errno == EINTR);
	close(p[0]);
	if (n == (ssize_t)sizeof(e)) {
		int status;

		reap(child, 0, &status);
		*exec_errno = e;
		return -1;
	}
	return child;
}

static void stale_note(struct mmr_capture *c, int quiet)
{
	for (unsigned int i = 0; !quiet && mmr_capture_stale(c, i); i++)
		fprintf(stderr, "mmreplay record: removed tracefs instance %s, left by a recorder "
			"that is gone\n", mmr_capture_stale(c, i));
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
	stale_note(c, quiet);
	if (cmd) {
		int e;

		child = start_command(cmd, &e);
		if (child < 0) {
			/* nothing recorded is worth keeping: an existing output stays */
			mmr_tool_error("record", "cannot run %s: %s (%s %s)", cmd[0], strerror(e),
				       o.output, access(o.output, F_OK) ? "not written" :
				       "left as it was");
			mmr_capture_free(c);
			free(cmdline);
			return e == ENOENT ? 127 : 126;
		}
		mmr_capture_watch_pid(c, child);
	}
	mmr_capture_keep(c);
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
				exit_code = exit_code_of(status);
				break;
			}
		}
		if (mmr_capture_failed(c, &err))
			break;
		if (g_stop) {
			/*
			 * As perf record: the command gets SIGTERM (a Ctrl-C on the
			 * terminal reached it too; a signal to our pid alone did
			 * not), and up to STOP_WAIT_S to end while still traced.
			 */
			if (child > 0) {
				kill(child, SIGTERM);
				if (reap(child, STOP_WAIT_S, &status)) {
					exit_code = exit_code_of(status);
					child = -1;
				}
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
		if (ret == MMR_ENOSPC && st.kept)
			mmr_tool_error("record", "%s; recording stopped, %s keeps what was written "
				       "before (%llu bytes, complete blocks only)",
				       mmr_error_msg(&err, ret), o.output,
				       (unsigned long long)st.bytes);
		else if (ret == MMR_ENOSPC)
			mmr_tool_error("record", "%s; recording stopped before its first block, "
				       "%s left as it was", mmr_error_msg(&err, ret), o.output);
		else
			mmr_tool_error("record", "%s", mmr_error_msg(&err, ret));
		exit_code = 1;
	}
	if (child > 0 && g_stop) {
		/* stopped by a signal and the command ignored SIGTERM: the file is done, it goes */
		if (!reap(child, STOP_WAIT_S, &status)) {
			fprintf(stderr, "mmreplay record: %s did not end on SIGTERM: killed\n",
				cmd[0]);
			kill(child, SIGKILL);
			reap(child, 0, &status);
		}
		exit_code = exit_code_of(status);
	} else if (child > 0) {
		/* Recording failed under a running command: tracing is off now; let the
		 * command finish rather than kill it. */
		if (!quiet)
			fprintf(stderr, "mmreplay record: waiting for %s to finish (not recorded)\n",
				cmd[0]);
		reap(child, 0, &status);
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
