// SPDX-License-Identifier: GPL-2.0
/*
 * The five TLB models driven directly through their ops tables with
 * hand-built op sequences, so the model logic is checked independently of
 * how the engine derives ops from events.  The same scenarios exist as .mms
 * files (tests/data/scenarios/tlb-*.mms) for the end-to-end check; every
 * expected number below is derived by hand in the comment above it.
 *
 * Built without libmmreplay: mmr_count() and mmr_params_*() are the small
 * stand-ins below, so this test needs nothing of the engine but model.h.
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/model.h"
#include "test.h"

#define MAXCPU 512

struct mmr_counters {
	int64_t total[8];
	int64_t cpu[8][MAXCPU];
};

void mmr_count(struct mmr_counters *c, unsigned int metric, unsigned int cpu, int64_t delta)
{
	if (metric >= 8 || cpu >= MAXCPU) {
		fprintf(stderr, "mmr_count: metric %u cpu %u out of range\n", metric, cpu);
		test_failures++;
		return;
	}
	c->total[metric] += delta;
	c->cpu[metric][cpu] += delta;
}

struct mmr_params {
	const struct mmr_model_ops *ops;
	const char *key[4], *val[4];
	unsigned int n;
};

const char *mmr_params_get(const struct mmr_params *p, const char *name)
{
	unsigned int i;

	for (i = 0; i < p->n; i++)
		if (!strcmp(p->key[i], name))
			return p->val[i];
	for (i = 0; i < p->ops->nr_params; i++)
		if (!strcmp(p->ops->params[i].name, name))
			return p->ops->params[i].def;
	return NULL;
}

int mmr_params_i64(const struct mmr_params *p, const char *name, int64_t *out, struct mmr_error *err)
{
	const char *v = mmr_params_get(p, name);
	char *end;

	if (!v)
		return mmr_error_set(err, MMR_EINVAL, "no parameter %s", name);
	*out = strtoll(v, &end, 0);
	if (*end)
		return mmr_error_set(err, MMR_EINVAL, "%s=%s: not an integer", name, v);
	return 0;
}

/* what init() resolved is for the reports: nothing to keep here */
int mmr_params_resolve(const struct mmr_params *p, const char *name, const char *value)
{
	(void)p;
	(void)name;
	(void)value;
	return 0;
}

int mmr_params_double(const struct mmr_params *p, const char *name, double *out, struct mmr_error *err)
{
	const char *v = mmr_params_get(p, name);

	if (!v)
		return mmr_error_set(err, MMR_EINVAL, "no parameter %s", name);
	*out = strtod(v, NULL);
	return 0;
}

/* the models read the shared tracker only when ctx->state is set; it is NULL here */
unsigned int mmr_state_nr_cpus(const struct mmr_state *st)
{
	(void)st;
	return 0;
}

uint32_t mmr_state_loaded_mm(const struct mmr_state *st, unsigned int cpu)
{
	(void)st;
	(void)cpu;
	return 0;
}

int mmr_state_lazy(const struct mmr_state *st, unsigned int cpu)
{
	(void)st;
	(void)cpu;
	return 0;
}

int32_t mmr_state_current(const struct mmr_state *st, unsigned int cpu)
{
	(void)st;
	(void)cpu;
	return -1;
}

const uint64_t *mmr_state_ran_on_mask(const struct mmr_state *st, uint32_t mm)
{
	(void)st;
	(void)mm;
	return NULL;
}

uint32_t mmr_state_task_mm(const struct mmr_state *st, int32_t pid)
{
	(void)st;
	(void)pid;
	return 0;
}

unsigned int mmr_state_mask_words(const struct mmr_state *st)
{
	(void)st;
	return 0;
}

int mmr_state_mm_born(const struct mmr_state *st, uint32_t mm)
{
	(void)st;
	(void)mm;
	return 1;
}

uint64_t mmr_state_cpu_flushes(const struct mmr_state *st, unsigned int cpu, uint64_t *last_ts)
{
	(void)st;
	(void)cpu;
	*last_ts = 0;
	return 0;
}

int mmr_state_in_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts)
{
	(void)st;
	(void)cpu;
	(void)ts;
	return 0;
}

int mmr_state_near_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts)
{
	(void)st;
	(void)cpu;
	(void)ts;
	return 0;
}

int mmr_state_csd_traced(const struct mmr_state *st)
{
	(void)st;
	return 0;
}

int32_t mmr_state_mm_tgid(const struct mmr_state *st, uint32_t mm)
{
	(void)st;
	(void)mm;
	return 0;
}

uint64_t mmr_state_csd_flush(const struct mmr_state *st, unsigned int src, unsigned int dst)
{
	(void)st;
	(void)src;
	(void)dst;
	return 0;
}

extern const struct mmr_model_ops mmr_model_flush_per_page, mmr_model_pfn_tracking,
	mmr_model_full_flush, mmr_model_infinite, mmr_model_x86;

/* ---- op sequences ---- */

#define MS 1000000ull
#define KSWAPD 50

struct seq {
	struct mmr_op op[4096];
	int n;
	uint64_t ts;
};

static struct mmr_op *add(struct seq *s, unsigned int kind, unsigned int cpu, int pid)
{
	struct mmr_op *o = &s->op[s->n++];

	memset(o, 0, sizeof(*o));
	s->ts += 1000; /* 1 us apart unless at() moves the clock */
	o->ts = s->ts;
	o->kind = (uint16_t)kind;
	o->cpu = cpu;
	o->pid = pid;
	return o;
}

static void at(struct seq *s, uint64_t ts)
{
	s->ts = ts;
}

static void sw(struct seq *s, unsigned int cpu, int pid, uint32_t mm)
{
	add(s, MMR_OP_SWITCH, cpu, pid)->mm = mm;
}

/* @n reclaim unmaps of one page each, pfns pfn0.. */
static void reclaim(struct seq *s, unsigned int cpu, int pid, uint32_t mm, int n, uint64_t pfn0)
{
	int i;

	for (i = 0; i < n; i++) {
		struct mmr_op *o = add(s, MMR_OP_UNMAP, cpu, pid);

		o->unmap_kind = MMR_UNMAP_RECLAIM;
		o->mm = mm;
		o->npages = 1;
		o->pfn = pfn0 + (uint64_t)i;
	}
}

static void pass_end(struct seq *s, unsigned int cpu, int pid)
{
	add(s, MMR_OP_PASS_END, cpu, pid);
}

static void syscall_unmap(struct seq *s, unsigned int kind, unsigned int cpu, int pid,
			  uint32_t mm, uint64_t npages, uint32_t nvmas)
{
	struct mmr_op *o = add(s, MMR_OP_UNMAP, cpu, pid);

	o->unmap_kind = (uint16_t)kind;
	o->mm = mm;
	o->npages = npages;
	o->nr_vmas = nvmas;
	o->start = 0x7f0000000000ull;
	o->end = o->start + npages * 4096;
}

struct res {
	int64_t rounds, ipi, full, invlpg, local, broadcast;
};

static struct mmr_counters ctr;

static struct res run(const struct seq *s, const struct mmr_model_ops *ops,
		      const char *k1, const char *v1)
{
	struct mmr_params p = { .ops = ops };
	struct mmr_model_ctx ctx = { .counters = &ctr };
	struct mmr_error err = { 0 };
	struct res r = { 0 };
	void *priv = NULL;
	int i, ret;

	memset(&ctr, 0, sizeof(ctr));
	if (k1) {
		p.key[0] = k1;
		p.val[0] = v1;
		p.n = 1;
	}
	ret = ops->init(&ctx, &p, &priv, &err);
	CHECK_EQ(ret, 0);
	if (ret) {
		fprintf(stderr, "%s init: %s\n", ops->name, err.msg);
		return r;
	}
	for (i = 0; i < s->n; i++)
		CHECK_EQ(ops->on_op(priv, &ctx, &s->op[i]), 0);
	if (ops->finish)
		CHECK_EQ(ops->finish(priv, &ctx), 0);
	ops->free(priv);
	r.rounds = ctr.total[0];
	r.ipi = ctr.total[1];
	r.full = ctr.total[2];
	r.invlpg = ctr.total[3];
	r.local = ctr.total[4];
	r.broadcast = ctr.total[5];
	return r;
}

#define EXPECT(s, ops, k, v, R, I, F, P, L)                                             \
	do {                                                                             \
		struct res _r = run(s, &(ops), k, v);                                    \
		fprintf(stderr, "%-28s %-16s %s%s%s rounds=%lld ipi=%lld full=%lld invlpg=%lld " \
			"local=%lld\n", __func__, (ops).name, k ? k : "", k ? "=" : "",  \
			v ? v : "", (long long)_r.rounds, (long long)_r.ipi,             \
			(long long)_r.full, (long long)_r.invlpg, (long long)_r.local);  \
		CHECK_EQ(_r.rounds, R);                                                  \
		CHECK_EQ(_r.ipi, I);                                                     \
		CHECK_EQ(_r.full, F);                                                    \
		CHECK_EQ(_r.invlpg, P);                                                  \
		CHECK_EQ(_r.local, L);                                                   \
	} while (0)

/* mm 1 with threads 100..103 on CPUs 0-3, then kswapd takes CPU 0 (lazy on mm 1) */
static void mm1_on_0_3_kswapd_0(struct seq *s)
{
	sw(s, 0, 100, 1);
	sw(s, 1, 101, 1);
	sw(s, 2, 102, 1);
	sw(s, 3, 103, 1);
	sw(s, 0, KSWAPD, 0);
}

/*
 * (1) kswapd on CPU 0 reclaims 64 pages of mm 1 (running on CPUs 0-3) in one
 * pass.  k = 3 other CPUs.
 *  flush-per-page: 64 rounds x 3 = 192 IPIs, 192 INVLPGs; the sender is lazy
 *    on mm 1, so flush_tlb_page() makes it leave_mm(): no local flush.
 *  pfn-tracking: full at 32 and 64: 2 rounds, 6 IPIs, 64 x 3 = 192 INVLPGs;
 *    CPU 0 is in the batch mask: 2 local flushes.  Pass end: batch empty.
 *  full-flush: 1 round at pass end, 3 IPIs, 3 full, 1 local.
 *  infinite: nothing at pass end; finish(): 1 round, 3, 3, 1 local.
 *  x86 (no kernel given, epoch auto = 6.13, so free_batch = 31 as in 6.9+):
 *    shrink_folio_list() flushes when its folio_batch fills at 31 and 62
 *    freed pages and at the end (2 left): 3 rounds, 9 IPIs, 9 full; the lazy
 *    sender is skipped by the cond mask: no local flush.
 *  x86 free_batch=0 (one flush per pass, before 6.9): 1, 3, 3.
 *  x86 kernel=6.1 (epoch 4.19, free_batch 0: before 6.9): 1, 3, 3; the lazy
 *    sender leaves.
 */
static void scenario_one_pass(void)
{
	static struct seq s;

	mm1_on_0_3_kswapd_0(&s);
	reclaim(&s, 0, KSWAPD, 1, 64, 0x1000);
	pass_end(&s, 0, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 64, 192, 0, 192, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 2, 6, 0, 192, 2);
	EXPECT(&s, mmr_model_pfn_tracking, "batch", "16", 4, 12, 0, 192, 4);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 1, 3, 3, 0, 1);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 1, 3, 3, 0, 1);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 3, 9, 9, 0, 0);
	EXPECT(&s, mmr_model_x86, "free_batch", "0", 1, 3, 3, 0, 0);
	EXPECT(&s, mmr_model_x86, "kernel", "6.1", 1, 3, 3, 0, 0);
	/*
	 * per CPU: rounds on the sender (as reason 4 is traced), requests,
	 * flushes and receipts on the targets CPUs 1-3 (as the measurer counts
	 * csd_queue_cpu by target and /proc/interrupts counts receipts)
	 */
	run(&s, &mmr_model_x86, NULL, NULL);
	CHECK_EQ(ctr.cpu[0][0], 3);
	CHECK_EQ(ctr.cpu[1][0], 0);
	CHECK_EQ(ctr.cpu[1][1], 3);
	CHECK_EQ(ctr.cpu[1][3], 3);
	CHECK_EQ(ctr.cpu[2][1], 3);
	CHECK_EQ(ctr.cpu[2][3], 3);
	CHECK_EQ(ctr.cpu[6][2], 3);
	CHECK_EQ(ctr.total[6], 9);
	CHECK_EQ(ctr.total[7], 0);
}

/*
 * (2) Lazy CPUs: mm 1 on CPUs 0-3; CPUs 2 and 3 go idle (lazy on mm 1),
 * kswapd on CPU 0 reclaims 8 pages, pass end; then thread 101 on CPU 1
 * munmaps 10 pages (one VMA).
 *  flush-per-page (2015): page 1: sender leaves; CPUs 1,2,3 IPI'd, 2 and 3
 *    lazy -> leave_mm (out of the mask), CPU 1 INVLPG.  Pages 2-8: CPU 1
 *    only.  8 rounds, 3 + 7 = 10 IPIs, 8 INVLPGs.  munmap: mask = {1}: local
 *    flush only.  Total 8, 10, 0, 8, local 1.
 *  pfn-tracking: pass end: mask {0,1,2,3}, no lazy filter in 2015: 1 round,
 *    3 IPIs, 8 x 3 = 24 INVLPGs, local 1.  munmap from CPU 1 (10 <= 33): local
 *    1, 1 round, CPUs 0, 2, 3 all lazy on mm 1: 3 IPIs, each leaves mm 1, no
 *    flush work.  Total 2, 6, 0, 24, local 2.
 *  full-flush: 1 + 1 rounds, 3 + 3 IPIs, 3 full, local 2.
 *  infinite: the munmap finds mm 1 pending: the kswapd batch is flushed from
 *    CPU 1 (local 1, CPUs 0, 2, 3: 3 IPIs, 3 full), then the munmap as in
 *    full-flush: total 2, 6, 3, 0, local 2.
 *  x86 6.13: pass end: lazy CPUs 0 (sender), 2, 3 skipped: 1 round, 1 IPI,
 *    1 full.  munmap: flush_tlb_batched_pending() -> flush_tlb_mm() with
 *    freed_tables: local 1, 1 round, CPUs 0, 2, 3 IPI'd, lazy: switch to
 *    init_mm (stay in the 6.13 mask).  Then the 10-page flush: local 1, 1
 *    round (mask {0,1,2,3}), but 0, 2, 3 no longer run mm 1 and no trim is
 *    due: 0 IPIs.  Total 3 rounds, 1 + 3 = 4 IPIs, 1 full, local 2.
 *  x86 4.19: pass end: sender leaves (mask {1,2,3}), CPU 1: 1 round, 1 IPI,
 *    1 full.  flush_tlb_mm(): local 1, 1 round, CPUs 2, 3 (lazy, freed
 *    tables) IPI'd and leave: mask {1}.  munmap: local only.  Total 2, 3, 1,
 *    0, local 2.
 */
static void scenario_lazy(void)
{
	static struct seq s;

	sw(&s, 0, 100, 1);
	sw(&s, 1, 101, 1);
	sw(&s, 2, 102, 1);
	sw(&s, 3, 103, 1);
	sw(&s, 2, 0, 0);
	sw(&s, 3, 0, 0);
	sw(&s, 0, KSWAPD, 0);
	reclaim(&s, 0, KSWAPD, 1, 8, 0x1000);
	pass_end(&s, 0, KSWAPD);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 1, 101, 1, 10, 1);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 8, 10, 0, 8, 1);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 2, 6, 0, 24, 2);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 2, 6, 3, 0, 2);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 2, 6, 3, 0, 2);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 3, 4, 1, 0, 2);
	EXPECT(&s, mmr_model_x86, "epoch", "4.19", 2, 3, 1, 0, 2);
	/* the policy models under the 6.13 rule: no trim, lazy skipped */
	EXPECT(&s, mmr_model_full_flush, "epoch", "6.13", 2, 1, 1, 0, 1);
}

/*
 * (3) kswapd moves mid-pass: mm 1 on CPUs 0-3, kswapd on CPU 0 (lazy on
 * mm 1) reclaims 4 pages; CPU 0 goes idle, kswapd runs on CPU 1 (lazy on
 * mm 1 there) and reclaims 4 more; pass end on CPU 1.
 *  flush-per-page: pages 1-4 from CPU 0 (leaves): CPUs 1,2,3: 4 rounds, 12
 *    IPIs; pages 5-8 from CPU 1 (leaves): CPUs 2,3: 4 rounds, 8 IPIs.
 *    8, 20, 0, 20, local 0.
 *  pfn-tracking / full-flush: one batch, mask {0,1,2,3}, flushed from CPU 1:
 *    local 1, targets 0 (idle but in the 2015 mask), 2, 3: 1 round, 3 IPIs
 *    (8 x 3 = 24 INVLPGs, or 3 full).
 *  infinite: the same flush at finish(), from CPU 1 (the last unmap).
 *  x86 6.13: CPU 0 lazy (skipped), CPU 1 the lazy sender: 1 round, 2 IPIs,
 *    2 full, local 0.  4.19: the same.
 */
static void scenario_migrate(void)
{
	static struct seq s;

	mm1_on_0_3_kswapd_0(&s);
	reclaim(&s, 0, KSWAPD, 1, 4, 0x1000);
	sw(&s, 0, 0, 0);
	sw(&s, 1, KSWAPD, 0);
	reclaim(&s, 1, KSWAPD, 1, 4, 0x1004);
	pass_end(&s, 1, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 8, 20, 0, 20, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 1, 3, 0, 24, 1);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 1, 3, 3, 0, 1);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 1, 3, 3, 0, 1);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 1, 2, 2, 0, 0);
	EXPECT(&s, mmr_model_x86, "epoch", "4.19", 1, 2, 2, 0, 0);
}

/*
 * (4) Two mms in one pass: mm 1 on CPUs 1, 2; mm 2 on CPU 3; kswapd on
 * CPU 0 (which never ran a user mm) reclaims 20 pages of mm 1 then 20 of
 * mm 2, pass end.
 *  flush-per-page: 20 x 2 + 20 x 1: 40 rounds, 60 IPIs, 60 INVLPGs.
 *  pfn-tracking: batch full at page 32 (20 of mm 1 + 12 of mm 2, mask
 *    {1,2,3}): 1 round, 3 IPIs, 96 INVLPGs; the last 8 (mask {3}) at pass
 *    end: 1 round, 1 IPI, 8 INVLPGs.  2, 4, 0, 104, local 0.
 *  full-flush, infinite: 1 round, 3 IPIs, 3 full.
 *  x86 (free_batch 31): the folio_batch fills at page 31 (20 of mm 1 + 11
 *    of mm 2, mask {1,2,3}): 1 round, 3 IPIs, 3 full; the last 9 (mask {3})
 *    at pass end: 1, 1, 1.  2, 4, 4.  free_batch=0: 1, 3, 3.
 */
static void scenario_two_mms(void)
{
	static struct seq s;

	sw(&s, 1, 101, 1);
	sw(&s, 2, 102, 1);
	sw(&s, 3, 200, 2);
	sw(&s, 0, KSWAPD, 0);
	reclaim(&s, 0, KSWAPD, 1, 20, 0x1000);
	reclaim(&s, 0, KSWAPD, 2, 20, 0x2000);
	pass_end(&s, 0, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 40, 60, 0, 60, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 2, 4, 0, 104, 0);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 1, 3, 3, 0, 0);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 1, 3, 3, 0, 0);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 2, 4, 4, 0, 0);
	EXPECT(&s, mmr_model_x86, "free_batch", "0", 1, 3, 3, 0, 0);
}

/*
 * (5) A dirty page forces a flush: setup of (1); pass 1: 10 pages, the 10th
 * dirty, writeback of it, 30 more pages, pass end; pass 2: 10 clean pages,
 * pass end.
 *  flush-per-page: 50 rounds, 150 IPIs, 150 INVLPGs.
 *  pfn-tracking: writeback flushes 10 (1 round, 3 IPIs, 30 INVLPGs, local);
 *    pass end 30 (3, 90, local); pass 2 10 (3, 30, local): 3, 9, 0, 150, 3.
 *  full-flush: 3 rounds, 9 IPIs, 9 full, local 3.
 *  infinite: writeback flush (1, 3, 3, local 1); the other 40 pages wait
 *    for finish() (1, 3, 3, local 1): 2, 6, 6, 0, 2.
 *  x86 free_batch=0: 3 rounds, 9 IPIs, 9 full, local 0 (lazy sender).
 *  x86 (free_batch 31): pages 1-9 and 11-40 are freed in pass 1 (the dirty
 *    page goes to writeback), so the folio_batch fills once (after page 32)
 *    with the 22 pages batched since the writeback flush: 1 extra round.
 *    4 rounds, 12 IPIs, 12 full.
 */
static void scenario_dirty(void)
{
	static struct seq s;

	mm1_on_0_3_kswapd_0(&s);
	reclaim(&s, 0, KSWAPD, 1, 10, 0x1000);
	s.op[s.n - 1].dirty = 1;
	add(&s, MMR_OP_WRITEBACK, 0, KSWAPD)->pfn = 0x1009;
	reclaim(&s, 0, KSWAPD, 1, 30, 0x100a);
	pass_end(&s, 0, KSWAPD);
	reclaim(&s, 0, KSWAPD, 1, 10, 0x2000);
	pass_end(&s, 0, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 50, 150, 0, 150, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 3, 9, 0, 150, 3);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 3, 9, 9, 0, 3);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 2, 6, 6, 0, 2);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 4, 12, 12, 0, 0);
	EXPECT(&s, mmr_model_x86, "free_batch", "0", 3, 9, 9, 0, 0);
}

/*
 * (6) munmap around the ceiling: mm 1 running on CPUs 0-3 (none lazy);
 * thread 100 on CPU 0 munmaps 20 pages, then 40 pages (one VMA each).
 *  every model: 2 rounds, 6 IPIs, local 2; 20 <= 33: 20 INVLPGs on each of
 *    3 targets = 60; 40 > 33: 3 full flushes.
 *  x86 ceiling=50: both INVLPG: 60 + 120 = 180, no full flush.
 *  x86 ceiling=10: both full: 6 full flushes.
 */
static void scenario_ceiling(void)
{
	static struct seq s;

	sw(&s, 0, 100, 1);
	sw(&s, 1, 101, 1);
	sw(&s, 2, 102, 1);
	sw(&s, 3, 103, 1);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 20, 1);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 40, 1);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 2, 6, 3, 60, 2);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 2, 6, 3, 60, 2);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 2, 6, 3, 60, 2);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 2, 6, 3, 60, 2);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 2, 6, 3, 60, 2);
	EXPECT(&s, mmr_model_x86, "ceiling", "50", 2, 6, 0, 180, 2);
	EXPECT(&s, mmr_model_x86, "ceiling", "10", 2, 6, 6, 0, 2);
}

/*
 * (7) pfn reuse forces the infinite model: setup of (1); pass 1 reclaims
 * pfns 0x1000-0x1007, pass 2 0x2000-0x2007; thread 101 on CPU 1 allocates
 * 0x9000 (never unmapped: nothing) and 0x1003 (pending: flush); pass 3
 * reclaims 0x3000-0x3007.
 *  flush-per-page: 24 rounds, 72 IPIs, 72 INVLPGs.
 *  pfn-tracking: 3 passes x (1 round, 3 IPIs, 24 INVLPGs, local 1).
 *  full-flush: 3, 9, 9 full, local 3.  x86: 3, 9, 9, local 0.
 *  infinite: the allocation of 0x1003 flushes the 16-page batch from CPU 1
 *    (in the mask: local 1; CPUs 0, 2, 3: 3 IPIs, 3 full); finish() flushes
 *    pass 3 from CPU 0 (local 1, CPUs 1-3): 2 rounds, 6, 6, 0, local 2.
 */
static void scenario_reuse(void)
{
	static struct seq s;
	struct mmr_op *o;

	mm1_on_0_3_kswapd_0(&s);
	reclaim(&s, 0, KSWAPD, 1, 8, 0x1000);
	pass_end(&s, 0, KSWAPD);
	reclaim(&s, 0, KSWAPD, 1, 8, 0x2000);
	pass_end(&s, 0, KSWAPD);
	o = add(&s, MMR_OP_PAGE_ALLOC, 1, 101);
	o->mm = 1;
	o->pfn = 0x9000;
	o = add(&s, MMR_OP_PAGE_ALLOC, 1, 101);
	o->mm = 1;
	o->pfn = 0x1003;
	o->reused_pending = 1;
	reclaim(&s, 0, KSWAPD, 1, 8, 0x3000);
	pass_end(&s, 0, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 24, 72, 0, 72, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 3, 9, 0, 72, 3);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 3, 9, 9, 0, 3);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 2, 6, 6, 0, 2);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 3, 9, 9, 0, 0);
}

/*
 * (8) The 6.13 once-per-second trim: mm 1 first runs at t = 0 on CPUs 0-3
 * (next trim due after t = 1 s); at 0.1 s CPUs 2 and 3 switch to mm 2.
 * Thread 100 on CPU 0 munmaps 10 pages at 0.5 s, 1.5 s and 1.6 s.
 *  x86 6.13: 0.5 s: mask {0,1,2,3}, no trim: CPU 1 only (1 IPI, 10 INVLPG).
 *    1.5 s: trim: CPU 1 flushes, CPUs 2 and 3 are IPI'd and leave the mask
 *    (3 IPIs, 10 INVLPG).  1.6 s: mask {0,1}: 1 IPI.  3 rounds, 5 IPIs, 0
 *    full, 30 INVLPGs, local 3.  invlpgb: the same (2 CPUs run mm 1: no
 *    global ASID).
 *  x86 4.19 and the policy models (2015): switching to mm 2 cleared CPUs 2
 *    and 3: 3 rounds, 3 IPIs, 30 INVLPGs, local 3.
 */
static void scenario_trim(void)
{
	static struct seq s;

	at(&s, 0);
	sw(&s, 0, 100, 1);
	sw(&s, 1, 101, 1);
	sw(&s, 2, 102, 1);
	sw(&s, 3, 103, 1);
	at(&s, 100 * MS);
	sw(&s, 2, 200, 2);
	sw(&s, 3, 201, 2);
	at(&s, 500 * MS);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 10, 1);
	at(&s, 1500 * MS);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 10, 1);
	at(&s, 1600 * MS);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 10, 1);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 3, 5, 0, 30, 3);
	EXPECT(&s, mmr_model_x86, "epoch", "6.13", 3, 5, 0, 30, 3);
	CHECK_EQ(ctr.total[7], 2);         /* tlb.wrong_cpu: CPUs 2 and 3 */
	CHECK_EQ(ctr.total[6], 5);         /* tlb.flush_received */
	EXPECT(&s, mmr_model_x86, "epoch", "invlpgb", 3, 5, 0, 30, 3);
	EXPECT(&s, mmr_model_x86, "epoch", "4.19", 3, 3, 0, 30, 3);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 3, 3, 0, 30, 3);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 3, 3, 0, 30, 3);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 3, 3, 0, 30, 3);
	EXPECT(&s, mmr_model_infinite, NULL, NULL, 3, 3, 0, 30, 3);
}

/*
 * INVLPGB: mm 1 on CPUs 0-4 (5 running); munmap of 10 pages from CPU 0
 * twice, then kswapd on CPU 5 reclaims 8 pages (pass end).
 *  first munmap: flush_tlb_multi (1 round, 4 IPIs, 40 INVLPGs, local 1),
 *  then consider_global_asid() sees 5 > 3 CPUs: global ASID; second munmap:
 *  1 broadcast (INVLPGB reaches the sender too: no separate local flush);
 *  the reclaim batch: invlpgb_flush_all_nonglobals(), 1 broadcast.
 *  rounds 1, IPIs 4, 40 INVLPGs, local 1, broadcast 2.
 *  6.13: 2 munmaps x (1 round, 4 IPIs, 40 INVLPGs, local 1); the batch from
 *  CPU 5 (not in the mask) to CPUs 0-4: 1 round, 5 IPIs, 5 full.
 */
static void scenario_invlpgb(void)
{
	static struct seq s;
	struct res r;
	int c;

	for (c = 0; c < 5; c++)
		sw(&s, (unsigned int)c, 100 + c, 1);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 10, 1);
	syscall_unmap(&s, MMR_UNMAP_MUNMAP, 0, 100, 1, 10, 1);
	sw(&s, 5, KSWAPD, 0);
	reclaim(&s, 5, KSWAPD, 1, 8, 0x1000);
	pass_end(&s, 5, KSWAPD);
	EXPECT(&s, mmr_model_x86, "epoch", "invlpgb", 1, 4, 0, 40, 1);
	r = run(&s, &mmr_model_x86, "epoch", "invlpgb");
	CHECK_EQ(r.broadcast, 2);
	/* 6.13: both munmaps by IPI; the batch goes to CPUs 0-4 */
	EXPECT(&s, mmr_model_x86, "epoch", "6.13", 3, 13, 5, 80, 2);
}

/*
 * Hundreds of CPUs: mm 1 runs on CPUs 0, 100, 200, 300 and 450; kswapd on
 * CPU 0 reclaims 10 pages.  k = 4.
 *  flush-per-page: 10 rounds, 40 IPIs.  full-flush: 1 round, 4 IPIs.
 *  pfn-tracking: 1 round, 4 IPIs, 40 INVLPGs, local 1.
 */
static void scenario_wide(void)
{
	static struct seq s;

	sw(&s, 0, 100, 1);
	sw(&s, 100, 101, 1);
	sw(&s, 200, 102, 1);
	sw(&s, 300, 103, 1);
	sw(&s, 450, 104, 1);
	sw(&s, 0, KSWAPD, 0);
	reclaim(&s, 0, KSWAPD, 1, 10, 0x1000);
	pass_end(&s, 0, KSWAPD);
	EXPECT(&s, mmr_model_flush_per_page, NULL, NULL, 10, 40, 0, 40, 0);
	EXPECT(&s, mmr_model_pfn_tracking, NULL, NULL, 1, 4, 0, 40, 1);
	EXPECT(&s, mmr_model_full_flush, NULL, NULL, 1, 4, 4, 0, 1);
	EXPECT(&s, mmr_model_x86, NULL, NULL, 1, 4, 4, 0, 0);
	run(&s, &mmr_model_full_flush, NULL, NULL);
	CHECK_EQ(ctr.cpu[1][0], 0);
	CHECK_EQ(ctr.cpu[1][450], 1);
	CHECK_EQ(ctr.cpu[2][450], 1);
	CHECK_EQ(ctr.cpu[2][300], 1);
}

/* Bad parameters are refused with a message naming the model and value. */
/*
 * (11) mprotect and mremap's move on x86.  mm 1 runs on CPUs 0 and 1; CPU 2
 * ran it and is idle now (lazy).  From CPU 0: an mprotect of 2 pages in 2
 * VMAs that takes a permission away, an mprotect of 2 pages (1 VMA) that
 * only adds permissions (MMR_UNMAP_F_GRANT), a moving mremap of 2 pages
 * (MMR_UNMAP_F_RANGE, as both mprotects).  The ops carry no kernel: every
 * rule as on the newest (mprotect_gather, range_freed_tables, 6.13 mask).
 *  x86: mprotect 1: one flush for the call: local 1, 1 round, CPU 1 IPI'd
 *    (2 INVLPGs), lazy CPU 2 skipped.  mprotect 2: no flush
 *    (pte_needs_flush()).  mremap: flush_tlb_range() is a freed-tables
 *    flush: local 1, 1 round, CPUs 1 and 2 IPI'd, CPU 1 INVLPGs 2 (CPU 2
 *    switches to init_mm).  2 rounds, 3 IPIs, 0 full, 4 INVLPGs, local 2.
 *  x86 mprotect_gather=0: change_protection() flushes each VMA with
 *    flush_tlb_range(), a freed-tables flush: mprotect 1: 2 rounds of 1
 *    page, CPUs 1 and 2 IPI'd each time (CPU 2 lazy, then no longer on the
 *    mm: it clears itself); mprotect 2 flushes too: 1 round, CPU 1; the
 *    mremap: 1 round, CPU 1.  4 rounds, 6 IPIs, 0 full, 2 + 2 + 2 = 6
 *    INVLPGs, local 4.
 *  x86 range_freed_tables=0: the mremap skips lazy CPU 2: 2, 2, 0, 4, 2.
 */
static void scenario_mprotect(void)
{
	static struct seq s;
	struct mmr_op *o;

	sw(&s, 0, 100, 1);
	sw(&s, 1, 101, 1);
	sw(&s, 2, 102, 1);
	sw(&s, 2, 0, 0);
	syscall_unmap(&s, MMR_UNMAP_MPROTECT, 0, 100, 1, 2, 2);
	s.op[s.n - 1].unmap_flags = MMR_UNMAP_F_RANGE;
	syscall_unmap(&s, MMR_UNMAP_MPROTECT, 0, 100, 1, 2, 1);
	s.op[s.n - 1].unmap_flags = MMR_UNMAP_F_RANGE | MMR_UNMAP_F_GRANT;
	syscall_unmap(&s, MMR_UNMAP_MREMAP, 0, 100, 1, 2, 0);
	o = &s.op[s.n - 1];
	o->unmap_flags = MMR_UNMAP_F_RANGE;
	EXPECT(&s, mmr_model_x86, NULL, NULL, 2, 3, 0, 4, 2);
	EXPECT(&s, mmr_model_x86, "mprotect_gather", "0", 4, 6, 0, 6, 4);
	EXPECT(&s, mmr_model_x86, "range_freed_tables", "0", 2, 2, 0, 4, 2);
}

static void bad_params(void)
{
	struct mmr_params p = { .ops = &mmr_model_x86, .key = { "epoch" }, .val = { "5.0" }, .n = 1 };
	struct mmr_model_ctx ctx = { .counters = &ctr };
	struct mmr_error err = { 0 };
	void *priv = NULL;

	CHECK_EQ(mmr_model_x86.init(&ctx, &p, &priv, &err), MMR_EINVAL);
	CHECK(strstr(err.msg, "x86: epoch=5.0") != NULL);
	p.ops = &mmr_model_pfn_tracking;
	p.key[0] = "batch";
	p.val[0] = "0";
	CHECK_EQ(mmr_model_pfn_tracking.init(&ctx, &p, &priv, &err), MMR_EINVAL);
	p.ops = &mmr_model_full_flush;
	p.key[0] = "epoch";
	p.val[0] = "invlpgb";
	CHECK_EQ(mmr_model_full_flush.init(&ctx, &p, &priv, &err), MMR_EINVAL);
	mmr_model_x86.free(NULL);
	mmr_model_infinite.free(NULL);
}

int main(void)
{
	scenario_one_pass();
	scenario_lazy();
	scenario_migrate();
	scenario_two_mms();
	scenario_dirty();
	scenario_ceiling();
	scenario_reuse();
	scenario_trim();
	scenario_invlpgb();
	scenario_wide();
	scenario_mprotect();
	bad_params();
	return test_done();
}
