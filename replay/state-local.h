/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the state tracker (replay/state*.c) and the engine's per-event
 * loop (replay/engine-loop.c): the tracker's records, and the helpers of the
 * per-event path, inline here (and the update of an event itself, in
 * state-event.h) so that the loop compiles the tracker's update of each event
 * into its own body: no call, no register saves, no return value tests per
 * event.  Everything else of the tracker is a hidden function of one file,
 * declared below by concern.
 *
 * Tables (all open addressing, sized by live state, never by trace length):
 *   tasks   pid -> task (mm, tgid, kernel-thread flag, syscall in flight,
 *           reclaim / migration accumulators)
 *   pages   pfn -> owner mm, memcg charged, virtual page, pending-unmap mark
 *   mm[id]  dense array: task count, tgid, present (virtual page -> pfn) set;
 *           ran_on bitmaps in one flat array; ids are reused after MM_EXIT
 *   cpu[c]  current task, loaded mm, lazy flag, open fault context
 *
 * Key to the abbreviations:
 *   st          the tracker (struct mmr_state); st_task, st_mm, st_cpu,
 *               st_page its records
 *   mm          an address space, by dense id (st->mm[id], 0 none); gen
 *               tells a reused id's lives apart
 *   pfn, vpage  physical page frame number; virtual page number (address >>
 *               page_shift)
 *   pr_         the present set of an mm (struct present: vpage -> pfn, in
 *               leaves of PR_LEAF pages); pv a CPU's pointer into it
 *   pass        a reclaim (rpass) or migration (mpass) pass: what it
 *               unmapped, per mm, until its end event
 *   sc_, SC_    a task's syscall in flight (munmap, madvise, mprotect,
 *               mremap); SCS_ where its unmap stands; SCX_ whether the trace
 *               records that syscall's sys_exit
 *   fm_, FM_    page-cache (filemap) folios of user faults, by file and
 *               index; premap: indices a fault mapped where no folio of the
 *               trace was; ff_ the index the open fault looked up
 *   PG_         flags of a page record (struct st_page)
 *   PFN_, FLAT_ the pfn table's entry fields, and its reservation
 *   mt          migratetype;  ra, RA  readahead
 *   tcache      a CPU's last page-event task; tm_cache: pid -> mm for models
 *   cg, memcg   a dense cgroup id; the memcg a page is charged to (its
 *               cgroup, or its mm without cgroup events)
 *   op          an op of include/mmreplay/model.h: the event's are st->hot.ops
 *   news        what the act_mask models were shown (op_news(), engine-local.h)
 */
#ifndef MMREPLAY_STATE_LOCAL_H
#define MMREPLAY_STATE_LOCAL_H

#include <stdint.h>
#include <string.h>

#include "hash.h"
#include "replay-local.h"
#include "vma.h"

#define MMR_ST_HIDDEN __attribute__((visibility("hidden")))

enum { SC_NONE, SC_MUNMAP, SC_MADVISE, SC_MPROTECT, SC_MREMAP, SC_MMAP, SC_BRK, SC__COUNT };
enum { TASK_USER, TASK_KTHREAD };

struct pass_ent {
	uint32_t mm;
	uint64_t npages;
};

struct pass {
	struct pass_ent *ent;
	uint32_t nr, cap;
	int used;
	uint32_t cpu;       /* CPU of its last event (for a pass the trace never ended) */
	uint64_t first_ts;  /* first free of the pass (stale frees are dropped) */
	uint64_t *pfns;     /* freed pfns, marked pending when the pass is committed */
	uint32_t nr_pfns, cap_pfns;
	uint64_t ra;        /* of its pages, those of readahead folios (PG_RA) */
	uint32_t never;     /* pages it freed that no fault mapped (PG_UNMAPPED): not in ent */
	uint32_t premap;    /* of its pages, those cached before the trace (PG_PREMAP) */
};
_Static_assert(sizeof(struct pass) == 64, "struct pass: a power of two");

/*
 * A pass's frees older than this when the next free comes are not part of
 * it: shrink_folio_list() frees its folios in one go at its end.
 */
#define PASS_STALE_NS 100000000ull
/* pfns remembered per pass for the pending-reuse hint (a pass is ~32 folios) */
#define PASS_MAX_PFNS 4096u

struct st_task {
	int32_t pid, tgid;
	uint32_t mm;
	/*
	 * exec_mmap() seen (mmr_st_exec_mmap()): the mm the task left, still
	 * held until its sched_process_exec; 0 none
	 */
	uint32_t exec_old;
	/*
	 * The mm whose last task this was, exited: its teardown is at the
	 * task's mmap:exit_mmap (mmr_st_on_exit_mmap()); 0 none
	 */
	uint32_t exit_mm;
	uint64_t exit_ts;     /* ... its sched_process_exit */
	uint32_t cg;          /* dense cgroup id (cgroup mode), 0 none */
	uint8_t kind;
	uint8_t by_fork;      /* classified from fork/newtask: final */
	uint8_t provisional;  /* created without comm or fork info */
	uint8_t user_evidence;
	uint8_t exited;
	uint8_t direct_reclaim;
	uint8_t in_migrate;
	uint8_t mig_numa;     /* its migration batch is a NUMA hinting fault's (MR_NUMA_MISPLACED) */
	uint8_t reclaimer;    /* a kernel thread that reclaims: kswapd*, or one that ended a pass */
	uint8_t fault_saved;  /* switched out inside a user fault (fault_vpage) */
	uint16_t fault_id;    /* saved with fault_vpage */
	uint8_t from_newtask; /* created by task_newtask, sched_process_fork not yet seen */
	uint8_t sc;
	uint8_t sc_st;        /* SCS_*: where the unmap of the syscall in flight stands */
	uint8_t sc_freed;     /* stashed: freed_tables */
	uint8_t sc_grant;     /* stashed: an mprotect that only adds permissions */
	uint8_t sc_reclaim;   /* stashed: an MADV_PAGEOUT, whose unmap is a reclaim pass */
	uint8_t sc_gather;    /* the syscall in flight runs an mmu_gather (tlb_gather_mmu()) */
	uint8_t sc_gather_off; /* ... and the task is switched out (st_mm.gather_off) */
	uint8_t sc_emitted;   /* the syscall in flight emitted its UNMAP */
	int32_t rpass, mpass; /* pass slot + 1, 0 none */
	uint64_t sc_a[6];
	uint64_t fault_vpage;
	uint64_t ff_key;      /* saved with fault_vpage: st_cpu.ff_key of the fault */
	uint64_t sc_ts;       /* sys_enter ts of the syscall in flight */
	uint64_t sc_n, sc_start, sc_end; /* stashed at sys_enter (SCS_UNDECIDED) */
	uint32_t sc_cpu;      /* CPU of the sys_enter */
	uint32_t sc_vmas;     /* stashed: VMAs the unmap cleared pages of */
};

/*
 * Does the trace record the sys_exit of an unmapping syscall?  Traces that
 * enable only sys_enter_* (the exits doubled the event count for nothing but
 * the return value) are common.  Decided per syscall: RECORDED as soon as any
 * sys_exit of it is seen; NOT_RECORDED when a task that entered it does
 * something else (fault, another syscall, exit, exec) before its exit shows.
 */
enum { SCX_UNKNOWN, SCX_RECORDED, SCX_NOT_RECORDED };
/* The unmap of a task's syscall in flight. */
enum {
	SCS_NONE,      /* nothing pending (no syscall, or nothing to report) */
	SCS_AT_EXIT,   /* exits recorded: counted and emitted at sys_exit (ret checked),
			* or at its first page free (mmr_st_sc_emit_at_free()) */
	SCS_EMITTED,   /* emitted already: at sys_enter (exits not recorded: mprotect),
			* or at its first page free */
	SCS_UNDECIDED, /* first call of its kind: counted at sys_enter, emitted when decided
			* or at its first page free */
	SCS_EARLY,     /* undecided, but emitted at its first page free already */
	SCS_STASHED,   /* exits not recorded, munmap / madvise: counted at sys_enter,
			* emitted at its first page free or when the call is over */
};

#define PG_OWNED 1u
#define PG_CHARGED 2u
#define PG_PENDING 4u  /* unmapped by reclaim / migration, not yet allocated again */
#define PG_COUNTED 8u  /* unmap already reported (dirty page at write_folio) */
/*
 * Allocated in a user fault after the fault's first user folio: readahead,
 * which that fault did not map.  The kernel flushes for it at reclaim only if
 * a later fault mapped it (fault-around).  A trace without the filemap
 * tracepoints does not show that: mmr_replay_state_caveats() counts the
 * reclaim passes made of such pages.  With them, PG_UNMAPPED says it.
 */
#define PG_RA 16u
/*
 * A page-cache folio a user fault allocated and no fault has mapped yet:
 * set at filemap:mm_filemap_add_to_page_cache once the trace shows which
 * file indices faults map (struct filemap), cleared when mm_filemap_fault
 * or mm_filemap_map_pages covers its index.  Reclaim frees it without an
 * unmap, so without a flush.
 */
#define PG_UNMAPPED 32u
/* A folio cached before the trace that a fault of it mapped (fm_premap_own()). */
#define PG_PREMAP 64u

struct st_page {
	uint32_t mm, mm_gen, memcg;
	uint8_t order, flags;
	uint16_t fault_id;    /* the user fault that allocated it (st->fault_ctr), 0 none */
	uint64_t vpage;
	uint64_t unmap_ts;
};

/*
 * pfn -> struct st_page.  Every page event looks a pfn up, so a hash table
 * was a good part of the state update: a flat table instead, one 4-byte
 * entry per pfn, indexing a pool of records (index 0 = none), with a free
 * stack.  The table is one reservation of address space (MAP_NORESERVE)
 * that the kernel backs with zeroed pages as entries are first written:
 * a lookup is one load, no directory (a two-level table's directory load
 * stalled the lookups of traces whose pfns are spread over the machine).
 * Memory follows the pfns written: 4 KiB per 1024 pfns with small pages,
 * 2 MiB per 2 GiB of physical addresses as huge pages (advised, so the
 * entries a trace spread over the machine touches need few TLB entries),
 * i.e. at most 0.1% of the physical address range the trace's pfns span,
 * rounded up to 2 MiB; the pool holds the most pages live at once.  pfns
 * past the reservation (FLAT_MAX_PFNS, 8 TiB of 4 KiB pages, smaller when
 * the system refuses that much) go to a hash.
 */
#define FLAT_MAX_PFNS (1ull << 31)
#define FLAT_MIN_PFNS (1ull << 20)
#define FLAT_ALIGN (2ull << 20)
/*
 * An entry: the record index (bits 0-29), and the migratetype the pfn was
 * allocated as, + 1 (bits 30-31; 0 unknown: see mt_remember()), which every
 * allocated pfn has, owned or not.
 */
#define PFN_IDX_MASK 0x3fffffffu
#define PFN_MT_SHIFT 30

struct pfn_map {
	uint32_t *flat;       /* [flat_n] entries */
	uint64_t flat_n;
	void *flat_map;       /* the reservation, for munmap() */
	size_t flat_bytes;
	uint32_t count;       /* live records */
	struct st_page *pool; /* [cap]; record 0 unused */
	uint32_t cap, top;    /* records handed out so far: 1..top-1 */
	/*
	 * Free records, a stack of indices ([cap] like the pool): the records
	 * the next allocations take are known, so free_pop() fetches one
	 * POP_AHEAD pops ahead (a list through the records was a dependent miss
	 * per allocation once a munmap's thousands of freed records went cold).
	 */
	uint32_t *free_stack;
	uint32_t nr_free;
	struct mmr_hash big;  /* pfns past the table */
};

/*
 * The pages present in one mm: vpage -> pfn (PFN_UNKNOWN when only a fault
 * showed it).  Leaves of PR_LEAF consecutive virtual pages with a presence
 * bitmap, found through a hash by vpage >> PR_SHIFT: faults and unmaps walk
 * neighbouring pages, which then share a leaf (one lookup, one cache line or
 * two) instead of one random hash probe per page.
 */
#define PR_SHIFT 6
#define PR_LEAF (1u << PR_SHIFT)

struct pr_leaf {
	uint64_t bits;
	/*
	 * Present pages whose PTE is old: aged by MADV_COLD / MADV_FREE, or
	 * copied at fork (copy_present_pte() makes the child's PTE old); a
	 * fault or a mapping makes it young again
	 */
	uint64_t old;
	union {
		uint64_t pfn[PR_LEAF];
		struct pr_leaf *next_free; /* on the state's list of spare leaves */
	};
};

/*
 * Spare leaves the state keeps for the next faults: a process's exit or a
 * large unmap frees dozens of leaves that the next faults allocate again;
 * through malloc, that churn costs more time than its instructions say
 * (freed leaves overflow glibc's per-size cache and go through its bins).
 * At most LEAF_SPARE_MAX (2 MiB); beyond, leaves go back to malloc.
 */
#define LEAF_SPARE_MAX 4096u

struct present {
	struct mmr_hash dir;   /* vpage >> PR_SHIFT -> struct pr_leaf * */
	uint64_t count;        /* pages present */
	/*
	 * The last two leaves looked up, [0] the latest, with their dir keys
	 * (MMR_H_KEY'd, 0 none): the threads of one process faulting on two
	 * CPUs alternate between two leaves.
	 */
	uint64_t last_key[2];
	struct pr_leaf *last_leaf[2];
};

/*
 * The address space of an mm whose layout the tracker knows (state-vma.c):
 * its VMAs and PTE-table spans, the program break, and the VMA and span of
 * the last fault (so that most faults change nothing here).
 */
struct st_vm {
	struct mmr_vmas v;
	uint64_t brk;        /* the program break once known (brk_known) */
	uint8_t brk_known;
	uint64_t c_lo, c_hi, c_span;
	/*
	 * Spans (addr >> VMA_SPAN_SHIFT) where a fault, user or kernel mode,
	 * mapped a page of a shared writable VMA: a read fault maps it writable
	 * (no write-notify for shmem), and a write then dirties its PTE without
	 * a fault.  zap_pte_range() flushes after each PTE table holding dirty
	 * shared PTEs (mmr_st_vm_dirty_tables()).
	 */
	struct mmr_hash dirty;
};

struct st_mm {
	uint32_t gen;
	uint32_t nr_tasks;
	int32_t tgid;
	uint8_t live, dying, release_queued;
	uint8_t born;            /* created by a fork or exec in the trace */
	struct present present;  /* vpage -> pfn */
	struct st_vm *vm;        /* its layout (state-vma.c), NULL when unknown */
	/* its name: the group leader's comm once switched in, else the first thread's */
	char comm[MMR_COMM_LEN];
	/* its tasks switched out inside an mmu_gather syscall (tlb_flush_pending) */
	uint16_t gather_off;
	/* to 128 bytes: st->mm[id] (mm_of(), a few times per event) is a shift */
	uint8_t pad[30 - MMR_COMM_LEN];
};
_Static_assert(sizeof(struct st_mm) == 128, "struct st_mm: a power of two");

struct st_cpu {
	/*
	 * The task of the last page event on this CPU: page events come in
	 * runs from one task, and their handlers never add or remove tasks, so
	 * the pointer stays valid while task_gen is unchanged.
	 */
	void *tcache;
	int32_t tcache_pid;
	uint32_t tcache_gen;
	int32_t curr;      /* -1 unknown */
	/*
	 * A switch inferred from a wakeup (mmr_st_on_wakeup()) to this task,
	 * until its first event here confirms it (0 none); beside curr, which
	 * every event reads
	 */
	int32_t infer_pid;
	uint32_t loaded_mm;
	uint8_t lazy;
	uint8_t fault_open;
	uint8_t fault_cow;  /* the open fault is a write to a present page (PROT|WRITE) */
	int32_t fault_pid;
	uint16_t fault_id;  /* of the open fault: numbers the user faults, wrapping, never 0 */
	uint16_t fault_nalloc; /* user folios the open fault allocated (PG_RA), saturating */
	uint64_t fault_vpage;
	/*
	 * The present-table value of the last fault's page here (mm pv_mm,
	 * pv_vpage), valid while present_gen == pv_gen: the allocation of
	 * the fault stores its pfn there without a second lookup.
	 */
	uint64_t *pv;
	uint64_t pv_gen, pv_vpage;
	uint32_t pv_mm;
	uint64_t nr_events; /* events of this CPU of a known kind so far (mmr_state_cpu_events()) */
	/*
	 * The file index the open fault (ff_id) looked up (mm_filemap_fault)
	 * and found no folio of the trace at: the folio readahead adds for it
	 * is the one the fault maps.  FM_KEY() form; 0 none.
	 */
	uint64_t ff_key;
	uint16_t ff_id;
	/* with infer_pid: the CPU's state before (loaded mm, lazy, whether the mm ran here) */
	uint8_t infer_lazy, infer_ran;
	uint32_t infer_mm, infer_prev_mm;
	/* to 128 bytes: &st->cpu[ev->cpu], taken a few times per event, is then a shift */
	uint8_t mid_open;   /* a switch to another mm is the last event here (st->mid) */
	uint8_t flush_r4;   /* the last tlb:tlb_flush here was reason 4 (st->mid) */
	/*
	 * prev_pid of the last sched_switch here: the tlb_flush of that
	 * switch's switch_mm_irqs_off() still carries it (state-event.h)
	 */
	int32_t sw_prev;
	/*
	 * lock_addr of the rwsem (lock:contention_begin with LCB_F_READ or
	 * LCB_F_WRITE, not LCB_F_SPIN) the current task waits for here, until
	 * its contention_end or its switch-out; 0 when none
	 */
	uint64_t rwsem_wait;
};

/*
 * A CPU's last two traced switches to a user mm it did not have loaded:
 * [s, e), e = the ts of the CPU's next event (0 while there is none).
 * mmr_state_in_mm_switch().
 */
struct st_mid {
	uint64_t s[2], e[2];
	/* the CPU's flushes as the trace shows them: how many, the last one's ts */
	uint64_t flush_n, flush_ts;
};
_Static_assert(sizeof(struct st_cpu) == 128, "struct st_cpu: a power of two");

struct mmr_state {
	struct mmr_state_hot hot; /* first: the engine reads it (replay-local.h) */
	const struct mmr_meta *meta;
	unsigned int nr_cpus, words, page_shift;
	uint64_t page_size;
	uint64_t now, t0;
	int started;

	struct st_cpu *cpu;
	int *cpu_node;
	struct st_mid *mid; /* [nr_cpus] */
	/*
	 * csd_flush[src * nr_cpus + dst]: ts of the last csd:csd_queue_cpu of
	 * flush_tlb_func from CPU src to CPU dst (0 none); allocated at the first
	 * one, for at most MMR_STATE_CSD_MAX_CPUS CPUs
	 */
	uint64_t *csd_flush;
	int csd_recorded; /* the metadata lists csd:csd_queue_cpu: 1, 0, or -1 unknown */
	int exit_mmap_recorded; /* ... mmap:exit_mmap: 1 */

	struct mmr_hash tasks;
	struct pfn_map pages;

	struct st_mm *mm;
	uint64_t *ran_on;
	struct pr_leaf *leaf_spare; /* spare present leaves, LEAF_SPARE_MAX at most */
	uint32_t nr_leaf_spare;
	uint32_t nr_mm, cap_mm; /* ids 1..nr_mm-1 handed out */
	uint32_t *free_ids;
	uint32_t nr_free, cap_free;
	uint32_t *release;
	uint32_t nr_release, cap_release;
	uint32_t mms_live;

	struct pass *passes;
	uint32_t nr_passes;

	/* metadata "tgids": threads alive when recording began, sorted by pid */
	struct st_seed { int32_t pid, tgid; } *seed;
	uint32_t nr_seed;

	int32_t *cgroups; /* dense cgroup id - 1 -> dst_id */
	uint32_t nr_cg, cap_cg;
	int cgroup_mode;

	struct mmr_zone *zones;
	unsigned int nr_zones, last_zone;

	unsigned int cap_ops;
	int pages_shrunk; /* a pfn left the pages table in this event */
	/* reclaim passes that unmapped pages, and those whose pages were all PG_RA */
	uint64_t ra_passes[2];
	/*
	 * Page-cache folios of user faults by file index (struct filemap), once
	 * the trace shows filemap:mm_filemap_fault or mm_filemap_map_pages.
	 */
	struct filemap {
		int on;                  /* such an event was seen: PG_UNMAPPED is set at add */
		struct mmr_hash files;   /* fm_file_hash(dev, ino) -> struct fm_file */
		struct fm_file *last;    /* the file of the last filemap event, or NULL */
		struct mmr_hash index;   /* FM_KEY(file id, first index) -> struct fm_folio */
		/*
		 * FM_KEY(file id, index >> FM_BLOCK_SHIFT) -> struct fm_premap:
		 * indices a fault mapped where no folio of the trace was (cached
		 * before the trace, or not cached: then its add clears the bit)
		 */
		struct mmr_hash premap;
		uint64_t premapped;      /* pages of such folios reclaim passes freed (PG_PREMAP) */
		uint32_t nr_files;
		uint64_t never_mapped;   /* pages reclaim freed that no fault mapped */
		uint64_t ignored;        /* events past FM_MAX_FILES or FM_MAX_INDEX */
	} fm;
	/*
	 * Bumped by every change to a present table other than a value store:
	 * a pointer into one (st_cpu.pv) is good while it is unchanged.
	 */
	uint64_t present_gen;
	uint16_t fault_ctr;   /* the last fault_id handed out */
	int32_t recorder_pid; /* metadata "recorder_pid": its mm counts as born in the trace */
	/* op kinds the engine dispatches (mmr_state_want_ops()) and the ones not built */
	uint32_t want_ops, news_only;
	int large_free;
	uint64_t skipped_ops[MMR_OP__COUNT];
	/* per event kind: keeps a fault context open (allocation, measured, meta) */
	uint8_t keeps_fault[MMR_EV__COUNT];
	/* per event kind: cannot change any task's mm (page and measured events) */
	uint8_t task_neutral[MMR_EV__COUNT];
	/*
	 * mmr_state_task_mm() is called by models for every op: a small cache,
	 * invalidated by bumping task_gen whenever an event may change a task.
	 */
	uint32_t task_gen;
	struct { int32_t pid; uint32_t mm, gen; } tm_cache[64];
	int oom;

	/* scratch for mremap relocation */
	uint64_t *scratch;
	size_t cap_scratch;

	int fault_seen, migration_pte_seen;
	uint8_t sc_exits[SC__COUNT];    /* SCX_* per syscall */
	/* address spaces (state-vma.c) */
	struct mmr_vma_pool *vpool;
	int vm_pt_reclaim;              /* the traced kernel reclaims emptied PTE tables (6.14+) */
	int vm_no_swap;                 /* swap_kb 0 or absent: anonymous pages are not reclaimed */
	int vm_swap_unknown;            /* no swap_kb in the metadata */
	uint32_t vm_anon_files;         /* ids handed to files mapped in the trace */
	struct {
		uint64_t old_mms, old_mms_mapped; /* mms older than the trace; of them with maps.<tgid> */
		uint64_t fork_pages, implied, mmaps, freed;
		uint64_t pageout_kept;  /* anonymous pages MADV_PAGEOUT left, swap unknown */
	} vm_stats;
	uint64_t wakeup_switches;       /* switches inferred from a wakeup onto an idle CPU */
	uint64_t nested_gathers;        /* syscall unmaps taken as nested (MMR_UNMAP_F_NESTED) */
	uint64_t exit_dirty_mms, exit_dirty_tables; /* exits with st_vm.dirty spans, and those spans */
	uint64_t wakeup_retracted;      /* of those, the ones the next switch from idle undid */
	int page_free_seen;             /* kmem:mm_page_free in the trace */
	int page_alloc_seen;            /* kmem:mm_page_alloc in the trace */
	/*
	 * Migratetype of every page allocated in the trace and not yet freed,
	 * for PAGE_FREE ops (mm_page_free does not trace it): 2 bits per head
	 * pfn (0 unknown, else migratetype + 1 for the pcp types 0..2), in the
	 * pfn table's entries (mt_remember()); for pfns past the table,
	 * here, in chunks of MT_CHUNK pfns (4 KiB) allocated on first use.
	 */
	uint8_t **mt_chunk;
	size_t nr_mt_chunk;
	struct mmr_replay_stats stats;
	uint64_t *lost_per_cpu;
};

/*
 * The tracker's functions, by concern; hidden, so that they stay out of the
 * library's ABI and their calls need no PLT.  The on_* take one event kind
 * each from state_event_started().
 */

/* ---- state.c: the ops of the event ---- */

/* Room for twice as many ops (and the sentinel slot past them); -1 on ENOMEM. */
int mmr_st_ops_grow(struct mmr_state *st) MMR_ST_HIDDEN;

/* ---- state-task.c: tasks, mms, cgroups ---- */

/* task_get() past its inline fast path: creates, classifies, regroups. */
struct st_task *mmr_st_task_get_slow(struct mmr_state *st, int32_t pid, int32_t tgid,
				     const char *comm) MMR_ST_HIDDEN;
/* The task of @ev showed user-mode behaviour (a user fault, a syscall). */
struct st_task *mmr_st_task_user_evidence(struct mmr_state *st,
					  const struct mmr_event *ev) MMR_ST_HIDDEN;
/* @ev's CPU runs its task, though no switch said so (start of trace, a missed switch). */
void mmr_st_infer_current(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_missed_switch(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_switch(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_wakeup(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
int mmr_st_on_csd_queue(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_exec_mmap(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_migrate_task(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
/* The switch inferred on @c did not happen (another task's event or switch came first). */
void mmr_st_infer_retract(struct mmr_state *st, struct st_cpu *c,
			  const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_newtask(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_fork(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_exec(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_task_exit(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_exit_mmap(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_cgroup_attach(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;

/* ---- state-page.c: the pfn table, page records, zones, migratetypes ---- */

/* Reserve the pfn table (none when the system refuses even the smallest). */
void mmr_st_pfn_map_reserve(struct pfn_map *pm) MMR_ST_HIDDEN;
void mmr_st_pfn_map_free(struct pfn_map *pm) MMR_ST_HIDDEN;
/* page_insert() when a record must be allocated, or past the table. */
struct st_page *mmr_st_page_insert_slow(struct mmr_state *st, uint64_t pfn,
					int *created) MMR_ST_HIDDEN;
/* zone_of() past the last zone found: the zone index of @pfn, -1 none. */
int mmr_st_zone_of_slow(struct mmr_state *st, uint64_t pfn) MMR_ST_HIDDEN;
/* mt_remember() and mt_take() past the pfn table. */
void mmr_st_mt_remember_far(struct mmr_state *st, uint64_t pfn, int mt) MMR_ST_HIDDEN;
int mmr_st_mt_take_far(struct mmr_state *st, uint64_t pfn) MMR_ST_HIDDEN;

/* ---- state-present.c: present sets and their leaves ---- */

void mmr_st_present_init(struct present *p) MMR_ST_HIDDEN;
/* Give @p's leaves back (to the spares), leaving it empty. */
void mmr_st_present_free(struct mmr_state *st, struct present *p) MMR_ST_HIDDEN;
/* pr_leaf_find() and pr_leaf_get() past their cache; @key is MMR_H_KEY'd. */
struct pr_leaf *mmr_st_pr_leaf_find_slow(struct present *p, uint64_t key) MMR_ST_HIDDEN;
struct pr_leaf *mmr_st_pr_leaf_get_slow(struct mmr_state *st, struct present *p,
					uint64_t key) MMR_ST_HIDDEN;
/* Forget the (now empty) leaf of dir slot value @l. */
void mmr_st_pr_leaf_drop(struct mmr_state *st, struct present *p, struct pr_leaf **l) MMR_ST_HIDDEN;
/*
 * Pages present in [lo, hi) (virtual page numbers) of @m.  @mode: 0 count,
 * 1 count and remove, 2 count, remove and collect (vpage, pfn) into scratch,
 * 3 count the young ones and make them old (MADV_COLD, MADV_FREE).
 */
uint64_t mmr_st_present_range(struct mmr_state *st, struct st_mm *m, uint64_t lo, uint64_t hi,
			      int mode, size_t *nscratch) MMR_ST_HIDDEN;

/* ---- state-pass.c: reclaim and migration passes ---- */

/* A free pass slot + 1, 0 on ENOMEM. */
int32_t mmr_st_pass_open(struct mmr_state *st) MMR_ST_HIDDEN;
/* pass_add_to() for an mm other than the pass's last. */
void mmr_st_pass_add_slow(struct mmr_state *st, struct pass *p, uint32_t mm,
			  uint64_t npages) MMR_ST_HIDDEN;
/* pass_add_pfn() once the array is full. */
void mmr_st_pass_add_pfn_slow(struct pass *p, uint64_t pfn) MMR_ST_HIDDEN;
/* Forget a tentative pass (its frees were an exit, a munmap, ...); *@slot = 0. */
void mmr_st_pass_drop(struct mmr_state *st, int32_t *slot) MMR_ST_HIDDEN;
/* Emit the pass's UNMAPs (one per mm, in first-seen order) and close it. */
void mmr_st_pass_close(struct mmr_state *st, int32_t slot, unsigned int kind,
		       const struct mmr_event *ev, int32_t pid, uint32_t cpu) MMR_ST_HIDDEN;
/* Does @ev come from a task in reclaim (direct, or kswapd and the like)? Its task in *@tp. */
int mmr_st_in_reclaim(struct mmr_state *st, const struct mmr_event *ev,
		      struct st_task **tp) MMR_ST_HIDDEN;
void mmr_st_on_write_folio(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_shrink(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_migration_pte(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_migrate_pages(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;

/* ---- state-syscall.c: syscalls in flight: munmap, madvise, mprotect, mremap ---- */

/* @t's syscall in flight is over, its sys_exit unseen: emit what it stashed. */
/* A task switched out / in: its mmu_gather in flight, if any, counts in st_mm.gather_off. */
void mmr_st_sc_switch_out(struct mmr_state *st, struct st_task *t);
void mmr_st_sc_switch_in(struct mmr_state *st, struct st_task *t);
void mmr_st_sc_settle(struct mmr_state *st, struct st_task *t,
		      const struct mmr_event *ev) MMR_ST_HIDDEN;
/* The first page a munmap or madvise of @t frees: its unmap is emitted now. */
void mmr_st_sc_emit_at_free(struct mmr_state *st, struct st_task *t,
			    const struct mmr_event *ev) MMR_ST_HIDDEN;
/* The stashed unmap of @t's syscall @sc; ts of @ev (NULL: now). */
void mmr_st_sc_emit(struct mmr_state *st, struct st_task *t, int sc,
		    const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_sys_enter(struct mmr_state *st, const struct mmr_event *ev, int sc) MMR_ST_HIDDEN;
void mmr_st_on_sys_exit(struct mmr_state *st, const struct mmr_event *ev, int sc) MMR_ST_HIDDEN;

/* ---- state-vma.c: address spaces: VMAs, page-table spans, pages without faults ---- */

/* How a new mm's layout is known: a process older than the trace, exec, fork. */
enum { MMR_ST_VM_OLD, MMR_ST_VM_EXEC, MMR_ST_VM_FORK };
int mmr_st_vm_setup(struct mmr_state *st) MMR_ST_HIDDEN;
void mmr_st_vm_teardown(struct mmr_state *st) MMR_ST_HIDDEN;
/* Mm @id was just created (mm_new()), @how; MMR_ST_VM_FORK copies @parent's layout. */
void mmr_st_vm_mm_new(struct mmr_state *st, uint32_t id, int how, uint32_t parent) MMR_ST_HIDDEN;
void mmr_st_vm_mm_free(struct mmr_state *st, struct st_mm *m) MMR_ST_HIDDEN;
/* A fault at @addr outside the last fault's VMA or span (vm_fault()). */
void mmr_st_vm_fault_slow(struct mmr_state *st, struct st_mm *m, uint64_t addr) MMR_ST_HIDDEN;
/*
 * The PTE tables of @m that may hold dirty shared pages: a page of a shared
 * writable VMA was mapped in their span (st_vm.dirty), an upper bound of
 * what the trace can tell; 0 when the layout is unknown.
 */
uint32_t mmr_st_vm_dirty_tables(const struct mmr_state *st, const struct st_mm *m) MMR_ST_HIDDEN;
/*
 * Unmap [start, end) of @m: its pages (removed, into *@npages), the VMAs that
 * had some (*@nr_vmas), its VMAs.  1 when page tables were freed, 0 when not,
 * -1 when @m's layout is unknown (nothing done).
 */
int mmr_st_vm_unmap(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		    uint64_t *npages, unsigned int *nr_vmas) MMR_ST_HIDDEN;
/*
 * Present pages of [start, end) into *@npages, and the VMAs holding some
 * (*@nr_vmas, may be NULL); @mode as mmr_st_present_range()'s (0 count, 1
 * remove too).  -1 when @m's layout is unknown.
 */
int mmr_st_vm_pages(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end, int mode,
		    uint64_t *npages, unsigned int *nr_vmas) MMR_ST_HIDDEN;
/*
 * mprotect: the present pages whose PTEs change (*@npages), the VMAs they
 * are in (*@nr_vmas), whether every change only adds permissions (*@grant);
 * the VMAs take the new protection.  -1 unknown layout.
 */
int mmr_st_vm_mprotect(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		       uint64_t prot, uint64_t *npages, unsigned int *nr_vmas,
		       int *grant) MMR_ST_HIDDEN;
/* madvise's VMA flags and populate; -1 unknown layout. */
int mmr_st_vm_madvise(struct mmr_state *st, struct st_mm *m, uint32_t id, uint64_t start,
		      uint64_t end, uint64_t behavior) MMR_ST_HIDDEN;
/*
 * MADV_PAGEOUT of [start, end): removes the pages reclaim can unmap (those of
 * file VMAs; of anonymous ones only with swap: metadata swap_kb, taken as 0
 * when absent) into *@npages.  -1 unknown layout (nothing done).
 */
int mmr_st_vm_pageout(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t end,
		      uint64_t *npages) MMR_ST_HIDDEN;
/* MADV_DONTNEED of [start, end) emptied its pages: 6.14+ frees whole spans' tables. */
void mmr_st_vm_dontneed(struct mmr_state *st, struct st_mm *m, uint64_t start,
			uint64_t end) MMR_ST_HIDDEN;
/*
 * mremap of [start, start + old_len) to @dst (== start: in place) with
 * new_len: the VMAs.  The destination's pages that an MREMAP_FIXED unmapped
 * (*@dst_pages, removed), whether that freed tables, and whether the source's
 * going freed tables.  -1 unknown layout.
 */
int mmr_st_vm_mremap(struct mmr_state *st, struct st_mm *m, uint64_t start, uint64_t old_len,
		     uint64_t new_len, uint64_t dst, uint64_t *dst_pages, int *src_freed,
		     int *dst_freed) MMR_ST_HIDDEN;
void mmr_st_on_vm_enter(struct mmr_state *st, const struct mmr_event *ev, int sc) MMR_ST_HIDDEN;
void mmr_st_on_vm_exit(struct mmr_state *st, const struct mmr_event *ev, int sc) MMR_ST_HIDDEN;
/* mm_filemap_map_pages of indices [index, last] in the fault at @fault_vpage of mm @id */
void mmr_st_vm_fault_around(struct mmr_state *st, uint32_t id, uint64_t fault_vpage,
			    uint64_t index, uint64_t last) MMR_ST_HIDDEN;

/* ---- state-filemap.c: page-cache folios, and which of them faults mapped ---- */

/* The tables of @fm, empty (mmr_state_new()); mmr_st_filemap_free() frees them. */
void mmr_st_filemap_init(struct filemap *fm) MMR_ST_HIDDEN;
void mmr_st_filemap_free(struct filemap *fm) MMR_ST_HIDDEN;
void mmr_st_on_filemap_add(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
void mmr_st_on_filemap_delete(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;
/* mm_filemap_fault and mm_filemap_map_pages */
void mmr_st_on_filemap_map(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;

/*
 * exceptions:page_fault_kernel: the kernel touched a user address of the
 * current task (copy_to_user() in read(), futex, ...) and mapped its page:
 * only the layout takes it (its span's PTE table, st_vm.dirty); the
 * tracker's present pages and copy-on-write ops come from user faults
 */
void mmr_st_on_fault_kernel(struct mmr_state *st, const struct mmr_event *ev) MMR_ST_HIDDEN;

/* ---- inline: address spaces ---- */

/* A fault of @m at @addr: its span has a PTE table, its VMA exists. */
static inline __attribute__((always_inline)) void vm_fault(struct mmr_state *st, struct st_mm *m,
							   uint64_t addr)
{
	struct st_vm *vm = m->vm;

	if (__builtin_expect(!vm || (addr >= vm->c_lo && addr < vm->c_hi &&
				     (addr >> VMA_SPAN_SHIFT) == vm->c_span), 1))
		return;
	mmr_st_vm_fault_slow(st, m, addr);
}

/* ---- inline: ops ---- */

/*
 * Zero an op with seven 16-byte stores and one 8-byte store: a plain struct
 * zeroing compiles to `rep stos`, whose start-up cost is several times that.
 */
typedef uint64_t op_zvec __attribute__((vector_size(16), aligned(8), may_alias));
typedef uint64_t op_zword __attribute__((may_alias));

static inline void op_zero(struct mmr_op *op)
{
	op_zvec *v = (op_zvec *)(void *)op, z = { 0, 0 };

	_Static_assert(sizeof(struct mmr_op) == 7 * 16 + 8 || sizeof(void *) != 8,
		       "struct mmr_op changed: update op_zero()");
	v[0] = z;
	v[1] = z;
	v[2] = z;
	v[3] = z;
	v[4] = z;
	v[5] = z;
	v[6] = z;
	((op_zword *)(void *)op)[14] = 0;
}

/*
 * A new op, every field zero but those every op takes from its event.
 * Inline, and zeroed by op_zero(): it runs for every op.
 */
static inline struct mmr_op *op_push(struct mmr_state *st, unsigned int kind,
				     const struct mmr_event *ev)
{
	struct mmr_op *op;

	if (__builtin_expect(st->hot.nr_ops == st->cap_ops, 0) && mmr_st_ops_grow(st) < 0)
		return NULL;
	op = &st->hot.ops[st->hot.nr_ops++];
	op_zero(op);
	op->ts = ev ? ev->ts : st->now;
	op->kind = (uint16_t)kind;
	op->cpu = ev ? ev->cpu : 0;
	op->pid = ev ? ev->pid : 0;
	op->ev = ev;
	return op;
}

/*
 * Would an op of @ev on its CPU be news to the act_mask models?  Exact for the
 * first op of an event (the shown state is what the ops before it left), as
 * PAGE_ALLOC and PAGE_FREE are: see op_news() in engine-local.h.
 */
static inline int ev_news(const struct mmr_state *st, const struct mmr_event *ev)
{
	return (!st->hot.news_seen[ev->cpu] && st->cpu[ev->cpu].curr >= 0) ||
	       (ev->pid > 0 && st->hot.news_pid[ev->cpu] != ev->pid);
}

/*
 * A second op of the same event: a copy of @prev (the last op pushed) as kind
 * @kind.  @prev saves recomputing both addresses from nr_ops; it is only read
 * again when the array moved.
 */
static inline struct mmr_op *op_push_copy(struct mmr_state *st, struct mmr_op *prev,
					  unsigned int kind)
{
	struct mmr_op *op;

	if (__builtin_expect(st->hot.nr_ops == st->cap_ops, 0)) {
		if (mmr_st_ops_grow(st) < 0)
			return NULL;
		prev = &st->hot.ops[st->hot.nr_ops - 1];
	}
	op = prev + 1;
	*op = *prev;
	st->hot.nr_ops++;
	op->kind = (uint16_t)kind;
	return op;
}

/* ---- inline: mms and tasks ---- */

/* mm 0 needs no test of its own: its record exists once any mm does, and is never live */
static inline struct st_mm *mm_of(struct mmr_state *st, uint32_t id)
{
	return (id < st->nr_mm && st->mm[id].live) ? &st->mm[id] : NULL;
}

static inline int mm_usable(struct mmr_state *st, uint32_t id)
{
	struct st_mm *m = mm_of(st, id);

	return m && !m->dying;
}

static inline struct st_task *task_find(struct mmr_state *st, int32_t pid)
{
	return mmr_hash_find(&st->tasks, MMR_H_KEY((uint32_t)pid));
}

/* task_find() for the page-event paths, through the per-CPU cache. */
static inline struct st_task *task_of_page_event(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];

	if (c->tcache_pid != ev->pid || c->tcache_gen != st->task_gen) {
		c->tcache = task_find(st, ev->pid);
		c->tcache_pid = ev->pid;
		c->tcache_gen = st->task_gen;
	}
	return c->tcache;
}

/*
 * task_get() when there is nothing to do but the lookup: a known task, no
 * longer provisional, not named kswapd*, in the thread group @tgid says (or
 * no @tgid).  Inline, without mmr_st_task_get_slow()'s frame: every
 * sched_switch looks up both of its tasks, and most events of a task the
 * last switch on their CPU did not name look it up once.
 */
static inline __attribute__((always_inline)) struct st_task *task_get(struct mmr_state *st,
								     int32_t pid, int32_t tgid,
								     const char *comm)
{
	struct st_task *t = pid > 0 ? task_find(st, pid) : NULL;

	if (__builtin_expect(t && !t->provisional && !(comm && comm[0] == 'k' && comm[1] == 's') &&
			     (tgid <= 0 || tgid == t->tgid || t->kind != TASK_USER || tgid == pid), 1))
		return t;
	return mmr_st_task_get_slow(st, pid, tgid, comm);
}

/* ---- inline: pages ---- */

static inline struct st_page *page_find(struct mmr_state *st, uint64_t pfn)
{
	struct pfn_map *pm = &st->pages;
	uint32_t idx;

	if (__builtin_expect(pfn < pm->flat_n, 1)) {
		idx = pm->flat[pfn] & PFN_IDX_MASK;
		return idx ? &pm->pool[idx] : NULL;
	}
	if (!pm->big.count)
		return NULL;
	return mmr_hash_find(&pm->big, MMR_H_KEY(pfn));
}

#define POP_AHEAD 4

/* A free record's index (nr_free > 0), fetching the one POP_AHEAD pops later. */
static inline uint32_t free_pop(struct pfn_map *pm)
{
	uint32_t idx = pm->free_stack[--pm->nr_free];

	if (pm->nr_free >= POP_AHEAD)
		__builtin_prefetch(&pm->pool[pm->free_stack[pm->nr_free - POP_AHEAD]], 1);
	return idx;
}

static inline void free_push(struct pfn_map *pm, uint32_t idx)
{
	pm->free_stack[pm->nr_free++] = idx; /* nr_free < top <= cap */
}

/* Forget @pfn, whose record is @pg (from page_find / page_insert). */
static inline void page_remove(struct mmr_state *st, uint64_t pfn, struct st_page *pg)
{
	struct pfn_map *pm = &st->pages;
	uint32_t idx;

	pm->count--;
	if (__builtin_expect(pfn >= pm->flat_n, 0)) {
		mmr_hash_remove_at(&pm->big, pg);
		st->pages_shrunk = 1;
		return;
	}
	idx = (uint32_t)(pg - pm->pool);
	pm->flat[pfn] &= ~PFN_IDX_MASK;
	free_push(pm, idx);
}

/* The record of @pfn, inserted zeroed when absent (*@created = 1); NULL on ENOMEM. */
static inline struct st_page *page_insert(struct mmr_state *st, uint64_t pfn, int *created)
{
	struct pfn_map *pm = &st->pages;
	uint32_t idx;
	struct st_page *pg;

	/* the common case: in the table, and a record on the free stack or none needed */
	if (__builtin_expect(pfn < pm->flat_n, 1)) {
		uint32_t e = pm->flat[pfn];

		idx = e & PFN_IDX_MASK;
		if (idx) {
			*created = 0;
			return &pm->pool[idx];
		}
		if (pm->nr_free) {
			idx = free_pop(pm);
			pg = &pm->pool[idx];
			memset(pg, 0, sizeof(*pg));
			pm->flat[pfn] = e | idx;
			pm->count++;
			*created = 1;
			return pg;
		}
	}
	return mmr_st_page_insert_slow(st, pfn, created);
}

static inline int zone_of(struct mmr_state *st, uint64_t pfn)
{
	const struct mmr_zone *z;

	if (!st->nr_zones)
		return -1;
	z = &st->zones[st->last_zone];
	if (pfn >= z->start_pfn && pfn < z->end_pfn)
		return (int)st->last_zone;
	return mmr_st_zone_of_slow(st, pfn);
}

/*
 * Remember the migratetype @pfn is allocated as (pcp types 0..2, else
 * unknown): in its pfn-table entry, next to its record index, so the
 * free finds it in the entry it reads anyway.
 */
static inline void mt_remember(struct mmr_state *st, uint64_t pfn, int mt)
{
	struct pfn_map *pm = &st->pages;
	uint32_t v = mt >= 0 && mt < 3 ? (uint32_t)(mt + 1) : 0, *l;

	if (__builtin_expect(pfn >= pm->flat_n, 0)) {
		mmr_st_mt_remember_far(st, pfn, mt);
		return;
	}
	l = &pm->flat[pfn];
	if ((*l >> PFN_MT_SHIFT) != v) /* no write, no page, for an unknown type on a zero entry */
		*l = (*l & PFN_IDX_MASK) | (v << PFN_MT_SHIFT);
}

/* The migratetype @pfn was allocated as (forgotten now), -1 unknown. */
static inline int mt_take(struct mmr_state *st, uint64_t pfn)
{
	struct pfn_map *pm = &st->pages;
	uint32_t *l, v;

	if (__builtin_expect(pfn >= pm->flat_n, 0))
		return mmr_st_mt_take_far(st, pfn);
	l = &pm->flat[pfn];
	v = *l >> PFN_MT_SHIFT;
	if (v)
		*l &= PFN_IDX_MASK;
	return (int)v - 1;
}

/*
 * The table entry of @pfn (NULL past the table): a page event reads and
 * writes it up to three times (record, remove, migratetype), one lookup
 * serves them all.
 */
static inline uint32_t *pfn_entry(struct pfn_map *pm, uint64_t pfn)
{
	return __builtin_expect(pfn < pm->flat_n, 1) ? pm->flat + pfn : NULL;
}

/* page_remove() of @pg through its leaf entry @ent (from pfn_entry()), or without. */
static inline __attribute__((always_inline)) void page_remove_ent(struct mmr_state *st,
								  uint64_t pfn, struct st_page *pg,
								  uint32_t *ent)
{
	struct pfn_map *pm = &st->pages;

	if (__builtin_expect(!ent, 0)) {
		page_remove(st, pfn, pg);
		return;
	}
	pm->count--;
	free_push(pm, *ent & PFN_IDX_MASK);
	*ent &= ~PFN_IDX_MASK;
}

static inline void set_page_op(struct mmr_state *st, struct mmr_op *op, const struct mmr_event *ev)
{
	op->pfn = ev->page.pfn;
	op->order = ev->page.order;
	op->migratetype = ev->page.migratetype;
	op->gfp_flags = ev->page.gfp_flags;
	op->zone = zone_of(st, ev->page.pfn);
	op->node = op->zone >= 0 ? st->zones[op->zone].node : -1;
}

/* ---- inline: passes ---- */

/*
 * Count @npages of @mm in the pass: inline for a free of the mm the pass's last
 * entry has (a pass's frees come in runs of one mm; each mm has one entry).
 */
static inline __attribute__((always_inline)) void pass_add_to(struct mmr_state *st,
							      struct pass *p, uint32_t mm,
							      uint64_t npages)
{
	if (__builtin_expect(p->nr && p->ent[p->nr - 1].mm == mm, 1))
		p->ent[p->nr - 1].npages += npages;
	else
		mmr_st_pass_add_slow(st, p, mm, npages);
}

/*
 * Inline: one per reclaim-candidate free; the array has room, or is full at
 * PASS_MAX_PFNS (a long pass) and the pfn is not kept, without a call.
 */
static inline __attribute__((always_inline)) void pass_add_pfn(struct pass *p, uint64_t pfn)
{
	if (__builtin_expect(p->nr_pfns < p->cap_pfns, 1))
		p->pfns[p->nr_pfns++] = pfn;
	else if (p->cap_pfns <= PASS_MAX_PFNS / 2) /* the slow path grows it, or keeps nothing */
		mmr_st_pass_add_pfn_slow(p, pfn);
}

/* ---- inline: present sets ---- */

/* @lf (key @key) is now the latest leaf looked up: the other goes second. */
static inline void pr_cache_put(struct present *p, uint64_t key, struct pr_leaf *lf)
{
	p->last_key[1] = p->last_key[0];
	p->last_leaf[1] = p->last_leaf[0];
	p->last_key[0] = key;
	p->last_leaf[0] = lf;
}

/* The leaf of cached @key, NULL if not cached (the second entry becomes the first). */
static inline __attribute__((always_inline)) struct pr_leaf *pr_cache_get(struct present *p,
									  uint64_t key)
{
	struct pr_leaf *lf;

	if (__builtin_expect(p->last_key[0] == key, 1))
		return p->last_leaf[0];
	if (p->last_key[1] != key)
		return NULL;
	lf = p->last_leaf[1];
	pr_cache_put(p, key, lf);
	return lf;
}

/* @lf is being freed: not cached any more. */
static inline void pr_cache_drop(struct present *p, const struct pr_leaf *lf)
{
	if (p->last_leaf[1] == lf) {
		p->last_key[1] = 0;
		p->last_leaf[1] = NULL;
	}
	if (p->last_leaf[0] == lf) {
		p->last_key[0] = p->last_key[1];
		p->last_leaf[0] = p->last_leaf[1];
		p->last_key[1] = 0;
		p->last_leaf[1] = NULL;
	}
}

/* The leaf of @vpage, NULL when none.  Inline: each reclaim free. */
static inline __attribute__((always_inline)) struct pr_leaf *pr_leaf_find(struct present *p,
									  uint64_t vpage)
{
	uint64_t key = MMR_H_KEY(vpage >> PR_SHIFT);
	struct pr_leaf *lf = pr_cache_get(p, key);

	if (__builtin_expect(lf != NULL, 1))
		return lf;
	return mmr_st_pr_leaf_find_slow(p, key);
}

/* The leaf of @vpage, created empty if needed; NULL on ENOMEM.  Inline: each fault, allocation. */
static inline __attribute__((always_inline)) struct pr_leaf *pr_leaf_get(struct mmr_state *st,
									 struct present *p,
									 uint64_t vpage)
{
	uint64_t key = MMR_H_KEY(vpage >> PR_SHIFT);
	struct pr_leaf *lf = pr_cache_get(p, key);

	if (__builtin_expect(lf != NULL, 1))
		return lf;
	return mmr_st_pr_leaf_get_slow(st, p, key);
}

/* The value slot of @vpage in @mm, inserted (value @fresh) when absent; NULL if none. */
/* always inline: in the fault path, where gcc's growth limit may leave it out */
static inline __attribute__((always_inline)) uint64_t *present_slot(struct mmr_state *st,
								    uint32_t mm, uint64_t vpage,
								    uint64_t fresh, int *created)
{
	struct st_mm *m = mm_of(st, mm);
	struct pr_leaf *lf;
	unsigned int i = (unsigned int)(vpage & (PR_LEAF - 1));

	*created = 0;
	if (!m)
		return NULL;
	lf = pr_leaf_get(st, &m->present, vpage);
	if (!lf) {
		st->oom = 1;
		return NULL;
	}
	if (!(lf->bits & (1ull << i))) {
		lf->bits |= 1ull << i;
		lf->pfn[i] = fresh;
		m->present.count++;
		*created = 1;
	}
	lf->old &= ~(1ull << i);
	return &lf->pfn[i];
}

/* present_add(), present_mark(): always inline (gcc's growth limit in the per-event loop) */
static inline __attribute__((always_inline)) void present_add(struct mmr_state *st, uint32_t mm,
							      uint64_t vpage, uint64_t pfn)
{
	int created;
	uint64_t *v = present_slot(st, mm, vpage, pfn, &created);

	if (v)
		*v = pfn;
}

/* @vpage is mapped, pfn not known: keep a known pfn, else record PFN_UNKNOWN. */
#define PFN_UNKNOWN UINT64_MAX
static inline __attribute__((always_inline)) uint64_t *present_mark(struct mmr_state *st,
								    uint32_t mm, uint64_t vpage)
{
	int created;

	return present_slot(st, mm, vpage, PFN_UNKNOWN, &created);
}

/* inline: every reclaim free calls it */
static inline __attribute__((always_inline)) void present_remove_pfn_m(struct mmr_state *st,
								       struct st_mm *m,
								       uint64_t vpage,
								       uint64_t pfn)
{
	unsigned int i = (unsigned int)(vpage & (PR_LEAF - 1));
	struct pr_leaf *lf;

	if (!(lf = pr_leaf_find(&m->present, vpage)))
		return;
	if (!(lf->bits & (1ull << i)) || lf->pfn[i] != pfn)
		return;
	lf->bits &= ~(1ull << i);
	m->present.count--;
	st->present_gen++;
	if (!lf->bits)
		mmr_st_pr_leaf_drop(st, &m->present,
				    mmr_hash_find(&m->present.dir, MMR_H_KEY(vpage >> PR_SHIFT)));
}

/* present_remove_pfn_m() of mm id @mm, when it is live */
static inline void present_remove_pfn(struct mmr_state *st, uint32_t mm, uint64_t vpage,
				      uint64_t pfn)
{
	struct st_mm *m = mm_of(st, mm);

	if (m)
		present_remove_pfn_m(st, m, vpage, pfn);
}

#endif
