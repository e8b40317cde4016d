#!/usr/bin/env bash
# Bad input for `mmreplay info` / `convert`, one case per ctest entry:
#   mmr-badinput.sh CASE
# Each case asserts a non-zero exit, an empty stdout, the file name and the
# reason (with the byte offset) on stderr -- except truncated-block, a file
# cut by a crash, which reads up to its last complete block.
NAME="mmr-badinput $1"
. "$(dirname "$0")/mmr-lib.sh"

gen() { "$GEN" "$T/g.mmr" 10000 1000 >"$T/gen.txt" || fail "generator failed"; }

case $1 in
missing)
	expect_fail "$T/nope.mmr" "$T/nope.mmr: " "No such file"
	;;
empty)
	: >"$T/empty.mmr"
	expect_fail "$T/empty.mmr" "$T/empty.mmr: " "empty file"
	;;
truncated-header)
	gen
	head -c 24 "$T/g.mmr" >"$T/h.mmr"
	expect_fail "$T/h.mmr" "$T/h.mmr: offset 16: truncated metadata header"
	;;
truncated-block)
	gen
	b7=$(block_off "$T/gen.txt" 7)
	b8=$(block_off "$T/gen.txt" 8)
	# cut in the middle of block 7: blocks 0..6 (7000 events) are complete
	head -c $(((b7 + b8) / 2)) "$T/g.mmr" >"$T/cut.mmr"
	"$MMR" info "$T/cut.mmr" >"$T/out" 2>"$T/err" || fail "info failed: $(cat "$T/err")"
	grep -qx "events      7000" "$T/out" || fail "expected 7000 events: $(cat "$T/out")"
	grep -q "^truncated   yes" "$T/out" || fail "truncation not reported"
	"$MMR" info --json "$T/cut.mmr" >"$T/out.json" || fail "info --json failed"
	grep -q '"events": 7000,' "$T/out.json" || fail "json: expected 7000 events"
	grep -q '"truncated": true,' "$T/out.json" || fail "json: truncated not true"
	;;
flipped-byte)
	gen
	b3=$(block_off "$T/gen.txt" 3)
	flip "$T/g.mmr" $((b3 + 32 + 100))
	expect_fail "$T/g.mmr" "$T/g.mmr: offset $b3: block 3: checksum mismatch"
	;;
wrong-magic)
	gen
	printf 'X' | dd of="$T/g.mmr" bs=1 seek=7 conv=notrunc status=none
	expect_fail "$T/g.mmr" "$T/g.mmr: offset 0: not a .mmr"
	;;
future-version)
	gen
	printf '\002' | dd of="$T/g.mmr" bs=1 seek=8 conv=notrunc status=none
	expect_fail "$T/g.mmr" "$T/g.mmr: offset 8: unsupported format version 2"
	;;
*)
	fail "unknown case $1"
	;;
esac
exit 0
