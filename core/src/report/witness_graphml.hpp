// The SV-COMP violation witness of a certain data race (GraphML witness
// format 1.0, sosy-lab/sv-witnesses README-GraphML.md), rendered from a
// finished run like the reports; docs/report-format.md shows one.
#pragma once

#include <string>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

// What the witness says of the verification task besides the race.
struct WitnessTask {
  std::string program_file;   // as given to the verifier (`programfile`)
  std::string program_hash;   // SHA-256 of its bytes, hex (`programhash`)
  std::string architecture;   // "32bit", "64bit", or the machdep's own name
  std::string creation_time;  // ISO 8601 (`creationtime`)
};

// The property SV-COMP checks for data races.
inline constexpr const char* kNoDataRaceSpecification = "CHECK( init(main()), LTL(G ! data-race) )";

// The witness of the first must-race: an entry node, the creation and start
// of every thread from main down to each of the two accesses' threads, and
// one violation node per access reached by an edge on the access's line.
// Throws Error(RACER_E_STATE) when the verdict is not `race` (a may-race
// has no violation to witness).
std::string render_witness_graphml(const facts::FactStore& facts, const engine::Analysis& analysis,
                                   const WitnessTask& task);

// The current time, UTC, as the witness's creationtime ("2024-05-01T12:00:00Z").
std::string creation_time_now();

}  // namespace racer::report
