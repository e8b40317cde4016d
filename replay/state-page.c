// SPDX-License-Identifier: LGPL-2.1
/*
 * The tracker's pages: the pfn table and its page records past their inline
 * fast paths (page_find(), page_insert() in state-local.h, on_page_alloc(),
 * on_page_free() in state-event.h), zones by pfn, and the migratetype each
 * allocated pfn was allocated as.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "state-local.h"

/*
 * Reserve the table: FLAT_MAX_PFNS entries, or half as many while the
 * system refuses (a strict overcommit policy counts the reservation), down
 * to FLAT_MIN_PFNS; none at all leaves every pfn to the hash.
 */
void mmr_st_pfn_map_reserve(struct pfn_map *pm)
{
	uint64_t n;

	for (n = FLAT_MAX_PFNS; n >= FLAT_MIN_PFNS; n >>= 1) {
		size_t bytes;
		char *p;
		uintptr_t a;

		if (n * sizeof(uint32_t) > SIZE_MAX / 2) /* a 32-bit address space */
			continue;
		bytes = (size_t)(n * sizeof(uint32_t)) + FLAT_ALIGN;
		p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
		if (p == MAP_FAILED)
			continue;
		a = ((uintptr_t)p + FLAT_ALIGN - 1) & ~(uintptr_t)(FLAT_ALIGN - 1);
#ifdef MADV_HUGEPAGE
		madvise((void *)a, (size_t)(n * sizeof(uint32_t)), MADV_HUGEPAGE); /* a hint */
#endif
		pm->flat_map = p;
		pm->flat_bytes = bytes;
		pm->flat = (uint32_t *)a;
		pm->flat_n = n;
		return;
	}
}

/* page_insert() when a record must be allocated, or past the table. */
struct st_page *mmr_st_page_insert_slow(struct mmr_state *st, uint64_t pfn, int *created)
{
	struct pfn_map *pm = &st->pages;
	uint32_t *l, idx;
	struct st_page *pg;

	*created = 0;
	if (pfn >= pm->flat_n) {
		pg = mmr_hash_insert(&pm->big, MMR_H_KEY(pfn), created);
		pm->count += (uint32_t)*created;
		return pg;
	}
	l = &pm->flat[pfn];
	idx = *l & PFN_IDX_MASK;
	if (idx)
		return &pm->pool[idx];
	if (pm->nr_free) {
		idx = free_pop(pm);
	} else {
		if (pm->top >= pm->cap) {
			uint32_t cap = pm->cap ? pm->cap * 2 : 1024, *ns;
			struct st_page *np;

			if (!pm->top)
				pm->top = 1;
			if (cap > PFN_IDX_MASK)
				return NULL; /* 2^30 live pages: the index bits are full */
			ns = realloc(pm->free_stack, (size_t)cap * sizeof(*ns));
			if (!ns)
				return NULL;
			pm->free_stack = ns;
			np = realloc(pm->pool, (size_t)cap * sizeof(*np));
			if (!np)
				return NULL;
			pm->pool = np;
			pm->cap = cap;
		}
		idx = pm->top++;
	}
	pg = &pm->pool[idx];
	memset(pg, 0, sizeof(*pg));
	*l = (*l & ~PFN_IDX_MASK) | idx;
	pm->count++;
	*created = 1;
	return pg;
}

void mmr_st_pfn_map_free(struct pfn_map *pm)
{
	if (!pm)
		return;
	if (pm->flat_map)
		munmap(pm->flat_map, pm->flat_bytes);
	free(pm->pool);
	free(pm->free_stack);
	mmr_hash_free(&pm->big);
}

int mmr_st_zone_of_slow(struct mmr_state *st, uint64_t pfn)
{
	unsigned int i;
	const struct mmr_zone *z;

	for (i = 0; i < st->nr_zones; i++) {
		z = &st->zones[i];
		if (pfn >= z->start_pfn && pfn < z->end_pfn) {
			st->last_zone = i;
			return (int)i;
		}
	}
	return -1;
}

/* ------------------------------------------------------------- migratetypes */

#define MT_CHUNK_SHIFT 14
#define MT_CHUNK (1u << MT_CHUNK_SHIFT)
/* pfns past this (1 PiB of 4 KiB pages) are not remembered */
#define MT_MAX_CHUNKS (1u << 24)

void mmr_st_mt_remember_far(struct mmr_state *st, uint64_t pfn, int mt)
{
	uint64_t ci = pfn >> MT_CHUNK_SHIFT;
	uint32_t off = (uint32_t)(pfn & (MT_CHUNK - 1));
	uint8_t *c, v = mt >= 0 && mt < 3 ? (uint8_t)(mt + 1) : 0;

	if (ci >= st->nr_mt_chunk) {
		size_t n = st->nr_mt_chunk ? st->nr_mt_chunk : 64;
		uint8_t **p;

		if (!v || ci >= MT_MAX_CHUNKS)
			return;
		while (n <= ci)
			n *= 2;
		p = realloc(st->mt_chunk, n * sizeof(*p));
		if (!p)
			return; /* a hint only: unknown is fine */
		memset(p + st->nr_mt_chunk, 0, (n - st->nr_mt_chunk) * sizeof(*p));
		st->mt_chunk = p;
		st->nr_mt_chunk = n;
	}
	c = st->mt_chunk[ci];
	if (!c) {
		if (!v)
			return;
		c = calloc(MT_CHUNK / 4, 1);
		if (!c)
			return;
		st->mt_chunk[ci] = c;
	}
	c[off >> 2] = (uint8_t)((c[off >> 2] & ~(3u << ((off & 3) * 2))) | (v << ((off & 3) * 2)));
}

/* mt_take() past the pfn table. */
int mmr_st_mt_take_far(struct mmr_state *st, uint64_t pfn)
{
	uint64_t ci = pfn >> MT_CHUNK_SHIFT;
	uint32_t off = (uint32_t)(pfn & (MT_CHUNK - 1));
	uint8_t *c;
	unsigned int v;

	if (ci >= st->nr_mt_chunk || !(c = st->mt_chunk[ci]))
		return -1;
	v = (c[off >> 2] >> ((off & 3) * 2)) & 3;
	c[off >> 2] &= (uint8_t)~(3u << ((off & 3) * 2));
	return (int)v - 1;
}
