// SPDX-License-Identifier: LGPL-2.1
/*
 * Who the counts belong to (mmr_replay_opts by_owner, pids, comms, from_ns,
 * to_ns): the owner table, one row per address space seen on a CPU (an mm id
 * and its generation: ids are reused once an mm is gone), row 0 the kernel.
 * The per-op and per-event step (attr_set(), engine-local.h) compares the
 * CPU's mm with the last one looked up and comes here only when it changed.
 */
#include <stdlib.h>
#include <string.h>

#include "engine-local.h"

static int owner_selected(const struct mmr_replay *r, const struct replay_owner *o)
{
	unsigned int i;

	if (!r->filtered)
		return 1;
	for (i = 0; i < r->nr_pids; i++)
		if (r->pids[i] == o->tgid)
			return 1;
	for (i = 0; i < r->nr_comms; i++)
		if (!strcmp(r->comms[i], o->mm ? o->comm : "kernel"))
			return 1;
	return 0;
}

/* Fill in what the tracker learnt of @o's process since (its name comes with a switch). */
static void owner_refresh(const struct mmr_replay *r, struct replay_owner *o)
{
	const char *comm;
	int32_t tgid;

	if (!o->mm || mmr_state_mm_gen(r->st, o->mm) != o->gen)
		return;
	tgid = mmr_state_mm_tgid(r->st, o->mm);
	comm = mmr_state_mm_comm(r->st, o->mm);
	if (tgid)
		o->tgid = tgid;
	if (comm[0] && strncmp(o->comm, comm, sizeof(o->comm))) {
		memcpy(o->comm, comm, sizeof(o->comm) - 1);
		o->comm[sizeof(o->comm) - 1] = 0;
	}
	o->sel = (uint8_t)owner_selected(r, o);
}

int mmr_replay_owners_init(struct mmr_replay *r, struct mmr_error *err)
{
	const struct mmr_replay_opts *op = &r->opts;
	unsigned int i;

	r->attributing = op->by_owner || op->pids || op->comms || op->from_ns || op->to_ns;
	if (!r->attributing)
		return 0;
	for (i = 0; op->pids && op->pids[i]; i++)
		;
	r->nr_pids = i;
	for (i = 0; op->comms && op->comms[i]; i++)
		;
	r->nr_comms = i;
	r->filtered = r->nr_pids || r->nr_comms;
	r->pids = calloc(r->nr_pids + 1, sizeof(*r->pids));
	r->comms = calloc(r->nr_comms + 1, sizeof(*r->comms));
	r->owners = calloc(16, sizeof(*r->owners));
	if (!r->pids || !r->comms || !r->owners)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	r->cap_owners = 16;
	for (i = 0; i < r->nr_pids; i++)
		r->pids[i] = op->pids[i];
	for (i = 0; i < r->nr_comms; i++)
		if (!(r->comms[i] = strdup(op->comms[i])))
			return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	r->nr_owners = 1; /* the kernel's: --pid 0 or --comm kernel selects it */
	r->owners[0].sel = (uint8_t)owner_selected(r, &r->owners[0]);
	r->attr.owner = 0;
	r->attr.sel = r->owners[0].sel;
	r->attr_mm = 0;
	r->attr_gen = 0;
	return 0;
}

void mmr_replay_owners_free(struct mmr_replay *r)
{
	unsigned int i;

	for (i = 0; r->comms && i < r->nr_comms; i++)
		free(r->comms[i]);
	free(r->comms);
	free(r->pids);
	free(r->owners);
	free(r->owner_of_mm);
}

/* The owner of @mm (generation @gen), made when new; 0 (the kernel's) when out of memory. */
static uint32_t owner_of(struct mmr_replay *r, uint32_t mm, uint32_t gen)
{
	struct replay_owner *o;
	uint32_t id;

	if (mm >= r->cap_mm_owner) {
		uint32_t cap = r->cap_mm_owner ? r->cap_mm_owner : 64;
		struct mm_owner *n;

		while (cap <= mm)
			cap *= 2;
		n = realloc(r->owner_of_mm, cap * sizeof(*n));
		if (!n)
			return 0;
		memset(n + r->cap_mm_owner, 0, (cap - r->cap_mm_owner) * sizeof(*n));
		r->owner_of_mm = n;
		r->cap_mm_owner = cap;
	}
	if (r->owner_of_mm[mm].id && r->owner_of_mm[mm].gen == gen) {
		o = &r->owners[r->owner_of_mm[mm].id];
		if (!o->comm[0] || !o->tgid)
			owner_refresh(r, o);
		return r->owner_of_mm[mm].id;
	}
	if (r->nr_owners == r->cap_owners) {
		o = realloc(r->owners, 2 * r->cap_owners * sizeof(*o));
		if (!o)
			return 0;
		r->owners = o;
		r->cap_owners *= 2;
	}
	id = r->nr_owners++;
	o = &r->owners[id];
	memset(o, 0, sizeof(*o));
	o->mm = mm;
	o->gen = gen;
	owner_refresh(r, o);
	r->owner_of_mm[mm].id = id;
	r->owner_of_mm[mm].gen = gen;
	return id;
}

void mmr_replay_owners_finish(struct mmr_replay *r)
{
	unsigned int i;

	for (i = 1; i < r->nr_owners; i++)
		owner_refresh(r, &r->owners[i]);
	r->attr.owner = 0; /* what the models count at the end belongs to no process */
	r->attr.sel = r->owners[0].sel;
	r->attr_mm = 0;
}

void mmr_replay_attr_slow(struct mmr_replay *r, uint32_t mm, uint32_t gen)
{
	uint32_t id = mm ? owner_of(r, mm, gen) : 0;

	r->attr_mm = mm;
	r->attr_gen = gen;
	r->attr.owner = id;
	r->attr.sel = r->owners[id].sel;
}

unsigned int mmr_replay_nr_owners(const struct mmr_replay *r)
{
	return r && r->attributing ? r->nr_owners : 0;
}

int mmr_replay_owner(const struct mmr_replay *r, unsigned int i, int32_t *tgid,
		     const char **comm)
{
	const struct replay_owner *o;

	if (!r || !r->attributing || i >= r->nr_owners)
		return MMR_EINVAL;
	o = &r->owners[i];
	if (tgid)
		*tgid = o->tgid;
	if (comm)
		*comm = i ? o->comm : "kernel";
	return 0;
}
