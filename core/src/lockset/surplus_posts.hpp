// Binary semaphores some thread posts without ever waiting on them.
//
// treat_binary_semaphores takes a semaphore every sem_init starts at 1 as
// a lock. A thread that posts it but never waits on it adds a permit: the
// count can reach 2, and two threads may then hold it at once, so it
// excludes nothing. Its waits and posts become a counting semaphore's
// shared permit (checked like one), and those surplus posts are marked:
// the lockset engine does not take them for hand-offs. Whether such a post
// can come while the permit holders run is for the race engine to check
// (surplus_posts_timing in races/).
#pragma once

#include <vector>

#include "facts/fact_store.hpp"
#include "models/classified_event.hpp"
#include "threads/thread_graph.hpp"

namespace racer::lockset {

void treat_surplus_posts(const facts::FactStore& facts, std::vector<models::ClassifiedEvent>& events,
                         const threads::ThreadGraph& graph);

}  // namespace racer::lockset
