# Shared by the record-*.sh live tests (sourced).  Skips (77) where the box
# cannot record: not root, or no usable tracefs.
set -u
MMR=${MMR:-$MMR_BUILD/mmreplay}
WL=$MMR_BUILD/mmreplay-workload
CHECK=$MMR_BUILD/tests/test_record_check
TRACING=/sys/kernel/tracing

if [ "$(id -u)" != 0 ]; then
	echo "SKIP: not root"
	exit 77
fi
if [ ! -d $TRACING/instances ]; then
	mount -t tracefs nodev $TRACING 2>/dev/null
	if [ ! -d $TRACING/instances ]; then
		echo "SKIP: no usable tracefs at $TRACING"
		exit 77
	fi
fi
TMP=$(mktemp -d /tmp/mmr-record-test.XXXXXX)
trap 'rm -rf "$TMP"' EXIT

fail() {
	echo "FAIL: $*" >&2
	exit 1
}

# The instance of recorder pid $1 is gone (mmreplay-<pid>-<random>); without
# $1, no instance is left by a recorder that has exited (a live one may be
# someone else's recording: one whose files are open, which rmdir refuses).
no_instance() {
	local i left=
	if [ $# -gt 0 ]; then
		for i in $TRACING/instances/mmreplay-$1-*; do
			[ ! -e "$i" ] || fail "instance $(basename "$i") left behind"
		done
	else
		for i in $(ls $TRACING/instances | grep '^mmreplay-[0-9]*-' || true); do
			p=${i#mmreplay-}
			[ -d /proc/${p%%-*} ] || left="$left $i"
		done
		[ -z "$left" ] || fail "instances left behind:$left"
	fi
}

# instance_gone PID SECONDS: wait up to SECONDS for recorder PID's instance to go.
instance_gone() {
	local n=$(( $2 * 10 ))
	while [ $n -gt 0 ]; do
		ls -d $TRACING/instances/mmreplay-$1-* >/dev/null 2>&1 || return 0
		sleep 0.1
		n=$((n - 1))
	done
	fail "instance of recorder $1 still there after $2 s: $(ls $TRACING/instances)"
}
