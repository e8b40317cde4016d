// SPDX-License-Identifier: LGPL-2.1
/*
 * The source read and decoded ahead (mmr_replay_set_jobs() of 2 or more): a
 * thread of its own takes the source's events into a ring of slots, and the
 * replay takes each slot in turn, in trace order, on the calling thread.  The
 * tracker and the models stay on one thread: each of their steps depends on
 * every event before it.
 *
 * A slot holds copies of the events, and of the CPU masks they point to (a
 * source keeps those only until it reads on).  A slot is filled again once
 * the replay is done with it.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "engine-local.h"
#include "mmreplay/trace.h"

#define RING_SLOTS 8
#define SLOT_EVENTS 1024
/*
 * The first events are replayed as with one job: a thread and its ring cost
 * about what reading ahead saves on a trace of a few hundred thousand events
 * (docs/performance.md, "Threads").
 */
#define AHEAD_AFTER (1u << 20)

struct ring {
	struct mmr_event *slot[RING_SLOTS];
	size_t n[RING_SLOTS];
	/* the CPU masks of a slot's events (struct mmr_cpumask: the source's storage) */
	uint64_t *mask[RING_SLOTS];
	size_t mask_cap[RING_SLOTS];
	struct mmr_source *src;
	pthread_mutex_t lock;
	pthread_cond_t cond;
	uint64_t filled; /* slots filled (by the reader) */
	uint64_t taken;  /* slots replayed (by the replay) */
	int end;         /* the reader is done: no slot after filled */
	int stop;        /* the replay stopped: the reader stops too */
	int ret;         /* the reader's answer at the end: 0 or an error (err) */
	struct mmr_error err;
	int wait_fill, wait_take; /* a side waits for the other */
};

/*
 * Copy the CPU masks of slot @k's events [from, to) into its own storage, of
 * which *@used words are taken.
 */
static int keep_masks(struct ring *g, unsigned int k, size_t from, size_t to, size_t *used)
{
	struct mmr_event *ev = g->slot[k];
	size_t i, j, w;

	for (i = from; i < to; i++) {
		struct mmr_cpumask *m = &ev[i].ipi.cpumask;

		if (ev[i].kind != MMR_EV_IPI_SEND_CPUMASK || !m->bits || !m->nbits)
			continue;
		w = (m->nbits + 63) / 64;
		if (*used + w > g->mask_cap[k]) {
			size_t cap = g->mask_cap[k] ? g->mask_cap[k] : 1024;
			/* where the kept masks were, as numbers: the storage may move */
			uintptr_t lo = (uintptr_t)g->mask[k];
			uintptr_t hi = lo + g->mask_cap[k] * sizeof(uint64_t);
			uint64_t *n;

			while (cap < *used + w)
				cap *= 2;
			n = realloc(g->mask[k], cap * sizeof(*n));
			if (!n)
				return MMR_ENOMEM;
			for (j = 0; lo && j < i; j++) {
				uintptr_t b = (uintptr_t)ev[j].ipi.cpumask.bits;

				if (ev[j].kind == MMR_EV_IPI_SEND_CPUMASK && b >= lo && b < hi)
					ev[j].ipi.cpumask.bits = n + (b - lo) / sizeof(uint64_t);
			}
			g->mask[k] = n;
			g->mask_cap[k] = cap;
		}
		memcpy(g->mask[k] + *used, m->bits, w * sizeof(uint64_t));
		m->bits = g->mask[k] + *used;
		*used += w;
	}
	return 0;
}

/*
 * Fill slot @k from the source, carrying the rest of a decoded window over
 * in *@rest / *@nrest: 1 with events, 0 at the end, or an error (in g->err),
 * after which the slot holds the events read before it (g->n[k]).
 */
static int fill_slot(struct ring *g, unsigned int k, const struct mmr_event **rest,
		     size_t *nrest)
{
	struct mmr_event *dst = g->slot[k];
	size_t n = 0, used = 0;
	int ret;

	while (n < SLOT_EVENTS) {
		size_t take;

		if (!*nrest) {
			ret = mmr_source_next_batch(g->src, rest, nrest, &g->err);
			if (ret < 0) {
				g->n[k] = n;
				return ret;
			}
			if (!ret)
				break;
		}
		take = *nrest < SLOT_EVENTS - n ? *nrest : SLOT_EVENTS - n;
		memcpy(dst + n, *rest, take * sizeof(*dst));
		ret = keep_masks(g, k, n, n + take, &used);
		if (ret < 0) {
			g->n[k] = n; /* the events before this window's */
			return mmr_error_set(&g->err, ret, "replay: out of memory");
		}
		n += take;
		*rest += take;
		*nrest -= take;
	}
	g->n[k] = n;
	return n > 0;
}

static void *reader_main(void *p)
{
	struct ring *g = p;
	const struct mmr_event *rest = NULL;
	size_t nrest = 0;
	uint64_t s;
	int ret = 0;

	for (s = 0;; s++) {
		pthread_mutex_lock(&g->lock);
		while (!g->stop && s >= g->taken + RING_SLOTS) {
			g->wait_take = 1;
			pthread_cond_wait(&g->cond, &g->lock);
		}
		g->wait_take = 0;
		if (g->stop) {
			pthread_mutex_unlock(&g->lock);
			break;
		}
		pthread_mutex_unlock(&g->lock);
		ret = fill_slot(g, (unsigned int)(s % RING_SLOTS), &rest, &nrest);
		pthread_mutex_lock(&g->lock);
		/* the events before an error are replayed, as without a reader */
		if (ret > 0 || (ret < 0 && g->n[s % RING_SLOTS]))
			g->filled = s + 1;
		if (g->wait_fill || ret <= 0)
			pthread_cond_broadcast(&g->cond);
		pthread_mutex_unlock(&g->lock);
		if (ret <= 0)
			break;
	}
	pthread_mutex_lock(&g->lock);
	g->ret = ret < 0 ? ret : 0;
	g->end = 1;
	pthread_cond_broadcast(&g->cond);
	pthread_mutex_unlock(&g->lock);
	return NULL;
}

int mmr_replay_ahead_loop(struct mmr_replay *r, struct mmr_source *src, struct mmr_error *err)
{
	struct ring *g;
	pthread_t reader;
	uint64_t s, events = 0;
	unsigned int i;
	int ret, more;

	ret = mmr_replay_loop_until(r, src, &events, AHEAD_AFTER, err);
	if (ret <= 0)
		return ret; /* the end within the first events, or an error */
	ret = 0;
	g = calloc(1, sizeof(*g));
	if (!g)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	g->src = src;
	for (i = 0; i < RING_SLOTS; i++)
		if (!(g->slot[i] = malloc(SLOT_EVENTS * sizeof(struct mmr_event))))
			goto no_thread;
	if (pthread_mutex_init(&g->lock, NULL))
		goto no_thread;
	if (pthread_cond_init(&g->cond, NULL)) {
		pthread_mutex_destroy(&g->lock);
		goto no_thread;
	}
	if (pthread_create(&reader, NULL, reader_main, g)) {
		pthread_cond_destroy(&g->cond);
		pthread_mutex_destroy(&g->lock);
		goto no_thread;
	}
	for (s = 0;; s++) {
		unsigned int k = (unsigned int)(s % RING_SLOTS);

		pthread_mutex_lock(&g->lock);
		while (g->filled <= s && !g->end) {
			g->wait_fill = 1;
			pthread_cond_wait(&g->cond, &g->lock);
		}
		g->wait_fill = 0;
		more = g->filled > s;
		pthread_mutex_unlock(&g->lock);
		if (!more)
			break;
		ret = mmr_replay_batch(r, g->slot[k], g->n[k], err);
		if (ret)
			break;
		mmr_replay_progress(r, &events, g->n[k]);
		pthread_mutex_lock(&g->lock);
		g->taken = s + 1;
		if (g->wait_take)
			pthread_cond_broadcast(&g->cond);
		pthread_mutex_unlock(&g->lock);
	}
	pthread_mutex_lock(&g->lock);
	g->stop = 1;
	pthread_cond_broadcast(&g->cond);
	pthread_mutex_unlock(&g->lock);
	pthread_join(reader, NULL);
	/* the replay's own error first; else the reader's, after every event it read */
	if (!ret && g->ret) {
		ret = g->ret;
		if (err)
			*err = g->err;
	}
	pthread_cond_destroy(&g->cond);
	pthread_mutex_destroy(&g->lock);
	goto out;
no_thread:
	/* no memory or no thread for reading ahead: read here, as with one job */
	ret = mmr_replay_loop_until(r, src, &events, UINT64_MAX, err);
out:
	for (i = 0; i < RING_SLOTS; i++) {
		free(g->slot[i]);
		free(g->mask[i]);
	}
	free(g);
	return ret;
}
