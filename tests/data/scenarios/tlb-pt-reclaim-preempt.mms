# TLB scenario 13: scenario 12's span madvise, preempted before its exit.  mm
# 1: thread 100 on CPU 0, thread 101 on CPU 1, 512 pages faulted in the
# 2 MiB span at A; at 0.1 s CPU 1 runs process 200 (mm 2).  At 0.2 s thread
# 100 enters madvise(A, 2 MiB, DONTNEED) (the kernel zaps and flushes there:
# CPU 1 runs mm 2, gets the freed-tables IPI and leaves the mask) and is
# preempted by process 300 (mm 3); CPU 1 runs thread 101 again from 0.25 s to
# 0.26 s (re-joining mm 1's mask), then mm 2; thread 100 resumes at 0.29 s
# and exits the call at 0.3 s; at 0.4 s it madvises 8 re-faulted pages.
#
#  x86 (kernel 6.18, pt_reclaim): the tracker delivers the span madvise at
#    its exit: mask {0,1}, CPU 1 runs mm 2: 1 round, 1 IPI, wrong_cpu 1,
#    received 1, local 1; CPU 1 ran mm 1 after the call began, so it stays in
#    the mask (the kernel's flush came before it re-joined).  0.4 s: mask
#    {0,1}, CPU 1 runs mm 2, no trim: 1 round, 0 IPIs, local 1.  2 rounds,
#    1 IPI, 0 full, 0 INVLPGs, local 2, wrong_cpu 1, received 1.  (Clearing
#    CPU 1 at the exit would give 1 round.)
#  x86:pt_reclaim=0: CPU 1 never reached: 2 rounds, 0 IPIs, local 2.
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2 tlb.wrong_cpu=1 tlb.flush_received=1
# expect x86:pt_reclaim=0 tlb.flush_rounds=2 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2 tlb.wrong_cpu=0 tlb.flush_received=0
#! cpus=2 kernel=6.18 hypervisor=none
1000 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
2000 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
3000 0 1/1 task:task_newtask pid=200 comm=app clone_flags=0x11 oom_score_adj=0
4000 0 1/1 task:task_newtask pid=300 comm=app clone_flags=0x11 oom_score_adj=0
5000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
6000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
7000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
8000 0 100/100 kmem:mm_page_alloc pfn=0x1000 order=0 gfp_flags=0x140cca migratetype=1
9000 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=0x6
10000 0 100/100 kmem:mm_page_alloc pfn=0x1001 order=0 gfp_flags=0x140cca migratetype=1
11000 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=0x6
12000 0 100/100 kmem:mm_page_alloc pfn=0x1002 order=0 gfp_flags=0x140cca migratetype=1
13000 0 100/100 exceptions:page_fault_user address=0x7f0000003000 ip=0x401000 error_code=0x6
14000 0 100/100 kmem:mm_page_alloc pfn=0x1003 order=0 gfp_flags=0x140cca migratetype=1
15000 0 100/100 exceptions:page_fault_user address=0x7f0000004000 ip=0x401000 error_code=0x6
16000 0 100/100 kmem:mm_page_alloc pfn=0x1004 order=0 gfp_flags=0x140cca migratetype=1
17000 0 100/100 exceptions:page_fault_user address=0x7f0000005000 ip=0x401000 error_code=0x6
18000 0 100/100 kmem:mm_page_alloc pfn=0x1005 order=0 gfp_flags=0x140cca migratetype=1
19000 0 100/100 exceptions:page_fault_user address=0x7f0000006000 ip=0x401000 error_code=0x6
20000 0 100/100 kmem:mm_page_alloc pfn=0x1006 order=0 gfp_flags=0x140cca migratetype=1
21000 0 100/100 exceptions:page_fault_user address=0x7f0000007000 ip=0x401000 error_code=0x6
22000 0 100/100 kmem:mm_page_alloc pfn=0x1007 order=0 gfp_flags=0x140cca migratetype=1
23000 0 100/100 exceptions:page_fault_user address=0x7f0000008000 ip=0x401000 error_code=0x6
24000 0 100/100 kmem:mm_page_alloc pfn=0x1008 order=0 gfp_flags=0x140cca migratetype=1
25000 0 100/100 exceptions:page_fault_user address=0x7f0000009000 ip=0x401000 error_code=0x6
26000 0 100/100 kmem:mm_page_alloc pfn=0x1009 order=0 gfp_flags=0x140cca migratetype=1
27000 0 100/100 exceptions:page_fault_user address=0x7f000000a000 ip=0x401000 error_code=0x6
28000 0 100/100 kmem:mm_page_alloc pfn=0x100a order=0 gfp_flags=0x140cca migratetype=1
29000 0 100/100 exceptions:page_fault_user address=0x7f000000b000 ip=0x401000 error_code=0x6
30000 0 100/100 kmem:mm_page_alloc pfn=0x100b order=0 gfp_flags=0x140cca migratetype=1
31000 0 100/100 exceptions:page_fault_user address=0x7f000000c000 ip=0x401000 error_code=0x6
32000 0 100/100 kmem:mm_page_alloc pfn=0x100c order=0 gfp_flags=0x140cca migratetype=1
33000 0 100/100 exceptions:page_fault_user address=0x7f000000d000 ip=0x401000 error_code=0x6
34000 0 100/100 kmem:mm_page_alloc pfn=0x100d order=0 gfp_flags=0x140cca migratetype=1
35000 0 100/100 exceptions:page_fault_user address=0x7f000000e000 ip=0x401000 error_code=0x6
36000 0 100/100 kmem:mm_page_alloc pfn=0x100e order=0 gfp_flags=0x140cca migratetype=1
37000 0 100/100 exceptions:page_fault_user address=0x7f000000f000 ip=0x401000 error_code=0x6
38000 0 100/100 kmem:mm_page_alloc pfn=0x100f order=0 gfp_flags=0x140cca migratetype=1
39000 0 100/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=0x6
40000 0 100/100 kmem:mm_page_alloc pfn=0x1010 order=0 gfp_flags=0x140cca migratetype=1
41000 0 100/100 exceptions:page_fault_user address=0x7f0000011000 ip=0x401000 error_code=0x6
42000 0 100/100 kmem:mm_page_alloc pfn=0x1011 order=0 gfp_flags=0x140cca migratetype=1
43000 0 100/100 exceptions:page_fault_user address=0x7f0000012000 ip=0x401000 error_code=0x6
44000 0 100/100 kmem:mm_page_alloc pfn=0x1012 order=0 gfp_flags=0x140cca migratetype=1
45000 0 100/100 exceptions:page_fault_user address=0x7f0000013000 ip=0x401000 error_code=0x6
46000 0 100/100 kmem:mm_page_alloc pfn=0x1013 order=0 gfp_flags=0x140cca migratetype=1
47000 0 100/100 exceptions:page_fault_user address=0x7f0000014000 ip=0x401000 error_code=0x6
48000 0 100/100 kmem:mm_page_alloc pfn=0x1014 order=0 gfp_flags=0x140cca migratetype=1
49000 0 100/100 exceptions:page_fault_user address=0x7f0000015000 ip=0x401000 error_code=0x6
50000 0 100/100 kmem:mm_page_alloc pfn=0x1015 order=0 gfp_flags=0x140cca migratetype=1
51000 0 100/100 exceptions:page_fault_user address=0x7f0000016000 ip=0x401000 error_code=0x6
52000 0 100/100 kmem:mm_page_alloc pfn=0x1016 order=0 gfp_flags=0x140cca migratetype=1
53000 0 100/100 exceptions:page_fault_user address=0x7f0000017000 ip=0x401000 error_code=0x6
54000 0 100/100 kmem:mm_page_alloc pfn=0x1017 order=0 gfp_flags=0x140cca migratetype=1
55000 0 100/100 exceptions:page_fault_user address=0x7f0000018000 ip=0x401000 error_code=0x6
56000 0 100/100 kmem:mm_page_alloc pfn=0x1018 order=0 gfp_flags=0x140cca migratetype=1
57000 0 100/100 exceptions:page_fault_user address=0x7f0000019000 ip=0x401000 error_code=0x6
58000 0 100/100 kmem:mm_page_alloc pfn=0x1019 order=0 gfp_flags=0x140cca migratetype=1
59000 0 100/100 exceptions:page_fault_user address=0x7f000001a000 ip=0x401000 error_code=0x6
60000 0 100/100 kmem:mm_page_alloc pfn=0x101a order=0 gfp_flags=0x140cca migratetype=1
61000 0 100/100 exceptions:page_fault_user address=0x7f000001b000 ip=0x401000 error_code=0x6
62000 0 100/100 kmem:mm_page_alloc pfn=0x101b order=0 gfp_flags=0x140cca migratetype=1
63000 0 100/100 exceptions:page_fault_user address=0x7f000001c000 ip=0x401000 error_code=0x6
64000 0 100/100 kmem:mm_page_alloc pfn=0x101c order=0 gfp_flags=0x140cca migratetype=1
65000 0 100/100 exceptions:page_fault_user address=0x7f000001d000 ip=0x401000 error_code=0x6
66000 0 100/100 kmem:mm_page_alloc pfn=0x101d order=0 gfp_flags=0x140cca migratetype=1
67000 0 100/100 exceptions:page_fault_user address=0x7f000001e000 ip=0x401000 error_code=0x6
68000 0 100/100 kmem:mm_page_alloc pfn=0x101e order=0 gfp_flags=0x140cca migratetype=1
69000 0 100/100 exceptions:page_fault_user address=0x7f000001f000 ip=0x401000 error_code=0x6
70000 0 100/100 kmem:mm_page_alloc pfn=0x101f order=0 gfp_flags=0x140cca migratetype=1
71000 0 100/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=0x6
72000 0 100/100 kmem:mm_page_alloc pfn=0x1020 order=0 gfp_flags=0x140cca migratetype=1
73000 0 100/100 exceptions:page_fault_user address=0x7f0000021000 ip=0x401000 error_code=0x6
74000 0 100/100 kmem:mm_page_alloc pfn=0x1021 order=0 gfp_flags=0x140cca migratetype=1
75000 0 100/100 exceptions:page_fault_user address=0x7f0000022000 ip=0x401000 error_code=0x6
76000 0 100/100 kmem:mm_page_alloc pfn=0x1022 order=0 gfp_flags=0x140cca migratetype=1
77000 0 100/100 exceptions:page_fault_user address=0x7f0000023000 ip=0x401000 error_code=0x6
78000 0 100/100 kmem:mm_page_alloc pfn=0x1023 order=0 gfp_flags=0x140cca migratetype=1
79000 0 100/100 exceptions:page_fault_user address=0x7f0000024000 ip=0x401000 error_code=0x6
80000 0 100/100 kmem:mm_page_alloc pfn=0x1024 order=0 gfp_flags=0x140cca migratetype=1
81000 0 100/100 exceptions:page_fault_user address=0x7f0000025000 ip=0x401000 error_code=0x6
82000 0 100/100 kmem:mm_page_alloc pfn=0x1025 order=0 gfp_flags=0x140cca migratetype=1
83000 0 100/100 exceptions:page_fault_user address=0x7f0000026000 ip=0x401000 error_code=0x6
84000 0 100/100 kmem:mm_page_alloc pfn=0x1026 order=0 gfp_flags=0x140cca migratetype=1
85000 0 100/100 exceptions:page_fault_user address=0x7f0000027000 ip=0x401000 error_code=0x6
86000 0 100/100 kmem:mm_page_alloc pfn=0x1027 order=0 gfp_flags=0x140cca migratetype=1
87000 0 100/100 exceptions:page_fault_user address=0x7f0000028000 ip=0x401000 error_code=0x6
88000 0 100/100 kmem:mm_page_alloc pfn=0x1028 order=0 gfp_flags=0x140cca migratetype=1
89000 0 100/100 exceptions:page_fault_user address=0x7f0000029000 ip=0x401000 error_code=0x6
90000 0 100/100 kmem:mm_page_alloc pfn=0x1029 order=0 gfp_flags=0x140cca migratetype=1
91000 0 100/100 exceptions:page_fault_user address=0x7f000002a000 ip=0x401000 error_code=0x6
92000 0 100/100 kmem:mm_page_alloc pfn=0x102a order=0 gfp_flags=0x140cca migratetype=1
93000 0 100/100 exceptions:page_fault_user address=0x7f000002b000 ip=0x401000 error_code=0x6
94000 0 100/100 kmem:mm_page_alloc pfn=0x102b order=0 gfp_flags=0x140cca migratetype=1
95000 0 100/100 exceptions:page_fault_user address=0x7f000002c000 ip=0x401000 error_code=0x6
96000 0 100/100 kmem:mm_page_alloc pfn=0x102c order=0 gfp_flags=0x140cca migratetype=1
97000 0 100/100 exceptions:page_fault_user address=0x7f000002d000 ip=0x401000 error_code=0x6
98000 0 100/100 kmem:mm_page_alloc pfn=0x102d order=0 gfp_flags=0x140cca migratetype=1
99000 0 100/100 exceptions:page_fault_user address=0x7f000002e000 ip=0x401000 error_code=0x6
100000 0 100/100 kmem:mm_page_alloc pfn=0x102e order=0 gfp_flags=0x140cca migratetype=1
101000 0 100/100 exceptions:page_fault_user address=0x7f000002f000 ip=0x401000 error_code=0x6
102000 0 100/100 kmem:mm_page_alloc pfn=0x102f order=0 gfp_flags=0x140cca migratetype=1
103000 0 100/100 exceptions:page_fault_user address=0x7f0000030000 ip=0x401000 error_code=0x6
104000 0 100/100 kmem:mm_page_alloc pfn=0x1030 order=0 gfp_flags=0x140cca migratetype=1
105000 0 100/100 exceptions:page_fault_user address=0x7f0000031000 ip=0x401000 error_code=0x6
106000 0 100/100 kmem:mm_page_alloc pfn=0x1031 order=0 gfp_flags=0x140cca migratetype=1
107000 0 100/100 exceptions:page_fault_user address=0x7f0000032000 ip=0x401000 error_code=0x6
108000 0 100/100 kmem:mm_page_alloc pfn=0x1032 order=0 gfp_flags=0x140cca migratetype=1
109000 0 100/100 exceptions:page_fault_user address=0x7f0000033000 ip=0x401000 error_code=0x6
110000 0 100/100 kmem:mm_page_alloc pfn=0x1033 order=0 gfp_flags=0x140cca migratetype=1
111000 0 100/100 exceptions:page_fault_user address=0x7f0000034000 ip=0x401000 error_code=0x6
112000 0 100/100 kmem:mm_page_alloc pfn=0x1034 order=0 gfp_flags=0x140cca migratetype=1
113000 0 100/100 exceptions:page_fault_user address=0x7f0000035000 ip=0x401000 error_code=0x6
114000 0 100/100 kmem:mm_page_alloc pfn=0x1035 order=0 gfp_flags=0x140cca migratetype=1
115000 0 100/100 exceptions:page_fault_user address=0x7f0000036000 ip=0x401000 error_code=0x6
116000 0 100/100 kmem:mm_page_alloc pfn=0x1036 order=0 gfp_flags=0x140cca migratetype=1
117000 0 100/100 exceptions:page_fault_user address=0x7f0000037000 ip=0x401000 error_code=0x6
118000 0 100/100 kmem:mm_page_alloc pfn=0x1037 order=0 gfp_flags=0x140cca migratetype=1
119000 0 100/100 exceptions:page_fault_user address=0x7f0000038000 ip=0x401000 error_code=0x6
120000 0 100/100 kmem:mm_page_alloc pfn=0x1038 order=0 gfp_flags=0x140cca migratetype=1
121000 0 100/100 exceptions:page_fault_user address=0x7f0000039000 ip=0x401000 error_code=0x6
122000 0 100/100 kmem:mm_page_alloc pfn=0x1039 order=0 gfp_flags=0x140cca migratetype=1
123000 0 100/100 exceptions:page_fault_user address=0x7f000003a000 ip=0x401000 error_code=0x6
124000 0 100/100 kmem:mm_page_alloc pfn=0x103a order=0 gfp_flags=0x140cca migratetype=1
125000 0 100/100 exceptions:page_fault_user address=0x7f000003b000 ip=0x401000 error_code=0x6
126000 0 100/100 kmem:mm_page_alloc pfn=0x103b order=0 gfp_flags=0x140cca migratetype=1
127000 0 100/100 exceptions:page_fault_user address=0x7f000003c000 ip=0x401000 error_code=0x6
128000 0 100/100 kmem:mm_page_alloc pfn=0x103c order=0 gfp_flags=0x140cca migratetype=1
129000 0 100/100 exceptions:page_fault_user address=0x7f000003d000 ip=0x401000 error_code=0x6
130000 0 100/100 kmem:mm_page_alloc pfn=0x103d order=0 gfp_flags=0x140cca migratetype=1
131000 0 100/100 exceptions:page_fault_user address=0x7f000003e000 ip=0x401000 error_code=0x6
132000 0 100/100 kmem:mm_page_alloc pfn=0x103e order=0 gfp_flags=0x140cca migratetype=1
133000 0 100/100 exceptions:page_fault_user address=0x7f000003f000 ip=0x401000 error_code=0x6
134000 0 100/100 kmem:mm_page_alloc pfn=0x103f order=0 gfp_flags=0x140cca migratetype=1
135000 0 100/100 exceptions:page_fault_user address=0x7f0000040000 ip=0x401000 error_code=0x6
136000 0 100/100 kmem:mm_page_alloc pfn=0x1040 order=0 gfp_flags=0x140cca migratetype=1
137000 0 100/100 exceptions:page_fault_user address=0x7f0000041000 ip=0x401000 error_code=0x6
138000 0 100/100 kmem:mm_page_alloc pfn=0x1041 order=0 gfp_flags=0x140cca migratetype=1
139000 0 100/100 exceptions:page_fault_user address=0x7f0000042000 ip=0x401000 error_code=0x6
140000 0 100/100 kmem:mm_page_alloc pfn=0x1042 order=0 gfp_flags=0x140cca migratetype=1
141000 0 100/100 exceptions:page_fault_user address=0x7f0000043000 ip=0x401000 error_code=0x6
142000 0 100/100 kmem:mm_page_alloc pfn=0x1043 order=0 gfp_flags=0x140cca migratetype=1
143000 0 100/100 exceptions:page_fault_user address=0x7f0000044000 ip=0x401000 error_code=0x6
144000 0 100/100 kmem:mm_page_alloc pfn=0x1044 order=0 gfp_flags=0x140cca migratetype=1
145000 0 100/100 exceptions:page_fault_user address=0x7f0000045000 ip=0x401000 error_code=0x6
146000 0 100/100 kmem:mm_page_alloc pfn=0x1045 order=0 gfp_flags=0x140cca migratetype=1
147000 0 100/100 exceptions:page_fault_user address=0x7f0000046000 ip=0x401000 error_code=0x6
148000 0 100/100 kmem:mm_page_alloc pfn=0x1046 order=0 gfp_flags=0x140cca migratetype=1
149000 0 100/100 exceptions:page_fault_user address=0x7f0000047000 ip=0x401000 error_code=0x6
150000 0 100/100 kmem:mm_page_alloc pfn=0x1047 order=0 gfp_flags=0x140cca migratetype=1
151000 0 100/100 exceptions:page_fault_user address=0x7f0000048000 ip=0x401000 error_code=0x6
152000 0 100/100 kmem:mm_page_alloc pfn=0x1048 order=0 gfp_flags=0x140cca migratetype=1
153000 0 100/100 exceptions:page_fault_user address=0x7f0000049000 ip=0x401000 error_code=0x6
154000 0 100/100 kmem:mm_page_alloc pfn=0x1049 order=0 gfp_flags=0x140cca migratetype=1
155000 0 100/100 exceptions:page_fault_user address=0x7f000004a000 ip=0x401000 error_code=0x6
156000 0 100/100 kmem:mm_page_alloc pfn=0x104a order=0 gfp_flags=0x140cca migratetype=1
157000 0 100/100 exceptions:page_fault_user address=0x7f000004b000 ip=0x401000 error_code=0x6
158000 0 100/100 kmem:mm_page_alloc pfn=0x104b order=0 gfp_flags=0x140cca migratetype=1
159000 0 100/100 exceptions:page_fault_user address=0x7f000004c000 ip=0x401000 error_code=0x6
160000 0 100/100 kmem:mm_page_alloc pfn=0x104c order=0 gfp_flags=0x140cca migratetype=1
161000 0 100/100 exceptions:page_fault_user address=0x7f000004d000 ip=0x401000 error_code=0x6
162000 0 100/100 kmem:mm_page_alloc pfn=0x104d order=0 gfp_flags=0x140cca migratetype=1
163000 0 100/100 exceptions:page_fault_user address=0x7f000004e000 ip=0x401000 error_code=0x6
164000 0 100/100 kmem:mm_page_alloc pfn=0x104e order=0 gfp_flags=0x140cca migratetype=1
165000 0 100/100 exceptions:page_fault_user address=0x7f000004f000 ip=0x401000 error_code=0x6
166000 0 100/100 kmem:mm_page_alloc pfn=0x104f order=0 gfp_flags=0x140cca migratetype=1
167000 0 100/100 exceptions:page_fault_user address=0x7f0000050000 ip=0x401000 error_code=0x6
168000 0 100/100 kmem:mm_page_alloc pfn=0x1050 order=0 gfp_flags=0x140cca migratetype=1
169000 0 100/100 exceptions:page_fault_user address=0x7f0000051000 ip=0x401000 error_code=0x6
170000 0 100/100 kmem:mm_page_alloc pfn=0x1051 order=0 gfp_flags=0x140cca migratetype=1
171000 0 100/100 exceptions:page_fault_user address=0x7f0000052000 ip=0x401000 error_code=0x6
172000 0 100/100 kmem:mm_page_alloc pfn=0x1052 order=0 gfp_flags=0x140cca migratetype=1
173000 0 100/100 exceptions:page_fault_user address=0x7f0000053000 ip=0x401000 error_code=0x6
174000 0 100/100 kmem:mm_page_alloc pfn=0x1053 order=0 gfp_flags=0x140cca migratetype=1
175000 0 100/100 exceptions:page_fault_user address=0x7f0000054000 ip=0x401000 error_code=0x6
176000 0 100/100 kmem:mm_page_alloc pfn=0x1054 order=0 gfp_flags=0x140cca migratetype=1
177000 0 100/100 exceptions:page_fault_user address=0x7f0000055000 ip=0x401000 error_code=0x6
178000 0 100/100 kmem:mm_page_alloc pfn=0x1055 order=0 gfp_flags=0x140cca migratetype=1
179000 0 100/100 exceptions:page_fault_user address=0x7f0000056000 ip=0x401000 error_code=0x6
180000 0 100/100 kmem:mm_page_alloc pfn=0x1056 order=0 gfp_flags=0x140cca migratetype=1
181000 0 100/100 exceptions:page_fault_user address=0x7f0000057000 ip=0x401000 error_code=0x6
182000 0 100/100 kmem:mm_page_alloc pfn=0x1057 order=0 gfp_flags=0x140cca migratetype=1
183000 0 100/100 exceptions:page_fault_user address=0x7f0000058000 ip=0x401000 error_code=0x6
184000 0 100/100 kmem:mm_page_alloc pfn=0x1058 order=0 gfp_flags=0x140cca migratetype=1
185000 0 100/100 exceptions:page_fault_user address=0x7f0000059000 ip=0x401000 error_code=0x6
186000 0 100/100 kmem:mm_page_alloc pfn=0x1059 order=0 gfp_flags=0x140cca migratetype=1
187000 0 100/100 exceptions:page_fault_user address=0x7f000005a000 ip=0x401000 error_code=0x6
188000 0 100/100 kmem:mm_page_alloc pfn=0x105a order=0 gfp_flags=0x140cca migratetype=1
189000 0 100/100 exceptions:page_fault_user address=0x7f000005b000 ip=0x401000 error_code=0x6
190000 0 100/100 kmem:mm_page_alloc pfn=0x105b order=0 gfp_flags=0x140cca migratetype=1
191000 0 100/100 exceptions:page_fault_user address=0x7f000005c000 ip=0x401000 error_code=0x6
192000 0 100/100 kmem:mm_page_alloc pfn=0x105c order=0 gfp_flags=0x140cca migratetype=1
193000 0 100/100 exceptions:page_fault_user address=0x7f000005d000 ip=0x401000 error_code=0x6
194000 0 100/100 kmem:mm_page_alloc pfn=0x105d order=0 gfp_flags=0x140cca migratetype=1
195000 0 100/100 exceptions:page_fault_user address=0x7f000005e000 ip=0x401000 error_code=0x6
196000 0 100/100 kmem:mm_page_alloc pfn=0x105e order=0 gfp_flags=0x140cca migratetype=1
197000 0 100/100 exceptions:page_fault_user address=0x7f000005f000 ip=0x401000 error_code=0x6
198000 0 100/100 kmem:mm_page_alloc pfn=0x105f order=0 gfp_flags=0x140cca migratetype=1
199000 0 100/100 exceptions:page_fault_user address=0x7f0000060000 ip=0x401000 error_code=0x6
200000 0 100/100 kmem:mm_page_alloc pfn=0x1060 order=0 gfp_flags=0x140cca migratetype=1
201000 0 100/100 exceptions:page_fault_user address=0x7f0000061000 ip=0x401000 error_code=0x6
202000 0 100/100 kmem:mm_page_alloc pfn=0x1061 order=0 gfp_flags=0x140cca migratetype=1
203000 0 100/100 exceptions:page_fault_user address=0x7f0000062000 ip=0x401000 error_code=0x6
204000 0 100/100 kmem:mm_page_alloc pfn=0x1062 order=0 gfp_flags=0x140cca migratetype=1
205000 0 100/100 exceptions:page_fault_user address=0x7f0000063000 ip=0x401000 error_code=0x6
206000 0 100/100 kmem:mm_page_alloc pfn=0x1063 order=0 gfp_flags=0x140cca migratetype=1
207000 0 100/100 exceptions:page_fault_user address=0x7f0000064000 ip=0x401000 error_code=0x6
208000 0 100/100 kmem:mm_page_alloc pfn=0x1064 order=0 gfp_flags=0x140cca migratetype=1
209000 0 100/100 exceptions:page_fault_user address=0x7f0000065000 ip=0x401000 error_code=0x6
210000 0 100/100 kmem:mm_page_alloc pfn=0x1065 order=0 gfp_flags=0x140cca migratetype=1
211000 0 100/100 exceptions:page_fault_user address=0x7f0000066000 ip=0x401000 error_code=0x6
212000 0 100/100 kmem:mm_page_alloc pfn=0x1066 order=0 gfp_flags=0x140cca migratetype=1
213000 0 100/100 exceptions:page_fault_user address=0x7f0000067000 ip=0x401000 error_code=0x6
214000 0 100/100 kmem:mm_page_alloc pfn=0x1067 order=0 gfp_flags=0x140cca migratetype=1
215000 0 100/100 exceptions:page_fault_user address=0x7f0000068000 ip=0x401000 error_code=0x6
216000 0 100/100 kmem:mm_page_alloc pfn=0x1068 order=0 gfp_flags=0x140cca migratetype=1
217000 0 100/100 exceptions:page_fault_user address=0x7f0000069000 ip=0x401000 error_code=0x6
218000 0 100/100 kmem:mm_page_alloc pfn=0x1069 order=0 gfp_flags=0x140cca migratetype=1
219000 0 100/100 exceptions:page_fault_user address=0x7f000006a000 ip=0x401000 error_code=0x6
220000 0 100/100 kmem:mm_page_alloc pfn=0x106a order=0 gfp_flags=0x140cca migratetype=1
221000 0 100/100 exceptions:page_fault_user address=0x7f000006b000 ip=0x401000 error_code=0x6
222000 0 100/100 kmem:mm_page_alloc pfn=0x106b order=0 gfp_flags=0x140cca migratetype=1
223000 0 100/100 exceptions:page_fault_user address=0x7f000006c000 ip=0x401000 error_code=0x6
224000 0 100/100 kmem:mm_page_alloc pfn=0x106c order=0 gfp_flags=0x140cca migratetype=1
225000 0 100/100 exceptions:page_fault_user address=0x7f000006d000 ip=0x401000 error_code=0x6
226000 0 100/100 kmem:mm_page_alloc pfn=0x106d order=0 gfp_flags=0x140cca migratetype=1
227000 0 100/100 exceptions:page_fault_user address=0x7f000006e000 ip=0x401000 error_code=0x6
228000 0 100/100 kmem:mm_page_alloc pfn=0x106e order=0 gfp_flags=0x140cca migratetype=1
229000 0 100/100 exceptions:page_fault_user address=0x7f000006f000 ip=0x401000 error_code=0x6
230000 0 100/100 kmem:mm_page_alloc pfn=0x106f order=0 gfp_flags=0x140cca migratetype=1
231000 0 100/100 exceptions:page_fault_user address=0x7f0000070000 ip=0x401000 error_code=0x6
232000 0 100/100 kmem:mm_page_alloc pfn=0x1070 order=0 gfp_flags=0x140cca migratetype=1
233000 0 100/100 exceptions:page_fault_user address=0x7f0000071000 ip=0x401000 error_code=0x6
234000 0 100/100 kmem:mm_page_alloc pfn=0x1071 order=0 gfp_flags=0x140cca migratetype=1
235000 0 100/100 exceptions:page_fault_user address=0x7f0000072000 ip=0x401000 error_code=0x6
236000 0 100/100 kmem:mm_page_alloc pfn=0x1072 order=0 gfp_flags=0x140cca migratetype=1
237000 0 100/100 exceptions:page_fault_user address=0x7f0000073000 ip=0x401000 error_code=0x6
238000 0 100/100 kmem:mm_page_alloc pfn=0x1073 order=0 gfp_flags=0x140cca migratetype=1
239000 0 100/100 exceptions:page_fault_user address=0x7f0000074000 ip=0x401000 error_code=0x6
240000 0 100/100 kmem:mm_page_alloc pfn=0x1074 order=0 gfp_flags=0x140cca migratetype=1
241000 0 100/100 exceptions:page_fault_user address=0x7f0000075000 ip=0x401000 error_code=0x6
242000 0 100/100 kmem:mm_page_alloc pfn=0x1075 order=0 gfp_flags=0x140cca migratetype=1
243000 0 100/100 exceptions:page_fault_user address=0x7f0000076000 ip=0x401000 error_code=0x6
244000 0 100/100 kmem:mm_page_alloc pfn=0x1076 order=0 gfp_flags=0x140cca migratetype=1
245000 0 100/100 exceptions:page_fault_user address=0x7f0000077000 ip=0x401000 error_code=0x6
246000 0 100/100 kmem:mm_page_alloc pfn=0x1077 order=0 gfp_flags=0x140cca migratetype=1
247000 0 100/100 exceptions:page_fault_user address=0x7f0000078000 ip=0x401000 error_code=0x6
248000 0 100/100 kmem:mm_page_alloc pfn=0x1078 order=0 gfp_flags=0x140cca migratetype=1
249000 0 100/100 exceptions:page_fault_user address=0x7f0000079000 ip=0x401000 error_code=0x6
250000 0 100/100 kmem:mm_page_alloc pfn=0x1079 order=0 gfp_flags=0x140cca migratetype=1
251000 0 100/100 exceptions:page_fault_user address=0x7f000007a000 ip=0x401000 error_code=0x6
252000 0 100/100 kmem:mm_page_alloc pfn=0x107a order=0 gfp_flags=0x140cca migratetype=1
253000 0 100/100 exceptions:page_fault_user address=0x7f000007b000 ip=0x401000 error_code=0x6
254000 0 100/100 kmem:mm_page_alloc pfn=0x107b order=0 gfp_flags=0x140cca migratetype=1
255000 0 100/100 exceptions:page_fault_user address=0x7f000007c000 ip=0x401000 error_code=0x6
256000 0 100/100 kmem:mm_page_alloc pfn=0x107c order=0 gfp_flags=0x140cca migratetype=1
257000 0 100/100 exceptions:page_fault_user address=0x7f000007d000 ip=0x401000 error_code=0x6
258000 0 100/100 kmem:mm_page_alloc pfn=0x107d order=0 gfp_flags=0x140cca migratetype=1
259000 0 100/100 exceptions:page_fault_user address=0x7f000007e000 ip=0x401000 error_code=0x6
260000 0 100/100 kmem:mm_page_alloc pfn=0x107e order=0 gfp_flags=0x140cca migratetype=1
261000 0 100/100 exceptions:page_fault_user address=0x7f000007f000 ip=0x401000 error_code=0x6
262000 0 100/100 kmem:mm_page_alloc pfn=0x107f order=0 gfp_flags=0x140cca migratetype=1
263000 0 100/100 exceptions:page_fault_user address=0x7f0000080000 ip=0x401000 error_code=0x6
264000 0 100/100 kmem:mm_page_alloc pfn=0x1080 order=0 gfp_flags=0x140cca migratetype=1
265000 0 100/100 exceptions:page_fault_user address=0x7f0000081000 ip=0x401000 error_code=0x6
266000 0 100/100 kmem:mm_page_alloc pfn=0x1081 order=0 gfp_flags=0x140cca migratetype=1
267000 0 100/100 exceptions:page_fault_user address=0x7f0000082000 ip=0x401000 error_code=0x6
268000 0 100/100 kmem:mm_page_alloc pfn=0x1082 order=0 gfp_flags=0x140cca migratetype=1
269000 0 100/100 exceptions:page_fault_user address=0x7f0000083000 ip=0x401000 error_code=0x6
270000 0 100/100 kmem:mm_page_alloc pfn=0x1083 order=0 gfp_flags=0x140cca migratetype=1
271000 0 100/100 exceptions:page_fault_user address=0x7f0000084000 ip=0x401000 error_code=0x6
272000 0 100/100 kmem:mm_page_alloc pfn=0x1084 order=0 gfp_flags=0x140cca migratetype=1
273000 0 100/100 exceptions:page_fault_user address=0x7f0000085000 ip=0x401000 error_code=0x6
274000 0 100/100 kmem:mm_page_alloc pfn=0x1085 order=0 gfp_flags=0x140cca migratetype=1
275000 0 100/100 exceptions:page_fault_user address=0x7f0000086000 ip=0x401000 error_code=0x6
276000 0 100/100 kmem:mm_page_alloc pfn=0x1086 order=0 gfp_flags=0x140cca migratetype=1
277000 0 100/100 exceptions:page_fault_user address=0x7f0000087000 ip=0x401000 error_code=0x6
278000 0 100/100 kmem:mm_page_alloc pfn=0x1087 order=0 gfp_flags=0x140cca migratetype=1
279000 0 100/100 exceptions:page_fault_user address=0x7f0000088000 ip=0x401000 error_code=0x6
280000 0 100/100 kmem:mm_page_alloc pfn=0x1088 order=0 gfp_flags=0x140cca migratetype=1
281000 0 100/100 exceptions:page_fault_user address=0x7f0000089000 ip=0x401000 error_code=0x6
282000 0 100/100 kmem:mm_page_alloc pfn=0x1089 order=0 gfp_flags=0x140cca migratetype=1
283000 0 100/100 exceptions:page_fault_user address=0x7f000008a000 ip=0x401000 error_code=0x6
284000 0 100/100 kmem:mm_page_alloc pfn=0x108a order=0 gfp_flags=0x140cca migratetype=1
285000 0 100/100 exceptions:page_fault_user address=0x7f000008b000 ip=0x401000 error_code=0x6
286000 0 100/100 kmem:mm_page_alloc pfn=0x108b order=0 gfp_flags=0x140cca migratetype=1
287000 0 100/100 exceptions:page_fault_user address=0x7f000008c000 ip=0x401000 error_code=0x6
288000 0 100/100 kmem:mm_page_alloc pfn=0x108c order=0 gfp_flags=0x140cca migratetype=1
289000 0 100/100 exceptions:page_fault_user address=0x7f000008d000 ip=0x401000 error_code=0x6
290000 0 100/100 kmem:mm_page_alloc pfn=0x108d order=0 gfp_flags=0x140cca migratetype=1
291000 0 100/100 exceptions:page_fault_user address=0x7f000008e000 ip=0x401000 error_code=0x6
292000 0 100/100 kmem:mm_page_alloc pfn=0x108e order=0 gfp_flags=0x140cca migratetype=1
293000 0 100/100 exceptions:page_fault_user address=0x7f000008f000 ip=0x401000 error_code=0x6
294000 0 100/100 kmem:mm_page_alloc pfn=0x108f order=0 gfp_flags=0x140cca migratetype=1
295000 0 100/100 exceptions:page_fault_user address=0x7f0000090000 ip=0x401000 error_code=0x6
296000 0 100/100 kmem:mm_page_alloc pfn=0x1090 order=0 gfp_flags=0x140cca migratetype=1
297000 0 100/100 exceptions:page_fault_user address=0x7f0000091000 ip=0x401000 error_code=0x6
298000 0 100/100 kmem:mm_page_alloc pfn=0x1091 order=0 gfp_flags=0x140cca migratetype=1
299000 0 100/100 exceptions:page_fault_user address=0x7f0000092000 ip=0x401000 error_code=0x6
300000 0 100/100 kmem:mm_page_alloc pfn=0x1092 order=0 gfp_flags=0x140cca migratetype=1
301000 0 100/100 exceptions:page_fault_user address=0x7f0000093000 ip=0x401000 error_code=0x6
302000 0 100/100 kmem:mm_page_alloc pfn=0x1093 order=0 gfp_flags=0x140cca migratetype=1
303000 0 100/100 exceptions:page_fault_user address=0x7f0000094000 ip=0x401000 error_code=0x6
304000 0 100/100 kmem:mm_page_alloc pfn=0x1094 order=0 gfp_flags=0x140cca migratetype=1
305000 0 100/100 exceptions:page_fault_user address=0x7f0000095000 ip=0x401000 error_code=0x6
306000 0 100/100 kmem:mm_page_alloc pfn=0x1095 order=0 gfp_flags=0x140cca migratetype=1
307000 0 100/100 exceptions:page_fault_user address=0x7f0000096000 ip=0x401000 error_code=0x6
308000 0 100/100 kmem:mm_page_alloc pfn=0x1096 order=0 gfp_flags=0x140cca migratetype=1
309000 0 100/100 exceptions:page_fault_user address=0x7f0000097000 ip=0x401000 error_code=0x6
310000 0 100/100 kmem:mm_page_alloc pfn=0x1097 order=0 gfp_flags=0x140cca migratetype=1
311000 0 100/100 exceptions:page_fault_user address=0x7f0000098000 ip=0x401000 error_code=0x6
312000 0 100/100 kmem:mm_page_alloc pfn=0x1098 order=0 gfp_flags=0x140cca migratetype=1
313000 0 100/100 exceptions:page_fault_user address=0x7f0000099000 ip=0x401000 error_code=0x6
314000 0 100/100 kmem:mm_page_alloc pfn=0x1099 order=0 gfp_flags=0x140cca migratetype=1
315000 0 100/100 exceptions:page_fault_user address=0x7f000009a000 ip=0x401000 error_code=0x6
316000 0 100/100 kmem:mm_page_alloc pfn=0x109a order=0 gfp_flags=0x140cca migratetype=1
317000 0 100/100 exceptions:page_fault_user address=0x7f000009b000 ip=0x401000 error_code=0x6
318000 0 100/100 kmem:mm_page_alloc pfn=0x109b order=0 gfp_flags=0x140cca migratetype=1
319000 0 100/100 exceptions:page_fault_user address=0x7f000009c000 ip=0x401000 error_code=0x6
320000 0 100/100 kmem:mm_page_alloc pfn=0x109c order=0 gfp_flags=0x140cca migratetype=1
321000 0 100/100 exceptions:page_fault_user address=0x7f000009d000 ip=0x401000 error_code=0x6
322000 0 100/100 kmem:mm_page_alloc pfn=0x109d order=0 gfp_flags=0x140cca migratetype=1
323000 0 100/100 exceptions:page_fault_user address=0x7f000009e000 ip=0x401000 error_code=0x6
324000 0 100/100 kmem:mm_page_alloc pfn=0x109e order=0 gfp_flags=0x140cca migratetype=1
325000 0 100/100 exceptions:page_fault_user address=0x7f000009f000 ip=0x401000 error_code=0x6
326000 0 100/100 kmem:mm_page_alloc pfn=0x109f order=0 gfp_flags=0x140cca migratetype=1
327000 0 100/100 exceptions:page_fault_user address=0x7f00000a0000 ip=0x401000 error_code=0x6
328000 0 100/100 kmem:mm_page_alloc pfn=0x10a0 order=0 gfp_flags=0x140cca migratetype=1
329000 0 100/100 exceptions:page_fault_user address=0x7f00000a1000 ip=0x401000 error_code=0x6
330000 0 100/100 kmem:mm_page_alloc pfn=0x10a1 order=0 gfp_flags=0x140cca migratetype=1
331000 0 100/100 exceptions:page_fault_user address=0x7f00000a2000 ip=0x401000 error_code=0x6
332000 0 100/100 kmem:mm_page_alloc pfn=0x10a2 order=0 gfp_flags=0x140cca migratetype=1
333000 0 100/100 exceptions:page_fault_user address=0x7f00000a3000 ip=0x401000 error_code=0x6
334000 0 100/100 kmem:mm_page_alloc pfn=0x10a3 order=0 gfp_flags=0x140cca migratetype=1
335000 0 100/100 exceptions:page_fault_user address=0x7f00000a4000 ip=0x401000 error_code=0x6
336000 0 100/100 kmem:mm_page_alloc pfn=0x10a4 order=0 gfp_flags=0x140cca migratetype=1
337000 0 100/100 exceptions:page_fault_user address=0x7f00000a5000 ip=0x401000 error_code=0x6
338000 0 100/100 kmem:mm_page_alloc pfn=0x10a5 order=0 gfp_flags=0x140cca migratetype=1
339000 0 100/100 exceptions:page_fault_user address=0x7f00000a6000 ip=0x401000 error_code=0x6
340000 0 100/100 kmem:mm_page_alloc pfn=0x10a6 order=0 gfp_flags=0x140cca migratetype=1
341000 0 100/100 exceptions:page_fault_user address=0x7f00000a7000 ip=0x401000 error_code=0x6
342000 0 100/100 kmem:mm_page_alloc pfn=0x10a7 order=0 gfp_flags=0x140cca migratetype=1
343000 0 100/100 exceptions:page_fault_user address=0x7f00000a8000 ip=0x401000 error_code=0x6
344000 0 100/100 kmem:mm_page_alloc pfn=0x10a8 order=0 gfp_flags=0x140cca migratetype=1
345000 0 100/100 exceptions:page_fault_user address=0x7f00000a9000 ip=0x401000 error_code=0x6
346000 0 100/100 kmem:mm_page_alloc pfn=0x10a9 order=0 gfp_flags=0x140cca migratetype=1
347000 0 100/100 exceptions:page_fault_user address=0x7f00000aa000 ip=0x401000 error_code=0x6
348000 0 100/100 kmem:mm_page_alloc pfn=0x10aa order=0 gfp_flags=0x140cca migratetype=1
349000 0 100/100 exceptions:page_fault_user address=0x7f00000ab000 ip=0x401000 error_code=0x6
350000 0 100/100 kmem:mm_page_alloc pfn=0x10ab order=0 gfp_flags=0x140cca migratetype=1
351000 0 100/100 exceptions:page_fault_user address=0x7f00000ac000 ip=0x401000 error_code=0x6
352000 0 100/100 kmem:mm_page_alloc pfn=0x10ac order=0 gfp_flags=0x140cca migratetype=1
353000 0 100/100 exceptions:page_fault_user address=0x7f00000ad000 ip=0x401000 error_code=0x6
354000 0 100/100 kmem:mm_page_alloc pfn=0x10ad order=0 gfp_flags=0x140cca migratetype=1
355000 0 100/100 exceptions:page_fault_user address=0x7f00000ae000 ip=0x401000 error_code=0x6
356000 0 100/100 kmem:mm_page_alloc pfn=0x10ae order=0 gfp_flags=0x140cca migratetype=1
357000 0 100/100 exceptions:page_fault_user address=0x7f00000af000 ip=0x401000 error_code=0x6
358000 0 100/100 kmem:mm_page_alloc pfn=0x10af order=0 gfp_flags=0x140cca migratetype=1
359000 0 100/100 exceptions:page_fault_user address=0x7f00000b0000 ip=0x401000 error_code=0x6
360000 0 100/100 kmem:mm_page_alloc pfn=0x10b0 order=0 gfp_flags=0x140cca migratetype=1
361000 0 100/100 exceptions:page_fault_user address=0x7f00000b1000 ip=0x401000 error_code=0x6
362000 0 100/100 kmem:mm_page_alloc pfn=0x10b1 order=0 gfp_flags=0x140cca migratetype=1
363000 0 100/100 exceptions:page_fault_user address=0x7f00000b2000 ip=0x401000 error_code=0x6
364000 0 100/100 kmem:mm_page_alloc pfn=0x10b2 order=0 gfp_flags=0x140cca migratetype=1
365000 0 100/100 exceptions:page_fault_user address=0x7f00000b3000 ip=0x401000 error_code=0x6
366000 0 100/100 kmem:mm_page_alloc pfn=0x10b3 order=0 gfp_flags=0x140cca migratetype=1
367000 0 100/100 exceptions:page_fault_user address=0x7f00000b4000 ip=0x401000 error_code=0x6
368000 0 100/100 kmem:mm_page_alloc pfn=0x10b4 order=0 gfp_flags=0x140cca migratetype=1
369000 0 100/100 exceptions:page_fault_user address=0x7f00000b5000 ip=0x401000 error_code=0x6
370000 0 100/100 kmem:mm_page_alloc pfn=0x10b5 order=0 gfp_flags=0x140cca migratetype=1
371000 0 100/100 exceptions:page_fault_user address=0x7f00000b6000 ip=0x401000 error_code=0x6
372000 0 100/100 kmem:mm_page_alloc pfn=0x10b6 order=0 gfp_flags=0x140cca migratetype=1
373000 0 100/100 exceptions:page_fault_user address=0x7f00000b7000 ip=0x401000 error_code=0x6
374000 0 100/100 kmem:mm_page_alloc pfn=0x10b7 order=0 gfp_flags=0x140cca migratetype=1
375000 0 100/100 exceptions:page_fault_user address=0x7f00000b8000 ip=0x401000 error_code=0x6
376000 0 100/100 kmem:mm_page_alloc pfn=0x10b8 order=0 gfp_flags=0x140cca migratetype=1
377000 0 100/100 exceptions:page_fault_user address=0x7f00000b9000 ip=0x401000 error_code=0x6
378000 0 100/100 kmem:mm_page_alloc pfn=0x10b9 order=0 gfp_flags=0x140cca migratetype=1
379000 0 100/100 exceptions:page_fault_user address=0x7f00000ba000 ip=0x401000 error_code=0x6
380000 0 100/100 kmem:mm_page_alloc pfn=0x10ba order=0 gfp_flags=0x140cca migratetype=1
381000 0 100/100 exceptions:page_fault_user address=0x7f00000bb000 ip=0x401000 error_code=0x6
382000 0 100/100 kmem:mm_page_alloc pfn=0x10bb order=0 gfp_flags=0x140cca migratetype=1
383000 0 100/100 exceptions:page_fault_user address=0x7f00000bc000 ip=0x401000 error_code=0x6
384000 0 100/100 kmem:mm_page_alloc pfn=0x10bc order=0 gfp_flags=0x140cca migratetype=1
385000 0 100/100 exceptions:page_fault_user address=0x7f00000bd000 ip=0x401000 error_code=0x6
386000 0 100/100 kmem:mm_page_alloc pfn=0x10bd order=0 gfp_flags=0x140cca migratetype=1
387000 0 100/100 exceptions:page_fault_user address=0x7f00000be000 ip=0x401000 error_code=0x6
388000 0 100/100 kmem:mm_page_alloc pfn=0x10be order=0 gfp_flags=0x140cca migratetype=1
389000 0 100/100 exceptions:page_fault_user address=0x7f00000bf000 ip=0x401000 error_code=0x6
390000 0 100/100 kmem:mm_page_alloc pfn=0x10bf order=0 gfp_flags=0x140cca migratetype=1
391000 0 100/100 exceptions:page_fault_user address=0x7f00000c0000 ip=0x401000 error_code=0x6
392000 0 100/100 kmem:mm_page_alloc pfn=0x10c0 order=0 gfp_flags=0x140cca migratetype=1
393000 0 100/100 exceptions:page_fault_user address=0x7f00000c1000 ip=0x401000 error_code=0x6
394000 0 100/100 kmem:mm_page_alloc pfn=0x10c1 order=0 gfp_flags=0x140cca migratetype=1
395000 0 100/100 exceptions:page_fault_user address=0x7f00000c2000 ip=0x401000 error_code=0x6
396000 0 100/100 kmem:mm_page_alloc pfn=0x10c2 order=0 gfp_flags=0x140cca migratetype=1
397000 0 100/100 exceptions:page_fault_user address=0x7f00000c3000 ip=0x401000 error_code=0x6
398000 0 100/100 kmem:mm_page_alloc pfn=0x10c3 order=0 gfp_flags=0x140cca migratetype=1
399000 0 100/100 exceptions:page_fault_user address=0x7f00000c4000 ip=0x401000 error_code=0x6
400000 0 100/100 kmem:mm_page_alloc pfn=0x10c4 order=0 gfp_flags=0x140cca migratetype=1
401000 0 100/100 exceptions:page_fault_user address=0x7f00000c5000 ip=0x401000 error_code=0x6
402000 0 100/100 kmem:mm_page_alloc pfn=0x10c5 order=0 gfp_flags=0x140cca migratetype=1
403000 0 100/100 exceptions:page_fault_user address=0x7f00000c6000 ip=0x401000 error_code=0x6
404000 0 100/100 kmem:mm_page_alloc pfn=0x10c6 order=0 gfp_flags=0x140cca migratetype=1
405000 0 100/100 exceptions:page_fault_user address=0x7f00000c7000 ip=0x401000 error_code=0x6
406000 0 100/100 kmem:mm_page_alloc pfn=0x10c7 order=0 gfp_flags=0x140cca migratetype=1
407000 0 100/100 exceptions:page_fault_user address=0x7f00000c8000 ip=0x401000 error_code=0x6
408000 0 100/100 kmem:mm_page_alloc pfn=0x10c8 order=0 gfp_flags=0x140cca migratetype=1
409000 0 100/100 exceptions:page_fault_user address=0x7f00000c9000 ip=0x401000 error_code=0x6
410000 0 100/100 kmem:mm_page_alloc pfn=0x10c9 order=0 gfp_flags=0x140cca migratetype=1
411000 0 100/100 exceptions:page_fault_user address=0x7f00000ca000 ip=0x401000 error_code=0x6
412000 0 100/100 kmem:mm_page_alloc pfn=0x10ca order=0 gfp_flags=0x140cca migratetype=1
413000 0 100/100 exceptions:page_fault_user address=0x7f00000cb000 ip=0x401000 error_code=0x6
414000 0 100/100 kmem:mm_page_alloc pfn=0x10cb order=0 gfp_flags=0x140cca migratetype=1
415000 0 100/100 exceptions:page_fault_user address=0x7f00000cc000 ip=0x401000 error_code=0x6
416000 0 100/100 kmem:mm_page_alloc pfn=0x10cc order=0 gfp_flags=0x140cca migratetype=1
417000 0 100/100 exceptions:page_fault_user address=0x7f00000cd000 ip=0x401000 error_code=0x6
418000 0 100/100 kmem:mm_page_alloc pfn=0x10cd order=0 gfp_flags=0x140cca migratetype=1
419000 0 100/100 exceptions:page_fault_user address=0x7f00000ce000 ip=0x401000 error_code=0x6
420000 0 100/100 kmem:mm_page_alloc pfn=0x10ce order=0 gfp_flags=0x140cca migratetype=1
421000 0 100/100 exceptions:page_fault_user address=0x7f00000cf000 ip=0x401000 error_code=0x6
422000 0 100/100 kmem:mm_page_alloc pfn=0x10cf order=0 gfp_flags=0x140cca migratetype=1
423000 0 100/100 exceptions:page_fault_user address=0x7f00000d0000 ip=0x401000 error_code=0x6
424000 0 100/100 kmem:mm_page_alloc pfn=0x10d0 order=0 gfp_flags=0x140cca migratetype=1
425000 0 100/100 exceptions:page_fault_user address=0x7f00000d1000 ip=0x401000 error_code=0x6
426000 0 100/100 kmem:mm_page_alloc pfn=0x10d1 order=0 gfp_flags=0x140cca migratetype=1
427000 0 100/100 exceptions:page_fault_user address=0x7f00000d2000 ip=0x401000 error_code=0x6
428000 0 100/100 kmem:mm_page_alloc pfn=0x10d2 order=0 gfp_flags=0x140cca migratetype=1
429000 0 100/100 exceptions:page_fault_user address=0x7f00000d3000 ip=0x401000 error_code=0x6
430000 0 100/100 kmem:mm_page_alloc pfn=0x10d3 order=0 gfp_flags=0x140cca migratetype=1
431000 0 100/100 exceptions:page_fault_user address=0x7f00000d4000 ip=0x401000 error_code=0x6
432000 0 100/100 kmem:mm_page_alloc pfn=0x10d4 order=0 gfp_flags=0x140cca migratetype=1
433000 0 100/100 exceptions:page_fault_user address=0x7f00000d5000 ip=0x401000 error_code=0x6
434000 0 100/100 kmem:mm_page_alloc pfn=0x10d5 order=0 gfp_flags=0x140cca migratetype=1
435000 0 100/100 exceptions:page_fault_user address=0x7f00000d6000 ip=0x401000 error_code=0x6
436000 0 100/100 kmem:mm_page_alloc pfn=0x10d6 order=0 gfp_flags=0x140cca migratetype=1
437000 0 100/100 exceptions:page_fault_user address=0x7f00000d7000 ip=0x401000 error_code=0x6
438000 0 100/100 kmem:mm_page_alloc pfn=0x10d7 order=0 gfp_flags=0x140cca migratetype=1
439000 0 100/100 exceptions:page_fault_user address=0x7f00000d8000 ip=0x401000 error_code=0x6
440000 0 100/100 kmem:mm_page_alloc pfn=0x10d8 order=0 gfp_flags=0x140cca migratetype=1
441000 0 100/100 exceptions:page_fault_user address=0x7f00000d9000 ip=0x401000 error_code=0x6
442000 0 100/100 kmem:mm_page_alloc pfn=0x10d9 order=0 gfp_flags=0x140cca migratetype=1
443000 0 100/100 exceptions:page_fault_user address=0x7f00000da000 ip=0x401000 error_code=0x6
444000 0 100/100 kmem:mm_page_alloc pfn=0x10da order=0 gfp_flags=0x140cca migratetype=1
445000 0 100/100 exceptions:page_fault_user address=0x7f00000db000 ip=0x401000 error_code=0x6
446000 0 100/100 kmem:mm_page_alloc pfn=0x10db order=0 gfp_flags=0x140cca migratetype=1
447000 0 100/100 exceptions:page_fault_user address=0x7f00000dc000 ip=0x401000 error_code=0x6
448000 0 100/100 kmem:mm_page_alloc pfn=0x10dc order=0 gfp_flags=0x140cca migratetype=1
449000 0 100/100 exceptions:page_fault_user address=0x7f00000dd000 ip=0x401000 error_code=0x6
450000 0 100/100 kmem:mm_page_alloc pfn=0x10dd order=0 gfp_flags=0x140cca migratetype=1
451000 0 100/100 exceptions:page_fault_user address=0x7f00000de000 ip=0x401000 error_code=0x6
452000 0 100/100 kmem:mm_page_alloc pfn=0x10de order=0 gfp_flags=0x140cca migratetype=1
453000 0 100/100 exceptions:page_fault_user address=0x7f00000df000 ip=0x401000 error_code=0x6
454000 0 100/100 kmem:mm_page_alloc pfn=0x10df order=0 gfp_flags=0x140cca migratetype=1
455000 0 100/100 exceptions:page_fault_user address=0x7f00000e0000 ip=0x401000 error_code=0x6
456000 0 100/100 kmem:mm_page_alloc pfn=0x10e0 order=0 gfp_flags=0x140cca migratetype=1
457000 0 100/100 exceptions:page_fault_user address=0x7f00000e1000 ip=0x401000 error_code=0x6
458000 0 100/100 kmem:mm_page_alloc pfn=0x10e1 order=0 gfp_flags=0x140cca migratetype=1
459000 0 100/100 exceptions:page_fault_user address=0x7f00000e2000 ip=0x401000 error_code=0x6
460000 0 100/100 kmem:mm_page_alloc pfn=0x10e2 order=0 gfp_flags=0x140cca migratetype=1
461000 0 100/100 exceptions:page_fault_user address=0x7f00000e3000 ip=0x401000 error_code=0x6
462000 0 100/100 kmem:mm_page_alloc pfn=0x10e3 order=0 gfp_flags=0x140cca migratetype=1
463000 0 100/100 exceptions:page_fault_user address=0x7f00000e4000 ip=0x401000 error_code=0x6
464000 0 100/100 kmem:mm_page_alloc pfn=0x10e4 order=0 gfp_flags=0x140cca migratetype=1
465000 0 100/100 exceptions:page_fault_user address=0x7f00000e5000 ip=0x401000 error_code=0x6
466000 0 100/100 kmem:mm_page_alloc pfn=0x10e5 order=0 gfp_flags=0x140cca migratetype=1
467000 0 100/100 exceptions:page_fault_user address=0x7f00000e6000 ip=0x401000 error_code=0x6
468000 0 100/100 kmem:mm_page_alloc pfn=0x10e6 order=0 gfp_flags=0x140cca migratetype=1
469000 0 100/100 exceptions:page_fault_user address=0x7f00000e7000 ip=0x401000 error_code=0x6
470000 0 100/100 kmem:mm_page_alloc pfn=0x10e7 order=0 gfp_flags=0x140cca migratetype=1
471000 0 100/100 exceptions:page_fault_user address=0x7f00000e8000 ip=0x401000 error_code=0x6
472000 0 100/100 kmem:mm_page_alloc pfn=0x10e8 order=0 gfp_flags=0x140cca migratetype=1
473000 0 100/100 exceptions:page_fault_user address=0x7f00000e9000 ip=0x401000 error_code=0x6
474000 0 100/100 kmem:mm_page_alloc pfn=0x10e9 order=0 gfp_flags=0x140cca migratetype=1
475000 0 100/100 exceptions:page_fault_user address=0x7f00000ea000 ip=0x401000 error_code=0x6
476000 0 100/100 kmem:mm_page_alloc pfn=0x10ea order=0 gfp_flags=0x140cca migratetype=1
477000 0 100/100 exceptions:page_fault_user address=0x7f00000eb000 ip=0x401000 error_code=0x6
478000 0 100/100 kmem:mm_page_alloc pfn=0x10eb order=0 gfp_flags=0x140cca migratetype=1
479000 0 100/100 exceptions:page_fault_user address=0x7f00000ec000 ip=0x401000 error_code=0x6
480000 0 100/100 kmem:mm_page_alloc pfn=0x10ec order=0 gfp_flags=0x140cca migratetype=1
481000 0 100/100 exceptions:page_fault_user address=0x7f00000ed000 ip=0x401000 error_code=0x6
482000 0 100/100 kmem:mm_page_alloc pfn=0x10ed order=0 gfp_flags=0x140cca migratetype=1
483000 0 100/100 exceptions:page_fault_user address=0x7f00000ee000 ip=0x401000 error_code=0x6
484000 0 100/100 kmem:mm_page_alloc pfn=0x10ee order=0 gfp_flags=0x140cca migratetype=1
485000 0 100/100 exceptions:page_fault_user address=0x7f00000ef000 ip=0x401000 error_code=0x6
486000 0 100/100 kmem:mm_page_alloc pfn=0x10ef order=0 gfp_flags=0x140cca migratetype=1
487000 0 100/100 exceptions:page_fault_user address=0x7f00000f0000 ip=0x401000 error_code=0x6
488000 0 100/100 kmem:mm_page_alloc pfn=0x10f0 order=0 gfp_flags=0x140cca migratetype=1
489000 0 100/100 exceptions:page_fault_user address=0x7f00000f1000 ip=0x401000 error_code=0x6
490000 0 100/100 kmem:mm_page_alloc pfn=0x10f1 order=0 gfp_flags=0x140cca migratetype=1
491000 0 100/100 exceptions:page_fault_user address=0x7f00000f2000 ip=0x401000 error_code=0x6
492000 0 100/100 kmem:mm_page_alloc pfn=0x10f2 order=0 gfp_flags=0x140cca migratetype=1
493000 0 100/100 exceptions:page_fault_user address=0x7f00000f3000 ip=0x401000 error_code=0x6
494000 0 100/100 kmem:mm_page_alloc pfn=0x10f3 order=0 gfp_flags=0x140cca migratetype=1
495000 0 100/100 exceptions:page_fault_user address=0x7f00000f4000 ip=0x401000 error_code=0x6
496000 0 100/100 kmem:mm_page_alloc pfn=0x10f4 order=0 gfp_flags=0x140cca migratetype=1
497000 0 100/100 exceptions:page_fault_user address=0x7f00000f5000 ip=0x401000 error_code=0x6
498000 0 100/100 kmem:mm_page_alloc pfn=0x10f5 order=0 gfp_flags=0x140cca migratetype=1
499000 0 100/100 exceptions:page_fault_user address=0x7f00000f6000 ip=0x401000 error_code=0x6
500000 0 100/100 kmem:mm_page_alloc pfn=0x10f6 order=0 gfp_flags=0x140cca migratetype=1
501000 0 100/100 exceptions:page_fault_user address=0x7f00000f7000 ip=0x401000 error_code=0x6
502000 0 100/100 kmem:mm_page_alloc pfn=0x10f7 order=0 gfp_flags=0x140cca migratetype=1
503000 0 100/100 exceptions:page_fault_user address=0x7f00000f8000 ip=0x401000 error_code=0x6
504000 0 100/100 kmem:mm_page_alloc pfn=0x10f8 order=0 gfp_flags=0x140cca migratetype=1
505000 0 100/100 exceptions:page_fault_user address=0x7f00000f9000 ip=0x401000 error_code=0x6
506000 0 100/100 kmem:mm_page_alloc pfn=0x10f9 order=0 gfp_flags=0x140cca migratetype=1
507000 0 100/100 exceptions:page_fault_user address=0x7f00000fa000 ip=0x401000 error_code=0x6
508000 0 100/100 kmem:mm_page_alloc pfn=0x10fa order=0 gfp_flags=0x140cca migratetype=1
509000 0 100/100 exceptions:page_fault_user address=0x7f00000fb000 ip=0x401000 error_code=0x6
510000 0 100/100 kmem:mm_page_alloc pfn=0x10fb order=0 gfp_flags=0x140cca migratetype=1
511000 0 100/100 exceptions:page_fault_user address=0x7f00000fc000 ip=0x401000 error_code=0x6
512000 0 100/100 kmem:mm_page_alloc pfn=0x10fc order=0 gfp_flags=0x140cca migratetype=1
513000 0 100/100 exceptions:page_fault_user address=0x7f00000fd000 ip=0x401000 error_code=0x6
514000 0 100/100 kmem:mm_page_alloc pfn=0x10fd order=0 gfp_flags=0x140cca migratetype=1
515000 0 100/100 exceptions:page_fault_user address=0x7f00000fe000 ip=0x401000 error_code=0x6
516000 0 100/100 kmem:mm_page_alloc pfn=0x10fe order=0 gfp_flags=0x140cca migratetype=1
517000 0 100/100 exceptions:page_fault_user address=0x7f00000ff000 ip=0x401000 error_code=0x6
518000 0 100/100 kmem:mm_page_alloc pfn=0x10ff order=0 gfp_flags=0x140cca migratetype=1
519000 0 100/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
520000 0 100/100 kmem:mm_page_alloc pfn=0x1100 order=0 gfp_flags=0x140cca migratetype=1
521000 0 100/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
522000 0 100/100 kmem:mm_page_alloc pfn=0x1101 order=0 gfp_flags=0x140cca migratetype=1
523000 0 100/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
524000 0 100/100 kmem:mm_page_alloc pfn=0x1102 order=0 gfp_flags=0x140cca migratetype=1
525000 0 100/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
526000 0 100/100 kmem:mm_page_alloc pfn=0x1103 order=0 gfp_flags=0x140cca migratetype=1
527000 0 100/100 exceptions:page_fault_user address=0x7f0000104000 ip=0x401000 error_code=0x6
528000 0 100/100 kmem:mm_page_alloc pfn=0x1104 order=0 gfp_flags=0x140cca migratetype=1
529000 0 100/100 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=0x6
530000 0 100/100 kmem:mm_page_alloc pfn=0x1105 order=0 gfp_flags=0x140cca migratetype=1
531000 0 100/100 exceptions:page_fault_user address=0x7f0000106000 ip=0x401000 error_code=0x6
532000 0 100/100 kmem:mm_page_alloc pfn=0x1106 order=0 gfp_flags=0x140cca migratetype=1
533000 0 100/100 exceptions:page_fault_user address=0x7f0000107000 ip=0x401000 error_code=0x6
534000 0 100/100 kmem:mm_page_alloc pfn=0x1107 order=0 gfp_flags=0x140cca migratetype=1
535000 0 100/100 exceptions:page_fault_user address=0x7f0000108000 ip=0x401000 error_code=0x6
536000 0 100/100 kmem:mm_page_alloc pfn=0x1108 order=0 gfp_flags=0x140cca migratetype=1
537000 0 100/100 exceptions:page_fault_user address=0x7f0000109000 ip=0x401000 error_code=0x6
538000 0 100/100 kmem:mm_page_alloc pfn=0x1109 order=0 gfp_flags=0x140cca migratetype=1
539000 0 100/100 exceptions:page_fault_user address=0x7f000010a000 ip=0x401000 error_code=0x6
540000 0 100/100 kmem:mm_page_alloc pfn=0x110a order=0 gfp_flags=0x140cca migratetype=1
541000 0 100/100 exceptions:page_fault_user address=0x7f000010b000 ip=0x401000 error_code=0x6
542000 0 100/100 kmem:mm_page_alloc pfn=0x110b order=0 gfp_flags=0x140cca migratetype=1
543000 0 100/100 exceptions:page_fault_user address=0x7f000010c000 ip=0x401000 error_code=0x6
544000 0 100/100 kmem:mm_page_alloc pfn=0x110c order=0 gfp_flags=0x140cca migratetype=1
545000 0 100/100 exceptions:page_fault_user address=0x7f000010d000 ip=0x401000 error_code=0x6
546000 0 100/100 kmem:mm_page_alloc pfn=0x110d order=0 gfp_flags=0x140cca migratetype=1
547000 0 100/100 exceptions:page_fault_user address=0x7f000010e000 ip=0x401000 error_code=0x6
548000 0 100/100 kmem:mm_page_alloc pfn=0x110e order=0 gfp_flags=0x140cca migratetype=1
549000 0 100/100 exceptions:page_fault_user address=0x7f000010f000 ip=0x401000 error_code=0x6
550000 0 100/100 kmem:mm_page_alloc pfn=0x110f order=0 gfp_flags=0x140cca migratetype=1
551000 0 100/100 exceptions:page_fault_user address=0x7f0000110000 ip=0x401000 error_code=0x6
552000 0 100/100 kmem:mm_page_alloc pfn=0x1110 order=0 gfp_flags=0x140cca migratetype=1
553000 0 100/100 exceptions:page_fault_user address=0x7f0000111000 ip=0x401000 error_code=0x6
554000 0 100/100 kmem:mm_page_alloc pfn=0x1111 order=0 gfp_flags=0x140cca migratetype=1
555000 0 100/100 exceptions:page_fault_user address=0x7f0000112000 ip=0x401000 error_code=0x6
556000 0 100/100 kmem:mm_page_alloc pfn=0x1112 order=0 gfp_flags=0x140cca migratetype=1
557000 0 100/100 exceptions:page_fault_user address=0x7f0000113000 ip=0x401000 error_code=0x6
558000 0 100/100 kmem:mm_page_alloc pfn=0x1113 order=0 gfp_flags=0x140cca migratetype=1
559000 0 100/100 exceptions:page_fault_user address=0x7f0000114000 ip=0x401000 error_code=0x6
560000 0 100/100 kmem:mm_page_alloc pfn=0x1114 order=0 gfp_flags=0x140cca migratetype=1
561000 0 100/100 exceptions:page_fault_user address=0x7f0000115000 ip=0x401000 error_code=0x6
562000 0 100/100 kmem:mm_page_alloc pfn=0x1115 order=0 gfp_flags=0x140cca migratetype=1
563000 0 100/100 exceptions:page_fault_user address=0x7f0000116000 ip=0x401000 error_code=0x6
564000 0 100/100 kmem:mm_page_alloc pfn=0x1116 order=0 gfp_flags=0x140cca migratetype=1
565000 0 100/100 exceptions:page_fault_user address=0x7f0000117000 ip=0x401000 error_code=0x6
566000 0 100/100 kmem:mm_page_alloc pfn=0x1117 order=0 gfp_flags=0x140cca migratetype=1
567000 0 100/100 exceptions:page_fault_user address=0x7f0000118000 ip=0x401000 error_code=0x6
568000 0 100/100 kmem:mm_page_alloc pfn=0x1118 order=0 gfp_flags=0x140cca migratetype=1
569000 0 100/100 exceptions:page_fault_user address=0x7f0000119000 ip=0x401000 error_code=0x6
570000 0 100/100 kmem:mm_page_alloc pfn=0x1119 order=0 gfp_flags=0x140cca migratetype=1
571000 0 100/100 exceptions:page_fault_user address=0x7f000011a000 ip=0x401000 error_code=0x6
572000 0 100/100 kmem:mm_page_alloc pfn=0x111a order=0 gfp_flags=0x140cca migratetype=1
573000 0 100/100 exceptions:page_fault_user address=0x7f000011b000 ip=0x401000 error_code=0x6
574000 0 100/100 kmem:mm_page_alloc pfn=0x111b order=0 gfp_flags=0x140cca migratetype=1
575000 0 100/100 exceptions:page_fault_user address=0x7f000011c000 ip=0x401000 error_code=0x6
576000 0 100/100 kmem:mm_page_alloc pfn=0x111c order=0 gfp_flags=0x140cca migratetype=1
577000 0 100/100 exceptions:page_fault_user address=0x7f000011d000 ip=0x401000 error_code=0x6
578000 0 100/100 kmem:mm_page_alloc pfn=0x111d order=0 gfp_flags=0x140cca migratetype=1
579000 0 100/100 exceptions:page_fault_user address=0x7f000011e000 ip=0x401000 error_code=0x6
580000 0 100/100 kmem:mm_page_alloc pfn=0x111e order=0 gfp_flags=0x140cca migratetype=1
581000 0 100/100 exceptions:page_fault_user address=0x7f000011f000 ip=0x401000 error_code=0x6
582000 0 100/100 kmem:mm_page_alloc pfn=0x111f order=0 gfp_flags=0x140cca migratetype=1
583000 0 100/100 exceptions:page_fault_user address=0x7f0000120000 ip=0x401000 error_code=0x6
584000 0 100/100 kmem:mm_page_alloc pfn=0x1120 order=0 gfp_flags=0x140cca migratetype=1
585000 0 100/100 exceptions:page_fault_user address=0x7f0000121000 ip=0x401000 error_code=0x6
586000 0 100/100 kmem:mm_page_alloc pfn=0x1121 order=0 gfp_flags=0x140cca migratetype=1
587000 0 100/100 exceptions:page_fault_user address=0x7f0000122000 ip=0x401000 error_code=0x6
588000 0 100/100 kmem:mm_page_alloc pfn=0x1122 order=0 gfp_flags=0x140cca migratetype=1
589000 0 100/100 exceptions:page_fault_user address=0x7f0000123000 ip=0x401000 error_code=0x6
590000 0 100/100 kmem:mm_page_alloc pfn=0x1123 order=0 gfp_flags=0x140cca migratetype=1
591000 0 100/100 exceptions:page_fault_user address=0x7f0000124000 ip=0x401000 error_code=0x6
592000 0 100/100 kmem:mm_page_alloc pfn=0x1124 order=0 gfp_flags=0x140cca migratetype=1
593000 0 100/100 exceptions:page_fault_user address=0x7f0000125000 ip=0x401000 error_code=0x6
594000 0 100/100 kmem:mm_page_alloc pfn=0x1125 order=0 gfp_flags=0x140cca migratetype=1
595000 0 100/100 exceptions:page_fault_user address=0x7f0000126000 ip=0x401000 error_code=0x6
596000 0 100/100 kmem:mm_page_alloc pfn=0x1126 order=0 gfp_flags=0x140cca migratetype=1
597000 0 100/100 exceptions:page_fault_user address=0x7f0000127000 ip=0x401000 error_code=0x6
598000 0 100/100 kmem:mm_page_alloc pfn=0x1127 order=0 gfp_flags=0x140cca migratetype=1
599000 0 100/100 exceptions:page_fault_user address=0x7f0000128000 ip=0x401000 error_code=0x6
600000 0 100/100 kmem:mm_page_alloc pfn=0x1128 order=0 gfp_flags=0x140cca migratetype=1
601000 0 100/100 exceptions:page_fault_user address=0x7f0000129000 ip=0x401000 error_code=0x6
602000 0 100/100 kmem:mm_page_alloc pfn=0x1129 order=0 gfp_flags=0x140cca migratetype=1
603000 0 100/100 exceptions:page_fault_user address=0x7f000012a000 ip=0x401000 error_code=0x6
604000 0 100/100 kmem:mm_page_alloc pfn=0x112a order=0 gfp_flags=0x140cca migratetype=1
605000 0 100/100 exceptions:page_fault_user address=0x7f000012b000 ip=0x401000 error_code=0x6
606000 0 100/100 kmem:mm_page_alloc pfn=0x112b order=0 gfp_flags=0x140cca migratetype=1
607000 0 100/100 exceptions:page_fault_user address=0x7f000012c000 ip=0x401000 error_code=0x6
608000 0 100/100 kmem:mm_page_alloc pfn=0x112c order=0 gfp_flags=0x140cca migratetype=1
609000 0 100/100 exceptions:page_fault_user address=0x7f000012d000 ip=0x401000 error_code=0x6
610000 0 100/100 kmem:mm_page_alloc pfn=0x112d order=0 gfp_flags=0x140cca migratetype=1
611000 0 100/100 exceptions:page_fault_user address=0x7f000012e000 ip=0x401000 error_code=0x6
612000 0 100/100 kmem:mm_page_alloc pfn=0x112e order=0 gfp_flags=0x140cca migratetype=1
613000 0 100/100 exceptions:page_fault_user address=0x7f000012f000 ip=0x401000 error_code=0x6
614000 0 100/100 kmem:mm_page_alloc pfn=0x112f order=0 gfp_flags=0x140cca migratetype=1
615000 0 100/100 exceptions:page_fault_user address=0x7f0000130000 ip=0x401000 error_code=0x6
616000 0 100/100 kmem:mm_page_alloc pfn=0x1130 order=0 gfp_flags=0x140cca migratetype=1
617000 0 100/100 exceptions:page_fault_user address=0x7f0000131000 ip=0x401000 error_code=0x6
618000 0 100/100 kmem:mm_page_alloc pfn=0x1131 order=0 gfp_flags=0x140cca migratetype=1
619000 0 100/100 exceptions:page_fault_user address=0x7f0000132000 ip=0x401000 error_code=0x6
620000 0 100/100 kmem:mm_page_alloc pfn=0x1132 order=0 gfp_flags=0x140cca migratetype=1
621000 0 100/100 exceptions:page_fault_user address=0x7f0000133000 ip=0x401000 error_code=0x6
622000 0 100/100 kmem:mm_page_alloc pfn=0x1133 order=0 gfp_flags=0x140cca migratetype=1
623000 0 100/100 exceptions:page_fault_user address=0x7f0000134000 ip=0x401000 error_code=0x6
624000 0 100/100 kmem:mm_page_alloc pfn=0x1134 order=0 gfp_flags=0x140cca migratetype=1
625000 0 100/100 exceptions:page_fault_user address=0x7f0000135000 ip=0x401000 error_code=0x6
626000 0 100/100 kmem:mm_page_alloc pfn=0x1135 order=0 gfp_flags=0x140cca migratetype=1
627000 0 100/100 exceptions:page_fault_user address=0x7f0000136000 ip=0x401000 error_code=0x6
628000 0 100/100 kmem:mm_page_alloc pfn=0x1136 order=0 gfp_flags=0x140cca migratetype=1
629000 0 100/100 exceptions:page_fault_user address=0x7f0000137000 ip=0x401000 error_code=0x6
630000 0 100/100 kmem:mm_page_alloc pfn=0x1137 order=0 gfp_flags=0x140cca migratetype=1
631000 0 100/100 exceptions:page_fault_user address=0x7f0000138000 ip=0x401000 error_code=0x6
632000 0 100/100 kmem:mm_page_alloc pfn=0x1138 order=0 gfp_flags=0x140cca migratetype=1
633000 0 100/100 exceptions:page_fault_user address=0x7f0000139000 ip=0x401000 error_code=0x6
634000 0 100/100 kmem:mm_page_alloc pfn=0x1139 order=0 gfp_flags=0x140cca migratetype=1
635000 0 100/100 exceptions:page_fault_user address=0x7f000013a000 ip=0x401000 error_code=0x6
636000 0 100/100 kmem:mm_page_alloc pfn=0x113a order=0 gfp_flags=0x140cca migratetype=1
637000 0 100/100 exceptions:page_fault_user address=0x7f000013b000 ip=0x401000 error_code=0x6
638000 0 100/100 kmem:mm_page_alloc pfn=0x113b order=0 gfp_flags=0x140cca migratetype=1
639000 0 100/100 exceptions:page_fault_user address=0x7f000013c000 ip=0x401000 error_code=0x6
640000 0 100/100 kmem:mm_page_alloc pfn=0x113c order=0 gfp_flags=0x140cca migratetype=1
641000 0 100/100 exceptions:page_fault_user address=0x7f000013d000 ip=0x401000 error_code=0x6
642000 0 100/100 kmem:mm_page_alloc pfn=0x113d order=0 gfp_flags=0x140cca migratetype=1
643000 0 100/100 exceptions:page_fault_user address=0x7f000013e000 ip=0x401000 error_code=0x6
644000 0 100/100 kmem:mm_page_alloc pfn=0x113e order=0 gfp_flags=0x140cca migratetype=1
645000 0 100/100 exceptions:page_fault_user address=0x7f000013f000 ip=0x401000 error_code=0x6
646000 0 100/100 kmem:mm_page_alloc pfn=0x113f order=0 gfp_flags=0x140cca migratetype=1
647000 0 100/100 exceptions:page_fault_user address=0x7f0000140000 ip=0x401000 error_code=0x6
648000 0 100/100 kmem:mm_page_alloc pfn=0x1140 order=0 gfp_flags=0x140cca migratetype=1
649000 0 100/100 exceptions:page_fault_user address=0x7f0000141000 ip=0x401000 error_code=0x6
650000 0 100/100 kmem:mm_page_alloc pfn=0x1141 order=0 gfp_flags=0x140cca migratetype=1
651000 0 100/100 exceptions:page_fault_user address=0x7f0000142000 ip=0x401000 error_code=0x6
652000 0 100/100 kmem:mm_page_alloc pfn=0x1142 order=0 gfp_flags=0x140cca migratetype=1
653000 0 100/100 exceptions:page_fault_user address=0x7f0000143000 ip=0x401000 error_code=0x6
654000 0 100/100 kmem:mm_page_alloc pfn=0x1143 order=0 gfp_flags=0x140cca migratetype=1
655000 0 100/100 exceptions:page_fault_user address=0x7f0000144000 ip=0x401000 error_code=0x6
656000 0 100/100 kmem:mm_page_alloc pfn=0x1144 order=0 gfp_flags=0x140cca migratetype=1
657000 0 100/100 exceptions:page_fault_user address=0x7f0000145000 ip=0x401000 error_code=0x6
658000 0 100/100 kmem:mm_page_alloc pfn=0x1145 order=0 gfp_flags=0x140cca migratetype=1
659000 0 100/100 exceptions:page_fault_user address=0x7f0000146000 ip=0x401000 error_code=0x6
660000 0 100/100 kmem:mm_page_alloc pfn=0x1146 order=0 gfp_flags=0x140cca migratetype=1
661000 0 100/100 exceptions:page_fault_user address=0x7f0000147000 ip=0x401000 error_code=0x6
662000 0 100/100 kmem:mm_page_alloc pfn=0x1147 order=0 gfp_flags=0x140cca migratetype=1
663000 0 100/100 exceptions:page_fault_user address=0x7f0000148000 ip=0x401000 error_code=0x6
664000 0 100/100 kmem:mm_page_alloc pfn=0x1148 order=0 gfp_flags=0x140cca migratetype=1
665000 0 100/100 exceptions:page_fault_user address=0x7f0000149000 ip=0x401000 error_code=0x6
666000 0 100/100 kmem:mm_page_alloc pfn=0x1149 order=0 gfp_flags=0x140cca migratetype=1
667000 0 100/100 exceptions:page_fault_user address=0x7f000014a000 ip=0x401000 error_code=0x6
668000 0 100/100 kmem:mm_page_alloc pfn=0x114a order=0 gfp_flags=0x140cca migratetype=1
669000 0 100/100 exceptions:page_fault_user address=0x7f000014b000 ip=0x401000 error_code=0x6
670000 0 100/100 kmem:mm_page_alloc pfn=0x114b order=0 gfp_flags=0x140cca migratetype=1
671000 0 100/100 exceptions:page_fault_user address=0x7f000014c000 ip=0x401000 error_code=0x6
672000 0 100/100 kmem:mm_page_alloc pfn=0x114c order=0 gfp_flags=0x140cca migratetype=1
673000 0 100/100 exceptions:page_fault_user address=0x7f000014d000 ip=0x401000 error_code=0x6
674000 0 100/100 kmem:mm_page_alloc pfn=0x114d order=0 gfp_flags=0x140cca migratetype=1
675000 0 100/100 exceptions:page_fault_user address=0x7f000014e000 ip=0x401000 error_code=0x6
676000 0 100/100 kmem:mm_page_alloc pfn=0x114e order=0 gfp_flags=0x140cca migratetype=1
677000 0 100/100 exceptions:page_fault_user address=0x7f000014f000 ip=0x401000 error_code=0x6
678000 0 100/100 kmem:mm_page_alloc pfn=0x114f order=0 gfp_flags=0x140cca migratetype=1
679000 0 100/100 exceptions:page_fault_user address=0x7f0000150000 ip=0x401000 error_code=0x6
680000 0 100/100 kmem:mm_page_alloc pfn=0x1150 order=0 gfp_flags=0x140cca migratetype=1
681000 0 100/100 exceptions:page_fault_user address=0x7f0000151000 ip=0x401000 error_code=0x6
682000 0 100/100 kmem:mm_page_alloc pfn=0x1151 order=0 gfp_flags=0x140cca migratetype=1
683000 0 100/100 exceptions:page_fault_user address=0x7f0000152000 ip=0x401000 error_code=0x6
684000 0 100/100 kmem:mm_page_alloc pfn=0x1152 order=0 gfp_flags=0x140cca migratetype=1
685000 0 100/100 exceptions:page_fault_user address=0x7f0000153000 ip=0x401000 error_code=0x6
686000 0 100/100 kmem:mm_page_alloc pfn=0x1153 order=0 gfp_flags=0x140cca migratetype=1
687000 0 100/100 exceptions:page_fault_user address=0x7f0000154000 ip=0x401000 error_code=0x6
688000 0 100/100 kmem:mm_page_alloc pfn=0x1154 order=0 gfp_flags=0x140cca migratetype=1
689000 0 100/100 exceptions:page_fault_user address=0x7f0000155000 ip=0x401000 error_code=0x6
690000 0 100/100 kmem:mm_page_alloc pfn=0x1155 order=0 gfp_flags=0x140cca migratetype=1
691000 0 100/100 exceptions:page_fault_user address=0x7f0000156000 ip=0x401000 error_code=0x6
692000 0 100/100 kmem:mm_page_alloc pfn=0x1156 order=0 gfp_flags=0x140cca migratetype=1
693000 0 100/100 exceptions:page_fault_user address=0x7f0000157000 ip=0x401000 error_code=0x6
694000 0 100/100 kmem:mm_page_alloc pfn=0x1157 order=0 gfp_flags=0x140cca migratetype=1
695000 0 100/100 exceptions:page_fault_user address=0x7f0000158000 ip=0x401000 error_code=0x6
696000 0 100/100 kmem:mm_page_alloc pfn=0x1158 order=0 gfp_flags=0x140cca migratetype=1
697000 0 100/100 exceptions:page_fault_user address=0x7f0000159000 ip=0x401000 error_code=0x6
698000 0 100/100 kmem:mm_page_alloc pfn=0x1159 order=0 gfp_flags=0x140cca migratetype=1
699000 0 100/100 exceptions:page_fault_user address=0x7f000015a000 ip=0x401000 error_code=0x6
700000 0 100/100 kmem:mm_page_alloc pfn=0x115a order=0 gfp_flags=0x140cca migratetype=1
701000 0 100/100 exceptions:page_fault_user address=0x7f000015b000 ip=0x401000 error_code=0x6
702000 0 100/100 kmem:mm_page_alloc pfn=0x115b order=0 gfp_flags=0x140cca migratetype=1
703000 0 100/100 exceptions:page_fault_user address=0x7f000015c000 ip=0x401000 error_code=0x6
704000 0 100/100 kmem:mm_page_alloc pfn=0x115c order=0 gfp_flags=0x140cca migratetype=1
705000 0 100/100 exceptions:page_fault_user address=0x7f000015d000 ip=0x401000 error_code=0x6
706000 0 100/100 kmem:mm_page_alloc pfn=0x115d order=0 gfp_flags=0x140cca migratetype=1
707000 0 100/100 exceptions:page_fault_user address=0x7f000015e000 ip=0x401000 error_code=0x6
708000 0 100/100 kmem:mm_page_alloc pfn=0x115e order=0 gfp_flags=0x140cca migratetype=1
709000 0 100/100 exceptions:page_fault_user address=0x7f000015f000 ip=0x401000 error_code=0x6
710000 0 100/100 kmem:mm_page_alloc pfn=0x115f order=0 gfp_flags=0x140cca migratetype=1
711000 0 100/100 exceptions:page_fault_user address=0x7f0000160000 ip=0x401000 error_code=0x6
712000 0 100/100 kmem:mm_page_alloc pfn=0x1160 order=0 gfp_flags=0x140cca migratetype=1
713000 0 100/100 exceptions:page_fault_user address=0x7f0000161000 ip=0x401000 error_code=0x6
714000 0 100/100 kmem:mm_page_alloc pfn=0x1161 order=0 gfp_flags=0x140cca migratetype=1
715000 0 100/100 exceptions:page_fault_user address=0x7f0000162000 ip=0x401000 error_code=0x6
716000 0 100/100 kmem:mm_page_alloc pfn=0x1162 order=0 gfp_flags=0x140cca migratetype=1
717000 0 100/100 exceptions:page_fault_user address=0x7f0000163000 ip=0x401000 error_code=0x6
718000 0 100/100 kmem:mm_page_alloc pfn=0x1163 order=0 gfp_flags=0x140cca migratetype=1
719000 0 100/100 exceptions:page_fault_user address=0x7f0000164000 ip=0x401000 error_code=0x6
720000 0 100/100 kmem:mm_page_alloc pfn=0x1164 order=0 gfp_flags=0x140cca migratetype=1
721000 0 100/100 exceptions:page_fault_user address=0x7f0000165000 ip=0x401000 error_code=0x6
722000 0 100/100 kmem:mm_page_alloc pfn=0x1165 order=0 gfp_flags=0x140cca migratetype=1
723000 0 100/100 exceptions:page_fault_user address=0x7f0000166000 ip=0x401000 error_code=0x6
724000 0 100/100 kmem:mm_page_alloc pfn=0x1166 order=0 gfp_flags=0x140cca migratetype=1
725000 0 100/100 exceptions:page_fault_user address=0x7f0000167000 ip=0x401000 error_code=0x6
726000 0 100/100 kmem:mm_page_alloc pfn=0x1167 order=0 gfp_flags=0x140cca migratetype=1
727000 0 100/100 exceptions:page_fault_user address=0x7f0000168000 ip=0x401000 error_code=0x6
728000 0 100/100 kmem:mm_page_alloc pfn=0x1168 order=0 gfp_flags=0x140cca migratetype=1
729000 0 100/100 exceptions:page_fault_user address=0x7f0000169000 ip=0x401000 error_code=0x6
730000 0 100/100 kmem:mm_page_alloc pfn=0x1169 order=0 gfp_flags=0x140cca migratetype=1
731000 0 100/100 exceptions:page_fault_user address=0x7f000016a000 ip=0x401000 error_code=0x6
732000 0 100/100 kmem:mm_page_alloc pfn=0x116a order=0 gfp_flags=0x140cca migratetype=1
733000 0 100/100 exceptions:page_fault_user address=0x7f000016b000 ip=0x401000 error_code=0x6
734000 0 100/100 kmem:mm_page_alloc pfn=0x116b order=0 gfp_flags=0x140cca migratetype=1
735000 0 100/100 exceptions:page_fault_user address=0x7f000016c000 ip=0x401000 error_code=0x6
736000 0 100/100 kmem:mm_page_alloc pfn=0x116c order=0 gfp_flags=0x140cca migratetype=1
737000 0 100/100 exceptions:page_fault_user address=0x7f000016d000 ip=0x401000 error_code=0x6
738000 0 100/100 kmem:mm_page_alloc pfn=0x116d order=0 gfp_flags=0x140cca migratetype=1
739000 0 100/100 exceptions:page_fault_user address=0x7f000016e000 ip=0x401000 error_code=0x6
740000 0 100/100 kmem:mm_page_alloc pfn=0x116e order=0 gfp_flags=0x140cca migratetype=1
741000 0 100/100 exceptions:page_fault_user address=0x7f000016f000 ip=0x401000 error_code=0x6
742000 0 100/100 kmem:mm_page_alloc pfn=0x116f order=0 gfp_flags=0x140cca migratetype=1
743000 0 100/100 exceptions:page_fault_user address=0x7f0000170000 ip=0x401000 error_code=0x6
744000 0 100/100 kmem:mm_page_alloc pfn=0x1170 order=0 gfp_flags=0x140cca migratetype=1
745000 0 100/100 exceptions:page_fault_user address=0x7f0000171000 ip=0x401000 error_code=0x6
746000 0 100/100 kmem:mm_page_alloc pfn=0x1171 order=0 gfp_flags=0x140cca migratetype=1
747000 0 100/100 exceptions:page_fault_user address=0x7f0000172000 ip=0x401000 error_code=0x6
748000 0 100/100 kmem:mm_page_alloc pfn=0x1172 order=0 gfp_flags=0x140cca migratetype=1
749000 0 100/100 exceptions:page_fault_user address=0x7f0000173000 ip=0x401000 error_code=0x6
750000 0 100/100 kmem:mm_page_alloc pfn=0x1173 order=0 gfp_flags=0x140cca migratetype=1
751000 0 100/100 exceptions:page_fault_user address=0x7f0000174000 ip=0x401000 error_code=0x6
752000 0 100/100 kmem:mm_page_alloc pfn=0x1174 order=0 gfp_flags=0x140cca migratetype=1
753000 0 100/100 exceptions:page_fault_user address=0x7f0000175000 ip=0x401000 error_code=0x6
754000 0 100/100 kmem:mm_page_alloc pfn=0x1175 order=0 gfp_flags=0x140cca migratetype=1
755000 0 100/100 exceptions:page_fault_user address=0x7f0000176000 ip=0x401000 error_code=0x6
756000 0 100/100 kmem:mm_page_alloc pfn=0x1176 order=0 gfp_flags=0x140cca migratetype=1
757000 0 100/100 exceptions:page_fault_user address=0x7f0000177000 ip=0x401000 error_code=0x6
758000 0 100/100 kmem:mm_page_alloc pfn=0x1177 order=0 gfp_flags=0x140cca migratetype=1
759000 0 100/100 exceptions:page_fault_user address=0x7f0000178000 ip=0x401000 error_code=0x6
760000 0 100/100 kmem:mm_page_alloc pfn=0x1178 order=0 gfp_flags=0x140cca migratetype=1
761000 0 100/100 exceptions:page_fault_user address=0x7f0000179000 ip=0x401000 error_code=0x6
762000 0 100/100 kmem:mm_page_alloc pfn=0x1179 order=0 gfp_flags=0x140cca migratetype=1
763000 0 100/100 exceptions:page_fault_user address=0x7f000017a000 ip=0x401000 error_code=0x6
764000 0 100/100 kmem:mm_page_alloc pfn=0x117a order=0 gfp_flags=0x140cca migratetype=1
765000 0 100/100 exceptions:page_fault_user address=0x7f000017b000 ip=0x401000 error_code=0x6
766000 0 100/100 kmem:mm_page_alloc pfn=0x117b order=0 gfp_flags=0x140cca migratetype=1
767000 0 100/100 exceptions:page_fault_user address=0x7f000017c000 ip=0x401000 error_code=0x6
768000 0 100/100 kmem:mm_page_alloc pfn=0x117c order=0 gfp_flags=0x140cca migratetype=1
769000 0 100/100 exceptions:page_fault_user address=0x7f000017d000 ip=0x401000 error_code=0x6
770000 0 100/100 kmem:mm_page_alloc pfn=0x117d order=0 gfp_flags=0x140cca migratetype=1
771000 0 100/100 exceptions:page_fault_user address=0x7f000017e000 ip=0x401000 error_code=0x6
772000 0 100/100 kmem:mm_page_alloc pfn=0x117e order=0 gfp_flags=0x140cca migratetype=1
773000 0 100/100 exceptions:page_fault_user address=0x7f000017f000 ip=0x401000 error_code=0x6
774000 0 100/100 kmem:mm_page_alloc pfn=0x117f order=0 gfp_flags=0x140cca migratetype=1
775000 0 100/100 exceptions:page_fault_user address=0x7f0000180000 ip=0x401000 error_code=0x6
776000 0 100/100 kmem:mm_page_alloc pfn=0x1180 order=0 gfp_flags=0x140cca migratetype=1
777000 0 100/100 exceptions:page_fault_user address=0x7f0000181000 ip=0x401000 error_code=0x6
778000 0 100/100 kmem:mm_page_alloc pfn=0x1181 order=0 gfp_flags=0x140cca migratetype=1
779000 0 100/100 exceptions:page_fault_user address=0x7f0000182000 ip=0x401000 error_code=0x6
780000 0 100/100 kmem:mm_page_alloc pfn=0x1182 order=0 gfp_flags=0x140cca migratetype=1
781000 0 100/100 exceptions:page_fault_user address=0x7f0000183000 ip=0x401000 error_code=0x6
782000 0 100/100 kmem:mm_page_alloc pfn=0x1183 order=0 gfp_flags=0x140cca migratetype=1
783000 0 100/100 exceptions:page_fault_user address=0x7f0000184000 ip=0x401000 error_code=0x6
784000 0 100/100 kmem:mm_page_alloc pfn=0x1184 order=0 gfp_flags=0x140cca migratetype=1
785000 0 100/100 exceptions:page_fault_user address=0x7f0000185000 ip=0x401000 error_code=0x6
786000 0 100/100 kmem:mm_page_alloc pfn=0x1185 order=0 gfp_flags=0x140cca migratetype=1
787000 0 100/100 exceptions:page_fault_user address=0x7f0000186000 ip=0x401000 error_code=0x6
788000 0 100/100 kmem:mm_page_alloc pfn=0x1186 order=0 gfp_flags=0x140cca migratetype=1
789000 0 100/100 exceptions:page_fault_user address=0x7f0000187000 ip=0x401000 error_code=0x6
790000 0 100/100 kmem:mm_page_alloc pfn=0x1187 order=0 gfp_flags=0x140cca migratetype=1
791000 0 100/100 exceptions:page_fault_user address=0x7f0000188000 ip=0x401000 error_code=0x6
792000 0 100/100 kmem:mm_page_alloc pfn=0x1188 order=0 gfp_flags=0x140cca migratetype=1
793000 0 100/100 exceptions:page_fault_user address=0x7f0000189000 ip=0x401000 error_code=0x6
794000 0 100/100 kmem:mm_page_alloc pfn=0x1189 order=0 gfp_flags=0x140cca migratetype=1
795000 0 100/100 exceptions:page_fault_user address=0x7f000018a000 ip=0x401000 error_code=0x6
796000 0 100/100 kmem:mm_page_alloc pfn=0x118a order=0 gfp_flags=0x140cca migratetype=1
797000 0 100/100 exceptions:page_fault_user address=0x7f000018b000 ip=0x401000 error_code=0x6
798000 0 100/100 kmem:mm_page_alloc pfn=0x118b order=0 gfp_flags=0x140cca migratetype=1
799000 0 100/100 exceptions:page_fault_user address=0x7f000018c000 ip=0x401000 error_code=0x6
800000 0 100/100 kmem:mm_page_alloc pfn=0x118c order=0 gfp_flags=0x140cca migratetype=1
801000 0 100/100 exceptions:page_fault_user address=0x7f000018d000 ip=0x401000 error_code=0x6
802000 0 100/100 kmem:mm_page_alloc pfn=0x118d order=0 gfp_flags=0x140cca migratetype=1
803000 0 100/100 exceptions:page_fault_user address=0x7f000018e000 ip=0x401000 error_code=0x6
804000 0 100/100 kmem:mm_page_alloc pfn=0x118e order=0 gfp_flags=0x140cca migratetype=1
805000 0 100/100 exceptions:page_fault_user address=0x7f000018f000 ip=0x401000 error_code=0x6
806000 0 100/100 kmem:mm_page_alloc pfn=0x118f order=0 gfp_flags=0x140cca migratetype=1
807000 0 100/100 exceptions:page_fault_user address=0x7f0000190000 ip=0x401000 error_code=0x6
808000 0 100/100 kmem:mm_page_alloc pfn=0x1190 order=0 gfp_flags=0x140cca migratetype=1
809000 0 100/100 exceptions:page_fault_user address=0x7f0000191000 ip=0x401000 error_code=0x6
810000 0 100/100 kmem:mm_page_alloc pfn=0x1191 order=0 gfp_flags=0x140cca migratetype=1
811000 0 100/100 exceptions:page_fault_user address=0x7f0000192000 ip=0x401000 error_code=0x6
812000 0 100/100 kmem:mm_page_alloc pfn=0x1192 order=0 gfp_flags=0x140cca migratetype=1
813000 0 100/100 exceptions:page_fault_user address=0x7f0000193000 ip=0x401000 error_code=0x6
814000 0 100/100 kmem:mm_page_alloc pfn=0x1193 order=0 gfp_flags=0x140cca migratetype=1
815000 0 100/100 exceptions:page_fault_user address=0x7f0000194000 ip=0x401000 error_code=0x6
816000 0 100/100 kmem:mm_page_alloc pfn=0x1194 order=0 gfp_flags=0x140cca migratetype=1
817000 0 100/100 exceptions:page_fault_user address=0x7f0000195000 ip=0x401000 error_code=0x6
818000 0 100/100 kmem:mm_page_alloc pfn=0x1195 order=0 gfp_flags=0x140cca migratetype=1
819000 0 100/100 exceptions:page_fault_user address=0x7f0000196000 ip=0x401000 error_code=0x6
820000 0 100/100 kmem:mm_page_alloc pfn=0x1196 order=0 gfp_flags=0x140cca migratetype=1
821000 0 100/100 exceptions:page_fault_user address=0x7f0000197000 ip=0x401000 error_code=0x6
822000 0 100/100 kmem:mm_page_alloc pfn=0x1197 order=0 gfp_flags=0x140cca migratetype=1
823000 0 100/100 exceptions:page_fault_user address=0x7f0000198000 ip=0x401000 error_code=0x6
824000 0 100/100 kmem:mm_page_alloc pfn=0x1198 order=0 gfp_flags=0x140cca migratetype=1
825000 0 100/100 exceptions:page_fault_user address=0x7f0000199000 ip=0x401000 error_code=0x6
826000 0 100/100 kmem:mm_page_alloc pfn=0x1199 order=0 gfp_flags=0x140cca migratetype=1
827000 0 100/100 exceptions:page_fault_user address=0x7f000019a000 ip=0x401000 error_code=0x6
828000 0 100/100 kmem:mm_page_alloc pfn=0x119a order=0 gfp_flags=0x140cca migratetype=1
829000 0 100/100 exceptions:page_fault_user address=0x7f000019b000 ip=0x401000 error_code=0x6
830000 0 100/100 kmem:mm_page_alloc pfn=0x119b order=0 gfp_flags=0x140cca migratetype=1
831000 0 100/100 exceptions:page_fault_user address=0x7f000019c000 ip=0x401000 error_code=0x6
832000 0 100/100 kmem:mm_page_alloc pfn=0x119c order=0 gfp_flags=0x140cca migratetype=1
833000 0 100/100 exceptions:page_fault_user address=0x7f000019d000 ip=0x401000 error_code=0x6
834000 0 100/100 kmem:mm_page_alloc pfn=0x119d order=0 gfp_flags=0x140cca migratetype=1
835000 0 100/100 exceptions:page_fault_user address=0x7f000019e000 ip=0x401000 error_code=0x6
836000 0 100/100 kmem:mm_page_alloc pfn=0x119e order=0 gfp_flags=0x140cca migratetype=1
837000 0 100/100 exceptions:page_fault_user address=0x7f000019f000 ip=0x401000 error_code=0x6
838000 0 100/100 kmem:mm_page_alloc pfn=0x119f order=0 gfp_flags=0x140cca migratetype=1
839000 0 100/100 exceptions:page_fault_user address=0x7f00001a0000 ip=0x401000 error_code=0x6
840000 0 100/100 kmem:mm_page_alloc pfn=0x11a0 order=0 gfp_flags=0x140cca migratetype=1
841000 0 100/100 exceptions:page_fault_user address=0x7f00001a1000 ip=0x401000 error_code=0x6
842000 0 100/100 kmem:mm_page_alloc pfn=0x11a1 order=0 gfp_flags=0x140cca migratetype=1
843000 0 100/100 exceptions:page_fault_user address=0x7f00001a2000 ip=0x401000 error_code=0x6
844000 0 100/100 kmem:mm_page_alloc pfn=0x11a2 order=0 gfp_flags=0x140cca migratetype=1
845000 0 100/100 exceptions:page_fault_user address=0x7f00001a3000 ip=0x401000 error_code=0x6
846000 0 100/100 kmem:mm_page_alloc pfn=0x11a3 order=0 gfp_flags=0x140cca migratetype=1
847000 0 100/100 exceptions:page_fault_user address=0x7f00001a4000 ip=0x401000 error_code=0x6
848000 0 100/100 kmem:mm_page_alloc pfn=0x11a4 order=0 gfp_flags=0x140cca migratetype=1
849000 0 100/100 exceptions:page_fault_user address=0x7f00001a5000 ip=0x401000 error_code=0x6
850000 0 100/100 kmem:mm_page_alloc pfn=0x11a5 order=0 gfp_flags=0x140cca migratetype=1
851000 0 100/100 exceptions:page_fault_user address=0x7f00001a6000 ip=0x401000 error_code=0x6
852000 0 100/100 kmem:mm_page_alloc pfn=0x11a6 order=0 gfp_flags=0x140cca migratetype=1
853000 0 100/100 exceptions:page_fault_user address=0x7f00001a7000 ip=0x401000 error_code=0x6
854000 0 100/100 kmem:mm_page_alloc pfn=0x11a7 order=0 gfp_flags=0x140cca migratetype=1
855000 0 100/100 exceptions:page_fault_user address=0x7f00001a8000 ip=0x401000 error_code=0x6
856000 0 100/100 kmem:mm_page_alloc pfn=0x11a8 order=0 gfp_flags=0x140cca migratetype=1
857000 0 100/100 exceptions:page_fault_user address=0x7f00001a9000 ip=0x401000 error_code=0x6
858000 0 100/100 kmem:mm_page_alloc pfn=0x11a9 order=0 gfp_flags=0x140cca migratetype=1
859000 0 100/100 exceptions:page_fault_user address=0x7f00001aa000 ip=0x401000 error_code=0x6
860000 0 100/100 kmem:mm_page_alloc pfn=0x11aa order=0 gfp_flags=0x140cca migratetype=1
861000 0 100/100 exceptions:page_fault_user address=0x7f00001ab000 ip=0x401000 error_code=0x6
862000 0 100/100 kmem:mm_page_alloc pfn=0x11ab order=0 gfp_flags=0x140cca migratetype=1
863000 0 100/100 exceptions:page_fault_user address=0x7f00001ac000 ip=0x401000 error_code=0x6
864000 0 100/100 kmem:mm_page_alloc pfn=0x11ac order=0 gfp_flags=0x140cca migratetype=1
865000 0 100/100 exceptions:page_fault_user address=0x7f00001ad000 ip=0x401000 error_code=0x6
866000 0 100/100 kmem:mm_page_alloc pfn=0x11ad order=0 gfp_flags=0x140cca migratetype=1
867000 0 100/100 exceptions:page_fault_user address=0x7f00001ae000 ip=0x401000 error_code=0x6
868000 0 100/100 kmem:mm_page_alloc pfn=0x11ae order=0 gfp_flags=0x140cca migratetype=1
869000 0 100/100 exceptions:page_fault_user address=0x7f00001af000 ip=0x401000 error_code=0x6
870000 0 100/100 kmem:mm_page_alloc pfn=0x11af order=0 gfp_flags=0x140cca migratetype=1
871000 0 100/100 exceptions:page_fault_user address=0x7f00001b0000 ip=0x401000 error_code=0x6
872000 0 100/100 kmem:mm_page_alloc pfn=0x11b0 order=0 gfp_flags=0x140cca migratetype=1
873000 0 100/100 exceptions:page_fault_user address=0x7f00001b1000 ip=0x401000 error_code=0x6
874000 0 100/100 kmem:mm_page_alloc pfn=0x11b1 order=0 gfp_flags=0x140cca migratetype=1
875000 0 100/100 exceptions:page_fault_user address=0x7f00001b2000 ip=0x401000 error_code=0x6
876000 0 100/100 kmem:mm_page_alloc pfn=0x11b2 order=0 gfp_flags=0x140cca migratetype=1
877000 0 100/100 exceptions:page_fault_user address=0x7f00001b3000 ip=0x401000 error_code=0x6
878000 0 100/100 kmem:mm_page_alloc pfn=0x11b3 order=0 gfp_flags=0x140cca migratetype=1
879000 0 100/100 exceptions:page_fault_user address=0x7f00001b4000 ip=0x401000 error_code=0x6
880000 0 100/100 kmem:mm_page_alloc pfn=0x11b4 order=0 gfp_flags=0x140cca migratetype=1
881000 0 100/100 exceptions:page_fault_user address=0x7f00001b5000 ip=0x401000 error_code=0x6
882000 0 100/100 kmem:mm_page_alloc pfn=0x11b5 order=0 gfp_flags=0x140cca migratetype=1
883000 0 100/100 exceptions:page_fault_user address=0x7f00001b6000 ip=0x401000 error_code=0x6
884000 0 100/100 kmem:mm_page_alloc pfn=0x11b6 order=0 gfp_flags=0x140cca migratetype=1
885000 0 100/100 exceptions:page_fault_user address=0x7f00001b7000 ip=0x401000 error_code=0x6
886000 0 100/100 kmem:mm_page_alloc pfn=0x11b7 order=0 gfp_flags=0x140cca migratetype=1
887000 0 100/100 exceptions:page_fault_user address=0x7f00001b8000 ip=0x401000 error_code=0x6
888000 0 100/100 kmem:mm_page_alloc pfn=0x11b8 order=0 gfp_flags=0x140cca migratetype=1
889000 0 100/100 exceptions:page_fault_user address=0x7f00001b9000 ip=0x401000 error_code=0x6
890000 0 100/100 kmem:mm_page_alloc pfn=0x11b9 order=0 gfp_flags=0x140cca migratetype=1
891000 0 100/100 exceptions:page_fault_user address=0x7f00001ba000 ip=0x401000 error_code=0x6
892000 0 100/100 kmem:mm_page_alloc pfn=0x11ba order=0 gfp_flags=0x140cca migratetype=1
893000 0 100/100 exceptions:page_fault_user address=0x7f00001bb000 ip=0x401000 error_code=0x6
894000 0 100/100 kmem:mm_page_alloc pfn=0x11bb order=0 gfp_flags=0x140cca migratetype=1
895000 0 100/100 exceptions:page_fault_user address=0x7f00001bc000 ip=0x401000 error_code=0x6
896000 0 100/100 kmem:mm_page_alloc pfn=0x11bc order=0 gfp_flags=0x140cca migratetype=1
897000 0 100/100 exceptions:page_fault_user address=0x7f00001bd000 ip=0x401000 error_code=0x6
898000 0 100/100 kmem:mm_page_alloc pfn=0x11bd order=0 gfp_flags=0x140cca migratetype=1
899000 0 100/100 exceptions:page_fault_user address=0x7f00001be000 ip=0x401000 error_code=0x6
900000 0 100/100 kmem:mm_page_alloc pfn=0x11be order=0 gfp_flags=0x140cca migratetype=1
901000 0 100/100 exceptions:page_fault_user address=0x7f00001bf000 ip=0x401000 error_code=0x6
902000 0 100/100 kmem:mm_page_alloc pfn=0x11bf order=0 gfp_flags=0x140cca migratetype=1
903000 0 100/100 exceptions:page_fault_user address=0x7f00001c0000 ip=0x401000 error_code=0x6
904000 0 100/100 kmem:mm_page_alloc pfn=0x11c0 order=0 gfp_flags=0x140cca migratetype=1
905000 0 100/100 exceptions:page_fault_user address=0x7f00001c1000 ip=0x401000 error_code=0x6
906000 0 100/100 kmem:mm_page_alloc pfn=0x11c1 order=0 gfp_flags=0x140cca migratetype=1
907000 0 100/100 exceptions:page_fault_user address=0x7f00001c2000 ip=0x401000 error_code=0x6
908000 0 100/100 kmem:mm_page_alloc pfn=0x11c2 order=0 gfp_flags=0x140cca migratetype=1
909000 0 100/100 exceptions:page_fault_user address=0x7f00001c3000 ip=0x401000 error_code=0x6
910000 0 100/100 kmem:mm_page_alloc pfn=0x11c3 order=0 gfp_flags=0x140cca migratetype=1
911000 0 100/100 exceptions:page_fault_user address=0x7f00001c4000 ip=0x401000 error_code=0x6
912000 0 100/100 kmem:mm_page_alloc pfn=0x11c4 order=0 gfp_flags=0x140cca migratetype=1
913000 0 100/100 exceptions:page_fault_user address=0x7f00001c5000 ip=0x401000 error_code=0x6
914000 0 100/100 kmem:mm_page_alloc pfn=0x11c5 order=0 gfp_flags=0x140cca migratetype=1
915000 0 100/100 exceptions:page_fault_user address=0x7f00001c6000 ip=0x401000 error_code=0x6
916000 0 100/100 kmem:mm_page_alloc pfn=0x11c6 order=0 gfp_flags=0x140cca migratetype=1
917000 0 100/100 exceptions:page_fault_user address=0x7f00001c7000 ip=0x401000 error_code=0x6
918000 0 100/100 kmem:mm_page_alloc pfn=0x11c7 order=0 gfp_flags=0x140cca migratetype=1
919000 0 100/100 exceptions:page_fault_user address=0x7f00001c8000 ip=0x401000 error_code=0x6
920000 0 100/100 kmem:mm_page_alloc pfn=0x11c8 order=0 gfp_flags=0x140cca migratetype=1
921000 0 100/100 exceptions:page_fault_user address=0x7f00001c9000 ip=0x401000 error_code=0x6
922000 0 100/100 kmem:mm_page_alloc pfn=0x11c9 order=0 gfp_flags=0x140cca migratetype=1
923000 0 100/100 exceptions:page_fault_user address=0x7f00001ca000 ip=0x401000 error_code=0x6
924000 0 100/100 kmem:mm_page_alloc pfn=0x11ca order=0 gfp_flags=0x140cca migratetype=1
925000 0 100/100 exceptions:page_fault_user address=0x7f00001cb000 ip=0x401000 error_code=0x6
926000 0 100/100 kmem:mm_page_alloc pfn=0x11cb order=0 gfp_flags=0x140cca migratetype=1
927000 0 100/100 exceptions:page_fault_user address=0x7f00001cc000 ip=0x401000 error_code=0x6
928000 0 100/100 kmem:mm_page_alloc pfn=0x11cc order=0 gfp_flags=0x140cca migratetype=1
929000 0 100/100 exceptions:page_fault_user address=0x7f00001cd000 ip=0x401000 error_code=0x6
930000 0 100/100 kmem:mm_page_alloc pfn=0x11cd order=0 gfp_flags=0x140cca migratetype=1
931000 0 100/100 exceptions:page_fault_user address=0x7f00001ce000 ip=0x401000 error_code=0x6
932000 0 100/100 kmem:mm_page_alloc pfn=0x11ce order=0 gfp_flags=0x140cca migratetype=1
933000 0 100/100 exceptions:page_fault_user address=0x7f00001cf000 ip=0x401000 error_code=0x6
934000 0 100/100 kmem:mm_page_alloc pfn=0x11cf order=0 gfp_flags=0x140cca migratetype=1
935000 0 100/100 exceptions:page_fault_user address=0x7f00001d0000 ip=0x401000 error_code=0x6
936000 0 100/100 kmem:mm_page_alloc pfn=0x11d0 order=0 gfp_flags=0x140cca migratetype=1
937000 0 100/100 exceptions:page_fault_user address=0x7f00001d1000 ip=0x401000 error_code=0x6
938000 0 100/100 kmem:mm_page_alloc pfn=0x11d1 order=0 gfp_flags=0x140cca migratetype=1
939000 0 100/100 exceptions:page_fault_user address=0x7f00001d2000 ip=0x401000 error_code=0x6
940000 0 100/100 kmem:mm_page_alloc pfn=0x11d2 order=0 gfp_flags=0x140cca migratetype=1
941000 0 100/100 exceptions:page_fault_user address=0x7f00001d3000 ip=0x401000 error_code=0x6
942000 0 100/100 kmem:mm_page_alloc pfn=0x11d3 order=0 gfp_flags=0x140cca migratetype=1
943000 0 100/100 exceptions:page_fault_user address=0x7f00001d4000 ip=0x401000 error_code=0x6
944000 0 100/100 kmem:mm_page_alloc pfn=0x11d4 order=0 gfp_flags=0x140cca migratetype=1
945000 0 100/100 exceptions:page_fault_user address=0x7f00001d5000 ip=0x401000 error_code=0x6
946000 0 100/100 kmem:mm_page_alloc pfn=0x11d5 order=0 gfp_flags=0x140cca migratetype=1
947000 0 100/100 exceptions:page_fault_user address=0x7f00001d6000 ip=0x401000 error_code=0x6
948000 0 100/100 kmem:mm_page_alloc pfn=0x11d6 order=0 gfp_flags=0x140cca migratetype=1
949000 0 100/100 exceptions:page_fault_user address=0x7f00001d7000 ip=0x401000 error_code=0x6
950000 0 100/100 kmem:mm_page_alloc pfn=0x11d7 order=0 gfp_flags=0x140cca migratetype=1
951000 0 100/100 exceptions:page_fault_user address=0x7f00001d8000 ip=0x401000 error_code=0x6
952000 0 100/100 kmem:mm_page_alloc pfn=0x11d8 order=0 gfp_flags=0x140cca migratetype=1
953000 0 100/100 exceptions:page_fault_user address=0x7f00001d9000 ip=0x401000 error_code=0x6
954000 0 100/100 kmem:mm_page_alloc pfn=0x11d9 order=0 gfp_flags=0x140cca migratetype=1
955000 0 100/100 exceptions:page_fault_user address=0x7f00001da000 ip=0x401000 error_code=0x6
956000 0 100/100 kmem:mm_page_alloc pfn=0x11da order=0 gfp_flags=0x140cca migratetype=1
957000 0 100/100 exceptions:page_fault_user address=0x7f00001db000 ip=0x401000 error_code=0x6
958000 0 100/100 kmem:mm_page_alloc pfn=0x11db order=0 gfp_flags=0x140cca migratetype=1
959000 0 100/100 exceptions:page_fault_user address=0x7f00001dc000 ip=0x401000 error_code=0x6
960000 0 100/100 kmem:mm_page_alloc pfn=0x11dc order=0 gfp_flags=0x140cca migratetype=1
961000 0 100/100 exceptions:page_fault_user address=0x7f00001dd000 ip=0x401000 error_code=0x6
962000 0 100/100 kmem:mm_page_alloc pfn=0x11dd order=0 gfp_flags=0x140cca migratetype=1
963000 0 100/100 exceptions:page_fault_user address=0x7f00001de000 ip=0x401000 error_code=0x6
964000 0 100/100 kmem:mm_page_alloc pfn=0x11de order=0 gfp_flags=0x140cca migratetype=1
965000 0 100/100 exceptions:page_fault_user address=0x7f00001df000 ip=0x401000 error_code=0x6
966000 0 100/100 kmem:mm_page_alloc pfn=0x11df order=0 gfp_flags=0x140cca migratetype=1
967000 0 100/100 exceptions:page_fault_user address=0x7f00001e0000 ip=0x401000 error_code=0x6
968000 0 100/100 kmem:mm_page_alloc pfn=0x11e0 order=0 gfp_flags=0x140cca migratetype=1
969000 0 100/100 exceptions:page_fault_user address=0x7f00001e1000 ip=0x401000 error_code=0x6
970000 0 100/100 kmem:mm_page_alloc pfn=0x11e1 order=0 gfp_flags=0x140cca migratetype=1
971000 0 100/100 exceptions:page_fault_user address=0x7f00001e2000 ip=0x401000 error_code=0x6
972000 0 100/100 kmem:mm_page_alloc pfn=0x11e2 order=0 gfp_flags=0x140cca migratetype=1
973000 0 100/100 exceptions:page_fault_user address=0x7f00001e3000 ip=0x401000 error_code=0x6
974000 0 100/100 kmem:mm_page_alloc pfn=0x11e3 order=0 gfp_flags=0x140cca migratetype=1
975000 0 100/100 exceptions:page_fault_user address=0x7f00001e4000 ip=0x401000 error_code=0x6
976000 0 100/100 kmem:mm_page_alloc pfn=0x11e4 order=0 gfp_flags=0x140cca migratetype=1
977000 0 100/100 exceptions:page_fault_user address=0x7f00001e5000 ip=0x401000 error_code=0x6
978000 0 100/100 kmem:mm_page_alloc pfn=0x11e5 order=0 gfp_flags=0x140cca migratetype=1
979000 0 100/100 exceptions:page_fault_user address=0x7f00001e6000 ip=0x401000 error_code=0x6
980000 0 100/100 kmem:mm_page_alloc pfn=0x11e6 order=0 gfp_flags=0x140cca migratetype=1
981000 0 100/100 exceptions:page_fault_user address=0x7f00001e7000 ip=0x401000 error_code=0x6
982000 0 100/100 kmem:mm_page_alloc pfn=0x11e7 order=0 gfp_flags=0x140cca migratetype=1
983000 0 100/100 exceptions:page_fault_user address=0x7f00001e8000 ip=0x401000 error_code=0x6
984000 0 100/100 kmem:mm_page_alloc pfn=0x11e8 order=0 gfp_flags=0x140cca migratetype=1
985000 0 100/100 exceptions:page_fault_user address=0x7f00001e9000 ip=0x401000 error_code=0x6
986000 0 100/100 kmem:mm_page_alloc pfn=0x11e9 order=0 gfp_flags=0x140cca migratetype=1
987000 0 100/100 exceptions:page_fault_user address=0x7f00001ea000 ip=0x401000 error_code=0x6
988000 0 100/100 kmem:mm_page_alloc pfn=0x11ea order=0 gfp_flags=0x140cca migratetype=1
989000 0 100/100 exceptions:page_fault_user address=0x7f00001eb000 ip=0x401000 error_code=0x6
990000 0 100/100 kmem:mm_page_alloc pfn=0x11eb order=0 gfp_flags=0x140cca migratetype=1
991000 0 100/100 exceptions:page_fault_user address=0x7f00001ec000 ip=0x401000 error_code=0x6
992000 0 100/100 kmem:mm_page_alloc pfn=0x11ec order=0 gfp_flags=0x140cca migratetype=1
993000 0 100/100 exceptions:page_fault_user address=0x7f00001ed000 ip=0x401000 error_code=0x6
994000 0 100/100 kmem:mm_page_alloc pfn=0x11ed order=0 gfp_flags=0x140cca migratetype=1
995000 0 100/100 exceptions:page_fault_user address=0x7f00001ee000 ip=0x401000 error_code=0x6
996000 0 100/100 kmem:mm_page_alloc pfn=0x11ee order=0 gfp_flags=0x140cca migratetype=1
997000 0 100/100 exceptions:page_fault_user address=0x7f00001ef000 ip=0x401000 error_code=0x6
998000 0 100/100 kmem:mm_page_alloc pfn=0x11ef order=0 gfp_flags=0x140cca migratetype=1
999000 0 100/100 exceptions:page_fault_user address=0x7f00001f0000 ip=0x401000 error_code=0x6
1000000 0 100/100 kmem:mm_page_alloc pfn=0x11f0 order=0 gfp_flags=0x140cca migratetype=1
1001000 0 100/100 exceptions:page_fault_user address=0x7f00001f1000 ip=0x401000 error_code=0x6
1002000 0 100/100 kmem:mm_page_alloc pfn=0x11f1 order=0 gfp_flags=0x140cca migratetype=1
1003000 0 100/100 exceptions:page_fault_user address=0x7f00001f2000 ip=0x401000 error_code=0x6
1004000 0 100/100 kmem:mm_page_alloc pfn=0x11f2 order=0 gfp_flags=0x140cca migratetype=1
1005000 0 100/100 exceptions:page_fault_user address=0x7f00001f3000 ip=0x401000 error_code=0x6
1006000 0 100/100 kmem:mm_page_alloc pfn=0x11f3 order=0 gfp_flags=0x140cca migratetype=1
1007000 0 100/100 exceptions:page_fault_user address=0x7f00001f4000 ip=0x401000 error_code=0x6
1008000 0 100/100 kmem:mm_page_alloc pfn=0x11f4 order=0 gfp_flags=0x140cca migratetype=1
1009000 0 100/100 exceptions:page_fault_user address=0x7f00001f5000 ip=0x401000 error_code=0x6
1010000 0 100/100 kmem:mm_page_alloc pfn=0x11f5 order=0 gfp_flags=0x140cca migratetype=1
1011000 0 100/100 exceptions:page_fault_user address=0x7f00001f6000 ip=0x401000 error_code=0x6
1012000 0 100/100 kmem:mm_page_alloc pfn=0x11f6 order=0 gfp_flags=0x140cca migratetype=1
1013000 0 100/100 exceptions:page_fault_user address=0x7f00001f7000 ip=0x401000 error_code=0x6
1014000 0 100/100 kmem:mm_page_alloc pfn=0x11f7 order=0 gfp_flags=0x140cca migratetype=1
1015000 0 100/100 exceptions:page_fault_user address=0x7f00001f8000 ip=0x401000 error_code=0x6
1016000 0 100/100 kmem:mm_page_alloc pfn=0x11f8 order=0 gfp_flags=0x140cca migratetype=1
1017000 0 100/100 exceptions:page_fault_user address=0x7f00001f9000 ip=0x401000 error_code=0x6
1018000 0 100/100 kmem:mm_page_alloc pfn=0x11f9 order=0 gfp_flags=0x140cca migratetype=1
1019000 0 100/100 exceptions:page_fault_user address=0x7f00001fa000 ip=0x401000 error_code=0x6
1020000 0 100/100 kmem:mm_page_alloc pfn=0x11fa order=0 gfp_flags=0x140cca migratetype=1
1021000 0 100/100 exceptions:page_fault_user address=0x7f00001fb000 ip=0x401000 error_code=0x6
1022000 0 100/100 kmem:mm_page_alloc pfn=0x11fb order=0 gfp_flags=0x140cca migratetype=1
1023000 0 100/100 exceptions:page_fault_user address=0x7f00001fc000 ip=0x401000 error_code=0x6
1024000 0 100/100 kmem:mm_page_alloc pfn=0x11fc order=0 gfp_flags=0x140cca migratetype=1
1025000 0 100/100 exceptions:page_fault_user address=0x7f00001fd000 ip=0x401000 error_code=0x6
1026000 0 100/100 kmem:mm_page_alloc pfn=0x11fd order=0 gfp_flags=0x140cca migratetype=1
1027000 0 100/100 exceptions:page_fault_user address=0x7f00001fe000 ip=0x401000 error_code=0x6
1028000 0 100/100 kmem:mm_page_alloc pfn=0x11fe order=0 gfp_flags=0x140cca migratetype=1
1029000 0 100/100 exceptions:page_fault_user address=0x7f00001ff000 ip=0x401000 error_code=0x6
1030000 0 100/100 kmem:mm_page_alloc pfn=0x11ff order=0 gfp_flags=0x140cca migratetype=1
100000000 1 101 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=app next_pid=200 next_prio=120
200000000 0 100/100 syscalls:sys_enter_madvise start=0x7f0000000000 len_in=2097152 behavior=4
200100000 0 100 sched:sched_switch prev_comm=app prev_pid=100 prev_prio=120 prev_state=0 next_comm=app next_pid=300 next_prio=120
250000000 1 200 sched:sched_switch prev_comm=app prev_pid=200 prev_prio=120 prev_state=1 next_comm=app next_pid=101 next_prio=120
260000000 1 101 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=app next_pid=200 next_prio=120
290000000 0 300 sched:sched_switch prev_comm=app prev_pid=300 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
300000000 0 100/100 syscalls:sys_exit_madvise ret=0
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
