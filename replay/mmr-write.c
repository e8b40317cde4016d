// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr writer (include/mmreplay/mmr-format.h; layout in
 * docs/file-format.md).  Each block goes to the file in one write() of its
 * header and compressed payload, and nothing earlier in the file is ever
 * rewritten, so whatever happens to the process the file holds a run of
 * complete blocks that a reader can use (it then reports truncated=1).  A
 * block holds at most 65536 events and 250 ms of trace time by default, so
 * that a cut loses little of a short trace too.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>
/*
 * Only for the values of two compression parameters, set through the stable
 * ZSTD_CCtx_setParameter().
 */
#define ZSTD_STATIC_LINKING_ONLY
#include <zstd.h>

#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"

#define DEFAULT_BLOCK_EVENTS 65536u
#define unlikely(x) __builtin_expect(!!(x), 0)
#define DEFAULT_LEVEL 3

struct index_entry {
	uint64_t off, first_ts, last_ts;
	uint32_t count;
};

struct mmr_writer {
	int fd;
	char *path;     /* the caller's, for messages and the final name */
	char *tmp;      /* MMR_WRITER_ATOMIC: the name written, until published */
	struct mmr_benc *enc;
	ZSTD_CCtx *cctx;
	int level;
	uint32_t block_events;
	uint64_t block_ns;
	uint32_t pending; /* events in the encoder's block (mmr_benc_count(), without the call) */
	uint64_t events, bytes, last_ts;
	uint64_t written; /* events in blocks on disk */
	struct index_entry *index;
	size_t nidx, capidx;
	uint8_t *cbuf;
	size_t ccap;
	int failed; /* a write failed: the file is left as it is, nothing more is written */
};

static int io_error(struct mmr_writer *w, struct mmr_error *err, int e)
{
	w->failed = 1;
	return mmr_error_set(err, e == ENOSPC ? MMR_ENOSPC : MMR_EIO, "%s: offset %llu: write: %s",
			     w->path, (unsigned long long)w->bytes, strerror(e));
}

static int write_all(struct mmr_writer *w, const void *buf, size_t len, struct mmr_error *err)
{
	const uint8_t *p = buf;

	if (w->failed)
		return mmr_error_set(err, MMR_EIO, "%s: an earlier write failed", w->path);
	while (len) {
		ssize_t n = write(w->fd, p, len);

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return io_error(w, err, errno);
		}
		if (n == 0)
			return io_error(w, err, ENOSPC);
		p += n;
		len -= (size_t)n;
		w->bytes += (uint64_t)n;
	}
	return 0;
}

/* A META or FOOT section: tag, length, checksum, the metadata text. */
static int write_meta_section(struct mmr_writer *w, uint32_t tag, const struct mmr_meta *m,
			      struct mmr_error *err)
{
	uint8_t hdr[MMR_SECT_HDR_LEN];
	const char *bad = NULL;
	size_t len = 0;
	char *text;
	int ret;

	if (m) {
		text = mmr_meta_encode(m, &len, &bad);
		if (!text)
			return bad ? mmr_error_set(err, MMR_EINVAL,
						   "%s: metadata key '%s' is empty or holds '=', '\\' or a newline",
						   w->path, bad)
				   : mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", w->path);
	} else {
		text = NULL;
	}
	if (len > MMR_MAX_META_LEN) {
		free(text);
		return mmr_error_set(err, MMR_EINVAL, "%s: metadata of %zu bytes is too large",
				     w->path, len);
	}
	mmr_put_le32(hdr, tag);
	mmr_put_le32(hdr + 4, (uint32_t)len);
	mmr_put_le64(hdr + 8, mmr_xxh64(text ? text : "", len, 0));
	ret = write_all(w, hdr, sizeof(hdr), err);
	if (!ret && len)
		ret = write_all(w, text, len, err);
	free(text);
	return ret;
}

/*
 * Kernel file systems: a file there is a kernel interface, never a place for
 * a recording (`-o /sys/kernel/tracing/trace` would clear a ring buffer).
 */
static const struct { unsigned long magic; const char *name; } kernel_fs[] = {
	{ 0x74726163, "tracefs" }, { 0x64626720, "debugfs" }, { 0x9fa0, "procfs" },
	{ 0x62656572, "sysfs" }, { 0x27e0eb, "cgroupfs" }, { 0x63677270, "cgroup2fs" },
	{ 0x73636673, "securityfs" }, { 0xcafe4a11, "bpffs" }, { 0x62656570, "configfs" },
	{ 0x1cd1, "devpts" }, { 0x6165676c, "pstorefs" }, { 0xde5e81e4, "efivarfs" },
};

/* The directory @path is in (a copy: "." for a bare name); NULL on ENOMEM. */
static char *dir_of(const char *path)
{
	const char *slash = strrchr(path, '/');

	if (!slash)
		return strdup(".");
	if (slash == path)
		return strdup("/");
	return strndup(path, (size_t)(slash - path));
}

/* The file systems of @path's directory (and of @path, when it exists) are ordinary. */
static int check_fs(const char *path, struct mmr_error *err)
{
	struct statfs fs[2];
	char *dir = dir_of(path);
	int n = 0;

	if (!dir)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", path);
	if (statfs(dir, &fs[n]) == 0)
		n++;
	free(dir);
	if (statfs(path, &fs[n]) == 0)
		n++;
	for (int i = 0; i < n; i++)
		for (size_t k = 0; k < sizeof(kernel_fs) / sizeof(kernel_fs[0]); k++)
			if ((unsigned long)fs[i].f_type == kernel_fs[k].magic)
				return mmr_error_set(err, MMR_EINVAL,
						     "%s: on %s, a kernel interface: not writing a "
						     "trace there", path, kernel_fs[k].name);
	return 0;
}

/* @path may be replaced: absent, or a regular file (with OVERWRITE); never a symlink. */
static int check_target(const char *path, unsigned int flags, struct mmr_error *err)
{
	struct stat st;

	if (lstat(path, &st) < 0)
		return 0;
	if (S_ISLNK(st.st_mode))
		return mmr_error_set(err, MMR_EPERM, "%s: is a symbolic link, not writing through it",
				     path);
	if (!(flags & MMR_WRITER_OVERWRITE))
		return mmr_error_set(err, MMR_EINVAL, "%s: file exists", path);
	if (!S_ISREG(st.st_mode))
		return mmr_error_set(err, MMR_EINVAL, "%s: exists and is not a regular file", path);
	return 1;
}

/* MMR_WRITER_ATOMIC: ".NAME.XXXXXX" beside @path, created 0600. */
static int open_temp(struct mmr_writer *w, struct mmr_error *err)
{
	const char *slash = strrchr(w->path, '/');
	size_t dlen = slash ? (size_t)(slash - w->path + 1) : 0;
	int fd;

	if (strlen(w->path) + 9 >= PATH_MAX)
		return mmr_error_set(err, MMR_EINVAL, "%s: path too long", w->path);
	if (asprintf(&w->tmp, "%.*s.%s.XXXXXX", (int)dlen, w->path, w->path + dlen) < 0) {
		w->tmp = NULL;
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", w->path);
	}
	fd = mkostemp(w->tmp, O_CLOEXEC);
	if (fd < 0) {
		int e = errno;

		free(w->tmp);
		w->tmp = NULL;
		return mmr_error_set(err, e == EACCES || e == EPERM ? MMR_EPERM :
				     e == ENOSPC ? MMR_ENOSPC : MMR_EIO,
				     "%s: cannot create a file beside it: %s", w->path, strerror(e));
	}
	return fd;
}

int mmr_output_check(const char *path, unsigned int flags, struct mmr_error *err)
{
	int ret = check_fs(path, err);

	return ret < 0 ? ret : check_target(path, flags, err);
}

int mmr_writer_open(const char *path, const struct mmr_meta *meta, unsigned int flags,
		    struct mmr_writer **out, struct mmr_error *err)
{
	uint8_t hdr[MMR_FILE_HDR_LEN];
	struct mmr_writer *w;
	int oflags = O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC;
	int ret;

	*out = NULL;
	ret = mmr_output_check(path, flags, err);
	if (ret < 0)
		return ret;
	oflags |= ret ? O_TRUNC : O_EXCL;
	w = calloc(1, sizeof(*w));
	if (!w || !(w->path = strdup(path)) || !(w->enc = mmr_benc_new()) ||
	    !(w->cctx = ZSTD_createCCtx())) {
		if (w) {
			w->fd = -1;
			mmr_writer_free(w);
		}
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", path);
	}
	w->level = DEFAULT_LEVEL;
	w->block_events = DEFAULT_BLOCK_EVENTS;
	w->block_ns = MMR_WRITER_BLOCK_NS;
	if (flags & MMR_WRITER_ATOMIC) {
		w->fd = open_temp(w, err);
		if (w->fd < 0) {
			ret = w->fd;
			w->fd = -1;
			mmr_writer_free(w);
			return ret;
		}
	} else {
		w->fd = open(path, oflags, 0600);
	}
	if (w->fd < 0) {
		int e = errno;

		mmr_writer_free(w);
		return mmr_error_set(err, e == ELOOP || e == EACCES ? MMR_EPERM : MMR_EIO,
				     "%s: %s", path,
				     e == ELOOP ? "is a symbolic link, not writing through it"
						: strerror(e));
	}
	/* an overwritten file keeps its old mode: a trace is private to whoever took it */
	if (fchmod(w->fd, 0600) < 0) {
		int e = errno;

		mmr_writer_free(w);
		return mmr_error_set(err, MMR_EIO, "%s: chmod: %s", path, strerror(e));
	}
	memcpy(hdr, MMR_MAGIC, MMR_MAGIC_LEN);
	mmr_put_le32(hdr + 8, MMR_FORMAT_VERSION);
	mmr_put_le32(hdr + 12, 0);
	ret = write_all(w, hdr, sizeof(hdr), err);
	if (!ret)
		ret = write_meta_section(w, MMR_TAG_META, meta, err);
	if (ret < 0) {
		mmr_writer_free(w);
		return ret;
	}
	*out = w;
	return 0;
}

const char *mmr_writer_temp(const struct mmr_writer *w)
{
	return w->tmp;
}

int mmr_writer_publish(struct mmr_writer *w, struct mmr_error *err)
{
	int ret;

	if (!w->tmp)
		return 0;
	/* what is at @path now may have changed since open: the same rules */
	ret = check_target(w->path, MMR_WRITER_OVERWRITE, err);
	if (ret >= 0 && rename(w->tmp, w->path) < 0)
		ret = mmr_error_set(err, MMR_EIO, "%s: %s", w->path, strerror(errno));
	if (ret < 0)
		return ret;
	free(w->tmp);
	w->tmp = NULL;
	return 0;
}

/*
 * Compression settings that make the file cheaper to read, bought with a
 * little size (docs/file-format.md, "Compression", has the figures).  The
 * column streams leave zstd few literals worth entropy coding: stored raw
 * they cost the reader no Huffman decoding (about a third of its zstd time),
 * and matches of at least 7 bytes (zstd's most) mean fewer, longer sequences
 * to execute (docs/performance.md, "The .mmr reader's constants").
 * Only below level 10: a caller asking for more wants the smallest file.
 * Hints only: a libzstd without them writes what it always did, and either
 * way the frames are self-describing, so any reader reads the result.
 */
static void set_read_speed_params(struct mmr_writer *w)
{
	int fast = w->level < 10;

	ZSTD_CCtx_setParameter(w->cctx, ZSTD_c_literalCompressionMode,
			       fast ? ZSTD_ps_disable : ZSTD_ps_auto);
	ZSTD_CCtx_setParameter(w->cctx, ZSTD_c_minMatch, fast ? 7 : 0);
}

int mmr_writer_set_level(struct mmr_writer *w, int level)
{
	if (level < ZSTD_minCLevel() || level > ZSTD_maxCLevel())
		return MMR_EINVAL;
	w->level = level;
	return 0;
}

int mmr_writer_set_block_events(struct mmr_writer *w, unsigned int n)
{
	if (n == 0 || n > MMR_MAX_BLOCK_EVENTS)
		return MMR_EINVAL;
	w->block_events = n;
	return 0;
}

void mmr_writer_set_block_ns(struct mmr_writer *w, uint64_t ns)
{
	w->block_ns = ns;
}

int mmr_writer_add(struct mmr_writer *w, const struct mmr_event *ev, struct mmr_error *err)
{
	const char *reason;
	int ret;

	if (w->events && ev->ts < w->last_ts)
		return mmr_error_set(err, MMR_EINVAL,
				     "%s: event %llu: timestamp %llu before the previous %llu",
				     w->path, (unsigned long long)w->events,
				     (unsigned long long)ev->ts, (unsigned long long)w->last_ts);
	if (w->failed)
		return mmr_error_set(err, MMR_EIO, "%s: an earlier write failed", w->path);
	/* a block spans at most block_ns of trace time: a cut keeps what came before */
	if (unlikely(w->pending && w->block_ns && ev->ts - mmr_benc_first_ts(w->enc) >= w->block_ns)) {
		ret = mmr_writer_flush(w, err);
		if (ret < 0)
			return ret;
	}
	ret = mmr_benc_add(w->enc, ev, &reason);
	if (unlikely(ret < 0)) {
		if (ret == MMR_ENOMEM)
			w->failed = 1; /* the pending block may hold half an event */
		return mmr_error_set(err, ret, "%s: event %llu (kind %u, cpu %u): %s", w->path,
				     (unsigned long long)w->events, ev->kind, ev->cpu, reason);
	}
	w->events++;
	w->last_ts = ev->ts;
	/* ret 1: the dictionaries are nearly full */
	if (++w->pending >= w->block_events || ret > 0)
		return mmr_writer_flush(w, err);
	return 0;
}

int mmr_writer_flush(struct mmr_writer *w, struct mmr_error *err)
{
	uint32_t count = mmr_benc_count(w->enc);
	const uint8_t *payload;
	struct index_entry *ie;
	size_t ulen, bound, clen;
	uint64_t seed;
	uint8_t *h;
	int ret;

	if (!count)
		return 0;
	ret = mmr_benc_finish(w->enc, &payload, &ulen);
	if (ret < 0)
		return mmr_error_set(err, ret, "%s: out of memory", w->path);
	if (ulen > MMR_MAX_BLOCK_USIZE)
		return mmr_error_set(err, MMR_EINVAL, "%s: block of %zu bytes is too large (%u events)",
				     w->path, ulen, count);
	bound = ZSTD_compressBound(ulen) + MMR_BLOCK_HDR_LEN;
	if (bound > w->ccap) {
		uint8_t *nb = realloc(w->cbuf, bound);

		if (!nb)
			return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", w->path);
		w->cbuf = nb;
		w->ccap = bound;
	}
	if (w->nidx == w->capidx) {
		size_t cap = w->capidx ? w->capidx * 2 : 64;
		struct index_entry *ni = realloc(w->index, cap * sizeof(*ni));

		if (!ni)
			return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", w->path);
		w->index = ni;
		w->capidx = cap;
	}
	ZSTD_CCtx_setParameter(w->cctx, ZSTD_c_compressionLevel, w->level);
	set_read_speed_params(w);
	clen = ZSTD_compress2(w->cctx, w->cbuf + MMR_BLOCK_HDR_LEN, bound - MMR_BLOCK_HDR_LEN,
			      payload, ulen);
	if (ZSTD_isError(clen))
		return mmr_error_set(err, MMR_EIO, "%s: zstd: %s", w->path,
				     ZSTD_getErrorName(clen));
	h = w->cbuf;
	mmr_put_le32(h, MMR_TAG_BLOCK);
	mmr_put_le32(h + 4, (uint32_t)clen);
	mmr_put_le32(h + 8, (uint32_t)ulen);
	mmr_put_le32(h + 12, count);
	mmr_put_le64(h + 16, mmr_benc_first_ts(w->enc));
	/* the checksum covers the header fields too, so a damaged size is caught */
	seed = mmr_xxh64(h, 24, 0);
	mmr_put_le64(h + 24, mmr_xxh64(h + MMR_BLOCK_HDR_LEN, clen, seed));

	ie = &w->index[w->nidx];
	ie->off = w->bytes;
	ie->first_ts = mmr_benc_first_ts(w->enc);
	ie->last_ts = mmr_benc_last_ts(w->enc);
	ie->count = count;
	ret = write_all(w, w->cbuf, MMR_BLOCK_HDR_LEN + clen, err);
	if (ret < 0)
		return ret;
	w->nidx++;
	w->written += count;
	mmr_benc_reset(w->enc);
	w->pending = 0;
	return 0;
}

static int write_index(struct mmr_writer *w, struct mmr_error *err)
{
	size_t len = w->nidx * MMR_INDEX_ENTRY_LEN, i;
	uint8_t hdr[MMR_SECT_HDR_LEN];
	uint8_t *buf = malloc(len ? len : 1);
	int ret;

	if (!buf)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", w->path);
	for (i = 0; i < w->nidx; i++) {
		uint8_t *e = buf + i * MMR_INDEX_ENTRY_LEN;

		mmr_put_le64(e, w->index[i].off);
		mmr_put_le64(e + 8, w->index[i].first_ts);
		mmr_put_le64(e + 16, w->index[i].last_ts);
		mmr_put_le32(e + 24, w->index[i].count);
		mmr_put_le32(e + 28, 0);
	}
	mmr_put_le32(hdr, MMR_TAG_INDEX);
	mmr_put_le32(hdr + 4, (uint32_t)len);
	mmr_put_le64(hdr + 8, mmr_xxh64(buf, len, 0));
	ret = write_all(w, hdr, sizeof(hdr), err);
	if (!ret)
		ret = write_all(w, buf, len, err);
	free(buf);
	return ret;
}

int mmr_writer_close(struct mmr_writer *w, const struct mmr_meta *final_meta,
		     struct mmr_error *err)
{
	uint8_t tr[MMR_TRAILER_LEN];
	uint64_t index_off, footer_off;
	int ret;

	if (!w)
		return mmr_error_set(err, MMR_EINVAL, "no writer");
	if (w->nidx * (uint64_t)MMR_INDEX_ENTRY_LEN > UINT32_MAX) {
		ret = mmr_error_set(err, MMR_EINVAL, "%s: too many blocks for one index", w->path);
		goto out;
	}
	ret = mmr_writer_flush(w, err);
	if (ret < 0)
		goto out;
	index_off = w->bytes;
	ret = write_index(w, err);
	if (ret < 0)
		goto out;
	footer_off = w->bytes;
	ret = write_meta_section(w, MMR_TAG_FOOTER, final_meta, err);
	if (ret < 0)
		goto out;
	mmr_put_le64(tr, index_off);
	mmr_put_le64(tr + 8, footer_off);
	mmr_put_le64(tr + 16, w->events);
	mmr_put_le64(tr + 24, w->nidx);
	mmr_put_le64(tr + 32, mmr_xxh64(tr, 32, 0));
	memcpy(tr + 40, MMR_TRAILER_MAGIC, 8);
	ret = write_all(w, tr, sizeof(tr), err);
	if (ret < 0)
		goto out;
	if (close(w->fd) < 0) {
		int e = errno;

		w->fd = -1;
		ret = io_error(w, err, e);
		goto out;
	}
	w->fd = -1;
	ret = mmr_writer_publish(w, err);
out:
	mmr_writer_free(w);
	return ret;
}

uint64_t mmr_writer_events(const struct mmr_writer *w)
{
	return w->events;
}

uint64_t mmr_writer_events_written(const struct mmr_writer *w)
{
	return w->written;
}

uint64_t mmr_writer_bytes(const struct mmr_writer *w)
{
	return w->bytes;
}

uint64_t mmr_writer_blocks(const struct mmr_writer *w)
{
	return w->nidx;
}

void mmr_writer_free(struct mmr_writer *w)
{
	if (!w)
		return;
	if (w->fd >= 0)
		close(w->fd);
	/* never published: the caller's path keeps what it held */
	if (w->tmp)
		unlink(w->tmp);
	free(w->tmp);
	mmr_benc_free(w->enc);
	ZSTD_freeCCtx(w->cctx);
	free(w->index);
	free(w->cbuf);
	free(w->path);
	free(w);
}
