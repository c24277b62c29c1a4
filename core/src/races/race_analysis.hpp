// The race engine: escape, access collection, per-base states, may/must races.
//
// Reads every engine before it and decides the verdict: race when a
// must-race exists, no-race when no may-race exists, unknown otherwise
// (with the imprecisions that made it so).
#pragma once

#include <string>

#include "digests/digest.hpp"

#include <chrono>
#include <optional>

#include <vector>

#include "active/active_threads.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "findings/race_findings.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

// Bases that may be reached through a pointer, by another thread or by
// another instance of the same code: address taken, address stored in a
// global, passed to a thread (`&x` as a create's argument), named by a
// points-to fact, heap sites. Locals, formals and thread-locals are raced on
// only when they escape (index = BaseId).
std::vector<bool> escaping_bases(const facts::FactStore& facts,
                                 const std::vector<models::ClassifiedEvent>& events);

// `escapes` as escaping_bases gives it, or the alias backend's (index =
// BaseId). All earlier imprecisions (threads, lockset, active) are passed
// so the verdict can weigh them. `returning` (index = FunctionId,
// models::returning_functions; empty: none) names the functions without a
// body a certain race's threads may call on their way. Past `deadline`
// the pairs left are not checked (RaceFindings::budget_spent).
RaceFindings analyse_races(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events,
                           const threads::ThreadGraph& graph,
                           const threads::ContextTable& contexts,
                           const lockset::LocksetResults& locks,
                           const active::ActiveThreads& active,
                           const std::vector<bool>& escapes,
                           const racer::Imprecisions& earlier,
                           const std::vector<bool>& returning = {},
                           std::optional<std::chrono::steady_clock::time_point> deadline = {},
                           const std::vector<std::string>& digests = digests::parse_ids("all"));

}  // namespace racer::races
