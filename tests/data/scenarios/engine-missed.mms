# Engine scenario: a sched_switch the trace did not record.  CPU 1 switches
# from process 900 to idle (900 sleeps; CPU 1 lazy with mm900 loaded).  The
# wake-up switch back to 900 is missing, but 900's fault on CPU 1 at 3000
# shows it runs there: current(1) = 900, loaded_mm(1) = mm900, lazy(1) = 0.
# Then an event of process 910 (new, on CPU 1, no switch): current 910,
# loaded mm910, ran_on(mm910, 1).  Then an event of pid 0 (idle) on CPU 1:
# lazy again with mm910 loaded.  The missed switches (3: 900, 910, idle) make
# no op: 2 SWITCH ops in all, the traced ones.
#! cpus=2 kernel=6.12 page_size=4096
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=900 next_prio=120
200 1 900/900 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
300 1 900/900 sched:sched_switch prev_comm=a prev_pid=900 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
3000 1 900/900 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
3001 1 900/900 kmem:mm_page_alloc pfn=0x900 order=0 gfp_flags=0x140cca migratetype=1
4000 1 910/910 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
4001 1 910/910 kmem:mm_page_alloc pfn=0x910 order=0 gfp_flags=0x140cca migratetype=1
5000 1 0 tlb:tlb_flush reason=0 pages=-1
