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

# The instance of recorder pid $1 is gone; without $1, no instance is left by
# a recorder that has exited (a live one may be someone else's recording).
no_instance() {
	if [ $# -gt 0 ]; then
		[ ! -e $TRACING/instances/mmreplay-$1 ] || fail "instance mmreplay-$1 left behind"
	else
		local i left=
		for i in $(ls $TRACING/instances | grep '^mmreplay-[0-9]*$' || true); do
			[ -d /proc/${i#mmreplay-} ] || left="$left $i"
		done
		[ -z "$left" ] || fail "instances left behind:$left"
	fi
}
