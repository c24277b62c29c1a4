// What the recognisers that pair thread creates with joins (lost ids, join
// loops) share: the code read through CodeStructure, its counter loops, a
// work budget, the functions that return fresh blocks, the id slots, and
// per statement the program's creates and joins by name (id_slots.hpp).
#pragma once

#include <cstdint>
#include <vector>

#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"
#include "instances/counter_runs.hpp"
#include "instances/fresh_blocks.hpp"
#include "instances/id_slots.hpp"
#include "instances/work_budget.hpp"
#include "models/classified_event.hpp"
#include "racer/racer.h"

namespace racer::instances {

class IdRecogniser {
 protected:
  IdRecogniser(const facts::FactStore& f, const CodeStructure& code, const std::vector<models::ClassifiedEvent>& events)
      : f_(f), code_(code), runs_(code), budget_(f, code), fresh_(f, code, budget_), slots_(f, code) {
    IdCalls calls = id_calls(f, code, events);
    create_ = std::move(calls.create);
    join_ = std::move(calls.join);
  }

  bool spend(std::uint64_t units) { return budget_.spend(units); }
  bool is_array(std::int32_t base) const {
    return (f_.bases.flags[static_cast<std::size_t>(base)] & RACER_BASE_ARRAY) != 0;
  }

  const facts::FactStore& f_;
  const CodeStructure& code_;
  CounterRuns runs_;
  WorkBudget budget_;
  FreshBlocks fresh_;
  IdSlots slots_;
  std::vector<IdCall> create_, join_;  // per statement
};

}  // namespace racer::instances
