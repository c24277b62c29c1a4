// Barrier phase tokens: see phase_tokens.hpp.
#include "lockset/phase_tokens.hpp"

#include <algorithm>

namespace racer::lockset {

std::int32_t exact_phase(const StmtLocks& locks, BaseId b) {
  for (const HeldLock& h : locks.must)
    if (h.key.kind == KeyKind::Phase && h.key.base == b && h.key.offset >= 0) return h.key.offset;
  return -1;
}

std::vector<BaseId> common_barriers(const StmtLocks& a, const StmtLocks& b) {
  std::vector<BaseId> out;
  for (const HeldLock& h : a.may)
    if (h.key.kind == KeyKind::Phase &&
        std::any_of(b.may.begin(), b.may.end(), [&](const HeldLock& g) {
          return g.key.kind == KeyKind::Phase && g.key.base == h.key.base;
        }) &&
        std::find(out.begin(), out.end(), h.key.base) == out.end())
      out.push_back(h.key.base);
  return out;
}

}  // namespace racer::lockset
