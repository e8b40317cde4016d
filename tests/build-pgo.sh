#!/bin/bash
# The profile-guided build (MMR_PGO=ON, tools/setup.sh) compiled the library
# with the counts of its latest training run.  gcc says nothing when a
# profile is missing (-Wno-missing-profile, needed for the code the training
# never runs), so a broken hand-over would only show as a slower replay:
#  - the training finished (build/pgo-gen/pgo-train.stamp);
#  - every library source has its counts beside its object, the same bytes as
#    the instrumented copy wrote (an object compiled before a later retraining
#    keeps the older counts of its unchanged source: not checked);
#  - the library's compile flags hold -fprofile-use;
#  - the counts are of real work: the replay loop's object has nonzero arcs.
# Arg 1: the build's MMR_PGO.  Skipped (77) for a build without the profile.
set -u
case "${1:-OFF}" in ON|on|1|TRUE|true|YES|yes) ;; *) echo "MMR_PGO is off: skipped"; exit 77 ;; esac
fail=0
use=$MMR_BUILD/CMakeFiles/mmreplay_objs.dir
gen=$MMR_BUILD/pgo-gen/CMakeFiles/mmreplay_objs.dir
[ -e "$MMR_BUILD/pgo-gen/pgo-train.stamp" ] || { echo "FAIL: no pgo-gen/pgo-train.stamp"; exit 1; }
grep -q -- '-fprofile-use' "$use/flags.make" || { echo "FAIL: the library is not compiled with -fprofile-use"; fail=1; }
n=0
for src in "$MMR_SRC"/capture/*.c "$MMR_SRC"/replay/*.c "$MMR_SRC"/models/*.c; do
	rel=${src#"$MMR_SRC"/}
	g=$use/$rel.gcda
	n=$((n + 1))
	if [ ! -e "$g" ]; then
		echo "FAIL: no counts for $rel ($g)"; fail=1; continue
	fi
	cmp -s "$g" "$gen/$rel.gcda" || { echo "FAIL: $rel: counts differ from the training run's"; fail=1; }
done
# the loop of every replay: its counts must show it ran (arcs counters not all zero)
if command -v gcov-dump >/dev/null; then
	gcov-dump -l "$use/replay/engine-loop.c.gcda" 2>/dev/null | grep 'COUNTERS arcs' |
		grep -vq 'all zero' ||
		{ echo "FAIL: replay/engine-loop.c's counts are all zero"; fail=1; }
fi
[ $fail = 0 ] && echo "ok: $n library sources compiled with their training counts"
exit $fail
