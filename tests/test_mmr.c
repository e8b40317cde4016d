// SPDX-License-Identifier: GPL-2.0
/*
 * The .mmr format: checksum and varint primitives against independent
 * references, exact round trips of every event kind, files cut short at
 * every kind of boundary, and hand-built damaged files whose errors must name
 * the file, the byte offset and the reason.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"
#include "test.h"
#include "test_mmr_synth.h"

static char dir[256];

static const char *tpath(const char *name)
{
	static char buf[4][512];
	static int i;

	i = (i + 1) % 4;
	snprintf(buf[i], sizeof(buf[i]), "%s/%s", dir, name);
	return buf[i];
}

/* ---- primitives -------------------------------------------------------------- */

static void test_xxh64(void)
{
	static const size_t lens[] = { 0, 1, 3, 4, 7, 8, 9, 31, 32, 33, 63, 64, 100, 1000, 4099 };
	uint8_t data[4099], frame[8192];
	uint64_t s = 42;
	size_t i;

	/*
	 * What the in-tree XXH64 (replay/mmr-codec.c until libxxhash replaced
	 * it) gave, so that every .mmr written before still verifies: inputs
	 * of each path (empty, the 8/4/1-byte tails, >= 32 bytes), unaligned
	 * (pat + 1, pat + 3), seed 0 (sections, trailer) and the seed of a
	 * block's payload, XXH64(its header bytes 0..23, 0).  The fox and
	 * pat + 1 of 100 bytes agree with `xxhsum -H1` (package xxhash) too.
	 */
	static const struct {
		size_t off, len;
		int seeded; /* seed = XXH64(pat, 24, 0) */
		uint64_t h;
	} ref[] = {
		{ 1, 7, 0, 0xd22c5ea7521c69c0ULL },   { 1, 31, 0, 0x9d0865dabdb32bc3ULL },
		{ 1, 32, 0, 0xb6478c8e81fe5518ULL },  { 1, 39, 0, 0x914191cd11e3c633ULL },
		{ 1, 100, 0, 0xd47121736ce343b1ULL }, { 1, 1000, 0, 0xd9d912609222428fULL },
		{ 3, 0, 1, 0x480c98212c0e5baeULL },   { 3, 5, 1, 0x15c5fd4ee25b55dcULL },
		{ 3, 31, 1, 0x9a8e25c05aeef9eaULL },  { 3, 33, 1, 0x02bd60e04c5b3c16ULL },
		{ 3, 100, 1, 0x5323583e807ef1b5ULL },
	};
	static const char fox[] = "The quick brown fox jumps over the lazy dog";
	uint8_t pat[1024];
	uint64_t seed;

	/* published test vectors of XXH64 */
	CHECK(mmr_xxh64("", 0, 0) == 0xEF46DB3751D8E999ULL);
	CHECK(mmr_xxh64("a", 1, 0) == 0xD24EC4F1A98C6E5BULL);
	CHECK(mmr_xxh64("abc", 3, 0) == 0x44BC2CF5AD770999ULL);
	CHECK(mmr_xxh64(fox, sizeof(fox) - 1, 0) == 0x0B242D361FDA71BCULL);
	for (i = 0; i < sizeof(pat); i++)
		pat[i] = (uint8_t)(i * 7 + 1);
	seed = mmr_xxh64(pat, 24, 0);
	CHECK_EQ(seed, 0x06c3c997b7008641ULL);
	for (i = 0; i < sizeof(ref) / sizeof(ref[0]); i++) {
		uint64_t sd = ref[i].seeded ? seed : 0;

		CHECK_EQ(mmr_xxh64(pat + ref[i].off, ref[i].len, sd), ref[i].h);
	}
	for (i = 0; i < sizeof(data); i++)
		data[i] = (uint8_t)synth_rand(&s);
	/*
	 * Independent reference: a zstd frame with content checksum ends with the
	 * low 32 bits of XXH64(content, seed 0), computed by libzstd's own xxhash.
	 */
	for (i = 0; i < sizeof(lens) / sizeof(lens[0]); i++) {
		ZSTD_CCtx *c = ZSTD_createCCtx();
		size_t n;

		ZSTD_CCtx_setParameter(c, ZSTD_c_checksumFlag, 1);
		n = ZSTD_compress2(c, frame, sizeof(frame), data, lens[i]);
		CHECK(!ZSTD_isError(n) && n >= 4);
		CHECK_EQ(mmr_get_le32(frame + n - 4), (uint32_t)mmr_xxh64(data, lens[i], 0));
		ZSTD_freeCCtx(c);
	}
}

static void test_varint(void)
{
	static const uint64_t vals[] = { 0, 1, 127, 128, 16383, 16384, 0xffffffffULL,
					 0x7fffffffffffffffULL, 0xffffffffffffffffULL };
	static const int64_t svals[] = { 0, -1, 1, -64, 64, INT64_MIN, INT64_MAX };
	uint8_t buf[10];
	size_t i, n;

	for (i = 0; i < sizeof(vals) / sizeof(vals[0]); i++) {
		const uint8_t *p = buf;
		uint64_t v = 0;

		n = mmr_put_varint(buf, vals[i]);
		CHECK(mmr_get_varint(&p, buf + n, &v) == 0 && v == vals[i] && p == buf + n);
		p = buf;
		CHECK(n == 1 || mmr_get_varint(&p, buf + n - 1, &v) < 0); /* cut short */
	}
	CHECK_EQ(mmr_put_varint(buf, 300), 2);
	CHECK(buf[0] == 0xac && buf[1] == 0x02); /* the LEB128 example of the DWARF spec */
	CHECK_EQ(mmr_put_varint(buf, UINT64_MAX), 10);
	memset(buf, 0xff, sizeof(buf));
	{
		const uint8_t *p = buf;
		uint64_t v;

		CHECK(mmr_get_varint(&p, buf + 10, &v) < 0); /* 11th byte would be needed */
	}
	CHECK_EQ(mmr_zigzag(0), 0);
	CHECK_EQ(mmr_zigzag(-1), 1);
	CHECK_EQ(mmr_zigzag(1), 2);
	CHECK_EQ(mmr_zigzag(-2), 3);
	for (i = 0; i < sizeof(svals) / sizeof(svals[0]); i++)
		CHECK(mmr_unzigzag(mmr_zigzag(svals[i])) == svals[i]);
}

static void test_meta_text(void)
{
	struct mmr_meta *m = mmr_meta_new(), *b = mmr_meta_new();
	const char *bad;
	size_t len, off;
	char *t;

	mmr_meta_set(m, "kernel", "6.18.0");
	mmr_meta_set(m, "command", "sh -c 'a\\b\nc'");
	mmr_meta_set(m, "empty", "");
	t = mmr_meta_encode(m, &len, &bad);
	CHECK(t && len == strlen("kernel=6.18.0\ncommand=sh -c 'a\\\\b\\nc'\nempty=\n"));
	CHECK(t && !memcmp(t, "kernel=6.18.0\ncommand=sh -c 'a\\\\b\\nc'\nempty=\n", len));
	CHECK(mmr_meta_decode(b, t, len, &off) == 0);
	CHECK(mmr_meta_count(b) == 3);
	CHECK(!strcmp(mmr_meta_get(b, "command"), "sh -c 'a\\b\nc'"));
	CHECK(!strcmp(mmr_meta_get(b, "empty"), ""));
	CHECK(mmr_meta_decode(b, "a=1\nnoequals\n", 13, &off) == MMR_ECORRUPT && off == 4);
	CHECK(mmr_meta_decode(b, "a=1", 3, &off) == MMR_ECORRUPT && off == 0);
	CHECK(mmr_meta_decode(b, "a=\\x\n", 5, &off) == MMR_ECORRUPT);
	free(t);
	mmr_meta_set(m, "bad=key", "1");
	CHECK(mmr_meta_encode(m, &len, &bad) == NULL && bad && !strcmp(bad, "bad=key"));
	mmr_meta_free(m);
	mmr_meta_free(b);
}

/* ---- round trip ----------------------------------------------------------------- */

#define RT_EVENTS 20000

struct rt_set {
	struct mmr_event ev[RT_EVENTS];
	uint64_t words[RT_EVENTS][8];
};

/* Every kind in turn, then random kinds; CPUs 0..299; now and then equal timestamps. */
static void make_events(struct rt_set *s, size_t n, uint64_t seed)
{
	uint64_t r = seed, ts = 5;
	size_t i;

	for (i = 0; i < n; i++) {
		struct mmr_event *ev = &s->ev[i];
		unsigned int nk = MMR_EV__COUNT - 1;
		unsigned int kind = 1 + (unsigned int)(i < 4 * nk ? i % nk : synth_rand(&r) % nk);

		mmr_event_init(ev, kind);
		synth_fill(&r, ev, s->words[i]);
		ts += synth_rand(&r) % 3 == 0 ? 0 : synth_rand(&r) % 100000;
		if (i == n / 2)
			ts += 1ULL << 40; /* a long pause */
		ev->ts = ts;
		ev->cpu = (uint32_t)(synth_rand(&r) % 300);
		ev->pid = (int32_t)synth_value(&r, MMR_FT_S32);
		ev->tgid = synth_rand(&r) & 1 ? ev->pid : (int32_t)synth_value(&r, MMR_FT_S32);
		ev->flags = synth_rand(&r) % 5 == 0 ? (uint16_t)synth_rand(&r) : 0;
	}
	/* the cases the brief names, placed explicitly */
	mmr_event_init(&s->ev[7], MMR_EV_TLB_FLUSH);
	s->ev[7].tlb_flush.reason = MMR_TLB_REMOTE_SHOOTDOWN;
	s->ev[7].tlb_flush.pages = -1;
	s->ev[7].ts = s->ev[6].ts;
	s->ev[7].cpu = 299;
}

static struct mmr_meta *test_meta(void)
{
	struct mmr_meta *m = mmr_meta_new();

	mmr_meta_set(m, "kernel", "6.18.0-test");
	mmr_meta_set(m, "cpus", "300");
	mmr_meta_set(m, "command", "line one\nline two \\ end");
	return m;
}

static int write_file(const char *path, struct rt_set *s, size_t n, unsigned int block,
		      int finish, uint64_t *block_end, size_t *nblock_end)
{
	struct mmr_meta *m = test_meta(), *fin = mmr_meta_new();
	struct mmr_writer *w = NULL;
	struct mmr_error err = { 0 };
	size_t i;
	int ret;

	unlink(path);
	ret = mmr_writer_open(path, m, 0, &w, &err);
	CHECK(ret == 0);
	if (ret) {
		fprintf(stderr, "%s\n", err.msg);
		goto out;
	}
	CHECK(mmr_writer_set_block_events(w, block) == 0);
	mmr_writer_set_block_ns(w, 0); /* blocks by events alone (test_block_time: by time) */
	if (nblock_end)
		*nblock_end = 0;
	for (i = 0; i < n; i++) {
		uint64_t before = mmr_writer_bytes(w);

		ret = mmr_writer_add(w, &s->ev[i], &err);
		CHECK(ret == 0);
		if (ret) {
			fprintf(stderr, "%s\n", err.msg);
			break;
		}
		if (nblock_end && mmr_writer_bytes(w) != before)
			block_end[(*nblock_end)++] = mmr_writer_bytes(w);
	}
	CHECK_EQ(mmr_writer_events(w), n);
	mmr_meta_set(fin, "lost.cpu3", "17");
	mmr_meta_set(fin, "kernel", "6.18.0-final");
	if (finish) {
		ret = mmr_writer_close(w, fin, &err);
		CHECK(ret == 0);
	} else {
		mmr_writer_free(w);
	}
out:
	mmr_meta_free(m);
	mmr_meta_free(fin);
	return ret;
}

static void check_batch(const char *path, int batched);

/* Read @path back: events compared with @s; returns how many were read, -err on error. */
static long read_back(const char *path, struct rt_set *s, size_t n, struct mmr_error *err,
		      const struct mmr_meta **meta_out, struct mmr_source **keep)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	long cnt = 0;
	int ret;

	ret = mmr_source_open(path, &src, err);
	if (ret < 0)
		return ret;
	CHECK(mmr_source_format(src) == MMR_FMT_MMR);
	while ((ret = mmr_source_next(src, &ev, err)) > 0) {
		if ((size_t)cnt < n && s && !same_event(&s->ev[cnt], ev, (size_t)cnt)) {
			test_failures++;
			s = NULL; /* one report is enough */
		}
		cnt++;
	}
	if (meta_out)
		*meta_out = mmr_source_meta(src);
	if (keep)
		*keep = src;
	else
		mmr_source_close(src);
	/* in batches: the same events, the same end or error */
	check_batch(path, -1);
	return ret < 0 ? ret : cnt;
}

static void test_round_trip(struct rt_set *s)
{
	const char *p = tpath("rt.mmr");
	const struct mmr_meta *meta;
	struct mmr_source *src;
	struct mmr_error err = { 0 };
	struct stat st;
	long n;

	make_events(s, RT_EVENTS, 1);
	write_file(p, s, RT_EVENTS, 3000, 1, NULL, NULL);
	CHECK(stat(p, &st) == 0 && (st.st_mode & 0777) == 0600);
	n = read_back(p, s, RT_EVENTS, &err, &meta, &src);
	if (n < 0)
		fprintf(stderr, "%s\n", err.msg);
	CHECK_EQ(n, RT_EVENTS);
	if (n >= 0) {
		/* header metadata, with the footer's keys layered on top */
		CHECK(!strcmp(mmr_meta_get(meta, "kernel"), "6.18.0-final"));
		CHECK(!strcmp(mmr_meta_get(meta, "command"), "line one\nline two \\ end"));
		CHECK(!strcmp(mmr_meta_get(meta, "lost.cpu3"), "17"));
		CHECK(mmr_meta_get(meta, "truncated") == NULL);
		mmr_source_close(src);
	}
	/* one block per event and one block for all: the same events */
	write_file(p, s, 500, 1, 1, NULL, NULL);
	CHECK_EQ(read_back(p, s, 500, &err, NULL, NULL), 500);
	write_file(p, s, RT_EVENTS, RT_EVENTS, 1, NULL, NULL);
	CHECK_EQ(read_back(p, s, RT_EVENTS, &err, NULL, NULL), RT_EVENTS);
	/* an empty file with a footer is a valid trace of nothing */
	write_file(p, s, 0, 100, 1, NULL, NULL);
	CHECK_EQ(read_back(p, s, 0, &err, NULL, NULL), 0);
}

/* RT_EVENTS of the realistic synthetic stream (seed @seed), cpumasks in s->words. */
static void fill_realistic(struct rt_set *s, uint64_t seed)
{
	struct synth_rt rt;
	size_t i;

	synth_rt_init(&rt, 8, seed);
	for (i = 0; i < RT_EVENTS; i++) {
		synth_realistic(&rt, &s->ev[i]);
		if (s->ev[i].kind == MMR_EV_IPI_SEND_CPUMASK) {
			s->words[i][0] = s->ev[i].ipi.cpumask.bits[0];
			s->ev[i].ipi.cpumask.bits = s->words[i];
		}
	}
}

/* A realistic stream: exact round trip too, and a size sanity bound. */
static void test_realistic(struct rt_set *s)
{
	const char *p = tpath("real.mmr");
	struct stat st;
	struct mmr_error err = { 0 };

	fill_realistic(s, 7);
	write_file(p, s, RT_EVENTS, 65536, 1, NULL, NULL);
	CHECK_EQ(read_back(p, s, RT_EVENTS, &err, NULL, NULL), RT_EVENTS);
	CHECK(stat(p, &st) == 0);
	fprintf(stderr, "realistic synthetic stream: %.2f bytes/event\n",
		(double)st.st_size / RT_EVENTS);
}

/*
 * @a and @b alike in all their bytes (what mmr_event_init() left in padding
 * and in the fields a kind lacks included), but for the cpumask word
 * pointers and the padding inside a symref, which are not the event's.
 */
static int same_bytes(const struct mmr_event *a, const struct mmr_event *b, size_t i)
{
	const struct mmr_event_info *info = mmr_event_info(a->kind);
	struct mmr_event x = *a, y = *b;
	unsigned int f;

	for (f = 0; info && f < info->nr_fields; f++) {
		const struct mmr_field *fl = &info->fields[f];
		char *px = (char *)&x + fl->offset, *py = (char *)&y + fl->offset;

		if (fl->type == MMR_FT_CPUMASK) {
			memset(px + offsetof(struct mmr_cpumask, bits), 0, sizeof(void *));
			memset(py + offsetof(struct mmr_cpumask, bits), 0, sizeof(void *));
		} else if (fl->type == MMR_FT_SYM) {
			size_t end = offsetof(struct mmr_symref, sym) + sizeof(uint16_t);

			memset(px + end, 0, sizeof(struct mmr_symref) - end);
			memset(py + end, 0, sizeof(struct mmr_symref) - end);
		}
	}
	if (memcmp(&x, &y, sizeof(x))) {
		size_t k = 0;

		while (((const uint8_t *)&x)[k] == ((const uint8_t *)&y)[k])
			k++;
		fprintf(stderr, "event %zu (%s): byte %zu is 0x%02x, wrote 0x%02x\n", i,
			info ? info->name : "?", k, ((const uint8_t *)&y)[k],
			((const uint8_t *)&x)[k]);
		return 0;
	}
	return 1;
}

/* ---- mmr_source_next_batch() ------------------------------------------------------ */

/*
 * mmr_source_next_batch() on @path (@mixed: every other call mmr_source_next()
 * instead) against mmr_source_next() on a second source of the same file:
 * the same events in the same order, alike in all their bytes and cpumask
 * words, arrays of at least one event, and the same end: 0, or the same
 * error code and message, repeated by the next call.  Returns the events
 * read, or the error, and the largest array in *@maxk.
 */
static long batch_matches(const char *path, int mixed, size_t *maxk)
{
	struct mmr_error ea = { 0 }, eb = { 0 };
	struct mmr_source *a = NULL, *b = NULL;
	const struct mmr_event *ev, *evs;
	unsigned long turn = 0;
	long cnt = 0;
	int ra, rb, fail = 0;
	size_t k, i;

	*maxk = 0;
	ra = mmr_source_open(path, &a, &ea);
	rb = mmr_source_open(path, &b, &eb);
	CHECK_EQ(ra, rb);
	if (ra < 0 || rb < 0) {
		CHECK(!strcmp(ea.msg, eb.msg));
		mmr_source_close(a);
		mmr_source_close(b);
		return ra;
	}
	for (;;) {
		if (mixed && turn++ % 2) {
			rb = mmr_source_next(b, &evs, &eb);
			k = 1;
		} else {
			rb = mmr_source_next_batch(b, &evs, &k, &eb);
		}
		if (rb <= 0)
			break;
		CHECK(k >= 1);
		if (k > *maxk)
			*maxk = k;
		for (i = 0; i < k; i++, cnt++) {
			ra = mmr_source_next(a, &ev, &ea);
			if (ra != 1 || !same_bytes(ev, &evs[i], (size_t)cnt) ||
			    !same_event(ev, &evs[i], (size_t)cnt)) {
				fprintf(stderr, "%s: event %ld differs in a batch read\n", path, cnt);
				fail = 1;
				break;
			}
		}
		if (fail)
			break;
	}
	if (fail) {
		test_failures++;
	} else {
		ra = mmr_source_next(a, &ev, &ea);
		CHECK_EQ(ra, rb);
		if (rb < 0 && strcmp(ea.msg, eb.msg)) {
			fprintf(stderr, "%s: \"%s\" read one by one, \"%s\" in batches\n", path,
				ea.msg, eb.msg);
			test_failures++;
		}
		/* the end and the error stay */
		memset(&eb, 0, sizeof(eb));
		CHECK_EQ(mmr_source_next_batch(b, &evs, &k, &eb), rb);
		CHECK(rb == 0 || !strcmp(ea.msg, eb.msg));
	}
	mmr_source_close(a);
	mmr_source_close(b);
	return rb < 0 ? rb : cnt;
}

/*
 * batch_matches() in both modes on @path.  @batched 1: a file of more than
 * one event must come in arrays of more than one (a .mmr whose blocks hold
 * more than one); 0: one event per array (trace.dat, .mms); -1: either.
 */
static void check_batch(const char *path, int batched)
{
	size_t maxk;
	long n1 = batch_matches(path, 0, &maxk), n2;

	if (batched == 1 && n1 > 1)
		CHECK(maxk > 1);
	if (batched == 0)
		CHECK(maxk <= 1);
	n2 = batch_matches(path, 1, &maxk);
	CHECK_EQ(n1, n2);
}

/* The fixtures in every format: .mmr files in chunks, trace.dat and .mms one by one. */
static void test_batch_fixtures(void)
{
	static const char *const mmr[] = {
		"tlb-real/madvise_storm-6.12-smp4.mmr",
		"tlb-real/munmap_storm-6.12-smp4-raw.mmr",
		"tlb-real/reclaim_mmap_read-6.12-smp4.mmr",
		"filemap/reclaim_mmap_read-6.18-smp2.mmr",
	};
	static const char *const other[] = { "wl-v7.dat", "lost-v7.dat", "wl-v6.dat",
					     "scenarios/engine-cow.mms" };
	char p[1024];
	size_t i, maxk;

	for (i = 0; i < sizeof(mmr) / sizeof(mmr[0]); i++) {
		snprintf(p, sizeof(p), "%s/%s", MMR_TEST_DATA, mmr[i]);
		CHECK(batch_matches(p, 0, &maxk) > 0);
		check_batch(p, 1);
	}
	for (i = 0; i < sizeof(other) / sizeof(other[0]); i++) {
		snprintf(p, sizeof(p), "%s/%s", MMR_TEST_DATA, other[i]);
		CHECK(batch_matches(p, 0, &maxk) > 0);
		check_batch(p, 0);
	}
}

/* Read @path back: every event equal to @s's in all 120 bytes. */
static void read_back_bytes(const char *path, struct rt_set *s, size_t n)
{
	struct mmr_error err = { 0 };
	struct mmr_source *src;
	const struct mmr_event *ev;
	size_t cnt = 0;
	int ret;

	CHECK(mmr_source_open(path, &src, &err) == 0);
	if (!src) {
		fprintf(stderr, "%s\n", err.msg);
		return;
	}
	while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
		if (cnt < n && !same_bytes(&s->ev[cnt], ev, cnt)) {
			test_failures++;
			break;
		}
		cnt++;
	}
	if (ret == 0)
		CHECK_EQ(cnt, n);
	CHECK(ret >= 0);
	mmr_source_close(src);
	check_batch(path, -1); /* blocks of one event included */
}

/*
 * The decoder reuses its event slots from chunk to chunk and stores a kind's
 * template only as far as any slot may hold other bytes: long runs of a
 * wide kind (every field set, up to the end of the union) then of narrow
 * ones, across chunk and block ends of every phase, must still read back
 * with no byte of an earlier event left over.  Then the random and the
 * realistic streams, byte for byte.
 */
static void test_all_bytes(struct rt_set *s)
{
	static const unsigned int narrow[] = { MMR_EV_PAGE_FREE, MMR_EV_TLB_FLUSH,
					       MMR_EV_EXIT_MMAP };
	/* 2048: a multiple of the chunk, so that a block of 2500 ends on a narrow short chunk */
	static const unsigned int runs[] = { 2048, 2100, 300, 1500, 5, 3000, 700, 2100 };
	const char *p = tpath("bytes.mmr");
	uint64_t r = 11, ts = 1;
	size_t i = 0, j;
	unsigned int k;

	for (k = 0; k < sizeof(runs) / sizeof(runs[0]); k++) {
		for (j = 0; j < runs[k] && i < RT_EVENTS; j++, i++) {
			struct mmr_event *ev = &s->ev[i];

			/* even runs wide, odd runs narrow kinds */
			mmr_event_init(ev, k % 2 ? narrow[(k / 2 + j) % 3]
					     : MMR_EV_VMSCAN_SHRINK_INACTIVE);
			synth_fill(&r, ev, s->words[i]);
			ev->ts = ts += synth_rand(&r) % 1000;
			ev->cpu = (uint32_t)(synth_rand(&r) % 4);
			ev->pid = (int32_t)(synth_rand(&r) % 100);
		}
	}
	/* blocks of 2500 and 1: short chunks at every block's end */
	write_file(p, s, i, 2500, 1, NULL, NULL);
	read_back_bytes(p, s, i);
	write_file(p, s, 3000, 1, 1, NULL, NULL);
	read_back_bytes(p, s, 3000);
	write_file(p, s, i, RT_EVENTS, 1, NULL, NULL);
	read_back_bytes(p, s, i);

	make_events(s, RT_EVENTS, 3);
	write_file(p, s, RT_EVENTS, 3000, 1, NULL, NULL);
	read_back_bytes(p, s, RT_EVENTS);

	fill_realistic(s, 5);
	write_file(p, s, RT_EVENTS, 65536, 1, NULL, NULL);
	read_back_bytes(p, s, RT_EVENTS);
}

/* ---- files cut short -------------------------------------------------------------- */

static void cut(const char *from, const char *to, uint64_t len)
{
	char buf[1 << 16];
	int in = open(from, O_RDONLY), out;
	uint64_t done = 0;

	unlink(to);
	out = open(to, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	while (done < len) {
		ssize_t n = read(in, buf, len - done < sizeof(buf) ? len - done : sizeof(buf));

		if (n <= 0)
			break;
		CHECK(write(out, buf, (size_t)n) == n);
		done += (uint64_t)n;
	}
	close(in);
	close(out);
}

static void test_truncated(struct rt_set *s)
{
	const char *full = tpath("full.mmr"), *c = tpath("cut.mmr");
	uint64_t ends[64];
	size_t nend, b;
	const struct mmr_meta *meta;
	struct mmr_source *src;
	struct mmr_error err = { 0 };
	struct stat st;
	long n;

	make_events(s, 2500, 3);
	/* blocks of 1000: ends[0..1] are the two full blocks; 500 events stay pending */
	write_file(full, s, 2500, 1000, 0, ends, &nend);
	CHECK_EQ(nend, 2);
	/* freed without close: the complete blocks are there, the pending 500 are not */
	n = read_back(full, s, 2500, &err, &meta, &src);
	CHECK_EQ(n, 2000);
	if (n >= 0) {
		const char *t = mmr_meta_get(meta, "truncated");

		CHECK(t && !strcmp(t, "1"));
		CHECK(!strcmp(mmr_meta_get(meta, "kernel"), "6.18.0-test"));
		mmr_source_close(src);
	}
	write_file(full, s, 2500, 1000, 1, ends, &nend);
	CHECK(stat(full, &st) == 0);
	/* cut at each block end, inside each block, inside the next header, in the index */
	for (b = 0; b < nend; b++) {
		uint64_t start = b ? ends[b - 1] : 0;

		cut(full, c, ends[b]);
		CHECK_EQ(read_back(c, s, 2500, &err, NULL, NULL), 1000 * (long)(b + 1));
		cut(full, c, ends[b] + 5);
		CHECK_EQ(read_back(c, s, 2500, &err, NULL, NULL), 1000 * (long)(b + 1));
		if (b) {
			cut(full, c, (start + ends[b]) / 2);
			CHECK_EQ(read_back(c, s, 2500, &err, NULL, NULL), 1000 * (long)b);
		}
	}
	cut(full, c, (uint64_t)st.st_size - 1); /* the trailer's last byte missing */
	n = read_back(c, s, 2500, &err, &meta, &src);
	CHECK_EQ(n, 2500);
	if (n >= 0) {
		CHECK(mmr_meta_get(meta, "truncated") != NULL);
		mmr_source_close(src);
	}
	cut(full, c, 20); /* inside the metadata section header */
	err.msg[0] = 0;
	CHECK_EQ(read_back(c, NULL, 0, &err, NULL, NULL), MMR_ETRUNCATED);
	CHECK(strstr(err.msg, "cut.mmr: offset 16: truncated metadata header"));
}

/* ---- value stream widths ------------------------------------------------------ */

/* LEB128 length, counted byte by byte (independent of the codec's helpers). */
static unsigned int leb_len(uint64_t v)
{
	unsigned int n = 0;

	do {
		n++;
		v /= 128;
	} while (v);
	return n;
}

/*
 * One block of lost-event markers whose nr stream holds exactly @u (stored
 * values: zigzag of the deltas): the encoder must pick the width that the
 * writer's cost rule makes cheapest, the smallest of equal ones (packed n * w
 * bytes plus a varint per value of at least 2^8w - 1, plus ESC_PENALTY per
 * such escape, worked out here value by value), its length must be the real
 * one (without the penalty), and the block must read back exactly.
 */
/* the writer's charge per escape when it compares widths (pick_width()) */
#define ESC_PENALTY 2

static void check_width_case(const uint64_t *u, size_t n)
{
	struct mmr_benc *e = mmr_benc_new();
	struct mmr_bdec *d = mmr_bdec_new();
	uint64_t best = UINT64_MAX / 2, best_esc = 0, nr = 0, id = 0, ns, len, want_w = 0;
	uint64_t *nrs = calloc(n, 8);
	const uint8_t *pl, *p, *end, *data;
	const struct mmr_event *ev;
	const char *reason;
	unsigned int w, found = 0;
	uint8_t *copy;
	char why[256];
	size_t i, plen;

	CHECK(e && d && nrs);
	for (w = 1; w <= 8; w++) {
		uint64_t cost = 1 + n * w, lim = w == 8 ? UINT64_MAX : (1ULL << (8 * w)) - 1;
		uint64_t nesc = 0;

		for (i = 0; i < n; i++)
			if (u[i] >= lim) {
				cost += leb_len(u[i]);
				nesc++;
			}
		if (cost + nesc * ESC_PENALTY < best + best_esc * ESC_PENALTY) {
			best = cost;
			best_esc = nesc;
			want_w = w;
		}
	}
	for (i = 0; i < n; i++) {
		struct mmr_event ev1;

		mmr_event_init(&ev1, MMR_EV_LOST);
		ev1.ts = 1000 + i;
		/* stored value u: the delta is its unzigzag */
		nr += (uint64_t)((int64_t)(u[i] >> 1) ^ -(int64_t)(u[i] & 1));
		ev1.lost.nr = nrs[i] = nr;
		CHECK(mmr_benc_add(e, &ev1, &reason) >= 0);
	}
	CHECK_EQ(mmr_benc_finish(e, &pl, &plen), 0);
	/* the stream directory: find the nr stream, then its width byte and length */
	p = pl;
	end = pl + plen;
	data = NULL;
	len = 0;
	if (mmr_get_varint(&p, end, &ns) == 0) {
		uint64_t off = 0, k, sl = 0;

		for (k = 0; k < ns; k++) {
			if (mmr_get_varint(&p, end, &id) || mmr_get_varint(&p, end, &sl))
				break;
			if (id == MMR_ST_FIELD0 + MMR_EV_LOST * 16) {
				found = 1;
				len = sl;
			} else if (!found) {
				off += sl;
			}
		}
		/* the streams' bytes follow the directory, in its order */
		if (k == ns && found)
			data = p + off;
	}
	found = data != NULL;
	CHECK(found);
	if (found) {
		CHECK_EQ(data[0], want_w);
		CHECK_EQ(len, best);
	}
	copy = malloc(plen + MMR_BDEC_SLACK);
	CHECK(copy != NULL);
	memcpy(copy, pl, plen);
	memset(copy + plen, 0, MMR_BDEC_SLACK);
	CHECK_EQ(mmr_bdec_start(d, copy, plen, (uint32_t)n, 1000, why, sizeof(why)), 0);
	for (i = 0; i < n; i++) {
		if (mmr_bdec_next(d, &ev, why, sizeof(why)) != 1) {
			fprintf(stderr, "width case: event %zu: %s\n", i, why);
			test_failures++;
			break;
		}
		CHECK_EQ(ev->lost.nr, nrs[i]);
	}
	CHECK_EQ(mmr_bdec_next(d, &ev, why, sizeof(why)), 0);
	free(copy);
	free(nrs);
	mmr_bdec_free(d);
	mmr_benc_free(e);
}

static void test_widths(void)
{
	/* every boundary: all ones of each width, one below and one above */
	static uint64_t edge[8 * 3 + 4];
	uint64_t mixed[300], s = 7;
	size_t n = 0, i;
	unsigned int w;

	for (w = 1; w <= 8; w++) {
		uint64_t ones = w == 8 ? UINT64_MAX : (1ULL << (8 * w)) - 1;

		edge[n++] = ones - 1;
		edge[n++] = ones;
		edge[n++] = ones + 1; /* 0 for w = 8 */
	}
	edge[n++] = 127; /* varint length steps */
	edge[n++] = 128;
	edge[n++] = 16383;
	edge[n++] = 16384;
	check_width_case(edge, n);
	/* one edge value among many small ones, so that escaping it is cheapest */
	for (i = 0; i < n; i++) {
		size_t j;

		for (j = 0; j < 300; j++)
			mixed[j] = synth_rand(&s) % 200;
		mixed[synth_rand(&s) % 300] = edge[i];
		check_width_case(mixed, 300);
	}
	/* random magnitudes: every width is best somewhere */
	for (w = 0; w < 64; w++) {
		for (i = 0; i < 300; i++) {
			uint64_t r = synth_rand(&s);

			mixed[i] = r >> (synth_rand(&s) % 64 < w ? r % 64 : 40 + r % 24);
		}
		check_width_case(mixed, 300);
	}
	/* fewer values than one 16-byte group, and exactly one group */
	check_width_case(edge, 3);
	check_width_case(edge, 16);
}

/* ---- damaged files ------------------------------------------------------------------ */

static void patch(const char *path, uint64_t off, const void *bytes, size_t n)
{
	int fd = open(path, O_WRONLY);

	CHECK(pwrite(fd, bytes, n, (off_t)off) == (ssize_t)n);
	close(fd);
}

static void expect_error(const char *path, int code, const char *msg)
{
	struct mmr_error err = { 0 };
	long n = read_back(path, NULL, 0, &err, NULL, NULL);

	CHECK_EQ(n, code);
	if (!strstr(err.msg, msg)) {
		fprintf(stderr, "expected \"%s\" in \"%s\"\n", msg, err.msg);
		test_failures++;
	}
}

/*
 * A file with one hand-made block of @payload (no footer), as docs/file-format.md
 * says, whose first timestamp is @first_ts.
 */
static void handmade_ts(const char *path, const uint8_t *payload, size_t plen, uint32_t count,
			int compress, uint64_t first_ts)
{
	static const char meta[] = "kernel=x\n";
	uint8_t buf[4096], *b;
	size_t clen;
	int fd;

	memcpy(buf, "MMREPLAY", 8);
	mmr_put_le32(buf + 8, 1);
	mmr_put_le32(buf + 12, 0);
	mmr_put_le32(buf + 16, MMR_TAG('M', 'E', 'T', 'A'));
	mmr_put_le32(buf + 20, sizeof(meta) - 1);
	mmr_put_le64(buf + 24, mmr_xxh64(meta, sizeof(meta) - 1, 0));
	memcpy(buf + 32, meta, sizeof(meta) - 1);
	b = buf + 32 + sizeof(meta) - 1;
	if (compress)
		clen = ZSTD_compress(b + 32, 2048, payload, plen, 3);
	else
		memcpy(b + 32, payload, clen = plen);
	mmr_put_le32(b, MMR_TAG('E', 'V', 'B', 'K'));
	mmr_put_le32(b + 4, (uint32_t)clen);
	mmr_put_le32(b + 8, (uint32_t)plen);
	mmr_put_le32(b + 12, count);
	mmr_put_le64(b + 16, first_ts);
	mmr_put_le64(b + 24, mmr_xxh64(b + 32, clen, mmr_xxh64(b, 24, 0)));
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	clen += (size_t)(b - buf) + 32;
	CHECK(write(fd, buf, clen) == (ssize_t)clen);
	close(fd);
}

static void handmade(const char *path, const uint8_t *payload, size_t plen, uint32_t count,
		     int compress)
{
	handmade_ts(path, payload, plen, count, compress, 1000);
}

/*
 * The stream directory of a one-event block: the kind stream (1 byte), the
 * cpu, ts, pid and tgid streams (2 bytes: width, value) and field stream
 * @field (2 bytes); the number of bytes written.  The streams' bytes follow.
 */
static size_t one_field_dir(uint8_t *out, unsigned int field)
{
	size_t n = 0;

	out[n++] = 6;
	for (unsigned int st = 0; st < 5; st++) {
		out[n++] = (uint8_t)st;
		out[n++] = st ? 2 : 1;
	}
	n += mmr_put_varint(out + n, field);
	out[n++] = 2;
	return n;
}

/*
 * The payload of three lost_events events whose cpu and timestamp-delta
 * streams are @cpu and @ts (width byte, then the values), the other streams 0.
 */
static size_t three_lost(uint8_t *out, const uint8_t *cpu, size_t ncpu, const uint8_t *ts,
			 size_t nts)
{
	static const uint8_t zero3[] = { 1, 0, 0, 0 };
	size_t n = 0;

	out[n++] = 6;
	out[n++] = MMR_ST_KIND;
	out[n++] = 3;
	out[n++] = MMR_ST_CPU;
	out[n++] = (uint8_t)ncpu;
	out[n++] = MMR_ST_TS;
	out[n++] = (uint8_t)nts;
	out[n++] = MMR_ST_PID;
	out[n++] = sizeof(zero3);
	out[n++] = MMR_ST_TGID;
	out[n++] = sizeof(zero3);
	n += mmr_put_varint(out + n, MMR_ST_FIELD0 + MMR_EV_LOST * 16);
	out[n++] = sizeof(zero3);
	memset(out + n, MMR_EV_LOST, 3);
	n += 3;
	memcpy(out + n, cpu, ncpu);
	n += ncpu;
	memcpy(out + n, ts, nts);
	n += nts;
	memcpy(out + n, zero3, sizeof(zero3));
	memcpy(out + n + 4, zero3, sizeof(zero3));
	memcpy(out + n + 8, zero3, sizeof(zero3));
	return n + 12;
}

/*
 * Decode @pl (@n bytes, three events from @first_ts) with @d, after a good
 * block has filled its CPU table; @want: the error's reason, NULL for none.
 */
static void decode_three(struct mmr_bdec *d, const uint8_t *pl, size_t n, uint64_t first_ts,
			 const char *want)
{
	static const uint8_t cpu_ok[] = { 1, 0, 1, 0 }, ts_ok[] = { 1, 0, 5, 6 };
	uint8_t good[128], buf[128 + MMR_BDEC_SLACK] = { 0 };
	const struct mmr_event *ev;
	char why[256] = "";
	size_t gn = three_lost(good, cpu_ok, sizeof(cpu_ok), ts_ok, sizeof(ts_ok));
	int i, ret = 0;

	memcpy(buf, good, gn);
	CHECK_EQ(mmr_bdec_start(d, buf, gn, 3, 1000, why, sizeof(why)), 0);
	for (i = 0; i < 4; i++)
		CHECK_EQ(mmr_bdec_next(d, &ev, why, sizeof(why)), i < 3);
	memset(buf, 0, sizeof(buf));
	memcpy(buf, pl, n);
	CHECK_EQ(mmr_bdec_start(d, buf, n, 3, first_ts, why, sizeof(why)), 0);
	for (i = 0; i < 4 && (ret = mmr_bdec_next(d, &ev, why, sizeof(why))) > 0; i++)
		;
	if (want) {
		CHECK_EQ(ret, MMR_ECORRUPT);
		if (!strstr(why, want)) {
			fprintf(stderr, "expected \"%s\" in \"%s\"\n", want, why);
			test_failures++;
		}
	} else {
		CHECK_EQ(ret, 0);
		CHECK_EQ(i, 3);
	}
}

/*
 * The header pass checks CPU numbers and timestamp overflow only for chunks
 * whose columns may need it: a CPU past the table, a delta or a start that
 * could overflow must each still be caught, at the right event, also once
 * the decoder's CPU table is filled.
 */
static void test_header_checks(void)
{
	static const uint8_t cpu_ok[] = { 1, 0, 1, 0 };
	/* event 1 on CPU 70000 (3 bytes), past MMR_MAX_CPUS */
	static const uint8_t cpu_big[] = { 3, 0, 0, 0, 0x70, 0x11, 0x01, 0, 0, 0 };
	/*
	 * event 1 on CPU 2^32 + 1, 8 bytes wide and as the escape of a 1-byte
	 * column: out of range, not CPU 1 (the decoder keeps CPUs in 32 bits)
	 */
	static const uint8_t cpu_wide[] = { 8, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
					    0, 0, 0, 0, 0, 0, 0, 0 };
	static const uint8_t cpu_esc[] = { 1, 0, 0xff, 0, 0x81, 0x80, 0x80, 0x80, 0x10 };
	static const uint8_t ts_small[] = { 1, 0, 5, 6 };
	/* event 2's delta takes 1000 + 5 past 2^64 */
	static const uint8_t ts_big[] = { 8, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
					  0x17, 0xfc, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	struct mmr_bdec *dec = mmr_bdec_new();
	const char *d = tpath("h.mmr");
	uint8_t pl[128];
	size_t n;

	CHECK(dec != NULL);
	if (!dec)
		return;
	n = three_lost(pl, cpu_big, sizeof(cpu_big), ts_small, sizeof(ts_small));
	handmade(d, pl, n, 3, 1);
	expect_error(d, MMR_ECORRUPT, "block 0: event 1: cpu number out of range (stream 1)");
	decode_three(dec, pl, n, 1000, "event 1: cpu number out of range (stream 1)");
	n = three_lost(pl, cpu_wide, sizeof(cpu_wide), ts_small, sizeof(ts_small));
	decode_three(dec, pl, n, 1000, "event 1: cpu number out of range (stream 1)");
	n = three_lost(pl, cpu_esc, sizeof(cpu_esc), ts_small, sizeof(ts_small));
	decode_three(dec, pl, n, 1000, "event 1: cpu number out of range (stream 1)");
	handmade(d, pl, n, 3, 1);
	expect_error(d, MMR_ECORRUPT, "block 0: event 1: cpu number out of range (stream 1)");
	n = three_lost(pl, cpu_ok, sizeof(cpu_ok), ts_big, sizeof(ts_big));
	handmade(d, pl, n, 3, 1);
	expect_error(d, MMR_ECORRUPT, "block 0: event 2: timestamp overflows (stream 2)");
	decode_three(dec, pl, n, 1000, "event 2: timestamp overflows (stream 2)");
	/* small deltas from a first timestamp 10 short of 2^64: event 2 overflows */
	n = three_lost(pl, cpu_ok, sizeof(cpu_ok), ts_small, sizeof(ts_small));
	decode_three(dec, pl, n, UINT64_MAX - 10, "event 2: timestamp overflows (stream 2)");
	/* and from 11 short, nothing does */
	decode_three(dec, pl, n, UINT64_MAX - 11, NULL);
	handmade_ts(d, pl, n, 3, 1, UINT64_MAX - 11);
	CHECK_EQ(read_back(d, NULL, 0, &(struct mmr_error){ 0 }, NULL, NULL), 3);
	mmr_bdec_free(dec);
}

static void test_damaged(struct rt_set *s)
{
	const char *full = tpath("dmg.mmr"), *d = tpath("d.mmr");
	uint64_t ends[64];
	size_t nend;
	char msg[256];
	uint8_t b[8];

	make_events(s, 5000, 5);
	write_file(full, s, 5000, 1000, 1, ends, &nend);
	CHECK_EQ(nend, 5); /* the 5000th add fills and writes the fifth block */

	/* a flipped byte inside block 3's compressed data */
	cut(full, d, 1ULL << 40);
	patch(d, ends[2] + 32 + 10, "\x5a", 1);
	snprintf(msg, sizeof(msg), "d.mmr: offset %llu: block 3: checksum mismatch",
		 (unsigned long long)ends[2]);
	expect_error(d, MMR_ECHECKSUM, msg);

	/* block 1's compressed size pointing past the end, in a file with a footer */
	cut(full, d, 1ULL << 40);
	mmr_put_le32(b, 0x7fffffff);
	patch(d, ends[0] + 4, b, 4);
	snprintf(msg, sizeof(msg), "d.mmr: offset %llu: block 1: compressed size 2147483647 runs past",
		 (unsigned long long)ends[0]);
	expect_error(d, MMR_ECORRUPT, msg);

	/* a future version, unknown header flags, a damaged metadata checksum */
	cut(full, d, 1ULL << 40);
	patch(d, 8, "\x02", 1);
	expect_error(d, MMR_EVERSION, "d.mmr: offset 8: unsupported format version 2");
	cut(full, d, 1ULL << 40);
	patch(d, 12, "\x01", 1);
	expect_error(d, MMR_EVERSION, "d.mmr: offset 12: unknown header flags 0x1");
	cut(full, d, 1ULL << 40);
	patch(d, 40, "#", 1);
	expect_error(d, MMR_ECHECKSUM, "d.mmr: offset 16: metadata: checksum mismatch");

	/* hand-made blocks with valid checksums but bad contents */
	{
		/*
		 * directory: 5 streams kind, cpu, ts, pid, tgid; one event of kind 99;
		 * each value stream is its width (1) and one value (0)
		 */
		static const uint8_t unk[] = { 5, 0, 1, 1, 2, 2, 2, 3, 2, 4, 2, 99,
					       1, 0, 1, 0, 1, 0, 1, 0 };
		/* a tlb_flush without its field streams */
		uint8_t nofield[] = { 5, 0, 1, 1, 2, 2, 2, 3, 2, 4, 2, MMR_EV_TLB_FLUSH,
				      1, 0, 1, 0, 1, 0, 1, 0 };
		/* a value stream whose escaped value is missing from its overflow part */
		uint8_t noover[32];
		size_t nn;
		static const uint8_t noover_data[] = { MMR_EV_LOST, 1, 0, 1, 0xff, 1, 0, 1, 0, 1, 0 };
		/* stream lengths that do not add up */
		static const uint8_t badlen[] = { 1, 0, 3, 1 };

		handmade(d, unk, sizeof(unk), 1, 1);
		expect_error(d, MMR_EUNKNOWN_EVENT, "d.mmr: offset 41: block 0: event 0: unknown event kind 99");
		handmade(d, nofield, sizeof(nofield), 1, 1);
		snprintf(msg, sizeof(msg), "d.mmr: offset 41: block 0: stream %d missing",
			 MMR_ST_FIELD0 + MMR_EV_TLB_FLUSH * 16);
		expect_error(d, MMR_ECORRUPT, msg);
		nn = one_field_dir(noover, MMR_ST_FIELD0 + MMR_EV_LOST * 16);
		memcpy(noover + nn, noover_data, sizeof(noover_data));
		nn += sizeof(noover_data);
		handmade(d, noover, nn, 1, 1);
		expect_error(d, MMR_ECORRUPT, "block 0: event 0: escaped value missing from the "
					      "overflow part (stream 2)");
		handmade(d, badlen, sizeof(badlen), 1, 1);
		expect_error(d, MMR_ECORRUPT, "block 0: stream lengths add up to 3, block holds 1");
		/*
		 * an event of a kind a newer writer appended (the first kind past
		 * this build's table), with its field stream: named as such
		 */
		{
			uint8_t newer[32];
			size_t nw = one_field_dir(newer, MMR_ST_FIELD0 + MMR_EV__COUNT * 16);

			newer[nw++] = MMR_EV__COUNT;
			for (unsigned int st = 1; st < 6; st++) {
				newer[nw++] = 1;
				newer[nw++] = 0;
			}
			handmade(d, newer, nw, 1, 1);
			snprintf(msg, sizeof(msg), "block 0: stream %d holds a field of event kind %d, "
				 "which this build does not know (written by a newer mmreplay?)",
				 MMR_ST_FIELD0 + MMR_EV__COUNT * 16, MMR_EV__COUNT);
			expect_error(d, MMR_ECORRUPT, msg);
		}
		handmade(d, unk, sizeof(unk), 1, 0); /* not a zstd frame */
		expect_error(d, MMR_ECORRUPT, "d.mmr: offset 41: block 0: zstd: ");
		handmade(d, unk, sizeof(unk), 2, 1); /* header's count disagrees */
		expect_error(d, MMR_ECORRUPT, "block 0: kind stream holds 1 events, header says 2");
	}
}

static void test_writer_refusals(struct rt_set *s)
{
	const char *p = tpath("w.mmr"), *l = tpath("link.mmr");
	struct mmr_writer *w = NULL;
	struct mmr_error err = { 0 };
	struct mmr_event ev;
	int fd;

	unlink(p);
	fd = open(p, O_WRONLY | O_CREAT, 0644);
	close(fd);
	CHECK(mmr_writer_open(p, NULL, 0, &w, &err) < 0 && strstr(err.msg, "file exists"));
	CHECK(w == NULL);
	unlink(l);
	CHECK(symlink(p, l) == 0);
	CHECK(mmr_writer_open(l, NULL, MMR_WRITER_OVERWRITE, &w, &err) == MMR_EPERM);
	CHECK(strstr(err.msg, "link.mmr: is a symbolic link"));
	CHECK(mmr_writer_open(p, NULL, MMR_WRITER_OVERWRITE, &w, &err) == 0);
	CHECK(mmr_writer_set_level(w, 1000) == MMR_EINVAL);
	CHECK(mmr_writer_set_level(w, 19) == 0);
	mmr_event_init(&ev, MMR_EV_TLB_FLUSH);
	ev.ts = 100;
	CHECK(mmr_writer_add(w, &ev, &err) == 0);
	ev.ts = 99;
	CHECK(mmr_writer_add(w, &ev, &err) == MMR_EINVAL && strstr(err.msg, "before the previous"));
	ev.ts = 100;
	ev.kind = 200;
	CHECK(mmr_writer_add(w, &ev, &err) == MMR_EINVAL && strstr(err.msg, "unknown event kind"));
	ev.kind = MMR_EV_TLB_FLUSH;
	ev.cpu = MMR_MAX_CPUS;
	CHECK(mmr_writer_add(w, &ev, &err) == MMR_EINVAL);
	CHECK(mmr_writer_close(w, NULL, &err) == 0);
	CHECK_EQ(read_back(p, NULL, 0, &err, NULL, NULL), 1);
	mmr_writer_free(NULL);
	(void)s;
}

/*
 * A block spans at most MMR_WRITER_BLOCK_NS (250 ms) of trace time: 100
 * events 10 ms apart (0, 10, ..., 990 ms) make blocks of 25 (the 26th is
 * 250 ms after the first), so a file cut in its third block keeps 50 events
 * -- where one 65536-event block would keep none.
 */
static void test_block_time(void)
{
	const char *p = tpath("time.mmr"), *c = tpath("time-cut.mmr");
	struct mmr_writer *w = NULL;
	struct mmr_error err = { 0 };
	struct mmr_source *src;
	const struct mmr_event *ev;
	struct mmr_event e;
	uint64_t ends[4], n = 0;
	int i;

	unlink(p);
	CHECK(mmr_writer_open(p, NULL, 0, &w, &err) == 0);
	if (!w)
		return;
	mmr_event_init(&e, MMR_EV_TLB_FLUSH);
	for (i = 0; i < 100; i++) {
		uint64_t blocks = mmr_writer_blocks(w);

		e.ts = (uint64_t)i * 10000000ull;
		CHECK(mmr_writer_add(w, &e, &err) == 0);
		if (mmr_writer_blocks(w) != blocks)
			ends[blocks] = mmr_writer_bytes(w);
		CHECK_EQ(mmr_writer_events_written(w), (uint64_t)(i / 25) * 25);
	}
	CHECK_EQ(mmr_writer_blocks(w), 3);
	CHECK(mmr_writer_close(w, NULL, &err) == 0);
	cut(p, c, (ends[1] + ends[2]) / 2);
	CHECK(mmr_source_open(c, &src, &err) == 0);
	while (mmr_source_next(src, &ev, &err) > 0)
		n++;
	CHECK_EQ(n, 50);
	mmr_source_close(src);
}

/*
 * MMR_WRITER_ATOMIC: the file is written beside its path, which keeps its old
 * content until close (or publish); a writer freed unpublished leaves the
 * old file and nothing else; messages name the path; kernel file systems
 * are refused.
 */
static void test_writer_atomic(void)
{
	const char *p = tpath("atomic.mmr");
	struct mmr_writer *w = NULL;
	struct mmr_error err = { 0 };
	struct mmr_event e;
	const char *tmp;
	char buf[8] = "";
	int fd;

	unlink(p);
	fd = open(p, O_WRONLY | O_CREAT, 0644);
	CHECK(write(fd, "old", 3) == 3);
	close(fd);
	CHECK(mmr_writer_open(p, NULL, MMR_WRITER_ATOMIC | MMR_WRITER_OVERWRITE, &w, &err) == 0);
	if (!w)
		return;
	tmp = mmr_writer_temp(w);
	CHECK(tmp && strstr(tmp, "/.atomic.mmr.") && access(tmp, F_OK) == 0);
	mmr_event_init(&e, MMR_EV_TLB_FLUSH);
	CHECK(mmr_writer_add(w, &e, &err) == 0);
	CHECK(mmr_writer_flush(w, &err) == 0);
	fd = open(p, O_RDONLY);
	CHECK(read(fd, buf, sizeof(buf)) == 3 && !memcmp(buf, "old", 3));
	close(fd);
	{
		char t[4096];

		snprintf(t, sizeof(t), "%s", tmp);
		mmr_writer_free(w); /* discarded: the old file stays, the temporary goes */
		CHECK(access(t, F_OK) < 0);
	}
	fd = open(p, O_RDONLY);
	CHECK(read(fd, buf, sizeof(buf)) == 3 && !memcmp(buf, "old", 3));
	close(fd);
	/* published: the path is the file being written, and stays after free */
	CHECK(mmr_writer_open(p, NULL, MMR_WRITER_ATOMIC | MMR_WRITER_OVERWRITE, &w, &err) == 0);
	if (!w)
		return;
	CHECK(mmr_writer_add(w, &e, &err) == 0);
	CHECK(mmr_writer_flush(w, &err) == 0);
	CHECK(mmr_writer_publish(w, &err) == 0);
	CHECK(mmr_writer_temp(w) == NULL);
	mmr_writer_free(w);
	CHECK_EQ(read_back(p, NULL, 0, &err, NULL, NULL), 1);
	/* without OVERWRITE an existing path is refused at once, naming it */
	CHECK(mmr_writer_open(p, NULL, MMR_WRITER_ATOMIC, &w, &err) == MMR_EINVAL);
	CHECK(strstr(err.msg, "atomic.mmr: file exists") != NULL);
	/* a kernel interface is never an output */
	CHECK(mmr_writer_open("/proc/sys/vm/drop_caches", NULL, MMR_WRITER_OVERWRITE, &w,
			      &err) == MMR_EINVAL);
	CHECK(!strcmp(err.msg, "/proc/sys/vm/drop_caches: on procfs, a kernel interface: not "
		      "writing a trace there"));
	CHECK(mmr_writer_open("/sys/kernel/new.mmr", NULL, 0, &w, &err) == MMR_EINVAL);
	CHECK(strstr(err.msg, "on sysfs") != NULL);
}

/* What a live recorder relies on: after mmr_writer_flush() a reader sees every event so far. */
static void test_flush_while_open(struct rt_set *s)
{
	const char *p = tpath("live.mmr");
	struct mmr_writer *w = NULL;
	struct mmr_error err = { 0 };
	struct stat st;
	size_t i;

	make_events(s, 1500, 9);
	unlink(p);
	CHECK(mmr_writer_open(p, NULL, 0, &w, &err) == 0);
	if (!w)
		return;
	mmr_writer_set_block_ns(w, 0);
	for (i = 0; i < 1500; i++) {
		CHECK(mmr_writer_add(w, &s->ev[i], &err) == 0);
		if (i == 99 || i == 1099) {
			CHECK(mmr_writer_flush(w, &err) == 0);
			CHECK(stat(p, &st) == 0 && (uint64_t)st.st_size == mmr_writer_bytes(w));
			/* the file is open and unfinished: read as truncated, all flushed events */
			CHECK_EQ(read_back(p, s, i + 1, &err, NULL, NULL), (long)i + 1);
		}
	}
	CHECK(mmr_writer_flush(w, &err) == 0);
	CHECK(mmr_writer_flush(w, &err) == 0); /* nothing pending: no empty block */
	CHECK(mmr_writer_close(w, NULL, &err) == 0);
	CHECK_EQ(read_back(p, s, 1500, &err, NULL, NULL), 1500);
	{
		/* the trailer: 1500 events in 3 blocks (100, 1000, 400) */
		uint8_t tr[MMR_TRAILER_LEN];
		int fd = open(p, O_RDONLY);

		CHECK(stat(p, &st) == 0);
		CHECK(pread(fd, tr, sizeof(tr), st.st_size - MMR_TRAILER_LEN) == MMR_TRAILER_LEN);
		close(fd);
		CHECK(!memcmp(tr + 40, "MMRTRAIL", 8));
		CHECK_EQ(mmr_get_le64(tr + 16), 1500);
		CHECK_EQ(mmr_get_le64(tr + 24), 3);
	}
}

int main(void)
{
	struct rt_set *s = malloc(sizeof(*s));
	const char *tmp = getenv("TMPDIR");

	snprintf(dir, sizeof(dir), "%s/test_mmr.XXXXXX", tmp ? tmp : "/tmp");
	if (!s || !mkdtemp(dir))
		return 1;
	test_xxh64();
	test_varint();
	test_meta_text();
	test_widths();
	test_round_trip(s);
	test_realistic(s);
	test_all_bytes(s);
	test_batch_fixtures();
	test_truncated(s);
	test_damaged(s);
	test_header_checks();
	test_writer_refusals(s);
	test_flush_while_open(s);
	test_block_time();
	test_writer_atomic();
	free(s);
	if (!test_failures) {
		char cmd[600];

		snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
		if (system(cmd) != 0)
			fprintf(stderr, "could not remove %s\n", dir);
	}
	return test_done();
}
