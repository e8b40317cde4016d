# TLB scenario: an exit's teardown flushes once per PTE table that may hold
# dirty shared PTEs, where the trace records its end (mmap:exit_mmap).
# exit_mmap() zaps the VMAs in one fullmm gather; zap_pte_range() forces a
# flush after each PTE table that held a dirty PTE of a shared page
# (1cf35d47712d; tlb_delay_rmap() since 5df397dec7c4), a TLB_FLUSH_ALL
# without freed tables, and tlb_finish_mmu() flushes last with freed tables.
# Which shared PTEs are dirty the trace cannot show (a read fault maps a
# shmem page writable, a later write dirties it without a fault): every 2 MiB
# span where a fault, user or kernel mode, mapped a page of a shared
# writable VMA counts (mmr_st_vm_dirty_tables()).
# Process 300 (A) exec's on CPU 1 and maps 6 MiB of MAP_SHARED|MAP_ANONYMOUS
# memory (3 spans) and 2 MiB of private memory; it reads a page of span 0,
# writes one of span 1, and read() writes one of span 2 in kernel mode (a
# page_fault_kernel); it writes a private page.  CPU 1 switches to 400 (B)
# at 5000, A runs on CPU 0 from 6000: A's mask is {0,1}, CPU 1 stale.
# A exits at 10 us (sched_process_exit); its teardown flushes at 12, 13,
# 14 and 15 us (the trace's four reason 4s) and exit_mmap ends at 20 us.
#   3 spans: 3 flushes without freed tables: rounds, CPU 1 runs B and A's
#   trim is not due (A is younger than 1 s): no IPI.  The last, with freed
#   tables, IPIs CPU 1, which leaves A's mask (its reason 5 at 15500).
#  x86 (6.18): rounds 4, IPIs 1, wrong_cpu 1; no local flush: exit_mm() left
#  CPU 0 lazy on A, and should_flush_tlb() skips it.  At the sched_process_exit
#  with one flush per exit (before these rules): rounds 1, IPIs 1.
#
# expect x86 tlb.flush_rounds=4 tlb.ipi=1 tlb.wrong_cpu=1 tlb.flush_received=1 tlb.local_flush=0
#! cpus=2 kernel=6.18 hypervisor=none page_size=4096 tracepoints=sched:sched_switch,sched:sched_process_exec,sched:sched_process_exit,tlb:tlb_flush,exceptions:page_fault_user,exceptions:page_fault_kernel,kmem:mm_page_alloc,syscalls:sys_enter_mmap,syscalls:sys_exit_mmap,mmap:exit_mmap
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
110 1 300/300 sched:sched_process_exec pid=300 old_pid=300
200 1 300/300 syscalls:sys_enter_mmap addr=0 len=0x600000 prot=3 flags=0x21 fd=0xffffffffffffffff off=0
201 1 300/300 syscalls:sys_exit_mmap ret=0x7f0000000000
210 1 300/300 syscalls:sys_enter_mmap addr=0 len=0x200000 prot=3 flags=0x22 fd=0xffffffffffffffff off=0
211 1 300/300 syscalls:sys_exit_mmap ret=0x7f0000800000
300 1 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x1 error_code=4
310 1 300/300 exceptions:page_fault_user address=0x7f0000200000 ip=0x1 error_code=6
320 1 300/300 exceptions:page_fault_kernel address=0x7f0000400000 ip=0xffffffff81000000 error_code=2
330 1 300/300 exceptions:page_fault_user address=0x7f0000800000 ip=0x1 error_code=6
331 1 300/300 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
5000 1 300/300 sched:sched_switch prev_comm=app prev_pid=300 prev_prio=120 prev_state=1 next_comm=b next_pid=400 next_prio=120
5500 1 300/300 tlb:tlb_flush reason=0 pages=-1
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
6500 0 0 tlb:tlb_flush reason=0 pages=-1
10000 0 300/300 sched:sched_process_exit comm=app pid=300 prio=120 group_dead=1
12000 0 300/300 tlb:tlb_flush reason=4 pages=-1
13000 0 300/300 tlb:tlb_flush reason=4 pages=-1
14000 0 300/300 tlb:tlb_flush reason=4 pages=-1
15000 0 300/300 tlb:tlb_flush reason=4 pages=-1
15500 1 400/400 tlb:tlb_flush reason=5 pages=0
20000 0 300/300 mmap:exit_mmap mm=0xffff888100000000
