# Live: the recorder under faults (issue 20; docs/recorder-faults.md).
#  1. two recorders in different PID namespaces (both pid 1) each keep their
#     own instance: the first covers its whole --duration, loses nothing;
#  2. the sweep removes a stale instance (an old recorder's "mmreplay-<pid>"
#     and a gone one's "mmreplay-<pid>-<random>", older than 10 s), says so,
#     and leaves a live recorder's instance in another PID namespace alone;
#  3. SIGKILL of the recorder's whole process group, and of its whole cgroup:
#     the guardian (own session, root cgroups) removes the instance, and the
#     file holds all but at most the last second;
#  4. SIGKILL of the recorder alone: its command dies with it;
#  5. SIGINT to the recorder's pid alone: the command gets SIGTERM, the file
#     is complete within 3 s;
#  6. a command that cannot run leaves an existing output byte for byte;
#  7. outputs on tracefs, procfs and sysfs are refused, and left untouched;
#  8. killed at any moment (three moments), all but the last second is there.
. "$(dirname "$0")/record-lib.sh"

mono() { $CHECK --mono-now; }
# --last-after compares with CLOCK_MONOTONIC: only with the "mono" trace clock
$MMR record -q -o $TMP/clock.mmr -- true || fail "record -- true exited $?"
if $CHECK $TMP/clock.mmr --dump-meta | grep -qx 'meta trace_clock=mono'; then
	within() { echo --last-after $(($1 - 1000000000)); }
else
	echo "note: trace clock is not mono here: the last-second checks are not made"
	within() { :; }
fi
span() { $MMR info "$1" | sed -n 's/^time span .*(\([0-9.]*\) s)$/\1/p'; }
# the recorder's command (its child that is not the guardian)
child_of() {
	local p
	for p in $(cat /proc/$1/task/*/children 2>/dev/null); do
		[ "$(cat /proc/$p/comm 2>/dev/null)" = mmreplay-guard ] || { echo $p; return; }
	done
}
gone() { # gone PID SECONDS: the process ended (or is a zombie) within SECONDS
	local n=$(($2 * 10))
	while [ $n -gt 0 ]; do
		[ -d /proc/$1 ] && [ "$(awk '{print $3}' /proc/$1/stat 2>/dev/null)" != Z ] || return 0
		sleep 0.1
		n=$((n - 1))
	done
	return 1
}

# 1. PID namespaces
if unshare -p -f --mount-proc true 2>/dev/null; then
	unshare -p -f --mount-proc $MMR record -q -o $TMP/ns1.mmr --duration 4 &
	ns1=$!
	sleep 1.5
	unshare -p -f --mount-proc $MMR record -q -o $TMP/ns2.mmr --duration 0.5 ||
		fail "second recorder in a PID namespace exited $?"
	wait $ns1 || fail "first recorder in a PID namespace exited $?"
	$CHECK $TMP/ns1.mmr --lost 0 --meta duration_ns >/dev/null || fail "ns1.mmr incomplete"
	s=$(span $TMP/ns1.mmr)
	awk -v s="$s" 'BEGIN { exit !(s >= 3.8) }' ||
		fail "the first recorder covers $s s of its 4 (its instance was shared or removed)"
	no_instance
else
	echo "note: no PID namespaces here (unshare -p), case 1 not tested"
fi

# 2. the sweep (a new-style name is stale only past 10 s: a recorder may be
# between its mkdir and its first open; an old-style one at once)
live=
if unshare -p -f --mount-proc true 2>/dev/null; then
	unshare -p -f --mount-proc $MMR record -q -o $TMP/live.mmr --duration 16 &
	live=$!
	sleep 0.5
fi
mkdir $TRACING/instances/mmreplay-424243-00000000deadbeef
sleep 11
mkdir $TRACING/instances/mmreplay-424242
$MMR record -o $TMP/sweep.mmr -- true 2>$TMP/sweep.err || fail "record (sweep) exited $?"
for i in mmreplay-424242 mmreplay-424243-00000000deadbeef; do
	[ ! -e $TRACING/instances/$i ] || fail "stale instance $i not removed"
	grep -q "removed tracefs instance $i, left by a recorder that is gone" $TMP/sweep.err ||
		fail "no word of removing $i: $(cat $TMP/sweep.err)"
done
if [ -n "$live" ]; then
	n=$(grep -c "removed tracefs instance" $TMP/sweep.err)
	[ "$n" = 2 ] || fail "the sweep removed $n instances, want the 2 stale ones"
	wait $live || fail "the live recorder exited $?"
	s=$(span $TMP/live.mmr)
	awk -v s="$s" 'BEGIN { exit !(s >= 15.5) }' || fail "the live recorder covers only $s s"
fi

# 3a. SIGKILL of the process group (timeout -s KILL, a terminal's hangup...)
setsid $MMR record -q -o $TMP/grp.mmr -- "$WL" munmap-storm --seconds 20 >/dev/null &
rec=$!
sleep 2.5
[ "$(ps -o pgid= -p $rec | tr -d ' ')" = $rec ] || fail "the recorder leads no process group"
wl=$(child_of $rec)
t=$(mono)
kill -KILL -- -$rec
instance_gone $rec 5
[ -z "$wl" ] || gone $wl 2 || fail "the workload outlived its process group"
$CHECK $TMP/grp.mmr --partial --min-events 1000 $(within $t) ||
	fail "group-killed recording: more than the last second lost"

# 3b. SIGKILL of every process of the recorder's cgroup (systemd/docker stop, OOM of the group)
cg=
for m in $(awk '$3 == "cgroup2" { print $2 }' /proc/mounts) \
	$(awk '$3 == "cgroup" && $4 ~ /(^|,)pids(,|$)/ { print $2 }' /proc/mounts); do
	mkdir "$m/mmr-faults-$$" 2>/dev/null && { cg=$m/mmr-faults-$$; break; }
done
if [ -n "$cg" ]; then
	sh -c "echo \$\$ > $cg/cgroup.procs && exec $MMR record -q -o $TMP/cg.mmr --duration 30" &
	rec=$!
	sleep 2.5
	grep -qx $rec $cg/cgroup.procs || fail "the recorder is not in $cg"
	t=$(mono)
	for p in $(cat $cg/cgroup.procs); do kill -KILL $p; done
	instance_gone $rec 5
	for i in 1 2 3 4 5 6 7 8 9 10; do rmdir $cg 2>/dev/null && break; sleep 0.2; done
	[ ! -d $cg ] || fail "$cg still holds processes: $(cat $cg/cgroup.procs)"
	$CHECK $TMP/cg.mmr --partial --min-events 100 $(within $t) ||
		fail "cgroup-killed recording: more than the last second lost"
else
	echo "note: no cgroup hierarchy to make a group in, case 3b not tested"
fi

# 4. SIGKILL of the recorder alone: the command goes too
$MMR record -q -o $TMP/orph.mmr -- sleep 30 &
rec=$!
sleep 1.5
wl=$(child_of $rec)
[ -n "$wl" ] || fail "no command under the recorder"
kill -KILL $rec
wait $rec 2>/dev/null || true
gone $wl 2 || { kill -KILL $wl; fail "the command outlived its recorder (ppid $(ps -o ppid= -p $wl))"; }
instance_gone $rec 5

# 5. SIGINT to the recorder's pid alone
t0=$(date +%s%N)
$MMR record -q -o $TMP/int.mmr -- sleep 6 &
rec=$!
sleep 1
kill -INT $rec
set +e
wait $rec
rc=$?
set -e
ms=$((($(date +%s%N) - t0) / 1000000))
[ $ms -lt 3000 ] || fail "SIGINT to the recorder: it took $ms ms to stop (the command runs 6 s)"
[ $rc = 143 ] || fail "SIGINT to the recorder: exit $rc, want 143 (the command's SIGTERM)"
$CHECK $TMP/int.mmr --lost 0 --meta duration_ns >/dev/null || fail "SIGINTed recording incomplete"
no_instance $rec

# 6. a command that cannot run: the existing output stays as it was
cp $MMR_DATA/filemap/reclaim_mmap_read-6.18-smp2.mmr $TMP/keep.mmr
sum=$(md5sum <$TMP/keep.mmr)
set +e
$MMR record -q -o $TMP/keep.mmr -- /nonexistent-cmd 2>$TMP/keep.err
rc=$?
set -e
[ $rc = 127 ] || fail "record -- /nonexistent-cmd exited $rc, want 127"
grep -q "cannot run /nonexistent-cmd: No such file or directory ($TMP/keep.mmr left as it was)" \
	$TMP/keep.err || fail "message: $(cat $TMP/keep.err)"
[ "$(md5sum <$TMP/keep.mmr)" = "$sum" ] || fail "the existing output was changed"
left=$(ls -A $TMP | grep '^\.keep' || true)
[ -z "$left" ] || fail "left beside the output: $left"
no_instance

# 7. kernel file systems
for out in $TRACING/trace /proc/sys/vm/drop_caches /sys/kernel/mm/transparent_hugepage/enabled; do
	[ -e $out ] || continue
	before=$(stat -c '%a %s' $out)
	set +e
	$MMR record -q -o $out -- true 2>$TMP/kfs.err
	rc=$?
	set -e
	[ $rc = 1 ] || fail "record -o $out exited $rc, want 1"
	grep -qE "^mmreplay record: $out: on (tracefs|procfs|sysfs), a kernel interface: not writing a trace there\$" \
		$TMP/kfs.err || fail "record -o $out: $(cat $TMP/kfs.err)"
	[ "$(stat -c '%a %s' $out)" = "$before" ] || fail "$out was changed"
done
no_instance

# 8. killed at any moment: all but the last second
for t in 1.3 2.6 3.9; do
	$MMR record -q -o $TMP/any.mmr -- "$WL" munmap-storm --seconds 8 >/dev/null &
	rec=$!
	sleep $t
	now=$(mono)
	kill -KILL $rec
	wait $rec 2>/dev/null || true
	$CHECK $TMP/any.mmr --partial --min-events 1000 $(within $now) ||
		fail "killed after $t s: more than the last second lost"
	instance_gone $rec 5
done
echo PASS
