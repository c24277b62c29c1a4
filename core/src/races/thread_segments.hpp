// ThreadSegments: the code a thread may run before it reaches a point.
//
// An execution that shows a must-race runs each thread the race needs up
// to a point: a racing thread to its access, a creator to its creates, a
// joined thread to its end. What a thread may run on the way is
// over-approximated on the supergraph of the functions it runs (the thread
// graph's call counts): the statements from which the point is reachable
// in its function, the whole body of every function called on the way
// (a call returns before the thread goes on), and, going up, the call sites
// of that function and what may run before them. Call sites of other
// contexts only add statements, so the answer is a superset: sound for the
// checks that read it (races/race_schedule.hpp), which fail on anything
// found there.
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

class ThreadSegments {
 public:
  ThreadSegments(const facts::FactStore& facts, const facts::Indexes& index,
                 const std::vector<models::ClassifiedEvent>& events, const threads::ThreadGraph& graph);

  // Index = StmtId: the statements thread t may run from its start until it
  // reaches `to` (`to` and what it calls included).
  const std::vector<bool>& before(ThreadId t, StmtId to) const;
  // Index = StmtId: every statement thread t may run.
  const std::vector<bool>& whole(ThreadId t) const;

 private:
  bool runs(ThreadId t, FunctionId f) const;
  // Marks every statement of f and of what it calls (transitively).
  void include_function(FunctionId f, std::vector<bool>& in, std::vector<bool>& done) const;

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const threads::ThreadGraph& graph_;
  std::vector<std::vector<StmtId>> preds_;           // index = StmtId
  std::vector<std::vector<FunctionId>> callees_at_;  // index = StmtId: bodies it calls
  std::vector<std::vector<StmtId>> call_sites_of_;   // index = FunctionId
  mutable std::map<std::pair<std::int32_t, std::int32_t>, std::vector<bool>> before_;
  mutable std::map<std::int32_t, std::vector<bool>> whole_;
};

}  // namespace racer::races
