// SPDX-License-Identifier: LGPL-2.1
/*
 * promote-ratelimit: the 6.0+ memory-tiering promotion limit,
 * numa_promotion_rate_limit() in kernel/sched/fair.c:
 * sysctl_numa_balancing_promote_rate_limit = 65536 MB/s per target node,
 * counted in candidate pages over a 1 s window whose start is moved by a
 * cmpxchg (no lock: migrate.lock stays 0; the window resets write the node's
 * line).  Candidates count even when refused.  The kernel applies it only in
 * NUMA_BALANCING_MEMORY_TIERING mode to pages leaving a slow tier; the model
 * applies it to every misplaced migration.  Details: models/ratelimit-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "mbps", "65536", "numa_balancing_promote_rate_limit_MBps per node" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_rl_init(MMR_LK_RL_PROMOTE, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_promote_ratelimit = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "promote-ratelimit",
	.summary = "6.0+ memory-tiering promotion limit: MB/s per node, 1 s cmpxchg window",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_mig_metrics,
	.nr_metrics = MMR_LK_MIG__N,
	.init = init,
	.on_op = mmr_lk_rl_on_op,
	.free = mmr_lk_rl_free,
	/* mmr_lk_rl_on_op() returns 0 with no effect for any other op */
	.op_mask = 1u << MMR_OP_MIGRATE,
};
