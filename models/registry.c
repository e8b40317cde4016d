// SPDX-License-Identifier: LGPL-2.1
/*
 * The one table of built-in models and measurers.  Adding a model is one file
 * in models/ plus one line here.  Entries are weak references, so the library
 * links while a model file is still being written; a missing one is skipped.
 *
 * Third-party models: a shared object exporting mmr_model_entry()
 * (MMR_MODEL_ENTRY_SYMBOL), loaded with dlopen and checked like the built-ins
 * (ABI version, required callbacks) before it is used.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>

#include "mmreplay/replay.h"

#define WEAK_MODEL(sym) extern const struct mmr_model_ops sym __attribute__((weak))
#define WEAK_MEASURE(sym) extern const struct mmr_measure_ops sym __attribute__((weak))

WEAK_MODEL(mmr_model_flush_per_page);
WEAK_MODEL(mmr_model_pfn_tracking);
WEAK_MODEL(mmr_model_full_flush);
WEAK_MODEL(mmr_model_infinite);
WEAK_MODEL(mmr_model_x86);
WEAK_MODEL(mmr_model_pcp_none);
WEAK_MODEL(mmr_model_pcp_order0);
WEAK_MODEL(mmr_model_pcp_highorder);
WEAK_MODEL(mmr_model_pcp_autotune);
WEAK_MODEL(mmr_model_res_counter);
WEAK_MODEL(mmr_model_percpu_counter);
WEAK_MODEL(mmr_model_stock);
WEAK_MODEL(mmr_model_multi_stock);
WEAK_MODEL(mmr_model_ratelimit_spinlock);
WEAK_MODEL(mmr_model_ratelimit_xchg);
WEAK_MODEL(mmr_model_ratelimit_none);
WEAK_MODEL(mmr_model_promote_ratelimit);

WEAK_MEASURE(mmr_measure_tlb);
WEAK_MEASURE(mmr_measure_lock);

static const struct mmr_model_ops *const builtin_models[] = {
	&mmr_model_flush_per_page,
	&mmr_model_pfn_tracking,
	&mmr_model_full_flush,
	&mmr_model_infinite,
	&mmr_model_x86,
	&mmr_model_pcp_none,
	&mmr_model_pcp_order0,
	&mmr_model_pcp_highorder,
	&mmr_model_pcp_autotune,
	&mmr_model_res_counter,
	&mmr_model_percpu_counter,
	&mmr_model_stock,
	&mmr_model_multi_stock,
	&mmr_model_ratelimit_spinlock,
	&mmr_model_ratelimit_xchg,
	&mmr_model_ratelimit_none,
	&mmr_model_promote_ratelimit,
};

static const struct mmr_measure_ops *const builtin_measures[] = {
	&mmr_measure_tlb,
	&mmr_measure_lock,
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

const char *const mmr_default_tlb_models[] = {
	"flush-per-page", "pfn-tracking", "full-flush", "infinite", "x86", NULL,
};

unsigned int mmr_default_tlb_model_count(void)
{
	return N(mmr_default_tlb_models) - 1;
}

unsigned int mmr_model_count(void)
{
	unsigned int i, n = 0;

	for (i = 0; i < N(builtin_models); i++)
		n += builtin_models[i] != NULL;
	return n;
}

const struct mmr_model_ops *mmr_model_at(unsigned int idx)
{
	unsigned int i;

	for (i = 0; i < N(builtin_models); i++) {
		if (!builtin_models[i])
			continue;
		if (!idx--)
			return builtin_models[i];
	}
	return NULL;
}

const struct mmr_model_ops *mmr_model_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < N(builtin_models); i++)
		if (builtin_models[i] && builtin_models[i]->name &&
		    !strcmp(builtin_models[i]->name, name))
			return builtin_models[i];
	return NULL;
}

unsigned int mmr_measure_count(void)
{
	unsigned int i, n = 0;

	for (i = 0; i < N(builtin_measures); i++)
		n += builtin_measures[i] != NULL;
	return n;
}

const struct mmr_measure_ops *mmr_measure_at(unsigned int idx)
{
	unsigned int i;

	for (i = 0; i < N(builtin_measures); i++) {
		if (!builtin_measures[i])
			continue;
		if (!idx--)
			return builtin_measures[i];
	}
	return NULL;
}

const struct mmr_measure_ops *mmr_measure_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < N(builtin_measures); i++)
		if (builtin_measures[i] && builtin_measures[i]->name &&
		    !strcmp(builtin_measures[i]->name, name))
			return builtin_measures[i];
	return NULL;
}

int mmr_model_check(const struct mmr_model_ops *ops, struct mmr_error *err)
{
	unsigned int i;

	if (!ops)
		return mmr_error_set(err, MMR_EMODEL, "model: no ops table");
	/* 1 lacks act_mask and flags, 2 flags: the engine then does not read them */
	if (ops->abi_version < 1 || ops->abi_version > MMR_MODEL_ABI_VERSION)
		return mmr_error_set(err, MMR_EABI,
				     "model %s: ABI version %u, this mmreplay takes 1 to %u",
				     ops->name ? ops->name : "?", ops->abi_version,
				     MMR_MODEL_ABI_VERSION);
	if (!ops->name || !*ops->name || strchr(ops->name, ':') || strchr(ops->name, ','))
		return mmr_error_set(err, MMR_EMODEL, "model: missing or malformed name");
	if (!ops->init || !ops->on_op || !ops->free)
		return mmr_error_set(err, MMR_EMODEL,
				     "model %s: init, on_op and free are required", ops->name);
	if (ops->nr_metrics && !ops->metrics)
		return mmr_error_set(err, MMR_EMODEL, "model %s: nr_metrics without a table",
				     ops->name);
	if (ops->nr_params && !ops->params)
		return mmr_error_set(err, MMR_EMODEL, "model %s: nr_params without a table",
				     ops->name);
	for (i = 0; i < ops->nr_metrics; i++)
		if (!ops->metrics[i].name)
			return mmr_error_set(err, MMR_EMODEL, "model %s: metric %u has no name",
					     ops->name, i);
	for (i = 0; i < ops->nr_params; i++)
		if (!ops->params[i].name || !ops->params[i].def)
			return mmr_error_set(err, MMR_EMODEL,
					     "model %s: parameter %u needs a name and a default",
					     ops->name, i);
	return 0;
}

int mmr_model_load(const char *path, const struct mmr_model_ops **ops, void **handle,
		   struct mmr_error *err)
{
	mmr_model_entry_fn entry;
	void *h, *sym;
	int ret;

	*ops = NULL;
	*handle = NULL;
	h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h)
		return mmr_error_set(err, MMR_EMODEL, "%s: %s", path, dlerror());
	sym = dlsym(h, MMR_MODEL_ENTRY_SYMBOL);
	if (!sym) {
		dlclose(h);
		return mmr_error_set(err, MMR_EMODEL, "%s: no %s() symbol", path,
				     MMR_MODEL_ENTRY_SYMBOL);
	}
	memcpy(&entry, &sym, sizeof(entry));
	*ops = entry();
	ret = mmr_model_check(*ops, err);
	if (ret < 0) {
		char msg[sizeof(err->msg)];

		if (err) {
			memcpy(msg, err->msg, sizeof(msg));
			mmr_error_set(err, ret, "%.200s: %.300s", path, msg);
		}
		*ops = NULL;
		dlclose(h);
		return ret;
	}
	*handle = h;
	return 0;
}

void mmr_model_unload(void *handle)
{
	if (handle)
		dlclose(handle);
}
