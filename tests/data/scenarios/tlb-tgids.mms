# TLB scenario (hand-written, not made by gen-tlb.sh): a process already running when the recording began.  Its
# threads 100 and 101 have no task_newtask in the trace, and the events name
# only the pid (no /tgid), as a system-wide recording sees them.  The
# recorder's "tgids" metadata (thread -> process, from /proc at the start)
# says 101 belongs to process 100, so both share one mm.  100 runs on CPU 0,
# 101 on CPU 1; 100 faults 4 pages at 0x7f0000000000 and munmaps them (one
# VMA, no whole page-table span).  Op: UNMAP(munmap, 4) from CPU 0.
#
#  Every model: one round to CPU 1 (running the mm, not lazy) and a local
#  flush: 1 round, 1 IPI, local 1; 4 <= 33: 4 INVLPGs on CPU 1, no full flush.
#  Without the "tgids" line 101 would look like a process of its own and the
#  munmap a local flush only (0 rounds, 0 IPIs): tests/tlb-cli.sh checks that.
#
# expect flush-per-page tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=4 tlb.local_flush=1
# expect pfn-tracking tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=4 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=4 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=4 tlb.local_flush=1
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=4 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none tlb_single_page_flush_ceiling=33 tgids=101:100
1000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
2000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
10000 0 100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
11000 0 100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
13000 0 100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
15000 0 100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
17000 0 100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
20000 1 101 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
21000 1 101 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x4000
31000 0 100 syscalls:sys_exit_munmap ret=0
