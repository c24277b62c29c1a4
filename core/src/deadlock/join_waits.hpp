// Joins that wait while holding a lock: a deadlock the lock-order graph
// does not show. A thread that joins t while it may hold lock m, where t
// (or a thread t creates) may take m, deadlocks when it takes m first: t
// waits for m, the joiner for t (docs/engines.md, "Deadlocks"). The lock
// graph has edges between locks only, so such a join makes the verdict
// unknown rather than no-deadlock.
#pragma once

#include <string>
#include <vector>

#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::deadlock {

// One reason per join (statement) that may wait so, naming the join, the
// lock and the thread that may take it; sorted, no duplicates.
std::vector<std::string> join_waits(const facts::FactStore& facts, const facts::Indexes& index,
                                    const std::vector<models::ClassifiedEvent>& events,
                                    const threads::ThreadGraph& graph, const threads::ContextTable& contexts,
                                    const lockset::LocksetResults& locks);

}  // namespace racer::deadlock
