// SPDX-License-Identifier: LGPL-2.1
/*
 * memcg charge-counter simulator: counts writes to the shared usage counters
 * of the memory cgroup hierarchy (and the spinlocks around them) for one
 * charging policy.  The models res-counter, percpu-counter, stock and
 * multi-stock are thin wrappers around it.
 *
 * Input: MMR_OP_CHARGE (npages charged to op->memcg on op->cpu, one per page
 * allocation in a user fault, see model.h) and MMR_OP_UNCHARGE (when such a
 * page is freed).  The memcg ids are the engine's (mmr_state_memcg_source():
 * cgroup_attach_task ids where the trace has them, else one memcg per process).
 *
 * Hierarchy: depth d (parameter, default the "memcg_depth" metadata, else 2)
 * counts the charged memcg and its ancestors up to the root.  The model assumes
 * every non-root memcg of the trace sits at the same depth under one shared
 * chain of d - 1 ancestors (e.g. root <- system.slice <- leaves): level 0 is the
 * memcg's own counter, levels 1..d-1 are shared by all memcgs.  Every counter
 * is one cache line; a write by another CPU than its previous writer is a line
 * bounce.  Memcg 0 (the root, or a task never attached) charges only the root
 * counter in the 2009 policies and nothing at all in the stock policies
 * (try_charge_memcg(): mem_cgroup_is_root() returns at once, since 2.6.32's
 * root bypass).
 *
 * Uncharges: one call per UNCHARGE op (per freed page) in the 2009 policies,
 * which uncharged page by page; in the stock policies one call per folio batch
 * (mem_cgroup_uncharge_folios(), see stock_uncharge_op()).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lock-common.h"

#define MAX_DEPTH 16
#define MAX_SLOTS 16

/*
 * Spinlock acquisitions are not counted apart: every write takes the lock in
 * res-counter and percpu-counter (a fold or a max_usage update is done under
 * fbc->lock / the counter's lock) and none does in the stock policies, so
 * memcg.lock of a counter is its writes or 0 (counter_locks()).
 */
struct counter {
	struct mmr_lk_line line;   /* writes = counter updates, bounces */
	int64_t usage, max_usage;  /* exact usage (percpu-counter's max_usage check) */
	uint64_t pad[3];           /* to 64 bytes: a counter's address is a shift (each op) */
};
_Static_assert(sizeof(struct counter) == 64, "struct counter: a power of two");

struct slot {
	uint32_t memcg;     /* cached memcg id + 1; 0 = empty slot */
	int32_t nr_pages;
};

struct memcg_sim {
	enum mmr_lk_memcg_policy policy;
	int depth, batch, tolerance, max_usage_lock, slots;
	uint64_t rng;
	int64_t fold_batch;          /* percpu: nr_cpu_ids * tolerance pages */
	int64_t fb_m1;               /* fold_batch - 1 */
	uint64_t fb_span;            /* 2 * fold_batch - 2: |d| < fold_batch iff d + fb_m1 <= it */
	unsigned int ncpus;          /* width of the per-CPU arrays */

	struct counter *own;         /* level 0, per memcg id */
	size_t nown;
	struct counter up[MAX_DEPTH]; /* levels 1..depth-1, shared */

	/* percpu-counter: local deltas per (memcg, cpu) for level 0, per (level, cpu) above */
	int64_t *own_delta;
	size_t nown_delta;           /* memcgs covered */
	int64_t *up_delta;

	struct slot *stock;          /* [cpu * slots + i] */

	/* stock policies: the uncharge batch being gathered per CPU */
	int uncharge_batch;          /* folios per mem_cgroup_uncharge_folios() batch */
	struct pending { uint32_t memcg; int32_t n; } *pend; /* memcg + 1, 0 = none */
	size_t npend;
	int published;               /* finish() gave the per-counter counts out */
};

/* Whether every counter write of @s takes the counter's spinlock (see struct counter). */
static int policy_locks(const struct memcg_sim *s)
{
	return s->policy == MMR_LK_MEMCG_RES_COUNTER || s->policy == MMR_LK_MEMCG_PERCPU;
}

static void counter_init(void *e)
{
	struct counter *c = e;

	mmr_lk_line_init(&c->line);
}

/*
 * The counters a charge to @memcg writes, bottom-up: its own (grown when a new
 * id appears), then the shared levels 1..depth-1.  Memcg 0 writes only the
 * root: up[depth - 1], or own[0] when depth is 1.  write_chain() and
 * percpu_charge() walk them in that order.
 */

/*
 * page_counter_try_charge / page_counter_uncharge (or res_counter_*): every
 * level once, the memcg's own counter then the shared ancestors (comment above).
 */
static __attribute__((noinline)) int write_chain(struct memcg_sim *s,
						 const struct mmr_model_ctx *ctx, uint32_t memcg,
						 unsigned int cpu, int locked)
{
	struct counter *c;
	int n = 1, bounces, l;

	if (memcg == 0) {
		c = s->depth >= 2 ? &s->up[s->depth - 1] : &s->own[0];
	} else {
		if (mmr_lk_grow((void **)&s->own, &s->nown, memcg, sizeof(*s->own),
				counter_init) < 0)
			return MMR_ENOMEM;
		c = &s->own[memcg];
	}
	bounces = mmr_lk_touch(&c->line, cpu);
	for (l = 1; memcg && l < s->depth; l++, n++)
		bounces += mmr_lk_touch(&s->up[l].line, cpu);
	/* one call for the whole chain: the counts are the same as n single writes */
	mmr_count3(ctx->counters, cpu, MMR_LK_MEMCG_UPDATE, n, MMR_LK_MEMCG_LOCK,
		   locked ? n : 0, MMR_LK_MEMCG_BOUNCE, bounces);
	return 0;
}

/* ---- percpu-counter ---- */

static int percpu_grow(struct memcg_sim *s, unsigned int cpu)
{
	size_t m, n;

	if (cpu >= s->ncpus) {
		/* re-layout both arrays for a wider CPU dimension (rare: metadata undercounted) */
		unsigned int nc = s->ncpus;
		int64_t *a, *b;

		while (nc <= cpu)
			nc *= 2;
		a = calloc(s->nown_delta * nc + 1, sizeof(*a));
		b = calloc((size_t)MAX_DEPTH * nc, sizeof(*b));
		if (!a || !b) {
			free(a);
			free(b);
			return MMR_ENOMEM;
		}
		for (m = 0; m < s->nown_delta; m++)
			memcpy(a + m * nc, s->own_delta + m * s->ncpus, s->ncpus * sizeof(*a));
		for (m = 0; m < MAX_DEPTH; m++)
			memcpy(b + m * nc, s->up_delta + m * s->ncpus, s->ncpus * sizeof(*b));
		free(s->own_delta);
		free(s->up_delta);
		s->own_delta = a;
		s->up_delta = b;
		s->ncpus = nc;
	}
	if (s->nown_delta < s->nown) {
		int64_t *a = realloc(s->own_delta, s->nown * s->ncpus * sizeof(*a));

		if (!a)
			return MMR_ENOMEM;
		n = s->nown_delta * s->ncpus;
		memset(a + n, 0, (s->nown * s->ncpus - n) * sizeof(*a));
		s->own_delta = a;
		s->nown_delta = s->nown;
	}
	return 0;
}

/*
 * The 2009 v2 patch: usage is a percpu_counter; __percpu_counter_add() folds
 * this CPU's delta into the shared count under fbc->lock once it reaches
 * +-nr_cpu_ids * tolerance pages; the max_usage update still takes the
 * counter's lock whenever usage passes its old maximum.  One level of such a
 * charge: @d is this CPU's local delta of counter @c; the writes it makes are
 * counted in *@n, their bounces in *@bounces (per counter in the counter
 * itself, given out at finish).
 */
static inline __attribute__((always_inline)) void percpu_level(const struct memcg_sim *s,
								     struct counter *c, int64_t *d,
								     unsigned int cpu, int64_t pages,
								     int mu, int *n, int *bounces)
{
	*d += pages;
	if ((uint64_t)(*d + s->fb_m1) > s->fb_span) { /* |*d| >= fold_batch */
		*bounces += mmr_lk_touch(&c->line, cpu);
		++*n;
		*d = 0;
	}
	c->usage += pages;
	if (mu && c->usage > c->max_usage) {
		c->max_usage = c->usage;
		*bounces += mmr_lk_touch(&c->line, cpu);
		++*n;
	}
}

/* The levels of chain(), bottom-up, with their deltas indexed directly. */
static int percpu_charge(struct memcg_sim *s, const struct mmr_model_ctx *ctx, uint32_t memcg,
			 unsigned int cpu, int64_t pages)
{
	int rc, l, n = 0, bounces = 0, mu = pages > 0 && s->max_usage_lock;

	if (memcg && mmr_lk_grow((void **)&s->own, &s->nown, memcg, sizeof(*s->own),
				 counter_init) < 0)
		return MMR_ENOMEM;
	rc = percpu_grow(s, cpu);
	if (rc < 0)
		return rc;
	if (memcg == 0) {
		if (s->depth >= 2)
			percpu_level(s, &s->up[s->depth - 1],
				     &s->up_delta[(size_t)(s->depth - 1) * s->ncpus + cpu], cpu, pages,
				     mu, &n, &bounces);
		else
			percpu_level(s, &s->own[0], &s->own_delta[cpu], cpu, pages, mu, &n,
				     &bounces);
	} else {
		percpu_level(s, &s->own[memcg], &s->own_delta[(size_t)memcg * s->ncpus + cpu], cpu,
			     pages, mu, &n, &bounces);
		for (l = 1; l < s->depth; l++)
			percpu_level(s, &s->up[l], &s->up_delta[(size_t)l * s->ncpus + cpu], cpu,
				     pages, mu, &n, &bounces);
	}
	/*
	 * every write takes fbc->lock; the whole op's writes in one count: the
	 * same sums on the same CPU at the same time as one per write
	 */
	if (n)
		mmr_count3(ctx->counters, cpu, MMR_LK_MEMCG_UPDATE, n, MMR_LK_MEMCG_LOCK, n,
			   MMR_LK_MEMCG_BOUNCE, bounces);
	return 0;
}

/*
 * The slow half of mmr_lk_memcg_percpu_on_op(), once a level needs a counter
 * write (a fold or a new maximum), the fast half having touched nothing: the
 * levels bottom-up exactly as percpu_charge() does them, but with the fast
 * half's preconditions (memcg != 0 and the CPU covered by the arrays: no
 * growing).  @depth is s->depth, or the constant 2 for the unrolled copy.
 */
static inline __attribute__((always_inline)) int percpu_slow_levels(struct memcg_sim *s,
								   const struct mmr_model_ctx *ctx,
								   const struct mmr_op *op,
								   int depth)
{
	unsigned int cpu = op->cpu, ncpus = s->ncpus;
	int64_t pages = op->kind == MMR_OP_CHARGE ? (int64_t)op->npages : -(int64_t)op->npages;
	int n = 0, bounces = 0, l, mu = pages > 0 && s->max_usage_lock;

	percpu_level(s, &s->own[op->memcg], &s->own_delta[(size_t)op->memcg * ncpus + cpu], cpu,
		   pages, mu, &n, &bounces);
	for (l = 1; l < depth; l++)
		percpu_level(s, &s->up[l], &s->up_delta[(size_t)l * ncpus + cpu], cpu, pages, mu, &n,
			   &bounces);
	if (n)
		mmr_count3(ctx->counters, cpu, MMR_LK_MEMCG_UPDATE, n, MMR_LK_MEMCG_LOCK, n,
			   MMR_LK_MEMCG_BOUNCE, bounces);
	return 0;
}

/*
 * percpu_slow_levels() of any depth.  Takes the op as on_op does, so the fast
 * half reaches it by a plain jump and keeps nothing live across it.
 */
static __attribute__((noinline)) int percpu_op_slow(struct memcg_sim *s,
						    const struct mmr_model_ctx *ctx,
						    const struct mmr_op *op)
{
	return percpu_slow_levels(s, ctx, op, s->depth);
}

/*
 * percpu_slow_levels() for depth 2 (the memcg's own counter and the root),
 * unrolled: a growing usage passes the maximum on many percpu-counter
 * charges, and the loop cost more than its work (docs/performance.md,
 * "Inlined common cases").
 */
static __attribute__((noinline)) int percpu_op_slow2(struct memcg_sim *s,
						     const struct mmr_model_ctx *ctx,
						     const struct mmr_op *op)
{
	return percpu_slow_levels(s, ctx, op, 2);
}

/* ---- per-CPU stock ---- */

/* drain_stock(): give a slot's pages back to its memcg, leave the slot empty. */
static int drain_slot(struct memcg_sim *s, const struct mmr_model_ctx *ctx, struct slot *sl,
		      unsigned int cpu)
{
	int rc = 0;

	if (sl->memcg && sl->nr_pages > 0)
		rc = write_chain(s, ctx, sl->memcg - 1, cpu, 0);
	sl->memcg = 0;
	sl->nr_pages = 0;
	return rc;
}

/*
 * refill_stock(): one cached memcg (<= 6.15: a different memcg drains the
 * old one first) or NR_MEMCG_STOCK slots (6.16+: the memcg's slot, else the
 * first empty slot, else a random slot is drained); more than the batch in a
 * slot drains it.
 */
static int refill(struct memcg_sim *s, const struct mmr_model_ctx *ctx, struct slot *st,
		  uint32_t memcg, unsigned int cpu, int nr_pages)
{
	int i, empty = -1, rc;

	for (i = 0; i < s->slots; i++) {
		if (!st[i].memcg && empty < 0)
			empty = i;
		if (st[i].memcg == memcg + 1) {
			st[i].nr_pages += nr_pages;
			if (st[i].nr_pages > s->batch)
				return drain_slot(s, ctx, &st[i], cpu);
			return 0;
		}
	}
	i = empty;
	if (i < 0) {
		i = s->slots == 1 ? 0 : (int)(mmr_lk_rand(&s->rng) % (uint64_t)s->slots);
		rc = drain_slot(s, ctx, &st[i], cpu);
		if (rc < 0)
			return rc;
	}
	st[i].memcg = memcg + 1;
	st[i].nr_pages = nr_pages;
	if (st[i].nr_pages > s->batch)
		return drain_slot(s, ctx, &st[i], cpu);
	return 0;
}

static int stock_grow(struct memcg_sim *s, unsigned int cpu)
{
	struct slot *a;
	unsigned int nc = s->ncpus;

	if (cpu < s->ncpus)
		return 0;
	while (nc <= cpu)
		nc *= 2;
	a = realloc(s->stock, (size_t)nc * s->slots * sizeof(*a));
	if (!a)
		return MMR_ENOMEM;
	memset(a + (size_t)s->ncpus * s->slots, 0, (size_t)(nc - s->ncpus) * s->slots * sizeof(*a));
	s->stock = a;
	s->ncpus = nc;
	return 0;
}

/* try_charge_memcg(): consume_stock(), else charge max(batch, n) and restock the rest. */
static int stock_charge(struct memcg_sim *s, const struct mmr_model_ctx *ctx, uint32_t memcg,
			unsigned int cpu, int64_t pages)
{
	struct slot *st;
	int64_t batch;
	int i, rc;

	if (memcg == 0)
		return 0;
	rc = stock_grow(s, cpu);
	if (rc < 0)
		return rc;
	st = &s->stock[(size_t)cpu * s->slots];
	if (pages <= s->batch) {
		for (i = 0; i < s->slots; i++) {
			if (st[i].memcg != memcg + 1)
				continue;
			if (st[i].nr_pages >= pages) {
				st[i].nr_pages -= (int32_t)pages;
				return 0;
			}
			break;
		}
	}
	batch = pages > s->batch ? pages : s->batch;
	rc = write_chain(s, ctx, memcg, cpu, 0);
	if (rc < 0 || batch == pages)
		return rc;
	return refill(s, ctx, st, memcg, cpu, (int)(batch - pages));
}

static int flush_uncharge(struct memcg_sim *s, const struct mmr_model_ctx *ctx, unsigned int cpu)
{
	struct pending *pd = &s->pend[cpu];
	uint32_t memcg = pd->memcg;

	if (!memcg)
		return 0;
	pd->memcg = 0;
	pd->n = 0;
	return write_chain(s, ctx, memcg - 1, cpu, 0);
}

/*
 * Modern uncharging (mem_cgroup_uncharge_folios() from folios_put_refs() /
 * release_pages()) gathers a folio batch (up to 31 folios) and calls
 * uncharge_batch() -> memcg_uncharge() once per memcg run, not per page.  The
 * op stream has one UNCHARGE per freed page, right after its PAGE_FREE: a run
 * of UNCHARGEs of one memcg on one CPU, with only PAGE_FREEs in between and at
 * most uncharge_batch of them, is one uncharge call.  Any other op of that CPU
 * ends the run.
 */
static int stock_uncharge_op(struct memcg_sim *s, const struct mmr_model_ctx *ctx,
			     const struct mmr_op *op)
{
	struct pending *pd;
	int rc;

	if (op->cpu >= s->npend &&
	    mmr_lk_grow((void **)&s->pend, &s->npend, op->cpu, sizeof(*s->pend), NULL) < 0)
		return MMR_ENOMEM;
	pd = &s->pend[op->cpu];
	if (op->kind == MMR_OP_PAGE_FREE)
		return 0;
	if (op->kind != MMR_OP_UNCHARGE || !op->npages)
		return flush_uncharge(s, ctx, op->cpu);
	if (!op->memcg) /* root: no counter */
		return 0;
	if (pd->memcg == op->memcg + 1 && pd->n < s->uncharge_batch) {
		pd->n++;
		return 0;
	}
	rc = flush_uncharge(s, ctx, op->cpu);
	pd->memcg = op->memcg + 1;
	pd->n = 1;
	return rc;
}

/*
 * Per-instance counts.  Ids: the shared levels 1..depth-1 are 0..depth-2,
 * memcg m's own counter is depth - 1 + m.  Names: "memcg <m>" (the engine's
 * memcg id; "memcg 0 (root)" when depth is 1), the top level "memcg root",
 * the levels between "memcg ancestor <level>".
 */
static int publish(struct memcg_sim *s, const struct mmr_model_ctx *ctx, struct counter *c,
		   unsigned int inst, const char *name)
{
	int rc;

	if (!c->line.writes)
		return 0;
	rc = mmr_count_instance_name(ctx->counters, inst, name);
	if (rc < 0)
		return rc;
	mmr_count_instance(ctx->counters, MMR_LK_MEMCG_UPDATE, inst, (int64_t)c->line.writes);
	mmr_count_instance(ctx->counters, MMR_LK_MEMCG_LOCK, inst,
			   policy_locks(s) ? (int64_t)c->line.writes : 0);
	mmr_count_instance(ctx->counters, MMR_LK_MEMCG_BOUNCE, inst, (int64_t)c->line.bounces);
	return 0;
}

int mmr_lk_memcg_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct memcg_sim *s = priv;
	unsigned int up = (unsigned int)s->depth - 1;
	char name[48];
	size_t c;
	int rc, l;

	if (s->published)
		return 0;
	for (c = 0; c < s->npend; c++) {
		rc = flush_uncharge(s, ctx, (unsigned int)c);
		if (rc < 0)
			return rc;
	}
	s->published = 1;
	for (l = 1; l < s->depth; l++) {
		if (l == s->depth - 1)
			snprintf(name, sizeof(name), "memcg root");
		else
			snprintf(name, sizeof(name), "memcg ancestor %d", l);
		rc = publish(s, ctx, &s->up[l], (unsigned int)l - 1, name);
		if (rc < 0)
			return rc;
	}
	for (c = 0; c < s->nown; c++) {
		snprintf(name, sizeof(name), "memcg %zu%s", c, !c && !up ? " (root)" : "");
		rc = publish(s, ctx, &s->own[c], up + (unsigned int)c, name);
		if (rc < 0)
			return rc;
	}
	return 0;
}

static __attribute__((noinline)) int memcg_on_op(struct memcg_sim *s,
						 const struct mmr_model_ctx *ctx,
						 const struct mmr_op *op)
{
	int64_t pages = (int64_t)op->npages;
	int rc;

	if (s->uncharge_batch && (op->kind == MMR_OP_UNCHARGE ||
				  (op->cpu < s->npend && s->pend[op->cpu].memcg))) {
		rc = stock_uncharge_op(s, ctx, op);
		if (rc < 0 || op->kind == MMR_OP_UNCHARGE)
			return rc;
	}
	if (op->kind != MMR_OP_CHARGE && op->kind != MMR_OP_UNCHARGE)
		return 0;
	if (pages <= 0)
		return 0;
	switch (s->policy) {
	case MMR_LK_MEMCG_RES_COUNTER:
		/* res_counter_charge() / _uncharge(): spin_lock on every level, once per call */
		return write_chain(s, ctx, op->memcg, op->cpu, 1);
	case MMR_LK_MEMCG_PERCPU:
		return percpu_charge(s, ctx, op->memcg, op->cpu,
				     op->kind == MMR_OP_CHARGE ? pages : -pages);
	default:
		if (op->kind == MMR_OP_CHARGE)
			return stock_charge(s, ctx, op->memcg, op->cpu, pages);
		/* uncharge_batch(): memcg_uncharge() straight to the counters, no stock */
		return op->memcg ? write_chain(s, ctx, op->memcg, op->cpu, 0) : 0;
	}
}

/*
 * Each policy has its own entry point (the model files name it), so the
 * per-op path tests neither the policy nor whether uncharges are batched.
 * Each returns early, or does inline, exactly what memcg_on_op() would do;
 * anything else goes there by a tail call.
 */

/* write_chain() of a res-counter op, with on_op's arguments: a plain jump from there. */
static __attribute__((noinline)) int res_op_slow(struct memcg_sim *s,
						 const struct mmr_model_ctx *ctx,
						 const struct mmr_op *op)
{
	return write_chain(s, ctx, op->memcg, op->cpu, 1);
}

/* res-counter: every charge / uncharge writes the whole chain under its locks. */
int mmr_lk_memcg_res_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct memcg_sim *s = priv;
	uint32_t memcg = op->memcg;
	unsigned int cpu = op->cpu;
	int bounces, l, n;

	if ((unsigned int)op->kind - MMR_OP_CHARGE > 1u || !op->npages)
		return 0;
	if (__builtin_expect(memcg == 0 || memcg >= s->nown, 0))
		return res_op_slow(s, ctx, op);
	/* write_chain() of a memcg whose counter exists: the same touches in the same order */
	n = s->depth;
	bounces = mmr_lk_touch(&s->own[memcg].line, cpu);
	for (l = 1; l < n; l++)
		bounces += mmr_lk_touch(&s->up[l].line, cpu);
	mmr_count3(ctx->counters, cpu, MMR_LK_MEMCG_UPDATE, n, MMR_LK_MEMCG_LOCK, n,
		   MMR_LK_MEMCG_BOUNCE, bounces);
	return 0;
}

/*
 * percpu-counter, for a memcg != 0 whose arrays already cover it and the
 * CPU: when no level folds its local delta (|delta| reaches fold_batch) or
 * passes its maximum (a charge, with max_usage_lock), every level only moves
 * its delta and usage - nearly always.  All levels are checked before any is
 * written, so the other case can leave it all to percpu_op_slow().  The
 * |delta + pages| < fold_batch test is one unsigned compare (fb_m1, fb_span).
 */
static __attribute__((noinline)) int percpu_op_levels(struct memcg_sim *s,
						      const struct mmr_model_ctx *ctx,
						      const struct mmr_op *op, int64_t pages)
{
	unsigned int cpu = op->cpu, ncpus = s->ncpus;
	int mu = op->kind == MMR_OP_CHARGE && s->max_usage_lock, l;
	int64_t *d = &s->own_delta[(size_t)op->memcg * ncpus + cpu];
	struct counter *c = &s->own[op->memcg];

	if ((uint64_t)(*d + pages + s->fb_m1) > s->fb_span ||
	    (mu && c->usage + pages > c->max_usage))
		return percpu_op_slow(s, ctx, op);
	for (l = 1; l < s->depth; l++)
		if ((uint64_t)(s->up_delta[(size_t)l * ncpus + cpu] + pages + s->fb_m1) >
		    s->fb_span || (mu && s->up[l].usage + pages > s->up[l].max_usage))
			return percpu_op_slow(s, ctx, op);
	*d += pages;
	c->usage += pages;
	for (l = 1; l < s->depth; l++) {
		s->up_delta[(size_t)l * ncpus + cpu] += pages;
		s->up[l].usage += pages;
	}
	return 0;
}

/* The common depth 2 (the memcg's own counter and the root) inline, other depths above. */
int mmr_lk_memcg_percpu_on_op(void *priv, const struct mmr_model_ctx *ctx,
			      const struct mmr_op *op)
{
	struct memcg_sim *s = priv;
	unsigned int cpu = op->cpu, kind = op->kind, ncpus;
	uint32_t memcg = op->memcg;
	int64_t pages = (int64_t)op->npages, *d0, *d1;
	struct counter *c0, *c1;

	if (kind - MMR_OP_CHARGE > 1u)
		return 0;
	ncpus = s->ncpus;
	if (pages <= 0 || !memcg || memcg >= s->nown_delta || cpu >= ncpus)
		return memcg_on_op(s, ctx, op);
	if (kind != MMR_OP_CHARGE)
		pages = -pages;
	if (s->depth != 2)
		return percpu_op_levels(s, ctx, op, pages);
	/* checks first, then the adds straight to memory: fewer values live, no saves */
	d0 = &s->own_delta[(size_t)memcg * ncpus + cpu];
	d1 = &s->up_delta[(size_t)ncpus + cpu];
	if ((uint64_t)(*d0 + pages + s->fb_m1) > s->fb_span ||
	    (uint64_t)(*d1 + pages + s->fb_m1) > s->fb_span)
		return percpu_op_slow2(s, ctx, op);
	c0 = &s->own[memcg];
	c1 = &s->up[1];
	if (kind == MMR_OP_CHARGE && s->max_usage_lock &&
	    (c0->usage + pages > c0->max_usage || c1->usage + pages > c1->max_usage))
		return percpu_op_slow2(s, ctx, op);
	*d0 += pages;
	*d1 += pages;
	c0->usage += pages;
	c1->usage += pages;
	return 0;
}

/*
 * stock / multi-stock get every op (any op of a CPU ends its uncharge run).
 * The common cases, each exactly what memcg_on_op() would do: a PAGE_FREE
 * neither charges nor ends an uncharge run; another op with no run pending on
 * its CPU does nothing; an UNCHARGE that continues this CPU's run joins it; a
 * charge with no run pending that this CPU's stock covers takes the pages
 * from it.
 */
int mmr_lk_memcg_stock_on_op(void *priv, const struct mmr_model_ctx *ctx,
			     const struct mmr_op *op)
{
	struct memcg_sim *s = priv;
	unsigned int cpu = op->cpu, kind = op->kind;
	struct pending *pd;
	struct slot *st;
	uint32_t want;
	int i;

	if (kind == MMR_OP_PAGE_FREE)
		return 0;
	if (__builtin_expect(cpu >= s->npend, 0))
		return kind - MMR_OP_CHARGE > 1u ? 0 : memcg_on_op(s, ctx, op);
	pd = &s->pend[cpu];
	if (kind == MMR_OP_UNCHARGE) {
		if (pd->memcg && op->npages && pd->memcg == op->memcg + 1 &&
		    pd->n < s->uncharge_batch) {
			pd->n++;
			return 0;
		}
		return memcg_on_op(s, ctx, op);
	}
	if (pd->memcg)
		return memcg_on_op(s, ctx, op);
	if (kind != MMR_OP_CHARGE)
		return 0;
	/* npages in 1..batch as one compare: npages 0 wraps to the top */
	if (!op->memcg || op->npages - 1 >= (uint64_t)s->batch || cpu >= s->ncpus)
		return memcg_on_op(s, ctx, op);
	/* consume_stock(): the memcg's slot (at most one holds it; slots >= 1) */
	st = &s->stock[(size_t)cpu * s->slots];
	want = op->memcg + 1;
	for (i = 0; st[i].memcg != want;)
		if (++i == s->slots)
			return memcg_on_op(s, ctx, op);
	if (st[i].nr_pages < (int64_t)op->npages)
		return memcg_on_op(s, ctx, op);
	st[i].nr_pages -= (int32_t)op->npages;
	return 0;
}

/* Any policy (the entry points above, chosen by the policy). */
int mmr_lk_memcg_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	const struct memcg_sim *s = priv;

	switch (s->policy) {
	case MMR_LK_MEMCG_RES_COUNTER:
		return mmr_lk_memcg_res_on_op(priv, ctx, op);
	case MMR_LK_MEMCG_PERCPU:
		return mmr_lk_memcg_percpu_on_op(priv, ctx, op);
	default:
		return mmr_lk_memcg_stock_on_op(priv, ctx, op);
	}
}

void mmr_lk_memcg_free(void *priv)
{
	struct memcg_sim *s = priv;

	if (!s)
		return;
	free(s->own);
	free(s->own_delta);
	free(s->up_delta);
	free(s->stock);
	free(s->pend);
	free(s);
}

static int opt_range(const struct mmr_params *p, const char *name, int64_t lo, int64_t hi,
		     int64_t *v, struct mmr_error *err)
{
	int rc = mmr_lk_param_opt(p, name, v, err);

	if (rc <= 0)
		return rc;
	if (*v < lo || *v > hi)
		return mmr_error_set(err, MMR_EINVAL, "parameter %s=%lld: must be in %lld..%lld",
				     name, (long long)*v, (long long)lo, (long long)hi);
	return 1;
}

int mmr_lk_memcg_init(enum mmr_lk_memcg_policy policy, const struct mmr_model_ctx *ctx,
		      const struct mmr_params *params, void **priv, struct mmr_error *err)
{
	struct memcg_sim *s = calloc(1, sizeof(*s));
	int64_t v;
	int rc, i;

	*priv = NULL;
	if (!s)
		return mmr_error_set(err, MMR_ENOMEM, "memcg model: out of memory");
	s->policy = policy;
	s->ncpus = mmr_lk_nr_cpus(ctx);
	s->slots = policy == MMR_LK_MEMCG_MULTI_STOCK ? 7 : 1; /* NR_MEMCG_STOCK */
	s->batch = 64;                                         /* MEMCG_CHARGE_BATCH since 6.1 */
	for (i = 0; i < MAX_DEPTH; i++)
		counter_init(&s->up[i]);

	v = ctx->meta ? mmr_meta_get_i64(ctx->meta, "memcg_depth", 2) : 2;
	if (v < 1 || v > MAX_DEPTH)
		v = 2;
	rc = opt_range(params, "depth", 1, MAX_DEPTH, &v, err);
	if (rc < 0)
		goto fail;
	s->depth = (int)v;

	if (policy == MMR_LK_MEMCG_PERCPU) {
		v = 4; /* MEM_CGROUP_RES_ERR_TOLERANCE = 4 * PAGE_SIZE */
		rc = opt_range(params, "tolerance", 1, 1 << 20, &v, err);
		if (rc < 0)
			goto fail;
		s->tolerance = (int)v;
		s->fold_batch = (int64_t)s->tolerance * s->ncpus;
		s->fb_m1 = s->fold_batch - 1;
		s->fb_span = (uint64_t)(2 * s->fold_batch - 2);
		v = 1;
		rc = opt_range(params, "max_usage_lock", 0, 1, &v, err);
		if (rc < 0)
			goto fail;
		s->max_usage_lock = (int)v;
		s->own_delta = NULL;
		s->up_delta = calloc((size_t)MAX_DEPTH * s->ncpus, sizeof(*s->up_delta));
		if (!s->up_delta) {
			rc = mmr_error_set(err, MMR_ENOMEM, "memcg model: out of memory");
			goto fail;
		}
	}
	if (policy == MMR_LK_MEMCG_STOCK || policy == MMR_LK_MEMCG_MULTI_STOCK) {
		v = s->batch;
		/* multi-stock keeps nr_pages in a uint8_t: MEMCG_CHARGE_BATCH <= S8_MAX */
		rc = opt_range(params, "batch", 1, policy == MMR_LK_MEMCG_MULTI_STOCK ? 127 : 1 << 20,
			       &v, err);
		if (rc < 0)
			goto fail;
		s->batch = (int)v;
		if (policy == MMR_LK_MEMCG_MULTI_STOCK) {
			v = s->slots;
			rc = opt_range(params, "slots", 1, MAX_SLOTS, &v, err);
			if (rc < 0)
				goto fail;
			s->slots = (int)v;
			v = 1;
			rc = opt_range(params, "seed", 0, INT64_MAX, &v, err);
			if (rc < 0)
				goto fail;
			s->rng = (uint64_t)v;
		}
		v = 31; /* PAGEVEC_SIZE / folio_batch */
		rc = opt_range(params, "uncharge_batch", 1, 1 << 20, &v, err);
		if (rc < 0)
			goto fail;
		s->uncharge_batch = (int)v;
		s->stock = calloc((size_t)s->ncpus * s->slots, sizeof(*s->stock));
		/* every CPU's uncharge run now: the per-op path then finds it */
		if (!s->stock || mmr_lk_grow((void **)&s->pend, &s->npend, s->ncpus - 1,
					     sizeof(*s->pend), NULL) < 0) {
			rc = mmr_error_set(err, MMR_ENOMEM, "memcg model: out of memory");
			goto fail;
		}
	}
	if (mmr_lk_grow((void **)&s->own, &s->nown, 0, sizeof(*s->own), counter_init) < 0) {
		rc = mmr_error_set(err, MMR_ENOMEM, "memcg model: out of memory");
		goto fail;
	}
	*priv = s;
	return 0;
fail:
	mmr_lk_memcg_free(s);
	return rc;
}
