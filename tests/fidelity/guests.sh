#!/usr/bin/env bash
# The fidelity suite's guest half: the same kinds of workloads in stock Debian
# kernels (6.12 and 6.1) under QEMU with 4 and 8 vCPUs, where remote flushes
# are real IPIs and /proc/interrupts counts them independently
# (tests/fidelity/vmtrace, this project's copy of shared/vmtrace, with the
# tracepoints mmreplay record takes).  Each trace is converted with its
# /proc/interrupts rows (tlb-real-gen) and diffed; tests/fidelity/table.py
# prints the table.  Root; downloads the two kernel packages (~215 MB, kept
# under /var/tmp/mmr-vmtrace); about 1 to 2 minutes a boot.
#
#   tests/fidelity/guests.sh [-o DIR] [-w "WORKLOADS"] [-s "SMPS"] [-k "KERNELS"] [-r] [--check]
#
#   -r   replay only: convert and diff the traces already under DIR/traces
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
MMR=${MMR:-$src/build/mmreplay}
GEN=${GEN:-$(dirname "$MMR")/tests/tlb-real-gen}
out=/var/tmp/mmr-fidelity/guests replay_only=0
wls="munmap_storm madvise_storm reclaim_mmap_read parallel_pagefault page_alloc_net numa_migrate
     app_pagemove app_mmap app_madvise app_fork app_vm app_malloc app_tlbshootdown"
smps="4 8" kernels="6.12 6.1"
check=""
args=()
for a in "$@"; do
	if [ "$a" = --check ]; then check=--check; else args+=("$a"); fi
done
set -- ${args[@]+"${args[@]}"}
while getopts "o:w:s:k:r" o; do
	case $o in
	o) out=$OPTARG ;;
	w) wls=$OPTARG ;;
	s) smps=$OPTARG ;;
	k) kernels=$OPTARG ;;
	r) replay_only=1 ;;
	*) sed -n '2,14p' "$0" >&2; exit 2 ;;
	esac
done
[ -x "$MMR" ] && [ -x "$GEN" ] || { echo "guests: build first (no $MMR or $GEN)" >&2; exit 2; }
mkdir -p "$out/traces"
if [ $replay_only = 0 ]; then
	[ "$(id -u)" = 0 ] || { echo "guests: needs root" >&2; exit 77; }
	VM_DIR=/var/tmp/mmr-vmtrace/vm BUILD_DIR=/var/tmp/mmr-vmtrace/build OUT_DIR="$out/traces" \
		WORKLOADS="$wls" SMPS="$smps" KERNELS="$kernels" "$here/vmtrace/make-traces.sh"
fi
conv() { # DAT KERNEL
	local d=$1 k=$2 base name extra=() p
	base=${d%.dat}
	name=$(basename "$base")
	name=${name/-smp/-$k-smp}
	[ -s "$base.interrupts-before" ] || return 0
	if [[ $name == reclaim_mmap_read-* ]]; then
		# the workload's threads reclaim in their memcg: P+1..P+4 of the pid its log names
		p=$(sed -n 's/.*reclaim_mmap_read\] ncpus=[0-9]* pid=\([0-9]*\).*/\1/p' \
			"$base.console.log" | head -n 1)
		[ -n "$p" ] && extra=(--direct-reclaim "$((p + 1)),$((p + 2)),$((p + 3)),$((p + 4))")
	fi
	"$GEN" "$d" "$out/$name.mmr" "$base.interrupts-before" "$base.interrupts-after" \
		${extra[@]+"${extra[@]}"} --raw >/dev/null
	"$MMR" diff -q --json "$out/$name.mmr" > "$out/$name.json" ||
		echo "guests: diff of $name failed" >&2
}
for d in "$out"/traces/*.dat; do [ -e "$d" ] && conv "$d" 6.12; done
for d in "$out"/traces/linux-6.1/*.dat; do [ -e "$d" ] && conv "$d" 6.1; done
python3 "$here/table.py" "$out" > "$out/table.txt"
cat "$out/table.txt"
python3 "$here/table.py" "$out" $check >/dev/null
