// SPDX-License-Identifier: GPL-2.0
/*
 * replay/vma.c: VMA sets and page-table spans, on hand-worked layouts (each
 * case says what the kernel does), then random operations against a page
 * array that applies the same rules one page at a time.
 */
#include <stdlib.h>
#include <string.h>

#include "test.h"
#include "vma.h"

#define K 4096ull
#define M2 (2ull << 20)

static struct mmr_vma anon(uint64_t start, uint64_t end, uint32_t flags)
{
	struct mmr_vma v = { start, end, start / K, flags, 0 };

	return v;
}

static void map(struct mmr_vma_pool *p, struct mmr_vmas *v, struct mmr_vma x)
{
	CHECK_EQ(mmr_vmas_map(p, v, &x, NULL), 0);
}

static struct mmr_vma_unmap unmap(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t s,
				  uint64_t e)
{
	struct mmr_vma_unmap u;

	CHECK_EQ(mmr_vmas_unmap(p, v, s, e, &u), 0);
	return u;
}

static void test_merge_and_split(void)
{
	struct mmr_vma_pool *p = mmr_vma_pool_new(12);
	struct mmr_vmas v;
	const struct mmr_vma *x;
	unsigned int n;

	mmr_vmas_init(&v);
	/* two anonymous mmaps side by side are one VMA (vma_merge()) */
	map(p, &v, anon(0x10000, 0x12000, VMA_READ | VMA_WRITE));
	map(p, &v, anon(0x12000, 0x15000, VMA_READ | VMA_WRITE));
	CHECK_EQ(v.n, 1);
	x = mmr_vmas_find(p, &v, 0x14fff);
	CHECK(x && x->start == 0x10000 && x->end == 0x15000);
	CHECK(!mmr_vmas_find(p, &v, 0x15000));
	CHECK(!mmr_vmas_find(p, &v, 0xffff));
	/* another protection does not merge */
	map(p, &v, anon(0x15000, 0x16000, VMA_READ));
	CHECK_EQ(v.n, 2);
	/* a hole in the middle: two pieces, the second keeps its offset */
	unmap(p, &v, 0x11000, 0x12000);
	CHECK_EQ(v.n, 3);
	x = mmr_vmas_find(p, &v, 0x12000);
	CHECK(x && x->start == 0x12000 && x->end == 0x15000 && x->pgoff == 0x12);
	CHECK_EQ(mmr_vmas_prev_end(p, &v, 0x12000), 0x11000);
	CHECK_EQ(mmr_vmas_next_start(p, &v, 0x11000), 0x12000);
	CHECK_EQ(mmr_vmas_next_start(p, &v, 0x16000), UINT64_MAX);
	CHECK_EQ(mmr_vmas_prev_end(p, &v, 0x10000), 0);
	CHECK_EQ(mmr_vmas_count(p, &v, 0x10000, 0x16000), 3);
	/* filling the hole again merges all three anonymous rw pieces (contiguous offsets) */
	map(p, &v, anon(0x11000, 0x12000, VMA_READ | VMA_WRITE));
	CHECK_EQ(v.n, 2);
	/* mprotect of the middle page splits in three; back again joins them */
	CHECK_EQ(mmr_vmas_set_flags(p, &v, 0x11000, 0x12000, 0, VMA_WRITE, &n), 0);
	CHECK_EQ(n, 1);
	CHECK_EQ(v.n, 4);
	/* the read-only middle page and the read-only VMA at 0x15000 are not adjacent */
	CHECK_EQ(mmr_vmas_set_flags(p, &v, 0x10000, 0x16000, VMA_WRITE, 0, &n), 0);
	CHECK_EQ(n, 4);
	CHECK_EQ(v.n, 1);
	x = mmr_vmas_find(p, &v, 0x10000);
	CHECK(x && x->end == 0x16000 && (x->flags & VMA_PROT) == (VMA_READ | VMA_WRITE));
	/* a moved page keeps its offset: it does not merge with its new neighbour */
	{
		struct mmr_vma moved = anon(0x16000, 0x17000, VMA_READ | VMA_WRITE);

		moved.pgoff = 0x40;
		map(p, &v, moved);
		CHECK_EQ(v.n, 2);
	}
	mmr_vmas_free(p, &v);
	CHECK_EQ(v.n, 0);
	mmr_vma_pool_free(p);
}

static void test_freed_tables(void)
{
	struct mmr_vma_pool *p = mmr_vma_pool_new(12);
	struct mmr_vma_unmap u;
	struct mmr_vmas v;

	mmr_vmas_init(&v);
	/* one page mapped and touched alone in its span: its munmap frees the table */
	map(p, &v, anon(4 * M2 + 8 * K, 4 * M2 + 9 * K, VMA_READ | VMA_WRITE));
	CHECK_EQ(mmr_vmas_pt_add(&v, 4 * M2 + 8 * K), 0);
	CHECK(mmr_vmas_pt_has(p, &v, 4));
	u = unmap(p, &v, 4 * M2 + 8 * K, 4 * M2 + 9 * K);
	CHECK_EQ(u.nr_vmas, 1);
	CHECK_EQ(u.freed_spans, 1);
	CHECK(!mmr_vmas_pt_has(p, &v, 4));
	/* never touched: no table, nothing freed */
	map(p, &v, anon(4 * M2, 4 * M2 + K, VMA_READ));
	u = unmap(p, &v, 4 * M2, 4 * M2 + K);
	CHECK_EQ(u.freed_spans, 0);
	/* two VMAs in one span: the first munmap keeps the table, the second frees it */
	map(p, &v, anon(6 * M2, 6 * M2 + K, VMA_READ));
	map(p, &v, anon(6 * M2 + 100 * K, 6 * M2 + 101 * K, VMA_WRITE));
	mmr_vmas_pt_add(&v, 6 * M2);
	mmr_vmas_pt_add(&v, 6 * M2 + 100 * K);
	u = unmap(p, &v, 6 * M2, 6 * M2 + K);
	CHECK_EQ(u.freed_spans, 0);
	u = unmap(p, &v, 6 * M2 + 100 * K, 6 * M2 + 101 * K);
	CHECK_EQ(u.freed_spans, 1);
	/*
	 * A neighbour in the next span does not keep this span's table, one that
	 * ends inside it does: [8M-4K, 8M+8K) unmapped from [8M-4K, 8M) with a
	 * VMA at 8M+8K..: the span at 8M keeps its table (the ceiling is inside
	 * it), the one at 6M is freed (floor = 0 past the earlier holes).
	 */
	map(p, &v, anon(8 * M2 - K, 8 * M2 + 8 * K, VMA_READ | VMA_WRITE));
	map(p, &v, anon(8 * M2 + 8 * K, 8 * M2 + 9 * K, VMA_READ));
	mmr_vmas_pt_add(&v, 8 * M2 - K);
	mmr_vmas_pt_add(&v, 8 * M2);
	u = unmap(p, &v, 8 * M2 - K, 8 * M2 + 8 * K);
	CHECK_EQ(u.nr_vmas, 1);
	CHECK_EQ(u.freed_spans, 1);
	CHECK(!mmr_vmas_pt_has(p, &v, 7));
	CHECK(mmr_vmas_pt_has(p, &v, 8));
	/* munmap over two VMAs and a hole: both count, both spans go */
	map(p, &v, anon(20 * M2, 20 * M2 + K, VMA_READ));
	map(p, &v, anon(21 * M2, 21 * M2 + K, VMA_WRITE));
	mmr_vmas_pt_add(&v, 20 * M2);
	mmr_vmas_pt_add(&v, 21 * M2);
	u = unmap(p, &v, 20 * M2, 22 * M2);
	CHECK_EQ(u.nr_vmas, 2);
	CHECK_EQ(u.freed_spans, 2);
	/* a hole: nothing */
	u = unmap(p, &v, 30 * M2, 31 * M2);
	CHECK_EQ(u.nr_vmas, 0);
	CHECK_EQ(u.freed_spans, 0);
	/* a VMA of the start snapshot: its spans are taken to hold tables */
	map(p, &v, anon(40 * M2 + K, 42 * M2, VMA_READ | VMA_INIT));
	CHECK(mmr_vmas_pt_has(p, &v, 40));
	CHECK(mmr_vmas_pt_has(p, &v, 41));
	CHECK(!mmr_vmas_pt_has(p, &v, 42));
	u = unmap(p, &v, 40 * M2, 42 * M2);
	CHECK_EQ(u.freed_spans, 2);
	/* MAP_FIXED over a mapping reports what it replaced */
	map(p, &v, anon(50 * M2, 50 * M2 + 4 * K, VMA_READ));
	{
		struct mmr_vma x = anon(50 * M2 + K, 50 * M2 + 2 * K, VMA_WRITE);

		CHECK_EQ(mmr_vmas_map(p, &v, &x, &u), 0);
		CHECK_EQ(u.nr_vmas, 1);
		CHECK_EQ(u.freed_spans, 0);
		CHECK_EQ(mmr_vmas_count(p, &v, 50 * M2, 51 * M2), 3);
	}
	mmr_vmas_free(p, &v);
	mmr_vma_pool_free(p);
}

static void test_copy(void)
{
	struct mmr_vma_pool *p = mmr_vma_pool_new(12);
	struct mmr_vmas a, b;
	const struct mmr_vma *x;

	mmr_vmas_init(&a);
	mmr_vmas_init(&b);
	map(p, &a, anon(0x100000, 0x200000, VMA_READ | VMA_WRITE | VMA_INIT));
	map(p, &a, anon(0x300000, 0x301000, VMA_READ | VMA_DONTCOPY));
	{
		struct mmr_vma f = { 0x400000, 0x500000, 7, VMA_READ | VMA_FILE | VMA_INIT, 3 };
		struct mmr_vma s = { 0x600000, 0x700000, 0, VMA_READ | VMA_WRITE | VMA_SHARED |
				     VMA_FILE | VMA_INIT, 4 };

		map(p, &a, f);
		map(p, &a, s);
	}
	CHECK_EQ(mmr_vmas_copy(p, &b, &a), 0);
	/* MADV_DONTFORK stays with the parent */
	CHECK_EQ(b.n, 3);
	CHECK(!mmr_vmas_find(p, &b, 0x300000));
	/* private anonymous memory keeps its tables; read-only file and shared memory do not */
	x = mmr_vmas_find(p, &b, 0x100000);
	CHECK(x && (x->flags & VMA_INIT));
	x = mmr_vmas_find(p, &b, 0x400000);
	CHECK(x && !(x->flags & VMA_INIT) && x->pgoff == 7 && x->file == 3);
	x = mmr_vmas_find(p, &b, 0x600000);
	CHECK(x && !(x->flags & VMA_INIT));
	/* the sets are apart: a change to one leaves the other */
	unmap(p, &b, 0x100000, 0x200000);
	CHECK(mmr_vmas_find(p, &a, 0x100000));
	CHECK(!mmr_vmas_find(p, &b, 0x100000));
	mmr_vmas_free(p, &a);
	mmr_vmas_free(p, &b);
	mmr_vma_pool_free(p);
}

/*
 * Random maps, unmaps and protection changes over 256 pages, against an
 * array that holds each page's VMA id: a page's VMA is the set's VMA there,
 * every VMA boundary of the set is a change of id or of flags in the array
 * (maximal merging of equal anonymous pieces aside, which the array cannot
 * see: those are checked as flags and offsets), and the VMA count never
 * exceeds the array's runs.
 */
#define PAGES 256

struct page_ref {
	int mapped;
	uint32_t flags;
	uint64_t pgoff;
};

static void test_random(void)
{
	struct mmr_vma_pool *p = mmr_vma_pool_new(12);
	struct page_ref ref[PAGES];
	struct mmr_vmas v;
	unsigned int seed = 12345, it, i;

	memset(ref, 0, sizeof(ref));
	mmr_vmas_init(&v);
	for (it = 0; it < 20000; it++) {
		unsigned int a = (seed = seed * 1103515245 + 12345) >> 16 & (PAGES - 1);
		unsigned int len = 1 + (((seed = seed * 1103515245 + 12345) >> 16) & 15);
		unsigned int op = ((seed = seed * 1103515245 + 12345) >> 16) % 3;
		uint32_t fl = VMA_READ | (((seed = seed * 1103515245 + 12345) >> 16 & 1) ? VMA_WRITE : 0);
		unsigned int b = a + len > PAGES ? PAGES : a + len;

		if (op == 0) {
			/* map with the anonymous offset of its start: contiguous with any anon neighbour */
			map(p, &v, anon(a * K, b * K, fl));
			for (i = a; i < b; i++) {
				ref[i].mapped = 1;
				ref[i].flags = fl;
				ref[i].pgoff = i;
			}
		} else if (op == 1) {
			unmap(p, &v, a * K, b * K);
			for (i = a; i < b; i++)
				ref[i].mapped = 0;
		} else {
			CHECK_EQ(mmr_vmas_set_flags(p, &v, a * K, b * K, fl, VMA_WRITE, NULL), 0);
			for (i = a; i < b; i++)
				if (ref[i].mapped)
					ref[i].flags = fl;
		}
		if (it % 97)
			continue;
		{
			unsigned int runs = 0, n = 0;

			for (i = 0; i < PAGES; i++) {
				const struct mmr_vma *x = mmr_vmas_find(p, &v, i * K);

				if (!ref[i].mapped) {
					CHECK(!x);
					continue;
				}
				CHECK(x != NULL);
				if (!x)
					continue;
				CHECK_EQ(x->flags, ref[i].flags);
				CHECK_EQ(x->pgoff + (i * K - x->start) / K, ref[i].pgoff);
				if (!i || !ref[i - 1].mapped || ref[i - 1].flags != ref[i].flags)
					runs++;
			}
			n = mmr_vmas_count(p, &v, 0, PAGES * K);
			CHECK_EQ(n, v.n);
			/* every run of equal pages is one VMA: offsets are all contiguous here */
			CHECK_EQ(v.n, runs);
		}
	}
	mmr_vmas_free(p, &v);
	mmr_vma_pool_free(p);
}

static unsigned int rnd(unsigned int *seed)
{
	*seed = *seed * 1103515245 + 12345;
	return *seed >> 16;
}

/* Every VMA of @v into @out (at most @max), in address order: the number. */
struct dump {
	struct mmr_vma *x;
	unsigned int n, max;
};

static void dump_one(void *arg, const struct mmr_vma *vma)
{
	struct dump *d = arg;

	if (d->n < d->max)
		d->x[d->n] = *vma;
	d->n++;
}

/*
 * The paths for a hole and for a range inside one VMA (mmr_vmas_fast) against
 * the general one: the same random maps, unmaps and flag changes of anonymous
 * and file VMAs, from the start snapshot (VMA_INIT) or not, over spans with
 * page tables, applied to two sets, one with each; every answer (VMAs
 * covered, spans freed) and, every 50 steps, the VMAs and the spans with a
 * table must be the same.
 */
static void test_fast_paths(void)
{
	enum { SPAN_PAGES = 512, SPANS = 8, NPAGES = SPAN_PAGES * SPANS, MAXV = 4096 };
	struct mmr_vma_pool *p[2] = { mmr_vma_pool_new(12), mmr_vma_pool_new(12) };
	struct mmr_vma *xa = calloc(MAXV, sizeof(*xa)), *xb = calloc(MAXV, sizeof(*xb));
	struct mmr_vmas v[2];
	unsigned int seed = 777, it, k, fast = 0, hits[2] = { 0, 0 };

	mmr_vmas_init(&v[0]);
	mmr_vmas_init(&v[1]);
	for (it = 0; it < 60000; it++) {
		unsigned int op = rnd(&seed) % 10, a = rnd(&seed) % NPAGES;
		/* short ranges mostly (inside one VMA), now and then a long one */
		unsigned int len = rnd(&seed) % 8 ? 1 + rnd(&seed) % 16 : 1 + rnd(&seed) % 1024;
		unsigned int b = a + len > NPAGES ? NPAGES : a + len;
		uint32_t fl = VMA_READ | (rnd(&seed) & 1 ? VMA_WRITE : 0);
		struct mmr_vma x;
		struct mmr_vma_unmap u[2];
		unsigned int nv[2];

		fl |= rnd(&seed) % 16 ? 0 : VMA_INIT;
		x = anon(a * K, b * K, fl);
		if (rnd(&seed) % 4 == 0) {
			/* a file: two files, offsets contiguous or not */
			x.flags |= VMA_FILE;
			x.file = 1 + rnd(&seed) % 2;
			x.pgoff = rnd(&seed) % 2 ? a : a + 7;
		}
		for (k = 0; k < 2; k++) {
			mmr_vmas_fast = (int)k;
			if (op < 4) {
				CHECK_EQ(mmr_vmas_map(p[k], &v[k], &x, &u[k]), 0);
			} else if (op < 8) {
				CHECK_EQ(mmr_vmas_unmap(p[k], &v[k], a * K, b * K, &u[k]), 0);
			} else if (op < 9) {
				CHECK_EQ(mmr_vmas_set_flags(p[k], &v[k], a * K, b * K, fl & VMA_WRITE,
							    VMA_WRITE, &nv[k]), 0);
				u[k].nr_vmas = nv[k];
				u[k].freed_spans = 0;
			} else {
				/* pages mapped: their spans get a table */
				CHECK_EQ(mmr_vmas_pt_add(&v[k], a * K), 0);
				CHECK_EQ(mmr_vmas_pt_add(&v[k], (b - 1) * K), 0);
				u[k].nr_vmas = u[k].freed_spans = 0;
			}
		}
		mmr_vmas_fast = 1;
		CHECK_EQ(u[0].nr_vmas, u[1].nr_vmas);
		CHECK_EQ(u[0].freed_spans, u[1].freed_spans);
		hits[0] += op < 8 && u[0].nr_vmas == 1;
		hits[1] += u[0].freed_spans > 0;
		if (it % 50)
			continue;
		{
			struct dump da = { xa, 0, MAXV }, db = { xb, 0, MAXV };
			unsigned int i, s;

			mmr_vmas_each(p[0], &v[0], 0, NPAGES * K, dump_one, &da);
			mmr_vmas_each(p[1], &v[1], 0, NPAGES * K, dump_one, &db);
			CHECK_EQ(da.n, db.n);
			CHECK_EQ(v[0].n, v[1].n);
			CHECK_EQ(da.n, v[1].n);
			for (i = 0; i < da.n && i < db.n && i < MAXV; i++)
				if (memcmp(&xa[i], &xb[i], sizeof(xa[i]))) {
					CHECK(!"the same VMAs");
					break;
				}
			for (s = 0; s < SPANS; s++)
				CHECK_EQ(mmr_vmas_pt_has(p[0], &v[0], s), mmr_vmas_pt_has(p[1], &v[1], s));
			fast += da.n > 1;
		}
	}
	/* the walk went through both kinds of answers, with sets of many VMAs */
	CHECK(hits[0] > 10000);
	CHECK(hits[1] > 500);
	CHECK(fast > 1000);
	mmr_vmas_free(p[0], &v[0]);
	mmr_vmas_free(p[1], &v[1]);
	mmr_vma_pool_free(p[0]);
	mmr_vma_pool_free(p[1]);
	free(xa);
	free(xb);
}

static void test_parse(void)
{
	struct mmr_vma_pool *p = mmr_vma_pool_new(12);
	const struct mmr_vma *x;
	struct mmr_vmas v;

	mmr_vmas_init(&v);
	/* as `mmreplay record` writes it (capture-meta.c), with one bad entry among them */
	CHECK_EQ(mmr_vmas_parse(p, &v, "55bc3844b000-55bc3847a000:r--p:f:0:fe00000:3c53d "
				"55bc3847a000-55bc3853b000:r-xp:f:2f:fe00000:3c53d "
				"55bc38580000-55bc3858b000:rw-p:a 5600-zz:r--p:a "
				"55bc39000000-55bc39021000:rw-p:h 7ffc1000-7ffc3000:rw-p:s "
				"7ffc5000-7ffc7000:r-xp:v 7f0000000000-7f0000001000:rw-s:f:0:5:6"),
		 7);
	CHECK_EQ(v.n, 7);
	x = mmr_vmas_find(p, &v, 0x55bc3847a000);
	CHECK(x && x->end == 0x55bc3853b000 && x->pgoff == 0x2f &&
	      x->flags == (VMA_INIT | VMA_READ | VMA_EXEC | VMA_FILE) && x->file);
	CHECK(x && x->file == mmr_vmas_find(p, &v, 0x55bc3844b000)->file);
	x = mmr_vmas_find(p, &v, 0x55bc39000000);
	CHECK(x && (x->flags & VMA_HEAP) && x->pgoff == 0x55bc39000);
	CHECK(mmr_vmas_find(p, &v, 0x7ffc1000)->flags & VMA_STACK);
	CHECK(mmr_vmas_find(p, &v, 0x7ffc5000)->flags & VMA_SPECIAL);
	x = mmr_vmas_find(p, &v, 0x7f0000000000);
	CHECK(x && (x->flags & VMA_SHARED) && (x->flags & VMA_FILE));
	/* adjacent entries of the snapshot stay apart (the kernel did not merge them) */
	CHECK_EQ(mmr_vmas_count(p, &v, 0x55bc3844b000, 0x55bc3853b000), 2);
	mmr_vmas_free(p, &v);
	mmr_vma_pool_free(p);
}

int main(void)
{
	test_parse();
	test_merge_and_split();
	test_freed_tables();
	test_copy();
	test_random();
	test_fast_paths();
	return test_done();
}
