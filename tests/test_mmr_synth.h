/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Events for the .mmr tests and benchmark, made without any kernel.
 *
 * synth_fill(): every field of a kind set from a PRNG across its whole type
 * range (extremes included) -- for round trips that must be exact.
 * synth_realistic(): a stream shaped like a memory-management trace (page
 * allocs and frees walking per-CPU pfn runs, sched_switch with a few comms,
 * faults, tlb_flush, CSD/IPI with a handful of callbacks) -- for sizes and
 * speed when no trace.dat is at hand.  same_event(): exact comparison.
 */
#ifndef MMREPLAY_TEST_MMR_SYNTH_H
#define MMREPLAY_TEST_MMR_SYNTH_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "mmreplay/event.h"

static inline uint64_t synth_rand(uint64_t *s)
{
	/* splitmix64: deterministic, so failures reproduce */
	uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);

	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
	return z ^ (z >> 31);
}

static const char *const synth_comms[] = {
	"swapper/0", "kworker/u8:2", "munmap-storm", "bash", "ksoftirqd/3", "rcu_preempt",
	"exactly15chars!", "", "migration/1", "kswapd0",
};

/* Any value of the field's type; a quarter of the time one of its edge values. */
static inline int64_t synth_value(uint64_t *s, unsigned int type)
{
	uint64_t r = synth_rand(s);
	unsigned int pick = (unsigned int)(r >> 60);

	switch (type) {
	case MMR_FT_S32:
		return pick == 0 ? INT32_MIN : pick == 1 ? INT32_MAX : pick == 2 ? -1 : (int32_t)r;
	case MMR_FT_U32:
		return pick == 0 ? UINT32_MAX : pick == 1 ? 0 : (uint32_t)r;
	case MMR_FT_S16:
		return pick == 0 ? INT16_MIN : pick == 1 ? -1 : (int16_t)r;
	case MMR_FT_U8:
		return pick == 0 ? 255 : (uint8_t)r;
	case MMR_FT_S64:
		return pick == 0 ? INT64_MIN : pick == 1 ? INT64_MAX : pick == 2 ? -1 : (int64_t)r;
	default:
		return pick == 0 ? (int64_t)UINT64_MAX : pick == 1 ? 0 : (int64_t)(r >> (r & 63));
	}
}

/*
 * Fill every field of @ev (already mmr_event_init()ed) at random.  Cpumasks
 * take their words from @words (room for 8 words) and are up to 300 bits wide.
 */
static inline void synth_fill(uint64_t *s, struct mmr_event *ev, uint64_t *words)
{
	const struct mmr_event_info *info = mmr_event_info(ev->kind);
	unsigned int i;

	for (i = 0; i < info->nr_fields; i++) {
		const struct mmr_field *f = &info->fields[i];
		char *p = (char *)ev + f->offset;

		switch (f->type) {
		case MMR_FT_COMM: {
			uint64_t r = synth_rand(s);
			const char *c = synth_comms[r % 10];

			memset(p, 0, MMR_COMM_LEN);
			if ((r >> 8) % 7 == 0) /* a one-off name: a dictionary miss */
				snprintf(p, MMR_COMM_LEN, "t%llu", (unsigned long long)(r >> 20));
			else
				memcpy(p, c, strlen(c));
			break;
		}
		case MMR_FT_SYM: {
			static const uint64_t addrs[] = { 0, 0xffffffff81234560ULL,
							  0xffffffff81000000ULL,
							  0xffffffffc0001234ULL };
			struct mmr_symref ref = { 0 };
			uint64_t r = synth_rand(s);

			ref.addr = (r & 8) ? addrs[r % 4] : synth_rand(s);
			ref.sym = (uint16_t)((r >> 8) % MMR_SYM__COUNT);
			memcpy(p, &ref, sizeof(ref));
			break;
		}
		case MMR_FT_CPUMASK: {
			static const uint32_t widths[] = { 0, 1, 4, 63, 64, 65, 128, 300 };
			struct mmr_cpumask m;
			uint32_t w;

			m.nbits = widths[synth_rand(s) % 8];
			for (w = 0; w < (m.nbits + 63) / 64; w++)
				words[w] = synth_rand(s);
			/* the bits past nbits are clear, as the kernel leaves them */
			if (m.nbits % 64)
				words[m.nbits / 64] &= (1ULL << (m.nbits % 64)) - 1;
			m.bits = words;
			memcpy(p, &m, sizeof(m));
			break;
		}
		default:
			mmr_field_set(ev, f, synth_value(s, f->type));
		}
	}
}

/* State of a realistic stream. */
struct synth_rt {
	uint64_t rng, ts;
	unsigned int ncpus;
	int32_t cur[64];     /* current pid per CPU */
	uint64_t pfn[64];    /* pfn cursor per CPU */
	uint64_t lock[4];
	uint64_t maskw[1];
};

static inline void synth_rt_init(struct synth_rt *rt, unsigned int ncpus, uint64_t seed)
{
	unsigned int c;

	memset(rt, 0, sizeof(*rt));
	rt->rng = seed;
	rt->ts = 1000000000ULL;
	rt->ncpus = ncpus > 64 ? 64 : ncpus;
	for (c = 0; c < rt->ncpus; c++) {
		rt->cur[c] = 1000 + (int32_t)c * 7;
		rt->pfn[c] = 0x100000 + c * 0x4000;
	}
	for (c = 0; c < 4; c++)
		rt->lock[c] = 0xffff888100000000ULL + c * 0x1c0;
}

static inline void synth_realistic(struct synth_rt *rt, struct mmr_event *ev)
{
	uint64_t r = synth_rand(&rt->rng);
	unsigned int cpu = (unsigned int)(r % rt->ncpus), pick = (unsigned int)((r >> 8) % 100);
	int32_t pid = rt->cur[cpu];

	rt->ts += (r >> 20) % 700;
	if (pick < 28) {
		mmr_event_init(ev, MMR_EV_PAGE_ALLOC);
		ev->page.pfn = rt->pfn[cpu]++;
		ev->page.gfp_flags = (r >> 40) & 1 ? 0x140dca : 0x400dc0;
		ev->page.migratetype = 1;
	} else if (pick < 54) {
		mmr_event_init(ev, MMR_EV_PAGE_FREE);
		ev->page.pfn = rt->pfn[cpu] - 1 - ((r >> 32) % 16);
	} else if (pick < 64) {
		unsigned int a = (unsigned int)(r >> 33) % 10, b = (unsigned int)(r >> 37) % 10;

		mmr_event_init(ev, MMR_EV_SCHED_SWITCH);
		ev->sched_switch.prev_pid = pid;
		ev->sched_switch.next_pid = b ? 1000 + (int32_t)b * 13 : 0;
		ev->sched_switch.prev_prio = 120;
		ev->sched_switch.next_prio = 120;
		ev->sched_switch.prev_state = (r >> 50) & 1;
		strcpy(ev->sched_switch.prev_comm, synth_comms[a]);
		strcpy(ev->sched_switch.next_comm, synth_comms[b]);
		rt->cur[cpu] = ev->sched_switch.next_pid;
	} else if (pick < 76) {
		mmr_event_init(ev, MMR_EV_FAULT_USER);
		ev->fault.address = 0x7f0000000000ULL + ((r >> 24) & 0xffff) * 4096;
		ev->fault.ip = 0x401000 + ((r >> 44) & 0x3) * 0x40;
		ev->fault.error_code = 6;
	} else if (pick < 82) {
		mmr_event_init(ev, MMR_EV_TLB_FLUSH);
		ev->tlb_flush.reason = (int32_t)((r >> 30) % 5);
		ev->tlb_flush.pages = (r >> 35) & 1 ? -1 : (int64_t)((r >> 36) % 33);
	} else if (pick < 88) {
		uint32_t to = (uint32_t)((r >> 40) % rt->ncpus);

		mmr_event_init(ev, (r >> 30) & 1 ? MMR_EV_CSD_QUEUE_CPU
						 : MMR_EV_CSD_FUNCTION_ENTRY);
		/* cpu and callsite only where the kind has them: reads compare all bytes */
		if (ev->kind == MMR_EV_CSD_QUEUE_CPU) {
			ev->csd.cpu = to;
			ev->csd.callsite.addr = 0xffffffff81123450ULL;
			ev->csd.callsite.sym = MMR_SYM_SMP_CALL_FUNCTION_MANY_COND;
		}
		ev->csd.func.addr = 0xffffffff81076540ULL;
		ev->csd.func.sym = MMR_SYM_FLUSH_TLB_FUNC;
		ev->csd.csd = 0xffff88813bc20000ULL + to * 0x40;
	} else if (pick < 94) {
		mmr_event_init(ev, (r >> 30) & 1 ? MMR_EV_LOCK_CONTENTION_BEGIN
						 : MMR_EV_LOCK_CONTENTION_END);
		ev->lock.lock_addr = rt->lock[(r >> 40) % 4];
		if (ev->kind == MMR_EV_LOCK_CONTENTION_BEGIN)
			ev->lock.flags = 2;
	} else if (pick < 97) {
		mmr_event_init(ev, MMR_EV_IPI_SEND_CPUMASK);
		rt->maskw[0] = (r >> 12) & ((1ULL << rt->ncpus) - 1);
		ev->ipi.cpumask.nbits = rt->ncpus;
		ev->ipi.cpumask.bits = rt->maskw;
		ev->ipi.callback.addr = 0xffffffff81076540ULL;
		ev->ipi.callback.sym = MMR_SYM_GENERIC_SMP_CFSI;
	} else {
		mmr_event_init(ev, (r >> 30) & 1 ? MMR_EV_SYS_ENTER_MUNMAP
						 : MMR_EV_SYS_EXIT_MUNMAP);
		if (ev->kind == MMR_EV_SYS_ENTER_MUNMAP) {
			ev->sys_enter.a[0] = 0x7f0000000000ULL + ((r >> 24) & 0xff) * 0x10000;
			ev->sys_enter.a[1] = 0x10000;
		}
	}
	ev->ts = rt->ts;
	ev->cpu = cpu;
	ev->pid = pid;
	ev->tgid = pid;
}

/* @b is @a read back: compared field by field through the field tables; says what differs. */
static inline int same_event(const struct mmr_event *a, const struct mmr_event *b, size_t i)
{
	const struct mmr_event_info *info;
	unsigned int f;

	if (a->ts != b->ts || a->cpu != b->cpu || a->kind != b->kind || a->flags != b->flags ||
	    a->pid != b->pid || a->tgid != b->tgid) {
		fprintf(stderr, "event %zu: header differs (kind %u/%u ts %llu/%llu)\n", i, a->kind,
			b->kind, (unsigned long long)a->ts, (unsigned long long)b->ts);
		return 0;
	}
	info = mmr_event_info(a->kind);
	for (f = 0; f < info->nr_fields; f++) {
		const struct mmr_field *fl = &info->fields[f];
		const char *pa = (const char *)a + fl->offset, *pb = (const char *)b + fl->offset;
		int ok;

		switch (fl->type) {
		case MMR_FT_COMM:
			ok = !strncmp(pa, pb, MMR_COMM_LEN);
			break;
		case MMR_FT_SYM: {
			struct mmr_symref x, y;

			memcpy(&x, pa, sizeof(x));
			memcpy(&y, pb, sizeof(y));
			ok = x.addr == y.addr && x.sym == y.sym;
			break;
		}
		case MMR_FT_CPUMASK: {
			struct mmr_cpumask x, y;

			memcpy(&x, pa, sizeof(x));
			memcpy(&y, pb, sizeof(y));
			ok = x.nbits == y.nbits &&
			     (!x.nbits || !memcmp(x.bits, y.bits, (x.nbits + 63) / 64 * 8));
			break;
		}
		default:
			ok = mmr_field_get(a, fl) == mmr_field_get(b, fl);
		}
		if (!ok) {
			fprintf(stderr, "event %zu (%s): field %s differs\n", i, info->name,
				fl->name);
			return 0;
		}
	}
	/* fields the kind lacks keep their defaults (page.percpu_refill = -1 ...) */
	if (a->kind >= MMR_EV_PAGE_ALLOC && a->kind <= MMR_EV_PAGE_PCPU_DRAIN &&
	    !mmr_event_field(a->kind, "percpu_refill") && b->page.percpu_refill != -1) {
		fprintf(stderr, "event %zu: percpu_refill default lost\n", i);
		return 0;
	}
	return 1;
}

#endif
