# Benchmark (label bench): what recording costs a workload, mmreplay against
# perf record on the same tracepoints.
#
# For munmap-storm and parallel-pagefault at a fixed amount of work
# (--iterations), each round runs the workload three ways, in turn:
#   base: unrecorded;
#   mmr:  mmreplay record -o $TMP/x.mmr -- workload   (default buffer);
#   perf: perf record -a -e <the same tracepoints> -o $TMP/x.data -- workload.
# Time = the workload's own run time (its "seconds=" line: the recorder's set-up
# and tear-down are reported apart as end-to-end wall time).  Ratios are taken
# pair by pair within a round (mmr/base, perf/base), then the median over the
# rounds.  Also: events lost and bytes per event on disk for each recorder,
# and the CPU time mmreplay's own threads spent per event (its summary line).
# Pass/fail: mmreplay's added time <= half of perf's, zero lost events,
# <= 4 bytes/event.
#
# Environment: BENCH_RUNS (default 5), BENCH_MUNMAP_ITER (default 1500),
# BENCH_PF_ITER (default 20).
. "$(dirname "$0")/record-lib.sh"

RUNS=${BENCH_RUNS:-5}
command -v perf >/dev/null || { echo "SKIP: no perf"; exit 77; }
perf record -q -e tlb:tlb_flush -o $TMP/probe.data true >/dev/null 2>&1 \
	|| { echo "SKIP: perf record -e tlb:tlb_flush does not work here"; exit 77; }

# The tracepoints of the event table that this kernel has, as mmreplay enables them.
EVENTS=$(grep -o 'X([A-Z_0-9]*, *"[a-z_]*", *"[a-z_0-9]*"' "$MMR_SRC/include/mmreplay/event.h" |
	sed -E 's/X\([A-Z_0-9]*, *"([a-z_]*)", *"([a-z_0-9]*)"/\1:\2/' | grep -v '^mmreplay:' |
	while read -r e; do
		[ -d $TRACING/events/${e%%:*}/${e#*:} ] && printf '%s,' "$e"
	done)
EVENTS=${EVENTS%,}
echo "tracepoints: $(echo "$EVENTS" | tr ',' '\n' | wc -l)"

secs() { sed -n 's/.* seconds=\([0-9.]*\).*/\1/p' "$1" | tail -1; }
now() { date +%s.%N; }
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
	else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

status=0
for spec in "munmap-storm --iterations ${BENCH_MUNMAP_ITER:-1500}" \
	    "parallel-pagefault --iterations ${BENCH_PF_ITER:-20}"; do
	set -- $spec
	wl=$1
	: >$TMP/r_mmr
	: >$TMP/r_perf
	: >$TMP/rows
	mlost=0
	plost=0
	for i in $(seq 1 $RUNS); do
		"$WL" $spec >$TMP/base.out || fail "$wl failed"
		b=$(secs $TMP/base.out)

		rm -f $TMP/x.mmr
		t0=$(now)
		$MMR record -o $TMP/x.mmr -- "$WL" $spec >$TMP/mmr.out 2>$TMP/mmr.err \
			|| fail "mmreplay record failed: $(cat $TMP/mmr.err)"
		t1=$(now)
		m=$(secs $TMP/mmr.out)
		mns=$(sed -n 's/.*recorder threads used .*, \([0-9]*\) ns per event.*/\1/p' $TMP/mmr.err)
		$CHECK $TMP/x.mmr --lost 0 >$TMP/check.out 2>&1 || true
		mev=$(sed -n 's/^events=\([0-9]*\).*/\1/p' $TMP/check.out)
		ml=$(sed -n 's/^lost=\([0-9]*\).*/\1/p' $TMP/check.out)
		mbytes=$(stat -c %s $TMP/x.mmr)
		mlost=$((mlost + ${ml:-1}))

		rm -f $TMP/x.data
		t2=$(now)
		perf record -q -a -e "$EVENTS" -o $TMP/x.data -- "$WL" $spec \
			>$TMP/perf.out 2>$TMP/perf.err || fail "perf record failed"
		t3=$(now)
		p=$(secs $TMP/perf.out)
		perf report -i $TMP/x.data --stats >$TMP/stats.out 2>/dev/null || true
		pev=$(awk '/^ *SAMPLE events:/ { print $3; exit }' $TMP/stats.out)
		pl=$(awk '/^ *LOST_SAMPLES events:/ { print $3; exit }' $TMP/stats.out)
		pl2=$(awk '/^ *LOST events:/ { print $3; exit }' $TMP/stats.out)
		pbytes=$(stat -c %s $TMP/x.data)
		plost=$((plost + ${pl:-0}))

		echo "$m $b" | awk '{ print $1 / $2 }' >>$TMP/r_mmr
		echo "$p $b" | awk '{ print $1 / $2 }' >>$TMP/r_perf
		printf '%s run %d: base %.3fs | mmreplay %.3fs (wall %.2fs) %s ev %s lost %.2f B/ev %s ns/ev CPU | perf %.3fs (wall %.2fs) %s ev %s lost-samples %s lost-records %.1f B/ev\n' \
			$wl $i $b $m $(awk -v a=$t0 -v b=$t1 'BEGIN { print b - a }') ${mev:-0} ${ml:-?} \
			$(echo "$mbytes ${mev:-1}" | awk '{ print $1 / ($2 ? $2 : 1) }') ${mns:-?} \
			$p $(awk -v a=$t2 -v b=$t3 'BEGIN { print b - a }') ${pev:-0} ${pl:-0} ${pl2:-0} \
			$(echo "$pbytes ${pev:-1}" | awk '{ print $1 / ($2 ? $2 : 1) }') | tee -a $TMP/rows
	done
	rmed=$(median <$TMP/r_mmr)
	pmed=$(median <$TMP/r_perf)
	bpe=$(awk '{ for (i = 1; i <= NF; i++) if ($i == "B/ev") { print $(i - 1); break } }' $TMP/rows | median)
	nse=$(awk '{ for (i = 1; i <= NF; i++) if ($i == "ns/ev") { print $(i - 1); break } }' $TMP/rows | median)
	verdict=$(awk -v r=$rmed -v p=$pmed -v l=$mlost -v b=$bpe 'BEGIN {
		ok = (r - 1) <= (p - 1) / 2 && l == 0 && b <= 4
		printf "%s", ok ? "PASS" : "FAIL" }')
	printf '%s: median ratio mmreplay/base %.3f (adds %.1f%%), perf/base %.3f (adds %.1f%%); mmreplay lost %d, %.2f B/ev, %s ns/ev of its own CPU; perf lost samples %d -> %s\n' \
		$wl $rmed $(awk -v r=$rmed 'BEGIN { print (r - 1) * 100 }') $pmed $(awk -v r=$pmed 'BEGIN { print (r - 1) * 100 }') \
		$mlost $bpe "${nse:-?}" $plost $verdict
	[ $verdict = PASS ] || status=1
done
no_instance
exit $status
