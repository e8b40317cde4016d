// SPDX-License-Identifier: LGPL-2.1
/*
 * --redact: make a trace safe to leave the box while the models still work.
 *
 * - comm strings are zeroed;
 * - kernel addresses go: symbol references keep their sym id with addr 0;
 *   kernel object pointers that models use as identities (mm, lock, csd) are
 *   replaced by small pseudonyms (1, 2, 3... in first-seen order), so "the
 *   same lock" stays the same without revealing where it lives;
 * - pids and tgids (in every field that holds one, and in the metadata's
 *   "tgids" and "recorder_pid") become pseudonyms 1, 2, 3... in first-seen
 *   order; 0 (the idle task) and negative values stay;
 * - page frame numbers keep their zone (the pcp and zone-lock models count
 *   per zone) and their place within their 1024-page block (buddy orders up
 *   to 10 stay aligned), but the block is the zone's k-th full block for
 *   the k-th distinct one seen: the physical layout is gone;
 * - filemap's s_dev and i_ino become pseudonyms (the same file stays one);
 * - user addresses are replaced by their offset within their mapping, placed
 *   at a synthetic base per mapping: region k of a process becomes
 *   (k + 1) << 36 | offset.  Page adjacency and overlap inside a mapping are
 *   kept, so unmap/fault ranges still line up; the ASLR layout is gone;
 * - the metadata's command keeps only its program's name, the kernel
 *   release only its version numbers (no local build suffix).
 *
 * Approximation: mappings come from /proc/<pid>/maps, read lazily when an
 * address is not in the cached maps (at most every 10 ms per process).  A
 * mapping that lived and died between two reads (munmap-storm's 64-page
 * mappings) is not seen; its addresses fall back to their 1 GiB-aligned
 * window as the "mapping", shifted by a random page-aligned amount per
 * window, which keeps adjacency within the window but not the address bits
 * below 1 GiB.  The process is found by the thread id's Tgid, so all
 * threads of a process agree.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/random.h>

#include "capture-local.h"

#define KERNEL_START 0xffff800000000000ull
#define WINDOW_SHIFT 30
#define REGION_SHIFT 36
#define NPROC 64
#define BLOCK_SHIFT 10    /* pfns: the buddy allocator's largest order */
#define MAX_ZONES 64

/* pseudonym classes: each counts 1, 2, 3... on its own */
enum {
	CL_REGION, CL_KPTR, CL_PID, CL_DEV, CL_INO, CL_OUTSIDE, CL_ZONE,
	CL__COUNT = CL_ZONE + MAX_ZONES
};

struct zone_range {
	uint64_t full0, full1; /* the zone's full blocks: block numbers [full0, full1) */
	uint64_t start, end;
};

struct map_range {
	uint64_t start, end;
};

struct proc_maps {
	int32_t pid;   /* thread id looked up */
	int32_t tgid;
	uint64_t read_ns;
	struct map_range *maps;
	unsigned int nmaps;
	uint64_t used;
};

struct id_slot {
	uint64_t key1, key2; /* (tgid or class, address) */
	uint64_t id;         /* 0 = empty */
};

struct mmr_redactor {
	struct proc_maps procs[NPROC];
	uint64_t clock;
	struct id_slot *ids;
	size_t cap, used;
	uint64_t next[CL__COUNT]; /* last pseudonym given, per class */
	uint64_t key;             /* the fallback windows' shifts derive from it */
	struct zone_range zones[MAX_ZONES];
	unsigned int nzones;
	uint64_t outside_base;    /* block number above every zone */
};

static uint64_t mono_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

struct mmr_redactor *mmr_redactor_new(void)
{
	struct mmr_redactor *r = calloc(1, sizeof(*r));

	if (!r)
		return NULL;
	r->cap = 4096;
	r->ids = calloc(r->cap, sizeof(*r->ids));
	if (!r->ids) {
		free(r);
		return NULL;
	}
	if (getrandom(&r->key, sizeof(r->key), GRND_NONBLOCK) != (ssize_t)sizeof(r->key))
		r->key = mono_ns() * 0x9e3779b97f4a7c15ull;
	return r;
}

void mmr_redactor_set_key(struct mmr_redactor *r, uint64_t key)
{
	r->key = key;
}

void mmr_redactor_free(struct mmr_redactor *r)
{
	if (!r)
		return;
	for (int i = 0; i < NPROC; i++)
		free(r->procs[i].maps);
	free(r->ids);
	free(r);
}

static uint64_t hash2(uint64_t a, uint64_t b)
{
	uint64_t h = a * 0x9e3779b97f4a7c15ull ^ (b + 0x632be59bd9b4e019ull);

	h ^= h >> 29;
	h *= 0xbf58476d1ce4e5b9ull;
	return h ^ (h >> 32);
}

/* Stable small id for (key1, key2); ids of one class count 1, 2, 3... */
static uint64_t pseudonym(struct mmr_redactor *r, uint64_t key1, uint64_t key2, unsigned int cls)
{
	size_t i;

	if (r->used * 2 >= r->cap) {
		size_t ncap = r->cap * 2;
		struct id_slot *n = calloc(ncap, sizeof(*n));

		if (n) {
			for (size_t j = 0; j < r->cap; j++) {
				if (!r->ids[j].id)
					continue;
				i = hash2(r->ids[j].key1, r->ids[j].key2) & (ncap - 1);
				while (n[i].id)
					i = (i + 1) & (ncap - 1);
				n[i] = r->ids[j];
			}
			free(r->ids);
			r->ids = n;
			r->cap = ncap;
		} else if (r->used + 1 >= r->cap) {
			return 0; /* out of memory and full: degrade to 0, never leak */
		}
	}
	i = hash2(key1, key2) & (r->cap - 1);
	while (r->ids[i].id) {
		if (r->ids[i].key1 == key1 && r->ids[i].key2 == key2)
			return r->ids[i].id;
		i = (i + 1) & (r->cap - 1);
	}
	r->ids[i].key1 = key1;
	r->ids[i].key2 = key2;
	r->ids[i].id = ++r->next[cls];
	r->used++;
	return r->ids[i].id;
}

/* Keys of different classes never meet: the class goes into key1's top byte. */
static uint64_t class_key(unsigned int cls, uint64_t k)
{
	return (uint64_t)(cls + 1) << 56 ^ k;
}

static int32_t read_tgid(int32_t pid)
{
	char path[64], line[128];
	int32_t tgid = pid;
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/status", pid);
	f = fopen(path, "re");
	if (!f)
		return pid;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "Tgid: %d", &tgid) == 1)
			break;
	fclose(f);
	return tgid;
}

static void read_maps(struct proc_maps *p)
{
	char path[64], line[512];
	unsigned int cap = 0;
	FILE *f;

	p->nmaps = 0;
	p->read_ns = mono_ns();
	snprintf(path, sizeof(path), "/proc/%d/maps", p->pid);
	f = fopen(path, "re");
	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long s, e;

		if (sscanf(line, "%llx-%llx", &s, &e) != 2)
			continue;
		if (p->nmaps == cap) {
			unsigned int ncap = cap ? cap * 2 : 64;
			struct map_range *n = realloc(p->maps, ncap * sizeof(*n));

			if (!n)
				break;
			p->maps = n;
			cap = ncap;
		}
		p->maps[p->nmaps].start = s;
		p->maps[p->nmaps].end = e;
		p->nmaps++;
	}
	fclose(f);
}

static struct proc_maps *proc_get(struct mmr_redactor *r, int32_t pid)
{
	struct proc_maps *victim = &r->procs[0];

	for (int i = 0; i < NPROC; i++) {
		if (r->procs[i].pid == pid && r->procs[i].used) {
			r->procs[i].used = ++r->clock;
			return &r->procs[i];
		}
		if (r->procs[i].used < victim->used)
			victim = &r->procs[i];
	}
	victim->pid = pid;
	victim->tgid = read_tgid(pid);
	victim->used = ++r->clock;
	read_maps(victim);
	return victim;
}

void mmr_redactor_watch(struct mmr_redactor *r, pid_t pid)
{
	if (r)
		proc_get(r, (int32_t)pid);
}

static const struct map_range *find_map(const struct proc_maps *p, uint64_t a)
{
	unsigned int lo = 0, hi = p->nmaps;

	while (lo < hi) {
		unsigned int mid = (lo + hi) / 2;

		if (a < p->maps[mid].start)
			hi = mid;
		else if (a >= p->maps[mid].end)
			lo = mid + 1;
		else
			return &p->maps[mid];
	}
	return NULL;
}

static uint64_t redact_user(struct mmr_redactor *r, int32_t pid, uint64_t a)
{
	struct proc_maps *p;
	const struct map_range *m;
	uint64_t start;

	if (!a)
		return 0;
	if (a >= KERNEL_START)
		return 0;
	p = proc_get(r, pid);
	m = find_map(p, a);
	if (!m && mono_ns() - p->read_ns > 10000000ull) {
		read_maps(p);
		m = find_map(p, a);
	}
	if (m) {
		start = m->start;
		return pseudonym(r, class_key(CL_REGION, (uint64_t)p->tgid), start, CL_REGION)
			       << REGION_SHIFT | ((a - start) & ((1ull << REGION_SHIFT) - 1));
	}
	/*
	 * The window's offset, shifted by up to 1 GiB (whole pages, from the
	 * recording's key): differences inside the window stay, the bits do not.
	 */
	start = a & ~((1ull << WINDOW_SHIFT) - 1);
	return pseudonym(r, class_key(CL_REGION, (uint64_t)p->tgid), start, CL_REGION)
		       << REGION_SHIFT |
	       ((a - start + (hash2(r->key ^ (uint64_t)p->tgid, start) &
			      (((1ull << WINDOW_SHIFT) - 1) & ~0xfffull))) &
		((1ull << REGION_SHIFT) - 1));
}

static uint64_t redact_kptr(struct mmr_redactor *r, uint64_t a, uint64_t cls)
{
	return a ? pseudonym(r, class_key(CL_KPTR, cls), a, CL_KPTR) : 0;
}

static int32_t redact_pid(struct mmr_redactor *r, int32_t pid)
{
	return pid > 0 ? (int32_t)pseudonym(r, class_key(CL_PID, 0), (uint64_t)pid, CL_PID) : pid;
}

void mmr_redactor_zone(struct mmr_redactor *r, uint64_t start_pfn, uint64_t end_pfn)
{
	struct zone_range *z;

	if (r->nzones == MAX_ZONES || end_pfn <= start_pfn)
		return;
	z = &r->zones[r->nzones++];
	z->start = start_pfn;
	z->end = end_pfn;
	z->full0 = (start_pfn + (1u << BLOCK_SHIFT) - 1) >> BLOCK_SHIFT;
	z->full1 = end_pfn >> BLOCK_SHIFT;
	if (z->full1 < z->full0)
		z->full1 = z->full0;
	if (((end_pfn + (1u << BLOCK_SHIFT) - 1) >> BLOCK_SHIFT) > r->outside_base)
		r->outside_base = (end_pfn + (1u << BLOCK_SHIFT) - 1) >> BLOCK_SHIFT;
}

/*
 * The k-th distinct full block of a zone seen becomes the zone's k-th full
 * block; a zone's partial first and last blocks stay where they are (the
 * zone's bounds are in the metadata anyway); a pfn in no zone goes above
 * them all, block by block.
 */
static uint64_t redact_pfn(struct mmr_redactor *r, uint64_t pfn)
{
	uint64_t block = pfn >> BLOCK_SHIFT, low = pfn & ((1u << BLOCK_SHIFT) - 1);

	for (unsigned int i = 0; i < r->nzones; i++) {
		const struct zone_range *z = &r->zones[i];

		if (pfn < z->start || pfn >= z->end)
			continue;
		if (block < z->full0 || block >= z->full1)
			return pfn;
		return (z->full0 + pseudonym(r, class_key(CL_ZONE + i, 0), block, CL_ZONE + i) - 1)
			       << BLOCK_SHIFT | low;
	}
	return (r->outside_base + pseudonym(r, class_key(CL_OUTSIDE, 0), block, CL_OUTSIDE) - 1)
		       << BLOCK_SHIFT | low;
}

void mmr_redact_event(struct mmr_redactor *r, struct mmr_event *ev)
{
	/* the real ids first: /proc/<pid>/maps is read with them */
	int32_t pid = ev->tgid > 0 ? ev->tgid : ev->pid;

	ev->pid = redact_pid(r, ev->pid);
	ev->tgid = redact_pid(r, ev->tgid);
	switch (ev->kind) {
	case MMR_EV_SCHED_SWITCH:
		memset(ev->sched_switch.prev_comm, 0, MMR_COMM_LEN);
		memset(ev->sched_switch.next_comm, 0, MMR_COMM_LEN);
		ev->sched_switch.prev_pid = redact_pid(r, ev->sched_switch.prev_pid);
		ev->sched_switch.next_pid = redact_pid(r, ev->sched_switch.next_pid);
		break;
	case MMR_EV_SCHED_FORK:
		memset(ev->fork.parent_comm, 0, MMR_COMM_LEN);
		memset(ev->fork.child_comm, 0, MMR_COMM_LEN);
		ev->fork.parent_pid = redact_pid(r, ev->fork.parent_pid);
		ev->fork.child_pid = redact_pid(r, ev->fork.child_pid);
		break;
	case MMR_EV_TASK_NEWTASK:
		memset(ev->newtask.comm, 0, MMR_COMM_LEN);
		ev->newtask.pid = redact_pid(r, ev->newtask.pid);
		break;
	case MMR_EV_SCHED_EXEC:
		ev->exec.pid = redact_pid(r, ev->exec.pid);
		ev->exec.old_pid = redact_pid(r, ev->exec.old_pid);
		break;
	case MMR_EV_SCHED_EXIT:
		memset(ev->exit.comm, 0, MMR_COMM_LEN);
		ev->exit.pid = redact_pid(r, ev->exit.pid);
		break;
	case MMR_EV_SCHED_MIGRATE:
		memset(ev->migrate_task.comm, 0, MMR_COMM_LEN);
		ev->migrate_task.pid = redact_pid(r, ev->migrate_task.pid);
		break;
	case MMR_EV_SCHED_WAKEUP:
	case MMR_EV_SCHED_WAKEUP_NEW:
		memset(ev->wakeup.comm, 0, MMR_COMM_LEN);
		ev->wakeup.pid = redact_pid(r, ev->wakeup.pid);
		break;
	case MMR_EV_SYS_ENTER_MOVE_PAGES:
		/* the target process (0: the caller itself) */
		if ((int64_t)ev->sys_enter.a[0] > 0)
			ev->sys_enter.a[0] = (uint64_t)redact_pid(r, (int32_t)ev->sys_enter.a[0]);
		break;
	case MMR_EV_CGROUP_ATTACH:
		memset(ev->cgroup_attach.comm, 0, MMR_COMM_LEN);
		ev->cgroup_attach.pid = redact_pid(r, ev->cgroup_attach.pid);
		break;
	case MMR_EV_MOVE_NUMA:
		ev->move_numa.pid = redact_pid(r, ev->move_numa.pid);
		ev->move_numa.tgid = redact_pid(r, ev->move_numa.tgid);
		ev->move_numa.ngid = redact_pid(r, ev->move_numa.ngid);
		break;
	case MMR_EV_PAGE_ALLOC:
	case MMR_EV_PAGE_FREE:
	case MMR_EV_PAGE_FREE_BATCHED:
	case MMR_EV_PAGE_ALLOC_ZONE_LOCKED:
	case MMR_EV_PAGE_PCPU_DRAIN:
		ev->page.pfn = redact_pfn(r, ev->page.pfn);
		break;
	case MMR_EV_VMSCAN_WRITE_FOLIO:
		ev->write_folio.pfn = redact_pfn(r, ev->write_folio.pfn);
		break;
	case MMR_EV_FILEMAP_ADD:
	case MMR_EV_FILEMAP_DELETE:
	case MMR_EV_FILEMAP_FAULT:
	case MMR_EV_FILEMAP_MAP_PAGES:
		if (ev->filemap.pfn)
			ev->filemap.pfn = redact_pfn(r, ev->filemap.pfn);
		ev->filemap.i_ino = pseudonym(r, class_key(CL_INO, ev->filemap.s_dev),
					      ev->filemap.i_ino, CL_INO);
		ev->filemap.s_dev = (uint32_t)pseudonym(r, class_key(CL_DEV, 0), ev->filemap.s_dev,
							CL_DEV);
		break;
	case MMR_EV_SYS_ENTER_MUNMAP:
	case MMR_EV_SYS_ENTER_MADVISE:
	case MMR_EV_SYS_ENTER_MPROTECT:
	case MMR_EV_SYS_ENTER_MMAP:
	case MMR_EV_SYS_ENTER_BRK:
		ev->sys_enter.a[0] = redact_user(r, pid, ev->sys_enter.a[0]);
		break;
	case MMR_EV_SYS_EXIT_MMAP:
	case MMR_EV_SYS_EXIT_BRK:
	case MMR_EV_SYS_EXIT_MREMAP:
		/* the address the call returns (an error code stays as it is) */
		if (ev->sys_exit.ret > 0)
			ev->sys_exit.ret = (int64_t)redact_user(r, pid, (uint64_t)ev->sys_exit.ret);
		break;
	case MMR_EV_SYS_ENTER_MREMAP:
		ev->sys_enter.a[0] = redact_user(r, pid, ev->sys_enter.a[0]);
		ev->sys_enter.a[4] = redact_user(r, pid, ev->sys_enter.a[4]);
		break;
	case MMR_EV_SET_MIGRATION_PTE:
	case MMR_EV_REMOVE_MIGRATION_PTE:
		ev->migration_pte.addr = redact_user(r, pid, ev->migration_pte.addr);
		break;
	case MMR_EV_EXIT_MMAP:
		ev->exit_mmap.mm = redact_kptr(r, ev->exit_mmap.mm, 1);
		break;
	case MMR_EV_FAULT_USER:
	case MMR_EV_FAULT_KERNEL:
		ev->fault.address = redact_user(r, pid, ev->fault.address);
		ev->fault.ip = redact_user(r, pid, ev->fault.ip);
		break;
	case MMR_EV_CSD_QUEUE_CPU:
	case MMR_EV_CSD_FUNCTION_ENTRY:
	case MMR_EV_CSD_FUNCTION_EXIT:
		ev->csd.callsite.addr = 0;
		ev->csd.func.addr = 0;
		ev->csd.csd = redact_kptr(r, ev->csd.csd, 2);
		break;
	case MMR_EV_IPI_SEND_CPU:
	case MMR_EV_IPI_SEND_CPUMASK:
		ev->ipi.callsite.addr = 0;
		ev->ipi.callback.addr = 0;
		break;
	case MMR_EV_LOCK_CONTENTION_BEGIN:
	case MMR_EV_LOCK_CONTENTION_END:
		ev->lock.lock_addr = redact_kptr(r, ev->lock.lock_addr, 3);
		break;
	default:
		break;
	}
}

/* "tid:tgid tid:tgid ..." with both through the pid pseudonyms; NULL on ENOMEM. */
static char *redact_tgids(struct mmr_redactor *r, const char *v)
{
	size_t cap = 1, len = 0;
	char *out;

	/* a pseudonym may be longer than the pid it replaces: 23 bytes a pair */
	for (const char *p = v; *p; p++)
		cap += *p == ':' ? 23 : 0;
	out = malloc(cap);

	if (!out)
		return NULL;
	while (*v) {
		long tid, tgid;
		int n = 0;

		if (sscanf(v, " %ld:%ld%n", &tid, &tgid, &n) != 2 || n <= 0)
			break;
		v += n;
		/* in reading order: the pseudonyms are first-seen */
		tid = redact_pid(r, (int32_t)tid);
		tgid = redact_pid(r, (int32_t)tgid);
		len += (size_t)snprintf(out + len, cap - len, "%s%ld:%ld", len ? " " : "", tid, tgid);
	}
	out[len] = '\0';
	return out;
}

int mmr_redact_meta(struct mmr_redactor *r, struct mmr_meta *m)
{
	const char *v;
	int ret = 0;

	v = mmr_meta_get(m, "tgids");
	if (v) {
		char *t = redact_tgids(r, v);

		ret = t ? mmr_meta_set(m, "tgids", t) : MMR_ENOMEM;
		free(t);
	}
	v = mmr_meta_get(m, "recorder_pid");
	if (!ret && v)
		ret = mmr_meta_setf(m, "recorder_pid", "%d", (int)redact_pid(r, (int32_t)atoi(v)));
	v = mmr_meta_get(m, "command");
	if (!ret && v) {
		/* the program's name: no path, no argument */
		size_t end = strcspn(v, " "), base = end;

		while (base && v[base - 1] != '/')
			base--;
		ret = mmr_meta_setf(m, "command", "%.*s%s", (int)(end - base), v + base,
				    v[end] ? " (arguments redacted)" : "");
	}
	v = mmr_meta_get(m, "kernel");
	if (!ret && v) {
		/* "6.18.44-fc-v1098" -> "6.18.44": the version the kernel rules need */
		size_t n = strspn(v, "0123456789.");

		while (n && v[n - 1] == '.')
			n--;
		ret = mmr_meta_setf(m, "kernel", "%.*s", (int)n, v);
	}
	return ret;
}
