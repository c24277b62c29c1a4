#!/usr/bin/env bash
# Measures how much of core/src the fuzz corpora reach: builds the fuzz
# targets with Clang's source-based coverage into <repo>/build-fuzz-cov,
# runs every input of each target's corpus once (the seeds, the inputs a
# fuzzing run kept in build-fuzz/work, the regressions), and prints
# llvm-cov's line and function totals for core/src.
#
#   tests/fuzz/coverage.sh            # after tests/fuzz/ci.sh or a longer run
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fuzz=${RACER_FUZZ_BUILD_DIR:-$root/build-fuzz}
build=$root/build-fuzz-cov
jobs=${RACER_JOBS:-$(nproc)}
flags="-O1 -g -fprofile-instr-generate -fcoverage-mapping"
CC=clang CXX=clang++ cmake -S "$root" -B "$build" -DRACER_FUZZ=ON -DRACER_BUILD_OCAML=OFF \
  -DRACER_WERROR=OFF -DCMAKE_BUILD_TYPE= -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS="-fprofile-instr-generate" >/dev/null
cmake --build "$build" -j "$jobs" --target fuzz_dump fuzz_models >/dev/null
export ASAN_OPTIONS=detect_leaks=0
for target in dump models; do
  dirs=()
  for d in "$fuzz/work/$target" "$fuzz/corpus/$target" "$root/tests/fuzz/regressions/$target"; do
    if [ -d "$d" ]; then dirs+=("$d"); fi
  done
  LLVM_PROFILE_FILE="$build/$target.profraw" "$build/tests/fuzz/fuzz_$target" -runs=0 "${dirs[@]}" \
    >"$build/$target.log" 2>&1
  llvm-profdata merge -sparse "$build/$target.profraw" -o "$build/$target.profdata"
  echo "== fuzz_$target: inputs of ${dirs[*]}"
  llvm-cov report "$build/tests/fuzz/fuzz_$target" -instr-profile="$build/$target.profdata" \
    "$root/core/src" | tail -n 1 | awk '{printf "core/src: lines %s of %s (%s), functions %s of %s (%s)\n", $8-$9, $8, $10, $5-$6, $5, $7}'
done
