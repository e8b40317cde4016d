/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Helpers shared by the lock-traffic models (pcp-*, memcg-*, ratelimit-*) and
 * the lock measurer (replay/measure-lock.c).
 *
 * - Metric tables with the fixed names diff pairs with the measured side.
 * - The zone table read from the capture metadata ("zone.<i>" = "node name
 *   start_pfn end_pfn batch high", docs/metadata-keys.md), so a page's zone
 *   comes from op->zone or, when that is -1, from its pfn.
 * - A "line" tracker: the CPU that last wrote one shared lock or counter.  A
 *   write by another CPU is a line bounce (the cache line had to move).  The
 *   very first write to an instance is not a bounce: nothing says where the
 *   line was before the trace began.
 * - Growable per-CPU / per-instance arrays, grown when a new id shows up (rare,
 *   amortised), never per event.
 *
 * Everything here is library-internal: the mmr_lk_ prefix and hidden
 * visibility keep it out of the public ABI.
 */
#ifndef MMREPLAY_LOCK_COMMON_H
#define MMREPLAY_LOCK_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/model.h"
#include "replay-local.h" /* struct mmr_counters, for mmr_lk_add3() */

#define MMR_LK_HIDDEN __attribute__((visibility("hidden")))

/* zone->lock metrics, in this order in every pcp model (and the measurer). */
enum {
	MMR_LK_ZONE_LOCK,
	MMR_LK_ZONE_REFILL,
	MMR_LK_ZONE_DRAIN,
	MMR_LK_ZONE_DIRECT,
	MMR_LK_ZONE_BOUNCE,
	MMR_LK_ZONE__N
};
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
 * mmr_count() of three metrics on @cpu at once (replay/metrics.c): @d1 to
 * @m1, @d2 to @m2, @d3 to @m3; the metrics must exist, deltas may be 0.
 */
struct mmr_counters;
void mmr_lk_count3(struct mmr_counters *c, unsigned int cpu, unsigned int m1, int64_t d1,
		   unsigned int m2, int64_t d2, unsigned int m3, int64_t d3) MMR_LK_HIDDEN;

/*
 * Inline mmr_lk_count3(): the lock models count about once per op, and the
 * call (eight arguments, the callers' register saves) cost more than the six
 * adds.  Only the common case is inline: no --window and a CPU inside the
 * per-CPU table; anything else goes through mmr_lk_count3(), so the counts are
 * exactly the same.
 */
static inline void mmr_lk_add3(struct mmr_counters *c, unsigned int cpu, unsigned int m1,
			       int64_t d1, unsigned int m2, int64_t d2, unsigned int m3, int64_t d3)
{
	int64_t *v, *t;
	size_t n;

	if (__builtin_expect(c->win_ns != 0 || cpu >= c->nr_cpus, 0)) {
		mmr_lk_count3(c, cpu, m1, d1, m2, d2, m3, d3);
		return;
	}
	n = c->nr_cpus;
	t = c->total;
	t[m1] += d1;
	t[m2] += d2;
	/*
	 * Hide t from the optimiser here: with constant metrics side by side,
	 * gcc -O3 pairs the adds into one SSE add whose operands it builds
	 * through the stack or with shuffles (more instructions than it saves).
	 */
	__asm__("" : "+r"(t));
	t[m3] += d3;
	v = c->cpu + cpu;
	v[m1 * n] += d1;
	v[m2 * n] += d2;
	v[m3 * n] += d3;
}

/*
 * The last writer of one shared line; last_cpu < 0 before the first write.
 * last_cpu sits between the two counts on purpose: side by side, gcc -O3
 * merged their two adds into one SSE add built through the stack (about 12
 * instructions for 2 per touch).
 */
struct mmr_lk_line {
	uint64_t writes;
	int32_t last_cpu;
	uint64_t bounces;
};

/* Record a write by @cpu; 1 if it bounced the line from another CPU. */
static inline int mmr_lk_touch(struct mmr_lk_line *l, unsigned int cpu)
{
	int bounce = l->last_cpu >= 0 && (unsigned int)l->last_cpu != cpu;

	l->last_cpu = (int32_t)cpu;
	l->writes++;
	l->bounces += (uint64_t)bounce;
	return bounce;
}

static inline void mmr_lk_line_init(struct mmr_lk_line *l)
{
	l->last_cpu = -1;
	l->writes = 0;
	l->bounces = 0;
}

/* One zone of the metadata table. */
struct mmr_lk_zone {
	int node;
	char name[16];
	uint64_t start_pfn, end_pfn; /* end exclusive; 0/0 when unknown */
	int batch, high;             /* -1 when the metadata does not say */
	int high_min, high_max;      /* "zone.<i>.high_min/.high_max", -1 when absent */
};

/*
 * Zone table: the metadata zones, plus one last "unknown" entry for pages
 * whose zone cannot be told (no metadata, pfn outside every range).
 */
struct mmr_lk_zones {
	unsigned int nr;            /* metadata zones; the table holds nr + 1 */
	struct mmr_lk_zone *z;
};

/* Read "zones" and "zone.<i>" from @meta (may be NULL); 0 or MMR_ENOMEM / MMR_EPARSE. */
int mmr_lk_zones_load(struct mmr_lk_zones *zt, const struct mmr_meta *meta,
		      struct mmr_error *err) MMR_LK_HIDDEN;
void mmr_lk_zones_free(struct mmr_lk_zones *zt) MMR_LK_HIDDEN;
/*
 * Name every zone of @zt as an instance of @c ("Node 0 Normal", as
 * /proc/zoneinfo spells it; the last, unknown zone "zone unknown"), so the
 * models' and the measurer's per-zone counts pair by name.  0 or MMR_ENOMEM.
 */
int mmr_lk_zones_name(const struct mmr_lk_zones *zt, struct mmr_counters *c) MMR_LK_HIDDEN;
/* Zone index of an op / a pfn: op->zone when valid, else by pfn, else zt->nr. */
unsigned int mmr_lk_zone_of_pfn(const struct mmr_lk_zones *zt, uint64_t pfn) MMR_LK_HIDDEN;
/* Inline: runs for every allocation and free of every pcp model; ops mostly carry the zone. */
static inline unsigned int mmr_lk_zone_of(const struct mmr_lk_zones *zt, int zone, uint64_t pfn)
{
	if (zone >= 0 && (unsigned int)zone < zt->nr)
		return (unsigned int)zone;
	return mmr_lk_zone_of_pfn(zt, pfn);
}

/*
 * Optional integer parameter: empty text means "not given" (the model then
 * takes the value from the trace); 1 if set into *out, 0 if empty, negative error.
 */
int mmr_lk_param_opt(const struct mmr_params *p, const char *name, int64_t *out,
		     struct mmr_error *err) MMR_LK_HIDDEN;
/* Integer parameter that must lie in [lo, hi]. */
int mmr_lk_param_range(const struct mmr_params *p, const char *name, int64_t lo, int64_t hi,
		       int64_t *out, struct mmr_error *err) MMR_LK_HIDDEN;

/*
 * Grow @*arr (of @*nr elements of @size bytes) so index @idx exists; new
 * elements are set by @init (or zeroed).  0 or MMR_ENOMEM.
 */
int mmr_lk_grow_slow(void **arr, size_t *nr, size_t idx, size_t size,
		     void (*init)(void *elem)) MMR_LK_HIDDEN;
/* Inline: called per op; the array is almost always big enough already. */
static inline int mmr_lk_grow(void **arr, size_t *nr, size_t idx, size_t size,
			      void (*init)(void *elem))
{
	if (__builtin_expect(idx < *nr, 1))
		return 0;
	return mmr_lk_grow_slow(arr, nr, idx, size, init);
}

/* Number of CPUs to size per-CPU arrays for at init (state, else meta "cpus", else 1). */
unsigned int mmr_lk_nr_cpus(const struct mmr_model_ctx *ctx) MMR_LK_HIDDEN;

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
