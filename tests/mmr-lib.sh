# Helpers for the .mmr shell tests (sourced).  Needs MMR (the CLI) and
# MMR_BUILD (where tests/test_mmr_gen is) from ctest's environment.
set -u
GEN=${MMR_GEN:-$MMR_BUILD/tests/test_mmr_gen}
T=$(mktemp -d "${TMPDIR:-/tmp}/mmr-test.XXXXXX")
trap 'rm -rf "$T"' EXIT
NAME=${NAME:-$(basename "$0")}

fail() {
	echo "FAIL ($NAME): $*" >&2
	exit 1
}

# expect_fail FILE PATTERN...: info and convert must both fail, print nothing
# on stdout, leave no output file, and name each PATTERN on stderr.
expect_fail() {
	local f=$1 rc p cmd
	shift
	for cmd in info convert; do
		rm -f "$T/conv.mmr"
		if [ $cmd = info ]; then
			"$MMR" info "$f" >"$T/out" 2>"$T/err"
		else
			"$MMR" convert "$f" -o "$T/conv.mmr" >"$T/out" 2>"$T/err"
		fi
		rc=$?
		[ $rc -ne 0 ] || fail "$cmd $f: exit status 0"
		[ ! -s "$T/out" ] || fail "$cmd $f: stdout not empty: $(head -c 300 "$T/out")"
		[ ! -e "$T/conv.mmr" ] || fail "convert $f left an output file"
		for p in "$@"; do
			grep -qF -- "$p" "$T/err" || fail "$cmd $f: stderr lacks '$p': $(cat "$T/err")"
		done
	done
}

# block_off GENOUT I: byte offset of block I from test_mmr_gen's listing
block_off() {
	awk -v i="$2" '$1 == "block" && $2 == i { print $3 }' "$1"
}

# flip FILE OFFSET: change one byte
flip() {
	local b
	b=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ')
	printf "$(printf '\\%03o' $(((b + 0x5a) % 256)))" |
		dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}
