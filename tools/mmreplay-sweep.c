// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay sweep FILE MODEL[:k=v,...] PARAM=V1,V2,... [-M lib.so]...
 *                [--metric NAME,...] [--json | --csv] [--plot OUT.svg] [-q]
 *
 * One parameter of one model over a list of values, every value in ONE pass
 * over the trace: one model instance per value in a single struct mmr_replay
 * (the tracker's work, most of a replay, is done once).  A row per value and
 * a column per metric; --json / --csv for programs (docs/json-format.md);
 * --plot draws each metric against the value (log2 axis for powers of two).
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "output.h"
#include "progress.h"
#include "report.h"
#include "svg.h"

#define MAX_VALUES 64
#define MAX_LIBS 16
#define MAX_METRICS 64 /* of the model; also its parameters */
#define TABLE_WIDTH 120 /* without COLUMNS */

static void usage(FILE *f)
{
	fprintf(f,
		"usage: mmreplay sweep FILE MODEL[:k=v,...] PARAM=V1,V2,... [-M lib.so]...\n"
		"                      [--metric NAME,...] [-j N] [--json | --csv] [--plot OUT.svg]\n"
		"                      [-q]\n\n"
		"Replay a trace through one model once per value of one of its parameters,\n"
		"every value in one pass over the trace, and print a row per value with a\n"
		"column per metric.  MODEL may fix other parameters (x86:kernel=6.12).\n\n"
		"  PARAM=V1,V2,...     the values, at most 64; an item A..B*F is A, A*F, A*F^2, ...\n"
		"                      up to B (batch=1..512*2: the powers of two), A..B+S is A,\n"
		"                      A+S, ... up to B, and A..B steps by 1 (integers)\n"
		"  -M lib.so           load a third-party model (exports mmr_model_entry()) that\n"
		"                      MODEL may name (repeatable)\n"
		"  --metric NAME,...   only these metrics of the model, in this order (default:\n"
		"                      every metric; the text table leaves out those 0 in every row)\n"
		"  --json, --csv       machine-readable output (docs/json-format.md)\n"
		"  --plot OUT.svg      also draw each metric against the value as SVG\n"
		REP_JOBS_USAGE
		"  -q, --quiet         no progress on stderr\n\n"
		"The text table fits COLUMNS (default 120) columns: it says what it leaves out.\n"
		"'mmreplay models' lists the models, their parameters and metrics.\n");
}

struct sweep {
	const char *path, *model_arg, *param_arg;
	unsigned int jobs;       /* -j N; 0: rep_default_jobs() */
	char name[128];          /* the model's name, from MODEL */
	const char *fixed;       /* MODEL's k=v,... after the colon, or NULL */
	char *param;             /* PARAM */
	char *value[MAX_VALUES]; /* as given, ranges spelled out */
	unsigned int n;
	const struct mmr_model_ops *ops;
	/* --metric, else every metric: indexes into ops->metrics */
	unsigned int metric[MAX_METRICS], nr_metrics;
	const char *metric_arg;
	const char *plot;
	int json, csv, quiet;
	const char *lib[MAX_LIBS];
	unsigned int nr_libs;
	void *handle[MAX_LIBS];
	const struct mmr_model_ops *lib_ops[MAX_LIBS];
};

static void sweep_free(struct sweep *s)
{
	unsigned int i;

	for (i = 0; i < s->n; i++)
		free(s->value[i]);
	for (i = 0; i < s->nr_libs; i++)
		mmr_model_unload(s->handle[i]);
	free(s->param);
}

/* ---- the command line ---- */

static int add_value(struct sweep *s, const char *v, size_t len)
{
	unsigned int i;

	if (!len) {
		mmr_tool_error("sweep", "'%s': an empty value", s->param_arg);
		return -1;
	}
	for (i = 0; i < s->n; i++)
		if (strlen(s->value[i]) == len && !strncmp(s->value[i], v, len)) {
			mmr_tool_error("sweep", "'%s': value %.*s given twice", s->param_arg,
				       (int)len, v);
			return -1;
		}
	if (s->n == MAX_VALUES) {
		mmr_tool_error("sweep", "'%s': more than %d values (a sweep takes at most %d)",
			       s->param_arg, MAX_VALUES, MAX_VALUES);
		return -1;
	}
	if (!(s->value[s->n] = strndup(v, len))) {
		mmr_tool_error("sweep", "out of memory");
		return -1;
	}
	s->n++;
	return 0;
}

/* A whole decimal integer spanning [p, e); 0 or -1. */
static int parse_int(const char *p, const char *e, long long *out)
{
	char buf[32], *end;

	if (e <= p || (size_t)(e - p) >= sizeof(buf))
		return -1;
	memcpy(buf, p, (size_t)(e - p));
	buf[e - p] = '\0';
	errno = 0;
	*out = strtoll(buf, &end, 10);
	return *end || errno ? -1 : 0;
}

/* "A..B", "A..B*F", "A..B+S" spanning [p, p + len). */
static int add_range(struct sweep *s, const char *p, size_t len)
{
	const char *dots = strstr(p, ".."), *end = p + len, *op;
	long long a, b, step = 1, v;
	int mul = 0;
	char buf[32];

	for (op = dots + 2; op < end && *op != '*' && *op != '+'; op++)
		;
	if (op < end) {
		mul = *op == '*';
		if (parse_int(op + 1, end, &step) < 0)
			goto bad;
	}
	if (parse_int(p, dots, &a) < 0 || parse_int(dots + 2, op, &b) < 0 || a > b)
		goto bad;
	if (mul ? step < 2 || a < 1 : step < 1)
		goto bad;
	for (v = a; v <= b;) {
		snprintf(buf, sizeof(buf), "%lld", v);
		if (add_value(s, buf, strlen(buf)) < 0)
			return -1;
		/* the next one past B (b - v, as unsigned, cannot overflow: v <= b) */
		if (mul ? v > b / step : (unsigned long long)b - (unsigned long long)v <
					 (unsigned long long)step)
			break;
		v = mul ? v * step : v + step;
	}
	return 0;
bad:
	mmr_tool_error("sweep", "'%.*s' is not a range A..B, A..B+S (S >= 1) or A..B*F "
		       "(F >= 2, A >= 1) of integers with A <= B", (int)len, p);
	return -1;
}

/* PARAM=V1,V2,... into s->param and s->value. */
static int parse_values(struct sweep *s)
{
	const char *a = s->param_arg, *eq = strchr(a, '='), *p;

	if (!eq || eq == a || !eq[1]) {
		mmr_tool_error("sweep", "'%s' is not PARAM=V1,V2,... (e.g. batch=1,2,4 or "
			       "batch=1..512*2)", a);
		return -1;
	}
	if (!(s->param = strndup(a, (size_t)(eq - a)))) {
		mmr_tool_error("sweep", "out of memory");
		return -1;
	}
	for (p = eq + 1;;) {
		size_t len = strcspn(p, ",");
		const char *dots = strstr(p, "..");
		int ret;

		if (dots && dots < p + len)
			ret = add_range(s, p, len);
		else
			ret = add_value(s, p, len);
		if (ret < 0)
			return -1;
		if (!p[len])
			return 0;
		p += len + 1;
	}
}

static const char *model_at(const void *arg, unsigned int i)
{
	(void)arg;
	return mmr_model_at(i)->name;
}

static const char *metric_at(const void *ops, unsigned int i)
{
	return ((const struct mmr_model_ops *)ops)->metrics[i].name;
}

/* "a, b, c": the names at(@arg, 0 .. @n - 1) into @buf (cut short if need be). */
static const char *join_names(char *buf, size_t len, unsigned int n,
			      const char *(*at)(const void *, unsigned int), const void *arg)
{
	size_t off = 0;
	unsigned int i;

	buf[0] = '\0';
	for (i = 0; i < n && off < len; i++)
		off += (size_t)snprintf(buf + off, len - off, "%s%s", i ? ", " : "", at(arg, i));
	return buf;
}

/* --metric's names into s->metric; 0 or -1 (said). */
static int parse_metrics(struct sweep *s)
{
	const struct mmr_model_ops *ops = s->ops;
	const char *p = s->metric_arg;
	unsigned int i, j;
	char list[1024];

	for (;;) {
		size_t k = strcspn(p, ",");

		for (i = 0; i < ops->nr_metrics; i++)
			if (strlen(ops->metrics[i].name) == k && !strncmp(ops->metrics[i].name, p, k))
				break;
		for (j = 0; j < s->nr_metrics; j++)
			if (s->metric[j] == i)
				break;
		if (i == ops->nr_metrics || j < s->nr_metrics) {
			mmr_tool_error("sweep", "--metric: '%.*s' is %s (metrics of %s: %s)", (int)k, p,
				       i < ops->nr_metrics ? "given twice" : "not a metric of the model",
				       ops->name, join_names(list, sizeof(list), ops->nr_metrics,
							     metric_at, ops));
			return -1;
		}
		s->metric[s->nr_metrics++] = i;
		if (!p[k])
			return 0;
		p += k + 1;
	}
}

/*
 * The model (built in, or from -M), PARAM among its parameters and not
 * fixed in MODEL too, the fixed parameters known, --metric's names.
 */
static int check_model(struct sweep *s)
{
	const char *colon = strchr(s->model_arg, ':'), *p;
	size_t n = colon ? (size_t)(colon - s->model_arg) : strlen(s->model_arg);
	struct mmr_error err = { 0 };
	struct mmr_params *params = NULL;
	char *text;
	unsigned int i;
	int ret;

	if (!n || n >= sizeof(s->name)) {
		mmr_tool_error("sweep", "'%s' is not a model name", s->model_arg);
		return -1;
	}
	memcpy(s->name, s->model_arg, n);
	s->name[n] = '\0';
	s->fixed = colon && colon[1] ? colon + 1 : NULL;
	for (i = 0; i < s->nr_libs && !s->ops; i++)
		if (!strcmp(s->lib_ops[i]->name, s->name))
			s->ops = s->lib_ops[i];
	if (!s->ops)
		s->ops = mmr_model_find(s->name);
	if (!s->ops) {
		char list[1024];

		mmr_tool_error("sweep", "no model '%s' (models: %s)", s->name,
			       join_names(list, sizeof(list), mmr_model_count(), model_at, NULL));
		return -1;
	}
	for (p = s->fixed; p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL) {
		size_t k = strcspn(p, "=,");

		if (k == strlen(s->param) && !strncmp(p, s->param, k) && p[k] == '=') {
			mmr_tool_error("sweep", "%s is swept: leave it out of '%s'", s->param,
				       s->model_arg);
			return -1;
		}
	}
	/* the parameter names, all at once; the values are the model's to judge */
	if (asprintf(&text, "%s%s%s=%s", s->fixed ? s->fixed : "", s->fixed ? "," : "",
		     s->param, s->value[0]) < 0) {
		mmr_tool_error("sweep", "out of memory");
		return -1;
	}
	ret = mmr_params_parse(s->ops, text, &params, &err);
	free(text);
	mmr_params_free(params);
	if (ret < 0) {
		mmr_tool_error("sweep", "%s", mmr_error_msg(&err, ret));
		return -1;
	}
	if (s->ops->nr_metrics > MAX_METRICS || s->ops->nr_params > MAX_METRICS) {
		mmr_tool_error("sweep", "model %s has %u metrics and %u parameters (a sweep "
			       "takes at most %d of each)", s->name, s->ops->nr_metrics,
			       s->ops->nr_params, MAX_METRICS);
		return -1;
	}
	if (s->metric_arg)
		return parse_metrics(s);
	for (i = 0; i < s->ops->nr_metrics; i++)
		s->metric[s->nr_metrics++] = i;
	return 0;
}

/* argv[*i] is NAME VALUE or NAME=VALUE: *val, 1; 0 another; -1 no value (said). */
static int opt_arg(int argc, char **argv, int *i, const char *name, const char **val)
{
	const char *a = argv[*i];
	size_t n = strlen(name);

	if (strncmp(a, name, n) || (a[n] && a[n] != '='))
		return 0;
	if (a[n] == '=')
		*val = a + n + 1;
	else if (*i + 1 < argc && argv[*i + 1])
		*val = argv[++*i];
	else
		*val = "";
	if (!**val) {
		mmr_tool_error("sweep", "%s needs an argument", name);
		return -1;
	}
	return 1;
}

/* 0, 1 (--help given), or -1 (a usage error, said). */
static int parse_args(int argc, char **argv, struct sweep *s)
{
	const char **pos[3] = { &s->path, &s->model_arg, &s->param_arg };
	unsigned int npos = 0;
	const char *v;
	int i, t;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!a)
			continue;
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			usage(stdout);
			return 1;
		} else if (!strcmp(a, "--json")) {
			s->json = 1;
		} else if (!strcmp(a, "--csv")) {
			s->csv = 1;
		} else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
			s->quiet = 1;
		} else if ((t = opt_arg(argc, argv, &i, "--jobs", &v)) ||
			   (t = opt_arg(argc, argv, &i, "-j", &v))) {
			if (t < 0 || rep_parse_jobs(v, &s->jobs, "sweep") < 0)
				return -1;
		} else if ((t = opt_arg(argc, argv, &i, "--plot", &s->plot)) ||
			   (t = opt_arg(argc, argv, &i, "--metric", &s->metric_arg))) {
			if (t < 0)
				return -1;
		} else if (!strncmp(a, "-M", 2)) {
			v = a[2] ? a + 2 : i + 1 < argc ? argv[++i] : NULL;
			if (!v || !*v) {
				mmr_tool_error("sweep", "-M needs an argument");
				return -1;
			}
			if (s->nr_libs == MAX_LIBS) {
				mmr_tool_error("sweep", "at most %d -M libraries", MAX_LIBS);
				return -1;
			}
			s->lib[s->nr_libs++] = v;
		} else if (a[0] == '-' && a[1]) {
			mmr_tool_error("sweep", "unknown option '%s' (see 'mmreplay sweep --help')", a);
			return -1;
		} else if (npos < 3) {
			*pos[npos++] = a;
		} else {
			mmr_tool_error("sweep", "too many arguments ('%s'): one FILE, one MODEL and "
				       "one PARAM=V1,V2,...", a);
			return -1;
		}
	}
	if (npos < 3) {
		usage(stderr);
		return -1;
	}
	if (s->json && s->csv) {
		mmr_tool_error("sweep", "--json and --csv exclude each other");
		return -1;
	}
	return parse_values(s);
}

/* ---- the text table ---- */

/* The value of row @i as shown: "32", or "auto (6.13)" when init resolved it. */
static const char *row_value(const struct sweep *s, const struct mmr_replay *r, unsigned int i,
			     char *buf, size_t len)
{
	const char *res = mmr_replay_model_param(r, i, s->param);

	if (!res || !strcmp(res, s->value[i]))
		return s->value[i];
	snprintf(buf, len, "%s (%s)", s->value[i], res);
	return buf;
}

/* Parameter @p of row @i as resolved ("" if the model has none such). */
static const char *pval(const struct mmr_replay *r, unsigned int i, const char *p)
{
	const char *v = mmr_replay_model_param(r, i, p);

	return v ? v : "";
}

/* Is parameter @p the same in every row (as resolved)? */
static int param_fixed(const struct sweep *s, const struct mmr_replay *r, const char *p)
{
	unsigned int i;

	for (i = 1; i < s->n; i++)
		if (strcmp(pval(r, 0, p), pval(r, i, p)))
			return 0;
	return 1;
}

static int digits(int64_t v)
{
	char buf[32];

	return snprintf(buf, sizeof(buf), "%lld", (long long)v);
}

/* The table's width budget: COLUMNS when it is a number of at least 40, else 120. */
static unsigned int table_width(void)
{
	const char *c = getenv("COLUMNS");
	char *end;
	long v;

	if (!c || !*c)
		return TABLE_WIDTH;
	v = strtol(c, &end, 10);
	return *end || v < 40 || v > 10000 ? TABLE_WIDTH : (unsigned int)v;
}

/* Length of the prefix through the last '.' that every name of @m shares. */
static size_t common_prefix(const struct sweep *s, const unsigned int *m, unsigned int n)
{
	const char *first = s->ops->metrics[m[0]].name;
	size_t len = 0, k;
	unsigned int j;

	for (k = 0; first[k]; k++) {
		for (j = 1; j < n; j++)
			if (s->ops->metrics[m[j]].name[k] != first[k])
				break;
		if (j < n)
			break;
		if (first[k] == '.')
			len = k + 1;
	}
	/* a name that is all prefix would head its column with nothing */
	for (j = 0; j < n; j++)
		if (strlen(s->ops->metrics[m[j]].name) == len)
			return 0;
	return len;
}

/*
 * " @text" on stdout after a lead already printed (@lead_len columns),
 * wrapped at spaces to @width columns; continuation lines indented by @indent.
 */
static void put_wrapped(const char *text, unsigned int lead_len, unsigned int width,
			unsigned int indent)
{
	unsigned int col = lead_len;
	const char *p = text;

	while (*p) {
		size_t w = strcspn(p, " ");

		if (p != text && col + 1 + w > width) {
			printf("\n%*s", indent, "");
			col = indent;
		} else {
			putchar(' ');
			col++;
		}
		printf("%.*s", (int)w, p);
		col += (unsigned int)w;
		p += w;
		while (*p == ' ')
			p++;
	}
	putchar('\n');
}

/*
 * The parameters other than PARAM: "every row: k=v, ..." for those the same
 * in every row, and a line per row for those that resolve with the value
 * (x86's rules with kernel=).
 */
static void print_params(const struct sweep *s, const struct mmr_replay *r, unsigned int width)
{
	const struct mmr_model_ops *ops = s->ops;
	unsigned int vary[MAX_METRICS], nvary = 0, i, p, j;
	char buf[160], *line = NULL;
	size_t len = 0;
	FILE *m;

	printf("model: %s, %u value%s of %s in one pass\n", ops->name, s->n, s->n == 1 ? "" : "s",
	       s->param);
	if (!(m = open_memstream(&line, &len)))
		return;
	for (p = 0, j = 0; p < ops->nr_params; p++) {
		const char *name = ops->params[p].name;

		if (!strcmp(name, s->param))
			continue;
		if (param_fixed(s, r, name))
			fprintf(m, "%s%s=%s", j++ ? ", " : "", name, pval(r, 0, name));
		else
			vary[nvary++] = p;
	}
	if (fclose(m) == 0 && len) {
		printf("every row:");
		put_wrapped(line, 10, width, 2);
	}
	free(line);
	if (!nvary)
		return;
	printf("with %s:\n", s->param);
	for (i = 0; i < s->n; i++) {
		line = NULL;
		if (!(m = open_memstream(&line, &len)))
			return;
		for (j = 0; j < nvary; j++)
			fprintf(m, "%s%s=%s", j ? ", " : "", ops->params[vary[j]].name,
				pval(r, i, ops->params[vary[j]].name));
		if (fclose(m) == 0) {
			const char *v = row_value(s, r, i, buf, sizeof(buf));

			printf("  %s:", v);
			put_wrapped(line, 3 + (unsigned int)strlen(v), width, 4);
		}
		free(line);
	}
}

/* "(@what: m1, m2@tail)" for the metrics @m, wrapped to @width; nothing when @n is 0. */
static void print_list(const char *what, const struct sweep *s, const unsigned int *m,
		       unsigned int n, const char *tail, unsigned int width)
{
	char *line = NULL;
	size_t len = 0;
	unsigned int j;
	FILE *f;

	if (!n || !(f = open_memstream(&line, &len)))
		return;
	for (j = 0; j < n; j++)
		fprintf(f, "%s%s", j ? ", " : "", s->ops->metrics[m[j]].name);
	fprintf(f, "%s)", tail);
	if (fclose(f) == 0) {
		printf("(%s:", what);
		put_wrapped(line, (unsigned int)strlen(what) + 2, width, 1);
	}
	free(line);
}

/* The text table's columns. */
struct table {
	unsigned int col[MAX_METRICS], cw[MAX_METRICS], n; /* metrics shown, their widths */
	unsigned int zero[MAX_METRICS], nzero;             /* 0 in every row */
	unsigned int cut[MAX_METRICS], ncut;               /* left out for width */
	unsigned int vw;                                   /* the value column's width */
	size_t strip;                                      /* common prefix left out */
};

/* Widths of @t's columns; the table's width. */
static unsigned int table_widths(const struct sweep *s, const struct mmr_replay *r,
				 struct table *t)
{
	unsigned int w = t->vw, i, j;

	for (j = 0; j < t->n; j++) {
		t->cw[j] = (unsigned int)(strlen(s->ops->metrics[t->col[j]].name) - t->strip);
		for (i = 0; i < s->n; i++) {
			unsigned int d = (unsigned int)digits(mmr_counters_total(
				mmr_replay_model_counters(r, i), t->col[j]));

			if (d > t->cw[j])
				t->cw[j] = d;
		}
		w += 2 + t->cw[j];
	}
	return w;
}

/*
 * The metrics asked for, less those 0 in every row (unless --metric named
 * them); full names if they fit @width, else without their common prefix,
 * else fewer columns from the right.
 */
static void table_layout(const struct sweep *s, const struct mmr_replay *r, unsigned int width,
			 struct table *t)
{
	char buf[160];
	unsigned int i, j;

	memset(t, 0, sizeof(*t));
	for (j = 0; j < s->nr_metrics; j++) {
		int any = 0;

		for (i = 0; i < s->n && !any; i++)
			any = mmr_counters_total(mmr_replay_model_counters(r, i), s->metric[j]) != 0;
		if (any || s->metric_arg)
			t->col[t->n++] = s->metric[j];
		else
			t->zero[t->nzero++] = s->metric[j];
	}
	t->vw = (unsigned int)strlen(s->param);
	for (i = 0; i < s->n; i++) {
		size_t w = strlen(row_value(s, r, i, buf, sizeof(buf)));

		if (w > t->vw)
			t->vw = (unsigned int)w;
	}
	while (table_widths(s, r, t) > width && t->n > 1) {
		if (!t->strip && (t->strip = common_prefix(s, t->col, t->n)))
			continue;
		memmove(t->cut + 1, t->cut, t->ncut * sizeof(*t->cut));
		t->cut[0] = t->col[--t->n];
		t->ncut++;
	}
}

static void print_text(const struct sweep *s, const struct mmr_replay *r, struct mmr_source *src,
		       const struct rep_lines *cav)
{
	unsigned int width = table_width(), i, j;
	struct table t;
	char buf[160];

	rep_text_header(stdout, s->path, src, r);
	print_params(s, r, width);
	putchar('\n');
	table_layout(s, r, width, &t);
	if (t.strip)
		printf("(metric names without their common prefix '%.*s')\n", (int)t.strip,
		       s->ops->metrics[t.col[0]].name);
	printf("%*s", t.vw, s->param);
	for (j = 0; j < t.n; j++)
		printf("  %*s", t.cw[j], s->ops->metrics[t.col[j]].name + t.strip);
	putchar('\n');
	for (i = 0; i < s->n; i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);

		printf("%*s", t.vw, row_value(s, r, i, buf, sizeof(buf)));
		for (j = 0; j < t.n; j++)
			printf("  %*lld", t.cw[j], (long long)mmr_counters_total(c, t.col[j]));
		putchar('\n');
	}
	print_list("0 in every row, not shown", s, t.zero, t.nzero, "", width);
	print_list("not shown, for width", s, t.cut, t.ncut,
		   "; --metric picks, --json and --csv have all", width);
	if (cav->n)
		printf("\nnotes:\n");
	for (i = 0; i < cav->n; i++) {
		printf("  -");
		put_wrapped(cav->line[i], 3, width, 4);
	}
}

/* ---- JSON and CSV ---- */

static int print_json(const struct sweep *s, const struct mmr_replay *r, struct mmr_source *src,
		      const struct rep_lines *cav)
{
	json_t *doc = json_object(), *values = json_array(), *rows = json_array();
	unsigned int i, j;

	rep_json_header(doc, "sweep", s->path, src, r, 0);
	rep_jset(doc, "model", rep_jstr(s->ops->name));
	rep_jset(doc, "param", rep_jstr(s->param));
	for (i = 0; values && i < s->n; i++)
		rep_jpush(values, rep_jstr(s->value[i]));
	rep_jset(doc, "values", values);
	for (i = 0; rows && i < s->n; i++) {
		const struct mmr_counters *c = mmr_replay_model_counters(r, i);
		json_t *row = json_object(), *metrics = json_object();

		/* the value swept, then the model as replay --json names it */
		rep_jset(row, "value", rep_jstr(s->value[i]));
		rep_jmerge(row, rep_json_model(r, i));
		for (j = 0; metrics && j < s->nr_metrics; j++)
			rep_jset(metrics, s->ops->metrics[s->metric[j]].name,
				 rep_json_series(c, (int)s->metric[j], 0));
		rep_jset(row, "metrics", metrics);
		rep_jpush(rows, row);
	}
	rep_jset(doc, "rows", rows);
	rep_json_caveats(doc, cav);
	return rep_json_print(stdout, doc, "sweep");
}

static void print_csv(const struct sweep *s, const struct mmr_replay *r)
{
	unsigned int i, j;

	printf("value,metric,total\n");
	for (i = 0; i < s->n; i++)
		for (j = 0; j < s->nr_metrics; j++) {
			rep_csv_field(stdout, s->value[i]);
			printf(",%s,%lld\n", s->ops->metrics[s->metric[j]].name,
			       (long long)mmr_counters_total(mmr_replay_model_counters(r, i),
							     s->metric[j]));
		}
}

/* ---- the chart ---- */

enum x_scale { X_CATEGORY, X_LINEAR, X_LOG2 };

/*
 * Where the values go on the x axis: @x[i] in [0, 1] from the left; the
 * scale, and for a numeric one the smallest and largest value.
 */
static enum x_scale x_positions(const struct sweep *s, double *x, double *lo_out,
				double *hi_out)
{
	double lo = INFINITY, hi = -INFINITY;
	int pow2 = 1;
	unsigned int i;

	for (i = 0; i < s->n; i++) {
		char *end;
		double v = strtod(s->value[i], &end);

		if (end == s->value[i] || *end || !isfinite(v)) {
			for (i = 0; i < s->n; i++)
				x[i] = s->n > 1 ? (double)i / (s->n - 1) : 0.5;
			return X_CATEGORY;
		}
		x[i] = v;
		pow2 &= v >= 1 && v <= 0x1p62 && v == floor(v) &&
			!((unsigned long long)v & ((unsigned long long)v - 1));
		lo = v < lo ? v : lo;
		hi = v > hi ? v : hi;
	}
	if (pow2 && hi / lo < 4)
		pow2 = 0;
	*lo_out = lo;
	*hi_out = hi;
	for (i = 0; i < s->n; i++) {
		if (hi == lo)
			x[i] = 0.5;
		else if (pow2)
			x[i] = (log2(x[i]) - log2(lo)) / (log2(hi) - log2(lo));
		else
			x[i] = (x[i] - lo) / (hi - lo);
	}
	return pow2 ? X_LOG2 : X_LINEAR;
}

static void x_tick(FILE *f, const struct svg_frame *g, double x, const char *label)
{
	double ph = g->H - g->T - g->B, px = g->L + x * (g->W - g->L - g->R);

	fprintf(f, "<line x1=\"%.1f\" y1=\"%g\" x2=\"%.1f\" y2=\"%g\" stroke=\"#888\"/>\n", px,
		g->T + ph, px, g->T + ph + 5);
	fprintf(f, "<text x=\"%.1f\" y=\"%g\" text-anchor=\"middle\">", px, g->T + ph + 18);
	svg_escape(f, label);
	fputs("</text>\n", f);
}

static int by_x_arg_cmp(const void *a, const void *b, void *arg)
{
	const double *x = arg;
	double u = x[*(const unsigned int *)a], v = x[*(const unsigned int *)b];

	return u < v ? -1 : u > v;
}

static void svg_sweep(FILE *f, const struct sweep *s, const struct mmr_replay *r)
{
	static const struct svg_frame g = { .W = 900, .H = 420, .L = 80, .R = 220, .T = 40, .B = 50 };
	const double pw = g.W - g.L - g.R, ph = g.H - g.T - g.B;
	double x[MAX_VALUES], ymax = 0, lo = 0, hi = 0, step, v;
	unsigned int order[MAX_VALUES], plotted[MAX_METRICS], np = 0, i, j, k;
	enum x_scale scale = x_positions(s, x, &lo, &hi);
	char title[256], xlabel[160], buf[64];

	for (j = 0; j < s->nr_metrics; j++) {
		int any = 0;

		for (i = 0; i < s->n; i++) {
			int64_t t = mmr_counters_total(mmr_replay_model_counters(r, i), s->metric[j]);

			any |= t != 0;
			ymax = (double)t > ymax ? (double)t : ymax;
		}
		if (any || s->metric_arg)
			plotted[np++] = s->metric[j];
	}
	for (i = 0; i < s->n; i++)
		order[i] = i;
	qsort_r(order, s->n, sizeof(*order), by_x_arg_cmp, x);

	snprintf(title, sizeof(title), "%s over %s: %s", s->ops->name, s->param, s->path);
	snprintf(xlabel, sizeof(xlabel), "%s%s", s->param, scale == X_LOG2 ? " (log scale)" : "");
	svg_begin(f, &g, title);
	ymax = svg_y_grid(f, &g, ymax);
	if (scale == X_LINEAR) {
		if (hi == lo) {
			x_tick(f, &g, 0.5, s->value[0]);
		} else {
			step = svg_nice_step(hi - lo, 8);
			for (v = ceil(lo / step) * step; v <= hi + step / 1e6; v += step) {
				svg_fmt_num(buf, sizeof(buf), fabs(v) < step / 1e6 ? 0 : v);
				x_tick(f, &g, (v - lo) / (hi - lo), buf);
			}
		}
	} else {
		/* a tick per value, fewer when they would crowd (about 45 px each) */
		unsigned int every = (unsigned int)(s->n * 45 / pw) + 1;

		for (k = 0; k < s->n; k++)
			if (k % every == 0 || k == s->n - 1)
				x_tick(f, &g, x[order[k]], scale == X_CATEGORY ?
				       row_value(s, r, order[k], buf, sizeof(buf)) :
				       s->value[order[k]]);
	}
	svg_axes(f, &g, xlabel, np == 1 ? s->ops->metrics[plotted[0]].name :
		 "count over the trace");
	for (j = 0; j < np; j++) {
		const char *colour = svg_palette[j % SVG_NR_COLOURS];

		fprintf(f, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\" points=\"",
			colour);
		for (k = 0; k < s->n; k++)
			fprintf(f, "%.1f,%.1f ", g.L + x[order[k]] * pw,
				g.T + ph - (double)mmr_counters_total(mmr_replay_model_counters(
						r, order[k]), plotted[j]) / ymax * ph);
		fputs("\"/>\n", f);
		for (k = 0; k < s->n; k++)
			fprintf(f, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" fill=\"%s\"/>\n",
				g.L + x[k] * pw,
				g.T + ph - (double)mmr_counters_total(mmr_replay_model_counters(r, k),
								      plotted[j]) / ymax * ph,
				colour);
		svg_legend(f, &g, j, colour, s->ops->metrics[plotted[j]].name);
	}
	fputs("</svg>\n", f);
}

/* ---- the command ---- */

/* Load -M libraries; 0 or -1 (said). */
static int load_libs(struct sweep *s)
{
	struct mmr_error err = { 0 };
	unsigned int i;
	int ret;

	for (i = 0; i < s->nr_libs; i++) {
		ret = mmr_model_load(s->lib[i], &s->lib_ops[i], &s->handle[i], &err);
		if (ret < 0) {
			s->nr_libs = i; /* those loaded are unloaded */
			mmr_tool_error("sweep", "%s", mmr_error_msg(&err, ret));
			return -1;
		}
	}
	return 0;
}

/*
 * One model instance per value; 0, 2 (a value the model refuses, said) or 1
 * (another failure, said).
 */
static int add_models(const struct sweep *s, struct mmr_replay *r)
{
	struct mmr_error err = { 0 };
	unsigned int i;
	char *text;
	int ret;

	for (i = 0; i < s->n; i++) {
		if (asprintf(&text, "%s%s%s=%s", s->fixed ? s->fixed : "", s->fixed ? "," : "",
			     s->param, s->value[i]) < 0) {
			mmr_tool_error("sweep", "out of memory");
			return 1;
		}
		ret = mmr_replay_add_model(r, s->ops, text, &err);
		free(text);
		if (ret < 0) {
			mmr_tool_error("sweep", "%s=%s: %s", s->param, s->value[i],
				       mmr_error_msg(&err, ret));
			return ret == MMR_EINVAL ? 2 : 1;
		}
	}
	return 0;
}

int cmd_sweep(int argc, char **argv)
{
	struct sweep s = { 0 };
	struct mmr_replay_opts opts = { 0 };
	struct tool_progress prog = { 0 };
	struct rep_lines cav = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	struct tool_output o;
	int ret, status = 2;

	ret = parse_args(argc, argv, &s);
	if (ret) {
		status = ret > 0 ? 0 : 2;
		goto out;
	}
	if (load_libs(&s) < 0) {
		status = 1;
		goto out;
	}
	if (check_model(&s) < 0)
		goto out;
	status = 1;
	ret = mmr_source_open(s.path, &src, &err);
	if (ret < 0) {
		mmr_tool_error("sweep", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	tool_progress_start(&prog, "sweep", s.path, s.quiet);
	if (prog.on) {
		opts.progress = tool_progress_cb;
		opts.progress_arg = &prog;
	}
	ret = mmr_replay_new(mmr_source_meta(src), &opts, &r, &err);
	if (ret < 0) {
		tool_progress_end(&prog);
		mmr_tool_error("sweep", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (rep_set_jobs(r, s.jobs, "sweep") < 0) {
		tool_progress_end(&prog);
		goto out;
	}
	if ((status = add_models(&s, r))) {
		tool_progress_end(&prog);
		goto out;
	}
	status = 1;
	if (rep_run("sweep", r, src, 0, &prog) < 0)
		goto out;
	mmr_replay_state_caveats(r, rep_lines_add, &cav);
	if (s.json) {
		if (print_json(&s, r, src, &cav) < 0)
			goto out;
	} else if (s.csv) {
		print_csv(&s, r);
	} else {
		print_text(&s, r, src, &cav);
	}
	/* output is the product: a full disk or a closed pipe is an error */
	if (fflush(stdout) || ferror(stdout)) {
		mmr_tool_error("sweep", "writing the report failed");
		goto out;
	}
	if (s.plot) {
		if (tool_output_open(&o, "sweep", s.plot) < 0)
			goto out;
		svg_sweep(o.f, &s, r);
		if (tool_output_close(&o, "sweep") < 0)
			goto out;
	}
	status = 0;
out:
	rep_lines_free(&cav);
	mmr_replay_free(r);
	mmr_source_close(src);
	sweep_free(&s);
	return status;
}
