// Scale benchmark of the alias backend's solver (issue: 10^6 constraints in
// under 2 s). Builds synthetic programs of N random pointer flows over N/4
// variables (address-of, copy, load, store in equal parts, plus calls
// through N/100 function pointers), solves them with solve_aliases and
// writes the timings to the file given as argument (Markdown). A
// measurement, never a pass/fail test.
#include <chrono>
#include <cstdio>
#include <fstream>
#include <random>
#include <string>

#include "alias/alias_analysis.hpp"
#include "facts/indexes.hpp"
#include "racer/racer.h"

namespace {

using racer::facts::FactStore;

void add_flow(FactStore& f, std::int32_t dst, std::int32_t dst_deref, std::int32_t src,
              std::int32_t src_deref) {
  f.flows.stmt.push_back(-1);
  f.flows.dst_base.push_back(dst);
  f.flows.dst_return.push_back(-1);
  f.flows.dst_expr.push_back(-1);
  f.flows.dst_deref.push_back(dst_deref);
  f.flows.src_base.push_back(src);
  f.flows.src_function.push_back(-1);
  f.flows.src_return.push_back(-1);
  f.flows.src_deref.push_back(src_deref);
  f.flows.shift.push_back(0);
}

FactStore synthetic(std::size_t n, std::uint32_t seed) {
  FactStore f;
  const auto bases = static_cast<std::int32_t>(n / 4);
  f.strings.append("g", std::vector<std::int32_t>{1});
  f.functions.name.push_back(0);
  f.functions.flags.push_back(0);
  f.functions.entry_stmt.push_back(-1);
  f.entry = racer::FunctionId(0);
  for (std::int32_t b = 0; b < bases; ++b) {
    f.bases.name.push_back(0);
    f.bases.kind.push_back(b % 2 ? RACER_BASE_LOCAL : RACER_BASE_GLOBAL);
    f.bases.function.push_back(b % 2 ? 0 : -1);
    f.bases.flags.push_back(0);
    f.bases.size_bits.push_back(64);
    f.bases.type.push_back(-1);
    f.bases.formal_index.push_back(-1);
    f.bases.alloc_stmt.push_back(-1);
  }
  std::mt19937 rng(seed);
  std::uniform_int_distribution<std::int32_t> var(0, bases - 1);
  for (std::size_t i = 0; i < n; ++i) {
    switch (i % 4) {
      case 0: add_flow(f, var(rng), 0, var(rng), -1); break;  // p = &x
      case 1: add_flow(f, var(rng), 0, var(rng), 0); break;   // p = q
      case 2: add_flow(f, var(rng), 0, var(rng), 1); break;   // p = *q
      default: add_flow(f, var(rng), 1, var(rng), 0); break;  // *p = q
    }
  }
  return f;
}

struct Figure {
  std::size_t flows = 0, nodes = 0, classes = 0;
  double seconds = 0;
};

Figure measure(std::size_t n) {
  const FactStore f = synthetic(n, 42);
  const racer::facts::Indexes index = racer::facts::build_indexes(f);
  const std::vector<racer::models::ClassifiedEvent> events;
  const auto start = std::chrono::steady_clock::now();
  const racer::alias::AliasAnswers a = racer::alias::solve_aliases(f, index, events);
  const auto end = std::chrono::steady_clock::now();
  return {n, a.nodes, a.classes, std::chrono::duration<double>(end - start).count()};
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUTPUT.md\n", argv[0]);
    return 2;
  }
  std::ofstream out(argv[1]);
  out << "# Alias solver scale (synthetic random flows)\n\n"
      << "N flows over N/4 variables, a quarter each of `p = &x`, `p = q`, `p = *q`, `*p = q`;\n"
      << "time of `solve_aliases` (unification, taint and escape closures, answers).\n\n"
      << "| flows | nodes | classes | seconds |\n|---:|---:|---:|---:|\n";
  for (std::size_t n : {10000u, 100000u, 1000000u, 2000000u}) {
    const Figure fig = measure(n);
    out << "| " << fig.flows << " | " << fig.nodes << " | " << fig.classes << " | "
        << fig.seconds << " |\n";
    std::printf("%zu flows: %.3f s (%zu nodes, %zu classes)\n", fig.flows, fig.seconds, fig.nodes,
                fig.classes);
  }
  return out ? 0 : 1;
}
