#!/usr/bin/env python3
"""End-to-end check of deadlock detection on one annotated C program.

Runs the installed `frama-c -deadlock -cc-value-analysis BACKEND
-deadlock-json J -deadlock-dot D -deadlock-svg S -racer-dump-model M` on the
program and checks, against its annotations:

  // EXPECT-DEADLOCK: deadlock|no-deadlock|unknown   the verdict (log and JSON)
  // DEADLOCKS: N                                    how many deadlocks are reported
  // EXPECT-DEADLOCK-EVA: ..., DEADLOCKS-SYNTACTIC: N, ...   the same for one backend
  // OPTS: extra frama-c options

and that the DOT lock graph is written (deadlock edges in red exactly when
there is a deadlock) and rendered to SVG by Graphviz. Then it replays the dump
with the installed `racer-core M --report-json J2` and checks that the replay
gives the same verdict, deadlocks (locks, acquisitions, traces), threads and
imprecisions, and prints the deadlock report without a race verdict (what
the run asked): the dump is the whole input of the analysis.

usage: check_deadlocks.py FRAMA_C RACER_CORE PROGRAM WORKDIR [syntactic|alias|eva]
       check_deadlocks.py --self-test
"""
import json
import os
import re
import subprocess
import sys

from e2e_checks import replay_differences


def parse_annotations(text, backend=None):
    """The annotations; `EXPECT-DEADLOCK-<BACKEND>:` and `DEADLOCKS-<BACKEND>:`
    (SYNTACTIC, ALIAS, EVA) override the general lines for that backend."""
    ann = {"expect": None, "count": None, "opts": []}
    own = {}
    suffix = f"-{backend.upper()}" if backend else None
    for line in text.splitlines():
        m = re.match(r"\s*//\s*(EXPECT-DEADLOCK|DEADLOCKS|OPTS)(-[A-Z]+)?:\s*(.*?)\s*$", line)
        if not m:
            continue
        key, which, value = m.groups()
        if which and which != suffix:
            continue
        target = own if which else ann
        if key == "EXPECT-DEADLOCK":
            target["expect"] = value
        elif key == "DEADLOCKS":
            target["count"] = int(value)
        else:
            ann["opts"] += value.split()
    ann.update(own)
    return ann


def check_outputs(ann, log, report, dot):
    """The failures of one run's outputs against the annotations."""
    fails = []
    verdicts = re.findall(r"Deadlock verdict: (\S+)", log)
    if not verdicts or verdicts[-1] != ann["expect"]:
        fails.append(f"log verdict {verdicts[-1] if verdicts else None!r}, expected {ann['expect']!r}")
    if report.get("deadlock_verdict") != ann["expect"]:
        fails.append(f"JSON deadlock_verdict {report.get('deadlock_verdict')!r}, expected {ann['expect']!r}")
    found = len(report.get("deadlocks", []))
    if found != ann["count"]:
        fails.append(f"{found} deadlocks reported, expected {ann['count']}")
    for d in report.get("deadlocks", []):
        if not d.get("acquisitions") or any("line" not in a or "thread" not in a for a in d["acquisitions"]):
            fails.append(f"deadlock without acquisition traces: {d}")
    if not dot.startswith("digraph lock_graph {"):
        fails.append("the DOT file is not a lock graph")
    if ("color=red" in dot) != (ann["count"] > 0):
        fails.append("deadlock edges are red exactly when there is a deadlock")
    return fails


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=300)
    return p.returncode, p.stdout


def check_program(frama_c, racer_core, program, work, backend):
    os.makedirs(work, exist_ok=True)
    with open(program) as f:
        ann = parse_annotations(f.read(), backend)
    if ann["expect"] not in ("deadlock", "no-deadlock", "unknown") or ann["count"] is None:
        return [f"{program}: needs // EXPECT-DEADLOCK: and // DEADLOCKS: lines"]
    stem = os.path.join(work, os.path.splitext(os.path.basename(program))[0] + "." + backend)
    rc, log = run([frama_c, "-deadlock", "-cc-value-analysis", backend, "-deadlock-json", stem + ".json",
                   "-deadlock-dot", stem + ".dot", "-deadlock-svg", stem + ".svg",
                   "-racer-dump-model", stem + ".model.json"] + ann["opts"] + [program])
    if rc != 0:
        return [f"frama-c exited with {rc}:\n{log}"]
    with open(stem + ".json") as f:
        report = json.load(f)
    with open(stem + ".dot") as f:
        dot = f.read()
    fails = check_outputs(ann, log, report, dot)
    with open(stem + ".svg") as f:
        if "<svg" not in f.read():
            fails.append("the SVG rendering has no <svg> element")
    rc, replay_out = run([racer_core, stem + ".model.json", "--report-json", stem + ".replay.json"])
    if rc != 0:
        fails.append(f"racer-core exited with {rc}:\n{replay_out}")
    else:
        with open(stem + ".replay.json") as f:
            fails += replay_differences(report, json.load(f), same=("deadlocks", "threads", "imprecisions"))
        # The replay prints what the run asked: the deadlock report, no race verdict.
        if f"Deadlock verdict: {report.get('deadlock_verdict')}" not in replay_out or "\nVerdict:" in replay_out:
            fails.append(f"racer-core's text is not the deadlock report alone:\n{replay_out}")
    if fails:
        fails.append("frama-c output:\n" + log)
    return fails


def self_test():
    """The checker must reject outputs that contradict the annotations."""
    ann = parse_annotations("// EXPECT-DEADLOCK: deadlock\n// DEADLOCKS: 1\n")
    acq = [{"line": 5, "thread": "t1"}, {"line": 9, "thread": "t2"}]
    good = ({"deadlock_verdict": "deadlock", "deadlocks": [{"acquisitions": acq}]},
            "[deadlock] Deadlock verdict: deadlock\n", "digraph lock_graph {\n l0 -> l1 [color=red];\n}\n")
    cases = [
        (good, True),
        ((good[0], "Deadlock verdict: no-deadlock\n", good[2]), False),        # log verdict
        (({"deadlock_verdict": "deadlock", "deadlocks": []}, good[1], good[2]), False),  # count
        ((good[0], good[1], "digraph lock_graph {\n}\n"), False),              # no red edge
        (({"deadlock_verdict": "deadlock", "deadlocks": [{"acquisitions": []}]}, good[1], good[2]), False),
    ]
    bad = 0
    for (report, log, dot), ok in cases:
        if (not check_outputs(ann, log, report, dot)) != ok:
            bad += 1
            print(f"self-test FAIL: {report} / {log!r} should be {'accepted' if ok else 'rejected'}")
    # A backend's own lines override the general ones, for that backend only.
    text = "// EXPECT-DEADLOCK: deadlock\n// DEADLOCKS: 1\n// EXPECT-DEADLOCK-SYNTACTIC: unknown\n// DEADLOCKS-SYNTACTIC: 0\n"
    for backend, want in (("syntactic", ("unknown", 0)), ("alias", ("deadlock", 1)), (None, ("deadlock", 1))):
        got = parse_annotations(text, backend)
        if (got["expect"], got["count"]) != want:
            bad += 1
            print(f"self-test FAIL: backend {backend}: {got}, expected {want}")
    # A replay must give the same deadlocks, not only the same verdict.
    other = dict(good[0], deadlocks=[{"acquisitions": acq[::-1]}])
    replays = [(good[0], True), (dict(good[0], deadlock_verdict="unknown"), False), (other, False),
               (dict(good[0], stats={"seconds": 2}), True)]
    for replay, ok in replays:
        if (not replay_differences(good[0], replay, same=("deadlocks", "threads"))) != ok:
            bad += 1
            print(f"self-test FAIL: replay {replay} should be {'accepted' if ok else 'rejected'}")
    print(f"self-test: {len(cases) + 3 + len(replays) - bad} passed, {bad} failed")
    return 1 if bad else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) not in (5, 6) or (len(argv) == 6 and argv[5] not in ("syntactic", "alias", "eva")):
        print(__doc__)
        return 2
    backend = argv[5] if len(argv) == 6 else "eva"
    fails = check_program(argv[1], argv[2], argv[3], argv[4], backend)
    for f in fails:
        print("FAIL:", f)
    print(f"{os.path.basename(argv[3])} ({backend}): {'FAILED' if fails else 'ok'}")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
