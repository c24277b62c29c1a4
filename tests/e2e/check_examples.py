#!/usr/bin/env python3
"""End-to-end check that every shipped example gets the verdict its header
comment promises ("Expected verdict: race|no-race|unknown"), and the
deadlock verdict when it states one ("Expected deadlock verdict:
deadlock|no-deadlock|unknown", checked with -deadlock).

The examples are what a new user runs first (share/setup.sh points at one),
so a header that no longer matches Racer's answer is a bug either way.

usage: check_examples.py FRAMA_C EXAMPLES_DIR
       check_examples.py --self-test
"""
import os
import re
import subprocess
import sys

VERDICTS = ("race", "no-race", "unknown")


def expected_verdict(text):
    """The verdict the header states, or None when there is none."""
    m = re.search(r"Expected verdict:\s*(no-race|race|unknown)\b", text)
    return m.group(1) if m else None


def expected_deadlock_verdict(text):
    """The deadlock verdict the header states, or None when there is none."""
    m = re.search(r"Expected deadlock verdict:\s*(no-deadlock|deadlock|unknown)\b", text)
    return m.group(1) if m else None


def reported_deadlock_verdict(output):
    """The verdict of the last `Deadlock verdict:` line, or None."""
    found = re.findall(r"^(?:\[deadlock\])?\s*Deadlock verdict:\s*(\S+)\s*$", output, re.MULTILINE)
    return found[-1] if found else None


def check_deadlock(expected, output):
    """Failures of a -deadlock run against the header (none when the header
    states no deadlock verdict)."""
    if expected is None:
        return []
    got = reported_deadlock_verdict(output)
    if got != expected:
        return [f"deadlock verdict {got!r}, the header says {expected!r}"]
    return []


def reported_verdict(output):
    """The verdict of the last `Verdict:` line of a Racer run, or None."""
    found = re.findall(r"^(?:\[racer\])?\s*Verdict:\s*(\S+)\s*$", output, re.MULTILINE)
    return found[-1] if found else None


def check_one(expected, rc, output):
    """The list of failures of one run against the header."""
    if expected is None:
        return ["no 'Expected verdict: race|no-race|unknown' in the header comment"]
    if rc != 0:
        return [f"frama-c exited with status {rc}"]
    got = reported_verdict(output)
    if got not in VERDICTS:
        return [f"no valid 'Verdict:' line in the output (got {got!r})"]
    if got != expected:
        return [f"verdict {got!r}, the header says {expected!r}"]
    return []


def self_test():
    cases = [
        # (description, expected, rc, output, must pass)
        ("matching verdict", "race", 0, "  Verdict: race\n", True),
        ("no-race is not race", "race", 0, "  Verdict: no-race\n", False),
        ("race is not no-race", "no-race", 0, "  Verdict: race\n", False),
        ("missing header", None, 0, "  Verdict: race\n", False),
        ("crash", "race", 1, "  Verdict: race\n", False),
        ("no verdict line", "race", 0, "No data races found\n", False),
        ("last verdict line counts", "unknown", 0, "Verdict: race\nVerdict: unknown\n", True),
        ("the plug-in's prefix", "race", 0, "[racer] Verdict: race\n", True),
    ]
    failed = 0
    for name, expected, rc, out, ok in cases:
        if (check_one(expected, rc, out) == []) != ok:
            failed += 1
            print(f"self-test FAILED: {name}")
    header_cases = [
        ("/* x\n * Expected verdict: no-race. */", "no-race"),
        ("/* Expected verdict: race (on `progress`). */", "race"),
        ("/* Expected: a data race */", None),
    ]
    for text, want in header_cases:
        if expected_verdict(text) != want:
            failed += 1
            print(f"self-test FAILED: header {text!r} gives {expected_verdict(text)!r}")
    deadlock_cases = [
        ("matching deadlock verdict", "deadlock", "[deadlock] Deadlock verdict: deadlock\n", True),
        ("no-deadlock is not deadlock", "deadlock", "[deadlock] Deadlock verdict: no-deadlock\n", False),
        ("missing deadlock line", "deadlock", "[racer] Verdict: race\n", False),
        ("no deadlock header: nothing checked", None, "", True),
    ]
    for name, expected, out, ok in deadlock_cases:
        if (check_deadlock(expected, out) == []) != ok:
            failed += 1
            print(f"self-test FAILED: {name}")
    if expected_deadlock_verdict("/* Expected deadlock verdict: no-deadlock. */") != "no-deadlock" \
            or expected_deadlock_verdict("/* Expected verdict: race */") is not None:
        failed += 1
        print("self-test FAILED: deadlock header parsing")
    total = len(cases) + len(header_cases) + len(deadlock_cases) + 1
    print(f"self-test: {total - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    frama_c, examples = argv[1], argv[2]
    names = sorted(n for n in os.listdir(examples) if n.endswith(".c"))
    if not names:
        print(f"FAIL: no examples in {examples}")
        return 1
    failures = 0
    for name in names:
        path = os.path.join(examples, name)
        with open(path) as f:
            header = f.read()
        expected = expected_verdict(header)
        expected_deadlock = expected_deadlock_verdict(header)
        options = ["-racer"] + (["-deadlock"] if expected_deadlock else [])
        proc = subprocess.run([frama_c] + options + [path], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=300)
        fails = check_one(expected, proc.returncode, proc.stdout)
        fails += check_deadlock(expected_deadlock, proc.stdout)
        if fails:
            failures += 1
            for msg in fails:
                print(f"FAIL {name}: {msg}")
            print(proc.stdout)
        else:
            print(f"{name}: ok ({expected}{', ' + expected_deadlock if expected_deadlock else ''})")
    print(f"{len(names) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
