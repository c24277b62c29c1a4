#!/usr/bin/env bash
# Sets Racer up on a Debian 12 machine: installs the Debian packages it needs,
# configures, builds and installs the core CLI and the Frama-C plug-in (into
# `frama-c -print-plugin-path`), so that `frama-c -racer prog.c` works.
#
# Environment: RACER_BUILD_DIR (default <repo>/build), RACER_WERROR=ON to make
# warnings errors (CI), RACER_JOBS (default: number of cores).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${RACER_BUILD_DIR:-$root/build}
jobs=${RACER_JOBS:-$(nproc)}

packages=(
  frama-c-base ocaml-nox ocaml-findlib libctypes-ocaml-dev
  liblablgtk3-ocaml-dev libcairo2-ocaml-dev
  g++ make cmake catch2 libyaml-cpp-dev nlohmann-json3-dev
  python3 graphviz xvfb xauth imagemagick
  # The SARIF tests validate with the SARIF 2.1.0 schema (python3-jsonschema)
  # and the SARIF Multitool (npm; Node.js below when the machine has none).
  python3-jsonschema
  # frama-c-gui: WP's GUI reads why3's prover data at start-up and stops
  # the GUI with an error dialog without it (a Recommends of frama-c-base).
  why3
)

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ! command -v npm >/dev/null 2>&1; then
  missing+=(nodejs npm)
fi
if [ "${#missing[@]}" -gt 0 ]; then
  echo "racer setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S "$root" -B "$build" -DRACER_WERROR="${RACER_WERROR:-OFF}"
cmake --build "$build" -j "$jobs"
$sudo cmake --install "$build"
echo "racer setup: installed; try: frama-c -racer $root/share/examples/counter_race.c"
