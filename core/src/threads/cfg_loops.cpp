// The statements on control-flow cycles: strongly connected components of
// the statement graph (common/scc.hpp).
#include "threads/cfg_loops.hpp"

#include <cstdint>

#include "common/scc.hpp"

namespace racer::threads {

std::vector<bool> statements_in_loops(const facts::FactStore& facts, const facts::Indexes& index) {
  const std::vector<std::int32_t> comp = loop_components(facts, index);
  std::vector<bool> in_loop(comp.size());
  for (std::size_t s = 0; s < comp.size(); ++s) in_loop[s] = comp[s] >= 0;
  return in_loop;
}

std::vector<std::int32_t> loop_components(const facts::FactStore& facts,
                                          const facts::Indexes& index) {
  const Components sccs = strongly_connected(
      facts.statements.function.size(), 0,
      [&](std::int32_t s) { return index.successors_of[StmtId(s)]; });
  // Only the components with a cycle are loops: renumber them 0, 1, ...
  std::vector<std::int32_t> loop_of_component(sccs.cyclic.size(), -1);
  std::int32_t next = 0;
  for (std::size_t c = 0; c < sccs.cyclic.size(); ++c)
    if (sccs.cyclic[c]) loop_of_component[c] = next++;
  std::vector<std::int32_t> comp(sccs.of.size(), -1);
  for (std::size_t s = 0; s < comp.size(); ++s)
    comp[s] = loop_of_component[static_cast<std::size_t>(sccs.of[s])];
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
