# Engine scenario: a reclaim pass over two mms with a dirty page, pfn reuse,
# memcg from cgroup_attach_task, a direct reclaimer, and a migration batch.
#   Process 400 (cgroup 7) on CPU 0 faults pfns 0x100..0x102; process 500
#   (cgroup 9) on CPU 1 faults 0x200..0x201.  kswapd0 (comm) on CPU 2:
#     write_folio 0x101            -> UNMAP(reclaim, mm400, 1, dirty, pfn 0x101), WRITEBACK
#     frees 0x100 0x101 0x200 0x201 0x999 (0x101 already counted, 0x999 unowned)
#     shrink_inactive              -> UNMAP(mm400, 1), UNMAP(mm500, 2), PASS_END
#   400 faults again and gets pfn 0x200 back: reused_pending, unmap_ts = its free.
#   500 enters direct reclaim and frees 400's 0x102: a second pass, ended by
#   its shrink_inactive on CPU 1 -> UNMAP(mm400, 1, pid 500), PASS_END.
#   400 migrates 1 page in a NUMA hinting fault (reason=5, MR_NUMA_MISPLACED):
#     its entry is PROT_NONE, not pte_accessible(), so no flush and no UNMAP:
#     PASS_END(migration), MIGRATE(1, node 0); then 2 pages by move_pages
#     (reason=3, MR_SYSCALL): UNMAP(migration, mm400, 2), PASS_END(migration).
#! cpus=4 kernel=6.18 numa_nodes=2 numa.0.cpus=0-1 numa.1.cpus=2-3
#! zones=2 zone.0="0 DMA32 0 0x180 63 500" zone.1="0 Normal 0x180 0x1000 63 600"
10 0 1/1 task:task_newtask pid=400 comm=a clone_flags=0x11 oom_score_adj=0
11 0 1/1 task:task_newtask pid=500 comm=b clone_flags=0x11 oom_score_adj=0
20 0 1/1 cgroup:cgroup_attach_task dst_root=1 dst_id=7 dst_level=1 pid=400 comm=a
21 0 1/1 cgroup:cgroup_attach_task dst_root=1 dst_id=9 dst_level=1 pid=500 comm=b
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=400 next_prio=120
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=b next_pid=500 next_prio=120
100 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=60 next_prio=120
200 0 400/400 exceptions:page_fault_user address=0x1000 ip=0x1 error_code=6
201 0 400/400 kmem:mm_page_alloc pfn=0x100 order=0 gfp_flags=0x140cca migratetype=1
210 0 400/400 exceptions:page_fault_user address=0x2000 ip=0x1 error_code=6
211 0 400/400 kmem:mm_page_alloc pfn=0x101 order=0 gfp_flags=0x140cca migratetype=1
220 0 400/400 exceptions:page_fault_user address=0x3000 ip=0x1 error_code=6
221 0 400/400 kmem:mm_page_alloc pfn=0x102 order=0 gfp_flags=0x140cca migratetype=1
230 1 500/500 exceptions:page_fault_user address=0x1000 ip=0x1 error_code=6
231 1 500/500 kmem:mm_page_alloc pfn=0x200 order=0 gfp_flags=0x140cca migratetype=1
240 1 500/500 exceptions:page_fault_user address=0x2000 ip=0x1 error_code=6
241 1 500/500 kmem:mm_page_alloc pfn=0x201 order=0 gfp_flags=0x140cca migratetype=1
300 2 60/60 vmscan:mm_vmscan_write_folio pfn=0x101 reclaim_flags=0x9
310 2 60/60 kmem:mm_page_free_batched pfn=0x100
311 2 60/60 kmem:mm_page_free_batched pfn=0x101
312 2 60/60 kmem:mm_page_free_batched pfn=0x200
313 2 60/60 kmem:mm_page_free_batched pfn=0x201
314 2 60/60 kmem:mm_page_free_batched pfn=0x999
320 2 60/60 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=5 nr_reclaimed=5 nr_dirty=1 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
400 0 400/400 exceptions:page_fault_user address=0x5000 ip=0x1 error_code=6
401 0 400/400 kmem:mm_page_alloc pfn=0x200 order=0 gfp_flags=0x140cca migratetype=1
500 1 500/500 vmscan:mm_vmscan_direct_reclaim_begin order=0 gfp_flags=0x140cca
501 1 500/500 kmem:mm_page_free pfn=0x102 order=0
502 1 500/500 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
503 1 500/500 vmscan:mm_vmscan_direct_reclaim_end nr_reclaimed=1
600 0 400/400 migrate:mm_migrate_pages_start mode=0 reason=5
601 0 400/400 migrate:set_migration_pte addr=0x5000 pte=0x0 order=0
602 0 400/400 migrate:mm_migrate_pages succeeded=1 failed=0 thp_succeeded=0 thp_failed=0 thp_split=0 large_folio_split=0 mode=0 reason=5
700 0 400/400 migrate:mm_migrate_pages_start mode=0 reason=3
701 0 400/400 migrate:set_migration_pte addr=0x1000 pte=0x0 order=0
702 0 400/400 migrate:set_migration_pte addr=0x2000 pte=0x0 order=0
710 0 400/400 migrate:mm_migrate_pages succeeded=2 failed=0 thp_succeeded=0 thp_failed=0 thp_split=0 large_folio_split=0 mode=0 reason=3
