// Binary semaphores as locks (issue 7, item 6).
//
// A POSIX semaphore every sem_init of which starts it at 1, named as a plain
// object (`&s`), guards a critical section when each thread posts only what
// it waited for: its sem_wait and sem_post are then a lock and an unlock.
// The lockset engine checks the "posts only what it waited for" part: a
// sem_post of a semaphore the thread does not hold is a semaphore-hand-off
// imprecision, which makes any verdict unknown.
//
// A semaphore every sem_init of which starts it at 2 or more (a counting
// semaphore) admits several threads at once: its sem_wait / sem_post are a
// shared (read) lock, which excludes nothing but is checked like one (a
// post without a wait is a hand-off). A permit taken twice, or held across a
// create, join, lock or wait, could keep the others out while they are
// awaited: unmodelled synchronisation (no certain race). Other semaphores
// keep the unmodelled-synchronisation imprecision. A binary semaphore some
// thread posts without ever waiting on it becomes a counting one later,
// once the threads are known (lockset/surplus_posts.hpp).
#pragma once

#include <vector>

#include "facts/fact_store.hpp"
#include "models/classified_event.hpp"

namespace racer::models {

void treat_binary_semaphores(const facts::FactStore& facts, std::vector<ClassifiedEvent>& events);

}  // namespace racer::models
