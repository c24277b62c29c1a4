// surplus_post_timing: see surplus_timing.hpp.
#include "races/surplus_timing.hpp"

#include <algorithm>
#include <set>
#include <string>

#include "racer/racer.h"
#include "threads/surely_executed.hpp"

namespace racer::races {

racer::Imprecisions surplus_post_timing(const facts::FactStore& facts, const facts::Indexes& index,
                                         const std::vector<models::ClassifiedEvent>& events,
                                         const threads::ThreadGraph& graph,
                                         const threads::ContextTable& contexts,
                                         const active::ActiveThreads& active) {
  racer::Imprecisions out;
  const bool any = std::any_of(events.begin(), events.end(),
                               [](const models::ClassifiedEvent& c) { return c.surplus_post; });
  if (!any) return out;
  const threads::SurelyExecuted surely(facts, index, contexts);
  auto object = [&](const models::ClassifiedEvent& c) { return facts.expressions.base[c.lock.index()]; };
  for (std::size_t p = 0; p < events.size(); ++p) {
    const models::ClassifiedEvent& post = events[p];
    if (!post.surplus_post) continue;
    const std::int32_t sem = object(post);
    const StmtId s(facts.events.stmt[p]);
    const std::int32_t f = facts.statements.function[s.index()];
    // The threads that wait on the semaphore.
    std::set<std::int32_t> wait_functions;
    for (std::size_t e = 0; e < events.size(); ++e)
      if (events[e].cls == models::CallClass::Lock && events[e].counting && events[e].lock.valid() &&
          object(events[e]) == sem)
        wait_functions.insert(facts.statements.function[static_cast<std::size_t>(facts.events.stmt[e])]);
    std::vector<ThreadId> waiters;
    for (std::size_t t = 0; t < graph.threads.size(); ++t)
      if (std::any_of(wait_functions.begin(), wait_functions.end(),
                      [&](std::int32_t w) { return graph.runs[t][static_cast<std::size_t>(w)] > 0; }))
        waiters.emplace_back(static_cast<std::int32_t>(t));
    bool timely = false;
    for (std::size_t t = 0; t < graph.threads.size() && !timely; ++t)
      for (ContextId c : contexts.of_thread(ThreadId(static_cast<std::int32_t>(t)))) {
        if (contexts[c].function.value != f || !surely(c, s)) continue;
        const active::ActiveAt* at = active.at(c, s);
        if (at && std::all_of(waiters.begin(), waiters.end(), [&](ThreadId w) {
              return std::binary_search(at->must.begin(), at->must.end(), w);
            })) {
          timely = true;
          break;
        }
      }
    if (!timely)
      out.push_back({racer::ImprecisionKind::UnmodelledSync, s,
                     std::string(facts.strings.get(StringId(facts.bases.name[static_cast<std::size_t>(sem)]))) +
                         ": a post by a thread that never waits on it may come when no holder runs"});
  }
  return out;
}

}  // namespace racer::races
