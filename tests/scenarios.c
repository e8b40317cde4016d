// SPDX-License-Identifier: GPL-2.0
/*
 * The hand-worked scenarios of one family through the engine: every
 * "# expect" line of every tests/data/scenarios/PATTERN (tests/expect.h).
 *
 *	scenarios PATTERN MIN_FILES MIN_VALUES
 *
 * Fewer files or fewer values checked than the minimums is a failure: an
 * expectation lost (a file renamed, a line the parser no longer reads) is
 * not a pass.  Built as test_tlb_scenarios (tests/tlb.cmake: the TLB models
 * on tlb-*.mms, from gen-tlb.sh there) and test_lock_scenarios
 * (tests/lock.cmake: the lock models and the lock measurer on lock-*.mms,
 * from tests/lock-gen-scenarios.sh and by hand).
 */
#include <glob.h>
#include <stdlib.h>

#include "expect.h"
#include "test.h"

int main(int argc, char **argv)
{
	char pattern[4096];
	long min_files, min_values;
	int checked = 0;
	glob_t g;
	size_t i;

	if (argc != 4) {
		fprintf(stderr, "usage: %s PATTERN MIN_FILES MIN_VALUES\n", argv[0]);
		return 2;
	}
	min_files = strtol(argv[2], NULL, 10);
	min_values = strtol(argv[3], NULL, 10);
	snprintf(pattern, sizeof(pattern), "%s/scenarios/%s", MMR_TEST_DATA, argv[1]);
	if (glob(pattern, 0, NULL, &g) || (long)g.gl_pathc < min_files) {
		fprintf(stderr, "FAIL: expected at least %ld scenarios %s\n", min_files, pattern);
		return 1;
	}
	for (i = 0; i < g.gl_pathc; i++) {
		int n = expect_check_file(g.gl_pathv[i]);

		printf("%s: %d values checked\n", g.gl_pathv[i], n);
		checked += n;
	}
	printf("%d values checked in %zu files\n", checked, g.gl_pathc);
	if (checked < min_values) {
		fprintf(stderr, "FAIL: %d values checked, at least %ld expected\n", checked,
			min_values);
		test_failures++;
	}
	globfree(&g);
	return test_done();
}
