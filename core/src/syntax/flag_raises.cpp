// Publication flags and their raises, derived from the IR (derive.hpp).
//
// A candidate is a global integer base. It is dropped when anything may
// write it other than an assignment of a non-zero constant to the whole
// variable: another assignment, a call's result, an asm output, a global
// initialiser that is not 0, or any way to reach it by address (an ADDR or
// START of it anywhere, or the base's outside_ir flag: asm operands and
// templates, second names by asm labels and alias attributes, dlsym;
// addressed.cpp): a pointer write is invisible here. An extern the program does not define is no candidate:
// the library defines it, with its own initial value and writes.
#include <vector>

#include "racer/racer.h"
#include "syntax/derive.hpp"
#include "syntax/ir_values.hpp"

namespace racer::syntax {
namespace {

std::size_t at(std::int32_t row) { return static_cast<std::size_t>(row); }

enum class State : std::uint8_t { Unseen, Candidate, Dropped };

}  // namespace

facts::FlagRaises derive_flag_raises(const facts::FactStore& f) {
  facts::FlagRaises out;
  const facts::Nodes& n = f.nodes;
  const facts::Instrs& in = f.instrs;
  std::vector<State> state(f.bases.kind.size(), State::Unseen);
  // Anything taking an address into the variable (addressed.cpp).
  const std::vector<bool> addressed = addressed_bases(f);
  for (std::size_t b = 0; b < state.size(); ++b)
    if (f.bases.kind[b] != RACER_BASE_GLOBAL || addressed[b] || (f.bases.flags[b] & RACER_BASE_EXTERN) != 0)
      state[b] = State::Dropped;
  auto drop = [&](std::int32_t base) {
    if (base >= 0) state[at(base)] = State::Dropped;
  };
  // The outputs of asm statements.
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k)
    if (in.kind[at(f.instr_args.instr[k])] == RACER_INSTR_ASM) drop(variable_root(f, f.instr_args.node[k]));
  // Every other write; raises are remembered per instruction.
  std::vector<std::int32_t> raise_of(in.stmt.size(), -1);
  for (std::size_t i = 0; i < in.stmt.size(); ++i) {
    const std::int32_t lhs = in.lhs[i];
    if (lhs == -1) continue;
    const std::int32_t base = variable_root(f, lhs);
    if (base == -1 || state[at(base)] == State::Dropped) continue;
    const bool whole_integer = n.op[at(lhs)] == RACER_NODE_VAR && (n.type_flags[at(lhs)] & RACER_TYPE_INTEGER) != 0;
    const auto v = in.kind[i] == RACER_INSTR_ASSIGN && whole_integer ? constant_value(f, in.rhs[i]) : std::nullopt;
    if (in.stmt[i] == -1) {
      // The initialiser: the flag must start at zero.
      if (!v || *v != 0) drop(base);
      continue;
    }
    if (!v || *v == 0) {
      drop(base);
      continue;
    }
    state[at(base)] = State::Candidate;
    raise_of[i] = base;
  }
  for (std::size_t i = 0; i < in.stmt.size(); ++i)
    if (raise_of[i] != -1 && state[at(raise_of[i])] == State::Candidate) {
      out.base.push_back(raise_of[i]);
      out.stmt.push_back(in.stmt[i]);
    }
  return out;
}

}  // namespace racer::syntax
