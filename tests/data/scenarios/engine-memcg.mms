# Engine scenario: memcg reclaim inside a user fault, fault context across a
# sleep, and frees that are not reclaim.
#   Process 600 (CPU 0) faults: page-table page (gfp 0x440dc0, unmovable: charged,
#   not owned) then two user pages, one of them non-movable page cache with
#   __GFP_HARDWALL (gfp 0x152c40, migratetype 0: owned).  It sleeps in the fault
#   (D) and allocates one more page for it after it runs again on CPU 1: owned.
#   Then, still in a fault, it reclaims its own pfns 0x501 and 0x502 and ends the
#   pass: UNMAP(reclaim, mm600, 2) + PASS_END, pid 600, CPU 1.
#   It frees 0x503 outside a syscall and then exits: no UNMAP for it (teardown);
#   the fault at 0x20000 mapped a page (no allocation traced for it): the exit
#   is UNMAP(exit, 1) + MM_EXIT.
#! cpus=2 kernel=6.18
100 0 1/1 task:task_newtask pid=600 comm=m clone_flags=0x11 oom_score_adj=0
200 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=m next_pid=600 next_prio=120
1000 0 600/600 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
1001 0 600/600 kmem:mm_page_alloc pfn=0x500 order=0 gfp_flags=0x440dc0 migratetype=0
1002 0 600/600 kmem:mm_page_alloc pfn=0x501 order=0 gfp_flags=0x140cca migratetype=1
1003 0 600/600 kmem:mm_page_alloc pfn=0x502 order=0 gfp_flags=0x152c40 migratetype=0
1004 0 600/600 sched:sched_switch prev_comm=m prev_pid=600 prev_prio=120 prev_state=2 next_comm=swapper/0 next_pid=0 next_prio=120
1005 0 0 tlb:tlb_flush reason=0 pages=-1
2000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=m next_pid=600 next_prio=120
2001 1 0 tlb:tlb_flush reason=0 pages=-1
2002 1 600/600 kmem:mm_page_alloc pfn=0x503 order=0 gfp_flags=0x140cca migratetype=1
3000 1 600/600 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=6
3001 1 600/600 kmem:mm_page_free_batched pfn=0x501
3002 1 600/600 kmem:mm_page_free_batched pfn=0x502
3003 1 600/600 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=2 nr_reclaimed=2 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
4000 1 600/600 kmem:mm_page_free pfn=0x503 order=0
4001 1 600/600 sched:sched_process_exit comm=m pid=600 prio=120
