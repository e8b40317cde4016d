// SPDX-License-Identifier: LGPL-2.1
/*
 * The writer thread of a recording (recording.h): it walks the spooled pages
 * in place (replay/rb-page.h), merges the CPUs into timestamp order with a
 * heap, decodes each record only as it hands it to the .mmr writer, and keeps
 * its own priority: idle while it keeps up, NICE_BEHIND once it lags
 * (capture.c's header comment).
 */
#include <sched.h>
#include <stdatomic.h>
#include <unistd.h>
#include <sys/resource.h>

#include "decode.h"
#include "recording.h"

#define NICE_IDLE 19               /* writer priority while it keeps up */
/*
 * ... and once it is LAG_NS behind: above the workload, whose CPUs it then
 * needs a share of to keep the SIGKILL promise (at nice 0 beside two
 * spinning threads and a compile on 2 CPUs it fell 1.4 s behind; at -10
 * 0.35 s, its lag alone).  It only runs there until it has caught up.
 */
#define NICE_BEHIND (-10)
#define LAG_NS 300000000ull        /* writer lag that raises it to NICE_BEHIND */
#define WRITER_IDLE_NS 20000000ull

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

/* ---- the merge --------------------------------------------------------- */

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
void mmr_cap_raise_writer(struct mmr_capture *c)
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
void *mmr_cap_writer_main(void *arg)
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
