#!/usr/bin/env bash
# Re-create the seeds of tests/fuzz/corpus-dat: small trace.dat files (a few
# hundred events of three tracepoints, 4 KiB sub-buffers) as v7 with zstd, v7
# uncompressed and v6, and one whose 4 KiB ring buffer overflowed (lost
# events).  Needs root, tracefs and trace-cmd; same trimmed-formats trick as
# tests/data/make-dat-fixtures.sh, so that the files stay small enough to fuzz
# fast (the fixtures of tests/data take 10-20 ms each: dat-corrupt.sh damages
# those).  Inputs the fuzzer found (fz-*, crash-*, leak-*, oom-*) are kept.
#   tests/fuzz/make-corpus-dat.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=$here/corpus-dat
T=/sys/kernel/tracing
INST=mmr-fuzz-seed
I=$T/instances/$INST
EV="sched/sched_switch kmem/mm_page_alloc tlb/tlb_flush"

mountpoint -q $T || mount -t tracefs nodev $T
tmp=$(mktemp -d)
cleanup() {
	[ -d "$I" ] && { echo 0 >"$I/tracing_on" || true; rmdir "$I" || true; }
	rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$out" "$tmp/ev"
rm -f "$out"/seed-*
cp $T/events/header_page $T/events/header_event "$tmp/ev/"
for d in ftrace/print $EV; do
	mkdir -p "$tmp/ev/$d"
	cp "$T/events/$d/format" "$tmp/ev/$d/"
done
grep -E ' (flush_tlb_func|_stext|_etext)$' /proc/kallsyms >"$tmp/kallsyms" || true
# and a few saved comms instead of the box's thousands, no printk formats
head -n 8 $T/saved_cmdlines >"$tmp/cmdlines"
: >"$tmp/printk"

# capture NAME BUFFER_KB CMD...: NAME-v7-zstd.dat of CMD, as extract writes it
capture() {
	local name=$1 kb=$2
	shift 2
	mkdir "$I"
	[ ! -e "$I/buffer_subbuf_size_kb" ] || echo 4 >"$I/buffer_subbuf_size_kb"
	echo "$kb" >"$I/buffer_size_kb"
	for e in $EV; do echo 1 >"$I/events/$e/enable"; done
	echo 1 >"$I/tracing_on"
	"$@"
	echo 0 >"$I/tracing_on"
	unshare -m sh -c "mount --bind '$tmp/kallsyms' /proc/kallsyms &&
		mount --bind '$tmp/cmdlines' $T/saved_cmdlines &&
		mount --bind '$tmp/printk' $T/printk_formats &&
		mount --bind '$tmp/ev' $T/events &&
		trace-cmd extract -B $INST -o '$tmp/$name.dat'" >/dev/null 2>&1
	[ ! -d "$I" ] || rmdir "$I"
	cp "$tmp/$name.dat" "$out/seed-$name-v7-zstd.dat"
}

capture small 8 sleep 0.01
trace-cmd convert --file-version 6 --compression none -i "$tmp/small.dat" -o "$tmp/v6.dat" \
	>/dev/null 2>&1
trace-cmd convert --file-version 7 --compression none -i "$tmp/small.dat" -o "$tmp/v7n.dat" \
	>/dev/null 2>&1
cp "$tmp/v7n.dat" "$out/seed-small-v7-none.dat"
cp "$tmp/v6.dat" "$out/seed-small-v6.dat"
# page allocations of a big copy overflow a 4 KiB buffer: pages with missed events
capture lost 4 sh -c 'head -c 8M /dev/zero | cat >/dev/null'
ls -l "$out"
