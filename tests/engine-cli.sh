#!/bin/bash
# replay / diff / models output on hand-worked scenarios, -M loading, errors.
# Args: the tiny model .so and its bad-ABI twin.  Expected numbers are in the
# scenarios' header comments (tests/data/scenarios/engine-*.mms).
set -u
TINY=$1
BAD=$2
S=$MMR_DATA/scenarios
fail=0
out=$(mktemp)
trap 'rm -f $out' EXIT

expect() { # description, pattern (grep -E) on $out
	if ! grep -Eq -- "$2" "$out"; then
		echo "FAIL: $1: no match for '$2' in:"; head -60 "$out"; fail=1
	fi
}

# replay, JSON: the five TLB models on one reclaim pass of 64 pages, mm on 4 CPUs
$MMR replay "$S/engine-reclaim64.mms" --json -q > "$out" || { echo "FAIL: replay --json"; fail=1; }
tr -d '\n' < "$out" > "$out.1" && mv "$out.1" "$out"
expect "flush-per-page rounds" '"name": "flush-per-page".*"tlb.flush_rounds": \{"total": 64, "per_cpu": \[64, 0, 0, 0\]'
expect "flush-per-page ipis" '"name": "flush-per-page".*"tlb.ipi": \{"total": 192,'
expect "pfn-tracking params" '"label": "pfn-tracking:batch=32[^"]*", "params": \{"batch": "32"'
expect "pfn-tracking rounds" '"name": "pfn-tracking".*"tlb.flush_rounds": \{"total": 2,.*"name": "full-flush"'
expect "full-flush rounds" '"name": "full-flush".*"tlb.flush_rounds": \{"total": 1,.*"tlb.ipi": \{"total": 3,'
expect "header" '"command": "replay",.*"kernel": "6.18",  "cpus": 4,  "events": 203,'
expect "memcg source" '"memcg_source": "per-process"'

# replay, text: % change against the first column
$MMR replay "$S/engine-reclaim64.mms" -m flush-per-page -m pfn-tracking:batch=16 > "$out" 2>&1 ||
	{ echo "FAIL: replay text"; fail=1; }
expect "text rounds" '^tlb.flush_rounds +64 +4 \(-93\.8%\)$'

# replay, CSV
$MMR replay "$S/engine-reclaim64.mms" -m full-flush --csv > "$out" 2>&1
expect "csv header" '^model,metric,scope,index,value$'
expect "csv total" '^"full-flush[^"]*",tlb.ipi,total,,3$'

# windows: 64 faults 20 ns apart after 20 us; 5 us windows -> 5 windows
$MMR replay "$S/engine-reclaim64.mms" -m flush-per-page --window 0.005 --json > "$out" 2>&1
tr -d '\n' < "$out" > "$out.1" && mv "$out.1" "$out"
expect "window count" '"window_ns": 5000,  "windows": 5,'
expect "window series" '"tlb.flush_rounds": \{"total": 64, "per_cpu": \[64, 0, 0, 0\], "windows": \[0, 0, 0, 0, 64\]'
# the text table shows only rows with counts: the 5th window's rounds, IPIs and INVLPGs;
# 5 windows x 5 metrics of flush-per-page = 25 rows, 22 of them 0
$MMR replay "$S/engine-reclaim64.mms" -m flush-per-page --window 0.005 -q > "$out" 2>&1
expect "window text row" '^ +0\.020  tlb\.flush_rounds +64$'
expect "window text left out" '^\(22 of 25 window rows where every model counted 0 not shown\)$'
if grep -Eq '^ +0\.000  tlb\.flush_rounds' "$out"; then
	echo "FAIL: replay --window printed an empty row"; fail=1
fi

# -M: a model from a shared object, with a parameter
$MMR replay "$S/engine-reclaim64.mms" -M "$TINY" -m tiny:weight=3 --csv > "$out" 2>&1 ||
	{ echo "FAIL: replay -M"; cat "$out"; fail=1; }
expect "tiny model" '^"tiny:weight=3",tiny.unmapped_pages,total,,192$'
$MMR replay "$S/engine-reclaim64.mms" -M "$BAD" > "$out" 2>&1 && { echo "FAIL: bad ABI accepted"; fail=1; }
abi=$(sed -nE 's/^#define MMR_MODEL_ABI_VERSION ([0-9]+)$/\1/p' "$MMR_SRC/include/mmreplay/model.h")
expect "abi refused" "ABI version $((abi + 1)), this mmreplay takes 1 to $abi\$"
$MMR models -M "$TINY" > "$out" 2>&1
expect "models lists -M model" '^tiny$'
# -M NAME.so without a slash: the file in the current directory, as meant
# (dlopen() alone would search the library path); a missing one said once
(cd "$(dirname "$TINY")" && $MMR models -M "$(basename "$TINY")") > "$out" 2>&1
expect "-M a file here without ./" '^tiny$'
$MMR models -M nosuch-model.so > "$out" 2>&1 && { echo "FAIL: a missing -M accepted"; fail=1; }
expect "-M missing" '^mmreplay models: nosuch-model.so: cannot load the model: cannot open shared object file'

# errors: unknown model / parameter name the choices
$MMR replay "$S/engine-reclaim64.mms" -m pfn-tracking:nope=1 > "$out" 2>&1 && { echo "FAIL: bad param"; fail=1; }
expect "param list" "model pfn-tracking has no parameter 'nope' \(parameters: batch \(default 32\)"
$MMR replay "$S/engine-reclaim64.mms" -m nosuch > "$out" 2>&1 && { echo "FAIL: bad model"; fail=1; }
expect "model list" "no model 'nosuch' \(models: flush-per-page, pfn-tracking"

# models
$MMR models > "$out" 2>&1 || { echo "FAIL: models"; fail=1; }
for m in flush-per-page pfn-tracking full-flush infinite x86; do expect "models $m" "^$m\$"; done
expect "models param" '^ +batch +default 32 '
expect "models measured" "measured side 'tlb'"

# diff, JSON: measured side worked out by hand
$MMR diff "$S/engine-measure.mms" --json -q > "$out" 2>&1 || { echo "FAIL: diff --json"; fail=1; }
tr -d '\n' < "$out" > "$out.1" && mv "$out.1" "$out"
expect "diff default model" '"label": "x86:kernel=6.12,epoch=4.19'
expect "diff rounds" '"name": "tlb.flush_rounds", "known": true,[ ]+"predicted": \{"total": 0,[^}]*\},[ ]+"measured": \{"total": 2, "per_cpu": \[2, 0, 0, 0\]\},[ ]+"abs_error": -2, "rel_error": -1\.0'
expect "diff ipi" '"name": "tlb.ipi", "known": true,[ ]+"predicted": \{[^}]*\},[ ]+"measured": \{"total": 4, "per_cpu": \[0, 2, 1, 1\]\}'
expect "diff measured only" '"ipi.tlb": \{"total": 3,.*"ipi.other": \{"total": 2,.*"irq.tlb": \{"total": 4, "per_cpu": \[0, 2, 1, 1\]\}'
expect "diff not pv" '"paravirtual": false'

# diff per window: rounds at 1001 and 2000 ns from t0 = 1000 ns, 1 us windows
$MMR diff "$S/engine-measure.mms" --window 0.001 --json -q > "$out" 2>&1
tr -d '\n' < "$out" > "$out.1" && mv "$out.1" "$out"
expect "diff windows" '"name": "tlb.flush_rounds", "known": true,[ ]+"predicted": \{"total": 0, "per_cpu": \[0, 0, 0, 0\], "windows": \[0, 0, 0\]\},[ ]+"measured": \{"total": 2, "per_cpu": \[2, 0, 0, 0\], "windows": \[1, 1, 0\]\}'
$MMR diff "$S/engine-measure.mms" --window 0.001 -q > "$out" 2>&1
expect "diff window text" '^ +0\.001 +0 +1 +-1 +-100\.0%$'
expect "diff window text, empty left out" '^  \(1 of 3 windows with 0 predicted and 0 measured not shown\)$'
if grep -Eq '^ +0\.002 +0 +0 ' "$out"; then
	echo "FAIL: diff --window printed an empty window"; fail=1
fi

# diff, paravirtual flush: rounds only (COLUMNS=1000: each note on one line, for grep)
COLUMNS=1000 $MMR diff "$S/engine-pv.mms" --per-cpu > "$out" 2>&1 || { echo "FAIL: diff pv"; fail=1; }
expect "pv caveat" 'the platform replaces TLB IPIs by hypercalls; comparing flush rounds only'
expect "pv ipi unknown" '^  tlb.ipi +0 +unknown'
expect "pv rounds" '^  tlb.flush_rounds +0 +3 +-3 +-100.0%$'
expect "pv per cpu" '^ +1 +0 +1 +-1 +-100.0%$'

# diff, KVM PV flush available but IPIs measured: everything known, caveat says why
# measured IPIs may fall short; not a full paravirtual flush
COLUMNS=1000 $MMR diff "$S/engine-pv-partial.mms" > "$out" 2>&1 || { echo "FAIL: diff pv-partial"; fail=1; }
expect "pv-partial ipi known" '^  tlb.ipi +0 +2 +-2 +-100.0%$'
expect "pv-partial rounds" '^  tlb.flush_rounds +0 +2 +-2 +-100.0%$'
expect "pv-partial caveat" 'defers the flush of vCPUs the host preempted'
expect "pv-partial trim caveat" 'a 6\.13\+ mask trim such a vCPU misses keeps it in the mm.s mask'
if grep -q 'comparing flush rounds only' "$out"; then
	echo "FAIL: pv-partial reported as a full paravirtual flush"; fail=1
fi

# diff on a reclaim pass: the default model is x86 at the traced kernel's epoch
# (6.18 -> 6.13); a model given with -m replaces it (full-flush: one round)
$MMR diff "$S/engine-reclaim64.mms" -q > "$out" 2>&1
expect "diff x86 label" '^model x86$'
expect "diff x86 epoch" '^  auto: kernel=6.18 epoch=6.13 '
expect "diff x86 no measurement" '^  tlb.flush_rounds +[0-9]+ +unknown'
$MMR diff "$S/engine-reclaim64.mms" -q -m full-flush > "$out" 2>&1
expect "diff -m" '^model full-flush'
expect "diff full-flush rounds" '^  tlb.flush_rounds +1 +unknown'

exit $fail
