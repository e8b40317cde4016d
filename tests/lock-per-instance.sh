#!/bin/bash
# `replay --per-instance` and `diff --per-instance` on
# tests/data/scenarios/lock-measure.mms (two zones: DMA32 and Normal).
# pcp-none locks once per alloc / free: the trace's 6 page ops (frees of pfn
# 4096, 4100, 4400/order 4 and allocs of 4200, 4400/order 4 on CPU 0, a free
# of 5002 on CPU 1) are all in DMA32: zone.lock 6, direct 6, one bounce (CPU
# 1's free after CPU 0); Normal is never touched by the model.  The measured
# side (bursts A..I of the scenario's comments): DMA32 lock 7 (drains A B C I,
# refill F, direct G H), bounces 2; Normal lock 2 (drains D E), bounces 0.
# ratelimit-xchg: the one numa_misplaced migration (3 pages, CPU 0 = node 0).
set -u
: "${MMR:?MMR (the mmreplay CLI) not set}" "${MMR_DATA:?MMR_DATA not set}"
command -v python3 >/dev/null || { echo "python3 missing: skipped"; exit 77; }
f=$MMR_DATA/scenarios/lock-measure.mms
fail=0
check() { # what, got, expected
	if [ "$2" != "$3" ]; then echo "FAIL $1: got '$2', expected '$3'"; fail=1;
	else echo "ok   $1 = $2"; fi
}

json=$("$MMR" replay "$f" -q --json --per-instance -m pcp-none -m ratelimit-xchg) ||
	{ echo "FAIL: replay --json --per-instance exited $?"; exit 1; }
got=$(python3 -c '
import json, sys
d = json.load(sys.stdin)
p, r = d["models"][0]["metrics"], d["models"][1]["metrics"]
print(p["zone.lock"]["per_instance"], p["zone.line_bounce"]["per_instance"],
      r["migrate.pages"]["per_instance"])' <<<"$json")
check "replay --json per_instance" "$got" \
	"{'Node 0 DMA32': 6} {'Node 0 DMA32': 1} {'node 0': 3}"
# without the flag the JSON has no per_instance key (output unchanged)
n=$("$MMR" replay "$f" -q --json -m pcp-none | grep -c per_instance)
check "replay --json without --per-instance" "$n" 0

csv=$("$MMR" replay "$f" -q --csv --per-instance -m pcp-none | grep ',instance,')
check "replay --csv instance rows" "$(grep -c . <<<"$csv")" 5
check "replay --csv zone.lock row" "$(grep ',zone.lock,' <<<"$csv")" \
	'"pcp-none",zone.lock,instance,"Node 0 DMA32",6'

text=$("$MMR" replay "$f" -q --per-instance -m pcp-none)
check "replay text row" "$(grep '^Node 0 DMA32' <<<"$text" | tr -s ' ')" \
	"Node 0 DMA32 6 0 0 6 1"

json=$("$MMR" diff "$f" -q --json --per-instance -m pcp-none) ||
	{ echo "FAIL: diff --json --per-instance exited $?"; exit 1; }
got=$(python3 -c '
import json, sys
d = json.load(sys.stdin)
m = {x["name"]: x for x in d["models"][0]["metrics"]}
for k in ("zone.lock", "zone.line_bounce"):
    print(k, [(i["name"], i["predicted"], i["measured"], i["abs_error"], i["rel_error"])
              for i in m[k]["per_instance"]])' <<<"$json")
check "diff --json per_instance" "$got" \
"zone.lock [('Node 0 DMA32', 6, 7, -1, -0.142857), ('Node 0 Normal', 0, 2, -2, -1.0)]
zone.line_bounce [('Node 0 DMA32', 1, 2, -1, -0.5), ('Node 0 Normal', 0, 0, 0, 0)]"

text=$("$MMR" diff "$f" -q --per-instance -m pcp-none)
check "diff text zone.lock Normal" \
	"$(sed -n '/zone.lock per instance/,/^$/p' <<<"$text" | grep 'Node 0 Normal' | tr -s ' ')" \
	" Node 0 Normal 0 2 -2 -100.0%"
exit $fail
