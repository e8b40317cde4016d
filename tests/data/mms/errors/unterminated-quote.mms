1000 0 1 sched:sched_process_exit comm="bash pid=1
