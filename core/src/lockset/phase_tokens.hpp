// Barrier phase tokens of locksets (KeyKind::Phase, lockset.hpp): the
// questions the race engine and the barrier digest ask of two accesses.
#pragma once

#include <cstdint>
#include <vector>

#include "common/ids.hpp"
#include "lockset/lockset.hpp"

namespace racer::lockset {

// The exact phase of barrier b at a point (every path agrees), -1 if none.
std::int32_t exact_phase(const StmtLocks& locks, BaseId b);

// Barriers both points' threads count waits on.
std::vector<BaseId> common_barriers(const StmtLocks& a, const StmtLocks& b);

}  // namespace racer::lockset
