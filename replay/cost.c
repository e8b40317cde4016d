// SPDX-License-Identifier: LGPL-2.1
/*
 * The cost table of include/mmreplay/cost.h.  The figures and their sources
 * are docs/cost.md's; a metric with no published figure costs 0 and says so
 * there.  A metric may be costed by several items (the line bounces of the
 * lock models share one).
 */
#include <stdlib.h>
#include <string.h>

#include "mmreplay/cost.h"

/* Hansen's cycles were counted on an i5-3320M (IvyBridge, 2.6 GHz nominal). */
#define COST_GHZ 2.6

static const struct cost_def {
	const char *key, *metric, *unit;
	double value;
	const char *source;
} cost_defs[] = {
	{ "round_ns", "tlb.flush_rounds", "ns", 5940,
	  "Chuyi Zhou, LKML 2026: madvise + shootdown of 3 busy threads, Ice Lake Xeon 8336C "
	  "(the sender's whole round, its wait for the targets included)" },
	{ "ipi_ns", "tlb.ipi", "ns", 0,
	  "none published in docs/cost.md: a target's interrupt entry and exit; its flush is "
	  "costed by invlpg_ns and full_flush_cycles" },
	{ "invlpg_ns", "tlb.invlpg", "ns", 100,
	  "arch/x86/mm/tlb.c tlb_single_page_flush_ceiling comment (each single flush about "
	  "100 ns); Dave Hansen, linux-mm 2014-02-18" },
	{ "full_flush_cycles", "tlb.full_flush", "cycles", 2283,
	  "Dave Hansen, linux-mm 2014-02-18 (a5102476a24b): full flush, IvyBridge i5-3320M" },
	{ "local_flush_cycles", "tlb.local_flush", "cycles", 1276,
	  "Dave Hansen, linux-mm 2014-02-18: flush_tlb_mm_range() of 1 page, IvyBridge" },
	{ "broadcast_ns", "tlb.broadcast", "ns", 0, "none published in docs/cost.md (INVLPGB)" },
	{ "bounce_cycles", "zone.line_bounce", "cycles", 2200,
	  "Pan Deng, sched/rt cpupri_vec patch: perf c2c, 2.2K-8.7K cycles per load of a "
	  "contended line (the low end)" },
	{ "bounce_cycles", "memcg.line_bounce", "cycles", 2200, NULL },
	{ "bounce_cycles", "migrate.line_bounce", "cycles", 2200, NULL },
};
#define NR_COST (sizeof(cost_defs) / sizeof(cost_defs[0]))

struct mmr_cost {
	double value[NR_COST];
	int overridden[NR_COST];
	double ghz;
};

static int parse_value(const char *s, size_t n, double *out)
{
	char buf[64], *e;

	if (!n || n >= sizeof(buf))
		return -1;
	memcpy(buf, s, n);
	buf[n] = 0;
	*out = strtod(buf, &e);
	return *e || !(*out >= 0) || *out > 1e12 ? -1 : 0;
}

int mmr_cost_new(const char *spec, struct mmr_cost **out, struct mmr_error *err)
{
	struct mmr_cost *c = calloc(1, sizeof(*c));
	const char *p = spec ? spec : "";
	unsigned int i;

	*out = NULL;
	if (!c)
		return mmr_error_set(err, MMR_ENOMEM, "cost: out of memory");
	for (i = 0; i < NR_COST; i++)
		c->value[i] = cost_defs[i].value;
	c->ghz = COST_GHZ;
	while (*p) {
		const char *eq = strchr(p, '='), *end = strchr(p, ',');
		size_t kn;
		double v;
		int found = 0;

		if (!end)
			end = p + strlen(p);
		if (!eq || eq > end) {
			mmr_cost_free(c);
			return mmr_error_set(err, MMR_EINVAL, "cost: '%.*s' is not key=value",
					     (int)(end - p), p);
		}
		kn = (size_t)(eq - p);
		if (parse_value(eq + 1, (size_t)(end - eq - 1), &v) < 0) {
			mmr_cost_free(c);
			return mmr_error_set(err, MMR_EINVAL,
					     "cost: %.*s: '%.*s' is not a number >= 0", (int)kn, p,
					     (int)(end - eq - 1), eq + 1);
		}
		if (kn == 3 && !strncmp(p, "ghz", 3)) {
			if (v <= 0) {
				mmr_cost_free(c);
				return mmr_error_set(err, MMR_EINVAL, "cost: ghz must be above 0");
			}
			c->ghz = v;
			found = 1;
		}
		for (i = 0; i < NR_COST; i++)
			if (strlen(cost_defs[i].key) == kn && !strncmp(p, cost_defs[i].key, kn)) {
				c->value[i] = v;
				c->overridden[i] = 1;
				found = 1;
			}
		if (!found) {
			mmr_cost_free(c);
			return mmr_error_set(err, MMR_EINVAL,
					     "cost: unknown key '%.*s' (round_ns, ipi_ns, invlpg_ns, "
					     "full_flush_cycles, local_flush_cycles, broadcast_ns, "
					     "bounce_cycles, ghz)",
					     (int)kn, p);
		}
		p = *end ? end + 1 : end;
	}
	*out = c;
	return 0;
}

void mmr_cost_free(struct mmr_cost *c)
{
	free(c);
}

unsigned int mmr_cost_nr_items(const struct mmr_cost *c)
{
	return c ? (unsigned int)NR_COST : 0;
}

static double item_ns(const struct mmr_cost *c, unsigned int i)
{
	return strcmp(cost_defs[i].unit, "cycles") ? c->value[i] : c->value[i] / c->ghz;
}

int mmr_cost_item(const struct mmr_cost *c, unsigned int i, struct mmr_cost_item *out)
{
	unsigned int j;

	if (!c || i >= NR_COST)
		return MMR_EINVAL;
	out->key = cost_defs[i].key;
	out->metric = cost_defs[i].metric;
	out->unit = cost_defs[i].unit;
	out->source = cost_defs[i].source;
	for (j = i; !out->source && j > 0; j--) /* a shared item names its source once */
		out->source = cost_defs[j - 1].source;
	out->value = c->value[i];
	out->ns = item_ns(c, i);
	out->overridden = c->overridden[i];
	return 0;
}

double mmr_cost_ghz(const struct mmr_cost *c)
{
	return c ? c->ghz : 0;
}

double mmr_cost_ns(const struct mmr_cost *c, const struct mmr_counters *counters)
{
	double ns = 0;
	unsigned int i;

	for (i = 0; c && i < NR_COST; i++) {
		int m = mmr_counters_find(counters, cost_defs[i].metric);

		if (m >= 0)
			ns += (double)mmr_counters_total(counters, (unsigned int)m) * item_ns(c, i);
	}
	return ns;
}
