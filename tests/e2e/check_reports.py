#!/usr/bin/env python3
"""End-to-end checks of the reports made for CI and code review (issue 20):

- SARIF 2.1.0 of -racer-sarif and -deadlock-sarif, validated three ways:
  the SARIF 2.1.0 JSON schema (python3-jsonschema), the SARIF Multitool's
  `validate` (its SARIF and GitHub rules; errors and warnings fail), and the
  rules GitHub code scanning states for uploads (rule shortDescription,
  fullDescription, help, properties.tags; relative URIs with uriBaseId);
  plus Racer's promises: one result per finding, every access a related
  location, one thread flow per thread, fingerprints that do not move when
  unrelated lines do;
- names a reader recognises: file paths as given, C field paths, lock field
  paths, pair kinds;
- suppressions: a `racer: benign` comment, a suppression file, a baseline,
  a malformed suppression file (a clear error and a non-zero status).

usage: check_reports.py FRAMA_C SOURCE_ROOT WORK_DIR TOOLS_DIR
       check_reports.py --install-tools TOOLS_DIR
       check_reports.py --self-test

TOOLS_DIR holds the npm packages @microsoft/sarif-multitool (the validator)
and @microsoft/jest-sarif (whose package carries the SARIF 2.1.0 schema);
--install-tools puts them there (the CTest fixture e2e_sarif_tools).
"""
import json
import os
import re
import shutil
import subprocess
import sys

NPM_PACKAGES = ["@microsoft/sarif-multitool@5.7.0", "@microsoft/jest-sarif@1.0.0-beta.0"]
FINGERPRINT = "racerFinding/v1"

failures = []


def check(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)
    return cond


# ---- tools -----------------------------------------------------------------

def install_tools(tools):
    os.makedirs(tools, exist_ok=True)
    subprocess.run(["npm", "install", "--prefix", tools, "--no-audit", "--no-fund", "--loglevel", "error"]
                   + NPM_PACKAGES, check=True)
    multitool = multitool_path(tools)
    os.chmod(multitool, 0o755)  # npm may skip the package's postinstall chmod
    print("installed", multitool)


def multitool_path(tools):
    return os.path.join(tools, "node_modules", "@microsoft", "sarif-multitool-linux", "Sarif.Multitool")


def schema_path(tools):
    return os.path.join(tools, "node_modules", "@microsoft", "jest-sarif", "lib", "schemas",
                        "sarif-2.1.0-rtm.5.json")


def schema_errors(tools, doc):
    import jsonschema
    with open(schema_path(tools)) as f:
        schema = json.load(f)
    validator = jsonschema.Draft7Validator(schema)
    return [f"{'/'.join(map(str, e.path))}: {e.message}" for e in validator.iter_errors(doc)]


def multitool_problems(tools, sarif_file, work):
    """The Multitool's errors and warnings (SARIF and GitHub rules) on a file."""
    out = os.path.join(work, os.path.basename(sarif_file) + ".validation.sarif")
    if os.path.exists(out):
        os.remove(out)
    run = subprocess.run([multitool_path(tools), "validate", sarif_file, "--rule-kind", "Gh;Sarif",
                          "--level", "Error;Warning;Note", "-o", out],
                         capture_output=True, text=True, timeout=300)
    if run.returncode != 0 or not os.path.exists(out):
        return [f"multitool failed ({run.returncode}): {run.stdout[-500:]} {run.stderr[-500:]}"]
    with open(out) as f:
        results = json.load(f)["runs"][0].get("results", [])
    return [f"{r['ruleId']} {r.get('level', 'warning')} {r['message'].get('arguments')}"
            for r in results if r.get("level", "warning") in ("error", "warning")]


# ---- what a SARIF report of Racer must hold ----------------------------------

def github_problems(doc):
    """The rules GitHub code scanning states for uploads, and Racer's own."""
    problems = []
    run = doc["runs"][0]
    rules = run["tool"]["driver"].get("rules", [])
    ids = [r["id"] for r in rules]
    for r in rules:
        for key in ("shortDescription", "fullDescription", "help"):
            if not r.get(key, {}).get("text"):
                problems.append(f"rule {r['id']}: no {key}.text")
        if not r.get("properties", {}).get("tags"):
            problems.append(f"rule {r['id']}: no properties.tags")
    if "%SRCROOT%" not in run.get("originalUriBaseIds", {}):
        problems.append("no originalUriBaseIds %SRCROOT%")
    for k, res in enumerate(run["results"]):
        where = f"result {k}"
        if res.get("ruleId") not in ids:
            problems.append(f"{where}: ruleId {res.get('ruleId')} is not a rule")
        elif ids[res.get("ruleIndex", -1)] != res["ruleId"]:
            problems.append(f"{where}: ruleIndex does not match ruleId")
        if not res.get("message", {}).get("text"):
            problems.append(f"{where}: no message")
        if not re.fullmatch(r"[0-9a-f]{16}", res.get("partialFingerprints", {}).get(FINGERPRINT, "")):
            problems.append(f"{where}: no {FINGERPRINT} fingerprint")
        for loc in res.get("locations", []) + res.get("relatedLocations", []):
            art = loc["physicalLocation"]["artifactLocation"]
            if art["uri"].startswith("/"):
                problems.append(f"{where}: absolute path without file:// ({art['uri']})")
            if not art["uri"].startswith("file://") and art.get("uriBaseId") != "%SRCROOT%":
                problems.append(f"{where}: relative uri {art['uri']} without uriBaseId")
            if loc["physicalLocation"].get("region", {}).get("startLine", 0) < 1:
                problems.append(f"{where}: no startLine")
    return problems


def race_problems(doc):
    """A race result: its accesses related, one thread flow per thread."""
    problems = []
    for k, res in enumerate(doc["runs"][0]["results"]):
        if len(res.get("relatedLocations", [])) < 2:
            problems.append(f"result {k}: fewer than two related locations (the two accesses)")
        flows = res.get("codeFlows", [{}])[0].get("threadFlows", [])
        if len(flows) != 2:
            problems.append(f"result {k}: {len(flows)} thread flows, expected 2 (one per access's thread)")
        for f in flows:
            steps = f.get("locations", [])
            if not steps or steps[-1].get("importance") != "essential":
                problems.append(f"result {k}: a thread flow does not end at its access")
    return problems


def validate(tools, sarif_file, work, label):
    with open(sarif_file) as f:
        doc = json.load(f)
    check(doc.get("version") == "2.1.0", f"{label}: SARIF version 2.1.0")
    errs = schema_errors(tools, doc)
    check(not errs, f"{label}: valid against the SARIF 2.1.0 schema {errs[:3]}")
    probs = multitool_problems(tools, sarif_file, work)
    check(not probs, f"{label}: SARIF Multitool validate finds no error or warning {probs[:5]}")
    gh = github_problems(doc)
    check(not gh, f"{label}: GitHub code scanning's rules {gh[:5]}")
    return doc


# ---- runs -------------------------------------------------------------------

def racer(frama_c, args, cwd):
    # Frama-C makes paths relative to $PWD, as a shell sets it.
    env = dict(os.environ, PWD=os.path.realpath(cwd))
    run = subprocess.run([frama_c] + args, capture_output=True, text=True, cwd=cwd, env=env, timeout=600)
    return run.returncode, run.stdout + run.stderr


def fingerprints(doc):
    return sorted(r["partialFingerprints"][FINGERPRINT] for r in doc["runs"][0]["results"])


def main(frama_c, root, work, tools):
    if os.path.isdir(work):
        shutil.rmtree(work)
    os.makedirs(work)
    examples = os.path.join(root, "share", "examples")

    # 1. A racy example, run from the source root with a relative path: URIs
    #    relative to %SRCROOT%, which is the directory Racer ran in.
    sarif = os.path.join(work, "counter.sarif")
    rc, out = racer(frama_c, ["-racer", "-racer-sarif", sarif, "share/examples/counter_race.c"], root)
    check(rc == 0 and os.path.exists(sarif), "counter_race.c: SARIF written")
    doc = validate(tools, sarif, work, "counter_race.c")
    res = doc["runs"][0]["results"]
    check(len(res) == 1 and res[0]["ruleId"] == "RACER1001", "counter_race.c: one certain-race result")
    check(not race_problems(doc), f"counter_race.c: accesses and thread flows {race_problems(doc)}")
    uri = res[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    check(uri == "share/examples/counter_race.c", f"counter_race.c: relative URI ({uri})")
    base = doc["runs"][0]["originalUriBaseIds"]["%SRCROOT%"]["uri"]
    check(base == "file://" + os.path.realpath(root).rstrip("/") + "/", f"%SRCROOT% is the run's directory ({base})")
    check("share/examples/counter_race.c:15" in out, "text report: the path as given, not only the basename")
    check(re.search(r"Data race \(must\) on counter: read-write, write-write", out) is not None,
          "text report: one finding listing both pair kinds")

    # 2. Races and deadlocks of one program, each its own SARIF file.
    races_sarif = os.path.join(work, "transfer.races.sarif")
    dl_sarif = os.path.join(work, "transfer.deadlocks.sarif")
    rc, out = racer(frama_c, ["-racer", "-deadlock", "-racer-sarif", races_sarif, "-deadlock-sarif", dl_sarif,
                              os.path.join(examples, "transfer_deadlock_race.c")], work)
    check(rc == 0, "transfer_deadlock_race.c: runs")
    doc = validate(tools, races_sarif, work, "transfer races")
    check(any(r["ruleId"] == "RACER1001" for r in doc["runs"][0]["results"]), "transfer: a certain race")
    check(not race_problems(doc), f"transfer: accesses and thread flows {race_problems(doc)}")
    uri = doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    check(uri.startswith("file:///"), f"a file outside the run's directory: absolute file URI ({uri})")
    doc = validate(tools, dl_sarif, work, "transfer deadlocks")
    dls = [r for r in doc["runs"][0]["results"] if r["ruleId"] == "RACER2001"]
    check(len(dls) >= 1, "transfer: a deadlock result")
    check(all(len(r["codeFlows"][0]["threadFlows"]) >= 2 for r in dls), "deadlock: a thread flow per thread")

    # 3. Fingerprints do not move when unrelated lines do.
    for d in ("before", "after"):
        os.makedirs(os.path.join(work, d))
    with open(os.path.join(examples, "counter_race.c")) as f:
        text = f.read()
    with open(os.path.join(work, "before", "counter_race.c"), "w") as f:
        f.write(text)
    with open(os.path.join(work, "after", "counter_race.c"), "w") as f:
        f.write("/* An unrelated edit:\n   three more lines. */\n\n" + text)
    docs = {}
    for d in ("before", "after"):
        out_file = os.path.join(work, d + ".sarif")
        racer(frama_c, ["-racer", "-racer-sarif", out_file, "counter_race.c"], os.path.join(work, d))
        with open(out_file) as f:
            docs[d] = json.load(f)
    line = lambda doc: doc["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"]
    check(line(docs["after"]) == line(docs["before"]) + 3, "the edit moved the finding 3 lines down")
    check(fingerprints(docs["before"]) == fingerprints(docs["after"]), "fingerprints unchanged by the edit")

    # 4. C names: fields, locks inside structs.
    names_c = os.path.join(root, "tests", "e2e", "report_names.c")
    for backend in ("syntactic", "alias", "eva"):
        rc, out = racer(frama_c, ["-racer", "-cc-value-analysis", backend, names_c], work)
        check("Data race (must) on acct.audits" in out, f"{backend}: the race names its field")
        check("locks held: {g_stats.mu}" in out, f"{backend}: the lock is named by its field path")

    # 5. Suppressions.
    sup = os.path.join(work, "suppress")
    os.makedirs(sup)
    benign = text.replace("counter = counter + 1; /* no lock", "counter = counter + 1; /* racer: benign */ /* no lock", 1)
    check(benign != text, "counter_race.c has a line to mark")
    with open(os.path.join(sup, "marked.c"), "w") as f:
        f.write(benign)
    shutil.copy(os.path.join(examples, "counter_race.c"), os.path.join(sup, "counter_race.c"))
    rc, out = racer(frama_c, ["-racer", "-racer-sarif", "marked.sarif", "-racer-json", "marked.json", "marked.c"], sup)
    check("Suppressed findings: 1" in out and "Data race (must)" not in out,
          "racer: benign: the finding is hidden and counted")
    check("Verdict: race" in out, "a suppression changes no verdict")
    with open(os.path.join(sup, "marked.sarif")) as f:
        res = json.load(f)["runs"][0]["results"]
    check(res and res[0].get("suppressions", [{}])[0].get("kind") == "inSource",
          "SARIF: an in-source suppression")
    with open(os.path.join(sup, "marked.json")) as f:
        check((json.load(f)["races"][0]["suppressed"] or "").startswith("in source"),
              "JSON: the race is marked suppressed")
    with open(os.path.join(sup, "rules.supp"), "w") as f:
        f.write("# reviewed 2026-11\n\nfunction nobody\nlocation count*   # the counter is statistics only\n")
    rc, out = racer(frama_c, ["-racer", "-racer-verbose", "2", "-racer-suppress", "rules.supp",
                              "-racer-sarif", "rules.sarif", "counter_race.c"], sup)
    check("Suppressed: data race (must) on counter" in out and "rules.supp:4" in out,
          "suppression file: the rule that matched is named (-racer-verbose 2)")
    with open(os.path.join(sup, "rules.sarif")) as f:
        res = json.load(f)["runs"][0]["results"]
    check(res and res[0].get("suppressions", [{}])[0].get("kind") == "external", "SARIF: an external suppression")
    rc, out = racer(frama_c, ["-racer", "-racer-baseline", os.path.join(work, "before.sarif"),
                              "counter_race.c"], sup)
    check("Suppressed findings: 1" in out and "in baseline" not in out.split("Suppressed findings")[0],
          "baseline: a finding of the earlier report is not reported again")
    rc, out = racer(frama_c, ["-racer", "-racer-verbose", "2", "-racer-baseline", os.path.join(sup, "rules.sarif"),
                              "marked.c"], sup)
    check("Suppressed findings: 1" in out, "baseline: matched by fingerprint, whatever the file's lines")
    with open(os.path.join(sup, "bad.supp"), "w") as f:
        f.write("locatoin counter\n")
    rc, out = racer(frama_c, ["-racer", "-racer-suppress", "bad.supp", "counter_race.c"], sup)
    check(rc != 0 and "bad.supp:1: unknown rule \"locatoin\"" in out, "a malformed suppression file: clear error")
    with open(os.path.join(sup, "bad.sarif"), "w") as f:
        f.write("{ not json")
    rc, out = racer(frama_c, ["-racer", "-racer-baseline", "bad.sarif", "counter_race.c"], sup)
    check(rc != 0 and "bad.sarif: not JSON" in out, "a broken baseline: clear error")


def self_test():
    """The structural checks must reject broken reports."""
    good = {"version": "2.1.0", "runs": [{
        "tool": {"driver": {"name": "Racer", "rules": [{
            "id": "RACER1001", "shortDescription": {"text": "s"}, "fullDescription": {"text": "f"},
            "help": {"text": "h"}, "properties": {"tags": ["concurrency"]}}]}},
        "originalUriBaseIds": {"%SRCROOT%": {"uri": "file:///w/"}},
        "results": [{"ruleId": "RACER1001", "ruleIndex": 0, "message": {"text": "m"},
                     "partialFingerprints": {FINGERPRINT: "0123456789abcdef"},
                     "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a.c", "uriBaseId": "%SRCROOT%"},
                                                         "region": {"startLine": 3}}}],
                     "relatedLocations": [], "codeFlows": [{"threadFlows": []}]}]}]}
    check(not github_problems(good), "self-test: a good report passes")
    import copy
    for label, broken in [
        ("no help", lambda d: d["runs"][0]["tool"]["driver"]["rules"][0].pop("help")),
        ("no tags", lambda d: d["runs"][0]["tool"]["driver"]["rules"][0].pop("properties")),
        ("absolute uri", lambda d: d["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
         ["artifactLocation"].update(uri="/w/a.c")),
        ("no uriBaseId", lambda d: d["runs"][0]["results"][0]["locations"][0]["physicalLocation"]
         ["artifactLocation"].pop("uriBaseId")),
        ("no fingerprint", lambda d: d["runs"][0]["results"][0].pop("partialFingerprints")),
        ("unknown rule", lambda d: d["runs"][0]["results"][0].update(ruleId="X1")),
    ]:
        d = copy.deepcopy(good)
        broken(d)
        check(bool(github_problems(d)), f"self-test: {label} is rejected")
    check(bool(race_problems(good)), "self-test: a race without accesses and thread flows is rejected")


if __name__ == "__main__":
    if len(sys.argv) == 2 and sys.argv[1] == "--self-test":
        self_test()
    elif len(sys.argv) == 3 and sys.argv[1] == "--install-tools":
        install_tools(sys.argv[2])
        sys.exit(0)
    elif len(sys.argv) == 5:
        try:
            import jsonschema  # noqa: F401
        except ImportError:
            # Debian's python3-jsonschema is for Debian's python3; CTest may
            # have found another interpreter first.
            if os.path.exists("/usr/bin/python3") and sys.executable != "/usr/bin/python3":
                os.execv("/usr/bin/python3", ["/usr/bin/python3"] + sys.argv)
            raise
        main(*sys.argv[1:])
    else:
        print(__doc__)
        sys.exit(2)
    print(f"{len(failures)} failure(s)")
    sys.exit(1 if failures else 0)
