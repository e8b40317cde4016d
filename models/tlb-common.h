/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Shared machinery of the five TLB-shootdown models (models/tlb-*.c).
 *
 * Every TLB model needs the same three things: a per-mm cpumask maintained by
 * the rule of some kernel epoch (who may hold TLB entries of the mm), a
 * flush_tlb_mm_range()-style flush of one mm, and per-task unmap batches
 * (struct tlbflush_unmap_batch) flushed the arch_tlbbatch_flush() way.  The
 * models differ only in when they flush a batch and in what a target does, so
 * that logic lives here once and each model file is its policy.
 *
 * The state is the model's own, built from MMR_OP_SWITCH: a target set must
 * react to the model's own flushes (a lazy CPU that receives a flush leaves
 * the mm; a 6.13 trim removes a CPU from the mask), which the shared tracker
 * cannot know.  Two corrections come from the tracker (mmr_tlbc_sync()): a
 * CPU never seen switching takes the task the tracker inferred from its
 * first event, and the task of every op's event is taken as running on that
 * event's CPU, because traces miss switches (see observe_running()).  Masks
 * are flat arrays of 64-bit words that grow when a CPU number beyond the
 * current width shows up, so any CPU count works.
 *
 * Counting convention (all models):
 *   tlb.flush_rounds  sender CPU: one per flush_tlb_multi()-style call, i.e.
 *                     the (mm or batch) mask held a CPU other than the sender.
 *                     This is where the kernel traces tlb:tlb_flush reason 4,
 *                     before the lazy / loaded-mm filter, so a round may end
 *                     up with zero IPIs under the 4.19 and 6.13 rules.
 *   tlb.ipi           target CPU: one per remote CPU that gets the request (the
 *                     measurer counts csd:csd_queue_cpu by its target CPU, and
 *                     the /proc/interrupts TLB row is per receiving CPU too).
 *   tlb.full_flush    target CPU: a remote CPU flushed its whole TLB.
 *   tlb.invlpg        target CPU: single-page invalidations on a remote CPU.
 *   tlb.local_flush   sender CPU: the sender flushed its own TLB for the unmap.
 *   x86 only:
 *   tlb.broadcast     sender CPU (invlpgb): an INVLPGB broadcast replaced a round.
 *   tlb.flush_received target CPU: a request that the target traces (reason 1
 *                     flush or reason 5 trim); lazy CPUs leaving the mm do not.
 *   tlb.wrong_cpu     target CPU: a 6.13 trim request (reason 5).
 * A remote CPU that gets a request but only drops the mm (lazy CPU switching
 * to init_mm, or a 6.13 "wrong CPU" trim) counts an IPI and no flush work.
 */
#ifndef MMR_TLB_COMMON_H
#define MMR_TLB_COMMON_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/kernel.h"
#include "mmreplay/model.h"

/* Which kernel's mm_cpumask / lazy-TLB rule the model applies. */
enum tlbc_epoch {
	TLBC_EPOCH_2015,   /* v4.2/v4.3: lazy CPUs stay in the mask and are IPI'd */
	TLBC_EPOCH_4_19,   /* lazy CPUs skipped unless page tables were freed */
	TLBC_EPOCH_6_13,   /* mask updated lazily, trimmed once a second */
	TLBC_EPOCH_INVLPGB, /* 6.15+ AMD: broadcast INVLPGB, no IPIs where it applies */
};

enum tlbc_metric {
	TLBC_M_ROUNDS,
	TLBC_M_IPI,
	TLBC_M_FULL,
	TLBC_M_INVLPG,
	TLBC_M_LOCAL,
	TLBC_M_BROADCAST, /* x86 model only from here: the policy models declare five */
	TLBC_M_RECEIVED,
	TLBC_M_WRONG_CPU,
	TLBC_M__COUNT
};

#define TLBC_NR_POLICY_METRICS TLBC_M_BROADCAST
extern const struct mmr_metric_def mmr_tlbc_metrics[TLBC_M__COUNT];

/* flush_tlb_mm_range() over the whole address space */
#define TLBC_ALL UINT64_MAX
/* tlb_single_page_flush_ceiling since 3.15 (2d040a1ce903) */
#define TLBC_DEFAULT_CEILING 33
/*
 * Pages one mmu_gather holds before it must flush: MMU_GATHER_BUNDLE (8) on
 * the stack plus MAX_GATHER_BATCH_COUNT (10000 / 510 = 19) batches of
 * MAX_GATHER_BATCH (510) pointers (include/asm-generic/tlb.h, 4 KiB pages).
 */
#define TLBC_GATHER_PAGES (8 + 19 * 510)
#define TLBC_NSEC_PER_SEC 1000000000ull
/*
 * shrink_folio_list() frees reclaimed folios through a folio_batch of
 * PAGEVEC_SIZE (31) and calls try_to_unmap_flush() each time it fills, since
 * "mm: free folios in a batch in shrink_folio_list()" (v6.9).
 */
#define TLBC_FREE_BATCH 31

struct tlbc_mm {
	uint64_t next_trim;   /* 6.13: a flush after this time trims the mask */
	uint64_t pend_gen;    /* infinite: generation of the batch holding pending pages */
	int32_t pend_slot;    /* infinite: that batch's slot, -1 = none */
	uint8_t seen;         /* next_trim initialised */
	uint8_t pending;      /* mm->tlb_flush_batched: deferred unmaps not yet flushed by mm */
	uint8_t pend_multi;   /* infinite: pending in more than one batch */
	uint8_t global_asid;  /* invlpgb: the mm has a global ASID (broadcast flushes) */
	uint8_t trim_probe;   /* 6.13, old_trim=traced: trim clock unknown, read off the trace */
};

/* One task's struct tlbflush_unmap_batch. */
struct tlbc_batch {
	int32_t pid;
	uint32_t cpu;         /* CPU of the task's last unmap (finish() flushes from there) */
	uint64_t npages;      /* pages (PFNs) in the batch */
	uint64_t gen;         /* bumped at every flush */
	uint8_t active;       /* flush_required */
	uint8_t writable;     /* some unmapped PTE was dirty */
	uint64_t *mask;       /* nwords */
	uint64_t *pfns;       /* infinite: the pending pfns (pfn + 1; 0 = unknown) */
	size_t npfns, pfn_cap;
	uint64_t unknown_pfns; /* pages whose pfn the op did not carry */
	uint64_t flush_ts;    /* ts of the last flush (pages unmapped before are covered) */
	uint64_t pass_pages;  /* folios freed in the current pass (x86 free_batch) */
	uint64_t pass_flushes; /* free_batch flushes in the current pass */
	/*
	 * Pages beyond the first of each large folio this task freed in the
	 * current pass (free_batch): all of them, and those of a known owner
	 * not yet matched to an unmap op.  The folio_batch counts folios, the
	 * ops and nr_reclaimed count pages.
	 */
	uint64_t pass_extra, pass_extra_known;
	uint64_t extra_ts;    /* ts of the last large folio counted there */
};

/* Large-folio frees this far apart are not one pass's (as the tracker's PASS_STALE_NS). */
#define TLBC_PASS_STALE_NS 100000000ull

/* What a SWITCH with MMR_SWITCH_F_INFERRED changed on its CPU, to undo it. */
struct tlbc_infer {
	uint32_t mm, prev;    /* the mm it loaded, the one loaded before */
	uint8_t prev_lazy;
	uint8_t had_bit;      /* the CPU was in mm's mask already */
	uint8_t active;
};

/*
 * A CPU's last changes of loaded mm or laziness in the model, newest at
 * [(n - 1) % TLBC_HIST]: a syscall's flush, traced before its op, is decided
 * on each target's state at the flush (mmr_tlbc_mm_flush()).
 */
#define TLBC_HIST 4
struct tlbc_hist {
	uint64_t ts[TLBC_HIST];     /* 0: none */
	uint32_t prev[TLBC_HIST];   /* the mm loaded before */
	uint32_t next[TLBC_HIST];   /* the mm loaded after */
	uint8_t prev_lazy[TLBC_HIST];
	uint8_t new_bit[TLBC_HIST]; /* it put the CPU in next's mask */
	uint8_t n;
};

/*
 * A target should_flush_tlb() skipped at a copy-on-write op, to be asked
 * again at the time of the flush (rule switch_ipi): was it in the middle of
 * switching mm then (mmr_state_in_mm_switch())?  The flush is the sender's
 * next one in the trace (mmr_state_cpu_flushes() past @n0), else at ts + lag.
 */
struct tlbc_pend {
	uint64_t ts, n0, npages;
	uint32_t mm, cpu, src;
	int full;
};
#define TLBC_NPEND 16

/* A flush of an mm whose trim clock is unknown, waiting for its CSDs in the trace. */
struct tlbc_probe {
	uint64_t ts;
	uint32_t mm, cpu;
};

struct tlbc {
	enum tlbc_epoch epoch;
	uint64_t ceiling;
	int mprotect_gather;  /* rule mprotect_gather (6.0+): one flush per mprotect, if needed */
	int old_trim_fresh;   /* an mm older than the trace was trimmed right before it */
	int old_trim_traced;  /* ... or its trim is the first flush whose CSD reaches a CPU off it */
	int32_t recorder_tgid; /* the recorder's process (metadata recorder_pid), -1 unknown */
	unsigned int nwords;  /* 64-bit words per cpumask */
	uint32_t *loaded;     /* [nwords * 64] mm whose page tables the CPU holds, 0 = none */
	uint8_t *lazy;        /* [nwords * 64] running a kernel thread / idle on loaded[] */
	uint32_t mm_cap;
	uint64_t *mm_mask;    /* [mm_cap * nwords] */
	struct tlbc_mm *mm;   /* [mm_cap] */
	uint64_t *tmp;        /* [nwords] scratch target set */
	struct tlbc_batch *batch;
	unsigned int nbatch, batch_cap;
	int32_t *pid_key;     /* open addressing pid -> batch slot; key pid + 1, 0 = empty */
	uint32_t *pid_val;
	unsigned int pid_cap;
	int track_pfns;       /* infinite: keep pfn -> batch for reuse detection */
	uint64_t *pfn_key;    /* open addressing; key pfn + 1, 0 = empty */
	uint32_t *pfn_slot;
	uint64_t *pfn_gen;
	size_t pfn_cap, pfn_used;
	int untracked;        /* some pending page had no pfn: reuse hints flush everything */
	/*
	 * In struct mmr_model_ctx's order (state, counters): the models set both
	 * from the ctx of every call, one 16-byte copy when they line up.
	 */
	const struct mmr_state *state; /* shared tracker, NULL in unit tests */
	struct mmr_counters *counters;
	uint64_t now;         /* ts of the op being handled */
	uint64_t *seen_cpu;   /* [nwords] CPUs whose task the model knows (switch or sync) */
	struct tlbc_infer *infer; /* [nwords * 64] the last inferred switch, for its RETRACT */
	int32_t *obs_pid;     /* [nwords * 64] task last seen running there, -1 unknown */
	struct tlbc_hist *hist; /* [nwords * 64] */
	int switch_ipi;       /* rule switch_ipi: a CPU mid-switch gets the IPI (6.13 epoch) */
	int64_t flush_lag;    /* ns from the current op to its flush (mmr_tlbc_flush_lag()) */
	uint64_t op_enter;    /* the current op's sys_enter ts (0: not a syscall) */
	uint64_t op_n0, op_last; /* its sender's flushes in the trace so far, the last one's ts */
	struct tlbc_pend pend[TLBC_NPEND];
	unsigned int npend;
	struct tlbc_probe probe[TLBC_NPEND];
	unsigned int nprobe;
};

int mmr_tlbc_init(struct tlbc *t, enum tlbc_epoch epoch, uint64_t ceiling);
void mmr_tlbc_fini(struct tlbc *t);

/* "2015", "4.19", "6.13", "invlpgb" -> epoch; -1 if unknown. */
int mmr_tlbc_parse_epoch(const char *s);
/*
 * Epoch of a kernel release ("6.18.44") and cpu flag list, from the rules of
 * mmreplay/kernel.h (invlpgb, lazy_cpumask, lazy_tlb); an unknown release is
 * the newest kernel: 6.13, or invlpgb with the flag.
 */
enum tlbc_epoch mmr_tlbc_epoch_of_kernel(const char *release, const char *cpu_flags);

/* Make room for @cpu and @mm; 0 or MMR_ENOMEM. */
int mmr_tlbc_grow(struct tlbc *t, uint32_t cpu, uint32_t mm);
static inline int mmr_tlbc_reserve(struct tlbc *t, uint32_t cpu, uint32_t mm)
{
	if (__builtin_expect(cpu < (uint64_t)t->nwords * 64 && mm < t->mm_cap, 1))
		return 0;
	return mmr_tlbc_grow(t, cpu, mm);
}

/*
 * CPUs the model has not seen switch yet take their current mm from the shared
 * tracker (which infers the running task from a CPU's first event, without a
 * SWITCH op): the op's CPU and, for an UNMAP, the CPUs that ran its mm.
 */
void mmr_tlbc_sync_slow(struct tlbc *t, const struct mmr_op *op);
/*
 * The common case of mmr_tlbc_sync(), inline because it runs for every op of
 * every TLB model (five calls per op in a default replay): a SWITCH, or a CPU
 * already known with an event of the task known to run there and not an
 * UNMAP.  1 when that is all there is to do, 0 when mmr_tlbc_sync_slow()
 * must run (it redoes every check).
 */
static inline int mmr_tlbc_sync_fast(struct tlbc *t, const struct mmr_op *op)
{
	const struct mmr_event *ev = op->ev;
	uint64_t ncpu = (uint64_t)t->nwords * 64;
	uint32_t cpu = op->cpu;

	if (op->kind == MMR_OP_SWITCH) {
		t->now = op->ts;
		if (cpu < ncpu)
			t->obs_pid[cpu] = op->pid;
		return 1;
	}
	if (__builtin_expect(t->state && cpu < ncpu && t->mm_cap &&
			     ((t->seen_cpu[cpu / 64] >> (cpu % 64)) & 1) &&
			     (!ev || ev->pid <= 0 ||
			      (ev->cpu < ncpu && t->obs_pid[ev->cpu] == ev->pid)) &&
			     (op->kind != MMR_OP_UNMAP || !op->mm), 1)) {
		t->now = op->ts;
		return 1;
	}
	return 0;
}

static inline void mmr_tlbc_sync(struct tlbc *t, const struct mmr_op *op)
{
	if (!mmr_tlbc_sync_fast(t, op))
		mmr_tlbc_sync_slow(t, op);
}

/* The CPU mask of @mm (mm < mm_cap). */
static inline uint64_t *mmr_tlbc_mask(struct tlbc *t, uint32_t mm)
{
	return t->mm_mask + (size_t)mm * t->nwords;
}

/* A SWITCH op with MMR_SWITCH_F_INFERRED or MMR_SWITCH_F_RETRACT (tlb-common.c). */
void mmr_tlbc_switch_flagged(struct tlbc *t, const struct mmr_op *op);

/* mmr_tlbc_switch() past its common case: grows the arrays, notes a new mm, then goes on. */
void mmr_tlbc_switch_slow(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t ts);

static inline void mmr_tlbc_hist_push(struct tlbc *t, uint32_t cpu, uint64_t ts, uint32_t prev,
				      uint8_t prev_lazy, uint32_t next, int new_bit)
{
	struct tlbc_hist *h = &t->hist[cpu];
	unsigned int i = h->n++ % TLBC_HIST;

	h->ts[i] = ts;
	h->prev[i] = prev;
	h->next[i] = next;
	h->prev_lazy[i] = prev_lazy;
	h->new_bit[i] = (uint8_t)new_bit;
}

/*
 * MMR_OP_SWITCH: @cpu now runs @mm (0 = kernel thread or idle: lazy).  The
 * common case, idle or a user mm already seen, on a CPU within the arrays, is inline
 * and makes no call: a switch goes to every TLB model, and the out-of-line
 * function's register saves (it may grow the arrays) were most of its cost
 * (docs/performance.md, "Inlined common cases").
 */
static inline void mmr_tlbc_switch(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t ts)
{
	uint64_t bit = 1ull << (cpu % 64), *m;
	uint32_t prev;

	if (__builtin_expect(!(cpu < (uint64_t)t->nwords * 64 && mm < t->mm_cap &&
			       (!mm || t->mm[mm].seen)), 0)) {
		mmr_tlbc_switch_slow(t, cpu, mm, ts);
		return;
	}
	t->seen_cpu[cpu / 64] |= bit;
	prev = t->loaded[cpu];
	if (!mm) {
		/* enter_lazy_tlb(): keep the previous mm loaded */
		if (prev && !t->lazy[cpu]) {
			mmr_tlbc_hist_push(t, cpu, ts, prev, 0, prev, 0);
			t->lazy[cpu] = 1;
		}
		return;
	}
	m = mmr_tlbc_mask(t, mm);
	if (prev != mm || t->lazy[cpu])
		mmr_tlbc_hist_push(t, cpu, ts, prev, t->lazy[cpu], mm, !(m[cpu / 64] & bit));
	if (prev != mm) {
		if (prev && t->epoch < TLBC_EPOCH_6_13)
			mmr_tlbc_mask(t, prev)[cpu / 64] &= ~bit;
		t->loaded[cpu] = mm;
	}
	m[cpu / 64] |= bit;
	t->lazy[cpu] = 0;
}

/*
 * Rule switch_ipi: ns from an UNMAP op's ts to the kernel's flush of it
 * (should_flush_tlb() runs then), by the op's kind; set before the op is
 * handled.  Resolve the skipped targets whose flush time has come, up to
 * @now (the next op's ts), or all of them at the end (UINT64_MAX).
 */
int64_t mmr_tlbc_flush_lag(const struct mmr_op *op);
void mmr_tlbc_mid_op(struct tlbc *t, const struct mmr_op *op);
void mmr_tlbc_mid_resolve(struct tlbc *t, uint64_t now);

/*
 * flush_tlb_mm_range(mm, npages) from @cpu with the epoch's target rule;
 * npages > ceiling (or TLBC_ALL) is a full flush on each target.
 */
void mmr_tlbc_mm_flush(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t npages,
		       int freed_tables, uint64_t ts);

/*
 * A munmap / madvise / mprotect / mremap / exit unmap through mmu_gather:
 * one flush_tlb_mm_range per TLBC_GATHER_PAGES pages, and per VMA of an
 * madvise (a gather each) or of an mprotect without mprotect_gather.  Does
 * not do flush_tlb_batched_pending(): the caller decides (see
 * mmr_tlbc_batched_pending()).
 */
void mmr_tlbc_syscall_unmap(struct tlbc *t, const struct mmr_op *op);

/* Is @op a syscall-path unmap (flush_tlb_batched_pending() applies)? */
int mmr_tlbc_is_syscall_unmap(const struct mmr_op *op);

/* should_defer_flush(): does @mm's mask hold a CPU other than @cpu? */
int mmr_tlbc_should_defer(const struct tlbc *t, uint32_t cpu, uint32_t mm);

/* The batch of task @pid, created empty if needed; NULL on ENOMEM. */
struct tlbc_batch *mmr_tlbc_batch(struct tlbc *t, int32_t pid);
/* The batch of task @pid if it exists, else NULL. */
struct tlbc_batch *mmr_tlbc_batch_find(struct tlbc *t, int32_t pid);

/*
 * set_tlb_ubc_flush_pending(): add @npages pages of @mm (pfn @pfn when
 * npages == 1 and the op carried it, else 0) to @b; 0 or MMR_ENOMEM.
 */
int mmr_tlbc_batch_add(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, uint32_t mm,
		       uint64_t npages, int dirty, uint64_t pfn, int has_pfn);

/*
 * arch_tlbbatch_flush() from @cpu: batch mask minus @cpu, filtered for lazy
 * CPUs (mm == NULL: nothing else) from 4.19 on.  @invlpg: each target does one
 * INVLPG per page of the batch (pfn-tracking) instead of a full flush.
 */
void mmr_tlbc_batch_flush(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, int invlpg);

/* The same flush without emptying the batch (several flushes of one mask). */
void mmr_tlbc_batch_flush_keep(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, int invlpg);

/* Flush every non-empty batch from the CPU its task last unmapped on. */
void mmr_tlbc_flush_all_batches(struct tlbc *t, int invlpg);

/*
 * infinite: @pfn is being allocated again; flush the batch that holds it
 * (from @cpu).  @hint is the op's reused_pending with @unmap_ts, used for
 * pages whose op carried no pfn: every batch holding such pages that has not
 * flushed since @unmap_ts (0 = unknown: any) is flushed.
 */
void mmr_tlbc_pfn_reuse(struct tlbc *t, uint64_t pfn, int hint, uint64_t unmap_ts, uint32_t cpu);

/* infinite: flush the batches holding pending pages of @mm (from @cpu). */
void mmr_tlbc_flush_batches_of_mm(struct tlbc *t, uint32_t mm, uint32_t cpu);

/* MMR_OP_MM_EXIT: the mm is gone; forget its mask and pending state. */
void mmr_tlbc_mm_exit(struct tlbc *t, uint32_t mm);

struct mmr_params;
/*
 * Read parameter "epoch" of model @model into *@epoch: 2015, 4.19, 6.13,
 * invlpgb (when @allow_invlpgb), or "auto" = the kernel the model applies
 * (mmr_model_kernel(): its "kernel" parameter, else the trace's) with the
 * trace's cpu_flags, recorded as resolved.  0 or MMR_EINVAL with @err.
 */
int mmr_tlbc_epoch_param(const struct mmr_params *p, const char *model,
			 const struct mmr_model_ctx *ctx, int allow_invlpgb,
			 enum tlbc_epoch *epoch, struct mmr_error *err);

/* What a batched model does at each op (pfn-tracking, full-flush, infinite, x86). */
struct tlbc_policy {
	uint64_t limit;           /* flush when the batch holds this many pages; 0 = none */
	uint8_t invlpg;           /* targets INVLPG each page instead of a full flush */
	uint8_t pass_end;         /* flush at MMR_OP_PASS_END (try_to_unmap_flush) */
	uint8_t infinite;         /* forced points only: pfn reuse, writeback, mm at risk */
	uint8_t mm_pending;       /* flush_tlb_batched_pending(): flush_tlb_mm() first */
	uint8_t migrate_per_page; /* migration flushes each page (before 6.3) */
	uint64_t free_batch;      /* reclaim also flushes every this many freed pages; 0 = no */
};

/* One op through a batched model; 0 or MMR_ENOMEM. */
int mmr_tlbc_batched_on_op_slow(struct tlbc *t, const struct tlbc_policy *pol,
				 const struct mmr_op *op);
/* mmr_tlbc_sync_slow(), then mmr_tlbc_batched_on_op_slow(). */
int mmr_tlbc_batched_on_op_sync(struct tlbc *t, const struct tlbc_policy *pol,
				const struct mmr_op *op);
static inline int mmr_tlbc_batched_on_op(struct tlbc *t, const struct tlbc_policy *pol,
					 const struct mmr_op *op)
{
	/* both out-of-line paths are tail calls: the common case saves no registers */
	if (!mmr_tlbc_sync_fast(t, op))
		return mmr_tlbc_batched_on_op_sync(t, pol, op);
	/* the ops a batched model ignores (most of them) cost no call */
	switch (op->kind) {
	case MMR_OP_SWITCH:
		/* all the slow path does with it, with its common case inline */
		if (__builtin_expect(op->unmap_flags != 0, 0))
			mmr_tlbc_switch_flagged(t, op);
		else
			mmr_tlbc_switch(t, op->cpu, op->mm, op->ts);
		return 0;
	case MMR_OP_PAGE_ALLOC:
		/* infinite: only a pfn that may sit in a batch (see the slow path) */
		if (!pol->infinite || (!t->pfn_used && !(op->reused_pending && t->untracked)))
			return 0;
		break;
	case MMR_OP_PAGE_FREE:
		/* a large folio freed in a reclaim pass (free_batch counts folios) */
		if (pol->free_batch && op->order > 0)
			break;
		return 0;
	case MMR_OP_CHARGE:
	case MMR_OP_UNCHARGE:
	case MMR_OP_MIGRATE:
		return 0;
	default:
		break;
	}
	return mmr_tlbc_batched_on_op_slow(t, pol, op);
}
/* End of trace: flush every batch still pending. */
void mmr_tlbc_batched_finish(struct tlbc *t, const struct tlbc_policy *pol);

#endif
