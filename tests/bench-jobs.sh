#!/bin/bash
# Benchmark (label bench): replays on one thread against replays on two
# (`-j 1` / `-j 2`: the trace read and decoded on a thread of its own after
# the first 2^20 events), side by side.  Each round runs every command once
# with each, in turn (which goes first alternates), and takes their wall
# times; the ratio of the two in the same round is what is quoted, since the
# box's speed moves between rounds.  Prints per trace and command the events,
# the median wall time of each, its events/s and the median ratio with its
# extremes; first checks that the outputs are the same for both.  Fails when
# they differ, or when the median ratio over the traces of the 17-model
# replay is not above 1 (two threads must gain something there).
#
# Environment: BENCH_RUNS (rounds, default 5); BENCH_TRACES (space-separated
# .mmr files; default a 4,000,000-event trace of tests/test_mmr_gen and the
# largest bundled real trace, 232,621 events, which stays on one thread);
# BENCH_JOBS (the second side, default 2).  On real recordings, e.g. the
# fidelity suite's:
#   BENCH_TRACES="$(ls /var/tmp/mmr-fidelity/*-1.mmr)" ctest -R bench_jobs -V
set -u
command -v python3 >/dev/null || { echo "SKIP: python3 missing"; exit 77; }
T=$(mktemp -d "${TMPDIR:-/tmp}/bench-jobs.XXXXXX")
trap 'rm -rf "$T"' EXIT
if [ -z "${BENCH_TRACES:-}" ]; then
	"$MMR_BUILD/tests/test_mmr_gen" "$T/gen.mmr" 4000000 65536 >/dev/null ||
		{ echo "FAIL: test_mmr_gen"; exit 1; }
	BENCH_TRACES="$T/gen.mmr $MMR_DATA/filemap/reclaim_mmap_read-6.18-smp2.mmr"
fi
python3 - "$MMR" "${BENCH_RUNS:-5}" "${BENCH_JOBS:-2}" $BENCH_TRACES <<'PY'
import json, os, statistics, subprocess, sys, time

mmr, runs, jobs, traces = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
if os.cpu_count() < 2:
    print("SKIP: one CPU")
    sys.exit(77)
all17 = []
for m in subprocess.run([mmr, "models"], check=True, capture_output=True,
                        text=True).stdout.splitlines():
    if m and m[0].islower() and " " not in m and m == m.strip():
        all17 += ["-m", m]
cmds = {
    "replay (5 TLB)": ["replay", "-q", "--json"],
    f"replay ({len(all17) // 2} models)": ["replay", "-q", "--json"] + all17,
    "diff": ["diff", "-q", "--json"],
}

def run(cmd):
    t0 = time.perf_counter()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return time.perf_counter() - t0, out

bad = 0
many = []
print(f"{'trace':<34} {'command':<18} {'events':>10} {'-j 1 s':>8} {'-j ' + jobs + ' s':>8}"
      f" {'M ev/s':>7} {'M ev/s':>7} {'ratio (min .. max)':>22}")
for tr in traces:
    info = json.loads(subprocess.run([mmr, "info", tr, "--json", "-q"], check=True,
                                     capture_output=True, text=True).stdout)
    events = info["events"]["total"] if isinstance(info.get("events"), dict) else info["events"]
    for name, args in cmds.items():
        one = [mmr, args[0], tr, "-j", "1"] + args[1:]
        two = [mmr, args[0], tr, "-j", jobs] + args[1:]
        t1, o1 = run(one)
        t2, o2 = run(two)
        if o1 != o2:
            print(f"FAIL: {tr} {name}: -j 1 and -j {jobs} print different results")
            bad = 1
            continue
        a, b = [], []
        for i in range(runs):
            for first in ((one, a), (two, b)) if i % 2 == 0 else ((two, b), (one, a)):
                first[1].append(run(first[0])[0])
            # the pair of this round is the last of each list
        ratios = sorted(x / y for x, y in zip(a, b))
        ma, mb = statistics.median(a), statistics.median(b)
        print(f"{os.path.basename(tr):<34} {name:<18} {events:>10} {ma:>8.3f} {mb:>8.3f}"
              f" {events / ma / 1e6:>7.1f} {events / mb / 1e6:>7.1f}"
              f" {statistics.median(ratios):>8.3f} ({ratios[0]:.2f} .. {ratios[-1]:.2f})")
        if "models)" in name:
            many.append(statistics.median(ratios))
print("ratio: the -j 1 wall time over the -j %s one of the same round (above 1: faster)" % jobs)
if many and statistics.median(many) <= 1.0:
    print(f"FAIL: the 17-model replays: median ratio {statistics.median(many):.3f}, no faster")
    bad = 1
sys.exit(bad)
PY
