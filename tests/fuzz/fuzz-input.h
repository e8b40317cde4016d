/* SPDX-License-Identifier: GPL-2.0 */
/*
 * What the fuzz targets share: an input as a file that exists only in memory
 * (a memfd, reached by its /proc/self/fd path), so that the readers run
 * exactly as on a file on disk, seeks and sizes included, at no disk cost.
 */
#ifndef MMREPLAY_FUZZ_INPUT_H
#define MMREPLAY_FUZZ_INPUT_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "mmr-codec.h"
#include "mmreplay/trace.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/*
 * A memfd holding @data; its path into @path.  Returns the fd (close it when
 * done), or -1.
 */
static inline int fuzz_memfd(const uint8_t *data, size_t size, char *path, size_t len)
{
	int fd = memfd_create("fuzz-input", MFD_CLOEXEC);

	if (fd < 0)
		return -1;
	if (size && write(fd, data, size) != (ssize_t)size) {
		close(fd);
		return -1;
	}
	snprintf(path, len, "/proc/self/fd/%d", fd);
	return fd;
}

/* @data as a source (close it, then *@fd), or NULL (nothing to close). */
static inline struct mmr_source *fuzz_source(const uint8_t *data, size_t size, int *fd)
{
	struct mmr_source *src;
	struct mmr_error err = { 0 };
	char path[64];

	*fd = fuzz_memfd(data, size, path, sizeof(path));
	if (*fd < 0)
		return NULL;
	if (mmr_source_open(path, &src, &err) == 0)
		return src;
	close(*fd);
	return NULL;
}

/* @data as a file through mmr_source_open(), read to the end or the first error. */
static inline void fuzz_read_all(const uint8_t *data, size_t size)
{
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	int fd;
	struct mmr_source *src = fuzz_source(data, size, &fd);

	if (!src)
		return;
	while (mmr_source_next(src, &ev, &err) > 0)
		;
	mmr_source_close(src);
	close(fd);
}

/*
 * A block payload input: u16 event count (little-endian), then the payload,
 * copied to a buffer of exactly its size plus the slack the decoder may read
 * (so that ASan sees an overrun).  Returns the buffer (free it) with *@len
 * and *@count, or NULL.
 */
static inline uint8_t *fuzz_payload(const uint8_t *data, size_t size, size_t *len,
				    uint32_t *count)
{
	uint8_t *buf;

	if (size < 2)
		return NULL;
	buf = malloc(size - 2 + MMR_BDEC_SLACK);
	if (!buf)
		return NULL;
	memcpy(buf, data + 2, size - 2);
	memset(buf + size - 2, 0, MMR_BDEC_SLACK);
	*len = size - 2;
	*count = (uint32_t)data[0] | (uint32_t)data[1] << 8;
	return buf;
}

#endif
