/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the library: how a source format plugs into struct mmr_source.
 * Each format (source-dat.c, source-mmr.c, source-mms.c) provides an open
 * function that fills the ops and its private state.
 */
#ifndef MMREPLAY_SOURCE_LOCAL_H
#define MMREPLAY_SOURCE_LOCAL_H

#include <stdlib.h>

#include "mmreplay/trace.h"

struct mmr_source_ops {
	/* 1 event / 0 end / <0 error, as mmr_source_next() */
	int (*next)(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err);
	void (*close)(struct mmr_source *src);
};

struct mmr_unknown_count {
	char *name;
	uint64_t count;
};

struct mmr_source {
	/*
	 * Events decoded ahead that next() would hand out one by one (a .mmr
	 * chunk); NULL/NULL for the formats that do not batch.  Consumers in the
	 * library take them through mmr_source_next_fast() with no call.
	 */
	const struct mmr_event *cur, *end;
	const struct mmr_source_ops *ops;
	enum mmr_source_format format;
	char *path;
	/*
	 * The input, open for reading and seekable: the file itself, or a
	 * memfd holding what a pipe or FIFO gave.  Openers read it with
	 * pread() (its offset is not theirs); closed by mmr_source_close().
	 */
	int fd;
	uint64_t size;
	struct mmr_meta *meta;
	struct mmr_unknown_count *unknown;
	unsigned int nr_unknown, cap_unknown;
	int sticky_err;          /* the error once returned, repeated after */
	struct mmr_error err;
	void *priv;              /* the format's own state */
};

/* mmr_source_next() with its common case inline: the next event of a decoded chunk. */
static inline int mmr_source_next_fast(struct mmr_source *src, const struct mmr_event **ev,
				       struct mmr_error *err)
{
	if (__builtin_expect(src->cur < src->end, 1)) {
		*ev = src->cur++;
		return 1;
	}
	return mmr_source_next(src, ev, err);
}

/* Grow *@buf to @need bytes if it has fewer (*@cap); 0 or -1 (ENOMEM, *@buf kept). */
static inline int mmr_grow(uint8_t **buf, size_t *cap, size_t need)
{
	uint8_t *n;

	if (need <= *cap)
		return 0;
	n = realloc(*buf, need);
	if (!n)
		return -1;
	*buf = n;
	*cap = need;
	return 0;
}

/* Count one hit of an unknown tracepoint "system:name" (first hit allocates). */
int mmr_source_count_unknown(struct mmr_source *src, const char *name, uint64_t n);
/* Index of @name in the unknown list (allocating the slot), for per-id caching. */
int mmr_source_unknown_slot(struct mmr_source *src, const char *name);

/* Format openers: fill src->ops, src->priv, src->meta; return 0 or an error. */
int mmr_source_open_dat(struct mmr_source *src, struct mmr_error *err);
int mmr_source_open_mmr(struct mmr_source *src, struct mmr_error *err);
int mmr_source_open_mms(struct mmr_source *src, struct mmr_error *err);
int mmr_source_open_perf(struct mmr_source *src, struct mmr_error *err);

#endif
