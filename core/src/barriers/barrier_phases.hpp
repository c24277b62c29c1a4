// Barriers (issue 7, item 5): which barriers order the threads that wait on
// them, as phases.
//
// A barrier of count N whose waiting threads are at most N unique threads
// trips only when every one of them has arrived: a thread's k-th wait
// returns after every other participant's k-th wait began. So an access a
// thread makes after exactly k waits (phase k) happens before any access
// another participant makes in a later phase. The lockset engine counts
// each participant's waits as a Phase token (exact when every path agrees)
// and race_pairs excludes accesses of two participants in different exact
// phases. A barrier is "well formed" — usable that way — when it is named
// as one object by its one initialisation (constant count N, run at most
// once in the program) and by every wait, and at most N threads, all
// unique, may wait on it. Waits on any other barrier (or one the analysis
// cannot name) may order threads in ways not modelled: they keep a race
// from being certain (UnmodelledSync).
#pragma once

#include <vector>

#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::barriers {

struct Barrier {
  BaseId object;
  std::int32_t count = -1;              // N of its initialisation, -1 unknown
  std::vector<ThreadId> participants;   // threads that may wait on it, ascending
  bool well_formed = false;
};

struct BarrierPhases {
  std::vector<Barrier> barriers;             // one per barrier object named by a wait
  std::vector<std::vector<BaseId>> of_thread;  // index = ThreadId: its well-formed barriers
  racer::Imprecisions imprecisions;         // waits whose ordering is not modelled
  bool well_formed(BaseId b) const;
};

// The barrier object an init or wait argument names: `&b`, or the one
// object (offset 0) the backend says it points to; none otherwise.
BaseId barrier_object(const facts::FactStore& facts, ExprId e);

BarrierPhases find_barrier_phases(const facts::FactStore& facts, const facts::Indexes& index,
                                  const std::vector<models::ClassifiedEvent>& events,
                                  const threads::ThreadGraph& graph,
                                  const threads::ContextTable& contexts);

}  // namespace racer::barriers
