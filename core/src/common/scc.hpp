// Strongly connected components of a directed graph: Tarjan's algorithm,
// iterative (an explicit stack, so that a function of 100,000 statements
// or a long chain of locks does not overflow the call stack).
//
// One implementation for every engine that asks "which nodes lie on a
// cycle": the control-flow loops of threads/cfg_loops and the lock-order
// cycles of deadlock/cycles.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace racer {

struct Components {
  // index = node; the component of each node >= `from`, -1 below it.
  // Components are numbered in the order Tarjan's algorithm completes them
  // (a component before the components that reach it).
  std::vector<std::int32_t> of;
  // index = component; whether it holds a cycle: two nodes or more, or one
  // node with an edge to itself.
  std::vector<bool> cyclic;
};

// A successor as a node number: an int, or an id type with `.value`.
inline std::int32_t node_number(std::int32_t v) { return v; }
template <class Id>
std::int32_t node_number(const Id& id) {
  return id.value;
}

// The components of the subgraph of nodes `from` .. n-1 (edges to nodes
// below `from` are left out). successors_of(v) gives a random-access range
// (size(), operator[]) of v's successors, every one in [0, n).
template <class SuccessorsOf>
Components strongly_connected(std::size_t n, std::int32_t from, SuccessorsOf&& successors_of) {
  Components out;
  out.of.assign(n, -1);
  std::vector<std::int32_t> order(n, -1), low(n, 0);
  std::vector<bool> on_stack(n, false);
  std::vector<std::int32_t> stack;
  std::int32_t counter = 0;
  struct Frame {
    std::int32_t v;
    std::size_t next;
    bool self_edge;
  };
  std::vector<Frame> frames;
  const auto at = [](std::int32_t v) { return static_cast<std::size_t>(v); };
  const auto enter = [&](std::int32_t v) {
    order[at(v)] = low[at(v)] = counter++;
    stack.push_back(v);
    on_stack[at(v)] = true;
    frames.push_back({v, 0, false});
  };
  for (std::int32_t root = std::max<std::int32_t>(from, 0); at(root) < n; ++root) {
    if (order[at(root)] != -1) continue;
    enter(root);
    while (!frames.empty()) {
      Frame& f = frames.back();
      const auto& succs = successors_of(f.v);
      if (f.next < succs.size()) {
        const std::int32_t w = node_number(succs[f.next++]);
        if (w < from) continue;
        if (w == f.v) f.self_edge = true;
        if (order[at(w)] == -1) {
          enter(w);  // invalidates f
        } else if (on_stack[at(w)]) {
          low[at(f.v)] = std::min(low[at(f.v)], order[at(w)]);
        }
        continue;
      }
      const Frame done = f;
      frames.pop_back();
      if (!frames.empty()) low[at(frames.back().v)] = std::min(low[at(frames.back().v)], low[at(done.v)]);
      if (low[at(done.v)] != order[at(done.v)]) continue;
      const auto id = static_cast<std::int32_t>(out.cyclic.size());
      std::size_t size = 0;
      for (std::int32_t w = -1; w != done.v;) {
        w = stack.back();
        stack.pop_back();
        on_stack[at(w)] = false;
        out.of[at(w)] = id;
        ++size;
      }
      out.cyclic.push_back(size > 1 || done.self_edge);
    }
  }
  return out;
}

}  // namespace racer
