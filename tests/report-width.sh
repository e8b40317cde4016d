#!/usr/bin/env bash
# Text output fits the terminal (issue 21): replay, diff and models on every
# bundled trace stay within 120 columns by default and within $COLUMNS when
# it is set (replay splits its columns into further tables; notes and help
# texts wrap); labels carry only the parameters given otherwise than their
# defaults, and no empty "k=" is printed.
NAME=report-width
. "$(dirname "$0")/mmr-lib.sh"
D=$MMR_SRC/tests/data

widest() { awk '{ if (length($0) > w) w = length($0) } END { print w + 0 }' "$1"; }

n=0
cd "$D" || fail "no $D"
for f in *.dat tlb-real/*.mmr filemap/*.mmr scenarios/engine-measure.mms \
	 scenarios/lock-pcp-1000.mms scenarios/tlb-two-mms.mms; do
	[ -f "$f" ] || continue
	for cmd in replay diff; do
		env -u COLUMNS "$MMR" $cmd -q "$f" >"$T/out" 2>/dev/null || fail "$cmd $f failed"
		[ "$(widest "$T/out")" -le 120 ] ||
			fail "$cmd $(basename "$f"): $(widest "$T/out") columns: $(awk 'length($0) > 120' "$T/out" | head -3)"
		! grep -Eq '[a-z_]+=(,|$| )' "$T/out" || fail "$cmd $(basename "$f"): an empty parameter: $(grep -E '[a-z_]+=(,|$| )' "$T/out" | head -2)"
		COLUMNS=90 "$MMR" $cmd -q "$f" >"$T/out" 2>/dev/null || fail "$cmd $f failed"
		[ "$(widest "$T/out")" -le 90 ] ||
			fail "COLUMNS=90 $cmd $(basename "$f"): $(widest "$T/out") columns: $(awk 'length($0) > 90' "$T/out" | head -3)"
		n=$((n + 1))
	done
	# every model at once: more columns than fit, split into tables
	env -u COLUMNS "$MMR" replay -q -m flush-per-page -m pfn-tracking -m pfn-tracking:batch=512 \
		-m full-flush -m infinite -m x86 -m x86:epoch=4.19 -m x86:free_batch=0 "$f" >"$T/out" 2>/dev/null ||
		fail "replay (8 models) $f failed"
	[ "$(widest "$T/out")" -le 120 ] || fail "replay (8 models) $(basename "$f"): $(widest "$T/out") columns"
	grep -q 'pfn-tracking:batch=512' "$T/out" || fail "replay: label of pfn-tracking:batch=512 lost"
	! grep -q 'pfn-tracking:batch=32' "$T/out" || fail "replay: a default parameter in a label"
done
[ $n -ge 12 ] || fail "only $n outputs checked"
for c in "" 90; do
	COLUMNS=$c "$MMR" models >"$T/out" || fail "models"
	[ "$(widest "$T/out")" -le "${c:-120}" ] || fail "models (COLUMNS=$c): $(widest "$T/out") columns"
done
echo PASS
