// ProgramAliases: the constraints of a program model, solved (see
// program_aliases.hpp and alias_analysis.hpp).
//
// Order matters only for the expression definitions, which are read first
// so that an argument's shift is known when the calls pass it on; the
// unification itself is order-independent.
#include "alias/program_aliases.hpp"

#include "racer/racer.h"

namespace racer::alias {
namespace {

bool has_body(const facts::FactStore& facts, FunctionId f) {
  return (facts.functions.flags[f.index()] & RACER_FUNC_HAS_BODY) != 0;
}

// The least upper bound of two expression definitions.
void join_query(Query& q, Query::Mode mode, std::int32_t shift) {
  if (shift < 0) mode = Query::Mode::Unknown;
  if (q.mode == Query::Mode::None) {
    q.mode = mode;
    q.shift = shift;
  } else if (q.mode != mode || q.shift != shift) {
    q.mode = Query::Mode::Unknown;
  }
}

}  // namespace

ProgramAliases::ProgramAliases(const facts::FactStore& facts, const facts::Indexes& index,
                               const std::vector<models::ClassifiedEvent>& events)
    : facts_(facts), index_(index), events_(events),
      nbases_(static_cast<Node>(facts.bases.kind.size())),
      nfunctions_(static_cast<Node>(facts.functions.flags.size())),
      queries_(facts.expressions.stmt.size()), widened_(facts.events.stmt.size(), false),
      arity_(facts.functions.flags.size(), 0) {
  unifier.add_many(static_cast<std::size_t>(nbases_) + 2 * static_cast<std::size_t>(nfunctions_) +
                   facts.expressions.stmt.size());
  find_live_functions();
  add_signatures();
  add_flows();
  add_calls();
  widen_unresolved();
  taint_callbacks();
}

// The functions that may run: the entry, every function whose address the
// program takes (a call through a pointer, a thread creation or unknown
// code can reach only those), and what they call by name. The others are
// dead code: the race analysis never visits them (its contexts start at
// the entry and the threads), so their constraints are left out, lest a
// call through a pointer that only dead code holds, which resolves to
// nothing, widen to every address-taken function and taint what it passes
// (docs/engines.md, "The alias backend"). Without an entry, all may run.
void ProgramAliases::find_live_functions() {
  const std::size_t nf = facts_.functions.flags.size();
  live_.assign(nf, !facts_.entry.valid());
  if (!facts_.entry.valid()) return;
  std::vector<std::vector<std::int32_t>> calls(nf);
  for (std::size_t i = 0; i < facts_.events.stmt.size(); ++i) {
    if (facts_.events.kind[i] != RACER_EVENT_CALL) continue;
    FunctionId named(facts_.events.callee[i]);
    const ExprId callee_expr(facts_.events.callee_expr[i]);
    if (!named.valid() && callee_expr.valid() && facts_.expressions.shape[callee_expr.index()] == RACER_EXPR_FUNCTION)
      named = FunctionId(facts_.expressions.function[callee_expr.index()]);
    if (!named.valid()) continue;
    const auto from = static_cast<std::size_t>(facts_.statements.function[facts_.events.stmt[i]]);
    calls[from].push_back(named.value);
  }
  std::vector<std::int32_t> todo;
  const auto reach = [&](std::int32_t f) {
    if (live_[static_cast<std::size_t>(f)]) return;
    live_[static_cast<std::size_t>(f)] = true;
    todo.push_back(f);
  };
  reach(facts_.entry.value);
  for (std::size_t f = 0; f < nf; ++f)
    if (facts_.functions.flags[f] & RACER_FUNC_ADDRESS_TAKEN) reach(static_cast<std::int32_t>(f));
  while (!todo.empty()) {
    const auto f = static_cast<std::size_t>(todo.back());
    todo.pop_back();
    for (std::int32_t g : calls[f]) reach(g);
  }
}

bool ProgramAliases::live(std::int32_t stmt) const {
  return stmt < 0 || live_[static_cast<std::size_t>(facts_.statements.function[stmt])];
}

Node ProgramAliases::target_class(ExprId e) {
  const Node p = unifier.pointee_if_any(expression(e));
  return p == -1 ? -1 : unifier.find(p);
}

Node ProgramAliases::deref(Node n, std::int32_t derefs) {
  for (std::int32_t k = 0; k < derefs; ++k) n = unifier.pointee(n);
  return n;
}

// A defined function's class holds its formals and return slot: callers
// unify their arguments and results with these.
void ProgramAliases::add_signatures() {
  std::vector<std::vector<Node>> slots(static_cast<std::size_t>(nfunctions_));
  for (std::size_t b = 0; b < facts_.bases.kind.size(); ++b) {
    if (facts_.bases.kind[b] != RACER_BASE_FORMAL) continue;
    std::vector<Node>& s = slots[static_cast<std::size_t>(facts_.bases.function[b])];
    const auto k = static_cast<std::size_t>(facts_.bases.formal_index[b]) + 1;
    if (s.size() <= k) s.resize(k + 1, -1);
    s[k] = base(BaseId(static_cast<std::int32_t>(b)));
  }
  for (Node f = 0; f < nfunctions_; ++f) {
    if (!has_body(facts_, FunctionId(f))) continue;
    std::vector<Node>& s = slots[static_cast<std::size_t>(f)];
    if (s.empty()) s.resize(1);
    s[0] = return_slot(FunctionId(f));
    for (Node& n : s)
      if (n == -1) n = unifier.add();  // a formal without a base (unnamed parameter)
    arity_[static_cast<std::size_t>(f)] = s.size() - 1;
    unifier.set_signature(function(FunctionId(f)), s);
  }
}

void ProgramAliases::add_flows() {
  const facts::Flows& t = facts_.flows;
  const std::size_t n = t.stmt.size();
  auto dst_node = [&](std::size_t i) -> Node {
    if (t.dst_base[i] != -1) return base(BaseId(t.dst_base[i]));
    if (t.dst_return[i] != -1) return return_slot(FunctionId(t.dst_return[i]));
    if (t.dst_expr[i] != -1) return expression(ExprId(t.dst_expr[i]));
    return -1;
  };
  auto src_node = [&](std::size_t i) -> Node {
    if (t.src_base[i] != -1) return base(BaseId(t.src_base[i]));
    if (t.src_function[i] != -1) return function(FunctionId(t.src_function[i]));
    if (t.src_return[i] != -1) return return_slot(FunctionId(t.src_return[i]));
    return -1;
  };
  auto is_definition = [&](std::size_t i) { return t.dst_expr[i] != -1 && t.dst_deref[i] == 0; };

  // Definitions of expression values: nothing is stored, so the offsets of
  // the classes stay as they are; the expression keeps its own shift.
  for (std::size_t i = 0; i < n; ++i) {
    if (!is_definition(i) || !live(t.stmt[i])) continue;
    const ExprId e(t.dst_expr[i]);
    Query& q = queries_[e.index()];
    const Node src = src_node(i);
    const Node value = unifier.pointee(expression(e));
    if (src == -1) {
      unifier.add_flags(value, Unifier::kTainted);
      join_query(q, Query::Mode::Unknown, -1);
    } else if (t.src_deref[i] == -1) {
      unifier.unify(value, src);
      join_query(q, Query::Mode::Absolute, t.shift[i]);
      const std::int32_t b = t.src_base[i];
      if (b == -1 || (q.only_base != -1 && q.only_base != b)) q.mixed = true;
      if (b != -1) q.only_base = b;
    } else {
      unifier.unify(value, deref(src, t.src_deref[i] + 1));
      join_query(q, Query::Mode::Relative, t.shift[i]);
    }
  }
  // Stores.
  for (std::size_t i = 0; i < n; ++i) {
    if (is_definition(i) || !live(t.stmt[i])) continue;
    const Node dst = dst_node(i), src = src_node(i);
    if (src == -1) {
      if (dst != -1) unifier.add_flags(unifier.pointee(deref(dst, t.dst_deref[i])), Unifier::kTainted);
      continue;
    }
    Node value;
    if (t.src_deref[i] == -1) {
      value = src;
      unifier.join_offset(value, t.shift[i]);
    } else {
      value = deref(src, t.src_deref[i] + 1);
      if (t.shift[i] != 0) unifier.join_offset(value, Unifier::kAnyOffset);
    }
    if (dst == -1)
      unifier.add_flags(value, Unifier::kHandedOut);
    else
      unifier.unify(unifier.pointee(deref(dst, t.dst_deref[i])), value);
  }
}

Node ProgramAliases::passed_value(ExprId e) {
  const Query& q = queries_[e.index()];
  const Node v = unifier.pointee(expression(e));
  if (q.mode == Query::Mode::Absolute)
    unifier.join_offset(v, q.shift);
  else if (q.mode == Query::Mode::Unknown || (q.mode == Query::Mode::Relative && q.shift != 0))
    unifier.join_offset(v, Unifier::kAnyOffset);
  return v;
}

// Arguments into the formals' slots, the return slot into the result.
void ProgramAliases::pass_arguments(Node callee, EventId event) {
  const auto args = index_.arguments_of[event];
  for (std::size_t i = 0; i < args.size(); ++i) {
    if (queries_[args[i].index()].mode == Query::Mode::None) continue;  // holds no pointer
    const Node v = passed_value(args[i]);
    unifier.unify(unifier.pointee(unifier.slot(callee, i + 1)), v);
  }
  const ExprId result(facts_.events.result[event.index()]);
  // The result expression is defined as the address of the receiving lvalue.
  if (result.valid() && queries_[result.index()].mode != Query::Mode::None)
    unifier.unify(deref(expression(result), 2), unifier.pointee(unifier.slot(callee, 0)));
}

void ProgramAliases::add_calls() {
  const std::size_t n = facts_.events.stmt.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (facts_.events.kind[i] != RACER_EVENT_CALL || !live(facts_.events.stmt[i])) continue;
    const EventId e(static_cast<std::int32_t>(i));
    const models::ClassifiedEvent& c = events_[i];
    if (c.cls == models::CallClass::ThreadCreate) {
      if (!c.entry.valid()) continue;
      Node callee;
      if (facts_.expressions.shape[c.entry.index()] == RACER_EXPR_FUNCTION) {
        callee = function(FunctionId(facts_.expressions.function[c.entry.index()]));
      } else {
        callee = unifier.pointee(expression(c.entry));
        indirect_.push_back(e);
      }
      // The thread's argument becomes its first formal, and another
      // thread can reach whatever it points to.
      if (c.arg.valid() && queries_[c.arg.index()].mode != Query::Mode::None) {
        const Node v = passed_value(c.arg);
        unifier.unify(unifier.pointee(unifier.slot(callee, 1)), v);
        unifier.add_flags(v, Unifier::kShared);
      }
      continue;
    }
    const FunctionId direct(facts_.events.callee[i]);
    const ExprId callee_expr(facts_.events.callee_expr[i]);
    FunctionId named = direct;
    if (!named.valid() && facts_.expressions.shape[callee_expr.index()] == RACER_EXPR_FUNCTION)
      named = FunctionId(facts_.expressions.function[callee_expr.index()]);
    if (named.valid()) {
      if (has_body(facts_, named)) {
        pass_arguments(function(named), e);
      } else if (c.cls == models::CallClass::ThreadJoin) {
        // The joined thread's return value lands where the other
        // arguments point: a value from elsewhere.
        for (ExprId a : index_.arguments_of[e])
          if (a != c.thread_id && queries_[a.index()].mode != Query::Mode::None)
            unifier.add_flags(unifier.pointee(passed_value(a)), Unifier::kTainted);
      }
      // Other library calls: the plug-in's flows give their effects.
      continue;
    }
    pass_arguments(unifier.pointee(expression(callee_expr)), e);
    indirect_.push_back(e);
  }
}

std::vector<bool> ProgramAliases::closure(const std::vector<Node>& roots) {
  std::vector<bool> reached(unifier.size(), false);
  std::vector<Node> todo;
  auto reach = [&](Node n) {
    const Node r = unifier.find(n);
    if (!reached[static_cast<std::size_t>(r)]) {
      reached[static_cast<std::size_t>(r)] = true;
      todo.push_back(r);
    }
  };
  for (Node n : roots) reach(n);
  while (!todo.empty()) {
    const Node p = unifier.pointee_if_any(todo.back());
    todo.pop_back();
    if (p != -1) reach(p);
  }
  return reached;
}

std::vector<Node> ProgramAliases::flagged(std::uint8_t flags) {
  std::vector<Node> out;
  for (Node n = 0; n < static_cast<Node>(unifier.size()); ++n)
    if (unifier.find(n) == n && (unifier.flags(n) & flags)) out.push_back(n);
  return out;
}

std::vector<bool> ProgramAliases::tainted_closure() { return closure(flagged(Unifier::kTainted)); }

// A call through a pointer whose class holds no function, or values from
// unknown code, may call any address-taken function (of the call's type,
// when the plug-in gave the types' callees), and a library
// function given through a pointer has effects no flow describes: pass
// the arguments to every address-taken function, let them escape and
// taint what they point to and the result. Widening unifies more, so
// repeat until every unresolved call is widened.
void ProgramAliases::widen_unresolved() {
  std::vector<FunctionId> address_taken;
  for (Node f = 0; f < nfunctions_; ++f)
    if (facts_.functions.flags[static_cast<std::size_t>(f)] & RACER_FUNC_ADDRESS_TAKEN)
      address_taken.emplace_back(f);
  for (bool changed = true; changed;) {
    changed = false;
    const std::vector<bool> tainted = tainted_closure();
    std::vector<std::int8_t> holds(unifier.size(), 0);  // 1: some function, 2: a bodiless one
    for (Node f = 0; f < nfunctions_; ++f) {
      std::int8_t& h = holds[static_cast<std::size_t>(unifier.find(function(FunctionId(f))))];
      h = static_cast<std::int8_t>(h | (has_body(facts_, FunctionId(f)) ? 1 : 3));
    }
    for (EventId e : indirect_) {
      if (widened_[e.index()]) continue;
      const models::ClassifiedEvent& c = events_[e.index()];
      const bool create = c.cls == models::CallClass::ThreadCreate;
      const ExprId x = create ? c.entry : ExprId(facts_.events.callee_expr[e.index()]);
      const auto cls = static_cast<std::size_t>(target_class(x));
      if (!tainted[cls] && holds[cls] == 1) continue;
      widened_[e.index()] = true;
      changed = true;
      if (create) {
        if (c.arg.valid() && queries_[c.arg.index()].mode != Query::Mode::None)
          for (FunctionId g : address_taken)
            unifier.unify(unifier.pointee(unifier.slot(function(g), 1)), passed_value(c.arg));
        continue;
      }
      // The call's types narrow the functions it may reach (the plug-in's
      // callees rows, frama-plugin/extract/call_types.mli), when they say something.
      const auto typed = index_.callees_of[x];
      if (typed.empty())
        for (FunctionId g : address_taken) pass_arguments(function(g), e);
      else
        for (std::int32_t row : typed) pass_arguments(function(FunctionId(facts_.callees.function[row])), e);
      for (ExprId a : index_.arguments_of[e])
        if (queries_[a.index()].mode != Query::Mode::None) {
          const Node v = passed_value(a);
          unifier.add_flags(v, Unifier::kHandedOut);
          unifier.add_flags(unifier.pointee(v), Unifier::kTainted);
        }
      const ExprId result(facts_.events.result[e.index()]);
      if (result.valid() && queries_[result.index()].mode != Query::Mode::None)
        unifier.add_flags(deref(expression(result), 2), Unifier::kTainted);
    }
  }
}

// A function whose address unknown code may reach (a callback given to
// qsort, a library's registry) may be called by that code with anything:
// its formals may hold pointers from outside the program.
void ProgramAliases::taint_callbacks() {
  const std::vector<bool> reached = closure(flagged(Unifier::kHandedOut));
  for (Node f = 0; f < nfunctions_; ++f) {
    if (!has_body(facts_, FunctionId(f))) continue;
    const Node cls = unifier.find(function(FunctionId(f)));
    if (!reached[static_cast<std::size_t>(cls)]) continue;
    for (std::size_t k = 1; k <= arity_[static_cast<std::size_t>(f)]; ++k)
      unifier.add_flags(unifier.pointee(unifier.slot(cls, k)), Unifier::kTainted);
  }
}

}  // namespace racer::alias
