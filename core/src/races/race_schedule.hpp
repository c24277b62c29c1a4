// RaceSchedule: whether the threads a must-race needs surely get to it.
//
// The must-race conditions (race_pairs.hpp) say that both accesses run on
// every way through their threads, in threads that run at once, with no
// common lock. That is not yet an execution: a thread may wait on the way
// for another one that is stopped elsewhere. This check builds one
// schedule in the abstract and fails, with the reason, unless it surely
// goes through:
//
//   1. creators run to their creates of needed threads and stop there;
//   2. one racing thread (A) runs to its access and stops there;
//   3. the other one (B) runs to its access;
//   joined threads run to their end when a needed thread joins them.
//
// On the code each thread runs (races/thread_segments.hpp) it requires:
//   - no wait for another thread: condition waits, semaphore waits,
//     barrier waits, joins of a thread the race does not run to its end,
//     and calls of functions without a body unless the models list them
//     as returning (`Library: returns`): an unknown function may wait for
//     another thread or never return;
//   - no way that ends the program branching off, but at a free choice
//     (a fresh nondeterministic value tested once: the other way exists);
//   - loops on the way that surely end, and loops around the stopping
//     point whose body surely runs once (facts.loops, from the front end);
//   - lock history: no thread takes (blocking) a lock that a stopped thread
//     may hold where it stopped. For the racing threads one of the two
//     orders suffices: A's way crosses only creators' stopping points and
//     B's creates; B's way also crosses A's access.
// A race that passes is certain (the execution exists); one that fails is
// kept as possible, with the reason, for the witness search.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "races/race_dependencies.hpp"
#include "findings/race_findings.hpp"
#include "threads/surely_executed.hpp"
#include "races/thread_segments.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

struct ScheduleCheck {
  std::uint32_t reasons = 0;  // MustFailure bits: MayWait, MayEndFirst, LoopOnTheWay, LockHistory
  std::string detail;         // the first obstacle found, for the report
};

class RaceSchedule {
 public:
  // `returning`: index = FunctionId, models::returning_functions.
  RaceSchedule(const facts::FactStore& facts, const facts::Indexes& index,
               const std::vector<models::ClassifiedEvent>& events, const std::vector<bool>& returning,
               const threads::ThreadGraph& graph, const threads::ContextTable& contexts,
               const lockset::LocksetResults& locks, const RaceDependencies& deps);

  ScheduleCheck check(const Access& a, const Access& b) const;

  // Two instances of thread t surely run at once: its create runs in every
  // iteration of a loop the front end knows to repeat (facts.loops), and no
  // join in that loop may end t. A thread that is multiple for another
  // reason (a function called twice, a multiple creator) may still have
  // its instances one after the other.
  bool repeats(ThreadId t) const;

 private:
  struct Part;  // one needed thread: its stopping points, the code it runs
  // How far the schedule runs a thread.
  enum class Role : std::int8_t { None, Creator, Whole, Racer };
  std::string where(StmtId s) const;
  std::string thread_name(ThreadId t) const;
  // Statement-level obstacles on the code of one thread.
  bool obstacles(const Part& p, const std::vector<Role>& role, ScheduleCheck& out) const;
  // Thread t runs s on every way (through some chain of calls to it).
  bool surely_reached(ThreadId t, StmtId s) const;
  // A blocking acquisition at s in thread t of a lock it may hold already.
  bool self_wait(ThreadId t, StmtId s) const;
  lockset::Lockset acquired(const Part& p) const;
  lockset::Lockset held_at(ThreadId t, StmtId s) const;

  const facts::FactStore& facts_;
  const facts::Indexes& index_;
  const threads::ThreadGraph& graph_;
  const threads::ContextTable& contexts_;
  const lockset::LocksetResults& locks_;
  ThreadSegments segments_;
  threads::SurelyExecuted surely_;
  std::vector<std::string> wait_;          // index = StmtId: why a thread may wait there
  std::vector<bool> ends_;                 // index = StmtId: a call that never returns
  std::vector<bool> finishes_;             // index = StmtId: a return of its function is reachable
  std::vector<bool> free_choice_;          // index = StmtId: a branch on a free choice
  std::vector<std::vector<ThreadId>> joins_;  // index = StmtId: threads a join there may end
  std::vector<bool> is_join_;              // index = StmtId
  std::vector<std::int32_t> cycle_;        // index = StmtId: CFG cycle id, -1 none
  std::vector<std::int32_t> loop_flags_;   // index = StmtId: facts.loops flags, 0 none
  std::vector<bool> loop_test_;            // index = StmtId: first statement of a loop body
};

}  // namespace racer::races
