#!/usr/bin/env bash
# mmreplay convert: .mmr -> .mmr keeps every event, count per tracepoint, the
# metadata and the unknown-tracepoint counts; output is 0600; OUT that is IN
# (by name, hard link or symlink) or a symlink is refused; a one-line summary
# goes to stderr.  Then every tests/data/*.dat and *.mms that `info` reads is
# converted and its per-tracepoint counts compared with the .mmr's.
. "$(dirname "$0")/mmr-lib.sh"

# counts FILE: "name count understood" lines from info --json, sorted
counts() {
	"$MMR" info --json "$1" | python3 -c '
import json, sys
d = json.load(sys.stdin)
for t in d["tracepoints"]:
    print(t["name"], t["count"], t["understood"])
print("events", d["events"])
print("first_ns", d["first_ns"], "last_ns", d["last_ns"])
# unknown.* keys: in a .mmr they hold what other formats keep in mmr_source_unknown()
print("meta", " ".join(sorted(k for k in d["metadata"]["present"] if k != "unknown.<system:name>")))
for l in d["lost"]:
    print("lost", l["cpu"], l["markers"], l["metadata"])
' | sort
}
command -v python3 >/dev/null || { echo "python3 needed for JSON" >&2; exit 77; }

"$GEN" "$T/g.mmr" 5000 700 >"$T/gen.txt" || fail "generator failed"
"$MMR" convert "$T/g.mmr" -o "$T/c.mmr" --level 19 --block-events 333 2>"$T/err" ||
	fail "convert failed: $(cat "$T/err")"
grep -Eq "^mmreplay convert: .*g.mmr -> .*c.mmr: 5000 events, [0-9]+ bytes, [0-9.]+ bytes/event" \
	"$T/err" || fail "summary line: $(cat "$T/err")"
[ "$(stat -c %a "$T/c.mmr")" = 600 ] || fail "output mode $(stat -c %a "$T/c.mmr")"
counts "$T/g.mmr" >"$T/a" && counts "$T/c.mmr" >"$T/b" || fail "info failed"
diff -u "$T/a" "$T/b" || fail "counts differ after convert"
# the generator's own tally against what info reads back
awk '$1 == "kind" { print $2, $3, "True" }' "$T/gen.txt" | sort >"$T/want"
grep True "$T/a" | sort | diff -u "$T/want" - || fail "info counts differ from what was written"
grep -qx "ftrace:print 3 False" "$T/b" || fail "unknown.ftrace:print lost"
grep -qx "lost 1 25 7" "$T/b" || fail "lost markers/metadata: $(grep lost "$T/b")"
"$MMR" info "$T/c.mmr" | grep -q "^kernel      6.18.0-gen$" || fail "kernel metadata lost"

# refusals: the input itself, via a hard link and a symlink; a symlink at OUT
ln "$T/g.mmr" "$T/hard.mmr"
ln -s "$T/g.mmr" "$T/soft.mmr"
ln -s "$T/none.mmr" "$T/dangling.mmr"
sum=$(md5sum <"$T/g.mmr")
for out in "$T/g.mmr" "$T/hard.mmr" "$T/soft.mmr"; do
	"$MMR" convert "$T/g.mmr" -o "$out" 2>"$T/err" && fail "convert onto $out succeeded"
	grep -q "is the input file" "$T/err" || fail "onto $out: $(cat "$T/err")"
done
"$MMR" convert "$T/g.mmr" -o "$T/dangling.mmr" 2>"$T/err" && fail "wrote through a symlink"
grep -q "dangling.mmr: is a symbolic link" "$T/err" || fail "symlink: $(cat "$T/err")"
[ ! -e "$T/none.mmr" ] || fail "symlink target created"
[ "$(md5sum <"$T/g.mmr")" = "$sum" ] || fail "input changed"
"$MMR" convert "$T/g.mmr" 2>/dev/null && fail "convert without -o succeeded"
"$MMR" convert "$T/g.mmr" -o "$T/x.mmr" --level 99 2>/dev/null && fail "--level 99 accepted"

# fixtures: trace.dat and scenarios, where their readers accept them
n=0
for f in "$MMR_DATA"/*.dat "$MMR_DATA"/*.mms "$MMR_DATA"/mms/*.mms "$MMR_DATA"/*/*.mmr; do
	[ -e "$f" ] || continue
	if ! "$MMR" info --json "$f" >/dev/null 2>"$T/err"; then
		echo "skipped $(basename "$f"): $(head -1 "$T/err")"
		continue
	fi
	b=$(basename "$f")
	"$MMR" convert "$f" -o "$T/$b.mmr" 2>"$T/err" || fail "convert $b: $(cat "$T/err")"
	counts "$f" >"$T/a"
	counts "$T/$b.mmr" >"$T/b"
	diff -u "$T/a" "$T/b" || fail "$b: counts differ between the input and its .mmr"
	echo "$b: $(grep "^mmreplay convert:" "$T/err" | sed "s/.*: //")"
	n=$((n + 1))
done
echo "converted $n fixture(s)"

# convert writes .mmr only: another extension is refused (exit 2), nothing written
for o in back.dat out.json x.txt; do
	rc=0
	"$MMR" convert -q "$T/g.mmr" -o "$T/$o" 2>"$T/err" || rc=$?
	[ $rc = 2 ] || fail "convert -o $o: exit $rc, want 2"
	[ ! -e "$T/$o" ] || fail "convert -o $o wrote it"
	grep -q "convert writes .mmr files only" "$T/err" || fail "convert -o $o: $(cat "$T/err")"
done
"$MMR" convert -q "$T/g.mmr" -o "$T/noext" || fail "convert to a name without an extension"
exit 0
