# TLB scenario: where the trace records mmap:exit_mmap (traced as
# exit_mmap() ends), a process's teardown is there, on that CPU, not at its
# sched_process_exit, which do_exit() traces before exit_mm().
# Process 300 (A) exec's on CPU 0 and faults a page: A's mask is {0}.
# Process 400 (B) runs on CPU 1.  A's sched_process_exit at 10 us on CPU 0;
# A is preempted at 10.5 us (prev_state 0x100) for 500 (C), and resumes on
# CPU 1 at 11 us, lazily (exit_mm() left it without an mm).  Its teardown
# flush, with freed tables, at 12 us on CPU 1: A's mask {0} holds a CPU
# other than the sender, a round; CPU 0 runs C and leaves A's mask (its
# reason 5).  exit_mmap ends at 13 us.
#  x86 (6.18): rounds 1, IPIs 1, wrong_cpu 1.  Torn down at the
#  sched_process_exit instead (CPU 0, A's mask {0}): no round, no IPI.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1
#! cpus=2 kernel=6.18 hypervisor=none page_size=4096 tracepoints=sched:sched_switch,sched:sched_process_exec,sched:sched_process_exit,tlb:tlb_flush,exceptions:page_fault_user,kmem:mm_page_alloc,mmap:exit_mmap
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
110 0 300/300 sched:sched_process_exec pid=300 old_pid=300
200 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=b next_pid=400 next_prio=120
210 1 400/400 sched:sched_process_exec pid=400 old_pid=400
300 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x1 error_code=6
301 0 300/300 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
10000 0 300/300 sched:sched_process_exit comm=app pid=300 prio=120 group_dead=1
10500 0 300/300 sched:sched_switch prev_comm=app prev_pid=300 prev_prio=120 prev_state=0x100 next_comm=c next_pid=500 next_prio=120
10600 0 300/300 tlb:tlb_flush reason=0 pages=-1
11000 1 400/400 sched:sched_switch prev_comm=b prev_pid=400 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
12000 1 300/300 tlb:tlb_flush reason=4 pages=-1
12500 0 500/500 tlb:tlb_flush reason=5 pages=0
13000 1 300/300 mmap:exit_mmap mm=0xffff888100000000
