// SPDX-License-Identifier: LGPL-2.1
/*
 * The engine: one pass over a source; each event updates the state tracker,
 * whose ops go to every model, and then to every measurer that reads that
 * event's class.  The per-event path is a switch, a few table look-ups and
 * indirect calls: no allocation, no string compare.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine-local.h"


int mmr_replay_new(const struct mmr_meta *meta, const struct mmr_replay_opts *opts,
		   struct mmr_replay **out, struct mmr_error *err)
{
	struct mmr_replay *r = calloc(1, sizeof(*r));

	*out = NULL;
	if (!r)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	r->meta = meta;
	if (opts)
		r->opts = *opts;
	r->st = mmr_state_new(meta, err);
	if (!r->st) {
		free(r);
		return err ? err->code : MMR_ENOMEM;
	}
	r->nr_cpus = mmr_state_nr_cpus(r->st);
	if (mmr_replay_owners_init(r, err) < 0) {
		mmr_replay_free(r);
		return err ? err->code : MMR_ENOMEM;
	}
	*out = r;
	return 0;
}

void mmr_replay_free(struct mmr_replay *r)
{
	unsigned int i;

	if (!r)
		return;
	for (i = 0; i < r->nr_models; i++) {
		struct replay_model *m = r->models[i];

		if (m->inited)
			m->ops->free(m->priv);
		mmr_params_free(m->params);
		mmr_counters_free(m->counters);
		free(m->label);
		free(m);
	}
	free(r->models);
	for (i = 0; i < NR_CLS; i++) {
		free(r->by_kind[i]);
		free(r->news_by_kind[i]);
	}
	for (i = 0; i < NR_EV_CLS; i++)
		free(r->meas_by_ev[i]);
	mmr_replay_owners_free(r);
	for (i = 0; i < r->nr_measures; i++) {
		struct replay_measure *m = r->measures[i];

		if (m->inited && m->ops->free)
			m->ops->free(m->priv);
		mmr_counters_free(m->counters);
		free(m);
	}
	free(r->measures);
	mmr_state_free(r->st);
	free(r);
}

/* The act_mask of a model, 0 for one built for ABI 1 (its struct ends before). */
static uint32_t model_act_mask(const struct mmr_model_ops *ops)
{
	return ops->abi_version >= 2 ? ops->act_mask : 0;
}

/* The flags of a model, 0 for one built for ABI 1 or 2 (its struct ends before). */
static uint32_t model_flags(const struct mmr_model_ops *ops)
{
	return ops->abi_version >= 3 ? ops->flags : 0;
}

/*
 * Does model @ops leave a PAGE_ALLOC that a CHARGE follows to that CHARGE
 * (MMR_MODEL_F_CHARGE_COVERS_ALLOC, for a model that always gets both)?
 */
static int model_skips_charged_alloc(const struct mmr_model_ops *ops)
{
	return !model_act_mask(ops) && (ops->op_mask & (1u << MMR_OP_PAGE_ALLOC)) &&
	       (ops->op_mask & (1u << MMR_OP_CHARGE)) &&
	       (model_flags(ops) & MMR_MODEL_F_CHARGE_COVERS_ALLOC);
}

/* Does model @ops always get ops of class @k (else: never, or as news only)? */
static int model_reads(const struct mmr_model_ops *ops, unsigned int k)
{
	uint32_t act = model_act_mask(ops);

	if (k == CLS_CHARGED_ALLOC)
		return model_reads(ops, MMR_OP_PAGE_ALLOC) && !model_skips_charged_alloc(ops);

	if (act) {
		if (k == CLS_LARGE_FREE)
			return !!(act & ((1u << MMR_OP_PAGE_FREE) | MMR_OP_ACT_LARGE_FREE));
		return !!(act & (1u << k));
	}
	if (k == CLS_LARGE_FREE)
		k = MMR_OP_PAGE_FREE;
	return !ops->op_mask || (ops->op_mask & (1u << k));
}

static void dispatch_fill(struct dispatch_ent *d, struct replay_model *m)
{
	d->on_op = m->ops->on_op;
	d->priv = m->priv;
	d->ctx = &m->ctx;
	d->m = m;
}

/* (Re)build the per-class model lists after a model was added. */
static int build_dispatch(struct mmr_replay *r)
{
	unsigned int k, i, na, nn;

	/* ops some model always reads, and ops act_mask models read as news only */
	uint32_t always = r->opts.op_hook ? ~0u : 0, news = 0;
	int large = 0;

	r->nr_act_models = 0;
	for (i = 0; i < r->nr_models; i++) {
		const struct mmr_model_ops *ops = r->models[i]->ops;
		uint32_t act = model_act_mask(ops);

		r->nr_act_models += !!act;
		if (act) {
			always |= act & ~MMR_OP_ACT_LARGE_FREE;
			large |= !!(act & MMR_OP_ACT_LARGE_FREE);
			/* news can be any op but one that follows another of its event */
			news = ~MMR_STATE_FOLLOWER_OPS;
		} else {
			always |= ops->op_mask ? ops->op_mask : ~0u;
		}
	}
	mmr_state_want_ops(r->st, always | news | (large ? 1u << MMR_OP_PAGE_FREE : 0),
			   news & ~always, large);
	for (k = 0; k < NR_CLS; k++) {
		struct dispatch_ent *l = realloc(r->by_kind[k], (r->nr_models + 1) * sizeof(*l));

		if (!l)
			return MMR_ENOMEM;
		r->by_kind[k] = l;
		l = realloc(r->news_by_kind[k], (r->nr_models + 1) * sizeof(*l));
		if (!l)
			return MMR_ENOMEM;
		r->news_by_kind[k] = l;
		na = nn = 0;
		for (i = 0; i < r->nr_models; i++) {
			struct replay_model *m = r->models[i];

			if (model_reads(m->ops, k))
				dispatch_fill(&r->by_kind[k][na++], m);
			else if (model_act_mask(m->ops))
				dispatch_fill(&r->news_by_kind[k][nn++], m);
		}
		r->always[k].b = r->by_kind[k];
		r->always[k].e = r->by_kind[k] + na;
		r->news[k].b = r->news_by_kind[k];
		r->news[k].e = r->news_by_kind[k] + nn;
	}
	return 0;
}

/* Does measurer @i read events of class @k (a kind, or NR_EV_CLS - 1 for the others)? */
static int measure_reads(const struct mmr_replay *r, unsigned int i, unsigned int k)
{
	const struct mmr_event_info *info;

	if (i >= 32)
		return 1; /* beyond the 32 a class mask once had room for: every event */
	if (k == 0 || k >= MMR_EV__COUNT)
		return 0;
	if (r->measures[i]->ops->kinds && !((r->measures[i]->ops->kinds >> k) & 1))
		return 0;
	info = mmr_event_info(k);
	return info && (info->class_mask & r->measures[i]->ops->needs);
}

/* (Re)build the per-event-kind measurer lists after a measurer was added. */
static int build_measure_lists(struct mmr_replay *r)
{
	unsigned int k, i, n;

	_Static_assert(MMR_EV__COUNT <= 64, "meas_kinds has a bit per event kind");
	r->meas_kinds = 0;
	for (k = 0; k < NR_EV_CLS; k++) {
		struct measure_ent *l = realloc(r->meas_by_ev[k],
						(r->nr_measures + 1) * sizeof(*l));

		if (!l)
			return MMR_ENOMEM;
		r->meas_by_ev[k] = l;
		for (i = 0, n = 0; i < r->nr_measures; i++) {
			struct replay_measure *m = r->measures[i];

			if (!measure_reads(r, i, k))
				continue;
			l[n].on_event = m->ops->on_event;
			l[n].priv = m->priv;
			l[n].ctx = &m->ctx;
			l[n].m = m;
			n++;
		}
		r->meas_list[k].b = l;
		r->meas_list[k].e = l + n;
		if (n && k < MMR_EV__COUNT)
			r->meas_kinds |= 1ull << k;
	}
	return 0;
}

int mmr_replay_add_model(struct mmr_replay *r, const struct mmr_model_ops *ops,
			 const char *params, struct mmr_error *err)
{
	struct replay_model **n, *m;
	int ret;
	size_t len;

	ret = mmr_model_check(ops, err);
	if (ret < 0)
		return ret;
	n = realloc(r->models, (r->nr_models + 1) * sizeof(*n));
	if (!n)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	r->models = n;
	m = calloc(1, sizeof(*m));
	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	m->ops = ops;
	ret = mmr_params_parse(ops, params, &m->params, err);
	if (ret < 0) {
		free(m);
		return ret;
	}
	m->counters = mmr_counters_new(ops->metrics, ops->nr_metrics, mmr_state_nr_cpus(r->st),
				       r->opts.window_ns, mmr_state_now_ptr(r->st),
				       mmr_state_t0_ptr(r->st));
	if (!m->counters) {
		mmr_params_free(m->params);
		free(m);
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	}
	if (r->attributing)
		mmr_counters_attribute(m->counters, &r->attr, r->opts.by_owner, r->filtered,
				       r->opts.from_ns, r->opts.to_ns);
	m->counters->win_per_cpu = r->opts.window_ns && r->opts.window_per_cpu;
	m->ctx.state = r->st;
	m->ctx.counters = m->counters;
	m->ctx.meta = r->meta;
	if (err)
		err->code = 0;
	ret = ops->init(&m->ctx, m->params, &m->priv, err);
	if (ret < 0) {
		if (err && !err->code)
			mmr_error_set(err, ret, "model %s: init failed: %s", ops->name,
				      mmr_strerror(ret));
		mmr_params_free(m->params);
		mmr_counters_free(m->counters);
		free(m->label);
		free(m);
		return ret;
	}
	m->inited = 1;
	/* the label after init(): with what its "auto" parameters resolved to */
	len = strlen(ops->name) + strlen(mmr_params_text(m->params)) + 2;
	m->label = malloc(len);
	if (!m->label) {
		ops->free(m->priv);
		mmr_params_free(m->params);
		mmr_counters_free(m->counters);
		free(m);
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	}
	snprintf(m->label, len, "%s%s%s", ops->name, *mmr_params_text(m->params) ? ":" : "",
		 mmr_params_text(m->params));
	r->models[r->nr_models++] = m;
	ret = build_dispatch(r);
	if (ret < 0)
		return mmr_error_set(err, ret, "replay: out of memory");
	return (int)r->nr_models - 1;
}

int mmr_replay_add_model_spec(struct mmr_replay *r, const char *spec, struct mmr_error *err)
{
	const struct mmr_model_ops *ops;
	const char *colon = strchr(spec, ':');
	char name[128];
	size_t n = colon ? (size_t)(colon - spec) : strlen(spec);
	unsigned int i;
	char list[1024];
	size_t off = 0;

	if (n >= sizeof(name))
		return mmr_error_set(err, MMR_EINVAL, "model name too long: %s", spec);
	memcpy(name, spec, n);
	name[n] = '\0';
	ops = mmr_model_find(name);
	if (!ops) {
		list[0] = '\0';
		for (i = 0; i < mmr_model_count() && off < sizeof(list); i++)
			off += (size_t)snprintf(list + off, sizeof(list) - off, "%s%s",
						i ? ", " : "", mmr_model_at(i)->name);
		return mmr_error_set(err, MMR_EINVAL, "no model '%s' (models: %s)", name,
				     off ? list : "none built in");
	}
	return mmr_replay_add_model(r, ops, colon ? colon + 1 : NULL, err);
}

int mmr_replay_add_measure(struct mmr_replay *r, const struct mmr_measure_ops *ops,
			   struct mmr_error *err)
{
	struct replay_measure **n, *m;
	unsigned int idx = r->nr_measures;
	int ret;

	if (!ops || !ops->name || !ops->init || !ops->on_event)
		return mmr_error_set(err, MMR_EMODEL, "measurer %s: name, init and on_event are "
				     "required", ops && ops->name ? ops->name : "?");
	n = realloc(r->measures, (r->nr_measures + 1) * sizeof(*n));
	if (!n)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	r->measures = n;
	m = calloc(1, sizeof(*m));
	if (!m)
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	m->ops = ops;
	m->counters = mmr_counters_new(ops->metrics, ops->nr_metrics, mmr_state_nr_cpus(r->st),
				       r->opts.window_ns, mmr_state_now_ptr(r->st),
				       mmr_state_t0_ptr(r->st));
	if (!m->counters) {
		free(m);
		return mmr_error_set(err, MMR_ENOMEM, "replay: out of memory");
	}
	if (r->attributing)
		mmr_counters_attribute(m->counters, &r->attr, r->opts.by_owner, r->filtered,
				       r->opts.from_ns, r->opts.to_ns);
	m->counters->win_per_cpu = r->opts.window_ns && r->opts.window_per_cpu;
	m->ctx.state = r->st;
	m->ctx.counters = m->counters;
	m->ctx.meta = r->meta;
	if (err)
		err->code = 0;
	ret = ops->init(&m->ctx, &m->priv, err);
	if (ret < 0) {
		if (err && !err->code)
			mmr_error_set(err, ret, "measurer %s: init failed", ops->name);
		mmr_counters_free(m->counters);
		free(m);
		return ret;
	}
	m->inited = 1;
	r->measures[r->nr_measures++] = m;
	ret = build_measure_lists(r);
	if (ret < 0)
		return mmr_error_set(err, ret, "replay: out of memory");
	return (int)idx;
}


/* dispatch_ops() with an op hook (--ops): each op goes to the hook first. */
int mmr_replay_dispatch_hook(struct mmr_replay *r, struct mmr_error *err)
{
	struct mmr_state_hot *hot = mmr_state_hot(r->st);
	unsigned int nr = hot->nr_ops, i, k;
	const struct mmr_op *ops = hot->ops;
	int ret;

	r->nr_ops += nr;
	hot->ops[nr].kind = MMR_OP__COUNT; /* the sentinel op_class() may read */
	for (i = 0; i < nr; i++) {
		const struct mmr_op *op = &ops[i];

		k = op->kind;
		if (__builtin_expect(k < MMR_OP__COUNT, 1))
			r->ops_by_kind[k]++;
		ret = r->opts.op_hook(op, r->opts.op_hook_arg);
		if (ret)
			return ret;
		if (r->attributing)
			attr_set(r, r->st, op->cpu);
		if (__builtin_expect(k >= MMR_OP__COUNT, 0))
			continue;
		k = op_class(op, k);
		ret = deliver(&r->always[k], op, err);
		if (ret)
			return ret;
		if (r->nr_act_models && op_news(r, r->st, op)) {
			ret = deliver(&r->news[k], op, err);
			if (ret)
				return ret;
		}
	}
	hot->nr_ops = 0;
	if (__builtin_expect(hot->after, 0))
		mmr_state_after_ops(r->st);
	return 0;
}

int mmr_replay_event(struct mmr_replay *r, const struct mmr_event *ev, struct mmr_error *err)
{
	return replay_event(r, r->st, ev, mmr_state_event(r->st, ev, err), err);
}

int mmr_replay_finish(struct mmr_replay *r, struct mmr_error *err)
{
	unsigned int i;
	int ret;

	if (r->finished)
		return 0;
	r->finished = 1;
	ret = mmr_state_finish(r->st);
	if (ret < 0)
		return mmr_error_set(err, ret, "replay state: out of memory");
	ret = dispatch_ops(r, r->st, err);
	if (ret)
		return ret;
	if (r->attributing)
		mmr_replay_owners_finish(r);
	for (i = 0; i < r->nr_models; i++) {
		struct replay_model *m = r->models[i];

		if (m->ops->finish && (ret = m->ops->finish(m->priv, &m->ctx)) < 0)
			return mmr_error_set(err, ret, "model %s: finish failed: %s", m->ops->name,
					     mmr_strerror(ret));
		if (m->counters->oom)
			return mmr_error_set(err, MMR_ENOMEM, "model %s: out of memory for windows",
					     m->ops->name);
	}
	for (i = 0; i < r->nr_measures; i++) {
		struct replay_measure *m = r->measures[i];

		if (m->ops->finish && (ret = m->ops->finish(m->priv, &m->ctx)) < 0)
			return mmr_error_set(err, ret, "measurer %s: finish failed: %s",
					     m->ops->name, mmr_strerror(ret));
	}
	return 0;
}

int mmr_replay_set_jobs(struct mmr_replay *r, unsigned int jobs, struct mmr_error *err)
{
	if (!r)
		return mmr_error_set(err, MMR_EINVAL, "replay: jobs of no engine");
	if (!jobs || jobs > MMR_REPLAY_MAX_JOBS)
		return mmr_error_set(err, MMR_EINVAL, "replay: %u jobs (1 to %u)", jobs,
				     MMR_REPLAY_MAX_JOBS);
	r->jobs = jobs;
	return 0;
}

unsigned int mmr_replay_jobs(const struct mmr_replay *r)
{
	return r && r->jobs > 1 ? 2 : 1;
}

int mmr_replay_run(struct mmr_replay *r, struct mmr_source *src, struct mmr_error *err)
{
	int ret = r->jobs > 1 ? mmr_replay_ahead_loop(r, src, err) : mmr_replay_loop(r, src, err);

	if (ret)
		return ret;
	return mmr_replay_finish(r, err);
}

unsigned int mmr_replay_nr_models(const struct mmr_replay *r)
{
	return r->nr_models;
}

const struct mmr_model_ops *mmr_replay_model(const struct mmr_replay *r, unsigned int i)
{
	return i < r->nr_models ? r->models[i]->ops : NULL;
}

const char *mmr_replay_model_label(const struct mmr_replay *r, unsigned int i)
{
	return i < r->nr_models ? r->models[i]->label : NULL;
}

const struct mmr_counters *mmr_replay_model_counters(const struct mmr_replay *r, unsigned int i)
{
	return i < r->nr_models ? r->models[i]->counters : NULL;
}

const char *mmr_replay_model_param(const struct mmr_replay *r, unsigned int i, const char *name)
{
	return i < r->nr_models ? mmr_params_get_resolved(r->models[i]->params, name) : NULL;
}

const char *mmr_replay_model_param_given(const struct mmr_replay *r, unsigned int i,
					 const char *name)
{
	return i < r->nr_models ? mmr_params_get(r->models[i]->params, name) : NULL;
}

unsigned int mmr_replay_nr_measures(const struct mmr_replay *r)
{
	return r->nr_measures;
}

const struct mmr_measure_ops *mmr_replay_measure(const struct mmr_replay *r, unsigned int i)
{
	return i < r->nr_measures ? r->measures[i]->ops : NULL;
}

const struct mmr_counters *mmr_replay_measure_counters(const struct mmr_replay *r,
						       unsigned int i)
{
	return i < r->nr_measures ? r->measures[i]->counters : NULL;
}

int mmr_replay_measure_known(const struct mmr_replay *r, unsigned int i, unsigned int metric)
{
	const struct replay_measure *m;

	if (i >= r->nr_measures)
		return 0;
	m = r->measures[i];
	if (!m->ops->known)
		return 1;
	return m->ops->known(m->priv, metric);
}

void mmr_replay_caveats(const struct mmr_replay *r,
			void (*emit)(void *arg, const char *line), void *arg)
{
	unsigned int i;

	mmr_state_caveats(r->st, emit, arg);
	for (i = 0; i < r->nr_measures; i++) {
		const struct replay_measure *m = r->measures[i];

		if (m->ops->caveats)
			m->ops->caveats(m->priv, &m->ctx, emit, arg);
	}
}

void mmr_replay_measure_caveats(const struct mmr_replay *r, unsigned int i,
				void (*emit)(void *arg, const char *line), void *arg)
{
	if (i < r->nr_measures && r->measures[i]->ops->caveats)
		r->measures[i]->ops->caveats(r->measures[i]->priv, &r->measures[i]->ctx, emit, arg);
}

void mmr_replay_state_caveats(const struct mmr_replay *r,
			      void (*emit)(void *arg, const char *line), void *arg)
{
	mmr_state_caveats(r->st, emit, arg);
}

const struct mmr_state *mmr_replay_state(const struct mmr_replay *r)
{
	return r->st;
}

void mmr_replay_get_stats(const struct mmr_replay *r, struct mmr_replay_stats *st)
{
	unsigned int k;

	mmr_state_stats(r->st, st);
	st->ops += r->nr_ops;
	for (k = 0; k < MMR_OP__COUNT; k++)
		st->ops_by_kind[k] += r->ops_by_kind[k];
}
