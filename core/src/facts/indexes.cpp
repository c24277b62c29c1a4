// Builds the CSR indexes of a validated model (see indexes.hpp).
//
// Row ids are materialised as an iota column so that "rows of table T grouped
// by column c" and "column v grouped by column c" share one constructor.
#include "facts/indexes.hpp"

#include <numeric>

namespace racer::facts {
namespace {

Column row_ids(std::size_t n) {
  Column ids(n);
  std::iota(ids.begin(), ids.end(), 0);
  return ids;
}

}  // namespace

Indexes build_indexes(const FactStore& f, const Successors* graph) {
  const std::size_t functions = f.functions.name.size();
  const std::size_t statements = f.statements.function.size();
  const std::size_t events = f.events.stmt.size();
  const std::size_t expressions = f.expressions.stmt.size();
  return Indexes{
      .statements_of = {functions, f.statements.function, row_ids(statements)},
      .successors_of = {statements, (graph ? *graph : f.successors).from, (graph ? *graph : f.successors).to},
      .events_of = {statements, f.events.stmt, row_ids(events)},
      .arguments_of = {events, f.arguments.event, f.arguments.expr},
      .callees_of = {expressions, f.callees.expr, row_ids(f.callees.expr.size())},
  };
}

}  // namespace racer::facts
