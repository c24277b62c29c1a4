// The per-base state machine: see base_states.hpp.
#include "races/base_states.hpp"

#include <algorithm>

namespace racer::races {

namespace {

void add_once(std::vector<ThreadId>& v, ThreadId t) {
  if (std::find(v.begin(), v.end(), t) == v.end()) v.push_back(t);
}

}  // namespace

void add_to_state(BaseSummary& s, ThreadId t, bool write) {
  const bool first = s.accesses++ == 0;
  // The owner of ReadOnly / Exclusive: the only thread seen so far.
  const ThreadId owner = first ? t : (!s.writers.empty() ? s.writers.front() : s.readers.front());
  add_once(write ? s.writers : s.readers, t);
  if (first) {
    s.state = write ? BaseState::Exclusive : BaseState::ReadOnly;
    return;
  }
  switch (s.state) {
    case BaseState::ReadOnly:
      if (t == owner) {
        if (write) s.state = BaseState::Exclusive;
      } else {
        s.state = write ? BaseState::SharedMod : BaseState::Shared;
      }
      break;
    case BaseState::Exclusive:
      if (t != owner) s.state = BaseState::SharedMod;
      break;
    case BaseState::Shared:
      if (write) s.state = BaseState::SharedMod;
      break;
    case BaseState::SharedMod:
      break;
  }
}

BaseSummary summarise_base(BaseId base, const std::vector<Access>& accesses,
                           const std::vector<std::size_t>& of_base) {
  BaseSummary s{base, BaseState::ReadOnly, {}, {}, 0};
  for (std::size_t a : of_base) add_to_state(s, accesses[a].thread, accesses[a].write);
  return s;
}

bool needs_pair_checks(const BaseSummary& s, const threads::ThreadGraph& graph) {
  if (s.state == BaseState::SharedMod) return true;
  return s.state == BaseState::Exclusive && graph.threads[s.writers.front().index()].multiple;
}

}  // namespace racer::races
