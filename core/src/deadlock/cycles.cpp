// elementary_cycles: Johnson's algorithm.
//
// Start s is the least node of a strongly connected component (with a
// cycle) of the subgraph of nodes >= s, and the search stays inside that
// component, so each cycle is found once, from its smallest node, and
// starts without cycles cost nothing: O((nodes + edges) * (cycles + 1)).
// A node stays blocked while no path from it back to s is known;
// unblocking follows the B lists (Johnson's bound).
#include "deadlock/cycles.hpp"

#include <algorithm>

#include "common/scc.hpp"

namespace racer::deadlock {

Cycles elementary_cycles(const std::vector<std::vector<int>>& adj, std::size_t limit) {
  Cycles out;
  const int n = static_cast<int>(adj.size());
  std::vector<bool> blocked(adj.size(), false);
  std::vector<std::vector<int>> b_lists(adj.size());
  auto unblock = [&](int u) {
    std::vector<int> todo{u};
    while (!todo.empty()) {
      const int x = todo.back();
      todo.pop_back();
      if (!blocked[static_cast<std::size_t>(x)]) continue;
      blocked[static_cast<std::size_t>(x)] = false;
      for (int w : b_lists[static_cast<std::size_t>(x)]) todo.push_back(w);
      b_lists[static_cast<std::size_t>(x)].clear();
    }
  };
  struct Frame {
    int v;
    std::size_t next = 0;   // index into adj[v]
    bool found = false;     // a cycle through v was found
  };
  for (int s = 0; s < n; ++s) {
    // The least node >= s in a component with a cycle; none: done.
    const Components sccs = strongly_connected(adj.size(), s, [&](int v) -> const std::vector<int>& {
      return adj[static_cast<std::size_t>(v)];
    });
    const std::vector<std::int32_t>& comp = sccs.of;
    while (s < n && !sccs.cyclic[static_cast<std::size_t>(comp[static_cast<std::size_t>(s)])]) ++s;
    if (s == n) break;
    const int scc = comp[static_cast<std::size_t>(s)];
    for (int v = s; v < n; ++v) {
      blocked[static_cast<std::size_t>(v)] = false;
      b_lists[static_cast<std::size_t>(v)].clear();
    }
    std::vector<Frame> stack{{s}};
    blocked[static_cast<std::size_t>(s)] = true;
    while (!stack.empty()) {
      Frame& f = stack.back();
      const std::vector<int>& succ = adj[static_cast<std::size_t>(f.v)];
      if (f.next < succ.size()) {
        const int w = succ[f.next++];
        if (w < s || comp[static_cast<std::size_t>(w)] != scc) continue;
        if (w == s) {
          std::vector<int> cycle;
          for (const Frame& g : stack) cycle.push_back(g.v);
          out.cycles.push_back(std::move(cycle));
          f.found = true;
          if (out.cycles.size() >= limit) {
            out.truncated = true;
            return out;
          }
        } else if (!blocked[static_cast<std::size_t>(w)]) {
          blocked[static_cast<std::size_t>(w)] = true;
          stack.push_back({w});
        }
        continue;
      }
      // All successors of f.v done.
      const Frame done = f;
      stack.pop_back();
      if (done.found) {
        unblock(done.v);
      } else {
        for (int w : succ)
          if (w >= s && comp[static_cast<std::size_t>(w)] == scc) {
            auto& bl = b_lists[static_cast<std::size_t>(w)];
            if (std::find(bl.begin(), bl.end(), done.v) == bl.end()) bl.push_back(done.v);
          }
      }
      if (!stack.empty() && done.found) stack.back().found = true;
    }
  }
  return out;
}

}  // namespace racer::deadlock
