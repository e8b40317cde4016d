/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Kernel knowledge in one table: every behaviour the models reproduce that
 * changed with a kernel version is one rule here, with the first mainline
 * release that has it, the stable releases it was backported to, and the
 * commit.  A model resolves the rules it needs once, at init, from the
 * traced kernel (metadata "kernel", "cpu_flags") or from its `kernel`
 * parameter (`-m x86:kernel=6.12`: every rule as on 6.12), and each rule can
 * be overridden by a parameter of the rule's name.  A release the table
 * cannot place (no "kernel" metadata, as in most hand-written scenarios)
 * gets the rules of the newest kernel it knows.
 */
#ifndef MMREPLAY_KERNEL_H
#define MMREPLAY_KERNEL_H

#include "mmreplay/error.h"
#include "mmreplay/export.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mmr_kernel_rule_id {
	MMR_KR_LAZY_TLB,           /* 4.19: lazy CPUs skipped unless page tables were freed */
	MMR_KR_LAZY_CPUMASK,       /* 6.13: mm_cpumask kept on switch-out, trimmed once a second */
	MMR_KR_INVLPGB,            /* 6.15: AMD broadcast TLB invalidation (with the cpu flag) */
	MMR_KR_MIGRATE_BATCH,      /* 6.3: migrate_pages() batches its flush */
	MMR_KR_FREE_BATCH,         /* 6.9: shrink_folio_list() flushes every folio_batch */
	MMR_KR_PT_RECLAIM,         /* 6.14: MADV_DONTNEED frees empty PTE tables */
	MMR_KR_RANGE_FREED_TABLES, /* 6.15 + stable: flush_tlb_range() is a freed-tables flush */
	MMR_KR_PCP_HIGHORDER,      /* 5.13: per-cpu lists for orders 1-3 and THP */
	MMR_KR_PCP_AUTOTUNE,       /* 6.7: per-cpu high tuned automatically */
	MMR_KR_MEMCG_BATCH_64,     /* 6.1: MEMCG_CHARGE_BATCH 64 (32 before) */
	MMR_KR_MEMCG_MULTI_STOCK,  /* 6.16: per-CPU stock of 7 memcgs */
	MMR_KR_NUMA_NO_RATELIMIT,  /* 4.19: no NUMA migrate rate limit */
	MMR_KR_MPROTECT_GATHER,    /* 6.0: mprotect flushes once per call, only lost permissions */
	MMR_KR_SWITCH_IPI,         /* 6.15 + stable: a CPU switching mm gets the flush IPI */
	MMR_KR__COUNT
};

struct mmr_kernel_rule {
	const char *name;   /* its parameter name, e.g. "lazy_cpumask" */
	int since;          /* first mainline release that has it, major * 1000 + minor */
	/*
	 * Stable releases that carry it before @since ("6.12.23 6.6.87"): each
	 * names the first release of its series with the backport.  NULL none.
	 */
	const char *stable;
	const char *cpu_flag; /* also needs this /proc/cpuinfo flag (metadata cpu_flags), or NULL */
	const char *commit;   /* the mainline commit (or the first of its series) */
	const char *what;     /* one line */
};

/* Rule @id, NULL when out of range. */
const struct mmr_kernel_rule *mmr_kernel_rule(unsigned int id) MMR_API;
/* The id of the rule named @name, -1 if none. */
int mmr_kernel_rule_find(const char *name) MMR_API;

/*
 * "6.12.117+deb12-amd64" -> 6012117: major * 1000000 + minor * 1000 + patch
 * (patch 0 when absent); 0 when @release does not start with major.minor.
 */
unsigned long mmr_kernel_release_code(const char *release) MMR_API;

/*
 * Does kernel @release (with /proc/cpuinfo flags @cpu_flags, comma or space
 * separated, NULL none) have rule @id?  A release that does not parse counts
 * as the newest kernel: 1, but for a rule that needs a CPU flag it lacks.
 */
int mmr_kernel_has(unsigned int id, const char *release, const char *cpu_flags) MMR_API;

struct mmr_model_ctx;
struct mmr_params;
/*
 * For a model's init(): the kernel release it applies, its parameter
 * "kernel" when it has one that is not "auto", else the trace's (metadata
 * "kernel"); NULL when neither names one.  Records the result as the
 * parameter's resolved value (mmr_params_resolve()).
 */
const char *mmr_model_kernel(const struct mmr_model_ctx *ctx, const struct mmr_params *p) MMR_API;
/*
 * For a model's init(): rule @id as the model applies it, from its parameter
 * of the rule's name: "auto" (or no such parameter) = as on mmr_model_kernel()
 * with the trace's cpu_flags, "0" or "1" = forced.  Records the resolved
 * value.  1 or 0, or MMR_EINVAL with @err naming @model and the value.
 */
int mmr_model_rule(const struct mmr_model_ctx *ctx, const struct mmr_params *p, const char *model,
		   unsigned int id, struct mmr_error *err) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
