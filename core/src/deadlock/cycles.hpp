// Elementary cycles of a directed graph (Johnson, 1975).
//
// The lock-order graph's deadlock candidates are its elementary cycles:
// each lock appears once. The search is iterative (no recursion on long
// paths) and stops after `limit` cycles, since their number can grow
// exponentially with the graph.
#pragma once

#include <cstddef>
#include <vector>

namespace racer::deadlock {

struct Cycles {
  // Each cycle lists its nodes in edge order, starting with its smallest
  // node; cycles are in increasing order of that node, then discovery.
  std::vector<std::vector<int>> cycles;
  bool truncated = false;  // the limit was reached: more cycles exist
};

// `adj[v]`: successors of node v (0 <= v < adj.size()); self-loops are
// cycles of length 1.
Cycles elementary_cycles(const std::vector<std::vector<int>>& adj, std::size_t limit);

}  // namespace racer::deadlock
