# Every event kind mmreplay understands, once (mostly), with every field set.
# tests/test_mms.c checks each value below exactly: keep the two in step.
#
# Metadata first: any key=value; "quoted" values may hold blanks.
#! cpus=512 kernel=6.18 hypervisor=none
#! command="mmreplay-workload munmap-storm 2" page_size=4096

# --- schedule ---------------------------------------------------------------
1000 0 100/100 sched:sched_switch prev_comm=bash prev_pid=100 prev_prio=120 prev_state=1 next_comm="kworker/0:1" next_pid=7 next_prio=-51
1000 1 100/100 sched:sched_process_fork parent_comm=bash parent_pid=100 child_comm=bash child_pid=200
1500 1 100/100 task:task_newtask pid=201 comm="my thread" clone_flags=0x3d0f00 oom_score_adj=-1000
0.000002 2 200/200 sched:sched_process_exec pid=200 old_pid=200
0.0000025 2 200/200 sched:sched_process_exit comm="a \"q\" \\x" pid=200 prio=120 group_dead=1
3000 3 0 sched:sched_migrate_task comm=worker pid=201 prio=120 orig_cpu=3 dest_cpu=511
3100 3 201/200 cgroup:cgroup_attach_task dst_root=1 dst_id=42 dst_level=2 pid=201 comm=worker
3200 3 201/200 sched:sched_wakeup comm=worker pid=202 prio=120 target_cpu=7
3201 3 201/200 sched:sched_wakeup_new comm=worker pid=203 prio=120 target_cpu=8

# --- unmap ------------------------------------------------------------------
4000 0 201/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=2097152
4001 0 201/200 syscalls:sys_exit_munmap ret=0
4002 0 201/200 syscalls:sys_enter_madvise start=0x7f0000200000 len_in=65536 behavior=4   # MADV_DONTNEED
4003 0 201/200 syscalls:sys_exit_madvise ret=-22
4004 0 201/200 syscalls:sys_enter_mprotect start=0x7f0000400000 len=4096 prot=0x1
4005 0 201/200 syscalls:sys_exit_mprotect ret=0
4006 0 201/200 syscalls:sys_enter_mremap addr=0x7f0000600000 old_len=8192 new_len=16384 flags=3 new_addr=0x7f0000800000
4007 0 201/200 syscalls:sys_exit_mremap ret=0x7f0000800000
4008 0 201/200 syscalls:sys_enter_mmap addr=0 len=2101248 prot=3 flags=0x22 fd=0xffffffffffffffff off=0
4009 0 201/200 syscalls:sys_exit_mmap ret=0x7f0000a00000
4010 0 201/200 syscalls:sys_enter_brk brk=0x556000021000
4011 0 201/200 syscalls:sys_exit_brk ret=0x556000021000
5000 4 35 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=32 nr_reclaimed=30 nr_dirty=1 nr_writeback=2 nr_congested=3 nr_immediate=4 nr_activate0=5 nr_activate1=6 nr_ref_keep=7 nr_unmap_fail=8 priority=12 reclaim_flags=0x9
5001 4 35 vmscan:mm_vmscan_write_folio pfn=123456 reclaim_flags=0x10
5002 4 35 vmscan:mm_vmscan_kswapd_wake nid=1 zid=2 order=3
5003 4 35 vmscan:mm_vmscan_kswapd_sleep nid=1
5004 5 300/300 vmscan:mm_vmscan_direct_reclaim_begin order=9 gfp_flags=0x140cca
5005 5 300/300 vmscan:mm_vmscan_direct_reclaim_end nr_reclaimed=512
5005 5 300/300 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0xcc0
5005 5 300/300 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=32
5006 5 300/300 migrate:set_migration_pte addr=0x7f0000a00000 pte=0x8000000123456867 order=0
5007 5 300/300 migrate:remove_migration_pte addr=0x7f0000a00000 pte=0x123456867 order=9
5008 5 300/300 mmap:exit_mmap mm=0xffff888012345000

# --- fault ------------------------------------------------------------------
6000 6 201/200 exceptions:page_fault_user address=0x7f0000000010 ip=0x401000 error_code=0x6
6001 6 201/200 exceptions:page_fault_kernel address=0xffffc90000001000 ip=0xffffffff81000000 error_code=0x2
6002 6 201/200 filemap:mm_filemap_fault i_ino=0x1234 s_dev=0x800001 index=7
6003 6 201/200 filemap:mm_filemap_map_pages i_ino=0x1234 s_dev=0x800001 index=0 last_index=15

# --- alloc ------------------------------------------------------------------
7000 7 201/200 kmem:mm_page_alloc pfn=0x12345 order=0 gfp_flags=0x140cca migratetype=1
7001 7 201/200 kmem:mm_page_free pfn=0x12345 order=0
7002 7 201/200 kmem:mm_page_free_batched pfn=77
7003 7 201/200 kmem:mm_page_alloc_zone_locked pfn=78 order=3 migratetype=0 percpu_refill=1
7004 7 201/200 kmem:mm_page_pcpu_drain pfn=79 order=0 migratetype=2
7005 7 201/200 kmem:mm_page_free_batched pfn=80 # migratetype is not a field here: stays -1
7006 7 201/200 filemap:mm_filemap_add_to_page_cache pfn=0x12346 i_ino=0x1234 index=0xffffffffff s_dev=0x800001 order=2
7007 7 201/200 filemap:mm_filemap_delete_from_page_cache pfn=0x12346 i_ino=0x1234 index=7 s_dev=0x800001 # order absent: stays 0

# --- migrate ----------------------------------------------------------------
8000 8 201/200 migrate:mm_migrate_pages_start mode=1 reason=5
8001 8 201/200 migrate:mm_migrate_pages succeeded=10 failed=1 thp_succeeded=2 thp_failed=3 thp_split=4 large_folio_split=5 mode=1 reason=5
8002 8 201/200 sched:sched_move_numa pid=201 tgid=200 ngid=0 src_cpu=8 src_nid=0 dst_cpu=300 dst_nid=1
8003 8 201/200 syscalls:sys_enter_move_pages pid=0 nr_pages=512 flags=2   # MPOL_MF_MOVE
8004 8 201/200 syscalls:sys_exit_move_pages ret=0

# --- measured ---------------------------------------------------------------
9000 0 201/200 tlb:tlb_flush reason=4 pages=-1
9000 0 201/200 csd:csd_queue_cpu cpu=1 callsite=smp_call_function_many_cond+0x1a/0x80 func=flush_tlb_func@0xffffffff81080000 csd=0xffff88807fc2a000
9001 1 0 csd:csd_function_entry func=flush_tlb_func csd=0xffff88807fc2a000
9002 1 0 csd:csd_function_exit func=0xffffffff81999999 csd=0xffff88807fc2a000
9003 0 201/200 ipi:ipi_send_cpu cpu=1 callsite=on_each_cpu_cond_mask callback=generic_smp_call_function_single_interrupt
9004 0 201/200 ipi:ipi_send_cpumask cpumask=0-299 callsite=smp_call_function_many_cond callback=some_driver_func.isra.0@0xffffffffc0001230
9005 1 0 irq_vectors:call_function_entry vector=251
9006 2 0 irq_vectors:call_function_single_entry vector=0xfb
9007 3 201/200 lock:contention_begin lock_addr=0xffff88807fc2b040 flags=0x101
9008 3 201/200 lock:contention_end lock_addr=0xffff88807fc2b040 ret=0
9009 4 0 mmreplay:lost_events nr=2041
# defaults: fields left out keep mmr_event_init()'s values
10.000000001 511 0 kmem:mm_page_alloc_zone_locked
10.000000001 9 1 ipi:ipi_send_cpumask cpumask=1,3,5-6,64,511 callback=0
