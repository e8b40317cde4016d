# Engine scenario: one process (pid 100, threads 100-103) on CPUs 0-3 faults 64
# pages; kswapd0 (a kernel thread: child of kthreadd) runs on CPU 0 and frees
# them all in one reclaim pass.  Expected ops: 64 fault-context PAGE_ALLOC +
# CHARGE, then at the pass end ONE UNMAP(reclaim, mm=1, npages=64) + PASS_END.
#! cpus=4 kernel=6.18 hypervisor=none
0.000001 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
0.000002 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
0.000003 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000003 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000003 0 100/100 task:task_newtask pid=103 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
0.000010 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
0.000010 3 0 sched:sched_switch prev_comm=swapper/3 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=103 next_prio=120
20000 1 101/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
20010 1 101/100 kmem:mm_page_alloc pfn=0x10000 order=0 gfp_flags=0x140cca migratetype=1
20020 1 101/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
20030 1 101/100 kmem:mm_page_alloc pfn=0x10001 order=0 gfp_flags=0x140cca migratetype=1
20040 1 101/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
20050 1 101/100 kmem:mm_page_alloc pfn=0x10002 order=0 gfp_flags=0x140cca migratetype=1
20060 1 101/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=6
20070 1 101/100 kmem:mm_page_alloc pfn=0x10003 order=0 gfp_flags=0x140cca migratetype=1
20080 1 101/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=6
20090 1 101/100 kmem:mm_page_alloc pfn=0x10004 order=0 gfp_flags=0x140cca migratetype=1
20100 1 101/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=6
20110 1 101/100 kmem:mm_page_alloc pfn=0x10005 order=0 gfp_flags=0x140cca migratetype=1
20120 1 101/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=6
20130 1 101/100 kmem:mm_page_alloc pfn=0x10006 order=0 gfp_flags=0x140cca migratetype=1
20140 1 101/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=6
20150 1 101/100 kmem:mm_page_alloc pfn=0x10007 order=0 gfp_flags=0x140cca migratetype=1
20160 1 101/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=6
20170 1 101/100 kmem:mm_page_alloc pfn=0x10008 order=0 gfp_flags=0x140cca migratetype=1
20180 1 101/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=6
20190 1 101/100 kmem:mm_page_alloc pfn=0x10009 order=0 gfp_flags=0x140cca migratetype=1
20200 1 101/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=6
20210 1 101/100 kmem:mm_page_alloc pfn=0x1000a order=0 gfp_flags=0x140cca migratetype=1
20220 1 101/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=6
20230 1 101/100 kmem:mm_page_alloc pfn=0x1000b order=0 gfp_flags=0x140cca migratetype=1
20240 1 101/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=6
20250 1 101/100 kmem:mm_page_alloc pfn=0x1000c order=0 gfp_flags=0x140cca migratetype=1
20260 1 101/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=6
20270 1 101/100 kmem:mm_page_alloc pfn=0x1000d order=0 gfp_flags=0x140cca migratetype=1
20280 1 101/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=6
20290 1 101/100 kmem:mm_page_alloc pfn=0x1000e order=0 gfp_flags=0x140cca migratetype=1
20300 1 101/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=6
20310 1 101/100 kmem:mm_page_alloc pfn=0x1000f order=0 gfp_flags=0x140cca migratetype=1
20320 1 101/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=6
20330 1 101/100 kmem:mm_page_alloc pfn=0x10010 order=0 gfp_flags=0x140cca migratetype=1
20340 1 101/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=6
20350 1 101/100 kmem:mm_page_alloc pfn=0x10011 order=0 gfp_flags=0x140cca migratetype=1
20360 1 101/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=6
20370 1 101/100 kmem:mm_page_alloc pfn=0x10012 order=0 gfp_flags=0x140cca migratetype=1
20380 1 101/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=6
20390 1 101/100 kmem:mm_page_alloc pfn=0x10013 order=0 gfp_flags=0x140cca migratetype=1
20400 1 101/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=6
20410 1 101/100 kmem:mm_page_alloc pfn=0x10014 order=0 gfp_flags=0x140cca migratetype=1
20420 1 101/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=6
20430 1 101/100 kmem:mm_page_alloc pfn=0x10015 order=0 gfp_flags=0x140cca migratetype=1
20440 1 101/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=6
20450 1 101/100 kmem:mm_page_alloc pfn=0x10016 order=0 gfp_flags=0x140cca migratetype=1
20460 1 101/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=6
20470 1 101/100 kmem:mm_page_alloc pfn=0x10017 order=0 gfp_flags=0x140cca migratetype=1
20480 1 101/100 exceptions:page_fault_user address=0x7f0000018000 ip=0x401000 error_code=6
20490 1 101/100 kmem:mm_page_alloc pfn=0x10018 order=0 gfp_flags=0x140cca migratetype=1
20500 1 101/100 exceptions:page_fault_user address=0x7f0000019000 ip=0x401000 error_code=6
20510 1 101/100 kmem:mm_page_alloc pfn=0x10019 order=0 gfp_flags=0x140cca migratetype=1
20520 1 101/100 exceptions:page_fault_user address=0x7f000001a000 ip=0x401000 error_code=6
20530 1 101/100 kmem:mm_page_alloc pfn=0x1001a order=0 gfp_flags=0x140cca migratetype=1
20540 1 101/100 exceptions:page_fault_user address=0x7f000001b000 ip=0x401000 error_code=6
20550 1 101/100 kmem:mm_page_alloc pfn=0x1001b order=0 gfp_flags=0x140cca migratetype=1
20560 1 101/100 exceptions:page_fault_user address=0x7f000001c000 ip=0x401000 error_code=6
20570 1 101/100 kmem:mm_page_alloc pfn=0x1001c order=0 gfp_flags=0x140cca migratetype=1
20580 1 101/100 exceptions:page_fault_user address=0x7f000001d000 ip=0x401000 error_code=6
20590 1 101/100 kmem:mm_page_alloc pfn=0x1001d order=0 gfp_flags=0x140cca migratetype=1
20600 1 101/100 exceptions:page_fault_user address=0x7f000001e000 ip=0x401000 error_code=6
20610 1 101/100 kmem:mm_page_alloc pfn=0x1001e order=0 gfp_flags=0x140cca migratetype=1
20620 1 101/100 exceptions:page_fault_user address=0x7f000001f000 ip=0x401000 error_code=6
20630 1 101/100 kmem:mm_page_alloc pfn=0x1001f order=0 gfp_flags=0x140cca migratetype=1
20640 1 101/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=6
20650 1 101/100 kmem:mm_page_alloc pfn=0x10020 order=0 gfp_flags=0x140cca migratetype=1
20660 1 101/100 exceptions:page_fault_user address=0x7f0000021000 ip=0x401000 error_code=6
20670 1 101/100 kmem:mm_page_alloc pfn=0x10021 order=0 gfp_flags=0x140cca migratetype=1
20680 1 101/100 exceptions:page_fault_user address=0x7f0000022000 ip=0x401000 error_code=6
20690 1 101/100 kmem:mm_page_alloc pfn=0x10022 order=0 gfp_flags=0x140cca migratetype=1
20700 1 101/100 exceptions:page_fault_user address=0x7f0000023000 ip=0x401000 error_code=6
20710 1 101/100 kmem:mm_page_alloc pfn=0x10023 order=0 gfp_flags=0x140cca migratetype=1
20720 1 101/100 exceptions:page_fault_user address=0x7f0000024000 ip=0x401000 error_code=6
20730 1 101/100 kmem:mm_page_alloc pfn=0x10024 order=0 gfp_flags=0x140cca migratetype=1
20740 1 101/100 exceptions:page_fault_user address=0x7f0000025000 ip=0x401000 error_code=6
20750 1 101/100 kmem:mm_page_alloc pfn=0x10025 order=0 gfp_flags=0x140cca migratetype=1
20760 1 101/100 exceptions:page_fault_user address=0x7f0000026000 ip=0x401000 error_code=6
20770 1 101/100 kmem:mm_page_alloc pfn=0x10026 order=0 gfp_flags=0x140cca migratetype=1
20780 1 101/100 exceptions:page_fault_user address=0x7f0000027000 ip=0x401000 error_code=6
20790 1 101/100 kmem:mm_page_alloc pfn=0x10027 order=0 gfp_flags=0x140cca migratetype=1
20800 1 101/100 exceptions:page_fault_user address=0x7f0000028000 ip=0x401000 error_code=6
20810 1 101/100 kmem:mm_page_alloc pfn=0x10028 order=0 gfp_flags=0x140cca migratetype=1
20820 1 101/100 exceptions:page_fault_user address=0x7f0000029000 ip=0x401000 error_code=6
20830 1 101/100 kmem:mm_page_alloc pfn=0x10029 order=0 gfp_flags=0x140cca migratetype=1
20840 1 101/100 exceptions:page_fault_user address=0x7f000002a000 ip=0x401000 error_code=6
20850 1 101/100 kmem:mm_page_alloc pfn=0x1002a order=0 gfp_flags=0x140cca migratetype=1
20860 1 101/100 exceptions:page_fault_user address=0x7f000002b000 ip=0x401000 error_code=6
20870 1 101/100 kmem:mm_page_alloc pfn=0x1002b order=0 gfp_flags=0x140cca migratetype=1
20880 1 101/100 exceptions:page_fault_user address=0x7f000002c000 ip=0x401000 error_code=6
20890 1 101/100 kmem:mm_page_alloc pfn=0x1002c order=0 gfp_flags=0x140cca migratetype=1
20900 1 101/100 exceptions:page_fault_user address=0x7f000002d000 ip=0x401000 error_code=6
20910 1 101/100 kmem:mm_page_alloc pfn=0x1002d order=0 gfp_flags=0x140cca migratetype=1
20920 1 101/100 exceptions:page_fault_user address=0x7f000002e000 ip=0x401000 error_code=6
20930 1 101/100 kmem:mm_page_alloc pfn=0x1002e order=0 gfp_flags=0x140cca migratetype=1
20940 1 101/100 exceptions:page_fault_user address=0x7f000002f000 ip=0x401000 error_code=6
20950 1 101/100 kmem:mm_page_alloc pfn=0x1002f order=0 gfp_flags=0x140cca migratetype=1
20960 1 101/100 exceptions:page_fault_user address=0x7f0000030000 ip=0x401000 error_code=6
20970 1 101/100 kmem:mm_page_alloc pfn=0x10030 order=0 gfp_flags=0x140cca migratetype=1
20980 1 101/100 exceptions:page_fault_user address=0x7f0000031000 ip=0x401000 error_code=6
20990 1 101/100 kmem:mm_page_alloc pfn=0x10031 order=0 gfp_flags=0x140cca migratetype=1
21000 1 101/100 exceptions:page_fault_user address=0x7f0000032000 ip=0x401000 error_code=6
21010 1 101/100 kmem:mm_page_alloc pfn=0x10032 order=0 gfp_flags=0x140cca migratetype=1
21020 1 101/100 exceptions:page_fault_user address=0x7f0000033000 ip=0x401000 error_code=6
21030 1 101/100 kmem:mm_page_alloc pfn=0x10033 order=0 gfp_flags=0x140cca migratetype=1
21040 1 101/100 exceptions:page_fault_user address=0x7f0000034000 ip=0x401000 error_code=6
21050 1 101/100 kmem:mm_page_alloc pfn=0x10034 order=0 gfp_flags=0x140cca migratetype=1
21060 1 101/100 exceptions:page_fault_user address=0x7f0000035000 ip=0x401000 error_code=6
21070 1 101/100 kmem:mm_page_alloc pfn=0x10035 order=0 gfp_flags=0x140cca migratetype=1
21080 1 101/100 exceptions:page_fault_user address=0x7f0000036000 ip=0x401000 error_code=6
21090 1 101/100 kmem:mm_page_alloc pfn=0x10036 order=0 gfp_flags=0x140cca migratetype=1
21100 1 101/100 exceptions:page_fault_user address=0x7f0000037000 ip=0x401000 error_code=6
21110 1 101/100 kmem:mm_page_alloc pfn=0x10037 order=0 gfp_flags=0x140cca migratetype=1
21120 1 101/100 exceptions:page_fault_user address=0x7f0000038000 ip=0x401000 error_code=6
21130 1 101/100 kmem:mm_page_alloc pfn=0x10038 order=0 gfp_flags=0x140cca migratetype=1
21140 1 101/100 exceptions:page_fault_user address=0x7f0000039000 ip=0x401000 error_code=6
21150 1 101/100 kmem:mm_page_alloc pfn=0x10039 order=0 gfp_flags=0x140cca migratetype=1
21160 1 101/100 exceptions:page_fault_user address=0x7f000003a000 ip=0x401000 error_code=6
21170 1 101/100 kmem:mm_page_alloc pfn=0x1003a order=0 gfp_flags=0x140cca migratetype=1
21180 1 101/100 exceptions:page_fault_user address=0x7f000003b000 ip=0x401000 error_code=6
21190 1 101/100 kmem:mm_page_alloc pfn=0x1003b order=0 gfp_flags=0x140cca migratetype=1
21200 1 101/100 exceptions:page_fault_user address=0x7f000003c000 ip=0x401000 error_code=6
21210 1 101/100 kmem:mm_page_alloc pfn=0x1003c order=0 gfp_flags=0x140cca migratetype=1
21220 1 101/100 exceptions:page_fault_user address=0x7f000003d000 ip=0x401000 error_code=6
21230 1 101/100 kmem:mm_page_alloc pfn=0x1003d order=0 gfp_flags=0x140cca migratetype=1
21240 1 101/100 exceptions:page_fault_user address=0x7f000003e000 ip=0x401000 error_code=6
21250 1 101/100 kmem:mm_page_alloc pfn=0x1003e order=0 gfp_flags=0x140cca migratetype=1
21260 1 101/100 exceptions:page_fault_user address=0x7f000003f000 ip=0x401000 error_code=6
21270 1 101/100 kmem:mm_page_alloc pfn=0x1003f order=0 gfp_flags=0x140cca migratetype=1
21280 0 100/100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=1 next_comm=kswapd0 next_pid=50 next_prio=120
21290 0 50/50 kmem:mm_page_free_batched pfn=0x10000
21300 0 50/50 kmem:mm_page_free_batched pfn=0x10001
21310 0 50/50 kmem:mm_page_free_batched pfn=0x10002
21320 0 50/50 kmem:mm_page_free_batched pfn=0x10003
21330 0 50/50 kmem:mm_page_free_batched pfn=0x10004
21340 0 50/50 kmem:mm_page_free_batched pfn=0x10005
21350 0 50/50 kmem:mm_page_free_batched pfn=0x10006
21360 0 50/50 kmem:mm_page_free_batched pfn=0x10007
21370 0 50/50 kmem:mm_page_free_batched pfn=0x10008
21380 0 50/50 kmem:mm_page_free_batched pfn=0x10009
21390 0 50/50 kmem:mm_page_free_batched pfn=0x1000a
21400 0 50/50 kmem:mm_page_free_batched pfn=0x1000b
21410 0 50/50 kmem:mm_page_free_batched pfn=0x1000c
21420 0 50/50 kmem:mm_page_free_batched pfn=0x1000d
21430 0 50/50 kmem:mm_page_free_batched pfn=0x1000e
21440 0 50/50 kmem:mm_page_free_batched pfn=0x1000f
21450 0 50/50 kmem:mm_page_free_batched pfn=0x10010
21460 0 50/50 kmem:mm_page_free_batched pfn=0x10011
21470 0 50/50 kmem:mm_page_free_batched pfn=0x10012
21480 0 50/50 kmem:mm_page_free_batched pfn=0x10013
21490 0 50/50 kmem:mm_page_free_batched pfn=0x10014
21500 0 50/50 kmem:mm_page_free_batched pfn=0x10015
21510 0 50/50 kmem:mm_page_free_batched pfn=0x10016
21520 0 50/50 kmem:mm_page_free_batched pfn=0x10017
21530 0 50/50 kmem:mm_page_free_batched pfn=0x10018
21540 0 50/50 kmem:mm_page_free_batched pfn=0x10019
21550 0 50/50 kmem:mm_page_free_batched pfn=0x1001a
21560 0 50/50 kmem:mm_page_free_batched pfn=0x1001b
21570 0 50/50 kmem:mm_page_free_batched pfn=0x1001c
21580 0 50/50 kmem:mm_page_free_batched pfn=0x1001d
21590 0 50/50 kmem:mm_page_free_batched pfn=0x1001e
21600 0 50/50 kmem:mm_page_free_batched pfn=0x1001f
21610 0 50/50 kmem:mm_page_free_batched pfn=0x10020
21620 0 50/50 kmem:mm_page_free_batched pfn=0x10021
21630 0 50/50 kmem:mm_page_free_batched pfn=0x10022
21640 0 50/50 kmem:mm_page_free_batched pfn=0x10023
21650 0 50/50 kmem:mm_page_free_batched pfn=0x10024
21660 0 50/50 kmem:mm_page_free_batched pfn=0x10025
21670 0 50/50 kmem:mm_page_free_batched pfn=0x10026
21680 0 50/50 kmem:mm_page_free_batched pfn=0x10027
21690 0 50/50 kmem:mm_page_free_batched pfn=0x10028
21700 0 50/50 kmem:mm_page_free_batched pfn=0x10029
21710 0 50/50 kmem:mm_page_free_batched pfn=0x1002a
21720 0 50/50 kmem:mm_page_free_batched pfn=0x1002b
21730 0 50/50 kmem:mm_page_free_batched pfn=0x1002c
21740 0 50/50 kmem:mm_page_free_batched pfn=0x1002d
21750 0 50/50 kmem:mm_page_free_batched pfn=0x1002e
21760 0 50/50 kmem:mm_page_free_batched pfn=0x1002f
21770 0 50/50 kmem:mm_page_free_batched pfn=0x10030
21780 0 50/50 kmem:mm_page_free_batched pfn=0x10031
21790 0 50/50 kmem:mm_page_free_batched pfn=0x10032
21800 0 50/50 kmem:mm_page_free_batched pfn=0x10033
21810 0 50/50 kmem:mm_page_free_batched pfn=0x10034
21820 0 50/50 kmem:mm_page_free_batched pfn=0x10035
21830 0 50/50 kmem:mm_page_free_batched pfn=0x10036
21840 0 50/50 kmem:mm_page_free_batched pfn=0x10037
21850 0 50/50 kmem:mm_page_free_batched pfn=0x10038
21860 0 50/50 kmem:mm_page_free_batched pfn=0x10039
21870 0 50/50 kmem:mm_page_free_batched pfn=0x1003a
21880 0 50/50 kmem:mm_page_free_batched pfn=0x1003b
21890 0 50/50 kmem:mm_page_free_batched pfn=0x1003c
21900 0 50/50 kmem:mm_page_free_batched pfn=0x1003d
21910 0 50/50 kmem:mm_page_free_batched pfn=0x1003e
21920 0 50/50 kmem:mm_page_free_batched pfn=0x1003f
21930 0 50/50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=64 nr_reclaimed=64 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
