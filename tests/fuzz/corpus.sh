#!/usr/bin/env bash
# Assemble the corpora the fuzz targets run on, in OUT/<target>/ (the ctest
# fixture fuzz_corpus; fuzz-long.sh campaigns start from them too):
#   corpus.sh CMAKE OUT
# - kept-<target>.tar.zst: what libFuzzer campaigns found worth keeping
#   (libFuzzer -merge=1 of their new inputs), packed: ~210 KB for ~1,900 inputs
# - seeds that are copies of tests/data, made here rather than committed twice:
#   every .mms of tests/data for mms, and for replay behind fuzz_replay.c's
#   selector byte 0, plus corpus-mmr's block payloads (selector 1, the layout
#   fuzz_mmr.c uses)
# - crash-v6-header-page-offset40: tests/data/wl-v6.dat with bytes 40-41 set to
#   "XX", the header that crashed tracecmd_close() (issue 20, item 1)
# corpus-<target>/ in the source tree keeps the seeds that are not copies and
# every input that ever crashed, leaked or ran out of memory.
set -euo pipefail
cmake=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../data
rm -rf "$out"
for t in mmr mms dat replay; do
	mkdir -p "$out/$t"
	if [ -f "$here/kept-$t.tar.zst" ]; then
		(cd "$out/$t" && "$cmake" -E tar xf "$here/kept-$t.tar.zst")
	fi
done
for f in "$data"/mms/*.mms "$data"/mms/errors/*.mms "$data"/scenarios/*.mms; do
	name=seed-$(basename "$(dirname "$f")")-$(basename "$f" .mms)
	cp "$f" "$out/mms/$name"
	{ printf '\000'; cat "$f"; } >"$out/replay/$name"
done
for f in "$here"/corpus-mmr/block-*; do
	cp "$f" "$out/replay/seed-$(basename "$f")"
done
cp "$data/wl-v6.dat" "$out/dat/crash-v6-header-page-offset40"
printf XX | dd of="$out/dat/crash-v6-header-page-offset40" bs=1 seek=40 conv=notrunc status=none
for t in mmr mms dat replay; do
	echo "$t: $(ls "$out/$t" | wc -l) generated + $(ls "$here/corpus-$t" 2>/dev/null | wc -l) in corpus-$t"
done
