// SPDX-License-Identifier: GPL-2.0
/*
 * Every way a .mms scenario can be wrong: the reader must deliver the events
 * before the bad line, then fail with the right code and the exact message
 * "<path>:<line>[:<column>]: <reason>", and repeat that error afterwards.
 * Columns below were counted by hand from the files in tests/data/mms/errors/.
 *
 *   test_mms_errors <case>     (one ctest per case, see tests/mms.cmake)
 *   test_mms_errors --list
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mmreplay/trace.h"
#include "test.h"

struct err_case {
	const char *name;	/* case, and file errors/<name>.mms unless generated */
	int code;
	int at_open;		/* header errors fail mmr_source_open() */
	unsigned int nr_ok;	/* events delivered before the error */
	const char *where;	/* ":line:col" or ":line" */
	const char *reason;
};

static const struct err_case cases[] = {
	{ "unknown-event", MMR_EUNKNOWN_EVENT, 0, 1, ":3:10",
	  "unknown event 'tlb:tlb_flushh'" },
	{ "tlb", MMR_EUNKNOWN_FIELD, 0, 6, ":12:39",
	  "unknown field 'pagez' for tlb:tlb_flush" },
	{ "bad-number", MMR_EBAD_NUMBER, 0, 0, ":1:39",
	  "malformed number '12x' for field 'pages' (decimal or 0x hex)" },
	{ "range-u8", MMR_EBAD_NUMBER, 0, 0, ":1:52",
	  "value 256 out of range for u8 field 'group_dead' (0..255)" },
	{ "range-unsigned-negative", MMR_EBAD_NUMBER, 0, 0, ":1:34",
	  "value -1 out of range for u64 field 'nr' (0..18446744073709551615)" },
	{ "range-s32", MMR_EBAD_NUMBER, 0, 0, ":1:31",
	  "value 2147483648 out of range for s32 field 'reason' "
	  "(-2147483648..2147483647, or 0x0..0xffffffff)" },
	{ "range-hex", MMR_EBAD_NUMBER, 0, 0, ":1:31",
	  "value 0x100000000 out of range for s32 field 'reason' "
	  "(-2147483648..2147483647, or 0x0..0xffffffff)" },
	{ "range-u64", MMR_EBAD_NUMBER, 0, 0, ":1:32",
	  "value 18446744073709551616 out of range for u64 field 'pfn' "
	  "(0..18446744073709551615)" },
	{ "bad-cpumask", MMR_EPARSE, 0, 0, ":1:43",
	  "malformed cpumask '0-3,,8' for field 'cpumask' (a CPU list such as 0-3,8)" },
	{ "cpumask-descending", MMR_EPARSE, 0, 0, ":1:41",
	  "descending range 7-4 in cpumask '0,7-4'" },
	{ "cpumask-beyond-cpus", MMR_EPARSE, 0, 0, ":2:39",
	  "CPU 4 in cpumask '0-4' out of range: the scenario has cpus=4" },
	{ "time-backwards", MMR_EPARSE, 0, 3, ":4:1",
	  "time goes backwards: 1000 ns after 2000 ns "
	  "(events must be in non-decreasing time order)" },
	{ "too-few-columns", MMR_EPARSE, 0, 1, ":2",
	  "too few columns (3 of 4): expected "
	  "'<time> <cpu> <pid>[/<tgid>] <system>:<event> [field=value ...]'" },
	{ "bad-time", MMR_EBAD_NUMBER, 0, 0, ":1:1",
	  "malformed time '0.0000000001' (integer ns, or seconds with a '.' "
	  "and at most 9 decimals)" },
	{ "meta-after-event", MMR_EPARSE, 0, 1, ":3:1",
	  "'#!' metadata after the first event (line 2): metadata must come before it" },
	{ "cpu-beyond-cpus", MMR_EPARSE, 0, 0, ":2:6",
	  "cpu 4 out of range: the scenario has cpus=4" },
	{ "comm-too-long", MMR_EPARSE, 0, 0, ":1:40",
	  "comm 'sixteen chars!!!' longer than 15 characters" },
	{ "field-twice", MMR_EPARSE, 0, 0, ":1:41", "field 'reason' given twice" },
	{ "bad-symbol", MMR_EPARSE, 0, 0, ":1:42",
	  "malformed symbol 'flush_tlb_func+0x10' for field 'callback' "
	  "(function[+0xoff/0xsize][@0xaddr] or 0xaddr)" },
	{ "unterminated-quote", MMR_EPARSE, 0, 0, ":1:35",
	  "unterminated \"quoted\" value of 'comm'" },
	{ "not-name-value", MMR_EPARSE, 0, 0, ":1:33", "expected name=value, got 'pages'" },
	{ "missing-value", MMR_EPARSE, 0, 0, ":1:31", "missing value for 'reason'" },
	{ "bad-pid", MMR_EBAD_NUMBER, 0, 0, ":1:8",
	  "malformed pid '12/x' (pid or pid/tgid, decimal)" },
	{ "bad-event-column", MMR_EPARSE, 0, 0, ":1:10",
	  "expected <system>:<event>, got 'tlb_flush'" },
	{ "bad-cpus-meta", MMR_EBAD_NUMBER, 1, 0, ":2:21",
	  "cpus=four: expected a number of CPUs 1..65536" },
	/* generated below: binary bytes and sizes that do not belong in the repository */
	{ "nul-byte", MMR_EFORMAT, 0, 12, ":13:18",
	  "control character 0x00: not a text scenario" },
	{ "cr-in-line", MMR_EFORMAT, 0, 1, ":2:23",
	  "control character 0x0d: not a text scenario" },
	{ "line-too-long", MMR_EPARSE, 0, 1, ":2", "line longer than 1048575 bytes" },
};

#define NR_CASES (sizeof(cases) / sizeof(cases[0]))

static char tmpdir[64];

static const char *generate(const char *name, char *path, size_t size)
{
	static const char ok[] = "1000 0 1 tlb:tlb_flush\n";
	FILE *f;

	strcpy(tmpdir, "/tmp/test_mms_errors.XXXXXX");
	if (!mkdtemp(tmpdir)) {
		perror("mkdtemp");
		exit(1);
	}
	snprintf(path, size, "%s/%s.mms", tmpdir, name);
	f = fopen(path, "wb");
	if (!f)
		exit(1);
	if (!strcmp(name, "nul-byte")) {
		int i;

		/* past the first 256 bytes, which source.c's format detection reads */
		for (i = 0; i < 12; i++)
			fputs(ok, f);
		fwrite("1001 0 1 tlb:tlb_\0flush\n", 1, 24, f);
	} else if (!strcmp(name, "cr-in-line")) {
		fputs(ok, f);
		fputs("1000 0 1 tlb:tlb_flush\rreason=1\n", f);
	} else {
		size_t i;

		fputs(ok, f);
		fputs("1001 0 1 tlb:tlb_flush reason=1 pages=1 # ", f);
		for (i = 0; i < 2u << 20; i++)
			fputc('x', f);
		fputs("\n1002 0 1 tlb:tlb_flush\n", f);
	}
	if (fclose(f))
		exit(1);
	return path;
}

static int run_case(const struct err_case *c)
{
	char path[256], want[1024];
	const struct mmr_event *ev;
	struct mmr_source *src = NULL;
	struct mmr_error err = { 0 }, again = { 0 };
	unsigned int n = 0;
	int ret, generated = !strcmp(c->name, "nul-byte") || !strcmp(c->name, "cr-in-line") ||
			     !strcmp(c->name, "line-too-long");

	if (generated)
		generate(c->name, path, sizeof(path));
	else
		snprintf(path, sizeof(path), "%s/mms/errors/%s.mms", MMR_TEST_DATA, c->name);
	snprintf(want, sizeof(want), "%s%s: %s", path, c->where, c->reason);

	ret = mmr_source_open(path, &src, &err);
	if (c->at_open) {
		CHECK_EQ(ret, c->code);
		CHECK(src == NULL);
	} else {
		if (ret < 0) {
			fprintf(stderr, "open: %s\n", mmr_error_msg(&err, ret));
			return 1;
		}
		while ((ret = mmr_source_next(src, &ev, &err)) == 1)
			n++;
		CHECK_EQ(n, c->nr_ok);
		CHECK_EQ(ret, c->code);
		/* sticky: the same error again, with the same message */
		CHECK_EQ(mmr_source_next(src, &ev, &again), c->code);
		CHECK(!strcmp(again.msg, err.msg));
	}
	CHECK_EQ(err.code, c->code);
	if (strcmp(err.msg, want)) {
		fprintf(stderr, "message:  %s\nexpected: %s\n", err.msg, want);
		test_failures++;
	}
	mmr_source_close(src);
	if (generated) {
		unlink(path);
		rmdir(tmpdir);
	}
	return test_done();
}

int main(int argc, char **argv)
{
	size_t i;

	if (argc == 2 && !strcmp(argv[1], "--list")) {
		for (i = 0; i < NR_CASES; i++)
			printf("%s\n", cases[i].name);
		return 0;
	}
	for (i = 0; argc == 2 && i < NR_CASES; i++)
		if (!strcmp(argv[1], cases[i].name))
			return run_case(&cases[i]);
	fprintf(stderr, "usage: test_mms_errors <case> | --list\n");
	return 2;
}
