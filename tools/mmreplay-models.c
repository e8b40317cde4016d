// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay models [-M lib.so]... [--json]: every model with its summary,
 * parameters (default and help) and metrics, then the measured side's metrics.
 */
#include <string.h>

#include "cmd.h"
#include "report.h"

/* @n spaces (at most 80), for the lines a wrapped help continues on */
static const char *pad(size_t n)
{
	static const char sp[] = "                                        "
				 "                                        ";

	return sp + (sizeof(sp) - 1 - (n < sizeof(sp) - 1 ? n : sizeof(sp) - 1));
}

static void print_model(const struct mmr_model_ops *ops)
{
	unsigned int i, w = 8, width = rep_width();
	char head[160];

	printf("%s\n", ops->name);
	rep_wrap(stdout, "    ", "    ", ops->summary ? ops->summary : "", width);
	for (i = 0; i < ops->nr_params; i++)
		if (strlen(ops->params[i].name) > w)
			w = (unsigned int)strlen(ops->params[i].name);
	if (ops->nr_params) {
		printf("    parameters:\n");
		for (i = 0; i < ops->nr_params; i++) {
			snprintf(head, sizeof(head), "      %-*s default %-8s ", w, ops->params[i].name,
				 *ops->params[i].def ? ops->params[i].def : "(none)");
			rep_wrap(stdout, head, pad(strlen(head)),
				 ops->params[i].help ? ops->params[i].help : "", width);
		}
	} else {
		printf("    parameters: none\n");
	}
	printf("    metrics:\n");
	for (i = 0; i < ops->nr_metrics; i++) {
		snprintf(head, sizeof(head), "      %-26s ", ops->metrics[i].name);
		rep_wrap(stdout, head, pad(strlen(head)),
			 ops->metrics[i].help ? ops->metrics[i].help : "", width);
	}
	putchar('\n');
}

/* An array of the names of @n metric definitions. */
static json_t *json_metric_names(const struct mmr_metric_def *m, unsigned int n)
{
	json_t *a = json_array();
	unsigned int i;

	for (i = 0; a && i < n; i++)
		rep_jpush(a, rep_jstr(m[i].name));
	return a;
}

static json_t *json_model(const struct mmr_model_ops *ops)
{
	json_t *o = json_object(), *params = json_array();
	unsigned int i;

	rep_jset(o, "name", rep_jstr(ops->name));
	rep_jset(o, "summary", rep_jstr(ops->summary ? ops->summary : ""));
	for (i = 0; params && i < ops->nr_params; i++) {
		const struct mmr_param_def *d = &ops->params[i];
		json_t *p = json_object();

		rep_jset(p, "name", rep_jstr(d->name));
		rep_jset(p, "default", rep_jstr(d->def ? d->def : ""));
		rep_jset(p, "help", rep_jstr(d->help ? d->help : ""));
		rep_jpush(params, p);
	}
	rep_jset(o, "params", params);
	rep_jset(o, "metrics", json_metric_names(ops->metrics, ops->nr_metrics));
	return o;
}

static int print_json(const struct mmr_model_ops *const *lib_ops, unsigned int nlibs)
{
	json_t *doc = json_object(), *models = json_array(), *measured = json_array();
	unsigned int i;

	rep_jset(doc, "mmreplay", json_string(mmr_version()));
	rep_jset(doc, "command", json_string("models"));
	for (i = 0; models && i < mmr_model_count(); i++)
		rep_jpush(models, json_model(mmr_model_at(i)));
	for (i = 0; models && i < nlibs; i++)
		rep_jpush(models, json_model(lib_ops[i]));
	rep_jset(doc, "models", models);
	for (i = 0; measured && i < mmr_measure_count(); i++) {
		const struct mmr_measure_ops *m = mmr_measure_at(i);
		json_t *o = json_object();

		rep_jset(o, "name", rep_jstr(m->name));
		rep_jset(o, "metrics", json_metric_names(m->metrics, m->nr_metrics));
		rep_jpush(measured, o);
	}
	rep_jset(doc, "measured", measured);
	return rep_json_print(stdout, doc, "models");
}

int cmd_models(int argc, char **argv)
{
	const struct mmr_model_ops *lib_ops[16];
	void *handles[16];
	unsigned int nlibs = 0, i, j;
	struct mmr_error err = { 0 };
	int json = 0, status = 1, ret, k;

	for (k = 1; k < argc; k++) {
		if (!argv[k] || !strcmp(argv[k], "-q"))
			continue;
		if (!strcmp(argv[k], "-h") || !strcmp(argv[k], "--help")) {
			printf("usage: mmreplay models [-M lib.so]... [--json]\n\n"
			       "List every built-in model (and those loaded with -M): summary,\n"
			       "parameters with defaults and help, metrics; then the metrics of the\n"
			       "measured side that 'mmreplay diff' pairs with them by name.\n");
			return 0;
		} else if (!strcmp(argv[k], "--json")) {
			json = 1;
		} else if (!strcmp(argv[k], "-M") && k + 1 < argc && nlibs < 16) {
			ret = mmr_model_load(argv[++k], &lib_ops[nlibs], &handles[nlibs], &err);
			if (ret < 0) {
				mmr_tool_error("models", "%s", mmr_error_msg(&err, ret));
				goto out;
			}
			nlibs++;
		} else {
			mmr_tool_error("models", "unknown argument '%s'", argv[k]);
			status = 2;
			goto out;
		}
	}
	if (json) {
		if (print_json(lib_ops, nlibs) == 0)
			status = fflush(stdout) || ferror(stdout) ? 1 : 0;
		goto out;
	}
	printf("models (%u built in%s); use as -m NAME[:k=v,...]\n\n", mmr_model_count(),
	       nlibs ? ", plus those loaded with -M" : "");
	for (i = 0; i < mmr_model_count(); i++)
		print_model(mmr_model_at(i));
	for (j = 0; j < nlibs; j++)
		print_model(lib_ops[j]);
	for (i = 0; i < mmr_measure_count(); i++) {
		const struct mmr_measure_ops *m = mmr_measure_at(i);

		printf("measured side '%s' (what the trace shows; 'mmreplay diff' pairs by name)\n",
		       m->name);
		for (j = 0; j < m->nr_metrics; j++) {
			char head[64];

			snprintf(head, sizeof(head), "      %-26s ", m->metrics[j].name);
			rep_wrap(stdout, head, pad(strlen(head)),
				 m->metrics[j].help ? m->metrics[j].help : "", rep_width());
		}
		putchar('\n');
	}
	status = fflush(stdout) || ferror(stdout) ? 1 : 0;
out:
	for (j = 0; j < nlibs; j++)
		mmr_model_unload(handles[j]);
	return status;
}
