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
#include <unistd.h>

#include "fuzz-input.h"
#include "mmreplay/trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const uint8_t magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };
	struct mmr_source *src;
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	char path[64];
	int fd;

	if (size < sizeof(magic) || memcmp(data, magic, sizeof(magic)))
		return -1; /* not a trace.dat: not worth keeping in the corpus */
	fd = fuzz_memfd(data, size, path, sizeof(path));
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
