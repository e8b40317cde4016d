# A .mmr cut short (issue 20, item 8): replay and diff say so on stderr and in
# their JSON ("truncated": true; false for the whole file), and a short trace
# keeps its prefix: blocks span at most 250 ms of trace time, so 200 munmaps
# 10 ms apart (each a local flush for every model, nothing else) convert into
# 8 blocks of 25, and the file cut inside its 5th block replays the 100 of
# the first 4 -- one 65536-event block would replay nothing.
NAME=mmr-truncated
. "$(dirname "$0")/mmr-lib.sh"

{
	echo '#! cpus=4 kernel=6.18 hypervisor=none'
	echo '10000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=200 next_prio=120'
	for i in $(seq 0 199); do
		t=$((i * 10000000 + 100000))
		echo "$t 0 200/200 syscalls:sys_enter_munmap addr=0x7f0000000000 len=4096"
		echo "$((t + 4000)) 0 200/200 syscalls:sys_exit_munmap ret=0"
	done
} >"$T/s.mms"
"$MMR" convert -q "$T/s.mms" -o "$T/s.mmr" 2>/dev/null || fail "convert"
offs=$(grep -obUa EVBK "$T/s.mmr" | cut -d: -f1)
[ "$(echo "$offs" | wc -l)" = 8 ] || fail "$(echo "$offs" | wc -l) blocks, want 8"
b4=$(echo "$offs" | sed -n 5p)
b5=$(echo "$offs" | sed -n 6p)
head -c $(((b4 + b5) / 2)) "$T/s.mmr" >"$T/cut.mmr"

msg="is cut short (no footer: its recording did not finish): these counts cover the 201 events of its complete blocks, 0.990 s"
for cmd in replay diff; do
	"$MMR" $cmd -q "$T/cut.mmr" >"$T/out" 2>"$T/err" || fail "$cmd exited $?"
	[ "$(cat "$T/err")" = "mmreplay $cmd: $T/cut.mmr $msg" ] ||
		fail "$cmd stderr: $(cat "$T/err")"
	grep -q "^$T/cut.mmr: mmreplay .mmr (cut short), kernel 6.18, 4 CPUs, 201 events over 0.990 s" \
		"$T/out" || fail "$cmd header: $(head -1 "$T/out")"
	"$MMR" $cmd -q --json "$T/cut.mmr" >"$T/json" 2>"$T/err" || fail "$cmd --json exited $?"
	grep -q '^  "truncated": true,$' "$T/json" || fail "$cmd --json: no \"truncated\": true"
	grep -q "$msg" "$T/err" || fail "$cmd --json stderr: $(cat "$T/err")"
	"$MMR" $cmd -q --json "$T/s.mmr" >"$T/json" 2>"$T/err" || fail "$cmd --json (whole) exited $?"
	grep -q '^  "truncated": false,$' "$T/json" || fail "$cmd --json: no \"truncated\": false"
	[ ! -s "$T/err" ] || fail "$cmd of the whole file: $(cat "$T/err")"
done
"$MMR" replay -q -m flush-per-page "$T/cut.mmr" 2>/dev/null | grep -q '^tlb.local_flush  *100$' ||
	fail "the first 4 blocks replay 100 local flushes: $("$MMR" replay -q -m flush-per-page "$T/cut.mmr" 2>&1)"
"$MMR" replay -q -m flush-per-page "$T/s.mmr" | grep -q '^tlb.local_flush  *200$' ||
	fail "the whole file replays 200 local flushes"
echo PASS
