#!/bin/bash
# One direction between the library's folders (HACKING.md, issue 19):
# - replay/ and capture/ include nothing from models/;
# - models/ include only public headers (include/mmreplay/, its internal/
#   part included) and their own models/*.h, never a private header of
#   replay/ or capture/.
# A quoted include is looked up as the compiler would: beside the file, then
# in include/ (where the build writes X.h from X.h.in); anything else it names
# is a folder crossing.
set -u
fail=0
src=${MMR_SRC:?}
for f in "$src"/replay/*.[ch] "$src"/capture/*.[ch] "$src"/models/*.[ch]; do
	dir=$(dirname "$f")
	area=$(basename "$dir")
	while IFS= read -r inc; do
		if [ -e "$dir/$inc" ]; then
			where=$area
		elif [ -e "$src/include/$inc" ] || [ -e "$src/include/$inc.in" ]; then
			where=include
		elif [ -e "$src/replay/$inc" ]; then
			where=replay
		elif [ -e "$src/capture/$inc" ]; then
			where=capture
		elif [ -e "$src/models/$inc" ]; then
			where=models
		else
			where=unknown
		fi
		case "$area:$where" in
		*:include | replay:replay | capture:capture | models:models) ;;
		capture:replay) ;; # the recorder decodes with replay/'s decoder
		*)
			echo "FAIL: ${f#"$src"/} includes \"$inc\" (from $where/)"
			fail=1
			;;
		esac
	done < <(sed -nE 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"([^"]+)".*/\1/p' "$f")
done
[ $fail = 0 ] && echo "ok: replay/, capture/ -> include/; models/ -> include/ and models/"
exit $fail
