# Engine scenario: counts per process (replay/diff --by process, --pid,
# --comm, --time), both sides worked out by hand.  Process alpha (100, thread
# 101) runs on CPUs 0 and 1, process beta (200, thread 201) on CPU 2; CPU 3
# idles.  Both are older than the trace (metadata tgids).  Each faults pages; then alpha's 101 sleeps and beta's 201 takes
# CPU 1.
#   alpha munmaps a page on CPU 0 (t = 5000): alpha is older than the trace,
#     so its first flush trims its CPU mask (x86 old_trim=due, 6.13+
#     should_trim_cpumask()): one round to CPU 1, which ran alpha but runs
#     beta now and answers TLB_REMOTE_WRONG_CPU (reason 5)
#   beta munmaps a page on CPU 2 (t = 6000): one round to CPU 1, which runs
#     beta's 201 and flushes (reason 1)
# Predicted (x86) and measured alike, per process:
#   alpha: flush_rounds 1, ipi 1, flush_received 1, wrong_cpu 1, invlpg 0,
#          local_flush 1 (its own CPU)
#   beta:  flush_rounds 1, ipi 1, flush_received 1, wrong_cpu 0, invlpg 1,
#          local_flush 1
# The received flush of t = 5100 is traced on CPU 1 while beta runs there;
# it belongs to alpha, whose mm it flushes (the csd_queue_cpu before it,
# sent by alpha, says so).  --time 0.0000035.. (from the first event, t =
# 2000) keeps beta's munmap only.
#! cpus=4 kernel=6.18 hypervisor=none
#! tgids="101:100 201:200"
2000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=alpha next_pid=100 next_prio=120
2100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=alpha next_pid=101 next_prio=120
2200 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=beta next_pid=200 next_prio=120
3000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
3001 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
3100 1 101/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
3101 1 101/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
3200 2 200/200 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
3201 2 200/200 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
4000 1 101/100 sched:sched_switch prev_comm=alpha prev_pid=101 prev_prio=120 prev_state=1 next_comm=beta next_pid=201 next_prio=120
5000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
5001 0 100/100 tlb:tlb_flush reason=3 pages=1
5002 0 100/100 tlb:tlb_flush reason=4 pages=1
5003 0 100/100 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x10
5004 0 100/100 ipi:ipi_send_cpu cpu=1 callsite=smp_call_function_many_cond callback=generic_smp_call_function_single_interrupt
5005 0 100/100 kmem:mm_page_free pfn=0x1000 order=0
5006 0 100/100 syscalls:sys_exit_munmap ret=0
5100 1 201/200 tlb:tlb_flush reason=5 pages=0
6000 2 200/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
6001 2 200/200 tlb:tlb_flush reason=3 pages=1
6002 2 200/200 tlb:tlb_flush reason=4 pages=1
6003 2 200/200 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x20
6004 2 200/200 ipi:ipi_send_cpu cpu=1 callsite=smp_call_function_many_cond callback=generic_smp_call_function_single_interrupt
6005 2 200/200 kmem:mm_page_free pfn=0x2000 order=0
6006 2 200/200 syscalls:sys_exit_munmap ret=0
6100 1 201/200 tlb:tlb_flush reason=1 pages=1
