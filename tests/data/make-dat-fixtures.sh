#!/usr/bin/env bash
# Re-create the trace.dat fixtures of tests/data (see tests/data/README).
#
#   tests/data/make-dat-fixtures.sh [WORKLOAD...]
#
# Needs root, tracefs and trace-cmd.  `trace-cmd record` cannot run on the
# machine the fixtures were made on (ftrace_enabled writes are refused), so
# the events are enabled by hand in a private tracefs instance, a workload
# runs, and `trace-cmd extract -B` copies that instance's ring buffers out.
# Without arguments the workload is a tiny two-thread mmap/touch/madvise/
# mprotect/mremap/munmap program compiled from this script into a temp dir.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
T=/sys/kernel/tracing
INST=mmr-fixture
I=$T/instances/$INST

mountpoint -q $T || mount -t tracefs nodev $T
command -v trace-cmd >/dev/null || { echo "trace-cmd not installed" >&2; exit 1; }

tmp=$(mktemp -d)
cleanup() {
	[ -d "$I" ] && { echo 0 > "$I/tracing_on" || true; rmdir "$I" || true; }
	rm -rf "$tmp"
}
trap cleanup EXIT

cat > "$tmp/wl.c" <<'WL'
#define _GNU_SOURCE
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
static int rounds = 200;
static void *worker(void *arg)
{
	(void)arg;
	for (int i = 0; i < rounds; i++) {
		size_t len = 16 * 4096;
		char *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			return NULL;
		memset(p, i, len);
		madvise(p, len / 2, MADV_DONTNEED);
		p[0] = 1;
		mprotect(p, 4096, PROT_READ);
		char *q = mremap(p, len, 2 * len, MREMAP_MAYMOVE);
		if (q == MAP_FAILED)
			q = p;
		else
			len *= 2;
		q[len - 1] = 1;
		munmap(q, len);
	}
	return NULL;
}
int main(int argc, char **argv)
{
	pthread_t t[2];
	if (argc > 1)
		rounds = atoi(argv[1]);
	/* two threads of one mm: their unmaps need remote TLB flushes */
	char *shared = mmap(NULL, 1 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	memset(shared, 1, 1 << 20);
	for (int i = 0; i < 2; i++)
		pthread_create(&t[i], NULL, worker, NULL);
	for (int i = 0; i < 2; i++)
		pthread_join(t[i], NULL);
	munmap(shared, 1 << 20);
	if (fork() == 0)
		_exit(0);
	return 0;
}
WL
cc -O2 -pthread -o "$tmp/wl" "$tmp/wl.c"

EVENTS="sched task/task_newtask
syscalls/sys_enter_munmap syscalls/sys_exit_munmap syscalls/sys_enter_madvise
syscalls/sys_exit_madvise syscalls/sys_enter_mprotect syscalls/sys_exit_mprotect
syscalls/sys_enter_mremap syscalls/sys_exit_mremap
vmscan migrate mmap/exit_mmap exceptions/page_fault_user exceptions/page_fault_kernel
kmem/mm_page_alloc kmem/mm_page_free kmem/mm_page_free_batched
kmem/mm_page_alloc_zone_locked kmem/mm_page_pcpu_drain tlb/tlb_flush csd ipi
irq_vectors/call_function_entry irq_vectors/call_function_single_entry
lock/contention_begin lock/contention_end"

# A trace.dat carries every event format of the kernel and all of
# /proc/kallsyms: ~2 MB of formats in a v6 file and 5 MB of kallsyms (1 MB
# compressed in v7).  To keep fixtures small, extract runs in a private mount
# namespace where /sys/kernel/tracing/events holds only the formats of the
# enabled events and /proc/kallsyms only the text symbols of the IPI / TLB /
# CSD families (plus the symbol after each, so that an address past the end of
# a kept function does not resolve to it).  Readers see a normal trace.dat.
T_EV=$tmp/events
mkdir -p "$T_EV"
cp $T/events/header_page $T/events/header_event "$T_EV/"
for e in $(cd $T/events && echo ftrace/*) $EVENTS; do
	for d in $T/events/$e $T/events/$e/*; do
		[ -f "$d/format" ] || continue
		mkdir -p "$T_EV/${d#$T/events/}"
		cp "$d/format" "$T_EV/${d#$T/events/}/"
	done
done
sort /proc/kallsyms | awk '
	keep_next { print; keep_next = 0 }
	$2 ~ /^[tT]$/ && $3 ~ /(flush_tlb|tlbbatch|on_each_cpu|smp_call_function|call_function|csd|ipi|irq_work|ttwu|resched|sync_core|nohz)/ \
		{ print; keep_next = 1 }
	$3 == "_stext" || $3 == "_etext" { print }' | sort -u > "$tmp/kallsyms"

# capture NAME BUFFER_KB CMD...: one trace.dat of CMD, v7 (zstd) as extract writes it
capture() {
	local name=$1 kb=$2
	shift 2
	[ ! -d "$I" ] || rmdir "$I"
	mkdir "$I"
	echo "$kb" > "$I/buffer_size_kb"
	for e in $EVENTS; do
		[ -e "$I/events/$e/enable" ] && echo 1 > "$I/events/$e/enable" ||
			echo "note: $e not in this kernel" >&2
	done
	echo 1 > "$I/tracing_on"
	"$@"
	echo 0 > "$I/tracing_on"
	# extract -B also removes the instance
	unshare -m sh -c "mount --bind '$tmp/kallsyms' /proc/kallsyms &&
		mount --bind '$T_EV' $T/events &&
		trace-cmd extract -B $INST -o '$tmp/$name.dat'" >/dev/null 2>&1
	[ ! -d "$I" ] || rmdir "$I"
	cp "$tmp/$name.dat" "$here/$name.dat"
}

if [ $# -gt 0 ]; then
	capture wl-v7 1024 "$@"
else
	capture wl-v7 1024 "$tmp/wl" 10
fi
trace-cmd convert --file-version 6 --compression none -i "$here/wl-v7.dat" -o "$here/wl-v6.dat" \
	>/dev/null 2>&1
# A small ring buffer on a longer run: the kernel drops events, which
# trace.dat keeps as per-page missed-event counts ("[LOST N EVENTS]").
capture lost-v7 8 "$tmp/wl" 300
ls -l "$here"/*.dat
