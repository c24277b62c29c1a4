// RaceDependencies: which threads a must-race needs to run, and so which
// imprecisions can make it infeasible.
//
// A must-race between two threads happens in an execution where only they,
// their creators (up to the creates) and the threads any of these wait for
// (joins; every thread that waits at a barrier, once one of them does)
// have run: every other thread can be left unscheduled until the
// race has happened, and a thread that never ran holds no lock, spins on
// nothing and waits for nobody. So a spin, an unresolved lock, an untracked
// trylock or a thread ending with a lock held, found only in code none of
// the needed threads reaches, cannot keep the race from happening.
// Imprecisions that are not tied to one thread's code (cyclic thread graph,
// cut recursion, semaphore hand-offs, model calls missing arguments) always
// count.
#pragma once

#include <cstdint>
#include <vector>

#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

class RaceDependencies {
 public:
  RaceDependencies(const facts::FactStore& facts, const facts::Indexes& index,
                   const std::vector<models::ClassifiedEvent>& events,
                   const threads::ThreadGraph& graph);

  // How a race needs a thread to run: not at all, until its creates of
  // needed threads (a creator), or possibly to its end (the two racing
  // threads, and threads a needed thread may join).
  enum class Need : std::int8_t { None, Creator, Whole };
  // Index = ThreadId: how a race between `a` and `b` needs each thread.
  std::vector<Need> needs(ThreadId a, ThreadId b) const;
  // Index = ThreadId: the threads a race between `a` and `b` needs to run.
  std::vector<bool> needed(ThreadId a, ThreadId b) const;

  // Every thread a join statement may end (one entry per join event).
  struct Join {
    StmtId stmt;
    std::vector<ThreadId> candidates;
  };
  const std::vector<Join>& joins() const { return joins_; }

  // Whether imprecision `i` may concern an execution in which only the
  // `needed` threads run.
  bool concerns(const racer::Imprecision& i, const std::vector<bool>& needed) const;

 private:
  // Whether thread t may run s's function (the thread graph's call counts).
  bool reaches(ThreadId t, StmtId s) const;
  // Whether `from` may run before `to` in one thread: `to` is reachable
  // from `from` in their function, or they lie in different functions.
  bool may_precede(StmtId from, StmtId to) const;

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const threads::ThreadGraph& graph_;
  std::vector<Join> joins_;
  std::vector<StmtId> barrier_waits_;
};

}  // namespace racer::races
