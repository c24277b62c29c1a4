// FR: fresh memory. An access of a block the running function allocated
// and has not let escape (RACER_ACCESS_FRESH, the plug-in's Fresh_memory)
// races with nothing: any other access of the block is this execution's, or
// another thread's after the escape (docs/engines.md, "Fresh memory").
#include "digests/digest.hpp"

namespace racer::digests {
namespace {

class Fresh final : public Digest {
 public:
  bool compatible(const races::Access& a, const races::Access& b) const override {
    return !a.fresh && !b.fresh;
  }
  bool alone(const races::Access& a) const override { return a.fresh; }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.fresh ? 1 : 0);
  }
};

}  // namespace

std::unique_ptr<Digest> make_fresh(const Inputs&) { return std::make_unique<Fresh>(); }

}  // namespace racer::digests
