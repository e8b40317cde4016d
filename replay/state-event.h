/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * The tracker's update of one event, inline: the event switch
 * (state_event_started()) and the handlers of the most common events, user
 * faults, page allocations and page frees.  Included by the two callers of the
 * switch only: state.c (mmr_state_event()) and the engine's per-event loop
 * (engine-loop.c), whose body it becomes.  The records, the other inline
 * helpers and the key to the abbreviations are in state-local.h.
 */
#ifndef MMREPLAY_STATE_EVENT_H
#define MMREPLAY_STATE_EVENT_H

#include "state-local.h"

static uint32_t task_memcg(const struct mmr_state *st, const struct st_task *t)
{
	if (st->cgroup_mode)
		return t->cg;
	return t->mm;
}

/* inlined: one of the most common events (see state_event_started()) */
static inline __attribute__((always_inline)) void on_fault(struct mmr_state *st,
							   const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	/*
	 * Through the per-CPU task cache: it is exact while task_gen is unchanged
	 * (every event that may add or remove a task bumps it), and the fault's
	 * allocations look the same pid up there anyway.
	 */
	struct st_task *t = ev->pid > 0 ? task_of_page_event(st, ev) : NULL;

	/*
	 * Faults are marked task-neutral (the per-CPU task caches survive them,
	 * so the allocations of the fault find their task without a lookup):
	 * the cases where mmr_st_task_user_evidence() creates or changes a task, a
	 * new task, a thread joining its group, a kernel thread guess undone,
	 * invalidate the caches here.
	 */
	if (!t || (ev->tgid > 0 && ev->tgid != t->tgid && t->kind == TASK_USER &&
		   ev->tgid != ev->pid) || (t->kind == TASK_KTHREAD && !t->by_fork)) {
		st->task_gen++;
		t = mmr_st_task_user_evidence(st, ev);
	} else {
		t->user_evidence = 1;
	}

	if (t) {
		t->fault_saved = 0;
		if (t->sc != SC_NONE)
			/* back in user mode: a syscall in flight is over */
			mmr_st_sc_settle(st, t, ev);
	}
	st->fault_seen = 1;
	st->stats.faults++;
	c->fault_open = 1;
	c->fault_pid = ev->pid;
	c->fault_vpage = ev->fault.address >> st->page_shift;
	if (!++st->fault_ctr)
		st->fault_ctr = 1;
	c->fault_id = st->fault_ctr;
	c->fault_nalloc = 0;
	c->fault_cow = (ev->fault.error_code & 3) == 3;
	/*
	 * A user fault maps its page even when it allocates nothing (a file page
	 * already in the page cache, a shared page): present, pfn unknown until
	 * an allocation of the fault names it.  Without this a munmap of a
	 * file mapping counted 0 pages.
	 */
	c->pv = NULL;
	if (t && t->kind == TASK_USER && mm_usable(st, t->mm)) {
		c->pv = present_mark(st, t->mm, c->fault_vpage);
		c->pv_gen = st->present_gen;
		c->pv_mm = t->mm;
		c->pv_vpage = c->fault_vpage;
		vm_fault(st, &st->mm[t->mm], ev->fault.address);
	}
}

/* inlined: one of the most common events (see state_event_started()) */
static inline __attribute__((always_inline)) void on_page_alloc(struct mmr_state *st,
							   const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	struct pfn_map *pm = &st->pages;
	uint32_t *ent = pfn_entry(pm, ev->page.pfn), e;
	struct st_page *pg;
	struct st_task *t;
	struct mmr_op *op;
	uint64_t unmap_ts = 0, vpage, i, n;
	int reused = 0, created, pg_user = 0, built;
	uint32_t mm = 0, memcg = 0;
	int order = ev->page.order > 0 && ev->page.order < 20 ? ev->page.order : 0;

	if (c->fault_open && c->fault_pid == ev->pid) {
		t = task_of_page_event(st, ev);
		if (t && t->kind == TASK_USER && mm_usable(st, t->mm)) {
			mm = t->mm;
			memcg = task_memcg(st, t);
		}
	}
	if (mm) {
		/*
		 * User data is movable or at least a user allocation (__GFP_HARDWALL,
		 * bit 20: GFP_USER / GFP_HIGHUSER; the page cache of some filesystems
		 * is not movable, e.g. gfp 0x152c40 in a 6.12 QEMU trace); page tables
		 * (GFP_PGTABLE_USER: GFP_KERNEL | __GFP_ACCOUNT | __GFP_ZERO) and slab
		 * allocated in the fault are charged, neither owned nor present.
		 */
		int user = ev->page.migratetype == 1 || ev->page.migratetype < 0 ||
			   (ev->page.gfp_flags & 0x100000);

		pg_user = user;

		if (__builtin_expect(ent && ((e = *ent) & PFN_IDX_MASK), 0)) {
			pg = &pm->pool[e & PFN_IDX_MASK];
			created = 0;
		} else if (__builtin_expect(ent && pm->nr_free, 1)) {
			/*
			 * page_insert()'s fast path through the entry, without its
			 * memset: every field of the record is set just below.
			 */
			uint32_t idx = free_pop(pm);

			pg = &pm->pool[idx];
			*ent |= idx;
			pm->count++;
			created = 1;
		} else {
			pg = mmr_st_page_insert_slow(st, ev->page.pfn, &created);
		}
		if (!pg) {
			st->oom = 1;
			return;
		}
		if (!created && (pg->flags & PG_PENDING)) {
			reused = 1;
			unmap_ts = pg->unmap_ts;
		}
		n = 1ull << order;
		vpage = c->fault_vpage & ~(n - 1);
		pg->mm = mm;
		pg->mm_gen = st->mm[mm].gen;
		pg->memcg = memcg;
		pg->order = (uint8_t)order;
		pg->flags = user ? PG_OWNED | PG_CHARGED : PG_CHARGED;
		if (user && c->fault_nalloc) /* mm is set: in the open fault of this task */
			pg->flags |= PG_RA;
		if (user && c->fault_nalloc < UINT16_MAX)
			c->fault_nalloc++;
		pg->vpage = vpage;
		pg->unmap_ts = 0;
		pg->fault_id = c->fault_id; /* mm is set: in the open fault of this task */
		if (user && n == 1 && c->pv && c->pv_gen == st->present_gen && c->pv_mm == mm &&
		    vpage == c->pv_vpage) {
			/* the page the fault marked present: no second lookup */
			*c->pv = ev->page.pfn;
			st->stats.fault_allocs++;
		} else if (user) {
			for (i = 0; i < n; i++)
				present_add(st, mm, vpage + i, ev->page.pfn + i);
			st->stats.fault_allocs++;
		}
	} else if (pm->count && (pg = ent ? ((*ent & PFN_IDX_MASK) ?
					      &pm->pool[*ent & PFN_IDX_MASK] : NULL) :
				     page_find(st, ev->page.pfn))) {
		if (pg->flags & PG_PENDING) {
			reused = 1;
			unmap_ts = pg->unmap_ts;
		}
		page_remove_ent(st, ev->page.pfn, pg, ent);
	}
	if (__builtin_expect(ent != NULL, 1)) {
		/* mt_remember() through the entry */
		int mt = ev->page.migratetype;
		uint32_t v = mt >= 0 && mt < 3 ? (uint32_t)(mt + 1) : 0;

		*ent = (*ent & PFN_IDX_MASK) | (v << PFN_MT_SHIFT);
	} else {
		mt_remember(st, ev->page.pfn, ev->page.migratetype);
	}
	built = !(st->news_only & (1u << MMR_OP_PAGE_ALLOC)) || ev_news(st, ev);
	if (built) {
		op = op_push(st, MMR_OP_PAGE_ALLOC, ev);
		if (!op)
			return;
		set_page_op(st, op, ev);
		op->mm = mm;
		op->reused_pending = (uint8_t)reused;
		op->unmap_ts = unmap_ts;
	} else {
		st->skipped_ops[MMR_OP_PAGE_ALLOC]++;
	}
	if (mm) {
		if (st->want_ops & (1u << MMR_OP_CHARGE)) {
			if (built) {
				/* the PAGE_ALLOC op's page fields, mm included */
				op = op_push_copy(st, op, MMR_OP_CHARGE);
				if (!op)
					return;
				op->reused_pending = 0;
				op->unmap_ts = 0;
			} else {
				op = op_push(st, MMR_OP_CHARGE, ev);
				if (!op)
					return;
				set_page_op(st, op, ev);
				op->mm = mm;
			}
			op->memcg = memcg;
			op->npages = 1ull << order;
		} else {
			st->skipped_ops[MMR_OP_CHARGE]++;
		}
		if (c->fault_cow && pg_user) {
			/* wp_page_copy(): the new page is in, the old PTE is flushed */
			t = task_of_page_event(st, ev);
			c->fault_cow = 0;
			if (t && !t->in_migrate) {
				op = op_push(st, MMR_OP_UNMAP, ev);
				if (!op)
					return;
				op->unmap_kind = MMR_UNMAP_COW;
				op->mm = mm;
				op->npages = 1;
				op->start = c->fault_vpage << st->page_shift;
				op->end = op->start + st->page_size;
			}
		}
	}
}

/*
 * Is @pg freed inside the user fault that allocated it?  A fault maps its
 * page when it completes, so such a page never was mapped (a page-cache
 * insertion lost to another thread, a readahead page the fault's own memcg
 * reclaim took back): its free is no unmap, and the fault's page (marked at
 * the fault) stays present.
 */
static inline int freed_in_own_fault(const struct mmr_state *st, const struct st_page *pg,
				     const struct mmr_event *ev)
{
	const struct st_cpu *c = &st->cpu[ev->cpu];

	return pg->fault_id && pg->fault_id == c->fault_id && c->fault_open &&
	       c->fault_pid == ev->pid && !(pg->flags & PG_COUNTED);
}

/*
 * @order: the event's, 0 for mm_page_free_batched (order-0 pages only).
 * Always inline (one call site): the call and its register saves were ~20
 * instructions a free.
 */
static inline __attribute__((always_inline)) void on_page_free(struct mmr_state *st,
							       const struct mmr_event *ev,
							       int order)
{
	uint32_t *ent = pfn_entry(&st->pages, ev->page.pfn), e;
	struct st_page *pg;
	struct st_task *t;
	struct mmr_op *op = NULL;
	uint32_t owner = 0, memcg = 0;
	uint64_t charged = 0;
	int mt, built;

	if (__builtin_expect(ent != NULL, 1))
		pg = (*ent & PFN_IDX_MASK) ? &st->pages.pool[*ent & PFN_IDX_MASK] : NULL;
	else
		pg = page_find(st, ev->page.pfn);

	if (pg && !(pg->flags & PG_OWNED) && (pg->flags & PG_CHARGED)) {
		/* a page table or slab page of a fault: only the charge to undo */
		charged = 1ull << pg->order;
		memcg = pg->memcg;
		page_remove_ent(st, ev->page.pfn, pg, ent);
	} else if (pg && (pg->flags & PG_OWNED)) {
		struct st_mm *om = mm_of(st, pg->mm); /* the owner's record when owner != 0 */

		if (om && om->gen == pg->mm_gen)
			owner = pg->mm;
		if (pg->flags & PG_CHARGED) {
			charged = 1ull << pg->order;
			memcg = pg->memcg;
		}
		t = task_of_page_event(st, ev);
		if (__builtin_expect(owner && t && t->sc != SC_NONE, 0) &&
		    (t->sc == SC_MUNMAP || t->sc == SC_MADVISE) && owner == t->mm &&
		    (t->sc_st == SCS_AT_EXIT || t->sc_st == SCS_UNDECIDED ||
		     t->sc_st == SCS_STASHED))
			mmr_st_sc_emit_at_free(st, t, ev);
		if (owner && t && t->in_migrate) {
			/* the old page of a migration: unmapped by the batch */
			pg->flags = PG_PENDING;
			pg->unmap_ts = ev->ts;
		} else if (owner && !om->dying && t && t->sc == SC_NONE &&
			   !freed_in_own_fault(st, pg, ev)) {
			/*
			 * Freed outside an unmapping syscall: reclaim if the task ends a
			 * pass (shrink_inactive) soon, else dropped (exit, stale).
			 */
			uint64_t npages = 1ull << pg->order, vpage = pg->vpage;
			int counted = pg->flags & PG_COUNTED, ra = pg->flags & PG_RA;
			int never = pg->flags & PG_UNMAPPED, premap = pg->flags & PG_PREMAP;
			struct pass *p;

			if (counted)
				pg->flags = PG_PENDING; /* the dirty page: already reported */
			else
				page_remove_ent(st, ev->page.pfn, pg, ent);
			/* the task's pass record, taken once */
			p = t->rpass ? &st->passes[t->rpass - 1] : NULL;
			if (p && p->nr && ev->ts - p->first_ts > PASS_STALE_NS) {
				mmr_st_pass_drop(st, &t->rpass);
				p = NULL;
			}
			if (!p) {
				t->rpass = mmr_st_pass_open(st); /* may move passes[] */
				p = t->rpass ? &st->passes[t->rpass - 1] : NULL;
			}
			if (p && !counted && __builtin_expect(never, 0)) {
				/* never mapped: reclaim frees it without an unmap (no flush) */
				p->never += (uint32_t)npages;
			} else if (p && !counted) {
				if (!p->nr)
					p->first_ts = ev->ts;
				pass_add_to(st, p, owner, npages);
				pass_add_pfn(p, ev->page.pfn);
				p->cpu = ev->cpu;
				if (ra)
					p->ra += npages;
				if (premap)
					p->premap += (uint32_t)npages;
			}
			present_remove_pfn_m(st, om, vpage, ev->page.pfn);
		} else {
			page_remove_ent(st, ev->page.pfn, pg, ent);
		}
	} else if (!pg) {
		struct st_task *rt;

		if (mmr_st_in_reclaim(st, ev, &rt))
			st->stats.reclaim_unowned++;
	}
	if (__builtin_expect(ent != NULL, 1)) {
		/* mt_take() through the entry */
		e = *ent;
		mt = (int)(e >> PFN_MT_SHIFT) - 1;
		*ent = e & PFN_IDX_MASK;
	} else {
		mt = mt_take(st, ev->page.pfn);
	}
	built = !(st->news_only & (1u << MMR_OP_PAGE_FREE)) || (order > 0 && st->large_free) ||
		ev_news(st, ev);
	if (built || (charged && (st->want_ops & (1u << MMR_OP_UNCHARGE)))) {
		op = op_push(st, built ? MMR_OP_PAGE_FREE : MMR_OP_UNCHARGE, ev);
		if (!op)
			return;
		set_page_op(st, op, ev);
		op->order = order;
		op->gfp_flags = 0;
		op->mm = owner;
		if (op->migratetype < 0)
			op->migratetype = mt;
	}
	if (!built)
		st->skipped_ops[MMR_OP_PAGE_FREE]++;
	if (charged && !(st->want_ops & (1u << MMR_OP_UNCHARGE))) {
		st->skipped_ops[MMR_OP_UNCHARGE]++;
	} else if (charged) {
		/* the PAGE_FREE op's fields (built as the UNCHARGE itself when it was not) */
		if (built)
			op = op_push_copy(st, op, MMR_OP_UNCHARGE);
		if (!op)
			return;
		op->memcg = memcg;
		op->npages = charged;
	}
}

/*
 * mmr_state_event()'s body once the state has started (an event was taken),
 * inlined into mmr_replay_loop() too (engine-loop.c), which gives its events
 * to mmr_replay_event() until one started the state
 */
static inline __attribute__((always_inline)) int state_event_started(struct mmr_state *st,
								     const struct mmr_event *ev,
								     struct mmr_error *err)
{
	struct st_cpu *c;
	struct st_task *t;
	unsigned int kind = ev->kind;

	if (ev->cpu >= st->nr_cpus)
		return mmr_error_set(err, MMR_EINVAL,
				     "event at %llu ns on CPU %u, but the trace has %u CPUs "
				     "(metadata 'cpus')",
				     (unsigned long long)ev->ts, ev->cpu, st->nr_cpus);
	if (ev->ts > st->now)
		st->now = ev->ts;
	st->stats.events++; /* stats.last_ts is now: mmr_state_stats() */
	c = &st->cpu[ev->cpu];
	/*
	 * mmr_state_cpu_events() counts the kinds a measurer can read (1 ..
	 * MMR_EV__COUNT - 1); the sources give no other (the .dat decoder skips
	 * what it does not understand, the .mmr and .mms readers refuse it), so
	 * only mmr_state_event() takes the others back out.
	 */
	c->nr_events++;
	if (__builtin_expect(c->mid_open, 0)) {
		/* the switch_mm_irqs_off() of the CPU's last switch is over */
		st->mid[ev->cpu].e[0] = ev->ts;
		c->mid_open = 0;
	}

	/*
	 * A task that sleeps or is preempted inside a fault (reclaim, I/O, a
	 * lock) goes on allocating for it when it runs again, possibly on another
	 * CPU: it keeps its fault context across the switch (seen in memcg
	 * reclaim traces: readahead allocations resume after a D-state sleep or
	 * a preemption).  Not when it is exiting (EXIT_ZOMBIE / EXIT_DEAD).
	 */
	if (kind == MMR_EV_SCHED_SWITCH && c->fault_open &&
	    c->fault_pid == ev->sched_switch.prev_pid && ev->sched_switch.prev_pid > 0 &&
	    !(ev->sched_switch.prev_state & 0x30)) {
		t = task_find(st, ev->sched_switch.prev_pid);
		if (t) {
			t->fault_saved = 1;
			t->fault_vpage = c->fault_vpage;
			t->fault_id = c->fault_id;
			t->ff_key = c->ff_id == c->fault_id ? c->ff_key : 0;
		}
	}
	/*
	 * The fault context ends at the task's next non-allocation event on that
	 * CPU.  Measured events (tlb_flush on the switch path, IPIs) may carry
	 * another pid and end nothing.
	 */
	if (c->fault_open && kind != MMR_EV_FAULT_USER &&
	    (kind >= MMR_EV__COUNT || !st->keeps_fault[kind] ||
	     (ev->pid != c->fault_pid && st->keeps_fault[kind] != 2)))
		c->fault_open = 0;
	if (kind >= MMR_EV__COUNT || !st->task_neutral[kind])
		st->task_gen++;
	if (__builtin_expect(ev->pid == c->curr, 1) || kind == MMR_EV_SCHED_SWITCH ||
	    kind == MMR_EV_LOST) {
		/* the task known to run there (the common case), or a switch */
		if (__builtin_expect(c->infer_pid != 0, 0) && ev->pid == c->infer_pid)
			c->infer_pid = 0; /* the woken task's first event here: it runs */
	} else if (kind == MMR_EV_TLB_FLUSH && ev->tlb_flush.reason == MMR_TLB_ON_TASK_SWITCH &&
		   ev->pid == c->sw_prev && c->curr >= 0) {
		/*
		 * The flush of the last switch's switch_mm_irqs_off(): context_switch()
		 * calls it before switch_to(), while current is still the previous
		 * task.  No missed switch: the next task runs.
		 */
	} else if (kind == MMR_EV_CSD_FUNCTION_EXIT && ev->pid == 0 && c->infer_pid) {
		/*
		 * The IPI handler that woke infer_pid here (sched_ttwu_pending())
		 * returning, still in the idle task: the woken task runs next, its
		 * switch from idle untraced.  Not another task's event.
		 */
	} else if (c->curr < 0) {
		if (ev->pid > 0) {
			st->task_gen++;
			mmr_st_infer_current(st, ev);
		}
	} else if (ev->pid >= 0) {
		/*
		 * Every event carries the pid of the task current on its CPU, so
		 * another task's event means a sched_switch was not traced (idle
		 * to task switches go missing).
		 */
		st->task_gen++;
		mmr_st_missed_switch(st, ev);
	}

	switch (kind) {
	case MMR_EV_SCHED_SWITCH:
		mmr_st_on_switch(st, ev);
		break;
	case MMR_EV_TLB_FLUSH: {
		/*
		 * A flush_tlb_mm_range() of this CPU (mmr_state_cpu_flushes()):
		 * reason 4 as it sends, or a reason 3 alone (the 3 after a 4 is
		 * the same flush)
		 */
		int32_t r = ev->tlb_flush.reason;

		if (r == MMR_TLB_REMOTE_SEND_IPI || (r == MMR_TLB_LOCAL_MM_SHOOTDOWN && !c->flush_r4)) {
			st->mid[ev->cpu].flush_n++;
			st->mid[ev->cpu].flush_ts = ev->ts;
		}
		c->flush_r4 = r == MMR_TLB_REMOTE_SEND_IPI;
		/*
		 * A reason 0 that no switch here carries (its pid is current's, not a
		 * switched-out task's): switch_mm_irqs_off() outside a context switch
		 */
		if (r == MMR_TLB_ON_TASK_SWITCH && ev->pid > 0 && ev->pid == c->curr)
			mmr_st_exec_mmap(st, ev);
		break;
	}
	case MMR_EV_TASK_NEWTASK:
		mmr_st_on_newtask(st, ev);
		break;
	case MMR_EV_SCHED_FORK:
		mmr_st_on_fork(st, ev);
		break;
	case MMR_EV_SCHED_EXEC:
		mmr_st_on_exec(st, ev);
		break;
	case MMR_EV_SCHED_EXIT:
		mmr_st_on_task_exit(st, ev);
		break;
	case MMR_EV_CGROUP_ATTACH:
		mmr_st_on_cgroup_attach(st, ev);
		break;
	case MMR_EV_EXIT_MMAP:
		mmr_st_on_exit_mmap(st, ev);
		break;
	case MMR_EV_FAULT_USER:
		on_fault(st, ev);
		break;
	case MMR_EV_FAULT_KERNEL:
		mmr_st_on_fault_kernel(st, ev);
		break;
	case MMR_EV_PAGE_ALLOC:
		st->page_alloc_seen = 1;
		on_page_alloc(st, ev);
		break;
	case MMR_EV_PAGE_FREE:
	case MMR_EV_PAGE_FREE_BATCHED:
		/*
		 * free_unref_folios() (6.x; free_unref_page_list() before) traces
		 * mm_page_free in free_pages_prepare() for every folio of the batch,
		 * then mm_page_free_batched for each before free_unref_page_commit():
		 * a second record of a free already seen.  Only a trace without
		 * mm_page_free has nothing else (order 0).  One call site: the
		 * free path is inline, once.
		 */
		if (kind == MMR_EV_PAGE_FREE)
			st->page_free_seen = 1;
		else if (st->page_free_seen)
			break;
		on_page_free(st, ev, kind == MMR_EV_PAGE_FREE ? ev->page.order : 0);
		break;
	case MMR_EV_VMSCAN_WRITE_FOLIO:
		mmr_st_on_write_folio(st, ev);
		break;
	case MMR_EV_FILEMAP_ADD:
		mmr_st_on_filemap_add(st, ev);
		break;
	case MMR_EV_FILEMAP_DELETE:
		mmr_st_on_filemap_delete(st, ev);
		break;
	case MMR_EV_FILEMAP_FAULT:
	case MMR_EV_FILEMAP_MAP_PAGES:
		mmr_st_on_filemap_map(st, ev);
		break;
	case MMR_EV_VMSCAN_SHRINK_INACTIVE:
		mmr_st_on_shrink(st, ev);
		break;
	case MMR_EV_VMSCAN_DIRECT_BEGIN:
	case MMR_EV_VMSCAN_DIRECT_END:
	case MMR_EV_VMSCAN_MEMCG_RECLAIM_BEGIN:
	case MMR_EV_VMSCAN_MEMCG_RECLAIM_END:
		/* memcg-limit reclaim is direct reclaim by the charging task */
		t = task_get(st, ev->pid, ev->tgid, NULL);
		if (t)
			t->direct_reclaim = kind == MMR_EV_VMSCAN_DIRECT_BEGIN ||
					    kind == MMR_EV_VMSCAN_MEMCG_RECLAIM_BEGIN;
		break;
	case MMR_EV_SET_MIGRATION_PTE:
		mmr_st_on_migration_pte(st, ev);
		break;
	case MMR_EV_MIGRATE_PAGES:
	case MMR_EV_MIGRATE_PAGES_START:
		mmr_st_on_migrate_pages(st, ev);
		break;
	case MMR_EV_SYS_ENTER_MUNMAP:
		mmr_st_on_sys_enter(st, ev, SC_MUNMAP);
		break;
	case MMR_EV_SYS_ENTER_MADVISE:
		mmr_st_on_sys_enter(st, ev, SC_MADVISE);
		break;
	case MMR_EV_SYS_ENTER_MPROTECT:
		mmr_st_on_sys_enter(st, ev, SC_MPROTECT);
		break;
	case MMR_EV_SYS_ENTER_MREMAP:
		mmr_st_on_sys_enter(st, ev, SC_MREMAP);
		break;
	case MMR_EV_SYS_EXIT_MUNMAP:
		mmr_st_on_sys_exit(st, ev, SC_MUNMAP);
		break;
	case MMR_EV_SYS_EXIT_MADVISE:
		mmr_st_on_sys_exit(st, ev, SC_MADVISE);
		break;
	case MMR_EV_SYS_EXIT_MPROTECT:
		mmr_st_on_sys_exit(st, ev, SC_MPROTECT);
		break;
	case MMR_EV_SYS_EXIT_MREMAP:
		mmr_st_on_sys_exit(st, ev, SC_MREMAP);
		break;
	case MMR_EV_SYS_ENTER_MMAP:
		mmr_st_on_vm_enter(st, ev, SC_MMAP);
		break;
	case MMR_EV_SYS_EXIT_MMAP:
		mmr_st_on_vm_exit(st, ev, SC_MMAP);
		break;
	case MMR_EV_SYS_ENTER_BRK:
		mmr_st_on_vm_enter(st, ev, SC_BRK);
		break;
	case MMR_EV_SYS_EXIT_BRK:
		mmr_st_on_vm_exit(st, ev, SC_BRK);
		break;
	case MMR_EV_SCHED_WAKEUP:
	case MMR_EV_SCHED_WAKEUP_NEW:
		mmr_st_on_wakeup(st, ev);
		break;
	case MMR_EV_SCHED_MIGRATE:
		mmr_st_on_migrate_task(st, ev);
		break;
	case MMR_EV_CSD_QUEUE_CPU:
		if (mmr_st_on_csd_queue(st, ev))
			st->oom = 1;
		break;
	case MMR_EV_LOCK_CONTENTION_BEGIN:
		/* include/trace/events/lock.h: LCB_F_SPIN 1, LCB_F_READ 2, LCB_F_WRITE 4 */
		if ((ev->lock.flags & 6) && !(ev->lock.flags & 1))
			c->rwsem_wait = ev->lock.lock_addr;
		break;
	case MMR_EV_LOCK_CONTENTION_END:
		if (c->rwsem_wait == ev->lock.lock_addr)
			c->rwsem_wait = 0;
		break;
	case MMR_EV_LOST:
		st->stats.lost_events += ev->lost.nr;
		st->lost_per_cpu[ev->cpu] += ev->lost.nr;
		break;
	default:
		break;
	}
	if (__builtin_expect(st->pages_shrunk | st->oom, 0)) {
		if (st->pages_shrunk) {
			/* give a burst of pages back once it is gone (memory follows live state) */
			st->pages_shrunk = 0;
			mmr_hash_compact(&st->pages.big);
		}
		if (st->oom)
			return mmr_error_set(err, MMR_ENOMEM,
					     "replay state: out of memory at %llu ns",
					     (unsigned long long)ev->ts);
	}
	return (int)st->hot.nr_ops;
}

#endif
