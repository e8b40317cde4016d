// SPDX-License-Identifier: LGPL-2.1
/*
 * percpu-counter: Balbir Singh's August 2009 v2 "Help Resource Counters Scale
 * Better" (not merged): res_counter usage became a percpu_counter,
 * __percpu_counter_add(&usage, val, nr_cpu_ids * MEM_CGROUP_RES_ERR_TOLERANCE)
 * with a tolerance of 4 pages, so a CPU folds its local delta into the shared
 * count (under fbc->lock) only once it reaches +-4 * nr_cpu_ids pages.  The
 * patch still took the counter's lock to update max_usage whenever usage went
 * past its maximum, which is every charge while usage grows: with
 * max_usage_lock=1 (default) that lock and write are counted too (exact usage
 * stands in for the percpu_counter read); max_usage_lock=0 shows the fold
 * traffic alone.  Per level, root included (no root bypass before 2.6.32).
 * Sources: policy-spec C.1 (S46).  Hierarchy assumptions: models/memcg-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "depth", "", "hierarchy levels charged, root included (empty: memcg_depth metadata, else 2)" },
	{ "tolerance", "4", "pages per CPU a local delta may hold before it is folded" },
	{ "max_usage_lock", "1", "count the max_usage lock taken while usage grows (0/1)" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_memcg_init(MMR_LK_MEMCG_PERCPU, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_percpu_counter = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "percpu-counter",
	.summary = "2009 v2 proposal: percpu_counter usage, folded every 4 * nr_cpus pages",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_memcg_metrics,
	.nr_metrics = MMR_LK_MEMCG__N,
	.init = init,
	.on_op = mmr_lk_memcg_percpu_on_op,
	.finish = mmr_lk_memcg_finish,
	/* no uncharge batching: only charges and uncharges matter */
	.op_mask = (1u << MMR_OP_CHARGE) | (1u << MMR_OP_UNCHARGE),
	.free = mmr_lk_memcg_free,
};
