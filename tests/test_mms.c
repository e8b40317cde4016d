// SPDX-License-Identifier: GPL-2.0
/*
 * The .mms scenario reader: every event kind with every field read back
 * exactly (tests/data/mms/all-events.mms), the lexical corners (timestamps,
 * numbers, CRLF, blanks, long lines, cpumask widths) and that
 * docs/scenario-format.md documents every event kind with a valid example.
 *
 *   test_mms events | syntax | doc <md> | examples
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mmreplay/trace.h"
#include "test.h"

static struct mmr_source *open_ok(const char *path)
{
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 };
	int ret = mmr_source_open(path, &src, &err);

	if (ret < 0) {
		fprintf(stderr, "open %s: %d %s\n", path, ret, mmr_error_msg(&err, ret));
		exit(1);
	}
	CHECK(mmr_source_format(src) == MMR_FMT_SCENARIO);
	return src;
}

/* Next event, checked to be @kind at @ts on @cpu by @pid/@tgid. */
static const struct mmr_event *next_ev(struct mmr_source *src, unsigned int kind, uint64_t ts,
				       uint32_t cpu, int32_t pid, int32_t tgid, int line)
{
	static struct mmr_event none;
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	int ret = mmr_source_next(src, &ev, &err);

	if (ret != 1) {
		fprintf(stderr, "test_mms.c:%d: expected an event, got %d: %s\n", line, ret,
			mmr_error_msg(&err, ret));
		test_failures++;
		return &none;
	}
	if (ev->kind != kind || ev->ts != ts || ev->cpu != cpu || ev->pid != pid ||
	    ev->tgid != tgid) {
		fprintf(stderr, "test_mms.c:%d: got kind %u ts %llu cpu %u pid %d/%d\n", line,
			ev->kind, (unsigned long long)ev->ts, ev->cpu, ev->pid, ev->tgid);
		test_failures++;
	}
	return ev;
}
#define NEXT(kind, ts, cpu, pid, tgid) next_ev(src, MMR_EV_##kind, ts, cpu, pid, tgid, __LINE__)

static void check_end(struct mmr_source *src)
{
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	int ret = mmr_source_next(src, &ev, &err);

	if (ret != 0)
		fprintf(stderr, "expected the end, got %d: %s\n", ret, mmr_error_msg(&err, ret));
	CHECK_EQ(ret, 0);
	CHECK_EQ(mmr_source_next(src, &ev, &err), 0);
}

#define STR_EQ(a, b) CHECK(!strcmp((a), (b)))

static int test_events(void)
{
	struct mmr_source *src = open_ok(MMR_TEST_DATA "/mms/all-events.mms");
	const struct mmr_meta *meta = mmr_source_meta(src);
	const struct mmr_event *e;
	unsigned int i, seen[MMR_EV__COUNT] = { 0 }, k;
	struct mmr_source *again;
	struct mmr_error err;

	CHECK_EQ(mmr_meta_get_i64(meta, "cpus", -1), 512);
	STR_EQ(mmr_meta_get(meta, "kernel"), "6.18");
	STR_EQ(mmr_meta_get(meta, "hypervisor"), "none");
	STR_EQ(mmr_meta_get(meta, "command"), "mmreplay-workload munmap-storm 2");
	CHECK_EQ(mmr_meta_get_i64(meta, "page_size", -1), 4096);
	CHECK_EQ(mmr_meta_count(meta), 5);

	e = NEXT(SCHED_SWITCH, 1000, 0, 100, 100);
	STR_EQ(e->sched_switch.prev_comm, "bash");
	CHECK_EQ(e->sched_switch.prev_pid, 100);
	CHECK_EQ(e->sched_switch.prev_prio, 120);
	CHECK_EQ(e->sched_switch.prev_state, 1);
	STR_EQ(e->sched_switch.next_comm, "kworker/0:1");
	CHECK_EQ(e->sched_switch.next_pid, 7);
	CHECK_EQ(e->sched_switch.next_prio, -51);
	e = NEXT(SCHED_FORK, 1000, 1, 100, 100);
	STR_EQ(e->fork.parent_comm, "bash");
	CHECK_EQ(e->fork.parent_pid, 100);
	STR_EQ(e->fork.child_comm, "bash");
	CHECK_EQ(e->fork.child_pid, 200);
	e = NEXT(TASK_NEWTASK, 1500, 1, 100, 100);
	CHECK_EQ(e->newtask.pid, 201);
	STR_EQ(e->newtask.comm, "my thread");
	CHECK_EQ(e->newtask.clone_flags, 0x3d0f00);
	CHECK_EQ(e->newtask.oom_score_adj, -1000);
	e = NEXT(SCHED_EXEC, 2000, 2, 200, 200); /* 0.000002 s */
	CHECK_EQ(e->exec.pid, 200);
	CHECK_EQ(e->exec.old_pid, 200);
	e = NEXT(SCHED_EXIT, 2500, 2, 200, 200); /* 0.0000025 s */
	STR_EQ(e->exit.comm, "a \"q\" \\x");
	CHECK_EQ(e->exit.pid, 200);
	CHECK_EQ(e->exit.prio, 120);
	CHECK_EQ(e->exit.group_dead, 1);
	e = NEXT(SCHED_MIGRATE, 3000, 3, 0, 0);
	STR_EQ(e->migrate_task.comm, "worker");
	CHECK_EQ(e->migrate_task.pid, 201);
	CHECK_EQ(e->migrate_task.prio, 120);
	CHECK_EQ(e->migrate_task.orig_cpu, 3);
	CHECK_EQ(e->migrate_task.dest_cpu, 511);
	e = NEXT(CGROUP_ATTACH, 3100, 3, 201, 200);
	CHECK_EQ(e->cgroup_attach.dst_root, 1);
	CHECK_EQ(e->cgroup_attach.dst_id, 42);
	CHECK_EQ(e->cgroup_attach.dst_level, 2);
	CHECK_EQ(e->cgroup_attach.pid, 201);
	STR_EQ(e->cgroup_attach.comm, "worker");
	e = NEXT(SCHED_WAKEUP, 3200, 3, 201, 200);
	STR_EQ(e->wakeup.comm, "worker");
	CHECK_EQ(e->wakeup.pid, 202);
	CHECK_EQ(e->wakeup.prio, 120);
	CHECK_EQ(e->wakeup.target_cpu, 7);
	e = NEXT(SCHED_WAKEUP_NEW, 3201, 3, 201, 200);
	CHECK_EQ(e->wakeup.pid, 203);
	CHECK_EQ(e->wakeup.target_cpu, 8);

	e = NEXT(SYS_ENTER_MUNMAP, 4000, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0x7f0000000000);
	CHECK_EQ(e->sys_enter.a[1], 2097152);
	e = NEXT(SYS_EXIT_MUNMAP, 4001, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0);
	e = NEXT(SYS_ENTER_MADVISE, 4002, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0x7f0000200000);
	CHECK_EQ(e->sys_enter.a[1], 65536);
	CHECK_EQ(e->sys_enter.a[2], 4);
	e = NEXT(SYS_EXIT_MADVISE, 4003, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, -22);
	e = NEXT(SYS_ENTER_MPROTECT, 4004, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0x7f0000400000);
	CHECK_EQ(e->sys_enter.a[1], 4096);
	CHECK_EQ(e->sys_enter.a[2], 1);
	e = NEXT(SYS_EXIT_MPROTECT, 4005, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0);
	e = NEXT(SYS_ENTER_MREMAP, 4006, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0x7f0000600000);
	CHECK_EQ(e->sys_enter.a[1], 8192);
	CHECK_EQ(e->sys_enter.a[2], 16384);
	CHECK_EQ(e->sys_enter.a[3], 3);
	CHECK_EQ(e->sys_enter.a[4], 0x7f0000800000);
	e = NEXT(SYS_EXIT_MREMAP, 4007, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0x7f0000800000);
	e = NEXT(SYS_ENTER_MMAP, 4008, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0);
	CHECK_EQ(e->sys_enter.a[1], 2101248);
	CHECK_EQ(e->sys_enter.a[2], 3);
	CHECK_EQ(e->sys_enter.a[3], 0x22);
	CHECK_EQ(e->sys_enter.a[4], UINT64_MAX);
	CHECK_EQ(e->sys_enter.a[5], 0);
	e = NEXT(SYS_EXIT_MMAP, 4009, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0x7f0000a00000);
	e = NEXT(SYS_ENTER_BRK, 4010, 0, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0x556000021000);
	e = NEXT(SYS_EXIT_BRK, 4011, 0, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0x556000021000);
	e = NEXT(VMSCAN_SHRINK_INACTIVE, 5000, 4, 35, 0);
	CHECK_EQ(e->shrink.nid, 0);
	CHECK_EQ(e->shrink.nr_scanned, 32);
	CHECK_EQ(e->shrink.nr_reclaimed, 30);
	CHECK_EQ(e->shrink.nr_dirty, 1);
	CHECK_EQ(e->shrink.nr_writeback, 2);
	CHECK_EQ(e->shrink.nr_congested, 3);
	CHECK_EQ(e->shrink.nr_immediate, 4);
	CHECK_EQ(e->shrink.nr_activate0, 5);
	CHECK_EQ(e->shrink.nr_activate1, 6);
	CHECK_EQ(e->shrink.nr_ref_keep, 7);
	CHECK_EQ(e->shrink.nr_unmap_fail, 8);
	CHECK_EQ(e->shrink.priority, 12);
	CHECK_EQ(e->shrink.reclaim_flags, 9);
	e = NEXT(VMSCAN_WRITE_FOLIO, 5001, 4, 35, 0);
	CHECK_EQ(e->write_folio.pfn, 123456);
	CHECK_EQ(e->write_folio.reclaim_flags, 16);
	e = NEXT(VMSCAN_KSWAPD_WAKE, 5002, 4, 35, 0);
	CHECK_EQ(e->kswapd.nid, 1);
	CHECK_EQ(e->kswapd.zid, 2);
	CHECK_EQ(e->kswapd.order, 3);
	e = NEXT(VMSCAN_KSWAPD_SLEEP, 5003, 4, 35, 0);
	CHECK_EQ(e->kswapd.nid, 1);
	CHECK_EQ(e->kswapd.zid, 0);
	e = NEXT(VMSCAN_DIRECT_BEGIN, 5004, 5, 300, 300);
	CHECK_EQ(e->direct_reclaim.order, 9);
	CHECK_EQ(e->direct_reclaim.gfp_flags, 0x140cca);
	e = NEXT(VMSCAN_DIRECT_END, 5005, 5, 300, 300);
	CHECK_EQ(e->direct_reclaim.nr_reclaimed, 512);
	e = NEXT(VMSCAN_MEMCG_RECLAIM_BEGIN, 5005, 5, 300, 300);
	CHECK_EQ(e->direct_reclaim.order, 0);
	CHECK_EQ(e->direct_reclaim.gfp_flags, 0xcc0);
	e = NEXT(VMSCAN_MEMCG_RECLAIM_END, 5005, 5, 300, 300);
	CHECK_EQ(e->direct_reclaim.nr_reclaimed, 32);
	e = NEXT(SET_MIGRATION_PTE, 5006, 5, 300, 300);
	CHECK_EQ(e->migration_pte.addr, 0x7f0000a00000);
	CHECK(e->migration_pte.pte == UINT64_C(0x8000000123456867));
	CHECK_EQ(e->migration_pte.order, 0);
	e = NEXT(REMOVE_MIGRATION_PTE, 5007, 5, 300, 300);
	CHECK_EQ(e->migration_pte.addr, 0x7f0000a00000);
	CHECK_EQ(e->migration_pte.pte, 0x123456867);
	CHECK_EQ(e->migration_pte.order, 9);
	e = NEXT(EXIT_MMAP, 5008, 5, 300, 300);
	CHECK(e->exit_mmap.mm == UINT64_C(0xffff888012345000));

	e = NEXT(FAULT_USER, 6000, 6, 201, 200);
	CHECK_EQ(e->fault.address, 0x7f0000000010);
	CHECK_EQ(e->fault.ip, 0x401000);
	CHECK_EQ(e->fault.error_code, 6);
	e = NEXT(FAULT_KERNEL, 6001, 6, 201, 200);
	CHECK(e->fault.address == UINT64_C(0xffffc90000001000));
	CHECK(e->fault.ip == UINT64_C(0xffffffff81000000));
	CHECK_EQ(e->fault.error_code, 2);
	e = NEXT(FILEMAP_FAULT, 6002, 6, 201, 200);
	CHECK_EQ(e->filemap.i_ino, 0x1234);
	CHECK_EQ(e->filemap.s_dev, 0x800001);
	CHECK_EQ(e->filemap.index, 7);
	e = NEXT(FILEMAP_MAP_PAGES, 6003, 6, 201, 200);
	CHECK_EQ(e->filemap.i_ino, 0x1234);
	CHECK_EQ(e->filemap.s_dev, 0x800001);
	CHECK_EQ(e->filemap.index, 0);
	CHECK_EQ(e->filemap.last_index, 15);

	e = NEXT(PAGE_ALLOC, 7000, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 0x12345);
	CHECK_EQ(e->page.order, 0);
	CHECK_EQ(e->page.gfp_flags, 0x140cca);
	CHECK_EQ(e->page.migratetype, 1);
	CHECK_EQ(e->page.percpu_refill, -1);
	e = NEXT(PAGE_FREE, 7001, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 0x12345);
	CHECK_EQ(e->page.order, 0);
	CHECK_EQ(e->page.migratetype, -1);
	e = NEXT(PAGE_FREE_BATCHED, 7002, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 77);
	e = NEXT(PAGE_ALLOC_ZONE_LOCKED, 7003, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 78);
	CHECK_EQ(e->page.order, 3);
	CHECK_EQ(e->page.migratetype, 0);
	CHECK_EQ(e->page.percpu_refill, 1);
	e = NEXT(PAGE_PCPU_DRAIN, 7004, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 79);
	CHECK_EQ(e->page.migratetype, 2);
	e = NEXT(PAGE_FREE_BATCHED, 7005, 7, 201, 200);
	CHECK_EQ(e->page.pfn, 80);
	CHECK_EQ(e->page.migratetype, -1);
	e = NEXT(FILEMAP_ADD, 7006, 7, 201, 200);
	CHECK_EQ(e->filemap.pfn, 0x12346);
	CHECK_EQ(e->filemap.i_ino, 0x1234);
	CHECK(e->filemap.index == UINT64_C(0xffffffffff));
	CHECK_EQ(e->filemap.s_dev, 0x800001);
	CHECK_EQ(e->filemap.order, 2);
	e = NEXT(FILEMAP_DELETE, 7007, 7, 201, 200);
	CHECK_EQ(e->filemap.pfn, 0x12346);
	CHECK_EQ(e->filemap.index, 7);
	CHECK_EQ(e->filemap.order, 0);

	e = NEXT(MIGRATE_PAGES_START, 8000, 8, 201, 200);
	CHECK_EQ(e->migrate_pages.mode, 1);
	CHECK_EQ(e->migrate_pages.reason, 5);
	e = NEXT(MIGRATE_PAGES, 8001, 8, 201, 200);
	CHECK_EQ(e->migrate_pages.succeeded, 10);
	CHECK_EQ(e->migrate_pages.failed, 1);
	CHECK_EQ(e->migrate_pages.thp_succeeded, 2);
	CHECK_EQ(e->migrate_pages.thp_failed, 3);
	CHECK_EQ(e->migrate_pages.thp_split, 4);
	CHECK_EQ(e->migrate_pages.large_folio_split, 5);
	CHECK_EQ(e->migrate_pages.mode, 1);
	CHECK_EQ(e->migrate_pages.reason, 5);
	e = NEXT(MOVE_NUMA, 8002, 8, 201, 200);
	CHECK_EQ(e->move_numa.pid, 201);
	CHECK_EQ(e->move_numa.tgid, 200);
	CHECK_EQ(e->move_numa.ngid, 0);
	CHECK_EQ(e->move_numa.src_cpu, 8);
	CHECK_EQ(e->move_numa.src_nid, 0);
	CHECK_EQ(e->move_numa.dst_cpu, 300);
	CHECK_EQ(e->move_numa.dst_nid, 1);
	e = NEXT(SYS_ENTER_MOVE_PAGES, 8003, 8, 201, 200);
	CHECK_EQ(e->sys_enter.a[0], 0);
	CHECK_EQ(e->sys_enter.a[1], 512);
	CHECK_EQ(e->sys_enter.a[5], 2);
	e = NEXT(SYS_EXIT_MOVE_PAGES, 8004, 8, 201, 200);
	CHECK_EQ(e->sys_exit.ret, 0);

	e = NEXT(TLB_FLUSH, 9000, 0, 201, 200);
	CHECK_EQ(e->tlb_flush.reason, MMR_TLB_REMOTE_SEND_IPI);
	CHECK_EQ(e->tlb_flush.pages, MMR_TLB_FLUSH_ALL);
	e = NEXT(CSD_QUEUE_CPU, 9000, 0, 201, 200);
	CHECK_EQ(e->csd.cpu, 1);
	CHECK_EQ(e->csd.callsite.sym, MMR_SYM_SMP_CALL_FUNCTION_MANY_COND);
	CHECK_EQ(e->csd.callsite.addr, 0);
	CHECK_EQ(e->csd.func.sym, MMR_SYM_FLUSH_TLB_FUNC);
	CHECK(e->csd.func.addr == UINT64_C(0xffffffff81080000));
	CHECK(e->csd.csd == UINT64_C(0xffff88807fc2a000));
	e = NEXT(CSD_FUNCTION_ENTRY, 9001, 1, 0, 0);
	CHECK_EQ(e->csd.func.sym, MMR_SYM_FLUSH_TLB_FUNC);
	CHECK_EQ(e->csd.func.addr, 0);
	CHECK(e->csd.csd == UINT64_C(0xffff88807fc2a000));
	e = NEXT(CSD_FUNCTION_EXIT, 9002, 1, 0, 0);
	CHECK_EQ(e->csd.func.sym, MMR_SYM_OTHER);
	CHECK(e->csd.func.addr == UINT64_C(0xffffffff81999999));
	e = NEXT(IPI_SEND_CPU, 9003, 0, 201, 200);
	CHECK_EQ(e->ipi.cpu, 1);
	CHECK_EQ(e->ipi.callsite.sym, MMR_SYM_ON_EACH_CPU_COND_MASK);
	CHECK_EQ(e->ipi.callback.sym, MMR_SYM_GENERIC_SMP_CFSI);
	CHECK_EQ(e->ipi.cpumask.nbits, 0);
	e = NEXT(IPI_SEND_CPUMASK, 9004, 0, 201, 200);
	CHECK_EQ(e->ipi.cpumask.nbits, 512); /* the scenario's cpus */
	CHECK_EQ(mmr_cpumask_weight(&e->ipi.cpumask), 300);
	for (i = 0; i < 512; i++)
		if (mmr_cpumask_test(&e->ipi.cpumask, i) != (i < 300))
			break;
	CHECK_EQ(i, 512);
	CHECK_EQ(e->ipi.callsite.sym, MMR_SYM_SMP_CALL_FUNCTION_MANY_COND);
	CHECK_EQ(e->ipi.callback.sym, MMR_SYM_OTHER);
	CHECK(e->ipi.callback.addr == UINT64_C(0xffffffffc0001230));
	e = NEXT(CALL_FUNCTION_ENTRY, 9005, 1, 0, 0);
	CHECK_EQ(e->vector.vector, 251);
	e = NEXT(CALL_FUNCTION_SINGLE_ENTRY, 9006, 2, 0, 0);
	CHECK_EQ(e->vector.vector, 251);
	e = NEXT(LOCK_CONTENTION_BEGIN, 9007, 3, 201, 200);
	CHECK(e->lock.lock_addr == UINT64_C(0xffff88807fc2b040));
	CHECK_EQ(e->lock.flags, 0x101);
	e = NEXT(LOCK_CONTENTION_END, 9008, 3, 201, 200);
	CHECK(e->lock.lock_addr == UINT64_C(0xffff88807fc2b040));
	CHECK_EQ(e->lock.ret, 0);
	e = NEXT(LOST, 9009, 4, 0, 0);
	CHECK_EQ(e->lost.nr, 2041);

	e = NEXT(PAGE_ALLOC_ZONE_LOCKED, 10000000001ULL, 511, 0, 0);
	CHECK_EQ(e->page.pfn, 0);
	CHECK_EQ(e->page.order, 0);
	CHECK_EQ(e->page.percpu_refill, -1);
	e = NEXT(IPI_SEND_CPUMASK, 10000000001ULL, 9, 1, 0);
	CHECK_EQ(e->ipi.cpumask.nbits, 512);
	CHECK_EQ(mmr_cpumask_weight(&e->ipi.cpumask), 6);
	for (i = 0; i < 512; i++)
		if (mmr_cpumask_test(&e->ipi.cpumask, i) !=
		    (i == 1 || i == 3 || i == 5 || i == 6 || i == 64 || i == 511))
			break;
	CHECK_EQ(i, 512);
	CHECK_EQ(e->ipi.callback.sym, MMR_SYM_NONE);
	CHECK_EQ(e->ipi.callback.addr, 0);
	CHECK_EQ(e->ipi.callsite.sym, MMR_SYM_NONE);
	check_end(src);
	mmr_source_close(src);

	/* every kind appears in the file, so the file and this test cover the table */
	again = open_ok(MMR_TEST_DATA "/mms/all-events.mms");
	while (mmr_source_next(again, &e, &err) == 1)
		seen[e->kind]++;
	for (k = 1; k < MMR_EV__COUNT; k++)
		if (!seen[k]) {
			fprintf(stderr, "all-events.mms lacks %s:%s\n", mmr_event_info(k)->system,
				mmr_event_info(k)->name);
			test_failures++;
		}
	mmr_source_close(again);
	return test_done();
}

/* ---- lexical corners, on scenarios written to a temporary directory ---- */

static char tmpdir[64];

static const char *write_tmp(const char *name, const char *text, size_t len)
{
	static char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	f = fopen(path, "wb");
	if (!f || fwrite(text, 1, len, f) != len || fclose(f)) {
		perror(path);
		exit(1);
	}
	return path;
}
#define WRITE_STR(name, s) write_tmp(name, s, sizeof(s) - 1)

static int test_syntax(void)
{
	const struct mmr_event *e;
	struct mmr_source *src;
	struct mmr_error err;
	char *big, *p;
	unsigned int i;
	const char *path;

	strcpy(tmpdir, "/tmp/test_mms.XXXXXX");
	if (!mkdtemp(tmpdir)) {
		perror("mkdtemp");
		return 1;
	}

	/* CRLF, indentation, trailing blanks, tabs, blank lines, comments only at the end */
	path = WRITE_STR("crlf.mms",
			 "# dos\r\n\r\n  #! cpus=2 \t\r\n\t1 0 5 tlb:tlb_flush reason=1 \r\n"
			 "2\t1\t5/5\ttlb:tlb_flush\tpages=3\t\r\n   \r\n# end\r\n");
	src = open_ok(path);
	CHECK_EQ(mmr_meta_get_i64(mmr_source_meta(src), "cpus", -1), 2);
	e = NEXT(TLB_FLUSH, 1, 0, 5, 0);
	CHECK_EQ(e->tlb_flush.reason, 1);
	CHECK_EQ(e->tlb_flush.pages, 0);
	e = NEXT(TLB_FLUSH, 2, 1, 5, 5);
	CHECK_EQ(e->tlb_flush.pages, 3);
	check_end(src);
	mmr_source_close(src);

	/* only comments and metadata: no events; no final newline */
	path = WRITE_STR("noevents.mms", "#! kernel=\"6.18 rc1\"\n# nothing");
	src = open_ok(path);
	STR_EQ(mmr_meta_get(mmr_source_meta(src), "kernel"), "6.18 rc1");
	check_end(src);
	mmr_source_close(src);

	/*
	 * Timestamps exact to the ns, no float rounding (0.3 s is not a double);
	 * the largest u64 both ways; number limits of every integer type; hex is
	 * the bit pattern of a signed type.
	 */
	{
		static const char text[] =
			"0.3 0 1 tlb:tlb_flush pages=-9223372036854775808 reason=-2147483648\n"
			"0.300000001 0 1 tlb:tlb_flush pages=9223372036854775807 "
			"reason=0xffffffff\n"
			"1.5 0 1 task:task_newtask oom_score_adj=-32768 "
			"clone_flags=18446744073709551615\n"
			"1500000000 0 1 task:task_newtask oom_score_adj=0xffff pid=2147483647\n"
			"1500000000 0 1 sched:sched_process_exit group_dead=255 comm=\"\" prio=-0\n"
			"1500000000 0 1 tlb:tlb_flush pages=0xffffffffffffffff reason=0X7fffffff\n"
			"1500000000 0 1 csd:csd_queue_cpu cpu=4294967295 callsite=0 func=0x0\n"
			"18446744073.709551615 0 2147483647/2147483647 mmreplay:lost_events "
			"nr=0xFFFFFFFFFFFFFFFF\n"
			"18446744073709551615 0 1 mmreplay:lost_events\n";

		src = open_ok(write_tmp("numbers.mms", text, sizeof(text) - 1));
		e = NEXT(TLB_FLUSH, 300000000, 0, 1, 0);
		CHECK(e->tlb_flush.pages == INT64_MIN);
		CHECK_EQ(e->tlb_flush.reason, INT32_MIN);
		e = NEXT(TLB_FLUSH, 300000001, 0, 1, 0);
		CHECK_EQ(e->tlb_flush.pages, INT64_MAX);
		CHECK_EQ(e->tlb_flush.reason, -1);
		e = NEXT(TASK_NEWTASK, 1500000000, 0, 1, 0);
		CHECK_EQ(e->newtask.oom_score_adj, -32768);
		CHECK(e->newtask.clone_flags == UINT64_MAX);
		e = NEXT(TASK_NEWTASK, 1500000000, 0, 1, 0);
		CHECK_EQ(e->newtask.oom_score_adj, -1);
		CHECK_EQ(e->newtask.pid, INT32_MAX);
		e = NEXT(SCHED_EXIT, 1500000000, 0, 1, 0);
		CHECK_EQ(e->exit.group_dead, 255);
		STR_EQ(e->exit.comm, "");
		CHECK_EQ(e->exit.prio, 0);
		e = NEXT(TLB_FLUSH, 1500000000, 0, 1, 0);
		CHECK_EQ(e->tlb_flush.pages, -1);
		CHECK_EQ(e->tlb_flush.reason, INT32_MAX);
		e = NEXT(CSD_QUEUE_CPU, 1500000000, 0, 1, 0);
		CHECK(e->csd.cpu == UINT32_MAX);
		CHECK(e->csd.callsite.sym == MMR_SYM_NONE && e->csd.callsite.addr == 0);
		CHECK(e->csd.func.sym == MMR_SYM_NONE && e->csd.func.addr == 0);
		e = NEXT(LOST, UINT64_MAX, 0, INT32_MAX, INT32_MAX);
		CHECK(e->lost.nr == UINT64_MAX);
		e = NEXT(LOST, UINT64_MAX, 0, 1, 0);
		CHECK_EQ(e->lost.nr, 0);
		check_end(src);
		mmr_source_close(src);
	}

	/*
	 * A line far longer than 4096 bytes: every even CPU of 8192 listed one by
	 * one (~24 KB).  Without `cpus` the mask is as wide as its highest CPU.
	 */
	big = malloc(64 * 1024);
	p = big + sprintf(big, "7 3 1 ipi:ipi_send_cpumask callback=flush_tlb_func cpumask=");
	for (i = 0; i < 8192; i += 2)
		p += sprintf(p, "%s%u", i ? "," : "", i);
	p += sprintf(p, "\n8 3 1 ipi:ipi_send_cpumask cpumask=70\n"
		     "9 3 1 ipi:ipi_send_cpumask cpumask=0-63\n");
	CHECK(p - big > 4096 * 4);
	src = open_ok(write_tmp("long.mms", big, (size_t)(p - big)));
	e = NEXT(IPI_SEND_CPUMASK, 7, 3, 1, 0);
	CHECK_EQ(e->ipi.cpumask.nbits, 8191);
	CHECK_EQ(mmr_cpumask_weight(&e->ipi.cpumask), 4096);
	CHECK(mmr_cpumask_test(&e->ipi.cpumask, 8190) && !mmr_cpumask_test(&e->ipi.cpumask, 8189));
	CHECK(!mmr_cpumask_test(&e->ipi.cpumask, 8192));
	CHECK_EQ(e->ipi.callback.sym, MMR_SYM_FLUSH_TLB_FUNC);
	/* the narrower mask that follows does not inherit bits of the wide one */
	e = NEXT(IPI_SEND_CPUMASK, 8, 3, 1, 0);
	CHECK_EQ(e->ipi.cpumask.nbits, 71);
	CHECK_EQ(mmr_cpumask_weight(&e->ipi.cpumask), 1);
	CHECK(mmr_cpumask_test(&e->ipi.cpumask, 70));
	CHECK_EQ(e->ipi.callback.sym, MMR_SYM_NONE);
	e = NEXT(IPI_SEND_CPUMASK, 9, 3, 1, 0);
	CHECK_EQ(e->ipi.cpumask.nbits, 64);
	CHECK(e->ipi.cpumask.bits[0] == UINT64_MAX);
	check_end(src);
	mmr_source_close(src);
	free(big);

	/* malformed values of each kind, one file each: the code says which check caught it */
	{
		static const struct {
			const char *line;
			int code;
		} bad[] = {
			{ "1. 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ ".5 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1.5.3 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1e3 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "+5 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "-5 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "0x10 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "18446744073709551616 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "18446744073.709551616 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "18446744074.0 0 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 4294967296 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 -1 1 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 0 2147483648 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 0 1/ tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 0 1/2/3 tlb:tlb_flush", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:", MMR_EUNKNOWN_EVENT },
			{ "1 0 1 :tlb_flush", MMR_EUNKNOWN_EVENT },
			{ "1 0 1 tlb:tlb_flush:x", MMR_EUNKNOWN_EVENT },
			{ "1 0 1 vmscan:mm_vmscan_memcg_softlimit_reclaim_begin", MMR_EUNKNOWN_EVENT },
			{ "1 0 1 tlb:tlb_flush =1", MMR_EPARSE },
			{ "1 0 1 tlb:tlb_flush pages=--1", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=0x", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=1_000", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=\"\"", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush reason=-0x80000001", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=18446744073709551616", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=0x10000000000000000", MMR_EBAD_NUMBER },
			{ "1 0 1 tlb:tlb_flush pages=-9223372036854775809", MMR_EBAD_NUMBER },
			{ "1 0 1 task:task_newtask oom_score_adj=32768", MMR_EBAD_NUMBER },
			{ "1 0 1 task:task_newtask oom_score_adj=0x10000", MMR_EBAD_NUMBER },
			{ "1 0 1 csd:csd_queue_cpu cpu=4294967296", MMR_EBAD_NUMBER },
			{ "1 0 1 csd:csd_queue_cpu func=12", MMR_EBAD_NUMBER },
			{ "1 0 1 csd:csd_queue_cpu func=@0x1", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f@", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f@12", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f@-0x1", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f+0x1/", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f+/0x1", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=f-g", MMR_EPARSE },
			{ "1 0 1 csd:csd_queue_cpu func=\"\"", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=1-", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=-1", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=,1", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=1,", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=0x3", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=0-15:2", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=65536", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=99999999999", MMR_EPARSE },
			{ "1 0 1 ipi:ipi_send_cpumask cpumask=\"\"", MMR_EPARSE },
			{ "1 0 1 sched:sched_process_exit comm=a\"b", MMR_EPARSE },
			{ "1 0 1 sched:sched_process_exit comm=\"a\"b", MMR_EPARSE },
			{ "1 0 1 sched:sched_process_exit comm=\"a\\nb\"", MMR_EPARSE },
			{ "1 0 1 sched:sched_process_exit comm=\"abc", MMR_EPARSE },
			{ "1 0 1 sched:sched_process_exit comm=0123456789abcdef", MMR_EPARSE },
			{ "#! cpus=0\n", MMR_EBAD_NUMBER },
			{ "#! cpus=65537\n", MMR_EBAD_NUMBER },
			{ "#! novalue\n", MMR_EPARSE },
			{ "#! k=\"v\n", MMR_EPARSE },
		};
		char line[256];

		for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
			int n = snprintf(line, sizeof(line), "%s\n", bad[i].line), ret;

			path = write_tmp("bad.mms", line, (size_t)n);
			src = NULL;
			ret = mmr_source_open(path, &src, &err);
			if (ret == 0)
				ret = mmr_source_next(src, &e, &err);
			if (ret != bad[i].code) {
				fprintf(stderr, "'%s': got %d (%s), expected %d\n", bad[i].line,
					ret, ret < 0 ? mmr_error_msg(&err, ret) : "an event",
					bad[i].code);
				test_failures++;
			}
			mmr_source_close(src);
		}
	}

	/* an error is sticky: the same error again, never a later event */
	path = WRITE_STR("sticky.mms", "1 0 1 tlb:tlb_flush pagez=1\n2 0 1 tlb:tlb_flush\n");
	src = open_ok(path);
	CHECK_EQ(mmr_source_next(src, &e, &err), MMR_EUNKNOWN_FIELD);
	CHECK_EQ(mmr_source_next(src, &e, &err), MMR_EUNKNOWN_FIELD);
	CHECK(strstr(err.msg, "sticky.mms:1:21: unknown field 'pagez' for tlb:tlb_flush") != NULL);
	mmr_source_close(src);
	mmr_source_close(NULL);

	for (i = 0; i < 6; i++) {
		static const char *const names[] = { "crlf.mms", "noevents.mms", "numbers.mms",
						     "long.mms", "sticky.mms", "bad.mms" };
		char f[256];

		snprintf(f, sizeof(f), "%s/%s", tmpdir, names[i]);
		unlink(f);
	}
	rmdir(tmpdir);
	return test_done();
}

/* ---- docs/scenario-format.md stays complete and its examples stay valid ---- */

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET)) {
		perror(path);
		exit(1);
	}
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		perror(path);
		exit(1);
	}
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

/*
 * Every ```mms block of the document is a scenario that must parse; the
 * blocks together must use every event kind, each once with all its fields.
 */
static int test_doc(const char *doc_path)
{
	static char full[MMR_EV__COUNT];
	size_t len, blen;
	char *doc = slurp(doc_path, &len), *p = doc, *end;
	unsigned int k, nblocks = 0, f;
	const struct mmr_event *e;
	struct mmr_source *src;
	struct mmr_error err;
	int ret;

	strcpy(tmpdir, "/tmp/test_mms.XXXXXX");
	if (!mkdtemp(tmpdir))
		return 1;
	while ((p = strstr(p, "\n```mms\n"))) {
		char name[32];
		const char *path;

		p += 8;
		end = strstr(p, "\n```");
		if (!end)
			break;
		blen = (size_t)(end - p) + 1;
		if (nblocks == 0) {
			size_t flen;
			char *file = slurp(MMR_TEST_DATA "/mms/munmap-shootdown.mms", &flen);

			if (flen != blen || memcmp(file, p, blen)) {
				fprintf(stderr, "%s: the first example differs from "
					"tests/data/mms/munmap-shootdown.mms\n", doc_path);
				test_failures++;
			}
			free(file);
		}
		snprintf(name, sizeof(name), "block%u.mms", nblocks++);
		path = write_tmp(name, p, blen);
		src = open_ok(path);
		while ((ret = mmr_source_next(src, &e, &err)) == 1) {
			const struct mmr_event_info *info = mmr_event_info(e->kind);
			/* the event's line, to find its field names */
			const char *line = p, *nl;
			char key[96];

			/* locate the first line in the block naming this event with all fields */
			snprintf(key, sizeof(key), " %s:%s", info->system, info->name);
			while ((line = strstr(line, key)) && line < end) {
				nl = strchr(line, '\n');
				for (f = 0; f < info->nr_fields; f++) {
					char fk[64];
					const char *hit;

					snprintf(fk, sizeof(fk), " %s=", info->fields[f].name);
					hit = strstr(line, fk);
					if (!hit || hit > nl)
						break;
				}
				if (f == info->nr_fields) {
					full[e->kind] = 1;
					break;
				}
				line = nl;
			}
		}
		if (ret < 0)
			fprintf(stderr, "%s: ```mms block %u: %s\n", doc_path, nblocks,
				mmr_error_msg(&err, ret));
		CHECK_EQ(ret, 0);
		mmr_source_close(src);
		unlink(path);
		p = end;
	}
	rmdir(tmpdir);
	CHECK(nblocks >= 2);
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *info = mmr_event_info(k);
		char key[96];

		snprintf(key, sizeof(key), "%s:%s", info->system, info->name);
		if (!strstr(doc, key)) {
			fprintf(stderr, "%s does not mention %s\n", doc_path, key);
			test_failures++;
		} else if (!full[k]) {
			fprintf(stderr, "%s: no ```mms example of %s with all its fields\n",
				doc_path, key);
			test_failures++;
		}
	}
	free(doc);
	return test_done();
}

/*
 * tests/data/mms: every example parses to its end with the number of events
 * its README row states; every file of errors/ fails and is listed too.
 */
static int test_examples(void)
{
	size_t len;
	char *readme = slurp(MMR_TEST_DATA "/mms/README.md", &len);
	unsigned int nex = 0, nerr = 0, pass;

	for (pass = 0; pass < 2; pass++) {
		const char *dir = pass ? MMR_TEST_DATA "/mms/errors" : MMR_TEST_DATA "/mms";
		DIR *d = opendir(dir);
		struct dirent *de;

		if (!d) {
			perror(dir);
			return 1;
		}
		while ((de = readdir(d))) {
			size_t n = strlen(de->d_name);
			const struct mmr_event *e;
			struct mmr_source *src = NULL;
			struct mmr_error err = { 0 };
			char path[512], row[300];
			unsigned long count = 0, want;
			const char *hit;
			int ret;

			if (n < 5 || strcmp(de->d_name + n - 4, ".mms"))
				continue;
			snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
			snprintf(row, sizeof(row), "| `%s` | ", de->d_name);
			hit = strstr(readme, row);
			if (!hit) {
				fprintf(stderr, "README.md does not list %s\n", path);
				test_failures++;
			}
			ret = mmr_source_open(path, &src, &err);
			while (ret >= 0 && (ret = mmr_source_next(src, &e, &err)) == 1)
				count++;
			mmr_source_close(src);
			if (pass) {
				nerr++;
				if (ret >= 0) {
					fprintf(stderr, "%s parses without an error\n", path);
					test_failures++;
				}
				continue;
			}
			nex++;
			if (ret < 0) {
				fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
				test_failures++;
			}
			if (hit && sscanf(hit + strlen(row), "%lu |", &want) == 1) {
				if (want != count) {
					fprintf(stderr, "%s: %lu events, README.md says %lu\n",
						path, count, want);
					test_failures++;
				}
			} else if (hit) {
				fprintf(stderr, "README.md: no event count for %s\n", path);
				test_failures++;
			}
		}
		closedir(d);
	}
	CHECK(nex >= 2);
	CHECK(nerr >= 20);
	free(readme);
	return test_done();
}

int main(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "events"))
		return test_events();
	if (argc >= 2 && !strcmp(argv[1], "syntax"))
		return test_syntax();
	if (argc >= 3 && !strcmp(argv[1], "doc"))
		return test_doc(argv[2]);
	if (argc >= 2 && !strcmp(argv[1], "examples"))
		return test_examples();
	fprintf(stderr, "usage: test_mms events | syntax | doc <scenario-format.md> | examples\n");
	return 2;
}
