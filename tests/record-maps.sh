#!/usr/bin/env bash
# live: `mmreplay record` keeps each process's address space as it was when the
# recording began (metadata maps.<tgid>), checked against /proc/<pid>/maps of a
# process that does not change during the recording, converted here line by
# line (an independent reading of the same file).  --redact leaves it out.
source "$(dirname "$0")/record-lib.sh"

sleep 30 &
victim=$!
trap 'kill $victim 2>/dev/null; rm -rf "$TMP"' EXIT
sleep 0.2
"$MMR" record -q -o "$TMP/a.mmr" --duration 0.3 || fail "record failed"
page=$(getconf PAGESIZE)
want=""
while read -r range perms off dev ino path; do
	lo=$((16#${range%-*}))
	hi=$((16#${range#*-}))
	if [ "$ino" != 0 ]; then
		devt=$(( (16#${dev%:*} << 20) | 16#${dev#*:} ))
		kind=$(printf 'f:%x:%x:%x' $((16#$off / page)) "$devt" "$ino")
	elif [ "$path" = "[heap]" ]; then kind=h
	elif [[ $path == "[stack"* ]]; then kind=s
	elif [[ $path == "[vdso"* || $path == "[vvar"* || $path == "[vsyscall]" ]]; then kind=v
	else kind=a
	fi
	want+=$(printf '%s%x-%x:%s:%s' "${want:+ }" "$lo" "$hi" "$perms" "$kind")
done < /proc/$victim/maps
got=$("$MMR_BUILD/tests/test_dat_dump" "$TMP/a.mmr" | sed -n "s/^M maps\.$victim=//p")
[ -n "$got" ] || fail "no maps.$victim in the recording"
if [ "$got" != "$want" ]; then
	diff <(tr ' ' '\n' <<< "$want") <(tr ' ' '\n' <<< "$got") >&2
	fail "maps.$victim differs from /proc/$victim/maps"
fi
"$MMR" record -q --redact -o "$TMP/r.mmr" --duration 0.2 || fail "record --redact failed"
! "$MMR_BUILD/tests/test_dat_dump" "$TMP/r.mmr" | grep -q '^M maps\.' ||
	fail "--redact kept maps.<tgid>"
echo "PASS: maps.$victim as /proc/$victim/maps ($(wc -w <<< "$got") VMAs)"
