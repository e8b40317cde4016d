# Live: record one bundled workload at the default buffer size and check the
# file (through the library's reader): the expected event classes, zero lost
# events (footer lost.cpuN and no LOST markers), the metadata keys, the
# workload's exit status passed through, no instance left behind, and for
# munmap-storm / madvise-sweep the syscall count of the workload's thread
# against the iterations it reports.
# usage: record-workload.sh WORKLOAD CLASS...
. "$(dirname "$0")/record-lib.sh"
wl=$1
shift
out=$TMP/$wl.mmr
set +e
$MMR record -o "$out" -- "$WL" "$wl" >"$TMP/wl.out" 2>"$TMP/rec.err"
rc=$?
set -e
cat "$TMP/wl.out" "$TMP/rec.err"
no_instance
if [ $rc = 77 ]; then
	echo "SKIP: $wl cannot run on this box: $(cat "$TMP/wl.out")"
	exit 77
fi
[ $rc = 0 ] || fail "record -- $wl exited $rc"
grep -q "^$wl: " "$TMP/wl.out" || fail "no summary line from $wl"
grep -q 'lost 0 events' "$TMP/rec.err" || fail "recorder reported lost events"
args=""
for c in "$@"; do
	case $c in
	*:*) args="$args --kind $c" ;;
	*) args="$args --class $c" ;;
	esac
done
$CHECK "$out" --lost 0 --min-events 100 $args \
	--meta kernel --meta cpus --meta cpus_online --meta page_size --meta zones \
	--meta zone.0 --meta trace_clock --meta command --meta start_ns --meta duration_ns \
	--meta irq.TLB.before --meta irq.TLB.after --meta lost.cpu0 --meta overrun.cpu0 \
	--meta hypervisor --meta vmstat.before.nr_free_pages --meta vmstat.after.nr_free_pages \
	--meta sym.flush_tlb_func || fail "check of $out"
# Against what the workload itself says it did: munmap-storm's main thread
# makes one munmap per iteration, madvise-sweep's one madvise per iteration;
# the C library may add a few of its own (thread stacks), nothing else may.
pid=$(sed -n 's/.* pid=\([0-9]*\) .*/\1/p' "$TMP/wl.out")
iters=$(sed -n 's/.* iterations=\([0-9]*\) .*/\1/p' "$TMP/wl.out")
case $wl in
munmap-storm) kind=syscalls:sys_enter_munmap ;;
madvise-sweep) kind=syscalls:sys_enter_madvise ;;
*) kind= ;;
esac
if [ -n "$kind" ]; then
	$CHECK "$out" --pid-kind-range "$pid" $kind "$iters" $((iters + 8)) | grep "^pid" \
		|| fail "$kind count of pid $pid against $iters iterations"
fi
echo "PASS: $wl"
