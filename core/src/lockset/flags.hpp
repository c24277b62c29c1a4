// Publication flags: a global set (from zero) to non-zero constants only,
// by one unique thread, always under a lock (the guard).
//
// What the raising thread does before its first raise happens before what
// any thread does after it read the flag set under a guard: the raise and
// the read are ordered by the guard, and a non-zero flag means a raise
// happened. The lockset engine carries it as Flag tokens: the raiser holds
// the flag's token exclusively until its first raise; a thread that passes
// a test of the flag towards "set" while holding a guard holds it shared
// for good. Exclusive against shared excludes, as for rwlocks: those
// accesses never race. The plans come from a first lockset run (which
// thread raises, which locks every raise holds).
#pragma once

#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "lockset/lockset.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::lockset {

class LocksetResults;

struct FlagPlan {
  BaseId flag;
  ThreadId raiser;
  std::vector<LockKey> guards;  // exclusive locks held at every raise
  std::vector<StmtId> raises;
};

// The flags of facts.flag_raises that one unique thread raises, always
// holding some lock; `first` is a lockset run without flag tokens.
std::vector<FlagPlan> plan_flags(const facts::FactStore& facts, const threads::ThreadGraph& graph,
                                 const threads::ContextTable& contexts, const LocksetResults& first);

}  // namespace racer::lockset
