#!/bin/bash
# `mmreplay info` on a bad scenario: exit status non-zero, nothing on stdout,
# and the reader's "file:line:column: reason" on stderr.
set -u
bad="$MMR_DATA/mms/errors/tlb.mms"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$MMR" info "$MMR_DATA/mms/all-events.mms" >"$tmp/good.out" 2>"$tmp/good.err"
if grep -q "not implemented" "$tmp/good.err"; then
	echo "mmreplay info is not implemented yet: skipped"
	exit 77
fi

"$MMR" info "$bad" >"$tmp/out" 2>"$tmp/err"
rc=$?
fail=0
if [ "$rc" -eq 0 ]; then
	echo "FAIL: exit status 0 on a bad scenario"; fail=1
fi
if [ -s "$tmp/out" ]; then
	echo "FAIL: stdout not empty:"; cat "$tmp/out"; fail=1
fi
if ! grep -qF "$bad:12:39: unknown field 'pagez' for tlb:tlb_flush" "$tmp/err"; then
	echo "FAIL: stderr lacks the file:line message:"; cat "$tmp/err"; fail=1
fi
exit $fail
