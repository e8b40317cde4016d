/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to replay/: counters, parameters, and what the engine sees of the
 * state tracker (its hot head and its calls).  The tracker's own insides are
 * in state-local.h and state-event.h; the hash table its tables use is hash.h.
 */
#ifndef MMREPLAY_REPLAY_LOCAL_H
#define MMREPLAY_REPLAY_LOCAL_H

#include <stdint.h>
#include <string.h>

#include "mmreplay/internal/counters.h"
#include "mmreplay/model.h"
#include "mmreplay/replay.h"

/* ---- counters (the struct: mmreplay/internal/counters.h) ---- */

/* Count through the attribution of @a; @t_hi 0 = no end. */
void mmr_counters_attribute(struct mmr_counters *c, const struct mmr_attr *a, int by_owner,
			    int filtered, uint64_t t_lo, uint64_t t_hi) __attribute__((visibility("hidden")));
/* mmr_count() as if the op at hand were attributed as @as (NULL: as it is). */
void mmr_count_as(struct mmr_counters *c, unsigned int metric, unsigned int cpu, int64_t delta,
		  const struct mmr_attr *as) __attribute__((visibility("hidden")));
/* The counts of @c skip some owners or times: totals from outside the trace do not apply. */
int mmr_counters_partial(const struct mmr_counters *c) __attribute__((visibility("hidden")));

struct mmr_counters *mmr_counters_new(const struct mmr_metric_def *defs, unsigned int n,
				      unsigned int nr_cpus, uint64_t win_ns,
				      const uint64_t *now, const uint64_t *t0);
void mmr_counters_free(struct mmr_counters *c);

/* ---- parameters ---- */

struct mmr_params {
	const struct mmr_model_ops *ops;
	char **vals;     /* one per ops->params[i], as given (or the default) */
	char **resolved; /* what init() said a value resolved to (mmr_params_resolve()), NULL none */
	char *text;      /* "k=v,k=v", with the resolved values */
};
/* Parameter @name as resolved by the model's init() (else as given); NULL if no such name. */
const char *mmr_params_get_resolved(const struct mmr_params *p, const char *name);

/* ---- state ---- */

/*
 * The head of struct mmr_state that the engine reads per event without a
 * call: the ops of the last event, and whether mmr_state_after_ops() has
 * anything to do (an mm to release).
 */
struct mmr_state_hot {
	/*
	 * The ops of the last event; never NULL, and ops[nr_ops] exists too
	 * (not an op: the engine writes a kind there that no op has, so that it
	 * can look at the op after any op without a bound check).
	 */
	struct mmr_op *ops;
	unsigned int nr_ops;
	unsigned int after;
	/*
	 * What the act_mask models have been shown of the running tasks (see
	 * op_news() in engine-local.h, which keeps it): seen[c], an op of CPU c was
	 * news while the tracker knew its task; pid[c], the pid last shown
	 * running on c (-1 none).  Here so that the tracker can leave out an
	 * op that only they would read and that is no news (mmr_state_want_ops()).
	 */
	uint8_t *news_seen;
	int32_t *news_pid;
};

static inline struct mmr_state_hot *mmr_state_hot(struct mmr_state *st)
{
	return (struct mmr_state_hot *)(void *)st;
}

struct mmr_state *mmr_state_new(const struct mmr_meta *meta, struct mmr_error *err);
void mmr_state_free(struct mmr_state *st);
/* Update the state for @ev: the number of ops it derived (in mmr_state_ops()) or an error. */
int mmr_state_event(struct mmr_state *st, const struct mmr_event *ev, struct mmr_error *err);
/* End of trace: ops for passes still open. */
int mmr_state_finish(struct mmr_state *st);
const struct mmr_op *mmr_state_ops(const struct mmr_state *st, unsigned int *nr);
/* After the ops were dispatched: release mms that exited (only when hot->after). */
void mmr_state_after_ops(struct mmr_state *st);
const uint64_t *mmr_state_now_ptr(const struct mmr_state *st);
const uint64_t *mmr_state_t0_ptr(const struct mmr_state *st);
/*
 * Op kinds (1u << MMR_OP_*) the engine dispatches; default all.  Only the ops
 * that always follow another op of their event on its CPU (CHARGE after
 * PAGE_ALLOC, UNCHARGE after PAGE_FREE, MIGRATE after PASS_END) are then left
 * out, and counted: they are no news to act_mask models (engine.c).
 */
#define MMR_STATE_FOLLOWER_OPS ((1u << MMR_OP_CHARGE) | (1u << MMR_OP_UNCHARGE) | \
				(1u << MMR_OP_MIGRATE))
/*
 * @news_only: of PAGE_ALLOC and PAGE_FREE (the first op of their event), the
 * kinds only act_mask models read, as news: built only when they are news
 * (with @large_free: a PAGE_FREE of order > 0 always).
 */
void mmr_state_want_ops(struct mmr_state *st, uint32_t kinds, uint32_t news_only,
			int large_free);
/*
 * 1 once the tracker took a kmem:mm_page_alloc: the lock measurer's caveat
 * about traces without allocations, which it need not read for that.
 */
int mmr_state_page_alloc_seen(const struct mmr_state *st) __attribute__((visibility("hidden")));
/* The tracker's stats; ops / ops_by_kind: the ops it left out (the engine adds its own). */
void mmr_state_stats(const struct mmr_state *st, struct mmr_replay_stats *out);
void mmr_state_caveats(const struct mmr_state *st,
		       void (*emit)(void *arg, const char *line), void *arg);

#endif
