#!/bin/bash
# Benchmark (label bench): one `mmreplay sweep` of ten values against the ten
# `mmreplay replay -m MODEL:PARAM=V` it stands for, on the largest bundled
# trace (filemap/reclaim_mmap_read-6.18-smp2.mmr, 232,621 events), side by
# side: each round runs the sweep and the ten replays, in turn (which goes
# first alternates), and takes the ratio of their CPU times (user + system of
# the processes, which another busy core does not inflate) and of their wall
# times.  Prints each round and the medians; fails when the median CPU ratio
# is not below 0.5 (the sweep should cost well under the sum of the replays),
# or when the sweep's totals are not the replays'.
#
# Environment: BENCH_RUNS (rounds, default 5), BENCH_TRACE (another trace),
# BENCH_SWEEP ("MODEL PARAM V1,...,V10", default pfn-tracking batch 1..512).
set -u
command -v python3 >/dev/null || { echo "SKIP: python3 missing"; exit 77; }
exec python3 - "$MMR" "${BENCH_TRACE:-$MMR_DATA/filemap/reclaim_mmap_read-6.18-smp2.mmr}" \
	"${BENCH_RUNS:-5}" ${BENCH_SWEEP:-pfn-tracking batch 1,2,4,8,16,32,64,128,256,512} <<'PY'
import os, resource, statistics, subprocess, sys, time

mmr, trace, runs, model, param, values = sys.argv[1], sys.argv[2], int(sys.argv[3]), *sys.argv[4:7]
values = values.split(",")
sweep = [mmr, "sweep", trace, model, f"{param}={','.join(values)}", "--csv", "-q"]
singles = [[mmr, "replay", trace, "-m", f"{model}:{param}={v}", "--csv", "-q"] for v in values]

def run(cmds):
    """CPU seconds (user + system of the children) and wall seconds of @cmds, and their outputs."""
    r0, t0 = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    outs = [subprocess.run(c, check=True, capture_output=True, text=True).stdout for c in cmds]
    r1, t1 = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime), t1 - t0, outs

# the same numbers first: the sweep's totals are the single replays'
_, _, (s_out,) = run([sweep])
_, _, r_outs = run(singles)
want = {}
for v, out in zip(values, r_outs):
    for line in out.splitlines()[1:]:
        label, metric, scope, _, total = line.rsplit(",", 4)
        if scope == "total":
            want[(v, metric)] = total
got = {tuple(l.split(",")[:2]): l.split(",")[2] for l in s_out.splitlines()[1:]}
if got != want:
    print("FAIL: the sweep's totals are not those of the single replays")
    sys.exit(1)

print(f"trace: {trace}")
print(f"sweep: {' '.join(sweep[1:])}")
print(f"against: {len(singles)} x replay {trace} -m {model}:{param}=V --csv -q")
cpu, wall = [], []
for k in range(runs):
    if k % 2 == 0:
        sc, sw, _ = run([sweep])
        rc, rw, _ = run(singles)
    else:
        rc, rw, _ = run(singles)
        sc, sw, _ = run([sweep])
    cpu.append(sc / rc)
    wall.append(sw / rw)
    print(f"round {k + 1}: sweep {sc * 1e3:7.1f} ms CPU {sw * 1e3:7.1f} ms wall;"
          f" {len(singles)} replays {rc * 1e3:7.1f} ms CPU {rw * 1e3:7.1f} ms wall;"
          f" ratio CPU {sc / rc:.3f} wall {sw / rw:.3f}")
m = statistics.median(cpu)
print(f"median ratio, sweep / sum of {len(singles)} replays: CPU {m:.3f}"
      f" ({min(cpu):.3f} .. {max(cpu):.3f}), wall {statistics.median(wall):.3f}"
      f" ({min(wall):.3f} .. {max(wall):.3f}) over {runs} rounds")
if not m < 0.5:
    print("FAIL: the sweep costs at least half the single replays")
    sys.exit(1)
PY
