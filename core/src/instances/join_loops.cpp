// Join loops that join every thread of a create loop, or surely not all of
// them (see join_loops.hpp).
#include "instances/join_loops.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <span>
#include <string_view>

#include "instances/id_recogniser.hpp"
#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

// A counter loop as the pairs need it: `for (i = start; i < bound; i +=
// step)`, the step positive and taken last in every iteration.
struct Counter {
  std::int32_t var, var_node, bound;
  Int start, step;
};

// A create's id slot, and for a slot in a block an array of pointers holds
// the pointer variable the block was stored through (`t` of `A[i] = t;
// create(&t->tid, ...)`), else -1.
struct CreateSlot {
  IdSlot slot;
  std::int32_t through = -1;
};

struct Pair {
  std::int32_t function, array, create, join;
};

class JoinLoops : IdRecogniser {
 public:
  JoinLoops(const facts::FactStore& f, const CodeStructure& code, const std::vector<models::ClassifiedEvent>& events)
      : IdRecogniser(f, code, events) {
    // Every statement that creates a thread, whatever its id: a structure
    // handed to one must be used typed there too.
    creates_any_.assign(f.statements.kind.size(), false);
    for (std::size_t e = 0; e < events.size() && e < f.events.stmt.size(); ++e)
      if (events[e].cls == models::CallClass::ThreadCreate) creates_any_[at(f.events.stmt[e])] = true;
  }

  std::vector<std::pair<ExprId, std::int32_t>> find() {
    for (std::size_t g = 0; g < f_.functions.name.size(); ++g)
      if (code_.defined(static_cast<std::int32_t>(g))) in_function(static_cast<std::int32_t>(g));
    std::map<std::int32_t, std::int32_t> flags;  // id expression row -> flags
    // The core pairs a join loop with the flagged creates of its function
    // that store into the same array, or with any of them when one id has
    // no array (a pointer's slots): several pairs in one function need
    // arrays, a different one each.
    for (const Pair& p : pairs_) {
      const bool clash = std::any_of(pairs_.begin(), pairs_.end(), [&](const Pair& q) {
        return q.function == p.function && !(q.create == p.create && q.join == p.join) &&
               (!(is_array(p.array) && is_array(q.array)) || p.array == q.array);
      });
      if (clash) continue;
      flags[create_[at(p.create)].expr.value] |= RACER_EXPR_JOINS_ALL;
      flags[join_[at(p.join)].expr.value] |= RACER_EXPR_JOINS_ALL;
    }
    for (std::int32_t j : short_) flags[join_[at(j)].expr.value] |= RACER_EXPR_JOINS_SOME;
    std::vector<std::pair<ExprId, std::int32_t>> out;
    for (const auto& [e, bits] : flags) out.emplace_back(ExprId(e), bits);
    return out;
  }

 private:
  bool is_global(std::int32_t base) const { return f_.bases.kind[at(base)] == RACER_BASE_GLOBAL; }
  std::int32_t strip(std::int32_t node) const { return syntax::strip_casts(f_, node); }
  std::size_t occurrences(std::int32_t base) const {
    // Unknown counts (trees too shared to count) match no equation below.
    return code_.occurrences(base).value_or(static_cast<std::size_t>(-1) / 2);
  }

  // The statements of the slot list that holds s, and s's place in it.
  std::pair<std::span<const std::int32_t>, std::size_t> block_of(std::int32_t s) const {
    const std::int32_t p = code_.parent(s);
    auto find_in = [&](std::span<const std::int32_t> list) -> std::optional<std::size_t> {
      const auto it = std::find(list.begin(), list.end(), s);
      if (it == list.end()) return std::nullopt;
      return static_cast<std::size_t>(it - list.begin());
    };
    if (p < 0) {
      const auto list = code_.top(f_.statements.function[at(s)]);
      if (const auto k = find_in(list)) return {list, *k};
      return {{}, 0};
    }
    for (std::int32_t slot : {RACER_SLOT_BODY, RACER_SLOT_THEN, RACER_SLOT_ELSE}) {
      const auto list = code_.children(p, slot);
      if (const auto k = find_in(list)) return {list, *k};
    }
    return {{}, 0};
  }
  // The statements before s in its block, nearest first.
  std::vector<std::int32_t> before_nearest_first(std::int32_t s) const {
    const auto [list, k] = block_of(s);
    std::vector<std::int32_t> out(list.begin(), list.begin() + static_cast<std::ptrdiff_t>(std::min(k, list.size())));
    std::reverse(out.begin(), out.end());
    return out;
  }

  // The loops a statement of a block is or holds at its top: a LOOP, or
  // the LOOPs of a BLOCK's body.
  std::vector<std::int32_t> loops_at(std::int32_t x) const {
    if (code_.kind(x) == RACER_STMT_LOOP) return {x};
    std::vector<std::int32_t> out;
    if (code_.kind(x) == RACER_STMT_BLOCK)
      for (std::int32_t y : code_.children(x, RACER_SLOT_BODY))
        if (code_.kind(y) == RACER_STMT_LOOP) out.push_back(y);
    return out;
  }
  // The statements of a loop not inside a loop it holds.
  std::vector<std::int32_t> directly_in(std::int32_t loop) const {
    std::vector<std::int32_t> out;
    for (std::int32_t x : code_.inside(loop))
      if (runs_.innermost_loop(x) == loop) out.push_back(x);
    return out;
  }

  // Main run once: the program's entry, which nothing calls or takes the
  // address of (another run of it would share its globals).
  bool once(std::int32_t g) const {
    return f_.entry.valid() && f_.entry.index() == at(g) && code_.function_occurrences(g) == std::optional<std::size_t>(0);
  }
  // A global only function g assigns, which code the IR does not show
  // cannot reach.
  bool only_written_in(std::int32_t v, std::int32_t g) {
    if (const auto it = sole_writer_.find(v); it != sole_writer_.end()) return it->second == g;
    std::int32_t writer = g;
    if ((f_.bases.flags[at(v)] & (RACER_BASE_OUTSIDE_IR | RACER_BASE_EXTERN)) != 0 ||
        !spend(f_.statements.kind.size())) {
      writer = -1;
    } else {
      for (std::size_t s = 0; s < f_.statements.kind.size() && writer >= 0; ++s)
        if (code_.assigns(static_cast<std::int32_t>(s), v) && f_.statements.function[s] != g) writer = -1;
    }
    sole_writer_[v] = writer;
    return writer == g;
  }

  std::optional<Counter> counter_loop(std::int32_t g, std::int32_t l) {
    if (const auto it = counters_.find(l); it != counters_.end()) return it->second;
    return counters_[l] = read_counter_loop(g, l);
  }
  std::optional<Counter> read_counter_loop(std::int32_t g, std::int32_t l) {
    const auto test = runs_.loops().leading_test(l);
    if (!test || !test->goes_on) return std::nullopt;
    const auto& n = f_.nodes;
    const auto c = at(test->cond);
    if (n.op[c] != RACER_NODE_BINOP || n.sub[c] != RACER_BINOP_LT) return std::nullopt;
    std::int32_t var_node = -1;
    const std::int32_t i = code_.value_var_of(n.a[c], &var_node);
    if (i < 0 || code_.addressed(i) || (n.type_flags[at(var_node)] & RACER_TYPE_INTEGER) == 0) return std::nullopt;
    const bool local = !is_global(i) && f_.bases.function[at(i)] == g;
    if (!local && !(is_global(i) && once(g) && only_written_in(i, g))) return std::nullopt;
    if (!spend(4 * code_.size(l))) return std::nullopt;
    const auto start = runs_.loops().start_value(l, i);
    const auto step = runs_.loops().step(l, i);
    if (!start || !step || *step <= 0 || !runs_.loops().steps_every_iteration(l, i)) return std::nullopt;
    return Counter{i, var_node, n.b[c], *start, *step};
  }

  // x does not change while threads created at `create` (in g) run: code
  // the IR does not show cannot reach it, it is no undefined extern the
  // library writes, and it is an array (whose elements never move), or a
  // variable whose address is never taken, written only in g at
  // statements the create does not reach (a global: in no other function
  // either; the callers ask g to run once).
  bool stable_base(std::int32_t g, std::int32_t create, std::int32_t x) {
    const auto key = std::pair{x, create};
    if (const auto it = stable_.find(key); it != stable_.end()) return it->second;
    bool fine = (f_.bases.flags[at(x)] & (RACER_BASE_OUTSIDE_IR | RACER_BASE_EXTERN)) == 0;
    if (fine && !is_array(x)) {
      fine = !code_.addressed(x) && spend(2 * f_.statements.kind.size()) &&
             (is_global(x) || (f_.bases.function[at(x)] == g && (f_.bases.kind[at(x)] == RACER_BASE_LOCAL ||
                                                                  f_.bases.kind[at(x)] == RACER_BASE_FORMAL)));
      if (fine) {
        std::vector<bool> reached = code_.reachable(create);
        reached[at(create)] = true;
        for (std::size_t s = 0; s < f_.statements.kind.size() && fine; ++s)
          if (code_.assigns(static_cast<std::int32_t>(s), x))
            fine = f_.statements.function[s] == g && !reached[s];
      }
    }
    return stable_[key] = fine;
  }
  bool stable(std::int32_t g, std::int32_t create, std::int32_t v) {
    return (!is_global(v) || once(g)) && stable_base(g, create, v);
  }

  // Two bounds with the same value once the create loop starts: one
  // variable, or two of which one is copied from the other before the
  // create loop in its block (the last write of either: nothing it
  // reaches writes them again; no label from the copy to the loop), both
  // stable; or two equal constants. Bounds are compared as themselves
  // (order-keeping casts): `m = (unsigned char)n` is no copy of n for a
  // loop test.
  bool same_bound(std::int32_t g, std::span<const std::int32_t> list, std::int32_t create, std::int32_t loop_stmt,
                  std::int32_t b1, std::int32_t b2) {
    const std::int32_t v1 = code_.var_of(b1), v2 = code_.var_of(b2);
    if (v1 < 0 || v2 < 0) {
      const auto k1 = code_.constant(b1), k2 = code_.constant(b2);
      return v1 < 0 && v2 < 0 && k1 && k2 && *k1 == *k2;
    }
    if (!stable(g, create, v1) || !stable(g, create, v2)) return false;
    if (v1 == v2) return true;
    auto copies = [&](std::int32_t s) {
      const auto ins = code_.instrs(s);
      if (code_.kind(s) != RACER_STMT_INSTR || ins.size() != 1 || f_.instrs.kind[at(ins[0])] != RACER_INSTR_ASSIGN)
        return false;
      const std::int32_t lhs = f_.instrs.lhs[at(ins[0])];
      if (lhs < 0 || f_.nodes.op[at(lhs)] != RACER_NODE_VAR) return false;
      const std::int32_t x = f_.nodes.base[at(lhs)], y = code_.var_of(f_.instrs.rhs[at(ins[0])]);
      return (x == v1 && y == v2) || (x == v2 && y == v1);
    };
    for (std::size_t k = 0; k < list.size(); ++k) {
      const std::int32_t s = list[k];
      if (!copies(s) || !spend(2 * f_.statements.kind.size())) continue;
      const std::vector<bool> reached = code_.reachable(s);
      bool rewritten = false;
      for (std::int32_t x : code_.statements_of(g))
        rewritten = rewritten || (x != s && reached[at(x)] && (code_.assigns(x, v1) || code_.assigns(x, v2)));
      // No label up to the loop (in the statements between, or held in
      // them): a jump there would skip the copy.
      bool unlabelled = false;
      for (std::size_t m = k + 1; m < list.size(); ++m) {
        if (list[m] == loop_stmt) {
          unlabelled = !code_.labelled_within(loop_stmt);
          break;
        }
        if (code_.labelled_within(list[m])) break;
      }
      if (!rewritten && unlabelled) return true;
    }
    return false;
  }

  // A join bound falling short of the create loop's by at least a step:
  // `j < n - c` against `i < n`, c >= step, n stable.
  bool short_bound(std::int32_t g, std::int32_t create, Int step, std::int32_t b1, std::int32_t b2) {
    const std::int32_t v = code_.value_var_of(b1);
    const std::int32_t e = strip(b2);
    const auto& n = f_.nodes;
    if (v < 0 || n.op[at(e)] != RACER_NODE_BINOP || n.sub[at(e)] != RACER_BINOP_SUB) return false;
    const auto c = code_.constant(n.b[at(e)]);
    return code_.value_var_of(n.a[at(e)]) == v && c && *c >= step && stable(g, create, v);
  }

  // Counter i has another value at every later run of s (in loop l): each
  // way from s back to itself, but those through a statement `cut` marks,
  // takes the loop's step (its only write of i in the loop) and no other
  // write of i, and the counter cannot wrap: signed (overflow is
  // undefined), or an unsigned counter of a loop that surely ends
  // (RACER_LOOP_BOUNDED) on ways that stay in the loop.
  bool one_value_per_run(std::int32_t l, const Counter& c, std::int32_t s, const std::vector<bool>& cut) {
    std::int32_t step_stmt = -1;
    for (std::int32_t x : code_.inside(l)) {
      if (!code_.assigns(x, c.var)) continue;
      if (step_stmt >= 0) return false;
      step_stmt = x;
    }
    if (step_stmt < 0 || !spend(4 * f_.statements.kind.size())) return false;
    std::vector<bool> avoid = cut;
    avoid[at(step_stmt)] = true;
    if (code_.reachable(s, &avoid)[at(s)]) return false;
    const std::vector<bool> on = code_.between(s, s, &cut);
    for (std::size_t x = 0; x < on.size(); ++x)
      if (on[x] && static_cast<std::int32_t>(x) != step_stmt && code_.assigns(static_cast<std::int32_t>(x), c.var))
        return false;
    if ((f_.nodes.type_flags[at(c.var_node)] & RACER_TYPE_SIGNED) != 0) return true;
    if (!runs_.loops().steps_every_iteration(l, c.var) || (runs_.loops().flags(l) & RACER_LOOP_BOUNDED) == 0)
      return false;
    for (std::size_t x = 0; x < on.size(); ++x)
      if (on[x] && static_cast<std::int32_t>(x) != l && !code_.holds(l, static_cast<std::int32_t>(x))) return false;
    return true;
  }

  // s is free(x) with one argument and no result; x, or -1.
  std::int32_t freed(std::int32_t s) const {
    const std::int32_t call = code_.call(s);
    if (call < 0 || f_.instrs.lhs[at(call)] >= 0) return -1;
    const std::int32_t g = code_.direct_callee(call);
    const auto args = code_.args(call);
    return g >= 0 && code_.name(g) == "free" && args.size() == 1 ? args[0] : -1;
  }

  // How many statements of the program free a, assign it (in g: its
  // allocation) or test it against null.
  std::size_t other_uses(std::int32_t g, std::int32_t a) {
    std::size_t n = 0;
    spend(f_.statements.kind.size());
    for (std::size_t x = 0; x < f_.statements.kind.size(); ++x) {
      const auto s = static_cast<std::int32_t>(x);
      if (const std::int32_t arg = freed(s); arg >= 0) {
        n += code_.value_var_of(arg) == a ? 1 : 0;
      } else if (code_.assigns(s, a) && f_.statements.function[x] == g) {
        ++n;
      } else if (code_.kind(s) == RACER_STMT_IF && code_.null_test(code_.condition(s), a)) {
        ++n;
      }
    }
    return n;
  }
  // Some free() of a block of the ids' structure (through any pointer to
  // it, or an element of the array of pointers) may run after the create
  // before the join loop has joined that block's thread: on a way from the
  // create that does not enter the join loop, or inside the join loop
  // before its join.
  bool freed_before_join(const CreateSlot& cs, std::int32_t create, std::int32_t join, std::int32_t join_loop) {
    if (!spend(4 * f_.statements.kind.size())) return true;
    const std::size_t n = f_.statements.kind.size();
    std::vector<bool> in_loop(n, false);
    for (std::int32_t y : code_.subtree(join_loop)) in_loop[at(y)] = true;
    // Within the join loop, before the join: from its head, never past the
    // join, never out of the loop.
    std::vector<bool> outside_or_join(n, true);
    for (std::size_t x = 0; x < n; ++x) outside_or_join[x] = !in_loop[x];
    outside_or_join[at(join)] = true;
    const std::vector<bool> after_create = code_.reachable(create, &in_loop);
    const std::vector<bool> before_join = code_.reachable(join_loop, &outside_or_join);
    for (std::size_t x = 0; x < n; ++x) {
      const std::int32_t arg = after_create[x] || before_join[x] ? freed(static_cast<std::int32_t>(x)) : -1;
      if (arg < 0) continue;
      const auto slot = slots_.value(arg);
      if (slots_.points_to_struct(strip(arg), cs.slot.field->comp) || (slot && slot->array == cs.slot.array) ||
          code_.value_var_of(arg) == cs.through)
        return true;
    }
    return false;
  }
  // How many statements free an element of a (free(a[k])).
  std::size_t element_frees(std::int32_t a) const {
    std::size_t n = 0;
    for (std::size_t x = 0; x < f_.statements.kind.size(); ++x) {
      const std::int32_t arg = freed(static_cast<std::int32_t>(x));
      const auto slot = arg >= 0 ? slots_.value(arg) : std::nullopt;
      n += slot && !slot->field && slot->array == a ? 1 : 0;
    }
    return n;
  }
  // How many lvalues reach through an element of a (a[k]->x, *a[k]).
  std::size_t element_derefs(std::int32_t a) {
    std::size_t n = 0;
    walk_all([&](std::int32_t node) {
      if (f_.nodes.op[at(node)] != RACER_NODE_DEREF) return true;
      const auto slot = slots_.value(f_.nodes.a[at(node)]);
      n += slot && !slot->field && slot->array == a ? 1 : 0;
      return true;
    });
    return n;
  }
  // Calls visit(node) on every node of every instruction of the program's
  // functions, shared nodes once per use; false when the budget ran out.
  template <class Visit> bool walk_all(Visit visit) {
    std::vector<std::int32_t> stack;
    for (std::size_t i = 0; i < f_.instrs.stmt.size(); ++i) {
      if (f_.instrs.stmt[i] < 0) continue;
      stack.clear();
      for (std::int32_t root : {f_.instrs.lhs[i], f_.instrs.rhs[i]}) if (root >= 0) stack.push_back(root);
      for (std::int32_t x : code_.args(static_cast<std::int32_t>(i))) if (x >= 0) stack.push_back(x);
      while (!stack.empty()) {
        if (!spend(1)) return false;
        const std::int32_t node = stack.back();
        stack.pop_back();
        if (!visit(node)) return false;
        for (std::int32_t k : {f_.nodes.a[at(node)], f_.nodes.b[at(node)]}) if (k >= 0) stack.push_back(k);
      }
    }
    return true;
  }

  // s stores a fresh block in t: `t = fresh(...)`, or `t = (T *)tmp` right
  // after `tmp = fresh(...)` (before: the statements before s in its
  // block, nearest first).
  bool allocates(std::int32_t t, std::span<const std::int32_t> before, std::int32_t s) {
    auto fresh_into = [&](std::int32_t x, std::int32_t v) {
      const std::int32_t call = code_.call(x);
      if (call < 0 || code_.instrs(x).size() != 1) return false;
      const std::int32_t lhs = f_.instrs.lhs[at(call)];
      const std::int32_t g = code_.direct_callee(call);
      return lhs >= 0 && f_.nodes.op[at(lhs)] == RACER_NODE_VAR && f_.nodes.base[at(lhs)] == v && g >= 0 &&
             fresh_.returns_fresh_block(g);
    };
    if (fresh_into(s, t)) return true;
    const auto ins = code_.instrs(s);
    if (code_.kind(s) != RACER_STMT_INSTR || ins.size() != 1 || f_.instrs.kind[at(ins[0])] != RACER_INSTR_ASSIGN)
      return false;
    const std::int32_t lhs = f_.instrs.lhs[at(ins[0])];
    if (lhs < 0 || f_.nodes.op[at(lhs)] != RACER_NODE_VAR || f_.nodes.base[at(lhs)] != t) return false;
    // The temporary is named only there and in its allocation: no other
    // copy of the block (`handles[i] = mem;`, a review's
    // heap_untyped_handle_race).
    const std::int32_t tmp = code_.value_var_of(f_.instrs.rhs[at(ins[0])]);
    return tmp >= 0 && !code_.addressed(tmp) && !before.empty() && fresh_into(before[0], tmp) &&
           occurrences(tmp) == 2;
  }
  // The ids' storage has no other name: a is a local or global array, or a
  // pointer that is no formal (a formal points into the caller's array,
  // which the caller names) and that g assigns, every time a fresh block,
  // through a temporary used nowhere else at most (not `tids = all` with
  // the array all still at hand).
  bool only_fresh(std::int32_t g, std::int32_t a) {
    if (f_.bases.kind[at(a)] == RACER_BASE_FORMAL) return false;
    if (is_array(a)) return true;
    bool assigned = false;
    for (std::int32_t s : code_.statements_of(g)) {
      if (!code_.assigns(s, a)) continue;
      assigned = true;
      if (!allocates(a, before_nearest_first(s), s)) return false;
    }
    return assigned;
  }

  // `create(&t->f, ...)` preceded in its block by the store `A[k] = t`,
  // and that by the allocation of t from a function returning a fresh
  // block, no label from the allocation to the create, nothing between the
  // store and the create changing t, A or the index; t a local whose
  // address is never taken. Each run of the block then stores the id in a
  // block no other run got, which A[k] points to.
  std::optional<CreateSlot> heap_slot(std::int32_t create, std::int32_t id) {
    const auto pf = slots_.pointer_field(id);
    if (!pf || code_.labelled(create)) return std::nullopt;
    const std::int32_t t = pf->first;
    if (is_global(t) || code_.addressed(t)) return std::nullopt;
    const std::vector<std::int32_t> before = before_nearest_first(create);
    std::vector<std::int32_t> between;
    for (std::size_t k = 0; k < before.size(); ++k) {
      const std::int32_t s = before[k];
      if (code_.labelled_within(s)) return std::nullopt;
      const auto ins = code_.instrs(s);
      std::optional<IdSlot> stored;
      if (code_.kind(s) == RACER_STMT_INSTR && ins.size() == 1 && f_.instrs.kind[at(ins[0])] == RACER_INSTR_ASSIGN &&
          code_.value_var_of(f_.instrs.rhs[at(ins[0])]) == t)
        stored = slots_.lvalue(f_.instrs.lhs[at(ins[0])]);
      if (!stored) {
        if (code_.assigns_within(s, t)) return std::nullopt;
        between.push_back(s);
        continue;
      }
      const std::int32_t index_var = code_.value_var_of(stored->index);
      for (std::int32_t x : between)
        if (code_.assigns_within(x, stored->array) || (index_var >= 0 && code_.assigns_within(x, index_var)))
          return std::nullopt;
      // Back to the allocation of t.
      const std::span<const std::int32_t> rest = std::span<const std::int32_t>(before).subspan(k + 1);
      for (std::size_t m = 0; m < rest.size(); ++m) {
        if (allocates(t, rest.subspan(m + 1), rest[m])) {
          stored->field = pf->second;
          return CreateSlot{*stored, t};
        }
        if (code_.assigns_within(rest[m], t) || code_.labelled_within(rest[m])) return std::nullopt;
      }
      return std::nullopt;
    }
    return std::nullopt;
  }

  // Field f (of structure f.comp) is touched only by the pair's create and
  // join, all over the program; no structure of its type is written whole
  // through a pointer, handed to a call other than a create, or converted
  // to another pointer type; the threads handed one use their argument
  // only as a pointer to it. With `array`, a is the array of structures and
  // every other mention of it reads or writes another field of an element
  // or hands an element to a thread; else a's pointers are checked by the
  // caller and `handed` is the variable the pair's create hands its thread.
  class FieldUses {
   public:
    FieldUses(JoinLoops& j, bool array, std::int32_t a, std::int32_t handed, FieldName field)
        : j_(j), n_(j.f_.nodes), array_(array), a_(a), handed_(handed), field_(field) {}

    bool only_create_and_join(std::int32_t create, std::int32_t join) {
      const auto& f = j_.f_;
      const auto& code = j_.code_;
      if (j_.is_global(a_)) return false;
      for (std::size_t i = 0; i < f.instrs.stmt.size() && ok_; ++i) {
        const std::int32_t s = f.instrs.stmt[i];
        if (s < 0) continue;
        if (!j_.spend(1)) return false;
        const auto in = static_cast<std::int32_t>(i);
        const std::int32_t kind = f.instrs.kind[i], lhs = f.instrs.lhs[i], rhs = f.instrs.rhs[i];
        if (s == create || s == join) {
          // The pair's own calls: the id is theirs, every other operand is
          // checked (a join's exit value stored into the next id, a
          // review's join_retval_into_id_race; a create handing its thread
          // the whole array, array_ptr_to_table_race); the create's thread
          // gets its element typed.
          const IdCall& c = (s == create ? j_.create_ : j_.join_)[at(s)];
          if (lhs >= 0) {
            if (whole_through_pointer(lhs)) ok_ = false;
            lvalue(lhs);
          }
          const auto args = code.args(in);
          for (std::size_t k = 0; k < args.size(); ++k) {
            const auto pos = static_cast<std::int32_t>(k);
            if (args[k] < 0 || pos == c.position) continue;
            if (s == create && pos == c.arg_position && element(args[k])) {
              if (!typed_argument(s)) ok_ = false;
            } else {
              value(args[k]);
            }
          }
          continue;
        }
        switch (kind) {
          case RACER_INSTR_CALL: {
            const std::int32_t callee = code.direct_callee(in);
            // A block given back: its fields are read no more.
            if (lhs < 0 && callee >= 0 && code.name(callee) == "free") break;
            if (lhs >= 0) {
              if (whole_through_pointer(lhs)) ok_ = false;
              lvalue(lhs);
            }
            value(rhs);
            const bool creates = j_.creates_any_[at(s)];
            const auto args = code.args(in);
            const IdCall& c = j_.create_[at(s)];
            for (std::size_t k = 0; k < args.size(); ++k) {
              if (args[k] < 0) continue;
              const std::int32_t e = j_.strip(args[k]);
              const bool struct_pointer = j_.slots_.points_to_struct(e, field_.comp);
              // A create whose argument the model does not place is taken
              // to hand over whatever structure it is given.
              if (creates && struct_pointer && (c.node < 0 || static_cast<std::int32_t>(k) == c.arg_position)) {
                // A structure handed to a thread (of this array or another
                // one of the type): the thread must use it typed; the cast
                // to void * is the hand-off itself.
                if (!typed_argument(s)) ok_ = false;
                if (!element(args[k])) value(e);
              } else {
                if (!creates && struct_pointer) ok_ = false;
                value(args[k]);
              }
            }
            break;
          }
          case RACER_INSTR_ASSIGN:
            if (lhs >= 0 && whole_through_pointer(lhs)) ok_ = false;
            lvalue(lhs);
            value(rhs);
            break;
          case RACER_INSTR_ASM: ok_ = false; break;
          default: value(rhs); break;  // a condition, a returned value
        }
      }
      return ok_;
    }

   private:
    bool budget() {
      if (!j_.spend(1)) ok_ = false;
      return ok_;
    }
    // An element handed to a thread: &a[e], a, a + e (array); the handed
    // variable (blocks).
    bool element(std::int32_t node) const {
      if (!array_) return j_.code_.value_var_of(node) == handed_;
      const std::int32_t e = j_.strip(node);
      auto is_a = [&](std::int32_t v) { return v >= 0 && n_.op[at(v)] == RACER_NODE_VAR && n_.base[at(v)] == a_; };
      const std::int32_t op = n_.op[at(e)], x = n_.a[at(e)];
      if (op == RACER_NODE_ADDR) return n_.op[at(x)] == RACER_NODE_INDEX && is_a(n_.a[at(x)]);
      if (op == RACER_NODE_START) return is_a(x);
      if (op == RACER_NODE_BINOP && n_.sub[at(e)] == RACER_BINOP_PTR_ADD)
        return n_.op[at(x)] == RACER_NODE_START && is_a(n_.a[at(x)]);
      return false;
    }
    // The variable or DEREF an lvalue chain starts from, and the chain's
    // node right above it (its first offset), or -1.
    std::pair<std::int32_t, std::int32_t> root_of(std::int32_t lv) const {
      std::int32_t first = -1;
      for (int depth = 0; lv >= 0 && depth <= 4 * syntax::kMaxDepth; ++depth) {
        const std::int32_t op = n_.op[at(lv)];
        if (op != RACER_NODE_FIELD && op != RACER_NODE_INDEX) return {lv, first};
        first = lv;
        lv = n_.a[at(lv)];
      }
      return {-1, -1};
    }
    bool whole_through_pointer(std::int32_t lv) const {
      const std::int32_t root = root_of(lv).first;
      return root < 0 || (n_.op[at(root)] == RACER_NODE_DEREF && j_.slots_.of_struct(lv, field_.comp));
    }
    // A field of an unknown structure may be f.
    bool is_field(std::int32_t node) const {
      const auto g = j_.slots_.field_of(node);
      return !g || j_.slots_.same_field(*g, field_);
    }
    // An lvalue: a's elements only through another field; field f never
    // through a pointer. Then the values in it (indexes, pointers).
    void lvalue(std::int32_t lv) {
      if (lv < 0 || !budget()) return;
      const auto [root, first] = root_of(lv);
      if (root < 0) {
        ok_ = false;
        return;
      }
      if (array_ && n_.op[at(root)] == RACER_NODE_VAR && n_.base[at(root)] == a_) {
        // a[e].g, g not f; anything else of a (a whole element, a itself).
        std::int32_t second = -1;
        for (std::int32_t x = lv; x >= 0 && x != first; x = n_.a[at(x)]) second = x;
        const bool other_field = first >= 0 && n_.op[at(first)] == RACER_NODE_INDEX && second >= 0 &&
                                 n_.op[at(second)] == RACER_NODE_FIELD && !is_field(second);
        if (!other_field) ok_ = false;
      }
      for (std::int32_t x = lv; x >= 0 && x != root && ok_; x = n_.a[at(x)]) {
        // Field f through a pointer, wherever in the chain
        // (`(*tab)[k].tid`: a review's array_ptr_to_table_race).
        if (n_.op[at(x)] == RACER_NODE_FIELD && n_.op[at(root)] == RACER_NODE_DEREF && is_field(x)) ok_ = false;
        // A union member that is the structure or points to one: the
        // other members view it untyped (union_pun_restart_race).
        if (n_.op[at(x)] == RACER_NODE_FIELD && in_union(n_.a[at(x)]) &&
            (j_.slots_.of_struct(x, field_.comp) || j_.slots_.points_to_struct(x, field_.comp)))
          ok_ = false;
        if (n_.op[at(x)] == RACER_NODE_INDEX) value(n_.b[at(x)]);
      }
      if (n_.op[at(root)] == RACER_NODE_DEREF) value(n_.a[at(root)]);
    }
    // The node is of a union type.
    bool in_union(std::int32_t host) const {
      const std::int32_t comp = n_.comp[at(host)];
      return (n_.type_flags[at(host)] & RACER_TYPE_AGGREGATE) != 0 &&
             (comp < 0 || j_.f_.strings.get(StringId(comp)).starts_with("union "));
    }
    // The address of a field of a structure of the type (any field), which
    // pointer arithmetic can move to field f (container_of).
    bool field_address(std::int32_t node) const {
      const std::int32_t e = j_.strip(node);
      if (n_.op[at(e)] != RACER_NODE_ADDR && n_.op[at(e)] != RACER_NODE_START) return false;
      for (std::int32_t x = n_.a[at(e)], depth = 0; x >= 0 && depth <= 4 * syntax::kMaxDepth; ++depth) {
        const std::int32_t op = n_.op[at(x)];
        if (op == RACER_NODE_FIELD) {
          const auto g = j_.slots_.field_of(x);
          if (!g || j_.slots_.same_text(g->comp, field_.comp)) return true;
        } else if (op != RACER_NODE_INDEX) {
          return false;
        }
        x = n_.a[at(x)];
      }
      return true;
    }
    void value(std::int32_t e) {
      if (e < 0 || !budget()) return;
      const std::int32_t op = n_.op[at(e)], x = n_.a[at(e)];
      switch (op) {
        case RACER_NODE_CAST:
          // A pointer to the structure made another pointer or an integer
          // may reach the id field untyped: memset, byte copies, a round
          // trip through uintptr_t (a review's uintptr_restart_race); so
          // may the address of another of its fields, cast
          // (container_of: array_container_of_race).
          if ((j_.slots_.points_to_struct(x, field_.comp) && !j_.slots_.points_to_struct(e, field_.comp)) ||
              field_address(x))
            ok_ = false;
          value(x);
          break;
        case RACER_NODE_READ: lvalue(x); break;
        case RACER_NODE_ADDR:
        case RACER_NODE_START:
          // The address of a pointer to the structure: copied as bytes, it
          // is a pointer of any type.
          if (j_.slots_.points_to_struct(x, field_.comp)) ok_ = false;
          lvalue(x);
          break;
        case RACER_NODE_UNOP: value(x); break;
        case RACER_NODE_BINOP:
          if (n_.sub[at(e)] == RACER_BINOP_PTR_ADD || n_.sub[at(e)] == RACER_BINOP_PTR_SUB ||
              n_.sub[at(e)] == RACER_BINOP_PTR_DIFF)
            if (field_address(x)) ok_ = false;
          value(x);
          value(n_.b[at(e)]);
          break;
        default: break;
      }
    }
    // The thread create s starts uses its argument only converted to a
    // pointer to the structure (`worker_t *w = arg;`): as a void * it
    // could reach the id field untyped (`memset(arg, 0, n)`).
    bool typed_argument(std::int32_t s) {
      const IdCall& c = j_.create_[at(s)];
      const auto& f = j_.f_;
      const auto& code = j_.code_;
      const std::int32_t entry = c.entry >= 0 ? j_.strip(c.entry) : -1;
      if (entry < 0 || n_.op[at(entry)] != RACER_NODE_FUNC) return false;
      const std::int32_t fn = n_.function[at(entry)];
      if (fn < 0 || !code.defined(fn)) return false;
      std::int32_t formal = -1;
      for (std::int32_t b : code.formals_of(fn))
        if (f.bases.formal_index[at(b)] == 0) formal = b;
      if (formal < 0 || code.addressed(formal) || !j_.spend(code.function_size(fn))) return false;
      std::vector<std::int32_t> stack;
      for (std::int32_t x : code.statements_of(fn)) {
        for (std::int32_t in : code.instrs(x)) {
          stack.clear();
          for (std::int32_t root : {f.instrs.lhs[at(in)], f.instrs.rhs[at(in)]}) if (root >= 0) stack.push_back(root);
          for (std::int32_t a : code.args(in)) if (a >= 0) stack.push_back(a);
          while (!stack.empty()) {
            if (!j_.spend(1)) return false;
            const std::int32_t node = stack.back();
            stack.pop_back();
            const std::int32_t op = n_.op[at(node)], a = n_.a[at(node)];
            // (T *)arg, T the structure: the one use allowed.
            if (op == RACER_NODE_CAST && n_.op[at(a)] == RACER_NODE_READ && n_.op[at(n_.a[at(a)])] == RACER_NODE_VAR &&
                n_.base[at(n_.a[at(a)])] == formal && j_.slots_.points_to_struct(node, field_.comp))
              continue;
            if (op == RACER_NODE_VAR && n_.base[at(node)] == formal) return false;
            for (std::int32_t k : {a, n_.b[at(node)]}) if (k >= 0) stack.push_back(k);
          }
        }
      }
      return true;
    }

    JoinLoops& j_;
    const facts::Nodes& n_;
    bool array_;
    std::int32_t a_, handed_;
    FieldName field_;
    bool ok_ = true;
  };

  // The pair's ids are used by nothing else, by the shape of their slot.
  bool ids_alone(std::int32_t g, const CreateSlot& cs, std::int32_t create, std::int32_t join, std::int32_t join_loop) {
    const std::int32_t a = cs.slot.array;
    if (!cs.slot.field) {
      if (cs.through >= 0) return false;
      return occurrences(a) == 2 + other_uses(g, a) && only_fresh(g, a);
    }
    if (cs.through < 0) return FieldUses(*this, true, a, -1, *cs.slot.field).only_create_and_join(create, join);
    // The pointers are stored once and only read: to reach into their
    // blocks (the join among them) or to free them; the array of pointers
    // has no other name either (`ts = all`, or a formal: a review's
    // heap_slots_alias_array_race); no block is given back before its
    // join (a block freed in the create loop comes back from the
    // allocator for the next thread: heap_freed_early_race).
    return occurrences(a) == 1 + element_derefs(a) + element_frees(a) + other_uses(g, a) && only_fresh(g, a) &&
           !freed_before_join(cs, create, join, join_loop) &&
           FieldUses(*this, false, a, cs.through, *cs.slot.field).only_create_and_join(create, join);
  }

  void pair(std::int32_t g, std::span<const std::int32_t> list, std::int32_t x1, std::int32_t l1,
            std::span<const std::int32_t> rest) {
    const auto c1 = counter_loop(g, l1);
    if (!c1) return;
    for (std::int32_t create : directly_in(l1)) {
      if (create_[at(create)].node < 0 || !spend(code_.function_size(g))) continue;
      const std::int32_t id = create_[at(create)].node;
      std::optional<CreateSlot> cs;
      if (const auto slot = slots_.address(id)) cs = CreateSlot{*slot, -1};
      else cs = heap_slot(create, id);
      if (!cs || cs->slot.index < 0 || code_.value_var_of(cs->slot.index) != c1->var) continue;
      for (std::int32_t x : rest)
        for (std::int32_t l2 : loops_at(x)) {
          const auto c2 = counter_loop(g, l2);
          if (!c2 || c2->start != c1->start) continue;
          // The ways through the join loop are set aside: it joins what
          // the runs created.
          auto join_loop = [&] {
            std::vector<bool> marks(f_.statements.kind.size(), false);
            for (std::int32_t y : code_.subtree(l2)) marks[at(y)] = true;
            return marks;
          };
          const bool all = c1->step == c2->step && runs_.loops().single_exit(l2) &&
                           same_bound(g, list, create, x1, c1->bound, c2->bound) &&
                           spend(f_.statements.kind.size() / 8 + code_.size(l2)) &&
                           one_value_per_run(l1, *c1, create, join_loop());
          // The last iteration surely creates: the create runs in every
          // iteration of a loop left only by its test.
          const bool creates_last = runs_.in_every_iteration(l1, create) && runs_.loops().single_exit(l1);
          bool some = !all && c1->step == c2->step && creates_last &&
                      short_bound(g, create, c1->step, c1->bound, c2->bound);
          // Or the join loop strides over the create loop's threads: the
          // second is never joined once the create loop runs twice.
          some = some || (!all && c2->step > c1->step && c2->step % c1->step == 0 && creates_last &&
                          same_bound(g, list, create, x1, c1->bound, c2->bound) &&
                          runs_.can_run(l1, PlainLoop{c1->var, c1->bound, c1->start, c1->step}, 2));
          if (!all && !some) continue;
          for (std::int32_t join : directly_in(l2)) {
            if (join_[at(join)].node < 0 || (!some && !runs_.in_every_iteration(l2, join))) continue;
            const std::int32_t arg = join_[at(join)].node;
            const auto joined = cs->through >= 0 ? slots_.through(arg) : slots_.value(arg);
            if (!joined || joined->array != cs->slot.array || joined->index < 0 ||
                code_.value_var_of(joined->index) != c2->var || !slots_.same(cs->slot.field, joined->field) ||
                !stable_base(g, create, cs->slot.array) || !ids_alone(g, *cs, create, join, l2))
              continue;
            if (!spend(0)) return;
            if (all) pairs_.push_back(Pair{g, cs->slot.array, create, join});
            else short_.push_back(join);
          }
        }
    }
  }

  void pairs(std::int32_t g, std::span<const std::int32_t> list) {
    for (std::size_t k = 0; k < list.size(); ++k) {
      if (!spend(1)) return;
      for (std::int32_t l1 : loops_at(list[k])) pair(g, list, list[k], l1, list.subspan(k + 1));
    }
  }

  void in_function(std::int32_t g) {
    for (std::span<const std::int32_t> list : code_.statement_lists(g)) pairs(g, list);
  }

  std::vector<bool> creates_any_;     // per statement
  std::map<std::int32_t, std::int32_t> sole_writer_;
  std::map<std::int32_t, std::optional<Counter>> counters_;  // per loop
  std::map<std::pair<std::int32_t, std::int32_t>, bool> stable_;
  std::vector<Pair> pairs_;
  std::vector<std::int32_t> short_;  // joins
};

}  // namespace

std::vector<std::pair<ExprId, std::int32_t>> join_loop_flags(const facts::FactStore& f, const CodeStructure& code,
                                                             const std::vector<models::ClassifiedEvent>& events) {
  if (!code.present()) return {};
  return JoinLoops(f, code, events).find();
}

}  // namespace racer::instances
