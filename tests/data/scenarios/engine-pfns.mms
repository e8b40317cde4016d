# Engine scenario: pfns at the ends of the pfn table and past it (a hash).
# The table covers pfns below 2^31 when the system grants its reservation,
# fewer when it does not (test_engine also replays this file in a child whose
# address space is limited, so that the table covers 2^28 pfns and the first
# two pfns below go to the hash too).  Process 500 (CPU 0) faults 4 pages of
# the region at 0x10000, all migratetype 1 (movable):
#   0x10000 -> pfn 0x0fffffff       (2^28 - 1: in the table either way)
#   0x11000 -> pfn 0x7fffffff       (2^31 - 1: the full table's last entry)
#   0x12000 -> pfn 0x80000000       (2^31: past it, the hash)
#   0x13000 -> pfn 0x10000000000    (2^40: the hash; past the 2^38 pfns whose
#                                    migratetype is remembered out of the table)
#   munmap [0x10000, 0x14000) frees all four inside the call
#       -> UNMAP(munmap, 4); PAGE_FREE of each, mm = 500's, migratetype 1,
#          1, 1 and -1 (2^40: not remembered)
#   a free of pfn 0x20000000000, never allocated -> PAGE_FREE, mm 0, mt -1
#   a free of pfn 0x80000000 again (a kernel allocation of it untraced)
#       -> PAGE_FREE, mm 0, mt -1: its record and type went with the first free
#   a fault of 0x10000 again -> pfn 0x80000000 (its hash slot was freed)
# At the end one page of the mm is present: 0x80000000.
#! cpus=2 kernel=6.18 page_size=4096
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=500 next_prio=120
2000 0 500/500 exceptions:page_fault_user address=0x10000 ip=0x401000 error_code=6
2001 0 500/500 kmem:mm_page_alloc pfn=0xfffffff order=0 gfp_flags=0x140cca migratetype=1
2010 0 500/500 exceptions:page_fault_user address=0x11000 ip=0x401000 error_code=6
2011 0 500/500 kmem:mm_page_alloc pfn=0x7fffffff order=0 gfp_flags=0x140cca migratetype=1
2020 0 500/500 exceptions:page_fault_user address=0x12000 ip=0x401000 error_code=6
2021 0 500/500 kmem:mm_page_alloc pfn=0x80000000 order=0 gfp_flags=0x140cca migratetype=1
2030 0 500/500 exceptions:page_fault_user address=0x13000 ip=0x401000 error_code=6
2031 0 500/500 kmem:mm_page_alloc pfn=0x10000000000 order=0 gfp_flags=0x140cca migratetype=1
3000 0 500/500 syscalls:sys_enter_munmap addr=0x10000 len=0x4000
3001 0 500/500 kmem:mm_page_free pfn=0xfffffff order=0
3002 0 500/500 kmem:mm_page_free pfn=0x7fffffff order=0
3003 0 500/500 kmem:mm_page_free pfn=0x80000000 order=0
3004 0 500/500 kmem:mm_page_free pfn=0x10000000000 order=0
3005 0 500/500 syscalls:sys_exit_munmap ret=0
4000 0 500/500 kmem:mm_page_free pfn=0x20000000000 order=0
4001 0 500/500 kmem:mm_page_free pfn=0x80000000 order=0
5000 0 500/500 exceptions:page_fault_user address=0x10000 ip=0x401000 error_code=6
5001 0 500/500 kmem:mm_page_alloc pfn=0x80000000 order=0 gfp_flags=0x140cca migratetype=1
