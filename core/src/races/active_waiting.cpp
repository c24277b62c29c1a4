// active_waiting_loops: LOOP statements whose cycle does nothing but test.
#include "races/active_waiting.hpp"

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

}  // namespace racer::races
