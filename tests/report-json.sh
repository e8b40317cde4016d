#!/usr/bin/env bash
# One JSON schema (docs/json-format.md, issue 22): every --json command and
# export on a fixture of each format parses, and the fields they share say
# the same thing the same way -- format (short id) and format_name, kernel,
# cpus, first_ns and duration_ns, the model's name, label and params, the
# metric names (as models --json lists them) -- and no real is written with
# more digits than a double holds (0.12340000000000001).
NAME=report-json
. "$(dirname "$0")/mmr-lib.sh"
D=$MMR_SRC/tests/data

inputs=("$D/wl-v7.dat" "$D/perf-munmap.data" "$D/scenarios/engine-by-process.mms")
for f in "$D"/tlb-real/*.mmr; do
	inputs+=("$f")
	break
done
[ ${#inputs[@]} -eq 4 ] || fail "no .mmr fixture in tests/data/tlb-real"

"$MMR" models --json >"$T/models.json" || fail "models --json"
i=0
for f in "${inputs[@]}"; do
	i=$((i + 1))
	"$MMR" info --json -q "$f" >"$T/$i.info.json" || fail "info --json $f"
	"$MMR" replay --json -q -m x86 -m pfn-tracking:batch=16 "$f" >"$T/$i.replay.json" ||
		fail "replay --json $f"
	"$MMR" diff --json -q -m x86 -m pfn-tracking:batch=16 "$f" >"$T/$i.diff.json" ||
		fail "diff --json $f"
	"$MMR" sweep --json -q "$f" pfn-tracking batch=16,32 >"$T/$i.sweep.json" ||
		fail "sweep --json $f"
	"$MMR" replay --json -q -m x86 --window 1 --per-instance --by process --time 0.0001.. \
		"$f" >"$T/$i.replay-all.json" || fail "replay --json (every option) $f"
	"$MMR" diff --json -q -m x86 --window 1 --per-instance --by process --pid 0,1 \
		"$f" >"$T/$i.diff-all.json" || fail "diff --json (every option) $f"
	"$MMR" export -q -m x86 "$f" -o "$T/$i.export.json" || fail "export $f"
	echo "$f" >"$T/$i.path"
done

python3 - "$T" "$i" <<'PY' || fail "the documents disagree (above)"
import json, re, sys

t, n = sys.argv[1], int(sys.argv[2])
ids = {".dat": ("dat", "trace-cmd trace.dat"), ".data": ("perf", "perf.data"),
       ".mms": ("mms", "mmreplay scenario (.mms)"), ".mmr": ("mmr", "mmreplay .mmr")}
noise = re.compile(r"[-+]?\d*\.\d{16,}|\d{17,}\.\d")
bad = []

def load(name):
    raw = open(f"{t}/{name}").read()
    for m in noise.finditer(raw):
        bad.append(f"{name}: a real with more digits than it holds: {m.group(0)}")
    try:
        return json.loads(raw)
    except ValueError as e:
        bad.append(f"{name}: not JSON: {e}")
        return {}

def same(what, a, b):
    if a != b:
        bad.append(f"{what}: {a!r} != {b!r}")

models = load("models.json")
same("models: command", models.get("command"), "models")
metric_names = {m["name"]: m["metrics"] for m in models.get("models", [])}

for i in range(1, n + 1):
    path = open(f"{t}/{i}.path").read().strip()
    fid, fname = next(v for k, v in ids.items() if path.endswith(k))
    info = load(f"{i}.info.json")
    docs = {k: load(f"{i}.{k}.json") for k in ("replay", "diff", "sweep", "replay-all", "diff-all")}
    exp = load(f"{i}.export.json").get("metadata", {})
    # format: the short id and the long name, the same in every document
    for k, d in [("info", info), ("export", exp)] + list(docs.items()):
        same(f"{path}: {k} format", d.get("format"), fid)
        same(f"{path}: {k} format_name", d.get("format_name"), fname)
        same(f"{path}: {k} format/format_name vs info",
             (d.get("format"), d.get("format_name")), (info.get("format"), info.get("format_name")))
        same(f"{path}: {k} kernel", d.get("kernel"), info.get("kernel"))
        same(f"{path}: {k} command", d.get("command"), k.split("-")[0])
        same(f"{path}: {k} file", d.get("file"), path)
        same(f"{path}: {k} mmreplay", d.get("mmreplay"), models.get("mmreplay"))
        if k != "info" and info.get("cpus") is not None:
            same(f"{path}: {k} cpus", d.get("cpus"), info["cpus"])
    for k, d in docs.items():
        same(f"{path}: {k} events", d.get("events"), info.get("events"))
        same(f"{path}: {k} first_ns", d.get("first_ns"), info.get("first_ns"))
        same(f"{path}: {k} duration_ns", d.get("duration_ns"), info.get("duration_ns"))
    same(f"{path}: info duration", info.get("duration_ns"),
         info.get("last_ns", 0) - info.get("first_ns", 0))
    # a model: {name, label, params, metrics} in replay, diff and sweep alike
    rep, dif, sw = docs["replay"], docs["diff"], docs["sweep"]
    for a, b in zip(rep.get("models", []), dif.get("models", [])):
        for key in ("name", "label", "params"):
            same(f"{path}: replay/diff model {key}", a.get(key), b.get(key))
        same(f"{path}: replay metrics of {a.get('name')}", list(a.get("metrics", {})),
             metric_names.get(a.get("name")))
        same(f"{path}: diff metrics of {b.get('name')}",
             [m.get("name") for m in b.get("metrics", [])], metric_names.get(b.get("name")))
        for m in b.get("metrics", []):
            if m.get("known"):
                same(f"{path}: diff predicted {m['name']}", m.get("predicted"),
                     {k: v for k, v in a["metrics"][m["name"]].items() if k in ("total", "per_cpu")})
    same(f"{path}: replay and diff models", len(rep.get("models", [])), 2)
    rows = {r.get("value"): r for r in sw.get("rows", [])}
    if "16" in rows and len(rep.get("models", [])) == 2:
        pf = rep["models"][1]
        for key in ("name", "label", "params"):
            same(f"{path}: sweep row / replay model {key}", rows["16"].get(key), pf.get(key))
        same(f"{path}: sweep totals", {k: v["total"] for k, v in rows["16"]["metrics"].items()},
             {k: v["total"] for k, v in pf["metrics"].items()})
    else:
        bad.append(f"{path}: sweep has no row 16 or replay no second model")
    sel = docs["replay-all"].get("selection")
    same(f"{path}: selection", sel, {"by_process": True, "pids": [], "comms": [],
                                     "from_s": 0.0001, "to_s": None})

for b in bad:
    print("  " + b)
sys.exit(1 if bad else 0)
PY
echo PASS
