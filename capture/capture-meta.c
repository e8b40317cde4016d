// SPDX-License-Identifier: LGPL-2.1
/*
 * What the box looked like while it was recorded: the keys of
 * docs/metadata-keys.md that a live capture can read.  Every source here is
 * best effort: a file that cannot be read leaves its key out, and consumers
 * say what they miss.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/klog.h>
#include <sys/utsname.h>
#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include "capture-local.h"
#include "mmreplay/error.h"

#define CHECK(x)                                                                         \
	do {                                                                             \
		int __r = (x);                                                           \
		if (__r < 0)                                                             \
			return __r;                                                      \
	} while (0)

/* Whole small file as a NUL-terminated string (malloc'd), or NULL. */
static char *slurp(const char *path)
{
	FILE *f = fopen(path, "re");
	size_t cap = 4096, len = 0;
	char *buf;

	if (!f)
		return NULL;
	buf = malloc(cap);
	while (buf) {
		size_t n = fread(buf + len, 1, cap - len - 1, f);

		len += n;
		if (len + 1 < cap)
			break;
		cap *= 2;
		char *nb = realloc(buf, cap);

		if (!nb) {
			free(buf);
			buf = NULL;
		}
		buf = nb;
	}
	fclose(f);
	if (buf)
		buf[len] = 0;
	return buf;
}

static void chomp(char *s)
{
	size_t n = strlen(s);

	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = 0;
}

int mmr_cap_possible_cpus(void)
{
	char *s = slurp("/sys/devices/system/cpu/possible");
	int max = -1;

	if (s) {
		/* "0-N" or "0-3,8-11": the width is the highest CPU + 1. */
		for (char *p = s; *p;) {
			char *end;
			long v;

			if (*p < '0' || *p > '9') {
				p++;
				continue;
			}
			v = strtol(p, &end, 10);
			if (end == p) {
				p++;
				continue;
			}
			if (v > max)
				max = (int)v;
			p = end;
		}
		free(s);
	}
	if (max < 0)
		max = (int)sysconf(_SC_NPROCESSORS_CONF) - 1;
	return max < 0 ? 1 : max + 1;
}

static int meta_file(struct mmr_meta *m, const char *key, const char *path)
{
	char *s = slurp(path);
	int r = 0;

	if (s) {
		chomp(s);
		r = mmr_meta_set(m, key, s);
		free(s);
	}
	return r;
}

static int meta_numa(struct mmr_meta *m)
{
	DIR *d = opendir("/sys/devices/system/node");
	struct dirent *de;
	int n = 0, r = 0;

	if (!d)
		return mmr_meta_set(m, "numa_nodes", "1");
	while ((de = readdir(d)) && !r) {
		char path[300], key[64], *end;
		long v;

		if (strncmp(de->d_name, "node", 4))
			continue;
		v = strtol(de->d_name + 4, &end, 10);
		if (*end || end == de->d_name + 4)
			continue;
		n++;
		snprintf(path, sizeof(path), "/sys/devices/system/node/%s/cpulist", de->d_name);
		snprintf(key, sizeof(key), "numa.%ld.cpus", v);
		r = meta_file(m, key, path);
	}
	closedir(d);
	CHECK(r);
	return mmr_meta_setf(m, "numa_nodes", "%d", n ? n : 1);
}

/* Per-CPU values of one zone's pagesets, indexed by CPU number (grown as CPUs show up). */
struct pcp_snap {
	long *count, *high;
	int n, cap;
};

static int pcp_snap_set(struct pcp_snap *ps, int cpu, int is_high, long v)
{
	if (cpu < 0 || cpu >= 65536)
		return 0;
	if (cpu >= ps->cap) {
		int cap = ps->cap ? ps->cap : 64;
		long *c, *h;

		while (cap <= cpu)
			cap *= 2;
		c = realloc(ps->count, (size_t)cap * sizeof(*c));
		if (!c)
			return MMR_ENOMEM;
		ps->count = c;
		h = realloc(ps->high, (size_t)cap * sizeof(*h));
		if (!h)
			return MMR_ENOMEM;
		ps->high = h;
		for (int i = ps->cap; i < cap; i++)
			c[i] = h[i] = -1;
		ps->cap = cap;
	}
	if (cpu >= ps->n)
		ps->n = cpu + 1;
	(is_high ? ps->high : ps->count)[cpu] = v;
	return 0;
}

/*
 * "zone.<i>.pcp_count" / ".pcp_high": one value per CPU 0..n-1, comma
 * separated; a CPU zoneinfo does not list (offline) gets 0 pages and the
 * zone's recorded high.
 */
static int pcp_snap_write(struct mmr_meta *m, int nz, const char *what, const long *v, int n,
			  long missing)
{
	size_t cap = (size_t)n * 21 + 1, len = 0;
	char key[64], *val;
	int r;

	if (n <= 0)
		return 0;
	val = malloc(cap);
	if (!val)
		return MMR_ENOMEM;
	for (int c = 0; c < n; c++)
		len += (size_t)snprintf(val + len, cap - len, "%s%ld", c ? "," : "",
					v[c] >= 0 ? v[c] : missing);
	snprintf(key, sizeof(key), "zone.%d.%s", nz, what);
	r = mmr_meta_set(m, key, val);
	free(val);
	return r;
}

/*
 * /proc/zoneinfo: "Node N, zone NAME", then "spanned", the per-cpu pagesets
 * ("cpu: C" followed by "count:", "high:", "batch:", on 6.7+
 * "high_min:"/"high_max:") and "start_pfn:".  batch and the high bounds are
 * the same on every CPU: cpu 0's go into "zone.<i>".  count and high are not
 * (the pages each list holds now, and the 6.7+ auto-tuned high): both are
 * recorded per CPU, so a pcp model starts its lists where the kernel's are
 * when the recording begins instead of empty.
 */
static int meta_zones(struct mmr_meta *m)
{
	FILE *f = fopen("/proc/zoneinfo", "re");
	char line[512], name[64] = "";
	long node = -1, spanned = 0, start = -1, high = -1, batch = -1, hmin = -1, hmax = -1;
	struct pcp_snap ps = { 0 };
	int cpu = -1, nz = 0, r = 0;

	if (!f)
		return 0;
	for (;;) {
		char *got = fgets(line, sizeof(line), f);
		char *p = line;
		long v;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!got || !strncmp(p, "Node ", 5)) {
			if (node >= 0 && start >= 0) {
				char key[64];

				snprintf(key, sizeof(key), "zone.%d", nz);
				r = mmr_meta_setf(m, key, "%ld %s %ld %ld %ld %ld", node, name,
						  start, start + spanned, batch, high);
				if (!r && hmin >= 0) {
					snprintf(key, sizeof(key), "zone.%d.high_min", nz);
					r = mmr_meta_setf(m, key, "%ld", hmin);
				}
				if (!r && hmax >= 0) {
					snprintf(key, sizeof(key), "zone.%d.high_max", nz);
					r = mmr_meta_setf(m, key, "%ld", hmax);
				}
				if (!r)
					r = pcp_snap_write(m, nz, "pcp_count", ps.count, ps.n, 0);
				if (!r)
					r = pcp_snap_write(m, nz, "pcp_high", ps.high, ps.n,
							   high < 0 ? 0 : high);
				nz++;
				if (r)
					break;
			}
			if (!got)
				break;
			node = -1;
			if (sscanf(p, "Node %ld, zone %63s", &node, name) != 2)
				node = -1;
			spanned = 0;
			start = high = batch = hmin = hmax = -1;
			cpu = -1;
			for (int i = 0; i < ps.cap; i++)
				ps.count[i] = ps.high[i] = -1;
			ps.n = 0;
			continue;
		}
		if (sscanf(p, "spanned %ld", &v) == 1)
			spanned = v;
		else if (sscanf(p, "start_pfn: %ld", &v) == 1)
			start = v;
		else if (sscanf(p, "cpu: %ld", &v) == 1)
			cpu = (int)v;
		else if (cpu >= 0 && sscanf(p, "count: %ld", &v) == 1)
			r = pcp_snap_set(&ps, cpu, 0, v);
		else if (cpu == 0 && sscanf(p, "high_min: %ld", &v) == 1)
			hmin = v;
		else if (cpu == 0 && sscanf(p, "high_max: %ld", &v) == 1)
			hmax = v;
		else if (cpu >= 0 && sscanf(p, "high: %ld", &v) == 1) {
			r = pcp_snap_set(&ps, cpu, 1, v);
			if (cpu == 0)
				high = v;
		} else if (cpu == 0 && sscanf(p, "batch: %ld", &v) == 1)
			batch = v;
		if (r)
			break;
	}
	fclose(f);
	free(ps.count);
	free(ps.high);
	CHECK(r);
	return mmr_meta_setf(m, "zones", "%d", nz);
}

/* Vendor, the flags that change how the kernel flushes, hypervisor. */
static int meta_cpu(struct mmr_meta *m, int *hyper_flag)
{
	static const char *const wanted[] = { "pcid", "invpcid", "invlpgb", "pti" };
	FILE *f = fopen("/proc/cpuinfo", "re");
	char *line = NULL, flags[128] = "";
	size_t cap = 0;
	int have_vendor = 0, have_flags = 0, r = 0;

	*hyper_flag = 0;
	if (!f)
		return 0;
	while (getline(&line, &cap, f) > 0 && !(have_vendor && have_flags)) {
		char *colon = strchr(line, ':');

		if (!colon)
			continue;
		chomp(colon);
		if (!have_vendor && !strncmp(line, "vendor_id", 9)) {
			have_vendor = 1;
			r = mmr_meta_set(m, "cpu_vendor", colon + 2);
			if (r)
				break;
		} else if (!have_flags && !strncmp(line, "flags", 5)) {
			have_flags = 1;
			for (char *t = strtok(colon + 1, " "); t; t = strtok(NULL, " ")) {
				if (!strcmp(t, "hypervisor"))
					*hyper_flag = 1;
				for (size_t i = 0; i < sizeof(wanted) / sizeof(wanted[0]); i++) {
					if (strcmp(t, wanted[i]))
						continue;
					if (flags[0])
						strcat(flags, ",");
					strcat(flags, t);
				}
			}
		}
	}
	free(line);
	fclose(f);
	CHECK(r);
	if (have_flags)
		CHECK(mmr_meta_set(m, "cpu_flags", flags));
	return 0;
}

/*
 * Hypervisor and whether remote TLB flushes are hypercalls.  x86 guests: the
 * cpuid 0x40000000 signature names the hypervisor; for KVM the kernel uses
 * its PV flush (arch/x86/kernel/kvm.c pv_tlb_flush_supported()) when
 * KVM_FEATURE_PV_TLB_FLUSH (bit 9) and KVM_FEATURE_STEAL_TIME (bit 5) are set,
 * the KVM_HINTS_REALTIME hint is not and there is more than one CPU; for
 * Hyper-V when HV_X64_REMOTE_TLB_FLUSH_RECOMMENDED (0x40000004 eax bit 2) is
 * set.  The kernel log line "KVM setup pv remote TLB flush", where the log can
 * still be read, overrides the cpuid guess.
 */
static int meta_hypervisor(struct mmr_meta *m, int hyper_flag, int ncpus)
{
	char hv[32] = "none";
	int pv = 0, known = 0;
	char *s;

	s = slurp("/sys/hypervisor/type");
	if (s) {
		chomp(s);
		snprintf(hv, sizeof(hv), "%s", s);
		free(s);
	}
#if defined(__x86_64__) || defined(__i386__)
	if (hyper_flag) {
		unsigned int a, b, c, d;
		char sig[13];

		__cpuid(0x40000000, a, b, c, d);
		memcpy(sig, &b, 4);
		memcpy(sig + 4, &c, 4);
		memcpy(sig + 8, &d, 4);
		sig[12] = 0;
		if (!strncmp(sig, "KVMKVMKVM", 9)) {
			unsigned int eax, ebx, ecx, edx;

			snprintf(hv, sizeof(hv), "kvm");
			__cpuid(0x40000001, eax, ebx, ecx, edx);
			pv = (eax & (1u << 9)) && (eax & (1u << 5)) && !(edx & 1u) && ncpus > 1;
			known = 1;
		} else if (!strncmp(sig, "Microsoft Hv", 12)) {
			unsigned int eax, ebx, ecx, edx;

			snprintf(hv, sizeof(hv), "hyperv");
			__cpuid(0x40000004, eax, ebx, ecx, edx);
			pv = !!(eax & (1u << 2));
			known = 1;
		} else if (!strncmp(sig, "VMwareVMware", 12)) {
			snprintf(hv, sizeof(hv), "vmware");
		} else if (!strncmp(sig, "XenVMMXenVMM", 12)) {
			snprintf(hv, sizeof(hv), "xen");
		} else if (!strcmp(hv, "none")) {
			snprintf(hv, sizeof(hv), "unknown");
		}
	}
#else
	if (hyper_flag && !strcmp(hv, "none"))
		snprintf(hv, sizeof(hv), "unknown");
#endif
	{
		int len = klogctl(10 /* SYSLOG_ACTION_SIZE_BUFFER */, NULL, 0);
		char *log = len > 0 ? malloc(len + 1) : NULL;

		if (log) {
			int n = klogctl(3 /* SYSLOG_ACTION_READ_ALL */, log, len);

			if (n > 0) {
				log[n] = 0;
				if (strstr(log, "KVM setup pv remote TLB flush")) {
					pv = 1;
					known = 1;
				}
			}
			free(log);
		}
	}
	CHECK(mmr_meta_set(m, "hypervisor", hv));
	if (known || !strcmp(hv, "none"))
		CHECK(mmr_meta_setf(m, "pv_tlb_flush", "%d", pv));
	return 0;
}

/* CONFIG_HZ from the kernel's config file where the distribution ships one. */
static int meta_hz(struct mmr_meta *m, const char *release)
{
	char path[300], line[256];
	FILE *f;
	int r = 0;

	snprintf(path, sizeof(path), "/boot/config-%s", release);
	f = fopen(path, "re");
	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		long hz;

		if (sscanf(line, "CONFIG_HZ=%ld", &hz) == 1) {
			r = mmr_meta_setf(m, "hz", "%ld", hz);
			break;
		}
	}
	fclose(f);
	return r;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The functions of MMR_SYMS in /proc/kallsyms, compiler suffixes (".cold",
 * ".constprop.0", ".isra.0") included, each with the address of the next text
 * symbol as its end, so that a lookup by address can tell "inside
 * flush_tlb_func" from "in some other function".
 */
int mmr_cap_known_syms(struct mmr_cap_sym *out, int max)
{
	FILE *f = fopen("/proc/kallsyms", "re");
	uint64_t *addrs = NULL;
	size_t naddrs = 0, cap = 0;
	char line[512];
	int n = 0;

	if (!f)
		return 0;
	/* 120K+ lines: big reads and no sscanf, this runs before every recording. */
	setvbuf(f, NULL, _IOFBF, 1 << 20);
	while (fgets(line, sizeof(line), f)) {
		char *p = line, *name;
		uint64_t a = 0;
		size_t nl;

		for (;; p++) {
			unsigned int d;

			if (*p >= '0' && *p <= '9')
				d = (unsigned int)(*p - '0');
			else if (*p >= 'a' && *p <= 'f')
				d = (unsigned int)(*p - 'a' + 10);
			else
				break;
			a = a << 4 | d;
		}
		if (p[0] != ' ' || (p[1] != 't' && p[1] != 'T') || p[2] != ' ')
			continue;
		name = p + 3;
		nl = strcspn(name, " \t\n");
		name[nl] = 0;
		if (naddrs == cap) {
			size_t ncap = cap ? cap * 2 : 65536;
			uint64_t *na = realloc(addrs, ncap * sizeof(*na));

			if (!na)
				break;
			addrs = na;
			cap = ncap;
		}
		addrs[naddrs++] = a;
		for (unsigned int id = MMR_SYM_OTHER + 1; id < MMR_SYM__COUNT && n < max; id++) {
			const char *want = mmr_sym_name(id);
			size_t wl = strlen(want);

			if (want[0] != name[0] || strncmp(name, want, wl) ||
			    (name[wl] && name[wl] != '.'))
				continue;
			snprintf(out[n].name, sizeof(out[n].name), "%.63s", name);
			out[n].start = a;
			out[n].end = a + 1;
			n++;
			break;
		}
	}
	fclose(f);
	if (addrs) {
		qsort(addrs, naddrs, sizeof(*addrs), cmp_u64);
		for (int i = 0; i < n; i++) {
			size_t lo = 0, hi = naddrs;

			while (lo < hi) { /* first address > start */
				size_t mid = (lo + hi) / 2;

				if (addrs[mid] <= out[i].start)
					lo = mid + 1;
				else
					hi = mid;
			}
			if (lo < naddrs)
				out[i].end = addrs[lo];
		}
	}
	free(addrs);
	return n;
}

/* sym.<name> for the functions of MMR_SYMS (plain names; 0x0 when redacted). */
static int meta_kallsyms(struct mmr_meta *m, int redact, const struct mmr_cap_sym *syms, int n)
{
	for (int i = 0; i < n; i++) {
		char key[128];

		if (strchr(syms[i].name, '.'))
			continue;
		snprintf(key, sizeof(key), "sym.%.63s", syms[i].name);
		CHECK(mmr_meta_setf(m, key, "0x%llx",
				    redact ? 0ull : (unsigned long long)syms[i].start));
	}
	return 0;
}

int mmr_cap_meta_static(struct mmr_meta *m, int redact, const struct mmr_cap_sym *syms,
			int nsyms)
{
	struct utsname u;
	char *online;
	int ncpus = mmr_cap_possible_cpus(), hyper = 0;

	if (uname(&u) == 0) {
		CHECK(mmr_meta_set(m, "kernel", u.release));
		CHECK(mmr_meta_set(m, "arch", u.machine));
		CHECK(meta_hz(m, u.release));
	}
	CHECK(mmr_meta_setf(m, "cpus", "%d", ncpus));
	online = slurp("/sys/devices/system/cpu/online");
	if (online) {
		chomp(online);
		int r = mmr_meta_set(m, "cpus_online", online);

		free(online);
		CHECK(r);
	}
	CHECK(mmr_meta_setf(m, "page_size", "%ld", sysconf(_SC_PAGESIZE)));
	CHECK(meta_numa(m));
	CHECK(meta_zones(m));
	CHECK(meta_cpu(m, &hyper));
	CHECK(meta_hypervisor(m, hyper, ncpus));
	CHECK(meta_file(m, "tlb_single_page_flush_ceiling",
			"/sys/kernel/debug/x86/tlb_single_page_flush_ceiling"));
	CHECK(meta_kallsyms(m, redact, syms, nsyms));
	return 0;
}

/* One /proc/interrupts row ("TLB:", "CAL:") as a per-possible-CPU list. */
static int meta_irq_row(struct mmr_meta *m, const char *text, const char *row,
			const char *when, int ncpus)
{
	int cols[4096], ncols = 0;
	const char *p = text;
	char key[64], *val;
	size_t cap, len = 0;
	int r;

	/* Header: "CPU0 CPU1 ..." names the online CPUs that the columns hold. */
	while (*p && *p != '\n' && ncols < 4096) {
		while (*p == ' ')
			p++;
		if (!strncmp(p, "CPU", 3)) {
			cols[ncols++] = atoi(p + 3);
			p += 3;
		}
		while (*p && *p != ' ' && *p != '\n')
			p++;
	}
	for (p = strchr(text, '\n'); p; p = strchr(p + 1, '\n')) {
		const char *q = p + 1;

		while (*q == ' ')
			q++;
		if (!strncmp(q, row, strlen(row)) && q[strlen(row)] == ':')
			break;
	}
	if (!p)
		return 0;
	p = strchr(p + 1, ':') + 1;
	{
		unsigned long long *v = calloc(ncpus, sizeof(*v));

		if (!v)
			return MMR_ENOMEM;
		for (int i = 0; i < ncols; i++) {
			char *end;
			unsigned long long x = strtoull(p, &end, 10);

			if (end == p)
				break;
			if (cols[i] < ncpus)
				v[cols[i]] = x;
			p = end;
		}
		cap = (size_t)ncpus * 21 + 1;
		val = malloc(cap);
		if (!val) {
			free(v);
			return MMR_ENOMEM;
		}
		for (int c = 0; c < ncpus; c++)
			len += snprintf(val + len, cap - len, "%s%llu", c ? "," : "", v[c]);
		free(v);
	}
	snprintf(key, sizeof(key), "irq.%s.%s", row, when);
	r = mmr_meta_set(m, key, val);
	free(val);
	return r;
}

/*
 * "tgids": "tid:tgid" for every thread alive now that is not its process's
 * leader, from /proc/<pid>/task.  The trace names only the pid of each event
 * (common_pid); threads created later show their group through
 * task_newtask, but a process already running when recording starts would
 * otherwise look like one process per thread, each with its own mm, and its
 * cross-CPU flushes would go unpredicted.  Taken after the events are enabled:
 * a thread is either listed here or its creation is in the trace.
 */
int mmr_cap_meta_tgids(struct mmr_meta *m)
{
	DIR *proc = opendir("/proc");
	struct dirent *pe;
	char *buf = NULL;
	size_t len = 0, cap = 0;
	int r = 0;

	if (!proc)
		return 0;
	while (!r && (pe = readdir(proc))) {
		char path[64], *end;
		long pid = strtol(pe->d_name, &end, 10);
		struct dirent *te;
		DIR *task;

		if (*end || pid <= 0)
			continue;
		snprintf(path, sizeof(path), "/proc/%ld/task", pid);
		task = opendir(path);
		if (!task)
			continue; /* exited meanwhile */
		while ((te = readdir(task))) {
			long tid = strtol(te->d_name, &end, 10);

			if (*end || tid <= 0 || tid == pid)
				continue;
			if (cap - len < 32) {
				size_t ncap = cap ? cap * 2 : 4096;
				char *nb = realloc(buf, ncap);

				if (!nb) {
					r = MMR_ENOMEM;
					break;
				}
				buf = nb;
				cap = ncap;
			}
			len += (size_t)snprintf(buf + len, cap - len, "%s%ld:%ld", len ? " " : "",
						tid, pid);
		}
		closedir(task);
	}
	closedir(proc);
	if (!r && len)
		r = mmr_meta_set(m, "tgids", buf);
	free(buf);
	return r;
}

/* Appends printf-style text to a growing buffer; 0 or MMR_ENOMEM. */
static int buf_printf(char **buf, size_t *len, size_t *cap, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int buf_printf(char **buf, size_t *len, size_t *cap, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		va_start(ap, fmt);
		n = vsnprintf(*buf ? *buf + *len : NULL, *buf ? *cap - *len : 0, fmt, ap);
		va_end(ap);
		if (n < 0)
			return MMR_EINVAL;
		if (*buf && *len + (size_t)n < *cap) {
			*len += (size_t)n;
			return 0;
		}
		size_t ncap = *cap ? *cap * 2 : 4096;
		while (ncap < *len + (size_t)n + 1)
			ncap *= 2;
		char *nb = realloc(*buf, ncap);

		if (!nb)
			return MMR_ENOMEM;
		*buf = nb;
		*cap = ncap;
	}
}

/*
 * One VMA of /proc/<pid>/maps in the "maps.<tgid>" form (docs/metadata-keys.md):
 * "start-end:perms:kind[:pgoff:dev:ino]", hex; kind a (anonymous), h ([heap]),
 * s ([stack]), v (vdso, vvar, vsyscall) or f (a file, with its offset in pages
 * and the kernel's dev_t and inode, as the filemap tracepoints name files).
 */
static int maps_line(char **buf, size_t *len, size_t *cap, const char *line, long page)
{
	unsigned long long start, end, off, ino;
	unsigned int maj, min;
	char perms[8], path[32];
	int n = 0;

	path[0] = 0;
	if (sscanf(line, "%llx-%llx %7s %llx %x:%x %llu %n", &start, &end, perms, &off, &maj,
		   &min, &ino, &n) < 7 || strlen(perms) != 4)
		return 0;
	sscanf(line + n, "%31s", path);
	if (ino) {
		/* MKDEV() of the kernel: the tracepoints print s_dev that way */
		unsigned long long dev = ((unsigned long long)maj << 20) | min;

		return buf_printf(buf, len, cap, "%s%llx-%llx:%s:f:%llx:%llx:%llx", *len ? " " : "",
				  start, end, perms, off / (unsigned long long)page, dev, ino);
	}
	return buf_printf(buf, len, cap, "%s%llx-%llx:%s:%c", *len ? " " : "", start, end, perms,
			  !strcmp(path, "[heap]") ? 'h' : !strncmp(path, "[stack", 6) ? 's' :
			  (!strncmp(path, "[vdso", 5) || !strncmp(path, "[vvar", 5) ||
			   !strcmp(path, "[vsyscall]")) ? 'v' : 'a');
}

/*
 * "maps.<tgid>": the address space of every process alive now, from
 * /proc/<pid>/maps, so that the state tracker knows the VMAs of processes
 * older than the trace (which VMAs share a page table decides whether an
 * unmap frees it, and so whom its flush reaches).  Taken once tracing is on:
 * a change is then in the trace, or already in the snapshot (replaying it on
 * top is harmless: an mmap over a VMA replaces it, a munmap of a hole does
 * nothing).  Kernel threads have no maps.  Not with --redact: addresses and
 * file identities are what the snapshot is made of.
 */
int mmr_cap_meta_maps(struct mmr_meta *m)
{
	DIR *proc = opendir("/proc");
	long page = sysconf(_SC_PAGESIZE);
	struct dirent *pe;
	char *buf = NULL, line[512], key[32];
	size_t len, cap = 0;
	int r = 0;

	if (!proc)
		return 0;
	if (page <= 0)
		page = 4096;
	while (!r && (pe = readdir(proc))) {
		char path[64], *end;
		long pid = strtol(pe->d_name, &end, 10);
		FILE *f;

		if (*end || pid <= 0)
			continue;
		snprintf(path, sizeof(path), "/proc/%ld/maps", pid);
		f = fopen(path, "re");
		if (!f)
			continue; /* exited meanwhile */
		len = 0;
		while (!r && fgets(line, sizeof(line), f)) {
			size_t l = strlen(line);

			r = maps_line(&buf, &len, &cap, line, page);
			/* a path longer than the line: skip its rest */
			while (!r && l && line[l - 1] != '\n' && fgets(line, sizeof(line), f))
				l = strlen(line);
		}
		fclose(f);
		if (!r && len) {
			snprintf(key, sizeof(key), "maps.%ld", pid);
			r = mmr_meta_set(m, key, buf);
		}
	}
	closedir(proc);
	free(buf);
	return r;
}

/*
 * "jiffies.<when>": CLOCK_MONOTONIC and jiffies at one moment, from
 * /proc/timer_list ("now at N nsecs", then the tick device's "jiffies: J";
 * read within microseconds, so J is exact to one tick).  With the trace clock
 * mono it places the kernel's jiffies on the trace's time line: the vmstat
 * worker, which decays the per-cpu lists, runs at round_jiffies() times.
 */
static int meta_jiffies(struct mmr_meta *m, const char *when)
{
	FILE *f = fopen("/proc/timer_list", "re");
	unsigned long long now = 0, j = 0;
	int have_now = 0, have_j = 0, r = 0;
	char line[256], key[64];

	if (!f)
		return 0;
	while (!(have_now && have_j) && fgets(line, sizeof(line), f)) {
		const char *p = line + strspn(line, " \t");

		if (!have_now && sscanf(p, "now at %llu nsecs", &now) == 1)
			have_now = 1;
		else if (!have_j && sscanf(p, "jiffies: %llu", &j) == 1)
			have_j = 1;
	}
	fclose(f);
	if (have_now && have_j) {
		snprintf(key, sizeof(key), "jiffies.%s", when);
		r = mmr_meta_setf(m, key, "%llu %llu", now, j);
	}
	return r;
}

int mmr_cap_meta_hz(struct mmr_meta *out, const struct mmr_meta *before,
		    const struct mmr_meta *after)
{
	static const long known[] = { 100, 250, 300, 1000 };
	unsigned long long t0, j0, t1, j1;
	const char *a = mmr_meta_get(before, "jiffies.before");
	const char *b = mmr_meta_get(after, "jiffies.after");
	double hz;
	long best = 0;

	if (mmr_meta_get(before, "hz") || !a || !b || sscanf(a, "%llu %llu", &t0, &j0) != 2 ||
	    sscanf(b, "%llu %llu", &t1, &j1) != 2 || t1 < t0 + 500000000ull || j1 < j0)
		return 0;
	/*
	 * Over 0.5 s, a tick of error at each end is 4% at HZ=100; +-8% keeps
	 * 250 and 300 apart.
	 */
	hz = (double)(j1 - j0) * 1e9 / (double)(t1 - t0);
	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (hz > known[i] * 0.92 && hz < known[i] * 1.08)
			best = known[i];
	return best ? mmr_meta_setf(out, "hz", "%ld", best) : 0;
}

/* /proc/meminfo's SwapTotal as metadata swap_kb: whether reclaim can unmap anonymous pages. */
static int meta_swap(struct mmr_meta *m)
{
	FILE *f = fopen("/proc/meminfo", "re");
	char line[256];
	unsigned long long kb;
	int r = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "SwapTotal: %llu kB", &kb) == 1) {
			r = mmr_meta_setf(m, "swap_kb", "%llu", kb);
			break;
		}
	fclose(f);
	return r;
}

int mmr_cap_meta_snapshot(struct mmr_meta *m, const char *when, int ncpus)
{
	char *irq = slurp("/proc/interrupts");
	FILE *f;
	int r = meta_jiffies(m, when);

	CHECK(r);

	if (irq) {
		r = meta_irq_row(m, irq, "TLB", when, ncpus);
		if (!r)
			r = meta_irq_row(m, irq, "CAL", when, ncpus);
		free(irq);
		CHECK(r);
	}
	if (!r && !strcmp(when, "before"))
		r = meta_swap(m);
	CHECK(r);
	f = fopen("/proc/vmstat", "re");
	if (!f)
		return 0;
	{
		char name[128], key[200];
		unsigned long long v;

		while (fscanf(f, "%127s %llu", name, &v) == 2) {
			snprintf(key, sizeof(key), "vmstat.%s.%s", when, name);
			r = mmr_meta_setf(m, key, "%llu", v);
			if (r)
				break;
		}
	}
	fclose(f);
	return r;
}
