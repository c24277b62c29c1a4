// Functions that return a fresh block: the C library's allocators (when
// the program defines none of that name), or a wrapper whose every return
// gives a local only ever assigned an allocator's result and named nowhere
// else than in that allocation, in null tests and in its returns (SV-COMP's
// safe_malloc). A block such a call gives is no other pointer's: the
// recognisers that need ids or data no one else reaches (lost ids, join
// loops) take it as their own.
#pragma once

#include <cstdint>
#include <map>

#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"
#include "instances/work_budget.hpp"

namespace racer::instances {

class FreshBlocks {
 public:
  FreshBlocks(const facts::FactStore& f, const CodeStructure& code, WorkBudget& budget)
      : f_(f), code_(code), budget_(budget) {}

  bool returns_fresh_block(std::int32_t function);
  // `function` is the C library's allocator of that name (not defined).
  bool library_allocator(std::int32_t function) const;

 private:
  bool from_allocator(std::int32_t g, std::int32_t p) const;

  const facts::FactStore& f_;
  const CodeStructure& code_;
  WorkBudget& budget_;
  std::map<std::int32_t, bool> known_;
};

}  // namespace racer::instances
