#!/usr/bin/env python3
"""A run stopped by Ctrl-C (SIGINT) or SIGTERM (issue 24, item 4): it says
that it was interrupted, exits with a non-zero status, and leaves no
report, SARIF or dump file half-written (nor a temporary one): each is
written whole or not at all.

The input is a program of a few thousand lines made by
tests/bench/gen_program.py, long enough for the signal, sent 8 s after the
start, to arrive while the run goes on (checked).

usage: check_interrupt.py FRAMA_C GEN_PROGRAM WORK_DIR
"""
import os
import signal
import subprocess
import sys
import time

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def interrupted_run(frama_c, program, work, sig):
    name = signal.Signals(sig).name
    out = os.path.join(work, name)
    os.makedirs(out, exist_ok=True)
    files = [os.path.join(out, f) for f in ("report.json", "report.sarif", "dump.json")]
    for f in files:
        if os.path.exists(f):
            os.remove(f)
    proc = subprocess.Popen(
        [frama_c, "-racer", "-racer-json", files[0], "-racer-sarif", files[1],
         "-racer-dump-model", files[2], program],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # Frama-C's output to a pipe comes in blocks: the signal goes after a
    # delay, while the run still goes on (it takes longer than that).
    time.sleep(8)
    sent = proc.poll() is None
    proc.send_signal(sig)
    text, _ = proc.communicate(timeout=300)
    status = proc.returncode
    check(sent, f"{name}: the signal was sent while the run went on")
    check(status != 0, f"{name}: non-zero exit status ({status})")
    check("User Interruption" in text or "interrupted" in text, f"{name}: the run says it was interrupted")
    whole = True
    for f in files:
        if os.path.exists(f):
            # Written before the signal: then complete.
            with open(f, encoding="utf-8") as h:
                body = h.read().rstrip()
            whole = whole and body.endswith("}")
    check(whole, f"{name}: no report or dump half-written")
    leftovers = [f for f in os.listdir(out) if ".racer-tmp-" in f]
    check(not leftovers, f"{name}: no temporary file left ({leftovers})")


def main(argv):
    if len(argv) != 4:
        print(__doc__)
        return 2
    frama_c, gen, work = argv[1:]
    os.makedirs(work, exist_ok=True)
    program = os.path.join(work, "interrupted.c")
    with open(program, "w", encoding="utf-8") as f:
        subprocess.run([sys.executable, gen, "--lines", "8000", "--seed", "1"], stdout=f, check=True)
    for sig in (signal.SIGINT, signal.SIGTERM):
        interrupted_run(frama_c, program, work, sig)
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
