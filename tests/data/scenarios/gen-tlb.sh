#!/bin/bash
# Regenerate the TLB-model scenarios tests/data/scenarios/tlb-*.mms.
#
#   tests/data/scenarios/gen-tlb.sh [outdir]      (default: this directory)
#
# The event lines are mechanical (faults, allocations, frees), so they are
# generated; the expected numbers are NOT: each scenario's "# expect MODEL
# metric=value ..." lines and the derivation above them are written by hand
# below and copied verbatim.  test_tlb_scenarios (tests/scenarios.c) replays
# every tlb-*.mms with the models its expect lines name and compares the totals.
#
# How the engine turns these events into ops (include/mmreplay/model.h):
# a page allocated right after exceptions:page_fault_user of a task belongs
# to that task's mm; pages of user mms freed by kswapd (a kernel thread) are
# reported at the pass end (vmscan:mm_vmscan_lru_shrink_inactive) as ONE
# UNMAP(reclaim) per mm, from the CPU of that event, then PASS_END;
# vmscan:mm_vmscan_write_folio of an owned page is UNMAP(reclaim, 1 page,
# dirty) + WRITEBACK at once; munmap is one UNMAP with the pages faulted in its
# range, at its first page free (where its first flush is), else at sys_exit.
set -eu
out=${1:-$(dirname "$0")}

T=0
at() { T=$1; }
ev() { local cpu=$1 task=$2; shift 2; echo "$T $cpu $task $*"; T=$((T + 1000)); }
hex() { printf '0x%x' "$1"; }
# sw CPU PREV_PID PREV_COMM PREV_STATE NEXT_PID NEXT_COMM
sw() {
	ev "$1" "$2" sched:sched_switch prev_comm="$3" prev_pid="$2" prev_prio=120 \
		prev_state="$4" next_comm="$6" next_pid="$5" next_prio=120
}
kswapd() { ev 0 2/2 sched:sched_process_fork parent_comm=kthreadd parent_pid=2 \
		child_comm=kswapd0 child_pid=50; }
# process PID (a new mm, forked by init) and thread CPU PARENT CHILD (CLONE_VM|CLONE_THREAD)
process() { ev 0 1/1 task:task_newtask pid="$1" comm=app clone_flags=0x11 oom_score_adj=0; }
thread() { ev "$1" "$2/$2" task:task_newtask pid="$3" comm=app clone_flags=0x3d0f00 \
		oom_score_adj=0; }
# faults CPU PID/TGID VADDR0 PFN0 N: N user faults, each allocating one page
faults() {
	local i
	for ((i = 0; i < $5; i++)); do
		ev "$1" "$2" exceptions:page_fault_user address="$(hex $(($3 + i * 4096)))" \
			ip=0x401000 error_code=0x6
		ev "$1" "$2" kmem:mm_page_alloc pfn="$(hex $(($4 + i)))" order=0 \
			gfp_flags=0x140cca migratetype=1
	done
}
# frees CPU PID PFN0 N
frees() {
	local i
	for ((i = 0; i < $4; i++)); do
		ev "$1" "$2" kmem:mm_page_free pfn="$(hex $(($3 + i)))" order=0
	done
}
shrink() { ev "$1" "$2" vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned="$3" \
		nr_reclaimed="$3" priority=12 reclaim_flags=0x1; }
# munmap CPU PID/TGID ADDR NPAGES
munmap() {
	ev "$1" "$2" syscalls:sys_enter_munmap addr="$(hex "$3")" len=$(($4 * 4096))
	ev "$1" "$2" syscalls:sys_exit_munmap ret=0
}
# mm 1 = process 100 with threads 101-103, running on CPUs 0-3
mm1_on_0_3() {
	kswapd
	process 100
	thread 0 100 101
	thread 0 100 102
	thread 0 100 103
	sw 0 0 swapper/0 0 100 app
	sw 1 0 swapper/1 0 101 app
	sw 2 0 swapper/2 0 102 app
	sw 3 0 swapper/3 0 103 app
}
A=$((0x7f0000000000))

# ---------------------------------------------------------------- (1)
{
cat <<'EOF'
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
EOF
T=1000
mm1_on_0_3
faults 0 100/100 $A $((0x1000)) 64
sw 0 100 app 0 50 kswapd0
frees 0 50 $((0x1000)) 64
shrink 0 50 64
} >"$out/tlb-one-pass.mms"

# ---------------------------------------------------------------- (2)
{
cat <<'EOF'
# TLB scenario 2: lazy CPUs.  mm 1 on CPUs 0-3; thread 101 faults 10 pages
# at 0x7f0000100000, thread 100 faults 8 at 0x7f0000000000; CPUs 2 and 3 go
# idle (lazy on mm 1); kswapd0 on CPU 0 (lazy on mm 1) reclaims the 8 pages
# in one pass; then thread 101 on CPU 1 munmaps its 10 pages (one VMA, no
# page-table page freed).  Ops: UNMAP(reclaim, 8) + PASS_END from CPU 0,
# UNMAP(munmap, 10) from CPU 1.
#
#  flush-per-page (2015 rule): page 1: the sender leaves mm 1; CPUs 1, 2, 3
#    are IPI'd, lazy 2 and 3 leave_mm() (out of the mask), CPU 1 INVLPGs.
#    Pages 2-8: CPU 1 only.  8 rounds, 3 + 7 = 10 IPIs, 8 INVLPGs.  munmap:
#    the mask is {1}: a local flush, no round.  Total 8, 10, 0, 8, local 1.
#  pfn-tracking: PASS_END: mask {0,1,2,3}, smp_call_function_many() has no
#    lazy filter: 1 round, 3 IPIs, 8 x 3 = 24 INVLPGs, local 1.  munmap (10
#    <= 33 pages): local 1, 1 round, CPUs 0, 2, 3 (all lazy on mm 1) get
#    the IPI and leave mm 1, no flush work.  Total 2, 6, 0, 24, local 2.
#  full-flush: the same with 3 full flushes: 2, 6, 3, 0, local 2.
#  infinite: the munmap finds mm 1 pending in kswapd's batch, which is
#    flushed from CPU 1 (local 1; CPUs 0, 2, 3: 3 IPIs, 3 full), then the
#    munmap itself as above: 2, 6, 3, 0, local 2.
#  x86 6.13: PASS_END: lazy 0 (sender), 2, 3 skipped: 1 round, 1 IPI, 1
#    full.  munmap: flush_tlb_batched_pending() = flush_tlb_mm() with
#    freed_tables: local 1, 1 round, CPUs 0, 2, 3 IPI'd (lazy: they switch to
#    init_mm, no flush, stay in the 6.13 mask).  The 10-page flush: local 1,
#    1 round (mask {0,1,2,3}) but 0, 2, 3 no longer run mm 1 and no trim is
#    due (< 1 s): 0 IPIs.  Total 3 rounds, 4 IPIs, 1 full, 0, local 2;
#    flush_received 1 (lazy leavers trace nothing).
#  x86 4.19: PASS_END: the lazy sender switches to init_mm (out of the mask),
#    CPU 1: 1 round, 1 IPI, 1 full.  flush_tlb_mm(): local 1, 1 round, CPUs 2
#    and 3 (lazy, freed tables) IPI'd, leave: mask {1}.  munmap: local only.
#    Total 2, 3, 1, 0, local 2.
#  full-flush:epoch=6.13 (no flush_tlb_batched_pending in the policy models):
#    PASS_END 1 round, 1 IPI, 1 full; munmap: local 1, 1 round, 0 IPIs.
#
# expect flush-per-page tlb.flush_rounds=8 tlb.ipi=10 tlb.full_flush=0 tlb.invlpg=8 tlb.local_flush=1
# expect pfn-tracking tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=0 tlb.invlpg=24 tlb.local_flush=2
# expect full-flush tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=2
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=2
# expect x86 tlb.flush_rounds=3 tlb.ipi=4 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=2 tlb.flush_received=1
# expect x86:epoch=4.19 tlb.flush_rounds=2 tlb.ipi=3 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=2
# expect full-flush:epoch=6.13 tlb.flush_rounds=2 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=4 kernel=6.18 hypervisor=none
EOF
T=1000
mm1_on_0_3
faults 1 101/100 $((A + 0x100000)) $((0x2000)) 10
faults 0 100/100 $A $((0x1000)) 8
sw 2 102 app 1 0 swapper/2
sw 3 103 app 1 0 swapper/3
sw 0 100 app 0 50 kswapd0
frees 0 50 $((0x1000)) 8
shrink 0 50 8
munmap 1 101/100 $((A + 0x100000)) 10
} >"$out/tlb-lazy.mms"

# ---------------------------------------------------------------- (3)
{
cat <<'EOF'
# TLB scenario 3: the reclaiming thread moves to another CPU mid-pass.
# mm 1 on CPUs 0-3 with 8 pages; kswapd0 on CPU 0 (lazy on mm 1) frees 4;
# CPU 0 goes idle (still lazy on mm 1); kswapd0 runs on CPU 1 (lazy on mm 1
# there) and frees 4 more; the pass ends on CPU 1.  The engine reports the
# pass at its end: UNMAP(reclaim, 8) + PASS_END, both from CPU 1.
#
#  flush-per-page: all 8 pages flushed from CPU 1 (the engine does not say
#    which were freed on CPU 0): page 1: the sender leaves; CPU 0 (lazy on
#    mm 1, in the v4.2 mask) is IPI'd and leaves, CPUs 2, 3 INVLPG: 3 IPIs;
#    pages 2-8: CPUs 2, 3.  8 rounds, 3 + 14 = 17 IPIs, 16 INVLPGs, local 0.
#    (Page by page from the CPU that freed it, the kernel would send 12 + 8
#    = 20; the op-level unit test test_tlb_models checks that case.)
#  pfn-tracking: one batch, mask {0,1,2,3}, flushed from CPU 1: local 1,
#    CPUs 0 (idle, IPI'd anyway in 2015), 2, 3: 1 round, 3 IPIs, 24 INVLPGs.
#  full-flush: 1, 3, 3 full, local 1.  infinite: the same at the end.
#  x86 6.13 and 4.19: CPU 0 is lazy (skipped), the sender CPU 1 is lazy:
#    1 round, 2 IPIs (CPUs 2, 3), 2 full, no local flush.
#
# expect flush-per-page tlb.flush_rounds=8 tlb.ipi=17 tlb.full_flush=0 tlb.invlpg=16 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=24 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=3 tlb.full_flush=3 tlb.invlpg=0 tlb.local_flush=1
# expect x86 tlb.flush_rounds=1 tlb.ipi=2 tlb.full_flush=2 tlb.invlpg=0 tlb.local_flush=0
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=2 tlb.full_flush=2 tlb.invlpg=0 tlb.local_flush=0
#! cpus=4 kernel=6.18 hypervisor=none
EOF
T=1000
mm1_on_0_3
faults 0 100/100 $A $((0x1000)) 8
sw 0 100 app 0 50 kswapd0
frees 0 50 $((0x1000)) 4
sw 0 50 kswapd0 0 0 swapper/0
sw 1 101 app 0 50 kswapd0
frees 1 50 $((0x1004)) 4
shrink 1 50 8
} >"$out/tlb-migrate.mms"

# ---------------------------------------------------------------- (4)
{
cat <<'EOF'
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
EOF
T=1000
kswapd
process 100
thread 0 100 101
thread 0 100 102
process 200
sw 0 0 swapper/0 0 50 kswapd0
sw 1 0 swapper/1 0 101 app
sw 2 0 swapper/2 0 102 app
sw 3 0 swapper/3 0 200 app
faults 1 101/100 $A $((0x1000)) 20
faults 3 200/200 $A $((0x2000)) 20
frees 0 50 $((0x1000)) 20
frees 0 50 $((0x2000)) 20
shrink 0 50 40
} >"$out/tlb-two-mms.mms"

# ---------------------------------------------------------------- (5)
{
cat <<'EOF'
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
EOF
T=1000
mm1_on_0_3
faults 0 100/100 $A $((0x1000)) 50
sw 0 100 app 0 50 kswapd0
ev 0 50 vmscan:mm_vmscan_write_folio pfn=0x1009 reclaim_flags=0x1
frees 0 50 $((0x1000)) 9
frees 0 50 $((0x100a)) 30
shrink 0 50 39
frees 0 50 $((0x1028)) 10
shrink 0 50 10
} >"$out/tlb-dirty.mms"

# ---------------------------------------------------------------- (6)
{
cat <<'EOF'
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
EOF
T=1000
mm1_on_0_3
faults 0 100/100 $A $((0x1000)) 20
faults 0 100/100 $((A + 0x100000)) $((0x2000)) 40
munmap 0 100/100 $A 20
munmap 0 100/100 $((A + 0x100000)) 40
} >"$out/tlb-ceiling.mms"

# ---------------------------------------------------------------- (7)
{
cat <<'EOF'
# TLB scenario 7: reuse of a pfn still pending forces the infinite model.
# Setup of scenario 1 with 24 pages; kswapd0 on CPU 0 reclaims pfns
# 0x1000-0x1007 (pass 1) and 0x1008-0x100f (pass 2); thread 101 on CPU 1
# faults twice: pfn 0x9000 (never unmapped) and 0x1003 (unmapped in pass 1:
# PAGE_ALLOC with reused_pending); pass 3 reclaims 0x1010-0x1017.
#
#  flush-per-page: 24 rounds, 72 IPIs, 72 INVLPGs, local 0.
#  pfn-tracking: 3 passes x (1 round, 3 IPIs, 24 INVLPGs, local 1).
#  full-flush: 3, 9, 9 full, local 3.   x86: 3, 9, 9, local 0.
#  infinite: passes 1 and 2 stay batched; allocating 0x1003 flushes the
#    16-page batch from CPU 1 (in the mask: local 1; CPUs 0, 2, 3: 3 IPIs, 3
#    full); 0x9000 flushes nothing; pass 3 is flushed at the end of the
#    trace from CPU 0 (local 1; CPUs 1-3): 2 rounds, 6 IPIs, 6 full, local 2.
#
# expect flush-per-page tlb.flush_rounds=24 tlb.ipi=72 tlb.full_flush=0 tlb.invlpg=72 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=0 tlb.invlpg=72 tlb.local_flush=3
# expect full-flush tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=3
# expect infinite tlb.flush_rounds=2 tlb.ipi=6 tlb.full_flush=6 tlb.invlpg=0 tlb.local_flush=2
# expect x86 tlb.flush_rounds=3 tlb.ipi=9 tlb.full_flush=9 tlb.invlpg=0 tlb.local_flush=0
#! cpus=4 kernel=6.18 hypervisor=none
EOF
T=1000
mm1_on_0_3
faults 0 100/100 $A $((0x1000)) 24
sw 0 100 app 0 50 kswapd0
frees 0 50 $((0x1000)) 8
shrink 0 50 8
frees 0 50 $((0x1008)) 8
shrink 0 50 8
faults 1 101/100 $((A + 0x200000)) $((0x9000)) 1
faults 1 101/100 $((A + 0x201000)) $((0x1003)) 1
frees 0 50 $((0x1010)) 8
shrink 0 50 8
} >"$out/tlb-reuse.mms"

# ---------------------------------------------------------------- (8)
{
cat <<'EOF'
# TLB scenario 8: the 6.13 once-a-second mm_cpumask trim.  mm 1 first runs
# at 1 us on CPUs 0-3 (next_trim_cpumask = +1 s); at 0.1 s CPUs 2 and 3 switch
# to other processes (mm 2, mm 3).  Thread 100 on CPU 0 munmaps 10 of its
# pages at 0.5 s, 1.5 s and 1.6 s.
#
#  x86 6.13: 0.5 s: mask {0,1,2,3}, no trim due: only CPU 1 runs mm 1: 1 IPI,
#    10 INVLPGs.  1.5 s: trim: CPU 1 flushes, CPUs 2 and 3 get the IPI and
#    clear themselves from the mask (TLB_REMOTE_WRONG_CPU): 3 IPIs.  1.6 s:
#    mask {0,1}: 1 IPI.  3 rounds, 5 IPIs, 0 full, 30 INVLPGs, local 3,
#    wrong_cpu 2.
#  x86 4.19 and the policy models (v4.2 rule): switching to another mm
#    cleared CPUs 2 and 3 at once: 3 rounds, 3 IPIs, 30 INVLPGs, local 3.
#
# expect x86 tlb.flush_rounds=3 tlb.ipi=5 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3 tlb.wrong_cpu=2 tlb.flush_received=5
# expect x86:epoch=4.19 tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3 tlb.wrong_cpu=0
# expect flush-per-page tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect pfn-tracking tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect full-flush tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
# expect infinite tlb.flush_rounds=3 tlb.ipi=3 tlb.full_flush=0 tlb.invlpg=30 tlb.local_flush=3
#! cpus=4 kernel=6.18 hypervisor=none
EOF
T=1000
mm1_on_0_3
process 200
process 300
faults 0 100/100 $A $((0x1000)) 30
at 100000000
sw 2 102 app 1 200 app
sw 3 103 app 1 300 app
at 500000000
munmap 0 100/100 $A 10
at 1500000000
munmap 0 100/100 $((A + 0xa000)) 10
at 1600000000
munmap 0 100/100 $((A + 0x14000)) 10
} >"$out/tlb-trim.mms"

# ---------------------------------------------------------------- (9)
{
cat <<'EOF'
# TLB scenario 9: INVLPGB (kernel 6.18 with cpu flag invlpgb: x86 picks the
# invlpgb epoch).  mm 1 (threads 100-104) runs on CPUs 0-4; thread 100 on
# CPU 0 munmaps 10 pages twice; kswapd0 on CPU 5 (no user mm there)
# reclaims 8 other pages of mm 1 in one pass.
#
#  x86 invlpgb: the first munmap is a flush_tlb_multi(): 1 round, 4 IPIs, 40
#    INVLPGs, local 1; consider_global_asid() then sees mm 1 running on 5 > 3
#    CPUs and gives it a global ASID: the second munmap is an INVLPGB
#    broadcast (no round, no IPI); the reclaim batch is
#    invlpgb_flush_all_nonglobals(), a broadcast.  1, 4, 0, 40, local 1,
#    broadcast 2.
#  x86 6.13: both munmaps by IPI (1, 4, 40 INVLPGs, local 1 each); the batch
#    from CPU 5 (not in the mask) to CPUs 0-4: 1 round, 5 IPIs, 5 full.
#    3, 13, 5, 80, local 2.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=1 tlb.broadcast=2
# expect x86:epoch=6.13 tlb.flush_rounds=3 tlb.ipi=13 tlb.full_flush=5 tlb.invlpg=80 tlb.local_flush=2 tlb.broadcast=0
#! cpus=8 kernel=6.18 hypervisor=none cpu_flags=pcid,invpcid,invlpgb
EOF
T=1000
kswapd
process 100
thread 0 100 101
thread 0 100 102
thread 0 100 103
thread 0 100 104
sw 0 0 swapper/0 0 100 app
sw 1 0 swapper/1 0 101 app
sw 2 0 swapper/2 0 102 app
sw 3 0 swapper/3 0 103 app
sw 4 0 swapper/4 0 104 app
faults 0 100/100 $A $((0x1000)) 20
faults 0 100/100 $((A + 0x100000)) $((0x2000)) 8
munmap 0 100/100 $A 10
munmap 0 100/100 $((A + 0xa000)) 10
sw 5 0 swapper/5 0 50 kswapd0
frees 5 50 $((0x2000)) 8
shrink 5 50 8
} >"$out/tlb-invlpgb.mms"

# ---------------------------------------------------------------- (10)
{
cat <<'EOF'
# TLB scenario 10: hundreds of CPUs (cpus=512).  mm 1 (threads 100-104) runs
# on CPUs 0, 100, 200, 300 and 450; kswapd0 takes CPU 0 and reclaims 10
# pages in one pass.  k = 4.
#
#  flush-per-page: 10 rounds, 40 IPIs, 40 INVLPGs.
#  pfn-tracking: 1 round, 4 IPIs, 40 INVLPGs, local 1.
#  full-flush, infinite: 1 round, 4 IPIs, 4 full, local 1.
#  x86: 1 round, 4 IPIs, 4 full, local 0.
#
# expect flush-per-page tlb.flush_rounds=10 tlb.ipi=40 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=0
# expect pfn-tracking tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=0 tlb.invlpg=40 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=1
# expect infinite tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=1
# expect x86 tlb.flush_rounds=1 tlb.ipi=4 tlb.full_flush=4 tlb.invlpg=0 tlb.local_flush=0
#! cpus=512 kernel=6.18 hypervisor=none
EOF
T=1000
kswapd
process 100
thread 0 100 101
thread 0 100 102
thread 0 100 103
thread 0 100 104
sw 0 0 swapper/0 0 100 app
sw 100 0 swapper/100 0 101 app
sw 200 0 swapper/200 0 102 app
sw 300 0 swapper/300 0 103 app
sw 450 0 swapper/450 0 104 app
faults 0 100/100 $A $((0x1000)) 10
sw 0 100 app 0 50 kswapd0
frees 0 50 $((0x1000)) 10
shrink 0 50 10
} >"$out/tlb-wide.mms"

# ---------------------------------------------------------------- (11)
{
cat <<'EOF'
# TLB scenario 11: a switch the trace does not show.  mm 1: thread 100 on
# CPU 0, thread 101 on CPU 1.  Thread 101 blocks (CPU 1 switches to idle),
# then - with no sched_switch back, as 6.x traces often show when an idle CPU
# resumes the task it just woke - faults 4 pages on CPU 1.  Thread 100 then
# munmaps 10 of its pages from CPU 0.  The models take the task of each
# op's event as running on its CPU, so CPU 1 runs mm 1 again (not lazy).
#
#  x86 (6.13) and x86:epoch=4.19: 1 round, CPU 1 is a target: 1 IPI, 10
#    INVLPGs, local 1.  (Believing the missing switch, CPU 1 would be idle
#    and lazy: 0 IPIs.)
#  flush-per-page and the other policy models: the same 1, 1, 10 INVLPGs,
#    local 1 (a lazy CPU 1 would have been IPI'd too but only left mm 1).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect flush-per-page tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
# expect full-flush tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=10 tlb.local_flush=1
#! cpus=4 kernel=6.18 hypervisor=none
EOF
T=1000
kswapd
process 100
thread 0 100 101
sw 0 0 swapper/0 0 100 app
sw 1 0 swapper/1 0 101 app
faults 0 100/100 $A $((0x1000)) 10
sw 1 101 app 2 0 swapper/1
faults 1 101/100 $((A + 0x100000)) $((0x2000)) 4
munmap 0 100/100 $A 10
} >"$out/tlb-missed-switch.mms"

# ---------------------------------------------------------------- (12)
# madvise CPU PID/TGID ADDR NPAGES BEHAVIOR
madvise() {
	ev "$1" "$2" syscalls:sys_enter_madvise start="$(hex "$3")" len_in=$(($4 * 4096)) \
		behavior="$5"
	ev "$1" "$2" syscalls:sys_exit_madvise ret=0
}
{
cat <<'EOF'
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
EOF
T=1000
process 100
thread 0 100 101
process 200
sw 0 0 swapper/0 0 100 app
sw 1 0 swapper/1 0 101 app
faults 0 100/100 $A $((0x1000)) 512
at 100000000
sw 1 101 app 1 200 app
at 200000000
madvise 0 100/100 $A 8 4
at 300000000
madvise 0 100/100 $A 512 4
at 350000000
faults 0 100/100 $A $((0x3000)) 8
at 400000000
madvise 0 100/100 $A 8 4
} >"$out/tlb-pt-reclaim.mms"

# ---------------------------------------------------------------- (13)
{
cat <<'EOF'
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
EOF
T=1000
process 100
thread 0 100 101
process 200
process 300
sw 0 0 swapper/0 0 100 app
sw 1 0 swapper/1 0 101 app
faults 0 100/100 $A $((0x1000)) 512
at 100000000
sw 1 101 app 1 200 app
at 200000000
ev 0 100/100 syscalls:sys_enter_madvise start="$(hex $A)" len_in=$((512 * 4096)) behavior=4
at 200100000
sw 0 100 app 0 300 app
at 250000000
sw 1 200 app 1 101 app
at 260000000
sw 1 101 app 1 200 app
at 290000000
sw 0 300 app 0 100 app
at 300000000
ev 0 100/100 syscalls:sys_exit_madvise ret=0
at 350000000
faults 0 100/100 $A $((0x3000)) 8
at 400000000
madvise 0 100/100 $A 8 4
} >"$out/tlb-pt-reclaim-preempt.mms"

# ---- large folios in one reclaim pass -----------------------------------
{
cat <<'EOF'
# TLB scenario: shrink_folio_list()'s folio_batch counts folios, not pages.
# mm 1: thread 100 on CPU 0, thread 101 on CPU 1.  Thread 100 faults in a
# 512-page folio (order 9, pfn 0x2000, as ext4's large page-cache folios
# since 6.16) and two order-0 pages; kswapd0 takes CPU 0 (lazy on mm 1) and
# frees them in one pass with an order-2 folio the trace never saw mapped
# (pfn 0x4000): 4 folios, 518 pages, nr_reclaimed=518.  Ops: PAGE_FREE x 4,
# UNMAP(reclaim, mm 1, 514 pages) from CPU 0, PASS_END.
#
#  x86 (6.18: free_batch 31): the known large folio's 511 extra pages make
#    the op 514 - 511 = 3 folios, below 31: no fill; the shrink event's 518
#    pages less the pass's 511 + 3 extra pages = 4 folios: no fill either;
#    the flush at the end of the pass is the only one: 1 round, CPU 1 (not
#    lazy) 1 IPI, 1 full flush; the lazy sender flushes nothing.  Counting
#    pages (the rule before) made it 16 fills + the end = 17 rounds.
#  x86:free_batch=0: the end of the pass only: 1, 1, 1.
#  full-flush: 1 round, 1 IPI, 1 full; its 2015 mask keeps the sender: 1 local.
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=0 tlb.flush_received=1 tlb.wrong_cpu=0
# expect x86:free_batch=0 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=0
# expect full-flush tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
EOF
T=1000
kswapd
process 100
thread 0 100 101
sw 0 0 swapper/0 0 100 app
sw 1 0 swapper/1 0 101 app
ev 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=0x6
ev 0 100/100 kmem:mm_page_alloc pfn=0x2000 order=9 gfp_flags=0x140cca migratetype=1
faults 0 100/100 $((0x7f0000200000)) $((0x3000)) 2
sw 0 100 app 0 50 kswapd0
ev 0 50 kmem:mm_page_free pfn=0x2000 order=9
frees 0 50 $((0x3000)) 2
ev 0 50 kmem:mm_page_free pfn=0x4000 order=2
ev 0 50 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=518 nr_reclaimed=518 \
	priority=12 reclaim_flags=0x1
} >"$out/tlb-large-folio.mms"

# ----------------------------------------------------------------
# hand-written event lines, copied verbatim
cat <<'EOF' >"$out/tlb-fault-free.mms"
# TLB scenario: pages freed inside the user fault that allocated them were
# never mapped (a fault maps its page when it completes), so their frees are
# no unmap, even when the fault's own memcg reclaim frees them.
# One process (pid 100, threads 100-101) runs on CPUs 0-1.  Thread 101's read
# fault at 0x7f0000010000 allocates four page-cache pages (readahead), loses
# the page-cache insertion race for 0x20001 (freed at once), then its memcg
# reclaim frees 0x20002 in a pass: neither was mapped, no UNMAP.  A later fault
# of 101 (at 0x7f0000020000, allocating 0x20010) reclaims 0x20000, allocated by
# the first fault, which has completed since: one UNMAP(reclaim) of 1 page, so
# one flush round that IPIs CPU 0 (thread 100 runs there).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1 tlb.flush_received=1 tlb.wrong_cpu=0
# expect x86:epoch=4.19 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=1 tlb.invlpg=0 tlb.local_flush=1
#! cpus=2 kernel=6.18 hypervisor=none
0.000001 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
0.000002 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
20000 1 101/100 exceptions:page_fault_user address=0x7f0000010000 ip=0x401000 error_code=4
20010 1 101/100 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x152c4a migratetype=1
20020 1 101/100 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x152c4a migratetype=1
20030 1 101/100 kmem:mm_page_free pfn=0x20001 order=0
20040 1 101/100 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x152c4a migratetype=1
20050 1 101/100 kmem:mm_page_alloc pfn=0x20003 order=0 gfp_flags=0x152c4a migratetype=1
20060 1 101/100 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x152c4a
20070 1 101/100 kmem:mm_page_free pfn=0x20002 order=0
20080 1 101/100 kmem:mm_page_free_batched pfn=0x20002
20090 1 101/100 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
20100 1 101/100 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
40000 1 101/100 exceptions:page_fault_user address=0x7f0000020000 ip=0x401000 error_code=4
40010 1 101/100 kmem:mm_page_alloc pfn=0x20010 order=0 gfp_flags=0x152c4a migratetype=1
40020 1 101/100 vmscan:mm_vmscan_memcg_reclaim_begin order=0 gfp_flags=0x152c4a
40030 1 101/100 kmem:mm_page_free pfn=0x20000 order=0
40040 1 101/100 kmem:mm_page_free_batched pfn=0x20000
40050 1 101/100 vmscan:mm_vmscan_lru_shrink_inactive nid=0 nr_scanned=1 nr_reclaimed=1 nr_dirty=0 nr_writeback=0 nr_congested=0 nr_immediate=0 nr_activate0=0 nr_activate1=0 nr_ref_keep=0 nr_unmap_fail=0 priority=12 reclaim_flags=0x9
40060 1 101/100 vmscan:mm_vmscan_memcg_reclaim_end nr_reclaimed=1
EOF

# ----------------------------------------------------------------
# hand-written event lines, copied verbatim
cat <<'EOF' >"$out/tlb-unmap-early.mms"
# TLB scenario: a munmap's unmap is emitted at its first page free, where
# its first flush round happens (tlb_flush_mmu() flushes, then frees what it
# gathered), not at sys_exit.  Process 100 (threads 100-101) runs on CPUs 0-1.
# Thread 100 munmaps the two pages it faulted in; when the first page is freed
# thread 101 still runs on CPU 1, so the flush IPIs CPU 1; then thread 101
# sleeps (CPU 1 goes idle: lazy) before the munmap returns.  The same again
# once the trace has shown a sys_exit_munmap (the first call takes another
# path: its exit could be missing from the trace).  Expected with the x86
# model: 2 flush rounds, 2 IPIs (at sys_exit, CPU 1 would be lazy: 0 IPIs).
#
# expect x86 tlb.flush_rounds=2 tlb.ipi=2 tlb.full_flush=0 tlb.invlpg=3 tlb.local_flush=2 tlb.flush_received=2 tlb.wrong_cpu=0
# expect x86:epoch=4.19 tlb.flush_rounds=2 tlb.ipi=2 tlb.full_flush=0 tlb.invlpg=3 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none
0.000001 0 1/1 task:task_newtask pid=100 comm=app clone_flags=0x11 oom_score_adj=0
0.000002 0 100/100 task:task_newtask pid=101 comm=app clone_flags=0x3d0f00 oom_score_adj=0
0.000010 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=100 next_prio=120
0.000010 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
20000 0 100/100 exceptions:page_fault_user address=0x7f0000000000 ip=0x401000 error_code=6
20010 0 100/100 kmem:mm_page_alloc pfn=0x20000 order=0 gfp_flags=0x140cca migratetype=1
20020 0 100/100 exceptions:page_fault_user address=0x7f0000001000 ip=0x401000 error_code=6
20030 0 100/100 kmem:mm_page_alloc pfn=0x20001 order=0 gfp_flags=0x140cca migratetype=1
30000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000000000 len=0x2000
30100 0 100/100 kmem:mm_page_free pfn=0x20000 order=0
30110 0 100/100 kmem:mm_page_free pfn=0x20001 order=0
30200 1 101/100 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
30300 0 100/100 syscalls:sys_exit_munmap ret=0
40000 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=101 next_prio=120
40010 0 100/100 exceptions:page_fault_user address=0x7f0000002000 ip=0x401000 error_code=6
40020 0 100/100 kmem:mm_page_alloc pfn=0x20002 order=0 gfp_flags=0x140cca migratetype=1
50000 0 100/100 syscalls:sys_enter_munmap addr=0x7f0000002000 len=0x1000
50100 0 100/100 kmem:mm_page_free pfn=0x20002 order=0
50200 1 101/100 sched:sched_switch prev_comm=app prev_pid=101 prev_prio=120 prev_state=1 next_comm=swapper/1 next_pid=0 next_prio=120
50300 0 100/100 syscalls:sys_exit_munmap ret=0
EOF

# ----------------------------------------------------------------
# hand-written event lines, copied verbatim
cat <<'EOF' >"$out/tlb-trim-old-mm.mms"
# TLB scenario: x86 epoch 6.13, the once-a-second mm_cpumask trim of an mm that
# existed before the trace.  init_new_context() sets next_trim_cpumask to its
# creation + 1 s, so the first flush of a process created long before the
# recording trims its mask at once; a process forked or exec'ed in the trace
# (or the recorder, metadata recorder_pid) waits 1 s after its first switch-in.
# Process 500 (threads 500 and 501, both running before the trace: tgids
# metadata) runs on CPUs 0 and 1.  CPU 0 switches to process 600; then 500
# breaks CoW twice on CPU 1 (write faults on present pages that allocate).
# First CoW: CPU 0 is still in mm500's mask and the trim is due: one round,
# an IPI to CPU 0, which runs another mm and leaves the mask (wrong_cpu).
# Second CoW: CPU 1 alone in the mask: a local flush, no round.
# x86 totals: 1 round, 1 IPI, 1 wrong_cpu, 2 local flushes (with the trim
# clock started at the first switch-in instead: 2 rounds, 0 IPIs).
#
# expect x86 tlb.flush_rounds=1 tlb.ipi=1 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2 tlb.flush_received=1 tlb.wrong_cpu=1
# expect x86:epoch=4.19 tlb.flush_rounds=0 tlb.ipi=0 tlb.full_flush=0 tlb.invlpg=0 tlb.local_flush=2
#! cpus=2 kernel=6.18 hypervisor=none tgids=501:500
100 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=501 next_prio=120
100 1 0 sched:sched_switch prev_comm=swapper/1 prev_pid=0 prev_prio=120 prev_state=0 next_comm=p next_pid=500 next_prio=120
200 0 501/500 sched:sched_switch prev_comm=p prev_pid=501 prev_prio=120 prev_state=1 next_comm=q next_pid=600 next_prio=120
300 0 600/600 exceptions:page_fault_user address=0x20000 ip=0x1 error_code=6
301 0 600/600 kmem:mm_page_alloc pfn=0x700 order=0 gfp_flags=0x140cca migratetype=1
1000 1 500/500 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=6
1001 1 500/500 kmem:mm_page_alloc pfn=0x900 order=0 gfp_flags=0x140cca migratetype=1
2000 1 500/500 exceptions:page_fault_user address=0x10000 ip=0x1 error_code=7
2001 1 500/500 kmem:mm_page_alloc pfn=0x901 order=0 gfp_flags=0x140cca migratetype=1
3000 1 500/500 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=6
3001 1 500/500 kmem:mm_page_alloc pfn=0x902 order=0 gfp_flags=0x140cca migratetype=1
4000 1 500/500 exceptions:page_fault_user address=0x11000 ip=0x1 error_code=7
4001 1 500/500 kmem:mm_page_alloc pfn=0x903 order=0 gfp_flags=0x140cca migratetype=1
EOF
