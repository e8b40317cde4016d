// SPDX-License-Identifier: LGPL-2.1
/*
 * The kernel-version table of include/mmreplay/kernel.h.  Where a rule was
 * measured against real kernels, docs/fidelity.md says how.
 */
#include <stdio.h>
#include <string.h>

#include "mmreplay/kernel.h"
#include "mmreplay/model.h"

static const struct mmr_kernel_rule rules[MMR_KR__COUNT] = {
	[MMR_KR_LAZY_TLB] = { "lazy_tlb", 4019, NULL, NULL, "016c4d92cd16",
		"flush_tlb_mm_range() skips lazy CPUs unless page tables were freed "
		"(tlb_is_not_lazy(), the freed_tables argument)" },
	[MMR_KR_LAZY_CPUMASK] = { "lazy_cpumask", 6013, NULL, NULL, "209954cbc7d0",
		"mm_cpumask keeps a CPU after it switches away; flushes trim it, to CPUs "
		"not running the mm once a second (6db2526c1d69)" },
	[MMR_KR_INVLPGB] = { "invlpgb", 6015, NULL, "invlpgb", "4afeb0ed1753",
		"AMD INVLPGB: broadcast invalidation replaces IPIs for mms on more than 3 CPUs "
		"and for reclaim's batch flush" },
	[MMR_KR_MIGRATE_BATCH] = { "migrate_batch", 6003, NULL, NULL, "7e12beb8ca2a",
		"migrate_pages() batches its TLB flush (else one flush per page)" },
	[MMR_KR_FREE_BATCH] = { "free_batch", 6009, NULL, NULL, "bc2ff4cbc329",
		"shrink_folio_list() frees through a folio_batch and flushes each time it fills "
		"(PAGEVEC_SIZE 31)" },
	[MMR_KR_PT_RECLAIM] = { "pt_reclaim", 6014, NULL, NULL, "6375e95f381e",
		"MADV_DONTNEED over a whole 2 MiB span frees the emptied PTE table: a "
		"freed-tables flush (CONFIG_PT_RECLAIM)" },
	[MMR_KR_RANGE_FREED_TABLES] = { "range_freed_tables", 6015,
		"6.14.2 6.13.11 6.12.23 6.6.87 6.1.134 5.15.180 5.10.236 5.4.292", NULL,
		"3ef938c35035",
		"x86 flush_tlb_range() passes freed_tables: mremap's move, THP and other "
		"range flushes IPI lazy CPUs too and trim the mask" },
	[MMR_KR_PCP_HIGHORDER] = { "pcp_highorder", 5013, NULL, NULL, "44042b449872",
		"per-cpu page lists hold orders 1-3 and THP too" },
	[MMR_KR_PCP_AUTOTUNE] = { "pcp_autotune", 6007, NULL, NULL, "51a755c56dc0",
		"per-cpu high is tuned between high_min and high_max, with decay" },
	[MMR_KR_MEMCG_BATCH_64] = { "memcg_batch_64", 6001, NULL, NULL, "1813e51eece0",
		"MEMCG_CHARGE_BATCH is 64 pages (32 before)" },
	[MMR_KR_MEMCG_MULTI_STOCK] = { "memcg_multi_stock", 6016, NULL, NULL, "f735eebe55f8",
		"the per-CPU charge stock caches 7 memcgs (NR_MEMCG_STOCK)" },
	[MMR_KR_NUMA_NO_RATELIMIT] = { "numa_no_ratelimit", 4019, NULL, NULL, "efaffc5e40ae",
		"NUMA balancing migrates without the per-node rate limit" },
	[MMR_KR_MPROTECT_GATHER] = { "mprotect_gather", 6000, NULL, NULL, "4a18419f71cd",
		"mprotect gathers its flushes into one per call (tlb_finish_mmu()), and x86 "
		"skips it when PTEs only gain permissions (pte_needs_flush(), c9fe66560bf2)" },
	[MMR_KR_SWITCH_IPI] = { "switch_ipi", 6015, "6.14.7", NULL, "fea4e317f9e7",
		"should_flush_tlb() IPIs a CPU in the middle of switch_mm_irqs_off() "
		"(loaded_mm == LOADED_MM_SWITCHING), which then trims itself from the mask "
		"of an mm it is not switching to" },
};

const struct mmr_kernel_rule *mmr_kernel_rule(unsigned int id)
{
	return id < MMR_KR__COUNT ? &rules[id] : NULL;
}

int mmr_kernel_rule_find(const char *name)
{
	unsigned int i;

	for (i = 0; name && i < MMR_KR__COUNT; i++)
		if (!strcmp(rules[i].name, name))
			return (int)i;
	return -1;
}

unsigned long mmr_kernel_release_code(const char *release)
{
	unsigned int maj = 0, min = 0, patch = 0;
	int n;

	if (!release)
		return 0;
	n = sscanf(release, "%u.%u.%u", &maj, &min, &patch);
	if (n < 2 || maj > 999 || min > 999)
		return 0;
	if (n < 3 || patch > 999)
		patch = 0;
	return (unsigned long)maj * 1000000ul + min * 1000ul + patch;
}

/* Is @flag one of the comma or space separated words of @flags? */
static int has_flag(const char *flags, const char *flag)
{
	size_t n = strlen(flag);
	const char *f;

	for (f = flags ? strstr(flags, flag) : NULL; f; f = strstr(f + 1, flag))
		if ((f == flags || f[-1] == ',' || f[-1] == ' ') &&
		    (f[n] == 0 || f[n] == ',' || f[n] == ' '))
			return 1;
	return 0;
}

int mmr_kernel_has(unsigned int id, const char *release, const char *cpu_flags)
{
	const struct mmr_kernel_rule *r = mmr_kernel_rule(id);
	unsigned long code = mmr_kernel_release_code(release);
	const char *s;

	if (!r)
		return 0;
	if (r->cpu_flag && !has_flag(cpu_flags, r->cpu_flag))
		return 0;
	if (!code || code / 1000 >= (unsigned long)r->since)
		return 1;
	/* a stable release of the same series at or past its backport */
	for (s = r->stable; s && *s;) {
		unsigned long b = mmr_kernel_release_code(s);

		if (b && b / 1000 == code / 1000 && code >= b)
			return 1;
		s += strcspn(s, " ");
		s += strspn(s, " ");
	}
	return 0;
}

const char *mmr_model_kernel(const struct mmr_model_ctx *ctx, const struct mmr_params *p)
{
	const char *k = mmr_params_get(p, "kernel");

	if (!k || !strcmp(k, "auto") || !*k)
		k = ctx && ctx->meta ? mmr_meta_get(ctx->meta, "kernel") : NULL;
	if (mmr_params_get(p, "kernel"))
		mmr_params_resolve(p, "kernel", k && *k ? k : "unknown");
	return k && *k ? k : NULL;
}

int mmr_model_rule(const struct mmr_model_ctx *ctx, const struct mmr_params *p, const char *model,
		   unsigned int id, struct mmr_error *err)
{
	const struct mmr_kernel_rule *r = mmr_kernel_rule(id);
	const char *v = r ? mmr_params_get(p, r->name) : NULL;
	int on;

	if (!r)
		return mmr_error_set(err, MMR_EINVAL, "%s: no kernel rule %u", model, id);
	if (!v || !strcmp(v, "auto")) {
		on = mmr_kernel_has(id, mmr_model_kernel(ctx, p),
				    ctx && ctx->meta ? mmr_meta_get(ctx->meta, "cpu_flags") : NULL);
	} else if (!strcmp(v, "0") || !strcmp(v, "1")) {
		on = *v == '1';
	} else {
		return mmr_error_set(err, MMR_EINVAL, "%s: %s=%s: expected 0, 1 or auto", model,
				     r->name, v);
	}
	if (v)
		mmr_params_resolve(p, r->name, on ? "1" : "0");
	return on;
}
