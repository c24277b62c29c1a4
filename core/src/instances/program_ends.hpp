// Calls that never return to their caller, and functions that are
// assumptions, read from the program IR: what the loop recognisers of this
// folder need to tell an execution that stops from one that goes on.
//
//  - stops_program(f): every call of f ends the whole program: the C
//    library's exits (abort, exit, _exit, _Exit, quick_exit, __assert_fail,
//    __VERIFIER_error, and an undefined reach_error), a function declared
//    noreturn other than the thread exits (pthread_exit ends one thread
//    only), or a function of the program whose body surely calls one of
//    those first (through at most four such wrappers).
//  - assumes(f): f(e) stops the program when e is 0 and returns otherwise:
//    an undefined __VERIFIER_assume, or a function of one formal p whose
//    body is `if (!p) stop();` (or `p == 0`, or the else branch of `if (p)`).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "instances/code_structure.hpp"

namespace racer::instances {

class ProgramEnds {
 public:
  explicit ProgramEnds(const CodeStructure& code) : code_(code) {}

  bool stops_program(std::int32_t function) const;
  bool assumes(std::int32_t function) const;
  // s is an INSTR statement calling, by name, a function that stops the
  // program.
  bool stops_at(std::int32_t s) const;

 private:
  bool stops(std::int32_t function, int depth) const;
  // The function a list of statements surely calls first, or -1.
  std::int32_t first_call(std::span<const std::int32_t> list) const;
  bool stops_if_false(std::int32_t p, std::int32_t s) const;

  const CodeStructure& code_;
  // stops_program's answers by function: -1 not asked yet.
  mutable std::vector<std::int8_t> stops_;
};

}  // namespace racer::instances
