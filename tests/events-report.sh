#!/usr/bin/env bash
# `mmreplay events` against trace-cmd's own reading of the same trace.dat:
# for every fixture tests/data/*.dat, the tlb:tlb_flush and sched:sched_switch
# events come out with the same time (ns after the first of them), CPU and
# field values (reason, pages; prev_pid, next_pid, prev_prio, prev_state,
# next_prio) in the same order as `trace-cmd report -R` prints them.  Also:
# -e, --cpu, --pid and --time select as they say, and bad arguments are
# refused with exit 2.  Needs trace-cmd and python3 (exit 77 without).
set -euo pipefail
command -v trace-cmd >/dev/null || { echo "trace-cmd not installed: skipped"; exit 77; }
command -v python3 >/dev/null || { echo "python3 not installed: skipped"; exit 77; }
MMR=${MMR_BUILD:?}/mmreplay
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

for f in "${MMR_DATA:?}"/*.dat; do
	b=$(basename "$f")
	"$MMR" events "$f" -e tlb:tlb_flush,sched:sched_switch > "$tmp/ours"
	trace-cmd report -N -t -R "$f" > "$tmp/report" 2>/dev/null
	if ! python3 - "$tmp/ours" "$tmp/report" "$b" <<'PY'; then fail=1; fi
import re, sys
ours_f, rep_f, name = sys.argv[1:4]
keys = {'tlb_flush': ('reason', 'pages'),
        'sched_switch': ('prev_pid', 'prev_prio', 'prev_state', 'next_pid', 'next_prio')}
def norm(v):
    return int(v, 16) if v.startswith('0x') else int(v)
ours = []
for line in open(ours_f):
    p = line.split()
    ts = int(p[0].replace('.', ''))
    ev = p[4].split(':')[1]
    fields = dict(kv.split('=', 1) for kv in p[5:])
    ours.append((ts, int(p[1]), ev, tuple(norm(fields[k]) for k in keys[ev])))
rep = []
pat = re.compile(r'\[(\d+)\]\s+(\d+)\.(\d+):\s+(tlb_flush|sched_switch):\s+(.*)$')
for line in open(rep_f):
    m = pat.search(line)
    if not m:
        continue
    fields = dict(re.findall(r'(\w+)=(\S+)', m.group(5)))
    rep.append((int(m.group(2)) * 10**9 + int(m.group(3).ljust(9, '0')), int(m.group(1)),
                m.group(4), tuple(norm(fields[k]) for k in keys[m.group(4)])))
if not rep:
    print('%s: trace-cmd printed no tlb_flush or sched_switch' % name)
    sys.exit(1)
def rel(seq):
    return [(e[0] - seq[0][0],) + e[1:] for e in seq]
a, b = rel(ours), rel(rep)
if len(a) != len(b):
    print('%s: %d events, trace-cmd %d' % (name, len(a), len(b)))
    sys.exit(1)
for i, (x, y) in enumerate(zip(a, b)):
    if tuple(x) != tuple(y):
        print('%s: event %d: ours %s, trace-cmd %s' % (name, i, x, y))
        sys.exit(1)
print('%s: %d events agree with trace-cmd report' % (name, len(a)))
PY
done

# the selections, on the first fixture
f=$(ls "$MMR_DATA"/*.dat | head -1)
"$MMR" events "$f" > "$tmp/all"
all=$(wc -l < "$tmp/all")
tlb=$(awk '$5 ~ /^tlb:/' "$tmp/all" | wc -l)
sel=$("$MMR" events "$f" -e tlb: | wc -l)
[ "$sel" = "$tlb" ] && [ "$tlb" -gt 0 ] || { echo "FAIL: -e tlb: gave $sel lines, $tlb tlb lines in all"; fail=1; }
c1=$(awk '$2 == 1' "$tmp/all" | wc -l)
sel=$("$MMR" events "$f" --cpu 1 | wc -l)
[ "$sel" = "$c1" ] && [ "$c1" -gt 0 ] || { echo "FAIL: --cpu 1 gave $sel lines, $c1 in all"; fail=1; }
pid=$(awk '$3 > 0 { print $3; exit }' "$tmp/all")
np=$(awk -v p="$pid" '$3 == p || $4 == p' "$tmp/all" | wc -l)
sel=$("$MMR" events "$f" --pid "$pid" | wc -l)
[ "$sel" = "$np" ] || { echo "FAIL: --pid $pid gave $sel lines, $np in all"; fail=1; }
nt=$(awk '$1 >= 0.001 && $1 < 0.002' "$tmp/all" | wc -l)
sel=$("$MMR" events "$f" --time 0.001..0.002 | wc -l)
[ "$sel" = "$nt" ] || { echo "FAIL: --time 0.001..0.002 gave $sel lines, $nt in all"; fail=1; }
[ "$all" -gt "$sel" ] || { echo "FAIL: the selections selected nothing out of $all"; fail=1; }
for bad in "-e nosuch" "-e tlb:nosuch" "--cpu x" "--time 2..1" "--pid -3"; do
	set +e
	# shellcheck disable=SC2086
	"$MMR" events "$f" $bad > /dev/null 2> "$tmp/err"
	rc=$?
	set -e
	[ $rc = 2 ] || { echo "FAIL: events $bad: exit $rc, not 2 (usage)"; fail=1; }
	grep -q '^mmreplay events: ' "$tmp/err" || { echo "FAIL: events $bad: no error message"; fail=1; }
done
exit $fail
