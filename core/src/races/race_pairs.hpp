// The may- and must-race conditions on one pair of accesses.
//
// May (paper 1-5): one write, offsets meet, and no digest rules the pair out
// (digests/digest.hpp: different threads or a multiple thread, must-locksets
// do not exclude, may run in parallel, ...). Must adds:
// precise and unique accesses, no weak base, must run in parallel, a unique
// allocating thread for heap sites, may-locksets do not exclude. The pairs
// found are grouped into locations by race_locations.hpp.
#pragma once

#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "active/active_threads.hpp"
#include "digests/digest.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "threads/surely_executed.hpp"
#include "findings/race_findings.hpp"
#include "races/race_schedule.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

// Two accesses that may race.
struct RacingPair {
  std::size_t first, second;  // indices into RaceFindings::accesses
  std::uint32_t reasons = 0;  // MustFailure bits; 0: a must-race
  BaseId base;                // the object, or the pointer of unknown target
  std::int32_t offset_lo = -1, offset_hi = -1;  // intersection of the two; -1: whole
  bool through_pointer = false;  // `base` is a pointer of unknown target
  std::string obstacle;          // see Race::obstacle
};

// The base a pair's location is named by: the pointer of unknown target
// one access goes through (of the earlier statement when both do), else
// the object.
BaseId pointer_location(const Access& a, const Access& b);

// Whether the pair can pass the must conditions at all (a cheap
// necessary test: the accesses are sure and precise, or meet).
bool may_be_certain(const Access& a, const Access& b);

class PairChecker {
 public:
  // `earlier`: the imprecisions of the engines before this one (unclear
  // joins and guessed thread functions weaken "must run in parallel").
  // `schedule` (may be null in tests): the must-races that pass the
  // conditions are certain only when it finds an execution that goes
  // through (race_schedule.hpp); the others become may-races with the
  // obstacle it found.
  PairChecker(const facts::FactStore& facts, const facts::Indexes& index,
              const threads::ThreadGraph& graph, const active::ActiveThreads& active,
              const digests::Product& digests, const racer::Imprecisions& earlier,
              const RaceFindings& out, const RaceSchedule* schedule = nullptr);

  // Checks accesses i and j of out.accesses (i == j: an access with itself,
  // i.e. two instances of a multiple thread): the race if they may race.
  std::optional<RacingPair> check(std::size_t i, std::size_t j) const;
  // The may-race conditions alone: the location (object, range, a write),
  // then the digests. They read only what access_classes.hpp puts in an
  // access's class, so one pair of two classes answers for all.
  bool may_race(std::size_t i, std::size_t j) const;
  // A pair that may race, with its must failures (and the schedule's
  // obstacle) and its location.
  RacingPair classify(std::size_t i, std::size_t j) const;

 private:
  std::uint32_t must_failures(const Access& a, const Access& b) const;
  bool surely_parallel(const Access& a, const Access& b) const;
  // Every barrier both count waits on puts them in one exact phase.
  bool same_phase(const Access& a, const Access& b) const;
  bool instances_overlap(ThreadId t) const;
  bool certain(ThreadId t) const;
  bool certain_uncached(ThreadId t) const;

  const facts::FactStore& facts_;
  const threads::ThreadGraph& graph_;
  const active::ActiveThreads& active_;
  const digests::Product& digests_;
  const RaceFindings& out_;
  const RaceSchedule* schedule_;
  std::set<std::int32_t> guessed_creates_;
  std::vector<StmtId> unclear_joins_;
  std::vector<std::int32_t> loops_;
  threads::SurelyExecuted surely_executed_;
  // Per thread, computed once: certain(t) and instances_overlap(t) (-1: not yet).
  mutable std::vector<std::int8_t> certain_cache_, overlap_cache_;
};

}  // namespace racer::races
