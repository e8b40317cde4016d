# Engine scenario: tasks, threads, lazy CPUs, exec, fault-context ownership.
#   300 creates thread 301 (CLONE_VM|CLONE_THREAD): same mm; and child 302
#   (no CLONE_VM): its own mm.  CPU 1 goes from 301 to a kworker (comm) and
#   then idle: it stays lazy with 300's mm loaded.  302 execs on CPU 2: a new
#   mm, the old one exits (MM_EXIT) and CPU 2 switches to the new one.
#   Ownership: an allocation right after 300's user fault on CPU 0 is owned
#   (mm of 300, CHARGE 1); after 300's syscall on that CPU it is not; an
#   allocation by 302 on CPU 3 while 300's fault is open on CPU 0 is not.
#! cpus=4 kernel=6.12
100 0 1/1 task:task_newtask pid=300 comm=app clone_flags=0x11 oom_score_adj=0
200 0 300/300 task:task_newtask pid=301 comm=app clone_flags=0x3d0f00 oom_score_adj=0
201 0 300/300 sched:sched_process_fork parent_comm=app parent_pid=300 child_comm=app child_pid=301
300 0 300/300 task:task_newtask pid=302 comm=app clone_flags=0x1200011 oom_score_adj=0
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=301 next_prio=120
1000 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=302 next_prio=120
2000 1 301/300 sched:sched_switch prev_comm=app prev_pid=301 prev_prio=120 prev_state=1 next_comm=kworker/1:0 next_pid=40 next_prio=120
2100 1 40/40 sched:sched_switch prev_comm=kworker/1:0 prev_pid=40 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
3000 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
3001 3 302/302 kmem:mm_page_alloc pfn=0x30003 order=0 gfp_flags=0x140cca migratetype=1
3002 0 300/300 kmem:mm_page_alloc pfn=0x30000 order=0 gfp_flags=0x140cca migratetype=1
3003 0 300/300 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=0x1000 behavior=0
3004 0 300/300 kmem:mm_page_alloc pfn=0x30001 order=0 gfp_flags=0xcc0 migratetype=0
4000 2 302/302 sched:sched_process_exec pid=302 old_pid=302
