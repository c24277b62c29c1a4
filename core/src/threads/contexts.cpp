// ContextTable: interning of (thread, function, last n calls) contexts.
#include "threads/contexts.hpp"

#include <algorithm>

namespace racer::threads {

ContextId ContextTable::root(ThreadId t) const {
  return t.index() < roots_.size() ? roots_[t.index()] : ContextId();
}

ContextId ContextTable::callee(ContextId caller, StmtId call, FunctionId callee) const {
  auto it = by_edge_.find({caller.value, call.value, callee.value});
  return it == by_edge_.end() ? ContextId() : it->second;
}

std::span<const ContextId> ContextTable::of_thread(ThreadId t) const {
  if (t.index() >= by_thread_.size()) return {};
  return by_thread_[t.index()];
}

std::vector<CallSite> ContextTable::trace(ContextId c) const {
  std::vector<CallSite> calls;
  // Following first-found callers always ends at a root: a context's caller
  // was interned before it, so the chain strictly decreases.
  for (ContextId cur = c; cur.valid() && contexts_[cur.index()].caller.valid();
       cur = contexts_[cur.index()].caller)
    calls.push_back({contexts_[cur.index()].call_stmt, contexts_[cur.index()].function});
  std::reverse(calls.begin(), calls.end());
  return calls;
}

ContextId ContextTable::intern_root(ThreadId t, FunctionId entry, std::int32_t fact) {
  if (roots_.size() <= t.index()) roots_.resize(t.index() + 1);
  if (roots_[t.index()].valid()) return roots_[t.index()];
  const ContextId id(static_cast<std::int32_t>(contexts_.size()));
  contexts_.push_back(Context{t, entry, {}, ContextId(), StmtId(), fact});
  by_key_.emplace(std::vector<std::int32_t>{t.value, entry.value}, id);
  if (by_thread_.size() <= t.index()) by_thread_.resize(t.index() + 1);
  by_thread_[t.index()].push_back(id);
  roots_[t.index()] = id;
  return id;
}

std::vector<CallSite> ContextTable::calls_of_callee(ContextId caller, StmtId call,
                                                    FunctionId callee) const {
  std::vector<CallSite> calls;
  if (depth_ > 0) {
    calls.push_back({call, callee});
    for (const CallSite& c : contexts_[caller.index()].calls) {
      if (static_cast<std::int32_t>(calls.size()) >= depth_) break;
      calls.push_back(c);
    }
  }
  return calls;
}

ContextId ContextTable::intern_callee(ContextId caller, StmtId call, FunctionId callee,
                                      std::int32_t fact, bool sole_target) {
  const auto edge = std::make_tuple(caller.value, call.value, callee.value);
  if (auto it = by_edge_.find(edge); it != by_edge_.end()) return it->second;
  const Context& from = contexts_[caller.index()];
  std::vector<CallSite> calls = calls_of_callee(caller, call, callee);
  std::vector<std::int32_t> key{from.thread.value, callee.value};
  for (const CallSite& c : calls) {
    key.push_back(c.stmt.value);
    key.push_back(c.callee.value);
  }
  ContextId id;
  if (auto it = by_key_.find(key); it != by_key_.end()) {
    id = it->second;
    contexts_[id.index()].sole_target = contexts_[id.index()].sole_target && sole_target;
  } else {
    id = ContextId(static_cast<std::int32_t>(contexts_.size()));
    const ThreadId thread = from.thread;  // `from` dangles once contexts_ grows
    contexts_.push_back(Context{thread, callee, std::move(calls), caller, call, fact, sole_target});
    by_key_.emplace(std::move(key), id);
    by_thread_[thread.index()].push_back(id);
  }
  by_edge_.emplace(edge, id);
  return id;
}

}  // namespace racer::threads
