// Scale benchmark of the deadlock engine's graph part (issue 6: a lock
// graph of 10^4 locks and 10^5 edges): lock-graph construction from
// lock-order edges and Johnson's cycle enumeration up to the engine's cycle
// limit, on random graphs and on a ring. Writes Markdown to the file given
// as argument. A measurement, never a pass/fail test.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>

#include "deadlock/cycles.hpp"
#include "deadlock/deadlock_analysis.hpp"

namespace {

using racer::lockset::LockKey;
using racer::lockset::LockOrderEdge;

struct Figure {
  std::size_t locks = 0, edges = 0, cycles = 0;
  bool truncated = false;
  double seconds = 0;
};

Figure measure(const std::vector<LockOrderEdge>& order) {
  const auto start = std::chrono::steady_clock::now();
  const racer::deadlock::LockGraph g = racer::deadlock::build_lock_graph(order);
  std::vector<std::vector<int>> adj(g.locks.size());
  for (const auto& e : g.edges)
    if (e.from != e.to) adj[static_cast<std::size_t>(e.from)].push_back(e.to);
  const auto c = racer::deadlock::elementary_cycles(adj, racer::deadlock::kMaxCycles);
  const auto end = std::chrono::steady_clock::now();
  return {g.locks.size(), g.edges.size(), c.cycles.size(), c.truncated,
          std::chrono::duration<double>(end - start).count()};
}

LockOrderEdge edge(int from, int to) {
  LockOrderEdge e;
  e.held = LockKey{racer::BaseId(from), 0};
  e.acquired = LockKey{racer::BaseId(to), 0};
  return e;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUTPUT.md\n", argv[0]);
    return 2;
  }
  std::ofstream out(argv[1]);
  out << "# Deadlock engine scale (lock graph and cycles)\n\n"
      << "Lock-graph construction and Johnson's enumeration (limit "
      << racer::deadlock::kMaxCycles << " cycles).\n\n"
      << "| graph | locks | edges | cycles | truncated | seconds |\n|---|---:|---:|---:|---|---:|\n";
  auto row = [&](const char* name, const Figure& f) {
    out << "| " << name << " | " << f.locks << " | " << f.edges << " | " << f.cycles << " | "
        << (f.truncated ? "yes" : "no") << " | " << f.seconds << " |\n";
    std::printf("%s: %zu locks, %zu edges, %zu cycles%s, %.3f s\n", name, f.locks, f.edges, f.cycles,
                f.truncated ? " (truncated)" : "", f.seconds);
  };
  std::mt19937 rng(7);
  std::uniform_int_distribution<int> lock(0, 9999);
  // Mostly ordered (edges from lower to higher locks, as consistent code
  // has), with 1% inversions: realistic lock graphs.
  std::vector<LockOrderEdge> mostly;
  std::vector<LockOrderEdge> random;
  for (int i = 0; i < 100000; ++i) {
    int a = lock(rng), b = lock(rng);
    random.push_back(edge(a, b));
    if (a > b && i % 100 != 0) std::swap(a, b);
    mostly.push_back(edge(a, b));
  }
  row("random, 10^4 locks, 10^5 edges", measure(random));
  row("ordered with 1% inversions", measure(mostly));
  std::vector<LockOrderEdge> ring;
  for (int v = 0; v < 10000; ++v) ring.push_back(edge(v, (v + 1) % 10000));
  row("one ring of 10^4 locks", measure(ring));
  return out ? 0 : 1;
}
