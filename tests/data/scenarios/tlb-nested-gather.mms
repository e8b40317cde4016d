# TLB scenario: a gather that ends while another thread of the mm is
# switched out inside its own (mm_tlb_flush_nested(): tlb_finish_mmu() makes
# it fullmm with freed tables, 99baac21e458 / 7a30df49f63a).  Process 100
# (CPU 0) and its thread 101 (CPU 1) share mm A; 100 has faulted pages 0 and
# 2 in.  At 3000 101 enters madvise(DONTNEED) of page 1 (not present) and is
# switched out at 3500 (to idle: CPU 1 lazy on A), its gather open.
#   4000-5000: 100's madvise(DONTNEED) of page 0 is nested: one TLB_FLUSH_ALL
#     with freed tables: a round, and lazy CPU 1 is IPI'd too (freed tables)
#     and leaves A (switch to init_mm).  1 IPI, no INVLPG, local 1.
#   6000: CPU 1 runs 101 again, which leaves its madvise at 6100: nothing was
#     nested then (100 is in no syscall), and it cleared nothing: no flush.
#   7000-7100: 100's madvise(DONTNEED) of page 2, not nested: CPU 1 runs A:
#     a round, 1 IPI, 1 INVLPG there, local 1.
#  x86: rounds 2, IPIs 2, full 0 (the lazy CPU flushes by leaving), INVLPG 1,
#  local 2, received 1.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=2 tlb.full_flush=0 tlb.invlpg=1 tlb.local_flush=2 tlb.flush_received=1
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 100/100 task:task_newtask pid=101 comm=a clone_flags=0x3d0f00 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=101 next_prio=120
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2300 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
3000 1 101/100 syscalls:sys_enter_madvise start=0x7f0000001000 len_in=4096 behavior=4
3500 1 101/100 sched:sched_switch prev_comm=a prev_pid=101 prev_prio=120 prev_state=0 next_comm=swapper/1 next_pid=0 next_prio=120
4000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=4096 behavior=4
4500 0 100/100 kmem:mm_page_free pfn=0x1000 order=0
5000 0 100/100 syscalls:sys_exit_madvise ret=0
6000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=101 next_prio=120
6100 1 101/100 syscalls:sys_exit_madvise ret=0
7000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000002000 len_in=4096 behavior=4
7050 0 100/100 kmem:mm_page_free pfn=0x1002 order=0
7100 0 100/100 syscalls:sys_exit_madvise ret=0
