/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Trace sources.
 *
 * A source yields normalized events (mmreplay/event.h) in one global timestamp
 * order, whatever the file: a trace-cmd trace.dat (v6 or v7), a native .mmr
 * file, or a .mms text scenario.  mmr_source_open() tells them apart by their
 * first bytes (and .mms by content), so every command takes any of them; a
 * perf.data of tracepoints (perf record -e ... -a) is read too.
 */
#ifndef MMREPLAY_TRACE_H
#define MMREPLAY_TRACE_H

#include <stddef.h>
#include <stdint.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/export.h"
#include "mmreplay/meta.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mmr_source_format {
	MMR_FMT_UNKNOWN = 0,
	MMR_FMT_MMR,
	MMR_FMT_TRACE_DAT,
	MMR_FMT_SCENARIO,
	MMR_FMT_PERF_DATA,    /* perf record's perf.data (PERFILE2) */
};

struct mmr_source;

/*
 * Open @path as a trace source.  Returns 0 and sets *@out, or a negative
 * MMR_E* code with @err naming the file and the reason.  The source must be
 * closed with mmr_source_close().
 */
int mmr_source_open(const char *path, struct mmr_source **out, struct mmr_error *err) MMR_API;

/*
 * Next event.  Returns 1 and sets *@ev (owned by the source, valid until the
 * next call), 0 at the end, or a negative MMR_E* code with @err set (file and
 * offset or line).  After an error the source only returns that error again.
 */
int mmr_source_next(struct mmr_source *src, const struct mmr_event **ev,
		    struct mmr_error *err) MMR_API;

/*
 * The next events at once: returns 1 and sets *@evs to an array of *@n >= 1
 * consecutive events (owned by the source, valid until the next call of any
 * mmr_source_next*()), 0 at the end, or a negative MMR_E* code as
 * mmr_source_next(), with the same sticky error after.  The events and
 * their order are those mmr_source_next() would return one by one, and the
 * two may be mixed.  A .mmr source hands out a decoded chunk (up to 1024
 * events), so that the caller's loop over the array costs a compare and an
 * increment per event instead of a call; trace.dat and .mms sources give one
 * event per call.
 */
int mmr_source_next_batch(struct mmr_source *src, const struct mmr_event **evs, size_t *n,
			  struct mmr_error *err) MMR_API;

/*
 * Walk every event: @cb is called per event and a non-zero return stops the
 * walk and is returned.  Returns 0 at the end or a negative error.
 */
int mmr_source_iterate(struct mmr_source *src,
		       int (*cb)(const struct mmr_event *ev, void *ctx), void *ctx,
		       struct mmr_error *err) MMR_API;

/* Metadata of the trace (owned by the source, complete after open). */
const struct mmr_meta *mmr_source_meta(const struct mmr_source *src) MMR_API;
enum mmr_source_format mmr_source_format(const struct mmr_source *src) MMR_API;
const char *mmr_source_path(const struct mmr_source *src) MMR_API;

/*
 * Tracepoints present in the input that mmreplay does not understand: they
 * are counted and skipped.  Entry @i (0-based) as "system:name" and its count;
 * returns 0, or MMR_EINVAL past the last.  Counts are final at the end.
 */
int mmr_source_unknown(const struct mmr_source *src, unsigned int i,
		       const char **name, uint64_t *count) MMR_API;

/* Close a source; NULL is fine. */
void mmr_source_close(struct mmr_source *src) MMR_API;

const char *mmr_format_name(enum mmr_source_format fmt) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
