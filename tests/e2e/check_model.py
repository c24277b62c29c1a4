#!/usr/bin/env python3
"""End-to-end check of the model extraction.

Runs the installed `frama-c -racer -racer-dump-model` on an annotated C
program, checks the dumped model against the program's annotations, then
replays the dump with `racer-core --json` and checks it accepts the same
tables. Annotations (comments in the C file):

  // OPTS: <extra frama-c options>
  // MODEL: functions=N defined=N calls=N returns=N entry=NAME reachable=N
  <code>  // EXPECT: item; item; ...     (facts that must exist on this line)

Items: `call NAME`, `call NAME(ARG, ...)`, `call NAME(...) -> RESULT`,
`icall` (call through a pointer), `read X`, `write X`, `read *P`,
`write *P` (through the pointer variable P), `write X[LO..HI]` (bit range),
`noread X`, `nowrite X`, `return`. ARG is `&X` (address of a part of X),
`&*P` (address through pointer P), `X` (lvalue of host X), `*P`,
`fn:F` (function F), `const`, or `_` (anything).
"""
import json
import os
import re
import subprocess
import sys

from e2e_checks import Checker




def run(cmd):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=600)


def parse_annotations(path):
    opts, model, expects = [], {}, []
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.search(r"//\s*OPTS:(.*)$", line)
            if m:
                opts += m.group(1).split()
            m = re.search(r"//\s*MODEL:(.*)$", line)
            if m:
                for kv in m.group(1).split():
                    k, v = kv.split("=", 1)
                    model[k] = v
            m = re.search(r"//\s*EXPECT:(.*)$", line)
            if m:
                for item in m.group(1).split(";"):
                    if item.strip():
                        expects.append((lineno, item.strip()))
    return opts, model, expects


class Model:
    def __init__(self, dump, source):
        self.d = dump
        base = os.path.basename(source)
        self.fn = dump["functions"]
        self.bases = dump["bases"]
        self.exprs = dump["expressions"]
        self.stmt_line = {}
        for i, s in enumerate(dump["statements"]):
            if os.path.basename(s.get("file", "")) == base:
                self.stmt_line[i] = s.get("line", 0)
        self.args = {}
        for a in dump.get("arguments", []):
            self.args.setdefault(a["event"], []).append(a["expr"])

    def on_line(self, table, line):
        return [(i, r) for i, r in enumerate(self.d.get(table, []))
                if self.stmt_line.get(r["stmt"]) == line]

    def base_name(self, b):
        return self.bases[b]["name"] if b >= 0 else None

    def arg_matches(self, spec, e):
        x = self.exprs[e]
        shape, base = x["shape"], self.base_name(x.get("base", -1))
        through = "through_pointer" in x.get("flags", [])
        if spec == "_":
            return True
        if spec == "const":
            return shape == "constant"
        if spec.startswith("fn:"):
            f = x.get("function", -1)
            return shape == "function" and f >= 0 and self.fn[f]["name"] == spec[3:]
        if spec.startswith("&*"):
            return shape == "addr_of" and through and base == spec[2:]
        if spec.startswith("&"):
            return shape == "addr_of" and not through and base == spec[1:]
        if spec.startswith("*"):
            return shape == "lvalue" and through and base == spec[1:]
        return shape == "lvalue" and not through and base == spec

    def call_matches(self, ev, name, argspecs, result):
        if name is not None:
            c = ev.get("callee", -1)
            if c < 0 or self.fn[c]["name"] != name:
                return False
        if argspecs is not None:
            args = self.args.get(ev["id"], [])
            if len(args) != len(argspecs):
                return False
            if not all(self.arg_matches(s, e) for s, e in zip(argspecs, args)):
                return False
        if result is not None:
            r = ev.get("result", -1)
            if r < 0 or not self.arg_matches(result, r):
                return False
        return True

    def has_item(self, line, item):
        m = re.fullmatch(r"call\s+(\w+)(?:\((.*)\))?(?:\s*->\s*(\S+))?", item)
        if m:
            name, args, result = m.groups()
            specs = None if args is None else [a.strip() for a in args.split(",") if a.strip()]
            return any(r["kind"] == "call" and self.call_matches(dict(r, id=i), name, specs, result)
                       for i, r in self.on_line("events", line))
        if item == "icall":
            return any(r["kind"] == "call" and r.get("callee_expr", -1) >= 0
                       for _, r in self.on_line("events", line))
        if item == "return":
            return any(r["kind"] == "return" for _, r in self.on_line("events", line))
        m = re.fullmatch(r"(no)?(read|write)\s+(\*?)(\w+)(?:\[(\d+)\.\.(\d+)\])?", item)
        if m:
            neg, kind, star, name, lo, hi = m.groups()
            def ok(r):
                if r["kind"] != kind or self.base_name(r["base"]) != name:
                    return False
                if ("through_pointer" in r.get("flags", [])) != bool(star):
                    return False
                if lo is not None and (r.get("offset_lo"), r.get("offset_hi")) != (int(lo), int(hi)):
                    return False
                return True
            found = any(ok(r) for _, r in self.on_line("accesses", line))
            return not found if neg else found
        raise ValueError(f"unknown EXPECT item: {item}")


def main():
    if len(sys.argv) != 5:
        print("usage: check_model.py FRAMA_C RACER_CORE PROGRAM.c WORKDIR", file=sys.stderr)
        return 2
    frama_c, racer_core, program, work = sys.argv[1:]
    os.makedirs(work, exist_ok=True)
    dump_path = os.path.join(work, os.path.basename(program) + ".model.json")
    if os.path.exists(dump_path):
        os.remove(dump_path)
    opts, model_spec, expects = parse_annotations(program)
    c = Checker()

    # The syntactic backend's model: what these annotations describe.
    p = run([frama_c, "-racer", "-cc-value-analysis", "syntactic", "-racer-dump-model", dump_path]
            + opts + [program])
    c.check(p.returncode == 0, f"frama-c exit status {p.returncode}\n{p.stdout}\n{p.stderr}")
    c.check(os.path.exists(dump_path), "frama-c wrote the model dump")
    if p.returncode != 0 or not os.path.exists(dump_path):
        print(f"{c.passed} passed, {c.failed} failed")
        return 1
    with open(dump_path) as f:
        dump = json.load(f)
    m = Model(dump, program)

    counts = {
        "functions": len(dump["functions"]),
        "defined": sum("has_body" in f.get("flags", []) for f in dump["functions"]),
        "calls": sum(e["kind"] == "call" for e in dump.get("events", [])),
        "returns": sum(e["kind"] == "return" for e in dump.get("events", [])),
    }
    for key, want in model_spec.items():
        if key == "entry":
            got = dump["functions"][dump["entry"]]["name"]
            c.check(got == want, f"entry is {got}, expected {want}")
        elif key == "reachable":
            mm = re.search(r"(\d+) functions? reachable", p.stdout + p.stderr)
            c.check(mm is not None and mm.group(1) == want,
                    f"reachable functions in the log: {mm.group(1) if mm else None}, expected {want}")
        else:
            c.check(str(counts[key]) == want, f"MODEL {key}: got {counts[key]}, expected {want}")
    for line, item in expects:
        c.check(m.has_item(line, item), f"{os.path.basename(program)}:{line}: EXPECT {item}")

    # Replay: racer-core must accept the dump and see the same tables.
    r = run([racer_core, "--json", dump_path])
    c.check(r.returncode == 0, f"racer-core exit status {r.returncode}: {r.stderr}")
    if r.returncode == 0:
        summary = json.loads(r.stdout)
        for table in ("functions", "statements", "successors", "bases", "expressions",
                      "events", "arguments", "accesses", "points_to", "contexts"):
            got = summary["tables"].get(table)
            c.check(got == len(dump.get(table, [])),
                    f"racer-core sees {got} rows in {table}, the dump has {len(dump.get(table, []))}")
        c.check(summary.get("entry") == dump["functions"][dump["entry"]]["name"],
                "racer-core reports the same entry")

    return c.summary()


if __name__ == "__main__":
    sys.exit(main())
