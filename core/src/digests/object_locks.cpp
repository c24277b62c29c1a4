// SL: object locks (per-element locksets). Two accesses with the same guard
// (facts.access_guards: the object's type and the path of a mutex inside it)
// each lie inside an object of that type whose mutex at that path their
// thread surely holds exclusively: in one object that is one mutex, in two
// objects the accesses touch disjoint memory (docs/engines.md, "Digests").
#include "digests/digest.hpp"

namespace racer::digests {
namespace {

class ObjectLocks final : public Digest {
 public:
  bool compatible(const races::Access& a, const races::Access& b) const override {
    return !(a.guard.valid() && a.guard == b.guard);
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.guard.value);
  }
};

}  // namespace

std::unique_ptr<Digest> make_object_locks(const Inputs&) { return std::make_unique<ObjectLocks>(); }

}  // namespace racer::digests
