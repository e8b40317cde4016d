# The memcg of a task from cgroup:cgroup_attach_task where the trace has it:
# processes 300 and 400 are both attached to cgroup 77, so their charges go
# to one memcg; process 500 is never attached and charges the root (memcg 0).
# Each of 300, 400, 300 faults one page on CPU 0, then 500 faults one page.
#
# stock (64): one memcg: try_charge 64 at the first page (2 writes), the next
#   two are consumed from the stock; root charges nothing: 2.
# res-counter: 3 calls * 2 levels + the root call on the root counter only: 7.
# Per-process memcgs (without the attach events) would give stock 10, as in
# lock-memcg-switch.mms.
#! cpus=2 kernel=6.18
# expect stock memcg.counter_update=2 memcg.line_bounce=0
# expect res-counter memcg.lock=7 memcg.counter_update=7
0.000010 0 1/1 cgroup:cgroup_attach_task dst_root=0 dst_id=77 dst_level=1 pid=300 comm=app
0.000011 0 1/1 cgroup:cgroup_attach_task dst_root=0 dst_id=77 dst_level=1 pid=400 comm=app
0.000100 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
0.000101 0 300/300 kmem:mm_page_alloc pfn=70000 order=0 gfp_flags=0x140cca migratetype=1
0.000200 0 400/400 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
0.000201 0 400/400 kmem:mm_page_alloc pfn=70001 order=0 gfp_flags=0x140cca migratetype=1
0.000300 0 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
0.000301 0 300/300 kmem:mm_page_alloc pfn=70002 order=0 gfp_flags=0x140cca migratetype=1
0.000400 0 500/500 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
0.000401 0 500/500 kmem:mm_page_alloc pfn=70003 order=0 gfp_flags=0x140cca migratetype=1
