// confirm_deadlocks: which lock-order cycles that pass the filters are
// certain deadlocks, and what a lock graph cannot see.
//
// A cycle that passes the filters (deadlock_analysis.hpp) shows nestings
// that would deadlock if the threads reached them together. It is only
// certain when nothing the lock graph ignores can keep them apart:
// - every acquisition of the witnesses runs for sure in its thread
//   (threads/surely_executed.hpp): a nesting behind a branch (`if (&a < &b)`,
//   a flag no caller sets) may never happen;
// - no lock held at a witness has an uncertain object: it may be a gate
//   common to both threads;
// - the threads of every two witnesses surely run in parallel there
//   (active_threads.hpp's must_parallel: a thread created behind a branch,
//   or joined before the other starts, may not be there);
// - the program waits on no semaphore, barrier or condition variable,
//   which may order one thread's nesting after the other's.
// Otherwise the cycle stays open (verdict unknown) with the reason. And a
// callback (a qsort comparator) runs in its caller's thread holding the
// caller's locks, while the lock graph starts it with none: a callback
// that takes a lock leaves "no deadlock" unproved.
#pragma once

#include <vector>

#include "deadlock/deadlock_analysis.hpp"
#include "active/active_threads.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::deadlock {

void confirm_deadlocks(DeadlockFindings& findings, const facts::FactStore& facts, const facts::Indexes& index,
                       const std::vector<models::ClassifiedEvent>& events, const threads::ThreadGraph& graph,
                       const threads::ContextTable& contexts, const lockset::LocksetResults& locks,
                       const active::ActiveThreads& active);

}  // namespace racer::deadlock
