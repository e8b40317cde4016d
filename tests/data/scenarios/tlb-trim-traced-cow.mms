# TLB scenario: the trim clock of an mm older than the trace, read off the
# trace, from a copy-on-write flush (its op, at the new page's allocation,
# comes before its flush and CSD: the model asks again at the next ops) (x86 old_trim=traced, the default when the recording enabled
# csd:csd_queue_cpu).  6.13+ trims a mask at most once a second
# (should_trim_cpumask(), next_trim_cpumask); for mm A of process 100, alive
# before the trace, the trace does not say when.  100 runs on CPU 1, which
# then switches to 200 (B, new) at 5000; 100 runs on CPU 0 from 6000: A's
# mask is {0,1}, CPU 1 stale.  100 munmaps one page at 10 us, 20 us, 30 us.
#   10 us: a round (reason 4 at 10400) and no CSD to CPU 1: not a trim, CPU 1
#     stays in A's mask.
#   20 us: 100 writes to page 1, present (error_code 7), and breaks its COW
#     (the new page at 20100): a round whose CSD reaches CPU 1 (csd_queue_cpu
#     at 20450), which runs B: the trim.  1 IPI, CPU 1 leaves A's mask (reason 5 at 20600).
#   30 us: A's mask is {0}: a local flush only.
#  x86 (traced): rounds 2, IPIs 1, wrong_cpu 1, received 1, local 3.
#  x86:old_trim=due: the trim at the first flush: rounds 1, IPIs 1, wrong_cpu 1.
#  x86:old_trim=fresh: no trim within the trace's first second: rounds 3, IPIs 0.
#  The measured side (two reason 4, one flush_tlb_func CSD) agrees with traced.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1 tlb.local_flush=3
# expect x86:old_trim=due tlb.flush_rounds=1 tlb.ipi=1 tlb.wrong_cpu=1 tlb.local_flush=3
# expect x86:old_trim=fresh tlb.flush_rounds=3 tlb.ipi=0 tlb.wrong_cpu=0 tlb.local_flush=3
#! cpus=2 kernel=6.18 hypervisor=none tracepoints=tlb:tlb_flush,csd:csd_queue_cpu,sched:sched_switch
200 0 1/1 task:task_newtask pid=200 comm=b clone_flags=0x11 oom_score_adj=0
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1500 1 0 tlb:tlb_flush reason=0 pages=-1
2000 1 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
2100 1 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2200 1 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
2300 1 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
2400 1 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
2500 1 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
5000 1 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=200 next_prio=120
5500 1 100/100 tlb:tlb_flush reason=0 pages=-1
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
6500 0 0 tlb:tlb_flush reason=0 pages=-1
10000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096
10400 0 100/100 tlb:tlb_flush reason=4 pages=1
10500 0 100/100 tlb:tlb_flush reason=3 pages=1
11000 0 100/100 syscalls:sys_exit_munmap ret=0
20000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x7
20100 0 100/100 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
20400 0 100/100 tlb:tlb_flush reason=4 pages=1
20450 0 100/100 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0xffff888627d32660
20500 0 100/100 tlb:tlb_flush reason=3 pages=1
20600 1 200/200 tlb:tlb_flush reason=5 pages=0
30000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=4096
30500 0 100/100 tlb:tlb_flush reason=3 pages=1
31000 0 100/100 syscalls:sys_exit_munmap ret=0
