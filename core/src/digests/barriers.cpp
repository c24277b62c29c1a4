// B: barrier phases. Two participants of a well-formed barrier whose
// accesses are in different exact phases of it are ordered by the waits
// between (docs/engines.md, "Digests").
#include "digests/digest.hpp"
#include "lockset/phase_tokens.hpp"

namespace racer::digests {
namespace {

class Barriers final : public Digest {
 public:
  bool compatible(const races::Access& a, const races::Access& b) const override {
    if (a.thread == b.thread) return true;
    for (BaseId bar : lockset::common_barriers(a.locks, b.locks)) {
      const std::int32_t pa = lockset::exact_phase(a.locks, bar), pb = lockset::exact_phase(b.locks, bar);
      if (pa >= 0 && pb >= 0 && pa != pb) return false;
    }
    return true;
  }
  void signature(const races::Access& a, std::vector<std::int64_t>& out) const override {
    out.push_back(a.thread.value);
    const std::size_t count_at = out.size();
    out.push_back(0);
    for (const auto* set : {&a.locks.must, &a.locks.may})
      for (const lockset::HeldLock& h : *set)
        if (h.key.kind == lockset::KeyKind::Phase) {
          out.push_back(set == &a.locks.must ? 1 : 2);
          out.push_back(h.key.base.value);
          out.push_back(h.key.offset);
          ++out[count_at];
        }
  }
};

}  // namespace

std::unique_ptr<Digest> make_barriers(const Inputs&) { return std::make_unique<Barriers>(); }

}  // namespace racer::digests
