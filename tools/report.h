/* SPDX-License-Identifier: GPL-2.0 */
/*
 * Printing helpers shared by `replay` and `diff` (tools/mmreplay-report-util.c):
 * the run header, JSON documents (jansson), counters as JSON, caveat lists, the
 * common option parsing of model lists, and progress on a terminal.
 */
#ifndef MMREPLAY_TOOLS_REPORT_H
#define MMREPLAY_TOOLS_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include <jansson.h>

#include "mmreplay/replay.h"
#include "mmreplay/trace.h"

/* Caveat lines collected from mmr_replay_caveats(). */
struct rep_lines {
	char **line;
	unsigned int n, cap;
};
void rep_lines_add(void *arg, const char *line); /* emit callback */
void rep_lines_free(struct rep_lines *l); /* NULL is fine, as for every rep_*_free() */

/*
 * JSON (docs/json-format.md): every document is a json_t tree built with
 * jansson and written by rep_json_print().  The builders below never fail
 * one by one: a failed allocation is remembered and rep_json_print() then
 * writes nothing and says "out of memory".  Reals are written with
 * REP_JSON_PRECISION significant digits after being rounded to what they
 * mean (rep_jreal(): significant digits, rep_jfixed(): decimals), so that a
 * rate reads 487805 and not 487804.87804878049.
 */
#define REP_JSON_PRECISION 15
#define REP_JSON_FLAGS (JSON_PRESERVE_ORDER | JSON_REAL_PRECISION(REP_JSON_PRECISION))
/* A string (NULL: null); bytes that are not UTF-8 are written as U+FFFD. */
json_t *rep_jstr(const char *s);
/* @v rounded to @digits significant digits (printf's %.*g); null when not finite. */
json_t *rep_jreal(double v, int digits);
/* @v rounded to @decimals after the point (printf's %.*f); null when not finite. */
json_t *rep_jfixed(double v, int decimals);
/* json_object_set_new() / json_array_append_new() that remember a failure. */
void rep_jset(json_t *obj, const char *key, json_t *v);
void rep_jpush(json_t *arr, json_t *v);
/* The members of @from appended to @obj, in their order; @from is dropped. */
void rep_jmerge(json_t *obj, json_t *from);
/*
 * Write @doc (an object) to @f, one top-level member a line, and drop it:
 * 0, or -1 when building or writing failed (said as "mmreplay @cmd: ...").
 */
int rep_json_print(FILE *f, json_t *doc, const char *cmd);
/* The short id of a format ("mmr", "dat", "mms", "perf") and its long name. */
const char *rep_format_id(enum mmr_source_format fmt);
/* "format" and "format_name" of @src into @obj. */
void rep_json_format(json_t *obj, struct mmr_source *src);
/* {"total", "per_cpu" and (when there are windows) "windows"} of one metric. */
json_t *rep_json_series(const struct mmr_counters *c, int metric, unsigned int nr_windows);
/* The header members every report starts with (docs/json-format.md). */
void rep_json_header(json_t *doc, const char *command, const char *path, struct mmr_source *src,
		     const struct mmr_replay *r, uint64_t window_ns);
/* "caveats": [...] */
void rep_json_caveats(json_t *doc, const struct rep_lines *l);
/* {"name": "value", ...}: model @i's parameters as it resolved them. */
json_t *rep_json_params(const struct mmr_replay *r, unsigned int i);
/* {"name", "label", "params"} of model @i: how every report names a model. */
json_t *rep_json_model(const struct mmr_replay *r, unsigned int i);

/* Text header: file, format, kernel, CPUs, events, span. */
void rep_text_header(FILE *f, const char *path, struct mmr_source *src,
		     const struct mmr_replay *r);

/* Windows covered by the trace (0 without --window). */
unsigned int rep_nr_windows(const struct mmr_replay *r, uint64_t window_ns);

struct tool_progress;
/* Add every built-in measurer to @r (diff, export): 0, or -1 with the error said. */
int rep_add_measures(struct mmr_replay *r, const char *cmd);

/*
 * mmr_replay_run() for replay, diff and plot: @window_ns checked against the
 * trace's span (from its metadata before, from the events after: at most
 * MMR_MAX_WINDOWS windows), errors said, and a trace cut short said on
 * stderr.  @prog (may be NULL) is ended after the run.  0, -1 (an error,
 * said: exit 1) or -2 (a window too short for this trace: exit 2).
 */
int rep_run(const char *cmd, struct mmr_replay *r, struct mmr_source *src, uint64_t window_ns,
	    struct tool_progress *prog);
/* The input is a .mmr cut short (no footer: its recording did not finish). */
int rep_truncated(struct mmr_source *src);


/* Models selected on the command line: -m spec and -M lib.so, in order. */
struct rep_models {
	struct { int lib; const char *arg; } *item;
	unsigned int n, cap;
	void **handles;
	const struct mmr_model_ops **lib_ops;
	unsigned int nr_libs;
};
int rep_models_push(struct rep_models *m, int lib, const char *arg);
/* Load the libraries and add every model (or @defaults when none) to @r. */
int rep_models_apply(struct rep_models *m, struct mmr_replay *r, const char *const *defaults,
		     unsigned int nr_defaults, const char *cmd);
void rep_models_free(struct rep_models *m);

/* Parse a window length in ms ("10", "0.5"; at least 0.001, 1 us); -1 on error (reported). */
int rep_parse_window(const char *s, uint64_t *ns, const char *cmd);

/* Options replay and diff share: -m/-M (also -mNAME), --window, --json, -q. */
struct rep_common {
	struct rep_models *models;
	uint64_t window_ns;
	int json, quiet;
	int per_instance; /* --per-instance */
	/* --by process, --pid, --comm, --time (mmr_replay_opts: by_owner, pids, comms, ...) */
	int by_process;
	int32_t *pids;    /* 0-terminated */
	char **comms;     /* NULL-terminated */
	unsigned int nr_pids, nr_comms;
	int timed;
	uint64_t from_ns, to_ns;
	unsigned int jobs; /* -j N; 0: rep_default_jobs() */
};
/*
 * Threads a replay runs on without -j: 2 (the trace read and decoded on a
 * thread of its own, mmr_replay_set_jobs()) when this process may run on more
 * than one CPU, else 1.
 */
unsigned int rep_default_jobs(void);
/* -j N (or --jobs N) with its value into *@jobs: 0, or -1 (said). */
int rep_parse_jobs(const char *val, unsigned int *jobs, const char *cmd);
/* mmr_replay_set_jobs() of @jobs (0: rep_default_jobs()): 0, or -1 (said). */
int rep_set_jobs(struct mmr_replay *r, unsigned int jobs, const char *cmd);
#define REP_JOBS_USAGE                                                                      \
	"  -j, --jobs N        threads: with 2 or more the trace is read and decoded on a\n"   \
	"                      thread of its own (default 2 where there are 2 CPUs, else 1);\n" \
	"                      the results are the same\n"

/* --by, --pid, --comm or --time (@name) with its value: 0, or -1 (said). */
int rep_attr_option(struct rep_common *c, const char *name, const char *val, const char *cmd);
/* Put the attribution options of @c into @opts (pointing into @c). */
void rep_common_attr(const struct rep_common *c, struct mmr_replay_opts *opts);
void rep_common_free(struct rep_common *c);
/* "processes: only ..." and "time: ..." lines, when a selection was made. */
void rep_text_selection(FILE *f, const struct rep_common *c);
/* The "selection" member of a JSON report, when a selection was made. */
void rep_json_selection(json_t *doc, const struct rep_common *c);
/* The usage lines of the shared attribution options. */
#define REP_ATTR_USAGE                                                                      \
	"  --by process        also break every count down per process (largest first)\n"  \
	"  --pid PID[,PID...]  count only these processes (tgids; 0 = the kernel's row)\n"  \
	"  --comm NAME[,...]   count only the processes of these names\n"                  \
	"  --time A..B         count only from A to B seconds after the first event\n"

/*
 * Processes of a replay run with by_owner (mmr_replay_owner()): the owners
 * of one tgid together, the kernel's row first.
 */
struct rep_proc {
	int32_t tgid;       /* 0: the kernel; < 0: an mm whose process is unknown */
	const char *comm;
	unsigned int *owner;
	unsigned int n;
};
struct rep_procs {
	struct rep_proc *p;
	unsigned int n;
};
int rep_procs_build(const struct mmr_replay *r, struct rep_procs *ps);
void rep_procs_free(struct rep_procs *ps);
int64_t rep_proc_value(const struct rep_proc *p, const struct mmr_counters *c, unsigned int metric);
/* "redis-server[1234]", "kernel", "?[mm 12]" */
const char *rep_proc_label(const struct rep_proc *p, char *buf, size_t len);
/*
 * Indexes of the processes, largest first by @key (a value per process), into
 * @order (ps->n of them); the number with a non-zero key.
 */
unsigned int rep_procs_order(const struct rep_procs *ps, const int64_t *key, unsigned int *order);
/* {"tgid": .., "comm": .., @key: @v} of a per_process array (tgid 0 "kernel"). */
json_t *rep_json_proc(const struct rep_proc *p, const char *key, int64_t v);
/*
 * Take argv[*i] if it is a shared option (advancing *i past its argument):
 * 1 taken, 0 not a shared option, -1 a bad or missing argument (said on stderr).
 */
int rep_common_option(int argc, char **argv, int *i, const char *cmd, struct rep_common *c);

/*
 * Per-instance counts (mmr_counters_instance()): an instance is shown when any
 * of its metrics is non-zero; its label is its name, or "#<id>" when unnamed.
 */
int rep_instance_used(const struct mmr_counters *c, unsigned int inst);
const char *rep_instance_label(const struct mmr_counters *c, unsigned int inst, char *buf,
			       size_t len);
/* "per_instance": {"Node 0 Normal": 12, ...} of @metric of @c, into @series. */
void rep_json_instances(json_t *series, const struct mmr_counters *c, int metric);

/* Format "+12.3%" / "-4.0%" / "x58.7" (from +1000%) / "n/a" into @buf. */
const char *rep_pct(char *buf, size_t len, double base, double v);

/* A CSV field as RFC 4180 wants it: quoted (quotes doubled) when it holds a comma, quote or line break. */
void rep_csv_field(FILE *f, const char *v);
/* Width of text tables: $COLUMNS when set (60 to 1000), else 120. */
unsigned int rep_width(void);
/* @text word-wrapped to @width: the first line after @first, the others after @rest. */
void rep_wrap(FILE *f, const char *first, const char *rest, const char *text, unsigned int width);
/*
 * Model @i's name with only the parameters given otherwise than their
 * defaults ("pfn-tracking:batch=64"; "x86" for x86 with kernel=auto).
 */
const char *rep_short_label(const struct mmr_replay *r, unsigned int i, char *buf, size_t len);
/* "kernel=6.18.44 epoch=6.13 ..." of model @i's "auto" parameters as init() resolved them ("" none) */
void rep_resolved_text(const struct mmr_replay *r, unsigned int i, char *buf, size_t len);
/* One line per model with "auto" parameters: what they resolved to ("x86 auto: kernel=..."). */
void rep_text_resolved(FILE *f, const struct mmr_replay *r, unsigned int width);

#endif
