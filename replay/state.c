// SPDX-License-Identifier: LGPL-2.1
/*
 * The state tracker: one update per event, shared by every model, turning
 * tracepoints into the ops of include/mmreplay/model.h (read the op doc there
 * first: it is the contract, these files are its implementation).
 *
 * This file: the entry points (mmr_state_event(), around the event switch
 * state_event_started() of state-event.h, and mmr_state_finish()), set-up
 * from the trace's metadata, the caveats, and the accessors models read.
 * One file per concern holds the rest: state-task.c (tasks, mms, cgroups),
 * state-page.c (pfn table, zones, migratetypes), state-present.c (pages
 * present per mm), state-pass.c (reclaim and migration passes),
 * state-syscall.c (unmapping syscalls in flight) and state-filemap.c (page
 * cache).  A concern is added as its record in struct mmr_state and a
 * section of declarations (state-local.h), its cases in state_event_started()
 * (state-event.h), its set-up and free here, and its file.
 */
#include <stdio.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/kernel.h"
#include "state-event.h"

/* ------------------------------------------------------------- ops */

/*
 * Room for cap_ops ops and one slot more, past the last op, where the engine
 * puts a sentinel kind (struct mmr_state_hot.ops).
 */
__attribute__((noinline, cold)) int mmr_st_ops_grow(struct mmr_state *st)
{
	unsigned int cap = st->cap_ops ? st->cap_ops * 2 : 64;
	struct mmr_op *n = realloc(st->hot.ops, (cap + 1) * sizeof(*n));

	if (!n) {
		st->oom = 1;
		return -1;
	}
	st->hot.ops = n;
	st->cap_ops = cap;
	return 0;
}

/* ------------------------------------------------------------- events */

int mmr_state_event(struct mmr_state *st, const struct mmr_event *ev, struct mmr_error *err)
{
	int ret;

	if (!st->started && ev->cpu < st->nr_cpus) {
		st->started = 1;
		st->t0 = ev->ts;
		st->stats.first_ts = ev->ts;
	}
	ret = state_event_started(st, ev, err);

	/* a caller's event of no known kind (see state_event_started()): not in the count */
	if (ret >= 0 && (ev->kind == MMR_EV_NONE || ev->kind >= MMR_EV__COUNT))
		st->cpu[ev->cpu].nr_events--;
	return ret;
}

int mmr_state_finish(struct mmr_state *st)
{
	uint32_t i;

	/* passes whose end was not traced: their pages were freed, so flushed */
	for (i = 0; i < st->tasks.cap; i++) {
		struct st_task *t;

		if (*mmr_hash_keyp(&st->tasks, i) <= MMR_H_TOMB)
			continue;
		t = mmr_hash_valp(&st->tasks, i);
		if (t->sc_st == SCS_UNDECIDED || t->sc_st == SCS_STASHED)
			/* no exit before the end: counted at entry */
			mmr_st_sc_emit(st, t, t->sc, NULL);
		if (t->rpass && !(t->kind == TASK_KTHREAD && t->reclaimer))
			/* no pass end seen: not known to be reclaim */
			mmr_st_pass_drop(st, &t->rpass);
		if (t->rpass) {
			int32_t slot = t->rpass;
			struct mmr_op *op;

			t->rpass = 0;
			if (st->passes[slot - 1].nr) {
				uint32_t cpu = st->passes[slot - 1].cpu;

				mmr_st_pass_close(st, slot, MMR_UNMAP_RECLAIM, NULL, t->pid, cpu);
				op = op_push(st, MMR_OP_PASS_END, NULL);
				if (op) {
					op->unmap_kind = MMR_UNMAP_RECLAIM;
					op->pid = t->pid;
					op->cpu = cpu;
				}
			} else {
				mmr_st_pass_close(st, slot, MMR_UNMAP_RECLAIM, NULL, t->pid, 0);
			}
		}
		if (t->mpass) {
			int32_t slot = t->mpass;
			struct mmr_op *op;

			t->mpass = 0;
			uint32_t cpu = st->passes[slot - 1].cpu;

			mmr_st_pass_close(st, slot, MMR_UNMAP_MIGRATION, NULL, t->pid, cpu);
			op = op_push(st, MMR_OP_PASS_END, NULL);
			if (op) {
				op->unmap_kind = MMR_UNMAP_MIGRATION;
				op->pid = t->pid;
				op->cpu = cpu;
			}
		}
	}
	return st->oom ? MMR_ENOMEM : 0;
}

const struct mmr_op *mmr_state_ops(const struct mmr_state *st, unsigned int *nr)
{
	*nr = st->hot.nr_ops;
	return st->hot.ops;
}

/* ------------------------------------------------------------- setup */

static void parse_zones(struct mmr_state *st)
{
	char key[64];
	unsigned int i, n = 0;
	const char *v;

	for (i = 0; i < 1024; i++) {
		snprintf(key, sizeof(key), "zone.%u", i);
		if (!mmr_meta_get(st->meta, key))
			break;
		n++;
	}
	if (!n)
		return;
	st->zones = calloc(n, sizeof(*st->zones));
	if (!st->zones)
		return;
	for (i = 0; i < n; i++) {
		struct mmr_zone *z = &st->zones[st->nr_zones];
		struct mmr_meta_zone mz;

		snprintf(key, sizeof(key), "zone.%u", i);
		v = mmr_meta_get(st->meta, key);
		if (mmr_meta_zone_parse(v, &mz) < 4)
			continue;
		z->node = mz.node;
		memcpy(z->name, mz.name, sizeof(z->name));
		z->start_pfn = (uint64_t)mz.start_pfn;
		z->end_pfn = (uint64_t)mz.end_pfn;
		z->batch = mz.batch;
		z->high = mz.high;
		snprintf(key, sizeof(key), "zone.%u.high_min", i);
		z->high_min = mmr_meta_get_i64(st->meta, key, -1);
		snprintf(key, sizeof(key), "zone.%u.high_max", i);
		z->high_max = mmr_meta_get_i64(st->meta, key, -1);
		st->nr_zones++;
	}
}

static int cmp_seed(const void *a, const void *b)
{
	const struct st_seed *x = a, *y = b;

	return (x->pid > y->pid) - (x->pid < y->pid);
}

/* "tgids": "tid:tgid ..." (capture-meta.c); malformed pairs are skipped. */
static void parse_tgids(struct mmr_state *st)
{
	const char *s = mmr_meta_get(st->meta, "tgids"), *p;
	uint32_t n = 0, cap = 0;

	if (!s)
		return;
	for (p = s; *p; p++)
		cap += *p == ':';
	st->seed = cap ? malloc(cap * sizeof(*st->seed)) : NULL;
	if (!st->seed)
		return;
	for (p = s; *p && n < cap;) {
		char *end;
		long tid = strtol(p, &end, 10), tgid;

		if (end == p || *end != ':') {
			p = end == p ? p + 1 : end;
			continue;
		}
		p = end + 1;
		tgid = strtol(p, &end, 10);
		if (end == p)
			continue;
		p = end;
		if (tid > 0 && tgid > 0 && tid <= INT32_MAX && tgid <= INT32_MAX && tid != tgid) {
			st->seed[n].pid = (int32_t)tid;
			st->seed[n].tgid = (int32_t)tgid;
			n++;
		}
	}
	qsort(st->seed, n, sizeof(*st->seed), cmp_seed);
	st->nr_seed = n;
}

static void parse_nodes(struct mmr_state *st)
{
	char key[64];
	int n, nodes = (int)mmr_meta_get_i64(st->meta, "numa_nodes", 0);

	for (n = 0; n < nodes && n < 4096; n++) {
		const char *s;
		char *end;

		snprintf(key, sizeof(key), "numa.%d.cpus", n);
		s = mmr_meta_get(st->meta, key);
		while (s && *s) {
			unsigned long a = strtoul(s, &end, 10), b = a, c;

			if (end == s)
				break;
			if (*end == '-')
				b = strtoul(end + 1, &end, 10);
			for (c = a; c <= b && c < st->nr_cpus; c++)
				st->cpu_node[c] = n;
			s = *end == ',' ? end + 1 : NULL;
		}
	}
}

struct mmr_state *mmr_state_new(const struct mmr_meta *meta, struct mmr_error *err)
{
	struct mmr_state *st = calloc(1, sizeof(*st));
	int64_t cpus, ps;
	unsigned int c;

	if (!st) {
		mmr_error_set(err, MMR_ENOMEM, "replay state: out of memory");
		return NULL;
	}
	st->meta = meta;
	cpus = mmr_meta_get_i64(meta, "cpus", 0);
	if (cpus <= 0 && mmr_meta_get(meta, "cpus_online")) {
		unsigned int online = 0;

		/* a malformed tail keeps what was read before it, as the max so far */
		mmr_cpulist_parse(mmr_meta_get(meta, "cpus_online"), NULL, UINT_MAX, &online);
		cpus = online;
	}
	if (cpus <= 0)
		cpus = 256; /* no metadata: wide enough for most machines */
	if (cpus > 65536)
		cpus = 65536;
	st->nr_cpus = (unsigned int)cpus;
	st->csd_recorded = mmr_meta_tracepoint(meta, "csd:csd_queue_cpu");
	st->exit_mmap_recorded = mmr_meta_tracepoint(meta, "mmap:exit_mmap") > 0;
	st->words = (st->nr_cpus + 63) / 64;
	ps = mmr_meta_get_i64(meta, "page_size", 4096);
	if (ps <= 0 || (ps & (ps - 1)))
		ps = 4096;
	st->page_size = (uint64_t)ps;
	st->page_shift = (unsigned int)__builtin_ctzll((unsigned long long)ps);
	st->cpu = calloc(st->nr_cpus, sizeof(*st->cpu));
	st->cpu_node = calloc(st->nr_cpus, sizeof(*st->cpu_node));
	st->lost_per_cpu = calloc(st->nr_cpus, sizeof(*st->lost_per_cpu));
	st->mid = calloc(st->nr_cpus, sizeof(*st->mid));
	if (!st->cpu || !st->cpu_node || !st->lost_per_cpu || !st->mid) {
		mmr_state_free(st);
		mmr_error_set(err, MMR_ENOMEM, "replay state: out of memory");
		return NULL;
	}
	st->hot.news_seen = calloc(st->nr_cpus, sizeof(*st->hot.news_seen));
	st->hot.news_pid = malloc(st->nr_cpus * sizeof(*st->hot.news_pid));
	if (!st->hot.news_seen || !st->hot.news_pid || mmr_st_ops_grow(st) < 0) {
		mmr_state_free(st);
		mmr_error_set(err, MMR_ENOMEM, "replay state: out of memory");
		return NULL;
	}
	memset(st->hot.news_pid, 0xff, st->nr_cpus * sizeof(*st->hot.news_pid)); /* -1: none */
	for (c = 0; c < st->nr_cpus; c++)
		st->cpu[c].curr = -1;
	for (c = 1; c < MMR_EV__COUNT; c++) {
		const struct mmr_event_info *info = mmr_event_info(c);

		/* 2: also when another pid traced it (measured and meta events) */
		unsigned int cls = info ? info->class_mask : 0;

		st->keeps_fault[c] = (cls & (MMR_CLASS_MEASURED | MMR_CLASS_META)) ? 2 :
				     (cls & MMR_CLASS_ALLOC) ? 1 : 0;
		/*
		 * Reclaim and migration run inside the fault's allocation (memcg or
		 * direct reclaim, NUMA hint faults): they do not end the fault.
		 */
		if (c == MMR_EV_VMSCAN_SHRINK_INACTIVE || c == MMR_EV_VMSCAN_WRITE_FOLIO ||
		    c == MMR_EV_VMSCAN_DIRECT_BEGIN || c == MMR_EV_VMSCAN_DIRECT_END ||
		    c == MMR_EV_VMSCAN_MEMCG_RECLAIM_BEGIN ||
		    c == MMR_EV_VMSCAN_MEMCG_RECLAIM_END ||
		    c == MMR_EV_VMSCAN_KSWAPD_WAKE || c == MMR_EV_SET_MIGRATION_PTE ||
		    c == MMR_EV_MIGRATE_PAGES || c == MMR_EV_MIGRATE_PAGES_START ||
		    c == MMR_EV_FAULT_KERNEL || c == MMR_EV_FILEMAP_FAULT ||
		    c == MMR_EV_FILEMAP_MAP_PAGES)
			st->keeps_fault[c] = 1;
		/* a wakeup is traced in whatever task ran on the waker's CPU: it ends nothing */
		if (c == MMR_EV_SCHED_WAKEUP || c == MMR_EV_SCHED_WAKEUP_NEW)
			st->keeps_fault[c] = 2;
		/* their handlers only look tasks up (task_find), never create or change one */
		st->task_neutral[c] = !!(cls & (MMR_CLASS_ALLOC | MMR_CLASS_MEASURED)) ||
				      c == MMR_EV_FILEMAP_FAULT || c == MMR_EV_FILEMAP_MAP_PAGES;
		/* on_fault() invalidates the caches itself when it changes a task */
		if (c == MMR_EV_FAULT_USER)
			st->task_neutral[c] = 1;
	}
	st->task_gen = 1;
	st->want_ops = ~0u;
	mmr_hash_init(&st->tasks, sizeof(struct st_task));
	mmr_hash_init(&st->pages.big, sizeof(struct st_page));
	mmr_st_pfn_map_reserve(&st->pages);
	mmr_st_filemap_init(&st->fm);
	if (mmr_st_vm_setup(st) < 0) {
		mmr_state_free(st);
		mmr_error_set(err, MMR_ENOMEM, "replay state: out of memory");
		return NULL;
	}
	parse_zones(st);
	parse_nodes(st);
	parse_tgids(st);
	st->recorder_pid = (int32_t)mmr_meta_get_i64(meta, "recorder_pid", -1);
	return st;
}

void mmr_state_free(struct mmr_state *st)
{
	uint32_t i;

	if (!st)
		return;
	for (i = 1; i < st->nr_mm; i++)
		if (st->mm[i].live) {
			mmr_st_present_free(st, &st->mm[i].present);
			mmr_st_vm_mm_free(st, &st->mm[i]);
		}
	mmr_st_vm_teardown(st);
	while (st->leaf_spare) {
		struct pr_leaf *lf = st->leaf_spare;

		st->leaf_spare = lf->next_free;
		free(lf);
	}
	for (i = 0; i < st->nr_passes; i++) {
		free(st->passes[i].ent);
		free(st->passes[i].pfns);
	}
	free(st->passes);
	for (i = 0; i < st->nr_mt_chunk; i++)
		free(st->mt_chunk[i]);
	free(st->mt_chunk);
	mmr_hash_free(&st->tasks);
	mmr_st_filemap_free(&st->fm);
	mmr_st_pfn_map_free(&st->pages);
	free(st->mm);
	free(st->ran_on);
	free(st->free_ids);
	free(st->release);
	free(st->cgroups);
	free(st->seed);
	free(st->zones);
	free(st->hot.ops);
	free(st->hot.news_seen);
	free(st->hot.news_pid);
	free(st->scratch);
	free(st->cpu);
	free(st->cpu_node);
	free(st->lost_per_cpu);
	free(st->mid);
	free(st->csd_flush);
	free(st);
}

const uint64_t *mmr_state_now_ptr(const struct mmr_state *st)
{
	return &st->now;
}

const uint64_t *mmr_state_t0_ptr(const struct mmr_state *st)
{
	return &st->t0;
}

void mmr_state_want_ops(struct mmr_state *st, uint32_t kinds, uint32_t news_only,
			int large_free)
{
	st->want_ops = kinds;
	st->news_only = news_only & ((1u << MMR_OP_PAGE_ALLOC) | (1u << MMR_OP_PAGE_FREE));
	st->large_free = large_free;
}

void mmr_state_stats(const struct mmr_state *st, struct mmr_replay_stats *out)
{
	unsigned int k;

	*out = st->stats;
	out->last_ts = st->now;
	out->ops = 0;
	for (k = 0; k < MMR_OP__COUNT; k++) {
		out->ops_by_kind[k] = st->skipped_ops[k];
		out->ops += st->skipped_ops[k];
	}
	out->tasks_live = st->tasks.count;
	out->mms_live = st->mms_live;
}

/* ------------------------------------------------------------- caveats */

void mmr_state_caveats(const struct mmr_state *st,
		       void (*emit)(void *arg, const char *line), void *arg)
{
	char line[512];
	unsigned int c;

	mmr_meta_coverage(st->meta, emit, arg);
	for (c = 0; c < st->nr_cpus; c++) {
		char key[32];
		int64_t meta_lost;
		uint64_t lost = st->lost_per_cpu[c];

		/* the metadata count covers sources without lost-event markers */
		snprintf(key, sizeof(key), "lost.cpu%u", c);
		meta_lost = mmr_meta_get_i64(st->meta, key, 0);
		if (meta_lost > 0 && (uint64_t)meta_lost > lost)
			lost = (uint64_t)meta_lost;
		if (!lost)
			continue;
		snprintf(line, sizeof(line),
			 "CPU %u lost %llu events (ring buffer overrun): counts on it are low",
			 c, (unsigned long long)lost);
		emit(arg, line);
	}
	if (st->stats.unmap_no_faults) {
		snprintf(line, sizeof(line),
			 "no exceptions:page_fault_user in this trace: present pages unknown, so "
			 "%llu munmap/madvise/mprotect calls were sized by their length (upper bound)",
			 (unsigned long long)st->stats.unmap_no_faults);
		emit(arg, line);
	}
	if (st->stats.reclaim_unowned) {
		snprintf(line, sizeof(line),
			 "%llu pages freed by reclaim had no known owner (allocated before the "
			 "trace or outside a user fault): not counted as unmaps",
			 (unsigned long long)st->stats.reclaim_unowned);
		emit(arg, line);
	}
	if (st->fm.on && st->fm.never_mapped) {
		snprintf(line, sizeof(line),
			 "%llu pages freed by reclaim were readahead no fault had mapped "
			 "(filemap:mm_filemap_fault / mm_filemap_map_pages): not counted as unmaps",
			 (unsigned long long)st->fm.never_mapped);
		emit(arg, line);
	}
	if (st->fm.premapped) {
		snprintf(line, sizeof(line),
			 "%llu pages freed by reclaim were cached before the trace and mapped by a "
			 "fault in it (filemap:mm_filemap_map_pages / mm_filemap_fault): counted as "
			 "unmaps of that fault's process",
			 (unsigned long long)st->fm.premapped);
		emit(arg, line);
	}
	if (st->fm.ignored) {
		snprintf(line, sizeof(line),
			 "%llu page-cache folios past the file or index limits were not "
			 "followed: counted as mapped",
			 (unsigned long long)st->fm.ignored);
		emit(arg, line);
	}
	if (st->ra_passes[1] && !st->fm.on) {
		snprintf(line, sizeof(line),
			 "%llu of the %llu reclaim passes that unmapped pages unmapped only "
			 "readahead (folios a user fault allocated after its first): the kernel "
			 "sends no flush for such a pass unless a later fault mapped one of them "
			 "(fault-around), which the trace does not show (the filemap tracepoints "
			 "of Linux 6.11+ do: mmreplay record takes them); the models count a "
			 "flush for each",
			 (unsigned long long)st->ra_passes[1], (unsigned long long)st->ra_passes[0]);
		emit(arg, line);
	}
	if (st->vm_stats.old_mms > st->vm_stats.old_mms_mapped) {
		snprintf(line, sizeof(line),
			 "%llu of the %llu address spaces older than the trace have no start "
			 "snapshot (metadata maps.<tgid>, which mmreplay record takes): their "
			 "unmaps free page tables only when they cover a whole 2 MiB span with "
			 "pages, and their pages copied at fork or mapped without a fault are "
			 "not known",
			 (unsigned long long)(st->vm_stats.old_mms - st->vm_stats.old_mms_mapped),
			 (unsigned long long)st->vm_stats.old_mms);
		emit(arg, line);
	}
	if (st->vm_stats.old_mms &&
	    mmr_kernel_has(MMR_KR_LAZY_CPUMASK, mmr_meta_get(st->meta, "kernel"), NULL)) {
		snprintf(line, sizeof(line),
			 "%llu address spaces are older than the trace: when the kernel last "
			 "trimmed each one's CPU mask (once a second, 6.13+) the trace does not "
			 "show; x86 takes as its trim the first flush whose flush_tlb_func CSD "
			 "reaches a CPU off the mm where the recording has csd:csd_queue_cpu "
			 "(old_trim=traced; a trim a preempted vCPU missed shows no CSD), else "
			 "its first flush (old_trim=due, the fewest rounds), and "
			 "-m x86:old_trim=fresh gives the most",
			 (unsigned long long)st->vm_stats.old_mms);
		emit(arg, line);
	}
	if (st->vm_stats.implied && !st->vm_stats.mmaps) {
		snprintf(line, sizeof(line),
			 "no mmap calls in this trace (syscalls:sys_enter_mmap / sys_exit_mmap): "
			 "%llu pieces of memory were learnt from faults, page by page, a run of "
			 "them with one protection taken as one VMA",
			 (unsigned long long)st->vm_stats.implied);
		emit(arg, line);
	}
	if (st->vm_stats.pageout_kept) {
		snprintf(line, sizeof(line),
			 "no swap_kb in the metadata: MADV_PAGEOUT left %llu anonymous pages "
			 "mapped as on a box without swap (with swap, reclaim would have "
			 "unmapped them, a batched flush each call)",
			 (unsigned long long)st->vm_stats.pageout_kept);
		emit(arg, line);
	}
	if (st->wakeup_switches || st->wakeup_retracted) {
		snprintf(line, sizeof(line),
			 "%llu switches were inferred from a wakeup onto an idle CPU "
			 "(sched:sched_wakeup*): the trace showed no sched_switch for them; "
			 "%llu more were undone when another task's event came first there",
			 (unsigned long long)st->wakeup_switches,
			 (unsigned long long)st->wakeup_retracted);
		emit(arg, line);
	}
	if (st->nested_gathers) {
		snprintf(line, sizeof(line),
			 "%llu unmapping syscalls were taken as nested in another thread's mmu_gather "
			 "(tlb_finish_mmu(): a whole-mm flush) because a thread of the same mm was "
			 "switched out inside a munmap, mprotect or zapping madvise; the trace does not "
			 "show whether that thread's gather had begun, so some were not nested "
			 "(stress-ng --madvise: about half of them were, docs/fidelity.md)",
			 (unsigned long long)st->nested_gathers);
		emit(arg, line);
	}
	if (st->exit_dirty_mms) {
		snprintf(line, sizeof(line),
			 "%llu exits flushed once for each PTE table where a page of a shared "
			 "writable mapping was mapped (%llu tables: zap_pte_range() flushes after a "
			 "table with dirty shared PTEs); the trace does not show which of those pages "
			 "were written, so a table only read is counted too (pgbench backends: "
			 "within -15%%..+8%% of the kernel's teardown flushes, docs/fidelity.md)",
			 (unsigned long long)st->exit_dirty_mms,
			 (unsigned long long)st->exit_dirty_tables);
		emit(arg, line);
	}
	if (st->stats.migration_unattributed) {
		snprintf(line, sizeof(line),
			 "%llu migration PTEs set by kernel threads could not be attributed to an mm",
			 (unsigned long long)st->stats.migration_unattributed);
		emit(arg, line);
	}
}

/* ------------------------------------------------------------- model API */

unsigned int mmr_state_nr_cpus(const struct mmr_state *st)
{
	return st->nr_cpus;
}

uint32_t mmr_state_loaded_mm(const struct mmr_state *st, unsigned int cpu)
{
	return cpu < st->nr_cpus ? st->cpu[cpu].loaded_mm : 0;
}

int mmr_state_lazy(const struct mmr_state *st, unsigned int cpu)
{
	return cpu < st->nr_cpus ? st->cpu[cpu].lazy : 0;
}

int mmr_state_ran_on(const struct mmr_state *st, uint32_t mm, unsigned int cpu)
{
	if (!mm || mm >= st->nr_mm || !st->mm[mm].live || cpu >= st->nr_cpus)
		return 0;
	return (st->ran_on[(size_t)mm * st->words + cpu / 64] >> (cpu % 64)) & 1;
}

const uint64_t *mmr_state_ran_on_mask(const struct mmr_state *st, uint32_t mm)
{
	if (!mm || mm >= st->nr_mm || !st->mm[mm].live)
		return NULL;
	return &st->ran_on[(size_t)mm * st->words];
}

unsigned int mmr_state_mask_words(const struct mmr_state *st)
{
	return st->words;
}

uint32_t mmr_state_max_mm(const struct mmr_state *st)
{
	return st->nr_mm ? st->nr_mm - 1 : 0;
}

uint64_t mmr_state_mm_pages(const struct mmr_state *st, uint32_t mm)
{
	if (!mm || mm >= st->nr_mm || !st->mm[mm].live)
		return 0;
	return st->mm[mm].present.count;
}

int mmr_state_mm_born(const struct mmr_state *st, uint32_t mm)
{
	return mm && mm < st->nr_mm && st->mm[mm].live && st->mm[mm].born;
}

int32_t mmr_state_mm_tgid(const struct mmr_state *st, uint32_t mm)
{
	if (!mm || mm >= st->nr_mm || !st->mm[mm].live)
		return 0;
	return st->mm[mm].tgid;
}

const char *mmr_state_mm_comm(const struct mmr_state *st, uint32_t mm)
{
	if (!mm || mm >= st->nr_mm || !st->mm[mm].live)
		return "";
	return st->mm[mm].comm;
}

uint32_t mmr_state_mm_gen(const struct mmr_state *st, uint32_t mm)
{
	return mm && mm < st->nr_mm ? st->mm[mm].gen : 0;
}

int32_t mmr_state_current(const struct mmr_state *st, unsigned int cpu)
{
	return cpu < st->nr_cpus ? st->cpu[cpu].curr : -1;
}

uint64_t mmr_state_cpu_events(const struct mmr_state *st, unsigned int cpu)
{
	return cpu < st->nr_cpus ? st->cpu[cpu].nr_events : 0;
}

/*
 * One of @cpu's last two switches to another mm has @ts in [s + @open,
 * e + @close), e its next event (or s + MMR_STATE_MID_SWITCH_MAX_NS)
 */
static int mm_switch_window(const struct mmr_state *st, unsigned int cpu, uint64_t ts,
			    uint64_t open, uint64_t close)
{
	const struct st_mid *m;
	unsigned int i;

	if (cpu >= st->nr_cpus)
		return 0;
	m = &st->mid[cpu];
	for (i = 0; i < 2; i++) {
		uint64_t e = m->e[i] ? m->e[i] : m->s[i] + MMR_STATE_MID_SWITCH_MAX_NS;

		if (m->s[i] && ts >= m->s[i] + open && ts < e + close)
			return 1;
	}
	return 0;
}

int mmr_state_in_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts)
{
	return mm_switch_window(st, cpu, ts, MMR_STATE_MID_SWITCH_OPEN_NS, 0);
}

int mmr_state_near_mm_switch(const struct mmr_state *st, unsigned int cpu, uint64_t ts)
{
	return mm_switch_window(st, cpu, ts, 0, MMR_STATE_MID_SWITCH_OPEN_NS);
}

int mmr_state_csd_traced(const struct mmr_state *st)
{
	if (st->nr_cpus > MMR_STATE_CSD_MAX_CPUS)
		return 0;
	return st->csd_recorded > 0 || (st->csd_recorded < 0 && st->csd_flush);
}

uint64_t mmr_state_csd_flush(const struct mmr_state *st, unsigned int src, unsigned int dst)
{
	if (!st->csd_flush || src >= st->nr_cpus || dst >= st->nr_cpus)
		return 0;
	return st->csd_flush[(size_t)src * st->nr_cpus + dst];
}

int mmr_st_on_csd_queue(struct mmr_state *st, const struct mmr_event *ev)
{
	if (ev->csd.func.sym != MMR_SYM_FLUSH_TLB_FUNC || ev->cpu >= st->nr_cpus ||
	    ev->csd.cpu >= st->nr_cpus || st->nr_cpus > MMR_STATE_CSD_MAX_CPUS)
		return 0;
	if (!st->csd_flush) {
		st->csd_flush = calloc((size_t)st->nr_cpus * st->nr_cpus, sizeof(*st->csd_flush));
		if (!st->csd_flush)
			return -1;
	}
	st->csd_flush[(size_t)ev->cpu * st->nr_cpus + ev->csd.cpu] = ev->ts;
	return 0;
}

uint64_t mmr_state_cpu_flushes(const struct mmr_state *st, unsigned int cpu, uint64_t *last_ts)
{
	if (cpu >= st->nr_cpus) {
		*last_ts = 0;
		return 0;
	}
	*last_ts = st->mid[cpu].flush_ts;
	return st->mid[cpu].flush_n;
}

int mmr_state_page_alloc_seen(const struct mmr_state *st)
{
	return st->page_alloc_seen;
}

uint32_t mmr_state_task_mm(const struct mmr_state *cst, int32_t pid)
{
	/* the cache is not model-visible state: writing it through a const is fine */
	struct mmr_state *st = (struct mmr_state *)(uintptr_t)cst;
	unsigned int slot = (unsigned int)pid & 63;
	const struct st_task *t;
	uint32_t mm;

	if (pid <= 0)
		return 0;
	if (st->tm_cache[slot].pid == pid && st->tm_cache[slot].gen == st->task_gen)
		return st->tm_cache[slot].mm;
	t = mmr_hash_find(&st->tasks, MMR_H_KEY((uint32_t)pid));
	mm = t && t->kind == TASK_USER ? t->mm : 0;
	st->tm_cache[slot].pid = pid;
	st->tm_cache[slot].mm = mm;
	st->tm_cache[slot].gen = st->task_gen;
	return mm;
}

int mmr_state_cpu_node(const struct mmr_state *st, unsigned int cpu)
{
	return cpu < st->nr_cpus ? st->cpu_node[cpu] : 0;
}

const struct mmr_meta *mmr_state_meta(const struct mmr_state *st)
{
	return st->meta;
}

uint64_t mmr_state_now(const struct mmr_state *st)
{
	return st->now;
}

unsigned int mmr_state_nr_zones(const struct mmr_state *st)
{
	return st->nr_zones;
}

const struct mmr_zone *mmr_state_zone(const struct mmr_state *st, int idx)
{
	return idx >= 0 && (unsigned int)idx < st->nr_zones ? &st->zones[idx] : NULL;
}

enum mmr_memcg_source mmr_state_memcg_source(const struct mmr_state *st)
{
	return st->cgroup_mode ? MMR_MEMCG_CGROUP : MMR_MEMCG_PER_PROCESS;
}

uint32_t mmr_state_max_memcg(const struct mmr_state *st)
{
	return st->cgroup_mode ? st->nr_cg : mmr_state_max_mm(st);
}
