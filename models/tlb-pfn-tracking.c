// SPDX-License-Identifier: LGPL-2.1
/*
 * pfn-tracking: reclaim and migration collect up to `batch` PFNs per task and
 * send one IPI round per batch; each target invalidates every PFN (INVLPG).
 *
 * Kernel behaviour reproduced: Mel Gorman's "TLB flush multiple pages per IPI"
 * v5 (June 2015, Message-ID 1433767854-24408-1-git-send-email-mgorman@suse.de)
 * and its re-post as v6 4/4 (1433871118-15207-5-...): in mm/rmap.c
 *
 *	#define BATCH_TLBFLUSH_SIZE 32UL   (matches SWAP_CLUSTER_MAX)
 *	set_tlb_ubc_flush_pending(mm, page, writable):
 *		cpumask_or(&ubc->cpumask, &ubc->cpumask, mm_cpumask(mm));
 *		ubc->pfns[ubc->nr_pages++] = page_to_pfn(page);
 *		if (ubc->nr_pages == BATCH_TLBFLUSH_SIZE) try_to_unmap_flush();
 *	try_to_unmap_flush(): local percpu_flush_tlb_batch_pages() if this CPU
 *		is in the mask, smp_call_function_many(&ubc->cpumask, ...) if any
 *		other CPU is;
 *	percpu_flush_tlb_batch_pages(): one flush_local_tlb_addr() per PFN.
 *
 * The batch is per task (current->tlb_ubc) and is flushed when full, at the
 * end of shrink_page_list() (MMR_OP_PASS_END) and, when a dirty PTE was
 * batched, before writeback (try_to_unmap_flush_dirty, MMR_OP_WRITEBACK).
 * should_defer_flush() (only batch when mm_cpumask has another CPU) is
 * applied: such pages flush locally and take no batch slot.  smp_call_function_many()
 * has no lazy filter, so with the default epoch "2015" every CPU of the
 * batch mask gets the IPI (the mask is the v4.2 one: lazy CPUs stay in it).
 * The posted patch INVLPGs pfn << PAGE_SHIFT, a physical address: this model
 * counts its cost (one INVLPG per PFN per target), not its correctness.
 * v5 also dropped migration batching; here migration batches like reclaim,
 * since the policy under study is the batch size.
 *
 * munmap / madvise / mprotect / mremap go through mmu_gather and
 * flush_tlb_mm_range() of the epoch, as in flush-per-page.  The 4.12
 * flush_tlb_batched_pending() did not exist in 2015 and is not applied.
 * Never merged: Linus asked for a limit, Mel dropped the patch for the
 * full-flush series (v7, merged in 4.3; see tlb-full-flush.c).
 *
 * Approximations: an op of npages pages counts npages PFNs (a THP would be
 * one PFN in the kernel); masks come from the switches in the trace.
 */
#include <stdlib.h>

#include "tlb-common.h"

struct pfnt {
	struct tlbc t;
	struct tlbc_policy pol;
};

static const struct mmr_param_def pfnt_params[] = {
	{ "batch", "32", "PFNs per batch before an IPI round (BATCH_TLBFLUSH_SIZE)" },
	{ "epoch", "2015", "target rule: 2015 (v4.2 mask, lazy CPUs IPI'd), 4.19 or 6.13" },
};

static int pfnt_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		     void **priv, struct mmr_error *err)
{
	struct pfnt *m = calloc(1, sizeof(*m));
	enum tlbc_epoch epoch;
	int64_t batch = 32;
	int ret;

	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "pfn-tracking: out of memory");
	ret = mmr_params_i64(params, "batch", &batch, err);
	if (!ret && batch < 1)
		ret = mmr_error_set(err, MMR_EINVAL, "pfn-tracking: batch=%lld: must be >= 1",
				    (long long)batch);
	if (!ret)
		ret = mmr_tlbc_epoch_param(params, "pfn-tracking", ctx, 0, &epoch, err);
	if (!ret && mmr_tlbc_init(&m->t, epoch, TLBC_DEFAULT_CEILING))
		ret = mmr_error_set(err, MMR_ENOMEM, "pfn-tracking: out of memory");
	if (ret) {
		mmr_tlbc_fini(&m->t);
		free(m);
		return ret;
	}
	m->pol.limit = (uint64_t)batch;
	m->pol.invlpg = 1;
	m->pol.pass_end = 1;
	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	*priv = m;
	return 0;
}

static int pfnt_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct pfnt *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	return mmr_tlbc_batched_on_op(&m->t, &m->pol, op);
}

static int pfnt_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct pfnt *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	mmr_tlbc_batched_finish(&m->t, &m->pol);
	return 0;
}

static void pfnt_free(void *priv)
{
	struct pfnt *m = priv;

	if (!m)
		return;
	mmr_tlbc_fini(&m->t);
	free(m);
}

const struct mmr_model_ops mmr_model_pfn_tracking = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "pfn-tracking",
	.summary = "per-task batch of up to `batch` PFNs, INVLPG each on the targets (2015 v5/v6)",
	.params = pfnt_params,
	.nr_params = sizeof(pfnt_params) / sizeof(pfnt_params[0]),
	.metrics = mmr_tlbc_metrics,
	.nr_metrics = TLBC_NR_POLICY_METRICS,
	.init = pfnt_init,
	.on_op = pfnt_on_op,
	.finish = pfnt_finish,
	.free = pfnt_free,
	/* the other ops only sync the running tasks (mmr_tlbc_sync()) */
	.act_mask = (1u << MMR_OP_SWITCH) | (1u << MMR_OP_UNMAP) | (1u << MMR_OP_PASS_END) |
		    (1u << MMR_OP_WRITEBACK) | (1u << MMR_OP_MM_EXIT),
};
