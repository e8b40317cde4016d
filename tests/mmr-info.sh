#!/usr/bin/env bash
# mmreplay info: the metadata keys it checks are exactly those of
# docs/metadata-keys.md; present/missing follow the file's metadata; JSON parses;
# per-tracepoint counts and lost events match what the generator wrote.
. "$(dirname "$0")/mmr-lib.sh"
command -v python3 >/dev/null || { echo "python3 needed for JSON" >&2; exit 77; }

"$GEN" "$T/g.mmr" 3000 1000 >"$T/gen.txt" || fail "generator failed"
"$MMR" info --json "$T/g.mmr" >"$T/j" 2>"$T/err" || fail "info --json: $(cat "$T/err")"

# keys of the document's table: first column, `a` / `.b` meaning a's stem + .b
sed -n 's/^| \(`[^|]*\) |.*/\1/p' "$MMR_SRC/docs/metadata-keys.md" | python3 -c '
import re, sys
keys = []
for line in sys.stdin:
    for tok in re.findall(r"`([^`]+)`", line):
        if tok.startswith(".") and keys:
            tok = keys[-1].rsplit(".", 1)[0] + tok
        keys.append(tok)
print("\n".join(k for k in keys if k != "key"))
' | sort >"$T/doc"
[ -s "$T/doc" ] || fail "no keys parsed from docs/metadata-keys.md"
python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
m = d["metadata"]
assert not set(m["present"]) & set(m["missing"])
print("\n".join(m["present"] + m["missing"]))
' "$T/j" | sort >"$T/info" || fail "bad JSON"
diff -u "$T/doc" "$T/info" || fail "info's key list differs from docs/metadata-keys.md"

python3 - "$T/j" "$T/gen.txt" <<'PY' || fail "info --json content"
import json, sys
d = json.load(open(sys.argv[1]))
want = {}
for line in open(sys.argv[2]):
    f = line.split()
    if f[0] == "kind":
        want[f[1]] = int(f[2])
got = {t["name"]: t["count"] for t in d["tracepoints"] if t["understood"]}
assert got == want, (got, want)
assert [t for t in d["tracepoints"] if not t["understood"]] == \
    [{"name": "ftrace:print", "count": 3, "understood": False}]
assert d["events"] == 3000 and d["format"] == "mmr" and d["format_name"] == "mmreplay .mmr" and d["kernel"] == "6.18.0-gen"
assert d["cpus"] == 8 and d["cpus_online"] == "0-7" and d["truncated"] is False
assert d["lost"] == [{"cpu": 1, "markers": 15, "metadata": 7}], d["lost"]
assert d["duration_ns"] == d["last_ns"] - d["first_ns"] > 0
p = set(d["metadata"]["present"])
assert p == {"kernel", "cpus", "cpus_online", "page_size", "lost.cpu<N>",
             "unknown.<system:name>"}, p
PY

# the text form says the same
"$MMR" info "$T/g.mmr" >"$T/txt" || fail "info failed"
grep -qx "events      3000" "$T/txt" || fail "text: events"
grep -Eq "^  ftrace:print +3  skipped \(not understood\)$" "$T/txt" || fail "text: skipped"
grep -Eq "^  cpu 1 +15 / 7$" "$T/txt" || fail "text: lost"
! grep -q "^truncated" "$T/txt" || fail "text: a complete file reported truncated"

# usage errors: no file, two files
"$MMR" info >/dev/null 2>&1 && fail "info without a file succeeded"
"$MMR" info "$T/g.mmr" "$T/g.mmr" >"$T/out" 2>/dev/null && fail "info with two files succeeded"
[ ! -s "$T/out" ] || fail "usage error printed on stdout"
exit 0
