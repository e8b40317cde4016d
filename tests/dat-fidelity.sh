#!/usr/bin/env bash
# Fidelity of the trace.dat source against trace-cmd's own reading of the same
# files: for every fixture tests/data/*.dat,
#  1. per-tracepoint counts (understood + counted-as-unknown) equal the
#     number of lines `trace-cmd report` prints per event name;
#  2. the understood events come out as the same (timestamp, CPU, name)
#     sequence, in the same order, as report prints them;
#  3. lost-event markers equal report's "CPU:N [X EVENTS DROPPED]" lines.
# Needs trace-cmd (exit 77 without it).
set -euo pipefail
command -v trace-cmd >/dev/null || { echo "trace-cmd not installed: skipped"; exit 77; }
DUMP=${MMR_BUILD:?}/tests/test_dat_dump
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0

for f in "${MMR_DATA:?}"/*.dat; do
	n=$((n + 1))
	b=$(basename "$f")
	"$DUMP" "$f" > "$tmp/ours"
	trace-cmd report -N -t "$f" > "$tmp/report" 2>/dev/null

	# report: "[instance: ]comm-pid [CPU] sec.nsec: name: fields"
	awk 'match($0, /\[[0-9]+\] +[0-9]+\.[0-9]+: +[^ :]+:/) {
		s = substr($0, RSTART, RLENGTH); sub(/:$/, "", s)
		n = split(s, a, / +/); cpu = a[1]; gsub(/[][]/, "", cpu)
		ts = a[2]; sub(/:$/, "", ts)
		print ts, cpu + 0, a[n] }' "$tmp/report" > "$tmp/report.ev"
	awk '{ c[$3]++ } END { for (k in c) print k, c[k] }' "$tmp/report.ev" | sort > "$tmp/report.count"
	awk '$1 == "E" { split($4, a, ":"); c[a[2]]++ }
	     $1 == "U" { split($2, a, ":"); c[a[2]] += $3 }
	     END { for (k in c) print k, c[k] }' "$tmp/ours" | sort > "$tmp/ours.count"
	if ! diff -u "$tmp/report.count" "$tmp/ours.count" > "$tmp/d"; then
		echo "$b: per-tracepoint counts differ (- trace-cmd report, + mmreplay):"
		cat "$tmp/d"
		fail=1
	fi

	awk '$1 == "E" { split($4, a, ":"); print $2, $3, a[2] }' "$tmp/ours" > "$tmp/ours.ev"
	awk '$1 == "E" { split($4, a, ":"); print a[2] }' "$tmp/ours" | sort -u > "$tmp/known"
	awk 'NR == FNR { k[$1] = 1; next } ($3 in k)' "$tmp/known" "$tmp/report.ev" > "$tmp/report.known"
	if ! diff -u "$tmp/report.known" "$tmp/ours.ev" > "$tmp/d"; then
		echo "$b: event sequence differs (- trace-cmd report, + mmreplay):"
		head -20 "$tmp/d"
		fail=1
	fi

	sed -nE 's/.*CPU:([0-9]+) \[([0-9]+ )?EVENTS DROPPED\].*/L \1 \2/p' "$tmp/report" |
		awk '{ print "L", $2, ($3 == "" ? 0 : $3) }' | sort > "$tmp/report.lost"
	grep '^L ' "$tmp/ours" | sort > "$tmp/ours.lost" || true
	if ! diff -u "$tmp/report.lost" "$tmp/ours.lost" > "$tmp/d"; then
		echo "$b: lost-event markers differ (- trace-cmd report, + mmreplay):"
		cat "$tmp/d"
		fail=1
	fi
	echo "$b: $(wc -l < "$tmp/report.ev") events, $(grep -c '^E ' "$tmp/ours") understood," \
		"$(wc -l < "$tmp/report.lost") lost markers"
done
[ "$n" -gt 0 ] || { echo "no fixtures in $MMR_DATA"; exit 1; }
exit $fail
