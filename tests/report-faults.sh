# Reports on bad requests (issue 20, items 10, 11, 13):
# - plot -o and --html refuse a symlink at their path (its target untouched),
#   and write beside the path then rename (nothing left beside it);
# - --window below 1 us is refused (exit 2), and so is one that makes more
#   than 100000 windows of the trace's span -- before the replay when the
#   metadata gives the span, after it otherwise -- at once, not after
#   minutes of CPU and gigabytes: a 2-event scenario spanning 100000 s with
#   --window 1;
# - compare names an unreadable file without jansson's line -1.
set -u
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
W=$MMR_DATA/wl-v7.dat

echo keep >"$T/target"
ln -s "$T/target" "$T/link.svg"
ln -s "$T/target" "$T/link.html"
for opt in "-o $T/link.svg" "--html $T/link.html"; do
	rc=0
	"$MMR" plot -q "$W" $opt 2>"$T/err" || rc=$?
	[ $rc = 1 ] || fail "plot $opt over a symlink exited $rc"
	grep -q "is a symbolic link, not writing through it" "$T/err" || fail "plot $opt: $(cat "$T/err")"
	[ "$(cat "$T/target")" = keep ] || fail "plot $opt wrote through the symlink"
done
"$MMR" plot -q "$W" -o "$T/p.svg" --html "$T/p.html" || fail "plot exited $?"
[ -s "$T/p.svg" ] && [ -s "$T/p.html" ] || fail "plot wrote nothing"
[ -z "$(ls -A "$T" | grep '^\.')" ] || fail "left beside the outputs: $(ls -A "$T" | grep '^\.')"

for cmd in replay diff plot; do
	rc=0
	"$MMR" $cmd -q "$W" --window 1e-9 >/dev/null 2>"$T/err" || rc=$?
	[ $rc = 2 ] || fail "$cmd --window 1e-9 exited $rc, want 2"
	grep -qF "mmreplay $cmd: --window: '1e-9' ms is below 0.001 ms (1 us)" "$T/err" ||
		fail "$cmd --window 1e-9: $(cat "$T/err")"
done
# wl-v7.dat spans 0.010903997 s (its duration_ns): 10904 windows of 1 us fit, 0.0001 ms do not
"$MMR" replay -q "$W" --window 0.001 >/dev/null || fail "--window 0.001 on wl-v7.dat exited $?"
{
	echo '#! cpus=2 kernel=6.18 hypervisor=none'
	echo '0 0 0 sched:sched_switch prev_comm=a prev_pid=0 prev_prio=120 prev_state=0 next_comm=b next_pid=10 next_prio=120'
	echo '100000000000000 0 0 sched:sched_switch prev_comm=b prev_pid=10 prev_prio=120 prev_state=0 next_comm=a next_pid=0 next_prio=120'
} >"$T/long.mms"
for cmd in replay diff; do
	rc=0
	s=$(date +%s)
	timeout 60 "$MMR" $cmd -q "$T/long.mms" --window 1 --json >/dev/null 2>"$T/err" || rc=$?
	[ $rc = 2 ] || fail "$cmd --window 1 over 100000 s exited $rc, want 2"
	[ $(($(date +%s) - s)) -le 5 ] || fail "$cmd --window 1 over 100000 s took $(($(date +%s) - s)) s"
	grep -qF "mmreplay $cmd: --window 1 ms: this trace spans 100000.000 s, 100000001 windows (at most 100000): use --window 1000.01 or more" \
		"$T/err" || fail "$cmd --window 1 over 100000 s: $(cat "$T/err")"
done
"$MMR" replay -q "$T/long.mms" --window 1000.01 >/dev/null || fail "the suggested window is refused"

rc=0
"$MMR" compare /nonexistent-a.json /nonexistent-b.json 2>"$T/err" || rc=$?
[ $rc = 1 ] || fail "compare of missing files exited $rc"
[ "$(head -1 "$T/err")" = "mmreplay compare: /nonexistent-a.json: cannot open: No such file or directory" ] ||
	fail "compare: $(cat "$T/err")"
echo PASS
