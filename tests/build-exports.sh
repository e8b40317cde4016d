#!/bin/bash
# libmmreplay.so exports exactly what the public headers declare: every
# function and extern object declared in include/mmreplay/*.h (and the
# generated version.h; not internal/) is a defined dynamic symbol of the
# library, and the library defines no other.  The library is built with
# -fvisibility=hidden and the public declarations carry MMR_API
# (mmreplay/export.h): a declaration without it, or an MMR_API in a private
# header, shows here.  The declarations come from the preprocessed headers
# (no comments, no #if'd-out text), read at file scope.
set -u
lib=$MMR_BUILD/libmmreplay.so
if ! command -v nm >/dev/null || ! command -v cc >/dev/null; then
	echo "nm or cc missing: skipped"; exit 77
fi
[ -e "$lib" ] || { echo "FAIL: no $lib"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

for h in "$MMR_SRC"/include/mmreplay/*.h "$MMR_BUILD"/include/mmreplay/version.h; do
	echo "#include \"$h\""
done | cc -E -DMMR_API= -I"$MMR_SRC/include" -I"$MMR_BUILD/include" -x c - >"$tmp/pp" ||
	{ echo "FAIL: the public headers do not preprocess"; exit 1; }

# the text of the public headers only (line markers say whose), then its
# file-scope declarations: a statement ending in ';' outside braces, not a
# typedef, static or struct/enum body; a function's name stands before its
# first '(', an object's last.
awk '
/^# [0-9]+ "/ {
	f = $3; gsub(/"/, "", f)
	keep = f ~ /\/include\/mmreplay\/[^\/]+\.h$/
	next
}
keep { buf = buf " " $0 }
function strip_attr(s,    i, d, out, c) {
	while ((i = index(s, "__attribute__")) > 0) {
		out = substr(s, 1, i - 1)
		s = substr(s, i + 13)
		d = 0
		while (length(s)) {
			c = substr(s, 1, 1); s = substr(s, 2)
			if (c == "(") d++
			else if (c == ")" && --d == 0) break
		}
		s = out " " s
	}
	return s
}
function decl(s,    m) {
	s = strip_attr(s)
	gsub(/[ \t]+/, " ", s); sub(/^ /, "", s); sub(/ $/, "", s)
	if (s == "" || s ~ /^(typedef|static)[ ]/ || index(s, "{"))
		return
	if (match(s, /[A-Za-z_][A-Za-z0-9_]* ?\(/)) {
		m = substr(s, RSTART, RLENGTH); sub(/ ?\($/, "", m)
		print m
	} else if (s ~ /^extern /) {
		sub(/ ?\[[^]]*\]$/, "", s)
		match(s, /[A-Za-z_][A-Za-z0-9_]*$/)
		print substr(s, RSTART, RLENGTH)
	}
}
END {
	n = length(buf); depth = 0; st = ""
	for (i = 1; i <= n; i++) {
		c = substr(buf, i, 1)
		st = st c
		if (c == "{") {
			if (depth++ == 0) head = st
		} else if (c == "}") {
			# a function body (static inline) ends its statement here
			if (--depth == 0 && index(head, ")")) st = ""
		} else if (c == ";" && depth == 0) {
			decl(substr(st, 1, length(st) - 1)); st = ""
		}
	}
}' "$tmp/pp" | sort -u >"$tmp/declared"
# less what AddressSanitizer adds for each exported object (__odr_asan.NAME)
nm -D --defined-only "$lib" | awk '$NF !~ /^__odr_asan[._]/ {print $NF}' | sort -u >"$tmp/exported"

fail=0
nd=$(wc -l <"$tmp/declared")
ne=$(wc -l <"$tmp/exported")
[ "$nd" -gt 100 ] || { echo "FAIL: only $nd declarations found in the headers"; fail=1; }
if ! cmp -s "$tmp/declared" "$tmp/exported"; then
	comm -23 "$tmp/declared" "$tmp/exported" | sed 's/^/FAIL: declared, not exported: /'
	comm -13 "$tmp/declared" "$tmp/exported" | sed 's/^/FAIL: exported, not declared: /'
	fail=1
fi
[ $fail = 0 ] && echo "ok: libmmreplay.so exports the $ne symbols include/mmreplay/ declares"
exit $fail
