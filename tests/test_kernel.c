// SPDX-License-Identifier: GPL-2.0
/* include/mmreplay/kernel.h: the kernel-version table and its resolution. */
#include <string.h>

#include "mmreplay/kernel.h"
#include "test.h"

int main(void)
{
	unsigned int i;

	CHECK_EQ(mmr_kernel_release_code("6.12.117+deb12-amd64"), 6012117);
	CHECK_EQ(mmr_kernel_release_code("6.18.44-fc-v1098"), 6018044);
	CHECK_EQ(mmr_kernel_release_code("6.1"), 6001000);
	CHECK_EQ(mmr_kernel_release_code("6.13-rc1"), 6013000);
	CHECK_EQ(mmr_kernel_release_code("linux"), 0);
	CHECK_EQ(mmr_kernel_release_code(NULL), 0);

	/* mainline: from the release that merged it */
	CHECK(!mmr_kernel_has(MMR_KR_LAZY_CPUMASK, "6.12.117", NULL));
	CHECK(mmr_kernel_has(MMR_KR_LAZY_CPUMASK, "6.13", NULL));
	CHECK(mmr_kernel_has(MMR_KR_LAZY_CPUMASK, "6.18.44-fc-v1098", NULL));
	CHECK(!mmr_kernel_has(MMR_KR_MIGRATE_BATCH, "6.2.16", NULL));
	CHECK(mmr_kernel_has(MMR_KR_MIGRATE_BATCH, "6.3.1", NULL));
	CHECK(mmr_kernel_has(MMR_KR_LAZY_TLB, "5.4.0", NULL));
	CHECK(!mmr_kernel_has(MMR_KR_LAZY_TLB, "4.18", NULL));
	CHECK(mmr_kernel_has(MMR_KR_LAZY_TLB, "10.0", NULL));

	/* stable backports: the first release of the series with it, and later ones */
	CHECK(mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.15.0", NULL));
	CHECK(mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.12.117+deb12-amd64", NULL));
	CHECK(mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.12.23", NULL));
	CHECK(!mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.12.22", NULL));
	CHECK(mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.1.158-1", NULL));
	CHECK(!mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.1.0", NULL));
	CHECK(!mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "6.2.16", NULL)); /* no 6.2.y backport */
	CHECK(mmr_kernel_has(MMR_KR_RANGE_FREED_TABLES, "5.4.292", NULL));

	/* a CPU flag where the rule needs one */
	CHECK(!mmr_kernel_has(MMR_KR_INVLPGB, "6.15", "pcid,invpcid"));
	CHECK(mmr_kernel_has(MMR_KR_INVLPGB, "6.15", "pcid,invlpgb"));
	CHECK(mmr_kernel_has(MMR_KR_INVLPGB, "6.18", "invlpgb pcid"));
	CHECK(!mmr_kernel_has(MMR_KR_INVLPGB, "6.14", "invlpgb"));
	CHECK(!mmr_kernel_has(MMR_KR_INVLPGB, "6.15", "invlpgbx"));

	/* an unknown release is the newest kernel, CPU flags still apply */
	for (i = 0; i < MMR_KR__COUNT; i++) {
		const struct mmr_kernel_rule *r = mmr_kernel_rule(i);

		CHECK(r && r->name && r->commit && r->what && r->since > 0);
		CHECK_EQ(mmr_kernel_rule_find(r->name), (int)i);
		CHECK_EQ(mmr_kernel_has(i, NULL, NULL), r->cpu_flag == NULL);
	}
	CHECK(!mmr_kernel_rule(MMR_KR__COUNT));
	CHECK_EQ(mmr_kernel_rule_find("no_such_rule"), -1);
	return test_done();
}
