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

#include "fuzz-input.h"
#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"

static struct mmr_bdec *dec;

static void whole_file(const uint8_t *data, size_t size)
{
	if (size >= MMR_MAGIC_LEN && !memcmp(data, MMR_MAGIC, MMR_MAGIC_LEN))
		fuzz_read_all(data, size);
}

static void block_payload(const uint8_t *data, size_t size)
{
	const struct mmr_event *ev;
	char reason[256];
	uint32_t count;
	size_t len;
	uint8_t *buf;

	if (!dec && !(dec = mmr_bdec_new()))
		return;
	buf = fuzz_payload(data, size, &len, &count);
	if (!buf)
		return;
	if (mmr_bdec_start(dec, buf, len, count, 1000, reason, sizeof(reason)) == 0)
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
