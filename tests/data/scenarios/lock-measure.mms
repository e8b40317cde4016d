# The lock measurer's burst rule on a hand-made 6.18 trace with two zones
# (zone 0: pfn 0..1048575, zone 1: 1048576..2097151).  A burst = a run of one
# kind (drain / zone_locked refill / zone_locked direct) on one CPU for one
# zone with no other event of that CPU in between.
#
#   A  cpu0 1100-1300 drain zone 0 (3 blocks; cpu1's events in between do not
#      end it)                                               first touch
#   B  cpu1 1250-1350 drain zone 0                           bounce (after A)
#   C  cpu0 1500 drain zone 0 (after an mm_page_free)        bounce (after B)
#   D  cpu0 1600 drain zone 1 (zone change ends C)           first touch zone 1
#   E  cpu0 1800 drain zone 1 (a sched_switch ended D)       same CPU
#   F  cpu0 2100-2400 zone_locked percpu_refill=1 zone 0     same CPU as C
#   G  cpu0 2500 zone_locked percpu_refill=0 (kind change)   same CPU
#   H  cpu0 2700 mm_page_free order 4: no pcp list on 6.18: inferred direct
#   I  cpu0 3600 drain zone 0 right after a contention_end on 0x...1000: that
#      address is a zone->lock
# drains A B C D E I = 6, refill F = 1, direct G H = 2: zone.lock = 9;
# bounces B, C = 2.
# Contention: 0x...1000 waited 500 ns (cpu0), 0x...2000 300 ns (cpu1, not a
# zone lock), 0x...1000 again 200 ns (cpu1, already known as a zone lock):
# lock.contended 3, lock.wait_ns 1000; zone.lock.contended 2, wait 700.
# Migrations: reason=5 (numa_misplaced) 3 pages counted; reason=0 not.
#! cpus=2 kernel=6.18 zones=2 zone.0="0 DMA32 0 1048576 63 200"
#! zone.1="0 Normal 1048576 2097152 63 200"
# expect @lock zone.lock=9 zone.lock.drain=6 zone.lock.refill=1 zone.lock.direct=2 zone.line_bounce=2
# expect @lock lock.contended=3 lock.wait_ns=1000 zone.lock.contended=2 zone.lock.wait_ns=700
# expect @lock migrate.pages=3 migrate.calls=1
1000 0 100/100 kmem:mm_page_free pfn=4096 order=0
1100 0 100/100 kmem:mm_page_pcpu_drain pfn=4097 order=0 migratetype=1
1200 0 100/100 kmem:mm_page_pcpu_drain pfn=4098 order=0 migratetype=1
1250 1 101/101 kmem:mm_page_pcpu_drain pfn=5000 order=0 migratetype=1
1300 0 100/100 kmem:mm_page_pcpu_drain pfn=4099 order=0 migratetype=1
1350 1 101/101 kmem:mm_page_pcpu_drain pfn=5001 order=0 migratetype=1
1400 0 100/100 kmem:mm_page_free pfn=4100 order=0
1500 0 100/100 kmem:mm_page_pcpu_drain pfn=4101 order=0 migratetype=1
1600 0 100/100 kmem:mm_page_pcpu_drain pfn=1048600 order=0 migratetype=1
1700 0 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 prev_state=1 next_comm=b next_pid=102 next_prio=120
1800 0 102/102 kmem:mm_page_pcpu_drain pfn=1048601 order=0 migratetype=1
2000 0 102/102 kmem:mm_page_alloc pfn=4200 order=0 gfp_flags=0xcc0 migratetype=1
2100 0 102/102 kmem:mm_page_alloc_zone_locked pfn=4300 order=0 migratetype=1 percpu_refill=1
2200 0 102/102 kmem:mm_page_alloc_zone_locked pfn=4301 order=0 migratetype=1 percpu_refill=1
2300 0 102/102 kmem:mm_page_alloc_zone_locked pfn=4302 order=0 migratetype=1 percpu_refill=1
2400 0 102/102 kmem:mm_page_alloc_zone_locked pfn=4303 order=0 migratetype=1 percpu_refill=1
2500 0 102/102 kmem:mm_page_alloc_zone_locked pfn=4400 order=4 migratetype=1 percpu_refill=0
2600 0 102/102 kmem:mm_page_alloc pfn=4400 order=4 gfp_flags=0xcc0 migratetype=1
2700 0 102/102 kmem:mm_page_free pfn=4400 order=4
3000 0 102/102 lock:contention_begin lock_addr=0xffff888000001000 flags=1
3500 0 102/102 lock:contention_end lock_addr=0xffff888000001000 ret=0
3600 0 102/102 kmem:mm_page_pcpu_drain pfn=4500 order=0 migratetype=1
3700 1 101/101 lock:contention_begin lock_addr=0xffff888000002000 flags=1
4000 1 101/101 lock:contention_end lock_addr=0xffff888000002000 ret=0
4100 1 101/101 sched:sched_switch prev_comm=c prev_pid=101 prev_prio=120 prev_state=1 next_comm=d next_pid=103 next_prio=120
4200 1 103/103 lock:contention_begin lock_addr=0xffff888000001000 flags=1
4400 1 103/103 lock:contention_end lock_addr=0xffff888000001000 ret=0
4500 1 103/103 kmem:mm_page_free pfn=5002 order=0
5000 0 102/102 migrate:mm_migrate_pages succeeded=3 failed=0 thp_succeeded=0 thp_failed=0 thp_split=0 mode=0 reason=5
5100 0 102/102 migrate:mm_migrate_pages succeeded=10 failed=0 thp_succeeded=0 thp_failed=0 thp_split=0 mode=0 reason=0
