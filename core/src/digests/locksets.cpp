// L: locksets. Two accesses that surely hold one lock (not both in shared
// mode) never run at once: acquisitions of a lock are totally ordered, and
// neither access releases it (docs/engines.md, "Digests").
#include "digests/digest.hpp"
#include "lockset/lockset.hpp"

namespace racer::digests {
namespace {

class Locksets final : public Digest {
 public:
  bool compatible(const races::Access& a, const races::Access& b) const override {
    return !lockset::excludes(a.locks.must, b.locks.must);
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(static_cast<std::int64_t>(a.locks.must.size()));
    for (const lockset::HeldLock& h : a.locks.must) {
      out.push_back(h.key.base.value);
      out.push_back(h.key.offset);
      out.push_back(static_cast<std::int64_t>(h.key.kind));
      out.push_back(h.read ? 1 : 0);
    }
  }
};

}  // namespace

std::unique_ptr<Digest> make_locksets(const Inputs&) { return std::make_unique<Locksets>(); }

}  // namespace racer::digests
