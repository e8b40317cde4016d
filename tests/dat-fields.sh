#!/usr/bin/env bash
# Decoded field values of the trace.dat source against the values
# `trace-cmd report -N` prints for the same records (matched by timestamp,
# CPU and event name), on the v7 and v6 fixtures: one record each of
# tlb_flush (reason 4), mm_page_alloc, mm_page_alloc_zone_locked,
# sched_switch, task_newtask, csd_queue_cpu, ipi_send_cpu, sys_enter_munmap,
# sys_exit_mremap, page_fault_user.  Needs trace-cmd (exit 77 without it).
set -euo pipefail
command -v trace-cmd >/dev/null || { echo "trace-cmd not installed: skipped"; exit 77; }
DUMP=${MMR_BUILD:?}/tests/test_dat_dump
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
checks=0
# the functions mmreplay knows by name (MMR_SYMS of include/mmreplay/event.h)
known=" $(sed -nE 's/.*X\([A-Z_]+, "([a-z_]+)"\).*/\1/p' "${MMR_SRC:?}/include/mmreplay/event.h" |
	tr '\n' ' ') "

expect() { # what got want
	checks=$((checks + 1))
	if [ -z "$3" ] || [ "$2" != "$3" ]; then
		echo "FAIL $f $1: mmreplay '$2', trace-cmd report '$3'"
		fail=1
	fi
}
# first report line of event $1 whose text matches $2
rep() {
	grep -m1 -E "\] +[0-9]+\.[0-9]+: +$1: +.*$2" "$tmp/report" ||
		{ echo "FAIL $f: no $1 record matching '$2' in the fixture"; fail=1; }
}
# our line for the record of report line $1 (event $2)
ours() {
	[[ $1 =~ \[([0-9]+)\]\ +([0-9]+\.[0-9]+):\ +$2: ]] || return 0
	grep -m1 -E "^E ${BASH_REMATCH[2]} $((10#${BASH_REMATCH[1]})) [a-z_]+:$2 " "$tmp/ours" ||
		{ echo "FAIL $f: mmreplay has no $2 at ${BASH_REMATCH[2]}"; fail=1; }
}
val() { sed -nE "s/.* $2=([^ ]*).*/\1/p" <<< "$1"; }     # field of our line
rval() { sed -nE "s/.*[ ,]$2[=:] ?([^ ,]*).*/\1/p" <<< "$1"; } # field of a report line
u64() { printf '%u' "$((16#${1#0x}))"; }                # report hex -> our decimal
sym() { # report "func+0x12" -> the name mmreplay should give it
	local base=${1%%+*}
	if [[ $known == *" $base "* ]]; then echo "$base"; else echo "?"; fi
}

for f in "${MMR_DATA:?}"/wl-v7.dat "${MMR_DATA:?}"/wl-v6.dat; do
	"$DUMP" "$f" > "$tmp/ours"
	trace-cmd report -N -t "$f" > "$tmp/report" 2>/dev/null

	r=$(rep tlb_flush 'pages[=:][1-9].*\(4\)'); o=$(ours "$r" tlb_flush)
	expect "tlb_flush reason" "$(val "$o" reason)" 4
	expect "tlb_flush pages" "$(val "$o" pages)" "$(rval "$r" pages)"

	r=$(rep mm_page_alloc 'pfn='); o=$(ours "$r" mm_page_alloc)
	expect "mm_page_alloc pfn" "$(val "$o" pfn)" "$(u64 "$(rval "$r" pfn)")"
	expect "mm_page_alloc order" "$(val "$o" order)" "$(rval "$r" order)"
	expect "mm_page_alloc migratetype" "$(val "$o" migratetype)" "$(rval "$r" migratetype)"

	r=$(rep mm_page_alloc_zone_locked 'percpu_refill=')
	o=$(ours "$r" mm_page_alloc_zone_locked)
	expect "zone_locked pfn" "$(val "$o" pfn)" "$(u64 "$(rval "$r" pfn)")"
	expect "zone_locked order" "$(val "$o" order)" "$(rval "$r" order)"
	expect "zone_locked percpu_refill" "$(val "$o" percpu_refill)" "$(rval "$r" percpu_refill)"

	r=$(rep sched_switch 'prev_pid=[1-9].* next_pid=[1-9]'); o=$(ours "$r" sched_switch)
	for k in prev_comm prev_pid prev_prio next_comm next_pid next_prio; do
		expect "sched_switch $k" "$(val "$o" $k)" "$(rval "$r" $k)"
	done

	r=$(rep task_newtask 'pid='); o=$(ours "$r" task_newtask)
	expect "task_newtask pid" "$(val "$o" pid)" "$(rval "$r" pid)"
	expect "task_newtask comm" "$(val "$o" comm)" "$(rval "$r" comm)"
	expect "task_newtask clone_flags" "$(val "$o" clone_flags)" "$(u64 "$(rval "$r" clone_flags)")"

	r=$(rep csd_queue_cpu 'func='); o=$(ours "$r" csd_queue_cpu)
	expect "csd_queue_cpu cpu" "$(val "$o" cpu)" "$(rval "$r" cpu)"
	expect "csd_queue_cpu func" "$(val "$o" func | cut -d/ -f2)" "$(sym "$(rval "$r" func)")"
	expect "csd_queue_cpu callsite" "$(val "$o" callsite | cut -d/ -f2)" \
		"$(sym "$(rval "$r" callsite)")"
	expect "csd_queue_cpu csd" "$(val "$o" csd)" "$(u64 "$(rval "$r" csd)")"

	r=$(rep ipi_send_cpu 'callback='); o=$(ours "$r" ipi_send_cpu)
	expect "ipi_send_cpu cpu" "$(val "$o" cpu)" "$(rval "$r" cpu)"
	expect "ipi_send_cpu callsite" "$(val "$o" callsite | cut -d/ -f2)" \
		"$(sym "$(rval "$r" callsite)")"
	expect "ipi_send_cpu callback" "$(val "$o" callback | cut -d/ -f2)" \
		"$(sym "$(rval "$r" callback)")"

	r=$(rep sys_enter_munmap 'addr'); o=$(ours "$r" sys_enter_munmap)
	expect "sys_enter_munmap addr" "$(val "$o" addr)" "$(u64 "$(rval "$r" addr)")"
	expect "sys_enter_munmap len" "$(val "$o" len)" "$(u64 "$(rval "$r" len)")"

	r=$(rep sys_exit_mremap '0x'); o=$(ours "$r" sys_exit_mremap)
	expect "sys_exit_mremap ret" "$(val "$o" ret)" \
		"$(printf '%d' "$((16#$(sed -nE 's/.*sys_exit_mremap: +0x([0-9a-f]+).*/\1/p' <<< "$r")))")"

	r=$(rep page_fault_user 'address='); o=$(ours "$r" page_fault_user)
	for k in address ip error_code; do
		expect "page_fault_user $k" "$(val "$o" $k)" "$(u64 "$(rval "$r" $k)")"
	done
done
echo "$checks field checks, $([ $fail = 0 ] && echo all equal || echo some differ)"
exit $fail
