#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora from the project's own inputs.

  make_corpus.py OUT_DIR [--every N] [--frama-c PATH]

OUT_DIR/dump: the model dumps `frama-c -racer -racer-dump-model` writes for
every N-th program of tests/programs/races and tests/programs/deadlocks
(all three backends in turn, so Eva's per-callstack facts are there too),
plus tests/unit/data/*.json. OUT_DIR/models: share/models/*.yaml, one file
per section of each as well (smaller seeds mutate faster). Without frama-c
on the PATH the dump corpus holds the unit-test dumps only, and says so.
"""
import argparse
import concurrent.futures
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
BACKENDS = ["eva", "alias", "syntactic"]


def dump_one(frama_c, program, backend, out):
    cmd = [frama_c, "-racer", "-cc-value-analysis", backend, "-racer-dump-model", str(out), str(program)]
    try:
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120, check=False)
    except subprocess.TimeoutExpired:
        pass
    return out.exists()


def split_sections(text):
    """The top-level sections of a YAML model file, each as a file of its own."""
    sections, current = [], []
    for line in text.splitlines(keepends=True):
        if line[:1].isalpha() and current:
            sections.append("".join(current))
            current = []
        current.append(line)
    if current:
        sections.append("".join(current))
    return [s for s in sections if any(c.isalpha() for c in s)]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--frama-c", default=shutil.which("frama-c"))
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    out = pathlib.Path(args.out)
    (out / "dump").mkdir(parents=True, exist_ok=True)
    (out / "models").mkdir(parents=True, exist_ok=True)

    for j in sorted((ROOT / "tests/unit/data").glob("*.json")):
        shutil.copy(j, out / "dump" / j.name)
    for y in sorted((ROOT / "share/models").glob("*.yaml")):
        text = y.read_text()
        (out / "models" / y.name).write_text(text)
        for i, section in enumerate(split_sections(text)):
            (out / "models" / f"{y.stem}.{i}.yaml").write_text(section)

    made = 0
    if args.frama_c:
        programs = []
        for folder in ("races", "deadlocks"):
            programs += sorted((ROOT / "tests/programs" / folder).glob("*.c"))[:: max(1, args.every)]
        jobs = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for i, p in enumerate(programs):
                backend = BACKENDS[i % len(BACKENDS)]
                target = out / "dump" / f"{p.stem}.{backend}.json"
                jobs.append(pool.submit(dump_one, args.frama_c, p, backend, target))
            made = sum(1 for j in jobs if j.result())
        print(f"make_corpus: {made} dumps of {len(programs)} programs in {out / 'dump'}")
    else:
        print("make_corpus: no frama-c on the PATH: the dump corpus holds the unit-test dumps only",
              file=sys.stderr)
    print(f"make_corpus: {len(list((out / 'models').iterdir()))} model files in {out / 'models'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
