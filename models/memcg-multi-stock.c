// SPDX-License-Identifier: LGPL-2.1
/*
 * multi-stock: the 6.16+ "multi-memcg percpu charge cache" (Shakeel Butt):
 * struct memcg_stock_pcp holds NR_MEMCG_STOCK = 7 cached memcgs with a
 * uint8_t nr_pages each, "to keep the cached memcgs and their nr_pages in a
 * single cacheline".  consume_stock() looks for the memcg among the slots;
 * refill_stock() adds to the memcg's slot (draining it when it passes
 * MEMCG_CHARGE_BATCH), else takes the first empty slot, else drains a random
 * slot (get_random_u32_below(NR_MEMCG_STOCK)) and takes it.  The random choice
 * comes from a seeded generator (parameter seed), so results stay a function of
 * the trace and the parameters.  Otherwise as the stock model: a miss charges
 * max(64, n) to every level, uncharges go straight to the counters (in
 * batches of up to 31 folios), root
 * charges nothing.  Stock evictions (and their d writes) only happen once more
 * than 7 memcgs charge on one CPU.  Hierarchy assumptions: models/memcg-sim.c.
 */
#include "lock-common.h"

static const struct mmr_param_def params[] = {
	{ "depth", "", "hierarchy levels charged, root included (empty: memcg_depth metadata, else 2)" },
	{ "uncharge_batch", "31", "folios per uncharge_batch() call (folio_batch size)" },
	{ "batch", "64", "MEMCG_CHARGE_BATCH (at most 127: nr_pages is a uint8_t)" },
	{ "slots", "7", "NR_MEMCG_STOCK" },
	{ "seed", "1", "seed of the generator that picks the slot to evict" },
};

static int init(const struct mmr_model_ctx *ctx, const struct mmr_params *p, void **priv,
		struct mmr_error *err)
{
	return mmr_lk_memcg_init(MMR_LK_MEMCG_MULTI_STOCK, ctx, p, priv, err);
}

const struct mmr_model_ops mmr_model_multi_stock = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "multi-stock",
	.summary = "6.16+ per-CPU charge stock of 7 memcgs (random eviction)",
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
