// active_waiting_loops: LOOP statements whose cycle does nothing but test.
#include "races/active_waiting.hpp"

#include <set>
#include <string_view>
#include <vector>

#include "racer/racer.h"

namespace racer::races {

engine::Imprecisions active_waiting_loops(const facts::FactStore& facts,
                                          const facts::Indexes& index) {
  engine::Imprecisions out;
  const std::size_t n = facts.statements.function.size();
  std::vector<std::vector<StmtId>> preds(n);
  for (std::size_t s = 0; s < n; ++s)
    for (StmtId t : index.successors_of[StmtId(static_cast<std::int32_t>(s))])
      preds[t.index()].emplace_back(static_cast<std::int32_t>(s));
  std::vector<bool> writes(n, false);
  for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a)
    if (facts.accesses.kind[a] == RACER_ACCESS_WRITE) writes[facts.accesses.stmt[a]] = true;

  auto walk = [&](StmtId from, bool forward) {
    std::vector<bool> seen(n, false);
    std::vector<StmtId> todo{from};
    while (!todo.empty()) {
      const StmtId s = todo.back();
      todo.pop_back();
      const auto next = forward ? index.successors_of[s] : std::span<const StmtId>(preds[s.index()]);
      for (StmtId t : next)
        if (!seen[t.index()]) {
          seen[t.index()] = true;
          todo.push_back(t);
        }
    }
    return seen;
  };

  for (std::size_t l = 0; l < n; ++l) {
    if (facts.statements.kind[l] != RACER_STMT_LOOP) continue;
    const StmtId loop(static_cast<std::int32_t>(l));
    const std::vector<bool> fwd = walk(loop, true), back = walk(loop, false);
    if (!fwd[l]) continue;  // not a cycle (a loop that never iterates)
    bool spins = true;
    for (std::size_t s = 0; s < n && spins; ++s) {
      if (!(fwd[s] && back[s])) continue;
      const std::int32_t kind = facts.statements.kind[s];
      const bool plain = kind == RACER_STMT_IF || kind == RACER_STMT_JUMP ||
                         kind == RACER_STMT_BLOCK || kind == RACER_STMT_LOOP;
      spins = plain && index.events_of[StmtId(static_cast<std::int32_t>(s))].empty() && !writes[s];
    }
    if (spins) out.push_back({engine::ImprecisionKind::ActiveWaiting, loop, ""});
  }
  return out;
}

engine::Imprecisions hidden_synchronisation(const facts::FactStore& facts,
                                            const std::vector<models::ClassifiedEvent>& events) {
  static constexpr std::string_view kSync[] = {
      "sem_wait", "sem_trywait", "sem_timedwait", "sem_post", "pthread_barrier_wait",
      "pthread_cond_wait", "pthread_cond_timedwait", "pthread_cond_signal",
      "pthread_cond_broadcast", "cnd_wait", "cnd_timedwait", "cnd_signal", "cnd_broadcast"};
  engine::Imprecisions out;
  std::set<std::int32_t> atomic_functions;
  for (std::size_t e = 0; e < events.size(); ++e)
    if (events[e].atomic_function && facts.events.callee[e] >= 0)
      atomic_functions.insert(facts.events.callee[e]);
  std::set<std::pair<int, std::int32_t>> seen;
  auto add = [&](engine::ImprecisionKind k, StmtId s, std::string_view what) {
    if (seen.insert({static_cast<int>(k), s.value}).second) out.push_back({k, s, std::string(what)});
  };
  for (std::size_t e = 0; e < facts.events.stmt.size(); ++e) {
    const FunctionId callee(facts.events.callee[e]);
    if (facts.events.kind[e] != RACER_EVENT_CALL || !callee.valid()) continue;
    const StmtId s(facts.events.stmt[e]);
    const std::string_view name = facts.strings.get(StringId(facts.functions.name[callee.index()]));
    for (std::string_view sync : kSync)
      if (name == sync) add(engine::ImprecisionKind::UnmodelledSync, s, name);
    if (name == "__VERIFIER_assume") add(engine::ImprecisionKind::BlockingAssume, s, name);
    const std::int32_t caller = facts.statements.function[s.index()];
    // SV-COMP files often declare abort() without its noreturn attribute.
    const bool ends = (facts.functions.flags[callee.index()] & RACER_FUNC_NORETURN) ||
                      name == "abort" || name == "exit" || name == "_Exit";
    if (ends && atomic_functions.count(caller))
      add(engine::ImprecisionKind::BlockingAssume, s, name);
  }
  return out;
}

}  // namespace racer::races
