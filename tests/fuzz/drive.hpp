// What one fuzz input goes through: the same calls racer-core and the
// plug-in make, through the public C ABI only (racer.h), so a finding is a
// hole a user can reach. Shared by the libFuzzer targets and by the unit
// test that replays tests/fuzz/regressions in every build.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace racer_fuzz {

// How a drive ended. Anything but Clean is a bug of the core: the ABI
// promises a clear error (a negative status other than RACER_E_INTERNAL)
// for every malformed input.
struct Outcome {
  bool clean = true;
  std::string problem;  // which call and its message when not clean
  bool ran = false;     // the input was accepted and every engine ran
};

// A dump: read (all or nothing), freeze, run to the end, then every report
// (text, JSON, SARIF, deadlocks, DOT, witness), written to /dev/null, and
// every column of every table.
Outcome drive_dump(const std::uint8_t* data, std::size_t size);

// A concurrency-model YAML file: load, then ask the model about every
// name it mentions and a few it does not.
Outcome drive_models(const std::uint8_t* data, std::size_t size);

// For the fuzz targets: prints the problem and aborts (libFuzzer then keeps
// the input) when the drive broke the contract.
void abort_if_broken(const Outcome& out);

}  // namespace racer_fuzz
