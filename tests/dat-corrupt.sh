#!/usr/bin/env bash
# Damaged trace.dat files give an error, never a crash:
#  - each fixture cut at 1/4, 1/2 and 3/4 of its size must be refused (exit 1
#    with a message naming the file);
#  - single flipped bytes at ~80 positions spread over each fixture must
#    either read or be refused, never kill the reader (trace-cmd report
#    crashes on some of them: libtraceevent's format parser; mmreplay reads
#    trace.dat itself and gives libtraceevent only formats it rewrote).
set -euo pipefail
DUMP=${MMR_BUILD:?}/tests/test_dat_dump
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

for f in "${MMR_DATA:?}"/*.dat; do
	b=$(basename "$f")
	size=$(stat -c %s "$f")
	for num in 1 2 3; do
		cut=$((size * num / 4))
		head -c "$cut" "$f" > "$tmp/cut.dat"
		rc=0
		"$DUMP" "$tmp/cut.dat" > /dev/null 2> "$tmp/err" || rc=$?
		if [ "$rc" != 1 ] || ! grep -q "cut.dat" "$tmp/err"; then
			echo "FAIL $b cut to $cut of $size bytes: exit $rc, '$(head -c 200 "$tmp/err")'"
			fail=1
		fi
	done

	step=$((size / 80 + 1))
	crashes=0 refused=0 read=0
	for ((pos = 0; pos < size; pos += step)); do
		cp "$f" "$tmp/flip.dat"
		byte=$(od -An -tu1 -j "$pos" -N1 "$f" | tr -d ' ')
		printf "$(printf '\\%03o' $((byte ^ 0xff)))" |
			dd of="$tmp/flip.dat" bs=1 seek="$pos" conv=notrunc status=none
		rc=0
		timeout 20 "$DUMP" "$tmp/flip.dat" > /dev/null 2>&1 || rc=$?
		case $rc in
		0) read=$((read + 1)) ;;
		1) refused=$((refused + 1)) ;;
		*)
			crashes=$((crashes + 1))
			echo "FAIL $b byte $pos flipped: reader exit $rc"
			fail=1
			;;
		esac
	done
	echo "$b: flips read $read, refused $refused, crashed $crashes"
done
exit $fail
