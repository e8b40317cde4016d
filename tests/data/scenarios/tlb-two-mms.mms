# TLB scenario 4: two mms in one pass.  mm 1 (threads 101, 102) runs on CPUs
# 1 and 2, mm 2 (process 200) on CPU 3; CPU 0 runs only kswapd0 (no user mm
# loaded).  101 faults 20 pages, 200 faults 20; kswapd0 frees mm 1's 20 then
# mm 2's 20 in one pass.  Ops: UNMAP(mm 1, 20), UNMAP(mm 2, 20), PASS_END.
#
#  flush-per-page: 20 x {1,2} + 20 x {3}: 40 rounds, 60 IPIs, 60 INVLPGs.
#  pfn-tracking: the batch fills at page 32 (20 of mm 1 + 12 of mm 2, mask
#    {1,2,3}): 1 round, 3 IPIs, 96 INVLPGs; the last 8 (mask {3}) at
#    PASS_END: 1 round, 1 IPI, 8 INVLPGs.  2, 4, 0, 104, local 0.
#  full-flush, infinite: one flush of mask {1,2,3}: 1 round, 3 IPIs, 3
#    full, local 0 (CPU 0 is in no mask).
#  x86 (free_batch 31): the folio_batch fills at page 31 (20 of mm 1 + 11 of
#    mm 2, mask {1,2,3}): 1 round, 3 IPIs, 3 full; the last 9 pages (mask
#    {3}) at PASS_END: 1 round, 1 IPI.  2, 4, 4, local 0.  free_batch=0: 1,
#    3, 3.
#
# expect flush-per-page tlb.flush_rounds=40 tlb.ipi=60 tlb.full_flush=0 tlb.invlpg=60 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=2 tlb.ipi=4 tlb.full_flush=0 tlb.invlpg=104 tlb.local_flush=0
# expect full-flush tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=0
# expect infinite tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=0
# expect x86 tlb.flush_rounds=2 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=0
# expect x86:free_batch=0 tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=0
#! cpus=4 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
5000 0 1/1 task:task_newtask pid=200 comm=app clone_flags=0x11 oom_score_adj=0
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
7000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
8000 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
9000 3 0 sched:sched_switch prev_comm=swapper/3 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=200 next_prio=120
10000 1 101/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
11000 1 101/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
12000 1 101/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
13000 1 101/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
14000 1 101/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
15000 1 101/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
16000 1 101/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
17000 1 101/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
18000 1 101/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
19000 1 101/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
20000 1 101/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
21000 1 101/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
22000 1 101/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
23000 1 101/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
24000 1 101/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
25000 1 101/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
26000 1 101/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
27000 1 101/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
28000 1 101/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
29000 1 101/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
30000 1 101/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
31000 1 101/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
32000 1 101/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
33000 1 101/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
34000 1 101/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
35000 1 101/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
36000 1 101/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
37000 1 101/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
38000 1 101/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
39000 1 101/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
40000 1 101/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
41000 1 101/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
42000 1 101/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
43000 1 101/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
44000 1 101/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
45000 1 101/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
46000 1 101/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
47000 1 101/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
48000 1 101/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
49000 1 101/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
50000 3 200/200 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
51000 3 200/200 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
52000 3 200/200 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
53000 3 200/200 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
54000 3 200/200 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
55000 3 200/200 kmem:mm_page_alloc pfn=0x2002 order=0 gfp_flags=0x140cca migratetype=1
56000 3 200/200 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
57000 3 200/200 kmem:mm_page_alloc pfn=0x2003 order=0 gfp_flags=0x140cca migratetype=1
58000 3 200/200 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
59000 3 200/200 kmem:mm_page_alloc pfn=0x2004 order=0 gfp_flags=0x140cca migratetype=1
60000 3 200/200 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
61000 3 200/200 kmem:mm_page_alloc pfn=0x2005 order=0 gfp_flags=0x140cca migratetype=1
62000 3 200/200 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
63000 3 200/200 kmem:mm_page_alloc pfn=0x2006 order=0 gfp_flags=0x140cca migratetype=1
64000 3 200/200 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
65000 3 200/200 kmem:mm_page_alloc pfn=0x2007 order=0 gfp_flags=0x140cca migratetype=1
66000 3 200/200 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
67000 3 200/200 kmem:mm_page_alloc pfn=0x2008 order=0 gfp_flags=0x140cca migratetype=1
68000 3 200/200 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
69000 3 200/200 kmem:mm_page_alloc pfn=0x2009 order=0 gfp_flags=0x140cca migratetype=1
70000 3 200/200 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
71000 3 200/200 kmem:mm_page_alloc pfn=0x200a order=0 gfp_flags=0x140cca migratetype=1
72000 3 200/200 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
73000 3 200/200 kmem:mm_page_alloc pfn=0x200b order=0 gfp_flags=0x140cca migratetype=1
74000 3 200/200 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
75000 3 200/200 kmem:mm_page_alloc pfn=0x200c order=0 gfp_flags=0x140cca migratetype=1
76000 3 200/200 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
77000 3 200/200 kmem:mm_page_alloc pfn=0x200d order=0 gfp_flags=0x140cca migratetype=1
78000 3 200/200 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
79000 3 200/200 kmem:mm_page_alloc pfn=0x200e order=0 gfp_flags=0x140cca migratetype=1
80000 3 200/200 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
81000 3 200/200 kmem:mm_page_alloc pfn=0x200f order=0 gfp_flags=0x140cca migratetype=1
82000 3 200/200 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
83000 3 200/200 kmem:mm_page_alloc pfn=0x2010 order=0 gfp_flags=0x140cca migratetype=1
84000 3 200/200 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
85000 3 200/200 kmem:mm_page_alloc pfn=0x2011 order=0 gfp_flags=0x140cca migratetype=1
86000 3 200/200 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
87000 3 200/200 kmem:mm_page_alloc pfn=0x2012 order=0 gfp_flags=0x140cca migratetype=1
88000 3 200/200 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
89000 3 200/200 kmem:mm_page_alloc pfn=0x2013 order=0 gfp_flags=0x140cca migratetype=1
90000 0 50 kmem:mm_page_free pfn=0x1000 order=0
91000 0 50 kmem:mm_page_free pfn=0x1001 order=0
92000 0 50 kmem:mm_page_free pfn=0x1002 order=0
93000 0 50 kmem:mm_page_free pfn=0x1003 order=0
94000 0 50 kmem:mm_page_free pfn=0x1004 order=0
95000 0 50 kmem:mm_page_free pfn=0x1005 order=0
96000 0 50 kmem:mm_page_free pfn=0x1006 order=0
97000 0 50 kmem:mm_page_free pfn=0x1007 order=0
98000 0 50 kmem:mm_page_free pfn=0x1008 order=0
99000 0 50 kmem:mm_page_free pfn=0x1009 order=0
100000 0 50 kmem:mm_page_free pfn=0x100a order=0
101000 0 50 kmem:mm_page_free pfn=0x100b order=0
102000 0 50 kmem:mm_page_free pfn=0x100c order=0
103000 0 50 kmem:mm_page_free pfn=0x100d order=0
104000 0 50 kmem:mm_page_free pfn=0x100e order=0
105000 0 50 kmem:mm_page_free pfn=0x100f order=0
106000 0 50 kmem:mm_page_free pfn=0x1010 order=0
107000 0 50 kmem:mm_page_free pfn=0x1011 order=0
108000 0 50 kmem:mm_page_free pfn=0x1012 order=0
109000 0 50 kmem:mm_page_free pfn=0x1013 order=0
110000 0 50 kmem:mm_page_free pfn=0x2000 order=0
111000 0 50 kmem:mm_page_free pfn=0x2001 order=0
112000 0 50 kmem:mm_page_free pfn=0x2002 order=0
113000 0 50 kmem:mm_page_free pfn=0x2003 order=0
114000 0 50 kmem:mm_page_free pfn=0x2004 order=0
115000 0 50 kmem:mm_page_free pfn=0x2005 order=0
116000 0 50 kmem:mm_page_free pfn=0x2006 order=0
117000 0 50 kmem:mm_page_free pfn=0x2007 order=0
118000 0 50 kmem:mm_page_free pfn=0x2008 order=0
119000 0 50 kmem:mm_page_free pfn=0x2009 order=0
120000 0 50 kmem:mm_page_free pfn=0x200a order=0
121000 0 50 kmem:mm_page_free pfn=0x200b order=0
122000 0 50 kmem:mm_page_free pfn=0x200c order=0
123000 0 50 kmem:mm_page_free pfn=0x200d order=0
124000 0 50 kmem:mm_page_free pfn=0x200e order=0
125000 0 50 kmem:mm_page_free pfn=0x200f order=0
126000 0 50 kmem:mm_page_free pfn=0x2010 order=0
127000 0 50 kmem:mm_page_free pfn=0x2011 order=0
128000 0 50 kmem:mm_page_free pfn=0x2012 order=0
129000 0 50 kmem:mm_page_free pfn=0x2013 order=0
130000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=40 nr_reclaimed=40 priority=12 reclaim_flags=0x1
