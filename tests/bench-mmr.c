// SPDX-License-Identifier: GPL-2.0
/*
 * bench-mmr [FILE.mmr | TRACE.dat | SCENARIO.mms] [PASSES]: how fast a .mmr
 * is read (every event through mmr_source_next(), one core) and how small it
 * is.  Without FILE: the largest tests/data/ trace.dat converted to .mmr, and
 * 4M events of the realistic synthetic stream.  Anything that is not a .mmr is
 * converted first (timed too).  Prints events/s of the best pass and
 * bytes/event; the target is >= 50M events/s and <= 4 bytes/event on real
 * traces (docs/file-format.md).  Each file is read on one thread, then with
 * the read-ahead thread (MMR_READAHEAD=1), which the one-core target excludes.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"
#include "test_mmr_synth.h"

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int largest_dat(char *out, size_t len)
{
	DIR *d = opendir(MMR_TEST_DATA);
	struct dirent *e;
	off_t best = 0;

	if (!d)
		return -1;
	while ((e = readdir(d))) {
		char p[1024];
		struct stat st;
		size_t n = strlen(e->d_name);

		if (n < 5 || strcmp(e->d_name + n - 4, ".dat"))
			continue;
		snprintf(p, sizeof(p), "%s/%s", MMR_TEST_DATA, e->d_name);
		if (stat(p, &st) == 0 && st.st_size > best) {
			best = st.st_size;
			snprintf(out, len, "%s", p);
		}
	}
	closedir(d);
	return best ? 0 : -1;
}

/* Write @in (any source) or, with @in NULL, the synthetic stream to @out. */
static int make_mmr(const char *in, const char *out, uint64_t *events)
{
	struct mmr_meta *m = mmr_meta_new();
	struct mmr_writer *w;
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 };
	const struct mmr_event *ev;
	double t0 = now();
	int ret;

	if (in && mmr_source_open(in, &src, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	if (mmr_writer_open(out, src ? mmr_source_meta(src) : m, MMR_WRITER_OVERWRITE, &w,
			    &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	if (src) {
		while ((ret = mmr_source_next(src, &ev, &err)) > 0)
			if (mmr_writer_add(w, ev, &err) < 0)
				break;
	} else {
		struct synth_rt rt;
		struct mmr_event e;
		uint64_t i;

		synth_rt_init(&rt, 16, 1);
		for (i = 0; i < 4000000; i++) {
			synth_realistic(&rt, &e);
			if (mmr_writer_add(w, &e, &err) < 0)
				break;
		}
	}
	if (err.msg[0]) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	*events = mmr_writer_events(w);
	if (mmr_writer_close(w, NULL, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	fprintf(stderr, "wrote %llu events in %.3f s (%s)\n", (unsigned long long)*events,
		now() - t0, in ? in : "synthetic stream");
	mmr_source_close(src);
	mmr_meta_free(m);
	return 0;
}

/* Convert @in (NULL: the synthetic stream) unless it is a .mmr, then time reading it. */
static int bench(const char *in, int passes, const char *tmpfile)
{
	const char *file = in;
	struct mmr_error err = { 0 };
	uint64_t events = 0, n = 0, sum = 0;
	struct stat st;
	int p, ra, is_mmr = 0;

	if (in) {
		char magic[8] = { 0 };
		FILE *f = fopen(in, "rb");

		if (f) {
			is_mmr = fread(magic, 1, 8, f) == 8 && !memcmp(magic, MMR_MAGIC, 8);
			fclose(f);
		}
	}
	if (!is_mmr) {
		if (make_mmr(in, tmpfile, &events) < 0)
			return -1;
		file = tmpfile;
	}
	if (stat(file, &st) < 0)
		return -1;
	/* one core first (the target), then with the read-ahead thread (MMR_READAHEAD=1) */
	for (ra = 0; ra < 2; ra++) {
		double best = 1e9;

		setenv("MMR_READAHEAD", ra ? "1" : "0", 1);
		for (p = 0; p < passes; p++) {
			struct mmr_source *src;
			const struct mmr_event *ev;
			double t0 = now(), t;
			int ret;

			if (mmr_source_open(file, &src, &err) < 0) {
				fprintf(stderr, "%s\n", err.msg);
				return -1;
			}
			n = 0;
			while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
				sum += ev->ts ^ ev->kind ^ (uint64_t)ev->pid;
				n++;
			}
			t = now() - t0;
			mmr_source_close(src);
			if (ret < 0) {
				fprintf(stderr, "%s\n", err.msg);
				return -1;
			}
			if (t < best)
				best = t;
		}
		if (!ra)
			printf("%s: %llu events, %lld bytes, %.3f bytes/event\n",
			       in ? in : "synthetic stream", (unsigned long long)n,
			       (long long)st.st_size, n ? (double)st.st_size / (double)n : 0);
		printf("  read%s: best of %d passes %.4f s = %.1f M events/s (checksum %llx)\n",
		       ra ? " with read-ahead" : ", one thread", passes, best,
		       (double)n / best / 1e6, (unsigned long long)(sum & 0xffff));
	}
	unsetenv("MMR_READAHEAD");
	unlink(tmpfile);
	return 0;
}

int main(int argc, char **argv)
{
	char dat[1024], tmp[] = "/tmp/bench-mmr.XXXXXX", path[1100];
	int passes = argc > 2 ? atoi(argv[2]) : 5, ret = 0;

	if (!mkdtemp(tmp))
		return 1;
	snprintf(path, sizeof(path), "%s/bench.mmr", tmp);
	if (argc > 1) {
		ret = bench(argv[1], passes, path);
	} else {
		/* the largest fixture is small: the synthetic stream gives the steady rate */
		if (largest_dat(dat, sizeof(dat)) == 0)
			ret = bench(dat, passes * 4, path);
		if (!ret)
			ret = bench(NULL, passes, path);
	}
	rmdir(tmp);
	return ret ? 1 : 0;
}
