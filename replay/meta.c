// SPDX-License-Identifier: LGPL-2.1
/*
 * Metadata is small (hundreds of keys at most, set once at open), so a plain
 * array with linear lookup is the simplest thing that is fast enough.
 */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mmreplay/error.h"
#include "mmreplay/meta.h"

struct mmr_kv {
	char *key;
	char *value;
};

struct mmr_meta {
	struct mmr_kv *kv;
	size_t n, cap;
};

struct mmr_meta *mmr_meta_new(void)
{
	return calloc(1, sizeof(struct mmr_meta));
}

void mmr_meta_free(struct mmr_meta *m)
{
	size_t i;

	if (!m)
		return;
	for (i = 0; i < m->n; i++) {
		free(m->kv[i].key);
		free(m->kv[i].value);
	}
	free(m->kv);
	free(m);
}

static struct mmr_kv *find(const struct mmr_meta *m, const char *key)
{
	size_t i;

	for (i = 0; m && i < m->n; i++)
		if (!strcmp(m->kv[i].key, key))
			return &m->kv[i];
	return NULL;
}

int mmr_meta_set(struct mmr_meta *m, const char *key, const char *value)
{
	struct mmr_kv *kv = find(m, key);
	char *v = strdup(value ? value : "");

	if (!v)
		return MMR_ENOMEM;
	if (kv) {
		free(kv->value);
		kv->value = v;
		return 0;
	}
	if (m->n == m->cap) {
		size_t cap = m->cap ? m->cap * 2 : 32;
		struct mmr_kv *n = realloc(m->kv, cap * sizeof(*n));

		if (!n) {
			free(v);
			return MMR_ENOMEM;
		}
		m->kv = n;
		m->cap = cap;
	}
	m->kv[m->n].key = strdup(key);
	if (!m->kv[m->n].key) {
		free(v);
		return MMR_ENOMEM;
	}
	m->kv[m->n].value = v;
	m->n++;
	return 0;
}

int mmr_meta_setf(struct mmr_meta *m, const char *key, const char *fmt, ...)
{
	va_list ap;
	char *s = NULL;
	int ret;

	va_start(ap, fmt);
	ret = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (ret < 0)
		return MMR_ENOMEM;
	ret = mmr_meta_set(m, key, s);
	free(s);
	return ret;
}

const char *mmr_meta_get(const struct mmr_meta *m, const char *key)
{
	struct mmr_kv *kv = find(m, key);

	return kv ? kv->value : NULL;
}

int64_t mmr_meta_get_i64(const struct mmr_meta *m, const char *key, int64_t def)
{
	const char *v = mmr_meta_get(m, key);
	char *end;
	long long x;

	if (!v || !*v)
		return def;
	errno = 0;
	x = strtoll(v, &end, 0);
	if (errno || *end)
		return def;
	return x;
}

int mmr_meta_tracepoint(const struct mmr_meta *m, const char *tp)
{
	const char *list = m ? mmr_meta_get(m, "tracepoints") : NULL, *p = list;
	size_t n = strlen(tp);

	if (!list)
		return -1;
	while ((p = strstr(p, tp)) != NULL) {
		if ((p == list || p[-1] == ',') && (p[n] == ',' || !p[n]))
			return 1;
		p += n;
	}
	return 0;
}

size_t mmr_meta_count(const struct mmr_meta *m)
{
	return m ? m->n : 0;
}

int mmr_meta_at(const struct mmr_meta *m, size_t i, const char **key, const char **value)
{
	if (!m || i >= m->n)
		return MMR_EINVAL;
	*key = m->kv[i].key;
	*value = m->kv[i].value;
	return 0;
}

int mmr_cpulist_parse(const char *s, uint64_t *set, unsigned int nbits, unsigned int *max)
{
	int count = 0;

	if (set)
		memset(set, 0, (nbits + 63) / 64 * sizeof(uint64_t));
	while (*s && !isspace((unsigned char)*s)) {
		char *end;
		unsigned long a = strtoul(s, &end, 10), b;

		if (end == s)
			return -1;
		b = a;
		s = end;
		if (*s == '-') {
			s++;
			b = strtoul(s, &end, 10);
			if (end == s || b < a)
				return -1;
			s = end;
		}
		if (b >= nbits)
			return -1;
		if (max && b + 1 > *max)
			*max = (unsigned int)b + 1;
		for (unsigned long c = a; set && c <= b; c++) {
			if (!((set[c / 64] >> (c % 64)) & 1)) {
				set[c / 64] |= 1ull << (c % 64);
				count++;
			}
		}
		if (*s == ',')
			s++;
		else if (*s && !isspace((unsigned char)*s))
			return -1;
	}
	return count;
}

int mmr_meta_zone_parse(const char *v, struct mmr_meta_zone *z)
{
	int n;

	memset(z, 0, sizeof(*z));
	z->batch = z->high = -1;
	if (!v)
		return 0;
	n = sscanf(v, "%d %15s %" SCNi64 " %" SCNi64 " %" SCNi64 " %" SCNi64, &z->node, z->name,
		   &z->start_pfn, &z->end_pfn, &z->batch, &z->high);
	return n < 0 ? 0 : n;
}
