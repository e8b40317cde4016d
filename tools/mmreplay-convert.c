// SPDX-License-Identifier: GPL-2.0
/*
 * mmreplay convert IN -o OUT.mmr [--level N]: anything mmr_source_open()
 * reads (trace.dat, .mms scenario, .mmr) into a native .mmr file, keeping
 * every understood event and all metadata, with the tracepoints it skipped
 * counted as unknown.<system:name> in the footer.
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "progress.h"
#include "mmreplay/mmr-format.h"
#include "mmreplay/trace.h"

static void usage(FILE *f)
{
	fprintf(f, "usage: mmreplay convert IN -o OUT.mmr [--level N] [--block-events N] [-q]\n\n"
		   "Convert a trace.dat (v6/v7), a .mms scenario or a .mmr into a .mmr file.\n"
		   "  -o, --output FILE      the .mmr to write (created 0600; never a symlink, never IN;\n"
		   "                         another extension than .mmr is refused)\n"
		   "  -l, --level N          zstd level, default 3\n"
		   "  -b, --block-events N   events per block, default 65536\n"
		   "  -q, --quiet            no progress on stderr (shown on a terminal after 2 s)\n");
}

static int parse_int(const char *s, long min, long max, long *out)
{
	char *end;
	long v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || end == s || *end || v < min || v > max)
		return -1;
	*out = v;
	return 0;
}

/* The header gets the source's metadata less what only describes the input file. */
static int copy_meta(const struct mmr_meta *from, struct mmr_meta *to)
{
	const char *k, *v;
	size_t i;

	for (i = 0; mmr_meta_at(from, i, &k, &v) == 0; i++) {
		if (!strcmp(k, "truncated") || !strncmp(k, "unknown.", 8))
			continue;
		if (mmr_meta_set(to, k, v) < 0)
			return -1;
	}
	return 0;
}

int cmd_convert(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "level", required_argument, NULL, 'l' },
		{ "block-events", required_argument, NULL, 'b' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *in, *out = NULL, *name;
	struct mmr_meta *head = NULL, *fin = NULL;
	struct mmr_writer *w = NULL;
	struct mmr_source *src = NULL;
	const struct mmr_event *ev;
	struct mmr_error err = { 0 };
	long level = 3, block = 65536;
	uint64_t skipped = 0, count;
	struct stat si, so;
	unsigned int i;
	struct tool_progress prog;
	int c, quiet = 0, ret, status = 1;

	optind = 1;
	while ((c = getopt_long(argc, argv, "o:l:b:qh", opts, NULL)) != -1) {
		switch (c) {
		case 'o':
			out = optarg;
			break;
		case 'l':
			if (parse_int(optarg, -131072, 22, &level)) {
				mmr_tool_error("convert", "--level: '%s' is not a zstd level", optarg);
				return 2;
			}
			break;
		case 'b':
			if (parse_int(optarg, 1, 16 << 20, &block)) {
				mmr_tool_error("convert", "--block-events: '%s' out of range", optarg);
				return 2;
			}
			break;
		case 'q':
			quiet = 1;
			break;
		case 'h':
			usage(stdout);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (optind != argc - 1 || !out) {
		usage(stderr);
		return 2;
	}
	in = argv[optind];
	{
		/* it writes .mmr only: a name promising another format would mislead */
		const char *base = strrchr(out, '/') ? strrchr(out, '/') + 1 : out;
		const char *dot = strrchr(base, '.');

		if (dot && dot != base && strcmp(dot, ".mmr")) {
			mmr_tool_error("convert", "%s: convert writes .mmr files only, not '%s' (name "
				       "the output *.mmr, or give it no extension)", out, dot);
			return 2;
		}
	}
	/* compare inodes, not names: ./a.mmr, a hard link or a symlink to IN are IN too */
	if (stat(in, &si) == 0 && stat(out, &so) == 0 && si.st_dev == so.st_dev &&
	    si.st_ino == so.st_ino) {
		mmr_tool_error("convert", "%s: is the input file, not overwriting it", out);
		return 1;
	}
	ret = mmr_source_open(in, &src, &err);
	if (ret < 0) {
		mmr_tool_error("convert", "%s", mmr_error_msg(&err, ret));
		return 1;
	}
	head = mmr_meta_new();
	fin = mmr_meta_new();
	if (!head || !fin || copy_meta(mmr_source_meta(src), head) < 0) {
		mmr_tool_error("convert", "out of memory");
		goto out;
	}
	/*
	 * Written beside OUT and renamed at the end (MMR_WRITER_ATOMIC), so that
	 * a failed conversion leaves an existing OUT as it was (and never a
	 * half-written file); messages name OUT.
	 */
	ret = mmr_writer_open(out, head, MMR_WRITER_ATOMIC | MMR_WRITER_OVERWRITE, &w, &err);
	if (ret < 0) {
		mmr_tool_error("convert", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (mmr_writer_set_level(w, (int)level) < 0 ||
	    mmr_writer_set_block_events(w, (unsigned int)block) < 0) {
		mmr_tool_error("convert", "--level %ld or --block-events %ld not accepted", level,
			       block);
		goto fail;
	}
	tool_progress_start(&prog, "convert", in, quiet);
	while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
		ret = mmr_writer_add(w, ev, &err);
		if (ret < 0)
			break;
		tool_progress_tick(&prog, mmr_writer_events(w));
	}
	tool_progress_end(&prog);
	if (ret < 0) {
		mmr_tool_error("convert", "%s", mmr_error_msg(&err, ret));
		goto fail;
	}
	/*
	 * Sources may learn metadata while reading (trace.dat resolves sym.* as
	 * it meets addresses): whatever is new or changed goes to the footer.
	 */
	{
		const struct mmr_meta *sm = mmr_source_meta(src);
		const char *k, *v, *old;
		size_t j;

		for (j = 0; mmr_meta_at(sm, j, &k, &v) == 0; j++) {
			if (!strcmp(k, "truncated") || !strncmp(k, "unknown.", 8))
				continue;
			old = mmr_meta_get(head, k);
			if ((!old || strcmp(old, v)) && mmr_meta_set(fin, k, v) < 0) {
				mmr_tool_error("convert", "out of memory");
				goto fail;
			}
		}
	}
	for (i = 0; mmr_source_unknown(src, i, &name, &count) == 0; i++) {
		char key[512];

		snprintf(key, sizeof(key), "unknown.%s", name);
		if (mmr_meta_setf(fin, key, "%llu", (unsigned long long)count) < 0) {
			mmr_tool_error("convert", "out of memory");
			goto fail;
		}
		skipped += count;
	}
	count = mmr_writer_events(w);
	ret = mmr_writer_close(w, fin, &err);
	w = NULL;
	if (ret < 0) {
		mmr_tool_error("convert", "%s", mmr_error_msg(&err, ret));
		goto out;
	}
	if (stat(out, &so) < 0) {
		mmr_tool_error("convert", "%s: %s", out, strerror(errno));
		goto out;
	}
	fprintf(stderr, "mmreplay convert: %s -> %s: %llu events, %lld bytes, %.2f bytes/event"
			"%s%llu skipped hits of %u unknown tracepoints\n",
		in, out, (unsigned long long)count, (long long)so.st_size,
		count ? (double)so.st_size / (double)count : 0.0, ", ",
		(unsigned long long)skipped, i);
	status = 0;
	goto out;
fail:
	/* a half-written output is worse than none: the temporary file goes with it */
	mmr_writer_free(w);
out:
	mmr_source_close(src);
	mmr_meta_free(head);
	mmr_meta_free(fin);
	return status;
}
