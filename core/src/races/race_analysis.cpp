// analyse_races: escape, accesses, per-base states, pairs, verdict.
//
// Accesses of known objects are paired within their base when its state
// needs it; accesses through pointers of unknown target are paired with
// every access of an object a pointer can reach, and with each other. The
// racing pairs are grouped into one finding per location as they are found
// (race_locations.hpp); pairs that can no longer change a finding are not
// checked.
#include "races/race_analysis.hpp"

#include <algorithm>
#include <optional>

#include "racer/racer.h"
#include "races/active_waiting.hpp"
#include "races/base_states.hpp"
#include "races/collect_accesses.hpp"
#include "races/race_locations.hpp"
#include "races/race_pairs.hpp"
#include "races/surplus_timing.hpp"
#include "races/verdict.hpp"

namespace racer::races {

RaceFindings analyse_races(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events,
                           const threads::ThreadGraph& graph,
                           const threads::ContextTable& contexts,
                           const lockset::LocksetResults& locks,
                           const active::ActiveThreads& active,
                           const std::vector<bool>& escapes,
                           const engine::Imprecisions& earlier,
                           const std::vector<bool>& returning,
                           std::optional<std::chrono::steady_clock::time_point> deadline) {
  CollectedAccesses collected = collect_accesses(facts, index, events, graph, contexts, locks, escapes);

  RaceFindings out;
  out.accesses = std::move(collected.accesses);
  // A budget spent before (the lockset engine stopped): no pair is checked.
  out.budget_spent = deadline && std::chrono::steady_clock::now() >= *deadline;
  out.imprecisions = earlier;
  out.imprecisions.insert(out.imprecisions.end(), collected.imprecisions.begin(),
                          collected.imprecisions.end());

  const RaceDependencies deps(facts, index, events, graph);
  const std::vector<bool> none(facts.functions.flags.size(), false);
  const RaceSchedule schedule(facts, index, events, returning.empty() ? none : returning, graph, contexts,
                              locks, deps);
  const PairChecker checker(facts, index, graph, active, earlier, out, &schedule);
  RaceLocations locations(out.accesses);
  // An access no other thread runs alongside, in a thread with one
  // instance, races with nothing (may_parallel needs each thread in the
  // other's may set): the single-threaded start-up and shut-down phases.
  std::vector<bool> alone(out.accesses.size(), false);
  for (std::size_t i = 0; i < out.accesses.size(); ++i) {
    const Access& x = out.accesses[i];
    const active::ActiveAt* at = active.trivial ? nullptr : active.at_access(x.ctx, x.stmt, x.write);
    alone[i] = !active.trivial && !graph.threads[x.thread.index()].multiple &&
               (!at || (at->may.size() <= 1 && std::all_of(at->may.begin(), at->may.end(),
                                                             [&](ThreadId t) { return t == x.thread; })));
  }
  // The clock is read every kClockEvery pairs: a pair costs far less.
  constexpr std::uint32_t kClockEvery = 4096;
  std::uint32_t until_clock = 0;
  const auto spent = [&] {
    if (!deadline || out.budget_spent) return out.budget_spent;
    if (until_clock-- > 0) return false;
    until_clock = kClockEvery;
    out.budget_spent = std::chrono::steady_clock::now() >= *deadline;
    return out.budget_spent;
  };
  const auto pair = [&](std::size_t i, std::size_t j) {
    if (alone[i] || alone[j] || spent() || locations.settled(i, j)) return;
    if (std::optional<RacingPair> r = checker.check(i, j)) locations.add(std::move(*r));
  };
  for (const auto& [b, list] : collected.by_base) {
    out.bases.push_back(summarise_base(BaseId(b), out.accesses, list));
    if (!needs_pair_checks(out.bases.back(), graph)) continue;
    // Pairs with a write: each write with every access, a pair of writes once.
    for (std::size_t x = 0; x < list.size() && !out.budget_spent; ++x) {
      if (!out.accesses[list[x]].write) continue;
      for (std::size_t y = 0; y < list.size(); ++y)
        if (y >= x || !out.accesses[list[y]].write) pair(list[x], list[y]);
    }
  }
  // An unknown target is any object a pointer can reach, whatever its state.
  for (std::size_t k = 0; k < collected.unknown.size() && !out.budget_spent; ++k) {
    const std::size_t u = collected.unknown[k];
    const bool write = out.accesses[u].write;
    for (const auto& [b, list] : collected.by_base)
      if (escapes[static_cast<std::size_t>(b)])
        for (std::size_t a : list)
          if (write || out.accesses[a].write) pair(u, a);
    for (std::size_t l = k; l < collected.unknown.size(); ++l)
      if (write || out.accesses[collected.unknown[l]].write) pair(u, collected.unknown[l]);
  }
  out.races = locations.take();

  PlainSpins plain;
  for (engine::Imprecision& i : active_waiting_loops(facts, index, events, escapes, &plain))
    out.imprecisions.push_back(std::move(i));
  if (plain.all_plain) {
    const auto atomic = [&](const Access& x) {
      return (facts.accesses.flags[x.row.index()] & RACER_ACCESS_ATOMIC) != 0;
    };
    for (const Race& r : out.races)
      for (const ThreadPair& t : r.thread_pairs) {
        if (!t.certain) continue;
        const Access& a = out.accesses[t.first];
        const Access& b = out.accesses[t.second];
        if (!atomic(a) && !atomic(b) && (plain.in_cycle[a.stmt.index()] || plain.in_cycle[b.stmt.index()]))
          out.race_on_plain_spin = true;
      }
  }
  for (engine::Imprecision& i : hidden_synchronisation(facts, events))
    out.imprecisions.push_back(std::move(i));
  for (engine::Imprecision& i : surplus_post_timing(facts, index, events, graph, contexts, active))
    out.imprecisions.push_back(std::move(i));
  decide_verdict(facts, events, out, &deps);
  return out;
}

}  // namespace racer::races
