// The per-base state machine of RacerF (§11.4): ReadOnly, Exclusive, Shared,
// SharedMod over thread identities.
//
// Only bases some thread modifies while another (or another instance of a
// multiple thread) uses them need their access pairs checked; the state
// says which, and the report prints it for every accessed base.
#pragma once

#include <vector>

#include "findings/race_findings.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

// Folds one access of `thread` into `summary` (a fresh summary takes the
// first access: ReadOnly for a read, Exclusive for a write).
void add_to_state(BaseSummary& summary, ThreadId thread, bool write);

// The summary of `base` from its accesses (indices into `accesses`).
BaseSummary summarise_base(BaseId base, const std::vector<Access>& accesses,
                           const std::vector<std::size_t>& of_base);

// SharedMod, or Exclusive to a thread standing for several instances.
bool needs_pair_checks(const BaseSummary& summary, const threads::ThreadGraph& graph);

}  // namespace racer::races
