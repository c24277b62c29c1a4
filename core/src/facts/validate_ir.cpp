// racer_freeze's rules of the program IR (racer.h, "program IR"): each node
// has the operands its op takes, of the right sort (lvalue or value), and
// earlier than itself, so the nodes form trees; instructions use nodes as
// their kind says; global initialisers write globals; operands of calls and
// asm statements come in order.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

#include "facts/ir_shapes.hpp"
#include "facts/validate_rules.hpp"
#include "racer/racer.h"

namespace racer::facts {
namespace {

// A decimal integer in [-2^63, 2^64 - 1]: every constant of a C integer
// type up to 64 bits, as the plug-in writes it (no leading zeros needed).
bool integer_literal(std::string_view text) {
  const bool negative = !text.empty() && text.front() == '-';
  std::string_view digits = negative ? text.substr(1) : text;
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) return false;
  // Leading zeros say nothing of the size.
  while (digits.size() > 1 && digits.front() == '0') digits.remove_prefix(1);
  const std::string_view limit = negative ? "9223372036854775808" : "18446744073709551615";
  return digits.size() < limit.size() || (digits.size() == limit.size() && digits <= limit);
}

__extension__ typedef __int128 Int128;

// The value of a literal integer_literal accepts.
Int128 literal_value(std::string_view text) {
  const bool negative = text.front() == '-';
  Int128 v = 0;
  for (char c : negative ? text.substr(1) : text) v = v * 10 + (c - '0');
  return negative ? -v : v;
}

// Whether v is a value of the integer type of `width` bits (1..64).
bool fits(Int128 v, std::int32_t width, bool is_signed) {
  const Int128 span = Int128{1} << width;
  return is_signed ? (v >= -(span / 2) && v < span / 2) : (v >= 0 && v < span);
}

std::string op_name(std::int32_t op) {
  return std::string(column_schema(TableId::Nodes, "op").names[static_cast<std::size_t>(op)]);
}

// What each op needs: its operands, and which of the other columns it uses.
struct OpShape {
  std::int8_t a, b;        // 0: none, 1: a value, 2: an lvalue
  bool base, function;     // may name a base / needs a function
  bool literal_required;
  std::int32_t subs;       // number of operators (0: sub must be 0)
};

OpShape op_shape(std::int32_t op) {
  switch (op) {
    case RACER_NODE_CONST: return {0, 0, false, false, true, 0};
    case RACER_NODE_FLOAT: return {0, 0, false, false, true, 0};
    case RACER_NODE_STRING: return {0, 0, true, false, false, 0};
    case RACER_NODE_VAR: return {0, 0, true, false, false, 0};
    case RACER_NODE_DEREF: return {1, 0, false, false, false, 0};
    case RACER_NODE_FIELD: return {2, 0, false, false, false, 0};
    case RACER_NODE_INDEX: return {2, 1, false, false, false, 0};
    case RACER_NODE_READ:
    case RACER_NODE_ADDR:
    case RACER_NODE_START: return {2, 0, false, false, false, 0};
    case RACER_NODE_UNOP: return {1, 0, false, false, false, 3};
    case RACER_NODE_BINOP: return {1, 1, false, false, false, 21};
    case RACER_NODE_CAST: return {1, 0, false, false, false, 0};
    case RACER_NODE_FUNC: return {0, 0, false, true, false, 0};
    default: return {0, 0, false, false, false, 0};  // OTHER
  }
}

void check_operand(const FactStore& f, std::size_t row, const char* column, std::int32_t operand,
                   std::int8_t need) {
  const std::string op = op_name(f.nodes.op[row]);
  if (need == 0) {
    if (operand != -1)
      fail(RACER_E_ARG, cell("nodes", row, column), std::to_string(operand) + " but a " + op + " node has none (-1)");
    return;
  }
  if (operand == -1) fail(RACER_E_ARG, cell("nodes", row, column), "-1 but a " + op + " node needs it");
  if (static_cast<std::size_t>(operand) >= row)
    fail(RACER_E_ID, cell("nodes", row, column),
         std::to_string(operand) + " is not an earlier node (operands come before their node)");
  const bool is_lvalue = is_lvalue_op(f.nodes.op[static_cast<std::size_t>(operand)]);
  if (is_lvalue != (need == 2))
    fail(RACER_E_ARG, cell("nodes", row, column),
         "node " + std::to_string(operand) + " (" + op_name(f.nodes.op[static_cast<std::size_t>(operand)]) +
             ") but a " + op + " node needs " + (need == 2 ? "an lvalue" : "a value") + " there");
}

void check_nodes(const FactStore& f) {
  const Nodes& t = f.nodes;
  for (std::size_t i = 0; i < t.op.size(); ++i) {
    const OpShape shape = op_shape(t.op[i]);
    const std::string op = op_name(t.op[i]);
    check_operand(f, i, "a", t.a[i], shape.a);
    check_operand(f, i, "b", t.b[i], shape.b);
    if (t.op[i] == RACER_NODE_VAR && t.base[i] == -1)
      fail(RACER_E_ARG, cell("nodes", i, "base"), "-1 but a var node needs its base");
    if (!shape.base && t.base[i] != -1)
      fail(RACER_E_ARG, cell("nodes", i, "base"), std::to_string(t.base[i]) + " but a " + op + " node has none (-1)");
    if (shape.function != (t.function[i] != -1))
      fail(RACER_E_ARG, cell("nodes", i, "function"),
           std::to_string(t.function[i]) + (shape.function ? " but a func node needs its function" : " but a " + op + " node has none (-1)"));
    if (shape.literal_required && t.literal[i] == -1)
      fail(RACER_E_ARG, cell("nodes", i, "literal"), "-1 but a " + op + " node needs its literal");
    if (t.op[i] == RACER_NODE_CONST) {
      const std::string_view text = f.strings.get(StringId(t.literal[i]));
      if (!integer_literal(text))
        fail(RACER_E_ARG, cell("nodes", i, "literal"),
             "\"" + std::string(text.substr(0, 40)) + "\" is not a decimal integer in [-2^63, 2^64 - 1]");
      // A constant is a value of its type (C converts the others first).
      const std::int32_t flags = t.type_flags[i], width = t.width[i];
      if ((flags & RACER_TYPE_INTEGER) != 0 && width >= 1 && width <= 64 &&
          !fits(literal_value(text), width, (flags & RACER_TYPE_SIGNED) != 0))
        fail(RACER_E_ARG, cell("nodes", i, "literal"),
             std::string(text) + " is no value of its " + std::to_string(width) + "-bit " +
                 ((flags & RACER_TYPE_SIGNED) != 0 ? "signed" : "unsigned") + " type");
    }
    if (t.sub[i] >= std::max(shape.subs, 1))
      fail(RACER_E_ARG, cell("nodes", i, "sub"),
           std::to_string(t.sub[i]) + (shape.subs == 0 ? " but a " + op + " node has no operator (0)"
                                                       : " out of range (" + std::to_string(shape.subs) + " operators)"));
    if (t.op[i] != RACER_NODE_FIELD && t.offset[i] != -1)
      fail(RACER_E_ARG, cell("nodes", i, "offset"), std::to_string(t.offset[i]) + " but only a field node has an offset (-1)");
  }
}

bool is_lvalue_node(const FactStore& f, std::int32_t node) {
  return is_lvalue_op(f.nodes.op[static_cast<std::size_t>(node)]);
}

void check_instrs(const FactStore& f) {
  const Instrs& t = f.instrs;
  std::vector<bool> single(f.statements.kind.size(), false);  // has its cond or return
  const std::string_view kinds[] = {"assign", "call", "return", "cond", "asm"};
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    const std::int32_t kind = t.kind[i];
    const std::string what = std::string(kinds[static_cast<std::size_t>(kind)]) + " instruction";
    const bool lhs_allowed = kind == RACER_INSTR_ASSIGN || kind == RACER_INSTR_CALL;
    const bool rhs_required = kind == RACER_INSTR_ASSIGN || kind == RACER_INSTR_CALL || kind == RACER_INSTR_COND;
    if (kind == RACER_INSTR_ASSIGN && t.lhs[i] == -1)
      fail(RACER_E_ARG, cell("instrs", i, "lhs"), "-1 but an assign instruction needs it");
    if (!lhs_allowed && t.lhs[i] != -1)
      fail(RACER_E_ARG, cell("instrs", i, "lhs"), std::to_string(t.lhs[i]) + " but a " + what + " has none (-1)");
    if (t.lhs[i] != -1 && !is_lvalue_node(f, t.lhs[i]))
      fail(RACER_E_ARG, cell("instrs", i, "lhs"), "node " + std::to_string(t.lhs[i]) + " is not an lvalue");
    if (rhs_required && t.rhs[i] == -1)
      fail(RACER_E_ARG, cell("instrs", i, "rhs"), "-1 but a " + what + " needs it");
    if (kind == RACER_INSTR_ASM && t.rhs[i] != -1)
      fail(RACER_E_ARG, cell("instrs", i, "rhs"), std::to_string(t.rhs[i]) + " but an asm instruction has none (-1)");
    if (t.rhs[i] != -1 && is_lvalue_node(f, t.rhs[i]))
      fail(RACER_E_ARG, cell("instrs", i, "rhs"), "node " + std::to_string(t.rhs[i]) + " is an lvalue, not a value");
    const std::int32_t stmt = t.stmt[i];
    if (stmt == -1) {
      if (kind != RACER_INSTR_ASSIGN)
        fail(RACER_E_ARG, cell("instrs", i, "stmt"), "-1 (a global initialiser) but a " + what + " needs a statement");
      const std::int32_t base = variable_root(f, t.lhs[i]);
      if (base == -1 || f.bases.kind[static_cast<std::size_t>(base)] != RACER_BASE_GLOBAL)
        fail(RACER_E_ARG, cell("instrs", i, "lhs"), "a global initialiser must write a part of a global variable");
    }
    if (stmt != -1) {
      // Each kind of instruction belongs to one kind of statement, as the
      // engines read them: the condition of an if or switch (one), the
      // value of a return (one), the rest on instruction statements.
      const std::int32_t sk = f.statements.kind[static_cast<std::size_t>(stmt)];
      const bool fits_statement = kind == RACER_INSTR_COND     ? sk == RACER_STMT_IF || sk == RACER_STMT_SWITCH
                                  : kind == RACER_INSTR_RETURN ? sk == RACER_STMT_RETURN
                                                               : sk == RACER_STMT_INSTR;
      if (!fits_statement)
        fail(RACER_E_ARG, cell("instrs", i, "kind"),
             std::string(std::string_view("aeiou").find(what[0]) != std::string_view::npos ? "an " : "a ") + what +
                 " on statement " + std::to_string(stmt) + ", of kind " +
                 std::string(column_schema(TableId::Statements, "kind").names[static_cast<std::size_t>(sk)]));
      if (kind == RACER_INSTR_COND || kind == RACER_INSTR_RETURN) {
        if (single[static_cast<std::size_t>(stmt)])
          fail(RACER_E_ARG, cell("instrs", i, "stmt"), "statement " + std::to_string(stmt) + " has a " + what + " already");
        single[static_cast<std::size_t>(stmt)] = true;
      }
    }
    const bool has_succ = t.true_succ[i] != -1 || t.false_succ[i] != -1;
    if (!has_succ) continue;
    if (kind != RACER_INSTR_COND || stmt == -1 || f.statements.kind[static_cast<std::size_t>(stmt)] != RACER_STMT_IF)
      fail(RACER_E_ARG, cell("instrs", i, "true_succ"), "only the cond instruction of an if statement has successors");
    if (t.true_succ[i] == -1 || t.false_succ[i] == -1 || t.true_succ[i] == t.false_succ[i])
      fail(RACER_E_ARG, cell("instrs", i, "false_succ"),
           "true_succ " + std::to_string(t.true_succ[i]) + " and false_succ " + std::to_string(t.false_succ[i]) +
               ": both -1 or two different statements");
    for (const auto& [name, succ] : {std::pair{"true_succ", t.true_succ[i]}, std::pair{"false_succ", t.false_succ[i]}})
      if (f.statements.function[static_cast<std::size_t>(succ)] != f.statements.function[static_cast<std::size_t>(stmt)])
        fail(RACER_E_ID, cell("instrs", i, name), "statement " + std::to_string(succ) + " is in another function");
  }
}

void check_instr_args(const FactStore& f) {
  const InstrArgs& t = f.instr_args;
  std::vector<std::int32_t> next(f.instrs.stmt.size(), 0);  // next position per instruction
  for (std::size_t i = 0; i < t.instr.size(); ++i) {
    const auto in = static_cast<std::size_t>(t.instr[i]);
    const std::int32_t kind = f.instrs.kind[in];
    if (kind != RACER_INSTR_CALL && kind != RACER_INSTR_ASM)
      fail(RACER_E_ID, cell("instr_args", i, "instr"), "instruction " + std::to_string(in) + " is not a call or asm");
    if (t.position[i] != next[in])
      fail(RACER_E_ARG, cell("instr_args", i, "position"),
           std::to_string(t.position[i]) + " but the next operand of instruction " + std::to_string(in) +
               " is at position " + std::to_string(next[in]));
    ++next[in];
    if (is_lvalue_node(f, t.node[i]) != (kind == RACER_INSTR_ASM))
      fail(RACER_E_ARG, cell("instr_args", i, "node"),
           "node " + std::to_string(t.node[i]) + (kind == RACER_INSTR_ASM ? " is not an lvalue (an asm output)" : " is an lvalue, not a value"));
  }
}

// The order of the statements within their slots, as control flow reads
// the structure: the statement after each one in its slot (-1 the last),
// the first of each slot (index statement * 3 + slot, -1 empty) and the
// first of each function's body (-1 none).
struct SlotOrder {
  std::vector<std::int32_t> next, first, top_first;
};

SlotOrder slot_order(const FactStore& f) {
  const Nesting& t = f.nesting;
  const std::size_t statements = f.statements.kind.size(), functions = f.functions.name.size();
  SlotOrder o{std::vector<std::int32_t>(statements, -1), std::vector<std::int32_t>(statements * 3, -1),
              std::vector<std::int32_t>(functions, -1)};
  std::vector<std::int32_t> previous_at(statements * 3, -1), previous_top(functions, -1);
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    const std::int32_t s = t.stmt[i], p = t.parent[i];
    const auto function = static_cast<std::size_t>(f.statements.function[static_cast<std::size_t>(s)]);
    const std::size_t at = p == -1 ? 0 : static_cast<std::size_t>(p) * 3 + static_cast<std::size_t>(t.slot[i]);
    std::int32_t& previous = p == -1 ? previous_top[function] : previous_at[at];
    if (previous != -1) o.next[static_cast<std::size_t>(previous)] = s;
    if (previous == -1) (p == -1 ? o.top_first[function] : o.first[at]) = s;
    previous = s;
  }
  return o;
}

// Where control goes once a statement is done without jumping (what Cil's
// Cfg takes as its `next`): the statement after it in its slot; after the
// last of a loop's body, the loop again; after the last in a block, if or
// switch, where that statement goes. kUnknown where the structure does
// not say: after the end of a function's body (no statement) and in an
// `other` statement (try and catch blocks share its slot). Answers are
// remembered, so all the queries together are linear in the statements.
class FallsTo {
 public:
  static constexpr std::int32_t kUnknown = -2;
  FallsTo(const FactStore& f, const std::vector<std::int32_t>& parent, const SlotOrder& order)
      : f_(f), parent_(parent), order_(order), known_(parent.size(), kNotYet) {}

  std::int32_t operator()(std::int32_t s) {
    walk_.clear();
    std::int32_t x = s, to = kUnknown;
    for (;;) {
      const auto at = static_cast<std::size_t>(x);
      if (known_[at] != kNotYet) {
        to = known_[at];
        break;
      }
      walk_.push_back(at);
      if (order_.next[at] != -1) {
        to = order_.next[at];
        break;
      }
      const std::int32_t p = parent_[at];
      const std::int32_t kind = p == -1 ? -1 : f_.statements.kind[static_cast<std::size_t>(p)];
      if (kind == RACER_STMT_LOOP) {
        to = p;
        break;
      }
      if (kind != RACER_STMT_BLOCK && kind != RACER_STMT_IF && kind != RACER_STMT_SWITCH) break;  // kUnknown
      x = p;  // the last of its slot goes where its parent goes
    }
    for (std::size_t w : walk_) known_[w] = to;
    return to;
  }

 private:
  static constexpr std::int32_t kNotYet = -3;
  const FactStore& f_;
  const std::vector<std::int32_t>& parent_;
  const SlotOrder& order_;
  std::vector<std::int32_t> known_;
  std::vector<std::size_t> walk_;
};

// The structure and the control flow tell one story where the engines read
// both (instances/): a statement straight-line code runs goes on to the
// next one of its slot, a loop and a block start with their first
// statement, a function with its first, an if's condition leads to the
// first statement of its then and else slots (or, for an empty one, where
// the if goes on), and a break or continue sits in a loop (or a switch). A
// front end may leave out edges it proved dead.
void check_nesting_against_flow(const FactStore& f, const std::vector<std::int32_t>& parent) {
  const std::size_t statements = f.statements.kind.size();
  const SlotOrder order = slot_order(f);
  const std::vector<std::int32_t>& next = order.next;
  const std::vector<std::int32_t>& top_first = order.top_first;
  auto first = [&](std::size_t s, std::int32_t slot) { return order.first[s * 3 + static_cast<std::size_t>(slot)]; };
  for (std::size_t e = 0; e < f.successors.from.size(); ++e) {
    const auto from = static_cast<std::size_t>(f.successors.from[e]);
    const std::int32_t to = f.successors.to[e], kind = f.statements.kind[from];
    const std::int32_t body = first(from, RACER_SLOT_BODY);
    std::int32_t expected = -2;  // -2: no rule for this statement
    if (kind == RACER_STMT_INSTR && next[from] != -1) expected = next[from];
    if ((kind == RACER_STMT_LOOP || kind == RACER_STMT_BLOCK) && body != -1) expected = body;
    if (kind == RACER_STMT_LOOP && body == -1) expected = static_cast<std::int32_t>(from);  // while (1);
    if (expected != -2 && to != expected)
      fail(RACER_E_ARG, cell("successors", e, "to"),
           "statement " + std::to_string(to) + ", but statement " + std::to_string(from) +
               " goes on to statement " + std::to_string(expected) + " by the structure (nesting)");
  }
  // The engines take true_succ and false_succ for the outcomes of the
  // branch: swapped or misplaced, they would follow the wrong way. Each
  // slot starts where its successor points; an empty slot goes on where the
  // if goes on, as Cil's Cfg has it (the plug-in writes Cil's successors).
  // -1 (both ways meet) says nothing, nor does an unknown continuation.
  FallsTo falls_to(f, parent, order);
  for (std::size_t i = 0; i < f.instrs.stmt.size(); ++i) {
    const std::int32_t s = f.instrs.stmt[i];
    if (f.instrs.kind[i] != RACER_INSTR_COND || s == -1 || f.instrs.true_succ[i] == -1 ||
        f.statements.kind[static_cast<std::size_t>(s)] != RACER_STMT_IF)
      continue;
    for (const auto& [name, slot, succ] : {std::tuple{"true_succ", RACER_SLOT_THEN, f.instrs.true_succ[i]},
                                           std::tuple{"false_succ", RACER_SLOT_ELSE, f.instrs.false_succ[i]}}) {
      const std::string slot_name = slot == RACER_SLOT_THEN ? "then" : "else";
      const std::int32_t start = first(static_cast<std::size_t>(s), slot);
      const std::int32_t expected = start != -1 ? start : falls_to(s);
      if (expected == FallsTo::kUnknown || succ == expected) continue;
      fail(RACER_E_ARG, cell("instrs", i, name),
           "statement " + std::to_string(succ) + ", but the " + slot_name + " slot of if statement " +
               std::to_string(s) +
               (start != -1 ? " starts with statement " + std::to_string(expected)
                            : " is empty and the if goes on to statement " + std::to_string(expected)) +
               " (nesting)");
    }
  }
  for (std::size_t fn = 0; fn < f.functions.name.size(); ++fn)
    if (top_first[fn] != -1 && f.functions.entry_stmt[fn] != top_first[fn])
      fail(RACER_E_ARG, cell("functions", fn, "entry_stmt"),
           std::to_string(f.functions.entry_stmt[fn]) + " but the function's body starts with statement " +
               std::to_string(top_first[fn]) + " (nesting)");
  // up[x]: x or a statement holding x is a loop (bit 0) or a loop or a
  // switch (bit 1). Up the parents once, remembering the answers (chains
  // may be long).
  std::vector<std::int8_t> up(statements, -1);
  std::vector<std::size_t> walk;
  auto holder = [&](std::size_t s) -> std::int8_t {
    walk.clear();
    std::int32_t x = parent[s];
    std::int8_t value = 0;
    while (x != -1) {
      const auto at = static_cast<std::size_t>(x);
      if (up[at] != -1) {
        value = up[at];
        break;
      }
      walk.push_back(at);
      x = parent[at];
    }
    for (auto it = walk.rbegin(); it != walk.rend(); ++it) {
      const std::int32_t k = f.statements.kind[*it];
      if (k == RACER_STMT_LOOP) value = 3;
      if (k == RACER_STMT_SWITCH) value = static_cast<std::int8_t>(value | 2);
      up[*it] = value;
    }
    return value;
  };
  for (std::size_t s = 0; s < statements; ++s) {
    const std::int32_t kind = f.statements.kind[s];
    if (kind != RACER_STMT_BREAK && kind != RACER_STMT_CONTINUE) continue;
    const std::int8_t held = holder(s);
    if (kind == RACER_STMT_BREAK ? (held & 2) == 0 : (held & 1) == 0)
      fail(RACER_E_ARG, "nesting", std::string(kind == RACER_STMT_BREAK ? "break" : "continue") + " statement " +
                                       std::to_string(s) + " is in no " +
                                       (kind == RACER_STMT_BREAK ? "loop or switch" : "loop"));
  }
}

// The statement structure is a forest per function: each statement sits
// once, in a statement of its own function that can hold others, in a slot
// that parent has, at the next position of that slot (rows in code order).
void check_nesting(const FactStore& f) {
  const Nesting& t = f.nesting;
  const std::size_t statements = f.statements.kind.size();
  std::vector<std::int32_t> parent(statements, -1);
  std::vector<bool> placed(statements, false);
  // Next position: per (parent, slot), and per function for its body's top.
  std::vector<std::int32_t> next_in(statements * 3, 0), next_top(f.functions.name.size(), 0);
  for (std::size_t i = 0; i < t.stmt.size(); ++i) {
    const auto s = static_cast<std::size_t>(t.stmt[i]);
    if (placed[s]) fail(RACER_E_ARG, cell("nesting", i, "stmt"), "statement " + std::to_string(s) + " has a row already");
    placed[s] = true;
    const std::int32_t p = t.parent[i], slot = t.slot[i];
    std::int32_t* next = nullptr;
    if (p == -1) {
      if (slot != RACER_SLOT_BODY)
        fail(RACER_E_ARG, cell("nesting", i, "slot"), "a statement of the function's body sits in its body slot (0)");
      next = &next_top[static_cast<std::size_t>(f.statements.function[s])];
    } else {
      const auto ps = static_cast<std::size_t>(p);
      const std::int32_t kind = f.statements.kind[ps];
      if (ps == s) fail(RACER_E_ARG, cell("nesting", i, "parent"), "a statement does not hold itself");
      if (f.statements.function[ps] != f.statements.function[s])
        fail(RACER_E_ID, cell("nesting", i, "parent"), "statement " + std::to_string(p) + " is in another function");
      if (kind != RACER_STMT_IF && kind != RACER_STMT_LOOP && kind != RACER_STMT_SWITCH && kind != RACER_STMT_BLOCK &&
          kind != RACER_STMT_OTHER)
        fail(RACER_E_ARG, cell("nesting", i, "parent"), "statement " + std::to_string(p) + " holds no statements (its kind)");
      if ((kind == RACER_STMT_IF) != (slot != RACER_SLOT_BODY))
        fail(RACER_E_ARG, cell("nesting", i, "slot"),
             kind == RACER_STMT_IF ? "a statement in an if sits in its then (1) or else (2) slot"
                                   : "only an if has then and else slots");
      parent[s] = p;
      next = &next_in[ps * 3 + static_cast<std::size_t>(slot)];
    }
    if (t.position[i] != *next)
      fail(RACER_E_ARG, cell("nesting", i, "position"),
           std::to_string(t.position[i]) + " but the next position of that slot is " + std::to_string(*next));
    ++*next;
  }
  // No statement holds itself through others: walk each chain once.
  std::vector<std::uint8_t> state(statements, 0);  // 0 new, 1 on the walk, 2 checked
  std::vector<std::size_t> walk;
  for (std::size_t s = 0; s < statements; ++s) {
    std::int32_t x = static_cast<std::int32_t>(s);
    while (x != -1 && state[static_cast<std::size_t>(x)] == 0) {
      state[static_cast<std::size_t>(x)] = 1;
      walk.push_back(static_cast<std::size_t>(x));
      x = parent[static_cast<std::size_t>(x)];
    }
    if (x != -1 && state[static_cast<std::size_t>(x)] == 1)
      fail(RACER_E_ARG, "nesting", "statement " + std::to_string(x) + " holds itself through its parents");
    for (std::size_t w : walk) state[w] = 2;
    walk.clear();
  }
  if (t.stmt.empty()) return;
  for (std::size_t s = 0; s < statements; ++s)
    if (!placed[s])
      fail(RACER_E_ARG, "nesting", "statement " + std::to_string(s) + " has no row: the structure covers every statement");
  check_nesting_against_flow(f, parent);
  if (!t.stmt.empty() && !f.loops.stmt.empty())
    fail(RACER_E_ARG, cell("loops", 0),
         "a model with nesting rows gets its loops from racer_freeze (ABI 13): it does not give them");
}

// A function's code names its own locals and formals, no other function's
// (the engines take a variable node for the variable of the function it
// runs in). Nodes take the function of the instructions that use them.
void check_variable_owners(const FactStore& f) {
  const std::size_t nodes = f.nodes.op.size();
  std::vector<std::int32_t> owner(nodes, -1);  // -1 none yet, -2 several functions
  auto own = [&](std::int32_t node, std::int32_t function) {
    if (node < 0) return;
    std::int32_t& o = owner[static_cast<std::size_t>(node)];
    o = o == -1 || o == function ? function : -2;
  };
  for (std::size_t i = 0; i < f.instrs.stmt.size(); ++i) {
    const std::int32_t stmt = f.instrs.stmt[i];
    if (stmt < 0) continue;
    const std::int32_t function = f.statements.function[static_cast<std::size_t>(stmt)];
    own(f.instrs.lhs[i], function);
    own(f.instrs.rhs[i], function);
  }
  for (std::size_t k = 0; k < f.instr_args.instr.size(); ++k) {
    const std::int32_t stmt = f.instrs.stmt[static_cast<std::size_t>(f.instr_args.instr[k])];
    if (stmt >= 0) own(f.instr_args.node[k], f.statements.function[static_cast<std::size_t>(stmt)]);
  }
  // Operands come before their node: from the last node down, each hands
  // its function to its operands.
  for (std::size_t n = nodes; n-- > 0;) {
    const std::int32_t o = owner[n];
    if (o == -1) continue;
    for (std::int32_t operand : {f.nodes.a[n], f.nodes.b[n]})
      if (operand >= 0) {
        std::int32_t& p = owner[static_cast<std::size_t>(operand)];
        p = p == -1 || p == o ? o : -2;
      }
    if (f.nodes.op[n] != RACER_NODE_VAR || o < 0) continue;
    const auto base = static_cast<std::size_t>(f.nodes.base[n]);
    const std::int32_t kind = f.bases.kind[base];
    if ((kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL) && f.bases.function[base] != o)
      fail(RACER_E_ARG, cell("nodes", n, "base"),
           "base " + std::to_string(base) + " is a variable of function " + std::to_string(f.bases.function[base]) +
               ", named in the code of function " + std::to_string(o));
  }
}

}  // namespace

void validate_ir(const FactStore& facts) {
  check_nodes(facts);
  check_instrs(facts);
  check_instr_args(facts);
  check_variable_owners(facts);
  check_nesting(facts);
}

}  // namespace racer::facts
