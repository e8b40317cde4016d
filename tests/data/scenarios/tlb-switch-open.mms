# TLB scenario: a switch that has not yet reached switch_mm_irqs_off()'s
# LOADED_MM_SWITCHING when a flush decides (rule switch_ipi, fea4e317f9e7).
# The window a flush IPIs a switching CPU opens MMR_STATE_MID_SWITCH_OPEN_NS
# (400 ns) after the sched_switch, and should_flush_tlb() decides
# TLBC_DECIDE_NS (250 ns) after the sender's traced reason 4.  Processes
# 100, 200 and 300 (mms A, B, C) are new (A's 6.13 trim not due before 1 s).
# 100 runs on CPU 1, which then switches to 200 (B) at 5000; 100 runs on
# CPU 0 from 6000: A's mask is {0,1}, CPU 1 stale.  100 munmaps one page at
# 10 us, 20 us and 30 us (CPU 0).
#   10 us: CPU 1 runs B: a round, no IPI.
#   20 us: CPU 1's sched_switch to 300 (C) at 20300, its reason 0 at 20900;
#     CPU 0's reason 4 at 20400 decides at 20650, before the window opens at
#     20700: CPU 1 still runs B, no IPI, it stays in A's mask.  A round.
#   30 us: CPU 1 runs C: a round, no IPI.
#  x86 (6.18): rounds 3, IPIs 0, wrong_cpu 0, local 3 (with the window open
#  from the sched_switch itself: rounds 2, IPIs 1, wrong_cpu 1).
#  x86:switch_ipi=0: the same 3 rounds.  The measured side (the trace's own
#  tlb_flush events: three reason 4, no reason 5) agrees with x86.
#
# expect x86 tlb.flush_rounds=3 tlb.ipi=0 tlb.wrong_cpu=0 tlb.flush_received=0 tlb.local_flush=3 tlb.invlpg=0
# expect x86:switch_ipi=0 tlb.flush_rounds=3 tlb.ipi=0 tlb.wrong_cpu=0 tlb.flush_received=0 tlb.local_flush=3
#! cpus=2 kernel=6.18 hypervisor=none
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
5000 1 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
5500 1 100/100 tlb:tlb_flush reason=0 pages=-1
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
6500 0 0 tlb:tlb_flush reason=0 pages=-1
10000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
10400 0 100/100 tlb:tlb_flush reason=4 pages=1
10500 0 100/100 tlb:tlb_flush reason=3 pages=1
11000 0 100/100 syscalls:sys_exit_munmap ret=0
20100 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
20300 1 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=1 next_comm=c next_pid=300 next_prio=120
20400 0 100/100 tlb:tlb_flush reason=4 pages=1
20500 0 100/100 tlb:tlb_flush reason=3 pages=1
20900 1 200/200 tlb:tlb_flush reason=0 pages=-1
21000 0 100/100 syscalls:sys_exit_munmap ret=0
30000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=4096
30400 0 100/100 tlb:tlb_flush reason=4 pages=1
30500 0 100/100 tlb:tlb_flush reason=3 pages=1
31000 0 100/100 syscalls:sys_exit_munmap ret=0
