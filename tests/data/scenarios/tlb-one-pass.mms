# TLB scenario 1: one reclaim pass.  mm 1 (threads 100-103) runs on CPUs
# 0-3 and faults 64 pages; kswapd0 takes CPU 0 (CPU 0 stays lazy on mm 1)
# and frees the 64 pages in one pass.  Ops: UNMAP(reclaim, mm 1, 64) from
# CPU 0, PASS_END.  k = 3 other CPUs.
#
#  flush-per-page: one round per page, CPUs 1-3: 64 rounds, 192 IPIs, 192
#    INVLPGs.  The sender is lazy on mm 1, so the v4.2 flush_tlb_page()
#    makes it leave_mm(): no local flush.
#  pfn-tracking (batch 32): full after 32 and 64 pages: 2 rounds, 6 IPIs,
#    64 x 3 = 192 INVLPGs; CPU 0 is in the batch mask (lazy CPUs stay in the
#    v4.2 mask): a local flush each time, 2.  PASS_END finds it empty.
#  pfn-tracking batch=16: 4 rounds, 12 IPIs, 192 INVLPGs, 4 local.
#  full-flush: one flush at PASS_END: 1 round, 3 IPIs, 3 full, 1 local.
#  infinite: nothing at PASS_END; the end of the trace flushes: 1, 3, 3, 1.
#  x86 (kernel 6.18: epoch 6.13, free_batch 31): arch_tlbbatch_flush(),
#    mm=NULL, each time shrink_folio_list()'s folio_batch fills (31 and 62
#    freed folios) and at the end (2 left): 3 rounds; CPUs 1-3 are not lazy:
#    9 IPIs, 9 full; the lazy sender is skipped by should_flush_tlb(): no
#    local flush.  x86:free_batch=0 (before 6.9): 1, 3, 3.  epoch 4.19 (the
#    free_batch still follows the 6.18 kernel: 31): 3, 9, 9; the lazy sender
#    switches to init_mm instead; with free_batch=0: 1, 3, 3.
#
# expect flush-per-page tlb.flush_rounds=64 tlb.ipi=192 tlb.full_flush=0 tlb.invlpg=192 tlb.local_flush=0
# expect pfn-tracking:batch=32 tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=0 tlb.invlpg=192 tlb.local_flush=2
# expect pfn-tracking:batch=16 tlb.flush_rounds=4 tlb.ipi=12 tlb.full_flush=0 tlb.invlpg=192 tlb.local_flush=4
# expect full-flush tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect x86 tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=0 tlb.flush_received=9 tlb.wrong_cpu=0
# expect x86:free_batch=0 tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=0
# expect x86:epoch=4.19 tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=0
# expect x86:epoch=4.19,free_batch=0 tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=0
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
110000 0 100/100 exceptions:page_fault_user address=0x7f0000032000 ip=0x401000 error_code=0x6
111000 0 100/100 kmem:mm_page_alloc pfn=0x1032 order=0 gfp_flags=0x140cca migratetype=1
112000 0 100/100 exceptions:page_fault_user address=0x7f0000033000 ip=0x401000 error_code=0x6
113000 0 100/100 kmem:mm_page_alloc pfn=0x1033 order=0 gfp_flags=0x140cca migratetype=1
114000 0 100/100 exceptions:page_fault_user address=0x7f0000034000 ip=0x401000 error_code=0x6
115000 0 100/100 kmem:mm_page_alloc pfn=0x1034 order=0 gfp_flags=0x140cca migratetype=1
116000 0 100/100 exceptions:page_fault_user address=0x7f0000035000 ip=0x401000 error_code=0x6
117000 0 100/100 kmem:mm_page_alloc pfn=0x1035 order=0 gfp_flags=0x140cca migratetype=1
118000 0 100/100 exceptions:page_fault_user address=0x7f0000036000 ip=0x401000 error_code=0x6
119000 0 100/100 kmem:mm_page_alloc pfn=0x1036 order=0 gfp_flags=0x140cca migratetype=1
120000 0 100/100 exceptions:page_fault_user address=0x7f0000037000 ip=0x401000 error_code=0x6
121000 0 100/100 kmem:mm_page_alloc pfn=0x1037 order=0 gfp_flags=0x140cca migratetype=1
122000 0 100/100 exceptions:page_fault_user address=0x7f0000038000 ip=0x401000 error_code=0x6
123000 0 100/100 kmem:mm_page_alloc pfn=0x1038 order=0 gfp_flags=0x140cca migratetype=1
124000 0 100/100 exceptions:page_fault_user address=0x7f0000039000 ip=0x401000 error_code=0x6
125000 0 100/100 kmem:mm_page_alloc pfn=0x1039 order=0 gfp_flags=0x140cca migratetype=1
126000 0 100/100 exceptions:page_fault_user address=0x7f000003a000 ip=0x401000 error_code=0x6
127000 0 100/100 kmem:mm_page_alloc pfn=0x103a order=0 gfp_flags=0x140cca migratetype=1
128000 0 100/100 exceptions:page_fault_user address=0x7f000003b000 ip=0x401000 error_code=0x6
129000 0 100/100 kmem:mm_page_alloc pfn=0x103b order=0 gfp_flags=0x140cca migratetype=1
130000 0 100/100 exceptions:page_fault_user address=0x7f000003c000 ip=0x401000 error_code=0x6
131000 0 100/100 kmem:mm_page_alloc pfn=0x103c order=0 gfp_flags=0x140cca migratetype=1
132000 0 100/100 exceptions:page_fault_user address=0x7f000003d000 ip=0x401000 error_code=0x6
133000 0 100/100 kmem:mm_page_alloc pfn=0x103d order=0 gfp_flags=0x140cca migratetype=1
134000 0 100/100 exceptions:page_fault_user address=0x7f000003e000 ip=0x401000 error_code=0x6
135000 0 100/100 kmem:mm_page_alloc pfn=0x103e order=0 gfp_flags=0x140cca migratetype=1
136000 0 100/100 exceptions:page_fault_user address=0x7f000003f000 ip=0x401000 error_code=0x6
137000 0 100/100 kmem:mm_page_alloc pfn=0x103f order=0 gfp_flags=0x140cca migratetype=1
138000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=kswapd0 next_pid=50 next_prio=120
139000 0 50 kmem:mm_page_free pfn=0x1000 order=0
140000 0 50 kmem:mm_page_free pfn=0x1001 order=0
141000 0 50 kmem:mm_page_free pfn=0x1002 order=0
142000 0 50 kmem:mm_page_free pfn=0x1003 order=0
143000 0 50 kmem:mm_page_free pfn=0x1004 order=0
144000 0 50 kmem:mm_page_free pfn=0x1005 order=0
145000 0 50 kmem:mm_page_free pfn=0x1006 order=0
146000 0 50 kmem:mm_page_free pfn=0x1007 order=0
147000 0 50 kmem:mm_page_free pfn=0x1008 order=0
148000 0 50 kmem:mm_page_free pfn=0x1009 order=0
149000 0 50 kmem:mm_page_free pfn=0x100a order=0
150000 0 50 kmem:mm_page_free pfn=0x100b order=0
151000 0 50 kmem:mm_page_free pfn=0x100c order=0
152000 0 50 kmem:mm_page_free pfn=0x100d order=0
153000 0 50 kmem:mm_page_free pfn=0x100e order=0
154000 0 50 kmem:mm_page_free pfn=0x100f order=0
155000 0 50 kmem:mm_page_free pfn=0x1010 order=0
156000 0 50 kmem:mm_page_free pfn=0x1011 order=0
157000 0 50 kmem:mm_page_free pfn=0x1012 order=0
158000 0 50 kmem:mm_page_free pfn=0x1013 order=0
159000 0 50 kmem:mm_page_free pfn=0x1014 order=0
160000 0 50 kmem:mm_page_free pfn=0x1015 order=0
161000 0 50 kmem:mm_page_free pfn=0x1016 order=0
162000 0 50 kmem:mm_page_free pfn=0x1017 order=0
163000 0 50 kmem:mm_page_free pfn=0x1018 order=0
164000 0 50 kmem:mm_page_free pfn=0x1019 order=0
165000 0 50 kmem:mm_page_free pfn=0x101a order=0
166000 0 50 kmem:mm_page_free pfn=0x101b order=0
167000 0 50 kmem:mm_page_free pfn=0x101c order=0
168000 0 50 kmem:mm_page_free pfn=0x101d order=0
169000 0 50 kmem:mm_page_free pfn=0x101e order=0
170000 0 50 kmem:mm_page_free pfn=0x101f order=0
171000 0 50 kmem:mm_page_free pfn=0x1020 order=0
172000 0 50 kmem:mm_page_free pfn=0x1021 order=0
173000 0 50 kmem:mm_page_free pfn=0x1022 order=0
174000 0 50 kmem:mm_page_free pfn=0x1023 order=0
175000 0 50 kmem:mm_page_free pfn=0x1024 order=0
176000 0 50 kmem:mm_page_free pfn=0x1025 order=0
177000 0 50 kmem:mm_page_free pfn=0x1026 order=0
178000 0 50 kmem:mm_page_free pfn=0x1027 order=0
179000 0 50 kmem:mm_page_free pfn=0x1028 order=0
180000 0 50 kmem:mm_page_free pfn=0x1029 order=0
181000 0 50 kmem:mm_page_free pfn=0x102a order=0
182000 0 50 kmem:mm_page_free pfn=0x102b order=0
183000 0 50 kmem:mm_page_free pfn=0x102c order=0
184000 0 50 kmem:mm_page_free pfn=0x102d order=0
185000 0 50 kmem:mm_page_free pfn=0x102e order=0
186000 0 50 kmem:mm_page_free pfn=0x102f order=0
187000 0 50 kmem:mm_page_free pfn=0x1030 order=0
188000 0 50 kmem:mm_page_free pfn=0x1031 order=0
189000 0 50 kmem:mm_page_free pfn=0x1032 order=0
190000 0 50 kmem:mm_page_free pfn=0x1033 order=0
191000 0 50 kmem:mm_page_free pfn=0x1034 order=0
192000 0 50 kmem:mm_page_free pfn=0x1035 order=0
193000 0 50 kmem:mm_page_free pfn=0x1036 order=0
194000 0 50 kmem:mm_page_free pfn=0x1037 order=0
195000 0 50 kmem:mm_page_free pfn=0x1038 order=0
196000 0 50 kmem:mm_page_free pfn=0x1039 order=0
197000 0 50 kmem:mm_page_free pfn=0x103a order=0
198000 0 50 kmem:mm_page_free pfn=0x103b order=0
199000 0 50 kmem:mm_page_free pfn=0x103c order=0
200000 0 50 kmem:mm_page_free pfn=0x103d order=0
201000 0 50 kmem:mm_page_free pfn=0x103e order=0
202000 0 50 kmem:mm_page_free pfn=0x103f order=0
203000 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=64 nr_reclaimed=64 priority=12 reclaim_flags=0x1
