/* SPDX-License-Identifier: LGPL-2.1 */
/*
 * Private to replay/: the address space of one mm as the state tracker knows
 * it.  Two things decide whom the kernel's flush of an unmap reaches and how
 * often it flushes:
 *
 * - the VMAs (struct mmr_vmas): mmap, munmap, mremap, brk, mprotect and
 *   madvise(DONTFORK...) change them; fork copies them.  A munmap flushes once
 *   per VMA it covers (tlb_end_vma()), and frees the page tables of every
 *   2 MiB span left without a VMA (free_pgtables() between the VMAs before and
 *   after the hole), which makes its flush a freed-tables flush;
 * - which 2 MiB spans have a PTE table (the "pt" set): one exists once a page
 *   of the span was mapped, and stays until free_pgtables() (or PTE-table
 *   reclaim) frees it.
 *
 * A VMA set is a treap keyed by start address (VMAs never overlap), its nodes
 * in a pool shared by every mm of one tracker: mremap-heavy programs keep
 * thousands of small VMAs and move one per call (stress-ng --pagemove: 300 k
 * mremaps a second), so every operation is O(log n).  Priorities come from
 * the pool's own generator: the same trace builds the same trees.
 */
#ifndef MMREPLAY_VMA_H
#define MMREPLAY_VMA_H

#include <stdint.h>

#include "hash.h"
#include "replay-local.h"

/* VMA flags */
#define VMA_READ 0x1u
#define VMA_WRITE 0x2u
#define VMA_EXEC 0x4u
#define VMA_SHARED 0x8u      /* MAP_SHARED */
#define VMA_FILE 0x10u       /* backed by a file (else anonymous) */
#define VMA_HEAP 0x20u       /* the brk heap */
#define VMA_STACK 0x40u
#define VMA_SPECIAL 0x80u    /* vdso, vvar, vsyscall */
#define VMA_DONTCOPY 0x100u  /* MADV_DONTFORK */
#define VMA_WIPEONFORK 0x200u
/*
 * Not seen created: a fault showed a page there (the kernel maps the program,
 * its interpreter and the stack at exec without a system call).
 */
#define VMA_IMPLIED 0x400u
/* From the recording's start snapshot: its spans may hold page tables. */
#define VMA_INIT 0x800u
/* flags that keep two adjacent VMAs apart (vma_merge() needs equal flags) */
#define VMA_MERGE_MASK 0x3ffu
#define VMA_PROT (VMA_READ | VMA_WRITE | VMA_EXEC)

#define VMA_SPAN_SHIFT 21 /* PMD_SHIFT: one PTE table maps 2 MiB */

struct mmr_vma {
	uint64_t start, end; /* bytes, end exclusive, page aligned */
	uint64_t pgoff;      /* in pages: file offset, or start >> page shift for anonymous */
	uint32_t flags;      /* VMA_* */
	uint32_t file;       /* the file's id (mmr_vmas users' own numbering), 0 none */
};

struct mmr_vma_pool;

struct mmr_vmas {
	uint32_t root;       /* node index, 0 = empty */
	uint32_t n;          /* VMAs */
	struct mmr_hash pt;  /* span index (addr >> VMA_SPAN_SHIFT) -> (nothing): PTE table there */
};

struct mmr_vma_pool *mmr_vma_pool_new(unsigned int page_shift);
void mmr_vma_pool_free(struct mmr_vma_pool *p);

void mmr_vmas_init(struct mmr_vmas *v);
/* Gives the set's nodes back to @p; @v is empty (and reusable) after. */
void mmr_vmas_free(struct mmr_vma_pool *p, struct mmr_vmas *v);

/* The VMA holding @addr, or NULL.  The pointer is good until the next change of any set. */
const struct mmr_vma *mmr_vmas_find(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
				    uint64_t addr);
/* End of the last VMA that starts below @addr (0 none), start of the first at or above it (UINT64_MAX none). */
uint64_t mmr_vmas_prev_end(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			   uint64_t addr);
uint64_t mmr_vmas_next_start(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			     uint64_t addr);
/* VMAs overlapping [start, end). */
unsigned int mmr_vmas_count(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			    uint64_t start, uint64_t end);
/* Calls @fn for each VMA overlapping [start, end), in address order. */
void mmr_vmas_each(const struct mmr_vma_pool *p, const struct mmr_vmas *v, uint64_t start,
		   uint64_t end, void (*fn)(void *arg, const struct mmr_vma *vma), void *arg);

/*
 * What an unmap did to the set: the VMAs it covered (parts count), and how
 * many 2 MiB spans lost their PTE table with it (free_pgtables()).
 */
struct mmr_vma_unmap {
	unsigned int nr_vmas;
	unsigned int freed_spans;
};

/*
 * Map @vma over whatever was there (mmap, MAP_FIXED included; brk growth;
 * mremap's destination), merging it with equal neighbours as vma_merge()
 * does (same flags and file, contiguous offsets).  @out (may be NULL) says
 * what the replaced range held.  0 or MMR_ENOMEM.
 */
int mmr_vmas_map(struct mmr_vma_pool *p, struct mmr_vmas *v, const struct mmr_vma *vma,
		 struct mmr_vma_unmap *out);
/*
 * Unmap [start, end) (munmap, brk shrink, mremap's source): VMAs are cut at
 * the ends, and every span in the hole left between the VMA before and the
 * one after that overlaps the range and has a PTE table loses it.  Also with
 * no VMA in the range: then nothing changes.  0 or MMR_ENOMEM.
 */
int mmr_vmas_unmap(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t start, uint64_t end,
		   struct mmr_vma_unmap *out);
/*
 * Set @set and clear @clear in the flags of [start, end) (mprotect,
 * madvise(DONTFORK, WIPEONFORK, ...)), splitting and merging as the kernel
 * does.  *@nr_vmas (may be NULL): the VMAs of the range before the change.
 * 0 or MMR_ENOMEM.
 */
int mmr_vmas_set_flags(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t start, uint64_t end,
		       uint32_t set, uint32_t clear, unsigned int *nr_vmas);
/*
 * Fill @v (empty) from a "maps.<tgid>" metadata value (docs/metadata-keys.md:
 * "start-end:perms:kind[:pgoff:dev:ino]" ...), every VMA with VMA_INIT and a
 * file's id a hash of its dev and inode.  Malformed entries are skipped.
 * The number of VMAs read, or MMR_ENOMEM.
 */
int mmr_vmas_parse(struct mmr_vma_pool *p, struct mmr_vmas *v, const char *text);
/* @dst (empty) becomes a copy of @src's VMAs but those with VMA_DONTCOPY (dup_mmap()). */
int mmr_vmas_copy(struct mmr_vma_pool *p, struct mmr_vmas *dst, const struct mmr_vmas *src);

/* A page at @addr is mapped: its span has a PTE table.  0 or MMR_ENOMEM. */
int mmr_vmas_pt_add(struct mmr_vmas *v, uint64_t addr);
/*
 * Does span @span (addr >> VMA_SPAN_SHIFT) have a PTE table?  Known to, or
 * assumed where a VMA of the start snapshot overlaps it (a process older
 * than the trace has touched most of its VMAs).
 */
int mmr_vmas_pt_has(const struct mmr_vma_pool *p, const struct mmr_vmas *v, uint64_t span);
/* PTE-table reclaim (6.14+) freed span @span's table. */
void mmr_vmas_pt_drop(struct mmr_vmas *v, uint64_t span);

/*
 * 0: mmr_vmas_map() and mmr_vmas_unmap() take their general path every
 * time, never the one for a hole or a range inside one VMA (default 1).  For
 * tests/test_vma.c, which checks that both paths give the same sets.
 */
extern int mmr_vmas_fast __attribute__((visibility("hidden")));

#endif
