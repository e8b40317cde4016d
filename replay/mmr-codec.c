// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr block codec and the helpers the writer and the reader share.
 *
 * A block is stored as column streams (one for kinds, one for CPUs, one for
 * timestamp deltas, ..., one per (kind, field)) rather than event after event:
 * zstd then sees runs of similar numbers, which is what gets a real trace under
 * 4 bytes per event (docs/file-format.md has the figures).  Every integer field
 * is stored as the zigzag varint of its difference to the same field of the
 * previous event of the same kind on the same CPU: page frame numbers, lock
 * addresses and such move in small steps per CPU, and repeated values become
 * zero bytes.  Decoding is one switch per field over a plan compiled once from
 * the event table, with no allocation per event.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static inline void comm_key(char key[MMR_COMM_LEN], const char *comm)
{
	size_t n = strnlen(comm, MMR_COMM_LEN);

	memcpy(key, comm, n);
	memset(key + n, 0, MMR_COMM_LEN - n);
}

/* ---- encoder ------------------------------------------------------------------ */

struct sbuf {
	uint8_t *p;
	size_t n, cap;
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

struct mmr_benc {
	struct plan plan;
	struct cpus cpus;
	struct sbuf s[MMR_NR_STREAMS];
	uint32_t count;
	uint64_t first_ts, last_ts;
	uint32_t ncomm, nsym;
	struct comm_slot comm[ENC_HASH];
	struct sym_slot sym[ENC_HASH];
	struct sbuf out;
};

struct mmr_benc *mmr_benc_new(void)
{
	struct mmr_benc *e = calloc(1, sizeof(*e));

	if (!e)
		return NULL;
	plan_init(&e->plan);
	e->cpus.nprev = e->plan.nprev;
	e->cpus.gen = 1;
	return e;
}

void mmr_benc_free(struct mmr_benc *e)
{
	unsigned int i;

	if (!e)
		return;
	for (i = 0; i < MMR_NR_STREAMS; i++)
		free(e->s[i].p);
	free(e->out.p);
	cpus_free(&e->cpus);
	free(e);
}

void mmr_benc_reset(struct mmr_benc *e)
{
	unsigned int i;

	for (i = 0; i < MMR_NR_STREAMS; i++)
		e->s[i].n = 0;
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

static inline uint32_t hash64(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdULL;
	x ^= x >> 33;
	return (uint32_t)x;
}

/* Dictionary index of @comm in this block; a new one also goes to the literal stream. */
static int enc_comm(struct mmr_benc *e, struct sbuf *idx, const char *comm)
{
	char key[MMR_COMM_LEN];
	uint64_t a, b;
	uint32_t h;
	uint8_t len;

	comm_key(key, comm);
	memcpy(&a, key, 8);
	memcpy(&b, key + 8, 8);
	h = hash64(a ^ (b * 0x9E3779B97F4A7C15ULL)) & (ENC_HASH - 1);
	for (;;) {
		struct comm_slot *s = &e->comm[h];

		if (s->gen != e->cpus.gen)
			break;
		if (!memcmp(s->key, key, MMR_COMM_LEN))
			return sb_varint(idx, s->idx);
		h = (h + 1) & (ENC_HASH - 1);
	}
	if (sb_varint(idx, e->ncomm))
		return -1;
	len = (uint8_t)strnlen(key, MMR_COMM_LEN);
	if (sb_bytes(&e->s[MMR_ST_COMM], &len, 1) || sb_bytes(&e->s[MMR_ST_COMM], key, len))
		return -1;
	if (e->ncomm < MMR_DICT_MAX) {
		struct comm_slot *s = &e->comm[h];

		s->gen = e->cpus.gen;
		s->idx = e->ncomm++;
		memcpy(s->key, key, MMR_COMM_LEN);
	}
	return 0;
}

static int enc_sym(struct mmr_benc *e, struct sbuf *idx, const struct mmr_symref *ref)
{
	uint8_t lit[8];
	uint32_t h = hash64(ref->addr ^ ((uint64_t)ref->sym << 48)) & (ENC_HASH - 1);

	for (;;) {
		struct sym_slot *s = &e->sym[h];

		if (s->gen != e->cpus.gen)
			break;
		if (s->addr == ref->addr && s->sym == ref->sym)
			return sb_varint(idx, s->idx);
		h = (h + 1) & (ENC_HASH - 1);
	}
	if (sb_varint(idx, e->nsym))
		return -1;
	mmr_put_le64(lit, ref->addr);
	if (sb_bytes(&e->s[MMR_ST_SYM], lit, 8) || sb_varint(&e->s[MMR_ST_SYM], ref->sym))
		return -1;
	if (e->nsym < MMR_DICT_MAX) {
		struct sym_slot *s = &e->sym[h];

		s->gen = e->cpus.gen;
		s->idx = e->nsym++;
		s->addr = ref->addr;
		s->sym = ref->sym;
	}
	return 0;
}

static inline int64_t load_int(const struct mmr_event *ev, const struct plan_field *pf)
{
	const char *p = (const char *)ev + pf->off;

	switch (pf->type) {
	case MMR_FT_S32: { int32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_U32: { uint32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_S16: { int16_t v; memcpy(&v, p, 2); return v; }
	case MMR_FT_U8: return (uint8_t)*p;
	default: { int64_t v; memcpy(&v, p, 8); return v; }
	}
}

int mmr_benc_add(struct mmr_benc *e, const struct mmr_event *ev, const char **reason)
{
	unsigned int k = ev->kind, i;
	struct cpu_state *st;
	uint8_t kb;

	*reason = NULL;
	if (k == MMR_EV_NONE || k >= MMR_EV__COUNT) {
		*reason = "unknown event kind";
		return MMR_EINVAL;
	}
	if (ev->cpu >= MMR_MAX_CPUS) {
		*reason = "cpu number out of range";
		return MMR_EINVAL;
	}
	if (e->count == 0) {
		e->first_ts = e->last_ts = ev->ts;
	} else if (ev->ts < e->last_ts) {
		*reason = "timestamp goes backwards";
		return MMR_EINVAL;
	}
	if (e->count >= MMR_MAX_BLOCK_EVENTS) {
		*reason = "block full";
		return MMR_EINVAL;
	}
	st = cpu_state(&e->cpus, ev->cpu);
	if (!st)
		goto nomem;
	for (i = 0; i < e->plan.nf[k]; i++) {
		const struct mmr_cpumask *m;

		if (e->plan.f[k][i].type != MMR_FT_CPUMASK)
			continue;
		m = (const void *)((const char *)ev + e->plan.f[k][i].off);
		if (m->nbits > MMR_MAX_CPUMASK_BITS || (m->nbits && !m->bits)) {
			*reason = "cpumask too wide or without bits";
			return MMR_EINVAL;
		}
	}
	kb = (uint8_t)(k | (ev->flags ? MMR_KIND_HAS_FLAGS : 0));
	if (sb_bytes(&e->s[MMR_ST_KIND], &kb, 1) ||
	    sb_varint(&e->s[MMR_ST_CPU], ev->cpu) ||
	    sb_varint(&e->s[MMR_ST_TS], ev->ts - e->last_ts) ||
	    sb_varint(&e->s[MMR_ST_PID], mmr_zigzag((int64_t)ev->pid - st->pid)) ||
	    sb_varint(&e->s[MMR_ST_TGID], mmr_zigzag((int64_t)ev->tgid - st->tgid)))
		goto nomem;
	if (ev->flags && sb_varint(&e->s[MMR_ST_FLAGS], ev->flags))
		goto nomem;
	st->pid = ev->pid;
	st->tgid = ev->tgid;
	e->last_ts = ev->ts;

	for (i = 0; i < e->plan.nf[k]; i++) {
		const struct plan_field *pf = &e->plan.f[k][i];
		struct sbuf *b = &e->s[pf->stream];
		const char *p = (const char *)ev + pf->off;

		switch (pf->type) {
		case MMR_FT_COMM:
			if (enc_comm(e, b, p))
				goto nomem;
			break;
		case MMR_FT_SYM: {
			struct mmr_symref ref;

			memcpy(&ref, p, sizeof(ref));
			if (enc_sym(e, b, &ref))
				goto nomem;
			break;
		}
		case MMR_FT_CPUMASK: {
			struct mmr_cpumask m;
			uint32_t w;

			memcpy(&m, p, sizeof(m));
			if (sb_varint(b, m.nbits))
				goto nomem;
			for (w = 0; w < (m.nbits + 63) / 64; w++)
				if (sb_varint(b, m.bits[w]))
					goto nomem;
			break;
		}
		default: {
			int64_t v = load_int(ev, pf);

			if (sb_varint(b, mmr_zigzag((int64_t)((uint64_t)v -
							      (uint64_t)st->prev[pf->prev]))))
				goto nomem;
			st->prev[pf->prev] = v;
		}
		}
	}
	e->count++;
	return 0;
nomem:
	/* a half-appended event would desynchronise the streams: the block is lost */
	*reason = "out of memory";
	return MMR_ENOMEM;
}

int mmr_benc_finish(struct mmr_benc *e, const uint8_t **out, size_t *len)
{
	unsigned int i, n = 0;
	size_t total = 10;

	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!e->s[i].n)
			continue;
		n++;
		total += 20 + e->s[i].n;
	}
	e->out.n = 0;
	if (e->out.cap < total && sb_grow(&e->out, total))
		return MMR_ENOMEM;
	e->out.n += mmr_put_varint(e->out.p, n);
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!e->s[i].n)
			continue;
		e->out.n += mmr_put_varint(e->out.p + e->out.n, i);
		e->out.n += mmr_put_varint(e->out.p + e->out.n, e->s[i].n);
	}
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!e->s[i].n)
			continue;
		memcpy(e->out.p + e->out.n, e->s[i].p, e->s[i].n);
		e->out.n += e->s[i].n;
	}
	*out = e->out.p;
	*len = e->out.n;
	return 0;
}

/* ---- decoder ------------------------------------------------------------------ */

struct cur {
	const uint8_t *p, *end;
};

struct mmr_bdec {
	struct plan plan;
	struct cpus cpus;
	struct cur c[MMR_NR_STREAMS];
	const uint8_t *kinds;
	uint32_t count, pos, ncomm, nsym;
	uint64_t ts;
	uint64_t *mask[16]; /* cpumask storage per field index */
	uint32_t mask_cap[16];
	char comm[MMR_DICT_MAX][MMR_COMM_LEN];
	struct mmr_symref sym[MMR_DICT_MAX];
};

struct mmr_bdec *mmr_bdec_new(void)
{
	struct mmr_bdec *d = calloc(1, sizeof(*d));

	if (!d)
		return NULL;
	plan_init(&d->plan);
	d->cpus.nprev = d->plan.nprev;
	d->cpus.gen = 0;
	return d;
}

void mmr_bdec_free(struct mmr_bdec *d)
{
	unsigned int i;

	if (!d)
		return;
	for (i = 0; i < 16; i++)
		free(d->mask[i]);
	cpus_free(&d->cpus);
	free(d);
}

uint32_t mmr_bdec_pos(const struct mmr_bdec *d)
{
	return d->pos;
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

int mmr_bdec_start(struct mmr_bdec *d, const uint8_t *buf, size_t len, uint32_t count,
		   uint64_t first_ts, char *reason, size_t reason_len)
{
	const uint8_t *p = buf, *end = buf + len;
	uint64_t n, i, id, sl, last = 0;
	uint64_t lens[MMR_NR_STREAMS];
	uint64_t total = 0;

	memset(d->c, 0, sizeof(d->c));
	d->count = count;
	d->pos = 0;
	d->ts = first_ts;
	d->ncomm = d->nsym = 0;
	d->kinds = NULL;
	d->cpus.gen++;
	if (d->cpus.gen == 0) {
		d->cpus.gen = 1;
		for (i = 0; i < d->cpus.n; i++)
			if (d->cpus.v[i])
				d->cpus.v[i]->gen = 0;
	}
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
			snprintf(reason, reason_len, "unknown or repeated stream %llu",
				 (unsigned long long)id);
			return MMR_ECORRUPT;
		}
		last = id;
		lens[id] = sl;
		d->c[id].p = (const uint8_t *)(uintptr_t)1; /* mark present */
		total += sl;
		if (sl > len) {
			snprintf(reason, reason_len, "stream %llu longer than the block",
				 (unsigned long long)id);
			return MMR_ECORRUPT;
		}
	}
	if (total != (uint64_t)(end - p)) {
		snprintf(reason, reason_len, "stream lengths add up to %llu, block holds %llu",
			 (unsigned long long)total, (unsigned long long)(end - p));
		return MMR_ECORRUPT;
	}
	for (i = 0; i < MMR_NR_STREAMS; i++) {
		if (!d->c[i].p)
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
	return 0;
}

static inline int rd(struct cur *c, uint64_t *v)
{
	if (likely(c->p < c->end) && likely(*c->p < 0x80)) {
		*v = *c->p++;
		return 0;
	}
	return mmr_get_varint(&c->p, c->end, v);
}

static int dec_fail(struct mmr_bdec *d, char *reason, size_t reason_len, const char *what,
		    unsigned int stream)
{
	snprintf(reason, reason_len, "event %u: %s (stream %u)", d->pos, what, stream);
	return MMR_ECORRUPT;
}

int mmr_bdec_next(struct mmr_bdec *d, struct mmr_event *ev, char *reason, size_t reason_len)
{
	unsigned int k, i, kb;
	struct cpu_state *st;
	uint64_t cpu, dts, dpid, dtgid, flags = 0;

	if (unlikely(d->pos >= d->count)) {
		for (i = 0; i < MMR_NR_STREAMS; i++)
			if (d->c[i].p != d->c[i].end) {
				snprintf(reason, reason_len, "stream %u has %zu bytes left over",
					 i, (size_t)(d->c[i].end - d->c[i].p));
				return MMR_ECORRUPT;
			}
		return 0;
	}
	kb = d->kinds[d->pos];
	k = kb & ~MMR_KIND_HAS_FLAGS;
	if (unlikely(k == MMR_EV_NONE || k >= MMR_EV__COUNT)) {
		snprintf(reason, reason_len, "event %u: unknown event kind %u", d->pos, k);
		return MMR_EUNKNOWN_EVENT;
	}
	if (unlikely(rd(&d->c[MMR_ST_CPU], &cpu)))
		return dec_fail(d, reason, reason_len, "bad cpu", MMR_ST_CPU);
	if (unlikely(rd(&d->c[MMR_ST_TS], &dts)))
		return dec_fail(d, reason, reason_len, "bad timestamp", MMR_ST_TS);
	if (unlikely(rd(&d->c[MMR_ST_PID], &dpid)))
		return dec_fail(d, reason, reason_len, "bad pid", MMR_ST_PID);
	if (unlikely(rd(&d->c[MMR_ST_TGID], &dtgid)))
		return dec_fail(d, reason, reason_len, "bad tgid", MMR_ST_TGID);
	if (unlikely(kb & MMR_KIND_HAS_FLAGS) &&
	    (rd(&d->c[MMR_ST_FLAGS], &flags) || flags > 0xffff))
		return dec_fail(d, reason, reason_len, "bad flags", MMR_ST_FLAGS);
	if (unlikely(cpu >= MMR_MAX_CPUS))
		return dec_fail(d, reason, reason_len, "cpu number out of range", MMR_ST_CPU);
	st = cpu_state(&d->cpus, (uint32_t)cpu);
	if (unlikely(!st)) {
		snprintf(reason, reason_len, "out of memory");
		return MMR_ENOMEM;
	}
	if (unlikely(d->ts + dts < d->ts))
		return dec_fail(d, reason, reason_len, "timestamp overflows", MMR_ST_TS);
	d->ts += dts;
	st->pid = (int32_t)(uint32_t)((uint64_t)(int64_t)st->pid + (uint64_t)mmr_unzigzag(dpid));
	st->tgid = (int32_t)(uint32_t)((uint64_t)(int64_t)st->tgid +
				       (uint64_t)mmr_unzigzag(dtgid));

	memcpy(ev, &d->plan.tmpl[k], sizeof(*ev));
	ev->ts = d->ts;
	ev->cpu = (uint32_t)cpu;
	ev->flags = (uint16_t)flags;
	ev->pid = st->pid;
	ev->tgid = st->tgid;

	for (i = 0; i < d->plan.nf[k]; i++) {
		const struct plan_field *pf = &d->plan.f[k][i];
		struct cur *c = &d->c[pf->stream];
		char *p = (char *)ev + pf->off;
		uint64_t v;

		if (unlikely(rd(c, &v)))
			return dec_fail(d, reason, reason_len, "field runs past its stream",
					pf->stream);
		switch (pf->type) {
		case MMR_FT_S32:
		case MMR_FT_U32: {
			uint32_t x;

			v = (uint64_t)st->prev[pf->prev] + (uint64_t)mmr_unzigzag(v);
			st->prev[pf->prev] = (int64_t)v;
			x = (uint32_t)v;
			memcpy(p, &x, 4);
			break;
		}
		case MMR_FT_S64:
		case MMR_FT_U64:
			v = (uint64_t)st->prev[pf->prev] + (uint64_t)mmr_unzigzag(v);
			st->prev[pf->prev] = (int64_t)v;
			memcpy(p, &v, 8);
			break;
		case MMR_FT_S16: {
			uint16_t x;

			v = (uint64_t)st->prev[pf->prev] + (uint64_t)mmr_unzigzag(v);
			st->prev[pf->prev] = (int64_t)v;
			x = (uint16_t)v;
			memcpy(p, &x, 2);
			break;
		}
		case MMR_FT_U8:
			v = (uint64_t)st->prev[pf->prev] + (uint64_t)mmr_unzigzag(v);
			st->prev[pf->prev] = (int64_t)v;
			*p = (char)(uint8_t)v;
			break;
		case MMR_FT_COMM: {
			struct cur *lc = &d->c[MMR_ST_COMM];
			uint8_t len;

			if (v < d->ncomm) {
				memcpy(p, d->comm[v], MMR_COMM_LEN);
				break;
			}
			if (v != d->ncomm)
				return dec_fail(d, reason, reason_len, "comm index out of range",
						pf->stream);
			if (lc->p >= lc->end || (len = *lc->p) > MMR_COMM_LEN ||
			    (size_t)(lc->end - lc->p) < 1u + len)
				return dec_fail(d, reason, reason_len, "bad comm literal",
						MMR_ST_COMM);
			memset(p, 0, MMR_COMM_LEN);
			memcpy(p, lc->p + 1, len);
			lc->p += 1 + len;
			if (d->ncomm < MMR_DICT_MAX)
				memcpy(d->comm[d->ncomm++], p, MMR_COMM_LEN);
			break;
		}
		case MMR_FT_SYM: {
			struct cur *lc = &d->c[MMR_ST_SYM];
			struct mmr_symref ref = { 0 };
			uint64_t sym;

			if (v < d->nsym) {
				ref = d->sym[v];
			} else if (v == d->nsym) {
				if (lc->end - lc->p < 9)
					return dec_fail(d, reason, reason_len, "bad symbol literal",
							MMR_ST_SYM);
				ref.addr = mmr_get_le64(lc->p);
				lc->p += 8;
				if (mmr_get_varint(&lc->p, lc->end, &sym) || sym > 0xffff)
					return dec_fail(d, reason, reason_len, "bad symbol literal",
							MMR_ST_SYM);
				ref.sym = (uint16_t)sym;
				if (d->nsym < MMR_DICT_MAX)
					d->sym[d->nsym++] = ref;
			} else {
				return dec_fail(d, reason, reason_len, "symbol index out of range",
						pf->stream);
			}
			memcpy(p, &ref, sizeof(ref));
			break;
		}
		case MMR_FT_CPUMASK: {
			struct mmr_cpumask m;
			uint32_t w, nw;

			if (v > MMR_MAX_CPUMASK_BITS)
				return dec_fail(d, reason, reason_len, "cpumask too wide", pf->stream);
			m.nbits = (uint32_t)v;
			nw = (m.nbits + 63) / 64;
			if (nw > d->mask_cap[pf->index]) {
				uint64_t *nb = realloc(d->mask[pf->index], nw * sizeof(*nb));

				if (!nb) {
					snprintf(reason, reason_len, "out of memory");
					return MMR_ENOMEM;
				}
				d->mask[pf->index] = nb;
				d->mask_cap[pf->index] = nw;
			}
			for (w = 0; w < nw; w++)
				if (rd(c, &d->mask[pf->index][w]))
					return dec_fail(d, reason, reason_len,
							"cpumask runs past its stream", pf->stream);
			m.bits = nw ? d->mask[pf->index] : NULL;
			memcpy(p, &m, sizeof(m));
			break;
		}
		default:
			return dec_fail(d, reason, reason_len, "field of unknown type", pf->stream);
		}
	}
	d->pos++;
	return 1;
}
