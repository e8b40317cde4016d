#!/usr/bin/env bash
# Re-create the seeds of tests/fuzz/corpus-mms and corpus-replay from the
# scenarios of tests/data (fuzz_replay.c's selector byte 0 in front of each),
# plus, for corpus-replay, the block payloads of corpus-mmr (selector 1, the
# same layout as fuzz_mmr.c's).  Inputs the fuzzer found are kept.
#   tests/fuzz/make-corpus-mms.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
data=$here/../data
mkdir -p "$here/corpus-mms" "$here/corpus-replay"
rm -f "$here"/corpus-mms/seed-* "$here"/corpus-replay/seed-*
for f in "$data"/mms/*.mms "$data"/mms/errors/*.mms "$data"/scenarios/*.mms; do
	name=seed-$(basename "$(dirname "$f")")-$(basename "$f" .mms)
	cp "$f" "$here/corpus-mms/$name"
	{ printf '\000'; cat "$f"; } >"$here/corpus-replay/$name"
done
for f in "$here"/corpus-mmr/block-*; do
	cp "$f" "$here/corpus-replay/seed-$(basename "$f")"
done
ls "$here/corpus-mms" | wc -l
ls "$here/corpus-replay" | wc -l
