// The verdict from the races and the imprecisions of every engine.
//
// race: a must-race and no imprecision that could make it infeasible;
// no-race: no may-race at all and no imprecision under which an engine may
// have under-approximated; unknown otherwise, with human-readable reasons.
// The rules and why they are sound are in verdict.cpp.
#pragma once

#include <optional>
#include <utility>
#include <vector>

#include "common/approximation.hpp"
#include "facts/fact_store.hpp"
#include "models/classified_event.hpp"
#include "races/race_dependencies.hpp"
#include "findings/race_findings.hpp"

namespace racer::races {

// True for imprecisions that may make a must-race infeasible.
bool blocks_race_verdict(racer::ImprecisionKind kind);

// Sets findings.verdict and findings.unknown_reasons from findings.races and
// findings.imprecisions (every engine's, merged). With `deps`, a must-race
// is kept from being certain only by imprecisions that concern the threads
// it needs; without, by every blocking one.
void decide_verdict(const facts::FactStore& facts, const std::vector<models::ClassifiedEvent>& events,
                    RaceFindings& findings, const RaceDependencies* deps = nullptr);

// Marks race `index` as certain, shown by the execution `witness`
// describes, and makes the verdict `race`: an execution that reaches both
// accesses together needs no assumption the analysis could not check.
void confirm_race(RaceFindings& findings, std::size_t index, std::string witness,
                  std::optional<std::pair<std::size_t, std::size_t>> pair = {});

// Keeps only the verdicts the facts can support: facts of an
// over-approximating thread analysis cannot prove a race (its must-races
// may come from values no run produces), those of an under-approximating
// one cannot prove absence (behaviours it left out may race).
void cap_verdict(Approximation approximation, RaceFindings& findings);

// Keeps only the verdicts facts that leave out `constructs` (the option
// "unmodelled", one a line) can support: none but a race an execution
// shows. Each construct becomes an unmodelled-construct imprecision.
void cap_unmodelled(const std::string& constructs, RaceFindings& findings);

}  // namespace racer::races
