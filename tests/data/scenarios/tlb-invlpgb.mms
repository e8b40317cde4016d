# TLB scenario 9: INVLPGB (kernel 6.18 with cpu flag invlpgb: x86 picks the
# invlpgb epoch).  mm 1 (threads 100-104) runs on CPUs 0-4; thread 100 on
# CPU 0 munmaps 10 pages twice; kswapd0 on CPU 5 (no user mm there)
# reclaims 8 other pages of mm 1 in one pass.
#
#  x86 invlpgb: the first munmap is a flush_tlb_multi(): 1 round, 4 IPIs, 40
#    INVLPGs, local 1; consider_global_asid() then sees mm 1 running on 5 > 3
#    CPUs and gives it a global ASID: the second munmap is an INVLPGB
#    broadcast (no round, no IPI); the reclaim batch is
#    invlpgb_flush_all_nonglobals(), a broadcast.  1, 4, 0, 40, local 1,
#    broadcast 2.
#  x86 6.13: both munmaps by IPI (1, 4, 40 INVLPGs, local 1 each); the batch
#    from CPU 5 (not in the mask) to CPUs 0-4: 1 round, 5 IPIs, 5 full.
#    3, 13, 5, 80, local 2.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=1 tlb.broadcast=2
# expect x86:epoch=6.13 tlb.flush_rounds=3 tlb.ipi=13 tlb.full_flush=5 tlb.invlpg=80 tlb.local_flush=2 tlb.broadcast=0
#! cpus=8 kernel=6.18 hypervisor=none cpu_flags=pcid,invpcid,invlpgb
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
5000 0 100/100 task:task_newtask pid=103 comm=app clone_flags=0x3d0f00 oom_score_adj=0
6000 0 100/100 task:task_newtask pid=104 comm=app clone_flags=0x3d0f00 oom_score_adj=0
7000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
8000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
9000 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
10000 3 0 sched:sched_switch prev_comm=swapper/3 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=103 next_prio=120
11000 4 0 sched:sched_switch prev_comm=swapper/4 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=104 next_prio=120
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
32000 0 100/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
33000 0 100/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
34000 0 100/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
35000 0 100/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
36000 0 100/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
37000 0 100/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
38000 0 100/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
39000 0 100/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
40000 0 100/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
41000 0 100/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
42000 0 100/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
43000 0 100/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
44000 0 100/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
45000 0 100/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
46000 0 100/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
47000 0 100/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
48000 0 100/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
49000 0 100/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
51000 0 100/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
52000 0 100/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x2002 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
59000 0 100/100 kmem:mm_page_alloc pfn=0x2003 order=0 gfp_flags=0x140cca migratetype=1
60000 0 100/100 exceptions:page_fault_user address=0x7f0000104000 ip=0x401000 error_code=0x6
61000 0 100/100 kmem:mm_page_alloc pfn=0x2004 order=0 gfp_flags=0x140cca migratetype=1
62000 0 100/100 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=0x6
63000 0 100/100 kmem:mm_page_alloc pfn=0x2005 order=0 gfp_flags=0x140cca migratetype=1
64000 0 100/100 exceptions:page_fault_user address=0x7f0000106000 ip=0x401000 error_code=0x6
65000 0 100/100 kmem:mm_page_alloc pfn=0x2006 order=0 gfp_flags=0x140cca migratetype=1
66000 0 100/100 exceptions:page_fault_user address=0x7f0000107000 ip=0x401000 error_code=0x6
67000 0 100/100 kmem:mm_page_alloc pfn=0x2007 order=0 gfp_flags=0x140cca migratetype=1
68000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=40960
69000 0 100/100 syscalls:sys_exit_munmap ret=0
70000 0 100/100 syscalls:sys_enter_munmap addr=0x7f000000a000 len=40960
71000 0 100/100 syscalls:sys_exit_munmap ret=0
72000 5 0 sched:sched_switch prev_comm=swapper/5 prev_pid=0 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
73000 5 50 kmem:mm_page_free pfn=0x2000 order=0
74000 5 50 kmem:mm_page_free pfn=0x2001 order=0
75000 5 50 kmem:mm_page_free pfn=0x2002 order=0
76000 5 50 kmem:mm_page_free pfn=0x2003 order=0
77000 5 50 kmem:mm_page_free pfn=0x2004 order=0
78000 5 50 kmem:mm_page_free pfn=0x2005 order=0
79000 5 50 kmem:mm_page_free pfn=0x2006 order=0
80000 5 50 kmem:mm_page_free pfn=0x2007 order=0
81000 5 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=8 nr_reclaimed=8 priority=12 reclaim_flags=0x1
