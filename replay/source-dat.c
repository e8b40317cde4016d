// SPDX-License-Identifier: LGPL-2.1
/*
 * trace-cmd trace.dat (v6, v7 with zstd/zlib sections) as a source.
 *
 * dat-file.c reads and checks the headers (why not libtracecmd: see
 * dat-local.h); here each (buffer, CPU) stream's ring-buffer pages are
 * walked in place -- read 16 pages at a time, or a compressed chunk
 * decompressed at once -- and the streams are merged by timestamp (a scan
 * that remembers the runner-up, or a binary heap for many streams): a
 * trace.dat keeps each CPU's ring buffer apart and may hold several
 * buffers (`trace-cmd extract -B` writes the instance as a buffer beside an
 * empty top level one).  Timestamps get the corrections libtracecmd applies
 * (TSC2NSEC, then OFFSET and DATE).  Records are decoded by decode.c;
 * tracepoints mmreplay does not understand are counted per name, the slot
 * cached per event id so that the loop does no string work.  A page the
 * ring buffer flagged with missed events puts an MMR_EV_LOST marker before
 * its first record.  A record that runs past its page, or a page whose
 * data does not fit it, is an error naming the file offset.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dat-local.h"
#include "decode.h"
#include "rb-page.h"
#include "source-local.h"

#define READ_PAGES 16

/* One (buffer, CPU) stream: its head, the next record to merge, and where it is. */
struct dat_stream {
	unsigned long long ts;  /* head: corrected timestamp, */
	const uint8_t *data;    /* payload, */
	uint32_t size;          /* payload bytes, */
	long long missed;       /* events lost before it (-1: some), 0 none */
	/* the page being walked (its records in buf) */
	struct mmr_rb_page pg;
	bool loaded;
	long long pg_missed;    /* for the page's first record */
	uint64_t pg_at;         /* file offset of the page (of its chunk when compressed) */
	/* the pages read or decompressed, not walked yet */
	const struct mmr_dat_cpu *src;
	uint64_t next;          /* file offset of the next read (raw) or chunk header */
	uint32_t chunks_left;
	uint8_t *buf, *zbuf;
	size_t cap, zcap, len, pos;
	uint64_t buf_at;        /* file offset of buf[0] (raw) or of its chunk */
	int cpu;
};

/* Streams with fewer than this many live streams are merged by a scan, more by a heap. */
#define SCAN_MAX 8

struct dat {
	struct mmr_dat_file f;
	struct mmr_decoder *d;
	int *slot;               /* per event id: unknown-count slot + 1, 0 = not yet */
	unsigned int nr_slot;
	struct dat_stream *s;
	unsigned int nr_s;
	/*
	 * Live streams.  Up to SCAN_MAX: unordered, cur is the position of the
	 * earliest head, or -1 when a scan must find it; lim_ts / lim_s are
	 * the head that came second in that scan, so that a stream whose next
	 * record still comes before it stays current without a scan (runs of
	 * records from one CPU are the rule).  Above: a binary heap, cur 0.
	 */
	unsigned int *act;
	unsigned int nr_act;
	int cur;
	unsigned long long lim_ts;
	unsigned int lim_s;
	bool lost_done;          /* the current head's LOST marker went out */
	unsigned int syms_seen;  /* bit per enum mmr_sym already in the metadata */
	struct mmr_event ev;
};

static inline bool before(const struct dat *t, unsigned int a, unsigned int b)
{
	unsigned long long ta = t->s[a].ts, tb = t->s[b].ts;

	/* equal stamps: lower stream (buffer, then CPU) first, as trace-cmd does */
	return ta < tb || (ta == tb && a < b);
}

static void sift_down(struct dat *t, unsigned int i)
{
	for (;;) {
		unsigned int l = 2 * i + 1, r = l + 1, m = i, x;

		if (l < t->nr_act && before(t, t->act[l], t->act[m]))
			m = l;
		if (r < t->nr_act && before(t, t->act[r], t->act[m]))
			m = r;
		if (m == i)
			return;
		x = t->act[i];
		t->act[i] = t->act[m];
		t->act[m] = x;
		i = m;
	}
}

/* Scan mode: the earliest head, and the second one as the limit of its run. */
static void scan(struct dat *t)
{
	unsigned int i, m = 0, sec = ~0u;

	for (i = 1; i < t->nr_act; i++) {
		if (before(t, t->act[i], t->act[m])) {
			sec = m;
			m = i;
		} else if (sec == ~0u || before(t, t->act[i], t->act[sec])) {
			sec = i;
		}
	}
	t->cur = (int)m;
	t->lim_s = sec == ~0u ? ~0u : t->act[sec];
	t->lim_ts = sec == ~0u ? ~0ull : t->s[t->lim_s].ts;
}

/* ---- pages -------------------------------------------------------------- */

static unsigned long long correct_ts(const struct mmr_dat_file *f, uint64_t raw)
{
	if (f->tsc_mult)
		raw = (uint64_t)(((unsigned __int128)raw * f->tsc_mult) >> f->tsc_shift);
	return raw + (uint64_t)f->ts_offset;
}

static int page_error(struct mmr_source *src, const struct dat_stream *s, const char *what,
		      struct mmr_error *err)
{
	return mmr_error_set(err, MMR_ECORRUPT, "%s: offset %llu: CPU %d: %s (corrupt trace.dat)",
			     src->path, (unsigned long long)s->pg_at, s->cpu, what);
}

/* Make the page at @p (@avail bytes of it present) the one walked; 0 or -1. */
static int load_page(struct dat *t, struct dat_stream *s, const uint8_t *p, size_t avail)
{
	if (mmr_rb_page_load(&s->pg, p, avail, t->f.long_size, t->f.big) < 0)
		return -1;
	s->loaded = true;
	s->pg_missed = s->pg.missed;
	return 0;
}

static int page_next(const struct mmr_dat_file *f, struct dat_stream *s, const uint8_t **data,
		     uint32_t *len, uint64_t *ts)
{
	const void *d;
	int ret = mmr_rb_page_next(&s->pg, f->big, &d, len, ts);

	*data = d;
	return ret > 0 ? 1 : ret < 0 ? -1 : 0;
}

static int pread_all(int fd, void *buf, size_t n, uint64_t off)
{
	size_t got = 0;

	while (got < n) {
		ssize_t r = pread(fd, (char *)buf + got, n - got, (off_t)(off + got));

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		got += (size_t)r;
	}
	return 0;
}

/* The next pages of @s into its buffer: 1, 0 at the end of its data, <0 error. */
static int refill(struct mmr_source *src, struct dat *t, struct dat_stream *s,
		  struct mmr_error *err)
{
	struct mmr_dat_file *f = &t->f;
	const struct mmr_dat_cpu *c = s->src;
	uint64_t end = c->off + c->size;
	uint8_t h[8];
	uint32_t zs, us;

	s->pos = s->len = 0;
	if (!c->compressed) {
		uint64_t n = end - s->next;

		if (!n)
			return 0;
		if (n > (uint64_t)READ_PAGES * c->page_size)
			n = (uint64_t)READ_PAGES * c->page_size;
		if (mmr_grow(&s->buf, &s->cap, (size_t)n))
			return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
		if (pread_all(f->fd, s->buf, (size_t)n, s->next))
			return mmr_error_set(err, MMR_EIO, "%s: offset %llu: read error",
					     src->path, (unsigned long long)s->next);
		s->buf_at = s->next;
		s->next += n;
		s->len = (size_t)n;
		return 1;
	}
	if (!s->chunks_left)
		return 0;
	/* sizes checked when the file was opened (dat-file.c add_stream) */
	if (pread_all(f->fd, h, 8, s->next))
		return mmr_error_set(err, MMR_EIO, "%s: offset %llu: read error", src->path,
				     (unsigned long long)s->next);
	zs = (uint32_t)mmr_dat_num(f, h, 4);
	us = (uint32_t)mmr_dat_num(f, h + 4, 4);
	if (mmr_grow(&s->zbuf, &s->zcap, zs ? zs : 1) || mmr_grow(&s->buf, &s->cap, us))
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	if (pread_all(f->fd, s->zbuf, zs, s->next + 8))
		return mmr_error_set(err, MMR_EIO, "%s: offset %llu: read error", src->path,
				     (unsigned long long)s->next);
	s->buf_at = s->next;
	if (mmr_dat_uncompress(f, s->zbuf, zs, s->buf, us))
		return mmr_error_set(err, MMR_ECORRUPT, "%s: offset %llu: CPU %d: compressed "
				     "chunk does not decompress to its %u bytes (corrupt trace.dat)",
				     src->path, (unsigned long long)s->next, s->cpu, us);
	s->next += 8 + (uint64_t)zs;
	s->chunks_left--;
	s->len = us;
	return 1;
}

/* @s's next record becomes its head: 1, 0 at the end of its data, <0 error. */
static int advance(struct mmr_source *src, struct dat *t, struct dat_stream *s,
		   struct mmr_error *err)
{
	for (;;) {
		const uint8_t *data;
		uint32_t len;
		uint64_t ts;
		int ret;

		if (s->loaded) {
			ret = page_next(&t->f, s, &data, &len, &ts);
			if (ret > 0) {
				s->ts = correct_ts(&t->f, ts);
				s->data = data;
				s->size = len;
				s->missed = s->pg_missed;
				s->pg_missed = 0;
				return 1;
			}
			if (ret < 0)
				return page_error(src, s, "a record runs past the end of its page",
						  err);
			s->loaded = false;
		}
		if (s->pos >= s->len) {
			ret = refill(src, t, s, err);
			if (ret <= 0)
				return ret;
		}
		s->pg_at = s->buf_at + (s->src->compressed ? 0 : s->pos);
		if (load_page(t, s, s->buf + s->pos, s->len - s->pos < s->src->page_size ?
			      s->len - s->pos : s->src->page_size))
			return page_error(src, s, "page data larger than the page", err);
		s->pos += s->src->page_size;
	}
}

/* The current head was used: move its stream on and keep the merge order. */
static int consume(struct mmr_source *src, struct dat *t, struct mmr_error *err)
{
	unsigned int si = t->act[t->cur];
	int more = advance(src, t, &t->s[si], err);

	if (more < 0)
		return more;
	if (t->nr_act > SCAN_MAX) {
		if (!more)
			t->act[0] = t->act[--t->nr_act];
		sift_down(t, 0);
		/* heap order is a fine start for scan mode, but the run limit is unset */
		if (t->nr_act <= SCAN_MAX)
			t->cur = -1;
		return 0;
	}
	if (!more) {
		t->act[t->cur] = t->act[--t->nr_act];
		t->cur = -1;
	} else if (!(t->s[si].ts < t->lim_ts || (t->s[si].ts == t->lim_ts && si < t->lim_s))) {
		t->cur = -1;
	}
	return 0;
}

/* ---- events ------------------------------------------------------------- */

static int count_unknown(struct mmr_source *src, struct dat *t, const struct dat_stream *s,
			 const char *name)
{
	int id = mmr_decoder_event_id_raw(t->d, s->data, (int)s->size), slot;

	if (id < 0)
		return MMR_ECORRUPT;
	if ((unsigned int)id >= t->nr_slot) {
		unsigned int n = (unsigned int)id + 64;
		int *p = realloc(t->slot, n * sizeof(*p));

		if (!p)
			return MMR_ENOMEM;
		memset(p + t->nr_slot, 0, (n - t->nr_slot) * sizeof(*p));
		t->slot = p;
		t->nr_slot = n;
	}
	if (!t->slot[id]) {
		slot = mmr_source_unknown_slot(src, name);
		if (slot < 0)
			return slot;
		t->slot[id] = slot + 1;
	}
	src->unknown[t->slot[id] - 1].count++;
	return 0;
}

/* sym.<name> = start address, the first time a known function shows up. */
static void note_sym(struct mmr_source *src, struct dat *t, const struct mmr_symref *s)
{
	char key[80];

	if (s->sym <= MMR_SYM_OTHER || s->sym >= 32 || (t->syms_seen & (1u << s->sym)))
		return;
	t->syms_seen |= 1u << s->sym;
	snprintf(key, sizeof(key), "sym.%s", mmr_sym_name(s->sym));
	/* metadata is informative: an allocation failure here only loses the key */
	mmr_meta_setf(src->meta, key, "0x%llx", tep_find_function_address(t->f.tep, s->addr));
}

static int dat_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	struct dat *t = src->priv;
	struct dat_stream *s;
	const char *unknown;
	int ret, known;

	for (;;) {
		if (!t->nr_act)
			return 0;
		if (t->cur < 0)
			scan(t);
		s = &t->s[t->act[t->cur]];
		if (s->missed && !t->lost_done) {
			/* the marker first; the same head comes out on the next call */
			mmr_event_init(&t->ev, MMR_EV_LOST);
			t->ev.ts = s->ts;
			t->ev.cpu = (uint32_t)s->cpu;
			t->ev.lost.nr = s->missed > 0 ? (uint64_t)s->missed : 0;
			t->lost_done = true;
			*ev = &t->ev;
			return 1;
		}
		t->lost_done = false;
		unknown = NULL;
		known = mmr_decoder_decode_raw(t->d, s->data, (int)s->size, s->ts, s->cpu, &t->ev,
					       &unknown);
		ret = known == 0 ? count_unknown(src, t, s, unknown) : known;
		if (ret < 0)
			return mmr_error_set(err, ret,
					     "%s: offset %llu: %s (CPU %d record of %u bytes)",
					     src->path, (unsigned long long)s->pg_at,
					     ret == MMR_ENOMEM ? "out of memory" :
					     "record does not fit its event format (too short, or an "
					     "event id past 65535)",
					     s->cpu, s->size);
		ret = consume(src, t, err);
		if (ret < 0)
			return ret;
		if (!known)
			continue;
		switch (t->ev.kind) {
		case MMR_EV_CSD_QUEUE_CPU:
		case MMR_EV_CSD_FUNCTION_ENTRY:
		case MMR_EV_CSD_FUNCTION_EXIT:
			note_sym(src, t, &t->ev.csd.callsite);
			note_sym(src, t, &t->ev.csd.func);
			break;
		case MMR_EV_IPI_SEND_CPU:
		case MMR_EV_IPI_SEND_CPUMASK:
			note_sym(src, t, &t->ev.ipi.callsite);
			note_sym(src, t, &t->ev.ipi.callback);
			break;
		}
		*ev = &t->ev;
		return 1;
	}
}

static void stream_free(struct dat_stream *s)
{
	free(s->buf);
	free(s->zbuf);
}

static void dat_close(struct mmr_source *src)
{
	struct dat *t = src->priv;

	if (!t)
		return;
	for (unsigned int i = 0; i < t->nr_s; i++)
		stream_free(&t->s[i]);
	mmr_decoder_free(t->d);
	free(t->slot);
	mmr_dat_file_release(&t->f);
	free(t->s);
	free(t->act);
	free(t);
	src->priv = NULL;
}

static const struct mmr_source_ops dat_ops = {
	.next = dat_next,
	.close = dat_close,
};

/* ---- open --------------------------------------------------------------- */

static void stream_start(struct dat_stream *s, const struct mmr_dat_cpu *c)
{
	memset(s, 0, sizeof(*s));
	s->src = c;
	s->next = c->off;
	s->chunks_left = c->chunks;
	s->cpu = (int)c->cpu;
}

/* The last record's time in the pages of @s's buffer, last page first; 1 found, 0 none. */
static int walk_last(struct mmr_source *src, struct dat *t, struct dat_stream *s,
		     unsigned long long *ts, struct mmr_error *err)
{
	unsigned int ps = s->src->page_size;

	for (size_t at = (s->len - 1) / ps * ps;; at -= ps) {
		const uint8_t *data;
		uint32_t len;
		uint64_t raw;
		int ret, found = 0;

		s->pg_at = s->buf_at + (s->src->compressed ? 0 : at);
		if (load_page(t, s, s->buf + at, s->len - at < ps ? s->len - at : ps))
			return page_error(src, s, "page data larger than the page", err);
		while ((ret = page_next(&t->f, s, &data, &len, &raw)) > 0) {
			*ts = correct_ts(&t->f, raw);
			found = 1;
		}
		if (ret < 0)
			return page_error(src, s, "a record runs past the end of its page", err);
		if (found)
			return 1;
		if (at == 0)
			return 0;
	}
}

/*
 * Timestamp of @c's last record: its pages walked from the end (of the last
 * chunk, when compressed) until one holds a record; *@ts is left alone when
 * none does.
 */
static int last_ts(struct mmr_source *src, struct dat *t, const struct mmr_dat_cpu *c,
		   unsigned long long *ts, struct mmr_error *err)
{
	struct dat_stream s;
	int ret = 0;

	stream_start(&s, c);
	if (c->compressed) {
		uint8_t h[8];

		/* to the last chunk through the chunk headers */
		for (; s.chunks_left > 1; s.chunks_left--) {
			if (pread_all(t->f.fd, h, 8, s.next)) {
				ret = mmr_error_set(err, MMR_EIO, "%s: offset %llu: read error",
						    src->path, (unsigned long long)s.next);
				goto out;
			}
			s.next += 8 + mmr_dat_num(&t->f, h, 4);
		}
		ret = refill(src, t, &s, err);
		if (ret > 0)
			ret = walk_last(src, t, &s, ts, err);
		goto out;
	}
	for (uint64_t p = (c->size + c->page_size - 1) / c->page_size; p-- > 0;) {
		s.next = c->off + p * c->page_size;
		s.len = (size_t)(c->size - p * c->page_size < c->page_size ?
				 c->size - p * c->page_size : c->page_size);
		if (mmr_grow(&s.buf, &s.cap, s.len)) {
			ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
			goto out;
		}
		if (pread_all(t->f.fd, s.buf, s.len, s.next)) {
			ret = mmr_error_set(err, MMR_EIO, "%s: offset %llu: read error", src->path,
					    (unsigned long long)s.next);
			goto out;
		}
		s.buf_at = s.next;
		ret = walk_last(src, t, &s, ts, err);
		if (ret)
			break;
	}
out:
	stream_free(&s);
	return ret < 0 ? ret : 0;
}

static int fill_meta(struct mmr_source *src, struct dat *t, struct mmr_error *err)
{
	const struct mmr_dat_file *f = &t->f;
	unsigned long long start = ~0ull, end = 0;
	char w[4][128];

	/* uname option: "sysname nodename release machine" */
	if (f->uname && sscanf(f->uname, "%127s %127s %127s %127s", w[0], w[1], w[2], w[3]) == 4) {
		if (mmr_meta_set(src->meta, "kernel", w[2]) < 0 ||
		    mmr_meta_set(src->meta, "arch", w[3]) < 0)
			return MMR_ENOMEM;
	}
	if (mmr_meta_setf(src->meta, "cpus", "%u", f->cpus) < 0 ||
	    mmr_meta_setf(src->meta, "page_size", "%u", f->page_size) < 0)
		return MMR_ENOMEM;
	if (f->clock && mmr_meta_setf(src->meta, "trace_clock", "%.*s",
				      (int)strcspn(f->clock, " \n"), f->clock) < 0)
		return MMR_ENOMEM;
	for (unsigned int i = 0; i < t->nr_s; i++) {
		unsigned long long last = 0;
		int ret;

		if (t->s[i].ts < start)
			start = t->s[i].ts;
		ret = last_ts(src, t, t->s[i].src, &last, err);
		if (ret < 0)
			return ret;
		if (last > end)
			end = last;
	}
	if (!t->nr_s)
		return 0;
	if (mmr_meta_setf(src->meta, "start_ns", "%llu", start) < 0 ||
	    mmr_meta_setf(src->meta, "duration_ns", "%llu", end > start ? end - start : 0) < 0)
		return MMR_ENOMEM;
	return 0;
}

int mmr_source_open_dat(struct mmr_source *src, struct mmr_error *err)
{
	struct dat *t;
	unsigned int i;
	int ret;

	t = calloc(1, sizeof(*t));
	if (!t)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	src->priv = t;
	src->ops = &dat_ops;
	ret = mmr_dat_file_read(&t->f, src->fd, src->size, src->path, err);
	if (ret < 0)
		return ret;
	t->d = mmr_decoder_new(t->f.tep);
	t->s = calloc(t->f.nr_streams ? t->f.nr_streams : 1, sizeof(*t->s));
	t->act = calloc(t->f.nr_streams ? t->f.nr_streams : 1, sizeof(*t->act));
	if (!t->d || !t->s || !t->act)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	/* every stream's first record: the heads of the merge */
	for (i = 0; i < t->f.nr_streams; i++) {
		struct dat_stream *s = &t->s[t->nr_s];

		stream_start(s, &t->f.streams[i]);
		t->nr_s++;
		ret = advance(src, t, s, err);
		if (ret < 0)
			return ret;
		if (ret == 0) {
			stream_free(s);
			t->nr_s--;
		}
	}
	ret = fill_meta(src, t, err);
	if (ret < 0)
		return ret == MMR_ENOMEM ? mmr_error_set(err, ret, "%s: out of memory", src->path)
					 : ret;
	mmr_decoder_prepare_syms(t->d);
	for (i = 0; i < t->nr_s; i++)
		t->act[t->nr_act++] = i;
	t->cur = -1;
	if (t->nr_act > SCAN_MAX) {
		for (i = t->nr_act / 2; i-- > 0;)
			sift_down(t, i);
		t->cur = 0;
	}
	return 0;
}
