# TLB scenario 5: a dirty page forces a flush.  Setup of scenario 1 with 50
# pages (pfns 0x1000-0x1031).  Pass 1: kswapd0 writes back pfn 0x1009
# (vmscan:mm_vmscan_write_folio: the page was dirty), frees 0x1000-0x1008
# and 0x100a-0x1027 (39 pages), pass end; pass 2 frees 0x1028-0x1031 (10),
# pass end.  Ops: UNMAP(1, dirty, pfn 0x1009), WRITEBACK, UNMAP(39),
# PASS_END, UNMAP(10), PASS_END, all from CPU 0.
#
#  flush-per-page: 50 rounds, 150 IPIs, 150 INVLPGs (writeback changes
#    nothing).
#  pfn-tracking: WRITEBACK flushes the dirty page (1 round, 3 IPIs, 3
#    INVLPGs, local); the 39: full at 32 (1, 3, 96, local), 7 at PASS_END
#    (1, 3, 21, local); pass 2 (1, 3, 30, local): 4, 12, 0, 150, local 4.
#  full-flush: WRITEBACK, PASS_END, PASS_END: 3 rounds, 9 IPIs, 9 full,
#    local 3.
#  infinite: WRITEBACK flushes (1, 3, 3, local 1); the other 49 pages wait
#    for the end of the trace (1, 3, 3, local 1): 2, 6, 6, 0, 2.
#  x86:free_batch=0: as full-flush without local flushes (lazy sender):
#    3, 9, 9, 0, 0.
#  x86 (free_batch 31): the folio_batch also fills at the 31st freed page of
#    pass 1 (39 freed: the dirty page is not): one more round: 4, 12, 12.
#
# expect flush-per-page tlb.flush_rounds=50 tlb.ipi=150 tlb.full_flush=0 tlb.invlpg=150 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=4 tlb.ipi=12 tlb.full_flush=0 tlb.invlpg=150 tlb.local_flush=4
# expect full-flush tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=3
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=6 tlb.invlpg=0 tlb.local_flush=2
# expect x86 tlb.flush_rounds=4 tlb.ipi=12 tlb.full_flush=12 tlb.invlpg=0 tlb.local_flush=0
# expect x86:free_batch=0 tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=0
#! cpus=4 kernel=6.18 hypervisor=none
1000 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 child_comm=kswapd0 child_pid=50
2000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
3000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
4000 0 100/100 task:task_newtask pid=102 comm=app clone_flags=0x3d0f00 oom_score_adj=0
5000 0 100/100 task:task_newtask pid=103 comm=app clone_flags=0x3d0f00 oom_score_adj=0
6000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
7000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
8000 2 0 sched:sched_switch prev_comm=swapper/2 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=102 next_prio=120
9000 3 0 sched:sched_switch prev_comm=swapper/3 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=103 next_prio=120
10000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
11000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
13000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
15000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
17000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
18000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
19000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
20000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
21000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
22000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
23000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
24000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
25000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
26000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
27000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
28000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
29000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
31000 0 100/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
32000 0 100/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
33000 0 100/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
34000 0 100/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
35000 0 100/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
36000 0 100/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
37000 0 100/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
38000 0 100/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
39000 0 100/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
40000 0 100/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
41000 0 100/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
42000 0 100/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
43000 0 100/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
44000 0 100/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
45000 0 100/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
46000 0 100/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
47000 0 100/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
48000 0 100/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
49000 0 100/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=0x6
51000 0 100/100 kmem:mm_page_alloc pfn=0x1014 order=0 gfp_flags=0x140cca migratetype=1
52000 0 100/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x1015 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x1016 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x1017 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100/100 exceptions:page_fault_user address=0x7f0000018000 ip=0x401000 error_code=0x6
59000 0 100/100 kmem:mm_page_alloc pfn=0x1018 order=0 gfp_flags=0x140cca migratetype=1
60000 0 100/100 exceptions:page_fault_user address=0x7f0000019000 ip=0x401000 error_code=0x6
61000 0 100/100 kmem:mm_page_alloc pfn=0x1019 order=0 gfp_flags=0x140cca migratetype=1
62000 0 100/100 exceptions:page_fault_user address=0x7f000001a000 ip=0x401000 error_code=0x6
63000 0 100/100 kmem:mm_page_alloc pfn=0x101a order=0 gfp_flags=0x140cca migratetype=1
64000 0 100/100 exceptions:page_fault_user address=0x7f000001b000 ip=0x401000 error_code=0x6
65000 0 100/100 kmem:mm_page_alloc pfn=0x101b order=0 gfp_flags=0x140cca migratetype=1
66000 0 100/100 exceptions:page_fault_user address=0x7f000001c000 ip=0x401000 error_code=0x6
67000 0 100/100 kmem:mm_page_alloc pfn=0x101c order=0 gfp_flags=0x140cca migratetype=1
68000 0 100/100 exceptions:page_fault_user address=0x7f000001d000 ip=0x401000 error_code=0x6
69000 0 100/100 kmem:mm_page_alloc pfn=0x101d order=0 gfp_flags=0x140cca migratetype=1
70000 0 100/100 exceptions:page_fault_user address=0x7f000001e000 ip=0x401000 error_code=0x6
71000 0 100/100 kmem:mm_page_alloc pfn=0x101e order=0 gfp_flags=0x140cca migratetype=1
72000 0 100/100 exceptions:page_fault_user address=0x7f000001f000 ip=0x401000 error_code=0x6
73000 0 100/100 kmem:mm_page_alloc pfn=0x101f order=0 gfp_flags=0x140cca migratetype=1
74000 0 100/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=0x6
75000 0 100/100 kmem:mm_page_alloc pfn=0x1020 order=0 gfp_flags=0x140cca migratetype=1
76000 0 100/100 exceptions:page_fault_user address=0x7f0000021000 ip=0x401000 error_code=0x6
77000 0 100/100 kmem:mm_page_alloc pfn=0x1021 order=0 gfp_flags=0x140cca migratetype=1
78000 0 100/100 exceptions:page_fault_user address=0x7f0000022000 ip=0x401000 error_code=0x6
79000 0 100/100 kmem:mm_page_alloc pfn=0x1022 order=0 gfp_flags=0x140cca migratetype=1
80000 0 100/100 exceptions:page_fault_user address=0x7f0000023000 ip=0x401000 error_code=0x6
81000 0 100/100 kmem:mm_page_alloc pfn=0x1023 order=0 gfp_flags=0x140cca migratetype=1
82000 0 100/100 exceptions:page_fault_user address=0x7f0000024000 ip=0x401000 error_code=0x6
83000 0 100/100 kmem:mm_page_alloc pfn=0x1024 order=0 gfp_flags=0x140cca migratetype=1
84000 0 100/100 exceptions:page_fault_user address=0x7f0000025000 ip=0x401000 error_code=0x6
85000 0 100/100 kmem:mm_page_alloc pfn=0x1025 order=0 gfp_flags=0x140cca migratetype=1
86000 0 100/100 exceptions:page_fault_user address=0x7f0000026000 ip=0x401000 error_code=0x6
87000 0 100/100 kmem:mm_page_alloc pfn=0x1026 order=0 gfp_flags=0x140cca migratetype=1
88000 0 100/100 exceptions:page_fault_user address=0x7f0000027000 ip=0x401000 error_code=0x6
89000 0 100/100 kmem:mm_page_alloc pfn=0x1027 order=0 gfp_flags=0x140cca migratetype=1
90000 0 100/100 exceptions:page_fault_user address=0x7f0000028000 ip=0x401000 error_code=0x6
91000 0 100/100 kmem:mm_page_alloc pfn=0x1028 order=0 gfp_flags=0x140cca migratetype=1
92000 0 100/100 exceptions:page_fault_user address=0x7f0000029000 ip=0x401000 error_code=0x6
93000 0 100/100 kmem:mm_page_alloc pfn=0x1029 order=0 gfp_flags=0x140cca migratetype=1
94000 0 100/100 exceptions:page_fault_user address=0x7f000002a000 ip=0x401000 error_code=0x6
95000 0 100/100 kmem:mm_page_alloc pfn=0x102a order=0 gfp_flags=0x140cca migratetype=1
96000 0 100/100 exceptions:page_fault_user address=0x7f000002b000 ip=0x401000 error_code=0x6
97000 0 100/100 kmem:mm_page_alloc pfn=0x102b order=0 gfp_flags=0x140cca migratetype=1
98000 0 100/100 exceptions:page_fault_user address=0x7f000002c000 ip=0x401000 error_code=0x6
99000 0 100/100 kmem:mm_page_alloc pfn=0x102c order=0 gfp_flags=0x140cca migratetype=1
100000 0 100/100 exceptions:page_fault_user address=0x7f000002d000 ip=0x401000 error_code=0x6
101000 0 100/100 kmem:mm_page_alloc pfn=0x102d order=0 gfp_flags=0x140cca migratetype=1
102000 0 100/100 exceptions:page_fault_user address=0x7f000002e000 ip=0x401000 error_code=0x6
103000 0 100/100 kmem:mm_page_alloc pfn=0x102e order=0 gfp_flags=0x140cca migratetype=1
104000 0 100/100 exceptions:page_fault_user address=0x7f000002f000 ip=0x401000 error_code=0x6
105000 0 100/100 kmem:mm_page_alloc pfn=0x102f order=0 gfp_flags=0x140cca migratetype=1
106000 0 100/100 exceptions:page_fault_user address=0x7f0000030000 ip=0x401000 error_code=0x6
107000 0 100/100 kmem:mm_page_alloc pfn=0x1030 order=0 gfp_flags=0x140cca migratetype=1
108000 0 100/100 exceptions:page_fault_user address=0x7f0000031000 ip=0x401000 error_code=0x6
109000 0 100/100 kmem:mm_page_alloc pfn=0x1031 order=0 gfp_flags=0x140cca migratetype=1
110000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
111000 0 50 vmscan:mm_vmscan_write_folio pfn=0x1009 reclaim_flags=0x1
112000 0 50 kmem:mm_page_free pfn=0x1000 order=0
113000 0 50 kmem:mm_page_free pfn=0x1001 order=0
114000 0 50 kmem:mm_page_free pfn=0x1002 order=0
115000 0 50 kmem:mm_page_free pfn=0x1003 order=0
116000 0 50 kmem:mm_page_free pfn=0x1004 order=0
117000 0 50 kmem:mm_page_free pfn=0x1005 order=0
118000 0 50 kmem:mm_page_free pfn=0x1006 order=0
119000 0 50 kmem:mm_page_free pfn=0x1007 order=0
120000 0 50 kmem:mm_page_free pfn=0x1008 order=0
121000 0 50 kmem:mm_page_free pfn=0x100a order=0
122000 0 50 kmem:mm_page_free pfn=0x100b order=0
123000 0 50 kmem:mm_page_free pfn=0x100c order=0
124000 0 50 kmem:mm_page_free pfn=0x100d order=0
125000 0 50 kmem:mm_page_free pfn=0x100e order=0
126000 0 50 kmem:mm_page_free pfn=0x100f order=0
127000 0 50 kmem:mm_page_free pfn=0x1010 order=0
128000 0 50 kmem:mm_page_free pfn=0x1011 order=0
129000 0 50 kmem:mm_page_free pfn=0x1012 order=0
130000 0 50 kmem:mm_page_free pfn=0x1013 order=0
131000 0 50 kmem:mm_page_free pfn=0x1014 order=0
132000 0 50 kmem:mm_page_free pfn=0x1015 order=0
133000 0 50 kmem:mm_page_free pfn=0x1016 order=0
134000 0 50 kmem:mm_page_free pfn=0x1017 order=0
135000 0 50 kmem:mm_page_free pfn=0x1018 order=0
136000 0 50 kmem:mm_page_free pfn=0x1019 order=0
137000 0 50 kmem:mm_page_free pfn=0x101a order=0
138000 0 50 kmem:mm_page_free pfn=0x101b order=0
139000 0 50 kmem:mm_page_free pfn=0x101c order=0
140000 0 50 kmem:mm_page_free pfn=0x101d order=0
141000 0 50 kmem:mm_page_free pfn=0x101e order=0
142000 0 50 kmem:mm_page_free pfn=0x101f order=0
143000 0 50 kmem:mm_page_free pfn=0x1020 order=0
144000 0 50 kmem:mm_page_free pfn=0x1021 order=0
145000 0 50 kmem:mm_page_free pfn=0x1022 order=0
146000 0 50 kmem:mm_page_free pfn=0x1023 order=0
147000 0 50 kmem:mm_page_free pfn=0x1024 order=0
148000 0 50 kmem:mm_page_free pfn=0x1025 order=0
149000 0 50 kmem:mm_page_free pfn=0x1026 order=0
150000 0 50 kmem:mm_page_free pfn=0x1027 order=0
151000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=39 nr_reclaimed=39 priority=12 reclaim_flags=0x1
152000 0 50 kmem:mm_page_free pfn=0x1028 order=0
153000 0 50 kmem:mm_page_free pfn=0x1029 order=0
154000 0 50 kmem:mm_page_free pfn=0x102a order=0
155000 0 50 kmem:mm_page_free pfn=0x102b order=0
156000 0 50 kmem:mm_page_free pfn=0x102c order=0
157000 0 50 kmem:mm_page_free pfn=0x102d order=0
158000 0 50 kmem:mm_page_free pfn=0x102e order=0
159000 0 50 kmem:mm_page_free pfn=0x102f order=0
160000 0 50 kmem:mm_page_free pfn=0x1030 order=0
161000 0 50 kmem:mm_page_free pfn=0x1031 order=0
162000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=10 nr_reclaimed=10 priority=12 reclaim_flags=0x1
