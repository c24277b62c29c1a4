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

namespace racer::deadlock {
namespace {

// Component ids (Tarjan, iterative) of the subgraph of nodes >= from; -1
// for nodes below it. Also returns, per component, whether it holds a cycle.
std::vector<int> components(const std::vector<std::vector<int>>& adj, int from,
                            std::vector<bool>& cyclic) {
  const int n = static_cast<int>(adj.size());
  std::vector<int> comp(adj.size(), -1), low(adj.size(), 0), order(adj.size(), -1);
  std::vector<bool> on_stack(adj.size(), false);
  std::vector<int> stack;
  cyclic.clear();
  int counter = 0;
  struct Frame {
    int v;
    std::size_t next;
  };
  for (int root = from; root < n; ++root) {
    if (order[static_cast<std::size_t>(root)] != -1) continue;
    std::vector<Frame> call{{root, 0}};
    order[static_cast<std::size_t>(root)] = low[static_cast<std::size_t>(root)] = counter++;
    stack.push_back(root);
    on_stack[static_cast<std::size_t>(root)] = true;
    while (!call.empty()) {
      Frame& f = call.back();
      const auto v = static_cast<std::size_t>(f.v);
      if (f.next < adj[v].size()) {
        const int w = adj[v][f.next++];
        if (w < from) continue;
        const auto wi = static_cast<std::size_t>(w);
        if (order[wi] == -1) {
          order[wi] = low[wi] = counter++;
          stack.push_back(w);
          on_stack[wi] = true;
          call.push_back({w, 0});
        } else if (on_stack[wi]) {
          low[v] = std::min(low[v], order[wi]);
        }
        continue;
      }
      if (low[v] == order[v]) {
        const int id = static_cast<int>(cyclic.size());
        bool has_cycle = false;
        int size = 0;
        for (int w = -1; w != f.v;) {
          w = stack.back();
          stack.pop_back();
          on_stack[static_cast<std::size_t>(w)] = false;
          comp[static_cast<std::size_t>(w)] = id;
          ++size;
        }
        has_cycle = size > 1 || std::find(adj[v].begin(), adj[v].end(), f.v) != adj[v].end();
        cyclic.push_back(has_cycle);
      }
      const int done = f.v;
      call.pop_back();
      if (!call.empty()) {
        const auto p = static_cast<std::size_t>(call.back().v);
        low[p] = std::min(low[p], low[static_cast<std::size_t>(done)]);
      }
    }
  }
  return comp;
}

}  // namespace

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
  std::vector<bool> cyclic;
  for (int s = 0; s < n; ++s) {
    // The least node >= s in a component with a cycle; none: done.
    const std::vector<int> comp = components(adj, s, cyclic);
    while (s < n && !cyclic[static_cast<std::size_t>(comp[static_cast<std::size_t>(s)])]) ++s;
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
