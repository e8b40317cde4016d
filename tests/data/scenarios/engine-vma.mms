# Engine scenario: the tracker learns an address space (replay/state-vma.c).
# 300 execs on CPU 0 (a layout of its own, empty), maps 4 MiB of anonymous
# memory at A = 0x7f0000000000 (2 MiB aligned) and faults A, A+4K, A+2M.
#   munmap [A+2M, A+2M+4K)      -> UNMAP(munmap, 1): the VMA after it keeps
#                                  span 1's PTE table (free_pgtables() ceiling)
#   munmap [A+2M+4K, A+4M)      -> UNMAP(munmap, 0, freed_tables): no page
#                                  left, but span 1 has no VMA any more
#   mprotect [A, A+4K) READ     -> UNMAP(mprotect, 1, range): write taken away
#   mprotect [A, A+4K) READ     -> nothing: the protection does not change
#   mprotect [A, A+4K) RW       -> UNMAP(mprotect, 1, range, grant)
#   mprotect [A, A+8K) NONE     -> UNMAP(mprotect, 2, range)
#   mprotect [A, A+8K) RW       -> nothing: PROT_NONE PTEs are not in the TLB
#   mremap [A, A+8K) -> B = 0x7f0000800000 (MAYMOVE|FIXED)
#                               -> UNMAP(mremap, 2, [A, A+8K), range); the
#                                  VMA [A+8K, A+2M) keeps span 0's table
#   mmap B, 4K, MAP_FIXED       -> UNMAP(munmap, 1, [B, B+4K)): the page it
#                                  replaced
#   mmap 12K MAP_POPULATE at C = 0x7f0001000000, munmap it
#                               -> UNMAP(munmap, 3, freed_tables)
#   fork of 301 (no CLONE_VM)   -> UNMAP(fork, mm300); 301 gets mm300's
#                                  private page B+4K (dup_mmap() copies it)
#   CPU 1 went idle at 103; the wakeup of 301 onto it is the switch the trace
#   lacks: SWITCH(CPU 1, 301) at 1100.  301 madvises [B, B+8K) DONTNEED on
#   CPU 1 -> UNMAP(madvise, 1, mm301, CPU 1).
#! cpus=2 kernel=6.18 page_size=4096
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
102 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=sleeper next_pid=400 next_prio=120
103 1 400/400 sched:sched_switch prev_comm=sleeper prev_pid=400 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
110 0 300/300 sched:sched_process_exec pid=300 old_pid=300
200 0 300/300 syscalls:sys_enter_mmap addr=0 len=0x400000 prot=3 flags=0x22 fd=0 off=0
201 0 300/300 syscalls:sys_exit_mmap ret=0x7f0000000000
300 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x1 error_code=6
301 0 300/300 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
310 0 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x1 error_code=6
311 0 300/300 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
320 0 300/300 exceptions:page_fault_user address=0x7f0000200000 ip=0x1 error_code=6
321 0 300/300 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
400 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000200000 len=0x1000
401 0 300/300 syscalls:sys_exit_munmap ret=0
410 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000201000 len=0x1ff000
411 0 300/300 syscalls:sys_exit_munmap ret=0
500 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x1000 prot=1
501 0 300/300 syscalls:sys_exit_mprotect ret=0
510 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x1000 prot=1
511 0 300/300 syscalls:sys_exit_mprotect ret=0
520 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x1000 prot=3
521 0 300/300 syscalls:sys_exit_mprotect ret=0
530 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x2000 prot=0
531 0 300/300 syscalls:sys_exit_mprotect ret=0
540 0 300/300 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x2000 prot=3
541 0 300/300 syscalls:sys_exit_mprotect ret=0
600 0 300/300 syscalls:sys_enter_mremap addr=0x7f0000000000 old_len=0x2000 new_len=0x2000 flags=3 new_addr=0x7f0000800000
601 0 300/300 syscalls:sys_exit_mremap ret=0x7f0000800000
700 0 300/300 syscalls:sys_enter_mmap addr=0x7f0000800000 len=0x1000 prot=3 flags=0x32 fd=0 off=0
701 0 300/300 syscalls:sys_exit_mmap ret=0x7f0000800000
800 0 300/300 syscalls:sys_enter_mmap addr=0 len=0x3000 prot=3 flags=0x8022 fd=0 off=0
801 0 300/300 syscalls:sys_exit_mmap ret=0x7f0001000000
810 0 300/300 syscalls:sys_enter_munmap addr=0x7f0001000000 len=0x3000
811 0 300/300 syscalls:sys_exit_munmap ret=0
1000 0 300/300 task:task_newtask pid=301 comm=app clone_flags=0x1200011 oom_score_adj=0
1001 0 300/300 sched:sched_process_fork parent_comm=app parent_pid=300 child_comm=app child_pid=301
1100 0 300/300 sched:sched_wakeup_new comm=app pid=301 prio=120 target_cpu=1
1200 1 301/301 syscalls:sys_enter_madvise start=0x7f0000800000 len_in=0x2000 behavior=4
1201 1 301/301 syscalls:sys_exit_madvise ret=0
