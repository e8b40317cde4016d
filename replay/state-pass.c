// SPDX-License-Identifier: LGPL-2.1
/*
 * Reclaim and migration passes: the pages a task's frees unmapped, gathered
 * per mm until the pass's end event (vmscan:mm_vmscan_lru_shrink_inactive,
 * migrate:mm_migrate_pages) turns them into one UNMAP per mm; and the events
 * of reclaim and migration that are not page frees (write_folio, shrink,
 * set_migration_pte, migrate_pages).  The frees themselves are
 * on_page_free()'s, inline in state-event.h.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state-local.h"

#define MR_NUMA_MISPLACED 5

int32_t mmr_st_pass_open(struct mmr_state *st)
{
	uint32_t i;
	struct pass *n;

	for (i = 0; i < st->nr_passes; i++)
		if (!st->passes[i].used)
			break;
	if (i == st->nr_passes) {
		n = realloc(st->passes, (st->nr_passes + 1) * sizeof(*n));
		if (!n) {
			st->oom = 1;
			return 0;
		}
		st->passes = n;
		memset(&n[i], 0, sizeof(*n));
		st->nr_passes++;
	}
	st->passes[i].used = 1;
	st->passes[i].nr = 0;
	st->passes[i].nr_pfns = 0;
	st->passes[i].first_ts = st->now;
	return (int32_t)i + 1;
}

void mmr_st_pass_add_slow(struct mmr_state *st, struct pass *p, uint32_t mm, uint64_t npages)
{
	uint32_t i;

	for (i = 0; i < p->nr; i++)
		if (p->ent[i].mm == mm) {
			p->ent[i].npages += npages;
			return;
		}
	if (p->nr == p->cap) {
		uint32_t cap = p->cap ? p->cap * 2 : 8;
		struct pass_ent *n = realloc(p->ent, cap * sizeof(*n));

		if (!n) {
			st->oom = 1;
			return;
		}
		p->ent = n;
		p->cap = cap;
	}
	p->ent[p->nr].mm = mm;
	p->ent[p->nr].npages = npages;
	p->nr++;
}

static inline void pass_add(struct mmr_state *st, int32_t slot, uint32_t mm, uint64_t npages)
{
	pass_add_to(st, &st->passes[slot - 1], mm, npages);
}

/* pass_add_pfn() once the array is full: grown, or the pfn is not kept (PASS_MAX_PFNS) */
__attribute__((noinline)) void mmr_st_pass_add_pfn_slow(struct pass *p, uint64_t pfn)
{
	if (p->nr_pfns == p->cap_pfns) {
		uint32_t cap = p->cap_pfns ? p->cap_pfns * 2 : 64;
		uint64_t *n;

		if (cap > PASS_MAX_PFNS)
			return;
		n = realloc(p->pfns, cap * sizeof(*n));
		if (!n)
			return;
		p->pfns = n;
		p->cap_pfns = cap;
	}
	p->pfns[p->nr_pfns++] = pfn;
}

/* Forget a tentative pass (its frees were an exit, a munmap, ...). */
void mmr_st_pass_drop(struct mmr_state *st, int32_t *slot)
{
	if (!*slot)
		return;
	st->passes[*slot - 1].nr = 0;
	st->passes[*slot - 1].nr_pfns = 0;
	st->passes[*slot - 1].ra = 0;
	st->passes[*slot - 1].never = 0;
	st->passes[*slot - 1].premap = 0;
	st->passes[*slot - 1].used = 0;
	*slot = 0;
}

/* Emit the pass's UNMAPs (one per mm, in first-seen order) and close it. */
void mmr_st_pass_close(struct mmr_state *st, int32_t slot, unsigned int kind,
		       const struct mmr_event *ev, int32_t pid, uint32_t cpu)
{
	struct pass *p = &st->passes[slot - 1];
	struct mmr_op *op;
	uint64_t total = 0;
	uint32_t i;

	/* its pages were unmapped by reclaim: a reuse before a flush must force one */
	for (i = 0; i < p->nr_pfns; i++) {
		int created;
		struct st_page *pg = page_insert(st, p->pfns[i], &created);

		if (!pg) {
			st->oom = 1;
			break;
		}
		if (!created && (pg->flags & PG_OWNED))
			continue; /* allocated again already */
		pg->flags = PG_PENDING;
		pg->unmap_ts = ev ? ev->ts : st->now;
	}
	p->nr_pfns = 0;
	for (i = 0; i < p->nr; i++) {
		if (!p->ent[i].npages || !mm_of(st, p->ent[i].mm))
			continue;
		total += p->ent[i].npages;
		op = op_push(st, MMR_OP_UNMAP, ev);
		if (!op)
			break;
		op->unmap_kind = (uint16_t)kind;
		op->mm = p->ent[i].mm;
		op->npages = p->ent[i].npages;
		op->pid = pid;
		op->cpu = cpu;
	}
	if (kind == MMR_UNMAP_RECLAIM && total) {
		st->ra_passes[0]++;
		if (p->ra >= total) /* p->ra also has the pages of mms gone since */
			st->ra_passes[1]++;
	}
	if (kind == MMR_UNMAP_RECLAIM) {
		st->fm.never_mapped += p->never;
		st->fm.premapped += p->premap;
	}
	p->ra = 0;
	p->never = 0;
	p->premap = 0;
	p->nr = 0;
	p->used = 0;
}

int mmr_st_in_reclaim(struct mmr_state *st, const struct mmr_event *ev, struct st_task **tp)
{
	struct st_task *t = task_of_page_event(st, ev);

	*tp = t;
	if (!t)
		return 0;
	if (t->in_migrate)
		return 0;
	/*
	 * Kernel threads free user pages for many reasons (RCU, workqueues, ...):
	 * only kswapd, or a kernel thread that ended a reclaim pass before, counts.
	 */
	return t->direct_reclaim || (t->kind == TASK_KTHREAD && t->reclaimer);
}

void mmr_st_on_write_folio(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_page *pg = page_find(st, ev->write_folio.pfn);
	struct mmr_op *op;
	uint32_t owner = 0;

	if (pg && (pg->flags & PG_OWNED) && mm_usable(st, pg->mm) &&
	    st->mm[pg->mm].gen == pg->mm_gen)
		owner = pg->mm;
	if (owner && !(pg->flags & PG_COUNTED)) {
		op = op_push(st, MMR_OP_UNMAP, ev);
		if (op) {
			op->unmap_kind = MMR_UNMAP_RECLAIM;
			op->mm = owner;
			op->npages = 1ull << pg->order;
			op->dirty = 1;
			op->pfn = ev->write_folio.pfn;
		}
		pg = page_find(st, ev->write_folio.pfn);
		pg->flags |= PG_COUNTED | PG_PENDING;
		pg->unmap_ts = ev->ts;
		present_remove_pfn(st, owner, pg->vpage, ev->write_folio.pfn);
	}
	op = op_push(st, MMR_OP_WRITEBACK, ev);
	if (op) {
		op->mm = owner;
		op->pfn = ev->write_folio.pfn;
	}
}

void mmr_st_on_shrink(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_get(st, ev->pid, ev->tgid, NULL);
	struct mmr_op *op;

	if (t && t->kind == TASK_KTHREAD)
		t->reclaimer = 1;
	if (t && t->rpass) {
		int32_t slot = t->rpass;

		t->rpass = 0;
		mmr_st_pass_close(st, slot, MMR_UNMAP_RECLAIM, ev, ev->pid, ev->cpu);
	}
	st->stats.reclaim_passes++;
	op = op_push(st, MMR_OP_PASS_END, ev);
	if (op)
		op->unmap_kind = MMR_UNMAP_RECLAIM;
}

void mmr_st_on_migration_pte(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_get(st, ev->pid, ev->tgid, NULL);
	int order = ev->migration_pte.order > 0 && ev->migration_pte.order < 20 ?
			    ev->migration_pte.order : 0;

	st->migration_pte_seen = 1;
	if (!t)
		return;
	t->in_migrate = 1;
	if (t->mig_numa) {
		/*
		 * The entry a NUMA hinting fault migrates is PROT_NONE: not
		 * pte_accessible(), so ptep_clear_flush() and
		 * set_tlb_ubc_flush_pending() (try_to_migrate_one()) flush nothing
		 * for it; change_prot_numa() flushed when it made the entry
		 */
		st->stats.migration_protnone++;
		return;
	}
	if (t->kind != TASK_USER || !mm_usable(st, t->mm)) {
		st->stats.migration_unattributed++;
		return;
	}
	if (!t->mpass)
		t->mpass = mmr_st_pass_open(st);
	if (t->mpass) {
		pass_add(st, t->mpass, t->mm, 1ull << order);
		st->passes[t->mpass - 1].cpu = ev->cpu;
	}
}

void mmr_st_on_migrate_pages(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_get(st, ev->pid, ev->tgid, NULL);
	struct mmr_op *op;

	if (ev->kind == MMR_EV_MIGRATE_PAGES_START) {
		if (t) {
			t->in_migrate = 1;
			t->mig_numa = ev->migrate_pages.reason == MR_NUMA_MISPLACED;
		}
		return;
	}
	if (t) {
		t->in_migrate = 0;
		t->mig_numa = 0;
		if (t->mpass) {
			int32_t slot = t->mpass;

			t->mpass = 0;
			mmr_st_pass_close(st, slot, MMR_UNMAP_MIGRATION, ev, ev->pid, ev->cpu);
		} else if (!st->migration_pte_seen && ev->migrate_pages.succeeded &&
			   ev->migrate_pages.reason != MR_NUMA_MISPLACED && t->kind == TASK_USER &&
			   mm_usable(st, t->mm)) {
			op = op_push(st, MMR_OP_UNMAP, ev);
			if (op) {
				op->unmap_kind = MMR_UNMAP_MIGRATION;
				op->mm = t->mm;
				op->npages = ev->migrate_pages.succeeded;
			}
		}
	}
	st->stats.migration_batches++;
	op = op_push(st, MMR_OP_PASS_END, ev);
	if (op)
		op->unmap_kind = MMR_UNMAP_MIGRATION;
	if (ev->migrate_pages.reason == MR_NUMA_MISPLACED &&
	    !(st->want_ops & (1u << MMR_OP_MIGRATE))) {
		st->skipped_ops[MMR_OP_MIGRATE]++;
	} else if (ev->migrate_pages.reason == MR_NUMA_MISPLACED) {
		op = op_push(st, MMR_OP_MIGRATE, ev);
		if (op) {
			op->npages = ev->migrate_pages.succeeded;
			op->node = st->cpu_node ? st->cpu_node[ev->cpu] : 0;
			t = task_find(st, ev->pid);
			op->mm = t && t->kind == TASK_USER && mm_usable(st, t->mm) ? t->mm : 0;
		}
	}
}
