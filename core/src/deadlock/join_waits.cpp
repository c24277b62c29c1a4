// join_waits: see join_waits.hpp.
#include "deadlock/join_waits.hpp"

#include <algorithm>
#include <set>

#include "active/active_threads.hpp"
#include "racer/racer.h"

namespace racer::deadlock {
namespace {

using lockset::HeldLock;
using lockset::LockKey;

// Locks a join may wait on: real locks (a join inside an atomic section
// cannot wait for a thread that needs it: atomic sections do not block).
bool waits_on(const HeldLock& h) { return h.key.is_lock() && !h.key.is_atomic_section(); }

}  // namespace

std::vector<std::string> join_waits(const facts::FactStore& facts, const facts::Indexes& index,
                                    const std::vector<models::ClassifiedEvent>& events,
                                    const threads::ThreadGraph& graph, const threads::ContextTable& contexts,
                                    const lockset::LocksetResults& locks) {
  // What each thread may take (blocking acquisitions).
  std::vector<std::vector<LockKey>> takes(graph.threads.size());
  locks.for_each_acquired([&](ContextId ctx, StmtId, const lockset::Lockset& acquired) {
    auto& mine = takes[contexts[ctx].thread.index()];
    for (const HeldLock& h : acquired)
      if (waits_on(h)) mine.push_back(h.key);
  });
  // A thread and those it creates, transitively: all must end before a
  // join of it returns only if it joins them, but any may hold it up.
  auto family = [&](ThreadId t) {
    std::vector<ThreadId> out{t};
    for (std::size_t i = 0; i < out.size(); ++i)
      for (const threads::ThreadEdge& e : graph.edges)
        if (e.parent == out[i] && std::find(out.begin(), out.end(), e.child) == out.end())
          out.push_back(e.child);
    return out;
  };
  auto name = [&](BaseId b) { return std::string(facts.strings.get(StringId(facts.bases.name[b.index()]))); };
  std::set<std::string> out;
  locks.for_each([&](ContextId ctx, StmtId s, const lockset::StmtLocks& held) {
    if (held.may.empty()) return;
    for (EventId e : index.events_of[s]) {
      if (facts.events.kind[e.index()] != RACER_EVENT_CALL ||
          events[e.index()].cls != models::CallClass::ThreadJoin)
        continue;
      for (ThreadId target : active::join_may_end(facts, graph, events[e.index()].thread_id)) {
        if (target == contexts[ctx].thread) continue;
        for (ThreadId t : family(target))
          for (const HeldLock& h : held.may) {
            if (!waits_on(h)) continue;
            const auto& taken = takes[t.index()];
            if (!std::any_of(taken.begin(), taken.end(),
                             [&](const LockKey& k) { return lockset::may_be_same(k, h.key); }))
              continue;
            const std::string where =
                std::string(facts.strings.get(StringId(facts.statements.file[s.index()]))) + ":" +
                std::to_string(facts.statements.line[s.index()]);
            out.insert("join at " + where + " may wait for thread " +
                       std::string(facts.strings.get(StringId(facts.functions.name[graph.threads[t.index()].entry.index()]))) +
                       " while holding " + name(h.key.base) + ", which that thread may take");
          }
      }
    }
  });
  return {out.begin(), out.end()};
}

}  // namespace racer::deadlock
