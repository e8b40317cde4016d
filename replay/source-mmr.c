// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr reader (layout in docs/file-format.md).
 *
 * open() checks the header and metadata, then looks for the trailer at the very
 * end: with it, the index and footer are read and every block must be where
 * the index says and lie before the index; without it (a recording cut short)
 * the blocks are read from the start up to the last complete one and the
 * metadata says truncated=1.  Anything that is present but wrong -- magic,
 * version, a checksum, a size, a zstd frame, an event -- is an error naming
 * the file, the byte offset and the reason.  The file is read with pread()
 * on the source's fd (a pipe's input was copied to a memfd), not mmap(), so
 * a file that shrinks under us gives an error, not SIGBUS.
 */
#include <errno.h>
#include <pthread.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zstd.h>

#include "mmr-codec.h"
#include "mmreplay/mmr-format.h"
#include "source-local.h"

/*
 * One block read, checked and decompressed: the part of loading a block that
 * needs nothing from the blocks before it, so that a read-ahead thread can do
 * it for the next block while the caller decodes this one.
 */
struct rd_slot {
	uint8_t *cbuf, *ubuf;
	size_t ccap, ucap;
	uint64_t off, block_no, first_ts;
	uint32_t usize, count;
	int ret; /* 1 a block, 0 no more blocks, < 0 error (err) */
	struct mmr_error err;
};

/* Where the fetching side is: the next block's offset, blocks and events before it. */
struct rd_cursor {
	uint64_t pos, block_no, events;
};

struct mmr_rd {
	int fd;
	uint64_t size;
	uint64_t data_off, data_end; /* blocks lie in [data_off, data_end) */
	int has_footer;
	uint64_t total_events, nr_blocks; /* from the trailer */
	uint8_t *index;                    /* nr_blocks raw index entries */
	uint64_t block_no, block_off, events, last_ts;
	uint32_t block_events; /* events in the block being read */
	int in_block;
	struct mmr_bdec *dec;
	ZSTD_DCtx *dctx;    /* the fetching side's */
	struct rd_cursor fc; /* the fetching side's */
	struct rd_slot slot[2];
	/*
	 * Read-ahead (MMR_READAHEAD=1 in the environment): a thread fetches
	 * slot[produced % 2] while the caller decodes slot[(taken - 1) % 2].
	 */
	int ra;
	pthread_t ra_thread;
	pthread_mutex_t ra_lock;
	pthread_cond_t ra_cond;
	uint64_t produced, released, taken;
	int ra_stop;
	int ra_over, ra_ret; /* the thread stopped, with this answer */
	struct mmr_error ra_err;
};

#define U(x) ((unsigned long long)(x))

/* Read exactly @len bytes at @off; MMR_EIO / MMR_ETRUNCATED with a message. */
static int rd_at(struct mmr_source *src, const struct mmr_rd *r, void *buf, size_t len,
		 uint64_t off, const char *what, struct mmr_error *err)
{
	size_t got = 0;

	while (got < len) {
		ssize_t n = pread(r->fd, (char *)buf + got, len - got, (off_t)(off + got));

		if (n < 0) {
			if (errno == EINTR)
				continue;
			return mmr_error_set(err, MMR_EIO, "%s: offset %llu: %s: %s", src->path,
					     U(off), what, strerror(errno));
		}
		if (n == 0)
			return mmr_error_set(err, MMR_ETRUNCATED,
					     "%s: offset %llu: %s: file ends after %llu bytes",
					     src->path, U(off), what, U(off + got));
		got += (size_t)n;
	}
	return 0;
}

/*
 * A tagged section at @off (META, INDX or FOOT) that must end exactly at @end
 * (or anywhere before EOF when @end is 0).  Returns its payload (malloc'ed) and
 * length.
 */
static int read_section(struct mmr_source *src, struct mmr_rd *r, uint64_t off, uint64_t end,
			uint32_t tag, const char *what, uint8_t **out, size_t *outlen,
			struct mmr_error *err)
{
	uint8_t hdr[MMR_SECT_HDR_LEN];
	uint64_t len;
	uint8_t *buf;
	int ret;

	*out = NULL;
	if (off + MMR_SECT_HDR_LEN > r->size)
		return mmr_error_set(err, MMR_ETRUNCATED,
				     "%s: offset %llu: truncated %s header (file is %llu bytes)",
				     src->path, U(off), what, U(r->size));
	ret = rd_at(src, r, hdr, sizeof(hdr), off, what, err);
	if (ret < 0)
		return ret;
	if (mmr_get_le32(hdr) != tag)
		return mmr_error_set(err, MMR_ECORRUPT, "%s: offset %llu: %s: bad section tag 0x%08x",
				     src->path, U(off), what, mmr_get_le32(hdr));
	len = mmr_get_le32(hdr + 4);
	if (len > MMR_MAX_META_LEN && tag != MMR_TAG_INDEX)
		return mmr_error_set(err, MMR_ECORRUPT, "%s: offset %llu: %s: length %llu too large",
				     src->path, U(off), what, U(len));
	if (off + MMR_SECT_HDR_LEN + len > r->size)
		return mmr_error_set(err, MMR_ETRUNCATED,
				     "%s: offset %llu: truncated %s (%llu bytes announced, file is %llu bytes)",
				     src->path, U(off), what, U(len), U(r->size));
	if (end && off + MMR_SECT_HDR_LEN + len != end)
		return mmr_error_set(err, MMR_ECORRUPT,
				     "%s: offset %llu: %s: length %llu does not reach offset %llu",
				     src->path, U(off), what, U(len), U(end));
	buf = malloc(len ? len : 1);
	if (!buf)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	ret = rd_at(src, r, buf, len, off + MMR_SECT_HDR_LEN, what, err);
	if (ret < 0) {
		free(buf);
		return ret;
	}
	if (mmr_xxh64(buf, len, 0) != mmr_get_le64(hdr + 8)) {
		free(buf);
		return mmr_error_set(err, MMR_ECHECKSUM, "%s: offset %llu: %s: checksum mismatch",
				     src->path, U(off), what);
	}
	*out = buf;
	*outlen = len;
	return 0;
}

static int read_meta(struct mmr_source *src, struct mmr_rd *r, uint64_t off, uint64_t end,
		     uint32_t tag, const char *what, uint64_t *next, struct mmr_error *err)
{
	uint8_t *buf;
	size_t len = 0, bad = 0;
	int ret;

	ret = read_section(src, r, off, end, tag, what, &buf, &len, err);
	if (ret < 0)
		return ret;
	ret = mmr_meta_decode(src->meta, (const char *)buf, len, &bad);
	free(buf);
	if (ret == MMR_ENOMEM)
		return mmr_error_set(err, ret, "%s: out of memory", src->path);
	if (ret < 0)
		return mmr_error_set(err, ret, "%s: offset %llu: %s: malformed key=value line",
				     src->path, U(off + MMR_SECT_HDR_LEN + bad), what);
	*next = off + MMR_SECT_HDR_LEN + len;
	return 0;
}

/* The trailer, index and footer of a finished file; 0 with has_footer=0 if absent. */
static int read_footer(struct mmr_source *src, struct mmr_rd *r, struct mmr_error *err)
{
	uint8_t tr[MMR_TRAILER_LEN];
	uint64_t toff, index_off, footer_off, next;
	size_t len = 0;
	int ret;

	if (r->size < r->data_off + MMR_TRAILER_LEN)
		return 0;
	toff = r->size - MMR_TRAILER_LEN;
	ret = rd_at(src, r, tr, sizeof(tr), toff, "trailer", err);
	if (ret < 0)
		return ret;
	if (memcmp(tr + 40, MMR_TRAILER_MAGIC, 8))
		return 0;
	if (mmr_xxh64(tr, 32, 0) != mmr_get_le64(tr + 32))
		return mmr_error_set(err, MMR_ECHECKSUM, "%s: offset %llu: trailer: checksum mismatch",
				     src->path, U(toff));
	index_off = mmr_get_le64(tr);
	footer_off = mmr_get_le64(tr + 8);
	r->total_events = mmr_get_le64(tr + 16);
	r->nr_blocks = mmr_get_le64(tr + 24);
	if (index_off < r->data_off || footer_off < index_off || footer_off > toff ||
	    r->nr_blocks > (footer_off - index_off) / MMR_INDEX_ENTRY_LEN)
		return mmr_error_set(err, MMR_ECORRUPT,
				     "%s: offset %llu: trailer: index at %llu / footer at %llu out of range",
				     src->path, U(toff), U(index_off), U(footer_off));
	ret = read_section(src, r, index_off, footer_off, MMR_TAG_INDEX, "index", &r->index, &len,
			   err);
	if (ret < 0)
		return ret;
	if (len != r->nr_blocks * MMR_INDEX_ENTRY_LEN)
		return mmr_error_set(err, MMR_ECORRUPT,
				     "%s: offset %llu: index: %zu bytes for %llu blocks",
				     src->path, U(index_off), len, U(r->nr_blocks));
	ret = read_meta(src, r, footer_off, toff, MMR_TAG_FOOTER, "footer", &next, err);
	if (ret < 0)
		return ret;
	r->has_footer = 1;
	r->data_end = index_off;
	return 0;
}

static int block_error(struct mmr_source *src, struct mmr_rd *r, int code, const char *reason,
		       struct mmr_error *err)
{
	return mmr_error_set(err, code, "%s: offset %llu: block %llu: %s", src->path,
			     U(r->block_off), U(r->block_no), reason);
}

static int fetch_error(struct mmr_source *src, const struct rd_cursor *c, int code,
		       const char *reason, struct mmr_error *err)
{
	return mmr_error_set(err, code, "%s: offset %llu: block %llu: %s", src->path, U(c->pos),
			     U(c->block_no), reason);
}

/*
 * Read, check and decompress the block at @c->pos into @sl and step @c past
 * it: 1 loaded, 0 no more blocks, <0 error.  Touches only @c, @sl, @dctx and
 * what open() set up, so it may run on the read-ahead thread.
 */
static int fetch_block(struct mmr_source *src, const struct mmr_rd *r, struct rd_cursor *c,
		       struct rd_slot *sl, ZSTD_DCtx *dctx, struct mmr_error *err)
{
	uint8_t h[MMR_BLOCK_HDR_LEN];
	uint32_t tag, csize, usize, count;
	uint64_t first_ts;
	char reason[256];
	size_t n;
	int ret;

	if (r->has_footer && c->pos == r->data_end) {
		if (c->block_no != r->nr_blocks || c->events != r->total_events)
			return mmr_error_set(err, MMR_ECORRUPT,
					     "%s: offset %llu: %llu blocks / %llu events read, the footer says %llu / %llu",
					     src->path, U(c->pos), U(c->block_no), U(c->events),
					     U(r->nr_blocks), U(r->total_events));
		return 0;
	}
	if (c->pos + MMR_BLOCK_HDR_LEN > r->data_end) {
		if (!r->has_footer)
			return 0; /* cut inside a block header: the last complete block was read */
		return fetch_error(src, c, MMR_ECORRUPT, "block header runs into the index", err);
	}
	ret = rd_at(src, r, h, sizeof(h), c->pos, "block header", err);
	if (ret < 0)
		return ret;
	tag = mmr_get_le32(h);
	if (tag != MMR_TAG_BLOCK) {
		/* a recording cut while writing its index or footer */
		if (!r->has_footer && (tag == MMR_TAG_INDEX || tag == MMR_TAG_FOOTER))
			return 0;
		snprintf(reason, sizeof(reason), "bad block tag 0x%08x", tag);
		return fetch_error(src, c, MMR_ECORRUPT, reason, err);
	}
	csize = mmr_get_le32(h + 4);
	usize = mmr_get_le32(h + 8);
	count = mmr_get_le32(h + 12);
	first_ts = mmr_get_le64(h + 16);
	if (c->pos + MMR_BLOCK_HDR_LEN + csize > r->data_end) {
		if (!r->has_footer)
			return 0; /* the incomplete last block of a cut file */
		snprintf(reason, sizeof(reason),
			 "compressed size %u runs past the end of the event data at offset %llu",
			 csize, U(r->data_end));
		return fetch_error(src, c, MMR_ECORRUPT, reason, err);
	}
	if (r->has_footer) {
		const uint8_t *ie = r->index + c->block_no * MMR_INDEX_ENTRY_LEN;

		if (c->block_no >= r->nr_blocks || mmr_get_le64(ie) != c->pos ||
		    mmr_get_le64(ie + 8) != first_ts || mmr_get_le32(ie + 24) != count)
			return fetch_error(src, c, MMR_ECORRUPT, "does not match the index", err);
	}
	if (mmr_grow(&sl->cbuf, &sl->ccap, csize ? csize : 1))
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	ret = rd_at(src, r, sl->cbuf, csize, c->pos + MMR_BLOCK_HDR_LEN, "block", err);
	if (ret < 0)
		return ret;
	if (mmr_xxh64(sl->cbuf, csize, mmr_xxh64(h, 24, 0)) != mmr_get_le64(h + 24))
		return fetch_error(src, c, MMR_ECHECKSUM, "checksum mismatch", err);
	/* the checksum held: what follows are format violations, not damage */
	if (usize > MMR_MAX_BLOCK_USIZE || count > MMR_MAX_BLOCK_EVENTS || count > usize) {
		snprintf(reason, sizeof(reason), "implausible sizes (%u bytes, %u events)", usize,
			 count);
		return fetch_error(src, c, MMR_ECORRUPT, reason, err);
	}
	if (mmr_grow(&sl->ubuf, &sl->ucap, (size_t)usize + MMR_BDEC_SLACK))
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	n = ZSTD_decompressDCtx(dctx, sl->ubuf, usize, sl->cbuf, csize);
	if (ZSTD_isError(n)) {
		snprintf(reason, sizeof(reason), "zstd: %s", ZSTD_getErrorName(n));
		return fetch_error(src, c, MMR_ECORRUPT, reason, err);
	}
	if (n != usize) {
		snprintf(reason, sizeof(reason), "decompressed to %zu bytes, header says %u", n,
			 usize);
		return fetch_error(src, c, MMR_ECORRUPT, reason, err);
	}
	sl->off = c->pos;
	sl->block_no = c->block_no;
	sl->first_ts = first_ts;
	sl->usize = usize;
	sl->count = count;
	c->pos += MMR_BLOCK_HDR_LEN + csize;
	c->block_no++;
	c->events += count;
	return 1;
}

/* The read-ahead thread: fetches block after block, one ahead of the caller. */
static void *ra_main(void *arg)
{
	struct mmr_source *src = arg;
	struct mmr_rd *r = src->priv;
	int ret;

	do {
		struct rd_slot *sl;

		pthread_mutex_lock(&r->ra_lock);
		while (!r->ra_stop && r->produced - r->released >= 2)
			pthread_cond_wait(&r->ra_cond, &r->ra_lock);
		if (r->ra_stop) {
			pthread_mutex_unlock(&r->ra_lock);
			break;
		}
		sl = &r->slot[r->produced % 2];
		pthread_mutex_unlock(&r->ra_lock);
		ret = fetch_block(src, r, &r->fc, sl, r->dctx, &sl->err);
		sl->ret = ret;
		pthread_mutex_lock(&r->ra_lock);
		r->produced++;
		pthread_cond_broadcast(&r->ra_cond);
		pthread_mutex_unlock(&r->ra_lock);
	} while (ret > 0);
	return NULL;
}

/* The next fetched block: from the read-ahead thread, else fetched here. */
static struct rd_slot *next_slot(struct mmr_source *src, struct mmr_rd *r)
{
	struct rd_slot *sl;

	if (!r->ra) {
		sl = &r->slot[0];
		sl->ret = fetch_block(src, r, &r->fc, sl, r->dctx, &sl->err);
		return sl;
	}
	pthread_mutex_lock(&r->ra_lock);
	/* the previous block is decoded: its buffers may be refilled */
	r->released = r->taken;
	pthread_cond_broadcast(&r->ra_cond);
	while (r->produced <= r->taken)
		pthread_cond_wait(&r->ra_cond, &r->ra_lock);
	sl = &r->slot[r->taken % 2];
	r->taken++;
	pthread_mutex_unlock(&r->ra_lock);
	return sl;
}

/* Load the next block: 1 loaded, 0 no more blocks, <0 error. */
static int load_block(struct mmr_source *src, struct mmr_rd *r, struct mmr_error *err)
{
	struct rd_slot *sl;
	char reason[256];
	int ret;

	if (r->ra_over) {
		if (r->ra_ret < 0)
			*err = r->ra_err;
		return r->ra_ret;
	}
	sl = next_slot(src, r);
	if (sl->ret <= 0) {
		if (sl->ret < 0)
			*err = sl->err;
		if (r->ra) {
			/* the thread has stopped: the same answer from now on */
			r->ra_over = 1;
			r->ra_ret = sl->ret;
			r->ra_err = sl->err;
		}
		return sl->ret;
	}
	r->block_off = sl->off;
	r->block_no = sl->block_no;
	if (r->events && sl->first_ts < r->last_ts) {
		snprintf(reason, sizeof(reason), "first timestamp %llu before the previous %llu",
			 U(sl->first_ts), U(r->last_ts));
		return block_error(src, r, MMR_ECORRUPT, reason, err);
	}
	ret = mmr_bdec_start(r->dec, sl->ubuf, sl->usize, sl->count, sl->first_ts, reason,
			     sizeof(reason));
	if (ret < 0)
		return block_error(src, r, ret, reason, err);
	r->block_events = sl->count;
	r->in_block = 1;
	return 1;
}

/* Out of line, so that the per-event path in mmr_next() saves no registers. */
static __attribute__((noinline)) int mmr_next_slow(struct mmr_source *src, struct mmr_rd *r,
						   const struct mmr_event **ev,
						   struct mmr_error *err)
{
	const struct mmr_event *evs;
	char reason[256];
	uint32_t n;
	int ret;

	for (;;) {
		if (r->in_block) {
			ret = mmr_bdec_chunk(r->dec, &evs, &n, reason, sizeof(reason));
			if (ret > 0) {
				src->cur = evs + 1;
				src->end = evs + n;
				*ev = evs;
				return 1;
			}
			if (ret < 0)
				return block_error(src, r, ret, reason, err);
			r->in_block = 0;
			r->last_ts = mmr_bdec_last_ts(r->dec);
			r->events += r->block_events;
			r->block_no++;
		}
		ret = load_block(src, r, err);
		if (ret <= 0)
			return ret;
	}
}

static int mmr_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	/* the events of a decoded chunk go out through src->cur/end (mmr_source_next) */
	return mmr_next_slow(src, src->priv, ev, err);
}

static void mmr_close(struct mmr_source *src)
{
	struct mmr_rd *r = src->priv;

	if (!r)
		return;
	free(r->index); /* r->fd is the source's */
	if (r->ra) {
		pthread_mutex_lock(&r->ra_lock);
		r->ra_stop = 1;
		pthread_cond_broadcast(&r->ra_cond);
		pthread_mutex_unlock(&r->ra_lock);
		pthread_join(r->ra_thread, NULL);
		pthread_cond_destroy(&r->ra_cond);
		pthread_mutex_destroy(&r->ra_lock);
	}
	free(r->slot[0].cbuf);
	free(r->slot[0].ubuf);
	free(r->slot[1].cbuf);
	free(r->slot[1].ubuf);
	mmr_bdec_free(r->dec);
	ZSTD_freeDCtx(r->dctx);
	free(r);
	src->priv = NULL;
}

static const struct mmr_source_ops mmr_ops = {
	.next = mmr_next,
	.close = mmr_close,
};

/* unknown.<system:name>=count entries become the source's unknown-tracepoint list */
static int load_unknown(struct mmr_source *src, struct mmr_error *err)
{
	const char *k, *v;
	size_t i;

	for (i = 0; mmr_meta_at(src->meta, i, &k, &v) == 0; i++) {
		char *end;
		unsigned long long n;

		if (strncmp(k, "unknown.", 8) || !k[8])
			continue;
		errno = 0;
		n = strtoull(v, &end, 10);
		if (errno || end == v || *end)
			continue; /* not a count: left in the metadata as it is */
		if (mmr_source_count_unknown(src, k + 8, n) < 0)
			return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	}
	return 0;
}

/*
 * MMR_READAHEAD=1: read and decompress the next block on a second thread while
 * this one decodes (zstd is about a fifth of the reading cost).  Off by
 * default: the targets are per core, and a replay is often run many at once.
 * Without the thread (it could not start) the file is read here as usual.
 */
static void start_readahead(struct mmr_source *src, struct mmr_rd *r)
{
	const char *e = getenv("MMR_READAHEAD");

	if (!e || strcmp(e, "1"))
		return;
	if (pthread_mutex_init(&r->ra_lock, NULL))
		return;
	if (pthread_cond_init(&r->ra_cond, NULL)) {
		pthread_mutex_destroy(&r->ra_lock);
		return;
	}
	if (pthread_create(&r->ra_thread, NULL, ra_main, src)) {
		pthread_cond_destroy(&r->ra_cond);
		pthread_mutex_destroy(&r->ra_lock);
		return;
	}
	r->ra = 1;
}

int mmr_source_open_mmr(struct mmr_source *src, struct mmr_error *err)
{
	uint8_t hdr[MMR_FILE_HDR_LEN];
	struct mmr_rd *r;
	uint32_t version, flags;
	int ret;

	r = calloc(1, sizeof(*r));
	if (!r)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	r->fd = -1;
	src->priv = r;
	src->ops = &mmr_ops;
	if (!(r->dec = mmr_bdec_new()) || !(r->dctx = ZSTD_createDCtx()))
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	r->fd = src->fd;
	r->size = src->size;
	if (r->size < MMR_FILE_HDR_LEN)
		return mmr_error_set(err, MMR_ETRUNCATED,
				     "%s: offset %llu: truncated header (file is %llu bytes)",
				     src->path, U(r->size), U(r->size));
	ret = rd_at(src, r, hdr, sizeof(hdr), 0, "header", err);
	if (ret < 0)
		return ret;
	if (memcmp(hdr, MMR_MAGIC, MMR_MAGIC_LEN))
		return mmr_error_set(err, MMR_EMAGIC, "%s: offset 0: bad magic (not a .mmr file)",
				     src->path);
	version = mmr_get_le32(hdr + 8);
	if (version != MMR_FORMAT_VERSION)
		return mmr_error_set(err, MMR_EVERSION,
				     "%s: offset 8: unsupported format version %u (this build reads version %d)",
				     src->path, version, MMR_FORMAT_VERSION);
	flags = mmr_get_le32(hdr + 12);
	if (flags)
		return mmr_error_set(err, MMR_EVERSION,
				     "%s: offset 12: unknown header flags 0x%x (version %u has none)",
				     src->path, flags, version);
	ret = read_meta(src, r, MMR_FILE_HDR_LEN, 0, MMR_TAG_META, "metadata", &r->data_off, err);
	if (ret < 0)
		return ret;
	r->data_end = r->size;
	ret = read_footer(src, r, err);
	if (ret < 0)
		return ret;
	if (!r->has_footer && mmr_meta_set(src->meta, "truncated", "1") < 0)
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	r->fc.pos = r->data_off;
	ret = load_unknown(src, err);
	if (ret < 0)
		return ret;
	start_readahead(src, r);
	return 0;
}
