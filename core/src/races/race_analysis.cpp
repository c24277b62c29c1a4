// analyse_races: escape, accesses, per-base states, pairs, verdict.
//
// Accesses of known objects are paired within their base when its state
// needs it; accesses through pointers of unknown target are paired with
// every access of an object a pointer can reach, and with each other. Every
// distinct racing pair of program locations is kept (RacerF keeps one per
// base).
#include "races/race_analysis.hpp"

#include "racer/racer.h"
#include "races/active_waiting.hpp"
#include "races/base_states.hpp"
#include "races/collect_accesses.hpp"
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
                           const std::vector<bool>& returning) {
  CollectedAccesses collected = collect_accesses(facts, index, events, graph, contexts, locks, escapes);

  RaceFindings out;
  out.accesses = std::move(collected.accesses);
  out.imprecisions = earlier;
  out.imprecisions.insert(out.imprecisions.end(), collected.imprecisions.begin(),
                          collected.imprecisions.end());

  const RaceDependencies deps(facts, index, events, graph);
  const std::vector<bool> none(facts.functions.flags.size(), false);
  const RaceSchedule schedule(facts, index, events, returning.empty() ? none : returning, graph, contexts,
                              locks, deps);
  PairChecker checker(facts, index, graph, active, earlier, out, &schedule);
  for (const auto& [b, list] : collected.by_base) {
    out.bases.push_back(summarise_base(BaseId(b), out.accesses, list));
    if (!needs_pair_checks(out.bases.back(), graph)) continue;
    for (std::size_t x = 0; x < list.size(); ++x)
      for (std::size_t y = x; y < list.size(); ++y) checker.check(list[x], list[y]);
  }
  // An unknown target is any object a pointer can reach, whatever its state.
  for (std::size_t k = 0; k < collected.unknown.size(); ++k) {
    const std::size_t u = collected.unknown[k];
    for (const auto& [b, list] : collected.by_base)
      if (escapes[static_cast<std::size_t>(b)])
        for (std::size_t a : list) checker.check(u, a);
    for (std::size_t l = k; l < collected.unknown.size(); ++l) checker.check(u, collected.unknown[l]);
  }
  checker.sort_races();

  PlainSpins plain;
  for (engine::Imprecision& i : active_waiting_loops(facts, index, events, escapes, &plain))
    out.imprecisions.push_back(std::move(i));
  if (plain.all_plain) {
    const auto atomic = [&](const Access& x) {
      return (facts.accesses.flags[x.row.index()] & RACER_ACCESS_ATOMIC) != 0;
    };
    for (const Race& r : out.races) {
      const Access& a = out.accesses[r.first];
      const Access& b = out.accesses[r.second];
      if (r.kind == RaceKind::Must && !atomic(a) && !atomic(b) &&
          (plain.in_cycle[a.stmt.index()] || plain.in_cycle[b.stmt.index()]))
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
