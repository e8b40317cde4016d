// SPDX-License-Identifier: LGPL-2.1
/*
 * perf.data (PERFILE2, written by `perf record -e <tracepoints> -a` to a
 * file) as a source.
 *
 * The layout is tools/perf/Documentation/perf.data-file-format.txt of the
 * kernel tree: a header with the attrs, data and feature-bitmap sections;
 * each attr with the ids of its per-CPU events; the data section, a stream
 * of perf_event_header records; the feature sections after it.  The tracing
 * data feature (HEADER_TRACING_DATA) is the head of a v6 trace.dat, read by
 * dat-file.c (mmr_dat_tracing_read()), and each PERF_RECORD_SAMPLE of a
 * tracepoint attr carries one ring-buffer record as its RAW field, decoded by
 * decode.c as the trace.dat source does.  Time and CPU come from the sample's
 * TIME and CPU fields (perf samples a tracepoint with both).
 *
 * Order: perf writes each CPU's mmap buffer in turn, with FINISHED_ROUND
 * records between passes; nothing before a round's end is later than
 * anything after the round after it.  So records are indexed (time, file
 * offset) until a FINISHED_ROUND, and on each one what is not later than the
 * previous round's latest time is sorted and handed out: two rounds in
 * memory at most, 16 bytes a record.  A file without rounds is sorted whole.
 * A record that would still go backwards (perf itself warns "out of order")
 * comes out at the time of the one before.
 *
 * Checked: every section against the file, every record's size against its
 * section, every sample field against its record.  Refused with a message:
 * pipe-mode files, the other byte order, compressed records (perf record
 * -z), files without tracepoint attrs or without the tracing data.
 */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "dat-local.h"
#include "decode.h"
#include "source-local.h"

/* perf_event.h / perf's header.h numbers */
enum {
	S_IP = 1u << 0, S_TID = 1u << 1, S_TIME = 1u << 2, S_ADDR = 1u << 3, S_READ = 1u << 4,
	S_CALLCHAIN = 1u << 5, S_ID = 1u << 6, S_CPU = 1u << 7, S_PERIOD = 1u << 8,
	S_STREAM_ID = 1u << 9, S_RAW = 1u << 10, S_IDENTIFIER = 1u << 16,
};
enum { RF_TOTAL_TIME_ENABLED = 1, RF_TOTAL_TIME_RUNNING = 2, RF_ID = 4, RF_GROUP = 8,
       RF_LOST = 16 };
enum {
	REC_LOST = 2, REC_SAMPLE = 9, REC_FINISHED_ROUND = 68,
	REC_AUXTRACE = 71, REC_COMPRESSED = 81, REC_COMPRESSED2 = 83,
};
enum { FEAT_TRACING_DATA = 1, FEAT_OSRELEASE = 4, FEAT_VERSION = 5, FEAT_ARCH = 6,
       FEAT_NRCPUS = 7, FEAT_CLOCKID = 23 };
#define TYPE_TRACEPOINT 2u
#define HEADER_SIZE 104u
#define MAX_ATTRS 4096u
#define MAX_IDS (1u << 20)
#define MAX_CPUS 65536u

struct pattr {
	uint32_t type;
	uint64_t config, sample_type, read_format;
	bool sample_id_all;
};

struct pid_map {
	uint64_t id;
	unsigned int attr;
};

/* A record waiting for its turn: time and file offset (the tie-break: file order). */
struct pend {
	uint64_t ts, off;
};

/* The fields of one sample or sample_id trailer that mmreplay uses. */
struct sfields {
	uint64_t ts, id;
	uint32_t cpu;
	bool has_id, has_ts, has_cpu;
	const uint8_t *raw;
	uint32_t raw_size;
};

struct perf {
	struct mmr_dat_file f;   /* the tracing data: tep, long size, page size */
	bool have_tep;
	struct mmr_decoder *d;
	const uint8_t *map;      /* the whole file */
	uint64_t map_len;
	uint64_t data_off, data_end;
	struct pattr *attr;
	unsigned int nr_attr;
	struct pid_map *ids;     /* sorted by id */
	unsigned int nr_ids;
	bool same_type;          /* every attr has one sample_type: ID found through it */
	uint64_t sample_type0;
	/* reading */
	uint64_t pos;            /* next record to index */
	struct pend *q;
	size_t nq, cap, qi, qn;  /* q[qi..qn) sorted and due */
	uint64_t round_max, prev_max; /* latest time of this round, of the previous one */
	bool done;               /* the data section is all indexed */
	uint64_t last_ts;
	int *slot;               /* per event id: unknown-count slot + 1 */
	unsigned int nr_slot;
	unsigned int syms_seen;
	struct mmr_event ev;
};

static inline uint64_t rd64(const uint8_t *p)
{
	uint64_t v;

	memcpy(&v, p, 8);
	return v;
}

static inline uint32_t rd32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

static inline uint16_t rd16(const uint8_t *p)
{
	uint16_t v;

	memcpy(&v, p, 2);
	return v;
}

static int corrupt(const struct mmr_source *src, uint64_t off, const char *what,
		   struct mmr_error *err)
{
	return mmr_error_set(err, MMR_ECORRUPT, "%s: offset %llu: %s (corrupt perf.data)",
			     src->path, (unsigned long long)off, what);
}

static int pid_cmp(const void *a, const void *b)
{
	const struct pid_map *x = a, *y = b;

	return x->id < y->id ? -1 : x->id > y->id;
}

static int pend_cmp(const void *a, const void *b)
{
	const struct pend *x = a, *y = b;

	if (x->ts != y->ts)
		return x->ts < y->ts ? -1 : 1;
	return x->off < y->off ? -1 : x->off > y->off;
}

/* The attr of event id @id, or -1. */
static int attr_of(const struct perf *p, uint64_t id)
{
	unsigned int lo = 0, hi = p->nr_ids;

	if (p->nr_attr == 1)
		return 0;
	while (lo < hi) {
		unsigned int m = lo + (hi - lo) / 2;

		if (p->ids[m].id == id)
			return (int)p->ids[m].attr;
		if (p->ids[m].id < id)
			lo = m + 1;
		else
			hi = m;
	}
	return -1;
}

/*
 * The fields of the sample at @r (@size bytes, header included) laid out by
 * @st / @rf, up to RAW when @want_raw.  0, or -1 when a field runs past the
 * record.
 */
static int parse_sample(const uint8_t *r, uint32_t size, uint64_t st, uint64_t rf,
			bool want_raw, struct sfields *s)
{
	const uint8_t *p = r + 8, *end = r + size;

#define NEED(n) do { if ((uint64_t)(end - p) < (uint64_t)(n)) return -1; } while (0)
	memset(s, 0, sizeof(*s));
	if (st & S_IDENTIFIER) {
		NEED(8);
		s->id = rd64(p);
		s->has_id = true;
		p += 8;
	}
	if (st & S_IP) {
		NEED(8);
		p += 8;
	}
	if (st & S_TID) {
		NEED(8);
		p += 8;
	}
	if (st & S_TIME) {
		NEED(8);
		s->ts = rd64(p);
		s->has_ts = true;
		p += 8;
	}
	if (st & S_ADDR) {
		NEED(8);
		p += 8;
	}
	if (st & S_ID) {
		NEED(8);
		s->id = rd64(p);
		s->has_id = true;
		p += 8;
	}
	if (st & S_STREAM_ID) {
		NEED(8);
		p += 8;
	}
	if (st & S_CPU) {
		NEED(8);
		s->cpu = rd32(p);
		s->has_cpu = true;
		p += 8;
	}
	if (!want_raw)
		return 0;
	if (st & S_PERIOD) {
		NEED(8);
		p += 8;
	}
	if (st & S_READ) {
		uint64_t per = 8 + ((rf & RF_ID) ? 8 : 0) + ((rf & RF_LOST) ? 8 : 0);
		uint64_t times = ((rf & RF_TOTAL_TIME_ENABLED) ? 8 : 0) +
				 ((rf & RF_TOTAL_TIME_RUNNING) ? 8 : 0);

		if (rf & RF_GROUP) {
			uint64_t nr;

			NEED(8);
			nr = rd64(p);
			p += 8;
			NEED(times);
			p += times;
			if (nr > (uint64_t)(end - p) / per)
				return -1;
			p += nr * per;
		} else {
			NEED(per + times);
			p += per + times;
		}
	}
	if (st & S_CALLCHAIN) {
		uint64_t nr;

		NEED(8);
		nr = rd64(p);
		p += 8;
		if (nr > (uint64_t)(end - p) / 8)
			return -1;
		p += nr * 8;
	}
	if (st & S_RAW) {
		NEED(4);
		s->raw_size = rd32(p);
		p += 4;
		NEED(s->raw_size);
		s->raw = p;
	}
#undef NEED
	return 0;
}

/* The sample_id trailer of a non-sample record: its fields from the end. */
static void parse_trailer(const uint8_t *r, uint32_t size, uint32_t body, uint64_t st,
			  struct sfields *s)
{
	uint64_t n = 0;
	const uint8_t *p;

	memset(s, 0, sizeof(*s));
	n += (st & S_TID) ? 8 : 0;
	n += (st & S_TIME) ? 8 : 0;
	n += (st & S_ID) ? 8 : 0;
	n += (st & S_STREAM_ID) ? 8 : 0;
	n += (st & S_CPU) ? 8 : 0;
	n += (st & S_IDENTIFIER) ? 8 : 0;
	if (n > size || size - n < body)
		return;
	p = r + size - n;
	if (st & S_TID)
		p += 8;
	if (st & S_TIME) {
		s->ts = rd64(p);
		s->has_ts = true;
		p += 8;
	}
	if (st & S_ID)
		p += 8;
	if (st & S_STREAM_ID)
		p += 8;
	if (st & S_CPU) {
		s->cpu = rd32(p);
		s->has_cpu = true;
	}
}

/* Where the attr of the sample at @r is: its index, or -1 (not ours to decode). */
static int sample_attr(const struct perf *p, const uint8_t *r, uint32_t size,
		       struct sfields *s)
{
	int a;

	if (p->nr_attr == 1) {
		if (parse_sample(r, size, p->attr[0].sample_type, p->attr[0].read_format, false, s))
			return -2;
		return 0;
	}
	if (p->same_type) {
		if (parse_sample(r, size, p->sample_type0, 0, false, s) || !s->has_id)
			return -2;
		return attr_of(p, s->id);
	}
	/* sample types differ: perf then samples IDENTIFIER first in every one */
	if (size < 16)
		return -2;
	a = attr_of(p, rd64(r + 8));
	if (a < 0)
		return -1;
	if (parse_sample(r, size, p->attr[a].sample_type, p->attr[a].read_format, false, s))
		return -2;
	return a;
}

/*
 * Count, time and CPU of a LOST record (the kernel's: one mmap buffer
 * overran): 0 when the CPU can be told, else -1.  LOST_SAMPLES records are
 * not read: perf record writes them at the end from each event's lost count,
 * the same losses again (with no time).
 */
static int lost_fields(const struct perf *p, const uint8_t *r, uint32_t size, uint64_t *nr,
		       struct sfields *s)
{
	const uint32_t body = 24;   /* header, id, lost */
	int a;

	if (size < body)
		return -2;
	*nr = rd64(r + 16);
	a = attr_of(p, rd64(r + 8));
	if (a < 0)
		a = 0;
	if (!p->attr[a].sample_id_all)
		return -1;
	parse_trailer(r, size, body, p->attr[a].sample_type, s);
	return s->has_cpu ? 0 : -1;
}

/* ---- the data section ----------------------------------------------------- */

/* The record at @off: its type and size, checked; 0, or <0 with @err set. */
static int rec_at(struct mmr_source *src, const struct perf *p, uint64_t off, uint32_t *type,
		  uint32_t *size, uint64_t *skip, struct mmr_error *err)
{
	const uint8_t *r = p->map + off;

	if (p->data_end - off < 8)
		return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset %llu: record header "
				     "truncated at the end of the data section (truncated perf.data)",
				     src->path, (unsigned long long)off);
	*type = rd32(r);
	*size = rd16(r + 6);
	*skip = *size;
	if (*size < 8)
		return corrupt(src, off, "record of fewer than 8 bytes", err);
	if (*size > p->data_end - off)
		return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset %llu: record of %u bytes runs "
				     "past the end of the data section (truncated perf.data)",
				     src->path, (unsigned long long)off, *size);
	if (*type == REC_COMPRESSED || *type == REC_COMPRESSED2)
		return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: offset %llu: compressed records "
				     "(perf record -z) are not read: record without -z, or "
				     "`perf inject -i IN -o OUT` to write them uncompressed",
				     src->path, (unsigned long long)off);
	if (*type == REC_AUXTRACE) {
		/* its payload follows the record */
		if (*size < 16 || rd64(r + 8) > p->data_end - off - *size)
			return corrupt(src, off, "AUX area data past the data section", err);
		*skip += rd64(r + 8);
	}
	return 0;
}

static int push(struct perf *p, uint64_t ts, uint64_t off)
{
	if (p->nq == p->cap) {
		size_t cap = p->cap ? p->cap * 2 : 4096;
		struct pend *n = realloc(p->q, cap * sizeof(*n));

		if (!n)
			return MMR_ENOMEM;
		p->q = n;
		p->cap = cap;
	}
	p->q[p->nq].ts = ts;
	p->q[p->nq].off = off;
	p->nq++;
	return 0;
}

/* Sort what is waiting and make due what is not later than @limit. */
static void flush(struct perf *p, uint64_t limit)
{
	size_t k;

	qsort(p->q, p->nq, sizeof(*p->q), pend_cmp);
	for (k = 0; k < p->nq && p->q[k].ts <= limit; k++)
		;
	p->qi = 0;
	p->qn = k;
}

/* Index records up to the next round whose flush makes some due (or the end). */
static int fill(struct mmr_source *src, struct perf *p, struct mmr_error *err)
{
	/* drop what went out */
	if (p->qn) {
		memmove(p->q, p->q + p->qn, (p->nq - p->qn) * sizeof(*p->q));
		p->nq -= p->qn;
		p->qi = p->qn = 0;
	}
	while (!p->done) {
		uint32_t type, size;
		uint64_t skip, off = p->pos, nr;
		struct sfields s;
		int ret;

		if (off >= p->data_end) {
			p->done = true;
			break;
		}
		ret = rec_at(src, p, off, &type, &size, &skip, err);
		if (ret < 0)
			return ret;
		p->pos += skip;
		if (type == REC_SAMPLE) {
			int a = sample_attr(p, p->map + off, size, &s);

			if (a < 0 || p->attr[a].type != TYPE_TRACEPOINT)
				continue;   /* checked by the scan at open */
			ret = push(p, s.ts, off);
		} else if (type == REC_LOST) {
			if (lost_fields(p, p->map + off, size, &nr, &s) < 0 || !nr)
				continue;
			ret = push(p, s.has_ts ? s.ts : p->round_max, off);
		} else if (type == REC_FINISHED_ROUND) {
			uint64_t limit = p->prev_max;

			p->prev_max = p->round_max;
			if (p->nq && limit) {
				flush(p, limit);
				if (p->qn)
					return 0;
			}
			continue;
		} else {
			continue;
		}
		if (ret < 0)
			return mmr_error_set(err, ret, "%s: out of memory", src->path);
		if (p->q[p->nq - 1].ts > p->round_max)
			p->round_max = p->q[p->nq - 1].ts;
	}
	flush(p, ~0ull);
	return 0;
}

static int count_unknown(struct mmr_source *src, struct perf *p, const uint8_t *raw,
			 uint32_t len, const char *name)
{
	int id = mmr_decoder_event_id_raw(p->d, raw, (int)len), slot;

	if (id < 0)
		return MMR_ECORRUPT;
	if ((unsigned int)id >= p->nr_slot) {
		unsigned int n = (unsigned int)id + 64;
		int *q = realloc(p->slot, n * sizeof(*q));

		if (!q)
			return MMR_ENOMEM;
		memset(q + p->nr_slot, 0, (n - p->nr_slot) * sizeof(*q));
		p->slot = q;
		p->nr_slot = n;
	}
	if (!p->slot[id]) {
		slot = mmr_source_unknown_slot(src, name);
		if (slot < 0)
			return slot;
		p->slot[id] = slot + 1;
	}
	src->unknown[p->slot[id] - 1].count++;
	return 0;
}

/* sym.<name> = start address, the first time a known function shows up. */
static void note_sym(struct mmr_source *src, struct perf *p, const struct mmr_symref *s)
{
	char key[80];

	if (s->sym <= MMR_SYM_OTHER || s->sym >= 32 || (p->syms_seen & (1u << s->sym)))
		return;
	p->syms_seen |= 1u << s->sym;
	snprintf(key, sizeof(key), "sym.%s", mmr_sym_name(s->sym));
	mmr_meta_setf(src->meta, key, "0x%llx", tep_find_function_address(p->f.tep, s->addr));
}

static int perf_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	struct perf *p = src->priv;

	for (;;) {
		const uint8_t *r;
		const char *unknown = NULL;
		struct sfields s;
		uint64_t ts, off, nr;
		uint32_t type, size;
		int known, a;

		if (p->qi == p->qn) {
			int ret;

			if (p->done && p->qn == p->nq)
				return 0;
			ret = fill(src, p, err);
			if (ret < 0)
				return ret;
			if (p->qi == p->qn)
				return 0;
		}
		ts = p->q[p->qi].ts;
		off = p->q[p->qi].off;
		p->qi++;
		if (ts < p->last_ts)
			ts = p->last_ts;
		p->last_ts = ts;
		r = p->map + off;
		type = rd32(r);
		size = rd16(r + 6);
		if (type != REC_SAMPLE) {
			if (lost_fields(p, r, size, &nr, &s) < 0)
				continue;
			mmr_event_init(&p->ev, MMR_EV_LOST);
			p->ev.ts = ts;
			p->ev.cpu = s.cpu;
			p->ev.lost.nr = nr;
			*ev = &p->ev;
			return 1;
		}
		a = sample_attr(p, r, size, &s);
		if (a < 0 || parse_sample(r, size, p->attr[a].sample_type, p->attr[a].read_format,
					  true, &s) || !s.raw)
			return corrupt(src, off, "sample fields past the record", err);
		known = mmr_decoder_decode_raw(p->d, s.raw, (int)s.raw_size, ts, (int)s.cpu, &p->ev,
					       &unknown);
		if (known == 0)
			known = count_unknown(src, p, s.raw, s.raw_size, unknown);
		else if (known > 0)
			known = 1;
		if (known < 0)
			return mmr_error_set(err, known, "%s: offset %llu: %s (CPU %u sample of %u "
					     "bytes)", src->path, (unsigned long long)off,
					     known == MMR_ENOMEM ? "out of memory" :
					     "tracepoint record does not fit its event format",
					     s.cpu, s.raw_size);
		if (!known)
			continue;
		{
			switch (p->ev.kind) {
			case MMR_EV_CSD_QUEUE_CPU:
			case MMR_EV_CSD_FUNCTION_ENTRY:
			case MMR_EV_CSD_FUNCTION_EXIT:
				note_sym(src, p, &p->ev.csd.callsite);
				note_sym(src, p, &p->ev.csd.func);
				break;
			case MMR_EV_IPI_SEND_CPU:
			case MMR_EV_IPI_SEND_CPUMASK:
				note_sym(src, p, &p->ev.ipi.callsite);
				note_sym(src, p, &p->ev.ipi.callback);
				break;
			default:
				break;
			}
		}
		*ev = &p->ev;
		return 1;
	}
}

static void perf_close(struct mmr_source *src)
{
	struct perf *p = src->priv;

	if (!p)
		return;
	mmr_decoder_free(p->d);
	if (p->have_tep)
		mmr_dat_file_release(&p->f);
	if (p->map && p->map != MAP_FAILED)
		munmap((void *)p->map, p->map_len);
	free(p->attr);
	free(p->ids);
	free(p->q);
	free(p->slot);
	free(p);
	src->priv = NULL;
}

static const struct mmr_source_ops perf_ops = {
	.next = perf_next,
	.close = perf_close,
};

/* ---- open ----------------------------------------------------------------- */

/* A perf_header_string feature (u32 length, NUL-padded text) into the metadata. */
static int meta_string(struct mmr_source *src, const struct perf *p, uint64_t off,
		       uint64_t len, const char *key)
{
	uint32_t n;
	size_t l;

	if (len < 4)
		return 0;
	n = rd32(p->map + off);
	if (n > len - 4 || n == 0)
		return 0;
	l = strnlen((const char *)p->map + off + 4, n);
	for (size_t i = 0; i < l; i++)
		if (p->map[off + 4 + i] < 0x20 || p->map[off + 4 + i] > 0x7e)
			return 0;
	if (!l)
		return 0;
	return mmr_meta_setf(src->meta, key, "%.*s", (int)l, (const char *)p->map + off + 4) < 0
		? MMR_ENOMEM : 0;
}

/* The feature sections after the data: tracing data, kernel release, CPUs. */
static int read_features(struct mmr_source *src, struct perf *p, const uint8_t *bits,
			 uint64_t *td_off, uint64_t *td_len, unsigned int *cpus,
			 struct mmr_error *err)
{
	uint64_t at = p->data_end;
	unsigned int nr = 0;

	*td_off = *td_len = 0;
	*cpus = 0;
	for (unsigned int b = 1; b < 256; b++) {
		uint64_t off, len;
		int ret = 0;

		if (!(bits[b / 8] >> (b % 8) & 1))
			continue;
		if (p->map_len - at < 16)
			return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset %llu: feature section "
					     "table truncated (truncated perf.data)", src->path,
					     (unsigned long long)at);
		off = rd64(p->map + at);
		len = rd64(p->map + at + 8);
		if (off > p->map_len || len > p->map_len - off)
			return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset %llu: feature %u: %llu "
					     "bytes at %llu, past the end of the file (truncated "
					     "perf.data)", src->path, (unsigned long long)at, b,
					     (unsigned long long)len, (unsigned long long)off);
		at += 16;
		nr++;
		switch (b) {
		case FEAT_TRACING_DATA:
			*td_off = off;
			*td_len = len;
			break;
		case FEAT_OSRELEASE:
			ret = meta_string(src, p, off, len, "kernel");
			break;
		case FEAT_ARCH:
			ret = meta_string(src, p, off, len, "arch");
			break;
		case FEAT_VERSION:
			ret = meta_string(src, p, off, len, "perf_version");
			break;
		case FEAT_NRCPUS:
			/* nr_cpus_available (the highest present + 1), then online */
			if (len >= 8) {
				uint32_t avail = rd32(p->map + off), online = rd32(p->map + off + 4);

				*cpus = avail > online ? avail : online;
				if (*cpus > MAX_CPUS)
					*cpus = 0;
			}
			break;
		case FEAT_CLOCKID:
			if (len >= 8)
				ret = mmr_meta_setf(src->meta, "perf_clockid", "%llu",
						    (unsigned long long)rd64(p->map + off)) < 0
					? MMR_ENOMEM : 0;
			break;
		default:
			break;
		}
		if (ret < 0)
			return mmr_error_set(err, ret, "%s: out of memory", src->path);
	}
	(void)nr;
	return 0;
}

/*
 * "tracepoints": the tracepoint events recorded (system:name, comma
 * separated), so that one that never fired counts as 0 rather than unknown;
 * "recorder": perf and its version.
 */
static int meta_recorded(struct mmr_source *src, struct perf *p)
{
	char *list = NULL;
	size_t len = 0;
	const char *v = mmr_meta_get(src->meta, "perf_version");
	int ret = 0;

	for (unsigned int i = 0; i < p->nr_attr; i++) {
		struct tep_event *e;
		size_t n;
		char *l;

		if (p->attr[i].type != TYPE_TRACEPOINT || p->attr[i].config > 65535)
			continue;
		e = tep_find_event(p->f.tep, (int)p->attr[i].config);
		if (!e || !e->system || !e->name)
			continue;
		n = strlen(e->system) + strlen(e->name) + 2;
		l = realloc(list, len + n + 1);
		if (!l) {
			free(list);
			return MMR_ENOMEM;
		}
		list = l;
		len += (size_t)snprintf(list + len, n + 1, "%s%s:%s", len ? "," : "", e->system,
					e->name);
	}
	if (list && mmr_meta_set(src->meta, "tracepoints", list) < 0)
		ret = MMR_ENOMEM;
	free(list);
	if (!ret && mmr_meta_setf(src->meta, "recorder", "perf%s%s", v ? " " : "", v ? v : "") < 0)
		ret = MMR_ENOMEM;
	return ret;
}

/* The attrs and their ids. */
static int read_attrs(struct mmr_source *src, struct perf *p, uint64_t attr_size,
		      uint64_t off, uint64_t len, struct mmr_error *err)
{
	uint64_t n;
	unsigned int k = 0;

	if (attr_size < 64 + 16 || attr_size > 4096 || len % attr_size)
		return corrupt(src, 16, "attr size does not divide the attrs section", err);
	n = len / attr_size;
	if (!n)
		return corrupt(src, 32, "no event attrs", err);
	if (n > MAX_ATTRS)
		return corrupt(src, 32, "more than 4096 event attrs", err);
	p->attr = calloc((size_t)n, sizeof(*p->attr));
	if (!p->attr)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	p->nr_attr = (unsigned int)n;
	/* ids first counted, then stored */
	for (int pass = 0; pass < 2; pass++) {
		uint64_t total = 0;

		for (unsigned int i = 0; i < p->nr_attr; i++) {
			const uint8_t *a = p->map + off + i * attr_size;
			uint64_t ids_off = rd64(a + attr_size - 16), ids_len = rd64(a + attr_size - 8);

			if (pass == 0) {
				struct pattr *x = &p->attr[i];

				x->type = rd32(a);
				x->config = rd64(a + 8);
				x->sample_type = rd64(a + 24);
				x->read_format = rd64(a + 32);
				/* bit 18 of the flags word: sample_id_all */
				x->sample_id_all = (rd64(a + 40) >> 18) & 1;
				if (ids_off > p->map_len || ids_len > p->map_len - ids_off ||
				    ids_len % 8)
					return corrupt(src, off + i * attr_size, "ids of an event attr "
						       "past the end of the file", err);
				total += ids_len / 8;
				if (total > MAX_IDS)
					return corrupt(src, off + i * attr_size, "more than 2^20 "
						       "event ids", err);
				continue;
			}
			for (uint64_t j = 0; j < ids_len / 8; j++) {
				p->ids[k].id = rd64(p->map + ids_off + j * 8);
				p->ids[k].attr = i;
				k++;
			}
		}
		if (pass == 0) {
			p->ids = calloc(total ? (size_t)total : 1, sizeof(*p->ids));
			if (!p->ids)
				return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
		}
	}
	p->nr_ids = k;
	qsort(p->ids, p->nr_ids, sizeof(*p->ids), pid_cmp);
	p->same_type = true;
	p->sample_type0 = p->attr[0].sample_type;
	for (unsigned int i = 1; i < p->nr_attr; i++)
		if (p->attr[i].sample_type != p->sample_type0)
			p->same_type = false;
	if (p->nr_attr > 1 && p->same_type && !(p->sample_type0 & (S_ID | S_IDENTIFIER)))
		return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: %u events whose samples carry "
				     "no id: which event a sample is cannot be told", src->path,
				     p->nr_attr);
	if (!p->same_type)
		for (unsigned int i = 0; i < p->nr_attr; i++)
			if (!(p->attr[i].sample_type & S_IDENTIFIER))
				return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: events of different "
						     "sample types without PERF_SAMPLE_IDENTIFIER: "
						     "which event a sample is cannot be told",
						     src->path);
	return 0;
}

/*
 * Walk the data section once: every record's size checked, the first and
 * last tracepoint sample times, lost counts per CPU.
 */
static int scan(struct mmr_source *src, struct perf *p, struct mmr_error *err)
{
	uint64_t first = ~0ull, last = 0, samples = 0, *lost = NULL;
	unsigned int nr_lost = 0;
	int ret = 0;

	for (uint64_t off = p->data_off; off < p->data_end;) {
		uint32_t type, size;
		uint64_t skip, nr;
		struct sfields s;
		int a;

		ret = rec_at(src, p, off, &type, &size, &skip, err);
		if (ret < 0)
			goto out;
		if (type == REC_SAMPLE) {
			a = sample_attr(p, p->map + off, size, &s);
			if (a == -2) {
				ret = corrupt(src, off, "sample fields past the record", err);
				goto out;
			}
			if (a >= 0 && p->attr[a].type == TYPE_TRACEPOINT) {
				struct sfields full;

				if (parse_sample(p->map + off, size, p->attr[a].sample_type,
						 p->attr[a].read_format, true, &full) || !full.raw) {
					ret = corrupt(src, off, "sample fields past the record", err);
					goto out;
				}
				samples++;
				if (full.ts < first)
					first = full.ts;
				if (full.ts > last)
					last = full.ts;
			}
		} else if (type == REC_LOST &&
			   lost_fields(p, p->map + off, size, &nr, &s) == 0 &&
			   s.cpu < MAX_CPUS) {
			if (s.cpu >= nr_lost) {
				uint64_t *n = realloc(lost, (s.cpu + 1) * sizeof(*n));

				if (!n) {
					ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory",
							    src->path);
					goto out;
				}
				memset(n + nr_lost, 0, (s.cpu + 1 - nr_lost) * sizeof(*n));
				lost = n;
				nr_lost = s.cpu + 1;
			}
			lost[s.cpu] += nr;
		}
		off += skip;
	}
	for (unsigned int c = 0; c < nr_lost; c++) {
		char key[32];

		if (!lost[c])
			continue;
		snprintf(key, sizeof(key), "lost.cpu%u", c);
		if (mmr_meta_setf(src->meta, key, "%llu", (unsigned long long)lost[c]) < 0)
			goto nomem;
	}
	if (samples && (mmr_meta_setf(src->meta, "start_ns", "%llu",
				      (unsigned long long)first) < 0 ||
			mmr_meta_setf(src->meta, "duration_ns", "%llu",
				      (unsigned long long)(last - first)) < 0))
		goto nomem;
	free(lost);
	return 0;
nomem:
	ret = mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
out:
	free(lost);
	return ret;
}

int mmr_source_open_perf(struct mmr_source *src, struct mmr_error *err)
{
	struct perf *p;
	uint64_t hsize, attr_size, attrs_off, attrs_len, td_off, td_len;
	unsigned int cpus, tracepoints = 0;
	int ret;

	p = calloc(1, sizeof(*p));
	if (!p)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	src->priv = p;
	src->ops = &perf_ops;
	if (src->size < 16)
		return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset 8: perf.data header "
				     "truncated", src->path);
	p->map_len = src->size;
	p->map = mmap(NULL, (size_t)src->size, PROT_READ, MAP_PRIVATE, src->fd, 0);
	if (p->map == MAP_FAILED) {
		p->map = NULL;
		return mmr_error_set(err, MMR_EIO, "%s: mapping the file: %s", src->path,
				     strerror(errno));
	}
	if (!memcmp(p->map, "2ELIFREP", 8))
		return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: perf.data of the other byte "
				     "order (recorded on a big-endian machine): not read",
				     src->path);
	hsize = rd64(p->map + 8);
	if (hsize == 16)
		return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: pipe-mode perf.data (perf record "
				     "-o - or to a pipe) is not read: record to a file (perf "
				     "record -o FILE), or convert it with `perf inject -i IN -o OUT`",
				     src->path);
	if (hsize < HEADER_SIZE || src->size < HEADER_SIZE)
		return mmr_error_set(err, src->size < HEADER_SIZE ? MMR_ETRUNCATED : MMR_ECORRUPT,
				     "%s: offset 8: perf.data header of %llu bytes (%u expected)%s",
				     src->path, (unsigned long long)hsize, HEADER_SIZE,
				     src->size < HEADER_SIZE ? ", file truncated" : "");
	attr_size = rd64(p->map + 16);
	attrs_off = rd64(p->map + 24);
	attrs_len = rd64(p->map + 32);
	p->data_off = rd64(p->map + 40);
	if (attrs_off > src->size || attrs_len > src->size - attrs_off)
		return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset 24: attrs section (%llu bytes "
				     "at %llu) past the end of the file (truncated perf.data)",
				     src->path, (unsigned long long)attrs_len,
				     (unsigned long long)attrs_off);
	if (p->data_off > src->size || rd64(p->map + 48) > src->size - p->data_off)
		return mmr_error_set(err, MMR_ETRUNCATED, "%s: offset 40: data section (%llu bytes "
				     "at %llu) past the end of the file (truncated perf.data)",
				     src->path, (unsigned long long)rd64(p->map + 48),
				     (unsigned long long)p->data_off);
	p->data_end = p->data_off + rd64(p->map + 48);
	ret = read_attrs(src, p, attr_size, attrs_off, attrs_len, err);
	if (ret < 0)
		return ret;
	for (unsigned int i = 0; i < p->nr_attr; i++)
		if (p->attr[i].type == TYPE_TRACEPOINT)
			tracepoints++;
	if (!tracepoints)
		return mmr_error_set(err, MMR_EFORMAT, "%s: no tracepoint samples: this perf.data "
				     "holds other events only; record with perf record -e 'tlb:*' "
				     "-e 'sched:*' ... -a (docs/man/mmreplay.1, INPUT FORMATS)",
				     src->path);
	for (unsigned int i = 0; i < p->nr_attr; i++) {
		const struct pattr *a = &p->attr[i];

		if (a->type == TYPE_TRACEPOINT &&
		    (a->sample_type & (S_RAW | S_TIME | S_CPU)) != (S_RAW | S_TIME | S_CPU))
			return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: tracepoint event %llu "
					     "sampled without its %s: record with perf record -e ... "
					     "(which samples RAW, TIME and CPU)", src->path,
					     (unsigned long long)a->config,
					     !(a->sample_type & S_RAW) ? "raw data" :
					     !(a->sample_type & S_TIME) ? "time" : "CPU");
	}
	ret = read_features(src, p, p->map + 72, &td_off, &td_len, &cpus, err);
	if (ret < 0)
		return ret;
	if (!td_len)
		return mmr_error_set(err, MMR_EFORMAT, "%s: tracepoint events but no tracing data "
				     "(the event formats) in the file's features", src->path);
	ret = mmr_dat_tracing_read(&p->f, src->fd, src->size, td_off, td_len, src->path, err);
	p->have_tep = true;
	if (ret < 0)
		return ret;
	if (cpus)
		tep_set_cpus(p->f.tep, (int)cpus);
	p->d = mmr_decoder_new(p->f.tep);
	if (!p->d)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	if ((cpus && mmr_meta_setf(src->meta, "cpus", "%u", cpus) < 0) ||
	    mmr_meta_setf(src->meta, "page_size", "%u", p->f.page_size) < 0 ||
	    mmr_meta_set(src->meta, "trace_clock", mmr_meta_get(src->meta, "perf_clockid") ?
			 "perf (clockid)" : "perf") < 0)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	if (meta_recorded(src, p) < 0)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	ret = scan(src, p, err);
	if (ret < 0)
		return ret;
	mmr_decoder_prepare_syms(p->d);
	p->pos = p->data_off;
	return 0;
}
