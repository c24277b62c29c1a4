// The may- and must-race conditions on one pair of accesses.
//
// May (paper 1-5): different threads or a multiple thread; must-locksets do
// not exclude; may run in parallel; one write; offsets meet. Must adds:
// precise and unique accesses, no weak base, must run in parallel, a unique
// allocating thread for heap sites, may-locksets do not exclude. Each racing
// pair of program locations is kept once (the must version when there is
// one), whatever context or thread instance found it.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <vector>

#include "active/active_threads.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "races/surely_executed.hpp"
#include "races/race_findings.hpp"
#include "races/race_schedule.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

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
              const engine::Imprecisions& earlier, RaceFindings& out,
              const RaceSchedule* schedule = nullptr);

  // Checks accesses i and j of out.accesses (i == j: an access with itself,
  // i.e. two instances of a multiple thread) and records a race if any.
  void check(std::size_t i, std::size_t j);

  // Races ordered by base, then statements.
  void sort_races();

 private:
  std::uint32_t must_failures(const Access& a, const Access& b) const;
  bool surely_parallel(const Access& a, const Access& b) const;
  bool child_ended(const Access& a, const Access& b) const;
  bool created_by(ThreadId child, ThreadId parent) const;
  // Accesses of two participants of a well-formed barrier in different
  // exact phases (barriers/barrier_phases.hpp): one surely happens first.
  bool ordered_by_barrier(const Access& a, const Access& b) const;
  // Every barrier both count waits on puts them in one exact phase.
  bool same_phase(const Access& a, const Access& b) const;
  bool instances_overlap(ThreadId t) const;
  bool certain(ThreadId t) const;
  void record(Race r);

  const facts::FactStore& facts_;
  const threads::ThreadGraph& graph_;
  const active::ActiveThreads& active_;
  RaceFindings& out_;
  const RaceSchedule* schedule_;
  std::set<std::int32_t> guessed_creates_;
  std::vector<StmtId> unclear_joins_;
  std::vector<std::int32_t> loops_;
  SurelyExecuted surely_executed_;
  // (base, unknown target, stmt, stmt, write, write) -> index in out.races
  std::map<std::tuple<std::int32_t, bool, std::int32_t, std::int32_t, bool, bool>, std::size_t> seen_;
};

}  // namespace racer::races
