#!/bin/bash
# Runs every tests/data/scenarios/lock-*.mms through `mmreplay replay --json`
# with the models its "# expect MODEL[:k=v,...] metric=value ..." lines name,
# and compares each listed metric's total with the hand-worked value (the
# derivations are comments in the scenario).  "# expect @lock ..." lines are
# the measured side, checked by test_lock_measure.  JSON layout:
# docs/json-format.md ("models": [{"label", "metrics": {name: {"total"}}}] in
# -m order).
set -u
: "${MMR:?MMR (the mmreplay CLI) not set}" "${MMR_DATA:?MMR_DATA not set}"
command -v python3 >/dev/null || { echo "python3 missing: skipped"; exit 77; }

# compare: argv[1] = scenario, stdin = the JSON; one line per metric checked
read -r -d '' CHECK <<'PY'
import json, sys
path = sys.argv[1]
doc = json.load(sys.stdin)
models = doc["models"]
expects = [l.split()[2:] for l in open(path) if l.startswith("# expect ")]
expects = [e for e in expects if not e[0].startswith("@")]
bad = 0
if len(models) != len(expects):
    print(f"FAIL {path}: {len(expects)} models asked, {len(models)} in the JSON")
    sys.exit(1)
for m, e in zip(models, expects):
    for kv in e[1:]:
        k, v = kv.split("=", 1)
        got = m["metrics"].get(k, {}).get("total")
        if got != int(v):
            print(f"FAIL {path}: {e[0]} {k} = {got}, expected {v}")
            bad = 1
        else:
            print(f"ok   {path.split('/')[-1]}: {e[0]} {k} = {got}")
sys.exit(bad)
PY

fail=0
n=0
err=$(mktemp)
trap 'rm -f "$err"' EXIT
for f in "$MMR_DATA"/scenarios/lock-*.mms; do
	specs=()
	while read -r _ _ spec _; do
		[[ $spec == @* ]] && continue
		specs+=("$spec")
	done < <(grep '^# expect ' "$f")
	[ ${#specs[@]} -eq 0 ] && continue
	args=()
	for s in "${specs[@]}"; do args+=(-m "$s"); done
	if ! json=$("$MMR" replay "$f" -q --json "${args[@]}" 2>"$err"); then
		echo "FAIL $f: mmreplay replay failed: $(cat "$err")"
		fail=1
		continue
	fi
	n=$((n + 1))
	python3 -c "$CHECK" "$f" <<<"$json" || fail=1
done
[ $n -gt 0 ] || { echo "no lock scenarios with expectations in $MMR_DATA/scenarios"; exit 1; }

# zone pfns in 0x hex (as engine-pass.mms writes them) read as their decimal twin:
# lock-pcp-1000.mms with "0 1048576" written "0x0 0x100000" gives the same JSON
hex=$(mktemp "${TMPDIR:-/tmp}/lock-hex-XXXXXX.mms")
sed 's/zone.0="0 Normal 0 1048576 63 200"/zone.0="0 Normal 0x0 0x100000 63 200"/' \
	"$MMR_DATA/scenarios/lock-pcp-1000.mms" >"$hex"
if ! grep -q '0x100000' "$hex"; then
	echo "FAIL: lock-pcp-1000.mms zone line changed; update this check"; fail=1
elif ! a=$("$MMR" replay "$MMR_DATA/scenarios/lock-pcp-1000.mms" -q --json -m pcp-order0 |
	   grep -v '"file"') || ! b=$("$MMR" replay "$hex" -q --json -m pcp-order0 | grep -v '"file"'); then
	echo "FAIL: zone metadata with hex pfns refused"; fail=1
elif [ "$a" != "$b" ]; then
	echo "FAIL: zone metadata with hex pfns read differently"; fail=1
else
	echo "ok   zone metadata in hex reads as in decimal"
fi
rm -f "$hex"
exit $fail
