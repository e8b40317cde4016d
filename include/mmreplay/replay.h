/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * The replay engine.
 *
 * One pass over a trace source feeds the state tracker (replay/state*.c), which
 * turns events into ops (include/mmreplay/model.h), every selected model, and
 * every measurer (the measured side: what the kernel did in the same trace).
 * Counters are kept per model and per measurer: totals, per CPU and, with a
 * window length, per time window.  Nothing here prints: tools/ reads the
 * results through the accessors below.
 *
 *	struct mmr_replay *r;
 *	mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
 *	mmr_replay_add_model_spec(r, "pfn-tracking:batch=32", &err);
 *	mmr_replay_add_measure(r, mmr_measure_find("tlb"), &err);
 *	mmr_replay_run(r, src, &err);      (or mmr_replay_event() per event, then
 *					      mmr_replay_finish())
 *	... mmr_replay_model_counters(r, 0) ...
 *	mmr_replay_free(r);
 */
#ifndef MMREPLAY_REPLAY_H
#define MMREPLAY_REPLAY_H

#include <stdint.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/export.h"
#include "mmreplay/meta.h"
#include "mmreplay/model.h"
#include "mmreplay/trace.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- model registry (models/registry.c) ---- */

/* Built-in models, in table order (models/registry.c). */
unsigned int mmr_model_count(void) MMR_API;
const struct mmr_model_ops *mmr_model_at(unsigned int i) MMR_API;
/* Built-in model by name, or NULL. */
const struct mmr_model_ops *mmr_model_find(const char *name) MMR_API;
/*
 * The TLB models `replay` runs by default, in column order, then NULL; as
 * many as mmr_default_tlb_model_count() says.
 */
extern const char *const mmr_default_tlb_models[] MMR_API;
unsigned int mmr_default_tlb_model_count(void) MMR_API;

/* Built-in measurers ("tlb", "lock"). */
unsigned int mmr_measure_count(void) MMR_API;
const struct mmr_measure_ops *mmr_measure_at(unsigned int i) MMR_API;
const struct mmr_measure_ops *mmr_measure_find(const char *name) MMR_API;

/*
 * Check an ops table once, at registration: ABI version, name, metrics, and the
 * required callbacks (init, on_op, free).  0 or MMR_EABI / MMR_EMODEL with @err.
 */
int mmr_model_check(const struct mmr_model_ops *ops, struct mmr_error *err) MMR_API;

/*
 * Load a third-party model from a shared object exporting MMR_MODEL_ENTRY_SYMBOL.
 * On success *@ops points into the library and *@handle must be given to
 * mmr_model_unload() after the last use of *@ops.
 */
int mmr_model_load(const char *path, const struct mmr_model_ops **ops, void **handle,
		   struct mmr_error *err) MMR_API;
void mmr_model_unload(void *handle) MMR_API;

/* ---- parameters (replay/params.c) ---- */

/*
 * Parse "k=v,k=v" (NULL or "" = all defaults) against @ops's parameter table.
 * An unknown name is MMR_EINVAL with a message listing the model's parameters.
 * Free with mmr_params_free().
 */
int mmr_params_parse(const struct mmr_model_ops *ops, const char *text,
		     struct mmr_params **out, struct mmr_error *err) MMR_API;
void mmr_params_free(struct mmr_params *p) MMR_API;
/* "k=v,k=v" with every parameter (defaults filled in); owned by @p. */
const char *mmr_params_text(const struct mmr_params *p) MMR_API;

/*
 * The models of the traced kernel, one per family, from the metadata's
 * kernel release and the rules of mmreplay/kernel.h (an unknown release: the
 * newest kernel's): "x86" (its epoch and the other rules resolve from the
 * same table at init), the per-cpu list model (pcp-order0 before 5.13,
 * pcp-highorder to 6.6, pcp-autotune from 6.7), the memcg charge model
 * (stock:batch=32 before 6.1, stock to 6.15, multi-stock from 6.16) and the
 * NUMA migrate limit (ratelimit-spinlock before 4.19, ratelimit-none after).
 * Up to @max specs into @out (static strings); returns how many.
 */
unsigned int mmr_traced_kernel_models(const struct mmr_meta *meta, const char **out,
				      unsigned int max) MMR_API;
/* The TLB model of the traced kernel alone: "x86" (see above). */
const char *mmr_traced_kernel_model(const struct mmr_meta *meta, char *buf,
				    unsigned int len) MMR_API;
/* Kernel release as major * 1000 + minor ("6.13.2" -> 6013), 0 when unknown. */
int mmr_kernel_version(const struct mmr_meta *meta) MMR_API;

/* ---- counters (replay/metrics.c) ---- */

unsigned int mmr_counters_nr_metrics(const struct mmr_counters *c) MMR_API;
const char *mmr_counters_name(const struct mmr_counters *c, unsigned int metric) MMR_API;
int mmr_counters_find(const struct mmr_counters *c, const char *name) MMR_API; /* index or -1 */
int64_t mmr_counters_total(const struct mmr_counters *c, unsigned int metric) MMR_API;
unsigned int mmr_counters_nr_cpus(const struct mmr_counters *c) MMR_API;
int64_t mmr_counters_cpu(const struct mmr_counters *c, unsigned int metric,
			 unsigned int cpu) MMR_API;
/*
 * Windows: 0 without --window; window w covers [t0 + w * len, t0 + (w + 1) * len).
 * At most MMR_MAX_WINDOWS: past that the replay fails (a window too short
 * for the trace's span costs memory by span, not by events).
 */
#define MMR_MAX_WINDOWS 100000u
unsigned int mmr_counters_nr_windows(const struct mmr_counters *c) MMR_API;
int64_t mmr_counters_window(const struct mmr_counters *c, unsigned int metric,
			    unsigned int w) MMR_API;
/* The part of window @w counted on @cpu; only with mmr_replay_opts.window_per_cpu (else 0). */
int64_t mmr_counters_window_cpu(const struct mmr_counters *c, unsigned int metric, unsigned int w,
				unsigned int cpu) MMR_API;
/*
 * Per-instance counts (mmr_count_instance()): instances 0..nr-1, each with its
 * name (NULL when the counter's owner never named it); find by name: index or -1.
 */
/*
 * Per-owner counts (mmr_replay_opts.by_owner): owner i of
 * mmr_replay_owner(); 0 for an owner past the table.
 */
unsigned int mmr_counters_nr_owners(const struct mmr_counters *c) MMR_API;
int64_t mmr_counters_owner(const struct mmr_counters *c, unsigned int metric,
			   unsigned int owner) MMR_API;
unsigned int mmr_counters_nr_instances(const struct mmr_counters *c) MMR_API;
const char *mmr_counters_instance_name(const struct mmr_counters *c, unsigned int inst) MMR_API;
int64_t mmr_counters_instance(const struct mmr_counters *c, unsigned int metric,
			      unsigned int inst) MMR_API;
int mmr_counters_find_instance(const struct mmr_counters *c, const char *name) MMR_API;

/* ---- the engine (replay/engine.c) ---- */

struct mmr_replay;

struct mmr_replay_opts {
	uint64_t window_ns; /* 0: no per-window series */
	int window_per_cpu; /* also per CPU in each window (mmr_counters_window_cpu()) */
	/*
	 * Called for every op before the models see it (tests, `replay --ops`);
	 * a non-zero return stops the replay and is returned.  May be NULL.
	 */
	int (*op_hook)(const struct mmr_op *op, void *arg);
	void *op_hook_arg;
	/* Called every 2^20 events with the count so far (progress); may be NULL. */
	void (*progress)(uint64_t events, void *arg);
	void *progress_arg;
	/*
	 * Attribution.  Every count of a model or measurer goes to the process
	 * whose address space the CPU of its op or event runs (its loaded mm,
	 * unless a kernel thread or idle runs there lazily: owner 0): a flush
	 * round to its sender, a received flush to the mm it flushes, a lock
	 * taken to the task holding the CPU.  by_owner keeps a count per owner
	 * (mmr_counters_owner()); pids / comms (either may be NULL; each ends
	 * with 0 / NULL) count only the processes with such a tgid or name; a
	 * count at a time outside [from_ns, to_ns) after the first event (to_ns
	 * 0 = no end) is not counted.
	 */
	int by_owner;
	const int32_t *pids;
	const char *const *comms;
	uint64_t from_ns, to_ns;
};

/* New engine over a trace with metadata @meta (kept by pointer; must outlive @r). */
int mmr_replay_new(const struct mmr_meta *meta, const struct mmr_replay_opts *opts,
		   struct mmr_replay **out, struct mmr_error *err) MMR_API;
void mmr_replay_free(struct mmr_replay *r) MMR_API;

/*
 * Add a model with parameter text "k=v,..." (NULL = defaults); the model's init
 * runs now.  Returns the model's index (>= 0) or a negative error.  The ops table
 * is checked (mmr_model_check) and must outlive @r.
 */
int mmr_replay_add_model(struct mmr_replay *r, const struct mmr_model_ops *ops,
			 const char *params, struct mmr_error *err) MMR_API;
/* "name" or "name:k=v,k=v" against the built-in registry. */
int mmr_replay_add_model_spec(struct mmr_replay *r, const char *spec,
			      struct mmr_error *err) MMR_API;
int mmr_replay_add_measure(struct mmr_replay *r, const struct mmr_measure_ops *ops,
			   struct mmr_error *err) MMR_API;

/* Feed one event (in trace order). 0 or a negative error. */
int mmr_replay_event(struct mmr_replay *r, const struct mmr_event *ev,
		     struct mmr_error *err) MMR_API;
/* End of trace: close open passes, call every finish(). Idempotent. */
int mmr_replay_finish(struct mmr_replay *r, struct mmr_error *err) MMR_API;
/* Every event of @src, then mmr_replay_finish(). */
int mmr_replay_run(struct mmr_replay *r, struct mmr_source *src, struct mmr_error *err) MMR_API;
/*
 * The threads mmr_replay_run() may use (default 1, at most
 * MMR_REPLAY_MAX_JOBS; MMR_EINVAL otherwise).  With 2 or more, a thread of
 * its own reads and decodes the source ahead of the replay, which takes the
 * events in the same order: the results are the same, byte for byte.  The
 * tracker and the models run on the calling thread whatever the number (they
 * depend on every event before; docs/performance.md, "Threads").  A source
 * must not be read elsewhere while the replay runs.
 */
#define MMR_REPLAY_MAX_JOBS 64
int mmr_replay_set_jobs(struct mmr_replay *r, unsigned int jobs, struct mmr_error *err) MMR_API;
/* The threads mmr_replay_run() uses: 1, or 2 when it decodes ahead. */
unsigned int mmr_replay_jobs(const struct mmr_replay *r) MMR_API;

unsigned int mmr_replay_nr_models(const struct mmr_replay *r) MMR_API;
const struct mmr_model_ops *mmr_replay_model(const struct mmr_replay *r, unsigned int i) MMR_API;
/* The "name:k=v,..." label of model @i, every parameter spelled out; owned by @r. */
const char *mmr_replay_model_label(const struct mmr_replay *r, unsigned int i) MMR_API;
const struct mmr_counters *mmr_replay_model_counters(const struct mmr_replay *r,
						     unsigned int i) MMR_API;
/* Value of parameter @name of model @i (default filled in), NULL if none; owned by @r. */
const char *mmr_replay_model_param(const struct mmr_replay *r, unsigned int i,
				   const char *name) MMR_API;
/* The same as given (or its default), before init() resolved an "auto"; owned by @r. */
const char *mmr_replay_model_param_given(const struct mmr_replay *r, unsigned int i,
					 const char *name) MMR_API;

/*
 * Owners of the counts (see mmr_replay_opts): owner 0 is the kernel (kernel
 * threads, idle, CPUs whose task is unknown); each other one an address space
 * (mm) in the trace, with its process's tgid and name ("" unknown).  An exec
 * makes a new owner of the same tgid.  0, or MMR_EINVAL past the table.
 */
unsigned int mmr_replay_nr_owners(const struct mmr_replay *r) MMR_API;
int mmr_replay_owner(const struct mmr_replay *r, unsigned int i, int32_t *tgid,
		     const char **comm) MMR_API;

unsigned int mmr_replay_nr_measures(const struct mmr_replay *r) MMR_API;
const struct mmr_measure_ops *mmr_replay_measure(const struct mmr_replay *r,
						 unsigned int i) MMR_API;
const struct mmr_counters *mmr_replay_measure_counters(const struct mmr_replay *r,
						       unsigned int i) MMR_API;
/* Is measured metric @metric of measurer @i known in this trace? */
int mmr_replay_measure_known(const struct mmr_replay *r, unsigned int i,
			     unsigned int metric) MMR_API;
/* Every caveat of every measurer and of the state tracker, one line per call. */
void mmr_replay_caveats(const struct mmr_replay *r,
			void (*emit)(void *arg, const char *line), void *arg) MMR_API;

/* The same, for one measurer (@i) or for the state tracker only. */
void mmr_replay_measure_caveats(const struct mmr_replay *r, unsigned int i,
				void (*emit)(void *arg, const char *line), void *arg) MMR_API;
void mmr_replay_state_caveats(const struct mmr_replay *r,
			      void (*emit)(void *arg, const char *line), void *arg) MMR_API;

const struct mmr_state *mmr_replay_state(const struct mmr_replay *r) MMR_API;

/* What the tracker saw; for reports and tests. */
struct mmr_replay_stats {
	uint64_t events, ops;
	uint64_t ops_by_kind[MMR_OP__COUNT];
	uint64_t first_ts, last_ts;
	uint64_t lost_events;       /* from lost-event markers */
	uint64_t faults, fault_allocs;
	uint64_t reclaim_passes, migration_batches;
	uint64_t reclaim_unowned;   /* pages freed in reclaim whose owner was unknown */
	uint64_t migration_unattributed; /* set_migration_pte by kernel threads */
	uint64_t unmap_no_faults;   /* syscall unmaps sized by len (no faults seen) */
	uint32_t mms_created, tasks_live, mms_live;
	uint64_t missed_switches;   /* events of a task other than the CPU's current one */
	uint64_t migration_protnone; /* pages NUMA hinting faults migrated: no flush (PROT_NONE) */
};
void mmr_replay_get_stats(const struct mmr_replay *r, struct mmr_replay_stats *st) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
