// SPDX-License-Identifier: LGPL-2.1
/*
 * The event and field tables behind include/mmreplay/event.h.  Field names are
 * the kernel's (6.x tracepoint formats); `optional` marks fields that older or
 * newer kernels lack.
 */
#include <string.h>
#include <strings.h>

#include "mmreplay/event.h"

#define F(kind_member, fname, member, type) \
	{ fname, (uint16_t)offsetof(struct mmr_event, kind_member.member), MMR_FT_##type, 0 }
#define FO(kind_member, fname, member, type) \
	{ fname, (uint16_t)offsetof(struct mmr_event, kind_member.member), MMR_FT_##type, 1 }

static const struct mmr_field f_sched_switch[] = {
	F(sched_switch, "prev_comm", prev_comm, COMM),
	F(sched_switch, "prev_pid", prev_pid, S32),
	F(sched_switch, "prev_prio", prev_prio, S32),
	F(sched_switch, "prev_state", prev_state, S64),
	F(sched_switch, "next_comm", next_comm, COMM),
	F(sched_switch, "next_pid", next_pid, S32),
	F(sched_switch, "next_prio", next_prio, S32),
};
static const struct mmr_field f_fork[] = {
	F(fork, "parent_comm", parent_comm, COMM),
	F(fork, "parent_pid", parent_pid, S32),
	F(fork, "child_comm", child_comm, COMM),
	F(fork, "child_pid", child_pid, S32),
};
static const struct mmr_field f_newtask[] = {
	F(newtask, "pid", pid, S32),
	F(newtask, "comm", comm, COMM),
	F(newtask, "clone_flags", clone_flags, U64),
	FO(newtask, "oom_score_adj", oom_score_adj, S16),
};
static const struct mmr_field f_exec[] = {
	F(exec, "pid", pid, S32),
	F(exec, "old_pid", old_pid, S32),
};
static const struct mmr_field f_exit[] = {
	F(exit, "comm", comm, COMM),
	F(exit, "pid", pid, S32),
	F(exit, "prio", prio, S32),
	FO(exit, "group_dead", group_dead, U8),
};
static const struct mmr_field f_migrate_task[] = {
	F(migrate_task, "comm", comm, COMM),
	F(migrate_task, "pid", pid, S32),
	F(migrate_task, "prio", prio, S32),
	F(migrate_task, "orig_cpu", orig_cpu, S32),
	F(migrate_task, "dest_cpu", dest_cpu, S32),
};
static const struct mmr_field f_wakeup[] = {
	F(wakeup, "comm", comm, COMM),
	F(wakeup, "pid", pid, S32),
	F(wakeup, "prio", prio, S32),
	F(wakeup, "target_cpu", target_cpu, S32),
};
static const struct mmr_field f_cgroup_attach[] = {
	F(cgroup_attach, "dst_root", dst_root, S32),
	F(cgroup_attach, "dst_id", dst_id, S32),
	F(cgroup_attach, "dst_level", dst_level, S32),
	F(cgroup_attach, "pid", pid, S32),
	F(cgroup_attach, "comm", comm, COMM),
};
static const struct mmr_field f_munmap[] = {
	F(sys_enter, "addr", a[0], U64),
	F(sys_enter, "len", a[1], U64),
};
static const struct mmr_field f_madvise[] = {
	F(sys_enter, "start", a[0], U64),
	F(sys_enter, "len_in", a[1], U64),
	F(sys_enter, "behavior", a[2], U64),
};
static const struct mmr_field f_mprotect[] = {
	F(sys_enter, "start", a[0], U64),
	F(sys_enter, "len", a[1], U64),
	F(sys_enter, "prot", a[2], U64),
};
static const struct mmr_field f_mremap[] = {
	F(sys_enter, "addr", a[0], U64),
	F(sys_enter, "old_len", a[1], U64),
	F(sys_enter, "new_len", a[2], U64),
	F(sys_enter, "flags", a[3], U64),
	F(sys_enter, "new_addr", a[4], U64),
};
static const struct mmr_field f_mmap[] = {
	F(sys_enter, "addr", a[0], U64),
	F(sys_enter, "len", a[1], U64),
	F(sys_enter, "prot", a[2], U64),
	F(sys_enter, "flags", a[3], U64),
	F(sys_enter, "fd", a[4], U64),
	F(sys_enter, "off", a[5], U64),
};
static const struct mmr_field f_brk[] = {
	F(sys_enter, "brk", a[0], U64),
};
static const struct mmr_field f_move_pages[] = {
	F(sys_enter, "pid", a[0], U64),
	F(sys_enter, "nr_pages", a[1], U64),
	F(sys_enter, "flags", a[5], U64),
};
static const struct mmr_field f_sys_exit[] = {
	F(sys_exit, "ret", ret, S64),
};
static const struct mmr_field f_shrink[] = {
	F(shrink, "nid", nid, S32),
	F(shrink, "nr_scanned", nr_scanned, U64),
	F(shrink, "nr_reclaimed", nr_reclaimed, U64),
	FO(shrink, "nr_dirty", nr_dirty, U64),
	FO(shrink, "nr_writeback", nr_writeback, U64),
	FO(shrink, "nr_congested", nr_congested, U64),
	FO(shrink, "nr_immediate", nr_immediate, U64),
	FO(shrink, "nr_activate0", nr_activate0, U64),
	FO(shrink, "nr_activate1", nr_activate1, U64),
	FO(shrink, "nr_ref_keep", nr_ref_keep, U64),
	FO(shrink, "nr_unmap_fail", nr_unmap_fail, U64),
	F(shrink, "priority", priority, S32),
	F(shrink, "reclaim_flags", reclaim_flags, U32),
};
static const struct mmr_field f_write_folio[] = {
	F(write_folio, "pfn", pfn, U64),
	F(write_folio, "reclaim_flags", reclaim_flags, U32),
};
static const struct mmr_field f_kswapd_wake[] = {
	F(kswapd, "nid", nid, S32),
	FO(kswapd, "zid", zid, S32),
	FO(kswapd, "order", order, S32),
};
static const struct mmr_field f_kswapd_sleep[] = {
	F(kswapd, "nid", nid, S32),
};
static const struct mmr_field f_direct_begin[] = {
	F(direct_reclaim, "order", order, S32),
	F(direct_reclaim, "gfp_flags", gfp_flags, U64),
};
static const struct mmr_field f_direct_end[] = {
	F(direct_reclaim, "nr_reclaimed", nr_reclaimed, U64),
};
static const struct mmr_field f_migration_pte[] = {
	F(migration_pte, "addr", addr, U64),
	F(migration_pte, "pte", pte, U64),
	F(migration_pte, "order", order, S32),
};
static const struct mmr_field f_exit_mmap[] = {
	F(exit_mmap, "mm", mm, U64),
};
static const struct mmr_field f_fault[] = {
	F(fault, "address", address, U64),
	F(fault, "ip", ip, U64),
	F(fault, "error_code", error_code, U64),
};
static const struct mmr_field f_page_alloc[] = {
	F(page, "pfn", pfn, U64),
	F(page, "order", order, S32),
	F(page, "gfp_flags", gfp_flags, U64),
	F(page, "migratetype", migratetype, S32),
};
static const struct mmr_field f_page_free[] = {
	F(page, "pfn", pfn, U64),
	F(page, "order", order, S32),
};
static const struct mmr_field f_page_free_batched[] = {
	F(page, "pfn", pfn, U64),
};
static const struct mmr_field f_zone_locked[] = {
	F(page, "pfn", pfn, U64),
	F(page, "order", order, S32),
	F(page, "migratetype", migratetype, S32),
	FO(page, "percpu_refill", percpu_refill, S32),
};
static const struct mmr_field f_pcpu_drain[] = {
	F(page, "pfn", pfn, U64),
	F(page, "order", order, S32),
	F(page, "migratetype", migratetype, S32),
};
static const struct mmr_field f_migrate_pages[] = {
	F(migrate_pages, "succeeded", succeeded, U64),
	F(migrate_pages, "failed", failed, U64),
	FO(migrate_pages, "thp_succeeded", thp_succeeded, U64),
	FO(migrate_pages, "thp_failed", thp_failed, U64),
	FO(migrate_pages, "thp_split", thp_split, U64),
	FO(migrate_pages, "large_folio_split", large_folio_split, U64),
	F(migrate_pages, "mode", mode, S32),
	F(migrate_pages, "reason", reason, S32),
};
static const struct mmr_field f_migrate_pages_start[] = {
	F(migrate_pages, "mode", mode, S32),
	F(migrate_pages, "reason", reason, S32),
};
static const struct mmr_field f_move_numa[] = {
	F(move_numa, "pid", pid, S32),
	F(move_numa, "tgid", tgid, S32),
	F(move_numa, "ngid", ngid, S32),
	F(move_numa, "src_cpu", src_cpu, S32),
	F(move_numa, "src_nid", src_nid, S32),
	F(move_numa, "dst_cpu", dst_cpu, S32),
	F(move_numa, "dst_nid", dst_nid, S32),
};
static const struct mmr_field f_tlb_flush[] = {
	F(tlb_flush, "reason", reason, S32),
	F(tlb_flush, "pages", pages, S64),
};
static const struct mmr_field f_csd_queue[] = {
	F(csd, "cpu", cpu, U32),
	F(csd, "callsite", callsite, SYM),
	F(csd, "func", func, SYM),
	F(csd, "csd", csd, U64),
};
static const struct mmr_field f_csd_entry[] = {
	F(csd, "func", func, SYM),
	F(csd, "csd", csd, U64),
};
static const struct mmr_field f_ipi_cpu[] = {
	F(ipi, "cpu", cpu, U32),
	F(ipi, "callsite", callsite, SYM),
	F(ipi, "callback", callback, SYM),
};
static const struct mmr_field f_ipi_mask[] = {
	F(ipi, "cpumask", cpumask, CPUMASK),
	F(ipi, "callsite", callsite, SYM),
	F(ipi, "callback", callback, SYM),
};
static const struct mmr_field f_vector[] = {
	F(vector, "vector", vector, S32),
};
static const struct mmr_field f_lock_begin[] = {
	F(lock, "lock_addr", lock_addr, U64),
	F(lock, "flags", flags, U32),
};
static const struct mmr_field f_lock_end[] = {
	F(lock, "lock_addr", lock_addr, U64),
	F(lock, "ret", ret, S32),
};
static const struct mmr_field f_lost[] = {
	F(lost, "nr", nr, U64),
};
static const struct mmr_field f_filemap_page[] = {
	F(filemap, "pfn", pfn, U64),
	F(filemap, "i_ino", i_ino, U64),
	F(filemap, "index", index, U64),
	F(filemap, "s_dev", s_dev, U32),
	FO(filemap, "order", order, U8),
};
static const struct mmr_field f_filemap_fault[] = {
	F(filemap, "i_ino", i_ino, U64),
	F(filemap, "s_dev", s_dev, U32),
	F(filemap, "index", index, U64),
};
static const struct mmr_field f_filemap_map[] = {
	F(filemap, "i_ino", i_ino, U64),
	F(filemap, "s_dev", s_dev, U32),
	F(filemap, "index", index, U64),
	F(filemap, "last_index", last_index, U64),
};

#define N(a) (unsigned int)(sizeof(a) / sizeof((a)[0]))
#define E(kind, sys, name, cls, tbl) \
	[MMR_EV_##kind] = { sys, name, MMR_CLASS_##cls, tbl, N(tbl) }

static const struct mmr_event_info event_info[MMR_EV__COUNT] = {
	E(SCHED_SWITCH, "sched", "sched_switch", SCHEDULE, f_sched_switch),
	E(SCHED_FORK, "sched", "sched_process_fork", SCHEDULE, f_fork),
	E(TASK_NEWTASK, "task", "task_newtask", SCHEDULE, f_newtask),
	E(SCHED_EXEC, "sched", "sched_process_exec", SCHEDULE, f_exec),
	E(SCHED_EXIT, "sched", "sched_process_exit", SCHEDULE, f_exit),
	E(SCHED_MIGRATE, "sched", "sched_migrate_task", SCHEDULE, f_migrate_task),
	E(CGROUP_ATTACH, "cgroup", "cgroup_attach_task", SCHEDULE, f_cgroup_attach),
	E(SYS_ENTER_MUNMAP, "syscalls", "sys_enter_munmap", UNMAP, f_munmap),
	E(SYS_EXIT_MUNMAP, "syscalls", "sys_exit_munmap", UNMAP, f_sys_exit),
	E(SYS_ENTER_MADVISE, "syscalls", "sys_enter_madvise", UNMAP, f_madvise),
	E(SYS_EXIT_MADVISE, "syscalls", "sys_exit_madvise", UNMAP, f_sys_exit),
	E(SYS_ENTER_MPROTECT, "syscalls", "sys_enter_mprotect", UNMAP, f_mprotect),
	E(SYS_EXIT_MPROTECT, "syscalls", "sys_exit_mprotect", UNMAP, f_sys_exit),
	E(SYS_ENTER_MREMAP, "syscalls", "sys_enter_mremap", UNMAP, f_mremap),
	E(SYS_EXIT_MREMAP, "syscalls", "sys_exit_mremap", UNMAP, f_sys_exit),
	E(VMSCAN_SHRINK_INACTIVE, "vmscan", "mm_vmscan_lru_shrink_inactive", UNMAP, f_shrink),
	E(VMSCAN_WRITE_FOLIO, "vmscan", "mm_vmscan_write_folio", UNMAP, f_write_folio),
	E(VMSCAN_KSWAPD_WAKE, "vmscan", "mm_vmscan_kswapd_wake", UNMAP, f_kswapd_wake),
	E(VMSCAN_KSWAPD_SLEEP, "vmscan", "mm_vmscan_kswapd_sleep", UNMAP, f_kswapd_sleep),
	E(VMSCAN_DIRECT_BEGIN, "vmscan", "mm_vmscan_direct_reclaim_begin", UNMAP, f_direct_begin),
	E(VMSCAN_DIRECT_END, "vmscan", "mm_vmscan_direct_reclaim_end", UNMAP, f_direct_end),
	E(SET_MIGRATION_PTE, "migrate", "set_migration_pte", UNMAP, f_migration_pte),
	E(REMOVE_MIGRATION_PTE, "migrate", "remove_migration_pte", UNMAP, f_migration_pte),
	E(EXIT_MMAP, "mmap", "exit_mmap", UNMAP, f_exit_mmap),
	E(FAULT_USER, "exceptions", "page_fault_user", FAULT, f_fault),
	E(FAULT_KERNEL, "exceptions", "page_fault_kernel", FAULT, f_fault),
	E(PAGE_ALLOC, "kmem", "mm_page_alloc", ALLOC, f_page_alloc),
	E(PAGE_FREE, "kmem", "mm_page_free", ALLOC, f_page_free),
	E(PAGE_FREE_BATCHED, "kmem", "mm_page_free_batched", ALLOC, f_page_free_batched),
	E(PAGE_ALLOC_ZONE_LOCKED, "kmem", "mm_page_alloc_zone_locked", ALLOC, f_zone_locked),
	E(PAGE_PCPU_DRAIN, "kmem", "mm_page_pcpu_drain", ALLOC, f_pcpu_drain),
	E(MIGRATE_PAGES, "migrate", "mm_migrate_pages", MIGRATE, f_migrate_pages),
	E(MIGRATE_PAGES_START, "migrate", "mm_migrate_pages_start", MIGRATE, f_migrate_pages_start),
	E(MOVE_NUMA, "sched", "sched_move_numa", MIGRATE, f_move_numa),
	E(TLB_FLUSH, "tlb", "tlb_flush", MEASURED, f_tlb_flush),
	E(CSD_QUEUE_CPU, "csd", "csd_queue_cpu", MEASURED, f_csd_queue),
	E(CSD_FUNCTION_ENTRY, "csd", "csd_function_entry", MEASURED, f_csd_entry),
	E(CSD_FUNCTION_EXIT, "csd", "csd_function_exit", MEASURED, f_csd_entry),
	E(IPI_SEND_CPU, "ipi", "ipi_send_cpu", MEASURED, f_ipi_cpu),
	E(IPI_SEND_CPUMASK, "ipi", "ipi_send_cpumask", MEASURED, f_ipi_mask),
	E(CALL_FUNCTION_ENTRY, "irq_vectors", "call_function_entry", MEASURED, f_vector),
	E(CALL_FUNCTION_SINGLE_ENTRY, "irq_vectors", "call_function_single_entry", MEASURED, f_vector),
	E(LOCK_CONTENTION_BEGIN, "lock", "contention_begin", MEASURED, f_lock_begin),
	E(LOCK_CONTENTION_END, "lock", "contention_end", MEASURED, f_lock_end),
	E(LOST, "mmreplay", "lost_events", META, f_lost),
	E(VMSCAN_MEMCG_RECLAIM_BEGIN, "vmscan", "mm_vmscan_memcg_reclaim_begin", UNMAP, f_direct_begin),
	E(VMSCAN_MEMCG_RECLAIM_END, "vmscan", "mm_vmscan_memcg_reclaim_end", UNMAP, f_direct_end),
	E(FILEMAP_ADD, "filemap", "mm_filemap_add_to_page_cache", ALLOC, f_filemap_page),
	E(FILEMAP_DELETE, "filemap", "mm_filemap_delete_from_page_cache", ALLOC, f_filemap_page),
	E(FILEMAP_FAULT, "filemap", "mm_filemap_fault", FAULT, f_filemap_fault),
	E(FILEMAP_MAP_PAGES, "filemap", "mm_filemap_map_pages", FAULT, f_filemap_map),
	E(SYS_ENTER_MMAP, "syscalls", "sys_enter_mmap", UNMAP, f_mmap),
	E(SYS_EXIT_MMAP, "syscalls", "sys_exit_mmap", UNMAP, f_sys_exit),
	E(SYS_ENTER_BRK, "syscalls", "sys_enter_brk", UNMAP, f_brk),
	E(SYS_EXIT_BRK, "syscalls", "sys_exit_brk", UNMAP, f_sys_exit),
	E(SYS_ENTER_MOVE_PAGES, "syscalls", "sys_enter_move_pages", MIGRATE, f_move_pages),
	E(SYS_EXIT_MOVE_PAGES, "syscalls", "sys_exit_move_pages", MIGRATE, f_sys_exit),
	E(SCHED_WAKEUP, "sched", "sched_wakeup", SCHEDULE, f_wakeup),
	E(SCHED_WAKEUP_NEW, "sched", "sched_wakeup_new", SCHEDULE, f_wakeup),
};

/* Names used by older kernels for the same tracepoint. */
static const struct {
	const char *system, *name;
	unsigned int kind;
} aliases[] = {
	{ "vmscan", "mm_vmscan_writepage", MMR_EV_VMSCAN_WRITE_FOLIO },
};

const struct mmr_event_info *mmr_event_info(unsigned int kind)
{
	if (kind == MMR_EV_NONE || kind >= MMR_EV__COUNT)
		return NULL;
	return &event_info[kind];
}

unsigned int mmr_event_lookup(const char *system, const char *name)
{
	char sysbuf[64];
	const char *colon;
	unsigned int k;

	if (!name) {
		if (!system || !(colon = strchr(system, ':')) ||
		    (size_t)(colon - system) >= sizeof(sysbuf))
			return MMR_EV_NONE;
		memcpy(sysbuf, system, (size_t)(colon - system));
		sysbuf[colon - system] = '\0';
		system = sysbuf;
		name = colon + 1;
	}
	for (k = 1; k < MMR_EV__COUNT; k++)
		if (!strcmp(event_info[k].name, name) &&
		    (!system || !strcmp(event_info[k].system, system)))
			return k;
	for (k = 0; k < N(aliases); k++)
		if (!strcmp(aliases[k].name, name) &&
		    (!system || !strcmp(aliases[k].system, system)))
			return aliases[k].kind;
	return MMR_EV_NONE;
}

const struct mmr_field *mmr_event_field(unsigned int kind, const char *name)
{
	const struct mmr_event_info *info = mmr_event_info(kind);
	unsigned int i;

	if (!info)
		return NULL;
	for (i = 0; i < info->nr_fields; i++)
		if (!strcmp(info->fields[i].name, name))
			return &info->fields[i];
	return NULL;
}

static const char *const sym_names[MMR_SYM__COUNT] = {
	[MMR_SYM_NONE] = "?",
	[MMR_SYM_OTHER] = "?",
#define MMR_X_SYMNAME(e, n) [MMR_SYM_##e] = n,
	MMR_SYMS(MMR_X_SYMNAME)
#undef MMR_X_SYMNAME
};

unsigned int mmr_sym_lookup(const char *name)
{
	unsigned int i;
	size_t len;

	if (!name || !*name)
		return MMR_SYM_NONE;
	/* kallsyms may carry a ".cold"/".isra.0" suffix: compare up to the dot */
	len = strcspn(name, ".");
	for (i = MMR_SYM_OTHER + 1; i < MMR_SYM__COUNT; i++)
		if (strlen(sym_names[i]) == len && !strncmp(sym_names[i], name, len))
			return i;
	return MMR_SYM_OTHER;
}

const char *mmr_sym_name(unsigned int sym)
{
	return sym < MMR_SYM__COUNT ? sym_names[sym] : "?";
}

void mmr_event_init(struct mmr_event *ev, unsigned int kind)
{
	memset(ev, 0, sizeof(*ev));
	ev->kind = (uint16_t)kind;
	if (kind == MMR_EV_PAGE_ALLOC_ZONE_LOCKED || kind == MMR_EV_PAGE_ALLOC ||
	    kind == MMR_EV_PAGE_FREE || kind == MMR_EV_PAGE_FREE_BATCHED ||
	    kind == MMR_EV_PAGE_PCPU_DRAIN) {
		ev->page.percpu_refill = -1;
		if (kind == MMR_EV_PAGE_FREE_BATCHED)
			ev->page.migratetype = -1;
		if (kind == MMR_EV_PAGE_FREE || kind == MMR_EV_PAGE_FREE_BATCHED)
			ev->page.migratetype = -1;
	}
}

int64_t mmr_field_get(const struct mmr_event *ev, const struct mmr_field *f)
{
	const char *p = (const char *)ev + f->offset;

	switch (f->type) {
	case MMR_FT_S32: { int32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_U32: { uint32_t v; memcpy(&v, p, 4); return v; }
	case MMR_FT_S16: { int16_t v; memcpy(&v, p, 2); return v; }
	case MMR_FT_U8: return (uint8_t)*p;
	case MMR_FT_S64:
	case MMR_FT_U64: { int64_t v; memcpy(&v, p, 8); return v; }
	case MMR_FT_SYM: { struct mmr_symref s; memcpy(&s, p, sizeof(s)); return (int64_t)s.addr; }
	default: return 0;
	}
}

void mmr_field_set(struct mmr_event *ev, const struct mmr_field *f, int64_t v)
{
	char *p = (char *)ev + f->offset;

	switch (f->type) {
	case MMR_FT_S32: { int32_t x = (int32_t)v; memcpy(p, &x, 4); break; }
	case MMR_FT_U32: { uint32_t x = (uint32_t)v; memcpy(p, &x, 4); break; }
	case MMR_FT_S16: { int16_t x = (int16_t)v; memcpy(p, &x, 2); break; }
	case MMR_FT_U8: *p = (char)v; break;
	case MMR_FT_S64:
	case MMR_FT_U64: memcpy(p, &v, 8); break;
	case MMR_FT_SYM: { struct mmr_symref s; memcpy(&s, p, sizeof(s)); s.addr = (uint64_t)v; memcpy(p, &s, sizeof(s)); break; }
	default: break;
	}
}

unsigned int mmr_cpumask_weight(const struct mmr_cpumask *m)
{
	unsigned int w = 0, i;

	for (i = 0; i < (m->nbits + 63) / 64; i++)
		w += (unsigned int)__builtin_popcountll(m->bits[i]);
	return w;
}
