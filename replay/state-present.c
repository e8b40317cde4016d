// SPDX-License-Identifier: LGPL-2.1
/*
 * The pages present in each mm (struct present, state-local.h): its leaves
 * past the inline look-ups of the per-event path (pr_leaf_find(),
 * pr_leaf_get(), present_slot()), the spare leaves the state keeps, and the
 * range walks of the unmapping syscalls.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state-local.h"

void mmr_st_present_init(struct present *p)
{
	memset(p, 0, sizeof(*p));
	mmr_hash_init(&p->dir, sizeof(struct pr_leaf *));
}

/* A leaf for a present set: a spare one, else malloc's; NULL on ENOMEM. */
static struct pr_leaf *leaf_new(struct mmr_state *st)
{
	struct pr_leaf *lf = st->leaf_spare;

	if (!lf)
		return malloc(sizeof(*lf));
	st->leaf_spare = lf->next_free;
	st->nr_leaf_spare--;
	return lf;
}

/* Done with leaf @lf: a spare while there is room, else freed. */
static void leaf_put(struct mmr_state *st, struct pr_leaf *lf)
{
	if (st->nr_leaf_spare >= LEAF_SPARE_MAX) {
		free(lf);
		return;
	}
	lf->next_free = st->leaf_spare;
	st->leaf_spare = lf;
	st->nr_leaf_spare++;
}

void mmr_st_present_free(struct mmr_state *st, struct present *p)
{
	uint32_t i;

	if (!p)
		return;
	for (i = 0; i < p->dir.cap; i++)
		if (*mmr_hash_keyp(&p->dir, i) > MMR_H_TOMB)
			leaf_put(st, *(struct pr_leaf **)mmr_hash_valp(&p->dir, i));
	mmr_hash_free(&p->dir);
	p->count = 0;
	memset(p->last_key, 0, sizeof(p->last_key));
	memset(p->last_leaf, 0, sizeof(p->last_leaf));
}

/* pr_leaf_find() past its cache */
__attribute__((noinline)) struct pr_leaf *mmr_st_pr_leaf_find_slow(struct present *p,
								   uint64_t key)
{
	struct pr_leaf **l = mmr_hash_find(&p->dir, key);

	if (!l)
		return NULL;
	pr_cache_put(p, key, *l);
	return *l;
}

/* pr_leaf_get() past its cache */
__attribute__((noinline)) struct pr_leaf *mmr_st_pr_leaf_get_slow(struct mmr_state *st,
								  struct present *p,
								  uint64_t key)
{
	struct pr_leaf **l, *n;
	int created;

	l = mmr_hash_insert(&p->dir, key, &created);
	if (!l)
		return NULL;
	if (created) {
		n = leaf_new(st);
		if (!n) {
			mmr_hash_remove_at(&p->dir, l);
			return NULL;
		}
		n->bits = 0;
		n->old = 0;
		*l = n;
	}
	pr_cache_put(p, key, *l);
	return *l;
}

/* Forget the (now empty) leaf of dir slot value @l. */
void mmr_st_pr_leaf_drop(struct mmr_state *st, struct present *p, struct pr_leaf **l)
{
	pr_cache_drop(p, *l);
	leaf_put(st, *l);
	mmr_hash_remove_at(&p->dir, l);
	st->present_gen++;
}

/* Remove the pages of @bits from leaf @lf (key @key); collect them for mode 2. */
static uint64_t pr_take(struct mmr_state *st, struct present *p, uint64_t key,
			struct pr_leaf *lf, uint64_t bits, int mode, size_t *nscratch)
{
	uint64_t n;

	if (mode == 3) {
		bits &= ~lf->old;
		lf->old |= bits;
	}
	n = (uint64_t)__builtin_popcountll(bits);
	if (mode == 2) {
		uint64_t b = bits;

		while (b) {
			unsigned int i = (unsigned int)__builtin_ctzll(b);

			b &= b - 1;
			if (*nscratch + 2 <= st->cap_scratch) {
				st->scratch[(*nscratch)++] = ((key - 2) << PR_SHIFT) + i;
				st->scratch[(*nscratch)++] = lf->pfn[i];
			}
		}
	}
	if (mode == 1 || mode == 2) {
		lf->bits &= ~bits;
		p->count -= n;
	}
	return n;
}

/* Bits of leaf @key (MMR_H_KEY'd) that fall in [lo, hi). */
static inline uint64_t pr_range_bits(uint64_t key, uint64_t lo, uint64_t hi)
{
	uint64_t first = (key - 2) << PR_SHIFT, m = ~0ull;

	if (lo > first)
		m &= ~0ull << (lo - first);
	if (hi < first + PR_LEAF)
		m &= (1ull << (hi - first)) - 1;
	return m;
}

/* Pages present in [lo, hi) of @m, by @mode (state-local.h). */
uint64_t mmr_st_present_range(struct mmr_state *st, struct st_mm *m, uint64_t lo, uint64_t hi,
			      int mode, size_t *nscratch)
{
	struct present *p = &m->present;
	struct mmr_hash *h = &p->dir;
	uint64_t n = 0, k, klo, khi;
	uint32_t i;
	int removes = mode == 1 || mode == 2;

	if (!p->count || hi <= lo)
		return 0;
	klo = lo >> PR_SHIFT;
	khi = (hi - 1) >> PR_SHIFT;
	if (khi - klo < (uint64_t)h->cap) {
		for (k = klo; k <= khi; k++) {
			struct pr_leaf **l = mmr_hash_find(h, MMR_H_KEY(k));
			uint64_t bits;

			if (!l)
				continue;
			bits = (*l)->bits & pr_range_bits(MMR_H_KEY(k), lo, hi);
			if (!bits)
				continue;
			n += pr_take(st, p, MMR_H_KEY(k), *l, bits, mode, nscratch);
			if (removes && !(*l)->bits)
				mmr_st_pr_leaf_drop(st, p, l);
		}
	} else {
		for (i = 0; i < h->cap; i++) {
			uint64_t key = *mmr_hash_keyp(h, i), bits;
			struct pr_leaf **l;

			if (key <= MMR_H_TOMB || key - 2 < klo || key - 2 > khi)
				continue;
			l = mmr_hash_valp(h, i);
			bits = (*l)->bits & pr_range_bits(key, lo, hi);
			if (!bits)
				continue;
			n += pr_take(st, p, key, *l, bits, mode, nscratch);
			if (removes && !(*l)->bits) {
				/* tombstones, not remove_at: emptying slots would skip entries */
				pr_cache_drop(p, *l);
				leaf_put(st, *l);
				*mmr_hash_keyp(h, i) = MMR_H_TOMB;
				h->count--;
				h->tomb++;
			}
		}
	}
	if (removes) {
		st->present_gen++;
		mmr_hash_compact(h);
	}
	return n;
}
