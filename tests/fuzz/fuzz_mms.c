// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the .mms scenario reader (replay/source-mms.c): the
 * input is a scenario file, opened through mmr_source_open() (from a memfd)
 * and read to the end or the first error.  Every input must end in a clean
 * result or a clean error (file:line:col: reason); ASan/UBSan say whether it
 * did.  fuzz_driver.c replays tests/fuzz/corpus-mms as a test.
 */
#include <stdint.h>
#include <unistd.h>

#include "fuzz-input.h"
#include "mmreplay/trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mmr_source *src;
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	char path[64];
	int fd = fuzz_memfd(data, size, path, sizeof(path));

	if (fd < 0)
		return 0;
	if (mmr_source_open(path, &src, &err) == 0) {
		while (mmr_source_next(src, &ev, &err) > 0)
			;
		mmr_source_close(src);
	}
	close(fd);
	return 0;
}
