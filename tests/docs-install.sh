#!/bin/bash
# `cmake --install` gives a third party all it needs: the CLI runs from the
# prefix (no LD_LIBRARY_PATH: its RPATH is $ORIGIN/../lib...), pkg-config
# finds the headers and library, an out-of-tree model (tests/install/my-model.c)
# built against them alone loads with -M and counts exactly what
# tests/install/unmaps.mms holds (6 unmapped pages in 2 UNMAP ops, worked out
# in the scenario's comment), and the man pages and headers are in place.
set -u
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
p=$tmp/prefix
if ! command -v pkg-config >/dev/null || ! command -v cc >/dev/null; then
	echo "pkg-config or cc missing: skipped"; exit 77
fi
cmake --install "$MMR_BUILD" --prefix "$p" >"$tmp/install.log" 2>&1 ||
	{ echo "FAIL: cmake --install"; cat "$tmp/install.log"; exit 1; }
# lib/pkgconfig or lib/<multiarch>/pkgconfig, as GNUInstallDirs chose
pc=$(find "$p" -path '*/pkgconfig/mmreplay.pc' | head -1)
[ -n "$pc" ] || { echo "FAIL: no mmreplay.pc under $p"; exit 1; }
pcdir=$(dirname "$pc")
for f in bin/mmreplay include/mmreplay/model.h include/mmreplay/replay.h \
	 share/man/man1/mmreplay.1 share/man/man1/mmreplay-replay.1; do
	[ -e "$p/$f" ] || { echo "FAIL: $f not installed"; fail=1; }
done
# every page in the source tree is installed, and only those
for m in "$MMR_SRC"/docs/man/*.1; do
	cmp -s "$m" "$p/share/man/man1/$(basename "$m")" ||
		{ echo "FAIL: $(basename "$m") not installed as is"; fail=1; }
done
for h in "$MMR_SRC"/include/mmreplay/*.h; do
	cmp -s "$h" "$p/include/mmreplay/$(basename "$h")" ||
		{ echo "FAIL: header $(basename "$h") not installed as is"; fail=1; }
done
# shellcheck disable=SC2046
if ! cc -std=c11 -Wall -Wextra -Werror -shared -fPIC "$MMR_SRC/tests/install/my-model.c" \
	-o "$tmp/my-model.so" \
	$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags --libs mmreplay) 2>"$tmp/cc.log"; then
	echo "FAIL: building the model against the installed tree:"; cat "$tmp/cc.log"; exit 1
fi
# the model compiled against the installed header, not another copy
# shellcheck disable=SC2046
hdr=$(cc -MM "$MMR_SRC/tests/install/my-model.c" \
	$(PKG_CONFIG_PATH=$pcdir pkg-config --cflags mmreplay) | tr -s ' \\' '\n' | grep model.h)
[ "$(realpath "$hdr")" = "$(realpath "$p/include/mmreplay/model.h")" ] ||
	{ echo "FAIL: my-model.c was built with '$hdr', not $p/include/mmreplay/model.h"; fail=1; }
out=$(env -u LD_LIBRARY_PATH "$p/bin/mmreplay" replay "$MMR_SRC/tests/install/unmaps.mms" \
	-M "$tmp/my-model.so" -m my-model --csv -q 2>"$tmp/err") ||
	{ echo "FAIL: installed mmreplay replay -M exited $?"; cat "$tmp/err"; exit 1; }
for want in '"my-model",my.unmapped_pages,total,,6' '"my-model",my.unmaps,total,,2'; do
	grep -qxF -- "$want" <<<"$out" || { echo "FAIL: no line $want in:"; echo "$out"; fail=1; }
done
# the installed binary uses the installed library, not the build tree's
lib=$(env -u LD_LIBRARY_PATH ldd "$p/bin/mmreplay" | awk '/libmmreplay/ {print $3}')
case "$lib" in
"$p"/*) ;;
*) echo "FAIL: installed mmreplay loads libmmreplay from '$lib'"; fail=1 ;;
esac
env -u LD_LIBRARY_PATH "$p/bin/mmreplay" models -M "$tmp/my-model.so" | grep -qx 'my-model' ||
	{ echo "FAIL: mmreplay models -M does not list my-model"; fail=1; }
# demo --bundled reads the traces installed beside the program, not the source tree's
MMREPLAY_DATA= env -u LD_LIBRARY_PATH "$p/bin/mmreplay" demo --bundled -q >"$tmp/demo" 2>&1 ||
	{ echo "FAIL: installed mmreplay demo --bundled"; cat "$tmp/demo"; fail=1; }
grep -q "$p/bin/../share/mmreplay/tlb-real/" "$tmp/demo" ||
	{ echo "FAIL: the installed demo did not read share/mmreplay"; fail=1; }
for f in share/mmreplay/examples/my-model.c share/bash-completion/completions/mmreplay; do
	[ -e "$p/$f" ] || { echo "FAIL: $f not installed"; fail=1; }
done
# the bash completion: commands, a command's options (from its --help), model names
comp=$(PATH="$p/bin:$PATH" bash -c '
. "$1/share/bash-completion/completions/mmreplay"
t() { COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); COMPREPLY=(); _mmreplay; echo "${COMPREPLY[*]}"; }
t mmreplay re; t mmreplay diff --pi; t mmreplay replay -m pfn' _ "$p")
[ "$comp" = "$(printf 'record replay\n--pid\npfn-tracking')" ] ||
	{ echo "FAIL: bash completion gave: $comp"; fail=1; }
[ $fail = 0 ] && echo "ok: installed to $p, my-model counts 6 pages in 2 unmaps, demo runs"
exit $fail
