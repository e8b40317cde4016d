1000 0 1 sched:sched_process_exit pid=1 group_dead=256
