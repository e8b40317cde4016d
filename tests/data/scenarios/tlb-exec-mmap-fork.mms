# TLB scenario: a forked child's exec, whose old mm exits between
# exec_mmap() and sched_process_exec.  exec_mmap() switches to the new mm
# (tlb:tlb_flush reason 0 in the child's own name), then mmput()s the old
# one, whose exit_mmap() (mmap:exit_mmap) still runs in the child's name.
# 100 (mm A) forks 101 (clone_flags 0x1200000: its own copy, mm C).  On CPU
# 0, 101's exec_mmap() at 5000 loads the new mm N, C's exit_mmap comes at
# 5100, and 101 sleeps at 5200 (CPU 0 idle, lazy on N).  101 runs on CPU 1
# from 6000, its sched_process_exec at 6500, faults two pages in at 6600
# and munmaps the first at 7000 (the other keeps the PTE table).
#   The fork's flush_tlb_mm() (3000): A's mask is {1}: local only.
#   The munmap: N's mask is {0,1} (CPU 0 loaded N at exec_mmap(); 6.13
#   keeps it until a trim): a round; CPU 0 is lazy and no table is freed:
#   no IPI.  Rounds 1, IPIs 0, local 2.  (The exit_mmap taken as N's, exec
#   would make another mm, run on CPU 1 only: no round.)
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=0 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=sh clone_flags=0x11 oom_score_adj=0
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=sh next_pid=100 next_prio=120
1500 1 0 tlb:tlb_flush reason=0 pages=-1
3000 1 100/100 task:task_newtask pid=101 comm=sh clone_flags=0x1200000 oom_score_adj=0
3100 1 100/100 sched:sched_wakeup comm=sh pid=101 prio=120 target_cpu=0
3200 1 100/100 sched:sched_switch prev_comm=sh prev_pid=100 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
4000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=sh next_pid=101 next_prio=120
4100 0 0 tlb:tlb_flush reason=0 pages=-1
5000 0 101/101 tlb:tlb_flush reason=0 pages=-1
5100 0 101/101 mmap:exit_mmap mm=0xffff888100002000
5200 0 101/101 sched:sched_switch prev_comm=sh prev_pid=101 prev_prio=120 prev_state=2 next_comm=swapper/0 next_pid=0 next_prio=120
6000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=sh next_pid=101 next_prio=120
6100 1 0 tlb:tlb_flush reason=0 pages=-1
6500 1 101/101 sched:sched_process_exec pid=101 old_pid=101
6600 1 101/101 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
6700 1 101/101 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
6800 1 101/101 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
6900 1 101/101 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
7000 1 101/101 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
7400 1 101/101 tlb:tlb_flush reason=4 pages=1
7500 1 101/101 tlb:tlb_flush reason=3 pages=1
8000 1 101/101 syscalls:sys_exit_munmap ret=0
