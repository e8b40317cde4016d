# TLB scenario 3: the reclaiming thread moves to another CPU mid-pass.
# mm 1 on CPUs 0-3 with 8 pages; kswapd0 on CPU 0 (lazy on mm 1) frees 4;
# CPU 0 goes idle (still lazy on mm 1); kswapd0 runs on CPU 1 (lazy on mm 1
# there) and frees 4 more; the pass ends on CPU 1.  The engine reports the
# pass at its end: UNMAP(reclaim, 8) + PASS_END, both from CPU 1.
#
#  flush-per-page: all 8 pages flushed from CPU 1 (the engine does not say
#    which were freed on CPU 0): page 1: the sender leaves; CPU 0 (lazy on
#    mm 1, in the v4.2 mask) is IPI'd and leaves, CPUs 2, 3 INVLPG: 3 IPIs;
#    pages 2-8: CPUs 2, 3.  8 rounds, 3 + 14 = 17 IPIs, 16 INVLPGs, local 0.
#    (Page by page from the CPU that freed it, the kernel would send 12 + 8
#    = 20; the op-level unit test test_tlb_models checks that case.)
#  pfn-tracking: one batch, mask {0,1,2,3}, flushed from CPU 1: local 1,
#    CPUs 0 (idle, IPI'd anyway in 2015), 2, 3: 1 round, 3 IPIs, 24 INVLPGs.
#  full-flush: 1, 3, 3 full, local 1.  infinite: the same at the end.
#  x86 6.13 and 4.19: CPU 0 is lazy (skipped), the sender CPU 1 is lazy:
#    1 round, 2 IPIs (CPUs 2, 3), 2 full, no local flush.
#
# expect flush-per-page tlb.flush_rounds=8 tlb.ipi=17 tlb.full_flush=0 tlb.invlpg=16 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=24 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect x86 tlb.flush_rounds=1 tlb.ipi=2 tlb.full_flush=2 tlb.invlpg=0 tlb.local_flush=0
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=2 tlb.full_flush=2 tlb.invlpg=0 tlb.local_flush=0
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
10000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
11000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
13000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
15000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
17000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
18000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
19000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
20000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
21000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
22000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
23000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
24000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
25000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
26000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
27000 0 50 kmem:mm_page_free pfn=0x1000 order=0
28000 0 50 kmem:mm_page_free pfn=0x1001 order=0
29000 0 50 kmem:mm_page_free pfn=0x1002 order=0
30000 0 50 kmem:mm_page_free pfn=0x1003 order=0
31000 0 50 sched:sched_switch prev_comm=kswapd0 prev_pid=50 prev_prio=120 prev_state=0 next_comm=swapper/0 next_pid=0 next_prio=120
32000 1 101 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
33000 1 50 kmem:mm_page_free pfn=0x1004 order=0
34000 1 50 kmem:mm_page_free pfn=0x1005 order=0
35000 1 50 kmem:mm_page_free pfn=0x1006 order=0
36000 1 50 kmem:mm_page_free pfn=0x1007 order=0
37000 1 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
