// SPDX-License-Identifier: LGPL-2.1
/*
 * trace.dat headers (dat-local.h): the layout trace-cmd 3.x writes, version
 * 6 (sections one after the other) and 7 (sections found through options,
 * optionally compressed with zstd or zlib), as lib/trace-cmd/trace-input.c
 * reads it.  Every length is checked against what holds it before anything
 * is allocated or read, every offset against the file, every count against
 * the bytes it needs; a compressed part must decompress to exactly the size
 * it announces, at most MAX_SECTION bytes (chunks of CPU data: a few pages).
 *
 * Event formats are parsed here into their fields, and libtraceevent gets a
 * canonical text made of those fields only: name, ID, the field lines, an
 * empty print format.  A format this parser does not accept is left out
 * (its records count as unknown) unless mmreplay decodes that event, which
 * makes the file an error.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <zlib.h>
#include <zstd.h>

#include "dat-local.h"
#include "mmreplay/event.h"

/* A header section in memory (formats, kallsyms: ~2 MB and ~5 MB in real files). */
#define MAX_SECTION (256u << 20)
#define MAX_NAME 256
#define MAX_FIELDS 512
#define MAX_DECL 256
#define MAX_OPTION_SECTIONS 64
#define MAX_BUFFERS 256
#define MAX_CPUS 65536u

/* Option ids (trace-cmd-private.h, enum tracecmd_file_options) */
enum {
	OPT_DONE = 0, OPT_DATE = 1, OPT_BUFFER = 3, OPT_TRACECLOCK = 4, OPT_UNAME = 5,
	OPT_OFFSET = 7, OPT_CPUCOUNT = 8, OPT_TIME_SHIFT = 12, OPT_TSC2NSEC = 14,
	OPT_HEADER_INFO = 16, OPT_FTRACE_EVENTS = 17, OPT_EVENT_FORMATS = 18,
	OPT_KALLSYMS = 19, OPT_PRINTK = 20, OPT_CMDLINES = 21,
};

/* A run of bytes being parsed: the file itself (mem NULL) or a section in memory. */
struct cur {
	const uint8_t *mem;
	uint64_t pos, end;  /* file offsets, or offsets into mem */
	uint64_t base;      /* mem: file offset of its section, for messages */
	const char *what;
};

struct buffer {
	char *name;
	uint64_t off;       /* v6: its "options"/"flyrecord" part; v7: its section */
	unsigned int page_size, nr_cpus;
	struct { uint32_t cpu; uint64_t off, size; } *cpu; /* v7: from the option */
};

struct ctx {
	struct mmr_dat_file *f;
	struct mmr_error *err;
	uint64_t sec[OPT_CMDLINES + 1]; /* v7: section offsets from the options */
	struct buffer *buf;
	unsigned int nr_buf;
	bool top_done;      /* v6: the top buffer's CPU table was read */
	char *top_clock;    /* v7: the clock of the top buffer's option */
};

static int fail(struct ctx *x, const struct cur *c, int code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static int fail(struct ctx *x, const struct cur *c, int code, const char *fmt, ...)
{
	char reason[320];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof(reason), fmt, ap);
	va_end(ap);
	if (c && c->mem)
		return mmr_error_set(x->err, code, "%s: offset %llu: %s, byte %llu of its content: %s",
				     x->f->path, (unsigned long long)c->base, c->what,
				     (unsigned long long)c->pos, reason);
	if (c)
		return mmr_error_set(x->err, code, "%s: offset %llu: %s: %s", x->f->path,
				     (unsigned long long)c->pos, c->what, reason);
	return mmr_error_set(x->err, code, "%s: %s", x->f->path, reason);
}

static int nomem(struct ctx *x)
{
	return mmr_error_set(x->err, MMR_ENOMEM, "%s: out of memory", x->f->path);
}

static int c_read(struct ctx *x, struct cur *c, void *buf, uint64_t n)
{
	if (n > c->end - c->pos)
		return -1;
	if (c->mem) {
		memcpy(buf, c->mem + c->pos, n);
	} else {
		uint64_t got = 0;

		while (got < n) {
			ssize_t r = pread(x->f->fd, (char *)buf + got, n - got,
					  (off_t)(c->pos + got));

			if (r < 0 && errno == EINTR)
				continue;
			if (r <= 0)
				return -1;
			got += (uint64_t)r;
		}
	}
	c->pos += n;
	return 0;
}

static int c_num(struct ctx *x, struct cur *c, unsigned int bytes, uint64_t *v)
{
	uint8_t b[8];

	if (c_read(x, c, b, bytes))
		return -1;
	*v = mmr_dat_num(x->f, b, bytes);
	return 0;
}

/* A NUL-terminated string of at most @max - 1 characters into @out. */
static int c_str(struct ctx *x, struct cur *c, char *out, size_t max)
{
	size_t i;

	for (i = 0; i < max; i++) {
		if (c_read(x, c, &out[i], 1))
			return -1;
		if (!out[i])
			return 0;
	}
	return -1;
}

/*
 * @n bytes at the cursor: in place for a section in memory, else read into
 * a buffer (*@own, to free) of n + 1 bytes, NUL-terminated.
 */
static int c_blob(struct ctx *x, struct cur *c, uint64_t n, const uint8_t **p, uint8_t **own)
{
	*own = NULL;
	if (n > c->end - c->pos)
		return -1;
	if (c->mem) {
		*p = c->mem + c->pos;
		c->pos += n;
		return 0;
	}
	*own = malloc(n + 1);
	if (!*own)
		return MMR_ENOMEM;
	if (c_read(x, c, *own, n)) {
		free(*own);
		*own = NULL;
		return -1;
	}
	(*own)[n] = 0;
	*p = *own;
	return 0;
}

int mmr_dat_uncompress(struct mmr_dat_file *f, const void *z, uint32_t zlen, void *out,
		       uint32_t ulen)
{
	if (f->zalg == MMR_DAT_Z_ZSTD) {
		unsigned long long want = ZSTD_getFrameContentSize(z, zlen);
		size_t n;

		/* a frame that says what it holds must say @ulen: no bomb gets decoded */
		if (want != ZSTD_CONTENTSIZE_UNKNOWN && want != ulen)
			return -1;
		if (!f->zctx && !(f->zctx = ZSTD_createDCtx()))
			return -1;
		n = ZSTD_decompressDCtx(f->zctx, out, ulen, z, zlen);
		return !ZSTD_isError(n) && n == ulen ? 0 : -1;
	}
	if (f->zalg == MMR_DAT_Z_ZLIB) {
		uLongf n = ulen;

		return uncompress(out, &n, z, zlen) == Z_OK && n == ulen ? 0 : -1;
	}
	return -1;
}

/* ---- formats ------------------------------------------------------------ */

/* Text with its length, growing (the canonical format being written). */
struct text {
	char *s;
	size_t len, cap;
};

static int text_add(struct text *t, const char *s, size_t n)
{
	if (t->len + n + 1 > t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 1024;
		char *ns;

		while (cap < t->len + n + 1)
			cap *= 2;
		ns = realloc(t->s, cap);
		if (!ns)
			return -1;
		t->s = ns;
		t->cap = cap;
	}
	memcpy(t->s + t->len, s, n);
	t->len += n;
	t->s[t->len] = 0;
	return 0;
}

static bool is_ident_char(char ch)
{
	return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9') ||
	       ch == '_';
}

/*
 * Identifiers libtraceevent's tokenizer replaces by strings wherever they
 * stand (an old mac80211 work-around): in a name or a declaration they break
 * its parse, which then leaks.
 */
static bool tep_macro(const char *t, size_t len)
{
	static const char *const m[] = { "LOCAL_PR_FMT", "STA_PR_FMT", "VIF_PR_FMT" };

	for (size_t i = 0; i < sizeof(m) / sizeof(m[0]); i++)
		if (len >= strlen(m[i]) && !memcmp(t, m[i], strlen(m[i])) &&
		    (len == strlen(m[i]) || t[strlen(m[i])] == '['))
			return true;
	return false;
}

/* "[0-9]*" ... "]" at @p: its length, or 0 when malformed */
static size_t bracket_len(const char *p, const char *end)
{
	const char *q = p + 1;

	while (q < end && *q >= '0' && *q <= '9')
		q++;
	return q < end && *q == ']' && q - p <= 7 ? (size_t)(q - p + 1) : 0;
}

/*
 * A field declaration as the kernel prints them, in canonical form: tokens
 * joined by single spaces into @out.  Accepted, and nothing else (libtraceevent
 * leaks on other shapes, "chbuf[] ar next_comm[16]"):
 *   [__data_loc | __rel_loc] TYPE... NAME
 * where TYPE is identifiers and '*'s ("unsigned long", "char *", "struct
 * foo": struct, union and enum take a name), the last TYPE token may end in
 * "[]" only after __data_loc or __rel_loc ("__data_loc char[] name"), and
 * NAME is an identifier with an optional "[N]" or "[]" ("comm[16]",
 * "buf[]"); no token is one of tep_macro()'s.  0 or -1.
 */
static int canon_decl(const char *p, const char *end, char *out, size_t max)
{
	const char *tok[16];
	size_t len[16], n = 0, ntok = 0, i;

	while (p < end) {
		const char *t = p;

		if (*p == ' ' || *p == '\t') {
			p++;
			continue;
		}
		if (*p == '*') {
			p++;
		} else if (is_ident_char(*p) && !(*p >= '0' && *p <= '9')) {
			while (p < end && is_ident_char(*p))
				p++;
			if (p < end && *p == '[') {
				size_t b = bracket_len(p, end);

				if (!b)
					return -1;
				p += b;
			}
		} else {
			return -1;
		}
		if (ntok == 16 || tep_macro(t, (size_t)(p - t)))
			return -1;
		tok[ntok] = t;
		len[ntok++] = (size_t)(p - t);
	}
	if (ntok < 2 || *tok[ntok - 1] == '*' || (len[0] == 10 && !memcmp(tok[0], "__data_loc", 10)
						  ? ntok < 3 : 0))
		return -1;
	for (i = 0; i < ntok; i++) {
		const char *br = memchr(tok[i], '[', len[i]);
		int loc = (len[0] == 10 && !memcmp(tok[0], "__data_loc", 10)) ||
			  (len[0] == 9 && !memcmp(tok[0], "__rel_loc", 9));

		/* brackets: on the name, or "[]" on the type of a dynamic array */
		if (br && i != ntok - 1 && !(loc && i == ntok - 2 && len[i] - (size_t)(br - tok[i]) == 2))
			return -1;
		/* struct, union and enum need a tag before the name */
		if (i + 2 >= ntok && ((len[i] == 6 && !memcmp(tok[i], "struct", 6)) ||
				      (len[i] == 5 && !memcmp(tok[i], "union", 5)) ||
				      (len[i] == 4 && !memcmp(tok[i], "enum", 4))))
			return -1;
		if (n + len[i] + 2 > max)
			return -1;
		if (i)
			out[n++] = ' ';
		memcpy(out + n, tok[i], len[i]);
		n += len[i];
	}
	out[n] = 0;
	return 0;
}

/* Decimal number at *@p up to @max; advances.  0 or -1. */
static int dec_num(const char **p, const char *end, unsigned long max, unsigned long *v)
{
	const char *q = *p;

	*v = 0;
	if (q >= end || *q < '0' || *q > '9')
		return -1;
	while (q < end && *q >= '0' && *q <= '9') {
		*v = *v * 10 + (unsigned long)(*q - '0');
		if (*v > max)
			return -1;
		q++;
	}
	*p = q;
	return 0;
}

/* "key:" then a decimal and ';' (spaces before the key allowed). */
static int field_attr(const char **p, const char *end, const char *key, unsigned long max,
		      unsigned long *v)
{
	size_t kl = strlen(key);

	while (*p < end && (**p == ' ' || **p == '\t'))
		(*p)++;
	if ((size_t)(end - *p) < kl || memcmp(*p, key, kl))
		return -1;
	*p += kl;
	if (dec_num(p, end, max, v) || *p >= end || **p != ';')
		return -1;
	(*p)++;
	return 0;
}

/*
 * One field line: "field:DECL;" "offset:N;" "size:N;" ["signed:N;"], each
 * after tabs or spaces, appended to @t in canonical form.  0 or -1.
 */
static int canon_field(const char *p, const char *end, struct text *t)
{
	char decl[MAX_DECL], line[MAX_DECL + 96];
	unsigned long off, size, sign = 0;
	const char *semi;
	int n;

	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (end - p < 6 || memcmp(p, "field:", 6))
		return -1;
	p += 6;
	semi = memchr(p, ';', (size_t)(end - p));
	if (!semi || canon_decl(p, semi, decl, sizeof(decl)))
		return -1;
	p = semi + 1;
	if (field_attr(&p, end, "offset:", 65535, &off) ||
	    field_attr(&p, end, "size:", 65535, &size))
		return -1;
	{
		const char *q = p;

		if (!field_attr(&q, end, "signed:", 1, &sign))
			p = q;
	}
	while (p < end && (*p == ' ' || *p == '\t'))
		p++;
	if (p != end)
		return -1;
	n = snprintf(line, sizeof(line), "\tfield:%s;\toffset:%lu;\tsize:%lu;\tsigned:%lu;\n", decl,
		     off, size, sign);
	return n > 0 && (size_t)n < sizeof(line) ? text_add(t, line, (size_t)n) : -1;
}

/*
 * @src (@len bytes) as canonical format text in @t, with its name and ID;
 * *@common_len is where its common fields end.  The layout is the kernel's:
 * name:, ID:, format:, the common fields, an empty line, the event's fields,
 * an empty line, print fmt: (not kept).
 */
static int canon_format(const char *src, size_t len, struct text *t, char *name, size_t nmax,
			unsigned long *id, size_t *common_len)
{
	const char *p = src, *end = src + len;
	unsigned int line = 0, fields = 0, common = 0;
	int part = 0; /* 0 common fields, 1 the event's, 2 past them */
	char head[MAX_NAME + 64];
	int n;

	t->len = 0;
	while (p < end && part < 2) {
		const char *e = memchr(p, '\n', (size_t)(end - p)), *q;

		if (!e)
			e = end;
		if (memchr(p, 0, (size_t)(e - p)))
			return -1;
		q = p;
		p = e + 1;
		switch (line++) {
		case 0: /* name: NAME */
			if (e - q < 7 || memcmp(q, "name: ", 6))
				return -1;
			q += 6;
			if ((size_t)(e - q) >= nmax || (*q >= '0' && *q <= '9'))
				return -1;
			for (const char *r = q; r < e; r++)
				if (!is_ident_char(*r))
					return -1;
			if (tep_macro(q, (size_t)(e - q)))
				return -1;
			memcpy(name, q, (size_t)(e - q));
			name[e - q] = 0;
			continue;
		case 1: /* ID: N */
			if (e - q < 5 || memcmp(q, "ID: ", 4))
				return -1;
			q += 4;
			/* the kernel's common_type is an unsigned short */
			if (dec_num(&q, e, 65535, id) || q != e)
				return -1;
			continue;
		case 2:
			if ((size_t)(e - q) != 7 || memcmp(q, "format:", 7))
				return -1;
			n = snprintf(head, sizeof(head), "name: %s\nID: %lu\nformat:\n", name, *id);
			if (text_add(t, head, (size_t)n))
				return -1;
			continue;
		}
		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (q == e) {
			/* the empty line after the common fields, then after the event's */
			if (part == 0 && !fields)
				continue;
			if (part == 0 && text_add(t, "\n", 1))
				return -1;
			if (part == 0)
				*common_len = t->len;
			common += part == 0 ? fields : 0;
			part++;
			fields = 0;
			continue;
		}
		if (e - q >= 10 && !memcmp(q, "print fmt:", 10)) {
			part = 2;
			continue;
		}
		if (++fields > MAX_FIELDS || canon_field(q, e, t))
			return -1;
		common += part == 0;
	}
	if (line < 4 || !common)
		return -1;
	if (part == 0 && text_add(t, "\n", 1))
		return -1;
	if (part == 0)
		*common_len = t->len;
	return text_add(t, "\nprint fmt: \"\"\n", 15);
}

/*
 * One event format of @system: registered with the tep in canonical form.
 * An event mmreplay does not decode keeps only its common fields: its
 * records are only counted, by name, and libtraceevent's parsing is most of
 * the cost of opening a file that carries every format of its kernel.  A
 * format that does not parse is left out, unless mmreplay decodes the event
 * (then the file is refused).
 */
static int add_format(struct ctx *x, struct cur *c, const char *system, const uint8_t *src,
		      uint64_t len, struct text *t)
{
	char name[MAX_NAME];
	unsigned long id = 0;
	size_t common_len = 0;
	bool ours = false;

	name[0] = 0;
	if (len <= (1u << 20) && canon_format((const char *)src, (size_t)len, t, name,
					      sizeof(name), &id, &common_len) == 0) {
		ours = mmr_event_lookup(system, name) != MMR_EV_NONE;
		if (!ours) {
			t->len = common_len;
			if (text_add(t, "\nprint fmt: \"\"\n", 15))
				return nomem(x);
		}
		if (!tep_find_event(x->f->tep, (int)id) &&
		    !tep_parse_event(x->f->tep, t->s, t->len, system))
			return 0;
	}
	if (ours)
		return fail(x, c, MMR_ECORRUPT, "format of %s:%s not understood (or its ID %lu "
			    "given twice)", system, name, id);
	return 0;
}

/* count x (u64 size, text) of @system */
static int read_formats(struct ctx *x, struct cur *c, const char *system, uint64_t count,
			struct text *t)
{
	for (uint64_t i = 0; i < count; i++) {
		const uint8_t *p;
		uint8_t *own;
		uint64_t size;
		int ret;

		if (c_num(x, c, 8, &size))
			return fail(x, c, MMR_ETRUNCATED, "format %llu of %s: truncated",
				    (unsigned long long)i, system);
		ret = c_blob(x, c, size, &p, &own);
		if (ret == MMR_ENOMEM)
			return nomem(x);
		if (ret)
			return fail(x, c, MMR_ETRUNCATED, "format %llu of %s: %llu bytes announced, "
				    "%llu left", (unsigned long long)i, system,
				    (unsigned long long)size, (unsigned long long)(c->end - c->pos));
		ret = add_format(x, c, system, p, size, t);
		free(own);
		if (ret < 0)
			return ret;
	}
	return 0;
}

static int read_ftrace_formats(struct ctx *x, struct cur *c, struct text *t)
{
	uint64_t count;

	c->what = "ftrace formats";
	if (c_num(x, c, 4, &count) || count > (c->end - c->pos) / 8)
		return fail(x, c, MMR_ECORRUPT, "bad count");
	return read_formats(x, c, "ftrace", count, t);
}

static int read_event_formats(struct ctx *x, struct cur *c, struct text *t)
{
	uint64_t systems, count;
	char system[MAX_NAME];

	c->what = "event formats";
	if (c_num(x, c, 4, &systems) || systems > (c->end - c->pos) / 5)
		return fail(x, c, MMR_ECORRUPT, "bad count of systems");
	for (uint64_t s = 0; s < systems; s++) {
		int ret;

		if (c_str(x, c, system, sizeof(system)) || !system[0] ||
		    c_num(x, c, 4, &count) || count > (c->end - c->pos) / 8)
			return fail(x, c, MMR_ECORRUPT, "system %llu: bad name or count",
				    (unsigned long long)s);
		for (const char *r = system; *r; r++)
			if (!is_ident_char(*r))
				return fail(x, c, MMR_ECORRUPT, "system %llu: bad name",
					    (unsigned long long)s);
		ret = read_formats(x, c, system, count, t);
		if (ret < 0)
			return ret;
	}
	return 0;
}

/*
 * The ring-buffer page header: "timestamp" at 0 (8 bytes), "commit" at 8 (the
 * kernel's long), "data" after it; the commit's size is the long size.
 */
static int read_header_page(struct ctx *x, struct cur *c)
{
	uint8_t tag[13];
	uint64_t size;
	const uint8_t *p;
	uint8_t *own;
	const char *s, *end;
	long ts_off = -1, ts_size = -1, commit_off = -1, commit_size = -1, data_off = -1;
	int ret;

	c->what = "header page";
	if (c_read(x, c, tag, 12) || memcmp(tag, "header_page", 12) || c_num(x, c, 8, &size) ||
	    size > (1u << 16))
		return fail(x, c, MMR_ECORRUPT, "missing or too large");
	ret = c_blob(x, c, size, &p, &own);
	if (ret == MMR_ENOMEM)
		return nomem(x);
	if (ret)
		return fail(x, c, MMR_ETRUNCATED, "truncated");
	for (s = (const char *)p, end = s + size; s < end;) {
		const char *e = memchr(s, '\n', (size_t)(end - s)), *q;
		char decl[MAX_DECL];
		unsigned long off, sz;

		if (!e)
			e = end;
		q = s;
		while (q < e && (*q == ' ' || *q == '\t'))
			q++;
		if (e - q > 6 && !memcmp(q, "field:", 6)) {
			const char *semi = memchr(q, ';', (size_t)(e - q));

			q += 6;
			if (semi && !canon_decl(q, semi, decl, sizeof(decl))) {
				const char *a = semi + 1, *nm = strrchr(decl, ' ') + 1;

				if (!field_attr(&a, e, "offset:", MMR_DAT_MAX_PAGE, &off) &&
				    !field_attr(&a, e, "size:", MMR_DAT_MAX_PAGE, &sz)) {
					if (!strcmp(nm, "timestamp"))
						ts_off = (long)off, ts_size = (long)sz;
					else if (!strcmp(nm, "commit"))
						commit_off = (long)off, commit_size = (long)sz;
					else if (!strncmp(nm, "data", 4))
						data_off = (long)off;
				}
			}
		}
		s = e + 1;
	}
	free(own);
	if (ts_off != 0 || ts_size != 8 || commit_off != 8 ||
	    (commit_size != 4 && commit_size != 8) || data_off != 8 + commit_size)
		return fail(x, c, MMR_ECORRUPT, "not the ring-buffer page layout (timestamp at 0, "
			    "commit at 8 of 4 or 8 bytes, data after it)");
	x->f->long_size = (unsigned int)commit_size;
	c->what = "header event";
	if (c_read(x, c, tag, 13) || memcmp(tag, "header_event", 13) || c_num(x, c, 8, &size) ||
	    size > c->end - c->pos)
		return fail(x, c, MMR_ECORRUPT, "missing or truncated");
	c->pos += size;
	return 0;
}

/*
 * kallsyms text: "ADDR TYPE NAME[\t[MODULE]]" lines, registered as
 * libtraceevent's tep_parse_kallsyms() does (absolute symbols and arm's '$'
 * names left out); malformed lines are skipped.
 */
static int read_kallsyms(struct ctx *x, const char *s, size_t len)
{
	const char *end = s + len;

	while (s < end) {
		const char *e = memchr(s, '\n', (size_t)(end - s)), *p = s, *nm, *ne;
		char name[MAX_NAME], mod[MAX_NAME];
		unsigned long long addr = 0;
		unsigned int digits = 0;
		char type;

		if (!e)
			e = end;
		s = e + 1;
		for (; p < e && digits < 17; p++, digits++) {
			int d = *p >= '0' && *p <= '9' ? *p - '0' :
				*p >= 'a' && *p <= 'f' ? *p - 'a' + 10 :
				*p >= 'A' && *p <= 'F' ? *p - 'A' + 10 : -1;

			if (d < 0)
				break;
			addr = addr << 4 | (unsigned int)d;
		}
		if (!digits || digits > 16 || e - p < 4 || p[0] != ' ' || p[2] != ' ')
			continue;
		type = p[1];
		nm = p + 3;
		for (ne = nm; ne < e && *ne > ' ' && *ne < 0x7f; ne++)
			;
		if (ne == nm || ne - nm >= MAX_NAME)
			continue;
		memcpy(name, nm, (size_t)(ne - nm));
		name[ne - nm] = 0;
		mod[0] = 0;
		if (e - ne >= 3 && ne[0] == '\t' && ne[1] == '[' && e[-1] == ']' &&
		    e - ne - 3 < MAX_NAME) {
			memcpy(mod, ne + 2, (size_t)(e - ne - 3));
			mod[e - ne - 3] = 0;
		}
		if (name[0] == '$' || type == 'A' || type == 'a')
			continue;
		if (tep_register_function(x->f->tep, name, addr, mod[0] ? mod : NULL))
			return nomem(x);
	}
	return 0;
}

/* u32 size + kallsyms text, u32 size + printk formats (skipped) */
static int read_syms(struct ctx *x, struct cur *c, bool printk)
{
	const uint8_t *p;
	uint8_t *own;
	uint64_t size;
	int ret;

	c->what = printk ? "printk formats" : "kallsyms";
	if (c_num(x, c, 4, &size))
		return fail(x, c, MMR_ETRUNCATED, "truncated");
	if (printk) {
		if (size > c->end - c->pos)
			return fail(x, c, MMR_ETRUNCATED, "%llu bytes announced, %llu left",
				    (unsigned long long)size, (unsigned long long)(c->end - c->pos));
		c->pos += size;
		return 0;
	}
	ret = c_blob(x, c, size, &p, &own);
	if (ret == MMR_ENOMEM)
		return nomem(x);
	if (ret)
		return fail(x, c, MMR_ETRUNCATED, "%llu bytes announced, %llu left",
			    (unsigned long long)size, (unsigned long long)(c->end - c->pos));
	ret = read_kallsyms(x, (const char *)p, (size_t)size);
	free(own);
	return ret;
}

static int skip_cmdlines(struct ctx *x, struct cur *c)
{
	uint64_t size;

	c->what = "saved command lines";
	if (c_num(x, c, 8, &size) || size > c->end - c->pos)
		return fail(x, c, MMR_ETRUNCATED, "truncated");
	c->pos += size;
	return 0;
}

/* ---- options ------------------------------------------------------------ */

/* @p (@n bytes, maybe unterminated) as a C string of at most @max - 1 chars */
static void opt_text(char *out, size_t max, const uint8_t *p, uint64_t n)
{
	size_t len = n < max - 1 ? (size_t)n : max - 1;

	memcpy(out, p, len);
	out[len] = 0;
}

static char *opt_strdup(const uint8_t *p, uint64_t n)
{
	char *s = malloc(n + 1);

	if (s)
		opt_text(s, n + 1, p, n);
	return s;
}

/* The clock in use: the "[name]" of "local [global] counter ..." */
static int opt_clock(struct ctx *x, const uint8_t *p, uint64_t n)
{
	const char *b, *e;
	char *s = opt_strdup(p, n);

	if (!s)
		return nomem(x);
	b = strchr(s, '[');
	e = b ? strchr(b, ']') : NULL;
	if (b && e && e > b + 1) {
		free(x->f->clock);
		x->f->clock = strndup(b + 1, (size_t)(e - b - 1));
		if (!x->f->clock) {
			free(s);
			return nomem(x);
		}
	}
	free(s);
	return 0;
}

/* A BUFFER option: v6 u64 offset + name; v7 also clock, page size, CPU table. */
static int opt_buffer(struct ctx *x, struct cur *o)
{
	struct buffer *b, *nb;
	char name[MAX_NAME], clock[MAX_NAME];
	uint64_t v, ps, cpus;

	if (x->nr_buf == MAX_BUFFERS)
		return fail(x, o, MMR_EUNSUPPORTED, "more than %d buffers", MAX_BUFFERS);
	nb = realloc(x->buf, (x->nr_buf + 1) * sizeof(*nb));
	if (!nb)
		return nomem(x);
	x->buf = nb;
	b = &x->buf[x->nr_buf];
	memset(b, 0, sizeof(*b));
	if (c_num(x, o, 8, &v) || c_str(x, o, name, sizeof(name)))
		return fail(x, o, MMR_ECORRUPT, "BUFFER option: truncated");
	b->off = v;
	b->page_size = x->f->page_size;
	if (!(b->name = strdup(name)))
		return nomem(x);
	x->nr_buf++;
	if (x->f->version < 7)
		return 0;
	if (c_str(x, o, clock, sizeof(clock)) || c_num(x, o, 4, &ps) || c_num(x, o, 4, &cpus) ||
	    cpus > (o->end - o->pos) / 20)
		return fail(x, o, MMR_ECORRUPT, "BUFFER option of \"%s\": truncated", name);
	if (ps < 64 || ps > MMR_DAT_MAX_PAGE || (ps & (ps - 1)))
		return fail(x, o, MMR_ECORRUPT, "BUFFER option of \"%s\": page size %llu", name,
			    (unsigned long long)ps);
	if (!name[0] && !x->top_clock && !(x->top_clock = strdup(clock)))
		return nomem(x);
	b->page_size = (unsigned int)ps;
	b->cpu = calloc(cpus ? cpus : 1, sizeof(*b->cpu));
	if (!b->cpu)
		return nomem(x);
	b->nr_cpus = (unsigned int)cpus;
	for (uint64_t i = 0; i < cpus; i++) {
		uint64_t cpu;

		if (c_num(x, o, 4, &cpu) || c_num(x, o, 8, &b->cpu[i].off) ||
		    c_num(x, o, 8, &b->cpu[i].size))
			return fail(x, o, MMR_ECORRUPT, "BUFFER option of \"%s\": truncated", name);
		if (cpu >= MAX_CPUS)
			return fail(x, o, MMR_ECORRUPT, "BUFFER option of \"%s\": CPU %llu", name,
				    (unsigned long long)cpu);
		b->cpu[i].cpu = (uint32_t)cpu;
		if (cpu + 1 > x->f->cpus)
			x->f->cpus = (unsigned int)cpu + 1;
	}
	return 0;
}

/*
 * Options: (u16 id, u32 size, data)...  v6: until id 0 (no size); v7: id 0's
 * data is the offset of the next options section (0: none), into *@next.
 */
static int read_options(struct ctx *x, struct cur *c, uint64_t *next)
{
	*next = 0;
	for (;;) {
		struct cur o;
		uint64_t id, size;
		char num[64];
		int ret = 0;

		c->what = "options";
		if (c_num(x, c, 2, &id))
			return fail(x, c, MMR_ETRUNCATED, "truncated");
		if (id == OPT_DONE && x->f->version < 7)
			return 0;
		if (c_num(x, c, 4, &size) || size > c->end - c->pos)
			return fail(x, c, MMR_ETRUNCATED, "option %llu: truncated",
				    (unsigned long long)id);
		o = *c;
		o.end = o.pos + size;
		o.what = "option";
		c->pos += size;
		switch (id) {
		case OPT_DONE:
			if (c_num(x, &o, 8, next))
				return fail(x, &o, MMR_ECORRUPT, "last option: truncated");
			return 0;
		case OPT_BUFFER:
			ret = opt_buffer(x, &o);
			break;
		case OPT_TRACECLOCK:
		case OPT_UNAME:
		case OPT_OFFSET:
		case OPT_DATE: {
			const uint8_t *p;
			uint8_t *own;

			if (size > 65536)
				return fail(x, &o, MMR_ECORRUPT, "option %llu of %llu bytes",
					    (unsigned long long)id, (unsigned long long)size);
			ret = c_blob(x, &o, size, &p, &own);
			if (ret == MMR_ENOMEM)
				return nomem(x);
			if (ret)
				return fail(x, &o, MMR_ETRUNCATED, "truncated");
			if (id == OPT_TRACECLOCK) {
				ret = opt_clock(x, p, size);
			} else if (id == OPT_UNAME) {
				free(x->f->uname);
				x->f->uname = opt_strdup(p, size > 4096 ? 4096 : size);
				ret = x->f->uname ? 0 : nomem(x);
			} else {
				/* as libtracecmd: strtoll(), base 0; DATE is in microseconds */
				long long v;

				opt_text(num, sizeof(num), p, size);
				v = strtoll(num, NULL, 0);
				x->f->ts_offset += (int64_t)((uint64_t)v * (id == OPT_DATE ? 1000u : 1u));
			}
			free(own);
			break;
		}
		case OPT_CPUCOUNT: {
			uint64_t cpus;

			if (c_num(x, &o, 4, &cpus) || cpus > MAX_CPUS)
				return fail(x, &o, MMR_ECORRUPT, "CPU count: truncated or too large");
			x->f->cpus = (unsigned int)cpus;
			break;
		}
		case OPT_TSC2NSEC: {
			uint64_t mult, shift;

			if (size < 16)
				break; /* libtracecmd ignores it too */
			if (c_num(x, &o, 4, &mult) || c_num(x, &o, 4, &shift) || shift > 63)
				return fail(x, &o, MMR_ECORRUPT, "TSC2NSEC: shift out of range");
			x->f->tsc_mult = (uint32_t)mult;
			x->f->tsc_shift = (uint32_t)shift;
			break;
		}
		case OPT_TIME_SHIFT:
			if (size >= 16)
				return fail(x, &o, MMR_EUNSUPPORTED, "a guest's trace with host clock "
					    "synchronisation (TIME_SHIFT option): not supported");
			break;
		case OPT_HEADER_INFO:
		case OPT_FTRACE_EVENTS:
		case OPT_EVENT_FORMATS:
		case OPT_KALLSYMS:
		case OPT_PRINTK:
		case OPT_CMDLINES:
			if (size >= 8 && c_num(x, &o, 8, &x->sec[id]))
				return fail(x, &o, MMR_ECORRUPT, "section offset: truncated");
			break;
		default:
			break; /* what mmreplay does not need (CPUSTAT, HOOK, GUEST, ...) */
		}
		if (ret < 0)
			return ret;
	}
}

/* ---- v7 sections -------------------------------------------------------- */

/*
 * The section at @off with id @id: its content in memory (decompressed
 * when flagged so), as a cursor; *@own to free.
 */
static int load_section(struct ctx *x, uint64_t off, uint64_t id, const char *what,
			struct cur *sec, uint8_t **own)
{
	struct cur c = { .pos = off, .end = x->f->size, .what = what };
	uint64_t sid, flags, desc, size, zsize, usize;
	const uint8_t *p;
	uint8_t *z;
	int ret;

	*own = NULL;
	if (off > x->f->size || c_num(x, &c, 2, &sid) || c_num(x, &c, 2, &flags) ||
	    c_num(x, &c, 4, &desc) || c_num(x, &c, 8, &size))
		return fail(x, &c, MMR_ETRUNCATED, "section header: truncated");
	if (sid != id)
		return fail(x, &c, MMR_ECORRUPT, "section id %llu, expected %llu",
			    (unsigned long long)sid, (unsigned long long)id);
	if (size > c.end - c.pos)
		return fail(x, &c, MMR_ETRUNCATED, "%llu bytes announced, %llu left in the file",
			    (unsigned long long)size, (unsigned long long)(c.end - c.pos));
	c.end = c.pos + size;
	if (!(flags & 1)) {
		if (size > MAX_SECTION)
			return fail(x, &c, MMR_EUNSUPPORTED, "section of %llu bytes",
				    (unsigned long long)size);
		ret = c_blob(x, &c, size, &p, own);
		if (ret)
			return ret == MMR_ENOMEM ? nomem(x) : fail(x, &c, MMR_ETRUNCATED, "truncated");
		*sec = (struct cur){ .mem = p, .pos = 0, .end = size, .base = off, .what = what };
		return 0;
	}
	if (x->f->zalg == MMR_DAT_Z_NONE)
		return fail(x, &c, MMR_ECORRUPT, "compressed section in a file without compression");
	if (c_num(x, &c, 4, &zsize) || c_num(x, &c, 4, &usize) || zsize > c.end - c.pos)
		return fail(x, &c, MMR_ETRUNCATED, "compressed block: truncated");
	if (usize > MAX_SECTION)
		return fail(x, &c, MMR_EUNSUPPORTED, "compressed section of %llu bytes",
			    (unsigned long long)usize);
	ret = c_blob(x, &c, zsize, &p, &z);
	if (ret)
		return ret == MMR_ENOMEM ? nomem(x) : fail(x, &c, MMR_ETRUNCATED, "truncated");
	*own = malloc(usize ? usize : 1);
	if (!*own) {
		free(z);
		return nomem(x);
	}
	ret = mmr_dat_uncompress(x->f, p, (uint32_t)zsize, *own, (uint32_t)usize);
	free(z);
	if (ret)
		return fail(x, &c, MMR_ECORRUPT, "does not decompress to the %llu bytes it announces",
			    (unsigned long long)usize);
	*sec = (struct cur){ .mem = *own, .pos = 0, .end = usize, .base = off, .what = what };
	return 0;
}

/* Sections HEADER_INFO .. CMDLINES, each through its parser. */
static int read_v7_headers(struct ctx *x, struct text *t)
{
	static const char *const what[] = {
		[OPT_HEADER_INFO] = "header section", [OPT_FTRACE_EVENTS] = "ftrace formats",
		[OPT_EVENT_FORMATS] = "event formats", [OPT_KALLSYMS] = "kallsyms",
	};

	if (!x->sec[OPT_HEADER_INFO])
		return fail(x, NULL, MMR_ECORRUPT, "no header section (ring-buffer page layout)");
	for (int id = OPT_HEADER_INFO; id <= OPT_KALLSYMS; id++) {
		struct cur c;
		uint8_t *own;
		int ret;

		if (!x->sec[id])
			continue;
		ret = load_section(x, x->sec[id], (uint64_t)id, what[id], &c, &own);
		if (ret == 0) {
			if (id == OPT_HEADER_INFO)
				ret = read_header_page(x, &c);
			else if (id == OPT_FTRACE_EVENTS)
				ret = read_ftrace_formats(x, &c, t);
			else if (id == OPT_EVENT_FORMATS)
				ret = read_event_formats(x, &c, t);
			else
				ret = read_syms(x, &c, false);
		}
		free(own);
		if (ret < 0)
			return ret;
	}
	return 0;
}

/* ---- CPU data ----------------------------------------------------------- */

static int add_stream(struct ctx *x, const struct cur *at, unsigned int cpu, uint64_t off,
		      uint64_t size, unsigned int page_size, bool compressed)
{
	struct mmr_dat_file *f = x->f;
	struct mmr_dat_cpu *n, *s;

	if (!size)
		return 0;
	if (off > f->size || size > f->size - off)
		return fail(x, at, MMR_ETRUNCATED, "CPU %u data ends at %llu but the file has %llu "
			    "bytes (truncated trace.dat)", cpu, (unsigned long long)(off + size),
			    (unsigned long long)f->size);
	n = realloc(f->streams, (f->nr_streams + 1) * sizeof(*n));
	if (!n)
		return nomem(x);
	f->streams = n;
	s = &n[f->nr_streams];
	*s = (struct mmr_dat_cpu){ .off = off, .size = size, .cpu = cpu, .page_size = page_size };
	if (compressed) {
		/* u32 chunk count, then (u32 zsize, u32 usize, zsize bytes) each, in @size */
		struct cur c = { .pos = off, .end = off + size, .what = "compressed CPU data" };
		uint64_t count, zs, us;

		if (c_num(x, &c, 4, &count) || count > size / 8)
			return fail(x, &c, MMR_ECORRUPT, "CPU %u: bad chunk count", cpu);
		/* libtracecmd's size does not count the chunk count itself */
		c.end = off + 4 + size > f->size ? f->size : off + 4 + size;
		s->off = c.pos;
		for (uint64_t i = 0; i < count; i++) {
			struct cur chunk = c;

			if (c_num(x, &c, 4, &zs) || c_num(x, &c, 4, &us) || zs > c.end - c.pos)
				return fail(x, &chunk, MMR_ECORRUPT, "CPU %u: chunk %llu of %llu runs past "
					    "its data (truncated or corrupt trace.dat)", cpu,
					    (unsigned long long)i, (unsigned long long)count);
			if (!us || us > MMR_DAT_MAX_CHUNK_PAGES * page_size)
				return fail(x, &chunk, MMR_ECORRUPT, "CPU %u: chunk %llu of %llu bytes "
					    "(at most %u pages)", cpu, (unsigned long long)i,
					    (unsigned long long)us, MMR_DAT_MAX_CHUNK_PAGES);
			c.pos += zs;
		}
		s->size = c.pos - s->off;
		s->chunks = (uint32_t)count;
		s->compressed = true;
		if (!count)
			return 0;
	}
	if (cpu + 1 > f->cpus)
		f->cpus = cpu + 1;
	f->nr_streams++;
	return 0;
}

/* v6: "flyrecord\0" then (u64 offset, u64 size) per CPU */
static int v6_flyrecord(struct ctx *x, struct cur *c, unsigned int cpus)
{
	char tag[10];

	c->what = "CPU data table";
	if (c_read(x, c, tag, sizeof(tag)))
		return fail(x, c, MMR_ETRUNCATED, "truncated");
	if (!memcmp(tag, "latency  ", 10))
		return fail(x, c, MMR_EUNSUPPORTED, "a latency trace (no per-CPU ring buffers)");
	if (memcmp(tag, "flyrecord", 10))
		return fail(x, c, MMR_ECORRUPT, "neither flyrecord nor latency");
	if (cpus > (c->end - c->pos) / 16)
		return fail(x, c, MMR_ETRUNCATED, "truncated CPU data table");
	for (unsigned int i = 0; i < cpus; i++) {
		uint64_t off, size;
		int ret;

		if (c_num(x, c, 8, &off) || c_num(x, c, 8, &size))
			return fail(x, c, MMR_ETRUNCATED, "truncated CPU data table");
		ret = add_stream(x, c, i, off, size, x->f->page_size, false);
		if (ret < 0)
			return ret;
	}
	return 0;
}

/* v6: "options  \0" and its options, or nothing; then the CPU table */
static int v6_buffer_data(struct ctx *x, struct cur *c)
{
	char tag[10];
	uint64_t next;
	int ret;

	c->what = "buffer";
	if (c_read(x, c, tag, sizeof(tag)))
		return fail(x, c, MMR_ETRUNCATED, "truncated");
	if (!memcmp(tag, "options  ", 10)) {
		ret = read_options(x, c, &next);
		if (ret < 0)
			return ret;
	} else {
		c->pos -= sizeof(tag);
	}
	/* the options may have changed the CPU count (CPUCOUNT) */
	return v6_flyrecord(x, c, x->f->cpus);
}

static int read_v6(struct ctx *x, uint64_t start, struct text *t)
{
	struct cur c = { .pos = start, .end = x->f->size, .what = "headers" };
	uint64_t cpus;
	int ret;

	ret = read_header_page(x, &c);
	if (!ret)
		ret = read_ftrace_formats(x, &c, t);
	if (!ret)
		ret = read_event_formats(x, &c, t);
	if (!ret)
		ret = read_syms(x, &c, false);
	if (!ret)
		ret = read_syms(x, &c, true);
	if (!ret)
		ret = skip_cmdlines(x, &c);
	if (ret < 0)
		return ret;
	c.what = "CPU count";
	if (c_num(x, &c, 4, &cpus) || cpus > MAX_CPUS)
		return fail(x, &c, MMR_ECORRUPT, "truncated or too large");
	x->f->cpus = (unsigned int)cpus;
	ret = v6_buffer_data(x, &c);
	/* the instances (BUFFER options), each with its own options and CPU table */
	for (unsigned int i = 0; ret == 0 && i < x->nr_buf; i++) {
		struct cur b = { .pos = x->buf[i].off, .end = x->f->size };

		if (b.pos > b.end)
			return fail(x, &c, MMR_ETRUNCATED, "buffer \"%s\" at %llu, past the end",
				    x->buf[i].name, (unsigned long long)b.pos);
		ret = v6_buffer_data(x, &b);
	}
	return ret;
}

static int read_v7(struct ctx *x, uint64_t opt, struct text *t)
{
	unsigned int sections = 0;
	int ret;

	while (opt) {
		struct cur c;
		uint8_t *own;

		if (++sections > MAX_OPTION_SECTIONS)
			return fail(x, NULL, MMR_ECORRUPT, "more than %d option sections (a loop?)",
				    MAX_OPTION_SECTIONS);
		ret = load_section(x, opt, OPT_DONE, "options", &c, &own);
		if (ret == 0)
			ret = read_options(x, &c, &opt);
		free(own);
		if (ret < 0)
			return ret;
	}
	ret = read_v7_headers(x, t);
	if (ret < 0)
		return ret;
	/* the top buffer first (its name is ""), then the instances in file order */
	for (int top = 1; top >= 0; top--)
		for (unsigned int i = 0; i < x->nr_buf; i++) {
			struct buffer *b = &x->buf[i];
			struct cur c = { .pos = b->off, .end = x->f->size, .what = "buffer section" };
			uint64_t id, flags, desc, size;

			if ((b->name[0] == 0) != top)
				continue;
			if (b->off > x->f->size || c_num(x, &c, 2, &id) || c_num(x, &c, 2, &flags) ||
			    c_num(x, &c, 4, &desc) || c_num(x, &c, 8, &size) || id != OPT_BUFFER)
				return fail(x, &c, MMR_ECORRUPT, "of \"%s\": missing or truncated",
					    b->name);
			if ((flags & 1) && x->f->zalg == MMR_DAT_Z_NONE)
				return fail(x, &c, MMR_ECORRUPT, "compressed data in a file without "
					    "compression");
			for (unsigned int k = 0; k < b->nr_cpus; k++) {
				ret = add_stream(x, &c, b->cpu[k].cpu, b->cpu[k].off, b->cpu[k].size,
						 b->page_size, flags & 1);
				if (ret < 0)
					return ret;
			}
		}
	return 0;
}

/* ---- the whole file ----------------------------------------------------- */

/* The tep for @f's byte order and page size; 0, or -1 on ENOMEM. */
static int tep_start(struct mmr_dat_file *f, uint8_t lsize)
{
	/*
	 * libtraceevent reports what it cannot parse on stderr; a library must
	 * not print, and failures come back as return values (process-wide).
	 */
	tep_set_loglevel(TEP_LOG_NONE);
	f->tep = tep_alloc();
	if (!f->tep)
		return -1;
	/* the long size may change with the header page (the kernel's, not the tracer's) */
	tep_set_file_bigendian(f->tep, f->big ? TEP_BIG_ENDIAN : TEP_LITTLE_ENDIAN);
	tep_set_local_bigendian(f->tep, __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ ? TEP_BIG_ENDIAN
									     : TEP_LITTLE_ENDIAN);
	tep_set_page_size(f->tep, (int)f->page_size);
	f->long_size = lsize == 4 ? 4 : 8;
	return 0;
}

int mmr_dat_file_read(struct mmr_dat_file *f, int fd, uint64_t size, const char *path,
		      struct mmr_error *err)
{
	struct ctx x = { .f = f, .err = err };
	struct cur c = { .pos = 0, .end = size, .what = "file header" };
	struct text t = { 0 };
	char version[16], zname[64], zver[64];
	uint8_t magic[10], endian, lsize;
	uint64_t ps, opt = 0;
	int ret;

	memset(f, 0, sizeof(*f));
	f->fd = fd;
	f->size = size;
	f->path = path;
	if (c_read(&x, &c, magic, sizeof(magic)) || c_str(&x, &c, version, sizeof(version)) ||
	    c_read(&x, &c, &endian, 1) || c_read(&x, &c, &lsize, 1))
		return fail(&x, &c, MMR_ETRUNCATED, "truncated in the trace.dat file header");
	if (strcmp(version, "6") && strcmp(version, "7"))
		return mmr_error_set(err, MMR_EVERSION,
				     "%s: offset 10: trace.dat version \"%.8s\" (6 and 7 are read)",
				     path, version);
	f->version = version[0] - '0';
	f->big = endian != 0;
	if (c_num(&x, &c, 4, &ps))
		return fail(&x, &c, MMR_ETRUNCATED, "truncated in the trace.dat file header");
	if (ps < 64 || ps > MMR_DAT_MAX_PAGE || (ps & (ps - 1)))
		return fail(&x, &c, MMR_ECORRUPT, "page size %llu", (unsigned long long)ps);
	f->page_size = (unsigned int)ps;
	if (f->version >= 7) {
		if (c_str(&x, &c, zname, sizeof(zname)) || c_str(&x, &c, zver, sizeof(zver)) ||
		    c_num(&x, &c, 8, &opt))
			return fail(&x, &c, MMR_ETRUNCATED, "truncated in the trace.dat file header");
		if (!strcmp(zname, "zstd"))
			f->zalg = MMR_DAT_Z_ZSTD;
		else if (!strcmp(zname, "zlib"))
			f->zalg = MMR_DAT_Z_ZLIB;
		else if (strcmp(zname, "none"))
			return fail(&x, &c, MMR_EUNSUPPORTED, "compression \"%.32s\" (zstd, zlib and "
				    "none are read)", zname);
		if (!opt)
			return fail(&x, &c, MMR_ECORRUPT, "no options");
	}
	if (tep_start(f, lsize))
		return nomem(&x);
	ret = f->version >= 7 ? read_v7(&x, opt, &t) : read_v6(&x, c.pos, &t);
	if (ret == 0) {
		tep_set_long_size(f->tep, (int)f->long_size);
		tep_set_cpus(f->tep, (int)f->cpus);
		if (!f->clock && x.top_clock) {
			f->clock = x.top_clock;
			x.top_clock = NULL;
		}
	}
	free(t.s);
	for (unsigned int i = 0; i < x.nr_buf; i++) {
		free(x.buf[i].name);
		free(x.buf[i].cpu);
	}
	free(x.buf);
	free(x.top_clock);
	return ret;
}

/*
 * The tracing data alone, as perf.data's HEADER_TRACING_DATA holds it: the
 * head of a v6 trace.dat (magic, version "0.5"/"0.6", byte order, long size,
 * page size) and its header sections up to the printk formats; what follows
 * (saved command lines) is not needed.  @off / @len: the block in the file.
 */
int mmr_dat_tracing_read(struct mmr_dat_file *f, int fd, uint64_t size, uint64_t off,
			 uint64_t len, const char *path, struct mmr_error *err)
{
	struct ctx x = { .f = f, .err = err };
	struct cur c = { .pos = off, .end = off + len, .what = "tracing data" };
	struct text t = { 0 };
	static const uint8_t magic[10] = { 0x17, 0x08, 0x44, 't', 'r', 'a', 'c', 'i', 'n', 'g' };
	uint8_t m[10], endian, lsize;
	char version[16];
	uint64_t ps;
	int ret;

	memset(f, 0, sizeof(*f));
	f->fd = fd;
	f->size = size;
	f->path = path;
	if (off > size || len > size - off)
		return fail(&x, &c, MMR_ETRUNCATED, "%llu bytes announced, past the end of the file",
			    (unsigned long long)len);
	if (c_read(&x, &c, m, sizeof(m)) || c_str(&x, &c, version, sizeof(version)) ||
	    c_read(&x, &c, &endian, 1) || c_read(&x, &c, &lsize, 1))
		return fail(&x, &c, MMR_ETRUNCATED, "truncated in its header");
	if (memcmp(m, magic, sizeof(m)))
		return fail(&x, &c, MMR_ECORRUPT, "no tracing-data magic");
	if (strcmp(version, "0.5") && strcmp(version, "0.6") && strcmp(version, "6"))
		return fail(&x, &c, MMR_EVERSION, "version \"%.8s\" (0.5 and 0.6 are read)",
			    version);
	f->version = 6;
	f->big = endian != 0;
	if (c_num(&x, &c, 4, &ps))
		return fail(&x, &c, MMR_ETRUNCATED, "truncated in its header");
	if (ps < 64 || ps > MMR_DAT_MAX_PAGE || (ps & (ps - 1)))
		return fail(&x, &c, MMR_ECORRUPT, "page size %llu", (unsigned long long)ps);
	f->page_size = (unsigned int)ps;
	if (tep_start(f, lsize))
		return nomem(&x);
	ret = read_header_page(&x, &c);
	if (!ret)
		ret = read_ftrace_formats(&x, &c, &t);
	if (!ret)
		ret = read_event_formats(&x, &c, &t);
	if (!ret)
		ret = read_syms(&x, &c, false);
	if (!ret)
		ret = read_syms(&x, &c, true);
	if (!ret)
		tep_set_long_size(f->tep, (int)f->long_size);
	free(t.s);
	free(x.buf);
	return ret;
}

void mmr_dat_file_release(struct mmr_dat_file *f)
{
	if (!f)
		return;
	if (f->tep)
		tep_free(f->tep);
	ZSTD_freeDCtx(f->zctx);
	free(f->streams);
	free(f->uname);
	free(f->clock);
	f->tep = NULL;
	f->zctx = NULL;
	f->streams = NULL;
	f->uname = f->clock = NULL;
}
