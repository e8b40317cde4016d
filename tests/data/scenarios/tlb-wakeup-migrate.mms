# TLB scenario: a switch inferred from a wakeup onto an idle CPU, undone by
# the task's migration away before it ran there.  The tracker takes a task
# woken onto an idle CPU as running there next (the idle-to-task switch is
# often not traced); sched_migrate_task of that task from that CPU says it
# did not (fork balancing, an idle CPU pulling it).  100 (mm A) runs on CPU
# 1 with page 0 present; CPU 0 is idle.  At 2000 100 forks 101 (its own
# copy, mm C: dup_mmap()'s flush_tlb_mm() of A, local) and wakes it onto
# CPU 0 (sched_wakeup_new target_cpu=0); at 2500 101 migrates from CPU 0 to
# CPU 1, where it runs from 3000 and breaks the copy-on-write of page 0.
#   The fork's flush: A's mask is {1}: local.
#   The copy-on-write flush: C ran on CPU 1 only: local.
#  x86: rounds 0, IPIs 0, local 2.  (With CPU 0 still taken as running C: a
#  round and an IPI there.)
#
# expect x86 tlb.flush_rounds=0 tlb.ipi=0 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
100 0 1/1 task:task_newtask pid=100 comm=a clone_flags=0x11 oom_score_adj=0
500 0 40/40 sched:sched_switch prev_comm=kworker/0:1 prev_pid=40 prev_prio=120 prev_state=1 next_comm=swapper/0 next_pid=0 next_prio=120
1000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=a next_pid=100 next_prio=120
1100 1 0 tlb:tlb_flush reason=0 pages=-1
1200 1 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
1300 1 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
2000 1 100/100 task:task_newtask pid=101 comm=a clone_flags=0x1200000 oom_score_adj=0
2100 1 100/100 sched:sched_wakeup_new comm=a pid=101 prio=120 target_cpu=0
2500 1 100/100 sched:sched_migrate_task comm=a pid=101 prio=120 orig_cpu=0 dest_cpu=1
3000 1 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=a next_pid=101 next_prio=120
3100 1 100/100 tlb:tlb_flush reason=0 pages=-1
3200 1 101/101 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x7
3300 1 101/101 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
3400 1 101/101 tlb:tlb_flush reason=3 pages=1
