#!/usr/bin/env bash
# perf.data input (replay/source-perf.c) on the fixtures of tests/data/README
# ("perf.data fixtures"), held to `perf script` as the independent reader:
#  - `mmreplay info`'s events per tracepoint equal perf script's counts, and
#    the events come out in perf script's order with its times and CPUs;
#  - decoded values: the tlb_flush (reason, pages) histogram, the
#    page_fault_user error codes, the munmap lengths;
#  - the replay of the perf.data equals the replay of a .mms scenario written
#    from perf script's text of the same file (another reader, another
#    decoder): `mmreplay diff --json` and `replay --json` give the same numbers;
#  - lost events: LOST records become markers and lost.cpuN (perf's own
#    per-CPU sums);
#  - refusals with a clear message: a perf.data without tracepoints, pipe
#    mode, the other byte order, compressed records, a text file (not a
#    trace); cut and byte-flipped files are refused or read, never a crash.
# Without perf installed, the comparisons use the counts perf script gave
# when the fixtures were made (tests/data/README).
set -euo pipefail
MMR=${MMR:-${MMR_BUILD:?}/mmreplay}
DUMP=${MMR_BUILD:?}/tests/test_dat_dump
D=${MMR_DATA:?}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
say() { echo "FAIL $*"; fail=1; }
PERF=${MMR_PERF:-perf}   # MMR_PERF=none: as on a machine without perf
have_perf=0
if command -v "$PERF" >/dev/null && "$PERF" script -i "$D/perf-munmap.data" -F event >/dev/null 2>&1; then
	have_perf=1
fi

# ---- counts per tracepoint: info vs perf script (or the recorded figures)
counts_info() { "$MMR" info "$1" | awk '/^events per tracepoint/{on=1; next} on && NF==0{exit}
	on && $1 != "mmreplay:lost_events" {print $1, $2}' | sort; }
counts_perf() { "$PERF" script -i "$1" -F event 2>/dev/null | sed -E 's/^ *//; s/: *$//' | sort |
	uniq -c | awk '{print $2, $1}' | sort; }
for f in perf-munmap perf-lost; do
	counts_info "$D/$f.data" > "$tmp/$f.info"
	if [ "$have_perf" = 1 ]; then
		counts_perf "$D/$f.data" > "$tmp/$f.perf"
	else
		sed -nE "s/^  $f\.data +([a-z_]+:[a-z_]+) +([0-9]+)$/\1 \2/p" "$D/README" | sort \
			> "$tmp/$f.perf"
	fi
	[ -s "$tmp/$f.perf" ] || say "$f: no reference counts"
	if ! diff -u "$tmp/$f.perf" "$tmp/$f.info" > "$tmp/d"; then
		say "$f: events per tracepoint differ from perf script's:"; cat "$tmp/d"
	fi
	echo "$f: $(tr '\n' ' ' < "$tmp/$f.info")"
done

# ---- order, times, CPUs and decoded values against perf script's text
if [ "$have_perf" = 1 ]; then
	f=$D/perf-munmap.data
	"$DUMP" "$f" > "$tmp/dump"
	awk '/^E /{print $2, $3, $4}' "$tmp/dump" > "$tmp/ours.seq"
	"$PERF" script -i "$f" -F cpu,time,event --ns 2>/dev/null |
		awk '{gsub(/[][]/, "", $1); sub(/:$/, "", $2); sub(/:$/, "", $3); print $2, $1 + 0, $3}' \
		> "$tmp/perf.seq"
	if ! cmp -s "$tmp/perf.seq" "$tmp/ours.seq"; then
		say "event order/time/CPU differs from perf script:"
		diff "$tmp/perf.seq" "$tmp/ours.seq" | head -5
	fi
	echo "order: $(wc -l < "$tmp/ours.seq") events in perf script's order, times and CPUs"
	"$PERF" script -i "$f" -F trace 2>/dev/null > "$tmp/trace"
	# tlb_flush (reason, pages): "pages:N reason:text (R)" / "reason=R pages=N"
	sed -nE 's/.*pages:(-?[0-9]+) reason:.*\(([0-9]+)\)$/\2 \1/p' "$tmp/trace" |
		sort | uniq -c > "$tmp/tlb.perf"
	sed -nE 's/^E .* tlb:tlb_flush .*reason=([0-9]+) pages=(-?[0-9]+).*/\1 \2/p' "$tmp/dump" |
		sort | uniq -c > "$tmp/tlb.ours"
	cmp -s "$tmp/tlb.perf" "$tmp/tlb.ours" ||
		{ say "tlb_flush (reason, pages) histogram differs"; diff "$tmp/tlb.perf" "$tmp/tlb.ours"; }
	echo "tlb_flush reasons: $(awk '{n[$2] += $1} END {for (r in n) printf "%s:%d ", r, n[r]}' \
		"$tmp/tlb.ours")"
	sed -nE 's/.*address=(0x[0-9a-f]+) ip=(0x[0-9a-f]+) error_code=(0x[0-9a-f]+).*/\1 \2 \3/p' \
		"$tmp/trace" | while read -r a i e; do printf '%d %d %d\n' "$a" "$i" "$e"; done \
		> "$tmp/pf.perf"
	sed -nE 's/^E .* exceptions:page_fault_user .*address=([0-9]+) ip=([0-9]+) error_code=([0-9]+).*/\1 \2 \3/p' \
		"$tmp/dump" > "$tmp/pf.ours"
	if [ ! -s "$tmp/pf.ours" ] || ! cmp -s "$tmp/pf.perf" "$tmp/pf.ours"; then
		say "page_fault_user address/ip/error_code differ"
		diff "$tmp/pf.perf" "$tmp/pf.ours" | head -4
		head -2 "$tmp/pf.ours"
	fi
	sed -nE 's/.*addr: (0x[0-9a-f]+), len: (0x[0-9a-f]+)$/\1 \2/p' "$tmp/trace" |
		while read -r a l; do printf '%d %d\n' "$a" "$l"; done > "$tmp/mu.perf"
	sed -nE 's/^E .* syscalls:sys_enter_munmap .*addr=([0-9]+) len=([0-9]+).*/\1 \2/p' \
		"$tmp/dump" > "$tmp/mu.ours"
	if [ ! -s "$tmp/mu.ours" ] || ! cmp -s "$tmp/mu.perf" "$tmp/mu.ours"; then
		say "sys_enter_munmap addr/len differ"; diff "$tmp/mu.perf" "$tmp/mu.ours" | head -4
		head -2 "$tmp/mu.ours"
	fi
	echo "values: $(wc -l < "$tmp/pf.ours") page faults, $(wc -l < "$tmp/mu.ours") munmaps match"

	# ---- the replay: perf.data vs a scenario written from perf script's text
	{
		echo "#! cpus=$("$MMR" info "$f" | awk '$1 == "cpus" {print $2}')" \
			"kernel=$("$MMR" info "$f" | awk '$1 == "kernel" {print $2}')" \
			"page_size=4096 tracepoints=$("$PERF" script -i "$f" -F event 2>/dev/null |
				sed -E 's/^ *//; s/: *$//' | sort -u | paste -sd,)"
		# perf script prints pid/tid; the .mms task column is the thread (common_pid)
		"$PERF" script -i "$f" -F pid,tid,cpu,time,event,trace --ns 2>/dev/null | awk '
		function flags(s,  v, n, i, parts) {
			v = 0
			if (s ~ /\+$/) { v += 256; sub(/\+$/, "", s) }
			n = split(s, parts, "|")
			for (i = 1; i <= n; i++)
				v += st[parts[i]]
			return v
		}
		BEGIN { st["S"] = 1; st["D"] = 2; st["T"] = 4; st["t"] = 8; st["X"] = 16
			st["Z"] = 32; st["P"] = 64; st["I"] = 128 }
		function kv(k,  i) { for (i = 5; i <= NF; i++) if (index($i, k "=") == 1)
			return substr($i, length(k) + 2); return "" }
		{
			tid = $1; cpu = $2; t = $3; ev = $4
			gsub(/[][]/, "", cpu); sub(/:$/, "", t); sub(/:$/, "", ev)
			# perf samples tid -1 for a thread past its exit (common_pid is still
			# its id): the prev of a switch, else what last ran on the CPU
			split(tid, pt, "/")
			if (pt[2] == "-1")
				tid = ev == "sched:sched_switch" ? kv("prev_pid") : run[cpu]
			else
				tid = pt[2]
			run[cpu] = tid
			head = t " " cpu + 0 " " tid " " ev
			if (ev == "tlb:tlb_flush") {
				p = $5; sub(/^pages:/, "", p); r = $NF; gsub(/[()]/, "", r)
				print head " reason=" r " pages=" p
			} else if (ev == "sched:sched_switch") {
				print head " prev_comm=\"" kv("prev_comm") "\" prev_pid=" kv("prev_pid") \
				      " prev_prio=" kv("prev_prio") " prev_state=" flags(kv("prev_state")) \
				      " next_comm=\"" kv("next_comm") "\" next_pid=" kv("next_pid") \
				      " next_prio=" kv("next_prio")
			} else if (ev == "exceptions:page_fault_user") {
				print head " " $5 " " $6 " " $7
			} else if (ev == "syscalls:sys_enter_munmap") {
				a = $6; sub(/,$/, "", a); print head " addr=" a " len=" $8
			} else if (ev == "syscalls:sys_exit_munmap") {
				print head " ret=" $5
			}
		}'
	} > "$tmp/perf.mms"
	models="-m flush-per-page -m pfn-tracking:batch=32 -m full-flush -m x86"
	# shellcheck disable=SC2086
	if ! "$MMR" replay "$f" $models --json > "$tmp/r.perf.json" 2> "$tmp/err" ||
	   ! "$MMR" replay "$tmp/perf.mms" $models --json > "$tmp/r.mms.json" 2>> "$tmp/err"; then
		say "replay failed: $(head -c 300 "$tmp/err")"
	fi
	"$MMR" diff "$f" --json > "$tmp/d.perf.json" 2> "$tmp/err" || say "diff: $(head -c 300 "$tmp/err")"
	"$MMR" diff "$tmp/perf.mms" --json > "$tmp/d.mms.json" 2> "$tmp/err" ||
		say "diff of the scenario: $(head -c 300 "$tmp/err")"
	python3 - "$tmp" <<'EOF' || fail=1
import json, sys
t = sys.argv[1]
def strip(o):
    # what names the input, not what the replay found
    if isinstance(o, dict):
        return {k: strip(v) for k, v in o.items()
                if k not in ("file", "format", "format_name", "input", "path", "meta",
                             "metadata")}
    if isinstance(o, list):
        return [strip(v) for v in o]
    return o
bad = 0
for what in ("r", "d"):
    a = strip(json.load(open(f"{t}/{what}.perf.json")))
    b = strip(json.load(open(f"{t}/{what}.mms.json")))
    if a != b:
        bad = 1
        sa, sb = json.dumps(a, sort_keys=True), json.dumps(b, sort_keys=True)
        i = next((i for i in range(min(len(sa), len(sb))) if sa[i] != sb[i]), 0)
        print(f"FAIL {what}: perf.data and perf-script scenario replays differ near:\n"
              f"  perf.data {sa[max(0, i - 120):i + 80]}\n  scenario  {sb[max(0, i - 120):i + 80]}")
print("replay: perf.data and perf script's scenario give the same replay and diff"
      if not bad else "replay: differ")
sys.exit(bad)
EOF
	awk '/tlb.flush_rounds|tlb.local_flush/' <("$MMR" diff "$f") | head -3
fi

# ---- lost events: LOST records as markers and lost.cpuN
"$MMR" info "$D/perf-lost.data" > "$tmp/lost.info"
lost=$(awk '/^lost events per CPU/{on=1; next} on && NF == 0 {exit} on && /cpu/{print $2 ":" $3 "/" $5}' "$tmp/lost.info" |
	paste -sd' ')
want=$(sed -nE 's/^  perf-lost\.data lost (.*)$/\1/p' "$D/README")
if [ "$have_perf" = 1 ]; then
	want=$("$PERF" report -D -i "$D/perf-lost.data" 2>/dev/null |
		awk '/PERF_RECORD_LOST:/{n[$1] += substr($NF, 6)} END {for (c in n) print c ":" n[c] "/" n[c]}' |
		sort -n | paste -sd' ')
fi
[ -n "$want" ] && [ "$lost" = "$want" ] || say "lost per CPU: mmreplay '$lost', perf '$want'"
echo "lost: $lost"

# ---- refusals
refuse() { # file code-word message-part
	local rc=0
	"$MMR" info "$1" > /dev/null 2> "$tmp/err" || rc=$?
	if [ "$rc" = 0 ] || ! grep -q -- "$2" "$tmp/err"; then
		say "$(basename "$1"): exit $rc, '$(head -c 300 "$tmp/err")' (wanted '$2')"
	fi
}
# a perf.data of a software event only: the header, one attr (cpu-clock), no data
python3 - "$tmp" <<'EOF'
import struct, sys
t = sys.argv[1]
attr = struct.pack("<IIQQQQQ", 1, 128, 0, 4000, 0x107, 0, 0).ljust(128, b"\0")
hdr_len, attr_len = 104, 128 + 16
ids_off = hdr_len + attr_len
data_off = ids_off + 8
hdr = b"PERFILE2" + struct.pack("<QQQQQQQQ", hdr_len, attr_len, hdr_len, attr_len, data_off, 0, 0, 0)
hdr += b"\0" * 32
open(f"{t}/sw.data", "wb").write(hdr + attr + struct.pack("<QQ", ids_off, 8) + struct.pack("<Q", 7))
open(f"{t}/pipe.data", "wb").write(b"PERFILE2" + struct.pack("<Q", 16) + b"\0" * 64)
open(f"{t}/be.data", "wb").write(b"2ELIFREP" + struct.pack(">Q", 104) + b"\0" * 200)
EOF
refuse "$tmp/sw.data" "no tracepoint samples: .*perf record -e 'tlb:\*'"
refuse "$tmp/pipe.data" "pipe-mode perf.data"
refuse "$tmp/be.data" "other byte order"
# compressed records: the fixture with its first record's type made COMPRESSED (81)
python3 - "$D/perf-munmap.data" "$tmp/z.data" <<'EOF'
import struct, sys
b = bytearray(open(sys.argv[1], "rb").read())
off = struct.unpack_from("<Q", b, 40)[0]
struct.pack_into("<I", b, off, 81)
open(sys.argv[2], "wb").write(b)
EOF
refuse "$tmp/z.data" "compressed records (perf record -z)"
printf 'root:x:0:0:root:/root:/bin/bash\n' > "$tmp/passwd"
refuse "$tmp/passwd" "not a trace"
echo "refused: no tracepoints, pipe mode, big endian, compressed, a text file"

# ---- cut and byte-flipped fixtures: refused (exit 1) or read, never a crash
for f in "$D"/perf-munmap.data "$D"/perf-lost.data; do
	b=$(basename "$f")
	size=$(stat -c %s "$f")
	for num in 1 2 3 5 7; do
		cut=$((size * num / 8))
		head -c "$cut" "$f" > "$tmp/cut.data"
		rc=0
		"$DUMP" "$tmp/cut.data" > /dev/null 2> "$tmp/err" || rc=$?
		if [ "$rc" != 1 ] || ! grep -q "cut.data" "$tmp/err"; then
			say "$b cut to $cut of $size bytes: exit $rc, '$(head -c 200 "$tmp/err")'"
		fi
	done
	# bytes flipped in the header, the attrs, the first records, and spread over the file
	python3 - "$f" "$tmp" <<'EOF'
import struct, sys
b = open(sys.argv[1], "rb").read()
n = len(b)
data_off, data_size = struct.unpack_from("<QQ", b, 40)
pos = list(range(0, 104, 3)) + list(range(104, data_off, 17)) + \
      list(range(data_off, min(data_off + 2048, n), 7)) + \
      list(range(data_off + data_size, n, max(1, (n - data_off - data_size) // 60))) + \
      list(range(0, n, n // 80 + 1))
with open(sys.argv[2] + "/flips", "w") as f:
    for p in sorted(set(pos)):
        f.write(f"{p}\n")
EOF
	crashes=0 refused=0 read=0
	while read -r pos; do
		python3 -c '
import sys
b = bytearray(open(sys.argv[1], "rb").read()); p = int(sys.argv[2]); b[p] ^= 0xff
open(sys.argv[3], "wb").write(b)' "$f" "$pos" "$tmp/flip.data"
		rc=0
		timeout 20 "$DUMP" "$tmp/flip.data" > /dev/null 2> "$tmp/err" || rc=$?
		case $rc in
		0) read=$((read + 1)) ;;
		1) refused=$((refused + 1)) ;;
		*) crashes=$((crashes + 1)); say "$b byte $pos flipped: exit $rc $(head -c 200 "$tmp/err")" ;;
		esac
	done < "$tmp/flips"
	echo "$b: flipped bytes: $read read, $refused refused, $crashes crashed"
done
exit $fail
