#!/usr/bin/env python3
"""The core's include arrows run one way (docs/architecture.md, "Include
arrows"): a folder of core/src includes only its own headers, racer.h and the
folders of the levels above its own. Reads every #include "x/..." of
core/src and fails on an arrow that runs up or across a level, or on a folder
no level names (a new folder must be placed).

usage: check_layers.py CORE_SRC
       check_layers.py --self-test
"""
import os
import re
import sys

# Top to bottom: a folder may include the folders of earlier lines only.
LEVELS = [
    ["common"],
    ["facts"],
    ["syntax", "models"],
    ["alias", "threads", "instances"],
    ["active", "barriers"],
    ["lockset"],
    ["findings"],
    ["digests", "deadlock"],
    ["races"],
    ["engine"],
    ["report"],
    ["api"],
]
PUBLIC = "racer"  # core/include/racer: the ABI, usable everywhere

INCLUDE = re.compile(r'^\s*#\s*include\s+"([a-z_]+)/', re.M)


def level_of(folder):
    for i, names in enumerate(LEVELS):
        if folder in names:
            return i
    return None


def arrow_problems(folder, included):
    """What is wrong with `folder` including the headers of `included`."""
    if included in (folder, PUBLIC):
        return []
    mine, theirs = level_of(folder), level_of(included)
    if mine is None:
        return [f"{folder}/ is on no level of check_layers.py"]
    if theirs is None:
        return [f"{included}/ is on no level of check_layers.py"]
    if theirs >= mine:
        return [f"{folder}/ includes {included}/, which is not above it"]
    return []


def check(core_src):
    problems = []
    for folder in sorted(os.listdir(core_src)):
        path = os.path.join(core_src, folder)
        if not os.path.isdir(path):
            continue
        for name in sorted(os.listdir(path)):
            if not name.endswith((".cpp", ".hpp")):
                continue
            with open(os.path.join(path, name)) as f:
                for included in INCLUDE.findall(f.read()):
                    problems += [f"{folder}/{name}: {p}" for p in arrow_problems(folder, included)]
    return problems


def self_test():
    cases = [(("races", "digests"), True), (("digests", "races"), False), (("digests", "deadlock"), False),
             (("lockset", "lockset"), True), (("common", "racer"), True), (("newfolder", "facts"), False),
             (("races", "newfolder"), False), (("api", "common"), True)]
    bad = [c for c, ok in cases if (not arrow_problems(*c)) != ok]
    for c in bad:
        print(f"self-test FAIL: {c}")
    print(f"self-test: {len(cases) - len(bad)} passed, {len(bad)} failed")
    return 1 if bad else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 2:
        print(__doc__)
        return 2
    problems = check(argv[1])
    for p in problems:
        print("FAIL:", p)
    print(f"include arrows: {'ok' if not problems else str(len(problems)) + ' running the wrong way'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
