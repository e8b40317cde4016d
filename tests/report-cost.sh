#!/usr/bin/env bash
# Rates, the CPU-time estimate and the summary of `replay` (issue 21), worked
# out by hand on tests/data/scenarios/engine-by-process.mms, whose x86 counts
# are: 2 flush rounds, 2 IPIs, 1 INVLPG, 0 full flushes, 2 local flushes.
#   default table (docs/cost.md): 2 x 5940 ns + 2 x 0 + 1 x 100 ns + 0 x 2283
#     cycles + 2 x 1276 cycles at 2.6 GHz = 11880 + 100 + 981.54 = 12961.5 ns
#   --cost round_ns=1000,ghz=1.276: 2000 + 100 + 2 x 1000 = 4100 ns
#   rates: the trace spans 2000..6100 ns = 4.1 us: 2 rounds -> 487805 /s
#   --window 0.001 (1 us windows): the busiest holds 1 round -> peak 1e6 /s
NAME=report-cost
. "$(dirname "$0")/mmr-lib.sh"
S=$MMR_SRC/tests/data/scenarios/engine-by-process.mms

get() { # JSON-EXPR ARGS...: a value of the x86 model's replay --json
	local e=$1
	shift
	"$MMR" replay -q -m x86 --json "$@" "$S" | python3 -c "
import json, sys
d = json.load(sys.stdin)
m = d['models'][0]
print($e)"
}
[ "$(get 'm["cost_ns_estimate"]')" = 12962 ] || fail "default cost: $(get 'm["cost_ns_estimate"]')"
[ "$(get 'm["cost_ns_estimate"]' --cost round_ns=1000,ghz=1.276)" = 4100 ] ||
	fail "--cost: $(get 'm["cost_ns_estimate"]' --cost round_ns=1000,ghz=1.276)"
[ "$(get 'round(m["metrics"]["tlb.flush_rounds"]["rate_per_s"])')" = 487805 ] ||
	fail "rate: $(get 'm["metrics"]["tlb.flush_rounds"]["rate_per_s"]')"
[ "$(get 'round(m["metrics"]["tlb.flush_rounds"]["peak_per_s"])' --window 0.001)" = 1000000 ] ||
	fail "peak: $(get 'm["metrics"]["tlb.flush_rounds"]["peak_per_s"]' --window 0.001)"
[ "$(get '[i["overridden"] for i in d["cost"]["items"] if i["key"] == "round_ns"][0]' --cost round_ns=1)" = True ] ||
	fail "the override is not marked"
[ "$(get 'all(i["source"] for i in d["cost"]["items"])')" = True ] || fail "an item without a source"

# two models: the summary names the one with the fewest IPIs.  flush-per-page
# has no old-mm trim: alpha's munmap sends nothing (CPU 1 runs beta), beta's
# one round: 1 IPI against x86's 2
"$MMR" replay -q -m x86 -m flush-per-page "$S" >"$T/out" || fail "replay"
grep -q '^summary: fewest tlb.ipi: flush-per-page, 1 (-50.0% against x86' "$T/out" ||
	fail "summary: $(grep -A1 '^summary' "$T/out")"
grep -q '^tlb.flush_rounds /s' "$T/out" || fail "no rate rows"
grep -q '^CPU time (estimate)' "$T/out" || fail "no cost row"

for bad in round_ns=x nosuch=1 ghz=0 round_ns; do
	"$MMR" replay -q --cost "$bad" "$S" >/dev/null 2>"$T/err" && fail "--cost $bad accepted"
	grep -q 'cost' "$T/err" || fail "--cost $bad: $(cat "$T/err")"
done
echo PASS
