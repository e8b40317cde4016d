# Engine scenario: syscall unmaps sized by the pages really present.
# Process 200 (one thread, CPU 0) faults pages 0..9 of a 40-page region at
# 0x7f0000000000, then a THP (order 9) at 0x7f0000200000.
#   mprotect [0,5)            -> UNMAP(mprotect, 5), pages stay present
#   munmap   [5,25)           -> UNMAP(munmap, 5)   (pages 5..9)
#   munmap   [0,40) ret=-22   -> nothing (failed call)
#   madvise  [0,3) DONTNEED   -> UNMAP(madvise, 3)  (pages 0..2 leave)
#   madvise  [0,40) NORMAL(0) -> nothing
#   madvise  [0,40) FREE(8)   -> UNMAP(madvise, 2)  (pages 3,4 stay)
#   mremap   [3,5) -> 0x7f0000100000 (moved) -> UNMAP(mremap, 2), pages move
#   munmap   new place, 2 pages -> UNMAP(munmap, 2)
#   munmap   the THP's 2 MiB   -> UNMAP(munmap, 512, freed_tables=1)
#   exit of the last task      -> MM_EXIT (nothing left present: no UNMAP(exit))
#! cpus=2 kernel=6.18 page_size=4096
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=200 next_prio=120
2000 0 200/200 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
2001 0 200/200 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x140cca migratetype=1
2010 0 200/200 exceptions:page_fault_user address=0x7f0000001008 ip=0x401000 error_code=6
2011 0 200/200 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x140cca migratetype=1
2020 0 200/200 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
2021 0 200/200 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x140cca migratetype=1
2030 0 200/200 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=6
2031 0 200/200 kmem:mm_page_alloc pfn=0x20003 order=0 gfp_flags=0x140cca migratetype=1
2040 0 200/200 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=6
2041 0 200/200 kmem:mm_page_alloc pfn=0x20004 order=0 gfp_flags=0x140cca migratetype=1
2050 0 200/200 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=6
2051 0 200/200 kmem:mm_page_alloc pfn=0x20005 order=0 gfp_flags=0x140cca migratetype=1
2060 0 200/200 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=6
2061 0 200/200 kmem:mm_page_alloc pfn=0x20006 order=0 gfp_flags=0x140cca migratetype=1
2070 0 200/200 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=6
2071 0 200/200 kmem:mm_page_alloc pfn=0x20007 order=0 gfp_flags=0x140cca migratetype=1
2080 0 200/200 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=6
2081 0 200/200 kmem:mm_page_alloc pfn=0x20008 order=0 gfp_flags=0x140cca migratetype=1
2090 0 200/200 exceptions:page_fault_user address=0x7f0000009ff8 ip=0x401000 error_code=6
2091 0 200/200 kmem:mm_page_alloc pfn=0x20009 order=0 gfp_flags=0x140cca migratetype=1
2100 0 200/200 exceptions:page_fault_user address=0x7f0000212345 ip=0x401000 error_code=6
2101 0 200/200 kmem:mm_page_alloc pfn=0x40000 order=9 gfp_flags=0x140cca migratetype=1
3000 0 200/200 syscalls:sys_enter_mprotect start=0x7f0000000000 len=0x5000 prot=1
3001 0 200/200 syscalls:sys_exit_mprotect ret=0
3100 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000005000 len=0x14000
3101 0 200/200 syscalls:sys_exit_munmap ret=0
3200 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x28000
3201 0 200/200 syscalls:sys_exit_munmap ret=-22
3300 0 200/200 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=0x3000 behavior=4
3301 0 200/200 syscalls:sys_exit_madvise ret=0
3400 0 200/200 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=0x28000 behavior=0
3401 0 200/200 syscalls:sys_exit_madvise ret=0
3500 0 200/200 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=0x28000 behavior=8
3501 0 200/200 syscalls:sys_exit_madvise ret=0
3600 0 200/200 syscalls:sys_enter_mremap addr=0x7f0000003000 old_len=0x2000 new_len=0x2000 flags=3 new_addr=0x7f0000100000
3601 0 200/200 syscalls:sys_exit_mremap ret=0x7f0000100000
3700 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000100000 len=0x2000
3701 0 200/200 syscalls:sys_exit_munmap ret=0
3800 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000200000 len=0x200000
3801 0 200/200 syscalls:sys_exit_munmap ret=0
4000 0 200/200 sched:sched_process_exit comm=app pid=200 prio=120
