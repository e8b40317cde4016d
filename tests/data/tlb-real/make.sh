#!/bin/bash
# Regenerate the real-kernel TLB fixtures from shared/vmtrace traces (Debian
# 6.12 under QEMU TCG, 4 vCPUs: real TLB IPIs, unlike this paravirtual box):
#
#   sudo VM_DIR=/var/tmp/vmtrace/vm BUILD_DIR=/var/tmp/vmtrace/build \
#        OUT_DIR=/var/tmp/vmtrace/traces WORKLOADS="munmap_storm madvise_storm \
#        reclaim_mmap_read" SMPS=4 KERNELS=6.12 ../../../../shared/vmtrace/make-traces.sh
#   tests/data/tlb-real/make.sh BUILD_DIR [TRACES_DIR [FILEMAP_TRACES_DIR]]
#
# reclaim_mmap_read_filemap-6.12-smp4.mmr comes from a copy of shared/vmtrace
# whose guest/trace-events has the four filemap events appended
# (filemap/mm_filemap_add_to_page_cache, .../mm_filemap_delete_from_page_cache,
# .../mm_filemap_fault, .../mm_filemap_map_pages), run with
# WORKLOADS=reclaim_mmap_read SMPS=4 KERNELS=6.12 DATA_DISK_MB=64 and its
# OUT_DIR given here as FILEMAP_TRACES_DIR.
#
# tlb-real-gen (tests/tlb-real-gen.c) copies each trace into a .mmr, adding
# the sys_exit events the recorder did not enable, memcg reclaim marked as
# direct reclaim for the reclaim workload's threads, and the /proc/interrupts
# TLB rows as metadata.  Which pids are the reclaiming threads: the
# console log names the workload pid P; its 4 threads are P+1..P+4.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
gen=${1:?build dir}/tests/tlb-real-gen
t=${2:-/var/tmp/vmtrace/traces}
for w in munmap_storm madvise_storm; do
	"$gen" "$t/$w-smp4.dat" "$here/$w-6.12-smp4.mmr" \
		"$t/$w-smp4.interrupts-before" "$t/$w-smp4.interrupts-after"
	# as recorded, without the added sys_exit events (tests/engine-diff-real.sh)
	"$gen" "$t/$w-smp4.dat" "$here/$w-6.12-smp4-raw.mmr" \
		"$t/$w-smp4.interrupts-before" "$t/$w-smp4.interrupts-after" --raw
done
p=$(sed -n 's/.*reclaim_mmap_read\] ncpus=[0-9]* pid=\([0-9]*\).*/\1/p' \
	"$t/reclaim_mmap_read-smp4.console.log")
"$gen" "$t/reclaim_mmap_read-smp4.dat" "$here/reclaim_mmap_read-6.12-smp4.mmr" \
	"$t/reclaim_mmap_read-smp4.interrupts-before" \
	"$t/reclaim_mmap_read-smp4.interrupts-after" \
	--direct-reclaim "$((p + 1)),$((p + 2)),$((p + 3)),$((p + 4))"
if [ $# -ge 3 ]; then
	f=$3
	p=$(sed -n 's/.*reclaim_mmap_read\] ncpus=[0-9]* pid=\([0-9]*\).*/\1/p' \
		"$f/reclaim_mmap_read-smp4.console.log")
	"$gen" "$f/reclaim_mmap_read-smp4.dat" "$here/reclaim_mmap_read_filemap-6.12-smp4.mmr" \
		"$f/reclaim_mmap_read-smp4.interrupts-before" \
		"$f/reclaim_mmap_read-smp4.interrupts-after" \
		--direct-reclaim "$((p + 1)),$((p + 2)),$((p + 3)),$((p + 4))"
fi
