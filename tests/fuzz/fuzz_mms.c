// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the .mms scenario reader (replay/source-mms.c): the
 * input is a scenario file, opened through mmr_source_open() (from a memfd)
 * and read to the end or the first error.  Every input must end in a clean
 * result or a clean error (file:line:col: reason); ASan/UBSan say whether it
 * did.  fuzz_driver.c replays tests/fuzz/corpus-mms as a test.
 */
#include <stdint.h>

#include "fuzz-input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	fuzz_read_all(data, size);
	return 0;
}
