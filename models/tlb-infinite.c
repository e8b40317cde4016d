// SPDX-License-Identifier: LGPL-2.1
/*
 * infinite: the full-flush batch is never flushed at the end of a pass; it
 * survives across passes and is flushed only when correctness forces it.
 * The lower bound on shootdown rounds for the trace: no kernel did this.
 *
 * Kernel behaviour it starts from: the v4.3 full-flush batch (see
 * tlb-full-flush.c) and the question raised in the 2015 thread whether a
 * full-flush batch could grow without bound (Ingo: tune the limit "by
 * comparing it to a working full-flushing batching logic", lore
 * 20150610090813.GA30359@gmail.com).  The closest real designs are Byungchul
 * Park's unmerged migrc/LUF series (postpone flushes until the page is
 * reused).  Forced flush points, each one round at most:
 *
 *  - a pending pfn is allocated again (MMR_OP_PAGE_ALLOC): the model keeps
 *    pfn -> batch for every deferred page whose op carried a pfn and flushes
 *    the batch holding it, from the allocating CPU; pages whose op had no pfn
 *    are flushed by any PAGE_ALLOC the engine marks reused_pending;
 *  - a dirty page goes to writeback (try_to_unmap_flush_dirty(),
 *    MMR_OP_WRITEBACK): the writing task's batch, if it holds a dirty PTE;
 *  - munmap / madvise / mprotect / mremap of an mm with pages pending
 *    (flush_tlb_batched_pending(), mm/rmap.c since 4.12, 3ea277194daa): the
 *    kernel flushes the mm there (flush_tlb_mm()); the infinite batch is
 *    flushed instead, from the syscall's CPU, since that is the one flush
 *    that makes the mm safe;
 *  - the end of the trace (finish()).
 *
 * The batch is per task as in the kernel (current->tlb_ubc).  Targets follow
 * the epoch rule of the other policy models (default "2015": the v4.2 mask,
 * lazy CPUs IPI'd).  Syscall unmaps themselves: mmu_gather +
 * flush_tlb_mm_range() of the epoch, as in flush-per-page.
 *
 * Approximations: the batch mask only grows, so a CPU that stopped running
 * every batched mm long ago is still a target (the kernel mask has the same
 * property within one pass); a freed page reallocated before the engine saw
 * it freed is not detected.
 */
#include <stdlib.h>

#include "tlb-common.h"

struct inf {
	struct tlbc t;
	struct tlbc_policy pol;
};

static const struct mmr_param_def inf_params[] = {
	{ "epoch", "2015", "target rule: 2015 (v4.2 mask, lazy CPUs IPI'd), 4.19 or 6.13" },
};

static int inf_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		   void **priv, struct mmr_error *err)
{
	struct inf *m = calloc(1, sizeof(*m));
	enum tlbc_epoch epoch;
	int ret;

	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "infinite: out of memory");
	ret = mmr_tlbc_epoch_param(params, "infinite", ctx, 0, &epoch, err);
	if (!ret && mmr_tlbc_init(&m->t, epoch, TLBC_DEFAULT_CEILING))
		ret = mmr_error_set(err, MMR_ENOMEM, "infinite: out of memory");
	if (ret) {
		mmr_tlbc_fini(&m->t);
		free(m);
		return ret;
	}
	m->pol.infinite = 1;
	m->t.track_pfns = 1;
	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	*priv = m;
	return 0;
}

static int inf_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct inf *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	return mmr_tlbc_batched_on_op(&m->t, &m->pol, op);
}

static int inf_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct inf *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	mmr_tlbc_batched_finish(&m->t, &m->pol);
	return 0;
}

static void inf_free(void *priv)
{
	struct inf *m = priv;

	if (!m)
		return;
	mmr_tlbc_fini(&m->t);
	free(m);
}

const struct mmr_model_ops mmr_model_infinite = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "infinite",
	.summary = "batch survives passes; flushed only on pfn reuse, writeback, munmap/mprotect of a pending mm",
	.params = inf_params,
	.nr_params = sizeof(inf_params) / sizeof(inf_params[0]),
	.metrics = mmr_tlbc_metrics,
	.nr_metrics = TLBC_NR_POLICY_METRICS,
	.init = inf_init,
	.on_op = inf_on_op,
	.finish = inf_finish,
	.free = inf_free,
	/* pfn reuse; the other ops only sync the running tasks */
	.act_mask = (1u << MMR_OP_SWITCH) | (1u << MMR_OP_UNMAP) | (1u << MMR_OP_PASS_END) |
		    (1u << MMR_OP_WRITEBACK) | (1u << MMR_OP_MM_EXIT) |
		    (1u << MMR_OP_PAGE_ALLOC),
};
