# pcp-autotune's periodic decay_pcp_high() at the vmstat worker's jiffies tick
# (decay_at=jiffies) against decay_ms after each CPU's first op (first-op).
# One zone, batch 63, high_min 100, high_max 1000; each CPU starts with 790
# pages (start=movable: all on the order-0 MOVABLE list) and high 800.  The
# metadata puts jiffy 1000 at 0 ns on the mono trace clock, HZ 250 (4 ms a
# jiffy).  Only order-0 frees of pages allocated before the trace (MOVABLE).
#
# A decay with count 791-793 and high 800: high = max(count - (63 << 5),
# 800 - 800 / 8, 100) = 700, drain count - 700 (1 lock); the free right
# after it then finds count 701 >= 700 (high stays: free_count + batch is
# far below 700) and drains clamp(free_count, 63, 637) = 63 (1 lock).
#
# jiffies: CPU c's vmstat timer is due at T = k * 250 - 3 * c (round_jiffies
# with its per-CPU skew) and, ~250 jiffies ahead, sits in timer-wheel level 1
# (8-jiffy buckets): it runs at ((T >> 3) + 1) << 3, the first such tick
# after the jiffy of the op that asks:
#   CPU 0, first op at 30 ms (jiffy 1007): k = 4, T = 1000 -> 1008, 32 ms.
#     The free at 40 ms finds it due: 2 locks.
#   CPU 1, first op at 20 ms (jiffy 1005): k = 4, T = 997 -> 1000 (past);
#     k = 5, T = 1247 -> 1248, 992 ms.  Frees at 40 ms (count 792) and 995 ms
#     (due: 2 locks, count 638 after); from jiffy 1248 the next is k = 6,
#     T = 1497 -> 1504 (2016 ms): the free at 1030 ms leaves count 639.
#   4 locks, all drains; CPU 1 takes the line after CPU 0: 1 bounce.
# first-op: CPU 0 would decay at 1030 ms (after its last op): nothing.  CPU 1
#   decays at 1020 ms, which the free at 1030 ms finds due: 2 locks.
#   2 locks, both CPU 1's: no bounce.
#! cpus=2 kernel=6.18 zones=1 zone.0="0 Normal 0 1048576 63 800"
#! zone.0.high_min=100 zone.0.high_max=1000 zone.0.pcp_count=790,790
#! zone.0.pcp_high=800,800 jiffies.before="0 1000" hz=250 trace_clock=mono
# expect pcp-autotune:start=movable,decay_at=jiffies zone.lock=4 zone.lock.drain=4 zone.line_bounce=1
# expect pcp-autotune:start=movable zone.lock=4 zone.lock.drain=4 zone.line_bounce=1
# expect pcp-autotune:start=movable,decay_at=first-op zone.lock=2 zone.lock.drain=2 zone.line_bounce=0
0.020 1 101/101 kmem:mm_page_free pfn=4100 order=0
0.030 0 100/100 kmem:mm_page_free pfn=4096 order=0
0.040 0 100/100 kmem:mm_page_free pfn=4097 order=0
0.040000001 1 101/101 kmem:mm_page_free pfn=4098 order=0
0.995 1 101/101 kmem:mm_page_free pfn=4099 order=0
1.030 1 101/101 kmem:mm_page_free pfn=4101 order=0
