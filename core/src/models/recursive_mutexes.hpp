// Recursive mutexes (issue 7, item 7): which lock objects may be re-locked
// by the thread that holds them.
//
// A mutex is recursive when it is initialised with a recursive kind: through
// an attribute object set to one (pthread_mutexattr_settype(&a,
// PTHREAD_MUTEX_RECURSIVE) then pthread_mutex_init(&m, &a)), or directly
// (mtx_init(&m, mtx_plain | mtx_recursive)); the models say which functions
// and kinds these are. Objects are named as the lockset engine names locks
// (by base); when an initialisation's object or attribute cannot be named,
// every mutex may be recursive (`unknown_may_be`), which keeps the lockset
// sound at the price of precision.
#pragma once

#include <cstdint>
#include <vector>

#include "facts/fact_store.hpp"
#include "models/classified_event.hpp"

namespace racer::models {

enum class Reentry : std::int8_t {
  No,     // never initialised as recursive: re-locking blocks (self-deadlock)
  Yes,    // every initialisation is recursive: re-locking counts
  Maybe,  // some are, some are not, or the kind is not known
};

struct RecursiveMutexes {
  std::vector<Reentry> of_base;  // index = BaseId; empty: no recursive mutex at all
  bool unknown_may_be = false;   // an initialisation the analysis could not place
  Reentry at(BaseId b) const {
    const Reentry r = b.valid() && b.index() < of_base.size() ? of_base[b.index()] : Reentry::No;
    return r == Reentry::No && unknown_may_be ? Reentry::Maybe : r;
  }
};

RecursiveMutexes find_recursive_mutexes(const facts::FactStore& facts,
                                        const std::vector<ClassifiedEvent>& events);

}  // namespace racer::models
