// plan_history: see lock_history.hpp.
#include "lockset/lock_history.hpp"

#include <algorithm>
#include <set>

#include "lockset/lockset_analysis.hpp"

namespace racer::lockset {

std::vector<LockKey> plan_history(const threads::ThreadGraph& graph, const LocksetResults& first) {
  std::set<std::int32_t> creates;
  for (const threads::Thread& t : graph.threads)
    if (t.create.valid() && !t.callback) creates.insert(t.create.value);
  std::set<LockKey> out;
  first.for_each([&](ContextId, StmtId s, const StmtLocks& locks) {
    if (!creates.count(s.value)) return;
    for (const HeldLock& h : locks.must)
      if (h.key.is_lock() && !h.key.is_atomic_section() && h.key.offset != -1 && !h.read &&
          !first.not_mutex.count(h.key))
        out.insert(h.key);
  });
  return {out.begin(), out.end()};
}

}  // namespace racer::lockset
