#!/usr/bin/env python3
"""Ablation of Racer's digests (docs/engines.md, "Digests"), as the paper's.

For each combination of digests (L; TF; TID; TID+J; L+TF; L+TID; L+TID+J;
all), runs `frama-c -racer -racer-digests D` with one backend (alias by
default: the digests are the same whatever answers the pointer questions;
the witness search off: it proves races, never absence) on

  - the SV-COMP data-race tasks of MANIFEST.tsv (../shared/benchmarks/svcomp):
    race-free tasks proved (verdict no-race on an expected-true task), and
    wrong verdicts (no-race on a racy task, race on a race-free one);
  - Racer's annotated programs tests/programs/races (TRUTH lines): the same
    counts;
  - the real programs of ../shared/benchmarks/realworld: race locations
    reported, each and in all;

and then, with every digest, each of the front end's recognisers left out
(`-racer-recognisers`: slots, tickets, join-loops, lost-ids, flags; and all
of them), listing the race-free inputs a recogniser decides that the
digests alone do not. Two runs at a time; writes OUT/digests.tsv (one row
per combination and input) and OUT/digests.md (the tables, per program the
locations, and those lists).

usage: run_digests.py [--svcomp DIR] [--realworld DIR] [--corpus DIR] [--out DIR]
                      [--backend syntactic|alias|eva] [--timeout S] [--jobs N]
                      [--only COMBINATION ...] [--frama-c PATH]
       run_digests.py --self-test
"""
import argparse
import concurrent.futures
import csv
import json
import os
import re
import subprocess
import sys
import tempfile
import time

COMBINATIONS = [("L", "L"), ("TF", "TF"), ("TID", "TID"), ("TID+J", "TID,J"), ("L+TF", "L,TF"),
                ("L+TID", "L,TID"), ("L+TID+J", "L,TID,J"), ("all", "all")]

# The front end's recognisers (-racer-recognisers), each left out with every
# digest on: what a recogniser decides that the digests alone do not.
RECOGNISERS = ["slots", "tickets", "join-loops", "lost-ids", "flags"]
WITHOUT = [("all - " + r, ",".join(x for x in RECOGNISERS if x != r)) for r in RECOGNISERS] + \
    [("all - recognisers", "none")]


def verdict_of(cmd, timeout):
    """The JSON verdict and location count of one run, or an error text."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "r.json")
        try:
            p = subprocess.run(cmd + ["-racer-json", report], stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return "timeout", None
        if p.returncode != 0:
            return "error", None
        try:
            with open(report) as f:
                doc = json.load(f)
        except (OSError, ValueError):
            return "error", None
        return doc.get("verdict", "error"), len(doc.get("races", []))


def classify(verdict, truth):
    """'proved' (no-race on a race-free input), 'wrong', or 'other'."""
    if verdict == "no-race":
        return "proved" if truth == "no-race" else "wrong"
    if verdict == "race" and truth == "no-race":
        return "wrong"
    return "other"


def corpus_truth(path):
    """TRUTH and OPTS of an annotated program (tests/programs/README.md)."""
    truth, opts = None, []
    with open(path, errors="replace") as f:
        for line in f:
            m = re.match(r"\s*//\s*(TRUTH|OPTS):\s*(.*?)\s*$", line)
            if m and m.group(1) == "TRUTH":
                truth = m.group(2)
            elif m:
                # As the e2e checker: {dir} is the program's folder.
                opts += m.group(2).replace("{dir}", os.path.dirname(path)).split()
    return truth, opts


def summary_rows(results):
    """Per combination and input set: proved, wrong, race-free inputs, locations."""
    out = {}
    for (combo, kind, name), (verdict, locations, truth) in results.items():
        row = out.setdefault((combo, kind), {"proved": 0, "wrong": 0, "race_free": 0, "inputs": 0,
                                             "locations": 0, "failed": 0})
        row["inputs"] += 1
        if verdict in ("error", "timeout"):
            row["failed"] += 1
        if kind == "realworld":
            row["locations"] += locations or 0
            continue
        row["race_free"] += truth == "no-race"
        c = classify(verdict, truth)
        row["proved"] += c == "proved"
        row["wrong"] += c == "wrong"
    return out


def markdown(results, notes):
    rows = summary_rows(results)
    lines = ["# Digest ablation (docs/engines.md, \"Digests\")", ""] + [f"- {n}" for n in notes] + [""]
    lines.append("| digests | SV-COMP race-free proved | SV-COMP wrong | corpus race-free proved "
                 "| corpus wrong | real programs: locations | failed runs |")
    lines.append("|---|---|---|---|---|---|---|")
    for combo, _ in COMBINATIONS + WITHOUT:
        sv = rows.get((combo, "svcomp"))
        co = rows.get((combo, "corpus"))
        rw = rows.get((combo, "realworld"))
        if not (sv or co or rw):
            continue
        cell = lambda r, k: "-" if r is None else str(r[k])
        frac = lambda r: "-" if r is None else f"{r['proved']}/{r['race_free']}"
        failed = sum(r["failed"] for r in (sv, co, rw) if r)
        lines.append(f"| {combo} | {frac(sv)} | {cell(sv, 'wrong')} | {frac(co)} | {cell(co, 'wrong')} "
                     f"| {cell(rw, 'locations')} | {failed} |")
    programs = sorted({name for (_, kind, name) in results if kind == "realworld"})
    if programs:
        lines += ["", "Locations per real program:", "",
                  "| digests | " + " | ".join(programs) + " |", "|---|" + "---|" * len(programs)]
        for combo, _ in COMBINATIONS + WITHOUT:
            cells = [results.get((combo, "realworld", p)) for p in programs]
            if all(c is None for c in cells):
                continue
            lines.append(f"| {combo} | " + " | ".join("-" if c is None or c[1] is None else str(c[1])
                                                     for c in cells) + " |")
    lost = decided_only_with(results)
    if lost:
        lines += ["", "Race-free inputs proved with every recogniser and no longer without one "
                  "(what it decides that the digests alone do not):", ""]
        for combo, _ in WITHOUT:
            names = lost.get(combo, [])
            lines.append(f"- {combo}: {len(names)}" + (f" ({', '.join(names)})" if names else ""))
    return "\n".join(lines) + "\n"


def decided_only_with(results):
    """Per recogniser left out: the inputs proved with all ("all") and not
    without it."""
    out = {}
    for (combo, kind, name), (verdict, _, truth) in results.items():
        if not combo.startswith("all - ") or classify(verdict, truth) == "proved":
            continue
        full = results.get(("all", kind, name))
        if full and classify(full[0], full[2]) == "proved":
            out.setdefault(combo, []).append(name)
    return {k: sorted(v) for k, v in out.items()}


def self_test():
    assert classify("no-race", "no-race") == "proved"
    assert classify("no-race", "race") == "wrong"
    assert classify("race", "no-race") == "wrong"
    assert classify("unknown", "no-race") == "other"
    assert classify("race", "race") == "other"
    results = {("L", "svcomp", "a.i"): ("no-race", 0, "no-race"),
               ("L", "svcomp", "b.i"): ("unknown", 2, "no-race"),
               ("L", "svcomp", "c.i"): ("no-race", 0, "race"),
               ("L", "corpus", "x.c"): ("race", 1, "race"),
               ("L", "realworld", "p"): ("unknown", 7, None),
               ("L", "realworld", "q"): ("error", None, None)}
    rows = summary_rows(results)
    assert rows[("L", "svcomp")]["proved"] == 1 and rows[("L", "svcomp")]["wrong"] == 1
    assert rows[("L", "svcomp")]["race_free"] == 2
    assert rows[("L", "realworld")]["locations"] == 7 and rows[("L", "realworld")]["failed"] == 1
    text = markdown(results, ["note"])
    assert "| L | 1/2 | 1 | 0/0 | 0 | 7 | 1 |" in text, text
    assert "| L | 7 | - |" in text, text
    opts_file = os.path.join(tempfile.mkdtemp(), "p.c")
    with open(opts_file, "w") as f:
        f.write("// TRUTH: no-race\n// OPTS: -machdep gcc_x86_64 -cc-models {dir}/m.yaml\n"
                "int main(void) { return 0; }\n")
    assert corpus_truth(opts_file) == ("no-race", ["-machdep", "gcc_x86_64", "-cc-models",
                                                   os.path.join(os.path.dirname(opts_file), "m.yaml")])
    lost = decided_only_with({("all", "corpus", "x.c"): ("no-race", 0, "no-race"),
                              ("all - slots", "corpus", "x.c"): ("unknown", 1, "no-race"),
                              ("all - flags", "corpus", "x.c"): ("no-race", 0, "no-race")})
    assert lost == {"all - slots": ["x.c"]}, lost
    print("run_digests self-test: ok")
    return 0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    shared = os.path.join(root, "..", "shared", "benchmarks")
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--svcomp", default=os.path.join(shared, "svcomp"))
    ap.add_argument("--realworld", default=os.path.join(shared, "realworld"))
    ap.add_argument("--corpus", default=os.path.join(root, "tests", "programs", "races"))
    ap.add_argument("--out", default=os.path.join(here, "results"))
    ap.add_argument("--backend", default="alias")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", nargs="*", default=None, help="combinations, e.g. L TID+J all")
    ap.add_argument("--frama-c", default="frama-c")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    combos = [(c, ids, "all") for c, ids in COMBINATIONS] + [(c, "all", r) for c, r in WITHOUT]
    combos = [c for c in combos if args.only is None or c[0] in args.only]
    inputs = []  # (kind, name, machdep args, file, truth)
    manifest = os.path.join(args.svcomp, "MANIFEST.tsv")
    if os.path.exists(manifest):
        with open(manifest) as f:
            for r in csv.DictReader(f, delimiter="\t"):
                truth = "no-race" if r["expected_no_data_race"] == "true" else "race"
                inputs.append(("svcomp", r["input_file"], ["-machdep", r.get("frama_c_machdep") or "gcc_x86_64"],
                               os.path.join(args.svcomp, r["input_file"]), truth))
    if os.path.isdir(args.corpus):
        for name in sorted(os.listdir(args.corpus)):
            if name.endswith(".c"):
                path = os.path.join(args.corpus, name)
                truth, opts = corpus_truth(path)
                if truth in ("race", "no-race"):
                    inputs.append(("corpus", name, opts, path, truth))
    if os.path.isdir(args.realworld):
        for name in sorted(os.listdir(args.realworld)):
            if name.endswith(".c"):
                inputs.append(("realworld", name[:-2], ["-machdep", "gcc_x86_32"],
                               os.path.join(args.realworld, name), None))
    jobs = [(combo, ids, recognisers, kind, name, opts, path, truth)
            for combo, ids, recognisers in combos for kind, name, opts, path, truth in inputs]
    start = time.monotonic()
    results = {}

    def one(job):
        combo, ids, recognisers, kind, name, opts, path, truth = job
        cmd = [args.frama_c] + opts + ["-racer", "-cc-value-analysis", args.backend,
                                       "-racer-witness-steps", "0", "-racer-digests", ids,
                                       "-racer-recognisers", recognisers, path]
        verdict, locations = verdict_of(cmd, args.timeout)
        return (combo, kind, name), (verdict, locations, truth)

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for n, (key, value) in enumerate(pool.map(one, jobs), 1):
            results[key] = value
            if n % 50 == 0 or n == len(jobs):
                print(f"[{n}/{len(jobs)}] {time.monotonic() - start:.0f} s", flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "digests.tsv"), "w") as f:
        f.write("digests\tset\tinput\ttruth\tverdict\tlocations\n")
        for (combo, kind, name), (verdict, locations, truth) in sorted(results.items()):
            f.write("\t".join([combo, kind, name, truth or "-", verdict,
                                "-" if locations is None else str(locations)]) + "\n")
    notes = [f"command: `frama-c -racer -cc-value-analysis {args.backend} -racer-witness-steps 0 "
             f"-racer-digests D FILE` (OPTS of corpus programs, machdep of SV-COMP tasks, "
             f"gcc_x86_32 for real programs), {args.timeout:.0f} s per run, {args.jobs} at a time",
             "proved: verdict no-race on a race-free input (of all race-free inputs); wrong: no-race "
             "on a racy input, or race on a race-free one",
             "ids: L locksets, TF single-threaded phases, TID thread ids, J active threads "
             "(not yet created, joined), B barrier phases, FR fresh memory, LH lock history, "
             "SL object locks; "
             "all = every digest; all - R: every digest, every recogniser but R "
             "(-racer-recognisers; all - recognisers: none of them)",
             f"whole run: {time.monotonic() - start:.0f} s"]
    with open(os.path.join(args.out, "digests.md"), "w") as f:
        f.write(markdown(results, notes))
    print(f"run_digests: wrote {os.path.join(args.out, 'digests.md')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
