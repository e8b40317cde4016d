#!/usr/bin/env bash
# plot --html, the report worth attaching to a patch (issue 22), loaded in
# headless Chromium (Debian's chromium): its DOM holds the trace's facts, the
# policy table with the same numbers as replay --json, the diff with the same
# numbers as diff --json, the caveats, and one chart per rate with a tooltip
# per point and legends with parameters; its screenshot is not blank.
NAME=report-html
. "$(dirname "$0")/mmr-lib.sh"
command -v chromium >/dev/null || fail "chromium missing (tools/setup.sh installs it)"
F=$MMR_SRC/tests/data/tlb-real/munmap_storm-6.12-smp4.mmr
"$MMR" plot -q --html "$T/r.html" -m flush-per-page -m pfn-tracking:batch=8 -m x86 "$F" ||
	fail "plot --html"
chrome() { timeout 120 chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
	--user-data-dir="$T/profile" "$@" 2>"$T/chrome.err"; }
chrome --dump-dom "file://$T/r.html" >"$T/dom.html" || fail "chromium --dump-dom: $(tail -3 "$T/chrome.err")"
chrome --window-size=1100,2400 --screenshot="$T/r.png" "file://$T/r.html" >/dev/null ||
	fail "chromium --screenshot: $(tail -3 "$T/chrome.err")"
"$MMR" replay -q --json -m flush-per-page -m pfn-tracking:batch=8 -m x86 "$F" >"$T/replay.json" || fail "replay"
"$MMR" diff -q --json -m x86 "$F" >"$T/diff.json" || fail "diff"
python3 - "$T/dom.html" "$T/replay.json" "$T/diff.json" "$T/r.png" <<'PY' || fail "report checks"
import html.parser, json, sys, struct, zlib
dom = open(sys.argv[1]).read()
rep = json.load(open(sys.argv[2]))
dif = json.load(open(sys.argv[3]))

class P(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(); self.tables = []; self.cell = None; self.row = None
        self.titles = 0; self.svgs = 0; self.text = []
    def handle_starttag(self, t, a):
        if t == "table": self.tables.append([])
        elif t == "tr": self.row = []; self.tables[-1].append(self.row)
        elif t in ("td", "th"): self.cell = ""
        elif t == "title": self.titles += 1
        elif t == "svg": self.svgs += 1
    def handle_endtag(self, t):
        if t in ("td", "th"): self.row.append(self.cell.strip()); self.cell = None
    def handle_data(self, d):
        if self.cell is not None: self.cell += d
        self.text.append(d)
p = P(); p.feed(dom)
facts, policy, diff = p.tables[:3]
f = {r[0]: r[1] for r in facts[1:]}
assert f["CPUs"] == str(rep["cpus"]) and f["events"] == str(rep["events"]), f
assert f["kernel"] == rep["kernel"], f
assert policy[0][1:] == ["flush-per-page", "pfn-tracking:batch=8", "x86"], policy[0]
for row in policy[1:]:
    for i, m in enumerate(rep["models"]):
        want = m["metrics"][row[0]]["total"]
        assert row[1 + i].split(" ")[0] == str(want), (row, i, want)
x86 = {m["name"]: m for m in dif["models"][0]["metrics"]}
for row in diff[1:]:
    m = x86[row[0]]
    assert row[1] == str(m["predicted"]["total"]), row
    if m["measured"] is not None:
        assert row[2] == str(m["measured"]["total"]), row
assert p.svgs >= 2 and p.titles > 100, (p.svgs, p.titles)
text = " ".join(p.text)
assert "What the model could not see" in text and "pfn-tracking:batch=8" in text
# the screenshot: a PNG whose rows are not all one colour
png = open(sys.argv[4], "rb").read()
assert png[:8] == b"\x89PNG\r\n\x1a\n"
w, h = struct.unpack(">II", png[16:24])
idat = b""; i = 8
while i < len(png):
    n, = struct.unpack(">I", png[i:i + 4]); typ = png[i + 4:i + 8]
    if typ == b"IDAT": idat += png[i + 8:i + 8 + n]
    i += 12 + n
raw = zlib.decompress(idat)
assert len(set(raw[::97])) > 8, "the screenshot is blank"
print(f"report: {len(policy) - 1} policy rows, {len(diff) - 1} diff rows, {p.svgs} charts, "
      f"{p.titles} tooltips; screenshot {w}x{h}")
PY
echo PASS
