// Which statements lie on a cycle of their function's control-flow graph.
//
// "Runs more than once" is what makes a created thread multiple and a join
// unable to remove a thread; both engines ask this question, so the SCCs
// are computed once here (common/scc.hpp, over successors_of).
#pragma once

#include <cstdint>
#include <vector>

#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"

namespace racer::threads {

// index = StmtId; true when the statement can reach itself.
std::vector<bool> statements_in_loops(const facts::FactStore& facts, const facts::Indexes& index);

// index = StmtId; the id of the CFG cycle (strongly connected component)
// the statement lies on, -1 when it is on none. Two statements with the
// same id can each run between two runs of the other.
std::vector<std::int32_t> loop_components(const facts::FactStore& facts,
                                          const facts::Indexes& index);

// Statements of `f` reachable from its entry statement, in DFS preorder.
std::vector<StmtId> reachable_statements(const facts::FactStore& facts,
                                         const facts::Indexes& index, FunctionId f);

// reachable_statements of each function, computed on first use: engines
// visit a function once per thread or context, the walk is done once.
class ReachableStatements {
 public:
  ReachableStatements(const facts::FactStore& facts, const facts::Indexes& index)
      : facts_(facts), index_(index), of_(facts.functions.flags.size()),
        known_(facts.functions.flags.size(), false) {}
  const std::vector<StmtId>& operator()(FunctionId f) {
    if (!known_[f.index()]) {
      of_[f.index()] = reachable_statements(facts_, index_, f);
      known_[f.index()] = true;
    }
    return of_[f.index()];
  }

 private:
  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  std::vector<std::vector<StmtId>> of_;
  std::vector<bool> known_;
};

}  // namespace racer::threads
