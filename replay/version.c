// SPDX-License-Identifier: LGPL-2.1
/* The library's version (mmreplay/version.h, written by the build). */
#include "mmreplay/version.h"

const char *mmr_version(void)
{
	return MMR_VERSION_STRING;
}
