// SPDX-License-Identifier: GPL-2.0
/*
 * Every trace fixture (tests/data/ *.dat and tests/data/mms/ *.mms) that its
 * reader accepts, written to
 * .mmr and read back, must give the same events -- compared field by field in
 * lockstep, not just counted -- the same metadata and the same unknown-
 * tracepoint counts.  Prints bytes/event of each.  Fails when no fixture was
 * readable: tests/data ships them, so that is the regression to catch.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"
#include "test.h"
#include "test_mmr_synth.h"

static int check_one(const char *in, const char *out)
{
	struct mmr_source *a = NULL, *b = NULL;
	const struct mmr_event *ea, *eb;
	struct mmr_error err = { 0 };
	struct mmr_writer *w = NULL;
	struct mmr_meta *fin = mmr_meta_new();
	const char *k, *v, *name, *name2;
	uint64_t n = 0, cnt, cnt2;
	unsigned int i;
	struct stat st;
	size_t j;
	int ra, rb;

	if (mmr_source_open(in, &a, &err) < 0)
		return 0; /* not readable here (reader missing or a deliberately bad file) */
	CHECK(mmr_writer_open(out, mmr_source_meta(a), MMR_WRITER_OVERWRITE, &w, &err) == 0);
	if (!w) {
		fprintf(stderr, "%s\n", err.msg);
		goto out;
	}
	mmr_writer_set_block_events(w, 1000); /* several blocks even for small fixtures */
	while ((ra = mmr_source_next(a, &ea, &err)) > 0)
		if (mmr_writer_add(w, ea, &err) < 0)
			break;
	CHECK(ra == 0);
	if (ra) {
		fprintf(stderr, "%s\n", err.msg);
		mmr_writer_free(w);
		goto out;
	}
	/* what the source learnt while reading goes to the footer, as convert does */
	for (j = 0; mmr_meta_at(mmr_source_meta(a), j, &k, &v) == 0; j++)
		mmr_meta_set(fin, k, v);
	for (i = 0; mmr_source_unknown(a, i, &name, &cnt) == 0; i++) {
		char key[512];

		snprintf(key, sizeof(key), "unknown.%s", name);
		mmr_meta_setf(fin, key, "%llu", (unsigned long long)cnt);
	}
	CHECK(mmr_writer_close(w, fin, &err) == 0);
	mmr_source_close(a);

	/* read both again, side by side */
	CHECK(mmr_source_open(in, &a, &err) == 0);
	CHECK(mmr_source_open(out, &b, &err) == 0);
	if (!a || !b) {
		fprintf(stderr, "%s\n", err.msg);
		goto out;
	}
	for (;;) {
		ra = mmr_source_next(a, &ea, &err);
		rb = mmr_source_next(b, &eb, &err);
		CHECK(ra == rb);
		if (ra <= 0 || rb <= 0)
			break;
		if (!same_event(ea, eb, (size_t)n)) {
			test_failures++;
			break;
		}
		n++;
	}
	for (j = 0; mmr_meta_at(mmr_source_meta(a), j, &k, &v) == 0; j++) {
		const char *v2 = mmr_meta_get(mmr_source_meta(b), k);

		if (!v2 || strcmp(v, v2)) {
			fprintf(stderr, "%s: metadata %s='%s' read back as '%s'\n", in, k, v,
				v2 ? v2 : "(absent)");
			test_failures++;
		}
	}
	for (i = 0; mmr_source_unknown(a, i, &name, &cnt) == 0; i++) {
		CHECK(mmr_source_unknown(b, i, &name2, &cnt2) == 0);
		CHECK(!strcmp(name, name2) && cnt == cnt2);
	}
	CHECK(mmr_source_unknown(b, i, &name2, &cnt2) == MMR_EINVAL);
	CHECK(stat(out, &st) == 0);
	printf("%s: %llu events, %.2f bytes/event in .mmr (blocks of 1000)\n", in,
	       (unsigned long long)n, n ? (double)st.st_size / (double)n : 0.0);
out:
	mmr_source_close(a);
	mmr_source_close(b);
	mmr_meta_free(fin);
	unlink(out);
	return 1;
}

/* Each file of @dir ending in @ext; returns how many were checked. */
static int check_dir(const char *dir, const char *ext, const char *out)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int checked = 0;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name), el = strlen(ext);
		char in[1024];

		if (len <= el || strcmp(e->d_name + len - el, ext))
			continue;
		snprintf(in, sizeof(in), "%s/%s", dir, e->d_name);
		checked += check_one(in, out);
	}
	closedir(d);
	return checked;
}

int main(void)
{
	char tmp[] = "/tmp/test_mmr_dat.XXXXXX", out[600];
	int checked;

	if (!mkdtemp(tmp)) {
		perror("mkdtemp");
		return 1;
	}
	snprintf(out, sizeof(out), "%s/out.mmr", tmp);
	checked = check_dir(MMR_TEST_DATA, ".dat", out);
	checked += check_dir(MMR_TEST_DATA "/mms", ".mms", out);
	rmdir(tmp);
	if (checked < 3) {
		fprintf(stderr, "FAIL: %d fixtures readable under %s (3 .dat and .mms expected)\n",
			checked, MMR_TEST_DATA);
		return 1;
	}
	return test_done();
}
