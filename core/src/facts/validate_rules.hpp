// What the checks of racer_freeze share: how they name a cell and fail, and
// the rules of the program IR (validate_ir.cpp), kept apart from the rest.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "common/error.hpp"
#include "facts/fact_store.hpp"

namespace racer::facts {

// "nodes[3].a", or "nodes[3]" without a column.
inline std::string cell(std::string_view table, std::size_t row, std::string_view column = {}) {
  std::string where = std::string(table) + "[" + std::to_string(row) + "]";
  if (!column.empty()) where += "." + std::string(column);
  return where;
}

[[noreturn]] inline void fail(racer_status status, const std::string& where, const std::string& what) {
  throw Error(status, where + ": " + what);
}

// The rules of nodes, instrs and instr_args (run after every cell passed
// its column's checks).
void validate_ir(const FactStore& facts);

}  // namespace racer::facts
