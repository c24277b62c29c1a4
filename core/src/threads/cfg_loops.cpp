// Tarjan's SCCs over the statement graph, iterative to survive long functions.
#include "threads/cfg_loops.hpp"

#include <algorithm>
#include <cstdint>

namespace racer::threads {

std::vector<bool> statements_in_loops(const facts::FactStore& facts, const facts::Indexes& index) {
  const std::vector<std::int32_t> comp = loop_components(facts, index);
  std::vector<bool> in_loop(comp.size());
  for (std::size_t s = 0; s < comp.size(); ++s) in_loop[s] = comp[s] >= 0;
  return in_loop;
}

std::vector<std::int32_t> loop_components(const facts::FactStore& facts,
                                          const facts::Indexes& index) {
  const std::size_t n = facts.statements.function.size();
  std::vector<std::int32_t> comp(n, -1);
  std::vector<bool> self_loop(n, false);
  std::int32_t next_comp = 0;
  std::vector<std::int32_t> order(n, -1), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::int32_t> stack;
  std::int32_t counter = 0;
  struct Frame {
    std::int32_t v;
    std::size_t next;
  };
  for (std::size_t root = 0; root < n; ++root) {
    if (order[root] != -1) continue;
    std::vector<Frame> frames{{static_cast<std::int32_t>(root), 0}};
    order[root] = low[root] = counter++;
    stack.push_back(static_cast<std::int32_t>(root));
    on_stack[root] = true;
    while (!frames.empty()) {
      Frame& f = frames.back();
      const auto succs = index.successors_of[StmtId(f.v)];
      if (f.next < succs.size()) {
        const std::int32_t w = succs[f.next++].value;
        if (w == f.v) self_loop[w] = true;  // a self-loop is a cycle of one
        if (order[w] == -1) {
          order[w] = low[w] = counter++;
          stack.push_back(w);
          on_stack[w] = true;
          frames.push_back({w, 0});
        } else if (on_stack[w]) {
          low[f.v] = std::min(low[f.v], order[w]);
        }
        continue;
      }
      const std::int32_t v = f.v;
      frames.pop_back();
      if (!frames.empty()) low[frames.back().v] = std::min(low[frames.back().v], low[v]);
      if (low[v] == order[v]) {
        std::vector<std::int32_t> scc;
        std::int32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          on_stack[w] = false;
          scc.push_back(w);
        } while (w != v);
        if (scc.size() > 1 || self_loop[scc[0]]) {
          for (std::int32_t s : scc) comp[s] = next_comp;
          ++next_comp;
        }
      }
    }
  }
  return comp;
}

std::vector<StmtId> reachable_statements(const facts::FactStore& facts,
                                         const facts::Indexes& index, FunctionId f) {
  std::vector<StmtId> out;
  const StmtId entry(facts.functions.entry_stmt[f.index()]);
  if (!entry.valid()) return out;
  std::vector<bool> seen(facts.statements.function.size(), false);
  std::vector<StmtId> todo{entry};
  seen[entry.index()] = true;
  while (!todo.empty()) {
    const StmtId s = todo.back();
    todo.pop_back();
    out.push_back(s);
    const auto succs = index.successors_of[s];
    for (auto it = succs.rbegin(); it != succs.rend(); ++it)
      if (!seen[it->index()]) {
        seen[it->index()] = true;
        todo.push_back(*it);
      }
  }
  return out;
}

}  // namespace racer::threads
