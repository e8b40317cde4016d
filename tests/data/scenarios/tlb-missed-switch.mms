# TLB scenario 11: a switch the trace does not show.  mm 1: thread 100 on
# CPU 0, thread 101 on CPU 1.  Thread 101 blocks (CPU 1 switches to idle),
# then - with no sched_switch back, as 6.x traces often show when an idle CPU
# resumes the task it just woke - faults 4 pages on CPU 1.  Thread 100 then
# munmaps 10 of its pages from CPU 0.  The models take the task of each
# op's event as running on its CPU, so CPU 1 runs mm 1 again (not lazy).
#
#  x86 (6.13) and x86:epoch=4.19: 1 round, CPU 1 is a target: 1 IPI, 10
#    INVLPGs, local 1.  (Believing the missing switch, CPU 1 would be idle
#    and lazy: 0 IPIs.)
#  flush-per-page and the other policy models: the same 1, 1, 10 INVLPGs,
#    local 1 (a lazy CPU 1 would have been IPI'd too but only left mm 1).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect flush-per-page tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
#! cpus=4 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
5000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
6000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
7000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
8000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
9000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
10000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
11000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
13000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
15000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
17000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
18000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
19000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
20000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
21000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
22000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
23000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
24000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
25000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
26000 1 101 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=2 next_comm=swapper/1 next_pid=0 next_prio=120
27000 1 101/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
28000 1 101/100 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
29000 1 101/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
30000 1 101/100 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
31000 1 101/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
32000 1 101/100 kmem:mm_page_alloc pfn=0x2002 order=0 gfp_flags=0x140cca migratetype=1
33000 1 101/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
34000 1 101/100 kmem:mm_page_alloc pfn=0x2003 order=0 gfp_flags=0x140cca migratetype=1
35000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=40960
36000 0 100/100 syscalls:sys_exit_munmap ret=0
