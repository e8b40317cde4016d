# Engine scenario: the trace ends inside a kswapd pass (no shrink_inactive):
# the pages it freed were flushed before being freed, so the end of the replay
# emits UNMAP(reclaim, npages 3) and PASS_END on kswapd's CPU (1), pid 70, at the
# last event's time (5000).  A user task's frees outside a syscall with no pass
# end (pid 800, pfn 0x703) are not reclaim.
#! cpus=2 kernel=6.18
100 0 1/1 task:task_newtask pid=800 comm=u clone_flags=0x11 oom_score_adj=0
200 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=u next_pid=800 next_prio=120
300 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=70 next_prio=120
1000 0 800/800 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
1001 0 800/800 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1002 0 800/800 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
1003 0 800/800 kmem:mm_page_alloc pfn=0x701 order=0 gfp_flags=0x140cca migratetype=1
1004 0 800/800 exceptions:page_fault_user address=0x12000 ip=0x1 error_code=6
1005 0 800/800 kmem:mm_page_alloc pfn=0x702 order=0 gfp_flags=0x140cca migratetype=1
1006 0 800/800 exceptions:page_fault_user address=0x13000 ip=0x1 error_code=6
1007 0 800/800 kmem:mm_page_alloc pfn=0x703 order=0 gfp_flags=0x140cca migratetype=1
2000 0 800/800 syscalls:sys_enter_mprotect start=0x10000 len=0x1000 prot=1
2001 0 800/800 syscalls:sys_exit_mprotect ret=0
3000 1 70/70 kmem:mm_page_free_batched pfn=0x700
3001 1 70/70 kmem:mm_page_free_batched pfn=0x701
3002 1 70/70 kmem:mm_page_free_batched pfn=0x702
4000 0 800/800 kmem:mm_page_free pfn=0x703 order=0
5000 0 800/800 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=6
