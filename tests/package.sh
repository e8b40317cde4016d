#!/usr/bin/env bash
# Debian packaging (issue 22): dpkg-buildpackage -us -uc -b on a copy of the
# source tree builds mmreplay, libmmreplay0 and libmmreplay-dev; their
# contents are what a user needs (the command, the man pages, the demo's
# traces, the example model, the bash completion; the library; the headers,
# .so and .pc), their Depends name the library and libtraceevent, and the
# packaged command, unpacked into a scratch root (dpkg -x: the box's own
# packages stay untouched), runs `mmreplay demo --bundled` from the traces
# it ships and prints the policy table and the diff.
NAME=package
. "$(dirname "$0")/mmr-lib.sh"
for t in dpkg-buildpackage dh fakeroot; do
	command -v $t >/dev/null || fail "$t missing: tools/setup.sh installs dpkg-dev, debhelper, fakeroot"
done
src=$T/src/mmreplay-0.1.0
mkdir -p "$src"
# the files git knows (a clean clone's tree), as they are in the work tree
(cd "$MMR_SRC" && git ls-files -z --cached --others --exclude-standard |
	xargs -0 -I{} sh -c 'test -e "{}" && cp --parents -a "{}" "$0"' "$src") ||
	fail "copying the tree"
(cd "$src" && DEB_BUILD_OPTIONS="nocheck parallel=2" dpkg-buildpackage -us -uc -b) \
	>"$T/build.log" 2>&1 || { tail -40 "$T/build.log"; fail "dpkg-buildpackage failed"; }
for p in mmreplay libmmreplay0 libmmreplay-dev; do
	deb=$(ls "$T/src/${p}_"*.deb 2>/dev/null | head -1)
	[ -n "$deb" ] || fail "no $p package built"
	dpkg-deb -c "$deb" >"$T/$p.list" || fail "dpkg-deb -c $p"
	dpkg -x "$deb" "$T/root" || fail "dpkg -x $p"
done
for f in ./usr/bin/mmreplay ./usr/share/man/man1/mmreplay-replay.1.gz \
	 ./usr/share/mmreplay/tlb-real/munmap_storm-6.12-smp4.mmr \
	 ./usr/share/mmreplay/examples/my-model.c \
	 ./usr/share/bash-completion/completions/mmreplay; do
	grep -q " $f\$" "$T/mmreplay.list" || fail "mmreplay lacks $f"
done
grep -qE ' \./usr/lib/[^/]+/libmmreplay\.so\.0' "$T/libmmreplay0.list" || fail "libmmreplay0 lacks the library"
for f in /usr/include/mmreplay/model.h /pkgconfig/mmreplay.pc 'libmmreplay\.so '; do
	grep -qE "$f" "$T/libmmreplay-dev.list" || fail "libmmreplay-dev lacks $f"
done
dep=$(dpkg-deb -f "$T/src/"mmreplay_*.deb Depends)
grep -q 'libmmreplay0 (= 0.1.0)' <<<"$dep" || fail "mmreplay Depends: $dep"
dep0=$(dpkg-deb -f "$T/src/"libmmreplay0_*.deb Depends)
grep -q 'libtraceevent' <<<"$dep0" || fail "libmmreplay0 Depends: $dep0"
lib=$(dirname "$(find "$T/root/usr/lib" -name 'libmmreplay.so.0' | head -1)")
LD_LIBRARY_PATH=$lib "$T/root/usr/bin/mmreplay" demo --bundled -q >"$T/demo.out" 2>&1 ||
	{ cat "$T/demo.out"; fail "the packaged mmreplay demo --bundled failed"; }
grep -q "$T/root/usr/bin/../share/mmreplay/tlb-real/" "$T/demo.out" ||
	fail "demo did not read the packaged traces: $(grep -m2 'tlb-real' "$T/demo.out")"
grep -q '^tlb.flush_rounds' "$T/demo.out" || fail "demo: no policy table"
grep -q 'predicted.*measured' "$T/demo.out" || fail "demo: no diff"
echo PASS
