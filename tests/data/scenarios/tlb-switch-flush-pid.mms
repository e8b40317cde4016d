# TLB scenario: the tlb_flush of a switch carries the previous task's pid.
# context_switch() calls switch_mm_irqs_off(), which traces reason 0
# (TLB_FLUSH_ON_TASK_SWITCH), before switch_to(): current is still the task
# switched out.  That event is not a sign the old task runs again.
# Processes 100, 300 and 400 (mms A, C, R) are new (A's 6.13 trim is not due
# before 1 s).  A runs on CPU 0, then C there from 3000; A runs on CPU 1
# from 4000: A's mask is {0,1}, CPU 0 stale.  A munmaps one page at 10 us,
# 25 us and 30 us on CPU 1.
#   10 us: CPU 0 runs C: a round, no IPI.
#   20 us: CPU 0 switches C -> R; its reason 0 (at 20500) still names C.
#   25 us: CPU 0 switches R -> C (pid 400's reason 0 at 25800 ends it); the
#     munmap's flush (reason 4 at 25500) falls inside that switch_mm: CPU 0
#     gets the IPI (switch_ipi, fea4e317f9e7) and, on C, clears itself from
#     A's mask (reason 5 at 25900).  A round, 1 IPI, wrong_cpu 1.
#   30 us: A's mask is {1}: a local flush only.
#  Read as C running again at 20500, CPU 0 would still have C loaded at 25 us,
#  see no switch to another mm and stay in A's mask: 3 rounds, no IPI.
#  x86 (6.18): rounds 2, IPIs 1, wrong_cpu 1, received 1, local 3; the trace's
#  own tlb_flush events (the measured side) say the same.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1 tlb.local_flush=3 tlb.invlpg=0
# expect x86:switch_ipi=0 tlb.flush_rounds=3 tlb.ipi=0 tlb.wrong_cpu=0 tlb.flush_received=0 tlb.local_flush=3
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
300 0 1/1 task:task_newtask pid=300 comm=c clone_flags=0x11 oom_score_adj=0
400 0 1/1 task:task_newtask pid=400 comm=r clone_flags=0x11 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 0 0 tlb:tlb_flush reason=0 pages=-1
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
2400 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2500 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
3000 0 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=c next_pid=300 next_prio=120
3500 0 100/100 tlb:tlb_flush reason=0 pages=-1
3600 0 300/300 exceptions:page_fault_user address=0x7f1000000000 ip=0x401000 error_code=0x6
3700 0 300/300 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
4000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
4500 1 0 tlb:tlb_flush reason=0 pages=-1
10000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
10400 1 100/100 tlb:tlb_flush reason=4 pages=1
10500 1 100/100 tlb:tlb_flush reason=3 pages=1
11000 1 100/100 syscalls:sys_exit_munmap ret=0
20000 0 300/300 sched:sched_switch prev_comm=c prev_pid=300 prev_prio=120 prev_state=1 next_comm=r next_pid=400 next_prio=120
20500 0 300/300 tlb:tlb_flush reason=0 pages=-1
25000 0 400/400 sched:sched_switch prev_comm=r prev_pid=400 prev_prio=120 prev_state=1 next_comm=c next_pid=300 next_prio=120
25100 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
25500 1 100/100 tlb:tlb_flush reason=4 pages=1
25600 1 100/100 tlb:tlb_flush reason=3 pages=1
25800 0 400/400 tlb:tlb_flush reason=0 pages=-1
25900 0 300/300 tlb:tlb_flush reason=5 pages=0
26000 1 100/100 syscalls:sys_exit_munmap ret=0
30000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=4096
30500 1 100/100 tlb:tlb_flush reason=3 pages=1
31000 1 100/100 syscalls:sys_exit_munmap ret=0
