# TLB scenario: two switch_mm_irqs_off() outside a context switch and no
# exec (text poking's use_temporary_mm() and unuse_temporary_mm()): the
# task is back on its own mm.  Process 100 (mm A) runs on CPU 1 and its
# thread 102 on CPU 0.  CPU 1 traces reason 0 in 100's name at 6000 and
# 6050 (taken as an exec_mmap(), then undone), and no sched_process_exec
# follows.  102 munmaps a page of A at 7000: CPU 1 runs A: a round, 1 IPI,
# 1 INVLPG there, local 1.  (Had the first reason 0 stayed an exec, CPU 1
# would run another mm: no IPI.)
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.invlpg=1 tlb.flush_received=1 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 100/100 task:task_newtask pid=102 comm=a clone_flags=0x3d0f00 oom_score_adj=0
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 1 0 tlb:tlb_flush reason=0 pages=-1
1600 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=102 next_prio=120
1700 0 0 tlb:tlb_flush reason=0 pages=-1
2000 1 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 1 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
6000 1 100/100 tlb:tlb_flush reason=0 pages=-1
6050 1 100/100 tlb:tlb_flush reason=0 pages=0
7000 0 102/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
7400 0 102/100 tlb:tlb_flush reason=4 pages=1
7500 0 102/100 tlb:tlb_flush reason=3 pages=1
8000 0 102/100 syscalls:sys_exit_munmap ret=0
