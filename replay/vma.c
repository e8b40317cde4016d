// SPDX-License-Identifier: LGPL-2.1
/*
 * VMA sets and their page tables (see vma.h): a treap per mm, nodes in one
 * pool.  Kernel functions reproduced: vma_merge() (equal neighbours join),
 * __split_vma() (a change in the middle of a VMA cuts it), free_pgtables() /
 * free_pgd_range() (the spans freed by an unmap), dup_mmap() (what fork
 * copies).
 */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>

#include "vma.h"

struct vnode {
	struct mmr_vma v;
	uint32_t l, r;  /* children, 0 none; l links the free list */
	uint32_t prio;
};

struct mmr_vma_pool {
	struct vnode *n;     /* [cap]; node 0 unused */
	uint32_t cap, top;   /* nodes handed out so far: 1..top-1 */
	uint32_t free;       /* free list head, 0 none */
	uint32_t rng;        /* xorshift32 state: priorities */
	unsigned int page_shift;
};

int mmr_vmas_fast = 1;

#define N(p, i) (&(p)->n[i])
#define SPAN(a) ((a) >> VMA_SPAN_SHIFT)

struct mmr_vma_pool *mmr_vma_pool_new(unsigned int page_shift)
{
	struct mmr_vma_pool *p = calloc(1, sizeof(*p));

	if (!p)
		return NULL;
	p->rng = 2463534242u;
	p->top = 1;
	p->page_shift = page_shift;
	return p;
}

void mmr_vma_pool_free(struct mmr_vma_pool *p)
{
	if (!p)
		return;
	free(p->n);
	free(p);
}

static uint32_t node_new(struct mmr_vma_pool *p, const struct mmr_vma *v)
{
	uint32_t i;

	if (p->free) {
		i = p->free;
		p->free = N(p, i)->l;
	} else {
		if (p->top >= p->cap) {
			uint32_t cap = p->cap ? p->cap * 2 : 256;
			struct vnode *n;

			if (cap < p->cap) /* 2^32 nodes */
				return 0;
			n = realloc(p->n, (size_t)cap * sizeof(*n));
			if (!n)
				return 0;
			p->n = n;
			p->cap = cap;
		}
		i = p->top++;
	}
	p->rng ^= p->rng << 13;
	p->rng ^= p->rng >> 17;
	p->rng ^= p->rng << 5;
	N(p, i)->v = *v;
	N(p, i)->l = N(p, i)->r = 0;
	N(p, i)->prio = p->rng;
	return i;
}

static void node_put(struct mmr_vma_pool *p, uint32_t i)
{
	N(p, i)->l = p->free;
	p->free = i;
}

/* Nodes of @t with start < @key into *@a, the others into *@b. */
static void split(struct mmr_vma_pool *p, uint32_t t, uint64_t key, uint32_t *a, uint32_t *b)
{
	if (!t) {
		*a = *b = 0;
		return;
	}
	if (N(p, t)->v.start < key) {
		split(p, N(p, t)->r, key, &N(p, t)->r, b);
		*a = t;
	} else {
		split(p, N(p, t)->l, key, a, &N(p, t)->l);
		*b = t;
	}
}

/* Every node of @a is before every node of @b. */
static uint32_t merge(struct mmr_vma_pool *p, uint32_t a, uint32_t b)
{
	if (!a || !b)
		return a ? a : b;
	if (N(p, a)->prio > N(p, b)->prio) {
		N(p, a)->r = merge(p, N(p, a)->r, b);
		return a;
	}
	N(p, b)->l = merge(p, a, N(p, b)->l);
	return b;
}

/* Tree @t with node @i (a start @t does not hold) added: one descent, not split and merges. */
static uint32_t insert(struct mmr_vma_pool *p, uint32_t t, uint32_t i)
{
	uint32_t c;

	if (!t)
		return i;
	if (N(p, i)->prio > N(p, t)->prio) {
		split(p, t, N(p, i)->v.start, &N(p, i)->l, &N(p, i)->r);
		return i;
	}
	if (N(p, i)->v.start < N(p, t)->v.start) {
		c = insert(p, N(p, t)->l, i);
		N(p, t)->l = c;
	} else {
		c = insert(p, N(p, t)->r, i);
		N(p, t)->r = c;
	}
	return t;
}

/* Tree @t without its node starting at @key, which goes to *@gone (0: none). */
static uint32_t erase(struct mmr_vma_pool *p, uint32_t t, uint64_t key, uint32_t *gone)
{
	uint32_t c;

	if (!t)
		return 0;
	if (N(p, t)->v.start == key) {
		*gone = t;
		return merge(p, N(p, t)->l, N(p, t)->r);
	}
	if (key < N(p, t)->v.start) {
		c = erase(p, N(p, t)->l, key, gone);
		N(p, t)->l = c;
	} else {
		c = erase(p, N(p, t)->r, key, gone);
		N(p, t)->r = c;
	}
	return t;
}

/* The node with the largest start < @addr (@or_eq: <=), 0 none. */
static uint32_t find_below(const struct mmr_vma_pool *p, uint32_t t, uint64_t addr, int or_eq)
{
	uint32_t best = 0;

	while (t) {
		uint64_t s = N(p, t)->v.start;

		if (s < addr || (or_eq && s == addr)) {
			best = t;
			t = N(p, t)->r;
		} else {
			t = N(p, t)->l;
		}
	}
	return best;
}

/* The node with the smallest start >= @addr, 0 none. */
static uint32_t find_from(const struct mmr_vma_pool *p, uint32_t t, uint64_t addr)
{
	uint32_t best = 0;

	while (t) {
		if (N(p, t)->v.start >= addr) {
			best = t;
			t = N(p, t)->l;
		} else {
			t = N(p, t)->r;
		}
	}
	return best;
}

static uint32_t leftmost(const struct mmr_vma_pool *p, uint32_t t)
{
	while (t && N(p, t)->l)
		t = N(p, t)->l;
	return t;
}

static uint32_t rightmost(const struct mmr_vma_pool *p, uint32_t t)
{
	while (t && N(p, t)->r)
		t = N(p, t)->r;
	return t;
}

void mmr_vmas_init(struct mmr_vmas *v)
{
	memset(v, 0, sizeof(*v));
	mmr_hash_init(&v->pt, 0);
}

static void free_nodes(struct mmr_vma_pool *p, uint32_t t)
{
	/* iterative: a degenerate tree must not exhaust the stack */
	while (t) {
		uint32_t l = N(p, t)->l, r = N(p, t)->r;

		if (l) {
			/* rotate the left child up, then go on */
			N(p, t)->l = N(p, l)->r;
			N(p, l)->r = t;
			t = l;
			continue;
		}
		node_put(p, t);
		t = r;
	}
}

void mmr_vmas_free(struct mmr_vma_pool *p, struct mmr_vmas *v)
{
	if (!v)
		return;
	if (p)
		free_nodes(p, v->root);
	mmr_hash_free(&v->pt);
	mmr_vmas_init(v);
}

const struct mmr_vma *mmr_vmas_find(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
				    uint64_t addr)
{
	uint32_t t = find_below(p, v->root, addr, 1);

	return t && addr < N(p, t)->v.end ? &N(p, t)->v : NULL;
}

uint64_t mmr_vmas_prev_end(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			   uint64_t addr)
{
	uint32_t t = find_below(p, v->root, addr, 0);

	return t ? N(p, t)->v.end : 0;
}

uint64_t mmr_vmas_next_start(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			     uint64_t addr)
{
	uint32_t t = find_from(p, v->root, addr);

	return t ? N(p, t)->v.start : UINT64_MAX;
}

/* In-order walk of the nodes overlapping [start, end). */
static void walk(const struct mmr_vma_pool *p, uint32_t t, uint64_t start, uint64_t end,
		 void (*fn)(void *arg, const struct mmr_vma *vma), void *arg)
{
	while (t) {
		const struct mmr_vma *x = &N(p, t)->v;

		if (x->start >= end) {
			t = N(p, t)->l;
			continue;
		}
		if (x->end <= start) {
			t = N(p, t)->r;
			continue;
		}
		walk(p, N(p, t)->l, start, end, fn, arg);
		fn(arg, x);
		t = N(p, t)->r;
	}
}

void mmr_vmas_each(const struct mmr_vma_pool *p, const struct mmr_vmas *v, uint64_t start,
		   uint64_t end, void (*fn)(void *arg, const struct mmr_vma *vma), void *arg)
{
	if (start < end)
		walk(p, v->root, start, end, fn, arg);
}

static void count_one(void *arg, const struct mmr_vma *vma)
{
	(void)vma;
	(*(unsigned int *)arg)++;
}

unsigned int mmr_vmas_count(const struct mmr_vma_pool *p, const struct mmr_vmas *v,
			    uint64_t start, uint64_t end)
{
	unsigned int n = 0;

	mmr_vmas_each(p, v, start, end, count_one, &n);
	return n;
}

static uint64_t pages(const struct mmr_vma_pool *p, uint64_t bytes)
{
	return bytes >> p->page_shift;
}

/*
 * Cut the VMA holding @addr (if one does, not at its start) in two at @addr
 * (__split_vma()); 0 or MMR_ENOMEM.
 */
/* Node @t's VMA in two at @addr, inside it: @t keeps the head, a new node the tail. */
static int split_node(struct mmr_vma_pool *p, struct mmr_vmas *v, uint32_t t, uint64_t addr)
{
	struct mmr_vma tail = N(p, t)->v;
	uint32_t i;

	tail.pgoff += pages(p, addr - tail.start);
	tail.start = addr;
	i = node_new(p, &tail); /* may move p->n: t is an index */
	if (!i)
		return MMR_ENOMEM;
	N(p, t)->v.end = addr;
	v->root = insert(p, v->root, i);
	v->n++;
	return 0;
}

static int cut(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t addr)
{
	uint32_t t = find_below(p, v->root, addr, 0);

	if (!t || N(p, t)->v.end <= addr)
		return 0;
	return split_node(p, v, t, addr);
}

/* Is span @s (index) inside one of the VMA_INIT nodes of subtree @t? */
struct unmap_ctx {
	struct mmr_vmas *v;
	uint64_t lo, hi;         /* spans allowed to be freed: [lo, hi) (floor / ceiling) */
	uint64_t next;           /* first span not yet looked at */
	unsigned int freed;
};

/* Free the spans of [a, b) (span indices, a < b) that have a table; @init: all do. */
static void free_spans(struct unmap_ctx *c, uint64_t a, uint64_t b, int init)
{
	struct mmr_hash *h = &c->v->pt;
	uint64_t s;
	uint32_t i;

	if (a < c->next)
		a = c->next;
	if (a < c->lo)
		a = c->lo;
	if (b > c->hi)
		b = c->hi;
	if (a >= b)
		return;
	c->next = b;
	if (init)
		c->freed += (unsigned int)(b - a);
	if (!h->count)
		return;
	if (b - a <= h->count) {
		for (s = a; s < b; s++)
			if (mmr_hash_remove(h, MMR_H_KEY(s)) && !init)
				c->freed++;
		return;
	}
	/* a span range wider than the set: walk the set (tombstones keep probes valid) */
	for (i = 0; i < h->cap; i++) {
		uint64_t k = *mmr_hash_keyp(h, i);

		if (k <= MMR_H_TOMB || k - 2 < a || k - 2 >= b)
			continue;
		*mmr_hash_keyp(h, i) = MMR_H_TOMB;
		h->count--;
		h->tomb++;
		if (!init)
			c->freed++;
	}
}

/* free_pgtables() for a hole [floor, ceiling): the spans entirely inside it may go. */
static void unmap_ctx_init(struct unmap_ctx *c, struct mmr_vmas *v, uint64_t floor,
			   uint64_t ceiling)
{
	memset(c, 0, sizeof(*c));
	c->v = v;
	/* free_pgd_range(): spans entirely inside [floor, ceiling) */
	c->lo = SPAN(floor + ((1ull << VMA_SPAN_SHIFT) - 1));
	c->hi = ceiling == UINT64_MAX ? UINT64_MAX : SPAN(ceiling);
}

/*
 * mmr_vmas_unmap() of [start, end) inside the one VMA of node @t: what the
 * cuts, splits and merges of the general case come to there, in place.
 * 0 or MMR_ENOMEM.
 */
static int unmap_inside(struct mmr_vma_pool *p, struct mmr_vmas *v, uint32_t t, uint64_t start,
			uint64_t end, struct mmr_vma_unmap *out)
{
	struct mmr_vma x = N(p, t)->v;
	uint64_t floor, ceiling;
	struct unmap_ctx c;
	uint32_t q, g = 0;

	if (start > x.start) {
		floor = start; /* t's head stays before the hole */
	} else {
		q = find_below(p, v->root, x.start, 0);
		floor = q ? N(p, q)->v.end : 0;
	}
	if (end < x.end) {
		ceiling = end; /* and its tail after it */
	} else {
		q = find_from(p, v->root, x.end);
		ceiling = q ? N(p, q)->v.start : UINT64_MAX;
	}
	if (start > x.start && end < x.end) {
		/* __split_vma() twice: the head keeps the node, the tail is a new one */
		if (split_node(p, v, t, end) < 0)
			return MMR_ENOMEM;
		N(p, t)->v.end = start;
	} else if (start > x.start) {
		N(p, t)->v.end = start;
	} else if (end < x.end) {
		/* the node's start moves up to @end: still before the next node */
		N(p, t)->v.pgoff += pages(p, end - x.start);
		N(p, t)->v.start = end;
	} else {
		v->root = erase(p, v->root, x.start, &g);
		if (g)
			node_put(p, g);
		v->n--;
	}
	unmap_ctx_init(&c, v, floor, ceiling);
	free_spans(&c, SPAN(start), SPAN(end - 1) + 1, !!(x.flags & VMA_INIT));
	if (out) {
		out->nr_vmas = 1;
		out->freed_spans = c.freed;
	}
	mmr_hash_compact(&v->pt);
	return 0;
}

int mmr_vmas_unmap(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t start, uint64_t end,
		   struct mmr_vma_unmap *out)
{
	uint32_t l, m, r, t;
	struct unmap_ctx c;
	uint64_t floor, ceiling;
	int ret;

	if (out)
		memset(out, 0, sizeof(*out));
	if (start >= end)
		return 0;
	t = find_below(p, v->root, start, 1);
	if (!mmr_vmas_fast) {
		/* the general path only (tests) */
	} else if (t && N(p, t)->v.end > start) {
		/* the common case: a range inside one VMA (munmap, mremap's source) */
		if (end <= N(p, t)->v.end)
			return unmap_inside(p, v, t, start, end, out);
	} else {
		/* no VMA in the range: nothing changes */
		t = find_from(p, v->root, start);
		if (!t || N(p, t)->v.start >= end)
			return 0;
	}
	if ((ret = cut(p, v, start)) < 0 || (ret = cut(p, v, end)) < 0)
		return ret;
	split(p, v->root, start, &l, &m);
	split(p, m, end, &m, &r);
	if (!m) {
		v->root = merge(p, l, r);
		return 0;
	}
	/* free_pgtables(): floor = the end of the VMA before, ceiling = the start of the next */
	t = rightmost(p, l);
	floor = t ? N(p, t)->v.end : 0;
	t = leftmost(p, r);
	ceiling = t ? N(p, t)->v.start : UINT64_MAX;
	unmap_ctx_init(&c, v, floor, ceiling);
	/* the removed VMAs in order: their spans, then their nodes */
	while (m) {
		t = leftmost(p, m);
		/* detach t: the leftmost node has no left child */
		if (t == m) {
			m = N(p, t)->r;
		} else {
			uint32_t q = m;

			while (N(p, q)->l != t)
				q = N(p, q)->l;
			N(p, q)->l = N(p, t)->r;
		}
		free_spans(&c, SPAN(N(p, t)->v.start), SPAN(N(p, t)->v.end - 1) + 1,
			   !!(N(p, t)->v.flags & VMA_INIT));
		if (out)
			out->nr_vmas++;
		node_put(p, t);
		v->n--;
	}
	if (out)
		out->freed_spans = c.freed;
	v->root = merge(p, l, r);
	mmr_hash_compact(&v->pt);
	return 0;
}

/* Can @a (just before) and @b (just after) be one VMA (vma_merge())? */
static int mergeable(const struct mmr_vma_pool *p, const struct mmr_vma *a, const struct mmr_vma *b)
{
	return a->end == b->start && (a->flags & VMA_MERGE_MASK) == (b->flags & VMA_MERGE_MASK) &&
	       a->file == b->file && a->pgoff + pages(p, a->end - a->start) == b->pgoff;
}

/* Join the node starting at @addr with its equal neighbours. */
static void join_at(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t addr)
{
	uint32_t t = find_below(p, v->root, addr, 1), q, g = 0;

	if (!t || N(p, t)->v.start != addr)
		return;
	q = find_below(p, v->root, addr, 0);
	if (q && mergeable(p, &N(p, q)->v, &N(p, t)->v)) {
		/* q takes t's range: drop t */
		N(p, q)->v.end = N(p, t)->v.end;
		N(p, q)->v.flags |= N(p, t)->v.flags & VMA_INIT;
		v->root = erase(p, v->root, addr, &g);
		if (g)
			node_put(p, g);
		v->n--;
		t = q;
	}
	q = find_from(p, v->root, N(p, t)->v.end);
	if (q && mergeable(p, &N(p, t)->v, &N(p, q)->v)) {
		uint64_t qs = N(p, q)->v.start;

		N(p, t)->v.end = N(p, q)->v.end;
		N(p, t)->v.flags |= N(p, q)->v.flags & VMA_INIT;
		g = 0;
		v->root = erase(p, v->root, qs, &g);
		if (g)
			node_put(p, g);
		v->n--;
	}
}

/*
 * mmr_vmas_map() of @vma into a hole (no VMA overlaps it) between the nodes
 * @q (before it, 0 none) and @n (after it, 0 none): what the unmap, insert and
 * join_at() of the general case come to there, with the neighbours at hand
 * and no node added when the new range joins one.  0 or MMR_ENOMEM.
 */
static int map_hole(struct mmr_vma_pool *p, struct mmr_vmas *v, const struct mmr_vma *vma,
		    uint32_t q, uint32_t n)
{
	uint32_t i, g = 0;

	if (q && mergeable(p, &N(p, q)->v, vma)) {
		N(p, q)->v.end = vma->end;
		N(p, q)->v.flags |= vma->flags & VMA_INIT;
		if (n && mergeable(p, &N(p, q)->v, &N(p, n)->v)) {
			N(p, q)->v.end = N(p, n)->v.end;
			N(p, q)->v.flags |= N(p, n)->v.flags & VMA_INIT;
			v->root = erase(p, v->root, N(p, n)->v.start, &g);
			if (g)
				node_put(p, g);
			v->n--;
		}
		return 0;
	}
	if (n && mergeable(p, vma, &N(p, n)->v)) {
		/* n starts at vma's start now: still after q, and no node starts in between */
		uint32_t init = N(p, n)->v.flags & VMA_INIT;

		N(p, n)->v.start = vma->start;
		N(p, n)->v.pgoff = vma->pgoff;
		N(p, n)->v.flags = vma->flags | init;
		return 0;
	}
	i = node_new(p, vma);
	if (!i)
		return MMR_ENOMEM;
	v->root = insert(p, v->root, i);
	v->n++;
	return 0;
}

int mmr_vmas_map(struct mmr_vma_pool *p, struct mmr_vmas *v, const struct mmr_vma *vma,
		 struct mmr_vma_unmap *out)
{
	uint32_t i, q, n;
	int ret;

	if (out)
		memset(out, 0, sizeof(*out));
	if (vma->start >= vma->end)
		return 0;
	/* the common case, a range where there was no VMA: mmap, a fault's implied VMA */
	q = find_below(p, v->root, vma->start, 0);
	if (mmr_vmas_fast && (!q || N(p, q)->v.end <= vma->start)) {
		n = find_from(p, v->root, vma->start);
		if (!n || N(p, n)->v.start >= vma->end)
			return map_hole(p, v, vma, q, n);
	}
	ret = mmr_vmas_unmap(p, v, vma->start, vma->end, out);
	if (ret < 0)
		return ret;
	i = node_new(p, vma);
	if (!i)
		return MMR_ENOMEM;
	v->root = insert(p, v->root, i);
	v->n++;
	join_at(p, v, vma->start);
	return 0;
}

struct flags_ctx {
	uint64_t *starts;
	unsigned int n, cap;
	int oom;
};

static void collect_start(void *arg, const struct mmr_vma *vma)
{
	struct flags_ctx *c = arg;

	if (c->n == c->cap) {
		unsigned int cap = c->cap ? c->cap * 2 : 16;
		uint64_t *s = realloc(c->starts, cap * sizeof(*s));

		if (!s) {
			c->oom = 1;
			return;
		}
		c->starts = s;
		c->cap = cap;
	}
	c->starts[c->n++] = vma->start;
}

int mmr_vmas_set_flags(struct mmr_vma_pool *p, struct mmr_vmas *v, uint64_t start, uint64_t end,
		       uint32_t set, uint32_t clear, unsigned int *nr_vmas)
{
	struct flags_ctx c = { 0 };
	unsigned int k;
	int ret;

	if (nr_vmas)
		*nr_vmas = 0;
	if (start >= end)
		return 0;
	if ((ret = cut(p, v, start)) < 0 || (ret = cut(p, v, end)) < 0)
		return ret;
	mmr_vmas_each(p, v, start, end, collect_start, &c);
	if (c.oom) {
		free(c.starts);
		return MMR_ENOMEM;
	}
	for (k = 0; k < c.n; k++) {
		uint32_t t = find_below(p, v->root, c.starts[k], 1);

		N(p, t)->v.flags = (N(p, t)->v.flags & ~clear) | set;
	}
	/* join from the right: a join only changes nodes at and after its start */
	for (k = c.n; k-- > 0;)
		join_at(p, v, c.starts[k]);
	if (c.n) {
		uint32_t t = find_below(p, v->root, start, 0);

		if (t)
			join_at(p, v, N(p, t)->v.start);
	}
	if (nr_vmas)
		*nr_vmas = c.n;
	free(c.starts);
	return 0;
}

struct copy_ctx {
	struct mmr_vma_pool *p;
	struct mmr_vmas *dst;
	int ret;
};

static void copy_one(void *arg, const struct mmr_vma *vma)
{
	struct copy_ctx *c = arg;
	struct mmr_vma x = *vma;
	uint32_t i;

	if (c->ret || (x.flags & VMA_DONTCOPY))
		return;
	/*
	 * dup_mmap() copies page tables only where vma_needs_copy() (an
	 * anon_vma: private anonymous or written private file memory): elsewhere
	 * the child starts without them, whatever the parent had.
	 */
	if ((x.flags & VMA_SHARED) || ((x.flags & VMA_FILE) && !(x.flags & VMA_WRITE)))
		x.flags &= ~VMA_INIT;
	i = node_new(c->p, &x);
	if (!i) {
		c->ret = MMR_ENOMEM;
		return;
	}
	/* in address order: each node goes last */
	c->dst->root = merge(c->p, c->dst->root, i);
	c->dst->n++;
}

int mmr_vmas_copy(struct mmr_vma_pool *p, struct mmr_vmas *dst, const struct mmr_vmas *src)
{
	struct copy_ctx c = { p, dst, 0 };

	/* the walk reads src's nodes while the copy adds nodes: p->n may move */
	if ((uint64_t)p->top + src->n > p->cap) {
		uint64_t cap = p->cap ? p->cap : 256;
		struct vnode *n;

		while (cap < (uint64_t)p->top + src->n)
			cap *= 2;
		if (cap > UINT32_MAX)
			return MMR_ENOMEM;
		n = realloc(p->n, (size_t)cap * sizeof(*n));
		if (!n)
			return MMR_ENOMEM;
		p->n = n;
		p->cap = (uint32_t)cap;
	}
	mmr_vmas_each(p, src, 0, UINT64_MAX, copy_one, &c);
	return c.ret;
}

int mmr_vmas_pt_add(struct mmr_vmas *v, uint64_t addr)
{
	int created;

	return mmr_hash_insert(&v->pt, MMR_H_KEY(SPAN(addr)), &created) ? 0 : MMR_ENOMEM;
}

int mmr_vmas_pt_has(const struct mmr_vma_pool *p, const struct mmr_vmas *v, uint64_t span)
{
	uint64_t lo = span << VMA_SPAN_SHIFT, hi = lo + (1ull << VMA_SPAN_SHIFT);
	uint32_t t;

	if (mmr_hash_find(&v->pt, MMR_H_KEY(span)))
		return 1;
	/* a VMA of the start snapshot overlapping the span: the one below hi, and before */
	for (t = find_below(p, v->root, hi, 0); t && N(p, t)->v.end > lo;
	     t = find_below(p, v->root, N(p, t)->v.start, 0))
		if (N(p, t)->v.flags & VMA_INIT)
			return 1;
	return 0;
}

void mmr_vmas_pt_drop(struct mmr_vmas *v, uint64_t span)
{
	mmr_hash_remove(&v->pt, MMR_H_KEY(span));
}

/* A file's id for merging: its dev and inode hashed, never 0. */
static uint32_t file_id(uint64_t dev, uint64_t ino)
{
	uint64_t h = (ino * 0x9e3779b97f4a7c15ull) ^ (dev * 0xc2b2ae3d27d4eb4full);
	uint32_t id = (uint32_t)(h >> 32) ^ (uint32_t)h;

	return id ? id : 1;
}

int mmr_vmas_parse(struct mmr_vma_pool *p, struct mmr_vmas *v, const char *text)
{
	const char *s = text;
	int n = 0, ret;

	while (s && *s) {
		unsigned long long start, end, pgoff = 0, dev = 0, ino = 0;
		char perms[5], kind = 0;
		int used = 0, got;
		struct mmr_vma x;

		while (*s == ' ')
			s++;
		if (!*s)
			break;
		got = sscanf(s, "%llx-%llx:%4[-rwxps]:%c%n", &start, &end, perms, &kind, &used);
		if (got < 4 || !used) {
			s += strcspn(s, " ");
			continue;
		}
		s += used;
		if (kind == 'f') {
			int u2 = 0;

			if (sscanf(s, ":%llx:%llx:%llx%n", &pgoff, &dev, &ino, &u2) == 3)
				s += u2;
		}
		s += strcspn(s, " ");
		if (start >= end || strlen(perms) != 4)
			continue;
		memset(&x, 0, sizeof(x));
		x.start = start;
		x.end = end;
		x.flags = VMA_INIT | (perms[0] == 'r' ? VMA_READ : 0) |
			  (perms[1] == 'w' ? VMA_WRITE : 0) | (perms[2] == 'x' ? VMA_EXEC : 0) |
			  (perms[3] == 's' ? VMA_SHARED : 0);
		switch (kind) {
		case 'f':
			x.flags |= VMA_FILE;
			x.pgoff = pgoff;
			x.file = file_id(dev, ino);
			break;
		case 'h':
			x.flags |= VMA_HEAP;
			break;
		case 's':
			x.flags |= VMA_STACK;
			break;
		case 'v':
			x.flags |= VMA_SPECIAL;
			break;
		default:
			break;
		}
		if (!(x.flags & VMA_FILE))
			x.pgoff = start >> p->page_shift;
		/* the kernel keeps them apart already: no merging, they go in as listed */
		ret = mmr_vmas_unmap(p, v, x.start, x.end, NULL);
		if (!ret) {
			uint32_t i = node_new(p, &x), a, b;

			if (!i)
				return MMR_ENOMEM;
			split(p, v->root, x.start, &a, &b);
			v->root = merge(p, merge(p, a, i), b);
			v->n++;
		}
		if (ret < 0)
			return ret;
		n++;
	}
	return n;
}
