/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Policy models.
 *
 * replay/ turns events into semantic operations (struct mmr_op) and keeps the
 * shared state every model reads (struct mmr_state: per-CPU loaded mm and lazy
 * flag, the CPUs each mm ran on, ...).  A model is an ops table: it receives
 * each op once, keeps only its own state, and counts into named metrics.
 * Built-in models register in models/registry.c; third-party models are
 * shared objects exporting `const struct mmr_model_ops *mmr_model_entry(void)`
 * whose abi_version must equal MMR_MODEL_ABI_VERSION.
 */
#ifndef MMREPLAY_MODEL_H
#define MMREPLAY_MODEL_H

#include <stdint.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/meta.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MMR_MODEL_ABI_VERSION 1

/* What an unmap was for. */
enum mmr_unmap_kind {
	MMR_UNMAP_MUNMAP,
	MMR_UNMAP_MADVISE,
	MMR_UNMAP_MPROTECT,
	MMR_UNMAP_MREMAP,
	MMR_UNMAP_RECLAIM,
	MMR_UNMAP_MIGRATION,
	MMR_UNMAP_EXIT, /* exit_mmap: fullmm teardown */
};

enum mmr_op_kind {
	MMR_OP_SWITCH,      /* cpu now runs pid (mm, or mm=0 for a kernel thread / idle) */
	MMR_OP_UNMAP,       /* npages of mm unmapped on cpu (unmap_kind, dirty, range) */
	MMR_OP_PASS_END,    /* a reclaim or migration pass ended on cpu: batched flush point */
	MMR_OP_WRITEBACK,   /* a dirty page goes to writeback on cpu: try_to_unmap_flush_dirty */
	MMR_OP_PAGE_ALLOC,  /* pfn/order/migratetype allocated on cpu (mm if in fault context) */
	MMR_OP_PAGE_FREE,   /* pfn/order freed on cpu */
	MMR_OP_CHARGE,      /* npages charged to memcg on cpu */
	MMR_OP_UNCHARGE,    /* npages uncharged from memcg on cpu */
	MMR_OP_MIGRATE,     /* npages misplaced-migrated to node */
	MMR_OP_MM_EXIT,     /* the mm is gone */
	MMR_OP__COUNT
};

/* One semantic operation.  Fields not meaningful for the kind are zero. */
struct mmr_op {
	uint64_t ts;
	uint16_t kind;        /* enum mmr_op_kind */
	uint16_t unmap_kind;  /* enum mmr_unmap_kind (UNMAP) */
	uint32_t cpu;
	int32_t pid;
	uint32_t mm;          /* dense mm id from the state tracker; 0 = none */
	uint64_t npages;      /* pages unmapped / charged / migrated */
	uint64_t start, end;  /* user address range of an unmap, when known */
	uint32_t nr_vmas;     /* VMAs the range covered (munmap / madvise), 0 if unknown */
	uint8_t dirty;        /* some page was dirty / writable */
	uint8_t freed_tables; /* page tables were freed with the unmap */
	uint8_t reused_pending; /* PAGE_ALLOC: hint that pfn was unmapped in this trace */
	uint64_t pfn;
	int32_t order, migratetype;
	uint64_t gfp_flags;
	uint32_t memcg;       /* dense memcg id; 0 = root */
	int32_t node;         /* NUMA node (MIGRATE destination, page's node) */
	int32_t zone;         /* zone index into the metadata zone table, -1 unknown */
	const struct mmr_event *ev; /* the event that produced the op, NULL if synthetic */
};

/* Shared replay state, read-only for models. */
struct mmr_state;

unsigned int mmr_state_nr_cpus(const struct mmr_state *st);
uint32_t mmr_state_loaded_mm(const struct mmr_state *st, unsigned int cpu);
int mmr_state_lazy(const struct mmr_state *st, unsigned int cpu);
/* CPUs that ran @mm since the tracker last trimmed it (see replay/state.c). */
int mmr_state_ran_on(const struct mmr_state *st, uint32_t mm, unsigned int cpu);
const struct mmr_meta *mmr_state_meta(const struct mmr_state *st);
uint64_t mmr_state_now(const struct mmr_state *st);

/* A model parameter: name, default value as text, one-line help. */
struct mmr_param_def {
	const char *name;
	const char *def;
	const char *help;
};

/* A metric a model produces: fixed names shared with the measured side (e.g. "tlb.ipi"). */
struct mmr_metric_def {
	const char *name;
	const char *help;
};

/* Parameter values given to init(): every declared name, default filled in. */
struct mmr_params;
const char *mmr_params_get(const struct mmr_params *p, const char *name);
/* Integer / double parameter, or MMR_EINVAL with @err naming the bad value. */
int mmr_params_i64(const struct mmr_params *p, const char *name, int64_t *out, struct mmr_error *err);
int mmr_params_double(const struct mmr_params *p, const char *name, double *out, struct mmr_error *err);

/* Where a model counts.  @metric indexes the model's metric table. */
struct mmr_counters;
void mmr_count(struct mmr_counters *c, unsigned int metric, unsigned int cpu, int64_t delta);

struct mmr_model_ctx {
	const struct mmr_state *state;
	struct mmr_counters *counters;
	const struct mmr_meta *meta;
};

struct mmr_model_ops {
	unsigned int abi_version;          /* MMR_MODEL_ABI_VERSION */
	const char *name;                  /* "pfn-tracking" */
	const char *summary;               /* one line for `mmreplay models` */
	const struct mmr_param_def *params;
	unsigned int nr_params;
	const struct mmr_metric_def *metrics;
	unsigned int nr_metrics;
	/* Allocate the model's state into *priv; 0 or negative error (with @err). */
	int (*init)(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		    void **priv, struct mmr_error *err);
	/* One op; 0 or negative error. */
	int (*on_op)(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op);
	/* End of trace: flush what is pending. May be NULL. */
	int (*finish)(void *priv, const struct mmr_model_ctx *ctx);
	/* Free the model's state; must accept NULL. */
	void (*free)(void *priv);
};

/*
 * The measured side: what the kernel did, read from the same trace.  A
 * measurer sees raw events (the only place besides replay/ that does) and
 * counts into metrics with the same names as the models', so diff can pair
 * them.  Built-in measurers: replay/measure-tlb.c, replay/measure-lock.c.
 */
struct mmr_measure_ops {
	const char *name;                  /* "tlb", "lock" */
	unsigned int needs;                /* enum mmr_class bits it reads */
	const struct mmr_metric_def *metrics;
	unsigned int nr_metrics;
	int (*init)(const struct mmr_model_ctx *ctx, void **priv, struct mmr_error *err);
	int (*on_event)(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_event *ev);
	int (*finish)(void *priv, const struct mmr_model_ctx *ctx);
	/*
	 * What the measurement could not see, one sentence per call of @emit:
	 * "no csd:csd_queue_cpu in this trace: TLB flush requests unknown",
	 * "paravirtual TLB flush: ...".  May be NULL.
	 */
	void (*caveats)(void *priv, const struct mmr_model_ctx *ctx,
			void (*emit)(void *arg, const char *line), void *arg);
	/* Is metric @metric known at all in this trace (its tracepoint was present)? May be NULL = yes. */
	int (*known)(void *priv, unsigned int metric);
	void (*free)(void *priv);
};

/* Entry point a model shared object exports. */
typedef const struct mmr_model_ops *(*mmr_model_entry_fn)(void);
#define MMR_MODEL_ENTRY_SYMBOL "mmr_model_entry"

#ifdef __cplusplus
}
#endif
#endif
