// SPDX-License-Identifier: LGPL-2.1
/*
 * Source dispatch: detect the format from the first bytes, hand over to the
 * format's opener, and keep what every format shares (path, metadata,
 * unknown-tracepoint counts, sticky errors).
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mmreplay/mmr-format.h"
#include "source-local.h"

/* trace.dat starts with "\027\010\104tracing" */
static const unsigned char dat_magic[] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };

static enum mmr_source_format detect(const unsigned char *buf, size_t n)
{
	size_t i;

	if (n >= MMR_MAGIC_LEN && !memcmp(buf, MMR_MAGIC, MMR_MAGIC_LEN))
		return MMR_FMT_MMR;
	if (n >= sizeof(dat_magic) && !memcmp(buf, dat_magic, sizeof(dat_magic)))
		return MMR_FMT_TRACE_DAT;
	/* "PERFILE2" as a u64 in either byte order (the opener refuses the other one) */
	if (n >= 8 && (!memcmp(buf, "PERFILE2", 8) || !memcmp(buf, "2ELIFREP", 8)))
		return MMR_FMT_PERF_DATA;
	/* a scenario is text: printable ASCII and whitespace only */
	for (i = 0; i < n; i++)
		if (buf[i] != '\n' && buf[i] != '\t' && buf[i] != '\r' &&
		    (buf[i] < 0x20 || buf[i] > 0x7e))
			return MMR_FMT_UNKNOWN;
	/*
	 * ... whose first line that is not blank or a comment is an event: it
	 * starts with a time (or what the reader will call a malformed one)
	 */
	for (i = 0; i < n;) {
		while (i < n && (buf[i] == ' ' || buf[i] == '\t'))
			i++;
		if (i == n)
			break;
		if ((buf[i] >= '0' && buf[i] <= '9') || buf[i] == '.' || buf[i] == '+' ||
		    buf[i] == '-')
			break;
		if (buf[i] != '#' && buf[i] != '\n' && buf[i] != '\r')
			return MMR_FMT_UNKNOWN;
		while (i < n && buf[i] != '\n')
			i++;
		i++;
	}
	return MMR_FMT_SCENARIO;
}

/*
 * What a pipe, FIFO or socket holds, copied into a memfd (every format
 * seeks: .mmr reads its trailer first, trace.dat jumps between sections).
 * @fd is non-blocking: a FIFO with no writer reads as empty at once instead
 * of waiting for one.  Returns the memfd, or -1 with errno.
 */
static int copy_stream(int fd, uint64_t *size)
{
	char buf[65536];
	int mfd = memfd_create("mmreplay-input", MFD_CLOEXEC);

	*size = 0;
	if (mfd < 0)
		return -1;
	for (;;) {
		ssize_t n = read(fd, buf, sizeof(buf));

		if (n > 0) {
			if (write(mfd, buf, (size_t)n) != n) {
				if (errno == 0)
					errno = ENOSPC;
				break;
			}
			*size += (uint64_t)n;
			continue;
		}
		if (n == 0)
			return mfd;
		if (errno == EINTR)
			continue;
		if (errno == EAGAIN) {
			struct pollfd p = { .fd = fd, .events = POLLIN };

			if (poll(&p, 1, -1) >= 0 || errno == EINTR)
				continue;
		}
		break;
	}
	{
		int e = errno;

		close(mfd);
		errno = e;
	}
	return -1;
}

/* The input as a seekable fd and its size; see struct mmr_source. */
static int open_input(const char *path, int *out, uint64_t *size, int *streamed,
		      struct mmr_error *err)
{
	struct stat st;
	int fd, e;

	*streamed = 0;
	fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
	if (fd < 0) {
		e = errno;
		return mmr_error_set(err, e == ENOENT ? MMR_ENOENT : e == EACCES ? MMR_EPERM : MMR_EIO,
				     "%s: %s", path, strerror(e));
	}
	if (fstat(fd, &st) < 0 || S_ISDIR(st.st_mode) ||
	    !(S_ISREG(st.st_mode) || S_ISFIFO(st.st_mode) || S_ISSOCK(st.st_mode))) {
		close(fd);
		return mmr_error_set(err, MMR_EIO, "%s: %s", path,
				     S_ISDIR(st.st_mode) ? "is a directory" :
				     "not a regular file, pipe or FIFO");
	}
	if (S_ISREG(st.st_mode)) {
		*out = fd;
		*size = (uint64_t)st.st_size;
		return 0;
	}
	*streamed = 1;
	*out = copy_stream(fd, size);
	e = errno;
	close(fd);
	if (*out < 0)
		return mmr_error_set(err, e == ENOSPC ? MMR_ENOSPC : MMR_EIO,
				     "%s: reading the pipe: %s", path, strerror(e));
	return 0;
}

int mmr_source_open(const char *path, struct mmr_source **out, struct mmr_error *err)
{
	unsigned char buf[256];
	struct mmr_source *src;
	uint64_t size;
	ssize_t n;
	int fd = -1, ret, streamed;

	*out = NULL;
	ret = open_input(path, &fd, &size, &streamed, err);
	if (ret < 0)
		return ret;
	n = pread(fd, buf, sizeof(buf), 0);
	if (n < 0) {
		ret = mmr_error_set(err, MMR_EIO, "%s: %s", path, strerror(errno));
		close(fd);
		return ret;
	}
	if (n == 0) {
		close(fd);
		return mmr_error_set(err, MMR_EEMPTY, "%s: empty %s", path,
				     streamed ? "input (a pipe or FIFO with no writer, or nothing "
				     "written to it)" : "file");
	}

	src = calloc(1, sizeof(*src));
	if (!src || !(src->path = strdup(path)) || !(src->meta = mmr_meta_new())) {
		if (src)
			src->fd = -1;
		mmr_source_close(src);
		close(fd);
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", path);
	}
	src->fd = fd;
	src->size = size;
	src->format = detect(buf, (size_t)n);
	switch (src->format) {
	case MMR_FMT_MMR:
		ret = mmr_source_open_mmr(src, err);
		break;
	case MMR_FMT_TRACE_DAT:
		ret = mmr_source_open_dat(src, err);
		break;
	case MMR_FMT_SCENARIO:
		ret = mmr_source_open_mms(src, err);
		break;
	case MMR_FMT_PERF_DATA:
		ret = mmr_source_open_perf(src, err);
		break;
	default:
		ret = mmr_error_set(err, MMR_EFORMAT,
				    "%s: offset 0: not a .mmr, trace.dat, perf.data or .mms "
				    "scenario file: not a trace", path);
	}
	if (ret < 0) {
		mmr_source_close(src);
		return ret;
	}
	*out = src;
	return 0;
}

/*
 * mmr_source_next() past the decoded window: kept out of line so that the
 * common case (the next event of a decoded chunk) saves no registers.
 */
static __attribute__((noinline)) int source_next_slow(struct mmr_source *src,
						     const struct mmr_event **ev,
						     struct mmr_error *err)
{
	int ret;

	if (src->sticky_err) {
		if (err)
			*err = src->err;
		return src->sticky_err;
	}
	ret = src->ops->next(src, ev, &src->err);
	if (ret < 0) {
		src->sticky_err = ret;
		src->err.code = ret;
		if (err)
			*err = src->err;
	}
	return ret;
}

int mmr_source_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	if (__builtin_expect(src->cur < src->end, 1)) {
		*ev = src->cur++;
		return 1;
	}
	return source_next_slow(src, ev, err);
}

int mmr_source_next_batch(struct mmr_source *src, const struct mmr_event **evs, size_t *n,
			  struct mmr_error *err)
{
	const struct mmr_event *ev;
	int ret;

	if (__builtin_expect(src->cur < src->end, 1)) {
		/* the rest of a decoded window (after mmr_source_next() took some) */
		*evs = src->cur;
		*n = (size_t)(src->end - src->cur);
		src->cur = src->end;
		return 1;
	}
	ret = source_next_slow(src, &ev, err);
	if (ret <= 0) {
		*evs = NULL;
		*n = 0;
		return ret;
	}
	*evs = ev;
	*n = 1;
	/* a format that decodes ahead opened a window starting at @ev: all of it */
	if (src->cur == ev + 1) {
		*n = (size_t)(src->end - ev);
		src->cur = src->end;
	}
	return 1;
}

int mmr_source_iterate(struct mmr_source *src,
		       int (*cb)(const struct mmr_event *ev, void *ctx), void *ctx,
		       struct mmr_error *err)
{
	const struct mmr_event *ev;
	int ret;

	while ((ret = mmr_source_next(src, &ev, err)) > 0) {
		ret = cb(ev, ctx);
		if (ret)
			return ret;
	}
	return ret;
}

const struct mmr_meta *mmr_source_meta(const struct mmr_source *src)
{
	return src->meta;
}

enum mmr_source_format mmr_source_format(const struct mmr_source *src)
{
	return src->format;
}

const char *mmr_source_path(const struct mmr_source *src)
{
	return src->path;
}

int mmr_source_unknown_slot(struct mmr_source *src, const char *name)
{
	unsigned int i;

	for (i = 0; i < src->nr_unknown; i++)
		if (!strcmp(src->unknown[i].name, name))
			return (int)i;
	if (src->nr_unknown == src->cap_unknown) {
		unsigned int cap = src->cap_unknown ? src->cap_unknown * 2 : 16;
		struct mmr_unknown_count *n = realloc(src->unknown, cap * sizeof(*n));

		if (!n)
			return MMR_ENOMEM;
		src->unknown = n;
		src->cap_unknown = cap;
	}
	src->unknown[i].name = strdup(name);
	if (!src->unknown[i].name)
		return MMR_ENOMEM;
	src->unknown[i].count = 0;
	src->nr_unknown++;
	return (int)i;
}

int mmr_source_count_unknown(struct mmr_source *src, const char *name, uint64_t n)
{
	int slot = mmr_source_unknown_slot(src, name);

	if (slot < 0)
		return slot;
	src->unknown[slot].count += n;
	return 0;
}

int mmr_source_unknown(const struct mmr_source *src, unsigned int i,
		       const char **name, uint64_t *count)
{
	if (i >= src->nr_unknown)
		return MMR_EINVAL;
	*name = src->unknown[i].name;
	*count = src->unknown[i].count;
	return 0;
}

void mmr_source_close(struct mmr_source *src)
{
	unsigned int i;

	if (!src)
		return;
	if (src->ops && src->ops->close)
		src->ops->close(src);
	for (i = 0; i < src->nr_unknown; i++)
		free(src->unknown[i].name);
	free(src->unknown);
	mmr_meta_free(src->meta);
	if (src->fd >= 0)
		close(src->fd);
	free(src->path);
	free(src);
}

const char *mmr_format_name(enum mmr_source_format fmt)
{
	switch (fmt) {
	case MMR_FMT_MMR: return "mmreplay .mmr";
	case MMR_FMT_TRACE_DAT: return "trace-cmd trace.dat";
	case MMR_FMT_SCENARIO: return "mmreplay scenario (.mms)";
	case MMR_FMT_PERF_DATA: return "perf.data";
	default: return "unknown";
	}
}
