// The table registry of the ABI (see table_registry.hpp).
//
// Lookups are linear over a dozen names: cheaper than any map to build, and
// needing no static mutable state.
#include "api/table_registry.hpp"

#include <string>

#include "api/session.hpp"
#include "common/error.hpp"
#include "engine/results.hpp"

namespace racer::api {

std::optional<TableRef> table_at(std::size_t i) {
  const auto inputs = facts::input_tables();
  if (i < inputs.size()) return TableRef{&inputs[i], static_cast<facts::TableId>(i)};
  const auto results = engine::result_tables();
  i -= inputs.size();
  if (i < results.size()) return TableRef{&results[i], std::nullopt, i};
  return std::nullopt;
}

std::optional<TableRef> find_table(std::string_view name) {
  for (std::size_t i = 0;; ++i) {
    auto t = table_at(i);
    if (!t || t->schema->name == name) return t;
  }
}

TableRef readable_table(const racer_session& s, const char* name) {
  if (name == nullptr) throw Error(RACER_E_ARG, "table is NULL");
  auto t = find_table(name);
  if (!t) throw Error(RACER_E_ARG, "unknown table \"" + std::string(name) + "\"");
  if (t->input)
    s.require_frozen();
  else
    s.require_done();
  return *t;
}

const facts::Column& readable_column(const racer_session& s, const TableRef& table,
                                     const char* column) {
  if (column == nullptr) throw Error(RACER_E_ARG, "column is NULL");
  auto j = facts::find_column(*table.schema, column);
  if (!j)
    throw Error(RACER_E_ARG, "table \"" + std::string(table.schema->name) +
                                 "\" has no column \"" + column + "\"");
  if (table.input) return s.facts.column(*table.input, *j);
  return engine::result_column(s.current_results(), table.result, *j);
}

}  // namespace racer::api
