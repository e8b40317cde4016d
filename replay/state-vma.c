// SPDX-License-Identifier: LGPL-2.1
/*
 * Each mm's address space (replay/vma.c holds the sets): where its VMAs are
 * and which 2 MiB spans have a PTE table, from the trace's mmap, munmap,
 * mremap, brk, mprotect and madvise calls, fork, exec, faults, and the
 * recording's start snapshot (metadata maps.<tgid>).  What that decides:
 *
 * - an unmap frees the PTE table of every span it leaves without a VMA
 *   (free_pgtables() between the VMA before the hole and the one after),
 *   which makes its flush a freed-tables flush: every CPU of mm_cpumask,
 *   lazy ones too, and on 6.13+ each CPU that runs another mm clears itself;
 * - a munmap flushes once per VMA that had pages (tlb_end_vma());
 * - mprotect changes PTEs only where a VMA's protection changes, and a
 *   PROT_NONE PTE needs no flush when it becomes accessible again
 *   (pte_needs_flush(): !_PAGE_PRESENT);
 * - pages come without a user fault: fork copies the PTEs of private
 *   memory (dup_mmap(), vma_needs_copy()), MAP_POPULATE, MAP_LOCKED and
 *   MADV_POPULATE_READ / WRITE map a whole range, fault-around maps a file's
 *   cached neighbours (filemap_map_pages()).
 *
 * An mm whose layout is unknown (a process older than the trace without a
 * start snapshot: trace.dat files) has no set (st_mm.vm NULL): its unmaps
 * keep the old rule, freed tables when the range covers a whole 2 MiB span.
 *
 * Approximations: the kernel maps the program, its interpreter, the stack
 * and the vDSO at exec without a system call; those VMAs are learnt from the
 * faults in them (VMA_IMPLIED, page by page).  A process older than the
 * trace is taken to have PTE tables in every span its VMAs overlap
 * (VMA_INIT), and only the pages the trace shows present.  Fault-around
 * counts every page of its range as mapped (the kernel maps only the cached,
 * up-to-date ones).  A MAP_FIXED mmap, brk or mremap whose exit the trace
 * lacks is applied at its entry as if it succeeded.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/kernel.h"
#include "state-local.h"
#include "vma.h"

#define PROT_READ_ 0x1
#define PROT_WRITE_ 0x2
#define PROT_EXEC_ 0x4
#define MAP_SHARED_ 0x01
#define MAP_TYPE_ 0x0f
#define MAP_FIXED_ 0x10
#define MAP_ANONYMOUS_ 0x20
#define MAP_LOCKED_ 0x2000
#define MAP_POPULATE_ 0x8000
#define MAP_FIXED_NOREPLACE_ 0x100000

#define MADV_DONTFORK_ 10
#define MADV_DOFORK_ 11
#define MADV_WIPEONFORK_ 18
#define MADV_KEEPONFORK_ 19
#define MADV_POPULATE_READ_ 22
#define MADV_POPULATE_WRITE_ 23

#define SPAN_SHIFT VMA_SPAN_SHIFT
#define SPAN_SIZE (1ull << SPAN_SHIFT)

int mmr_st_vm_setup(struct mmr_state *st)
{
	st->vpool = mmr_vma_pool_new(st->page_shift);
	st->vm_pt_reclaim = mmr_kernel_has(MMR_KR_PT_RECLAIM, mmr_meta_get(st->meta, "kernel"),
					   NULL);
	/* without swap_kb (trace.dat, older recordings): no swap, and a caveat says so */
	st->vm_no_swap = mmr_meta_get_i64(st->meta, "swap_kb", 0) == 0;
	st->vm_swap_unknown = !mmr_meta_get(st->meta, "swap_kb");
	return st->vpool ? 0 : MMR_ENOMEM;
}

void mmr_st_vm_teardown(struct mmr_state *st)
{
	mmr_vma_pool_free(st->vpool);
	st->vpool = NULL;
}

static struct st_vm *vm_alloc(void)
{
	struct st_vm *vm = calloc(1, sizeof(*vm));

	if (vm) {
		mmr_vmas_init(&vm->v);
		mmr_hash_init(&vm->dirty, 0);
	}
	return vm;
}

void mmr_st_vm_mm_free(struct mmr_state *st, struct st_mm *m)
{
	if (!m || !m->vm)
		return;
	mmr_vmas_free(st->vpool, &m->vm->v);
	mmr_hash_free(&m->vm->dirty);
	free(m->vm);
	m->vm = NULL;
}

static void vm_uncache(struct st_vm *vm)
{
	vm->c_lo = vm->c_hi = 0;
	vm->c_span = UINT64_MAX;
}

/* The heap of a start snapshot: where the program break is. */
static void find_heap(void *arg, const struct mmr_vma *x)
{
	struct st_vm *vm = arg;

	if (x->flags & VMA_HEAP) {
		vm->brk = x->end;
		vm->brk_known = 1;
	}
}

/*
 * dup_mmap() copies the PTEs of a VMA only where vma_needs_copy(): an
 * anon_vma, i.e. private anonymous memory or a private file mapping that was
 * written (taken as: writable); shared and read-only file memory faults in
 * again in the child.
 */
static int copied_at_fork(const struct mmr_vma *x)
{
	return !(x->flags & (VMA_SHARED | VMA_WIPEONFORK)) &&
	       (!(x->flags & VMA_FILE) || (x->flags & VMA_WRITE));
}

/* The child's present pages: the parent's, where its VMA is copied. */
static void copy_present(struct mmr_state *st, uint32_t child, const struct st_mm *pm,
			 struct st_vm *cvm)
{
	const struct mmr_hash *h = &pm->present.dir;
	const struct mmr_vma *x = NULL;
	struct st_mm *cm = mm_of(st, child);
	struct pr_leaf *clf;
	uint32_t i;

	for (i = 0; i < h->cap; i++) {
		uint64_t key = *mmr_hash_keyp(h, i), b;
		const struct pr_leaf *lf;

		if (key <= MMR_H_TOMB)
			continue;
		lf = *(struct pr_leaf *const *)mmr_hash_valp(h, i);
		for (b = lf->bits; b; b &= b - 1) {
			unsigned int j = (unsigned int)__builtin_ctzll(b);
			uint64_t vpage = ((key - 2) << PR_SHIFT) + j;
			uint64_t addr = vpage << st->page_shift;

			if (!x || addr < x->start || addr >= x->end)
				x = mmr_vmas_find(st->vpool, &cvm->v, addr);
			if (!x || !copied_at_fork(x))
				continue;
			present_add(st, child, vpage, lf->pfn[j]);
			/* copy_present_pte(): the child's PTE is old */
			if (cm && (clf = pr_leaf_find(&cm->present, vpage)) != NULL)
				clf->old |= 1ull << (vpage & (PR_LEAF - 1));
			if (mmr_vmas_pt_add(&cvm->v, addr) < 0)
				st->oom = 1;
		}
	}
}

void mmr_st_vm_mm_new(struct mmr_state *st, uint32_t id, int how, uint32_t parent)
{
	struct st_mm *m = mm_of(st, id), *pm;
	struct st_vm *vm;
	char key[32];
	const char *maps;

	if (!m)
		return;
	m->vm = NULL;
	switch (how) {
	case MMR_ST_VM_OLD:
		snprintf(key, sizeof(key), "maps.%d", m->tgid);
		maps = mmr_meta_get(st->meta, key);
		st->vm_stats.old_mms++;
		if (!maps)
			return;
		st->vm_stats.old_mms_mapped++;
		if (!(vm = vm_alloc()) || mmr_vmas_parse(st->vpool, &vm->v, maps) < 0)
			goto oom;
		mmr_vmas_each(st->vpool, &vm->v, 0, UINT64_MAX, find_heap, vm);
		break;
	case MMR_ST_VM_EXEC:
		if (!(vm = vm_alloc()))
			goto oom;
		break;
	default: /* MMR_ST_VM_FORK */
		pm = mm_of(st, parent);
		if (!pm || !pm->vm)
			return;
		if (!(vm = vm_alloc()) || mmr_vmas_copy(st->vpool, &vm->v, &pm->vm->v) < 0)
			goto oom;
		vm->brk = pm->vm->brk;
		vm->brk_known = pm->vm->brk_known;
		vm_uncache(vm);
		m->vm = vm;
		copy_present(st, id, pm, vm);
		st->vm_stats.fork_pages += m->present.count;
		return;
	}
	vm_uncache(vm);
	m->vm = vm;
	return;
oom:
	if (vm) {
		mmr_vmas_free(st->vpool, &vm->v);
		free(vm);
	}
	st->oom = 1;
}

void mmr_st_vm_fault_slow(struct mmr_state *st, struct st_mm *m, uint64_t addr)
{
	struct st_vm *vm = m->vm;
	const struct mmr_vma *x = mmr_vmas_find(st->vpool, &vm->v, addr);

	if (!x) {
		/* a VMA the kernel made without a system call (exec): learnt page by page */
		uint64_t lo = addr & ~((uint64_t)st->page_size - 1);
		struct mmr_vma n = { lo, lo + st->page_size, lo >> st->page_shift,
				     VMA_IMPLIED | VMA_READ | VMA_WRITE, 0 };

		if (mmr_vmas_map(st->vpool, &vm->v, &n, NULL) < 0) {
			st->oom = 1;
			return;
		}
		x = mmr_vmas_find(st->vpool, &vm->v, addr);
		st->vm_stats.implied++;
	}
	if (mmr_vmas_pt_add(&vm->v, addr) < 0) {
		st->oom = 1;
		return;
	}
	vm->c_lo = x ? x->start : 0;
	vm->c_hi = x ? x->end : 0;
	vm->c_span = addr >> SPAN_SHIFT;
	if (x && (x->flags & (VMA_SHARED | VMA_WRITE)) == (VMA_SHARED | VMA_WRITE)) {
		int created;

		if (!mmr_hash_insert(&vm->dirty, MMR_H_KEY(vm->c_span), &created))
			st->oom = 1;
	}
}

/*
 * A user address, below x86-64's TASK_SIZE_MAX: kernel faults above are on
 * kernel memory (vmalloc, the direct map).
 */
#define USER_ADDR_END 0x00007ffffffff000ull

void mmr_st_on_fault_kernel(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t;
	struct st_mm *m;

	if (ev->pid <= 0 || ev->fault.address >= USER_ADDR_END)
		return;
	t = task_find(st, ev->pid);
	if (!t || t->kind != TASK_USER || !mm_usable(st, t->mm))
		return;
	m = &st->mm[t->mm];
	/* a bad user pointer (-EFAULT) maps nothing: only addresses of a known VMA */
	if (m->vm && mmr_vmas_find(st->vpool, &m->vm->v, ev->fault.address))
		vm_fault(st, m, ev->fault.address);
}

uint32_t mmr_st_vm_dirty_tables(const struct mmr_state *st, const struct st_mm *m)
{
	const struct st_vm *vm = m->vm;
	uint32_t i, n = 0;

	if (!vm || !vm->dirty.count)
		return 0;
	for (i = 0; i < vm->dirty.cap; i++) {
		const uint64_t *k = mmr_hash_keyp(&vm->dirty, i);

		if (*k > MMR_H_TOMB && mmr_vmas_pt_has(st->vpool, &vm->v, *k - MMR_H_KEY(0)))
			n++;
	}
	return n;
}

/* Mark the pages of [lo, hi) (page aligned) present, and their spans' tables. */
static void populate(struct mmr_state *st, uint32_t id, struct st_vm *vm, uint64_t lo,
		     uint64_t hi)
{
	uint64_t a;

	for (a = lo; a < hi; a += st->page_size) {
		present_mark(st, id, a >> st->page_shift);
		if (((a >> SPAN_SHIFT) != ((a - st->page_size) >> SPAN_SHIFT) || a == lo) &&
		    mmr_vmas_pt_add(&vm->v, a) < 0) {
			st->oom = 1;
			return;
		}
	}
	st->present_gen++;
	vm_uncache(vm);
}

struct populate_ctx {
	struct mmr_state *st;
	uint32_t id;
	struct st_vm *vm;
	uint64_t lo, hi;
	uint64_t *ranges;
	unsigned int n, cap;
};

static void collect_range(void *arg, const struct mmr_vma *x)
{
	struct populate_ctx *c = arg;

	if (c->n + 3 > c->cap) {
		unsigned int cap = c->cap ? c->cap * 2 : 16;
		uint64_t *r = realloc(c->ranges, cap * sizeof(*r));

		if (!r) {
			c->st->oom = 1;
			return;
		}
		c->ranges = r;
		c->cap = cap;
	}
	c->ranges[c->n++] = x->start > c->lo ? x->start : c->lo;
	c->ranges[c->n++] = x->end < c->hi ? x->end : c->hi;
	c->ranges[c->n++] = x->flags;
}

/* Every page of the VMAs in [lo, hi) becomes present (MADV_POPULATE_*, MAP_POPULATE). */
static void populate_vmas(struct mmr_state *st, uint32_t id, struct st_vm *vm, uint64_t lo,
			  uint64_t hi)
{
	struct populate_ctx c = { st, id, vm, lo, hi, NULL, 0, 0 };
	unsigned int i;

	mmr_vmas_each(st->vpool, &vm->v, lo, hi, collect_range, &c);
	for (i = 0; i + 2 < c.n; i += 3)
		populate(st, id, vm, c.ranges[i], c.ranges[i + 1]);
	free(c.ranges);
}

int mmr_st_vm_pages(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end, int mode,
		    uint64_t *npages, unsigned int *nr_vmas)
{
	struct populate_ctx c = { st, 0, NULL, start, end, NULL, 0, 0 };
	unsigned int i, used = 0;
	uint64_t n = 0, k;
	uint64_t last = 0; /* flags of the last VMA that counted, or of a run of implied ones */

	if (!m->vm)
		return -1;
	mmr_vmas_each(st->vpool, &m->vm->v, start, end, collect_range, &c);
	for (i = 0; i + 2 < c.n; i += 3) {
		uint64_t fl = c.ranges[i + 2];
		int implied = (fl & VMA_IMPLIED) != 0;

		k = mmr_st_present_range(st, m, c.ranges[i] >> st->page_shift,
					 c.ranges[i + 1] >> st->page_shift, mode, NULL);
		n += k;
		/*
		 * VMAs learnt from faults are pieces of one whose making the trace
		 * did not show (an untraced mmap): a run of them with the same
		 * protection counts as one VMA
		 */
		if (k && !(implied && last == fl))
			used++;
		if (k || !implied)
			last = fl;
	}
	free(c.ranges);
	/* pages outside every VMA the tracker knows (a layout learnt late) count too */
	if (mode == 1) {
		k = mmr_st_present_range(st, m, start >> st->page_shift, end >> st->page_shift, 1,
					 NULL);
		n += k;
		used += k != 0 && !used;
	}
	*npages = n;
	if (nr_vmas)
		*nr_vmas = used;
	return 0;
}

int mmr_st_vm_unmap(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		    uint64_t *npages, unsigned int *nr_vmas)
{
	struct mmr_vma_unmap u;

	/* tlb_end_vma() flushes once per VMA that had something cleared */
	if (mmr_st_vm_pages(st, m, start, end, 1, npages, nr_vmas) < 0)
		return -1;
	if (mmr_vmas_unmap(st->vpool, &m->vm->v, start, end, &u) < 0)
		st->oom = 1;
	st->vm_stats.freed += u.freed_spans;
	vm_uncache(m->vm);
	return u.freed_spans != 0;
}

struct prot_ctx {
	struct mmr_state *st;
	struct st_mm *m;
	uint64_t lo, hi;
	uint32_t prot;
	uint64_t npages;
	unsigned int nr_vmas;
	int lost;           /* some PTE with pages loses a permission */
};

static void prot_count(void *arg, const struct mmr_vma *x)
{
	struct prot_ctx *c = arg;
	uint64_t lo = x->start > c->lo ? x->start : c->lo, hi = x->end < c->hi ? x->end : c->hi, n;

	/* PTEs change where the protection does; PROT_NONE PTEs are not present for the TLB */
	if ((x->flags & VMA_PROT) == c->prot || !(x->flags & VMA_PROT))
		return;
	n = mmr_st_present_range(c->st, c->m, lo >> c->st->page_shift, hi >> c->st->page_shift, 0,
				 NULL);
	c->npages += n;
	c->nr_vmas += n != 0;
	if (n && (x->flags & VMA_PROT & ~c->prot))
		c->lost = 1;
}

int mmr_st_vm_mprotect(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		       uint64_t prot, uint64_t *npages, unsigned int *nr_vmas, int *grant)
{
	struct prot_ctx c = { st, m, start, end, 0, 0, 0, 0 };

	if (!m->vm)
		return -1;
	c.prot = (prot & PROT_READ_ ? VMA_READ : 0) | (prot & PROT_WRITE_ ? VMA_WRITE : 0) |
		 (prot & PROT_EXEC_ ? VMA_EXEC : 0);
	mmr_vmas_each(st->vpool, &m->vm->v, start, end, prot_count, &c);
	if (mmr_vmas_set_flags(st->vpool, &m->vm->v, start, end, c.prot, VMA_PROT, NULL) < 0)
		st->oom = 1;
	vm_uncache(m->vm);
	*npages = c.npages;
	*nr_vmas = c.nr_vmas;
	*grant = c.npages && !c.lost;
	return 0;
}

int mmr_st_vm_madvise(struct mmr_state *st, struct st_mm *m, uint32_t id, uint64_t start,
		      uint64_t end, uint64_t behavior)
{
	uint32_t set = 0, clear = 0;

	if (!m->vm)
		return -1;
	switch (behavior) {
	case MADV_DONTFORK_:
		set = VMA_DONTCOPY;
		break;
	case MADV_DOFORK_:
		clear = VMA_DONTCOPY;
		break;
	case MADV_WIPEONFORK_:
		set = VMA_WIPEONFORK;
		break;
	case MADV_KEEPONFORK_:
		clear = VMA_WIPEONFORK;
		break;
	case MADV_POPULATE_READ_:
	case MADV_POPULATE_WRITE_:
		populate_vmas(st, id, m->vm, start, end);
		return 0;
	default:
		return 0;
	}
	if (mmr_vmas_set_flags(st->vpool, &m->vm->v, start, end, set, clear, NULL) < 0)
		st->oom = 1;
	vm_uncache(m->vm);
	return 0;
}

struct pageout_ctx {
	struct mmr_state *st;
	struct st_mm *m;
	uint64_t lo, hi, npages;
};

static void pageout_vma(void *arg, const struct mmr_vma *x)
{
	struct pageout_ctx *c = arg;
	uint64_t lo = x->start > c->lo ? x->start : c->lo, hi = x->end < c->hi ? x->end : c->hi;

	/* shrink_folio_list(): an anonymous folio needs swap (add_to_swap()) to be unmapped */
	if (!(x->flags & VMA_FILE) && c->st->vm_no_swap) {
		if (c->st->vm_swap_unknown)
			c->st->vm_stats.pageout_kept +=
				mmr_st_present_range(c->st, c->m, lo >> c->st->page_shift,
						     hi >> c->st->page_shift, 0, NULL);
		return;
	}
	c->npages += mmr_st_present_range(c->st, c->m, lo >> c->st->page_shift,
					  hi >> c->st->page_shift, 1, NULL);
}

int mmr_st_vm_pageout(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		      uint64_t *npages)
{
	struct pageout_ctx c = { st, m, start, end, 0 };

	if (!m->vm)
		return -1;
	mmr_vmas_each(st->vpool, &m->vm->v, start, end, pageout_vma, &c);
	*npages = c.npages;
	return 0;
}

void mmr_st_vm_dontneed(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end)
{
	uint64_t s;

	/* 6.14+ zap_pte_range() with reclaim_pt frees the tables it emptied whole */
	if (!m->vm || !st->vm_pt_reclaim)
		return;
	for (s = (start + SPAN_SIZE - 1) >> SPAN_SHIFT; (s + 1) << SPAN_SHIFT <= end; s++)
		mmr_vmas_pt_drop(&m->vm->v, s);
	vm_uncache(m->vm);
}

/* ------------------------------------------------------------- mremap */

int mmr_st_vm_mremap(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t old_len,
		     uint64_t new_len, uint64_t dst, uint64_t *dst_pages, int *src_freed,
		     int *dst_freed)
{
	const struct mmr_vma *x;
	struct mmr_vma nv;
	struct mmr_vma_unmap u;

	*dst_pages = 0;
	*src_freed = *dst_freed = 0;
	if (!m->vm)
		return -1;
	x = mmr_vmas_find(st->vpool, &m->vm->v, start);
	if (x) {
		nv = *x;
		nv.pgoff += (start - x->start) >> st->page_shift;
		nv.flags &= ~(VMA_INIT | VMA_IMPLIED);
	} else {
		memset(&nv, 0, sizeof(nv));
		nv.flags = VMA_READ | VMA_WRITE;
		nv.pgoff = start >> st->page_shift;
	}
	if (dst == start) {
		/* in place: a tail goes, or the VMA grows */
		if (new_len < old_len) {
			uint64_t n;

			*src_freed = mmr_st_vm_unmap(st, m, start + new_len, start + old_len, &n,
						     NULL) > 0;
			*dst_pages = n;
		} else if (new_len > old_len) {
			nv.start = start + old_len;
			nv.end = start + new_len;
			nv.pgoff += old_len >> st->page_shift;
			if (mmr_vmas_map(st->vpool, &m->vm->v, &nv, NULL) < 0)
				st->oom = 1;
		}
		vm_uncache(m->vm);
		return 0;
	}
	/* moved: the destination is unmapped first (mremap_to()), then the source goes */
	nv.start = dst;
	nv.end = dst + new_len;
	*dst_freed = mmr_st_vm_unmap(st, m, dst, dst + new_len, dst_pages, NULL) > 0;
	if (mmr_vmas_unmap(st->vpool, &m->vm->v, start, start + old_len, &u) < 0)
		st->oom = 1;
	*src_freed = u.freed_spans != 0;
	if (mmr_vmas_map(st->vpool, &m->vm->v, &nv, NULL) < 0)
		st->oom = 1;
	vm_uncache(m->vm);
	return 0;
}

/* ------------------------------------------------------------- mmap, brk */

/* UNMAP of what a MAP_FIXED mmap or a brk shrink took away; nothing when nothing. */
static void emit_replaced(struct mmr_state *st, const struct mmr_event *ev, struct st_task *t,
			  uint32_t id, uint64_t npages, int freed, uint64_t lo, uint64_t hi)
{
	struct mmr_op *op;

	if (!npages && !freed)
		return;
	op = op_push(st, MMR_OP_UNMAP, ev);
	if (!op)
		return;
	op->unmap_kind = MMR_UNMAP_MUNMAP;
	op->mm = id;
	op->pid = t->pid;
	op->cpu = t->sc_cpu;
	op->npages = npages;
	op->start = lo;
	op->end = hi;
	op->freed_tables = (uint8_t)freed;
	op->nr_vmas = 1;
	op->enter_ts = t->sc_ts;
}

/* An mmap at @addr (page aligned) that succeeded: its VMA, and what it replaced. */
static void mmap_apply(struct mmr_state *st, const struct mmr_event *ev, struct st_task *t,
		       uint64_t addr)
{
	uint32_t id = t->kind == TASK_USER ? t->mm : 0;
	struct st_mm *m = mm_of(st, id);
	uint64_t len = (t->sc_a[1] + st->page_size - 1) & ~((uint64_t)st->page_size - 1);
	uint64_t prot = t->sc_a[2], flags = t->sc_a[3], n = 0;
	struct mmr_vma x;
	int freed = 0;

	if (!m || m->dying || !m->vm || !len || addr + len < addr)
		return;
	memset(&x, 0, sizeof(x));
	x.start = addr;
	x.end = addr + len;
	x.flags = (prot & PROT_READ_ ? VMA_READ : 0) | (prot & PROT_WRITE_ ? VMA_WRITE : 0) |
		  (prot & PROT_EXEC_ ? VMA_EXEC : 0) |
		  ((flags & MAP_TYPE_) == MAP_SHARED_ || (flags & MAP_TYPE_) == 0x03 ? VMA_SHARED : 0);
	if (!(flags & MAP_ANONYMOUS_)) {
		x.flags |= VMA_FILE;
		x.pgoff = t->sc_a[5] >> st->page_shift;
		/* the file is not traced: an id of its own per call, never merged */
		x.file = ++st->vm_anon_files ? st->vm_anon_files : ++st->vm_anon_files;
	} else if (x.flags & VMA_SHARED) {
		x.flags |= VMA_FILE; /* shmem */
		x.file = ++st->vm_anon_files ? st->vm_anon_files : ++st->vm_anon_files;
	} else {
		x.pgoff = addr >> st->page_shift;
	}
	/* over an existing mapping (MAP_FIXED): mmap_region() unmaps it first */
	if (mmr_vmas_count(st->vpool, &m->vm->v, x.start, x.end))
		freed = mmr_st_vm_unmap(st, m, x.start, x.end, &n, NULL) > 0;
	else
		n = mmr_st_present_range(st, m, x.start >> st->page_shift,
					 x.end >> st->page_shift, 1, NULL);
	emit_replaced(st, ev, t, id, n, freed, x.start, x.end);
	if (mmr_vmas_map(st->vpool, &m->vm->v, &x, NULL) < 0)
		st->oom = 1;
	vm_uncache(m->vm);
	if ((flags & (MAP_POPULATE_ | MAP_LOCKED_)) && prot)
		populate(st, id, m->vm, x.start, x.end);
	st->vm_stats.mmaps++;
}

/* The program break moved from the known one to @brk: the heap grows or shrinks. */
static void brk_apply(struct mmr_state *st, const struct mmr_event *ev, struct st_task *t,
		      uint64_t brk)
{
	uint32_t id = t->kind == TASK_USER ? t->mm : 0;
	struct st_mm *m = mm_of(st, id);
	uint64_t mask = (uint64_t)st->page_size - 1, lo, hi, n;
	struct st_vm *vm;
	int freed;

	if (!m || m->dying || !(vm = m->vm) || !brk)
		return;
	if (!vm->brk_known) {
		vm->brk = brk;
		vm->brk_known = 1;
		return;
	}
	lo = (vm->brk + mask) & ~mask;
	hi = (brk + mask) & ~mask;
	if (hi > lo) {
		struct mmr_vma x = { lo, hi, lo >> st->page_shift,
				     VMA_HEAP | VMA_READ | VMA_WRITE, 0 };
		const struct mmr_vma *h = lo ? mmr_vmas_find(st->vpool, &vm->v, lo - 1) : NULL;

		/* do_brk_flags() extends the heap VMA: keep its offsets contiguous */
		if (h && (h->flags & VMA_HEAP))
			x.pgoff = h->pgoff + ((lo - h->start) >> st->page_shift);
		if (mmr_vmas_map(st->vpool, &vm->v, &x, NULL) < 0)
			st->oom = 1;
	} else if (hi < lo) {
		/* do_vmi_align_munmap() of the heap's tail */
		freed = mmr_st_vm_unmap(st, m, hi, lo, &n, NULL) > 0;
		emit_replaced(st, ev, t, id, n, freed, hi, lo);
	}
	vm_uncache(vm);
	vm->brk = brk;
}

void mmr_st_on_vm_enter(struct mmr_state *st, const struct mmr_event *ev, int sc)
{
	struct st_task *t = mmr_st_task_user_evidence(st, ev);

	if (!t)
		return;
	mmr_st_sc_settle(st, t, ev);
	mmr_st_pass_drop(st, &t->rpass);
	t->sc = (uint8_t)sc;
	t->sc_st = SCS_NONE;
	t->sc_ts = ev->ts;
	t->sc_cpu = ev->cpu;
	memcpy(t->sc_a, ev->sys_enter.a, sizeof(t->sc_a));
	t->sc_st = SCS_AT_EXIT;
	if (st->sc_exits[sc] == SCX_RECORDED)
		return;
	/* no exit to wait for (yet): a fixed address or a new break is known now */
	if (sc == SC_MMAP && (t->sc_a[3] & (MAP_FIXED_ | MAP_FIXED_NOREPLACE_))) {
		mmap_apply(st, ev, t, t->sc_a[0] & ~((uint64_t)st->page_size - 1));
		t->sc_st = SCS_EMITTED;
	} else if (sc == SC_BRK && t->sc_a[0]) {
		brk_apply(st, ev, t, t->sc_a[0]);
		t->sc_st = SCS_EMITTED;
	}
}

void mmr_st_on_vm_exit(struct mmr_state *st, const struct mmr_event *ev, int sc)
{
	struct st_task *t = task_find(st, ev->pid);
	int64_t ret = ev->sys_exit.ret;

	st->sc_exits[sc] = SCX_RECORDED;
	if (!t || t->sc != sc) {
		/* a brk whose entry came before the trace still says where the break is */
		if (t && sc == SC_BRK && ret > 0)
			brk_apply(st, ev, t, (uint64_t)ret);
		return;
	}
	t->sc = SC_NONE;
	if (t->sc_st == SCS_EMITTED) {
		t->sc_st = SCS_NONE;
		return;
	}
	t->sc_st = SCS_NONE;
	if (ret < 0 && ret >= -4095)
		return;
	if (sc == SC_MMAP)
		mmap_apply(st, ev, t, (uint64_t)ret & ~((uint64_t)st->page_size - 1));
	else
		brk_apply(st, ev, t, (uint64_t)ret);
}

/* ------------------------------------------------------------- fault-around */

void mmr_st_vm_fault_around(struct mmr_state *st, uint32_t id, uint64_t fault_vpage,
			    uint64_t index, uint64_t last)
{
	struct st_mm *m = mm_of(st, id);
	const struct mmr_vma *x;
	uint64_t addr = fault_vpage << st->page_shift, i, lo, hi;

	if (!m || !m->vm)
		return;
	x = mmr_vmas_find(st->vpool, &m->vm->v, addr);
	if (!x || !(x->flags & VMA_FILE))
		return;
	/* the index of a page of the VMA is its pgoff plus its page offset in it */
	lo = x->start >> st->page_shift;
	hi = x->end >> st->page_shift;
	for (i = index; i <= last; i++) {
		uint64_t vp = lo + (i - x->pgoff);

		if (i < x->pgoff || vp >= hi)
			continue;
		present_mark(st, id, vp);
	}
	st->present_gen++;
}
