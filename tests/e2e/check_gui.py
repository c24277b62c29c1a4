#!/usr/bin/env python3
"""GUI smoke test: starts frama-c-gui under Xvfb on a C file, waits until
Racer's panels are up, takes a screenshot (ImageMagick `import -window
root`), closes the GUI and checks that it did not fail and that the panels
were filled.

The Racer GUI logs one line per panel refresh on the `racer` channel,
category `gui` (`-racer-msg-key gui`), e.g. `racer-gui: races panel: 8 rows`
and finally `racer-gui: ready (results shown)`; this script reads them from
`-racer-log` and compares them with the scenario's expectations.

usage: check_gui.py FRAMA_C FRAMA_C_GUI WORK_DIR SCENARIO FILE.c
       check_gui.py --self-test
Scenarios:
  analysis    frama-c-gui -racer -deadlock FILE: every panel filled
  load        frama-c -racer -deadlock FILE -save S, then frama-c-gui -load S
              (one run per tab): every panel filled, no analysis run
  reparse     frama-c-gui -racer -deadlock FILE, then File > Reparse (done by
              the module in $RACER_GUI_REPARSE_MODULE): panels refilled
  no-results  frama-c-gui FILE (no -racer): the panels say so, nothing fails
  no-threads  frama-c-gui -racer -deadlock FILE on a program without threads

Run it under `xvfb-run -a -s "-screen 0 1600x1000x24"`. Screenshots are kept
in WORK_DIR (<scenario>[-<tab>].png), with the logs of each run.
"""
import os
import re
import shutil
import subprocess
import sys
import time

READY = re.compile(r"racer-gui: ready \((results shown|no results)\)")
# What a failing GUI prints: an OCaml exception escaping a GTK callback, a
# plug-in that does not load, a kernel or plug-in error.
FAILURE = re.compile(
    r"uncaught exception|Fatal error|exception [A-Z][A-Za-z_.]*|User Error|"
    r"cannot load plug-in|Frama-C aborted|\[racer\] Failure|\[kernel\] Failure|"
    r"internal error|Gtk-CRITICAL|GLib-GObject-CRITICAL",
    re.IGNORECASE)


def panel_counts(log):
    """The last values each panel logged, as a dict of ints."""
    out = {}
    for m in re.finditer(r"racer-gui: races panel: (\d+) rows", log):
        out["races"] = int(m.group(1))
    for m in re.finditer(r"racer-gui: lock graph panel: (\d+) edges, (\d+) cycles, graph (drawn|not drawn)", log):
        out["edges"], out["cycles"] = int(m.group(1)), int(m.group(2))
        out["drawn"] = m.group(3) == "drawn"
    for m in re.finditer(r"racer-gui: locksets panel: (\d+) rows", log):
        out["locksets"] = int(m.group(1))
    for m in re.finditer(r"racer-gui: threads panel: (\d+) threads, (\d+) parallel rows", log):
        out["threads"], out["parallel"] = int(m.group(1)), int(m.group(2))
    return out


def analysis_ran(log):
    """Whether the run analysed the program (the pipeline's summary line)."""
    return re.search(r"^\[(racer|deadlock)\] model: ", log, re.MULTILINE) is not None


def check_filled(counts, want_drawn):
    """Failures when a panel of a deadlock + race program is empty."""
    fails = []
    for key in ("races", "edges", "cycles", "locksets", "threads", "parallel"):
        if counts.get(key, 0) <= 0:
            fails.append(f"panel value {key} is {counts.get(key)!r}, expected > 0")
    if want_drawn and not counts.get("drawn"):
        fails.append("the lock graph was not drawn although Graphviz is installed")
    return fails


def windows():
    """Names of the X windows on the display."""
    out = subprocess.run(["xwininfo", "-root", "-tree"], stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True).stdout
    return re.findall(r'^\s*0x[0-9a-f]+ "([^"]*)"', out, re.MULTILINE)


def run_gui(gui, args, work, name, env_extra=None, timeout=180, then=None):
    """Starts the GUI, waits until Racer says it is ready and the main
    window is mapped (and, with [then], until the kernel log matches it),
    takes the screenshot, closes the GUI. Returns (failures, racer log,
    everything printed)."""
    log = os.path.join(work, name + ".racer.log")
    kernel_log = os.path.join(work, name + ".kernel.log")
    for f in (log, kernel_log):
        if os.path.exists(f):
            os.remove(f)
    env = dict(os.environ)
    # The GUI keeps window geometry in its config directory: a fresh one per
    # run, so runs do not depend on each other or on the user's settings.
    env["XDG_CONFIG_HOME"] = os.path.join(work, name + ".config")
    env.update(env_extra or {})
    cmd = [gui] + args + ["-racer-msg-key", "gui", "-racer-log", "a:" + log,
                          "-kernel-log", "a:" + kernel_log]
    out_path = os.path.join(work, name + ".out")
    fails = []
    with open(out_path, "w") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT, env=env, cwd=work)
        start = time.time()
        ready = False
        while time.time() - start < timeout:
            if proc.poll() is not None:
                fails.append(f"frama-c-gui exited early with status {proc.returncode}")
                break
            text = open(log).read() if os.path.exists(log) else ""
            later = open(kernel_log).read() if os.path.exists(kernel_log) else ""
            if READY.search(text) and (then is None or re.search(then, later)) \
                    and any(w.startswith("Frama-C") for w in windows()):
                ready = True
                break
            time.sleep(0.5)
        if not ready and not fails:
            fails.append(f"no 'racer-gui: ready' line and main window within {timeout} s"
                         + (f" (or no {then!r} line)" if then else ""))
        if ready:
            time.sleep(2)  # let GTK draw the page it switched to
            if "Error" in windows():
                fails.append("an error dialog is open")
            shot = os.path.join(work, name + ".png")
            subprocess.run(["import", "-window", "root", shot], check=False)
            if not os.path.exists(shot) or os.path.getsize(shot) == 0:
                fails.append("no screenshot")
            if proc.poll() is not None:
                fails.append(f"frama-c-gui died with status {proc.returncode}")
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    racer_log = open(log).read() if os.path.exists(log) else ""
    printed = open(out_path).read() + "\n" + racer_log
    if os.path.exists(kernel_log):
        printed += "\n" + open(kernel_log).read()
    bad = FAILURE.search(printed)
    if bad:
        fails.append(f"the GUI printed a failure: {bad.group(0)!r}")
    return fails, racer_log, printed


def scenario(frama_c, gui, work, name, source):
    fails = []
    drawn = shutil.which("dot") is not None
    if name == "analysis":
        f, log, _ = run_gui(gui, ["-racer", "-deadlock", source], work, "analysis")
        fails += f
        if not analysis_ran(log):
            fails.append("the analysis did not run")
        fails += check_filled(panel_counts(log), drawn)
    elif name == "load":
        save = os.path.join(work, "load.sav")
        proc = subprocess.run([frama_c, "-racer", "-deadlock", source, "-save", save],
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=work)
        if proc.returncode != 0 or not os.path.exists(save):
            return [f"frama-c -save failed ({proc.returncode}):\n{proc.stdout}"]
        for tab in ("Races", "Locksets", "Lock graph", "Threads"):
            run = "load-" + tab.lower().replace(" ", "-")
            f, log, _ = run_gui(gui, ["-load", save], work, run, {"RACER_GUI_PAGE": tab})
            fails += [f"{run}: {x}" for x in f]
            if analysis_ran(log):
                fails.append(f"{run}: the GUI re-ran the analysis of a loaded session")
            fails += [f"{run}: {x}" for x in check_filled(panel_counts(log), drawn)]
            if "no tab named" in log:
                fails.append(f"{run}: tab {tab!r} not found")
    elif name == "reparse":
        # File > Reparse replays the analyses: the panels are refilled from
        # the new run, on the new AST's statements.
        module = os.environ.get("RACER_GUI_REPARSE_MODULE", "")
        if not os.path.exists(module):
            return [f"RACER_GUI_REPARSE_MODULE={module!r}: no such module"]
        f, log, _ = run_gui(gui, ["-racer", "-deadlock", "-load-module", module, source], work,
                            "reparse", then=r"gui-reparse: done")
        fails += f
        runs = len(re.findall(r"^\[racer\] model: ", log, re.MULTILINE))
        if runs != 2:
            fails.append(f"expected 2 analysis runs (start, reparse), got {runs}")
        after = log.rsplit("[racer] model: ", 1)[-1]
        fails += [f"after the reparse: {x}" for x in check_filled(panel_counts(after), drawn)]
    elif name == "no-results":
        f, log, _ = run_gui(gui, [source], work, "no-results")
        fails += f
        if "racer-gui: ready (no results)" not in log:
            fails.append("the GUI did not report 'no results'")
        counts = panel_counts(log)
        if counts.get("races") != 0 or counts.get("threads") != 0:
            fails.append(f"panels filled without results: {counts}")
    elif name == "no-threads":
        f, log, _ = run_gui(gui, ["-racer", "-deadlock", source], work, "no-threads")
        fails += f
        counts = panel_counts(log)
        if counts.get("threads") != 1 or counts.get("races") != 0 or counts.get("edges") != 0:
            fails.append(f"expected main alone, no race, no lock-graph edge: {counts}")
    else:
        fails.append(f"unknown scenario {name!r}")
    return fails


def self_test():
    failed = 0
    log = ("[racer:gui] racer-gui: races panel: 8 rows\n"
           "[racer:gui] racer-gui: lock graph panel: 2 edges, 1 cycles, graph drawn\n"
           "[racer:gui] racer-gui: locksets panel: 0 rows\n"
           "[racer:gui] racer-gui: locksets panel: 2 rows\n"
           "[racer:gui] racer-gui: threads panel: 4 threads, 1 parallel rows\n")
    cases = [
        ("counts: last value wins", panel_counts(log)["locksets"] == 2),
        ("filled", check_filled(panel_counts(log), True) == []),
        ("empty races fail", check_filled(dict(panel_counts(log), races=0), True) != []),
        ("missing panel fails", check_filled({"races": 1}, False) != []),
        ("undrawn graph fails with Graphviz", check_filled(dict(panel_counts(log), drawn=False), True) != []),
        ("analysis line", analysis_ran("[racer] model: 3 functions\n")),
        ("no analysis line", not analysis_ran("[racer:gui] racer-gui: ready (results shown)\n")),
        ("ready", READY.search("racer-gui: ready (no results)") is not None),
        ("uncaught exception", FAILURE.search("In callback: uncaught exception Not_found") is not None),
        ("plug-in not loaded", FAILURE.search("[kernel] User Error: cannot load plug-in 'x'") is not None),
        ("a normal log passes", FAILURE.search(log + "[racer] Verdict: race\n") is None),
    ]
    for name, ok in cases:
        if not ok:
            failed += 1
            print(f"self-test FAILED: {name}")
    print(f"self-test: {len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 6:
        print(__doc__, file=sys.stderr)
        return 2
    frama_c, gui, work, name, source = argv[1:]
    os.makedirs(work, exist_ok=True)
    fails = scenario(frama_c, gui, work, name, os.path.abspath(source))
    for f in fails:
        print(f"FAIL {name}: {f}")
    if fails:
        for log in sorted(os.listdir(work)):
            if log.startswith(name) and log.endswith((".out", ".racer.log")):
                print(f"--- {log}")
                print(open(os.path.join(work, log)).read()[-4000:])
        return 1
    print(f"{name}: ok; screenshots in {work}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
