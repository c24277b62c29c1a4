// group_accesses: see access_classes.hpp.
#include "races/access_classes.hpp"

#include <cstdint>
#include <map>

namespace racer::races {

namespace {

// Dense ids for the distinct may sets of active threads met while grouping
// (-1: the statement was never reached, so nothing runs alongside it).
class ActiveSetIds {
 public:
  std::int64_t of(const active::ActiveAt* at) {
    if (!at) return -1;
    return ids_.try_emplace(at->may, static_cast<std::int64_t>(ids_.size())).first->second;
  }

 private:
  std::map<active::ThreadSet, std::int64_t> ids_;
};

void push_lock(std::vector<std::int64_t>& sig, const lockset::HeldLock& h) {
  sig.push_back(h.key.base.value);
  sig.push_back(h.key.offset);
  sig.push_back(static_cast<std::int64_t>(h.key.kind));
  sig.push_back(h.read ? 1 : 0);
}

}  // namespace

std::vector<AccessClass> group_accesses(const std::vector<Access>& accesses,
                                        std::span<const std::size_t> list,
                                        const active::ActiveThreads& active, ClassScope scope,
                                        std::size_t& next_id) {
  std::vector<AccessClass> classes;
  std::map<std::vector<std::int64_t>, std::size_t> index;
  ActiveSetIds active_sets;
  std::vector<std::int64_t> sig;
  for (std::size_t i : list) {
    const Access& x = accesses[i];
    sig.clear();
    sig.push_back(x.thread.value);
    sig.push_back(x.write ? 1 : 0);
    sig.push_back(x.through_pointer ? 1 : 0);
    sig.push_back(x.key.value);
    sig.push_back(x.children_ended ? 1 : 0);
    sig.push_back(x.fresh ? 1 : 0);
    sig.push_back(active.trivial ? 0 : active_sets.of(active.at_access(x.ctx, x.stmt, x.write)));
    sig.push_back(static_cast<std::int64_t>(x.locks.must.size()));
    for (const lockset::HeldLock& h : x.locks.must) push_lock(sig, h);
    // Barrier phases in the may lockset decide which barriers two threads
    // share (PairChecker::ordered_by_barrier).
    const std::size_t phases_at = sig.size();
    sig.push_back(0);
    for (const lockset::HeldLock& h : x.locks.may)
      if (h.key.kind == lockset::KeyKind::Phase) {
        push_lock(sig, h);
        ++sig[phases_at];
      }
    if (scope == ClassScope::BehaviourAndLocation) {
      sig.push_back(x.base.value);
      sig.push_back(x.pointer.valid() ? 1 : 0);
      sig.push_back(x.offset_lo);
      sig.push_back(x.offset_hi);
    }
    const auto [it, fresh] = index.try_emplace(sig, classes.size());
    if (fresh) classes.push_back({next_id++, {}, x.thread, x.write});
    classes[it->second].members.push_back(i);
  }
  return classes;
}

}  // namespace racer::races
