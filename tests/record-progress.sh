#!/usr/bin/env bash
# record --duration shows a progress line on a terminal (system-wide recording),
# none with -q, and none when it runs a command (whose output is its progress).
set -u
[ "$(id -u)" = 0 ] || { echo "needs root"; exit 77; }
[ -d /sys/kernel/tracing/events ] || mount -t tracefs nodev /sys/kernel/tracing 2>/dev/null ||
	{ echo "no tracefs"; exit 77; }
command -v script >/dev/null || { echo "no script(1)"; exit 77; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
fail=0
line='mmreplay record: [0-9.]+ M events, [0-9.]+ M/s'
run() { MMR_PROGRESS_AFTER=0 script -qfec "$*" /dev/null </dev/null | tr '\r' '\n'; }
out=$(run "$MMR" record -o "$tmp/a.mmr" --duration 1)
grep -aqE "$line" <<<"$out" || { echo "FAIL: no progress line:"; echo "$out"; fail=1; }
out=$(run "$MMR" record -q -o "$tmp/b.mmr" --duration 1)
grep -aqE "$line" <<<"$out" && { echo "FAIL: progress despite -q"; fail=1; }
out=$(run "$MMR" record -o "$tmp/c.mmr" -- sleep 1)
grep -aqE "$line" <<<"$out" && { echo "FAIL: progress over a recorded command"; fail=1; }
exit $fail
