// The work a recogniser of this folder may do on one model: linear in the
// model's size, counting the CodeStructure queries it makes (names in
// shared trees, searches of the control-flow graph) from its creation on,
// so that recognisers sharing one CodeStructure each get the whole budget.
// Past it nothing more is claimed; each claim made before stands on its
// own.
#pragma once

#include <cstdint>

#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"

namespace racer::instances {

class WorkBudget {
 public:
  WorkBudget(const facts::FactStore& f, const CodeStructure& code)
      : code_(code),
        limit_(64 * (f.statements.kind.size() + f.nodes.op.size() + f.instrs.stmt.size()) + (1u << 20)),
        start_(code.work()) {}

  // Adds `units` of the caller's own work; whether the total is still
  // within the budget.
  bool spend(std::uint64_t units) {
    work_ += units;
    return work_ + (code_.work() - start_) <= limit_;
  }

 private:
  const CodeStructure& code_;
  std::uint64_t limit_, start_, work_ = 0;
};

}  // namespace racer::instances
