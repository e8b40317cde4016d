# Live: record --settle-pcp.
# - after parallel-pagefault has filled the per-cpu lists (thousands of pages
#   here), the recording starts with under a quarter of them, says
#   pcp_settled=1 and pcp_settle_ms (and so does stderr), and
#   vm.percpu_pagelist_high_fraction is back to what it was;
# - SIGKILL while the fraction is raised: the guardian puts it back;
# - SIGINT while it is raised: the recorder puts it back itself;
# - no tracefs instance is left behind.
. "$(dirname "$0")/record-lib.sh"

FRAC=/proc/sys/vm/percpu_pagelist_high_fraction
RAISED=2147483647
[ -w $FRAC ] || { echo "SKIP: $FRAC not writable"; exit 77; }
read -r orig < $FRAC
trap 'echo "$orig" > $FRAC; rm -rf "$TMP"' EXIT

# all pages on the per-cpu lists now, from /proc/zoneinfo
pcp_pages() {
	awk '$1 == "count:" { n += $2 } END { print n + 0 }' /proc/zoneinfo
}
fill() {
	"$WL" parallel-pagefault --iterations 2 >/dev/null || fail "parallel-pagefault failed"
}

fill
before=$(pcp_pages)
$MMR record --settle-pcp -o $TMP/s.mmr -- true 2>$TMP/s.err || fail "record --settle-pcp exited $?"
grep -Eq '^mmreplay record: per-cpu page lists at their floor in [0-9]+ ms \([0-9]+ pages\)$' \
	$TMP/s.err || { cat $TMP/s.err; fail "no line saying the lists were settled"; }
read -r now < $FRAC
[ "$now" = "$orig" ] || fail "percpu_pagelist_high_fraction is $now after the recording, was $orig"
meta=$($CHECK $TMP/s.mmr --dump-meta)
echo "$meta" | grep -qx 'meta pcp_settled=1' || fail "no pcp_settled=1 in the metadata"
echo "$meta" | grep -q '^meta pcp_settle_ms=[0-9][0-9]*$' || fail "no pcp_settle_ms in the metadata"
after=$(echo "$meta" | sed -n 's/^meta zone\.[0-9]*\.pcp_count=//p' | tr ',' '\n' |
	awk '{ n += $1 } END { print n + 0 }')
echo "per-cpu lists: $before pages before, $after at the start of the recording"
if [ "$before" -ge 2000 ]; then
	[ $((after * 4)) -lt "$before" ] ||
		fail "the recording starts with $after pages on the per-cpu lists, $before before"
else
	echo "note: only $before pages on the lists before: the size check is skipped"
fi
no_instance

# Start a settling recorder and return once the fraction is raised (its pid
# in $rec), or fail after 5 tries.
catch_settle() {
	local try v
	for try in 1 2 3 4 5; do
		fill
		$MMR record -q --settle-pcp -o $TMP/k.mmr -- true >/dev/null 2>&1 &
		rec=$!
		while kill -0 $rec 2>/dev/null; do
			read -r v < $FRAC
			[ "$v" = $RAISED ] && return 0
		done
		wait $rec || true
	done
	fail "never saw the fraction raised in 5 recordings"
}
# The fraction is back to $orig within 5 s.
restored() {
	local i v
	for i in $(seq 50); do
		read -r v < $FRAC
		[ "$v" = "$orig" ] && return 0
		sleep 0.1
	done
	fail "$1: percpu_pagelist_high_fraction is still $v, was $orig"
}

catch_settle
kill -KILL $rec
wait $rec 2>/dev/null || true
restored "SIGKILL while settling"

catch_settle
kill -INT $rec
wait $rec 2>/dev/null || true
restored "SIGINT while settling"
# the guardian may still be removing the killed recorder's instance
for i in $(seq 50); do
	[ -z "$(ls $TRACING/instances | grep '^mmreplay-[0-9]*-' || true)" ] && break
	sleep 0.1
done
no_instance
echo "PASS"
