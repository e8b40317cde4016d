// SPDX-License-Identifier: LGPL-2.1
/*
 * Counters: one set per model and per measurer, indexed by the owner's metric
 * table.  Totals and per-CPU values are flat arrays sized once; the per-window
 * series grows by whole windows (amortised doubling), so the per-op path is a
 * few adds and never allocates except when a new window begins.
 */
#include <stdlib.h>
#include <string.h>

#include "replay-local.h"

struct mmr_counters *mmr_counters_new(const struct mmr_metric_def *defs, unsigned int n,
				      unsigned int nr_cpus, uint64_t win_ns,
				      const uint64_t *now, const uint64_t *t0)
{
	struct mmr_counters *c = calloc(1, sizeof(*c));
	unsigned int i;

	if (!c)
		return NULL;
	c->nr_metrics = n;
	c->nr_cpus = nr_cpus;
	c->win_ns = win_ns;
	c->slow = win_ns != 0;
	c->now = now;
	c->t0 = t0;
	c->names = calloc(n ? n : 1, sizeof(*c->names));
	c->total = calloc(n ? n : 1, sizeof(*c->total));
	c->cpu = calloc((size_t)(n ? n : 1) * (nr_cpus ? nr_cpus : 1), sizeof(*c->cpu));
	if (!c->names || !c->total || !c->cpu) {
		mmr_counters_free(c);
		return NULL;
	}
	for (i = 0; i < n; i++)
		c->names[i] = defs[i].name;
	return c;
}

void mmr_counters_free(struct mmr_counters *c)
{
	if (!c)
		return;
	free(c->names);
	free(c->total);
	free(c->cpu);
	free(c->win);
	free(c->win_cpu);
	for (unsigned int i = 0; i < c->nr_inst; i++)
		free(c->inst_name[i]);
	free(c->inst_name);
	free(c->inst);
	free(c->own);
	free(c);
}

static int grow_windows(struct mmr_counters *c, uint64_t w)
{
	unsigned int cap = c->cap_win ? c->cap_win : 16;
	int64_t *n;

	if (w >= MMR_MAX_WINDOWS)
		return -1; /* the tools refuse such a window first (they know the span) */
	while (cap <= w)
		cap *= 2;
	if (cap != c->cap_win) {
		size_t row = (size_t)c->nr_metrics * (c->nr_cpus ? c->nr_cpus : 1);

		n = realloc(c->win, (size_t)cap * c->nr_metrics * sizeof(*n));
		if (!n)
			return -1;
		memset(n + (size_t)c->cap_win * c->nr_metrics, 0,
		       (size_t)(cap - c->cap_win) * c->nr_metrics * sizeof(*n));
		c->win = n;
		if (c->win_per_cpu) {
			n = realloc(c->win_cpu, (size_t)cap * row * sizeof(*n));
			if (!n)
				return -1;
			memset(n + (size_t)c->cap_win * row, 0,
			       (size_t)(cap - c->cap_win) * row * sizeof(*n));
			c->win_cpu = n;
		}
		c->cap_win = cap;
	}
	c->nr_win = (unsigned int)w + 1;
	return 0;
}

/*
 * The per-window add, out of line: only with --window.  Kept apart so the
 * common path of mmr_count() (two adds) needs no stack frame or register
 * saves; it reaches this one by a tail call.
 */
static __attribute__((noinline)) void count_window(struct mmr_counters *c, unsigned int metric,
						   unsigned int cpu, int64_t delta)
{
	uint64_t w = (*c->now - *c->t0) / c->win_ns;

	if (w >= c->nr_win && grow_windows(c, w) < 0) {
		c->oom = 1;
		return;
	}
	c->win[w * c->nr_metrics + metric] += delta;
	if (c->win_per_cpu && cpu < c->nr_cpus)
		c->win_cpu[(w * c->nr_metrics + metric) * c->nr_cpus + cpu] += delta;
}

static int grow_owners(struct mmr_counters *c, unsigned int o)
{
	unsigned int cap = c->cap_own ? c->cap_own : 64;
	size_t m = c->nr_metrics ? c->nr_metrics : 1;
	int64_t *v;

	if (o >= (1u << 24))
		return -1;
	while (cap <= o)
		cap *= 2;
	if (cap != c->cap_own) {
		v = realloc(c->own, (size_t)cap * m * sizeof(*v));
		if (!v)
			return -1;
		memset(v + (size_t)c->cap_own * m, 0, (size_t)(cap - c->cap_own) * m * sizeof(*v));
		c->own = v;
		c->cap_own = cap;
	}
	c->nr_own = o + 1;
	return 0;
}

/* Is the count at hand outside the time range or of an owner not selected? */
static inline int count_skipped(const struct mmr_counters *c)
{
	if (c->timed) {
		uint64_t t = *c->now - *c->t0;

		if (t < c->t_lo || (c->t_hi && t >= c->t_hi))
			return 1;
	}
	return c->filtered && !c->attr->sel;
}

/* With windows, a time range, owner selection or per-owner counts. */
static __attribute__((noinline)) void count_slow(struct mmr_counters *c, unsigned int metric,
						 unsigned int cpu, int64_t delta)
{
	unsigned int o;

	if (count_skipped(c))
		return;
	c->total[metric] += delta;
	if (cpu < c->nr_cpus)
		c->cpu[(size_t)metric * c->nr_cpus + cpu] += delta;
	if (c->win_ns)
		count_window(c, metric, cpu, delta);
	if (c->by_owner) {
		o = c->attr->owner;
		if (o >= c->nr_own && grow_owners(c, o) < 0) {
			c->oom = 1;
			return;
		}
		c->own[(size_t)o * c->nr_metrics + metric] += delta;
	}
}

void mmr_count(struct mmr_counters *c, unsigned int metric, unsigned int cpu, int64_t delta)
{
	if (!c || metric >= c->nr_metrics)
		return;
	if (__builtin_expect(c->slow, 0)) {
		count_slow(c, metric, cpu, delta);
		return;
	}
	c->total[metric] += delta;
	if (cpu < c->nr_cpus)
		c->cpu[(size_t)metric * c->nr_cpus + cpu] += delta;
}

void mmr_count_as(struct mmr_counters *c, unsigned int metric, unsigned int cpu, int64_t delta,
		  const struct mmr_attr *as)
{
	const struct mmr_attr *save;

	if (!c || !as || !c->attr) {
		mmr_count(c, metric, cpu, delta);
		return;
	}
	save = c->attr;
	c->attr = as;
	mmr_count(c, metric, cpu, delta);
	c->attr = save;
}

void mmr_counters_attribute(struct mmr_counters *c, const struct mmr_attr *a, int by_owner,
			    int filtered, uint64_t t_lo, uint64_t t_hi)
{
	c->attr = a;
	c->by_owner = by_owner && a;
	c->filtered = filtered && a;
	c->timed = t_lo || t_hi;
	c->t_lo = t_lo;
	c->t_hi = t_hi;
	c->slow = c->win_ns || c->by_owner || c->filtered || c->timed;
}

int mmr_counters_partial(const struct mmr_counters *c)
{
	return c && (c->filtered || c->timed);
}

unsigned int mmr_counters_nr_owners(const struct mmr_counters *c)
{
	return c ? c->nr_own : 0;
}

int64_t mmr_counters_owner(const struct mmr_counters *c, unsigned int metric, unsigned int owner)
{
	if (!c || metric >= c->nr_metrics || owner >= c->nr_own)
		return 0;
	return c->own[(size_t)owner * c->nr_metrics + metric];
}

/*
 * Per-instance counts.  The table grows by doubling when a new instance id
 * shows up (a new zone, memcg or node: rare), so the common path is one add.
 */
static __attribute__((noinline)) int grow_instances(struct mmr_counters *c, unsigned int inst)
{
	unsigned int cap = c->cap_inst ? c->cap_inst : 8;
	size_t m = c->nr_metrics ? c->nr_metrics : 1;
	int64_t *v;
	char **nm;

	if (inst >= (1u << 24))
		return -1; /* an absurd id: drop it rather than eat memory */
	while (cap <= inst)
		cap *= 2;
	if (cap != c->cap_inst) {
		v = realloc(c->inst, (size_t)cap * m * sizeof(*v));
		if (!v)
			return -1;
		memset(v + (size_t)c->cap_inst * m, 0, (size_t)(cap - c->cap_inst) * m * sizeof(*v));
		c->inst = v;
		nm = realloc(c->inst_name, (size_t)cap * sizeof(*nm));
		if (!nm)
			return -1;
		memset(nm + c->cap_inst, 0, (size_t)(cap - c->cap_inst) * sizeof(*nm));
		c->inst_name = nm;
		c->cap_inst = cap;
	}
	c->nr_inst = inst + 1;
	return 0;
}

void mmr_count_instance(struct mmr_counters *c, unsigned int metric, unsigned int inst,
			int64_t delta)
{
	if (!c || metric >= c->nr_metrics)
		return;
	if (__builtin_expect(c->slow, 0) && count_skipped(c))
		return;
	if (__builtin_expect(inst >= c->nr_inst, 0) && grow_instances(c, inst) < 0) {
		c->oom = 1;
		return;
	}
	c->inst[(size_t)inst * c->nr_metrics + metric] += delta;
}

int mmr_count_instance_name(struct mmr_counters *c, unsigned int inst, const char *name)
{
	char *s;

	if (!c || !name)
		return MMR_EINVAL;
	if (inst >= c->nr_inst && grow_instances(c, inst) < 0)
		return MMR_ENOMEM;
	s = strdup(name);
	if (!s)
		return MMR_ENOMEM;
	free(c->inst_name[inst]);
	c->inst_name[inst] = s;
	return 0;
}

unsigned int mmr_counters_nr_instances(const struct mmr_counters *c)
{
	return c ? c->nr_inst : 0;
}

const char *mmr_counters_instance_name(const struct mmr_counters *c, unsigned int inst)
{
	return c && inst < c->nr_inst ? c->inst_name[inst] : NULL;
}

int64_t mmr_counters_instance(const struct mmr_counters *c, unsigned int metric,
			      unsigned int inst)
{
	if (!c || metric >= c->nr_metrics || inst >= c->nr_inst)
		return 0;
	return c->inst[(size_t)inst * c->nr_metrics + metric];
}

int mmr_counters_find_instance(const struct mmr_counters *c, const char *name)
{
	unsigned int i;

	for (i = 0; c && name && i < c->nr_inst; i++)
		if (c->inst_name[i] && !strcmp(c->inst_name[i], name))
			return (int)i;
	return -1;
}

/*
 * Three counts on one CPU in one call, for the lock models' hot paths (a lock
 * taken: zone.lock + its kind + maybe a bounce; a counter chain written:
 * updates + locks + bounces), behind the inline mmr_count3()
 * (mmreplay/internal/counters.h).  Hidden and direct (no PLT hop, one call
 * for three): the models call it about once per op.  Their metric indexes are
 * always in range; a zero delta adds nothing.
 */
void mmr_count3_slow(struct mmr_counters *c, unsigned int cpu, unsigned int m1, int64_t d1,
		     unsigned int m2, int64_t d2, unsigned int m3, int64_t d3)
{
	if (__builtin_expect(c->slow, 0)) {
		mmr_count(c, m1, cpu, d1);
		if (d2)
			mmr_count(c, m2, cpu, d2);
		if (d3)
			mmr_count(c, m3, cpu, d3);
		return;
	}
	c->total[m1] += d1;
	c->total[m2] += d2;
	c->total[m3] += d3;
	if (cpu < c->nr_cpus) {
		int64_t *v = c->cpu + cpu;

		v[(size_t)m1 * c->nr_cpus] += d1;
		v[(size_t)m2 * c->nr_cpus] += d2;
		v[(size_t)m3 * c->nr_cpus] += d3;
	}
}

unsigned int mmr_counters_nr_metrics(const struct mmr_counters *c)
{
	return c ? c->nr_metrics : 0;
}

const char *mmr_counters_name(const struct mmr_counters *c, unsigned int metric)
{
	return c && metric < c->nr_metrics ? c->names[metric] : NULL;
}

int mmr_counters_find(const struct mmr_counters *c, const char *name)
{
	unsigned int i;

	for (i = 0; c && i < c->nr_metrics; i++)
		if (c->names[i] && !strcmp(c->names[i], name))
			return (int)i;
	return -1;
}

int64_t mmr_counters_total(const struct mmr_counters *c, unsigned int metric)
{
	return c && metric < c->nr_metrics ? c->total[metric] : 0;
}

unsigned int mmr_counters_nr_cpus(const struct mmr_counters *c)
{
	return c ? c->nr_cpus : 0;
}

int64_t mmr_counters_cpu(const struct mmr_counters *c, unsigned int metric, unsigned int cpu)
{
	if (!c || metric >= c->nr_metrics || cpu >= c->nr_cpus)
		return 0;
	return c->cpu[(size_t)metric * c->nr_cpus + cpu];
}

unsigned int mmr_counters_nr_windows(const struct mmr_counters *c)
{
	return c ? c->nr_win : 0;
}

int64_t mmr_counters_window_cpu(const struct mmr_counters *c, unsigned int metric, unsigned int w,
				unsigned int cpu)
{
	if (!c || !c->win_per_cpu || metric >= c->nr_metrics || w >= c->nr_win || cpu >= c->nr_cpus)
		return 0;
	return c->win_cpu[((size_t)w * c->nr_metrics + metric) * c->nr_cpus + cpu];
}

int64_t mmr_counters_window(const struct mmr_counters *c, unsigned int metric, unsigned int w)
{
	if (!c || metric >= c->nr_metrics || w >= c->nr_win)
		return 0;
	return c->win[(size_t)w * c->nr_metrics + metric];
}
