#!/usr/bin/env bash
# Reference outputs of a build, for holding a refactoring to "no output changed":
#
#   tests/refout.sh BUILD_DIR|MMREPLAY OUT_DIR   # a build of main, then of the branch
#   diff -r OUT_A OUT_B                  # tests/refout-compare.sh does both
#
# Every fixture of tests/data (*.dat, *.data, *.mmr, tlb-real/*.mmr,
# filemap/*.mmr, scenarios/*.mms, mms/*.mms, and the error cases
# mms/errors/*.mms) goes through info, info --json, replay (the default
# models, each model alone, all of them at once; --json, --csv, --window 10,
# --ops, --per-instance), diff (default, --json, --per-cpu, --window 10, -m
# each model, --per-instance) and convert to a .mmr, whose bytes
# (convert.mmr), info and replay are kept too.  OUT_DIR/INPUT/CMD holds one
# run's stdout, stderr and exit code; inputs are named relative to the
# repository, and the converted file's temporary path is written TMP, so that
# two builds' directories compare with diff -r.  Runs $(nproc) at a time.
set -euo pipefail

if [ $# -ne 2 ]; then
	echo "usage: $0 BUILD_DIR|MMREPLAY OUT_DIR" >&2
	exit 2
fi
if [ -d "$1" ]; then
	mm=$(cd "$1" && pwd)/mmreplay
else
	mm=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
fi
mkdir -p "$2"
out=$(cd "$2" && pwd)
[ -x "$mm" ] || { echo "$0: no $mm" >&2; exit 2; }
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mapfile -t models < <("$mm" models | sed -n 's/^\([a-z][a-z0-9-]*\)$/\1/p')
[ ${#models[@]} -gt 0 ] || { echo "$0: mmreplay models listed none" >&2; exit 1; }
all_m=()
for m in "${models[@]}"; do all_m+=(-m "$m"); done

# run1 INPUT NAME ARGS...: mmreplay ARGS into OUT_DIR/INPUT/NAME
run1() {
	local in=$1 name=$2 f rc=0
	shift 2
	f=$out/${in//\//_}/$name
	"$mm" "$@" >"$f.out" 2>"$f.err" || rc=$?
	{
		echo "== mmreplay $*"
		echo "== stdout"
		cat "$f.out"
		echo "== stderr"
		cat "$f.err"
		echo "== exit $rc"
	} | sed "s|$tmp|TMP|g" >"$f"
	rm -f "$f.out" "$f.err"
}

# convert, then info and replay of the .mmr it wrote
conv1() {
	local in=$1 name=${1//\//_} c
	c=$tmp/$name.mmr
	run1 "$in" convert convert "$in" -o "$c" -q
	if [ -f "$c" ]; then
		run1 "$in" convert-info info "$c" -q
		run1 "$in" convert-replay replay "$c" -q "${all_m[@]}"
		mv "$c" "$out/$name/convert.mmr"
	fi
}

jobs_for() { # the commands of one input, one a line: NAME ARGS...
	local in=$1 m
	echo "info info $in -q"
	echo "info-json info $in --json -q"
	echo "replay replay $in -q"
	echo "replay-json replay $in --json -q"
	echo "replay-csv replay $in --csv -q"
	echo "replay-window replay $in --window 10 -q"
	echo "replay-ops replay $in --ops -q"
	echo "replay-all replay $in -q ${all_m[*]}"
	echo "replay-all-json replay $in --json -q ${all_m[*]}"
	echo "replay-per-instance replay $in --per-instance -q ${all_m[*]}"
	for m in "${models[@]}"; do
		echo "replay-m-$m replay $in -q -m $m"
	done
	echo "diff diff $in -q"
	echo "diff-json diff $in --json -q"
	echo "diff-per-cpu diff $in --per-cpu -q"
	echo "diff-window diff $in --window 10 -q"
	echo "diff-per-instance diff $in --per-instance -q ${all_m[*]}"
	for m in "${models[@]}"; do
		echo "diff-m-$m diff $in -q -m $m"
	done
	echo "@conv $in"
}

inputs=()
for g in 'tests/data/*.dat' 'tests/data/*.data' 'tests/data/*.mmr' 'tests/data/tlb-real/*.mmr' \
	 'tests/data/filemap/*.mmr' 'tests/data/scenarios/*.mms' 'tests/data/mms/*.mms' \
	 'tests/data/mms/errors/*.mms'; do
	for f in $g; do
		[ -f "$f" ] && inputs+=("$f")
	done
done

joblist=$tmp/jobs
: >"$joblist"
for in in "${inputs[@]}"; do
	mkdir -p "$out/${in//\//_}"
	jobs_for "$in" >>"$joblist"
done

# fixture paths and model names have no blanks: a job line splits on spaces
njobs=0
max=$(nproc)
while read -r name args; do
	# shellcheck disable=SC2086
	if [ "$name" = @conv ]; then
		conv1 $args &
	else
		run1 "$(set -- $args; echo "$2")" "$name" $args &
	fi
	njobs=$((njobs + 1))
	if [ "$njobs" -ge "$max" ]; then
		wait -n
		njobs=$((njobs - 1))
	fi
done <"$joblist"
wait

echo "refout: ${#inputs[@]} inputs, $(wc -l <"$joblist") commands, ${#models[@]} models -> $out"
