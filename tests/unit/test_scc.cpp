// Strongly connected components (common/scc.hpp), shared by the CFG loops
// and the lock-order cycles.
#include <catch2/catch.hpp>

#include <cstdint>
#include <vector>

#include "common/scc.hpp"

namespace {

using Graph = std::vector<std::vector<int>>;

racer::Components sccs(const Graph& g, std::int32_t from = 0) {
  return racer::strongly_connected(g.size(), from, [&](int v) -> const std::vector<int>& {
    return g[static_cast<std::size_t>(v)];
  });
}

}  // namespace

TEST_CASE("strongly connected components and their cycles", "[scc]") {
  // 0 -> 1 -> 2 -> 1, 3 -> 3, 4 alone, 2 -> 4.
  const Graph g{{1}, {2}, {1, 4}, {3}, {}};
  const racer::Components c = sccs(g);
  REQUIRE(c.of.size() == 5);
  CHECK(c.of[1] == c.of[2]);
  CHECK(c.of[0] != c.of[1]);
  CHECK(c.of[3] != c.of[4]);
  CHECK(c.cyclic[static_cast<std::size_t>(c.of[1])]);   // two nodes
  CHECK(c.cyclic[static_cast<std::size_t>(c.of[3])]);   // a self-edge
  CHECK_FALSE(c.cyclic[static_cast<std::size_t>(c.of[0])]);
  CHECK_FALSE(c.cyclic[static_cast<std::size_t>(c.of[4])]);
  // A component comes before the components that reach it.
  CHECK(c.of[4] < c.of[1]);
  CHECK(c.of[1] < c.of[0]);
}

TEST_CASE("components of the nodes from a bound on", "[scc]") {
  // The cycle 0 -> 1 -> 2 -> 0 is no cycle of the nodes >= 1.
  const Graph g{{1}, {2}, {0}};
  const racer::Components all = sccs(g);
  CHECK(all.cyclic.size() == 1);
  const racer::Components upper = sccs(g, 1);
  CHECK(upper.of[0] == -1);
  REQUIRE(upper.of[1] >= 0);
  CHECK(upper.of[1] != upper.of[2]);
  CHECK_FALSE(upper.cyclic[static_cast<std::size_t>(upper.of[1])]);
  CHECK_FALSE(upper.cyclic[static_cast<std::size_t>(upper.of[2])]);
}

TEST_CASE("a chain of 200,000 nodes does not overflow the stack", "[scc]") {
  const int n = 200000;
  Graph g(static_cast<std::size_t>(n));
  for (int v = 0; v + 1 < n; ++v) g[static_cast<std::size_t>(v)].push_back(v + 1);
  g.back().push_back(0);  // one cycle through every node
  const racer::Components c = sccs(g);
  CHECK(c.cyclic.size() == 1);
  CHECK(c.cyclic[0]);
  CHECK(c.of.front() == 0);
  CHECK(c.of.back() == 0);
}
