// SPDX-License-Identifier: LGPL-2.1
/*
 * The one table of built-in models and measurers.  Adding a model is one file
 * in models/ defining `const struct mmr_model_ops mmr_model_<id>`, plus one
 * line below.  The references are strong: a misspelt or missing <id> is an
 * undefined symbol, and the library does not link (-Wl,--no-undefined).
 *
 * Third-party models: a shared object exporting mmr_model_entry()
 * (MMR_MODEL_ENTRY_SYMBOL), loaded with dlopen and checked like the built-ins
 * (ABI version, required callbacks) before it is used.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

#include "mmreplay/replay.h"

/* mmr_model_<id>, in the order `mmreplay models` lists them */
#define BUILTIN_MODELS(X)		\
	X(flush_per_page)		\
	X(pfn_tracking)			\
	X(full_flush)			\
	X(infinite)			\
	X(x86)				\
	X(pcp_none)			\
	X(pcp_order0)			\
	X(pcp_highorder)		\
	X(pcp_autotune)			\
	X(res_counter)			\
	X(percpu_counter)		\
	X(stock)			\
	X(multi_stock)			\
	X(ratelimit_spinlock)		\
	X(ratelimit_xchg)		\
	X(ratelimit_none)		\
	X(promote_ratelimit)

/* mmr_measure_<id> (replay/measure-*.c) */
#define BUILTIN_MEASURES(X)		\
	X(tlb)				\
	X(lock)

#define DECLARE_MODEL(id) extern const struct mmr_model_ops mmr_model_##id;
#define DECLARE_MEASURE(id) extern const struct mmr_measure_ops mmr_measure_##id;
BUILTIN_MODELS(DECLARE_MODEL)
BUILTIN_MEASURES(DECLARE_MEASURE)

#define MODEL_ENTRY(id) &mmr_model_##id,
#define MEASURE_ENTRY(id) &mmr_measure_##id,
static const struct mmr_model_ops *const builtin_models[] = { BUILTIN_MODELS(MODEL_ENTRY) };
static const struct mmr_measure_ops *const builtin_measures[] = {
	BUILTIN_MEASURES(MEASURE_ENTRY)
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
	return N(builtin_models);
}

const struct mmr_model_ops *mmr_model_at(unsigned int idx)
{
	return idx < N(builtin_models) ? builtin_models[idx] : NULL;
}

const struct mmr_model_ops *mmr_model_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < N(builtin_models); i++)
		if (!strcmp(builtin_models[i]->name, name))
			return builtin_models[i];
	return NULL;
}

unsigned int mmr_measure_count(void)
{
	return N(builtin_measures);
}

const struct mmr_measure_ops *mmr_measure_at(unsigned int idx)
{
	return idx < N(builtin_measures) ? builtin_measures[idx] : NULL;
}

const struct mmr_measure_ops *mmr_measure_find(const char *name)
{
	unsigned int i;

	for (i = 0; i < N(builtin_measures); i++)
		if (!strcmp(builtin_measures[i]->name, name))
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
	if (!strchr(path, '/') && access(path, F_OK) == 0) {
		/* "my-model.so" is the file here, as a user means it; dlopen() would search the library path */
		char local[4096];

		if (snprintf(local, sizeof(local), "./%s", path) >= (int)sizeof(local))
			return mmr_error_set(err, MMR_EINVAL, "%.200s: name too long", path);
		h = dlopen(local, RTLD_NOW | RTLD_LOCAL);
	} else {
		h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	}
	if (!h) {
		const char *why = dlerror();

		/* dlerror() names the path again: say it once */
		if (why && !strncmp(why, path, strlen(path)) && why[strlen(path)] == ':')
			why += strlen(path) + 1;
		while (why && *why == ' ')
			why++;
		return mmr_error_set(err, MMR_EMODEL, "%s: cannot load the model: %s", path,
				     why ? why : "unknown error");
	}
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
