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

static void json_model(const struct mmr_model_ops *ops, int first)
{
	unsigned int i;

	printf("%s\n    {\"name\": ", first ? "" : ",");
	rep_json_str(stdout, ops->name);
	printf(", \"summary\": ");
	rep_json_str(stdout, ops->summary);
	printf(",\n     \"params\": [");
	for (i = 0; i < ops->nr_params; i++) {
		printf("%s{\"name\": ", i ? ", " : "");
		rep_json_str(stdout, ops->params[i].name);
		printf(", \"default\": ");
		rep_json_str(stdout, ops->params[i].def);
		printf(", \"help\": ");
		rep_json_str(stdout, ops->params[i].help);
		printf("}");
	}
	printf("],\n     \"metrics\": [");
	for (i = 0; i < ops->nr_metrics; i++) {
		printf("%s", i ? ", " : "");
		rep_json_str(stdout, ops->metrics[i].name);
	}
	printf("]}");
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
		printf("{\n  \"models\": [");
		for (i = 0; i < mmr_model_count(); i++)
			json_model(mmr_model_at(i), i == 0);
		for (j = 0; j < nlibs; j++)
			json_model(lib_ops[j], i + j == 0);
		printf("\n  ],\n  \"measured\": [");
		for (i = 0; i < mmr_measure_count(); i++) {
			const struct mmr_measure_ops *m = mmr_measure_at(i);

			printf("%s\n    {\"name\": ", i ? "," : "");
			rep_json_str(stdout, m->name);
			printf(", \"metrics\": [");
			for (j = 0; j < m->nr_metrics; j++) {
				printf("%s", j ? ", " : "");
				rep_json_str(stdout, m->metrics[j].name);
			}
			printf("]}");
		}
		printf("\n  ]\n}\n");
		status = 0;
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
