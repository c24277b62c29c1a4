// Whether the surplus posts of binary semaphores (lockset/surplus_posts.hpp)
// surely come while the threads that wait on them run.
//
// Such a semaphore counts as a shared permit, so two of its holders may
// race; but they only hold it together once the surplus post has added the
// second permit. A must-race is certain when the post surely runs while
// every thread that waits on the semaphore has been created and not ended
// (it is in the poster's must set there): hold one there, post, and the
// other gets in. Otherwise the post is an unmodelled-synchronisation
// imprecision (the race stays possible).
#pragma once

#include <vector>

#include "active/active_threads.hpp"
#include "common/imprecision.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::races {

racer::Imprecisions surplus_post_timing(const facts::FactStore& facts, const facts::Indexes& index,
                                         const std::vector<models::ClassifiedEvent>& events,
                                         const threads::ThreadGraph& graph,
                                         const threads::ContextTable& contexts,
                                         const active::ActiveThreads& active);

}  // namespace racer::races
