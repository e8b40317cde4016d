# TLB scenario: a munmap's unmap is emitted at its first page free, where
# its first flush round happens (tlb_flush_mmu() flushes, then frees what it
# gathered), not at sys_exit.  Process 100 (threads 100-101) runs on CPUs 0-1.
# Thread 100 munmaps the two pages it faulted in; when the first page is freed
# thread 101 still runs on CPU 1, so the flush IPIs CPU 1; then thread 101
# sleeps (CPU 1 goes idle: lazy) before the munmap returns.  The same again
# once the trace has shown a sys_exit_munmap (the first call takes another
# path: its exit could be missing from the trace).  Expected with the x86
# model: 2 flush rounds, 2 IPIs (at sys_exit, CPU 1 would be lazy: 0 IPIs).
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=2 tlb.full_flush=0 tlb.invlpg=3 tlb.local_flush=2 tlb.flush_received=2 tlb.wrong_cpu=0
# expect x86:epoch=4.19 tlb.flush_rounds=2 tlb.ipi=2 tlb.full_flush=0 tlb.invlpg=3 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
0.000001 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
0.000002 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
20000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
20010 0 100/100 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x140cca migratetype=1
20020 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
20030 0 100/100 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x2000
30100 0 100/100 kmem:mm_page_free pfn=0x20000 order=0
30110 0 100/100 kmem:mm_page_free pfn=0x20001 order=0
30200 1 101/100 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
30300 0 100/100 syscalls:sys_exit_munmap ret=0
40000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
40010 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
40020 0 100/100 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=0x1000
50100 0 100/100 kmem:mm_page_free pfn=0x20002 order=0
50200 1 101/100 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
50300 0 100/100 syscalls:sys_exit_munmap ret=0
