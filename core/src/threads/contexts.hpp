// ContextTable: the calling contexts of every thread, as dense ids.
//
// A context is (thread, last n calls) with n = -cc-context-depth, RacerF's
// relaxed call stack; statements run "in" a context. All engines share this
// one table, so a (context, statement) pair means the same thing in the
// lockset, active-thread and race engines. Each context also remembers the
// first caller context that reached it, which gives reports a full trace.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <tuple>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/thread_graph.hpp"

namespace racer::threads {

struct CallSite {
  StmtId stmt;
  FunctionId callee;
  friend auto operator<=>(const CallSite&, const CallSite&) = default;
};

struct Context {
  ThreadId thread;
  FunctionId function;          // whose statements run in this context
  std::vector<CallSite> calls;  // innermost first, at most `depth` entries
  ContextId caller;             // first context found calling into it; none for roots
  StmtId call_stmt;             // that call's statement in `caller`
  std::int32_t fact = -1;       // the backend's context row (-1: context-free facts)
  // The call at call_stmt has `function` as its only target (a call through
  // a pointer that may reach several functions runs, but not surely into
  // this one: "surely executed" needs it).
  bool sole_target = true;
};

class ContextTable {
 public:
  ContextTable() = default;
  std::int32_t depth() const { return depth_; }
  std::size_t size() const { return contexts_.size(); }
  const Context& operator[](ContextId c) const { return contexts_[c.index()]; }
  // The root context of a thread (its entry function, no calls).
  ContextId root(ThreadId t) const;
  // The context a call from `caller` at `call` into `callee` runs in; none
  // when the callee has no body or the call is not reachable.
  ContextId callee(ContextId caller, StmtId call, FunctionId callee) const;
  // A call the backend proved never happens in `caller` (its context chain
  // is absent): engines ignore it, unlike a call cut by recursion.
  bool unreached(ContextId caller, StmtId call, FunctionId callee) const {
    return unreached_.count({caller.value, call.value, callee.value}) != 0;
  }
  // Every context of a thread, in discovery order (root first).
  std::span<const ContextId> of_thread(ThreadId t) const;
  // Calls from the thread's entry to `c`, outermost first, following the
  // first-found callers (the trace a report prints).
  std::vector<CallSite> trace(ContextId c) const;

  // Builders (used by build_contexts and by tests).
  explicit ContextTable(std::int32_t depth) : depth_(depth) {}
  ContextId intern_root(ThreadId t, FunctionId entry, std::int32_t fact = -1);
  ContextId intern_callee(ContextId caller, StmtId call, FunctionId callee,
                          std::int32_t fact = -1, bool sole_target = true);
  void mark_unreached(ContextId caller, StmtId call, FunctionId callee) {
    unreached_.insert({caller.value, call.value, callee.value});
  }
  // The call string (innermost first) of the context `callee` would run in.
  std::vector<CallSite> calls_of_callee(ContextId caller, StmtId call, FunctionId callee) const;

 private:
  std::int32_t depth_ = 1;
  std::vector<Context> contexts_;
  std::vector<std::vector<ContextId>> by_thread_;
  std::vector<ContextId> roots_;  // index = ThreadId
  // (thread, function, calls flattened) -> context
  std::map<std::vector<std::int32_t>, ContextId> by_key_;
  // (caller, call stmt, callee) -> context
  std::map<std::tuple<std::int32_t, std::int32_t, std::int32_t>, ContextId> by_edge_;
  std::set<std::tuple<std::int32_t, std::int32_t, std::int32_t>> unreached_;
};

// Every context reachable from every thread's root through calls to defined
// functions. A call into a function already on the walk's stack gets no
// callee context (recursion is cut, so contexts form no cycle); an engine
// meeting such a call must treat it conservatively (the active-thread
// engine sends it to every context of the callee in that thread).
//
// With context-qualified facts (FactContexts::qualified), a context is
// interned only when its chain exists; the call is marked unreached
// otherwise.
ContextTable build_contexts(const facts::FactStore& facts, const facts::Indexes& index,
                            const std::vector<models::ClassifiedEvent>& events,
                            const ThreadGraph& graph, std::int32_t depth);

}  // namespace racer::threads
