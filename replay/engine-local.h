/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to replay/: the engine's insides and its per-event dispatch, shared
 * by engine.c (set-up, mmr_replay_event(), finish) and engine-loop.c, the
 * per-event loop (mmr_replay_loop()), where the tracker's update of each event
 * (state-event.h) inlines into the loop too: no call, no register saves and no
 * return-value tests per event.  The engine calls the tracker; the tracker
 * never calls the engine.
 */
#ifndef MMREPLAY_ENGINE_LOCAL_H
#define MMREPLAY_ENGINE_LOCAL_H

#include "replay-local.h"

struct replay_model {
	const struct mmr_model_ops *ops;
	struct mmr_params *params;
	void *priv;
	struct mmr_counters *counters;
	struct mmr_model_ctx ctx;
	char *label;
	int inited;
};

struct replay_measure {
	const struct mmr_measure_ops *ops;
	void *priv;
	struct mmr_counters *counters;
	struct mmr_model_ctx ctx;
	int inited;
};

/*
 * op classes: the op kinds, then a PAGE_FREE of order > 0 (MMR_OP_ACT_LARGE_FREE),
 * then a PAGE_ALLOC that a CHARGE follows (of its event: the tracker builds
 * CHARGE right after its PAGE_ALLOC, and each event's ops are dispatched
 * apart), which the models with MMR_MODEL_F_CHARGE_COVERS_ALLOC need not get.
 */
#define CLS_LARGE_FREE MMR_OP__COUNT
#define CLS_CHARGED_ALLOC (MMR_OP__COUNT + 1)
#define NR_CLS (MMR_OP__COUNT + 2)

struct dispatch_ent {
	int (*on_op)(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op);
	void *priv;
	const struct mmr_model_ctx *ctx;
	const struct replay_model *m; /* for the error message */
};

/* A list of dispatch entries, [b, e): the per-op loop reads two pointers, no count. */
struct dispatch_list {
	const struct dispatch_ent *b, *e;
};

/* A measurer as the per-event loop calls it, flat like struct dispatch_ent. */
struct measure_ent {
	int (*on_event)(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_event *ev);
	void *priv;
	const struct mmr_model_ctx *ctx;
	const struct replay_measure *m; /* for the error message */
};

/* A row of the owner table (engine-owner.c). */
struct replay_owner {
	int32_t tgid;
	uint32_t mm, gen;
	char comm[MMR_COMM_LEN];
	uint8_t sel;
};

struct mm_owner {
	uint32_t id, gen; /* id 0: none yet */
};

/* event kinds, then one class for a kind >= MMR_EV__COUNT */
#define NR_EV_CLS (MMR_EV__COUNT + 1)

struct mmr_replay {
	const struct mmr_meta *meta;
	struct mmr_replay_opts opts;
	struct mmr_state *st;
	struct replay_model **models;   /* one allocation each: lists point into them */
	unsigned int nr_models;
	struct replay_measure **measures;
	unsigned int nr_measures;
	/*
	 * Per event kind (NR_EV_CLS): the measurers that read it, in measurer
	 * order (the first 32 by their class mask, any beyond 32 read every
	 * event), flat: the per-event loop was a mask walk over every measurer
	 * (docs/performance.md, "Inlined common cases").
	 */
	struct measure_ent *meas_by_ev[NR_EV_CLS];
	struct {
		const struct measure_ent *b, *e;
	} meas_list[NR_EV_CLS];
	uint64_t meas_kinds; /* bit k: meas_list[k] is not empty (k < MMR_EV__COUNT) */
	uint64_t ops_by_kind[MMR_OP__COUNT];
	/*
	 * Per op class (the kind, or CLS_LARGE_FREE / CLS_CHARGED_ALLOC, see op_class()):
	 * the models that always get it (op_mask, or act_mask), in model order,
	 * with what on_op needs copied flat so the per-op loop does one load per
	 * field instead of chasing model -> ops -> on_op; and the act_mask models
	 * that get it only when it is news (see struct mmr_model_ops.act_mask).
	 */
	struct dispatch_ent *by_kind[NR_CLS];
	struct dispatch_list always[NR_CLS];
	struct dispatch_ent *news_by_kind[NR_CLS];
	struct dispatch_list news[NR_CLS];
	unsigned int nr_act_models;
	/*
	 * What every act_mask model has been shown of the running tasks is
	 * shared (struct mmr_state_hot news_seen / news_pid): an op that is no
	 * news leaves it as it is, so the models, which all got every news op,
	 * agree on it.
	 */
	unsigned int nr_cpus;
	uint64_t nr_ops;
	int finished;
	/* attribution (engine-owner.c): what the counters count the op at hand to */
	int attributing, filtered;
	struct mmr_attr attr;
	uint32_t attr_mm, attr_gen;
	struct replay_owner *owners;
	unsigned int nr_owners, cap_owners;
	struct mm_owner *owner_of_mm;
	uint32_t cap_mm_owner;
	int32_t *pids;
	char **comms;
	unsigned int nr_pids, nr_comms;
	unsigned int jobs; /* mmr_replay_set_jobs(); 0 and 1: no thread */
};

#define MMR_ENG_HIDDEN __attribute__((visibility("hidden")))
int mmr_replay_owners_init(struct mmr_replay *r, struct mmr_error *err) MMR_ENG_HIDDEN;
void mmr_replay_owners_finish(struct mmr_replay *r) MMR_ENG_HIDDEN;
void mmr_replay_owners_free(struct mmr_replay *r) MMR_ENG_HIDDEN;
void mmr_replay_attr_slow(struct mmr_replay *r, uint32_t mm, uint32_t gen) MMR_ENG_HIDDEN;

/*
 * Attribute what follows to the process whose mm @cpu runs (0, the kernel's,
 * when a kernel thread or idle runs there lazily); only when attributing.
 */
static inline void attr_set(struct mmr_replay *r, struct mmr_state *st, unsigned int cpu)
{
	uint32_t mm = 0, gen = 0;

	if (cpu < r->nr_cpus && !mmr_state_lazy(st, cpu)) {
		mm = mmr_state_loaded_mm(st, cpu);
		gen = mmr_state_mm_gen(st, mm);
	}
	if (mm != r->attr_mm || gen != r->attr_gen)
		mmr_replay_attr_slow(r, mm, gen);
}

/* dispatch_ops() with an op hook (--ops), in engine.c: each op goes to the hook first. */
__attribute__((visibility("hidden"))) int mmr_replay_dispatch_hook(struct mmr_replay *r,
								   struct mmr_error *err);
/*
 * The loop of mmr_replay_run(), in engine-loop.c: every event of @src,
 * without mmr_replay_finish(); 0, or the first error.
 */
struct mmr_source;
__attribute__((visibility("hidden"))) int mmr_replay_loop(struct mmr_replay *r,
							  struct mmr_source *src,
							  struct mmr_error *err);
/*
 * mmr_replay_loop() until *@n, the events replayed so far, reaches @limit:
 * 1 then, 0 at the end of @src, or the first error.
 */
__attribute__((visibility("hidden"))) int mmr_replay_loop_until(struct mmr_replay *r,
								struct mmr_source *src,
								uint64_t *n, uint64_t limit,
								struct mmr_error *err);
/* *@n events replayed, @nb more now: the progress callback every 2^20. */
static inline void mmr_replay_progress(struct mmr_replay *r, uint64_t *n, size_t nb)
{
	if (r->opts.progress && (*n >> 20) != ((*n + nb) >> 20))
		r->opts.progress(*n + nb, r->opts.progress_arg);
	*n += nb;
}
/* Events [@ev, @ev + @n), in order, through the tracker and the models (engine-loop.c). */
__attribute__((visibility("hidden"))) int mmr_replay_batch(struct mmr_replay *r,
							   const struct mmr_event *ev, size_t n,
							   struct mmr_error *err);
/*
 * mmr_replay_loop() with the source read and decoded ahead on a thread of
 * its own (engine-ahead.c).
 */
int mmr_replay_ahead_loop(struct mmr_replay *r, struct mmr_source *src, struct mmr_error *err)
	MMR_ENG_HIDDEN;

/* Deliver @op to the models of list @l; 0 or the first error (set in @err). */
static inline __attribute__((always_inline)) int deliver(const struct dispatch_list *l,
							const struct mmr_op *op,
							struct mmr_error *err)
{
	const struct dispatch_ent *d, *end = l->e;
	int ret;

	for (d = l->b; d < end; d++) {
		ret = d->on_op(d->priv, d->ctx, op);
		if (__builtin_expect(ret < 0, 0))
			return mmr_error_set(err, ret, "model %s: failed on op %u at %llu ns: %s",
					     d->m->ops->name, op->kind,
					     (unsigned long long)op->ts, mmr_strerror(ret));
	}
	return 0;
}

/*
 * Is @op news for the act_mask models (see struct mmr_model_ops.act_mask)?
 * Updates what they were shown when it is.
 */
static inline __attribute__((always_inline)) int op_news(struct mmr_replay *r,
							 struct mmr_state *st,
							 const struct mmr_op *op)
{
	struct mmr_state_hot *hot = mmr_state_hot(st);
	const struct mmr_event *ev = op->ev;
	uint32_t cpu = op->cpu;

	if (op->kind == MMR_OP_SWITCH) {
		if (cpu < r->nr_cpus) {
			hot->news_seen[cpu] = 1;
			hot->news_pid[cpu] = op->pid;
		}
		return 1;
	}
	int cur_known = 0, pid_new;

	if (cpu < r->nr_cpus && !hot->news_seen[cpu])
		cur_known = mmr_state_current(st, cpu) >= 0;
	/* ev->cpu < nr_cpus: the tracker refuses an event of another CPU */
	pid_new = ev && ev->pid > 0 && hot->news_pid[ev->cpu] != ev->pid;
	if (__builtin_expect(!cur_known && !pid_new, 1))
		return 0;
	if (cur_known)
		hot->news_seen[cpu] = 1;
	if (pid_new)
		hot->news_pid[ev->cpu] = ev->pid;
	return 1;
}

/*
 * The op class of @op (k = its kind, < MMR_OP__COUNT): a large PAGE_FREE, and
 * a PAGE_ALLOC that its CHARGE follows, have their own.  The CHARGE test comes
 * first: most ops are followed by the sentinel, and replays without a memcg
 * model build no CHARGE (a PAGE_ALLOC test first cost bench-replay, where
 * most ops are PAGE_ALLOCs, twice as much).
 */
static inline __attribute__((always_inline)) unsigned int op_class(const struct mmr_op *op,
								   unsigned int k)
{
	if (k == MMR_OP_PAGE_FREE && op->order > 0)
		return CLS_LARGE_FREE;
	/* op[1] exists: after the last op, the sentinel (struct mmr_state_hot.ops) */
	if (op[1].kind == MMR_OP_CHARGE && k == MMR_OP_PAGE_ALLOC)
		return CLS_CHARGED_ALLOC;
	return k;
}

/*
 * Inlined into the per-event path: one stack frame per event instead of three.
 * @st is r->st, passed in so that the loop keeps it in a register (the model
 * calls could change *r as far as the compiler knows).
 */
static inline __attribute__((always_inline)) int dispatch_ops(struct mmr_replay *r,
							     struct mmr_state *st,
							     struct mmr_error *err)
{
	struct mmr_state_hot *hot = mmr_state_hot(st);
	const struct mmr_op *op = hot->ops, *end = op + hot->nr_ops, *prev = NULL;
	unsigned int k, act = r->nr_act_models; /* a local: the model calls could change *r */
	int ret;

	if (__builtin_expect(r->opts.op_hook != NULL, 0))
		return mmr_replay_dispatch_hook(r, err);
	r->nr_ops += hot->nr_ops;
	hot->ops[hot->nr_ops].kind = MMR_OP__COUNT; /* the sentinel op_class() may read */
	/* the tracker builds ops of the kinds below MMR_OP__COUNT only */
	for (; op < end; op++) {
		k = op->kind;
		r->ops_by_kind[k]++;
		if (__builtin_expect(r->attributing, 0))
			attr_set(r, st, op->cpu);
		k = op_class(op, k);
		ret = deliver(&r->always[k], op, err);
		if (__builtin_expect(ret != 0, 0))
			return ret;
		/*
		 * An op after another of the same event on the same CPU, not a
		 * SWITCH (which shows its next pid, not the event's), is never
		 * news: the first left the shown state as op_news() would find it
		 * again (the tracker's current task does not change between the
		 * ops of one event).  CHARGE and UNCHARGE after their page op.
		 */
		if (act &&
		    !(prev && prev->ev == op->ev && prev->cpu == op->cpu &&
		      prev->kind != MMR_OP_SWITCH) &&
		    op_news(r, st, op)) {
			ret = deliver(&r->news[k], op, err);
			if (__builtin_expect(ret != 0, 0))
				return ret;
		}
		prev = op;
	}
	hot->nr_ops = 0;
	if (__builtin_expect(hot->after, 0))
		mmr_state_after_ops(st);
	return 0;
}

/*
 * One event, once the tracker took it: @ret is what its update returned (the
 * number of ops, or an error), mmr_state_event()'s in mmr_replay_event(),
 * and in the loop of engine-loop.c that of its inline body.  Inlined into
 * both, so that the loop calls no exported function of its own per event
 * (no PLT hop, one frame less).
 */
static inline __attribute__((always_inline)) int replay_event(struct mmr_replay *r,
							     struct mmr_state *st,
							     const struct mmr_event *ev, int ret,
							     struct mmr_error *err)
{
	const struct measure_ent *d, *end;
	unsigned int k;

	if (ret < 0)
		return ret;
	if (ret > 0 || __builtin_expect(mmr_state_hot(st)->after, 0)) {
		ret = dispatch_ops(r, st, err);
		if (ret)
			return ret;
	}
	k = ev->kind;
	if (__builtin_expect(k >= MMR_EV__COUNT, 0))
		k = MMR_EV__COUNT;
	else if (!((r->meas_kinds >> k) & 1))
		return 0; /* most events of a TLB replay: no measurer reads them */
	if (__builtin_expect(r->attributing, 0))
		attr_set(r, st, ev->cpu);
	end = r->meas_list[k].e;
	for (d = r->meas_list[k].b; d < end; d++) {
		ret = d->on_event(d->priv, d->ctx, ev);
		if (__builtin_expect(ret < 0, 0))
			return mmr_error_set(err, ret, "measurer %s: failed at %llu ns: %s",
					     d->m->ops->name, (unsigned long long)ev->ts,
					     mmr_strerror(ret));
	}
	return 0;
}

#endif
