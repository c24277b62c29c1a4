// The result tables of a run, as the ABI shows them: int32 columns.
//
// Engines produce structured findings (engine/analysis.hpp); once the run is
// done they are flattened here into read-only columns that racer_column
// lends out until the session is freed. Layouts are documented in
// core/README.md ("Result tables").
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "engine/analysis.hpp"
#include "facts/fact_store.hpp"
#include "facts/schema.hpp"

namespace racer::engine {

struct Results {
  Results();  // every table present, with no rows
  // tables[i][j]: column j of result table i (result_tables() order).
  std::vector<std::vector<facts::Column>> tables;
  // Names the core made for result tables (threads, locks, reasons), read
  // with racer_result_string; separate from the input string table, whose
  // views must never move.
  facts::StringTable strings;
};

Results make_results(const Analysis& analysis);

// Result tables in registry order (after the input tables).
std::span<const facts::TableSchema> result_tables();
const facts::Column& result_column(const Results& results, std::size_t table, std::size_t column);

}  // namespace racer::engine
