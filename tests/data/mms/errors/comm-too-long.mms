1000 0 1 sched:sched_process_exit comm="sixteen chars!!!" pid=1
