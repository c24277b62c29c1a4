// Johnson's elementary cycles, as the deadlock engine uses them.
#include <catch2/catch.hpp>

#include "deadlock/cycles.hpp"

using racer::deadlock::elementary_cycles;
using Graph = std::vector<std::vector<int>>;

TEST_CASE("cycles: a triangle, a 2-cycle and a self-loop, each once") {
  // 0 -> 1 -> 2 -> 0, 1 -> 0, 3 -> 3, 4 isolated.
  const Graph g{{1}, {2, 0}, {0}, {3}, {}};
  const auto c = elementary_cycles(g, 100);
  CHECK_FALSE(c.truncated);
  CHECK(c.cycles == std::vector<std::vector<int>>{{0, 1, 2}, {0, 1}, {3}});
}

TEST_CASE("cycles: the complete digraph on four nodes has 20 elementary cycles") {
  Graph g(4);
  for (int a = 0; a < 4; ++a)
    for (int b = 0; b < 4; ++b)
      if (a != b) g[static_cast<std::size_t>(a)].push_back(b);
  const auto c = elementary_cycles(g, 1000);
  // 6 of length 2, 8 of length 3, 6 of length 4.
  CHECK(c.cycles.size() == 20);
  for (const auto& cycle : c.cycles) CHECK(*std::min_element(cycle.begin(), cycle.end()) == cycle[0]);
}

TEST_CASE("cycles: an acyclic graph has none, and the limit truncates") {
  CHECK(elementary_cycles(Graph{{1, 2}, {2}, {}}, 10).cycles.empty());
  Graph k5(5);
  for (int a = 0; a < 5; ++a)
    for (int b = 0; b < 5; ++b)
      if (a != b) k5[static_cast<std::size_t>(a)].push_back(b);
  const auto c = elementary_cycles(k5, 7);
  CHECK(c.truncated);
  CHECK(c.cycles.size() == 7);
}

TEST_CASE("cycles: a long ring is found without recursion") {
  constexpr int kLength = 100000;
  Graph ring(kLength);
  for (int v = 0; v < kLength; ++v) ring[static_cast<std::size_t>(v)].push_back((v + 1) % kLength);
  const auto c = elementary_cycles(ring, 10);
  REQUIRE(c.cycles.size() == 1);
  CHECK(c.cycles[0].size() == static_cast<std::size_t>(kLength));
}
