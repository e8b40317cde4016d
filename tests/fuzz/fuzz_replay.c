// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the whole replay: the state tracker, every built-in
 * model with its default parameters, both measurers and per-window counts.
 * The first input byte picks where the events come from:
 *   even: the rest is a trace file (a .mms scenario, mostly), opened through
 *         mmr_source_open() from a memfd, its metadata included;
 *   odd:  an uncompressed .mmr block payload whose event count is the next
 *         two bytes (as in fuzz_mmr.c), decoded and fed event by event under
 *         a fixed 4-CPU metadata -- the codec can say things no scenario
 *         line can (any kind, any field value), and it is fast.
 * Either way the replay must end in counters or a clean error.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-input.h"
#include "mmr-codec.h"
#include "mmreplay/replay.h"
#include "mmreplay/trace.h"

static struct mmr_bdec *dec;

/* Every model and measurer; 0, or -1 when the engine refused one (a bug) */
static int add_all(struct mmr_replay *r)
{
	struct mmr_error err = { 0 };
	unsigned int i;

	for (i = 0; i < mmr_model_count(); i++)
		if (mmr_replay_add_model(r, mmr_model_at(i), NULL, &err) < 0)
			return -1;
	for (i = 0; i < mmr_measure_count(); i++)
		if (mmr_replay_add_measure(r, mmr_measure_at(i), &err) < 0)
			return -1;
	return 0;
}

static const struct mmr_replay_opts opts = { .window_ns = 10 * 1000 * 1000 };

static void replay_file(const uint8_t *data, size_t size)
{
	struct mmr_replay *r;
	struct mmr_error err = { 0 };
	int fd;
	struct mmr_source *src = fuzz_source(data, size, &fd);

	if (!src)
		return;
	if (mmr_replay_new(mmr_source_meta(src), &opts, &r, &err) == 0) {
		if (add_all(r) == 0)
			mmr_replay_run(r, src, &err);
		mmr_replay_free(r);
	}
	mmr_source_close(src);
	close(fd);
}

static void replay_block(const uint8_t *data, size_t size)
{
	static struct mmr_meta *meta;
	const struct mmr_event *ev;
	struct mmr_replay *r;
	struct mmr_error err = { 0 };
	char reason[256];
	uint32_t count;
	size_t len;
	uint8_t *buf;

	if (!meta) {
		meta = mmr_meta_new();
		if (!meta || mmr_meta_set(meta, "cpus", "4") || mmr_meta_set(meta, "kernel", "6.12.0") ||
		    mmr_meta_set(meta, "cpu_flags", "pcid") || mmr_meta_set(meta, "hypervisor", "none") ||
		    mmr_meta_set(meta, "zones", "1") ||
		    mmr_meta_set(meta, "zone.0", "0 Normal 0 1048576 63 384"))
			abort();
	}
	if (!dec && !(dec = mmr_bdec_new()))
		return;
	buf = fuzz_payload(data, size, &len, &count);
	if (!buf)
		return;
	if (mmr_bdec_start(dec, buf, len, count, 1000, reason, sizeof(reason)) == 0 &&
	    mmr_replay_new(meta, &opts, &r, &err) == 0) {
		if (add_all(r) == 0) {
			while (mmr_bdec_next(dec, &ev, reason, sizeof(reason)) > 0)
				if (mmr_replay_event(r, ev, &err) < 0)
					break;
			mmr_replay_finish(r, &err);
		}
		mmr_replay_free(r);
	}
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* a build that lost its models fuzzes nothing */
	if (!mmr_model_find("x86") || !mmr_model_find("pcp-autotune") || !mmr_measure_find("lock") ||
	    !mmr_measure_find("tlb"))
		abort();
	if (size < 1)
		return 0;
	if (data[0] & 1)
		replay_block(data + 1, size - 1);
	else
		replay_file(data + 1, size - 1);
	return 0;
}
