// Result tables for browsing a run (the Frama-C GUI panels): thread names
// and creation edges, locks with their names, the lock-order graph with
// every acquisition, the cycles (deadlocks, possible, dropped), locksets per
// function summary, call strings of contexts, active threads per point and
// the reasons behind unknown verdicts. Layouts: core/README.md.
//
// Filled here, in the report layer, because they carry the names the
// reports print (report/names), so the GUI and the text agree.
#pragma once

#include "engine/analysis.hpp"
#include "engine/results.hpp"
#include "facts/fact_store.hpp"

namespace racer::report {

// Appends the rows of the browsing tables (and their names to
// results.strings) for a finished run. Called once, after make_results.
void add_browse_tables(const facts::FactStore& facts, const engine::Analysis& analysis,
                       engine::Results& results);

}  // namespace racer::report
