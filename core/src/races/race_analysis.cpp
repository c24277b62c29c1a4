// analyse_races: escape, accesses, per-base states, pairs, verdict.
//
// Accesses of known objects are paired within their base when its state
// needs it; accesses through pointers of unknown target are paired with
// every access of an object a pointer can reach, and with each other. Pairs
// are checked per class of accesses (access_classes.hpp), never per pair of
// accesses, and grouped into one finding per location as they are found
// (race_locations.hpp).
#include "races/race_analysis.hpp"

#include <algorithm>
#include <bit>
#include <optional>
#include <span>

#include "racer/racer.h"
#include "races/access_classes.hpp"
#include "races/active_waiting.hpp"
#include "races/base_states.hpp"
#include "races/collect_accesses.hpp"
#include "races/race_locations.hpp"
#include "races/race_pairs.hpp"
#include "races/surplus_timing.hpp"
#include "races/verdict.hpp"

namespace racer::races {

namespace {

// Races with an access through a pointer of unknown target: it may hit
// any object a pointer can reach, or what another such pointer hits. The
// unknown accesses are grouped twice: by behaviour only, to decide which
// classes of the other side they may race with (once per behaviour), and
// with their pointer, the location of the finding. The other side is
// grouped by behaviour across objects.
template <class Spent>
void unknown_target_races(RaceFindings& out, const CollectedAccesses& collected,
                          const std::vector<bool>& escapes, const std::vector<bool>& alone,
                          const PairChecker& checker, const digests::Product& digests,
                          RaceLocations& locations, std::size_t& next_class, const Spent& spent) {
  std::vector<std::size_t> unknown, reachable;
  for (std::size_t u : collected.unknown)
    if (!alone[u]) unknown.push_back(u);
  if (unknown.empty()) return;
  for (const auto& [b, list] : collected.by_base)
    if (escapes[static_cast<std::size_t>(b)])
      for (std::size_t a : list)
        if (!alone[a]) reachable.push_back(a);
  const std::vector<AccessClass> behaviours =
      group_accesses(out.accesses, unknown, digests, ClassScope::Behaviour, next_class);
  const std::vector<AccessClass> pointers =
      group_accesses(out.accesses, unknown, digests, ClassScope::BehaviourAndLocation, next_class);
  const std::vector<AccessClass> objects =
      group_accesses(out.accesses, reachable, digests, ClassScope::Behaviour, next_class);

  // class_of_access[u]: the behaviour class of unknown access u.
  std::vector<std::size_t> class_of_access(out.accesses.size(), 0);
  for (std::size_t k = 0; k < behaviours.size(); ++k)
    for (std::size_t m : behaviours[k].members) class_of_access[m] = k;
  // What each behaviour may race with: object classes, behaviour classes.
  std::vector<std::vector<const AccessClass*>> with_objects(behaviours.size());
  std::vector<std::vector<std::size_t>> with_unknown(behaviours.size());
  for (std::size_t k = 0; k < behaviours.size() && !spent(); ++k) {
    const AccessClass& u = behaviours[k];
    for (const AccessClass& o : objects)
      if ((u.write || o.write) && checker.may_race(u.first(), o.first())) with_objects[k].push_back(&o);
    for (std::size_t l = k; l < behaviours.size(); ++l)
      if ((u.write || behaviours[l].write) && checker.may_race(u.first(), behaviours[l].first())) {
        with_unknown[k].push_back(l);
        if (l != k) with_unknown[l].push_back(k);
      }
  }
  if (out.budget_spent) return;
  // The pointer classes of each behaviour class, for the unknown-unknown side.
  std::vector<std::vector<const AccessClass*>> pointers_of(behaviours.size());
  for (const AccessClass& p : pointers) pointers_of[class_of_access[p.first()]].push_back(&p);
  // What each behaviour meets: members of the classes it may race with,
  // round-robin (every class's first member, then every second one, ...)
  // so that the sites a location lists show each class, as many as a
  // location lists (twice over: equal sites count once); and their threads.
  for (std::size_t k = 0; k < behaviours.size(); ++k) {
    std::vector<const AccessClass*> classes(with_objects[k].begin(), with_objects[k].end());
    for (std::size_t l : with_unknown[k])
      for (const AccessClass* q : pointers_of[l]) classes.push_back(q);
    std::vector<std::size_t> met;
    std::vector<ThreadId> threads;
    for (const AccessClass* c : classes)
      if (std::find(threads.begin(), threads.end(), c->thread) == threads.end()) threads.push_back(c->thread);
    for (std::size_t depth = 0, added = 1; added > 0 && met.size() < 2 * RaceLocations::kCounterparts; ++depth) {
      added = 0;
      for (const AccessClass* c : classes)
        if (depth < c->members.size() && met.size() < 2 * RaceLocations::kCounterparts) {
          met.push_back(c->members[depth]);
          ++added;
        }
    }
    if (met.empty()) continue;
    for (const AccessClass* p : pointers_of[k]) {
      // Two pointers of unknown target that may meet: the race belongs to
      // both pointers' locations (each is a place the reader may fix).
      RacingPair r = checker.classify(p->first(), met.front());
      r.through_pointer = true;
      r.base = out.accesses[p->first()].base;
      locations.add_pointer(std::move(r), *p, met, threads);
    }
  }
}

}  // namespace

RaceFindings analyse_races(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events,
                           const threads::ThreadGraph& graph,
                           const threads::ContextTable& contexts,
                           const lockset::LocksetResults& locks,
                           const active::ActiveThreads& active,
                           const std::vector<bool>& escapes,
                           const racer::Imprecisions& earlier,
                           const std::vector<bool>& returning,
                           std::optional<std::chrono::steady_clock::time_point> deadline,
                           const std::vector<std::string>& digest_ids) {
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
  const digests::Inputs inputs{facts, graph, active};
  const digests::Product digests(inputs, digest_ids);
  const PairChecker checker(facts, index, graph, active, digests, earlier, out, &schedule);
  RaceLocations locations(out.accesses);
  // An access some digest lets race with nothing (the single-threaded
  // start-up and shut-down phases, fresh memory) is left out before
  // pairing: the same answers, without their cost.
  std::vector<bool> alone(out.accesses.size(), false);
  for (std::size_t i = 0; i < out.accesses.size(); ++i) alone[i] = digests.alone(out.accesses[i]);
  // The clock is read every kClockEvery pairs of classes.
  constexpr std::uint32_t kClockEvery = 1024;
  std::uint32_t until_clock = 0;
  const auto spent = [&] {
    if (!deadline || out.budget_spent) return out.budget_spent;
    if (until_clock-- > 0) return false;
    until_clock = kClockEvery;
    out.budget_spent = std::chrono::steady_clock::now() >= *deadline;
    return out.budget_spent;
  };
  const auto not_alone = [&](std::span<const std::size_t> list) {
    std::vector<std::size_t> kept;
    for (std::size_t i : list)
      if (!alone[i]) kept.push_back(i);
    return kept;
  };
  std::size_t next_class = 0;
  // Two classes of one object that may race: the pair to show is their
  // first members', or a certain pair of other members when the first one
  // is not certain (at most kCertainTries pairs tried: a pair not tried
  // stays possible, which is never wrong, only less).
  constexpr std::size_t kCertainTries = 64;
  const auto object_race = [&](const AccessClass& x, const AccessClass& y) {
    if (spent() || !checker.may_race(x.first(), y.first())) return;
    RacingPair best = checker.classify(x.first(), y.first());
    std::size_t tries = 0;
    if (best.reasons != 0 && !locations.has_certain(best))
      for (std::size_t i : x.members) {
        for (std::size_t j : y.members) {
          if ((i == x.first() && j == y.first()) || !may_be_certain(out.accesses[i], out.accesses[j])) continue;
          if (tries++ == kCertainTries) break;
          RacingPair r = checker.classify(i, j);
          if (std::popcount(r.reasons) < std::popcount(best.reasons)) best = std::move(r);
          if (best.reasons == 0) break;
        }
        if (best.reasons == 0 || tries > kCertainTries) break;
      }
    const AccessClass* ys[] = {&y};
    locations.add(std::move(best), x, ys);
  };
  for (const auto& [b, list] : collected.by_base) {
    out.bases.push_back(summarise_base(BaseId(b), out.accesses, list));
    if (!needs_pair_checks(out.bases.back(), graph)) continue;
    const std::vector<std::size_t> kept = not_alone(list);
    const std::vector<AccessClass> classes =
        group_accesses(out.accesses, kept, digests, ClassScope::BehaviourAndLocation, next_class);
    // Pairs with a write: each writing class with every class, two writing
    // classes once.
    for (std::size_t x = 0; x < classes.size() && !out.budget_spent; ++x) {
      if (!classes[x].write) continue;
      for (std::size_t y = 0; y < classes.size(); ++y)
        if (y >= x || !classes[y].write) object_race(classes[x], classes[y]);
    }
  }
  // What a pointer of unknown target may hit: objects another thread may
  // reach, but for globals no expression takes an address into (reached by
  // their name only; docs/engines.md, "Race locations").
  std::vector<bool> pointed(escapes);
  for (std::size_t b = 0; b < pointed.size(); ++b)
    if (facts.bases.flags[b] & RACER_BASE_NEVER_ADDRESSED) pointed[b] = false;
  unknown_target_races(out, collected, pointed, alone, checker, digests, locations, next_class, spent);
  out.races = locations.take();

  PlainSpins plain;
  for (racer::Imprecision& i : active_waiting_loops(facts, index, events, escapes, &plain))
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
  for (racer::Imprecision& i : hidden_synchronisation(facts, events))
    out.imprecisions.push_back(std::move(i));
  for (racer::Imprecision& i : surplus_post_timing(facts, index, events, graph, contexts, active))
    out.imprecisions.push_back(std::move(i));
  decide_verdict(facts, events, out, &deps);
  return out;
}

}  // namespace racer::races
