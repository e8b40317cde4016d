// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark (label bench): the trace.dat source against libtracecmd alone.
 *
 *   bench-dat [FILE.dat [PASSES]]
 *   bench-dat --only bare|source FILE.dat [PASSES]
 *
 * (a) a bare tracecmd_iterate_events_multi() over every buffer of the file
 *     with a callback that only counts; (b) mmr_source_open() + reading every
 *     event (decode, merge, LOST markers, unknown counting).  Each pass opens
 *     the file afresh.  Two ratios of (b)'s record rate to (a)'s:
 *       read only  the reading loop alone (iterate call / mmr_source_next loop),
 *                  timed around the loop itself, opening and closing excluded;
 *       open+read  the whole pass: open, read, close.
 *     The goal is read only >= 0.9: the exit status is 1 below it (or when
 *     the two sides count different records).  Without FILE the biggest
 *     fixture of tests/data is used.
 * Times are CPU time, best of 7 rounds, the two sides' rounds interleaved.
 * The machine may be shared: for a stable figure count instructions instead,
 * with --only, which runs PASSES passes of one side untimed; its loops are
 * the functions bare_read() and source_read(), whole passes bare_pass() and
 * source_pass(), so
 *   valgrind --tool=callgrind --toggle-collect=bare_read bench_dat --only bare F
 * counts reading alone (tests/dat-bench-callgrind.sh does both sides, both ways).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <trace-cmd/trace-cmd.h>

#include "mmreplay/trace.h"

#define GOAL 0.9

struct times {
	double read, all; /* seconds: the reading loop, the whole pass */
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts); /* CPU time: the machine may be shared */
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int count_cb(struct tracecmd_input *h, struct tep_record *rec, int cpu, void *ctx)
{
	(void)h;
	(void)rec;
	(void)cpu;
	(*(unsigned long long *)ctx)++;
	return 0;
}

/* not inlined: the symbol callgrind's --toggle-collect names */
__attribute__((noinline)) unsigned long long bare_read(struct tracecmd_input **h, int nr)
{
	unsigned long long n = 0;

	tracecmd_iterate_events_multi(h, nr, count_cb, &n);
	return n;
}

__attribute__((noinline)) unsigned long long source_read(struct mmr_source *src)
{
	const struct mmr_event *ev;
	struct mmr_error err;
	unsigned long long n = 0;
	int ret;

	while ((ret = mmr_source_next(src, &ev, &err)) > 0)
		n += ev->kind != MMR_EV_LOST;
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		exit(1);
	}
	return n;
}

__attribute__((noinline)) unsigned long long bare_pass(const char *path, struct times *t)
{
	struct tracecmd_input *h[64];
	unsigned long long n;
	double t0, t1, t2;
	int nr = 1, i, nb;

	t0 = now();
	h[0] = tracecmd_open(path, TRACECMD_FL_LOAD_NO_PLUGINS);
	if (!h[0]) {
		fprintf(stderr, "%s: libtracecmd cannot open it\n", path);
		exit(1);
	}
	nb = tracecmd_buffer_instances(h[0]);
	for (i = 0; i < nb && nr < 64; i++)
		h[nr++] = tracecmd_buffer_instance_handle(h[0], i);
	t1 = now();
	n = bare_read(h, nr);
	t2 = now();
	for (i = nr - 1; i >= 0; i--)
		tracecmd_close(h[i]);
	t->read += t2 - t1;
	t->all += now() - t0;
	return n;
}

__attribute__((noinline)) unsigned long long source_pass(const char *path, struct times *t)
{
	struct mmr_source *src;
	struct mmr_error err;
	unsigned long long n;
	double t0, t1, t2;
	const char *name;
	uint64_t c;
	unsigned int i;
	int ret;

	t0 = now();
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		exit(1);
	}
	t1 = now();
	n = source_read(src);
	t2 = now();
	for (i = 0; mmr_source_unknown(src, i, &name, &c) == 0; i++)
		n += c;
	mmr_source_close(src);
	t->read += t2 - t1;
	t->all += now() - t0;
	return n;
}

/* one round of @passes passes; keeps the best (smallest) per-pass times in @b */
static void round_of(unsigned long long (*fn)(const char *, struct times *), const char *path,
		     int passes, unsigned long long *n, struct times *b)
{
	struct times t = { 0, 0 };
	int p;

	for (p = 0; p < passes; p++)
		*n = fn(path, &t);
	if (t.read / passes < b->read)
		b->read = t.read / passes;
	if (t.all / passes < b->all)
		b->all = t.all / passes;
}

/* the biggest *.dat of the fixture directory */
static char *biggest_fixture(void)
{
	DIR *d = opendir(MMR_TEST_DATA);
	char *best = NULL, path[1024];
	long long best_size = -1;
	struct dirent *de;
	struct stat st;

	if (!d)
		return NULL;
	while ((de = readdir(d))) {
		size_t l = strlen(de->d_name);

		if (l < 4 || strcmp(de->d_name + l - 4, ".dat"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", MMR_TEST_DATA, de->d_name);
		if (stat(path, &st) == 0 && st.st_size > best_size) {
			best_size = st.st_size;
			free(best);
			best = strdup(path);
		}
	}
	closedir(d);
	return best;
}

static int only(const char *side, const char *path, int passes)
{
	struct times t = { 0, 0 };
	unsigned long long n = 0;
	int p;

	for (p = 0; p < passes; p++) {
		if (!strcmp(side, "bare"))
			n = bare_pass(path, &t);
		else if (!strcmp(side, "source"))
			n = source_pass(path, &t);
		else {
			fprintf(stderr, "--only bare|source, not %s\n", side);
			return 2;
		}
	}
	printf("%s: %llu records x %d passes\n", side, n, passes);
	return 0;
}

int main(int argc, char **argv)
{
	struct times a = { 1e30, 1e30 }, b = { 1e30, 1e30 };
	unsigned long long na = 0, nb = 0;
	double ratio_read, ratio_all;
	int passes, r;
	char *path;

	if (argc > 3 && !strcmp(argv[1], "--only"))
		return only(argv[2], argv[3], argc > 4 ? atoi(argv[4]) : 1);
	path = argc > 1 ? strdup(argv[1]) : biggest_fixture();
	passes = argc > 2 ? atoi(argv[2]) : 0;
	if (!path) {
		fprintf(stderr, "no trace.dat given and none in %s\n", MMR_TEST_DATA);
		return 1;
	}
	/* enough passes for ~0.3 s per round (opening dominates small files) */
	if (passes <= 0) {
		struct times t = { 0, 0 };

		bare_pass(path, &t);
		passes = t.all > 0 ? (int)(0.3 / t.all) + 1 : 1;
	}
	for (r = 0; r < 7; r++) {
		round_of(bare_pass, path, passes, &na, &a);
		round_of(source_pass, path, passes, &nb, &b);
	}
	ratio_read = a.read / b.read;
	ratio_all = a.all / b.all;
	printf("file %s: %llu records, %d passes x 7 rounds (best round, CPU time)\n", path, na,
	       passes);
	printf("                                    read only                open+read+close\n");
	printf("(a) bare tracecmd_iterate_events: %9.3f ms %10.0f rec/s  %9.3f ms %10.0f rec/s\n",
	       a.read * 1e3, (double)na / a.read, a.all * 1e3, (double)na / a.all);
	printf("(b) mmreplay trace.dat source:    %9.3f ms %10.0f rec/s  %9.3f ms %10.0f rec/s\n",
	       b.read * 1e3, (double)na / b.read, b.all * 1e3, (double)na / b.all);
	printf("ratio (b)/(a) = %.3f read only (goal >= %.1f), %.3f open+read+close%s\n",
	       ratio_read, GOAL, ratio_all,
	       nb == na ? "" : "  FAIL: the source saw a different record count");
	if (ratio_read < GOAL)
		printf("FAIL: reading alone is below %.1f x the bare loop's rate\n", GOAL);
	free(path);
	return nb == na && ratio_read >= GOAL ? 0 : 1;
}
