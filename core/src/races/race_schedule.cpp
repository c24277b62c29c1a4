// RaceSchedule: see race_schedule.hpp.
#include "races/race_schedule.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <utility>

#include "racer/racer.h"
#include "threads/surely_executed.hpp"
#include "threads/cfg_loops.hpp"

namespace racer::races {

namespace {

using lockset::HeldLock;
using lockset::Lockset;

bool is_lock(const HeldLock& h) { return h.key.kind == lockset::KeyKind::Lock; }

// A lock wanted is blocked by one held when it is the same lock, not both
// in shared mode, or when either object is uncertain (it may be any lock).
// The first such pair (wanted, held), if any.
std::optional<std::pair<HeldLock, HeldLock>> blocker(const Lockset& want, const Lockset& held) {
  for (const HeldLock& w : want) {
    if (!is_lock(w)) continue;
    for (const HeldLock& h : held) {
      if (!is_lock(h)) continue;
      const bool uncertain = w.key.offset == -1 || h.key.offset == -1;
      if (uncertain || (lockset::may_be_same(w.key, h.key) && !(w.read && h.read))) return std::pair{w, h};
    }
  }
  return std::nullopt;
}

void unite(Lockset& into, const Lockset& more) {
  for (const HeldLock& h : more) lockset::add_held(into, h);
}

}  // namespace

struct RaceSchedule::Part {
  ThreadId t;
  bool racer = false;
  std::vector<StmtId> stops;    // where it stops: its accesses, its creates of needed threads
  std::vector<StmtId> creates;  // its creates of needed threads
  std::vector<bool> code;       // index = StmtId: what it runs before it stops
};

RaceSchedule::RaceSchedule(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events,
                           const std::vector<bool>& returning, const threads::ThreadGraph& graph,
                           const threads::ContextTable& contexts, const lockset::LocksetResults& locks,
                           const RaceDependencies& deps)
    : facts_(facts), index_(index), graph_(graph), contexts_(contexts), locks_(locks),
      segments_(facts, index, events, graph), surely_(facts, index, contexts) {
  const std::size_t n = facts.statements.function.size();
  wait_.resize(n);
  ends_.assign(n, false);
  free_choice_.assign(n, false);
  joins_.resize(n);
  is_join_.assign(n, false);
  loop_flags_.assign(n, 0);
  loop_test_.assign(n, false);
  cycle_ = threads::loop_components(facts, index);
  finishes_ = threads::finishing_statements(facts, index);

  using models::CallClass;
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (facts.events.kind[e] == RACER_EVENT_CALLBACK) {
      // The library may run the function before it returns: its waits
      // and lock operations are the caller's then.
      wait_[static_cast<std::size_t>(facts.events.stmt[e])] = "a call that may call a function of the program back";
      continue;
    }
    if (facts.events.kind[e] != RACER_EVENT_CALL) continue;
    const StmtId s(facts.events.stmt[e]);
    const models::ClassifiedEvent& c = events[e];
    std::string& why = wait_[s.index()];
    switch (c.cls) {
      case CallClass::CondWait: why = "a condition wait"; break;
      case CallClass::SemWait:
        if (c.blocking) why = "a semaphore wait";
        break;
      case CallClass::BarrierWait: why = "a barrier wait"; break;
      case CallClass::Lock:
        // A counting semaphore's permit is a shared lock for exclusion, but
        // a wait blocks once the permits are gone, however many: a count
        // the schedule does not keep.
        if (c.counting && c.blocking) why = "a semaphore wait";
        break;
      case CallClass::Plain: {
        if (c.atomic_access != models::AtomicAccess::None) break;  // an atomic step returns
        const std::vector<FunctionId> targets = threads::call_targets(facts, index, EventId(static_cast<std::int32_t>(e)));
        if (targets.empty()) why = "a call through a pointer to no known function";
        for (FunctionId f : targets) {
          const std::int32_t flags = facts.functions.flags[f.index()];
          if ((flags & (RACER_FUNC_HAS_BODY | RACER_FUNC_NORETURN)) || returning[f.index()]) continue;
          why = "a call of " + std::string(facts.strings.get(StringId(facts.functions.name[f.index()]))) +
                ", which has no body and no model saying it returns";
        }
        break;
      }
      default: break;
    }
  }
  for (std::size_t s = 0; s < n; ++s) ends_[s] = threads::ends_execution(facts, index, StmtId(static_cast<std::int32_t>(s)));
  for (const RaceDependencies::Join& j : deps.joins()) {
    is_join_[j.stmt.index()] = true;
    auto& to = joins_[j.stmt.index()];
    to.insert(to.end(), j.candidates.begin(), j.candidates.end());
  }
  for (std::size_t b = 0; b < facts.branches.stmt.size(); ++b)
    if (facts.bases.flags[static_cast<std::size_t>(facts.branches.var[b])] & RACER_BASE_FREE_CHOICE)
      free_choice_[static_cast<std::size_t>(facts.branches.stmt[b])] = true;
  for (std::size_t r = 0; r < facts.loops.stmt.size(); ++r)
    loop_flags_[static_cast<std::size_t>(facts.loops.stmt[r])] = facts.loops.flags[r];
  for (std::size_t s = 0; s < n; ++s)
    if (facts.statements.kind[s] == RACER_STMT_LOOP)
      for (StmtId y : index.successors_of[StmtId(static_cast<std::int32_t>(s))]) loop_test_[y.index()] = true;
}

bool RaceSchedule::repeats(ThreadId t) const {
  const StmtId c = graph_.threads[t.index()].create;
  if (!c.valid() || cycle_[c.index()] < 0) return false;
  const std::int32_t cycle = cycle_[c.index()];
  std::size_t loops = 0;
  bool repeated = false;
  for (std::size_t s = 0; s < cycle_.size(); ++s) {
    if (cycle_[s] != cycle) continue;
    if (facts_.statements.kind[s] == RACER_STMT_LOOP) {
      ++loops;
      repeated = (loop_flags_[s] & RACER_LOOP_REPEATED) != 0;
    }
    if (is_join_[s] && std::find(joins_[s].begin(), joins_[s].end(), t) != joins_[s].end()) return false;
  }
  return loops == 1 && repeated &&
         surely_.in_function(FunctionId(facts_.statements.function[c.index()]), c);
}

std::string RaceSchedule::where(StmtId s) const {
  const StringId file(facts_.statements.file[s.index()]);
  std::string name = file.valid() ? std::string(facts_.strings.get(file)) : std::string("?");
  if (auto slash = name.rfind('/'); slash != std::string::npos) name = name.substr(slash + 1);
  return name + ":" + std::to_string(facts_.statements.line[s.index()]);
}

std::string RaceSchedule::thread_name(ThreadId t) const {
  const threads::Thread& th = graph_.threads[t.index()];
  std::string name(facts_.strings.get(StringId(facts_.functions.name[th.entry.index()])));
  if (th.create.valid()) name += ":" + std::to_string(facts_.statements.line[th.create.index()]);
  return name;
}

bool RaceSchedule::surely_reached(ThreadId t, StmtId s) const {
  for (ContextId k : contexts_.of_thread(t))
    if (contexts_[k].function.value == facts_.statements.function[s.index()] && surely_(k, s)) return true;
  return false;
}

bool RaceSchedule::self_wait(ThreadId t, StmtId s) const {
  for (ContextId k : contexts_.of_thread(t))
    if (contexts_[k].function.value == facts_.statements.function[s.index()] && locks_.waits_for_itself(k, s))
      return true;
  return false;
}

bool RaceSchedule::obstacles(const Part& p, const std::vector<Role>& role, ScheduleCheck& out) const {
  const std::string who = "thread " + thread_name(p.t);
  std::map<std::int32_t, std::vector<StmtId>> cycles;  // cycle -> its loop statements
  for (std::size_t i = 0; i < p.code.size(); ++i) {
    if (!p.code[i]) continue;
    const StmtId s(static_cast<std::int32_t>(i));
    if (!wait_[i].empty()) {
      out.reasons |= MayWait;
      out.detail = who + " may wait at " + where(s) + " (" + wait_[i] + ")";
      return true;
    }
    // A join waits for a thread that runs to its end (all that this one may
    // join do, by construction), but the racing threads stop at their
    // accesses.
    if (is_join_[i])
      for (ThreadId m : joins_[i])
        if (role[m.index()] != Role::Whole) {
          out.reasons |= MayWait;
          out.detail = who + " may wait at " + where(s) + " (a join of a thread that may not end first)";
          return true;
        }
    if (self_wait(p.t, s)) {
      out.reasons |= MayWait;
      out.detail = who + " may wait at " + where(s) + " for a lock it holds";
      return true;
    }
    // A way that branches off to where the thread never gets back (abort,
    // exit, pthread_exit, a loop that never ends): unless the branch is a
    // free choice, some execution may take it every time.
    bool ending = ends_[i];
    if (!free_choice_[i])
      for (StmtId z : index_.successors_of[s]) ending = ending || (!p.code[z.index()] && !finishes_[z.index()]);
    if (ending) {
      out.reasons |= MayEndFirst;
      out.detail = who + " may stop for good at " + where(s) + " before it gets there";
      return true;
    }
    if (cycle_[i] >= 0) {
      auto& loops = cycles[cycle_[i]];
      if (facts_.statements.kind[i] == RACER_STMT_LOOP) loops.push_back(s);
    }
  }
  for (const auto& entry : cycles) {
    // Named, not a structured binding: lambdas below capture them.
    const std::int32_t cycle = entry.first;
    const auto& loops = entry.second;
    StmtId stop;
    for (StmtId s : p.stops)
      if (cycle_[s.index()] == cycle) stop = s;
    const auto all = [&](std::int32_t flag) {
      return !loops.empty() && std::all_of(loops.begin(), loops.end(), [&](StmtId l) {
        return (loop_flags_[l.index()] & flag) != 0;
      });
    };
    const StmtId at = loops.empty() ? StmtId() : loops.front();
    std::string place = at.valid() ? where(at) : std::string("a cycle of gotos");
    if (stop.valid()) {
      // Stopping inside: the first iteration must get there. A loop's own
      // test is reached on entry.
      const bool at_test = loops.size() == 1 && loop_test_[stop.index()] &&
                           std::any_of(index_.successors_of[loops.front()].begin(),
                                       index_.successors_of[loops.front()].end(),
                                       [&](StmtId y) { return y == stop; });
      const bool ok = at_test || (all(RACER_LOOP_ENTERED) && (loops.size() == 1 || all(RACER_LOOP_BOUNDED)));
      if (!ok) {
        out.reasons |= LoopOnTheWay;
        out.detail = who + ": the loop at " + place + " may not run up to " + where(stop);
        return true;
      }
    } else if (!all(RACER_LOOP_BOUNDED)) {
      out.reasons |= LoopOnTheWay;
      out.detail = who + ": the loop at " + place + " may not end";
      return true;
    }
  }
  return false;
}

Lockset RaceSchedule::acquired(const Part& p) const {
  std::map<std::int32_t, std::vector<ContextId>> by_function;
  for (ContextId k : contexts_.of_thread(p.t)) by_function[contexts_[k].function.value].push_back(k);
  Lockset out;
  for (std::size_t i = 0; i < p.code.size(); ++i) {
    if (!p.code[i]) continue;
    auto it = by_function.find(facts_.statements.function[i]);
    if (it == by_function.end()) continue;
    for (ContextId k : it->second)
      if (const Lockset* l = locks_.acquired_at(k, StmtId(static_cast<std::int32_t>(i)))) unite(out, *l);
  }
  return out;
}

Lockset RaceSchedule::held_at(ThreadId t, StmtId s) const {
  Lockset out;
  for (ContextId k : contexts_.of_thread(t))
    if (contexts_[k].function.value == facts_.statements.function[s.index()])
      if (const lockset::StmtLocks* l = locks_.at(k, s)) unite(out, l->may);
  return out;
}

ScheduleCheck RaceSchedule::check(const Access& a, const Access& b) const {
  ScheduleCheck out;
  // Who the schedule runs, and how far: the racing threads to their
  // accesses; a thread that a thread it runs may join on the way, to its
  // end; the creators of all these, to their creates of them. Grown to a
  // fixpoint over the code each one runs.
  const std::size_t n = graph_.threads.size();
  std::vector<Role> role(n, Role::None);
  role[a.thread.index()] = role[b.thread.index()] = Role::Racer;
  std::vector<Part> parts;
  for (bool grew = true; grew;) {
    grew = false;
    parts.clear();
    for (std::size_t t = 0; t < n; ++t) {
      if (role[t] == Role::None) continue;
      Part p;
      p.t = ThreadId(static_cast<std::int32_t>(t));
      p.racer = role[t] == Role::Racer;
      for (const threads::ThreadEdge& e : graph_.edges)
        if (e.parent == p.t && e.child != p.t && role[e.child.index()] != Role::None &&
            std::find(p.creates.begin(), p.creates.end(), e.stmt) == p.creates.end())
          p.creates.push_back(e.stmt);
      p.stops = p.creates;
      if (p.t == a.thread) p.stops.push_back(a.stmt);
      if (p.t == b.thread) p.stops.push_back(b.stmt);
      if (role[t] == Role::Whole) {
        p.code = segments_.whole(p.t);
        p.stops.clear();  // it runs to its end
      } else {
        p.code.assign(facts_.statements.function.size(), false);
        for (StmtId s : p.stops) {
          const std::vector<bool>& way = segments_.before(p.t, s);
          for (std::size_t i = 0; i < way.size(); ++i)
            if (way[i]) p.code[i] = true;
        }
      }
      for (std::size_t i = 0; i < p.code.size(); ++i)
        if (p.code[i] && is_join_[i])
          for (ThreadId m : joins_[i])
            if (role[m.index()] == Role::None || role[m.index()] == Role::Creator) {
              role[m.index()] = Role::Whole;
              grew = true;
            }
      for (const threads::ThreadEdge& e : graph_.edges)
        if (e.child == p.t && role[e.parent.index()] == Role::None) {
          role[e.parent.index()] = Role::Creator;
          grew = true;
        }
      parts.push_back(std::move(p));
    }
  }
  for (const Part& p : parts) {
    if (obstacles(p, role, out)) return out;
    // The creates it stops at must run (the accesses' own check is the
    // must conditions'): a way that returns before a create leaves that
    // thread, and its access, out of the execution.
    for (StmtId c : p.creates)
      if (!surely_reached(p.t, c)) {
        out.reasons |= NotSurelyExecuted;
        out.detail = "thread " + thread_name(p.t) + " may return before its create at " + where(c);
        return out;
      }
  }

  // Lock history. Stopped threads hold: creators what they hold at their
  // creates, the racing threads what they hold at their accesses.
  std::vector<Lockset> acq(parts.size()), at_creates(parts.size());
  for (std::size_t i = 0; i < parts.size(); ++i) {
    acq[i] = acquired(parts[i]);
    for (StmtId c : parts[i].creates) unite(at_creates[i], held_at(parts[i].t, c));
  }
  const auto others_creates = [&](std::size_t i) {
    Lockset o;
    for (std::size_t j = 0; j < parts.size(); ++j)
      if (j != i) unite(o, at_creates[j]);
    return o;
  };
  const auto fail = [&](std::size_t i, const HeldLock& want, const HeldLock& held) {
    const auto name = [&](const HeldLock& h) {
      if (h.key.is_atomic_section()) return std::string("the atomic section");
      return std::string(facts_.strings.get(StringId(facts_.bases.name[h.key.base.index()]))) +
             (h.key.offset == -1 ? " (an uncertain lock)" : "");
    };
    out.reasons |= LockHistory;
    out.detail = "thread " + thread_name(parts[i].t) + " may have to take " + name(want) +
                 ", which a thread the race stops holds " + name(held);
  };
  Lockset at_accesses = a.locks.may;
  unite(at_accesses, b.locks.may);
  std::size_t ia = parts.size(), ib = parts.size();
  for (std::size_t i = 0; i < parts.size(); ++i) {
    if (parts[i].t == a.thread) ia = i;
    if (parts[i].t == b.thread) ib = i;
    if (parts[i].racer) continue;
    Lockset stopped = others_creates(i);
    unite(stopped, at_accesses);
    if (const auto clash = blocker(acq[i], stopped)) {
      fail(i, clash->first, clash->second);
      return out;
    }
  }
  if (ia == parts.size() || ib == parts.size()) return out;  // not expected: racers are needed
  // One order: `first` runs to its access, then `second` runs to its own.
  // The first thread found blocked, with the clash, if it does not go through.
  using Clash = std::optional<std::pair<std::size_t, std::pair<HeldLock, HeldLock>>>;
  const auto order = [&](std::size_t first, std::size_t second, const Lockset& first_holds) -> Clash {
    if (const auto c = blocker(acq[first], others_creates(first))) return std::pair{first, *c};
    Lockset stopped = others_creates(second);
    unite(stopped, first_holds);
    if (const auto c = blocker(acq[second], stopped)) return std::pair{second, *c};
    return std::nullopt;
  };
  const Clash ab = order(ia, ib, a.locks.may);
  if (!ab) return out;
  const Clash ba = order(ib, ia, b.locks.may);
  if (!ba) return out;
  fail(ab->first, ab->second.first, ab->second.second);
  return out;
}

}  // namespace racer::races
