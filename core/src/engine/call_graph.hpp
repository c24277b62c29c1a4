// The call graph of the program from its entry function, built step-wise.
//
// A resumable worklist: each step pops at most `budget` functions and
// resolves the calls of their statements, so racer_run can return
// RACER_MORE in between. Calls resolve as threads::call_targets says.
#pragma once

#include <cstdint>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"

namespace racer::engine {

struct CallEdge {
  StmtId stmt;
  FunctionId caller;
  FunctionId callee;
  friend auto operator<=>(const CallEdge&, const CallEdge&) = default;
};

struct CallGraph {
  std::vector<CallEdge> edges;          // sorted by (stmt, caller, callee), no duplicates
  std::vector<FunctionId> reachable;    // ascending; includes the entry and bodiless callees
};

class CallGraphBuilder {
 public:
  // `facts` must be validated; the entry is the first function to visit.
  explicit CallGraphBuilder(const facts::FactStore& facts);

  // Processes at most `budget` functions (0: no limit). Returns true once
  // every reachable function has been processed.
  // `events` (classified calls; may be empty) adds the routines of once
  // calls, which run in the calling thread.
  bool step(const facts::FactStore& facts, const facts::Indexes& index,
            const std::vector<models::ClassifiedEvent>& events, std::uint64_t budget);

  // The finished graph; call once, after step returned true.
  CallGraph take();

 private:
  void visit(FunctionId f);
  void add_calls(const facts::FactStore& facts, const facts::Indexes& index,
                 const std::vector<models::ClassifiedEvent>& events, FunctionId caller, StmtId stmt,
                 EventId event);

  std::vector<bool> seen_;
  std::vector<FunctionId> order_;  // visited functions in discovery order
  std::size_t next_ = 0;           // order_[next_] is the next function to process
  std::vector<CallEdge> edges_;
};

}  // namespace racer::engine
