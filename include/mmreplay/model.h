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
 * whose abi_version must be MMR_MODEL_ABI_VERSION (or 1 or 2, without the
 * fields added since).
 */
#ifndef MMREPLAY_MODEL_H
#define MMREPLAY_MODEL_H

#include <stdint.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/export.h"
#include "mmreplay/meta.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * 2 added mmr_model_ops.act_mask, 3 added mmr_model_ops.flags.  Models built
 * for 1 or 2 still load: the engine reads no field their struct lacks (then
 * act_mask and flags count as 0).
 */
#define MMR_MODEL_ABI_VERSION 3

/*
 * ============================ The op stream ============================
 *
 * replay/state*.c derive every op below from the events; models never see
 * tracepoints.  Ops arrive in trace order (ts never decreases).  Exactly what
 * each op means, and how it is derived:
 *
 * MMR_OP_SWITCH      sched:sched_switch on @cpu: @pid (= next_pid) now runs there.
 *                    @mm is its dense mm id, or 0 when the next task is idle (pid 0)
 *                    or a kernel thread.  Before the op is delivered the state is
 *                    already updated: for a user task loaded_mm(cpu) = mm,
 *                    lazy(cpu) = 0 and ran_on(mm, cpu) = 1; for idle / a kernel
 *                    thread loaded_mm(cpu) keeps the previous user mm and
 *                    lazy(cpu) = 1.  A kernel thread is: pid 0, pid 2 (kthreadd),
 *                    any child of a kernel thread (fork/newtask from one), or a
 *                    task first seen without such a record whose comm starts
 *                    with a kernel-thread name (kworker/, ksoftirqd/, kswapd,
 *                    migration/, rcu_, cpuhp/, idle_inject/, kcompactd, khugepaged,
 *                    watchdog/, irq/, jbd2/, ...) and that never faulted in user
 *                    mode or made a syscall.  Any other task is a user task.
 *                    The first event seen on a CPU before any switch there also
 *                    sets that CPU's current task (without an op).  So does an
 *                    event of another task than the CPU's current one (every
 *                    event carries the pid of the task current on its CPU, so a
 *                    sched_switch was not traced: idle-to-task switches go
 *                    missing): the state switches as above, loaded_mm / lazy /
 *                    ran_on included, without an op (counted in the replay
 *                    stats as missed_switches).  An exec
 *                    (sched:sched_process_exec) also emits SWITCH on its CPU with
 *                    the new mm (exec_mmap() loads it), after the old mm's
 *                    UNMAP(EXIT) / MM_EXIT when it was the last user.
 *
 * MMR_OP_UNMAP       @npages pages of @mm stopped being mapped (or, for
 *                    mprotect / MADV_FREE, had their PTEs changed) by @pid on @cpu.
 *                    @unmap_kind says why:
 *   MUNMAP / MADVISE / MPROTECT / MREMAP: one op per syscall.  When the trace
 *                    records that syscall's sys_exit event: emitted at the sys_exit
 *                    of a successful call (ret == 0; mremap: ret not an error), never
 *                    for a failed call.  When it records only sys_enter (common: the
 *                    exits double the events for a return value): emitted at the
 *                    sys_enter with the pages present then (no ret check; mremap:
 *                    only an in-place shrink, new_len < old_len, is known).  Which
 *                    case holds is learnt per syscall from the trace itself: any
 *                    sys_exit of it means "recorded"; a task that entered it and
 *                    then faults in user mode, enters another syscall, exits or
 *                    execs before that exit shows means "not recorded".  The first
 *                    call of each syscall is thus undecided: its pages are counted
 *                    at its sys_enter and the op is emitted when it is decided (at
 *                    its sys_exit, or at the task's next such event with that
 *                    event's ts, or at the end of the trace).  @enter_ts is the
 *                    sys_enter's ts in every case (the CPUs a flush targets are
 *                    those of that moment; at the exit a long call may have seen
 *                    CPUs idle or wake).  @start/@end = the syscall's range (page aligned,
 *                    end exclusive); @npages = pages present in that range, counted
 *                    from the (mm, virtual page) pairs faulted in by
 *                    exceptions:page_fault_user (+ 1 << order pages for a THP),
 *                    copied at fork, populated (MAP_POPULATE, MAP_LOCKED,
 *                    MADV_POPULATE_*) or mapped by fault-around
 *                    (filemap:mm_filemap_map_pages).
 *                    If the trace has shown no page_fault_user at all so far,
 *                    @npages = len / page size (an upper bound).
 *                    madvise: only behaviours that change PTEs: DONTNEED (4),
 *                    REMOVE (9), DONTNEED_LOCKED (24) remove the pages; PAGEOUT
 *                    (21), where the tracker knows the VMAs, is a reclaim pass
 *                    instead (UNMAP(RECLAIM) of the pages reclaim can unmap: of
 *                    file VMAs, and of anonymous ones only when metadata swap_kb
 *                    says there is swap; then PASS_END, both at the call's
 *                    emission point);
 *                    FREE (8) and COLD (20) keep them present and count only the
 *                    young ones (they age PTEs: a page is young from its fault or
 *                    mapping to the next FREE / COLD; fork's copies are old).
 *                    mprotect keeps pages present and, where the tracker knows
 *                    the mm's VMAs, counts only pages whose VMA's protection
 *                    changes and was not PROT_NONE (a PROT_NONE PTE is not in the
 *                    TLB: pte_needs_flush()); @unmap_flags has MMR_UNMAP_F_GRANT
 *                    when every such change only adds permissions.  mremap: pages
 *                    of a moved range move to the new address (the op of the move
 *                    has MMR_UNMAP_F_RANGE); a shrunk tail is removed; a move
 *                    onto mapped memory first unmaps it (an op of its own).
 *                    @freed_tables: page tables were freed.  Where the tracker knows
 *                    the mm's VMAs (replay/state-vma.c: a process born in the trace,
 *                    or one the recording's maps.<tgid> snapshot describes), when the
 *                    unmap left a 2 MiB span with a PTE table and no VMA
 *                    (free_pgtables()); then an op may have @npages 0 and
 *                    @freed_tables 1 (the tables of a range without present pages:
 *                    tlb_flush_mmu_tlbonly() still flushes), and a moving mremap
 *                    has a second op for its old range's tables.  Else when the
 *                    range covers a whole 2 MiB-aligned span and had pages.
 *                    No op when neither pages nor tables go.
 *                    @nr_vmas: the VMAs that had pages in the range (tlb_end_vma()
 *                    flushes once per VMA); 0 when the layout is unknown (treat as
 *                    one VMA).
 *   RECLAIM:         owned pages (allocated in a user fault of @mm) freed by a task
 *                    outside an unmapping syscall, when that task then ends a
 *                    reclaim pass (vmscan:mm_vmscan_lru_shrink_inactive): kswapd,
 *                    a direct reclaimer, or a task in memcg reclaim inside its own
 *                    fault (vmscan:mm_vmscan_memcg_reclaim_begin/end bound it like
 *                    direct_reclaim_begin/end; neither ends a fault context).  Frees followed by a syscall entry, exit_mmap, exit or
 *                    exec instead, or older than 100 ms at the next free, are not
 *                    reclaim.  Emitted at the pass end: one op
 *                    per mm with @npages = its pages freed during the pass,
 *                    @dirty = 0, @cpu/@pid/@ts = the pass end event's, then one
 *                    PASS_END.  A dirty page is different: when
 *                    vmscan:mm_vmscan_write_folio names an owned pfn, the op
 *                    UNMAP(RECLAIM, npages = 1, dirty = 1, @pfn) is emitted at once,
 *                    immediately followed by WRITEBACK (the kernel unmaps the page
 *                    before it calls try_to_unmap_flush_dirty() and pageout()); that
 *                    pfn is not counted again when it is freed later.
 *   MIGRATION:       migrate:set_migration_pte events of the migrating task
 *                    (attributed to that task's mm; kernel threads: not attributed,
 *                    counted in the state's stats), emitted at the end of the batch
 *                    (migrate:mm_migrate_pages by that task): one op per mm, then
 *                    PASS_END.  If the trace has shown no set_migration_pte so far,
 *                    @npages = mm_migrate_pages' succeeded count for the task's mm.
 *   EXIT:            mmap:exit_mmap (or the last task of the mm exiting / exec'ing
 *                    when exit_mmap is absent): @npages = pages present,
 *                    @freed_tables = 1 (fullmm teardown).  Followed by MM_EXIT.
 *   FORK:            task:task_newtask without CLONE_VM from a user task: dup_mmap()
 *                    write-protected the parent's private pages and ends with
 *                    flush_tlb_mm(parent) = flush_tlb_mm_range(mm, 0, TLB_FLUSH_ALL,
 *                    0, true).  @mm = the parent's, @npages = 0 (no page leaves:
 *                    no page leaves; a model flushes the whole
 *                    mm), @freed_tables = 1 as flush_tlb_mm() says, at the
 *                    newtask event (traced after copy_mm()).  Not derived from
 *                    sched_process_fork alone: without clone_flags a thread
 *                    cannot be told from a process.
 *   COW:             a write fault on a present page (exceptions:page_fault_user
 *                    with error_code PROT|WRITE, bits 0 and 1) that allocates a
 *                    user page: wp_page_copy() replaced the PTE and flushed the
 *                    old one with ptep_clear_flush() (a CoW break after fork, or
 *                    a write to the zero page).  Emitted after that allocation's
 *                    PAGE_ALLOC / CHARGE: @npages = 1, @start/@end = the page,
 *                    once per fault.  Not when the task is migrating (a NUMA
 *                    hinting fault allocates the migration target).
 *
 * MMR_OP_PASS_END    a reclaim pass (shrink_folio_list) or a migration batch ended
 *                    on @cpu by @pid: try_to_unmap_flush() point.  @unmap_kind =
 *                    RECLAIM or MIGRATION.  Emitted after that pass's UNMAPs, also
 *                    when the pass unmapped nothing this tracker could attribute
 *                    (models with an empty batch do nothing).
 * MMR_OP_WRITEBACK   vmscan:mm_vmscan_write_folio on @cpu by @pid, @pfn: the
 *                    try_to_unmap_flush_dirty() point.  @mm = owner of @pfn or 0.
 * MMR_OP_PAGE_ALLOC  kmem:mm_page_alloc: @pfn, @order, @migratetype, @gfp_flags,
 *                    @cpu, @zone (index into the metadata zone table, -1 unknown),
 *                    @node (the zone's node, -1 unknown), @mm = the allocating
 *                    task's mm when the allocation is in its fault context (after
 *                    exceptions:page_fault_user of the same pid on the same CPU,
 *                    before that task's next non-allocation event there), else 0.
 *                    The fault context survives the reclaim, migration and kernel
 *                    fault events inside the fault (memcg / direct reclaim), the
 *                    measured events other pids trace on that CPU, and a switch
 *                    (the task resumes the fault where it runs next, unless it is
 *                    exiting); it ends at the task's next other event.
 *                    Only user allocations (migratetype 1 = movable, or gfp with
 *                    __GFP_HARDWALL 0x100000, or migratetype untraced) become
 *                    owned user pages (present, reclaimable); page tables and slab
 *                    allocated in the fault are charged only.
 *                    @reused_pending = 1 when this pfn was unmapped by a RECLAIM or
 *                    MIGRATION UNMAP earlier in the trace and has not been allocated
 *                    since; @unmap_ts is then when it was unmapped: for reclaim the
 *                    ts of the pass end that emitted its UNMAP (= that UNMAP op's
 *                    ts) or, for a dirty page, of its write_folio (= the dirty
 *                    UNMAP's ts); for migration the ts of the old page's free
 *                    (before the batch's UNMAP op, which comes at mm_migrate_pages).
 *                    A model compares it with its own last flush to tell whether
 *                    that flush already covered the pfn.
 * MMR_OP_PAGE_FREE   kmem:mm_page_free: @pfn, @order, @cpu, @zone, @node, @mm =
 *                    owner or 0, @migratetype = the one the page (head pfn) was
 *                    allocated as in this trace when it is a pcp type (0..2), -1
 *                    when unknown (allocated before the trace, or another type):
 *                    the tracepoint does not carry it.  Same on its UNCHARGE.
 *                    kmem:mm_page_free_batched gives no op once the trace has shown
 *                    an mm_page_free: free_unref_folios() (free_unref_page_list()
 *                    before 6.9) traces mm_page_free for each folio of the batch in
 *                    free_pages_prepare(), then mm_page_free_batched for the same
 *                    folio: a second record of one free.  In a trace without
 *                    mm_page_free it is the free (order 0).
 * MMR_OP_CHARGE      right after a PAGE_ALLOC in a user task's fault context:
 *                    @npages = 1 << order charged to @memcg (see
 *                    mmr_state_memcg_source()) on @cpu, @mm, @pfn, @order.
 * MMR_OP_UNCHARGE    right after the PAGE_FREE of a page that was charged:
 *                    @npages, @memcg as charged, @cpu = the freeing CPU.
 * MMR_OP_MIGRATE     migrate:mm_migrate_pages with reason MR_NUMA_MISPLACED (5):
 *                    @npages = succeeded, @node = destination.  The destination is
 *                    not traced: it is the node of the CPU the event came from
 *                    (metadata numa.<n>.cpus; misplaced pages move towards the
 *                    faulting CPU), 0 when the metadata has no NUMA table.
 * MMR_OP_MM_EXIT     @mm is gone; after this op its id may be reused by a new mm.
 *
 * Per-CPU metric attribution: a metric's help text says which CPU it is counted
 * on, and the measured side (replay/measure-tlb.c) uses the same CPU so diff can
 * pair them per CPU: tlb.flush_rounds and tlb.local_flush on the sender (the op's
 * @cpu); tlb.ipi, tlb.full_flush and tlb.invlpg on the TARGET CPU (the one that
 * receives the request: models count each request on its target, the measurer
 * counts csd:csd_queue_cpu on its cpu= field, not on the sending CPU).
 */

/* What an unmap was for. */
enum mmr_unmap_kind {
	MMR_UNMAP_MUNMAP,
	MMR_UNMAP_MADVISE,
	MMR_UNMAP_MPROTECT,
	MMR_UNMAP_MREMAP,
	MMR_UNMAP_RECLAIM,
	MMR_UNMAP_MIGRATION,
	MMR_UNMAP_EXIT, /* exit_mmap: fullmm teardown */
	MMR_UNMAP_FORK, /* dup_mmap(): flush_tlb_mm(parent), npages 0 */
	MMR_UNMAP_COW,  /* wp_page_copy(): ptep_clear_flush() of one page */
};

/*
 * SWITCH's @unmap_flags.  INFERRED: the trace showed no switch; the task was
 * woken onto this idle CPU (sched_wakeup), and woken tasks usually run
 * there before a sched_switch from idle is traced.  RETRACT: the CPU's next
 * switch came from idle, so the inferred task never ran there: the CPU is
 * as it was before the INFERRED op (idle, @mm the mm it kept loaded), and a
 * model undoes what that op did.
 */
enum {
	MMR_SWITCH_F_INFERRED = 0x1,
	MMR_SWITCH_F_RETRACT = 0x2,
};

/* UNMAP's @unmap_flags */
enum {
	/*
	 * The kernel flushes it with flush_tlb_range(): mremap's move
	 * (move_ptes()), mprotect before the mmu_gather of 6.0
	 * (change_protection()).  x86 made that a freed-tables flush in
	 * 3ef938c35035 (rule range_freed_tables).
	 */
	MMR_UNMAP_F_RANGE = 0x1,
	/*
	 * mprotect that only adds permissions where PTEs change: x86's
	 * pte_needs_flush() asks no flush for it (6.0, c9fe66560bf2).
	 */
	MMR_UNMAP_F_GRANT = 0x2,
	/*
	 * A munmap, madvise or mprotect whose mmu_gather ended while another
	 * thread of the mm was inside one, switched out (mm_tlb_flush_nested()):
	 * tlb_finish_mmu() flushes the whole mm with freed tables instead
	 * (99baac21e458, 7a30df49f63a).  npages may be 0: a call that cleared
	 * nothing still flushes.
	 */
	MMR_UNMAP_F_NESTED = 0x4,
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
	/*
	 * VMAs the range covered (munmap / madvise), 0 if unknown; UNMAP_EXIT:
	 * the PTE tables that may hold dirty shared pages (where a page of a
	 * shared writable VMA was mapped: an upper bound)
	 */
	uint32_t nr_vmas;
	uint8_t dirty;        /* some page was dirty / writable */
	uint8_t freed_tables; /* page tables were freed with the unmap */
	uint8_t reused_pending; /* PAGE_ALLOC: hint that pfn was unmapped in this trace */
	uint8_t unmap_flags;  /* UNMAP: MMR_UNMAP_F_*; SWITCH: MMR_SWITCH_F_* */
	uint64_t pfn;
	int32_t order, migratetype;
	uint64_t gfp_flags;
	uint32_t memcg;       /* dense memcg id; 0 = root */
	int32_t node;         /* NUMA node (MIGRATE destination, page's node) */
	int32_t zone;         /* zone index into the metadata zone table, -1 unknown */
	const struct mmr_event *ev; /* the event that produced the op, NULL if synthetic */
	uint64_t unmap_ts;    /* PAGE_ALLOC with reused_pending: see MMR_OP_PAGE_ALLOC */
	uint64_t enter_ts;    /* UNMAP of a syscall: ts of its sys_enter */
};

/* Shared replay state, read-only for models. */
struct mmr_state;

unsigned int mmr_state_nr_cpus(const struct mmr_state *st) MMR_API;
uint32_t mmr_state_loaded_mm(const struct mmr_state *st, unsigned int cpu) MMR_API;
int mmr_state_lazy(const struct mmr_state *st, unsigned int cpu) MMR_API;
/* CPUs that ran @mm since the tracker last trimmed it (see replay/state-task.c). */
int mmr_state_ran_on(const struct mmr_state *st, uint32_t mm, unsigned int cpu) MMR_API;
const struct mmr_meta *mmr_state_meta(const struct mmr_state *st) MMR_API;
uint64_t mmr_state_now(const struct mmr_state *st) MMR_API;

/*
 * ran_on(mm) as a bitmap of mmr_state_mask_words() 64-bit words (bit c = CPU c);
 * NULL for mm 0 or an unknown mm.  The tracker never trims it: it holds every CPU
 * that ran a task of the mm since the mm was created (models apply their own
 * epoch rule, e.g. clear a CPU on switch-out).  Valid until the next op.
 */
const uint64_t *mmr_state_ran_on_mask(const struct mmr_state *st, uint32_t mm) MMR_API;
unsigned int mmr_state_mask_words(const struct mmr_state *st) MMR_API;
/* Highest mm id in use so far (models may size arrays by it; it grows). */
uint32_t mmr_state_max_mm(const struct mmr_state *st) MMR_API;
/* Pages present in @mm (from faults, minus unmaps); 0 if unknown. */
uint64_t mmr_state_mm_pages(const struct mmr_state *st, uint32_t mm) MMR_API;
/* Process (tgid) of @mm, 0 if unknown. */
int32_t mmr_state_mm_tgid(const struct mmr_state *st, uint32_t mm) MMR_API;
/*
 * Name of @mm: its group leader's comm once a switch showed the leader, else
 * the comm of the first of its threads switched in; "" unknown.  The id @mm
 * is reused once the mm is gone: mmr_state_mm_gen() changes then.
 */
const char *mmr_state_mm_comm(const struct mmr_state *st, uint32_t mm) MMR_API;
uint32_t mmr_state_mm_gen(const struct mmr_state *st, uint32_t mm) MMR_API;
/*
 * 1 when @mm was created in the trace (a fork without CLONE_VM, an exec), 0
 * when it already existed when recording began (or @mm is not live).
 */
int mmr_state_mm_born(const struct mmr_state *st, uint32_t mm) MMR_API;
/* Task running on @cpu (-1 unknown, 0 idle) and the mm of a task (0 none/unknown). */
int32_t mmr_state_current(const struct mmr_state *st, unsigned int cpu) MMR_API;
uint32_t mmr_state_task_mm(const struct mmr_state *st, int32_t pid) MMR_API;
/* NUMA node of @cpu from the metadata (numa.<n>.cpus), 0 when unknown. */
int mmr_state_cpu_node(const struct mmr_state *st, unsigned int cpu) MMR_API;
/*
 * Events of @cpu of a known kind (MMR_EV_NONE < kind < MMR_EV__COUNT) the
 * tracker has taken so far, the current one included (0 for a CPU out of
 * range): two such events of a CPU were adjacent on it when their counts
 * differ by one, whichever of them a measurer reads.
 */
uint64_t mmr_state_cpu_events(const struct mmr_state *st, unsigned int cpu) MMR_API;
/*
 * Was @cpu inside a switch to another address space at @ts: from
 * MMR_STATE_MID_SWITCH_OPEN_NS after a traced sched_switch to a user task
 * whose mm the CPU did not have loaded (switch_mm_irqs_off() writes
 * LOADED_MM_SWITCHING only after prepare_task_switch() and
 * cond_mitigation(); docs/fidelity.md gives the measured bound), until the
 * CPU's next event (x86 traces tlb:tlb_flush reason 0 as switch_mm_irqs_off()
 * loads the new mm), or at most MMR_STATE_MID_SWITCH_MAX_NS while none came?
 * One of the CPU's last two such switches; 0 or 1.
 */
#define MMR_STATE_MID_SWITCH_OPEN_NS 400ull
#define MMR_STATE_MID_SWITCH_MAX_NS 20000ull
int mmr_state_in_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts) MMR_API;
/*
 * Was @ts close enough to one of those switches that the trace cannot order
 * it against switch_mm_irqs_off()'s writes: from the sched_switch until
 * MMR_STATE_MID_SWITCH_OPEN_NS after the window's end; 0 or 1.
 */
int mmr_state_near_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts) MMR_API;
/*
 * Does the trace record the flush_tlb_func CSDs (csd:csd_queue_cpu): its
 * metadata says so, or, with no tracepoints list there, one has shown so
 * far; 0 or 1 (0 above MMR_STATE_CSD_MAX_CPUS CPUs).
 */
int mmr_state_csd_traced(const struct mmr_state *st) MMR_API;
/*
 * The flush_tlb_mm_range() calls of @cpu the trace shows so far (tlb:tlb_flush
 * reason 4 as one sends, or a reason 3 that no reason 4 came just before),
 * and in *@last_ts the ts of the last one (0 none).
 */
uint64_t mmr_state_cpu_flushes(const struct mmr_state *st, unsigned int cpu, uint64_t *last_ts) MMR_API;
/*
 * ts of the last flush_tlb_func CSD the trace showed CPU @src queue for CPU
 * @dst (csd:csd_queue_cpu), 0 when none so far, or when the trace has more
 * than MMR_STATE_CSD_MAX_CPUS CPUs.
 */
#define MMR_STATE_CSD_MAX_CPUS 512u
uint64_t mmr_state_csd_flush(const struct mmr_state *st, unsigned int src, unsigned int dst) MMR_API;

/* Zones from the metadata table "zone.<i>" (docs/metadata-keys.md). */
struct mmr_zone {
	int node;
	char name[16];
	uint64_t start_pfn, end_pfn; /* end exclusive */
	int64_t batch, high;         /* -1 unknown */
	int64_t high_min, high_max;  /* zone.<i>.high_min / high_max, -1 unknown */
};
unsigned int mmr_state_nr_zones(const struct mmr_state *st) MMR_API;
/* Zone @idx (the op's @zone), NULL when out of range. */
const struct mmr_zone *mmr_state_zone(const struct mmr_state *st, int idx) MMR_API;

/* Where memcg ids come from. */
enum mmr_memcg_source {
	MMR_MEMCG_PER_PROCESS = 0, /* no cgroup:cgroup_attach_task: one memcg per mm */
	MMR_MEMCG_CGROUP = 1,      /* from cgroup_attach_task dst_id (tasks not attached: 0) */
};
enum mmr_memcg_source mmr_state_memcg_source(const struct mmr_state *st) MMR_API;
/* Highest memcg id in use so far (dense, from 1; 0 = root / unknown). */
uint32_t mmr_state_max_memcg(const struct mmr_state *st) MMR_API;

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
const char *mmr_params_get(const struct mmr_params *p, const char *name) MMR_API;
/*
 * What parameter @name (given as "auto", or derived from the trace) resolved
 * to, as init() decided: reports print it instead of the given value
 * (`x86:epoch=6.13`, not `epoch=auto`).  Call from init(); @value is copied.
 * 0, MMR_EINVAL (no such parameter) or MMR_ENOMEM.
 */
int mmr_params_resolve(const struct mmr_params *p, const char *name, const char *value) MMR_API;
/* Integer / double parameter, or MMR_EINVAL with @err naming the bad value. */
int mmr_params_i64(const struct mmr_params *p, const char *name, int64_t *out,
		   struct mmr_error *err) MMR_API;
int mmr_params_double(const struct mmr_params *p, const char *name, double *out,
		      struct mmr_error *err) MMR_API;

/*
 * Where a model counts.  @metric indexes the model's metric table.  Counts go to
 * the total, to @cpu's series (ignored when @cpu >= nr_cpus, e.g. (unsigned)-1),
 * and, with --window, to the window holding mmr_state_now().  No allocation on
 * the per-op path except when a new window starts.
 */
struct mmr_counters;
void mmr_count(struct mmr_counters *c, unsigned int metric, unsigned int cpu,
	       int64_t delta) MMR_API;

/*
 * Per-instance counts: one shared lock or counter (a zone's lock, a memcg's
 * counter, a node's rate-limit state).  @inst is the model's own small dense
 * id; mmr_count_instance_name() names it once ("Node 0 Normal", "memcg 3",
 * "node 1"; copied), so reports can show it and `diff` can pair it with the
 * measured side's instance of the same name.  Counts go to the instance only
 * (count the total with mmr_count()); a model may add as it goes or once at
 * finish().  Allocates only when @inst is new.  Name: 0, MMR_EINVAL or
 * MMR_ENOMEM.
 */
void mmr_count_instance(struct mmr_counters *c, unsigned int metric, unsigned int inst,
			int64_t delta) MMR_API;
int mmr_count_instance_name(struct mmr_counters *c, unsigned int inst, const char *name) MMR_API;

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
	/*
	 * Op kinds the model reads, as bits (1u << MMR_OP_*); 0 = every op.  The
	 * engine does not call on_op for the others: with several models and
	 * about two ops per event the skipped calls are a good part of the replay
	 * time (tests/bench-replay.c).
	 */
	uint32_t op_mask;
	/*
	 * ABI 2.  0 = unused (op_mask applies).  Else the op kinds (1u << MMR_OP_*,
	 * plus MMR_OP_ACT_LARGE_FREE) the model acts on: it gets those always and
	 * every other op only when the op shows news about which task runs where,
	 * i.e. when it is a SWITCH; or the tracker knows the task running on its
	 * @cpu (mmr_state_current() >= 0) and no op of that CPU was news since
	 * then; or its event's pid (> 0) is not the pid last shown on the
	 * event's CPU (by a SWITCH's @pid or a news op's event).  An op that
	 * follows another of the same event on the same CPU is never news, so
	 * CHARGE, UNCHARGE and MIGRATE are not even built when no model reads
	 * them (they are still counted in the replay stats).  For a model that reads
	 * the other ops only to follow the running tasks (the TLB models: see
	 * mmr_tlbc_sync() in models/tlb-common.h) the others are no-ops, and
	 * with five models at about 1.2 ops per event they were most of the
	 * replay time.  op_mask is ignored when act_mask is set.
	 */
	uint32_t act_mask;
	/* ABI 3.  What the model declares of itself: MMR_MODEL_F_* bits, 0 = none. */
	uint32_t flags;
};

/* act_mask: PAGE_FREE ops of order > 0 only (a model that counts large folios) */
#define MMR_OP_ACT_LARGE_FREE (1u << 31)

/*
 * flags: given every PAGE_ALLOC and CHARGE (op_mask names both, act_mask 0),
 * the model does with a PAGE_ALLOC that a CHARGE of the same event follows
 * nothing that the CHARGE would not do the same way (at the same time, on the
 * same CPU) when it comes without it: then the engine leaves such a
 * PAGE_ALLOC out.  The stock models read PAGE_ALLOC only because it ends the
 * CPU's uncharge run, and so does the CHARGE (models/memcg-sim.c); the call
 * was two of the ~5 model calls per event of tests/test_lock_bench.c's
 * allocations.
 */
#define MMR_MODEL_F_CHARGE_COVERS_ALLOC (1u << 0)

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
	/*
	 * Event kinds it reads (bit k: kind k) among those of its @needs
	 * classes; 0 = all of them.  A measurer that must know of the events
	 * it does not read asks mmr_state_cpu_events().
	 */
	uint64_t kinds;
};

/* Entry point a model shared object exports. */
typedef const struct mmr_model_ops *(*mmr_model_entry_fn)(void);
#define MMR_MODEL_ENTRY_SYMBOL "mmr_model_entry"

#ifdef __cplusplus
}
#endif
#endif
