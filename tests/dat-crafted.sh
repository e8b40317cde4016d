# Crafted trace.dat files (issue 20, items 1 and 9), kept in the fuzz corpus
# tests/fuzz/corpus-dat (the first made here, as tests/fuzz/corpus.sh does): each is refused with exit 1, nothing on stdout and
# the message below (file, offset, reason) by info, replay and convert --
# never a crash, and under the ASan tree of tools/test.sh no allocation
# past 1 GiB and no leak (the environment of this test says so).
#  crash-v6-header-page-offset40  wl-v6.dat with bytes 40-41 changed: the
#      header page no longer names the page layout (libtracecmd crashed in
#      tracecmd_close() from tracecmd_buffer_instance_handle())
#  oom-v7-chunk-usize-4g           a compressed CPU chunk of 4 GiB - 1
#  oom-v7-buffer-cpu-2g            a BUFFER option naming CPU 2^31 - 1 (48 GiB)
#  oom-v7-section-usize-4g         the event formats section of 4 GiB - 1
#  leak-v7-chunk-count             200 chunks announced where 1 is
#  leak-tracecmd-open-fails        a v7 header with a 19 MB page size
NAME=dat-crafted
. "$(dirname "$0")/mmr-lib.sh"
C=$T/crafted
mkdir -p "$C"
cp "$MMR_SRC"/tests/fuzz/corpus-dat/* "$C"/
cp "$MMR_SRC/tests/data/wl-v6.dat" "$C/crash-v6-header-page-offset40"
printf XX | dd of="$C/crash-v6-header-page-offset40" bs=1 seek=40 conv=notrunc status=none

check() {
	local f=$1 msg=$2 cmd rc
	for cmd in info replay convert; do
		rm -f "$T/o.mmr"
		rc=0
		if [ $cmd = convert ]; then
			"$MMR" convert -q "$C/$f" -o "$T/o.mmr" >"$T/out" 2>"$T/err" || rc=$?
		else
			"$MMR" $cmd "$C/$f" >"$T/out" 2>"$T/err" || rc=$?
		fi
		[ $rc = 1 ] || fail "$cmd $f: exit $rc (stderr: $(head -c 400 "$T/err"))"
		[ ! -s "$T/out" ] || fail "$cmd $f: stdout not empty"
		[ ! -e "$T/o.mmr" ] || fail "convert $f left an output"
		grep -qF "$C/$f: $msg" "$T/err" ||
			fail "$cmd $f: expected '$C/$f: $msg', got: $(cat "$T/err")"
	done
}

check crash-v6-header-page-offset40 "offset 243: header page: not the ring-buffer page layout (timestamp at 0, commit at 8 of 4 or 8 bytes, data after it)"
check oom-v7-chunk-usize-4g "offset 4100: compressed CPU data: CPU 0: chunk 0 of 4294967295 bytes (at most 64 pages)"
check oom-v7-buffer-cpu-2g 'offset 9831: option, byte 62 of its content: BUFFER option of "mmr-fuzz-seed": CPU 2147483647'
check oom-v7-section-usize-4g "offset 598: event formats: compressed section of 4294967295 bytes"
check leak-v7-chunk-count "offset 9831: compressed CPU data: CPU 1: chunk 1 of 200 runs past its data (truncated or corrupt trace.dat)"
check leak-tracecmd-open-fails "offset 18: file header: page size 19661097"
echo PASS
