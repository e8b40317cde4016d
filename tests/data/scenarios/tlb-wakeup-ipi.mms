# TLB scenario: a wakeup inside an IPI handler on an idle CPU
# (sched_ttwu_pending() run from a CSD), then the handler's
# csd_function_exit in the idle task's name: the woken task runs next, its
# switch from idle untraced.  That exit is the wakeup's own handler
# returning, not another task's event: the inferred switch stands.
# Process 100 (threads 100 and 101: tgids metadata) runs 100 on CPU 0; 101
# ran on CPU 1 before and slept there (CPU 1 idle, lazy on the mm, in its
# mask).  100 faults two pages.
#   1000..1300: CPU 1's IPI: csd_function_entry (sched_ttwu_pending), the
#     wakeup of 101 onto CPU 1, csd_function_exit, all in the idle task.
#   2000: 100 munmaps page 1 (its reason 4 at 2400, the CSD for CPU 1 at
#     2500): CPU 1 runs the mm, not lazily: a round, an IPI (INVLPG).
#   3000: 101's first event on CPU 1 confirms it.
#  x86 (6.18): rounds 1, IPIs 1, INVLPG 1, wrong_cpu 0.  Retracted at the
#  csd_function_exit instead (CPU 1 idle and lazy until 3000): the IPI is
#  skipped, rounds 1, IPIs 0.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.invlpg=1 tlb.wrong_cpu=0 tlb.flush_received=1
#! cpus=2 kernel=6.18 hypervisor=none tgids=101:100
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=101 next_prio=120
150 1 101/100 exceptions:page_fault_user address=0x30000 ip=0x1 error_code=4
200 1 101/100 sched:sched_switch prev_comm=p prev_pid=101 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
300 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=100 next_prio=120
310 0 100/100 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
311 0 100/100 kmem:mm_page_alloc pfn=0x900 order=0 gfp_flags=0x140cca migratetype=1
320 0 100/100 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
321 0 100/100 kmem:mm_page_alloc pfn=0x901 order=0 gfp_flags=0x140cca migratetype=1
1000 1 0 csd:csd_function_entry func=sched_ttwu_pending csd=0x30
1100 1 0 sched:sched_wakeup comm=p pid=101 prio=120 target_cpu=1
1300 1 0 csd:csd_function_exit func=sched_ttwu_pending csd=0x30
2000 0 100/100 syscalls:sys_enter_munmap addr=0x10000 len=0x1000
2400 0 100/100 tlb:tlb_flush reason=4 pages=1
2500 0 100/100 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
2600 0 100/100 tlb:tlb_flush reason=3 pages=1
2700 0 100/100 syscalls:sys_exit_munmap ret=0
3000 1 101/100 exceptions:page_fault_user address=0x31000 ip=0x1 error_code=4
