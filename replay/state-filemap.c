// SPDX-License-Identifier: LGPL-2.1
/*
 * The tracker's page cache (struct filemap, state-local.h): the folios of
 * user faults by file and index, from the filemap tracepoints.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state-local.h"

/*
 * Which page-cache folios a fault mapped, from the filemap tracepoints
 * (Linux 6.11+: mm_filemap_fault, mm_filemap_map_pages).  A read fault on a
 * file first tries fault-around (filemap_map_pages(): map_pages names the
 * index range it tried, traced only when some folio in it was cached and
 * uptodate), then filemap_fault() for the faulting index (traced at its
 * start; on a miss readahead adds that folio and its neighbours, and the
 * fault maps the one it asked for).  Readahead folios stay unmapped until a
 * later fault's range covers them; reclaim frees those without unmapping,
 * so without a flush.  The other way round, a folio cached before the trace
 * has no record, and its reclaim was no unmap: an index a fault covered
 * with no folio of the trace there is keyed to the fault's mm (premap), and
 * the folio's delete, just before reclaim frees it, makes it that mm's.
 * Keys are the file's id and an index.  The page cache keeps folios
 * naturally aligned (index a multiple of 2^order), so a folio has one key,
 * its first index, and the folio holding index i is found by trying i with
 * its low bits cleared, order 0 up to the largest order the file has shown.
 * The premap is kept in blocks of 16 indices with a bit each (fault-around
 * covers 16 aligned pages).
 *
 * Approximations: map_pages names the range fault-around tried; the kernel
 * skips folios in it that are locked (I/O in flight), not uptodate or marked
 * PG_readahead, which the trace does not show, so a folio can count as
 * mapped too early.  A folio keeps the mm of the fault that allocated it
 * (another process mapping it is not followed), and splits of large folios
 * are not traced (the first piece's delete drops the whole folio's key).
 */
#define FM_INDEX_BITS 40
#define FM_MAX_INDEX ((1ull << FM_INDEX_BITS) - 1)
#define FM_MAX_FILES ((1u << (63 - FM_INDEX_BITS)) - 1)
#define FM_MAX_ORDER 20
#define FM_MAX_RANGE 512 /* map_pages: fault_around_bytes is 64 KiB by default */
#define FM_KEY(id, index) (((uint64_t)(id) << FM_INDEX_BITS) | (index))
#define FM_BLOCK_SHIFT 4

struct fm_file {
	uint64_t ino;
	uint32_t dev, id;
	uint32_t max_order; /* of the folios of the trace added to it */
};

/* A folio of the trace in the page cache, at its first index. */
struct fm_folio {
	uint64_t pfn;
	uint64_t order;
};

/* 16 indices from FM_KEY(id, block << FM_BLOCK_SHIFT) a fault of mm covered */
struct fm_premap {
	uint32_t mm, gen; /* the mm of the last fault that covered one of them */
	uint64_t bits;    /* bit i: index (block << FM_BLOCK_SHIFT) + i */
};

static uint64_t fm_file_hash(uint32_t dev, uint64_t ino)
{
	return (ino * 0x9e3779b97f4a7c15ull) ^ ((uint64_t)dev << 32) ^ dev;
}

/*
 * The file of the event (dev:ino), created when @create; NULL when unknown
 * or past the limits.  The last one found is cached: a file's events come
 * in runs.
 */
static struct fm_file *fm_file(struct mmr_state *st, const struct mmr_event *ev, int create)
{
	uint64_t key = MMR_H_KEY(fm_file_hash(ev->filemap.s_dev, ev->filemap.i_ino) >> 2);
	struct fm_file *f;
	int created;

	f = st->fm.last;
	if (f && f->ino == ev->filemap.i_ino && f->dev == ev->filemap.s_dev)
		return f;
	if (!create || st->fm.nr_files >= FM_MAX_FILES) {
		f = mmr_hash_find(&st->fm.files, key);
		created = 0;
	} else {
		st->fm.last = NULL; /* the insert may move the table */
		f = mmr_hash_insert(&st->fm.files, key, &created);
		if (!f)
			st->oom = 1;
	}
	if (!f)
		return NULL;
	if (created) {
		f->ino = ev->filemap.i_ino;
		f->dev = ev->filemap.s_dev;
		f->id = ++st->fm.nr_files;
		f->max_order = 0;
	}
	/* two files on one 62-bit hash: the second one is not followed */
	if (f->ino != ev->filemap.i_ino || f->dev != ev->filemap.s_dev)
		return NULL;
	st->fm.last = f;
	return f;
}

/* The folio of the trace that holds @index of @f, or NULL; its first index in *@head. */
static struct fm_folio *fm_folio_at(struct mmr_state *st, const struct fm_file *f,
				    uint64_t index, uint64_t *head)
{
	struct fm_folio *fo;
	uint32_t o;

	if (!st->fm.index.count)
		return NULL;
	for (o = 0; o <= f->max_order; o++) {
		*head = index & ~((1ull << o) - 1);
		fo = mmr_hash_find(&st->fm.index, MMR_H_KEY(FM_KEY(f->id, *head)));
		if (fo && index - *head < 1ull << fo->order)
			return fo;
	}
	return NULL;
}

/*
 * Clear the premap bits of indices [@index, @index + @n) of @f; the mm of a
 * block that had one of them set (its generation in *@gen), or 0.
 */
static uint32_t fm_premap_take(struct mmr_state *st, const struct fm_file *f, uint64_t index,
			       uint64_t n, uint32_t *gen)
{
	uint64_t b, last = index + n - 1, lo, hi, m;
	uint32_t mm = 0;
	struct fm_premap *pm;

	for (b = index >> FM_BLOCK_SHIFT; b <= last >> FM_BLOCK_SHIFT; b++) {
		pm = mmr_hash_find(&st->fm.premap, MMR_H_KEY(FM_KEY(f->id, b)));
		if (!pm)
			continue;
		lo = b << FM_BLOCK_SHIFT > index ? 0 : index & ((1u << FM_BLOCK_SHIFT) - 1);
		hi = (b << FM_BLOCK_SHIFT) + (1u << FM_BLOCK_SHIFT) - 1 <= last ?
		     (1u << FM_BLOCK_SHIFT) - 1 : last & ((1u << FM_BLOCK_SHIFT) - 1);
		m = ((2ull << hi) - 1) & ~((1ull << lo) - 1);
		if ((pm->bits & m) && !mm) {
			mm = pm->mm;
			*gen = pm->gen;
		}
		pm->bits &= ~m;
		if (!pm->bits)
			mmr_hash_remove_at(&st->fm.premap, pm);
	}
	return mm;
}

/* mm_filemap_add_to_page_cache: an owned folio (allocated in a user fault) is keyed. */
void mmr_st_on_filemap_add(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	uint64_t n, index = ev->filemap.index;
	unsigned int order = ev->filemap.order <= FM_MAX_ORDER ? ev->filemap.order : FM_MAX_ORDER;
	struct fm_folio *fo;
	struct st_page *pg;
	struct fm_file *f;
	uint32_t gen = 0;
	int created;

	if (!st->fm.on)
		return;
	n = 1ull << order;
	if (index <= FM_MAX_INDEX - n && st->fm.premap.count && (f = fm_file(st, ev, 0)) != NULL)
		fm_premap_take(st, f, index, n, &gen); /* a new folio: not mapped before */
	if (!(pg = page_find(st, ev->filemap.pfn)) || !(pg->flags & PG_OWNED))
		return;
	if (index > FM_MAX_INDEX - n || !(f = fm_file(st, ev, 1))) {
		st->fm.ignored++;
		return;
	}
	/*
	 * The folio the open fault asked for (mm_filemap_fault), which its
	 * readahead adds, is the one it maps.  (A fault on another CPU that
	 * asked for it while this one added it maps it too; it is not looked
	 * for: docs/fidelity.md, "Which page-cache folios a fault mapped".)
	 */
	if (!(c->fault_open && c->fault_pid == ev->pid && c->ff_key && c->ff_id == c->fault_id &&
	      c->ff_key >= FM_KEY(f->id, index) && c->ff_key < FM_KEY(f->id, index) + n))
		pg->flags |= PG_UNMAPPED;
	if (order > f->max_order)
		f->max_order = order;
	fo = mmr_hash_insert(&st->fm.index, MMR_H_KEY(FM_KEY(f->id, index)), &created);
	if (!fo) {
		st->oom = 1;
		return;
	}
	fo->pfn = ev->filemap.pfn;
	fo->order = order;
}

/*
 * A folio cached before the trace (no page record) that a fault of the
 * trace mapped (premap bits of it, mm @mm of generation @gen): it is that
 * mm's now, so the free that follows its delete counts as reclaim's unmap
 * of it.  Not charged: its charge predates the trace.
 */
static void fm_premap_own(struct mmr_state *st, const struct mmr_event *ev, uint32_t mm,
			  uint32_t gen)
{
	struct st_page *pg;
	int created;

	if (!mm_usable(st, mm) || st->mm[mm].gen != gen ||
	    ((pg = page_find(st, ev->filemap.pfn)) && (pg->flags & PG_OWNED)))
		return;
	pg = page_insert(st, ev->filemap.pfn, &created);
	if (!pg) {
		st->oom = 1;
		return;
	}
	pg->mm = mm;
	pg->mm_gen = gen;
	pg->memcg = 0;
	pg->order = ev->filemap.order <= FM_MAX_ORDER ? ev->filemap.order : 0;
	pg->flags = PG_OWNED | PG_PREMAP;
	pg->fault_id = 0;
	pg->vpage = 0; /* unknown: no present-table entry to drop */
	pg->unmap_ts = 0;
}

/* mm_filemap_delete_from_page_cache: the folio's key goes (if still its own). */
void mmr_st_on_filemap_delete(struct mmr_state *st, const struct mmr_event *ev)
{
	uint64_t n, index = ev->filemap.index;
	unsigned int order = ev->filemap.order <= FM_MAX_ORDER ? ev->filemap.order : FM_MAX_ORDER;
	struct fm_folio *fo;
	struct fm_file *f;
	uint32_t mm, gen = 0;

	if (!st->fm.index.count && !st->fm.premap.count)
		return;
	n = 1ull << order;
	if (index > FM_MAX_INDEX - n || !(f = fm_file(st, ev, 0)))
		return;
	if (st->fm.premap.count && (mm = fm_premap_take(st, f, index, n, &gen)) != 0)
		fm_premap_own(st, ev, mm, gen);
	fo = mmr_hash_find(&st->fm.index, MMR_H_KEY(FM_KEY(f->id, index)));
	if (fo && fo->pfn == ev->filemap.pfn)
		mmr_hash_remove_at(&st->fm.index, fo);
}

/* Set the premap bit of @index of @f for @mm; 0, or -1 on ENOMEM. */
static int fm_premap_set(struct mmr_state *st, const struct fm_file *f, uint64_t index,
			 uint32_t mm)
{
	struct fm_premap *pm;
	int created;

	pm = mmr_hash_insert(&st->fm.premap, MMR_H_KEY(FM_KEY(f->id, index >> FM_BLOCK_SHIFT)),
			     &created);
	if (!pm) {
		st->oom = 1;
		return -1;
	}
	pm->mm = mm;
	pm->gen = st->mm[mm].gen;
	pm->bits |= 1ull << (index & ((1u << FM_BLOCK_SHIFT) - 1));
	return 0;
}

/* mm_filemap_fault / mm_filemap_map_pages: the folios of the indices are mapped. */
void mmr_st_on_filemap_map(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	uint64_t index = ev->filemap.index, last = index, head;
	struct fm_folio *fo;
	struct st_page *pg;
	struct fm_file *f;
	struct st_task *t;
	uint32_t mm = 0;

	st->fm.on = 1;
	if (ev->kind == MMR_EV_FILEMAP_MAP_PAGES) {
		last = ev->filemap.last_index;
		if (last < index)
			return;
		if (last - index >= FM_MAX_RANGE)
			last = index + FM_MAX_RANGE - 1;
	}
	if (last > FM_MAX_INDEX)
		return;
	t = task_of_page_event(st, ev);
	if (t && t->kind == TASK_USER && mm_usable(st, t->mm))
		mm = t->mm;
	/* fault-around: the VMA's pages of the range are mapped without faults of their own */
	if (mm && ev->kind == MMR_EV_FILEMAP_MAP_PAGES && c->fault_open && c->fault_pid == ev->pid)
		mmr_st_vm_fault_around(st, mm, c->fault_vpage, index, last);
	f = fm_file(st, ev, mm != 0);
	if (!f)
		return;
	while (index <= last) {
		if ((fo = fm_folio_at(st, f, index, &head)) != NULL) {
			pg = page_find(st, fo->pfn);
			if (pg && (pg->flags & PG_OWNED))
				pg->flags &= (uint8_t)~PG_UNMAPPED;
			index = head + (1ull << fo->order);
			continue;
		}
		if (ev->kind == MMR_EV_FILEMAP_FAULT && c->fault_open && c->fault_pid == ev->pid) {
			/* not cached, or cached before the trace: readahead may add it next */
			c->ff_key = FM_KEY(f->id, index);
			c->ff_id = c->fault_id;
		}
		/* cached before the trace, maybe: the index is this mm's until a folio is added */
		if (mm && fm_premap_set(st, f, index, mm) < 0)
			return;
		index++;
	}
}

void mmr_st_filemap_init(struct filemap *fm)
{
	mmr_hash_init(&fm->files, sizeof(struct fm_file));
	mmr_hash_init(&fm->index, sizeof(struct fm_folio));
	mmr_hash_init(&fm->premap, sizeof(struct fm_premap));
}

void mmr_st_filemap_free(struct filemap *fm)
{
	if (!fm)
		return;
	mmr_hash_free(&fm->files);
	mmr_hash_free(&fm->index);
	mmr_hash_free(&fm->premap);
}
