# Engine scenario: the present map's leaf cache (two leaves per mm) when a
# cached leaf is freed.  Process 300 has two threads, 300 on CPU 0 and 301 on
# CPU 1; region A = 0x7f0000000000, region B = 0x7f0000100000 (256 pages
# apart: a leaf each, 64 pages a leaf).
#   A0 (300), B0 (301), A1 (300), B1 (301), A2 (300): A cached first, B second
#   munmap [B, B+2 pages) by 301  -> UNMAP(munmap, 2): B's leaf empties, freed
#   B5 (301)                      -> a new leaf for B, not the freed one
#   munmap [B, B+16 pages) by 301 -> UNMAP(munmap, 1)   (B5 only)
#   A3 (300): A cached first
#   munmap [A, A+4 pages) by 300  -> UNMAP(munmap, 4): A's leaf empties, freed
#   A0 (300)                      -> a new leaf for A
#   munmap [A, A+1 page) by 300   -> UNMAP(munmap, 1)
#   exit of both threads          -> MM_EXIT (nothing present: no UNMAP(exit))
# Were a freed leaf still cached, B5 and the second A0 would be marked in freed
# memory, and the munmaps after them would find no page: no UNMAP.
# Then a leaf that goes back full: process 400 (CPU 1) faults 3 pages of
# region C = 0x7f0000200000 (one leaf, slots 0-2) and exits -> UNMAP(exit, 3);
# its leaf is kept as a spare.  Process 500 (CPU 0) faults D + 5 pages
# (D = 0x7f0000300000) into a leaf made from that spare, then unmaps
# [D, D + 64 pages) -> UNMAP(munmap, 1): a spare comes back empty (were its
# bits kept, the munmap would find slots 0-2 too: 4).
#! cpus=2 kernel=6.18 page_size=4096
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
1001 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=301 next_prio=120
2000 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
2001 0 300/300 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x140cca migratetype=1
2010 1 301/300 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=6
2011 1 301/300 kmem:mm_page_alloc pfn=0x30000 order=0 gfp_flags=0x140cca migratetype=1
2020 0 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
2021 0 300/300 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x140cca migratetype=1
2030 1 301/300 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=6
2031 1 301/300 kmem:mm_page_alloc pfn=0x30001 order=0 gfp_flags=0x140cca migratetype=1
2040 0 300/300 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
2041 0 300/300 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x140cca migratetype=1
3000 1 301/300 syscalls:sys_enter_munmap addr=0x7f0000100000 len=0x2000
3001 1 301/300 syscalls:sys_exit_munmap ret=0
3100 1 301/300 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=6
3101 1 301/300 kmem:mm_page_alloc pfn=0x30005 order=0 gfp_flags=0x140cca migratetype=1
3200 1 301/300 syscalls:sys_enter_munmap addr=0x7f0000100000 len=0x10000
3201 1 301/300 syscalls:sys_exit_munmap ret=0
3300 0 300/300 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=6
3301 0 300/300 kmem:mm_page_alloc pfn=0x20003 order=0 gfp_flags=0x140cca migratetype=1
3400 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x4000
3401 0 300/300 syscalls:sys_exit_munmap ret=0
3500 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
3501 0 300/300 kmem:mm_page_alloc pfn=0x20010 order=0 gfp_flags=0x140cca migratetype=1
3600 0 300/300 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x1000
3601 0 300/300 syscalls:sys_exit_munmap ret=0
4000 1 301/300 sched:sched_process_exit comm=app pid=301 prio=120
4001 0 300/300 sched:sched_process_exit comm=app pid=300 prio=120
5000 1 301/300 sched:sched_switch prev_comm=app prev_pid=301 prev_prio=120 prev_state=16 next_comm=c next_pid=400 next_prio=120
5100 1 400/400 exceptions:page_fault_user address=0x7f0000200000 ip=0x401000 error_code=6
5101 1 400/400 kmem:mm_page_alloc pfn=0x40000 order=0 gfp_flags=0x140cca migratetype=1
5110 1 400/400 exceptions:page_fault_user address=0x7f0000201000 ip=0x401000 error_code=6
5111 1 400/400 kmem:mm_page_alloc pfn=0x40001 order=0 gfp_flags=0x140cca migratetype=1
5120 1 400/400 exceptions:page_fault_user address=0x7f0000202000 ip=0x401000 error_code=6
5121 1 400/400 kmem:mm_page_alloc pfn=0x40002 order=0 gfp_flags=0x140cca migratetype=1
5200 1 400/400 sched:sched_process_exit comm=c pid=400 prio=120
5300 0 300/300 sched:sched_switch prev_comm=app prev_pid=300 prev_prio=120 prev_state=16 next_comm=d next_pid=500 next_prio=120
5400 0 500/500 exceptions:page_fault_user address=0x7f0000305000 ip=0x401000 error_code=6
5401 0 500/500 kmem:mm_page_alloc pfn=0x50000 order=0 gfp_flags=0x140cca migratetype=1
5500 0 500/500 syscalls:sys_enter_munmap addr=0x7f0000300000 len=0x40000
5501 0 500/500 syscalls:sys_exit_munmap ret=0
