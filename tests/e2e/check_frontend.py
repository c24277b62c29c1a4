#!/usr/bin/env python3
"""End-to-end checks of -cc-rewrite: inputs Frama-C 25 rejects, analysed
through `frama-c -racer` itself (docs/frontend.md).

  check_frontend.py FRAMA_C RACER_CORE PROGRAM WORKDIR
      Runs the installed frama-c on one annotated program of
      tests/programs/frontend (.c or .i) and checks, against its annotations:
      it parses and gives the expected verdict (syntactic backend); the
      race's accesses are at the user's file and lines; racer-cpp rewrote
      what the program needs, and nothing else in the file; the types of
      the objects named ATOMIC carry racer_atomic and those named PLAIN do
      not (tests/e2e/frontend_contract.ml, compiled by CMake, its path in
      $RACER_FRONTEND_CONTRACT_MODULE); Eva proves the program's
      assertions; the program's directory is byte-identical afterwards;
      `racer-core` replays the run's dump (-racer-dump-model) to the same
      verdict and races; and with -no-cc-rewrite Frama-C fails with its own
      error.

  check_frontend.py --scenarios FRAMA_C RACER_CPP PROGRAMS_DIR WORKDIR
      How the rewrite fits into Frama-C: several files in several
      directories with relative paths and local headers, -cpp-extra-args,
      -cpp-command, -then, -save/-load, -deadlock, .i files with line
      markers, annotations, runs without -racer, a missing or failing
      rewriting tool, racer-cpp's command line, and frama-c-gui.

  check_frontend.py --self-test
      The annotation reader and the report checks reject wrong reports.

Annotations (comments in the program):
  // OPTS: extra frama-c options
  // VERDICT: race|no-race|unknown     (with -cc-value-analysis syntactic)
  // RACE: BASE TAG TAG                a race on BASE between lines marked @TAG
  // NORACE: BASE                      no race on BASE
  // REWRITES: kind=N ...              rewrites in the program's own file (none: empty)
  // ATOMIC: path ...                  paths whose type carries racer_atomic
  // PLAIN: path ...                   paths whose type does not
  // EVA-VALID: N                      with -then -eva: N assertions, all valid
  // NO-REWRITE-ERROR: text            with -no-cc-rewrite: Frama-C's error
Prints "N passed, M failed".
"""
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

from e2e_checks import Checker, no_crash, replay_differences

# The contract printer (frontend_contract.ml), compiled once by CMake: a
# script loaded with -load-script would be compiled next to its source by
# every test at once, and parallel tests clobber each other's .cmxs.
CONTRACT_MODULE_VARIABLE = "RACER_FRONTEND_CONTRACT_MODULE"


def run(cmd, cwd=None, timeout=600):
    # Frama-C takes the working directory from $PWD, which cwd= leaves alone.
    env = dict(os.environ, PWD=cwd) if cwd else None
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd, env=env)
    return p.returncode, p.stdout + p.stderr


def flat(text):
    """Frama-C wraps long messages: compare texts with white space collapsed."""
    return " ".join(text.split())


def tree_digest(directory):
    """{relative path: sha256} of every file under `directory`."""
    digests = {}
    for root, _, files in os.walk(directory):
        for name in files:
            path = os.path.join(root, name)
            with open(path, "rb") as f:
                digests[os.path.relpath(path, directory)] = hashlib.sha256(f.read()).hexdigest()
    return digests


# --- Annotations -----------------------------------------------------------

def parse_annotations(text):
    ann = {"opts": [], "verdict": None, "races": [], "norace": [], "rewrites": None,
           "atomic": [], "plain": [], "eva_valid": None, "no_rewrite_error": None, "tags": {}}
    for number, line in enumerate(text.splitlines(), start=1):
        for tag in re.findall(r"(?://|/\*)[^@]*@(\w+)", line):
            ann["tags"][tag] = number
        m = re.match(r"\s*//\s*(OPTS|VERDICT|RACE|NORACE|REWRITES|ATOMIC|PLAIN|EVA-VALID|"
                     r"NO-REWRITE-ERROR):(.*)$", line)
        if not m:
            continue
        key, value = m.group(1), m.group(2).strip()
        if key == "OPTS":
            ann["opts"] += value.split()
        elif key == "VERDICT":
            ann["verdict"] = value
        elif key == "RACE":
            ann["races"].append(value.split())
        elif key == "NORACE":
            ann["norace"].append(value)
        elif key == "REWRITES":
            ann["rewrites"] = {k: int(v) for k, v in (item.split("=") for item in value.split())}
        elif key == "ATOMIC":
            ann["atomic"] += value.split()
        elif key == "PLAIN":
            ann["plain"] += value.split()
        elif key == "EVA-VALID":
            ann["eva_valid"] = int(value)
        elif key == "NO-REWRITE-ERROR":
            ann["no_rewrite_error"] = value
    return ann


def rewrites_in(out, program):
    """{kind: count} of the rewrites -racer-verbose 2 lists in `program`'s own file."""
    counts = {}
    name = os.path.basename(program)
    for file, kind in re.findall(r"^\[racer\] (\S+):\d+: ([a-z-]+): ", out, re.M):
        if os.path.basename(file) == name:
            counts[kind] = counts.get(kind, 0) + 1
    return counts


def contract(out):
    """{path: "atomic"|"plain"} printed by frontend_contract.ml (its first run)."""
    result = {}
    for path, state in re.findall(r"^CONTRACT (\S+) (atomic|plain)$", out, re.M):
        result.setdefault(path, state)
    return result


def race_failures(ann, report, program):
    """What is wrong with the JSON report's races against RACE/NORACE annotations."""
    fails = []
    name = os.path.basename(program)
    races = report.get("races", [])
    for r in races:
        for a in r["accesses"] + r.get("sites", []):
            if os.path.basename(a["file"]) != name:
                fails.append(f"an access of the race on {r['base']} is in {a['file']}, not {name}")
    for base, *tags in ann["races"]:
        missing = [t for t in tags if t not in ann["tags"]]
        if missing:
            fails.append(f"RACE {base}: no line is tagged {missing}")
            continue
        want = sorted(ann["tags"][t] for t in tags)
        # The race's lines among the location's access sites.
        if not any(r["base"] == base and set(want) <= {a["line"] for a in r["accesses"] + r.get("sites", [])}
                   for r in races):
            got = [(r["base"], sorted(a["line"] for a in r["accesses"])) for r in races]
            fails.append(f"no race on {base} between lines {want}; reported: {got}")
    for base in ann["norace"]:
        if any(r["base"] == base for r in races):
            fails.append(f"a race on {base} is reported")
    return fails


# --- One program ------------------------------------------------------------

def check_program(frama_c, racer_core, program, work):
    os.makedirs(work, exist_ok=True)
    c = Checker()
    contract_module = os.environ.get(CONTRACT_MODULE_VARIABLE, "")
    if not os.path.isfile(contract_module):
        print(f"FAIL: {CONTRACT_MODULE_VARIABLE} does not name the compiled contract module "
              f"(got {contract_module!r})")
        return 1
    with open(program) as f:
        ann = parse_annotations(f.read())
    name = os.path.basename(program)
    stem = name.replace(".", "_")
    before = tree_digest(os.path.dirname(program))
    report_path = os.path.join(work, stem + ".json")
    dump_path = os.path.join(work, stem + ".model.json")

    cmd = [frama_c, "-racer", "-cc-value-analysis", "syntactic", "-racer-verbose", "2",
           "-racer-json", report_path, "-racer-dump-model", dump_path, "-load-module", contract_module]
    cmd += ann["opts"] + [program]
    if ann["eva_valid"] is not None:
        cmd += ["-then", "-eva"]
    rc, out = run(cmd, cwd=work)
    verdict = re.search(r"\[racer\] Verdict: (\S+)", out)
    c.check(rc == 0 and verdict is not None and no_crash(out),
            f"{name} parses and gets a verdict through frama-c -racer", out)
    c.check(verdict is not None and verdict.group(1) == ann["verdict"],
            f"{name}: verdict {ann['verdict']}", out)
    c.check(re.search(r"\[racer\] \S*" + re.escape(name) +
                      r"( rewritten before parsing \(-cc-rewrite\): |: nothing to rewrite)", out)
            is not None, f"{name}: a feedback line says what was rewritten", out)
    if ann["rewrites"] is not None:
        got = rewrites_in(out, program)
        c.check(got == ann["rewrites"], f"{name}: rewrites {ann['rewrites']}, got {got}", out)
    try:
        with open(report_path) as f:
            report = json.load(f)
        fails = race_failures(ann, report, program)
        c.check(not fails, f"{name}: races at the user's file and lines", "\n".join(fails))
        replay_path = os.path.join(work, stem + ".replay.json")
        if os.path.exists(replay_path):
            os.remove(replay_path)
        rc, replay_out = run([racer_core, dump_path, "--report-json", replay_path], cwd=work)
        fails = [f"racer-core exited with {rc}:\n{replay_out}"]
        if rc == 0:
            with open(replay_path) as f:
                fails = replay_differences(report, json.load(f))
        c.check(not fails, f"{name}: racer-core replays the dump to the same verdict and races", "\n".join(fails))
    except (OSError, ValueError) as e:
        c.check(False, f"{name}: the JSON report is readable", str(e))
    states = contract(out)
    for path in ann["atomic"]:
        c.check(states.get(path) == "atomic", f"{name}: the type of {path} carries racer_atomic",
                f"{path}: {states.get(path)}")
    for path in ann["plain"]:
        c.check(states.get(path) == "plain", f"{name}: the type of {path} has no racer_atomic",
                f"{path}: {states.get(path)}")
    if ann["eva_valid"] is not None:
        m = re.search(r"Assertions\s+(\d+) valid\s+(\d+) unknown\s+(\d+) invalid\s+(\d+) total", out)
        c.check(m is not None and m.group(1) == m.group(4) == str(ann["eva_valid"]),
                f"{name}: Eva proves its {ann['eva_valid']} assertions on the rewritten code", out)

    # Without the rewrite Frama-C's own parser rejects the program.
    if ann["no_rewrite_error"] is not None:
        rc, out = run([frama_c, "-racer", "-no-cc-rewrite"] + ann["opts"] + [program], cwd=work)
        c.check(rc != 0 and flat(ann["no_rewrite_error"]) in flat(out) and no_crash(out)
                and "rewritten before parsing" not in out,
                f"{name}: -no-cc-rewrite gives Frama-C's error: {ann['no_rewrite_error']}", out)

    c.check(tree_digest(os.path.dirname(program)) == before,
            f"{name}: the program's directory is byte-identical afterwards")
    return c.summary()


# --- Scenarios -------------------------------------------------------------

def verdict_of(out):
    m = re.findall(r"\[racer\] Verdict: (\S+)", out)
    return m[0] if m else None


def check_scenarios(frama_c, racer_cpp, programs, work):
    if os.path.isdir(work):
        shutil.rmtree(work)
    os.makedirs(work)
    c = Checker()
    source_digest = tree_digest(programs)
    multi = os.path.join(work, "multi")
    shutil.copytree(os.path.join(programs, "multi"), multi)
    multi_digest = tree_digest(multi)
    files = ["main.c", "lib/counter.c"]
    base = [frama_c, "-racer", "-cc-value-analysis", "syntactic"]
    extra = ["-cpp-extra-args=-DWORKERS=2"]

    # Two files, two directories, relative paths, local headers, extra args.
    rc, out = run(base + extra + files, cwd=multi)
    c.check(rc == 0 and verdict_of(out) == "race" and "Data race (must) on unprotected" in out
            and "counter.c:6" in out and no_crash(out),
            "two files in two directories with relative paths and -cpp-extra-args", out)
    c.check(re.search(r"\[racer\] main\.c rewritten before parsing \(-cc-rewrite\): "
                      r"atomic-qualifier 1 \(Racer's headers: atomic-qualifier \d+\)", out)
            is not None and "lib/counter.c rewritten before parsing" in out,
            "one feedback line per file, with what was rewritten where", out)
    c.check(tree_digest(multi) == multi_digest, "the user's files are byte-identical afterwards")

    # The user's -cpp-command, with and without Frama-C's placeholders.
    for cpp in ["gcc -E -C -I. -DWORKERS=3", "gcc -E -C -I. -DWORKERS=3 %args -o %o %i"]:
        rc, out = run(base + ["-cpp-command", cpp, "-kernel-msg-key", "pp"] + files, cwd=multi)
        c.check(rc == 0 and verdict_of(out) == "race" and "share/racer/include" in out
                and no_crash(out), f"-cpp-command '{cpp}' keeps working, with Racer's headers", out)

    # -then: the second step sees the rewritten AST; an option that
    # rebuilds the AST (-ulevel) parses the rewritten files again.
    rc, out = run(base + extra + files + ["-then", "-print"], cwd=multi)
    c.check(rc == 0 and "__racer_atomic__" in out and verdict_of(out) == "race",
            "-then -print shows the racer_atomic attribute", out)
    rc, out = run(base + extra + files + ["-then", "-ulevel", "2", "-racer-json",
                                         os.path.join(work, "then.json")], cwd=multi)
    c.check(rc == 0 and out.count("[racer] Verdict: race") == 2 and out.count("Parsing main.c") == 2
            and no_crash(out), "-then -ulevel 2 parses the rewritten files again", out)

    # -save / -load: the loaded AST is the rewritten one; nothing is parsed.
    save = os.path.join(work, "multi.sav")
    rc, out = run(base + extra + files + ["-save", save], cwd=multi)
    c.check(rc == 0 and os.path.exists(save), "-save after -racer", out)
    rc, out = run([frama_c, "-load", save, "-racer", "-cc-value-analysis", "alias"], cwd=work)
    c.check(rc == 0 and "Parsing" not in out and verdict_of(out) == "race" and no_crash(out),
            "-load then -racer analyses the saved, rewritten AST", out)

    # -deadlock alone rewrites too.
    rc, out = run([frama_c, "-deadlock", "-cc-value-analysis", "syntactic"] + extra + files,
                  cwd=multi)
    c.check(rc == 0 and "Deadlock verdict:" in out and "rewritten before parsing" in out,
            "-deadlock alone rewrites the inputs", out)

    # Without -racer or -deadlock, Frama-C parses exactly as without Racer.
    atomic = os.path.join(programs, "atomic_qualifiers.c")
    rc_plain, out_plain = run([frama_c, atomic], cwd=work)
    rc_off, out_off = run([frama_c, "-racer", "-no-cc-rewrite", atomic], cwd=work)
    c.check(rc_plain != 0 and "[racer]" not in out_plain and "syntax error" in out_plain
            and out_plain == out_off, "without -racer, Frama-C rejects _Atomic as it always did",
            out_plain + "\n----\n" + out_off)
    rc, out = run([frama_c, "-print"] + extra + files, cwd=multi)
    c.check(rc == 0 and "racer_atomic" not in out and "[racer]" not in out,
            "without -racer, Frama-C's own <stdatomic.h> is used and nothing is rewritten", out)
    rc, out = run([frama_c, "-cc-rewrite", "-print", atomic], cwd=work)
    c.check(rc != 0 and "racer_atomic" not in out,
            "-cc-rewrite alone (no -racer/-deadlock) changes nothing", out)

    # Spaces and % in directory and file names (Frama-C substitutes %i, %o...
    # anywhere in a preprocessing command).
    odd_dir = os.path.join(work, "odd %i dir")
    os.makedirs(odd_dir)
    shutil.copy(atomic, os.path.join(odd_dir, "a %o.c"))
    rc, out = run(base + ["-racer-verbose", "2", "odd %i dir/a %o.c"], cwd=work)
    c.check(rc == 0 and verdict_of(out) == "race" and "a %o.c:33, locks held" in out
            and "odd %i dir/a %o.c:14: atomic-qualifier" in out and no_crash(out),
            "file and directory names with spaces and %", out)

    # A .i file with line markers: locations follow them.
    marked = os.path.join(work, "marked.i")
    with open(marked, "w") as f:
        f.write('# 40 "original.c"\n'
                "typedef unsigned long pthread_t;\n"
                "extern int pthread_create(pthread_t *, void const *, void *(*)(void *), void *);\n"
                "_Atomic int ticket;\n"
                "int data;\n"
                "void *w(void *a) { ticket = 1; data = 1; return a; }\n"
                "int main(void) { pthread_t t; pthread_create(&t, 0, w, 0); data = 2; return 0; }\n")
    rc, out = run(base + ["-racer-verbose", "2", marked], cwd=work)
    c.check(rc == 0 and "original.c:42: atomic-qualifier" in out
            and "write at original.c:44" in out and "write at original.c:45" in out,
            "a .i file's line markers name the locations of rewrites and races", out)

    # Annotations using macros are preprocessed as usual, not rewritten.
    annotated = os.path.join(work, "annotated.c")
    with open(annotated, "w") as f:
        f.write("#define LIMIT 4\n_Atomic int n;\nint main(void) {\n"
                "  int x = LIMIT;\n  //@ assert x == LIMIT;\n  return x + n;\n}\n")
    rc, out = run(base + [annotated, "-then", "-eva"], cwd=work)
    c.check(rc == 0 and re.search(r"Assertions\s+1 valid", out) is not None and no_crash(out),
            "ACSL annotations using macros still parse (annotation preprocessing)", out)

    # A prototype that cannot be inserted: Frama-C's error, and Racer's warning why.
    late = os.path.join(work, "late_type.c")
    with open(late, "w") as f:
        f.write("int main(void) { return (int)f(0); }\ntypedef long my_t;\n"
                "my_t f(my_t x) { return x; }\n")
    rc, out = run(base + [late], cwd=work)
    c.check(rc != 0 and "does not match previous declaration" in out
            and "late_type.c:1: f: no prototype inserted, my_t is declared at line 2, after line 1"
            in flat(out) and no_crash(out),
            "a prototype that cannot be inserted is reported with the reason", out)

    # A missing or failing rewriting tool: a clear error, no crash.
    rc, out = run(base + ["-cc-rewrite-tool", os.path.join(work, "no-such-tool"), atomic], cwd=work)
    c.check(rc != 0 and "no-such-tool" in out and "-no-cc-rewrite" in out and no_crash(out),
            "a missing rewriting tool is a clear error naming it", out)
    failing = os.path.join(work, "failing-tool")
    with open(failing, "w") as f:
        f.write("#!/bin/sh\necho 'failing-tool: cannot rewrite' >&2\nexit 3\n")
    os.chmod(failing, 0o755)
    rc, out = run(base + ["-cc-rewrite-tool", failing, atomic], cwd=work)
    c.check(rc != 0 and "failing-tool: cannot rewrite" in out
            and "atomic_qualifiers.c: preprocessing or rewriting (-cc-rewrite" in out
            and no_crash(out), "a failing rewriting tool is an error naming the file", out)

    rc, out = run([frama_c, "-racer-h"])
    c.check(rc == 0 and "-cc-rewrite " in out and "-cc-rewrite-tool" in out
            and "-no-cc-rewrite" in out, "-racer-h documents -cc-rewrite and -cc-rewrite-tool", out)

    # racer-cpp's own command line.
    rc, out = run([racer_cpp, "--help"])
    c.check(rc == 0 and "usage: racer-cpp" in out, "racer-cpp --help", out)
    rc, out = run([racer_cpp, "only-one-file"])
    c.check(rc == 2 and "usage" in out, "racer-cpp with bad usage exits 2", out)
    rc, out = run([racer_cpp, os.path.join(work, "missing.i"), os.path.join(work, "out.i")])
    c.check(rc == 1 and "missing.i" in out, "racer-cpp on a missing file exits 1 naming it", out)
    copy_in = os.path.join(work, "annot.c")
    with open(copy_in, "w") as f:
        f.write("_Atomic int a;\n")
    copy_out = os.path.join(work, "annot.out")
    rc, out = run([racer_cpp, "--origin", "/u/prog.c", "--input", copy_in, copy_in, copy_out])
    with open(copy_out) as f:
        c.check(rc == 0 and f.read() == "_Atomic int a;\n",
                "racer-cpp copies Frama-C's own temporary files unchanged", out)
    report = os.path.join(work, "rewrites.tsv")
    rc, out = run([racer_cpp, "--origin", "/u/prog.c", "--input", "/u/prog.c", "--report", report,
                   copy_in, copy_out])
    with open(copy_out) as f, open(report) as r:
        c.check(rc == 0 and f.read() == '# 1 "/u/prog.c"\n__attribute__((racer_atomic)) int a;\n'
                and r.read().startswith("atomic-qualifier\t/u/prog.c\t1\t"),
                "racer-cpp rewrites the user's file, with a line marker and a report", out)

    # The GUI starts and parses with the rewrite (a script prints and quits).
    gui = os.path.join(os.path.dirname(frama_c), "frama-c-gui")
    xvfb = shutil.which("xvfb-run")
    if os.path.exists(gui) and xvfb:
        quit_script = os.path.join(work, "gui_quit.ml")
        with open(quit_script, "w") as f:
            f.write("let () = Db.Main.extend (fun () ->\n"
                    "  Globals.Vars.iter (fun v _ -> if Cil.typeHasAttribute \"racer_atomic\"\n"
                    "    (Cil.unrollType v.Cil_types.vtype) then Printf.printf \"GUI-ATOMIC %s\\n\" v.Cil_types.vname);\n"
                    "  print_string \"GUI-PARSED\\n\"; flush stdout; exit 0)\n")
        rc, out = run([xvfb, "-a", gui] + base[1:] + extra + ["-load-script", quit_script] + files,
                      cwd=multi, timeout=300)
        c.check(rc == 0 and "GUI-PARSED" in out and "GUI-ATOMIC events" in out,
                "frama-c-gui -racer starts and parses the rewritten files", out)
    else:
        print("skipped: frama-c-gui or xvfb-run not found")

    c.check(tree_digest(programs) == source_digest,
            "the test programs are byte-identical after every scenario")
    return c.summary()


# --- Self-test -------------------------------------------------------------

def self_test():
    c = Checker()
    ann = parse_annotations("// RACE: x A B\n// NORACE: y\n// REWRITES: prototype=1\n"
                            "// REWRITES:\nx = 1; /* @A */\nx = 2; // @B\n")
    c.check(ann["tags"] == {"A": 5, "B": 6} and ann["rewrites"] == {}, "annotations are read")
    good = {"races": [{"base": "x", "accesses": [{"file": "p.c", "line": 5}, {"file": "p.c", "line": 6}]}]}
    c.check(race_failures(ann, good, "/d/p.c") == [], "a right report passes")
    wrong_file = json.loads(json.dumps(good))
    wrong_file["races"][0]["accesses"][0]["file"] = "tmp123.i"
    c.check(race_failures(ann, wrong_file, "/d/p.c") != [], "an access in another file fails")
    wrong_line = json.loads(json.dumps(good))
    wrong_line["races"][0]["accesses"][1]["line"] = 7
    c.check(race_failures(ann, wrong_line, "/d/p.c") != [], "a shifted line fails")
    extra = json.loads(json.dumps(good))
    extra["races"].append({"base": "y", "accesses": []})
    c.check(race_failures(ann, extra, "/d/p.c") != [], "a NORACE base reported fails")
    out = ("[racer] /d/p.c:3: atomic-qualifier: x\n[racer] /d/h.h:1: atomic-qualifier: y\n"
           "[racer] /d/p.c:9: prototype: z\n")
    c.check(rewrites_in(out, "/d/p.c") == {"atomic-qualifier": 1, "prototype": 1},
            "rewrites are counted in the program's own file only")
    c.check(contract("CONTRACT a atomic\nCONTRACT a plain\nCONTRACT b plain\n")
            == {"a": "atomic", "b": "plain"}, "the first contract run counts")
    c.check(flat("non-final field\n  `s'") == "non-final field `s'", "white space is collapsed")
    return c.summary()


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) == 6 and sys.argv[1] == "--scenarios":
        return check_scenarios(*sys.argv[2:6])
    if len(sys.argv) == 5:
        return check_program(*sys.argv[1:5])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main())
