/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * An estimate of the CPU time behind a replay's counts: each costed metric
 * (tlb.flush_rounds, tlb.invlpg, ...) times a cost per unit from a table of
 * published measurements (docs/cost.md names each source).  An estimate,
 * never a measurement: the figures come from other machines and kernels, and
 * the table can be overridden ("round_ns=4000,ghz=3.1").
 *
 *	mmr_cost_new(NULL, &cost, &err);
 *	ns = mmr_cost_ns(cost, mmr_replay_model_counters(r, i));
 *	mmr_cost_free(cost);
 */
#ifndef MMREPLAY_COST_H
#define MMREPLAY_COST_H

#include "mmreplay/error.h"
#include "mmreplay/export.h"
#include "mmreplay/replay.h"

#ifdef __cplusplus
extern "C" {
#endif

struct mmr_cost;

/*
 * The table with @spec's overrides ("key=value,...": the keys of
 * mmr_cost_item(), each in its unit, and ghz, the clock that turns the
 * figures given in cycles into ns); NULL or "" for the published defaults.
 * 0, or MMR_EINVAL (an unknown key, a value not a number >= 0: @err says).
 */
int mmr_cost_new(const char *spec, struct mmr_cost **out, struct mmr_error *err) MMR_API;
void mmr_cost_free(struct mmr_cost *c) MMR_API;

/*
 * Item @i of the table: its key ("round_ns"), the metric it costs, its value
 * in its unit, the unit ("ns" or "cycles"), ns per count, and its source; 0,
 * or MMR_EINVAL past the table.
 */
struct mmr_cost_item {
	const char *key, *metric, *unit, *source;
	double value, ns;
	int overridden; /* set by the spec, not the published figure */
};
unsigned int mmr_cost_nr_items(const struct mmr_cost *c) MMR_API;
int mmr_cost_item(const struct mmr_cost *c, unsigned int i, struct mmr_cost_item *out) MMR_API;
double mmr_cost_ghz(const struct mmr_cost *c) MMR_API;

/* Estimated ns of CPU time for the counts of @counters (metrics it lacks cost 0). */
double mmr_cost_ns(const struct mmr_cost *c, const struct mmr_counters *counters) MMR_API;

#ifdef __cplusplus
}
#endif

#endif
