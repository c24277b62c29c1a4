// The registry behind racer_table_name / racer_column_name / racer_column:
// input tables (facts/schema.hpp) first, then result tables (engine/results.hpp).
//
// Pure constant data: the ABI's table and column names have static storage
// and never depend on a session.
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

#include "facts/fact_store.hpp"
#include "facts/schema.hpp"

struct racer_session;

namespace racer::api {

struct TableRef {
  const facts::TableSchema* schema = nullptr;
  std::optional<facts::TableId> input;  // set for input tables
  std::size_t result = 0;               // index among result tables otherwise
};

// The i-th table of the registry, or nullopt past the end.
std::optional<TableRef> table_at(std::size_t i);
std::optional<TableRef> find_table(std::string_view name);

// Throws racer::Error: RACER_E_ARG for an unknown table (or column),
// RACER_E_STATE when the session's phase does not allow reading it yet.
TableRef readable_table(const racer_session& s, const char* name);
const facts::Column& readable_column(const racer_session& s, const TableRef& table,
                                     const char* column);

}  // namespace racer::api
