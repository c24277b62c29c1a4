// confirm_deadlocks: see deadlock_certainty.hpp.
#include "deadlock/deadlock_certainty.hpp"

#include <algorithm>
#include <string>

#include "threads/surely_executed.hpp"

namespace racer::deadlock {
namespace {

bool orders_threads(models::CallClass c) {
  using models::CallClass;
  return c == CallClass::SemWait || c == CallClass::SemPost || c == CallClass::BarrierWait ||
         c == CallClass::CondWait || c == CallClass::CondSignal;
}

bool uncertain_lock_held(const lockset::StmtLocks* held) {
  if (!held) return false;
  const auto uncertain = [](const lockset::HeldLock& h) { return h.key.is_lock() && h.key.offset == -1; };
  return std::any_of(held->must.begin(), held->must.end(), uncertain) ||
         std::any_of(held->may.begin(), held->may.end(), uncertain);
}

}  // namespace

void confirm_deadlocks(DeadlockFindings& findings, const facts::FactStore& facts, const facts::Indexes& index,
                       const std::vector<models::ClassifiedEvent>& events, const threads::ThreadGraph& graph,
                       const threads::ContextTable& contexts, const lockset::LocksetResults& locks,
                       const active::ActiveThreads& active) {
  const bool other_sync =
      std::any_of(events.begin(), events.end(), [](const models::ClassifiedEvent& c) { return orders_threads(c.cls); });
  const threads::SurelyExecuted surely(facts, index, contexts);
  std::vector<Deadlock> kept;
  for (Deadlock& d : findings.deadlocks) {
    std::string why;
    for (std::size_t w : d.witnesses) {
      const lockset::LockOrderEdge& e = locks.order_edges[w];
      if (!surely(e.ctx, e.stmt) || !surely(e.held_ctx, e.held_stmt))
        why = "an acquisition of the cycle may not run (a branch on the way)";
      else if (uncertain_lock_held(locks.at(e.ctx, e.stmt)))
        why = "a lock held at an acquisition has an uncertain object: it may be a common gate";
      if (!why.empty()) break;
    }
    for (std::size_t i = 0; why.empty() && i < d.witnesses.size(); ++i)
      for (std::size_t j = i + 1; why.empty() && j < d.witnesses.size(); ++j) {
        const lockset::LockOrderEdge& a = locks.order_edges[d.witnesses[i]];
        const lockset::LockOrderEdge& b = locks.order_edges[d.witnesses[j]];
        if (!active.must_parallel(a.ctx, a.stmt, b.ctx, b.stmt))
          why = "two nestings of the cycle may not run at the same time";
      }
    if (why.empty() && other_sync && !d.self)
      why = "the program waits on semaphores, barriers or conditions, which may order the nestings";
    if (why.empty())
      kept.push_back(std::move(d));
    else
      findings.open.push_back({d.locks, why});
  }
  findings.deadlocks = std::move(kept);
  // A callback that takes a lock, in a thread whose locks the graph does not see.
  bool callback_locks = false;
  locks.for_each_acquired([&](ContextId ctx, StmtId, const lockset::Lockset&) {
    const ThreadId t = contexts[ctx].thread;
    if (t.valid() && graph.threads[t.index()].callback) callback_locks = true;
  });
  if (callback_locks)
    findings.unknown_reasons.push_back(
        "a callback takes a lock: it runs holding its caller's locks, which the lock graph does not see");
  settle_verdict(findings);
}

}  // namespace racer::deadlock
