// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay-workload: the seed benchmarks in miniature.  Each subcommand drives
 * one memory-management path whose TLB-flush / IPI / lock behaviour the models
 * predict, for the demo, the live tests and the overhead benchmark.  Every
 * subcommand runs ~1 s by default and prints one "key=value" summary line on
 * stdout so tests can check what was done.
 *
 * Exit status: 0 done, 1 failed, 2 usage, 77 this box lacks what the workload
 * needs (no usable memory cgroup, a single NUMA node).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <dirent.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>

#define EXIT_CANNOT 77

struct opts {
	double seconds;		/* run time; ignored when iterations > 0 */
	long iterations;	/* 0 = run for seconds */
	int threads;		/* worker / busy threads (default: online CPUs) */
	long mib;		/* reclaim-mmap-read: memcg limit in MiB */
	const char *dir;	/* reclaim-mmap-read: where the temp file goes */
};

static struct opts g_opt;
static atomic_int g_stop;	/* set by SIGINT/SIGTERM or when the run is over */
static int g_ncpu;
static long g_page;

static void on_signal(int sig)
{
	(void)sig;
	atomic_store(&g_stop, 1);
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "mmreplay-workload: ");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(1);
}

/* Loop control shared by every driver: iteration count or deadline, and signals. */
struct loop {
	double deadline;
	long done;
};

static void loop_init(struct loop *l)
{
	l->deadline = now_s() + g_opt.seconds;
	l->done = 0;
}

static int loop_more(struct loop *l)
{
	if (atomic_load_explicit(&g_stop, memory_order_relaxed))
		return 0;
	if (g_opt.iterations > 0)
		return l->done < g_opt.iterations;
	return now_s() < l->deadline;
}

static void pin_self(int cpu)
{
	cpu_set_t set;

	if (g_ncpu <= 0)
		return;
	CPU_ZERO(&set);
	CPU_SET(cpu % g_ncpu, &set);
	/* Best effort: a cpuset may forbid some CPUs; the workload still works. */
	pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

/*
 * Busy threads keep the mm live on other CPUs, so unmaps in this process
 * must flush their TLBs remotely (IPIs, or hypercalls on a PV guest).
 */
struct busy {
	pthread_t tid;
	int cpu;
	volatile uint64_t spins;
};

static void *busy_main(void *arg)
{
	struct busy *b = arg;

	pin_self(b->cpu);
	while (!atomic_load_explicit(&g_stop, memory_order_relaxed))
		b->spins++;
	return NULL;
}

static struct busy *busy_start(int n, int first_cpu)
{
	struct busy *b;

	if (n <= 0)
		return NULL;
	b = calloc(n, sizeof(*b));
	if (!b)
		die("out of memory");
	for (int i = 0; i < n; i++) {
		b[i].cpu = first_cpu + i;
		if (pthread_create(&b[i].tid, NULL, busy_main, &b[i]))
			die("pthread_create failed");
	}
	return b;
}

static void busy_stop(struct busy *b, int n)
{
	atomic_store(&g_stop, 1);
	for (int i = 0; i < n; i++)
		pthread_join(b[i].tid, NULL);
	free(b);
}

static void touch(char *p, size_t pages)
{
	for (size_t i = 0; i < pages; i++)
		p[i * g_page] = (char)i;
}

/* ---- munmap-storm ------------------------------------------------------ */

static int wl_munmap_storm(void)
{
	const size_t pages = 64;
	int nbusy = g_opt.threads - 1;
	struct busy *b = busy_start(nbusy, 1);
	struct loop l;
	double t0 = now_s();

	pin_self(0);
	loop_init(&l);
	while (loop_more(&l)) {
		char *p = mmap(NULL, pages * g_page, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

		if (p == MAP_FAILED)
			die("mmap: %s", strerror(errno));
		touch(p, pages);
		munmap(p, pages * g_page);
		l.done++;
	}
	busy_stop(b, nbusy);
	printf("munmap-storm: iterations=%ld pages=%ld bytes=%ld busy_threads=%d pid=%d "
	       "seconds=%.3f\n", l.done, l.done * (long)pages, l.done * (long)pages * g_page,
	       nbusy, (int)getpid(), now_s() - t0);
	return 0;
}

/* ---- madvise-sweep ----------------------------------------------------- */

static int wl_madvise_sweep(void)
{
	/* 33 is the default tlb_single_page_flush_ceiling: 32 and 33 flush page by
	 * page, 34 and up flush the whole mm. */
	static const size_t sizes[] = { 1, 8, 32, 33, 34, 64, 512 };
	const size_t nsizes = sizeof(sizes) / sizeof(sizes[0]);
	const size_t region = 512;
	long per_size[sizeof(sizes) / sizeof(sizes[0])] = { 0 };
	int nbusy = g_opt.threads - 1;
	struct busy *b;
	struct loop l;
	long pages = 0;
	double t0 = now_s();
	char *p;

	p = mmap(NULL, region * g_page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (p == MAP_FAILED)
		die("mmap: %s", strerror(errno));
	/* No THP: a huge page would turn the small ranges into splits, not flushes. */
	madvise(p, region * g_page, MADV_NOHUGEPAGE);
	b = busy_start(nbusy, 1);
	pin_self(0);
	loop_init(&l);
	while (loop_more(&l)) {
		size_t i = (size_t)l.done % nsizes;

		touch(p, sizes[i]);
		if (madvise(p, sizes[i] * g_page, MADV_DONTNEED))
			die("madvise: %s", strerror(errno));
		per_size[i]++;
		pages += sizes[i];
		l.done++;
	}
	busy_stop(b, nbusy);
	munmap(p, region * g_page);
	printf("madvise-sweep: iterations=%ld pages=%ld bytes=%ld busy_threads=%d pid=%d", l.done,
	       pages, pages * g_page, nbusy, (int)getpid());
	for (size_t i = 0; i < nsizes; i++)
		printf(" sweeps_%zu=%ld", sizes[i], per_size[i]);
	printf(" seconds=%.3f\n", now_s() - t0);
	return 0;
}

/* ---- parallel-pagefault ------------------------------------------------ */

struct pf_worker {
	pthread_t tid;
	int cpu;
	long rounds;
};

static atomic_long g_pf_rounds_left;

static void *pf_main(void *arg)
{
	struct pf_worker *w = arg;
	const size_t pages = 10000;
	struct loop l;

	pin_self(w->cpu);
	loop_init(&l);
	for (;;) {
		char *p;

		if (g_opt.iterations > 0) {
			if (atomic_load(&g_stop) || atomic_fetch_sub(&g_pf_rounds_left, 1) <= 0)
				break;
		} else if (!loop_more(&l)) {
			break;
		}
		p = mmap(NULL, pages * g_page, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (p == MAP_FAILED)
			die("mmap: %s", strerror(errno));
		/* 4 KiB faults are the point, not THP. */
		madvise(p, pages * g_page, MADV_NOHUGEPAGE);
		touch(p, pages);
		munmap(p, pages * g_page);
		w->rounds++;
	}
	return NULL;
}

static int wl_parallel_pagefault(void)
{
	int n = g_opt.threads;
	struct pf_worker *w = calloc(n, sizeof(*w));
	long rounds = 0;
	double t0 = now_s();

	if (!w)
		die("out of memory");
	/* --iterations N: N rounds in total, shared by the threads. */
	atomic_store(&g_pf_rounds_left, g_opt.iterations);
	for (int i = 0; i < n; i++) {
		w[i].cpu = i;
		if (pthread_create(&w[i].tid, NULL, pf_main, &w[i]))
			die("pthread_create failed");
	}
	for (int i = 0; i < n; i++) {
		pthread_join(w[i].tid, NULL);
		rounds += w[i].rounds;
	}
	free(w);
	printf("parallel-pagefault: iterations=%ld pages=%ld bytes=%ld threads=%d seconds=%.3f\n",
	       rounds, rounds * 10000, rounds * 10000 * g_page, n, now_s() - t0);
	return 0;
}

/* ---- udp-stream -------------------------------------------------------- */

struct udp_ctx {
	int rx;
	long msgs;
	long bytes;
	atomic_int sender_done;
};

static void *udp_rx_main(void *arg)
{
	struct udp_ctx *c = arg;
	static char buf[65536];

	pin_self(1);
	for (;;) {
		ssize_t r = recv(c->rx, buf, sizeof(buf), 0);

		if (r >= 0) {
			c->msgs++;
			c->bytes += r;
			continue;
		}
		if (errno == EINTR)
			continue;
		/* Timeout: stop once the sender is done and the queue is drained. */
		if (atomic_load(&c->sender_done))
			break;
	}
	return NULL;
}

static int wl_udp_stream(void)
{
	static const size_t sizes[] = { 64, 256, 1024, 4096, 8192, 16384 };
	const size_t nsizes = sizeof(sizes) / sizeof(sizes[0]);
	static char msg[16384];
	struct sockaddr_in addr = { .sin_family = AF_INET };
	socklen_t alen = sizeof(addr);
	struct timeval tv = { .tv_sec = 0, .tv_usec = 100000 };
	int rcvbuf = 4 << 20;
	struct udp_ctx c = { 0 };
	long sent = 0, sent_bytes = 0;
	struct loop l;
	pthread_t rt;
	double t0 = now_s();
	int tx;

	c.rx = socket(AF_INET, SOCK_DGRAM, 0);
	tx = socket(AF_INET, SOCK_DGRAM, 0);
	if (c.rx < 0 || tx < 0)
		die("socket: %s", strerror(errno));
	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (bind(c.rx, (struct sockaddr *)&addr, sizeof(addr)) ||
	    getsockname(c.rx, (struct sockaddr *)&addr, &alen))
		die("bind: %s", strerror(errno));
	setsockopt(c.rx, SOL_SOCKET, SO_RCVBUF, &rcvbuf, sizeof(rcvbuf));
	setsockopt(c.rx, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	if (connect(tx, (struct sockaddr *)&addr, sizeof(addr)))
		die("connect: %s", strerror(errno));
	memset(msg, 'm', sizeof(msg));
	if (pthread_create(&rt, NULL, udp_rx_main, &c))
		die("pthread_create failed");
	pin_self(0);
	loop_init(&l);
	while (loop_more(&l)) {
		size_t len = sizes[(size_t)l.done % nsizes];
		ssize_t w = send(tx, msg, len, 0);

		if (w < 0 && errno != ENOBUFS && errno != EINTR && errno != ECONNREFUSED)
			die("send: %s", strerror(errno));
		if (w > 0) {
			sent++;
			sent_bytes += w;
		}
		l.done++;
	}
	atomic_store(&c.sender_done, 1);
	pthread_join(rt, NULL);
	close(tx);
	close(c.rx);
	printf("udp-stream: iterations=%ld sent=%ld received=%ld bytes=%ld sizes=64..16384 "
	       "seconds=%.3f\n", l.done, sent, c.msgs, c.bytes, now_s() - t0);
	(void)sent_bytes;
	return 0;
}

/* ---- numa-migrate ------------------------------------------------------ */

#ifndef MPOL_MF_MOVE
#define MPOL_MF_MOVE (1 << 1)
#endif

static int count_nodes(int *nodes, int max)
{
	DIR *d = opendir("/sys/devices/system/node");
	struct dirent *de;
	int n = 0;

	if (!d)
		return 0;
	while ((de = readdir(d))) {
		char *end;
		long v;

		if (strncmp(de->d_name, "node", 4))
			continue;
		v = strtol(de->d_name + 4, &end, 10);
		if (*end || end == de->d_name + 4)
			continue;
		if (n < max)
			nodes[n] = (int)v;
		n++;
	}
	closedir(d);
	return n;
}

static int wl_numa_migrate(void)
{
	const size_t pages = 256;
	int nodes[64];
	int nn = count_nodes(nodes, 64);
	void **addrs;
	int *target, *status;
	long moved = 0;
	struct loop l;
	double t0 = now_s();
	char *p;

	if (nn < 2) {
		fprintf(stderr, "mmreplay-workload: numa-migrate needs NUMA: this box has %d "
			"node%s\n", nn, nn == 1 ? "" : "s");
		printf("numa-migrate: skipped nodes=%d\n", nn);
		return EXIT_CANNOT;
	}
	p = mmap(NULL, pages * g_page, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	addrs = calloc(pages, sizeof(*addrs));
	target = calloc(pages, sizeof(*target));
	status = calloc(pages, sizeof(*status));
	if (p == MAP_FAILED || !addrs || !target || !status)
		die("out of memory");
	madvise(p, pages * g_page, MADV_NOHUGEPAGE);
	touch(p, pages);
	for (size_t i = 0; i < pages; i++)
		addrs[i] = p + i * g_page;
	loop_init(&l);
	while (loop_more(&l)) {
		int to = nodes[(l.done + 1) % 2 ? 1 : 0];
		long r;

		for (size_t i = 0; i < pages; i++)
			target[i] = to;
		/* move_pages(2) via syscall(): no libnuma needed for one call. */
		r = syscall(SYS_move_pages, 0, (unsigned long)pages, addrs, target, status,
			    MPOL_MF_MOVE);
		if (r < 0)
			die("move_pages: %s", strerror(errno));
		for (size_t i = 0; i < pages; i++)
			moved += status[i] == to;
		l.done++;
	}
	printf("numa-migrate: iterations=%ld pages=%ld bytes=%ld nodes=%d seconds=%.3f\n",
	       l.done, moved, moved * g_page, nn, now_s() - t0);
	munmap(p, pages * g_page);
	free(addrs);
	free(target);
	free(status);
	return 0;
}

/* ---- reclaim-mmap-read ------------------------------------------------- */

/* Cleanup state, also reached from the signal path via the normal exit. */
static char g_cg_dir[PATH_MAX];		/* the child memcg we made */
static char g_cg_parent_procs[PATH_MAX];	/* where to move ourselves back */
static char g_file[PATH_MAX];

static int write_str(const char *path, const char *s)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -errno;
	n = write(fd, s, strlen(s));
	if (n < 0) {
		int e = errno;

		close(fd);
		return -e;
	}
	close(fd);
	return 0;
}

static int file_has_word(const char *path, const char *word)
{
	char buf[512];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n <= 0)
		return 0;
	buf[n] = 0;
	for (char *t = strtok(buf, " \n"); t; t = strtok(NULL, " \n"))
		if (!strcmp(t, word))
			return 1;
	return 0;
}

static void cg_cleanup(void)
{
	char pid[32];

	if (g_cg_dir[0]) {
		snprintf(pid, sizeof(pid), "%d\n", getpid());
		write_str(g_cg_parent_procs, pid);
		if (rmdir(g_cg_dir) && errno != ENOENT)
			fprintf(stderr, "mmreplay-workload: cannot remove %s: %s\n", g_cg_dir,
				strerror(errno));
		g_cg_dir[0] = 0;
	}
	if (g_file[0]) {
		unlink(g_file);
		g_file[0] = 0;
	}
}

/*
 * Create mmreplay-wl-<pid> under @parent, write the limit into @limit_file
 * (memory.limit_in_bytes on v1, memory.max on v2) and move this process in.
 */
static int cg_make(const char *parent, const char *limit_file, const char *val,
		   const char *pid, char *why, size_t whylen)
{
	char path[PATH_MAX + 64];
	int r;

	snprintf(g_cg_dir, sizeof(g_cg_dir), "%s/mmreplay-wl-%d", parent, getpid());
	snprintf(g_cg_parent_procs, sizeof(g_cg_parent_procs), "%s/cgroup.procs", parent);
	if (mkdir(g_cg_dir, 0755) && errno != EEXIST) {
		snprintf(why, whylen, "cannot create %s: %s", g_cg_dir, strerror(errno));
		g_cg_dir[0] = 0;
		return -1;
	}
	snprintf(path, sizeof(path), "%s/%s", g_cg_dir, limit_file);
	r = write_str(path, val);
	if (!r) {
		snprintf(path, sizeof(path), "%s/cgroup.procs", g_cg_dir);
		r = write_str(path, pid);
	}
	if (r) {
		snprintf(why, whylen, "cannot set up %s: %s", g_cg_dir, strerror(-r));
		cg_cleanup();
		return -1;
	}
	return 0;
}

/*
 * Make a child memory cgroup limited to `limit` bytes and move this process
 * into it.  Returns 0, or a message in why[] when no memory controller can be
 * used here.  v1 (memory.limit_in_bytes) is tried first because that is what
 * this box mounts; v2 needs "memory" in the root's cgroup.controllers.
 */
static int cg_enter(long limit, char *why, size_t whylen)
{
	static const char *v1 = "/sys/fs/cgroup/memory";
	static const char *v2s[] = { "/sys/fs/cgroup", "/sys/fs/cgroup/unified" };
	char path[PATH_MAX + 64], val[64], pid[32];
	struct stat st;

	snprintf(pid, sizeof(pid), "%d\n", getpid());
	snprintf(val, sizeof(val), "%ld\n", limit);
	snprintf(path, sizeof(path), "%s/memory.limit_in_bytes", v1);
	if (stat(path, &st) == 0)
		return cg_make(v1, "memory.limit_in_bytes", val, pid, why, whylen);
	for (size_t i = 0; i < sizeof(v2s) / sizeof(v2s[0]); i++) {
		snprintf(path, sizeof(path), "%s/cgroup.controllers", v2s[i]);
		if (!file_has_word(path, "memory"))
			continue;
		snprintf(path, sizeof(path), "%s/cgroup.subtree_control", v2s[i]);
		write_str(path, "+memory");
		return cg_make(v2s[i], "memory.max", val, pid, why, whylen);
	}
	snprintf(why, whylen, "no usable memory cgroup controller (neither v1 %s nor a v2 "
		 "hierarchy with \"memory\" in cgroup.controllers)", v1);
	return -1;
}

struct rd_worker {
	pthread_t tid;
	int cpu;
	const volatile char *map;
	size_t pages;
	long touched;
	unsigned long sum;
};

static void *rd_main(void *arg)
{
	struct rd_worker *w = arg;
	struct loop l;
	size_t start = (size_t)w->cpu * 97; /* spread the threads over the file */

	pin_self(w->cpu);
	loop_init(&l);
	while (loop_more(&l)) {
		/* One full pass per iteration; stop mid-pass when time is up. */
		for (size_t i = 0; i < w->pages; i++) {
			size_t pg = (start + i) % w->pages;

			w->sum += w->map[pg * g_page];
			w->touched++;
			if ((i & 1023) == 0 && g_opt.iterations == 0 && !loop_more(&l))
				break;
		}
		l.done++;
	}
	return NULL;
}

static int wl_reclaim_mmap_read(void)
{
	long limit = g_opt.mib << 20;
	size_t size = (size_t)limit * 2;	/* twice the limit: reclaim must unmap */
	size_t pages = size / g_page;
	char why[PATH_MAX + 128];
	struct rd_worker *w;
	int n = g_opt.threads, fd;
	long touched = 0;
	double t0 = now_s();
	char *map, *buf;

	if (geteuid() != 0) {
		fprintf(stderr, "mmreplay-workload: reclaim-mmap-read needs root to create a "
			"memory cgroup\n");
		return EXIT_CANNOT;
	}
	/* The file must live on a disk-backed fs: tmpfs pages cannot be reclaimed
	 * without swap. */
	snprintf(g_file, sizeof(g_file), "%s/mmreplay-wl-%d.dat", g_opt.dir, getpid());
	fd = open(g_file, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
	if (fd < 0) {
		int e = errno;

		g_file[0] = 0;
		die("cannot create %s/mmreplay-wl-%d.dat: %s", g_opt.dir, getpid(), strerror(e));
	}
	buf = malloc(1 << 20);
	if (!buf)
		die("out of memory");
	memset(buf, 'r', 1 << 20);
	for (size_t off = 0; off < size && !atomic_load(&g_stop); off += 1 << 20) {
		if (write(fd, buf, 1 << 20) != 1 << 20) {
			int e = errno;

			cg_cleanup();
			die("writing the temp file: %s", strerror(e));
		}
	}
	free(buf);
	/* Drop the writer's page cache so the reads below fault pages in and get
	 * charged to the limited cgroup, not to wherever this process started. */
	fdatasync(fd);
	posix_fadvise(fd, 0, size, POSIX_FADV_DONTNEED);
	if (cg_enter(limit, why, sizeof(why))) {
		cg_cleanup();
		fprintf(stderr, "mmreplay-workload: reclaim-mmap-read: %s\n", why);
		return EXIT_CANNOT;
	}
	map = mmap(NULL, size, PROT_READ, MAP_SHARED, fd, 0);
	close(fd);
	if (map == MAP_FAILED) {
		int e = errno;

		cg_cleanup();
		die("mmap: %s", strerror(e));
	}
	w = calloc(n, sizeof(*w));
	if (!w) {
		cg_cleanup();
		die("out of memory");
	}
	for (int i = 0; i < n; i++) {
		w[i].cpu = i;
		w[i].map = map;
		w[i].pages = pages;
		if (pthread_create(&w[i].tid, NULL, rd_main, &w[i])) {
			cg_cleanup();
			die("pthread_create failed");
		}
	}
	for (int i = 0; i < n; i++) {
		pthread_join(w[i].tid, NULL);
		touched += w[i].touched;
	}
	munmap(map, size);
	free(w);
	cg_cleanup();
	printf("reclaim-mmap-read: pages=%ld bytes=%ld file_mib=%zu limit_mib=%ld threads=%d "
	       "seconds=%.3f\n", touched, touched * g_page, size >> 20, g_opt.mib, n,
	       now_s() - t0);
	return 0;
}

/* ---- main -------------------------------------------------------------- */

static const struct {
	const char *name;
	int (*run)(void);
	const char *help;
} workloads[] = {
	{ "munmap-storm", wl_munmap_storm,
	  "one thread mmaps, touches and munmaps 64 pages in a loop while the other\n"
	  "\t\t\t threads of the process spin on every other CPU" },
	{ "madvise-sweep", wl_madvise_sweep,
	  "MADV_DONTNEED on ranges of 1, 8, 32, 33, 34, 64, 512 pages (crossing the\n"
	  "\t\t\t 33-page flush ceiling) while other threads spin in the mm" },
	{ "reclaim-mmap-read", wl_reclaim_mmap_read,
	  "threads read an mmap'd file twice the size of a memory-cgroup limit, so\n"
	  "\t\t\t reclaim unmaps pages (needs root and a v1 or v2 memory controller)" },
	{ "parallel-pagefault", wl_parallel_pagefault,
	  "one thread per CPU faults in 10000 pages, unmaps them, repeats" },
	{ "udp-stream", wl_udp_stream,
	  "loopback UDP send/receive, message sizes 64 to 16384 bytes" },
	{ "numa-migrate", wl_numa_migrate,
	  "move_pages(2) of 256 pages back and forth between two NUMA nodes\n"
	  "\t\t\t (exits 77 on a box with one node)" },
};
#define NWORKLOADS (sizeof(workloads) / sizeof(workloads[0]))

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay-workload SUBCOMMAND [--seconds S | --iterations N] [--threads N]\n"
		"\n"
		"The seed benchmarks in miniature.  Each prints one summary line on stdout\n"
		"(iterations, pages, bytes).\n"
		"\n"
		"Subcommands:\n");
	for (size_t i = 0; i < NWORKLOADS; i++)
		fprintf(f, "  %-20s %s\n", workloads[i].name, workloads[i].help);
	fprintf(f,
		"\n"
		"Options:\n"
		"  --seconds S      run for S seconds (default 1; fractions allowed)\n"
		"  --iterations N   run N iterations instead (one iteration = one mmap/munmap,\n"
		"                   one madvise, one send, one move_pages, one pass over the\n"
		"                   file per thread, or one 10000-page round shared by threads)\n"
		"  --threads N      threads (default: online CPUs, %d here)\n"
		"  --limit-mib M    reclaim-mmap-read: memory cgroup limit (default 48)\n"
		"  --dir DIR        reclaim-mmap-read: temp file directory, must not be tmpfs\n"
		"                   (default /var/tmp)\n"
		"\n"
		"Exit status: 0 done, 1 failed, 2 usage error, 77 this box lacks what the\n"
		"workload needs (memory cgroup, two NUMA nodes).  SIGINT/SIGTERM stop early and\n"
		"still clean up (temp file, cgroup) and print the summary.\n",
		g_ncpu);
}

int main(int argc, char **argv)
{
	struct sigaction sa = { .sa_handler = on_signal };
	const char *sub = NULL;

	g_ncpu = (int)sysconf(_SC_NPROCESSORS_ONLN);
	if (g_ncpu < 1)
		g_ncpu = 1;
	g_page = sysconf(_SC_PAGESIZE);
	g_opt.seconds = 1.0;
	g_opt.threads = g_ncpu;
	g_opt.mib = 48;
	g_opt.dir = "/var/tmp";

	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		char *end;

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			return 0;
		}
		if (a[0] != '-') {
			if (sub) {
				fprintf(stderr, "mmreplay-workload: unexpected argument '%s'\n", a);
				return 2;
			}
			sub = a;
			continue;
		}
		if (i + 1 >= argc) {
			fprintf(stderr, "mmreplay-workload: %s needs a value\n", a);
			return 2;
		}
		const char *v = argv[++i];

		errno = 0;
		if (!strcmp(a, "--seconds")) {
			g_opt.seconds = strtod(v, &end);
			if (*end || g_opt.seconds <= 0)
				goto bad;
		} else if (!strcmp(a, "--iterations")) {
			g_opt.iterations = strtol(v, &end, 10);
			if (*end || g_opt.iterations <= 0)
				goto bad;
		} else if (!strcmp(a, "--threads")) {
			long t = strtol(v, &end, 10);

			if (*end || t <= 0 || t > 1024)
				goto bad;
			g_opt.threads = (int)t;
		} else if (!strcmp(a, "--limit-mib")) {
			g_opt.mib = strtol(v, &end, 10);
			if (*end || g_opt.mib < 4)
				goto bad;
		} else if (!strcmp(a, "--dir")) {
			g_opt.dir = v;
		} else {
			fprintf(stderr, "mmreplay-workload: unknown option '%s'\n", a);
			return 2;
		}
		continue;
bad:
		fprintf(stderr, "mmreplay-workload: bad value '%s' for %s\n", v, a);
		return 2;
	}
	if (!sub) {
		usage(stderr);
		return 2;
	}
	/* No SA_RESTART: blocking calls return EINTR so the loops see g_stop. */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	for (size_t i = 0; i < NWORKLOADS; i++)
		if (!strcmp(sub, workloads[i].name))
			return workloads[i].run();
	fprintf(stderr, "mmreplay-workload: unknown subcommand '%s' (see --help)\n", sub);
	return 2;
}
