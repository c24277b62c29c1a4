"""What the end-to-end checkers share: counting checks, telling a crash
(an uncaught exception, a backtrace, a signal) from a clean refusal, and
comparing a replayed dump's report with the plug-in's."""

CRASH_MARKS = ("Uncaught exception", "Raised at", "Called from", "Segmentation fault",
               "terminate called", "core dumped", "internal error")


def no_crash(out):
    return not any(mark in out for mark in CRASH_MARKS)


class Checker:
    """Counts checks; a failed one prints what was checked and the evidence."""

    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, ok, what, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL: {what}" + (f"\n{detail[-6000:]}" if detail else ""))
        return ok

    def summary(self):
        print(f"{self.passed} passed, {self.failed} failed")
        return 0 if self.failed == 0 else 1


def site_lines(race):
    """The lines of a location's access sites (its first pair's included)."""
    return {a["line"] for a in race.get("sites", []) + race["accesses"]}


def replay_differences(report, replay, same=("deadlocks",)):
    """How the report of a replayed dump (`racer-core DUMP --report-json`)
    differs from the plug-in's. The dump holds the model, the options and the
    witnesses the plug-in's search found (docs/witnesses.md), so the replay
    gives the same verdicts and the same race locations, each of the same
    kind, with the same sites and witnessed alike (compared by name and
    sites), and the fields named in `same` equal (the run's statistics
    differ)."""
    def view(races):
        return {(r["kind"], bool(r.get("witness")), r["location"], tuple(sorted(site_lines(r)))) for r in races}
    fails = []
    for key in ("verdict", "deadlock_verdict"):
        if replay.get(key) != report.get(key):
            fails.append(f"replay {key} {replay.get(key)!r} != {report.get(key)!r}")
    mine, theirs = view(report.get("races", [])), view(replay.get("races", []))
    if mine != theirs:
        fails.append(f"replay races differ: {sorted(mine ^ theirs)}")
    for key in same:
        if replay.get(key) != report.get(key):
            fails.append(f"replay {key} differ: {replay.get(key)!r} != {report.get(key)!r}")
    return fails
