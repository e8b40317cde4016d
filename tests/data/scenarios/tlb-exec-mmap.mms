# TLB scenario: exec switches mm at exec_mmap(), before sched_process_exec.
# exec_mmap()'s activate_mm() runs switch_mm_irqs_off(), which traces
# tlb:tlb_flush reason 0 in the exec'ing task's own name (a context switch's
# carries the task switched out); sched_process_exec comes once the new
# program is loaded.  make (100, mm A) vforks 101 (clone_flags 0x4111,
# CLONE_VM|CLONE_VFORK: 101 runs on A), which runs on CPU 1; 100 sleeps.  At
# 6000 101's exec_mmap() switches CPU 1 to its new mm and wakes its parent
# (mm_release()), which munmaps a page of A on CPU 0 at 7000, before 101's
# sched_process_exec at 9000.
#   The munmap: A's mask is {0,1} (6.13: CPU 1 stays until a trim, not due in
#   A's first second): a round; CPU 1 runs the new mm, not A, so
#   should_flush_tlb() sends it nothing.  Rounds 1, IPIs 0, local 1.
#  (Taking 101 as still on A until its sched_process_exec: 1 IPI, 1 INVLPG.)
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=0 tlb.invlpg=0 tlb.flush_received=0 tlb.local_flush=1
# expect x86:kernel=6.1 tlb.flush_rounds=0 tlb.ipi=0 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=make clone_flags=0x11 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=make next_pid=100 next_prio=120
1500 0 0 tlb:tlb_flush reason=0 pages=-1
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
3000 0 100/100 task:task_newtask pid=101 comm=make clone_flags=0x4111 oom_score_adj=0
3100 0 100/100 sched:sched_wakeup comm=make pid=101 prio=120 target_cpu=1
4000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=make next_pid=101 next_prio=120
4500 1 0 tlb:tlb_flush reason=0 pages=-1
5000 0 100/100 sched:sched_switch prev_comm=make prev_pid=100 prev_prio=120 prev_state=2 next_comm=swapper/0 next_pid=0 next_prio=120
6000 1 101/101 tlb:tlb_flush reason=0 pages=-1
6100 1 101/101 sched:sched_wakeup comm=make pid=100 prio=120 target_cpu=0
6200 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=make next_pid=100 next_prio=120
7000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
7400 0 100/100 tlb:tlb_flush reason=4 pages=1
7500 0 100/100 tlb:tlb_flush reason=3 pages=1
8000 0 100/100 syscalls:sys_exit_munmap ret=0
9000 1 101/101 sched:sched_process_exec pid=101 old_pid=101
