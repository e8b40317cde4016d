#!/bin/bash
# The TLB models through the command line: `mmreplay models` lists the five
# with their parameters, and `mmreplay replay --json` on scenario 1
# (tests/data/scenarios/tlb-one-pass.mms, derivation in the file) prints the
# hand-worked totals (64 rounds / 192 IPIs per page, 2 / 6 with batches of 32,
# 1 / 3 for a full flush, 3 / 9 for the 6.18 kernel).  The JSON layout is docs/json-format.md: one object
# per model in -m order, "metric": {"total": N, ...} on its own line.
set -u
: "${MMR:?MMR (the mmreplay CLI) not set}" "${MMR_DATA:?MMR_DATA not set}"
fail=0
f="$MMR_DATA/scenarios/tlb-one-pass.mms"

models=$("$MMR" models 2>&1) || { echo "FAIL: mmreplay models"; exit 1; }
for m in flush-per-page pfn-tracking full-flush infinite x86; do
	grep -q "$m" <<<"$models" || { echo "FAIL: models does not list $m"; fail=1; }
done
for p in batch epoch ceiling; do
	grep -q "$p" <<<"$models" || { echo "FAIL: models does not list parameter $p"; fail=1; }
done

json=$("$MMR" replay "$f" -q --json -m flush-per-page -m pfn-tracking:batch=32 \
	-m full-flush -m infinite -m x86) || { echo "FAIL: replay --json"; exit 1; }
# total of METRIC in the N-th model object (1-based)
total() {
	awk -v want="$2" -v metric="\"$1\":" '
		/"name":/ { n++ }
		n == want && index($0, metric) {
			sub(/.*"total": */, ""); sub(/[,}].*/, ""); print; exit
		}' <<<"$json"
}
check() { # model-index metric expected
	local got
	got=$(total "$2" "$1")
	if [ "$got" != "$3" ]; then
		echo "FAIL: model $1 $2 = '$got', expected $3"
		fail=1
	else
		echo "ok   model $1 $2 = $got"
	fi
}
check 1 tlb.flush_rounds 64
check 1 tlb.ipi 192
check 2 tlb.flush_rounds 2
check 2 tlb.ipi 6
check 3 tlb.flush_rounds 1
check 3 tlb.ipi 3
check 4 tlb.flush_rounds 1
check 4 tlb.ipi 3
# x86 at kernel 6.18: the folio_batch of shrink_folio_list() flushes at 31
# and 62 freed pages and at the end
check 5 tlb.flush_rounds 3
check 5 tlb.ipi 9

# tlb-tgids.mms: a thread that was running before the recording (no
# task_newtask) joins its process only through the "tgids" metadata; without
# that line its process's munmap would be a local flush only
notg=$(mktemp "${TMPDIR:-/tmp}/tlb-notg-XXXXXX.mms")
sed '/^#! /s/ tgids=101:100//' "$MMR_DATA/scenarios/tlb-tgids.mms" >"$notg"
json=$("$MMR" replay "$MMR_DATA/scenarios/tlb-tgids.mms" -q --json -m x86) ||
	{ echo "FAIL: replay tlb-tgids.mms"; fail=1; }
check 1 tlb.flush_rounds 1
check 1 tlb.ipi 1
json=$("$MMR" replay "$notg" -q --json -m x86) || { echo "FAIL: replay without tgids"; fail=1; }
rm -f "$notg"
check 1 tlb.flush_rounds 0
check 1 tlb.ipi 0

# a receiver that traces pages=0 was already up to date: the diff says how many
# (2 of the 3 receipts here; the third did a full flush)
up=$(mktemp "${TMPDIR:-/tmp}/tlb-uptodate-XXXXXX.mms")
cat >"$up" <<'MMS'
#! cpus=2 kernel=6.18 hypervisor=none
1000 0 800/800 tlb:tlb_flush reason=4 pages=-1
1001 0 800/800 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
1100 1 801/800 tlb:tlb_flush reason=1 pages=0
2000 0 800/800 tlb:tlb_flush reason=4 pages=-1
2001 0 800/800 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
2100 1 801/800 tlb:tlb_flush reason=1 pages=-1
3000 0 800/800 tlb:tlb_flush reason=4 pages=-1
3001 0 800/800 csd:csd_queue_cpu cpu=1 callsite=on_each_cpu_cond_mask func=flush_tlb_func csd=0x40
3100 1 801/800 tlb:tlb_flush reason=1 pages=0
MMS
out=$("$MMR" diff "$up" -q 2>&1) || { echo "FAIL: diff of the up-to-date scenario: $out"; fail=1; }
rm -f "$up"
if grep -q "2 flushes received found the TLB already up to date" <<<"$out" &&
   grep -Eq "tlb.full_flush +[0-9]+ +1 " <<<"$out"; then
	echo "ok   up-to-date receivers: 2 named, measured tlb.full_flush 1"
else
	echo "FAIL: up-to-date receivers not reported as expected:"
	echo "$out"
	fail=1
fi

# --ops names every unmap kind (engine-cow.mms: a fork, then a CoW break)
ops=$("$MMR" replay "$MMR_DATA/scenarios/engine-cow.mms" -q --ops -m x86 | grep " unmap ")
if [ "$ops" = "200 0 800 unmap mm=1 kind=fork npages=0 freed_tables
1001 1 801 unmap mm=2 kind=cow npages=1 range=0x10000-0x11000" ]; then
	echo "ok   --ops: fork and cow unmaps named"
else
	echo "FAIL: --ops unmap lines of engine-cow.mms: $ops"
	fail=1
fi

# a bad parameter is refused with the model's message and a non-zero exit
if err=$("$MMR" replay "$f" -q -m x86:epoch=5.0 2>&1); then
	echo "FAIL: x86:epoch=5.0 accepted"
	fail=1
elif ! grep -q "epoch=5.0" <<<"$err"; then
	echo "FAIL: x86:epoch=5.0: message does not name the value: $err"
	fail=1
fi
exit $fail
