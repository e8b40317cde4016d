// SPDX-License-Identifier: GPL-2.0
/*
 * Print every event a source yields, one line each, for the trace.dat
 * fidelity tests (tests/dat-fidelity.sh compares them with trace-cmd report):
 *
 *   E <sec.nsec> <cpu> <system:name> <pid> field=value ...
 *   L <cpu> <nr>                    lost-events marker (nr 0: count unknown)
 *   U <system:name> <count>         tracepoints counted but not understood
 *   M <key>=<value>                 metadata
 *
 * Integers print in decimal (signed as the field type says), comms as text,
 * kernel addresses as 0x<hex>/<known symbol or ?>, cpumasks as CPU lists.
 */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "mmreplay/trace.h"

static void print_field(const struct mmr_event *ev, const struct mmr_field *f)
{
	const char *p = (const char *)ev + f->offset;

	switch (f->type) {
	case MMR_FT_COMM:
		printf(" %s=%.*s", f->name, MMR_COMM_LEN, p);
		break;
	case MMR_FT_SYM: {
		struct mmr_symref s;

		memcpy(&s, p, sizeof(s));
		printf(" %s=0x%" PRIx64 "/%s", f->name, s.addr, mmr_sym_name(s.sym));
		break;
	}
	case MMR_FT_CPUMASK: {
		struct mmr_cpumask m;
		const char *sep = "";
		unsigned int c;

		memcpy(&m, p, sizeof(m));
		printf(" %s=", f->name);
		for (c = 0; c < m.nbits; c++)
			if (mmr_cpumask_test(&m, c)) {
				printf("%s%u", sep, c);
				sep = ",";
			}
		break;
	}
	case MMR_FT_U32:
	case MMR_FT_U8:
		printf(" %s=%" PRIu64, f->name, (uint64_t)mmr_field_get(ev, f));
		break;
	case MMR_FT_U64:
		printf(" %s=%" PRIu64, f->name, (uint64_t)mmr_field_get(ev, f));
		break;
	default:
		printf(" %s=%" PRId64, f->name, mmr_field_get(ev, f));
	}
}

int main(int argc, char **argv)
{
	const struct mmr_event *ev;
	struct mmr_source *src;
	struct mmr_error err = { 0 };
	const char *name, *key, *val;
	uint64_t count;
	unsigned int i;
	size_t m;
	int ret;

	if (argc != 2) {
		fprintf(stderr, "usage: %s FILE\n", argv[0]);
		return 2;
	}
	ret = mmr_source_open(argv[1], &src, &err);
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		return 1;
	}
	for (m = 0; mmr_meta_at(mmr_source_meta(src), m, &key, &val) == 0; m++)
		printf("M %s=%s\n", key, val);
	while ((ret = mmr_source_next(src, &ev, &err)) > 0) {
		const struct mmr_event_info *info = mmr_event_info(ev->kind);

		if (ev->kind == MMR_EV_LOST) {
			printf("L %u %" PRIu64 "\n", ev->cpu, ev->lost.nr);
			continue;
		}
		printf("E %" PRIu64 ".%09" PRIu64 " %u %s:%s %d", ev->ts / 1000000000,
		       ev->ts % 1000000000, ev->cpu, info->system, info->name, ev->pid);
		for (i = 0; i < info->nr_fields; i++)
			print_field(ev, &info->fields[i]);
		putchar('\n');
	}
	if (ret < 0) {
		fprintf(stderr, "%s\n", mmr_error_msg(&err, ret));
		mmr_source_close(src);
		return 1;
	}
	for (i = 0; mmr_source_unknown(src, i, &name, &count) == 0; i++)
		printf("U %s %" PRIu64 "\n", name, count);
	/* metadata filled while reading (sym.*) */
	for (; mmr_meta_at(mmr_source_meta(src), m, &key, &val) == 0; m++)
		printf("M %s=%s\n", key, val);
	mmr_source_close(src);
	return 0;
}
