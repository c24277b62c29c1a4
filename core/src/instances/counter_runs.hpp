// How often a counter loop runs, for the recognisers that pair its
// iterations with thread ids (lost ids, create and join loops):
//
//  - plain(loop): `for (i = a; i < b; i += k)` with a constant start, a
//    positive constant step taken last in every iteration, the loop left
//    only through its leading test, and a test that compares the counter's
//    own values (through casts that keep their order, or a signed counter
//    that starts non-negative);
//  - can_run(...): some execution runs the loop at least `times` times: the
//    bound is a constant, a local set to one before the loop, or a local
//    set once from __VERIFIER_nondet_*() and otherwise only constrained by
//    assumptions (`assume(n >= 1)`, `if (n > 8) abort();`) that leave it a
//    value the loop needs;
//  - down_to_zero(loop): `for (i = ...; i >= 0; i--)`, its last iteration
//    with i = 0.
//
// Each answer is a premise of a certain verdict: any shape not listed gets
// nothing.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "instances/code_structure.hpp"
#include "instances/counter_loops.hpp"
#include "instances/program_ends.hpp"

namespace racer::instances {

struct PlainLoop {
  std::int32_t counter;  // base
  std::int32_t bound;    // value node the counter is compared to
  Int start, step;
};

class CounterRuns {
 public:
  explicit CounterRuns(const CodeStructure& code) : code_(code), loops_(code), ends_(code) {}

  std::optional<PlainLoop> plain(std::int32_t loop) const;
  bool can_run(std::int32_t loop, const PlainLoop& p, int times) const;
  // The counter of a loop counting down to 0 by 1, or -1.
  std::int32_t down_to_zero(std::int32_t loop) const;
  // s runs in every iteration: it sits in the loop's body, in no branch or
  // nested loop (blocks apart).
  bool in_every_iteration(std::int32_t loop, std::int32_t s) const;
  // The innermost loop holding s, or -1.
  std::int32_t innermost_loop(std::int32_t s) const;

  const CounterLoops& loops() const { return loops_; }
  const ProgramEnds& ends() const { return ends_; }

 private:
  bool plain_comparison(std::int32_t loop, std::int32_t counter, Int start) const;
  bool nondet_bound_allows(std::int32_t loop, std::int32_t v, std::int32_t var_node, Int needed) const;
  // s is the first statement of a loop's body whose body stops nothing.
  bool loop_test(std::int32_t s) const;
  bool stops_within(std::int32_t l) const;

  const CodeStructure& code_;
  CounterLoops loops_;
  ProgramEnds ends_;
  // Code-order numbers of the calls that stop the program (stops_within).
  mutable std::optional<std::vector<std::int32_t>> stop_numbers_;
};

}  // namespace racer::instances
