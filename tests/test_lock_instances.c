// SPDX-License-Identifier: GPL-2.0
/*
 * Per-instance counts (mmr_count_instance(), replay/metrics.c) of the lock
 * models and the lock measurer: each shared lock or counter instance (a zone's
 * zone->lock, a memcg's usage counter, a node's rate-limit state) gets its own
 * acquisitions / updates and line bounces, named so that `diff` pairs the
 * model's instance with the measured one.  Every number is worked out by hand
 * in the comment above its check; the per-instance values of a metric must
 * also add up to its total.
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/model.h"
#include "mmreplay/replay.h"
#include "mmreplay/trace.h"
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

/* Two zones on node 0: DMA32 = pfn 0..1048575, Normal = 1048576..2097151; batch 2, high 4. */
static int h_open(struct h *h, const char *model, const char *params)
{
	struct mmr_error err = { 0 };
	int rc;

	memset(h, 0, sizeof(*h));
	h->meta = mmr_meta_new();
	mmr_meta_set(h->meta, "cpus", "2");
	mmr_meta_set(h->meta, "zones", "2");
	mmr_meta_set(h->meta, "zone.0", "0 DMA32 0 1048576 2 4");
	mmr_meta_set(h->meta, "zone.1", "0 Normal 1048576 2097152 2 4");
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
	h->c = mmr_counters_new(h->ops->metrics, h->ops->nr_metrics, 2, 0, &h->now, &h->t0);
	h->ctx.counters = h->c;
	h->ctx.meta = h->meta;
	rc = h->ops->init(&h->ctx, h->params, &h->priv, &err);
	if (rc < 0)
		fprintf(stderr, "%s init: %s\n", model, err.msg);
	return rc;
}

static void h_close(struct h *h)
{
	if (h->ops && h->ops->free)
		h->ops->free(h->priv);
	mmr_counters_free(h->c);
	mmr_params_free(h->params);
	mmr_meta_free(h->meta);
}

static void h_op(struct h *h, int kind, unsigned int cpu, uint64_t pfn, int order)
{
	struct mmr_op op = { 0 };

	op.kind = (uint16_t)kind;
	op.cpu = cpu;
	op.pfn = pfn;
	op.order = order;
	op.migratetype = 1;
	op.zone = -1; /* the model finds the zone from the pfn */
	op.ts = ++h->now;
	CHECK_EQ(h->ops->on_op(h->priv, &h->ctx, &op), 0);
}

static void h_memcg(struct h *h, int kind, unsigned int cpu, uint32_t memcg)
{
	struct mmr_op op = { 0 };

	op.kind = (uint16_t)kind;
	op.cpu = cpu;
	op.memcg = memcg;
	op.npages = 1;
	op.ts = ++h->now;
	CHECK_EQ(h->ops->on_op(h->priv, &h->ctx, &op), 0);
}

static void h_migrate(struct h *h, unsigned int cpu, int node, uint64_t npages, uint64_t ts)
{
	struct mmr_op op = { 0 };

	op.kind = MMR_OP_MIGRATE;
	op.cpu = cpu;
	op.node = node;
	op.npages = npages;
	op.ts = h->now = ts;
	CHECK_EQ(h->ops->on_op(h->priv, &h->ctx, &op), 0);
}

/* End of trace: the models give their per-instance counts out at finish(). */
static void h_finish(struct h *h)
{
	if (h->ops->finish)
		CHECK_EQ(h->ops->finish(h->priv, &h->ctx), 0);
}

/* Count of @metric on the instance named @inst (-999 when either is missing). */
static int64_t inst(const struct mmr_counters *c, const char *inst_name, const char *metric)
{
	int m = mmr_counters_find(c, metric), k = mmr_counters_find_instance(c, inst_name);

	if (m < 0 || k < 0) {
		fprintf(stderr, "no %s / instance \"%s\"\n", metric, inst_name);
		return -999;
	}
	return mmr_counters_instance(c, (unsigned int)m, (unsigned int)k);
}

/* Every metric's per-instance values add up to its total. */
static void check_sums(const struct mmr_counters *c)
{
	unsigned int j, k;

	for (j = 0; j < mmr_counters_nr_metrics(c); j++) {
		int64_t sum = 0;

		for (k = 0; k < mmr_counters_nr_instances(c); k++)
			sum += mmr_counters_instance(c, j, k);
		CHECK_EQ(sum, mmr_counters_total(c, j));
	}
}

#define Z1 1048576ull /* first pfn of Normal */

/*
 * pcp-order0, batch 2, high 4, lists empty at the start.
 * DMA32: CPU 0 allocates 3 order-0 pages: refill 2 (first touch), take, take,
 *   refill 2, take: 2 refills.  CPU 1 allocates 1: refill (bounce from CPU 0),
 *   its list holds 1.  CPU 1 frees 4: count 2, 3, 4 >= high: drain 2 (same
 *   CPU, no bounce) -> 2, then 3.  DMA32: lock 4, refill 3, drain 1, direct 0,
 *   bounce 1.
 * Normal: CPU 0 allocates an order-4 page (no list before 5.13: direct, first
 *   touch), CPU 1 frees it (direct, bounce), CPU 0 allocates an order-0 page
 *   (refill, bounce).  Normal: lock 3, refill 1, drain 0, direct 2, bounce 2.
 */
static void test_pcp_two_zones(void)
{
	struct h h;
	int i;

	if (h_open(&h, "pcp-order0", NULL) == 0) {
		for (i = 0; i < 3; i++)
			h_op(&h, MMR_OP_PAGE_ALLOC, 0, 100 + (uint64_t)i, 0);
		h_op(&h, MMR_OP_PAGE_ALLOC, 1, 200, 0);
		for (i = 0; i < 4; i++)
			h_op(&h, MMR_OP_PAGE_FREE, 1, 100 + (uint64_t)i, 0);
		h_op(&h, MMR_OP_PAGE_ALLOC, 0, Z1 + 16, 4);
		h_op(&h, MMR_OP_PAGE_FREE, 1, Z1 + 16, 4);
		h_op(&h, MMR_OP_PAGE_ALLOC, 0, Z1 + 100, 0);

		h_finish(&h);
		CHECK_EQ(inst(h.c, "Node 0 DMA32", "zone.lock"), 4);
		CHECK_EQ(inst(h.c, "Node 0 DMA32", "zone.lock.refill"), 3);
		CHECK_EQ(inst(h.c, "Node 0 DMA32", "zone.lock.drain"), 1);
		CHECK_EQ(inst(h.c, "Node 0 DMA32", "zone.lock.direct"), 0);
		CHECK_EQ(inst(h.c, "Node 0 DMA32", "zone.line_bounce"), 1);
		CHECK_EQ(inst(h.c, "Node 0 Normal", "zone.lock"), 3);
		CHECK_EQ(inst(h.c, "Node 0 Normal", "zone.lock.refill"), 1);
		CHECK_EQ(inst(h.c, "Node 0 Normal", "zone.lock.drain"), 0);
		CHECK_EQ(inst(h.c, "Node 0 Normal", "zone.lock.direct"), 2);
		CHECK_EQ(inst(h.c, "Node 0 Normal", "zone.line_bounce"), 2);
		/* the unknown zone is named but never counted */
		CHECK_EQ(inst(h.c, "zone unknown", "zone.lock"), 0);
		CHECK_EQ(mmr_counters_total(h.c, (unsigned int)mmr_counters_find(h.c, "zone.lock")), 7);
		check_sums(h.c);
	}
	h_close(&h);
}

/*
 * res-counter, depth 2: every charge / uncharge locks and writes the memcg's
 * own counter and the shared root counter.
 *   charge memcg 1 on CPU 0: own 1 (first), root (first)
 *   charge memcg 2 on CPU 1: own 2 (first), root (bounce 0 -> 1)
 *   charge memcg 1 on CPU 1: own 1 (bounce 0 -> 1), root (CPU 1 again)
 *   uncharge memcg 2 on CPU 0: own 2 (bounce 1 -> 0), root (bounce 1 -> 0)
 * memcg 1: 2 updates, 2 locks, 1 bounce; memcg 2: the same; root: 4, 4, 2.
 */
static void test_memcg_res_counter(void)
{
	struct h h;

	if (h_open(&h, "res-counter", "depth=2") == 0) {
		h_memcg(&h, MMR_OP_CHARGE, 0, 1);
		h_memcg(&h, MMR_OP_CHARGE, 1, 2);
		h_memcg(&h, MMR_OP_CHARGE, 1, 1);
		h_memcg(&h, MMR_OP_UNCHARGE, 0, 2);
		h_finish(&h);
		CHECK_EQ(inst(h.c, "memcg 1", "memcg.counter_update"), 2);
		CHECK_EQ(inst(h.c, "memcg 1", "memcg.lock"), 2);
		CHECK_EQ(inst(h.c, "memcg 1", "memcg.line_bounce"), 1);
		CHECK_EQ(inst(h.c, "memcg 2", "memcg.counter_update"), 2);
		CHECK_EQ(inst(h.c, "memcg 2", "memcg.lock"), 2);
		CHECK_EQ(inst(h.c, "memcg 2", "memcg.line_bounce"), 1);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.counter_update"), 4);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.lock"), 4);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.line_bounce"), 2);
		check_sums(h.c);
	}
	h_close(&h);
}

/*
 * stock, batch 64, depth 3 (memcg, one ancestor, root), all on CPU 0:
 *   charge memcg 1: no stock: charge 64 (own 1, ancestor, root), stock 63 for 1
 *   charge memcg 2: stock holds memcg 1: charge 64 (own 2, ancestor, root),
 *     refill_stock drains memcg 1's 63 pages first (own 1, ancestor, root)
 * memcg 1: 2 updates, memcg 2: 1, ancestor 3, root 3; no locks, no bounces.
 */
static void test_memcg_stock(void)
{
	struct h h;

	if (h_open(&h, "stock", "batch=64,depth=3") == 0) {
		h_memcg(&h, MMR_OP_CHARGE, 0, 1);
		h_memcg(&h, MMR_OP_CHARGE, 0, 2);
		h_finish(&h);
		CHECK_EQ(inst(h.c, "memcg 1", "memcg.counter_update"), 2);
		CHECK_EQ(inst(h.c, "memcg 2", "memcg.counter_update"), 1);
		CHECK_EQ(inst(h.c, "memcg ancestor 1", "memcg.counter_update"), 3);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.counter_update"), 3);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.lock"), 0);
		CHECK_EQ(inst(h.c, "memcg root", "memcg.line_bounce"), 0);
		check_sums(h.c);
	}
	h_close(&h);
}

/*
 * ratelimit-spinlock, 100 ms windows, 32768 pages:
 *   t=0     node 0, CPU 0, 10 pages: new window: lock (first write), admitted
 *           (nr_pages 0 <= limit), nr_pages write: CPU 0 again
 *   t=1 ms  node 1, CPU 1, 5 pages: node 1's own window: lock, admitted
 *   t=2 ms  node 0, CPU 1, 5 pages: same window, no lock; the nr_pages write
 *           bounces node 0's line from CPU 0
 * node 0: lock 1, pages 15, bounce 1; node 1: lock 1, pages 5, bounce 0.
 */
static void test_ratelimit_nodes(void)
{
	struct h h;

	if (h_open(&h, "ratelimit-spinlock", NULL) == 0) {
		h_migrate(&h, 0, 0, 10, 1);
		h_migrate(&h, 1, 1, 5, 1000001);
		h_migrate(&h, 1, 0, 5, 2000001);
		CHECK_EQ(inst(h.c, "node 0", "migrate.lock"), 1);
		CHECK_EQ(inst(h.c, "node 0", "migrate.pages"), 15);
		CHECK_EQ(inst(h.c, "node 0", "migrate.line_bounce"), 1);
		CHECK_EQ(inst(h.c, "node 1", "migrate.lock"), 1);
		CHECK_EQ(inst(h.c, "node 1", "migrate.pages"), 5);
		CHECK_EQ(inst(h.c, "node 1", "migrate.line_bounce"), 0);
		check_sums(h.c);
	}
	h_close(&h);
}

/*
 * The measurer on tests/data/scenarios/lock-measure.mms (bursts A..I worked
 * out in its comments): DMA32 (zone 0) holds drains A B C I, refill F, direct
 * G H: lock 7, drain 4, refill 1, direct 2, bounces B C = 2; Normal (zone 1)
 * holds drains D E on CPU 0: lock 2, drain 2, no bounce.
 */
static void test_measure(void)
{
	const char *path = MMR_TEST_DATA "/scenarios/lock-measure.mms";
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	const struct mmr_counters *c;
	int rc;

	rc = mmr_source_open(path, &src, &err);
	if (rc == 0)
		rc = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
	if (rc == 0)
		rc = mmr_replay_add_measure(r, mmr_measure_find("lock"), &err);
	if (rc >= 0)
		rc = mmr_replay_run(r, src, &err);
	if (rc < 0)
		fprintf(stderr, "%s: %s\n", path, err.msg);
	CHECK_EQ(rc, 0);
	if (rc == 0) {
		c = mmr_replay_measure_counters(r, 0);
		CHECK_EQ(inst(c, "Node 0 DMA32", "zone.lock"), 7);
		CHECK_EQ(inst(c, "Node 0 DMA32", "zone.lock.drain"), 4);
		CHECK_EQ(inst(c, "Node 0 DMA32", "zone.lock.refill"), 1);
		CHECK_EQ(inst(c, "Node 0 DMA32", "zone.lock.direct"), 2);
		CHECK_EQ(inst(c, "Node 0 DMA32", "zone.line_bounce"), 2);
		CHECK_EQ(inst(c, "Node 0 Normal", "zone.lock"), 2);
		CHECK_EQ(inst(c, "Node 0 Normal", "zone.lock.drain"), 2);
		CHECK_EQ(inst(c, "Node 0 Normal", "zone.line_bounce"), 0);
		/* the zone metrics add up; contention and migration are not per instance */
		for (unsigned int j = 0; j < 5; j++) {
			int64_t sum = 0;

			for (unsigned int k = 0; k < mmr_counters_nr_instances(c); k++)
				sum += mmr_counters_instance(c, j, k);
			CHECK_EQ(sum, mmr_counters_total(c, j));
		}
	}
	mmr_replay_free(r);
	mmr_source_close(src);
}

/* The API itself: unknown metric / instance reads 0, a name can be replaced, NULL is safe. */
static void test_api(void)
{
	static const struct mmr_metric_def defs[2] = { { "a", "" }, { "b", "" } };
	uint64_t now = 0, t0 = 0;
	struct mmr_counters *c = mmr_counters_new(defs, 2, 1, 0, &now, &t0);

	CHECK(c != NULL);
	if (!c)
		return;
	CHECK_EQ(mmr_counters_nr_instances(c), 0);
	mmr_count_instance(c, 1, 9, 5);
	mmr_count_instance(c, 2, 0, 5); /* no metric 2: ignored */
	CHECK_EQ(mmr_counters_nr_instances(c), 10);
	CHECK_EQ(mmr_counters_instance(c, 1, 9), 5);
	CHECK_EQ(mmr_counters_instance(c, 0, 9), 0);
	CHECK_EQ(mmr_counters_instance(c, 1, 10), 0);
	CHECK(mmr_counters_instance_name(c, 9) == NULL);
	CHECK_EQ(mmr_count_instance_name(c, 9, "x"), 0);
	CHECK_EQ(mmr_count_instance_name(c, 9, "node 9"), 0);
	CHECK(!strcmp(mmr_counters_instance_name(c, 9), "node 9"));
	CHECK_EQ(mmr_counters_find_instance(c, "node 9"), 9);
	CHECK_EQ(mmr_counters_find_instance(c, "x"), -1);
	CHECK_EQ(mmr_counters_find_instance(c, NULL), -1);
	CHECK_EQ(mmr_counters_total(c, 1), 0); /* instances do not count the total */
	mmr_count_instance(NULL, 0, 0, 1);
	CHECK_EQ(mmr_counters_nr_instances(NULL), 0);
	mmr_counters_free(c);
}

int main(void)
{
	test_pcp_two_zones();
	test_memcg_res_counter();
	test_memcg_stock();
	test_ratelimit_nodes();
	test_measure();
	test_api();
	return test_done();
}
