// The objects an argument expression of a model call designates, from the
// facts alone (no context): `&x`, `&x.f`, `&x[i]` name x; any other
// expression what the backend's points-to rows say (every context). Used
// by the passes that read synchronisation objects before the engines run
// (recursive mutexes, barriers); the lockset engine evaluates lock
// arguments per context itself.
#pragma once

#include <cstdint>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"

namespace racer::facts {

struct Target {
  BaseId base;
  std::int32_t lo = -1, hi = -1;  // bits; -1: not known
};

std::vector<Target> expression_targets(const FactStore& facts, ExprId e);

}  // namespace racer::facts
