// SPDX-License-Identifier: LGPL-2.1
/*
 * ratelimit-none: no NUMA-balancing migration rate limit, as in 4.19 and
 * later (efaffc5e40ae "mm, sched/numa: Remove rate-limiting of automatic NUMA
 * balancing migration"; e054637597ba removed the leftover lock).  Every
 * misplaced page migrates; no lock, no shared write.  Details:
 * models/ratelimit-sim.c.
 */
#include "lock-common.h"

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_rl_init(MMR_LK_RL_NONE, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_ratelimit_none = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "ratelimit-none",
	.summary = "4.19+: no NUMA migrate rate limit",
	.metrics = mmr_lk_mig_metrics,
	.nr_metrics = MMR_LK_MIG__N,
	.init = init,
	.on_op = mmr_lk_rl_on_op,
	.free = mmr_lk_rl_free,
	/* mmr_lk_rl_on_op() returns 0 with no effect for any other op */
	.op_mask = 1u << MMR_OP_MIGRATE,
};
