#!/bin/bash
# docs/man/mmreplay-{info,convert}.1 agree with the commands' --help: every
# option and default the --help names is in the page, every long option of
# the page's OPTIONS is in the --help, and groff renders the page without
# warnings.
set -u
fail=0
if ! command -v groff >/dev/null; then
	echo "groff not installed: skipped"
	exit 77
fi
for cmd in info convert; do
	page="$MMR_SRC/docs/man/mmreplay-$cmd.1"
	if "$MMR" "$cmd" --help 2>&1 | grep -q "not implemented"; then
		echo "mmreplay $cmd is not implemented yet: skipped"
		exit 77
	fi
	help=$("$MMR" "$cmd" --help) || { echo "FAIL: mmreplay $cmd --help exited $?"; fail=1; }
	warn=$(groff -man -ww -z "$page" 2>&1)
	if [ -n "$warn" ]; then
		echo "FAIL: groff warnings for $page:"; echo "$warn"; fail=1
	fi
	text=$(groff -man -Tascii -P-c -P-b -P-u "$page" 2>/dev/null)
	for opt in $(grep -oE -- '(^|[^a-z-])--?[a-z][a-z-]*' <<<"$help" | grep -oE -- '--?[a-z][a-z-]*' | sort -u); do
		if ! grep -qE -- "(^|[^a-z-])$opt([^a-z-]|\$)" <<<"$text"; then
			echo "FAIL: mmreplay $cmd --help names $opt, $page does not"; fail=1
		fi
	done
	for def in $(grep -oE 'default [0-9]+' <<<"$help" | tr ' ' '_'); do
		if ! grep -q -- "${def/_/ }" <<<"$text"; then
			echo "FAIL: --help says '${def/_/ }', $page does not"; fail=1
		fi
	done
	options=$(sed -n '/^OPTIONS/,/^[A-Z]/p' <<<"$text")
	for opt in $(grep -oE -- '--[a-z][a-z-]*' <<<"$options" | sort -u); do
		[ "$opt" = --help ] && continue
		if ! grep -qE -- "$opt([^a-z-]|\$)" <<<"$help"; then
			echo "FAIL: $page documents $opt, mmreplay $cmd --help does not"; fail=1
		fi
	done
done
exit $fail
