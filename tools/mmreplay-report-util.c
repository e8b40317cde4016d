// SPDX-License-Identifier: GPL-2.0
/* Printing helpers shared by the replay and diff commands (see report.h). */
#include <errno.h>
#include <sched.h>
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

	if (!l)
		return;
	for (i = 0; i < l->n; i++)
		free(l->line[i]);
	free(l->line);
	memset(l, 0, sizeof(*l));
}

/* ---- JSON ---- */

static int json_failed; /* a builder could not allocate: rep_json_print() says so */

/* Length of the UTF-8 sequence at @p, 0 when it is not one (overlong, surrogate, cut). */
static size_t utf8_len(const unsigned char *p)
{
	unsigned int c = p[0], n, i, cp;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf) {
		n = 2;
		cp = c & 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		n = 3;
		cp = c & 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		n = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	for (i = 1; i < n; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	if (n == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff)))
		return 0;
	if (n == 4 && (cp < 0x10000 || cp > 0x10ffff))
		return 0;
	return n;
}

json_t *rep_jstr(const char *s)
{
	const unsigned char *p;
	json_t *v;
	char *t, *o;
	size_t n;

	if (!s)
		return json_null();
	v = json_string(s);
	if (v)
		return v;
	/* not UTF-8 (a path or a comm as the kernel had it): U+FFFD for each bad byte */
	t = malloc(strlen(s) * 3 + 1);
	if (!t)
		return NULL;
	for (p = (const unsigned char *)s, o = t; *p; p += n ? n : 1) {
		n = utf8_len(p);
		if (n) {
			memcpy(o, p, n);
			o += n;
		} else {
			memcpy(o, "\xef\xbf\xbd", 3);
			o += 3;
		}
	}
	*o = 0;
	v = json_string(t);
	free(t);
	return v;
}

/* @v as printf writes it with @fmt and @prec, read back: the value that text meant. */
static json_t *jround(double v, const char *fmt, int prec)
{
	char buf[512];

	if (!isfinite(v))
		return json_null();
	snprintf(buf, sizeof(buf), fmt, prec, v);
	return json_real(strtod(buf, NULL));
}

json_t *rep_jreal(double v, int digits)
{
	return jround(v, "%.*g", digits);
}

json_t *rep_jfixed(double v, int decimals)
{
	return jround(v, "%.*f", decimals);
}

void rep_jset(json_t *obj, const char *key, json_t *v)
{
	/* jansson drops @v itself when it cannot be added */
	if (json_object_set_new(obj, key, v))
		json_failed = 1;
}

void rep_jpush(json_t *arr, json_t *v)
{
	if (json_array_append_new(arr, v))
		json_failed = 1;
}

void rep_jmerge(json_t *obj, json_t *from)
{
	if (!obj || !from || json_object_update(obj, from))
		json_failed = 1;
	json_decref(from);
}

static int jdump(FILE *f, json_t *v)
{
	return json_dumpf(v, f, REP_JSON_FLAGS | JSON_ENCODE_ANY);
}

/* Levels of arrays and objects in @v: 0 for a string or number, 1 for [1, 2]. */
static int jdepth(json_t *v)
{
	const char *k;
	json_t *e;
	size_t i;
	int d = 0;

	if (json_is_array(v)) {
		json_array_foreach(v, i, e)
			if (jdepth(e) > d)
				d = jdepth(e);
	} else if (json_is_object(v)) {
		json_object_foreach(v, k, e)
			if (jdepth(e) > d)
				d = jdepth(e);
	} else {
		return 0;
	}
	return d + 1;
}

/* "key": (a string through jansson, as every key) */
static int jkey(FILE *f, const char *key)
{
	json_t *k = json_string(key);
	int ret = k ? jdump(f, k) : -1;

	json_decref(k);
	return ret < 0 || fputs(": ", f) == EOF ? -1 : 0;
}

/*
 * @v on the line indented @ind: on that line when it is flat (a series:
 * {"total": 2, "per_cpu": [1, 1]}), else with each member or element that
 * is no flatter than a series on a line of its own, indented by two more.
 */
static int jwrite(FILE *f, json_t *v, int ind)
{
	int obj = json_is_object(v), bad = 0;
	const char *k;
	size_t i = 0;
	void *it;

	if (jdepth(v) < 3)
		return jdump(f, v);
	bad |= fputc(obj ? '{' : '[', f) == EOF;
	it = obj ? json_object_iter(v) : NULL;
	for (i = 0; obj ? it != NULL : i < json_array_size(v); i++) {
		json_t *e = obj ? json_object_iter_value(it) : json_array_get(v, i);

		if (jdepth(e) >= 2)
			bad |= fprintf(f, "%s\n%*s", i ? "," : "", ind + 2, "") < 0;
		else if (i)
			bad |= fputs(", ", f) == EOF;
		if (obj) {
			k = json_object_iter_key(it);
			bad |= jkey(f, k) < 0;
			it = json_object_iter_next(v, it);
		}
		bad |= jwrite(f, e, ind + 2) < 0;
	}
	bad |= fputc(obj ? '}' : ']', f) == EOF;
	return bad ? -1 : 0;
}

/*
 * A top-level member written one element a line: an array of anything but
 * numbers (models, caveats), an object holding objects (measured_only).
 */
static int one_a_line(json_t *v)
{
	const char *k;
	json_t *e;
	size_t i;

	if (json_is_array(v)) {
		json_array_foreach(v, i, e)
			if (!json_is_number(e))
				return 1;
	} else if (json_is_object(v)) {
		json_object_foreach(v, k, e)
			if (json_is_object(e))
				return 1;
	}
	return 0;
}

/*
 * jansson's own layouts are one line, or (JSON_INDENT) one number a line,
 * which spells a per_cpu array of 256 CPUs or 100000 windows over as many
 * lines.  The documents keep the layout they always had: a top-level member
 * a line; models, metrics and caveats one a line; a series on one line.
 * Every key and value is written by json_dumpf(); only the line breaks
 * between them are ours.
 */
int rep_json_print(FILE *f, json_t *doc, const char *cmd)
{
	const char *key, *k;
	json_t *v, *e;
	size_t n = 0, i;
	int bad = 0;

	if (json_failed || !json_is_object(doc)) {
		json_failed = 0;
		json_decref(doc);
		mmr_tool_error(cmd, "out of memory");
		return -1;
	}
	bad |= fputc('{', f) == EOF;
	json_object_foreach(doc, key, v) {
		bad |= fputs(n++ ? ",\n  " : "\n  ", f) == EOF || jkey(f, key) < 0;
		if (!one_a_line(v)) {
			bad |= jwrite(f, v, 2) < 0;
		} else if (json_is_array(v)) {
			bad |= fputc('[', f) == EOF;
			json_array_foreach(v, i, e)
				bad |= fputs(i ? ",\n    " : "\n    ", f) == EOF ||
				       jwrite(f, e, 4) < 0;
			bad |= fputs("\n  ]", f) == EOF;
		} else {
			i = 0;
			bad |= fputc('{', f) == EOF;
			json_object_foreach(v, k, e)
				bad |= fputs(i++ ? ",\n    " : "\n    ", f) == EOF ||
				       jkey(f, k) < 0 || jwrite(f, e, 4) < 0;
			bad |= fputs("\n  }", f) == EOF;
		}
	}
	bad |= fputs(n ? "\n}\n" : "}\n", f) == EOF;
	json_decref(doc);
	if (bad) {
		mmr_tool_error(cmd, "writing the JSON failed");
		return -1;
	}
	return 0;
}

const char *rep_format_id(enum mmr_source_format fmt)
{
	switch (fmt) {
	case MMR_FMT_MMR: return "mmr";
	case MMR_FMT_TRACE_DAT: return "dat";
	case MMR_FMT_SCENARIO: return "mms";
	case MMR_FMT_PERF_DATA: return "perf";
	default: return "unknown";
	}
}

void rep_json_format(json_t *obj, struct mmr_source *src)
{
	rep_jset(obj, "format", json_string(rep_format_id(mmr_source_format(src))));
	rep_jset(obj, "format_name", rep_jstr(mmr_format_name(mmr_source_format(src))));
}

/* An array of @n counts: @get(@c, @metric, index). */
static json_t *jcounts(const struct mmr_counters *c, unsigned int metric, unsigned int n,
		       int64_t (*get)(const struct mmr_counters *, unsigned int, unsigned int))
{
	json_t *a = json_array();
	unsigned int i;

	for (i = 0; a && i < n; i++)
		rep_jpush(a, json_integer(get(c, metric, i)));
	return a;
}

json_t *rep_json_series(const struct mmr_counters *c, int metric, unsigned int nr_windows)
{
	json_t *o = json_object();

	if (metric < 0) {
		rep_jset(o, "total", json_null());
		return o;
	}
	rep_jset(o, "total", json_integer(mmr_counters_total(c, (unsigned)metric)));
	rep_jset(o, "per_cpu", jcounts(c, (unsigned)metric, mmr_counters_nr_cpus(c),
				       mmr_counters_cpu));
	if (nr_windows)
		rep_jset(o, "windows", jcounts(c, (unsigned)metric, nr_windows,
					       mmr_counters_window));
	return o;
}

json_t *rep_json_model(const struct mmr_replay *r, unsigned int i)
{
	json_t *o = json_object();

	rep_jset(o, "name", rep_jstr(mmr_replay_model(r, i)->name));
	rep_jset(o, "label", rep_jstr(mmr_replay_model_label(r, i)));
	rep_jset(o, "params", rep_json_params(r, i));
	return o;
}

json_t *rep_json_params(const struct mmr_replay *r, unsigned int i)
{
	const struct mmr_model_ops *ops = mmr_replay_model(r, i);
	json_t *o = json_object();
	unsigned int p;

	for (p = 0; p < ops->nr_params; p++) {
		const char *v = mmr_replay_model_param(r, i, ops->params[p].name);

		rep_jset(o, ops->params[p].name, rep_jstr(v ? v : ""));
	}
	return o;
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

void rep_json_instances(json_t *series, const struct mmr_counters *c, int metric)
{
	json_t *o = json_object();
	unsigned int k;
	char buf[32];

	for (k = 0; o && metric >= 0 && k < mmr_counters_nr_instances(c); k++)
		if (rep_instance_used(c, k))
			rep_jset(o, rep_instance_label(c, k, buf, sizeof(buf)),
				 json_integer(mmr_counters_instance(c, (unsigned)metric, k)));
	rep_jset(series, "per_instance", o);
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

int rep_add_measures(struct mmr_replay *r, const char *cmd)
{
	struct mmr_error err = { 0 };
	unsigned int k;
	int ret;

	for (k = 0; k < mmr_measure_count(); k++) {
		ret = mmr_replay_add_measure(r, mmr_measure_at(k), &err);
		if (ret < 0) {
			mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
			return -1;
		}
	}
	return 0;
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

void rep_json_header(json_t *doc, const char *command, const char *path, struct mmr_source *src,
		     const struct mmr_replay *r, uint64_t window_ns)
{
	const struct mmr_state *state = mmr_replay_state(r);
	struct mmr_replay_stats st;

	mmr_replay_get_stats(r, &st);
	rep_jset(doc, "mmreplay", json_string(mmr_version()));
	rep_jset(doc, "command", json_string(command));
	rep_jset(doc, "file", rep_jstr(path));
	rep_json_format(doc, src);
	rep_jset(doc, "truncated", json_boolean(rep_truncated(src)));
	rep_jset(doc, "kernel", rep_jstr(mmr_meta_get(mmr_source_meta(src), "kernel")));
	rep_jset(doc, "cpus", json_integer(mmr_state_nr_cpus(state)));
	rep_jset(doc, "events", json_integer((json_int_t)st.events));
	rep_jset(doc, "ops", json_integer((json_int_t)st.ops));
	rep_jset(doc, "lost_events", json_integer((json_int_t)st.lost_events));
	rep_jset(doc, "first_ns", st.events ? json_integer((json_int_t)st.first_ts) : json_null());
	rep_jset(doc, "duration_ns",
		 json_integer(st.events ? (json_int_t)(st.last_ts - st.first_ts) : 0));
	rep_jset(doc, "window_ns", json_integer((json_int_t)window_ns));
	rep_jset(doc, "windows", json_integer(rep_nr_windows(r, window_ns)));
	rep_jset(doc, "memcg_source",
		 json_string(mmr_state_memcg_source(state) == MMR_MEMCG_CGROUP ? "cgroup"
										 : "per-process"));
}

void rep_json_caveats(json_t *doc, const struct rep_lines *l)
{
	json_t *a = json_array();
	unsigned int i;

	for (i = 0; a && i < l->n; i++)
		rep_jpush(a, rep_jstr(l->line[i]));
	rep_jset(doc, "caveats", a);
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

	if (!c)
		return;
	free(c->pids);
	for (i = 0; i < c->nr_comms; i++)
		free(c->comms[i]);
	free(c->comms);
	c->pids = NULL;
	c->comms = NULL;
	c->nr_pids = c->nr_comms = 0;
}

void rep_json_selection(json_t *doc, const struct rep_common *c)
{
	json_t *o, *pids, *comms;
	unsigned int i;

	if (!c->nr_pids && !c->nr_comms && !c->timed && !c->by_process)
		return;
	o = json_object();
	pids = json_array();
	comms = json_array();
	for (i = 0; pids && i < c->nr_pids; i++)
		rep_jpush(pids, json_integer(c->pids[i]));
	for (i = 0; comms && i < c->nr_comms; i++)
		rep_jpush(comms, rep_jstr(c->comms[i]));
	rep_jset(o, "by_process", json_boolean(c->by_process));
	rep_jset(o, "pids", pids);
	rep_jset(o, "comms", comms);
	rep_jset(o, "from_s", rep_jfixed((double)c->from_ns / 1e9, 9));
	rep_jset(o, "to_s", c->to_ns ? rep_jfixed((double)c->to_ns / 1e9, 9) : json_null());
	rep_jset(doc, "selection", o);
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

	if (!strcmp(a, "-j") || !strcmp(a, "--jobs")) {
		if (*i + 1 >= argc || !argv[*i + 1]) {
			mmr_tool_error(cmd, "%s needs an argument", a);
			return -1;
		}
		return rep_parse_jobs(argv[++*i], &c->jobs, cmd) < 0 ? -1 : 1;
	} else if (!strncmp(a, "--jobs=", 7) || (!strncmp(a, "-j", 2) && a[2])) {
		return rep_parse_jobs(a + (a[1] == 'j' ? 2 : 7), &c->jobs, cmd) < 0 ? -1 : 1;
	} else if (!strcmp(a, "-m") || !strcmp(a, "-M")) {
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

unsigned int rep_default_jobs(void)
{
	cpu_set_t set;
	int n = 0;

	if (!sched_getaffinity(0, sizeof(set), &set))
		n = CPU_COUNT(&set);
	if (n <= 0)
		n = (int)sysconf(_SC_NPROCESSORS_ONLN);
	if (n <= 0)
		n = 1;
	return n > 1 ? 2 : 1;
}

int rep_parse_jobs(const char *val, unsigned int *jobs, const char *cmd)
{
	char *end;
	unsigned long v;

	errno = 0;
	v = strtoul(val, &end, 10);
	if (errno || end == val || *end || !v || v > MMR_REPLAY_MAX_JOBS || *val == '-') {
		mmr_tool_error(cmd, "-j %s: want a number of threads from 1 to %u", val,
			       MMR_REPLAY_MAX_JOBS);
		return -1;
	}
	*jobs = (unsigned int)v;
	return 0;
}

int rep_set_jobs(struct mmr_replay *r, unsigned int jobs, const char *cmd)
{
	struct mmr_error err = { 0 };

	if (mmr_replay_set_jobs(r, jobs ? jobs : rep_default_jobs(), &err) < 0) {
		mmr_tool_error(cmd, "%s", err.msg);
		return -1;
	}
	return 0;
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

	if (!m)
		return;
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

	if (!ps)
		return;
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

json_t *rep_json_proc(const struct rep_proc *p, const char *key, int64_t v)
{
	json_t *o = json_object();

	rep_jset(o, "tgid", json_integer(p->tgid > 0 ? p->tgid : 0));
	rep_jset(o, "comm", rep_jstr(p->tgid == 0 ? "kernel" : p->comm ? p->comm : ""));
	rep_jset(o, key, json_integer(v));
	return o;
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
