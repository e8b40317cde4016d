# TLB scenario 8: the 6.13 once-a-second mm_cpumask trim.  mm 1 first runs
# at 1 us on CPUs 0-3 (next_trim_cpumask = +1 s); at 0.1 s CPUs 2 and 3 switch
# to other processes (mm 2, mm 3).  Thread 100 on CPU 0 munmaps 10 of its
# pages at 0.5 s, 1.5 s and 1.6 s.
#
#  x86 6.13: 0.5 s: mask {0,1,2,3}, no trim due: only CPU 1 runs mm 1: 1 IPI,
#    10 INVLPGs.  1.5 s: trim: CPU 1 flushes, CPUs 2 and 3 get the IPI and
#    clear themselves from the mask (TLB_REMOTE_WRONG_CPU): 3 IPIs.  1.6 s:
#    mask {0,1}: 1 IPI.  3 rounds, 5 IPIs, 0 full, 30 INVLPGs, local 3,
#    wrong_cpu 2.
#  x86 4.19 and the policy models (v4.2 rule): switching to another mm
#    cleared CPUs 2 and 3 at once: 3 rounds, 3 IPIs, 30 INVLPGs, local 3.
#
# expect x86 tlb.flush_rounds=3 tlb.ipi=5 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3 tlb.wrong_cpu=2 tlb.flush_received=5
# expect x86:epoch=4.19 tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3 tlb.wrong_cpu=0
# expect flush-per-page tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect pfn-tracking tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect full-flush tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect infinite tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
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
10000 0 1/1 task:task_newtask pid=200 comm=app clone_flags=0x11 oom_score_adj=0
11000 0 1/1 task:task_newtask pid=300 comm=app clone_flags=0x11 oom_score_adj=0
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
52000 0 100/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x1014 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x1015 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x1016 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=0x6
59000 0 100/100 kmem:mm_page_alloc pfn=0x1017 order=0 gfp_flags=0x140cca migratetype=1
60000 0 100/100 exceptions:page_fault_user address=0x7f0000018000 ip=0x401000 error_code=0x6
61000 0 100/100 kmem:mm_page_alloc pfn=0x1018 order=0 gfp_flags=0x140cca migratetype=1
62000 0 100/100 exceptions:page_fault_user address=0x7f0000019000 ip=0x401000 error_code=0x6
63000 0 100/100 kmem:mm_page_alloc pfn=0x1019 order=0 gfp_flags=0x140cca migratetype=1
64000 0 100/100 exceptions:page_fault_user address=0x7f000001a000 ip=0x401000 error_code=0x6
65000 0 100/100 kmem:mm_page_alloc pfn=0x101a order=0 gfp_flags=0x140cca migratetype=1
66000 0 100/100 exceptions:page_fault_user address=0x7f000001b000 ip=0x401000 error_code=0x6
67000 0 100/100 kmem:mm_page_alloc pfn=0x101b order=0 gfp_flags=0x140cca migratetype=1
68000 0 100/100 exceptions:page_fault_user address=0x7f000001c000 ip=0x401000 error_code=0x6
69000 0 100/100 kmem:mm_page_alloc pfn=0x101c order=0 gfp_flags=0x140cca migratetype=1
70000 0 100/100 exceptions:page_fault_user address=0x7f000001d000 ip=0x401000 error_code=0x6
71000 0 100/100 kmem:mm_page_alloc pfn=0x101d order=0 gfp_flags=0x140cca migratetype=1
100000000 2 102 sched:sched_switch prev_comm=app prev_pid=102 prev_prio=120 prev_state=1 next_comm=app next_pid=200 next_prio=120
100001000 3 103 sched:sched_switch prev_comm=app prev_pid=103 prev_prio=120 prev_state=1 next_comm=app next_pid=300 next_prio=120
500000000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=40960
500001000 0 100/100 syscalls:sys_exit_munmap ret=0
1500000000 0 100/100 syscalls:sys_enter_munmap addr=0x7f000000a000 len=40960
1500001000 0 100/100 syscalls:sys_exit_munmap ret=0
1600000000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000014000 len=40960
1600001000 0 100/100 syscalls:sys_exit_munmap ret=0
