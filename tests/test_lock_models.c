// SPDX-License-Identifier: GPL-2.0
/*
 * The lock-traffic models fed with synthetic op sequences through their ops
 * tables (no trace, no engine): every expected number is worked out by hand
 * in the comment above its check.  The .mms scenarios (test_lock_scenarios,
 * tests/scenarios.c) check the same rules end to end through the engine.
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/model.h"
#include "mmreplay/replay.h"
#include "replay-local.h"
#include "test.h"

struct h {
	struct mmr_meta *meta;
	const struct mmr_model_ops *ops;
	struct mmr_params *params;
	struct mmr_counters *c;
	struct mmr_model_ctx ctx;
	void *priv;
	uint64_t now, t0;
};

/*
 * @model with @params on @cpus CPUs (metadata "cpus"), with one zone if
 * @zone0, and that zone's zoneinfo snapshot ("zone.0.pcp_count" / ".pcp_high")
 * if @pcp_count / @pcp_high.
 */
static int h_open_meta(struct h *h, const char *model, const char *params, const char *zone0,
		       const char *cpus, const char *pcp_count, const char *pcp_high)
{
	struct mmr_error err = { 0 };
	int rc;

	memset(h, 0, sizeof(*h));
	h->meta = mmr_meta_new();
	mmr_meta_set(h->meta, "cpus", cpus);
	if (zone0) {
		mmr_meta_set(h->meta, "zones", "1");
		mmr_meta_set(h->meta, "zone.0", zone0);
	}
	if (pcp_count)
		mmr_meta_set(h->meta, "zone.0.pcp_count", pcp_count);
	if (pcp_high)
		mmr_meta_set(h->meta, "zone.0.pcp_high", pcp_high);
	h->ops = mmr_model_find(model);
	if (!h->ops) {
		fprintf(stderr, "model %s not registered\n", model);
		return -1;
	}
	rc = mmr_params_parse(h->ops, params, &h->params, &err);
	if (rc < 0) {
		fprintf(stderr, "%s: %s\n", model, err.msg);
		return rc;
	}
	h->c = mmr_counters_new(h->ops->metrics, h->ops->nr_metrics, 4, 0, &h->now, &h->t0);
	h->ctx.counters = h->c;
	h->ctx.meta = h->meta;
	rc = h->ops->init(&h->ctx, h->params, &h->priv, &err);
	if (rc < 0)
		fprintf(stderr, "%s init: %s\n", model, err.msg);
	return rc;
}

/* @model with @params on 4 CPUs, with one zone if @zone0 */
static int h_open(struct h *h, const char *model, const char *params, const char *zone0)
{
	return h_open_meta(h, model, params, zone0, "4", NULL, NULL);
}

static void h_close(struct h *h)
{
	if (h->ops && h->ops->free)
		h->ops->free(h->priv);
	mmr_counters_free(h->c);
	mmr_params_free(h->params);
	mmr_meta_free(h->meta);
}

static void h_op(struct h *h, struct mmr_op *op)
{
	h->now = op->ts;
	CHECK_EQ(h->ops->on_op(h->priv, &h->ctx, op), 0);
}

/* End of trace: what a model keeps pending is counted now. */
static void h_finish(struct h *h)
{
	if (h->ops->finish)
		CHECK_EQ(h->ops->finish(h->priv, &h->ctx), 0);
}

static void page(struct h *h, int kind, unsigned int cpu, int order, int n)
{
	struct mmr_op op = { 0 };
	int i;

	op.kind = (uint16_t)kind;
	op.cpu = cpu;
	op.order = order;
	op.migratetype = 1;
	op.zone = 0;
	for (i = 0; i < n; i++) {
		op.pfn = 4096 + (uint64_t)i;
		h_op(h, &op);
	}
}

static int64_t total(const struct h *h, const char *metric)
{
	int i = mmr_counters_find(h->c, metric);

	if (i < 0) {
		fprintf(stderr, "%s: no metric %s\n", h->ops->name, metric);
		return -999;
	}
	return mmr_counters_total(h->c, (unsigned int)i);
}

#define ZONE200 "0 Normal 0 1048576 63 200"

static void test_pcp_none(void)
{
	struct h h;

	if (h_open(&h, "pcp-none", NULL, ZONE200) == 0) {
		/* every alloc and free locks: 1000 + 10; CPU 1's first free follows CPU 0: 1 bounce */
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		page(&h, MMR_OP_PAGE_FREE, 1, 0, 10);
		CHECK_EQ(total(&h, "zone.lock"), 1010);
		CHECK_EQ(total(&h, "zone.lock.direct"), 1010);
		CHECK_EQ(total(&h, "zone.lock.refill"), 0);
		CHECK_EQ(total(&h, "zone.line_bounce"), 1);
		/*
		 * A PAGE_FREE from kmem:mm_page_free_batched repeats the mm_page_free
		 * that free_pages_prepare() traced for the same page: not counted.
		 */
		{
			struct mmr_event ev;
			struct mmr_op op = { 0 };

			mmr_event_init(&ev, MMR_EV_PAGE_FREE_BATCHED);
			op.kind = MMR_OP_PAGE_FREE;
			op.ev = &ev;
			h_op(&h, &op);
			CHECK_EQ(total(&h, "zone.lock"), 1010);
		}
	}
	h_close(&h);
}

static void test_pcp_order0(void)
{
	struct h h;

	if (h_open(&h, "pcp-order0", NULL, ZONE200) == 0) {
		/*
		 * 1000 allocs, batch 63: refills at allocs 1, 64, ..., 946: ceil(1000/63) = 16,
		 * leaving 16 * 63 - 1000 = 8 pages.  1000 frees with high 200: count reaches
		 * 200 at free 192, drains 63 (-> 137), then every 63 frees: frees 192 + 63k
		 * <= 1000, k = 0..12: 13 drains.  One order-2 alloc: direct.
		 */
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 16);
		page(&h, MMR_OP_PAGE_FREE, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.drain"), 13);
		page(&h, MMR_OP_PAGE_ALLOC, 0, 2, 1);
		CHECK_EQ(total(&h, "zone.lock.direct"), 1);
		CHECK_EQ(total(&h, "zone.lock"), 30);
		CHECK_EQ(total(&h, "zone.line_bounce"), 0);
		/* THP free: no order-9 list before 5.13: direct */
		page(&h, MMR_OP_PAGE_FREE, 1, 9, 1);
		CHECK_EQ(total(&h, "zone.lock.direct"), 2);
		CHECK_EQ(total(&h, "zone.line_bounce"), 1);
	}
	h_close(&h);
	/* parameters override the metadata: batch=31 -> ceil(1000/31) = 33 refills */
	if (h_open(&h, "pcp-order0", "batch=31", ZONE200) == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 33);
	}
	h_close(&h);
	/* no zone metadata: batch 63 by default */
	if (h_open(&h, "pcp-order0", NULL, NULL) == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 2, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 16);
	}
	h_close(&h);
}

static void test_pcp_highorder(void)
{
	struct h h;

	if (h_open(&h, "pcp-highorder", NULL, ZONE200) == 0) {
		/* 1000 order-0 allocs: refill max(63 >> 0, 2) = 63: 16 refills, 8 left */
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 16);
		/*
		 * 1000 frees, high 200, drain = clamp(63 << ff, 63, 137), ff++ while < 137:
		 * free 192 (count 200): 63, ff 1 -> 137; free 255: 126, ff 2 -> 74;
		 * free 381: 252 -> 137, ff stays 2 -> 63; then 137 each 137 frees:
		 * 518, 655, 792, 929: 7 drains in all.
		 */
		page(&h, MMR_OP_PAGE_FREE, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.drain"), 7);
		/*
		 * THP free on a fresh CPU: count 512 >= 200 drains min(512, 63) from the THP
		 * list first: the whole 512-page block goes, one lock.
		 */
		page(&h, MMR_OP_PAGE_FREE, 1, 9, 1);
		CHECK_EQ(total(&h, "zone.lock.drain"), 8);
		CHECK_EQ(total(&h, "zone.lock.direct"), 0);
		/*
		 * 100 order-2 frees on CPU 2: count reaches 200 at free 50: drain 63
		 * (16 blocks, ff 0 -> 1); from then on free_high (ff != 0, order 1..3)
		 * drains everything at every free: frees 50..100 = 51 drains.
		 */
		page(&h, MMR_OP_PAGE_FREE, 2, 2, 100);
		CHECK_EQ(total(&h, "zone.lock.drain"), 8 + 51);
		/* order 4 has no list: direct */
		page(&h, MMR_OP_PAGE_ALLOC, 2, 4, 1);
		CHECK_EQ(total(&h, "zone.lock.direct"), 1);
	}
	h_close(&h);
}

/*
 * Allocations from the order-2 and THP lists, then order-2 frees that stay
 * below high (the per-op path serves these without pcp_on_page_op()) up to
 * the free that drains.  Batch 63, high 200.
 */
static void test_pcp_highorder_lists(void)
{
	struct h h;
	int i;

	for (i = 0; i < 2; i++) {
		if (h_open(&h, i ? "pcp-autotune" : "pcp-highorder",
			   i ? "decay_ms=0,high_min=200,high_max=1000" : NULL, ZONE200) != 0) {
			h_close(&h);
			continue;
		}
		/*
		 * 30 order-2 allocs on CPU 0: refills of max(63 >> 2, 2) = 15 blocks
		 * at allocs 1 and 16 (6.7+: base batch for order > 0, the same 15);
		 * 4 THP allocs on CPU 1: max(63 >> 9, 2) = 2 blocks at allocs 1 and 3.
		 */
		page(&h, MMR_OP_PAGE_ALLOC, 0, 2, 30);
		page(&h, MMR_OP_PAGE_ALLOC, 1, 9, 4);
		CHECK_EQ(total(&h, "zone.lock.refill"), 4);
		CHECK_EQ(total(&h, "zone.lock"), 4);
		/*
		 * Order-2 frees on CPU 0, its lists empty, free_count / free_factor
		 * halved to 0 by the allocs.  5.13-6.6: count reaches high 200 at free
		 * 50: the one drain.  6.7+ (high 326 after the two refills): free_high
		 * once free_count >= 63 + 200 / 2 = 163 before the free, the previous
		 * free high-order and count >= 63: free 42 (free_count 164, count 168).
		 */
		page(&h, MMR_OP_PAGE_FREE, 0, 2, i ? 41 : 49);
		CHECK_EQ(total(&h, "zone.lock"), 4);
		page(&h, MMR_OP_PAGE_FREE, 0, 2, 1);
		CHECK_EQ(total(&h, "zone.lock.drain"), 1);
		/* 6.7+: count 0 after that drain: 8 more frees stay below 63, no free_high */
		page(&h, MMR_OP_PAGE_FREE, 0, 2, i ? 8 : 0);
		CHECK_EQ(total(&h, "zone.lock"), 5);
		CHECK_EQ(total(&h, "zone.lock.direct"), 0);
		h_close(&h);
	}
}

static void test_pcp_autotune(void)
{
	struct h h;

	if (h_open(&h, "pcp-autotune", "decay_ms=0,high_min=200,high_max=1000", ZONE200) == 0) {
		/*
		 * 1000 order-0 allocs on CPU 0 (high 200, batch 63):
		 *  refill 1: batch 63, high 263, max_nr 200, af 1: 63 (allocs 1..63)
		 *  refill 2: batch 126, high 389, max_nr 326, af 2: 126 (64..189)
		 *  refill 3: batch 252, high 641, max_nr 578, af 3: 252 (190..441)
		 *  refill 4: batch 504, high 1000, max_nr 937, af 4: 504 (442..945)
		 *  refill 5: batch 1008 > max_nr 937, af stays 4: 937 (946..1000)
		 * 5 refills where pcp-order0 takes 16.
		 */
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 5);
		/*
		 * 1000 frees on fresh CPU 1 (free_count = k after free k):
		 *  free 200: count 200 >= 200: high -> 263, drain clamp(200, 63, 137) = 137
		 *  free 400: count 263: high -> 463, drain clamp(400, 63, 200) = 200
		 *  free 800: count 463: high -> 863, drain clamp(800, 63, 400) = 400
		 * next at count 863 = free 1600: 3 drains.
		 */
		page(&h, MMR_OP_PAGE_FREE, 1, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.drain"), 3);
		/* THP free on fresh CPU 2: count 512 >= 200: drain 137 from the THP list: 1 lock */
		page(&h, MMR_OP_PAGE_FREE, 2, 9, 1);
		CHECK_EQ(total(&h, "zone.lock.drain"), 4);
		/*
		 * 100 order-2 frees on fresh CPU 3: free_high needs free_count >= 63 + 200/2
		 * = 163 before the free, the previous free high-order, and count >= 63:
		 * free 42 (free_count 164, count 168) drains all; then count >= 64 again
		 * every 16 frees: 58, 74, 90: 4 drains (count never reaches high 200).
		 */
		page(&h, MMR_OP_PAGE_FREE, 3, 2, 100);
		CHECK_EQ(total(&h, "zone.lock.drain"), 8);
		CHECK_EQ(total(&h, "zone.lock"), 13);
		CHECK_EQ(total(&h, "zone.lock.direct"), 0);
	}
	h_close(&h);
	/*
	 * decay: high_min 200, high_max 1000, CPU 0 allocs 1000 pages (high 1000, count
	 * 882 as above), then one free 1.5 s later runs decay_pcp_high() first:
	 * high = max3(882 - 2016, 1000 - 125, 200) = 875, drain 882 - 875 = 7: 1 lock;
	 * the free itself: count 876 < high 875? no: 876 >= 875 -> need = free_count(1)
	 * + 63 = 64 < 875; drain clamp(1, 63, 812) = 63: 1 more lock.
	 */
	memset(&h, 0, sizeof(h));
	if (h_open(&h, "pcp-autotune", "high_min=200,high_max=1000", ZONE200) == 0) {
		struct mmr_op op = { 0 };

		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		op.kind = MMR_OP_PAGE_FREE;
		op.ts = 1500000000ull;
		op.migratetype = 1;
		h_op(&h, &op);
		CHECK_EQ(total(&h, "zone.lock.refill"), 5);
		CHECK_EQ(total(&h, "zone.lock.drain"), 2);
	}
	h_close(&h);
	/*
	 * start=300: each CPU's order-0 MOVABLE list holds 300 pages when the trace
	 * begins: 1000 allocs on CPU 0 take 300 from it, then refill 63, 126, 252, 504
	 * (700 <= 63 + 126 + 252 + 504 = 945): 4 refills where an empty start needs 5.
	 * A free of the same type then finds count 245 + 1 < high 1000: no drain.
	 */
	memset(&h, 0, sizeof(h));
	if (h_open(&h, "pcp-autotune", "decay_ms=0,high_min=200,high_max=1000,start=300",
		   ZONE200) == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 4);
		page(&h, MMR_OP_PAGE_FREE, 0, 0, 1);
		CHECK_EQ(total(&h, "zone.lock.drain"), 0);
	}
	h_close(&h);
	/*
	 * start=auto (the default) with a /proc/zoneinfo snapshot in the metadata:
	 * CPU 0 starts with 500 pages (166 UNMOVABLE, 168 MOVABLE, 166 RECLAIMABLE:
	 * thirds, the rest to MOVABLE) and high 300 (inside [200, 1000]); CPU 1 with
	 * nothing and high 0 (clamped to 200).  1000 MOVABLE allocs on CPU 0: 168 from
	 * the snapshot; then with 332 pages on the other lists, refills (high,
	 * max_nr = max(high - 332 - 63, 63)): 63 (363, 63; af 1), 94 = min(126, 94)
	 * (489, 94; af stays 1), 126 (615, 220; af 2), 252 (867, 472; af 3),
	 * 504 (1000, 605): 168 + 63 + 94 + 126 + 252 + 504 >= 1000: 5 refills.
	 * CPU 1 from empty with high 200: 5, as above.
	 */
	if (h_open_meta(&h, "pcp-autotune", "decay_ms=0,high_min=200,high_max=1000", ZONE200, "2",
			"500,0", "300,0") == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 5);
		page(&h, MMR_OP_PAGE_ALLOC, 1, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 5 + 5);
	} else {
		CHECK(0);
	}
	h_close(&h);
	/*
	 * start=movable, the same snapshot: CPU 0's 500 pages all on the MOVABLE
	 * list, nothing on the others.  1000 MOVABLE allocs: 500 from the
	 * snapshot, then from empty lists (count 0, high 300): 63 (high 363,
	 * max_nr 300; af 1), 126 (489, 426; af 2), 252 (741, 678; af 3), 504
	 * (1000, 937): 500 + 63 + 126 + 252 + 504 >= 1000: 4 refills, one fewer
	 * than in thirds.
	 */
	if (h_open_meta(&h, "pcp-autotune", "decay_ms=0,high_min=200,high_max=1000,start=movable",
			ZONE200, "2", "500,0", "300,0") == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 500);
		CHECK_EQ(total(&h, "zone.lock.refill"), 0);
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 500);
		CHECK_EQ(total(&h, "zone.lock.refill"), 4);
	} else {
		CHECK(0);
	}
	h_close(&h);
	/* pcp-order0 start=high: 200 pages to start with: 1000 allocs need ceil(800/63) = 13 */
	memset(&h, 0, sizeof(h));
	if (h_open(&h, "pcp-order0", "start=high", ZONE200) == 0) {
		page(&h, MMR_OP_PAGE_ALLOC, 0, 0, 1000);
		CHECK_EQ(total(&h, "zone.lock.refill"), 13);
	}
	h_close(&h);
	/*
	 * A freed page goes back to the list of the type it was allocated as: 63
	 * UNMOVABLE allocs (1 refill) then their frees and 63 UNMOVABLE allocs again:
	 * served by the freed pages, no second refill (were the frees put on the
	 * MOVABLE list, the UNMOVABLE list would be empty again: 2 refills).
	 */
	memset(&h, 0, sizeof(h));
	if (h_open(&h, "pcp-order0", NULL, ZONE200) == 0) {
		struct mmr_op op = { 0 };
		int i, k;

		for (k = 0; k < 3; k++) {
			for (i = 0; i < 63; i++) {
				op.kind = k == 1 ? MMR_OP_PAGE_FREE : MMR_OP_PAGE_ALLOC;
				op.pfn = 100000 + (uint64_t)i;
				/* the state tracker gives a PAGE_FREE its allocation's type */
				op.migratetype = 0;
				h_op(&h, &op);
			}
		}
		CHECK_EQ(total(&h, "zone.lock.refill"), 1);
	}
	h_close(&h);
}

static void charge(struct h *h, int kind, unsigned int cpu, uint32_t memcg, uint64_t npages)
{
	struct mmr_op op = { 0 };

	op.kind = (uint16_t)kind;
	op.cpu = cpu;
	op.memcg = memcg;
	op.npages = npages;
	h_op(h, &op);
}

/* N = 256 single-page charges of memcg 1, alternating CPU 0 / CPU 1, depth 2 */
static void alternate(struct h *h)
{
	int i;

	for (i = 0; i < 256; i++)
		charge(h, MMR_OP_CHARGE, (unsigned int)(i & 1), 1, 1);
}

/*
 * Depths other than the default 2 (the per-op paths of res-counter and
 * percpu-counter handle depth 2 apart from the others).
 */
static void test_memcg_depth(void)
{
	struct h h;
	int i;

	/* res-counter depth 3: 256 charges * 3 levels, all locked; 255 * 3 bounces */
	if (h_open(&h, "res-counter", "depth=3", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 768);
		CHECK_EQ(total(&h, "memcg.lock"), 768);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 765);
	}
	h_close(&h);
	/*
	 * percpu-counter depth 3: every charge raises usage on 3 levels (768
	 * max_usage writes) + 8 folds per CPU per level (48); the writer changes at
	 * each of the 255 charge boundaries on each level: 765 bounces.
	 */
	if (h_open(&h, "percpu-counter", "depth=3", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 768 + 48);
		CHECK_EQ(total(&h, "memcg.lock"), 768 + 48);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 765);
	}
	h_close(&h);
	/* the 48 folds alone, alternating CPUs on each level: 15 * 3 bounces */
	if (h_open(&h, "percpu-counter", "depth=3,max_usage_lock=0", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 48);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 45);
	}
	h_close(&h);
	/* depth 1: only the memcg's own counter: 16 folds, 15 bounces */
	if (h_open(&h, "percpu-counter", "depth=1,max_usage_lock=0", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 16);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 15);
	}
	h_close(&h);
	/*
	 * Uncharges fold too, at -16 pages: 16 charges then 16 uncharges on CPU 0
	 * fold once each way on every level: 2 * depth writes, no bounce.  Depth 2
	 * and 3 (two different paths).
	 */
	for (i = 2; i <= 3; i++) {
		int k;

		if (h_open(&h, "percpu-counter", i == 2 ? "depth=2,max_usage_lock=0" :
			   "depth=3,max_usage_lock=0", NULL) == 0) {
			for (k = 0; k < 16; k++)
				charge(&h, MMR_OP_CHARGE, 0, 1, 1);
			CHECK_EQ(total(&h, "memcg.counter_update"), i);
			for (k = 0; k < 15; k++)
				charge(&h, MMR_OP_UNCHARGE, 0, 1, 1);
			/* delta 0 after the fold, then -15: no fold yet */
			CHECK_EQ(total(&h, "memcg.counter_update"), i);
			charge(&h, MMR_OP_UNCHARGE, 0, 1, 1);
			CHECK_EQ(total(&h, "memcg.counter_update"), 2 * i);
			CHECK_EQ(total(&h, "memcg.line_bounce"), 0);
		}
		h_close(&h);
	}
}

static void test_memcg(void)
{
	struct h h;

	/* res-counter: one lock per level per charge: 512; every charge after the first
	 * moves both lines: 255 * 2 = 510 bounces */
	if (h_open(&h, "res-counter", "depth=2", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 512);
		CHECK_EQ(total(&h, "memcg.lock"), 512);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 510);
		/* an uncharge is one more call: 2 locks; a root charge only the root counter */
		charge(&h, MMR_OP_UNCHARGE, 1, 1, 1);
		charge(&h, MMR_OP_CHARGE, 1, 0, 1);
		CHECK_EQ(total(&h, "memcg.lock"), 515);
	}
	h_close(&h);
	/*
	 * stock batch 64: each CPU charges 128 pages: try_charge(64) at its 1st and 65th
	 * charge (overall #1 cpu0, #2 cpu1, #129 cpu0, #130 cpu1): 4 * 2 = 8 writes, no
	 * lock; the writers alternate: 3 bounces per level = 6.
	 */
	if (h_open(&h, "stock", "batch=64,depth=2", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 8);
		CHECK_EQ(total(&h, "memcg.lock"), 0);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 6);
	}
	h_close(&h);
	/* batch 32: 4 refills per CPU, 8 in all alternating: 16 writes, 7 * 2 = 14 bounces */
	if (h_open(&h, "stock", "batch=32", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 16);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 14);
	}
	h_close(&h);
	/* multi-stock with one memcg behaves as stock batch 64 */
	if (h_open(&h, "multi-stock", NULL, NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 8);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 6);
	}
	h_close(&h);
	/*
	 * percpu-counter, 4 CPUs in the metadata: fold at 4 * 4 = 16 pages of local
	 * delta: each CPU folds at its 16th, 32nd, ..., 128th charge: 8 folds per CPU per
	 * level = 32 writes; with max_usage_lock every charge raises usage: 256 * 2
	 * more.  Writes by one charge come from one CPU; the CPU changes at each of
	 * the 255 charge boundaries on both levels: 510 bounces.
	 */
	if (h_open(&h, "percpu-counter", NULL, NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 512 + 32);
		CHECK_EQ(total(&h, "memcg.lock"), 512 + 32);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 510);
	}
	h_close(&h);
	/* without the max_usage lock: the 32 folds, alternating CPUs per level: 15 * 2 */
	if (h_open(&h, "percpu-counter", "max_usage_lock=0", NULL) == 0) {
		alternate(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 32);
		CHECK_EQ(total(&h, "memcg.line_bounce"), 30);
	}
	h_close(&h);
	/*
	 * Memcg switching on one CPU: m1, m2, m1 single pages.  stock: 3 try_charges
	 * (6 writes) + 2 drains of the other memcg's 63 pages (4 writes) = 10;
	 * multi-stock: m1 and m2 each get a slot, the third charge is consumed: 4.
	 * A THP charge (512 > 64) bypasses the stock: 2 writes, no restock.
	 */
	if (h_open(&h, "stock", NULL, NULL) == 0) {
		charge(&h, MMR_OP_CHARGE, 0, 1, 1);
		charge(&h, MMR_OP_CHARGE, 0, 2, 1);
		charge(&h, MMR_OP_CHARGE, 0, 1, 1);
		CHECK_EQ(total(&h, "memcg.counter_update"), 10);
		charge(&h, MMR_OP_CHARGE, 0, 1, 512);
		CHECK_EQ(total(&h, "memcg.counter_update"), 12);
		/* root charges nothing; an uncharge goes straight to the counters at the
		 * end of its batch (here: the end of the trace) */
		charge(&h, MMR_OP_CHARGE, 0, 0, 1);
		charge(&h, MMR_OP_UNCHARGE, 0, 1, 1);
		CHECK_EQ(total(&h, "memcg.counter_update"), 12);
		h_finish(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 14);
	}
	h_close(&h);
	/*
	 * Uncharge batches: 40 pages of memcg 1 freed on CPU 0 (PAGE_FREE + UNCHARGE
	 * each): folio batches of 31 + 9: 2 calls = 4 writes; then 5 of memcg 1 on
	 * CPU 1 interleaved with 5 of memcg 2 on CPU 1: the memcg changes every time:
	 * 10 calls = 20 writes.
	 */
	if (h_open(&h, "stock", NULL, NULL) == 0) {
		struct mmr_op op = { 0 };
		int i;

		for (i = 0; i < 40; i++) {
			op.kind = MMR_OP_PAGE_FREE;
			h_op(&h, &op);
			charge(&h, MMR_OP_UNCHARGE, 0, 1, 1);
		}
		for (i = 0; i < 10; i++)
			charge(&h, MMR_OP_UNCHARGE, 1, 1 + (uint32_t)(i & 1), 1);
		h_finish(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 4 + 20);
	}
	h_close(&h);
	if (h_open(&h, "multi-stock", "uncharge_batch=1", NULL) == 0) {
		int i;

		for (i = 0; i < 40; i++)
			charge(&h, MMR_OP_UNCHARGE, 0, 1, 1);
		h_finish(&h);
		CHECK_EQ(total(&h, "memcg.counter_update"), 80);
	}
	h_close(&h);
	if (h_open(&h, "multi-stock", NULL, NULL) == 0) {
		charge(&h, MMR_OP_CHARGE, 0, 1, 1);
		charge(&h, MMR_OP_CHARGE, 0, 2, 1);
		charge(&h, MMR_OP_CHARGE, 0, 1, 1);
		CHECK_EQ(total(&h, "memcg.counter_update"), 4);
	}
	h_close(&h);
	/* depth 3: stock refill writes 3 counters */
	if (h_open(&h, "stock", "depth=3", NULL) == 0) {
		charge(&h, MMR_OP_CHARGE, 0, 1, 1);
		CHECK_EQ(total(&h, "memcg.counter_update"), 3);
	}
	h_close(&h);
	test_memcg_depth();
}

static void migrate(struct h *h, uint64_t ts, unsigned int cpu, int node, uint64_t npages)
{
	struct mmr_op op = { 0 };

	op.kind = MMR_OP_MIGRATE;
	op.ts = ts;
	op.cpu = cpu;
	op.node = node;
	op.npages = npages;
	h_op(h, &op);
}

/* Two bursts of 40000 single pages 1 us apart (40 ms each), at 0 and 250 ms. */
static void bursts(struct h *h)
{
	uint64_t i;

	for (i = 0; i < 40000; i++)
		migrate(h, i * 1000, 0, 0, 1);
	for (i = 0; i < 40000; i++)
		migrate(h, 250000000 + i * 1000, 0, 0, 1);
}

static void test_ratelimit(void)
{
	struct h h;

	/*
	 * 32768-page limit checked before adding: counts 0..32768 pass: 32769 pages per
	 * window, 40000 - 32769 = 7231 refused; two windows: 65538 / 14462; the
	 * spinlock limiter takes its lock once per window reset: 2.
	 */
	if (h_open(&h, "ratelimit-spinlock", NULL, NULL) == 0) {
		bursts(&h);
		CHECK_EQ(total(&h, "migrate.pages"), 65538);
		CHECK_EQ(total(&h, "migrate.ratelimited"), 14462);
		CHECK_EQ(total(&h, "migrate.lock"), 2);
		CHECK_EQ(total(&h, "migrate.line_bounce"), 0);
	}
	h_close(&h);
	if (h_open(&h, "ratelimit-xchg", NULL, NULL) == 0) {
		bursts(&h);
		CHECK_EQ(total(&h, "migrate.pages"), 65538);
		CHECK_EQ(total(&h, "migrate.ratelimited"), 14462);
		CHECK_EQ(total(&h, "migrate.lock"), 0);
	}
	h_close(&h);
	if (h_open(&h, "ratelimit-none", NULL, NULL) == 0) {
		bursts(&h);
		CHECK_EQ(total(&h, "migrate.pages"), 80000);
		CHECK_EQ(total(&h, "migrate.ratelimited"), 0);
		CHECK_EQ(total(&h, "migrate.lock"), 0);
	}
	h_close(&h);
	/*
	 * Bounces: 4 migrations on CPUs 0,1,0,1 within one window: count writes move
	 * the node's line 3 times under both limiters (the spinlock's reset is by CPU 0
	 * first); node 1 is a separate line.
	 */
	if (h_open(&h, "ratelimit-spinlock", NULL, NULL) == 0) {
		migrate(&h, 0, 0, 0, 1);
		migrate(&h, 1000, 1, 0, 1);
		migrate(&h, 2000, 0, 0, 1);
		migrate(&h, 3000, 1, 0, 1);
		migrate(&h, 4000, 0, 1, 1);
		CHECK_EQ(total(&h, "migrate.line_bounce"), 3);
		CHECK_EQ(total(&h, "migrate.lock"), 2);
	}
	h_close(&h);
	if (h_open(&h, "ratelimit-xchg", NULL, NULL) == 0) {
		migrate(&h, 0, 0, 0, 1);
		migrate(&h, 1000, 1, 0, 1);
		migrate(&h, 2000, 0, 0, 1);
		migrate(&h, 3000, 1, 0, 1);
		CHECK_EQ(total(&h, "migrate.line_bounce"), 3);
	}
	h_close(&h);
	/*
	 * promote-ratelimit mbps=1: 256 pages per 1 s window; candidates k = 1..300 at
	 * k ms, accepted while k - 1 < 256: 256 pass, 44 refused; at 2 s a new window
	 * opens: again 256 / 44.
	 */
	if (h_open(&h, "promote-ratelimit", "mbps=1", NULL) == 0) {
		uint64_t i;

		for (i = 0; i < 300; i++)
			migrate(&h, i * 1000000, 0, 0, 1);
		for (i = 0; i < 300; i++)
			migrate(&h, 2000000000ull + i * 1000000, 0, 0, 1);
		CHECK_EQ(total(&h, "migrate.pages"), 512);
		CHECK_EQ(total(&h, "migrate.ratelimited"), 88);
		CHECK_EQ(total(&h, "migrate.lock"), 0);
	}
	h_close(&h);
}

static void test_bad_params(void)
{
	struct h h;

	/* out-of-range parameters are refused at init, with a message */
	CHECK(h_open(&h, "multi-stock", "batch=200", NULL) < 0);
	h_close(&h);
	CHECK(h_open(&h, "pcp-order0", "batch=0", NULL) < 0);
	h_close(&h);
	CHECK(h_open(&h, "ratelimit-spinlock", "window_ms=0", NULL) < 0);
	h_close(&h);
	CHECK(h_open(&h, "pcp-autotune", "decay_at=tick", NULL) < 0);
	h_close(&h);
	/* decay_at=jiffies needs jiffies.before, hz and the mono clock; auto falls back */
	CHECK(h_open(&h, "pcp-autotune", "decay_at=jiffies", NULL) < 0);
	h_close(&h);
	CHECK_EQ(h_open(&h, "pcp-autotune", "decay_at=auto", NULL), 0);
	h_close(&h);
	CHECK_EQ(h_open(&h, "pcp-autotune", "decay_at=jiffies,decay_ms=0", NULL), 0);
	h_close(&h);
}

/* One event of task @pid (its own process) on CPU 0 into the engine. */
static void engine_ev(struct mmr_replay *r, struct mmr_event *ev, uint64_t ts, int32_t pid)
{
	struct mmr_error err = { 0 };

	ev->ts = ts;
	ev->cpu = 0;
	ev->pid = pid;
	ev->tgid = pid;
	CHECK_EQ(mmr_replay_event(r, ev, &err), 0);
}

static void engine_fault_alloc(struct mmr_replay *r, uint64_t ts, uint64_t vpage, uint64_t pfn)
{
	struct mmr_event ev;

	mmr_event_init(&ev, MMR_EV_FAULT_USER);
	ev.fault.address = vpage * 4096;
	ev.fault.error_code = 6;
	engine_ev(r, &ev, ts, 200);
	mmr_event_init(&ev, MMR_EV_PAGE_ALLOC);
	ev.page.pfn = pfn;
	ev.page.migratetype = 1;
	ev.page.gfp_flags = 0x140cca;
	engine_ev(r, &ev, ts + 100, 200);
}

static void engine_page(struct mmr_replay *r, unsigned int kind, uint64_t ts, uint64_t pfn,
			int32_t pid)
{
	struct mmr_event ev;

	mmr_event_init(&ev, kind);
	ev.page.pfn = pfn;
	ev.page.migratetype = kind == MMR_EV_PAGE_ALLOC ? 0 : -1;
	ev.page.gfp_flags = kind == MMR_EV_PAGE_ALLOC ? 0xcc0 : 0;
	engine_ev(r, &ev, ts, pid);
}

static int64_t engine_total(const struct mmr_replay *r, unsigned int i, const char *metric)
{
	const struct mmr_counters *c = mmr_replay_model_counters(r, i);
	int m = c ? mmr_counters_find(c, metric) : -1;

	return m < 0 ? -999 : mmr_counters_total(c, (unsigned int)m);
}

/*
 * Through the engine, which leaves out the PAGE_ALLOC that a CHARGE follows
 * for the stock models (MMR_MODEL_F_CHARGE_COVERS_ALLOC) but must give them
 * one that comes alone: task 200 on CPU 0, memcg 1 (one per process), depth 2.
 *   fault + alloc 65536: PAGE_ALLOC + CHARGE: try_charge(64): 2 writes, 63 stocked
 *   fault + alloc 65537: from the stock
 *   free 65536: UNCHARGE: a run of memcg 1 starts on CPU 0
 *   alloc 70000 by task 50 (GFP_KERNEL, in no user fault: no CHARGE; task 200's
 *     fault context ends there too): ends the run: 2
 *   free 65537: UNCHARGE: a new run (without the alloc above it would join the
 *     first, and the two frees would be one uncharge call: 2 writes less)
 *   fault + alloc 65538: PAGE_ALLOC + CHARGE: the CHARGE ends the run (2), from stock
 *   free 65538: a run; the end of the trace flushes it: 2.
 * stock and multi-stock (one memcg: one slot used): 8 writes.  pcp-none, which
 * gets every PAGE_ALLOC: 4 allocations + 3 frees = 7 direct zone->lock.
 */
static void test_memcg_engine(void)
{
	struct mmr_meta *meta = mmr_meta_new();
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;

	mmr_meta_set(meta, "cpus", "2");
	mmr_meta_set(meta, "zones", "1");
	mmr_meta_set(meta, "zone.0", ZONE200);
	CHECK_EQ(mmr_replay_new(meta, NULL, &r, &err), 0);
	if (!r) {
		mmr_meta_free(meta);
		return;
	}
	CHECK_EQ(mmr_replay_add_model_spec(r, "stock:batch=64,depth=2", &err), 0);
	CHECK_EQ(mmr_replay_add_model_spec(r, "pcp-none", &err), 1);
	CHECK_EQ(mmr_replay_add_model_spec(r, "multi-stock:depth=2", &err), 2);
	engine_fault_alloc(r, 1000, 0x7f0000000ull, 65536);
	engine_fault_alloc(r, 2000, 0x7f0000001ull, 65537);
	engine_page(r, MMR_EV_PAGE_FREE, 3000, 65536, 200);
	engine_page(r, MMR_EV_PAGE_ALLOC, 4000, 70000, 50);
	engine_page(r, MMR_EV_PAGE_FREE, 5000, 65537, 200);
	engine_fault_alloc(r, 6000, 0x7f0000002ull, 65538);
	engine_page(r, MMR_EV_PAGE_FREE, 7000, 65538, 200);
	CHECK_EQ(mmr_replay_finish(r, &err), 0);
	CHECK_EQ(engine_total(r, 0, "memcg.counter_update"), 8);
	CHECK_EQ(engine_total(r, 0, "memcg.lock"), 0);
	CHECK_EQ(engine_total(r, 1, "zone.lock.direct"), 7);
	CHECK_EQ(engine_total(r, 2, "memcg.counter_update"), 8);
	mmr_replay_free(r);
	mmr_meta_free(meta);
}

int main(void)
{
	test_pcp_none();
	test_pcp_order0();
	test_pcp_highorder();
	test_pcp_highorder_lists();
	test_pcp_autotune();
	test_memcg();
	test_memcg_engine();
	test_ratelimit();
	test_bad_params();
	return test_done();
}
