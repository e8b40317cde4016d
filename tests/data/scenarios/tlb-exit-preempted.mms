# TLB scenario: a task that exits is switched out preempted, and runs again.
# Its last switch-out is the one that reports it dead: __trace_sched_switch_state()
# gives exit_state then (EXIT_ZOMBIE 0x20, EXIT_DEAD 0x10); a preempted one
# reports TASK_REPORT_MAX (0x100).  Between, after exit_mm(), it runs with no
# mm: lazily, as a kernel thread.
# Processes 100 (A), 200 (B) and 300 (C) are new.  A runs on CPU 0, then on
# CPU 1 from 4000: A's mask is {0,1}.  B runs on CPU 0 and exits at 5000
# (its teardown: a local flush), is preempted by C at 5100 and runs again at
# 6000, lazily.  At 1.5 s A munmaps a page twice on CPU 1; A's trim is due at
# the first (A began 1.5 s before).
#   The trim's IPI skips a lazy CPU (should_flush_tlb() tests is_lazy first):
#   CPU 0 stays in A's mask, and both munmaps are rounds without an IPI.
#  Read as a new task at 6000 (with B's mm), CPU 0 would take the trim's IPI
#  and leave A's mask: 1 round, 1 IPI, wrong_cpu 1.
#  x86 (6.18): rounds 2, IPIs 0, wrong_cpu 0, local 2 (A's two; B's teardown
#  runs with CPU 0 lazy on B after exit_mm(), and flush_tlb_func() then
#  switches to init_mm, a reason 0, not a local flush); the trace's own
#  tlb_flush events give 2 rounds.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=0 tlb.wrong_cpu=0 tlb.flush_received=0 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 1/1 task:task_newtask pid=200 comm=b clone_flags=0x11 oom_score_adj=0
300 0 1/1 task:task_newtask pid=300 comm=c clone_flags=0x11 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 0 0 tlb:tlb_flush reason=0 pages=-1
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
3000 0 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
3500 0 100/100 tlb:tlb_flush reason=0 pages=-1
3600 0 200/200 exceptions:page_fault_user address=0x7f1000000000 ip=0x401000 error_code=0x6
3700 0 200/200 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
4000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
4500 1 0 tlb:tlb_flush reason=0 pages=-1
5000 0 200/200 sched:sched_process_exit comm=b pid=200 prio=120 group_dead=1
5100 0 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=0x100 next_comm=c next_pid=300 next_prio=120
5500 0 200/200 tlb:tlb_flush reason=0 pages=-1
5600 0 300/300 exceptions:page_fault_user address=0x7f2000000000 ip=0x401000 error_code=0x6
5700 0 300/300 kmem:mm_page_alloc pfn=0x3000 order=0 gfp_flags=0x140cca migratetype=1
6000 0 300/300 sched:sched_switch prev_comm=c prev_pid=300 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
6500 0 300/300 tlb:tlb_flush reason=0 pages=0
1500000000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
1500000400 1 100/100 tlb:tlb_flush reason=4 pages=1
1500000500 1 100/100 tlb:tlb_flush reason=3 pages=1
1500001000 1 100/100 syscalls:sys_exit_munmap ret=0
1500100000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
1500100400 1 100/100 tlb:tlb_flush reason=4 pages=1
1500100500 1 100/100 tlb:tlb_flush reason=3 pages=1
1500101000 1 100/100 syscalls:sys_exit_munmap ret=0
1500200000 0 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=0x20 next_comm=swapper/0 next_pid=0 next_prio=120
