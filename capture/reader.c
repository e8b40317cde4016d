// SPDX-License-Identifier: LGPL-2.1
/*
 * The per-CPU readers of a recording (recording.h): one thread per traced
 * CPU copies whole sub-buffers of its trace_pipe_raw into its own spool and
 * does nothing else, and every PARTIAL_NS publishes a high-water timestamp
 * (capture.c's header comment: ordering).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "decode.h"
#include "recording.h"

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
#define POLL_NS 50000000ull         /* reader sleep once its buffer is drained */
#define MARGIN_NS 20000000ull       /* in-flight events older than "now" */
#define PARTIAL_NS 100000000ull    /* how often a reader takes partial pages */

char *mmr_cap_read_file(const char *path, size_t *size)
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
	buf = mmr_cap_read_file(path, &size);
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
		buf = mmr_cap_read_file(path, &size);
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

void *mmr_cap_reader_main(void *arg)
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
		mmr_cap_raise_writer(c);
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

int mmr_cap_reader_setup(struct mmr_capture *c, struct cpu_reader *r, struct mmr_error *err)
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

void mmr_cap_reader_free(struct cpu_reader *r)
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
