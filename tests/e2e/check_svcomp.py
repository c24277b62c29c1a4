#!/usr/bin/env python3
"""End-to-end check of the SV-COMP mode (-racer-svcomp, -racer-witness-path)
on the shipped examples: the last line of standard output is the verdict
SV-COMP reads (TRUE, FALSE(no-data-race), UNKNOWN) for the verdict the
example's header states, also when another plug-in prints after Racer;
a racy example gets a violation witness (at -racer-witness-path, or
witness.graphml in the current directory without it) that is valid for the
GraphML witness format 1.0 (sosy-lab/sv-witnesses, README-GraphML.md,
checked here as its linter witnesslint does, plus the data-race
specification, the program's SHA-256 and thread ids created before use); a
race-free one gets none.

usage: check_svcomp.py FRAMA_C EXAMPLES_DIR WORK_DIR
       check_svcomp.py --self-test     (the checker must reject bad witnesses)
"""
import hashlib
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

from e2e_checks import Checker, no_crash

GRAPHML_NS = "http://graphml.graphdrawing.org/xmlns"
SPECIFICATION = "CHECK( init(main()), LTL(G ! data-race) )"
VERDICT_LINES = {"race": "FALSE(no-data-race)", "no-race": "TRUE", "unknown": "UNKNOWN"}
CREATIONTIME = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$")

# The keys of the format (README-GraphML.md): the element each one is for and
# its attr.type where the description fixes one.
KNOWN_KEYS = {
    "witness-type": ("graph", "string"), "sourcecodelang": ("graph", "string"),
    "producer": ("graph", "string"), "specification": ("graph", "string"),
    "programfile": ("graph", "string"), "programhash": ("graph", "string"),
    "architecture": ("graph", "string"), "creationtime": ("graph", "string"),
    "entry": ("node", "boolean"), "sink": ("node", "boolean"), "violation": ("node", "boolean"),
    "invariant": ("node", "string"), "invariant.scope": ("node", "string"),
    "assumption": ("edge", "string"), "assumption.scope": ("edge", "string"),
    "assumption.resultfunction": ("edge", "string"), "control": ("edge", "string"),
    "startline": ("edge", "int"), "endline": ("edge", "int"),
    "startoffset": ("edge", "int"), "endoffset": ("edge", "int"),
    "enterLoopHead": ("edge", "boolean"), "enterFunction": ("edge", "string"),
    "returnFromFunction": ("edge", "string"), "threadId": ("edge", "string"),
    "createThread": ("edge", "string"),
}
REQUIRED_GRAPH_DATA = ("witness-type", "sourcecodelang", "producer", "specification",
                       "programfile", "programhash", "architecture", "creationtime")
BOOLEAN_KEYS = ("entry", "sink", "violation", "enterLoopHead")


def tag(element):
    return element.tag.rpartition("}")[2]


def validate_witness(text, program):
    """The list of ways `text` is not a valid data-race violation witness
    for the bytes `program` (empty when it is one)."""
    errors = []
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        return [f"not well-formed XML: {e}"]
    if root.tag != "{%s}graphml" % GRAPHML_NS:
        errors.append(f"root element {root.tag}, not graphml in namespace {GRAPHML_NS}")

    keys = {}
    for key in root.findall("{%s}key" % GRAPHML_NS):
        kid, domain = key.get("id"), key.get("for")
        if not kid or not domain:
            errors.append(f"key without id or for: {key.attrib}")
            continue
        if kid in keys:
            errors.append(f"key {kid} declared twice")
        keys[kid] = domain
        if kid in KNOWN_KEYS:
            want_domain, want_type = KNOWN_KEYS[kid]
            if domain != want_domain:
                errors.append(f"key {kid} is for {domain}, the format says {want_domain}")
            if key.get("attr.type") != want_type:
                errors.append(f"key {kid} has attr.type {key.get('attr.type')}, the format says {want_type}")
        defaults = key.findall("{%s}default" % GRAPHML_NS)
        if kid in BOOLEAN_KEYS and defaults and (defaults[0].text or "").strip() != "false":
            errors.append(f"default of {kid} is not false")
    for kid in REQUIRED_GRAPH_DATA + ("entry", "violation"):
        if kid not in keys:
            errors.append(f"key {kid} not declared")

    graphs = root.findall("{%s}graph" % GRAPHML_NS)
    if len(graphs) != 1:
        return errors + [f"{len(graphs)} graph elements, not one"]
    graph = graphs[0]
    if graph.get("edgedefault") != "directed":
        errors.append("graph edgedefault is not directed")

    def data_of(element, domain):
        values = {}
        for d in element:
            if tag(d) != "data":
                continue
            key, value = d.get("key"), (d.text or "").strip()
            if keys.get(key) != domain:
                errors.append(f"data key {key!r} on a {domain} is not declared for {domain}")
            if key in BOOLEAN_KEYS and value not in ("true", "false"):
                errors.append(f"{key} = {value!r} is not a boolean")
            if key in values and domain == "graph":
                errors.append(f"graph data {key} given twice")
            values[key] = value
        return values

    info = data_of(graph, "graph")
    for kid in REQUIRED_GRAPH_DATA:
        if not info.get(kid):
            errors.append(f"graph data {kid} missing or empty")
    if info.get("witness-type") != "violation_witness":
        errors.append(f"witness-type {info.get('witness-type')!r}")
    if info.get("sourcecodelang") != "C":
        errors.append(f"sourcecodelang {info.get('sourcecodelang')!r}")
    if info.get("specification") != SPECIFICATION:
        errors.append(f"specification {info.get('specification')!r}")
    if info.get("programhash", "").lower() != hashlib.sha256(program).hexdigest():
        errors.append(f"programhash {info.get('programhash')!r} is not the program's SHA-256")
    if info.get("architecture") not in ("32bit", "64bit"):
        errors.append(f"architecture {info.get('architecture')!r}")
    if not CREATIONTIME.match(info.get("creationtime", "")):
        errors.append(f"creationtime {info.get('creationtime')!r} is not ISO 8601")

    nodes, entries, violations = {}, [], []
    for node in graph.findall("{%s}node" % GRAPHML_NS):
        nid = node.get("id")
        if nid is None or nid in nodes:
            errors.append(f"node id {nid!r} missing or repeated")
            continue
        nodes[nid] = data_of(node, "node")
        if nodes[nid].get("entry") == "true":
            entries.append(nid)
        if nodes[nid].get("violation") == "true":
            violations.append(nid)
    if len(entries) != 1:
        errors.append(f"{len(entries)} entry nodes, not one")
    if not violations:
        errors.append("no violation node")

    lines = program.count(b"\n") + (0 if program.endswith(b"\n") else 1)
    edges = {}
    for edge in graph.findall("{%s}edge" % GRAPHML_NS):
        source, target = edge.get("source"), edge.get("target")
        for end in (source, target):
            if end not in nodes:
                errors.append(f"edge {source}->{target}: no node {end!r}")
        if source == target:
            errors.append(f"self-loop on {source}")
        data = data_of(edge, "edge")
        for key in ("startline", "endline"):
            if key in data and not (data[key].isdigit() and 1 <= int(data[key]) <= lines):
                errors.append(f"edge {source}->{target}: {key} {data[key]!r} is not a line of the program")
        if "startline" in data and "endline" in data and data["startline"].isdigit() \
                and data["endline"].isdigit() and int(data["startline"]) > int(data["endline"]):
            errors.append(f"edge {source}->{target}: startline after endline")
        if "enterFunction" in data and not data["enterFunction"]:
            errors.append(f"edge {source}->{target}: empty enterFunction")
        edges.setdefault(source, []).append((target, data))

    # Every violation node is reached from the entry, and on the way every
    # threadId names a thread some earlier edge created (createThread).
    if len(entries) == 1:
        reached = set()
        stack = [(entries[0], frozenset())]
        while stack:
            nid, created = stack.pop()
            if nid in reached:
                continue
            reached.add(nid)
            for target, data in edges.get(nid, []):
                if "threadId" in data and data["threadId"] not in created:
                    errors.append(f"edge {nid}->{target}: thread {data['threadId']} not created before")
                now = created | ({data["createThread"]} if "createThread" in data else set())
                stack.append((target, now))
        for v in violations:
            if v not in reached:
                errors.append(f"violation node {v} not reachable from the entry")
    return errors


def last_line(output):
    lines = [l for l in output.splitlines() if l.strip()]
    return lines[-1] if lines else None


def expected_verdict(text):
    m = re.search(r"Expected verdict:\s*(no-race|race|unknown)\b", text)
    return m.group(1) if m else None


# A valid witness for SAMPLE_PROGRAM, the self-test's starting point.
SAMPLE_PROGRAM = b"int g;\nvoid *w(void *a) { g = 1; return a; }\nint main(void) { g = 2; }\n"
SAMPLE = """<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<graphml xmlns="http://graphml.graphdrawing.org/xmlns">
 <key attr.name="witness-type" attr.type="string" for="graph" id="witness-type"/>
 <key attr.name="sourcecodeLanguage" attr.type="string" for="graph" id="sourcecodelang"/>
 <key attr.name="producer" attr.type="string" for="graph" id="producer"/>
 <key attr.name="specification" attr.type="string" for="graph" id="specification"/>
 <key attr.name="programFile" attr.type="string" for="graph" id="programfile"/>
 <key attr.name="programHash" attr.type="string" for="graph" id="programhash"/>
 <key attr.name="architecture" attr.type="string" for="graph" id="architecture"/>
 <key attr.name="creationTime" attr.type="string" for="graph" id="creationtime"/>
 <key attr.name="isEntryNode" attr.type="boolean" for="node" id="entry"><default>false</default></key>
 <key attr.name="isViolationNode" attr.type="boolean" for="node" id="violation"><default>false</default></key>
 <key attr.name="endline" attr.type="int" for="edge" id="endline"/>
 <key attr.name="enterFunction" attr.type="string" for="edge" id="enterFunction"/>
 <key attr.name="threadId" attr.type="string" for="edge" id="threadId"/>
 <key attr.name="createThread" attr.type="string" for="edge" id="createThread"/>
 <graph edgedefault="directed">
  <data key="witness-type">violation_witness</data>
  <data key="sourcecodelang">C</data>
  <data key="producer">test</data>
  <data key="specification">CHECK( init(main()), LTL(G ! data-race) )</data>
  <data key="programfile">p.c</data>
  <data key="programhash">HASH</data>
  <data key="architecture">64bit</data>
  <data key="creationtime">2024-05-01T12:00:00Z</data>
  <node id="start"><data key="entry">true</data></node>
  <node id="main"/>
  <node id="access1"><data key="violation">true</data></node>
  <edge source="start" target="main"><data key="enterFunction">main</data><data key="createThread">0</data></edge>
  <edge source="main" target="access1"><data key="threadId">0</data><data key="endline">3</data></edge>
 </graph>
</graphml>
""".replace("HASH", hashlib.sha256(SAMPLE_PROGRAM).hexdigest())


def self_test():
    c = Checker()
    c.check(validate_witness(SAMPLE, SAMPLE_PROGRAM) == [], "the sample witness is valid",
            "\n".join(validate_witness(SAMPLE, SAMPLE_PROGRAM)))
    broken = [
        ("not XML", SAMPLE.replace("</graph>", "")),
        ("another namespace", SAMPLE.replace("graphml.graphdrawing.org/xmlns", "example.org")),
        ("program hash of another program", SAMPLE.replace(hashlib.sha256(SAMPLE_PROGRAM).hexdigest(), "0" * 64)),
        ("no programhash", re.sub(r'  <data key="programhash">.*\n', "", SAMPLE)),
        ("correctness witness", SAMPLE.replace(">violation_witness<", ">correctness_witness<")),
        ("another property", SAMPLE.replace("data-race", "call(reach_error())")),
        ("a time without seconds", SAMPLE.replace("12:00:00Z", "12:00Z")),
        ("architecture unknown", SAMPLE.replace(">64bit<", ">128bit<")),
        ("entry key for edges", SAMPLE.replace('for="node" id="entry"', 'for="edge" id="entry"')),
        ("endline not an int key", SAMPLE.replace('attr.type="int" for="edge" id="endline"',
                                                  'attr.type="string" for="edge" id="endline"')),
        ("violation defaults to true", SAMPLE.replace("<default>false</default></key>\n <key attr.name=\"endline\"",
                                                      "<default>true</default></key>\n <key attr.name=\"endline\"")),
        ("undeclared key", SAMPLE.replace('<data key="endline">3', '<data key="line">3')),
        ("no entry node", SAMPLE.replace('<data key="entry">true</data>', "")),
        ("two entry nodes", SAMPLE.replace('<node id="main"/>', '<node id="main"><data key="entry">true</data></node>')),
        ("no violation node", SAMPLE.replace('<data key="violation">true</data>', "")),
        ("edge to no node", SAMPLE.replace('target="access1"', 'target="access9"')),
        ("line past the end", SAMPLE.replace('<data key="endline">3', '<data key="endline">30')),
        ("thread never created", SAMPLE.replace('<data key="threadId">0', '<data key="threadId">7')),
        ("violation unreachable", SAMPLE.replace('source="main" target="access1"', 'source="access1" target="main"')),
    ]
    for name, text in broken:
        c.check(validate_witness(text, SAMPLE_PROGRAM) != [], f"rejects a witness with {name}")
    c.check(last_line("[racer] Verdict: race\nFALSE(no-data-race)\n\n") == "FALSE(no-data-race)",
            "the last non-empty line")
    c.check(last_line("TRUE\n[metrics] done\n") == "[metrics] done", "a line after the verdict is last")
    return c.summary()


def run(frama_c, args, cwd):
    proc = subprocess.run([frama_c] + args, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    frama_c, examples, work = argv[1], os.path.abspath(argv[2]), os.path.abspath(argv[3])
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    c = Checker()
    names = sorted(n for n in os.listdir(examples) if n.endswith(".c"))
    c.check(bool(names), f"examples in {examples}")
    racy = None
    for name in names:
        path = os.path.join(examples, name)
        with open(path, "rb") as f:
            program = f.read()
        expected = expected_verdict(program.decode("utf-8", "replace"))
        if not c.check(expected is not None, f"{name}: the header states a verdict"):
            continue
        witness = os.path.join(work, name + ".graphml")
        rc, out, err = run(frama_c, ["-racer-svcomp", "-racer-witness-path", witness, path], work)
        everything = out + err
        c.check(rc == 0 and no_crash(everything), f"{name}: frama-c -racer-svcomp exits 0", everything)
        c.check(last_line(out) == VERDICT_LINES[expected],
                f"{name}: last line {last_line(out)!r}, expected {VERDICT_LINES[expected]!r}", out)
        if expected == "race":
            racy = racy or path
            if c.check(os.path.exists(witness), f"{name}: witness written", everything):
                with open(witness) as f:
                    text = f.read()
                problems = validate_witness(text, program)
                c.check(problems == [], f"{name}: the witness is valid", "\n".join(problems) + "\n" + text)
        else:
            c.check(not os.path.exists(witness), f"{name}: no witness without a certain race")
        print(f"{name}: {last_line(out)}")

    # The default path, and the verdict still last after another plug-in
    # (Frama-C's metrics) printed its results.
    if racy is not None:
        default_dir = os.path.join(work, "default")
        os.makedirs(default_dir)
        rc, out, err = run(frama_c, ["-racer-svcomp", racy, "-then", "-metrics"], default_dir)
        c.check(rc == 0 and "[metrics]" in out, "-racer-svcomp -then -metrics runs both", out + err)
        c.check(last_line(out) == "FALSE(no-data-race)", "the verdict is last after -then -metrics", out)
        default_witness = os.path.join(default_dir, "witness.graphml")
        if c.check(os.path.exists(default_witness), "witness.graphml in the current directory"):
            with open(default_witness) as f, open(racy, "rb") as p:
                problems = validate_witness(f.read(), p.read())
            c.check(problems == [], "the default witness is valid", "\n".join(problems))
        # Only -racer-witness-path (no SV-COMP mode): the witness, no verdict line.
        alone = os.path.join(work, "alone.graphml")
        rc, out, err = run(frama_c, ["-racer", "-racer-witness-path", alone, racy], work)
        c.check(rc == 0 and os.path.exists(alone), "-racer-witness-path alone writes the witness", out + err)
        c.check(last_line(out) not in VERDICT_LINES.values(), "no verdict line without -racer-svcomp", out)
    return c.summary()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
