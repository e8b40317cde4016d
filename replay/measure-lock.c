// SPDX-License-Identifier: LGPL-2.1
/*
 * The measured side of the lock-traffic models: what the traced kernel did to
 * zone->lock, which locks it waited for, and how many misplaced pages it
 * migrated, read from the same trace the models replay.
 *
 * zone->lock acquisitions.  kmem:mm_page_pcpu_drain fires once per block
 * freed by free_pcppages_bulk() and kmem:mm_page_alloc_zone_locked once per
 * block taken from the buddy lists, both while zone->lock is held.
 * Documentation/trace/events-kmem.rst: "A number of drain or refill pages that
 * occur consecutively imply the zone->lock being taken once."  Here a burst
 * (one acquisition) is a run of events of one kind (drain / zone_locked with
 * percpu_refill=1 / zone_locked with percpu_refill=0) on one CPU, for pages of
 * one zone, with NO OTHER EVENT OF THAT CPU'S STREAM in between (any event
 * delivered to this measurer, not only kmem ones).  Why that rule and not
 * "no other kmem event": the lock is taken with spin_lock_irqsave(), so while
 * it is held nothing else can be recorded on that CPU; any other event there
 * (a sched_switch, a fault, an IPI) proves the lock was dropped in between,
 * while every allocator call is bracketed by its own mm_page_alloc /
 * mm_page_free, which separates two acquisitions in a row.  A different zone
 * is a different lock, so a zone change also ends a burst.  A lost-events
 * marker on the CPU ends the burst too.
 *
 * Frees of an order that has no per-cpu list (orders 4-8 and 10 on 5.13+,
 * every order > 0 before) take zone->lock in free_one_page(), which has no
 * tracepoint: they are inferred from kmem:mm_page_free and counted as
 * zone.lock.direct (said in the caveats).
 *
 * Line bounces: a burst whose previous burst on the same zone came from
 * another CPU (zone.line_bounce), as the models count it.
 *
 * Contention: lock:contention_begin/end pairs per CPU (a small stack: a
 * contended lock in an interrupt can nest inside another wait) give contended
 * acquisitions and wait time per lock address; an address whose
 * contention_end is followed on that CPU by a drain or zone_locked burst is
 * a zone->lock, and its waits are also counted as zone.lock.contended.
 *
 * Migration: migrate:mm_migrate_pages with reason MR_NUMA_MISPLACED (5): the
 * succeeded pages (migrate.pages) and calls (migrate.calls).
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/internal/lock.h"
#include "mmreplay/kernel.h"
#include "mmreplay/model.h"
#include "replay-local.h"

enum {
	M_ZONE_LOCK = MMR_LK_ZONE_LOCK,
	M_ZONE_REFILL = MMR_LK_ZONE_REFILL,
	M_ZONE_DRAIN = MMR_LK_ZONE_DRAIN,
	M_ZONE_DIRECT = MMR_LK_ZONE_DIRECT,
	M_ZONE_BOUNCE = MMR_LK_ZONE_BOUNCE,
	M_ZONE_CONTENDED,
	M_ZONE_WAIT,
	M_LOCK_CONTENDED,
	M_LOCK_WAIT,
	M_MIG_PAGES,
	M_MIG_CALLS,
	M__N
};

static const struct mmr_metric_def metrics[M__N] = {
	[M_ZONE_LOCK] = { "zone.lock", "zone->lock acquisitions: drain + refill + direct bursts" },
	[M_ZONE_REFILL] = { "zone.lock.refill", "bursts of mm_page_alloc_zone_locked percpu_refill=1" },
	[M_ZONE_DRAIN] = { "zone.lock.drain", "bursts of mm_page_pcpu_drain" },
	[M_ZONE_DIRECT] = { "zone.lock.direct", "bursts of mm_page_alloc_zone_locked percpu_refill=0, + non-pcp-order frees" },
	[M_ZONE_BOUNCE] = { "zone.line_bounce", "zone->lock bursts whose previous burst on that zone was on another CPU" },
	[M_ZONE_CONTENDED] = { "zone.lock.contended", "contended acquisitions of a lock identified as a zone->lock" },
	[M_ZONE_WAIT] = { "zone.lock.wait_ns", "ns spent waiting for a zone->lock" },
	[M_LOCK_CONTENDED] = { "lock.contended", "lock:contention_begin/end pairs, all locks" },
	[M_LOCK_WAIT] = { "lock.wait_ns", "ns between contention_begin and contention_end, all locks" },
	[M_MIG_PAGES] = { "migrate.pages", "pages migrated by mm_migrate_pages reason=numa_misplaced" },
	[M_MIG_CALLS] = { "migrate.calls", "mm_migrate_pages calls with reason=numa_misplaced" },
};

#define MR_NUMA_MISPLACED 5
#define WAIT_STACK 4
#define ADDR_BITS 12               /* lock address table: 4096 slots */

enum burst_kind { B_NONE, B_DRAIN, B_REFILL, B_DIRECT };

struct wait {
	uint64_t addr, ts;
};

struct cpu_state {
	/* burst and after_end side by side: most events clear both (one store) */
	uint8_t burst;             /* enum burst_kind of the burst in progress */
	uint8_t after_end;         /* previous event on this CPU was a contention_end */
	uint32_t zone;
	uint8_t nwait;
	/*
	 * mmr_state_cpu_events() at the last event lock_event_rare() took here:
	 * burst and after_end hold only if the next one it takes is the next
	 * event of the CPU (the events this measurer does not read end both).
	 */
	uint64_t last;
	uint64_t end_addr, end_wait;
	struct wait wait[WAIT_STACK];
};

struct addr_stat {
	uint64_t addr;             /* 0 = empty slot */
	uint64_t contended, wait_ns;
	int zone_lock;
};

struct measure_lock {
	struct mmr_lk_zones zt;
	struct mmr_lk_line *zline; /* per zone (nr + 1) */
	uint64_t (*zkind)[MMR_LK_ZONE__N]; /* per zone: bursts by kind (refill/drain/direct) */
	int published;             /* finish() gave the per-zone counts out */
	struct cpu_state *cpu;
	size_t ncpu;
	int kernel;                /* major * 1000 + minor, 0 unknown */
	uint32_t pcp_orders;       /* bit o: order o has a per-cpu list (pcp_order()) */
	/*
	 * 1 once an event of that kind came, or from the start when the
	 * recorder says it enabled it (mark_enabled()): only "any?" is ever
	 * asked (a store, no add)
	 */
	uint8_t seen[MMR_EV__COUNT];
	uint64_t inferred_direct, addr_overflow;
	struct addr_stat *addrs;   /* 1 << ADDR_BITS */
	uint64_t naddrs;
};

static void cpu_init(void *e)
{
	struct cpu_state *c = e;

	memset(c, 0, sizeof(*c));
}

static int pcp_order(const struct measure_lock *m, int order);

/*
 * Metadata "tracepoints" (what `mmreplay record` enabled, "system:name,..."):
 * those count as seen from the start, so that one that never fired reads as
 * 0 (a settled recording with no drain), not as unknown.
 */
static void mark_enabled(struct measure_lock *m, const char *list)
{
	char tp[128];

	while (list && *list) {
		size_t n = strcspn(list, ","), c;

		if (n < sizeof(tp)) {
			memcpy(tp, list, n);
			tp[n] = '\0';
			c = strcspn(tp, ":");
			if (tp[c]) {
				unsigned int k;

				tp[c] = '\0';
				k = mmr_event_lookup(tp, tp + c + 1);
				if (k > MMR_EV_NONE && k < MMR_EV__COUNT)
					m->seen[k] = 1;
			}
		}
		list += n + (list[n] == ',');
	}
}

static int lock_init(const struct mmr_model_ctx *ctx, void **priv, struct mmr_error *err)
{
	struct measure_lock *m = calloc(1, sizeof(*m));
	int rc;

	*priv = NULL;
	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "lock measurer: out of memory");
	rc = mmr_lk_zones_load(&m->zt, ctx->meta, err);
	if (rc < 0) {
		free(m);
		return rc;
	}
	m->zline = calloc(m->zt.nr + 1, sizeof(*m->zline));
	m->zkind = calloc(m->zt.nr + 1, sizeof(*m->zkind));
	m->addrs = calloc((size_t)1 << ADDR_BITS, sizeof(*m->addrs));
	if (!m->zline || !m->zkind || !m->addrs || mmr_lk_zones_name(&m->zt, ctx->counters) < 0 ||
	    mmr_lk_grow((void **)&m->cpu, &m->ncpu, mmr_lk_nr_cpus(ctx) - 1, sizeof(*m->cpu),
			cpu_init) < 0) {
		mmr_lk_zones_free(&m->zt);
		free(m->zline);
		free(m->zkind);
		free(m->addrs);
		free(m->cpu);
		free(m);
		return mmr_error_set(err, MMR_ENOMEM, "lock measurer: out of memory");
	}
	for (rc = 0; rc <= (int)m->zt.nr; rc++)
		mmr_lk_line_init(&m->zline[rc]);
	m->kernel = ctx->meta ? mmr_kernel_version(ctx->meta) : 0;
	for (rc = 0; rc < 32; rc++)
		if (pcp_order(m, rc))
			m->pcp_orders |= 1u << rc;
	mark_enabled(m, ctx->meta ? mmr_meta_get(ctx->meta, "tracepoints") : NULL);
	*priv = m;
	return 0;
}

static struct addr_stat *addr_stat(struct measure_lock *m, uint64_t addr)
{
	size_t mask = ((size_t)1 << ADDR_BITS) - 1, i, n;

	if (!addr)
		return NULL;
	i = (size_t)((addr >> 3) * 0x9e3779b97f4a7c15ull >> (64 - ADDR_BITS));
	for (n = 0; n <= mask; n++, i = (i + 1) & mask) {
		if (m->addrs[i].addr == addr)
			return &m->addrs[i];
		if (!m->addrs[i].addr) {
			/* keep a quarter free so probes stay short; beyond that, stop tracking */
			if (m->naddrs >= (mask + 1) / 4 * 3) {
				m->addr_overflow++;
				return NULL;
			}
			m->addrs[i].addr = addr;
			m->naddrs++;
			return &m->addrs[i];
		}
	}
	return NULL;
}

/* Orders with a per-cpu list in the traced kernel (pcp_allowed_order()). */
static int pcp_order(const struct measure_lock *m, int order)
{
	if (m->kernel && m->kernel < 5013)
		return order == 0;
	return (order >= 0 && order <= 3) || order == 9;
}

static void zone_lock(struct measure_lock *m, const struct mmr_model_ctx *ctx, unsigned int cpu,
		      unsigned int zone, unsigned int metric)
{
	int bounce = mmr_lk_touch(&m->zline[zone], cpu);

	m->zkind[zone][metric]++;
	mmr_count3(ctx->counters, cpu, M_ZONE_LOCK, 1, metric, 1, M_ZONE_BOUNCE, bounce);
}

static void burst_event(struct measure_lock *m, const struct mmr_model_ctx *ctx,
			struct cpu_state *c, const struct mmr_event *ev)
{
	enum burst_kind k;
	unsigned int zone = mmr_lk_zone_of(&m->zt, -1, ev->page.pfn), metric;

	if (ev->kind == MMR_EV_PAGE_PCPU_DRAIN)
		k = B_DRAIN;
	else if (ev->page.percpu_refill > 0)
		k = B_REFILL;
	else if (ev->page.percpu_refill == 0)
		k = B_DIRECT;
	else /* field absent (<= 5.18 printed it as order == 0 anyway) */
		k = pcp_order(m, ev->page.order) ? B_REFILL : B_DIRECT;
	if (c->burst == k && c->zone == zone)
		return;
	c->burst = (uint8_t)k;
	c->zone = zone;
	metric = k == B_DRAIN ? M_ZONE_DRAIN : k == B_REFILL ? M_ZONE_REFILL : M_ZONE_DIRECT;
	zone_lock(m, ctx, ev->cpu, zone, metric);
	if (c->after_end) {
		/* the lock this CPU just waited for is the zone->lock it now holds */
		struct addr_stat *a = addr_stat(m, c->end_addr);

		if (a && !a->zone_lock) {
			a->zone_lock = 1;
			mmr_count(ctx->counters, M_ZONE_CONTENDED, ev->cpu, 1);
			mmr_count(ctx->counters, M_ZONE_WAIT, ev->cpu, (int64_t)c->end_wait);
		}
	}
}

static void contention(struct measure_lock *m, const struct mmr_model_ctx *ctx,
		       struct cpu_state *c, const struct mmr_event *ev)
{
	int i;

	if (ev->kind == MMR_EV_LOCK_CONTENTION_BEGIN) {
		if (c->nwait == WAIT_STACK) { /* deeper than any real nesting: drop the oldest */
			memmove(c->wait, c->wait + 1, sizeof(c->wait[0]) * (WAIT_STACK - 1));
			c->nwait--;
		}
		c->wait[c->nwait].addr = ev->lock.lock_addr;
		c->wait[c->nwait].ts = ev->ts;
		c->nwait++;
		return;
	}
	for (i = (int)c->nwait - 1; i >= 0; i--) {
		struct addr_stat *a;
		uint64_t wait;

		if (c->wait[i].addr != ev->lock.lock_addr)
			continue;
		wait = ev->ts - c->wait[i].ts;
		mmr_count(ctx->counters, M_LOCK_CONTENDED, ev->cpu, 1);
		mmr_count(ctx->counters, M_LOCK_WAIT, ev->cpu, (int64_t)wait);
		a = addr_stat(m, ev->lock.lock_addr);
		if (a) {
			a->contended++;
			a->wait_ns += wait;
			if (a->zone_lock) {
				mmr_count(ctx->counters, M_ZONE_CONTENDED, ev->cpu, 1);
				mmr_count(ctx->counters, M_ZONE_WAIT, ev->cpu, (int64_t)wait);
			}
		}
		memmove(c->wait + i, c->wait + i + 1, sizeof(c->wait[0]) * (c->nwait - i - 1));
		c->nwait--;
		c->after_end = 1;
		c->end_addr = ev->lock.lock_addr;
		c->end_wait = wait;
		return;
	}
	/* an end whose begin came before the trace (or was lost): nothing to time */
}

/* The events that are not the common "ends any burst" case, out of line (see lock_on_event). */
static __attribute__((noinline)) int lock_event_rare(struct measure_lock *m,
						     const struct mmr_model_ctx *ctx,
						     const struct mmr_event *ev)
{
	struct cpu_state *c;
	uint64_t now;

	if (ev->cpu >= m->ncpu &&
	    mmr_lk_grow((void **)&m->cpu, &m->ncpu, ev->cpu, sizeof(*m->cpu), cpu_init) < 0)
		return MMR_ENOMEM;
	c = &m->cpu[ev->cpu];
	now = mmr_state_cpu_events(ctx->state, ev->cpu);
	if (now != c->last + 1) {
		/* an event this measurer does not read came between */
		c->burst = B_NONE;
		c->after_end = 0;
	}
	c->last = now;
	switch (ev->kind) {
	case MMR_EV_PAGE_PCPU_DRAIN:
	case MMR_EV_PAGE_ALLOC_ZONE_LOCKED:
		burst_event(m, ctx, c, ev);
		c->after_end = 0;
		return 0;
	case MMR_EV_LOCK_CONTENTION_BEGIN:
	case MMR_EV_LOCK_CONTENTION_END:
		c->burst = B_NONE;
		c->after_end = 0;
		contention(m, ctx, c, ev);
		return 0;
	case MMR_EV_PAGE_FREE:
		if (!pcp_order(m, ev->page.order) && ev->page.order >= 0) {
			zone_lock(m, ctx, ev->cpu, mmr_lk_zone_of(&m->zt, -1, ev->page.pfn),
				  M_ZONE_DIRECT);
			m->inferred_direct++;
		}
		break;
	case MMR_EV_MIGRATE_PAGES:
		if (ev->migrate_pages.reason == MR_NUMA_MISPLACED) {
			mmr_count(ctx->counters, M_MIG_PAGES, ev->cpu,
				  (int64_t)ev->migrate_pages.succeeded);
			mmr_count(ctx->counters, M_MIG_CALLS, ev->cpu, 1);
		}
		break;
	default:
		break;
	}
	c->burst = B_NONE;
	c->after_end = 0;
	return 0;
}

/* What lock_on_event() does with an event kind (kinds not listed: A_END). */
enum { A_END, A_RARE, A_FREE };
static const uint8_t event_action[MMR_EV__COUNT] = {
	[MMR_EV_PAGE_PCPU_DRAIN] = A_RARE,
	[MMR_EV_PAGE_ALLOC_ZONE_LOCKED] = A_RARE,
	[MMR_EV_LOCK_CONTENTION_BEGIN] = A_RARE,
	[MMR_EV_LOCK_CONTENTION_END] = A_RARE,
	[MMR_EV_MIGRATE_PAGES] = A_RARE,
	[MMR_EV_PAGE_FREE] = A_FREE,
};

/*
 * The events of .kinds come here (the others end a burst through
 * mmr_state_cpu_events(), without a call per event).  Frees and lost-events
 * markers only end the CPU's
 * burst: done here with no call and no register save; the others go to
 * lock_event_rare() (a tail call).  A free goes there when its order has no
 * per-cpu list (pcp_order(), precomputed as a bit mask for orders 0..31; a
 * larger order >= 0 has none either).
 */
static int lock_on_event(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_event *ev)
{
	struct measure_lock *m = priv;
	unsigned int kind = ev->kind, cpu = ev->cpu;
	struct cpu_state *c;

	if (__builtin_expect(kind < MMR_EV__COUNT, 1)) {
		unsigned int a = event_action[kind];

		m->seen[kind] = 1;
		if (__builtin_expect(a != A_END, 0)) {
			int order = ev->page.order;

			if (a == A_RARE)
				return lock_event_rare(m, ctx, ev);
			if ((unsigned int)order < 32 ? !((m->pcp_orders >> order) & 1) : order >= 0)
				return lock_event_rare(m, ctx, ev);
		}
	}
	if (__builtin_expect(cpu >= m->ncpu, 0))
		return lock_event_rare(m, ctx, ev);
	c = &m->cpu[cpu];
	c->burst = B_NONE;
	c->after_end = 0;
	return 0;
}

static int lock_known(void *priv, unsigned int metric)
{
	struct measure_lock *m = priv;
	int drain = m->seen[MMR_EV_PAGE_PCPU_DRAIN] > 0;
	int locked = m->seen[MMR_EV_PAGE_ALLOC_ZONE_LOCKED] > 0;
	int cont = m->seen[MMR_EV_LOCK_CONTENTION_BEGIN] + m->seen[MMR_EV_LOCK_CONTENTION_END] > 0;

	switch (metric) {
	case M_ZONE_LOCK:
	case M_ZONE_BOUNCE:
		return drain && locked;
	case M_ZONE_DRAIN:
		return drain;
	case M_ZONE_REFILL:
	case M_ZONE_DIRECT:
		return locked;
	case M_ZONE_CONTENDED:
	case M_ZONE_WAIT:
	case M_LOCK_CONTENDED:
	case M_LOCK_WAIT:
		return cont;
	case M_MIG_PAGES:
	case M_MIG_CALLS:
		return m->seen[MMR_EV_MIGRATE_PAGES] > 0;
	default:
		return 0;
	}
}

/* Pages on every per-cpu list at trace start ("zone.<i>.pcp_count", all zones and CPUs). */
static uint64_t pcp_start_pages(const struct mmr_meta *meta)
{
	int64_t nz = meta ? mmr_meta_get_i64(meta, "zones", 0) : 0, z;
	uint64_t sum = 0;
	char key[48];

	for (z = 0; z < nz && z < 64; z++) {
		const char *v;
		char *end;

		snprintf(key, sizeof(key), "zone.%" PRId64 ".pcp_count", z);
		for (v = mmr_meta_get(meta, key); v && *v; v = *end ? end + 1 : end) {
			unsigned long long n = strtoull(v, &end, 10);

			if (end == v || (*end && *end != ','))
				return 0; /* malformed: the models refuse it, nothing to say */
			sum += n;
		}
	}
	return sum;
}

static void lock_caveats(void *priv, const struct mmr_model_ctx *ctx,
			 void (*emit)(void *arg, const char *line), void *arg)
{
	struct measure_lock *m = priv;
	char line[320];
	size_t i, best[3] = { SIZE_MAX, SIZE_MAX, SIZE_MAX };
	uint64_t start;
	int k;

	if (!m->seen[MMR_EV_PAGE_PCPU_DRAIN])
		emit(arg, "no kmem:mm_page_pcpu_drain in this trace: zone->lock drains unknown");
	if (!m->seen[MMR_EV_PAGE_ALLOC_ZONE_LOCKED])
		emit(arg, "no kmem:mm_page_alloc_zone_locked in this trace: zone->lock refills and "
			  "buddy allocations unknown");
	else if (!m->kernel || m->kernel >= 6007)
		emit(arg, "kmem:mm_page_alloc_zone_locked on >= 6.7 fires in __rmqueue_smallest: "
			  "its bursts count buddy removals under zone->lock (refill or direct by "
			  "percpu_refill), not a reliable refill count; blocks taken by the "
			  "fallback/claim paths may not fire it (policy-spec B.5)");
	else if (m->kernel < 5019)
		emit(arg, "kmem:mm_page_alloc_zone_locked before 5.19 fires in __rmqueue for every "
			  "buddy removal and its percpu_refill is just order == 0 (policy-spec B.5)");
	if (m->inferred_direct) {
		snprintf(line, sizeof(line), "zone.lock.direct includes %" PRIu64 " frees of "
			 "orders without a per-cpu list, inferred from kmem:mm_page_free "
			 "(free_one_page has no tracepoint)", m->inferred_direct);
		emit(arg, line);
	}
	if ((start = pcp_start_pages(ctx->meta)) > 0) {
		/* pcp_settled: 1, or 0 when the lists were still above their floor at 2 s */
		const char *sv = ctx->meta ? mmr_meta_get(ctx->meta, "pcp_settled") : NULL;
		int settled = sv != NULL;

		snprintf(line, sizeof(line), "the per-cpu lists held %" PRIu64 " pages at trace "
			 "start (zone.<i>.pcp_count%s), by list unknown: the pcp models put a third "
			 "on each order-0 migratetype list (start=auto); start=movable puts them "
			 "all on the MOVABLE one", start,
			 !settled ? "" : strcmp(sv, "0") ? ", after record --settle-pcp" :
			 ", after a record --settle-pcp that ran out of time");
		emit(arg, line);
		if (!settled)
			emit(arg, "mmreplay record --settle-pcp brings every per-cpu list down to its "
				  "floor before tracing starts, so that the pcp models start within a "
				  "few hundred pages of the kernel");
	}
	emit(arg, "drain_pages_zone() (drain_all_pages, CPU offline) frees in chunks of "
		  "batch << 5 pages, one zone->lock each, with no event between chunks: such "
		  "chunks count as one burst");
	/*
	 * fc4b909c368f (6.19, and the 6.12.y / 6.18.y stable releases from
	 * January 2026 on): the vmstat worker's decay drain is a loop of
	 * batch-page chunks.  A 6.18.44 parallel-pagefault-20 trace here had 4
	 * such bursts holding 34 chunks' pages; chunks show apart only where
	 * another event comes between, e.g. the contention events of two CPUs
	 * decaying at the same tick (15 bursts of 63 pages at one tick of a 60 s
	 * trace, where the pcp models count one drain per decay).
	 */
	if (!m->kernel || m->kernel >= 6012)
		emit(arg, "decay_pcp_high() frees in chunks of batch pages on 6.19+ and later "
			  "6.12.y / 6.18.y: one zone->lock each, one burst unless another event "
			  "(lock contention) comes between; the pcp models count one drain per "
			  "decay");
	if (!m->seen[MMR_EV_PAGE_FREE] && !(ctx->state && mmr_state_page_alloc_seen(ctx->state)))
		emit(arg, "no kmem:mm_page_alloc / mm_page_free: two zone->lock acquisitions in a "
			  "row on one CPU may merge into one burst");
	if (m->seen[MMR_EV_LOST])
		emit(arg, "events were lost: bursts are split at each lost-events marker, and "
			  "acquisitions inside a gap are not counted");
	if (!m->seen[MMR_EV_LOCK_CONTENTION_BEGIN])
		emit(arg, "no lock:contention_begin in this trace: contended acquisitions unknown");
	emit(arg, "memcg page counters have no tracepoint: memcg.counter_update, memcg.lock and "
		  "memcg.line_bounce are not measured");
	emit(arg, "the NUMA migrate rate limit was removed in 4.19 (no mm_numa_migrate_ratelimit "
		  "here): migrate.lock and migrate.ratelimited are not measured");
	if (m->addr_overflow) {
		snprintf(line, sizeof(line), "%" PRIu64 " contended waits on locks beyond the "
			 "first 3072 addresses are counted in totals only", m->addr_overflow);
		emit(arg, line);
	}
	/* the three most contended lock addresses, for the reader to look up */
	for (i = 0; i < ((size_t)1 << ADDR_BITS); i++) {
		if (!m->addrs[i].contended)
			continue;
		for (k = 0; k < 3; k++) {
			if (best[k] == SIZE_MAX ||
			    m->addrs[i].wait_ns > m->addrs[best[k]].wait_ns) {
				memmove(best + k + 1, best + k, sizeof(best[0]) * (size_t)(2 - k));
				best[k] = i;
				break;
			}
		}
	}
	for (k = 0; k < 3 && best[k] != SIZE_MAX; k++) {
		const struct addr_stat *a = &m->addrs[best[k]];

		snprintf(line, sizeof(line), "contended lock 0x%" PRIx64 "%s: %" PRIu64
			 " waits, %" PRIu64 " ns", a->addr, a->zone_lock ? " (zone->lock)" : "",
			 a->contended, a->wait_ns);
		emit(arg, line);
	}
}

/* The per-zone counts go to the counters' instances (named at init, as the pcp models name them). */
static int lock_finish(void *priv, const struct mmr_model_ctx *ctx)
{
	struct measure_lock *m = priv;
	unsigned int z, k;

	if (m->published)
		return 0;
	m->published = 1;
	for (z = 0; z <= m->zt.nr; z++) {
		if (!m->zline[z].writes)
			continue;
		mmr_count_instance(ctx->counters, M_ZONE_LOCK, z, (int64_t)m->zline[z].writes);
		mmr_count_instance(ctx->counters, M_ZONE_BOUNCE, z, (int64_t)m->zline[z].bounces);
		for (k = M_ZONE_REFILL; k <= M_ZONE_DIRECT; k++)
			mmr_count_instance(ctx->counters, k, z, (int64_t)m->zkind[z][k]);
	}
	return 0;
}

static void lock_free(void *priv)
{
	struct measure_lock *m = priv;

	if (!m)
		return;
	mmr_lk_zones_free(&m->zt);
	free(m->zline);
	free(m->zkind);
	free(m->cpu);
	free(m->addrs);
	free(m);
}

const struct mmr_measure_ops mmr_measure_lock = {
	.name = "lock",
	/*
	 * The kinds it acts on or reports as seen (lock_known(), lock_caveats());
	 * a burst ends at any other event of the CPU (see the top comment), which
	 * lock_event_rare() learns from mmr_state_cpu_events(): the measurer was
	 * called for every event, ~26 instructions each on an allocator trace.
	 * Not kmem:mm_page_alloc, which only ended a burst (the count does that)
	 * and told the caveats that the trace has allocations (the tracker says
	 * so: mmr_state_page_alloc_seen()).
	 */
	.needs = MMR_CLASS_SCHEDULE | MMR_CLASS_UNMAP | MMR_CLASS_FAULT | MMR_CLASS_ALLOC |
		 MMR_CLASS_MIGRATE | MMR_CLASS_MEASURED | MMR_CLASS_META,
	.kinds = 1ull << MMR_EV_PAGE_PCPU_DRAIN | 1ull << MMR_EV_PAGE_ALLOC_ZONE_LOCKED |
		 1ull << MMR_EV_LOCK_CONTENTION_BEGIN | 1ull << MMR_EV_LOCK_CONTENTION_END |
		 1ull << MMR_EV_MIGRATE_PAGES | 1ull << MMR_EV_PAGE_FREE | 1ull << MMR_EV_LOST,
	.metrics = metrics,
	.nr_metrics = M__N,
	.init = lock_init,
	.on_event = lock_on_event,
	.finish = lock_finish,
	.caveats = lock_caveats,
	.known = lock_known,
	.free = lock_free,
};
