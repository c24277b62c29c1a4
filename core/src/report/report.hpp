// Rendering of a finished run: the RacerF-style text report, the JSON
// report of DESIGN.md §4 and SARIF. Engines never format text; this folder does.
#pragma once

#include <string>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"
#include "report/blocks.hpp"

namespace racer::report {

const char* verdict_name(races::Verdict v);  // "race", "no-race", "unknown"

// The race report as blocks (blocks.hpp).
Blocks race_blocks(const facts::FactStore& facts, const engine::Analysis& analysis);

// Human-readable report: every race with both accesses (location, kind,
// thread, locks held, call trace), the imprecisions, a final verdict line.
std::string render_text(const facts::FactStore& facts, const engine::Analysis& analysis);

// The machine report (stable schema, DESIGN.md §4), pretty-printed.
// Without `races`, the race fields (verdict, races, unknown_reasons) are
// left out: a -deadlock run says nothing of races
// it was not asked about; without `deadlocks`, the deadlock ones.
std::string render_json(const facts::FactStore& facts, const engine::Analysis& analysis, bool races = true,
                        bool deadlocks = true);

// SARIF 2.1.0 (docs/report-format.md, "SARIF"): the races of -racer or the
// deadlocks of -deadlock, each run a SARIF file of its own.
enum class SarifFindings { Races, Deadlocks };
std::string render_sarif(const facts::FactStore& facts, const engine::Analysis& analysis, SarifFindings which);

}  // namespace racer::report
