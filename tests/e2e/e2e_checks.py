"""What the end-to-end checkers share: counting checks, and telling a crash
(an uncaught exception, a backtrace, a signal) from a clean refusal."""

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
