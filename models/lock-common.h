/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Helpers shared by the lock-traffic models (pcp-*, memcg-*, ratelimit-*):
 * metric tables with the fixed names diff pairs with the measured side, the
 * simulators the model files name, optional parameters, a PRNG.  What the
 * models share with the lock measurer (zone table, line tracker, growable
 * arrays, the zone->lock metric indices) is mmreplay/internal/lock.h.
 *
 * Everything here is library-internal: the mmr_lk_ prefix and hidden
 * visibility keep it out of the public ABI.
 */
#ifndef MMREPLAY_LOCK_COMMON_H
#define MMREPLAY_LOCK_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/internal/lock.h"
#include "mmreplay/model.h"

#define MMR_LK_HIDDEN MMR_HIDDEN

/* memcg counter metrics, in this order in every memcg model. */
enum {
	MMR_LK_MEMCG_UPDATE,
	MMR_LK_MEMCG_LOCK,
	MMR_LK_MEMCG_BOUNCE,
	MMR_LK_MEMCG__N
};
/* NUMA migrate rate-limit metrics, in this order in every ratelimit model. */
enum {
	MMR_LK_MIG_LOCK,
	MMR_LK_MIG_LIMITED,
	MMR_LK_MIG_PAGES,
	MMR_LK_MIG_BOUNCE,
	MMR_LK_MIG__N
};

extern const struct mmr_metric_def mmr_lk_zone_metrics[MMR_LK_ZONE__N] MMR_LK_HIDDEN;
extern const struct mmr_metric_def mmr_lk_memcg_metrics[MMR_LK_MEMCG__N] MMR_LK_HIDDEN;
extern const struct mmr_metric_def mmr_lk_mig_metrics[MMR_LK_MIG__N] MMR_LK_HIDDEN;

/*
 * Optional integer parameter: empty text means "not given" (the model then
 * takes the value from the trace); 1 if set into *out, 0 if empty, negative error.
 */
int mmr_lk_param_opt(const struct mmr_params *p, const char *name, int64_t *out,
		     struct mmr_error *err) MMR_LK_HIDDEN;
/* Integer parameter that must lie in [lo, hi]. */
int mmr_lk_param_range(const struct mmr_params *p, const char *name, int64_t lo, int64_t hi,
		       int64_t *out, struct mmr_error *err) MMR_LK_HIDDEN;

/* Deterministic PRNG (xorshift64*): "random" choices stay a function of the parameters. */
static inline uint64_t mmr_lk_rand(uint64_t *s)
{
	uint64_t x = *s ? *s : 0x9e3779b97f4a7c15ull;

	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545f4914f6cdd1dull;
}

/*
 * The per-cpu page list simulator behind pcp-none / pcp-order0 /
 * pcp-highorder / pcp-autotune (models/pcp-sim.c); each model file only
 * names its epoch and parameters.
 */
enum mmr_lk_pcp_epoch {
	MMR_LK_PCP_NONE,      /* no per-cpu lists: every alloc and free locks */
	MMR_LK_PCP_ORDER0,    /* <= 5.12: order-0 lists, fixed batch refill/drain */
	MMR_LK_PCP_HIGHORDER, /* 5.13 - 6.6: orders 0-3 + THP, free_factor */
	MMR_LK_PCP_AUTOTUNE,  /* 6.7+: high_min/high_max, alloc_factor, free_count, free_high */
};

/*
 * Parameters the simulator reads by name when the model declares them:
 * batch, high (empty = from the zone metadata), and for pcp-autotune
 * high_min, high_max, scale_max, free_high_batch, decay_ms.
 */
int mmr_lk_pcp_init(enum mmr_lk_pcp_epoch epoch, const struct mmr_model_ctx *ctx,
		    const struct mmr_params *params, void **priv, struct mmr_error *err) MMR_LK_HIDDEN;
int mmr_lk_pcp_on_op(void *priv, const struct mmr_model_ctx *ctx,
		     const struct mmr_op *op) MMR_LK_HIDDEN;
/* The same for one epoch each, without its dispatch: what the model files name. */
int mmr_lk_pcp_none_on_op(void *priv, const struct mmr_model_ctx *ctx,
			  const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_pcp_order0_on_op(void *priv, const struct mmr_model_ctx *ctx,
			    const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_pcp_highorder_on_op(void *priv, const struct mmr_model_ctx *ctx,
			       const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_pcp_autotune_on_op(void *priv, const struct mmr_model_ctx *ctx,
			      const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_pcp_finish(void *priv, const struct mmr_model_ctx *ctx) MMR_LK_HIDDEN;
void mmr_lk_pcp_free(void *priv) MMR_LK_HIDDEN;

/*
 * The memcg charge-counter simulator behind res-counter / percpu-counter /
 * stock / multi-stock (models/memcg-sim.c).
 */
enum mmr_lk_memcg_policy {
	MMR_LK_MEMCG_RES_COUNTER,  /* <= 2.6.31 res_counter: spinlock per level per call */
	MMR_LK_MEMCG_PERCPU,       /* 2009 v2 proposal: percpu_counter usage (unmerged) */
	MMR_LK_MEMCG_STOCK,        /* 2.6.33 - 6.15: one cached memcg per CPU */
	MMR_LK_MEMCG_MULTI_STOCK,  /* 6.16+: NR_MEMCG_STOCK (7) memcgs per CPU */
};

/*
 * Parameters read by name when declared: depth, batch, tolerance, max_usage_lock,
 * slots, seed, uncharge_batch.
 */
int mmr_lk_memcg_init(enum mmr_lk_memcg_policy policy, const struct mmr_model_ctx *ctx,
		      const struct mmr_params *params, void **priv,
		      struct mmr_error *err) MMR_LK_HIDDEN;
int mmr_lk_memcg_on_op(void *priv, const struct mmr_model_ctx *ctx,
		       const struct mmr_op *op) MMR_LK_HIDDEN;
/* The same for one policy each, without its dispatch: what the model files name. */
int mmr_lk_memcg_res_on_op(void *priv, const struct mmr_model_ctx *ctx,
			   const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_memcg_percpu_on_op(void *priv, const struct mmr_model_ctx *ctx,
			      const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_memcg_stock_on_op(void *priv, const struct mmr_model_ctx *ctx,
			     const struct mmr_op *op) MMR_LK_HIDDEN;
int mmr_lk_memcg_finish(void *priv, const struct mmr_model_ctx *ctx) MMR_LK_HIDDEN;
void mmr_lk_memcg_free(void *priv) MMR_LK_HIDDEN;

/* The NUMA migrate rate limiters (models/ratelimit-sim.c). */
enum mmr_lk_ratelimit {
	MMR_LK_RL_SPINLOCK,  /* 3.8 - 4.18 numamigrate_update_ratelimit() */
	MMR_LK_RL_XCHG,      /* Srikar Dronamraju's 2018 xchg window reset */
	MMR_LK_RL_NONE,      /* 4.19+: no limit */
	MMR_LK_RL_PROMOTE,   /* 6.0+ memory-tiering numa_promotion_rate_limit() */
};

/* Parameters read by name when declared: window_ms, pages, mbps. */
int mmr_lk_rl_init(enum mmr_lk_ratelimit kind, const struct mmr_model_ctx *ctx,
		   const struct mmr_params *params, void **priv, struct mmr_error *err) MMR_LK_HIDDEN;
int mmr_lk_rl_on_op(void *priv, const struct mmr_model_ctx *ctx,
		    const struct mmr_op *op) MMR_LK_HIDDEN;
void mmr_lk_rl_free(void *priv) MMR_LK_HIDDEN;

#endif
