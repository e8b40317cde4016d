// SPDX-License-Identifier: LGPL-2.1
/*
 * The .mmr block codec and the helpers the writer and the reader share: this
 * file has the metadata text and the plan both directions compile;
 * the encoder is mmr-benc.c, the decoder mmr-bdec.c.
 *
 * A block is stored as column streams (one for kinds, one for CPUs, one for
 * timestamp deltas, ..., one per (kind, field)) rather than event after event:
 * zstd then sees runs of similar numbers, which is what gets a real trace under
 * 4 bytes per event (docs/file-format.md has the figures).  Every integer field
 * is stored as the zigzag of its difference to the same field of the previous
 * event of the same kind on the same CPU, packed at a width chosen per block:
 * page frame numbers, lock addresses and such move in small steps per CPU,
 * and repeated values become zero bytes.  Both directions work a column (or a
 * kind's columns) at a time from plans compiled once from the event table,
 * with the type switch outside the loops and no allocation per event.
 */
#include <stdlib.h>
#include <string.h>

#include "mmr-codec-local.h"

/* ---- metadata text ------------------------------------------------------------ */

char *mmr_meta_encode(const struct mmr_meta *m, size_t *len, const char **bad_key)
{
	size_t i, n = 0, cap = 0;
	const char *k, *v;
	char *buf = NULL, *q;

	*bad_key = NULL;
	for (i = 0; mmr_meta_at(m, i, &k, &v) == 0; i++) {
		if (!*k || strpbrk(k, "=\n\\")) {
			*bad_key = k;
			return NULL;
		}
		cap += strlen(k) + 2 * strlen(v) + 2;
	}
	buf = malloc(cap + 1);
	if (!buf)
		return NULL;
	q = buf;
	for (i = 0; mmr_meta_at(m, i, &k, &v) == 0; i++) {
		size_t kl = strlen(k);

		memcpy(q, k, kl);
		q += kl;
		*q++ = '=';
		for (; *v; v++) {
			if (*v == '\n') {
				*q++ = '\\';
				*q++ = 'n';
			} else if (*v == '\\') {
				*q++ = '\\';
				*q++ = '\\';
			} else {
				*q++ = *v;
			}
		}
		*q++ = '\n';
	}
	n = (size_t)(q - buf);
	*len = n;
	return buf;
}

int mmr_meta_decode(struct mmr_meta *m, const char *buf, size_t len, size_t *bad_off)
{
	size_t pos = 0;
	char *tmp = malloc(len + 1);
	int ret = 0;

	if (!tmp)
		return MMR_ENOMEM;
	while (pos < len) {
		const char *line = buf + pos;
		const char *nl = memchr(line, '\n', len - pos);
		const char *eq, *s;
		size_t kl;
		char *q;

		*bad_off = pos;
		if (!nl) {
			ret = MMR_ECORRUPT;
			break;
		}
		eq = memchr(line, '=', (size_t)(nl - line));
		if (!eq || eq == line || memchr(line, '\0', (size_t)(nl - line))) {
			ret = MMR_ECORRUPT;
			break;
		}
		kl = (size_t)(eq - line);
		memcpy(tmp, line, kl);
		tmp[kl] = '\0';
		q = tmp + kl + 1;
		for (s = eq + 1; s < nl; s++) {
			if (*s != '\\') {
				*q++ = *s;
				continue;
			}
			if (s + 1 >= nl || (s[1] != 'n' && s[1] != '\\'))
				break;
			*q++ = s[1] == 'n' ? '\n' : '\\';
			s++;
		}
		if (s < nl) {
			ret = MMR_ECORRUPT;
			break;
		}
		*q = '\0';
		ret = mmr_meta_set(m, tmp, tmp + kl + 1);
		if (ret < 0)
			break;
		pos = (size_t)(nl - buf) + 1;
	}
	free(tmp);
	return ret;
}

/* ---- what encoder and decoder share ----------------------------------------- */

void mmr_codec_plan_init(struct plan *pl)
{
	unsigned int k, i;

	memset(pl, 0, sizeof(*pl));
	for (k = 1; k < MMR_EV__COUNT; k++) {
		const struct mmr_event_info *info = mmr_event_info(k);

		mmr_event_init(&pl->tmpl[k], k);
		for (i = 0; i < info->nr_fields && i < 16; i++) {
			struct plan_field *pf = &pl->f[k][i];

			pf->off = info->fields[i].offset;
			pf->type = info->fields[i].type;
			pf->index = (uint8_t)i;
			pf->stream = (uint16_t)(MMR_ST_FIELD0 + k * 16 + i);
			pf->prev = (uint16_t)pl->nprev++;
		}
		pl->nf[k] = (uint8_t)i;
	}
}

struct cpu_state *mmr_codec_cpu_state_slow(struct cpus *c, uint32_t cpu)
{
	struct cpu_state *st;

	if (cpu >= MMR_MAX_CPUS)
		return NULL;
	if (cpu >= c->n) {
		uint32_t n = c->n ? c->n : 64;
		struct cpu_state **v;

		while (n <= cpu)
			n *= 2;
		v = realloc(c->v, n * sizeof(*v));
		if (!v)
			return NULL;
		memset(v + c->n, 0, (n - c->n) * sizeof(*v));
		c->v = v;
		c->n = n;
	}
	st = c->v[cpu];
	if (!st) {
		st = malloc(sizeof(*st) + c->nprev * sizeof(int64_t));
		if (!st)
			return NULL;
		c->v[cpu] = st;
	}
	st->gen = c->gen;
	st->pid = 0;
	st->tgid = 0;
	memset(st->prev, 0, c->nprev * sizeof(int64_t));
	return st;
}

void mmr_codec_cpus_free(struct cpus *c)
{
	uint32_t i;

	if (!c)
		return;
	for (i = 0; i < c->n; i++)
		free(c->v[i]);
	free(c->v);
}
