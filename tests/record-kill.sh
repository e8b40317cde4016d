# Live: a recorder that dies.
# - SIGKILL in the middle: the file reads back up to its last complete block
#   (record-faults.sh: all but the last second), and the guardian removes the
#   instance the dead recorder left;
# - SIGSEGV (a crash): the handler removes the instance at once;
# - SIGTERM: a clean stop, the file is complete (footer with lost.cpuN).
. "$(dirname "$0")/record-lib.sh"

# The workload the recorder forked; we started it (through the recorder), we end it.
# (The recorder's other child is its guardian, which exits by itself.)
child_of() {
	local p
	for p in $(cat /proc/$1/task/*/children 2>/dev/null); do
		if [ "$(cat /proc/$p/comm 2>/dev/null)" = mmreplay-worklo ]; then
			echo $p
			return
		fi
	done
}

$MMR record -q -o $TMP/kill.mmr -- "$WL" munmap-storm --seconds 10 >/dev/null &
rec=$!
sleep 5
wl=$(child_of $rec)
kill -KILL $rec
wait $rec 2>/dev/null || true
[ -n "$wl" ] && kill -TERM $wl 2>/dev/null || true
$CHECK $TMP/kill.mmr --partial --min-events 1000 || fail "SIGKILLed recording does not read back"
$MMR record -q -o $TMP/after.mmr -- true || fail "record after a SIGKILL"
# the guardian removes it (the dead recorder's files close asynchronously)
instance_gone $rec 5

$MMR record -q -o $TMP/segv.mmr -- "$WL" munmap-storm --seconds 10 >/dev/null &
rec=$!
sleep 1.5
wl=$(child_of $rec)
kill -SEGV $rec
wait $rec 2>/dev/null || true
[ -n "$wl" ] && kill -TERM $wl 2>/dev/null || true
instance_gone $rec 5

$MMR record -q -o $TMP/term.mmr &
rec=$!
sleep 1.5
kill -TERM $rec
set +e
wait $rec
rc=$?
set -e
[ $rc = 0 ] || fail "recorder stopped by SIGTERM exited $rc"
no_instance $rec
$CHECK $TMP/term.mmr --lost 0 --meta duration_ns --meta vmstat.after.nr_free_pages \
	|| fail "SIGTERMed recording is not complete"
echo PASS
