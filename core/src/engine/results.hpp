// The result tables of a run, as the ABI shows them: int32 columns.
//
// Engines produce structured findings (CallGraph...); once the run is done
// they are flattened here into read-only columns that racer_column lends out
// until the session is freed.
#pragma once

#include <cstddef>
#include <span>

#include "engine/call_graph.hpp"
#include "facts/fact_store.hpp"
#include "facts/schema.hpp"

namespace racer::engine {

struct Results {
  // call_edges: one row per (call statement, caller, callee) of the call graph.
  facts::Column edge_stmt, edge_caller, edge_callee;
  // reachable_functions: functions reachable from the entry, ascending.
  facts::Column reachable;
};

Results make_results(const CallGraph& graph);

// Result tables in registry order (after the input tables).
std::span<const facts::TableSchema> result_tables();
const facts::Column& result_column(const Results& results, std::size_t table, std::size_t column);

}  // namespace racer::engine
