# TLB scenario: pages freed inside the user fault that allocated them were
# never mapped (a fault maps its page when it completes), so their frees are
# no unmap, even when the fault's own memcg reclaim frees them.
# One process (pid 100, threads 100-101) runs on CPUs 0-1.  Thread 101's read
# fault at 0x7f0000010000 allocates four page-cache pages (readahead), loses
# the page-cache insertion race for 0x20001 (freed at once), then its memcg
# reclaim frees 0x20002 in a pass: neither was mapped, no UNMAP.  A later fault
# of 101 (at 0x7f0000020000, allocating 0x20010) reclaims 0x20000, allocated by
# the first fault, which has completed since: one UNMAP(reclaim) of 1 page, so
# one flush round that IPIs CPU 0 (thread 100 runs there).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1 tlb.flush_received=1 tlb.wrong_cpu=0
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
0.000001 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
0.000002 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
20000 1 101/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=4
20010 1 101/100 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x152c4a migratetype=1
20020 1 101/100 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x152c4a migratetype=1
20030 1 101/100 kmem:mm_page_free pfn=0x20001 order=0
20040 1 101/100 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x152c4a migratetype=1
20050 1 101/100 kmem:mm_page_alloc pfn=0x20003 order=0 gfp_flags=0x152c4a migratetype=1
20060 1 101/100 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x152c4a
20070 1 101/100 kmem:mm_page_free pfn=0x20002 order=0
20080 1 101/100 kmem:mm_page_free_batched pfn=0x20002
20090 1 101/100 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
20100 1 101/100 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
40000 1 101/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=4
40010 1 101/100 kmem:mm_page_alloc pfn=0x20010 order=0 gfp_flags=0x152c4a migratetype=1
40020 1 101/100 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x152c4a
40030 1 101/100 kmem:mm_page_free pfn=0x20000 order=0
40040 1 101/100 kmem:mm_page_free_batched pfn=0x20000
40050 1 101/100 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
40060 1 101/100 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
