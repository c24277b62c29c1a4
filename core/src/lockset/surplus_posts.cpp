// treat_surplus_posts: see surplus_posts.hpp.
#include "lockset/surplus_posts.hpp"

#include <map>
#include <set>

#include "racer/racer.h"

namespace racer::lockset {

void treat_surplus_posts(const facts::FactStore& facts, std::vector<models::ClassifiedEvent>& events,
                         const threads::ThreadGraph& graph) {
  using models::CallClass;
  // The semaphore object of a binary semaphore's wait or post, else -1.
  auto object = [&](const models::ClassifiedEvent& c) -> std::int32_t {
    if (!c.release_checked || c.counting || !c.lock.valid()) return -1;
    if (c.cls != CallClass::Lock && c.cls != CallClass::Unlock) return -1;
    if (facts.expressions.shape[c.lock.index()] != RACER_EXPR_ADDR_OF || facts.expressions.flags[c.lock.index()] != 0)
      return -1;
    return facts.expressions.base[c.lock.index()];
  };
  // Per semaphore: the functions that wait on it, that post it.
  std::map<std::int32_t, std::set<std::int32_t>> waits, posts;
  for (std::size_t e = 0; e < events.size(); ++e) {
    const std::int32_t s = object(events[e]);
    if (s < 0) continue;
    const std::int32_t f = facts.statements.function[static_cast<std::size_t>(facts.events.stmt[e])];
    (events[e].cls == CallClass::Lock ? waits : posts)[s].insert(f);
  }
  if (posts.empty()) return;
  // Per thread: the functions it may run (the thread graph's call counts).
  std::vector<std::set<std::int32_t>> runs(graph.threads.size());
  for (std::size_t t = 0; t < graph.threads.size(); ++t)
    for (std::size_t f = 0; f < graph.runs[t].size(); ++f)
      if (graph.runs[t][f] > 0) runs[t].insert(static_cast<std::int32_t>(f));
  auto meets = [](const std::set<std::int32_t>& a, const std::set<std::int32_t>& b) {
    for (std::int32_t x : a)
      if (b.count(x)) return true;
    return false;
  };
  for (const auto& [sem, posting] : posts) {
    const std::set<std::int32_t>& waiting = waits[sem];
    // Functions posting it that only threads never waiting on it run.
    std::set<std::int32_t> surplus_functions;
    bool surplus = false;
    for (const std::set<std::int32_t>& r : runs) {
      if (!meets(r, posting) || meets(r, waiting)) continue;
      surplus = true;
      for (std::int32_t f : posting)
        if (r.count(f)) surplus_functions.insert(f);
    }
    if (!surplus) continue;
    for (const std::set<std::int32_t>& r : runs)
      if (meets(r, waiting))
        for (std::int32_t f : r) surplus_functions.erase(f);
    for (std::size_t e = 0; e < events.size(); ++e) {
      if (object(events[e]) != sem) continue;
      models::ClassifiedEvent& c = events[e];
      c.counting = true;
      c.read = true;
      const std::int32_t f = facts.statements.function[static_cast<std::size_t>(facts.events.stmt[e])];
      c.surplus_post = c.cls == CallClass::Unlock && surplus_functions.count(f) != 0;
    }
  }
}

}  // namespace racer::lockset
