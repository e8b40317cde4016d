# Inputs that are not regular files (issue 20, item 13): a .mms, a .mmr and a
# trace.dat on a pipe read exactly as from the file (the first bytes that
# tell the format are not lost: the input is copied to memory first); a FIFO
# with no writer is refused at once, not waited on; a directory and a
# character device are refused.
NAME=source-pipe
. "$(dirname "$0")/mmr-lib.sh"

S=$MMR_DATA/scenarios/tlb-two-mms.mms
"$MMR" convert -q "$S" -o "$T/two.mmr" 2>/dev/null || fail "convert"
for f in "$S" "$T/two.mmr" "$MMR_DATA/wl-v7.dat"; do
	"$MMR" replay -q --json "$f" | grep -v '"file"' >"$T/want" || fail "replay $f"
	cat "$f" | "$MMR" replay -q --json /dev/stdin | grep -v '"file"' >"$T/got" ||
		fail "replay $(basename "$f") from a pipe exited $?"
	diff -u "$T/want" "$T/got" >/dev/null || fail "$(basename "$f") from a pipe reads differently"
done
mkfifo "$T/fifo"
s=$(date +%s)
rc=0
timeout 10 "$MMR" info "$T/fifo" >/dev/null 2>"$T/err" || rc=$?
[ $rc = 1 ] || fail "info on a FIFO with no writer exited $rc (124: it waited)"
[ $(($(date +%s) - s)) -le 2 ] || fail "info on a FIFO with no writer took $(($(date +%s) - s)) s"
grep -qF "$T/fifo: empty input (a pipe or FIFO with no writer, or nothing written to it)" \
	"$T/err" || fail "FIFO message: $(cat "$T/err")"
rc=0
"$MMR" info "$T" 2>"$T/err" || rc=$?
[ $rc = 1 ] && grep -qF "$T: is a directory" "$T/err" || fail "directory: exit $rc, $(cat "$T/err")"
rc=0
"$MMR" info /dev/null 2>"$T/err" || rc=$?
[ $rc = 1 ] && grep -qF "/dev/null: not a regular file, pipe or FIFO" "$T/err" ||
	fail "/dev/null: exit $rc, $(cat "$T/err")"
echo PASS
