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
#include "mmreplay/export.h"
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
	/*
	 * Write under a temporary name beside @path (".NAME.XXXXXX", mode
	 * 0600) that replaces @path only at mmr_writer_close() or
	 * mmr_writer_publish(): until then an existing @path stays as it was,
	 * and mmr_writer_free() removes the temporary file.  Messages name @path.
	 */
	MMR_WRITER_ATOMIC = 1 << 1,
};

/*
 * Create @path (mode 0600, refusing a symlink at that path, and any path on
 * a kernel file system: tracefs, procfs, sysfs, debugfs, cgroupfs...) and
 * write the header with @meta.  Returns 0 and *@out, or a negative MMR_E*
 * with @err.  Finish with mmr_writer_close(); mmr_writer_free() alone
 * discards.
 */
int mmr_writer_open(const char *path, const struct mmr_meta *meta, unsigned int flags,
		    struct mmr_writer **out, struct mmr_error *err) MMR_API;

/*
 * What mmr_writer_open() checks of @path before it writes anything (not on a
 * kernel file system; not a symlink; absent, or a regular file when @flags
 * has MMR_WRITER_OVERWRITE), for the tools' other outputs.  0 when absent,
 * 1 when a regular file is there, or a negative MMR_E* with @err.
 */
int mmr_output_check(const char *path, unsigned int flags, struct mmr_error *err) MMR_API;

/*
 * MMR_WRITER_ATOMIC: put the file at its path now (a recording whose first
 * block is on disk); what is written later goes to it, and from now on
 * mmr_writer_free() leaves it (a reader sees a file cut short).  0, or an
 * error (@path became a symlink or something not a regular file; rename).
 * No-op for other writers and once done.
 */
int mmr_writer_publish(struct mmr_writer *w, struct mmr_error *err) MMR_API;
/* MMR_WRITER_ATOMIC: the name being written until published, else NULL; owned by @w. */
const char *mmr_writer_temp(const struct mmr_writer *w) MMR_API;

/* Append one event; events must come in non-decreasing timestamp order. */
int mmr_writer_add(struct mmr_writer *w, const struct mmr_event *ev, struct mmr_error *err) MMR_API;

/* Write the pending block now (a recorder calls this periodically). */
int mmr_writer_flush(struct mmr_writer *w, struct mmr_error *err) MMR_API;

/*
 * Flush, write the index and a footer holding @final_meta (keys known only at
 * the end: lost counts, /proc/interrupts after, duration; may be NULL), and
 * close the file.  The writer is freed whatever the result.
 */
int mmr_writer_close(struct mmr_writer *w, const struct mmr_meta *final_meta,
		     struct mmr_error *err) MMR_API;

/*
 * Events added so far, events in the blocks on disk (not those of the block
 * being filled), bytes on disk so far, blocks on disk.
 */
uint64_t mmr_writer_events(const struct mmr_writer *w) MMR_API;
uint64_t mmr_writer_events_written(const struct mmr_writer *w) MMR_API;
uint64_t mmr_writer_bytes(const struct mmr_writer *w) MMR_API;
uint64_t mmr_writer_blocks(const struct mmr_writer *w) MMR_API;

/*
 * Tuning, between open and the first event or at any time after: zstd level
 * (default 3; MMR_EINVAL outside zstd's range), events per block (default
 * 65536; a smaller block costs size, a larger one memory) and the trace time
 * a block may span (default MMR_WRITER_BLOCK_NS; 0 = no bound): a file cut
 * short keeps every complete block, so the bound is what a short trace
 * loses to a cut.
 */
#define MMR_WRITER_BLOCK_NS 250000000ull
int mmr_writer_set_level(struct mmr_writer *w, int level) MMR_API;
int mmr_writer_set_block_events(struct mmr_writer *w, unsigned int n) MMR_API;
void mmr_writer_set_block_ns(struct mmr_writer *w, uint64_t ns) MMR_API;

/* Free without finishing (the file keeps its complete blocks); NULL is fine. */
void mmr_writer_free(struct mmr_writer *w) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
