#!/usr/bin/env bash
# Two builds' outputs on every fixture of tests/data, compared (HACKING.md: "a
# change that moves code leaves the output ... byte-identical"):
#
#   tests/refout-compare.sh OLD NEW [WORK_DIR]
#
# OLD and NEW are build directories or mmreplay binaries, e.g. a build of
# the commit before a change in a worktree of its own:
#
#   git worktree add --detach /tmp/wt-before COMMIT
#   cmake -S /tmp/wt-before -B /tmp/wt-before/build && cmake --build /tmp/wt-before/build
#   tests/refout-compare.sh /tmp/wt-before/build build
#
# tests/refout.sh runs each (the commands it lists, with the fixtures of this
# tree) into WORK_DIR/old and WORK_DIR/new (default: a new temporary
# directory, kept); then every file that differs or is only on one side is
# listed, with its count per command, and the whole diff -r is written to
# WORK_DIR/diff.txt.  Exit status 0 when the outputs are identical, 1 when
# they differ, 2 on a usage error.
set -euo pipefail

if [ $# -lt 2 ] || [ $# -gt 3 ]; then
	echo "usage: $0 OLD NEW [WORK_DIR]   (build directories or mmreplay binaries)" >&2
	exit 2
fi
here=$(cd "$(dirname "$0")" && pwd)
work=${3:-$(mktemp -d "${TMPDIR:-/tmp}/refout-compare.XXXXXX")}
mkdir -p "$work"
work=$(cd "$work" && pwd)
rm -rf "$work/old" "$work/new"

"$here/refout.sh" "$1" "$work/old"
"$here/refout.sh" "$2" "$work/new"

cd "$work"
if diff -r old new >diff.txt; then
	echo "refout-compare: identical ($(find old -type f | wc -l) outputs) -> $work"
	exit 0
fi
# one line per differing output: "differ INPUT/CMD" or "only-old|only-new PATH"
{ diff -rq old new || true; } | sed -n \
	-e 's|^Files old/\(.*\) and new/.* differ$|differ \1|p' \
	-e 's|^Only in old/\(.*\): \(.*\)$|only-old \1/\2|p' \
	-e 's|^Only in new/\(.*\): \(.*\)$|only-new \1/\2|p' >list.txt
echo "refout-compare: $(wc -l <list.txt) of $(find old new -type f | wc -l) outputs differ" \
	"(list.txt, diff.txt in $work)"
# counts per input, then per command: "N NAME, N NAME, ..."
count() {
	awk -v f="$1" '{ n = split($2, p, "/"); c[f == 1 ? p[1] : p[n]]++ }
		END { for (k in c) print c[k], k }' list.txt | sort -k2 | paste -sd, | sed 's/,/, /g' |
		fold -s -w 96 | sed 's/^/  /'
}
echo "per input:"
count 1
echo "per command:"
count 2
exit 1
