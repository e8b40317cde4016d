# Engine scenario: mm_page_free_batched is a second record of a free, and
# memcg reclaim (mm_vmscan_memcg_reclaim_begin/end) inside a user fault.
#   Process 700 (CPU 0) faults pfns 0x700 and 0x701 in.  A later fault charges
#   over the memcg limit: memcg_reclaim_begin, shrink_folio_list frees both
#   pages through free_unref_folios(): mm_page_free 0x700, 0x701, then
#   mm_page_free_batched 0x700, 0x701 (6.x order), shrink_inactive ends the
#   pass: UNMAP(reclaim, 2, pid 700, CPU 0) + PASS_END; memcg_reclaim_end; the
#   fault then allocates 0x702: still in its fault context (mm of 700, owned).
#   PAGE_FREE ops: 2 (the batched records add none); no reclaim-unowned page.
#   Both carry migratetype 1 (movable, from their allocation: mm_page_free does
#   not trace it).  A free of pfn 0x7ff, never allocated in the trace, is a
#   third PAGE_FREE with migratetype -1 (unknown).
#! cpus=2 kernel=6.12 page_size=4096
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=700 next_prio=120
1000 0 700/700 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
1001 0 700/700 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1010 0 700/700 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
1011 0 700/700 kmem:mm_page_alloc pfn=0x701 order=0 gfp_flags=0x140cca migratetype=1
2000 0 700/700 exceptions:page_fault_user address=0x12000 ip=0x1 error_code=6
2001 0 700/700 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x140cca
2002 0 700/700 kmem:mm_page_free pfn=0x700 order=0
2003 0 700/700 kmem:mm_page_free pfn=0x701 order=0
2004 0 700/700 kmem:mm_page_free_batched pfn=0x700
2005 0 700/700 kmem:mm_page_free_batched pfn=0x701
2006 0 700/700 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=2 nr_reclaimed=2 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
2007 0 700/700 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=2
2008 0 700/700 kmem:mm_page_alloc pfn=0x702 order=0 gfp_flags=0x140cca migratetype=1
3000 0 700/700 kmem:mm_page_free pfn=0x7ff order=0
