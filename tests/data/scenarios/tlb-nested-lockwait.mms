# TLB scenario: a thread switched out inside an mprotect while it waits for
# an rwsem (lock:contention_begin flags=0x4, LCB_F_WRITE) has not begun its
# gather: do_mprotect_pkey() takes the mmap_lock before change_protection()'s
# tlb_gather_mmu(), so no other gather of the mm is nested
# (mm_tlb_flush_nested() counts tlb_flush_pending).  Process 100 (CPU 0) and
# its thread 101 (CPU 1) share mm A; 100 has faulted pages 0 and 2 in.  At
# 3000 101 enters mprotect of page 1 (not present), waits for the lock at
# 3400 and sleeps at 3500 (to idle: CPU 1 lazy on A).
#   4000-5000: 100's madvise(DONTNEED) of page 0 is not nested: a round; the
#     lazy CPU 1 is skipped (no freed tables).  No IPI, local 1.
#   6000: CPU 1 runs 101 again, which gets the lock at 6050 and leaves its
#     mprotect at 6100, having changed no PTE: no flush.
#   7000-7100: 100's madvise(DONTNEED) of page 2: CPU 1 runs A: a round,
#     1 IPI, 1 INVLPG there, local 1.
#  x86: rounds 2, IPIs 1, full 0, INVLPG 1, local 2, received 1 (taken as
#  nested, as tlb-nested-gather.mms: IPIs 2, the lazy CPU IPI'd at 4000).
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=1 tlb.local_flush=2 tlb.flush_received=1
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
200 0 100/100 task:task_newtask pid=101 comm=a clone_flags=0x3d0f00 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=101 next_prio=120
2000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2300 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
3000 1 101/100 syscalls:sys_enter_mprotect start=0x7f0000001000 len=4096 prot=3
3400 1 101/100 lock:contention_begin lock_addr=0xffff888100001000 flags=0x4
3500 1 101/100 sched:sched_switch prev_comm=a prev_pid=101 prev_prio=120 prev_state=2 next_comm=swapper/1 next_pid=0 next_prio=120
4000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=4096 behavior=4
4500 0 100/100 kmem:mm_page_free pfn=0x1000 order=0
5000 0 100/100 syscalls:sys_exit_madvise ret=0
6000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=101 next_prio=120
6050 1 101/100 lock:contention_end lock_addr=0xffff888100001000 ret=0
6100 1 101/100 syscalls:sys_exit_mprotect ret=0
7000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000002000 len_in=4096 behavior=4
7050 0 100/100 kmem:mm_page_free pfn=0x1002 order=0
7100 0 100/100 syscalls:sys_exit_madvise ret=0
