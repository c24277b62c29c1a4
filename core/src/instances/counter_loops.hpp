// Loops driven by a counter (`for (i = a; i < K; i += k)`, in the form the
// front end writes it: a LOOP whose body starts with `if (!(i < K)) break;`):
// the counter's first value, its step and the loop's bound when they are
// constants, and what follows from them (docs/engines.md, "Loops"):
//
//  - the loops table: RACER_LOOP_ENTERED when the body surely starts,
//    RACER_LOOP_BOUNDED when the loop surely ends, RACER_LOOP_REPEATED when
//    the body surely starts twice;
//  - loops that run at most once (`for (i = 0; i < 1; i++)`) or never: the
//    analysis graph takes their way back to the head (or, for one that never
//    runs, the way in) straight to the leading test's `break`, since every
//    engine takes a CFG cycle to repeat.
//
// Everything here reads the code through CodeStructure and stays silent
// (no flag, no redirection) on any shape it does not know.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "facts/fact_store.hpp"
#include "instances/code_structure.hpp"

namespace racer::instances {

using Int = syntax::Int128;

// The leading test of a loop: the condition under which it goes on, and
// the break that leaves it otherwise.
struct LeadingTest {
  bool goes_on;        // cond is what keeps the loop going (else what stops it)
  std::int32_t cond;   // value node
  std::int32_t brk;    // the BREAK statement
};

class CounterLoops {
 public:
  explicit CounterLoops(const CodeStructure& code) : code_(code) {}

  std::optional<LeadingTest> leading_test(std::int32_t loop) const;
  // The value of counter i when the loop starts (see the .cpp).
  std::optional<Int> start_value(std::int32_t loop, std::int32_t i) const;
  // c when the only statement of the loop that assigns i is i = i + c
  // (i = i - c: -c), c a non-zero constant.
  std::optional<Int> step(std::int32_t loop, std::int32_t i) const;
  // The only way back to the loop's head is the statement that steps i.
  bool steps_every_iteration(std::int32_t loop, std::int32_t i) const;
  // Left only through its leading test: no return, other break, continue,
  // goto, nested loop or switch inside.
  bool single_exit(std::int32_t loop) const;
  // RACER_LOOP_* flags of a LOOP statement.
  std::int32_t flags(std::int32_t loop) const;
  enum class AtMostOnce { Never, Once };
  std::optional<AtMostOnce> at_most_once(std::int32_t loop) const;
  // The value a local bound v keeps while the loop runs: a constant it is
  // set to before the loop, and no write of it on a way round the loop.
  std::optional<Int> constant_local(std::int32_t loop, std::int32_t v) const;

 private:
  struct Bound {
    std::int32_t counter, var_node;  // the counter's base and VAR node
    Int limit;                       // the first value that fails the test
  };
  bool touches(std::int32_t i, std::int32_t s) const;
  bool closed(std::int32_t loop) const;
  bool entered_only_at_head(std::int32_t loop) const;
  std::optional<Bound> known_bound(std::int32_t loop) const;
  // The counter of a comparison's left operand: a plain local, or -1.
  std::int32_t counter_of(std::int32_t node, std::int32_t* var_node = nullptr) const;

  const CodeStructure& code_;
};

// What racer_freeze derives: the loops rows, and the analysis graph (the
// successors with the redirections above; empty when there is no structure,
// and the given successors are the graph).
struct DerivedLoops {
  facts::Loops loops;
  facts::Successors graph;
  bool redirected = false;  // graph holds the analysis graph
};
DerivedLoops derive_loops(const facts::FactStore& f, const std::vector<bool>& addressed);

}  // namespace racer::instances
