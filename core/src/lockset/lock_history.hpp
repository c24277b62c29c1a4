// Lock history: which locks are held across thread creations, so that the
// lockset engine carries History and CreatedUnder tokens (lockset.hpp) for
// them and the LH digest (digests/lock_history.cpp) can order accesses.
//
// A thread that creates t while holding mutex m exclusively, and holds m
// until its access a, makes a happen before any access b that t makes after
// it surely acquired m itself: t's acquisition waits for the release, which
// follows a. Only mutexes count: a semaphore or a lock-object function
// (ClassifiedEvent::release_checked) may be released by another thread, a
// counting semaphore held by several. The plan comes from a first lockset
// run: the locks held exclusively at some create statement.
#pragma once

#include <vector>

#include "lockset/lockset.hpp"
#include "threads/thread_graph.hpp"

namespace racer::lockset {

class LocksetResults;

// The mutexes held exclusively (must, object certain) at some thread
// creation in `first`, a lockset run without history tokens. Sorted.
std::vector<LockKey> plan_history(const threads::ThreadGraph& graph, const LocksetResults& first);

}  // namespace racer::lockset
