// SPDX-License-Identifier: GPL-2.0
/*
 * bench-mmr [OPTIONS] [FILE.mmr | TRACE.dat | SCENARIO.mms] [PASSES]: how fast
 * a .mmr is read on one core and written, and how small it is.  Reading is
 * timed two ways, in alternating passes: every event through
 * mmr_source_next() (a library call per event), and through
 * mmr_source_next_batch() with the caller's own loop over each array of
 * events; both lines are printed, named by the function.  Without FILE: the largest tests/data/
 * trace.dat converted to .mmr, and 4M events of the realistic synthetic
 * stream, then the encoder alone.  Anything that is not a .mmr is converted
 * first (timed too).  Prints events/s of the best pass and bytes/event; the
 * target is >= 50M events/s and <= 4 bytes/event on real traces
 * (docs/file-format.md).  Each file is read on one thread, then with the
 * read-ahead thread (MMR_READAHEAD=1), which the one-core target excludes.
 *
 * Options, so that one part can be run under callgrind alone:
 *   --one-thread   no read-ahead pass
 *   --next         read only through mmr_source_next()
 *   --batch        read only through mmr_source_next_batch()
 *   --synth OUT    only write the synthetic stream to OUT
 *   --encode       only the encoder figures (then the only argument is PASSES):
 *                  block encoder (mmr_benc_add,
 *                  mmr_benc_finish) and whole writer (mmr_writer_add, zstd,
 *                  write) on events already in memory, ns per event
 *   --no-encode    skip the encoder figures of the default run
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"
#include "test_mmr_synth.h"

static int one_thread;
/* bit 0: read through mmr_source_next(), bit 1: through mmr_source_next_batch() */
static int read_modes = 3;

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

/*
 * One pass over @file: every event through mmr_source_next() (@batch 0) or
 * through mmr_source_next_batch() and a loop over each array (@batch 1),
 * reading one field of every event, what a plain user loop reads.  *@n
 * events, the sum of their timestamps in *@sum, *@t seconds (open and close
 * included).
 */
static int read_pass(const char *file, int batch, uint64_t *n, uint64_t *sum, double *t)
{
	struct mmr_error err = { 0 };
	struct mmr_source *src;
	const struct mmr_event *ev;
	double t0 = now();
	uint64_t cnt = 0, s = 0;
	size_t k;
	int ret;

	if (mmr_source_open(file, &src, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	if (batch) {
		while ((ret = mmr_source_next_batch(src, &ev, &k, &err)) > 0) {
			const struct mmr_event *end = ev + k;

			for (; ev < end; ev++)
				s += ev->ts;
			cnt += k;
		}
	} else {
		while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
			s += ev->ts;
			cnt++;
		}
	}
	*t = now() - t0;
	mmr_source_close(src);
	if (ret < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return -1;
	}
	*n = cnt;
	*sum = s;
	return 0;
}

/* Convert @in (NULL: the synthetic stream) unless it is a .mmr, then time reading it. */
static int bench(const char *in, int passes, const char *tmpfile)
{
	const char *file = in;
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
	for (ra = 0; ra < (one_thread ? 1 : 2); ra++) {
		double best[2] = { 1e9, 1e9 };
		int mode;

		setenv("MMR_READAHEAD", ra ? "1" : "0", 1);
		/* the two ways of reading alternate, so that the machine's noise hits both */
		for (p = 0; p < passes; p++) {
			for (mode = 0; mode < 2; mode++) {
				double t;
				int ret;

				if (!(read_modes & (1 << mode)))
					continue;
				ret = read_pass(file, mode, &n, &sum, &t);
				if (ret < 0)
					return -1;
				if (t < best[mode])
					best[mode] = t;
			}
		}
		if (!ra)
			printf("%s: %llu events, %lld bytes, %.3f bytes/event\n",
			       in ? in : "synthetic stream", (unsigned long long)n,
			       (long long)st.st_size, n ? (double)st.st_size / (double)n : 0);
		for (mode = 0; mode < 2; mode++)
			if (read_modes & (1 << mode))
				printf("  read%s, %s: best of %d passes %.4f s = %.1f M events/s "
				       "(checksum %llx)\n",
				       ra ? " with read-ahead" : ", one thread",
				       mode ? "mmr_source_next_batch()" : "mmr_source_next()",
				       passes, best[mode], (double)n / best[mode] / 1e6,
				       (unsigned long long)(sum & 0xffff));
	}
	unsetenv("MMR_READAHEAD");
	unlink(tmpfile);
	return 0;
}

/*
 * The encoder on events already in memory (the synthetic stream), so that the
 * figure is the codec's and not the generator's: the block encoder alone
 * (what the writer thread of `mmreplay record` spends besides zstd), then
 * the whole writer (encoder, zstd level 3, write()).
 */
#define ENC_EVENTS (4u * 65536u)

static int bench_encode(int passes, const char *tmpfile)
{
	struct mmr_event *evs = malloc(ENC_EVENTS * sizeof(*evs));
	uint64_t *words = malloc(ENC_EVENTS * sizeof(*words));
	struct mmr_benc *enc = mmr_benc_new();
	double best_add = 1e9, best_fin = 1e9, best_w = 1e9, best_w1 = 1e9;
	struct mmr_meta *m = mmr_meta_new();
	struct mmr_error err = { 0 };
	struct synth_rt rt;
	size_t bytes = 0;
	uint32_t i;
	int p, ret = -1;

	if (!evs || !words || !enc || !m)
		goto out;
	synth_rt_init(&rt, 16, 1);
	for (i = 0; i < ENC_EVENTS; i++) {
		synth_realistic(&rt, &evs[i]);
		if (evs[i].kind == MMR_EV_IPI_SEND_CPUMASK) {
			/* the generator points every mask at one word: give each its own */
			words[i] = rt.maskw[0];
			evs[i].ipi.cpumask.bits = &words[i];
		}
	}
	for (p = 0; p < passes; p++) {
		double t_add = 0, t_fin = 0, t0, t1;
		struct mmr_writer *w;
		const char *reason;
		const uint8_t *out;
		size_t len;

		bytes = 0;
		for (i = 0; i < ENC_EVENTS; i += 65536) {
			uint32_t j;

			t0 = now();
			for (j = i; j < i + 65536; j++)
				if (mmr_benc_add(enc, &evs[j], &reason) < 0) {
					fprintf(stderr, "encode: %s\n", reason);
					goto out;
				}
			t1 = now();
			if (mmr_benc_finish(enc, &out, &len) < 0)
				goto out;
			t_add += t1 - t0;
			t_fin += now() - t1;
			bytes += len;
			mmr_benc_reset(enc);
		}
		if (t_add < best_add)
			best_add = t_add;
		if (t_fin < best_fin)
			best_fin = t_fin;
		if (mmr_writer_open(tmpfile, m, MMR_WRITER_OVERWRITE, &w, &err) < 0)
			goto out_err;
		/* odd passes at level 1, what `mmreplay record` uses */
		if (p % 2)
			mmr_writer_set_level(w, 1);
		t0 = now();
		for (i = 0; i < ENC_EVENTS; i++)
			if (mmr_writer_add(w, &evs[i], &err) < 0) {
				mmr_writer_free(w);
				goto out_err;
			}
		if (mmr_writer_close(w, NULL, &err) < 0)
			goto out_err;
		t1 = now() - t0;
		if (p % 2 ? t1 < best_w1 : t1 < best_w)
			*(p % 2 ? &best_w1 : &best_w) = t1;
	}
	printf("encode (synthetic stream, %u events in blocks of 65536, %zu payload bytes):\n",
	       ENC_EVENTS, bytes);
	printf("  mmr_benc_add: best of %d passes %.1f ns/event\n", passes,
	       best_add * 1e9 / ENC_EVENTS);
	printf("  mmr_benc_finish: best of %d passes %.1f ns/event\n", passes,
	       best_fin * 1e9 / ENC_EVENTS);
	printf("  encoder total: %.1f ns/event\n", (best_add + best_fin) * 1e9 / ENC_EVENTS);
	printf("  writer (encode + zstd -3 + write): best of %d passes %.1f ns/event\n",
	       (passes + 1) / 2, best_w * 1e9 / ENC_EVENTS);
	if (passes > 1)
		printf("  writer at zstd level 1 (as record): best of %d passes %.1f ns/event\n",
		       passes / 2, best_w1 * 1e9 / ENC_EVENTS);
	unlink(tmpfile);
	ret = 0;
	goto out;
out_err:
	fprintf(stderr, "%s\n", err.msg);
out:
	mmr_meta_free(m);
	mmr_benc_free(enc);
	free(words);
	free(evs);
	return ret;
}

int main(int argc, char **argv)
{
	char dat[1024], tmp[] = "/tmp/bench-mmr.XXXXXX", path[1100];
	int passes = 5, ret = 0, encode = 1, only_encode = 0;
	const char *synth_out = NULL;
	uint64_t events;

	while (argc > 1 && !strncmp(argv[1], "--", 2)) {
		if (!strcmp(argv[1], "--one-thread")) {
			one_thread = 1;
		} else if (!strcmp(argv[1], "--next")) {
			read_modes = 1;
		} else if (!strcmp(argv[1], "--batch")) {
			read_modes = 2;
		} else if (!strcmp(argv[1], "--encode")) {
			only_encode = 1;
		} else if (!strcmp(argv[1], "--no-encode")) {
			encode = 0;
		} else if (!strcmp(argv[1], "--synth") && argc > 2) {
			synth_out = argv[2];
			argv++;
			argc--;
		} else {
			fprintf(stderr, "usage: bench_mmr [--one-thread] [--next | --batch] [--encode] "
				"[--no-encode] "
				"[--synth OUT] [FILE] [PASSES]\n");
			return 2;
		}
		argv++;
		argc--;
	}
	/* bench_mmr --encode [PASSES]: there is no FILE */
	if (argc > (only_encode ? 1 : 2))
		passes = atoi(argv[only_encode ? 1 : 2]);
	if (synth_out)
		return make_mmr(NULL, synth_out, &events) < 0;
	if (!mkdtemp(tmp))
		return 1;
	snprintf(path, sizeof(path), "%s/bench.mmr", tmp);
	if (only_encode) {
		ret = bench_encode(passes, path);
	} else if (argc > 1) {
		ret = bench(argv[1], passes, path);
	} else {
		/* the largest fixture is small: the synthetic stream gives the steady rate */
		if (largest_dat(dat, sizeof(dat)) == 0)
			ret = bench(dat, passes * 4, path);
		if (!ret)
			ret = bench(NULL, passes, path);
		if (!ret && encode)
			ret = bench_encode(passes, path);
	}
	rmdir(tmp);
	return ret ? 1 : 0;
}
