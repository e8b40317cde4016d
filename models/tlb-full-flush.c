// SPDX-License-Identifier: LGPL-2.1
/*
 * full-flush: reclaim and migration keep only a cpumask per task, with no
 * size limit; the batch is flushed at the end of the pass or before
 * writeback of a dirty page, and every target flushes its whole TLB.
 *
 * Kernel behaviour reproduced: v4.3, commits 72b252aed506 "mm: send one IPI
 * per CPU to TLB flush all entries after unmapping pages" and d950c9477d51
 * "mm: defer flush of writable TLB entries" (Mel Gorman, series v7,
 * lore 20150709082000.GW6812@suse.de).  mm/rmap.c as merged (read in the
 * stored patch text):
 *
 *	set_tlb_ubc_flush_pending(): cpumask_or(&tlb_ubc->cpumask, ..., mm_cpumask(mm));
 *		flush_required = true; writable |= pte_dirty
 *	try_to_unmap_flush(): trace_tlb_flush(TLB_REMOTE_SHOOTDOWN, -1UL);
 *		local percpu_flush_tlb_batch_pages() if this CPU is in the mask;
 *		smp_call_function_many(&tlb_ubc->cpumask, percpu_flush_tlb_batch_pages, ...)
 *		if another CPU is;
 *	percpu_flush_tlb_batch_pages(): local_flush_tlb() (everything)
 *	try_to_unmap_flush_dirty(): if (tlb_ubc->writable) try_to_unmap_flush();
 *
 * shrink_page_list() calls try_to_unmap_flush() once at the end of its list
 * (MMR_OP_PASS_END) and try_to_unmap_flush_dirty() before pageout()
 * (MMR_OP_WRITEBACK).  should_defer_flush() is applied (batch only if
 * mm_cpumask has another CPU).  smp_call_function_many() has no lazy filter,
 * so with the default epoch "2015" every CPU of the batch mask is IPI'd and
 * flushes (lazy CPUs stay in the v4.2 mask); epoch=4.19|6.13 filters lazy
 * CPUs as arch_tlbbatch_flush() does later (mm == NULL: nothing else).
 * "Unlimited" means bounded by one shrink list, about SWAP_CLUSTER_MAX (32)
 * folios in kswapd and direct reclaim.  Migration batches like reclaim
 * (merged for migration only in 6.3, 7e12beb8ca2a).
 *
 * munmap / madvise / mprotect / mremap: mmu_gather + flush_tlb_mm_range() of
 * the epoch, as in flush-per-page.  flush_tlb_batched_pending() (4.12,
 * 3ea277194daa) came later and is left to the x86 model.
 *
 * Approximations: masks come from the switches in the trace; a pass whose
 * end event was lost is flushed by the next pass end of the same task or at
 * the end of the trace.
 */
#include <stdlib.h>

#include "tlb-common.h"

struct ff {
	struct tlbc t;
	struct tlbc_policy pol;
};

static const struct mmr_param_def ff_params[] = {
	{ "epoch", "2015", "target rule: 2015 (v4.2 mask, lazy CPUs IPI'd), 4.19 or 6.13" },
};

static int ff_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		   void **priv, struct mmr_error *err)
{
	struct ff *m = calloc(1, sizeof(*m));
	enum tlbc_epoch epoch;
	int ret;

	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "full-flush: out of memory");
	ret = mmr_tlbc_epoch_param(params, "full-flush", ctx, 0, &epoch, err);
	if (!ret && mmr_tlbc_init(&m->t, epoch, TLBC_DEFAULT_CEILING))
		ret = mmr_error_set(err, MMR_ENOMEM, "full-flush: out of memory");
	if (ret) {
		mmr_tlbc_fini(&m->t);
		free(m);
		return ret;
	}
	m->pol.pass_end = 1;
	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	*priv = m;
	return 0;
}

static int ff_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct ff *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	return mmr_tlbc_batched_on_op(&m->t, &m->pol, op);
}

static int ff_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct ff *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	mmr_tlbc_batched_finish(&m->t, &m->pol);
	return 0;
}

static void ff_free(void *priv)
{
	struct ff *m = priv;

	if (!m)
		return;
	mmr_tlbc_fini(&m->t);
	free(m);
}

const struct mmr_model_ops mmr_model_full_flush = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "full-flush",
	.summary = "cpumask-only batch per pass, targets flush everything (v4.3 try_to_unmap_flush)",
	.params = ff_params,
	.nr_params = sizeof(ff_params) / sizeof(ff_params[0]),
	.metrics = mmr_tlbc_metrics,
	.nr_metrics = TLBC_NR_POLICY_METRICS,
	.init = ff_init,
	.on_op = ff_on_op,
	.finish = ff_finish,
	.free = ff_free,
	/* the other ops only sync the running tasks (mmr_tlbc_sync()) */
	.act_mask = (1u << MMR_OP_SWITCH) | (1u << MMR_OP_UNMAP) | (1u << MMR_OP_PASS_END) |
		    (1u << MMR_OP_WRITEBACK) | (1u << MMR_OP_MM_EXIT),
};
