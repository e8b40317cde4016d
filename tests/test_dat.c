// SPDX-License-Identifier: GPL-2.0
/*
 * The trace.dat source on the real fixtures of tests/data:
 *  - wl-v6.dat is `trace-cmd convert --file-version 6` of wl-v7.dat, so both
 *    must yield the same events, field for field, and the same unknown counts;
 *  - start_ns / duration_ns equal the first and last record timestamps that a
 *    bare libtracecmd walk of the same file sees;
 *  - metadata that the fixtures hold (README: 2 CPUs, 4096-byte pages, local
 *    clock, x86_64);
 *  - lost-v7.dat yields LOST markers, each with the count of the page;
 *  - wl-v7.dat with a DATE option appended (libtracecmd then adds an offset
 *    to every timestamp, which the source's direct page walk must not miss)
 *    yields the same events, each exactly that offset later, as libtracecmd's
 *    own walk of the two files says;
 *  - a file cut in half, a wrong version and a bare header are refused with a
 *    message naming the file.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <trace-cmd/trace-cmd.h>

#include "mmreplay/trace.h"
#include "test.h"

#define DATA MMR_TEST_DATA "/"

static int same_event(const struct mmr_event *a, const struct mmr_event *b)
{
	const struct mmr_event_info *info = mmr_event_info(a->kind);
	unsigned int i;

	if (a->kind != b->kind || a->ts != b->ts || a->cpu != b->cpu || a->pid != b->pid)
		return 0;
	if (a->kind == MMR_EV_LOST)
		return a->lost.nr == b->lost.nr;
	for (i = 0; i < info->nr_fields; i++) {
		const struct mmr_field *f = &info->fields[i];
		const char *pa = (const char *)a + f->offset, *pb = (const char *)b + f->offset;

		if (f->type == MMR_FT_COMM) {
			if (memcmp(pa, pb, MMR_COMM_LEN))
				return 0;
		} else if (f->type == MMR_FT_CPUMASK) {
			struct mmr_cpumask ma, mb;

			memcpy(&ma, pa, sizeof(ma));
			memcpy(&mb, pb, sizeof(mb));
			if (ma.nbits != mb.nbits ||
			    (ma.nbits && memcmp(ma.bits, mb.bits, (ma.nbits + 63) / 64 * 8)))
				return 0;
		} else if (f->type == MMR_FT_SYM) {
			struct mmr_symref sa, sb;

			memcpy(&sa, pa, sizeof(sa));
			memcpy(&sb, pb, sizeof(sb));
			if (sa.addr != sb.addr || sa.sym != sb.sym)
				return 0;
		} else if (mmr_field_get(a, f) != mmr_field_get(b, f)) {
			return 0;
		}
	}
	return 1;
}

static void v6_equals_v7(void)
{
	struct mmr_source *s6, *s7;
	const struct mmr_event *e6, *e7;
	struct mmr_event copy;
	struct mmr_error err;
	unsigned long n = 0, diff = 0;
	const char *n6, *n7;
	uint64_t c6, c7;
	unsigned int i;
	int r6, r7;

	CHECK_EQ(mmr_source_open(DATA "wl-v6.dat", &s6, &err), 0);
	CHECK_EQ(mmr_source_open(DATA "wl-v7.dat", &s7, &err), 0);
	if (!s6 || !s7)
		goto out;
	CHECK_EQ(mmr_source_format(s6), MMR_FMT_TRACE_DAT);
	for (;;) {
		r6 = mmr_source_next(s6, &e6, &err);
		if (r6 > 0)
			copy = *e6; /* cpumask bits stay valid: they belong to s6's decoder */
		r7 = mmr_source_next(s7, &e7, &err);
		CHECK_EQ(r6, r7);
		if (r6 <= 0 || r7 <= 0)
			break;
		n++;
		if (!same_event(&copy, e7) && diff++ < 5)
			fprintf(stderr, "event %lu differs (kind %u/%u ts %llu/%llu)\n", n,
				copy.kind, e7->kind, (unsigned long long)copy.ts,
				(unsigned long long)e7->ts);
	}
	CHECK_EQ(diff, 0);
	CHECK(n > 1000);
	for (i = 0; mmr_source_unknown(s6, i, &n6, &c6) == 0; i++) {
		CHECK_EQ(mmr_source_unknown(s7, i, &n7, &c7), 0);
		CHECK(!strcmp(n6, n7));
		CHECK_EQ(c6, c7);
	}
	CHECK(i > 0);
	CHECK_EQ(mmr_source_unknown(s7, i, &n7, &c7), MMR_EINVAL);
out:
	mmr_source_close(s6);
	mmr_source_close(s7);
}

struct span {
	unsigned long long first, last, n;
};

static int span_cb(struct tracecmd_input *h, struct tep_record *rec, int cpu, void *ctx)
{
	struct span *s = ctx;

	(void)h;
	(void)cpu;
	if (rec->ts < s->first)
		s->first = rec->ts;
	if (rec->ts > s->last)
		s->last = rec->ts;
	s->n++;
	return 0;
}

/* first/last timestamps and record count as libtracecmd itself walks the file */
static struct span bare_walk(const char *path)
{
	struct tracecmd_input *h[8];
	struct span s = { ~0ull, 0, 0 };
	int nr = 1, i, nb;

	h[0] = tracecmd_open(path, TRACECMD_FL_LOAD_NO_PLUGINS);
	CHECK(h[0] != NULL);
	if (!h[0])
		return s;
	nb = tracecmd_buffer_instances(h[0]);
	for (i = 0; i < nb && nr < 8; i++)
		h[nr++] = tracecmd_buffer_instance_handle(h[0], i);
	tracecmd_iterate_events_multi(h, nr, span_cb, &s);
	for (i = nr - 1; i >= 0; i--)
		tracecmd_close(h[i]);
	return s;
}

static void meta_and_times(const char *file)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	const struct mmr_meta *m;
	struct mmr_error err;
	struct span s = bare_walk(file);
	unsigned long long n = 0, unknown = 0;
	const char *name;
	uint64_t c;
	unsigned int i;

	CHECK_EQ(mmr_source_open(file, &src, &err), 0);
	if (!src)
		return;
	m = mmr_source_meta(src);
	CHECK_EQ(mmr_meta_get_i64(m, "cpus", -1), 2);
	CHECK_EQ(mmr_meta_get_i64(m, "page_size", -1), 4096);
	CHECK(mmr_meta_get(m, "trace_clock") && !strcmp(mmr_meta_get(m, "trace_clock"), "local"));
	CHECK(mmr_meta_get(m, "arch") && !strcmp(mmr_meta_get(m, "arch"), "x86_64"));
	CHECK(mmr_meta_get(m, "kernel") && !strncmp(mmr_meta_get(m, "kernel"), "6.", 2));
	CHECK_EQ(mmr_meta_get_i64(m, "start_ns", -1), (long long)s.first);
	CHECK_EQ(mmr_meta_get_i64(m, "duration_ns", -1), (long long)(s.last - s.first));
	while (mmr_source_next(src, &ev, &err) > 0)
		if (ev->kind != MMR_EV_LOST)
			n++;
	for (i = 0; mmr_source_unknown(src, i, &name, &c) == 0; i++)
		unknown += c;
	/* every record is either decoded or counted as unknown */
	CHECK_EQ(n + unknown, s.n);
	mmr_source_close(src);
}

static void lost_markers(void)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	struct mmr_error err;
	unsigned int lost = 0;
	uint64_t total = 0;
	int ret;

	CHECK_EQ(mmr_source_open(DATA "lost-v7.dat", &src, &err), 0);
	if (!src)
		return;
	while ((ret = mmr_source_next(src, &ev, &err)) > 0)
		if (ev->kind == MMR_EV_LOST) {
			lost++;
			total += ev->lost.nr;
			CHECK(ev->cpu < 2);
		}
	CHECK_EQ(ret, 0);
	CHECK(lost >= 1);
	CHECK(total > 0);
	mmr_source_close(src);
}

static uint64_t le(const unsigned char *p, unsigned int n)
{
	uint64_t v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

static void put_le(unsigned char *p, uint64_t v, unsigned int n)
{
	while (n--) {
		*p++ = (unsigned char)v;
		v >>= 8;
	}
}

/*
 * @in (a little-endian trace.dat v7 with uncompressed option sections) plus
 * one more option section holding DATE "0x<usec>" (libtracecmd adds usec *
 * 1000 to every timestamp), chained from the last one's DONE option.
 * Returns 0, or -1 when @in is not laid out that way.
 */
static int write_dated(const char *in, const char *out, unsigned long long usec)
{
	unsigned char *b = NULL, sec[16 + 6 + 32 + 6 + 8];
	unsigned long long opt, at, end, size, done = 0, strid = 0;
	char date[32];
	size_t p, n, dl;
	FILE *f;
	int ret = -1;

	f = fopen(in, "rb");
	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	size = (unsigned long long)ftell(f);
	rewind(f);
	b = malloc(size);
	if (!b || fread(b, 1, size, f) != size)
		goto out;
	fclose(f);
	f = NULL;
	/* magic, "7", endianness, long size, page size, compression name + version */
	p = 10 + strlen((char *)b + 10) + 1;
	if (b[10] != '7' || b[p] != 0)
		goto out;
	p += 6;
	p += strlen((char *)b + p) + 1;
	p += strlen((char *)b + p) + 1;
	opt = le(b + p, 8);
	while (opt && opt + 16 <= size) {
		if (le(b + opt, 2) != 0 || (le(b + opt + 2, 2) & 1))
			goto out; /* not an option section, or a compressed one */
		strid = le(b + opt + 4, 4); /* the section's name: the new one borrows it */
		at = opt + 16;
		end = at + le(b + opt + 8, 8);
		opt = 0;
		while (at + 6 <= end && end <= size) {
			n = le(b + at + 2, 4);
			if (le(b + at, 2) == 0) {
				done = at + 6;
				opt = le(b + done, 8);
				break;
			}
			at += 6 + n;
		}
	}
	if (!done)
		goto out;
	/* the new section: header (id 0 = options, flags, string id, size), DATE, DONE */
	dl = (size_t)snprintf(date, sizeof(date), "0x%llx", usec) + 1;
	memset(sec, 0, sizeof(sec));
	put_le(sec + 4, strid, 4);
	put_le(sec + 8, 6 + dl + 6 + 8, 8);
	put_le(sec + 16, 1, 2);
	put_le(sec + 18, dl, 4);
	memcpy(sec + 22, date, dl);
	put_le(sec + 22 + dl, 0, 2);
	put_le(sec + 22 + dl + 2, 8, 4);
	put_le(b + done, size, 8);
	f = fopen(out, "wb");
	if (f && fwrite(b, 1, size, f) == size && fwrite(sec, 1, 22 + dl + 6 + 8, f) == 22 + dl + 14)
		ret = 0;
out:
	if (f)
		fclose(f);
	free(b);
	return ret;
}

static struct span bare_walk(const char *path);

/* Timestamps libtracecmd corrects: the same events, each @usec later. */
static void date_offset(void)
{
	const unsigned long long usec = 1234567;
	char path[] = "/tmp/mmr-test-dat-XXXXXX";
	struct mmr_source *a = NULL, *b = NULL;
	const struct mmr_event *ea, *eb;
	struct mmr_event copy;
	struct mmr_error err;
	unsigned long n = 0, diff = 0;
	struct span sa, sb;
	int fd = mkstemp(path), ra, rb;

	CHECK(fd >= 0);
	if (fd < 0)
		return;
	close(fd);
	CHECK_EQ(write_dated(DATA "wl-v7.dat", path, usec), 0);
	/* libtracecmd itself shifts the dated copy (else this test proves nothing) */
	sa = bare_walk(DATA "wl-v7.dat");
	sb = bare_walk(path);
	CHECK_EQ(sb.n, sa.n);
	CHECK_EQ(sb.first, sa.first + usec * 1000);
	CHECK_EQ(sb.last, sa.last + usec * 1000);

	CHECK_EQ(mmr_source_open(DATA "wl-v7.dat", &a, &err), 0);
	CHECK_EQ(mmr_source_open(path, &b, &err), 0);
	if (!a || !b)
		goto out;
	for (;;) {
		ra = mmr_source_next(a, &ea, &err);
		if (ra > 0) {
			copy = *ea;
			copy.ts += usec * 1000;
		}
		rb = mmr_source_next(b, &eb, &err);
		CHECK_EQ(ra, rb);
		if (ra <= 0 || rb <= 0)
			break;
		n++;
		if (!same_event(&copy, eb) && diff++ < 5)
			fprintf(stderr, "dated event %lu differs (kind %u/%u ts %llu/%llu)\n", n,
				copy.kind, eb->kind, (unsigned long long)copy.ts,
				(unsigned long long)eb->ts);
	}
	CHECK_EQ(diff, 0);
	CHECK(n > 1000);
out:
	mmr_source_close(a);
	mmr_source_close(b);
	unlink(path);
}

static void refused(const char *what, const void *buf, size_t n, int code)
{
	char path[] = "/tmp/mmr-test-dat-XXXXXX";
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 };
	int fd = mkstemp(path), ret;

	CHECK(fd >= 0);
	if (fd < 0)
		return;
	CHECK_EQ(write(fd, buf, n), (long long)n);
	close(fd);
	ret = mmr_source_open(path, &src, &err);
	if (ret == 0) {
		const struct mmr_event *ev;

		while ((ret = mmr_source_next(src, &ev, &err)) > 0)
			;
		mmr_source_close(src);
	}
	if (ret >= 0 || (code && ret != code) || !strstr(err.msg, path))
		fprintf(stderr, "%s: ret %d, '%s'\n", what, ret, err.msg);
	CHECK(ret < 0);
	if (code)
		CHECK_EQ(ret, code);
	CHECK(strstr(err.msg, path) != NULL);
	unlink(path);
}

static void damaged(void)
{
	static const char *files[] = { "wl-v7.dat", "wl-v6.dat", "lost-v7.dat" };
	static const unsigned char v8[] = "\027\010\104tracing8\0\0\010\0\020\0\0";
	unsigned int i;

	for (i = 0; i < 3; i++) {
		char path[512];
		FILE *f;
		long size;
		char *buf;

		snprintf(path, sizeof(path), DATA "%s", files[i]);
		f = fopen(path, "rb");
		CHECK(f != NULL);
		if (!f)
			continue;
		fseek(f, 0, SEEK_END);
		size = ftell(f);
		rewind(f);
		buf = malloc((size_t)size);
		CHECK_EQ(fread(buf, 1, (size_t)size, f), (long long)size);
		fclose(f);
		refused(files[i], buf, (size_t)size / 2, 0);
		refused("header only", buf, 17, 0);
		free(buf);
	}
	refused("version 8", v8, sizeof(v8) - 1, MMR_EVERSION);
}

int main(void)
{
	v6_equals_v7();
	meta_and_times(DATA "wl-v7.dat");
	meta_and_times(DATA "wl-v6.dat");
	meta_and_times(DATA "lost-v7.dat");
	lost_markers();
	date_offset();
	damaged();
	return test_done();
}
