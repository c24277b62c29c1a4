#!/usr/bin/env python3
"""Runs every Racer backend on real programs: time, memory, findings.

For every `*.c` program of the benchmark directory
(../shared/benchmarks/realworld beside the repository by default: aget,
ctrace, knot, pfscan, smtprc), of the --extra directories, and of the
programs --generated writes with gen_program.py into a temporary directory
(never kept), it runs, one at a time,

  frama-c -machdep M FILE                                     (parse only)
  frama-c -machdep M -racer -cc-value-analysis B [-cc-thread-approx A]
          -racer-json J FILE                                  (each backend B)

with B in syntactic, alias, eva (eva with -cc-thread-approx combined, the
default configuration), M gcc_x86_32 for the benchmark programs (--machdep)
and gcc_x86_64 for generated ones. Each run has a time limit (--timeout, 600
s); its wall time and peak resident memory (the child's ru_maxrss from
wait4, its own children included) are measured. From the JSON report it reads
the verdict, the entries of `races` by kind (must / may; one entry per
reported race, whatever an entry groups), `stats.peak_memory_kb` when
present, and the `imprecisions` of kind `eva-fallback` (count and details).
It writes

  OUT/realworld.tsv   one row per program and backend
  OUT/realworld.md    the same as a table, and whether each target holds:
                      on the benchmark programs every run within 60 s and
                      1 GiB, at most 300 locations reported, no crash; on
                      generated programs of 30k lines or more, within 300 s
                      and 2 GiB.

A timeout, a run stopped for holding more than --mem-limit MiB (8192 by
default: the machine is shared) or a non-zero exit is recorded as such,
never an error of the script. --keep keeps the rows of the existing
OUT/realworld.tsv of the programs not run this time (to add a generated
program's rows to the real programs' ones); --logs DIR keeps each run's
messages and JSON report. When the Eva backend gives up on a whole program
(the plug-in then says so and uses the syntactic backend), the fallback
details say so. The figures are measurements;
`--self-test` checks the parsing and summary code on canned data, without
frama-c (ctest bench_realworld_selftest).

usage: run_realworld.py [--bench DIR] [--extra DIR...] [--generated N]
                        [--only SUBSTRING] [--backend B...] [--timeout S]
                        [--mem-limit MIB] [--machdep M] [--approx A]
                        [--out DIR] [--keep] [--logs DIR] [--frama-c PATH]
       run_realworld.py --self-test
"""
import argparse
import glob
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

BACKENDS = ["syntactic", "alias", "eva"]
GEN_MACHDEP = "gcc_x86_64"
# Above this size a report is scanned line by line rather than loaded
# (smtprc's reports hold hundreds of thousands of races).
STREAM_BYTES = 64 << 20
# The targets of issue 19.
REAL_TARGET = {"seconds": 60.0, "mib": 1024.0, "locations": 300}
GEN_TARGET = {"lines": 30000, "seconds": 300.0, "mib": 2048.0}

COLUMNS = ["program", "lines", "backend", "status", "seconds", "parse_seconds", "ratio", "peak_mib",
           "reported_peak_mib", "must", "may", "locations", "verdict", "fallbacks", "fallback_details"]


def count_lines(path):
    """Lines of a file, as wc -l counts them (newline characters)."""
    with open(path, "rb") as f:
        return sum(chunk.count(b"\n") for chunk in iter(lambda: f.read(1 << 20), b""))


def resident_kb(pid):
    """The resident memory of a running process in KiB (0 when unknown)."""
    try:
        with open(f"/proc/{pid}/statm") as f:
            return int(f.read().split()[1]) * (os.sysconf("SC_PAGE_SIZE") // 1024)
    except (OSError, ValueError, IndexError):
        return 0


def measured_run(cmd, timeout, log_path, mem_limit_mib=None):
    """Runs cmd with stdout and stderr to log_path, killing its process group
    after `timeout` seconds or once it holds more than mem_limit_mib MiB (the
    machine is shared). Returns (status, seconds, peak RSS in KiB) where
    status is the exit code (negative: killed by that signal), "timeout" or
    "memory limit"."""
    start = time.monotonic()
    with open(log_path, "wb") as log:
        p = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    stopped = None
    while True:
        pid, wstatus, usage = os.wait4(p.pid, os.WNOHANG)
        if pid == p.pid:
            break
        if time.monotonic() - start > timeout:
            stopped = "timeout"
        elif mem_limit_mib and resident_kb(p.pid) > mem_limit_mib * 1024:
            stopped = "memory limit"
        if stopped:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            _, wstatus, usage = os.wait4(p.pid, 0)
            break
        time.sleep(0.05)
    p.returncode = 0   # reaped here: keep Popen from waiting again
    seconds = time.monotonic() - start
    return stopped or os.waitstatus_to_exitcode(wstatus), seconds, usage.ru_maxrss


def shorten(text, width=60):
    text = " ".join(str(text).split())
    return text if len(text) <= width else text[:width - 1] + "…"


def summarise_report(doc):
    """The figures of a loaded JSON report: verdict, must, may, locations,
    reported peak (KiB or None), fallbacks, their details."""
    races = doc.get("races") or []
    must = sum(1 for r in races if r.get("kind") == "must")
    may = sum(1 for r in races if r.get("kind") == "may")
    fallbacks = [i for i in (doc.get("imprecisions") or []) if i.get("kind") == "eva-fallback"]
    stats = doc.get("stats") or {}
    return {"verdict": doc.get("verdict", "?"), "must": must, "may": may, "locations": len(races),
            "reported_peak_kb": stats.get("peak_memory_kb"), "fallbacks": len(fallbacks),
            "fallback_details": [str(i.get("detail", "")) for i in fallbacks]}


def scan_report(lines):
    """The same figures as summarise_report, from the lines of a report as
    the plug-in writes it (nlohmann's dump(2): top-level keys indented by 2,
    the fields of an entry of a top-level array by 6, of `stats` by 4),
    without loading it: for reports too big to load."""
    out = {"verdict": "?", "must": 0, "may": 0, "locations": 0, "reported_peak_kb": None,
           "fallbacks": 0, "fallback_details": []}
    section = None
    fallback_open = False
    for line in lines:
        if line.startswith('  "') and not line.startswith('   '):
            key, _, value = line.strip().partition(": ")
            section = key.strip('"')
            if section == "verdict":
                out["verdict"] = json.loads(value.rstrip(","))
            continue
        if line.startswith("      \"") and not line.startswith("       "):
            key, _, value = line.strip().partition(": ")
            key = key.strip('"')
            value = value.rstrip(",")
            if section == "races" and key == "kind":
                kind = json.loads(value)
                out["locations"] += 1
                if kind in ("must", "may"):
                    out[kind] += 1
            elif section == "imprecisions" and key == "kind":
                fallback_open = json.loads(value) == "eva-fallback"
                if fallback_open:
                    out["fallbacks"] += 1
            elif section == "imprecisions" and key == "detail" and fallback_open:
                out["fallback_details"].append(str(json.loads(value)))
        elif section == "stats" and line.startswith('    "peak_memory_kb": '):
            out["reported_peak_kb"] = json.loads(line.split(": ", 1)[1].rstrip(","))
    return out


def read_report(path):
    """summarise_report of the report at path (scan_report when it is big);
    None when it is missing or does not parse."""
    try:
        if os.path.getsize(path) > STREAM_BYTES:
            with open(path) as f:
                return scan_report(f)
        with open(path) as f:
            return summarise_report(json.load(f))
    except (OSError, ValueError):
        return None


def status_text(status):
    """'ok', 'timeout', 'memory limit', 'exit N' or 'signal N' for a
    measured_run status."""
    if isinstance(status, str):
        return status
    if status == 0:
        return "ok"
    return f"signal {-status}" if status < 0 else f"exit {status}"


def fallback_text(details, keep=3):
    """A short list of the fallbacks' details for the tables."""
    if not details:
        return "-"
    shown = "; ".join(shorten(d, 50) for d in details[:keep])
    return shown + (f"; +{len(details) - keep} more" if len(details) > keep else "")


def log_fallback(log_path):
    """The reason the Eva backend gave up on the whole program, from the
    run's messages (the plug-in then uses the syntactic backend), or None."""
    try:
        with open(log_path, errors="replace") as f:
            for line in f:
                m = re.search(r"Eva backend cannot analyse this program \((.*)\)", line)
                if m:
                    return m.group(1)
    except OSError:
        pass
    return None


def make_row(program, lines, backend, status, seconds, parse_seconds, maxrss_kb, report, log_note=None):
    """One result row; report is read_report's answer (None: no report);
    log_note: log_fallback's answer."""
    r = report or {}
    details = fallback_text(r.get("fallback_details"))
    if log_note:
        details = f"whole program (log): {shorten(log_note, 50)}" + ("" if details == "-" else "; " + details)
    ok = status == 0 and report is not None
    peak = r.get("reported_peak_kb")
    return {"program": program, "lines": lines, "backend": backend,
            "status": status_text(status) if report is not None or status != 0 else "no report",
            "seconds": seconds, "parse_seconds": parse_seconds,
            "ratio": seconds / parse_seconds if parse_seconds else None,
            "peak_mib": maxrss_kb / 1024.0,
            "reported_peak_mib": peak / 1024.0 if isinstance(peak, (int, float)) else None,
            "must": r.get("must") if ok else None, "may": r.get("may") if ok else None,
            "locations": r.get("locations") if ok else None,
            "verdict": r.get("verdict", "-") if ok else "-",
            "fallbacks": r.get("fallbacks") if ok else None,
            "fallback_details": details if ok else "-"}


def cell(value, fmt="{}"):
    return "-" if value is None else fmt.format(value)


def row_cells(r):
    """The row's cells, in COLUMNS order, as text."""
    return [r["program"], str(r["lines"]), r["backend"], r["status"], cell(r["seconds"], "{:.1f}"),
            cell(r["parse_seconds"], "{:.1f}"), cell(r["ratio"], "{:.1f}"), cell(r["peak_mib"], "{:.0f}"),
            cell(r["reported_peak_mib"], "{:.0f}"), cell(r["must"]), cell(r["may"]), cell(r["locations"]),
            r["verdict"], cell(r["fallbacks"]), r["fallback_details"]]


def tsv_text(rows):
    lines = ["\t".join(COLUMNS)]
    lines += ["\t".join(c.replace("\t", " ") for c in row_cells(r)) for r in rows]
    return "\n".join(lines) + "\n"


def is_generated(program):
    """Generated programs are named genN (N: the lines asked for)."""
    return re.fullmatch(r"gen\d+", program) is not None


def row_from_cells(cells):
    """A row back from its TSV cells (--keep)."""
    r = dict(zip(COLUMNS, cells))
    def num(key, kind=float):
        return None if r[key] == "-" else kind(r[key])
    for key in ("seconds", "parse_seconds", "ratio", "peak_mib", "reported_peak_mib"):
        r[key] = num(key)
    for key in ("lines", "must", "may", "locations", "fallbacks"):
        r[key] = num(key, int)
    return r


def read_tsv(path):
    """The rows of a realworld.tsv (none when it is missing)."""
    if not os.path.exists(path):
        return []
    with open(path) as f:
        lines = f.read().splitlines()
    if not lines or lines[0].split("\t") != COLUMNS:
        return []
    return [row_from_cells(l.split("\t")) for l in lines[1:] if l]


def target_lines(rows):
    """One markdown line per target: holds, fails (with the runs that miss
    it) or has no runs."""
    def verdict(name, runs, bad):
        if not runs:
            return f"- {name}: no runs"
        misses = [f"{r['program']}/{r['backend']}" for r in runs if bad(r)]
        return f"- {name}: " + ("holds" if not misses else f"fails ({', '.join(misses)})")

    real = [r for r in rows if not is_generated(r["program"])]
    big = [r for r in rows if is_generated(r["program"]) and r["lines"] >= GEN_TARGET["lines"]]
    crashed = lambda r: r["status"] != "ok"
    t, g = REAL_TARGET, GEN_TARGET
    return [
        verdict(f"real programs, every run within {t['seconds']:.0f} s", real,
                lambda r: r["status"] == "timeout" or r["seconds"] > t["seconds"]),
        verdict(f"real programs, every run within {t['mib'] / 1024:.0f} GiB", real,
                lambda r: r["status"] == "memory limit" or r["peak_mib"] > t["mib"]),
        verdict(f"real programs, at most {t['locations']} locations reported", real,
                lambda r: r["locations"] is None or r["locations"] > t["locations"]),
        verdict("real programs, no crash (exit 0 and a report)", real, crashed),
        verdict(f"generated programs of {g['lines'] // 1000}k lines or more, every run within "
                f"{g['seconds']:.0f} s", big,
                lambda r: r["status"] == "timeout" or r["seconds"] > g["seconds"]),
        verdict(f"generated programs of {g['lines'] // 1000}k lines or more, every run within "
                f"{g['mib'] / 1024:.0f} GiB", big,
                lambda r: r["status"] == "memory limit" or r["peak_mib"] > g["mib"]),
        verdict(f"generated programs of {g['lines'] // 1000}k lines or more, no crash", big, crashed),
    ]


def markdown_text(rows, header_notes):
    """The markdown summary: notes, the table, the targets."""
    out = ["# Real programs: time, memory and findings of every backend", ""]
    out += [f"- {n}" for n in header_notes] + [""]
    heads = ["program", "lines", "backend", "status", "s", "parse s", "ratio", "peak MiB",
             "reported MiB", "must", "may", "locations", "verdict", "eva fallbacks", "fallback details"]
    out.append("| " + " | ".join(heads) + " |")
    out.append("|" + "---|" * len(heads))
    for r in rows:
        out.append("| " + " | ".join(c.replace("|", "\\|") for c in row_cells(r)) + " |")
    out += ["", "Targets (issue 19):", ""] + target_lines(rows)
    return "\n".join(out) + "\n"


def plugin_stamp(frama_c):
    """When the Racer plug-in frama-c loads was installed (Racer.cmxs's
    time, UTC), or '?': the figures belong to that build."""
    try:
        path = subprocess.run([frama_c, "-print-plugin-path"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True, timeout=60).stdout.strip()
        found = sorted(glob.glob(os.path.join(path, "**", "Racer.cmxs"), recursive=True))
        if not found:
            return "?"
        return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(os.path.getmtime(found[0])))
    except (OSError, subprocess.SubprocessError):
        return "?"


def racer_command(frama_c, machdep, backend, approx, report, source):
    extra = ["-cc-thread-approx", approx] if backend == "eva" and approx else []
    return [frama_c, "-machdep", machdep, "-racer", "-cc-value-analysis", backend] + extra + \
        ["-racer-json", report, source]


def self_test():
    """Checks the report reading, the rows and the tables on canned data."""
    checks = []
    report = {"tool": "racer", "verdict": "unknown", "unknown_reasons": ["x"],
              "races": [{"kind": "must", "location": "a", "accesses": [{"kind": "write"}, {"kind": "read"}]},
                        {"kind": "may", "location": "b", "accesses": [{"kind": "read"}, {"kind": "write"}]},
                        {"kind": "may", "location": "c", "accesses": []}],
              "deadlocks": [],
              "imprecisions": [{"kind": "unknown-pointer", "detail": "p"},
                               {"kind": "eva-fallback", "detail": "thread worker: Eva gave up   on f"},
                               {"kind": "eva-fallback", "detail": "x" * 80, "file": "a.c", "line": 3}],
              "stats": {"seconds": 1.0, "races": 3, "peak_memory_kb": 2048}}
    s = summarise_report(report)
    checks += [s["verdict"] == "unknown", s["must"] == 1, s["may"] == 2, s["locations"] == 3,
               s["reported_peak_kb"] == 2048, s["fallbacks"] == 2,
               s["fallback_details"][0] == "thread worker: Eva gave up   on f"]
    # The line scan agrees with the loaded report (Python's indent=2 lays
    # out like nlohmann's dump(2)).
    checks.append(scan_report(json.dumps(report, indent=2).splitlines(True)) == s)
    old = {"verdict": "no-race", "races": [], "imprecisions": [], "stats": {"seconds": 0.1}}
    o = summarise_report(old)
    checks += [o == scan_report(json.dumps(old, indent=2).splitlines(True)), o["fallbacks"] == 0,
               o["reported_peak_kb"] is None, o["locations"] == 0]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "r.json")
        with open(path, "w") as f:
            json.dump(report, f, indent=2)
        checks.append(read_report(path) == s)
        with open(path, "w") as f:
            f.write("{ truncated")
        checks.append(read_report(path) is None)
        checks.append(read_report(os.path.join(tmp, "missing.json")) is None)
        src = os.path.join(tmp, "p.c")
        with open(src, "w") as f:
            f.write("int x;\nint main(void)\n{ return x; }\n")
        checks.append(count_lines(src) == 3)
        checks.append(log_fallback(src) is None)
        with open(src, "w") as f:
            f.write("[kernel] x\n[racer] Warning: the Eva backend cannot analyse this program (g is "
                    "recursive, which Eva needs a specification for); using the syntactic backend instead\n")
        checks.append(log_fallback(src) == "g is recursive, which Eva needs a specification for")
        # The measured run: exit codes, a timeout, memory (no frama-c).
        log = os.path.join(tmp, "log")
        st, secs, rss = measured_run([sys.executable, "-c", "import sys; sys.exit(3)"], 30, log)
        checks += [st == 3, rss > 0]
        st, secs, _ = measured_run([sys.executable, "-c", "import time; time.sleep(30)"], 0.5, log)
        checks += [st == "timeout", secs < 10]
        st, secs, rss = measured_run([sys.executable, "-c", "import time; b = bytearray(256 << 20); "
                                      "b[::4096] = b'x' * len(b[::4096]); time.sleep(30)"], 20, log, 100)
        checks += [st == "memory limit", secs < 10, rss > 100 * 1024]
        st, _, rss = measured_run([sys.executable, "-c", "b = bytearray(64 << 20); print(len(b))"], 30, log)
        checks += [st == 0, rss >= 64 * 1024]
    checks += [status_text("timeout") == "timeout", status_text(0) == "ok", status_text(2) == "exit 2",
               status_text(-9) == "signal 9"]
    checks.append(fallback_text(["a", "b", "c", "d"]) == "a; b; c; +1 more")
    checks.append(fallback_text([]) == "-")
    checks.append(racer_command("fc", "m", "eva", "combined", "j", "f.c") ==
                  ["fc", "-machdep", "m", "-racer", "-cc-value-analysis", "eva", "-cc-thread-approx",
                   "combined", "-racer-json", "j", "f.c"])
    checks.append("-cc-thread-approx" not in racer_command("fc", "m", "alias", "combined", "j", "f.c"))
    rows = [make_row("aget_comb", 1280, "syntactic", 0, 2.0, 1.0, 200 * 1024, s),
            make_row("smtprc_comb", 5787, "eva", "timeout", 600.0, 2.0, 1500 * 1024, None),
            make_row("knot_comb", 2255, "alias", 2, 1.0, 1.0, 100 * 1024, None),
            make_row("pfscan_comb", 1295, "alias", "memory limit", 9.0, 1.0, 9000 * 1024, None),
            make_row("gen30000", 30100, "alias", 0, 100.0, 10.0, 3000 * 1024,
                     {"verdict": "race", "must": 5, "may": 400, "locations": 405,
                      "reported_peak_kb": None, "fallbacks": 0, "fallback_details": []})]
    note = make_row("knot_comb", 2255, "eva", 0, 1.0, 1.0, 1024, s, "f is recursive")
    checks.append(note["fallback_details"] == "whole program (log): f is recursive; " +
                  rows[0]["fallback_details"])
    checks += [rows[0]["status"] == "ok", rows[0]["ratio"] == 2.0, rows[0]["peak_mib"] == 200.0,
               rows[0]["reported_peak_mib"] == 2.0, rows[0]["fallbacks"] == 2,
               rows[1]["status"] == "timeout", rows[1]["must"] is None, rows[1]["verdict"] == "-",
               rows[2]["status"] == "exit 2"]
    tsv = tsv_text(rows)
    checks += [tsv.splitlines()[0].split("\t") == COLUMNS, len(tsv.splitlines()) == 6,
               rows[3]["status"] == "memory limit",
               "aget_comb\t1280\tsyntactic\tok\t2.0\t1.0\t2.0\t200\t2\t1\t2\t3\tunknown\t2\t" in tsv,
               "smtprc_comb\t5787\teva\ttimeout\t600.0\t2.0\t300.0\t1500\t-\t-\t-\t-\t-\t-\t-" in tsv]
    targets = target_lines(rows)
    checks += [targets[0] == "- real programs, every run within 60 s: fails (smtprc_comb/eva)",
               targets[1] == "- real programs, every run within 1 GiB: fails (smtprc_comb/eva, pfscan_comb/alias)",
               targets[2] == "- real programs, at most 300 locations reported: fails (smtprc_comb/eva, "
               "knot_comb/alias, pfscan_comb/alias)",
               targets[3] == "- real programs, no crash (exit 0 and a report): fails (smtprc_comb/eva, "
               "knot_comb/alias, pfscan_comb/alias)",
               targets[4] == "- generated programs of 30k lines or more, every run within 300 s: holds",
               targets[5] == "- generated programs of 30k lines or more, every run within 2 GiB: fails (gen30000/alias)",
               targets[6] == "- generated programs of 30k lines or more, no crash: holds"]
    checks.append(target_lines(rows[:1])[4].endswith(": no runs"))
    with tempfile.TemporaryDirectory() as tmp:
        # --keep reads the rows back as they were.
        with open(os.path.join(tmp, "r.tsv"), "w") as f:
            f.write(tsv_text(rows))
        back = read_tsv(os.path.join(tmp, "r.tsv"))
        checks += [tsv_text(back) == tsv_text(rows), back[4]["locations"] == 405,
                   back[1]["must"] is None, target_lines(back) == target_lines(rows)]
        checks.append(read_tsv(os.path.join(tmp, "none.tsv")) == [])
    checks += [is_generated("gen30000"), not is_generated("generic_server")]
    md = markdown_text(rows, ["note"])
    checks += ["| aget_comb | 1280 | syntactic | ok | 2.0 |" in md, "- note" in md, "Targets" in md]
    failed = checks.count(False)
    print(f"bench realworld self-test: {len(checks) - failed} passed, {failed} failed")
    if failed:
        print("failed checks:", [i for i, c in enumerate(checks) if not c])
    return 1 if failed else 0


def programs_of(directory, machdep):
    """(name, path, machdep) of every *.c file of a directory, sorted."""
    return [(os.path.splitext(os.path.basename(p))[0], p, machdep)
            for p in sorted(glob.glob(os.path.join(directory, "*.c")))]


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.dirname(os.path.dirname(here))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bench", default=os.path.join(root, "..", "shared", "benchmarks", "realworld"),
                    help="directory of the real programs (*.c)")
    ap.add_argument("--extra", nargs="*", default=[], metavar="DIR", help="more directories of programs")
    ap.add_argument("--generated", type=int, action="append", default=[], metavar="N",
                    help="also a program of about N lines from gen_program.py (repeatable)")
    ap.add_argument("--seed", type=int, default=1, help="gen_program.py's seed")
    ap.add_argument("--only", default="", help="programs whose name contains this")
    ap.add_argument("--backend", nargs="+", choices=BACKENDS, default=BACKENDS)
    ap.add_argument("--approx", default="combined", help="-cc-thread-approx of the eva runs")
    ap.add_argument("--timeout", type=float, default=600.0)
    ap.add_argument("--mem-limit", type=float, default=8192.0, metavar="MIB",
                    help="stop a run holding more than this (MiB; default 8192; 0: no limit)")
    ap.add_argument("--machdep", default="gcc_x86_32", help="machdep of the benchmark programs")
    ap.add_argument("--out", default=os.path.join(here, "results"))
    ap.add_argument("--frama-c", default="frama-c")
    ap.add_argument("--logs", default="", metavar="DIR", help="keep each run's messages and report there")
    ap.add_argument("--keep", action="store_true",
                    help="keep the rows of OUT/realworld.tsv of the programs not run this time")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        return self_test()
    if not os.path.isdir(args.bench):
        print(f"run_realworld: no directory {args.bench}; give --bench DIR", file=sys.stderr)
        return 2
    started = time.monotonic()
    stamp = plugin_stamp(args.frama_c)
    load = os.getloadavg()[0]
    with tempfile.TemporaryDirectory() as tmp:
        programs = programs_of(args.bench, args.machdep)
        for d in args.extra:
            programs += programs_of(d, args.machdep)
        sys.path.insert(0, here)
        sys.dont_write_bytecode = True   # no __pycache__ in the source tree
        import gen_program
        for n in args.generated:
            name = f"gen{n}"
            path = os.path.join(tmp, name + ".c")
            with open(path, "w") as f:
                f.write(gen_program.generate(n, args.seed))
            programs.append((name, path, GEN_MACHDEP))
        programs = [p for p in programs if args.only in p[0]]
        if not programs:
            print("run_realworld: no program to run", file=sys.stderr)
            return 2
        rows = []
        log = os.path.join(tmp, "log")
        for name, path, machdep in programs:
            lines = count_lines(path)
            pst, parse_s, _ = measured_run([args.frama_c, "-machdep", machdep, path], args.timeout, log,
                                           args.mem_limit)
            if pst != 0:
                print(f"{name}: parse-only run: {status_text(pst)}", flush=True)
                parse_s = None
            for backend in args.backend:
                report = os.path.join(tmp, "report.json")
                if os.path.exists(report):
                    os.remove(report)
                cmd = racer_command(args.frama_c, machdep, backend, args.approx, report, path)
                st, secs, rss = measured_run(cmd, args.timeout, log, args.mem_limit)
                summary = read_report(report) if st == 0 else None
                note = log_fallback(log) if backend == "eva" else None
                row = make_row(name, lines, backend, st, secs, parse_s, rss, summary, note)
                if args.logs:
                    os.makedirs(args.logs, exist_ok=True)
                    shutil.copy(log, os.path.join(args.logs, f"{name}.{backend}.log"))
                    if os.path.exists(report):
                        shutil.copy(report, os.path.join(args.logs, f"{name}.{backend}.json"))
                if st not in (0, "timeout", "memory limit"):
                    with open(log, errors="replace") as f:
                        tail = [l.strip() for l in f if l.strip()][-3:]
                    print(f"  {name}/{backend}: {' | '.join(tail)}"[:400], flush=True)
                rows.append(row)
                print(f"{name} ({lines} lines) {backend}: {row['status']} {secs:.1f} s "
                      f"{row['peak_mib']:.0f} MiB, {cell(row['must'])} must / {cell(row['may'])} may, "
                      f"{row['verdict']}, {cell(row['fallbacks'])} eva fallbacks", flush=True)
    os.makedirs(args.out, exist_ok=True)
    tsv = os.path.join(args.out, "realworld.tsv")
    kept = []
    if args.keep:
        ran = {r["program"] for r in rows}
        kept = [r for r in read_tsv(tsv) if r["program"] not in ran]
    rows = kept + rows
    with open(tsv, "w") as f:
        f.write(tsv_text(rows))
    approx = f"eva: `-cc-thread-approx {args.approx}`" if "eva" in args.backend else ""
    notes = [f"command: `frama-c -machdep M -racer -cc-value-analysis B -racer-json J FILE` "
             f"(M = {args.machdep}, {GEN_MACHDEP} for generated programs; {approx}), one run at a time, "
             f"limit {args.timeout:.0f} s",
             "s: wall seconds; parse s: `frama-c -machdep M FILE` alone; ratio: s / parse s; "
             "peak MiB: the run's peak resident memory (wait4's ru_maxrss); reported MiB: the report's "
             "`stats.peak_memory_kb`",
             "must / may / locations: entries of the report's `races`; eva fallbacks: `imprecisions` "
             "of kind `eva-fallback`",
             f"a run holding more than {args.mem_limit:.0f} MiB is stopped (`memory limit`)"
             if args.mem_limit else "no memory limit",
             f"Racer plug-in: Racer.cmxs installed {stamp}" +
             ("" if plugin_stamp(args.frama_c) == stamp else
              f"; WARNING: re-installed during the run (now {plugin_stamp(args.frama_c)})"),
             f"genN: a program of about N lines by `gen_program.py --lines N --seed {args.seed}`",
             f"whole run: {time.monotonic() - started:.0f} s, load average {load:.1f} at its start "
             f"(on {os.cpu_count()} cores)" +
             (f" (this invocation; the rows of {', '.join(sorted({r['program'] for r in kept}))} kept "
              "from an earlier one)" if kept else "")]
    with open(os.path.join(args.out, "realworld.md"), "w") as f:
        f.write(markdown_text(rows, notes))
    print(open(os.path.join(args.out, "realworld.md")).read())
    return 0


if __name__ == "__main__":
    sys.exit(main())
