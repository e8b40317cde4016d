// SPDX-License-Identifier: LGPL-2.1
/*
 * The life of a recorder's tracefs instance outside the recording itself:
 *
 * - its name, "mmreplay-<pid>-<64 random bits>", made by mkdir(2), which
 *   fails rather than share a directory: recorders in different PID
 *   namespaces may have the same pid (both pid 1 in their containers);
 * - the sweep of instances left by recorders that are gone.  Whether one is
 *   gone is the kernel's answer, not a pid's: a recorder holds files of its
 *   instance open from its first moment to its last, and rmdir(2) of an
 *   instance with an open file fails with EBUSY.  So the sweep only tries
 *   rmdir, on instances older than SWEEP_AGE_S (a recorder between its
 *   mkdir and its first open; older recorders' "mmreplay-<pid>" at any
 *   age), and never writes to one it cannot remove;
 * - the guardian, a process outside the recorder's session and cgroups that
 *   removes the instance (and puts --settle-pcp's sysctl back, and removes
 *   an unpublished output) when the recorder dies without saying goodbye.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <tracefs.h>

#include "capture-local.h"
#include "mmreplay/capture.h"

#define SWEEP_AGE_S 10
#define PREFIX "mmreplay-"

int mmr_cap_instance_create(const char *tracing, char *name, size_t len,
			    struct mmr_error *err)
{
	char dir[PATH_MAX];

	for (int i = 0; i < 8; i++) {
		unsigned long long r = 0;

		if (getrandom(&r, sizeof(r), GRND_NONBLOCK) != (ssize_t)sizeof(r)) {
			struct timespec ts;

			clock_gettime(CLOCK_MONOTONIC, &ts);
			r = ((unsigned long long)ts.tv_nsec << 20) ^ (unsigned long long)ts.tv_sec ^
			    ((unsigned long long)getpid() << 40) ^ (unsigned long long)i;
		}
		snprintf(name, len, PREFIX "%d-%016llx", (int)getpid(), r);
		snprintf(dir, sizeof(dir), "%s/instances/%s", tracing, name);
		if (mkdir(dir, 0750) == 0)
			return 0;
		if (errno != EEXIST)
			return mmr_error_set(err, MMR_ETRACEFS, "cannot create tracefs instance %s: %s",
					     dir, strerror(errno));
	}
	return mmr_error_set(err, MMR_ETRACEFS, "cannot create a tracefs instance: 8 names taken");
}

int mmr_cap_sweep(const char *tracing, void (*removed)(const char *name, void *arg), void *arg,
		  struct mmr_error *err)
{
	char path[PATH_MAX];
	struct dirent *de;
	time_t now = time(NULL);
	int n = 0;
	DIR *d;

	snprintf(path, sizeof(path), "%s/instances", tracing);
	d = opendir(path);
	if (!d)
		return errno == ENOENT ? 0 : mmr_error_set(err, MMR_ETRACEFS, "%s: %s", path,
							    strerror(errno));
	while ((de = readdir(d))) {
		const char *id = de->d_name + strlen(PREFIX);
		struct stat st;
		bool old;

		if (strncmp(de->d_name, PREFIX, strlen(PREFIX)))
			continue;
		/* "mmreplay-<pid>" of older recorders, which opened their files at once */
		old = *id && !id[strspn(id, "0123456789")];
		snprintf(path, sizeof(path), "%s/instances/%s", tracing, de->d_name);
		/* a recorder between its mkdir and its first open is not stale */
		if (stat(path, &st) < 0 || !S_ISDIR(st.st_mode) ||
		    (!old && st.st_ctime > now - SWEEP_AGE_S && st.st_ctime <= now + SWEEP_AGE_S))
			continue;
		/* EBUSY: a process, maybe a recorder in another container, holds it open */
		if (rmdir(path) == 0) {
			n++;
			if (removed)
				removed(de->d_name, arg);
		}
	}
	closedir(d);
	return n;
}

/* ---- stale instances --------------------------------------------------- */

/*
 * tracefs_instances() and tracefs_tracing_dir_is_mounted() leak memory in
 * libtracefs 1.6.4 (an un-freed regex, a strdup), which the sanitizer builds
 * report on every run: the instances directory is read here instead, and the
 * mount is tried with mount(2).
 */
const char *mmr_cap_tracing_dir(void)
{
	const char *d = tracefs_tracing_dir();

	if (d)
		return d;
	if (mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) == 0 &&
	    tracefs_set_tracing_dir((char *)"/sys/kernel/tracing") == 0)
		return tracefs_tracing_dir();
	return NULL;
}

int mmr_capture_remove_stale(struct mmr_error *err)
{
	const char *tdir = mmr_cap_tracing_dir();

	if (!tdir)
		return mmr_error_set(err, MMR_ETRACEFS, "tracefs is not mounted");
	return mmr_cap_sweep(tdir, NULL, NULL, err);
}

/* ---- the guardian ------------------------------------------------------- */

static void write_file(const char *path, const char *value)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);

	if (fd < 0)
		return;
	if (write(fd, value, strlen(value)) < 0) {
		/* best effort: nothing to do about it */
	}
	close(fd);
}

/*
 * Out of the recorder's cgroups: into the root of every cgroup hierarchy
 * mounted here, so that killing the recorder's cgroup (systemd's and
 * docker's stop, an OOM kill of the group) leaves this process.  Best effort.
 */
static void leave_cgroups(void)
{
	FILE *f = fopen("/proc/self/mountinfo", "re");
	char line[4096], pid[32];

	if (!f)
		return;
	snprintf(pid, sizeof(pid), "%d", (int)getpid());
	while (fgets(line, sizeof(line), f)) {
		char root[PATH_MAX], mnt[PATH_MAX], procs[PATH_MAX + 16];
		const char *dash = strstr(line, " - ");
		char fstype[32];

		if (!dash || sscanf(line, "%*s %*s %*s %4095s %4095s", root, mnt) != 2 ||
		    sscanf(dash + 3, "%31s", fstype) != 1 || strcmp(root, "/") ||
		    (strcmp(fstype, "cgroup") && strcmp(fstype, "cgroup2")))
			continue;
		snprintf(procs, sizeof(procs), "%s/cgroup.procs", mnt);
		write_file(procs, pid);
	}
	fclose(f);
}

/*
 * The guardian's body: read messages (MMR_CAP_GUARD_*, one a line) until
 * EOF; then put a raised sysctl back and, without a goodbye first, undo what
 * the recorder left.
 */
static void __attribute__((noreturn)) guardian_main(int rfd, const char *dir)
{
	char line[PATH_MAX + 8], pcp[32] = "", temp[PATH_MAX] = "", path[PATH_MAX + 16];
	size_t len = 0;
	int pcp_raised = 0, goodbye = 0;

	signal(SIGINT, SIG_IGN);
	signal(SIGTERM, SIG_IGN);
	signal(SIGHUP, SIG_IGN);
	signal(SIGQUIT, SIG_IGN);
	signal(SIGPIPE, SIG_IGN);
	prctl(PR_SET_NAME, "mmreplay-guard");
	leave_cgroups();
	for (;;) {
		char ch;
		ssize_t n = read(rfd, &ch, 1);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break; /* EOF: the recorder is gone (a cut message is ignored) */
		if (ch != '\n') {
			if (len < sizeof(line) - 1)
				line[len++] = ch;
			continue;
		}
		line[len] = '\0';
		len = 0;
		switch (line[0]) {
		case MMR_CAP_GUARD_PCP_RAISED:
			/* a value that does not fit is no value to put back */
			pcp_raised = strlen(line + 1) < sizeof(pcp);
			if (pcp_raised)
				memcpy(pcp, line + 1, strlen(line + 1) + 1);
			break;
		case MMR_CAP_GUARD_PCP_RESTORED:
			pcp_raised = 0;
			break;
		case MMR_CAP_GUARD_TEMP:
			temp[0] = '\0';
			if (strlen(line + 1) < sizeof(temp))
				memcpy(temp, line + 1, strlen(line + 1) + 1);
			break;
		case MMR_CAP_GUARD_KEEP:
			temp[0] = '\0';
			break;
		case MMR_CAP_GUARD_GOODBYE:
			goodbye = 1;
			break;
		}
	}
	/* the sysctl even after a goodbye: the recorder may have failed to put it back */
	if (pcp_raised && pcp[0])
		mmr_cap_pcp_restore(pcp);
	if (goodbye)
		_exit(0);
	if (temp[0])
		unlink(temp);
	if (!access(dir, F_OK)) {
		snprintf(path, sizeof(path), "%s/tracing_on", dir);
		write_file(path, "0");
		snprintf(path, sizeof(path), "%s/events/enable", dir);
		write_file(path, "0");
		/* the dead process's files are released asynchronously: retry for a while */
		for (int i = 0; i < 200 && rmdir(dir) && errno == EBUSY; i++)
			usleep(50000);
	}
	_exit(0);
}

int mmr_cap_guardian_start(const char *dir, struct mmr_error *err)
{
	int p[2], status;
	pid_t pid;

	if (pipe2(p, O_CLOEXEC))
		return mmr_error_set(err, MMR_ENOMEM, "cannot start the guardian: pipe: %s",
				     strerror(errno));
	pid = fork();
	if (pid == 0) {
		/* a session of its own: a kill of the recorder's process group misses it */
		pid_t g;

		setsid();
		g = fork();
		if (g == 0) {
			int null = open("/dev/null", O_RDWR | O_CLOEXEC);

			/* only the read end: no file of the instance, no terminal */
			if (null >= 0) {
				dup2(null, 0);
				dup2(null, 1);
				dup2(null, 2);
			}
			if (p[0] != 3) {
				dup2(p[0], 3);
				p[0] = 3;
			}
			if (close_range(4, ~0u, 0) < 0)
				for (int fd = 4; fd < 1024; fd++)
					close(fd);
			guardian_main(p[0], dir);
		}
		_exit(g < 0 ? 1 : 0);
	}
	close(p[0]);
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status)) {
		close(p[1]);
		return mmr_error_set(err, MMR_ENOMEM, "cannot start the guardian process: %s",
				     pid < 0 ? strerror(errno) : "fork failed");
	}
	return p[1];
}

void mmr_cap_guardian_tell(int fd, char what, const char *value)
{
	char msg[PATH_MAX + 8];
	int n;

	if (fd < 0)
		return;
	n = snprintf(msg, sizeof(msg), "%c%s\n", what, value ? value : "");
	if (n <= 0 || (size_t)n >= sizeof(msg))
		return;
	/* one write: a pipe keeps it whole (PIPE_BUF); a gone guardian is no error here */
	if (write(fd, msg, (size_t)n) < 0) {
		/* nothing would undo the recorder's changes after a crash anyway */
	}
}

void mmr_cap_guardian_stop(int fd)
{
	if (fd < 0)
		return;
	mmr_cap_guardian_tell(fd, MMR_CAP_GUARD_GOODBYE, NULL);
	close(fd);
}
