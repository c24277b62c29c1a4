// Thread-id objects something else may change (id_writes.hpp).
#include "threads/id_writes.hpp"

#include <cstdint>

#include "facts/ir_shapes.hpp"
#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::threads {
namespace {

using syntax::strip_casts;

std::size_t at(std::int32_t v) { return static_cast<std::size_t>(v); }

// The variable an id expression designates (`&t`, `&t[i]`, `t.f`, `t`),
// -1 through a pointer.
std::int32_t host(const facts::FactStore& f, ExprId e) {
  const std::size_t x = e.index();
  const std::int32_t shape = f.expressions.shape[x];
  if (shape != RACER_EXPR_ADDR_OF && shape != RACER_EXPR_LVALUE) return -1;
  if ((f.expressions.flags[x] & RACER_EXPR_THROUGH_POINTER) != 0) return -1;
  return f.expressions.base[x];
}

}  // namespace

std::vector<ExprId> changed_id_expressions(const facts::FactStore& f,
                                           const std::vector<models::ClassifiedEvent>& events) {
  std::vector<ExprId> out;
  const facts::Nodes& n = f.nodes;
  const facts::Instrs& in = f.instrs;
  if (n.op.empty() && in.stmt.empty()) return out;
  const std::size_t bases = f.bases.kind.size();

  // The argument position of each expression that is a call's argument.
  std::vector<std::int32_t> position(f.expressions.stmt.size(), -1);
  for (std::size_t r = 0; r < f.arguments.expr.size(); ++r) position[at(f.arguments.expr[r])] = f.arguments.position[r];
  // Per statement: the argument position a create or once call keeps (its
  // id, its control: the library writes it, nothing escapes), and whether
  // the call creates.
  std::vector<std::int32_t> kept_position(f.statements.function.size(), -1);
  std::vector<bool> creates(kept_position.size(), false);
  for (std::size_t e = 0; e < events.size(); ++e) {
    const models::ClassifiedEvent& c = events[e];
    const ExprId kept = c.cls == models::CallClass::ThreadCreate ? c.thread_id
                        : c.cls == models::CallClass::Once      ? c.object
                                                                 : ExprId();
    if (!kept.valid()) continue;
    const std::size_t s = at(f.events.stmt[e]);
    kept_position[s] = position[kept.index()];
    creates[s] = c.cls == models::CallClass::ThreadCreate;
  }
  // Call arguments by position.
  std::vector<std::vector<std::int32_t>> args(in.stmt.size());
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k) {
    auto& list = args[at(f.instr_args.instr[k])];
    const std::size_t p = at(f.instr_args.position[k]);
    if (list.size() <= p) list.resize(p + 1, -1);
    list[p] = f.instr_args.node[k];
  }
  auto kept_arg = [&](std::size_t i) -> std::int32_t {
    if (in.kind[i] != RACER_INSTR_CALL || in.stmt[i] < 0) return -1;
    const std::int32_t p = kept_position[at(in.stmt[i])];
    return p >= 0 && at(p) < args[i].size() ? strip_casts(f, args[i][at(p)]) : -1;
  };

  // Formals used only as the id argument of creates in their function
  // (`spawn(pthread_t *slot) { pthread_create(slot, ...); }`): an address
  // handed to them stays an id slot.
  std::vector<std::int32_t> occurs(bases, 0), uses(bases, 0);
  for (std::size_t j = 0; j < n.op.size(); ++j)
    if (n.op[j] == RACER_NODE_VAR && n.base[j] >= 0) ++occurs[at(n.base[j])];
  for (std::size_t i = 0; i < in.stmt.size(); ++i) {
    const std::int32_t id = kept_arg(i);
    if (id < 0 || !creates[at(in.stmt[i])] || n.op[at(id)] != RACER_NODE_READ) continue;
    const std::int32_t v = n.a[at(id)];
    if (n.op[at(v)] != RACER_NODE_VAR || n.base[at(v)] < 0) continue;
    const std::size_t p = at(n.base[at(v)]);
    if (f.bases.kind[p] == RACER_BASE_FORMAL && f.bases.function[p] == f.statements.function[at(in.stmt[i])]) ++uses[p];
  }
  // (function, formal index) -> base, for the id formals.
  std::vector<std::vector<std::int32_t>> id_formals(f.functions.flags.size());
  for (std::size_t b = 0; b < bases; ++b)
    if (uses[b] > 0 && uses[b] == occurs[b] && f.bases.formal_index[b] >= 0) {
      auto& list = id_formals[at(f.bases.function[b])];
      const std::size_t k = at(f.bases.formal_index[b]);
      if (list.size() <= k) list.resize(k + 1, -1);
      list[k] = static_cast<std::int32_t>(b);
    }

  // The argument nodes whose address is no escape.
  std::vector<bool> kept(n.op.size(), false);
  for (std::size_t i = 0; i < in.stmt.size(); ++i) {
    if (const std::int32_t id = kept_arg(i); id >= 0) kept[at(id)] = true;
    if (in.kind[i] != RACER_INSTR_CALL) continue;
    const std::int32_t callee = strip_casts(f, in.rhs[i]);
    if (callee < 0 || n.op[at(callee)] != RACER_NODE_FUNC || n.function[at(callee)] < 0) continue;
    const auto& formals = id_formals[at(n.function[at(callee)])];
    for (std::size_t k = 0; k < args[i].size() && k < formals.size(); ++k)
      if (formals[k] >= 0 && args[i][k] >= 0) kept[at(strip_casts(f, args[i][k]))] = true;
  }

  // The variables something else may write.
  std::vector<bool> changed(bases, false);
  auto mark = [&](std::int32_t lvalue) {
    if (const std::int32_t v = facts::variable_root(f, lvalue); v >= 0) changed[at(v)] = true;
  };
  for (std::size_t b = 0; b < bases; ++b) changed[b] = (f.bases.flags[b] & RACER_BASE_OUTSIDE_IR) != 0;
  for (std::size_t i = 0; i < in.stmt.size(); ++i)
    // A global's initialiser (stmt -1) is its value before any create.
    if (in.stmt[i] >= 0 && (in.kind[i] == RACER_INSTR_ASSIGN || in.kind[i] == RACER_INSTR_CALL)) mark(in.lhs[i]);
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k)
    if (in.kind[at(f.instr_args.instr[k])] == RACER_INSTR_ASM) mark(f.instr_args.node[k]);
  for (std::size_t j = 0; j < n.op.size(); ++j)
    if ((n.op[j] == RACER_NODE_ADDR || n.op[j] == RACER_NODE_START) && !kept[j]) mark(n.a[j]);

  for (std::size_t e = 0; e < events.size(); ++e) {
    const models::ClassifiedEvent& c = events[e];
    const bool id_call = c.cls == models::CallClass::ThreadCreate || c.cls == models::CallClass::ThreadJoin;
    const ExprId x = id_call ? c.thread_id : c.cls == models::CallClass::Once ? c.object : ExprId();
    if (!x.valid() || (f.expressions.flags[x.index()] & RACER_EXPR_JOINS_ALL) != 0) continue;
    const std::int32_t v = host(f, x);
    if (v < 0 || changed[at(v)]) out.push_back(x);
  }
  return out;
}

}  // namespace racer::threads
