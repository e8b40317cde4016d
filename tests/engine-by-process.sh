#!/usr/bin/env bash
# Counts per process and selections (issue 21): replay and diff --by process,
# --pid, --comm and --time on tests/data/scenarios/engine-by-process.mms,
# whose header works out every number below by hand.  Both sides: the
# measured received flush traced on CPU 1 while beta ran there belongs to
# alpha (the CSD alpha queued for CPU 1 says so).  The per-process rows add up
# to the totals; --pid of a row reproduces that row; an unknown pid counts 0.
NAME=engine-by-process
. "$(dirname "$0")/mmr-lib.sh"
S=$MMR_SRC/tests/data/scenarios/engine-by-process.mms

PY='
import json, sys
d = json.load(sys.stdin)
def diff_metric(name):
    return next(m for m in d["models"][0]["metrics"] if m["name"] == name)
def rows(name):
    return {(p["comm"], p["tgid"]): (p["predicted"], p.get("measured")) for p in diff_metric(name)["per_process"]}
def tot(name):
    m = diff_metric(name)
    return (m["predicted"]["total"], m["measured"]["total"])
ok = True
for e in sys.argv[1:]:
    if not eval(e):
        print("FAIL: " + e + " (" + repr(eval(e.split("==")[0])) + ")", file=sys.stderr)
        ok = False
sys.exit(0 if ok else 1)
'
j=$("$MMR" diff -q -m x86 --by process --json "$S") || fail "diff --by process --json failed"
python3 -c "$PY" \
	'rows("tlb.flush_rounds") == {("alpha", 100): (1, 1), ("beta", 200): (1, 1)}' \
	'rows("tlb.ipi") == {("alpha", 100): (1, 1), ("beta", 200): (1, 1)}' \
	'rows("tlb.flush_received") == {("alpha", 100): (1, 1), ("beta", 200): (1, 1)}' \
	'rows("tlb.wrong_cpu") == {("alpha", 100): (1, 1)}' \
	'rows("tlb.invlpg") == {("beta", 200): (1, 1)}' \
	'rows("tlb.local_flush") == {("alpha", 100): (1, 1), ("beta", 200): (1, 1)}' \
	'all(sum(v[0] for v in rows(n).values()) == tot(n)[0] and sum(v[1] for v in rows(n).values()) == tot(n)[1] for n in ["tlb.flush_rounds", "tlb.ipi", "tlb.flush_received", "tlb.wrong_cpu", "tlb.invlpg", "tlb.local_flush"])' \
	'd["selection"]["by_process"] == True' \
	<<<"$j" || fail "diff --by process"

sel() { # ARGS... -> "rounds_pred rounds_meas ipi_meas wrong_pred wrong_meas"
	"$MMR" diff -q -m x86 --json "$@" "$S" | python3 -c '
import json, sys
d = json.load(sys.stdin)
m = {x["name"]: x for x in d["models"][0]["metrics"]}
t = lambda n, s: m[n][s]["total"]
print(t("tlb.flush_rounds", "predicted"), t("tlb.flush_rounds", "measured"), t("tlb.ipi", "measured"),
      t("tlb.wrong_cpu", "predicted"), t("tlb.wrong_cpu", "measured"))'
}
[ "$(sel --pid 100)" = "1 1 1 1 1" ] || fail "--pid 100: $(sel --pid 100)"
[ "$(sel --comm beta)" = "1 1 1 0 0" ] || fail "--comm beta: $(sel --comm beta)"
[ "$(sel --pid 100,200)" = "2 2 2 1 1" ] || fail "--pid 100,200: $(sel --pid 100,200)"
[ "$(sel --pid 4242)" = "0 0 0 0 0" ] || fail "--pid 4242: $(sel --pid 4242)"
[ "$(sel --time 0.0000035..)" = "1 1 1 0 0" ] || fail "--time 0.0000035..: $(sel --time 0.0000035..)"
[ "$(sel --time ..0.0000035)" = "1 1 1 1 1" ] || fail "--time ..0.0000035: $(sel --time ..0.0000035)"
[ "$(sel)" = "2 2 2 1 1" ] || fail "no selection: $(sel)"

# replay: text rows, CSV rows, the selection said
"$MMR" replay -q -m x86 --by process "$S" >"$T/out" || fail "replay --by process"
grep -qE '^alpha\[100\] +1$' "$T/out" || fail "replay text: no alpha row: $(cat "$T/out")"
grep -qE '^beta\[200\] +1$' "$T/out" || fail "replay text: no beta row"
"$MMR" replay -q -m x86 --by process --csv "$S" >"$T/csv" || fail "replay --csv"
grep -qx '"x86[^"]*",tlb.wrong_cpu,process,"alpha\[100\]",1' "$T/csv" ||
	grep -q 'tlb.wrong_cpu,process,"alpha\[100\]",1$' "$T/csv" || fail "replay csv: $(grep process "$T/csv")"
"$MMR" replay -q -m x86 --comm alpha "$S" >"$T/out" || fail "replay --comm"
grep -q '^processes: only alpha' "$T/out" || fail "replay --comm: selection not said"

# the lock models count through the same selection (mmr_count3()): pcp-none
# takes zone->lock for each of the 5 allocations and frees, 3 of them alpha's
lk() { # SCOPE ARGS... -> the zone.lock values of that scope, one line
	local scope=$1
	shift
	"$MMR" replay -q -m pcp-none --csv "$@" "$S" |
		awk -F, -v s="$scope" '$2 == "zone.lock" && $3 == s {printf "%s%s", n++ ? " " : "", $5}'
}
[ "$(lk total)" = "5" ] || fail "pcp-none: zone.lock $(lk total)"
[ "$(lk total --pid 4242)" = "0" ] || fail "pcp-none --pid 4242: zone.lock $(lk total --pid 4242)"
[ "$(lk total --pid 100)" = "3" ] || fail "pcp-none --pid 100: zone.lock $(lk total --pid 100)"
[ "$(lk process --by process)" = "3 2" ] || fail "pcp-none --by process: $(lk process --by process)"

# plot takes the selection too: an unknown pid draws other rates than all
"$MMR" plot -q -o "$T/all.svg" --window 0.001 "$S" || fail "plot"
"$MMR" plot -q -o "$T/none.svg" --window 0.001 --pid 4242 "$S" || fail "plot --pid"
! cmp -s "$T/all.svg" "$T/none.svg" || fail "plot --pid 4242 drew what plot without it drew"
"$MMR" plot -q -o "$T/x.svg" --pid x "$S" 2>/dev/null && fail "plot --pid x accepted"

# bad selections: exit 2, a message
for a in "--pid x" "--pid -3" "--time 5..2" "--time 3" "--comm 0123456789abcdefg" "--by cgroup"; do
	"$MMR" diff -q $a "$S" >/dev/null 2>"$T/err" && fail "diff $a accepted"
	[ -s "$T/err" ] || fail "diff $a: no message"
done
echo PASS
