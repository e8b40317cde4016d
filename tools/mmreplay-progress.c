// SPDX-License-Identifier: GPL-2.0
/*
 * Progress line on stderr for long reads (tools/progress.h).  No command of
 * its own: the CLI's glob compiles every tools/mmreplay-*.c, and this one
 * only holds the helper the commands share.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>

#include "progress.h"

#define SHOW_AFTER_S 2.0
#define REDRAW_S 0.25

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * Total events of a complete .mmr: the 48-byte trailer ends in "MMRTRAIL"
 * and holds the count at offset 16 (docs/file-format.md).  Only a hint for
 * the time left: the checksum is not checked, the reader does that.
 */
static uint64_t mmr_total_events(const char *path)
{
	unsigned char t[48];
	uint64_t n = 0;
	struct stat st;
	int fd, i;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size >= 64 &&
	    pread(fd, t, sizeof(t), st.st_size - 48) == (ssize_t)sizeof(t) &&
	    !memcmp(t + 40, "MMRTRAIL", 8))
		for (i = 7; i >= 0; i--)
			n = n << 8 | t[16 + i];
	close(fd);
	return n;
}

void tool_progress_start(struct tool_progress *p, const char *cmd, const char *path, int quiet)
{
	const char *env;
	char *end = NULL;
	double after;

	memset(p, 0, sizeof(*p));
	p->cmd = cmd;
	if (quiet || !isatty(STDERR_FILENO))
		return;
	p->on = 1;
	p->t0 = now_s();
	/* MMR_PROGRESS_AFTER=S: show after S seconds instead (tests use a short one) */
	env = getenv("MMR_PROGRESS_AFTER");
	after = env ? strtod(env, &end) : SHOW_AFTER_S;
	if (!env || end == env || *end || after < 0)
		after = SHOW_AFTER_S;
	p->next = p->t0 + after;
	p->total = path ? mmr_total_events(path) : 0;
}

void tool_progress_show(struct tool_progress *p, uint64_t done)
{
	double t = now_s(), rate;

	if (!p->on || t < p->next)
		return;
	p->next = t + REDRAW_S;
	rate = (double)done / (t - p->t0);
	fprintf(stderr, "\rmmreplay %s: %.1f M events, %.1f M/s", p->cmd, done / 1e6, rate / 1e6);
	if (p->total && done < p->total && rate > 0)
		fprintf(stderr, ", %.0f%%, %.0f s left", 100.0 * (double)done / (double)p->total,
			(double)(p->total - done) / rate);
	fprintf(stderr, "\033[K");	/* clear what a longer previous line left */
	p->shown = 1;
}

void tool_progress_cb(uint64_t done, void *arg)
{
	tool_progress_show(arg, done);
}

void tool_progress_end(struct tool_progress *p)
{
	if (p && p->shown)
		fprintf(stderr, "\r\033[K");
	if (p)
		p->shown = 0;
}
