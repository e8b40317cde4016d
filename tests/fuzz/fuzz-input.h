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
#include <sys/mman.h>
#include <unistd.h>

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

#endif
