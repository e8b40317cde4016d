// SPDX-License-Identifier: LGPL-2.1
#include <stdio.h>
#include <string.h>

#include "mmreplay/error.h"

static const char *const err_text[] = {
	[MMR_OK] = "success",
#define MMR_X_TEXT(n, t) [MMR_E_##n##_IDX] = t,
	MMR_ERRORS(MMR_X_TEXT)
#undef MMR_X_TEXT
};

const char *mmr_strerror(int code)
{
	if (code > 0)
		return "success";
	if (-code < MMR_E__COUNT)
		return err_text[-code];
	return "unknown error";
}

int mmr_error_vset(struct mmr_error *err, int code, const char *fmt, va_list ap)
{
	if (err) {
		err->code = code;
		vsnprintf(err->msg, sizeof(err->msg), fmt, ap);
	}
	return code;
}

int mmr_error_set(struct mmr_error *err, int code, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	mmr_error_vset(err, code, fmt, ap);
	va_end(ap);
	return code;
}

const char *mmr_error_msg(const struct mmr_error *err, int code)
{
	if (err && err->code == code && err->msg[0])
		return err->msg;
	return mmr_strerror(code);
}
