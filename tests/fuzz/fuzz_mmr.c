// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the .mmr reader.  The first input byte picks what the
 * rest is:
 *   even: a whole .mmr file, opened through mmr_source_open() (from a memfd,
 *         so no disk) and read to the end or the first error; inputs
 *         without the .mmr magic are left to the other formats' targets;
 *   odd:  an uncompressed block payload for the block decoder, whose event
 *         count is the next two bytes -- block checksums keep a fuzzer from
 *         ever reaching the decoder through whole files, so it gets its own
 *         door.
 * Every input must end in a clean result or a clean error; ASan/UBSan say
 * whether it did.  fuzz_driver.c replays tests/fuzz/corpus-mmr as a test.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fuzz-input.h"
#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"

static struct mmr_bdec *dec;

static void whole_file(const uint8_t *data, size_t size)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	char path[64];
	int fd;

	if (size < MMR_MAGIC_LEN || memcmp(data, MMR_MAGIC, MMR_MAGIC_LEN))
		return;
	fd = fuzz_memfd(data, size, path, sizeof(path));
	if (fd < 0)
		return;
	if (mmr_source_open(path, &src, &err) == 0) {
		while (mmr_source_next(src, &ev, &err) > 0)
			;
		mmr_source_close(src);
	}
	close(fd);
}

static void block_payload(const uint8_t *data, size_t size)
{
	const struct mmr_event *ev;
	char reason[256];
	uint32_t count;
	uint8_t *buf;

	if (size < 2)
		return;
	if (!dec && !(dec = mmr_bdec_new()))
		return;
	/* an exact-size copy plus the slack the decoder may read, so ASan sees overruns */
	buf = malloc(size - 2 + MMR_BDEC_SLACK);
	if (!buf)
		return;
	memcpy(buf, data + 2, size - 2);
	memset(buf + size - 2, 0, MMR_BDEC_SLACK);
	count = (uint32_t)data[0] | (uint32_t)data[1] << 8;
	if (mmr_bdec_start(dec, buf, size - 2, count, 1000, reason, sizeof(reason)) == 0)
		while (mmr_bdec_next(dec, &ev, reason, sizeof(reason)) > 0)
			;
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	if (data[0] & 1)
		block_payload(data + 1, size - 1);
	else
		whole_file(data + 1, size - 1);
	return 0;
}
