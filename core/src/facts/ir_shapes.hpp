// Shapes of the program IR that every reader needs (validation, syntax/):
// which node ops designate objects, and the variable an lvalue lies in.
#pragma once

#include <cstddef>
#include <cstdint>

#include "facts/fact_store.hpp"
#include "racer/racer.h"

namespace racer::facts {

// Whether op designates an object (VAR, DEREF, FIELD, INDEX).
inline bool is_lvalue_op(std::int32_t op) {
  return op == RACER_NODE_VAR || op == RACER_NODE_DEREF || op == RACER_NODE_FIELD ||
         op == RACER_NODE_INDEX;
}

// The variable base an lvalue node names through fields and indexes only
// (`g`, `g.f`, `g[i].f`), or -1 (a dereference, or not an lvalue). Operands
// come before their node (validated), so the walk ends.
inline std::int32_t variable_root(const FactStore& f, std::int32_t lvalue) {
  while (lvalue >= 0) {
    const auto at = static_cast<std::size_t>(lvalue);
    const std::int32_t op = f.nodes.op[at];
    if (op == RACER_NODE_VAR) return f.nodes.base[at];
    if (op != RACER_NODE_FIELD && op != RACER_NODE_INDEX) return -1;
    lvalue = f.nodes.a[at];
  }
  return -1;
}

}  // namespace racer::facts
