// SPDX-License-Identifier: LGPL-2.1
/*
 * Event groups of `mmreplay record -e` (mmr_capture_parse_groups(),
 * include/mmreplay/capture.h): names for classes of events or tracepoint
 * systems, added and taken out in order.
 */
#include <string.h>

#include "capture-local.h"
#include "mmreplay/capture.h"

static const struct {
	const char *name;
	unsigned int classes;      /* whole classes */
	const char *systems[4];    /* or individual tracepoint systems */
} groups[] = {
	{ "schedule", MMR_CLASS_SCHEDULE, { NULL } },
	{ "unmap", MMR_CLASS_UNMAP, { NULL } },
	{ "fault", MMR_CLASS_FAULT, { NULL } },
	{ "alloc", MMR_CLASS_ALLOC, { NULL } },
	{ "migrate", MMR_CLASS_MIGRATE, { NULL } },
	{ "measured", MMR_CLASS_MEASURED, { NULL } },
	{ "tlb", 0, { "tlb" } },
	{ "ipi", 0, { "ipi", "csd", "irq_vectors" } },
	{ "lock", 0, { "lock" } },
	{ "filemap", 0, { "filemap" } },
	{ "all", MMR_CLASS_SCHEDULE | MMR_CLASS_UNMAP | MMR_CLASS_FAULT | MMR_CLASS_ALLOC |
		 MMR_CLASS_MIGRATE | MMR_CLASS_MEASURED, { NULL } },
};

const char *mmr_capture_group_names(void)
{
	return "schedule,unmap,fault,alloc,migrate,measured; finer: tlb,ipi,lock,filemap; all";
}

uint64_t mmr_cap_all_kinds(void)
{
	uint64_t m = 0;

	for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++)
		if (!(mmr_event_info(k)->class_mask & MMR_CLASS_META))
			m |= 1ull << k;
	return m;
}

int mmr_capture_parse_groups(const char *list, uint64_t *events, struct mmr_error *err)
{
	const char *p = list;

	_Static_assert(MMR_EV__COUNT <= 64, "event kinds must fit a 64-bit mask");
	*events = 0;
	while (*p) {
		int out = *p == '-';
		size_t len, g;
		uint64_t m = 0;

		p += out; /* "-GROUP": out of what the groups before it gave */
		len = strcspn(p, ",");
		for (g = 0; g < sizeof(groups) / sizeof(groups[0]); g++)
			if (strlen(groups[g].name) == len && !strncmp(groups[g].name, p, len))
				break;
		if (g == sizeof(groups) / sizeof(groups[0]))
			return mmr_error_set(err, MMR_EINVAL, "unknown event group '%.*s' (groups: %s)",
					     (int)len, p, mmr_capture_group_names());
		for (unsigned int k = MMR_EV_NONE + 1; k < MMR_EV__COUNT; k++) {
			const struct mmr_event_info *ei = mmr_event_info(k);

			if (ei->class_mask & MMR_CLASS_META)
				continue;
			if (ei->class_mask & groups[g].classes)
				m |= 1ull << k;
			for (int s = 0; s < 4 && groups[g].systems[s]; s++)
				if (!strcmp(ei->system, groups[g].systems[s]))
					m |= 1ull << k;
		}
		*events = out ? *events & ~m : *events | m;
		p += len;
		if (*p == ',')
			p++;
	}
	if (!*events)
		return mmr_error_set(err, MMR_EINVAL, "%s (groups: %s)",
				     *list ? "no event left in the groups given" :
				     "no event group given", mmr_capture_group_names());
	return 0;
}
