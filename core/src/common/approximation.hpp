// What the backend's facts approximate: an option of the run (engine/options)
// that the race and deadlock verdicts read, kept here so that engines need
// not reach up into engine/.
#pragma once

#include <cstdint>

namespace racer {

// Exact (sound for both verdicts), over (more behaviours than the program
// has: may prove absence only), under (fewer: may prove races only) or none
// (neither: an over-approximation that did not complete; no verdict).
enum class Approximation : std::int8_t { Exact, Over, Under, None };

}  // namespace racer
