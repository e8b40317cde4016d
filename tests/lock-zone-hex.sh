#!/bin/bash
# The zone table of the metadata (replay/lock-shared.c) through the CLI: zone
# pfns in 0x hex (as engine-pass.mms writes them) read as their decimal twin.
# The scenarios' "# expect" lines are test_lock_scenarios' (tests/scenarios.c).
set -u
: "${MMR:?MMR (the mmreplay CLI) not set}" "${MMR_DATA:?MMR_DATA not set}"

fail=0
# lock-pcp-1000.mms with "0 1048576" written "0x0 0x100000" gives the same JSON
hex=$(mktemp "${TMPDIR:-/tmp}/lock-hex-XXXXXX.mms")
sed 's/zone.0="0 Normal 0 1048576 63 200"/zone.0="0 Normal 0x0 0x100000 63 200"/' \
	"$MMR_DATA/scenarios/lock-pcp-1000.mms" >"$hex"
if ! grep -q '0x100000' "$hex"; then
	echo "FAIL: lock-pcp-1000.mms zone line changed; update this check"; fail=1
elif ! a=$("$MMR" replay "$MMR_DATA/scenarios/lock-pcp-1000.mms" -q --json -m pcp-order0 |
	   grep -v '"file"') || ! b=$("$MMR" replay "$hex" -q --json -m pcp-order0 | grep -v '"file"'); then
	echo "FAIL: zone metadata with hex pfns refused"; fail=1
elif [ "$a" != "$b" ]; then
	echo "FAIL: zone metadata with hex pfns read differently"; fail=1
else
	echo "ok   zone metadata in hex reads as in decimal"
fi
rm -f "$hex"
exit $fail
