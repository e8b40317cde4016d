#!/bin/bash
# mmreplay sweep (issue 21).  Arg: the tiny -M model (tests/engine-model-so.c).
# Nothing here is a number typed in: every expected value comes from a single
# `mmreplay replay` of the same model and value, from a scenario's `# expect`
# lines (worked out by hand in its header), or from the tiny model's source.
#  1. each row of pfn-tracking batch=1..512*2 on a real reclaim trace equals
#     `replay -m pfn-tracking:batch=V --json` (totals and per CPU), batch=32's
#     among them; the range shorthand is the list spelled out; a pipe (read
#     once) gives the same: all values in one pass;
#  2. tlb.ipi never rises as the batch grows, on both bundled reclaim traces
#     (and does fall: the curve is not flat);
#  3. tlb-one-pass.mms: the rows batch=16 and 32 are its hand-worked numbers;
#  4. the text table, --csv and --json say the same numbers; metrics the table
#     leaves out are said (0 in every row, or cut for width) and are so; the
#     lines fit 120 columns, and COLUMNS=60;
#  5. --plot: a polyline per metric shown, a point per value, log2 x for powers
#     of two (equal steps), a linear x otherwise;
#  6. -M: a third-party model's parameter;
#  7. one value, 64 values; errors: exit status and message.
set -u
TINY=$1
command -v python3 >/dev/null || { echo "python3 missing"; exit 77; }
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
unset COLUMNS
fail=0
R=$MMR_DATA/tlb-real/reclaim_mmap_read-6.12-smp4.mmr
FM=$MMR_DATA/filemap/reclaim_mmap_read-6.18-smp2.mmr
S=$MMR_DATA/scenarios/tlb-one-pass.mms
B="1 2 4 8 16 32 64 128 256 512"

# 1. rows = single replays
"$MMR" sweep "$R" pfn-tracking batch=1..512*2 --json -q > "$T/sweep.json" ||
	{ echo "FAIL: sweep --json exited $?"; fail=1; }
for v in $B; do
	"$MMR" replay "$R" -m "pfn-tracking:batch=$v" --json -q > "$T/replay-$v.json" ||
		{ echo "FAIL: replay batch=$v exited $?"; fail=1; }
done
"$MMR" sweep "$R" pfn-tracking "batch=$(tr ' ' , <<<"$B")" --json -q > "$T/list.json"
cmp -s "$T/sweep.json" "$T/list.json" || { echo "FAIL: batch=1..512*2 is not batch=1,2,...,512"; fail=1; }
"$MMR" sweep /dev/stdin pfn-tracking batch=1..512*2 --json -q < "$R" > "$T/pipe.json" ||
	{ echo "FAIL: sweep from a pipe exited $?"; fail=1; }
python3 - "$T" "$B" <<'PY' || fail=1
import json, sys
d, values = sys.argv[1], sys.argv[2].split()
sw = json.load(open(f"{d}/sweep.json"))
bad = 0
def no(msg):
    global bad
    print("FAIL:", msg); bad = 1
if sw["command"] != "sweep" or sw["model"] != "pfn-tracking" or sw["param"] != "batch":
    no("sweep header: %s" % {k: sw.get(k) for k in ("command", "model", "param")})
if sw["values"] != values or [r["value"] for r in sw["rows"]] != values:
    no(f"values {sw['values']}, want {values}")
for row in sw["rows"]:
    v = row["value"]
    rp = json.load(open(f"{d}/replay-{v}.json"))
    m = rp["models"][0]
    for k in ("events", "ops", "cpus", "first_ns", "duration_ns", "caveats"):
        if sw[k] != rp[k]:
            no(f"batch={v}: {k} {sw[k]!r}, replay {rp[k]!r}")
    if row["label"] != m["label"] or row["params"] != m["params"]:
        no(f"batch={v}: label {row['label']} {row['params']}, replay {m['label']} {m['params']}")
    # replay's series also carry its rates (rate_per_s): the counts are what a sweep row repeats
    counts = {k: {f: x[f] for f in ("total", "per_cpu") if f in x} for k, x in m["metrics"].items()}
    if row["metrics"] != counts:
        no(f"batch={v}: metrics {row['metrics']}\n  replay {counts}")
    if list(row["metrics"]) != list(m["metrics"]) or len(m["metrics"]) < 5:
        no(f"batch={v}: metric names {list(row['metrics'])}, replay {list(m['metrics'])}")
pipe = json.load(open(f"{d}/pipe.json"))
pipe["file"] = sw["file"]
if pipe != sw:
    no("sweep of a pipe (one pass) differs from the sweep of the file")
print("1: %d rows equal their single replays" % len(sw["rows"]))
sys.exit(bad)
PY

# 2. tlb.ipi never rises with the batch, on both reclaim traces
"$MMR" sweep "$FM" pfn-tracking batch=1..512*2 --json -q > "$T/fm.json" ||
	{ echo "FAIL: sweep of $FM exited $?"; fail=1; }
python3 - "$T/sweep.json" "$T/fm.json" <<'PY' || fail=1
import json, sys
bad = 0
for path in sys.argv[1:]:
    sw = json.load(open(path))
    rows = sorted(sw["rows"], key=lambda r: int(r["value"]))
    ipi = [r["metrics"]["tlb.ipi"]["total"] for r in rows]
    rises = [(a["value"], b["value"]) for a, b in zip(rows, rows[1:])
             if b["metrics"]["tlb.ipi"]["total"] > a["metrics"]["tlb.ipi"]["total"]]
    if rises or len(rows) != 10 or not ipi[0] > ipi[-1]:
        print(f"FAIL: {sw['file']}: tlb.ipi over batch {[r['value'] for r in rows]}: {ipi}")
        bad = 1
    else:
        print(f"2: {sw['file'].split('/')[-1]}: tlb.ipi {ipi[0]} .. {ipi[-1]}, never rising")
sys.exit(bad)
PY

# 3. the hand-worked rows of tlb-one-pass.mms
"$MMR" sweep "$S" pfn-tracking batch=16,32 --csv -q > "$T/s.csv" || { echo "FAIL: sweep $S"; fail=1; }
n=0
for v in 16 32; do
	want=$(sed -n "s/^# expect pfn-tracking:batch=$v //p" "$S")
	[ -n "$want" ] || { echo "FAIL: no expect line for batch=$v in $S"; fail=1; }
	for kv in $want; do
		grep -qx "$v,${kv%%=*},${kv#*=}" "$T/s.csv" ||
			{ echo "FAIL: $S batch=$v: want $kv, csv has:"; grep "^$v," "$T/s.csv"; fail=1; }
		n=$((n + 1))
	done
done
[ $n -ge 10 ] && echo "3: $n hand-worked numbers of $(basename "$S")"

# 4. text = CSV = JSON, what the table leaves out said, the width kept
check_text() { # name, then the sweep's arguments (text output in $T/$name.txt)
	local name=$1
	shift
	"$MMR" sweep "$@" -q > "$T/$name.txt" && "$MMR" sweep "$@" --csv -q > "$T/$name.csv" &&
		"$MMR" sweep "$@" --json -q > "$T/$name.json" ||
		{ echo "FAIL: sweep $*"; fail=1; return; }
	python3 - "$T/$name" "${COLUMNS:-120}" <<'PY' || fail=1
import csv, json, re, sys
base, width = sys.argv[1], int(sys.argv[2])
text = open(base + ".txt").read().split("\n")
js = json.load(open(base + ".json"))
rows = list(csv.reader(open(base + ".csv")))
bad = 0
def no(msg):
    global bad
    print(f"FAIL: {base.split('/')[-1]}: {msg}"); bad = 1
param, values = js["param"], js["values"]
names = list(js["rows"][0]["metrics"])
if rows[0] != ["value", "metric", "total"] or len(rows) != 1 + len(values) * len(names):
    no(f"csv header {rows[0]}, {len(rows) - 1} rows for {len(values)} values x {len(names)} metrics")
c = {(v, m): int(t) for v, m, t in rows[1:]}
j = {(r["value"], m): s["total"] for r in js["rows"] for m, s in r["metrics"].items()}
if c != j:
    no("csv and json differ: " + str({k: (c.get(k), j.get(k)) for k in set(c) | set(j) if c.get(k) != j.get(k)}))
strip = ""
for line in text:
    m = re.match(r"\(metric names without their common prefix '(.*)'\)$", line)
    if m:
        strip = m.group(1)
head = next(i for i, l in enumerate(text) if l.split()[:1] == [param])
cols = [strip + h for h in text[head].split()[1:]]
shown = 0
for k, v in enumerate(values):
    cells = text[head + 1 + k].split()
    # the value column: "auto (6.13)" is two words
    nums = cells[len(cells) - len(cols):]
    if not text[head + 1 + k].lstrip().startswith(v) or len(nums) != len(cols):
        no(f"row {k}: '{text[head + 1 + k]}' for value {v}")
        continue
    for m, n in zip(cols, nums):
        shown += 1
        if c.get((v, m)) != int(n):
            no(f"text {v} {m} = {n}, csv {c.get((v, m))}")
said = " ".join(text[head + 1 + len(values):])
said = said[:said.find("notes:")] if "notes:" in said else said
zero = re.search(r"\(0 in every row, not shown: ([^)]*)\)", said)
cut = re.search(r"\(not shown, for width: ([^;]*);", said)
# a wrapped list goes on on the next line
zero = [m.strip() for m in zero.group(1).split(",")] if zero else []
cut = [m.strip() for m in cut.group(1).split(",")] if cut else []
for m in zero:
    if any(c[(v, m)] for v in values):
        no(f"{m} said to be 0 in every row: {[c[(v, m)] for v in values]}")
for m in cols:
    if not any(c[(v, m)] for v in values):
        no(f"{m} shown although 0 in every row")
if sorted(cols + zero + cut) != sorted(names):
    no(f"shown {cols} + zero {zero} + cut {cut} is not every metric {names}")
long = [l for l in text[1:] if len(l) > width]
if long:
    no(f"{len(long)} lines wider than {width}: {long[0]!r}")
print(f"4: {base.split('/')[-1]}: {shown} cells agree; {len(zero)} metrics 0, {len(cut)} cut, width {width}")
sys.exit(bad)
PY
}
check_text pfn "$R" pfn-tracking batch=1..512*2
check_text x86 "$R" x86:kernel=6.12 free_batch=0,8,31
check_text kernels "$R" x86 kernel=4.19,6.1,6.12,6.18
COLUMNS=60 check_text narrow "$R" x86:kernel=6.12 free_batch=0,8,31
grep -q "^(metric names without their common prefix 'tlb.')$" "$T/narrow.txt" ||
	{ echo "FAIL: COLUMNS=60: no prefix left out"; fail=1; }
grep -q "^(not shown, for width: " "$T/narrow.txt" || { echo "FAIL: COLUMNS=60: nothing cut"; fail=1; }
# the parameters x86 resolves from kernel= are said per row
grep -Eq '^  4\.19: epoch=4\.19, free_batch=0,' "$T/kernels.txt" ||
	{ echo "FAIL: the rules kernel=4.19 resolves are not shown"; sed -n 1,12p "$T/kernels.txt"; fail=1; }

# 5. --plot
"$MMR" sweep "$R" pfn-tracking batch=1..512*2 --plot "$T/pow2.svg" -q > /dev/null &&
	"$MMR" sweep "$R" x86:kernel=6.12 free_batch=0,8,31 --plot "$T/lin.svg" -q > /dev/null &&
	"$MMR" sweep "$R" x86 epoch=6.13,auto,4.19 --plot "$T/cat.svg" --json -q > "$T/cat.json" ||
	{ echo "FAIL: sweep --plot"; fail=1; }
python3 - "$T" <<'PY' || fail=1
import json, sys, xml.etree.ElementTree as ET
d = sys.argv[1]
bad = 0
ns = "{http://www.w3.org/2000/svg}"
for name, js, x in (("pow2", "pfn.json", "log"), ("lin", "x86.json", "linear"),
                    ("cat", "cat.json", "order")):
    svg = ET.parse(f"{d}/{name}.svg").getroot()
    sw = json.load(open(f"{d}/{js}"))
    nonzero = [m for m in sw["rows"][0]["metrics"]
               if any(r["metrics"][m]["total"] for r in sw["rows"])]
    lines = svg.findall(f"{ns}polyline")
    legend = [t.text for t in svg.findall(f"{ns}text")]
    xl = [t for t in legend if t and t.startswith(sw["param"])]
    if len(lines) != len(nonzero) or any(m not in legend for m in nonzero):
        print(f"FAIL: {name}.svg: {len(lines)} polylines for metrics {nonzero}"); bad = 1
    if xl != [sw["param"] + (" (log scale)" if x == "log" else "")]:
        print(f"FAIL: {name}.svg: x label {xl}"); bad = 1
    for p in lines:
        xs = [float(pt.split(",")[0]) for pt in p.get("points").split()]
        if x == "linear":
            vals = [float(v) for v in sw["values"]]
            want = [80 + 600 * (v - min(vals)) / (max(vals) - min(vals)) for v in sorted(vals)]
        else:
            # log2 of powers of two, or the values in the order given: equal steps
            want = [80 + 600 * k / (len(sw["values"]) - 1) for k in range(len(sw["values"]))]
        if len(xs) != len(want) or any(abs(a - b) > 0.1 for a, b in zip(xs, want)):
            print(f"FAIL: {name}.svg: x {xs}, want {want}"); bad = 1
            break
    if x == "order":
        # the ticks name the values as the table does: what auto resolved to too
        ticks = [t.text for t in svg.findall(f"{ns}text") if t.get("y") == "388"]
        rv = [r["value"] if r["value"] == r["params"][sw["param"]] else
              f"{r['value']} ({r['params'][sw['param']]})" for r in sw["rows"]]
        if ticks != rv or not any(t.startswith("auto (") for t in ticks):
            print(f"FAIL: {name}.svg: ticks {ticks}, want {rv}"); bad = 1
    print(f"5: {name}.svg: {len(lines)} curves of {len(sw['values'])} points")
sys.exit(bad)
PY

# 6. -M: tiny counts the pages of every UNMAP times its weight; engine-reclaim64
# unmaps 64 pages in one reclaim pass (its header)
E=$MMR_DATA/scenarios/engine-reclaim64.mms
"$MMR" sweep "$E" -M "$TINY" tiny weight=1,2,5 --csv -q > "$T/tiny.csv" ||
	{ echo "FAIL: sweep -M"; fail=1; }
for w in 1 2 5; do
	grep -qx "$w,tiny.unmapped_pages,$((64 * w))" "$T/tiny.csv" ||
		{ echo "FAIL: tiny weight=$w:"; cat "$T/tiny.csv"; fail=1; }
done
[ "$(grep -c ',tiny.ops,' "$T/tiny.csv")" = 3 ] &&
	[ "$(grep ',tiny.ops,' "$T/tiny.csv" | cut -d, -f3 | sort -u | wc -l)" = 1 ] ||
	{ echo "FAIL: tiny.ops differs between weights:"; cat "$T/tiny.csv"; fail=1; }

# 7. one value; 64; errors
"$MMR" sweep "$R" pfn-tracking batch=32 --json -q > "$T/one.json" || { echo "FAIL: one value"; fail=1; }
python3 - "$T" <<'PY' || fail=1
import json, sys
one, all_ = (json.load(open(f"{sys.argv[1]}/{n}.json")) for n in ("one", "sweep"))
row = [r for r in all_["rows"] if r["value"] == "32"]
sys.exit(0 if one["rows"] == row else print("FAIL: batch=32 alone is not the row of the sweep") or 1)
PY
[ "$("$MMR" sweep "$E" pfn-tracking batch=1..64 --csv -q | grep -c ',tlb.ipi,')" = 64 ] ||
	{ echo "FAIL: batch=1..64: not 64 rows"; fail=1; }

check() { # check EXIT MESSAGE ARGS...: exit status and stderr, exactly
	local want=$1 msg=$2 rc=0
	shift 2
	"$MMR" sweep "$@" > /dev/null 2> "$T/err" || rc=$?
	if [ $rc != "$want" ] || [ "$(cat "$T/err")" != "$msg" ]; then
		echo "FAIL: sweep $*: exit $rc, want $want; stderr:"; cat "$T/err"
		echo "  want: $msg"; fail=1
	fi
}
check 2 "mmreplay sweep: no model 'nosuch' (models: $("$MMR" models --json |
	python3 -c 'import json, sys; print(", ".join(m["name"] for m in json.load(sys.stdin)["models"]))'))" \
	"$E" nosuch batch=1
check 2 "mmreplay sweep: model pfn-tracking has no parameter 'nope' (parameters: batch (default 32), epoch (default 2015))" \
	"$E" pfn-tracking nope=1,2
check 2 "mmreplay sweep: model pfn-tracking has no parameter 'foo' (parameters: batch (default 32), epoch (default 2015))" \
	"$E" pfn-tracking:foo=1 batch=1,2
check 2 "mmreplay sweep: batch=0: pfn-tracking: batch=0: must be >= 1" "$E" pfn-tracking batch=4,0,1
check 2 "mmreplay sweep: batch=x: model pfn-tracking: batch=x is not an integer" "$E" pfn-tracking batch=1,x
check 2 "mmreplay sweep: epoch=6.0: x86: epoch=6.0: expected 4.19, 6.13, invlpgb, 2015 or auto" \
	"$E" x86:kernel=6.12 epoch=4.19,6.0
check 2 "mmreplay sweep: 'batch=1..65': more than 64 values (a sweep takes at most 64)" \
	"$E" pfn-tracking batch=1..65
check 2 "mmreplay sweep: 'batch=$(seq -s, 1 65)': more than 64 values (a sweep takes at most 64)" \
	"$E" pfn-tracking "batch=$(seq -s, 1 65)"
check 2 "mmreplay sweep: 'batch=1,2,1': value 1 given twice" "$E" pfn-tracking batch=1,2,1
check 2 "mmreplay sweep: 'batch=1,,2': an empty value" "$E" pfn-tracking batch=1,,2
check 2 "mmreplay sweep: batch is swept: leave it out of 'pfn-tracking:batch=2'" \
	"$E" pfn-tracking:batch=2 batch=1,4
check 2 "mmreplay sweep: 'batch' is not PARAM=V1,V2,... (e.g. batch=1,2,4 or batch=1..512*2)" \
	"$E" pfn-tracking batch
check 2 "mmreplay sweep: '0..8*2' is not a range A..B, A..B+S (S >= 1) or A..B*F (F >= 2, A >= 1) of integers with A <= B" \
	"$E" pfn-tracking batch=0..8*2
check 2 "mmreplay sweep: --metric: 'tlb.nope' is not a metric of the model (metrics of pfn-tracking: tlb.flush_rounds, tlb.ipi, tlb.full_flush, tlb.invlpg, tlb.local_flush)" \
	"$E" pfn-tracking batch=1 --metric tlb.ipi,tlb.nope
check 2 "mmreplay sweep: --json and --csv exclude each other" "$E" pfn-tracking batch=1 --json --csv
check 2 "mmreplay sweep: too many arguments ('x'): one FILE, one MODEL and one PARAM=V1,V2,..." \
	"$E" pfn-tracking batch=1 x
check 2 "mmreplay sweep: unknown option '--window' (see 'mmreplay sweep --help')" \
	"$E" pfn-tracking batch=1 --window 5
check 1 "mmreplay sweep: $T/none.mmr: No such file or directory" "$T/none.mmr" pfn-tracking batch=1
# --plot to a directory that is not there: the report is printed, the plot fails
check 1 "mmreplay sweep: $T/no/p.svg: cannot create a file beside it: No such file or directory" \
	"$E" pfn-tracking batch=1 --plot "$T/no/p.svg"
"$MMR" sweep "$E" pfn-tracking > /dev/null 2>&1; rc=$?
[ $rc = 2 ] || { echo "FAIL: sweep without PARAM=...: exit $rc, want 2"; fail=1; }
[ $fail = 0 ] && echo PASS
exit $fail
