// SPDX-License-Identifier: LGPL-2.1
/*
 * Shared pieces of the lock-traffic models: metric tables and optional
 * parameters (the zone table and growable arrays: replay/lock-shared.c).
 */
#include <inttypes.h>

#include "lock-common.h"

const struct mmr_metric_def mmr_lk_zone_metrics[MMR_LK_ZONE__N] = {
	[MMR_LK_ZONE_LOCK] = { "zone.lock", "zone->lock acquisitions (refill + drain + direct)" },
	[MMR_LK_ZONE_REFILL] = { "zone.lock.refill", "acquisitions to refill a per-cpu list (rmqueue_bulk)" },
	[MMR_LK_ZONE_DRAIN] = { "zone.lock.drain", "acquisitions to drain a per-cpu list (free_pcppages_bulk)" },
	[MMR_LK_ZONE_DIRECT] = { "zone.lock.direct", "acquisitions for one buddy alloc/free (rmqueue_buddy, free_one_page)" },
	[MMR_LK_ZONE_BOUNCE] = { "zone.line_bounce", "acquisitions whose previous holder of that zone's lock was another CPU" },
};

const struct mmr_metric_def mmr_lk_memcg_metrics[MMR_LK_MEMCG__N] = {
	[MMR_LK_MEMCG_UPDATE] = { "memcg.counter_update", "writes to a shared memcg usage counter (one per hierarchy level)" },
	[MMR_LK_MEMCG_LOCK] = { "memcg.lock", "spinlock acquisitions on a shared memcg counter" },
	[MMR_LK_MEMCG_BOUNCE] = { "memcg.line_bounce", "counter writes whose previous writer was another CPU" },
};

const struct mmr_metric_def mmr_lk_mig_metrics[MMR_LK_MIG__N] = {
	[MMR_LK_MIG_LOCK] = { "migrate.lock", "acquisitions of the per-node migrate rate-limit lock" },
	[MMR_LK_MIG_LIMITED] = { "migrate.ratelimited", "misplaced pages the rate limit refused" },
	[MMR_LK_MIG_PAGES] = { "migrate.pages", "misplaced pages migrated (not refused)" },
	[MMR_LK_MIG_BOUNCE] = { "migrate.line_bounce", "writes to a node's rate-limit state by another CPU than the last" },
};

int mmr_lk_param_opt(const struct mmr_params *p, const char *name, int64_t *out,
		     struct mmr_error *err)
{
	const char *v = mmr_params_get(p, name);
	int rc;

	if (!v || !*v)
		return 0;
	rc = mmr_params_i64(p, name, out, err);
	return rc < 0 ? rc : 1;
}

int mmr_lk_param_range(const struct mmr_params *p, const char *name, int64_t lo, int64_t hi,
		       int64_t *out, struct mmr_error *err)
{
	int rc = mmr_params_i64(p, name, out, err);

	if (rc < 0)
		return rc;
	if (*out < lo || *out > hi)
		return mmr_error_set(err, MMR_EINVAL, "parameter %s=%" PRId64 ": must be in %" PRId64
				     "..%" PRId64, name, *out, lo, hi);
	return 0;
}
