// The code of each function as written, read from the model's statement
// structure (table nesting, ABI 13), its instructions and its control flow:
// what holds what, in which order, what a statement assigns, and the paths
// between statements. The loop recognisers of this folder read programs
// through it, never through the raw tables.
//
// Built once per model, in time linear in its statements, instructions and
// edges. Every query is total on a validated FactStore.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "facts/fact_store.hpp"
#include "syntax/ir_values.hpp"

namespace racer::instances {

class CodeStructure {
 public:
  // `addressed` (index = base): syntax::addressed_bases of the same store.
  CodeStructure(const facts::FactStore& f, std::vector<bool> addressed);

  const facts::FactStore& facts() const { return f_; }
  // Whether the model has a statement structure at all.
  bool present() const { return !f_.nesting.stmt.empty(); }

  std::int32_t kind(std::int32_t s) const { return f_.statements.kind[at(s)]; }
  std::int32_t parent(std::int32_t s) const { return parent_[at(s)]; }
  bool labelled(std::int32_t s) const { return labelled_[at(s)]; }
  bool placed(std::int32_t s) const { return placed_[at(s)]; }
  // The statements in slot RACER_SLOT_* of s, in order.
  std::span<const std::int32_t> children(std::int32_t s, std::int32_t slot) const {
    return children_[at(s) * 3 + static_cast<std::size_t>(slot)];
  }
  // The statements of a function's body, in order.
  std::span<const std::int32_t> top(std::int32_t function) const { return top_[at(function)]; }
  // Every statement list of a function: its body, and the body of each
  // block, loop and switch and the branches of each if, each in order.
  std::vector<std::span<const std::int32_t>> statement_lists(std::int32_t function) const;
  // Whether `outer` holds `s` through one or more parents (outer != s).
  // Constant time: statements are numbered in code order, and what a
  // statement holds is an interval of numbers.
  bool holds(std::int32_t outer, std::int32_t s) const {
    return placed(outer) && placed(s) && pre_[at(outer)] < pre_[at(s)] && pre_[at(s)] <= last_[at(outer)];
  }
  // Code-order numbers: s's own, and the largest of what it holds (-1 for a
  // statement without a place).
  std::int32_t number(std::int32_t s) const { return pre_[at(s)]; }
  std::int32_t last_number(std::int32_t s) const { return last_[at(s)]; }
  // How many statements s is made of (itself and all it holds).
  std::size_t size(std::int32_t s) const {
    return placed(s) ? static_cast<std::size_t>(last_[at(s)] - pre_[at(s)] + 1) : 1;
  }
  // s or a statement it holds carries a label.
  bool labelled_within(std::int32_t s) const { return labelled_within_[at(s)]; }
  // s or a statement it holds assigns base (assigned()).
  bool assigns_within(std::int32_t s, std::int32_t base) const;
  // Statements of a function.
  std::size_t function_size(std::int32_t function) const { return function_size_[at(function)]; }
  // s and every statement it holds, in code order.
  std::vector<std::int32_t> subtree(std::int32_t s) const;
  // Units of work the queries have spent so far (statements and edges
  // visited): a caller bounds what it derives by it.
  std::uint64_t work() const { return work_; }
  // Every statement the loop holds, in code order (the loop excluded).
  std::vector<std::int32_t> inside(std::int32_t loop) const;

  // The variables an INSTR statement writes as a whole: the lvalue of an
  // assignment or a call's result that is a variable, and the variable
  // under every asm output. Empty for other statements.
  std::span<const std::int32_t> assigned(std::int32_t s) const { return assigned_[at(s)]; }
  bool assigns(std::int32_t s, std::int32_t base) const;
  // Instruction rows of a statement, in order.
  std::span<const std::int32_t> instrs(std::int32_t s) const { return instrs_[at(s)]; }
  // The argument nodes of a call instruction, by position (-1 for a gap).
  std::span<const std::int32_t> args(std::int32_t instr) const { return args_[at(instr)]; }
  // The CALL instruction of an INSTR statement, or -1.
  std::int32_t call(std::int32_t s) const;
  // The function a call instruction calls by name (its callee is a FUNC
  // node, no cast, no pointer), or -1.
  std::int32_t direct_callee(std::int32_t instr) const;
  // Whether the instructions of s (only s's own: an if's condition, not its
  // branches) mention variable base anywhere: written, read, its address
  // taken. Conservatively true when the program's expression trees are too
  // shared to be walked within the work budget.
  bool names(std::int32_t s, std::int32_t base) const;
  // Whether `node` names base anywhere in its tree.
  bool names_in_node(std::int32_t node, std::int32_t base) const;
  // Statements of a function, in row order.
  std::span<const std::int32_t> statements_of(std::int32_t function) const { return statements_of_[at(function)]; }
  std::string_view name(std::int32_t function) const;
  // The formals of a function (bases), and whether the program takes a
  // base's address.
  std::span<const std::int32_t> formals_of(std::int32_t function) const { return formals_of_[at(function)]; }
  bool addressed(std::int32_t base) const { return addressed_[at(base)]; }
  bool defined(std::int32_t function) const;

  std::span<const std::int32_t> succs(std::int32_t s) const { return succs_[at(s)]; }
  std::span<const std::int32_t> preds(std::int32_t s) const { return preds_[at(s)]; }
  // Statements on some path from a to b: reachable from a's successors and
  // reaching b's predecessors (a and b themselves only on a cycle). With
  // `avoid`, paths through a statement it marks are left out.
  std::vector<bool> between(std::int32_t a, std::int32_t b, const std::vector<bool>* avoid = nullptr) const;
  // Statements reachable from a's successors, never through one `avoid`
  // marks (a itself only on a cycle).
  std::vector<bool> reachable(std::int32_t a, const std::vector<bool>* avoid = nullptr) const {
    return search(a, true, avoid);
  }

  // How many times the program's code (every instruction, global
  // initialisers too) names a variable base, or a function (FUNC nodes:
  // calls and addresses); nothing when the expression trees are too shared
  // to count within the budget.
  std::optional<std::size_t> occurrences(std::int32_t base) const;
  std::optional<std::size_t> function_occurrences(std::int32_t function) const;
  // The condition node of an IF or SWITCH statement, or -1.
  std::int32_t condition(std::int32_t s) const;
  // Whether cond tests p against null: true for "p is null" (`!p`,
  // `p == 0`), false for "p is not null" (`p`, `p != 0`); nothing for any
  // other condition. p is read through value-keeping casts.
  std::optional<bool> null_test(std::int32_t cond, std::int32_t p) const;

  // The integer variable a value node reads, through casts that keep the
  // order of its values (to a type of the same signedness at least as wide,
  // or from unsigned to a wider signed type; never to _Bool), or -1: a
  // comparison in the cast's type then compares the variable's own values
  // (`(unsigned)i < 2u` does not: -1 becomes large). `var_node` receives
  // the VAR node (its type is the variable's).
  std::int32_t var_of(std::int32_t node, std::int32_t* var_node = nullptr) const;
  // The variable a value node reads through casts that keep its values
  // apart (each to an integer or pointer type, not _Bool, at least as wide
  // as the variable), or -1: equality tests read it as itself, order tests
  // need var_of.
  std::int32_t value_var_of(std::int32_t node, std::int32_t* var_node = nullptr) const;
  // The largest value of an integer variable's type (its VAR nodes'; 1 for
  // _Bool), or nothing when unknown.
  std::optional<syntax::Int128> max_value(std::int32_t var_node) const;
  // Whether base is a local or formal of integer type whose address the
  // program never takes: only the statements that name it change it.
  bool plain_local(std::int32_t base) const;
  // The value of a constant integer expression (syntax::constant_value).
  std::optional<syntax::Int128> constant(std::int32_t node) const;

 private:
  static std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }
  void number();
  void collect_names();
  // The VAR node a READ under casts reads, or -1; `casts` receives the
  // casts, outermost first.
  std::int32_t read_through_casts(std::int32_t node, std::vector<std::int32_t>& casts) const;
  std::vector<bool> search(std::int32_t from, bool forward, const std::vector<bool>* avoid = nullptr) const;

  const facts::FactStore& f_;
  mutable std::uint64_t work_ = 0;
  std::vector<bool> addressed_;
  std::vector<std::int32_t> parent_;
  std::vector<bool> labelled_, placed_, labelled_within_;
  // Code-order number of each placed statement and the largest number of
  // what it holds; per base, the numbers of the statements assigning it.
  std::vector<std::int32_t> pre_, last_;
  std::vector<std::vector<std::int32_t>> assigners_;
  std::vector<std::size_t> function_size_;
  std::vector<std::vector<std::int32_t>> children_, top_, assigned_, instrs_, succs_, preds_, args_,
      statements_of_, formals_of_;
  // Per statement, the variable bases its instructions name (sorted, unique);
  // names_known_ false when building them overran the budget.
  std::vector<std::vector<std::int32_t>> named_;
  bool names_known_ = true;
  // Occurrences of each base and of each function in all the code.
  std::vector<std::uint32_t> base_uses_, function_uses_;
  std::vector<std::int32_t> integer_locals_;  // index = base: 1 when an integer local
};

}  // namespace racer::instances
