# Engine scenario: MADV_PAGEOUT is a reclaim pass, not a zap.  swap_kb=0:
# the box has no swap.  300 execs, maps 8K of a file (MAP_PRIVATE, fd 3) at
# F = 0x7f0000000000 and 8K of anonymous memory at A = 0x7f0000002000 (right
# after it), faults one page of each, then madvise(PAGEOUT) over both:
#   madvise_pageout() -> reclaim_pages(): the file page is unmapped with a
#   batched flush -> UNMAP(reclaim, 1) and PASS_END(reclaim) at the exit; the
#   anonymous page cannot go without swap (add_to_swap()) and stays mapped.
#   munmap [A, A+8K) -> UNMAP(munmap, 1): that page.
#! cpus=2 kernel=6.18 page_size=4096 swap_kb=0
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
110 0 300/300 sched:sched_process_exec pid=300 old_pid=300
200 0 300/300 syscalls:sys_enter_mmap addr=0 len=0x2000 prot=3 flags=0x2 fd=3 off=0
201 0 300/300 syscalls:sys_exit_mmap ret=0x7f0000000000
210 0 300/300 syscalls:sys_enter_mmap addr=0x7f0000002000 len=0x2000 prot=3 flags=0x32 fd=0 off=0
211 0 300/300 syscalls:sys_exit_mmap ret=0x7f0000002000
300 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x1 error_code=4
310 0 300/300 exceptions:page_fault_user address=0x7f0000002000 ip=0x1 error_code=6
311 0 300/300 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
400 0 300/300 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=0x4000 behavior=21
401 0 300/300 syscalls:sys_exit_madvise ret=0
500 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000002000 len=0x2000
501 0 300/300 syscalls:sys_exit_munmap ret=0
