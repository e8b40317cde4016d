// SPDX-License-Identifier: LGPL-2.1
/*
 * ratelimit-spinlock: the NUMA-balancing migration rate limit of 3.8 - 4.18,
 * numamigrate_update_ratelimit() in mm/migrate.c: per destination node, at
 * most ratelimit_pages = 128 MiB (32768 pages) per migrate_interval_millisecs
 * = 100 ms window ("do not migrate more than 1280M per second"); the expired
 * window is reset under pgdat->numabalancing_migrate_lock, one acquisition
 * per window (migrate.lock).  The count is checked before it is increased
 * (refuse when nr_pages > ratelimit_pages), so a window admits up to
 * ratelimit_pages + 1 pages of single-page migrations.  Removed in 4.19
 * (efaffc5e40ae, Mel Gorman: "the limit is hard-coded and does not account
 * for the real capabilities of the hardware").  Details: models/ratelimit-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "window_ms", "100", "migrate_interval_millisecs" },
	{ "pages", "32768", "ratelimit_pages per window per node (128 MiB of 4 KiB pages)" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_rl_init(MMR_LK_RL_SPINLOCK, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_ratelimit_spinlock = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "ratelimit-spinlock",
	.summary = "3.8-4.18 NUMA migrate limit: 32768 pages/100 ms/node, window reset under a spinlock",
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
