// The lockset engine: locks held at every (context, statement).
//
// Forward, context-sensitive (contexts of threads/contexts.hpp),
// path-insensitive, computing may- and must-locksets at once as a set of
// locksets per point. Lock expressions with several targets fork (at most 3
// kept); function summaries (context, entry lockset) -> exit locksets;
// lock wrappers resolve a formal's value from the call site's argument;
// trylock results follow the status variable into `branches`; rwlocks keep
// their read flag. Also records lock-order edges for the deadlock engine.
#pragma once

#include <chrono>
#include <optional>

#include <map>
#include <set>
#include <utility>
#include <vector>

#include "barriers/barrier_phases.hpp"
#include "lockset/flags.hpp"
#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "lockset/lockset.hpp"
#include "models/classified_event.hpp"
#include "models/recursive_mutexes.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::lockset {

// `acquired` was locked at (ctx, stmt) while `held` was held (acquired at
// (held_ctx, held_stmt)): an edge held -> acquired of the lock-order graph.
// The flags say how: shared (read) modes, a non-blocking attempt
// (trylock, which cannot wait), a reentrant lock (re-locking it is fine).
struct LockOrderEdge {
  LockKey held, acquired;
  ThreadId thread;
  ContextId held_ctx;
  StmtId held_stmt;
  ContextId ctx;
  StmtId stmt;
  bool held_read = false, acquired_read = false;
  bool blocking = true, reentrant = false;
  // reentrant only because the mutex may be recursive (models::Reentry::Maybe)
  bool maybe_reentrant = false;
};

// One function summary the engine computed: a context entered with one
// entry lockset and the locks its pointer formals were bound to at the call
// (a lock wrapper's parameter values). The Deadlock plug-in's GUI showed
// locksets per summary; the result tables do too (lockset_summaries).
struct LockSummary {
  ContextId ctx;
  Lockset entry;
  std::vector<std::pair<BaseId, std::vector<LockKey>>> bindings;  // formal -> its locks
};

class LocksetResults {
 public:
  // Locks held before `stmt` runs in `ctx`; nullptr when never reached.
  const StmtLocks* at(ContextId ctx, StmtId stmt) const;
  // Where each lock of a lockset was acquired is not kept per point; the
  // order edges carry acquisition sites.
  std::vector<LockOrderEdge> order_edges;
  racer::Imprecisions imprecisions;
  // Bases of counting semaphores (held as shared locks): a lock-order cycle
  // through one is no certain deadlock, its permits may be enough.
  std::set<std::int32_t> counting;
  // The time budget ran out before every thread was analysed: statements
  // not reached then have no locks (nothing is collected there).
  bool budget_spent = false;
  // Locks some acquisition treats as not a mutex's (a semaphore, a
  // lock-object function, a counting semaphore): another thread may
  // release them (lock_history.hpp).
  std::set<LockKey> not_mutex;

  void set(ContextId ctx, StmtId stmt, StmtLocks value);  // for the engine and tests

  // Locks a thread may wait for at (ctx, stmt): the blocking acquisitions
  // of lock calls (not trylocks), the mutex a condition wait takes back,
  // the global atomic lock of atomic sections and atomic functions.
  // nullptr when the statement acquires none. Read by the race engine's
  // schedules (races/race_schedule.hpp): a thread that must take a lock
  // another one holds while stopped cannot get past that statement.
  const Lockset* acquired_at(ContextId ctx, StmtId stmt) const;
  void add_acquired(ContextId ctx, StmtId stmt, const HeldLock& lock);
  // Visits every statement that acquires a lock, in ascending order.
  template <class F> void for_each_acquired(F&& f) const {
    for (const auto& [key, value] : acquired_) f(ContextId(key.first), StmtId(key.second), value);
  }
  // A blocking acquisition at (ctx, stmt) of a lock the thread may hold
  // already, which is not reentrant there: the thread may wait for ever.
  bool waits_for_itself(ContextId ctx, StmtId stmt) const;
  void add_self_wait(ContextId ctx, StmtId stmt);
  // Visits every reached (context, statement) in ascending order.
  template <class F> void for_each(F&& f) const {
    for (const auto& [key, value] : at_) f(ContextId(key.first), StmtId(key.second), value);
  }

  // Every summary computed (entry lockset and bindings distinct per
  // context; trylock tags are not part of a summary's identity here), and
  // the locks held before each statement it reached.
  std::vector<LockSummary> summaries;
  const StmtLocks* in_summary(std::size_t summary, StmtId stmt) const;
  void set_in_summary(std::size_t summary, StmtId stmt, StmtLocks value);
  // Visits every (summary, statement) reached, in ascending order.
  template <class F> void for_each_in_summary(F&& f) const {
    for (const auto& [key, value] : by_summary_) f(key.first, StmtId(key.second), value);
  }

 private:
  std::map<std::pair<std::int32_t, std::int32_t>, StmtLocks> at_;
  std::map<std::pair<std::int32_t, std::int32_t>, Lockset> acquired_;
  std::set<std::pair<std::int32_t, std::int32_t>> self_waits_;
  std::map<std::pair<std::size_t, std::int32_t>, StmtLocks> by_summary_;
};

// `history` (lock_history.hpp): the mutexes whose History and CreatedUnder
// tokens the run carries (none: no tokens).
// `recursive` says which mutexes a thread may re-lock (re-locking one of
// them counts: it stays held until as many unlocks); `phases` which
// barriers each thread counts its waits on (Phase tokens); `flags` the
// publication flags (Flag tokens, lockset/flags.hpp); `returning` (index =
// FunctionId, models::returning_functions) the functions without a body
// known to touch no lock: any other one given a held lock may release it.
LocksetResults analyse_locksets(const facts::FactStore& facts, const facts::Indexes& index,
                                const std::vector<models::ClassifiedEvent>& events,
                                const threads::ThreadGraph& graph,
                                const threads::ContextTable& contexts,
                                const models::RecursiveMutexes& recursive = {},
                                const barriers::BarrierPhases& phases = {},
                                const std::vector<FlagPlan>& flags = {},
                                const std::vector<bool>& returning = {},
                                std::optional<std::chrono::steady_clock::time_point> deadline = {},
                                const std::vector<LockKey>& history = {});

}  // namespace racer::lockset
