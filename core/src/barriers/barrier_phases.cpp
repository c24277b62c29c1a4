// find_barrier_phases: see barrier_phases.hpp.
#include "barriers/barrier_phases.hpp"

#include <algorithm>
#include <charconv>
#include <map>
#include <set>

#include "facts/expression_targets.hpp"
#include "racer/racer.h"
#include "threads/cfg_loops.hpp"

namespace racer::barriers {

bool BarrierPhases::well_formed(BaseId b) const {
  return std::any_of(barriers.begin(), barriers.end(),
                     [&](const Barrier& x) { return x.object == b && x.well_formed; });
}

BaseId barrier_object(const facts::FactStore& facts, ExprId e) {
  // Only a single object, at its start, names the barrier.
  BaseId found;
  for (const facts::Target& t : facts::expression_targets(facts, e)) {
    if (t.lo != 0 || t.hi != 0 || (found.valid() && found != t.base)) return BaseId();
    found = t.base;
  }
  return found;
}

namespace {

// The count of an initialisation: a non-negative integer constant.
std::int32_t constant_count(const facts::FactStore& facts, ExprId e) {
  std::string_view t = models::constant_text(facts, e);
  while (!t.empty() && (t.back() == 'U' || t.back() == 'u' || t.back() == 'L' || t.back() == 'l'))
    t.remove_suffix(1);
  std::int32_t n = -1;
  const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), n);
  if (ec != std::errc() || end != t.data() + t.size() || n <= 0) return -1;
  return n;
}

}  // namespace

BarrierPhases find_barrier_phases(const facts::FactStore& facts, const facts::Indexes& index,
                                  const std::vector<models::ClassifiedEvent>& events,
                                  const threads::ThreadGraph& graph,
                                  const threads::ContextTable& contexts) {
  BarrierPhases out;
  out.of_thread.resize(graph.threads.size());
  // Waits reached by each thread, by object (none: not named).
  std::map<std::int32_t, std::set<std::int32_t>> waiters;  // barrier -> threads
  std::vector<StmtId> wait_stmts;
  bool unnamed_wait = false;
  threads::ReachableStatements statements(facts, index);
  for (std::size_t t = 0; t < graph.threads.size(); ++t) {
    std::set<std::int32_t> seen;
    for (ContextId ctx : contexts.of_thread(ThreadId(static_cast<std::int32_t>(t)))) {
      const FunctionId f = contexts[ctx].function;
      if (!seen.insert(f.value).second) continue;
      for (StmtId s : statements(f))
        for (EventId e : index.events_of[s]) {
          const models::ClassifiedEvent& c = events[e.index()];
          if (facts.events.kind[e.index()] != RACER_EVENT_CALL ||
              c.cls != models::CallClass::BarrierWait)
            continue;
          wait_stmts.push_back(s);
          const BaseId b = barrier_object(facts, c.object);
          if (!b.valid()) unnamed_wait = true;
          else waiters[b.value].insert(static_cast<std::int32_t>(t));
        }
    }
  }
  // Initialisations (wherever they are: one that never runs is harmless).
  std::map<std::int32_t, std::vector<std::pair<StmtId, std::int32_t>>> inits;
  bool unnamed_init = false;
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (events[e].cls != models::CallClass::BarrierInit) continue;
    const BaseId b = barrier_object(facts, events[e].object);
    if (!b.valid()) {
      unnamed_init = true;
      continue;
    }
    inits[b.value].emplace_back(StmtId(facts.events.stmt[e]), constant_count(facts, events[e].count));
  }
  for (const auto& [b, threads_waiting] : waiters) {
    Barrier bar;
    bar.object = BaseId(b);
    for (std::int32_t t : threads_waiting) bar.participants.emplace_back(t);
    const auto it = inits.find(b);
    const bool one_init = it != inits.end() && it->second.size() == 1 &&
                          threads::runs_at_most_once(graph, facts, it->second[0].first);
    if (one_init) bar.count = it->second[0].second;
    bar.well_formed =
        one_init && bar.count > 0 && !unnamed_wait && !unnamed_init && !graph.cyclic &&
        bar.participants.size() <= static_cast<std::size_t>(bar.count) &&
        std::none_of(bar.participants.begin(), bar.participants.end(),
                     [&](ThreadId t) { return graph.threads[t.index()].multiple; });
    if (bar.well_formed)
      for (ThreadId t : bar.participants) out.of_thread[t.index()].push_back(bar.object);
    out.barriers.push_back(std::move(bar));
  }
  // Waits whose order the phases do not capture.
  std::set<std::int32_t> reported;
  for (StmtId s : wait_stmts)
    for (EventId e : index.events_of[s]) {
      if (events[e.index()].cls != models::CallClass::BarrierWait) continue;
      const BaseId b = barrier_object(facts, events[e.index()].object);
      if (b.valid() && out.well_formed(b)) continue;
      if (reported.insert(s.value).second) {
        const StringId text(events[e.index()].object.valid()
                                ? facts.expressions.text[events[e.index()].object.index()]
                                : -1);
        std::string name = text.valid() ? std::string(facts.strings.get(text)) : std::string("?");
        if (name.starts_with("&")) name.erase(0, 1);
        out.imprecisions.push_back({racer::ImprecisionKind::UnmodelledSync, s,
                                    "barrier " + name + " not usable for phases"});
      }
    }
  return out;
}

}  // namespace racer::barriers
