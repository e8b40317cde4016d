// SPDX-License-Identifier: GPL-2.0
/* Printing helpers shared by the replay and diff commands (see report.h). */
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "progress.h"
#include "report.h"

void rep_lines_add(void *arg, const char *line)
{
	struct rep_lines *l = arg;
	char *copy;

	if (l->n == l->cap) {
		unsigned int cap = l->cap ? l->cap * 2 : 8;
		char **n = realloc(l->line, cap * sizeof(*n));

		if (!n)
			return;
		l->line = n;
		l->cap = cap;
	}
	copy = strdup(line);
	if (copy)
		l->line[l->n++] = copy;
}

void rep_lines_free(struct rep_lines *l)
{
	unsigned int i;

	for (i = 0; i < l->n; i++)
		free(l->line[i]);
	free(l->line);
	memset(l, 0, sizeof(*l));
}

void rep_json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s && *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '\t')
			fputs("\\t", f);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

void rep_json_metric_series(FILE *f, const struct mmr_counters *c, int metric,
			    unsigned int nr_windows)
{
	unsigned int i;

	if (metric < 0) {
		fputs("\"total\": null", f);
		return;
	}
	fprintf(f, "\"total\": %lld, \"per_cpu\": [",
		(long long)mmr_counters_total(c, (unsigned)metric));
	for (i = 0; i < mmr_counters_nr_cpus(c); i++)
		fprintf(f, "%s%lld", i ? ", " : "",
			(long long)mmr_counters_cpu(c, (unsigned)metric, i));
	fputc(']', f);
	if (nr_windows) {
		fputs(", \"windows\": [", f);
		for (i = 0; i < nr_windows; i++)
			fprintf(f, "%s%lld", i ? ", " : "",
				(long long)mmr_counters_window(c, (unsigned)metric, i));
		fputc(']', f);
	}
}

int rep_instance_used(const struct mmr_counters *c, unsigned int inst)
{
	unsigned int j;

	for (j = 0; j < mmr_counters_nr_metrics(c); j++)
		if (mmr_counters_instance(c, j, inst))
			return 1;
	return 0;
}

const char *rep_instance_label(const struct mmr_counters *c, unsigned int inst, char *buf,
			       size_t len)
{
	const char *n = mmr_counters_instance_name(c, inst);

	if (n)
		return n;
	snprintf(buf, len, "#%u", inst);
	return buf;
}

void rep_json_instances(FILE *f, const struct mmr_counters *c, int metric)
{
	unsigned int k, n = 0;
	char buf[32];

	fputs(", \"per_instance\": {", f);
	for (k = 0; metric >= 0 && k < mmr_counters_nr_instances(c); k++) {
		if (!rep_instance_used(c, k))
			continue;
		fputs(n++ ? ", " : "", f);
		rep_json_str(f, rep_instance_label(c, k, buf, sizeof(buf)));
		fprintf(f, ": %lld", (long long)mmr_counters_instance(c, (unsigned)metric, k));
	}
	fputc('}', f);
}

unsigned int rep_nr_windows(const struct mmr_replay *r, uint64_t window_ns)
{
	struct mmr_replay_stats st;

	if (!window_ns)
		return 0;
	mmr_replay_get_stats(r, &st);
	if (!st.events)
		return 0;
	return (unsigned int)((st.last_ts - st.first_ts) / window_ns) + 1;
}

int rep_truncated(struct mmr_source *src)
{
	const char *t = mmr_meta_get(mmr_source_meta(src), "truncated");

	return t && strcmp(t, "0");
}

/* @span_ns in windows of @window_ns: a message and -1 when past MMR_MAX_WINDOWS. */
static int windows_fit(const char *cmd, uint64_t span_ns, uint64_t window_ns)
{
	uint64_t n = span_ns / window_ns + 1;

	if (n <= MMR_MAX_WINDOWS)
		return 0;
	mmr_tool_error(cmd, "--window %g ms: this trace spans %.3f s, %llu windows (at most %u): "
		       "use --window %g or more", (double)window_ns / 1e6, (double)span_ns / 1e9,
		       (unsigned long long)n, MMR_MAX_WINDOWS,
		       ceil((double)span_ns / (MMR_MAX_WINDOWS - 1) / 1e6 * 1000) / 1000);
	return -1;
}

int rep_run(const char *cmd, struct mmr_replay *r, struct mmr_source *src, uint64_t window_ns,
	    struct tool_progress *prog)
{
	const struct mmr_meta *m = mmr_source_meta(src);
	struct mmr_replay_stats st;
	struct mmr_error err = { 0 };
	int ret;

	if (window_ns && mmr_meta_get(m, "duration_ns") &&
	    windows_fit(cmd, (uint64_t)mmr_meta_get_i64(m, "duration_ns", 0), window_ns) < 0) {
		if (prog)
			tool_progress_end(prog);
		return -2;
	}
	ret = mmr_replay_run(r, src, &err);
	if (prog)
		tool_progress_end(prog);
	mmr_replay_get_stats(r, &st);
	/* what the metadata did not say: the span is that of the events */
	if (window_ns && st.events && windows_fit(cmd, st.last_ts - st.first_ts, window_ns) < 0)
		return -2;
	if (ret) {
		mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
		return -1;
	}
	if (rep_truncated(src))
		fprintf(stderr, "mmreplay %s: %s is cut short (no footer: its recording did not "
			"finish): these counts cover the %llu events of its complete blocks, "
			"%.3f s\n", cmd, mmr_source_path(src), (unsigned long long)st.events,
			st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0.0);
	return 0;
}

void rep_json_header(FILE *f, const char *command, const char *path, struct mmr_source *src,
		     const struct mmr_replay *r, uint64_t window_ns)
{
	const struct mmr_meta *meta = mmr_source_meta(src);
	const struct mmr_state *state = mmr_replay_state(r);
	struct mmr_replay_stats st;
	const char *k = mmr_meta_get(meta, "kernel");

	mmr_replay_get_stats(r, &st);
	fprintf(f, "  \"mmreplay\": \"%s\",\n  \"command\": ", mmr_version());
	rep_json_str(f, command);
	fprintf(f, ",\n  \"file\": ");
	rep_json_str(f, path);
	fprintf(f, ",\n  \"format\": ");
	rep_json_str(f, mmr_format_name(mmr_source_format(src)));
	fprintf(f, ",\n  \"truncated\": %s", rep_truncated(src) ? "true" : "false");
	fprintf(f, ",\n  \"kernel\": ");
	if (k)
		rep_json_str(f, k);
	else
		fputs("null", f);
	fprintf(f, ",\n  \"cpus\": %u,\n", mmr_state_nr_cpus(state));
	fprintf(f, "  \"events\": %llu,\n  \"ops\": %llu,\n  \"lost_events\": %llu,\n",
		(unsigned long long)st.events, (unsigned long long)st.ops,
		(unsigned long long)st.lost_events);
	fprintf(f, "  \"first_ns\": %llu,\n  \"duration_ns\": %llu,\n",
		(unsigned long long)st.first_ts,
		(unsigned long long)(st.events ? st.last_ts - st.first_ts : 0));
	fprintf(f, "  \"window_ns\": %llu,\n  \"windows\": %u,\n", (unsigned long long)window_ns,
		rep_nr_windows(r, window_ns));
	fprintf(f, "  \"memcg_source\": \"%s\",\n",
		mmr_state_memcg_source(state) == MMR_MEMCG_CGROUP ? "cgroup" : "per-process");
}

void rep_json_caveats(FILE *f, const struct rep_lines *l)
{
	unsigned int i;

	fputs("  \"caveats\": [", f);
	for (i = 0; i < l->n; i++) {
		fputs(i ? ",\n    " : "\n    ", f);
		rep_json_str(f, l->line[i]);
	}
	fputs(l->n ? "\n  ]" : "]", f);
}

void rep_text_header(FILE *f, const char *path, struct mmr_source *src,
		     const struct mmr_replay *r)
{
	const struct mmr_meta *meta = mmr_source_meta(src);
	struct mmr_replay_stats st;
	const char *k = mmr_meta_get(meta, "kernel");

	char line[1024];

	mmr_replay_get_stats(r, &st);
	snprintf(line, sizeof(line), "%s: %s%s, kernel %s, %u CPUs, %llu events over %.3f s", path,
		 mmr_format_name(mmr_source_format(src)),
		 rep_truncated(src) ? " (cut short)" : "", k ? k : "unknown",
		 mmr_state_nr_cpus(mmr_replay_state(r)), (unsigned long long)st.events,
		 st.events ? (double)(st.last_ts - st.first_ts) / 1e9 : 0.0);
	rep_wrap(f, "", "    ", line, rep_width());
}

/*
 * argv[*i] is "--NAME VALUE" or "--NAME=VALUE": *val is VALUE (advancing *i
 * past it) and 1; 0 when it is another option; -1 without a value (said).
 */
static int opt_value(int argc, char **argv, int *i, const char *name, const char **val,
		     const char *cmd)
{
	const char *a = argv[*i];
	size_t n = strlen(name);

	if (strncmp(a, name, n) || (a[n] && a[n] != '='))
		return 0;
	if (a[n] == '=') {
		*val = a + n + 1;
	} else if (*i + 1 >= argc || !argv[*i + 1]) {
		mmr_tool_error(cmd, "%s needs an argument", name);
		return -1;
	} else {
		*val = argv[++*i];
	}
	if (!**val) {
		mmr_tool_error(cmd, "%s needs an argument", name);
		return -1;
	}
	return 1;
}

/* "1234,99": appended to c->pids (0-terminated); -1 on a bad list (said). */
static int parse_pids(struct rep_common *c, const char *s, const char *cmd)
{
	const char *p = s;

	while (*p) {
		char *e;
		long v;
		int32_t *n;

		errno = 0;
		v = strtol(p, &e, 10);
		if (e == p || errno || v < 0 || v > INT32_MAX || (*e && *e != ',')) {
			mmr_tool_error(cmd, "--pid: '%s' is not a list of process ids (1234,5678)", s);
			return -1;
		}
		n = realloc(c->pids, (c->nr_pids + 2) * sizeof(*n));
		if (!n)
			return -1;
		c->pids = n;
		c->pids[c->nr_pids++] = (int32_t)v;
		c->pids[c->nr_pids] = 0;
		p = *e ? e + 1 : e;
	}
	return 0;
}

/* "redis-server,node": appended to c->comms (NULL-terminated). */
static int parse_comms(struct rep_common *c, const char *s, const char *cmd)
{
	const char *p = s;

	while (*p) {
		const char *e = strchr(p, ',');
		size_t n = e ? (size_t)(e - p) : strlen(p);
		char **v;

		if (!n || n >= 16) {
			mmr_tool_error(cmd, "--comm: '%.*s' is not a process name (1 to 15 characters)",
				       (int)n, p);
			return -1;
		}
		v = realloc(c->comms, (c->nr_comms + 2) * sizeof(*v));
		if (!v)
			return -1;
		c->comms = v;
		if (!(c->comms[c->nr_comms] = strndup(p, n)))
			return -1;
		c->comms[++c->nr_comms] = NULL;
		p = e ? e + 1 : p + n;
	}
	return 0;
}

/* "A..B" seconds from the trace's first event, either end may be left out. */
static int parse_time(struct rep_common *c, const char *s, const char *cmd)
{
	const char *dots = strstr(s, "..");
	double a = 0, b = 0;
	char *e;

	if (!dots)
		goto bad;
	if (dots != s) {
		char buf[64];

		/* strtod() would read "1..5" as 1. and ".5" */
		if ((size_t)(dots - s) >= sizeof(buf))
			goto bad;
		memcpy(buf, s, (size_t)(dots - s));
		buf[dots - s] = 0;
		a = strtod(buf, &e);
		if (*e || !(a >= 0) || a > 1e9)
			goto bad;
	}
	if (dots[2]) {
		b = strtod(dots + 2, &e);
		if (*e || !(b > a) || b > 1e9)
			goto bad;
	}
	c->from_ns = (uint64_t)(a * 1e9 + 0.5);
	c->to_ns = dots[2] ? (uint64_t)(b * 1e9 + 0.5) : 0;
	c->timed = 1;
	return 0;
bad:
	mmr_tool_error(cmd, "--time: '%s' is not a range A..B of seconds from the trace start "
		       "(A < B; '2..', '..1.5' leave an end open)", s);
	return -1;
}

void rep_common_attr(const struct rep_common *c, struct mmr_replay_opts *opts)
{
	opts->by_owner = c->by_process;
	opts->pids = c->nr_pids ? c->pids : NULL;
	opts->comms = c->nr_comms ? (const char *const *)c->comms : NULL;
	opts->from_ns = c->from_ns;
	opts->to_ns = c->to_ns;
}

void rep_common_free(struct rep_common *c)
{
	unsigned int i;

	free(c->pids);
	for (i = 0; i < c->nr_comms; i++)
		free(c->comms[i]);
	free(c->comms);
	c->pids = NULL;
	c->comms = NULL;
	c->nr_pids = c->nr_comms = 0;
}

void rep_json_selection(FILE *f, const struct rep_common *c)
{
	unsigned int i;

	if (!c->nr_pids && !c->nr_comms && !c->timed && !c->by_process)
		return;
	fprintf(f, "  \"selection\": {\"by_process\": %s, \"pids\": [",
		c->by_process ? "true" : "false");
	for (i = 0; i < c->nr_pids; i++)
		fprintf(f, "%s%d", i ? ", " : "", c->pids[i]);
	fprintf(f, "], \"comms\": [");
	for (i = 0; i < c->nr_comms; i++) {
		fprintf(f, "%s", i ? ", " : "");
		rep_json_str(f, c->comms[i]);
	}
	fprintf(f, "], \"from_s\": %.9f, \"to_s\": ", (double)c->from_ns / 1e9);
	if (c->to_ns)
		fprintf(f, "%.9f},\n", (double)c->to_ns / 1e9);
	else
		fprintf(f, "null},\n");
}

void rep_text_selection(FILE *f, const struct rep_common *c)
{
	unsigned int i;

	if (c->nr_pids || c->nr_comms) {
		fprintf(f, "processes: only");
		for (i = 0; i < c->nr_pids; i++)
			fprintf(f, "%s tgid %d", i ? "," : "", c->pids[i]);
		for (i = 0; i < c->nr_comms; i++)
			fprintf(f, "%s %s", i || c->nr_pids ? "," : "", c->comms[i]);
		fprintf(f, " (counts of other processes left out; the models still saw them)\n");
	}
	if (c->timed) {
		fprintf(f, "time:      only %.3f s", (double)c->from_ns / 1e9);
		if (c->to_ns)
			fprintf(f, " to %.3f s", (double)c->to_ns / 1e9);
		else
			fprintf(f, " to the end");
		fprintf(f, " after the first event\n");
	}
}

int rep_attr_option(struct rep_common *c, const char *name, const char *v, const char *cmd)
{
	if (!strcmp(name, "--by")) {
		if (!strcmp(v, "process")) {
			c->by_process = 1;
			return 0;
		}
		mmr_tool_error(cmd, "--by: '%s' is not a grouping (process; by cgroup is not "
			       "supported yet)", v);
		return -1;
	}
	if (!strcmp(name, "--pid"))
		return parse_pids(c, v, cmd);
	if (!strcmp(name, "--comm"))
		return parse_comms(c, v, cmd);
	if (!strcmp(name, "--time"))
		return parse_time(c, v, cmd);
	return -1;
}

int rep_common_option(int argc, char **argv, int *i, const char *cmd, struct rep_common *c)
{
	static const char *const attr[] = { "--by", "--pid", "--comm", "--time" };
	const char *a = argv[*i], *v;
	unsigned int k;
	int t;

	for (k = 0; k < sizeof(attr) / sizeof(attr[0]); k++)
		if ((t = opt_value(argc, argv, i, attr[k], &v, cmd)))
			return t < 0 || rep_attr_option(c, attr[k], v, cmd) < 0 ? -1 : 1;

	if (!strcmp(a, "-m") || !strcmp(a, "-M")) {
		if (*i + 1 >= argc || !argv[*i + 1]) {
			mmr_tool_error(cmd, "%s needs an argument", a);
			return -1;
		}
		if (rep_models_push(c->models, a[1] == 'M', argv[++*i]) < 0) {
			mmr_tool_error(cmd, "out of memory");
			return -1;
		}
	} else if (!strncmp(a, "-m", 2) || !strncmp(a, "-M", 2)) {
		if (rep_models_push(c->models, a[1] == 'M', a + 2) < 0) {
			mmr_tool_error(cmd, "out of memory");
			return -1;
		}
	} else if (!strcmp(a, "--window")) {
		if (*i + 1 >= argc || !argv[*i + 1] ||
		    rep_parse_window(argv[++*i], &c->window_ns, cmd) < 0)
			return -1;
	} else if (!strncmp(a, "--window=", 9)) {
		if (rep_parse_window(a + 9, &c->window_ns, cmd) < 0)
			return -1;
	} else if (!strcmp(a, "--json")) {
		c->json = 1;
	} else if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) {
		c->quiet = 1;
	} else if (!strcmp(a, "--per-instance")) {
		c->per_instance = 1;
	} else {
		return 0;
	}
	return 1;
}

int rep_models_push(struct rep_models *m, int lib, const char *arg)
{
	if (m->n == m->cap) {
		unsigned int cap = m->cap ? m->cap * 2 : 8;
		void *n = realloc(m->item, cap * sizeof(*m->item));

		if (!n)
			return -1;
		m->item = n;
		m->cap = cap;
	}
	m->item[m->n].lib = lib;
	m->item[m->n].arg = arg;
	m->n++;
	return 0;
}

int rep_models_apply(struct rep_models *m, struct mmr_replay *r, const char *const *defaults,
		     unsigned int nr_defaults, const char *cmd)
{
	struct mmr_error err = { 0 };
	unsigned int i, j, nr_m = 0;
	int ret;

	m->handles = calloc(m->n ? m->n : 1, sizeof(*m->handles));
	m->lib_ops = calloc(m->n ? m->n : 1, sizeof(*m->lib_ops));
	if (!m->handles || !m->lib_ops)
		return -1;
	for (i = 0; i < m->n; i++) {
		if (!m->item[i].lib) {
			nr_m++;
			continue;
		}
		ret = mmr_model_load(m->item[i].arg, &m->lib_ops[m->nr_libs],
				     &m->handles[m->nr_libs], &err);
		if (ret < 0) {
			mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
			return -1;
		}
		m->nr_libs++;
	}
	if (!m->n) {
		for (i = 0; i < nr_defaults; i++) {
			char name[128];

			snprintf(name, sizeof(name), "%.*s", (int)strcspn(defaults[i], ":"),
				 defaults[i]);
			if (!mmr_model_find(name)) {
				mmr_tool_error(cmd, "model %s is not built in; skipped",
					       defaults[i]);
				continue;
			}
			ret = mmr_replay_add_model_spec(r, defaults[i], &err);
			if (ret < 0) {
				mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
				return -1;
			}
		}
		if (!mmr_replay_nr_models(r)) {
			mmr_tool_error(cmd, "no model to run");
			return -1;
		}
		return 0;
	}
	for (i = 0, j = 0; i < m->n; i++) {
		const char *arg = m->item[i].arg;

		if (m->item[i].lib) {
			const struct mmr_model_ops *ops = m->lib_ops[j++];
			unsigned int k, named = 0;

			/* a library model also named by -m gets its parameters there */
			for (k = 0; k < m->n; k++) {
				size_t n = strlen(ops->name);

				if (!m->item[k].lib && !strncmp(m->item[k].arg, ops->name, n) &&
				    (m->item[k].arg[n] == '\0' || m->item[k].arg[n] == ':'))
					named = 1;
			}
			if (named)
				continue;
			ret = mmr_replay_add_model(r, ops, NULL, &err);
		} else {
			const char *colon = strchr(arg, ':');
			size_t n = colon ? (size_t)(colon - arg) : strlen(arg);
			const struct mmr_model_ops *ops = NULL;
			unsigned int k;

			for (k = 0; k < m->nr_libs; k++)
				if (strlen(m->lib_ops[k]->name) == n &&
				    !strncmp(m->lib_ops[k]->name, arg, n))
					ops = m->lib_ops[k];
			if (ops)
				ret = mmr_replay_add_model(r, ops, colon ? colon + 1 : NULL, &err);
			else
				ret = mmr_replay_add_model_spec(r, arg, &err);
		}
		if (ret < 0) {
			mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
			return -1;
		}
	}
	return 0;
}

void rep_models_free(struct rep_models *m)
{
	unsigned int i;

	for (i = 0; i < m->nr_libs; i++)
		mmr_model_unload(m->handles[i]);
	free(m->handles);
	free(m->lib_ops);
	free(m->item);
	memset(m, 0, sizeof(*m));
}

int rep_parse_window(const char *s, uint64_t *ns, const char *cmd)
{
	char *end;
	double ms = strtod(s, &end);

	if (end == s || *end || !(ms > 0) || ms > 1e9) {
		mmr_tool_error(cmd, "--window: '%s' is not a positive number of milliseconds", s);
		return -1;
	}
	/* below a microsecond a window holds no more than the events' own order */
	if (ms < 0.001) {
		mmr_tool_error(cmd, "--window: '%s' ms is below 0.001 ms (1 us)", s);
		return -1;
	}
	*ns = (uint64_t)llround(ms * 1e6);
	return 0;
}

const char *rep_pct(char *buf, size_t len, double base, double v)
{
	double pct = base != 0 ? (v - base) / base * 100.0 : 0;

	if (base == 0)
		snprintf(buf, len, v == 0 ? "+0.0%%" : "n/a");
	else if (pct < 1000)
		snprintf(buf, len, "%+.1f%%", pct);
	else if (v / base < 1000)
		snprintf(buf, len, "x%.1f", v / base); /* +1000% and more: a factor reads better */
	else
		snprintf(buf, len, "x%.3g", v / base);
	return buf;
}

unsigned int rep_width(void)
{
	const char *s = getenv("COLUMNS");
	char *e;
	long v;

	if (!s || !*s)
		return 120;
	v = strtol(s, &e, 10);
	return *e || v < 60 || v > 1000 ? 120 : (unsigned int)v;
}

void rep_wrap(FILE *f, const char *first, const char *rest, const char *text, unsigned int width)
{
	size_t col = strlen(first), ind = strlen(rest), n;
	const char *p = text, *e;
	int line_empty = 1; /* no word on this line yet */

	fputs(first, f);
	while (*p) {
		while (*p == ' ')
			p++;
		if (!*p)
			break;
		for (e = p; *e && *e != ' '; e++)
			;
		n = (size_t)(e - p);
		if (!line_empty && col + 1 + n > width) {
			fprintf(f, "\n%s", rest);
			col = ind;
			line_empty = 1;
		}
		if (!line_empty) {
			fputc(' ', f);
			col++;
		}
		fwrite(p, 1, n, f);
		col += n;
		line_empty = 0;
		p = e;
	}
	fputc('\n', f);
}

const char *rep_short_label(const struct mmr_replay *r, unsigned int i, char *buf, size_t len)
{
	const struct mmr_model_ops *ops = mmr_replay_model(r, i);
	unsigned int p, n;
	int sep = ':';

	n = (unsigned int)snprintf(buf, len, "%s", ops->name);
	for (p = 0; p < ops->nr_params && n < len; p++) {
		const struct mmr_param_def *d = &ops->params[p];
		const char *v = mmr_replay_model_param_given(r, i, d->name);

		if (!v || !strcmp(v, d->def ? d->def : ""))
			continue;
		n += (unsigned int)snprintf(buf + n, len - n, "%c%s=%s", sep, d->name, v);
		sep = ',';
	}
	return buf;
}

void rep_resolved_text(const struct mmr_replay *r, unsigned int i, char *buf, size_t len)
{
	const struct mmr_model_ops *ops = mmr_replay_model(r, i);
	unsigned int p, n = 0;

	buf[0] = 0;
	for (p = 0; p < ops->nr_params && n < len; p++) {
		const char *name = ops->params[p].name;
		const char *given = mmr_replay_model_param_given(r, i, name);
		const char *res = mmr_replay_model_param(r, i, name);

		if (!given || !res || !*res || strcmp(given, "auto") || !strcmp(res, "auto"))
			continue;
		n += (unsigned int)snprintf(buf + n, len - n, "%s%s=%s", n ? " " : "", name, res);
	}
}

void rep_text_resolved(FILE *f, const struct mmr_replay *r, unsigned int width)
{
	unsigned int i, j;
	char text[1024], other[1024], head[96], lb[256];

	for (i = 0; i < mmr_replay_nr_models(r); i++) {
		rep_resolved_text(r, i, text, sizeof(text));
		if (!text[0])
			continue;
		for (j = 0; j < i; j++) {
			rep_resolved_text(r, j, other, sizeof(other));
			if (!strcmp(other, text) &&
			    !strcmp(mmr_replay_model(r, j)->name, mmr_replay_model(r, i)->name))
				break;
		}
		if (j < i)
			continue; /* said once */
		snprintf(head, sizeof(head), "%s auto: ",
			 rep_short_label(r, i, lb, sizeof(lb)));
		rep_wrap(f, head, "    ", text, width);
	}
}

/* ---- per process (--by process) ---- */

int rep_procs_build(const struct mmr_replay *r, struct rep_procs *ps)
{
	unsigned int n = mmr_replay_nr_owners(r), i, j;

	ps->n = 0;
	ps->p = calloc(n ? n : 1, sizeof(*ps->p));
	if (!ps->p)
		return -1;
	for (i = 0; i < n; i++) {
		const char *comm = NULL;
		int32_t tgid = 0;
		unsigned int *o;
		struct rep_proc *p = NULL;

		if (mmr_replay_owner(r, i, &tgid, &comm) < 0)
			continue;
		if (i && tgid <= 0)
			tgid = -(int32_t)i; /* its own row */
		for (j = 0; j < ps->n; j++)
			if (ps->p[j].tgid == tgid) {
				p = &ps->p[j];
				break;
			}
		if (!p) {
			p = &ps->p[ps->n++];
			p->tgid = tgid;
			p->comm = comm;
		} else if (comm && *comm) {
			p->comm = comm; /* after an exec, the name it runs under last */
		}
		o = realloc(p->owner, (p->n + 1) * sizeof(*o));
		if (!o)
			return -1;
		p->owner = o;
		p->owner[p->n++] = i;
	}
	return 0;
}

void rep_procs_free(struct rep_procs *ps)
{
	unsigned int i;

	for (i = 0; ps->p && i < ps->n; i++)
		free(ps->p[i].owner);
	free(ps->p);
	ps->p = NULL;
	ps->n = 0;
}

int64_t rep_proc_value(const struct rep_proc *p, const struct mmr_counters *c, unsigned int metric)
{
	int64_t v = 0;
	unsigned int i;

	for (i = 0; i < p->n; i++)
		v += mmr_counters_owner(c, metric, p->owner[i]);
	return v;
}

const char *rep_proc_label(const struct rep_proc *p, char *buf, size_t len)
{
	if (p->tgid == 0)
		snprintf(buf, len, "kernel");
	else if (p->tgid < 0)
		snprintf(buf, len, "%s[mm %d]", p->comm && *p->comm ? p->comm : "?", -p->tgid);
	else
		snprintf(buf, len, "%s[%d]", p->comm && *p->comm ? p->comm : "?", p->tgid);
	return buf;
}

static const int64_t *order_key;

static int order_cmp(const void *a, const void *b)
{
	int64_t x = order_key[*(const unsigned int *)a], y = order_key[*(const unsigned int *)b];

	if (x != y)
		return x > y ? -1 : 1;
	return *(const unsigned int *)a < *(const unsigned int *)b ? -1 : 1;
}

unsigned int rep_procs_order(const struct rep_procs *ps, const int64_t *key, unsigned int *order)
{
	unsigned int i, nz = 0;

	for (i = 0; i < ps->n; i++) {
		order[i] = i;
		nz += key[i] != 0;
	}
	order_key = key;
	qsort(order, ps->n, sizeof(*order), order_cmp);
	order_key = NULL;
	return nz;
}

void rep_csv_field(FILE *f, const char *v)
{
	if (!v[strcspn(v, ",\"\r\n")]) {
		fputs(v, f);
		return;
	}
	fputc('"', f);
	for (; *v; v++) {
		if (*v == '"')
			fputc('"', f);
		fputc(*v, f);
	}
	fputc('"', f);
}
