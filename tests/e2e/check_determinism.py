#!/usr/bin/env python3
"""Determinism of Racer's outputs (issue 24, item 5): the same input gives
the same JSON report, SARIF report, model dump and text report, run alone
or two at a time (other timings, other scheduling of the machine's cores).

For every N-th program of a corpus directory (its `// OPTS:` applied, the
default backend), frama-c -racer runs three times: once alone, then twice
at once. Required of the three runs:

- the dumps (-racer-dump-model) and the SARIF reports are byte-identical;
- the JSON reports are byte-identical outside their `stats` member, which
  holds what a run measures (seconds, peak memory; docs/report-format.md);
- the text output is identical outside the lines naming the files written.

usage: check_determinism.py FRAMA_C PROGRAMS_DIR WORK_DIR [--every N]
       check_determinism.py --self-test
"""
import os
import re
import subprocess
import sys

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def options(path):
    """The program's `// OPTS:` ({dir}: its directory)."""
    opts = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = re.match(r"\s*//\s*OPTS:\s*(.*?)\s*$", line)
            if m:
                opts += m.group(1).replace("{dir}", os.path.dirname(os.path.abspath(path))).split()
    return opts


def without_stats(text):
    """The JSON report's text without its top-level `stats` member (the
    writer puts it on lines of its own, indented by two spaces)."""
    out, skipping = [], False
    for line in text.splitlines():
        if not skipping and line.startswith('  "stats": {'):
            skipping = True
            continue
        if skipping:
            if line.startswith("  }"):
                skipping = False
            continue
        out.append(line)
    return "\n".join(out)


def without_paths(text, directory):
    """The text output without the lines that name the files written (they
    differ by directory), without the progress lines of phases slower than
    3 s (a loaded machine prints more of them: timing, not results), and
    with the directory itself left out."""
    timing = (" s since the start)", "parsing and preparing the program (Frama-C): ")
    lines = [line for line in text.splitlines()
             if " written to " not in line and not any(t in line for t in timing)]
    return "\n".join(lines).replace(directory, "WORK")


def start(frama_c, program, directory):
    os.makedirs(directory, exist_ok=True)
    cmd = [frama_c] + options(program) + [
        "-racer", "-racer-json", os.path.join(directory, "report.json"),
        "-racer-sarif", os.path.join(directory, "report.sarif"),
        "-racer-dump-model", os.path.join(directory, "dump.json"), program]
    return subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def outputs(proc, directory):
    text, _ = proc.communicate(timeout=600)
    got = {"text": without_paths(text, directory), "status": proc.returncode}
    for name in ("report.json", "report.sarif", "dump.json"):
        path = os.path.join(directory, name)
        got[name] = open(path, encoding="utf-8").read() if os.path.exists(path) else None
    return got


def differences(name, runs):
    """(holds, what) for every promise the runs make."""
    first = runs[0]
    out = [(first["report.json"] is not None and first["dump.json"] is not None,
            f"{name}: the run wrote its report and dump")]
    for k, other in enumerate(runs[1:], start=2):
        same_json = (other["report.json"] is not None and first["report.json"] is not None
                     and without_stats(other["report.json"]) == without_stats(first["report.json"]))
        out += [(other["status"] == first["status"], f"{name}: run {k} exits as run 1"),
                (other["dump.json"] == first["dump.json"], f"{name}: run {k} dump byte-identical"),
                (other["report.sarif"] == first["report.sarif"], f"{name}: run {k} SARIF byte-identical"),
                (same_json, f"{name}: run {k} JSON byte-identical outside stats"),
                (other["text"] == first["text"], f"{name}: run {k} text output identical")]
    return out


def self_test():
    report = '{\n  "verdict": "race",\n  "stats": {\n    "seconds": 0.5,\n    "x": {\n      "a": 1\n    }\n  },\n  "z": 1\n}'
    other = report.replace("0.5", "0.7")
    check(without_stats(report) == without_stats(other), "self-test: stats left out")
    check(without_stats(report) != without_stats(other.replace('"z": 1', '"z": 2')),
          "self-test: a difference outside stats is seen")
    base = {"text": "t", "status": 0, "report.json": report, "report.sarif": "s", "dump.json": "d"}
    check(all(ok for ok, _ in differences("same", [base, dict(base)])), "self-test: equal runs pass")
    failed = [what for ok, what in differences("dump", [base, dict(base, **{"dump.json": "e"})]) if not ok]
    check(failed == ["dump: run 2 dump byte-identical"], "self-test: a dump that differs fails, alone")
    check(without_paths("a\n[racer] report written to /w/x.json\nb /w/c", "/w") == "a\nb WORK/c",
          "self-test: the files written are left out")
    slow = "a\n[racer] core analysis (threads, locksets, races): 3.2 s (12.0 s since the start)\nb"
    check(without_paths(slow, "/w") == "a\nb", "self-test: progress lines of slow phases are left out")
    check(without_paths("a\n[racer] Verdict: race", "/w") != without_paths("a\n[racer] Verdict: unknown", "/w"),
          "self-test: a different verdict is seen")


def main(argv):
    if argv[1:] == ["--self-test"]:
        self_test()
    else:
        if len(argv) < 4:
            print(__doc__)
            return 2
        frama_c, programs, work = argv[1:4]
        every = int(argv[argv.index("--every") + 1]) if "--every" in argv else 5
        names = sorted(f for f in os.listdir(programs) if f.endswith(".c"))[::every]
        for name in names:
            program = os.path.join(programs, name)
            base = os.path.join(work, name[:-2])
            first = start(frama_c, program, base + "-1")
            runs = [outputs(first, base + "-1")]
            pair = [start(frama_c, program, base + f"-{k}") for k in (2, 3)]
            runs += [outputs(p, base + f"-{k}") for p, k in zip(pair, (2, 3))]
            for ok, what in differences(name, runs):
                check(ok, what)
        print(f"{len(names)} programs")
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
