# Engine scenario: flushes without an unmapping syscall: fork and CoW breaks.
#   800 (CPU 0) faults page 0x10000 in (pfn 0x800).  It creates thread 802
#   (CLONE_VM|CLONE_THREAD, 0x3d0f00): no flush; 802 runs on CPU 1 from 160
#   to 400.  800 forks 801 (0x1200011, no CLONE_VM): dup_mmap()
#   flush_tlb_mm(mm800) = UNMAP(fork, mm800, npages 0, freed_tables 1) at 200,
#   pid 800, CPU 0.  x86 (epoch 4.19): mm800 is loaded on CPUs 0 and 1: one
#   round, one IPI (CPU 1), a local flush on CPU 0.
#   801 (CPU 1) writes to the shared page: fault error_code 7 (PROT|WRITE|USER)
#   that allocates pfn 0x801: wp_page_copy() -> UNMAP(cow, mm801, 1,
#   [0x10000, 0x11000)) at 1001, after the PAGE_ALLOC and CHARGE.  x86: mm801
#   runs on CPU 1 only (4.19: CPU 1 left mm800's mask when it loaded mm801):
#   a local flush, no round.  x86 totals: 1 round, 1 IPI, 2 local flushes.
#   800 then writes to its page (error_code 7) with no allocation (the page is
#   its own again: wp_page_reuse): nothing.  801 reads a new page (error_code
#   4, allocation): nothing.  2 UNMAPs in all.
#! cpus=2 kernel=6.12 page_size=4096
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=800 next_prio=120
110 0 800/800 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
111 0 800/800 kmem:mm_page_alloc pfn=0x800 order=0 gfp_flags=0x140cca migratetype=1
150 0 800/800 task:task_newtask pid=802 comm=p clone_flags=0x3d0f00 oom_score_adj=0
160 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=802 next_prio=120
200 0 800/800 task:task_newtask pid=801 comm=p clone_flags=0x1200011 oom_score_adj=0
400 1 802/802 sched:sched_switch prev_comm=p prev_pid=802 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
500 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=801 next_prio=120
1000 1 801/801 exceptions:page_fault_user address=0x10008 ip=0x1 error_code=7
1001 1 801/801 kmem:mm_page_alloc pfn=0x801 order=0 gfp_flags=0x140cca migratetype=1
2000 0 800/800 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=7
3000 1 801/801 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=4
3001 1 801/801 kmem:mm_page_alloc pfn=0x802 order=0 gfp_flags=0x140cca migratetype=1
