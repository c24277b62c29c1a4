// Branches on a variable compared with 0, derived from the IR (derive.hpp).
#include <optional>
#include <utility>

#include "racer/racer.h"
#include "syntax/derive.hpp"
#include "syntax/ir_values.hpp"

namespace racer::syntax {
namespace {

std::size_t at(std::int32_t row) { return static_cast<std::size_t>(row); }

bool is_zero(const facts::FactStore& f, std::int32_t node) {
  node = strip_casts(f, node);
  if (f.nodes.op[at(node)] != RACER_NODE_CONST) return false;
  const auto v = parse_literal(f.strings.get(StringId(f.nodes.literal[at(node)])));
  return v && *v == 0;
}

// The base a value node reads as a whole variable (`v`, through casts).
std::int32_t read_variable(const facts::FactStore& f, std::int32_t node) {
  node = strip_casts(f, node);
  if (f.nodes.op[at(node)] != RACER_NODE_READ) return -1;
  const std::int32_t lv = f.nodes.a[at(node)];
  return f.nodes.op[at(lv)] == RACER_NODE_VAR ? f.nodes.base[at(lv)] : -1;
}

// The variable a condition tests against 0, and whether the condition
// holds when it is 0.
std::optional<std::pair<std::int32_t, bool>> tested_variable(const facts::FactStore& f, std::int32_t cond) {
  bool holds_at_zero = false;
  cond = strip_casts(f, cond);
  // `!!v` and deeper: each negation flips the sense; operands come first,
  // so the loop ends.
  while (f.nodes.op[at(cond)] == RACER_NODE_UNOP && f.nodes.sub[at(cond)] == RACER_UNOP_LOGNOT) {
    holds_at_zero = !holds_at_zero;
    cond = strip_casts(f, f.nodes.a[at(cond)]);
  }
  std::int32_t var = -1;
  if (f.nodes.op[at(cond)] == RACER_NODE_READ) {
    var = read_variable(f, cond);
  } else if (f.nodes.op[at(cond)] == RACER_NODE_BINOP) {
    const std::int32_t op = f.nodes.sub[at(cond)];
    if (op != RACER_BINOP_EQ && op != RACER_BINOP_NE) return std::nullopt;
    const std::int32_t a = f.nodes.a[at(cond)], b = f.nodes.b[at(cond)];
    const std::int32_t other = is_zero(f, b) ? a : is_zero(f, a) ? b : -1;
    if (other == -1) return std::nullopt;
    var = read_variable(f, other);
    if (op == RACER_BINOP_EQ) holds_at_zero = !holds_at_zero;
  }
  if (var == -1) return std::nullopt;
  return std::pair{var, holds_at_zero};
}

}  // namespace

facts::Branches derive_branches(const facts::FactStore& f) {
  facts::Branches out;
  const facts::Instrs& in = f.instrs;
  for (std::size_t i = 0; i < in.stmt.size(); ++i) {
    if (in.kind[i] != RACER_INSTR_COND || in.true_succ[i] == -1) continue;
    const auto test = tested_variable(f, in.rhs[i]);
    if (!test) continue;
    const auto [var, holds_at_zero] = *test;
    out.stmt.push_back(in.stmt[i]);
    out.var.push_back(var);
    out.zero_succ.push_back(holds_at_zero ? in.true_succ[i] : in.false_succ[i]);
    out.nonzero_succ.push_back(holds_at_zero ? in.false_succ[i] : in.true_succ[i]);
  }
  return out;
}

}  // namespace racer::syntax
