/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * mmreplay error codes.
 *
 * Library functions return 0 (or a positive count) on success and a negative
 * MMR_E* code on failure.  Where a caller passes a struct mmr_error, the
 * library also fills in a one-line message that names the file, the line or
 * byte offset, and the reason; tools/ prints it.  The library never prints.
 */
#ifndef MMREPLAY_ERROR_H
#define MMREPLAY_ERROR_H

#include <stdarg.h>

#include "mmreplay/export.h"

#ifdef __cplusplus
extern "C" {
#endif

/* X(name, text) -- MMR_E<name> is the negative of its 1-based position. */
#define MMR_ERRORS(X)                                                          \
	X(NOMEM, "out of memory")                                              \
	X(IO, "input/output error")                                            \
	X(NOENT, "no such file")                                               \
	X(EMPTY, "empty file")                                                 \
	X(FORMAT, "unrecognised file format")                                  \
	X(MAGIC, "bad magic")                                                  \
	X(VERSION, "unsupported version")                                      \
	X(TRUNCATED, "file truncated")                                         \
	X(CHECKSUM, "checksum mismatch")                                       \
	X(CORRUPT, "corrupt data")                                             \
	X(PARSE, "parse error")                                                \
	X(UNKNOWN_EVENT, "unknown event")                                      \
	X(UNKNOWN_FIELD, "unknown field")                                      \
	X(BAD_NUMBER, "malformed number")                                      \
	X(INVAL, "invalid argument")                                           \
	X(UNSUPPORTED, "not supported")                                        \
	X(PERM, "permission denied")                                           \
	X(NOSPC, "no space left on device")                                    \
	X(TRACEFS, "tracefs error")                                            \
	X(MODEL, "model error")                                                \
	X(ABI, "model ABI mismatch")                                           \
	X(INTERRUPTED, "interrupted")

enum mmr_errcode {
	MMR_OK = 0,
#define MMR_X_ENUM(n, t) MMR_E_##n##_IDX,
	MMR_ERRORS(MMR_X_ENUM)
#undef MMR_X_ENUM
	MMR_E__COUNT
};

#define MMR_X_NEG(n, t) MMR_E##n = -(MMR_E_##n##_IDX),
enum mmr_errval { MMR_E__FIRST = 0, MMR_ERRORS(MMR_X_NEG) };
#undef MMR_X_NEG

/* Detailed error: code plus a message such as "run.mmr: offset 4096: checksum mismatch". */
struct mmr_error {
	int code;
	char msg[512];
};

/* Text for a negative MMR_E* code (or a negative errno); never NULL, must not be freed. */
const char *mmr_strerror(int code) MMR_API;

/*
 * Record an error in @err (which may be NULL) and return @code, so that
 * library code can write `return mmr_error_set(err, MMR_EIO, "%s: ...", path);`.
 */
int mmr_error_set(struct mmr_error *err, int code, const char *fmt, ...)
	__attribute__((format(printf, 3, 4))) MMR_API;
int mmr_error_vset(struct mmr_error *err, int code, const char *fmt, va_list ap) MMR_API;

/* Message of @err if set, else mmr_strerror(@code). */
const char *mmr_error_msg(const struct mmr_error *err, int code) MMR_API;

#ifdef __cplusplus
}
#endif
#endif
