#!/bin/bash
# docs/man/*.1 agree with the CLI:
# - every command of `mmreplay --help` has a page mmreplay-<command>.1 and an
#   entry in mmreplay.1's COMMANDS, and every page names a real command;
# - every option (short and long) and every "default N" a command's --help
#   names is in its page, and every option the page's OPTIONS lists as an item
#   is in the --help (-h/--help aside);
# - groff -man -ww -Tutf8 prints no warning for any page, and every
#   mmreplay-*(1) a SEE ALSO names exists;
# - the EXAMPLES that use the files of tests/data run: exit 0, or, where the
#   page shows an error message under the command, a failure with exactly
#   that message on stderr.
set -u
fail=0
if ! command -v groff >/dev/null; then
	echo "groff not installed: skipped"
	exit 77
fi
man=$MMR_SRC/docs/man
render() { groff -man -Tascii -P-c -P-b -P-u "$1" 2>/dev/null; }
# the items of a section: lines indented by exactly 7 blanks (.TP tags)
items() { sed -n "/^$2/,/^[A-Z]/p" <<<"$1" | grep -E '^       [^ ]'; }

top=$("$MMR" --help) || { echo "FAIL: mmreplay --help exited $?"; fail=1; }
cmds=$(sed -n '/^commands:/,/^$/p' <<<"$top" | awk 'NF && !/^commands:/ {print $1}')
[ -n "$cmds" ] || { echo "FAIL: no command list in mmreplay --help"; exit 1; }
toptext=$(render "$man/mmreplay.1")
pagecmds=$(items "$toptext" COMMANDS | awk '{print $1}')
[ "$(sort <<<"$cmds")" = "$(sort <<<"$pagecmds")" ] ||
	{ echo "FAIL: mmreplay.1 COMMANDS: $(tr '\n' ' ' <<<"$pagecmds");" \
	       "--help: $(tr '\n' ' ' <<<"$cmds")"; fail=1; }
for page in "$man"/mmreplay-*.1; do
	c=$(basename "$page" .1); c=${c#mmreplay-}
	grep -qx -- "$c" <<<"$cmds" || { echo "FAIL: $page: no command '$c'"; fail=1; }
done

for page in "$man"/*.1; do
	warn=$(groff -man -ww -Tutf8 -z "$page" 2>&1)
	[ -z "$warn" ] || { echo "FAIL: groff warnings for $page:"; echo "$warn"; fail=1; }
	for ref in $(render "$page" | grep -oE 'mmreplay-[a-z]+\(1\)' | sort -u); do
		[ -f "$man/${ref%(1)}.1" ] || { echo "FAIL: $page refers to $ref: no such page"; fail=1; }
	done
done

for c in $cmds; do
	page=$man/mmreplay-$c.1
	[ -f "$page" ] || { echo "FAIL: no man page for 'mmreplay $c'"; fail=1; continue; }
	help=$("$MMR" "$c" --help) || { echo "FAIL: mmreplay $c --help exited $?"; fail=1; }
	text=$(render "$page")
	for opt in $(grep -oE -- '(^|[^a-zA-Z0-9_-])--?[a-zA-Z][a-z-]*' <<<"$help" |
		     grep -oE -- '--?[a-zA-Z][a-z-]*' | sort -u); do
		grep -qE -- "(^|[^a-zA-Z-])$opt([^a-z-]|\$)" <<<"$text" ||
			{ echo "FAIL: mmreplay $c --help names $opt, $page does not"; fail=1; }
	done
	for def in $(grep -oE 'default [0-9]+' <<<"$help" | tr ' ' '_'); do
		grep -q -- "${def/_/ }" <<<"$text" ||
			{ echo "FAIL: --help says '${def/_/ }', $page does not"; fail=1; }
	done
	for opt in $(items "$text" OPTIONS | grep -E '^       -' |
		     grep -oE -- '(^|[ ,])--?[a-zA-Z][a-z-]*' | grep -oE -- '--?[a-zA-Z][a-z-]*' |
		     sort -u); do
		case $opt in -h|--help) continue ;; esac
		grep -qE -- "(^|[^a-zA-Z-])$opt([^a-z-]|\$)" <<<"$help" ||
			{ echo "FAIL: $page documents $opt, mmreplay $c --help does not"; fail=1; }
	done
done

# EXAMPLES on the files in tests/data, run from a directory where tests/ is
# the source tree's (outputs such as -o ipi.svg land there)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
ln -s "$MMR_SRC/tests" "$tmp/tests"
nex=0
for page in "$man"/*.1; do
	ex=$(render "$page" | sed -n '/^EXAMPLES/,/^[A-Z]/p' | sed -e 's/^ *//' |
	     sed -e ':a' -e '/\\$/N; s/\\\n *//; ta')
	while IFS= read -r line; do
		want=$(grep -A1 -xF -- "$line" <<<"$ex" | sed -n 2p)
		cmd=${line#\$ mmreplay }
		[[ $want == "mmreplay "* ]] || want=
		# shellcheck disable=SC2086
		(cd "$tmp" && eval "\"\$MMR\" $cmd" >/dev/null 2>"$tmp/err")
		rc=$?
		nex=$((nex + 1))
		if [ -n "$want" ]; then
			if [ $rc -eq 0 ] || [ "$(cat "$tmp/err")" != "$want" ]; then
				echo "FAIL: $(basename "$page"): '$line' exited $rc, stderr:"
				cat "$tmp/err"; echo "page says: $want"; fail=1
			fi
		elif [ $rc -ne 0 ]; then
			echo "FAIL: $(basename "$page"): '$line' exited $rc:"; cat "$tmp/err"; fail=1
		fi
	done < <(grep -E '^\$ mmreplay .*tests/data/' <<<"$ex")
done
[ $nex -ge 5 ] || { echo "FAIL: only $nex runnable examples found"; fail=1; }
[ $fail = 0 ] && echo "ok: $(wc -w <<<"$cmds") commands, $nex examples run"
exit $fail
