/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the recording itself: the state of one recording (struct
 * mmr_capture) and of each traced CPU (struct cpu_reader), which three files
 * share, one thread role each:
 *   capture.c  mmr_capture_start() / _stop() / _free(): the instance, the
 *              metadata, the threads' start and end;
 *   reader.c   the per-CPU readers: ring buffer -> spool;
 *   writer.c   the writer thread: the spools merged in timestamp order,
 *              decoded and written to the .mmr.
 * How they hand pages and time to each other: capture.c's header comment.
 */
#ifndef MMREPLAY_CAPTURE_RECORDING_H
#define MMREPLAY_CAPTURE_RECORDING_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <time.h>
#include <sys/types.h>

#include <event-parse.h>
#include <tracefs.h>

#include "capture-local.h"
#include "mmreplay/capture.h"
#include "mmreplay/mmr-format.h"
#include "rb-page.h"

struct cpu_reader {
	struct mmr_capture *c;
	int cpu;
	int fd;
	struct tracefs_cpu *tcpu;
	pthread_t tid;
	int started;
	struct tep_handle *tep;
	struct mmr_decoder *dec;
	int page_size;
	/*
	 * The spool: npages slots of one raw sub-buffer each.  The reader fills
	 * a free slot and appends its number to the ring (head); the writer
	 * takes them in order (tail) and gives each slot back when its page is
	 * merged.  Free slots are reused last-freed first, so only as many
	 * slots as the deepest backlog ever touch memory: a slot's first use
	 * faults in 16 pages, each fault traced (and recorded) like any other.
	 */
	unsigned char *spool;
	uint64_t npages;
	uint32_t *ring;            /* npages entries: slot numbers in read order */
	_Atomic uint64_t head;     /* pages written, by the reader */
	_Atomic uint64_t tail;     /* pages consumed, by the writer thread */
	pthread_mutex_t free_lock; /* once per page, not per event */
	int free_lock_init;
	uint32_t *free_slots;      /* a stack */
	uint32_t nfree;
	int64_t spare;             /* reader: a free slot in hand, or -1 */
	_Atomic uint64_t hw;       /* high-water timestamp */
	_Atomic int done;
	int error;                 /* read error (errno) other than EAGAIN */
	/*
	 * Writer side: the oldest spooled page, walked in place; its current
	 * record is decoded only when the merge emits it.
	 */
	int loaded;                /* pg holds the page of slot ring[tail] */
	int cur;                   /* CUR_*: what the merge sees next on this CPU */
	int held;                  /* the record after a LOST marker is already read */
	struct mmr_rb_page pg;
	const void *rdata;         /* current record: payload, length, time */
	uint32_t rlen;
	uint64_t rts;
	uint64_t lost_ts, lost_nr; /* current LOST marker */
	struct tep_record rec;     /* handed to the decoder; only data, size, ts vary */
	uint64_t last_ts;          /* of the last record on this CPU */
	uint64_t unknown;
	uint64_t cpu_ns;           /* the reader thread's CPU time, at its end */
};

struct heap_ent {
	uint64_t ts;
	int cpu;
};

struct mmr_capture {
	struct mmr_capture_opts opts;
	struct tracefs_instance *inst;
	char name[64];
	char *inst_dir;
	int mono;                  /* trace clock is CLOCK_MONOTONIC */
	struct mmr_cap_settled settled; /* --settle-pcp's result (opts.settle_pcp) */
	int ncpus;                 /* possible */
	unsigned int mask_words;
	struct cpu_reader *rd;     /* ncpus entries; fd < 0 for CPUs not traced */
	int nreaders;
	uint64_t events;           /* kinds actually enabled */
	char **missing;
	unsigned int nmissing;
	struct mmr_meta *meta;
	struct mmr_writer *w;
	struct mmr_redactor *red;
	pthread_mutex_t red_lock;  /* watch_pid from the tool vs the writer thread */
	pthread_t writer_tid;
	int writer_started;
	_Atomic int stop_readers;
	_Atomic int fail;
	struct mmr_error fail_err;
	uint64_t reordered, written, last_ts;
	struct heap_ent *heap;     /* writer: one entry per CPU with a current record */
	struct mmr_event ev;       /* writer: the event being emitted */
	struct mmr_error ev_err;   /* writer: filled only on failure (no per-event memset) */
	_Atomic uint64_t written_pub; /* written, published for mmr_capture_events() */
	_Atomic uint64_t last_ts_pub; /* last_ts, published for the readers' lag check */
	_Atomic pid_t writer_os_tid;  /* for the readers to raise its priority */
	_Atomic int writer_idle;      /* 1 at idle priority, 0 normal, -1 not set yet */
	uint64_t start_mono;
	uint64_t writer_cpu_ns;    /* the writer thread's CPU time, at its end */
	uint64_t *lost;
	uint64_t *overrun;
	struct mmr_cap_sym syms[MMR_CAP_MAX_SYMS]; /* for the decoders' tep */
	int nsyms;
	int tracing_on_fd, enable_fd;
	int stopped;
	int guardian_fd;           /* write end of the guardian's pipe (instance.c) */
	char **stale;              /* instances of gone recorders this start removed */
	unsigned int nstale;
	_Atomic int keep;          /* mmr_capture_keep(): the file may replace the output */
	int published;             /* writer: it did */
	struct mmr_meta *late;     /* "tgids" again once tracing is on: goes in the footer */
};

enum { CUR_NONE, CUR_RECORD, CUR_LOST };

static inline uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* CPU time of the calling thread, for mmr_capture_stats */
static inline uint64_t thread_cpu_ns(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts))
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static inline void sleep_ns(uint64_t ns)
{
	struct timespec ts = { .tv_sec = ns / 1000000000ull, .tv_nsec = ns % 1000000000ull };

	nanosleep(&ts, NULL);
}

/* ---- reader.c ---- */

/* A reader's set-up, before its thread starts: the fd, the spool, the decoder. */
int mmr_cap_reader_setup(struct mmr_capture *c, struct cpu_reader *r, struct mmr_error *err);
void mmr_cap_reader_free(struct cpu_reader *r);
/* The reader thread (pthread_create()), until stop_readers and a drained buffer. */
void *mmr_cap_reader_main(void *arg);
/* A whole file into a NUL-terminated buffer (free()), its length into @size; NULL on error. */
char *mmr_cap_read_file(const char *path, size_t *size);

static inline unsigned char *slot_page(struct cpu_reader *r, uint64_t slot)
{
	return r->spool + slot * (uint64_t)r->page_size;
}


/* A merged page's slot back to the reader (writer.c, once per page). */
static inline void give_slot(struct cpu_reader *r, uint32_t slot)
{
	pthread_mutex_lock(&r->free_lock);
	r->free_slots[r->nfree++] = slot;
	pthread_mutex_unlock(&r->free_lock);
}


/* ---- writer.c ---- */

/* The writer thread (pthread_create()), until every reader is done and drained. */
void *mmr_cap_writer_main(void *arg);
/* A reader's check, every POLL_NS: the writer at NICE_BEHIND when it lags. */
void mmr_cap_raise_writer(struct mmr_capture *c);

#endif
