// Active threads: which threads may / must be running alongside a statement.
//
// Forward over each thread's contexts in topological order of the thread
// graph: create adds the child, a join matched by its thread-id expression
// removes it (unless in a loop), a join matching no create takes the threads
// it could name out of the must sets. Loops are taken to run at least once
// (as for "surely executed"): after a create loop its threads surely run.
// A thread's set includes the thread itself.
// With a cyclic thread graph the answer is trivial (every thread may run in
// parallel with every other, none must).
#pragma once

#include <map>
#include <utility>
#include <vector>

#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::active {

// Sorted, no duplicates.
using ThreadSet = std::vector<ThreadId>;

struct ActiveAt {
  ThreadSet may;   // union over paths
  ThreadSet must;  // intersection over paths
};

class ActiveThreads {
 public:
  // Active threads before `stmt` runs in `ctx`; nullptr when that pair was
  // never reached.
  const ActiveAt* at(ContextId ctx, StmtId stmt) const;
  // What a write of `stmt` runs alongside: a create statement's status is
  // written once the thread exists (the state after the create); any
  // other write, like any read, runs with the state before the statement.
  const ActiveAt* at_access(ContextId ctx, StmtId stmt, bool write) const;
  // RacerF's may_run_in_parallel / must_run_in_parallel on two statement
  // instances: each one's thread is in the other's may (must) set.
  // `w1`, `w2`: whether each is a write (see at_access).
  bool may_parallel(ContextId c1, StmtId s1, ContextId c2, StmtId s2, bool w1 = false,
                    bool w2 = false) const;
  bool must_parallel(ContextId c1, StmtId s1, ContextId c2, StmtId s2, bool w1 = false,
                     bool w2 = false) const;
  // Threads that may be active at `stmt` in any context (for "unique malloc").
  ThreadSet may_at_stmt(StmtId stmt) const;

  racer::Imprecisions imprecisions;

  // Visits every reached (context, statement) in ascending order.
  template <class F> void for_each(F&& f) const {
    for (const auto& [key, value] : at_) f(ContextId(key.first), StmtId(key.second), value);
  }

  // Filled by analyse_active_threads (and by tests).
  void set(ContextId ctx, StmtId stmt, ActiveAt value);
  void set_after_create(ContextId ctx, StmtId stmt, ActiveAt value);
  const threads::ContextTable* contexts = nullptr;
  bool trivial = false;  // cyclic graph: may = all threads, must = {}
  ThreadSet all;         // every thread (for trivial answers)

 private:
  std::map<std::pair<std::int32_t, std::int32_t>, ActiveAt> at_;
  std::map<std::pair<std::int32_t, std::int32_t>, ActiveAt> after_create_;
};

// Every thread a join with thread-id expression `id` may end: those whose
// create stored the id where `id` reads it, or every thread when the id
// comes from elsewhere. Sorted.
std::vector<ThreadId> join_may_end(const facts::FactStore& facts, const threads::ThreadGraph& graph,
                                   ExprId id);

ActiveThreads analyse_active_threads(const facts::FactStore& facts, const facts::Indexes& index,
                                     const std::vector<models::ClassifiedEvent>& events,
                                     const threads::ThreadGraph& graph,
                                     const threads::ContextTable& contexts);

}  // namespace racer::active
