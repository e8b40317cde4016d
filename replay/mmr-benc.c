// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr block encoder (mmr_benc_*, mmr-codec.h): events in, one block's
 * column streams out.  The format is mmr-codec.c's and docs/file-format.md's.
 */
#include <endian.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "mmr-codec-local.h"

#ifndef __SSE2__
static inline void comm_key(char key[MMR_COMM_LEN], const char *comm)
{
	size_t n = strnlen(comm, MMR_COMM_LEN);

	memcpy(key, comm, n);
	memset(key + n, 0, MMR_COMM_LEN - n);
}
#endif

struct sbuf {
	uint8_t *p;
	size_t n, cap;
};

struct vbuf {
	uint64_t *v;
	size_t n, cap; /* n is set at finish: columns fill in lockstep (see struct mmr_benc) */
};

#define ENC_HASH 8192u /* > 2 * MMR_DICT_MAX: open addressing stays short */

struct comm_slot {
	uint32_t gen, idx;
	char key[MMR_COMM_LEN];
};

struct sym_slot {
	uint32_t gen, idx;
	uint64_t addr;
	uint16_t sym;
};

/*
 * A field as the encoder reads it.  On little-endian machines an integer is
 * read with one 8-byte load that ends where the field ends (every field lies
 * in the union, at least 8 bytes into the event), shifted down, and sign
 * extended with an xor and a subtraction: no switch and no branch per field.
 */
struct enc_field {
	struct vbuf *col; /* its value column */
	uint64_t sb;      /* the sign bit of a signed type narrower than 64 bits, else 0 */
	uint16_t off;
	uint16_t loff;    /* off + size - 8: where the 8-byte load starts */
	uint16_t stream;
	uint16_t prev;    /* slot in struct cpu_state.prev */
	uint8_t type;
	uint8_t sh;       /* 64 - 8 * size */
};

struct enc_kind {
	struct enc_field f[16]; /* integer fields first, then COMM/SYM/CPUMASK in field order */
	uint8_t nint, nf, has_cpumask;
};

/*
 * Every value column of a kind gets one value per event of the kind, so the
 * columns of a kind fill in lockstep: one count and one capacity check per
 * kind (kn, kcap) and per block for the header columns (count, hcap), not one
 * per value.
 */
struct mmr_benc {
	struct plan plan;
	struct enc_kind ek[MMR_EV__COUNT];
	struct cpus cpus;
	struct sbuf s[MMR_NR_STREAMS];  /* byte streams; s[MMR_ST_KIND] sized with hcap */
	struct vbuf vs[MMR_NR_STREAMS]; /* value streams, packed at finish */
	uint32_t kn[MMR_EV__COUNT], kcap[MMR_EV__COUNT];
	uint32_t hcap;
	uint8_t width[MMR_NR_STREAMS];
	size_t slen[MMR_NR_STREAMS];
	uint64_t nesc[MMR_NR_STREAMS]; /* escaped values at the chosen width */
	uint32_t count;
	uint64_t first_ts, last_ts;
	uint32_t ncomm, nsym;
	struct comm_slot comm[ENC_HASH];
	struct sym_slot sym[ENC_HASH];
	struct sbuf out;
};

static void enc_plan(struct mmr_benc *e)
{
	unsigned int k, i;

	for (k = 1; k < MMR_EV__COUNT; k++) {
		struct enc_kind *ek = &e->ek[k];
		unsigned int pass;

		/* integer fields, then the others: their order among themselves is kept */
		for (pass = 0; pass < 2; pass++) {
			for (i = 0; i < e->plan.nf[k]; i++) {
				const struct plan_field *pf = &e->plan.f[k][i];
				int is_int = pf->type != MMR_FT_COMM && pf->type != MMR_FT_SYM &&
					     pf->type != MMR_FT_CPUMASK;
				struct enc_field *f;

				if (is_int != !pass)
					continue;
				f = &ek->f[ek->nf++];
				f->col = &e->vs[pf->stream];
				f->off = pf->off;
				f->loff = (uint16_t)(pf->off + mmr_field_int_size(pf->type) - 8);
				f->stream = pf->stream;
				f->prev = pf->prev;
				f->type = pf->type;
				f->sh = (uint8_t)(64 - 8 * mmr_field_int_size(pf->type));
				if (pf->type == MMR_FT_S32 || pf->type == MMR_FT_S16)
					f->sb = 1ULL << (8 * mmr_field_int_size(pf->type) - 1);
				if (is_int)
					ek->nint++;
				if (pf->type == MMR_FT_CPUMASK)
					ek->has_cpumask = 1;
			}
		}
	}
}

struct mmr_benc *mmr_benc_new(void)
{
	struct mmr_benc *e = calloc(1, sizeof(*e));

	if (!e)
		return NULL;
	mmr_codec_plan_init(&e->plan);
	enc_plan(e);
	e->cpus.nprev = e->plan.nprev;
	e->cpus.gen = 1;
	return e;
}

void mmr_benc_free(struct mmr_benc *e)
{
	unsigned int i;

	if (!e)
		return;
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		free(e->s[i].p);
		free(e->vs[i].v);
	}
	free(e->out.p);
	mmr_codec_cpus_free(&e->cpus);
	free(e);
}

void mmr_benc_reset(struct mmr_benc *e)
{
	unsigned int i;

	for (i = 0; i < MMR_NR_STREAMS; i++)
		e->s[i].n = e->vs[i].n = 0;
	memset(e->kn, 0, sizeof(e->kn));
	e->count = 0;
	e->ncomm = e->nsym = 0;
	/* new generation: per-CPU deltas and dictionaries start empty */
	e->cpus.gen++;
	if (e->cpus.gen == 0) {
		e->cpus.gen = 1;
		for (i = 0; i < ENC_HASH; i++)
			e->comm[i].gen = e->sym[i].gen = 0;
		for (i = 0; i < e->cpus.n; i++)
			if (e->cpus.v[i])
				e->cpus.v[i]->gen = 0;
	}
}

uint32_t mmr_benc_count(const struct mmr_benc *e)
{
	return e->count;
}

uint64_t mmr_benc_first_ts(const struct mmr_benc *e)
{
	return e->first_ts;
}

uint64_t mmr_benc_last_ts(const struct mmr_benc *e)
{
	return e->last_ts;
}

/* One event adds at most one dictionary entry per COMM / SYM field (<= 16). */
int mmr_benc_full(const struct mmr_benc *e)
{
	return e->ncomm > MMR_DICT_MAX - 16 || e->nsym > MMR_DICT_MAX - 16;
}

static int sb_grow(struct sbuf *b, size_t need)
{
	size_t cap = b->cap ? b->cap : 256;
	uint8_t *p;

	while (cap < b->n + need)
		cap *= 2;
	p = realloc(b->p, cap);
	if (!p)
		return -1;
	b->p = p;
	b->cap = cap;
	return 0;
}

static inline int sb_varint(struct sbuf *b, uint64_t v)
{
	if (unlikely(b->n + 10 > b->cap) && sb_grow(b, 10))
		return -1;
	b->n += mmr_put_varint(b->p + b->n, v);
	return 0;
}

static inline int sb_bytes(struct sbuf *b, const void *p, size_t n)
{
	if (unlikely(b->n + n > b->cap) && sb_grow(b, n))
		return -1;
	memcpy(b->p + b->n, p, n);
	b->n += n;
	return 0;
}

/* Room for @cap values in column @b. */
static int vb_reserve(struct vbuf *b, size_t cap)
{
	uint64_t *v;

	if (b->cap >= cap)
		return 0;
	v = realloc(b->v, cap * sizeof(*v));
	if (!v)
		return -1;
	b->v = v;
	b->cap = cap;
	return 0;
}

static uint32_t grow_cap(uint32_t cap)
{
	return cap ? cap * 2 : 1024;
}

/* Room for one more event in the header columns and the kind stream. */
static __attribute__((noinline)) int grow_header(struct mmr_benc *e)
{
	uint32_t cap = grow_cap(e->hcap);
	unsigned int i;

	for (i = MMR_ST_CPU; i <= MMR_ST_TGID; i++)
		if (vb_reserve(&e->vs[i], cap))
			return -1;
	if (e->s[MMR_ST_KIND].cap < cap && sb_grow(&e->s[MMR_ST_KIND], cap - e->s[MMR_ST_KIND].n))
		return -1;
	e->hcap = cap;
	return 0;
}

/* Room for one more event of kind @k in each of its value columns. */
static __attribute__((noinline)) int grow_kind(struct mmr_benc *e, unsigned int k)
{
	const struct enc_kind *ek = &e->ek[k];
	uint32_t cap = grow_cap(e->kcap[k]);
	unsigned int i;

	for (i = 0; i < ek->nf; i++)
		if (ek->f[i].type != MMR_FT_CPUMASK && vb_reserve(&e->vs[ek->f[i].stream], cap))
			return -1;
	e->kcap[k] = cap;
	return 0;
}

static inline uint32_t hash64(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (uint32_t)x;
}

/* @comm as a dictionary key: the bytes up to its first NUL, zero-padded to 16. */
static inline void comm_key16(char key[MMR_COMM_LEN], const char *comm)
{
#ifdef __SSE2__
	const __m128i idx = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)comm);
	uint32_t z = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(x, _mm_setzero_si128()));
	int n = __builtin_ctz(z | 0x10000); /* strnlen(comm, 16) */

	x = _mm_and_si128(x, _mm_cmplt_epi8(idx, _mm_set1_epi8((char)n)));
	_mm_storeu_si128((__m128i *)(void *)key, x);
#else
	comm_key(key, comm);
#endif
}

/* Dictionary index of @comm in this block; a new one also goes to the literal stream. */
static inline int enc_comm(struct mmr_benc *e, const char *comm, uint64_t *idx)
{
	char key[MMR_COMM_LEN];
	uint64_t a, b;
	uint32_t h;
	uint8_t len;

	comm_key16(key, comm);
	memcpy(&a, key, 8);
	memcpy(&b, key + 8, 8);
	h = hash64(a ^ (b * 0x9E3779B97F4A7C15ULL)) & (ENC_HASH - 1);
	for (;;) {
		struct comm_slot *s = &e->comm[h];
		uint64_t sa, sb;

		if (s->gen != e->cpus.gen)
			break;
		memcpy(&sa, s->key, 8);
		memcpy(&sb, s->key + 8, 8);
		if (sa == a && sb == b) {
			*idx = s->idx;
			return 0;
		}
		h = (h + 1) & (ENC_HASH - 1);
	}
	*idx = e->ncomm;
	len = (uint8_t)strnlen(key, MMR_COMM_LEN);
	if (sb_bytes(&e->s[MMR_ST_COMM], &len, 1) || sb_bytes(&e->s[MMR_ST_COMM], key, len))
		return -1;
	{
		struct comm_slot *s = &e->comm[h];

		s->gen = e->cpus.gen;
		s->idx = e->ncomm++;
		memcpy(s->key, key, MMR_COMM_LEN);
	}
	return 0;
}

static inline int enc_sym(struct mmr_benc *e, const struct mmr_symref *ref, uint64_t *idx)
{
	uint8_t lit[8];
	uint32_t h = hash64(ref->addr ^ ((uint64_t)ref->sym << 48)) & (ENC_HASH - 1);

	for (;;) {
		struct sym_slot *s = &e->sym[h];

		if (s->gen != e->cpus.gen)
			break;
		if (s->addr == ref->addr && s->sym == ref->sym) {
			*idx = s->idx;
			return 0;
		}
		h = (h + 1) & (ENC_HASH - 1);
	}
	*idx = e->nsym;
	mmr_put_le64(lit, ref->addr);
	if (sb_bytes(&e->s[MMR_ST_SYM], lit, 8) || sb_varint(&e->s[MMR_ST_SYM], ref->sym))
		return -1;
	{
		struct sym_slot *s = &e->sym[h];

		s->gen = e->cpus.gen;
		s->idx = e->nsym++;
		s->addr = ref->addr;
		s->sym = ref->sym;
	}
	return 0;
}

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
static inline int64_t load_int(const struct mmr_event *ev, const struct enc_field *f)
{
	const char *p = (const char *)ev + f->off;

	switch (f->type) {
	case MMR_FT_S32: { int32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_U32: { uint32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_S16: { int16_t v; memcpy(&v, p, 2); return v; }
	case MMR_FT_U8: return (uint8_t)*p;
	default: { int64_t v; memcpy(&v, p, 8); return v; }
	}
}
#endif

/* The COMM, SYM and CPUMASK fields of @ev (out of line: most events have none). */
static __attribute__((noinline)) int enc_special(struct mmr_benc *e, const struct enc_kind *ek,
						 const struct mmr_event *ev, uint32_t row)
{
	unsigned int i;

	for (i = ek->nint; i < ek->nf; i++) {
		const struct enc_field *f = &ek->f[i];
		const char *p = (const char *)ev + f->off;
		uint64_t idx;

		switch (f->type) {
		case MMR_FT_COMM:
			if (enc_comm(e, p, &idx))
				return -1;
			e->vs[f->stream].v[row] = idx;
			break;
		case MMR_FT_SYM: {
			struct mmr_symref ref;

			memcpy(&ref, p, sizeof(ref));
			if (enc_sym(e, &ref, &idx))
				return -1;
			e->vs[f->stream].v[row] = idx;
			break;
		}
		default: { /* MMR_FT_CPUMASK */
			struct sbuf *b = &e->s[f->stream];
			struct mmr_cpumask m;
			uint32_t w;

			memcpy(&m, p, sizeof(m));
			if (sb_varint(b, m.nbits))
				return -1;
			for (w = 0; w < (m.nbits + 63) / 64; w++)
				if (sb_varint(b, m.bits[w]))
					return -1;
		}
		}
	}
	return 0;
}

static __attribute__((noinline)) int check_cpumasks(const struct enc_kind *ek,
						    const struct mmr_event *ev)
{
	unsigned int i;

	for (i = ek->nint; i < ek->nf; i++) {
		const struct mmr_cpumask *m;

		if (ek->f[i].type != MMR_FT_CPUMASK)
			continue;
		m = (const void *)((const char *)ev + ek->f[i].off);
		if (m->nbits > MMR_MAX_CPUMASK_BITS || (m->nbits && !m->bits))
			return -1;
	}
	return 0;
}

int mmr_benc_add(struct mmr_benc *e, const struct mmr_event *ev, const char **reason)
{
	unsigned int k = ev->kind, i;
	const struct enc_kind *ek;
	struct cpu_state *st;
	uint32_t c, row;
	uint8_t kb;

	*reason = NULL;
	if (unlikely(k == MMR_EV_NONE || k >= MMR_EV__COUNT)) {
		*reason = "unknown event kind";
		return MMR_EINVAL;
	}
	if (unlikely(ev->cpu >= MMR_MAX_CPUS)) {
		*reason = "cpu number out of range";
		return MMR_EINVAL;
	}
	c = e->count;
	if (c == 0) {
		e->first_ts = e->last_ts = ev->ts;
	} else if (unlikely(ev->ts < e->last_ts)) {
		*reason = "timestamp goes backwards";
		return MMR_EINVAL;
	}
	if (unlikely(c >= MMR_MAX_BLOCK_EVENTS)) {
		*reason = "block full";
		return MMR_EINVAL;
	}
	ek = &e->ek[k];
	if (unlikely(ek->has_cpumask) && check_cpumasks(ek, ev)) {
		*reason = "cpumask too wide or without bits";
		return MMR_EINVAL;
	}
	st = cpu_state(&e->cpus, ev->cpu);
	if (unlikely(!st))
		goto nomem;
	if (unlikely(c == e->hcap) && grow_header(e))
		goto nomem;
	row = e->kn[k];
	if (unlikely(row == e->kcap[k]) && grow_kind(e, k))
		goto nomem;
	/* nothing below fails but the literal streams: a failure there loses the block */
	kb = (uint8_t)(k | (ev->flags ? MMR_KIND_HAS_FLAGS : 0));
	e->s[MMR_ST_KIND].p[c] = kb;
	e->s[MMR_ST_KIND].n = c + 1;
	e->vs[MMR_ST_CPU].v[c] = ev->cpu;
	e->vs[MMR_ST_TS].v[c] = ev->ts - e->last_ts;
	e->vs[MMR_ST_PID].v[c] = mmr_zigzag((int64_t)ev->pid - st->pid);
	e->vs[MMR_ST_TGID].v[c] = mmr_zigzag((int64_t)ev->tgid - st->tgid);
	if (unlikely(ev->flags) && sb_varint(&e->s[MMR_ST_FLAGS], ev->flags))
		goto nomem;
	st->pid = ev->pid;
	st->tgid = ev->tgid;
	e->last_ts = ev->ts;

	for (i = 0; i < ek->nint; i++) {
		const struct enc_field *f = &ek->f[i];
		int64_t v, *prev = &st->prev[f->prev];
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		uint64_t raw;

		memcpy(&raw, (const char *)ev + f->loff, 8);
		raw >>= f->sh;
		v = (int64_t)((raw ^ f->sb) - f->sb);
#else
		v = load_int(ev, f);
#endif
		f->col->v[row] = mmr_zigzag((int64_t)((uint64_t)v - (uint64_t)*prev));
		*prev = v;
	}
	e->kn[k] = row + 1;
	e->count = c + 1;
	if (ek->nint < ek->nf) {
		if (enc_special(e, ek, ev, row))
			goto nomem;
		/* only COMM and SYM fields add dictionary entries */
		return mmr_benc_full(e);
	}
	return 0;
nomem:
	/* a half-appended event would desynchronise the streams: the block is lost */
	*reason = "out of memory";
	return MMR_ENOMEM;
}

/*
 * Width 1..8 that makes the stream smallest (an escape charged ESC_PENALTY
 * bytes more than it takes), and its serialized length.  At
 * width w a value is escaped when v + 1 needs more than 8w bits (all ones is
 * the escape), and then costs its varint, ceil(bits(v) / 7) bytes.  Two
 * histograms of bit lengths, of v + 1 (h1) and of v (h2), give every width's
 * cost: the escaped values of width w are those of h2 above 8w, plus the
 * values whose v + 1 is exactly 2^8w (in h1 above 8w but not in h2), which
 * are the all-ones value of width w.
 */
static unsigned int pick_width(const uint64_t *v, size_t n, size_t *len, uint64_t *nesc)
{
	/*
	 * Bytes an escape is charged besides its own when widths are compared:
	 * the decoder resolves an escape one by one (some 25 instructions, where
	 * a packed value costs about 2), so a width that saves a byte per escape
	 * but escapes often is a bad trade (docs/performance.md, "The .mmr
	 * reader's constants").
	 */
	enum { ESC_PENALTY = 2 };
	/* index: bit length - 1 (what bsr gives); h1[64]: v + 1 == 2^64 */
	uint64_t h1[65] = { 0 }, h2[64] = { 0 };
	uint64_t best = UINT64_MAX / 2, best_esc = 0, cost, above1 = 0, above2 = 0, vbytes = 0;
	uint64_t all = 0;
	unsigned int w, b, bw = 8;
	size_t i;

	/* many streams hold only small values: then width 1 without escapes is best */
	for (i = 0; i < n; i++)
		all |= v[i];
	if (all < 0xff) {
		*len = 1 + n;
		*nesc = 0;
		return 1;
	}
	for (i = 0; i < n; i++) {
		uint64_t x = v[i];

		h1[x + 1 ? 63 - (unsigned int)__builtin_clzll(x + 1) : 64]++;
		h2[63 - (unsigned int)__builtin_clzll(x | 1)]++;
	}
	/* from the widest down, summing what lies above 8w */
	above1 = h1[64];
	for (w = 8; w >= 1; w--) {
		for (b = 8 * w + 1; b <= 8 * w + 8 && b <= 64; b++) {
			above1 += h1[b - 1];
			above2 += h2[b - 1];
			vbytes += h2[b - 1] * ((b + 6) / 7);
		}
		cost = (uint64_t)n * w + vbytes + (above1 - above2) * ((8 * w + 6) / 7);
		if (cost + above1 * ESC_PENALTY <= best + best_esc * ESC_PENALTY) {
			best = cost;
			best_esc = above1;
			bw = w;
			*nesc = above1; /* escaped at width w: v + 1 needs more than 8w bits */
		}
	}
	*len = 1 + (size_t)best;
	return bw;
}

/* @n values at width @w: clamped to the escape, stored 8 bytes at a time (8 bytes of slack). */
static inline uint8_t *pack_w(const uint64_t *v, size_t n, const unsigned int w, uint8_t *o)
{
	const uint64_t mask = width_mask(w);
	size_t i;

	for (i = 0; i < n; i++) {
		uint64_t x = htole64(v[i] >= mask ? mask : v[i]);

		memcpy(o, &x, 8);
		o += w;
	}
	return o;
}

/* The packed part (the common widths with a constant width), then the escapes. */
static void pack_values(const uint64_t *v, size_t n, unsigned int w, uint64_t nesc,
			uint8_t *out)
{
	uint64_t mask = width_mask(w);
	uint8_t *o;
	size_t i;

	out[0] = (uint8_t)w;
	switch (w) {
	case 1: o = pack_w(v, n, 1, out + 1); break;
	case 2: o = pack_w(v, n, 2, out + 1); break;
	case 4: o = pack_w(v, n, 4, out + 1); break;
	default: o = pack_w(v, n, w, out + 1); break;
	}
	/* pick_width() counted them: most streams have none */
	if (!nesc)
		return;
	for (i = 0; i < n; i++)
		if (v[i] >= mask)
			o += mmr_put_varint(o, v[i]);
}

int mmr_benc_finish(struct mmr_benc *e, const uint8_t **out, size_t *len)
{
	unsigned int i, k, n = 0;
	size_t total = 10 + 8;

	for (i = MMR_ST_CPU; i <= MMR_ST_TGID; i++)
		e->vs[i].n = e->count;
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct enc_kind *ek = &e->ek[k];

		for (i = 0; i < ek->nf; i++)
			if (ek->f[i].type != MMR_FT_CPUMASK)
				e->vs[ek->f[i].stream].n = e->kn[k];
	}
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		e->slen[i] = 0;
		if (e->vs[i].n)
			e->width[i] = (uint8_t)pick_width(e->vs[i].v, e->vs[i].n, &e->slen[i],
							  &e->nesc[i]);
		else if (e->s[i].n)
			e->slen[i] = e->s[i].n;
		if (!e->slen[i])
			continue;
		n++;
		total += 20 + e->slen[i];
	}
	e->out.n = 0;
	if (e->out.cap < total && sb_grow(&e->out, total))
		return MMR_ENOMEM;
	e->out.n += mmr_put_varint(e->out.p, n);
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!e->slen[i])
			continue;
		e->out.n += mmr_put_varint(e->out.p + e->out.n, i);
		e->out.n += mmr_put_varint(e->out.p + e->out.n, e->slen[i]);
	}
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!e->slen[i])
			continue;
		if (e->vs[i].n)
			pack_values(e->vs[i].v, e->vs[i].n, e->width[i], e->nesc[i],
				    e->out.p + e->out.n);
		else
			memcpy(e->out.p + e->out.n, e->s[i].p, e->s[i].n);
		e->out.n += e->slen[i];
	}
	*out = e->out.p;
	*len = e->out.n;
	return 0;
}
