/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Library-internal (not installed, not ABI): the layout of struct
 * mmr_counters and the three-count fast path, for replay/, which owns the
 * counters (replay/metrics.c), and for the built-in models and measurers,
 * which count about once per op.  Third-party models count with mmr_count()
 * (mmreplay/model.h).
 */
#ifndef MMREPLAY_INTERNAL_COUNTERS_H
#define MMREPLAY_INTERNAL_COUNTERS_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/model.h"

#ifndef MMR_HIDDEN
#define MMR_HIDDEN __attribute__((visibility("hidden")))
#endif

struct mmr_attr;

struct mmr_counters {
	unsigned int nr_metrics, nr_cpus;
	const char **names;
	int64_t *total;
	int64_t *cpu;     /* [metric * nr_cpus + cpu] */
	int64_t *win;     /* [w * nr_metrics + metric] */
	int64_t *win_cpu; /* win_per_cpu: [(w * nr_metrics + metric) * nr_cpus + cpu] */
	int win_per_cpu;
	unsigned int nr_win, cap_win;
	uint64_t win_ns;
	const uint64_t *now, *t0;
	int oom;          /* a window could not be allocated */
	/* per-instance counts (mmr_count_instance), [inst * nr_metrics + metric] */
	int64_t *inst;
	char **inst_name; /* per instance, NULL = unnamed */
	unsigned int nr_inst, cap_inst;
	/*
	 * Attribution (mmr_replay_opts by_owner, owner selection, time range):
	 * @slow sends every count through count_slow(), which skips a count
	 * outside [t_lo, t_hi) ns after t0 or of an owner not selected, and
	 * adds it per owner, [owner * nr_metrics + metric]
	 */
	uint8_t slow, timed, filtered, by_owner;
	uint64_t t_lo, t_hi;
	const struct mmr_attr *attr;
	int64_t *own;
	unsigned int nr_own, cap_own;
};

/* What the engine attributes the counts of the op or event at hand to. */
struct mmr_attr {
	uint32_t owner; /* index into the engine's owner table; 0 = kernel, idle, unknown */
	uint8_t sel;    /* the owner is selected (--pid, --comm) */
};

/*
 * mmr_count() of three metrics on @cpu at once (replay/metrics.c): @d1 to
 * @m1, @d2 to @m2, @d3 to @m3; the metrics must exist, deltas may be 0.
 * Hidden and direct (no PLT hop, one call for three).
 */
void mmr_count3_slow(struct mmr_counters *c, unsigned int cpu, unsigned int m1, int64_t d1,
		     unsigned int m2, int64_t d2, unsigned int m3, int64_t d3) MMR_HIDDEN;

/*
 * Inline mmr_count3_slow(): the lock models count about once per op, and the
 * call (eight arguments, the callers' register saves) cost more than the six
 * adds.  Only the common case is inline: no --window, --by, --pid, --comm
 * or --time (@slow) and a CPU inside the per-CPU table; anything else goes
 * through mmr_count3_slow(), so the counts are exactly the same.
 */
static inline void mmr_count3(struct mmr_counters *c, unsigned int cpu, unsigned int m1,
			      int64_t d1, unsigned int m2, int64_t d2, unsigned int m3, int64_t d3)
{
	int64_t *v, *t;
	size_t n;

	if (__builtin_expect(c->slow || cpu >= c->nr_cpus, 0)) {
		mmr_count3_slow(c, cpu, m1, d1, m2, d2, m3, d3);
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

#endif
