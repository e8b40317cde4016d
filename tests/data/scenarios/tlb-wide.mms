# TLB scenario 10: hundreds of CPUs (cpus=512).  mm 1 (threads 100-104) runs
# on CPUs 0, 100, 200, 300 and 450; kswapd0 takes CPU 0 and reclaims 10
# pages in one pass.  k = 4.
#
#  flush-per-page: 10 rounds, 40 IPIs, 40 INVLPGs.
#  pfn-tracking: 1 round, 4 IPIs, 40 INVLPGs, local 1.
#  full-flush, infinite: 1 round, 4 IPIs, 4 full, local 1.
#  x86: 1 round, 4 IPIs, 4 full, local 0.
#
# expect flush-per-page tlb.flush_rounds=10 tlb.ipi=40 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=1
# expect x86 tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=0
#! cpus=512 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
5000 0 100/100 task:task_newtask pid=103 comm=app clone_flags=0x3d0f00 oom_score_adj=0
6000 0 100/100 task:task_newtask pid=104 comm=app clone_flags=0x3d0f00 oom_score_adj=0
7000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
8000 100 0 sched:sched_switch prev_comm=swapper/100 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
9000 200 0 sched:sched_switch prev_comm=swapper/200 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
10000 300 0 sched:sched_switch prev_comm=swapper/300 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=103 next_prio=120
11000 450 0 sched:sched_switch prev_comm=swapper/450 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=104 next_prio=120
12000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
13000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
15000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
17000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
18000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
19000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
20000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
21000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
22000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
23000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
24000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
25000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
26000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
27000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
28000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
29000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
31000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
32000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
33000 0 50 kmem:mm_page_free pfn=0x1000 order=0
34000 0 50 kmem:mm_page_free pfn=0x1001 order=0
35000 0 50 kmem:mm_page_free pfn=0x1002 order=0
36000 0 50 kmem:mm_page_free pfn=0x1003 order=0
37000 0 50 kmem:mm_page_free pfn=0x1004 order=0
38000 0 50 kmem:mm_page_free pfn=0x1005 order=0
39000 0 50 kmem:mm_page_free pfn=0x1006 order=0
40000 0 50 kmem:mm_page_free pfn=0x1007 order=0
41000 0 50 kmem:mm_page_free pfn=0x1008 order=0
42000 0 50 kmem:mm_page_free pfn=0x1009 order=0
43000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=10 nr_reclaimed=10 priority=12 reclaim_flags=0x1
