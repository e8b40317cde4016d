#!/bin/bash
# -j N (issue 23): with 2 or more jobs the trace is read and decoded on a
# thread of its own; every output must be the one of -j 1, byte for byte,
# exit status and stderr too: real traces with CPU masks in their events
# (ipi_send_cpumask, whose bits the reader must copy before it reads on),
# past the first 2^20 events (the reader thread starts after them),
# a trace cut short (the events before the cut are replayed, then the same
# message), a scenario with an error in its middle, and a trace of more
# events than the reader's ring holds.  And -j's own errors.
NAME=engine-jobs
. "$(dirname "$0")/mmr-lib.sh"

# a trace of 1,200,000 events, beyond the first 2^20 that a replay takes on
# one thread (replay/engine-ahead.c): many slots of the ring, wrapped, and
# an ipi_send_cpumask in every munmap (its mask must outlive the source's
# window)
{
	echo '#! cpus=4 kernel=6.18 hypervisor=none'
	echo '10000 0 0 sched:sched_switch prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=0 next_comm=app next_pid=200 next_prio=120'
	awk 'BEGIN { m[0] = "1-3"; m[1] = "2,3"; m[2] = "1"; m[3] = "1,3"
		for (i = 0; i < 300000; i++) {
		t = 20000 + i * 1000
		printf "%d 0 200/200 syscalls:sys_enter_munmap addr=0x7f%010x len=4096\n", t, i * 4096
		printf "%d 0 200/200 tlb:tlb_flush reason=4 pages=1\n", t + 100
		printf "%d 0 200/200 ipi:ipi_send_cpumask cpumask=%s callsite=on_each_cpu_cond_mask callback=generic_smp_call_function_single_interrupt\n", t + 200, m[i % 4]
		printf "%d 0 200/200 syscalls:sys_exit_munmap ret=0\n", t + 400 } }'
} >"$T/long.mms"
"$MMR" convert -q "$T/long.mms" -o "$T/long.mmr" || fail "convert long.mms"
rm -f "$T/long.mms"
# the same cut short inside its last block: past 2^20 events still
offs=$(grep -obUa EVBK "$T/long.mmr" | cut -d: -f1)
last=$(echo "$offs" | tail -1)
head -c $((last + 100)) "$T/long.mmr" >"$T/cut.mmr"

inputs=("$MMR_DATA/tlb-real/munmap_storm-6.12-smp4.mmr"
	"$MMR_DATA/tlb-real/reclaim_mmap_read-6.12-smp4.mmr"
	"$MMR_DATA/filemap/reclaim_mmap_read-6.18-smp2.mmr"
	"$MMR_DATA/wl-v7.dat" "$MMR_DATA/perf-munmap.data" "$MMR_DATA/mms/all-events.mms"
	"$T/long.mmr" "$T/cut.mmr")
for e in "$MMR_DATA"/mms/errors/*.mms; do
	inputs+=("$e")
	break
done
grep -q 'ipi_send_cpumask' <("$MMR" info "${inputs[0]}" 2>&1) ||
	fail "${inputs[0]} has no ipi_send_cpumask: pick a fixture with CPU masks"

run() { # OUT, then the command: stdout, stderr and the exit status into OUT
	local out=$1 rc=0
	shift
	"$MMR" "$@" >"$out" 2>"$out.err" || rc=$?
	echo "exit $rc" >>"$out"
	cat "$out.err" >>"$out"
}
n=0
for in in "${inputs[@]}"; do
	for args in "replay @ -q" "replay @ -q --json --window 10" "diff @ -q" \
		"diff @ -q --json --by process" "diff @ -q --per-cpu --time 0.1..0.5" \
		"sweep @ pfn-tracking batch=1,8,64 -q"; do
		set -- ${args/@/$in}
		cmd=$1
		shift
		run "$T/j1" "$cmd" "$@" -j 1
		for j in 2 3; do
			run "$T/j$j" "$cmd" "$@" -j "$j"
			cmp -s "$T/j1" "$T/j$j" ||
				fail "$cmd $* -j $j differs from -j 1: $(diff "$T/j1" "$T/j$j" | head -5)"
			n=$((n + 1))
		done
	done
done
# the default (2 jobs on a machine of 2 CPUs) is the same as well
run "$T/j1" diff -q "${inputs[0]}" -j 1
run "$T/jd" diff -q "${inputs[0]}"
cmp -s "$T/j1" "$T/jd" || fail "diff without -j differs from -j 1"
# the long trace replays every munmap (one local flush each for
# flush-per-page) and counts every IPI of its masks: 300,000 x 2 on average
"$MMR" replay -q -j 2 -m flush-per-page "$T/long.mmr" | grep -q '^tlb.local_flush  *300000$' ||
	fail "-j 2 of the long trace: $("$MMR" replay -q -j 2 -m flush-per-page "$T/long.mmr" 2>&1)"
"$MMR" diff -q -j 2 "$T/long.mmr" | grep -q '^  ipi.physical  *600000$' ||
	fail "-j 2 of the long trace, ipi.physical: $("$MMR" diff -q -j 2 "$T/long.mmr" 2>&1 | grep ipi)"
"$MMR" replay -q -j 2 -m flush-per-page "$T/cut.mmr" 2>"$T/err" >/dev/null
grep -q 'is cut short' "$T/err" || fail "-j 2 of the cut trace: $(cat "$T/err")"

# the option's own errors
for bad in 0 x 65 -1 2x ''; do
	out=$("$MMR" replay -q "${inputs[0]}" -j "$bad" 2>&1) && fail "-j '$bad' was taken"
	case "$out" in
	*"want a number of threads from 1 to 64"* | *"-j needs an argument"*) ;;
	*) fail "-j '$bad': $out" ;;
	esac
done
"$MMR" replay -q "${inputs[0]}" -j2 >/dev/null || fail "-j2 (joined) refused"
"$MMR" diff -q "${inputs[0]}" --jobs=1 >/dev/null || fail "--jobs=1 refused"
"$MMR" replay --help | grep -q -- '-j, --jobs N' || fail "replay --help says nothing of -j"
[ $n -gt 90 ] || fail "only $n comparisons"
echo PASS
