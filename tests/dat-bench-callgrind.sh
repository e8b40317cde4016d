#!/usr/bin/env bash
# Benchmark (label bench): instructions per record of the trace.dat source
# against a bare tracecmd_iterate_events_multi() loop, counted by callgrind
# (stable on a shared machine, unlike times).  For each FILE (default: every
# tests/data/*.dat), both sides of bench_dat --only run under
# --toggle-collect: reading alone (bare_read / source_read) and the whole pass
# (bare_pass / source_pass: open, read, close).  The ratio is bare / source
# instructions, i.e. the source's rate relative to the bare loop's if both
# ran at the same instructions per cycle.  Exit 1 when reading alone is below
# 0.9 on any file.  Needs valgrind (exit 77 without it).
#   dat-bench-callgrind.sh [FILE.dat...]
set -euo pipefail
command -v valgrind >/dev/null || { echo "valgrind not installed: skipped"; exit 77; }
BENCH=${MMR_BUILD:?}/tests/bench_dat
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- "${MMR_DATA:?}"/*.dat
fail=0

# instructions collected inside function $3 while running side $1 on file $2
count() {
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg" --toggle-collect="$3" \
		"$BENCH" --only "$1" "$2" 1 > "$tmp/out" 2> "$tmp/err"
	sed -nE 's/.*Collected : ([0-9]+).*/\1/p' "$tmp/err"
}

printf '%-40s %8s  %10s %10s %6s  %10s %10s %6s\n' file records \
	"bare rd" "ours rd" ratio "bare all" "ours all" ratio
for f in "$@"; do
	br=$(count bare "$f" bare_read)
	n=$(sed -nE 's/^bare: ([0-9]+) records.*/\1/p' "$tmp/out")
	sr=$(count source "$f" source_read)
	m=$(sed -nE 's/^source: ([0-9]+) records.*/\1/p' "$tmp/out")
	ba=$(count bare "$f" bare_pass)
	sa=$(count source "$f" source_pass)
	if [ "$n" != "$m" ] || [ "$n" -eq 0 ]; then
		echo "$f: record counts differ: bare $n, source $m"
		fail=1
		continue
	fi
	line=$(awk -v n="$n" -v br="$br" -v sr="$sr" -v ba="$ba" -v sa="$sa" -v f="$(basename "$f")" \
		'BEGIN { printf "%-40s %8d  %10.1f %10.1f %6.3f  %10.1f %10.1f %6.3f\n", f, n,
			 br / n, sr / n, br / sr, ba / n, sa / n, ba / sa }')
	echo "$line"
	awk -v br="$br" -v sr="$sr" 'BEGIN { exit !(br / sr < 0.9) }' && fail=1
done
echo "(instructions per record; ratio = bare / ours; goal: read ratio >= 0.9)"
exit $fail
