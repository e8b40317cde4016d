# Processes 300 and 400 fault in turn on CPU 0 (no cgroup events: one memcg per
# process, 300 -> memcg 1, 400 -> memcg 2), depth 2 (memcg + root):
#   m1 page, m2 page, m1 page, then m1 faults a THP (512 pages), which CPU 1
#   frees later (uncharge of 512 pages).
#
# stock (64): m1: try_charge 64 (2 writes), stock m1:63.  m2: miss, try_charge
#   (2), refill drains m1's 63 pages (2), stock m2:63.  m1: miss, try_charge
#   (2), drains m2 (2): 10.  THP: 512 > 64 bypasses the stock: 2.  Uncharge on
#   CPU 1: 2, both lines were last written by CPU 0: 2 bounces.  14 writes.
# multi-stock: m1 slot, m2 slot, third charge consumed from m1's slot: 4; THP
#   2; uncharge 2 (2 bounces): 8.
# res-counter: 5 calls (4 charges + 1 uncharge) * 2 levels: 10 locks, 2 bounces.
# percpu-counter (2 CPUs: fold at 8): the three single pages fold nothing but
#   raise usage on both levels: 6 max_usage writes; the THP charge folds
#   (delta 514 / 515) and raises usage: 4; the uncharge on CPU 1 folds -512 on
#   both levels: 2 (both bounce).  12 writes and locks.
#! cpus=2 kernel=6.18 zones=1 zone.0="0 Normal 0 1048576 63 200"
# expect stock memcg.counter_update=14 memcg.lock=0 memcg.line_bounce=2
# expect multi-stock memcg.counter_update=8 memcg.line_bounce=2
# expect res-counter memcg.counter_update=10 memcg.lock=10 memcg.line_bounce=2
# expect percpu-counter memcg.counter_update=12 memcg.lock=12 memcg.line_bounce=2
0.000100 0 300/300 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
0.000101 0 300/300 kmem:mm_page_alloc pfn=70000 order=0 gfp_flags=0x140cca migratetype=1
0.000200 0 400/400 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
0.000201 0 400/400 kmem:mm_page_alloc pfn=70001 order=0 gfp_flags=0x140cca migratetype=1
0.000300 0 300/300 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
0.000301 0 300/300 kmem:mm_page_alloc pfn=70002 order=0 gfp_flags=0x140cca migratetype=1
0.000400 0 300/300 exceptions:page_fault_user address=0x7f0000200000 ip=0x401000 error_code=6
0.000401 0 300/300 kmem:mm_page_alloc pfn=71680 order=9 gfp_flags=0x140cca migratetype=1
0.000500 1 500/500 kmem:mm_page_free pfn=71680 order=9
