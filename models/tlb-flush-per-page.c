// SPDX-License-Identifier: LGPL-2.1
/*
 * flush-per-page: reclaim and migration flush every unmapped page at once,
 * the way Linux did up to v4.2.
 *
 * Kernel behaviour reproduced (v4.2, arch/x86/mm/tlb.c and mm/rmap.c):
 * try_to_unmap_one() cleared each PTE with ptep_clear_flush(), which calls
 * flush_tlb_page(vma, addr):
 *
 *	if (current->active_mm == mm)
 *		current->mm ? __flush_tlb_one(addr) : leave_mm(cpu);
 *	if (cpumask_any_but(mm_cpumask(mm), cpu) < nr_cpu_ids)
 *		flush_tlb_others(mm_cpumask(mm), mm, addr, 0UL);
 *
 * so one IPI round per page to every other CPU of mm_cpumask(mm).  The 4.2
 * flush_tlb_func() target handler (read in the stored v4.2-era tlb.c) does
 * INVLPG when the CPU runs the mm (TLBSTATE_OK) and leave_mm() when it is
 * lazy, which takes the CPU out of mm_cpumask: a lazy CPU gets the first IPI
 * of a pass and no more.  The mask rule of that era (switch_mm() clears the
 * CPU from the previous mm, a kernel thread keeps the mm loaded, lazy) is
 * the default epoch "2015"; epoch=4.19|6.13 applies a later kernel's target
 * filter to the same per-page policy (see tlb-common.c).
 *
 * munmap / madvise / mprotect / mremap never flushed per page: they went
 * through mmu_gather and x86 flush_tlb_mm_range() (tlb_single_page_flush_ceiling
 * = 33 since 3.15; x86 tlb_end_vma() was a no-op, so one flush per gather of
 * up to 9,698 pages).  This model does the same for them, so the policy
 * models differ only in the reclaim/migration path (policy-spec A.1, A.5).
 * A reclaimed page of an mm whose mask has no other CPU costs a local flush
 * only.
 *
 * Approximations: the mask is rebuilt from the switches in the trace, so
 * CPUs that held the mm before the trace started are unknown until they
 * switch (at most one switch per CPU late).  A THP unmap counts as npages
 * rounds if the op says so; the kernel flushed one PMD (one round).
 */
#include <stdlib.h>

#include "tlb-common.h"

struct fpp {
	struct tlbc t;
};

static const struct mmr_param_def fpp_params[] = {
	{ "epoch", "2015", "target rule: 2015 (v4.2 mask, lazy CPUs IPI'd), 4.19 or 6.13" },
};

static int fpp_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		    void **priv, struct mmr_error *err)
{
	struct fpp *m = calloc(1, sizeof(*m));
	enum tlbc_epoch epoch;
	int ret;

	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "flush-per-page: out of memory");
	ret = mmr_tlbc_epoch_param(params, "flush-per-page", ctx, 0, &epoch, err);
	if (!ret && mmr_tlbc_init(&m->t, epoch, TLBC_DEFAULT_CEILING))
		ret = mmr_error_set(err, MMR_ENOMEM, "flush-per-page: out of memory");
	if (ret) {
		mmr_tlbc_fini(&m->t);
		free(m);
		return ret;
	}
	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	*priv = m;
	return 0;
}

/* One op after mmr_tlbc_sync_fast() (@synced: it did all of the sync). */
static __attribute__((noinline)) int fpp_op(struct fpp *m, const struct mmr_op *op, int synced)
{
	uint64_t i;

	if (!synced)
		mmr_tlbc_sync_slow(&m->t, op);
	switch (op->kind) {
	case MMR_OP_SWITCH:
		if (op->unmap_flags)
			mmr_tlbc_switch_flagged(&m->t, op);
		else
			mmr_tlbc_switch(&m->t, op->cpu, op->mm, op->ts);
		break;
	case MMR_OP_UNMAP:
		if (!op->mm)
			break;
		if (mmr_tlbc_reserve(&m->t, op->cpu, op->mm))
			return MMR_ENOMEM;
		if (op->unmap_kind == MMR_UNMAP_RECLAIM || op->unmap_kind == MMR_UNMAP_MIGRATION) {
			for (i = 0; i < op->npages; i++)
				mmr_tlbc_mm_flush(&m->t, op->cpu, op->mm, 1, 0, op->ts);
		} else {
			mmr_tlbc_syscall_unmap(&m->t, op);
		}
		break;
	case MMR_OP_MM_EXIT:
		mmr_tlbc_mm_exit(&m->t, op->mm);
		break;
	default:
		break;
	}
	return 0;
}

static int fpp_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct fpp *m = priv;

	m->t.counters = ctx->counters;
	m->t.state = ctx->state;
	/* most ops: synced inline and not one the model acts on, no call */
	if (mmr_tlbc_sync_fast(&m->t, op)) {
		if (op->kind == MMR_OP_SWITCH && !op->unmap_flags) {
			mmr_tlbc_switch(&m->t, op->cpu, op->mm, op->ts); /* common case inline */
			return 0;
		}
		if (op->kind == MMR_OP_SWITCH)
			return fpp_op(m, op, 1);
		if (op->kind != MMR_OP_UNMAP && op->kind != MMR_OP_MM_EXIT)
			return 0;
		return fpp_op(m, op, 1);
	}
	return fpp_op(m, op, 0);
}

static void fpp_free(void *priv)
{
	struct fpp *m = priv;

	if (!m)
		return;
	mmr_tlbc_fini(&m->t);
	free(m);
}

const struct mmr_model_ops mmr_model_flush_per_page = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "flush-per-page",
	.summary = "reclaim/migration flush each page at once (ptep_clear_flush, <= v4.2)",
	.params = fpp_params,
	.nr_params = sizeof(fpp_params) / sizeof(fpp_params[0]),
	.metrics = mmr_tlbc_metrics,
	.nr_metrics = TLBC_NR_POLICY_METRICS,
	.init = fpp_init,
	.on_op = fpp_on_op,
	.finish = NULL,
	.free = fpp_free,
	/* the other ops only sync the running tasks (mmr_tlbc_sync()) */
	.act_mask = (1u << MMR_OP_SWITCH) | (1u << MMR_OP_UNMAP) | (1u << MMR_OP_MM_EXIT),
};
