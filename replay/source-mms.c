// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mms text scenario reader (grammar in docs/scenario-format.md):
 *
 *   # comment
 *   #! cpus=4 kernel=6.18 hypervisor=none
 *   <time> <cpu> <pid>[/<tgid>] <system>:<event> field=value ...
 *
 * Scenarios are written by hand for tests and examples, so this reader is
 * strict: every mistake is an error that names the file, line, column and
 * reason, never a silently skipped line.  It streams: open() reads the header
 * (comments and `#!` metadata up to the first event line, so the metadata is
 * complete after open) and next() parses one event line per call, so memory
 * does not grow with the file and an error is reported when its line is
 * reached.  Names are looked up with the event and field tables of event.c;
 * that costs string compares per line, acceptable for a hand-written format
 * (binary sources resolve names once instead).
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "source-local.h"

/* Longest line accepted: a cpumask listing thousands of CPUs one by one fits. */
#define MMS_MAX_LINE (1u << 20)
/* Widest CPU number (event column, `cpus`, cpumask): well above any NR_CPUS. */
#define MMS_MAX_CPUS 65536u
#define MMS_READ_CHUNK 65536

struct mms {
	int fd;			/* the source's (read with pread at foff) */
	uint64_t foff;
	int eof;
	char *rbuf;
	size_t rpos, rlen;

	char *line;		/* current line, NUL-terminated, no '\n' */
	size_t len, cap;
	unsigned long lineno;

	int pending;		/* open() stopped on the first event line: parse it first */
	int events_started;
	unsigned long first_event_line;
	uint32_t ncpus;		/* from `#! cpus=N`; 0 when not given */
	uint64_t last_ts;

	uint64_t *mask;		/* cpumask storage of the current event */
	size_t mask_words;

	struct mmr_event ev;
};

static int loc_error(struct mmr_source *src, struct mmr_error *err, int code, const char *at,
		     const char *fmt, ...) __attribute__((format(printf, 5, 6)));

/* "path:line:col: reason"; @at points into the current line (NULL: no column). */
static int loc_error(struct mmr_source *src, struct mmr_error *err, int code, const char *at,
		     const char *fmt, ...)
{
	struct mms *m = src->priv;
	char reason[400];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(reason, sizeof(reason), fmt, ap);
	va_end(ap);
	if (at)
		return mmr_error_set(err, code, "%s:%lu:%zu: %s", src->path, m->lineno,
				     (size_t)(at - m->line) + 1, reason);
	return mmr_error_set(err, code, "%s:%lu: %s", src->path, m->lineno, reason);
}

/* Read the next line into m->line.  1: a line, 0: end of file, <0: error. */
static int read_line(struct mmr_source *src, struct mmr_error *err)
{
	struct mms *m = src->priv;
	int got = 0;

	m->len = 0;
	m->lineno++;
	for (;;) {
		const char *nl;
		size_t n;

		if (m->rpos == m->rlen) {
			ssize_t r;

			if (m->eof)
				break;
			do
				r = pread(m->fd, m->rbuf, MMS_READ_CHUNK, (off_t)m->foff);
			while (r < 0 && errno == EINTR);
			if (r > 0)
				m->foff += (uint64_t)r;
			if (r < 0)
				return mmr_error_set(err, MMR_EIO, "%s:%lu: read error: %s",
						     src->path, m->lineno, strerror(errno));
			if (r == 0) {
				m->eof = 1;
				break;
			}
			m->rpos = 0;
			m->rlen = (size_t)r;
		}
		got = 1;
		nl = memchr(m->rbuf + m->rpos, '\n', m->rlen - m->rpos);
		n = nl ? (size_t)(nl - (m->rbuf + m->rpos)) : m->rlen - m->rpos;
		if (m->len + n + 1 > MMS_MAX_LINE)
			return mmr_error_set(err, MMR_EPARSE,
					     "%s:%lu: line longer than %u bytes", src->path,
					     m->lineno, MMS_MAX_LINE - 1);
		if (m->len + n + 1 > m->cap) {
			size_t cap = m->cap * 2;
			char *p;

			while (cap < m->len + n + 1)
				cap *= 2;
			p = realloc(m->line, cap);
			if (!p)
				return mmr_error_set(err, MMR_ENOMEM, "%s:%lu: out of memory",
						     src->path, m->lineno);
			m->line = p;
			m->cap = cap;
		}
		memcpy(m->line + m->len, m->rbuf + m->rpos, n);
		m->len += n;
		m->rpos += n;
		if (nl) {
			m->rpos++;
			break;
		}
	}
	if (!got) {
		m->lineno--;
		return 0;
	}
	m->line[m->len] = '\0';
	return 1;
}

static int is_space(char c)
{
	return c == ' ' || c == '\t';
}

/*
 * Strip CR LF / trailing blanks and refuse control characters: source.c only
 * looked at the first bytes, so binary data later in the file ends up here.
 */
static int check_line(struct mmr_source *src, struct mmr_error *err)
{
	struct mms *m = src->priv;
	size_t i;

	if (m->len && m->line[m->len - 1] == '\r')
		m->len--;
	while (m->len && is_space(m->line[m->len - 1]))
		m->len--;
	for (i = 0; i < m->len; i++) {
		unsigned char c = (unsigned char)m->line[i];

		if ((c < 0x20 && c != '\t') || c == 0x7f)
			return loc_error(src, err, MMR_EFORMAT, m->line + i,
					 "control character 0x%02x: not a text scenario", c);
	}
	m->line[m->len] = '\0';
	return 0;
}

static char *skip_space(char *p)
{
	while (is_space(*p))
		p++;
	return p;
}

/* Next blank-separated word, NUL-terminated in place; NULL at end of line or a comment. */
static char *next_word(char **pp)
{
	char *p = skip_space(*pp), *w;

	if (!*p || *p == '#')
		return NULL;
	w = p;
	while (*p && !is_space(*p))
		p++;
	if (*p)
		*p++ = '\0';
	*pp = p;
	return w;
}

/*
 * Next `name=value` item: bare value up to the next blank, or "quoted" with
 * \" and \\ escapes (unescaped in place).  Returns 1 with *name and *val set, 0 at
 * end of line (or a trailing comment), <0 on a syntax error.
 */
static int next_item(struct mmr_source *src, char **pp, char **name, char **val,
		     struct mmr_error *err)
{
	char *p = skip_space(*pp), *q;

	if (!*p || *p == '#')
		return 0;
	*name = p;
	while (*p && !is_space(*p) && *p != '=' && *p != '"')
		p++;
	if (*p != '=' || p == *name) {
		while (*p && !is_space(*p))
			p++;
		*p = '\0';
		return loc_error(src, err, MMR_EPARSE, *name, "expected name=value, got '%s'",
				 *name);
	}
	*p++ = '\0';
	*val = p;
	if (*p == '"') {
		q = *val;
		for (p++; *p != '"'; p++) {
			if (!*p)
				return loc_error(src, err, MMR_EPARSE, *name,
						 "unterminated \"quoted\" value of '%s'", *name);
			if (*p == '\\') {
				if (p[1] != '"' && p[1] != '\\')
					return loc_error(src, err, MMR_EPARSE, p,
							 "unknown escape '\\%c' "
							 "(only \\\" and \\\\)",
							 p[1] ? p[1] : ' ');
				p++;
			}
			*q++ = *p;
		}
		p++;
		if (*p && !is_space(*p))
			return loc_error(src, err, MMR_EPARSE, p,
					 "expected a blank after the closing quote of '%s'", *name);
		*q = '\0';
	} else {
		while (*p && !is_space(*p)) {
			if (*p == '"')
				return loc_error(src, err, MMR_EPARSE, p,
						 "stray '\"' in the value of '%s' "
						 "(quote the whole value)",
						 *name);
			p++;
		}
		if (p == *val)
			return loc_error(src, err, MMR_EPARSE, *val, "missing value for '%s'",
					 *name);
	}
	if (*p)
		*p++ = '\0';
	*pp = p;
	return 1;
}

/*
 * Unsigned magnitude of "[-]digits" or "[-]0xhex".  0 on success, -1 when
 * malformed, -2 when it does not fit 64 bits.
 */
static int parse_mag(const char *s, uint64_t *mag, int *neg, int *hex)
{
	uint64_t v = 0;
	unsigned int d;

	*neg = *s == '-';
	if (*neg)
		s++;
	*hex = s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
	if (*hex)
		s += 2;
	if (!*s)
		return -1;
	for (; *s; s++) {
		if (*s >= '0' && *s <= '9')
			d = (unsigned int)(*s - '0');
		else if (*hex && *s >= 'a' && *s <= 'f')
			d = (unsigned int)(*s - 'a' + 10);
		else if (*hex && *s >= 'A' && *s <= 'F')
			d = (unsigned int)(*s - 'A' + 10);
		else
			return -1;
		if (*hex) {
			if (v >> 60)
				return -2;
			v = v << 4 | d;
		} else {
			if (v > (UINT64_MAX - d) / 10)
				return -2;
			v = v * 10 + d;
		}
	}
	*mag = v;
	return 0;
}

/* Plain decimal without sign, at most @max. */
static int parse_dec(const char *s, uint64_t max, uint64_t *out)
{
	int neg, hex;

	if (parse_mag(s, out, &neg, &hex) < 0 || neg || hex || *out > max)
		return -1;
	return 0;
}

struct type_range {
	const char *name;
	unsigned int bits;
	int is_signed;
};

static const struct type_range type_ranges[] = {
	[MMR_FT_S32] = { "s32", 32, 1 },
	[MMR_FT_U32] = { "u32", 32, 0 },
	[MMR_FT_S16] = { "s16", 16, 1 },
	[MMR_FT_U8] = { "u8", 8, 0 },
	[MMR_FT_S64] = { "s64", 64, 1 },
	[MMR_FT_U64] = { "u64", 64, 0 },
};

/*
 * A number for an integer field.  Decimal must lie in the type's range; hex
 * (0x...) is the bit pattern and may use the full unsigned width of a signed
 * type (0xffffffff is -1 for an s32), as the kernel prints such fields either way.
 */
static int parse_int_field(struct mmr_source *src, const struct mmr_field *f, const char *name,
			   const char *val, int64_t *out, struct mmr_error *err)
{
	const struct type_range *t = &type_ranges[f->type];
	uint64_t umax = t->bits == 64 ? UINT64_MAX : (UINT64_C(1) << t->bits) - 1;
	uint64_t smax = umax >> 1;
	uint64_t mag;
	int neg, hex, r;

	r = parse_mag(val, &mag, &neg, &hex);
	if (r == -1)
		return loc_error(src, err, MMR_EBAD_NUMBER, val,
				 "malformed number '%s' for field '%s' (decimal or 0x hex)",
				 val, name);
	if (r == -2)
		goto range;
	if (neg) {
		if (mag && (!t->is_signed || mag > smax + 1))
			goto range;
		*out = mag ? (int64_t)(0 - mag) : 0;
		return 0;
	}
	if (mag > (t->is_signed && !hex ? smax : umax))
		goto range;
	/* sign-extend a hex bit pattern of a signed type */
	if (t->is_signed && hex && t->bits < 64 && (mag >> (t->bits - 1)))
		*out = (int64_t)(mag | ~umax);
	else
		*out = (int64_t)mag;
	return 0;
range:
	if (t->is_signed)
		return loc_error(src, err, MMR_EBAD_NUMBER, val,
				 "value %s out of range for %s field '%s' "
				 "(%lld..%llu, or 0x0..0x%llx)", val, t->name, name,
				 -(long long)smax - 1, (unsigned long long)smax,
				 (unsigned long long)umax);
	return loc_error(src, err, MMR_EBAD_NUMBER, val,
			 "value %s out of range for %s field '%s' (0..%llu)", val, t->name, name,
			 (unsigned long long)umax);
}

/*
 * Timestamp: integer nanoseconds ("1500") or seconds with a decimal point
 * ("0.000100"), converted exactly: whole seconds and up to nine fractional
 * digits are scaled as integers, never through a double.
 */
static int parse_time(const char *s, uint64_t *ns)
{
	const char *dot = strchr(s, '.');
	uint64_t sec = 0, frac = 0;
	unsigned int i, nd;

	if (!dot)
		return parse_dec(s, UINT64_MAX, ns);
	if (dot == s || !dot[1])
		return -1;
	for (i = 0; s + i < dot; i++) {
		if (s[i] < '0' || s[i] > '9' || sec > (UINT64_MAX - 9) / 10)
			return -1;
		sec = sec * 10 + (uint64_t)(s[i] - '0');
	}
	for (nd = 0; dot[1 + nd]; nd++) {
		char c = dot[1 + nd];

		if (c < '0' || c > '9' || nd == 9)
			return -1;
		frac = frac * 10 + (uint64_t)(c - '0');
	}
	for (; nd < 9; nd++)
		frac *= 10;
	if (sec > (UINT64_MAX - frac) / 1000000000u)
		return -1;
	*ns = sec * 1000000000u + frac;
	return 0;
}

/* Kernel function name characters (kallsyms adds ".cold", ".isra.0", ...). */
static int is_sym_char(char c, int first)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
	       (!first && ((c >= '0' && c <= '9') || c == '.'));
}

/* Skip a "0x<hex>" or decimal number; NULL when there is none. */
static const char *skip_num(const char *p)
{
	const char *s;

	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
		for (s = p + 2; (*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') ||
				(*s >= 'A' && *s <= 'F'); s++)
			;
		return s > p + 2 ? s : NULL;
	}
	for (s = p; *s >= '0' && *s <= '9'; s++)
		;
	return s > p ? s : NULL;
}

/*
 * A SYM field: "0x<addr>" (address only: OTHER, or NONE for 0), or a kernel
 * function name, optionally with the "+0x1a/0x80" offset that %pS prints
 * (ignored) and then "@0x<addr>" giving its address (otherwise 0).
 */
static int parse_sym(struct mmr_source *src, const char *name, char *val,
		     struct mmr_symref *out, struct mmr_error *err)
{
	const char *p = val, *q;
	uint64_t addr = 0;
	int neg, hex;
	size_t len;
	char saved;

	if (*p >= '0' && *p <= '9') {
		if (parse_mag(p, &addr, &neg, &hex) < 0 || (!hex && addr))
			return loc_error(src, err, MMR_EBAD_NUMBER, val,
					 "malformed address '%s' for field '%s' "
					 "(0x hex or a function name)", val, name);
		out->addr = addr;
		out->sym = addr ? MMR_SYM_OTHER : MMR_SYM_NONE;
		return 0;
	}
	if (!is_sym_char(*p, 1))
		goto bad;
	while (is_sym_char(*p, 0))
		p++;
	len = (size_t)(p - val);
	if (*p == '+') {
		q = skip_num(p + 1);
		if (!q || *q != '/' || !(q = skip_num(q + 1)))
			goto bad;
		p = q;
	}
	if (*p == '@') {
		if (parse_mag(p + 1, &addr, &neg, &hex) < 0 || neg || !hex)
			goto bad;
	} else if (*p) {
		goto bad;
	}
	saved = val[len];
	val[len] = '\0';
	out->sym = (uint16_t)mmr_sym_lookup(val);
	val[len] = saved;
	out->addr = addr;
	return 0;
bad:
	return loc_error(src, err, MMR_EPARSE, val,
			 "malformed symbol '%s' for field '%s' (function[+0xoff/0xsize][@0xaddr] "
			 "or 0xaddr)", val, name);
}

/* One CPU number of a cpumask list; advances *pp. */
static int mask_cpu(char **pp, uint64_t *cpu)
{
	char *p = *pp;
	uint64_t v = 0;

	if (*p < '0' || *p > '9')
		return -1;
	for (; *p >= '0' && *p <= '9'; p++) {
		v = v * 10 + (uint64_t)(*p - '0');
		if (v >= UINT32_MAX)
			return -2;
	}
	*pp = p;
	*cpu = v;
	return 0;
}

/*
 * Walk the CPU list @val ("0-3,8"): validate it and find its highest CPU, or
 * with @bits, set its CPUs there.
 */
static int cpulist_walk(struct mmr_source *src, const char *name, char *val, uint64_t *bits,
			uint64_t *maxcpu, struct mmr_error *err)
{
	struct mms *m = src->priv;
	uint64_t lo, hi, limit = m->ncpus ? m->ncpus : MMS_MAX_CPUS;
	char *p = val, *start;
	int r;

	for (;; p++) {
		start = p;
		r = mask_cpu(&p, &lo);
		hi = lo;
		if (!r && *p == '-') {
			p++;
			r = mask_cpu(&p, &hi);
		}
		if (r == -1 || (*p && *p != ','))
			return loc_error(src, err, MMR_EPARSE, *p ? p : start,
					 "malformed cpumask '%s' for field '%s' "
					 "(a CPU list such as 0-3,8)", val, name);
		if (r == -2)
			return loc_error(src, err, MMR_EPARSE, start,
					 "CPU number too large in cpumask '%s'", val);
		if (hi >= limit && m->ncpus)
			return loc_error(src, err, MMR_EPARSE, start, "CPU %llu in cpumask '%s' "
					 "out of range: the scenario has cpus=%u",
					 (unsigned long long)hi, val, m->ncpus);
		if (hi >= limit)
			return loc_error(src, err, MMR_EPARSE, start, "CPU %llu in cpumask '%s' "
					 "out of range (at most %u CPUs)",
					 (unsigned long long)hi, val, MMS_MAX_CPUS);
		if (lo > hi)
			return loc_error(src, err, MMR_EPARSE, start,
					 "descending range %.*s in cpumask '%s'",
					 (int)(p - start), start, val);
		if (hi > *maxcpu)
			*maxcpu = hi;
		for (; bits && lo <= hi; lo++)
			bits[lo / 64] |= UINT64_C(1) << (lo % 64);
		if (!*p)
			return 0;
	}
}

/*
 * A cpumask as a CPU list, in storage that stays valid until the next
 * event.  Width: `cpus` when the scenario declares it (as the kernel's masks
 * are nr_cpu_ids wide), else the highest listed CPU + 1.
 */
static int parse_cpumask(struct mmr_source *src, const char *name, char *val,
			 struct mmr_cpumask *out, struct mmr_error *err)
{
	struct mms *m = src->priv;
	uint64_t maxcpu = 0;
	uint32_t nbits;
	size_t words;
	int ret;

	ret = cpulist_walk(src, name, val, NULL, &maxcpu, err);
	if (ret < 0)
		return ret;
	nbits = m->ncpus ? m->ncpus : (uint32_t)maxcpu + 1;
	words = (nbits + 63) / 64;
	if (words > m->mask_words) {
		uint64_t *nm = realloc(m->mask, words * sizeof(*nm));

		if (!nm)
			return loc_error(src, err, MMR_ENOMEM, NULL, "out of memory");
		m->mask = nm;
		m->mask_words = words;
	}
	memset(m->mask, 0, words * sizeof(*m->mask));
	cpulist_walk(src, name, val, m->mask, &maxcpu, err);
	out->nbits = nbits;
	out->bits = m->mask;
	return 0;
}

static int parse_field(struct mmr_source *src, const struct mmr_event_info *info,
		       const struct mmr_field *f, char *name, char *val, struct mmr_error *err)
{
	struct mms *m = src->priv;
	char *dst = (char *)&m->ev + f->offset;
	int64_t v = 0;
	int ret;

	switch (f->type) {
	case MMR_FT_COMM: {
		size_t n = strlen(val);

		if (n >= MMR_COMM_LEN)
			return loc_error(src, err, MMR_EPARSE, val,
					 "%s '%s' longer than %d characters", name, val,
					 MMR_COMM_LEN - 1);
		memset(dst, 0, MMR_COMM_LEN);
		memcpy(dst, val, n);
		return 0;
	}
	case MMR_FT_SYM: {
		struct mmr_symref s;

		ret = parse_sym(src, name, val, &s, err);
		if (!ret)
			memcpy(dst, &s, sizeof(s));
		return ret;
	}
	case MMR_FT_CPUMASK: {
		/* event.h has one cpumask field per kind, so one buffer per source suffices */
		struct mmr_cpumask cm;

		ret = parse_cpumask(src, name, val, &cm, err);
		if (!ret)
			memcpy(dst, &cm, sizeof(cm));
		return ret;
	}
	case MMR_FT_S32: case MMR_FT_U32: case MMR_FT_S16:
	case MMR_FT_U8: case MMR_FT_S64: case MMR_FT_U64:
		ret = parse_int_field(src, f, name, val, &v, err);
		if (!ret)
			mmr_field_set(&m->ev, f, v);
		return ret;
	}
	return loc_error(src, err, MMR_EUNSUPPORTED, name, "field '%s' of %s:%s has a type "
			 "the scenario reader does not know", name, info->system, info->name);
}

static const char columns_hint[] =
	"<time> <cpu> <pid>[/<tgid>] <system>:<event> [field=value ...]";

static int parse_event(struct mmr_source *src, struct mmr_error *err)
{
	struct mms *m = src->priv;
	const struct mmr_event_info *info;
	char *col[4], *p = m->line, *slash, *name, *val;
	uint64_t ts, cpu, pid, tgid = 0, seen = 0;
	unsigned int kind, i;
	int ret;

	for (i = 0; i < 4; i++) {
		col[i] = next_word(&p);
		if (!col[i])
			return loc_error(src, err, MMR_EPARSE, NULL,
					 "too few columns (%u of 4): expected '%s'", i,
					 columns_hint);
	}
	if (parse_time(col[0], &ts) < 0)
		return loc_error(src, err, MMR_EBAD_NUMBER, col[0],
				 "malformed time '%s' (integer ns, or seconds with a '.' and at "
				 "most 9 decimals)", col[0]);
	if (ts < m->last_ts)
		return loc_error(src, err, MMR_EPARSE, col[0],
				 "time goes backwards: %llu ns after %llu ns (events must be in "
				 "non-decreasing time order)", (unsigned long long)ts,
				 (unsigned long long)m->last_ts);
	if (parse_dec(col[1], UINT32_MAX, &cpu) < 0)
		return loc_error(src, err, MMR_EBAD_NUMBER, col[1],
				 "malformed cpu '%s' (a decimal CPU number)", col[1]);
	if (m->ncpus && cpu >= m->ncpus)
		return loc_error(src, err, MMR_EPARSE, col[1],
				 "cpu %llu out of range: the scenario has cpus=%u",
				 (unsigned long long)cpu, m->ncpus);
	slash = strchr(col[2], '/');
	if (slash)
		*slash = '\0';
	if (parse_dec(col[2], INT32_MAX, &pid) < 0 ||
	    (slash && parse_dec(slash + 1, INT32_MAX, &tgid) < 0)) {
		if (slash)
			*slash = '/';
		return loc_error(src, err, MMR_EBAD_NUMBER, col[2],
				 "malformed pid '%s' (pid or pid/tgid, decimal)", col[2]);
	}
	if (!strchr(col[3], ':'))
		return loc_error(src, err, MMR_EPARSE, col[3],
				 "expected <system>:<event>, got '%s'", col[3]);
	kind = mmr_event_lookup(col[3], NULL);
	info = mmr_event_info(kind);
	if (!info)
		return loc_error(src, err, MMR_EUNKNOWN_EVENT, col[3], "unknown event '%s'",
				 col[3]);

	mmr_event_init(&m->ev, kind);
	m->ev.ts = ts;
	m->ev.cpu = (uint32_t)cpu;
	m->ev.pid = (int32_t)pid;
	m->ev.tgid = (int32_t)tgid;
	while ((ret = next_item(src, &p, &name, &val, err)) > 0) {
		const struct mmr_field *f = mmr_event_field(kind, name);
		uint64_t bit;

		if (!f)
			return loc_error(src, err, MMR_EUNKNOWN_FIELD, name,
					 "unknown field '%s' for %s:%s", name, info->system,
					 info->name);
		bit = UINT64_C(1) << (f - info->fields);
		if (seen & bit)
			return loc_error(src, err, MMR_EPARSE, name, "field '%s' given twice",
					 name);
		seen |= bit;
		ret = parse_field(src, info, f, name, val, err);
		if (ret < 0)
			return ret;
	}
	if (ret < 0)
		return ret;
	m->last_ts = ts;
	return 0;
}

/* `#! key=value ...`: metadata, only before the first event. */
static int parse_meta(struct mmr_source *src, char *p, struct mmr_error *err)
{
	struct mms *m = src->priv;
	char *name, *val;
	int ret;

	if (m->events_started)
		return loc_error(src, err, MMR_EPARSE, p - 2,
				 "'#!' metadata after the first event (line %lu): metadata must "
				 "come before it", m->first_event_line);
	while ((ret = next_item(src, &p, &name, &val, err)) > 0) {
		if (!strcmp(name, "cpus")) {
			uint64_t n;

			if (parse_dec(val, MMS_MAX_CPUS, &n) < 0 || !n)
				return loc_error(src, err, MMR_EBAD_NUMBER, val,
						 "cpus=%s: expected a number of CPUs 1..%u", val,
						 MMS_MAX_CPUS);
			m->ncpus = (uint32_t)n;
		}
		if (mmr_meta_set(src->meta, name, val) < 0)
			return loc_error(src, err, MMR_ENOMEM, NULL, "out of memory");
	}
	return ret;
}

/*
 * Read lines up to the next event line.  1: m->line holds an event line,
 * 0: end of file, <0: error.
 */
static int advance(struct mmr_source *src, struct mmr_error *err)
{
	struct mms *m = src->priv;
	int ret;

	for (;;) {
		char *p;

		ret = read_line(src, err);
		if (ret <= 0)
			return ret;
		ret = check_line(src, err);
		if (ret < 0)
			return ret;
		p = skip_space(m->line);
		if (p[0] == '#' && p[1] == '!') {
			ret = parse_meta(src, p + 2, err);
			if (ret < 0)
				return ret;
			continue;
		}
		if (!*p || *p == '#')
			continue;
		if (!m->events_started) {
			m->events_started = 1;
			m->first_event_line = m->lineno;
		}
		return 1;
	}
}

static int mms_next(struct mmr_source *src, const struct mmr_event **ev, struct mmr_error *err)
{
	struct mms *m = src->priv;
	int ret;

	if (m->pending) {
		m->pending = 0;
	} else {
		ret = advance(src, err);
		if (ret <= 0)
			return ret;
	}
	ret = parse_event(src, err);
	if (ret < 0)
		return ret;
	*ev = &m->ev;
	return 1;
}

static void mms_close(struct mmr_source *src)
{
	struct mms *m = src->priv;

	if (!m)
		return;
	free(m->rbuf);
	free(m->line);
	free(m->mask);
	free(m);
	src->priv = NULL;
}

static const struct mmr_source_ops mms_ops = {
	.next = mms_next,
	.close = mms_close,
};

int mmr_source_open_mms(struct mmr_source *src, struct mmr_error *err)
{
	struct mms *m = calloc(1, sizeof(*m));
	int ret;

	src->ops = &mms_ops;
	src->priv = m;
	if (m)
		m->fd = -1;
	if (!m || !(m->rbuf = malloc(MMS_READ_CHUNK)) || !(m->line = malloc(256)))
		return mmr_error_set(err, MMR_ENOMEM, "%s: out of memory", src->path);
	m->cap = 256;
	m->fd = src->fd;
	/* the header: metadata is complete after open, the first event waits for next() */
	ret = advance(src, err);
	if (ret < 0)
		return ret;
	m->pending = ret;
	return 0;
}
