#!/usr/bin/env python3
"""Runs Racer on the SV-COMP data-race tasks and scores it.

For every task of MANIFEST.tsv (../shared/benchmarks/svcomp beside the
repository by default) it runs `frama-c -machdep M -racer -racer-json J`
(60 s limit) and, for comparison, a parse-only `frama-c -machdep M`, maps
the verdict to SV-COMP's answer for no-data-race (no-race = true, race =
false, unknown = unknown; a non-zero exit or a timeout = error), scores it
with SV-COMP's rules (+2 correct true, +1 correct false, -16 wrong false,
-32 wrong true, 0 otherwise) and writes:

  OUT/svcomp-<backend>.tsv   one row per task
  OUT/svcomp-<backend>.md    the summary: score, counts, median time ratio

usage: run_svcomp.py [--bench DIR] [--out DIR] [--backend syntactic]
                     [--timeout S] [--only SUBSTRING] [--frama-c PATH]
       run_svcomp.py --self-test
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

SCORES = {("true", "true"): 2, ("false", "false"): 1, ("false", "true"): -16,
          ("true", "false"): -32}


def score(answer, expected):
    """SV-COMP points for an answer ('true'/'false'/'unknown'/'error') to a
    task whose expected no-data-race answer is `expected` ('true'/'false')."""
    return SCORES.get((answer, expected), 0)


def outcome(answer, expected):
    if answer in ("unknown", "error", "timeout"):
        return answer
    return "correct" if answer == expected else "wrong"


def timed(cmd, timeout):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, "", time.monotonic() - start


def run_task(frama_c, task_dir, row, backend, timeout):
    source = os.path.join(task_dir, row["input_file"])
    machdep = row.get("frama_c_machdep") or "gcc_x86_64"
    base = [frama_c, "-machdep", machdep]
    _, _, parse_s = timed(base + [source], timeout)
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        rc, out, racer_s = timed(base + ["-racer", "-cc-value-analysis", backend,
                                         "-racer-json", report, source], timeout)
        if rc is None:
            answer, note = "timeout", f"over {timeout} s"
        elif rc != 0:
            last = [l for l in out.splitlines() if l.strip()][-1:] or [""]
            answer, note = "error", f"exit {rc}: {last[0][:120]}"
        else:
            with open(report) as f:
                verdict = json.load(f)["verdict"]
            answer = {"no-race": "true", "race": "false"}.get(verdict, "unknown")
            note = verdict
    return answer, note, racer_s, parse_s


def summarise(rows):
    counts = {}
    for r in rows:
        counts[r["outcome"]] = counts.get(r["outcome"], 0) + 1
    ratios = [r["ratio"] for r in rows if r["ratio"] is not None and r["outcome"] not in ("error", "timeout")]
    return {
        "tasks": len(rows),
        "score": sum(r["score"] for r in rows),
        "counts": counts,
        "correct_true": sum(1 for r in rows if r["outcome"] == "correct" and r["expected"] == "true"),
        "correct_false": sum(1 for r in rows if r["outcome"] == "correct" and r["expected"] == "false"),
        "median_ratio": statistics.median(ratios) if ratios else None,
        "max_seconds": max((r["seconds"] for r in rows), default=0.0),
    }


def self_test():
    checks = [
        score("true", "true") == 2, score("false", "false") == 1,
        score("false", "true") == -16, score("true", "false") == -32,
        score("unknown", "true") == 0, score("error", "false") == 0,
        outcome("true", "false") == "wrong", outcome("unknown", "true") == "unknown",
    ]
    rows = [{"outcome": "correct", "expected": "true", "score": 2, "ratio": 1.0, "seconds": 1.0},
            {"outcome": "wrong", "expected": "true", "score": -16, "ratio": 3.0, "seconds": 2.0},
            {"outcome": "unknown", "expected": "false", "score": 0, "ratio": 2.0, "seconds": 0.5}]
    s = summarise(rows)
    checks += [s["score"] == -14, s["median_ratio"] == 2.0, s["counts"]["wrong"] == 1,
               s["correct_true"] == 1, s["max_seconds"] == 2.0]
    failed = checks.count(False)
    print(f"bench scoring self-test: {len(checks) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", default=os.path.join(root, "..", "shared", "benchmarks", "svcomp"))
    ap.add_argument("--out", default=os.path.join(here, "results"))
    ap.add_argument("--backend", default="syntactic")
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--only", default="")
    ap.add_argument("--frama-c", default="frama-c")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    manifest = os.path.join(args.bench, "MANIFEST.tsv")
    if not os.path.exists(manifest):
        print(f"run_svcomp: no {manifest}; give --bench DIR", file=sys.stderr)
        return 2
    with open(manifest) as f:
        tasks = [r for r in csv.DictReader(f, delimiter="\t") if args.only in r["input_file"]]
    rows = []
    for i, task in enumerate(tasks, 1):
        expected = task["expected_no_data_race"]
        answer, note, secs, parse_s = run_task(args.frama_c, args.bench, task, args.backend, args.timeout)
        row = {"task": task["input_file"], "expected": expected, "answer": answer,
               "outcome": outcome(answer, expected), "score": score(answer, expected),
               "seconds": secs, "parse_seconds": parse_s,
               "ratio": secs / parse_s if parse_s > 0 else None,
               "parses": task.get("frama_c_parses", ""), "note": note}
        rows.append(row)
        print(f"[{i}/{len(tasks)}] {row['task']}: {answer} (expected {expected}) "
              f"{secs:.2f}s / parse {parse_s:.2f}s", flush=True)
    os.makedirs(args.out, exist_ok=True)
    tsv = os.path.join(args.out, f"svcomp-{args.backend}.tsv")
    with open(tsv, "w") as f:
        f.write("task\texpected\tanswer\toutcome\tscore\tseconds\tparse_seconds\tratio\tparses\tnote\n")
        for r in rows:
            ratio = f"{r['ratio']:.2f}" if r["ratio"] is not None else "-"
            f.write(f"{r['task']}\t{r['expected']}\t{r['answer']}\t{r['outcome']}\t{r['score']}\t"
                    f"{r['seconds']:.2f}\t{r['parse_seconds']:.2f}\t{ratio}\t{r['parses']}\t{r['note']}\n")
    s = summarise(rows)
    md = os.path.join(args.out, f"svcomp-{args.backend}.md")
    with open(md, "w") as f:
        f.write(f"# SV-COMP no-data-race, backend {args.backend}\n\n")
        f.write(f"- tasks: {s['tasks']}\n- score: {s['score']}\n")
        for k in ("correct", "wrong", "unknown", "error", "timeout"):
            f.write(f"- {k}: {s['counts'].get(k, 0)}\n")
        f.write(f"- correct true (proved race-free): {s['correct_true']}\n")
        f.write(f"- correct false (race proved): {s['correct_false']}\n")
        mr = f"{s['median_ratio']:.2f}" if s["median_ratio"] is not None else "-"
        f.write(f"- median time ratio racer / parse-only: {mr}\n")
        f.write(f"- slowest task: {s['max_seconds']:.2f} s\n")
    print(open(md).read())
    return 0


if __name__ == "__main__":
    sys.exit(main())
