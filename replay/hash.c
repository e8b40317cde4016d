// SPDX-License-Identifier: LGPL-2.1
/*
 * The open-addressing hash table of hash.h: linear probing, rehash at half
 * full (live + deleted slots), shrink at safe points (mmr_hash_compact()).
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/error.h"

#include "hash.h"

void mmr_hash_init(struct mmr_hash *h, uint32_t vsize)
{
	memset(h, 0, sizeof(*h));
	h->vsize = (vsize + 7) & ~7u; /* insert zeroes values 8 bytes at a time */
	h->ssize = h->vsize + 8;
}

void mmr_hash_free(struct mmr_hash *h)
{
	if (!h)
		return;
	free(h->slots);
	h->slots = NULL;
	h->cap = h->count = h->tomb = 0;
}

void mmr_hash_clear(struct mmr_hash *h)
{
	uint32_t vsize = h->vsize;

	mmr_hash_free(h);
	mmr_hash_init(h, vsize);
}

static int hash_resize(struct mmr_hash *h, uint32_t cap)
{
	struct mmr_hash n = *h;
	uint32_t i, mask = cap - 1;

	n.slots = calloc(cap, h->ssize);
	if (!n.slots)
		return MMR_ENOMEM;
	n.cap = cap;
	for (i = 0; i < h->cap; i++) {
		uint64_t k = *mmr_hash_keyp(h, i);
		uint32_t j;

		if (k <= MMR_H_TOMB)
			continue;
		for (j = mmr_hash_slot0(k, cap); *mmr_hash_keyp(&n, j); j = (j + 1) & mask)
			;
		memcpy(mmr_hash_keyp(&n, j), mmr_hash_keyp(h, i), h->ssize);
	}
	free(h->slots);
	h->slots = n.slots;
	h->cap = cap;
	h->tomb = 0;
	return 0;
}

/*
 * Linear probing stays short only when the table is sparse, and deleted slots
 * count as full for probes: rehash at half full (live + deleted) into a table at
 * most a quarter full (bench-replay: probes at 3/4 load cost more than the rest
 * of the state update).
 */
static uint32_t cap_for(uint32_t count)
{
	uint32_t cap = 16;

	while (cap < count * 4 + 4)
		cap <<= 1;
	return cap;
}

void *mmr_hash_insert(struct mmr_hash *h, uint64_t key, int *created)
{
	uint32_t i, mask, tomb = UINT32_MAX, w;
	uint64_t *v;

	*created = 0;
	if ((uint64_t)(h->count + h->tomb + 1) * 2 > (uint64_t)h->cap) {
		if (hash_resize(h, cap_for(h->count + 1)) < 0)
			return NULL;
	}
	mask = h->cap - 1;
	for (i = mmr_hash_slot0(key, h->cap);; i = (i + 1) & mask) {
		uint64_t k = *mmr_hash_keyp(h, i);

		if (k == key)
			return mmr_hash_valp(h, i);
		if (k == MMR_H_TOMB && tomb == UINT32_MAX)
			tomb = i;
		if (k == MMR_H_EMPTY)
			break;
	}
	if (tomb != UINT32_MAX) {
		i = tomb;
		h->tomb--;
	}
	*mmr_hash_keyp(h, i) = key;
	h->count++;
	*created = 1;
	/* values are 8-byte multiples: inline stores, not a memset call per insert */
	v = mmr_hash_valp(h, i);
	for (w = 0; w < h->vsize / 8; w++)
		v[w] = 0;
	return v;
}

void mmr_hash_remove_at(struct mmr_hash *h, void *val)
{
	uint32_t i = (uint32_t)(((unsigned char *)val - 8 - h->slots) / h->ssize);
	uint32_t mask = h->cap - 1;

	h->count--;
	if (*mmr_hash_keyp(h, (i + 1) & mask) != MMR_H_EMPTY) {
		*mmr_hash_keyp(h, i) = MMR_H_TOMB;
		h->tomb++;
		return;
	}
	/* end of a probe chain: this slot and the deleted ones before it become empty */
	*mmr_hash_keyp(h, i) = MMR_H_EMPTY;
	for (i = (i - 1) & mask; *mmr_hash_keyp(h, i) == MMR_H_TOMB; i = (i - 1) & mask) {
		*mmr_hash_keyp(h, i) = MMR_H_EMPTY;
		h->tomb--;
	}
}

int mmr_hash_remove(struct mmr_hash *h, uint64_t key)
{
	void *v = mmr_hash_find(h, key);

	if (!v)
		return 0;
	mmr_hash_remove_at(h, v);
	return 1;
}

int mmr_hash_compact(struct mmr_hash *h)
{
	/*
	 * Shrink when at most 1/16 full and big, so a burst of pages does not stay
	 * allocated, without re-growing a small table after every munmap.
	 */
	if (h->cap > 1024 && (uint64_t)h->count * 32 < h->cap)
		return hash_resize(h, cap_for(h->count));
	return 0;
}
