# Engine scenario: a paravirtual TLB flush (as on a KVM guest with PV flush):
# three flush rounds (reason 4) but no flush_tlb_func CSD and no TLB IPI, while
# the csd tracepoint is on (a nohz CSD shows).  The measured side must say so
# and report the IPI metrics as unknown: flush_rounds 3, tlb.ipi unknown.
#! cpus=2 kernel=6.18 hypervisor=kvm
1000 0 800/800 tlb:tlb_flush reason=4 pages=1
2000 0 800/800 tlb:tlb_flush reason=4 pages=1
3000 1 801/800 tlb:tlb_flush reason=4 pages=-1
3100 1 0 csd:csd_queue_cpu cpu=0 callsite=smp_call_function_single func=nohz_csd_func csd=0x40
3101 1 0 ipi:ipi_send_cpu cpu=0 callsite=smp_call_function_single callback=generic_smp_call_function_single_interrupt
