// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay compare: several runs of a workload, per policy or per kernel, in
 * one table the way mm developers compare kernels (mmtests compare-kernels):
 * per metric the arithmetic mean of the counts and the harmonic mean of the
 * rates (count per second of trace), the sample standard deviation, the
 * coefficient of variation, the % change of each column against the first, and
 * a '*' where Welch's t-test finds the difference of means significant at 95%
 * (two-sided).
 *
 * Input is the JSON that `mmreplay replay --json` and `mmreplay diff --json`
 * write (docs/json-format.md).  Each positional argument is one group of
 * repeated runs, FILE[,FILE...]; every model in a group's files is a column
 * (with diff JSON, "measured" is a column too).  With more than one group, a
 * column is named GROUP:MODEL, GROUP being --name's value or the first file's
 * base name.  The JSON is read with jansson (Debian's libjansson): a real
 * parser is worth more than a hand-rolled one for input that other programs
 * may write.
 */
#include <errno.h>
#include <getopt.h>
#include <jansson.h>
#include <libgen.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"

#define MAX_COLS 64
#define MAX_ROWS 256
#define MAX_SAMPLES 256

struct column {
	char name[160];
	unsigned int nr_samples;
	/* per row: count samples, and durations (s) of the run each sample came from */
	double *val[MAX_ROWS];
	double *dur[MAX_ROWS];
	unsigned int n[MAX_ROWS];
};

struct table {
	char *rows[MAX_ROWS];
	unsigned int nr_rows;
	struct column cols[MAX_COLS];
	unsigned int nr_cols;
};

static int row_index(struct table *t, const char *name)
{
	unsigned int i;

	for (i = 0; i < t->nr_rows; i++)
		if (!strcmp(t->rows[i], name))
			return (int)i;
	if (t->nr_rows == MAX_ROWS)
		return -1;
	t->rows[t->nr_rows] = strdup(name);
	if (!t->rows[t->nr_rows])
		return -1;
	return (int)t->nr_rows++;
}

static struct column *column_get(struct table *t, const char *name)
{
	unsigned int i;

	for (i = 0; i < t->nr_cols; i++)
		if (!strcmp(t->cols[i].name, name))
			return &t->cols[i];
	if (t->nr_cols == MAX_COLS)
		return NULL;
	snprintf(t->cols[t->nr_cols].name, sizeof(t->cols[0].name), "%s", name);
	return &t->cols[t->nr_cols++];
}

static int add_sample(struct table *t, struct column *c, const char *metric, double v, double dur)
{
	int r = row_index(t, metric);

	if (r < 0)
		return -1;
	if (!c->val[r]) {
		c->val[r] = calloc(MAX_SAMPLES, sizeof(double));
		c->dur[r] = calloc(MAX_SAMPLES, sizeof(double));
		if (!c->val[r] || !c->dur[r])
			return -1;
	}
	if (c->n[r] == MAX_SAMPLES)
		return -1;
	c->val[r][c->n[r]] = v;
	c->dur[r][c->n[r]] = dur;
	c->n[r]++;
	return 0;
}

static void table_free(struct table *t)
{
	unsigned int i, r;

	for (r = 0; r < t->nr_rows; r++)
		free(t->rows[r]);
	for (i = 0; i < t->nr_cols; i++)
		for (r = 0; r < MAX_ROWS; r++) {
			free(t->cols[i].val[r]);
			free(t->cols[i].dur[r]);
		}
}

/* The "total" of a metric object {"total": N, ...}, or of a bare number. */
static int metric_total(json_t *m, double *out)
{
	json_t *tot = json_is_object(m) ? json_object_get(m, "total") : m;

	if (!json_is_number(tot))
		return -1;
	*out = json_number_value(tot);
	return 0;
}

static int load_file(struct table *t, const char *path, const char *group, int multi_group)
{
	json_error_t jerr;
	json_t *root, *models, *model, *metrics;
	const char *cmd;
	double dur;
	size_t i, j;
	int ret = -1;

	root = json_load_file(path, 0, &jerr);
	if (!root) {
		/* jansson says line -1 when the file could not be read at all */
		if (jerr.line < 0 && access(path, R_OK) < 0)
			mmr_tool_error("compare", "%s: %s", path, strerror(errno));
		else if (jerr.line < 0)
			mmr_tool_error("compare", "%s: %s", path, jerr.text);
		else
			mmr_tool_error("compare", "%s:%d:%d: %s", path, jerr.line, jerr.column,
				       jerr.text);
		return -1;
	}
	cmd = json_string_value(json_object_get(root, "command"));
	models = json_object_get(root, "models");
	if (!cmd || !json_is_array(models)) {
		mmr_tool_error("compare", "%s: not the JSON of 'mmreplay replay --json' or 'diff --json' "
			       "(no \"command\" or \"models\")", path);
		goto out;
	}
	dur = json_number_value(json_object_get(root, "duration_ns")) / 1e9;

	json_array_foreach(models, i, model) {
		const char *label = json_string_value(json_object_get(model, "label"));
		char name[160], mname[160];
		struct column *c, *cm = NULL;
		json_t *m;

		if (!label)
			label = json_string_value(json_object_get(model, "name"));
		if (!label) {
			mmr_tool_error("compare", "%s: models[%zu] has no label", path, i);
			goto out;
		}
		if (multi_group)
			snprintf(name, sizeof(name), "%s:%s", group, label);
		else
			snprintf(name, sizeof(name), "%s", label);
		c = column_get(t, name);
		if (!c) {
			mmr_tool_error("compare", "too many columns (at most %d)", MAX_COLS);
			goto out;
		}
		c->nr_samples++;
		metrics = json_object_get(model, "metrics");
		if (json_is_object(metrics)) { /* replay: {"name": {"total": ...}} */
			const char *key;

			json_object_foreach(metrics, key, m) {
				double v;

				if (!metric_total(m, &v) && add_sample(t, c, key, v, dur) < 0)
					goto nomem;
			}
		} else if (json_is_array(metrics)) { /* diff: [{"name", "predicted", "measured"}] */
			if (multi_group)
				snprintf(mname, sizeof(mname), "%s:measured", group);
			else
				snprintf(mname, sizeof(mname), "measured");
			cm = column_get(t, mname);
			if (!cm) {
				mmr_tool_error("compare", "too many columns (at most %d)", MAX_COLS);
				goto out;
			}
			cm->nr_samples++;
			json_array_foreach(metrics, j, m) {
				const char *mn = json_string_value(json_object_get(m, "name"));
				json_t *known = json_object_get(m, "known");
				double v;

				if (!mn)
					continue;
				if (!metric_total(json_object_get(m, "predicted"), &v) &&
				    add_sample(t, c, mn, v, dur) < 0)
					goto nomem;
				if ((!known || json_is_true(known)) &&
				    !metric_total(json_object_get(m, "measured"), &v) &&
				    add_sample(t, cm, mn, v, dur) < 0)
					goto nomem;
			}
		} else {
			mmr_tool_error("compare", "%s: models[%zu] has no metrics", path, i);
			goto out;
		}
	}
	ret = 0;
	goto out;
nomem:
	mmr_tool_error("compare", "%s: too many metrics or samples (at most %d and %d)", path,
		       MAX_ROWS, MAX_SAMPLES);
out:
	json_decref(root);
	return ret;
}

struct stats {
	unsigned int n;
	double mean, sd, cov, hmean_rate;
	int have_rate;
};

static void compute(const double *v, const double *dur, unsigned int n, struct stats *s)
{
	double sum = 0, ss = 0, inv = 0;
	unsigned int i, nr = 0;

	memset(s, 0, sizeof(*s));
	s->n = n;
	if (!n)
		return;
	for (i = 0; i < n; i++)
		sum += v[i];
	s->mean = sum / n;
	for (i = 0; i < n; i++)
		ss += (v[i] - s->mean) * (v[i] - s->mean);
	s->sd = n > 1 ? sqrt(ss / (n - 1)) : 0;
	s->cov = s->mean != 0 ? s->sd / fabs(s->mean) * 100 : 0;
	/* harmonic mean of the rates: undefined when a rate is 0 or a duration unknown */
	for (i = 0; i < n; i++) {
		if (dur[i] <= 0 || v[i] <= 0)
			break;
		inv += dur[i] / v[i];
		nr++;
	}
	if (nr == n) {
		s->hmean_rate = n / inv;
		s->have_rate = 1;
	}
}

/*
 * Regularized incomplete beta I_x(a, b) by Lentz's continued fraction; the
 * Student t CDF follows from it.  Accurate to ~1e-10 for the df of interest.
 */
static double betacf(double a, double b, double x)
{
	const double tiny = 1e-300;
	double c = 1, d = 1 - (a + b) * x / (a + 1), h, del, aa;
	int m, m2;

	if (fabs(d) < tiny)
		d = tiny;
	d = 1 / d;
	h = d;
	for (m = 1; m <= 300; m++) {
		m2 = 2 * m;
		aa = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		h *= d * c;
		aa = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
		d = 1 + aa * d;
		d = fabs(d) < tiny ? tiny : d;
		c = 1 + aa / c;
		c = fabs(c) < tiny ? tiny : c;
		d = 1 / d;
		del = d * c;
		h *= del;
		if (fabs(del - 1) < 1e-14)
			break;
	}
	return h;
}

static double ibeta(double a, double b, double x)
{
	double bt;

	if (x <= 0)
		return 0;
	if (x >= 1)
		return 1;
	bt = exp(lgamma(a + b) - lgamma(a) - lgamma(b) + a * log(x) + b * log(1 - x));
	if (x < (a + 1) / (a + b + 2))
		return bt * betacf(a, b, x) / a;
	return 1 - bt * betacf(b, a, 1 - x) / b;
}

/* Two-sided p-value of Student's t with @df degrees of freedom. */
double mmr_student_t_p(double t, double df);
double mmr_student_t_p(double t, double df)
{
	return ibeta(df / 2, 0.5, df / (df + t * t));
}

/*
 * Welch's t-test of two samples: 1 when the means differ at 95% (p < 0.05),
 * 0 when not, -1 when it cannot be decided (fewer than 2 runs, no variance).
 */
static int welch_significant(const struct stats *a, const struct stats *b, double *p_out)
{
	double va, vb, se2, t, df;

	if (a->n < 2 || b->n < 2)
		return -1;
	va = a->sd * a->sd / a->n;
	vb = b->sd * b->sd / b->n;
	se2 = va + vb;
	if (se2 <= 0)
		return a->mean != b->mean ? 1 : 0; /* identical runs: any difference is real */
	t = (b->mean - a->mean) / sqrt(se2);
	df = se2 * se2 / (va * va / (a->n - 1) + vb * vb / (b->n - 1));
	*p_out = mmr_student_t_p(t, df);
	return *p_out < 0.05;
}

static void print_table(const struct table *t, int csv)
{
	unsigned int r, c;
	const int w = 24;

	if (csv) {
		printf("metric,statistic");
		for (c = 0; c < t->nr_cols; c++)
			printf(",%s,%s_change_pct,%s_significant", t->cols[c].name, t->cols[c].name,
			       t->cols[c].name);
		printf("\n");
	} else {
		printf("%-34s", "");
		for (c = 0; c < t->nr_cols; c++)
			printf(" %*.*s", w, w, t->cols[c].name);
		printf("\n");
	}
	for (r = 0; r < t->nr_rows; r++) {
		static const char *const stat_names[] = { "Amean", "Hmean/s", "Stddev", "CoeffVar" };
		struct stats s[MAX_COLS];
		unsigned int k;
		int sig[MAX_COLS];

		for (c = 0; c < t->nr_cols; c++) {
			double p = 1;

			compute(t->cols[c].val[r], t->cols[c].dur[r], t->cols[c].n[r], &s[c]);
			sig[c] = c ? welch_significant(&s[0], &s[c], &p) : -1;
		}
		for (k = 0; k < 4; k++) {
			if (k == 1) { /* skip the rate row when no column has one */
				for (c = 0; c < t->nr_cols && !s[c].have_rate; c++)
					;
				if (c == t->nr_cols)
					continue;
			}
			if (csv)
				printf("%s,%s", t->rows[r], stat_names[k]);
			else
				printf("%-9s %-24.24s", stat_names[k], t->rows[r]);
			for (c = 0; c < t->nr_cols; c++) {
				double v, base, chg;
				int have = s[c].n > 0;
				char cell[64];

				switch (k) {
				case 0: v = s[c].mean; base = s[0].mean; break;
				case 1: v = s[c].hmean_rate; base = s[0].hmean_rate;
					have = have && s[c].have_rate; break;
				case 2: v = s[c].sd; base = s[0].sd; break;
				default: v = s[c].cov; base = s[0].cov; break;
				}
				chg = base != 0 ? (v - base) / fabs(base) * 100 : 0;
				if (csv) {
					if (have)
						printf(",%.6g,%.4f,%s", v, k == 0 ? chg : 0.0,
						       k == 0 && sig[c] == 1 ? "yes" : "");
					else
						printf(",,,");
					continue;
				}
				if (!have)
					snprintf(cell, sizeof(cell), "-");
				else if (k == 3)
					snprintf(cell, sizeof(cell), "%.2f%%", v);
				else if (k == 0 && c)
					snprintf(cell, sizeof(cell), "%.2f (%+7.2f%%)%s", v, chg,
						 sig[c] == 1 ? "*" : " ");
				else if (k == 0)
					snprintf(cell, sizeof(cell), "%.2f (   0.00%%) ", v);
				else
					snprintf(cell, sizeof(cell), "%.2f", v);
				printf(" %*s", w, cell);
			}
			printf("\n");
		}
	}
	if (!csv)
		printf("\n* Welch's t-test: the mean differs from the first column's at 95%% "
		       "(needs >= 2 runs per column)\n");
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay compare [--name NAME]... [--csv] GROUP [GROUP...]\n\n"
		"Summarise several runs the way kernel developers compare kernels.  A GROUP is\n"
		"FILE[,FILE...]: JSON written by 'mmreplay replay --json' or 'mmreplay diff\n"
		"--json' for repeated runs of one configuration.  Every model in a group is a\n"
		"column (diff JSON adds a 'measured' column); with several groups a column is\n"
		"GROUP:MODEL.  Per metric: Amean (arithmetic mean of the counts), Hmean/s\n"
		"(harmonic mean of count per second of trace), Stddev (sample), CoeffVar, the %%\n"
		"change against the first column and '*' where Welch's t-test finds the means\n"
		"different at 95%%.\n\n"
		"  --name NAME   name of the next group (default: its first file's base name)\n"
		"  --csv         comma-separated output\n");
}

int cmd_compare(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "name", required_argument, NULL, 'n' },
		{ "csv", no_argument, NULL, 'c' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *names[MAX_COLS];
	unsigned int nr_names = 0;
	struct table *t;
	int opt, csv = 0, i, nr_groups, ret = 1;

	while ((opt = getopt_long(argc, argv, "h", opts, NULL)) != -1) {
		switch (opt) {
		case 'n':
			if (nr_names < MAX_COLS)
				names[nr_names++] = optarg;
			break;
		case 'c': csv = 1; break;
		case 'h': usage(stdout); return 0;
		default: usage(stderr); return 2;
		}
	}
	nr_groups = argc - optind;
	if (nr_groups < 1) {
		usage(stderr);
		return 2;
	}
	t = calloc(1, sizeof(*t));
	if (!t) {
		mmr_tool_error("compare", "out of memory");
		return 1;
	}
	for (i = 0; i < nr_groups; i++) {
		char *list = strdup(argv[optind + i]), *save = NULL, *file, group[128];

		if (!list)
			goto out;
		if ((unsigned int)i < nr_names) {
			snprintf(group, sizeof(group), "%s", names[i]);
		} else {
			char *first = strdup(list), *comma;

			if (!first) {
				free(list);
				goto out;
			}
			comma = strchr(first, ',');
			if (comma)
				*comma = '\0';
			snprintf(group, sizeof(group), "%s", basename(first));
			free(first);
			if (strlen(group) > 5 && !strcmp(group + strlen(group) - 5, ".json"))
				group[strlen(group) - 5] = '\0';
		}
		for (file = strtok_r(list, ",", &save); file; file = strtok_r(NULL, ",", &save)) {
			if (load_file(t, file, group, nr_groups > 1) < 0) {
				free(list);
				goto out;
			}
		}
		free(list);
	}
	print_table(t, csv);
	ret = 0;
out:
	table_free(t);
	free(t);
	return ret;
}
