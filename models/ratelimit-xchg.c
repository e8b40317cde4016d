// SPDX-License-Identifier: LGPL-2.1
/*
 * ratelimit-xchg: the same limit as ratelimit-spinlock (32768 pages per 100 ms
 * per destination node), with the window reset done lock-free as in Srikar
 * Dronamraju's 2018 "mm/migrate: Use xchg instead of spinlock": the caller that
 * xchg()es the count to 0 moves next_window forward by whole intervals.
 * migrate.lock stays 0; the resets still write the node's line
 * (migrate.line_bounce).  The patch text itself was not found (policy-spec
 * open item 2).  Details: models/ratelimit-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "window_ms", "100", "migrate_interval_millisecs" },
	{ "pages", "32768", "ratelimit_pages per window per node" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_rl_init(MMR_LK_RL_XCHG, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_ratelimit_xchg = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "ratelimit-xchg",
	.summary = "2018 NUMA migrate limit with an xchg window reset: same limit, no lock",
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
