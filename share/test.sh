#!/usr/bin/env bash
# Runs every Racer test from a fresh checkout: sets up (packages, build,
# install) with share/setup.sh, then runs the whole CTest suite (unit, ABI,
# bridge and end-to-end tests through the installed frama-c).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
"$root/share/setup.sh"
ctest --test-dir "${RACER_BUILD_DIR:-$root/build}" --output-on-failure -j "${RACER_JOBS:-$(nproc)}"
