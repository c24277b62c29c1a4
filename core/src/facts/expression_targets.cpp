// expression_targets: see expression_targets.hpp.
#include "facts/expression_targets.hpp"

#include "racer/racer.h"

namespace racer::facts {

std::vector<Target> expression_targets(const FactStore& facts, ExprId e) {
  std::vector<Target> out;
  if (!e.valid()) return out;
  const std::int32_t flags = facts.expressions.flags[e.index()];
  if (facts.expressions.shape[e.index()] == RACER_EXPR_ADDR_OF && !(flags & RACER_EXPR_THROUGH_POINTER) &&
      facts.expressions.base[e.index()] >= 0) {
    // A field or an element: somewhere in x, where is not in the facts.
    const std::int32_t at = flags == 0 ? 0 : -1;
    out.push_back({BaseId(facts.expressions.base[e.index()]), at, at});
    return out;
  }
  // Few model calls read objects this way: a scan of the rows is enough.
  for (std::size_t row = 0; row < facts.points_to.expr.size(); ++row)
    if (facts.points_to.expr[row] == e.value)
      out.push_back({BaseId(facts.points_to.base[row]), facts.points_to.offset_lo[row],
                     facts.points_to.offset_hi[row]});
  return out;
}

}  // namespace racer::facts
