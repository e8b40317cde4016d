# Model parameters and convert's paths said as a user wrote them (issue 20, item 13):
# - a parameter given twice is refused, naming both values;
# - an integer past 64 bits is "out of range", not "not an integer";
# - convert's errors name the output the user gave, not its temporary file.
set -u
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
S=$MMR_DATA/scenarios/tlb-two-mms.mms

check() { # check EXIT MESSAGE CMD...: exit status and stderr, exactly
	local want=$1 msg=$2 rc=0
	shift 2
	"$@" >/dev/null 2>"$T/err" || rc=$?
	[ $rc = "$want" ] || fail "$*: exit $rc, want $want ($(cat "$T/err"))"
	[ "$(cat "$T/err")" = "$msg" ] || fail "$*: stderr '$(cat "$T/err")', want '$msg'"
}
check 1 "mmreplay replay: model pfn-tracking: parameter 'batch' given twice (batch=1, batch=2)" \
	"$MMR" replay -q "$S" -m pfn-tracking:batch=1,batch=2
check 1 "mmreplay replay: model pfn-tracking: batch=99999999999999999999 is out of range (beyond a 64-bit integer)" \
	"$MMR" replay -q "$S" -m pfn-tracking:batch=99999999999999999999
check 1 "mmreplay replay: model pfn-tracking: batch=12x is not an integer" \
	"$MMR" replay -q "$S" -m pfn-tracking:batch=12x
check 1 "mmreplay convert: $T/no-such-dir/out.mmr: cannot create a file beside it: No such file or directory" \
	"$MMR" convert -q "$S" -o "$T/no-such-dir/out.mmr"
echo PASS
