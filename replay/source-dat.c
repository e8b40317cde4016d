// SPDX-License-Identifier: LGPL-2.1
/*
 * trace-cmd trace.dat (v6, v7 with zstd/zlib sections) as a source.
 *
 * libtracecmd parses the file; we pull records per (buffer, CPU) stream with
 * tracecmd_read_cpu_first() / tracecmd_read_data() and merge the streams by
 * timestamp in a binary heap, because a trace.dat keeps each CPU's ring
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

#include "decode.h"
#include "source-local.h"

/*
 * Exported by libtracecmd.so.1 (all 1.x releases) but declared only in
 * trace-cmd-private.h, which libtracecmd-dev does not install.  They are the
 * only way to the uname and clock options and to a CPU's last record.
 */
int tracecmd_cpus(struct tracecmd_input *handle);
const char *tracecmd_get_uname(struct tracecmd_input *handle);
const char *tracecmd_get_trace_clock(struct tracecmd_input *handle);
struct tep_record *tracecmd_read_cpu_last(struct tracecmd_input *handle, int cpu);

struct dat_stream {
	struct tracecmd_input *h;
	struct tep_record *head; /* next record of this stream, NULL when done */
	unsigned int dec;        /* index into dat.decs */
	int cpu;
};

/* One per distinct tep (buffer instances share their parent's). */
struct dat_dec {
	struct tep_handle *tep;
	struct mmr_decoder *d;
	int *slot;               /* per event id: unknown-count slot + 1, 0 = not yet */
	unsigned int nr_slot;
};

struct dat {
	struct tracecmd_input *top;
	struct tracecmd_input **inst;
	int nr_inst;
	struct dat_dec decs[4];
	unsigned int nr_decs;
	struct dat_stream *s;
	unsigned int nr_s;
	unsigned int *heap;      /* stream indexes, min head->ts on top */
	unsigned int nr_heap;
	struct tep_record *pend; /* record held back behind its LOST marker */
	unsigned int pend_s;
	unsigned int syms_seen;  /* bit per enum mmr_sym already in the metadata */
	struct mmr_event ev;
};

static bool before(const struct dat *t, unsigned int a, unsigned int b)
{
	unsigned long long ta = t->s[a].head->ts, tb = t->s[b].head->ts;

	/* equal stamps: lower stream (buffer, then CPU) first, as trace-cmd does */
	return ta < tb || (ta == tb && a < b);
}

static void sift_down(struct dat *t, unsigned int i)
{
	for (;;) {
		unsigned int l = 2 * i + 1, r = l + 1, m = i, x;

		if (l < t->nr_heap && before(t, t->heap[l], t->heap[m]))
			m = l;
		if (r < t->nr_heap && before(t, t->heap[r], t->heap[m]))
			m = r;
		if (m == i)
			return;
		x = t->heap[i];
		t->heap[i] = t->heap[m];
		t->heap[m] = x;
		i = m;
	}
}

/* Take the earliest record; its stream moves on to the next one. */
static struct tep_record *pop(struct dat *t, unsigned int *si)
{
	struct dat_stream *s;
	struct tep_record *rec;

	if (!t->nr_heap)
		return NULL;
	*si = t->heap[0];
	s = &t->s[*si];
	rec = s->head;
	s->head = tracecmd_read_data(s->h, s->cpu);
	if (!s->head)
		t->heap[0] = t->heap[--t->nr_heap];
	sift_down(t, 0);
	return rec;
}

static int count_unknown(struct mmr_source *src, struct dat_dec *dd, struct tep_record *rec,
			 const char *name)
{
	int id = mmr_decoder_event_id(dd->d, rec), slot;

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
	struct tep_record *rec;
	const char *unknown;
	struct dat_dec *dd;
	unsigned int si;
	int ret;

	for (;;) {
		if (t->pend) {
			rec = t->pend;
			si = t->pend_s;
			t->pend = NULL;
		} else {
			rec = pop(t, &si);
			if (!rec)
				return 0;
			if (mmr_decoder_lost(rec, t->s[si].cpu, &t->ev)) {
				t->pend = rec;
				t->pend_s = si;
				*ev = &t->ev;
				return 1;
			}
		}
		dd = &t->decs[t->s[si].dec];
		unknown = NULL;
		ret = mmr_decoder_decode(dd->d, rec, t->s[si].cpu, &t->ev, &unknown);
		if (ret == 0)
			ret = count_unknown(src, dd, rec, unknown);
		if (ret < 0) {
			ret = mmr_error_set(err, ret, "%s: offset %llu: %s (CPU %d record of %d bytes)",
					    src->path, rec->offset,
					    ret == MMR_ENOMEM ? "out of memory" :
					    "record too short for its event format",
					    t->s[si].cpu, rec->size);
			tracecmd_free_record(rec);
			return ret;
		}
		tracecmd_free_record(rec);
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
	tracecmd_free_record(t->pend);
	for (i = 0; i < t->nr_s; i++)
		tracecmd_free_record(t->s[i].head);
	for (i = 0; i < t->nr_decs; i++) {
		mmr_decoder_free(t->decs[i].d);
		free(t->decs[i].slot);
	}
	for (j = 0; j < t->nr_inst; j++)
		tracecmd_close(t->inst[j]);
	tracecmd_close(t->top);
	free(t->inst);
	free(t->s);
	free(t->heap);
	free(t);
	src->priv = NULL;
}

static const struct mmr_source_ops dat_ops = {
	.next = dat_next,
	.close = dat_close,
};

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
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	n = read(fd, buf, sizeof(buf));
	close(fd);
	if (n < 0)
		return mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
	vlen = strnlen((const char *)buf + 10, (size_t)n > 10 ? (size_t)n - 10 : 0);
	if ((size_t)n < 10 + vlen + 1 + 6)
		return mmr_error_set(err, MMR_ETRUNCATED,
				     "%s: offset %zd: truncated in the trace.dat file header",
				     path, n);
	if (strcmp((const char *)buf + 10, "6") && strcmp((const char *)buf + 10, "7"))
		return mmr_error_set(err, MMR_EVERSION,
				     "%s: offset 10: trace.dat version \"%.8s\" (6 and 7 are read)",
				     path, (const char *)buf + 10);
	/* endianness (0: little), long size, then the page size in the file's order */
	ps = buf + 10 + vlen + 3;
	if (buf[10 + vlen + 1])
		*page_size = (unsigned int)ps[0] << 24 | (unsigned int)ps[1] << 16 |
			     (unsigned int)ps[2] << 8 | ps[3];
	else
		*page_size = (unsigned int)ps[3] << 24 | (unsigned int)ps[2] << 16 |
			     (unsigned int)ps[1] << 8 | ps[0];
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
		n[t->nr_s].h = h;
		n[t->nr_s].head = first;
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

		if (s->head->ts < start)
			start = s->head->ts;
		tracecmd_free_record(s->head);
		last = tracecmd_read_cpu_last(s->h, s->cpu);
		if (last && last->ts > end)
			end = last->ts;
		tracecmd_free_record(last);
		s->head = tracecmd_read_cpu_first(s->h, s->cpu);
		if (!s->head)
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
			ret = mmr_meta_setf(src->meta, "trace_clock", "%.*s", (int)(e - b - 1), b + 1);
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
				     "truncated, corrupt headers or unsupported options)", src->path);

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

	t->heap = calloc(t->nr_s ? t->nr_s : 1, sizeof(*t->heap));
	if (!t->heap)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	for (i = 0; i < t->nr_s; i++)
		t->heap[t->nr_heap++] = i;
	for (i = t->nr_heap / 2; i-- > 0;)
		sift_down(t, i);
	return 0;
}
