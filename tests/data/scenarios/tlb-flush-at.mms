# TLB scenario: a syscall's flush decides on each target's state when it
# ran, not at the sys_exit that carries the op (flush_tlb_mm_range() ->
# should_flush_tlb() runs inside the call; the op comes at its sys_exit).
# Processes 100, 200 (mms A, B) are new: A's 6.13 trim is due 1 s after it
# first ran.  100 runs on CPU 0, faults two pages, and CPU 0 switches to 200
# (B) at 5000; 100 runs on CPU 1 from 6000: A's mask is {0,1}, CPU 0 stale.
#   1.1 s: 100 munmaps a page on CPU 1.  Its reason 4 at +400 decides at
#     +650 (TLBC_DECIDE_NS): CPU 0 runs B, not lazily, and the trim is due,
#     so the IPI goes there and CPU 0 leaves A's mask (its reason 5).  CPU 0
#     goes idle (lazy on B) at +1000, before the sys_exit at +2000.
#   1.2 s: 100 munmaps the other page: A's mask is {1}, a local flush only.
#  x86 (6.18): rounds 1, IPIs 1, wrong_cpu 1, local 2.  Decided on CPU 0's
#  state at the sys_exit instead (lazy: no IPI), CPU 0 would stay in A's
#  mask: rounds 2, IPIs 0.  The measured side (the trace's tlb_flush: one
#  reason 4, one reason 5) agrees with x86.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1 tlb.local_flush=2 tlb.invlpg=0
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 1/1 task:task_newtask pid=200 comm=b clone_flags=0x11 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 0 0 tlb:tlb_flush reason=0 pages=-1
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
5000 0 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
5500 0 100/100 tlb:tlb_flush reason=0 pages=-1
6000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
6500 1 0 tlb:tlb_flush reason=0 pages=-1
1100000000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
1100000400 1 100/100 tlb:tlb_flush reason=4 pages=1
1100000500 1 100/100 tlb:tlb_flush reason=3 pages=1
1100000700 0 200/200 tlb:tlb_flush reason=5 pages=0
1100001000 0 200/200 sched:sched_switch prev_comm=b prev_pid=200 prev_prio=120 prev_state=1 next_comm=swapper/0 next_pid=0 next_prio=120
1100002000 1 100/100 syscalls:sys_exit_munmap ret=0
1200000000 1 100/100 syscalls:sys_enter_munmap addr=0x7f0000001000 len=4096
1200000400 1 100/100 tlb:tlb_flush reason=3 pages=1
1200001000 1 100/100 syscalls:sys_exit_munmap ret=0
