// SPDX-License-Identifier: GPL-2.0
/* Outputs written beside their path and renamed into place (output.h). */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "cmd.h"
#include "mmreplay/mmr-format.h"
#include "output.h"

int tool_output_open(struct tool_output *o, const char *cmd, const char *path)
{
	struct mmr_error err = { 0 };
	const char *slash = strrchr(path, '/');
	int dlen = slash ? (int)(slash - path + 1) : 0, fd, ret;

	memset(o, 0, sizeof(*o));
	ret = mmr_output_check(path, MMR_WRITER_OVERWRITE, &err);
	if (ret < 0) {
		mmr_tool_error(cmd, "%s", mmr_error_msg(&err, ret));
		return -1;
	}
	if (!(o->path = strdup(path)) ||
	    asprintf(&o->tmp, "%.*s.%s.XXXXXX", dlen, path, path + dlen) < 0) {
		o->tmp = NULL;
		free(o->path);
		mmr_tool_error(cmd, "out of memory");
		return -1;
	}
	fd = mkostemp(o->tmp, O_CLOEXEC);
	if (fd < 0 || fchmod(fd, 0644) < 0 || !(o->f = fdopen(fd, "w"))) {
		mmr_tool_error(cmd, "%s: cannot create a file beside it: %s", path, strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(o->tmp);
		}
		free(o->tmp);
		free(o->path);
		memset(o, 0, sizeof(*o));
		return -1;
	}
	return 0;
}

void tool_output_abort(struct tool_output *o)
{
	if (o->f)
		fclose(o->f);
	if (o->tmp)
		unlink(o->tmp);
	free(o->tmp);
	free(o->path);
	memset(o, 0, sizeof(*o));
}

int tool_output_close(struct tool_output *o, const char *cmd)
{
	struct mmr_error err = { 0 };
	int bad = ferror(o->f), e;

	e = fclose(o->f) || bad ? (errno ? errno : EIO) : 0;
	o->f = NULL;
	if (e) {
		mmr_tool_error(cmd, "%s: %s", o->path, strerror(e));
		tool_output_abort(o);
		return -1;
	}
	/* what is at the path now, not when we started, is what the rename replaces */
	e = mmr_output_check(o->path, MMR_WRITER_OVERWRITE, &err);
	if (e < 0 || rename(o->tmp, o->path) < 0) {
		if (e < 0)
			mmr_tool_error(cmd, "%s", mmr_error_msg(&err, e));
		else
			mmr_tool_error(cmd, "%s: %s", o->path, strerror(errno));
		tool_output_abort(o);
		return -1;
	}
	free(o->tmp);
	o->tmp = NULL;
	tool_output_abort(o);
	return 0;
}
