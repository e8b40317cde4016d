// SPDX-License-Identifier: LGPL-2.1
/*
 * The engine's per-event loop, mmr_replay_run()'s: the one file that compiles
 * the tracker's per-event update (state_event_started(), state-event.h) and
 * the engine's dispatch (replay_event(), engine-local.h) into one body, so
 * that an event costs no call of its own (an exported function of a shared
 * library is never inlined).
 */
#include "engine-local.h"
#include "source-local.h"
#include "state-event.h"

/*
 * A page event's leaf entry and record are two dependent loads from tables
 * as large as the pfns the trace touched: on a real trace, whose pfns come
 * back tens of thousands of pages later, both miss the caches, and with the
 * free list's next record they were much of a replay's time.  The batch holds
 * the events to come: fetch the entry of the event PF_AHEAD_ENT ahead, then
 * the record of the one PF_AHEAD_REC ahead, whose entry has arrived by then.
 * (Keeping the first walk's entry pointers in a ring for the second cost more
 * instructions than walking again.)
 */
#define PF_AHEAD_ENT 16
#define PF_AHEAD_REC 8

/*
 * The two fetches before @ev, at least PF_AHEAD_ENT events before the batch's
 * end, for the page kinds up to MMR_EV_PAGE_ALLOC + @span: once the trace
 * showed mm_page_free, its mm_page_free_batched are second records the
 * tracker skips (state_event_started()), of a page the mm_page_free before
 * fetched.
 */
static inline __attribute__((always_inline)) void page_prefetch(struct mmr_state *st,
								const struct mmr_event *ev,
								unsigned int span)
{
	struct pfn_map *pm = &st->pages;
	const struct mmr_event *a = ev + PF_AHEAD_ENT, *b = ev + PF_AHEAD_REC;
	uint32_t *ent;

	if ((unsigned int)a->kind - MMR_EV_PAGE_ALLOC <= span &&
	    (ent = pfn_entry(pm, a->page.pfn)) != NULL)
		__builtin_prefetch(ent, 1);
	if ((unsigned int)b->kind - MMR_EV_PAGE_ALLOC <= span &&
	    (ent = pfn_entry(pm, b->page.pfn)) != NULL && (*ent & PFN_IDX_MASK))
		__builtin_prefetch(&pm->pool[*ent & PFN_IDX_MASK], 1);
}

int mmr_replay_batch(struct mmr_replay *r, const struct mmr_event *ev, size_t nb,
		     struct mmr_error *err)
{
	struct mmr_state *st = r->st;
	const struct mmr_event *end = ev + nb, *pf_end;
	unsigned int span;
	int ret;

	/*
	 * Until an event started the state, events go through
	 * mmr_replay_event() (mmr_state_event() starts it); the loop below
	 * need not test for it.
	 */
	for (; ev < end && !st->started; ev++) {
		ret = mmr_replay_event(r, ev, err);
		if (ret)
			return ret;
	}
	pf_end = end - ev > PF_AHEAD_ENT ? end - PF_AHEAD_ENT : ev;
	span = st->page_free_seen ? MMR_EV_PAGE_FREE - MMR_EV_PAGE_ALLOC :
				    MMR_EV_PAGE_FREE_BATCHED - MMR_EV_PAGE_ALLOC;
	/* a compare and an increment per event */
	for (; ev < end; ev++) {
		if (__builtin_expect(ev < pf_end, 1))
			page_prefetch(st, ev, span);
		ret = replay_event(r, st, ev, state_event_started(st, ev, err), err);
		if (ret)
			return ret;
	}
	return 0;
}

int mmr_replay_loop_until(struct mmr_replay *r, struct mmr_source *src, uint64_t *n,
			  uint64_t limit, struct mmr_error *err)
{
	const struct mmr_event *ev;
	size_t nb;
	int ret;

	/* a .mmr source's decoded chunk at once */
	while (*n < limit) {
		ret = mmr_source_next_batch(src, &ev, &nb, err);
		if (ret <= 0)
			return ret; /* the end (0) or an error */
		ret = mmr_replay_batch(r, ev, nb, err);
		if (ret)
			return ret;
		mmr_replay_progress(r, n, nb);
	}
	return 1;
}

int mmr_replay_loop(struct mmr_replay *r, struct mmr_source *src, struct mmr_error *err)
{
	uint64_t n = 0;

	return mmr_replay_loop_until(r, src, &n, UINT64_MAX, err);
}
