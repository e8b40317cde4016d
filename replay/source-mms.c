// SPDX-License-Identifier: LGPL-2.1
/* PLACEHOLDER: replaced by the real reader. */
#include "source-local.h"

int mmr_source_open_mms(struct mmr_source *src, struct mmr_error *err)
{
	return mmr_error_set(err, MMR_EUNSUPPORTED, "%s: reader not built yet", src->path);
}
