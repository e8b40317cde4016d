#!/usr/bin/env bash
# Re-create tests/fuzz/corpus-mmr: small .mmr files (whole, cut, damaged) and
# raw block payloads, each behind the selector byte fuzz_mmr.c expects
# (0 = whole file, 1 = block payload + u16 event count).
#   tests/fuzz/make-corpus-mmr.sh BUILD_DIR
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
gen=$1/tests/test_mmr_gen
out=$here/corpus-mmr
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
rm -f "$out"/file-* "$out"/block-*  # fz-*: inputs libFuzzer found (kept)

whole() { { printf '\000'; cat "$2"; } >"$out/$1"; }
le16() { printf "\\$(printf %03o $(($1 & 255)))\\$(printf %03o $(($1 >> 8)))"; }

"$gen" "$tmp/a.mmr" 40 16 >"$tmp/a.txt"
"$gen" "$tmp/b.mmr" 300 300 >"$tmp/b.txt"
"$gen" "$tmp/e.mmr" 0 16 >/dev/null
whole file-small "$tmp/a.mmr"
whole file-one-block "$tmp/b.mmr"
whole file-empty "$tmp/e.mmr"
size=$(stat -c %s "$tmp/a.mmr")
for cut in 8 20 40 100 200 $((size / 2)) $((size - 30)) $((size - 1)); do
	head -c $cut "$tmp/a.mmr" >"$tmp/c"
	whole "file-cut-$cut" "$tmp/c"
done
for off in 9 30 90 120 $((size - 40)) $((size - 60)); do
	cp "$tmp/a.mmr" "$tmp/f"
	printf '\377' | dd of="$tmp/f" bs=1 seek=$off conv=notrunc status=none
	whole "file-flip-$off" "$tmp/f"
done
# the uncompressed payloads of the first blocks of a.mmr and of b.mmr
for f in a b; do
	read -r _ _ off cnt < <(grep '^block 0 ' "$tmp/$f.txt")
	csize=$(od -An -tu4 -j $((off + 4)) -N4 "$tmp/$f.mmr" | tr -d ' ')
	tail -c +$((off + 33)) "$tmp/$f.mmr" | head -c "$csize" | zstd -dcq >"$tmp/p"
	{ printf '\001'; le16 "$cnt"; cat "$tmp/p"; } >"$out/block-$f"
	{ printf '\001'; le16 $((cnt + 1)); cat "$tmp/p"; } >"$out/block-$f-badcount"
	{ printf '\001'; le16 "$cnt"; head -c $(($(stat -c %s "$tmp/p") - 3)) "$tmp/p"; } \
		>"$out/block-$f-short"
done
ls "$out" | wc -l
