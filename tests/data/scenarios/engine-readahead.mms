# Engine scenario: readahead folios (allocated in a user fault after its
# first folio) in reclaim passes, for the caveat mmr_replay_state_caveats()
# gives (the kernel flushes for such a folio only if a later fault mapped it).
#   Process 700 (CPU 0) faults at 0x10000: pfn 0x700 (the faulting page),
#   then 0x701 and 0x702 (readahead).
#   Its fault at 0x20000 charges over the memcg limit: reclaim frees 0x701 and
#   0x702, shrink_inactive ends the pass: UNMAP(reclaim, 2), readahead only.
#   The fault then allocates 0x703, its first folio: not readahead.
#   Its fault at 0x30000 reclaims 0x700: UNMAP(reclaim, 1), not readahead;
#   then allocates 0x704.
#   Caveat: 1 of the 2 reclaim passes that unmapped pages unmapped only readahead.
#! cpus=2 kernel=6.12 page_size=4096
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=700 next_prio=120
1000 0 700/700 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=4
1001 0 700/700 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1002 0 700/700 kmem:mm_page_alloc pfn=0x701 order=0 gfp_flags=0x140cca migratetype=1
1003 0 700/700 kmem:mm_page_alloc pfn=0x702 order=0 gfp_flags=0x140cca migratetype=1
2000 0 700/700 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=4
2001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
2002 0 700/700 kmem:mm_page_free pfn=0x701 order=0
2003 0 700/700 kmem:mm_page_free pfn=0x702 order=0
2004 0 700/700 kmem:mm_page_free_batched pfn=0x701
2005 0 700/700 kmem:mm_page_free_batched pfn=0x702
2006 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=2 nr_reclaimed=2 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
2007 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=2
2008 0 700/700 kmem:mm_page_alloc pfn=0x703 order=0 gfp_flags=0x140cca migratetype=1
3000 0 700/700 exceptions:page_fault_user address=0x30000 ip=0x1 error_code=4
3001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
3002 0 700/700 kmem:mm_page_free pfn=0x700 order=0
3003 0 700/700 kmem:mm_page_free_batched pfn=0x700
3004 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
3005 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
3006 0 700/700 kmem:mm_page_alloc pfn=0x704 order=0 gfp_flags=0x140cca migratetype=1
