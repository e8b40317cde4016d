#!/usr/bin/env bash
# mmreplay compare on hand-made replay/diff JSON, every figure worked out by hand:
#   a: tlb.ipi 10, 12, 14 -> Amean 12, sd 2, CoV 16.67%, Hmean of rates (1 s runs)
#      = 3 / (1/10 + 1/12 + 1/14) = 11.78
#   b: 20, 22, 24 -> +83.33%; Welch t = 10 / sqrt(4/3 + 4/3) = 6.12, df = 4, p = 0.0036: '*'
#   c: 11, 13, 15 -> +8.33%; t = 0.61, p = 0.57: no '*'
#   diff1: predicted 90 vs measured 100 over 2 s -> +11.11%, Hmean/s 45 and 50;
#          tlb.ipi is not known on the measured side -> '-'
set -u
D=$MMR_DATA/compare
fail=0
expect() { # expect LABEL PATTERN TEXT
	if ! grep -qE -- "$2" <<<"$3"; then
		echo "FAIL: $1: no line matching /$2/ in:"; echo "$3"; fail=1
	fi
}
out=$("$MMR" compare $D/a1.json,$D/a2.json,$D/a3.json $D/b1.json,$D/b2.json,$D/b3.json \
	$D/c1.json,$D/c2.json,$D/c3.json) || { echo "FAIL: compare exit $?"; exit 1; }
# mmtests' shape: a table per model, a column per run set (A, B, C, named below),
# gain = % fewer than A, *gain* when significant
expect model '^full-flush$' "$out"
expect header '^ +A +B +C$' "$out"
expect legend '^A = a1 \(3 runs\), B = b1 \(3 runs\), C = c1 \(3 runs\)$' "$out"
expect min '^Min +tlb\.ipi +10\.00 \(   0\.00%\) +20\.00 \(-100\.00%\) +11\.00 \( -10\.00%\)$' "$out"
expect amean '^Amean +tlb\.ipi +12\.00 \(   0\.00%\) +22\.00 \* -83\.33%\* +13\.00 \(  -8\.33%\)$' "$out"
expect hmean '^Hmean/s +tlb\.ipi +11\.78 \(   0\.00%\) +21\.88 \( -85\.79%\) +12\.79 \(  -8\.64%\)$' "$out"
expect stddev '^Stddev +tlb\.ipi +2\.00 +2\.00 +2\.00$' "$out"
expect cov '^CoeffVar +tlb\.ipi +16\.67% +9\.09% +15\.38%$' "$out"
expect max '^Max +tlb\.ipi +14\.00 \(   0\.00%\) +24\.00 \( -71\.43%\) +15\.00 \(  -7\.14%\)$' "$out"
expect flat '^Amean +tlb\.flush_rounds +100\.00 \(   0\.00%\) +100\.00 \(   0\.00%\) +100' "$out"

out=$("$MMR" compare $D/diff1.json) || { echo "FAIL: compare diff exit $?"; exit 1; }
expect diffhdr '^ +x86:epoch=6\.13 +measured$' "$out"
expect diffrow '^Amean +tlb\.flush_rounds +90\.00 \(   0\.00%\) +100\.00 \( -11\.11%\)$' "$out"
expect diffrate '^Hmean/s +tlb\.flush_rounds +45\.00 \(   0\.00%\) +50\.00 \( -11\.11%\)$' "$out"
expect unknown '^Amean +tlb\.ipi +300\.00 \(   0\.00%\) +-$' "$out"

# CSV: RFC 4180, one width on every line (Python's csv module reads it)
csv=$("$MMR" compare --csv --name A --name 'B, patched' $D/a1.json,$D/a2.json,$D/a3.json \
	$D/b1.json,$D/b2.json,$D/b3.json)
expect csv '^tlb\.ipi,Amean,"B, patched",full-flush,22,-83\.3333,yes$' "$csv"
python3 -c '
import csv, sys
rows = list(csv.reader(sys.stdin))
assert rows[0] == ["metric", "statistic", "set", "model", "value", "gain_pct", "significant"], rows[0]
assert len({len(r) for r in rows}) == 1, {len(r) for r in rows}
assert len(rows) == 1 + 2 * 2 * 6, len(rows)' <<<"$csv" || { echo "FAIL: csv does not parse with one width"; fail=1; }

# two run sets of the five default models fit 120 columns
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
for f in wl-v7 lost-v7; do "$MMR" replay -q --json "$MMR_DATA/$f.dat" >"$T/$f.json" || fail=1; done
out=$(env -u COLUMNS "$MMR" compare "$T/wl-v7.json" "$T/lost-v7.json") || { echo "FAIL: compare 5 models"; fail=1; }
w=$(awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' <<<"$out")
[ "$w" -le 120 ] || { echo "FAIL: compare of 2 sets x 5 models is $w columns wide"; fail=1; }
expect short '^pfn-tracking$' "$out"

# bad input: clear error naming file, line and column; nothing on stdout
out=$("$MMR" compare $D/bad.json 2>/tmp/mmr-compare-err.$$); rc=$?
err=$(cat /tmp/mmr-compare-err.$$); rm -f /tmp/mmr-compare-err.$$
[ $rc -ne 0 ] || { echo "FAIL: bad.json accepted"; fail=1; }
[ -z "$out" ] || { echo "FAIL: output on stdout for bad.json"; fail=1; }
expect badmsg 'bad\.json: not valid JSON at line 2' "$err"
err=$("$MMR" compare $D/missing.json 2>&1) && { echo "FAIL: missing file accepted"; fail=1; }
expect missing 'missing\.json: cannot open: No such file or directory' "$err"
err=$("$MMR" compare "$MMR_DATA/tlb-real/madvise_storm-6.12-smp4.mmr" 2>&1) && { echo "FAIL: a .mmr accepted"; fail=1; }
expect trace 'a trace, not a report' "$err"
exit $fail
