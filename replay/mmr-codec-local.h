/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the block codec (mmr-codec.c, and its two directions,
 * mmr-benc.c and mmr-bdec.c): what the encoder and the decoder share, the
 * plan compiled once from the event table, and the per-CPU delta state.
 */
#ifndef MMREPLAY_MMR_CODEC_LOCAL_H
#define MMREPLAY_MMR_CODEC_LOCAL_H

#include <stddef.h>
#include <stdint.h>

#include "mmr-codec.h"

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

#define MMR_CODEC_HIDDEN __attribute__((visibility("hidden")))

struct plan_field {
	uint16_t off;    /* offsetof(struct mmr_event, field) */
	uint8_t type;    /* enum mmr_field_type */
	uint8_t index;   /* field index within the kind */
	uint16_t stream; /* MMR_ST_FIELD0 + kind * 16 + index */
	uint16_t prev;   /* slot in struct cpu_state.prev */
};

/* The union of struct mmr_event: everything after the header fields. */
#define UNION_OFF offsetof(struct mmr_event, sched_switch)

struct plan {
	struct plan_field f[MMR_EV__COUNT][16];
	uint8_t nf[MMR_EV__COUNT];
	unsigned int nprev;
	struct mmr_event tmpl[MMR_EV__COUNT]; /* mmr_event_init() of each kind */
};

/* The plan of every kind, from the event table. */
void mmr_codec_plan_init(struct plan *pl) MMR_CODEC_HIDDEN;

/* Delta state per CPU, reset lazily at each block (gen) so blocks stay independent. */
struct cpu_state {
	uint32_t gen;
	int32_t pid, tgid;
	int64_t prev[];
};

struct cpus {
	struct cpu_state **v;
	uint32_t n;
	uint32_t gen;
	unsigned int nprev;
};

/* The state of @cpu, reset for the block (NULL on ENOMEM, or past MMR_MAX_CPUS). */
struct cpu_state *mmr_codec_cpu_state_slow(struct cpus *c, uint32_t cpu) MMR_CODEC_HIDDEN;
void mmr_codec_cpus_free(struct cpus *c) MMR_CODEC_HIDDEN;

/* The state of @cpu in this block (mmr_codec_cpu_state_slow() when not yet reset). */
static inline struct cpu_state *cpu_state(struct cpus *c, uint32_t cpu)
{
	struct cpu_state *st;

	if (likely(cpu < c->n) && (st = c->v[cpu]) && likely(st->gen == c->gen))
		return st;
	return mmr_codec_cpu_state_slow(c, cpu);
}

static inline uint64_t width_mask(unsigned int w)
{
	return w >= 8 ? UINT64_MAX : (1ULL << (8 * w)) - 1;
}

#endif
