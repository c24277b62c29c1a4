// Step-wise construction of the call graph (see call_graph.hpp).
//
// The worklist is breadth-first in discovery order, so results and the
// amount of work per step are deterministic for a given model.
#include "engine/call_graph.hpp"

#include <algorithm>

#include "racer/racer.h"
#include "threads/thread_graph.hpp"

namespace racer::engine {

CallGraphBuilder::CallGraphBuilder(const facts::FactStore& facts)
    : seen_(facts.functions.name.size(), false) {
  visit(facts.entry);
}

void CallGraphBuilder::visit(FunctionId f) {
  if (seen_[f.index()]) return;
  seen_[f.index()] = true;
  order_.push_back(f);
}

void CallGraphBuilder::add_calls(const facts::FactStore& facts, const facts::Indexes& index,
                                 const std::vector<models::ClassifiedEvent>& events,
                                 FunctionId caller, StmtId stmt, EventId event) {
  if (facts.events.kind[event.index()] != RACER_EVENT_CALL) return;
  std::vector<FunctionId> callees = threads::call_targets(facts, index, event);
  if (!events.empty() && events[event.index()].cls == models::CallClass::Once)
    for (FunctionId r : threads::called_functions(facts, index, events, event)) callees.push_back(r);
  for (FunctionId callee : callees) {
    edges_.push_back({stmt, caller, callee});
    visit(callee);
  }
}

bool CallGraphBuilder::step(const facts::FactStore& facts, const facts::Indexes& index,
                            const std::vector<models::ClassifiedEvent>& events,
                            std::uint64_t budget) {
  for (std::uint64_t done = 0; next_ < order_.size() && (budget == 0 || done < budget); ++done) {
    const FunctionId f = order_[next_++];
    for (StmtId s : index.statements_of[f])
      for (EventId e : index.events_of[s]) add_calls(facts, index, events, f, s, e);
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
