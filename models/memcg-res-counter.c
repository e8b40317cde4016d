// SPDX-License-Identifier: LGPL-2.1
/*
 * res-counter: the memcg charge path before 2.6.32.  res_counter_charge()
 * walked the hierarchy (c = counter; c; c = c->parent) taking each level's
 * spin_lock to check the limit and add to usage; res_counter_uncharge() did the
 * same on the way back.  So one charge or uncharge call = d spinlock
 * acquisitions and d writes of shared counters (d = hierarchy depth counting
 * the root), whatever its size: N single-page faults cost N * d locks.  The
 * root was charged too (the root bypass came with 2.6.32, "Remove the overhead
 * of root based resource counter accounting").  Sources: policy-spec C.1,
 * the "-" lines of the 2009 "Help Resource Counters Scale Better" patch.
 * Hierarchy and memcg assumptions: models/memcg-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "depth", "", "hierarchy levels charged, root included (empty: memcg_depth metadata, else 2)" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_memcg_init(MMR_LK_MEMCG_RES_COUNTER, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_res_counter = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "res-counter",
	.summary = "pre-2.6.32 res_counter: one spinlock per hierarchy level per charge",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_memcg_metrics,
	.nr_metrics = MMR_LK_MEMCG__N,
	.init = init,
	.on_op = mmr_lk_memcg_res_on_op,
	.finish = mmr_lk_memcg_finish,
	/* no uncharge batching: only charges and uncharges matter */
	.op_mask = (1u << MMR_OP_CHARGE) | (1u << MMR_OP_UNCHARGE),
	.free = mmr_lk_memcg_free,
};
