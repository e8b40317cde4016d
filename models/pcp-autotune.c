// SPDX-License-Identifier: LGPL-2.1
/*
 * pcp-autotune: the per-cpu page lists of Linux 6.7 and later (Huang Ying's
 * "mm: PCP high auto-tuning" series), as read in 6.18 mm/page_alloc.c:
 * nr_pcp_alloc() (alloc_factor doubles the order-0 refill while allocations
 * run without frees, and each refill raises pcp->high by the refill size up
 * to high_max), free_frozen_page_commit() / nr_pcp_high() / nr_pcp_free()
 * (free_count grows with consecutive frees and sizes the drain; a drain at
 * count >= high lifts high to free_count + batch; free_high drains high-order
 * frees early once free_count >= batch + high_min / 2, the 6.16 threshold),
 * and decay_pcp_high() from the vmstat worker once a second
 * (high = max3(count - (batch << SCALE_MAX), high - high / 8, high_min),
 * then drain count - high).  This is the model of the traced kernel for 6.7+
 * traces (what `mmreplay diff` holds against measured drain bursts).
 *
 * high_min / high_max: parameters, else "zone.<i>.high_min/.high_max"
 * metadata, else high_min = the zoneinfo snapshot of high and high_max =
 * zone_highsize() with fraction 8 on the zone's span, at least batch * 4.
 * Simulator details and assumptions: models/pcp-sim.c.
 *
 * What the trace cannot tell: how full the lists were when recording began,
 * and when each CPU's vmstat worker decays them.
 *  - The start: `mmreplay record` writes the per-CPU zoneinfo snapshot
 *    ("zone.<i>.pcp_count" / "pcp_high"), but not which lists hold the
 *    pages: start=auto puts a third on each order-0 list, which on a machine
 *    that has been running is thousands of pages per CPU.  `record
 *    --settle-pcp` frees every list down to its floor first (a few hundred
 *    pages left).
 *  - The decay: the worker runs at round_jiffies() ticks, whose place on the
 *    trace clock `record` writes (jiffies.before, hz): decay_at=jiffies (the
 *    default where the metadata has them) decays there, not decay_ms after
 *    the CPU's first op.
 * drain_all_pages() is not modelled.  How close the drains come:
 * docs/fidelity.md, "pcp-autotune against measured drain bursts".
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "start", "auto", "lists at trace start: auto (zone.<i>.pcp_count/pcp_high metadata in thirds by migratetype, else empty), movable (that count all MOVABLE), empty, high_min, high or N pages" },
	{ "batch", "", "pcp->batch (empty: zone metadata, else 63)" },
	{ "high", "", "initial pcp->high (empty: zone metadata, else 6 * batch)" },
	{ "high_min", "", "pcp->high_min (empty: zone.<i>.high_min, else the initial high)" },
	{ "high_max", "", "pcp->high_max (empty: zone.<i>.high_max, else zone span / 8 / CPUs)" },
	{ "scale_max", "5", "CONFIG_PCP_BATCH_SCALE_MAX" },
	{ "free_high_batch", "1", "PCPF_FREE_HIGH_BATCH (cache slice > 3 * batch pages)" },
	{ "decay_ms", "1000", "period of decay_pcp_high() per CPU (0: never)" },
	{ "decay_at", "auto", "when each CPU decays: jiffies (the vmstat timer's ticks, from jiffies.before and hz), first-op (decay_ms after the CPU's first op), auto (jiffies where the metadata allows)" },
};

static int pcp_autotune_init(const struct mmr_model_ctx *ctx, const struct mmr_params *p,
			     void **priv, struct mmr_error *err)
{
	return mmr_lk_pcp_init(MMR_LK_PCP_AUTOTUNE, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_pcp_autotune = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "pcp-autotune",
	.summary = "6.7+ per-cpu lists: auto-tuned high, alloc_factor, free_count, free_high, decay",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_zone_metrics,
	.nr_metrics = MMR_LK_ZONE__N,
	.init = pcp_autotune_init,
	.on_op = mmr_lk_pcp_autotune_on_op,
	.finish = mmr_lk_pcp_finish,
	.free = mmr_lk_pcp_free,
	/* the on_op above returns 0 with no effect for any other op */
	.op_mask = (1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_PAGE_FREE),
};
