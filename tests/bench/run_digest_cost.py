#!/usr/bin/env python3
"""What the digests cost the core (docs/engines.md, "Digests").

For each input — the SV-COMP tasks Frama-C parses (MANIFEST.tsv) and the
real programs of ../shared/benchmarks/realworld — dumps the program model
once (`frama-c -racer -racer-dump-model`, the default Eva backend), then
replays the dump with `racer-core --time --option digests=D` for D in
`none` (no digest: every pair of accesses may race), `L` (locksets alone,
what Racer checked before digests) and `all`, REPEAT times each in turn,
and keeps each one's fastest time (the dump's reading aside: racer_freeze
and racer_run). Writes OUT/digest-cost.tsv (one row per input) and
OUT/digest-cost.md (the ratios all / L and all / none: per input set, over
the summed times, and the largest of one input).

usage: run_digest_cost.py [--svcomp DIR] [--realworld DIR] [--out DIR]
                          [--repeat N] [--timeout S] [--frama-c PATH]
                          [--racer-core PATH]
       run_digest_cost.py --self-test
"""
import argparse
import csv
import os
import re
import subprocess
import sys
import tempfile
import time

SETTINGS = [("none", ""), ("L", "L"), ("all", "all")]


def analyses_ms(output):
    """The time racer-core --time printed, in milliseconds, or None."""
    m = re.search(r"analyses ran ([0-9.]+) ms", output)
    return float(m.group(1)) if m else None


def fastest(times):
    known = [t for t in times if t is not None]
    return min(known) if known else None


def ratio(a, b):
    return None if a is None or b is None or b <= 0 else a / b


def summary(rows):
    """Per input set: summed times per setting, the ratios of the sums, and
    the largest per-input ratio all/L (inputs of at least 1 ms with L)."""
    out = {}
    for kind, _, times in rows:
        s = out.setdefault(kind, {"inputs": 0, "sum": {k: 0.0 for k, _ in SETTINGS}, "worst": None})
        if any(times.get(k) is None for k, _ in SETTINGS):
            continue
        s["inputs"] += 1
        for k, _ in SETTINGS:
            s["sum"][k] += times[k]
        if times["L"] >= 1.0:
            r = times["all"] / times["L"]
            s["worst"] = r if s["worst"] is None else max(s["worst"], r)
    return out


def fmt(x, digits=2):
    return "-" if x is None else f"{x:.{digits}f}"


def markdown(rows, notes):
    lines = ["# What the digests cost the core", ""] + [f"- {n}" for n in notes] + [""]
    lines.append("| inputs | timed | none (ms) | L (ms) | all (ms) | all / L | all / none | worst all / L of one input |")
    lines.append("|---|---|---|---|---|---|---|---|")
    for kind, s in sorted(summary(rows).items()):
        t = s["sum"]
        lines.append(f"| {kind} | {s['inputs']} | {fmt(t['none'], 1)} | {fmt(t['L'], 1)} | {fmt(t['all'], 1)} "
                     f"| {fmt(ratio(t['all'], t['L']))} | {fmt(ratio(t['all'], t['none']))} | {fmt(s['worst'])} |")
    programs = [(kind, name, times) for kind, name, times in rows if kind == "realworld"]
    if programs:
        lines += ["", "| real program | none (ms) | L (ms) | all (ms) | all / L |", "|---|---|---|---|---|"]
        for _, name, times in programs:
            lines.append(f"| {name} | {fmt(times.get('none'), 1)} | {fmt(times.get('L'), 1)} "
                         f"| {fmt(times.get('all'), 1)} | {fmt(ratio(times.get('all'), times.get('L')))} |")
    return "\n".join(lines) + "\n"


def self_test():
    assert analyses_ms("x\nracer-core: analyses ran 12.500 ms\n") == 12.5
    assert analyses_ms("racer-core: error") is None
    assert fastest([3.0, None, 2.0]) == 2.0 and fastest([None]) is None
    rows = [("svcomp", "a.i", {"none": 1.0, "L": 2.0, "all": 3.0}),
            ("svcomp", "b.i", {"none": 0.2, "L": 0.5, "all": 0.5}),
            ("svcomp", "c.i", {"none": None, "L": 1.0, "all": 1.0}),
            ("realworld", "p", {"none": 10.0, "L": 20.0, "all": 22.0})]
    s = summary(rows)
    assert s["svcomp"]["inputs"] == 2 and s["svcomp"]["sum"]["all"] == 3.5
    assert s["svcomp"]["worst"] == 1.5  # b.i's L time is under 1 ms: not a ratio
    text = markdown(rows, ["note"])
    assert "| svcomp | 2 | 1.2 | 2.5 | 3.5 | 1.40 | 2.92 | 1.50 |" in text, text
    assert "| p | 10.0 | 20.0 | 22.0 | 1.10 |" in text, text
    print("run_digest_cost self-test: ok")
    return 0


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return p.returncode, p.stdout


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    shared = os.path.join(root, "..", "shared", "benchmarks")
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--svcomp", default=os.path.join(shared, "svcomp"))
    ap.add_argument("--realworld", default=os.path.join(shared, "realworld"))
    ap.add_argument("--out", default=os.path.join(here, "results"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--timeout", type=float, default=300.0)
    ap.add_argument("--frama-c", default="frama-c")
    ap.add_argument("--racer-core", default="racer-core")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    inputs = []  # (kind, name, frama-c options, file)
    manifest = os.path.join(args.svcomp, "MANIFEST.tsv")
    if os.path.exists(manifest):
        with open(manifest) as f:
            for r in csv.DictReader(f, delimiter="\t"):
                if r.get("frama_c_parses") == "yes":
                    inputs.append(("svcomp", r["input_file"], ["-machdep", r.get("frama_c_machdep") or "gcc_x86_64"],
                                   os.path.join(args.svcomp, r["input_file"])))
    if os.path.isdir(args.realworld):
        for name in sorted(os.listdir(args.realworld)):
            if name.endswith(".c"):
                inputs.append(("realworld", name[:-2], ["-machdep", "gcc_x86_32"], os.path.join(args.realworld, name)))
    start = time.monotonic()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n, (kind, name, opts, path) in enumerate(inputs, 1):
            dump = os.path.join(tmp, "model.json")
            rc, out = run([args.frama_c] + opts + ["-racer", "-racer-witness-steps", "0",
                                                   "-racer-dump-model", dump, path], args.timeout)
            times = {}
            if rc == 0 and os.path.exists(dump):
                samples = {k: [] for k, _ in SETTINGS}
                for _ in range(max(1, args.repeat)):
                    for k, ids in SETTINGS:
                        rc, out = run([args.racer_core, "--time", "--option", f"digests={ids}", dump], args.timeout)
                        samples[k].append(analyses_ms(out) if rc == 0 else None)
                times = {k: fastest(v) for k, v in samples.items()}
            rows.append((kind, name, times))
            print(f"[{n}/{len(inputs)}] {name}: " + ", ".join(f"{k} {fmt(times.get(k), 1)} ms" for k, _ in SETTINGS),
                  flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "digest-cost.tsv"), "w") as f:
        f.write("set\tinput\t" + "\t".join(f"{k}_ms" for k, _ in SETTINGS) + "\n")
        for kind, name, times in rows:
            f.write("\t".join([kind, name] + [fmt(times.get(k), 3) for k, _ in SETTINGS]) + "\n")
    notes = ["dump: `frama-c -racer -racer-witness-steps 0 -racer-dump-model M FILE` (Eva backend; machdep of "
             "SV-COMP tasks, gcc_x86_32 for real programs); replay: `racer-core --time --option digests=D M`, "
             f"the fastest of {args.repeat} (racer_freeze and racer_run, the dump's reading aside)",
             "none: no digest (every pair may race; more races to classify); L: locksets alone; all: every digest "
             "(the default), whose LH needs a second lockset run",
             f"whole run: {time.monotonic() - start:.0f} s"]
    with open(os.path.join(args.out, "digest-cost.md"), "w") as f:
        f.write(markdown(rows, notes))
    print(f"run_digest_cost: wrote {os.path.join(args.out, 'digest-cost.md')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
