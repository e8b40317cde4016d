# TLB scenario: x86 epoch 6.13, the once-a-second mm_cpumask trim of an mm that
# existed before the trace.  init_new_context() sets next_trim_cpumask to its
# creation + 1 s, so the first flush of a process created long before the
# recording trims its mask at once; a process forked or exec'ed in the trace
# (or the recorder, metadata recorder_pid) waits 1 s after its first switch-in.
# Process 500 (threads 500 and 501, both running before the trace: tgids
# metadata) runs on CPUs 0 and 1.  CPU 0 switches to process 600; then 500
# breaks CoW twice on CPU 1 (write faults on present pages that allocate).
# First CoW: CPU 0 is still in mm500's mask and the trim is due: one round,
# an IPI to CPU 0, which runs another mm and leaves the mask (wrong_cpu).
# Second CoW: CPU 1 alone in the mask: a local flush, no round.
# x86 totals: 1 round, 1 IPI, 1 wrong_cpu, 2 local flushes.  With
# old_trim=fresh (trimmed just before the trace: the next trim 1 s after its
# first flush) neither CoW trims: 2 rounds, 0 IPIs (CPU 0 runs another mm).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2 tlb.flush_received=1 tlb.wrong_cpu=1
# expect x86:old_trim=fresh tlb.flush_rounds=2 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2 tlb.wrong_cpu=0
# expect x86:epoch=4.19 tlb.flush_rounds=0 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none tgids=501:500
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=501 next_prio=120
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=500 next_prio=120
200 0 501/500 sched:sched_switch prev_comm=p prev_pid=501 prev_prio=120 prev_state=1 next_comm=q next_pid=600 next_prio=120
300 0 600/600 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=6
301 0 600/600 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1000 1 500/500 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
1001 1 500/500 kmem:mm_page_alloc pfn=0x900 order=0 gfp_flags=0x140cca migratetype=1
2000 1 500/500 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=7
2001 1 500/500 kmem:mm_page_alloc pfn=0x901 order=0 gfp_flags=0x140cca migratetype=1
3000 1 500/500 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
3001 1 500/500 kmem:mm_page_alloc pfn=0x902 order=0 gfp_flags=0x140cca migratetype=1
4000 1 500/500 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=7
4001 1 500/500 kmem:mm_page_alloc pfn=0x903 order=0 gfp_flags=0x140cca migratetype=1
