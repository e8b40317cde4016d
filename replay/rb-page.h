/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * A ring-buffer sub-buffer as the kernel writes it, walked in place: the
 * recorder's spooled pages (capture/writer.c, its hot path: libtraceevent's
 * kbuffer costs several indirect calls per record) and trace.dat's
 * (replay/source-dat.c).  Layout, in the traced kernel's byte order: u64
 * timestamp, its long "commit" (data bytes; bit 31: events were lost before
 * this page; bit 30: their count follows the data, as a long), then records:
 * a u32 header (type_len 5 bits, time delta 27; type_len in the low bits,
 * the top ones on a big-endian kernel) and its payload.
 */
#ifndef MMREPLAY_RB_PAGE_H
#define MMREPLAY_RB_PAGE_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "mmreplay/error.h"

#define MMR_RB_HOST_BIG (__BYTE_ORDER__ == __ORDER_BIG_ENDIAN__)

struct mmr_rb_page {
	const unsigned char *data; /* first record */
	uint32_t size;             /* data bytes (commit) */
	uint32_t off;              /* next record */
	uint64_t ts;               /* timestamp of the last record walked */
	long long missed;          /* 0, events lost before the page, or -1: some, count unknown */
};

#define MMR_RB_COMMIT_MASK ((1u << 27) - 1)
#define MMR_RB_MISSED_EVENTS (1ull << 31)
#define MMR_RB_MISSED_STORED (1ull << 30)
#define MMR_RB_TYPE_PADDING 29
#define MMR_RB_TYPE_TIME_EXTEND 30
#define MMR_RB_TYPE_TIME_STAMP 31
#define MMR_RB_TS_SHIFT 27
#define MMR_RB_TS_MSB (0xf8ull << 56) /* absolute time stamps lack these bits */

/* A number of @bytes (4 or 8) in the order @big says; native order is one load. */
static inline uint64_t mmr_rb_num(const unsigned char *p, unsigned int bytes, int big)
{
	if (bytes == 4) {
		uint32_t v;

		memcpy(&v, p, 4);
		return big != MMR_RB_HOST_BIG ? __builtin_bswap32(v) : v;
	} else {
		uint64_t v;

		memcpy(&v, p, 8);
		return big != MMR_RB_HOST_BIG ? __builtin_bswap64(v) : v;
	}
}

/*
 * Load the sub-buffer at @page, @avail bytes of it present, of a kernel whose
 * long has @long_size bytes.  0, or MMR_ECORRUPT when its commit does not fit
 * (then the page reads as empty).
 */
static inline int mmr_rb_page_load(struct mmr_rb_page *p, const void *page, size_t avail,
				   unsigned int long_size, int big)
{
	const unsigned char *b = page;
	unsigned int hdr = 8 + long_size;
	uint64_t commit;
	uint32_t size;

	p->data = b + hdr;
	p->off = 0;
	p->size = 0;
	p->missed = 0;
	p->ts = 0;
	if (avail < hdr)
		return MMR_ECORRUPT;
	p->ts = mmr_rb_num(b, 8, big);
	commit = mmr_rb_num(b + 8, long_size, big);
	size = (uint32_t)commit & MMR_RB_COMMIT_MASK;
	if (size > avail - hdr)
		return MMR_ECORRUPT;
	p->size = size;
	if (commit & MMR_RB_MISSED_EVENTS) {
		long long n = -1;

		if ((commit & MMR_RB_MISSED_STORED) && size + long_size <= avail - hdr)
			n = (long long)mmr_rb_num(p->data + size, long_size, big);
		p->missed = n > 0 ? n : -1;
	}
	return 0;
}

/*
 * Next data record: 1 with its payload, length and timestamp; 0 at the end
 * of the page; MMR_ECORRUPT when a record runs past the data (the page ends
 * there).
 */
static inline int mmr_rb_page_next(struct mmr_rb_page *p, int big, const void **data,
				   uint32_t *len, uint64_t *ts)
{
	while (p->off < p->size) {
		const unsigned char *e = p->data + p->off;
		uint32_t left = p->size - p->off, hdr, type_len, delta, a0 = 0, hlen, plen;

		if (left < 4)
			goto corrupt;
		hdr = (uint32_t)mmr_rb_num(e, 4, big);
		type_len = big ? hdr >> 27 : hdr & 31;
		delta = big ? hdr & ((1u << 27) - 1) : hdr >> 5;
		if (type_len == 0 || type_len >= MMR_RB_TYPE_PADDING) {
			if (left < 8)
				goto corrupt;
			a0 = (uint32_t)mmr_rb_num(e + 4, 4, big);
		}
		switch (type_len) {
		case MMR_RB_TYPE_PADDING:
			/* a discarded record (its delta still counts) or the page's end */
			p->ts += delta;
			if (a0 > left - 4)
				p->off = p->size;
			else
				p->off += 4 + a0;
			continue;
		case MMR_RB_TYPE_TIME_EXTEND:
			p->ts += ((uint64_t)a0 << MMR_RB_TS_SHIFT) + delta;
			p->off += 8;
			continue;
		case MMR_RB_TYPE_TIME_STAMP: {
			/* absolute, 59 bits: the top bits come from the time so far */
			uint64_t abs = ((uint64_t)a0 << MMR_RB_TS_SHIFT) + delta;

			if (p->ts & MMR_RB_TS_MSB) {
				abs |= p->ts & MMR_RB_TS_MSB;
				if (abs < p->ts)
					abs += 1ull << 59;
			}
			p->ts = abs;
			p->off += 8;
			continue;
		}
		case 0:
			/* long record: a0 is its length counting a0 itself */
			if (a0 < 4)
				goto corrupt;
			hlen = 8;
			plen = (a0 - 4 + 3) & ~3u;
			break;
		default:
			hlen = 4;
			plen = type_len * 4;
			break;
		}
		if (plen > left - hlen)
			goto corrupt;
		p->ts += delta;
		*data = e + hlen;
		*len = plen;
		*ts = p->ts;
		p->off += hlen + plen;
		return 1;
	}
	return 0;
corrupt:
	p->off = p->size;
	return MMR_ECORRUPT;
}

#endif
