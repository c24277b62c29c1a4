// Step-wise construction of the call graph (see call_graph.hpp).
//
// The worklist is breadth-first in discovery order, so results and the
// amount of work per step are deterministic for a given model.
#include "engine/call_graph.hpp"

#include <algorithm>

#include "racer/racer.h"

namespace racer::engine {

CallGraphBuilder::CallGraphBuilder(const facts::FactStore& facts)
    : seen_(facts.functions.name.size(), false) {
  for (std::size_t f = 0; f < facts.functions.flags.size(); ++f)
    if (facts.functions.flags[f] & RACER_FUNC_ADDRESS_TAKEN)
      address_taken_.push_back(FunctionId(static_cast<std::int32_t>(f)));
  visit(facts.entry);
}

void CallGraphBuilder::visit(FunctionId f) {
  if (seen_[f.index()]) return;
  seen_[f.index()] = true;
  order_.push_back(f);
}

void CallGraphBuilder::add_calls(const facts::FactStore& facts, FunctionId caller, StmtId stmt,
                                 EventId event) {
  const auto e = event.index();
  if (facts.events.kind[e] != RACER_EVENT_CALL) return;
  auto add = [&](FunctionId callee) {
    edges_.push_back({stmt, caller, callee});
    visit(callee);
  };
  if (const FunctionId direct(facts.events.callee[e]); direct.valid()) return add(direct);
  // An indirect call: `(*&f)()` still designates f; anything else may call
  // any function whose address is taken.
  const auto expr = static_cast<std::size_t>(facts.events.callee_expr[e]);
  if (facts.expressions.shape[expr] == RACER_EXPR_FUNCTION)
    return add(FunctionId(facts.expressions.function[expr]));
  for (FunctionId target : address_taken_) add(target);
}

bool CallGraphBuilder::step(const facts::FactStore& facts, const facts::Indexes& index,
                            std::uint64_t budget) {
  for (std::uint64_t done = 0; next_ < order_.size() && (budget == 0 || done < budget); ++done) {
    const FunctionId f = order_[next_++];
    for (StmtId s : index.statements_of[f])
      for (EventId e : index.events_of[s]) add_calls(facts, f, s, e);
  }
  return next_ == order_.size();
}

CallGraph CallGraphBuilder::take() {
  CallGraph graph{std::move(edges_), std::move(order_)};
  std::sort(graph.edges.begin(), graph.edges.end());
  graph.edges.erase(std::unique(graph.edges.begin(), graph.edges.end()), graph.edges.end());
  std::sort(graph.reachable.begin(), graph.reachable.end());
  return graph;
}

}  // namespace racer::engine
