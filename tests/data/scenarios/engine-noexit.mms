# Engine scenario: unmapping syscalls in a trace that records sys_enter_munmap
# and sys_enter_madvise but not their sys_exit (as the QEMU vmtrace traces do),
# and sys_exit_mprotect only.  Process 300 (CPU 0) faults pages 0..5 of
# 0x7f0000000000 (pfns 0x30000..0x30005).
#   3000 enter munmap [0,2): first munmap, undecided; its 2 pages counted now
#   3001/3002 the munmap frees pfns 0x30000/1: inside the syscall, no reclaim
#        pass; the first free is where its flush was: UNMAP(munmap, 2, [0,2))
#        ts 3001, enter_ts 3000
#   3100 enter munmap [2,3): 300 entered another syscall, so munmap exits are not
#        recorded; this call's page is counted now and its UNMAP waits for its
#        first free, which never comes: UNMAP(munmap, 1, [2,3)) when the call is
#        seen over, at the next syscall entry (ts 3200, enter_ts 3100)
#   3200 enter madvise [3,5) DONTNEED: undecided, 2 pages counted
#   3300 a user fault of 300 (page 16, pfn 0x30010) ends the madvise:
#        UNMAP(madvise, 2, [3,5)) ts 3300 enter_ts 3200
#   3400 enter mprotect [0,6) / 3401 exit ret=0: mprotect exits are recorded:
#        UNMAP(mprotect, 1 (page 5), [0,6)) at the exit, ts 3401, enter_ts 3400
#   3500/3501 mprotect [16,17) failing (ret=-12): nothing
#   4000 enter munmap [16,17): counted at the entry; UNMAP(munmap, 1) at its free
#        (4001, enter_ts 4000); a shrink_inactive of 300 (4002) makes a PASS_END
#        but no UNMAP(reclaim)
#   5000 exit of 300: UNMAP(exit, 1 (page 5)), MM_EXIT
# 6 UNMAPs in all.
#! cpus=2 kernel=6.12 page_size=4096
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
2000 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
2001 0 300/300 kmem:mm_page_alloc pfn=0x30000 order=0 gfp_flags=0x140cca migratetype=1
2010 0 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
2011 0 300/300 kmem:mm_page_alloc pfn=0x30001 order=0 gfp_flags=0x140cca migratetype=1
2020 0 300/300 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
2021 0 300/300 kmem:mm_page_alloc pfn=0x30002 order=0 gfp_flags=0x140cca migratetype=1
2030 0 300/300 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=6
2031 0 300/300 kmem:mm_page_alloc pfn=0x30003 order=0 gfp_flags=0x140cca migratetype=1
2040 0 300/300 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=6
2041 0 300/300 kmem:mm_page_alloc pfn=0x30004 order=0 gfp_flags=0x140cca migratetype=1
2050 0 300/300 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=6
2051 0 300/300 kmem:mm_page_alloc pfn=0x30005 order=0 gfp_flags=0x140cca migratetype=1
3000 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x2000
3001 0 300/300 kmem:mm_page_free pfn=0x30000 order=0
3002 0 300/300 kmem:mm_page_free pfn=0x30001 order=0
3100 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000002000 len=0x1000
3200 0 300/300 syscalls:sys_enter_madvise start=0x7f0000003000 len_in=0x2000 behavior=4
3300 0 300/300 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=6
3301 0 300/300 kmem:mm_page_alloc pfn=0x30010 order=0 gfp_flags=0x140cca migratetype=1
3400 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x6000 prot=1
3401 0 300/300 syscalls:sys_exit_mprotect ret=0
3500 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000010000 len=0x1000 prot=1
3501 0 300/300 syscalls:sys_exit_mprotect ret=-12
4000 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000010000 len=0x1000
4001 0 300/300 kmem:mm_page_free pfn=0x30010 order=0
4002 0 300/300 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
5000 0 300/300 sched:sched_process_exit comm=app pid=300 prio=120
