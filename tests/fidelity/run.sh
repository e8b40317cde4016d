#!/usr/bin/env bash
# The fidelity suite: record third-party workloads on this machine with
# `mmreplay record`, diff each recording's traced-kernel models against what
# it measured, and print one table (tests/fidelity/table.py).  Root and
# tracefs; installs the workloads' Debian packages (FID_NO_INSTALL=1: not).
#
#   tests/fidelity/run.sh [-n REPEATS] [-o DIR] [-w NAME,...] [-r] [-m MODEL]... [--check]
#
#   -n REPEATS   recordings per workload (default 3)
#   -o DIR       where recordings, diffs and the table go (default /var/tmp/mmr-fidelity)
#   -w NAMES     only these workloads (tests/fidelity/workloads.sh)
#   -r           replay only: diff the recordings already in DIR again
#   -m MODEL     diff these models instead of the traced kernel's (repeatable)
#   --check      exit 1 when the table misses a target (tests/fidelity/table.py)
#
# MMR: the mmreplay binary (default: build/mmreplay of this tree).
# FID_RECORD_ARGS: options for mmreplay record (default --settle-pcp: the per-cpu
# lists start at their floor, where the pcp models start; FID_RECORD_ARGS= none).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
src=$(cd "$here/../.." && pwd)
MMR=${MMR:-$src/build/mmreplay}
repeats=3 out=/var/tmp/mmr-fidelity only="" replay_only=0
models=()
check=""
args=()
for a in "$@"; do
	if [ "$a" = --check ]; then check=--check; else args+=("$a"); fi
done
set -- ${args[@]+"${args[@]}"}
while getopts "n:o:w:rm:" o; do
	case $o in
	n) repeats=$OPTARG ;;
	o) out=$OPTARG ;;
	w) only=$OPTARG ;;
	r) replay_only=1 ;;
	m) models+=(-m "$OPTARG") ;;
	*) sed -n '2,16p' "$0" >&2; exit 2 ;;
	esac
done
export FID_WORK=${FID_WORK:-$out/work}
# shellcheck source=workloads.sh
source "$here/workloads.sh"

[ -x "$MMR" ] || { echo "fidelity: no mmreplay at $MMR (build first, or set MMR)" >&2; exit 2; }
mkdir -p "$out"

if [ $replay_only = 0 ]; then
	[ "$(id -u)" = 0 ] || { echo "fidelity: needs root (tracefs)" >&2; exit 77; }
	mountpoint -q /sys/kernel/tracing || mount -t tracefs nodev /sys/kernel/tracing
	if [ "${FID_NO_INSTALL:-0}" != 1 ]; then
		missing=()
		for p in $FID_PKGS; do
			dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" ||
				missing+=("$p")
		done
		if ((${#missing[@]})); then
			echo "fidelity: installing ${missing[*]}" >&2
			apt-get update -qq
			DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
		fi
	fi
	fid_setup "$src"
fi

selected() {
	[ -z "$only" ] && return 0
	case ",$only," in *",$1,"*) return 0 ;; esac
	return 1
}

for spec in "${FID_WORKLOADS[@]}"; do
	name=${spec%%|*}
	cmd=${spec#*|}
	selected "$name" || continue
	for i in $(seq 1 "$repeats"); do
		f=$out/$name-$i.mmr
		if [ $replay_only = 0 ]; then
			fid_before "$name"
			echo "fidelity: recording $name ($i/$repeats)" >&2
			# shellcheck disable=SC2086 # options, split on purpose
			"$MMR" record -q ${FID_RECORD_ARGS---settle-pcp} -o "$f" -- bash -c "$(declare -f fid_as); $cmd" \
				> "$out/$name-$i.log" 2>&1 ||
				echo "fidelity: $name ($i): the workload failed, see $out/$name-$i.log" >&2
		fi
		[ -s "$f" ] || continue
		"$MMR" diff -q --json ${models[@]+"${models[@]}"} "$f" > "$out/$name-$i.json" ||
			echo "fidelity: diff of $f failed" >&2
	done
done

python3 "$here/table.py" "$out" > "$out/table.txt"
cat "$out/table.txt"
python3 "$here/table.py" "$out" $check >/dev/null
