#!/bin/bash
# make-traces.sh - regenerate the multi-CPU kernel-trace validation set from
# scratch on a Debian 12 (bookworm) x86_64 host, no KVM required.
#
# It boots a stock Debian kernel under QEMU TCG (multi-threaded TCG, -smp 4 and
# -smp 8), runs one small C workload per boot from an initramfs with tracing
# enabled, and collects trace.dat + /proc/interrupts + /proc/vmstat before/after
# through a raw virtio disk that the guest writes as a tar archive.
#
# Usage:  sudo ./make-traces.sh            # everything
#         WORKLOADS="app_pagemove app_fork" SMPS=8 ./make-traces.sh   # third-party programs (apps/*.sh)
#         WORKLOADS="munmap_storm" SMPS="4" KERNELS=6.12 ./make-traces.sh
#         SKIP_INSTALL=1 ./make-traces.sh  # don't call apt-get
# Output: traces/<workload>-smp<N>.{dat,interrupts-before,interrupts-after,
#         vmstat-before,vmstat-after,info.txt,console.log}, the same for the
#         Debian 6.1 kernel under traces/linux-6.1/, and traces/manifest.json
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
cd "$HERE"

WORKLOADS=${WORKLOADS:-"munmap_storm madvise_storm reclaim_mmap_read parallel_pagefault page_alloc_net numa_migrate"}
SMPS=${SMPS:-"4 8"}
MEM=${MEM:-3G}                     # guest RAM
BUF_TOTAL_KB=${BUF_TOTAL_KB:-393216} # ring buffer, split over the vCPUs
DATA_DISK_MB=${DATA_DISK_MB:-128}  # "file" read by reclaim_mmap_read
RUN_TIMEOUT=${RUN_TIMEOUT:-900}    # wall-clock limit per VM boot (s)
# Kernels: "6.12" = Debian's bookworm-security linux-6.12 build (has the
# ipi:ipi_send_cpu / ipi:ipi_send_cpumask and csd:* tracepoints) -> traces/;
# "6.1" = the kernel linux-image-amd64 depends on (no ipi_send_*/csd events)
# -> traces/linux-6.1/.
KERNELS=${KERNELS:-"6.12 6.1"}
KERNEL_PKG_612=${KERNEL_PKG_612:-linux-image-6.12.117+deb12-amd64-unsigned}
KERNEL_PKG=$KERNEL_PKG_612

VM=${VM_DIR:-/var/tmp/mmr-vmtrace/vm}
BUILD_ROOT=${BUILD_DIR:-/var/tmp/mmr-vmtrace/build}
OUT_ROOT=${OUT_DIR:-/var/tmp/mmr-vmtrace/traces}
BUILD=$BUILD_ROOT
OUT=$OUT_ROOT
log() { echo "[make-traces $(date +%T)] $*" >&2; }

# --------------------------------------------------------------------------
install_packages() {
	[ -n "${SKIP_INSTALL:-}" ] && return 0
	local pkgs="qemu-system-x86 busybox-static cpio trace-cmd gcc libc6-dev kmod xz-utils zstd python3 ${APP_PKGS:-stress-ng}"
	local missing=""
	for p in $pkgs; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
	if [ -n "$missing" ]; then
		log "installing:$missing"
		apt-get update
		DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $missing
	fi
}

# --------------------------------------------------------------------------
fetch_kernel() {
	mkdir -p "$VM"
	if ! apt-cache show "$KERNEL_PKG" >/dev/null 2>&1; then
		# pinned build no longer in the archive: take the newest 6.12 one
		KERNEL_PKG=$(apt-cache search --names-only '^linux-image-6\.12\..*\+deb12-amd64-unsigned$' |
			awk '{print $1}' | sort -V | tail -1)
		[ -n "$KERNEL_PKG" ] || KERNEL_PKG=$(apt-cache depends linux-image-amd64 |
			awk '/Depends:/{print $2"-unsigned"; exit}')
		log "falling back to kernel package $KERNEL_PKG"
	fi
	KVER=${KERNEL_PKG#linux-image-}
	KVER=${KVER%-unsigned}
	KROOT=$VM/root-$KVER
	if [ ! -f "$KROOT/boot/vmlinuz-$KVER" ]; then
		log "downloading $KERNEL_PKG (extracted under vm/, host /boot untouched)"
		(cd "$VM" && apt-get download "$KERNEL_PKG")
		mkdir -p "$KROOT"
		dpkg -x "$VM"/${KERNEL_PKG}_*.deb "$KROOT"
	fi
	[ -f "$KROOT/lib/modules/$KVER/modules.dep" ] || depmod -b "$KROOT" "$KVER"
	KCONFIG=$KROOT/boot/config-$KVER
	local c
	for c in TRACEPOINTS FTRACE EVENT_TRACING FTRACE_SYSCALLS NUMA MIGRATION MEMCG NUMA_BALANCING; do
		grep -q "^CONFIG_$c=y" "$KCONFIG" || { log "kernel config lacks CONFIG_$c"; exit 1; }
	done
	grep -q '^CONFIG_VIRTIO_BLK=[ym]' "$KCONFIG" || { log "no virtio_blk"; exit 1; }
	log "kernel $KVER ok ($(grep -cE '^CONFIG_(TRACEPOINTS|FTRACE|FTRACE_SYSCALLS)=y' "$KCONFIG")/3 tracing options)"
}

# --------------------------------------------------------------------------
build_initramfs() {
	local R=$BUILD/initramfs
	rm -rf "$R"
	mkdir -p "$R"/{bin,sbin,etc,proc,sys,dev,tmp,out,lib/modules,lib64,lib/x86_64-linux-gnu,usr/bin,usr/sbin}
	mknod -m 600 "$R/dev/console" c 5 1
	mknod -m 666 "$R/dev/null" c 1 3

	log "building static workloads"
	for src in "$HERE"/src/*.c; do
		gcc -O2 -Wall -static -pthread -o "$R/bin/$(basename "${src%.c}")" "$src"
	done

	cp /bin/busybox "$R/bin/busybox"
	for a in $("$R/bin/busybox" --list); do
		[ -e "$R/bin/$a" ] || ln -s busybox "$R/bin/$a"
	done

	# trace-cmd + its shared libraries (copied via ldd)
	cp /usr/bin/trace-cmd "$R/bin/trace-cmd"
	ldd /usr/bin/trace-cmd | awk '/=>/{print $3} /ld-linux/{print $1}' | while read -r l; do
		[ -f "$l" ] || continue
		mkdir -p "$R$(dirname "$l")"
		cp -L "$l" "$R$l"
	done
	mkdir -p "$R/usr/lib/x86_64-linux-gnu/traceevent/plugins"

	# third-party programs for the app_* workloads: each binary of APP_BINS with the
	# shared libraries ldd names, and each apps/NAME.sh as /bin/app_NAME
	local b p
	for b in ${APP_BINS:-stress-ng}; do
		p=$(command -v "$b") || { log "$b is not installed: the app_* workloads that use it will fail"; continue; }
		cp "$p" "$R/bin/$b"
		ldd "$p" | awk '/=>/{print $3} /ld-linux/{print $1}' | while read -r l; do
			[ -f "$l" ] || continue
			mkdir -p "$R$(dirname "$l")"
			cp -L "$l" "$R$l"
		done
	done
	for p in "$HERE"/apps/*.sh; do
		[ -f "$p" ] && install -m 755 "$p" "$R/bin/app_$(basename "${p%.sh}")"
	done

	# virtio transport + virtio_blk, with what modules.dep says they need (only
	# the ones that are modules in this kernel; 6.12 has virtio_pci built in),
	# decompressed.  modules.dep lists dependencies so that the last one must be
	# loaded first; /init insmods lib/modules/*.ko in name order.
	local M=$KROOT/lib/modules/$KVER
	local mod i=0 seen=" "
	for mod in $(awk -F: '$1 ~ /\/(virtio_pci|virtio_blk)\.ko/{n=split($2,d," "); for(i=n;i>=1;i--) print d[i]; print $1}' "$M/modules.dep"); do
		case "$seen" in *" $mod "*) continue ;; esac
		seen="$seen$mod "
		i=$((i + 1))
		local name=$(basename "$mod")
		name=${name%.xz}
		name=${name%.zst}
		local dst=$R/lib/modules/$(printf %02d $i)-$name
		case $mod in
		*.ko.xz) xz -dc "$M/$mod" > "$dst" ;;
		*.ko.zst) zstd -qdc "$M/$mod" > "$dst" ;;
		*) cp "$M/$mod" "$dst" ;;
		esac
	done
	ls "$R/lib/modules" | tr '\n' ' ' >&2; echo >&2

	cp "$HERE/guest/init" "$R/init"
	chmod +x "$R/init"
	cp "$HERE/guest/trace-events" "$R/etc/trace-events"
	(cd "$R" && find . | cpio -o -H newc --quiet | gzip -1) > "$BUILD/initramfs.cpio.gz"
	log "initramfs: $(du -h "$BUILD/initramfs.cpio.gz" | cut -f1)"
}

# --------------------------------------------------------------------------
run_one() {
	local wl=$1 smp=$2
	local name=$wl-smp$smp
	local work=$BUILD/run-$name
	rm -rf "$work"
	rm -f "$OUT/$name".*
	mkdir -p "$work"
	truncate -s 512M "$work/out.img"
	# data disk for reclaim_mmap_read: non-zero content so nothing is special-cased
	if [ "$wl" = reclaim_mmap_read ]; then
		head -c $((DATA_DISK_MB * 1048576)) /dev/urandom > "$work/data.img"
	else
		truncate -s 16M "$work/data.img"
	fi
	local bufkb=$((BUF_TOTAL_KB / smp))
	# one socket (all vCPUs share the LLC) except for the NUMA run, where each
	# node is its own socket
	local topo="$smp,sockets=1,cores=$smp,threads=1"
	local numa=()
	if [ "$wl" = numa_migrate ]; then
		topo="$smp,sockets=2,cores=$((smp / 2)),threads=1"
		local half=$((smp / 2)) memmb=$(( ${MEM%G} * 1024 ))
		numa=(-object memory-backend-ram,id=m0,size=$((memmb / 2))M
		      -object memory-backend-ram,id=m1,size=$((memmb / 2))M
		      -numa node,nodeid=0,cpus=0-$((half - 1)),memdev=m0
		      -numa node,nodeid=1,cpus=$half-$((smp - 1)),memdev=m1)
	fi
	local append="console=ttyS0 panic=-1 oops=panic loglevel=4 nokaslr mitigations=off tsc=reliable wl=$wl bufkb=$bufkb ${WL_ARGS:-}"
	log "booting $name (bufkb/cpu=$bufkb)"
	local t0=$SECONDS
	timeout "$RUN_TIMEOUT" qemu-system-x86_64 \
		-accel tcg,thread=multi -cpu max,la57=off -smp "$topo" -m "$MEM" "${numa[@]}" \
		-kernel "$KROOT/boot/vmlinuz-$KVER" -initrd "$BUILD/initramfs.cpio.gz" \
		-append "$append" \
		-drive file="$work/out.img",format=raw,if=virtio,cache=unsafe \
		-drive file="$work/data.img",format=raw,if=virtio,cache=unsafe \
		-display none -monitor none -serial file:"$work/console.log" \
		-no-reboot -nodefaults || log "qemu exit status $? for $name"
	local dt=$((SECONDS - t0))
	log "$name: VM finished in ${dt}s"
	mkdir -p "$work/res"
	if ! tar -xf "$work/out.img" -C "$work/res" 2>/dev/null || [ ! -s "$work/res/trace.dat" ]; then
		log "$name: no trace produced, see $work/console.log"
		tail -30 "$work/console.log" >&2
		return 1
	fi
	mkdir -p "$OUT"
	cp "$work/res/trace.dat" "$OUT/$name.dat"
	for f in interrupts-before interrupts-after vmstat-before vmstat-after; do
		cp "$work/res/$f" "$OUT/$name.$f"
	done
	{
		cat "$work/res/guest-info.txt"
		echo "host_wall_seconds=$dt"
		echo "qemu=$(qemu-system-x86_64 --version | head -1)"
		echo "--- events enabled"; cat "$work/res/events-enabled.txt"
		echo "--- events missing"; cat "$work/res/events-missing.txt"
		echo "--- workload output"; cat "$work/res/workload.log"
		echo "--- ring buffer stats (per cpu)"; cat "$work/res/ringbuffer-stats.txt"
		echo "--- numa"; cat "$work/res/numa-nodes.txt"
		echo "--- topology"; cat "$work/res/topology.txt"
		echo "--- trace-cmd extract"; cat "$work/res/extract.log"
	} > "$OUT/$name.info.txt"
	cp "$work/console.log" "$OUT/$name.console.log"
	rm -f "$work/out.img" "$work/data.img"
}

# --------------------------------------------------------------------------
main() {
	local T00=$SECONDS
	install_packages
	local k
	for k in $KERNELS; do
		case $k in
		6.12) KERNEL_PKG=$KERNEL_PKG_612; OUT=$OUT_ROOT; BUILD=$BUILD_ROOT ;;
		6.1)  # the kernel that Debian 12's linux-image-amd64 points at
		      KERNEL_PKG=$(apt-cache depends linux-image-amd64 | awk '/Depends: linux-image-/{print $2"-unsigned"; exit}')
		      OUT=$OUT_ROOT/linux-6.1; BUILD=$BUILD_ROOT/linux-6.1 ;;
		*) log "unknown kernel '$k' (use 6.12 and/or 6.1)"; exit 1 ;;
		esac
		mkdir -p "$BUILD" "$OUT"
		fetch_kernel
		build_initramfs
		local T0=$SECONDS wl smp
		for smp in $SMPS; do
			for wl in $WORKLOADS; do
				run_one "$wl" "$smp" || true
			done
		done
		log "kernel $KVER: VM runs took $((SECONDS - T0))s"
	done
	python3 "$HERE/tools/summarize.py" "$OUT_ROOT" > "$OUT_ROOT/manifest.json"
	python3 "$HERE/tools/summarize.py" --table "$OUT_ROOT" >&2 || true
	log "done in $((SECONDS - T00))s; total size $(du -sh "$OUT_ROOT" | cut -f1)"
}

if [ "${1:-}" = "--source-only" ]; then return 0 2>/dev/null || exit 0; fi
main "$@"
