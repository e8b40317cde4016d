#!/usr/bin/env bash
# mmreplay plot on a real trace: the SVG holds one polyline per model plus the
# measured one, renders to a PNG (rsvg-convert) that is not blank, and the HTML
# bundles every chart.  Looked at by eye when written (see tests/data/README).
set -u
command -v rsvg-convert >/dev/null || { echo "rsvg-convert missing (librsvg2-bin)"; exit 77; }
command -v python3 >/dev/null || { echo "python3 missing"; exit 77; }
T=$(mktemp -d); trap 'rm -rf "$T"' EXIT
fail=0
"$MMR" plot "$MMR_DATA/wl-v7.dat" -o "$T/p.svg" --html "$T/r.html" || { echo "FAIL: plot exit $?"; exit 1; }
n=$(grep -c '<polyline' "$T/p.svg")
# five TLB models; the measured line too when the trace measured IPIs, which a
# paravirtual guest does not: at least the five models
[ "$n" -ge 5 ] || { echo "FAIL: $n polylines in the IPI chart"; fail=1; }
for m in flush-per-page pfn-tracking full-flush infinite x86; do
	grep -q ">$m</text>" "$T/p.svg" || { echo "FAIL: no legend entry for $m"; fail=1; }
done
[ "$(grep -c '<svg' "$T/r.html")" -ge 2 ] || { echo "FAIL: html holds fewer than 2 charts"; fail=1; }
grep -q 'flush rounds' "$T/r.html" || { echo "FAIL: no flush-round chart in the html"; fail=1; }
rsvg-convert -o "$T/p.png" "$T/p.svg" || { echo "FAIL: rsvg-convert"; exit 1; }
python3 - "$T/p.png" <<'PY' || fail=1
# Decode the PNG (8-bit RGB/RGBA, what rsvg-convert writes) with zlib alone and
# count the pixels that are neither white nor transparent, and the colours.
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n'
pos, idat, w = 8, b'', 0
while pos < len(data):
    n, typ = struct.unpack('>I4s', data[pos:pos + 8])
    body = data[pos + 8:pos + 8 + n]
    if typ == b'IHDR':
        w, h, depth, ctype = struct.unpack('>IIBB', body[:10])
    elif typ == b'IDAT':
        idat += body
    pos += 12 + n
bpp = {2: 3, 6: 4}[ctype]
raw, stride, prev, rows = zlib.decompress(idat), w * bpp, bytearray(w * bpp), []
for y in range(h):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i]; c = prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c; pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    rows.append(line); prev = line
ink, colours = 0, set()
for line in rows:
    for x in range(w):
        px = tuple(line[x * bpp:x * bpp + 3])
        if bpp == 4 and line[x * bpp + 3] == 0: continue
        colours.add(px)
        if px != (255, 255, 255): ink += 1
print(f"{w}x{h}: {ink} inked pixels, {len(colours)} colours")
if ink < 2000 or len(colours) < 6:
    print("FAIL: the PNG is (nearly) blank"); sys.exit(1)
PY
exit $fail
