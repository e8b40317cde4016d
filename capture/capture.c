// SPDX-License-Identifier: LGPL-2.1
/*
 * Live capture (include/mmreplay/capture.h).
 *
 * Threads: one reader per traced CPU copies sub-buffers of its trace_pipe_raw
 * (non-blocking reads) into its own spool, a single-producer/single-consumer
 * ring of raw pages, and does nothing else: the readers are the only part
 * that must keep pace with the kernel, so they do the least per event.  One
 * writer thread walks the spooled pages in place (replay/rb-page.h),
 * merges the CPUs into timestamp order with a heap, and decodes each record
 * (replay/decode.h) only as it hands it to the .mmr writer (delta encoding,
 * zstd): one struct mmr_event in flight, no decoded copy of a page.  The
 * writer runs at idle priority (SCHED_IDLE) while it is less than LAG_NS
 * behind, so on a busy box the traced workload keeps its CPUs and the writer
 * works in idle time; when it falls further behind (or a spool is half full)
 * it competes at nice -10 (NICE_BEHIND), which bounds what a SIGKILL can lose: an event is
 * spooled within PARTIAL_NS + POLL_NS, written within LAG_NS more, and on
 * disk within flush_ms (default FLUSH_MS) more: 0.1 + 0.05 + 0.3 + 0.2 s,
 * under the second docs/recorder-faults.md promises.
 *
 * Ordering: every PARTIAL_NS each reader drains its ring buffer completely
 * (partial page included) and publishes a high-water timestamp: the trace
 * clock "now" at the start of that drain minus a margin for events reserved
 * but not yet committed.  Pages spooled before that
 * publication hold everything older, so when a CPU's spool is empty the writer
 * may emit events up to its high-water mark, and in general up to the minimum
 * over CPUs of (next spooled event, or high-water mark).  The trace clock is
 * "mono" (CLOCK_MONOTONIC, cheap and global) where the kernel has it, so
 * "now" is clock_gettime().
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <event-parse.h>
#include <tracefs.h>

#include "capture-local.h"
#include "decode.h"
#include "rb-page.h"
#include "mmreplay/capture.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/version.h"

/*
 * Per CPU: raw pages waiting for the writer, which defers its work (nice 19)
 * until a spool is half full or it lags LAG_NS: 64 MiB holds a few seconds
 * of a busy CPU's events (~35 bytes each), so a short workload on a busy box
 * runs with no decoding or compression beside it.  Huge pages where the box
 * gives them on request, and the first SPOOL_PREFAULT_BYTES over all CPUs
 * made resident before tracing starts: a slot first touched while recording
 * faults on the reader's CPU, and the faults are traced and recorded too
 * (one per 2 MiB with huge pages, one per 4 KiB without).  The 16 MiB
 * kernel ring buffer is the second stage.
 */
#define SPOOL_BYTES (64u << 20)
#define SPOOL_PREFAULT_BYTES (64u << 20)
#define SUBBUF_KB "64"             /* ring-buffer sub-buffer size where settable */
#define NICE_IDLE 19               /* writer priority while it keeps up */
/*
 * ... and once it is LAG_NS behind: above the workload, whose CPUs it then
 * needs a share of to keep the SIGKILL promise (at nice 0 beside two
 * spinning threads and a compile on 2 CPUs it fell 1.4 s behind; at -10
 * 0.35 s, its lag alone).  It only runs there until it has caught up.
 */
#define NICE_BEHIND (-10)
#define LAG_NS 300000000ull        /* writer lag that raises it to NICE_BEHIND */
#define POLL_NS 50000000ull         /* reader sleep once its buffer is drained */
#define MARGIN_NS 20000000ull       /* in-flight events older than "now" */
#define PARTIAL_NS 100000000ull    /* how often a reader takes partial pages */
#define WRITER_IDLE_NS 20000000ull
/*
 * zstd level 1: the writer thread is most of the recorder's CPU time, and on
 * the bundled workloads level 1 stays near 3 bytes per event (level 3 saves
 * a few percent of the file for ~20% more writer time).
 */
#define ZSTD_LEVEL 1
/* --settle-pcp: the longest wait for the per-cpu lists (pcp-settle.c; 60-420 ms here) */
#define SETTLE_MS 2000
/* a block on disk at least this often: what a SIGKILL loses (see LAG_NS) */
#define FLUSH_MS 200

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

/* The capture of this process, for mmr_capture_emergency(). */
static struct mmr_capture *volatile g_active;

static const struct {
	const char *name;
	unsigned int classes;      /* whole classes */
	const char *systems[4];    /* or individual tracepoint systems */
} groups[] = {
	{ "schedule", MMR_CLASS_SCHEDULE, { NULL } },
	{ "unmap", MMR_CLASS_UNMAP, { NULL } },
	{ "fault", MMR_CLASS_FAULT, { NULL } },
	{ "alloc", MMR_CLASS_ALLOC, { NULL } },
	{ "migrate", MMR_CLASS_MIGRATE, { NULL } },
	{ "measured", MMR_CLASS_MEASURED, { NULL } },
	{ "tlb", 0, { "tlb" } },
	{ "ipi", 0, { "ipi", "csd", "irq_vectors" } },
	{ "lock", 0, { "lock" } },
	{ "filemap", 0, { "filemap" } },
	{ "all", MMR_CLASS_SCHEDULE | MMR_CLASS_UNMAP | MMR_CLASS_FAULT | MMR_CLASS_ALLOC |
		 MMR_CLASS_MIGRATE | MMR_CLASS_MEASURED, { NULL } },
};

const char *mmr_capture_group_names(void)
{
	return "schedule,unmap,fault,alloc,migrate,measured; finer: tlb,ipi,lock,filemap; all";
}

static uint64_t all_kinds(void)
{
	uint64_t m = 0;

	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++)
		if (!(mmr_event_info(k)->class_mask & MMR_CLASS_META))
			m |= 1ull << k;
	return m;
}

int mmr_capture_parse_groups(const char *list, uint64_t *events, struct mmr_error *err)
{
	const char *p = list;

	_Static_assert(MMR_EV__COUNT <= 64, "event kinds must fit a 64-bit mask");
	*events = 0;
	while (*p) {
		int out = *p == '-';
		size_t len, g;
		uint64_t m = 0;

		p += out; /* "-GROUP": out of what the groups before it gave */
		len = strcspn(p, ",");
		for (g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
			if (strlen(groups[g].name) == len && !strncmp(groups[g].name, p, len))
				break;
		if (g == sizeof(groups) / sizeof(groups[0]))
			return mmr_error_set(err, MMR_EINVAL, "unknown event group '%.*s' (groups: %s)",
					     (int)len, p, mmr_capture_group_names());
		for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++) {
			const struct mmr_event_info *ei = mmr_event_info(k);

			if (ei->class_mask & MMR_CLASS_META)
				continue;
			if (ei->class_mask & groups[g].classes)
				m |= 1ull << k;
			for (int s = 0; s < 4 && groups[g].systems[s]; s++)
				if (!strcmp(ei->system, groups[g].systems[s]))
					m |= 1ull << k;
		}
		*events = out ? *events & ~m : *events | m;
		p += len;
		if (*p == ',')
			p++;
	}
	if (!*events)
		return mmr_error_set(err, MMR_EINVAL, "%s (groups: %s)",
				     *list ? "no event left in the groups given" :
				     "no event group given", mmr_capture_group_names());
	return 0;
}

static uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

/* CPU time of the calling thread, for mmr_capture_stats */
static uint64_t thread_cpu_ns(void)
{
	struct timespec ts;

	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts))
		return 0;
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static void sleep_ns(uint64_t ns)
{
	struct timespec ts = { .tv_sec = ns / 1000000000ull, .tv_nsec = ns % 1000000000ull };

	nanosleep(&ts, NULL);
}

/* ---- stale instances --------------------------------------------------- */

/*
 * tracefs_instances() and tracefs_tracing_dir_is_mounted() leak memory in
 * libtracefs 1.6.4 (an un-freed regex, a strdup), which the sanitizer builds
 * report on every run: the instances directory is read here instead, and the
 * mount is tried with mount(2).
 */
static const char *tracing_dir(void)
{
	const char *d = tracefs_tracing_dir();

	if (d)
		return d;
	if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) == 0 &&
	    tracefs_set_tracing_dir((char *)"/sys/kernel/tracing") == 0)
		return tracefs_tracing_dir();
	return NULL;
}

int mmr_capture_remove_stale(struct mmr_error *err)
{
	const char *tdir = tracing_dir();

	if (!tdir)
		return mmr_error_set(err, MMR_ETRACEFS, "tracefs is not mounted");
	return mmr_cap_sweep(tdir, NULL, NULL, err);
}

static void note_stale(const char *name, void *arg)
{
	struct mmr_capture *c = arg;
	char **n = realloc(c->stale, (c->nstale + 1) * sizeof(*n));

	if (!n)
		return; /* only the report loses it */
	c->stale = n;
	if ((n[c->nstale] = strdup(name)))
		c->nstale++;
}

/* ---- per-CPU readers --------------------------------------------------- */

static char *read_file(const char *path, size_t *size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	size_t cap = 8192, len = 0;
	char *buf;

	if (fd < 0)
		return NULL;
	buf = malloc(cap);
	while (buf) {
		ssize_t n = read(fd, buf + len, cap - len - 1);

		if (n <= 0)
			break;
		len += (size_t)n;
		if (len + 1 == cap) {
			char *nb = realloc(buf, cap * 2);

			if (!nb) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
			cap *= 2;
		}
	}
	close(fd);
	if (buf) {
		buf[len] = 0;
		*size = len;
	}
	return buf;
}

/*
 * A tep holding only the formats of the enabled events: parsing the whole
 * syscalls system would cost far more, and each reader has its own so the
 * readers never share libtraceevent's lookup caches.
 */
static struct tep_handle *build_tep(struct mmr_capture *c, struct mmr_error *err)
{
	const char *dir = tracefs_tracing_dir();
	struct tep_handle *tep = tep_alloc();
	char path[PATH_MAX];
	size_t size;
	char *buf;
	int little = 1;

	if (!tep)
		return NULL;
	tep_set_long_size(tep, (int)sizeof(long));
	tep_set_page_size(tep, (int)sysconf(_SC_PAGESIZE));
	little = *(unsigned char *)&little;
	tep_set_file_bigendian(tep, little ? TEP_LITTLE_ENDIAN : TEP_BIG_ENDIAN);
	tep_set_local_bigendian(tep, little ? TEP_LITTLE_ENDIAN : TEP_BIG_ENDIAN);
	snprintf(path, sizeof(path), "%s/events/header_page", dir);
	buf = read_file(path, &size);
	if (!buf || tep_parse_header_page(tep, buf, size, (int)sizeof(long))) {
		free(buf);
		tep_free(tep);
		mmr_error_set(err, MMR_ETRACEFS, "%s: cannot parse", path);
		return NULL;
	}
	free(buf);
	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *ei = mmr_event_info(k);

		if (!(c->events & (1ull << k)))
			continue;
		snprintf(path, sizeof(path), "%s/events/%s/%s/format", dir, ei->system, ei->name);
		buf = read_file(path, &size);
		if (!buf || tep_parse_event(tep, buf, size, ei->system)) {
			free(buf);
			tep_free(tep);
			mmr_error_set(err, MMR_ETRACEFS, "%s: cannot parse", path);
			return NULL;
		}
		free(buf);
	}
	/*
	 * The decoder classifies IPI callbacks and callsites with
	 * tep_find_function().  Loading all of kallsyms into every reader's tep
	 * would cost tens of MB; the functions of MMR_SYMS bounded by the next
	 * kernel symbol (named "mmr_other", which classifies as OTHER), plus a
	 * sentinel at 0, give the same answer for every address.
	 */
	tep_register_function(tep, (char *)"mmr_other", 0, NULL);
	for (int i = 0; i < c->nsyms; i++) {
		int taken = 0;

		tep_register_function(tep, c->syms[i].name, c->syms[i].start, NULL);
		for (int j = 0; j < c->nsyms; j++)
			taken |= c->syms[j].start == c->syms[i].end;
		if (!taken)
			tep_register_function(tep, (char *)"mmr_other", c->syms[i].end, NULL);
	}
	return tep;
}

static void publish_hw(struct cpu_reader *r, uint64_t hw)
{
	if (hw > atomic_load_explicit(&r->hw, memory_order_relaxed))
		atomic_store_explicit(&r->hw, hw, memory_order_release);
}

static unsigned char *slot_page(struct cpu_reader *r, uint64_t slot)
{
	return r->spool + slot * (uint64_t)r->page_size;
}

/* Take a free spool slot (the last one freed: its memory is resident). */
static int take_slot(struct cpu_reader *r)
{
	if (r->spare >= 0)
		return 1;
	pthread_mutex_lock(&r->free_lock);
	if (r->nfree)
		r->spare = r->free_slots[--r->nfree];
	pthread_mutex_unlock(&r->free_lock);
	return r->spare >= 0;
}

static void give_slot(struct cpu_reader *r, uint32_t slot)
{
	pthread_mutex_lock(&r->free_lock);
	r->free_slots[r->nfree++] = slot;
	pthread_mutex_unlock(&r->free_lock);
}

/*
 * Read what the ring buffer has now into the spool; 1 if anything was read.
 * While tracing, only whole sub-buffers (tracefs_cpu_buffered_read(), splice
 * through a pipe): plain reads of trace_pipe_raw hand out the page the kernel
 * is still writing, a few events at a time, and cost about 2x the CPU
 * (46K reads for 1.3M events).  @final also takes the partial page.  Returns
 * -1 when it stopped on a full spool (the ring buffer was not drained).
 */
static int drain_once(struct cpu_reader *r, int final)
{
	int got = 0;

	for (;;) {
		uint64_t h = atomic_load_explicit(&r->head, memory_order_relaxed);
		unsigned char *page;
		int n;

		/* Spool full: the writer is far behind; the ring buffer holds the rest. */
		if (!take_slot(r))
			return -1;
		page = slot_page(r, (uint64_t)r->spare);
		n = final ? tracefs_cpu_flush(r->tcpu, page)
			  : tracefs_cpu_buffered_read(r->tcpu, page, true);
		if (n > 0) {
			r->ring[h % r->npages] = (uint32_t)r->spare;
			r->spare = -1;
			atomic_store_explicit(&r->head, h + 1, memory_order_release);
			got = 1;
			continue;
		}
		if (n < 0 && errno != EAGAIN && errno != EINTR && !r->error)
			r->error = errno;
		return got;
	}
}

static void raise_writer(struct mmr_capture *c);

static void *reader_main(void *arg)
{
	struct cpu_reader *r = arg;
	struct mmr_capture *c = r->c;
	uint64_t last_partial = 0;

	while (!atomic_load(&c->stop_readers)) {
		uint64_t before = c->mono ? mono_ns() : 0;

		if (c->mono && before - last_partial >= PARTIAL_NS) {
			/*
			 * Every PARTIAL_NS also take the page the kernel is filling:
			 * then nothing reserved before "before" can still come from
			 * this CPU but events reserved and not yet committed (a vCPU
			 * preempted by its host in between), hence the margin.
			 * Published after the pages, so a writer that sees the mark
			 * sees them.  Whole pages alone would not do: an idle CPU's
			 * half-filled page would hold the merge back for ever.
			 */
			if (drain_once(r, 1) >= 0 && before > MARGIN_NS)
				publish_hw(r, before - MARGIN_NS);
			last_partial = before;
		} else {
			drain_once(r, 0);
		}
		raise_writer(c);
		sleep_ns(POLL_NS);
	}
	/* Tracing is off: take what is left, waiting for spool room if need be. */
	for (int ret; (ret = drain_once(r, 1)) != 0;)
		if (ret < 0)
			sleep_ns(1000000);
	r->cpu_ns = thread_cpu_ns();
	atomic_store_explicit(&r->hw, UINT64_MAX, memory_order_release);
	atomic_store_explicit(&r->done, 1, memory_order_release);
	return NULL;
}

/* ---- sub-buffer walker (rb-page.h), in this process's byte order ------- */

int mmr_cap_page_load(struct mmr_rb_page *p, const void *page, size_t page_size)
{
	return mmr_rb_page_load(p, page, page_size, sizeof(long), MMR_RB_HOST_BIG);
}

/* The decoding loop's copy of mmr_cap_page_next(), inlined into the merge. */
static inline int page_next(struct mmr_rb_page *p, const void **data, uint32_t *len,
			    uint64_t *ts)
{
	return mmr_rb_page_next(p, MMR_RB_HOST_BIG, data, len, ts);
}

int mmr_cap_page_next(struct mmr_rb_page *p, const void **data, uint32_t *len, uint64_t *ts)
{
	return page_next(p, data, len, ts);
}

/* ---- writer thread ----------------------------------------------------- */

/* The spooled page at tail is merged: give its slot back. */
static void release_page(struct cpu_reader *r)
{
	uint64_t tail = atomic_load_explicit(&r->tail, memory_order_relaxed);
	uint32_t slot = r->ring[tail % r->npages];

	r->loaded = 0;
	/* tail first: the ring entry is read, the reader may reuse its place */
	atomic_store_explicit(&r->tail, tail + 1, memory_order_release);
	give_slot(r, slot);
}

/*
 * Make the CPU's next record (or LOST marker) current.  Returns 1, or 0 when
 * its spool is empty (then its high-water mark bounds what may be emitted).
 * The mark is read before the spool head: a mark published after some pages
 * guarantees those pages are visible.  next_event() below is the common case.
 */
static __attribute__((noinline)) int next_event_slow(struct cpu_reader *r, uint64_t *bound)
{
	for (;;) {
		uint64_t tail, hw;
		int ret;

		if (r->held) {
			r->held = 0;
			r->cur = CUR_RECORD;
			return 1;
		}
		if (r->loaded) {
			ret = page_next(&r->pg, &r->rdata, &r->rlen, &r->rts);
			if (ret > 0) {
				r->cur = CUR_RECORD;
				return 1;
			}
			if (ret < 0)
				r->unknown++; /* a record past the page's data: the rest is lost */
			release_page(r);
		}
		r->cur = CUR_NONE;
		tail = atomic_load_explicit(&r->tail, memory_order_relaxed);
		hw = atomic_load_explicit(&r->hw, memory_order_acquire);
		if (atomic_load_explicit(&r->head, memory_order_acquire) == tail) {
			*bound = hw;
			return 0;
		}
		r->loaded = 1;
		if (mmr_cap_page_load(&r->pg, slot_page(r, r->ring[tail % r->npages]),
				      (size_t)r->page_size) < 0)
			r->unknown++;
		if (r->pg.missed) {
			/* The ring buffer dropped events before this page: say so in the stream. */
			uint64_t page_ts = r->pg.ts;

			ret = page_next(&r->pg, &r->rdata, &r->rlen, &r->rts);
			if (ret < 0)
				r->unknown++;
			r->held = ret > 0;
			r->lost_ts = ret > 0 ? r->rts : page_ts;
			if (r->lost_ts < r->last_ts)
				r->lost_ts = r->last_ts;
			r->lost_nr = r->pg.missed > 0 ? (uint64_t)r->pg.missed : 0; /* 0: unknown */
			r->cur = CUR_LOST;
			return 1;
		}
	}
}

/* The next record of the loaded page, inline in the merge; the rest out of line. */
static inline int next_event(struct cpu_reader *r, uint64_t *bound)
{
	if (r->loaded && !r->held) {
		int ret = page_next(&r->pg, &r->rdata, &r->rlen, &r->rts);

		if (ret > 0) {
			r->cur = CUR_RECORD;
			return 1;
		}
		if (ret < 0)
			r->unknown++; /* a record past the page's data: the rest is lost */
		release_page(r);
	}
	return next_event_slow(r, bound);
}

static uint64_t cur_ts(const struct cpu_reader *r)
{
	return r->cur == CUR_LOST ? r->lost_ts : r->rts;
}

/* noinline: gcc 12 at -O3 warns of a dangling pointer when this is inlined (a false positive) */
static __attribute__((noinline)) void writer_fail(struct mmr_capture *c, int code,
						  const struct mmr_error *e)
{
	if (atomic_load(&c->fail))
		return;
	c->fail_err = *e;
	c->fail_err.code = code;
	atomic_store(&c->fail, code);
}

/* Write c->ev (modified in place: order, redaction). */
static inline void put(struct mmr_capture *c)
{
	struct mmr_event *ev = &c->ev;
	int ret;

	if (c->written && ev->ts < c->last_ts) {
		ev->ts = c->last_ts;
		c->reordered++;
	}
	if (c->red) {
		pthread_mutex_lock(&c->red_lock);
		mmr_redact_event(c->red, ev);
		pthread_mutex_unlock(&c->red_lock);
	}
	ret = mmr_writer_add(c->w, ev, &c->ev_err);
	if (ret < 0) {
		writer_fail(c, ret, &c->ev_err);
		return;
	}
	c->written++;
	c->last_ts = ev->ts;
	atomic_store_explicit(&c->written_pub, c->written, memory_order_relaxed);
	atomic_store_explicit(&c->last_ts_pub, ev->ts, memory_order_relaxed);
}

/* Decode and write the CPU's current record or marker. */
static void emit(struct mmr_capture *c, struct cpu_reader *r)
{
	struct mmr_event *ev = &c->ev;

	if (r->cur == CUR_LOST) {
		if (atomic_load_explicit(&c->fail, memory_order_relaxed))
			return;
		mmr_event_init(ev, MMR_EV_LOST);
		ev->ts = r->lost_ts;
		ev->cpu = (uint32_t)r->cpu;
		ev->lost.nr = r->lost_nr;
		put(c);
		return;
	}
	r->last_ts = r->rts;
	/* after a failure: keep draining so the readers never block, write nothing */
	if (atomic_load_explicit(&c->fail, memory_order_relaxed))
		return;
	r->rec.ts = r->rts;
	r->rec.data = (void *)r->rdata;
	r->rec.size = (int)r->rlen;
	if (mmr_decoder_decode(r->dec, &r->rec, r->cpu, ev, NULL) != 1) {
		r->unknown++;
		return;
	}
	/* the mask stays in the decoder's storage until its next call: after put() */
	if (ev->kind == MMR_EV_IPI_SEND_CPUMASK && ev->ipi.cpumask.nbits > c->mask_words * 64)
		ev->ipi.cpumask.nbits = c->mask_words * 64;
	put(c);
}

static void heap_push(struct heap_ent *h, int *n, struct heap_ent e)
{
	int i = (*n)++;

	while (i > 0) {
		int p = (i - 1) / 2;

		if (h[p].ts <= e.ts)
			break;
		h[i] = h[p];
		i = p;
	}
	h[i] = e;
}

static struct heap_ent heap_pop(struct heap_ent *h, int *n)
{
	struct heap_ent top = h[0], last = h[--(*n)];
	int i = 0;

	for (;;) {
		int l = 2 * i + 1, s;

		if (l >= *n)
			break;
		s = (l + 1 < *n && h[l + 1].ts < h[l].ts) ? l + 1 : l;
		if (last.ts <= h[s].ts)
			break;
		h[i] = h[s];
		i = s;
	}
	h[i] = last;
	return top;
}

/*
 * Idle priority while the writer is less than LAG_NS behind and every spool
 * is under half full; NICE_BEHIND otherwise and while stopping.
 * The lag bound keeps the promise that a killed recorder leaves all but about
 * the last LAG_NS.  Idle is SCHED_IDLE where the kernel allows it: a busy CPU
 * gives it a fifth of nice 19's share (weight 3 against 15 of a nice-0
 * task's 1024), and any waking task preempts it; nice 19 as well.  So little
 * CPU that the writer may not get to notice it is behind: the readers, at
 * normal priority, check too every POLL_NS and raise it.
 */
static int writer_needs_cpu(struct mmr_capture *c)
{
	int pending = 0;
	uint64_t last;

	if (atomic_load_explicit(&c->stop_readers, memory_order_relaxed))
		return 1;
	for (int i = 0; i < c->ncpus; i++) {
		struct cpu_reader *r = &c->rd[i];
		uint64_t used;

		if (r->fd < 0)
			continue;
		used = atomic_load_explicit(&r->head, memory_order_relaxed) -
		       atomic_load_explicit(&r->tail, memory_order_relaxed);
		pending |= used > 0;
		if (used * 2 >= r->npages)
			return 1;
	}
	last = atomic_load_explicit(&c->written_pub, memory_order_relaxed)
	       ? atomic_load_explicit(&c->last_ts_pub, memory_order_relaxed) : c->start_mono;
	return pending && c->mono && mono_ns() > last + LAG_NS;
}

static void set_writer_priority(pid_t tid, int idle)
{
	struct sched_param sp = { 0 };

	/* per thread on Linux; leaving SCHED_IDLE and nice 19 needs root, which we are */
	sched_setscheduler(tid, idle ? SCHED_IDLE : SCHED_OTHER, &sp);
	setpriority(PRIO_PROCESS, (id_t)tid, idle ? NICE_IDLE : NICE_BEHIND);
}

/* The writer's own check, every round and every 4096 events. */
static void writer_priority(struct mmr_capture *c)
{
	int idle = !writer_needs_cpu(c);

	if (idle != atomic_load(&c->writer_idle)) {
		set_writer_priority(gettid(), idle);
		atomic_store(&c->writer_idle, idle);
	}
}

/* A reader's check, every POLL_NS: only ever raises. */
static void raise_writer(struct mmr_capture *c)
{
	pid_t tid = atomic_load(&c->writer_os_tid);

	if (tid > 0 && atomic_load(&c->writer_idle) == 1 && writer_needs_cpu(c)) {
		set_writer_priority(tid, 0);
		atomic_store(&c->writer_idle, 0);
	}
}

/*
 * Once the recording is wanted (mmr_capture_keep()) and a block is on disk,
 * the file takes the output's place: from then on a killed recorder leaves
 * its file there, cut short but readable.
 */
static void maybe_publish(struct mmr_capture *c)
{
	struct mmr_error e;
	int ret;

	if (c->published || !atomic_load_explicit(&c->keep, memory_order_relaxed) ||
	    !mmr_writer_blocks(c->w) || atomic_load(&c->fail))
		return;
	c->published = 1;
	ret = mmr_writer_publish(c->w, &e);
	if (ret < 0)
		writer_fail(c, ret, &e);
	else
		mmr_cap_guardian_tell(c->guardian_fd, MMR_CAP_GUARD_KEEP, NULL);
}

/* A block every flush_ms: a SIGKILLed recording keeps all but the last. */
static void maybe_flush(struct mmr_capture *c, uint64_t flush_ns, uint64_t *last_flush)
{
	struct mmr_error e;
	int ret;

	if (!flush_ns || mono_ns() - *last_flush < flush_ns)
		return;
	if (!atomic_load(&c->fail)) {
		ret = mmr_writer_flush(c->w, &e);
		if (ret < 0)
			writer_fail(c, ret, &e);
	}
	maybe_publish(c);
	*last_flush = mono_ns();
}

/*
 * Merge the CPUs in timestamp order.  The heap holds each CPU's current
 * record; a CPU whose next record is still no later than every other CPU's
 * (and the limit) keeps the turn without going through the heap, which is
 * how the records mostly come: runs of one CPU's page at a time.
 */
static void *writer_main(void *arg)
{
	struct mmr_capture *c = arg;
	struct heap_ent *heap = c->heap;
	uint64_t flush_ns = (uint64_t)c->opts.flush_ms * 1000000ull;
	uint64_t last_flush = mono_ns();

	atomic_store(&c->writer_os_tid, gettid());
	for (;;) {
		uint64_t limit = UINT64_MAX;
		int all_done = 1, n = 0, emitted = 0;

		writer_priority(c);
		for (int i = 0; i < c->ncpus; i++) {
			struct cpu_reader *r = &c->rd[i];
			uint64_t bound;

			if (r->fd < 0)
				continue;
			/* done before the spool: a done reader's pages are all visible */
			if (!atomic_load_explicit(&r->done, memory_order_acquire))
				all_done = 0;
			/* a CPU left current by the last round keeps its record */
			if (r->cur != CUR_NONE || next_event(r, &bound))
				heap_push(heap, &n, (struct heap_ent){ cur_ts(r), i });
			else if (bound < limit)
				limit = bound;
		}
		while (n > 0 && heap[0].ts <= limit) {
			struct heap_ent e = heap_pop(heap, &n);
			struct cpu_reader *r = &c->rd[e.cpu];
			uint64_t stop = n > 0 && heap[0].ts < limit ? heap[0].ts : limit;

			for (;;) {
				uint64_t bound;

				emit(c, r);
				r->cur = CUR_NONE;
				if ((++emitted & 4095) == 0) {
					/* a long backlog: keep the priority and the block cadence honest */
					writer_priority(c);
					maybe_flush(c, flush_ns, &last_flush);
				}
				if (!next_event(r, &bound)) {
					if (bound < limit)
						limit = bound;
					break;
				}
				if (cur_ts(r) > stop) {
					heap_push(heap, &n, (struct heap_ent){ cur_ts(r), e.cpu });
					break;
				}
			}
		}
		if (all_done && n == 0)
			break;
		maybe_flush(c, flush_ns, &last_flush);
		if (!emitted)
			sleep_ns(WRITER_IDLE_NS);
	}
	c->writer_cpu_ns = thread_cpu_ns();
	return NULL;
}

/* ---- start / stop ------------------------------------------------------ */

static int reader_setup(struct mmr_capture *c, struct cpu_reader *r, struct mmr_error *err)
{
	char path[64];
	char *p;

	snprintf(path, sizeof(path), "per_cpu/cpu%d/trace_pipe_raw", r->cpu);
	p = tracefs_instance_get_file(c->inst, path);
	if (!p)
		return mmr_error_set(err, MMR_ENOMEM, "out of memory");
	/* Our own fd, so the crash path can close it before removing the instance. */
	r->fd = open(p, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (r->fd < 0) {
		int e = errno;

		mmr_error_set(err, MMR_ETRACEFS, "%s: %s", p, strerror(e));
		tracefs_put_tracing_file(p);
		return MMR_ETRACEFS;
	}
	tracefs_put_tracing_file(p);
	r->page_size = (int)sysconf(_SC_PAGESIZE);
	{
		long long kb = 0;

		/* 6.8+ may use larger sub-buffers than a page. */
		if (tracefs_file_exists(c->inst, "buffer_subbuf_size_kb") &&
		    tracefs_instance_file_read_number(c->inst, "buffer_subbuf_size_kb", &kb) == 0 &&
		    kb * 1024 > r->page_size)
			r->page_size = (int)(kb * 1024);
	}
	r->tcpu = tracefs_cpu_alloc_fd(r->fd, r->page_size, true);
	r->npages = SPOOL_BYTES / (unsigned int)r->page_size;
	r->spool = mmap(NULL, SPOOL_BYTES, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS,
			-1, 0);
	if (r->spool == MAP_FAILED)
		r->spool = NULL;
	if (r->spool) {
		/* see SPOOL_BYTES; slots are taken lowest first, prefaulted first */
		size_t pre = SPOOL_PREFAULT_BYTES / (size_t)c->ncpus;

		if (pre > SPOOL_BYTES)
			pre = SPOOL_BYTES;
		pre -= pre % (size_t)r->page_size;
		madvise(r->spool, SPOOL_BYTES, MADV_HUGEPAGE); /* best effort */
		if (pre && madvise(r->spool, pre, MADV_POPULATE_WRITE))
			memset(r->spool, 0, pre); /* before Linux 5.14 */
	}
	r->ring = calloc(r->npages, sizeof(*r->ring));
	r->free_slots = calloc(r->npages, sizeof(*r->free_slots));
	r->spare = -1;
	if (!r->tcpu || !r->spool || !r->ring || !r->free_slots)
		return mmr_error_set(err, MMR_ENOMEM, "cpu %d: out of memory", r->cpu);
	/* slot 0 on top: the first pages read go to the start of the spool */
	for (uint64_t i = 0; i < r->npages; i++)
		r->free_slots[r->nfree++] = (uint32_t)(r->npages - 1 - i);
	if (pthread_mutex_init(&r->free_lock, NULL))
		return mmr_error_set(err, MMR_ENOMEM, "cpu %d: out of memory", r->cpu);
	r->free_lock_init = 1;
	r->tep = build_tep(c, err);
	if (!r->tep)
		return err && err->code ? err->code : MMR_ETRACEFS;
	r->dec = mmr_decoder_new(r->tep);
	if (!r->dec)
		return mmr_error_set(err, MMR_ENOMEM, "cpu %d: cannot create the decoder", r->cpu);
	return 0;
}

static void reader_free(struct cpu_reader *r)
{
	if (r->tcpu)
		tracefs_cpu_free_fd(r->tcpu);
	if (r->fd >= 0)
		close(r->fd);
	mmr_decoder_free(r->dec);
	if (r->tep)
		tep_free(r->tep);
	if (r->spool)
		munmap(r->spool, SPOOL_BYTES);
	free(r->ring);
	free(r->free_slots);
	if (r->free_lock_init)
		pthread_mutex_destroy(&r->free_lock);
}

static int add_missing(struct mmr_capture *c, const char *sys, const char *name)
{
	char **n = realloc(c->missing, (c->nmissing + 1) * sizeof(*n));

	if (!n)
		return MMR_ENOMEM;
	c->missing = n;
	if (asprintf(&n[c->nmissing], "%s:%s", sys, name) < 0)
		return MMR_ENOMEM;
	c->nmissing++;
	return 0;
}

static int enable_events(struct mmr_capture *c, uint64_t want, struct mmr_error *err)
{
	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *ei = mmr_event_info(k);
		char path[512];
		struct stat st;

		if (!(want & (1ull << k)))
			continue;
		snprintf(path, sizeof(path), "%s/events/%s/%s/format", tracefs_tracing_dir(),
			 ei->system, ei->name);
		if (!stat(path, &st)) {
			/* Not tracefs_event_enable(): it matches regexes over every event. */
			snprintf(path, sizeof(path), "events/%s/%s/enable", ei->system, ei->name);
			if (tracefs_instance_file_write(c->inst, path, "1") <= 0)
				st.st_mode = 0;
		} else {
			st.st_mode = 0;
		}
		if (!st.st_mode) {
			if (add_missing(c, ei->system, ei->name))
				return mmr_error_set(err, MMR_ENOMEM, "out of memory");
			continue;
		}
		c->events |= 1ull << k;
	}
	if (!c->events)
		return mmr_error_set(err, MMR_ETRACEFS,
				     "none of the selected tracepoints exists in this kernel");
	return 0;
}

/* "tracepoints": those enable_events() enabled, as system:name, comma separated. */
static int meta_tracepoints(struct mmr_capture *c)
{
	size_t len = 0, cap = 1;
	char *v;
	int ret;

	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++)
		if (c->events & (1ull << k))
			cap += strlen(mmr_event_info(k)->system) + strlen(mmr_event_info(k)->name) + 2;
	v = malloc(cap);
	if (!v)
		return MMR_ENOMEM;
	v[0] = '\0';
	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++)
		if (c->events & (1ull << k))
			len += (size_t)snprintf(v + len, cap - len, "%s%s:%s", len ? "," : "",
						mmr_event_info(k)->system, mmr_event_info(k)->name);
	ret = mmr_meta_set(c->meta, "tracepoints", v);
	free(v);
	return ret;
}

/* --redact: the zones pfns stay in, then the header's process ids, command and kernel. */
static int redact_setup(struct mmr_capture *c)
{
	long nz = (long)mmr_meta_get_i64(c->meta, "zones", 0);

	for (long i = 0; i < nz && i < 64; i++) {
		struct mmr_meta_zone z;
		char key[32];
		const char *v;

		snprintf(key, sizeof(key), "zone.%ld", i);
		v = mmr_meta_get(c->meta, key);
		if (v && mmr_meta_zone_parse(v, &z) >= 4 && z.start_pfn >= 0 &&
		    z.end_pfn > z.start_pfn)
			mmr_redactor_zone(c->red, (uint64_t)z.start_pfn, (uint64_t)z.end_pfn);
	}
	return mmr_redact_meta(c->red, c->meta);
}

static int open_fds(struct mmr_capture *c)
{
	char *p = tracefs_instance_get_file(c->inst, "tracing_on");

	if (p) {
		c->tracing_on_fd = open(p, O_WRONLY | O_CLOEXEC);
		tracefs_put_tracing_file(p);
	}
	p = tracefs_instance_get_file(c->inst, "events/enable");
	if (p) {
		c->enable_fd = open(p, O_WRONLY | O_CLOEXEC);
		tracefs_put_tracing_file(p);
	}
	return c->tracing_on_fd >= 0 ? 0 : MMR_ETRACEFS;
}

int mmr_capture_start(const struct mmr_capture_opts *opts, struct mmr_capture **out,
		      struct mmr_error *err)
{
	struct mmr_capture *c;
	uint64_t *cpuset = NULL;
	char *clocks;
	int ret;

	*out = NULL;
	if (geteuid() != 0)
		return mmr_error_set(err, MMR_EPERM, "recording needs root (tracefs instances "
				     "and raw ring buffers are root-only)");
	if (!tracing_dir())
		return mmr_error_set(err, MMR_ETRACEFS, "tracefs is not mounted and mounting it "
				     "failed (try: mount -t tracefs nodev /sys/kernel/tracing)");
	/* the output's path first: a refused one costs no instance */
	ret = mmr_output_check(opts->output, opts->overwrite ? MMR_WRITER_OVERWRITE : 0, err);
	if (ret < 0)
		return ret;
	c = calloc(1, sizeof(*c));
	if (!c)
		return mmr_error_set(err, MMR_ENOMEM, "out of memory");
	c->opts = *opts;
	c->tracing_on_fd = c->enable_fd = c->guardian_fd = -1;
	c->writer_idle = -1;
	pthread_mutex_init(&c->red_lock, NULL);
	if (!c->opts.buffer_kb)
		c->opts.buffer_kb = MMR_CAPTURE_DEFAULT_BUFFER_KB;
	if (!c->opts.flush_ms)
		c->opts.flush_ms = FLUSH_MS;
	c->ncpus = mmr_cap_possible_cpus();
	c->mask_words = ((unsigned int)c->ncpus + 63) / 64;
	c->rd = calloc(c->ncpus, sizeof(*c->rd));
	c->heap = calloc(c->ncpus, sizeof(*c->heap));
	c->lost = calloc(c->ncpus, sizeof(*c->lost));
	c->overrun = calloc(c->ncpus, sizeof(*c->overrun));
	cpuset = calloc(c->mask_words, sizeof(*cpuset));
	c->meta = mmr_meta_new();
	if (!c->rd || !c->heap || !c->lost || !c->overrun || !cpuset || !c->meta) {
		ret = mmr_error_set(err, MMR_ENOMEM, "out of memory");
		goto fail;
	}
	for (int i = 0; i < c->ncpus; i++)
		c->rd[i].fd = -1;
	{
		char *online = read_file("/sys/devices/system/cpu/online", &(size_t){ 0 });
		const char *list = opts->cpus ? opts->cpus : online;

		if (!list || mmr_cpulist_parse(list, cpuset, (unsigned int)c->ncpus, NULL) <= 0) {
			free(online);
			ret = mmr_error_set(err, MMR_EINVAL, "bad cpu list '%s' (this box has cpus "
					    "0-%d)", list ? list : "?", c->ncpus - 1);
			goto fail;
		}
		free(online);
	}
	if (opts->redact) {
		c->red = mmr_redactor_new();
		if (!c->red) {
			ret = mmr_error_set(err, MMR_ENOMEM, "out of memory");
			goto fail;
		}
	}
	ret = mmr_cap_sweep(tracing_dir(), note_stale, c, err);
	if (ret < 0)
		goto fail;

	ret = mmr_cap_instance_create(tracing_dir(), c->name, sizeof(c->name), err);
	if (ret < 0)
		goto fail;
	c->inst = tracefs_instance_alloc(NULL, c->name);
	c->inst_dir = c->inst ? tracefs_instance_get_dir(c->inst) : NULL;
	if (!c->inst_dir) {
		char dir[PATH_MAX];

		snprintf(dir, sizeof(dir), "%s/instances/%s", tracing_dir(), c->name);
		rmdir(dir);
		ret = mmr_error_set(err, MMR_ENOMEM, "out of memory");
		goto fail;
	}
	/*
	 * Held open from now to the end: the instance is busy, so no other
	 * recorder's sweep removes it (instance.c).
	 */
	if (open_fds(c) < 0) {
		ret = mmr_error_set(err, MMR_ETRACEFS, "%s: cannot open tracing_on", c->name);
		goto fail;
	}
	/* A new instance starts with tracing on: nothing before the header is written. */
	if (write(c->tracing_on_fd, "0", 1) != 1) {
		ret = mmr_error_set(err, MMR_ETRACEFS, "%s: cannot turn tracing off", c->name);
		goto fail;
	}
	c->guardian_fd = mmr_cap_guardian_start(c->inst_dir, err);
	if (c->guardian_fd < 0) {
		ret = c->guardian_fd;
		c->guardian_fd = -1;
		goto fail;
	}
	g_active = c;
	/*
	 * 6.8+: 64 KiB sub-buffers instead of pages: the kernel crosses a
	 * sub-buffer boundary (the slow part of a ring-buffer write) and the
	 * reader splices 16 times less often.  Best effort; older kernels keep
	 * pages.
	 */
	if (tracefs_file_exists(c->inst, "buffer_subbuf_size_kb"))
		tracefs_instance_file_write(c->inst, "buffer_subbuf_size_kb", SUBBUF_KB);
	if (tracefs_instance_set_buffer_size(c->inst, c->opts.buffer_kb, -1) < 0) {
		ret = mmr_error_set(err, MMR_ETRACEFS, "%s: cannot set a %u KiB buffer per cpu",
				    c->name, c->opts.buffer_kb);
		goto fail;
	}
	clocks = tracefs_instance_file_read(c->inst, "trace_clock", NULL);
	if (clocks && strstr(clocks, "mono ") &&
	    tracefs_instance_file_write(c->inst, "trace_clock", "mono") > 0)
		c->mono = 1;
	free(clocks);
	if (opts->cpus && tracefs_instance_set_affinity(c->inst, opts->cpus) < 0) {
		ret = mmr_error_set(err, MMR_ETRACEFS, "%s: cannot set tracing_cpumask to %s",
				    c->name, opts->cpus);
		goto fail;
	}
	ret = enable_events(c, opts->events ? opts->events : all_kinds(), err);
	if (ret < 0)
		goto fail;
	/* After the slow set-up, right before the zoneinfo snapshot below. */
	if (opts->settle_pcp) {
		ret = mmr_cap_pcp_settle(c->guardian_fd, SETTLE_MS, &c->settled, err);
		if (ret < 0)
			goto fail;
	}

	/* Metadata: the box, then the "before" snapshots as late as possible. */
	c->nsyms = mmr_cap_known_syms(c->syms, MMR_CAP_MAX_SYMS);
	ret = mmr_cap_meta_static(c->meta, opts->redact, c->syms, c->nsyms);
	if (!ret)
		ret = mmr_meta_setf(c->meta, "recorder", "mmreplay %s", MMR_VERSION_STRING);
	/*
	 * The recorder's own process: it started just before its trace, which
	 * the state tracker cannot tell from the trace (its creation is not in
	 * it), and x86's mask trim clock starts at an mm's creation.
	 */
	if (!ret)
		ret = mmr_meta_setf(c->meta, "recorder_pid", "%d", (int)getpid());
	if (!ret) {
		char *clk = tracefs_get_clock(c->inst);

		ret = mmr_meta_set(c->meta, "trace_clock", clk ? clk : "local");
		free(clk);
	}
	if (!ret && opts->command)
		ret = mmr_meta_set(c->meta, "command", opts->command);
	if (!ret && opts->redact)
		ret = mmr_meta_set(c->meta, "redacted", "1");
	if (!ret)
		ret = meta_tracepoints(c);
	if (!ret && opts->cpus)
		ret = mmr_meta_set(c->meta, "cpus_recorded", opts->cpus);
	if (!ret && opts->settle_pcp)
		ret = mmr_meta_setf(c->meta, "pcp_settled", "%d", c->settled.settled);
	if (!ret && opts->settle_pcp)
		ret = mmr_meta_setf(c->meta, "pcp_settle_ms", "%u", c->settled.ms);
	for (unsigned int i = 0; !ret && i < c->nmissing; i++) {
		char key[300];

		snprintf(key, sizeof(key), "missing.%s", c->missing[i]);
		ret = mmr_meta_set(c->meta, key, "1");
	}
	if (ret < 0) {
		ret = mmr_error_set(err, ret, "metadata: %s", mmr_strerror(ret));
		goto fail;
	}

	for (int i = 0; i < c->ncpus; i++) {
		struct cpu_reader *r = &c->rd[i];

		r->c = c;
		r->cpu = i;
		if (!((cpuset[i / 64] >> (i % 64)) & 1))
			continue;
		ret = reader_setup(c, r, err);
		if (ret < 0)
			goto fail;
		c->nreaders++;
	}
	ret = mmr_cap_meta_snapshot(c->meta, "before", c->ncpus);
	if (!ret)
		ret = mmr_cap_meta_tgids(c->meta);
	c->start_mono = mono_ns();
	if (!ret && c->mono)
		ret = mmr_meta_setf(c->meta, "start_ns", "%llu", (unsigned long long)c->start_mono);
	if (ret < 0) {
		ret = mmr_error_set(err, ret, "metadata: %s", mmr_strerror(ret));
		goto fail;
	}
	if (c->red) {
		ret = redact_setup(c);
		if (ret < 0) {
			ret = mmr_error_set(err, ret, "metadata: %s", mmr_strerror(ret));
			goto fail;
		}
	}
	/*
	 * Beside the output until the recording is wanted and has a block on
	 * disk (maybe_publish()): a recording that fails to start, or whose
	 * command cannot run, leaves an existing output as it was.
	 */
	ret = mmr_writer_open(opts->output, c->meta, MMR_WRITER_ATOMIC |
			      (opts->overwrite ? MMR_WRITER_OVERWRITE : 0), &c->w, err);
	if (ret < 0)
		goto fail;
	mmr_cap_guardian_tell(c->guardian_fd, MMR_CAP_GUARD_TEMP, mmr_writer_temp(c->w));
	mmr_writer_set_level(c->w, ZSTD_LEVEL);
	for (int i = 0; i < c->ncpus; i++) {
		struct cpu_reader *r = &c->rd[i];

		if (r->fd < 0)
			continue;
		if (pthread_create(&r->tid, NULL, reader_main, r)) {
			ret = mmr_error_set(err, MMR_ENOMEM, "cannot start the reader of cpu %d", i);
			goto fail;
		}
		r->started = 1;
	}
	if (pthread_create(&c->writer_tid, NULL, writer_main, c)) {
		ret = mmr_error_set(err, MMR_ENOMEM, "cannot start the writer thread");
		goto fail;
	}
	c->writer_started = 1;
	if (tracefs_trace_on(c->inst) < 0) {
		ret = mmr_error_set(err, MMR_ETRACEFS, "%s: cannot turn tracing on", c->name);
		goto fail;
	}
	/*
	 * The header's "tgids" was taken before the readers and the writer
	 * started, and their creation predates tracing_on: without this second
	 * list (the footer's replaces the header's) the recorder's own threads
	 * look like processes with an mm each, and a CPU running one of them
	 * looks like it still runs the traced process (munmap-storm: no
	 * TLB_REMOTE_WRONG_CPU predicted where 110 came, rounds +4.7%).
	 * Best effort: the header's list stays if this fails.
	 */
	c->late = mmr_meta_new();
	if (c->late && (mmr_cap_meta_tgids(c->late) < 0 ||
			(!opts->redact && mmr_cap_meta_maps(c->late) < 0))) {
		mmr_meta_free(c->late);
		c->late = NULL;
	}
	free(cpuset);
	*out = c;
	return 0;
fail:
	free(cpuset);
	mmr_capture_free(c);
	return ret;
}

const char *mmr_capture_missing(const struct mmr_capture *c, unsigned int i)
{
	return c && i < c->nmissing ? c->missing[i] : NULL;
}

void mmr_capture_watch_pid(struct mmr_capture *c, pid_t pid)
{
	if (!c || !c->red)
		return;
	pthread_mutex_lock(&c->red_lock);
	mmr_redactor_watch(c->red, pid);
	pthread_mutex_unlock(&c->red_lock);
}

void mmr_capture_keep(struct mmr_capture *c)
{
	if (c)
		atomic_store(&c->keep, 1);
}

const char *mmr_capture_stale(const struct mmr_capture *c, unsigned int i)
{
	return c && i < c->nstale ? c->stale[i] : NULL;
}

int mmr_capture_failed(struct mmr_capture *c, struct mmr_error *err)
{
	int f = c ? atomic_load(&c->fail) : 0;

	if (f && err)
		*err = c->fail_err;
	return f;
}

uint64_t mmr_capture_events(struct mmr_capture *c)
{
	return c ? atomic_load_explicit(&c->written_pub, memory_order_relaxed) : 0;
}

int mmr_capture_pcp_settled(const struct mmr_capture *c, unsigned int *ms, long *pages)
{
	if (!c || !c->opts.settle_pcp)
		return -1;
	if (ms)
		*ms = c->settled.ms;
	if (pages)
		*pages = c->settled.pages_left;
	return c->settled.settled;
}

unsigned int mmr_capture_nr_cpus(const struct mmr_capture *c)
{
	return c ? (unsigned int)c->ncpus : 0;
}

uint64_t mmr_capture_lost(const struct mmr_capture *c, unsigned int cpu)
{
	return c && cpu < (unsigned int)c->ncpus ? c->lost[cpu] : 0;
}

/* Join readers and the writer thread (tracing must be off already). */
static void join_threads(struct mmr_capture *c)
{
	atomic_store(&c->stop_readers, 1);
	for (int i = 0; i < c->ncpus; i++) {
		if (c->rd[i].started) {
			pthread_join(c->rd[i].tid, NULL);
			c->rd[i].started = 0;
		} else if (c->rd[i].fd >= 0) {
			atomic_store(&c->rd[i].hw, UINT64_MAX);
			atomic_store(&c->rd[i].done, 1);
		}
	}
	if (c->writer_started) {
		pthread_join(c->writer_tid, NULL);
		c->writer_started = 0;
	}
}

/* per_cpu/cpuN/stats: "overrun: N" and "dropped events: N". */
static void read_cpu_stats(struct mmr_capture *c, int cpu)
{
	char file[64];
	char *s, *p;

	snprintf(file, sizeof(file), "per_cpu/cpu%d/stats", cpu);
	s = tracefs_instance_file_read(c->inst, file, NULL);
	if (!s)
		return;
	p = strstr(s, "overrun:");
	if (p)
		c->overrun[cpu] = strtoull(p + 8, NULL, 10);
	p = strstr(s, "dropped events:");
	if (p)
		c->lost[cpu] = strtoull(p + 15, NULL, 10);
	c->lost[cpu] += c->overrun[cpu];
	free(s);
}

int mmr_capture_stop(struct mmr_capture *c, struct mmr_capture_stats *st,
		     struct mmr_error *err)
{
	struct mmr_meta *fin = NULL;
	uint64_t dur, unknown = 0, lost = 0, reader_ns = 0;
	int ret = 0;

	if (st)
		memset(st, 0, sizeof(*st));
	if (!c || c->stopped)
		return mmr_error_set(err, MMR_EINVAL, "capture is not running");
	c->stopped = 1;
	tracefs_trace_off(c->inst);
	dur = mono_ns() - c->start_mono;
	join_threads(c);
	for (int i = 0; i < c->ncpus; i++) {
		if (c->rd[i].fd < 0)
			continue;
		read_cpu_stats(c, i);
		lost += c->lost[i];
		unknown += c->rd[i].unknown;
		reader_ns += c->rd[i].cpu_ns;
	}
	fin = mmr_meta_new();
	if (!fin)
		ret = MMR_ENOMEM;
	for (int i = 0; !ret && i < c->ncpus; i++) {
		char key[64];

		if (c->rd[i].fd < 0)
			continue;
		snprintf(key, sizeof(key), "lost.cpu%d", i);
		ret = mmr_meta_setf(fin, key, "%llu", (unsigned long long)c->lost[i]);
		snprintf(key, sizeof(key), "overrun.cpu%d", i);
		if (!ret)
			ret = mmr_meta_setf(fin, key, "%llu", (unsigned long long)c->overrun[i]);
	}
	if (!ret)
		ret = mmr_meta_setf(fin, "duration_ns", "%llu", (unsigned long long)dur);
	if (!ret && c->reordered)
		ret = mmr_meta_setf(fin, "reordered", "%llu", (unsigned long long)c->reordered);
	if (!ret)
		ret = mmr_cap_meta_snapshot(fin, "after", c->ncpus);
	if (!ret)
		ret = mmr_cap_meta_hz(fin, c->meta, fin);
	/* the late tgids and maps.<tgid> */
	for (size_t i = 0; !ret && c->late && i < mmr_meta_count(c->late); i++) {
		const char *k, *v;

		if (mmr_meta_at(c->late, i, &k, &v) == 0)
			ret = mmr_meta_set(fin, k, v);
	}
	if (!ret && c->red)
		ret = mmr_redact_meta(c->red, fin);
	if (st) {
		st->lost = lost;
		st->reordered = c->reordered;
		st->unknown = unknown;
		st->duration_ns = dur;
		st->events = c->written;
		st->reader_cpu_ns = reader_ns;
		st->writer_cpu_ns = c->writer_cpu_ns;
	}
	if (ret < 0) {
		mmr_meta_free(fin);
		return mmr_error_set(err, ret, "final metadata: %s", mmr_strerror(ret));
	}
	if (atomic_load(&c->fail)) {
		/*
		 * Disk full or I/O error: the complete blocks stay, no footer --
		 * in place of the output when there is at least one, else the
		 * output stays as it was.  Only their events count.
		 */
		if (err)
			*err = c->fail_err;
		ret = c->fail_err.code;
		if (st) {
			st->bytes = mmr_writer_bytes(c->w);
			st->events = mmr_writer_events_written(c->w);
			st->kept = mmr_writer_blocks(c->w) > 0;
		}
		if (mmr_writer_blocks(c->w) && mmr_writer_publish(c->w, NULL) == 0)
			mmr_cap_guardian_tell(c->guardian_fd, MMR_CAP_GUARD_KEEP, NULL);
		else if (st)
			st->kept = 0;
		mmr_writer_free(c->w);
	} else {
		if (st)
			st->bytes = mmr_writer_bytes(c->w);
		ret = mmr_writer_close(c->w, fin, err);
		if (ret == 0)
			mmr_cap_guardian_tell(c->guardian_fd, MMR_CAP_GUARD_KEEP, NULL);
		if (st && ret == 0) {
			struct stat sb;

			st->kept = 1;
			if (stat(c->opts.output, &sb) == 0)
				st->bytes = (uint64_t)sb.st_size;
		}
	}
	c->w = NULL;
	mmr_meta_free(fin);
	return ret;
}

void mmr_capture_free(struct mmr_capture *c)
{
	if (!c)
		return;
	if (c->inst)
		tracefs_trace_off(c->inst);
	join_threads(c);
	if (c->enable_fd >= 0 && write(c->enable_fd, "0", 1) < 0)
		c->enable_fd = c->enable_fd; /* the instance goes anyway */
	for (int i = 0; i < c->ncpus; i++)
		reader_free(&c->rd[i]);
	if (g_active == c)
		g_active = NULL;
	if (c->tracing_on_fd >= 0)
		close(c->tracing_on_fd);
	if (c->enable_fd >= 0)
		close(c->enable_fd);
	if (c->inst) {
		tracefs_instance_destroy(c->inst);
		tracefs_instance_free(c->inst);
	}
	/* an output never published goes (the writer removes its temporary file) */
	mmr_writer_free(c->w);
	mmr_cap_guardian_stop(c->guardian_fd);
	free(c->inst_dir);
	mmr_redactor_free(c->red);
	for (unsigned int i = 0; i < c->nmissing; i++)
		free(c->missing[i]);
	free(c->missing);
	for (unsigned int i = 0; i < c->nstale; i++)
		free(c->stale[i]);
	free(c->stale);
	mmr_meta_free(c->meta);
	mmr_meta_free(c->late);
	free(c->lost);
	free(c->overrun);
	free(c->rd);
	free(c->heap);
	pthread_mutex_destroy(&c->red_lock);
	free(c);
}

void mmr_capture_emergency(void)
{
	struct mmr_capture *c = g_active;

	if (!c)
		return;
	g_active = NULL;
	/* Best effort: nothing to do about a failed write in a dying process. */
	if (c->tracing_on_fd >= 0 && write(c->tracing_on_fd, "0", 1) < 0)
		c->tracing_on_fd = c->tracing_on_fd;
	if (c->enable_fd >= 0 && write(c->enable_fd, "0", 1) < 0)
		c->enable_fd = c->enable_fd;
	for (int i = 0; i < c->ncpus; i++)
		if (c->rd[i].fd >= 0)
			close(c->rd[i].fd);
	if (c->tracing_on_fd >= 0)
		close(c->tracing_on_fd);
	if (c->enable_fd >= 0)
		close(c->enable_fd);
	if (c->inst_dir)
		rmdir(c->inst_dir);
}
