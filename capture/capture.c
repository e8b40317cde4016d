// SPDX-License-Identifier: LGPL-2.1
/*
 * Live capture (include/mmreplay/capture.h): its start and stop here; the
 * per-CPU readers in reader.c, the writer thread in writer.c (the state they
 * share: recording.h), event groups in groups.c, the tracefs instance, stale
 * instances and the guardian in instance.c, metadata in capture-meta.c.
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
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include <tracefs.h>

#include "mmreplay/capture.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/version.h"
#include "recording.h"

#define SUBBUF_KB "64"             /* ring-buffer sub-buffer size where settable */
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

/* The capture of this process, for mmr_capture_emergency(). */
static struct mmr_capture *volatile g_active;

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

/* ---- start / stop ------------------------------------------------------ */

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
	if (!mmr_cap_tracing_dir())
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
		char *online = mmr_cap_read_file("/sys/devices/system/cpu/online", &(size_t){ 0 });
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
	ret = mmr_cap_sweep(mmr_cap_tracing_dir(), note_stale, c, err);
	if (ret < 0)
		goto fail;

	ret = mmr_cap_instance_create(mmr_cap_tracing_dir(), c->name, sizeof(c->name), err);
	if (ret < 0)
		goto fail;
	c->inst = tracefs_instance_alloc(NULL, c->name);
	c->inst_dir = c->inst ? tracefs_instance_get_dir(c->inst) : NULL;
	if (!c->inst_dir) {
		char dir[PATH_MAX];

		snprintf(dir, sizeof(dir), "%s/instances/%s", mmr_cap_tracing_dir(), c->name);
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
	ret = enable_events(c, opts->events ? opts->events : mmr_cap_all_kinds(), err);
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
		ret = mmr_cap_reader_setup(c, r, err);
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
	 * disk (maybe_publish(), writer.c): a recording that fails to start, or
	 * whose command cannot run, leaves an existing output as it was.
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
		if (pthread_create(&r->tid, NULL, mmr_cap_reader_main, r)) {
			ret = mmr_error_set(err, MMR_ENOMEM, "cannot start the reader of cpu %d", i);
			goto fail;
		}
		r->started = 1;
	}
	if (pthread_create(&c->writer_tid, NULL, mmr_cap_writer_main, c)) {
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
		mmr_cap_reader_free(&c->rd[i]);
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
