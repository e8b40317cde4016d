// SPDX-License-Identifier: GPL-2.0
/*
 * libFuzzer target for the trace.dat reader (replay/dat-file.c for the
 * headers, replay/source-dat.c for the pages, libtraceevent for the formats
 * it rewrote): the input is a trace.dat, opened through mmr_source_open() from a memfd and
 * read to the end or the first error.  Inputs that do not start with the
 * trace.dat magic are left alone (they would be read as scenarios).  Run it
 * with -malloc_limit_mb: an allocation sized by the file's headers is a bug
 * even when it succeeds.  fuzz_driver.c replays tests/fuzz/corpus-dat.
 */
#include <stdint.h>
#include <string.h>

#include "fuzz-input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };

	if (size < sizeof(magic) || memcmp(data, magic, sizeof(magic)))
		return -1; /* not a trace.dat: not worth keeping in the corpus */
	fuzz_read_all(data, size);
	return 0;
}
