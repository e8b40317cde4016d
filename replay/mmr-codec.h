/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the library (and its tests): the pieces of the .mmr format that
 * the writer (mmr-write.c) and the reader (source-mmr.c) share -- byte
 * layout constants, XXH64, LEB128 varints, the metadata text encoding, and
 * the block codec that turns events into column streams and back.  The layout
 * is specified in docs/file-format.md; keep the two in step.
 */
#ifndef MMREPLAY_MMR_CODEC_H
#define MMREPLAY_MMR_CODEC_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <xxhash.h>

#include "mmreplay/error.h"
#include "mmreplay/event.h"
#include "mmreplay/meta.h"

/* File header: magic[8] "MMREPLAY", u32 version, u32 flags (0 in version 1). */
#define MMR_FILE_HDR_LEN 16
/* Section header: u32 tag, u32 length, u64 xxh64(payload). */
#define MMR_SECT_HDR_LEN 16
/* Block header: u32 tag, u32 csize, u32 usize, u32 count, u64 first_ts, u64 xxh64. */
#define MMR_BLOCK_HDR_LEN 32
/* Index entry: u64 offset, u64 first_ts, u64 last_ts, u32 count, u32 reserved. */
#define MMR_INDEX_ENTRY_LEN 32
/* Trailer: u64 index_off, u64 footer_off, u64 events, u64 blocks, u64 xxh64, magic[8]. */
#define MMR_TRAILER_LEN 48
#define MMR_TRAILER_MAGIC "MMRTRAIL"

#define MMR_TAG(a, b, c, d) \
	((uint32_t)(a) | (uint32_t)(b) << 8 | (uint32_t)(c) << 16 | (uint32_t)(d) << 24)
#define MMR_TAG_META MMR_TAG('M', 'E', 'T', 'A')
#define MMR_TAG_BLOCK MMR_TAG('E', 'V', 'B', 'K')
#define MMR_TAG_INDEX MMR_TAG('I', 'N', 'D', 'X')
#define MMR_TAG_FOOTER MMR_TAG('F', 'O', 'O', 'T')

/* Limits a reader enforces so that a hostile file cannot make it allocate much. */
#define MMR_MAX_CPUS 65536u
#define MMR_MAX_BLOCK_USIZE (256u << 20)
#define MMR_MAX_BLOCK_EVENTS (16u << 20)
#define MMR_MAX_META_LEN (64u << 20)
#define MMR_MAX_CPUMASK_BITS 65536u
#define MMR_DICT_MAX 4096u /* comm and symbol dictionary entries per block */

/* Column streams of a block (docs/file-format.md, "Block payload"). */
enum {
	MMR_ST_KIND = 0,
	MMR_ST_CPU = 1,
	MMR_ST_TS = 2,
	MMR_ST_PID = 3,
	MMR_ST_TGID = 4,
	MMR_ST_FLAGS = 5,
	MMR_ST_COMM = 6,
	MMR_ST_SYM = 7,
	MMR_ST_FIELD0 = 16, /* + kind * 16 + field index */
	MMR_NR_STREAMS = MMR_ST_FIELD0 + MMR_EV__COUNT * 16,
};
#define MMR_KIND_HAS_FLAGS 0x80

static inline void mmr_put_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static inline void mmr_put_le64(uint8_t *p, uint64_t v)
{
	mmr_put_le32(p, (uint32_t)v);
	mmr_put_le32(p + 4, (uint32_t)(v >> 32));
}

static inline uint32_t mmr_get_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t mmr_get_le64(const uint8_t *p)
{
	return (uint64_t)mmr_get_le32(p) | (uint64_t)mmr_get_le32(p + 4) << 32;
}

static inline uint64_t mmr_zigzag(int64_t v)
{
	return ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
}

static inline int64_t mmr_unzigzag(uint64_t v)
{
	return (int64_t)(v >> 1) ^ -(int64_t)(v & 1);
}

/* Write @v as LEB128 at @p (room for 10 bytes); returns the bytes written. */
static inline size_t mmr_put_varint(uint8_t *p, uint64_t v)
{
	size_t n = 0;

	while (v >= 0x80) {
		p[n++] = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	p[n++] = (uint8_t)v;
	return n;
}

/*
 * Read a LEB128 value from *@pp, not past @end.  0 on success; -1 when the
 * value runs past @end or is longer than 10 bytes.
 */
static inline int mmr_get_varint(const uint8_t **pp, const uint8_t *end, uint64_t *v)
{
	const uint8_t *p = *pp;
	uint64_t x = 0;
	unsigned int shift = 0;

	while (p < end) {
		uint8_t b = *p++;

		x |= (uint64_t)(b & 0x7f) << shift;
		if (b < 0x80) {
			if (shift == 63 && b > 1)
				return -1;
			*pp = p;
			*v = x;
			return 0;
		}
		shift += 7;
		if (shift > 63)
			return -1;
	}
	return -1;
}

/*
 * XXH64 (Yann Collet's xxHash, 64-bit variant), one shot: libxxhash's, which
 * gives the hashes the in-tree copy gave (test_mmr's test_xxh64).
 */
static inline uint64_t mmr_xxh64(const void *data, size_t len, uint64_t seed)
{
	return XXH64(data, len, seed);
}

/*
 * Metadata as text, "key=value\n" per entry, with '\\' and '\n' in values
 * written as "\\\\" and "\\n".  encode returns a malloc'ed buffer (free()) or
 * NULL on allocation failure or a key that contains '=', '\n' or is empty
 * (*@bad_key then points to it).  decode adds the entries to @m; it returns 0,
 * MMR_ENOMEM, or MMR_ECORRUPT with *@bad_off the offset of the bad line.
 */
char *mmr_meta_encode(const struct mmr_meta *m, size_t *len, const char **bad_key);
int mmr_meta_decode(struct mmr_meta *m, const char *buf, size_t len, size_t *bad_off);

/* Block encoder: collects events, produces the uncompressed block payload. */
struct mmr_benc;

struct mmr_benc *mmr_benc_new(void);
void mmr_benc_free(struct mmr_benc *e);
/*
 * Append @ev to the pending block: 0; 1 when the block's dictionaries are now
 * nearly full (mmr_benc_full(): write the block before the next event);
 * MMR_ENOMEM, or MMR_EINVAL (bad kind, cpu, cpumask, timestamp).
 */
int mmr_benc_add(struct mmr_benc *e, const struct mmr_event *ev, const char **reason);
uint32_t mmr_benc_count(const struct mmr_benc *e);
uint64_t mmr_benc_first_ts(const struct mmr_benc *e);
uint64_t mmr_benc_last_ts(const struct mmr_benc *e);
/* The block's dictionaries are nearly full: write it before the next event. */
int mmr_benc_full(const struct mmr_benc *e);
/*
 * Lay out the pending events as one payload; *@out is owned by @e and valid
 * until the next call.  Then mmr_benc_reset() starts the next block.
 */
int mmr_benc_finish(struct mmr_benc *e, const uint8_t **out, size_t *len);
void mmr_benc_reset(struct mmr_benc *e);

/* Block decoder: iterates the events of one uncompressed payload. */
struct mmr_bdec;

struct mmr_bdec *mmr_bdec_new(void);
void mmr_bdec_free(struct mmr_bdec *d);
/* Readable bytes the decoder needs after a payload: it loads 16 bytes at a time. */
#define MMR_BDEC_SLACK 16

/*
 * Start on @buf (@len bytes followed by MMR_BDEC_SLACK readable ones, kept
 * by the caller until the block is done) of
 * @count events from @first_ts.  0, or MMR_ECORRUPT / MMR_ENOMEM with @reason.
 */
int mmr_bdec_start(struct mmr_bdec *d, const uint8_t *buf, size_t len, uint32_t count,
		   uint64_t first_ts, char *reason, size_t reason_len);
/*
 * Next event of the block: 1 and *@ev (owned by @d, valid until the next call,
 * cpumask bits included), 0 at the end of the block (having checked that every
 * stream was consumed exactly), or MMR_ECORRUPT / MMR_ENOMEM with @reason.
 * Events are decoded in chunks: an error may surface before the events of its
 * chunk that precede it are returned.
 */
int mmr_bdec_next(struct mmr_bdec *d, const struct mmr_event **ev, char *reason,
		  size_t reason_len);

/*
 * The next events of the block at once: 1 with *@evs and *@n (at least one
 * event; owned by @d, cpumask bits included, valid until the next call), 0 at
 * the end of the block, or an error as mmr_bdec_next().  The reader walks
 * the array itself, which keeps its per-event path to a compare and an
 * increment.  Do not mix with mmr_bdec_next() within a block.
 */
int mmr_bdec_chunk(struct mmr_bdec *d, const struct mmr_event **evs, uint32_t *n,
		   char *reason, size_t reason_len);
/* Timestamp of the last event decoded so far (the block's first before any). */
uint64_t mmr_bdec_last_ts(const struct mmr_bdec *d);

#endif
