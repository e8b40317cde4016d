// SPDX-License-Identifier: LGPL-2.1
/*
 * record --settle-pcp: start a recording from per-cpu page lists at their
 * floor, so that the pcp models start where the kernel does.
 *
 * The models start each CPU's lists from the zoneinfo snapshot
 * ("zone.<i>.pcp_count"), which gives the pages a CPU holds but not how they
 * split over the migratetype lists; on a box that has been running that is
 * thousands of pages per CPU, and where they sit decides when a model's list
 * runs dry or drains.  Linux has no interface that empties the lists, but
 * raising vm.percpu_pagelist_high_fraction to its maximum makes every list's
 * high its floor (zone_highsize(): 4 * batch), and vm.stat_refresh runs
 * decay_pcp_high() on every CPU, which frees a list down to its high, up to
 * batch << CONFIG_PCP_BATCH_SCALE_MAX pages a call.  When every list is at
 * its high, the old value goes back, before tracing starts.
 *
 * While the value is raised, the guardian process (instance.c) holds the old
 * one and writes it back if this process dies: "S<value>\n" on its pipe
 * before the change, "R\n" once restored.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "capture-local.h"
#include "mmreplay/error.h"

#define FRACTION "/proc/sys/vm/percpu_pagelist_high_fraction"
#define STAT_REFRESH "/proc/sys/vm/stat_refresh"
/* zone_highsize() divides the zone's pages by it: any value above them gives the floor */
#define FRACTION_MAX "2147483647"

static uint64_t mono_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/*
 * /proc/zoneinfo's pagesets: 1 when every CPU's count is at most its floor,
 * 0 when some is above, -1 when unreadable; *pages = all counts.  The floor
 * is high_min on 6.7+ (the fraction sets it at once; "high:" follows only at
 * the list's next free or decay), else high, which the fraction sets itself.
 */
static int lists_at_floor(long *pages)
{
	FILE *f = fopen("/proc/zoneinfo", "re");
	char line[256];
	long count = -1, high = -1, high_min = -1, v;
	int ok = 1, more = 1;

	*pages = 0;
	if (!f)
		return -1;
	while (more) {
		const char *p = line;

		more = fgets(line, sizeof(line), f) != NULL;
		while (more && (*p == ' ' || *p == '\t'))
			p++;
		if (!more || !strncmp(p, "cpu:", 4) || !strncmp(p, "Node ", 5)) {
			/* the end of a pageset: judge it */
			if (count > (high_min >= 0 ? high_min : high))
				ok = 0;
			count = high = high_min = -1;
		} else if (sscanf(p, "count: %ld", &v) == 1) {
			count = v;
			*pages += v;
		} else if (!strncmp(p, "high:", 5) && sscanf(p, "high: %ld", &v) == 1) {
			high = v;
		} else if (sscanf(p, "high_min: %ld", &v) == 1) {
			high_min = v;
		}
	}
	fclose(f);
	return ok;
}

static int put(int fd, const char *s)
{
	size_t n = strlen(s);

	return pwrite(fd, s, n, 0) == (ssize_t)n ? 0 : -errno;
}

int mmr_cap_pcp_settle(int guardian_fd, unsigned int timeout_ms, struct mmr_cap_settled *out,
		       struct mmr_error *err)
{
	char orig[32];
	int fd, rfd, ret = 0, intr = 0, r;
	uint64_t t0 = mono_ms();
	ssize_t n;

	memset(out, 0, sizeof(*out));
	fd = open(FRACTION, O_RDWR | O_CLOEXEC);
	if (fd < 0)
		return mmr_error_set(err, errno == EACCES ? MMR_EPERM : MMR_EUNSUPPORTED,
				     "--settle-pcp: cannot open %s: %s", FRACTION, strerror(errno));
	n = pread(fd, orig, sizeof(orig) - 1, 0);
	if (n <= 0) {
		close(fd);
		return mmr_error_set(err, MMR_EIO, "--settle-pcp: cannot read %s", FRACTION);
	}
	orig[n] = '\0';
	orig[strcspn(orig, "\n")] = '\0';
	if (!*orig || orig[strspn(orig, "0123456789")]) {
		close(fd);
		return mmr_error_set(err, MMR_EPARSE, "--settle-pcp: %s holds '%s'", FRACTION, orig);
	}
	mmr_cap_guardian_tell(guardian_fd, MMR_CAP_GUARD_PCP_RAISED, orig);
	r = put(fd, FRACTION_MAX);
	if (r < 0) {
		mmr_cap_guardian_tell(guardian_fd, MMR_CAP_GUARD_PCP_RESTORED, NULL);
		close(fd);
		return mmr_error_set(err, r == -EACCES || r == -EPERM ? MMR_EPERM : MMR_EIO,
				     "--settle-pcp: cannot write %s: %s", FRACTION, strerror(-r));
	}
	rfd = open(STAT_REFRESH, O_WRONLY | O_CLOEXEC);
	for (;;) {
		struct timespec nap = { 0, 20 * 1000 * 1000 };

		/* best effort: without it, vmstat's own once-a-second decay does the same */
		if (rfd >= 0 && pwrite(rfd, "1", 1, 0) < 0) {
			/* EINVAL when a counter is negative: the refresh ran all the same */
		}
		r = lists_at_floor(&out->pages_left);
		if (r != 0) {
			out->settled = r > 0;
			break;
		}
		if (mono_ms() - t0 >= timeout_ms)
			break;
		if (nanosleep(&nap, NULL) < 0 && errno == EINTR) {
			intr = 1;
			break;
		}
	}
	if (rfd >= 0)
		close(rfd);
	r = put(fd, orig);
	close(fd);
	if (r < 0)
		return mmr_error_set(err, MMR_EIO, "--settle-pcp: cannot put %s back to %s: %s "
				     "(the guardian tries again when the recorder exits)",
				     FRACTION, orig, strerror(-r));
	mmr_cap_guardian_tell(guardian_fd, MMR_CAP_GUARD_PCP_RESTORED, NULL);
	out->ms = (unsigned int)(mono_ms() - t0);
	if (intr)
		ret = mmr_error_set(err, MMR_EINTERRUPTED, "interrupted while settling the per-cpu "
				    "lists (%s is back to %s)", FRACTION, orig);
	return ret;
}

void mmr_cap_pcp_restore(const char *value)
{
	int fd = open(FRACTION, O_WRONLY | O_CLOEXEC);

	if (fd < 0)
		return;
	if (pwrite(fd, value, strlen(value), 0) < 0) {
		/* best effort, from a process whose parent died */
	}
	close(fd);
}
