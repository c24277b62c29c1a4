// Thread ids overwritten before anything reads them (see lost_ids.hpp).
#include "instances/lost_ids.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>

#include "instances/id_recogniser.hpp"
#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

class LostIds : IdRecogniser {
 public:
  LostIds(const facts::FactStore& f, const CodeStructure& code, const std::vector<models::ClassifiedEvent>& events)
      : IdRecogniser(f, code, events) {
    for (std::size_t i = 0; i < f.instrs.stmt.size(); ++i)
      if (f.instrs.stmt[i] < 0 && f.instrs.lhs[i] >= 0)
        if (const std::int32_t v = facts::variable_root(f, f.instrs.lhs[i]); v >= 0) initialised_.push_back(v);
    std::sort(initialised_.begin(), initialised_.end());
  }

  std::vector<ExprId> find() {
    for (std::size_t g = 0; g < f_.functions.name.size(); ++g) {
      const std::string_view name = code_.name(static_cast<std::int32_t>(g));
      if (name == "pthread_self" || name == "thrd_current") return {};
    }
    for (std::size_t g = 0; g < f_.functions.name.size(); ++g)
      if (code_.defined(static_cast<std::int32_t>(g))) in_function(static_cast<std::int32_t>(g));
    for (std::size_t g = 0; g < f_.functions.name.size(); ++g)
      if (code_.defined(static_cast<std::int32_t>(g))) never_joined(static_cast<std::int32_t>(g));
    std::vector<ExprId> out;
    std::sort(lost_.begin(), lost_.end());
    lost_.erase(std::unique(lost_.begin(), lost_.end()), lost_.end());
    for (std::int32_t s : lost_) out.push_back(create_[at(s)].expr);
    return out;
  }

 private:
  struct LoopCreate {
    std::int32_t array, create;
    Int start;
  };


  // &A[k], A (an array), A + k, &*(A + k): the element itself, no field.
  std::optional<IdSlot> slot_address(std::int32_t node) const {
    auto slot = slots_.address(node);
    if (slot && slot->field) return std::nullopt;
    return slot;
  }
  // A[k], *(A + k).
  std::optional<IdSlot> slot_value(std::int32_t node) const {
    auto slot = slots_.value(node);
    if (slot && slot->field) return std::nullopt;
    return slot;
  }

  std::optional<Int> constant_index(const IdSlot& slot) const {
    if (slot.index < 0) return Int{0};
    return code_.constant(slot.index);
  }
  bool index_is(const IdSlot& slot, std::int32_t counter) const {
    return slot.index >= 0 && code_.value_var_of(slot.index) == counter;
  }

  // s is `if (!a)`, `if (a == 0)`, `if (a != 0)` or `if (a)`.
  bool null_test(std::int32_t s, std::int32_t a) const {
    return code_.kind(s) == RACER_STMT_IF && code_.null_test(code_.condition(s), a).has_value();
  }

  // Whether statement s uses id array a only as a thread id array does: a
  // not named at all; the create `create_ok` accepts (a in no other
  // argument); a join of a slot whose index `join_index` accepts; free(a);
  // the allocation of a; a null test of a.
  template <class CreateOk, class JoinIndex>
  bool id_array_use(std::int32_t a, std::int32_t s, CreateOk create_ok, JoinIndex join_index) {
    if (!code_.names(s, a)) return true;
    const auto& n = f_.nodes;
    const std::int32_t call = code_.call(s);
    if (call >= 0) {
      const std::int32_t lhs = f_.instrs.lhs[at(call)];
      const auto args = code_.args(call);
      const bool lhs_names = lhs >= 0 && code_.names_in_node(lhs, a);
      auto elsewhere = [&](std::int32_t skip) {
        for (std::size_t k = 0; k < args.size(); ++k)
          if (static_cast<std::int32_t>(k) != skip && args[k] >= 0 && code_.names_in_node(args[k], a)) return true;
        return false;
      };
      const std::int32_t g = code_.direct_callee(call);
      if (create_[at(s)].node >= 0 && create_ok(s)) return !lhs_names && !elsewhere(create_[at(s)].position);
      if (g >= 0 && code_.name(g) == "free" && args.size() == 1 && args[0] >= 0)
        return !lhs_names && code_.value_var_of(args[0]) == a;
      if (join_[at(s)].node >= 0) {
        const auto slot = slot_value(join_[at(s)].node);
        return slot && slot->array == a && slot->index >= 0 && !code_.names_in_node(slot->index, a) &&
               join_index(slot->index) && !elsewhere(join_[at(s)].position) && !lhs_names;
      }
      // Its allocation: a fresh block nothing else points to.
      if (lhs >= 0 && n.op[at(lhs)] == RACER_NODE_VAR && n.base[at(lhs)] == a)
        return g >= 0 && fresh_.returns_fresh_block(g) && !elsewhere(-1);
      return false;
    }
    return null_test(s, a);
  }

  // a is mentioned in function g only as an id array is (id_array_use),
  // its creates being those into its slots; a is a local of g (a formal
  // points into the caller's array, which other threads may read: a
  // review's lost_id_formal_down_joined_norace), and only an array's
  // address is taken (by &a[i] itself).
  bool tame(std::int32_t g, std::int32_t a) {
    const auto key = std::pair{g, a};
    if (const auto it = tame_.find(key); it != tame_.end()) return it->second;
    bool fine = (is_array(a) || !code_.addressed(a)) && f_.bases.kind[at(a)] == RACER_BASE_LOCAL &&
                spend(code_.function_size(g));
    for (std::int32_t s : code_.statements_of(g)) {
      if (!fine || !spend(0)) {
        fine = false;
        break;
      }
      fine = id_array_use(
          a, s,
          [&](std::int32_t x) {
            const auto slot = slot_address(create_[at(x)].node);
            return slot && slot->array == a;
          },
          [](std::int32_t) { return true; });
    }
    return tame_[key] = fine;
  }

  // A plain counter loop that can run, every iteration creating into
  // &a[i] and mentioning a nowhere else. Its first iteration writes slot
  // `start`.
  std::optional<LoopCreate> loop_create(std::int32_t g, std::int32_t l) {
    if (const auto it = loop_creates_.find(l); it != loop_creates_.end()) return it->second;
    std::optional<LoopCreate> out;
    const auto plain = runs_.plain(l);
    if (plain && spend(4 * code_.size(l) + code_.function_size(g)) && runs_.can_run(l, *plain, 1)) {
      const std::vector<std::int32_t> inside = code_.inside(l);
      std::int32_t c = -1;
      for (std::int32_t x : inside) {
        if (create_[at(x)].node < 0 || !runs_.in_every_iteration(l, x)) continue;
        const auto slot = slot_address(create_[at(x)].node);
        if (slot && index_is(*slot, plain->counter)) {
          c = x;
          break;
        }
      }
      if (c >= 0) {
        const std::int32_t a = slot_address(create_[at(c)].node)->array;
        bool alone = tame(g, a);
        for (std::int32_t x : inside) alone = alone && (x == c || !code_.names(x, a));
        if (alone) out = LoopCreate{a, c, plain->start};
      }
    }
    return loop_creates_[l] = out;
  }

  // A create into a constant slot.
  std::optional<std::pair<IdSlot, Int>> lone_create(std::int32_t s) const {
    if (create_[at(s)].node < 0) return std::nullopt;
    const auto slot = slot_address(create_[at(s)].node);
    if (!slot) return std::nullopt;
    const auto k = constant_index(*slot);
    if (!k) return std::nullopt;
    return std::pair{*slot, *k};
  }

  // Between the two writes of a slot: plain instructions (no way around the
  // second write) that neither name a nor carry a label.
  bool clean(std::int32_t a, std::int32_t y) const {
    return !code_.labelled(y) && code_.kind(y) == RACER_STMT_INSTR && !code_.names(y, a);
  }
  // The loop a statement is or opens with: a LOOP, or a BLOCK's first LOOP.
  std::int32_t loop_at(std::int32_t x) const {
    if (code_.kind(x) == RACER_STMT_LOOP) return x;
    if (code_.kind(x) == RACER_STMT_BLOCK)
      for (std::int32_t y : code_.children(x, RACER_SLOT_BODY))
        if (code_.kind(y) == RACER_STMT_LOOP) return y;
    return -1;
  }
  // The statements of block x before (or after) its statement l.
  std::span<const std::int32_t> around(std::int32_t x, std::int32_t l, bool before) const {
    if (code_.kind(x) != RACER_STMT_BLOCK) return {};
    const auto body = code_.children(x, RACER_SLOT_BODY);
    const auto it = std::find(body.begin(), body.end(), l);
    if (it == body.end()) return before ? body : std::span<const std::int32_t>{};
    return before ? body.subspan(0, static_cast<std::size_t>(it - body.begin()))
                  : body.subspan(static_cast<std::size_t>(it - body.begin()) + 1);
  }

  void scan(std::int32_t g, std::span<const std::int32_t> list) {
    for (std::size_t k = 0; k < list.size(); ++k) {
      if (!spend(1)) return;
      const std::int32_t s = list[k];
      const auto rest = list.subspan(k + 1);
      const auto lone = lone_create(s);
      if (lone && tame(g, lone->first.array)) {
        // Then the first loop overwrites slot k unread.
        const std::int32_t a = lone->first.array;
        bool overwritten = false;
        for (std::int32_t x : rest) {
          if (!spend(1)) return;
          const std::int32_t l = loop_at(x);
          if (l >= 0) {
            bool fine = !code_.labelled(x);
            for (std::int32_t y : around(x, l, true)) fine = fine && clean(a, y);
            const auto lc = fine ? loop_create(g, l) : std::nullopt;
            overwritten = lc && lc->array == a && lc->start == lone->second;
            break;
          }
          if (!clean(a, x)) break;
        }
        if (overwritten) lost_.push_back(s);
      } else if (!lone) {
        const std::int32_t l = loop_at(s);
        if (l < 0) continue;
        // A loop whose first thread's slot a later create overwrites unread.
        const auto lc = loop_create(g, l);
        if (!lc) continue;
        bool fine = true;
        for (std::int32_t y : around(s, l, false)) fine = fine && clean(lc->array, y);
        bool overwritten = false;
        for (std::int32_t x : rest) {
          if (!fine || !spend(1)) break;
          const auto other = lone_create(x);
          if (other && other->first.array == lc->array) {
            overwritten = !code_.labelled(x) && other->second == lc->start;
            break;
          }
          if (!clean(lc->array, x)) break;
        }
        if (fine && overwritten) lost_.push_back(lc->create);
      }
    }
  }

  void in_function(std::int32_t g) {
    for (std::span<const std::int32_t> list : code_.statement_lists(g)) scan(g, list);
  }

  // e is never 0: a non-zero constant, x | y with y never 0, 1 << y (a
  // shift past the width is undefined anyway), or a local of g whose every
  // assignment is such an expression; through casts that keep values apart
  // only (`(unsigned char)(x | 256)` is 0).
  bool nonzero(std::int32_t g, std::int32_t e, std::vector<std::int32_t>& seen, int depth) {
    if (e < 0 || depth > syntax::kMaxDepth || !spend(1)) return false;
    const auto& n = f_.nodes;
    switch (n.op[at(e)]) {
      case RACER_NODE_CAST: {
        const std::int32_t inner = n.a[at(e)];
        const std::int32_t flags = n.type_flags[at(e)];
        const bool keeps = (flags & (RACER_TYPE_INTEGER | RACER_TYPE_POINTER)) != 0 &&
                           (flags & RACER_TYPE_BOOL) == 0 && n.width[at(inner)] > 0 &&
                           n.width[at(e)] >= n.width[at(inner)];
        return keeps && nonzero(g, inner, seen, depth + 1);
      }
      case RACER_NODE_CONST: {
        const auto v = code_.constant(e);
        return v && *v != 0;
      }
      case RACER_NODE_BINOP:
        if (n.sub[at(e)] == RACER_BINOP_BITOR)
          return nonzero(g, n.a[at(e)], seen, depth + 1) || nonzero(g, n.b[at(e)], seen, depth + 1);
        if (n.sub[at(e)] == RACER_BINOP_SHL) {
          const auto one = code_.constant(n.a[at(e)]);
          return one && *one == 1;
        }
        return false;
      case RACER_NODE_READ: {
        // A local (a formal's incoming value is any: join_one(0)).
        const std::int32_t var = n.a[at(e)];
        if (n.op[at(var)] != RACER_NODE_VAR) return false;
        const std::int32_t v = n.base[at(var)];
        if (f_.bases.kind[at(v)] != RACER_BASE_LOCAL || f_.bases.function[at(v)] != g || code_.addressed(v) ||
            std::find(seen.begin(), seen.end(), v) != seen.end())
          return false;
        seen.push_back(v);
        bool any = false, fine = true;
        for (std::int32_t s : code_.statements_of(g)) {
          if (!fine || !spend(1)) return false;
          if (!code_.assigns(s, v)) continue;
          any = true;
          const auto ins = code_.instrs(s);
          fine = ins.size() == 1 && f_.instrs.kind[at(ins[0])] == RACER_INSTR_ASSIGN &&
                 n.op[at(f_.instrs.lhs[at(ins[0])])] == RACER_NODE_VAR &&
                 nonzero(g, f_.instrs.rhs[at(ins[0])], seen, depth + 1);
        }
        seen.pop_back();
        return any && fine;
      }
      default: return false;
    }
  }

  // A create loop counting down to 0 whose last thread, in slot 0, no join
  // can end: every join of the program reads a slot of a whose index is
  // never 0, and nothing else reads a's slots (its allocation, free and
  // null tests apart). a a local, or a global pointer without initialiser
  // whose address is never taken.
  void never_joined(std::int32_t g) {
    for (std::int32_t l : code_.statements_of(g)) {
      if (code_.kind(l) != RACER_STMT_LOOP || !spend(code_.size(l))) continue;
      const std::int32_t i = runs_.down_to_zero(l);
      if (i < 0) continue;
      std::int32_t c = -1, a = -1;
      for (std::int32_t x : code_.inside(l)) {
        if (create_[at(x)].node < 0 || runs_.innermost_loop(x) != l || !runs_.in_every_iteration(l, x)) continue;
        const auto slot = slot_address(create_[at(x)].node);
        if (slot && index_is(*slot, i)) {
          c = x;
          a = slot->array;
          break;
        }
      }
      if (c < 0) continue;
      // A formal points into an array of the caller, which the caller may
      // join at slot 0 (only the formal is checked below).
      const bool usable =
          f_.bases.kind[at(a)] == RACER_BASE_GLOBAL
              ? !code_.addressed(a) && (f_.bases.flags[at(a)] & RACER_BASE_POINTER) != 0 &&
                    !std::binary_search(initialised_.begin(), initialised_.end(), a)
              : f_.bases.kind[at(a)] == RACER_BASE_LOCAL && (is_array(a) || !code_.addressed(a));
      bool fine = usable;
      for (std::size_t h = 0; h < f_.functions.name.size() && fine; ++h) {
        const auto fn = static_cast<std::int32_t>(h);
        if (!code_.defined(fn)) continue;
        if (!spend(code_.function_size(fn))) {
          fine = false;
          break;
        }
        for (std::int32_t s : code_.statements_of(fn)) {
          if (!fine || !spend(0)) {
            fine = false;
            break;
          }
          fine = id_array_use(
              a, s, [&](std::int32_t x) { return x == c; },
              [&](std::int32_t k) {
                std::vector<std::int32_t> seen;
                return nonzero(fn, k, seen, 0);
              });
        }
      }
      if (fine && spend(0)) lost_.push_back(c);
    }
  }

  std::vector<std::int32_t> initialised_;  // globals with an initialiser
  std::map<std::pair<std::int32_t, std::int32_t>, bool> tame_;
  std::map<std::int32_t, std::optional<LoopCreate>> loop_creates_;
  std::vector<std::int32_t> lost_;  // create statements
};

}  // namespace

std::vector<ExprId> lost_id_expressions(const facts::FactStore& f, const CodeStructure& code,
                                        const std::vector<models::ClassifiedEvent>& events) {
  if (!code.present()) return {};
  return LostIds(f, code, events).find();
}

}  // namespace racer::instances
