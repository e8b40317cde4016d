// SPDX-License-Identifier: GPL-2.0
/*
 * The lock measurer (replay/measure-lock.c): what test_lock_scenarios does
 * not check with the "# expect @lock metric=value ..." lines of
 * tests/data/scenarios/lock-*.mms.  A trace without drain or zone_locked
 * events reports those metrics as unknown and says why in a caveat; how
 * events the measurer does not read end a burst (a scenario of its own,
 * through the same expect harness, tests/expect.h); the caveats on the
 * per-CPU lists at trace start and on the decay.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "expect.h"
#include "mmreplay/replay.h"
#include "mmreplay/trace.h"
#include "test.h"

static int measure(const char *path, struct mmr_replay **out, struct mmr_source **src)
{
	struct mmr_error err = { 0 };
	const struct mmr_measure_ops *ops = mmr_measure_find("lock");
	int rc;

	*out = NULL;
	if (!ops) {
		fprintf(stderr, "measurer 'lock' not registered\n");
		return -1;
	}
	rc = mmr_source_open(path, src, &err);
	if (rc == 0)
		rc = mmr_replay_new(mmr_source_meta(*src), NULL, out, &err);
	if (rc == 0)
		rc = mmr_replay_add_measure(*out, ops, &err);
	if (rc >= 0)
		rc = mmr_replay_run(*out, *src, &err);
	if (rc < 0)
		fprintf(stderr, "%s: %s\n", path, err.msg);
	return rc;
}

static void caveat(void *arg, const char *line)
{
	int *found = arg;

	if (strstr(line, "no kmem:mm_page_pcpu_drain"))
		found[0] = 1;
	if (strstr(line, "no kmem:mm_page_alloc_zone_locked"))
		found[1] = 1;
	if (strstr(line, "no kmem:mm_page_alloc / mm_page_free"))
		found[2] = 1;
	if (strstr(line, "per-cpu lists held"))
		found[3] = strstr(line, "held 750 pages at trace start") ? 1 : -1;
	if (strstr(line, "after record --settle-pcp"))
		found[4] = 1;
	if (strstr(line, "mmreplay record --settle-pcp brings"))
		found[5] = 1;
	if (strstr(line, "decay_pcp_high() frees in chunks of batch pages"))
		found[6] = 1;
	if (strstr(line, "after a record --settle-pcp that ran out of time"))
		found[4] = 2;
}

/* Write @mms to a new temporary .mms, its name into @tmp (unlink it); 0 or -1. */
static int write_mms(const char *mms, char tmp[static 34])
{
	int fd, ok;
	FILE *f;

	strcpy(tmp, "/tmp/mmr-lock-measure-XXXXXX.mms");
	fd = mkstemps(tmp, 4);
	f = fd >= 0 ? fdopen(fd, "w") : NULL;
	if (!f) {
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		return -1;
	}
	ok = fputs(mms, f) >= 0;
	if (fclose(f) != 0 || !ok) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

/* Run the lock measurer over @mms, as a temporary .mms (*r, *src: free them). */
static int measure_text(const char *mms, struct mmr_replay **r, struct mmr_source **src)
{
	char tmp[34];
	int ret;

	*r = NULL;
	*src = NULL;
	if (write_mms(mms, tmp) < 0)
		return -1;
	ret = measure(tmp, r, src);
	unlink(tmp);
	return ret;
}

/*
 * The caveats of the lock measurer over @mms (text), or over the file @path
 * when @mms is NULL, into @found (see caveat()); 0, or -1 if it did not run.
 */
static int caveats_of(const char *mms, const char *path, int found[static 7])
{
	struct mmr_replay *r;
	struct mmr_source *src = NULL;
	int ret = mms ? measure_text(mms, &r, &src) : measure(path, &r, &src);

	if (ret >= 0)
		mmr_replay_caveats(r, caveat, found);
	mmr_replay_free(r);
	mmr_source_close(src);
	return ret >= 0 ? 0 : -1;
}

int main(void)
{
	char path[4096];

	/*
	 * the migration burst has no kmem events: zone metrics unknown, with
	 * caveats (no allocation or free either: bursts may merge)
	 */
	{
		struct mmr_replay *r;
		struct mmr_source *src = NULL;
		int found[7] = { 0 };

		snprintf(path, sizeof(path), "%s/scenarios/lock-migrate-burst.mms", MMR_TEST_DATA);
		if (measure(path, &r, &src) >= 0) {
			const struct mmr_counters *c = mmr_replay_measure_counters(r, 0);

			CHECK(!mmr_replay_measure_known(r, 0, (unsigned int)mmr_counters_find(c, "zone.lock")));
			CHECK(!mmr_replay_measure_known(r, 0,
							(unsigned int)mmr_counters_find(c, "lock.contended")));
			mmr_replay_caveats(r, caveat, found);
			CHECK(found[0] && found[1] && found[2]);
			CHECK_EQ(found[3], 0); /* no zone.<i>.pcp_count: nothing about the start */
		} else {
			CHECK(0);
		}
		mmr_replay_free(r);
		mmr_source_close(src);
	}
	/*
	 * lock-memcg-alternate.mms has allocations and no free: no caveat about
	 * bursts that merge.  The measurer does not read mm_page_alloc; the
	 * tracker tells it that the trace has some (mmr_state_page_alloc_seen()).
	 */
	{
		int found[7] = { 0 };

		snprintf(path, sizeof(path), "%s/scenarios/lock-memcg-alternate.mms",
			 MMR_TEST_DATA);
		CHECK_EQ(caveats_of(NULL, path, found), 0);
		CHECK(found[0] && found[1] && !found[2]);
	}
	/*
	 * The measurer reads a few event kinds only and learns of the others
	 * from mmr_state_cpu_events(): a sched_switch (a kind it does not read)
	 * between contention_end and a drain means the CPU dropped the lock it
	 * waited for before the drain's zone->lock (0x1000: no zone lock), and
	 * between two drains it splits them into two bursts.  0x2000's end is
	 * right before the drain at 600: a zone lock, 100 ns.  Drains: 300, 600
	 * (the switch at 450 is on CPU 1 and ends nothing on CPU 0) and 800.
	 */
	{
		static const char mms[] =
			"# expect @lock lock.contended=2 zone.lock.contended=1 zone.lock.wait_ns=100\n"
			"# expect @lock zone.lock.drain=3\n"
			"#! cpus=2 kernel=6.18 zones=1 zone.0=\"0 Normal 0 1048576 63 200\"\n"
			"100 0 100/100 lock:contention_begin lock_addr=0x1000 flags=1\n"
			"200 0 100/100 lock:contention_end lock_addr=0x1000 ret=0\n"
			"250 0 100/100 sched:sched_switch prev_comm=a prev_pid=100 prev_prio=120 "
			"prev_state=1 next_comm=b next_pid=102 next_prio=120\n"
			"300 0 102/102 kmem:mm_page_pcpu_drain pfn=4097 order=0 migratetype=1\n"
			"400 0 102/102 lock:contention_begin lock_addr=0x2000 flags=1\n"
			"430 1 0/0 sched:sched_switch prev_comm=i prev_pid=0 prev_prio=120 "
			"prev_state=0 next_comm=c next_pid=103 next_prio=120\n"
			"500 0 102/102 lock:contention_end lock_addr=0x2000 ret=0\n"
			"600 0 102/102 kmem:mm_page_pcpu_drain pfn=4098 order=0 migratetype=1\n"
			"700 0 102/102 sched:sched_switch prev_comm=b prev_pid=102 prev_prio=120 "
			"prev_state=1 next_comm=a next_pid=100 next_prio=120\n"
			"800 0 100/100 kmem:mm_page_pcpu_drain pfn=4099 order=0 migratetype=1\n";
		char tmp[34];

		if (write_mms(mms, tmp) == 0) {
			CHECK_EQ(expect_check_file(tmp), 4);
			unlink(tmp);
		} else {
			CHECK(0);
		}
	}
	/*
	 * zoneinfo's per-CPU counts in the metadata: the caveat names their sum
	 * over CPUs and zones (500 + 250 in zone 0, 0 in zone 1), which the pcp
	 * models split by a rule the trace cannot check.
	 */
	{
		static const char mms[] =
			"#! cpus=2 kernel=6.18 zones=2 zone.0=\"0 DMA32 0 4096 63 200\" "
			"zone.0.pcp_count=500,250 zone.1=\"0 Normal 4096 1048576 63 200\" "
			"zone.1.pcp_count=0,0\n"
			"300 0 102/102 kmem:mm_page_pcpu_drain pfn=4097 order=0 migratetype=1\n";
		int found[7] = { 0 };

		CHECK_EQ(caveats_of(mms, NULL, found), 0);
		CHECK_EQ(found[3], 1);
		CHECK(!found[4] && found[5]); /* not settled: the way to settle */
	}
	/*
	 * A recording that says what it enabled (metadata "tracepoints"): a
	 * drain tracepoint that never fired is 0 drains, not unknown, and no
	 * caveat calls it missing; contention, not enabled, stays unknown.  With
	 * pcp_settled the start caveat says so and gives no advice.
	 */
	{
		static const char mms[] =
			"#! cpus=2 kernel=6.18 zones=1 zone.0=\"0 Normal 0 1048576 63 200\" "
			"zone.0.pcp_count=7,0 pcp_settled=1 "
			"tracepoints=kmem:mm_page_alloc,kmem:mm_page_pcpu_drain,"
			"kmem:mm_page_alloc_zone_locked\n"
			"100 0 100/100 kmem:mm_page_alloc_zone_locked pfn=4097 order=0 "
			"migratetype=1 percpu_refill=1\n";
		struct mmr_replay *r;
		struct mmr_source *src;
		int found[7] = { 0 };

		if (measure_text(mms, &r, &src) >= 0) {
			const struct mmr_counters *c = mmr_replay_measure_counters(r, 0);
			int drain = mmr_counters_find(c, "zone.lock.drain");
			int lock = mmr_counters_find(c, "zone.lock");
			int cont = mmr_counters_find(c, "lock.contended");

			CHECK(drain >= 0 && lock >= 0 && cont >= 0);
			CHECK(mmr_replay_measure_known(r, 0, (unsigned int)drain));
			CHECK_EQ(mmr_counters_total(c, (unsigned int)drain), 0);
			CHECK(mmr_replay_measure_known(r, 0, (unsigned int)lock));
			CHECK_EQ(mmr_counters_total(c, (unsigned int)lock), 1);
			CHECK(!mmr_replay_measure_known(r, 0, (unsigned int)cont));
			mmr_replay_caveats(r, caveat, found);
			CHECK(!found[0] && !found[1]);
			CHECK(found[4] && !found[5]);
			CHECK(found[6]); /* 6.18: the decay may be batched */
		} else {
			CHECK(0);
		}
		mmr_replay_free(r);
		mmr_source_close(src);
	}
	/*
	 * 5.15's decay, the whole excess under one lock: no such caveat.  A
	 * settle that ran out of time (pcp_settled=0) says so.
	 */
	{
		static const char mms[] =
			"#! cpus=2 kernel=5.15 zones=1 zone.0=\"0 Normal 0 1048576 63 200\"\n"
			"#! zone.0.pcp_count=9,0 pcp_settled=0\n"
			"300 0 102/102 kmem:mm_page_pcpu_drain pfn=4097 order=0 migratetype=1\n";
		int found[7] = { 0 };

		CHECK_EQ(caveats_of(mms, NULL, found), 0);
		CHECK(!found[6]);
		CHECK_EQ(found[4], 2);
		CHECK(!found[5]);
	}
	return test_done();
}
