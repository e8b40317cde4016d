# TLB scenario: shrink_folio_list()'s folio_batch counts folios, not pages.
# mm 1: thread 100 on CPU 0, thread 101 on CPU 1.  Thread 100 faults in a
# 512-page folio (order 9, pfn 0x2000, as ext4's large page-cache folios
# since 6.16) and two order-0 pages; kswapd0 takes CPU 0 (lazy on mm 1) and
# frees them in one pass with an order-2 folio the trace never saw mapped
# (pfn 0x4000): 4 folios, 518 pages, nr_reclaimed=518.  Ops: PAGE_FREE x 4,
# UNMAP(reclaim, mm 1, 514 pages) from CPU 0, PASS_END.
#
#  x86 (6.18: free_batch 31): the known large folio's 511 extra pages make
#    the op 514 - 511 = 3 folios, below 31: no fill; the shrink event's 518
#    pages less the pass's 511 + 3 extra pages = 4 folios: no fill either;
#    the flush at the end of the pass is the only one: 1 round, CPU 1 (not
#    lazy) 1 IPI, 1 full flush; the lazy sender flushes nothing.  Counting
#    pages (the rule before) made it 16 fills + the end = 17 rounds.
#  x86:free_batch=0: the end of the pass only: 1, 1, 1.
#  full-flush: 1 round, 1 IPI, 1 full; its 2015 mask keeps the sender: 1 local.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=0 tlb.flush_received=1 tlb.wrong_cpu=0
# expect x86:free_batch=0 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=0
# expect full-flush tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
5000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
6000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
7000 0 100/100 kmem:mm_page_alloc pfn=0x2000 order=9 gfp_flags=0x140cca migratetype=1
8000 0 100/100 exceptions:page_fault_user address=0x7f0000200000 ip=0x401000 error_code=0x6
9000 0 100/100 kmem:mm_page_alloc pfn=0x3000 order=0 gfp_flags=0x140cca migratetype=1
10000 0 100/100 exceptions:page_fault_user address=0x7f0000201000 ip=0x401000 error_code=0x6
11000 0 100/100 kmem:mm_page_alloc pfn=0x3001 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
13000 0 50 kmem:mm_page_free pfn=0x2000 order=9
14000 0 50 kmem:mm_page_free pfn=0x3000 order=0
15000 0 50 kmem:mm_page_free pfn=0x3001 order=0
16000 0 50 kmem:mm_page_free pfn=0x4000 order=2
17000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=518 nr_reclaimed=518 priority=12 reclaim_flags=0x1
