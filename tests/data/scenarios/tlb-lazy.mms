# TLB scenario 2: lazy CPUs.  mm 1 on CPUs 0-3; thread 101 faults 10 pages
# at 0x7f0000100000, thread 100 faults 8 at 0x7f0000000000; CPUs 2 and 3 go
# idle (lazy on mm 1); kswapd0 on CPU 0 (lazy on mm 1) reclaims the 8 pages
# in one pass; then thread 101 on CPU 1 munmaps its 10 pages (one VMA, no
# page-table page freed).  Ops: UNMAP(reclaim, 8) + PASS_END from CPU 0,
# UNMAP(munmap, 10) from CPU 1.
#
#  flush-per-page (2015 rule): page 1: the sender leaves mm 1; CPUs 1, 2, 3
#    are IPI'd, lazy 2 and 3 leave_mm() (out of the mask), CPU 1 INVLPGs.
#    Pages 2-8: CPU 1 only.  8 rounds, 3 + 7 = 10 IPIs, 8 INVLPGs.  munmap:
#    the mask is {1}: a local flush, no round.  Total 8, 10, 0, 8, local 1.
#  pfn-tracking: PASS_END: mask {0,1,2,3}, smp_call_function_many() has no
#    lazy filter: 1 round, 3 IPIs, 8 x 3 = 24 INVLPGs, local 1.  munmap (10
#    <= 33 pages): local 1, 1 round, CPUs 0, 2, 3 (all lazy on mm 1) get
#    the IPI and leave mm 1, no flush work.  Total 2, 6, 0, 24, local 2.
#  full-flush: the same with 3 full flushes: 2, 6, 3, 0, local 2.
#  infinite: the munmap finds mm 1 pending in kswapd's batch, which is
#    flushed from CPU 1 (local 1; CPUs 0, 2, 3: 3 IPIs, 3 full), then the
#    munmap itself as above: 2, 6, 3, 0, local 2.
#  x86 6.13: PASS_END: lazy 0 (sender), 2, 3 skipped: 1 round, 1 IPI, 1
#    full.  munmap: flush_tlb_batched_pending() = flush_tlb_mm() with
#    freed_tables: local 1, 1 round, CPUs 0, 2, 3 IPI'd (lazy: they switch to
#    init_mm, no flush, stay in the 6.13 mask).  The 10-page flush: local 1,
#    1 round (mask {0,1,2,3}) but 0, 2, 3 no longer run mm 1 and no trim is
#    due (< 1 s): 0 IPIs.  Total 3 rounds, 4 IPIs, 1 full, 0, local 2;
#    flush_received 1 (lazy leavers trace nothing).
#  x86 4.19: PASS_END: the lazy sender switches to init_mm (out of the mask),
#    CPU 1: 1 round, 1 IPI, 1 full.  flush_tlb_mm(): local 1, 1 round, CPUs 2
#    and 3 (lazy, freed tables) IPI'd, leave: mask {1}.  munmap: local only.
#    Total 2, 3, 1, 0, local 2.
#  full-flush:epoch=6.13 (no flush_tlb_batched_pending in the policy models):
#    PASS_END 1 round, 1 IPI, 1 full; munmap: local 1, 1 round, 0 IPIs.
#
# expect flush-per-page tlb.flush_rounds=8 tlb.ipi=10 tlb.full_flush=0 tlb.invlpg=8 tlb.local_flush=1
# expect pfn-tracking tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=0 tlb.invlpg=24 tlb.local_flush=2
# expect full-flush tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=2
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=2
# expect x86 tlb.flush_rounds=3 tlb.ipi=4 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=2 tlb.flush_received=1
# expect x86:epoch=4.19 tlb.flush_rounds=2 tlb.ipi=3 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=2
# expect full-flush:epoch=6.13 tlb.flush_rounds=2 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=4 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
5000 0 100/100 task:task_newtask pid=103 comm=app clone_flags=0x3d0f00 oom_score_adj=0
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
7000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
8000 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
9000 3 0 sched:sched_switch prev_comm=swapper/3 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=103 next_prio=120
10000 1 101/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
11000 1 101/100 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
12000 1 101/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
13000 1 101/100 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
14000 1 101/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
15000 1 101/100 kmem:mm_page_alloc pfn=0x2002 order=0 gfp_flags=0x140cca migratetype=1
16000 1 101/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
17000 1 101/100 kmem:mm_page_alloc pfn=0x2003 order=0 gfp_flags=0x140cca migratetype=1
18000 1 101/100 exceptions:page_fault_user address=0x7f0000104000 ip=0x401000 error_code=0x6
19000 1 101/100 kmem:mm_page_alloc pfn=0x2004 order=0 gfp_flags=0x140cca migratetype=1
20000 1 101/100 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=0x6
21000 1 101/100 kmem:mm_page_alloc pfn=0x2005 order=0 gfp_flags=0x140cca migratetype=1
22000 1 101/100 exceptions:page_fault_user address=0x7f0000106000 ip=0x401000 error_code=0x6
23000 1 101/100 kmem:mm_page_alloc pfn=0x2006 order=0 gfp_flags=0x140cca migratetype=1
24000 1 101/100 exceptions:page_fault_user address=0x7f0000107000 ip=0x401000 error_code=0x6
25000 1 101/100 kmem:mm_page_alloc pfn=0x2007 order=0 gfp_flags=0x140cca migratetype=1
26000 1 101/100 exceptions:page_fault_user address=0x7f0000108000 ip=0x401000 error_code=0x6
27000 1 101/100 kmem:mm_page_alloc pfn=0x2008 order=0 gfp_flags=0x140cca migratetype=1
28000 1 101/100 exceptions:page_fault_user address=0x7f0000109000 ip=0x401000 error_code=0x6
29000 1 101/100 kmem:mm_page_alloc pfn=0x2009 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
31000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
32000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
33000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
34000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
35000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
36000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
37000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
38000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
39000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
40000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
41000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
42000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
43000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
44000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
45000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
46000 2 102 sched:sched_switch prev_comm=app prev_pid=102 prev_prio=120 prev_state=1 next_comm=swapper/2 next_pid=0 next_prio=120
47000 3 103 sched:sched_switch prev_comm=app prev_pid=103 prev_prio=120 prev_state=1 next_comm=swapper/3 next_pid=0 next_prio=120
48000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
49000 0 50 kmem:mm_page_free pfn=0x1000 order=0
50000 0 50 kmem:mm_page_free pfn=0x1001 order=0
51000 0 50 kmem:mm_page_free pfn=0x1002 order=0
52000 0 50 kmem:mm_page_free pfn=0x1003 order=0
53000 0 50 kmem:mm_page_free pfn=0x1004 order=0
54000 0 50 kmem:mm_page_free pfn=0x1005 order=0
55000 0 50 kmem:mm_page_free pfn=0x1006 order=0
56000 0 50 kmem:mm_page_free pfn=0x1007 order=0
57000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
58000 1 101/100 syscalls:sys_enter_munmap addr=0x7f0000100000 len=40960
59000 1 101/100 syscalls:sys_exit_munmap ret=0
