// SPDX-License-Identifier: GPL-2.0
/*
 * The recorder's sub-buffer walker (mmr_cap_page_load/next) on hand-made
 * ring-buffer pages: record lengths, time deltas, time extends, absolute time
 * stamps, discarded records, lost-event flags and damaged pages, with the
 * expected offsets and times worked out by hand; then pseudo-random pages
 * walked by libtraceevent's own kbuffer, which must agree record for record.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <kbuffer.h>

#include "capture-local.h"
#include "rb-page.h"
#include "mmreplay/error.h"
#include "test.h"

#define HDR (8 + sizeof(long))
#define PAGE 4096

struct page {
	unsigned char b[PAGE];
	uint32_t len; /* data bytes written */
};

static void begin(struct page *p, uint64_t ts)
{
	memset(p->b, 0, sizeof(p->b));
	memcpy(p->b, &ts, 8);
	p->len = 0;
}

static void put32(struct page *p, uint32_t v)
{
	memcpy(p->b + HDR + p->len, &v, 4);
	p->len += 4;
}

static uint32_t hdr(uint32_t type_len, uint32_t delta)
{
	return type_len | delta << 5;
}

/* A record of @plen payload bytes (multiple of 4), its first word = @tag. */
static void record(struct page *p, uint32_t delta, uint32_t plen, uint32_t tag)
{
	if (plen <= 28 * 4) {
		put32(p, hdr(plen / 4, delta));
	} else {
		put32(p, hdr(0, delta));
		put32(p, plen + 4);
	}
	put32(p, tag);
	for (uint32_t i = 4; i < plen; i += 4)
		put32(p, i);
}

static void commit(struct page *p, unsigned long flags)
{
	unsigned long c = p->len | flags;

	memcpy(p->b + 8, &c, sizeof(long));
}

static uint32_t off_of(const struct page *p, const void *data)
{
	return (uint32_t)((const unsigned char *)data - (p->b + HDR));
}

static void hand_made(void)
{
	struct mmr_rb_page pg;
	struct page p;
	const void *d;
	uint32_t len, tag;
	uint64_t ts;
	long n;

	/* ts 1000; then records at data offsets 0, 12 (after an extend), ... */
	begin(&p, 1000);
	record(&p, 5, 8, 0xa);                  /* 0: 4 + 8 bytes, ts 1005 */
	put32(&p, hdr(30, 3));                  /* 12: extend by (2 << 27) + 3 */
	put32(&p, 2);
	record(&p, 7, 132, 0xb);                /* 20: long record, 8 + 132, ts +7 */
	put32(&p, hdr(29, 11));                 /* 160: discarded, 4 + 12 bytes, ts +11 */
	put32(&p, 12);                          /* its length counts this word */
	p.len += 8;
	record(&p, 0, 4, 0xc);                  /* 176: 4 + 4 */
	put32(&p, hdr(31, 9));                  /* 184: absolute (1 << 27) + 9 */
	put32(&p, 1);
	record(&p, 1, 12, 0xd);                 /* 192: 4 + 12 */
	commit(&p, 0);
	CHECK_EQ(p.len, 208);
	put32(&p, hdr(29, 0));                  /* the page's end: past commit, unread */

	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(pg.size, 208);
	CHECK_EQ(pg.missed, 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	memcpy(&tag, d, 4);
	CHECK_EQ(tag, 0xa);
	CHECK_EQ(off_of(&p, d), 4);
	CHECK_EQ(len, 8);
	CHECK_EQ(ts, 1005);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	memcpy(&tag, d, 4);
	CHECK_EQ(tag, 0xb);
	CHECK_EQ(off_of(&p, d), 28);
	CHECK_EQ(len, 132);
	CHECK_EQ(ts, 1005 + (2ull << 27) + 3 + 7);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	memcpy(&tag, d, 4);
	CHECK_EQ(tag, 0xc);
	CHECK_EQ(off_of(&p, d), 180);
	CHECK_EQ(len, 4);
	CHECK_EQ(ts, 1005 + (2ull << 27) + 3 + 7 + 11);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	memcpy(&tag, d, 4);
	CHECK_EQ(tag, 0xd);
	CHECK_EQ(off_of(&p, d), 196);
	CHECK_EQ(len, 12);
	CHECK_EQ(ts, (1ull << 27) + 9 + 1);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 0);

	/* lost events before the page: the count stored after the data, or not */
	begin(&p, 50);
	record(&p, 1, 4, 1);
	n = 42;
	memcpy(p.b + HDR + p.len, &n, sizeof(long));
	commit(&p, 1ul << 31 | 1ul << 30);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(pg.missed, 42);
	CHECK_EQ(pg.size, 8);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	CHECK_EQ(ts, 51);
	commit(&p, 1ul << 31);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(pg.missed, -1);

	/* an empty page */
	begin(&p, 7);
	commit(&p, 0);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 0);

	/* damaged: a commit larger than the page reads as empty */
	begin(&p, 7);
	p.len = PAGE;
	commit(&p, 0);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), MMR_ECORRUPT);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 0);

	/* damaged: a record longer than the data, after a good one */
	begin(&p, 7);
	record(&p, 1, 4, 1);
	put32(&p, hdr(28, 1));                  /* says 112 bytes, 12 follow */
	p.len += 12;
	commit(&p, 0);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), MMR_ECORRUPT);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 0);

	/* damaged: a long record whose length does not even cover itself */
	begin(&p, 7);
	put32(&p, hdr(0, 1));
	put32(&p, 2);
	commit(&p, 0);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), MMR_ECORRUPT);

	/* absolute stamps keep the top 5 bits of the time so far, and wrap */
	begin(&p, 0x08ull << 56 | 100);
	put32(&p, hdr(31, 50));                 /* 50: below 100, so the next 2^59 */
	put32(&p, 0);
	record(&p, 0, 4, 1);
	commit(&p, 0);
	CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
	CHECK_EQ(mmr_cap_page_next(&pg, &d, &len, &ts), 1);
	CHECK(ts == ((0x08ull << 56 | 50) + (1ull << 59)));
}

/* Pseudo-random pages: the walker and libtraceevent's kbuffer agree. */
static void against_kbuffer(void)
{
	struct kbuffer *kb = kbuffer_alloc(KBUFFER_LSIZE_SAME_AS_HOST,
					   KBUFFER_ENDIAN_SAME_AS_HOST);
	unsigned int seed = 12345, records = 0;
	struct page p;

	CHECK(kb != NULL);
	if (!kb)
		return;
	for (int round = 0; round < 200; round++) {
		struct mmr_rb_page pg;
		unsigned long long kts;
		const void *d;
		uint32_t len;
		uint64_t ts;
		void *kd;

		begin(&p, (uint64_t)rand_r(&seed) << 20);
		for (;;) {
			unsigned int what = (unsigned int)rand_r(&seed) % 10;
			uint32_t plen = 4 * (1 + (uint32_t)rand_r(&seed) % 60);
			uint32_t delta = (uint32_t)rand_r(&seed) & ((1u << 27) - 1);

			if (p.len + 8 + plen + 16 > PAGE - HDR)
				break;
			if (what == 0) {
				put32(&p, hdr(30, delta));
				put32(&p, (uint32_t)rand_r(&seed) % 1000);
			} else if (what == 1) {
				put32(&p, hdr(29, delta | 1));
				put32(&p, plen + 4);
				p.len += plen;
			} else {
				record(&p, delta, plen, (uint32_t)rand_r(&seed));
			}
		}
		commit(&p, round % 7 == 0 ? 1ul << 31 : 0);
		CHECK_EQ(mmr_cap_page_load(&pg, p.b, PAGE), 0);
		CHECK_EQ(kbuffer_load_subbuffer(kb, p.b), 0);
		CHECK_EQ(pg.missed, round % 7 == 0 ? -1 : 0);
		kd = kbuffer_read_event(kb, &kts);
		while (mmr_cap_page_next(&pg, &d, &len, &ts) == 1) {
			CHECK(kd == d);
			if (kd != d)
				break;
			CHECK_EQ(len, kbuffer_event_size(kb));
			CHECK(ts == kts);
			records++;
			kd = kbuffer_next_event(kb, &kts);
		}
		CHECK(kd == NULL);
	}
	CHECK(records > 2000);
	kbuffer_free(kb);
}

int main(void)
{
	hand_made();
	against_kbuffer();
	return test_done();
}
