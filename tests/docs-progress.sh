#!/bin/bash
# Progress of convert, info, plot, replay and diff (tools/mmreplay-progress.c): a line on
# stderr when stderr is a terminal (script(1) gives it a pty), none when
# stderr is a file or with -q, none on a terminal for a run shorter than the
# 2 s default, and the line is erased before the command's own output.
# MMR_PROGRESS_AFTER=0 shows it from the first 65536 events, so a 600 000-
# event scenario is enough and the test does not depend on this machine's
# speed; the 2 s default itself is what the last check holds.
set -u
command -v script >/dev/null || { echo "script (util-linux) missing: skipped"; exit 77; }
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
awk 'BEGIN { print "#! cpus=2 kernel=6.18 page_size=4096"; t = 2000
	for (i = 0; i < 300000; i++) {
		printf "%d 0 200/200 exceptions:page_fault_user address=0x%x ip=0x401000 error_code=6\n",
			t, 139637976727552 + (i % 4096) * 4096
		printf "%d 0 200/200 kmem:mm_page_alloc pfn=0x%x order=0 gfp_flags=0x140cca migratetype=1\n",
			t + 1, 131072 + i
		t += 2 } }' > "$tmp/big.mms"
# on a pty: everything the command wrote, \r turned into line breaks
tty_run() { MMR_PROGRESS_AFTER=${AFTER-0} script -qfec "$*" /dev/null </dev/null | tr '\r' '\n'; }
line='^mmreplay [a-z]+: [0-9.]+ M events, [0-9.]+ M/s'

check_tty() { # name, expected extra pattern or "", command...
	local name=$1 extra=$2; shift 2
	out=$(tty_run "$@")
	if ! grep -aqE "$line" <<<"$out"; then
		echo "FAIL: $name: no progress line on a terminal:"; head -c 600 <<<"$out"; fail=1
	elif [ -n "$extra" ] && ! grep -aE "$line" <<<"$out" | grep -aqE "$extra"; then
		echo "FAIL: $name: progress lines lack '$extra':"; grep -aE "$line" <<<"$out"; fail=1
	fi
	# erased: the last progress line is followed by the erase sequence
	if ! printf '%s' "$out" | grep -aq $'^\e\[K'; then
		echo "FAIL: $name: the progress line is not erased"; fail=1
	fi
}
check_tty "info .mms" '' "$MMR" info "$tmp/big.mms"
check_tty "convert .mms" '' "$MMR" convert "$tmp/big.mms" -o "$tmp/big.mmr"
[ -s "$tmp/big.mmr" ] || { echo "FAIL: convert wrote no .mmr"; exit 1; }
# a .mmr's trailer gives the total: share done and time left
check_tty "convert .mmr" '[0-9]+%, [0-9]+ s left' "$MMR" convert "$tmp/big.mmr" -o "$tmp/b2.mmr"
check_tty "plot" '' "$MMR" plot "$tmp/big.mms" -o "$tmp/p.svg"
# replay and diff report every 2^20 events: a .mmr of 2 x 600 000 events, with
# the share done and the time left from its trailer
{ cat "$tmp/big.mms"; sed 1d "$tmp/big.mms" | awk '{ $1 = $1 + 2000000; print }'; } \
	> "$tmp/big2.mms" &&
	"$MMR" convert -q "$tmp/big2.mms" -o "$tmp/big2.mmr" || { echo "FAIL: making big2.mmr"; exit 1; }
check_tty "replay .mmr" '[0-9]+%, [0-9]+ s left' "$MMR" replay "$tmp/big2.mmr"
check_tty "diff .mmr" '[0-9]+%, [0-9]+ s left' "$MMR" diff "$tmp/big2.mmr"

# stderr a file: nothing but the command's own messages
for c in "info $tmp/big.mms" "convert $tmp/big.mms -o $tmp/c.mmr" "plot $tmp/big.mms -o $tmp/p.svg"; do
	# shellcheck disable=SC2086
	MMR_PROGRESS_AFTER=0 "$MMR" $c >/dev/null 2>"$tmp/err" || { echo "FAIL: $c exited $?"; fail=1; }
	if grep -aqE 'M events|M/s' "$tmp/err"; then
		echo "FAIL: $c: progress with stderr a file:"; cat "$tmp/err"; fail=1
	fi
done
# -q on a terminal: none
for c in "info -q $tmp/big.mms" "convert -q $tmp/big.mms -o $tmp/c.mmr" \
	 "plot -q $tmp/big.mms -o $tmp/p.svg"; do
	# shellcheck disable=SC2086
	out=$(tty_run "$MMR" $c)
	if grep -aqE "$line" <<<"$out"; then echo "FAIL: $c: progress despite -q"; fail=1; fi
done
# default threshold: a run of a few milliseconds shows none
out=$(env -u MMR_PROGRESS_AFTER script -qfec "$MMR info $MMR_SRC/tests/install/unmaps.mms" \
	/dev/null </dev/null | tr '\r' '\n')
grep -aq '^events' <<<"$out" || { echo "FAIL: info on a pty printed no report:"; echo "$out"; fail=1; }
if grep -aqE "$line" <<<"$out"; then echo "FAIL: progress before 2 s"; fail=1; fi
[ $fail = 0 ] && echo "ok"
exit $fail
