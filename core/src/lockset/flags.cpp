// plan_flags: see flags.hpp.
#include "lockset/flags.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "lockset/lockset_analysis.hpp"

namespace racer::lockset {

std::vector<FlagPlan> plan_flags(const facts::FactStore& facts, const threads::ThreadGraph& graph,
                                 const threads::ContextTable& contexts, const LocksetResults& first) {
  std::vector<FlagPlan> out;
  if (graph.cyclic) return out;
  std::map<std::int32_t, std::vector<StmtId>> raises;
  for (std::size_t r = 0; r < facts.flag_raises.base.size(); ++r)
    raises[facts.flag_raises.base[r]].emplace_back(facts.flag_raises.stmt[r]);
  for (const auto& [flag, stmts] : raises) {
    std::set<std::int32_t> threads_raising;
    std::vector<LockKey> guards;
    bool first_point = true;
    for (std::size_t c = 0; c < contexts.size(); ++c) {
      const ContextId ctx(static_cast<std::int32_t>(c));
      for (StmtId s : stmts) {
        if (contexts[ctx].function.value != facts.statements.function[s.index()]) continue;
        const StmtLocks* held = first.at(ctx, s);
        if (!held) continue;  // never reached in this context
        threads_raising.insert(contexts[ctx].thread.value);
        std::vector<LockKey> here;
        for (const HeldLock& h : held->must)
          if (h.key.is_lock() && h.key.offset != -1 && !h.read) here.push_back(h.key);
        if (first_point) {
          guards = std::move(here);
          first_point = false;
        } else {
          std::vector<LockKey> both;
          std::set_intersection(guards.begin(), guards.end(), here.begin(), here.end(),
                                std::back_inserter(both));
          guards = std::move(both);
        }
      }
    }
    if (threads_raising.size() != 1 || guards.empty()) continue;
    const ThreadId raiser(*threads_raising.begin());
    if (graph.threads[raiser.index()].multiple) continue;
    out.push_back({BaseId(flag), raiser, std::move(guards), stmts});
  }
  return out;
}

}  // namespace racer::lockset
