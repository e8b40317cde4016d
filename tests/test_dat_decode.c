// SPDX-License-Identifier: GPL-2.0
/*
 * The decoder (replay/decode.c) on hand-made records: a tep built from
 * format text the way a kernel prints it, records laid out byte by byte, and
 * the exact struct mmr_event each must give.  Covers field sizes other than
 * the destination's (sign extension), comm truncation, a 512-CPU
 * __data_loc cpumask, symbol classification and its cache, optional fields
 * that a kernel lacks, unknown events, and records too short for their
 * format.
 */
#include <stdlib.h>
#include <string.h>

#include "decode.h"
#include "mmreplay/error.h"
#include "test.h"

#define HDR "format:\n" \
	"\tfield:unsigned short common_type;\toffset:0;\tsize:2;\tsigned:0;\n" \
	"\tfield:unsigned char common_flags;\toffset:2;\tsize:1;\tsigned:0;\n" \
	"\tfield:unsigned char common_preempt_count;\toffset:3;\tsize:1;\tsigned:0;\n" \
	"\tfield:int common_pid;\toffset:4;\tsize:4;\tsigned:1;\n\n"

static const char fmt_ipi_mask[] = "name: ipi_send_cpumask\nID: 10\n" HDR
	"\tfield:__data_loc cpumask_t cpumask;\toffset:8;\tsize:4;\tsigned:0;\n"
	"\tfield:void * callsite;\toffset:16;\tsize:8;\tsigned:0;\n"
	"\tfield:void * callback;\toffset:24;\tsize:8;\tsigned:0;\n\n"
	"print fmt: \"cpumask=%s callsite=%pS callback=%pS\", __get_cpumask(cpumask), "
	"REC->callsite, REC->callback\n";

/* an "older kernel" sched_switch: 4-byte prev_state, 2-byte next_prio */
static const char fmt_switch[] = "name: sched_switch\nID: 11\n" HDR
	"\tfield:char prev_comm[16];\toffset:8;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t prev_pid;\toffset:24;\tsize:4;\tsigned:1;\n"
	"\tfield:int prev_prio;\toffset:28;\tsize:4;\tsigned:1;\n"
	"\tfield:int prev_state;\toffset:32;\tsize:4;\tsigned:1;\n"
	"\tfield:char next_comm[16];\toffset:36;\tsize:16;\tsigned:0;\n"
	"\tfield:pid_t next_pid;\toffset:52;\tsize:4;\tsigned:1;\n"
	"\tfield:short next_prio;\toffset:56;\tsize:2;\tsigned:1;\n\n"
	"print fmt: \"prev_pid=%d next_pid=%d\", REC->prev_pid, REC->next_pid\n";

static const char fmt_tlb[] = "name: tlb_flush\nID: 12\n" HDR
	"\tfield:int reason;\toffset:8;\tsize:4;\tsigned:1;\n"
	"\tfield:unsigned long pages;\toffset:16;\tsize:8;\tsigned:0;\n\n"
	"print fmt: \"pages:%ld reason:%d\", REC->pages, REC->reason\n";

/* zone_locked of a kernel without percpu_refill (optional in the table) */
static const char fmt_zone[] = "name: mm_page_alloc_zone_locked\nID: 13\n" HDR
	"\tfield:unsigned long pfn;\toffset:8;\tsize:8;\tsigned:0;\n"
	"\tfield:unsigned int order;\toffset:16;\tsize:4;\tsigned:0;\n"
	"\tfield:int migratetype;\toffset:20;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"pfn=0x%lx order=%u\", REC->pfn, REC->order\n";

static const char fmt_unknown[] = "name: sched_stat_runtime\nID: 20\n" HDR
	"\tfield:pid_t pid;\toffset:8;\tsize:4;\tsigned:1;\n\n"
	"print fmt: \"pid=%d\", REC->pid\n";

static const char kallsyms[] =
	"ffffffff81000000 T flush_tlb_mm_range\n"
	"ffffffff81000100 t flush_tlb_func\n"
	"ffffffff81000200 T some_other_function\n"
	"ffffffff81000300 T _etext\n";

static void put(unsigned char *rec, size_t off, uint64_t v, size_t size)
{
	memcpy(rec + off, &v, size); /* little-endian host, little-endian "file" */
}

static void header(unsigned char *rec, uint16_t type, int32_t pid)
{
	put(rec, 0, type, 2);
	put(rec, 4, (uint32_t)pid, 4);
}

static int decode(struct mmr_decoder *d, unsigned char *buf, int size, int cpu,
		  struct mmr_event *ev, const char **unknown)
{
	struct tep_record rec = { 0 };

	rec.ts = 1000;
	rec.data = buf;
	rec.size = size;
	rec.cpu = cpu;
	return mmr_decoder_decode(d, &rec, cpu, ev, unknown);
}

int main(void)
{
	const char *fmts[] = { fmt_ipi_mask, fmt_switch, fmt_tlb, fmt_zone, fmt_unknown };
	const char *sys[] = { "ipi", "sched", "tlb", "kmem", "sched" };
	struct tep_handle *tep = tep_alloc();
	unsigned char rec[256];
	struct mmr_decoder *d;
	struct mmr_event ev;
	const char *unk, *unk2;
	unsigned int i;

	CHECK(tep != NULL);
	tep_set_long_size(tep, 8);
	tep_set_file_bigendian(tep, TEP_LITTLE_ENDIAN);
	tep_set_local_bigendian(tep, TEP_LITTLE_ENDIAN);
	for (i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		CHECK_EQ(tep_parse_event(tep, fmts[i], strlen(fmts[i]), sys[i]), 0);
	CHECK_EQ(tep_parse_kallsyms(tep, kallsyms), 0);
	d = mmr_decoder_new(tep);
	CHECK(d != NULL);

	/* ipi_send_cpumask: 64-byte mask at 32 (data_loc = 64 << 16 | 32), CPUs 0 63 64 300 511 */
	memset(rec, 0, sizeof(rec));
	header(rec, 10, 4242);
	put(rec, 8, 64u << 16 | 32u, 4);
	put(rec, 16, 0xffffffff81000010ull, 8); /* inside flush_tlb_mm_range */
	put(rec, 24, 0xffffffff81000100ull, 8); /* flush_tlb_func itself */
	put(rec, 32, 1ull | 1ull << 63, 8);
	put(rec, 40, 1ull, 8);
	put(rec, 32 + 8 * 4, 1ull << (300 - 256), 8);
	put(rec, 32 + 8 * 7, 1ull << 63, 8);
	CHECK_EQ(decode(d, rec, 96, 3, &ev, NULL), 1);
	CHECK_EQ(ev.kind, MMR_EV_IPI_SEND_CPUMASK);
	CHECK_EQ(ev.ts, 1000);
	CHECK_EQ(ev.cpu, 3);
	CHECK_EQ(ev.pid, 4242);
	CHECK_EQ(ev.tgid, 0);
	CHECK_EQ(ev.ipi.cpumask.nbits, 512);
	CHECK_EQ(mmr_cpumask_weight(&ev.ipi.cpumask), 5);
	CHECK(mmr_cpumask_test(&ev.ipi.cpumask, 0) && mmr_cpumask_test(&ev.ipi.cpumask, 63) &&
	      mmr_cpumask_test(&ev.ipi.cpumask, 64) && mmr_cpumask_test(&ev.ipi.cpumask, 300) &&
	      mmr_cpumask_test(&ev.ipi.cpumask, 511));
	CHECK(!mmr_cpumask_test(&ev.ipi.cpumask, 1) && !mmr_cpumask_test(&ev.ipi.cpumask, 512));
	CHECK_EQ(ev.ipi.callsite.addr, 0xffffffff81000010ull);
	CHECK_EQ(ev.ipi.callsite.sym, MMR_SYM_FLUSH_TLB_MM_RANGE);
	CHECK_EQ(ev.ipi.callback.sym, MMR_SYM_FLUSH_TLB_FUNC);
	/* same addresses again (cache hit), an unknown function, a NULL callback */
	put(rec, 24, 0, 8);
	CHECK_EQ(decode(d, rec, 96, 0, &ev, NULL), 1);
	CHECK_EQ(ev.ipi.callsite.sym, MMR_SYM_FLUSH_TLB_MM_RANGE);
	CHECK_EQ(ev.ipi.callback.sym, MMR_SYM_NONE);
	put(rec, 16, 0xffffffff81000208ull, 8);
	CHECK_EQ(decode(d, rec, 96, 0, &ev, NULL), 1);
	CHECK_EQ(ev.ipi.callsite.sym, MMR_SYM_OTHER);
	/* many distinct addresses: the symbol table grows and keeps answering */
	for (i = 0; i < 1000; i++) {
		put(rec, 16, 0xffffffff81000000ull + i, 8);
		CHECK_EQ(decode(d, rec, 96, 0, &ev, NULL), 1);
		CHECK_EQ(ev.ipi.callsite.sym, i < 0x100 ? MMR_SYM_FLUSH_TLB_MM_RANGE :
			 i < 0x200 ? MMR_SYM_FLUSH_TLB_FUNC : MMR_SYM_OTHER);
	}
	put(rec, 16, 0xffffffff81000050ull, 8);
	CHECK_EQ(decode(d, rec, 96, 0, &ev, NULL), 1);
	CHECK_EQ(ev.ipi.callsite.sym, MMR_SYM_FLUSH_TLB_MM_RANGE);
	/* mask beyond the record: corrupt, not a read past the end */
	CHECK_EQ(decode(d, rec, 95, 0, &ev, NULL), MMR_ECORRUPT);
	put(rec, 8, 200u << 16 | 32u, 4);
	CHECK_EQ(decode(d, rec, 96, 0, &ev, NULL), MMR_ECORRUPT);

	/* sched_switch: 16-char comm cut to 15, 4-byte signed state, 2-byte prio */
	memset(rec, 0, sizeof(rec));
	header(rec, 11, 77);
	memcpy(rec + 8, "abcdefghijklmnop", 16);
	put(rec, 24, 77, 4);
	put(rec, 28, 120, 4);
	put(rec, 32, (uint32_t)-2, 4);
	memcpy(rec + 36, "next", 5);
	put(rec, 52, 99, 4);
	put(rec, 56, (uint16_t)-5, 2);
	CHECK_EQ(decode(d, rec, 58, 1, &ev, NULL), 1);
	CHECK_EQ(ev.kind, MMR_EV_SCHED_SWITCH);
	CHECK(!strcmp(ev.sched_switch.prev_comm, "abcdefghijklmno"));
	CHECK(!strcmp(ev.sched_switch.next_comm, "next"));
	CHECK_EQ(ev.sched_switch.prev_pid, 77);
	CHECK_EQ(ev.sched_switch.prev_prio, 120);
	CHECK_EQ(ev.sched_switch.prev_state, -2);
	CHECK_EQ(ev.sched_switch.next_pid, 99);
	CHECK_EQ(ev.sched_switch.next_prio, -5);
	CHECK_EQ(decode(d, rec, 57, 1, &ev, NULL), MMR_ECORRUPT);

	/* tlb_flush: reason read as a number, pages -1 = flush all */
	memset(rec, 0, sizeof(rec));
	header(rec, 12, 5);
	put(rec, 8, 4, 4);
	put(rec, 16, (uint64_t)-1, 8);
	CHECK_EQ(decode(d, rec, 24, 0, &ev, NULL), 1);
	CHECK_EQ(ev.tlb_flush.reason, MMR_TLB_REMOTE_SEND_IPI);
	CHECK_EQ(ev.tlb_flush.pages, MMR_TLB_FLUSH_ALL);

	/* zone_locked without percpu_refill: the default -1 stays */
	memset(rec, 0, sizeof(rec));
	header(rec, 13, 5);
	put(rec, 8, 0x12345, 8);
	put(rec, 16, 3, 4);
	put(rec, 20, 1, 4);
	CHECK_EQ(decode(d, rec, 24, 0, &ev, NULL), 1);
	CHECK_EQ(ev.page.pfn, 0x12345);
	CHECK_EQ(ev.page.order, 3);
	CHECK_EQ(ev.page.migratetype, 1);
	CHECK_EQ(ev.page.percpu_refill, -1);

	/* unknown: counted by name, the same string every time */
	memset(rec, 0, sizeof(rec));
	header(rec, 20, 5);
	unk = unk2 = NULL;
	CHECK_EQ(decode(d, rec, 12, 0, &ev, &unk), 0);
	CHECK(unk && !strcmp(unk, "sched:sched_stat_runtime"));
	CHECK_EQ(decode(d, rec, 12, 0, &ev, &unk2), 0);
	CHECK(unk == unk2);
	/* an id the tep never had */
	header(rec, 999, 5);
	CHECK_EQ(decode(d, rec, 12, 0, &ev, &unk), 0);
	CHECK(unk && !strcmp(unk, "unknown:id999"));
	CHECK_EQ(decode(d, rec, 12, 0, &ev, NULL), 0);
	CHECK_EQ(decode(d, rec, 3, 0, &ev, NULL), MMR_ECORRUPT);

	/* lost marker */
	{
		struct tep_record r = { 0 };

		r.ts = 55;
		CHECK_EQ(mmr_decoder_lost(&r, 1, &ev), 0);
		r.missed_events = -1;
		CHECK_EQ(mmr_decoder_lost(&r, 1, &ev), 1);
		CHECK_EQ(ev.kind, MMR_EV_LOST);
		CHECK_EQ(ev.lost.nr, 0);
		CHECK_EQ(ev.ts, 55);
		r.missed_events = 17;
		CHECK_EQ(mmr_decoder_lost(&r, 1, &ev), 1);
		CHECK_EQ(ev.lost.nr, 17);
		CHECK_EQ(ev.cpu, 1);
	}

	mmr_decoder_free(d);
	mmr_decoder_free(NULL);
	tep_free(tep);
	return test_done();
}
