// SPDX-License-Identifier: GPL-2.0
/*
 * The x86 model against real kernels: the .mmr files of tests/data/tlb-real are traces
 * of Debian 6.12 under QEMU with 4 vCPUs (shared/vmtrace; make.sh there says
 * how they were made and what was added), where remote TLB flushes are real
 * IPIs.  Three independent measurements of the same runs are compared with
 * what the model predicts from the trace's unmaps and switches alone:
 *
 *   tlb.flush_rounds  vs tlb:tlb_flush reason 4 (one per flush_tlb_multi())
 *   tlb.ipi           vs csd:csd_queue_cpu func=flush_tlb_func (per target)
 *   tlb.ipi           vs the /proc/interrupts TLB row delta around the run
 *
 * Each must agree within 5% (the goal for munmap and madvise).  The
 * measured values are read from the trace by the measurer and the metadata,
 * not written here; the test also checks they are not zero, so it cannot
 * pass by comparing nothing.
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/replay.h"
#include "test.h"

static long long total(const struct mmr_counters *c, const char *name)
{
	int m = c ? mmr_counters_find(c, name) : -1;

	if (m < 0) {
		fprintf(stderr, "no metric %s\n", name);
		test_failures++;
		return -1;
	}
	return (long long)mmr_counters_total(c, (unsigned int)m);
}

static void within(const char *what, const char *file, long long pred, long long meas, double tol)
{
	double err = meas ? (double)(pred - meas) / (double)meas : 1.0;

	printf("%-34s %-28s predicted %6lld measured %6lld  %+.1f%%\n", file, what, pred, meas,
	       100.0 * err);
	if (meas <= 0) {
		fprintf(stderr, "FAIL %s: %s: nothing measured\n", file, what);
		test_failures++;
	} else if (err > tol || err < -tol) {
		fprintf(stderr, "FAIL %s: %s off by %.1f%% (> %.0f%%)\n", file, what, 100.0 * err,
			100.0 * tol);
		test_failures++;
	}
}

static void check(const char *name)
{
	char path[512];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	const struct mmr_counters *pred, *meas;
	char spec[64];

	snprintf(path, sizeof(path), "%s/tlb-real/%s", MMR_TEST_DATA, name);
	if (mmr_source_open(path, &src, &err) < 0 ||
	    mmr_replay_new(mmr_source_meta(src), &opts, &r, &err) < 0 ||
	    mmr_replay_add_model_spec(r, mmr_traced_kernel_model(mmr_source_meta(src), spec,
								  sizeof(spec)), &err) < 0 ||
	    mmr_replay_add_measure(r, mmr_measure_find("tlb"), &err) < 0 ||
	    mmr_replay_run(r, src, &err) < 0) {
		fprintf(stderr, "FAIL %s: %s\n", path, err.msg);
		test_failures++;
		goto out;
	}
	pred = mmr_replay_model_counters(r, 0);
	meas = mmr_replay_measure_counters(r, 0);
	within("flush rounds vs reason 4", name, total(pred, "tlb.flush_rounds"),
	       total(meas, "tlb.flush_rounds"), 0.05);
	within("IPIs vs csd flush_tlb_func", name, total(pred, "tlb.ipi"), total(meas, "tlb.ipi"),
	       0.05);
	within("IPIs vs /proc/interrupts TLB", name, total(pred, "tlb.ipi"),
	       total(meas, "irq.tlb"), 0.05);
out:
	mmr_replay_free(r);
	mmr_source_close(src);
}

int main(int argc, char **argv)
{
	int i;

	if (argc > 1) {
		for (i = 1; i < argc; i++)
			check(argv[i]);
	} else {
		check("munmap_storm-6.12-smp4.mmr");
		check("madvise_storm-6.12-smp4.mmr");
	}
	return test_done();
}
