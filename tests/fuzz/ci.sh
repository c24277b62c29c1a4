#!/usr/bin/env bash
# The sanitizer and fuzz steps of the test command (share/test.sh runs this
# after the CTest suite): builds the core, its unit tests and the libFuzzer
# targets once with Clang, AddressSanitizer and UndefinedBehaviorSanitizer,
# runs the unit tests, writes the seed corpora (make_corpus.py, with the
# installed frama-c), then fuzzes each target for RACER_FUZZ_SECONDS
# (default 60) over its corpus and the committed regressions. Any finding,
# hang (10 s) or sanitizer report fails the step; the input is left in
# <build>/findings for tests/fuzz/README.md's triage.
#
# Environment: RACER_FUZZ_BUILD_DIR (default <repo>/build-fuzz),
# RACER_FUZZ_SECONDS, RACER_JOBS.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${RACER_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${RACER_FUZZ_SECONDS:-60}
jobs=${RACER_JOBS:-$(nproc)}

# Clang and its runtimes (libFuzzer, ASan, UBSan) from Debian.
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
missing=()
for p in clang libclang-rt-14-dev; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "racer fuzz: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# -O1 keeps the sanitizers' reports readable and the assertions on.
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DRACER_FUZZ=ON -DRACER_BUILD_OCAML=OFF \
  -DRACER_WERROR=OFF -DCMAKE_BUILD_TYPE= -DCMAKE_C_FLAGS="-O1 -g" -DCMAKE_CXX_FLAGS="-O1 -g" >/dev/null
cmake --build "$build" -j "$jobs" --target racer_unit_tests fuzz_dump fuzz_models fuzz_dump_dict

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
echo "racer fuzz: unit tests under ASan + UBSan"
(cd "$build/tests/unit" && ./racer_unit_tests --warn NoTests)

if [ ! -d "$build/corpus/dump" ]; then
  python3 "$root/tests/fuzz/make_corpus.py" "$build/corpus" --jobs "$jobs"
fi
mkdir -p "$build/findings"
for target in dump models; do
  dict="$build/tests/fuzz/$target.dict"
  work="$build/work/$target"
  mkdir -p "$work"
  echo "racer fuzz: fuzz_$target for ${seconds} s"
  "$build/tests/fuzz/fuzz_$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -dict="$dict" -print_final_stats=1 -artifact_prefix="$build/findings/$target-" \
    "$work" "$build/corpus/$target" "$root/tests/fuzz/regressions/$target" 2>"$build/fuzz_$target.log" || {
      tail -n 60 "$build/fuzz_$target.log"
      echo "racer fuzz: fuzz_$target found a problem; the input is in $build/findings" >&2
      exit 1
    }
  grep -E "^stat::(number_of_executed_units|peak_rss_mb)|cov: " "$build/fuzz_$target.log" | tail -n 3
done
echo "racer fuzz: no finding"
