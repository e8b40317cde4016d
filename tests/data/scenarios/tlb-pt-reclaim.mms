# TLB scenario 12: MADV_DONTNEED frees an emptied PTE table (6.14+,
# CONFIG_PT_RECLAIM: zap_pte_range() with details->reclaim_pt, free_pte() ->
# pte_free_tlb() sets tlb->freed_tables).  mm 1: thread 100 on CPU 0 and
# thread 101 on CPU 1; 100 faults the 512 pages of the 2 MiB-aligned span
# A..A+2M.  At 0.1 s thread 101 sleeps and CPU 1 runs process 200 (mm 2).
# Thread 100 then madvise(DONTNEED)s 8 pages at 0.2 s, the whole span (504
# pages left) at 0.3 s, faults 8 pages again and madvises them at 0.4 s.
# The kernel is 6.18 (epoch 6.13; pt_reclaim auto = 1), the first trim is due
# 1 s after mm 1 first ran: none here.
#
#  x86: 0.2 s: mask {0,1} (CPU 1 left lazily): 1 round; should_flush_tlb()
#    skips CPU 1 (runs mm 2, no trim): 0 IPIs, local 1.  0.3 s: the span's
#    PTE table is freed: freed_tables IPIs the whole mask: CPU 1 gets it, runs
#    mm 2 and clears itself (TLB_REMOTE_WRONG_CPU): 1 round, 1 IPI, 1
#    received, 1 wrong_cpu, local 1.  0.4 s: mask {0}: no round, local 1.
#    2 rounds, 1 IPI, 0 full, 0 INVLPGs, local 3, wrong_cpu 1, received 1.
#  x86:pt_reclaim=0 (6.13 without PT_RECLAIM): CPU 1 is never reached, stays
#    in the mask: 3 rounds, 0 IPIs, local 3, wrong_cpu 0, received 0.
#  x86:epoch=4.19: switching to mm 2 cleared CPU 1 at once: 0 rounds, 0
#    IPIs, local 3.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=3 tlb.wrong_cpu=1 tlb.flush_received=1
# expect x86:pt_reclaim=0 tlb.flush_rounds=3 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=3 tlb.wrong_cpu=0 tlb.flush_received=0
# expect x86:epoch=4.19 tlb.flush_rounds=0 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=3 tlb.wrong_cpu=0
#! cpus=2 kernel=6.18 hypervisor=none
1000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
2000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
3000 0 1/1 task:task_newtask pid=200 comm=app clone_flags=0x11 oom_score_adj=0
4000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
5000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
6000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
7000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
8000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
9000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
10000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
11000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
12000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
13000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
14000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
15000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
16000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
17000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
18000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
19000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
20000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
21000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
22000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
23000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
24000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
25000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
26000 0 100/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
27000 0 100/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
28000 0 100/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
29000 0 100/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
31000 0 100/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
32000 0 100/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
33000 0 100/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
34000 0 100/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
35000 0 100/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
36000 0 100/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
37000 0 100/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
38000 0 100/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
39000 0 100/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
40000 0 100/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
41000 0 100/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
42000 0 100/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
43000 0 100/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
44000 0 100/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
45000 0 100/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
46000 0 100/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=0x6
47000 0 100/100 kmem:mm_page_alloc pfn=0x1014 order=0 gfp_flags=0x140cca migratetype=1
48000 0 100/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=0x6
49000 0 100/100 kmem:mm_page_alloc pfn=0x1015 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=0x6
51000 0 100/100 kmem:mm_page_alloc pfn=0x1016 order=0 gfp_flags=0x140cca migratetype=1
52000 0 100/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x1017 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000018000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x1018 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000019000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x1019 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100/100 exceptions:page_fault_user address=0x7f000001a000 ip=0x401000 error_code=0x6
59000 0 100/100 kmem:mm_page_alloc pfn=0x101a order=0 gfp_flags=0x140cca migratetype=1
60000 0 100/100 exceptions:page_fault_user address=0x7f000001b000 ip=0x401000 error_code=0x6
61000 0 100/100 kmem:mm_page_alloc pfn=0x101b order=0 gfp_flags=0x140cca migratetype=1
62000 0 100/100 exceptions:page_fault_user address=0x7f000001c000 ip=0x401000 error_code=0x6
63000 0 100/100 kmem:mm_page_alloc pfn=0x101c order=0 gfp_flags=0x140cca migratetype=1
64000 0 100/100 exceptions:page_fault_user address=0x7f000001d000 ip=0x401000 error_code=0x6
65000 0 100/100 kmem:mm_page_alloc pfn=0x101d order=0 gfp_flags=0x140cca migratetype=1
66000 0 100/100 exceptions:page_fault_user address=0x7f000001e000 ip=0x401000 error_code=0x6
67000 0 100/100 kmem:mm_page_alloc pfn=0x101e order=0 gfp_flags=0x140cca migratetype=1
68000 0 100/100 exceptions:page_fault_user address=0x7f000001f000 ip=0x401000 error_code=0x6
69000 0 100/100 kmem:mm_page_alloc pfn=0x101f order=0 gfp_flags=0x140cca migratetype=1
70000 0 100/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=0x6
71000 0 100/100 kmem:mm_page_alloc pfn=0x1020 order=0 gfp_flags=0x140cca migratetype=1
72000 0 100/100 exceptions:page_fault_user address=0x7f0000021000 ip=0x401000 error_code=0x6
73000 0 100/100 kmem:mm_page_alloc pfn=0x1021 order=0 gfp_flags=0x140cca migratetype=1
74000 0 100/100 exceptions:page_fault_user address=0x7f0000022000 ip=0x401000 error_code=0x6
75000 0 100/100 kmem:mm_page_alloc pfn=0x1022 order=0 gfp_flags=0x140cca migratetype=1
76000 0 100/100 exceptions:page_fault_user address=0x7f0000023000 ip=0x401000 error_code=0x6
77000 0 100/100 kmem:mm_page_alloc pfn=0x1023 order=0 gfp_flags=0x140cca migratetype=1
78000 0 100/100 exceptions:page_fault_user address=0x7f0000024000 ip=0x401000 error_code=0x6
79000 0 100/100 kmem:mm_page_alloc pfn=0x1024 order=0 gfp_flags=0x140cca migratetype=1
80000 0 100/100 exceptions:page_fault_user address=0x7f0000025000 ip=0x401000 error_code=0x6
81000 0 100/100 kmem:mm_page_alloc pfn=0x1025 order=0 gfp_flags=0x140cca migratetype=1
82000 0 100/100 exceptions:page_fault_user address=0x7f0000026000 ip=0x401000 error_code=0x6
83000 0 100/100 kmem:mm_page_alloc pfn=0x1026 order=0 gfp_flags=0x140cca migratetype=1
84000 0 100/100 exceptions:page_fault_user address=0x7f0000027000 ip=0x401000 error_code=0x6
85000 0 100/100 kmem:mm_page_alloc pfn=0x1027 order=0 gfp_flags=0x140cca migratetype=1
86000 0 100/100 exceptions:page_fault_user address=0x7f0000028000 ip=0x401000 error_code=0x6
87000 0 100/100 kmem:mm_page_alloc pfn=0x1028 order=0 gfp_flags=0x140cca migratetype=1
88000 0 100/100 exceptions:page_fault_user address=0x7f0000029000 ip=0x401000 error_code=0x6
89000 0 100/100 kmem:mm_page_alloc pfn=0x1029 order=0 gfp_flags=0x140cca migratetype=1
90000 0 100/100 exceptions:page_fault_user address=0x7f000002a000 ip=0x401000 error_code=0x6
91000 0 100/100 kmem:mm_page_alloc pfn=0x102a order=0 gfp_flags=0x140cca migratetype=1
92000 0 100/100 exceptions:page_fault_user address=0x7f000002b000 ip=0x401000 error_code=0x6
93000 0 100/100 kmem:mm_page_alloc pfn=0x102b order=0 gfp_flags=0x140cca migratetype=1
94000 0 100/100 exceptions:page_fault_user address=0x7f000002c000 ip=0x401000 error_code=0x6
95000 0 100/100 kmem:mm_page_alloc pfn=0x102c order=0 gfp_flags=0x140cca migratetype=1
96000 0 100/100 exceptions:page_fault_user address=0x7f000002d000 ip=0x401000 error_code=0x6
97000 0 100/100 kmem:mm_page_alloc pfn=0x102d order=0 gfp_flags=0x140cca migratetype=1
98000 0 100/100 exceptions:page_fault_user address=0x7f000002e000 ip=0x401000 error_code=0x6
99000 0 100/100 kmem:mm_page_alloc pfn=0x102e order=0 gfp_flags=0x140cca migratetype=1
100000 0 100/100 exceptions:page_fault_user address=0x7f000002f000 ip=0x401000 error_code=0x6
101000 0 100/100 kmem:mm_page_alloc pfn=0x102f order=0 gfp_flags=0x140cca migratetype=1
102000 0 100/100 exceptions:page_fault_user address=0x7f0000030000 ip=0x401000 error_code=0x6
103000 0 100/100 kmem:mm_page_alloc pfn=0x1030 order=0 gfp_flags=0x140cca migratetype=1
104000 0 100/100 exceptions:page_fault_user address=0x7f0000031000 ip=0x401000 error_code=0x6
105000 0 100/100 kmem:mm_page_alloc pfn=0x1031 order=0 gfp_flags=0x140cca migratetype=1
106000 0 100/100 exceptions:page_fault_user address=0x7f0000032000 ip=0x401000 error_code=0x6
107000 0 100/100 kmem:mm_page_alloc pfn=0x1032 order=0 gfp_flags=0x140cca migratetype=1
108000 0 100/100 exceptions:page_fault_user address=0x7f0000033000 ip=0x401000 error_code=0x6
109000 0 100/100 kmem:mm_page_alloc pfn=0x1033 order=0 gfp_flags=0x140cca migratetype=1
110000 0 100/100 exceptions:page_fault_user address=0x7f0000034000 ip=0x401000 error_code=0x6
111000 0 100/100 kmem:mm_page_alloc pfn=0x1034 order=0 gfp_flags=0x140cca migratetype=1
112000 0 100/100 exceptions:page_fault_user address=0x7f0000035000 ip=0x401000 error_code=0x6
113000 0 100/100 kmem:mm_page_alloc pfn=0x1035 order=0 gfp_flags=0x140cca migratetype=1
114000 0 100/100 exceptions:page_fault_user address=0x7f0000036000 ip=0x401000 error_code=0x6
115000 0 100/100 kmem:mm_page_alloc pfn=0x1036 order=0 gfp_flags=0x140cca migratetype=1
116000 0 100/100 exceptions:page_fault_user address=0x7f0000037000 ip=0x401000 error_code=0x6
117000 0 100/100 kmem:mm_page_alloc pfn=0x1037 order=0 gfp_flags=0x140cca migratetype=1
118000 0 100/100 exceptions:page_fault_user address=0x7f0000038000 ip=0x401000 error_code=0x6
119000 0 100/100 kmem:mm_page_alloc pfn=0x1038 order=0 gfp_flags=0x140cca migratetype=1
120000 0 100/100 exceptions:page_fault_user address=0x7f0000039000 ip=0x401000 error_code=0x6
121000 0 100/100 kmem:mm_page_alloc pfn=0x1039 order=0 gfp_flags=0x140cca migratetype=1
122000 0 100/100 exceptions:page_fault_user address=0x7f000003a000 ip=0x401000 error_code=0x6
123000 0 100/100 kmem:mm_page_alloc pfn=0x103a order=0 gfp_flags=0x140cca migratetype=1
124000 0 100/100 exceptions:page_fault_user address=0x7f000003b000 ip=0x401000 error_code=0x6
125000 0 100/100 kmem:mm_page_alloc pfn=0x103b order=0 gfp_flags=0x140cca migratetype=1
126000 0 100/100 exceptions:page_fault_user address=0x7f000003c000 ip=0x401000 error_code=0x6
127000 0 100/100 kmem:mm_page_alloc pfn=0x103c order=0 gfp_flags=0x140cca migratetype=1
128000 0 100/100 exceptions:page_fault_user address=0x7f000003d000 ip=0x401000 error_code=0x6
129000 0 100/100 kmem:mm_page_alloc pfn=0x103d order=0 gfp_flags=0x140cca migratetype=1
130000 0 100/100 exceptions:page_fault_user address=0x7f000003e000 ip=0x401000 error_code=0x6
131000 0 100/100 kmem:mm_page_alloc pfn=0x103e order=0 gfp_flags=0x140cca migratetype=1
132000 0 100/100 exceptions:page_fault_user address=0x7f000003f000 ip=0x401000 error_code=0x6
133000 0 100/100 kmem:mm_page_alloc pfn=0x103f order=0 gfp_flags=0x140cca migratetype=1
134000 0 100/100 exceptions:page_fault_user address=0x7f0000040000 ip=0x401000 error_code=0x6
135000 0 100/100 kmem:mm_page_alloc pfn=0x1040 order=0 gfp_flags=0x140cca migratetype=1
136000 0 100/100 exceptions:page_fault_user address=0x7f0000041000 ip=0x401000 error_code=0x6
137000 0 100/100 kmem:mm_page_alloc pfn=0x1041 order=0 gfp_flags=0x140cca migratetype=1
138000 0 100/100 exceptions:page_fault_user address=0x7f0000042000 ip=0x401000 error_code=0x6
139000 0 100/100 kmem:mm_page_alloc pfn=0x1042 order=0 gfp_flags=0x140cca migratetype=1
140000 0 100/100 exceptions:page_fault_user address=0x7f0000043000 ip=0x401000 error_code=0x6
141000 0 100/100 kmem:mm_page_alloc pfn=0x1043 order=0 gfp_flags=0x140cca migratetype=1
142000 0 100/100 exceptions:page_fault_user address=0x7f0000044000 ip=0x401000 error_code=0x6
143000 0 100/100 kmem:mm_page_alloc pfn=0x1044 order=0 gfp_flags=0x140cca migratetype=1
144000 0 100/100 exceptions:page_fault_user address=0x7f0000045000 ip=0x401000 error_code=0x6
145000 0 100/100 kmem:mm_page_alloc pfn=0x1045 order=0 gfp_flags=0x140cca migratetype=1
146000 0 100/100 exceptions:page_fault_user address=0x7f0000046000 ip=0x401000 error_code=0x6
147000 0 100/100 kmem:mm_page_alloc pfn=0x1046 order=0 gfp_flags=0x140cca migratetype=1
148000 0 100/100 exceptions:page_fault_user address=0x7f0000047000 ip=0x401000 error_code=0x6
149000 0 100/100 kmem:mm_page_alloc pfn=0x1047 order=0 gfp_flags=0x140cca migratetype=1
150000 0 100/100 exceptions:page_fault_user address=0x7f0000048000 ip=0x401000 error_code=0x6
151000 0 100/100 kmem:mm_page_alloc pfn=0x1048 order=0 gfp_flags=0x140cca migratetype=1
152000 0 100/100 exceptions:page_fault_user address=0x7f0000049000 ip=0x401000 error_code=0x6
153000 0 100/100 kmem:mm_page_alloc pfn=0x1049 order=0 gfp_flags=0x140cca migratetype=1
154000 0 100/100 exceptions:page_fault_user address=0x7f000004a000 ip=0x401000 error_code=0x6
155000 0 100/100 kmem:mm_page_alloc pfn=0x104a order=0 gfp_flags=0x140cca migratetype=1
156000 0 100/100 exceptions:page_fault_user address=0x7f000004b000 ip=0x401000 error_code=0x6
157000 0 100/100 kmem:mm_page_alloc pfn=0x104b order=0 gfp_flags=0x140cca migratetype=1
158000 0 100/100 exceptions:page_fault_user address=0x7f000004c000 ip=0x401000 error_code=0x6
159000 0 100/100 kmem:mm_page_alloc pfn=0x104c order=0 gfp_flags=0x140cca migratetype=1
160000 0 100/100 exceptions:page_fault_user address=0x7f000004d000 ip=0x401000 error_code=0x6
161000 0 100/100 kmem:mm_page_alloc pfn=0x104d order=0 gfp_flags=0x140cca migratetype=1
162000 0 100/100 exceptions:page_fault_user address=0x7f000004e000 ip=0x401000 error_code=0x6
163000 0 100/100 kmem:mm_page_alloc pfn=0x104e order=0 gfp_flags=0x140cca migratetype=1
164000 0 100/100 exceptions:page_fault_user address=0x7f000004f000 ip=0x401000 error_code=0x6
165000 0 100/100 kmem:mm_page_alloc pfn=0x104f order=0 gfp_flags=0x140cca migratetype=1
166000 0 100/100 exceptions:page_fault_user address=0x7f0000050000 ip=0x401000 error_code=0x6
167000 0 100/100 kmem:mm_page_alloc pfn=0x1050 order=0 gfp_flags=0x140cca migratetype=1
168000 0 100/100 exceptions:page_fault_user address=0x7f0000051000 ip=0x401000 error_code=0x6
169000 0 100/100 kmem:mm_page_alloc pfn=0x1051 order=0 gfp_flags=0x140cca migratetype=1
170000 0 100/100 exceptions:page_fault_user address=0x7f0000052000 ip=0x401000 error_code=0x6
171000 0 100/100 kmem:mm_page_alloc pfn=0x1052 order=0 gfp_flags=0x140cca migratetype=1
172000 0 100/100 exceptions:page_fault_user address=0x7f0000053000 ip=0x401000 error_code=0x6
173000 0 100/100 kmem:mm_page_alloc pfn=0x1053 order=0 gfp_flags=0x140cca migratetype=1
174000 0 100/100 exceptions:page_fault_user address=0x7f0000054000 ip=0x401000 error_code=0x6
175000 0 100/100 kmem:mm_page_alloc pfn=0x1054 order=0 gfp_flags=0x140cca migratetype=1
176000 0 100/100 exceptions:page_fault_user address=0x7f0000055000 ip=0x401000 error_code=0x6
177000 0 100/100 kmem:mm_page_alloc pfn=0x1055 order=0 gfp_flags=0x140cca migratetype=1
178000 0 100/100 exceptions:page_fault_user address=0x7f0000056000 ip=0x401000 error_code=0x6
179000 0 100/100 kmem:mm_page_alloc pfn=0x1056 order=0 gfp_flags=0x140cca migratetype=1
180000 0 100/100 exceptions:page_fault_user address=0x7f0000057000 ip=0x401000 error_code=0x6
181000 0 100/100 kmem:mm_page_alloc pfn=0x1057 order=0 gfp_flags=0x140cca migratetype=1
182000 0 100/100 exceptions:page_fault_user address=0x7f0000058000 ip=0x401000 error_code=0x6
183000 0 100/100 kmem:mm_page_alloc pfn=0x1058 order=0 gfp_flags=0x140cca migratetype=1
184000 0 100/100 exceptions:page_fault_user address=0x7f0000059000 ip=0x401000 error_code=0x6
185000 0 100/100 kmem:mm_page_alloc pfn=0x1059 order=0 gfp_flags=0x140cca migratetype=1
186000 0 100/100 exceptions:page_fault_user address=0x7f000005a000 ip=0x401000 error_code=0x6
187000 0 100/100 kmem:mm_page_alloc pfn=0x105a order=0 gfp_flags=0x140cca migratetype=1
188000 0 100/100 exceptions:page_fault_user address=0x7f000005b000 ip=0x401000 error_code=0x6
189000 0 100/100 kmem:mm_page_alloc pfn=0x105b order=0 gfp_flags=0x140cca migratetype=1
190000 0 100/100 exceptions:page_fault_user address=0x7f000005c000 ip=0x401000 error_code=0x6
191000 0 100/100 kmem:mm_page_alloc pfn=0x105c order=0 gfp_flags=0x140cca migratetype=1
192000 0 100/100 exceptions:page_fault_user address=0x7f000005d000 ip=0x401000 error_code=0x6
193000 0 100/100 kmem:mm_page_alloc pfn=0x105d order=0 gfp_flags=0x140cca migratetype=1
194000 0 100/100 exceptions:page_fault_user address=0x7f000005e000 ip=0x401000 error_code=0x6
195000 0 100/100 kmem:mm_page_alloc pfn=0x105e order=0 gfp_flags=0x140cca migratetype=1
196000 0 100/100 exceptions:page_fault_user address=0x7f000005f000 ip=0x401000 error_code=0x6
197000 0 100/100 kmem:mm_page_alloc pfn=0x105f order=0 gfp_flags=0x140cca migratetype=1
198000 0 100/100 exceptions:page_fault_user address=0x7f0000060000 ip=0x401000 error_code=0x6
199000 0 100/100 kmem:mm_page_alloc pfn=0x1060 order=0 gfp_flags=0x140cca migratetype=1
200000 0 100/100 exceptions:page_fault_user address=0x7f0000061000 ip=0x401000 error_code=0x6
201000 0 100/100 kmem:mm_page_alloc pfn=0x1061 order=0 gfp_flags=0x140cca migratetype=1
202000 0 100/100 exceptions:page_fault_user address=0x7f0000062000 ip=0x401000 error_code=0x6
203000 0 100/100 kmem:mm_page_alloc pfn=0x1062 order=0 gfp_flags=0x140cca migratetype=1
204000 0 100/100 exceptions:page_fault_user address=0x7f0000063000 ip=0x401000 error_code=0x6
205000 0 100/100 kmem:mm_page_alloc pfn=0x1063 order=0 gfp_flags=0x140cca migratetype=1
206000 0 100/100 exceptions:page_fault_user address=0x7f0000064000 ip=0x401000 error_code=0x6
207000 0 100/100 kmem:mm_page_alloc pfn=0x1064 order=0 gfp_flags=0x140cca migratetype=1
208000 0 100/100 exceptions:page_fault_user address=0x7f0000065000 ip=0x401000 error_code=0x6
209000 0 100/100 kmem:mm_page_alloc pfn=0x1065 order=0 gfp_flags=0x140cca migratetype=1
210000 0 100/100 exceptions:page_fault_user address=0x7f0000066000 ip=0x401000 error_code=0x6
211000 0 100/100 kmem:mm_page_alloc pfn=0x1066 order=0 gfp_flags=0x140cca migratetype=1
212000 0 100/100 exceptions:page_fault_user address=0x7f0000067000 ip=0x401000 error_code=0x6
213000 0 100/100 kmem:mm_page_alloc pfn=0x1067 order=0 gfp_flags=0x140cca migratetype=1
214000 0 100/100 exceptions:page_fault_user address=0x7f0000068000 ip=0x401000 error_code=0x6
215000 0 100/100 kmem:mm_page_alloc pfn=0x1068 order=0 gfp_flags=0x140cca migratetype=1
216000 0 100/100 exceptions:page_fault_user address=0x7f0000069000 ip=0x401000 error_code=0x6
217000 0 100/100 kmem:mm_page_alloc pfn=0x1069 order=0 gfp_flags=0x140cca migratetype=1
218000 0 100/100 exceptions:page_fault_user address=0x7f000006a000 ip=0x401000 error_code=0x6
219000 0 100/100 kmem:mm_page_alloc pfn=0x106a order=0 gfp_flags=0x140cca migratetype=1
220000 0 100/100 exceptions:page_fault_user address=0x7f000006b000 ip=0x401000 error_code=0x6
221000 0 100/100 kmem:mm_page_alloc pfn=0x106b order=0 gfp_flags=0x140cca migratetype=1
222000 0 100/100 exceptions:page_fault_user address=0x7f000006c000 ip=0x401000 error_code=0x6
223000 0 100/100 kmem:mm_page_alloc pfn=0x106c order=0 gfp_flags=0x140cca migratetype=1
224000 0 100/100 exceptions:page_fault_user address=0x7f000006d000 ip=0x401000 error_code=0x6
225000 0 100/100 kmem:mm_page_alloc pfn=0x106d order=0 gfp_flags=0x140cca migratetype=1
226000 0 100/100 exceptions:page_fault_user address=0x7f000006e000 ip=0x401000 error_code=0x6
227000 0 100/100 kmem:mm_page_alloc pfn=0x106e order=0 gfp_flags=0x140cca migratetype=1
228000 0 100/100 exceptions:page_fault_user address=0x7f000006f000 ip=0x401000 error_code=0x6
229000 0 100/100 kmem:mm_page_alloc pfn=0x106f order=0 gfp_flags=0x140cca migratetype=1
230000 0 100/100 exceptions:page_fault_user address=0x7f0000070000 ip=0x401000 error_code=0x6
231000 0 100/100 kmem:mm_page_alloc pfn=0x1070 order=0 gfp_flags=0x140cca migratetype=1
232000 0 100/100 exceptions:page_fault_user address=0x7f0000071000 ip=0x401000 error_code=0x6
233000 0 100/100 kmem:mm_page_alloc pfn=0x1071 order=0 gfp_flags=0x140cca migratetype=1
234000 0 100/100 exceptions:page_fault_user address=0x7f0000072000 ip=0x401000 error_code=0x6
235000 0 100/100 kmem:mm_page_alloc pfn=0x1072 order=0 gfp_flags=0x140cca migratetype=1
236000 0 100/100 exceptions:page_fault_user address=0x7f0000073000 ip=0x401000 error_code=0x6
237000 0 100/100 kmem:mm_page_alloc pfn=0x1073 order=0 gfp_flags=0x140cca migratetype=1
238000 0 100/100 exceptions:page_fault_user address=0x7f0000074000 ip=0x401000 error_code=0x6
239000 0 100/100 kmem:mm_page_alloc pfn=0x1074 order=0 gfp_flags=0x140cca migratetype=1
240000 0 100/100 exceptions:page_fault_user address=0x7f0000075000 ip=0x401000 error_code=0x6
241000 0 100/100 kmem:mm_page_alloc pfn=0x1075 order=0 gfp_flags=0x140cca migratetype=1
242000 0 100/100 exceptions:page_fault_user address=0x7f0000076000 ip=0x401000 error_code=0x6
243000 0 100/100 kmem:mm_page_alloc pfn=0x1076 order=0 gfp_flags=0x140cca migratetype=1
244000 0 100/100 exceptions:page_fault_user address=0x7f0000077000 ip=0x401000 error_code=0x6
245000 0 100/100 kmem:mm_page_alloc pfn=0x1077 order=0 gfp_flags=0x140cca migratetype=1
246000 0 100/100 exceptions:page_fault_user address=0x7f0000078000 ip=0x401000 error_code=0x6
247000 0 100/100 kmem:mm_page_alloc pfn=0x1078 order=0 gfp_flags=0x140cca migratetype=1
248000 0 100/100 exceptions:page_fault_user address=0x7f0000079000 ip=0x401000 error_code=0x6
249000 0 100/100 kmem:mm_page_alloc pfn=0x1079 order=0 gfp_flags=0x140cca migratetype=1
250000 0 100/100 exceptions:page_fault_user address=0x7f000007a000 ip=0x401000 error_code=0x6
251000 0 100/100 kmem:mm_page_alloc pfn=0x107a order=0 gfp_flags=0x140cca migratetype=1
252000 0 100/100 exceptions:page_fault_user address=0x7f000007b000 ip=0x401000 error_code=0x6
253000 0 100/100 kmem:mm_page_alloc pfn=0x107b order=0 gfp_flags=0x140cca migratetype=1
254000 0 100/100 exceptions:page_fault_user address=0x7f000007c000 ip=0x401000 error_code=0x6
255000 0 100/100 kmem:mm_page_alloc pfn=0x107c order=0 gfp_flags=0x140cca migratetype=1
256000 0 100/100 exceptions:page_fault_user address=0x7f000007d000 ip=0x401000 error_code=0x6
257000 0 100/100 kmem:mm_page_alloc pfn=0x107d order=0 gfp_flags=0x140cca migratetype=1
258000 0 100/100 exceptions:page_fault_user address=0x7f000007e000 ip=0x401000 error_code=0x6
259000 0 100/100 kmem:mm_page_alloc pfn=0x107e order=0 gfp_flags=0x140cca migratetype=1
260000 0 100/100 exceptions:page_fault_user address=0x7f000007f000 ip=0x401000 error_code=0x6
261000 0 100/100 kmem:mm_page_alloc pfn=0x107f order=0 gfp_flags=0x140cca migratetype=1
262000 0 100/100 exceptions:page_fault_user address=0x7f0000080000 ip=0x401000 error_code=0x6
263000 0 100/100 kmem:mm_page_alloc pfn=0x1080 order=0 gfp_flags=0x140cca migratetype=1
264000 0 100/100 exceptions:page_fault_user address=0x7f0000081000 ip=0x401000 error_code=0x6
265000 0 100/100 kmem:mm_page_alloc pfn=0x1081 order=0 gfp_flags=0x140cca migratetype=1
266000 0 100/100 exceptions:page_fault_user address=0x7f0000082000 ip=0x401000 error_code=0x6
267000 0 100/100 kmem:mm_page_alloc pfn=0x1082 order=0 gfp_flags=0x140cca migratetype=1
268000 0 100/100 exceptions:page_fault_user address=0x7f0000083000 ip=0x401000 error_code=0x6
269000 0 100/100 kmem:mm_page_alloc pfn=0x1083 order=0 gfp_flags=0x140cca migratetype=1
270000 0 100/100 exceptions:page_fault_user address=0x7f0000084000 ip=0x401000 error_code=0x6
271000 0 100/100 kmem:mm_page_alloc pfn=0x1084 order=0 gfp_flags=0x140cca migratetype=1
272000 0 100/100 exceptions:page_fault_user address=0x7f0000085000 ip=0x401000 error_code=0x6
273000 0 100/100 kmem:mm_page_alloc pfn=0x1085 order=0 gfp_flags=0x140cca migratetype=1
274000 0 100/100 exceptions:page_fault_user address=0x7f0000086000 ip=0x401000 error_code=0x6
275000 0 100/100 kmem:mm_page_alloc pfn=0x1086 order=0 gfp_flags=0x140cca migratetype=1
276000 0 100/100 exceptions:page_fault_user address=0x7f0000087000 ip=0x401000 error_code=0x6
277000 0 100/100 kmem:mm_page_alloc pfn=0x1087 order=0 gfp_flags=0x140cca migratetype=1
278000 0 100/100 exceptions:page_fault_user address=0x7f0000088000 ip=0x401000 error_code=0x6
279000 0 100/100 kmem:mm_page_alloc pfn=0x1088 order=0 gfp_flags=0x140cca migratetype=1
280000 0 100/100 exceptions:page_fault_user address=0x7f0000089000 ip=0x401000 error_code=0x6
281000 0 100/100 kmem:mm_page_alloc pfn=0x1089 order=0 gfp_flags=0x140cca migratetype=1
282000 0 100/100 exceptions:page_fault_user address=0x7f000008a000 ip=0x401000 error_code=0x6
283000 0 100/100 kmem:mm_page_alloc pfn=0x108a order=0 gfp_flags=0x140cca migratetype=1
284000 0 100/100 exceptions:page_fault_user address=0x7f000008b000 ip=0x401000 error_code=0x6
285000 0 100/100 kmem:mm_page_alloc pfn=0x108b order=0 gfp_flags=0x140cca migratetype=1
286000 0 100/100 exceptions:page_fault_user address=0x7f000008c000 ip=0x401000 error_code=0x6
287000 0 100/100 kmem:mm_page_alloc pfn=0x108c order=0 gfp_flags=0x140cca migratetype=1
288000 0 100/100 exceptions:page_fault_user address=0x7f000008d000 ip=0x401000 error_code=0x6
289000 0 100/100 kmem:mm_page_alloc pfn=0x108d order=0 gfp_flags=0x140cca migratetype=1
290000 0 100/100 exceptions:page_fault_user address=0x7f000008e000 ip=0x401000 error_code=0x6
291000 0 100/100 kmem:mm_page_alloc pfn=0x108e order=0 gfp_flags=0x140cca migratetype=1
292000 0 100/100 exceptions:page_fault_user address=0x7f000008f000 ip=0x401000 error_code=0x6
293000 0 100/100 kmem:mm_page_alloc pfn=0x108f order=0 gfp_flags=0x140cca migratetype=1
294000 0 100/100 exceptions:page_fault_user address=0x7f0000090000 ip=0x401000 error_code=0x6
295000 0 100/100 kmem:mm_page_alloc pfn=0x1090 order=0 gfp_flags=0x140cca migratetype=1
296000 0 100/100 exceptions:page_fault_user address=0x7f0000091000 ip=0x401000 error_code=0x6
297000 0 100/100 kmem:mm_page_alloc pfn=0x1091 order=0 gfp_flags=0x140cca migratetype=1
298000 0 100/100 exceptions:page_fault_user address=0x7f0000092000 ip=0x401000 error_code=0x6
299000 0 100/100 kmem:mm_page_alloc pfn=0x1092 order=0 gfp_flags=0x140cca migratetype=1
300000 0 100/100 exceptions:page_fault_user address=0x7f0000093000 ip=0x401000 error_code=0x6
301000 0 100/100 kmem:mm_page_alloc pfn=0x1093 order=0 gfp_flags=0x140cca migratetype=1
302000 0 100/100 exceptions:page_fault_user address=0x7f0000094000 ip=0x401000 error_code=0x6
303000 0 100/100 kmem:mm_page_alloc pfn=0x1094 order=0 gfp_flags=0x140cca migratetype=1
304000 0 100/100 exceptions:page_fault_user address=0x7f0000095000 ip=0x401000 error_code=0x6
305000 0 100/100 kmem:mm_page_alloc pfn=0x1095 order=0 gfp_flags=0x140cca migratetype=1
306000 0 100/100 exceptions:page_fault_user address=0x7f0000096000 ip=0x401000 error_code=0x6
307000 0 100/100 kmem:mm_page_alloc pfn=0x1096 order=0 gfp_flags=0x140cca migratetype=1
308000 0 100/100 exceptions:page_fault_user address=0x7f0000097000 ip=0x401000 error_code=0x6
309000 0 100/100 kmem:mm_page_alloc pfn=0x1097 order=0 gfp_flags=0x140cca migratetype=1
310000 0 100/100 exceptions:page_fault_user address=0x7f0000098000 ip=0x401000 error_code=0x6
311000 0 100/100 kmem:mm_page_alloc pfn=0x1098 order=0 gfp_flags=0x140cca migratetype=1
312000 0 100/100 exceptions:page_fault_user address=0x7f0000099000 ip=0x401000 error_code=0x6
313000 0 100/100 kmem:mm_page_alloc pfn=0x1099 order=0 gfp_flags=0x140cca migratetype=1
314000 0 100/100 exceptions:page_fault_user address=0x7f000009a000 ip=0x401000 error_code=0x6
315000 0 100/100 kmem:mm_page_alloc pfn=0x109a order=0 gfp_flags=0x140cca migratetype=1
316000 0 100/100 exceptions:page_fault_user address=0x7f000009b000 ip=0x401000 error_code=0x6
317000 0 100/100 kmem:mm_page_alloc pfn=0x109b order=0 gfp_flags=0x140cca migratetype=1
318000 0 100/100 exceptions:page_fault_user address=0x7f000009c000 ip=0x401000 error_code=0x6
319000 0 100/100 kmem:mm_page_alloc pfn=0x109c order=0 gfp_flags=0x140cca migratetype=1
320000 0 100/100 exceptions:page_fault_user address=0x7f000009d000 ip=0x401000 error_code=0x6
321000 0 100/100 kmem:mm_page_alloc pfn=0x109d order=0 gfp_flags=0x140cca migratetype=1
322000 0 100/100 exceptions:page_fault_user address=0x7f000009e000 ip=0x401000 error_code=0x6
323000 0 100/100 kmem:mm_page_alloc pfn=0x109e order=0 gfp_flags=0x140cca migratetype=1
324000 0 100/100 exceptions:page_fault_user address=0x7f000009f000 ip=0x401000 error_code=0x6
325000 0 100/100 kmem:mm_page_alloc pfn=0x109f order=0 gfp_flags=0x140cca migratetype=1
326000 0 100/100 exceptions:page_fault_user address=0x7f00000a0000 ip=0x401000 error_code=0x6
327000 0 100/100 kmem:mm_page_alloc pfn=0x10a0 order=0 gfp_flags=0x140cca migratetype=1
328000 0 100/100 exceptions:page_fault_user address=0x7f00000a1000 ip=0x401000 error_code=0x6
329000 0 100/100 kmem:mm_page_alloc pfn=0x10a1 order=0 gfp_flags=0x140cca migratetype=1
330000 0 100/100 exceptions:page_fault_user address=0x7f00000a2000 ip=0x401000 error_code=0x6
331000 0 100/100 kmem:mm_page_alloc pfn=0x10a2 order=0 gfp_flags=0x140cca migratetype=1
332000 0 100/100 exceptions:page_fault_user address=0x7f00000a3000 ip=0x401000 error_code=0x6
333000 0 100/100 kmem:mm_page_alloc pfn=0x10a3 order=0 gfp_flags=0x140cca migratetype=1
334000 0 100/100 exceptions:page_fault_user address=0x7f00000a4000 ip=0x401000 error_code=0x6
335000 0 100/100 kmem:mm_page_alloc pfn=0x10a4 order=0 gfp_flags=0x140cca migratetype=1
336000 0 100/100 exceptions:page_fault_user address=0x7f00000a5000 ip=0x401000 error_code=0x6
337000 0 100/100 kmem:mm_page_alloc pfn=0x10a5 order=0 gfp_flags=0x140cca migratetype=1
338000 0 100/100 exceptions:page_fault_user address=0x7f00000a6000 ip=0x401000 error_code=0x6
339000 0 100/100 kmem:mm_page_alloc pfn=0x10a6 order=0 gfp_flags=0x140cca migratetype=1
340000 0 100/100 exceptions:page_fault_user address=0x7f00000a7000 ip=0x401000 error_code=0x6
341000 0 100/100 kmem:mm_page_alloc pfn=0x10a7 order=0 gfp_flags=0x140cca migratetype=1
342000 0 100/100 exceptions:page_fault_user address=0x7f00000a8000 ip=0x401000 error_code=0x6
343000 0 100/100 kmem:mm_page_alloc pfn=0x10a8 order=0 gfp_flags=0x140cca migratetype=1
344000 0 100/100 exceptions:page_fault_user address=0x7f00000a9000 ip=0x401000 error_code=0x6
345000 0 100/100 kmem:mm_page_alloc pfn=0x10a9 order=0 gfp_flags=0x140cca migratetype=1
346000 0 100/100 exceptions:page_fault_user address=0x7f00000aa000 ip=0x401000 error_code=0x6
347000 0 100/100 kmem:mm_page_alloc pfn=0x10aa order=0 gfp_flags=0x140cca migratetype=1
348000 0 100/100 exceptions:page_fault_user address=0x7f00000ab000 ip=0x401000 error_code=0x6
349000 0 100/100 kmem:mm_page_alloc pfn=0x10ab order=0 gfp_flags=0x140cca migratetype=1
350000 0 100/100 exceptions:page_fault_user address=0x7f00000ac000 ip=0x401000 error_code=0x6
351000 0 100/100 kmem:mm_page_alloc pfn=0x10ac order=0 gfp_flags=0x140cca migratetype=1
352000 0 100/100 exceptions:page_fault_user address=0x7f00000ad000 ip=0x401000 error_code=0x6
353000 0 100/100 kmem:mm_page_alloc pfn=0x10ad order=0 gfp_flags=0x140cca migratetype=1
354000 0 100/100 exceptions:page_fault_user address=0x7f00000ae000 ip=0x401000 error_code=0x6
355000 0 100/100 kmem:mm_page_alloc pfn=0x10ae order=0 gfp_flags=0x140cca migratetype=1
356000 0 100/100 exceptions:page_fault_user address=0x7f00000af000 ip=0x401000 error_code=0x6
357000 0 100/100 kmem:mm_page_alloc pfn=0x10af order=0 gfp_flags=0x140cca migratetype=1
358000 0 100/100 exceptions:page_fault_user address=0x7f00000b0000 ip=0x401000 error_code=0x6
359000 0 100/100 kmem:mm_page_alloc pfn=0x10b0 order=0 gfp_flags=0x140cca migratetype=1
360000 0 100/100 exceptions:page_fault_user address=0x7f00000b1000 ip=0x401000 error_code=0x6
361000 0 100/100 kmem:mm_page_alloc pfn=0x10b1 order=0 gfp_flags=0x140cca migratetype=1
362000 0 100/100 exceptions:page_fault_user address=0x7f00000b2000 ip=0x401000 error_code=0x6
363000 0 100/100 kmem:mm_page_alloc pfn=0x10b2 order=0 gfp_flags=0x140cca migratetype=1
364000 0 100/100 exceptions:page_fault_user address=0x7f00000b3000 ip=0x401000 error_code=0x6
365000 0 100/100 kmem:mm_page_alloc pfn=0x10b3 order=0 gfp_flags=0x140cca migratetype=1
366000 0 100/100 exceptions:page_fault_user address=0x7f00000b4000 ip=0x401000 error_code=0x6
367000 0 100/100 kmem:mm_page_alloc pfn=0x10b4 order=0 gfp_flags=0x140cca migratetype=1
368000 0 100/100 exceptions:page_fault_user address=0x7f00000b5000 ip=0x401000 error_code=0x6
369000 0 100/100 kmem:mm_page_alloc pfn=0x10b5 order=0 gfp_flags=0x140cca migratetype=1
370000 0 100/100 exceptions:page_fault_user address=0x7f00000b6000 ip=0x401000 error_code=0x6
371000 0 100/100 kmem:mm_page_alloc pfn=0x10b6 order=0 gfp_flags=0x140cca migratetype=1
372000 0 100/100 exceptions:page_fault_user address=0x7f00000b7000 ip=0x401000 error_code=0x6
373000 0 100/100 kmem:mm_page_alloc pfn=0x10b7 order=0 gfp_flags=0x140cca migratetype=1
374000 0 100/100 exceptions:page_fault_user address=0x7f00000b8000 ip=0x401000 error_code=0x6
375000 0 100/100 kmem:mm_page_alloc pfn=0x10b8 order=0 gfp_flags=0x140cca migratetype=1
376000 0 100/100 exceptions:page_fault_user address=0x7f00000b9000 ip=0x401000 error_code=0x6
377000 0 100/100 kmem:mm_page_alloc pfn=0x10b9 order=0 gfp_flags=0x140cca migratetype=1
378000 0 100/100 exceptions:page_fault_user address=0x7f00000ba000 ip=0x401000 error_code=0x6
379000 0 100/100 kmem:mm_page_alloc pfn=0x10ba order=0 gfp_flags=0x140cca migratetype=1
380000 0 100/100 exceptions:page_fault_user address=0x7f00000bb000 ip=0x401000 error_code=0x6
381000 0 100/100 kmem:mm_page_alloc pfn=0x10bb order=0 gfp_flags=0x140cca migratetype=1
382000 0 100/100 exceptions:page_fault_user address=0x7f00000bc000 ip=0x401000 error_code=0x6
383000 0 100/100 kmem:mm_page_alloc pfn=0x10bc order=0 gfp_flags=0x140cca migratetype=1
384000 0 100/100 exceptions:page_fault_user address=0x7f00000bd000 ip=0x401000 error_code=0x6
385000 0 100/100 kmem:mm_page_alloc pfn=0x10bd order=0 gfp_flags=0x140cca migratetype=1
386000 0 100/100 exceptions:page_fault_user address=0x7f00000be000 ip=0x401000 error_code=0x6
387000 0 100/100 kmem:mm_page_alloc pfn=0x10be order=0 gfp_flags=0x140cca migratetype=1
388000 0 100/100 exceptions:page_fault_user address=0x7f00000bf000 ip=0x401000 error_code=0x6
389000 0 100/100 kmem:mm_page_alloc pfn=0x10bf order=0 gfp_flags=0x140cca migratetype=1
390000 0 100/100 exceptions:page_fault_user address=0x7f00000c0000 ip=0x401000 error_code=0x6
391000 0 100/100 kmem:mm_page_alloc pfn=0x10c0 order=0 gfp_flags=0x140cca migratetype=1
392000 0 100/100 exceptions:page_fault_user address=0x7f00000c1000 ip=0x401000 error_code=0x6
393000 0 100/100 kmem:mm_page_alloc pfn=0x10c1 order=0 gfp_flags=0x140cca migratetype=1
394000 0 100/100 exceptions:page_fault_user address=0x7f00000c2000 ip=0x401000 error_code=0x6
395000 0 100/100 kmem:mm_page_alloc pfn=0x10c2 order=0 gfp_flags=0x140cca migratetype=1
396000 0 100/100 exceptions:page_fault_user address=0x7f00000c3000 ip=0x401000 error_code=0x6
397000 0 100/100 kmem:mm_page_alloc pfn=0x10c3 order=0 gfp_flags=0x140cca migratetype=1
398000 0 100/100 exceptions:page_fault_user address=0x7f00000c4000 ip=0x401000 error_code=0x6
399000 0 100/100 kmem:mm_page_alloc pfn=0x10c4 order=0 gfp_flags=0x140cca migratetype=1
400000 0 100/100 exceptions:page_fault_user address=0x7f00000c5000 ip=0x401000 error_code=0x6
401000 0 100/100 kmem:mm_page_alloc pfn=0x10c5 order=0 gfp_flags=0x140cca migratetype=1
402000 0 100/100 exceptions:page_fault_user address=0x7f00000c6000 ip=0x401000 error_code=0x6
403000 0 100/100 kmem:mm_page_alloc pfn=0x10c6 order=0 gfp_flags=0x140cca migratetype=1
404000 0 100/100 exceptions:page_fault_user address=0x7f00000c7000 ip=0x401000 error_code=0x6
405000 0 100/100 kmem:mm_page_alloc pfn=0x10c7 order=0 gfp_flags=0x140cca migratetype=1
406000 0 100/100 exceptions:page_fault_user address=0x7f00000c8000 ip=0x401000 error_code=0x6
407000 0 100/100 kmem:mm_page_alloc pfn=0x10c8 order=0 gfp_flags=0x140cca migratetype=1
408000 0 100/100 exceptions:page_fault_user address=0x7f00000c9000 ip=0x401000 error_code=0x6
409000 0 100/100 kmem:mm_page_alloc pfn=0x10c9 order=0 gfp_flags=0x140cca migratetype=1
410000 0 100/100 exceptions:page_fault_user address=0x7f00000ca000 ip=0x401000 error_code=0x6
411000 0 100/100 kmem:mm_page_alloc pfn=0x10ca order=0 gfp_flags=0x140cca migratetype=1
412000 0 100/100 exceptions:page_fault_user address=0x7f00000cb000 ip=0x401000 error_code=0x6
413000 0 100/100 kmem:mm_page_alloc pfn=0x10cb order=0 gfp_flags=0x140cca migratetype=1
414000 0 100/100 exceptions:page_fault_user address=0x7f00000cc000 ip=0x401000 error_code=0x6
415000 0 100/100 kmem:mm_page_alloc pfn=0x10cc order=0 gfp_flags=0x140cca migratetype=1
416000 0 100/100 exceptions:page_fault_user address=0x7f00000cd000 ip=0x401000 error_code=0x6
417000 0 100/100 kmem:mm_page_alloc pfn=0x10cd order=0 gfp_flags=0x140cca migratetype=1
418000 0 100/100 exceptions:page_fault_user address=0x7f00000ce000 ip=0x401000 error_code=0x6
419000 0 100/100 kmem:mm_page_alloc pfn=0x10ce order=0 gfp_flags=0x140cca migratetype=1
420000 0 100/100 exceptions:page_fault_user address=0x7f00000cf000 ip=0x401000 error_code=0x6
421000 0 100/100 kmem:mm_page_alloc pfn=0x10cf order=0 gfp_flags=0x140cca migratetype=1
422000 0 100/100 exceptions:page_fault_user address=0x7f00000d0000 ip=0x401000 error_code=0x6
423000 0 100/100 kmem:mm_page_alloc pfn=0x10d0 order=0 gfp_flags=0x140cca migratetype=1
424000 0 100/100 exceptions:page_fault_user address=0x7f00000d1000 ip=0x401000 error_code=0x6
425000 0 100/100 kmem:mm_page_alloc pfn=0x10d1 order=0 gfp_flags=0x140cca migratetype=1
426000 0 100/100 exceptions:page_fault_user address=0x7f00000d2000 ip=0x401000 error_code=0x6
427000 0 100/100 kmem:mm_page_alloc pfn=0x10d2 order=0 gfp_flags=0x140cca migratetype=1
428000 0 100/100 exceptions:page_fault_user address=0x7f00000d3000 ip=0x401000 error_code=0x6
429000 0 100/100 kmem:mm_page_alloc pfn=0x10d3 order=0 gfp_flags=0x140cca migratetype=1
430000 0 100/100 exceptions:page_fault_user address=0x7f00000d4000 ip=0x401000 error_code=0x6
431000 0 100/100 kmem:mm_page_alloc pfn=0x10d4 order=0 gfp_flags=0x140cca migratetype=1
432000 0 100/100 exceptions:page_fault_user address=0x7f00000d5000 ip=0x401000 error_code=0x6
433000 0 100/100 kmem:mm_page_alloc pfn=0x10d5 order=0 gfp_flags=0x140cca migratetype=1
434000 0 100/100 exceptions:page_fault_user address=0x7f00000d6000 ip=0x401000 error_code=0x6
435000 0 100/100 kmem:mm_page_alloc pfn=0x10d6 order=0 gfp_flags=0x140cca migratetype=1
436000 0 100/100 exceptions:page_fault_user address=0x7f00000d7000 ip=0x401000 error_code=0x6
437000 0 100/100 kmem:mm_page_alloc pfn=0x10d7 order=0 gfp_flags=0x140cca migratetype=1
438000 0 100/100 exceptions:page_fault_user address=0x7f00000d8000 ip=0x401000 error_code=0x6
439000 0 100/100 kmem:mm_page_alloc pfn=0x10d8 order=0 gfp_flags=0x140cca migratetype=1
440000 0 100/100 exceptions:page_fault_user address=0x7f00000d9000 ip=0x401000 error_code=0x6
441000 0 100/100 kmem:mm_page_alloc pfn=0x10d9 order=0 gfp_flags=0x140cca migratetype=1
442000 0 100/100 exceptions:page_fault_user address=0x7f00000da000 ip=0x401000 error_code=0x6
443000 0 100/100 kmem:mm_page_alloc pfn=0x10da order=0 gfp_flags=0x140cca migratetype=1
444000 0 100/100 exceptions:page_fault_user address=0x7f00000db000 ip=0x401000 error_code=0x6
445000 0 100/100 kmem:mm_page_alloc pfn=0x10db order=0 gfp_flags=0x140cca migratetype=1
446000 0 100/100 exceptions:page_fault_user address=0x7f00000dc000 ip=0x401000 error_code=0x6
447000 0 100/100 kmem:mm_page_alloc pfn=0x10dc order=0 gfp_flags=0x140cca migratetype=1
448000 0 100/100 exceptions:page_fault_user address=0x7f00000dd000 ip=0x401000 error_code=0x6
449000 0 100/100 kmem:mm_page_alloc pfn=0x10dd order=0 gfp_flags=0x140cca migratetype=1
450000 0 100/100 exceptions:page_fault_user address=0x7f00000de000 ip=0x401000 error_code=0x6
451000 0 100/100 kmem:mm_page_alloc pfn=0x10de order=0 gfp_flags=0x140cca migratetype=1
452000 0 100/100 exceptions:page_fault_user address=0x7f00000df000 ip=0x401000 error_code=0x6
453000 0 100/100 kmem:mm_page_alloc pfn=0x10df order=0 gfp_flags=0x140cca migratetype=1
454000 0 100/100 exceptions:page_fault_user address=0x7f00000e0000 ip=0x401000 error_code=0x6
455000 0 100/100 kmem:mm_page_alloc pfn=0x10e0 order=0 gfp_flags=0x140cca migratetype=1
456000 0 100/100 exceptions:page_fault_user address=0x7f00000e1000 ip=0x401000 error_code=0x6
457000 0 100/100 kmem:mm_page_alloc pfn=0x10e1 order=0 gfp_flags=0x140cca migratetype=1
458000 0 100/100 exceptions:page_fault_user address=0x7f00000e2000 ip=0x401000 error_code=0x6
459000 0 100/100 kmem:mm_page_alloc pfn=0x10e2 order=0 gfp_flags=0x140cca migratetype=1
460000 0 100/100 exceptions:page_fault_user address=0x7f00000e3000 ip=0x401000 error_code=0x6
461000 0 100/100 kmem:mm_page_alloc pfn=0x10e3 order=0 gfp_flags=0x140cca migratetype=1
462000 0 100/100 exceptions:page_fault_user address=0x7f00000e4000 ip=0x401000 error_code=0x6
463000 0 100/100 kmem:mm_page_alloc pfn=0x10e4 order=0 gfp_flags=0x140cca migratetype=1
464000 0 100/100 exceptions:page_fault_user address=0x7f00000e5000 ip=0x401000 error_code=0x6
465000 0 100/100 kmem:mm_page_alloc pfn=0x10e5 order=0 gfp_flags=0x140cca migratetype=1
466000 0 100/100 exceptions:page_fault_user address=0x7f00000e6000 ip=0x401000 error_code=0x6
467000 0 100/100 kmem:mm_page_alloc pfn=0x10e6 order=0 gfp_flags=0x140cca migratetype=1
468000 0 100/100 exceptions:page_fault_user address=0x7f00000e7000 ip=0x401000 error_code=0x6
469000 0 100/100 kmem:mm_page_alloc pfn=0x10e7 order=0 gfp_flags=0x140cca migratetype=1
470000 0 100/100 exceptions:page_fault_user address=0x7f00000e8000 ip=0x401000 error_code=0x6
471000 0 100/100 kmem:mm_page_alloc pfn=0x10e8 order=0 gfp_flags=0x140cca migratetype=1
472000 0 100/100 exceptions:page_fault_user address=0x7f00000e9000 ip=0x401000 error_code=0x6
473000 0 100/100 kmem:mm_page_alloc pfn=0x10e9 order=0 gfp_flags=0x140cca migratetype=1
474000 0 100/100 exceptions:page_fault_user address=0x7f00000ea000 ip=0x401000 error_code=0x6
475000 0 100/100 kmem:mm_page_alloc pfn=0x10ea order=0 gfp_flags=0x140cca migratetype=1
476000 0 100/100 exceptions:page_fault_user address=0x7f00000eb000 ip=0x401000 error_code=0x6
477000 0 100/100 kmem:mm_page_alloc pfn=0x10eb order=0 gfp_flags=0x140cca migratetype=1
478000 0 100/100 exceptions:page_fault_user address=0x7f00000ec000 ip=0x401000 error_code=0x6
479000 0 100/100 kmem:mm_page_alloc pfn=0x10ec order=0 gfp_flags=0x140cca migratetype=1
480000 0 100/100 exceptions:page_fault_user address=0x7f00000ed000 ip=0x401000 error_code=0x6
481000 0 100/100 kmem:mm_page_alloc pfn=0x10ed order=0 gfp_flags=0x140cca migratetype=1
482000 0 100/100 exceptions:page_fault_user address=0x7f00000ee000 ip=0x401000 error_code=0x6
483000 0 100/100 kmem:mm_page_alloc pfn=0x10ee order=0 gfp_flags=0x140cca migratetype=1
484000 0 100/100 exceptions:page_fault_user address=0x7f00000ef000 ip=0x401000 error_code=0x6
485000 0 100/100 kmem:mm_page_alloc pfn=0x10ef order=0 gfp_flags=0x140cca migratetype=1
486000 0 100/100 exceptions:page_fault_user address=0x7f00000f0000 ip=0x401000 error_code=0x6
487000 0 100/100 kmem:mm_page_alloc pfn=0x10f0 order=0 gfp_flags=0x140cca migratetype=1
488000 0 100/100 exceptions:page_fault_user address=0x7f00000f1000 ip=0x401000 error_code=0x6
489000 0 100/100 kmem:mm_page_alloc pfn=0x10f1 order=0 gfp_flags=0x140cca migratetype=1
490000 0 100/100 exceptions:page_fault_user address=0x7f00000f2000 ip=0x401000 error_code=0x6
491000 0 100/100 kmem:mm_page_alloc pfn=0x10f2 order=0 gfp_flags=0x140cca migratetype=1
492000 0 100/100 exceptions:page_fault_user address=0x7f00000f3000 ip=0x401000 error_code=0x6
493000 0 100/100 kmem:mm_page_alloc pfn=0x10f3 order=0 gfp_flags=0x140cca migratetype=1
494000 0 100/100 exceptions:page_fault_user address=0x7f00000f4000 ip=0x401000 error_code=0x6
495000 0 100/100 kmem:mm_page_alloc pfn=0x10f4 order=0 gfp_flags=0x140cca migratetype=1
496000 0 100/100 exceptions:page_fault_user address=0x7f00000f5000 ip=0x401000 error_code=0x6
497000 0 100/100 kmem:mm_page_alloc pfn=0x10f5 order=0 gfp_flags=0x140cca migratetype=1
498000 0 100/100 exceptions:page_fault_user address=0x7f00000f6000 ip=0x401000 error_code=0x6
499000 0 100/100 kmem:mm_page_alloc pfn=0x10f6 order=0 gfp_flags=0x140cca migratetype=1
500000 0 100/100 exceptions:page_fault_user address=0x7f00000f7000 ip=0x401000 error_code=0x6
501000 0 100/100 kmem:mm_page_alloc pfn=0x10f7 order=0 gfp_flags=0x140cca migratetype=1
502000 0 100/100 exceptions:page_fault_user address=0x7f00000f8000 ip=0x401000 error_code=0x6
503000 0 100/100 kmem:mm_page_alloc pfn=0x10f8 order=0 gfp_flags=0x140cca migratetype=1
504000 0 100/100 exceptions:page_fault_user address=0x7f00000f9000 ip=0x401000 error_code=0x6
505000 0 100/100 kmem:mm_page_alloc pfn=0x10f9 order=0 gfp_flags=0x140cca migratetype=1
506000 0 100/100 exceptions:page_fault_user address=0x7f00000fa000 ip=0x401000 error_code=0x6
507000 0 100/100 kmem:mm_page_alloc pfn=0x10fa order=0 gfp_flags=0x140cca migratetype=1
508000 0 100/100 exceptions:page_fault_user address=0x7f00000fb000 ip=0x401000 error_code=0x6
509000 0 100/100 kmem:mm_page_alloc pfn=0x10fb order=0 gfp_flags=0x140cca migratetype=1
510000 0 100/100 exceptions:page_fault_user address=0x7f00000fc000 ip=0x401000 error_code=0x6
511000 0 100/100 kmem:mm_page_alloc pfn=0x10fc order=0 gfp_flags=0x140cca migratetype=1
512000 0 100/100 exceptions:page_fault_user address=0x7f00000fd000 ip=0x401000 error_code=0x6
513000 0 100/100 kmem:mm_page_alloc pfn=0x10fd order=0 gfp_flags=0x140cca migratetype=1
514000 0 100/100 exceptions:page_fault_user address=0x7f00000fe000 ip=0x401000 error_code=0x6
515000 0 100/100 kmem:mm_page_alloc pfn=0x10fe order=0 gfp_flags=0x140cca migratetype=1
516000 0 100/100 exceptions:page_fault_user address=0x7f00000ff000 ip=0x401000 error_code=0x6
517000 0 100/100 kmem:mm_page_alloc pfn=0x10ff order=0 gfp_flags=0x140cca migratetype=1
518000 0 100/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
519000 0 100/100 kmem:mm_page_alloc pfn=0x1100 order=0 gfp_flags=0x140cca migratetype=1
520000 0 100/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
521000 0 100/100 kmem:mm_page_alloc pfn=0x1101 order=0 gfp_flags=0x140cca migratetype=1
522000 0 100/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
523000 0 100/100 kmem:mm_page_alloc pfn=0x1102 order=0 gfp_flags=0x140cca migratetype=1
524000 0 100/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
525000 0 100/100 kmem:mm_page_alloc pfn=0x1103 order=0 gfp_flags=0x140cca migratetype=1
526000 0 100/100 exceptions:page_fault_user address=0x7f0000104000 ip=0x401000 error_code=0x6
527000 0 100/100 kmem:mm_page_alloc pfn=0x1104 order=0 gfp_flags=0x140cca migratetype=1
528000 0 100/100 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=0x6
529000 0 100/100 kmem:mm_page_alloc pfn=0x1105 order=0 gfp_flags=0x140cca migratetype=1
530000 0 100/100 exceptions:page_fault_user address=0x7f0000106000 ip=0x401000 error_code=0x6
531000 0 100/100 kmem:mm_page_alloc pfn=0x1106 order=0 gfp_flags=0x140cca migratetype=1
532000 0 100/100 exceptions:page_fault_user address=0x7f0000107000 ip=0x401000 error_code=0x6
533000 0 100/100 kmem:mm_page_alloc pfn=0x1107 order=0 gfp_flags=0x140cca migratetype=1
534000 0 100/100 exceptions:page_fault_user address=0x7f0000108000 ip=0x401000 error_code=0x6
535000 0 100/100 kmem:mm_page_alloc pfn=0x1108 order=0 gfp_flags=0x140cca migratetype=1
536000 0 100/100 exceptions:page_fault_user address=0x7f0000109000 ip=0x401000 error_code=0x6
537000 0 100/100 kmem:mm_page_alloc pfn=0x1109 order=0 gfp_flags=0x140cca migratetype=1
538000 0 100/100 exceptions:page_fault_user address=0x7f000010a000 ip=0x401000 error_code=0x6
539000 0 100/100 kmem:mm_page_alloc pfn=0x110a order=0 gfp_flags=0x140cca migratetype=1
540000 0 100/100 exceptions:page_fault_user address=0x7f000010b000 ip=0x401000 error_code=0x6
541000 0 100/100 kmem:mm_page_alloc pfn=0x110b order=0 gfp_flags=0x140cca migratetype=1
542000 0 100/100 exceptions:page_fault_user address=0x7f000010c000 ip=0x401000 error_code=0x6
543000 0 100/100 kmem:mm_page_alloc pfn=0x110c order=0 gfp_flags=0x140cca migratetype=1
544000 0 100/100 exceptions:page_fault_user address=0x7f000010d000 ip=0x401000 error_code=0x6
545000 0 100/100 kmem:mm_page_alloc pfn=0x110d order=0 gfp_flags=0x140cca migratetype=1
546000 0 100/100 exceptions:page_fault_user address=0x7f000010e000 ip=0x401000 error_code=0x6
547000 0 100/100 kmem:mm_page_alloc pfn=0x110e order=0 gfp_flags=0x140cca migratetype=1
548000 0 100/100 exceptions:page_fault_user address=0x7f000010f000 ip=0x401000 error_code=0x6
549000 0 100/100 kmem:mm_page_alloc pfn=0x110f order=0 gfp_flags=0x140cca migratetype=1
550000 0 100/100 exceptions:page_fault_user address=0x7f0000110000 ip=0x401000 error_code=0x6
551000 0 100/100 kmem:mm_page_alloc pfn=0x1110 order=0 gfp_flags=0x140cca migratetype=1
552000 0 100/100 exceptions:page_fault_user address=0x7f0000111000 ip=0x401000 error_code=0x6
553000 0 100/100 kmem:mm_page_alloc pfn=0x1111 order=0 gfp_flags=0x140cca migratetype=1
554000 0 100/100 exceptions:page_fault_user address=0x7f0000112000 ip=0x401000 error_code=0x6
555000 0 100/100 kmem:mm_page_alloc pfn=0x1112 order=0 gfp_flags=0x140cca migratetype=1
556000 0 100/100 exceptions:page_fault_user address=0x7f0000113000 ip=0x401000 error_code=0x6
557000 0 100/100 kmem:mm_page_alloc pfn=0x1113 order=0 gfp_flags=0x140cca migratetype=1
558000 0 100/100 exceptions:page_fault_user address=0x7f0000114000 ip=0x401000 error_code=0x6
559000 0 100/100 kmem:mm_page_alloc pfn=0x1114 order=0 gfp_flags=0x140cca migratetype=1
560000 0 100/100 exceptions:page_fault_user address=0x7f0000115000 ip=0x401000 error_code=0x6
561000 0 100/100 kmem:mm_page_alloc pfn=0x1115 order=0 gfp_flags=0x140cca migratetype=1
562000 0 100/100 exceptions:page_fault_user address=0x7f0000116000 ip=0x401000 error_code=0x6
563000 0 100/100 kmem:mm_page_alloc pfn=0x1116 order=0 gfp_flags=0x140cca migratetype=1
564000 0 100/100 exceptions:page_fault_user address=0x7f0000117000 ip=0x401000 error_code=0x6
565000 0 100/100 kmem:mm_page_alloc pfn=0x1117 order=0 gfp_flags=0x140cca migratetype=1
566000 0 100/100 exceptions:page_fault_user address=0x7f0000118000 ip=0x401000 error_code=0x6
567000 0 100/100 kmem:mm_page_alloc pfn=0x1118 order=0 gfp_flags=0x140cca migratetype=1
568000 0 100/100 exceptions:page_fault_user address=0x7f0000119000 ip=0x401000 error_code=0x6
569000 0 100/100 kmem:mm_page_alloc pfn=0x1119 order=0 gfp_flags=0x140cca migratetype=1
570000 0 100/100 exceptions:page_fault_user address=0x7f000011a000 ip=0x401000 error_code=0x6
571000 0 100/100 kmem:mm_page_alloc pfn=0x111a order=0 gfp_flags=0x140cca migratetype=1
572000 0 100/100 exceptions:page_fault_user address=0x7f000011b000 ip=0x401000 error_code=0x6
573000 0 100/100 kmem:mm_page_alloc pfn=0x111b order=0 gfp_flags=0x140cca migratetype=1
574000 0 100/100 exceptions:page_fault_user address=0x7f000011c000 ip=0x401000 error_code=0x6
575000 0 100/100 kmem:mm_page_alloc pfn=0x111c order=0 gfp_flags=0x140cca migratetype=1
576000 0 100/100 exceptions:page_fault_user address=0x7f000011d000 ip=0x401000 error_code=0x6
577000 0 100/100 kmem:mm_page_alloc pfn=0x111d order=0 gfp_flags=0x140cca migratetype=1
578000 0 100/100 exceptions:page_fault_user address=0x7f000011e000 ip=0x401000 error_code=0x6
579000 0 100/100 kmem:mm_page_alloc pfn=0x111e order=0 gfp_flags=0x140cca migratetype=1
580000 0 100/100 exceptions:page_fault_user address=0x7f000011f000 ip=0x401000 error_code=0x6
581000 0 100/100 kmem:mm_page_alloc pfn=0x111f order=0 gfp_flags=0x140cca migratetype=1
582000 0 100/100 exceptions:page_fault_user address=0x7f0000120000 ip=0x401000 error_code=0x6
583000 0 100/100 kmem:mm_page_alloc pfn=0x1120 order=0 gfp_flags=0x140cca migratetype=1
584000 0 100/100 exceptions:page_fault_user address=0x7f0000121000 ip=0x401000 error_code=0x6
585000 0 100/100 kmem:mm_page_alloc pfn=0x1121 order=0 gfp_flags=0x140cca migratetype=1
586000 0 100/100 exceptions:page_fault_user address=0x7f0000122000 ip=0x401000 error_code=0x6
587000 0 100/100 kmem:mm_page_alloc pfn=0x1122 order=0 gfp_flags=0x140cca migratetype=1
588000 0 100/100 exceptions:page_fault_user address=0x7f0000123000 ip=0x401000 error_code=0x6
589000 0 100/100 kmem:mm_page_alloc pfn=0x1123 order=0 gfp_flags=0x140cca migratetype=1
590000 0 100/100 exceptions:page_fault_user address=0x7f0000124000 ip=0x401000 error_code=0x6
591000 0 100/100 kmem:mm_page_alloc pfn=0x1124 order=0 gfp_flags=0x140cca migratetype=1
592000 0 100/100 exceptions:page_fault_user address=0x7f0000125000 ip=0x401000 error_code=0x6
593000 0 100/100 kmem:mm_page_alloc pfn=0x1125 order=0 gfp_flags=0x140cca migratetype=1
594000 0 100/100 exceptions:page_fault_user address=0x7f0000126000 ip=0x401000 error_code=0x6
595000 0 100/100 kmem:mm_page_alloc pfn=0x1126 order=0 gfp_flags=0x140cca migratetype=1
596000 0 100/100 exceptions:page_fault_user address=0x7f0000127000 ip=0x401000 error_code=0x6
597000 0 100/100 kmem:mm_page_alloc pfn=0x1127 order=0 gfp_flags=0x140cca migratetype=1
598000 0 100/100 exceptions:page_fault_user address=0x7f0000128000 ip=0x401000 error_code=0x6
599000 0 100/100 kmem:mm_page_alloc pfn=0x1128 order=0 gfp_flags=0x140cca migratetype=1
600000 0 100/100 exceptions:page_fault_user address=0x7f0000129000 ip=0x401000 error_code=0x6
601000 0 100/100 kmem:mm_page_alloc pfn=0x1129 order=0 gfp_flags=0x140cca migratetype=1
602000 0 100/100 exceptions:page_fault_user address=0x7f000012a000 ip=0x401000 error_code=0x6
603000 0 100/100 kmem:mm_page_alloc pfn=0x112a order=0 gfp_flags=0x140cca migratetype=1
604000 0 100/100 exceptions:page_fault_user address=0x7f000012b000 ip=0x401000 error_code=0x6
605000 0 100/100 kmem:mm_page_alloc pfn=0x112b order=0 gfp_flags=0x140cca migratetype=1
606000 0 100/100 exceptions:page_fault_user address=0x7f000012c000 ip=0x401000 error_code=0x6
607000 0 100/100 kmem:mm_page_alloc pfn=0x112c order=0 gfp_flags=0x140cca migratetype=1
608000 0 100/100 exceptions:page_fault_user address=0x7f000012d000 ip=0x401000 error_code=0x6
609000 0 100/100 kmem:mm_page_alloc pfn=0x112d order=0 gfp_flags=0x140cca migratetype=1
610000 0 100/100 exceptions:page_fault_user address=0x7f000012e000 ip=0x401000 error_code=0x6
611000 0 100/100 kmem:mm_page_alloc pfn=0x112e order=0 gfp_flags=0x140cca migratetype=1
612000 0 100/100 exceptions:page_fault_user address=0x7f000012f000 ip=0x401000 error_code=0x6
613000 0 100/100 kmem:mm_page_alloc pfn=0x112f order=0 gfp_flags=0x140cca migratetype=1
614000 0 100/100 exceptions:page_fault_user address=0x7f0000130000 ip=0x401000 error_code=0x6
615000 0 100/100 kmem:mm_page_alloc pfn=0x1130 order=0 gfp_flags=0x140cca migratetype=1
616000 0 100/100 exceptions:page_fault_user address=0x7f0000131000 ip=0x401000 error_code=0x6
617000 0 100/100 kmem:mm_page_alloc pfn=0x1131 order=0 gfp_flags=0x140cca migratetype=1
618000 0 100/100 exceptions:page_fault_user address=0x7f0000132000 ip=0x401000 error_code=0x6
619000 0 100/100 kmem:mm_page_alloc pfn=0x1132 order=0 gfp_flags=0x140cca migratetype=1
620000 0 100/100 exceptions:page_fault_user address=0x7f0000133000 ip=0x401000 error_code=0x6
621000 0 100/100 kmem:mm_page_alloc pfn=0x1133 order=0 gfp_flags=0x140cca migratetype=1
622000 0 100/100 exceptions:page_fault_user address=0x7f0000134000 ip=0x401000 error_code=0x6
623000 0 100/100 kmem:mm_page_alloc pfn=0x1134 order=0 gfp_flags=0x140cca migratetype=1
624000 0 100/100 exceptions:page_fault_user address=0x7f0000135000 ip=0x401000 error_code=0x6
625000 0 100/100 kmem:mm_page_alloc pfn=0x1135 order=0 gfp_flags=0x140cca migratetype=1
626000 0 100/100 exceptions:page_fault_user address=0x7f0000136000 ip=0x401000 error_code=0x6
627000 0 100/100 kmem:mm_page_alloc pfn=0x1136 order=0 gfp_flags=0x140cca migratetype=1
628000 0 100/100 exceptions:page_fault_user address=0x7f0000137000 ip=0x401000 error_code=0x6
629000 0 100/100 kmem:mm_page_alloc pfn=0x1137 order=0 gfp_flags=0x140cca migratetype=1
630000 0 100/100 exceptions:page_fault_user address=0x7f0000138000 ip=0x401000 error_code=0x6
631000 0 100/100 kmem:mm_page_alloc pfn=0x1138 order=0 gfp_flags=0x140cca migratetype=1
632000 0 100/100 exceptions:page_fault_user address=0x7f0000139000 ip=0x401000 error_code=0x6
633000 0 100/100 kmem:mm_page_alloc pfn=0x1139 order=0 gfp_flags=0x140cca migratetype=1
634000 0 100/100 exceptions:page_fault_user address=0x7f000013a000 ip=0x401000 error_code=0x6
635000 0 100/100 kmem:mm_page_alloc pfn=0x113a order=0 gfp_flags=0x140cca migratetype=1
636000 0 100/100 exceptions:page_fault_user address=0x7f000013b000 ip=0x401000 error_code=0x6
637000 0 100/100 kmem:mm_page_alloc pfn=0x113b order=0 gfp_flags=0x140cca migratetype=1
638000 0 100/100 exceptions:page_fault_user address=0x7f000013c000 ip=0x401000 error_code=0x6
639000 0 100/100 kmem:mm_page_alloc pfn=0x113c order=0 gfp_flags=0x140cca migratetype=1
640000 0 100/100 exceptions:page_fault_user address=0x7f000013d000 ip=0x401000 error_code=0x6
641000 0 100/100 kmem:mm_page_alloc pfn=0x113d order=0 gfp_flags=0x140cca migratetype=1
642000 0 100/100 exceptions:page_fault_user address=0x7f000013e000 ip=0x401000 error_code=0x6
643000 0 100/100 kmem:mm_page_alloc pfn=0x113e order=0 gfp_flags=0x140cca migratetype=1
644000 0 100/100 exceptions:page_fault_user address=0x7f000013f000 ip=0x401000 error_code=0x6
645000 0 100/100 kmem:mm_page_alloc pfn=0x113f order=0 gfp_flags=0x140cca migratetype=1
646000 0 100/100 exceptions:page_fault_user address=0x7f0000140000 ip=0x401000 error_code=0x6
647000 0 100/100 kmem:mm_page_alloc pfn=0x1140 order=0 gfp_flags=0x140cca migratetype=1
648000 0 100/100 exceptions:page_fault_user address=0x7f0000141000 ip=0x401000 error_code=0x6
649000 0 100/100 kmem:mm_page_alloc pfn=0x1141 order=0 gfp_flags=0x140cca migratetype=1
650000 0 100/100 exceptions:page_fault_user address=0x7f0000142000 ip=0x401000 error_code=0x6
651000 0 100/100 kmem:mm_page_alloc pfn=0x1142 order=0 gfp_flags=0x140cca migratetype=1
652000 0 100/100 exceptions:page_fault_user address=0x7f0000143000 ip=0x401000 error_code=0x6
653000 0 100/100 kmem:mm_page_alloc pfn=0x1143 order=0 gfp_flags=0x140cca migratetype=1
654000 0 100/100 exceptions:page_fault_user address=0x7f0000144000 ip=0x401000 error_code=0x6
655000 0 100/100 kmem:mm_page_alloc pfn=0x1144 order=0 gfp_flags=0x140cca migratetype=1
656000 0 100/100 exceptions:page_fault_user address=0x7f0000145000 ip=0x401000 error_code=0x6
657000 0 100/100 kmem:mm_page_alloc pfn=0x1145 order=0 gfp_flags=0x140cca migratetype=1
658000 0 100/100 exceptions:page_fault_user address=0x7f0000146000 ip=0x401000 error_code=0x6
659000 0 100/100 kmem:mm_page_alloc pfn=0x1146 order=0 gfp_flags=0x140cca migratetype=1
660000 0 100/100 exceptions:page_fault_user address=0x7f0000147000 ip=0x401000 error_code=0x6
661000 0 100/100 kmem:mm_page_alloc pfn=0x1147 order=0 gfp_flags=0x140cca migratetype=1
662000 0 100/100 exceptions:page_fault_user address=0x7f0000148000 ip=0x401000 error_code=0x6
663000 0 100/100 kmem:mm_page_alloc pfn=0x1148 order=0 gfp_flags=0x140cca migratetype=1
664000 0 100/100 exceptions:page_fault_user address=0x7f0000149000 ip=0x401000 error_code=0x6
665000 0 100/100 kmem:mm_page_alloc pfn=0x1149 order=0 gfp_flags=0x140cca migratetype=1
666000 0 100/100 exceptions:page_fault_user address=0x7f000014a000 ip=0x401000 error_code=0x6
667000 0 100/100 kmem:mm_page_alloc pfn=0x114a order=0 gfp_flags=0x140cca migratetype=1
668000 0 100/100 exceptions:page_fault_user address=0x7f000014b000 ip=0x401000 error_code=0x6
669000 0 100/100 kmem:mm_page_alloc pfn=0x114b order=0 gfp_flags=0x140cca migratetype=1
670000 0 100/100 exceptions:page_fault_user address=0x7f000014c000 ip=0x401000 error_code=0x6
671000 0 100/100 kmem:mm_page_alloc pfn=0x114c order=0 gfp_flags=0x140cca migratetype=1
672000 0 100/100 exceptions:page_fault_user address=0x7f000014d000 ip=0x401000 error_code=0x6
673000 0 100/100 kmem:mm_page_alloc pfn=0x114d order=0 gfp_flags=0x140cca migratetype=1
674000 0 100/100 exceptions:page_fault_user address=0x7f000014e000 ip=0x401000 error_code=0x6
675000 0 100/100 kmem:mm_page_alloc pfn=0x114e order=0 gfp_flags=0x140cca migratetype=1
676000 0 100/100 exceptions:page_fault_user address=0x7f000014f000 ip=0x401000 error_code=0x6
677000 0 100/100 kmem:mm_page_alloc pfn=0x114f order=0 gfp_flags=0x140cca migratetype=1
678000 0 100/100 exceptions:page_fault_user address=0x7f0000150000 ip=0x401000 error_code=0x6
679000 0 100/100 kmem:mm_page_alloc pfn=0x1150 order=0 gfp_flags=0x140cca migratetype=1
680000 0 100/100 exceptions:page_fault_user address=0x7f0000151000 ip=0x401000 error_code=0x6
681000 0 100/100 kmem:mm_page_alloc pfn=0x1151 order=0 gfp_flags=0x140cca migratetype=1
682000 0 100/100 exceptions:page_fault_user address=0x7f0000152000 ip=0x401000 error_code=0x6
683000 0 100/100 kmem:mm_page_alloc pfn=0x1152 order=0 gfp_flags=0x140cca migratetype=1
684000 0 100/100 exceptions:page_fault_user address=0x7f0000153000 ip=0x401000 error_code=0x6
685000 0 100/100 kmem:mm_page_alloc pfn=0x1153 order=0 gfp_flags=0x140cca migratetype=1
686000 0 100/100 exceptions:page_fault_user address=0x7f0000154000 ip=0x401000 error_code=0x6
687000 0 100/100 kmem:mm_page_alloc pfn=0x1154 order=0 gfp_flags=0x140cca migratetype=1
688000 0 100/100 exceptions:page_fault_user address=0x7f0000155000 ip=0x401000 error_code=0x6
689000 0 100/100 kmem:mm_page_alloc pfn=0x1155 order=0 gfp_flags=0x140cca migratetype=1
690000 0 100/100 exceptions:page_fault_user address=0x7f0000156000 ip=0x401000 error_code=0x6
691000 0 100/100 kmem:mm_page_alloc pfn=0x1156 order=0 gfp_flags=0x140cca migratetype=1
692000 0 100/100 exceptions:page_fault_user address=0x7f0000157000 ip=0x401000 error_code=0x6
693000 0 100/100 kmem:mm_page_alloc pfn=0x1157 order=0 gfp_flags=0x140cca migratetype=1
694000 0 100/100 exceptions:page_fault_user address=0x7f0000158000 ip=0x401000 error_code=0x6
695000 0 100/100 kmem:mm_page_alloc pfn=0x1158 order=0 gfp_flags=0x140cca migratetype=1
696000 0 100/100 exceptions:page_fault_user address=0x7f0000159000 ip=0x401000 error_code=0x6
697000 0 100/100 kmem:mm_page_alloc pfn=0x1159 order=0 gfp_flags=0x140cca migratetype=1
698000 0 100/100 exceptions:page_fault_user address=0x7f000015a000 ip=0x401000 error_code=0x6
699000 0 100/100 kmem:mm_page_alloc pfn=0x115a order=0 gfp_flags=0x140cca migratetype=1
700000 0 100/100 exceptions:page_fault_user address=0x7f000015b000 ip=0x401000 error_code=0x6
701000 0 100/100 kmem:mm_page_alloc pfn=0x115b order=0 gfp_flags=0x140cca migratetype=1
702000 0 100/100 exceptions:page_fault_user address=0x7f000015c000 ip=0x401000 error_code=0x6
703000 0 100/100 kmem:mm_page_alloc pfn=0x115c order=0 gfp_flags=0x140cca migratetype=1
704000 0 100/100 exceptions:page_fault_user address=0x7f000015d000 ip=0x401000 error_code=0x6
705000 0 100/100 kmem:mm_page_alloc pfn=0x115d order=0 gfp_flags=0x140cca migratetype=1
706000 0 100/100 exceptions:page_fault_user address=0x7f000015e000 ip=0x401000 error_code=0x6
707000 0 100/100 kmem:mm_page_alloc pfn=0x115e order=0 gfp_flags=0x140cca migratetype=1
708000 0 100/100 exceptions:page_fault_user address=0x7f000015f000 ip=0x401000 error_code=0x6
709000 0 100/100 kmem:mm_page_alloc pfn=0x115f order=0 gfp_flags=0x140cca migratetype=1
710000 0 100/100 exceptions:page_fault_user address=0x7f0000160000 ip=0x401000 error_code=0x6
711000 0 100/100 kmem:mm_page_alloc pfn=0x1160 order=0 gfp_flags=0x140cca migratetype=1
712000 0 100/100 exceptions:page_fault_user address=0x7f0000161000 ip=0x401000 error_code=0x6
713000 0 100/100 kmem:mm_page_alloc pfn=0x1161 order=0 gfp_flags=0x140cca migratetype=1
714000 0 100/100 exceptions:page_fault_user address=0x7f0000162000 ip=0x401000 error_code=0x6
715000 0 100/100 kmem:mm_page_alloc pfn=0x1162 order=0 gfp_flags=0x140cca migratetype=1
716000 0 100/100 exceptions:page_fault_user address=0x7f0000163000 ip=0x401000 error_code=0x6
717000 0 100/100 kmem:mm_page_alloc pfn=0x1163 order=0 gfp_flags=0x140cca migratetype=1
718000 0 100/100 exceptions:page_fault_user address=0x7f0000164000 ip=0x401000 error_code=0x6
719000 0 100/100 kmem:mm_page_alloc pfn=0x1164 order=0 gfp_flags=0x140cca migratetype=1
720000 0 100/100 exceptions:page_fault_user address=0x7f0000165000 ip=0x401000 error_code=0x6
721000 0 100/100 kmem:mm_page_alloc pfn=0x1165 order=0 gfp_flags=0x140cca migratetype=1
722000 0 100/100 exceptions:page_fault_user address=0x7f0000166000 ip=0x401000 error_code=0x6
723000 0 100/100 kmem:mm_page_alloc pfn=0x1166 order=0 gfp_flags=0x140cca migratetype=1
724000 0 100/100 exceptions:page_fault_user address=0x7f0000167000 ip=0x401000 error_code=0x6
725000 0 100/100 kmem:mm_page_alloc pfn=0x1167 order=0 gfp_flags=0x140cca migratetype=1
726000 0 100/100 exceptions:page_fault_user address=0x7f0000168000 ip=0x401000 error_code=0x6
727000 0 100/100 kmem:mm_page_alloc pfn=0x1168 order=0 gfp_flags=0x140cca migratetype=1
728000 0 100/100 exceptions:page_fault_user address=0x7f0000169000 ip=0x401000 error_code=0x6
729000 0 100/100 kmem:mm_page_alloc pfn=0x1169 order=0 gfp_flags=0x140cca migratetype=1
730000 0 100/100 exceptions:page_fault_user address=0x7f000016a000 ip=0x401000 error_code=0x6
731000 0 100/100 kmem:mm_page_alloc pfn=0x116a order=0 gfp_flags=0x140cca migratetype=1
732000 0 100/100 exceptions:page_fault_user address=0x7f000016b000 ip=0x401000 error_code=0x6
733000 0 100/100 kmem:mm_page_alloc pfn=0x116b order=0 gfp_flags=0x140cca migratetype=1
734000 0 100/100 exceptions:page_fault_user address=0x7f000016c000 ip=0x401000 error_code=0x6
735000 0 100/100 kmem:mm_page_alloc pfn=0x116c order=0 gfp_flags=0x140cca migratetype=1
736000 0 100/100 exceptions:page_fault_user address=0x7f000016d000 ip=0x401000 error_code=0x6
737000 0 100/100 kmem:mm_page_alloc pfn=0x116d order=0 gfp_flags=0x140cca migratetype=1
738000 0 100/100 exceptions:page_fault_user address=0x7f000016e000 ip=0x401000 error_code=0x6
739000 0 100/100 kmem:mm_page_alloc pfn=0x116e order=0 gfp_flags=0x140cca migratetype=1
740000 0 100/100 exceptions:page_fault_user address=0x7f000016f000 ip=0x401000 error_code=0x6
741000 0 100/100 kmem:mm_page_alloc pfn=0x116f order=0 gfp_flags=0x140cca migratetype=1
742000 0 100/100 exceptions:page_fault_user address=0x7f0000170000 ip=0x401000 error_code=0x6
743000 0 100/100 kmem:mm_page_alloc pfn=0x1170 order=0 gfp_flags=0x140cca migratetype=1
744000 0 100/100 exceptions:page_fault_user address=0x7f0000171000 ip=0x401000 error_code=0x6
745000 0 100/100 kmem:mm_page_alloc pfn=0x1171 order=0 gfp_flags=0x140cca migratetype=1
746000 0 100/100 exceptions:page_fault_user address=0x7f0000172000 ip=0x401000 error_code=0x6
747000 0 100/100 kmem:mm_page_alloc pfn=0x1172 order=0 gfp_flags=0x140cca migratetype=1
748000 0 100/100 exceptions:page_fault_user address=0x7f0000173000 ip=0x401000 error_code=0x6
749000 0 100/100 kmem:mm_page_alloc pfn=0x1173 order=0 gfp_flags=0x140cca migratetype=1
750000 0 100/100 exceptions:page_fault_user address=0x7f0000174000 ip=0x401000 error_code=0x6
751000 0 100/100 kmem:mm_page_alloc pfn=0x1174 order=0 gfp_flags=0x140cca migratetype=1
752000 0 100/100 exceptions:page_fault_user address=0x7f0000175000 ip=0x401000 error_code=0x6
753000 0 100/100 kmem:mm_page_alloc pfn=0x1175 order=0 gfp_flags=0x140cca migratetype=1
754000 0 100/100 exceptions:page_fault_user address=0x7f0000176000 ip=0x401000 error_code=0x6
755000 0 100/100 kmem:mm_page_alloc pfn=0x1176 order=0 gfp_flags=0x140cca migratetype=1
756000 0 100/100 exceptions:page_fault_user address=0x7f0000177000 ip=0x401000 error_code=0x6
757000 0 100/100 kmem:mm_page_alloc pfn=0x1177 order=0 gfp_flags=0x140cca migratetype=1
758000 0 100/100 exceptions:page_fault_user address=0x7f0000178000 ip=0x401000 error_code=0x6
759000 0 100/100 kmem:mm_page_alloc pfn=0x1178 order=0 gfp_flags=0x140cca migratetype=1
760000 0 100/100 exceptions:page_fault_user address=0x7f0000179000 ip=0x401000 error_code=0x6
761000 0 100/100 kmem:mm_page_alloc pfn=0x1179 order=0 gfp_flags=0x140cca migratetype=1
762000 0 100/100 exceptions:page_fault_user address=0x7f000017a000 ip=0x401000 error_code=0x6
763000 0 100/100 kmem:mm_page_alloc pfn=0x117a order=0 gfp_flags=0x140cca migratetype=1
764000 0 100/100 exceptions:page_fault_user address=0x7f000017b000 ip=0x401000 error_code=0x6
765000 0 100/100 kmem:mm_page_alloc pfn=0x117b order=0 gfp_flags=0x140cca migratetype=1
766000 0 100/100 exceptions:page_fault_user address=0x7f000017c000 ip=0x401000 error_code=0x6
767000 0 100/100 kmem:mm_page_alloc pfn=0x117c order=0 gfp_flags=0x140cca migratetype=1
768000 0 100/100 exceptions:page_fault_user address=0x7f000017d000 ip=0x401000 error_code=0x6
769000 0 100/100 kmem:mm_page_alloc pfn=0x117d order=0 gfp_flags=0x140cca migratetype=1
770000 0 100/100 exceptions:page_fault_user address=0x7f000017e000 ip=0x401000 error_code=0x6
771000 0 100/100 kmem:mm_page_alloc pfn=0x117e order=0 gfp_flags=0x140cca migratetype=1
772000 0 100/100 exceptions:page_fault_user address=0x7f000017f000 ip=0x401000 error_code=0x6
773000 0 100/100 kmem:mm_page_alloc pfn=0x117f order=0 gfp_flags=0x140cca migratetype=1
774000 0 100/100 exceptions:page_fault_user address=0x7f0000180000 ip=0x401000 error_code=0x6
775000 0 100/100 kmem:mm_page_alloc pfn=0x1180 order=0 gfp_flags=0x140cca migratetype=1
776000 0 100/100 exceptions:page_fault_user address=0x7f0000181000 ip=0x401000 error_code=0x6
777000 0 100/100 kmem:mm_page_alloc pfn=0x1181 order=0 gfp_flags=0x140cca migratetype=1
778000 0 100/100 exceptions:page_fault_user address=0x7f0000182000 ip=0x401000 error_code=0x6
779000 0 100/100 kmem:mm_page_alloc pfn=0x1182 order=0 gfp_flags=0x140cca migratetype=1
780000 0 100/100 exceptions:page_fault_user address=0x7f0000183000 ip=0x401000 error_code=0x6
781000 0 100/100 kmem:mm_page_alloc pfn=0x1183 order=0 gfp_flags=0x140cca migratetype=1
782000 0 100/100 exceptions:page_fault_user address=0x7f0000184000 ip=0x401000 error_code=0x6
783000 0 100/100 kmem:mm_page_alloc pfn=0x1184 order=0 gfp_flags=0x140cca migratetype=1
784000 0 100/100 exceptions:page_fault_user address=0x7f0000185000 ip=0x401000 error_code=0x6
785000 0 100/100 kmem:mm_page_alloc pfn=0x1185 order=0 gfp_flags=0x140cca migratetype=1
786000 0 100/100 exceptions:page_fault_user address=0x7f0000186000 ip=0x401000 error_code=0x6
787000 0 100/100 kmem:mm_page_alloc pfn=0x1186 order=0 gfp_flags=0x140cca migratetype=1
788000 0 100/100 exceptions:page_fault_user address=0x7f0000187000 ip=0x401000 error_code=0x6
789000 0 100/100 kmem:mm_page_alloc pfn=0x1187 order=0 gfp_flags=0x140cca migratetype=1
790000 0 100/100 exceptions:page_fault_user address=0x7f0000188000 ip=0x401000 error_code=0x6
791000 0 100/100 kmem:mm_page_alloc pfn=0x1188 order=0 gfp_flags=0x140cca migratetype=1
792000 0 100/100 exceptions:page_fault_user address=0x7f0000189000 ip=0x401000 error_code=0x6
793000 0 100/100 kmem:mm_page_alloc pfn=0x1189 order=0 gfp_flags=0x140cca migratetype=1
794000 0 100/100 exceptions:page_fault_user address=0x7f000018a000 ip=0x401000 error_code=0x6
795000 0 100/100 kmem:mm_page_alloc pfn=0x118a order=0 gfp_flags=0x140cca migratetype=1
796000 0 100/100 exceptions:page_fault_user address=0x7f000018b000 ip=0x401000 error_code=0x6
797000 0 100/100 kmem:mm_page_alloc pfn=0x118b order=0 gfp_flags=0x140cca migratetype=1
798000 0 100/100 exceptions:page_fault_user address=0x7f000018c000 ip=0x401000 error_code=0x6
799000 0 100/100 kmem:mm_page_alloc pfn=0x118c order=0 gfp_flags=0x140cca migratetype=1
800000 0 100/100 exceptions:page_fault_user address=0x7f000018d000 ip=0x401000 error_code=0x6
801000 0 100/100 kmem:mm_page_alloc pfn=0x118d order=0 gfp_flags=0x140cca migratetype=1
802000 0 100/100 exceptions:page_fault_user address=0x7f000018e000 ip=0x401000 error_code=0x6
803000 0 100/100 kmem:mm_page_alloc pfn=0x118e order=0 gfp_flags=0x140cca migratetype=1
804000 0 100/100 exceptions:page_fault_user address=0x7f000018f000 ip=0x401000 error_code=0x6
805000 0 100/100 kmem:mm_page_alloc pfn=0x118f order=0 gfp_flags=0x140cca migratetype=1
806000 0 100/100 exceptions:page_fault_user address=0x7f0000190000 ip=0x401000 error_code=0x6
807000 0 100/100 kmem:mm_page_alloc pfn=0x1190 order=0 gfp_flags=0x140cca migratetype=1
808000 0 100/100 exceptions:page_fault_user address=0x7f0000191000 ip=0x401000 error_code=0x6
809000 0 100/100 kmem:mm_page_alloc pfn=0x1191 order=0 gfp_flags=0x140cca migratetype=1
810000 0 100/100 exceptions:page_fault_user address=0x7f0000192000 ip=0x401000 error_code=0x6
811000 0 100/100 kmem:mm_page_alloc pfn=0x1192 order=0 gfp_flags=0x140cca migratetype=1
812000 0 100/100 exceptions:page_fault_user address=0x7f0000193000 ip=0x401000 error_code=0x6
813000 0 100/100 kmem:mm_page_alloc pfn=0x1193 order=0 gfp_flags=0x140cca migratetype=1
814000 0 100/100 exceptions:page_fault_user address=0x7f0000194000 ip=0x401000 error_code=0x6
815000 0 100/100 kmem:mm_page_alloc pfn=0x1194 order=0 gfp_flags=0x140cca migratetype=1
816000 0 100/100 exceptions:page_fault_user address=0x7f0000195000 ip=0x401000 error_code=0x6
817000 0 100/100 kmem:mm_page_alloc pfn=0x1195 order=0 gfp_flags=0x140cca migratetype=1
818000 0 100/100 exceptions:page_fault_user address=0x7f0000196000 ip=0x401000 error_code=0x6
819000 0 100/100 kmem:mm_page_alloc pfn=0x1196 order=0 gfp_flags=0x140cca migratetype=1
820000 0 100/100 exceptions:page_fault_user address=0x7f0000197000 ip=0x401000 error_code=0x6
821000 0 100/100 kmem:mm_page_alloc pfn=0x1197 order=0 gfp_flags=0x140cca migratetype=1
822000 0 100/100 exceptions:page_fault_user address=0x7f0000198000 ip=0x401000 error_code=0x6
823000 0 100/100 kmem:mm_page_alloc pfn=0x1198 order=0 gfp_flags=0x140cca migratetype=1
824000 0 100/100 exceptions:page_fault_user address=0x7f0000199000 ip=0x401000 error_code=0x6
825000 0 100/100 kmem:mm_page_alloc pfn=0x1199 order=0 gfp_flags=0x140cca migratetype=1
826000 0 100/100 exceptions:page_fault_user address=0x7f000019a000 ip=0x401000 error_code=0x6
827000 0 100/100 kmem:mm_page_alloc pfn=0x119a order=0 gfp_flags=0x140cca migratetype=1
828000 0 100/100 exceptions:page_fault_user address=0x7f000019b000 ip=0x401000 error_code=0x6
829000 0 100/100 kmem:mm_page_alloc pfn=0x119b order=0 gfp_flags=0x140cca migratetype=1
830000 0 100/100 exceptions:page_fault_user address=0x7f000019c000 ip=0x401000 error_code=0x6
831000 0 100/100 kmem:mm_page_alloc pfn=0x119c order=0 gfp_flags=0x140cca migratetype=1
832000 0 100/100 exceptions:page_fault_user address=0x7f000019d000 ip=0x401000 error_code=0x6
833000 0 100/100 kmem:mm_page_alloc pfn=0x119d order=0 gfp_flags=0x140cca migratetype=1
834000 0 100/100 exceptions:page_fault_user address=0x7f000019e000 ip=0x401000 error_code=0x6
835000 0 100/100 kmem:mm_page_alloc pfn=0x119e order=0 gfp_flags=0x140cca migratetype=1
836000 0 100/100 exceptions:page_fault_user address=0x7f000019f000 ip=0x401000 error_code=0x6
837000 0 100/100 kmem:mm_page_alloc pfn=0x119f order=0 gfp_flags=0x140cca migratetype=1
838000 0 100/100 exceptions:page_fault_user address=0x7f00001a0000 ip=0x401000 error_code=0x6
839000 0 100/100 kmem:mm_page_alloc pfn=0x11a0 order=0 gfp_flags=0x140cca migratetype=1
840000 0 100/100 exceptions:page_fault_user address=0x7f00001a1000 ip=0x401000 error_code=0x6
841000 0 100/100 kmem:mm_page_alloc pfn=0x11a1 order=0 gfp_flags=0x140cca migratetype=1
842000 0 100/100 exceptions:page_fault_user address=0x7f00001a2000 ip=0x401000 error_code=0x6
843000 0 100/100 kmem:mm_page_alloc pfn=0x11a2 order=0 gfp_flags=0x140cca migratetype=1
844000 0 100/100 exceptions:page_fault_user address=0x7f00001a3000 ip=0x401000 error_code=0x6
845000 0 100/100 kmem:mm_page_alloc pfn=0x11a3 order=0 gfp_flags=0x140cca migratetype=1
846000 0 100/100 exceptions:page_fault_user address=0x7f00001a4000 ip=0x401000 error_code=0x6
847000 0 100/100 kmem:mm_page_alloc pfn=0x11a4 order=0 gfp_flags=0x140cca migratetype=1
848000 0 100/100 exceptions:page_fault_user address=0x7f00001a5000 ip=0x401000 error_code=0x6
849000 0 100/100 kmem:mm_page_alloc pfn=0x11a5 order=0 gfp_flags=0x140cca migratetype=1
850000 0 100/100 exceptions:page_fault_user address=0x7f00001a6000 ip=0x401000 error_code=0x6
851000 0 100/100 kmem:mm_page_alloc pfn=0x11a6 order=0 gfp_flags=0x140cca migratetype=1
852000 0 100/100 exceptions:page_fault_user address=0x7f00001a7000 ip=0x401000 error_code=0x6
853000 0 100/100 kmem:mm_page_alloc pfn=0x11a7 order=0 gfp_flags=0x140cca migratetype=1
854000 0 100/100 exceptions:page_fault_user address=0x7f00001a8000 ip=0x401000 error_code=0x6
855000 0 100/100 kmem:mm_page_alloc pfn=0x11a8 order=0 gfp_flags=0x140cca migratetype=1
856000 0 100/100 exceptions:page_fault_user address=0x7f00001a9000 ip=0x401000 error_code=0x6
857000 0 100/100 kmem:mm_page_alloc pfn=0x11a9 order=0 gfp_flags=0x140cca migratetype=1
858000 0 100/100 exceptions:page_fault_user address=0x7f00001aa000 ip=0x401000 error_code=0x6
859000 0 100/100 kmem:mm_page_alloc pfn=0x11aa order=0 gfp_flags=0x140cca migratetype=1
860000 0 100/100 exceptions:page_fault_user address=0x7f00001ab000 ip=0x401000 error_code=0x6
861000 0 100/100 kmem:mm_page_alloc pfn=0x11ab order=0 gfp_flags=0x140cca migratetype=1
862000 0 100/100 exceptions:page_fault_user address=0x7f00001ac000 ip=0x401000 error_code=0x6
863000 0 100/100 kmem:mm_page_alloc pfn=0x11ac order=0 gfp_flags=0x140cca migratetype=1
864000 0 100/100 exceptions:page_fault_user address=0x7f00001ad000 ip=0x401000 error_code=0x6
865000 0 100/100 kmem:mm_page_alloc pfn=0x11ad order=0 gfp_flags=0x140cca migratetype=1
866000 0 100/100 exceptions:page_fault_user address=0x7f00001ae000 ip=0x401000 error_code=0x6
867000 0 100/100 kmem:mm_page_alloc pfn=0x11ae order=0 gfp_flags=0x140cca migratetype=1
868000 0 100/100 exceptions:page_fault_user address=0x7f00001af000 ip=0x401000 error_code=0x6
869000 0 100/100 kmem:mm_page_alloc pfn=0x11af order=0 gfp_flags=0x140cca migratetype=1
870000 0 100/100 exceptions:page_fault_user address=0x7f00001b0000 ip=0x401000 error_code=0x6
871000 0 100/100 kmem:mm_page_alloc pfn=0x11b0 order=0 gfp_flags=0x140cca migratetype=1
872000 0 100/100 exceptions:page_fault_user address=0x7f00001b1000 ip=0x401000 error_code=0x6
873000 0 100/100 kmem:mm_page_alloc pfn=0x11b1 order=0 gfp_flags=0x140cca migratetype=1
874000 0 100/100 exceptions:page_fault_user address=0x7f00001b2000 ip=0x401000 error_code=0x6
875000 0 100/100 kmem:mm_page_alloc pfn=0x11b2 order=0 gfp_flags=0x140cca migratetype=1
876000 0 100/100 exceptions:page_fault_user address=0x7f00001b3000 ip=0x401000 error_code=0x6
877000 0 100/100 kmem:mm_page_alloc pfn=0x11b3 order=0 gfp_flags=0x140cca migratetype=1
878000 0 100/100 exceptions:page_fault_user address=0x7f00001b4000 ip=0x401000 error_code=0x6
879000 0 100/100 kmem:mm_page_alloc pfn=0x11b4 order=0 gfp_flags=0x140cca migratetype=1
880000 0 100/100 exceptions:page_fault_user address=0x7f00001b5000 ip=0x401000 error_code=0x6
881000 0 100/100 kmem:mm_page_alloc pfn=0x11b5 order=0 gfp_flags=0x140cca migratetype=1
882000 0 100/100 exceptions:page_fault_user address=0x7f00001b6000 ip=0x401000 error_code=0x6
883000 0 100/100 kmem:mm_page_alloc pfn=0x11b6 order=0 gfp_flags=0x140cca migratetype=1
884000 0 100/100 exceptions:page_fault_user address=0x7f00001b7000 ip=0x401000 error_code=0x6
885000 0 100/100 kmem:mm_page_alloc pfn=0x11b7 order=0 gfp_flags=0x140cca migratetype=1
886000 0 100/100 exceptions:page_fault_user address=0x7f00001b8000 ip=0x401000 error_code=0x6
887000 0 100/100 kmem:mm_page_alloc pfn=0x11b8 order=0 gfp_flags=0x140cca migratetype=1
888000 0 100/100 exceptions:page_fault_user address=0x7f00001b9000 ip=0x401000 error_code=0x6
889000 0 100/100 kmem:mm_page_alloc pfn=0x11b9 order=0 gfp_flags=0x140cca migratetype=1
890000 0 100/100 exceptions:page_fault_user address=0x7f00001ba000 ip=0x401000 error_code=0x6
891000 0 100/100 kmem:mm_page_alloc pfn=0x11ba order=0 gfp_flags=0x140cca migratetype=1
892000 0 100/100 exceptions:page_fault_user address=0x7f00001bb000 ip=0x401000 error_code=0x6
893000 0 100/100 kmem:mm_page_alloc pfn=0x11bb order=0 gfp_flags=0x140cca migratetype=1
894000 0 100/100 exceptions:page_fault_user address=0x7f00001bc000 ip=0x401000 error_code=0x6
895000 0 100/100 kmem:mm_page_alloc pfn=0x11bc order=0 gfp_flags=0x140cca migratetype=1
896000 0 100/100 exceptions:page_fault_user address=0x7f00001bd000 ip=0x401000 error_code=0x6
897000 0 100/100 kmem:mm_page_alloc pfn=0x11bd order=0 gfp_flags=0x140cca migratetype=1
898000 0 100/100 exceptions:page_fault_user address=0x7f00001be000 ip=0x401000 error_code=0x6
899000 0 100/100 kmem:mm_page_alloc pfn=0x11be order=0 gfp_flags=0x140cca migratetype=1
900000 0 100/100 exceptions:page_fault_user address=0x7f00001bf000 ip=0x401000 error_code=0x6
901000 0 100/100 kmem:mm_page_alloc pfn=0x11bf order=0 gfp_flags=0x140cca migratetype=1
902000 0 100/100 exceptions:page_fault_user address=0x7f00001c0000 ip=0x401000 error_code=0x6
903000 0 100/100 kmem:mm_page_alloc pfn=0x11c0 order=0 gfp_flags=0x140cca migratetype=1
904000 0 100/100 exceptions:page_fault_user address=0x7f00001c1000 ip=0x401000 error_code=0x6
905000 0 100/100 kmem:mm_page_alloc pfn=0x11c1 order=0 gfp_flags=0x140cca migratetype=1
906000 0 100/100 exceptions:page_fault_user address=0x7f00001c2000 ip=0x401000 error_code=0x6
907000 0 100/100 kmem:mm_page_alloc pfn=0x11c2 order=0 gfp_flags=0x140cca migratetype=1
908000 0 100/100 exceptions:page_fault_user address=0x7f00001c3000 ip=0x401000 error_code=0x6
909000 0 100/100 kmem:mm_page_alloc pfn=0x11c3 order=0 gfp_flags=0x140cca migratetype=1
910000 0 100/100 exceptions:page_fault_user address=0x7f00001c4000 ip=0x401000 error_code=0x6
911000 0 100/100 kmem:mm_page_alloc pfn=0x11c4 order=0 gfp_flags=0x140cca migratetype=1
912000 0 100/100 exceptions:page_fault_user address=0x7f00001c5000 ip=0x401000 error_code=0x6
913000 0 100/100 kmem:mm_page_alloc pfn=0x11c5 order=0 gfp_flags=0x140cca migratetype=1
914000 0 100/100 exceptions:page_fault_user address=0x7f00001c6000 ip=0x401000 error_code=0x6
915000 0 100/100 kmem:mm_page_alloc pfn=0x11c6 order=0 gfp_flags=0x140cca migratetype=1
916000 0 100/100 exceptions:page_fault_user address=0x7f00001c7000 ip=0x401000 error_code=0x6
917000 0 100/100 kmem:mm_page_alloc pfn=0x11c7 order=0 gfp_flags=0x140cca migratetype=1
918000 0 100/100 exceptions:page_fault_user address=0x7f00001c8000 ip=0x401000 error_code=0x6
919000 0 100/100 kmem:mm_page_alloc pfn=0x11c8 order=0 gfp_flags=0x140cca migratetype=1
920000 0 100/100 exceptions:page_fault_user address=0x7f00001c9000 ip=0x401000 error_code=0x6
921000 0 100/100 kmem:mm_page_alloc pfn=0x11c9 order=0 gfp_flags=0x140cca migratetype=1
922000 0 100/100 exceptions:page_fault_user address=0x7f00001ca000 ip=0x401000 error_code=0x6
923000 0 100/100 kmem:mm_page_alloc pfn=0x11ca order=0 gfp_flags=0x140cca migratetype=1
924000 0 100/100 exceptions:page_fault_user address=0x7f00001cb000 ip=0x401000 error_code=0x6
925000 0 100/100 kmem:mm_page_alloc pfn=0x11cb order=0 gfp_flags=0x140cca migratetype=1
926000 0 100/100 exceptions:page_fault_user address=0x7f00001cc000 ip=0x401000 error_code=0x6
927000 0 100/100 kmem:mm_page_alloc pfn=0x11cc order=0 gfp_flags=0x140cca migratetype=1
928000 0 100/100 exceptions:page_fault_user address=0x7f00001cd000 ip=0x401000 error_code=0x6
929000 0 100/100 kmem:mm_page_alloc pfn=0x11cd order=0 gfp_flags=0x140cca migratetype=1
930000 0 100/100 exceptions:page_fault_user address=0x7f00001ce000 ip=0x401000 error_code=0x6
931000 0 100/100 kmem:mm_page_alloc pfn=0x11ce order=0 gfp_flags=0x140cca migratetype=1
932000 0 100/100 exceptions:page_fault_user address=0x7f00001cf000 ip=0x401000 error_code=0x6
933000 0 100/100 kmem:mm_page_alloc pfn=0x11cf order=0 gfp_flags=0x140cca migratetype=1
934000 0 100/100 exceptions:page_fault_user address=0x7f00001d0000 ip=0x401000 error_code=0x6
935000 0 100/100 kmem:mm_page_alloc pfn=0x11d0 order=0 gfp_flags=0x140cca migratetype=1
936000 0 100/100 exceptions:page_fault_user address=0x7f00001d1000 ip=0x401000 error_code=0x6
937000 0 100/100 kmem:mm_page_alloc pfn=0x11d1 order=0 gfp_flags=0x140cca migratetype=1
938000 0 100/100 exceptions:page_fault_user address=0x7f00001d2000 ip=0x401000 error_code=0x6
939000 0 100/100 kmem:mm_page_alloc pfn=0x11d2 order=0 gfp_flags=0x140cca migratetype=1
940000 0 100/100 exceptions:page_fault_user address=0x7f00001d3000 ip=0x401000 error_code=0x6
941000 0 100/100 kmem:mm_page_alloc pfn=0x11d3 order=0 gfp_flags=0x140cca migratetype=1
942000 0 100/100 exceptions:page_fault_user address=0x7f00001d4000 ip=0x401000 error_code=0x6
943000 0 100/100 kmem:mm_page_alloc pfn=0x11d4 order=0 gfp_flags=0x140cca migratetype=1
944000 0 100/100 exceptions:page_fault_user address=0x7f00001d5000 ip=0x401000 error_code=0x6
945000 0 100/100 kmem:mm_page_alloc pfn=0x11d5 order=0 gfp_flags=0x140cca migratetype=1
946000 0 100/100 exceptions:page_fault_user address=0x7f00001d6000 ip=0x401000 error_code=0x6
947000 0 100/100 kmem:mm_page_alloc pfn=0x11d6 order=0 gfp_flags=0x140cca migratetype=1
948000 0 100/100 exceptions:page_fault_user address=0x7f00001d7000 ip=0x401000 error_code=0x6
949000 0 100/100 kmem:mm_page_alloc pfn=0x11d7 order=0 gfp_flags=0x140cca migratetype=1
950000 0 100/100 exceptions:page_fault_user address=0x7f00001d8000 ip=0x401000 error_code=0x6
951000 0 100/100 kmem:mm_page_alloc pfn=0x11d8 order=0 gfp_flags=0x140cca migratetype=1
952000 0 100/100 exceptions:page_fault_user address=0x7f00001d9000 ip=0x401000 error_code=0x6
953000 0 100/100 kmem:mm_page_alloc pfn=0x11d9 order=0 gfp_flags=0x140cca migratetype=1
954000 0 100/100 exceptions:page_fault_user address=0x7f00001da000 ip=0x401000 error_code=0x6
955000 0 100/100 kmem:mm_page_alloc pfn=0x11da order=0 gfp_flags=0x140cca migratetype=1
956000 0 100/100 exceptions:page_fault_user address=0x7f00001db000 ip=0x401000 error_code=0x6
957000 0 100/100 kmem:mm_page_alloc pfn=0x11db order=0 gfp_flags=0x140cca migratetype=1
958000 0 100/100 exceptions:page_fault_user address=0x7f00001dc000 ip=0x401000 error_code=0x6
959000 0 100/100 kmem:mm_page_alloc pfn=0x11dc order=0 gfp_flags=0x140cca migratetype=1
960000 0 100/100 exceptions:page_fault_user address=0x7f00001dd000 ip=0x401000 error_code=0x6
961000 0 100/100 kmem:mm_page_alloc pfn=0x11dd order=0 gfp_flags=0x140cca migratetype=1
962000 0 100/100 exceptions:page_fault_user address=0x7f00001de000 ip=0x401000 error_code=0x6
963000 0 100/100 kmem:mm_page_alloc pfn=0x11de order=0 gfp_flags=0x140cca migratetype=1
964000 0 100/100 exceptions:page_fault_user address=0x7f00001df000 ip=0x401000 error_code=0x6
965000 0 100/100 kmem:mm_page_alloc pfn=0x11df order=0 gfp_flags=0x140cca migratetype=1
966000 0 100/100 exceptions:page_fault_user address=0x7f00001e0000 ip=0x401000 error_code=0x6
967000 0 100/100 kmem:mm_page_alloc pfn=0x11e0 order=0 gfp_flags=0x140cca migratetype=1
968000 0 100/100 exceptions:page_fault_user address=0x7f00001e1000 ip=0x401000 error_code=0x6
969000 0 100/100 kmem:mm_page_alloc pfn=0x11e1 order=0 gfp_flags=0x140cca migratetype=1
970000 0 100/100 exceptions:page_fault_user address=0x7f00001e2000 ip=0x401000 error_code=0x6
971000 0 100/100 kmem:mm_page_alloc pfn=0x11e2 order=0 gfp_flags=0x140cca migratetype=1
972000 0 100/100 exceptions:page_fault_user address=0x7f00001e3000 ip=0x401000 error_code=0x6
973000 0 100/100 kmem:mm_page_alloc pfn=0x11e3 order=0 gfp_flags=0x140cca migratetype=1
974000 0 100/100 exceptions:page_fault_user address=0x7f00001e4000 ip=0x401000 error_code=0x6
975000 0 100/100 kmem:mm_page_alloc pfn=0x11e4 order=0 gfp_flags=0x140cca migratetype=1
976000 0 100/100 exceptions:page_fault_user address=0x7f00001e5000 ip=0x401000 error_code=0x6
977000 0 100/100 kmem:mm_page_alloc pfn=0x11e5 order=0 gfp_flags=0x140cca migratetype=1
978000 0 100/100 exceptions:page_fault_user address=0x7f00001e6000 ip=0x401000 error_code=0x6
979000 0 100/100 kmem:mm_page_alloc pfn=0x11e6 order=0 gfp_flags=0x140cca migratetype=1
980000 0 100/100 exceptions:page_fault_user address=0x7f00001e7000 ip=0x401000 error_code=0x6
981000 0 100/100 kmem:mm_page_alloc pfn=0x11e7 order=0 gfp_flags=0x140cca migratetype=1
982000 0 100/100 exceptions:page_fault_user address=0x7f00001e8000 ip=0x401000 error_code=0x6
983000 0 100/100 kmem:mm_page_alloc pfn=0x11e8 order=0 gfp_flags=0x140cca migratetype=1
984000 0 100/100 exceptions:page_fault_user address=0x7f00001e9000 ip=0x401000 error_code=0x6
985000 0 100/100 kmem:mm_page_alloc pfn=0x11e9 order=0 gfp_flags=0x140cca migratetype=1
986000 0 100/100 exceptions:page_fault_user address=0x7f00001ea000 ip=0x401000 error_code=0x6
987000 0 100/100 kmem:mm_page_alloc pfn=0x11ea order=0 gfp_flags=0x140cca migratetype=1
988000 0 100/100 exceptions:page_fault_user address=0x7f00001eb000 ip=0x401000 error_code=0x6
989000 0 100/100 kmem:mm_page_alloc pfn=0x11eb order=0 gfp_flags=0x140cca migratetype=1
990000 0 100/100 exceptions:page_fault_user address=0x7f00001ec000 ip=0x401000 error_code=0x6
991000 0 100/100 kmem:mm_page_alloc pfn=0x11ec order=0 gfp_flags=0x140cca migratetype=1
992000 0 100/100 exceptions:page_fault_user address=0x7f00001ed000 ip=0x401000 error_code=0x6
993000 0 100/100 kmem:mm_page_alloc pfn=0x11ed order=0 gfp_flags=0x140cca migratetype=1
994000 0 100/100 exceptions:page_fault_user address=0x7f00001ee000 ip=0x401000 error_code=0x6
995000 0 100/100 kmem:mm_page_alloc pfn=0x11ee order=0 gfp_flags=0x140cca migratetype=1
996000 0 100/100 exceptions:page_fault_user address=0x7f00001ef000 ip=0x401000 error_code=0x6
997000 0 100/100 kmem:mm_page_alloc pfn=0x11ef order=0 gfp_flags=0x140cca migratetype=1
998000 0 100/100 exceptions:page_fault_user address=0x7f00001f0000 ip=0x401000 error_code=0x6
999000 0 100/100 kmem:mm_page_alloc pfn=0x11f0 order=0 gfp_flags=0x140cca migratetype=1
1000000 0 100/100 exceptions:page_fault_user address=0x7f00001f1000 ip=0x401000 error_code=0x6
1001000 0 100/100 kmem:mm_page_alloc pfn=0x11f1 order=0 gfp_flags=0x140cca migratetype=1
1002000 0 100/100 exceptions:page_fault_user address=0x7f00001f2000 ip=0x401000 error_code=0x6
1003000 0 100/100 kmem:mm_page_alloc pfn=0x11f2 order=0 gfp_flags=0x140cca migratetype=1
1004000 0 100/100 exceptions:page_fault_user address=0x7f00001f3000 ip=0x401000 error_code=0x6
1005000 0 100/100 kmem:mm_page_alloc pfn=0x11f3 order=0 gfp_flags=0x140cca migratetype=1
1006000 0 100/100 exceptions:page_fault_user address=0x7f00001f4000 ip=0x401000 error_code=0x6
1007000 0 100/100 kmem:mm_page_alloc pfn=0x11f4 order=0 gfp_flags=0x140cca migratetype=1
1008000 0 100/100 exceptions:page_fault_user address=0x7f00001f5000 ip=0x401000 error_code=0x6
1009000 0 100/100 kmem:mm_page_alloc pfn=0x11f5 order=0 gfp_flags=0x140cca migratetype=1
1010000 0 100/100 exceptions:page_fault_user address=0x7f00001f6000 ip=0x401000 error_code=0x6
1011000 0 100/100 kmem:mm_page_alloc pfn=0x11f6 order=0 gfp_flags=0x140cca migratetype=1
1012000 0 100/100 exceptions:page_fault_user address=0x7f00001f7000 ip=0x401000 error_code=0x6
1013000 0 100/100 kmem:mm_page_alloc pfn=0x11f7 order=0 gfp_flags=0x140cca migratetype=1
1014000 0 100/100 exceptions:page_fault_user address=0x7f00001f8000 ip=0x401000 error_code=0x6
1015000 0 100/100 kmem:mm_page_alloc pfn=0x11f8 order=0 gfp_flags=0x140cca migratetype=1
1016000 0 100/100 exceptions:page_fault_user address=0x7f00001f9000 ip=0x401000 error_code=0x6
1017000 0 100/100 kmem:mm_page_alloc pfn=0x11f9 order=0 gfp_flags=0x140cca migratetype=1
1018000 0 100/100 exceptions:page_fault_user address=0x7f00001fa000 ip=0x401000 error_code=0x6
1019000 0 100/100 kmem:mm_page_alloc pfn=0x11fa order=0 gfp_flags=0x140cca migratetype=1
1020000 0 100/100 exceptions:page_fault_user address=0x7f00001fb000 ip=0x401000 error_code=0x6
1021000 0 100/100 kmem:mm_page_alloc pfn=0x11fb order=0 gfp_flags=0x140cca migratetype=1
1022000 0 100/100 exceptions:page_fault_user address=0x7f00001fc000 ip=0x401000 error_code=0x6
1023000 0 100/100 kmem:mm_page_alloc pfn=0x11fc order=0 gfp_flags=0x140cca migratetype=1
1024000 0 100/100 exceptions:page_fault_user address=0x7f00001fd000 ip=0x401000 error_code=0x6
1025000 0 100/100 kmem:mm_page_alloc pfn=0x11fd order=0 gfp_flags=0x140cca migratetype=1
1026000 0 100/100 exceptions:page_fault_user address=0x7f00001fe000 ip=0x401000 error_code=0x6
1027000 0 100/100 kmem:mm_page_alloc pfn=0x11fe order=0 gfp_flags=0x140cca migratetype=1
1028000 0 100/100 exceptions:page_fault_user address=0x7f00001ff000 ip=0x401000 error_code=0x6
1029000 0 100/100 kmem:mm_page_alloc pfn=0x11ff order=0 gfp_flags=0x140cca migratetype=1
100000000 1 101 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=app next_pid=200 next_prio=120
200000000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=32768 behavior=4
200001000 0 100/100 syscalls:sys_exit_madvise ret=0
300000000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=2097152 behavior=4
300001000 0 100/100 syscalls:sys_exit_madvise ret=0
350000000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
350001000 0 100/100 kmem:mm_page_alloc pfn=0x3000 order=0 gfp_flags=0x140cca migratetype=1
350002000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
350003000 0 100/100 kmem:mm_page_alloc pfn=0x3001 order=0 gfp_flags=0x140cca migratetype=1
350004000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
350005000 0 100/100 kmem:mm_page_alloc pfn=0x3002 order=0 gfp_flags=0x140cca migratetype=1
350006000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
350007000 0 100/100 kmem:mm_page_alloc pfn=0x3003 order=0 gfp_flags=0x140cca migratetype=1
350008000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
350009000 0 100/100 kmem:mm_page_alloc pfn=0x3004 order=0 gfp_flags=0x140cca migratetype=1
350010000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
350011000 0 100/100 kmem:mm_page_alloc pfn=0x3005 order=0 gfp_flags=0x140cca migratetype=1
350012000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
350013000 0 100/100 kmem:mm_page_alloc pfn=0x3006 order=0 gfp_flags=0x140cca migratetype=1
350014000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
350015000 0 100/100 kmem:mm_page_alloc pfn=0x3007 order=0 gfp_flags=0x140cca migratetype=1
400000000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=32768 behavior=4
400001000 0 100/100 syscalls:sys_exit_madvise ret=0
