// SPDX-License-Identifier: LGPL-2.1
/*
 * NUMA-balancing migration rate limiters.  Input: MMR_OP_MIGRATE (one per
 * migrate:mm_migrate_pages with reason MR_NUMA_MISPLACED; npages = succeeded,
 * node = destination, see model.h).  The traced kernel (>= 4.19) migrated
 * those pages; each model says which of them its limiter would have refused,
 * and what the limiter cost in locks and shared writes.  State is per
 * destination node (pg_data_t), one cache line each.
 *
 * The trace does not say where a node's window stood when it began: a node's
 * first migration in the trace opens a fresh window (the spinlock limiter takes
 * its lock for that reset, as the first call after boot does; the xchg and
 * promotion limiters anchor their window there without a reset write).
 * Time is the trace clock in ns, not jiffies: window edges are exact, not
 * rounded to a tick.
 */
#include <stdio.h>
#include <stdlib.h>

#include "lock-common.h"

struct rl_node {
	int started;
	int named;                 /* instance "node <n>" named in the counters */
	int id;                    /* the node number = instance id */
	uint64_t next_window;      /* spinlock / xchg: ns */
	int64_t nr_pages;          /* pages counted in the window */
	uint64_t rl_start_ms;      /* promote: nbp_rl_start */
	int64_t nr_cand, rl_nr_cand;
	struct mmr_lk_line line;
};

struct rl_sim {
	enum mmr_lk_ratelimit kind;
	uint64_t window_ns;
	int64_t limit;             /* pages per window (ratelimit_pages / rate_limit) */
	struct rl_node *nodes;
	size_t nnodes;
};

static void node_init(void *e)
{
	struct rl_node *n = e;

	mmr_lk_line_init(&n->line);
}

/* Node @n's instance id is its index in rl_sim.nodes, kept in the line for the counters. */
static void shared_write(const struct mmr_model_ctx *ctx, struct rl_node *n, unsigned int cpu)
{
	if (mmr_lk_touch(&n->line, cpu)) {
		mmr_count(ctx->counters, MMR_LK_MIG_BOUNCE, cpu, 1);
		mmr_count_instance(ctx->counters, MMR_LK_MIG_BOUNCE, (unsigned int)n->id, 1);
	}
}

/*
 * 3.8 - 4.18 numamigrate_update_ratelimit() (mm/migrate.c): an expired window
 * is reset under pgdat->numabalancing_migrate_lock and reopens for
 * migrate_interval_millisecs; a call is refused once the count is already
 * above ratelimit_pages (checked before adding, so the window takes
 * ratelimit_pages + 1 single pages); otherwise the count grows by an unlocked
 * write.
 */
static int admit_spinlock(struct rl_sim *s, const struct mmr_model_ctx *ctx, struct rl_node *n,
			  const struct mmr_op *op)
{
	if (!n->started || op->ts > n->next_window) {
		n->started = 1;
		mmr_count(ctx->counters, MMR_LK_MIG_LOCK, op->cpu, 1);
		mmr_count_instance(ctx->counters, MMR_LK_MIG_LOCK, (unsigned int)n->id, 1);
		shared_write(ctx, n, op->cpu);
		n->nr_pages = 0;
		n->next_window = op->ts + s->window_ns;
	}
	if (n->nr_pages > s->limit)
		return 0;
	n->nr_pages += (int64_t)op->npages;
	shared_write(ctx, n, op->cpu);
	return 1;
}

/*
 * Srikar Dronamraju, 2018, "mm/migrate: Use xchg instead of spinlock" (in
 * tip for 4.19, then superseded by the limiter's removal, efaffc5e40ae):
 * the winner of xchg(&nr_pages, 0) on an expired window moves next_window
 * forward in whole intervals past now; no lock.  The patch text was not found
 * (policy-spec D.1, open item 2): this follows its description; a reset that
 * finds the count already 0 leaves the window where it was, as the
 * `&& xchg(...)` condition does.
 */
static int admit_xchg(struct rl_sim *s, const struct mmr_model_ctx *ctx, struct rl_node *n,
		      const struct mmr_op *op)
{
	if (!n->started) {
		n->started = 1;
		n->nr_pages = 0;
		n->next_window = op->ts + s->window_ns;
	} else if (op->ts > n->next_window) {
		int64_t old = n->nr_pages;

		n->nr_pages = 0;
		shared_write(ctx, n, op->cpu);
		if (old)
			while (op->ts > n->next_window)
				n->next_window += s->window_ns;
	}
	if (n->nr_pages > s->limit)
		return 0;
	n->nr_pages += (int64_t)op->npages;
	shared_write(ctx, n, op->cpu);
	return 1;
}

/*
 * 6.0+ numa_promotion_rate_limit() (kernel/sched/fair.c): candidates are
 * counted (per-CPU vmstat, no shared write) even when refused; the first
 * caller after a 1 s window wins a cmpxchg on nbp_rl_start and records the
 * candidate count; a page is refused when the candidates since then reach
 * rate_limit = promote_rate_limit_MBps << (20 - PAGE_SHIFT).  The kernel
 * applies it only to promotions into a top-tier node in
 * NUMA_BALANCING_MEMORY_TIERING mode; the model applies it to every misplaced
 * migration, which the trace cannot tell apart.
 */
static int admit_promote(struct rl_sim *s, const struct mmr_model_ctx *ctx, struct rl_node *n,
			 const struct mmr_op *op)
{
	uint64_t now = op->ts / 1000000u;

	n->nr_cand += (int64_t)op->npages;
	if (!n->started || now - n->rl_start_ms > 1000) {
		n->started = 1;
		n->rl_start_ms = now;
		n->rl_nr_cand = n->nr_cand;
		shared_write(ctx, n, op->cpu);
	}
	return n->nr_cand - n->rl_nr_cand < s->limit;
}

static __attribute__((noinline)) int rl_migrate(struct rl_sim *s,
						const struct mmr_model_ctx *ctx,
						const struct mmr_op *op)
{
	unsigned int node;
	struct rl_node *n;
	int ok;

	node = op->node > 0 ? (unsigned int)op->node : 0;
	if (mmr_lk_grow((void **)&s->nodes, &s->nnodes, node, sizeof(*s->nodes), node_init) < 0)
		return MMR_ENOMEM;
	n = &s->nodes[node];
	if (!n->named) {
		char name[32];

		n->named = 1;
		n->id = (int)node;
		snprintf(name, sizeof(name), "node %u", node);
		if (mmr_count_instance_name(ctx->counters, node, name) < 0)
			return MMR_ENOMEM;
	}
	switch (s->kind) {
	case MMR_LK_RL_SPINLOCK:
		ok = admit_spinlock(s, ctx, n, op);
		break;
	case MMR_LK_RL_XCHG:
		ok = admit_xchg(s, ctx, n, op);
		break;
	case MMR_LK_RL_PROMOTE:
		ok = admit_promote(s, ctx, n, op);
		break;
	default:
		ok = 1;
		break;
	}
	mmr_count(ctx->counters, ok ? MMR_LK_MIG_PAGES : MMR_LK_MIG_LIMITED, op->cpu,
		  (int64_t)op->npages);
	mmr_count_instance(ctx->counters, ok ? MMR_LK_MIG_PAGES : MMR_LK_MIG_LIMITED, node,
			   (int64_t)op->npages);
	return 0;
}

/* Every op of the replay comes here; only migrations are the model's. */
int mmr_lk_rl_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	if (op->kind != MMR_OP_MIGRATE || !op->npages)
		return 0;
	return rl_migrate(priv, ctx, op);
}

void mmr_lk_rl_free(void *priv)
{
	struct rl_sim *s = priv;

	if (!s)
		return;
	free(s->nodes);
	free(s);
}

int mmr_lk_rl_init(enum mmr_lk_ratelimit kind, const struct mmr_model_ctx *ctx,
		   const struct mmr_params *params, void **priv, struct mmr_error *err)
{
	struct rl_sim *s = calloc(1, sizeof(*s));
	int64_t v;
	int rc = 0;

	(void)ctx;
	*priv = NULL;
	if (!s)
		return mmr_error_set(err, MMR_ENOMEM, "ratelimit model: out of memory");
	s->kind = kind;
	if (kind == MMR_LK_RL_SPINLOCK || kind == MMR_LK_RL_XCHG) {
		rc = mmr_lk_param_range(params, "window_ms", 1, 1 << 30, &v, err);
		if (rc < 0)
			goto fail;
		s->window_ns = (uint64_t)v * 1000000u;
		rc = mmr_lk_param_range(params, "pages", 0, INT64_MAX / 2, &v, err);
		if (rc < 0)
			goto fail;
		s->limit = v;
	} else if (kind == MMR_LK_RL_PROMOTE) {
		rc = mmr_lk_param_range(params, "mbps", 0, 1 << 30, &v, err);
		if (rc < 0)
			goto fail;
		s->limit = v << (20 - 12); /* MB/s to 4 KiB pages per 1 s window */
	}
	*priv = s;
	return 0;
fail:
	mmr_lk_rl_free(s);
	return rc;
}
