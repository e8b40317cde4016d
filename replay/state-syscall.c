// SPDX-License-Identifier: LGPL-2.1
/*
 * The unmapping syscalls in flight (munmap, madvise, mprotect, mremap): what
 * each unmaps, counted from the mm's present pages at sys_enter or sys_exit,
 * and when its UNMAP is emitted: at its sys_exit when the trace records the
 * exits, else at sys_enter or at its first page free (SCS_*, SCX_* in
 * state-local.h).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state-local.h"

#define MADV_FREE 8
#define MADV_DONTNEED 4
#define MADV_REMOVE 9
#define MADV_COLD 20
#define MADV_PAGEOUT 21
#define MADV_DONTNEED_LOCKED 24

#define PMD_SPAN (2ull << 20)

static int sc_measure(struct mmr_state *st, struct st_task *t, struct st_mm *m, int sc);
static unsigned int sc_unmap_kind(int sc);

/*
 * Does the call run an mmu_gather, whose tlb_gather_mmu() raises
 * mm->tlb_flush_pending until tlb_finish_mmu(): munmap (unmap_region()),
 * mprotect (change_protection()), madvise DONTNEED, DONTNEED_LOCKED, FREE,
 * COLD and PAGEOUT.
 */
static int sc_gathers(int sc, const uint64_t *a)
{
	if (sc == SC_MUNMAP || sc == SC_MPROTECT)
		return 1;
	if (sc != SC_MADVISE)
		return 0;
	switch (a[2]) {
	case MADV_DONTNEED:
	case MADV_DONTNEED_LOCKED:
	case MADV_FREE:
	case MADV_COLD:
	case MADV_PAGEOUT:
		return 1;
	default:
		return 0;
	}
}

/* mm_tlb_flush_nested() for @t's gather: another task of the mm is switched out in one. */
static int sc_nested(struct mmr_state *st, const struct st_task *t)
{
	const struct st_mm *m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);

	return t->sc_gather && m && m->gather_off > t->sc_gather_off;
}

/*
 * The task's gather is over (tlb_finish_mmu()).  Nested and no UNMAP sent for
 * the call: the whole-mm flush it does all the same, as an UNMAP of no pages.
 */
static void sc_gather_end(struct mmr_state *st, struct st_task *t, int sc, int failed,
			  const struct mmr_event *ev)
{
	struct st_mm *m;

	if (!t->sc_gather)
		return;
	m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	if (m && !m->dying && !failed && !t->sc_emitted && sc_nested(st, t)) {
		struct mmr_op *op = op_push(st, MMR_OP_UNMAP, ev);

		if (op) {
			op->unmap_kind = (uint16_t)sc_unmap_kind(sc);
			op->mm = t->mm;
			op->pid = t->pid;
			op->cpu = ev->cpu;
			op->freed_tables = 1;
			op->unmap_flags = MMR_UNMAP_F_NESTED;
			op->enter_ts = t->sc_ts;
			st->nested_gathers++;
		}
	}
	if (t->sc_gather_off && m && m->gather_off)
		m->gather_off--;
	t->sc_gather = 0;
	t->sc_gather_off = 0;
}

void mmr_st_sc_switch_out(struct mmr_state *st, struct st_task *t)
{
	struct st_mm *m;

	if (!t->sc_gather || t->sc_gather_off)
		return;
	m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	if (!m)
		return;
	t->sc_gather_off = 1;
	if (m->gather_off < UINT16_MAX)
		m->gather_off++;
}

void mmr_st_sc_switch_in(struct mmr_state *st, struct st_task *t)
{
	struct st_mm *m;

	if (!t->sc_gather_off)
		return;
	m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	t->sc_gather_off = 0;
	if (m && m->gather_off)
		m->gather_off--;
}

/*
 * The first page a munmap or madvise frees follows its first flush round
 * (tlb_flush_mmu() flushes, then frees what it gathered; a large unmap
 * flushes several times): its unmap is emitted there, so that the models see
 * the other CPUs as they were then, not at sys_exit, by when threads that
 * blocked on mmap_lock may have left their CPUs lazy or idle.
 */
void mmr_st_sc_emit_at_free(struct mmr_state *st, struct st_task *t, const struct mmr_event *ev)
{
	struct st_mm *m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	int sst = t->sc_st;

	/* UNDECIDED: whether exits are recorded is still open (mmr_st_sc_settle()) */
	t->sc_st = sst == SCS_UNDECIDED ? SCS_EARLY : SCS_EMITTED;
	/* STASHED and UNDECIDED were counted at sys_enter, AT_EXIT is counted now */
	if (sst == SCS_AT_EXIT && (!m || m->dying || !sc_measure(st, t, m, t->sc)))
		return;
	t->sc_cpu = ev->cpu;
	mmr_st_sc_emit(st, t, t->sc, ev);
}

void mmr_st_on_sys_enter(struct mmr_state *st, const struct mmr_event *ev, int sc)
{
	struct st_task *t = mmr_st_task_user_evidence(st, ev);
	struct st_mm *m;

	if (!t)
		return;
	mmr_st_sc_settle(st, t, ev); /* the previous call ended, its exit unseen */
	/* a reclaim pass never spans a syscall entry: earlier frees were not one */
	mmr_st_pass_drop(st, &t->rpass);
	t->sc = (uint8_t)sc;
	t->sc_st = SCS_NONE;
	t->sc_n = 0;
	t->sc_ts = ev->ts;
	t->sc_emitted = 0;
	t->sc_gather = (uint8_t)sc_gathers(sc, ev->sys_enter.a);
	t->sc_cpu = ev->cpu;
	memcpy(t->sc_a, ev->sys_enter.a, sizeof(t->sc_a));
	m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	if (!m || m->dying)
		return;
	switch (st->sc_exits[sc]) {
	case SCX_RECORDED:
		t->sc_st = SCS_AT_EXIT;
		break;
	case SCX_NOT_RECORDED:
		t->sc_st = SCS_EMITTED;
		if (!sc_measure(st, t, m, sc))
			break;
		if ((sc == SC_MUNMAP || sc == SC_MADVISE) && t->sc_n)
			t->sc_st = SCS_STASHED; /* see mmr_st_sc_emit_at_free() */
		else
			mmr_st_sc_emit(st, t, sc, ev);
		break;
	default:
		/* a moving mremap needs its return value: only measured at exit */
		t->sc_st = SCS_UNDECIDED;
		if (sc != SC_MREMAP)
			sc_measure(st, t, m, sc);
		break;
	}
}

/*
 * The task's syscall in flight is over although its sys_exit did not show
 * (the task faulted in user mode, entered another syscall, exited or exec'ed).
 * The first such call of a kind decides that the trace does not record its
 * exits; its unmap, counted at sys_enter, is emitted now.
 */
void mmr_st_sc_settle(struct mmr_state *st, struct st_task *t, const struct mmr_event *ev)
{
	if (t->sc == SC_NONE)
		return;
	if (t->sc_st == SCS_UNDECIDED || t->sc_st == SCS_EARLY) {
		if (st->sc_exits[t->sc] == SCX_UNKNOWN)
			st->sc_exits[t->sc] = SCX_NOT_RECORDED;
		if (t->sc_st == SCS_UNDECIDED)
			mmr_st_sc_emit(st, t, t->sc, ev);
	} else if (t->sc_st == SCS_STASHED) {
		mmr_st_sc_emit(st, t, t->sc, ev);
	}
	sc_gather_end(st, t, t->sc, 0, ev);
	t->sc = SC_NONE;
	t->sc_st = SCS_NONE;
}

static void emit_unmap(struct mmr_state *st, const struct mmr_event *ev, unsigned int kind,
		       uint32_t mm, uint64_t npages, uint64_t start, uint64_t end, int freed_tables,
		       int range_flush, uint64_t enter_ts)
{
	struct mmr_op *op;

	if (!npages && !freed_tables)
		return;
	op = op_push(st, MMR_OP_UNMAP, ev);
	if (!op)
		return;
	op->unmap_kind = (uint16_t)kind;
	op->mm = mm;
	op->npages = npages;
	op->start = start;
	op->end = end;
	op->freed_tables = (uint8_t)freed_tables;
	op->unmap_flags = range_flush ? MMR_UNMAP_F_RANGE : 0;
	op->enter_ts = enter_ts;
}

static int covers_pmd(uint64_t start, uint64_t end)
{
	uint64_t a = (start + PMD_SPAN - 1) & ~(PMD_SPAN - 1);

	return a >= start && a + PMD_SPAN <= end;
}

static unsigned int sc_unmap_kind(int sc)
{
	return sc == SC_MUNMAP ? MMR_UNMAP_MUNMAP : sc == SC_MADVISE ? MMR_UNMAP_MADVISE :
	       sc == SC_MPROTECT ? MMR_UNMAP_MPROTECT : MMR_UNMAP_MREMAP;
}

/*
 * Range and PTE effect of a munmap / madvise / mprotect (t->sc_a); *@mode: 0
 * PTEs change but pages stay present, 1 pages are removed, 3 the young PTEs
 * are aged (madvise_cold_or_pageout_pte_range(), madvise_free_pte_range():
 * pte_young()).  0 when the call changes no PTE (an madvise hint).
 */
static int sc_range(const struct mmr_state *st, const uint64_t *a, int sc, uint64_t *start,
		    uint64_t *end, int *mode)
{
	uint64_t mask = st->page_size - 1;

	*start = a[0] & ~mask;
	*end = (a[0] + a[1] + mask) & ~mask;
	if (*end <= *start)
		return 0;
	switch (sc) {
	case SC_MUNMAP:
		*mode = 1;
		return 1;
	case SC_MADVISE:
		if (a[2] == MADV_DONTNEED || a[2] == MADV_REMOVE || a[2] == MADV_PAGEOUT ||
		    a[2] == MADV_DONTNEED_LOCKED)
			*mode = 1;
		else if (a[2] == MADV_FREE || a[2] == MADV_COLD)
			*mode = 3; /* only young PTEs are flushed, then old */
		else
			return 0;
		return 1;
	default:
		*mode = 0;
		return 1;
	}
}

/*
 * Apply the call (t->sc_a) to @m: its pages, and its VMAs when @m's layout is
 * known (state-vma.c), and stash its unmap in @t: pages, range, freed page
 * tables, VMAs.  mremap: only an in-place shrink.  1 when the call changes
 * PTEs of a range (sc_n may still be 0), 0 when it does not.
 */
static int sc_measure(struct mmr_state *st, struct st_task *t, struct st_mm *m, int sc)
{
	uint64_t mask = st->page_size - 1, start, end, n = 0;
	unsigned int vmas = 0;
	int mode = 1, freed = 0, r = -1, grant = 0, reclaim = 0;

	if (sc == SC_MADVISE && m->vm)
		mmr_st_vm_madvise(st, m, t->mm, t->sc_a[0] & ~mask,
				  (t->sc_a[0] + t->sc_a[1] + mask) & ~mask, t->sc_a[2]);
	if (sc == SC_MREMAP) {
		uint64_t old_len = (t->sc_a[1] + mask) & ~mask;
		uint64_t new_len = (t->sc_a[2] + mask) & ~mask;

		if (new_len >= old_len)
			return 0;
		start = (t->sc_a[0] & ~mask) + new_len;
		end = (t->sc_a[0] & ~mask) + old_len;
		r = mmr_st_vm_unmap(st, m, start, end, &n, NULL);
		freed = r < 0 ? covers_pmd(start, end) : r;
	} else {
		if (!sc_range(st, t->sc_a, sc, &start, &end, &mode))
			return 0;
		if (sc == SC_MUNMAP) {
			r = mmr_st_vm_unmap(st, m, start, end, &n, &vmas);
			freed = r < 0 ? covers_pmd(start, end) : r;
		} else if (sc == SC_MPROTECT) {
			r = mmr_st_vm_mprotect(st, m, start, end, t->sc_a[2], &n, &vmas, &grant);
		} else if (t->sc_a[2] == MADV_PAGEOUT) {
			/* madvise_pageout(): reclaim_pages() unmaps what it can reclaim */
			r = mmr_st_vm_pageout(st, m, start, end, &n);
			reclaim = 1;
		} else {
			r = mmr_st_vm_pages(st, m, start, end, mode, &n, &vmas);
			if (r >= 0 && (t->sc_a[2] == MADV_DONTNEED ||
				       t->sc_a[2] == MADV_DONTNEED_LOCKED))
				mmr_st_vm_dontneed(st, m, start, end);
		}
		if (r < 0)
			n = mmr_st_present_range(st, m, start >> st->page_shift,
						 end >> st->page_shift, mode, NULL);
	}
	if (!st->fault_seen) {
		n = (end - start) >> st->page_shift;
		st->stats.unmap_no_faults++;
	}
	/* without a layout, a range without pages is taken to hold no page tables */
	if (r < 0 && !n)
		freed = 0;
	t->sc_n = n;
	t->sc_start = start;
	t->sc_end = end;
	t->sc_freed = (uint8_t)freed;
	t->sc_vmas = vmas;
	t->sc_grant = (uint8_t)grant;
	t->sc_reclaim = (uint8_t)reclaim;
	return 1;
}

/* The stashed unmap of @t's syscall, by @t on the CPU it entered on; ts of @ev (NULL: now). */
void mmr_st_sc_emit(struct mmr_state *st, struct st_task *t, int sc, const struct mmr_event *ev)
{
	struct mmr_op *op;
	uint32_t mm = t->kind == TASK_USER ? t->mm : 0;

	if ((!t->sc_n && !t->sc_freed) || !mm_of(st, mm))
		return;
	if (t->sc_reclaim) {
		/*
		 * shrink_folio_list() unmaps with TTU_BATCH_FLUSH and flushes the
		 * batch at its end (try_to_unmap_flush()): a reclaim pass of its own
		 */
		op = op_push(st, MMR_OP_UNMAP, ev);
		if (op) {
			op->unmap_kind = MMR_UNMAP_RECLAIM;
			op->mm = mm;
			op->pid = t->pid;
			op->cpu = t->sc_cpu;
			op->npages = t->sc_n;
		}
		op = op_push(st, MMR_OP_PASS_END, ev);
		if (op) {
			op->unmap_kind = MMR_UNMAP_RECLAIM;
			op->pid = t->pid;
			op->cpu = t->sc_cpu;
		}
		t->sc_n = 0;
		t->sc_reclaim = 0;
		return;
	}
	op = op_push(st, MMR_OP_UNMAP, ev);
	if (!op)
		return;
	t->sc_emitted = 1;
	op->unmap_kind = (uint16_t)sc_unmap_kind(sc);
	op->mm = mm;
	op->pid = t->pid;
	op->cpu = t->sc_cpu;
	op->npages = t->sc_n;
	op->start = t->sc_start;
	op->end = t->sc_end;
	op->freed_tables = t->sc_freed;
	op->nr_vmas = t->sc_vmas;
	/* before the mmu_gather of 6.0, change_protection() flushed with flush_tlb_range() */
	if (sc == SC_MPROTECT)
		op->unmap_flags = MMR_UNMAP_F_RANGE | (t->sc_grant ? MMR_UNMAP_F_GRANT : 0);
	if (sc_nested(st, t)) {
		op->unmap_flags |= MMR_UNMAP_F_NESTED;
		st->nested_gathers++;
	}
	op->enter_ts = t->sc_ts;
	t->sc_n = 0;
	t->sc_freed = 0;
}

/*
 * A moving mremap (to @dst): what the destination held goes first
 * (mremap_to()'s do_munmap()), the pages move (move_ptes() flushes the old
 * range with flush_tlb_range() when a PTE was present), then the old VMA's
 * unmap frees the page tables it left empty.
 */
static void sc_mremap_move(struct mmr_state *st, const struct mmr_event *ev, struct st_task *t,
			   struct st_mm *m, uint64_t start, uint64_t old_len, uint64_t new_len,
			   uint64_t dst)
{
	uint32_t mmid = t->kind == TASK_USER ? t->mm : 0;
	uint64_t n, dn = 0;
	size_t ns = 0, i;
	int r, sf = 0, df = 0;

	r = mmr_st_vm_mremap(st, m, start, old_len, new_len, dst, &dn, &sf, &df);
	if (r >= 0)
		emit_unmap(st, ev, MMR_UNMAP_MREMAP, mmid, dn, dst, dst + new_len, df, 0, t->sc_ts);
	if (st->cap_scratch < 2 * (size_t)m->present.count + 2) {
		size_t cap = 2 * (size_t)m->present.count + 2;
		uint64_t *s = realloc(st->scratch, cap * sizeof(*s));

		if (s) {
			st->scratch = s;
			st->cap_scratch = cap;
		}
	}
	n = mmr_st_present_range(st, m, start >> st->page_shift, (start + old_len) >> st->page_shift,
				 2, &ns);
	for (i = 0; i + 1 < ns; i += 2) {
		uint64_t off = st->scratch[i] - (start >> st->page_shift);

		if (off >= (new_len >> st->page_shift))
			continue;
		present_add(st, mmid, (dst >> st->page_shift) + off, st->scratch[i + 1]);
		if (m->vm && mmr_vmas_pt_add(&m->vm->v, dst + (off << st->page_shift)) < 0)
			st->oom = 1;
	}
	if (!st->fault_seen) {
		n = old_len >> st->page_shift;
		st->stats.unmap_no_faults++;
	}
	emit_unmap(st, ev, MMR_UNMAP_MREMAP, mmid, n, start, start + old_len,
		   r < 0 && n ? covers_pmd(start, start + old_len) : 0, 1, t->sc_ts);
	if (sf)
		emit_unmap(st, ev, MMR_UNMAP_MREMAP, mmid, 0, start, start + old_len, 1, 0, t->sc_ts);
}

static void sys_exit_unmap(struct mmr_state *st, struct st_task *t, const struct mmr_event *ev,
			   int sc);

void mmr_st_on_sys_exit(struct mmr_state *st, const struct mmr_event *ev, int sc)
{
	struct st_task *t = task_find(st, ev->pid);
	int64_t ret = ev->sys_exit.ret;

	st->sc_exits[sc] = SCX_RECORDED;
	if (!t || t->sc != sc)
		return;
	sys_exit_unmap(st, t, ev, sc);
	sc_gather_end(st, t, sc, sc == SC_MREMAP ? (ret < 0 && ret >= -4095) : ret != 0, ev);
}

static void sys_exit_unmap(struct mmr_state *st, struct st_task *t, const struct mmr_event *ev,
			   int sc)
{
	uint64_t mask = st->page_size - 1;
	int64_t ret = ev->sys_exit.ret;
	struct st_mm *m;
	int sst;

	sst = t->sc_st;
	t->sc = SC_NONE;
	t->sc_st = SCS_NONE;
	if (sst == SCS_NONE || sst == SCS_EMITTED || sst == SCS_EARLY || sst == SCS_STASHED)
		return;
	m = mm_of(st, t->kind == TASK_USER ? t->mm : 0);
	if (!m || m->dying)
		return;
	if (sc == SC_MREMAP ? (ret < 0 && ret >= -4095) : ret != 0)
		return; /* a failed call unmapped nothing */
	t->sc_cpu = ev->cpu;
	if (sst == SCS_UNDECIDED && sc != SC_MREMAP) {
		/* the first call of its kind: counted at sys_enter, emitted as any exit */
		mmr_st_sc_emit(st, t, sc, ev);
		return;
	}
	if (sc == SC_MREMAP) {
		uint64_t start = t->sc_a[0] & ~mask, dst = (uint64_t)ret & ~mask;
		uint64_t old_len = (t->sc_a[1] + mask) & ~mask, new_len = (t->sc_a[2] + mask) & ~mask;
		uint64_t n;
		int sf, df;

		if (dst != start) {
			sc_mremap_move(st, ev, t, m, start, old_len, new_len, dst);
			return;
		}
		if (new_len > old_len) {
			/* grown in place: the VMA only */
			mmr_st_vm_mremap(st, m, start, old_len, new_len, dst, &n, &sf, &df);
			return;
		}
	}
	if (sc_measure(st, t, m, sc))
		mmr_st_sc_emit(st, t, sc, ev);
}
