#!/usr/bin/env python3
"""Runs Racer on the SV-COMP data-race tasks and scores it.

For every task of MANIFEST.tsv (../shared/benchmarks/svcomp beside the
repository by default) it runs `frama-c -machdep M -racer -racer-json J`
(60 s limit) and, for comparison, a parse-only `frama-c -machdep M` (for
the eva backend: `frama-c -machdep M -eva`, Eva alone on the file), maps
the verdict to SV-COMP's answer for no-data-race (no-race = true, race =
false, unknown = unknown; a non-zero exit or a timeout = error), scores it
with SV-COMP's rules (+2 correct true, +1 correct false, -16 wrong false,
-32 wrong true, 0 otherwise) and writes:

  OUT/svcomp-<backend>[-<approx>].tsv   one row per task
  OUT/svcomp-<backend>[-<approx>].md    the summary: score, counts, median
                                        time ratio, a table per directory

usage: run_svcomp.py [--bench DIR] [--out DIR] [--backend syntactic|alias|eva]
                     [--approx under|over|combined]
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


def run_task(frama_c, task_dir, row, backend, approx, timeout):
    source = os.path.join(task_dir, row["input_file"])
    machdep = row.get("frama_c_machdep") or "gcc_x86_64"
    base = [frama_c, "-machdep", machdep]
    # The baseline: what the backend itself costs on the file.
    _, _, parse_s = timed(base + (["-eva"] if backend == "eva" else []) + [source], timeout)
    extra = ["-cc-thread-approx", approx] if approx else []
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        rc, out, racer_s = timed(base + ["-racer", "-cc-value-analysis", backend] + extra +
                                 ["-racer-json", report, source], timeout)
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
    # A baseline Frama-C 25 cannot parse (Racer rewrites the input first)
    # fails at once: no meaningful ratio.
    ratios = [r["ratio"] for r in rows if r["ratio"] is not None and r["outcome"] not in ("error", "timeout")
              and r.get("parses", "yes") != "no"]
    return {
        "tasks": len(rows),
        "score": sum(r["score"] for r in rows),
        "counts": counts,
        "correct_true": sum(1 for r in rows if r["outcome"] == "correct" and r["expected"] == "true"),
        "correct_false": sum(1 for r in rows if r["outcome"] == "correct" and r["expected"] == "false"),
        "median_ratio": statistics.median(ratios) if ratios else None,
        "max_seconds": max((r["seconds"] for r in rows), default=0.0),
    }


def directory_table(rows):
    """Markdown table: per task directory, tasks and outcome counts."""
    dirs = {}
    for r in rows:
        d = os.path.dirname(r["task"]) or "."
        c = dirs.setdefault(d, {"tasks": 0, "correct": 0, "wrong": 0, "unknown": 0, "error": 0,
                                "timeout": 0, "score": 0})
        c["tasks"] += 1
        c[r["outcome"]] = c.get(r["outcome"], 0) + 1
        c["score"] += r["score"]
    lines = ["| directory | tasks | correct | wrong | unknown | error | timeout | score |",
             "|---|---|---|---|---|---|---|---|"]
    for d, c in sorted(dirs.items()):
        lines.append(f"| {d} | {c['tasks']} | {c['correct']} | {c['wrong']} | {c['unknown']} | "
                     f"{c['error']} | {c['timeout']} | {c['score']} |")
    return "\n".join(lines) + "\n"


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
    for r, task in zip(rows, ["a/x.i", "a/y.i", "b/z.i"]):
        r["task"] = task
    table = directory_table(rows)
    checks += ["| a | 2 | 1 | 1 | 0 | 0 | 0 | -14 |" in table, "| b | 1 | 0 | 0 | 1 | 0 | 0 | 0 |" in table]
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
    ap.add_argument("--approx", default="", help="-cc-thread-approx value (eva backend)")
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
        answer, note, secs, parse_s = run_task(args.frama_c, args.bench, task, args.backend, args.approx,
                                              args.timeout)
        row = {"task": task["input_file"], "expected": expected, "answer": answer,
               "outcome": outcome(answer, expected), "score": score(answer, expected),
               "seconds": secs, "parse_seconds": parse_s,
               "ratio": secs / parse_s if parse_s > 0 else None,
               "parses": task.get("frama_c_parses", ""), "note": note}
        rows.append(row)
        print(f"[{i}/{len(tasks)}] {row['task']}: {answer} (expected {expected}) "
              f"{secs:.2f}s / parse {parse_s:.2f}s", flush=True)
    os.makedirs(args.out, exist_ok=True)
    name = f"svcomp-{args.backend}" + (f"-{args.approx}" if args.approx else "")
    tsv = os.path.join(args.out, f"{name}.tsv")
    with open(tsv, "w") as f:
        f.write("task\texpected\tanswer\toutcome\tscore\tseconds\tparse_seconds\tratio\tparses\tnote\n")
        for r in rows:
            ratio = f"{r['ratio']:.2f}" if r["ratio"] is not None else "-"
            f.write(f"{r['task']}\t{r['expected']}\t{r['answer']}\t{r['outcome']}\t{r['score']}\t"
                    f"{r['seconds']:.2f}\t{r['parse_seconds']:.2f}\t{ratio}\t{r['parses']}\t{r['note']}\n")
    s = summarise(rows)
    md = os.path.join(args.out, f"{name}.md")
    baseline = "frama-c -eva" if args.backend == "eva" else "parse-only"
    with open(md, "w") as f:
        f.write(f"# SV-COMP no-data-race, backend {args.backend}"
                + (f", -cc-thread-approx {args.approx}" if args.approx else "") + "\n\n")
        f.write(f"- tasks: {s['tasks']}\n- score: {s['score']}\n")
        for k in ("correct", "wrong", "unknown", "error", "timeout"):
            f.write(f"- {k}: {s['counts'].get(k, 0)}\n")
        f.write(f"- correct true (proved race-free): {s['correct_true']}\n")
        f.write(f"- correct false (race proved): {s['correct_false']}\n")
        mr = f"{s['median_ratio']:.2f}" if s["median_ratio"] is not None else "-"
        parsable = sum(1 for r in rows if r["parses"] == "yes")
        correct_parsable = sum(1 for r in rows if r["parses"] == "yes" and r["outcome"] == "correct")
        analysed = sum(1 for r in rows if r["outcome"] != "error")
        correct_all = s["counts"].get("correct", 0)
        if analysed:
            f.write(f"- correct on tasks Racer analyses (after its -cc-rewrite): {correct_all}/{analysed} "
                    f"({100.0 * correct_all / analysed:.0f}%)\n")
        if parsable:
            f.write(f"- correct on tasks Frama-C 25 parses alone: {correct_parsable}/{parsable} "
                    f"({100.0 * correct_parsable / parsable:.0f}%)\n")
        f.write(f"- median time ratio racer / {baseline}: {mr}\n")
        f.write(f"- slowest task: {s['max_seconds']:.2f} s\n\n")
        f.write(directory_table(rows))
    print(open(md).read())
    return 0


if __name__ == "__main__":
    sys.exit(main())
