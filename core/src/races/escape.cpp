// escaping_bases: which locals may be reached by another thread.
//
// The syntactic backend has no values, so escape is decided from flags the
// plug-in computed (address taken, address stored in a global) plus the
// thread arguments of create calls; heap sites always escape, and so does
// every object a points-to fact names (a pointer reaches it).
#include "racer/racer.h"
#include "races/race_analysis.hpp"

namespace racer::races {

std::vector<bool> escaping_bases(const facts::FactStore& facts,
                                 const std::vector<models::ClassifiedEvent>& events) {
  const std::size_t n = facts.bases.kind.size();
  std::vector<bool> out(n, false);
  for (std::size_t b = 0; b < n; ++b) {
    const std::int32_t flags = facts.bases.flags[b];
    out[b] = facts.bases.kind[b] == RACER_BASE_HEAP ||
             (flags & (RACER_BASE_ADDRESS_TAKEN | RACER_BASE_ASSIGNED_TO_GLOBAL)) != 0;
  }
  for (std::int32_t b : facts.points_to.base) out[static_cast<std::size_t>(b)] = true;
  for (const models::ClassifiedEvent& c : events) {
    if (c.cls != models::CallClass::ThreadCreate || !c.arg.valid()) continue;
    const BaseId b(facts.expressions.base[c.arg.index()]);
    if (facts.expressions.shape[c.arg.index()] == RACER_EXPR_ADDR_OF && b.valid()) out[b.index()] = true;
  }
  return out;
}

}  // namespace racer::races
