// SPDX-License-Identifier: GPL-2.0
/*
 * A tiny third-party model, built as a shared object to test `-M lib.so`:
 * counts the pages of every UNMAP op times its `weight` parameter.  Built a
 * second time with TINY_BAD_ABI to check that a wrong ABI version is refused.
 */
#include <stdlib.h>

#include "mmreplay/model.h"

struct tiny {
	int64_t weight;
};

static const struct mmr_param_def tiny_params[] = {
	{ "weight", "1", "multiplier of every unmapped page" },
};

static const struct mmr_metric_def tiny_metrics[] = {
	{ "tiny.unmapped_pages", "pages of UNMAP ops times weight" },
	{ "tiny.ops", "ops seen" },
};

static int tiny_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		     void **priv, struct mmr_error *err)
{
	struct tiny *t = calloc(1, sizeof(*t));
	int ret;

	(void)ctx;
	if (!t)
		return MMR_ENOMEM;
	ret = mmr_params_i64(params, "weight", &t->weight, err);
	if (ret < 0) {
		free(t);
		return ret;
	}
	*priv = t;
	return 0;
}

static int tiny_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	struct tiny *t = priv;

	mmr_count(ctx->counters, 1, op->cpu, 1);
	if (op->kind == MMR_OP_UNMAP)
		mmr_count(ctx->counters, 0, op->cpu, (int64_t)op->npages * t->weight);
	return 0;
}

static void tiny_free(void *priv)
{
	free(priv);
}

static const struct mmr_model_ops tiny_ops = {
#ifdef TINY_BAD_ABI
	.abi_version = MMR_MODEL_ABI_VERSION + 1,
#else
	.abi_version = MMR_MODEL_ABI_VERSION,
#endif
	.name = "tiny",
	.summary = "test model: unmapped pages times weight",
	.params = tiny_params,
	.nr_params = 1,
	.metrics = tiny_metrics,
	.nr_metrics = 2,
	.init = tiny_init,
	.on_op = tiny_on_op,
	.free = tiny_free,
};

const struct mmr_model_ops *mmr_model_entry(void);

const struct mmr_model_ops *mmr_model_entry(void)
{
	return &tiny_ops;
}
