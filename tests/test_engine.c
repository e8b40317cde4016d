// SPDX-License-Identifier: GPL-2.0
/*
 * The state tracker's ops on hand-written scenarios (tests/data/scenarios/
 * engine-*.mms; each file's header comment works the expected ops out).
 * Every op is recorded through the engine's op hook and checked exactly.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mmreplay/replay.h"
#include "test.h"

struct rec {
	struct mmr_op *op;
	unsigned int n, cap;
};

static int hook(const struct mmr_op *op, void *arg)
{
	struct rec *r = arg;

	if (r->n == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 256;
		r->op = realloc(r->op, r->cap * sizeof(*r->op));
		if (!r->op)
			abort();
	}
	r->op[r->n] = *op;
	r->op[r->n].ev = NULL;
	r->n++;
	return 0;
}

static struct mmr_source *src;

static struct mmr_replay *run(const char *name, struct rec *rec)
{
	char path[512];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	int ret;

	memset(rec, 0, sizeof(*rec));
	snprintf(path, sizeof(path), "%s/scenarios/%s", MMR_TEST_DATA, name);
	ret = mmr_source_open(path, &src, &err);
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		exit(1);
	}
	opts.op_hook = hook;
	opts.op_hook_arg = rec;
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (!ret)
		ret = mmr_replay_run(r, src, &err);
	if (ret) {
		fprintf(stderr, "%s: %s\n", name, mmr_error_msg(&err, ret));
		exit(1);
	}
	return r;
}

static void done(struct mmr_replay *r, struct rec *rec)
{
	mmr_replay_free(r);
	mmr_source_close(src);
	src = NULL;
	free(rec->op);
}

static unsigned int count(const struct rec *rec, unsigned int kind)
{
	unsigned int i, n = 0;

	for (i = 0; i < rec->n; i++)
		n += rec->op[i].kind == kind;
	return n;
}

/* The @nth (0-based) op of @kind, or NULL. */
static const struct mmr_op *nth(const struct rec *rec, unsigned int kind, unsigned int nth)
{
	unsigned int i;

	for (i = 0; i < rec->n; i++)
		if (rec->op[i].kind == kind && !nth--)
			return &rec->op[i];
	return NULL;
}

static void test_reclaim64(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-reclaim64.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm = mmr_state_task_mm(st, 100);
	const struct mmr_op *op;
	unsigned int i;

	CHECK(mm != 0);
	/* threads share the process's mm; kswapd (child of kthreadd) has none */
	CHECK_EQ(mmr_state_task_mm(st, 101), mm);
	CHECK_EQ(mmr_state_task_mm(st, 103), mm);
	CHECK_EQ(mmr_state_task_mm(st, 50), 0);
	/* ran on all four CPUs; CPU 0 is lazy under kswapd with the mm still loaded */
	for (i = 0; i < 4; i++)
		CHECK_EQ(mmr_state_ran_on(st, mm, i), 1);
	CHECK_EQ(mmr_state_ran_on_mask(st, mm)[0], 0xf);
	CHECK_EQ(mmr_state_lazy(st, 0), 1);
	CHECK_EQ(mmr_state_loaded_mm(st, 0), mm);
	CHECK_EQ(mmr_state_lazy(st, 1), 0);
	CHECK_EQ(mmr_state_current(st, 0), 50);

	CHECK_EQ(count(&rec, MMR_OP_PAGE_ALLOC), 64);
	CHECK_EQ(count(&rec, MMR_OP_CHARGE), 64);
	CHECK_EQ(count(&rec, MMR_OP_PAGE_FREE), 64);
	CHECK_EQ(count(&rec, MMR_OP_UNCHARGE), 64);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 5);
	CHECK(op && op->mm == mm && op->pfn == 0x10005 && op->cpu == 1 && op->pid == 101);
	CHECK(op && op->reused_pending == 0 && op->zone == -1);
	op = nth(&rec, MMR_OP_CHARGE, 0);
	CHECK(op && op->npages == 1 && op->memcg == mm);
	CHECK_EQ(mmr_state_memcg_source(st), MMR_MEMCG_PER_PROCESS);
	op = nth(&rec, MMR_OP_PAGE_FREE, 63);
	CHECK(op && op->mm == mm && op->pfn == 0x1003f);

	/* one UNMAP for the pass, right before its PASS_END, on kswapd's CPU */
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 1);
	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 1);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op != NULL);
	if (op) {
		CHECK_EQ(op->unmap_kind, MMR_UNMAP_RECLAIM);
		CHECK_EQ(op->mm, mm);
		CHECK_EQ(op->npages, 64);
		CHECK_EQ(op->cpu, 0);
		CHECK_EQ(op->pid, 50);
		CHECK_EQ(op->dirty, 0);
		CHECK_EQ(op[1].kind, MMR_OP_PASS_END);
		CHECK_EQ(op[1].unmap_kind, MMR_UNMAP_RECLAIM);
		CHECK_EQ(op[1].pid, 50);
	}
	/*
	 * SWITCH ops: the two missed switches on CPU 0 (init's task_newtask of
	 * 100 where kthreadd ran, then 100's own events), 4 user switches,
	 * kswapd (mm 0)
	 */
	CHECK_EQ(count(&rec, MMR_OP_SWITCH), 7);
	op = nth(&rec, MMR_OP_SWITCH, 6);
	CHECK(op && op->mm == 0 && op->pid == 50 && op->cpu == 0);
	/* pages are gone from the present set */
	CHECK_EQ(mmr_state_mm_pages(st, mm), 0);
	done(r, &rec);
}

static void check_unmap(const struct mmr_op *op, unsigned int kind, uint64_t npages,
			uint64_t start, uint64_t end, int freed, int line)
{
	if (!op) {
		fprintf(stderr, "line %d: missing UNMAP\n", line);
		test_failures++;
		return;
	}
	if (op->unmap_kind != kind || op->npages != npages || op->start != start ||
	    op->end != end || op->freed_tables != freed) {
		fprintf(stderr, "line %d: UNMAP kind %u npages %llu [%#llx,%#llx) freed %u\n", line,
			op->unmap_kind, (unsigned long long)op->npages,
			(unsigned long long)op->start, (unsigned long long)op->end,
			op->freed_tables);
		test_failures++;
	}
}

static void test_unmap(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-unmap.mms", &rec);
	const uint64_t b = 0x7f0000000000ull;
	unsigned int i = 0;
	uint32_t mm = 0;
	const struct mmr_op *op;

	op = nth(&rec, MMR_OP_PAGE_ALLOC, 0);
	CHECK(op && op->mm);
	if (op)
		mm = op->mm;
	for (i = 0; i < rec.n; i++)
		if (rec.op[i].kind == MMR_OP_UNMAP)
			CHECK_EQ(rec.op[i].mm, mm);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 7);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 0), MMR_UNMAP_MPROTECT, 5, b, b + 0x5000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 1), MMR_UNMAP_MUNMAP, 5, b + 0x5000, b + 0x19000, 0,
		    __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 2), MMR_UNMAP_MADVISE, 3, b, b + 0x3000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 3), MMR_UNMAP_MADVISE, 2, b, b + 0x28000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 4), MMR_UNMAP_MREMAP, 2, b + 0x3000, b + 0x5000, 0,
		    __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 5), MMR_UNMAP_MUNMAP, 2, b + 0x100000, b + 0x102000, 0,
		    __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 6), MMR_UNMAP_MUNMAP, 512, b + 0x200000, b + 0x400000,
		    1, __LINE__);
	/* the exit: nothing present any more, so no UNMAP(exit); MM_EXIT of that mm */
	op = nth(&rec, MMR_OP_UNMAP, 7);
	CHECK(op == NULL);
	CHECK_EQ(count(&rec, MMR_OP_MM_EXIT), 1);
	op = nth(&rec, MMR_OP_MM_EXIT, 0);
	CHECK(op && op->mm == mm && op->ts == 4000);
	done(r, &rec);
}

/*
 * engine-leaves.mms: a present-map leaf freed while it is cached (second
 * entry, then first) is not used again: the faults after it land in new
 * leaves, which the next munmaps find.  A full leaf kept as a spare at an
 * exit comes back empty.
 */
static void test_leaves(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-leaves.mms", &rec);
	const uint64_t a = 0x7f0000000000ull, b = 0x7f0000100000ull, d = 0x7f0000300000ull;

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 6);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 4), MMR_UNMAP_EXIT, 3, 0, 0, 1, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 5), MMR_UNMAP_MUNMAP, 1, d, d + 0x40000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 0), MMR_UNMAP_MUNMAP, 2, b, b + 0x2000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 1), MMR_UNMAP_MUNMAP, 1, b, b + 0x10000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 2), MMR_UNMAP_MUNMAP, 4, a, a + 0x4000, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 3), MMR_UNMAP_MUNMAP, 1, a, a + 0x1000, 0, __LINE__);
	done(r, &rec);
}

/* engine-pfns.mms: pfns at the ends of the pfn table and past it. */
static void check_pfns(void)
{
	static const uint64_t pfn[6] = { 0xfffffffull, 0x7fffffffull, 0x80000000ull,
					 0x10000000000ull, 0x20000000000ull, 0x80000000ull };
	static const int mt[6] = { 1, 1, 1, -1, -1, -1 };
	struct rec rec;
	struct mmr_replay *r = run("engine-pfns.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm = mmr_state_task_mm(st, 500);
	const struct mmr_op *op;
	unsigned int i;

	CHECK(mm != 0);
	CHECK_EQ(count(&rec, MMR_OP_PAGE_ALLOC), 5);
	CHECK_EQ(count(&rec, MMR_OP_PAGE_FREE), 6);
	for (i = 0; i < 4; i++) {
		op = nth(&rec, MMR_OP_PAGE_ALLOC, i);
		CHECK(op && op->pfn == pfn[i] && op->mm == mm);
	}
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 4);
	CHECK(op && op->pfn == 0x80000000ull && op->mm == mm && op->ts == 5001);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 1);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 0), MMR_UNMAP_MUNMAP, 4, 0x10000, 0x14000, 0, __LINE__);
	for (i = 0; i < 6; i++) {
		op = nth(&rec, MMR_OP_PAGE_FREE, i);
		CHECK(op && op->pfn == pfn[i] && op->migratetype == mt[i] &&
		      op->mm == (i < 4 ? mm : 0));
	}
	CHECK_EQ(mmr_state_mm_pages(st, mm), 1);
	done(r, &rec);
}

#if !defined(__SANITIZE_ADDRESS__)
/* VmSize of this process, in KiB (-1 unknown). */
static long vm_size_kb(void)
{
	char line[256];
	long kb = -1;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmSize: %ld", &kb) == 1)
			break;
	fclose(f);
	return kb;
}
#endif

/*
 * The scenario with the full table, then in a child whose address space
 * leaves room for a table of 2^28 pfns (1 GiB) but not 2^29: 0x7fffffff
 * then goes to the hash as well, and the ops must be the same.  Not under
 * AddressSanitizer, whose shadow memory needs the address space.
 */
static void test_pfns(void)
{
	check_pfns();
#if defined(__SANITIZE_ADDRESS__)
	fprintf(stderr, "test_pfns: the limited-address-space half is not run under ASan\n");
#else
	{
		long before = vm_size_kb();
		pid_t pid;
		int status;

		CHECK(before > 0);
		fflush(NULL);
		pid = fork();
		if (pid == 0) {
			struct mmr_replay_opts opts = { 0 };
			struct mmr_error err = { 0 };
			struct mmr_replay *probe;
			struct rlimit rl;
			long grown;

			rl.rlim_cur = rl.rlim_max = (rlim_t)(before + (1536l << 10)) << 10;
			if (setrlimit(RLIMIT_AS, &rl) < 0)
				_exit(2);
			/* the reservation this state got: between 1 and 2 GiB */
			if (mmr_replay_new(NULL, &opts, &probe, &err) < 0)
				_exit(3);
			grown = vm_size_kb() - before;
			mmr_replay_free(probe);
			if (grown < (1l << 20) || grown >= (2l << 20)) {
				fprintf(stderr, "test_pfns: table reservation %ld KiB\n", grown);
				_exit(4);
			}
			check_pfns();
			_exit(test_done());
		}
		CHECK(pid > 0);
		CHECK(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
		      WEXITSTATUS(status) == 0);
	}
#endif
}

/* Collects the caveat lines of mmr_replay_state_caveats() that contain a string. */
struct caveat_find {
	const char *want;
	char line[1024];
	int n;
};

static void caveat_emit(void *arg, const char *line)
{
	struct caveat_find *f = arg;

	if (!strstr(line, f->want))
		return;
	f->n++;
	snprintf(f->line, sizeof(f->line), "%s", line);
}

/*
 * engine-readahead.mms: a reclaim pass of the two readahead folios of a fault,
 * then one of the fault's first folio: the caveat counts 1 of 2 passes.
 */
static void test_readahead(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-readahead.mms", &rec);
	struct caveat_find f = { .want = "readahead" };

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 2);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 0), MMR_UNMAP_RECLAIM, 2, 0, 0, 0, __LINE__);
	check_unmap(nth(&rec, MMR_OP_UNMAP, 1), MMR_UNMAP_RECLAIM, 1, 0, 0, 0, __LINE__);
	mmr_replay_state_caveats(r, caveat_emit, &f);
	CHECK_EQ(f.n, 1);
	CHECK(strncmp(f.line, "1 of the 2 reclaim passes", 25) == 0);
	if (strncmp(f.line, "1 of the 2 reclaim passes", 25))
		fprintf(stderr, "caveat: %s\n", f.line);
	done(r, &rec);
}

/*
 * engine-filemap.mms: with the filemap tracepoints, a page-cache folio no
 * fault mapped (readahead) is not unmapped by reclaim, and one cached before
 * the trace that a fault mapped is: of five passes, three unmap (one of
 * order-2 folios found by a fault-around range inside one of them).
 */
static void test_filemap(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-filemap.mms", &rec);
	struct caveat_find f = { .want = "readahead" }, g = { .want = "before the trace and" };
	uint32_t mm = mmr_state_task_mm(mmr_replay_state(r), 700);
	struct mmr_replay_stats stats;
	const struct mmr_op *op;

	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 5);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 3);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	check_unmap(op, MMR_UNMAP_RECLAIM, 2, 0, 0, 0, __LINE__);
	CHECK(op && op->ts == 4008 && op->mm == mm && mm);
	op = nth(&rec, MMR_OP_UNMAP, 1);
	check_unmap(op, MMR_UNMAP_RECLAIM, 1, 0, 0, 0, __LINE__);
	CHECK(op && op->ts == 9011 && op->mm == mm);
	/* large folios: fault-around inside one finds it by its first index */
	op = nth(&rec, MMR_OP_UNMAP, 2);
	check_unmap(op, MMR_UNMAP_RECLAIM, 8, 0, 0, 0, __LINE__);
	CHECK(op && op->ts == 12011 && op->mm == mm);
	mmr_replay_get_stats(r, &stats);
	CHECK_EQ(stats.reclaim_unowned, 2);
	mmr_replay_state_caveats(r, caveat_emit, &f);
	CHECK_EQ(f.n, 1);
	CHECK(strncmp(f.line, "6 pages freed by reclaim were readahead", 39) == 0);
	if (strncmp(f.line, "6 pages freed by reclaim were readahead", 39))
		fprintf(stderr, "caveat: %s\n", f.line);
	mmr_replay_state_caveats(r, caveat_emit, &g);
	CHECK_EQ(g.n, 1);
	CHECK(strncmp(g.line, "1 pages freed by reclaim were cached", 36) == 0);
	done(r, &rec);
}

/* engine-noexit.mms: syscall unmaps when the trace lacks their sys_exit events */
static void test_noexit(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-noexit.mms", &rec);
	const uint64_t b = 0x7f0000000000ull;
	static const struct {
		unsigned int kind;
		uint64_t npages, start, end, ts, enter_ts;
	} want[] = {
		{ MMR_UNMAP_MUNMAP, 2, 0, 0x2000, 3001, 3000 },
		{ MMR_UNMAP_MUNMAP, 1, 0x2000, 0x3000, 3200, 3100 },
		{ MMR_UNMAP_MADVISE, 2, 0x3000, 0x5000, 3300, 3200 },
		{ MMR_UNMAP_MPROTECT, 1, 0, 0x6000, 3401, 3400 },
		{ MMR_UNMAP_MUNMAP, 1, 0x10000, 0x11000, 4001, 4000 },
	};
	const struct mmr_op *op;
	unsigned int i;

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 6);
	for (i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		op = nth(&rec, MMR_OP_UNMAP, i);
		check_unmap(op, want[i].kind, want[i].npages, b + want[i].start, b + want[i].end,
			    0, __LINE__);
		CHECK(op && op->ts == want[i].ts && op->enter_ts == want[i].enter_ts);
		CHECK(op && op->cpu == 0 && op->pid == 300);
	}
	op = nth(&rec, MMR_OP_UNMAP, 5);
	CHECK(op && op->unmap_kind == MMR_UNMAP_EXIT && op->npages == 1 && op->ts == 5000);
	/* the frees inside munmap opened no pass: the shrink_inactive has nothing */
	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 1);
	done(r, &rec);
}

/* engine-batched.mms: free_batched records add no free; memcg reclaim in a fault */
static void test_batched(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-batched.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm = mmr_state_task_mm(st, 700);
	struct mmr_replay_stats stats;
	const struct mmr_op *op;

	CHECK(mm != 0);
	CHECK_EQ(count(&rec, MMR_OP_PAGE_FREE), 3);
	CHECK_EQ(count(&rec, MMR_OP_UNCHARGE), 2);
	op = nth(&rec, MMR_OP_PAGE_FREE, 0);
	CHECK(op && op->pfn == 0x700 && op->migratetype == 1 && op->ts == 2002);
	op = nth(&rec, MMR_OP_PAGE_FREE, 1);
	CHECK(op && op->pfn == 0x701 && op->migratetype == 1 && op->ts == 2003);
	op = nth(&rec, MMR_OP_PAGE_FREE, 2);
	CHECK(op && op->pfn == 0x7ff && op->migratetype == -1);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 1);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->npages == 2 && op->mm == mm &&
	      op->pid == 700 && op->cpu == 0 && op->ts == 2006);
	CHECK(op && op[1].kind == MMR_OP_PASS_END);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 2);
	CHECK(op && op->pfn == 0x702 && op->mm == mm);
	mmr_replay_get_stats(r, &stats);
	CHECK_EQ(stats.reclaim_unowned, 0);
	CHECK_EQ(mmr_state_mm_pages(st, mm), 1);
	done(r, &rec);
}

/* engine-missed.mms: an event of another task than the CPU's current one */
static struct {
	const struct mmr_state *st;
	uint32_t loaded[2];
	int lazy[2], curr[2], seen[2];
} probe;

/* the state the PAGE_ALLOC ops (3001, 4001) see: already updated for their events */
static int missed_hook(const struct mmr_op *op, void *arg)
{
	int i = op->ts == 4001;

	(void)arg;
	if (op->kind != MMR_OP_PAGE_ALLOC || (op->ts != 3001 && op->ts != 4001))
		return 0;
	probe.seen[i] = 1;
	probe.loaded[i] = mmr_state_loaded_mm(probe.st, 1);
	probe.lazy[i] = mmr_state_lazy(probe.st, 1);
	probe.curr[i] = mmr_state_current(probe.st, 1);
	return hook(op, arg);
}

static void test_missed_switch(void)
{
	char path[512];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	struct mmr_replay_stats stats;
	const struct mmr_state *st;
	struct rec rec = { 0 };
	uint32_t mm900, mm910;
	int ret;

	snprintf(path, sizeof(path), "%s/scenarios/engine-missed.mms", MMR_TEST_DATA);
	ret = mmr_source_open(path, &src, &err);
	opts.op_hook = missed_hook;
	opts.op_hook_arg = &rec;
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (!ret) {
		probe.st = mmr_replay_state(r);
		ret = mmr_replay_run(r, src, &err);
	}
	CHECK_EQ(ret, 0);
	if (ret) {
		mmr_replay_free(r);
		mmr_source_close(src);
		return;
	}
	st = mmr_replay_state(r);
	mm900 = mmr_state_task_mm(st, 900);
	mm910 = mmr_state_task_mm(st, 910);
	CHECK(mm900 != 0 && mm910 != 0 && mm900 != mm910);
	CHECK(probe.seen[0] && probe.seen[1]);
	/* 900's fault at 3000: it runs on CPU 1 again, its mm loaded, not lazy */
	CHECK_EQ(probe.curr[0], 900);
	CHECK_EQ(probe.loaded[0], mm900);
	CHECK_EQ(probe.lazy[0], 0);
	/* 910's fault at 4000 */
	CHECK_EQ(probe.curr[1], 910);
	CHECK_EQ(probe.loaded[1], mm910);
	CHECK_EQ(probe.lazy[1], 0);
	/* the end: idle's event at 5000: lazy with 910's mm loaded */
	CHECK_EQ(mmr_state_current(st, 1), 0);
	CHECK_EQ(mmr_state_loaded_mm(st, 1), mm910);
	CHECK_EQ(mmr_state_lazy(st, 1), 1);
	CHECK_EQ(mmr_state_ran_on(st, mm910, 1), 1);
	mmr_replay_get_stats(r, &stats);
	CHECK_EQ(stats.missed_switches, 3);
	/* the 2 traced switches and the 3 missed ones, each a change of what CPU 1 runs */
	CHECK_EQ(stats.ops_by_kind[MMR_OP_SWITCH], 5);
	done(r, &rec);
}

/* Total of @metric of model @spec replayed over scenario @name. */
static long long scenario_metric(const char *name, const char *spec, const char *metric)
{
	char path[512];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *s = NULL;
	struct mmr_replay *r = NULL;
	long long v = -1;
	int ret, m;

	snprintf(path, sizeof(path), "%s/scenarios/%s", MMR_TEST_DATA, name);
	ret = mmr_source_open(path, &s, &err);
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(s), &opts, &r, &err);
	if (!ret)
		ret = mmr_replay_add_model_spec(r, spec, &err) < 0 ? -1 : 0;
	if (!ret)
		ret = mmr_replay_run(r, s, &err);
	if (!ret) {
		m = mmr_counters_find(mmr_replay_model_counters(r, 0), metric);
		if (m >= 0)
			v = mmr_counters_total(mmr_replay_model_counters(r, 0), (unsigned int)m);
	} else {
		fprintf(stderr, "%s: %s\n", name, err.msg);
	}
	mmr_replay_free(r);
	mmr_source_close(s);
	return v;
}

/* engine-cow.mms: fork's flush_tlb_mm and CoW breaks */
static void test_cow(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-cow.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm800 = mmr_state_task_mm(st, 800), mm801 = mmr_state_task_mm(st, 801);
	const struct mmr_op *op;

	CHECK(mm800 && mm801 && mm800 != mm801);
	CHECK_EQ(mmr_state_task_mm(st, 802), mm800);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 2);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_FORK && op->mm == mm800 && op->npages == 0 &&
	      op->freed_tables == 1 && op->ts == 200 && op->pid == 800 && op->cpu == 0);
	op = nth(&rec, MMR_OP_UNMAP, 1);
	CHECK(op && op->unmap_kind == MMR_UNMAP_COW && op->mm == mm801 && op->npages == 1 &&
	      op->start == 0x10000 && op->end == 0x11000 && op->ts == 1001 && op->pid == 801 &&
	      op->cpu == 1 && op->freed_tables == 0);
	/* after the allocation it flushes for */
	CHECK(op && op[-1].kind == MMR_OP_CHARGE && op[-2].kind == MMR_OP_PAGE_ALLOC &&
	      op[-2].pfn == 0x801);
	done(r, &rec);
	/* the x86 model flushes for them like for any unmap (hand-worked in the .mms) */
	CHECK_EQ(scenario_metric("engine-cow.mms", "x86:epoch=4.19", "tlb.flush_rounds"), 1);
	CHECK_EQ(scenario_metric("engine-cow.mms", "x86:epoch=4.19", "tlb.ipi"), 1);
	CHECK_EQ(scenario_metric("engine-cow.mms", "x86:epoch=4.19", "tlb.local_flush"), 2);
}

/*
 * engine-vma.mms: an address space the tracker learns from exec, mmap,
 * munmap, mprotect, mremap and fork (hand-worked in the .mms): a munmap that
 * frees page tables with no page left, mprotect flushing only where the
 * protection changes, the page a fork copies, a wakeup onto an idle CPU.
 */
static void check_vma_op(const struct mmr_op *op, unsigned int kind, uint64_t npages,
			 uint64_t start, uint64_t end, int freed, unsigned int vmas,
			 unsigned int flags, uint64_t ts, int line)
{
	check_unmap(op, kind, npages, start, end, freed, line);
	if (op && (op->nr_vmas != vmas || op->unmap_flags != flags || op->ts != ts)) {
		fprintf(stderr, "line %d: UNMAP vmas %u flags %#x ts %llu\n", line, op->nr_vmas,
			op->unmap_flags, (unsigned long long)op->ts);
		test_failures++;
	}
}

static void test_vma(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-vma.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	const uint64_t a = 0x7f0000000000ull, b = 0x7f0000800000ull, c = 0x7f0001000000ull;
	const unsigned int rg = MMR_UNMAP_F_RANGE;
	uint32_t mm300 = mmr_state_task_mm(st, 300), mm301 = mmr_state_task_mm(st, 301);
	const struct mmr_op *op;
	unsigned int i;

	CHECK(mm300 && mm301 && mm300 != mm301);
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 10);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 0), MMR_UNMAP_MUNMAP, 1, a + 0x200000, a + 0x201000, 0,
		     1, 0, 401, __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 1), MMR_UNMAP_MUNMAP, 0, a + 0x201000, a + 0x400000, 1,
		     0, 0, 411, __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 2), MMR_UNMAP_MPROTECT, 1, a, a + 0x1000, 0, 1, rg,
		     501, __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 3), MMR_UNMAP_MPROTECT, 1, a, a + 0x1000, 0, 1,
		     rg | MMR_UNMAP_F_GRANT, 521, __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 4), MMR_UNMAP_MPROTECT, 2, a, a + 0x2000, 0, 1, rg,
		     531, __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 5), MMR_UNMAP_MREMAP, 2, a, a + 0x2000, 0, 0, rg, 601,
		     __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 6), MMR_UNMAP_MUNMAP, 1, b, b + 0x1000, 0, 1, 0, 701,
		     __LINE__);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 7), MMR_UNMAP_MUNMAP, 3, c, c + 0x3000, 1, 1, 0, 811,
		     __LINE__);
	op = nth(&rec, MMR_OP_UNMAP, 8);
	CHECK(op && op->unmap_kind == MMR_UNMAP_FORK && op->ts == 1000);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 9), MMR_UNMAP_MADVISE, 1, b, b + 0x2000, 0, 1, 0,
		     1201, __LINE__);
	op = nth(&rec, MMR_OP_UNMAP, 9);
	CHECK(op && op->mm == mm301 && op->cpu == 1 && op->pid == 301);
	for (i = 0; i < 9; i++) {
		op = nth(&rec, MMR_OP_UNMAP, i);
		CHECK(op && op->mm == mm300 && op->cpu == 0 && op->pid == 300);
	}
	/* the wakeup's switch: CPU 1 runs 301 from 1100 */
	for (op = NULL, i = 0; i < rec.n; i++)
		if (rec.op[i].kind == MMR_OP_SWITCH && rec.op[i].cpu == 1 && rec.op[i].pid == 301)
			op = &rec.op[i];
	CHECK(op && op->ts == 1100 && op->mm == mm301);
	done(r, &rec);
}

/*
 * engine-pageout.mms (swap_kb=0): MADV_PAGEOUT reclaims the file page with a
 * batched flush, a reclaim pass of its own; the anonymous page stays.
 */
static void test_pageout(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-pageout.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm = mmr_state_task_mm(st, 300);
	const struct mmr_op *op;

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 2);
	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 1);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->npages == 1 && op->mm == mm &&
	      op->ts == 401 && op->cpu == 0 && op->pid == 300);
	CHECK(op && op[1].kind == MMR_OP_PASS_END && op[1].unmap_kind == MMR_UNMAP_RECLAIM);
	check_vma_op(nth(&rec, MMR_OP_UNMAP, 1), MMR_UNMAP_MUNMAP, 1, 0x7f0000002000ull,
		     0x7f0000004000ull, 0, 1, 0, 501, __LINE__);
	done(r, &rec);
}

static void test_tasks(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-tasks.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t mm300 = mmr_state_task_mm(st, 300), mm302 = mmr_state_task_mm(st, 302);
	const struct mmr_op *op, *sw;
	uint32_t old302;

	CHECK(mm300 != 0 && mm302 != 0 && mm300 != mm302);
	CHECK_EQ(mmr_state_task_mm(st, 301), mm300);
	CHECK_EQ(mmr_state_task_mm(st, 40), 0); /* kworker: kernel thread by comm */
	CHECK_EQ(mmr_state_mm_tgid(st, mm300), 300);
	/* CPU 1: 301 -> kworker -> idle: lazy, 300's mm still loaded */
	CHECK_EQ(mmr_state_lazy(st, 1), 1);
	CHECK_EQ(mmr_state_loaded_mm(st, 1), mm300);
	CHECK_EQ(mmr_state_current(st, 1), 0);
	CHECK_EQ(mmr_state_ran_on_mask(st, mm300)[0], 0x3);
	/* 302 exec'd on CPU 2: new mm loaded there, not lazy */
	CHECK_EQ(mmr_state_loaded_mm(st, 2), mm302);
	CHECK_EQ(mmr_state_lazy(st, 2), 0);
	CHECK_EQ(mmr_state_ran_on_mask(st, mm302)[0], 0x4);

	/*
	 * switches: 300's missed one on CPU 0 (its task_newtask at 200, where 1
	 * ran), 300, 301, 302 (mms), kworker and idle (0), exec's switch
	 */
	CHECK_EQ(count(&rec, MMR_OP_SWITCH), 7);
	CHECK_EQ(nth(&rec, MMR_OP_SWITCH, 0)->mm, mm300);
	old302 = nth(&rec, MMR_OP_SWITCH, 3)->mm;
	CHECK(old302 != 0 && old302 != mm300);
	CHECK_EQ(nth(&rec, MMR_OP_SWITCH, 2)->mm, mm300);
	CHECK_EQ(nth(&rec, MMR_OP_SWITCH, 4)->mm, 0);
	CHECK_EQ(nth(&rec, MMR_OP_SWITCH, 5)->mm, 0);
	sw = nth(&rec, MMR_OP_SWITCH, 6);
	CHECK(sw && sw->mm == mm302 && sw->cpu == 2 && sw->pid == 302);
	/* the pre-exec mm exits, before the switch to the new one */
	CHECK_EQ(count(&rec, MMR_OP_MM_EXIT), 1);
	op = nth(&rec, MMR_OP_MM_EXIT, 0);
	CHECK(op && op->mm == old302 && op < sw);

	/* ownership: 302's alloc on CPU 3 no; 300's after its fault yes; after its syscall no */
	CHECK_EQ(count(&rec, MMR_OP_PAGE_ALLOC), 3);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 0);
	CHECK(op && op->pfn == 0x30003 && op->mm == 0);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 1);
	CHECK(op && op->pfn == 0x30000 && op->mm == mm300);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 2);
	CHECK(op && op->pfn == 0x30001 && op->mm == 0);
	CHECK_EQ(count(&rec, MMR_OP_CHARGE), 1);
	CHECK_EQ(mmr_state_mm_pages(st, mm300), 1);
	/*
	 * madvise(NORMAL) changes no PTE; the one UNMAP is 300's fork of 302
	 * (no CLONE_VM): dup_mmap()'s flush_tlb_mm() of 300's mm
	 */
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 1);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_FORK && op->mm == mm300 && op->npages == 0 &&
	      op->freed_tables == 1 && op->ts == 300 && op->pid == 300);
	done(r, &rec);
}

static void test_pass(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-pass.mms", &rec);
	const struct mmr_state *st = mmr_replay_state(r);
	uint32_t a = mmr_state_task_mm(st, 400), b = mmr_state_task_mm(st, 500);
	const struct mmr_op *op;
	const struct mmr_zone *z;

	CHECK(a && b && a != b);
	CHECK_EQ(mmr_state_memcg_source(st), MMR_MEMCG_CGROUP);
	CHECK_EQ(mmr_state_nr_zones(st), 2);
	z = mmr_state_zone(st, 1);
	CHECK(z && z->start_pfn == 0x180 && z->end_pfn == 0x1000 && z->batch == 63 &&
	      z->high == 600 && !strcmp(z->name, "Normal"));
	CHECK_EQ(mmr_state_cpu_node(st, 3), 1);

	/* charges go to the dense cgroup ids: 400 -> 1 (dst_id 7), 500 -> 2 (dst_id 9) */
	op = nth(&rec, MMR_OP_CHARGE, 0);
	CHECK(op && op->memcg == 1 && op->mm == a);
	op = nth(&rec, MMR_OP_CHARGE, 3);
	CHECK(op && op->memcg == 2 && op->mm == b);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 0);
	CHECK(op && op->zone == 0 && op->node == 0);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 3);
	CHECK(op && op->zone == 1);

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 5);
	/* the dirty page: its own UNMAP, then WRITEBACK at once */
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->mm == a && op->npages == 1 &&
	      op->dirty == 1 && op->pfn == 0x101 && op->ts == 300 && op->cpu == 2);
	CHECK(op && op[1].kind == MMR_OP_WRITEBACK && op[1].pfn == 0x101 && op[1].mm == a);
	/* the pass end: one UNMAP per mm, first-seen order, then PASS_END */
	op = nth(&rec, MMR_OP_UNMAP, 1);
	CHECK(op && op->mm == a && op->npages == 1 && op->dirty == 0 && op->ts == 320 &&
	      op->pid == 60 && op->cpu == 2);
	CHECK(op && op[1].kind == MMR_OP_UNMAP && op[1].mm == b && op[1].npages == 2);
	CHECK(op && op[2].kind == MMR_OP_PASS_END && op[2].cpu == 2 && op[2].pid == 60);
	/* uncharges: 5 frees of charged pages (0x999 was never charged) */
	CHECK_EQ(count(&rec, MMR_OP_UNCHARGE), 5);
	op = nth(&rec, MMR_OP_PAGE_FREE, 4);
	CHECK(op && op->pfn == 0x999 && op->mm == 0);

	/* reuse: 0x200 was reclaimed (freed at 312, pass end at 320) and comes back */
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 5);
	CHECK(op && op->pfn == 0x200 && op->mm == a && op->reused_pending == 1 &&
	      op->unmap_ts == 320);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 4);
	CHECK(op && op->reused_pending == 0);

	/* direct reclaim by 500 of 400's page: its own pass on CPU 1 */
	op = nth(&rec, MMR_OP_UNMAP, 3);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->mm == a && op->npages == 1 &&
	      op->pid == 500 && op->cpu == 1 && op->ts == 502);
	CHECK(op && op[1].kind == MMR_OP_PASS_END && op[1].pid == 500);
	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 4);

	/*
	 * the migration batches: a NUMA hinting fault's page, PROT_NONE, needs no
	 * flush (only its PASS_END and MIGRATE); move_pages' 2 pages do
	 */
	op = nth(&rec, MMR_OP_PASS_END, 2);
	CHECK(op && op->unmap_kind == MMR_UNMAP_MIGRATION && op->ts == 602);
	op = nth(&rec, MMR_OP_UNMAP, 4);
	CHECK(op && op->unmap_kind == MMR_UNMAP_MIGRATION && op->mm == a && op->npages == 2 &&
	      op->ts == 710);
	CHECK(op && op[1].kind == MMR_OP_PASS_END && op[1].unmap_kind == MMR_UNMAP_MIGRATION);
	op = nth(&rec, MMR_OP_MIGRATE, 0);
	CHECK(op && op->npages == 1 && op->node == 0 && op->mm == a && op->ts == 602);
	CHECK_EQ(count(&rec, MMR_OP_MIGRATE), 1);
	{
		struct mmr_replay_stats stats;

		mmr_replay_get_stats(r, &stats);
		CHECK_EQ(stats.migration_protnone, 1);
	}
	/* present: 400 had 0x1000..0x3000 + 0x5000, lost 0x1000, 0x2000, 0x3000 to reclaim */
	CHECK_EQ(mmr_state_mm_pages(st, a), 1);
	CHECK_EQ(mmr_state_mm_pages(st, b), 0);
	done(r, &rec);
}

/* Measured metric @name of the tlb measurer (index 0). */
static int64_t measured(const struct mmr_replay *r, const char *name, int cpu, int *known)
{
	const struct mmr_counters *c = mmr_replay_measure_counters(r, 0);
	int m = mmr_counters_find(c, name);

	if (m < 0) {
		fprintf(stderr, "no measured metric %s\n", name);
		test_failures++;
		return -1;
	}
	if (known)
		*known = mmr_replay_measure_known(r, 0, (unsigned)m);
	if (cpu < 0)
		return mmr_counters_total(c, (unsigned)m);
	return mmr_counters_cpu(c, (unsigned)m, (unsigned)cpu);
}

static struct mmr_replay *run_measured(const char *name)
{
	char path[512];
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	int ret;

	snprintf(path, sizeof(path), "%s/scenarios/%s", MMR_TEST_DATA, name);
	ret = mmr_source_open(path, &src, &err);
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
	if (!ret)
		ret = mmr_replay_add_measure(r, mmr_measure_find("tlb"), &err);
	if (ret >= 0)
		ret = mmr_replay_run(r, src, &err);
	if (ret) {
		fprintf(stderr, "%s: %s\n", name, mmr_error_msg(&err, ret));
		exit(1);
	}
	return r;
}

static void count_pv(void *arg, const char *line)
{
	if (strstr(line, "paravirtual") && strstr(line, "comparing flush rounds only"))
		(*(int *)arg)++;
}

static void test_measure(void)
{
	struct mmr_replay *r = run_measured("engine-measure.mms");
	int known = 0, pv = 0;

	CHECK_EQ(measured(r, "tlb.flush_rounds", -1, &known), 2);
	CHECK(known);
	CHECK_EQ(measured(r, "tlb.flush_rounds", 0, NULL), 2);
	CHECK_EQ(measured(r, "tlb.ipi", -1, &known), 4);
	CHECK(known);
	CHECK_EQ(measured(r, "tlb.ipi", 1, NULL), 2);
	CHECK_EQ(measured(r, "tlb.ipi", 2, NULL), 1);
	CHECK_EQ(measured(r, "tlb.ipi", 3, NULL), 1);
	CHECK_EQ(measured(r, "tlb.full_flush", -1, NULL), 1);
	CHECK_EQ(measured(r, "tlb.full_flush", 1, NULL), 1);
	CHECK_EQ(measured(r, "tlb.invlpg", -1, NULL), 3);
	CHECK_EQ(measured(r, "tlb.invlpg", 2, NULL), 3);
	CHECK_EQ(measured(r, "tlb.local_flush", -1, NULL), 1);
	CHECK_EQ(measured(r, "tlb.flush_received", -1, NULL), 4);
	CHECK_EQ(measured(r, "tlb.wrong_cpu", -1, NULL), 1);
	CHECK_EQ(measured(r, "ipi.physical", -1, NULL), 5);
	CHECK_EQ(measured(r, "ipi.tlb", -1, NULL), 3);
	CHECK_EQ(measured(r, "ipi.other", -1, NULL), 2);
	CHECK_EQ(measured(r, "irq.tlb", -1, &known), 4);
	CHECK(known);
	CHECK_EQ(measured(r, "irq.tlb", 1, NULL), 2);
	CHECK_EQ(measured(r, "irq.cal", -1, NULL), 7);
	mmr_replay_caveats(r, count_pv, &pv);
	CHECK_EQ(pv, 0);
	mmr_replay_free(r);
	mmr_source_close(src);

	r = run_measured("engine-pv.mms");
	CHECK_EQ(measured(r, "tlb.flush_rounds", -1, &known), 3);
	CHECK(known);
	measured(r, "tlb.ipi", -1, &known);
	CHECK(!known);
	measured(r, "ipi.tlb", -1, &known);
	CHECK(!known);
	CHECK_EQ(measured(r, "ipi.other", -1, &known), 1);
	CHECK(known);
	mmr_replay_caveats(r, count_pv, &pv);
	CHECK_EQ(pv, 1);
	mmr_replay_free(r);
	mmr_source_close(src);
}

/* A model reading only UNMAP and PASS_END (op_mask): it must see exactly those. */
static unsigned int masked_calls, masked_wrong;

static int masked_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		       void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)params;
	(void)err;
	*priv = NULL;
	return 0;
}

static int masked_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	(void)priv;
	(void)ctx;
	masked_calls++;
	if (op->kind != MMR_OP_UNMAP && op->kind != MMR_OP_PASS_END)
		masked_wrong++;
	return 0;
}

static void masked_free(void *priv)
{
	(void)priv;
}

static const struct mmr_model_ops masked_ops = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "masked",
	.init = masked_init,
	.on_op = masked_on_op,
	.free = masked_free,
	.op_mask = (1u << MMR_OP_UNMAP) | (1u << MMR_OP_PASS_END),
};

static void test_op_mask(void)
{
	char path[512];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	struct rec rec = { 0 };
	int ret;

	snprintf(path, sizeof(path), "%s/scenarios/engine-pass.mms", MMR_TEST_DATA);
	ret = mmr_source_open(path, &src, &err);
	opts.op_hook = hook;
	opts.op_hook_arg = &rec;
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (!ret)
		ret = mmr_replay_add_model(r, &masked_ops, NULL, &err) < 0;
	if (!ret)
		ret = mmr_replay_run(r, src, &err);
	CHECK_EQ(ret, 0);
	CHECK_EQ(masked_calls, count(&rec, MMR_OP_UNMAP) + count(&rec, MMR_OP_PASS_END));
	CHECK_EQ(masked_calls, 9);
	CHECK_EQ(masked_wrong, 0);
	done(r, &rec);
}

/*
 * MMR_MODEL_F_CHARGE_COVERS_ALLOC: a model that declares it is not given a
 * PAGE_ALLOC that a CHARGE of its event follows; one built for ABI 2 has no
 * flags field, so the engine must not read it (here it is set, and ignored).
 */
static int kinds_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	(void)priv;
	mmr_count(ctx->counters, 0, op->cpu, op->kind == MMR_OP_PAGE_ALLOC);
	mmr_count(ctx->counters, 1, op->cpu, op->kind == MMR_OP_CHARGE);
	return 0;
}

static const struct mmr_metric_def kinds_metrics[] = {
	{ "kinds.alloc", "PAGE_ALLOC ops seen" },
	{ "kinds.charge", "CHARGE ops seen" },
};

#define KINDS_OPS(abi, fl)							\
	{ .abi_version = (abi), .name = "kinds", .metrics = kinds_metrics,	\
	  .nr_metrics = 2, .init = masked_init, .on_op = kinds_on_op,		\
	  .free = masked_free, .flags = (fl),					\
	  .op_mask = (1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_CHARGE) }

static void test_model_flags(void)
{
	static const struct mmr_model_ops plain = KINDS_OPS(MMR_MODEL_ABI_VERSION, 0);
	static const struct mmr_model_ops covers =
		KINDS_OPS(MMR_MODEL_ABI_VERSION, MMR_MODEL_F_CHARGE_COVERS_ALLOC);
	static const struct mmr_model_ops old = KINDS_OPS(2, MMR_MODEL_F_CHARGE_COVERS_ALLOC);
	static const struct mmr_model_ops older = KINDS_OPS(1, 0);
	static const struct mmr_model_ops newer = KINDS_OPS(MMR_MODEL_ABI_VERSION + 1, 0);
	const struct mmr_model_ops *const all[] = { &plain, &covers, &old, &older };
	int64_t got[4][2] = { { 0 } };
	char path[512];
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	unsigned int i;
	int ret;

	CHECK_EQ(mmr_model_check(&old, &err), 0);
	CHECK_EQ(mmr_model_check(&older, &err), 0);
	CHECK_EQ(mmr_model_check(&newer, &err), MMR_EABI);
	snprintf(path, sizeof(path), "%s/scenarios/engine-memcg.mms", MMR_TEST_DATA);
	ret = mmr_source_open(path, &src, &err);
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
	for (i = 0; !ret && i < 4; i++)
		ret = mmr_replay_add_model(r, all[i], NULL, &err) < 0;
	if (!ret)
		ret = mmr_replay_run(r, src, &err);
	CHECK_EQ(ret, 0);
	for (i = 0; !ret && i < 4; i++) {
		got[i][0] = mmr_counters_total(mmr_replay_model_counters(r, i), 0);
		got[i][1] = mmr_counters_total(mmr_replay_model_counters(r, i), 1);
	}
	/* engine-memcg.mms: four allocations in a fault, each charged */
	CHECK_EQ(got[0][0], 4);
	CHECK_EQ(got[0][1], 4);
	CHECK_EQ(got[1][0], 0);
	CHECK_EQ(got[1][1], 4);
	CHECK_EQ(got[2][0], 4);
	CHECK_EQ(got[2][1], 4);
	CHECK_EQ(got[3][0], 4);
	mmr_replay_free(r);
	mmr_source_close(src);
	src = NULL;
}

/*
 * models/registry.c's table: every built-in passes the check -M models pass,
 * has a name of its own and is found by it; so is every measurer.
 */
static void test_registry(void)
{
	struct mmr_error err = { 0 };
	unsigned int i, j;

	CHECK(mmr_model_count() >= 17);
	for (i = 0; i < mmr_model_count(); i++) {
		const struct mmr_model_ops *ops = mmr_model_at(i);

		CHECK_EQ(mmr_model_check(ops, &err), 0);
		if (!ops || !ops->name)
			continue;
		CHECK(mmr_model_find(ops->name) == ops);
		for (j = 0; j < i; j++)
			CHECK(strcmp(mmr_model_at(j)->name, ops->name) != 0);
	}
	CHECK(mmr_model_at(mmr_model_count()) == NULL);
	CHECK_EQ(mmr_measure_count(), 2);
	for (i = 0; i < mmr_measure_count(); i++) {
		const struct mmr_measure_ops *m = mmr_measure_at(i);

		CHECK(m && m->name && m->on_event && mmr_measure_find(m->name) == m);
	}
	for (i = 0; i < mmr_default_tlb_model_count(); i++)
		CHECK(mmr_model_find(mmr_default_tlb_models[i]) != NULL);
	CHECK(mmr_default_tlb_models[mmr_default_tlb_model_count()] == NULL);
}

static void test_memcg_reclaim(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-memcg.mms", &rec);
	const struct mmr_op *op;
	uint32_t mm;

	op = nth(&rec, MMR_OP_PAGE_ALLOC, 0);
	CHECK(op && op->pfn == 0x500);
	mm = op ? op->mm : 0;
	CHECK(mm != 0);
	/* all four allocations are in the fault (the last one after a sleep, on CPU 1) */
	CHECK_EQ(count(&rec, MMR_OP_CHARGE), 4);
	op = nth(&rec, MMR_OP_PAGE_ALLOC, 3);
	CHECK(op && op->pfn == 0x503 && op->mm == mm && op->cpu == 1);
	/*
	 * The reclaim pass, then the exit: the free of 0x503 before it is
	 * teardown; the fault at 0x20000 (3000) mapped a page that its trace
	 * does not allocate: UNMAP(exit, 1).
	 */
	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 2);
	op = nth(&rec, MMR_OP_UNMAP, 1);
	CHECK(op && op->unmap_kind == MMR_UNMAP_EXIT && op->npages == 1 && op->ts == 4001);
	op = nth(&rec, MMR_OP_UNMAP, 0);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->mm == mm && op->npages == 2 &&
	      op->pid == 600 && op->cpu == 1 && op->ts == 3003);
	CHECK(op && op[1].kind == MMR_OP_PASS_END);
	CHECK_EQ(count(&rec, MMR_OP_MM_EXIT), 1);
	op = nth(&rec, MMR_OP_PAGE_FREE, 2);
	CHECK(op && op->pfn == 0x503 && op->mm == mm);
	CHECK_EQ(count(&rec, MMR_OP_UNCHARGE), 3);
	done(r, &rec);
}

static void test_finish(void)
{
	struct rec rec;
	struct mmr_replay *r = run("engine-finish.mms", &rec);
	const struct mmr_op *op;

	CHECK_EQ(count(&rec, MMR_OP_UNMAP), 2);
	op = nth(&rec, MMR_OP_UNMAP, 1);
	CHECK(op && op->unmap_kind == MMR_UNMAP_RECLAIM && op->npages == 3 && op->pid == 70 &&
	      op->cpu == 1 && op->ts == 5000 && op->ev == NULL);
	CHECK(op && op[1].kind == MMR_OP_PASS_END && op[1].cpu == 1 && op[1].pid == 70);
	CHECK_EQ(count(&rec, MMR_OP_PASS_END), 1);
	done(r, &rec);
}

/*
 * act_mask (model ABI 2): the engine gives a model the ops it acts on and
 * the others only when they are news, and then does not even build CHARGE /
 * UNCHARGE / MIGRATE.  The five TLB models must count exactly what they
 * count when they get every op: each trace and scenario is replayed twice,
 * with the built-in models and with copies whose act_mask is 0 (every op),
 * and every counter (total and per CPU) and the op counts must agree.
 */
static const char *const tlb_names[] = {
	"flush-per-page", "pfn-tracking", "full-flush", "infinite", "x86",
};

static struct mmr_replay *replay_tlb(const char *path, int every_op, const char *params,
				     struct mmr_model_ops *copies)
{
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	unsigned int i;
	int ret;

	ret = mmr_source_open(path, &src, &err);
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
	for (i = 0; !ret && i < 5; i++) {
		const struct mmr_model_ops *ops = mmr_model_find(tlb_names[i]);

		if (every_op) {
			copies[i] = *ops;
			copies[i].act_mask = 0;
			copies[i].op_mask = 0;
			ops = &copies[i];
		}
		ret = mmr_replay_add_model(r, ops, params, &err) < 0 ? -1 : 0;
	}
	if (!ret)
		ret = mmr_replay_run(r, src, &err);
	mmr_source_close(src);
	src = NULL;
	if (ret) {
		fprintf(stderr, "%s: %s\n", path, mmr_error_msg(&err, ret));
		test_failures++;
		mmr_replay_free(r);
		return NULL;
	}
	return r;
}

static int64_t compare_tlb(const char *path, const char *params)
{
	struct mmr_model_ops copies[5];
	struct mmr_replay *a = replay_tlb(path, 0, params, copies);
	struct mmr_replay *b = replay_tlb(path, 1, params, copies);
	struct mmr_replay_stats sa, sb;
	unsigned int i, m, c, k;
	int64_t sum = 0;

	if (!a || !b) {
		mmr_replay_free(a);
		mmr_replay_free(b);
		return 0;
	}
	mmr_replay_get_stats(a, &sa);
	mmr_replay_get_stats(b, &sb);
	CHECK_EQ(sa.ops, sb.ops);
	for (k = 0; k < MMR_OP__COUNT; k++)
		CHECK_EQ(sa.ops_by_kind[k], sb.ops_by_kind[k]);
	for (i = 0; i < 5; i++) {
		const struct mmr_counters *ca = mmr_replay_model_counters(a, i);
		const struct mmr_counters *cb = mmr_replay_model_counters(b, i);

		for (m = 0; m < mmr_counters_nr_metrics(ca); m++) {
			if (mmr_counters_total(ca, m) != mmr_counters_total(cb, m)) {
				fprintf(stderr, "%s: %s %s: %lld with act_mask, %lld with every op\n",
					path, tlb_names[i], mmr_counters_name(ca, m),
					(long long)mmr_counters_total(ca, m),
					(long long)mmr_counters_total(cb, m));
				test_failures++;
			}
			sum += mmr_counters_total(ca, m);
			for (c = 0; c < mmr_counters_nr_cpus(ca); c++)
				CHECK_EQ(mmr_counters_cpu(ca, m, c), mmr_counters_cpu(cb, m, c));
		}
	}
	mmr_replay_free(a);
	mmr_replay_free(b);
	return sum;
}

static void test_act_mask_exact(void)
{
	static const char *const files[] = {
		"wl-v7.dat", "wl-v6.dat", "lost-v7.dat",
		"tlb-real/munmap_storm-6.12-smp4.mmr", "tlb-real/madvise_storm-6.12-smp4.mmr",
		"tlb-real/reclaim_mmap_read-6.12-smp4.mmr",
	};
	char path[1024];
	struct dirent *de;
	int64_t sum = 0;
	unsigned int i, n = 0;
	DIR *d;

	for (i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		snprintf(path, sizeof(path), "%s/%s", MMR_TEST_DATA, files[i]);
		sum += compare_tlb(path, NULL) + compare_tlb(path, "epoch=6.13");
	}
	snprintf(path, sizeof(path), "%s/scenarios", MMR_TEST_DATA);
	d = opendir(path);
	CHECK(d != NULL);
	while (d && (de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len < 5 || strcmp(de->d_name + len - 4, ".mms") ||
		    strncmp(de->d_name, "err", 3) == 0)
			continue;
		snprintf(path, sizeof(path), "%s/scenarios/%s", MMR_TEST_DATA, de->d_name);
		sum += compare_tlb(path, NULL) + compare_tlb(path, "epoch=6.13");
		n++;
	}
	if (d)
		closedir(d);
	/* the comparison saw scenarios and counted something */
	CHECK(n >= 10);
	CHECK(sum > 0);
}

/*
 * Measurer dispatch: each of 34 measurers gets exactly the events of the
 * classes it needs, in measurer order; the two past the first 32 get every
 * event.  Expected counts come from a second, plain read of the same file
 * (mmr_source_next() and the event table's class masks).
 */
#define NR_TM 34
static const unsigned int tm_needs[] = {
	~0u, MMR_CLASS_MEASURED, MMR_CLASS_SCHEDULE, MMR_CLASS_ALLOC,
	MMR_CLASS_UNMAP | MMR_CLASS_FAULT, 0, MMR_CLASS_META, MMR_CLASS_MIGRATE | MMR_CLASS_MEASURED,
};
static uint64_t tm_seen[NR_TM];
static int tm_last, tm_order_bad;

static int tm_init(const struct mmr_model_ctx *ctx, void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)err;
	*priv = NULL;
	return 0;
}

#define TM_ON(i)                                                                          \
	static int tm_on_##i(void *priv, const struct mmr_model_ctx *ctx,                  \
			     const struct mmr_event *ev)                                   \
	{                                                                                  \
		(void)priv;                                                                \
		(void)ctx;                                                                 \
		(void)ev;                                                                  \
		/* measurer 0 reads every event: the first of each */                     \
		tm_order_bad += (i) && (i) <= tm_last;                                     \
		tm_last = (i);                                                             \
		tm_seen[i]++;                                                              \
		return 0;                                                                  \
	}
TM_ON(0) TM_ON(1) TM_ON(2) TM_ON(3) TM_ON(4) TM_ON(5) TM_ON(6) TM_ON(7) TM_ON(8) TM_ON(9)
TM_ON(10) TM_ON(11) TM_ON(12) TM_ON(13) TM_ON(14) TM_ON(15) TM_ON(16) TM_ON(17) TM_ON(18)
TM_ON(19) TM_ON(20) TM_ON(21) TM_ON(22) TM_ON(23) TM_ON(24) TM_ON(25) TM_ON(26) TM_ON(27)
TM_ON(28) TM_ON(29) TM_ON(30) TM_ON(31) TM_ON(32) TM_ON(33)

static int (*const tm_on[NR_TM])(void *, const struct mmr_model_ctx *,
				 const struct mmr_event *) = {
	tm_on_0, tm_on_1, tm_on_2, tm_on_3, tm_on_4, tm_on_5, tm_on_6, tm_on_7, tm_on_8,
	tm_on_9, tm_on_10, tm_on_11, tm_on_12, tm_on_13, tm_on_14, tm_on_15, tm_on_16,
	tm_on_17, tm_on_18, tm_on_19, tm_on_20, tm_on_21, tm_on_22, tm_on_23, tm_on_24,
	tm_on_25, tm_on_26, tm_on_27, tm_on_28, tm_on_29, tm_on_30, tm_on_31, tm_on_32,
	tm_on_33,
};

static void test_measure_lists(void)
{
	static const char *const files[] = {
		"wl-v7.dat", "scenarios/engine-pass.mms", "scenarios/engine-memcg.mms",
	};
	static struct mmr_measure_ops ops[NR_TM];
	uint64_t want[NR_TM], events;
	unsigned int f, i, part;

	for (i = 0; i < NR_TM; i++) {
		ops[i].name = "tm";
		ops[i].needs = tm_needs[i % (sizeof(tm_needs) / sizeof(tm_needs[0]))];
		ops[i].init = tm_init;
		ops[i].on_event = tm_on[i];
	}
	for (f = 0; f < sizeof(files) / sizeof(files[0]); f++) {
		struct mmr_error err = { 0 };
		struct mmr_replay *r = NULL;
		const struct mmr_event *ev;
		char path[512];
		int ret;

		snprintf(path, sizeof(path), "%s/%s", MMR_TEST_DATA, files[f]);
		/* the expected counts: a plain read */
		memset(want, 0, sizeof(want));
		events = 0;
		ret = mmr_source_open(path, &src, &err);
		while (!ret && (ret = mmr_source_next(src, &ev, &err)) > 0) {
			const struct mmr_event_info *info = mmr_event_info(ev->kind);
			unsigned int cls = info && ev->kind ? info->class_mask : 0;

			events++;
			for (i = 0; i < NR_TM; i++)
				want[i] += i >= 32 || (cls & ops[i].needs);
			ret = 0;
		}
		CHECK_EQ(ret, 0);
		mmr_source_close(src);
		src = NULL;

		memset(tm_seen, 0, sizeof(tm_seen));
		tm_order_bad = 0;
		ret = mmr_source_open(path, &src, &err);
		if (!ret)
			ret = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
		for (i = 0; !ret && i < NR_TM; i++)
			ret = mmr_replay_add_measure(r, &ops[i], &err) == (int)i ? 0 : -1;
		if (!ret)
			ret = mmr_replay_run(r, src, &err);
		CHECK_EQ(ret, 0);
		CHECK(events > 10);
		for (i = 0; i < NR_TM; i++) {
			if (tm_seen[i] != want[i])
				fprintf(stderr, "%s: measurer %u (needs %#x): %llu events, "
					"want %llu\n", files[f], i, ops[i].needs,
					(unsigned long long)tm_seen[i], (unsigned long long)want[i]);
			CHECK_EQ(tm_seen[i], want[i]);
		}
		/* the class masks split the events: some measurers see a part only */
		for (i = 0, part = 0; i < NR_TM; i++)
			part += want[i] > 0 && want[i] < events;
		CHECK(part >= 2);
		CHECK_EQ(want[0], events);
		CHECK_EQ(want[32], events);
		CHECK_EQ(want[33], events); /* needs MMR_CLASS_MEASURED, but past the 32 */
		CHECK_EQ(want[5], 0);
		CHECK_EQ(tm_order_bad, 0);
		mmr_replay_free(r);
		mmr_source_close(src);
		src = NULL;
	}
}

/*
 * A model or measurer whose init fails leaves the replay usable: the ones
 * added before still get their ops and events (the engine's lists must not
 * point into an array that the failed add moved; under ASan, whose realloc
 * always moves, a stale pointer is a use after free).  Same counts as a
 * replay without the failed adds.
 */
static int fail_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		     void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)params;
	(void)err;
	*priv = NULL;
	return MMR_EINVAL;
}

static int fail_measure_init(const struct mmr_model_ctx *ctx, void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)err;
	*priv = NULL;
	return MMR_EINVAL;
}

static struct mmr_replay *replay_with_failures(const char *path, int failures)
{
	static struct mmr_model_ops bad_model;
	static struct mmr_measure_ops bad_measure;
	struct mmr_error err = { 0 };
	struct mmr_replay *r = NULL;
	unsigned int i, k;
	int ret;

	bad_model = *mmr_model_find("x86");
	bad_model.init = fail_init;
	bad_measure = *mmr_measure_find("tlb");
	bad_measure.init = fail_measure_init;
	ret = mmr_source_open(path, &src, &err);
	if (!ret)
		ret = mmr_replay_new(mmr_source_meta(src), NULL, &r, &err);
	for (i = 0; !ret && i < 5; i++) {
		for (k = 0; failures && k < 3; k++) {
			CHECK(mmr_replay_add_model(r, &bad_model, NULL, &err) < 0);
			CHECK(mmr_replay_add_measure(r, &bad_measure, &err) < 0);
		}
		ret = mmr_replay_add_model(r, mmr_model_find(tlb_names[i]), NULL, &err) < 0;
		if (!ret && i == 2)
			ret = mmr_replay_add_measure(r, mmr_measure_find("tlb"), &err) < 0;
	}
	if (!ret)
		ret = mmr_replay_run(r, src, &err);
	CHECK_EQ(ret, 0);
	mmr_source_close(src);
	src = NULL;
	return r;
}

static void test_failed_add(void)
{
	char path[512];
	struct mmr_replay *a, *b;
	unsigned int i, m;
	int64_t sum = 0;

	snprintf(path, sizeof(path), "%s/scenarios/engine-measure.mms", MMR_TEST_DATA);
	a = replay_with_failures(path, 0);
	b = replay_with_failures(path, 1);
	CHECK(a && b);
	if (!a || !b)
		goto out;
	CHECK_EQ(mmr_replay_nr_models(b), 5);
	CHECK_EQ(mmr_replay_nr_measures(b), 1);
	for (i = 0; i < 5; i++) {
		const struct mmr_counters *ca = mmr_replay_model_counters(a, i);
		const struct mmr_counters *cb = mmr_replay_model_counters(b, i);

		for (m = 0; m < mmr_counters_nr_metrics(ca); m++) {
			CHECK_EQ(mmr_counters_total(cb, m), mmr_counters_total(ca, m));
			sum += mmr_counters_total(ca, m);
		}
	}
	for (m = 0; m < mmr_counters_nr_metrics(mmr_replay_measure_counters(a, 0)); m++) {
		int64_t va = mmr_counters_total(mmr_replay_measure_counters(a, 0), m);

		CHECK_EQ(mmr_counters_total(mmr_replay_measure_counters(b, 0), m), va);
		sum += va;
	}
	CHECK(sum > 0);
out:
	mmr_replay_free(a);
	mmr_replay_free(b);
}


int main(void)
{
	test_registry();
	test_failed_add();
	test_measure_lists();
	test_act_mask_exact();
	test_finish();
	test_memcg_reclaim();
	test_op_mask();
	test_model_flags();
	test_measure();
	test_pass();
	test_reclaim64();
	test_unmap();
	test_leaves();
	test_pfns();
	test_readahead();
	test_filemap();
	test_noexit();
	test_batched();
	test_cow();
	test_missed_switch();
	test_tasks();
	test_vma();
	test_pageout();
	return test_done();
}
