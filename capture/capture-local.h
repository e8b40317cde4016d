/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to capture/: event groups, the tracefs instance and its guardian,
 * the box's metadata and the --redact address rewriter.  The state of a
 * recording itself: recording.h.
 */
#ifndef MMREPLAY_CAPTURE_LOCAL_H
#define MMREPLAY_CAPTURE_LOCAL_H

#include <stdint.h>
#include <sys/types.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/meta.h"

/* Possible CPUs (highest possible + 1), from /sys/devices/system/cpu/possible. */
int mmr_cap_possible_cpus(void);



/*
 * /proc/interrupts TLB and CAL rows and /proc/vmstat as irq.*.<when>,
 * vmstat.<when>.*; /proc/timer_list's clock and jiffies as jiffies.<when>.
 */
int mmr_cap_meta_snapshot(struct mmr_meta *m, const char *when, int ncpus);
/*
 * "hz" into @out when @before (the header) has none: from jiffies.before and
 * @after's jiffies.after, at least 0.5 s apart, the CONFIG_HZ (100, 250, 300,
 * 1000) within 8% of their rate; nothing otherwise.  0 or MMR_ENOMEM.
 */
int mmr_cap_meta_hz(struct mmr_meta *out, const struct mmr_meta *before,
		    const struct mmr_meta *after);
/* "tgids": the thread -> process map of the tasks alive now (threads only). */
int mmr_cap_meta_tgids(struct mmr_meta *m);
/* "maps.<tgid>": /proc/<pid>/maps of every process alive now (see capture-meta.c). */
int mmr_cap_meta_maps(struct mmr_meta *m);

/* A function of MMR_SYMS as kallsyms has it: [start, end) up to the next symbol. */
struct mmr_cap_sym {
	char name[64];
	uint64_t start, end;
};
#define MMR_CAP_MAX_SYMS 64
/* Up to @max entries found in /proc/kallsyms; returns the count (0 if unreadable). */
int mmr_cap_known_syms(struct mmr_cap_sym *out, int max);

/*
 * The box's static metadata (kernel, cpus, NUMA, zones, CPU flags, hypervisor,
 * flush ceiling, hz, sym.<name> from @syms).  Returns 0 or MMR_ENOMEM;
 * unreadable sources are left out.
 */
int mmr_cap_meta_static(struct mmr_meta *m, int redact, const struct mmr_cap_sym *syms,
			int nsyms);

/*
 * --settle-pcp (pcp-settle.c): bring every per-cpu page list down to its high
 * at its floor, then put vm.percpu_pagelist_high_fraction back.  The guardian
 * on @guardian_fd (-1: none) restores it should this process die meanwhile.
 * Waits at most @timeout_ms.  0 (settled says whether every list got there),
 * or an error: the file cannot be changed (MMR_EPERM, MMR_EUNSUPPORTED), or
 * MMR_EINTERRUPTED by a signal (the value is back either way).
 */
struct mmr_cap_settled {
	int settled;     /* every list was at its high */
	unsigned int ms; /* time it took */
	long pages_left; /* pages on all lists at the end */
};
int mmr_cap_pcp_settle(int guardian_fd, unsigned int timeout_ms, struct mmr_cap_settled *out,
		       struct mmr_error *err);
/* The guardian's restore: write @value to vm.percpu_pagelist_high_fraction, best effort. */
void mmr_cap_pcp_restore(const char *value);

/* Event kinds of every group ("all"), for no -e (groups.c). */
uint64_t mmr_cap_all_kinds(void);

/* The tracefs directory, mounting tracefs if need be; NULL without one (instance.c). */
const char *mmr_cap_tracing_dir(void);
/*
 * The tracefs instance (instance.c).  Create "mmreplay-<pid>-<random>" in
 * @tracing/instances by mkdir (its name into @name).  0 or MMR_ETRACEFS.
 */
int mmr_cap_instance_create(const char *tracing, char *name, size_t len,
			    struct mmr_error *err);
/*
 * Remove the instances of recorders that are gone (those rmdir(2) can
 * remove: none of their files is open); @removed (may be NULL) is told each
 * name.  Returns how many, or MMR_ETRACEFS.
 */
int mmr_cap_sweep(const char *tracing, void (*removed)(const char *name, void *arg), void *arg,
		  struct mmr_error *err);
/*
 * The guardian of instance @dir: a process in its own session and in the
 * root of every cgroup hierarchy, which does what the messages below ask
 * when the pipe it reads reaches EOF without a goodbye (the recorder died,
 * whatever killed it).  Returns the write end of that pipe, or MMR_E*.
 * Call before any file of the instance is held open that it must not hold
 * (it closes all it inherits anyway).
 */
int mmr_cap_guardian_start(const char *dir, struct mmr_error *err);
enum {
	MMR_CAP_GUARD_PCP_RAISED = 'S',   /* + the value to put back (pcp-settle.c) */
	MMR_CAP_GUARD_PCP_RESTORED = 'R',
	MMR_CAP_GUARD_TEMP = 'T',         /* + an output file to remove (not published) */
	MMR_CAP_GUARD_KEEP = 'U',         /* the output file is in place: leave it */
	MMR_CAP_GUARD_GOODBYE = 'Q',      /* all is undone: just exit */
};
/* One message (@value may be NULL); a gone guardian is not an error. */
void mmr_cap_guardian_tell(int fd, char what, const char *value);
/* Goodbye, and close @fd. */
void mmr_cap_guardian_stop(int fd);

/* --redact: rewrite addresses and comms of one event in place. */
struct mmr_redactor;
struct mmr_redactor *mmr_redactor_new(void);
void mmr_redactor_free(struct mmr_redactor *r);
void mmr_redactor_watch(struct mmr_redactor *r, pid_t pid);
/* A zone's pfn range [start, end): pfns are relocated within their zone. */
void mmr_redactor_zone(struct mmr_redactor *r, uint64_t start_pfn, uint64_t end_pfn);
/* The key of the fallback windows' shifts (random by default; tests fix it). */
void mmr_redactor_set_key(struct mmr_redactor *r, uint64_t key);
void mmr_redact_event(struct mmr_redactor *r, struct mmr_event *ev);
/*
 * The metadata keys that name the box's processes or build: tgids,
 * recorder_pid (pseudonyms as in the events), command (the program's name
 * only), kernel (the version numbers only).  0 or MMR_ENOMEM.
 */
int mmr_redact_meta(struct mmr_redactor *r, struct mmr_meta *m);

/*
 * A ring-buffer sub-buffer as trace_pipe_raw hands it out, in this process's
 * byte order and long size: replay/rb-page.h's walk, for the tests.
 * Load: 0, or MMR_ECORRUPT when its commit does not fit (then the page reads
 * as empty).  Next: 1 with a record's payload, length and timestamp; 0 at the
 * end of the page; MMR_ECORRUPT when a record runs past the data.
 */
struct mmr_rb_page;
int mmr_cap_page_load(struct mmr_rb_page *p, const void *page, size_t page_size);
int mmr_cap_page_next(struct mmr_rb_page *p, const void **data, uint32_t *len,
		      uint64_t *ts);

#endif
