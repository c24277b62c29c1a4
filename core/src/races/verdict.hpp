// The verdict from the races and the imprecisions of every engine.
//
// race: a must-race and nothing that could make it infeasible; no-race: no
// may-race at all (every engine over-approximates what can run in parallel
// and under-approximates the locks held, so imprecision cannot hide one);
// unknown otherwise, with human-readable reasons.
#pragma once

#include "facts/fact_store.hpp"
#include "races/race_findings.hpp"

namespace racer::races {

// True for imprecisions that may make a must-race infeasible.
bool blocks_race_verdict(engine::ImprecisionKind kind);

// Sets findings.verdict and findings.unknown_reasons.
void decide_verdict(const facts::FactStore& facts, RaceFindings& findings);

}  // namespace racer::races
