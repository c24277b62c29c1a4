// Access collection: the memory accesses of every reached statement instance.
//
// One Access per facts.accesses row (context -1: the syntactic backend's
// rows hold in every context) per (context, statement) the lockset engine
// reached, with the locks held there. Bases no other thread can reach are
// dropped here; the pair checks (race_pairs) decide the rest.
#pragma once

#include <cstdint>
#include <map>
#include <vector>

#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "findings/race_findings.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

struct CollectedAccesses {
  std::vector<Access> accesses;
  // Accesses of a known object, per base (ascending base id, accesses in
  // collection order: threads, then contexts, then statements).
  std::map<std::int32_t, std::vector<std::size_t>> by_base;
  std::vector<std::size_t> unknown;  // through a pointer of unknown target
  racer::Imprecisions imprecisions; // UnknownPointer, once per statement
};

// A base whose copy depends on the frame or the thread (locals, formals,
// thread-locals): two accesses by name never reach the same copy from two
// thread instances.
bool per_instance(const facts::FactStore& facts, BaseId base);

// Direct accesses of `base` can race at all: not ghost, atomic, const or a
// string; thread-locals, locals and formals only when they escape.
bool racy_base(const facts::FactStore& facts, BaseId base, const std::vector<bool>& escapes);

// Through-pointer rows: points-to facts (context -1) about the accessed
// lvalue (accesses.expr) name the objects it may designate, the offset
// interval being where the lvalue may start; without such facts the target
// is unknown. Statements of non-Plain model calls (lock, create, join, ...)
// access nothing, as in RacerF; rows flagged atomic are skipped.
CollectedAccesses collect_accesses(const facts::FactStore& facts, const facts::Indexes& index,
                                   const std::vector<models::ClassifiedEvent>& events,
                                   const threads::ThreadGraph& graph,
                                   const threads::ContextTable& contexts,
                                   const lockset::LocksetResults& locks,
                                   const std::vector<bool>& escapes);

}  // namespace racer::races
