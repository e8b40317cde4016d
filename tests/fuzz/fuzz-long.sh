#!/usr/bin/env bash
# One fuzzing campaign (ctest label fuzz-long):
#   fuzz-long.sh FUZZER OUTDIR SECONDS CORPUS...
# Fuzzes at nice 19 for SECONDS (or, with FUZZ_RUNS=N in the environment,
# until N executions), starting from the CORPUS directories (left unchanged:
# new inputs go to OUTDIR/new; a missing one is skipped).  Any crash, leak,
# timeout or allocation past the limits fails the test and is left in OUTDIR;
# keep it in tests/fuzz/corpus-<target>/ once fixed.
set -euo pipefail
bin=$1 out=$2 secs=$3
shift 3
corpus=()
for d in "$@"; do [ -d "$d" ] && corpus+=("$d"); done
[ -x "$bin" ] || { echo "FAIL: $bin not built (cmake --build BUILD --target fuzzers)"; exit 1; }
mkdir -p "$out/new"
rm -f "$out"/crash-* "$out"/leak-* "$out"/oom-* "$out"/timeout-* "$out"/slow-unit-*
set +e
limit=(-max_total_time="$secs")
[ -n "${FUZZ_RUNS:-}" ] && limit=(-runs="$FUZZ_RUNS")
nice -n 19 "$bin" "${limit[@]}" -rss_limit_mb=2048 -malloc_limit_mb=1024 \
	-timeout=20 -print_final_stats=1 -artifact_prefix="$out/" "$out/new" "${corpus[@]}" \
	2>"$out/log"
rc=$?
set -e
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$out/log" || true
found=$(ls "$out" | grep -E '^(crash|leak|oom|timeout)-' || true)
if [ $rc -ne 0 ] || [ -n "$found" ]; then
	tail -n 60 "$out/log"
	echo "FAIL: $(basename "$bin") exit $rc; findings in $out: ${found:-none}"
	exit 1
fi
echo PASS
