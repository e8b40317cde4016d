// SPDX-License-Identifier: LGPL-2.1
/*
 * x86: what the traced x86 kernel does, by epoch (4.19, 6.13, invlpgb), with
 * 6.14's PTE-table reclaim by MADV_DONTNEED (pt_reclaim).
 *
 * Every rule that changed with a kernel version is a row of the kernel table
 * (mmreplay/kernel.h), resolved at init from the `kernel` parameter or the
 * trace (lazy_tlb / lazy_cpumask / invlpgb give the epoch; free_batch,
 * pt_reclaim, migrate_batch, range_freed_tables), each also a parameter.
 *
 * Reclaim (and migration with migrate_batch, 6.3+, 7e12beb8ca2a
 * "migrate_pages: batch flushing TLB"; per page before) batch as full-flush:
 * mm/rmap.c set_tlb_ubc_flush_pending() -> arch_tlbbatch_add_pending() ORs
 * mm_cpumask(mm) into the task's batch; try_to_unmap_flush() at the end of
 * shrink_folio_list() (MMR_OP_PASS_END), and since v6.9 ("mm: free folios in
 * a batch in shrink_folio_list()", Matthew Wilcox) also each time its
 * folio_batch of freed folios fills (PAGEVEC_SIZE = 31, parameter
 * `free_batch`): a 64-folio pass is 3 rounds.  The folio_batch counts
 * folios, the ops and nr_reclaimed count pages, and since 6.16 ext4 caches
 * files in large folios, so each large folio the reclaiming task frees in
 * the pass takes its extra pages off both (PAGE_FREE order); docs/fidelity.md,
 * "Reclaim's folio_batch counts folios".  These flushes and
 * try_to_unmap_flush_dirty() before pageout (MMR_OP_WRITEBACK) all call
 * arch_tlbbatch_flush(), which builds
 * the flush_tlb_info with mm = NULL and TLB_FLUSH_ALL, so should_flush_tlb()
 * drops only lazy CPUs: every non-lazy CPU of the accumulated mask is IPI'd
 * and flushes everything, whatever it runs now.  should_defer_flush() is
 * applied.  mm->tlb_flush_batched stays set after the batch flush, so the
 * first munmap/madvise/mprotect/mremap of that mm pays flush_tlb_batched_pending()
 * = flush_tlb_mm() = flush_tlb_mm_range(mm, 0, TLB_FLUSH_ALL, 0, freed_tables
 * = true), "one additional flush per reclaim cycle" (rmap.c comment).
 *
 * munmap / madvise / mremap zap through mmu_gather: x86 tlb_flush() ->
 * flush_tlb_mm_range(mm, start, end, stride, freed_tables) once per gather
 * (x86's tlb_end_vma() never flushes: a no-op before 1e9fdf21a433, then
 * MMU_GATHER_MERGE_VMAS), madvise once per VMA (each has a gather of its
 * own), and whenever the gather is full (MMU_GATHER_BUNDLE 8 +
 * MAX_GATHER_BATCH_COUNT 19 x MAX_GATHER_BATCH 510 = 9,698 pages); mprotect
 * once per call (rule mprotect_gather, 6.0+), once per VMA before; exit
 * is one TLB_FLUSH_ALL with freed tables.  A flush of more than `ceiling`
 * pages (tlb_single_page_flush_ceiling, 33, debugfs-tunable; the default
 * "auto" reads the trace's metadata) is a full flush on each target, fewer
 * is one INVLPG per page: the ceiling changes the work, never the IPIs.
 *
 * Targets (arch/x86/mm/tlb.c):
 *  4.19   switch_mm_irqs_off() clears the CPU from the previous mm's mask
 *         when it loads another mm; a kernel thread keeps the mm loaded
 *         (lazy, still in the mask).  native_flush_tlb_others() IPIs the
 *         non-lazy CPUs of the mask (tlb_is_not_lazy), all of them when page
 *         tables were freed; a lazy CPU reached that way switches to init_mm.
 *  6.13   209954cbc7d0 "x86/mm/tlb: Update mm_cpumask lazily" and
 *         6db2526c1d69 "x86/mm/tlb: Only trim the mm_cpumask once a second":
 *         switching away no longer clears the mask; should_flush_tlb() skips
 *         lazy CPUs, then takes CPUs whose loaded_mm is the mm, and on a trim
 *         flush (should_trim_cpumask(): jiffies after next_trim_cpumask, set
 *         to jiffies + HZ at mm creation and at each trim; an mm that
 *         existed before the trace is taken as older than a second, its trim
 *         due at its first flush) also the CPUs that no longer run it, which
 *         only clear themselves from the mask (TLB_REMOTE_WRONG_CPU).
 *         freed_tables IPIs the whole mask.
 *  6.14+  (pt_reclaim, not an epoch: an mm change, CONFIG_PT_RECLAIM, default
 *         y on x86_64) Qi Zheng's "mm: pgtable: reclaim empty PTE page in
 *         madvise(MADV_DONTNEED)" (mm/pt_reclaim.c): madvise_dontneed_single_vma()
 *         zaps with details->reclaim_pt, and zap_pte_range() frees a PTE table
 *         it emptied when the zap covered its whole 2 MiB span
 *         (reclaim_pt_is_enabled()); free_pte() -> pte_free_tlb() sets
 *         tlb->freed_tables, so that madvise's flush IPIs the whole mask and
 *         every CPU there that runs another mm clears itself (reason 5);
 *         docs/fidelity.md, "MADV_DONTNEED frees PTE tables (pt_reclaim)".
 *  invlpgb 6.15+ on AMD: arch_tlbbatch_flush() is invlpgb_flush_all_nonglobals()
 *         (no IPIs); an mm gets a global ASID once a flush_tlb_multi() finds
 *         it loaded and not lazy on more than 3 CPUs (consider_global_asid()),
 *         after which its flushes are INVLPGB broadcasts (tlb.broadcast).
 * A round (tlb.flush_rounds) is one flush_tlb_multi() call, i.e. a
 * tlb:tlb_flush reason 4 in the trace, counted before the filter.
 *
 * test_tlb_real checks the model against real kernels (tests/data/tlb-real:
 * QEMU traces of Debian 6.12 with real IPIs); docs/fidelity.md, "The
 * tlb-real fixtures".  The free_batch flushes of a pass are counted from the
 * shrink event's nr_reclaimed, as the folio_batch also holds folios the
 * tracker does not know were mapped.  IPIs are decided when the tracker
 * delivers the op: at sys_exit for a syscall when the trace records its
 * exits (op->enter_ts says when it began), at sys_enter when it does not.
 * Fork's flush_tlb_mm() in dup_mmap() and CoW breaks (wp_page_copy() ->
 * ptep_clear_flush()) come as UNMAP(FORK) (npages 0, freed tables: a full
 * flush of the mm) and UNMAP(COW) (one page); exec is still missing.
 *
 * Reclaim unmaps only mapped folios.  Which page-cache folios a fault
 * mapped comes from the filemap tracepoints when the trace has them (the
 * tracker, replay/state.c "page cache"); docs/fidelity.md, "Which page-cache
 * folios a fault mapped".
 *
 * Approximations: the mask comes from the switches in the trace (CPUs that
 * held the mm before the trace are missing until they switch); an mm's first
 * trim is due one second after its first switch in the trace, with ns
 * resolution instead of jiffies (the kernel's may come up to a tick later);
 * for an mm created before the trace, and the recorder's, the first trim is
 * the first flush whose CSD the trace shows reach a CPU off the mm
 * (old_trim=traced: one the hypervisor kept from a preempted vCPU is
 * missed), or its first flush without csd events; the flushed range is the
 * present page count of the op, while x86 uses the span between the first
 * and last cleared PTE (a sparse range can cross the ceiling in the kernel
 * and not here); pages are split evenly over the VMAs of one syscall;
 * consider_global_asid() only samples 1 jiffy in 32, here it always looks;
 * paravirtual flushes (KVM drops preempted vCPUs from the IPI mask) are not
 * modelled: diff compares rounds only there (kvm_flush_tlb_multi() calls
 * native_flush_tlb_multi(), which traces reason 4 first, so a flush's round
 * stays exact, but a trim a preempted vCPU misses leaves it in the mask for
 * the later ones); a syscall's flush is decided at its sys_exit: a task preempted
 * between its zap and its exit flushes (in the kernel) against an older mask,
 * so a CPU that re-joined the mm meanwhile is cleared here and not there (the
 * remaining misses on a loaded box); pt_reclaim takes an madvise delivered at
 * sys_exit to be DONTNEED (REMOVE and PAGEOUT zap without reclaim_pt), and
 * assumes the span had a PTE table; pte_accessible() (6.4, no batch
 * entry for PROT_NONE PTEs) is left to the engine.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlb-common.h"

struct x86m {
	struct tlbc t;
	struct tlbc_policy pol;
	int pt_reclaim;       /* MADV_DONTNEED frees empty PTE tables (6.14+) */
	int range_freed_tables; /* flush_tlb_range() flushes are freed-tables flushes */
	int mprotect_gather;  /* mprotect flushes through an mmu_gather (6.0+) */
	/* pt_reclaim only, per CPU: the user mm it runs, the one before, when it left that */
	uint32_t *sw_mm, *sw_prev;
	uint64_t *sw_left;
	uint32_t nsw;
};

#define X86_PMD_SPAN (2ull << 20)
#define X86_MADV_DONTNEED 4
#define X86_MADV_DONTNEED_LOCKED 24

static const struct mmr_param_def x86_params[] = {
	{ "kernel", "auto",
	  "apply every kernel rule below as on this release (e.g. 6.12); auto = the trace's kernel" },
	{ "epoch", "auto", "4.19, 6.13, invlpgb, or auto (rules lazy_tlb, lazy_cpumask, invlpgb)" },
	{ "ceiling", "auto", "tlb_single_page_flush_ceiling; auto = trace metadata, else 33" },
	{ "free_batch", "auto",
	  "reclaim flushes every N freed folios (folio_batch: 31); 0 = pass end only; auto = 31 "
	  "with rule free_batch (6.9+, bc2ff4cbc329)" },
	{ "pt_reclaim", "auto",
	  "1: MADV_DONTNEED over a whole 2 MiB-aligned span frees its PTE table, a freed-tables "
	  "flush (CONFIG_PT_RECLAIM, 6.14+, 6375e95f381e); auto = by the kernel" },
	{ "migrate_batch", "auto",
	  "1: migrate_pages() batches its flush (6.3+, 7e12beb8ca2a); 0: a flush per page; "
	  "auto = by the kernel" },
	{ "range_freed_tables", "auto",
	  "1: flush_tlb_range() (mremap's move) is a freed-tables flush (6.15, stable 6.12.23, "
	  "6.6.87, 6.1.134...: 3ef938c35035); auto = by the kernel" },
	{ "old_trim", "traced",
	  "an mm older than the trace (and the recorder's): traced = its 6.13+ mask trim is the "
	  "first flush whose flush_tlb_func CSD the trace shows reach a CPU off the mm (a trace "
	  "without csd:csd_queue_cpu: due), due = the trim is due at its first flush (the "
	  "fewest rounds), fresh = it was trimmed just before the trace (the most)" },
	{ "mprotect_gather", "auto",
	  "1: mprotect flushes once per call, not when PTEs only gain permissions (6.0+, "
	  "4a18419f71cd, c9fe66560bf2); 0: once per VMA (flush_tlb_range()); auto = by the "
	  "kernel" },
	{ "switch_ipi", "auto",
	  "1: a CPU in the middle of a switch to another mm gets the flush IPI and, when it is "
	  "not switching to the flushed mm, leaves its mask (6.15, stable 6.14.7: fea4e317f9e7; "
	  "with the 6.13+ lazy mask only); auto = by the kernel" },
};

static int x86_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		    void **priv, struct mmr_error *err)
{
	struct x86m *m = calloc(1, sizeof(*m));
	enum tlbc_epoch epoch;
	const char *cs = mmr_params_get(params, "ceiling");
	const char *fb = mmr_params_get(params, "free_batch"), *ot;
	int64_t ceiling = TLBC_DEFAULT_CEILING, free_batch = 0;
	int ret, mb = 0, pr = 0, rf = 0, mg = 0, si = 0;
	char buf[32];

	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "x86: out of memory");
	ret = mmr_tlbc_epoch_param(params, "x86", ctx, 1, &epoch, err);
	if (!ret && (!cs || !strcmp(cs, "auto"))) {
		if (ctx->meta)
			ceiling = mmr_meta_get_i64(ctx->meta, "tlb_single_page_flush_ceiling",
						   TLBC_DEFAULT_CEILING);
		snprintf(buf, sizeof(buf), "%lld", (long long)ceiling);
		mmr_params_resolve(params, "ceiling", buf);
	} else if (!ret) {
		ret = mmr_params_i64(params, "ceiling", &ceiling, err);
	}
	if (!ret && (!fb || !strcmp(fb, "auto"))) {
		free_batch = mmr_kernel_has(MMR_KR_FREE_BATCH, mmr_model_kernel(ctx, params), NULL) ?
			     TLBC_FREE_BATCH : 0;
		snprintf(buf, sizeof(buf), "%lld", (long long)free_batch);
		mmr_params_resolve(params, "free_batch", buf);
	} else if (!ret) {
		ret = mmr_params_i64(params, "free_batch", &free_batch, err);
		if (!ret && free_batch < 0)
			ret = mmr_error_set(err, MMR_EINVAL, "x86: free_batch=%lld: must be >= 0",
					    (long long)free_batch);
	}
	if (!ret && (pr = mmr_model_rule(ctx, params, "x86", MMR_KR_PT_RECLAIM, err)) < 0)
		ret = pr;
	if (!ret && (mb = mmr_model_rule(ctx, params, "x86", MMR_KR_MIGRATE_BATCH, err)) < 0)
		ret = mb;
	if (!ret && (rf = mmr_model_rule(ctx, params, "x86", MMR_KR_RANGE_FREED_TABLES, err)) < 0)
		ret = rf;
	if (!ret && (mg = mmr_model_rule(ctx, params, "x86", MMR_KR_MPROTECT_GATHER, err)) < 0)
		ret = mg;
	if (!ret && (si = mmr_model_rule(ctx, params, "x86", MMR_KR_SWITCH_IPI, err)) < 0)
		ret = si;
	ot = mmr_params_get(params, "old_trim");
	if (!ret && ot && strcmp(ot, "due") && strcmp(ot, "fresh") && strcmp(ot, "traced"))
		ret = mmr_error_set(err, MMR_EINVAL,
				    "x86: old_trim=%s: expected traced, due or fresh", ot);
	if (!ret && ceiling < 0)
		ret = mmr_error_set(err, MMR_EINVAL, "x86: ceiling=%lld: must be >= 0",
				    (long long)ceiling);
	if (!ret && mmr_tlbc_init(&m->t, epoch, (uint64_t)ceiling))
		ret = mmr_error_set(err, MMR_ENOMEM, "x86: out of memory");
	if (ret) {
		mmr_tlbc_fini(&m->t);
		free(m);
		return ret;
	}
	m->pol.pass_end = 1;
	m->pol.mm_pending = 1;
	m->pol.migrate_per_page = !mb;
	m->pol.free_batch = (uint64_t)free_batch;
	m->pt_reclaim = pr;
	m->range_freed_tables = rf;
	m->mprotect_gather = mg;
	m->t.mprotect_gather = mg;
	m->t.switch_ipi = si;
	m->t.old_trim_fresh = ot && !strcmp(ot, "fresh");
	/* the recorder enabled csd:csd_queue_cpu: trims can be read off the trace */
	m->t.old_trim_traced = (!ot || !strcmp(ot, "traced")) &&
			       mmr_meta_tracepoint(ctx->meta, "csd:csd_queue_cpu") == 1;
	m->t.recorder_tgid =
		ctx->meta ? (int32_t)mmr_meta_get_i64(ctx->meta, "recorder_pid", -1) : -1;
	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	*priv = m;
	return 0;
}

/*
 * 6.14+ zap_pte_range() with details->reclaim_pt (madvise_dontneed_single_vma()
 * only) frees a PTE table it emptied when the zap covered its whole 2 MiB span
 * (reclaim_pt_is_enabled(): end - start >= PMD_SIZE): free_pte() ->
 * pte_free_tlb() sets tlb->freed_tables.  1 when @op is such an madvise.  The
 * behaviour is known when the op comes at sys_enter; at sys_exit it is taken
 * to be DONTNEED (REMOVE and PAGEOUT also remove pages but zap without
 * reclaim_pt: counted as DONTNEED there).
 */
static int x86_pt_reclaim(const struct mmr_op *op)
{
	uint64_t a = (op->start + X86_PMD_SPAN - 1) & ~(X86_PMD_SPAN - 1);

	if (op->unmap_kind != MMR_UNMAP_MADVISE || op->freed_tables)
		return 0;
	if (op->ev && op->ev->kind == MMR_EV_SYS_ENTER_MADVISE &&
	    op->ev->sys_enter.a[2] != X86_MADV_DONTNEED &&
	    op->ev->sys_enter.a[2] != X86_MADV_DONTNEED_LOCKED)
		return 0;
	return a >= op->start && a + X86_PMD_SPAN <= op->end;
}

/* SWITCH with pt_reclaim: which user mm @op->cpu ran last, and until when. */
static int x86_track_switch(struct x86m *m, const struct mmr_op *op)
{
	uint32_t cpu = op->cpu;

	if (cpu >= m->nsw) {
		uint32_t n = cpu + 64, i;
		uint32_t *a = realloc(m->sw_mm, n * sizeof(*a));
		uint64_t *l;

		if (!a)
			return MMR_ENOMEM;
		m->sw_mm = a;
		a = realloc(m->sw_prev, n * sizeof(*a));
		if (!a)
			return MMR_ENOMEM;
		m->sw_prev = a;
		l = realloc(m->sw_left, n * sizeof(*l));
		if (!l)
			return MMR_ENOMEM;
		m->sw_left = l;
		for (i = m->nsw; i < n; i++) {
			m->sw_mm[i] = m->sw_prev[i] = 0;
			m->sw_left[i] = 0;
		}
		m->nsw = n;
	}
	if (m->sw_mm[cpu] && m->sw_mm[cpu] != op->mm) {
		m->sw_prev[cpu] = m->sw_mm[cpu];
		m->sw_left[cpu] = op->ts;
	}
	m->sw_mm[cpu] = op->mm;
	return 0;
}

/*
 * The tracker delivers a syscall's unmap at its sys_exit, but the kernel
 * flushed at the end of the zap, usually right after sys_enter; a task
 * preempted in between (on a loaded box, at the exit path) lets other CPUs
 * run the mm meanwhile.  A CPU that this freed-tables flush just cleared
 * from the mask but that ran the mm after the call began is in the kernel's
 * mask now either way: it ran the mm at the flush (not cleared) or re-joined
 * after it.  Put it back (its IPI stays counted).  CPUs 0-63 only (one mask
 * word): the machines where this matters have a few vCPUs.  Evidence:
 * docs/fidelity.md, "MADV_DONTNEED frees PTE tables (pt_reclaim)".
 */
static void x86_rejoin(struct x86m *m, const struct mmr_op *op, const uint64_t *before)
{
	uint64_t *mask;
	uint32_t x, n = m->nsw < 64 ? m->nsw : 64;

	if (!op->enter_ts || op->mm >= m->t.mm_cap)
		return;
	mask = mmr_tlbc_mask(&m->t, op->mm);
	for (x = 0; x < n; x++) {
		if (!((*before >> x) & 1) || ((mask[0] >> x) & 1) || x == op->cpu)
			continue;
		if (m->sw_prev[x] == op->mm && m->sw_left[x] > op->enter_ts)
			mask[0] |= 1ull << x;
	}
}

static int x86_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct x86m *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	if (m->t.switch_ipi || m->t.old_trim_traced)
		mmr_tlbc_mid_op(&m->t, op);
	if (__builtin_expect(m->pt_reclaim, 0)) {
		if (op->kind == MMR_OP_SWITCH && x86_track_switch(m, op))
			return MMR_ENOMEM;
		if (op->kind == MMR_OP_UNMAP && x86_pt_reclaim(op)) {
			struct mmr_op o = *op;
			uint64_t before = op->mm < m->t.mm_cap ? mmr_tlbc_mask(&m->t, op->mm)[0] : 0;
			int ret;

			o.freed_tables = 1;
			ret = mmr_tlbc_batched_on_op(&m->t, &m->pol, &o);
			if (!ret)
				x86_rejoin(m, op, &before);
			return ret;
		}
	}
	/* 3ef938c35035: flush_tlb_range() = flush_tlb_mm_range(..., true) */
	if (op->kind == MMR_OP_UNMAP && (op->unmap_flags & MMR_UNMAP_F_RANGE) &&
	    m->range_freed_tables && !op->freed_tables &&
	    (op->unmap_kind != MMR_UNMAP_MPROTECT || !m->mprotect_gather)) {
		struct mmr_op o = *op;

		o.freed_tables = 1;
		return mmr_tlbc_batched_on_op(&m->t, &m->pol, &o);
	}
	return mmr_tlbc_batched_on_op(&m->t, &m->pol, op);
}

static int x86_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct x86m *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	mmr_tlbc_batched_finish(&m->t, &m->pol);
	mmr_tlbc_mid_resolve(&m->t, UINT64_MAX);
	return 0;
}

static void x86_free(void *priv)
{
	struct x86m *m = priv;

	if (!m)
		return;
	mmr_tlbc_fini(&m->t);
	free(m->sw_mm);
	free(m->sw_prev);
	free(m->sw_left);
	free(m);
}

const struct mmr_model_ops mmr_model_x86 = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "x86",
	.summary = "the traced x86 kernel: batched reclaim, flush_tlb_mm_range, lazy/trim rules by epoch",
	.params = x86_params,
	.nr_params = sizeof(x86_params) / sizeof(x86_params[0]),
	.metrics = mmr_tlbc_metrics,
	.nr_metrics = TLBC_M__COUNT,
	.init = x86_init,
	.on_op = x86_on_op,
	.finish = x86_finish,
	.free = x86_free,
	/* large folios count in free_batch; the rest only sync the tasks */
	.act_mask = (1u << MMR_OP_SWITCH) | (1u << MMR_OP_UNMAP) | (1u << MMR_OP_PASS_END) |
		    (1u << MMR_OP_WRITEBACK) | (1u << MMR_OP_MM_EXIT) |
		    MMR_OP_ACT_LARGE_FREE,
};
