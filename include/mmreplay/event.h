/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Normalized events.
 *
 * Every source (trace.dat, .mmr, .mms scenario, live capture) turns the
 * tracepoint hits that mmreplay understands into struct mmr_event, one per
 * hit, delivered in one global timestamp order.  The event table below is the
 * single list of understood tracepoints; each kind also has a field table
 * (struct mmr_field) naming its fields exactly as the kernel's tracepoint
 * format does, with where each lands in struct mmr_event.  Decoders, the
 * scenario parser, the .mmr codec and `mmreplay info` are all driven by those
 * tables, so adding a field touches one place.
 */
#ifndef MMREPLAY_EVENT_H
#define MMREPLAY_EVENT_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Event classes of DESIGN.md; a bit each, so a consumer can say what it needs. */
enum mmr_class {
	MMR_CLASS_SCHEDULE = 1u << 0,
	MMR_CLASS_UNMAP = 1u << 1,
	MMR_CLASS_FAULT = 1u << 2,
	MMR_CLASS_ALLOC = 1u << 3,
	MMR_CLASS_MIGRATE = 1u << 4,
	MMR_CLASS_MEASURED = 1u << 5,
	MMR_CLASS_META = 1u << 6, /* lost-event markers */
};

/*
 * X(ENUM, system, name, class, union member)
 * New kinds go at the end: the .mmr format stores the enum value.
 * Older kernel names are accepted through mmr_event_alias() (see event.c).
 */
#define MMR_EVENTS(X)                                                                    \
	X(SCHED_SWITCH, "sched", "sched_switch", SCHEDULE, sched_switch)                 \
	X(SCHED_FORK, "sched", "sched_process_fork", SCHEDULE, fork)                     \
	X(TASK_NEWTASK, "task", "task_newtask", SCHEDULE, newtask)                       \
	X(SCHED_EXEC, "sched", "sched_process_exec", SCHEDULE, exec)                     \
	X(SCHED_EXIT, "sched", "sched_process_exit", SCHEDULE, exit)                     \
	X(SCHED_MIGRATE, "sched", "sched_migrate_task", SCHEDULE, migrate_task)          \
	X(CGROUP_ATTACH, "cgroup", "cgroup_attach_task", SCHEDULE, cgroup_attach)        \
	X(SYS_ENTER_MUNMAP, "syscalls", "sys_enter_munmap", UNMAP, sys_enter)            \
	X(SYS_EXIT_MUNMAP, "syscalls", "sys_exit_munmap", UNMAP, sys_exit)               \
	X(SYS_ENTER_MADVISE, "syscalls", "sys_enter_madvise", UNMAP, sys_enter)          \
	X(SYS_EXIT_MADVISE, "syscalls", "sys_exit_madvise", UNMAP, sys_exit)             \
	X(SYS_ENTER_MPROTECT, "syscalls", "sys_enter_mprotect", UNMAP, sys_enter)        \
	X(SYS_EXIT_MPROTECT, "syscalls", "sys_exit_mprotect", UNMAP, sys_exit)           \
	X(SYS_ENTER_MREMAP, "syscalls", "sys_enter_mremap", UNMAP, sys_enter)            \
	X(SYS_EXIT_MREMAP, "syscalls", "sys_exit_mremap", UNMAP, sys_exit)               \
	X(VMSCAN_SHRINK_INACTIVE, "vmscan", "mm_vmscan_lru_shrink_inactive", UNMAP, shrink) \
	X(VMSCAN_WRITE_FOLIO, "vmscan", "mm_vmscan_write_folio", UNMAP, write_folio)     \
	X(VMSCAN_KSWAPD_WAKE, "vmscan", "mm_vmscan_kswapd_wake", UNMAP, kswapd)          \
	X(VMSCAN_KSWAPD_SLEEP, "vmscan", "mm_vmscan_kswapd_sleep", UNMAP, kswapd)        \
	X(VMSCAN_DIRECT_BEGIN, "vmscan", "mm_vmscan_direct_reclaim_begin", UNMAP, direct_reclaim) \
	X(VMSCAN_DIRECT_END, "vmscan", "mm_vmscan_direct_reclaim_end", UNMAP, direct_reclaim) \
	X(SET_MIGRATION_PTE, "migrate", "set_migration_pte", UNMAP, migration_pte)       \
	X(REMOVE_MIGRATION_PTE, "migrate", "remove_migration_pte", UNMAP, migration_pte) \
	X(EXIT_MMAP, "mmap", "exit_mmap", UNMAP, exit_mmap)                              \
	X(FAULT_USER, "exceptions", "page_fault_user", FAULT, fault)                     \
	X(FAULT_KERNEL, "exceptions", "page_fault_kernel", FAULT, fault)                 \
	X(PAGE_ALLOC, "kmem", "mm_page_alloc", ALLOC, page)                              \
	X(PAGE_FREE, "kmem", "mm_page_free", ALLOC, page)                                \
	X(PAGE_FREE_BATCHED, "kmem", "mm_page_free_batched", ALLOC, page)                \
	X(PAGE_ALLOC_ZONE_LOCKED, "kmem", "mm_page_alloc_zone_locked", ALLOC, page)      \
	X(PAGE_PCPU_DRAIN, "kmem", "mm_page_pcpu_drain", ALLOC, page)                    \
	X(MIGRATE_PAGES, "migrate", "mm_migrate_pages", MIGRATE, migrate_pages)          \
	X(MIGRATE_PAGES_START, "migrate", "mm_migrate_pages_start", MIGRATE, migrate_pages) \
	X(MOVE_NUMA, "sched", "sched_move_numa", MIGRATE, move_numa)                     \
	X(TLB_FLUSH, "tlb", "tlb_flush", MEASURED, tlb_flush)                            \
	X(CSD_QUEUE_CPU, "csd", "csd_queue_cpu", MEASURED, csd)                          \
	X(CSD_FUNCTION_ENTRY, "csd", "csd_function_entry", MEASURED, csd)                \
	X(CSD_FUNCTION_EXIT, "csd", "csd_function_exit", MEASURED, csd)                  \
	X(IPI_SEND_CPU, "ipi", "ipi_send_cpu", MEASURED, ipi)                            \
	X(IPI_SEND_CPUMASK, "ipi", "ipi_send_cpumask", MEASURED, ipi)                    \
	X(CALL_FUNCTION_ENTRY, "irq_vectors", "call_function_entry", MEASURED, vector)   \
	X(CALL_FUNCTION_SINGLE_ENTRY, "irq_vectors", "call_function_single_entry", MEASURED, vector) \
	X(LOCK_CONTENTION_BEGIN, "lock", "contention_begin", MEASURED, lock)             \
	X(LOCK_CONTENTION_END, "lock", "contention_end", MEASURED, lock)                 \
	X(LOST, "mmreplay", "lost_events", META, lost)                                   \
	X(VMSCAN_MEMCG_RECLAIM_BEGIN, "vmscan", "mm_vmscan_memcg_reclaim_begin", UNMAP, direct_reclaim) \
	X(VMSCAN_MEMCG_RECLAIM_END, "vmscan", "mm_vmscan_memcg_reclaim_end", UNMAP, direct_reclaim) \
	X(FILEMAP_ADD, "filemap", "mm_filemap_add_to_page_cache", ALLOC, filemap)       \
	X(FILEMAP_DELETE, "filemap", "mm_filemap_delete_from_page_cache", ALLOC, filemap) \
	X(FILEMAP_FAULT, "filemap", "mm_filemap_fault", FAULT, filemap)                 \
	X(FILEMAP_MAP_PAGES, "filemap", "mm_filemap_map_pages", FAULT, filemap)          \
	X(SYS_ENTER_MMAP, "syscalls", "sys_enter_mmap", UNMAP, sys_enter)                \
	X(SYS_EXIT_MMAP, "syscalls", "sys_exit_mmap", UNMAP, sys_exit)                   \
	X(SYS_ENTER_BRK, "syscalls", "sys_enter_brk", UNMAP, sys_enter)                  \
	X(SYS_EXIT_BRK, "syscalls", "sys_exit_brk", UNMAP, sys_exit)                     \
	X(SYS_ENTER_MOVE_PAGES, "syscalls", "sys_enter_move_pages", MIGRATE, sys_enter)  \
	X(SYS_EXIT_MOVE_PAGES, "syscalls", "sys_exit_move_pages", MIGRATE, sys_exit)     \
	X(SCHED_WAKEUP, "sched", "sched_wakeup", SCHEDULE, wakeup)                       \
	X(SCHED_WAKEUP_NEW, "sched", "sched_wakeup_new", SCHEDULE, wakeup)

enum mmr_event_kind {
	MMR_EV_NONE = 0,
#define MMR_X_KIND(e, s, n, c, u) MMR_EV_##e,
	MMR_EVENTS(MMR_X_KIND)
#undef MMR_X_KIND
	MMR_EV__COUNT
};

/* tlb:tlb_flush reasons (include/linux/mm_types.h enum tlb_flush_reason). */
enum mmr_tlb_reason {
	MMR_TLB_ON_TASK_SWITCH = 0,
	MMR_TLB_REMOTE_SHOOTDOWN = 1,
	MMR_TLB_LOCAL_SHOOTDOWN = 2,
	MMR_TLB_LOCAL_MM_SHOOTDOWN = 3,
	MMR_TLB_REMOTE_SEND_IPI = 4,
	MMR_TLB_REMOTE_WRONG_CPU = 5,
};
#define MMR_TLB_FLUSH_ALL (-1LL)

/*
 * Kernel functions that matter for classifying cross-CPU calls.  Sources
 * resolve callback / callsite addresses to these once per distinct address
 * (kallsyms in trace.dat, the .mmr symbol table, names in scenarios).
 */
#define MMR_SYMS(X)                                                            \
	X(FLUSH_TLB_FUNC, "flush_tlb_func")                                    \
	X(GENERIC_SMP_CFSI, "generic_smp_call_function_single_interrupt")      \
	X(ON_EACH_CPU_COND_MASK, "on_each_cpu_cond_mask")                      \
	X(SMP_CALL_FUNCTION_MANY_COND, "smp_call_function_many_cond")          \
	X(SMP_CALL_FUNCTION_SINGLE, "smp_call_function_single")                \
	X(NATIVE_FLUSH_TLB_MULTI, "native_flush_tlb_multi")                    \
	X(FLUSH_TLB_MM_RANGE, "flush_tlb_mm_range")                            \
	X(ARCH_TLBBATCH_FLUSH, "arch_tlbbatch_flush")                          \
	X(NATIVE_SMP_SEND_RESCHEDULE, "native_smp_send_reschedule")            \
	X(SCHED_TTWU_PENDING, "sched_ttwu_pending")                            \
	X(NOHZ_CSD_FUNC, "nohz_csd_func")                                      \
	X(DO_SYNC_CORE, "do_sync_core")                                        \
	X(IRQ_WORK_RUN, "irq_work_run")

enum mmr_sym {
	MMR_SYM_NONE = 0,  /* no address (field absent or NULL) */
	MMR_SYM_OTHER = 1, /* an address that is none of the known functions */
#define MMR_X_SYM(e, n) MMR_SYM_##e,
	MMR_SYMS(MMR_X_SYM)
#undef MMR_X_SYM
	MMR_SYM__COUNT
};

/* A kernel address with its classification. */
struct mmr_symref {
	uint64_t addr;
	uint16_t sym; /* enum mmr_sym */
};

/*
 * A CPU set of any width.  bits points into storage owned by the source and
 * stays valid until the next event is read; copy it to keep it.
 */
struct mmr_cpumask {
	uint32_t nbits;
	const uint64_t *bits;
};

#define MMR_COMM_LEN 16

struct mmr_event {
	uint64_t ts;   /* ns, trace clock */
	uint32_t cpu;  /* CPU that recorded the event */
	uint16_t kind; /* enum mmr_event_kind */
	uint16_t flags;
	int32_t pid;   /* common_pid */
	int32_t tgid;  /* 0 when the source does not know */
	union {
		struct { int32_t prev_pid, next_pid, prev_prio, next_prio; int64_t prev_state;
			 char prev_comm[MMR_COMM_LEN], next_comm[MMR_COMM_LEN]; } sched_switch;
		struct { int32_t parent_pid, child_pid;
			 char parent_comm[MMR_COMM_LEN], child_comm[MMR_COMM_LEN]; } fork;
		struct { int32_t pid; int16_t oom_score_adj; uint64_t clone_flags;
			 char comm[MMR_COMM_LEN]; } newtask;
		struct { int32_t pid, old_pid; } exec;
		struct { int32_t pid, prio; uint8_t group_dead; char comm[MMR_COMM_LEN]; } exit;
		struct { int32_t pid, prio, orig_cpu, dest_cpu; char comm[MMR_COMM_LEN]; } migrate_task;
		/* sched_wakeup / sched_wakeup_new: @pid is on @target_cpu's run queue now */
		struct { int32_t pid, prio, target_cpu; char comm[MMR_COMM_LEN]; } wakeup;
		struct { int32_t pid, dst_root, dst_id, dst_level; char comm[MMR_COMM_LEN]; } cgroup_attach;
		/* a0..a5 are the syscall's arguments in kernel order (see event.c field names) */
		struct { uint64_t a[6]; } sys_enter;
		struct { int64_t ret; } sys_exit;
		struct { int32_t nid, priority; uint64_t nr_scanned, nr_reclaimed, nr_dirty, nr_writeback,
			 nr_congested, nr_immediate, nr_activate0, nr_activate1, nr_ref_keep,
			 nr_unmap_fail; uint32_t reclaim_flags; } shrink;
		struct { uint64_t pfn; uint32_t reclaim_flags; } write_folio;
		struct { int32_t nid, zid, order; } kswapd;
		struct { int32_t order; uint64_t gfp_flags; uint64_t nr_reclaimed; } direct_reclaim;
		struct { uint64_t addr, pte; int32_t order; } migration_pte;
		struct { uint64_t mm; } exit_mmap;
		struct { uint64_t address, ip, error_code; } fault;
		/* kmem:*; percpu_refill only in mm_page_alloc_zone_locked, -1 where absent */
		struct { uint64_t pfn, gfp_flags; int32_t order, migratetype, percpu_refill; } page;
		struct { uint64_t succeeded, failed, thp_succeeded, thp_failed, thp_split,
			 large_folio_split; int32_t mode, reason; } migrate_pages;
		struct { int32_t pid, tgid, ngid, src_cpu, src_nid, dst_cpu, dst_nid; } move_numa;
		struct { int32_t reason; int64_t pages; } tlb_flush;
		struct { uint32_t cpu; struct mmr_symref callsite, func; uint64_t csd; } csd;
		/* ipi_send_cpu: cpu is the target and cpumask is empty; ipi_send_cpumask: the reverse */
		struct { uint32_t cpu; struct mmr_cpumask cpumask; struct mmr_symref callsite, callback; } ipi;
		struct { int32_t vector; } vector;
		struct { uint64_t lock_addr; uint32_t flags; int32_t ret; } lock;
		struct { uint64_t nr; } lost; /* events the ring buffer dropped before this point on cpu */
		/*
		 * filemap:*: a page-cache folio (add / delete: pfn, order), the index a
		 * file fault looks up (fault), the index range fault-around tried to map
		 * (map_pages: index .. last_index); a file is s_dev + i_ino
		 */
		struct { uint64_t pfn, i_ino, index, last_index; uint32_t s_dev; uint8_t order; } filemap;
	};
};

/* Field types of struct mmr_field. */
enum mmr_field_type {
	MMR_FT_S32,
	MMR_FT_U32,
	MMR_FT_S16,
	MMR_FT_U8,
	MMR_FT_S64,
	MMR_FT_U64,
	MMR_FT_COMM,    /* char[MMR_COMM_LEN] */
	MMR_FT_SYM,     /* struct mmr_symref */
	MMR_FT_CPUMASK, /* struct mmr_cpumask */
};

/* Bytes an integer field of @type takes in struct mmr_event (8 for the 64-bit types). */
static inline unsigned int mmr_field_int_size(unsigned int type)
{
	switch (type) {
	case MMR_FT_U8: return 1;
	case MMR_FT_S16: return 2;
	case MMR_FT_S32:
	case MMR_FT_U32: return 4;
	default: return 8;
	}
}

/* One field of an event kind: kernel field name, where it lives, its type. */
struct mmr_field {
	const char *name;
	uint16_t offset; /* offsetof(struct mmr_event, ...) */
	uint8_t type;    /* enum mmr_field_type */
	uint8_t optional; /* absent in some kernel versions: left at its default */
};

struct mmr_event_info {
	const char *system;
	const char *name;
	unsigned int class_mask;     /* enum mmr_class */
	const struct mmr_field *fields;
	unsigned int nr_fields;
};

/* Static description of @kind, or NULL when out of range; must not be freed. */
const struct mmr_event_info *mmr_event_info(unsigned int kind) MMR_API;

/* Kind for "system:name" (or the two parts), older names included; MMR_EV_NONE if unknown. */
unsigned int mmr_event_lookup(const char *system, const char *name) MMR_API;

/* Field of @kind named @name, or NULL. */
const struct mmr_field *mmr_event_field(unsigned int kind, const char *name) MMR_API;

/* Known-symbol id for a kernel function name; MMR_SYM_OTHER if not one we know. */
unsigned int mmr_sym_lookup(const char *name) MMR_API;
/* Name of a known symbol id; "?" for OTHER/NONE. */
const char *mmr_sym_name(unsigned int sym) MMR_API;

/* Reset @ev to the defaults of @kind (zero, -1 for optional signed ints). */
void mmr_event_init(struct mmr_event *ev, unsigned int kind) MMR_API;

/* Read / write a field generically (integer types; COMM/SYM/CPUMASK excluded). */
int64_t mmr_field_get(const struct mmr_event *ev, const struct mmr_field *f) MMR_API;
void mmr_field_set(struct mmr_event *ev, const struct mmr_field *f, int64_t v) MMR_API;

/* cpumask helpers */
static inline int mmr_cpumask_test(const struct mmr_cpumask *m, unsigned int cpu)
{
	return cpu < m->nbits && ((m->bits[cpu / 64] >> (cpu % 64)) & 1);
}
unsigned int mmr_cpumask_weight(const struct mmr_cpumask *m) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
