// SPDX-License-Identifier: LGPL-2.1
/*
 * libtraceevent records -> struct mmr_event (see decode.h).
 *
 * Binding happens once per tep: every tep event whose "system:name" the event
 * table knows gets a small program -- one struct fdec per bound field saying
 * where to read (offset, size, signedness, __data_loc or not) and where to
 * write (offset in struct mmr_event, type).  The per-record path is: read
 * common_type, index the per-id array, bounds-check once, run the program.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "hash.h"
#include "mmreplay/error.h"

enum {
	FD_SIGNED = 1 << 0,
	FD_DYNAMIC = 1 << 1,  /* __data_loc: u32 = len << 16 | offset */
	FD_RELATIVE = 1 << 2, /* __rel_loc: offset counts from the end of the field */
};

/* How a field is moved: decided at bind time so the record loop has one switch. */
enum {
	OP_COPY1, OP_COPY2, OP_COPY4, OP_COPY8, /* same size, file byte order == ours */
	OP_INT,   /* other sizes or byte order: read, sign-extend, store as the type says */
	OP_COMM, OP_MASK, OP_SYM,
};

struct fdec {
	uint16_t dst;  /* offsetof(struct mmr_event, ...) */
	uint8_t type;  /* enum mmr_field_type */
	uint8_t flags; /* FD_* */
	uint8_t op;    /* OP_* */
	uint32_t src;  /* offset in the record */
	uint32_t size; /* bytes in the record (4 for a __data_loc word) */
};

/* Per tep event id. */
struct kdec {
	uint16_t kind;      /* enum mmr_event_kind; MMR_EV_NONE: not understood */
	uint16_t nr_fields;
	uint32_t need;      /* record bytes the fixed fields need */
	struct fdec *fields;
	char *unknown;      /* "system:name", made on first unknown hit */
};

/* Event ids are the kernel's common_type, an unsigned short (struct trace_entry). */
#define MAX_EVENT_ID 65535

struct mmr_decoder {
	struct tep_handle *tep;
	bool native;        /* file byte order == ours: plain loads */
	bool has_sym;       /* some bound field is a kernel address (OP_SYM) */
	int long_size;
	uint32_t type_off, type_size, pid_off, pid_size, hdr_need;
	struct kdec *ids;
	unsigned int nr_ids;
	struct fdec *fields; /* one allocation behind every kdec.fields */
	struct mmr_hash syms; /* kernel address -> uint16_t known-symbol id */
	uint64_t *mask;     /* cpumask storage handed out in struct mmr_cpumask */
	size_t mask_words;
	/* mmr_event_init() of each kind: one fixed-size copy per record instead */
	struct mmr_event tmpl[MMR_EV__COUNT];
};

static inline uint64_t rd(const struct mmr_decoder *d, const uint8_t *p, uint32_t size)
{
	if (d->native) {
		switch (size) {
		case 1: return *p;
		case 2: { uint16_t v; memcpy(&v, p, 2); return v; }
		case 4: { uint32_t v; memcpy(&v, p, 4); return v; }
		case 8: { uint64_t v; memcpy(&v, p, 8); return v; }
		default: return 0;
		}
	}
	return tep_read_number(d->tep, p, (int)size);
}

static bool int_size(int size)
{
	return size == 1 || size == 2 || size == 4 || size == 8;
}


/* Bind one field of the kind's table to the kernel's format; false: leave it at its default. */
static bool bind_field(const struct mmr_decoder *d, struct tep_event *ev,
		       const struct mmr_field *mf, struct fdec *fd)
{
	struct tep_format_field *f = tep_find_field(ev, mf->name);

	if (!f || f->offset < 0 || f->size < 0)
		return false;
	fd->dst = mf->offset;
	fd->type = mf->type;
	fd->src = (uint32_t)f->offset;
	fd->size = (uint32_t)f->size;
	fd->flags = 0;
	if (f->flags & TEP_FIELD_IS_DYNAMIC) {
		fd->flags |= FD_DYNAMIC;
		if (f->flags & TEP_FIELD_IS_RELATIVE)
			fd->flags |= FD_RELATIVE;
		if (f->size != 4)
			return false;
	}
	if (f->flags & TEP_FIELD_IS_SIGNED)
		fd->flags |= FD_SIGNED;

	switch (mf->type) {
	case MMR_FT_COMM:
		/* char comm[16] normally; __string comm on some tracepoints */
		fd->op = OP_COMM;
		return (fd->flags & FD_DYNAMIC) || (f->flags & TEP_FIELD_IS_ARRAY);
	case MMR_FT_CPUMASK:
		/* __data_loc cpumask_t (6.x) or a fixed unsigned long array */
		fd->op = OP_MASK;
		return (fd->flags & FD_DYNAMIC) ||
		       ((f->flags & TEP_FIELD_IS_ARRAY) && f->size % d->long_size == 0);
	case MMR_FT_SYM:
		fd->op = OP_SYM;
		return !(fd->flags & FD_DYNAMIC) && (f->size == 4 || f->size == 8);
	default:
		if ((fd->flags & FD_DYNAMIC) || (f->flags & TEP_FIELD_IS_ARRAY) ||
		    !int_size(f->size))
			return false;
		fd->op = OP_INT;
		if (d->native && (uint32_t)f->size == mmr_field_int_size(mf->type))
			fd->op = f->size == 1 ? OP_COPY1 : f->size == 2 ? OP_COPY2 :
				 f->size == 4 ? OP_COPY4 : OP_COPY8;
		return true;
	}
}

static void bind_common(struct mmr_decoder *d)
{
	struct tep_format_field *f;
	struct tep_event *ev;

	/* the usual 6.x header; replaced by what the tep says below */
	d->type_off = 0;
	d->type_size = 2;
	d->pid_off = 4;
	d->pid_size = 4;
	if (tep_get_events_count(d->tep) > 0 && (ev = tep_get_event(d->tep, 0))) {
		f = tep_find_common_field(ev, "common_type");
		if (f && int_size(f->size) && f->offset >= 0) {
			d->type_off = (uint32_t)f->offset;
			d->type_size = (uint32_t)f->size;
		}
		f = tep_find_common_field(ev, "common_pid");
		if (f && int_size(f->size) && f->offset >= 0) {
			d->pid_off = (uint32_t)f->offset;
			d->pid_size = (uint32_t)f->size;
		}
	}
	d->hdr_need = d->type_off + d->type_size;
	if (d->pid_off + d->pid_size > d->hdr_need)
		d->hdr_need = d->pid_off + d->pid_size;
}

struct mmr_decoder *mmr_decoder_new(struct tep_handle *tep)
{
	int nr_events = tep_get_events_count(tep), i, max_id = -1;
	unsigned int nr_f = 0, j, k;
	struct mmr_decoder *d;
	struct fdec *fp;

	d = calloc(1, sizeof(*d));
	if (!d)
		return NULL;
	d->tep = tep;
	mmr_hash_init(&d->syms, sizeof(uint16_t));
	d->native = tep_is_file_bigendian(tep) == tep_is_local_bigendian(tep);
	d->long_size = tep_get_long_size(tep) == 4 ? 4 : 8;
	bind_common(d);

	/* pass 1: id range and the number of field slots */
	for (i = 0; i < nr_events; i++) {
		struct tep_event *ev = tep_get_event(tep, i);
		const struct mmr_event_info *info;

		if (!ev || ev->id < 0 || ev->id > MAX_EVENT_ID)
			continue;
		if (ev->id > max_id)
			max_id = ev->id;
		info = mmr_event_info(mmr_event_lookup(ev->system, ev->name));
		if (info)
			nr_f += info->nr_fields;
	}
	d->nr_ids = (unsigned int)(max_id + 1);
	d->ids = calloc(d->nr_ids ? d->nr_ids : 1, sizeof(*d->ids));
	d->fields = calloc(nr_f ? nr_f : 1, sizeof(*d->fields));
	if (!d->ids || !d->fields) {
		mmr_decoder_free(d);
		return NULL;
	}

	/* pass 2: a program per understood event */
	fp = d->fields;
	for (i = 0; i < nr_events; i++) {
		struct tep_event *ev = tep_get_event(tep, i);
		const struct mmr_event_info *info;
		unsigned int kind;
		struct kdec *kd;

		if (!ev || ev->id < 0 || ev->id > MAX_EVENT_ID)
			continue;
		kind = mmr_event_lookup(ev->system, ev->name);
		info = mmr_event_info(kind);
		if (!info || kind == MMR_EV_LOST)
			continue;
		kd = &d->ids[ev->id];
		kd->kind = (uint16_t)kind;
		mmr_event_init(&d->tmpl[kind], kind);
		kd->fields = fp;
		kd->need = d->hdr_need;
		for (j = 0, k = 0; j < info->nr_fields; j++) {
			if (!bind_field(d, ev, &info->fields[j], &fp[k]))
				continue;
			if (fp[k].src + fp[k].size > kd->need)
				kd->need = fp[k].src + fp[k].size;
			if (fp[k].op == OP_SYM)
				d->has_sym = true;
			k++;
		}
		kd->nr_fields = (uint16_t)k;
		fp += k;
	}
	return d;
}

void mmr_decoder_free(struct mmr_decoder *d)
{
	unsigned int i;

	if (!d)
		return;
	for (i = 0; d->ids && i < d->nr_ids; i++)
		free(d->ids[i].unknown);
	free(d->ids);
	free(d->fields);
	mmr_hash_free(&d->syms);
	free(d->mask);
	free(d);
}

int mmr_decoder_event_id_raw(const struct mmr_decoder *d, const void *data, int size)
{
	if (size < 0 || (uint32_t)size < d->type_off + d->type_size)
		return -1;
	return (int)rd(d, (const uint8_t *)data + d->type_off, d->type_size);
}

int mmr_decoder_event_id(const struct mmr_decoder *d, const struct tep_record *rec)
{
	return mmr_decoder_event_id_raw(d, rec->data, rec->size);
}

int mmr_decoder_lost(const struct tep_record *rec, int cpu, struct mmr_event *out)
{
	if (!rec->missed_events)
		return 0;
	mmr_event_init(out, MMR_EV_LOST);
	out->ts = rec->ts;
	out->cpu = (uint32_t)cpu;
	out->lost.nr = rec->missed_events > 0 ? (uint64_t)rec->missed_events : 0;
	return 1;
}

/* "system:name" for an id nothing in the table claims; cached in the per-id slot. */
static const char *unknown_name(struct mmr_decoder *d, unsigned int id)
{
	struct tep_event *ev;
	char *name;

	if (id >= d->nr_ids) {
		/* an id the tep did not have when we bound (or a corrupt one) */
		struct kdec *n = realloc(d->ids, (id + 1) * sizeof(*n));

		if (!n)
			return NULL;
		memset(n + d->nr_ids, 0, (id + 1 - d->nr_ids) * sizeof(*n));
		d->ids = n;
		d->nr_ids = id + 1;
	}
	if (d->ids[id].unknown)
		return d->ids[id].unknown;
	ev = tep_find_event(d->tep, (int)id);
	if (ev && asprintf(&name, "%s:%s", ev->system, ev->name) < 0)
		return NULL;
	if (!ev && asprintf(&name, "unknown:id%u", id) < 0)
		return NULL;
	d->ids[id].unknown = name;
	return name;
}

static uint16_t classify(struct mmr_decoder *d, uint64_t addr)
{
	const char *name = tep_find_function(d->tep, addr);

	/* an address kallsyms does not cover is still an address: OTHER, not NONE */
	return name ? (uint16_t)mmr_sym_lookup(name) : MMR_SYM_OTHER;
}

/* Known-symbol id of a kernel address, classified once per address. */
static int sym_of(struct mmr_decoder *d, uint64_t addr, uint16_t *sym)
{
	uint16_t *v;
	int created;

	if (!addr) {
		*sym = MMR_SYM_NONE;
		return 0;
	}
	if (__builtin_expect(addr >= UINT64_MAX - 1, 0)) {
		*sym = classify(d, addr); /* past what MMR_H_KEY() takes: not cached */
		return 0;
	}
	v = mmr_hash_find(&d->syms, MMR_H_KEY(addr));
	if (!v) {
		v = mmr_hash_insert(&d->syms, MMR_H_KEY(addr), &created);
		if (!v)
			return MMR_ENOMEM;
		*v = classify(d, addr);
	}
	*sym = *v;
	return 0;
}

/* Where a variable-length field's bytes are; false when outside the record. */
static bool dyn_loc(const struct mmr_decoder *d, const struct fdec *fd, const uint8_t *data,
		    uint32_t size, const uint8_t **p, uint32_t *len)
{
	uint32_t loc, off;

	if (!(fd->flags & FD_DYNAMIC)) {
		*p = data + fd->src;
		*len = fd->size;
		return true;
	}
	loc = (uint32_t)rd(d, data + fd->src, 4);
	off = loc & 0xffff;
	*len = loc >> 16;
	if (fd->flags & FD_RELATIVE)
		off += fd->src + 4;
	if (off > size || *len > size - off)
		return false;
	*p = data + off;
	return true;
}

static int put_cpumask(struct mmr_decoder *d, struct mmr_cpumask *m, const uint8_t *p,
		       uint32_t len)
{
	size_t words = ((size_t)len + 7) / 8, i;
	uint32_t nl = len / (uint32_t)d->long_size, l;

	if (words > d->mask_words) {
		uint64_t *n = realloc(d->mask, words * sizeof(*n));

		if (!n)
			return MMR_ENOMEM;
		d->mask = n;
		d->mask_words = words;
	}
	for (i = 0; i < words; i++)
		d->mask[i] = 0;
	/* the kernel's bitmap is an array of unsigned long: bit b is in long b / BITS_PER_LONG */
	for (l = 0; l < nl; l++) {
		uint64_t v = rd(d, p + (size_t)l * (uint32_t)d->long_size, (uint32_t)d->long_size);

		if (d->long_size == 8)
			d->mask[l] = v;
		else
			d->mask[l / 2] |= v << (32 * (l % 2));
	}
	m->nbits = nl * (uint32_t)d->long_size * 8;
	m->bits = words ? d->mask : NULL;
	return 0;
}

static inline int decode(struct mmr_decoder *d, const uint8_t *data, int isize, uint64_t ts,
			 int cpu, struct mmr_event *out, const char **unknown)
{
	const struct kdec *kd;
	const struct fdec *fd, *end;
	const uint8_t *p;
	uint32_t size, len;
	unsigned int id;
	int ret;

	if (isize < 0 || (uint32_t)isize < d->hdr_need)
		return MMR_ECORRUPT;
	size = (uint32_t)isize;
	/* wider than the kernel's u16 (a damaged format or record): no id to size a table by */
	if (rd(d, data + d->type_off, d->type_size) > MAX_EVENT_ID)
		return MMR_ECORRUPT;
	id = (unsigned int)rd(d, data + d->type_off, d->type_size);
	if (id >= d->nr_ids || !d->ids[id].kind) {
		if (unknown && !(*unknown = unknown_name(d, id)))
			return MMR_ENOMEM;
		return 0;
	}
	kd = &d->ids[id];
	if (size < kd->need)
		return MMR_ECORRUPT;

	/* the header and the kind's own member; other members' bytes are not the kind's */
	*out = d->tmpl[kd->kind];
	out->ts = ts;
	out->cpu = (uint32_t)cpu;
	out->pid = (int32_t)rd(d, data + d->pid_off, d->pid_size);

	for (fd = kd->fields, end = fd + kd->nr_fields; fd < end; fd++) {
		char *dst = (char *)out + fd->dst;
		uint64_t v;

		switch (fd->op) {
		case OP_COPY4:
			memcpy(dst, data + fd->src, 4);
			continue;
		case OP_COPY8:
			memcpy(dst, data + fd->src, 8);
			continue;
		case OP_COPY2:
			memcpy(dst, data + fd->src, 2);
			continue;
		case OP_COPY1:
			*dst = (char)data[fd->src];
			continue;
		case OP_COMM:
			if (!dyn_loc(d, fd, data, size, &p, &len))
				return MMR_ECORRUPT;
			if (len > MMR_COMM_LEN - 1)
				len = MMR_COMM_LEN - 1;
			memcpy(dst, p, len);
			dst[len] = '\0';
			continue;
		case OP_MASK:
			if (!dyn_loc(d, fd, data, size, &p, &len))
				return MMR_ECORRUPT;
			ret = put_cpumask(d, (struct mmr_cpumask *)(void *)dst, p, len);
			if (ret < 0)
				return ret;
			continue;
		case OP_SYM: {
			struct mmr_symref s;

			s.addr = rd(d, data + fd->src, fd->size);
			ret = sym_of(d, s.addr, &s.sym);
			if (ret < 0)
				return ret;
			memcpy(dst, &s, sizeof(s));
			continue;
		}
		default:
			break;
		}
		v = rd(d, data + fd->src, fd->size);
		if ((fd->flags & FD_SIGNED) && fd->size < 8) {
			unsigned int sh = 64 - 8 * fd->size;

			v = (uint64_t)((int64_t)(v << sh) >> sh);
		}
		switch (fd->type) {
		case MMR_FT_S32:
		case MMR_FT_U32: { uint32_t x = (uint32_t)v; memcpy(dst, &x, 4); break; }
		case MMR_FT_S16: { uint16_t x = (uint16_t)v; memcpy(dst, &x, 2); break; }
		case MMR_FT_U8: *dst = (char)v; break;
		default: memcpy(dst, &v, 8); break;
		}
	}
	return 1;
}

int mmr_decoder_decode(struct mmr_decoder *d, struct tep_record *rec, int cpu,
		       struct mmr_event *out, const char **unknown)
{
	return decode(d, rec->data, rec->size, rec->ts, cpu, out, unknown);
}

int mmr_decoder_decode_raw(struct mmr_decoder *d, const void *data, int size, uint64_t ts,
			   int cpu, struct mmr_event *out, const char **unknown)
{
	return decode(d, data, size, ts, cpu, out, unknown);
}

void mmr_decoder_prepare_syms(struct mmr_decoder *d)
{
	int i;

	if (!d || !d->has_sym)
		return;
	/* any address will do: the sort happens on the first lookup, whatever it finds */
	tep_find_function(d->tep, 1);
	/*
	 * The sort also frees libtraceevent's list of kallsyms: ~10^5 small
	 * blocks, which glibc keeps in its unsorted bin.  Each later malloc()
	 * that no block fits exactly sorts up to 10,000 of them into bins
	 * (ptmalloc's MAX_ITERS), a cache miss each (docs/performance.md, "The
	 * first kernel-address lookup").  Requests that nothing there fits
	 * (larger than any freed block) drain it now, with the sort that caused
	 * it; when there is nothing to drain they cost ~100 instructions each.
	 * (Harmless with any other allocator; volatile, or the compiler drops
	 * the pair.)
	 */
	for (i = 0; i < 64; i++) {
		void *volatile block = malloc(4096);

		free(block);
	}
}
