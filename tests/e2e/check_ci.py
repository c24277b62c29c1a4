#!/usr/bin/env python3
"""End-to-end checks of what CI relies on: exit statuses and build databases.

- The exit-status table (README, "Exit statuses"): `-racer-fail-on` on a
  program with a certain race, one with only a possible race and a race-free
  one; `-deadlock-fail-on` on a deadlocking program, a possible-only one and a
  deadlock-free one; each gate value against each, with the JSON report
  written whatever the status.
- `-racer-warn-key '*=error'` (and `race=`, `may-race=`, `deadlock=` ...):
  the categories exist, the reports are written, then Frama-C exits with its
  error status 1.
- `-racer-compilation-db`: a small CMake project (tests/programs/compdb),
  configured here with CMAKE_EXPORT_COMPILE_COMMANDS=ON, analysed from its
  database alone (a race across two files of the same basename, a file that
  needs the database's -D, a header found through its -I, a C++ file
  skipped); broken databases give a clear error and status 1.

usage: check_ci.py FRAMA_C CMAKE SOURCE_DIR WORK_DIR
       check_ci.py --self-test
"""
import json
import os
import shutil
import re
import subprocess
import sys

from e2e_checks import Checker, no_crash

# The statuses of frama-plugin/exit_status.ml, as the README's table states them.
CERTAIN_RACE, CERTAIN_DEADLOCK, POSSIBLE_RACE, POSSIBLE_DEADLOCK = 10, 11, 12, 13
FRAMA_C_ERROR = 1  # invalid user input, or a warning made an error by -*-warn-key KEY=error


def expected_status(gate, verdict, kind="race"):
    """The status of a run with one analysis: `gate` its -*-fail-on value,
    `verdict` its verdict (race / deadlock, unknown, no-race / no-deadlock)."""
    certain, possible = ((CERTAIN_RACE, POSSIBLE_RACE) if kind == "race"
                         else (CERTAIN_DEADLOCK, POSSIBLE_DEADLOCK))
    if gate == "never" or verdict.startswith("no-"):
        return 0
    if verdict == kind:
        return certain
    return possible if gate == "possible" else 0


def last_verdict(output, deadlock=False):
    """The verdict of the last `Verdict:` (or `Deadlock verdict:`) line, or None."""
    pattern = r"Deadlock verdict: (\S+)" if deadlock else r"^\[racer\] Verdict: (\S+)"
    found = re.findall(pattern, output, re.MULTILINE)
    return found[-1] if found else None


def warn_categories(output):
    """The categories a `-PLUGIN-warn-key help` lists, but `*`."""
    return set(re.findall(r"^\s+([a-z][\w-]*)\s+:", output, re.MULTILINE))


def readme_statuses(readme):
    """{status: its "when" cell} of the README's exit-status table (the rows
    whose first cell is one number)."""
    section = readme.split("### Exit statuses", 1)[-1].split("\n### ", 1)[0]
    return {int(m.group(1)): m.group(2).strip()
            for m in re.finditer(r"^\| (\d+) \| ([^|]*)\|", section, re.MULTILINE)}


def check_docs(c, frama_c, root):
    """The statuses and options documented where users look: the README's
    table says what exit_status.ml does, -racer-h / -deadlock-h list the
    options."""
    with open(os.path.join(root, "README.md")) as f:
        table = readme_statuses(f.read())
    for status, word in ((CERTAIN_RACE, "`race`"), (CERTAIN_DEADLOCK, "`deadlock`"),
                         (POSSIBLE_RACE, "race verdict `unknown`"),
                         (POSSIBLE_DEADLOCK, "deadlock verdict `unknown`")):
        c.check(word in table.get(status, ""), f"README's exit-status table: {status} is {word}", str(table))
    rc, out = run([frama_c, "-racer-h"])
    for option, status in (("-racer-fail-on", "status 10"), ("-racer-compilation-db", "compile_commands.json")):
        c.check(rc == 0 and option in out and status in out, f"-racer-h documents {option}", out)
    rc, out = run([frama_c, "-deadlock-h"])
    c.check(rc == 0 and "-deadlock-fail-on" in out and "status 11" in out, "-deadlock-h documents -deadlock-fail-on",
            out)


def self_test():
    failed = 0
    table = [
        (("never", "race"), 0), (("race", "race"), 10), (("possible", "race"), 10),
        (("never", "unknown"), 0), (("race", "unknown"), 0), (("possible", "unknown"), 12),
        (("race", "no-race"), 0), (("possible", "no-race"), 0),
    ]
    for (gate, verdict), want in table:
        if expected_status(gate, verdict) != want:
            failed += 1
            print(f"self-test FAILED: races {gate} {verdict}")
    deadlock_table = [
        (("deadlock", "deadlock"), 11), (("possible", "unknown"), 13),
        (("deadlock", "unknown"), 0), (("possible", "no-deadlock"), 0),
    ]
    for (gate, verdict), want in deadlock_table:
        if expected_status(gate, verdict, "deadlock") != want:
            failed += 1
            print(f"self-test FAILED: deadlocks {gate} {verdict}")
    outputs = [
        ("[racer] Verdict: unknown\n[racer] Verdict: race\n", False, "race"),
        ("[deadlock] Deadlock verdict: deadlock\n[racer] Verdict: no-race\n", True, "deadlock"),
        ("[deadlock] Deadlock verdict: deadlock\n", False, None),
        ("", False, None),
    ]
    for out, deadlock, want in outputs:
        if last_verdict(out, deadlock) != want:
            failed += 1
            print(f"self-test FAILED: verdict of {out!r}")
    help_text = ("[racer] Warning categories for racer are\n    *        : active\n"
                 "    may-race : active\n    race     : error\n")
    if warn_categories(help_text) != {"may-race", "race"}:
        failed += 1
        print("self-test FAILED: warn categories")
    readme = ("## In CI\n### Exit statuses\n| status | when |\n|---|---|\n| 0 | none | |\n"
              "| 10 | race verdict `race` | x |\n| 2–6, 125 | Frama-C's | |\n### Build databases\n"
              "| 99 | not this table | |\n")
    if readme_statuses(readme) != {0: "none", 10: "race verdict `race`"}:
        failed += 1
        print(f"self-test FAILED: README table {readme_statuses(readme)}")
    total = len(table) + len(deadlock_table) + len(outputs) + 2
    print(f"self-test: {total - failed} passed, {failed} failed")
    return 1 if failed else 0


def run(cmd, cwd=None):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                       timeout=600, cwd=cwd)
    return p.returncode, p.stdout


def read_json(path):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None


def fresh(path):
    if os.path.exists(path):
        os.remove(path)
    return path


def check_race_gates(c, frama_c, work, programs):
    """Each -racer-fail-on value on each program: status, verdict, JSON report."""
    for name, (args, verdict) in programs.items():
        for gate in ("never", "race", "possible"):
            report = fresh(os.path.join(work, f"{name}-{gate}.json"))
            rc, out = run([frama_c, "-racer", "-racer-fail-on", gate, "-racer-json", report] + args)
            want = expected_status(gate, verdict)
            data = read_json(report)
            c.check(rc == want and last_verdict(out) == verdict and no_crash(out),
                    f"{name}: -racer-fail-on {gate} exits {want} (verdict {verdict}), got {rc}", out)
            c.check(data is not None and data.get("verdict") == verdict,
                    f"{name}: -racer-fail-on {gate} writes the JSON report", out)
            if want:
                c.check(f"frama-c will exit with status {want}" in out,
                        f"{name}: -racer-fail-on {gate} says which status and why", out)


def check_deadlock_gates(c, frama_c, work, programs):
    for name, (args, verdict) in programs.items():
        for gate in ("never", "deadlock", "possible"):
            report = fresh(os.path.join(work, f"{name}-{gate}.json"))
            dot = fresh(os.path.join(work, f"{name}-{gate}.dot"))
            rc, out = run([frama_c, "-deadlock", "-deadlock-fail-on", gate, "-deadlock-json", report,
                           "-deadlock-dot", dot] + args)
            want = expected_status(gate, verdict, "deadlock")
            data = read_json(report)
            c.check(rc == want and last_verdict(out, deadlock=True) == verdict and no_crash(out),
                    f"{name}: -deadlock-fail-on {gate} exits {want} (verdict {verdict}), got {rc}", out)
            c.check(data is not None and data.get("deadlock_verdict") == verdict and os.path.exists(dot),
                    f"{name}: -deadlock-fail-on {gate} writes the JSON report and the DOT graph", out)


def check_warn_keys(c, frama_c, work, race, possible, race_free, deadlock):
    """Frama-C's own gate: a warning category set to error makes the run exit
    1 once its reports are written."""
    rc, out = run([frama_c, "-racer-warn-key", "help"])
    c.check({"race", "may-race"} <= warn_categories(out), "-racer-warn-key help lists race and may-race", out)
    rc, out = run([frama_c, "-deadlock-warn-key", "help"])
    c.check({"deadlock", "may-deadlock"} <= warn_categories(out),
            "-deadlock-warn-key help lists deadlock and may-deadlock", out)
    cases = [
        ("certain race, *=error", ["-racer", "-racer-warn-key", "*=error"] + race, "race", FRAMA_C_ERROR),
        ("certain race, race=error", ["-racer", "-racer-warn-key", "race=error"] + race, "race", FRAMA_C_ERROR),
        ("certain race, may-race=error", ["-racer", "-racer-warn-key", "may-race=error"] + race, "race", 0),
        ("possible race, may-race=error", ["-racer", "-racer-warn-key", "may-race=error"] + possible,
         "unknown", FRAMA_C_ERROR),
        ("possible race, *=error", ["-racer", "-racer-warn-key", "*=error"] + possible, "unknown",
         FRAMA_C_ERROR),
        ("race-free, *=error", ["-racer", "-racer-warn-key", "*=error"] + race_free, "no-race", 0),
        # The warning's error status wins over the fail-on status: both say "failed".
        ("certain race, *=error and -racer-fail-on race",
         ["-racer", "-racer-warn-key", "*=error", "-racer-fail-on", "race"] + race, "race", FRAMA_C_ERROR),
    ]
    for what, args, verdict, want in cases:
        report = fresh(os.path.join(work, "warn-key.json"))
        rc, out = run([frama_c, "-racer-json", report] + args)
        data = read_json(report)
        c.check(rc == want and last_verdict(out) == verdict and no_crash(out),
                f"{what}: exits {want} after the report (got {rc})", out)
        c.check(data is not None and data.get("verdict") == verdict, f"{what}: JSON report written", out)
        if want:
            c.check("treated as deferred error" in out, f"{what}: Frama-C says which warning failed the run", out)
    report = fresh(os.path.join(work, "warn-key-deadlock.json"))
    rc, out = run([frama_c, "-deadlock", "-deadlock-warn-key", "deadlock=error", "-deadlock-json", report]
                  + deadlock)
    c.check(rc == FRAMA_C_ERROR and read_json(report) is not None and no_crash(out),
            "certain deadlock, deadlock=error: exits 1 after the JSON report", out)
    # A gate value the options do not know is a user error, not a silent 0.
    rc, out = run([frama_c, "-racer", "-racer-fail-on", "sometimes"] + race)
    c.check(rc == FRAMA_C_ERROR and "sometimes" in out and no_crash(out),
            "-racer-fail-on sometimes is refused", out)


def check_compilation_db(c, frama_c, cmake, root, work):
    project = os.path.join(root, "tests", "programs", "compdb")
    build = os.path.join(work, "compdb-build")
    rc, out = run([cmake, "-S", project, "-B", build, "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"])
    database = os.path.join(build, "compile_commands.json")
    if not c.check(rc == 0 and os.path.exists(database), "cmake writes the project's compile_commands.json",
                   out):
        return
    # No file list: the database alone, from another directory.
    report = fresh(os.path.join(work, "compdb.json"))
    rc, out = run([frama_c, "-racer", "-racer-compilation-db", build, "-racer-json", report], cwd=work)
    data = read_json(report) or {}
    parsed = re.findall(r"Parsing (\S+) \(with preprocessing\)", out)
    c.check(rc == 0 and last_verdict(out) == "race" and no_crash(out),
            "-racer-compilation-db BUILD_DIR: verdict race, exit 0", out)
    c.check(sorted(os.path.relpath(p, project) for p in parsed)
            == ["consumer/shared.c", "main.c", "producer/shared.c"],
            "-racer-compilation-db parses the three C files, each once", out)
    c.check("1 entry(ies) of other languages skipped" in out, "the C++ entry is skipped, and said so", out)
    c.check(any(r.get("kind") == "must" and r.get("base") == "counter" for r in data.get("races", [])),
            "the race on counter across the two files is certain (JSON report)", json.dumps(data)[:3000])
    # The database's file and a command-line file, the same one: parsed once.
    rc, out = run([frama_c, "-racer", "-racer-compilation-db", database, "-racer-fail-on", "race",
                   os.path.join(project, "main.c")], cwd=work)
    c.check(rc == CERTAIN_RACE and len(re.findall(r"Parsing \S+main\.c", out)) == 1,
            "-racer-compilation-db FILE with a file of the database on the command line, -racer-fail-on race: "
            "status 10, main.c parsed once", out)
    # Without the database (the -I given by hand) the -D flag is missing:
    # the flags do come from the database.
    rc, out = run([frama_c, "-racer", "-cpp-extra-args=-I" + os.path.join(project, "include")]
                  + [os.path.join(project, f) for f in
                                         ("main.c", "producer/shared.c", "consumer/shared.c")], cwd=work)
    c.check(rc != 0 and "RACER_TEST_FLAG" in out, "without the database consumer/shared.c does not parse", out)

    def write(name, text):
        path = os.path.join(work, name)
        with open(path, "w") as f:
            f.write(text)
        return path

    entry = '{"directory": "%s", "file": "%s", "command": "cc -c %s"}'
    empty_dir = os.path.join(work, "compdb-empty-dir")
    os.makedirs(empty_dir, exist_ok=True)
    broken = [
        ("a missing database", os.path.join(work, "no-such-db.json"), "no such file"),
        ("a directory without compile_commands.json", empty_dir, "no such file"),
        ("malformed JSON", write("malformed.json", "[" + entry % (work, "a.c", "a.c")), "not valid JSON"),
        ("an empty database", write("empty.json", "[]\n"), "no entries"),
        ("an entry without file", write("no-file.json", '[{"directory": "/tmp", "command": "cc -c a.c"}]'),
         'entry 1: no "file"'),
        ("a database without C files", write("no-c.json", "[" + entry % (work, "x.cpp", "x.cpp") + "]"),
         "no C file among its 1 entries"),
        ("a file that does not exist", write("gone.json", "[" + entry % (work, "gone.c", "gone.c") + "]"),
         "gone.c does not exist"),
        ("not an array", write("object.json", '{"file": "a.c"}'), "not a JSON array"),
    ]
    for what, db, message in broken:
        rc, out = run([frama_c, "-racer", "-racer-compilation-db", db], cwd=work)
        c.check(rc == FRAMA_C_ERROR and message in out and "compilation database" in out and no_crash(out),
                f"-racer-compilation-db on {what}: a clear error and status 1", out)


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 5:
        print(__doc__, file=sys.stderr)
        return 2
    frama_c, cmake, root, work = argv[1:5]
    # A fresh work directory: a CMake cache of another checkout would stop
    # the database test.
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work, exist_ok=True)
    races = os.path.join(root, "tests", "programs", "races")
    deadlocks = os.path.join(root, "tests", "programs", "deadlocks")
    examples = os.path.join(root, "share", "examples")
    race = [os.path.join(examples, "counter_race.c")]
    # Verdict unknown with every backend, its race possible only (EXPECT: unknown).
    possible = [os.path.join(races, "cond_wait_handoff_race.c"), "-racer-witness-steps", "0"]
    race_free = [os.path.join(examples, "bank_wrapper_locked.c")]
    deadlock = [os.path.join(deadlocks, "two_thread_inversion.c")]
    c = Checker()
    check_docs(c, frama_c, root)
    check_race_gates(c, frama_c, work, {
        "certain race": (race, "race"),
        "possible race": (possible, "unknown"),
        "race-free": (race_free, "no-race"),
    })
    check_deadlock_gates(c, frama_c, work, {
        "certain deadlock": (deadlock, "deadlock"),
        "possible deadlock": ([os.path.join(deadlocks, "counting_semaphore_cycle.c")], "unknown"),
        "deadlock-free": ([os.path.join(deadlocks, "wrappers_consistent.c")], "no-deadlock"),
    })
    # Both analyses: the certain deadlock's status, the race verdict being no-race.
    rc, out = run([frama_c, "-racer", "-deadlock", "-racer-fail-on", "possible", "-deadlock-fail-on",
                   "possible"] + deadlock)
    c.check(rc == CERTAIN_DEADLOCK and last_verdict(out) == "no-race",
            "-racer and -deadlock, both gates possible, on a deadlock: status 11", out)
    # A suppressed race keeps its verdict but crosses no gate, as it makes
    # no warning.
    rules = os.path.join(work, "suppress.txt")
    with open(rules, "w") as f:
        f.write("location counter # tolerated here\n")
    rc, out = run([frama_c, "-racer", "-racer-fail-on", "possible", "-racer-suppress", rules] + race)
    c.check(rc == 0 and last_verdict(out) == "race" and "Suppressed findings: 1" in out,
            "-racer-fail-on possible with the only race suppressed: verdict race, status 0", out)
    check_warn_keys(c, frama_c, work, race, possible, race_free, deadlock)
    check_compilation_db(c, frama_c, cmake, root, work)
    return c.summary()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
