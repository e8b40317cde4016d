/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to the trace.dat source: what replay/dat-file.c reads from a
 * file's headers for replay/source-dat.c, which reads the ring-buffer pages.
 *
 * mmreplay reads trace.dat itself rather than through libtracecmd: that
 * library (3.1.6, Debian 12) trusts the sizes and offsets a file gives it --
 * it allocates what a header says (10 GB for a CPU table of a few bytes),
 * leaks on most of its error paths and crashes on some of them
 * (tracecmd_close() of a half-built handle) -- and libtraceevent's format
 * parser leaks and crashes on damaged "print fmt" text.  So every size and
 * offset is checked against the file here, compressed parts are bounded,
 * and libtraceevent is only ever given format text written by us from the
 * fields we parsed (with an empty print format: mmreplay decodes fields by
 * name and never prints an event).
 */
#ifndef MMREPLAY_DAT_LOCAL_H
#define MMREPLAY_DAT_LOCAL_H

#include <stdbool.h>
#include <stdint.h>

#include <traceevent/event-parse.h>

#include "mmreplay/error.h"
#include "mmreplay/meta.h"

/* Largest ring-buffer sub-buffer accepted (the kernel's is at most a few hundred KiB). */
#define MMR_DAT_MAX_PAGE (1u << 20)
/* Largest compressed chunk, in pages (trace-cmd 3.1 writes 10). */
#define MMR_DAT_MAX_CHUNK_PAGES 64u

enum mmr_dat_zalg { MMR_DAT_Z_NONE, MMR_DAT_Z_ZSTD, MMR_DAT_Z_ZLIB };

/* One CPU's ring-buffer pages of one buffer, as the file lays them out. */
struct mmr_dat_cpu {
	uint64_t off, size;    /* in the file; compressed: the chunks after their count */
	uint32_t chunks;       /* compressed: how many */
	unsigned int cpu;
	unsigned int page_size;
	bool compressed;
};

struct mmr_dat_file {
	int fd;
	uint64_t size;
	const char *path;      /* for messages; the caller's */
	int version;           /* 6 or 7 */
	bool big;              /* file byte order */
	unsigned int long_size;   /* of the traced kernel: 4 or 8 */
	unsigned int page_size;
	enum mmr_dat_zalg zalg;
	struct tep_handle *tep;   /* the formats (canonical) and kallsyms */
	/* timestamp corrections libtracecmd would apply (OFFSET, DATE, TSC2NSEC) */
	int64_t ts_offset;
	uint32_t tsc_mult, tsc_shift;
	unsigned int cpus;        /* the file's CPU count (CPUCOUNT, cpu tables) */
	char *uname;              /* UNAME option, or NULL */
	char *clock;              /* the trace clock in use, or NULL */
	struct mmr_dat_cpu *streams; /* every CPU with data, buffer after buffer */
	unsigned int nr_streams;
	void *zctx;               /* zstd decompression context, when compressed */
};

/*
 * Read and check the headers of the trace.dat open on @fd (@size bytes):
 * formats, kallsyms, options, the buffers and their CPU tables.  0, or a
 * negative MMR_E* with @err naming @path, the offset and the reason.
 * mmr_dat_file_release() frees what it holds (also after an error).
 */
int mmr_dat_file_read(struct mmr_dat_file *f, int fd, uint64_t size, const char *path,
		      struct mmr_error *err);
void mmr_dat_file_release(struct mmr_dat_file *f);

/*
 * The same for a tracing-data block alone (formats, kallsyms: the head of a
 * v6 trace.dat without its CPU data), @len bytes at @off of the file, as
 * perf.data's HEADER_TRACING_DATA feature holds it.  No streams; f->cpus 0.
 */
int mmr_dat_tracing_read(struct mmr_dat_file *f, int fd, uint64_t size, uint64_t off,
			 uint64_t len, const char *path, struct mmr_error *err);

/*
 * Decompress @zlen bytes at @z into @out (@ulen bytes expected, exactly).
 * 0, or -1 when the data does not decompress to @ulen bytes.
 */
int mmr_dat_uncompress(struct mmr_dat_file *f, const void *z, uint32_t zlen, void *out,
		       uint32_t ulen);

/* A number of @bytes (1, 2, 4, 8) in the file's byte order. */
static inline uint64_t mmr_dat_num(const struct mmr_dat_file *f, const uint8_t *p,
				   unsigned int bytes)
{
	uint64_t v = 0;
	unsigned int i;

	for (i = 0; i < bytes; i++)
		v |= (uint64_t)p[f->big ? bytes - 1 - i : i] << (8 * i);
	return v;
}

#endif
