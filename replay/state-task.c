// SPDX-License-Identifier: LGPL-2.1
/*
 * Tasks and their mms: the pid -> task table past its inline look-ups
 * (state-local.h: task_find(), task_get()), which tasks are kernel threads,
 * the lifecycle of an mm (created by fork or exec, shared by CLONE_VM
 * threads, released once its last task is gone), the scheduler events that
 * move tasks and mms (switch, newtask, fork, exec, exit, exit_mmap) and
 * cgroup attaches.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "state-local.h"

#define CLONE_VM 0x00000100ull
#define CLONE_THREAD 0x00010000ull

/* ------------------------------------------------------------- kernel threads */

static const char *const kthread_prefixes[] = {
	"kworker/", "ksoftirqd/", "kswapd", "migration/", "rcu_", "rcu/", "cpuhp/",
	"idle_inject/", "kcompactd", "khugepaged", "watchdog", "irq/", "jbd2/", "kthreadd",
	"kblockd", "writeback", "kauditd", "oom_reaper", "kdevtmpfs", "khungtaskd", "ksmd",
	"scsi_", "kintegrityd", "kthrotld", "ecryptfs", "kstrp", "zswap", "kmpath", "ipv6_",
	"edac-", "devfreq_wq", "md", "xfs", "ext4-", "btrfs", "loop", "nvme", "pool_workqueue",
	"card", "ttm", "swapper", "mm_percpu_wq", "inet_frag_wq", "netns", "cryptd",
	"hwrng", "tpm_dev_wq", "kvm", "vhost-", "psimon", "napi/", "krfcommd", "events",
	"acpi_thermal", "kacpi", "ata_sff", "charger_manager", "blkcg_punt_bio", "dm",
};

static int comm_is_kthread(const char *comm)
{
	size_t i;

	if (!comm || !*comm)
		return 0;
	for (i = 0; i < sizeof(kthread_prefixes) / sizeof(kthread_prefixes[0]); i++) {
		size_t n = strlen(kthread_prefixes[i]);

		const char *pre = kthread_prefixes[i];

		if (!strncmp(comm, pre, n)) {
			/* "md", "dm", "loop", "card": only when followed by a digit, '/' or '_' */
			if (n <= 4 && pre[n - 1] != '/' && pre[n - 1] != '_' && pre[n - 1] != '-' &&
			    strcmp(pre, "ksmd") && strcmp(pre, "kvm")) {
				char c = comm[n];

				if (!(c == '/' || c == '_' || c == '-' || (c >= '0' && c <= '9')))
					continue;
			}
			return 1;
		}
	}
	return 0;
}

/* ------------------------------------------------------------- mms */

static uint32_t mm_new(struct mmr_state *st, int32_t tgid, int born)
{
	uint32_t id;
	struct st_mm *m;

	if (st->nr_free) {
		id = st->free_ids[--st->nr_free];
	} else {
		if (!st->nr_mm)
			st->nr_mm = 1; /* id 0 = none */
		if (st->nr_mm >= st->cap_mm) {
			uint32_t cap = st->cap_mm ? st->cap_mm * 2 : 64;
			struct st_mm *n = realloc(st->mm, cap * sizeof(*n));
			uint64_t *r;

			if (!n) {
				st->oom = 1;
				return 0;
			}
			st->mm = n;
			r = realloc(st->ran_on, (size_t)cap * st->words * sizeof(*r));
			if (!r) {
				st->oom = 1;
				return 0;
			}
			st->ran_on = r;
			memset(&st->mm[st->cap_mm], 0, (cap - st->cap_mm) * sizeof(*n));
			st->cap_mm = cap;
		}
		id = st->nr_mm++;
		st->mm[id].gen = 0;
	}
	m = &st->mm[id];
	m->gen++;
	m->nr_tasks = 0;
	m->tgid = tgid;
	m->live = 1;
	m->dying = 0;
	m->release_queued = 0;
	m->born = (uint8_t)born;
	m->vm = NULL;
	m->comm[0] = 0;
	mmr_st_present_init(&m->present);
	st->present_gen++;
	memset(&st->ran_on[(size_t)id * st->words], 0, st->words * sizeof(uint64_t));
	st->stats.mms_created++;
	st->mms_live++;
	return id;
}

static void mm_queue_release(struct mmr_state *st, uint32_t id)
{
	struct st_mm *m = &st->mm[id];

	if (m->release_queued)
		return;
	if (st->nr_release == st->cap_release) {
		uint32_t cap = st->cap_release ? st->cap_release * 2 : 16;
		uint32_t *n = realloc(st->release, cap * sizeof(*n));

		if (!n) {
			st->oom = 1;
			return;
		}
		st->release = n;
		st->cap_release = cap;
	}
	st->release[st->nr_release++] = id;
	m->release_queued = 1;
	st->hot.after = 1;
}

/*
 * The mm is gone: UNMAP(EXIT) of what is still present, then MM_EXIT.
 * @enter_ts: when its teardown began, if before @ev (0 at @ev).
 */
static void mm_exit_at(struct mmr_state *st, uint32_t id, const struct mmr_event *ev,
		       uint64_t enter_ts)
{
	struct st_mm *m = mm_of(st, id);
	struct mmr_op *op;
	uint32_t dirty;

	if (!m || m->dying)
		return;
	m->dying = 1;
	dirty = mmr_st_vm_dirty_tables(st, m);
	if (m->present.count || dirty) {
		op = op_push(st, MMR_OP_UNMAP, ev);
		if (op) {
			op->unmap_kind = MMR_UNMAP_EXIT;
			op->mm = id;
			op->npages = m->present.count;
			op->freed_tables = 1;
			op->nr_vmas = dirty;
			op->enter_ts = enter_ts;
			if (dirty) {
				st->exit_dirty_mms++;
				st->exit_dirty_tables += dirty;
			}
		}
	}
	op = op_push(st, MMR_OP_MM_EXIT, ev);
	if (op)
		op->mm = id;
	if (!m->nr_tasks)
		mm_queue_release(st, id);
}

static void mm_exit(struct mmr_state *st, uint32_t id, const struct mmr_event *ev)
{
	mm_exit_at(st, id, ev, 0);
}

/* @t's deferred teardown (st_task.exit_mm), now: at its exit_mmap, or as it goes. */
static void task_exit_mm(struct mmr_state *st, struct st_task *t, const struct mmr_event *ev)
{
	uint32_t id = t->exit_mm;

	if (!id)
		return;
	t->exit_mm = 0;
	mm_exit_at(st, id, ev, t->exit_ts);
}

static void mm_get(struct mmr_state *st, uint32_t id)
{
	struct st_mm *m = mm_of(st, id);

	if (m)
		m->nr_tasks++;
}

static void mm_put(struct mmr_state *st, uint32_t id, const struct mmr_event *ev)
{
	struct st_mm *m = mm_of(st, id);

	if (!m)
		return;
	if (m->nr_tasks)
		m->nr_tasks--;
	if (!m->nr_tasks) {
		if (!m->dying)
			mm_exit(st, id, ev);
		else
			mm_queue_release(st, id);
	}
}

void mmr_state_after_ops(struct mmr_state *st)
{
	uint32_t i;
	unsigned int c;

	st->hot.nr_ops = 0;
	st->hot.after = 0;
	for (i = 0; i < st->nr_release; i++) {
		uint32_t id = st->release[i];
		struct st_mm *m = &st->mm[id];

		mmr_st_present_free(st, &m->present);
		mmr_st_vm_mm_free(st, m);
		st->present_gen++;
		m->live = 0;
		m->dying = 0;
		m->release_queued = 0;
		st->mms_live--;
		for (c = 0; c < st->nr_cpus; c++)
			if (st->cpu[c].loaded_mm == id)
				st->cpu[c].loaded_mm = 0;
		if (st->nr_free == st->cap_free) {
			uint32_t cap = st->cap_free ? st->cap_free * 2 : 64;
			uint32_t *n = realloc(st->free_ids, cap * sizeof(*n));

			if (!n) {
				st->oom = 1;
				continue;
			}
			st->free_ids = n;
			st->cap_free = cap;
		}
		st->free_ids[st->nr_free++] = id;
	}
	st->nr_release = 0;
}

/* ------------------------------------------------------------- tasks */

static void task_set_user(struct mmr_state *st, int32_t pid, int32_t tgid);

/*
 * The process of @pid from the metadata's thread list ("tgids"), 0 when not
 * listed.  Each entry serves once: the first task of that pid is the thread
 * that was alive at the start; a later one reusing the pid comes with its own
 * task_newtask.
 */
static int32_t seed_tgid(struct mmr_state *st, int32_t pid)
{
	uint32_t lo = 0, hi = st->nr_seed;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (st->seed[mid].pid < pid)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < st->nr_seed && st->seed[lo].pid == pid) {
		int32_t tgid = st->seed[lo].tgid;

		st->seed[lo].tgid = 0;
		return tgid;
	}
	return 0;
}

/*
 * The task @pid, created when unknown.  @tgid (0 = unknown) groups threads;
 * @comm (NULL = unknown) classifies unknown tasks.  NULL for pid 0 (idle) and
 * on allocation failure.  Invalidates earlier task pointers.
 */
__attribute__((noinline)) struct st_task *mmr_st_task_get_slow(struct mmr_state *st, int32_t pid,
							     int32_t tgid, const char *comm)
{
	struct st_task *t;
	int created;

	if (pid <= 0)
		return NULL;
	t = task_find(st, pid);
	if (t) {
		if (comm && comm[0] == 'k' && !strncmp(comm, "kswapd", 6))
			t->reclaimer = 1;
		if (t->provisional && comm && *comm) {
			t->provisional = 0;
			if (t->kind == TASK_USER && !t->user_evidence && comm_is_kthread(comm)) {
				uint32_t mm = t->mm;

				t->kind = TASK_KTHREAD;
				t->mm = 0;
				mm_put(st, mm, NULL);
				t = task_find(st, pid);
			}
		}
		if (t && tgid > 0 && tgid != t->tgid && t->kind == TASK_USER && tgid != pid) {
			/* the source knows better than our guess: join the thread group */
			task_set_user(st, pid, tgid);
			t = task_find(st, pid);
		}
		return t;
	}
	if (tgid <= 0 && st->nr_seed)
		tgid = seed_tgid(st, pid);
	t = mmr_hash_insert(&st->tasks, MMR_H_KEY((uint32_t)pid), &created);
	if (!t) {
		st->oom = 1;
		return NULL;
	}
	t->pid = pid;
	t->tgid = tgid > 0 ? tgid : pid;
	t->provisional = !(comm && *comm);
	if (pid == 2 || comm_is_kthread(comm)) {
		t->kind = TASK_KTHREAD;
		t->by_fork = pid == 2;
		t->reclaimer = !strncmp(comm ? comm : "", "kswapd", 6);
		return t;
	}
	t->kind = TASK_USER;
	task_set_user(st, pid, tgid > 0 ? tgid : pid);
	return task_find(st, pid);
}

/* Make @pid a user task of process @tgid (sharing the leader's mm, or a new one). */
static void task_set_user(struct mmr_state *st, int32_t pid, int32_t tgid)
{
	struct st_task *t, *leader;
	uint32_t mm = 0, old;

	if (tgid != pid) {
		leader = task_get(st, tgid, tgid, NULL);
		if (leader && leader->kind == TASK_USER && mm_usable(st, leader->mm))
			mm = leader->mm;
	}
	t = task_find(st, pid);
	if (!t)
		return;
	old = t->mm;
	if (!mm) {
		if (old && mm_usable(st, old) && st->mm[old].nr_tasks == 1 && tgid == pid) {
			t->tgid = tgid;
			t->kind = TASK_USER;
			return;
		}
		/* the recorder started just before its trace: as good as born in it */
		mm = mm_new(st, tgid, tgid == st->recorder_pid);
		mmr_st_vm_mm_new(st, mm, MMR_ST_VM_OLD, 0);
		t = task_find(st, pid);
		if (!t)
			return;
	}
	t->kind = TASK_USER;
	t->tgid = tgid;
	t->mm = mm;
	mm_get(st, mm);
	if (old)
		mm_put(st, old, NULL);
}

/* A task showed user-mode behaviour (a user fault, a syscall). */
struct st_task *mmr_st_task_user_evidence(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_get(st, ev->pid, ev->tgid, NULL);

	if (!t)
		return NULL;
	t->user_evidence = 1;
	if (t->kind == TASK_KTHREAD && !t->by_fork) {
		task_set_user(st, ev->pid, ev->tgid > 0 ? ev->tgid : ev->pid);
		t = task_find(st, ev->pid);
	}
	return t;
}

/* ------------------------------------------------------------- scheduler events */

void mmr_st_on_switch(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	int32_t next = ev->sched_switch.next_pid, prev = ev->sched_switch.prev_pid;
	struct st_task *t;
	struct mmr_op *op;
	uint32_t mm = 0;

	if (__builtin_expect(c->infer_pid != 0, 0)) {
		if (prev == c->infer_pid)
			c->infer_pid = 0; /* it ran, and the trace says when it left */
		else
			mmr_st_infer_retract(st, c, ev);
	}
	c->sw_prev = prev;
	if (prev > 0) {
		t = task_get(st, prev, 0, ev->sched_switch.prev_comm);
		if (t && t->kind == TASK_USER && mm_usable(st, t->mm)) {
			/* an exec'd task's new name first shows as it leaves */
			struct st_mm *m = &st->mm[t->mm];

			if (!m->comm[0] || prev == m->tgid)
				memcpy(m->comm, ev->sched_switch.prev_comm, MMR_COMM_LEN);
		}
		/*
		 * An mprotect that waits for an rwsem waits for the mmap_lock
		 * do_mprotect_pkey() takes before change_protection()'s
		 * tlb_gather_mmu(): it has not raised tlb_flush_pending yet
		 */
		if (t && t->sc_gather && !(c->rwsem_wait && t->sc == SC_MPROTECT))
			mmr_st_sc_switch_out(st, t);
		c->rwsem_wait = 0; /* the wait was prev's */
		/*
		 * Its last switch-out, when it leaves dead: __trace_sched_switch_state()
		 * reports exit_state then, EXIT_ZOMBIE (0x20) or EXIT_DEAD (0x10).  An
		 * exiting task preempted (TASK_REPORT_MAX, 0x100) or asleep runs
		 * again, with no mm after exit_mm() (lazily, as a kernel thread).
		 * The pid is free after the last.
		 */
		if (t && t->exited && (ev->sched_switch.prev_state & 0x30) &&
		    ev->sched_switch.prev_state < 0x100) {
			task_exit_mm(st, t, ev); /* its exit_mmap went unseen */
			mmr_hash_remove_at(&st->tasks, t);
		}
	}
	t = next > 0 ? task_get(st, next, 0, ev->sched_switch.next_comm) : NULL;
	if (t && t->kind == TASK_USER && !t->exited && mm_usable(st, t->mm))
		mm = t->mm;
	if (t && t->sc_gather_off)
		mmr_st_sc_switch_in(st, t);
	if (t && t->fault_saved) {
		/* back in the fault it slept in */
		t->fault_saved = 0;
		c->fault_open = 1;
		c->fault_pid = next;
		c->fault_vpage = t->fault_vpage;
		c->fault_id = t->fault_id;
		c->fault_nalloc = 1; /* a fault that slept goes on with its readahead */
		c->ff_key = t->ff_key;
		c->ff_id = t->fault_id;
	}
	c->curr = next;
	if (mm && mm != c->loaded_mm) {
		/* switch_mm_irqs_off() to another mm: open until the next event here */
		struct st_mid *w = &st->mid[ev->cpu];

		w->s[1] = w->s[0];
		w->e[1] = w->e[0];
		w->s[0] = ev->ts;
		w->e[0] = 0;
		c->mid_open = 1;
	}
	if (mm) {
		struct st_mm *m = &st->mm[mm];

		if (!m->comm[0] || next == m->tgid)
			memcpy(m->comm, ev->sched_switch.next_comm, MMR_COMM_LEN);
		c->loaded_mm = mm;
		c->lazy = 0;
		st->ran_on[(size_t)mm * st->words + ev->cpu / 64] |= 1ull << (ev->cpu % 64);
	} else {
		c->lazy = 1;
	}
	op = op_push(st, MMR_OP_SWITCH, ev);
	if (op) {
		op->pid = next;
		op->mm = mm;
	}
}

/* The CPU runs @pid although no switch told us (start of trace). */
void mmr_st_infer_current(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	struct st_task *t = task_get(st, ev->pid, ev->tgid, NULL);

	c->curr = ev->pid;
	if (t && t->kind == TASK_USER && mm_usable(st, t->mm)) {
		c->loaded_mm = t->mm;
		c->lazy = 0;
		st->ran_on[(size_t)t->mm * st->words + ev->cpu / 64] |= 1ull << (ev->cpu % 64);
	} else {
		c->lazy = 1;
	}
}

/*
 * @ev's task runs on its CPU, though the last switch there named another:
 * the state switches as for sched_switch (no op: models see the change
 * through the accessors, and the op's pid already names the task).
 */
void mmr_st_missed_switch(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	struct st_task *t = ev->pid > 0 ? task_get(st, ev->pid, ev->tgid, NULL) : NULL;
	struct mmr_op *op;
	uint32_t mm = 0, was_mm;
	uint8_t was_lazy;

	if (c->infer_pid)
		mmr_st_infer_retract(st, c, ev);
	st->stats.missed_switches++;
	was_mm = c->loaded_mm;
	was_lazy = c->lazy;
	if (t && t->kind == TASK_USER && !t->exited && mm_usable(st, t->mm))
		mm = t->mm;
	c->curr = ev->pid;
	if (mm) {
		c->loaded_mm = mm;
		c->lazy = 0;
		st->ran_on[(size_t)mm * st->words + ev->cpu / 64] |= 1ull << (ev->cpu % 64);
	} else {
		c->lazy = 1;
	}
	/*
	 * The models hear of a change now, not at the CPU's next op: an event
	 * that makes no op (an IPI handler's csd_function_entry) is often the
	 * only sign the CPU left idle before another CPU's flush asks it
	 */
	if (c->loaded_mm == was_mm && c->lazy == was_lazy)
		return;
	op = op_push(st, MMR_OP_SWITCH, ev);
	if (op) {
		op->pid = ev->pid;
		op->mm = mm;
	}
}

/*
 * sched_wakeup / sched_wakeup_new of a task onto an idle CPU: the CPU runs it
 * next.  The switch from the idle task is often not traced (a woken task
 * runs on an idle CPU before any sched_switch shows: raw ftrace of the
 * kernel alone shows the gap too, docs/fidelity.md); without this the CPU
 * stayed idle and lazy here until the task's first event there, and a flush
 * sent meanwhile missed it.  A SWITCH op on the target CPU, as for a switch.
 */
void mmr_st_on_wakeup(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t pid = ev->wakeup.pid;
	int32_t cpu = ev->wakeup.target_cpu;
	struct st_task *t;
	struct st_cpu *c;
	struct mmr_op *op;
	uint32_t mm = 0;

	if (pid <= 0 || cpu < 0 || (uint32_t)cpu >= st->nr_cpus || st->cpu[cpu].curr != 0)
		return;
	t = task_get(st, pid, 0, ev->wakeup.comm);
	if (t && t->kind == TASK_USER && !t->exited && mm_usable(st, t->mm))
		mm = t->mm;
	c = &st->cpu[cpu];
	c->infer_pid = pid;
	c->infer_mm = mm;
	c->infer_prev_mm = c->loaded_mm;
	c->infer_lazy = c->lazy;
	c->infer_ran = 0;
	c->curr = pid;
	st->wakeup_switches++;
	if (mm) {
		uint64_t *w = &st->ran_on[(size_t)mm * st->words + (uint32_t)cpu / 64];

		c->infer_ran = (*w >> (cpu % 64)) & 1;
		c->loaded_mm = mm;
		c->lazy = 0;
		*w |= 1ull << (cpu % 64);
	} else {
		c->lazy = 1;
	}
	op = op_push(st, MMR_OP_SWITCH, ev);
	if (op) {
		op->cpu = (uint32_t)cpu;
		op->pid = pid;
		op->mm = mm;
		op->unmap_flags = MMR_SWITCH_F_INFERRED;
	}
}

/*
 * A switch inferred from a wakeup, and before any event of the woken task on
 * that CPU comes another's (the idle task's, another wakeup handled there) or
 * a switch from another: the woken task did not run there (another was
 * picked, or it was pulled away: sched_migrate_task).  The CPU goes back to
 * how it was, and a RETRACT op tells the models.
 */
static void infer_retract_on(struct mmr_state *st, uint32_t cpu, const struct mmr_event *ev)
{
	struct st_cpu *c = &st->cpu[cpu];
	struct mmr_op *op;
	uint32_t mm = c->infer_mm;

	c->infer_pid = 0;
	st->wakeup_switches--;
	st->wakeup_retracted++;
	if (mm && !c->infer_ran && mm_of(st, mm))
		st->ran_on[(size_t)mm * st->words + cpu / 64] &= ~(1ull << (cpu % 64));
	c->loaded_mm = c->infer_prev_mm;
	c->lazy = c->infer_lazy;
	c->curr = 0;
	op = op_push(st, MMR_OP_SWITCH, ev);
	if (op) {
		op->cpu = cpu;
		op->pid = 0;
		op->mm = c->infer_prev_mm;
		op->unmap_flags = MMR_SWITCH_F_RETRACT;
	}
}

void mmr_st_infer_retract(struct mmr_state *st, struct st_cpu *c, const struct mmr_event *ev)
{
	infer_retract_on(st, (uint32_t)(c - st->cpu), ev);
}

/*
 * sched_migrate_task of a task whose switch was inferred from its wakeup
 * onto an idle CPU, away from that CPU before it ran there (fork balancing,
 * an idle CPU pulling it): it did not run there.
 */
void mmr_st_on_migrate_task(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t o = ev->migrate_task.orig_cpu;

	if (o < 0 || (uint32_t)o >= st->nr_cpus || o == ev->migrate_task.dest_cpu ||
	    ev->migrate_task.pid <= 0 || st->cpu[o].infer_pid != ev->migrate_task.pid)
		return;
	infer_retract_on(st, (uint32_t)o, ev);
}

void mmr_st_on_newtask(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t child = ev->newtask.pid;
	uint64_t flags = ev->newtask.clone_flags;
	struct st_task *p, *t;
	int pkind, created;
	uint32_t pmm, pcg;
	int32_t ptgid;

	if (child <= 0)
		return;
	p = task_get(st, ev->pid, ev->tgid, NULL);
	pkind = ev->pid == 0 || (p && p->kind == TASK_KTHREAD) ? TASK_KTHREAD : TASK_USER;
	pmm = p ? p->mm : 0;
	pcg = p ? p->cg : 0;
	ptgid = p ? p->tgid : ev->pid;
	t = task_find(st, child);
	if (t) {
		/* pid reuse: forget the old task */
		uint32_t old = t->mm;

		task_exit_mm(st, t, ev);
		mmr_hash_remove_at(&st->tasks, t);
		mm_put(st, old, ev);
	}
	t = mmr_hash_insert(&st->tasks, MMR_H_KEY((uint32_t)child), &created);
	if (!t) {
		st->oom = 1;
		return;
	}
	t->pid = child;
	t->cg = pcg;
	t->by_fork = 1;
	t->from_newtask = 1;
	if (pkind == TASK_KTHREAD) {
		t->kind = TASK_KTHREAD;
		t->tgid = child;
		t->reclaimer = !strncmp(ev->newtask.comm, "kswapd", 6);
		return;
	}
	t->kind = TASK_USER;
	t->user_evidence = 1;
	t->tgid = (flags & CLONE_THREAD) ? ptgid : child;
	if ((flags & CLONE_VM) && mm_usable(st, pmm)) {
		t->mm = pmm;
		mm_get(st, pmm);
	} else {
		struct mmr_op *op;

		/*
		 * Only for a parent seen in user mode (a fault or a syscall):
		 * hand-written scenarios create their processes from a pid 1
		 * that never ran, where no flush is meant.
		 */
		p = task_find(st, ev->pid);
		if (!(flags & CLONE_VM) && mm_usable(st, pmm) && p && p->user_evidence &&
		    p->kind == TASK_USER) {
			/* dup_mmap() ended with flush_tlb_mm(oldmm) */
			op = op_push(st, MMR_OP_UNMAP, ev);
			if (op) {
				op->unmap_kind = MMR_UNMAP_FORK;
				op->mm = pmm;
				op->freed_tables = 1;
			}
		}
		uint32_t mm = mm_new(st, t->tgid, 1);

		/* dup_mmap(): the parent's VMAs, and the PTEs of its private memory */
		mmr_st_vm_mm_new(st, mm, MMR_ST_VM_FORK, mm_usable(st, pmm) ? pmm : 0);
		t = task_find(st, child);
		if (t) {
			t->mm = mm;
			mm_get(st, mm);
		}
	}
}

void mmr_st_on_fork(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t child = ev->fork.child_pid, parent = ev->fork.parent_pid;
	struct st_task *p, *t;
	int pkind, created;
	uint32_t pcg, mm;

	if (child <= 0)
		return;
	t = task_find(st, child);
	if (t && t->from_newtask) {
		t->from_newtask = 0; /* task_newtask already said how */
		return;
	}
	p = task_get(st, parent, 0, ev->fork.parent_comm);
	pkind = parent == 0 || parent == 2 || (p && p->kind == TASK_KTHREAD) ? TASK_KTHREAD
									      : TASK_USER;
	pcg = p ? p->cg : 0;
	t = task_find(st, child);
	if (t) {
		uint32_t old = t->mm;

		task_exit_mm(st, t, ev);
		mmr_hash_remove_at(&st->tasks, t);
		mm_put(st, old, ev);
	}
	t = mmr_hash_insert(&st->tasks, MMR_H_KEY((uint32_t)child), &created);
	if (!t) {
		st->oom = 1;
		return;
	}
	t->pid = child;
	t->tgid = child;
	t->cg = pcg;
	t->by_fork = 1;
	if (pkind == TASK_KTHREAD) {
		t->kind = TASK_KTHREAD;
		t->reclaimer = !strncmp(ev->fork.child_comm, "kswapd", 6);
		return;
	}
	/* without task_newtask a thread looks like a process until its tgid shows */
	t->kind = TASK_USER;
	t->user_evidence = 1;
	mm = mm_new(st, child, 1);
	if (p && p->kind == TASK_USER && mm_usable(st, p->mm))
		mmr_st_vm_mm_new(st, mm, MMR_ST_VM_FORK, p->mm);
	t = task_find(st, child);
	if (t) {
		t->mm = mm;
		mm_get(st, mm);
	}
}

/* @ev's CPU runs @mm, now, for @pid (a switch the trace showed no sched_switch for). */
static void run_mm(struct mmr_state *st, const struct mmr_event *ev, int32_t pid, uint32_t mm)
{
	struct st_cpu *c = &st->cpu[ev->cpu];
	struct mmr_op *op;

	c->loaded_mm = mm;
	c->lazy = 0;
	st->ran_on[(size_t)mm * st->words + ev->cpu / 64] |= 1ull << (ev->cpu % 64);
	op = op_push(st, MMR_OP_SWITCH, ev);
	if (op) {
		op->pid = pid;
		op->mm = mm;
	}
}

/*
 * A user task that runs its mm switched mm without a context switch
 * (tlb:tlb_flush reason 0 in its own name): exec_mmap()'s activate_mm(),
 * which comes well before sched_process_exec (once the new program is
 * loaded).  From here the CPU runs the new mm, so a flush of the old one (a
 * vfork parent's) does not reach it.  The new mm is made now; a second such
 * switch before the exec puts the old one back (use_temporary_mm() /
 * unuse_temporary_mm() of text poking switch twice).  An exiting task's
 * (exit_mmap()'s flush on its lazy CPU, leave_mm()) is no exec.
 */
void mmr_st_exec_mmap(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_find(st, ev->pid);
	struct st_cpu *c = &st->cpu[ev->cpu];
	uint32_t mm, old;

	if (!t || t->kind != TASK_USER || t->exited || !mm_usable(st, t->mm))
		return;
	if (t->exec_old) {
		if (!mm_usable(st, t->exec_old))
			return;
		mm = t->mm;
		t->mm = t->exec_old;
		t->exec_old = 0;
		run_mm(st, ev, t->pid, t->mm);
		mm_put(st, mm, ev);
		return;
	}
	if (c->lazy || c->loaded_mm != t->mm)
		return;
	old = t->mm;
	mm = mm_new(st, t->pid, 1);
	mmr_st_vm_mm_new(st, mm, MMR_ST_VM_EXEC, 0);
	t = task_find(st, ev->pid);
	if (!t)
		return;
	t->exec_old = old; /* its reference moves here */
	t->mm = mm;
	mm_get(st, mm);
	run_mm(st, ev, t->pid, mm);
}

void mmr_st_on_exec(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t pid = ev->exec.pid > 0 ? ev->exec.pid : ev->pid;
	struct st_task *t = task_get(st, pid, 0, NULL);
	struct st_cpu *c = &st->cpu[ev->cpu];
	uint32_t old, mm;
	int early = 0;

	if (!t)
		return;
	mmr_st_sc_settle(st, t, ev);
	mmr_st_pass_drop(st, &t->rpass);
	if (t->exec_old && t->kind == TASK_USER && mm_usable(st, t->mm)) {
		/* the new mm came at exec_mmap() (mmr_st_exec_mmap()), t holds it */
		early = 1;
		old = t->exec_old;
		t->exec_old = 0;
		mm = t->mm;
	} else {
		old = t->kind == TASK_USER ? t->mm : 0;
		if (t->exec_old) {
			mm_put(st, t->exec_old, ev);
			t = task_find(st, pid);
			if (!t)
				return;
			t->exec_old = 0;
		}
		mm = mm_new(st, pid, 1);
		/* exec_mmap(): a new address space, its first VMAs made without a system call */
		mmr_st_vm_mm_new(st, mm, MMR_ST_VM_EXEC, 0);
	}
	t = task_find(st, pid);
	if (!t)
		return;
	t->kind = TASK_USER;
	t->by_fork = 1;
	t->user_evidence = 1;
	t->tgid = pid;
	t->mm = mm;
	t->provisional = 0;
	if (!early)
		mm_get(st, mm);
	mm_put(st, old, ev);
	/* exec_mmap() switched this CPU to the new mm */
	if (c->curr == pid || c->curr < 0) {
		c->curr = pid;
		run_mm(st, ev, pid, mm);
	}
}

void mmr_st_on_task_exit(struct mmr_state *st, const struct mmr_event *ev)
{
	int32_t pid = ev->exit.pid > 0 ? ev->exit.pid : ev->pid;
	struct st_task *t = task_find(st, pid);
	struct st_mm *m;
	uint32_t mm;

	if (!t || t->exited)
		return;
	mmr_st_sc_settle(st, t, ev);
	t->exited = 1;
	mmr_st_pass_drop(st, &t->rpass);
	mm = t->kind == TASK_USER ? t->mm : 0;
	t->mm = 0;
	if (t->exec_old) {
		uint32_t o = t->exec_old;

		t->exec_old = 0;
		mm_put(st, o, ev);
	}
	/*
	 * sched_process_exit comes before exit_mm(): where the trace records
	 * mmap:exit_mmap (traced as exit_mmap() ends), the last task's mm is
	 * torn down there, in that CPU's flushes, not here
	 */
	m = mm_of(st, mm);
	if (st->exit_mmap_recorded && m && !m->dying && m->nr_tasks == 1 && !t->exit_mm) {
		m->nr_tasks = 0;
		t->exit_mm = mm;
		t->exit_ts = ev->ts;
		return;
	}
	mm_put(st, mm, ev);
}

void mmr_st_on_exit_mmap(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t = task_find(st, ev->pid);

	if (t) {
		mmr_st_sc_settle(st, t, ev);
		mmr_st_pass_drop(st, &t->rpass); /* the frees before it were the teardown */
		if (t->exit_mm) {
			task_exit_mm(st, t, ev);
			return;
		}
	}
	/* between exec_mmap() and sched_process_exec, the mm exec_mmap() let go */
	if (t && t->kind == TASK_USER)
		mm_exit(st, t->exec_old ? t->exec_old : t->mm, ev);
}

/* ------------------------------------------------------------- cgroups */

static uint32_t cgroup_dense(struct mmr_state *st, int32_t dst_id)
{
	uint32_t i;

	for (i = 0; i < st->nr_cg; i++)
		if (st->cgroups[i] == dst_id)
			return i + 1;
	if (st->nr_cg == st->cap_cg) {
		uint32_t cap = st->cap_cg ? st->cap_cg * 2 : 16;
		int32_t *n = realloc(st->cgroups, cap * sizeof(*n));

		if (!n) {
			st->oom = 1;
			return 0;
		}
		st->cgroups = n;
		st->cap_cg = cap;
	}
	st->cgroups[st->nr_cg++] = dst_id;
	return st->nr_cg;
}

void mmr_st_on_cgroup_attach(struct mmr_state *st, const struct mmr_event *ev)
{
	struct st_task *t;
	uint32_t cg;

	st->cgroup_mode = 1;
	cg = cgroup_dense(st, ev->cgroup_attach.dst_id);
	t = task_get(st, ev->cgroup_attach.pid, 0, ev->cgroup_attach.comm);
	if (t)
		t->cg = cg;
}
