// SPDX-License-Identifier: LGPL-2.1
/*
 * stock: the per-CPU charge stock of one cached memcg, 2.6.33 ("coalesce
 * charging via percpu storage", CHARGE_SIZE 32 pages) to 6.15
 * (MEMCG_CHARGE_BATCH 64 since 6.1).  try_charge_memcg(): consume_stock()
 * takes the pages from this CPU's stock when it caches this memcg and holds
 * enough (no shared write); otherwise page_counter_try_charge() adds
 * max(batch, n) to every level (d atomic writes, no lock since 3.19's lockless
 * page counters) and refill_stock() keeps batch - n: a stock caching another
 * memcg is drained first (page_counter_uncharge of its pages: d more writes),
 * and a stock above batch is drained.  A THP charge (n > batch) bypasses the
 * stock.  Uncharges go straight to the counters, one uncharge_batch() per run
 * of up to 31 freed folios of one memcg (see memcg-sim.c).  Root
 * (memcg 0) charges nothing.  N single-page charges by one CPU to one memcg:
 * ceil(N / batch) * d writes.  Hierarchy assumptions: models/memcg-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "depth", "", "hierarchy levels charged, root included (empty: memcg_depth metadata, else 2)" },
	{ "uncharge_batch", "31", "folios per uncharge_batch() call (folio_batch size)" },
	{ "batch", "64", "MEMCG_CHARGE_BATCH: 32 (2.6.33-6.0) or 64 (6.1+)" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_memcg_init(MMR_LK_MEMCG_STOCK, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_stock = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "stock",
	.summary = "per-CPU charge stock of one memcg (2.6.33-6.15): ceil(N/batch)*d counter writes",
	.params = params,
	.nr_params = sizeof(params) / sizeof(params[0]),
	.metrics = mmr_lk_memcg_metrics,
	.nr_metrics = MMR_LK_MEMCG__N,
	.init = init,
	.on_op = mmr_lk_memcg_stock_on_op,
	.finish = mmr_lk_memcg_finish,
	.free = mmr_lk_memcg_free,
	/*
	 * Every op but PAGE_FREE: any other op of a CPU ends its uncharge run;
	 * a PAGE_FREE neither ends it nor charges (mmr_lk_memcg_stock_on_op()
	 * returns 0 for it at once), so the engine need not call for it.
	 */
	.op_mask = ((1u << MMR_OP__COUNT) - 1) & ~(1u << MMR_OP_PAGE_FREE),
	/*
	 * A PAGE_ALLOC only ends the CPU's uncharge run; the CHARGE that
	 * follows it ends it the same way, before it charges: memcg_on_op()
	 * flushes the run of that CPU first, counting the same writes on the
	 * same CPU at the same event.
	 */
	.flags = MMR_MODEL_F_CHARGE_COVERS_ALLOC,
};
