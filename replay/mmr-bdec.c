// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr block decoder (mmr_bdec_*, mmr-codec.h): one block's column
 * streams in, its events out, a chunk at a time.  The format is
 * mmr-codec.c's and docs/file-format.md's.
 */
#include <endian.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "mmr-codec-local.h"

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

/*
 * The decoder works column by column on chunks of DEC_CHUNK events.  A first
 * pass counts the kinds; a second reads the header columns (cpu, ts, pid,
 * tgid, flags) of every event and files it under its kind; then each kind
 * present gets its template stored into its events and one tight loop per
 * field stream, with the type switch outside the loop and the field's
 * offset, delta slot and stream cursor in registers.  Event after event with
 * a switch per field cost three times as much (a mispredicted indirect
 * branch per field, since kinds alternate unpredictably).  A chunk of 1024
 * events (120 KB) stays in L2, and costs less per-chunk and per-column set-up
 * than 512 (docs/performance.md, "The .mmr reader's constants").
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
	mmr_codec_plan_init(&d->plan);
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
	mmr_codec_cpus_free(&d->cpus);
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
	st = mmr_codec_cpu_state_slow(&d->cpus, cpu);
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
