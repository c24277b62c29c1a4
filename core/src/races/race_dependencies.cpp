// RaceDependencies: see race_dependencies.hpp.
#include "races/race_dependencies.hpp"

#include <algorithm>

#include "active/active_threads.hpp"

namespace racer::races {

RaceDependencies::RaceDependencies(const facts::FactStore& facts, const facts::Indexes& index,
                                   const std::vector<models::ClassifiedEvent>& events,
                                   const threads::ThreadGraph& graph)
    : facts_(facts), index_(index), graph_(graph) {
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (events[e].cls == models::CallClass::ThreadJoin)
      joins_.push_back({StmtId(facts.events.stmt[e]),
                        active::join_may_end(facts, graph, events[e].thread_id)});
    if (events[e].cls == models::CallClass::BarrierWait) barrier_waits_.emplace_back(facts.events.stmt[e]);
  }
}

bool RaceDependencies::reaches(ThreadId t, StmtId s) const {
  const FunctionId f(facts_.statements.function[s.index()]);
  return f.valid() && graph_.runs[t.index()][f.index()] > 0;
}

bool RaceDependencies::may_precede(StmtId from, StmtId to) const {
  if (facts_.statements.function[from.index()] != facts_.statements.function[to.index()]) return true;
  std::vector<bool> seen(facts_.statements.function.size(), false);
  std::vector<StmtId> work;
  for (StmtId n : index_.successors_of[from]) work.push_back(n);
  while (!work.empty()) {
    const StmtId s = work.back();
    work.pop_back();
    if (s == to) return true;
    if (seen[s.index()]) continue;
    seen[s.index()] = true;
    for (StmtId n : index_.successors_of[s]) work.push_back(n);
  }
  return false;
}

std::vector<bool> RaceDependencies::needed(ThreadId a, ThreadId b) const {
  const std::vector<Need> n = needs(a, b);
  std::vector<bool> out(n.size());
  for (std::size_t t = 0; t < n.size(); ++t) out[t] = n[t] != Need::None;
  return out;
}

std::vector<RaceDependencies::Need> RaceDependencies::needs(ThreadId a, ThreadId b) const {
  const std::size_t n = graph_.threads.size();
  // whole: the thread may have to run to its end (a racing thread, a
  // joined one); upto: a creator, needed until its creates of needed
  // children only.
  std::vector<bool> whole(n, false), upto(n, false);
  std::vector<ThreadId> work;
  auto need = [&](ThreadId t, bool to_end) {
    if (whole[t.index()]) return false;
    if (to_end) whole[t.index()] = true;
    else if (upto[t.index()]) return false;
    else upto[t.index()] = true;
    work.push_back(t);
    return true;
  };
  need(a, true);
  need(b, true);
  for (bool grew = true; grew;) {
    while (!work.empty()) {
      const ThreadId t = work.back();
      work.pop_back();
      for (const threads::ThreadEdge& e : graph_.edges)
        if (e.child == t) need(e.parent, false);
      if (whole[t.index()])
        for (const Join& j : joins_)
          if (reaches(t, j.stmt))
            for (ThreadId m : j.candidates) need(m, true);
      // A barrier lets a needed thread through only once the others that
      // wait at barriers have arrived: they are needed too.
      const auto at_barrier = [&](ThreadId u) {
        return std::any_of(barrier_waits_.begin(), barrier_waits_.end(), [&](StmtId w) { return reaches(u, w); });
      };
      if (at_barrier(t))
        for (std::size_t u = 0; u < n; ++u)
          if (at_barrier(ThreadId(static_cast<std::int32_t>(u)))) need(ThreadId(static_cast<std::int32_t>(u)), true);
    }
    // A creator waits for what its joins may end before a create of a
    // needed child.
    grew = false;
    for (std::size_t p = 0; p < n; ++p) {
      if (!upto[p] || whole[p]) continue;
      const ThreadId parent(static_cast<std::int32_t>(p));
      for (const Join& j : joins_) {
        if (!reaches(parent, j.stmt)) continue;
        const bool before = std::any_of(graph_.edges.begin(), graph_.edges.end(), [&](const threads::ThreadEdge& e) {
          return e.parent == parent && (whole[e.child.index()] || upto[e.child.index()]) &&
                 may_precede(j.stmt, e.stmt);
        });
        if (before)
          for (ThreadId m : j.candidates) grew = need(m, true) || grew;
      }
    }
  }
  std::vector<Need> out(n, Need::None);
  for (std::size_t t = 0; t < n; ++t) out[t] = whole[t] ? Need::Whole : upto[t] ? Need::Creator : Need::None;
  return out;
}

bool RaceDependencies::concerns(const racer::Imprecision& i, const std::vector<bool>& needed) const {
  using K = racer::ImprecisionKind;
  switch (i.kind) {
    case K::LockExpression:
    case K::TooManyLockTargets:
    case K::TryLockStatus:
    case K::ActiveWaiting:
    case K::BlockingAssume:
    case K::UnmodelledSync:
    case K::UnreleasedLock:
      break;
    default:
      return true;
  }
  if (i.thread.valid()) return needed[i.thread.index()];
  if (!i.stmt.valid()) return true;
  for (std::size_t t = 0; t < needed.size(); ++t)
    if (needed[t] && reaches(ThreadId(static_cast<std::int32_t>(t)), i.stmt)) return true;
  return false;
}

}  // namespace racer::races
