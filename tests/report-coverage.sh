#!/usr/bin/env bash
# What a recording cannot support (issue 21): from the metadata keys
# "tracepoints" (what `record -e` enabled) and "cpus_recorded" (`record
# --cpus`), info (text and JSON), replay and diff name each event group left
# out with the metrics it makes unknown, and the CPUs left out.  A trace whose
# metadata does not say (no "tracepoints") gets no such sentence.
NAME=report-coverage
. "$(dirname "$0")/mmr-lib.sh"
cat >"$T/cov.mms" <<'MMS'
#! cpus=4 kernel=6.18 hypervisor=none cpus_recorded=0,2
#! tracepoints=tlb:tlb_flush,csd:csd_queue_cpu,sched:sched_switch,exceptions:page_fault_user
1000 0 0 tlb:tlb_flush reason=3 pages=1
MMS
sed '/^#! tracepoints/d; s/ cpus_recorded=0,2//' "$T/cov.mms" >"$T/plain.mms"

COLUMNS=1000 "$MMR" info "$T/cov.mms" >"$T/info" || fail "info"
for g in unmap alloc migrate; do
	grep -q "^  - the recording left out the $g events (record -e)" "$T/info" || fail "info: $g not said"
done
for g in schedule fault measured; do
	! grep -q "left out the $g events" "$T/info" || fail "info: $g said missing, but it was recorded"
done
grep -q 'the recording left out the unmap events.*the tlb.\* predictions cover reclaim, migration and exits only' "$T/info" ||
	fail "info: the metrics unmap makes unknown not said"
grep -q '^  - only CPUs 0,2 of the 4 were recorded (record --cpus): 2 CPUs (CPU 1 and more) left out' "$T/info" ||
	fail "info: CPUs: $(grep CPUs "$T/info")"
"$MMR" info --json "$T/cov.mms" | python3 -c '
import json, sys
c = json.load(sys.stdin)["cannot_support"]
assert len(c) == 4, c
assert sum("left out the" in x for x in c) == 3 and "only CPUs 0,2" in c[3], c' || fail "info --json"
for cmd in replay diff; do
	COLUMNS=1000 "$MMR" $cmd -q "$T/cov.mms" >"$T/out" || fail "$cmd"
	grep -q 'the recording left out the alloc events' "$T/out" || fail "$cmd: alloc not said"
	grep -q 'only CPUs 0,2 of the 4 were recorded' "$T/out" || fail "$cmd: CPUs not said"
done
"$MMR" info "$T/plain.mms" >"$T/out" || fail "info plain"
! grep -q 'cannot support' "$T/out" || fail "info: a coverage sentence without the metadata for it"
COLUMNS=1000 "$MMR" diff -q "$T/plain.mms" >"$T/out" || fail "diff plain"
! grep -q 'the recording left out' "$T/out" || fail "diff: a coverage sentence without the metadata"
echo PASS
