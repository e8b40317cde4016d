/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * libtraceevent records -> struct mmr_event.
 *
 * Shared by the trace.dat source (source-dat.c) and the live recorder
 * (capture/).  The decoder binds, once, every tracepoint of the tep that the
 * event table (event.c) names -- event id, and for each field of the kind's
 * field table its offset, size and signedness in *this* kernel's format -- so
 * that decoding a record is an array lookup on the event id and a loop of
 * fixed-size reads, with no string work.  Kernel-version differences are
 * absorbed here: fields are read at the size the format gives, optional fields
 * a kernel lacks keep mmr_event_init()'s defaults, and older tracepoint names
 * map through mmr_event_lookup()'s aliases.
 */
#ifndef MMREPLAY_DECODE_H
#define MMREPLAY_DECODE_H

#include <traceevent/event-parse.h>

#include "mmreplay/event.h"

struct mmr_decoder;

/*
 * Resolve, once, the tep event id and field handles of every kind in the event
 * table that @tep knows.  @tep must outlive the decoder.  Returns NULL on
 * ENOMEM; free with mmr_decoder_free().
 */
struct mmr_decoder *mmr_decoder_new(struct tep_handle *tep);
void mmr_decoder_free(struct mmr_decoder *d); /* NULL ok */

/*
 * Decode one record read on @cpu.  Returns 1 with *@out filled
 * (out->ipi.cpumask.bits points into decoder-owned storage valid until the
 * next call), 0 if the record's event is not one mmreplay understands (then
 * *@unknown, if @unknown != NULL, is set to a decoder-owned "system:name"
 * string, cached per event id and valid for the decoder's life), or a negative
 * MMR_E* code: MMR_ECORRUPT when a field lies outside the record, MMR_ENOMEM.
 * Lost events are not the decoder's business: a caller that sees
 * rec->missed_events != 0 emits an MMR_EV_LOST event before this record
 * (mmr_decoder_lost() fills one).
 */
int mmr_decoder_decode(struct mmr_decoder *d, struct tep_record *rec, int cpu,
		       struct mmr_event *out, const char **unknown);

/*
 * Event id of @rec (common_type) or -1 when the record is too short to hold
 * one; cheap, for callers that cache per-id state of their own.
 */
int mmr_decoder_event_id(const struct mmr_decoder *d, const struct tep_record *rec);

/*
 * Fill @out with the MMR_EV_LOST marker that precedes @rec when
 * rec->missed_events != 0: nr = the count, or 0 when the ring buffer did not
 * say how many (-1).  Returns 1 when a marker is due, else 0.
 */
int mmr_decoder_lost(const struct tep_record *rec, int cpu, struct mmr_event *out);

/*
 * mmr_decoder_decode() of a record given by its parts, for readers that walk
 * ring-buffer pages themselves and have no struct tep_record per event:
 * @data / @size the payload (what rec->data / rec->size would be), @ts its
 * timestamp.  Same returns.
 */
int mmr_decoder_decode_raw(struct mmr_decoder *d, const void *data, int size, uint64_t ts,
			   int cpu, struct mmr_event *out, const char **unknown);

/* mmr_decoder_event_id() of a payload given by its parts. */
int mmr_decoder_event_id_raw(const struct mmr_decoder *d, const void *data, int size);

/*
 * Do now the one-time work of the first kernel-address lookup (libtraceevent
 * sorts the whole kallsyms list on its first tep_find_function(): ~10^8
 * instructions for a distribution kernel, and leaves ~10^5 freed blocks for
 * malloc to sort), if any bound event has a symbol field; a reader calls it
 * while opening so that reading does not stall on it.
 */
void mmr_decoder_prepare_syms(struct mmr_decoder *d);

#endif
