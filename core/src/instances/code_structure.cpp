// The code of each function as written (see code_structure.hpp).
#include "instances/code_structure.hpp"

#include <algorithm>

#include "facts/ir_shapes.hpp"
#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::instances {

CodeStructure::CodeStructure(const facts::FactStore& f, std::vector<bool> addressed)
    : f_(f), addressed_(std::move(addressed)) {
  const std::size_t statements = f.statements.kind.size();
  parent_.assign(statements, -1);
  labelled_.assign(statements, false);
  placed_.assign(statements, false);
  children_.resize(statements * 3);
  top_.resize(f.functions.name.size());
  // Rows come in code order within each slot (validate_ir.cpp checks the
  // positions), so appending keeps the order.
  for (std::size_t r = 0; r < f.nesting.stmt.size(); ++r) {
    const std::int32_t s = f.nesting.stmt[r], p = f.nesting.parent[r];
    parent_[at(s)] = p;
    placed_[at(s)] = true;
    labelled_[at(s)] = (f.nesting.flags[r] & RACER_NEST_LABELLED) != 0;
    if (p == -1)
      top_[at(f.statements.function[at(s)])].push_back(s);
    else
      children_[at(p) * 3 + at(f.nesting.slot[r])].push_back(s);
  }
  instrs_.resize(statements);
  for (std::size_t i = 0; i < f.instrs.stmt.size(); ++i)
    if (f.instrs.stmt[i] >= 0) instrs_[at(f.instrs.stmt[i])].push_back(static_cast<std::int32_t>(i));
  assigned_.resize(statements);
  for (std::size_t i = 0; i < f.instrs.stmt.size(); ++i) {
    const std::int32_t s = f.instrs.stmt[i], kind = f.instrs.kind[i], lhs = f.instrs.lhs[i];
    if (s < 0 || f.statements.kind[at(s)] != RACER_STMT_INSTR) continue;
    if ((kind == RACER_INSTR_ASSIGN || kind == RACER_INSTR_CALL) && lhs >= 0 && f.nodes.op[at(lhs)] == RACER_NODE_VAR)
      assigned_[at(s)].push_back(f.nodes.base[at(lhs)]);
  }
  // An asm output writes the variable it lies in, whatever the part.
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k) {
    const auto in = at(f.instr_args.instr[k]);
    const std::int32_t s = f.instrs.stmt[in];
    if (f.instrs.kind[in] != RACER_INSTR_ASM || s < 0) continue;
    if (const std::int32_t base = facts::variable_root(f, f.instr_args.node[k]); base >= 0)
      assigned_[at(s)].push_back(base);
  }
  succs_.resize(statements);
  preds_.resize(statements);
  for (std::size_t e = 0; e < f.successors.from.size(); ++e) {
    succs_[at(f.successors.from[e])].push_back(f.successors.to[e]);
    preds_[at(f.successors.to[e])].push_back(f.successors.from[e]);
  }
  args_.resize(f.instrs.stmt.size());
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k) {
    auto& list = args_[at(f.instr_args.instr[k])];
    const std::size_t p = at(f.instr_args.position[k]);
    if (list.size() <= p) list.resize(p + 1, -1);
    list[p] = f.instr_args.node[k];
  }
  statements_of_.resize(f.functions.name.size());
  for (std::size_t s = 0; s < statements; ++s)
    statements_of_[at(f.statements.function[s])].push_back(static_cast<std::int32_t>(s));
  formals_of_.resize(f.functions.name.size());
  for (std::size_t b = 0; b < f.bases.kind.size(); ++b)
    if (f.bases.kind[b] == RACER_BASE_FORMAL && f.bases.function[b] >= 0)
      formals_of_[at(f.bases.function[b])].push_back(static_cast<std::int32_t>(b));
  collect_names();
  number();
  integer_locals_.assign(f.bases.kind.size(), 0);
  for (std::size_t n = 0; n < f.nodes.op.size(); ++n) {
    if (f.nodes.op[n] != RACER_NODE_VAR) continue;
    const std::int32_t base = f.nodes.base[n];
    const std::int32_t kind = f.bases.kind[at(base)];
    if ((kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL) && (f.nodes.type_flags[n] & RACER_TYPE_INTEGER) != 0)
      integer_locals_[at(base)] = 1;
  }
}

// The variables each statement's instructions name. Expression trees may
// share nodes (a hostile dump can hang one deep tree under every
// instruction), so the walk is budgeted; past it every statement is taken
// to name everything.
void CodeStructure::collect_names() {
  const std::size_t statements = f_.statements.kind.size();
  named_.assign(statements, {});
  const std::uint64_t budget = 16 * (f_.nodes.op.size() + f_.instrs.stmt.size() + f_.instr_args.node.size()) + 4096;
  std::uint64_t spent = 0;
  std::vector<std::int32_t> stack;
  base_uses_.assign(f_.bases.kind.size(), 0);
  function_uses_.assign(f_.functions.name.size(), 0);
  std::vector<std::int32_t> scratch;
  for (std::size_t i = 0; i < f_.instrs.stmt.size() && names_known_; ++i) {
    const std::int32_t s = f_.instrs.stmt[i];
    // A global initialiser names what it names, for no statement.
    auto& list = s >= 0 ? named_[at(s)] : scratch;
    stack.clear();
    for (std::int32_t root : {f_.instrs.lhs[i], f_.instrs.rhs[i]}) if (root >= 0) stack.push_back(root);
    for (std::int32_t a : args_[i]) if (a >= 0) stack.push_back(a);
    while (!stack.empty()) {
      if (++spent > budget) {
        names_known_ = false;
        break;
      }
      const std::int32_t n = stack.back();
      stack.pop_back();
      const auto op = f_.nodes.op[at(n)];
      if (op == RACER_NODE_VAR && f_.nodes.base[at(n)] >= 0) {
        list.push_back(f_.nodes.base[at(n)]);
        ++base_uses_[at(f_.nodes.base[at(n)])];
      } else if (op == RACER_NODE_FUNC && f_.nodes.function[at(n)] >= 0) {
        ++function_uses_[at(f_.nodes.function[at(n)])];
      }
      for (std::int32_t k : {f_.nodes.a[at(n)], f_.nodes.b[at(n)]}) if (k >= 0) stack.push_back(k);
    }
    scratch.clear();
  }
  for (auto& list : named_) {
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
}

bool CodeStructure::names(std::int32_t s, std::int32_t base) const {
  if (!names_known_) return true;
  const auto& list = named_[at(s)];
  return std::binary_search(list.begin(), list.end(), base);
}

bool CodeStructure::names_in_node(std::int32_t node, std::int32_t base) const {
  if (!names_known_) return true;
  std::vector<std::int32_t> stack;
  if (node >= 0) stack.push_back(node);
  // A tree has at most as many nodes as the table; more steps mean shared
  // operands (a hostile dump): taken to name everything.
  std::size_t steps = 0;
  while (!stack.empty()) {
    if (++steps > f_.nodes.op.size() + 16) return true;
    const std::int32_t n = stack.back();
    stack.pop_back();
    ++work_;
    if (f_.nodes.op[at(n)] == RACER_NODE_VAR && f_.nodes.base[at(n)] == base) return true;
    for (std::int32_t k : {f_.nodes.a[at(n)], f_.nodes.b[at(n)]}) if (k >= 0) stack.push_back(k);
  }
  return false;
}

std::vector<std::span<const std::int32_t>> CodeStructure::statement_lists(std::int32_t function) const {
  std::vector<std::span<const std::int32_t>> out{top(function)};
  for (std::int32_t x : statements_of(function)) {
    switch (kind(x)) {
      case RACER_STMT_BLOCK:
      case RACER_STMT_LOOP:
      case RACER_STMT_SWITCH: out.push_back(children(x, RACER_SLOT_BODY)); break;
      case RACER_STMT_IF:
        out.push_back(children(x, RACER_SLOT_THEN));
        out.push_back(children(x, RACER_SLOT_ELSE));
        break;
      default: break;
    }
  }
  return out;
}

std::optional<std::size_t> CodeStructure::occurrences(std::int32_t base) const {
  if (!names_known_) return std::nullopt;
  return base_uses_[at(base)];
}

std::optional<std::size_t> CodeStructure::function_occurrences(std::int32_t function) const {
  if (!names_known_) return std::nullopt;
  return function_uses_[at(function)];
}

std::int32_t CodeStructure::condition(std::int32_t s) const {
  if (kind(s) != RACER_STMT_IF && kind(s) != RACER_STMT_SWITCH) return -1;
  for (std::int32_t in : instrs(s))
    if (f_.instrs.kind[at(in)] == RACER_INSTR_COND) return f_.instrs.rhs[at(in)];
  return -1;
}

std::optional<bool> CodeStructure::null_test(std::int32_t cond, std::int32_t p) const {
  if (cond < 0 || p < 0) return std::nullopt;
  const auto& n = f_.nodes;
  const auto c = at(cond);
  // `p == (void *)0`: every cast of 0 is 0.
  auto zero = [&](std::int32_t e) {
    const auto v = constant(syntax::strip_casts(f_, e));
    return v && *v == 0;
  };
  if (n.op[c] == RACER_NODE_UNOP && n.sub[c] == RACER_UNOP_LOGNOT && value_var_of(n.a[c]) == p) return true;
  if (n.op[c] == RACER_NODE_BINOP && (n.sub[c] == RACER_BINOP_EQ || n.sub[c] == RACER_BINOP_NE) &&
      ((value_var_of(n.a[c]) == p && zero(n.b[c])) || (value_var_of(n.b[c]) == p && zero(n.a[c]))))
    return n.sub[c] == RACER_BINOP_EQ;
  if (value_var_of(cond) == p) return false;
  return std::nullopt;
}

std::int32_t CodeStructure::call(std::int32_t s) const {
  if (kind(s) != RACER_STMT_INSTR) return -1;
  for (std::int32_t i : instrs(s))
    if (f_.instrs.kind[at(i)] == RACER_INSTR_CALL) return i;
  return -1;
}

std::int32_t CodeStructure::direct_callee(std::int32_t instr) const {
  const std::int32_t callee = f_.instrs.rhs[at(instr)];
  if (callee < 0 || f_.nodes.op[at(callee)] != RACER_NODE_FUNC) return -1;
  return f_.nodes.function[at(callee)];
}

std::string_view CodeStructure::name(std::int32_t function) const {
  return f_.strings.get(StringId(f_.functions.name[at(function)]));
}

bool CodeStructure::defined(std::int32_t function) const {
  return (f_.functions.flags[at(function)] & RACER_FUNC_HAS_BODY) != 0;
}

void CodeStructure::number() {
  const std::size_t statements = f_.statements.kind.size();
  pre_.assign(statements, -1);
  last_.assign(statements, -1);
  labelled_within_.assign(statements, false);
  function_size_.assign(f_.functions.name.size(), 0);
  for (std::size_t s = 0; s < statements; ++s) ++function_size_[at(f_.statements.function[s])];
  // Depth-first over each function's body, iteratively (nesting may be
  // deep): a statement is numbered when it is entered, closed when all it
  // holds is.
  std::int32_t next = 0;
  std::vector<std::pair<std::int32_t, bool>> stack;  // statement, closing
  std::vector<std::int32_t> order;                    // statements in closing order
  for (const auto& body : top_)
    for (auto it = body.rbegin(); it != body.rend(); ++it) {
      stack.emplace_back(*it, false);
      while (!stack.empty()) {
        const auto [x, closing] = stack.back();
        stack.pop_back();
        if (closing) {
          last_[at(x)] = next - 1;
          order.push_back(x);
          continue;
        }
        pre_[at(x)] = next++;
        stack.emplace_back(x, true);
        for (std::int32_t slot = 2; slot >= 0; --slot) {
          const auto kids = children(x, slot);
          for (auto k = kids.rbegin(); k != kids.rend(); ++k) stack.emplace_back(*k, false);
        }
      }
    }
  // Children close before their parent.
  for (std::int32_t x : order) {
    bool within = labelled_[at(x)];
    for (std::int32_t slot = 0; slot < 3 && !within; ++slot)
      for (std::int32_t k : children(x, slot)) within = within || labelled_within_[at(k)];
    labelled_within_[at(x)] = within;
  }
  assigners_.assign(f_.bases.kind.size(), {});
  for (std::size_t s = 0; s < statements; ++s)
    if (pre_[s] >= 0)
      for (std::int32_t base : assigned_[s]) assigners_[at(base)].push_back(pre_[s]);
  for (auto& list : assigners_) std::sort(list.begin(), list.end());
}

bool CodeStructure::assigns_within(std::int32_t s, std::int32_t base) const {
  if (!placed(s)) return assigns(s, base);
  const auto& list = assigners_[at(base)];
  const auto it = std::lower_bound(list.begin(), list.end(), pre_[at(s)]);
  return it != list.end() && *it <= last_[at(s)];
}

std::vector<std::int32_t> CodeStructure::subtree(std::int32_t s) const {
  std::vector<std::int32_t> out, stack{s};
  while (!stack.empty()) {
    const std::int32_t x = stack.back();
    stack.pop_back();
    out.push_back(x);
    ++work_;
    // Pushed in reverse, so that they come out in code order.
    for (std::int32_t slot = 2; slot >= 0; --slot) {
      const auto kids = children(x, slot);
      for (auto it = kids.rbegin(); it != kids.rend(); ++it) stack.push_back(*it);
    }
  }
  return out;
}

std::vector<std::int32_t> CodeStructure::inside(std::int32_t loop) const {
  std::vector<std::int32_t> out = subtree(loop);
  out.erase(out.begin());
  return out;
}

bool CodeStructure::assigns(std::int32_t s, std::int32_t base) const {
  const auto list = assigned(s);
  return std::find(list.begin(), list.end(), base) != list.end();
}

std::vector<bool> CodeStructure::search(std::int32_t from, bool forward, const std::vector<bool>* avoid) const {
  std::vector<bool> seen(f_.statements.kind.size(), false);
  work_ += seen.size() / 64;  // clearing the bit set
  std::vector<std::int32_t> stack;
  for (std::int32_t x : forward ? succs(from) : preds(from)) stack.push_back(x);
  while (!stack.empty()) {
    const std::int32_t x = stack.back();
    stack.pop_back();
    ++work_;
    if (seen[at(x)] || (avoid && (*avoid)[at(x)])) continue;
    seen[at(x)] = true;
    for (std::int32_t y : forward ? succs(x) : preds(x))
      if (!seen[at(y)]) stack.push_back(y);
  }
  return seen;
}

std::vector<bool> CodeStructure::between(std::int32_t a, std::int32_t b, const std::vector<bool>* avoid) const {
  std::vector<bool> out = search(a, true, avoid);
  const std::vector<bool> back = search(b, false, avoid);
  for (std::size_t i = 0; i < out.size(); ++i) out[i] = out[i] && back[i];
  return out;
}

std::int32_t CodeStructure::read_through_casts(std::int32_t node, std::vector<std::int32_t>& casts) const {
  for (int depth = 0; node >= 0 && f_.nodes.op[at(node)] == RACER_NODE_CAST; ++depth) {
    if (depth > syntax::kMaxDepth) return -1;
    casts.push_back(node);
    node = f_.nodes.a[at(node)];
  }
  if (node < 0 || f_.nodes.op[at(node)] != RACER_NODE_READ) return -1;
  const std::int32_t var = f_.nodes.a[at(node)];
  if (f_.nodes.op[at(var)] != RACER_NODE_VAR) return -1;
  return var;
}

std::int32_t CodeStructure::var_of(std::int32_t node, std::int32_t* var_node) const {
  std::vector<std::int32_t> casts;  // outermost first
  const std::int32_t var = read_through_casts(node, casts);
  if (var < 0) return -1;
  // From the variable outwards, each cast keeps the order of the values of
  // the type it converts from.
  auto integer = [&](std::int32_t n) {
    const std::int32_t flags = f_.nodes.type_flags[at(n)];
    return (flags & RACER_TYPE_INTEGER) != 0 && (flags & RACER_TYPE_BOOL) == 0 && f_.nodes.width[at(n)] > 0;
  };
  if (!integer(var)) return -1;
  std::int32_t from = var;
  for (auto it = casts.rbegin(); it != casts.rend(); ++it) {
    const std::int32_t to = *it;
    if (!integer(to)) return -1;
    const bool from_signed = (f_.nodes.type_flags[at(from)] & RACER_TYPE_SIGNED) != 0;
    const bool to_signed = (f_.nodes.type_flags[at(to)] & RACER_TYPE_SIGNED) != 0;
    const std::int32_t from_width = f_.nodes.width[at(from)], to_width = f_.nodes.width[at(to)];
    const bool keeps_order = (from_signed == to_signed && to_width >= from_width) ||
                             (!from_signed && to_signed && to_width > from_width);
    if (!keeps_order) return -1;
    from = to;
  }
  if (var_node != nullptr) *var_node = var;
  return f_.nodes.base[at(var)];
}

std::int32_t CodeStructure::value_var_of(std::int32_t node, std::int32_t* var_node) const {
  std::vector<std::int32_t> casts;
  const std::int32_t var = read_through_casts(node, casts);
  if (var < 0) return -1;
  const std::int32_t width = f_.nodes.width[at(var)];
  const std::int32_t var_flags = f_.nodes.type_flags[at(var)];
  const bool scalar = (var_flags & (RACER_TYPE_INTEGER | RACER_TYPE_POINTER)) != 0;
  if (!casts.empty() && (!scalar || width <= 0)) return -1;
  for (std::int32_t c : casts) {
    const std::int32_t flags = f_.nodes.type_flags[at(c)];
    if ((flags & (RACER_TYPE_INTEGER | RACER_TYPE_POINTER)) == 0 || (flags & RACER_TYPE_BOOL) != 0 ||
        f_.nodes.width[at(c)] < width)
      return -1;
  }
  if (var_node != nullptr) *var_node = var;
  return f_.nodes.base[at(var)];
}

std::optional<syntax::Int128> CodeStructure::max_value(std::int32_t var_node) const {
  if ((f_.nodes.type_flags[at(var_node)] & RACER_TYPE_BOOL) != 0) return syntax::Int128{1};
  const std::int32_t width = f_.nodes.width[at(var_node)];
  if (width <= 0 || width > 64) return std::nullopt;
  const bool is_signed = (f_.nodes.type_flags[at(var_node)] & RACER_TYPE_SIGNED) != 0;
  return is_signed ? (syntax::Int128{1} << (width - 1)) - 1 : (syntax::Int128{1} << width) - 1;
}

bool CodeStructure::plain_local(std::int32_t base) const {
  return base >= 0 && integer_locals_[at(base)] != 0 && !addressed_[at(base)];
}

std::optional<syntax::Int128> CodeStructure::constant(std::int32_t node) const {
  return syntax::constant_value(f_, node);
}

}  // namespace racer::instances
