#!/usr/bin/env bash
# Runs every Racer test from a fresh checkout: sets up (packages, build,
# install) with share/setup.sh, runs the whole CTest suite (unit, ABI,
# bridge and end-to-end tests through the installed frama-c), then the
# sanitizer and fuzz steps (tests/fuzz/ci.sh: the core's unit tests under
# ASan + UBSan, 60 s of fuzzing per target; RACER_SANITIZE=OFF skips them).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/share/setup.sh"
ctest --test-dir "${RACER_BUILD_DIR:-$root/build}" --output-on-failure -j "${RACER_JOBS:-$(nproc)}"
if [ "${RACER_SANITIZE:-ON}" != OFF ]; then
  "$root/tests/fuzz/ci.sh"
fi
