// solve_aliases and with_answers: the classes as points-to, callee and
// escape answers (see alias_analysis.hpp).
#include <algorithm>
#include <array>
#include <map>
#include <set>

#include "alias/alias_analysis.hpp"
#include "alias/program_aliases.hpp"
#include "racer/racer.h"

namespace racer::alias {
namespace {

bool per_instance(const facts::FactStore& facts, std::size_t b) {
  const std::int32_t kind = facts.bases.kind[b];
  return kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL ||
         (facts.bases.flags[b] & RACER_BASE_THREAD_LOCAL) != 0;
}

// Classes another thread may reach: from the roots (globals, thread
// arguments, memory given to unknown code, tainted memory) along pointees.
std::vector<bool> reachable_from_roots(const facts::FactStore& facts, ProgramAliases& pa) {
  std::vector<Node> roots = pa.flagged(Unifier::kTainted | Unifier::kShared | Unifier::kHandedOut);
  for (std::size_t b = 0; b < facts.bases.kind.size(); ++b)
    if (facts.bases.kind[b] == RACER_BASE_GLOBAL && !per_instance(facts, b))
      roots.push_back(pa.base(BaseId(static_cast<std::int32_t>(b))));
  return pa.closure(roots);
}

// The expressions whose points-to sets the engines read: the pointers of
// through-pointer accesses and the arguments of model calls (locks, thread
// ids, ...); and those naming a function through a pointer.
struct Questions {
  std::set<std::int32_t> objects, functions;
};

Questions questions(const facts::FactStore& facts, const facts::Indexes& index,
                    const std::vector<models::ClassifiedEvent>& events) {
  Questions q;
  for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a)
    if ((facts.accesses.flags[a] & RACER_ACCESS_THROUGH_POINTER) && facts.accesses.expr[a] != -1)
      q.objects.insert(facts.accesses.expr[a]);
  auto through_pointer = [&](ExprId e) {
    return e.valid() && facts.expressions.shape[e.index()] != RACER_EXPR_FUNCTION;
  };
  for (std::size_t i = 0; i < facts.events.stmt.size(); ++i) {
    // A function pointer given to a library function names its callbacks.
    if (facts.events.kind[i] == RACER_EVENT_CALLBACK && through_pointer(ExprId(facts.events.callee_expr[i])))
      q.functions.insert(facts.events.callee_expr[i]);
    if (facts.events.kind[i] != RACER_EVENT_CALL) continue;
    const EventId e(static_cast<std::int32_t>(i));
    if (events[i].cls != models::CallClass::Plain)
      for (ExprId a : index.arguments_of[e]) q.objects.insert(a.value);
    if (events[i].cls == models::CallClass::ThreadCreate && through_pointer(events[i].entry))
      q.functions.insert(events[i].entry.value);
    if (through_pointer(ExprId(facts.events.callee_expr[i])))
      q.functions.insert(facts.events.callee_expr[i]);
  }
  return q;
}

}  // namespace

AliasAnswers solve_aliases(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events) {
  ProgramAliases pa(facts, index, events);
  Unifier& u = pa.unifier;
  const std::vector<bool> tainted = pa.tainted_closure();
  const std::vector<bool> reached = reachable_from_roots(facts, pa);

  AliasAnswers out;
  const std::size_t nbases = facts.bases.kind.size();
  out.escapes.assign(nbases, true);
  std::map<Node, std::vector<std::int32_t>> bases_of, functions_of;  // per class
  for (std::size_t b = 0; b < nbases; ++b) {
    const Node cls = u.find(pa.base(BaseId(static_cast<std::int32_t>(b))));
    bases_of[cls].push_back(static_cast<std::int32_t>(b));
    if (per_instance(facts, b)) out.escapes[b] = reached[static_cast<std::size_t>(cls)];
  }
  for (std::size_t f = 0; f < facts.functions.flags.size(); ++f)
    functions_of[u.find(pa.function(FunctionId(static_cast<std::int32_t>(f))))].push_back(
        static_cast<std::int32_t>(f));

  const Questions q = questions(facts, index, events);
  for (std::int32_t x : q.objects) {
    const ExprId e(x);
    const Query& query = pa.query(e);
    if (query.mode == Query::Mode::None) continue;
    const Node cls = pa.target_class(e);
    if (cls == -1) continue;
    std::vector<std::int32_t> targets;
    if (query.mode == Query::Mode::Absolute && !query.mixed && query.only_base != -1)
      targets = {query.only_base};  // `&x...` designates x, whatever x is unified with
    else if (tainted[static_cast<std::size_t>(cls)])
      continue;  // may point to objects from unknown code
    else if (auto it = bases_of.find(cls); it != bases_of.end())
      targets = it->second;
    if (targets.empty() || targets.size() > kMaxTargets) continue;
    std::int32_t offset = -1;
    if (query.mode == Query::Mode::Absolute) {
      offset = query.shift;
    } else if (query.mode == Query::Mode::Relative) {
      const std::int32_t at = u.offset(cls);
      if (at >= 0) offset = at + query.shift;
    }
    for (std::int32_t b : targets) {
      out.points_to.expr.push_back(x);
      out.points_to.base.push_back(b);
      out.points_to.offset_lo.push_back(offset);
      out.points_to.offset_hi.push_back(offset);
      out.points_to.context.push_back(-1);
    }
  }
  for (std::int32_t x : q.functions) {
    const Node cls = pa.target_class(ExprId(x));
    if (cls == -1 || tainted[static_cast<std::size_t>(cls)]) continue;
    auto it = functions_of.find(cls);
    if (it == functions_of.end()) continue;
    // The functions the call's type allows (the plug-in's callees rows,
    // frama-plugin/extract/call_types.mli), when it gave some: unification may put
    // functions of any type in one class, the types rule those out.
    std::vector<std::int32_t> typed;
    for (std::int32_t row : index.callees_of[ExprId(x)]) typed.push_back(facts.callees.function[row]);
    std::sort(typed.begin(), typed.end());
    for (std::int32_t f : it->second) {
      if (!typed.empty() && !std::binary_search(typed.begin(), typed.end(), f)) continue;
      out.callees.expr.push_back(x);
      out.callees.function.push_back(f);
      out.callees.context.push_back(-1);
    }
  }
  out.nodes = u.size();
  for (Node n = 0; n < static_cast<Node>(u.size()); ++n) out.classes += u.find(n) == n;
  return out;
}

facts::FactStore with_answers(const facts::FactStore& facts, const AliasAnswers& answers) {
  facts::FactStore out = facts;
  auto append = [&](facts::TableId table, const auto& rows) {
    const auto cols = std::remove_cvref_t<decltype(rows)>::columns(rows);
    std::array<const std::int32_t*, std::tuple_size_v<decltype(cols)>> data{};
    for (std::size_t j = 0; j < cols.size(); ++j) data[j] = cols[j]->data();
    out.append_rows(table, data, cols[0]->size());
  };
  append(facts::TableId::PointsTo, answers.points_to);
  // The answers replace the rows the input had for the same expressions
  // (the call's types: the answer already lies within them); the input's
  // other rows stay (calls the unification could not resolve).
  std::set<std::int32_t> answered(answers.callees.expr.begin(), answers.callees.expr.end());
  facts::Callees kept;
  for (std::size_t r = 0; r < facts.callees.expr.size(); ++r)
    if (!answered.count(facts.callees.expr[r]))
      for (auto [to, from] : {std::pair{&kept.expr, &facts.callees.expr}, {&kept.function, &facts.callees.function},
                              {&kept.context, &facts.callees.context}})
        to->push_back((*from)[r]);
  for (std::size_t r = 0; r < answers.callees.expr.size(); ++r) {
    kept.expr.push_back(answers.callees.expr[r]);
    kept.function.push_back(answers.callees.function[r]);
    kept.context.push_back(answers.callees.context[r]);
  }
  out.callees = facts::Callees{};
  append(facts::TableId::Callees, kept);
  return out;
}

}  // namespace racer::alias
