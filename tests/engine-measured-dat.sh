#!/bin/bash
# The measured TLB side on a real trace.dat, against trace-cmd's own reading of
# the same file (an independent decoder): flush rounds (reason 4), receiver
# flushes (reasons 1 and 5), flush_tlb_func CSD requests, physical IPIs.
set -u
command -v trace-cmd >/dev/null || { echo "no trace-cmd: skipped"; exit 77; }
fail=0
for f in "$MMR_DATA"/wl-v7.dat "$MMR_DATA"/wl-v6.dat; do
	[ -f "$f" ] || continue
	rep=$(trace-cmd report "$f" 2>/dev/null)
	rounds=$(grep -c ' tlb_flush: .*(4)$' <<<"$rep")
	recv=$(grep -Ec ' tlb_flush: .*\((1|5)\)$' <<<"$rep")
	csd=$(grep -c ' csd_queue_cpu: .*func=flush_tlb_func' <<<"$rep")
	ipi1=$(grep -c ' ipi_send_cpu: ' <<<"$rep")
	json=$($MMR diff "$f" --json -q | tr -d '\n')
	got() { # metric name -> measured total
		sed -E "s/.*\"name\": \"$1\", \"known\": true,[ ]+\"predicted\": \{[^}]*\},[ ]+\"measured\": \{\"total\": ([0-9]+).*/\1/" <<<"$json"
	}
	phys=$(sed -E 's/.*"ipi.physical": \{"total": ([0-9]+).*/\1/' <<<"$json")
	for pair in "tlb.flush_rounds $rounds" "tlb.flush_received $recv" "tlb.ipi $csd"; do
		set -- $pair
		v=$(got "$1")
		if [ "$v" != "$2" ]; then
			echo "FAIL: $f: $1 measured '$v', trace-cmd report says $2"; fail=1
		fi
	done
	# ipi_send_cpumask events would need their popcount; these fixtures have none
	if ! grep -q ' ipi_send_cpumask: ' <<<"$rep" && [ "$phys" != "$ipi1" ]; then
		echo "FAIL: $f: ipi.physical '$phys', trace-cmd report counts $ipi1 ipi_send_cpu"; fail=1
	fi
	echo "$f: rounds $rounds received $recv csd $csd ipi $ipi1"
done
exit $fail
