/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * The native .mmr file: writer side.  (Reading goes through mmr_source_open().)
 * The layout is specified in docs/file-format.md: magic + version, a metadata
 * section, independent zstd-compressed blocks of delta-encoded events each with
 * a checksum, an index, and a footer with final metadata.  Blocks are written
 * whole, so a file cut short by a crash stays readable up to its last block.
 */
#ifndef MMREPLAY_MMR_FORMAT_H
#define MMREPLAY_MMR_FORMAT_H

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/meta.h"

#ifdef __cplusplus
extern "C" {
#endif

#define MMR_MAGIC "MMREPLAY"
#define MMR_MAGIC_LEN 8
#define MMR_FORMAT_VERSION 1

struct mmr_writer;

enum mmr_writer_flags {
	MMR_WRITER_OVERWRITE = 1 << 0, /* replace an existing regular file (never a symlink) */
};

/*
 * Create @path (mode 0600, refusing a symlink at that path) and write the
 * header with @meta.  Returns 0 and *@out, or a negative MMR_E* with @err.
 * Finish with mmr_writer_close(); mmr_writer_free() alone discards.
 */
int mmr_writer_open(const char *path, const struct mmr_meta *meta, unsigned int flags,
		    struct mmr_writer **out, struct mmr_error *err);

/* Append one event; events must come in non-decreasing timestamp order. */
int mmr_writer_add(struct mmr_writer *w, const struct mmr_event *ev, struct mmr_error *err);

/* Write the pending block now (a recorder calls this periodically). */
int mmr_writer_flush(struct mmr_writer *w, struct mmr_error *err);

/*
 * Flush, write the index and a footer holding @final_meta (keys known only at
 * the end: lost counts, /proc/interrupts after, duration; may be NULL), and
 * close the file.  The writer is freed whatever the result.
 */
int mmr_writer_close(struct mmr_writer *w, const struct mmr_meta *final_meta,
		     struct mmr_error *err);

/* Events written so far and bytes on disk so far. */
uint64_t mmr_writer_events(const struct mmr_writer *w);
uint64_t mmr_writer_bytes(const struct mmr_writer *w);

/*
 * Tuning, between open and the first event or at any time after: zstd level
 * (default 3; MMR_EINVAL outside zstd's range) and events per block (default
 * 65536; a smaller block costs size, a larger one memory).
 */
int mmr_writer_set_level(struct mmr_writer *w, int level);
int mmr_writer_set_block_events(struct mmr_writer *w, unsigned int n);

/* Free without finishing (the file keeps its complete blocks); NULL is fine. */
void mmr_writer_free(struct mmr_writer *w);

#ifdef __cplusplus
}
#endif
#endif
