// SPDX-License-Identifier: LGPL-2.1
/*
 * pcp-none: no per-cpu page lists.  Every page allocation (rmqueue_buddy) and
 * every free (free_one_page) takes zone->lock once: the upper bound the
 * per-cpu lists were invented to cut (Martin Bligh's hot/cold lists, 2.5).
 * All acquisitions count as zone.lock.direct.
 */
#include "lock-common.h"

static int pcp_none_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
			 void **priv, struct mmr_error *err)
{
	return mmr_lk_pcp_init(MMR_LK_PCP_NONE, ctx, params, priv, err);
}

const struct mmr_model_ops mmr_model_pcp_none = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "pcp-none",
	.summary = "no per-cpu page lists: one zone->lock per page alloc and per free",
	.metrics = mmr_lk_zone_metrics,
	.nr_metrics = MMR_LK_ZONE__N,
	.init = pcp_none_init,
	.on_op = mmr_lk_pcp_none_on_op,
	.finish = mmr_lk_pcp_finish,
	.free = mmr_lk_pcp_free,
	/* the on_op above returns 0 with no effect for any other op */
	.op_mask = (1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_PAGE_FREE),
};
