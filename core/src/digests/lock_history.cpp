// LH: lock history. A thread that created t while holding mutex m
// exclusively, and has held m since (a CreatedUnder token of m for t at its
// access), accesses before t's accesses made after t surely acquired m
// itself (a History token of m): t's acquisition waits for the release,
// which comes after (lockset/lock_history.hpp; docs/engines.md, "Digests").
// Only for a thread created once: a token names the create, not the
// instance, and an earlier instance of a multiple t may have taken m and
// gone on before the creator took m again for the next create.
#include <algorithm>

#include "digests/digest.hpp"

namespace racer::digests {
namespace {

bool ordered(const Inputs& in, const races::Access& first, const races::Access& then) {
  if (first.thread == then.thread || in.graph.threads[then.thread.index()].multiple) return false;
  return std::any_of(first.locks.must.begin(), first.locks.must.end(), [&](const lockset::HeldLock& c) {
    return c.key.kind == lockset::KeyKind::CreatedUnder && c.key.aux == then.thread.value &&
           std::any_of(then.locks.must.begin(), then.locks.must.end(), [&](const lockset::HeldLock& h) {
             return h.key.kind == lockset::KeyKind::History && h.key.base == c.key.base &&
                    h.key.offset == c.key.offset;
           });
  });
}

class LockHistory final : public Digest {
 public:
  explicit LockHistory(const Inputs& in) : in_(in) {}
  bool compatible(const races::Access& a, const races::Access& b) const override {
    return !ordered(in_, a, b) && !ordered(in_, b, a);
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.thread.value);
    const std::size_t count_at = out.size();
    out.push_back(0);
    for (const lockset::HeldLock& h : a.locks.must)
      if (h.key.kind == lockset::KeyKind::History || h.key.kind == lockset::KeyKind::CreatedUnder) {
        out.push_back(static_cast<std::int64_t>(h.key.kind));
        out.push_back(h.key.base.value);
        out.push_back(h.key.offset);
        out.push_back(h.key.aux);
        ++out[count_at];
      }
    out.push_back(in_.graph.threads[a.thread.index()].multiple ? 1 : 0);
  }

 private:
  const Inputs in_;  // references to the engines' results
};

}  // namespace

std::unique_ptr<Digest> make_lock_history(const Inputs& in) { return std::make_unique<LockHistory>(in); }

}  // namespace racer::digests
