# Engine scenario: the measured TLB side, worked out by hand.
# CPU 0 sends two flush rounds (tlb_flush reason 4):
#   round 1: CSDs flush_tlb_func to CPUs 1 and 2, one ipi_send_cpumask 1-2
#            (callsite/callback generic: a TLB IPI because of the CSDs before it);
#            CPU 1 flushes all (pages=-1), CPU 2 three pages.
#   round 2: CSDs to CPUs 1 and 3, one ipi_send_cpu to 3 (CPU 1's queue was not
#            empty: coalesced); CPU 1 is up to date (pages=0), CPU 3 trims (reason 5).
# Others: a reschedule IPI to CPU 2, a nohz CSD + IPI to CPU 3.  Local: reason 3
# pages=2 counts, reason 2 pages=0 and reason 0 do not.
# Expected: flush_rounds 2, tlb.ipi 4 (cpu1 2, cpu2 1, cpu3 1), full_flush 1,
# invlpg 3, local_flush 1, flush_received 4, wrong_cpu 1, ipi.physical 5,
# ipi.tlb 3, ipi.other 2, irq.tlb 4 (0,2,1,1), irq.cal 7.
#! cpus=4 kernel=6.12 hypervisor=none
#! irq.TLB.before=0,0,0,0 irq.TLB.after=0,2,1,1 irq.CAL.before=1,1,1,1 irq.CAL.after=1,3,4,3
1000 0 700/700 tlb:tlb_flush reason=3 pages=2
1001 0 700/700 tlb:tlb_flush reason=4 pages=-1
1002 0 700/700 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x10
1003 0 700/700 csd:csd_queue_cpu cpu=2 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x20
1004 0 700/700 ipi:ipi_send_cpumask cpumask=1-2 callsite=smp_call_function_many_cond callback=generic_smp_call_function_single_interrupt
1100 1 0 tlb:tlb_flush reason=1 pages=-1
1101 2 0 tlb:tlb_flush reason=1 pages=3
2000 0 700/700 tlb:tlb_flush reason=4 pages=1
2001 0 700/700 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x10
2002 0 700/700 csd:csd_queue_cpu cpu=3 callsite=smp_call_function_many_cond func=flush_tlb_func csd=0x30
2003 0 700/700 ipi:ipi_send_cpu cpu=3 callsite=smp_call_function_many_cond callback=generic_smp_call_function_single_interrupt
2100 1 0 tlb:tlb_flush reason=1 pages=0
2101 3 0 tlb:tlb_flush reason=5 pages=0
3000 0 700/700 ipi:ipi_send_cpu cpu=2 callsite=native_smp_send_reschedule callback=0x0
3100 1 0 csd:csd_queue_cpu cpu=3 callsite=smp_call_function_single func=nohz_csd_func csd=0x40
3101 1 0 ipi:ipi_send_cpu cpu=3 callsite=smp_call_function_single callback=generic_smp_call_function_single_interrupt
3200 0 700/700 tlb:tlb_flush reason=2 pages=0
3201 0 700/700 tlb:tlb_flush reason=0 pages=-1
