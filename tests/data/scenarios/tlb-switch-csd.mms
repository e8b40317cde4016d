# TLB scenario: a flush that decides within about a window's opening of a
# target's switch (rule switch_ipi, fea4e317f9e7): the trace's timestamps
# cannot order should_flush_tlb() against switch_mm_irqs_off()'s write of
# LOADED_MM_SWITCHING, and where the trace records the flush CSDs
# (tracepoints lists csd:csd_queue_cpu) the sender's flush_tlb_func CSD for
# that CPU, or its absence, decides (mid_reached(), models/tlb-common.c).
# Processes 100, 200, 300 (mms A, B, C) are new (A's trim not due before
# 1 s).  100 runs on CPU 1, faults 4 pages, CPU 1 switches to 200 (B) at
# 5000; 100 runs on CPU 0 from 6000: A's mask is {0,1}, CPU 1 stale.  100
# munmaps one page at 10, 20, 30 and 40 us (CPU 0).
#   10 us: CPU 1 runs B: a round, no IPI.
#   20 us: CPU 1's sched_switch to C at 20000, its reason 0 at 20900 (the
#     window [20400, 20900)); CPU 0's reason 4 at 20300 decides at 20550,
#     inside it, but no CSD went to CPU 1: no IPI, CPU 1 stays in A's mask.
#     A round.
#   30 us: CPU 1's sched_switch to B at 30000, its reason 0 at 30900; CPU 0's
#     reason 4 at 30050 decides at 30300, before the window opens, but its
#     CSD for CPU 1 is at 30450 (and CPU 1's reason 5 at 31000): CPU 1 was
#     reached mid-switch, runs B, and leaves A's mask.  A round, an IPI.
#   40 us: A's mask is {0}: a local flush only.
#  x86 (6.18): rounds 3, IPIs 1, wrong_cpu 1, local 4.  By the window alone
#  (no tracepoints list, no CSD in the trace): the 20 us flush IPIs CPU 1
#  and trims it, the 30 us one finds it gone: rounds 2, IPIs 1.
#
# expect x86 tlb.flush_rounds=3 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1 tlb.local_flush=4
#! cpus=2 kernel=6.18 hypervisor=none tracepoints=sched:sched_switch,tlb:tlb_flush,csd:csd_queue_cpu,exceptions:page_fault_user,kmem:mm_page_alloc,syscalls:sys_enter_munmap,syscalls:sys_exit_munmap,task:task_newtask
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 1/1 task:task_newtask pid=200 comm=b clone_flags=0x11 oom_score_adj=0
300 0 1/1 task:task_newtask pid=300 comm=c clone_flags=0x11 oom_score_adj=0
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 1 0 tlb:tlb_flush reason=0 pages=-1
2000 1 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 1 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 1 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 1 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
2400 1 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2500 1 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
2600 1 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
2700 1 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
5000 1 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
5500 1 100/100 tlb:tlb_flush reason=0 pages=-1
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
6500 0 0 tlb:tlb_flush reason=0 pages=-1
10000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
10400 0 100/100 tlb:tlb_flush reason=4 pages=1
10500 0 100/100 tlb:tlb_flush reason=3 pages=1
11000 0 100/100 syscalls:sys_exit_munmap ret=0
19900 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
20000 1 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=1 next_comm=c next_pid=300 next_prio=120
20300 0 100/100 tlb:tlb_flush reason=4 pages=1
20500 0 100/100 tlb:tlb_flush reason=3 pages=1
20900 1 200/200 tlb:tlb_flush reason=0 pages=-1
21000 0 100/100 syscalls:sys_exit_munmap ret=0
29900 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=4096
30000 1 300/300 sched:sched_switch prev_comm=c prev_pid=300 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
30050 0 100/100 tlb:tlb_flush reason=4 pages=1
30450 0 100/100 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x10
30500 0 100/100 tlb:tlb_flush reason=3 pages=1
30900 1 300/300 tlb:tlb_flush reason=0 pages=-1
31000 1 200/200 tlb:tlb_flush reason=5 pages=0
31500 0 100/100 syscalls:sys_exit_munmap ret=0
40000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000003000 len=4096
40500 0 100/100 tlb:tlb_flush reason=3 pages=1
41000 0 100/100 syscalls:sys_exit_munmap ret=0
