// build_contexts: every (thread, call string) context reachable by calls.
//
// A depth-first walk per thread; a function already on the walk's stack is
// not entered again, which cuts recursion while every call edge still gets
// its callee context when the callee is reachable another way.
#include <functional>

#include "racer/racer.h"
#include "threads/cfg_loops.hpp"
#include "threads/contexts.hpp"
#include "threads/fact_contexts.hpp"

namespace racer::threads {

ContextTable build_contexts(const facts::FactStore& facts, const facts::Indexes& index,
                            const std::vector<models::ClassifiedEvent>& events,
                            const ThreadGraph& graph, std::int32_t depth) {
  ContextTable table(depth);
  const std::size_t nfun = facts.functions.flags.size();
  ReachableStatements statements(facts, index);
  const FactContexts chains(facts);
  // The backend's row for a callee context: its root, then one child per
  // call outermost first (calls are innermost first).
  auto fact_of = [&](std::int32_t root, const std::vector<CallSite>& calls) {
    std::int32_t row = root;
    for (auto it = calls.rbegin(); it != calls.rend() && row >= 0; ++it)
      row = chains.child(row, it->stmt, it->callee);
    return row;
  };

  for (std::size_t t = 0; t < graph.threads.size(); ++t) {
    const ThreadId thread(static_cast<std::int32_t>(t));
    std::vector<bool> on_stack(nfun, false);
    std::vector<bool> done;  // contexts already walked (by id)
    // Explicit stack of (context, next statement index, next event index...)
    // would be faster; recursion depth is bounded by the number of functions.
    std::function<void(ContextId)> walk = [&](ContextId ctx) {
      if (done.size() <= ctx.index()) done.resize(ctx.index() + 1, false);
      if (done[ctx.index()]) return;
      done[ctx.index()] = true;
      const FunctionId f = table[ctx].function;
      on_stack[f.index()] = true;
      for (StmtId s : statements(f))
        for (EventId e : index.events_of[s]) {
          if (facts.events.kind[e.index()] != RACER_EVENT_CALL) continue;
          const std::vector<FunctionId> callees = called_functions(facts, index, events, e);
          const bool sole = callees.size() == 1;
          for (FunctionId callee : callees) {
            if ((facts.functions.flags[callee.index()] & RACER_FUNC_HAS_BODY) == 0) continue;
            if (on_stack[callee.index()]) continue;  // recursion
            std::int32_t fact = -1;
            if (chains.qualified()) {
              const std::int32_t root = table[table.root(thread)].fact;
              fact = fact_of(root, table.calls_of_callee(ctx, s, callee));
              if (fact < 0) {
                table.mark_unreached(ctx, s, callee);
                continue;
              }
            }
            walk(table.intern_callee(ctx, s, callee, fact, sole));
          }
        }
      on_stack[f.index()] = false;
    };
    const Thread& th = graph.threads[t];
    // The thread graph keeps only threads the backend reached, so a
    // qualified model has a root for each.
    const std::int32_t root = chains.qualified() ? chains.root(th.create, th.entry) : -1;
    walk(table.intern_root(thread, th.entry, root));
  }
  return table;
}

}  // namespace racer::threads
