/* SPDX-License-Identifier: GPL-2.0 */
/*
 * The one harness of the scenarios' "# expect" lines (docs/scenario-format.md,
 * tests/data/README), for every test that checks them: test_tlb_scenarios and
 * test_lock_scenarios (tests/scenarios.c, over the files of tests/data/scenarios)
 * and test_lock_measure (its own scenarios, written on the fly).  A line
 *
 *	# expect MODEL[:k=v,...] metric=value metric=value ...
 *
 * adds the model to the replay (one per line, in order: the same model twice,
 * with other parameters, is two models) and
 *
 *	# expect @MEASURER metric=value ...
 *
 * a measurer (mmr_measure_find(); once, however many lines name it), whose
 * metrics must also be known in the trace.  The file is replayed once through
 * the real source, state tracker and engine (include/mmreplay/replay.h) and
 * each metric's total compared with the hand-worked value (the derivation is
 * the comment above the line).  A file without expect lines, a malformed
 * item, a model or measurer that does not exist, a metric it does not have,
 * or a file that does not open is a failure, never a skip.
 *
 * Header-only: it counts its failures in test.h's test_failures.
 */
#ifndef MMREPLAY_TEST_EXPECT_H
#define MMREPLAY_TEST_EXPECT_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/replay.h"
#include "test.h"

#define EXPECT_MAX_LINES 32
#define EXPECT_MAX_KV 16

struct expect_line {
	char spec[128]; /* model spec, or the measurer's name (without '@') */
	int measure; /* index of the measurer, or -1: a model */
	char key[EXPECT_MAX_KV][48];
	long long val[EXPECT_MAX_KV];
	int nkv;
};

/* Failure of @path: a message, counted. */
#define EXPECT_FAIL(path, ...)                        \
	do {                                          \
		fprintf(stderr, "FAIL %s: ", (path)); \
		fprintf(stderr, __VA_ARGS__);         \
		fputc('\n', stderr);                  \
		test_failures++;                      \
	} while (0)

/* The "# expect" lines of @path into @ex; their number (0 and a failure if none). */
static int expect_parse(const char *path, struct expect_line *ex, int max)
{
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	FILE *f = fopen(path, "r");
	char line[4096];
	int n = 0;

	if (!f) {
		EXPECT_FAIL(path, "cannot open");
		return 0;
	}
	while (fgets(line, sizeof(line), f)) {
		char *tok, *save = NULL;

		if (strncmp(line, "# expect ", 9))
			continue;
		if (n == max) {
			EXPECT_FAIL(base, "more than %d expect lines", max);
			break;
		}
		memset(&ex[n], 0, sizeof(ex[n]));
		ex[n].measure = -1;
		tok = strtok_r(line + 9, " \t\n", &save);
		if (!tok) {
			EXPECT_FAIL(base, "an expect line names no model");
			continue;
		}
		snprintf(ex[n].spec, sizeof(ex[n].spec), "%s", tok[0] == '@' ? tok + 1 : tok);
		if (tok[0] == '@')
			ex[n].measure = 0; /* its index: expect_check_text() */
		while ((tok = strtok_r(NULL, " \t\n", &save))) {
			char *eq = strchr(tok, '='), *end;

			if (ex[n].nkv == EXPECT_MAX_KV) {
				EXPECT_FAIL(base, "more than %d values on one line", EXPECT_MAX_KV);
				break;
			}
			if (!eq) {
				EXPECT_FAIL(base, "bad expect item '%s'", tok);
				continue;
			}
			*eq = 0;
			snprintf(ex[n].key[ex[n].nkv], sizeof(ex[n].key[0]), "%s", tok);
			ex[n].val[ex[n].nkv] = strtoll(eq + 1, &end, 10);
			if (end == eq + 1 || *end) {
				EXPECT_FAIL(base, "bad value '%s'", eq + 1);
				continue;
			}
			ex[n].nkv++;
		}
		n++;
	}
	fclose(f);
	if (!n)
		EXPECT_FAIL(base, "no '# expect' lines");
	return n;
}

/* Compare line @e's values with @c (of the model or measurer it names); values checked. */
static int expect_compare(const char *base, const struct expect_line *e,
			  const struct mmr_counters *c, const struct mmr_replay *r)
{
	const char *at = e->measure >= 0 ? "@" : "";
	unsigned int meas = (unsigned int)e->measure;
	int k, checked = 0;

	for (k = 0; k < e->nkv; k++) {
		int m = c ? mmr_counters_find(c, e->key[k]) : -1;
		long long got;

		if (m < 0) {
			EXPECT_FAIL(base, "%s%s has no metric %s", at, e->spec, e->key[k]);
			continue;
		}
		got = (long long)mmr_counters_total(c, (unsigned int)m);
		checked++;
		if (got != e->val[k])
			EXPECT_FAIL(base, "%s%s %s = %lld, expected %lld", at, e->spec, e->key[k],
				    got, e->val[k]);
		else if (e->measure >= 0 && !mmr_replay_measure_known(r, meas, (unsigned int)m))
			EXPECT_FAIL(base, "@%s %s = %lld but not known in this trace", e->spec,
				    e->key[k], got);
		else
			printf("ok   %s: %s%s %s = %lld\n", base, at, e->spec, e->key[k], got);
	}
	return checked;
}

/*
 * Replay the scenario @path with what its expect lines name and check every
 * value; the number of values compared (failures are counted in test_failures).
 */
static int expect_check_file(const char *path)
{
	struct expect_line ex[EXPECT_MAX_LINES];
	const char *measurer[EXPECT_MAX_LINES];
	struct mmr_replay_opts opts = { 0 };
	struct mmr_error err = { 0 };
	struct mmr_source *src = NULL;
	struct mmr_replay *r = NULL;
	const char *base = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
	int n = expect_parse(path, ex, EXPECT_MAX_LINES), nmeas = 0, checked = 0;
	int i, j;

	if (!n)
		return 0;
	if (mmr_source_open(path, &src, &err) < 0 ||
	    mmr_replay_new(mmr_source_meta(src), &opts, &r, &err) < 0) {
		EXPECT_FAIL(base, "%s", err.msg);
		goto out;
	}
	for (i = 0; i < n; i++) {
		const struct mmr_measure_ops *ops;

		if (ex[i].measure < 0) {
			if (mmr_replay_add_model_spec(r, ex[i].spec, &err) < 0) {
				EXPECT_FAIL(base, "-m %s: %s", ex[i].spec, err.msg);
				goto out;
			}
			continue;
		}
		for (j = 0; j < nmeas && strcmp(measurer[j], ex[i].spec); j++)
			;
		ex[i].measure = j;
		if (j < nmeas)
			continue;
		ops = mmr_measure_find(ex[i].spec);
		if (!ops) {
			EXPECT_FAIL(base, "no measurer '%s'", ex[i].spec);
			goto out;
		}
		if (mmr_replay_add_measure(r, ops, &err) < 0) {
			EXPECT_FAIL(base, "@%s: %s", ex[i].spec, err.msg);
			goto out;
		}
		measurer[nmeas++] = ex[i].spec;
	}
	if (mmr_replay_run(r, src, &err) < 0) {
		EXPECT_FAIL(base, "replay: %s", err.msg);
		goto out;
	}
	for (i = 0, j = 0; i < n; i++) {
		const struct mmr_counters *c;

		if (ex[i].measure >= 0)
			c = mmr_replay_measure_counters(r, (unsigned int)ex[i].measure);
		else
			c = mmr_replay_model_counters(r, (unsigned int)j++);
		checked += expect_compare(base, &ex[i], c, r);
	}
out:
	mmr_replay_free(r);
	mmr_source_close(src);
	return checked;
}

#endif
