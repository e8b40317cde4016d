# Third-party workloads of the fidelity suite (sourced by tests/fidelity/run.sh).
#
# One line per workload: NAME|COMMAND.  COMMAND runs under `mmreplay record`
# (system wide, as root) after fid_setup has prepared $FID_WORK; keep each
# one a few seconds long.  Debian packages they need: FID_PKGS.
FID_PKGS="stress-ng sysbench postgresql postgresql-contrib redis-server redis-tools nodejs
          xz-utils git python3 make gcc"

FID_WORKLOADS=(
	"stress-vm|stress-ng --vm 2 --vm-bytes 128M -t 4 -q"
	"stress-mmap|stress-ng --mmap 2 -t 4 -q"
	"stress-madvise|stress-ng --madvise 2 -t 4 -q"
	"stress-fork|stress-ng --fork 2 -t 4 -q"
	"stress-pagemove|stress-ng --pagemove 2 -t 4 -q"
	"stress-tlb-shootdown|stress-ng --tlb-shootdown 2 -t 4 -q"
	"stress-malloc|stress-ng --malloc 2 -t 4 -q"
	"sysbench-memory|sysbench memory --threads=2 --time=4 --memory-total-size=100G run"
	"sysbench-threads|sysbench threads --threads=4 --time=4 run"
	"pgbench|fid_as postgres pgbench -c 4 -j 2 -T 6 fidbench"
	"redis-benchmark|redis-benchmark -p 6399 -q -n 200000 -c 20 -t set,get,lpush,lpop"
	"node|node $FID_WORK/alloc.js"
	"make-j2|make -s -C $FID_WORK/build -j2"
	"xz-T2|xz -T2 -6 -c $FID_WORK/data.bin"
	"sort|sort -S 64M -o /dev/null $FID_WORK/words.txt"
	"git-gc|git -C $FID_WORK/repo gc --aggressive --quiet"
	"python3|python3 $FID_WORK/alloc.py"
)

# Runs COMMAND as user $1 (postgres owns its cluster).
fid_as() {
	local user=$1
	shift
	runuser -u "$user" -- "$@"
}

# Before each recording of workload $1 (a fresh build tree for make, ...).
fid_before() {
	case $1 in
	make-j2) make -s -C "$FID_WORK/build" clean >/dev/null 2>&1 || true ;;
	esac
}

# Prepares $FID_WORK and starts the servers; $1 = the mmreplay source tree.
fid_setup() {
	local src=$1
	mkdir -p "$FID_WORK"
	# data for xz and sort: 64 MiB of mixed-entropy bytes, 2 M lines
	[ -s "$FID_WORK/data.bin" ] ||
		{ head -c 32M /dev/urandom; seq 1 4000000; } > "$FID_WORK/data.bin"
	[ -s "$FID_WORK/words.txt" ] ||
		seq 1 2000000 | awk '{ printf "%x %d\n", ($1 * 2654435761) % 4294967296, $1 }' \
			> "$FID_WORK/words.txt"
	cat > "$FID_WORK/alloc.js" <<'JS'
// allocate and drop young and old objects and large arrays: GC, mmap, madvise
let keep = [];
for (let round = 0; round < 30; round++) {
	let a = [];
	for (let i = 0; i < 200000; i++) a.push({ i, s: 'x' + i });
	keep.push(new Float64Array(1 << 20));
	if (keep.length > 8) keep.shift();
	a = null;
}
console.log(keep.length);
JS
	cat > "$FID_WORK/alloc.py" <<'PY'
# lists, dicts and big byte strings: the allocator's arenas and mmap'd blocks
keep = []
for r in range(40):
    d = {i: str(i) * 3 for i in range(100000)}
    keep.append(bytearray(8 << 20))
    if len(keep) > 6:
        keep.pop(0)
    del d
print(len(keep))
PY
	# a compile: this project's own sources, configured once
	if [ ! -f "$FID_WORK/build/Makefile" ]; then
		rm -rf "$FID_WORK/src"
		cp -r "$src" "$FID_WORK/src"
		rm -rf "$FID_WORK/src/build" "$FID_WORK/src/build-"*
		cmake -S "$FID_WORK/src" -B "$FID_WORK/build" -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
	fi
	# git gc: a clone of this project's history
	[ -d "$FID_WORK/repo/.git" ] || git clone -q "$src" "$FID_WORK/repo"
	# redis on a private port, no persistence
	if ! redis-cli -p 6399 ping >/dev/null 2>&1; then
		redis-server --port 6399 --bind 127.0.0.1 --save '' --appendonly no --daemonize yes \
			--logfile "$FID_WORK/redis.log" >/dev/null
		sleep 0.5
	fi
	# postgresql's default cluster, and a pgbench database
	local ver
	ver=$(ls /etc/postgresql 2>/dev/null | sort -n | tail -n 1)
	if [ -n "$ver" ]; then
		pg_ctlcluster "$ver" main start 2>/dev/null || true
		if ! fid_as postgres psql -lqt 2>/dev/null | cut -d'|' -f1 | grep -qw fidbench; then
			fid_as postgres createdb fidbench
			fid_as postgres pgbench -q -i -s 8 fidbench >/dev/null 2>&1
		fi
	fi
}
