# Engine scenario: page-cache folios that no fault mapped, from the filemap
# tracepoints (Linux 6.11+).  Reclaim frees such a folio without unmapping
# it, so a pass made only of them sends no flush.  File 8:0x10 (s_dev=8).
#   Process 700 (CPU 0) faults at 0x14000; filemap_fault asks for index 4,
#   not cached: readahead allocates and adds pfn 0x700..0x703 at indices
#   2..5; 0x702 (index 4) is the one the fault maps, the others stay unmapped.
#   Its fault at 0x13000: fault-around maps indices 0..3 (map_pages), i.e.
#   0x700 and 0x701.
#   Fault at 0x50000, memcg reclaim deletes and frees 0x703 (never mapped):
#   the pass unmapped nothing, no UNMAP.
#   Fault at 0x51000 reclaims 0x700 and 0x702: UNMAP(reclaim, 2).
#   Fault at 0x60000 asks for index 11: readahead adds 0x704 (index 11, the
#   fault's) and the reused pfn 0x703 (index 12, unmapped).
#   Fault at 0x61000: fault-around tries indices 4..7; index 5 was 0x703's
#   before its delete, so the new 0x703 stays unmapped.
#   Fault at 0x70000 reclaims 0x703: no UNMAP.
#   Fault at 0x90000: fault-around tries indices 16..23, none of them the
#   trace's: each is process 700's until a folio is added there.  Index 20
#   holds pfn 0x900, cached before the trace; index 22 was not cached:
#   process 800 on CPU 1 reads it in (pfn 0x905, no fault), which drops the
#   key.  Index 30 (pfn 0x901, cached before the trace) no fault mapped.
#   Fault at 0xa0000 reclaims 0x900, 0x905 and 0x901: UNMAP(reclaim, 1),
#   0x900 as 700's; the other two have no owner (reclaim_unowned 2).
#   Large folios, keyed once at their first index: the fault at 0xb0000 asks
#   for index 40; readahead adds order-2 folios 0xa00 (indices 32-35), 0xa04
#   (36-39) and 0xa08 (40-43, the fault's).  The fault at 0xc0000 maps
#   indices 34-35 by fault-around: inside 0xa00.  Reclaim of the three:
#   UNMAP(reclaim, 8) (0xa00 and 0xa08), 0xa04 never mapped (4 pages).
#   Caveats: 6 pages freed by reclaim were readahead no fault had mapped;
#   1 page freed by reclaim was cached before the trace and mapped in it.
#   Without the filemap events the first three passes and the last would
#   each be an UNMAP (the last of 12 pages), the fourth none.
#! cpus=2 kernel=6.18 page_size=4096
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=700 next_prio=120
1000 0 700/700 exceptions:page_fault_user address=0x14000 ip=0x1 error_code=4
1001 0 700/700 filemap:mm_filemap_fault i_ino=0x10 s_dev=8 index=4
1002 0 700/700 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1003 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x700 i_ino=0x10 index=2 s_dev=8 order=0
1004 0 700/700 kmem:mm_page_alloc pfn=0x701 order=0 gfp_flags=0x140cca migratetype=1
1005 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x701 i_ino=0x10 index=3 s_dev=8 order=0
1006 0 700/700 kmem:mm_page_alloc pfn=0x702 order=0 gfp_flags=0x140cca migratetype=1
1007 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x702 i_ino=0x10 index=4 s_dev=8 order=0
1008 0 700/700 kmem:mm_page_alloc pfn=0x703 order=0 gfp_flags=0x140cca migratetype=1
1009 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x703 i_ino=0x10 index=5 s_dev=8 order=0
2000 0 700/700 exceptions:page_fault_user address=0x13000 ip=0x1 error_code=4
2001 0 700/700 filemap:mm_filemap_map_pages i_ino=0x10 s_dev=8 index=0 last_index=3
3000 0 700/700 exceptions:page_fault_user address=0x50000 ip=0x1 error_code=6
3001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
3002 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x703 i_ino=0x10 index=5 s_dev=8 order=0
3003 0 700/700 kmem:mm_page_free pfn=0x703 order=0
3004 0 700/700 kmem:mm_page_free_batched pfn=0x703
3005 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
3006 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
4000 0 700/700 exceptions:page_fault_user address=0x51000 ip=0x1 error_code=6
4001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
4002 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x700 i_ino=0x10 index=2 s_dev=8 order=0
4003 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x702 i_ino=0x10 index=4 s_dev=8 order=0
4004 0 700/700 kmem:mm_page_free pfn=0x700 order=0
4005 0 700/700 kmem:mm_page_free pfn=0x702 order=0
4006 0 700/700 kmem:mm_page_free_batched pfn=0x700
4007 0 700/700 kmem:mm_page_free_batched pfn=0x702
4008 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=2 nr_reclaimed=2 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
4009 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=2
5000 0 700/700 exceptions:page_fault_user address=0x60000 ip=0x1 error_code=4
5001 0 700/700 filemap:mm_filemap_fault i_ino=0x10 s_dev=8 index=11
5002 0 700/700 kmem:mm_page_alloc pfn=0x704 order=0 gfp_flags=0x140cca migratetype=1
5003 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x704 i_ino=0x10 index=11 s_dev=8 order=0
5004 0 700/700 kmem:mm_page_alloc pfn=0x703 order=0 gfp_flags=0x140cca migratetype=1
5005 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0x703 i_ino=0x10 index=12 s_dev=8 order=0
6000 0 700/700 exceptions:page_fault_user address=0x61000 ip=0x1 error_code=4
6001 0 700/700 filemap:mm_filemap_map_pages i_ino=0x10 s_dev=8 index=4 last_index=7
7000 0 700/700 exceptions:page_fault_user address=0x70000 ip=0x1 error_code=6
7001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
7002 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x703 i_ino=0x10 index=12 s_dev=8 order=0
7003 0 700/700 kmem:mm_page_free pfn=0x703 order=0
7004 0 700/700 kmem:mm_page_free_batched pfn=0x703
7005 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
7006 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
8000 0 700/700 exceptions:page_fault_user address=0x90000 ip=0x1 error_code=4
8001 0 700/700 filemap:mm_filemap_map_pages i_ino=0x10 s_dev=8 index=16 last_index=23
8500 1 800/800 kmem:mm_page_alloc pfn=0x905 order=0 gfp_flags=0x140cca migratetype=1
8501 1 800/800 filemap:mm_filemap_add_to_page_cache pfn=0x905 i_ino=0x10 index=22 s_dev=8 order=0
9000 0 700/700 exceptions:page_fault_user address=0xa0000 ip=0x1 error_code=6
9001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
9002 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x900 i_ino=0x10 index=20 s_dev=8 order=0
9003 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x905 i_ino=0x10 index=22 s_dev=8 order=0
9004 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0x901 i_ino=0x10 index=30 s_dev=8 order=0
9005 0 700/700 kmem:mm_page_free pfn=0x900 order=0
9006 0 700/700 kmem:mm_page_free pfn=0x905 order=0
9007 0 700/700 kmem:mm_page_free pfn=0x901 order=0
9008 0 700/700 kmem:mm_page_free_batched pfn=0x900
9009 0 700/700 kmem:mm_page_free_batched pfn=0x905
9010 0 700/700 kmem:mm_page_free_batched pfn=0x901
9011 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=3 nr_reclaimed=3 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
9012 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=3
10000 0 700/700 exceptions:page_fault_user address=0xb0000 ip=0x1 error_code=4
10001 0 700/700 filemap:mm_filemap_fault i_ino=0x10 s_dev=8 index=40
10002 0 700/700 kmem:mm_page_alloc pfn=0xa00 order=2 gfp_flags=0x140cca migratetype=1
10003 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0xa00 i_ino=0x10 index=32 s_dev=8 order=2
10004 0 700/700 kmem:mm_page_alloc pfn=0xa04 order=2 gfp_flags=0x140cca migratetype=1
10005 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0xa04 i_ino=0x10 index=36 s_dev=8 order=2
10006 0 700/700 kmem:mm_page_alloc pfn=0xa08 order=2 gfp_flags=0x140cca migratetype=1
10007 0 700/700 filemap:mm_filemap_add_to_page_cache pfn=0xa08 i_ino=0x10 index=40 s_dev=8 order=2
11000 0 700/700 exceptions:page_fault_user address=0xc0000 ip=0x1 error_code=4
11001 0 700/700 filemap:mm_filemap_map_pages i_ino=0x10 s_dev=8 index=34 last_index=35
12000 0 700/700 exceptions:page_fault_user address=0xd0000 ip=0x1 error_code=6
12001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
12002 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0xa00 i_ino=0x10 index=32 s_dev=8 order=2
12003 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0xa04 i_ino=0x10 index=36 s_dev=8 order=2
12004 0 700/700 filemap:mm_filemap_delete_from_page_cache pfn=0xa08 i_ino=0x10 index=40 s_dev=8 order=2
12005 0 700/700 kmem:mm_page_free pfn=0xa00 order=2
12006 0 700/700 kmem:mm_page_free pfn=0xa04 order=2
12007 0 700/700 kmem:mm_page_free pfn=0xa08 order=2
12008 0 700/700 kmem:mm_page_free_batched pfn=0xa00
12009 0 700/700 kmem:mm_page_free_batched pfn=0xa04
12010 0 700/700 kmem:mm_page_free_batched pfn=0xa08
12011 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=12 nr_reclaimed=12 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
12012 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=12
