# munmap of 2 pages by a 2-thread process on 4 CPUs: the kernel flushes
# locally and sends one shootdown IPI to the other thread's CPU.
#! cpus=4 kernel=6.18 hypervisor=none

# threads 200 and 201 of process 200 start running on CPUs 0 and 1
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=200 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=201 next_prio=120

0.000100 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=8192
0.000101 0 200/200 tlb:tlb_flush reason=3 pages=2          # TLB_LOCAL_MM_SHOOTDOWN
0.000102 0 200/200 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond func=flush_tlb_func
0.000102 0 200/200 ipi:ipi_send_cpu cpu=1 callsite=smp_call_function_many_cond callback=generic_smp_call_function_single_interrupt
103000 1 201/200 csd:csd_function_entry func=flush_tlb_func
103500 1 201/200 tlb:tlb_flush reason=1 pages=2           # TLB_REMOTE_SHOOTDOWN
104000 0 200/200 syscalls:sys_exit_munmap ret=0
