// SPDX-License-Identifier: LGPL-2.1
/*
 * Shared machinery of the TLB-shootdown models: per-mm cpumasks by kernel
 * epoch, flush_tlb_mm_range() and arch_tlbbatch_flush() target selection,
 * per-task unmap batches.  See tlb-common.h for the counting convention and
 * the model files for which kernel code each rule reproduces.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tlb-common.h"

const struct mmr_metric_def mmr_tlbc_metrics[TLBC_M__COUNT] = {
	[TLBC_M_ROUNDS] = { "tlb.flush_rounds",
			    "sender-side flush rounds whose mask held another CPU (per sender CPU)" },
	[TLBC_M_IPI] = { "tlb.ipi", "remote flush requests, one per target CPU (per target CPU)" },
	[TLBC_M_FULL] = { "tlb.full_flush", "full TLB flushes done by remote targets (per target)" },
	[TLBC_M_INVLPG] = { "tlb.invlpg", "single-page invalidations done by remote targets (per target)" },
	[TLBC_M_LOCAL] = { "tlb.local_flush", "flushes of the sender's own TLB (per sender CPU)" },
	[TLBC_M_BROADCAST] = { "tlb.broadcast",
			       "INVLPGB broadcast flushes that replaced an IPI round (per sender CPU)" },
	[TLBC_M_RECEIVED] = { "tlb.flush_received",
			      "requests a target traces: flush or trim (per target CPU)" },
	[TLBC_M_WRONG_CPU] = { "tlb.wrong_cpu",
			       "6.13 mask-trim requests to CPUs not running the mm (per target)" },
};

static void count(struct tlbc *t, unsigned int m, uint32_t cpu, int64_t d)
{
	if (t->counters && d)
		mmr_count(t->counters, m, cpu, d);
}

int mmr_tlbc_parse_epoch(const char *s)
{
	if (!s)
		return -1;
	if (!strcmp(s, "2015") || !strcmp(s, "4.2") || !strcmp(s, "4.3"))
		return TLBC_EPOCH_2015;
	if (!strcmp(s, "4.19"))
		return TLBC_EPOCH_4_19;
	if (!strcmp(s, "6.13"))
		return TLBC_EPOCH_6_13;
	if (!strcmp(s, "invlpgb"))
		return TLBC_EPOCH_INVLPGB;
	return -1;
}

enum tlbc_epoch mmr_tlbc_epoch_of_kernel(const char *release, const char *cpu_flags)
{
	/* a release the table cannot place has the newest rules (mmreplay/kernel.h) */
	if (mmr_kernel_has(MMR_KR_INVLPGB, release, cpu_flags))
		return TLBC_EPOCH_INVLPGB;
	if (mmr_kernel_has(MMR_KR_LAZY_CPUMASK, release, cpu_flags))
		return TLBC_EPOCH_6_13;
	if (mmr_kernel_has(MMR_KR_LAZY_TLB, release, cpu_flags))
		return TLBC_EPOCH_4_19;
	return TLBC_EPOCH_2015;
}

static const char *epoch_name(enum tlbc_epoch e)
{
	return e == TLBC_EPOCH_2015 ? "2015" : e == TLBC_EPOCH_4_19 ? "4.19" :
	       e == TLBC_EPOCH_6_13 ? "6.13" : "invlpgb";
}

int mmr_tlbc_init(struct tlbc *t, enum tlbc_epoch epoch, uint64_t ceiling)
{
	memset(t, 0, sizeof(*t));
	t->epoch = epoch;
	t->ceiling = ceiling;
	t->recorder_tgid = -1;
	return mmr_tlbc_grow(t, 0, 0);
}

void mmr_tlbc_fini(struct tlbc *t)
{
	unsigned int i;

	if (!t)
		return;
	for (i = 0; i < t->nbatch; i++) {
		free(t->batch[i].mask);
		free(t->batch[i].pfns);
	}
	free(t->batch);
	free(t->pid_key);
	free(t->pid_val);
	free(t->loaded);
	free(t->lazy);
	free(t->mm_mask);
	free(t->mm);
	free(t->tmp);
	free(t->seen_cpu);
	free(t->obs_pid);
	free(t->infer);
	free(t->hist);
	free(t->pfn_key);
	free(t->pfn_slot);
	free(t->pfn_gen);
	memset(t, 0, sizeof(*t));
}

/* Widen every cpumask to @nwords words. */
static int grow_cpus(struct tlbc *t, unsigned int nwords)
{
	unsigned int old = t->nwords, i;
	size_t ncpu = (size_t)nwords * 64, oldcpu = (size_t)old * 64;
	uint32_t *loaded = realloc(t->loaded, ncpu * sizeof(*loaded));
	uint8_t *lazy;
	uint64_t *mm_mask, *tmp;

	if (!loaded)
		return MMR_ENOMEM;
	t->loaded = loaded;
	memset(loaded + oldcpu, 0, (ncpu - oldcpu) * sizeof(*loaded));
	lazy = realloc(t->lazy, ncpu);
	if (!lazy)
		return MMR_ENOMEM;
	t->lazy = lazy;
	memset(lazy + oldcpu, 0, ncpu - oldcpu);
	tmp = realloc(t->tmp, nwords * sizeof(*tmp));
	if (!tmp)
		return MMR_ENOMEM;
	t->tmp = tmp;
	tmp = realloc(t->seen_cpu, nwords * sizeof(*tmp));
	if (!tmp)
		return MMR_ENOMEM;
	t->seen_cpu = tmp;
	memset(tmp + old, 0, (nwords - old) * sizeof(*tmp));
	{
		int32_t *op = realloc(t->obs_pid, ncpu * sizeof(*op));

		if (!op)
			return MMR_ENOMEM;
		t->obs_pid = op;
		memset(op + oldcpu, 0xff, (ncpu - oldcpu) * sizeof(*op)); /* -1 */
	}
	{
		struct tlbc_infer *in = realloc(t->infer, ncpu * sizeof(*in));

		if (!in)
			return MMR_ENOMEM;
		t->infer = in;
		memset(in + oldcpu, 0, (ncpu - oldcpu) * sizeof(*in));
	}
	{
		struct tlbc_hist *h = realloc(t->hist, ncpu * sizeof(*h));

		if (!h)
			return MMR_ENOMEM;
		t->hist = h;
		memset(h + oldcpu, 0, (ncpu - oldcpu) * sizeof(*h));
	}
	mm_mask = calloc((size_t)(t->mm_cap ? t->mm_cap : 1) * nwords, sizeof(*mm_mask));
	if (!mm_mask)
		return MMR_ENOMEM;
	for (i = 0; i < t->mm_cap; i++)
		memcpy(mm_mask + (size_t)i * nwords, t->mm_mask + (size_t)i * old,
		       old * sizeof(*mm_mask));
	/* every batch mask grows too, before t->nwords changes */
	for (i = 0; i < t->nbatch; i++) {
		uint64_t *m = realloc(t->batch[i].mask, nwords * sizeof(*m));

		if (!m) {
			free(mm_mask);
			return MMR_ENOMEM;
		}
		memset(m + old, 0, (nwords - old) * sizeof(*m));
		t->batch[i].mask = m;
	}
	free(t->mm_mask);
	t->mm_mask = mm_mask;
	t->nwords = nwords;
	return 0;
}

static int grow_mms(struct tlbc *t, uint32_t cap)
{
	uint64_t *mm_mask = realloc(t->mm_mask, (size_t)cap * t->nwords * sizeof(*mm_mask));
	struct tlbc_mm *mm;
	uint32_t i;

	if (!mm_mask)
		return MMR_ENOMEM;
	t->mm_mask = mm_mask;
	memset(mm_mask + (size_t)t->mm_cap * t->nwords, 0,
	       (size_t)(cap - t->mm_cap) * t->nwords * sizeof(*mm_mask));
	mm = realloc(t->mm, (size_t)cap * sizeof(*mm));
	if (!mm)
		return MMR_ENOMEM;
	t->mm = mm;
	memset(mm + t->mm_cap, 0, (size_t)(cap - t->mm_cap) * sizeof(*mm));
	for (i = t->mm_cap; i < cap; i++)
		mm[i].pend_slot = -1;
	t->mm_cap = cap;
	return 0;
}

int mmr_tlbc_grow(struct tlbc *t, uint32_t cpu, uint32_t mm)
{
	int ret;

	if (cpu >= (uint64_t)t->nwords * 64 || !t->nwords) {
		unsigned int nw = t->nwords ? t->nwords : 1;

		while (cpu >= (uint64_t)nw * 64)
			nw *= 2;
		ret = grow_cpus(t, nw);
		if (ret)
			return ret;
	}
	if (mm >= t->mm_cap) {
		uint32_t cap = t->mm_cap ? t->mm_cap : 64;

		while (mm >= cap)
			cap *= 2;
		ret = grow_mms(t, cap);
		if (ret)
			return ret;
	}
	return 0;
}

static inline int test_bit(const uint64_t *m, uint32_t cpu)
{
	return (m[cpu / 64] >> (cpu % 64)) & 1;
}

static inline void set_bit(uint64_t *m, uint32_t cpu)
{
	m[cpu / 64] |= 1ull << (cpu % 64);
}

static inline void clear_bit(uint64_t *m, uint32_t cpu)
{
	m[cpu / 64] &= ~(1ull << (cpu % 64));
}

/* cpumask_any_but(m, cpu) < nr_cpu_ids */
static int any_but(const struct tlbc *t, const uint64_t *m, uint32_t cpu)
{
	unsigned int w;

	for (w = 0; w < t->nwords; w++) {
		uint64_t b = m[w];

		if (w == cpu / 64)
			b &= ~(1ull << (cpu % 64));
		if (b)
			return 1;
	}
	return 0;
}

/*
 * The CPU stops holding its loaded mm (leave_mm() in 4.2, a switch to
 * init_mm from 4.19 on).  Before 6.13 switching away clears the CPU from the
 * mm's mask; from 6.13 the mask is only trimmed by flushes.
 */
static void leave_mm(struct tlbc *t, uint32_t cpu)
{
	uint32_t mm = t->loaded[cpu];

	if (mm && t->epoch < TLBC_EPOCH_6_13)
		clear_bit(mmr_tlbc_mask(t, mm), cpu);
	t->loaded[cpu] = 0;
	t->lazy[cpu] = 0;
}

/*
 * When the model first hears of @mm (at @ts), the time after which its next
 * flush trims the mask (6.13).  init_new_context() sets next_trim_cpumask =
 * jiffies + HZ: an mm created in the trace first runs right after, so + 1 s
 * from then; one that existed before the recording is taken as older than a
 * second, its trim due at its first flush (docs/fidelity.md, "Processes
 * older than the trace: the trim clock, as a bound").  Without the tracker
 * (hand-built ops): + 1 s.
 */
static uint64_t first_trim(struct tlbc *t, uint32_t mm, uint64_t ts)
{
	int old = t->state && !mmr_state_mm_born(t->state, mm);

	/*
	 * old_trim=traced: the trim clock of an mm older than the trace, or of
	 * the recorder's (created an unknown while before it), is read off the
	 * trace (trim_probe())
	 */
	if (t->old_trim_traced && t->state &&
	    (old || (t->recorder_tgid > 0 && mmr_state_mm_tgid(t->state, mm) == t->recorder_tgid))) {
		t->mm[mm].trim_probe = 1;
		return UINT64_MAX;
	}
	/* old_trim=fresh: as if trimmed just before the trace (the most rounds) */
	if (old && !t->old_trim_fresh)
		return 0;
	return ts + TLBC_NSEC_PER_SEC;
}

static void sync_cpu(struct tlbc *t, uint32_t x, uint64_t ts)
{
	uint32_t mm;

	if (x >= (uint64_t)t->nwords * 64 || test_bit(t->seen_cpu, x))
		return;
	if (x >= mmr_state_nr_cpus(t->state) || mmr_state_current(t->state, x) < 0)
		return; /* the tracker does not know either (yet) */
	mm = mmr_state_loaded_mm(t->state, x);
	if (mmr_tlbc_reserve(t, x, mm))
		return;
	/* from now on the model's own rules apply to this CPU */
	set_bit(t->seen_cpu, x);
	t->loaded[x] = mm;
	t->lazy[x] = mm && mmr_state_lazy(t->state, x);
	if (!mm)
		return;
	set_bit(mmr_tlbc_mask(t, mm), x);
	if (!t->mm[mm].seen) {
		t->mm[mm].seen = 1;
		t->mm[mm].next_trim = first_trim(t, mm, ts);
	}
}

/*
 * The event behind an op ran in the context of @pid on @cpu, so that task is
 * running there whatever the switches said.  Traces miss switches: an idle
 * CPU often resumes the task it just woke without any sched_switch
 * (docs/fidelity.md, "Idle-to-task switches missing from the trace"), and
 * without this the CPU would stay "idle, lazy" and be skipped as a target.
 * A user task's mm is loaded and not lazy (an implicit switch); a kernel
 * thread makes a loaded mm lazy.
 */
static void observe_running(struct tlbc *t, uint32_t cpu, int32_t pid, uint64_t ts)
{
	uint32_t mm;

	/* the common case, another op of the task already running there: no lookup */
	if (cpu < (uint64_t)t->nwords * 64 && t->obs_pid[cpu] == pid)
		return;
	mm = mmr_state_task_mm(t->state, pid);
	if (mmr_tlbc_reserve(t, cpu, mm))
		return;
	t->obs_pid[cpu] = pid;
	if (mm) {
		if (t->loaded[cpu] != mm || t->lazy[cpu])
			mmr_tlbc_switch(t, cpu, mm, ts);
	} else if (t->loaded[cpu] && !t->lazy[cpu]) {
		mmr_tlbc_hist_push(t, cpu, ts, t->loaded[cpu], 0, t->loaded[cpu], 0);
		t->lazy[cpu] = 1;
	}
}

void mmr_tlbc_sync_slow(struct tlbc *t, const struct mmr_op *op)
{
	const uint64_t *ran;
	unsigned int w, nw;
	uint32_t cpu = op->cpu;

	t->now = op->ts;
	if (op->kind == MMR_OP_SWITCH) {
		if (cpu < (uint64_t)t->nwords * 64)
			t->obs_pid[cpu] = op->pid;
		return;
	}
	if (!t->state || mmr_tlbc_reserve(t, cpu, 0))
		return;
	/* hot path: a CPU already known, an event of the task known to run there */
	if (!test_bit(t->seen_cpu, cpu))
		sync_cpu(t, cpu, op->ts);
	if (op->ev && op->ev->pid > 0 &&
	    (op->ev->cpu >= (uint64_t)t->nwords * 64 || t->obs_pid[op->ev->cpu] != op->ev->pid))
		observe_running(t, op->ev->cpu, op->ev->pid, op->ts);
	if (op->kind != MMR_OP_UNMAP || !op->mm)
		return;
	ran = mmr_state_ran_on_mask(t->state, op->mm);
	if (!ran)
		return;
	nw = mmr_state_mask_words(t->state);
	for (w = 0; w < nw; w++) {
		uint64_t b = ran[w] & ~(w < t->nwords ? t->seen_cpu[w] : 0);

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);

			b &= b - 1;
			sync_cpu(t, x, op->ts);
			if (mmr_tlbc_reserve(t, x, 0))
				return;
		}
	}
}

void mmr_tlbc_switch_slow(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t ts)
{
	if (mmr_tlbc_reserve(t, cpu, mm))
		return;
	if (mm && !t->mm[mm].seen) {
		t->mm[mm].seen = 1;
		t->mm[mm].next_trim = first_trim(t, mm, ts);
	}
	mmr_tlbc_switch(t, cpu, mm, ts); /* its common case now: the arrays hold both, @mm seen */
}

static void target_work(struct tlbc *t, uint32_t x, uint64_t npages, int full)
{
	count(t, TLBC_M_RECEIVED, x, 1);
	if (full)
		count(t, TLBC_M_FULL, x, 1);
	else
		count(t, TLBC_M_INVLPG, x, (int64_t)npages);
}

/*
 * should_flush_tlb() since fea4e317f9e7 sends the IPI to a CPU whose
 * loaded_mm is LOADED_MM_SWITCHING, and flush_tlb_func() then runs there on
 * the new mm: a flush of another mm trims the CPU from that mask
 * (TLB_REMOTE_WRONG_CPU).  The op comes before its flush (a copy-on-write
 * fault's is at its page allocation) or after it (a syscall's), so a skipped
 * target is asked at the flush's time, once the trace has reached it.
 */
#define TLBC_LAG_COW 1500 /* docs/fidelity.md: op to flush, median by kind, 6.18 KVM guest */
/*
 * native_flush_tlb_multi() traces TLB_REMOTE_SEND_IPI, then
 * on_each_cpu_cond_mask() asks should_flush_tlb() of each CPU: a traced
 * sender flush decides at least this much later (docs/fidelity.md: the
 * least gap from the reason 4 to its csd_queue_cpu)
 */
#define TLBC_DECIDE_NS 250
/*
 * A flush_tlb_func CSD follows its sender's reason 4 within this
 * (docs/fidelity.md, "A flush that reaches a CPU mid-switch, by its CSD")
 */
#define TLBC_CSD_NS 3000
/* how long a probe waits for its flush's CSDs: the copy-on-write lag and more */
#define TLBC_PROBE_NS 20000

int64_t mmr_tlbc_flush_lag(const struct mmr_op *op)
{
	if (op->kind != MMR_OP_UNMAP)
		return 0;
	switch (op->unmap_kind) {
	case MMR_UNMAP_COW:
		return TLBC_LAG_COW;
	case MMR_UNMAP_MPROTECT:
		return -500;
	case MMR_UNMAP_MADVISE:
		return -1000;
	case MMR_UNMAP_MUNMAP:
		return -2000;
	default:
		return 0;
	}
}

static void probe_resolve(struct tlbc *t, uint64_t now);

void mmr_tlbc_mid_op(struct tlbc *t, const struct mmr_op *op)
{
	if (t->npend)
		mmr_tlbc_mid_resolve(t, op->ts);
	if (t->nprobe)
		probe_resolve(t, op->ts);
	t->flush_lag = mmr_tlbc_flush_lag(op);
	if (op->kind != MMR_OP_UNMAP || !t->state)
		return;
	t->op_enter = op->enter_ts;
	t->op_n0 = mmr_state_cpu_flushes(t->state, op->cpu, &t->op_last);
}

/*
 * Did the flush deciding at @at reach @p.cpu mid-switch?  Within about a
 * window's opening of that CPU's switch the trace's timestamps cannot order
 * should_flush_tlb() against switch_mm_irqs_off()'s write: where the trace
 * records the flush CSDs, the sender's flush_tlb_func CSD for that CPU (or
 * none) tells; elsewhere the window does (mmr_state_in_mm_switch()).
 */
static int csd_decides(const struct tlbc *t, uint32_t cpu, uint64_t at)
{
	return mmr_state_csd_traced(t->state) && mmr_state_near_mm_switch(t->state, cpu, at);
}

static int mid_reached(const struct tlbc *t, const struct tlbc_pend *p, uint64_t at)
{
	if (csd_decides(t, p->cpu, at)) {
		uint64_t q = mmr_state_csd_flush(t->state, p->src, p->cpu);
		uint64_t f = at > TLBC_DECIDE_NS ? at - TLBC_DECIDE_NS : 0;

		return q >= f && q < f + TLBC_CSD_NS;
	}
	return mmr_state_in_mm_switch(t->state, p->cpu, at);
}

/* The flush reached @p.cpu while it switched mm: IPI'd, flushed or trimmed. */
static void mid_hit(struct tlbc *t, const struct tlbc_pend *p, uint64_t at)
{
	uint64_t *m = mmr_tlbc_mask(t, p->mm);

	if (!test_bit(m, p->cpu) || !mid_reached(t, p, at))
		return;
	count(t, TLBC_M_IPI, p->cpu, 1);
	if (t->loaded[p->cpu] == p->mm && !t->lazy[p->cpu]) {
		target_work(t, p->cpu, p->npages, p->full);
	} else {
		clear_bit(m, p->cpu);
		count(t, TLBC_M_RECEIVED, p->cpu, 1);
		count(t, TLBC_M_WRONG_CPU, p->cpu, 1);
	}
}

static uint64_t lagged(uint64_t ts, int64_t lag)
{
	return (int64_t)ts + lag > 0 ? (uint64_t)((int64_t)ts + lag) : 0;
}

static void mid_defer(struct tlbc *t, uint32_t mm, uint32_t x, uint32_t src, uint64_t ts,
		      uint64_t npages, int full)
{
	struct tlbc_pend p = { .ts = ts, .n0 = t->op_n0, .npages = npages, .mm = mm, .cpu = x,
			       .src = src, .full = full };

	if (t->flush_lag <= 0) {
		/* the flush came before the op, inside its syscall: the sender's last one */
		uint64_t at = t->op_enter && t->op_last >= t->op_enter ? t->op_last + TLBC_DECIDE_NS :
			      lagged(ts, t->flush_lag);

		mid_hit(t, &p, at);
		return;
	}
	if (t->npend == TLBC_NPEND)
		mmr_tlbc_mid_resolve(t, UINT64_MAX); /* a full queue goes now */
	t->pend[t->npend++] = p;
}

void mmr_tlbc_mid_resolve(struct tlbc *t, uint64_t now)
{
	unsigned int i, n = 0;

	if (now == UINT64_MAX && t->nprobe)
		probe_resolve(t, now);

	for (i = 0; i < t->npend; i++) {
		struct tlbc_pend p = t->pend[i];
		uint64_t last, fl = mmr_state_cpu_flushes(t->state, p.src, &last);

		if (fl == p.n0 + 1 && now != UINT64_MAX && now < last + TLBC_CSD_NS &&
		    csd_decides(t, p.cpu, last + TLBC_DECIDE_NS)) {
			t->pend[n++] = p; /* its CSD may not be in the trace yet */
		} else if (fl == p.n0 + 1) {
			mid_hit(t, &p, last + TLBC_DECIDE_NS); /* the sender's next flush is this one */
		} else if (fl > p.n0 + 1 || now == UINT64_MAX || now > p.ts + MMR_STATE_MID_SWITCH_MAX_NS) {
			mid_hit(t, &p, lagged(p.ts, TLBC_LAG_COW));
		} else {
			t->pend[n++] = p; /* not flushed yet */
		}
	}
	t->npend = n;
}

/* consider_global_asid(): mm_active_cpus_exceeds(mm, 3) -> use_global_asid() */
static void consider_global_asid(struct tlbc *t, uint32_t mm)
{
	const uint64_t *m = mmr_tlbc_mask(t, mm);
	unsigned int w, n = 0;

	for (w = 0; w < t->nwords; w++) {
		uint64_t b = m[w];

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);

			b &= b - 1;
			if (t->loaded[x] == mm && !t->lazy[x] && ++n > 3) {
				t->mm[mm].global_asid = 1;
				return;
			}
		}
	}
}

/* @x is in @mm's mask as @cpu flushes, runs another mm and not lazily: a trim's target. */
static inline int trim_target(const struct tlbc *t, uint32_t x, uint32_t cpu, uint32_t mm)
{
	return x != cpu && t->loaded[x] != mm && !t->lazy[x];
}

/*
 * Did the trace show @cpu queue a flush_tlb_func CSD since @from for a CPU of
 * @mm's mask that runs neither @mm nor lazily (nor is mid-switch)?  Only a
 * trim (should_flush_tlb(): info->trim_cpumask) sends one there without
 * freed tables.
 */
static int trim_seen(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t from)
{
	const uint64_t *m = mmr_tlbc_mask(t, mm);
	unsigned int w;

	for (w = 0; w < t->nwords; w++) {
		uint64_t b = m[w];

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);
			uint64_t q;

			b &= b - 1;
			if (!trim_target(t, x, cpu, mm))
				continue;
			q = mmr_state_csd_flush(t->state, cpu, x);
			if (q && q >= from && !mmr_state_in_mm_switch(t->state, x, q))
				return 1;
		}
	}
	return 0;
}

/* The trim of @mm at @ts, as the trace showed it: its clock is known from now on. */
static void trim_learnt(struct tlbc *t, uint32_t mm, uint64_t ts)
{
	t->mm[mm].trim_probe = 0;
	t->mm[mm].next_trim = ts + TLBC_NSEC_PER_SEC;
}

/*
 * A remote flush of an mm whose trim clock is unknown: a trim when the trace
 * shows its CSD reach a CPU off the mm.  A syscall's flush came before its op
 * (its CSDs are in the trace already); another op's comes after it, so that
 * flush is asked again at the next ops (mmr_tlbc_mid_op()), as they reach
 * the trace's CSDs, and trimmed then.
 */
static int trim_probe(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t ts)
{
	if (t->op_enter && t->flush_lag <= 0) {
		if (!trim_seen(t, cpu, mm, t->op_enter))
			return 0;
		trim_learnt(t, mm, ts);
		return 1;
	}
	if (t->nprobe == TLBC_NPEND) {
		memmove(t->probe, t->probe + 1, (TLBC_NPEND - 1) * sizeof(*t->probe));
		t->nprobe--;
	}
	t->probe[t->nprobe++] = (struct tlbc_probe){ .ts = ts, .mm = mm, .cpu = cpu };
	return 0;
}

/* The late trim of a probe: flush_tlb_func() on each CPU off the mm (TLB_REMOTE_WRONG_CPU). */
static void probe_trim(struct tlbc *t, const struct tlbc_probe *p)
{
	uint64_t *m = mmr_tlbc_mask(t, p->mm);
	unsigned int w;

	trim_learnt(t, p->mm, p->ts);
	for (w = 0; w < t->nwords; w++) {
		uint64_t b = m[w];

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);

			b &= b - 1;
			if (!trim_target(t, x, p->cpu, p->mm))
				continue;
			count(t, TLBC_M_IPI, x, 1);
			clear_bit(m, x);
			count(t, TLBC_M_RECEIVED, x, 1);
			count(t, TLBC_M_WRONG_CPU, x, 1);
		}
	}
}

/* The probes whose CSDs the trace has reached by @now; UINT64_MAX: all of them, at the end. */
static void probe_resolve(struct tlbc *t, uint64_t now)
{
	unsigned int i, n = 0;

	for (i = 0; i < t->nprobe; i++) {
		struct tlbc_probe p = t->probe[i];

		if (!t->mm[p.mm].trim_probe)
			continue; /* learnt meanwhile */
		if (trim_seen(t, p.cpu, p.mm, p.ts))
			probe_trim(t, &p);
		else if (now != UINT64_MAX && now < p.ts + TLBC_PROBE_NS)
			t->probe[n++] = p;
	}
	t->nprobe = n;
}

/*
 * When the current op's flush ran: a syscall's op comes at its sys_exit,
 * after the flush the trace showed inside the call (the sender's last since
 * sys_enter); should_flush_tlb() looked then.  0: now, at the op.
 */
static uint64_t flush_at(const struct tlbc *t)
{
	/*
	 * 6.13's lazy masks only: before, a switch clears the CPU from the old
	 * mm's mask at once, and the history does not put it back
	 */
	if (!t->state || t->epoch < TLBC_EPOCH_6_13 || !t->op_enter || t->flush_lag > 0 ||
	    t->op_last < t->op_enter)
		return 0;
	return t->op_last + TLBC_DECIDE_NS;
}

/* A target's state at the flush, from its switches since (struct tlbc_hist). */
struct tlbc_was {
	uint32_t mm;      /* loaded */
	uint8_t lazy;
	uint8_t moved;    /* it switched since */
	uint8_t rejoined; /* ... to the flushed mm */
	uint8_t out;      /* not in the flushed mm's mask then: a switch since put it there */
};

static void state_at(const struct tlbc *t, uint32_t x, uint32_t mm, uint64_t at,
		     struct tlbc_was *w)
{
	const struct tlbc_hist *h = &t->hist[x];
	unsigned int k;

	for (k = 0; k < TLBC_HIST; k++) {
		unsigned int i = (unsigned int)(h->n - 1 - k) % TLBC_HIST;

		if (!h->ts[i] || h->ts[i] <= at)
			break;
		w->mm = h->prev[i];
		w->lazy = h->prev_lazy[i];
		w->moved = 1;
		if (h->next[i] == mm) {
			w->rejoined = 1;
			w->out = h->new_bit[i];
		}
	}
}

/* Drop from t->tmp the CPUs that joined @mm's mask after the flush at @at. */
static void past_mask(struct tlbc *t, uint32_t mm, uint64_t at)
{
	unsigned int w;

	for (w = 0; w < t->nwords; w++) {
		uint64_t b = t->tmp[w];

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);
			struct tlbc_was was = { 0 };

			b &= b - 1;
			state_at(t, x, mm, at, &was);
			if (was.out)
				t->tmp[w] &= ~(1ull << (x % 64));
		}
	}
}

void mmr_tlbc_mm_flush(struct tlbc *t, uint32_t cpu, uint32_t mm, uint64_t npages,
		       int freed_tables, uint64_t ts)
{
	uint64_t at;
	int full = npages == TLBC_ALL || npages > t->ceiling;
	int trim = 0, modern = t->epoch >= TLBC_EPOCH_6_13;
	uint64_t *m;
	unsigned int w;

	if (!mm || mmr_tlbc_reserve(t, cpu, mm))
		return;
	m = mmr_tlbc_mask(t, mm);
	if (t->epoch == TLBC_EPOCH_INVLPGB && t->mm[mm].global_asid) {
		/* broadcast_tlb_flush(): INVLPGB reaches every CPU, no IPI */
		count(t, TLBC_M_BROADCAST, cpu, 1);
		return;
	}
	/* the sender's own TLB */
	if (t->loaded[cpu] == mm) {
		if (!t->lazy[cpu])
			count(t, TLBC_M_LOCAL, cpu, 1);
		else if (!modern)
			leave_mm(t, cpu);
	}
	if (!any_but(t, m, cpu))
		return;
	memcpy(t->tmp, m, t->nwords * sizeof(*m));
	clear_bit(t->tmp, cpu);
	/* the mask as the flush found it: CPUs that joined after it drop out */
	at = flush_at(t);
	if (at) {
		past_mask(t, mm, at);
		if (!any_but(t, t->tmp, cpu))
			return;
	}
	if (modern && t->mm[mm].trim_probe) {
		if (!freed_tables)
			trim = trim_probe(t, cpu, mm, ts);
	} else if (modern && ts > t->mm[mm].next_trim) {
		/* should_trim_cpumask(): at most once per HZ per mm */
		trim = 1;
		t->mm[mm].next_trim = ts + TLBC_NSEC_PER_SEC;
	}
	count(t, TLBC_M_ROUNDS, cpu, 1);
	for (w = 0; w < t->nwords; w++) {
		uint64_t b = t->tmp[w];

		while (b) {
			uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(b);
			struct tlbc_was was = { t->loaded[x], t->lazy[x], 0, 0, 0 };
			int mine;

			b &= b - 1;
			if (at)
				state_at(t, x, mm, at, &was);
			mine = was.mm == mm;
			switch (t->epoch) {
			case TLBC_EPOCH_2015:
				/* flush_tlb_others(): everyone in the mask is IPI'd */
				count(t, TLBC_M_IPI, x, 1);
				if (!mine)
					break;
				if (t->lazy[x])
					leave_mm(t, x);
				else
					target_work(t, x, npages, full);
				break;
			case TLBC_EPOCH_4_19:
				/* on_each_cpu_cond_mask(tlb_is_not_lazy) unless freed_tables */
				if (t->lazy[x] && !freed_tables)
					break;
				count(t, TLBC_M_IPI, x, 1);
				if (!mine)
					break;
				if (t->lazy[x])
					leave_mm(t, x);
				else
					target_work(t, x, npages, full);
				break;
			case TLBC_EPOCH_6_13:
			case TLBC_EPOCH_INVLPGB:
				if (!freed_tables) {
					/* should_flush_tlb() */
					if (was.lazy || (!mine && !trim)) {
						if (t->switch_ipi && t->state)
							mid_defer(t, mm, x, cpu, ts, npages, full);
						break;
					}
				}
				count(t, TLBC_M_IPI, x, 1);
				if (!mine) {
					/* flush_tlb_func(): TLB_REMOTE_WRONG_CPU */
					if (!was.rejoined)
						clear_bit(m, x);
					count(t, TLBC_M_RECEIVED, x, 1);
					count(t, TLBC_M_WRONG_CPU, x, 1);
				} else if (was.lazy) {
					if (!was.moved)
						leave_mm(t, x);
				} else {
					target_work(t, x, npages, full);
				}
				break;
			}
		}
	}
	if (t->epoch == TLBC_EPOCH_INVLPGB)
		consider_global_asid(t, mm);
}

int mmr_tlbc_is_syscall_unmap(const struct mmr_op *op)
{
	switch (op->unmap_kind) {
	case MMR_UNMAP_MUNMAP:
	case MMR_UNMAP_MADVISE:
	case MMR_UNMAP_MPROTECT:
	case MMR_UNMAP_MREMAP:
		return 1;
	default:
		return 0;
	}
}

void mmr_tlbc_syscall_unmap(struct tlbc *t, const struct mmr_op *op)
{
	uint64_t npages = op->npages, nfl, i, each, rem;
	uint64_t vmas = op->nr_vmas ? op->nr_vmas : 1;

	if (op->unmap_flags & MMR_UNMAP_F_NESTED) {
		/*
		 * tlb_finish_mmu(): mm_tlb_flush_nested() makes the gather fullmm
		 * with freed tables (99baac21e458, 7a30df49f63a): one TLB_FLUSH_ALL
		 */
		mmr_tlbc_mm_flush(t, op->cpu, op->mm, TLBC_ALL, 1, op->ts);
		return;
	}
	if (op->unmap_kind == MMR_UNMAP_EXIT) {
		/*
		 * exit_mmap: a fullmm gather.  unmap_vmas() flushes after each PTE
		 * table that held dirty shared PTEs (zap_pte_range()'s force_flush,
		 * 1cf35d47712d; tlb_delay_rmap() since 5df397dec7c4), before
		 * free_pgtables(): op->nr_vmas of them, TLB_FLUSH_ALL without freed
		 * tables; then tlb_finish_mmu()'s with freed tables.  exit_mm()
		 * left the exiting CPU lazy on the mm (enter_lazy_tlb())
		 */
		if (op->cpu < (uint64_t)t->nwords * 64 && t->loaded[op->cpu] == op->mm)
			t->lazy[op->cpu] = 1;
		for (i = 0; i < op->nr_vmas; i++)
			mmr_tlbc_mm_flush(t, op->cpu, op->mm, TLBC_ALL, 0, op->ts);
		mmr_tlbc_mm_flush(t, op->cpu, op->mm, TLBC_ALL, 1, op->ts);
		return;
	}
	if (!npages) {
		/* tlb_flush_mmu_tlbonly(): nothing cleared, nothing to flush */
		if (op->freed_tables)
			mmr_tlbc_mm_flush(t, op->cpu, op->mm, TLBC_ALL, 1, op->ts);
		return;
	}
	if (op->unmap_kind == MMR_UNMAP_MPROTECT && t->mprotect_gather) {
		/* 4a18419f71cd: tlb_finish_mmu() once; x86 pte_needs_flush() (c9fe66560bf2) */
		if (op->unmap_flags & MMR_UNMAP_F_GRANT)
			return;
		nfl = 1;
	} else if (op->unmap_kind == MMR_UNMAP_MPROTECT) {
		/* change_protection(): one flush_tlb_range() per VMA that changed */
		nfl = vmas;
	} else {
		/* a full gather forces tlb_flush_mmu() */
		nfl = (npages + TLBC_GATHER_PAGES - 1) / TLBC_GATHER_PAGES;
		/*
		 * munmap: one gather for every VMA, and x86's tlb_end_vma() does not
		 * flush (a no-op until 1e9fdf21a433, MMU_GATHER_MERGE_VMAS since);
		 * madvise zaps each VMA with a gather of its own
		 * (madvise_dontneed_single_vma(), zap_page_range_single())
		 */
		if (op->unmap_kind == MMR_UNMAP_MADVISE)
			nfl += vmas - 1;
	}
	if (nfl > npages)
		nfl = npages;
	each = npages / nfl;
	rem = npages % nfl;
	for (i = 0; i < nfl; i++)
		mmr_tlbc_mm_flush(t, op->cpu, op->mm, each + (i < rem),
				  op->freed_tables && i == nfl - 1, op->ts);
}

int mmr_tlbc_should_defer(const struct tlbc *t, uint32_t cpu, uint32_t mm)
{
	if (mm >= t->mm_cap)
		return 0;
	return any_but(t, t->mm_mask + (size_t)mm * t->nwords, cpu);
}

static inline uint32_t hash32(uint64_t k)
{
	return (uint32_t)((k * 0x9E3779B97F4A7C15ull) >> 32);
}

static int pid_grow(struct tlbc *t)
{
	unsigned int cap = t->pid_cap ? t->pid_cap * 2 : 64, i;
	int32_t *key = calloc(cap, sizeof(*key));
	uint32_t *val = calloc(cap, sizeof(*val));

	if (!key || !val) {
		free(key);
		free(val);
		return MMR_ENOMEM;
	}
	for (i = 0; i < t->pid_cap; i++) {
		uint32_t h;

		if (!t->pid_key[i])
			continue;
		for (h = hash32((uint32_t)t->pid_key[i]) & (cap - 1); key[h]; h = (h + 1) & (cap - 1))
			;
		key[h] = t->pid_key[i];
		val[h] = t->pid_val[i];
	}
	free(t->pid_key);
	free(t->pid_val);
	t->pid_key = key;
	t->pid_val = val;
	t->pid_cap = cap;
	return 0;
}

struct tlbc_batch *mmr_tlbc_batch_find(struct tlbc *t, int32_t pid)
{
	int32_t k = pid + 1;
	uint32_t h;

	if (!t->pid_cap)
		return NULL;
	for (h = hash32((uint32_t)k) & (t->pid_cap - 1); t->pid_key[h]; h = (h + 1) & (t->pid_cap - 1))
		if (t->pid_key[h] == k)
			return &t->batch[t->pid_val[h]];
	return NULL;
}

struct tlbc_batch *mmr_tlbc_batch(struct tlbc *t, int32_t pid)
{
	struct tlbc_batch *b = mmr_tlbc_batch_find(t, pid);
	uint32_t h;

	if (b)
		return b;
	if ((t->nbatch + 1) * 2 > t->pid_cap && pid_grow(t))
		return NULL;
	if (t->nbatch == t->batch_cap) {
		unsigned int cap = t->batch_cap ? t->batch_cap * 2 : 8;
		struct tlbc_batch *nb = realloc(t->batch, cap * sizeof(*nb));

		if (!nb)
			return NULL;
		t->batch = nb;
		t->batch_cap = cap;
	}
	b = &t->batch[t->nbatch];
	memset(b, 0, sizeof(*b));
	b->pid = pid;
	b->mask = calloc(t->nwords, sizeof(*b->mask));
	if (!b->mask)
		return NULL;
	for (h = hash32((uint32_t)(pid + 1)) & (t->pid_cap - 1); t->pid_key[h];
	     h = (h + 1) & (t->pid_cap - 1))
		;
	t->pid_key[h] = pid + 1;
	t->pid_val[h] = t->nbatch++;
	return b;
}

static int pfn_grow(struct tlbc *t)
{
	size_t cap = t->pfn_cap ? t->pfn_cap * 2 : 1024, i;
	uint64_t *key = calloc(cap, sizeof(*key)), *gen = calloc(cap, sizeof(*gen));
	uint32_t *slot = calloc(cap, sizeof(*slot));

	if (!key || !gen || !slot) {
		free(key);
		free(gen);
		free(slot);
		return MMR_ENOMEM;
	}
	for (i = 0; i < t->pfn_cap; i++) {
		size_t h;

		if (!t->pfn_key[i])
			continue;
		for (h = hash32(t->pfn_key[i]) & (cap - 1); key[h]; h = (h + 1) & (cap - 1))
			;
		key[h] = t->pfn_key[i];
		gen[h] = t->pfn_gen[i];
		slot[h] = t->pfn_slot[i];
	}
	free(t->pfn_key);
	free(t->pfn_gen);
	free(t->pfn_slot);
	t->pfn_key = key;
	t->pfn_gen = gen;
	t->pfn_slot = slot;
	t->pfn_cap = cap;
	return 0;
}

static size_t pfn_find(const struct tlbc *t, uint64_t key)
{
	size_t h;

	if (!t->pfn_cap)
		return SIZE_MAX;
	for (h = hash32(key) & (t->pfn_cap - 1); t->pfn_key[h]; h = (h + 1) & (t->pfn_cap - 1))
		if (t->pfn_key[h] == key)
			return h;
	return SIZE_MAX;
}

/* Linear-probing delete with backward shift, so lookups never see holes. */
static void pfn_del_at(struct tlbc *t, size_t i)
{
	size_t mask = t->pfn_cap - 1, j = i;

	t->pfn_used--;
	for (;;) {
		t->pfn_key[i] = 0;
		for (;;) {
			size_t k;

			j = (j + 1) & mask;
			if (!t->pfn_key[j])
				return;
			k = hash32(t->pfn_key[j]) & mask;
			if (i <= j ? (i < k && k <= j) : (i < k || k <= j))
				continue;
			break;
		}
		t->pfn_key[i] = t->pfn_key[j];
		t->pfn_gen[i] = t->pfn_gen[j];
		t->pfn_slot[i] = t->pfn_slot[j];
		i = j;
	}
}

static int pfn_put(struct tlbc *t, uint64_t key, uint32_t slot, uint64_t gen)
{
	size_t h = pfn_find(t, key);

	if (h == SIZE_MAX) {
		if ((t->pfn_used + 1) * 2 > t->pfn_cap && pfn_grow(t))
			return MMR_ENOMEM;
		for (h = hash32(key) & (t->pfn_cap - 1); t->pfn_key[h]; h = (h + 1) & (t->pfn_cap - 1))
			;
		t->pfn_key[h] = key;
		t->pfn_used++;
	}
	t->pfn_slot[h] = slot;
	t->pfn_gen[h] = gen;
	return 0;
}

int mmr_tlbc_batch_add(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, uint32_t mm,
		       uint64_t npages, int dirty, uint64_t pfn, int has_pfn)
{
	const uint64_t *m = mmr_tlbc_mask(t, mm);
	uint32_t slot = (uint32_t)(b - t->batch);
	unsigned int w;

	/* arch_tlbbatch_add_pending(): OR in mm_cpumask(mm) as it is now */
	for (w = 0; w < t->nwords; w++)
		b->mask[w] |= m[w];
	b->npages += npages;
	b->active = 1;
	b->writable |= !!dirty;
	b->cpu = cpu;
	t->mm[mm].pending = 1;
	if (!t->track_pfns)
		return 0;
	/* which batch holds the mm's pending pages (flush_batches_of_mm) */
	if (t->mm[mm].pend_slot >= 0 &&
	    ((uint32_t)t->mm[mm].pend_slot != slot || t->mm[mm].pend_gen != b->gen)) {
		struct tlbc_batch *o = &t->batch[t->mm[mm].pend_slot];

		if (o->active && o->gen == t->mm[mm].pend_gen)
			t->mm[mm].pend_multi = 1;
	}
	t->mm[mm].pend_slot = (int32_t)slot;
	t->mm[mm].pend_gen = b->gen;
	if (!has_pfn || npages != 1) {
		b->unknown_pfns += npages;
		t->untracked = 1;
		return 0;
	}
	if (b->npfns == b->pfn_cap) {
		size_t cap = b->pfn_cap ? b->pfn_cap * 2 : 64;
		uint64_t *p = realloc(b->pfns, cap * sizeof(*p));

		if (!p)
			return MMR_ENOMEM;
		b->pfns = p;
		b->pfn_cap = cap;
	}
	b->pfns[b->npfns++] = pfn + 1;
	return pfn_put(t, pfn + 1, slot, b->gen);
}

static void batch_reset(struct tlbc *t, struct tlbc_batch *b)
{
	uint32_t slot = (uint32_t)(b - t->batch);
	size_t i;

	for (i = 0; i < b->npfns; i++) {
		size_t h = pfn_find(t, b->pfns[i]);

		if (h != SIZE_MAX && t->pfn_slot[h] == slot && t->pfn_gen[h] == b->gen)
			pfn_del_at(t, h);
	}
	b->npfns = 0;
	b->unknown_pfns = 0;
	b->flush_ts = t->now;
	memset(b->mask, 0, t->nwords * sizeof(*b->mask));
	b->npages = 0;
	b->active = 0;
	b->writable = 0;
	b->gen++;
}

static void batch_flush_count(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, int invlpg)
{
	unsigned int w;
	uint64_t n = b->npages;

	if (!b->active)
		return;
	if (mmr_tlbc_reserve(t, cpu, 0))
		return;
	if (t->epoch == TLBC_EPOCH_INVLPGB) {
		/* arch_tlbbatch_flush(): invlpgb_flush_all_nonglobals(), no IPIs */
		count(t, TLBC_M_BROADCAST, cpu, 1);
		return;
	}
	if (test_bit(b->mask, cpu)) {
		/*
		 * 2015: percpu_flush_tlb_batch_pages() runs locally whatever the
		 * lazy state; later a lazy sender skips (6.13 cond mask) or
		 * switches to init_mm (4.19 flush_tlb_func_common()).
		 */
		if (t->epoch == TLBC_EPOCH_2015 || !t->lazy[cpu])
			count(t, TLBC_M_LOCAL, cpu, 1);
		else if (t->epoch == TLBC_EPOCH_4_19)
			leave_mm(t, cpu);
	}
	if (any_but(t, b->mask, cpu)) {
		count(t, TLBC_M_ROUNDS, cpu, 1);
		for (w = 0; w < t->nwords; w++) {
			uint64_t bits = b->mask[w];

			if (w == cpu / 64)
				bits &= ~(1ull << (cpu % 64));
			while (bits) {
				uint32_t x = w * 64 + (uint32_t)__builtin_ctzll(bits);

				bits &= bits - 1;
				/* mm == NULL: should_flush_tlb() filters only lazy CPUs */
				if (t->epoch != TLBC_EPOCH_2015 && t->lazy[x])
					continue;
				count(t, TLBC_M_IPI, x, 1);
				target_work(t, x, n, !invlpg);
			}
		}
	}
}

void mmr_tlbc_batch_flush_keep(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, int invlpg)
{
	if (b->active)
		batch_flush_count(t, b, cpu, invlpg);
}

void mmr_tlbc_batch_flush(struct tlbc *t, struct tlbc_batch *b, uint32_t cpu, int invlpg)
{
	if (!b->active)
		return;
	batch_flush_count(t, b, cpu, invlpg);
	batch_reset(t, b);
}

void mmr_tlbc_flush_all_batches(struct tlbc *t, int invlpg)
{
	unsigned int i;

	for (i = 0; i < t->nbatch; i++)
		mmr_tlbc_batch_flush(t, &t->batch[i], t->batch[i].cpu, invlpg);
}

void mmr_tlbc_pfn_reuse(struct tlbc *t, uint64_t pfn, int hint, uint64_t unmap_ts, uint32_t cpu)
{
	size_t h = pfn_find(t, pfn + 1);
	unsigned int i;

	if (h != SIZE_MAX) {
		struct tlbc_batch *b = &t->batch[t->pfn_slot[h]];

		if (b->active && b->gen == t->pfn_gen[h]) {
			mmr_tlbc_batch_flush(t, b, cpu, 0);
			return;
		}
		pfn_del_at(t, h);
	}
	if (!hint || !t->untracked)
		return;
	/*
	 * The pfn may be among pages the ops did not name.  It was unmapped at
	 * unmap_ts: a batch that flushed at or after that time covered it (the
	 * tracker documents unmap_ts as the UNMAP op's time; if it is the
	 * free's, slightly earlier, a forced flush between the free and the end
	 * of its pass is taken as covering it too).
	 */
	for (i = 0; i < t->nbatch; i++) {
		struct tlbc_batch *b = &t->batch[i];

		if (b->active && b->unknown_pfns && (!unmap_ts || unmap_ts > b->flush_ts))
			mmr_tlbc_batch_flush(t, b, cpu, 0);
	}
}

void mmr_tlbc_flush_batches_of_mm(struct tlbc *t, uint32_t mm, uint32_t cpu)
{
	struct tlbc_mm *s;

	if (mm >= t->mm_cap)
		return;
	s = &t->mm[mm];
	if (s->pend_multi) {
		unsigned int i;

		for (i = 0; i < t->nbatch; i++)
			mmr_tlbc_batch_flush(t, &t->batch[i], cpu, 0);
	} else if (s->pend_slot >= 0) {
		struct tlbc_batch *b = &t->batch[s->pend_slot];

		if (b->gen == s->pend_gen)
			mmr_tlbc_batch_flush(t, b, cpu, 0);
	}
	s->pend_slot = -1;
	s->pend_multi = 0;
	s->pending = 0;
}

/*
 * A switch the tracker inferred from a wakeup (MMR_SWITCH_F_INFERRED) is
 * applied as any, remembering what it changed; its RETRACT (the CPU's next
 * switch came from idle: the woken task never ran there) puts the CPU back:
 * out of the mask of the mm it loaded unless it was in it before, its
 * previous mm loaded with its lazy state (4.19: in that mm's mask again, as
 * a lazy CPU stays).
 */
void mmr_tlbc_switch_flagged(struct tlbc *t, const struct mmr_op *op)
{
	uint32_t cpu = op->cpu;
	struct tlbc_infer *in;

	if (mmr_tlbc_reserve(t, cpu, op->mm))
		return;
	in = &t->infer[cpu];
	if (op->unmap_flags & MMR_SWITCH_F_INFERRED) {
		in->mm = op->mm;
		in->prev = t->loaded[cpu];
		in->prev_lazy = t->lazy[cpu];
		in->had_bit = op->mm ? (uint8_t)test_bit(mmr_tlbc_mask(t, op->mm), cpu) : 0;
		in->active = 1;
		mmr_tlbc_switch(t, cpu, op->mm, op->ts);
		return;
	}
	if (!in->active) {
		mmr_tlbc_switch(t, cpu, 0, op->ts);
		return;
	}
	in->active = 0;
	{
		struct tlbc_hist *h = &t->hist[cpu];
		unsigned int i = (unsigned int)(h->n - 1) % TLBC_HIST;

		if (h->ts[i] && h->next[i] == in->mm) {
			h->ts[i] = 0; /* the inferred switch never was */
			h->n--;
		}
	}
	if (in->mm && !in->had_bit && in->mm < t->mm_cap)
		mmr_tlbc_mask(t, in->mm)[cpu / 64] &= ~(1ull << (cpu % 64));
	t->loaded[cpu] = in->prev;
	t->lazy[cpu] = in->prev ? in->prev_lazy : 0;
	if (in->prev && in->prev < t->mm_cap && t->epoch < TLBC_EPOCH_6_13)
		mmr_tlbc_mask(t, in->prev)[cpu / 64] |= 1ull << (cpu % 64);
}

void mmr_tlbc_mm_exit(struct tlbc *t, uint32_t mm)
{
	unsigned int c;

	if (!mm || mm >= t->mm_cap)
		return;
	for (c = 0; c < t->nwords * 64; c++)
		if (t->infer[c].active && (t->infer[c].mm == mm || t->infer[c].prev == mm))
			t->infer[c].active = 0;
	/* the tracker reuses the id for a new mm: start it from scratch */
	memset(mmr_tlbc_mask(t, mm), 0, t->nwords * sizeof(uint64_t));
	memset(&t->mm[mm], 0, sizeof(t->mm[mm]));
	t->mm[mm].pend_slot = -1;
	for (c = 0; c < t->nwords * 64; c++) {
		struct tlbc_hist *h = &t->hist[c];
		unsigned int i;

		if (t->loaded[c] == mm) {
			t->loaded[c] = 0;
			t->lazy[c] = 0;
		}
		for (i = 0; i < TLBC_HIST; i++)
			if (h->prev[i] == mm || h->next[i] == mm)
				h->ts[i] = 0; /* the id is reused: its past goes */
	}
}

int mmr_tlbc_epoch_param(const struct mmr_params *p, const char *model,
			 const struct mmr_model_ctx *ctx, int allow_invlpgb,
			 enum tlbc_epoch *epoch, struct mmr_error *err)
{
	const char *v = mmr_params_get(p, "epoch");
	int e;

	if (v && !strcmp(v, "auto")) {
		*epoch = mmr_tlbc_epoch_of_kernel(mmr_model_kernel(ctx, p),
						  ctx && ctx->meta ? mmr_meta_get(ctx->meta, "cpu_flags")
								   : NULL);
		if (!allow_invlpgb && *epoch == TLBC_EPOCH_INVLPGB)
			*epoch = TLBC_EPOCH_6_13;
		mmr_params_resolve(p, "epoch", epoch_name(*epoch));
		return 0;
	}
	e = mmr_tlbc_parse_epoch(v);
	if (e < 0 || (!allow_invlpgb && e == TLBC_EPOCH_INVLPGB))
		return mmr_error_set(err, MMR_EINVAL, "%s: epoch=%s: expected %s", model,
				     v ? v : "(none)",
				     allow_invlpgb ? "4.19, 6.13, invlpgb, 2015 or auto"
						   : "2015, 4.19, 6.13 or auto");
	*epoch = (enum tlbc_epoch)e;
	return 0;
}

/*
 * Folios among @npages pages of one reclaim op: the large folios of a known
 * owner this task freed in the pass take their extra pages off (at least one
 * folio per op).  Before 6.16 a file's page cache was order 0 on most
 * filesystems (ext4 large folios: 6.16), so folios were pages.
 */
static uint64_t reclaim_folios(struct tlbc_batch *b, uint64_t npages)
{
	uint64_t extra = b->pass_extra_known < npages ? b->pass_extra_known : npages - 1;

	b->pass_extra_known -= extra;
	return npages - extra;
}

static int batched_unmap(struct tlbc *t, const struct tlbc_policy *pol, const struct mmr_op *op)
{
	struct tlbc_batch *b;
	uint64_t left = op->npages, i, folios, pages;
	int has_pfn = op->pfn != 0 && op->npages == 1;
	int defer, counts_free;

	if (pol->migrate_per_page && op->unmap_kind == MMR_UNMAP_MIGRATION) {
		for (i = 0; i < op->npages; i++)
			mmr_tlbc_mm_flush(t, op->cpu, op->mm, 1, 0, op->ts);
		return 0;
	}
	b = mmr_tlbc_batch(t, op->pid);
	if (!b)
		return MMR_ENOMEM;
	/* should_defer_flush() false: ptep_clear_flush(), local only */
	defer = mmr_tlbc_should_defer(t, op->cpu, op->mm);
	/* a page sent to writeback is not freed in this pass */
	counts_free = pol->free_batch && op->unmap_kind == MMR_UNMAP_RECLAIM &&
		      !(op->dirty && has_pfn);
	/* counts_free: the loop counts folios, its last chunk takes the pages left */
	folios = counts_free && left ? reclaim_folios(b, left) : left;
	pages = left;
	left = folios;
	while (left) {
		uint64_t take = left, take_pages;
		int ret;

		if (defer && pol->limit && take > pol->limit - b->npages)
			take = pol->limit - b->npages;
		if (counts_free && take > pol->free_batch - b->pass_pages % pol->free_batch)
			take = pol->free_batch - b->pass_pages % pol->free_batch;
		take_pages = take == left ? pages : take;
		pages -= take_pages;
		if (defer) {
			ret = mmr_tlbc_batch_add(t, b, op->cpu, op->mm, take_pages, op->dirty,
						 op->pfn, has_pfn);
			if (ret)
				return ret;
		} else {
			for (i = 0; i < take_pages; i++)
				mmr_tlbc_mm_flush(t, op->cpu, op->mm, 1, 0, op->ts);
		}
		left -= take;
		if (defer && pol->limit && b->npages >= pol->limit)
			mmr_tlbc_batch_flush(t, b, op->cpu, pol->invlpg);
		if (counts_free) {
			b->pass_pages += take;
			if (b->pass_pages % pol->free_batch == 0) {
				/* the folio_batch is full: try_to_unmap_flush(), free */
				b->pass_flushes += b->active;
				mmr_tlbc_batch_flush(t, b, op->cpu, pol->invlpg);
			}
		}
	}
	return 0;
}

/*
 * The folio_batch counts every folio the pass frees, mapped or not, and the
 * tracker reports only the pages it knows were mapped (allocated in a user
 * fault).  The shrink event's nr_reclaimed says how many were freed: if the
 * batch filled more often than the known pages show, flush the difference
 * now (with the mask as it is, the best the pass-level op allows).  The
 * final flush at the end of the pass is the caller's.
 */
static void free_batch_rest(struct tlbc *t, const struct tlbc_policy *pol, struct tlbc_batch *b,
			    const struct mmr_op *op)
{
	uint64_t n = b->pass_pages, want;

	/* nr_reclaimed counts pages: the pass's large folios count once each */
	if (op->ev && op->ev->kind == MMR_EV_VMSCAN_SHRINK_INACTIVE &&
	    op->ev->shrink.nr_reclaimed > b->pass_extra &&
	    op->ev->shrink.nr_reclaimed - b->pass_extra > n)
		n = op->ev->shrink.nr_reclaimed - b->pass_extra;
	if (!b->active || !n)
		return;
	/* full batches before the end: ceil(n / size) - 1 */
	want = (n + pol->free_batch - 1) / pol->free_batch - 1;
	while (b->pass_flushes < want) {
		b->pass_flushes++;
		mmr_tlbc_batch_flush_keep(t, b, op->cpu, pol->invlpg);
	}
}

int mmr_tlbc_batched_on_op_slow(struct tlbc *t, const struct tlbc_policy *pol,
				 const struct mmr_op *op)
{
	struct tlbc_batch *b;

	switch (op->kind) {
	case MMR_OP_SWITCH:
		if (op->unmap_flags)
			mmr_tlbc_switch_flagged(t, op);
		else
			mmr_tlbc_switch(t, op->cpu, op->mm, op->ts);
		break;
	case MMR_OP_UNMAP:
		if (!op->mm)
			break;
		if (mmr_tlbc_reserve(t, op->cpu, op->mm))
			return MMR_ENOMEM;
		if (op->unmap_kind == MMR_UNMAP_RECLAIM || op->unmap_kind == MMR_UNMAP_MIGRATION)
			return batched_unmap(t, pol, op);
		if (pol->free_batch && mmr_tlbc_is_syscall_unmap(op) &&
		    (b = mmr_tlbc_batch_find(t, op->pid))) {
			/* the syscall's own frees were no reclaim pass's */
			b->pass_extra = 0;
			b->pass_extra_known = 0;
		}
		if (mmr_tlbc_is_syscall_unmap(op) && t->mm[op->mm].pending) {
			if (pol->infinite) {
				mmr_tlbc_flush_batches_of_mm(t, op->mm, op->cpu);
			} else if (pol->mm_pending) {
				/* flush_tlb_mm() = flush_tlb_mm_range(mm, 0, ALL, 0, true) */
				mmr_tlbc_mm_flush(t, op->cpu, op->mm, TLBC_ALL, 1, op->ts);
				t->mm[op->mm].pending = 0;
			}
		}
		mmr_tlbc_syscall_unmap(t, op);
		break;
	case MMR_OP_PASS_END:
		b = mmr_tlbc_batch_find(t, op->pid);
		if (!b)
			break;
		if (pol->free_batch && op->unmap_kind == MMR_UNMAP_RECLAIM)
			free_batch_rest(t, pol, b, op);
		/* shrink_folio_list()'s folio_batch is per call */
		b->pass_pages = 0;
		b->pass_flushes = 0;
		b->pass_extra = 0;
		b->pass_extra_known = 0;
		if (pol->pass_end)
			mmr_tlbc_batch_flush(t, b, op->cpu, pol->invlpg);
		break;
	case MMR_OP_WRITEBACK:
		/* try_to_unmap_flush_dirty() */
		b = mmr_tlbc_batch_find(t, op->pid);
		if (b && b->writable)
			mmr_tlbc_batch_flush(t, b, op->cpu, pol->invlpg);
		break;
	case MMR_OP_PAGE_ALLOC:
		if (pol->infinite && (t->pfn_used || (op->reused_pending && t->untracked))) {
			/* every pfn of the block; order is bounded by MAX_PAGE_ORDER in practice */
			uint64_t i, n = op->order > 0 && op->order < 20 ? 1ull << op->order : 1;

			for (i = 0; i < n; i++)
				mmr_tlbc_pfn_reuse(t, op->pfn + i, op->reused_pending,
						   op->unmap_ts, op->cpu);
		}
		break;
	case MMR_OP_PAGE_FREE:
		/* the fast path sends only large folios, with free_batch */
		if (!pol->free_batch || op->order <= 0 || op->order >= 20)
			break;
		b = mmr_tlbc_batch(t, op->pid);
		if (!b)
			return MMR_ENOMEM;
		/* a pass frees its folios together: older extras were no pass's */
		if (op->ts - b->extra_ts > TLBC_PASS_STALE_NS) {
			b->pass_extra = 0;
			b->pass_extra_known = 0;
		}
		b->extra_ts = op->ts;
		b->pass_extra += (1ull << op->order) - 1;
		if (op->mm)
			b->pass_extra_known += (1ull << op->order) - 1;
		break;
	case MMR_OP_MM_EXIT:
		mmr_tlbc_mm_exit(t, op->mm);
		break;
	default:
		break;
	}
	return 0;
}

int mmr_tlbc_batched_on_op_sync(struct tlbc *t, const struct tlbc_policy *pol,
				const struct mmr_op *op)
{
	mmr_tlbc_sync_slow(t, op);
	return mmr_tlbc_batched_on_op_slow(t, pol, op);
}

void mmr_tlbc_batched_finish(struct tlbc *t, const struct tlbc_policy *pol)
{
	mmr_tlbc_flush_all_batches(t, pol->invlpg);
}
