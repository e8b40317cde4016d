# TLB scenario 7: reuse of a pfn still pending forces the infinite model.
# Setup of scenario 1 with 24 pages; kswapd0 on CPU 0 reclaims pfns
# 0x1000-0x1007 (pass 1) and 0x1008-0x100f (pass 2); thread 101 on CPU 1
# faults twice: pfn 0x9000 (never unmapped) and 0x1003 (unmapped in pass 1:
# PAGE_ALLOC with reused_pending); pass 3 reclaims 0x1010-0x1017.
#
#  flush-per-page: 24 rounds, 72 IPIs, 72 INVLPGs, local 0.
#  pfn-tracking: 3 passes x (1 round, 3 IPIs, 24 INVLPGs, local 1).
#  full-flush: 3, 9, 9 full, local 3.   x86: 3, 9, 9, local 0.
#  infinite: passes 1 and 2 stay batched; allocating 0x1003 flushes the
#    16-page batch from CPU 1 (in the mask: local 1; CPUs 0, 2, 3: 3 IPIs, 3
#    full); 0x9000 flushes nothing; pass 3 is flushed at the end of the
#    trace from CPU 0 (local 1; CPUs 1-3): 2 rounds, 6 IPIs, 6 full, local 2.
#
# expect flush-per-page tlb.flush_rounds=24 tlb.ipi=72 tlb.full_flush=0 tlb.invlpg=72 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=0 tlb.invlpg=72 tlb.local_flush=3
# expect full-flush tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=3
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=6 tlb.invlpg=0 tlb.local_flush=2
# expect x86 tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=0
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
26000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
27000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
28000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
29000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
31000 0 100/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
32000 0 100/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
33000 0 100/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
34000 0 100/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
35000 0 100/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
36000 0 100/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
37000 0 100/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
38000 0 100/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
39000 0 100/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
40000 0 100/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
41000 0 100/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
42000 0 100/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
43000 0 100/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
44000 0 100/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
45000 0 100/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
46000 0 100/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
47000 0 100/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
48000 0 100/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
49000 0 100/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=0x6
51000 0 100/100 kmem:mm_page_alloc pfn=0x1014 order=0 gfp_flags=0x140cca migratetype=1
52000 0 100/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x1015 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x1016 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x1017 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
59000 0 50 kmem:mm_page_free pfn=0x1000 order=0
60000 0 50 kmem:mm_page_free pfn=0x1001 order=0
61000 0 50 kmem:mm_page_free pfn=0x1002 order=0
62000 0 50 kmem:mm_page_free pfn=0x1003 order=0
63000 0 50 kmem:mm_page_free pfn=0x1004 order=0
64000 0 50 kmem:mm_page_free pfn=0x1005 order=0
65000 0 50 kmem:mm_page_free pfn=0x1006 order=0
66000 0 50 kmem:mm_page_free pfn=0x1007 order=0
67000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
68000 0 50 kmem:mm_page_free pfn=0x1008 order=0
69000 0 50 kmem:mm_page_free pfn=0x1009 order=0
70000 0 50 kmem:mm_page_free pfn=0x100a order=0
71000 0 50 kmem:mm_page_free pfn=0x100b order=0
72000 0 50 kmem:mm_page_free pfn=0x100c order=0
73000 0 50 kmem:mm_page_free pfn=0x100d order=0
74000 0 50 kmem:mm_page_free pfn=0x100e order=0
75000 0 50 kmem:mm_page_free pfn=0x100f order=0
76000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
77000 1 101/100 exceptions:page_fault_user address=0x7f0000200000 ip=0x401000 error_code=0x6
78000 1 101/100 kmem:mm_page_alloc pfn=0x9000 order=0 gfp_flags=0x140cca migratetype=1
79000 1 101/100 exceptions:page_fault_user address=0x7f0000201000 ip=0x401000 error_code=0x6
80000 1 101/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
81000 0 50 kmem:mm_page_free pfn=0x1010 order=0
82000 0 50 kmem:mm_page_free pfn=0x1011 order=0
83000 0 50 kmem:mm_page_free pfn=0x1012 order=0
84000 0 50 kmem:mm_page_free pfn=0x1013 order=0
85000 0 50 kmem:mm_page_free pfn=0x1014 order=0
86000 0 50 kmem:mm_page_free pfn=0x1015 order=0
87000 0 50 kmem:mm_page_free pfn=0x1016 order=0
88000 0 50 kmem:mm_page_free pfn=0x1017 order=0
89000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
