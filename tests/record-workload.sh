# Live: record one bundled workload at the default buffer size and check the
# file (through the library's reader): the expected event classes, zero lost
# events (footer lost.cpuN and no LOST markers), the metadata keys, the
# workload's exit status passed through, and no instance left behind.
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
echo "PASS: $wl"
