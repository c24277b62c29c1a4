#!/usr/bin/env python3
"""End-to-end check of race detection on one annotated C program.

Runs the installed `frama-c -racer -racer-json J -racer-dump-model D` on the
program, checks the verdict and races against its annotations, then replays
the dump with the installed `racer-core D --report-json J2` and checks it
reports the same verdict and races. Annotations (tests/programs/README.md):

  // TRUTH: race|no-race             the real answer
  // EXPECT: race|no-race|unknown    what Racer (syntactic backend) must say
  // EXPECT-EVA: race|no-race|unknown   what it must say with -cc-value-analysis eva
  // EXPECT-ALIAS: race|no-race|unknown what it must say with -cc-value-analysis alias
  // RACE: must|may BASE TAG TAG     a race that must be reported, between the
                                     lines marked `// @TAG` (may: either kind)
  // RACE-EVA: / RACE-ALIAS: / RACE-SYNTACTIC: ...  the same, for that backend only
  // NORACE: BASE                    no race may be reported on BASE
  // OPTS: extra frama-c options
  // DECIDED-BY: ID...               digests that decide the program: where the
                                     backend's expected verdict is no-race, a
                                     run without them must not say no-race

With BACKEND eva (alias) the run adds `-cc-value-analysis eva` (alias) and
the verdict must be the EXPECT-EVA (EXPECT-ALIAS) one; with eva the races
annotated RACE must then be reported whenever the verdict is not no-race.

usage: check_races.py FRAMA_C RACER_CORE PROGRAM WORKDIR [syntactic|alias|eva]
       check_races.py --self-test
"""
import json
import os
import re
import subprocess
import sys

from e2e_checks import replay_differences, site_lines


def parse_annotations(text):
    ann = {"truth": None, "expect": None, "expect_eva": None, "expect_alias": None,
           "races": [], "races_eva": [], "races_alias": [], "races_syntactic": [], "norace": [],
           "opts": [], "decided_by": [], "tags": {}}
    for number, line in enumerate(text.splitlines(), start=1):
        for tag in re.findall(r"(?://|/\*)[^@]*@(\w+)", line):
            ann["tags"][tag] = number
        m = re.match(r"\s*//\s*(TRUTH|EXPECT-EVA|EXPECT-ALIAS|EXPECT|RACE-EVA|RACE-ALIAS|RACE-SYNTACTIC|RACE|NORACE|OPTS|DECIDED-BY):\s*(.*?)\s*$", line)
        if not m:
            continue
        key, value = m.groups()
        if key == "TRUTH":
            ann["truth"] = value
        elif key == "EXPECT":
            ann["expect"] = value
        elif key == "EXPECT-EVA":
            ann["expect_eva"] = value
        elif key == "EXPECT-ALIAS":
            ann["expect_alias"] = value
        elif key == "RACE":
            ann["races"].append(value.split())
        elif key == "RACE-EVA":
            ann["races_eva"].append(value.split())
        elif key == "RACE-ALIAS":
            ann["races_alias"].append(value.split())
        elif key == "RACE-SYNTACTIC":
            ann["races_syntactic"].append(value.split())
        elif key == "NORACE":
            ann["norace"].append(value)
        elif key == "OPTS":
            ann["opts"] += value.split()
        elif key == "DECIDED-BY":
            ann["decided_by"] += value.split()
    return ann


def names_base(race, base, lines):
    """Whether the location is `base`, or a pointer's target whose accesses
    at `lines` include one of `base` by name."""
    return race["base"] == base or any(
        a.get("object") == base and a["line"] in lines and not a.get("through_pointer")
        for a in race.get("sites", []) + race["accesses"])


def check_report(ann, report, verdict_line, backend="syntactic"):
    """The list of failures of a report against the annotations."""
    fails = []
    verdict = report.get("verdict")
    if verdict_line != verdict:
        fails.append(f"text verdict {verdict_line!r} differs from JSON verdict {verdict!r}")
    expected = {"eva": ann["expect_eva"], "alias": ann["expect_alias"]}.get(backend, ann["expect"])
    if verdict != expected:
        fails.append(f"verdict {verdict!r}, expected {expected!r} ({backend} backend)")
    opposite = {"race": "no-race", "no-race": "race"}.get(ann["truth"])
    if verdict == opposite:
        fails.append(f"WRONG verdict {verdict!r}: the truth is {ann['truth']!r}")
    races = report.get("races", [])
    # The Eva backend's combined verdict no-race comes with no race at all;
    # any other verdict must list the real races: a location of that kind
    # with access sites at both lines.
    annotated = ann["races"] + ann.get("races_" + backend, [])
    if backend == "eva" and verdict == "no-race":
        annotated = []
    for kind, base, a, b in annotated:
        lines = {ann["tags"][a], ann["tags"][b]}
        kinds = {"must"} if kind == "must" else {"must", "may"}
        if not any(r["kind"] in kinds and lines <= site_lines(r) and names_base(r, base, lines)
                   for r in races):
            found = sorted((r["kind"], r["base"], sorted(site_lines(r))) for r in races)
            fails.append(f"missing {kind}-race on {base} between lines {min(lines)} and {max(lines)}"
                         f" (found: {found})")
    for base in ann["norace"]:
        if any(names_base(r, base, site_lines(r)) for r in races):
            fails.append(f"race reported on {base}, annotated NORACE")
    return fails


# Every digest of -racer-digests (core/src/digests/digests.cpp).
DIGESTS = ["L", "TF", "TID", "J", "B", "FR", "LH", "SL"]


def run(cmd):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=300)
    return p.returncode, p.stdout


def check_program(frama_c, racer_core, program, work, backend="syntactic"):
    os.makedirs(work, exist_ok=True)
    name = os.path.splitext(os.path.basename(program))[0]
    with open(program) as f:
        ann = parse_annotations(f.read())
    fails = []
    if ann["truth"] not in ("race", "no-race") or ann["expect"] not in ("race", "no-race", "unknown"):
        return [f"{program}: needs // TRUTH: and // EXPECT: lines"]
    if backend == "eva" and ann["expect_eva"] not in ("race", "no-race", "unknown"):
        return [f"{program}: needs a // EXPECT-EVA: line"]
    if backend == "alias" and ann["expect_alias"] not in ("race", "no-race", "unknown"):
        return [f"{program}: needs a // EXPECT-ALIAS: line"]
    # {dir} in OPTS is the program's directory (model files next to it).
    here = os.path.dirname(os.path.abspath(program))
    ann["opts"] = ["-cc-value-analysis", backend] + [o.replace("{dir}", here) for o in ann["opts"]]
    if backend != "syntactic":
        name += "." + backend
    for _, _, a, b in ann["races"] + ann["races_eva"] + ann["races_alias"] + ann["races_syntactic"]:
        for t in (a, b):
            if t not in ann["tags"]:
                fails.append(f"RACE names tag @{t}, which no line carries")
    if fails:
        return fails
    report_path = os.path.join(work, name + ".json")
    dump_path = os.path.join(work, name + ".model.json")
    rc, out = run([frama_c, "-racer", "-racer-json", report_path, "-racer-dump-model", dump_path]
                  + ann["opts"] + [program])
    if rc != 0:
        return [f"frama-c exited with {rc}:\n{out}"]
    m = re.findall(r"Verdict: (\S+)", out)
    with open(report_path) as f:
        report = json.load(f)
    fails += check_report(ann, report, m[-1] if m else None, backend)
    # Replay: same verdict and races without Frama-C.
    replay_path = os.path.join(work, name + ".replay.json")
    rc, replay_out = run([racer_core, dump_path, "--report-json", replay_path])
    if rc != 0:
        fails.append(f"racer-core exited with {rc}:\n{replay_out}")
    else:
        with open(replay_path) as f:
            replay = json.load(f)
        fails += replay_differences(report, replay)
    # The digests the program names decide it: without them, no proof.
    expected = {"eva": ann["expect_eva"], "alias": ann["expect_alias"]}.get(backend, ann["expect"])
    if ann["decided_by"] and expected == "no-race":
        unknown = [d for d in ann["decided_by"] if d not in DIGESTS]
        if unknown:
            fails.append(f"DECIDED-BY names unknown digests {unknown}")
        else:
            rest = ",".join(d for d in DIGESTS if d not in ann["decided_by"])
            rc, without = run([frama_c, "-racer", "-racer-digests", rest] + ann["opts"] + [program])
            m = re.findall(r"Verdict: (\S+)", without)
            if rc != 0 or not m or m[-1] == "no-race":
                fails.append(f"without digests {ann['decided_by']} the verdict is "
                             f"{m[-1] if m else None!r} (exit {rc}): they do not decide the program")
    if fails:
        fails.append("frama-c output:\n" + out)
    return fails


def self_test():
    """The checker must reject reports that contradict annotations."""
    ann = parse_annotations("// TRUTH: race\n// EXPECT: race\n// RACE: must g A B\n"
                            "x = g; // @A\ng = 1; // @B\n// NORACE: h\n")
    good = {"verdict": "race", "races": [{"kind": "must", "base": "g", "location": "g",
                                          "accesses": [{"line": 5}, {"line": 4}]}]}
    cases = [
        (good, "race", True),
        (dict(good, verdict="no-race"), "no-race", False),               # wrong verdict
        ({"verdict": "race", "races": []}, "race", False),               # missing race
        ({"verdict": "race", "races": [dict(good["races"][0], kind="may")]}, "race", False),
        (dict(good, races=good["races"] + [{"kind": "may", "base": "h",
                                             "accesses": [{"line": 1}, {"line": 2}]}]),
         "race", False),                                                 # NORACE violated
        # A pointer's target whose sites write h by name violates NORACE too.
        (dict(good, races=good["races"] + [{"kind": "may", "base": "p", "accesses": [
            {"line": 1, "object": "p", "through_pointer": True},
            {"line": 2, "object": "h", "through_pointer": False}]}]), "race", False),
        # The race's lines among a location's sites, not its first pair.
        ({"verdict": "race", "races": [{"kind": "must", "base": "g",
                                        "accesses": [{"line": 5}, {"line": 9}],
                                        "sites": [{"line": 4}, {"line": 5}, {"line": 9}]}]},
         "race", True),
        # Both lines must be sites of one location.
        ({"verdict": "race", "races": [{"kind": "must", "base": "g",
                                        "accesses": [{"line": 5}, {"line": 9}]}]},
         "race", False),
        (good, "unknown", False),                                        # text/JSON mismatch
    ]
    bad = 0
    for report, line, ok in cases:
        if (not check_report(ann, report, line)) != ok:
            bad += 1
            print(f"self-test FAIL: report {report} with verdict line {line!r} should be "
                  f"{'accepted' if ok else 'rejected'}")
    # A backend's own race lines bind that backend only.
    only_alias = parse_annotations("// TRUTH: race\n// EXPECT: unknown\n// EXPECT-ALIAS: unknown\n"
                                   "// RACE-ALIAS: must g A B\nx = g; // @A\ng = 1; // @B\n")
    silent = {"verdict": "unknown", "races": []}
    for backend, ok in (("syntactic", True), ("alias", False)):
        if (not check_report(only_alias, silent, "unknown", backend)) != ok:
            bad += 1
            print(f"self-test FAIL: RACE-ALIAS with backend {backend} should be "
                  f"{'accepted' if ok else 'rejected'}")
    only_syntactic = parse_annotations("// TRUTH: race\n// EXPECT: unknown\n// EXPECT-EVA: unknown\n"
                                       "// RACE-SYNTACTIC: may p A B\nx = g; // @A\ng = 1; // @B\n")
    for backend, ok in (("eva", True), ("syntactic", False)):
        if (not check_report(only_syntactic, silent, "unknown", backend)) != ok:
            bad += 1
            print(f"self-test FAIL: RACE-SYNTACTIC with backend {backend} should be "
                  f"{'accepted' if ok else 'rejected'}")
    # A witnessed race replays as the plug-in reported it: the dump carries
    # its witness.
    witnessed = {"verdict": "race", "races": [dict(good["races"][0], witness="main reaches x.c:4")]}
    unwitnessed = {"verdict": "unknown", "races": [dict(good["races"][0], kind="may")]}
    for report, replay, ok in ((witnessed, witnessed, True), (good, good, True),
                               (witnessed, unwitnessed, False),
                               (good, unwitnessed, False),
                               (witnessed, dict(witnessed, verdict="unknown"), False),
                               (witnessed, dict(witnessed, races=[]), False)):
        if (not replay_differences(report, replay)) != ok:
            bad += 1
            print(f"self-test FAIL: replay {replay} of {report} should be "
                  f"{'accepted' if ok else 'rejected'}")
    cases += [None] * 10
    print(f"self-test: {len(cases) - bad} passed, {bad} failed")
    return 1 if bad else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) not in (5, 6) or (len(argv) == 6 and argv[5] not in ("syntactic", "alias", "eva")):
        print(__doc__)
        return 2
    frama_c, racer_core, program, work = argv[1:5]
    backend = argv[5] if len(argv) == 6 else "syntactic"
    fails = check_program(frama_c, racer_core, program, work, backend)
    for f in fails:
        print("FAIL:", f)
    print(f"{os.path.basename(program)}: {'FAILED' if fails else 'ok'}")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
