// SPDX-License-Identifier: LGPL-2.1
/*
 * trace-cmd trace.dat (v6, v7 with zstd/zlib sections) as a source.
 *
 * libtracecmd parses the file; we pull records per (buffer, CPU) stream --
 * a page's first record with tracecmd_read_data(), the rest of the page in
 * place on the same kbuffer cursor (see struct dat_stream) -- and merge the
 * streams by timestamp ourselves (a scan that remembers the runner-up, or a
 * binary heap for many streams), because a trace.dat keeps each CPU's ring
 * buffer apart and may hold several buffers (`trace-cmd extract -B` writes
 * the instance as a buffer beside an empty top level one).  Records are
 * decoded by decode.c; tracepoints mmreplay does not understand are counted
 * per name, the slot cached per event id so that the loop does no string
 * work.  A record the ring buffer flagged with missed events is preceded by
 * an MMR_EV_LOST marker.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <trace-cmd/trace-cmd.h>
#include <traceevent/kbuffer.h>
#include <zstd.h>

#include "decode.h"
#include "source-local.h"

/*
 * Exported by libtracecmd.so.1 (all 1.x releases) but declared only in
 * trace-cmd-private.h, which libtracecmd-dev does not install.  The first
 * four are the only way to the uname and clock options and to a CPU's last
 * record; the last two give a CPU's kbuffer cursor and a record's page.
 */
int tracecmd_cpus(struct tracecmd_input *handle);
const char *tracecmd_get_uname(struct tracecmd_input *handle);
const char *tracecmd_get_trace_clock(struct tracecmd_input *handle);
struct tep_record *tracecmd_read_cpu_last(struct tracecmd_input *handle, int cpu);
struct kbuffer *tracecmd_record_kbuf(struct tracecmd_input *handle, struct tep_record *record);
void *tracecmd_record_page(struct tracecmd_input *handle, struct tep_record *record);

/*
 * One (buffer, CPU) stream and its head, the next record to merge.
 *
 * libtracecmd's tracecmd_read_data() costs a malloc'ed, reference-counted
 * struct tep_record per event (about as much as everything else together).
 * So only the first record of each page is read through it; the rest of the
 * page is walked on the same kbuffer cursor libtracecmd keeps for the CPU
 * (kbuffer_next_event(), as tracecmd_peek_data() itself does), in place, and
 * when the page runs out tracecmd_read_data() loads the next page as usual.
 * The two ways give the same records: what differs is that kbuffer hands
 * out raw timestamps where libtracecmd applies the file's clock corrections
 * (--ts-offset, TSC multipliers, guest/host sync), so a page is walked
 * directly only when its first record's libtracecmd timestamp equals the raw
 * one, and a stream that meets a page where they differ reads through
 * libtracecmd from then on.  Missed events are only ever flagged on a page's
 * first record (kbuffer_missed_events()), which always comes as a tep_record.
 */
struct dat_stream {
	unsigned long long ts;  /* head: timestamp, */
	const void *data;       /* payload, */
	int size;               /* payload bytes */
	bool fast;              /* the rest of the head's page is walked on kbuf */
	struct tep_record *rec; /* head if libtracecmd read it (a page's first), else NULL */
	struct kbuffer *kbuf;   /* libtracecmd's cursor of this CPU */
	unsigned long long page_off; /* file offset of the walked page (error messages) */
	struct tracecmd_input *h;
	unsigned int dec;       /* index into dat.decs */
	int cpu;
};

/* One per distinct tep (buffer instances share their parent's). */
struct dat_dec {
	struct tep_handle *tep;
	struct mmr_decoder *d;
	int *slot;               /* per event id: unknown-count slot + 1, 0 = not yet */
	unsigned int nr_slot;
};

/* Streams with fewer than this many live streams are merged by a scan, more by a heap. */
#define SCAN_MAX 8

struct dat {
	struct tracecmd_input *top;
	struct tracecmd_input **inst;
	int nr_inst;
	struct dat_dec decs[4];
	unsigned int nr_decs;
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
	struct kbuffer *probe;   /* re-reads a page's first record for its raw timestamp */
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

/*
 * A page's first record @rec is @s's head: may the rest of its page be
 * walked on kbuf?  Yes when its timestamp is the raw one (see dat_stream).
 */
static bool page_is_raw(struct dat *t, struct dat_stream *s, struct tep_record *rec)
{
	char *page = tracecmd_record_page(s->h, rec), *next;
	unsigned long long raw;

	if (!page || kbuffer_load_subbuffer(t->probe, page) < 0 ||
	    kbuffer_read_event(t->probe, &raw) != rec->data || raw != rec->ts)
		return false;
	/*
	 * kbuf must be the cursor that just read @rec: on a later record of
	 * this page, or at its end.  (tracecmd_record_kbuf() indexes the CPU
	 * data by record->cpu; should a libtracecmd ever do otherwise, this
	 * keeps the stream on tracecmd_read_data().)
	 */
	next = kbuffer_read_event(s->kbuf, NULL);
	if (next && (next <= (char *)rec->data ||
		     next >= page + 16 + kbuffer_subbuffer_size(t->probe)))
		return false;
	s->page_off = rec->offset - (unsigned long long)kbuffer_curr_offset(t->probe);
	return true;
}

static void set_rec_head(struct dat *t, struct dat_stream *s, struct tep_record *rec)
{
	s->rec = rec;
	s->ts = rec->ts;
	s->data = rec->data;
	s->size = rec->size;
	if (s->fast)
		s->fast = page_is_raw(t, s, rec);
}

/* @s's next record becomes its head; false at the end of its data. */
static bool advance(struct dat *t, struct dat_stream *s)
{
	struct tep_record *rec;
	unsigned long long ts;
	void *data;

	if (s->rec) {
		tracecmd_free_record(s->rec);
		s->rec = NULL;
		/* tracecmd_read_data() left kbuf on the record after it */
		data = s->fast ? kbuffer_read_event(s->kbuf, &ts) : NULL;
	} else {
		data = kbuffer_next_event(s->kbuf, &ts);
	}
	if (data) {
		s->ts = ts;
		s->data = data;
		s->size = kbuffer_event_size(s->kbuf);
		return true;
	}
	rec = tracecmd_read_data(s->h, s->cpu);
	if (!rec)
		return false;
	set_rec_head(t, s, rec);
	return true;
}

/* The current head was used: move its stream on and keep the merge order. */
static void consume(struct dat *t)
{
	unsigned int si = t->act[t->cur];
	bool more = advance(t, &t->s[si]);

	if (t->nr_act > SCAN_MAX) {
		if (!more)
			t->act[0] = t->act[--t->nr_act];
		sift_down(t, 0);
		/* heap order is a fine start for scan mode, but the run limit is unset */
		if (t->nr_act <= SCAN_MAX)
			t->cur = -1;
		return;
	}
	if (!more) {
		t->act[t->cur] = t->act[--t->nr_act];
		t->cur = -1;
	} else if (!(t->s[si].ts < t->lim_ts || (t->s[si].ts == t->lim_ts && si < t->lim_s))) {
		t->cur = -1;
	}
}

static int count_unknown(struct mmr_source *src, struct dat_dec *dd, const struct dat_stream *s,
			 const char *name)
{
	int id = mmr_decoder_event_id_raw(dd->d, s->data, s->size), slot;

	if (id < 0)
		return MMR_ECORRUPT;
	if ((unsigned int)id >= dd->nr_slot) {
		unsigned int n = (unsigned int)id + 64;
		int *p = realloc(dd->slot, n * sizeof(*p));

		if (!p)
			return MMR_ENOMEM;
		memset(p + dd->nr_slot, 0, (n - dd->nr_slot) * sizeof(*p));
		dd->slot = p;
		dd->nr_slot = n;
	}
	if (!dd->slot[id]) {
		slot = mmr_source_unknown_slot(src, name);
		if (slot < 0)
			return slot;
		dd->slot[id] = slot + 1;
	}
	src->unknown[dd->slot[id] - 1].count++;
	return 0;
}

/* sym.<name> = start address, the first time a known function shows up. */
static void note_sym(struct mmr_source *src, struct dat *t, struct tep_handle *tep,
		     const struct mmr_symref *s)
{
	char key[80];

	if (s->sym <= MMR_SYM_OTHER || s->sym >= 32 || (t->syms_seen & (1u << s->sym)))
		return;
	t->syms_seen |= 1u << s->sym;
	snprintf(key, sizeof(key), "sym.%s", mmr_sym_name(s->sym));
	/* metadata is informative: an allocation failure here only loses the key */
	mmr_meta_setf(src->meta, key, "0x%llx", tep_find_function_address(tep, s->addr));
}

static int dat_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	struct dat *t = src->priv;
	struct dat_stream *s;
	const char *unknown;
	struct dat_dec *dd;
	int ret;

	for (;;) {
		if (!t->nr_act)
			return 0;
		if (t->cur < 0)
			scan(t);
		s = &t->s[t->act[t->cur]];
		if (s->rec && s->rec->missed_events && !t->lost_done) {
			/* the marker first; the same head comes out on the next call */
			mmr_decoder_lost(s->rec, s->cpu, &t->ev);
			t->lost_done = true;
			*ev = &t->ev;
			return 1;
		}
		t->lost_done = false;
		dd = &t->decs[s->dec];
		unknown = NULL;
		ret = mmr_decoder_decode_raw(dd->d, s->data, s->size, s->ts, s->cpu, &t->ev,
					     &unknown);
		if (ret == 0)
			ret = count_unknown(src, dd, s, unknown);
		if (ret < 0)
			return mmr_error_set(err, ret,
					     "%s: offset %llu: %s (CPU %d record of %d bytes)",
					     src->path,
					     s->rec ? s->rec->offset :
					     s->page_off + (unsigned long long)kbuffer_curr_offset(s->kbuf),
					     ret == MMR_ENOMEM ? "out of memory" :
					     "record too short for its event format",
					     s->cpu, s->size);
		consume(t);
		if (ret == 0)
			continue;
		switch (t->ev.kind) {
		case MMR_EV_CSD_QUEUE_CPU:
		case MMR_EV_CSD_FUNCTION_ENTRY:
		case MMR_EV_CSD_FUNCTION_EXIT:
			note_sym(src, t, dd->tep, &t->ev.csd.callsite);
			note_sym(src, t, dd->tep, &t->ev.csd.func);
			break;
		case MMR_EV_IPI_SEND_CPU:
		case MMR_EV_IPI_SEND_CPUMASK:
			note_sym(src, t, dd->tep, &t->ev.ipi.callsite);
			note_sym(src, t, dd->tep, &t->ev.ipi.callback);
			break;
		}
		*ev = &t->ev;
		return 1;
	}
}

static void dat_close(struct mmr_source *src)
{
	struct dat *t = src->priv;
	unsigned int i;
	int j;

	if (!t)
		return;
	for (i = 0; i < t->nr_s; i++)
		tracecmd_free_record(t->s[i].rec);
	for (i = 0; i < t->nr_decs; i++) {
		mmr_decoder_free(t->decs[i].d);
		free(t->decs[i].slot);
	}
	for (j = 0; j < t->nr_inst; j++)
		tracecmd_close(t->inst[j]);
	tracecmd_close(t->top);
	free(t->inst);
	free(t->s);
	free(t->act);
	kbuffer_free(t->probe);
	free(t);
	src->priv = NULL;
}

static const struct mmr_source_ops dat_ops = {
	.next = dat_next,
	.close = dat_close,
};

/*
 * A v6 file's layout, walked far enough to check that every CPU's data of
 * every buffer lies inside the file.  libtracecmd 3.1.6 checks the top
 * buffer itself but crashes in tracecmd_buffer_instance_handle()'s error
 * path (tracecmd_close() of a half-built handle) when an instance buffer's
 * data is cut off, so a truncated v6 file must be refused before that.
 */
struct v6 {
	int fd;
	bool big;
	unsigned long long size, off;
};

static int v6_read(struct v6 *v, void *buf, size_t n)
{
	if (v->off > v->size || n > v->size - v->off ||
	    pread(v->fd, buf, n, (off_t)v->off) != (ssize_t)n)
		return -1;
	v->off += n;
	return 0;
}

static int v6_num(struct v6 *v, unsigned int n, unsigned long long *out)
{
	unsigned char b[8];
	unsigned int i;

	if (v6_read(v, b, n))
		return -1;
	*out = 0;
	for (i = 0; i < n; i++)
		*out |= (unsigned long long)b[v->big ? n - 1 - i : i] << (8 * i);
	return 0;
}

/* skip a section of @lenbytes-byte length + data */
static int v6_skip(struct v6 *v, unsigned int lenbytes)
{
	unsigned long long len;

	if (v6_num(v, lenbytes, &len) || len > v->size - v->off)
		return -1;
	v->off += len;
	return 0;
}

static int v6_string(struct v6 *v)
{
	char c;

	do {
		if (v6_read(v, &c, 1))
			return -1;
	} while (c);
	return 0;
}

/* "flyrecord\0" then @cpus (offset, size) pairs, each inside the file */
static int v6_flyrecord(struct v6 *v, unsigned long long cpus, const char *path,
			struct mmr_error *err)
{
	unsigned long long at = v->off, i, off, size;
	char tag[10];

	if (v6_read(v, tag, sizeof(tag)))
		goto trunc;
	if (memcmp(tag, "flyrecord", 10))
		return 0; /* latency traces: libtracecmd's business */
	for (i = 0; i < cpus; i++) {
		if (v6_num(v, 8, &off) || v6_num(v, 8, &size))
			goto trunc;
		if (size && (off > v->size || size > v->size - off))
			return mmr_error_set(err, MMR_ETRUNCATED,
					     "%s: offset %llu: CPU %llu data ends at %llu but the "
					     "file has %llu bytes (truncated trace.dat)", path,
					     at, i, off + size, v->size);
	}
	return 0;
trunc:
	return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset %llu: truncated CPU data table",
			     path, at);
}

static int check_v6(const char *path, int fd, bool big, unsigned long long start,
		    struct mmr_error *err)
{
	unsigned long long n, m, i, j, cpus, id, len, bufs[16];
	unsigned int nr_bufs = 0;
	struct stat st;
	struct v6 v;
	char tag[13];
	int ret;

	if (fstat(fd, &st) < 0)
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	v.fd = fd;
	v.big = big;
	v.size = (unsigned long long)st.st_size;
	v.off = start;
	if (v6_read(&v, tag, 12) || memcmp(tag, "header_page", 12) || v6_skip(&v, 8) ||
	    v6_read(&v, tag, 13) || memcmp(tag, "header_event", 13) || v6_skip(&v, 8))
		goto bad;
	if (v6_num(&v, 4, &n))              /* ftrace event formats */
		goto bad;
	for (i = 0; i < n; i++)
		if (v6_skip(&v, 8))
			goto bad;
	if (v6_num(&v, 4, &n))              /* event systems */
		goto bad;
	for (i = 0; i < n; i++) {
		if (v6_string(&v) || v6_num(&v, 4, &m))
			goto bad;
		for (j = 0; j < m; j++)
			if (v6_skip(&v, 8))
				goto bad;
	}
	if (v6_skip(&v, 4) || v6_skip(&v, 4) || v6_skip(&v, 8) || /* kallsyms, printk, cmdlines */
	    v6_num(&v, 4, &cpus) || v6_read(&v, tag, 10))
		goto bad;
	if (!memcmp(tag, "options  ", 10)) {
		for (;;) {
			if (v6_num(&v, 2, &id))
				goto bad;
			if (id == 0)
				break;
			if (v6_num(&v, 4, &len) || len > v.size - v.off)
				goto bad;
			if (id == 3 && len >= 8 && nr_bufs < 16) { /* BUFFER: u64 offset, name */
				if (v6_num(&v, 8, &bufs[nr_bufs++]))
					goto bad;
				len -= 8;
			} else if (id == 8 && len >= 4) { /* CPUCOUNT */
				if (v6_num(&v, 4, &cpus))
					goto bad;
				len -= 4;
			}
			v.off += len;
		}
	} else {
		v.off -= 10;
	}
	ret = v6_flyrecord(&v, cpus, path, err);
	for (i = 0; ret == 0 && i < nr_bufs; i++) {
		v.off = bufs[i];
		ret = v6_flyrecord(&v, cpus, path, err);
	}
	return ret;
bad:
	return mmr_error_set(err, MMR_ETRUNCATED,
			     "%s: offset %llu: truncated or corrupt trace.dat v6 headers", path,
			     v.off);
}

/* v7: a BUFFER option's flyrecord section and per-CPU data (offset, size) */
struct v7_buf {
	unsigned long long sec;
	unsigned int cpus;
	unsigned long long *off, *size;
};

static void v7_free(struct v7_buf *b, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++) {
		free(b[i].off);
		free(b[i].size);
	}
	free(b);
}

static unsigned long long page_commit(const unsigned char *p, unsigned int long_size, bool big)
{
	unsigned long long x = 0;
	unsigned int i;

	for (i = 0; i < long_size; i++)
		x |= (unsigned long long)p[big ? long_size - 1 - i : i] << (8 * i);
	return x;
}

/* The compressed chunks of one CPU: a table in bounds, the first chunk decompresses. */
static int v7_cpu(struct v6 *v, bool zstd, unsigned long long off, unsigned long long size,
		  unsigned int long_size, unsigned int page_size, const char *path,
		  unsigned int cpu, struct mmr_error *err)
{
	/* the size libtracecmd records does not count the chunk count itself */
	unsigned long long count, i, zsize, usize, end = off + 4 + size;
	unsigned char *z = NULL, *u = NULL;
	int ret = 0;

	v->off = off;
	if (v6_num(v, 4, &count))
		goto bad;
	for (i = 0; i < count; i++) {
		unsigned long long at = v->off;

		if (v6_num(v, 4, &zsize) || v6_num(v, 4, &usize) || zsize > end - v->off)
			goto bad;
		if (i == 0 && zstd) {
			/* libtracecmd decompresses it while opening; failing there crashes it */
			z = malloc(zsize ? zsize : 1);
			u = malloc(usize ? usize : 1);
			if (!z || !u) {
				ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", path);
				break;
			}
			/*
			 * ... and its first page header must pass update_page_info():
			 * u64 timestamp, then a long whose low 27 bits are the data size.
			 */
			if (v6_read(v, z, zsize) ||
			    ZSTD_decompress(u, usize, z, zsize) != usize ||
			    usize < 8 + long_size ||
			    (page_commit(u + 8, long_size, v->big) & ((1u << 27) - 1)) >
			    page_size) {
				ret = mmr_error_set(err, MMR_ECORRUPT,
						    "%s: offset %llu: CPU %u: compressed chunk "
						    "does not decompress (corrupt trace.dat)",
						    path, at, cpu);
				break;
			}
			continue;
		}
		v->off += zsize;
	}
	free(z);
	free(u);
	return ret;
bad:
	return mmr_error_set(err, MMR_ECORRUPT,
			     "%s: offset %llu: CPU %u: compressed data table runs past its %llu "
			     "bytes (truncated or corrupt trace.dat)", path, v->off, cpu, size);
}

/*
 * A v7 file's options, walked for the BUFFER options, and each buffer's CPU
 * data checked the way libtracecmd 3.1.6 would read it on open: a failure
 * inside tracecmd_open() / tracecmd_buffer_instance_handle() takes an error
 * path that crashes (tracecmd_close() of a half-initialised handle), so what
 * would fail there is refused here first.
 */
static int check_v7(const char *path, int fd, bool big, unsigned int long_size,
		    unsigned int page_size, unsigned long long start, struct mmr_error *err)
{
	unsigned long long opt, id, flags, len, end, x, i;
	struct v7_buf *bufs = NULL;
	unsigned int nr = 0, j, k, sections;
	char alg[16];
	struct stat st;
	struct v6 v;
	bool zstd;
	int ret = 0;

	if (fstat(fd, &st) < 0)
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	v.fd = fd;
	v.big = big;
	v.size = (unsigned long long)st.st_size;
	v.off = start;
	for (k = 0; k < sizeof(alg); k++)
		if (v6_read(&v, &alg[k], 1) || !alg[k])
			break;
	if (k == sizeof(alg) || v6_string(&v) || v6_num(&v, 8, &opt))
		goto bad;
	zstd = !strcmp(alg, "zstd");

	for (sections = 0; opt && sections < 64; sections++) {
		v.off = opt;
		opt = 0;
		if (v6_num(&v, 2, &id) || v6_num(&v, 2, &flags) || v6_num(&v, 4, &x) ||
		    v6_num(&v, 8, &len) || len > v.size - v.off)
			goto bad;
		if (flags & 1)
			break; /* compressed options: left to libtracecmd */
		end = v.off + len;
		while (v.off + 6 <= end) {
			if (v6_num(&v, 2, &id) || v6_num(&v, 4, &len) || len > end - v.off)
				goto bad;
			x = v.off + len;
			if (id == 0) {
				if (len < 8 || v6_num(&v, 8, &opt))
					goto bad;
				break;
			}
			if (id == 3) { /* BUFFER: offset, name, clock, page size, cpus, cpu table */
				struct v7_buf *n = realloc(bufs, (nr + 1) * sizeof(*n));
				unsigned long long sec, cpus;

				if (!n) {
					ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory",
							    path);
					goto out;
				}
				bufs = n;
				if (v6_num(&v, 8, &sec) || v6_string(&v) || v6_string(&v) ||
				    v6_num(&v, 4, &i) || v6_num(&v, 4, &cpus) || v.off > x ||
				    cpus > (x - v.off) / 20)
					goto bad;
				bufs[nr].sec = sec;
				bufs[nr].cpus = (unsigned int)cpus;
				bufs[nr].off = calloc(cpus + 1, sizeof(unsigned long long));
				bufs[nr].size = calloc(cpus + 1, sizeof(unsigned long long));
				nr++;
				if (!bufs[nr - 1].off || !bufs[nr - 1].size) {
					ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory",
							    path);
					goto out;
				}
				for (j = 0; j < cpus; j++)
					if (v6_num(&v, 4, &i) ||
					    v6_num(&v, 8, &bufs[nr - 1].off[j]) ||
					    v6_num(&v, 8, &bufs[nr - 1].size[j]))
						goto bad;
			}
			v.off = x;
		}
	}

	for (j = 0; j < nr && ret == 0; j++) {
		v.off = bufs[j].sec;
		if (v6_num(&v, 2, &id) || v6_num(&v, 2, &flags) || v6_num(&v, 4, &x) ||
		    v6_num(&v, 8, &len))
			goto bad;
		for (k = 0; k < bufs[j].cpus && ret == 0; k++) {
			unsigned long long o = bufs[j].off[k], sz = bufs[j].size[k];

			if (!sz)
				continue;
			if (o > v.size || sz > v.size - o)
				ret = mmr_error_set(err, MMR_ETRUNCATED,
						    "%s: CPU %u data ends at %llu but the file "
						    "has %llu bytes (truncated trace.dat)", path, k,
						    o + sz, v.size);
			else if (flags & 1)
				ret = v7_cpu(&v, zstd, o, sz, long_size, page_size, path, k,
					     err);
		}
	}
out:
	v7_free(bufs, nr);
	return ret;
bad:
	ret = mmr_error_set(err, MMR_ECORRUPT,
			    "%s: offset %llu: truncated or corrupt trace.dat v7 options", path,
			    v.off);
	goto out;
}

/*
 * What the first bytes say, for an error message better than "libtracecmd
 * refused it": magic (10 bytes), version string, endianness, long size,
 * page size.
 */
static int check_head(const char *path, unsigned int *page_size, struct mmr_error *err)
{
	unsigned char buf[32], *ps;
	size_t vlen;
	ssize_t n;
	int fd, ret;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	n = read(fd, buf, sizeof(buf));
	if (n < 0) {
		close(fd);
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	}
	vlen = strnlen((const char *)buf + 10, (size_t)n > 10 ? (size_t)n - 10 : 0);
	if ((size_t)n < 10 + vlen + 1 + 6) {
		close(fd);
		return mmr_error_set(err, MMR_ETRUNCATED,
				     "%s: offset %zd: truncated in the trace.dat file header",
				     path, n);
	}
	if (strcmp((const char *)buf + 10, "6") && strcmp((const char *)buf + 10, "7")) {
		close(fd);
		return mmr_error_set(err, MMR_EVERSION,
				     "%s: offset 10: trace.dat version \"%.8s\" (6 and 7 are read)",
				     path, (const char *)buf + 10);
	}
	/* endianness (0: little), long size, then the page size in the file's order */
	ps = buf + 10 + vlen + 3;
	if (buf[10 + vlen + 1])
		*page_size = (unsigned int)ps[0] << 24 | (unsigned int)ps[1] << 16 |
			     (unsigned int)ps[2] << 8 | ps[3];
	else
		*page_size = (unsigned int)ps[3] << 24 | (unsigned int)ps[2] << 16 |
			     (unsigned int)ps[1] << 8 | ps[0];
	if (buf[10] == '6')
		ret = check_v6(path, fd, buf[10 + vlen + 1] != 0, 10 + vlen + 1 + 6, err);
	else
		ret = check_v7(path, fd, buf[10 + vlen + 1] != 0, buf[10 + vlen + 2] == 4 ? 4 : 8,
			       *page_size, 10 + vlen + 1 + 6, err);
	close(fd);
	if (ret < 0)
		return ret;
	return 0;
}

static int add_dec(struct dat *t, struct tep_handle *tep, unsigned int *idx)
{
	unsigned int i;

	for (i = 0; i < t->nr_decs; i++)
		if (t->decs[i].tep == tep) {
			*idx = i;
			return 0;
		}
	if (t->nr_decs == sizeof(t->decs) / sizeof(t->decs[0]))
		return MMR_EUNSUPPORTED;
	t->decs[i].tep = tep;
	t->decs[i].d = mmr_decoder_new(tep);
	if (!t->decs[i].d)
		return MMR_ENOMEM;
	t->nr_decs++;
	*idx = i;
	return 0;
}

/* One stream per CPU of @h that has data; returns 0 or MMR_E*. */
static int add_streams(struct dat *t, struct tracecmd_input *h)
{
	int cpus = tracecmd_cpus(h), cpu, ret;
	struct dat_stream *n;
	unsigned int dec;

	if (cpus <= 0)
		return 0;
	ret = add_dec(t, tracecmd_get_tep(h), &dec);
	if (ret < 0)
		return ret;
	n = realloc(t->s, (t->nr_s + (unsigned int)cpus) * sizeof(*n));
	if (!n)
		return MMR_ENOMEM;
	t->s = n;
	for (cpu = 0; cpu < cpus; cpu++) {
		struct tep_record *first = tracecmd_read_cpu_first(h, cpu);

		if (!first)
			continue;
		memset(&n[t->nr_s], 0, sizeof(n[t->nr_s]));
		n[t->nr_s].h = h;
		n[t->nr_s].rec = first;
		n[t->nr_s].dec = dec;
		n[t->nr_s].cpu = cpu;
		t->nr_s++;
	}
	return 0;
}

/*
 * Start and length of the trace: first records are the stream heads; the
 * last ones cost one page read per stream, after which the stream is rewound.
 */
static int fill_times(struct mmr_source *src, struct dat *t)
{
	unsigned long long start = ~0ull, end = 0;
	unsigned int i;

	for (i = 0; i < t->nr_s; i++) {
		struct dat_stream *s = &t->s[i];
		struct tep_record *last;

		if (s->rec->ts < start)
			start = s->rec->ts;
		tracecmd_free_record(s->rec);
		last = tracecmd_read_cpu_last(s->h, s->cpu);
		if (last && last->ts > end)
			end = last->ts;
		tracecmd_free_record(last);
		s->rec = tracecmd_read_cpu_first(s->h, s->cpu);
		if (!s->rec)
			return mmr_error_set(&src->err, MMR_ECORRUPT,
					     "%s: CPU %d: first record unreadable on second read",
					     src->path, s->cpu);
	}
	if (!t->nr_s)
		return 0;
	if (mmr_meta_setf(src->meta, "start_ns", "%llu", start) < 0 ||
	    mmr_meta_setf(src->meta, "duration_ns", "%llu", end > start ? end - start : 0) < 0)
		return MMR_ENOMEM;
	return 0;
}

static int fill_meta(struct mmr_source *src, struct dat *t, unsigned int page_size)
{
	struct tep_handle *tep = tracecmd_get_tep(t->top);
	const char *uname = tracecmd_get_uname(t->top);
	const char *clock = tracecmd_get_trace_clock(t->top);
	int cpus = tracecmd_cpus(t->top), j, ret;
	char w[4][128];

	/* uname option: "sysname nodename release machine" */
	if (uname && sscanf(uname, "%127s %127s %127s %127s", w[0], w[1], w[2], w[3]) == 4) {
		if (mmr_meta_set(src->meta, "kernel", w[2]) < 0 ||
		    mmr_meta_set(src->meta, "arch", w[3]) < 0)
			return MMR_ENOMEM;
	}
	for (j = 0; j < t->nr_inst; j++)
		if (tracecmd_cpus(t->inst[j]) > cpus)
			cpus = tracecmd_cpus(t->inst[j]);
	if (tep_get_cpus(tep) > cpus)
		cpus = tep_get_cpus(tep);
	if (mmr_meta_setf(src->meta, "cpus", "%d", cpus) < 0 ||
	    mmr_meta_setf(src->meta, "page_size", "%u",
			  tep_get_page_size(tep) > 0 ? (unsigned int)tep_get_page_size(tep) :
			  page_size) < 0)
		return MMR_ENOMEM;
	/* the clock option lists all clocks with the one in use bracketed */
	if (clock) {
		const char *b = strchr(clock, '['), *e = b ? strchr(b, ']') : NULL;

		if (b && e)
			ret = mmr_meta_setf(src->meta, "trace_clock", "%.*s", (int)(e - b - 1),
					    b + 1);
		else
			ret = mmr_meta_setf(src->meta, "trace_clock", "%.*s",
					    (int)strcspn(clock, " \n"), clock);
		if (ret < 0)
			return MMR_ENOMEM;
	}
	return fill_times(src, t);
}

int mmr_source_open_dat(struct mmr_source *src, struct mmr_error *err)
{
	unsigned int page_size = 0;
	struct tep_handle *tep;
	struct dat *t;
	unsigned int i;
	int ret, j;

	ret = check_head(src->path, &page_size, err);
	if (ret < 0)
		return ret;
	/*
	 * libtracecmd and libtraceevent warn on stderr about what they cannot
	 * parse; a library must not print, and the failures come back to us as
	 * return values.  (Both levels are process-wide.)
	 */
	tracecmd_set_loglevel(TEP_LOG_NONE);
	tep_set_loglevel(TEP_LOG_NONE);

	t = calloc(1, sizeof(*t));
	if (!t)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	src->priv = t;
	src->ops = &dat_ops;
	t->top = tracecmd_open(src->path, TRACECMD_FL_LOAD_NO_PLUGINS);
	if (!t->top)
		return mmr_error_set(err, MMR_EFORMAT,
				     "%s: not a readable trace.dat (libtracecmd refused it: "
				     "truncated, corrupt headers or unsupported options)",
				     src->path);

	ret = tracecmd_buffer_instances(t->top);
	if (ret > 0) {
		t->inst = calloc((size_t)ret, sizeof(*t->inst));
		if (!t->inst)
			return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
		for (j = 0; j < ret; j++) {
			t->inst[j] = tracecmd_buffer_instance_handle(t->top, j);
			if (!t->inst[j])
				return mmr_error_set(err, MMR_EFORMAT,
						     "%s: buffer \"%s\": not readable (libtracecmd "
						     "refused it)", src->path,
						     tracecmd_buffer_instance_name(t->top, j));
			t->nr_inst++;
		}
	}

	ret = add_streams(t, t->top);
	for (j = 0; ret == 0 && j < t->nr_inst; j++)
		ret = add_streams(t, t->inst[j]);
	if (ret < 0)
		return mmr_error_set(err, ret, "%s: %s", src->path,
				     ret == MMR_ENOMEM ? "out of memory" :
				     "more trace event parsers than expected in one file");

	ret = fill_meta(src, t, page_size);
	if (ret < 0) {
		if (ret == MMR_ENOMEM)
			return mmr_error_set(err, ret, "%s: out of memory", src->path);
		*err = src->err;
		return ret;
	}

	/* the page walk needs a kbuffer like libtracecmd's; without one, all goes through it */
	tep = tracecmd_get_tep(t->top);
	if (!tep_is_old_format(tep))
		t->probe = kbuffer_alloc(tep_get_long_size(tep) == 4 ? KBUFFER_LSIZE_4 :
					 KBUFFER_LSIZE_8, tep_is_file_bigendian(tep) ?
					 KBUFFER_ENDIAN_BIG : KBUFFER_ENDIAN_LITTLE);
	for (i = 0; i < t->nr_s; i++) {
		/* tracecmd_record_kbuf() reads only the record's cpu: the index of cpu_data */
		struct tep_record which = { .cpu = t->s[i].cpu };

		t->s[i].kbuf = t->probe ? tracecmd_record_kbuf(t->s[i].h, &which) : NULL;
		t->s[i].fast = t->s[i].kbuf != NULL;
		set_rec_head(t, &t->s[i], t->s[i].rec);
	}
	for (i = 0; i < t->nr_decs; i++)
		mmr_decoder_prepare_syms(t->decs[i].d);

	t->act = calloc(t->nr_s ? t->nr_s : 1, sizeof(*t->act));
	if (!t->act)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
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
