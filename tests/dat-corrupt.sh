#!/usr/bin/env bash
# Damaged trace.dat files give an error, never a crash:
#  - each fixture cut at 1/4, 1/2 and 3/4 of its size must be refused (exit 1
#    with a message naming the file);
#  - single flipped bytes at ~80 positions spread over each fixture must
#    either read or be refused, never kill the reader.  libtraceevent 1.7.1
#    segfaults on some corrupted event-format texts while tracecmd_open() parses
#    them (before mmreplay sees anything); such a crash is accepted only where
#    `trace-cmd report` crashes on the same file too, and is listed.
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
	crashes=0 refused=0 read=0 lib=0
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
			trc=0
			timeout 20 trace-cmd report "$tmp/flip.dat" > /dev/null 2>&1 || trc=$?
			if [ "$trc" -ge 128 ]; then
				lib=$((lib + 1))
				echo "note: $b byte $pos flipped: reader exit $rc, trace-cmd report" \
					"exit $trc too (libtraceevent/libtracecmd)"
			else
				crashes=$((crashes + 1))
				echo "FAIL $b byte $pos flipped: reader exit $rc (trace-cmd report: $trc)"
				fail=1
			fi
			;;
		esac
	done
	echo "$b: flips read $read, refused $refused, crashed $crashes," \
		"crashed in the libraries as in trace-cmd $lib"
done
exit $fail
