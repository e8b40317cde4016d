# Engine scenario: a KVM guest with the PV TLB flush (metadata pv_tlb_flush=1)
# whose vCPUs were running, so the flush still went out as IPIs: kvm_flush_tlb_multi()
# only defers preempted vCPUs.  Two rounds from CPU 0, each with one
# flush_tlb_func request to CPU 1: every metric stays known (tlb.ipi = 2, on CPU 1),
# the caveat says the guest may defer preempted vCPUs, and it is NOT reported as
# a full paravirtual flush.
#! cpus=2 kernel=6.18 hypervisor=kvm pv_tlb_flush=1
1000 0 800/800 tlb:tlb_flush reason=4 pages=1
1001 0 800/800 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
1002 0 800/800 ipi:ipi_send_cpu cpu=1 callsite=on_each_cpu_cond_mask callback=generic_smp_call_function_single_interrupt
1100 1 801/800 tlb:tlb_flush reason=1 pages=1
2000 0 800/800 tlb:tlb_flush reason=4 pages=-1
2001 0 800/800 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
2002 0 800/800 ipi:ipi_send_cpu cpu=1 callsite=on_each_cpu_cond_mask callback=generic_smp_call_function_single_interrupt
2100 1 801/800 tlb:tlb_flush reason=1 pages=-1
