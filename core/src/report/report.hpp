// Rendering of a finished run: the RacerF-style text report and the JSON
// report of DESIGN.md §4. Engines never format text; this folder does.
#pragma once

#include <string>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

const char* verdict_name(races::Verdict v);  // "race", "no-race", "unknown"

// Human-readable report: every race with both accesses (location, kind,
// thread, locks held, call trace), the imprecisions, a final verdict line.
std::string render_text(const facts::FactStore& facts, const engine::Analysis& analysis);

// The machine report (stable schema, DESIGN.md §4), pretty-printed.
std::string render_json(const facts::FactStore& facts, const engine::Analysis& analysis);

}  // namespace racer::report
