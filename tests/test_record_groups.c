// SPDX-License-Identifier: GPL-2.0
/*
 * Offline parts of the recorder: event-group parsing (counted by hand from
 * the event table of DESIGN.md / event.h) and cpu-list parsing, and the
 * --redact rewriter on hand-made events and metadata: comms, kernel
 * pointers, the 1 GiB fallback window (shifted), pids, pfns (their zone and
 * block offset kept), filemap's s_dev and i_ino, tgids, recorder_pid,
 * command and kernel.
 */
#include <string.h>

#include "capture-local.h"
#include "mmreplay/capture.h"
#include "test.h"

static int popcount(uint64_t m)
{
	return __builtin_popcountll(m);
}

static uint64_t bit(unsigned int kind)
{
	return 1ull << kind;
}

int main(void)
{
	struct mmr_error err = { 0 };
	uint64_t ev = 0, all = 0, set[2];
	struct mmr_redactor *r, *r2;
	struct mmr_meta *m;
	struct mmr_event e;
	uint64_t a0;

	/* tlb: tlb:tlb_flush only. */
	CHECK_EQ(mmr_capture_parse_groups("tlb", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_TLB_FLUSH));
	/* ipi: csd x3, ipi x2, irq_vectors x2. */
	CHECK_EQ(mmr_capture_parse_groups("ipi", &ev, &err), 0);
	CHECK_EQ(popcount(ev), 7);
	CHECK(ev & bit(MMR_EV_CSD_FUNCTION_ENTRY));
	CHECK(ev & bit(MMR_EV_CALL_FUNCTION_SINGLE_ENTRY));
	/* lock: contention_begin/end. */
	CHECK_EQ(mmr_capture_parse_groups("lock", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_LOCK_CONTENTION_BEGIN) | bit(MMR_EV_LOCK_CONTENTION_END));
	/* measured = tlb + ipi + lock = 1 + 7 + 2. */
	CHECK_EQ(mmr_capture_parse_groups("measured", &ev, &err), 0);
	CHECK_EQ(popcount(ev), 10);
	CHECK_EQ(mmr_capture_parse_groups("tlb,ipi,lock", &all, &err), 0);
	CHECK_EQ(all, ev);
	/*
	 * schedule: switch, fork, newtask, exec, exit, migrate_task, cgroup_attach,
	 * wakeup, wakeup_new.
	 */
	CHECK_EQ(mmr_capture_parse_groups("schedule", &ev, &err), 0);
	CHECK_EQ(popcount(ev), 9);
	CHECK(ev & bit(MMR_EV_SCHED_WAKEUP_NEW));
	/* fault: page_fault_user, page_fault_kernel, filemap fault and map_pages. */
	CHECK_EQ(mmr_capture_parse_groups("fault", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_FAULT_USER) | bit(MMR_EV_FAULT_KERNEL) |
		     bit(MMR_EV_FILEMAP_FAULT) | bit(MMR_EV_FILEMAP_MAP_PAGES));
	/* alloc: kmem x5, filemap add / delete. */
	CHECK_EQ(mmr_capture_parse_groups("alloc", &ev, &err), 0);
	CHECK_EQ(popcount(ev), 7);
	CHECK(ev & bit(MMR_EV_FILEMAP_ADD));
	CHECK(ev & bit(MMR_EV_FILEMAP_DELETE));
	/* all: every kind but NONE and the LOST marker, which is no tracepoint. */
	CHECK_EQ(mmr_capture_parse_groups("all", &all, &err), 0);
	CHECK_EQ(popcount(all), MMR_EV__COUNT - 2);
	CHECK(!(all & bit(MMR_EV_LOST)));
	CHECK_EQ(mmr_capture_parse_groups("schedule,unmap,fault,alloc,migrate,measured", &ev, &err),
		 0);
	CHECK_EQ(ev, all);
	/* filemap: the four page-cache events; -GROUP takes one out */
	CHECK_EQ(mmr_capture_parse_groups("filemap", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_FILEMAP_ADD) | bit(MMR_EV_FILEMAP_DELETE) |
		     bit(MMR_EV_FILEMAP_FAULT) | bit(MMR_EV_FILEMAP_MAP_PAGES));
	CHECK_EQ(mmr_capture_parse_groups("all,-filemap", &ev, &err), 0);
	CHECK_EQ(popcount(ev), MMR_EV__COUNT - 2 - 4);
	CHECK(!(ev & bit(MMR_EV_FILEMAP_ADD)) && (ev & bit(MMR_EV_PAGE_ALLOC)));
	CHECK_EQ(mmr_capture_parse_groups("fault,-filemap,lock", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_FAULT_USER) | bit(MMR_EV_FAULT_KERNEL) |
		     bit(MMR_EV_LOCK_CONTENTION_BEGIN) | bit(MMR_EV_LOCK_CONTENTION_END));
	/* taken out before it is added: added after all */
	CHECK_EQ(mmr_capture_parse_groups("-tlb,tlb", &ev, &err), 0);
	CHECK_EQ(ev, bit(MMR_EV_TLB_FLUSH));
	CHECK_EQ(mmr_capture_parse_groups("tlb,-tlb", &ev, &err), MMR_EINVAL);
	CHECK_EQ(mmr_capture_parse_groups("all,-bogus", &ev, &err), MMR_EINVAL);
	CHECK(strstr(err.msg, "'bogus'") != NULL);
	/* errors name the group */
	CHECK_EQ(mmr_capture_parse_groups("unmap,bogus", &ev, &err), MMR_EINVAL);
	CHECK(strstr(err.msg, "'bogus'") != NULL);
	CHECK_EQ(mmr_capture_parse_groups("", &ev, &err), MMR_EINVAL);
	CHECK_EQ(mmr_capture_parse_groups("tl", &ev, &err), MMR_EINVAL);

	/* cpu lists */
	CHECK_EQ(mmr_cpulist_parse("0-3,8", set, 128, NULL), 5);
	CHECK_EQ(set[0], 0x10f);
	CHECK_EQ(set[1], 0);
	CHECK_EQ(mmr_cpulist_parse("64,1\n", set, 128, NULL), 2);
	CHECK_EQ(set[0], 2);
	CHECK_EQ(set[1], 1);
	CHECK_EQ(mmr_cpulist_parse("3-1", set, 128, NULL), -1);
	CHECK_EQ(mmr_cpulist_parse("0-128", set, 128, NULL), -1);
	CHECK_EQ(mmr_cpulist_parse("x", set, 128, NULL), -1);

	/* --redact on hand-made events (pid 0 has no /proc maps: window fallback) */
	r = mmr_redactor_new();
	CHECK(r != NULL);
	mmr_event_init(&e, MMR_EV_SCHED_SWITCH);
	strcpy(e.sched_switch.prev_comm, "secret");
	strcpy(e.sched_switch.next_comm, "secret2");
	mmr_redact_event(r, &e);
	CHECK_EQ(e.sched_switch.prev_comm[0], 0);
	CHECK_EQ(e.sched_switch.next_comm[0], 0);
	mmr_event_init(&e, MMR_EV_IPI_SEND_CPU);
	e.ipi.callback.addr = 0xffffffff81450a50ull;
	e.ipi.callback.sym = MMR_SYM_GENERIC_SMP_CFSI;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.ipi.callback.addr, 0);
	CHECK_EQ(e.ipi.callback.sym, MMR_SYM_GENERIC_SMP_CFSI);
	/* two locks keep distinct identities, the same lock the same one */
	mmr_event_init(&e, MMR_EV_LOCK_CONTENTION_BEGIN);
	e.lock.lock_addr = 0xffff888012345678ull;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.lock.lock_addr, 1);
	e.lock.lock_addr = 0xffff888087654321ull;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.lock.lock_addr, 2);
	e.lock.lock_addr = 0xffff888012345678ull;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.lock.lock_addr, 1);
	/*
	 * User addresses: pid 999999999 does not exist, so the 1 GiB window is
	 * the mapping.  First region seen -> 1 << 36; the offset in the window
	 * moves by a page-aligned amount the recording's key gives, so page
	 * offsets and differences stay, the address bits do not.
	 */
	mmr_redactor_set_key(r, 0x1234);
	mmr_event_init(&e, MMR_EV_SYS_ENTER_MUNMAP);
	e.pid = 999999999;
	e.sys_enter.a[0] = 0x7f1234567000ull;
	e.sys_enter.a[1] = 0x40000;
	mmr_redact_event(r, &e);
	a0 = e.sys_enter.a[0];
	CHECK_EQ(a0 >> 36, 1);
	CHECK_EQ(a0 & 0xfff, 0);
	CHECK(a0 < (1ull << 36) + (2ull << 30));
	CHECK((a0 & ((1ull << 30) - 1)) != (0x7f1234567000ull & ((1ull << 30) - 1)));
	CHECK_EQ(e.sys_enter.a[1], 0x40000); /* lengths are not addresses */
	CHECK_EQ(e.pid, 1); /* the first pid seen */
	mmr_event_init(&e, MMR_EV_FAULT_USER);
	e.pid = 999999999;
	e.fault.address = 0x7f1234568010ull;  /* one page and 16 bytes further, same window */
	e.fault.ip = 0xffffffff81000000ull;   /* a kernel ip */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.fault.address - a0, 0x1010);
	CHECK_EQ(e.fault.ip, 0);
	CHECK_EQ(e.pid, 1);
	e.pid = 999999999;
	e.fault.address = 0x5555deadb000ull;  /* another window: region 2 */
	e.fault.ip = 0;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.fault.address >> 36, 2);
	/* another recording (key): the same address elsewhere in its window */
	r2 = mmr_redactor_new();
	CHECK(r2 != NULL);
	mmr_redactor_set_key(r2, 0x5678);
	mmr_event_init(&e, MMR_EV_SYS_ENTER_MUNMAP);
	e.pid = 999999999;
	e.sys_enter.a[0] = 0x7f1234567000ull;
	mmr_redact_event(r2, &e);
	CHECK_EQ(e.sys_enter.a[0] >> 36, 1);
	CHECK(e.sys_enter.a[0] != a0);
	mmr_redactor_free(r2);

	/* pids everywhere: pseudonyms in first-seen order, 0 stays */
	mmr_event_init(&e, MMR_EV_SCHED_SWITCH);
	e.pid = 0;
	e.sched_switch.prev_pid = 4242;
	e.sched_switch.next_pid = 999999999;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.pid, 0);
	CHECK_EQ(e.sched_switch.prev_pid, 2);
	CHECK_EQ(e.sched_switch.next_pid, 1);
	mmr_event_init(&e, MMR_EV_SCHED_FORK);
	e.pid = e.tgid = 4242;
	e.fork.parent_pid = 4242;
	e.fork.child_pid = 4343;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.pid, 2);
	CHECK_EQ(e.tgid, 2);
	CHECK_EQ(e.fork.parent_pid, 2);
	CHECK_EQ(e.fork.child_pid, 3);
	mmr_event_init(&e, MMR_EV_MOVE_NUMA);
	e.move_numa.pid = 4343;
	e.move_numa.tgid = 4242;
	e.move_numa.ngid = 0;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.move_numa.pid, 3);
	CHECK_EQ(e.move_numa.tgid, 2);
	CHECK_EQ(e.move_numa.ngid, 0);

	/*
	 * pfns: zone [0x1200, 0x40000) has full 1024-page blocks 5..255 (block 4,
	 * 0x1000-0x13ff, is partial and stays); the k-th distinct full block
	 * seen becomes block 4 + k, the offset in the block stays; a pfn in no
	 * zone goes to the blocks above the zones (from 0x40000).
	 */
	mmr_redactor_zone(r, 0x1200, 0x40000);
	mmr_event_init(&e, MMR_EV_PAGE_ALLOC);
	e.page.pfn = 0x12345;               /* block 0x48, first seen: block 5 */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x1745);
	e.page.pfn = 0x12346;               /* same block */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x1746);
	e.page.pfn = 0x30000;               /* block 0xc0: block 6 */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x1800);
	e.page.pfn = 0x1300;                /* the partial block */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x1300);
	e.page.pfn = 0x80000;               /* in no zone */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x40000);
	mmr_event_init(&e, MMR_EV_PAGE_FREE);
	e.page.pfn = 0x12345;               /* freed where it was allocated */
	mmr_redact_event(r, &e);
	CHECK_EQ(e.page.pfn, 0x1745);

	/* files: s_dev and i_ino pseudonyms, an inode number per device */
	mmr_event_init(&e, MMR_EV_FILEMAP_ADD);
	e.filemap.s_dev = 0x800001;
	e.filemap.i_ino = 1234;
	e.filemap.pfn = 0x12345;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.filemap.s_dev, 1);
	CHECK_EQ(e.filemap.i_ino, 1);
	CHECK_EQ(e.filemap.pfn, 0x1745);
	e.filemap.s_dev = 0x800001;
	e.filemap.i_ino = 999;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.filemap.s_dev, 1);
	CHECK_EQ(e.filemap.i_ino, 2);
	e.filemap.s_dev = 0x800002;
	e.filemap.i_ino = 1234;
	mmr_redact_event(r, &e);
	CHECK_EQ(e.filemap.s_dev, 2);
	CHECK_EQ(e.filemap.i_ino, 3);

	/* metadata: the same pid pseudonyms; the program's name; the version */
	m = mmr_meta_new();
	CHECK(m != NULL);
	mmr_meta_set(m, "tgids", "101:100 102:100 4343:4242");
	mmr_meta_set(m, "recorder_pid", "100");
	mmr_meta_set(m, "command", "/usr/bin/stress-ng --vm 2 --vm-bytes 1G");
	mmr_meta_set(m, "kernel", "6.18.44-fc-v1098");
	CHECK_EQ(mmr_redact_meta(r, m), 0);
	CHECK(!strcmp(mmr_meta_get(m, "tgids"), "4:5 6:5 3:2"));
	CHECK(!strcmp(mmr_meta_get(m, "recorder_pid"), "5"));
	CHECK(!strcmp(mmr_meta_get(m, "command"), "stress-ng (arguments redacted)"));
	CHECK(!strcmp(mmr_meta_get(m, "kernel"), "6.18.44"));
	mmr_meta_set(m, "command", "true");
	mmr_meta_set(m, "kernel", "6.1.0-13-amd64");
	CHECK_EQ(mmr_redact_meta(r, m), 0);
	CHECK(!strcmp(mmr_meta_get(m, "command"), "true"));
	CHECK(!strcmp(mmr_meta_get(m, "kernel"), "6.1.0"));
	mmr_meta_free(m);
	mmr_redactor_free(r);
	mmr_redactor_free(NULL);
	return test_done();
}
