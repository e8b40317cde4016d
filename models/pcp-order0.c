// SPDX-License-Identifier: LGPL-2.1
/*
 * pcp-order0: per-cpu lists for order-0 pages only, as in Linux <= 5.12
 * (mm/page_alloc.c rmqueue_pcplist / free_unref_page_commit of 5.12): one
 * list per migratetype; an empty list is refilled with pcp->batch pages by one
 * rmqueue_bulk() (one zone->lock); a free that leaves count >= high drains
 * pcp->batch pages by one free_pcppages_bulk() (round-robin over the three
 * lists with the batch_free weighting of that version); every order > 0 takes
 * the lock directly.  The 5.12 free path had no free_factor (added in 5.14).
 *
 * batch and high: the parameters when given, else the trace's zone metadata
 * ("zone.<i>": /proc/zoneinfo's pcp batch and high), else batch = 63
 * (zone_batchsize() of any zone >= 1 GiB) and high = 6 * batch
 * (pageset_set_batch() before 5.14).  Simulator details: models/pcp-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "start", "auto", "lists at trace start: auto (zone.<i>.pcp_count/pcp_high metadata in thirds by migratetype, else empty), movable (that count all MOVABLE), empty, high_min, high or N pages" },
	{ "batch", "", "pcp->batch pages per refill/drain (empty: zone metadata, else 63)" },
	{ "high", "", "pcp->high (empty: zone metadata, else 6 * batch)" },
};

static int pcp_order0_init(const struct mmr_model_ctx *ctx, const struct mmr_params *p,
			   void **priv, struct mmr_error *err)
{
	return mmr_lk_pcp_init(MMR_LK_PCP_ORDER0, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_pcp_order0 = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "pcp-order0",
	.summary = "order-0 per-cpu lists (<= 5.12): batch refill, batch drain at high",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_zone_metrics,
	.nr_metrics = MMR_LK_ZONE__N,
	.init = pcp_order0_init,
	.on_op = mmr_lk_pcp_order0_on_op,
	.finish = mmr_lk_pcp_finish,
	.free = mmr_lk_pcp_free,
	/* the on_op above returns 0 with no effect for any other op */
	.op_mask = (1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_PAGE_FREE),
};
