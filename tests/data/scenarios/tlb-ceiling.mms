# TLB scenario 6: munmap around tlb_single_page_flush_ceiling (33).  mm 1
# runs on CPUs 0-3 (nobody lazy); thread 100 on CPU 0 faults 20 pages at
# 0x7f0000000000 and 40 at 0x7f0000100000, then munmaps the 20, then the 40
# (one VMA each, no whole page-table span).  Ops: UNMAP(munmap, 20),
# UNMAP(munmap, 40), from CPU 0.
#
#  Every model (syscall unmaps go through mmu_gather + flush_tlb_mm_range
#  in all of them): each munmap is 1 round to CPUs 1-3 and a local flush:
#  2 rounds, 6 IPIs, local 2.  20 <= 33: 20 INVLPGs on each of 3 targets =
#  60; 40 > 33: a full flush on each, 3.
#  x86 ceiling=50: both partial: 60 + 120 = 180 INVLPGs, no full flush.
#  x86 ceiling=10: both full: 6 full flushes.
#
# expect flush-per-page tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=60 tlb.local_flush=2
# expect pfn-tracking tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=60 tlb.local_flush=2
# expect full-flush tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=60 tlb.local_flush=2
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=60 tlb.local_flush=2
# expect x86 tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=60 tlb.local_flush=2
# expect x86:ceiling=50 tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=0 tlb.invlpg=180 tlb.local_flush=2
# expect x86:ceiling=10 tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=6 tlb.invlpg=0 tlb.local_flush=2
#! cpus=4 kernel=6.18 hypervisor=none tlb_single_page_flush_ceiling=33
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
50000 0 100/100 exceptions:page_fault_user address=0x7f0000100000 ip=0x401000 error_code=0x6
51000 0 100/100 kmem:mm_page_alloc pfn=0x2000 order=0 gfp_flags=0x140cca migratetype=1
52000 0 100/100 exceptions:page_fault_user address=0x7f0000101000 ip=0x401000 error_code=0x6
53000 0 100/100 kmem:mm_page_alloc pfn=0x2001 order=0 gfp_flags=0x140cca migratetype=1
54000 0 100/100 exceptions:page_fault_user address=0x7f0000102000 ip=0x401000 error_code=0x6
55000 0 100/100 kmem:mm_page_alloc pfn=0x2002 order=0 gfp_flags=0x140cca migratetype=1
56000 0 100/100 exceptions:page_fault_user address=0x7f0000103000 ip=0x401000 error_code=0x6
57000 0 100/100 kmem:mm_page_alloc pfn=0x2003 order=0 gfp_flags=0x140cca migratetype=1
58000 0 100/100 exceptions:page_fault_user address=0x7f0000104000 ip=0x401000 error_code=0x6
59000 0 100/100 kmem:mm_page_alloc pfn=0x2004 order=0 gfp_flags=0x140cca migratetype=1
60000 0 100/100 exceptions:page_fault_user address=0x7f0000105000 ip=0x401000 error_code=0x6
61000 0 100/100 kmem:mm_page_alloc pfn=0x2005 order=0 gfp_flags=0x140cca migratetype=1
62000 0 100/100 exceptions:page_fault_user address=0x7f0000106000 ip=0x401000 error_code=0x6
63000 0 100/100 kmem:mm_page_alloc pfn=0x2006 order=0 gfp_flags=0x140cca migratetype=1
64000 0 100/100 exceptions:page_fault_user address=0x7f0000107000 ip=0x401000 error_code=0x6
65000 0 100/100 kmem:mm_page_alloc pfn=0x2007 order=0 gfp_flags=0x140cca migratetype=1
66000 0 100/100 exceptions:page_fault_user address=0x7f0000108000 ip=0x401000 error_code=0x6
67000 0 100/100 kmem:mm_page_alloc pfn=0x2008 order=0 gfp_flags=0x140cca migratetype=1
68000 0 100/100 exceptions:page_fault_user address=0x7f0000109000 ip=0x401000 error_code=0x6
69000 0 100/100 kmem:mm_page_alloc pfn=0x2009 order=0 gfp_flags=0x140cca migratetype=1
70000 0 100/100 exceptions:page_fault_user address=0x7f000010a000 ip=0x401000 error_code=0x6
71000 0 100/100 kmem:mm_page_alloc pfn=0x200a order=0 gfp_flags=0x140cca migratetype=1
72000 0 100/100 exceptions:page_fault_user address=0x7f000010b000 ip=0x401000 error_code=0x6
73000 0 100/100 kmem:mm_page_alloc pfn=0x200b order=0 gfp_flags=0x140cca migratetype=1
74000 0 100/100 exceptions:page_fault_user address=0x7f000010c000 ip=0x401000 error_code=0x6
75000 0 100/100 kmem:mm_page_alloc pfn=0x200c order=0 gfp_flags=0x140cca migratetype=1
76000 0 100/100 exceptions:page_fault_user address=0x7f000010d000 ip=0x401000 error_code=0x6
77000 0 100/100 kmem:mm_page_alloc pfn=0x200d order=0 gfp_flags=0x140cca migratetype=1
78000 0 100/100 exceptions:page_fault_user address=0x7f000010e000 ip=0x401000 error_code=0x6
79000 0 100/100 kmem:mm_page_alloc pfn=0x200e order=0 gfp_flags=0x140cca migratetype=1
80000 0 100/100 exceptions:page_fault_user address=0x7f000010f000 ip=0x401000 error_code=0x6
81000 0 100/100 kmem:mm_page_alloc pfn=0x200f order=0 gfp_flags=0x140cca migratetype=1
82000 0 100/100 exceptions:page_fault_user address=0x7f0000110000 ip=0x401000 error_code=0x6
83000 0 100/100 kmem:mm_page_alloc pfn=0x2010 order=0 gfp_flags=0x140cca migratetype=1
84000 0 100/100 exceptions:page_fault_user address=0x7f0000111000 ip=0x401000 error_code=0x6
85000 0 100/100 kmem:mm_page_alloc pfn=0x2011 order=0 gfp_flags=0x140cca migratetype=1
86000 0 100/100 exceptions:page_fault_user address=0x7f0000112000 ip=0x401000 error_code=0x6
87000 0 100/100 kmem:mm_page_alloc pfn=0x2012 order=0 gfp_flags=0x140cca migratetype=1
88000 0 100/100 exceptions:page_fault_user address=0x7f0000113000 ip=0x401000 error_code=0x6
89000 0 100/100 kmem:mm_page_alloc pfn=0x2013 order=0 gfp_flags=0x140cca migratetype=1
90000 0 100/100 exceptions:page_fault_user address=0x7f0000114000 ip=0x401000 error_code=0x6
91000 0 100/100 kmem:mm_page_alloc pfn=0x2014 order=0 gfp_flags=0x140cca migratetype=1
92000 0 100/100 exceptions:page_fault_user address=0x7f0000115000 ip=0x401000 error_code=0x6
93000 0 100/100 kmem:mm_page_alloc pfn=0x2015 order=0 gfp_flags=0x140cca migratetype=1
94000 0 100/100 exceptions:page_fault_user address=0x7f0000116000 ip=0x401000 error_code=0x6
95000 0 100/100 kmem:mm_page_alloc pfn=0x2016 order=0 gfp_flags=0x140cca migratetype=1
96000 0 100/100 exceptions:page_fault_user address=0x7f0000117000 ip=0x401000 error_code=0x6
97000 0 100/100 kmem:mm_page_alloc pfn=0x2017 order=0 gfp_flags=0x140cca migratetype=1
98000 0 100/100 exceptions:page_fault_user address=0x7f0000118000 ip=0x401000 error_code=0x6
99000 0 100/100 kmem:mm_page_alloc pfn=0x2018 order=0 gfp_flags=0x140cca migratetype=1
100000 0 100/100 exceptions:page_fault_user address=0x7f0000119000 ip=0x401000 error_code=0x6
101000 0 100/100 kmem:mm_page_alloc pfn=0x2019 order=0 gfp_flags=0x140cca migratetype=1
102000 0 100/100 exceptions:page_fault_user address=0x7f000011a000 ip=0x401000 error_code=0x6
103000 0 100/100 kmem:mm_page_alloc pfn=0x201a order=0 gfp_flags=0x140cca migratetype=1
104000 0 100/100 exceptions:page_fault_user address=0x7f000011b000 ip=0x401000 error_code=0x6
105000 0 100/100 kmem:mm_page_alloc pfn=0x201b order=0 gfp_flags=0x140cca migratetype=1
106000 0 100/100 exceptions:page_fault_user address=0x7f000011c000 ip=0x401000 error_code=0x6
107000 0 100/100 kmem:mm_page_alloc pfn=0x201c order=0 gfp_flags=0x140cca migratetype=1
108000 0 100/100 exceptions:page_fault_user address=0x7f000011d000 ip=0x401000 error_code=0x6
109000 0 100/100 kmem:mm_page_alloc pfn=0x201d order=0 gfp_flags=0x140cca migratetype=1
110000 0 100/100 exceptions:page_fault_user address=0x7f000011e000 ip=0x401000 error_code=0x6
111000 0 100/100 kmem:mm_page_alloc pfn=0x201e order=0 gfp_flags=0x140cca migratetype=1
112000 0 100/100 exceptions:page_fault_user address=0x7f000011f000 ip=0x401000 error_code=0x6
113000 0 100/100 kmem:mm_page_alloc pfn=0x201f order=0 gfp_flags=0x140cca migratetype=1
114000 0 100/100 exceptions:page_fault_user address=0x7f0000120000 ip=0x401000 error_code=0x6
115000 0 100/100 kmem:mm_page_alloc pfn=0x2020 order=0 gfp_flags=0x140cca migratetype=1
116000 0 100/100 exceptions:page_fault_user address=0x7f0000121000 ip=0x401000 error_code=0x6
117000 0 100/100 kmem:mm_page_alloc pfn=0x2021 order=0 gfp_flags=0x140cca migratetype=1
118000 0 100/100 exceptions:page_fault_user address=0x7f0000122000 ip=0x401000 error_code=0x6
119000 0 100/100 kmem:mm_page_alloc pfn=0x2022 order=0 gfp_flags=0x140cca migratetype=1
120000 0 100/100 exceptions:page_fault_user address=0x7f0000123000 ip=0x401000 error_code=0x6
121000 0 100/100 kmem:mm_page_alloc pfn=0x2023 order=0 gfp_flags=0x140cca migratetype=1
122000 0 100/100 exceptions:page_fault_user address=0x7f0000124000 ip=0x401000 error_code=0x6
123000 0 100/100 kmem:mm_page_alloc pfn=0x2024 order=0 gfp_flags=0x140cca migratetype=1
124000 0 100/100 exceptions:page_fault_user address=0x7f0000125000 ip=0x401000 error_code=0x6
125000 0 100/100 kmem:mm_page_alloc pfn=0x2025 order=0 gfp_flags=0x140cca migratetype=1
126000 0 100/100 exceptions:page_fault_user address=0x7f0000126000 ip=0x401000 error_code=0x6
127000 0 100/100 kmem:mm_page_alloc pfn=0x2026 order=0 gfp_flags=0x140cca migratetype=1
128000 0 100/100 exceptions:page_fault_user address=0x7f0000127000 ip=0x401000 error_code=0x6
129000 0 100/100 kmem:mm_page_alloc pfn=0x2027 order=0 gfp_flags=0x140cca migratetype=1
130000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=81920
131000 0 100/100 syscalls:sys_exit_munmap ret=0
132000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000100000 len=163840
133000 0 100/100 syscalls:sys_exit_munmap ret=0
