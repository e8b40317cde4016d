// SPDX-License-Identifier: LGPL-2.1
/*
 * Model parameters: "-m name:k=v,k=v".  Every declared parameter gets a value
 * (its default unless given), so a model's init() never sees a missing one;
 * an unknown name is an error that lists what the model takes.
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/kernel.h"
#include "replay-local.h"

void mmr_params_free(struct mmr_params *p)
{
	unsigned int i;

	if (!p)
		return;
	for (i = 0; i < p->ops->nr_params; i++) {
		if (p->vals)
			free(p->vals[i]);
		if (p->resolved)
			free(p->resolved[i]);
	}
	free(p->vals);
	free(p->resolved);
	free(p->text);
	free(p);
}

static void list_params(const struct mmr_model_ops *ops, char *buf, size_t len)
{
	unsigned int i;
	size_t off = 0;

	buf[0] = '\0';
	if (!ops->nr_params) {
		snprintf(buf, len, "none");
		return;
	}
	for (i = 0; i < ops->nr_params && off < len; i++)
		off += (size_t)snprintf(buf + off, len - off, "%s%s (default %s)", i ? ", " : "",
					ops->params[i].name, ops->params[i].def);
}

static const char *value_of(const struct mmr_params *p, unsigned int i)
{
	return p->resolved && p->resolved[i] ? p->resolved[i] : p->vals[i];
}

/* p->text from the values, resolved where init() said so. */
static int build_text(struct mmr_params *p)
{
	size_t len = 1, off = 0;
	unsigned int i;
	char *t;

	for (i = 0; i < p->ops->nr_params; i++)
		len += strlen(p->ops->params[i].name) + strlen(value_of(p, i)) + 2;
	t = malloc(len);
	if (!t)
		return MMR_ENOMEM;
	t[0] = '\0';
	for (i = 0; i < p->ops->nr_params; i++)
		off += (size_t)snprintf(t + off, len - off, "%s%s=%s", i ? "," : "",
					p->ops->params[i].name, value_of(p, i));
	free(p->text);
	p->text = t;
	return 0;
}

int mmr_params_resolve(const struct mmr_params *cp, const char *name, const char *value)
{
	/* the resolved values are the reports', not the model's view: writable here */
	struct mmr_params *p = (struct mmr_params *)(uintptr_t)cp;
	unsigned int i;
	char *v;

	if (!p || !name || !value)
		return MMR_EINVAL;
	for (i = 0; i < p->ops->nr_params; i++)
		if (!strcmp(p->ops->params[i].name, name))
			break;
	if (i == p->ops->nr_params)
		return MMR_EINVAL;
	if (!p->resolved && !(p->resolved = calloc(p->ops->nr_params, sizeof(*p->resolved))))
		return MMR_ENOMEM;
	if (!(v = strdup(value)))
		return MMR_ENOMEM;
	free(p->resolved[i]);
	p->resolved[i] = v;
	return build_text(p);
}

const char *mmr_params_get_resolved(const struct mmr_params *p, const char *name)
{
	unsigned int i;

	if (!p)
		return NULL;
	for (i = 0; i < p->ops->nr_params; i++)
		if (!strcmp(p->ops->params[i].name, name))
			return value_of(p, i);
	return NULL;
}

int mmr_params_parse(const struct mmr_model_ops *ops, const char *text,
		     struct mmr_params **out, struct mmr_error *err)
{
	struct mmr_params *p = calloc(1, sizeof(*p));
	char *copy = NULL, *tok, *save = NULL;
	unsigned char *given = NULL;
	char list[1024];
	unsigned int i;
	int ret = 0;

	*out = NULL;
	if (!p)
		return mmr_error_set(err, MMR_ENOMEM, "model %s: out of memory", ops->name);
	p->ops = ops;
	p->vals = calloc(ops->nr_params ? ops->nr_params : 1, sizeof(*p->vals));
	if (!p->vals)
		goto oom;
	for (i = 0; i < ops->nr_params; i++)
		if (!(p->vals[i] = strdup(ops->params[i].def ? ops->params[i].def : "")))
			goto oom;
	if (text && *text) {
		copy = strdup(text);
		given = calloc(ops->nr_params ? ops->nr_params : 1, 1);
		if (!copy || !given)
			goto oom;
		for (tok = strtok_r(copy, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
			char *eq = strchr(tok, '=');

			if (!eq || eq == tok) {
				list_params(ops, list, sizeof(list));
				ret = mmr_error_set(err, MMR_EINVAL,
						    "model %s: '%s' is not key=value (parameters: %s)",
						    ops->name, tok, list);
				goto fail;
			}
			*eq = '\0';
			for (i = 0; i < ops->nr_params; i++)
				if (!strcmp(ops->params[i].name, tok))
					break;
			if (i == ops->nr_params) {
				list_params(ops, list, sizeof(list));
				ret = mmr_error_set(err, MMR_EINVAL,
						    "model %s has no parameter '%s' (parameters: %s)",
						    ops->name, tok, list);
				goto fail;
			}
			/* "batch=1,batch=2": which one was meant is not ours to guess */
			if (given[i]) {
				ret = mmr_error_set(err, MMR_EINVAL,
						    "model %s: parameter '%s' given twice (%s=%s, %s=%s)",
						    ops->name, tok, tok, p->vals[i], tok, eq + 1);
				goto fail;
			}
			given[i] = 1;
			free(p->vals[i]);
			if (!(p->vals[i] = strdup(eq + 1)))
				goto oom;
		}
	}
	if (build_text(p) < 0)
		goto oom;
	free(copy);
	free(given);
	*out = p;
	return 0;
oom:
	ret = mmr_error_set(err, MMR_ENOMEM, "model %s: out of memory", ops->name);
fail:
	free(copy);
	free(given);
	mmr_params_free(p);
	return ret;
}

const char *mmr_params_text(const struct mmr_params *p)
{
	return p && p->text ? p->text : "";
}

const char *mmr_params_get(const struct mmr_params *p, const char *name)
{
	unsigned int i;

	if (!p)
		return NULL;
	for (i = 0; i < p->ops->nr_params; i++)
		if (!strcmp(p->ops->params[i].name, name))
			return p->vals[i];
	return NULL;
}

int mmr_params_i64(const struct mmr_params *p, const char *name, int64_t *out,
		   struct mmr_error *err)
{
	const char *v = mmr_params_get(p, name);
	char *end;
	long long x;

	if (!v)
		return mmr_error_set(err, MMR_EINVAL, "model %s has no parameter '%s'",
				     p ? p->ops->name : "?", name);
	errno = 0;
	x = strtoll(v, &end, 0);
	if (end == v || *end)
		return mmr_error_set(err, MMR_EINVAL, "model %s: %s=%s is not an integer",
				     p->ops->name, name, v);
	if (errno == ERANGE)
		return mmr_error_set(err, MMR_EINVAL, "model %s: %s=%s is out of range (beyond a "
				     "64-bit integer)", p->ops->name, name, v);
	*out = x;
	return 0;
}

int mmr_params_double(const struct mmr_params *p, const char *name, double *out,
		      struct mmr_error *err)
{
	const char *v = mmr_params_get(p, name);
	char *end;
	double x;

	if (!v)
		return mmr_error_set(err, MMR_EINVAL, "model %s has no parameter '%s'",
				     p ? p->ops->name : "?", name);
	errno = 0;
	x = strtod(v, &end);
	if (end == v || *end)
		return mmr_error_set(err, MMR_EINVAL, "model %s: %s=%s is not a number",
				     p->ops->name, name, v);
	if (errno == ERANGE && (x > 1 || x < -1))
		return mmr_error_set(err, MMR_EINVAL, "model %s: %s=%s is out of range",
				     p->ops->name, name, v);
	*out = x;
	return 0;
}

int mmr_kernel_version(const struct mmr_meta *meta)
{
	const char *k = mmr_meta_get(meta, "kernel");
	char *end, *end2;
	long maj, min;

	/* "6.12..."; a number past three digits is no kernel (and would overflow) */
	if (!k)
		return 0;
	maj = strtol(k, &end, 10);
	if (end == k || *end != '.' || maj < 0 || maj > 999)
		return 0;
	min = strtol(end + 1, &end2, 10);
	if (end2 == end + 1 || min < 0 || min > 999)
		return 0;
	return (int)(maj * 1000 + min);
}

unsigned int mmr_traced_kernel_models(const struct mmr_meta *meta, const char **out,
				      unsigned int max)
{
	const char *k = meta ? mmr_meta_get(meta, "kernel") : NULL;
	const char *m[4];
	unsigned int n = 0, i;

	m[n++] = "x86";
	m[n++] = mmr_kernel_has(MMR_KR_PCP_AUTOTUNE, k, NULL) ? "pcp-autotune" :
		 mmr_kernel_has(MMR_KR_PCP_HIGHORDER, k, NULL) ? "pcp-highorder" : "pcp-order0";
	m[n++] = mmr_kernel_has(MMR_KR_MEMCG_MULTI_STOCK, k, NULL) ? "multi-stock" :
		 mmr_kernel_has(MMR_KR_MEMCG_BATCH_64, k, NULL) ? "stock" : "stock:batch=32";
	m[n++] = mmr_kernel_has(MMR_KR_NUMA_NO_RATELIMIT, k, NULL) ? "ratelimit-none" :
		 "ratelimit-spinlock";
	for (i = 0; i < n && i < max; i++)
		out[i] = m[i];
	return i;
}

const char *mmr_traced_kernel_model(const struct mmr_meta *meta, char *buf, unsigned int len)
{
	const char *m;

	mmr_traced_kernel_models(meta, &m, 1);
	snprintf(buf, len, "%s", m);
	return buf;
}
