// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark (label bench): the trace.dat source against libtracecmd alone.
 *
 *   bench-dat [FILE.dat [PASSES]]
 *
 * (a) a bare tracecmd_iterate_events_multi() over every buffer of the file
 *     with a callback that only counts; (b) mmr_source_open() + reading every
 *     event (decode, merge, unknown counting).  Each pass opens the file
 *     afresh, so both include parsing the headers.  Both rates are records of
 *     the file per second; the goal is (b) >= 0.9 x (a).  Without FILE the
 *     biggest fixture of tests/data is used.
 * Times are CPU time, best of 7 rounds.  "read only" subtracts an open-only
 * pass from an open+read pass; on a loaded machine that difference is noise
 * when opening dominates (small files), so judge by the open+read ratio, or
 * count instructions (valgrind --tool=callgrind) for a stable comparison.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include <trace-cmd/trace-cmd.h>

#include "mmreplay/trace.h"

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

static unsigned long long bare_pass_(const char *path, int iterate)
{
	struct tracecmd_input *h[64];
	unsigned long long n = 0;
	int nr = 1, i, nb;

	h[0] = tracecmd_open(path, TRACECMD_FL_LOAD_NO_PLUGINS);
	if (!h[0]) {
		fprintf(stderr, "%s: libtracecmd cannot open it\n", path);
		exit(1);
	}
	nb = tracecmd_buffer_instances(h[0]);
	for (i = 0; i < nb && nr < 64; i++)
		h[nr++] = tracecmd_buffer_instance_handle(h[0], i);
	if (iterate)
		tracecmd_iterate_events_multi(h, nr, count_cb, &n);
	for (i = nr - 1; i >= 0; i--)
		tracecmd_close(h[i]);
	return n;
}

static unsigned long long bare_pass(const char *path)
{
	return bare_pass_(path, 1);
}

static unsigned long long source_pass_(const char *path, int iterate)
{
	const struct mmr_event *ev;
	struct mmr_source *src;
	struct mmr_error err;
	unsigned long long n = 0;
	const char *name;
	uint64_t c;
	unsigned int i;
	int ret;

	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		exit(1);
	}
	while (iterate && (ret = mmr_source_next(src, &ev, &err)) > 0)
		n += ev->kind != MMR_EV_LOST;
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		exit(1);
	}
	for (i = 0; mmr_source_unknown(src, i, &name, &c) == 0; i++)
		n += c;
	mmr_source_close(src);
	return n;
}

/* seconds per pass of @fn, the best of @rounds rounds of @passes */
static double best(unsigned long long (*fn)(const char *, int), const char *path, int iterate,
		   int passes, unsigned long long *n)
{
	double t, b = 1e30;
	int r, p;

	for (r = 0; r < 7; r++) {
		t = now();
		for (p = 0; p < passes; p++)
			*n = fn(path, iterate);
		t = (now() - t) / passes;
		if (t < b)
			b = t;
	}
	return b;
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

int main(int argc, char **argv)
{
	char *path = argc > 1 ? strdup(argv[1]) : biggest_fixture();
	int passes = argc > 2 ? atoi(argv[2]) : 0;
	unsigned long long na = 0, nb = 0, x = 0;
	double ta, tb, oa, ob, t, ra, rb;

	if (!path) {
		fprintf(stderr, "no trace.dat given and none in %s\n", MMR_TEST_DATA);
		return 1;
	}
	/* enough passes for ~0.3 s per measurement */
	if (passes <= 0) {
		t = now();
		bare_pass(path);
		t = now() - t;
		passes = t > 0 ? (int)(0.3 / t) + 1 : 1;
	}
	ta = best(bare_pass_, path, 1, passes, &na);
	tb = best(source_pass_, path, 1, passes, &nb);
	oa = best(bare_pass_, path, 0, passes, &x);
	ob = best(source_pass_, path, 0, passes, &x);
	ra = (double)na / ta;
	rb = (double)na / tb;
	printf("file %s: %llu records, %d passes x 7 rounds (best round)\n", path, na, passes);
	printf("                                   open+read             open only   read only\n");
	printf("(a) bare tracecmd_iterate_events: %10.0f records/s %8.3f ms  %8.3f ms "
	       "%10.0f records/s\n",
	       ra, ta * 1e3, oa * 1e3, ta > oa ? (double)na / (ta - oa) : 0.0);
	printf("(b) mmreplay trace.dat source:     %10.0f records/s %8.3f ms  %8.3f ms "
	       "%10.0f records/s\n",
	       rb, tb * 1e3, ob * 1e3, tb > ob ? (double)na / (tb - ob) : 0.0);
	printf("ratio (b)/(a) = %.3f open+read, %.3f read only (goal >= 0.9)%s\n", rb / ra,
	       tb > ob && ta > oa ? (ta - oa) / (tb - ob) : 0.0,
	       nb == na ? "" : "  WARNING: the source saw a different record count");
	free(path);
	return nb == na ? 0 : 1;
}
