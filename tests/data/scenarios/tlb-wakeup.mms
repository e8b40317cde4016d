# TLB scenario: a switch inferred from a wakeup, retracted and confirmed.
# Process 100 (threads 100 and 101: tgids metadata) runs 100 on CPU 0; CPU 1
# is idle and has never run it.  100 faults two pages.
#   200: 100 wakes 101 onto idle CPU 1: the tracker infers the switch
#        (SWITCH, MMR_SWITCH_F_INFERRED).
#   210: CPU 1's next event is the idle task's (it handles another wakeup,
#        onto busy CPU 0): 101 has not run there, the inference is retracted
#        (SWITCH, MMR_SWITCH_F_RETRACT): CPU 1 back to idle, out of the mask.
#   300: 100 munmaps page 1: the mask is {0}: a local flush, no round.
#   400: 100 wakes 101 onto CPU 1 again; 410: 101 faults there: confirmed.
#   500: 100 munmaps page 2: CPU 1 runs the mm: 1 round, 1 IPI (1 INVLPG),
#        a local flush; the mm is older than the trace, so its first trim is
#        due (old_trim=due), which changes nothing: CPU 1 runs it.
#   Without the retraction CPU 1 would run mm 100 from 200 on: 2 rounds.
# x86 totals: 1 round, 1 IPI, 0 full, 1 INVLPG, 2 local flushes, 1 received.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=1 tlb.local_flush=2 tlb.flush_received=1 tlb.wrong_cpu=0
#! cpus=2 kernel=6.18 hypervisor=none tgids=101:100
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=100 next_prio=120
105 1 0 sched:sched_switch prev_comm=q prev_pid=50 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
110 0 100/100 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
111 0 100/100 kmem:mm_page_alloc pfn=0x900 order=0 gfp_flags=0x140cca migratetype=1
120 0 100/100 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
121 0 100/100 kmem:mm_page_alloc pfn=0x901 order=0 gfp_flags=0x140cca migratetype=1
200 0 100/100 sched:sched_wakeup comm=p pid=101 prio=120 target_cpu=1
210 1 0 sched:sched_wakeup comm=r pid=60 prio=120 target_cpu=0
300 0 100/100 syscalls:sys_enter_munmap addr=0x10000 len=0x1000
301 0 100/100 syscalls:sys_exit_munmap ret=0
400 0 100/100 sched:sched_wakeup comm=p pid=101 prio=120 target_cpu=1
410 1 101/100 exceptions:page_fault_user address=0x30000 ip=0x1 error_code=4
500 0 100/100 syscalls:sys_enter_munmap addr=0x11000 len=0x1000
501 0 100/100 syscalls:sys_exit_munmap ret=0
