// Which bases something may reach by address, and the globals reached by
// name only (derive.hpp).
//
// A base is reached by address when an ADDR or START node of the IR has it
// at the root of its lvalue (`&g`, `&g.f`, `&g[i]`, an array `g` decaying:
// in a statement, a call's argument or a global initialiser), or when the
// front end set its outside_ir flag: what the IR does not show (asm
// operands and templates naming it, second names by asm labels or alias
// attributes, every global when the program looks symbols up with dlsym,
// the C library's static storage).
#include <vector>

#include "facts/ir_shapes.hpp"
#include "racer/racer.h"
#include "syntax/derive.hpp"

namespace racer::syntax {

std::vector<bool> addressed_bases(const facts::FactStore& f) {
  std::vector<bool> addressed(f.bases.kind.size(), false);
  for (std::size_t b = 0; b < addressed.size(); ++b)
    addressed[b] = (f.bases.flags[b] & RACER_BASE_OUTSIDE_IR) != 0;
  const facts::Nodes& n = f.nodes;
  for (std::size_t i = 0; i < n.op.size(); ++i)
    if (n.op[i] == RACER_NODE_ADDR || n.op[i] == RACER_NODE_START)
      if (const std::int32_t root = facts::variable_root(f, n.a[i]); root >= 0)
        addressed[static_cast<std::size_t>(root)] = true;
  return addressed;
}

std::vector<std::int32_t> derive_never_addressed(const facts::FactStore& f) {
  std::vector<std::int32_t> out;
  // Without an IR nothing shows where addresses are taken (an old dump
  // keeps the flags it gives).
  if (f.nodes.op.empty() && f.instrs.stmt.empty()) return out;
  const std::vector<bool> addressed = addressed_bases(f);
  for (std::size_t b = 0; b < addressed.size(); ++b)
    // An extern the library defines may be handed out by library code.
    if (f.bases.kind[b] == RACER_BASE_GLOBAL && !addressed[b] &&
        (f.bases.flags[b] & RACER_BASE_EXTERN) == 0)
      out.push_back(static_cast<std::int32_t>(b));
  return out;
}

}  // namespace racer::syntax
