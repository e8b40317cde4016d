# Install test scenario (tests/docs-install.sh): process 300, one thread on
# CPU 1, faults in pages 0..5 of a region at 0x7f0000000000, then
#   munmap [0,4)           -> UNMAP(munmap, 4)   (pages 0..3 present)
#   munmap [0,4) again     -> nothing present there any more: no UNMAP
#   madvise [4,8) DONTNEED -> UNMAP(madvise, 2)  (pages 4,5)
#   munmap [4,8)           -> nothing present: no UNMAP
#   exit                   -> nothing left present: no UNMAP(exit)
# my-model therefore counts my.unmapped_pages = 6 and my.unmaps = 2.
#! cpus=2 kernel=6.18 page_size=4096
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
2000 1 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
2001 1 300/300 kmem:mm_page_alloc pfn=0x30000 order=0 gfp_flags=0x140cca migratetype=1
2010 1 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
2011 1 300/300 kmem:mm_page_alloc pfn=0x30001 order=0 gfp_flags=0x140cca migratetype=1
2020 1 300/300 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
2021 1 300/300 kmem:mm_page_alloc pfn=0x30002 order=0 gfp_flags=0x140cca migratetype=1
2030 1 300/300 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=6
2031 1 300/300 kmem:mm_page_alloc pfn=0x30003 order=0 gfp_flags=0x140cca migratetype=1
2040 1 300/300 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=6
2041 1 300/300 kmem:mm_page_alloc pfn=0x30004 order=0 gfp_flags=0x140cca migratetype=1
2050 1 300/300 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=6
2051 1 300/300 kmem:mm_page_alloc pfn=0x30005 order=0 gfp_flags=0x140cca migratetype=1
3000 1 300/300 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x4000
3001 1 300/300 syscalls:sys_exit_munmap ret=0
3100 1 300/300 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x4000
3101 1 300/300 syscalls:sys_exit_munmap ret=0
3200 1 300/300 syscalls:sys_enter_madvise start=0x7f0000004000 len_in=0x4000 behavior=4
3201 1 300/300 syscalls:sys_exit_madvise ret=0
3300 1 300/300 syscalls:sys_enter_munmap addr=0x7f0000004000 len=0x4000
3301 1 300/300 syscalls:sys_exit_munmap ret=0
4000 1 300/300 sched:sched_process_exit comm=app pid=300 prio=120
