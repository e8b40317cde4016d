/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to replay/: a small open-addressing hash table, the one every table
 * of the state tracker uses (pids, pfns past the flat table, present leaves,
 * page-cache files and folios, page-table spans of vma.c), and the trace.dat
 * decoder's symbol cache.  Keys are uint64; 0 marks an empty slot and 1 a
 * deleted one, so callers store MMR_H_KEY(key), i.e. key + 2 (a key must be
 * below UINT64_MAX - 1).  Values are fixed-size and live in the slot, after
 * the key: one cache line per probe.  Tables grow and shrink with their live
 * entries (a rehash drops deleted slots), so memory follows live state.
 * Lookups are inline; every insert, remove or resize is a call.
 */
#ifndef MMREPLAY_HASH_H
#define MMREPLAY_HASH_H

#include <stdint.h>

#define MMR_HASH_HIDDEN __attribute__((visibility("hidden")))

#define MMR_H_EMPTY 0u
#define MMR_H_TOMB 1u
#define MMR_H_KEY(k) ((uint64_t)(k) + 2u)

struct mmr_hash {
	unsigned char *slots; /* cap slots of [8-byte key][value]: one cache line per probe */
	uint32_t cap;   /* power of two, 0 before the first insert */
	uint32_t count; /* live entries */
	uint32_t tomb;  /* deleted slots */
	uint32_t vsize; /* bytes per value (a multiple of 8) */
	uint32_t ssize; /* bytes per slot: 8 + vsize */
};

void mmr_hash_init(struct mmr_hash *h, uint32_t vsize) MMR_HASH_HIDDEN;
void mmr_hash_free(struct mmr_hash *h) MMR_HASH_HIDDEN;
void mmr_hash_clear(struct mmr_hash *h) MMR_HASH_HIDDEN;

static inline uint64_t *mmr_hash_keyp(const struct mmr_hash *h, uint32_t i)
{
	return (uint64_t *)(void *)(h->slots + (size_t)i * h->ssize);
}

static inline void *mmr_hash_valp(const struct mmr_hash *h, uint32_t i)
{
	return h->slots + (size_t)i * h->ssize + 8;
}

static inline uint32_t mmr_hash_slot0(uint64_t key, uint32_t cap)
{
	return (uint32_t)((key * 0x9e3779b97f4a7c15ull) >> 32) & (cap - 1);
}

/* Value of @key (already MMR_H_KEY'd) or NULL. */
static inline void *mmr_hash_find(const struct mmr_hash *h, uint64_t key)
{
	uint32_t i, mask;

	if (!h->cap)
		return NULL;
	mask = h->cap - 1;
	for (i = mmr_hash_slot0(key, h->cap);; i = (i + 1) & mask) {
		uint64_t k = *mmr_hash_keyp(h, i);

		if (k == key)
			return mmr_hash_valp(h, i);
		if (k == MMR_H_EMPTY)
			return NULL;
	}
}

/*
 * Value of @key, inserted zeroed when absent (*@created = 1).  NULL on ENOMEM.
 * Invalidates every value pointer obtained before.
 */
void *mmr_hash_insert(struct mmr_hash *h, uint64_t key, int *created) MMR_HASH_HIDDEN;
/* Remove @key; 1 if it was there. */
int mmr_hash_remove(struct mmr_hash *h, uint64_t key) MMR_HASH_HIDDEN;
/* Remove the slot a find/insert pointer @val points at. */
void mmr_hash_remove_at(struct mmr_hash *h, void *val) MMR_HASH_HIDDEN;
/* Key stored for value pointer @val. */
static inline uint64_t mmr_hash_key_at(const struct mmr_hash *h, const void *val)
{
	(void)h;
	return *(const uint64_t *)(const void *)((const unsigned char *)val - 8);
}
/* Shrink the table after many removals (called at safe points). */
int mmr_hash_compact(struct mmr_hash *h) MMR_HASH_HIDDEN;

#endif
