// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr block codec and the helpers the writer and the reader share.
 *
 * A block is stored as column streams (one for kinds, one for CPUs, one for
 * timestamp deltas, ..., one per (kind, field)) rather than event after event:
 * zstd then sees runs of similar numbers, which is what gets a real trace under
 * 4 bytes per event (docs/file-format.md has the figures).  Every integer field
 * is stored as the zigzag of its difference to the same field of the previous
 * event of the same kind on the same CPU, packed at a width chosen per block:
 * page frame numbers, lock addresses and such move in small steps per CPU,
 * and repeated values become zero bytes.  Both directions work a column (or a
 * kind's columns) at a time from plans compiled once from the event table,
 * with the type switch outside the loops and no allocation per event.
 */
#include <endian.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "mmr-codec.h"

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

/* ---- XXH64 ---------------------------------------------------------------- */

static const uint64_t P1 = 0x9E3779B185EBCA87ULL;
static const uint64_t P2 = 0xC2B2AE3D27D4EB4FULL;
static const uint64_t P3 = 0x165667B19E3779F9ULL;
static const uint64_t P4 = 0x85EBCA77C2B2AE63ULL;
static const uint64_t P5 = 0x27D4EB2F165667C5ULL;

static inline uint64_t rotl64(uint64_t x, int r)
{
	return (x << r) | (x >> (64 - r));
}

static inline uint64_t xxh_round(uint64_t acc, uint64_t in)
{
	acc += in * P2;
	acc = rotl64(acc, 31);
	return acc * P1;
}

static inline uint64_t xxh_merge(uint64_t acc, uint64_t v)
{
	acc ^= xxh_round(0, v);
	return acc * P1 + P4;
}

uint64_t mmr_xxh64(const void *data, size_t len, uint64_t seed)
{
	const uint8_t *p = data, *end = p + len;
	uint64_t h;

	if (len >= 32) {
		const uint8_t *limit = end - 32;
		uint64_t v1 = seed + P1 + P2, v2 = seed + P2, v3 = seed, v4 = seed - P1;

		do {
			v1 = xxh_round(v1, mmr_get_le64(p));
			v2 = xxh_round(v2, mmr_get_le64(p + 8));
			v3 = xxh_round(v3, mmr_get_le64(p + 16));
			v4 = xxh_round(v4, mmr_get_le64(p + 24));
			p += 32;
		} while (p <= limit);
		h = rotl64(v1, 1) + rotl64(v2, 7) + rotl64(v3, 12) + rotl64(v4, 18);
		h = xxh_merge(h, v1);
		h = xxh_merge(h, v2);
		h = xxh_merge(h, v3);
		h = xxh_merge(h, v4);
	} else {
		h = seed + P5;
	}
	h += (uint64_t)len;
	while (p + 8 <= end) {
		h ^= xxh_round(0, mmr_get_le64(p));
		h = rotl64(h, 27) * P1 + P4;
		p += 8;
	}
	if (p + 4 <= end) {
		h ^= (uint64_t)mmr_get_le32(p) * P1;
		h = rotl64(h, 23) * P2 + P3;
		p += 4;
	}
	while (p < end) {
		h ^= (*p++) * P5;
		h = rotl64(h, 11) * P1;
	}
	h ^= h >> 33;
	h *= P2;
	h ^= h >> 29;
	h *= P3;
	h ^= h >> 32;
	return h;
}

/* ---- metadata text ------------------------------------------------------------ */

char *mmr_meta_encode(const struct mmr_meta *m, size_t *len, const char **bad_key)
{
	size_t i, n = 0, cap = 0;
	const char *k, *v;
	char *buf = NULL, *q;

	*bad_key = NULL;
	for (i = 0; mmr_meta_at(m, i, &k, &v) == 0; i++) {
		if (!*k || strpbrk(k, "=\n\\")) {
			*bad_key = k;
			return NULL;
		}
		cap += strlen(k) + 2 * strlen(v) + 2;
	}
	buf = malloc(cap + 1);
	if (!buf)
		return NULL;
	q = buf;
	for (i = 0; mmr_meta_at(m, i, &k, &v) == 0; i++) {
		size_t kl = strlen(k);

		memcpy(q, k, kl);
		q += kl;
		*q++ = '=';
		for (; *v; v++) {
			if (*v == '\n') {
				*q++ = '\\';
				*q++ = 'n';
			} else if (*v == '\\') {
				*q++ = '\\';
				*q++ = '\\';
			} else {
				*q++ = *v;
			}
		}
		*q++ = '\n';
	}
	n = (size_t)(q - buf);
	*len = n;
	return buf;
}

int mmr_meta_decode(struct mmr_meta *m, const char *buf, size_t len, size_t *bad_off)
{
	size_t pos = 0;
	char *tmp = malloc(len + 1);
	int ret = 0;

	if (!tmp)
		return MMR_ENOMEM;
	while (pos < len) {
		const char *line = buf + pos;
		const char *nl = memchr(line, '\n', len - pos);
		const char *eq, *s;
		size_t kl;
		char *q;

		*bad_off = pos;
		if (!nl) {
			ret = MMR_ECORRUPT;
			break;
		}
		eq = memchr(line, '=', (size_t)(nl - line));
		if (!eq || eq == line || memchr(line, '\0', (size_t)(nl - line))) {
			ret = MMR_ECORRUPT;
			break;
		}
		kl = (size_t)(eq - line);
		memcpy(tmp, line, kl);
		tmp[kl] = '\0';
		q = tmp + kl + 1;
		for (s = eq + 1; s < nl; s++) {
			if (*s != '\\') {
				*q++ = *s;
				continue;
			}
			if (s + 1 >= nl || (s[1] != 'n' && s[1] != '\\'))
				break;
			*q++ = s[1] == 'n' ? '\n' : '\\';
			s++;
		}
		if (s < nl) {
			ret = MMR_ECORRUPT;
			break;
		}
		*q = '\0';
		ret = mmr_meta_set(m, tmp, tmp + kl + 1);
		if (ret < 0)
			break;
		pos = (size_t)(nl - buf) + 1;
	}
	free(tmp);
	return ret;
}

/* ---- what encoder and decoder share ----------------------------------------- */

struct plan_field {
	uint16_t off;    /* offsetof(struct mmr_event, field) */
	uint8_t type;    /* enum mmr_field_type */
	uint8_t index;   /* field index within the kind */
	uint16_t stream; /* MMR_ST_FIELD0 + kind * 16 + index */
	uint16_t prev;   /* slot in struct cpu_state.prev */
};

/* The union of struct mmr_event: everything after the header fields. */
#define UNION_OFF offsetof(struct mmr_event, sched_switch)

struct plan {
	struct plan_field f[MMR_EV__COUNT][16];
	uint8_t nf[MMR_EV__COUNT];
	unsigned int nprev;
	struct mmr_event tmpl[MMR_EV__COUNT]; /* mmr_event_init() of each kind */
};

static void plan_init(struct plan *pl)
{
	unsigned int k, i;

	memset(pl, 0, sizeof(*pl));
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *info = mmr_event_info(k);

		mmr_event_init(&pl->tmpl[k], k);
		for (i = 0; i < info->nr_fields && i < 16; i++) {
			struct plan_field *pf = &pl->f[k][i];

			pf->off = info->fields[i].offset;
			pf->type = info->fields[i].type;
			pf->index = (uint8_t)i;
			pf->stream = (uint16_t)(MMR_ST_FIELD0 + k * 16 + i);
			pf->prev = (uint16_t)pl->nprev++;
		}
		pl->nf[k] = (uint8_t)i;
	}
}

/* Delta state per CPU, reset lazily at each block (gen) so blocks stay independent. */
struct cpu_state {
	uint32_t gen;
	int32_t pid, tgid;
	int64_t prev[];
};

struct cpus {
	struct cpu_state **v;
	uint32_t n;
	uint32_t gen;
	unsigned int nprev;
};

static struct cpu_state *cpu_state_slow(struct cpus *c, uint32_t cpu)
{
	struct cpu_state *st;

	if (cpu >= MMR_MAX_CPUS)
		return NULL;
	if (cpu >= c->n) {
		uint32_t n = c->n ? c->n : 64;
		struct cpu_state **v;

		while (n <= cpu)
			n *= 2;
		v = realloc(c->v, n * sizeof(*v));
		if (!v)
			return NULL;
		memset(v + c->n, 0, (n - c->n) * sizeof(*v));
		c->v = v;
		c->n = n;
	}
	st = c->v[cpu];
	if (!st) {
		st = malloc(sizeof(*st) + c->nprev * sizeof(int64_t));
		if (!st)
			return NULL;
		c->v[cpu] = st;
	}
	st->gen = c->gen;
	st->pid = 0;
	st->tgid = 0;
	memset(st->prev, 0, c->nprev * sizeof(int64_t));
	return st;
}

static inline struct cpu_state *cpu_state(struct cpus *c, uint32_t cpu)
{
	struct cpu_state *st;

	if (likely(cpu < c->n) && (st = c->v[cpu]) && likely(st->gen == c->gen))
		return st;
	return cpu_state_slow(c, cpu);
}

static void cpus_free(struct cpus *c)
{
	uint32_t i;

	for (i = 0; i < c->n; i++)
		free(c->v[i]);
	free(c->v);
}

#ifndef __SSE2__
static inline void comm_key(char key[MMR_COMM_LEN], const char *comm)
{
	size_t n = strnlen(comm, MMR_COMM_LEN);

	memcpy(key, comm, n);
	memset(key + n, 0, MMR_COMM_LEN - n);
}
#endif

/*
 * Streams come in two classes.  Value streams (cpu, ts, pid, tgid and every
 * field but cpumasks) hold one number per event of their kind, packed at a
 * fixed byte width chosen per block; the few values too wide for it are an
 * escape (all ones) in the packed part and a varint in the stream's overflow
 * part.  Fixed width is what makes decoding fast: no branch per byte, and
 * since the number of values is known from the kind stream, the stream sizes
 * are checked once per block instead of once per value.  Byte streams (kinds,
 * flags, comm and symbol literals, cpumasks) are plain bytes and varints.
 */
static int is_value_stream(const struct plan *pl, unsigned int id)
{
	unsigned int k, i;

	if (id < MMR_ST_FIELD0)
		return id >= MMR_ST_CPU && id <= MMR_ST_TGID;
	k = (id - MMR_ST_FIELD0) / 16;
	i = (id - MMR_ST_FIELD0) % 16;
	return k < MMR_EV__COUNT && i < pl->nf[k] && pl->f[k][i].type != MMR_FT_CPUMASK;
}

static int stream_valid(const struct plan *pl, uint64_t id)
{
	uint64_t k;

	if (id < MMR_ST_FIELD0)
		return id <= MMR_ST_SYM;
	if (id >= MMR_NR_STREAMS)
		return 0;
	k = (id - MMR_ST_FIELD0) / 16;
	return k != MMR_EV_NONE && (id - MMR_ST_FIELD0) % 16 < pl->nf[k];
}

static inline uint64_t width_mask(unsigned int w)
{
	return w >= 8 ? UINT64_MAX : (1ULL << (8 * w)) - 1;
}

/* ---- encoder ------------------------------------------------------------------ */

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
	plan_init(&e->plan);
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
	cpus_free(&e->cpus);
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
	 * but escapes often is a bad trade.  Callgrind, bench_mmr --one-thread on
	 * a 4.18 M-event parallel-pagefault conversion: 0 -> 176.6 instructions
	 * per event (2.62 bytes/event), 1 -> 169.3 (2.81), 2 -> 168.5 (2.85),
	 * 4 -> 168.6; wl-v7 stays at 3.63 bytes/event.
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

/* ---- decoder ------------------------------------------------------------------ */

/*
 * The decoder works column by column on chunks of DEC_CHUNK events.  A first
 * pass counts the kinds; a second reads the header columns (cpu, ts, pid,
 * tgid, flags) of every event and files it under its kind; then each kind
 * present gets its template stored into its events and one tight loop per
 * field stream, with the type switch outside the loop and the field's
 * offset, delta slot and stream cursor in registers.  Event after event with
 * a switch per field cost three times as much (a mispredicted indirect
 * branch per field, since kinds alternate unpredictably).  A chunk of 1024
 * events (120 KB) stays in L2; against 512 it saves the per-chunk and
 * per-column set-up, 2.5-7 instructions per event, at the same wall time.
 */
#define DEC_CHUNK 1024
/* a chunk's kind counts: 128 kind bytes, then the flag summary */
#define CCNT_ROW 129

struct cur {
	const uint8_t *p, *end;
};

/* A value stream: packed part read at p, overflow varints in [op, oend). */
struct vcur {
	const uint8_t *p;
	uint64_t mask;
	uint32_t w;
	const uint8_t *op, *oend;
};

struct mask_patch {
	struct mmr_event *ev;
	uint16_t off;  /* offset of the struct mmr_cpumask */
	uint32_t word; /* first word in the chunk's mask arena */
};

/* 16 bytes, copied as one unaligned vector store */
typedef uint64_t v16 __attribute__((vector_size(16), aligned(1), may_alias));
#define UNION_LEN (sizeof(struct mmr_event) - UNION_OFF)
#define UNION_V16 (UNION_LEN / 16)
_Static_assert(MMR_KIND_HAS_FLAGS == 0x80 && MMR_EV__COUNT <= 0x80, "kinds counted by 7 bits");
_Static_assert(offsetof(struct mmr_event, flags) == offsetof(struct mmr_event, kind) + 2,
	       "kind and flags are stored as one 4-byte word");
_Static_assert(UNION_LEN % 16 == 0, "the event union is stored 16 bytes at a time");

struct mmr_bdec {
	struct plan plan;
	struct cpus cpus;               /* delta state storage */
	struct cpu_state **stab;        /* by CPU number: the state of this block, or NULL */
	uint32_t nstab;                 /* entries in stab (and room in seen) */
	uint32_t *seen, nseen;          /* CPUs with a stab entry, cleared at the next block */
	struct cur c[MMR_NR_STREAMS];
	struct vcur v[MMR_NR_STREAMS];
	uint8_t value_stream[MMR_NR_STREAMS];
	const uint8_t *kinds;
	uint32_t count, pos;  /* events in the block, events decoded into chunks */
	uint32_t cpos, cn;    /* mmr_bdec_next(): next event of the chunk, events in it */
	uint32_t ncomm, nsym;
	int bad; /* a value stream's overflow part ran out: stream id + 1 */
	uint64_t ts;
	/*
	 * 16-byte pieces of the union a kind's events may hold other than zero
	 * (its fields and template), and how many pieces of any event in ev[]
	 * may: the template is stored only as far as both reach, since past
	 * that the slot is zero already.
	 */
	uint8_t ext[MMR_EV__COUNT];
	uint32_t dirty;
	uint32_t kstart[MMR_EV__COUNT + 1];      /* first of each kind in evp[] / stk[] */
	/*
	 * events per kind byte (128 entries) of each chunk of the block, counted
	 * at start, and then whether the chunk has flagged events (CCNT_ROW)
	 */
	uint32_t *ccnt;
	size_t ccap;
	struct mmr_event *evp[DEC_CHUNK];        /* chunk events grouped by kind */
	struct cpu_state *stk[DEC_CHUNK];        /* and their CPUs' delta state */
	struct mmr_event ev[DEC_CHUNK];
	uint8_t kb[DEC_CHUNK];                   /* the chunk's kind bytes, off d */
	/*
	 * ts deltas and a second field stream's values; cpu, pid and tgid
	 * deltas in 32 bits (unpack32()); one field stream's values (unpack() room)
	 */
	uint64_t hcol[2][DEC_CHUNK + 16];
	uint32_t h32[3][DEC_CHUNK + 16];
	uint64_t vals[DEC_CHUNK + 16];
	uint64_t *words;                         /* cpumask words of the chunk */
	size_t nwords, capwords;
	struct mask_patch *patch;
	size_t npatch, cappatch;
	char comm[MMR_DICT_MAX][MMR_COMM_LEN];
	struct mmr_symref sym[MMR_DICT_MAX];
};

/* Bytes a field of @type takes in struct mmr_event. */
static size_t field_bytes(unsigned int type)
{
	switch (type) {
	case MMR_FT_COMM:
		return MMR_COMM_LEN;
	case MMR_FT_SYM:
		return sizeof(struct mmr_symref);
	case MMR_FT_CPUMASK:
		return sizeof(struct mmr_cpumask);
	default:
		return mmr_field_int_size(type);
	}
}

struct mmr_bdec *mmr_bdec_new(void)
{
	struct mmr_bdec *d = calloc(1, sizeof(*d));
	unsigned int i, k;

	if (!d)
		return NULL;
	plan_init(&d->plan);
	d->cpus.nprev = d->plan.nprev;
	for (i = 0; i < MMR_NR_STREAMS; i++)
		d->value_stream[i] = (uint8_t)is_value_stream(&d->plan, i);
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const uint8_t *t = (const uint8_t *)&d->plan.tmpl[k] + UNION_OFF;
		size_t end = 0;

		for (i = 0; i < UNION_LEN; i++)
			if (t[i])
				end = i + 1;
		for (i = 0; i < d->plan.nf[k]; i++)
			if (d->plan.f[k][i].off - UNION_OFF + field_bytes(d->plan.f[k][i].type) > end)
				end = d->plan.f[k][i].off - UNION_OFF +
				      field_bytes(d->plan.f[k][i].type);
		d->ext[k] = (uint8_t)((end + 15) / 16);
	}
	d->dirty = UNION_V16;
	return d;
}

void mmr_bdec_free(struct mmr_bdec *d)
{
	if (!d)
		return;
	free(d->stab);
	free(d->seen);
	free(d->words);
	free(d->patch);
	free(d->ccnt);
	cpus_free(&d->cpus);
	free(d);
}

uint64_t mmr_bdec_last_ts(const struct mmr_bdec *d)
{
	return d->ts;
}

/* The literal streams are the dictionaries, entry after entry: read them whole. */
static int load_dicts(struct mmr_bdec *d, char *reason, size_t reason_len)
{
	struct cur *c = &d->c[MMR_ST_COMM];

	while (c->p < c->end) {
		uint8_t len = *c->p;

		if (d->ncomm >= MMR_DICT_MAX || len > MMR_COMM_LEN ||
		    (size_t)(c->end - c->p) < 1u + len) {
			snprintf(reason, reason_len, "comm dictionary entry %u is bad", d->ncomm);
			return MMR_ECORRUPT;
		}
		memset(d->comm[d->ncomm], 0, MMR_COMM_LEN);
		memcpy(d->comm[d->ncomm++], c->p + 1, len);
		c->p += 1 + len;
	}
	c = &d->c[MMR_ST_SYM];
	while (c->p < c->end) {
		struct mmr_symref ref = { 0 };
		uint64_t sym;

		if (d->nsym >= MMR_DICT_MAX || c->end - c->p < 9) {
			snprintf(reason, reason_len, "symbol dictionary entry %u is bad", d->nsym);
			return MMR_ECORRUPT;
		}
		ref.addr = mmr_get_le64(c->p);
		c->p += 8;
		if (mmr_get_varint(&c->p, c->end, &sym) || sym > 0xffff) {
			snprintf(reason, reason_len, "symbol dictionary entry %u is bad", d->nsym);
			return MMR_ECORRUPT;
		}
		ref.sym = (uint16_t)sym;
		d->sym[d->nsym++] = ref;
	}
	return 0;
}

/* Any events of a kind byte past the event table? */
static int any_unknown_kind(const uint32_t per_kind[128])
{
	unsigned int k;

	for (k = MMR_EV__COUNT; k < 128; k++)
		if (per_kind[k])
			return 1;
	return 0;
}

/*
 * Events per kind among @n kind bytes (MMR_KIND_HAS_FLAGS masked off) into
 * @cnt (128 entries), and in @cnt[128] non-zero when any has the flag.  Eight
 * bytes per turn into two tables of every
 * byte value (no mask per byte; the flagged half is folded in at the end), so
 * that runs of one kind do not wait on the previous increment's store.
 */
static inline void count_kinds(const uint8_t *kinds, size_t n, uint32_t *cnt)
{
	uint32_t c1[256] = { 0 }, c2[256] = { 0 }, fl = 0;
	size_t j = 0;
	unsigned int k;

	for (; j + 8 <= n; j += 8) {
		c1[kinds[j]]++;
		c2[kinds[j + 1]]++;
		c1[kinds[j + 2]]++;
		c2[kinds[j + 3]]++;
		c1[kinds[j + 4]]++;
		c2[kinds[j + 5]]++;
		c1[kinds[j + 6]]++;
		c2[kinds[j + 7]]++;
	}
	for (; j < n; j++)
		c1[kinds[j]]++;
	for (k = 0; k < 128; k++) {
		cnt[k] = c1[k] + c2[k] + c1[k + 128] + c2[k + 128];
		fl |= c1[k + 128] | c2[k + 128];
	}
	cnt[128] = fl;
}

int mmr_bdec_start(struct mmr_bdec *d, const uint8_t *buf, size_t len, uint32_t count,
		   uint64_t first_ts, char *reason, size_t reason_len)
{
	const uint8_t *p = buf, *end = buf + len;
	uint64_t n, i, id, sl, last = 0, total = 0;
	uint64_t lens[MMR_NR_STREAMS];
	uint32_t per_kind[128] = { 0 };
	uint8_t present[MMR_NR_STREAMS] = { 0 };

	memset(d->c, 0, sizeof(d->c));
	memset(d->v, 0, sizeof(d->v));
	d->count = count;
	d->pos = d->cpos = d->cn = 0;
	d->ts = first_ts;
	d->ncomm = d->nsym = 0;
	d->kinds = NULL;
	d->bad = 0;
	/* blocks are independent: every CPU starts from empty delta state */
	for (i = 0; i < d->nseen; i++)
		d->stab[d->seen[i]] = NULL;
	d->nseen = 0;
	if (mmr_get_varint(&p, end, &n) || n > MMR_NR_STREAMS) {
		snprintf(reason, reason_len, "bad stream directory");
		return MMR_ECORRUPT;
	}
	for (i = 0; i < n; i++) {
		if (mmr_get_varint(&p, end, &id) || mmr_get_varint(&p, end, &sl)) {
			snprintf(reason, reason_len, "bad stream directory");
			return MMR_ECORRUPT;
		}
		if ((i && id <= last) || !stream_valid(&d->plan, id)) {
			if ((!i || id > last) && id >= MMR_ST_FIELD0 &&
			    (id - MMR_ST_FIELD0) / 16 >= MMR_EV__COUNT &&
			    (id - MMR_ST_FIELD0) / 16 < 128)
				/* kinds are appended to the table: a newer writer's */
				snprintf(reason, reason_len,
					 "stream %llu holds a field of event kind %llu, which this "
					 "build does not know (written by a newer mmreplay?)",
					 (unsigned long long)id,
					 (unsigned long long)(id - MMR_ST_FIELD0) / 16);
			else
				snprintf(reason, reason_len, "unknown or repeated stream %llu",
					 (unsigned long long)id);
			return MMR_ECORRUPT;
		}
		if (sl > len) {
			snprintf(reason, reason_len, "stream %llu longer than the block",
				 (unsigned long long)id);
			return MMR_ECORRUPT;
		}
		last = id;
		lens[id] = sl;
		present[id] = 1;
		total += sl;
	}
	if (total != (uint64_t)(end - p)) {
		snprintf(reason, reason_len, "stream lengths add up to %llu, block holds %llu",
			 (unsigned long long)total, (unsigned long long)(end - p));
		return MMR_ECORRUPT;
	}
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!present[i])
			continue;
		d->c[i].p = p;
		d->c[i].end = p + lens[i];
		p += lens[i];
	}
	if ((uint64_t)(d->c[MMR_ST_KIND].end - d->c[MMR_ST_KIND].p) != count) {
		snprintf(reason, reason_len, "kind stream holds %llu events, header says %u",
			 (unsigned long long)(d->c[MMR_ST_KIND].end - d->c[MMR_ST_KIND].p), count);
		return MMR_ECORRUPT;
	}
	d->kinds = d->c[MMR_ST_KIND].p;
	d->c[MMR_ST_KIND].p = d->c[MMR_ST_KIND].end;
	/*
	 * Per chunk, so that decode_chunk() need not count again; the block's
	 * totals are their sums.
	 */
	{
		size_t nch = ((size_t)count + DEC_CHUNK - 1) / DEC_CHUNK, c, k;

		if (nch * CCNT_ROW > d->ccap) {
			uint32_t *nc = realloc(d->ccnt, nch * CCNT_ROW * sizeof(*nc));

			if (!nc) {
				snprintf(reason, reason_len, "out of memory");
				return MMR_ENOMEM;
			}
			d->ccnt = nc;
			d->ccap = nch * CCNT_ROW;
		}
		for (c = 0; c < nch; c++) {
			uint32_t *row = d->ccnt + c * CCNT_ROW;
			size_t at = c * DEC_CHUNK;

			count_kinds(d->kinds + at, count - at < DEC_CHUNK ? count - at : DEC_CHUNK,
				    row);
			for (k = 0; k < 128; k++)
				per_kind[k] += row[k];
		}
	}
	/* checked here once, so that the chunk passes can index by kind */
	if (per_kind[MMR_EV_NONE] || any_unknown_kind(per_kind)) {
		for (i = 0; i < count; i++) {
			unsigned int k = d->kinds[i] & ~MMR_KIND_HAS_FLAGS;

			if (k == MMR_EV_NONE || k >= MMR_EV__COUNT) {
				snprintf(reason, reason_len, "event %llu: unknown event kind %u",
					 (unsigned long long)i, k);
				return MMR_EUNKNOWN_EVENT;
			}
		}
	}

	/* every value stream must hold exactly one packed value per event of its kind */
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		uint64_t need, w;
		unsigned int k;

		if (!d->value_stream[i])
			continue;
		k = i < MMR_ST_FIELD0 ? 0 : (unsigned int)(i - MMR_ST_FIELD0) / 16;
		need = k ? per_kind[k] : count;
		if (!present[i]) {
			if (need) {
				snprintf(reason, reason_len, "stream %llu missing",
					 (unsigned long long)i);
				return MMR_ECORRUPT;
			}
			continue;
		}
		w = lens[i] ? d->c[i].p[0] : 0;
		if (!need || w < 1 || w > 8 || lens[i] - 1 < need * w) {
			snprintf(reason, reason_len,
				 "stream %llu: %llu bytes of width %llu for %llu values",
				 (unsigned long long)i, (unsigned long long)lens[i],
				 (unsigned long long)w, (unsigned long long)need);
			return MMR_ECORRUPT;
		}
		d->v[i].w = (uint32_t)w;
		d->v[i].mask = width_mask((unsigned int)w);
		d->v[i].p = d->c[i].p + 1;
		d->v[i].op = d->v[i].p + need * w;
		d->v[i].oend = d->c[i].end;
		d->c[i].p = d->c[i].end; /* checked through v[] at the end */
	}
	return load_dicts(d, reason, reason_len);
}

static __attribute__((noinline)) uint64_t rdv_overflow(struct mmr_bdec *d, struct vcur *c)
{
	const uint8_t *p = c->op;
	uint64_t v;

	/*
	 * Two and three bytes without the loop: an escape of a 1-byte column
	 * (at least 255) takes two or three, of a 2-byte column three.
	 */
	if (likely(c->oend - p >= 3) && (p[0] & 0x80)) {
		if (p[1] < 0x80) {
			v = (uint64_t)(p[0] & 0x7f) | (uint64_t)p[1] << 7;
			c->op = p + 2;
			goto got;
		}
		if (p[2] < 0x80) {
			v = (uint64_t)(p[0] & 0x7f) | (uint64_t)(p[1] & 0x7f) << 7 |
			    (uint64_t)p[2] << 14;
			c->op = p + 3;
			goto got;
		}
	}
	if (mmr_get_varint(&c->op, c->oend, &v))
		v = 0; /* below every mask: reported as missing */
got:
	if (v < c->mask) {
		if (!d->bad)
			d->bad = (int)(c - d->v) + 1;
		return 0;
	}
	return v;
}

/*
 * The next escaped value of @vc, inline for the escapes of 2 and 3 bytes that
 * 1- and 2-byte columns mostly have (pfn jumps, timestamp gaps): one 8-byte
 * load, no loop and no call.  The load may reach past the overflow part, as
 * far as the caller's MMR_BDEC_SLACK; only bytes before oend are used.
 */
static inline uint64_t rd_escape(struct mmr_bdec *d, struct vcur *vc)
{
	const uint8_t *p = vc->op;
	uint64_t x, v;
	size_t len;

	memcpy(&x, p, 8);
	x = le64toh(x);
	/* continuation bits of bytes 0..2: 1 0 (two bytes) or 1 1 0 (three) */
	if ((x & 0x8080) == 0x80)
		len = 2;
	else if ((x & 0x808080) == 0x8080)
		len = 3;
	else
		return rdv_overflow(d, vc);
	v = (x & 0x7f) | (x >> 1 & 0x3f80) | (len == 3 ? x >> 2 & 0x1fc000 : 0);
	if (unlikely(v < vc->mask) || unlikely((size_t)(vc->oend - p) < len))
		return rdv_overflow(d, vc);
	vc->op = p + len;
	return v;
}

/*
 * One packed value, the cursor in locals: stores into events go through char
 * pointers, which may alias anything, so a cursor left in memory would be
 * reloaded and stored around every value.  The 8-byte load may reach past
 * the stream into the next one or the caller's slack (MMR_BDEC_SLACK); the
 * mask keeps only its w bytes.
 */
static inline uint64_t rdl(struct mmr_bdec *d, struct vcur *vc, const uint8_t **cp, uint32_t w,
			   uint64_t mask)
{
	uint64_t v;

	memcpy(&v, *cp, 8);
	*cp += w;
	v = le64toh(v) & mask;
	if (unlikely(v == mask))
		v = rdv_overflow(d, vc);
	return v;
}

static inline uint64_t unzz_u(uint64_t v)
{
	return (uint64_t)mmr_unzigzag(v);
}

#ifdef __SSE2__
/* Four 32-bit lanes widened to 64 bits (sign-extended when @sx) and stored. */
static inline void put4(uint64_t *out, __m128i x, int sx)
{
	__m128i h = sx ? _mm_srai_epi32(x, 31) : _mm_setzero_si128();

	_mm_storeu_si128((__m128i *)(void *)out, _mm_unpacklo_epi32(x, h));
	_mm_storeu_si128((__m128i *)(void *)(out + 2), _mm_unpackhi_epi32(x, h));
}

/* Eight 16-bit lanes widened to 64 bits (sign-extended when @sx) and stored. */
static inline void put8(uint64_t *out, __m128i x, int sx)
{
	__m128i h = sx ? _mm_srai_epi16(x, 15) : _mm_setzero_si128();

	put4(out, _mm_unpacklo_epi16(x, h), sx);
	put4(out + 4, _mm_unpackhi_epi16(x, h), sx);
}

/*
 * Lanes of @cw bytes unzigzagged in place, before widening: a value of w
 * bytes unzigzags to a number that fits w signed bytes, so that the lanes
 * sign-extended give the same 64-bit values as unzigzagging them widened,
 * with a quarter to an eighth of the operations.
 */
static inline __m128i unzz_lanes(__m128i x, uint32_t cw)
{
	__m128i z = _mm_setzero_si128();

	if (cw == 1)
		return _mm_xor_si128(_mm_and_si128(_mm_srli_epi16(x, 1), _mm_set1_epi8(0x7f)),
				     _mm_sub_epi8(z, _mm_and_si128(x, _mm_set1_epi8(1))));
	if (cw == 2)
		return _mm_xor_si128(_mm_srli_epi16(x, 1),
				     _mm_sub_epi16(z, _mm_and_si128(x, _mm_set1_epi16(1))));
	return _mm_xor_si128(_mm_srli_epi32(x, 1),
			     _mm_sub_epi32(z, _mm_and_si128(x, _mm_set1_epi32(1))));
}
#endif

/*
 * The low 32 bits of a value of a 32-bit column: a pid or tgid delta (of
 * which the header pass adds only the low 32 bits) or a CPU number, which
 * saturates instead (any CPU above 0xffffffff is out of range as much).
 */
static inline uint32_t low32(uint64_t v, const int zz)
{
	if (zz)
		return (uint32_t)unzz_u(v);
	return v > 0xffffffffu ? 0xffffffffu : (uint32_t)v;
}

#ifdef __SSE2__
/* Eight 16-bit lanes widened to 32 bits (sign-extended when @sx) and stored. */
static inline void put8_32(uint32_t *out, __m128i x, int sx)
{
	__m128i h = sx ? _mm_srai_epi16(x, 15) : _mm_setzero_si128();

	_mm_storeu_si128((__m128i *)(void *)out, _mm_unpacklo_epi16(x, h));
	_mm_storeu_si128((__m128i *)(void *)(out + 4), _mm_unpackhi_epi16(x, h));
}

/* Eight 16-bit lanes, widened to the slots (64-bit, or 32-bit when @o32), from @out[j]. */
static inline void put8_w(void *out, uint32_t j, __m128i x, int sx, const int o32)
{
	if (o32)
		put8_32((uint32_t *)out + j, x, sx);
	else
		put8((uint64_t *)out + j, x, sx);
}

/* Four 32-bit lanes, widened to the slots (64-bit, or 32-bit when @o32), from @out[j]. */
static inline void put4_w(void *out, uint32_t j, __m128i x, int sx, const int o32)
{
	if (o32)
		_mm_storeu_si128((__m128i *)(void *)((uint32_t *)out + j), x);
	else
		put4((uint64_t *)out + j, x, sx);
}
#endif

/* One value into slot @j: unzigzagged when @zz; as low32() gives it when @o32. */
static inline void put_one(void *out, uint32_t j, uint64_t v, const int zz, const int o32)
{
	if (o32)
		((uint32_t *)out)[j] = low32(v, zz);
	else
		((uint64_t *)out)[j] = zz ? unzz_u(v) : v;
}

/*
 * The next @n values of a value stream into @out (room for @n + 16 slots of
 * 64 bits, or of 32 bits when @o32), escapes resolved, and unzigzagged when
 * @zz.  The common widths (1, 2, 4, and 3 four values at a time) go 16 bytes
 * at a time through SSE2 and are widened in registers; the lanes that hold
 * an escape (all ones) are then replaced one by one, in order, from the
 * overflow part.  The last group may load up to 15 bytes past the values
 * (into the next stream or the caller's MMR_BDEC_SLACK); those lanes are
 * ignored.  @zz and @o32 are constants at every call: unpack() and unpack32().
 */
static inline __attribute__((always_inline)) void unpack_to(struct mmr_bdec *d, struct vcur *vc,
							   uint32_t n, void *out, const int zz,
							   const int o32)
{
	const uint8_t *cp = vc->p;
	const uint32_t cw = vc->w;
	const uint64_t cm = vc->mask;
	uint32_t j = 0;

#ifdef __SSE2__
	if (cw == 1 || cw == 2 || cw == 4) {
		const __m128i ones = _mm_set1_epi8(-1), z = _mm_setzero_si128();
		/* values per 16-byte group; the lowest movemask bit of each lane */
		const uint32_t g = 16 / cw;
		const uint32_t lanes = cw == 1 ? 0xffff : cw == 2 ? 0x5555 : 0x1111;

		for (; j < n; j += g, cp += 16) {
			__m128i x = _mm_loadu_si128((const __m128i *)(const void *)cp);
			__m128i e = cw == 1 ? _mm_cmpeq_epi8(x, ones)
				  : cw == 2 ? _mm_cmpeq_epi16(x, ones) : _mm_cmpeq_epi32(x, ones);
			uint32_t m = (uint32_t)_mm_movemask_epi8(e) & lanes;

			if (zz)
				x = unzz_lanes(x, cw);
			if (cw == 1) {
				__m128i h = zz ? _mm_cmpgt_epi8(z, x) : z;

				put8_w(out, j, _mm_unpacklo_epi8(x, h), zz, o32);
				put8_w(out, j + 8, _mm_unpackhi_epi8(x, h), zz, o32);
			} else if (cw == 2) {
				put8_w(out, j, x, zz, o32);
			} else {
				put4_w(out, j, x, zz, o32);
			}
			if (n - j < g)
				m &= (1u << (cw * (n - j))) - 1; /* lanes past the values */
			while (unlikely(m)) {
				put_one(out, j + (uint32_t)__builtin_ctz(m) / cw, rd_escape(d, vc), zz,
					o32);
				m &= m - 1;
			}
		}
		vc->p += (size_t)n * cw;
		return;
	}
	if (cw == 3) {
		/*
		 * Four values per 12 bytes (pfn deltas of page events are mostly
		 * 3 bytes wide): the 64-bit halves take values 0-1 and 2-3, and
		 * the odd value of each half moves up 8 bits into its 32-bit lane.
		 */
		const __m128i lo = _mm_set_epi32(0, 0xffffff, 0, 0xffffff);
		const __m128i hi = _mm_set_epi32(0xffffff, 0, 0xffffff, 0);
		const __m128i esc = _mm_set1_epi32(0xffffff);

		for (; j < n; j += 4, cp += 12) {
			__m128i x = _mm_loadu_si128((const __m128i *)(const void *)cp);
			__m128i y = _mm_unpacklo_epi64(x, _mm_srli_si128(x, 6));
			__m128i v = _mm_or_si128(_mm_and_si128(y, lo),
						 _mm_and_si128(_mm_slli_epi64(y, 8), hi));
			uint32_t m = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi32(v, esc)) & 0x1111;

			if (zz)
				v = unzz_lanes(v, 4);
			put4_w(out, j, v, zz, o32);
			if (n - j < 4)
				m &= (1u << (4 * (n - j))) - 1; /* lanes past the values */
			while (unlikely(m)) {
				put_one(out, j + (uint32_t)__builtin_ctz(m) / 4, rd_escape(d, vc), zz,
					o32);
				m &= m - 1;
			}
		}
		vc->p += (size_t)n * 3;
		return;
	}
#endif
	for (; j < n; j++)
		put_one(out, j, rdl(d, vc, &cp, cw, cm), zz, o32);
	vc->p = cp;
}

/* unpack_to() into 64-bit slots. */
static inline __attribute__((always_inline)) void unpack(struct mmr_bdec *d, struct vcur *vc,
							uint32_t n, uint64_t *out,
							const int zz)
{
	unpack_to(d, vc, n, out, zz, 0);
}

/*
 * unpack_to() into 32-bit slots, as low32() gives them (unzigzagged when @zz,
 * else saturated): the header columns cpu, pid and tgid, and the deltas of
 * fields of at most 32 bits, which need no more, widened half as far.
 */
static inline __attribute__((always_inline)) void unpack32(struct mmr_bdec *d, struct vcur *vc,
							  uint32_t n, uint32_t *out,
							  const int zz)
{
	unpack_to(d, vc, n, out, zz, 1);
}

static int chunk_fail(struct mmr_bdec *d, char *reason, size_t reason_len, uint32_t j,
		      const char *what, unsigned int stream)
{
	snprintf(reason, reason_len, "event %u: %s (stream %u)", d->pos + j, what, stream);
	return MMR_ECORRUPT;
}

static int block_end(struct mmr_bdec *d, char *reason, size_t reason_len)
{
	unsigned int i;

	for (i = 0; i < MMR_NR_STREAMS; i++) {
		size_t left = (size_t)(d->c[i].end - d->c[i].p);

		if (d->value_stream[i] && d->v[i].p)
			left = (size_t)(d->v[i].oend - d->v[i].op);
		if (left) {
			snprintf(reason, reason_len, "stream %u has %zu bytes left over", i, left);
			return MMR_ECORRUPT;
		}
	}
	return 0;
}

/* The first event of a block on @cpu (< MMR_MAX_CPUS): its state, reset; NULL without memory. */
static __attribute__((noinline)) struct cpu_state *dec_cpu_slow(struct mmr_bdec *d, uint32_t cpu)
{
	struct cpu_state *st;

	if (cpu >= d->nstab) {
		/* grown to the CPUs seen, not MMR_MAX_CPUS: small files open often */
		uint32_t n = d->nstab ? d->nstab : 64;
		struct cpu_state **t;
		uint32_t *sn;

		while (n <= cpu)
			n *= 2;
		t = realloc(d->stab, n * sizeof(*t));
		if (!t)
			return NULL;
		memset(t + d->nstab, 0, (n - d->nstab) * sizeof(*t));
		d->stab = t;
		sn = realloc(d->seen, n * sizeof(*sn));
		if (!sn)
			return NULL;
		d->seen = sn;
		d->nstab = n;
	}
	st = cpu_state_slow(&d->cpus, cpu);
	if (st) {
		d->stab[cpu] = st;
		d->seen[d->nseen++] = cpu;
	}
	return st;
}

/*
 * Integer field of every event of one kind in the chunk: delta per CPU, then
 * store.  Everything the loop needs is in locals, so that the stores into the
 * events (which may alias anything) reload nothing.
 */
#define DEC_INT_LOOP(store)                                                            \
	do {                                                                           \
		const size_t slot = pf->prev, off = pf->off;                           \
                                                                                       \
		unpack(d, vc, b - a, d->vals, 1);                                      \
		_Pragma("GCC unroll 4")                                                \
		for (j = a; j < b; j++) {                                              \
			int64_t *prev = &stk[j]->prev[slot];                           \
			uint64_t x = *vals++ + (uint64_t)*prev;                        \
			char *p = (char *)evp[j] + off;                                \
                                                                                       \
			*prev = (int64_t)x;                                            \
			store;                                                         \
		}                                                                      \
	} while (0)

static int decode_field(struct mmr_bdec *d, const struct plan_field *pf, uint32_t a, uint32_t b,
			char *reason, size_t reason_len)
{
	struct mmr_event *const *evp = d->evp;
	struct cpu_state *const *stk = d->stk;
	struct vcur *vc = &d->v[pf->stream];
	const uint64_t *vals = d->vals;
	uint32_t j;

	switch (pf->type) {
	case MMR_FT_S32:
	case MMR_FT_U32:
		DEC_INT_LOOP({ uint32_t y = (uint32_t)x; memcpy(p, &y, 4); });
		break;
	case MMR_FT_S64:
	case MMR_FT_U64:
		DEC_INT_LOOP(memcpy(p, &x, 8));
		break;
	case MMR_FT_S16:
		DEC_INT_LOOP({ uint16_t y = (uint16_t)x; memcpy(p, &y, 2); });
		break;
	case MMR_FT_U8:
		DEC_INT_LOOP(*p = (char)(uint8_t)x);
		break;
	case MMR_FT_COMM: {
		const uint32_t ncomm = d->ncomm;

		unpack(d, vc, b - a, d->vals, 0);
		for (j = a; j < b; j++) {
			uint64_t x = *vals++;

			if (unlikely(x >= ncomm))
				return chunk_fail(d, reason, reason_len,
						  (uint32_t)(evp[j] - d->ev),
						  "comm index out of range", pf->stream);
			memcpy((char *)evp[j] + pf->off, d->comm[x], MMR_COMM_LEN);
		}
		break;
	}
	case MMR_FT_SYM: {
		const uint32_t nsym = d->nsym;

		unpack(d, vc, b - a, d->vals, 0);
		for (j = a; j < b; j++) {
			uint64_t x = *vals++;

			if (unlikely(x >= nsym))
				return chunk_fail(d, reason, reason_len,
						  (uint32_t)(evp[j] - d->ev),
						  "symbol index out of range", pf->stream);
			memcpy((char *)evp[j] + pf->off, &d->sym[x], sizeof(struct mmr_symref));
		}
		break;
	}
	case MMR_FT_CPUMASK: {
		struct cur *c = &d->c[pf->stream];

		for (j = a; j < b; j++) {
			uint32_t e = (uint32_t)(evp[j] - d->ev), w, nw;
			struct mmr_cpumask m = { 0 };
			uint64_t nbits;

			if (mmr_get_varint(&c->p, c->end, &nbits) || nbits > MMR_MAX_CPUMASK_BITS)
				return chunk_fail(d, reason, reason_len, e, "bad cpumask",
						  pf->stream);
			nw = (uint32_t)(nbits + 63) / 64;
			if (d->nwords + nw > d->capwords) {
				size_t cap = d->capwords ? d->capwords * 2 : 1024;
				uint64_t *nb;

				while (cap < d->nwords + nw)
					cap *= 2;
				nb = realloc(d->words, cap * sizeof(*nb));
				if (!nb) {
					snprintf(reason, reason_len, "out of memory");
					return MMR_ENOMEM;
				}
				d->words = nb;
				d->capwords = cap;
			}
			if (d->npatch == d->cappatch) {
				size_t cap = d->cappatch ? d->cappatch * 2 : DEC_CHUNK;
				struct mask_patch *np = realloc(d->patch, cap * sizeof(*np));

				if (!np) {
					snprintf(reason, reason_len, "out of memory");
					return MMR_ENOMEM;
				}
				d->patch = np;
				d->cappatch = cap;
			}
			/* bits are pointed at once the chunk is whole: the arena may move */
			d->patch[d->npatch].ev = evp[j];
			d->patch[d->npatch].off = pf->off;
			d->patch[d->npatch++].word = (uint32_t)d->nwords;
			for (w = 0; w < nw; w++)
				if (mmr_get_varint(&c->p, c->end, &d->words[d->nwords++]))
					return chunk_fail(d, reason, reason_len, e,
							  "cpumask runs past its stream",
							  pf->stream);
			m.nbits = (uint32_t)nbits;
			memcpy((char *)evp[j] + pf->off, &m, sizeof(m));
		}
		break;
	}
	default:
		return chunk_fail(d, reason, reason_len, (uint32_t)(evp[a] - d->ev),
				  "field of unknown type", pf->stream);
	}
	return 0;
}

/*
 * Two integer fields of one type, of every event of one kind in the chunk, in
 * one loop: the event and CPU state pointers are loaded once for both, and
 * the loop's own cost is shared.  Integer fields cannot fail (an escape
 * missing from the overflow part is reported after all passes), so that the
 * order in which fields are decoded does not show.
 */
#define DEC_PAIR_LOOP(T, U)                                                            \
	do {                                                                           \
		_Pragma("GCC unroll 4")                                                \
		for (j = a; j < b; j++) {                                              \
			int64_t *prev = stk[j]->prev;                                  \
			char *e = (char *)evp[j];                                      \
			uint64_t x = (sizeof(T) < 8 ? *n0++ : *v0++) + (uint64_t)prev[s0]; \
			uint64_t y = (sizeof(U) < 8 ? *n1++ : *v1++) + (uint64_t)prev[s1]; \
			T tx = (T)x;                                                   \
			U ty = (U)y;                                                   \
                                                                                       \
			prev[s0] = (int64_t)x;                                         \
			prev[s1] = (int64_t)y;                                         \
			memcpy(e + o0, &tx, sizeof(T));                                \
			memcpy(e + o1, &ty, sizeof(U));                                \
		}                                                                      \
	} while (0)

/* Integer field types by store width (0: 1 byte .. 3: 8 bytes), -1 for the others. */
static inline int int_width(unsigned int type)
{
	switch (type) {
	case MMR_FT_U8:
		return 0;
	case MMR_FT_S16:
		return 1;
	case MMR_FT_S32:
	case MMR_FT_U32:
		return 2;
	case MMR_FT_S64:
	case MMR_FT_U64:
		return 3;
	default:
		return -1;
	}
}

/* Whether fields @f and @f + 1 can go through decode_pair(). */
static inline int pair_ok(const struct plan_field *f)
{
	return int_width(f[0].type) >= 0 && int_width(f[1].type) >= 0;
}

static void decode_pair(struct mmr_bdec *d, const struct plan_field *pf, uint32_t a, uint32_t b)
{
	struct mmr_event *const *evp = d->evp;
	struct cpu_state *const *stk = d->stk;
	/*
	 * The header columns are free once the header pass is done.  A field of
	 * at most 32 bits needs only the low 32 bits of its deltas (the high
	 * bits of its running value in prev[] are never stored): unpack32(),
	 * widened half as far.
	 */
	const uint64_t *v0 = d->vals, *v1 = d->hcol[0];
	const uint32_t *n0 = d->h32[1], *n1 = d->h32[0];
	const size_t s0 = pf[0].prev, s1 = pf[1].prev, o0 = pf[0].off, o1 = pf[1].off;
	uint32_t j;

	if (int_width(pf[0].type) < 3)
		unpack32(d, &d->v[pf[0].stream], b - a, d->h32[1], 1);
	else
		unpack(d, &d->v[pf[0].stream], b - a, d->vals, 1);
	if (int_width(pf[1].type) < 3)
		unpack32(d, &d->v[pf[1].stream], b - a, d->h32[0], 1);
	else
		unpack(d, &d->v[pf[1].stream], b - a, d->hcol[0], 1);
	switch (int_width(pf[0].type) * 4 + int_width(pf[1].type)) {
	case 0:
		DEC_PAIR_LOOP(uint8_t, uint8_t);
		break;
	case 1:
		DEC_PAIR_LOOP(uint8_t, uint16_t);
		break;
	case 2:
		DEC_PAIR_LOOP(uint8_t, uint32_t);
		break;
	case 3:
		DEC_PAIR_LOOP(uint8_t, uint64_t);
		break;
	case 4:
		DEC_PAIR_LOOP(uint16_t, uint8_t);
		break;
	case 5:
		DEC_PAIR_LOOP(uint16_t, uint16_t);
		break;
	case 6:
		DEC_PAIR_LOOP(uint16_t, uint32_t);
		break;
	case 7:
		DEC_PAIR_LOOP(uint16_t, uint64_t);
		break;
	case 8:
		DEC_PAIR_LOOP(uint32_t, uint8_t);
		break;
	case 9:
		DEC_PAIR_LOOP(uint32_t, uint16_t);
		break;
	case 10:
		DEC_PAIR_LOOP(uint32_t, uint32_t);
		break;
	case 11:
		DEC_PAIR_LOOP(uint32_t, uint64_t);
		break;
	case 12:
		DEC_PAIR_LOOP(uint64_t, uint8_t);
		break;
	case 13:
		DEC_PAIR_LOOP(uint64_t, uint16_t);
		break;
	case 14:
		DEC_PAIR_LOOP(uint64_t, uint32_t);
		break;
	default:
		DEC_PAIR_LOOP(uint64_t, uint64_t);
		break;
	}
}

/* Whether fields @f .. @f + 2 are all 64-bit integers (decode_triple()). */
static inline int triple_ok(const struct plan_field *f)
{
	return int_width(f[0].type) == 3 && int_width(f[1].type) == 3 &&
	       int_width(f[2].type) == 3;
}

/*
 * Three 64-bit integer fields in one loop, as decode_pair() two (a page
 * fault's address, ip and error code): the event and CPU state pointers are
 * loaded once for the three.
 */
static void decode_triple(struct mmr_bdec *d, const struct plan_field *pf, uint32_t a,
			  uint32_t b)
{
	struct mmr_event *const *evp = d->evp;
	struct cpu_state *const *stk = d->stk;
	/* the header columns are free once the header pass is done */
	const uint64_t *v0 = d->vals, *v1 = d->hcol[0], *v2 = d->hcol[1];
	const size_t s0 = pf[0].prev, s1 = pf[1].prev, s2 = pf[2].prev;
	const size_t o0 = pf[0].off, o1 = pf[1].off, o2 = pf[2].off;
	uint32_t j;

	unpack(d, &d->v[pf[0].stream], b - a, d->vals, 1);
	unpack(d, &d->v[pf[1].stream], b - a, d->hcol[0], 1);
	unpack(d, &d->v[pf[2].stream], b - a, d->hcol[1], 1);
#pragma GCC unroll 4
	for (j = a; j < b; j++) {
		int64_t *prev = stk[j]->prev;
		char *e = (char *)evp[j];
		uint64_t x = *v0++ + (uint64_t)prev[s0];
		uint64_t y = *v1++ + (uint64_t)prev[s1];
		uint64_t z = *v2++ + (uint64_t)prev[s2];

		prev[s0] = (int64_t)x;
		prev[s1] = (int64_t)y;
		prev[s2] = (int64_t)z;
		memcpy(e + o0, &x, 8);
		memcpy(e + o1, &y, 8);
		memcpy(e + o2, &z, 8);
	}
}

/* The flags varint of event @j, whose kind byte says it has one. */
static __attribute__((noinline)) int dec_flags(struct mmr_bdec *d, struct mmr_event *ev)
{
	struct cur *c = &d->c[MMR_ST_FLAGS];
	uint64_t flags;

	if (mmr_get_varint(&c->p, c->end, &flags) || flags > 0xffff)
		return -1;
	ev->flags = (uint16_t)flags;
	return 0;
}

/*
 * A fault of the header pass at event @j (@what in @stream), or the timestamp
 * overflow at or before @j that the pass only noted: the earliest is reported,
 * as if every event were checked in turn.
 */
static __attribute__((noinline)) int header_fail(struct mmr_bdec *d, char *reason,
						  size_t reason_len, uint32_t j, const char *what,
						  unsigned int stream)
{
	const uint64_t *hts = d->hcol[1];
	uint64_t ts = d->ts;
	uint32_t i;

	for (i = 0; i <= j; i++) {
		if (ts + hts[i] < ts)
			return chunk_fail(d, reason, reason_len, i, "timestamp overflows",
					  MMR_ST_TS);
		ts += hts[i];
	}
	if (!what) {
		snprintf(reason, reason_len, "out of memory");
		return MMR_ENOMEM;
	}
	return chunk_fail(d, reason, reason_len, j, what, stream);
}

/*
 * Whether the chunk's header columns are tame: every CPU below nstab (a
 * power of two, so that their OR tells) and deltas so small that the
 * timestamp cannot overflow.  Then header_pass() checks neither per event.
 */
static inline int header_ok(const struct mmr_bdec *d, uint32_t n)
{
	const uint32_t *hcpu = d->h32[0];
	const uint64_t *hts = d->hcol[1];
	uint64_t dts = 0;
	uint32_t j, cpus = 0;

#pragma GCC unroll 8
	for (j = 0; j < n; j++) {
		cpus |= hcpu[j];
		dts |= hts[j];
	}
	/* n deltas below 2^52 add up to less than 2^62 */
	return cpus < d->nstab && dts < (1ULL << 52) && d->ts < (1ULL << 62);
}
_Static_assert(DEC_CHUNK <= 1024, "header_ok() bounds the timestamp sum by 2^10 deltas");

/*
 * The header columns, all in one pass: cpu, ts, pid, tgid, flags; every event
 * filed under its kind.  @checked: CPU numbers and timestamp overflow are
 * checked per event (header_ok() said the chunk might need it).  @flags: some
 * kind byte of the chunk has MMR_KIND_HAS_FLAGS (else the kind bytes are the
 * kinds, and there is nothing to test per event).
 */
static inline __attribute__((always_inline)) int header_pass(struct mmr_bdec *d,
							     const uint8_t *kinds, uint32_t n,
							     uint32_t *at, char *reason,
							     size_t reason_len, const int checked,
							     const int flags)
{
	const uint32_t *hcpu = d->h32[0], *hpid = d->h32[1], *htgid = d->h32[2];
	const uint64_t *hts = d->hcol[1];
	struct mmr_event *ev = d->ev;
	uint64_t ts = d->ts;
	/* in locals: the stores into events and CPU state may alias d */
	struct cpu_state **stab = d->stab;
	uint32_t nstab = d->nstab;
	uint64_t ovf = 0;
	uint32_t j, k;

#pragma GCC unroll 4
	for (j = 0; j < n; j++, ev++) {
		struct cpu_state *st;
		uint32_t cpu = hcpu[j];
		uint64_t dts = hts[j];
		uint32_t slot, pid, tgid;
		uint8_t kb = kinds[j];

		k = flags ? kb & ~MMR_KIND_HAS_FLAGS : kb;
		/* noted, not branched on: header_fail() finds the event */
		if (checked)
			ovf |= ts + dts < ts;
		if ((checked && unlikely(cpu >= nstab)) || unlikely(!(st = stab[cpu]))) {
			if (cpu >= MMR_MAX_CPUS)
				return header_fail(d, reason, reason_len, j,
						   "cpu number out of range", MMR_ST_CPU);
			st = dec_cpu_slow(d, (uint32_t)cpu);
			if (!st)
				return header_fail(d, reason, reason_len, j, NULL, 0);
			stab = d->stab;
			nstab = d->nstab;
		}
		slot = at[k]++;
		d->evp[slot] = ev;
		d->stk[slot] = st;
		ts += dts;
		/* 32-bit sums: the deltas wrap modulo 2^64, the fields keep 32 bits */
		pid = (uint32_t)st->pid + hpid[j];
		tgid = (uint32_t)st->tgid + htgid[j];
		st->pid = (int32_t)pid;
		st->tgid = (int32_t)tgid;
		ev->ts = ts;
		ev->cpu = (uint32_t)cpu;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
		{
			/* kind and flags (0) in one store */
			uint32_t kf = k;

			memcpy((char *)ev + offsetof(struct mmr_event, kind), &kf, 4);
		}
#else
		ev->kind = (uint16_t)k;
		ev->flags = 0;
#endif
		ev->pid = (int32_t)pid;
		ev->tgid = (int32_t)tgid;
		if (flags && unlikely(kb & MMR_KIND_HAS_FLAGS) && dec_flags(d, ev))
			return header_fail(d, reason, reason_len, j, "bad flags",
					   MMR_ST_FLAGS);
	}
	if (unlikely(ovf))
		return header_fail(d, reason, reason_len, n - 1, "", 0);
	d->ts = ts;
	return 0;
}

/*
 * The template's first @np pieces into every event of the kind, from
 * registers, so that no byte of the slot's previous event survives.
 */
#define TMPL_LOOP(np)                                                                  \
	do {                                                                           \
		_Pragma("GCC unroll 4")                                                \
		for (j = a; j < b; j++) {                                              \
			char *u = (char *)d->evp[j] + UNION_OFF;                       \
                                                                                       \
			for (i = 0; i < (np); i++)                                     \
				memcpy(u + 16 * i, &t[i], 16);                         \
		}                                                                      \
	} while (0)

/*
 * Without gcc's SLP vectorizer: in the unrolled header pass it packs the CPU
 * and kind, and pid and tgid, into SSE registers (movd, punpckldq, paddd) at
 * more instructions than the scalar stores, and the extra live values make
 * it spill the column and kind pointers (2 instructions per event more on
 * every file measured).  The explicit SSE2 of unpack() is not affected.
 */
#if defined(__GNUC__) && !defined(__clang__)
#define NO_SLP __attribute__((optimize("no-tree-slp-vectorize")))
#else
#define NO_SLP
#endif
static __attribute__((noinline)) NO_SLP int decode_chunk(struct mmr_bdec *d, char *reason,
							 size_t reason_len)
{
	uint32_t n = d->count - d->pos, j, k, i, np, reach = 0, dirty = d->dirty;
	const uint8_t *kinds = d->kinds + d->pos;
	const uint32_t *cnt = d->ccnt + (size_t)(d->pos / DEC_CHUNK) * CCNT_ROW;
	uint32_t at[MMR_EV__COUNT];
	int ret;


	if (n > DEC_CHUNK)
		n = DEC_CHUNK;
	d->nwords = d->npatch = 0;
	/* until the chunk is whole: a failed one leaves slots half written */
	d->dirty = UNION_V16;
	/* events grouped by kind (counting sort): where each kind's run starts */
	d->kstart[0] = 0;
	for (k = 0; k < MMR_EV__COUNT; k++) {
		at[k] = d->kstart[k];
		d->kstart[k + 1] = d->kstart[k] + cnt[k];
	}
	/*
	 * header columns: unpacked, then all in one pass; the kind bytes copied
	 * next to them, so that the pass reads them off d (a register less)
	 */
	memcpy(d->kb, kinds, n);
	unpack32(d, &d->v[MMR_ST_CPU], n, d->h32[0], 0);
	unpack(d, &d->v[MMR_ST_TS], n, d->hcol[1], 0);
	unpack32(d, &d->v[MMR_ST_PID], n, d->h32[1], 1);
	unpack32(d, &d->v[MMR_ST_TGID], n, d->h32[2], 1);
	if (header_ok(d, n))
		ret = cnt[128] ? header_pass(d, d->kb, n, at, reason, reason_len, 0, 1)
			       : header_pass(d, d->kb, n, at, reason, reason_len, 0, 0);
	else
		ret = cnt[128] ? header_pass(d, d->kb, n, at, reason, reason_len, 1, 1)
			       : header_pass(d, d->kb, n, at, reason, reason_len, 1, 0);
	if (ret < 0)
		return ret;
	/* per kind: the template (the defaults of fields it lacks), then one pass per field */
	for (k = 1; k < MMR_EV__COUNT; k++) {
		uint32_t a = d->kstart[k], b = d->kstart[k + 1];
		v16 t[UNION_V16];

		if (a == b)
			continue;
		memcpy(t, (const char *)&d->plan.tmpl[k] + UNION_OFF, sizeof(t));
		np = d->ext[k] > dirty ? d->ext[k] : dirty;
		if (d->ext[k] > reach)
			reach = d->ext[k];
		switch (np) {
		case 0:
		case 1:
			TMPL_LOOP(1);
			break;
		case 2:
			TMPL_LOOP(2);
			break;
		case 3:
			TMPL_LOOP(3);
			break;
		case 4:
			TMPL_LOOP(4);
			break;
		default:
			TMPL_LOOP(UNION_V16);
			break;
		}
		for (i = 0; i < d->plan.nf[k]; i++) {
			const struct plan_field *pf = &d->plan.f[k][i];

			if (i + 2 < d->plan.nf[k] && triple_ok(pf)) {
				decode_triple(d, pf, a, b);
				i += 2;
				continue;
			}
			if (i + 1 < d->plan.nf[k] && pair_ok(pf)) {
				decode_pair(d, pf, a, b);
				i++;
				continue;
			}
			ret = decode_field(d, pf, a, b, reason, reason_len);
			if (ret < 0)
				return ret;
		}
	}
	if (unlikely(d->bad))
		return chunk_fail(d, reason, reason_len, 0,
				  "escaped value missing from the overflow part",
				  (unsigned int)d->bad - 1);
	for (j = 0; j < d->npatch; j++) {
		struct mmr_cpumask m;
		char *p = (char *)d->patch[j].ev + d->patch[j].off;

		memcpy(&m, p, sizeof(m));
		m.bits = m.nbits ? d->words + d->patch[j].word : NULL;
		memcpy(p, &m, sizeof(m));
	}
	/* slots past a short chunk keep what they held */
	d->dirty = n == DEC_CHUNK || reach > dirty ? reach : dirty;
	d->pos += n;
	d->cpos = 0;
	d->cn = n;
	return 0;
}

int mmr_bdec_chunk(struct mmr_bdec *d, const struct mmr_event **evs, uint32_t *n,
		   char *reason, size_t reason_len)
{
	int ret;

	if (d->pos >= d->count)
		return block_end(d, reason, reason_len);
	ret = decode_chunk(d, reason, reason_len);
	if (ret < 0)
		return ret;
	*evs = d->ev;
	*n = d->cn;
	d->cpos = d->cn;
	return 1;
}

int mmr_bdec_next(struct mmr_bdec *d, const struct mmr_event **ev, char *reason,
		  size_t reason_len)
{
	int ret;

	if (likely(d->cpos < d->cn)) {
		*ev = &d->ev[d->cpos++];
		return 1;
	}
	if (d->pos >= d->count)
		return block_end(d, reason, reason_len);
	ret = decode_chunk(d, reason, reason_len);
	if (ret < 0)
		return ret;
	*ev = &d->ev[d->cpos++];
	return 1;
}
