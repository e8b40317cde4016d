// SPDX-License-Identifier: LGPL-2.1
/*
 * Per-cpu page list (PCP) simulator: counts zone->lock acquisitions of the
 * page allocator for one epoch of its rules.  The models pcp-none,
 * pcp-order0, pcp-highorder and pcp-autotune are thin wrappers around it.
 *
 * State per (CPU, zone), as struct per_cpu_pages holds it: count (pages),
 * blocks on each list (one list per migratetype and order 0..3, one THP list:
 * NR_PCP_LISTS = MIGRATE_PCPTYPES * (PAGE_ALLOC_COSTLY_ORDER + 1) + 1 = 13),
 * high, free_count / free_factor, alloc_factor, the PREV_FREE_HIGH_ORDER flag.
 * The model tracks blocks, not pfns: which page leaves a list does not change
 * any lock count.
 *
 * Kernel rules reproduced (mm/page_alloc.c), one zone->lock per:
 *  - refill: rmqueue_bulk() when the list of (order, migratetype) is empty;
 *  - drain: free_pcppages_bulk() when a free leaves count >= high, and the
 *    periodic decay_pcp_high() drain (6.7+, vmstat worker);
 *  - direct: rmqueue_buddy() / free_one_page() for an order that has no list.
 * Refill sizes:
 *  - <= 5.12: pcp->batch pages (order 0 only);
 *  - 5.13-6.6: batch > 1 ? max(batch >> order, 2) : batch blocks;
 *  - 6.7+ nr_pcp_alloc(): high = clamp(high, high_min, high_max); order-0
 *    batch = base_batch << alloc_factor; high += batch (up to high_max) when
 *    auto-tuning; max_nr_alloc = max(high - count - base_batch, base_batch);
 *    alloc_factor++ while batch <= max_nr_alloc (up to PCP_BATCH_SCALE_MAX);
 *    batch = min(batch, max_nr_alloc); then max(batch >> order, 2) blocks.
 * Drain sizes:
 *  - <= 5.12: batch pages when count >= high (free_hot_cold_page /
 *    free_unref_page_commit), lists emptied round-robin with batch_free;
 *  - 5.13-6.6: nr_pcp_free(): batch << free_factor clamped to
 *    [batch, high - batch], free_factor++ (cap PCP_BATCH_SCALE_MAX) and halved
 *    on every allocation; free_high (free_factor && 0 < order <= 3) drains all;
 *  - 6.7+ (as read in 6.18 free_frozen_page_commit, nr_pcp_high, nr_pcp_free):
 *    alloc_factor >>= 1 and free_count += 1 << order (below batch <<
 *    SCALE_MAX) per free; free_high for 0 < order <= 3 when
 *    free_count >= batch + high_min / 2 (the 6.16 threshold, "mm: pcp:
 *    increase pcp->free_count threshold to trigger free_high", Nikhil Dhama)
 *    and the previous free was high-order too (and count >= batch when
 *    FREE_HIGH_BATCH is set); free_high drains min(count, batch << SCALE_MAX)
 *    and lowers high by batch << SCALE_MAX; otherwise, with count >= high,
 *    high grows to free_count + batch (within [high_min, high_max]) and
 *    clamp(free_count, batch, high - batch) pages go; free_count halves on
 *    every allocation.
 * free_pcppages_bulk() takes min(count, pcp->count) pages, first from the
 * list just freed to, then round-robin; a block of 2^order pages counts whole,
 * so one THP block ends a drain at once.
 *
 * Assumptions (say what the model cannot see):
 *  - lists start from the per-CPU zoneinfo snapshot when the metadata has one
 *    ("zone.<i>.pcp_count" / "pcp_high"; zoneinfo does not split the count by
 *    list, so a third goes to each order-0 migratetype list, or with
 *    start=movable all of it to the MOVABLE one), else empty (parameter start:
 *    empty, high_min, high or N on the order-0 MOVABLE list);
 *  - the zone is neither ZONE_RECLAIM_ACTIVE nor ZONE_BELOW_HIGH (plenty of
 *    free memory), and rmqueue_bulk always finds the pages it asks for;
 *  - pcp_spin_trylock never fails (no nested allocation from IRQ context);
 *  - a freed page goes to the list of the migratetype it was allocated as in
 *    the trace (the pageblock's type, which mm_page_free does not trace: the
 *    state tracker gives it in the PAGE_FREE op); a page allocated before the
 *    trace, or of a type >= MIGRATE_PCPTYPES, goes to the MOVABLE list (the kernel does so for HIGHATOMIC and CMA; isolated
 *    pageblocks, which go direct, cannot be told from the trace);
 *  - the vmstat worker runs decay_pcp_high() on a CPU at the first op after
 *    its due time: with decay_at=jiffies the tick its timer expires (see
 *    jiffies_decay()), else decay_ms after the CPU's first op and every
 *    decay_ms from there; drain_all_pages() (compaction, offlining, slow
 *    path) is not modelled.
 * What these assumptions leave out (zone.lock.drain against the measured
 * mm_page_pcpu_drain bursts: docs/fidelity.md, "Per-cpu lists at trace
 * start", "When the vmstat worker decays the lists" and "Decay drains in
 * chunks, and frees the trace does not show"):
 *  - decay phase: vmstat_update() requeues itself with
 *    round_jiffies_relative(HZ) (mm/vmstat.c, kernel/time/timer.c
 *    round_jiffies_common()), so every CPU decays near a whole jiffies second
 *    (3 jiffies earlier per CPU number, then up to the timer wheel's bucket),
 *    where decay_at=jiffies puts it; without jiffies.before in the metadata
 *    the decay comes decay_ms after the CPU's first op;
 *  - the start split: the pages zoneinfo counts sit in thirds on the order-0
 *    lists, and the non-movable thirds count toward high without being
 *    allocated (the allocations are nearly all movable).  On unsettled
 *    recordings the split can decide the error's sign; `record --settle-pcp`
 *    leaves a few hundred pages instead of thousands, too few for it to show;
 *  - the decay drain as one free_pcppages_bulk(): since fc4b909c368f (6.19,
 *    backported to 6.12.y / 6.18.y early in 2026) decay_pcp_high() frees in
 *    chunks of batch pages, one zone->lock each.  Chunks with no event
 *    between show in the trace as one burst, which is what the model counts;
 *    where two CPUs decay at the same tick their contention events split
 *    them.  True acquisitions are higher than either;
 *  - frees that find the pcp lock held go to the buddy untraced, and
 *    alloc_pages_bulk() takes pages with no mm_page_alloc: each is below one
 *    drain of batch << scale_max (2016) pages a minute.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lock-common.h"

#define PCP_TYPES 3          /* MIGRATE_PCPTYPES: unmovable, movable, reclaimable */
#define PCP_MOVABLE 1
#define PCP_COSTLY_ORDER 3   /* PAGE_ALLOC_COSTLY_ORDER */
#define PCP_LISTS (PCP_TYPES * (PCP_COSTLY_ORDER + 1) + 1)
#define PCP_THP_LIST (PCP_LISTS - 1)
#define PCP_MAX_ORDER 10     /* MAX_PAGE_ORDER on x86-64 */
#define PCPF_PREV_FREE_HIGH_ORDER 1

struct pcp {
	int count;            /* pages on all lists */
	int high;
	int free_count;       /* 6.7+ free_count; 5.13-6.6 free_factor */
	int alloc_factor;
	int flags;
	/*
	 * The zone's constants the per-op path reads (struct zone_params: high
	 * for <= 6.6, high_min / high_max / free_cap for 6.7+), copied here so
	 * that path reads one struct, next to the order-0 lists.
	 */
	int z_high, z_high_min, z_high_max, z_free_cap;
	int z_batch, z_fh_thresh;      /* batch, and batch + high_min / 2 (6.7+ free_high) */
	int blocks[PCP_LISTS];
	/* to 128 bytes: &s->pcp[cpu * nz + zone] (each op, each pcp model) is a shift */
	int pad[(128 - (11 + PCP_LISTS) * (int)sizeof(int)) / (int)sizeof(int)];
};
_Static_assert(sizeof(struct pcp) == 128, "struct pcp: a power of two");

struct zone_params {
	int batch, high, high_min, high_max;
	int free_cap;                  /* batch << scale_max: 6.7+ free_count stops growing there */
	int start;                     /* order-0 MOVABLE pages each CPU holds at trace start */
	int start_auto;                /* start from the per-CPU snapshot below where given */
	int start_movable;             /* ... all of it on the order-0 MOVABLE list (start=movable) */
	int *cpu_count, *cpu_high;     /* "zone.<i>.pcp_count" / ".pcp_high" per CPU, or NULL */
	unsigned int ncpu_count, ncpu_high;
};

/*
 * One zone's lock: its last holder, bounces and acquisitions by kind
 * (refill / drain / direct).  Their sum is the zone's zone.lock, added up at
 * finish rather than counted per acquisition.
 */
struct zlock {
	int32_t last_cpu;              /* < 0 before the first acquisition */
	uint64_t bounces;
	uint64_t kind[MMR_LK_ZONE__N];
	uint64_t pad;                  /* to 64 bytes: &s->zl[zone] (each acquisition) is a shift */
};
_Static_assert(sizeof(struct zlock) == 64, "struct zlock: a power of two");

struct pcp_sim {
	enum mmr_lk_pcp_epoch epoch;
	int scale_max;
	int thp_order;
	int free_high_batch;
	uint64_t decay_ns;
	/*
	 * decay_at=jiffies: the kernel's jiffies on the trace clock
	 * (metadata jiffies.before "<mono ns> <jiffies>", hz; trace_clock mono):
	 * CPU c decays at the tick its vmstat timer expires, see jiffies_decay().
	 */
	int decay_jiffies;
	unsigned int hz, gran_shift;
	uint64_t j0_ns, j0;
	struct mmr_lk_zones zt;
	unsigned int nz;               /* zt.nr + 1 (the unknown zone) */
	struct zone_params *zp;
	struct zlock *zl;              /* one per zone */
	int published;                 /* finish() gave the per-zone counts to the counters */
	struct pcp *pcp;               /* [cpu * nz + zone] */
	size_t ncpus;
	uint64_t *next_decay;          /* per CPU, 0 = not started */
};

static int pcp_allowed(const struct pcp_sim *s, int order)
{
	switch (s->epoch) {
	case MMR_LK_PCP_NONE:
		return 0;
	case MMR_LK_PCP_ORDER0:
		return order == 0;
	default:
		return (order >= 0 && order <= PCP_COSTLY_ORDER) || order == s->thp_order;
	}
}

static int order_to_pindex(int mt, int order)
{
	if (order > PCP_COSTLY_ORDER)
		return PCP_THP_LIST;
	return PCP_TYPES * order + mt;
}

static int pindex_to_order(const struct pcp_sim *s, int pindex)
{
	return pindex == PCP_THP_LIST ? s->thp_order : pindex / PCP_TYPES;
}

static int clampi(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static int maxi(int a, int b)
{
	return a > b ? a : b;
}

static int mini(int a, int b)
{
	return a < b ? a : b;
}

static __attribute__((noinline)) int grow_cpus_slow(struct pcp_sim *s, unsigned int cpu)
{
	size_t n = s->ncpus ? s->ncpus : 1, i, z;
	struct pcp *p;
	uint64_t *d;

	while (n <= cpu)
		n *= 2;
	p = realloc(s->pcp, n * s->nz * sizeof(*p));
	if (!p)
		return MMR_ENOMEM;
	s->pcp = p;
	d = realloc(s->next_decay, n * sizeof(*d));
	if (!d)
		return MMR_ENOMEM;
	s->next_decay = d;
	for (i = s->ncpus; i < n; i++) {
		d[i] = 0;
		for (z = 0; z < s->nz; z++) {
			struct pcp *q = &p[i * s->nz + z];

			const struct zone_params *zp = &s->zp[z];

			memset(q, 0, sizeof(*q));
			q->z_high = zp->high;
			q->z_high_min = zp->high_min;
			q->z_high_max = zp->high_max;
			q->z_free_cap = zp->free_cap;
			q->z_batch = zp->batch;
			q->z_fh_thresh = zp->batch + zp->high_min / 2;
			q->high = zp->high;
			q->count = zp->start;
			if (zp->start_auto && i < zp->ncpu_high)
				q->high = clampi(zp->cpu_high[i], zp->high_min, zp->high_max);
			q->blocks[order_to_pindex(PCP_MOVABLE, 0)] = q->count;
			if (zp->start_auto && i < zp->ncpu_count) {
				/*
				 * zoneinfo does not split the count by list: a third
				 * per type (start=auto), or all MOVABLE (start=movable)
				 */
				int third = zp->start_movable ? 0 : zp->cpu_count[i] / PCP_TYPES;

				q->count = zp->cpu_count[i];
				q->blocks[order_to_pindex(0, 0)] = third;
				q->blocks[order_to_pindex(2, 0)] = third;
				q->blocks[order_to_pindex(PCP_MOVABLE, 0)] = q->count - 2 * third;
			}
		}
	}
	s->ncpus = n;
	return 0;
}

static inline int grow_cpus(struct pcp_sim *s, unsigned int cpu)
{
	if (__builtin_expect(cpu < s->ncpus, 1))
		return 0;
	return grow_cpus_slow(s, cpu);
}

/* One zone->lock: totals and per CPU now, per zone in the model (given out at finish). */
static inline void take_lock(struct pcp_sim *s, const struct mmr_model_ctx *ctx,
			     unsigned int zone, unsigned int cpu, unsigned int kind)
{
	struct zlock *l = &s->zl[zone];
	int bounce = l->last_cpu >= 0 && (unsigned int)l->last_cpu != cpu;

	l->last_cpu = (int32_t)cpu;
	l->bounces += (uint64_t)bounce;
	l->kind[kind]++;
	mmr_count3(ctx->counters, cpu, MMR_LK_ZONE_LOCK, 1, kind, 1, MMR_LK_ZONE_BOUNCE, bounce);
}

/* <= 5.12 free_pcppages_bulk(): order-0 lists, batch_free round-robin from MOVABLE. */
static void bulk_free_order0(struct pcp *p, int count)
{
	int mt = 0, batch_free = 0;

	count = mini(count, p->count);
	while (count > 0) {
		do {
			batch_free++;
			if (++mt == PCP_TYPES)
				mt = 0;
		} while (!p->blocks[mt]);
		/* This is the only non-empty list: free them all. */
		if (batch_free == PCP_TYPES)
			batch_free = count;
		do {
			p->blocks[mt]--;
			p->count--;
		} while (--count && --batch_free && p->blocks[mt]);
	}
}

/* 5.13+ free_pcppages_bulk(): the requested list first, then round-robin. */
static void bulk_free(const struct pcp_sim *s, struct pcp *p, int count, int pindex)
{
	count = mini(count, p->count);
	pindex--;
	while (count > 0) {
		int nr_pages, take;

		do {
			if (++pindex > PCP_LISTS - 1)
				pindex = 0;
		} while (!p->blocks[pindex]);
		nr_pages = 1 << pindex_to_order(s, pindex);
		/* the kernel frees block by block while count > 0: ceil(count / nr_pages) */
		take = mini(p->blocks[pindex], (count + nr_pages - 1) / nr_pages);
		p->blocks[pindex] -= take;
		p->count -= take * nr_pages;
		count -= take * nr_pages;
	}
}

static void drain(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
		  unsigned int cpu, struct pcp *p, int count, int pindex)
{
	take_lock(s, ctx, zone, cpu, MMR_LK_ZONE_DRAIN);
	if (s->epoch == MMR_LK_PCP_ORDER0)
		bulk_free_order0(p, count);
	else
		bulk_free(s, p, count, pindex);
}

/* 6.7+ nr_pcp_alloc(): blocks to ask rmqueue_bulk() for. */
static int nr_pcp_alloc_autotune(const struct pcp_sim *s, const struct zone_params *zp,
				 struct pcp *p, int order)
{
	int base_batch = zp->batch, batch, high, max_nr_alloc;

	high = p->high = clampi(p->high, zp->high_min, zp->high_max);
	if (high < base_batch)
		return 1;
	batch = order ? base_batch : base_batch << p->alloc_factor;
	/* If we had larger pcp->high, we could avoid to allocate from zone. */
	if (zp->high_min != zp->high_max)
		high = p->high = mini(high + batch, zp->high_max);
	if (!order) {
		max_nr_alloc = maxi(high - p->count - base_batch, base_batch);
		if (batch <= max_nr_alloc && p->alloc_factor < s->scale_max)
			p->alloc_factor++;
		batch = mini(batch, max_nr_alloc);
	}
	if (batch > 1)
		batch = maxi(batch >> order, 2);
	return batch;
}

static void do_alloc(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
		     unsigned int cpu, int order, int mt)
{
	const struct zone_params *zp = &s->zp[zone];
	struct pcp *p = &s->pcp[cpu * s->nz + zone];
	int pindex, n;

	if (!pcp_allowed(s, order)) {
		take_lock(s, ctx, zone, cpu, MMR_LK_ZONE_DIRECT);
		return;
	}
	if (mt < 0 || mt >= PCP_TYPES)
		mt = PCP_MOVABLE; /* gfp migratetypes are always < MIGRATE_PCPTYPES */
	pindex = order_to_pindex(mt, order);
	if (s->epoch == MMR_LK_PCP_HIGHORDER)
		p->free_count >>= 1; /* free_factor */
	else if (s->epoch == MMR_LK_PCP_AUTOTUNE)
		p->free_count >>= 1;
	if (!p->blocks[pindex]) {
		switch (s->epoch) {
		case MMR_LK_PCP_ORDER0:
			n = zp->batch;
			break;
		case MMR_LK_PCP_HIGHORDER:
			n = zp->batch > 1 ? maxi(zp->batch >> order, 2) : zp->batch;
			break;
		default:
			n = nr_pcp_alloc_autotune(s, zp, p, order);
			break;
		}
		if (n < 1)
			n = 1;
		take_lock(s, ctx, zone, cpu, MMR_LK_ZONE_REFILL);
		p->blocks[pindex] += n;
		p->count += n << order;
	}
	p->blocks[pindex]--;
	p->count -= 1 << order;
}

static void free_order0(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
			unsigned int cpu, struct pcp *p, const struct zone_params *zp)
{
	if (p->count >= zp->high)
		drain(s, ctx, zone, cpu, p, zp->batch, 0);
}

/* 5.13-6.6 free_unref_page_commit() with nr_pcp_high() / nr_pcp_free() of 6.6. */
static void free_highorder(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
			   unsigned int cpu, struct pcp *p, const struct zone_params *zp,
			   int order, int pindex)
{
	int free_high = p->free_count && order && order <= PCP_COSTLY_ORDER;
	int high = free_high ? 0 : zp->high, n;

	if (p->count < high)
		return;
	if (free_high) {
		n = p->count;
	} else if (high < zp->batch) {
		n = 1;
	} else {
		int min_nr = zp->batch, max_nr = high - zp->batch;
		long long b = (long long)zp->batch << p->free_count;

		if (b < max_nr && p->free_count < s->scale_max)
			p->free_count++;
		n = (int)(b < min_nr ? min_nr : b > max_nr ? max_nr : b);
	}
	drain(s, ctx, zone, cpu, p, n, pindex);
}

/* 6.7+ (6.18) free_frozen_page_commit() with nr_pcp_high() and nr_pcp_free(). */
static void free_autotune(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
			  unsigned int cpu, struct pcp *p, const struct zone_params *zp,
			  int order, int pindex)
{
	int batch = zp->batch, free_high = 0, high, n;

	p->alloc_factor >>= 1;
	if (order && order <= PCP_COSTLY_ORDER) {
		free_high = p->free_count >= batch + zp->high_min / 2 &&
			    (p->flags & PCPF_PREV_FREE_HIGH_ORDER) &&
			    (!s->free_high_batch || p->count >= batch);
		p->flags |= PCPF_PREV_FREE_HIGH_ORDER;
	} else {
		p->flags &= ~PCPF_PREV_FREE_HIGH_ORDER;
	}
	if (p->free_count < (batch << s->scale_max))
		p->free_count += 1 << order;

	/* nr_pcp_high() */
	high = p->high = clampi(p->high, zp->high_min, zp->high_max);
	if (!high) {
		high = 0;
	} else if (free_high) {
		p->high = maxi(high - (batch << s->scale_max), zp->high_min);
		high = 0;
	} else if (zp->high_min != zp->high_max && p->count >= high) {
		int need_high = p->free_count + batch;

		if (p->high < need_high)
			p->high = clampi(need_high, zp->high_min, zp->high_max);
	}
	if (p->count < high)
		return;

	/* nr_pcp_free() */
	if (free_high)
		n = mini(p->count, batch << s->scale_max);
	else if (high < batch)
		n = 1;
	else
		n = clampi(p->free_count, batch, high - batch);
	drain(s, ctx, zone, cpu, p, n, pindex);
}

static void do_free(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int zone,
		    unsigned int cpu, int order, int mt)
{
	const struct zone_params *zp = &s->zp[zone];
	struct pcp *p = &s->pcp[cpu * s->nz + zone];
	int pindex;

	if (!pcp_allowed(s, order)) {
		take_lock(s, ctx, zone, cpu, MMR_LK_ZONE_DIRECT);
		return;
	}
	if (mt < 0 || mt >= PCP_TYPES)
		mt = PCP_MOVABLE;
	pindex = order_to_pindex(mt, order);
	p->blocks[pindex]++;
	p->count += 1 << order;
	switch (s->epoch) {
	case MMR_LK_PCP_ORDER0:
		free_order0(s, ctx, zone, cpu, p, zp);
		break;
	case MMR_LK_PCP_HIGHORDER:
		free_highorder(s, ctx, zone, cpu, p, zp, order, pindex);
		break;
	default:
		free_autotune(s, ctx, zone, cpu, p, zp, order, pindex);
		break;
	}
}

/* decay_pcp_high() for every zone of @cpu (6.7+ vmstat worker). */
static void decay(struct pcp_sim *s, const struct mmr_model_ctx *ctx, unsigned int cpu)
{
	unsigned int z;

	for (z = 0; z < s->nz; z++) {
		const struct zone_params *zp = &s->zp[z];
		struct pcp *p = &s->pcp[cpu * s->nz + z];
		int to_drain;

		if (p->high > zp->high_min) {
			int a = p->count - (zp->batch << s->scale_max);
			int b = p->high - (p->high >> 3);

			p->high = maxi(maxi(a, b), zp->high_min);
		}
		to_drain = p->count - p->high;
		if (to_drain > 0)
			drain(s, ctx, z, cpu, p, to_drain, 0);
	}
}

/*
 * decay_at=jiffies: the first time after @ts at which CPU @cpu's vmstat worker
 * runs decay_pcp_high().  vmstat_update() requeues itself on its CPU with
 * round_jiffies_relative(HZ): the next whole jiffies second, 3 jiffies
 * earlier per CPU number (round_jiffies_common()'s skew), T = k * HZ - 3 *
 * cpu.  The timer wheel files a timeout of about HZ jiffies in the level whose
 * buckets are 1 << gran_shift jiffies and rounds its expiry up to the next
 * bucket (calc_index(): ((T >> shift) + 1) << shift), so the worker runs at
 * that tick (docs/fidelity.md, "When the vmstat worker decays the lists").
 */
static uint64_t jiffies_decay(const struct pcp_sim *s, unsigned int cpu, uint64_t ts)
{
	/*
	 * jiffies at ts (whole seconds apart, then the rest: no overflow however
	 * long the trace); ts before the snapshot counts from it (the trace
	 * starts after it)
	 */
	uint64_t d = ts > s->j0_ns ? ts - s->j0_ns : 0;
	uint64_t j = s->j0 + d / 1000000000u * s->hz + d % 1000000000u * s->hz / 1000000000u;
	uint64_t k = j / s->hz, e;

	for (;; k++) {
		uint64_t t = k * s->hz;

		if (t < 3u * cpu)
			continue;
		e = (((t - 3u * cpu) >> s->gran_shift) + 1) << s->gran_shift;
		if (e > j)
			break;
	}
	return s->j0_ns + (e - s->j0) * 1000000000u / s->hz;
}

/*
 * decay_at: "auto" (jiffies when the metadata allows it, else first-op),
 * "jiffies" or "first-op".  jiffies needs jiffies.before, hz, the mono trace
 * clock (the one /proc/timer_list's "now" is on) and a decay period of one
 * second (vm.stat_interval's default, which round_jiffies() keeps whole).
 */
static int decay_at(struct pcp_sim *s, const struct mmr_model_ctx *ctx,
		    const struct mmr_params *params, struct mmr_error *err)
{
	const char *v = mmr_params_get(params, "decay_at");
	const char *j = ctx->meta ? mmr_meta_get(ctx->meta, "jiffies.before") : NULL;
	const char *clk = ctx->meta ? mmr_meta_get(ctx->meta, "trace_clock") : NULL;
	int64_t hz = ctx->meta ? mmr_meta_get_i64(ctx->meta, "hz", 0) : 0;
	unsigned long long ns, jf;
	const char *why = NULL;
	uint64_t delta;

	if (!v || !*v)
		v = "auto";
	if (strcmp(v, "auto") && strcmp(v, "jiffies") && strcmp(v, "first-op"))
		return mmr_error_set(err, MMR_EINVAL, "parameter decay_at=%s: must be auto, "
				     "jiffies or first-op", v);
	if (!strcmp(v, "first-op") || !s->decay_ns)
		return 0;
	if (!j || sscanf(j, "%llu %llu", &ns, &jf) != 2)
		why = "no jiffies.before in the metadata";
	else if (hz < 24 || hz > 10000)
		why = "no hz in the metadata";
	else if (!clk || strcmp(clk, "mono"))
		why = "the trace clock is not mono";
	else if (s->decay_ns != 1000000000u)
		why = "decay_ms is not 1000";
	if (why)
		return strcmp(v, "jiffies") ? 0 : mmr_error_set(err, MMR_EINVAL,
								"decay_at=jiffies: %s", why);
	s->decay_jiffies = 1;
	s->hz = (unsigned int)hz;
	s->j0_ns = ns;
	s->j0 = jf;
	/* the wheel level of a delta of ~HZ jiffies: LVL_START(n) = 63 << 3 * (n - 1) */
	for (delta = (uint64_t)hz, s->gran_shift = 0; delta >= (63ull << s->gran_shift);)
		s->gran_shift += 3;
	return 0;
}

static __attribute__((noinline)) int pcp_on_page_op(struct pcp_sim *s,
						    const struct mmr_model_ctx *ctx,
						    const struct mmr_op *op)
{
	unsigned int zone;
	int rc, order;

	/*
	 * free_unref_folios() traces mm_page_free in free_pages_prepare() and then
	 * mm_page_free_batched for the same page before free_unref_page_commit():
	 * the batched event is the second record of one free (docs/fidelity.md,
	 * "mm_page_free_batched repeats a free"), so only mm_page_free counts.
	 */
	if (op->kind == MMR_OP_PAGE_FREE && op->ev && op->ev->kind == MMR_EV_PAGE_FREE_BATCHED)
		return 0;
	rc = grow_cpus(s, op->cpu);
	if (rc < 0)
		return rc;
	zone = mmr_lk_zone_of(&s->zt, op->zone, op->pfn);
	order = op->order;
	if (order < 0 || order > PCP_MAX_ORDER)
		order = PCP_MAX_ORDER + 1; /* nonsense order: no list takes it */
	if (s->decay_ns) {
		uint64_t *next = &s->next_decay[op->cpu];

		if (!*next) {
			*next = s->decay_jiffies ? jiffies_decay(s, op->cpu, op->ts)
						 : op->ts + s->decay_ns;
		} else if (op->ts >= *next) {
			decay(s, ctx, op->cpu);
			if (s->decay_jiffies)
				*next = jiffies_decay(s, op->cpu, op->ts);
			else
				while (*next <= op->ts)
					*next += s->decay_ns;
		}
	}
	/*
	 * A PAGE_FREE carries the migratetype its page was allocated as in the
	 * trace (the state tracker remembers it, model.h), -1 when unknown.
	 */
	if (op->kind == MMR_OP_PAGE_ALLOC)
		do_alloc(s, ctx, zone, op->cpu, order, op->migratetype);
	else
		do_free(s, ctx, zone, op->cpu, order, op->migratetype);
	return 0;
}

/* End of trace: the per-zone counts go to the counters' instances (named at init). */
int mmr_lk_pcp_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct pcp_sim *s = priv;
	unsigned int z, k;

	if (s->published)
		return 0;
	s->published = 1;
	for (z = 0; z < s->nz; z++) {
		const struct zlock *l = &s->zl[z];
		uint64_t n = 0;

		for (k = MMR_LK_ZONE_REFILL; k <= MMR_LK_ZONE_DIRECT; k++)
			n += l->kind[k];
		if (!n)
			continue;
		mmr_count_instance(ctx->counters, MMR_LK_ZONE_LOCK, z, (int64_t)n);
		mmr_count_instance(ctx->counters, MMR_LK_ZONE_BOUNCE, z, (int64_t)l->bounces);
		for (k = MMR_LK_ZONE_REFILL; k <= MMR_LK_ZONE_DIRECT; k++)
			mmr_count_instance(ctx->counters, k, z, (int64_t)l->kind[k]);
	}
	return 0;
}

/*
 * Every op of the replay comes here, through one entry point per epoch (the
 * model files name theirs), so the epoch is a constant and its tests vanish.
 * The common cases are done inline, with exactly the state changes
 * pcp_on_page_op() would make: an allocation served from a non-empty list, a
 * free that leaves the list below high (no drain, no free_high), an order
 * that has no list (a direct acquisition).  Orders 1-3 and THP count: network
 * traces allocate order-3 frags (docs/performance.md, "Inlined common
 * cases").  Anything else (a refill, a drain, a decay due, a zone found by
 * pfn, a CPU beyond the arrays, orders 4-8 / 10 / nonsense) takes
 * pcp_on_page_op(), before any state was touched.  A free from
 * mm_page_free_batched is never counted (see pcp_on_page_op()): 0 at once.
 */
/*
 * pcp_fast() on list @pindex of order @order: inlined once for order 0 (where
 * everything is a constant) and once each for orders 1-3 and THP.
 */
static inline __attribute__((always_inline)) int pcp_list_op(struct pcp_sim *s,
							     const struct mmr_model_ctx *ctx,
							     const struct mmr_op *op,
							     const enum mmr_lk_pcp_epoch epoch,
							     struct pcp *p, unsigned int kind,
							     unsigned int pindex, int order)
{
	int nr = 1 << order, high;

	if (kind == MMR_OP_PAGE_ALLOC) {
		if (!p->blocks[pindex])
			return pcp_on_page_op(s, ctx, op);
		if (epoch != MMR_LK_PCP_ORDER0)
			p->free_count >>= 1;
		p->blocks[pindex]--;
		p->count -= nr;
		return 0;
	}
	if (epoch != MMR_LK_PCP_AUTOTUNE) {
		/* free_order0() / free_highorder() when nothing drains: no free_high (5.13-6.6) */
		if ((epoch == MMR_LK_PCP_HIGHORDER && p->free_count &&
		     (unsigned int)order - 1 < PCP_COSTLY_ORDER) || p->count + nr >= p->z_high)
			return pcp_on_page_op(s, ctx, op);
	} else {
		/* free_autotune() when count stays below the clamped high and no free_high */
		high = clampi(p->high, p->z_high_min, p->z_high_max);
		if (!high || p->count + nr >= high)
			return pcp_on_page_op(s, ctx, op);
		if ((unsigned int)order - 1 < PCP_COSTLY_ORDER) {
			if (p->free_count >= p->z_fh_thresh && (p->flags & PCPF_PREV_FREE_HIGH_ORDER) &&
			    (!s->free_high_batch || p->count + nr >= p->z_batch))
				return pcp_on_page_op(s, ctx, op);
			p->flags |= PCPF_PREV_FREE_HIGH_ORDER;
		} else {
			p->flags &= ~PCPF_PREV_FREE_HIGH_ORDER;
		}
		p->high = high;
		p->alloc_factor >>= 1;
		if (p->free_count < p->z_free_cap)
			p->free_count += nr;
	}
	p->blocks[pindex]++;
	p->count += nr;
	return 0;
}

/*
 * pcp_fast() past its common checks for an order > 0 (5.13+ epochs):
 * order_to_pindex(); orders 4-8, 10 and nonsense ones (direct) go the slow
 * way.
 */
static inline __attribute__((always_inline)) int pcp_high_order(struct pcp_sim *s,
								const struct mmr_model_ctx *ctx,
								const struct mmr_op *op,
								const enum mmr_lk_pcp_epoch epoch)
{
	unsigned int mt = (unsigned int)op->migratetype;
	struct pcp *p = &s->pcp[op->cpu * s->nz + (unsigned int)op->zone];
	int order = op->order;

	if (mt >= PCP_TYPES)
		mt = PCP_MOVABLE;
	if ((unsigned int)order <= PCP_COSTLY_ORDER)
		return pcp_list_op(s, ctx, op, epoch, p, op->kind,
				   PCP_TYPES * (unsigned int)order + mt, order);
	if (order == s->thp_order)
		return pcp_list_op(s, ctx, op, epoch, p, op->kind, PCP_THP_LIST, order);
	return pcp_on_page_op(s, ctx, op);
}

static __attribute__((noinline)) int pcp_high_order_highorder(struct pcp_sim *s,
							      const struct mmr_model_ctx *ctx,
							      const struct mmr_op *op)
{
	return pcp_high_order(s, ctx, op, MMR_LK_PCP_HIGHORDER);
}

static __attribute__((noinline)) int pcp_high_order_autotune(struct pcp_sim *s,
							     const struct mmr_model_ctx *ctx,
							     const struct mmr_op *op)
{
	return pcp_high_order(s, ctx, op, MMR_LK_PCP_AUTOTUNE);
}

static inline __attribute__((always_inline)) int pcp_fast(void *priv,
							  const struct mmr_model_ctx *ctx,
							  const struct mmr_op *op,
							  const enum mmr_lk_pcp_epoch epoch)
{
	struct pcp_sim *s = priv;
	unsigned int kind = op->kind, cpu = op->cpu, zone = (unsigned int)op->zone, mt;
	int order = op->order;
	struct pcp *p;

	if (kind - MMR_OP_PAGE_ALLOC > 1u)
		return 0;
	if (kind == MMR_OP_PAGE_FREE && op->ev && op->ev->kind == MMR_EV_PAGE_FREE_BATCHED)
		return 0;
	if (cpu >= s->ncpus || zone >= s->zt.nr)
		return pcp_on_page_op(s, ctx, op);
	/* no list for the order (pcp_allowed()): any order in pcp-none, any but 0 in pcp-order0 */
	if (epoch == MMR_LK_PCP_NONE || (epoch == MMR_LK_PCP_ORDER0 && order != 0)) {
		take_lock(s, ctx, zone, cpu, MMR_LK_ZONE_DIRECT);
		return 0;
	}
	if (epoch == MMR_LK_PCP_AUTOTUNE && s->decay_ns && op->ts >= s->next_decay[cpu])
		return pcp_on_page_op(s, ctx, op);
	mt = (unsigned int)op->migratetype;
	if (mt >= PCP_TYPES)
		mt = PCP_MOVABLE;
	if (order != 0) /* out of line: the order-0 path keeps no register saves */
		return epoch == MMR_LK_PCP_HIGHORDER ? pcp_high_order_highorder(s, ctx, op) :
		       pcp_high_order_autotune(s, ctx, op);
	p = &s->pcp[cpu * s->nz + zone];
	return pcp_list_op(s, ctx, op, epoch, p, kind, mt, 0);
}

int mmr_lk_pcp_none_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	return pcp_fast(priv, ctx, op, MMR_LK_PCP_NONE);
}

int mmr_lk_pcp_order0_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	return pcp_fast(priv, ctx, op, MMR_LK_PCP_ORDER0);
}

int mmr_lk_pcp_highorder_on_op(void *priv, const struct mmr_model_ctx *ctx,
			       const struct mmr_op *op)
{
	return pcp_fast(priv, ctx, op, MMR_LK_PCP_HIGHORDER);
}

int mmr_lk_pcp_autotune_on_op(void *priv, const struct mmr_model_ctx *ctx,
			      const struct mmr_op *op)
{
	return pcp_fast(priv, ctx, op, MMR_LK_PCP_AUTOTUNE);
}

/* Any epoch (the entry points above, chosen by the epoch). */
int mmr_lk_pcp_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	switch (((const struct pcp_sim *)priv)->epoch) {
	case MMR_LK_PCP_NONE:
		return mmr_lk_pcp_none_on_op(priv, ctx, op);
	case MMR_LK_PCP_ORDER0:
		return mmr_lk_pcp_order0_on_op(priv, ctx, op);
	case MMR_LK_PCP_HIGHORDER:
		return mmr_lk_pcp_highorder_on_op(priv, ctx, op);
	default:
		return mmr_lk_pcp_autotune_on_op(priv, ctx, op);
	}
}

void mmr_lk_pcp_free(void *priv)
{
	struct pcp_sim *s = priv;
	unsigned int z;

	if (!s)
		return;
	mmr_lk_zones_free(&s->zt);
	for (z = 0; s->zp && z < s->nz; z++) {
		free(s->zp[z].cpu_count);
		free(s->zp[z].cpu_high);
	}
	free(s->zp);
	free(s->zl);
	free(s->pcp);
	free(s->next_decay);
	free(s);
}

static int get_opt(const struct mmr_params *params, const char *name, int lo, int hi, int *out,
		   struct mmr_error *err)
{
	int64_t v;
	int rc = mmr_lk_param_opt(params, name, &v, err);

	if (rc <= 0)
		return rc;
	if (v < lo || v > hi)
		return mmr_error_set(err, MMR_EINVAL, "parameter %s=%lld: must be in %d..%d", name,
				     (long long)v, lo, hi);
	*out = (int)v;
	return 1;
}

/* CPUs of the zone's node plus online CPUs: zone_highsize()'s nr_split_cpus. */
static int split_cpus(const struct mmr_model_ctx *ctx, int node)
{
	unsigned int online = mmr_lk_nr_cpus(ctx);
	const char *v = NULL;
	char key[32];
	int node_cpus = 0;

	if (ctx->meta && node >= 0) {
		snprintf(key, sizeof(key), "numa.%d.cpus", node);
		v = mmr_meta_get(ctx->meta, key);
	}
	/* "0-3,8-11": count CPUs in the list; absent: one node holds them all */
	while (v && *v) {
		char *end;
		long a = strtol(v, &end, 10), b = a;

		if (end == v)
			break;
		if (*end == '-')
			b = strtol(end + 1, &end, 10);
		if (b >= a)
			node_cpus += (int)(b - a + 1);
		v = *end == ',' ? end + 1 : end;
		if (*end && *end != ',')
			break;
	}
	if (!node_cpus)
		node_cpus = (int)online;
	return node_cpus + (int)online;
}

/* "12773,10307": one integer per CPU; the count, or -1 when malformed. */
static int parse_cpu_list(const char *v, int **out)
{
	int n = 1, i = 0;
	const char *c;
	char *end;

	*out = NULL;
	if (!v || !*v)
		return 0;
	for (c = v; *c; c++)
		n += *c == ',';
	*out = calloc((size_t)n, sizeof(**out));
	if (!*out)
		return -1;
	for (c = v; i < n; i++) {
		long x = strtol(c, &end, 10);

		if (end == c || x < 0 || x > (1 << 30) || (*end && *end != ',')) {
			free(*out);
			*out = NULL;
			return -1;
		}
		(*out)[i] = (int)x;
		c = *end ? end + 1 : end;
	}
	return n;
}

/*
 * What the lists hold when the trace starts.  "auto" (the default): the
 * per-CPU pcp count and high of /proc/zoneinfo when the metadata has them
 * ("zone.<i>.pcp_count" / "zone.<i>.pcp_high", one entry per CPU), split in
 * thirds over the order-0 lists of the three migratetypes (zoneinfo does not
 * say which lists hold it; docs/fidelity.md, "Per-cpu lists at trace start"),
 * else nothing - so hand-worked scenarios start from a known state.
 * "empty", "high_min", "high" or a page count put that on every CPU.  A busy
 * CPU's lists sit between high_min and high; an empty start makes the model
 * refill where the kernel still had pages (see pcp-autotune.c).
 */
static int resolve_start(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
			 unsigned int zi, const struct mmr_lk_zone *mz, struct zone_params *zp,
			 struct mmr_error *err)
{
	const char *v = mmr_params_get(params, "start");
	char key[64];
	char *end;
	long n;
	int k;

	zp->start = 0;
	if (mz->batch < 0) /* the unknown zone: no metadata, nothing to start from */
		return 0;
	if (!v || !*v || !strcmp(v, "auto") || !strcmp(v, "movable")) {
		zp->start_auto = 1;
		zp->start_movable = v && !strcmp(v, "movable");
		snprintf(key, sizeof(key), "zone.%u.pcp_count", zi);
		k = parse_cpu_list(ctx->meta ? mmr_meta_get(ctx->meta, key) : NULL, &zp->cpu_count);
		if (k < 0)
			return mmr_error_set(err, MMR_EPARSE, "metadata %s: want one count per CPU",
					     key);
		zp->ncpu_count = (unsigned int)k;
		snprintf(key, sizeof(key), "zone.%u.pcp_high", zi);
		k = parse_cpu_list(ctx->meta ? mmr_meta_get(ctx->meta, key) : NULL, &zp->cpu_high);
		if (k < 0)
			return mmr_error_set(err, MMR_EPARSE, "metadata %s: want one high per CPU",
					     key);
		zp->ncpu_high = (unsigned int)k;
		return 0;
	}
	if (!strcmp(v, "empty"))
		return 0;
	if (!strcmp(v, "high"))
		n = zp->high;
	else if (!strcmp(v, "high_min"))
		n = zp->high_min;
	else {
		n = strtol(v, &end, 0);
		if (*end || n < 0 || n > (1 << 30))
			return mmr_error_set(err, MMR_EINVAL, "parameter start=%s: want auto, movable, "
					     "empty, high_min, high or a page count", v);
	}
	zp->start = (int)n;
	return 0;
}

static int resolve_zone(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
			enum mmr_lk_pcp_epoch epoch, unsigned int zi, const struct mmr_lk_zone *mz,
			struct zone_params *zp, struct mmr_error *err)
{
	int rc, batch = 63, high = -1, v;

	if (epoch == MMR_LK_PCP_NONE) /* declares no parameters, needs no sizes */
		return 0;
	/* batch: parameter, else /proc/zoneinfo's, else zone_batchsize() of any zone >= 1 GiB. */
	if (mz->batch > 0)
		batch = mz->batch;
	rc = get_opt(params, "batch", 1, 1 << 20, &batch, err);
	if (rc < 0)
		return rc;
	if (mz->high >= 0)
		high = mz->high;
	rc = get_opt(params, "high", 0, 1 << 30, &high, err);
	if (rc < 0)
		return rc;
	if (high < 0)
		high = 6 * batch; /* pageset_set_batch() of <= 5.13: high = 6 * batch */
	zp->batch = batch;
	zp->high = high;
	zp->high_min = zp->high_max = high;
	if (epoch != MMR_LK_PCP_AUTOTUNE)
		return resolve_start(ctx, params, zi, mz, zp, err);

	/* high_min: parameter, else zoneinfo's high_min, else the snapshot of high. */
	v = mz->high_min >= 0 ? mz->high_min : high;
	rc = get_opt(params, "high_min", 0, 1 << 30, &v, err);
	if (rc < 0)
		return rc;
	zp->high_min = v;
	/*
	 * high_max: parameter, else zoneinfo's, else zone_highsize() with
	 * MIN_PERCPU_PAGELIST_HIGH_FRACTION = 8 on the zone's span (spanned, not
	 * managed, pages: a slight overestimate), else no auto-tuning.
	 */
	if (mz->high_max >= 0) {
		v = mz->high_max;
	} else if (mz->end_pfn > mz->start_pfn) {
		uint64_t h = (mz->end_pfn - mz->start_pfn) / 8 / (uint64_t)split_cpus(ctx, mz->node);

		v = h > (1u << 30) ? 1 << 30 : (int)h;
		v = maxi(v, batch << 2);
	} else {
		v = zp->high_min;
	}
	rc = get_opt(params, "high_max", 0, 1 << 30, &v, err);
	if (rc < 0)
		return rc;
	zp->high_max = maxi(v, zp->high_min);
	zp->high = clampi(high, zp->high_min, zp->high_max);
	return resolve_start(ctx, params, zi, mz, zp, err);
}

int mmr_lk_pcp_init(enum mmr_lk_pcp_epoch epoch, const struct mmr_model_ctx *ctx,
		    const struct mmr_params *params, void **priv, struct mmr_error *err)
{
	struct pcp_sim *s = calloc(1, sizeof(*s));
	unsigned int z;
	int rc;

	*priv = NULL;
	if (!s)
		return mmr_error_set(err, MMR_ENOMEM, "pcp model: out of memory");
	s->epoch = epoch;
	s->scale_max = 5;      /* CONFIG_PCP_BATCH_SCALE_MAX default */
	s->thp_order = 9;      /* pageblock_order / HPAGE_PMD_ORDER on x86-64 */
	s->free_high_batch = 1;
	if (epoch == MMR_LK_PCP_HIGHORDER || epoch == MMR_LK_PCP_AUTOTUNE) {
		int v = s->scale_max;

		rc = get_opt(params, "scale_max", 0, 10, &v, err);
		if (rc < 0)
			goto fail;
		s->scale_max = v;
	}
	if (epoch == MMR_LK_PCP_AUTOTUNE) {
		int v = s->free_high_batch;

		rc = get_opt(params, "free_high_batch", 0, 1, &v, err);
		if (rc < 0)
			goto fail;
		s->free_high_batch = v;
		v = 1000;
		rc = get_opt(params, "decay_ms", 0, 1 << 20, &v, err);
		if (rc < 0)
			goto fail;
		s->decay_ns = (uint64_t)v * 1000000u;
		rc = decay_at(s, ctx, params, err);
		if (rc < 0)
			goto fail;
	}
	rc = mmr_lk_zones_load(&s->zt, ctx->meta, err);
	if (rc < 0)
		goto fail;
	s->nz = s->zt.nr + 1;
	s->zp = calloc(s->nz, sizeof(*s->zp));
	s->zl = calloc(s->nz, sizeof(*s->zl));
	if (!s->zp || !s->zl) {
		rc = mmr_error_set(err, MMR_ENOMEM, "pcp model: out of memory");
		goto fail;
	}
	for (z = 0; z < s->nz; z++) {
		s->zl[z].last_cpu = -1;
		rc = resolve_zone(ctx, params, epoch, z, &s->zt.z[z], &s->zp[z], err);
		if (rc < 0)
			goto fail;
		s->zp[z].free_cap = s->zp[z].batch << s->scale_max;
	}
	rc = mmr_lk_zones_name(&s->zt, ctx->counters);
	if (rc >= 0)
		rc = grow_cpus(s, mmr_lk_nr_cpus(ctx) - 1);
	if (rc < 0) {
		rc = mmr_error_set(err, rc, "pcp model: out of memory");
		goto fail;
	}
	*priv = s;
	return 0;
fail:
	mmr_lk_pcp_free(s);
	return rc;
}
