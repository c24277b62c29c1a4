// Result tables: schema and flattening of engine findings (see results.hpp).
//
// Column types reuse the input schema's vocabulary (Ref into functions,
// statements...) so the registry describes result columns the same way.
#include "engine/results.hpp"

#include <array>
#include <stdexcept>

namespace racer::engine {
namespace {

using facts::ColumnSchema;
using facts::ColumnType;
using facts::TableId;

constexpr ColumnSchema kCallEdges[] = {
    {"stmt", ColumnType::Ref, TableId::Statements},
    {"caller", ColumnType::Ref, TableId::Functions},
    {"callee", ColumnType::Ref, TableId::Functions},
};
constexpr ColumnSchema kReachable[] = {
    {"function", ColumnType::Ref, TableId::Functions},
};
constexpr std::array<facts::TableSchema, 2> kResultTables = {{
    {"call_edges", kCallEdges},
    {"reachable_functions", kReachable},
}};

}  // namespace

Results make_results(const CallGraph& graph) {
  Results r;
  r.edge_stmt.reserve(graph.edges.size());
  r.edge_caller.reserve(graph.edges.size());
  r.edge_callee.reserve(graph.edges.size());
  for (const CallEdge& e : graph.edges) {
    r.edge_stmt.push_back(e.stmt.value);
    r.edge_caller.push_back(e.caller.value);
    r.edge_callee.push_back(e.callee.value);
  }
  r.reachable.reserve(graph.reachable.size());
  for (FunctionId f : graph.reachable) r.reachable.push_back(f.value);
  return r;
}

std::span<const facts::TableSchema> result_tables() { return kResultTables; }

const facts::Column& result_column(const Results& r, std::size_t table, std::size_t column) {
  const std::array<std::array<const facts::Column*, 3>, 2> columns = {{
      {&r.edge_stmt, &r.edge_caller, &r.edge_callee},
      {&r.reachable, nullptr, nullptr},
  }};
  if (table >= columns.size() || column >= kResultTables[table].columns.size())
    throw std::out_of_range("no result column " + std::to_string(table) + "." +
                            std::to_string(column));
  return *columns[table][column];
}

}  // namespace racer::engine
