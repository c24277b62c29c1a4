// ThreadSegments: see thread_segments.hpp.
#include "races/thread_segments.hpp"

#include <algorithm>

#include "racer/racer.h"

namespace racer::races {

ThreadSegments::ThreadSegments(const facts::FactStore& facts, const facts::Indexes& index,
                               const std::vector<models::ClassifiedEvent>& events,
                               const threads::ThreadGraph& graph)
    : facts_(facts), index_(index), graph_(graph) {
  const std::size_t n = facts.statements.function.size();
  preds_.resize(n);
  callees_at_.resize(n);
  call_sites_of_.resize(facts.functions.flags.size());
  for (std::size_t s = 0; s < n; ++s)
    for (StmtId y : index.successors_of[StmtId(static_cast<std::int32_t>(s))])
      preds_[y.index()].emplace_back(static_cast<std::int32_t>(s));
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (facts.events.kind[e] != RACER_EVENT_CALL) continue;
    const StmtId s(facts.events.stmt[e]);
    for (FunctionId f : threads::called_functions(facts, index, events, EventId(static_cast<std::int32_t>(e)))) {
      if (!(facts.functions.flags[f.index()] & RACER_FUNC_HAS_BODY)) continue;
      auto& at = callees_at_[s.index()];
      if (std::find(at.begin(), at.end(), f) == at.end()) at.push_back(f);
      auto& sites = call_sites_of_[f.index()];
      if (std::find(sites.begin(), sites.end(), s) == sites.end()) sites.push_back(s);
    }
  }
}

bool ThreadSegments::runs(ThreadId t, FunctionId f) const {
  return graph_.runs[t.index()][f.index()] > 0;
}

void ThreadSegments::include_function(FunctionId f, std::vector<bool>& in, std::vector<bool>& done) const {
  std::vector<FunctionId> todo{f};
  while (!todo.empty()) {
    const FunctionId g = todo.back();
    todo.pop_back();
    if (done[g.index()]) continue;
    done[g.index()] = true;
    for (StmtId s : index_.statements_of[g]) {
      in[s.index()] = true;
      for (FunctionId h : callees_at_[s.index()])
        if (!done[h.index()]) todo.push_back(h);
    }
  }
}

const std::vector<bool>& ThreadSegments::before(ThreadId t, StmtId to) const {
  auto [it, fresh] = before_.try_emplace({t.value, to.value});
  if (!fresh) return it->second;
  const std::size_t n = facts_.statements.function.size();
  std::vector<bool>& in = it->second;
  in.assign(n, false);
  std::vector<bool> expanded(n, false), walked(n, false), whole_fn(facts_.functions.flags.size(), false);
  std::vector<StmtId> work;
  // A statement on the way: what it calls runs before the thread goes past
  // it, except `from`, the callee we came up from (still running there).
  auto visit = [&](StmtId s, FunctionId from) {
    if (!expanded[s.index()]) {
      bool all = true;
      for (FunctionId f : callees_at_[s.index()]) {
        if (f == from) all = false;
        else include_function(f, in, whole_fn);
      }
      expanded[s.index()] = all;
    }
    in[s.index()] = true;
    if (!walked[s.index()]) work.push_back(s);
  };
  visit(to, FunctionId());
  while (!work.empty()) {
    const StmtId s = work.back();
    work.pop_back();
    if (walked[s.index()]) continue;
    walked[s.index()] = true;
    for (StmtId p : preds_[s.index()]) visit(p, FunctionId());
    const FunctionId f(facts_.statements.function[s.index()]);
    if (StmtId(facts_.functions.entry_stmt[f.index()]) == s)
      for (StmtId c : call_sites_of_[f.index()])
        if (runs(t, FunctionId(facts_.statements.function[c.index()]))) visit(c, f);
  }
  return in;
}

const std::vector<bool>& ThreadSegments::whole(ThreadId t) const {
  auto [it, fresh] = whole_.try_emplace(t.value);
  if (!fresh) return it->second;
  std::vector<bool>& in = it->second;
  in.assign(facts_.statements.function.size(), false);
  for (std::size_t f = 0; f < facts_.functions.flags.size(); ++f)
    if (runs(t, FunctionId(static_cast<std::int32_t>(f))))
      for (StmtId s : index_.statements_of[FunctionId(static_cast<std::int32_t>(f))]) in[s.index()] = true;
  return in;
}

}  // namespace racer::races
