#!/usr/bin/env bash
# mmreplay export (issue 22): Chrome trace-event JSON for Perfetto.
# - every event is well formed for the Trace Event Format (name, ph, ts in
#   microseconds, pid/tid; counters with numeric args; instants with a scope;
#   metadata naming processes and threads);
# - on tests/data/scenarios/engine-by-process.mms (worked by hand there): x86's
#   flush_rounds counters add up to 2, one on CPU 0 (alpha) and one on CPU 2
#   (beta), the measured side's too, and there are 2 "flush round" instants,
#   on the tracks of CPUs 0 and 2; --pid 100 keeps alpha's only;
# - on a real trace.dat the counters add up to replay --json's totals and the
#   instants to diff's measured rounds.
NAME=report-export
. "$(dirname "$0")/mmr-lib.sh"
S=$MMR_SRC/tests/data/scenarios/engine-by-process.mms
D=$MMR_SRC/tests/data/wl-v7.dat

VALIDATE='
import json, sys
d = json.load(open(sys.argv[1]))
ev = d["traceEvents"]
assert isinstance(ev, list) and ev, "no traceEvents"
names = {}
for e in ev:
    assert isinstance(e.get("name"), str) and e["name"], e
    assert e["ph"] in ("C", "i", "M"), e
    assert isinstance(e["pid"], int), e
    if e["ph"] == "M":
        assert e["name"] in ("process_name", "thread_name") and isinstance(e["args"]["name"], str), e
        names[(e["pid"], e.get("tid", 0), e["name"])] = e["args"]["name"]
        continue
    assert isinstance(e["ts"], (int, float)) and e["ts"] >= 0, e
    if e["ph"] == "C":
        assert e["args"] and all(isinstance(v, (int, float)) for v in e["args"].values()), e
    else:
        assert e["s"] in ("g", "p", "t") and isinstance(e["tid"], int), e
for e in ev:  # every pid and thread track is named
    if e["ph"] != "M":
        assert (e["pid"], 0, "process_name") in names, ("unnamed pid", e)
        if e["ph"] == "i":
            assert (e["pid"], e["tid"], "thread_name") in names, ("unnamed tid", e)
'
# sum of a counter of the process named NAME: python3 -c "$SUM" FILE NAME METRIC KEY
SUM='
import json, sys
d = json.load(open(sys.argv[1]))
ev = d["traceEvents"]
pid = [e["pid"] for e in ev if e["ph"] == "M" and e["name"] == "process_name" and e["args"]["name"] == sys.argv[2]]
assert len(pid) == 1, (sys.argv[2], pid)
print(sum(e["args"].get(sys.argv[4], 0) for e in ev if e["ph"] == "C" and e["pid"] == pid[0] and e["name"] == sys.argv[3]))
'
INST='
import json, sys
d = json.load(open(sys.argv[1]))
print(" ".join(str(e["tid"]) for e in d["traceEvents"] if e["ph"] == "i" and e["name"] == "flush round"))
'
"$MMR" export -q -m x86 "$S" -o "$T/s.json" || fail "export"
python3 -c "$VALIDATE" "$T/s.json" || fail "not well-formed trace-event JSON"
sum() { python3 -c "$SUM" "$@"; }
[ "$(sum "$T/s.json" "predicted: x86" tlb.flush_rounds total)" = 2 ] || fail "predicted rounds"
[ "$(sum "$T/s.json" "predicted: x86" "tlb.flush_rounds per CPU" cpu0)" = 1 ] || fail "predicted rounds cpu0"
[ "$(sum "$T/s.json" "predicted: x86" "tlb.flush_rounds per CPU" cpu2)" = 1 ] || fail "predicted rounds cpu2"
[ "$(sum "$T/s.json" "measured: the traced kernel" tlb.flush_rounds total)" = 2 ] || fail "measured rounds"
[ "$(sum "$T/s.json" "measured: the traced kernel" tlb.wrong_cpu total)" = 1 ] || fail "measured wrong_cpu"
[ "$(python3 -c "$INST" "$T/s.json")" = "1 3" ] || fail "instants: $(python3 -c "$INST" "$T/s.json")"
"$MMR" export -q -m x86 --pid 100 "$S" -o "$T/p.json" || fail "export --pid"
[ "$(python3 -c "$INST" "$T/p.json")" = "1" ] || fail "--pid 100 instants: $(python3 -c "$INST" "$T/p.json")"
[ "$(sum "$T/p.json" "predicted: x86" tlb.flush_rounds total)" = 1 ] || fail "--pid 100 rounds"

# a real trace: the counters add up to replay's totals, the instants to diff's measured rounds
"$MMR" export -q -m x86 -m pfn-tracking --window 1 "$D" -o "$T/d.json" || fail "export $D"
python3 -c "$VALIDATE" "$T/d.json" || fail "$D: not well-formed"
want=$("$MMR" replay -q -m x86 -m pfn-tracking --json "$D" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(d["models"][0]["metrics"]["tlb.ipi"]["total"], d["models"][1]["metrics"]["tlb.invlpg"]["total"])')
got="$(sum "$T/d.json" "predicted: x86" tlb.ipi total) $(sum "$T/d.json" "predicted: pfn-tracking" tlb.invlpg total)"
[ "$got" = "$want" ] || fail "$D: counters $got, replay says $want"
meas=$("$MMR" diff -q -m x86 --json "$D" | python3 -c '
import json, sys
d = json.load(sys.stdin)
print(next(m for m in d["models"][0]["metrics"] if m["name"] == "tlb.flush_rounds")["measured"]["total"])')
n=$(python3 -c "$INST" "$T/d.json" | wc -w)
[ "$n" = "$meas" ] && [ "$n" -gt 10 ] || fail "$D: $n flush-round instants, diff measured $meas"

"$MMR" export -q "$S" 2>/dev/null && fail "export without -o accepted"
"$MMR" export -q "$S" -o "$T/x.json" --by process 2>/dev/null && fail "export --by accepted"
echo PASS
