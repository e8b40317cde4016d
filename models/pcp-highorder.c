// SPDX-License-Identifier: LGPL-2.1
/*
 * pcp-highorder: per-cpu lists for orders 0..PAGE_ALLOC_COSTLY_ORDER (3) and
 * the THP order (pageblock_order, 9), one list per (order, migratetype) plus
 * one THP list: Mel Gorman's high-order per-cpu allocator, merged as
 * 44042b449872 "mm/page_alloc: allow high-order pages to be stored on the
 * per-cpu lists" (v5.13), in the form it had up to 6.6:
 *  - refill: max(batch >> order, 2) blocks per rmqueue_bulk() (one lock);
 *  - free: count >= high drains nr_pcp_free() = batch << free_factor clamped
 *    to [batch, high - batch] pages, free_factor growing by one per drain up
 *    to CONFIG_PCP_BATCH_SCALE_MAX (5) and halved by each allocation
 *    (5.14 "mm/page_alloc: scale the number of pages that are batch freed");
 *  - free_high (5.19, "limit number of high-order pages on PCP during bulk
 *    free"): a free of order 1..3 while free_factor != 0 drains everything.
 * A THP free adds 512 pages: with high in the hundreds it drains at once, one
 * lock that frees the THP block itself (free_pcppages_bulk starts with the list
 * just freed to and frees whole blocks).
 *
 * batch/high as pcp-order0 (parameters, else zone metadata, else 63 and
 * 6 * batch).  Simulator details and assumptions: models/pcp-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "start", "auto", "lists at trace start: auto (zone.<i>.pcp_count/pcp_high metadata in thirds by migratetype, else empty), movable (that count all MOVABLE), empty, high_min, high or N pages" },
	{ "batch", "", "pcp->batch (empty: zone metadata, else 63)" },
	{ "high", "", "pcp->high in pages (empty: zone metadata, else 6 * batch)" },
	{ "scale_max", "5", "CONFIG_PCP_BATCH_SCALE_MAX: cap of free_factor" },
};

static int pcp_highorder_init(const struct mmr_model_ctx *ctx, const struct mmr_params *p,
			      void **priv, struct mmr_error *err)
{
	return mmr_lk_pcp_init(MMR_LK_PCP_HIGHORDER, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_pcp_highorder = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "pcp-highorder",
	.summary = "per-cpu lists for orders 0-3 and THP (5.13-6.6): free_factor scaling",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_zone_metrics,
	.nr_metrics = MMR_LK_ZONE__N,
	.init = pcp_highorder_init,
	.on_op = mmr_lk_pcp_highorder_on_op,
	.finish = mmr_lk_pcp_finish,
	.free = mmr_lk_pcp_free,
	/* the on_op above returns 0 with no effect for any other op */
	.op_mask = (1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_PAGE_FREE),
};
