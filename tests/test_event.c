// SPDX-License-Identifier: GPL-2.0
/* The event table: lookups by name, field tables, symbols, error texts. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/meta.h"
#include "test.h"

int main(void)
{
	const struct mmr_field *f;
	struct mmr_event ev;
	struct mmr_meta *m;
	unsigned int k;

	CHECK(mmr_event_lookup("tlb", "tlb_flush") == MMR_EV_TLB_FLUSH);
	CHECK(mmr_event_lookup("tlb:tlb_flush", NULL) == MMR_EV_TLB_FLUSH);
	CHECK(mmr_event_lookup("vmscan", "mm_vmscan_writepage") == MMR_EV_VMSCAN_WRITE_FOLIO);
	CHECK(mmr_event_lookup("kmem", "no_such_event") == MMR_EV_NONE);
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *info = mmr_event_info(k);

		CHECK(info && info->name && info->nr_fields > 0);
		CHECK(mmr_event_lookup(info->system, info->name) == k);
	}
	f = mmr_event_field(MMR_EV_PAGE_ALLOC, "pfn");
	CHECK(f && f->offset == offsetof(struct mmr_event, page.pfn));
	mmr_event_init(&ev, MMR_EV_PAGE_ALLOC);
	mmr_field_set(&ev, f, 0x1000);
	CHECK(ev.page.pfn == 0x1000 && mmr_field_get(&ev, f) == 0x1000);
	f = mmr_event_field(MMR_EV_TLB_FLUSH, "pages");
	mmr_field_set(&ev, f, -1);
	CHECK(mmr_field_get(&ev, f) == -1);

	CHECK(mmr_sym_lookup("flush_tlb_func") == MMR_SYM_FLUSH_TLB_FUNC);
	CHECK(mmr_sym_lookup("flush_tlb_func.cold") == MMR_SYM_FLUSH_TLB_FUNC);
	CHECK(mmr_sym_lookup("flush_tlb_function") == MMR_SYM_OTHER);
	CHECK(!strcmp(mmr_sym_name(MMR_SYM_GENERIC_SMP_CFSI),
		      "generic_smp_call_function_single_interrupt"));

	CHECK(!strcmp(mmr_strerror(MMR_ECHECKSUM), "checksum mismatch"));
	CHECK(!strcmp(mmr_strerror(MMR_ENOMEM), "out of memory"));

	m = mmr_meta_new();
	CHECK(m && mmr_meta_set(m, "cpus", "4") == 0);
	CHECK(mmr_meta_setf(m, "page_size", "%d", 4096) == 0);
	CHECK(mmr_meta_set(m, "cpus", "8") == 0);
	CHECK(mmr_meta_get_i64(m, "cpus", -1) == 8 && mmr_meta_count(m) == 2);
	CHECK(mmr_meta_get_i64(m, "missing", -1) == -1);
	mmr_meta_free(m);
	mmr_meta_free(NULL);

	{
		uint64_t set[5];
		unsigned int max = 0;

		CHECK_EQ(mmr_cpulist_parse("0-3,8", NULL, 4096, &max), 0);
		CHECK_EQ(max, 9);
		max = 0;
		CHECK_EQ(mmr_cpulist_parse("256-259,300 trailing", set, 301, &max), 5);
		CHECK_EQ(max, 301);
		CHECK(set[4] == ((1ull << 0) | (1ull << 1) | (1ull << 2) | (1ull << 3) |
				 (1ull << (300 - 256))));
		CHECK_EQ(mmr_cpulist_parse("0-300", set, 300, NULL), -1);
		CHECK_EQ(mmr_cpulist_parse("2-1", NULL, 64, NULL), -1);
		CHECK_EQ(mmr_cpulist_parse("1,,2", NULL, 64, NULL), -1);
	}
	return test_done();
}
