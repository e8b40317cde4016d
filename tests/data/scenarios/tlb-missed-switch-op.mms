# TLB scenario: a switch the trace missed, told to the models at once.
# An idle CPU often resumes a task with no sched_switch traced; the task's
# first event there (here an IPI handler's csd_function_entry, which makes
# no op) shows it runs.  Process 100 (mm A) is older than the trace, so its
# 6.13 trim is due at its first flush (old_trim=due: the recording has no
# csd events).  100 runs on CPU 1, which switches to 200 (B, new) at 5000;
# 200 sleeps at 5500 (CPU 1 idle, lazy on B); 100 runs on CPU 0 from 6000:
# A's mask is {0,1}.  At 9000 CPU 1 traces an event in 200's name: it runs
# B again (not lazy).  100 munmaps a page at 10 us and another at 20 us.
#   10 us: a round and the trim: CPU 1 runs B, not lazy, so
#     should_flush_tlb() sends it the trim (trim_cpumask) and it leaves A's
#     mask (TLB_REMOTE_WRONG_CPU).  1 IPI.
#   20 us: A's mask is {0}: local only.
#  x86: rounds 1, IPIs 1, wrong_cpu 1, local 2.  (With CPU 1 still taken as
#  idle and lazy at 10 us: no IPI, CPU 1 stays, 2 rounds.)
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.wrong_cpu=1 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
200 0 1/1 task:task_newtask pid=200 comm=b clone_flags=0x11 oom_score_adj=0
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 1 0 tlb:tlb_flush reason=0 pages=-1
2000 1 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 1 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 1 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 1 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
2400 1 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2500 1 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
5000 1 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
5100 1 100/100 tlb:tlb_flush reason=0 pages=-1
5500 1 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
6500 0 0 tlb:tlb_flush reason=0 pages=-1
9000 1 200/200 csd:csd_function_entry func=sched_ttwu_pending csd=0xffff888102a10038
10000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
10400 0 100/100 tlb:tlb_flush reason=4 pages=1
10500 0 100/100 tlb:tlb_flush reason=3 pages=1
10600 1 200/200 tlb:tlb_flush reason=5 pages=0
11000 0 100/100 syscalls:sys_exit_munmap ret=0
20000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
20500 0 100/100 tlb:tlb_flush reason=3 pages=1
21000 0 100/100 syscalls:sys_exit_munmap ret=0
