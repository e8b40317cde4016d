/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Live capture: record the tracepoints of the event table into a .mmr file.
 *
 * The capture runs in a private tracefs instance named "mmreplay-<pid>-<random>"
 * (never the top-level buffer, so it coexists with other tracers; unique
 * across PID namespaces), with one reader
 * thread per CPU that decodes ring-buffer pages into normalized events and a
 * writer thread that merges the per-CPU streams into timestamp order and
 * compresses, so compression never sits on the readers' path.  It uses no
 * function-tracer file (set_ftrace_filter, ftrace_enabled).
 *
 * Life cycle: mmr_capture_start() (which first removes the instances of
 * recorders that are gone), mmr_capture_keep() once the workload runs,
 * mmr_capture_stop() (footer with final metadata), mmr_capture_free()
 * (removes the instance).  A crashing recorder calls mmr_capture_emergency()
 * from its signal handler; a guardian process outside the recorder's
 * session and cgroups cleans up after any death (docs/recorder-faults.md).
 */
#ifndef MMREPLAY_CAPTURE_H
#define MMREPLAY_CAPTURE_H

#include <stdint.h>
#include <sys/types.h>

#include "mmreplay/error.h"
#include "mmreplay/export.h"
#include "mmreplay/meta.h"

#ifdef __cplusplus
extern "C" {
#endif

/*
 * Default per-CPU ring buffer in KiB: holds about a second of the bundled
 * workloads' events (~13 MB/s per CPU here), so none is lost even when the
 * readers get little CPU on a loaded box.
 */
#define MMR_CAPTURE_DEFAULT_BUFFER_KB 16384

struct mmr_capture;

struct mmr_capture_opts {
	/*
	 * .mmr path (created 0600; a symlink and kernel file systems are
	 * refused).  Written beside it until mmr_capture_keep() and a first
	 * block: an existing file there stays until the recording works.
	 */
	const char *output;
	uint64_t events;           /* bit (1 << kind) per enum mmr_event_kind; 0 = all */
	unsigned int buffer_kb;    /* per-CPU ring buffer; 0 = MMR_CAPTURE_DEFAULT_BUFFER_KB */
	const char *cpus;          /* cpu list ("0-3,8") to trace, NULL = all online */
	int redact;                /* drop comms and kernel addresses, relocate user ones */
	const char *command;       /* recorded command line for the metadata, or NULL */
	unsigned int flush_ms;     /* write a block at least this often (0 = 200) */
	int overwrite;             /* replace an existing regular output file */
	/*
	 * Before tracing starts, bring every per-cpu page list down to its
	 * floor (vm.percpu_pagelist_high_fraction raised for up to 2 s, then
	 * put back), so that the pcp models' unknown start is a few hundred
	 * pages instead of thousands.  Metadata pcp_settled / pcp_settle_ms.
	 */
	int settle_pcp;
};

/* What a finished (or failed) capture did. */
struct mmr_capture_stats {
	uint64_t events;           /* events in the file (after a write error: in its blocks) */
	uint64_t bytes;            /* bytes of the .mmr on disk */
	int kept;                  /* the file is at the output path (else the old one is) */
	uint64_t lost;             /* ring-buffer overrun + dropped, all CPUs */
	uint64_t reordered;        /* events whose timestamp had to be raised to keep order */
	uint64_t unknown;          /* records the decoder did not understand */
	uint64_t duration_ns;
	/* CPU time of the recorder's own threads (the cost of recording, per event) */
	uint64_t reader_cpu_ns;    /* all per-CPU readers together */
	uint64_t writer_cpu_ns;    /* the decode/merge/encode thread */
};

/*
 * Parse a comma-separated group list ("schedule,unmap,fault,alloc,migrate,
 * measured", or the finer "tlb,ipi,lock,filemap"; "all"; "-GROUP" takes a
 * group out of what the ones before it gave, as in "all,-filemap") into an
 * event-kind mask for mmr_capture_opts.events.  Returns 0, or MMR_EINVAL
 * naming the unknown group, or when nothing is left.
 */
int mmr_capture_parse_groups(const char *list, uint64_t *events, struct mmr_error *err) MMR_API;

/* The list of group names, for help texts; must not be freed. */
const char *mmr_capture_group_names(void) MMR_API;

/*
 * Remove the tracefs instances "mmreplay-*" of recorders that are gone (left
 * by a killed recorder whose guardian died too): those none of whose files
 * is open, so never one of a live recorder, whatever its PID namespace.
 * Returns the number removed, or a negative MMR_E*.
 */
int mmr_capture_remove_stale(struct mmr_error *err) MMR_API;

/*
 * Set up the instance, enable the events, write the header metadata and start
 * the readers.  Tracing is on when this returns 0 with *@out.  Errors: MMR_EPERM
 * (not root), MMR_ETRACEFS (no tracefs and mounting failed, instance creation),
 * MMR_EIO / MMR_ENOSPC (output); with settle_pcp, MMR_EPERM / MMR_EUNSUPPORTED
 * (the sysctl cannot be changed) or MMR_EINTERRUPTED (a signal came first).
 * Free with mmr_capture_free().
 */
int mmr_capture_start(const struct mmr_capture_opts *opts, struct mmr_capture **out,
		      struct mmr_error *err) MMR_API;

/* Tracepoints the kernel lacks (skipped), "system:name", i-th; NULL past the last. */
const char *mmr_capture_missing(const struct mmr_capture *c, unsigned int i) MMR_API;

/* Stale instances start removed, by name, i-th; NULL past the last. */
const char *mmr_capture_stale(const struct mmr_capture *c, unsigned int i) MMR_API;

/*
 * The recording is wanted (its command started; at once for a system-wide
 * one): its file replaces the output as soon as it holds a block.  A
 * capture freed without it (and without mmr_capture_stop()) leaves the
 * output as it was.
 */
void mmr_capture_keep(struct mmr_capture *c) MMR_API;

/*
 * A user process whose address space --redact should know (the traced
 * command): its /proc/<pid>/maps is read while it lives.  No-op without redact.
 */
void mmr_capture_watch_pid(struct mmr_capture *c, pid_t pid) MMR_API;

/*
 * Non-zero once the writer failed (disk full...): the tool should stop.  The
 * code is a negative MMR_E*; @err (may be NULL) gets the message.
 */
int mmr_capture_failed(struct mmr_capture *c, struct mmr_error *err) MMR_API;

/*
 * Stop tracing, drain the buffers, write the footer (lost counts, /proc/vmstat
 * and /proc/interrupts after, duration) and close the file, which takes the
 * output's place.  On a writer error (disk full) the file keeps its complete
 * blocks and the error is returned (with no complete block the output stays
 * as it was: st->kept 0).  @st (may be NULL) is filled in either case.
 * Per-CPU lost counts: see mmr_capture_lost().
 */
int mmr_capture_stop(struct mmr_capture *c, struct mmr_capture_stats *st,
		     struct mmr_error *err) MMR_API;

/* Events lost on @cpu (valid after stop); 0 for CPUs out of range. */
uint64_t mmr_capture_lost(const struct mmr_capture *c, unsigned int cpu) MMR_API;
/*
 * What settle_pcp did: -1 when it was not asked for (or @c is NULL), 1 when
 * every per-cpu list got down to its floor, 0 when the 2 s ran out first;
 * @ms (may be NULL) the time it took, @pages (may be NULL) the pages left on
 * all lists at its end.
 */
int mmr_capture_pcp_settled(const struct mmr_capture *c, unsigned int *ms, long *pages) MMR_API;
/* Possible CPUs (the range of mmr_capture_lost). */
unsigned int mmr_capture_nr_cpus(const struct mmr_capture *c) MMR_API;

/* Events written to the file so far; safe to call while recording (progress). */
uint64_t mmr_capture_events(struct mmr_capture *c) MMR_API;

/* Disable the events, remove the instance, free; NULL is fine. */
void mmr_capture_free(struct mmr_capture *c) MMR_API;

/*
 * Best effort from a fatal-signal handler (async-signal-safe: write, close,
 * rmdir only): stop tracing, disable the events, close the readers' files and
 * remove the instance of the capture running in this process.
 */
void mmr_capture_emergency(void) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
