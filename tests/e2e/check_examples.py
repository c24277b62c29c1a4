#!/usr/bin/env python3
"""End-to-end check that every shipped example gets the verdict its header
comment promises ("Expected verdict: race|no-race|unknown").

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
    total = len(cases) + len(header_cases)
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
            expected = expected_verdict(f.read())
        proc = subprocess.run([frama_c, "-racer", path], stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, timeout=300)
        fails = check_one(expected, proc.returncode, proc.stdout)
        if fails:
            failures += 1
            for msg in fails:
                print(f"FAIL {name}: {msg}")
            print(proc.stdout)
        else:
            print(f"{name}: ok ({expected})")
    print(f"{len(names) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
