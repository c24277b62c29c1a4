#!/usr/bin/env python3
"""End-to-end checks of bad input and of the plug-in's command-line surface.

Runs the installed `frama-c` and `racer-core` on inputs that must fail
cleanly (a clear message, a non-zero exit, no crash) and on the shipped
examples (the dump they produce must replay). Prints "N passed, M failed".
"""
import json
import os
import re
import subprocess
import sys

from e2e_checks import Checker, no_crash



def run(cmd, cwd=None):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600, cwd=cwd)
    return p.returncode, p.stdout + p.stderr


def main():
    frama_c, racer_core, root, work = sys.argv[1:5]
    os.makedirs(work, exist_ok=True)
    here = os.path.dirname(os.path.abspath(__file__))
    example = os.path.join(root, "share", "examples", "counter_race.c")
    c = Checker()

    # The plug-in is found with no -load-module and documents its options.
    rc, out = run([frama_c, "-racer-h"])
    c.check(rc == 0, "frama-c -racer-h exits 0", out)
    for opt in ("-racer", "-racer-dump-model", "-cc-value-analysis", "-cc-thread-approx",
                "-cc-context-depth", "-cc-models"):
        c.check(opt in out, f"-racer-h documents {opt}", out)
    rc, out = run([frama_c, "-deadlock-h"])
    c.check(rc == 0 and "-deadlock" in out, "frama-c -deadlock-h lists -deadlock", out)

    # C that does not parse: Frama-C's own error and a non-zero exit.
    rc, out = run([frama_c, "-racer", os.path.join(here, "bad_syntax.c")])
    c.check(rc != 0 and "syntax error" in out and no_crash(out),
            "unparsable C gives a syntax error and a non-zero exit", out)

    # No entry point.
    nomain = os.path.join(work, "nomain.c")
    with open(nomain, "w") as f:
        f.write("int helper(int x) { return x + 1; }\n")
    rc, out = run([frama_c, "-racer", nomain])
    c.check(rc != 0 and "main" in out and no_crash(out),
            "a program without main gives a clear error", out)

    # A program Eva cannot analyse (recursion without a specification): the
    # Eva backend says so and the alias one answers, with exit 0; the report
    # says why (an eva-fallback imprecision).
    rc, out = run([frama_c, "-racer", os.path.join(here, "recursive.c")])
    c.check(rc == 0 and "cannot analyse" in out and "alias backend" in out
            and "Data race (may) on g" in out and "recursion" in out
            and "eva-fallback: Eva failed: fact is recursive" in out and no_crash(out),
            "a recursive program falls back to the alias backend", out)

    # The Eva backend works in project copies and puts Eva's options back:
    # a later -then -eva analyses the user's project with Eva's usual output.
    rc, out = run([frama_c, "-racer", example, "-then", "-eva"])
    c.check(rc == 0 and "Verdict:" in out and "[eva] Analyzing a complete application" in out
            and "[eva:summary]" in out and no_crash(out),
            "-racer -then -eva leaves the user's project and Eva's settings alone", out)

    # A file preprocessed for a 32-bit target run on the default 64-bit
    # machdep: malloc's size parameter does not match size_t, so Eva will not
    # model allocations; Racer says which -machdep to add, and stays quiet
    # once it is given.
    narrow = os.path.join(work, "malloc32.c")
    with open(narrow, "w") as f:
        f.write("#include <pthread.h>\n"
                "void *malloc(unsigned int size);\n"
                "int *p;\n"
                "void *w(void *a) { *p = 1; return a; }\n"
                "int main(void) { pthread_t t; p = malloc(4);\n"
                "  pthread_create(&t, 0, w, 0); *p = 2; return 0; }\n")
    rc, out = run([frama_c, "-racer", narrow])
    c.check(rc == 0 and "malloc takes a 32-bit size" in out and "-machdep gcc_x86_32" in out
            and no_crash(out), "a malloc of another target's size_t gets a -machdep hint", out)
    rc, out = run([frama_c, "-racer", "-machdep", "gcc_x86_32", narrow])
    c.check(rc == 0 and "malloc takes" not in out and no_crash(out),
            "no -machdep hint when malloc matches the machdep", out)

    # The alias backend needs no Eva: a recursive program is analysed as is.
    rc, out = run([frama_c, "-racer", "-cc-value-analysis", "alias",
                   os.path.join(here, "recursive.c")])
    c.check(rc == 0 and "cannot analyse" not in out and "pointer flow" in out
            and "Data race (may) on g" in out and no_crash(out),
            "the alias backend analyses a recursive program without falling back", out)

    # Options with values the analysis cannot honour.
    rc, out = run([frama_c, "-racer", "-cc-value-analysis", "eva", "-cc-thread-approx", "sideways",
                   example])
    c.check(rc != 0 and no_crash(out) and "sideways" in out,
            "an unknown thread-analysis strategy is refused, naming it", out)
    rc, out = run([frama_c, "-racer", "-cc-value-analysis", "magic", example])
    c.check(rc != 0 and no_crash(out), "an unknown backend is refused", out)
    rc, out = run([frama_c, "-racer", "-cc-context-depth", "-1", example])
    c.check(rc != 0 and no_crash(out) and "context" in out,
            "a negative context depth is refused", out)
    rc, out = run([frama_c, "-racer", "-cc-models", os.path.join(work, "missing.yaml"), example])
    c.check(rc != 0 and no_crash(out) and "missing.yaml" in out,
            "a missing model file is refused, naming the file", out)
    broken = os.path.join(work, "broken.yaml")
    with open(broken, "w") as f:
        f.write("Locks:\n  lock:\n    - {function: my_lock, lock-position: 0}\n")
    rc, out = run([frama_c, "-racer", "-cc-models", broken, example])
    c.check(rc != 0 and no_crash(out) and "broken.yaml:3:" in out and "blocking" in out,
            "a broken model file is refused with file:line and what is wrong", out)
    only_mine = os.path.join(work, "only_mine.yaml")
    with open(only_mine, "w") as f:
        f.write("Locks:\n  unlock: [{function: my_unlock, lock-position: 0}]\n")
    rc, out = run([frama_c, "-racer", "-no-cc-default-models", "-cc-models", only_mine, example])
    c.check(rc == 0 and re.search(r"Threads: main, \w+:\d+ \(multiple, called back\)", out) is not None,
            "-no-cc-default-models -cc-models uses only the given files (pthread_create is then an "
            "unknown function its thread functions are given to: callbacks)",
            out)
    rc, out = run([frama_c, "-racer", "-cc-models", only_mine, example])
    c.check(rc == 0 and "Threads: main\n" not in out.replace("\r", "") and "Verdict: race" in out,
            "-cc-models adds to the shipped models (threads still found)", out)

    # -racer-max-races bounds the may-races the text report prints and
    # counts the rest; the JSON report keeps them all.
    many = os.path.join(here, "three_locations.c")
    capped_json = os.path.join(work, "capped.json")
    rc, out = run([frama_c, "-racer", "-cc-value-analysis", "syntactic", "-racer-witness-steps", "0",
                   "-racer-max-races", "1", "-racer-json", capped_json, many])
    printed = out.count("Data race (may)")
    try:
        with open(capped_json) as f:
            kept = len(json.load(f)["races"])
    except (OSError, ValueError):
        kept = -1
    c.check(rc == 0 and printed == 1 and f"{kept - 1} more possible race(s) not printed" in out
            and kept >= 2,
            "-racer-max-races 1 prints one may-race and counts the others, the JSON keeps all", out)
    rc, out = run([frama_c, "-racer", "-cc-value-analysis", "syntactic", "-racer-witness-steps", "0",
                   "-racer-max-races", "0", many])
    c.check(rc == 0 and out.count("Data race (may)") == kept and "not printed" not in out,
            "-racer-max-races 0 prints every race", out)

    # -racer-timeout: a budget the run stays within changes nothing, a
    # negative one is refused; the JSON report gives the peak memory.
    stats_json = os.path.join(work, "stats.json")
    rc, out = run([frama_c, "-racer", "-racer-timeout", "300", "-racer-witness-steps", "0",
                   "-racer-json", stats_json, many])
    try:
        with open(stats_json) as f:
            stats = json.load(f)
    except (OSError, ValueError):
        stats = {}
    c.check(rc == 0 and stats.get("verdict") == "unknown" and len(stats.get("races", [])) == kept
            and stats.get("stats", {}).get("peak_memory_kb", 0) > 1000
            and "time budget" not in out,
            "-racer-timeout 300 leaves a short run as it was; stats.peak_memory_kb is given", out)
    rc, out = run([frama_c, "-racer", "-racer-timeout", "-1", many])
    c.check(rc != 0 and "racer-timeout" in out, "-racer-timeout -1 is refused", out)
    stages = stats.get("stats", {}).get("stage_seconds", {})
    c.check(all(k in stages for k in ("contexts", "locksets", "active threads", "races")),
            "stats.stage_seconds gives each engine stage's time", json.dumps(stats.get("stats")))

    # -racer-eva-timeout: Eva's runs stop at it and the alias backend's
    # report stands in (a generated program Eva takes minutes over).
    generated = os.path.join(work, "gen3000.c")
    subprocess.run([sys.executable, os.path.join(root, "tests", "bench", "gen_program.py"),
                    "--lines", "3000", "--seed", "1", "-o", generated], check=True)
    eva_json = os.path.join(work, "eva_timeout.json")
    rc, out = run([frama_c, "-machdep", "gcc_x86_64", "-racer", "-racer-eva-timeout", "2",
                   "-racer-witness-steps", "0", "-racer-json", eva_json, generated])
    try:
        with open(eva_json) as f:
            report = json.load(f)
    except (OSError, ValueError):
        report = {}
    fallbacks = [i for i in report.get("imprecisions", []) if i.get("kind") == "eva-fallback"]
    c.check(rc == 0 and "-racer-eva-timeout" in out and report.get("verdict") == "unknown"
            and len(report.get("races", [])) > 0
            and any("-racer-eva-timeout" in i.get("detail", "") for i in fallbacks),
            "-racer-eva-timeout 2 stops Eva on a large program; the alias backend's races stand in", out)
    rc, out = run([frama_c, "-racer", "-racer-eva-timeout", "-1", many])
    c.check(rc != 0 and "racer-eva-timeout" in out, "-racer-eva-timeout -1 is refused", out)

    # The examples: the dump replays in racer-core; the dump file is truncated.
    for name in sorted(os.listdir(os.path.join(root, "share", "examples"))):
        if not name.endswith(".c"):
            continue
        dump = os.path.join(work, name + ".json")
        with open(dump, "w") as f:
            f.write("x" * 1_000_000)  # stale bytes that must disappear
        rc, out = run([frama_c, "-racer", "-racer-dump-model", dump,
                       os.path.join(root, "share", "examples", name)])
        c.check(rc == 0 and no_crash(out), f"frama-c -racer on example {name}", out)
        try:
            with open(dump) as f:
                json.load(f)
            c.check(True, "")
        except ValueError as e:
            c.check(False, f"the dump of {name} is valid JSON (file truncated)", str(e))
        verdict = re.search(r"Verdict: (\S+)", out)
        rc, replay = run([racer_core, dump])
        c.check(rc == 0 and "Verdict:" in replay, f"racer-core accepts the dump of {name}", replay)
        again = re.search(r"Verdict: (\S+)", replay)
        c.check(verdict is not None and again is not None and verdict.group(1) == again.group(1),
                f"racer-core replays {name} with the plug-in's verdict", out + replay)
        last_dump, last_example = dump, os.path.join(root, "share", "examples", name)

    rc, out = run([frama_c, "-racer", "-racer-recognisers", "slots,bogus", last_example])
    c.check(rc != 0 and '"bogus" is not a recogniser' in out and no_crash(out),
            "-racer-recognisers with an unknown name is refused, naming it", out)

    # racer-core's options: an option set over the dump's, timed analyses,
    # bad options refused with exit 2 (usage) or 1 (a value the core refuses).
    rc, out = run([racer_core, "--time", "--option", "digests=L", last_dump])
    c.check(rc == 0 and "Verdict:" in out and re.search(r"analyses ran [0-9.]+ ms", out) is not None,
            "racer-core --option digests=L --time replays and times the analyses", out)
    rc, out = run([racer_core, "--option", "digests=XX", last_dump])
    c.check(rc == 1 and '"XX" is not a digest' in out and no_crash(out),
            "racer-core --option with a bad value: the core's message, exit 1", out)
    rc, out = run([racer_core, "--option", "digests", last_dump])
    c.check(rc == 2 and "KEY=VALUE" in out and no_crash(out), "racer-core --option without '=': usage, exit 2", out)

    # racer-core on bad dumps: clear messages, exit 1, no crash.
    bad_json = os.path.join(work, "bad.json")
    with open(bad_json, "w") as f:
        f.write('{\n  "format": "racer-model",\n  "entry": 0,\n  "functions": [ {"name": "main",, } ]\n}\n')
    rc, out = run([racer_core, bad_json])
    c.check(rc == 1 and "bad.json:4:" in out and no_crash(out),
            "malformed JSON: error with line and column", out)

    bad_id = os.path.join(work, "bad_id.json")
    with open(bad_id, "w") as f:
        json.dump({"format": "racer-model", "entry": 0,
                   "functions": [{"name": "main", "flags": ["has_body"], "entry_stmt": 0}],
                   "statements": [{"function": 7, "file": "a.c", "line": 1, "kind": "return"}]}, f)
    rc, out = run([racer_core, bad_id])
    c.check(rc == 1 and "statements[0]" in out and no_crash(out),
            "an id out of range: error naming the table and row", out)

    bad_kind = os.path.join(work, "bad_kind.json")
    with open(bad_kind, "w") as f:
        json.dump({"format": "racer-model", "entry": 0,
                   "functions": [{"name": "main", "flags": ["has_body"], "entry_stmt": 0}],
                   "statements": [{"function": 0, "file": "a.c", "line": 1, "kind": "loopp"}]}, f)
    rc, out = run([racer_core, bad_kind])
    c.check(rc == 1 and "loopp" in out and no_crash(out), "an unknown kind name is reported", out)

    rc, out = run([racer_core, os.path.join(work, "does-not-exist.json")])
    c.check(rc == 1 and "does-not-exist.json" in out and no_crash(out),
            "a missing dump is reported with its path", out)
    rc, out = run([racer_core])
    c.check(rc == 2 and no_crash(out), "racer-core without arguments prints usage, exit 2", out)

    return c.summary()


if __name__ == "__main__":
    sys.exit(main())
