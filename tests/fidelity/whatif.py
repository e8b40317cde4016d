#!/usr/bin/env python3
"""The cross-kernel what-if of the fidelity suite (docs/fidelity.md): each
guest trace of one kernel replayed under the other kernel's rules
(-m x86:kernel=K) against the other kernel's measured counts, per unit of
work (migrated pages, reclaim passes, munmap or madvise calls).  Needs the
.mmr files and traces guests.sh left in $GUESTS (default
/var/tmp/mmr-fidelity/guests).

    tests/fidelity/whatif.py numa_migrate reclaim_mmap_read munmap_storm madvise_storm
"""
import json, subprocess, sys, os
G = os.environ.get("GUESTS", "/var/tmp/mmr-fidelity/guests")
MMR = os.environ.get("MMR", os.path.join(os.path.dirname(__file__), "../../build/mmreplay"))
DUMP = os.environ.get("DUMP", os.path.join(os.path.dirname(MMR), "tests/test_dat_dump"))
def vm(k, wl, key):
    d = f"{G}/traces" + ("/linux-6.1" if k == "6.1" else "")
    def rd(f):
        return {l.split()[0]: int(l.split()[1]) for l in open(f) if len(l.split()) == 2}
    a, b = rd(f"{d}/{wl}-smp4.vmstat-after"), rd(f"{d}/{wl}-smp4.vmstat-before")
    return a.get(key, 0) - b.get(key, 0)
def migrations(out):
    """move_pages (MR_SYSCALL) batches and their pages, from the events"""
    batches = pages = 0
    reason = {}
    for l in out:
        f = l.split()
        if len(f) < 4 or f[0] != "E":
            continue
        cpu = f[2]
        if f[3] == "migrate:mm_migrate_pages_start":
            reason[cpu] = next((t for t in f if t.startswith("reason=")), "")
        elif f[3] == "migrate:set_migration_pte" and reason.get(cpu) == "reason=3":
            pages += 1
        elif f[3] == "migrate:mm_migrate_pages":
            batches += reason.get(cpu) == "reason=3"
            reason[cpu] = ""
    return batches, pages

def units(k, wl, unit=None):
    mmr = f"{G}/{wl}-{k}-smp4.mmr"
    if wl == "numa_migrate" and unit is None:
        return vm(k, wl, "pgmigrate_success"), "migrated pages"
    out = subprocess.run([DUMP, mmr], capture_output=True, text=True).stdout.splitlines()
    if wl == "numa_migrate":
        b, p = migrations(out)
        return (b, "move_pages batches") if unit == "batches" else (p, "move_pages pages")
    if wl == "reclaim_mmap_read":
        return sum(1 for l in out if "mm_vmscan_lru_shrink_inactive" in l), "reclaim passes"
    call = "sys_enter_munmap" if wl == "munmap_storm" else "sys_enter_madvise"
    return sum(1 for l in out if call in l), call.replace("sys_enter_", "") + " calls"
def counts(k, wl, model):
    mmr = f"{G}/{wl}-{k}-smp4.mmr"
    d = json.loads(subprocess.run([MMR, "diff", "-q", "--json", "-m", model, mmr], capture_output=True, text=True).stdout)
    m = {x["name"]: x for x in d["models"][0]["metrics"]}
    pr = {n: m[n]["predicted"]["total"] for n in ("tlb.flush_rounds", "tlb.ipi")}
    me = {n: (m[n]["measured"] or {}).get("total") for n in ("tlb.flush_rounds", "tlb.ipi")}
    if me["tlb.ipi"] is None and d["measured_only"].get("irq.tlb") is not None:
        me["tlb.ipi"] = d["measured_only"]["irq.tlb"]["total"]  # 6.1: /proc/interrupts TLB row
    return pr, me
rows = []
jobs = []
for wl in sys.argv[1:]:
    jobs += [(wl, None)] + ([(wl, "pages"), (wl, "batches")] if wl == "numa_migrate" else [])
for wl, unit in jobs:
    for src, dst in (("6.1", "6.12"), ("6.12", "6.1")):
        if not os.path.exists(f"{G}/{wl}-{src}-smp4.mmr") or not os.path.exists(f"{G}/{wl}-{dst}-smp4.mmr"):
            continue
        us, un = units(src, wl, unit)
        ud, _ = units(dst, wl, unit)
        pr, _ = counts(src, wl, f"x86:kernel={dst}")
        _, me = counts(dst, wl, "x86")
        for n in ("tlb.flush_rounds", "tlb.ipi"):
            p = pr[n] / us if us else float("nan")
            q = me[n] / ud if ud and me[n] is not None else float("nan")
            e = (p - q) / q * 100 if q else float("nan")
            rows.append((wl, f"{src} as {dst}", n, pr[n], us, p, me[n], ud, q, e, un))
print(f"{'workload':18} {'what-if':12} {'metric':17} {'pred':>7} {'units':>7} {'pred/u':>8}   {'meas':>7} {'units':>7} {'meas/u':>8} {'error':>8}  unit")
for r in rows:
    meas = "-" if r[6] is None else str(r[6])
    mu = "-" if r[6] is None else f"{r[8]:.4f}"
    err = "-" if r[6] is None else f"{r[9]:+.1f}%"
    print(f"{r[0]:18} {r[1]:12} {r[2]:17} {r[3]:7} {r[4]:7} {r[5]:8.4f}   {meas:>7} {r[7]:7} {mu:>8} {err:>8}  {r[10]}")
