/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * What libmmreplay exports.  The library is built with -fvisibility=hidden:
 * only the declarations marked MMR_API in these headers are its ABI
 * (tests/build-exports.sh holds `nm -D` of libmmreplay.so to them).  The mark
 * goes after the declarator, before the ';':
 *
 *	int mmr_foo(struct mmr_bar *b) MMR_API;
 */
#ifndef MMREPLAY_EXPORT_H
#define MMREPLAY_EXPORT_H

#ifndef MMR_API
#if defined(__GNUC__) || defined(__clang__)
#define MMR_API __attribute__((visibility("default")))
#else
#define MMR_API
#endif
#endif

#endif
