// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay compare: several runs of a workload, per policy or per kernel, in
 * one table the way mm developers compare kernels (mmtests compare-kernels):
 * per metric the smallest and largest count, their arithmetic mean, the
 * harmonic mean of the rates (count per second of trace), the sample
 * standard deviation and the coefficient of variation; the gain of each
 * column against the first (% fewer: the counts are costs), between
 * asterisks where Welch's t-test finds the difference of means significant
 * at 95% (two-sided).
 *
 * Input is the JSON that `mmreplay replay --json` and `mmreplay diff --json`
 * write (docs/json-format.md).  Each positional argument is one group of
 * repeated runs, FILE[,FILE...]; every model in a group's files is a column
 * (with diff JSON, "measured" is a column too).  With more than one group,
 * one table per model with a column per group (GROUP being --name's value
 * or the first file's base name), the layout of mmtests' compare-kernels.  The JSON is read with jansson (Debian's libjansson): a real
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
#include "mmreplay/model.h"
#include "mmreplay/replay.h"
#include "report.h"

#define MAX_COLS 64
#define MAX_ROWS 256
#define MAX_SAMPLES 256

struct column {
	char name[160];
	char group[128], label[160]; /* run set (GROUP) and model label */
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

/*
 * The model's name with only the parameters that differ from its built-in
 * defaults (the JSON label spells out every one); the label as it is for a
 * model this build does not know.
 */
static void short_label(json_t *model, const char *label, char *out, size_t len)
{
	const char *name = json_string_value(json_object_get(model, "name"));
	json_t *params = json_object_get(model, "params"), *v;
	const struct mmr_model_ops *ops = name ? mmr_model_find(name) : NULL;
	const char *key;
	size_t n;
	int sep = ':';

	if (!ops || !json_is_object(params)) {
		snprintf(out, len, "%s", label);
		return;
	}
	n = (size_t)snprintf(out, len, "%s", name);
	json_object_foreach(params, key, v) {
		const char *val = json_string_value(v), *def = NULL;
		unsigned int p;

		for (p = 0; p < ops->nr_params; p++)
			if (!strcmp(ops->params[p].name, key))
				def = ops->params[p].def;
		if (!val || (def && !strcmp(val, def)))
			continue;
		/* an "auto" the replay resolved: the trace's, not a choice */
		if (def && !strcmp(def, "auto"))
			continue;
		if (n < len)
			n += (size_t)snprintf(out + n, len - n, "%c%s=%s", sep, key, val);
		sep = ',';
	}
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
		FILE *f = fopen(path, "r");
		char head[8] = { 0 };

		if (!f) {
			mmr_tool_error("compare", "%s: cannot open: %s", path, strerror(errno));
			return -1;
		}
		if (fread(head, 1, sizeof(head) - 1, f) == 0 && ferror(f)) {
			mmr_tool_error("compare", "%s: cannot read: %s", path, strerror(errno));
			fclose(f);
			return -1;
		}
		fclose(f);
		if (!strncmp(head, "MMREPLAY", 7) || !strncmp(head, "\x17\x08\x44tr", 5) ||
		    !strncmp(head, "#!", 2))
			mmr_tool_error("compare", "%s: a trace, not a report: compare reads the JSON of "
				       "'mmreplay replay --json' or 'diff --json' (run one of them first)",
				       path);
		else
			mmr_tool_error("compare", "%s: not valid JSON at line %d, column %d (%s)", path,
				       jerr.line, jerr.column, jerr.text);
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
		snprintf(c->group, sizeof(c->group), "%s", multi_group ? group : "");
		short_label(model, label, c->label, sizeof(c->label));
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
			snprintf(cm->group, sizeof(cm->group), "%s", multi_group ? group : "");
			snprintf(cm->label, sizeof(cm->label), "measured");
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

enum { ST_MIN, ST_AMEAN, ST_HMEAN, ST_SD, ST_COV, ST_MAX, NR_ST };
static const char *const stat_names[NR_ST] = { "Min", "Amean", "Hmean/s", "Stddev", "CoeffVar",
					       "Max" };

static void min_max(const double *v, unsigned int n, double *lo, double *hi)
{
	unsigned int i;

	*lo = *hi = n ? v[0] : 0;
	for (i = 1; i < n; i++) {
		if (v[i] < *lo)
			*lo = v[i];
		if (v[i] > *hi)
			*hi = v[i];
	}
}

/* Statistic @k of column @c, row @r; 0 when the column has none. */
static int stat_value(const struct table *t, unsigned int c, unsigned int r, const struct stats *s,
		      unsigned int k, double *v)
{
	double lo, hi;

	if (!s->n)
		return 0;
	min_max(t->cols[c].val[r], t->cols[c].n[r], &lo, &hi);
	switch (k) {
	case ST_MIN: *v = lo; return 1;
	case ST_AMEAN: *v = s->mean; return 1;
	case ST_HMEAN: *v = s->hmean_rate; return s->have_rate;
	case ST_SD: *v = s->sd; return 1;
	case ST_COV: *v = s->cov; return 1;
	default: *v = hi; return 1;
	}
}

/*
 * mmtests' gain: how much smaller than the first column, in % of it (the
 * counts are costs: fewer is better); negative when larger.
 */
static double gain(double base, double v)
{
	return base != 0 ? (base - v) / fabs(base) * 100 : 0;
}

/*
 * One table: the columns @cols[0..n) (the first is the base), a block of
 * statistics per metric; headed by @head[i].
 */
static void print_block(const struct table *t, const unsigned int *cols, unsigned int n,
			const char *const *head)
{
	unsigned int r, i, k, w = 10;
	char cell[96];

	for (i = 0; i < n; i++)
		if (strlen(head[i]) + 2 > w)
			w = (unsigned int)strlen(head[i]) + 2;
	if (w < 22)
		w = 22;
	printf("%-34s", "");
	for (i = 0; i < n; i++)
		printf(" %*s", w, head[i]);
	putchar('\n');
	for (r = 0; r < t->nr_rows; r++) {
		struct stats s[MAX_COLS];
		int sig[MAX_COLS], any = 0;

		for (i = 0; i < n; i++) {
			double p = 1;
			const struct column *col = &t->cols[cols[i]];

			compute(col->val[r], col->dur[r], col->n[r], &s[i]);
			any |= s[i].n > 0;
			sig[i] = i ? welch_significant(&s[0], &s[i], &p) : -1;
		}
		if (!any)
			continue;
		for (k = 0; k < NR_ST; k++) {
			int have_any = 0;
			double v, base = 0;
			int has_base;

			for (i = 0; i < n; i++)
				have_any |= stat_value(t, cols[i], r, &s[i], k, &v);
			if (!have_any)
				continue; /* Hmean/s without rates */
			has_base = stat_value(t, cols[0], r, &s[0], k, &base);
			printf("%-9s %-24.24s", stat_names[k], t->rows[r]);
			for (i = 0; i < n; i++) {
				if (!stat_value(t, cols[i], r, &s[i], k, &v))
					snprintf(cell, sizeof(cell), "-");
				else if (k == ST_COV)
					snprintf(cell, sizeof(cell), "%.2f%%", v);
				else if (k == ST_SD)
					snprintf(cell, sizeof(cell), "%.2f", v);
				else if (!i || !has_base)
					snprintf(cell, sizeof(cell), "%.2f (   0.00%%)", v);
				else if (k == ST_AMEAN && sig[i] == 1)
					snprintf(cell, sizeof(cell), "%.2f *%7.2f%%*", v, gain(base, v));
				else
					snprintf(cell, sizeof(cell), "%.2f (%7.2f%%)", v, gain(base, v));
				printf(" %*s", w, cell);
			}
			putchar('\n');
		}
	}
}

/* CSV, one line per (metric, statistic, column): the same width on every line. */
static void print_csv(const struct table *t)
{
	unsigned int r, c, k;

	printf("metric,statistic,set,model,value,gain_pct,significant\n");
	for (r = 0; r < t->nr_rows; r++) {
		struct stats s[MAX_COLS];

		for (c = 0; c < t->nr_cols; c++)
			compute(t->cols[c].val[r], t->cols[c].dur[r], t->cols[c].n[r], &s[c]);
		for (k = 0; k < NR_ST; k++)
			for (c = 0; c < t->nr_cols; c++) {
				unsigned int b;
				double v, base, p = 1;
				int sig;

				if (!stat_value(t, c, r, &s[c], k, &v))
					continue;
				/* the base: with several sets the first column of the same model, else the first */
				b = 0;
				if (t->cols[c].group[0])
					while (b < c && strcmp(t->cols[b].label, t->cols[c].label))
						b++;
				sig = b != c && welch_significant(&s[b], &s[c], &p) == 1;
				rep_csv_field(stdout, t->rows[r]);
				printf(",%s,", stat_names[k]);
				rep_csv_field(stdout, t->cols[c].group);
				putchar(',');
				rep_csv_field(stdout, t->cols[c].label);
				printf(",%.6g,", v);
				if (b != c && k != ST_SD && k != ST_COV &&
				    stat_value(t, b, r, &s[b], k, &base))
					printf("%.4f", gain(base, v));
				printf(",%s\n", k == ST_AMEAN && sig ? "yes" : "");
			}
	}
}

/*
 * Text: with one run set, one table with a column per model; with several,
 * one table per model with a column per run set, named A, B, ... and
 * listed below.
 */
static void print_table(const struct table *t, const char *const *sets, unsigned int nr_sets,
			const unsigned int *runs)
{
	unsigned int cols[MAX_COLS], c, n, i, done[MAX_COLS] = { 0 };
	const char *head[MAX_COLS];
	char names[MAX_COLS][8];

	if (nr_sets <= 1) {
		for (c = 0; c < t->nr_cols; c++) {
			cols[c] = c;
			head[c] = t->cols[c].label;
		}
		print_block(t, cols, t->nr_cols, head);
	} else {
		for (c = 0; c < t->nr_cols; c++) {
			if (done[c])
				continue;
			for (n = 0, i = c; i < t->nr_cols; i++) {
				unsigned int g;

				if (done[i] || strcmp(t->cols[i].label, t->cols[c].label))
					continue;
				for (g = 0; g < nr_sets && strcmp(sets[g], t->cols[i].group); g++)
					;
				snprintf(names[n], sizeof(names[n]), "%c", g < 26 ? 'A' + g : '?');
				head[n] = names[n];
				cols[n++] = i;
				done[i] = 1;
			}
			printf("%s%s\n", c ? "\n" : "", t->cols[c].label);
			print_block(t, cols, n, head);
		}
		printf("\n");
		for (i = 0; i < nr_sets; i++)
			printf("%c = %s (%u run%s)%s", i < 26 ? 'A' + i : '?', sets[i], runs[i],
			       runs[i] == 1 ? "" : "s", i + 1 < nr_sets ? ", " : "\n");
	}
	putchar('\n');
	rep_wrap(stdout, "", "", "(gain %: how many fewer than the first column, the way mmtests "
		 "reports a cost, negative when more; *gain* where Welch's t-test finds the means "
		 "different at 95%, which needs >= 2 runs per column)", rep_width());
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay compare [--name NAME]... [--csv] GROUP [GROUP...]\n\n"
		"Summarise several runs the way mmtests' compare-kernels does.  A GROUP is\n"
		"FILE[,FILE...]: JSON written by 'mmreplay replay --json' or 'mmreplay diff\n"
		"--json' for repeated runs of one configuration.  One group: a column per model\n"
		"(diff JSON adds 'measured'); several: a table per model, a column per group\n"
		"(A, B, ... named below).  Per metric: Min, Amean, Hmean/s (harmonic mean of the\n"
		"count per second of trace), Stddev, CoeffVar, Max; beside them the gain (%% fewer\n"
		"than the first column), between asterisks where Welch's t-test finds the means\n"
		"different at 95%%.\n\n"
		"  --name NAME   name of the next group (default: its first file's base name)\n"
		"  --csv         comma-separated output (RFC 4180), one line per metric,\n"
		"                statistic and column\n");
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
	char sets[MAX_COLS][128];
	const char *set_ptr[MAX_COLS];
	unsigned int nr_names = 0, runs[MAX_COLS] = { 0 };
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
		if (i < MAX_COLS) {
			snprintf(sets[i], sizeof(sets[i]), "%s", group);
			set_ptr[i] = sets[i];
		}
		for (file = strtok_r(list, ",", &save); file; file = strtok_r(NULL, ",", &save)) {
			if (load_file(t, file, group, nr_groups > 1) < 0) {
				free(list);
				goto out;
			}
			if (i < MAX_COLS)
				runs[i]++;
		}
		free(list);
	}
	if (csv)
		print_csv(t);
	else
		print_table(t, set_ptr, nr_groups < MAX_COLS ? (unsigned int)nr_groups : MAX_COLS, runs);
	ret = 0;
out:
	table_free(t);
	free(t);
	return ret;
}
