// SPDX-License-Identifier: GPL-2.0
/*
 * An out-of-tree model, built by tests/docs-install.sh against the INSTALLED
 * headers and library only (pkg-config mmreplay), the way a third party would:
 *   cc -shared -fPIC $(pkg-config --cflags --libs mmreplay) my-model.c -o my-model.so
 *   mmreplay replay trace.mmr -M ./my-model.so -m my-model
 * It counts the UNMAP ops the state tracker derives and the pages they cover.
 */
#include <mmreplay/model.h>

static const struct mmr_metric_def my_metrics[] = {
	{ "my.unmapped_pages", "pages of every UNMAP op" },
	{ "my.unmaps", "UNMAP ops" },
};

static int my_init(const struct mmr_model_ctx *ctx, const struct mmr_params *params,
		   void **priv, struct mmr_error *err)
{
	(void)ctx;
	(void)params;
	(void)err;
	*priv = NULL;	/* no state: the counters live in ctx */
	return 0;
}

static int my_on_op(void *priv, const struct mmr_model_ctx *ctx, const struct mmr_op *op)
{
	(void)priv;
	if (op->kind != MMR_OP_UNMAP)
		return 0;
	mmr_count(ctx->counters, 0, op->cpu, (int64_t)op->npages);
	mmr_count(ctx->counters, 1, op->cpu, 1);
	return 0;
}

static void my_free(void *priv)
{
	(void)priv;
}

static const struct mmr_model_ops my_ops = {
	.abi_version = MMR_MODEL_ABI_VERSION,
	.name = "my-model",
	.summary = "out-of-tree example: UNMAP ops and their pages",
	.metrics = my_metrics,
	.nr_metrics = 2,
	.init = my_init,
	.on_op = my_on_op,
	.free = my_free,
};

const struct mmr_model_ops *mmr_model_entry(void);

const struct mmr_model_ops *mmr_model_entry(void)
{
	return &my_ops;
}
