#!/usr/bin/env bash
# Live: a trace.dat with many (buffer, CPU) streams reads as trace-cmd reads it.
# Six tracefs instances record the same events during a small workload and
# `trace-cmd extract -B ...` writes them as six buffers, so the file holds
# more streams than the trace.dat source merges by a scan (8): its heap merge
# runs, and streams end at different times, down into scan mode.  The file
# must pass dat-fidelity.sh (same per-event counts, same (timestamp, CPU,
# name) sequence, same lost markers as `trace-cmd report`).  Needs root,
# tracefs and trace-cmd (exit 77 otherwise); skipped too if fewer than 9
# streams got events (nothing that tests the heap).
set -euo pipefail
command -v trace-cmd >/dev/null || { echo "SKIP: trace-cmd not installed"; exit 77; }
[ "$(id -u)" = 0 ] || { echo "SKIP: not root"; exit 77; }
T=/sys/kernel/tracing
[ -d $T/instances ] || mount -t tracefs nodev $T 2>/dev/null || true
[ -d $T/instances ] || { echo "SKIP: no usable tracefs at $T"; exit 77; }
tmp=$(mktemp -d /tmp/mmr-dat-multi.XXXXXX)
names=()
cleanup() {
	for n in "${names[@]}"; do
		[ -d "$T/instances/$n" ] && rmdir "$T/instances/$n" 2>/dev/null
	done
	rm -rf "$tmp"
}
trap cleanup EXIT

for i in 1 2 3 4 5 6; do
	n=mmr-dat-multi-$$-$i
	mkdir "$T/instances/$n"
	names+=("$n")
	for e in sched/sched_switch kmem/mm_page_alloc kmem/mm_page_free; do
		echo 1 > "$T/instances/$n/events/$e/enable"
	done
done
for c in $(seq "$(nproc)"); do
	head -c 8000000 /dev/urandom | sha256sum > /dev/null &
done
wait
for n in "${names[@]}"; do
	echo 0 > "$T/instances/$n/tracing_on"
done
mkdir "$tmp/data"
args=()
for n in "${names[@]}"; do
	args+=(-B "$n")
done
trace-cmd extract "${args[@]}" -o "$tmp/data/multi.dat" > "$tmp/extract.log" 2>&1 ||
	{ cat "$tmp/extract.log"; echo "FAIL: trace-cmd extract"; exit 1; }

# "[instance: ]comm-pid [CPU] ..." lines: distinct (buffer, CPU) pairs with events
streams=$(trace-cmd report -N "$tmp/data/multi.dat" 2>/dev/null |
	sed -nE 's/^(mmr-dat-multi-[0-9]+-[0-9]+:)?.*\[([0-9]+)\] +[0-9]+\.[0-9]+:.*/\1 \2/p' |
	sort -u | wc -l)
echo "streams with events: $streams"
[ "$streams" -gt 8 ] || { echo "SKIP: only $streams streams with events"; exit 77; }
MMR_DATA="$tmp/data" bash "$(dirname "$0")/dat-fidelity.sh"
