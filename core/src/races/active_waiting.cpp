// active_waiting_loops: LOOP statements whose cycle does nothing but wait;
// hidden_synchronisation: calls that order threads behind the engines' backs.
#include "races/active_waiting.hpp"

#include <set>
#include <string_view>
#include <vector>

#include "racer/racer.h"
#include "races/collect_accesses.hpp"

namespace racer::races {

namespace {

// Calls a spin may make: one atomic step, giving the processor away, or
// taking and releasing a lock to poll under it (`do { lock(&m); seen =
// ready; unlock(&m); } while (!seen);` waits as much as `while (!ready);`).
bool spin_call(const facts::FactStore& facts, const models::ClassifiedEvent& c, EventId e) {
  using models::CallClass;
  if (c.cls == CallClass::AtomicBegin || c.cls == CallClass::AtomicEnd) return true;
  if (c.cls == CallClass::Lock || c.cls == CallClass::Unlock) return true;
  if (c.cls != CallClass::Plain) return false;
  if (c.atomic_function) return true;
  const FunctionId callee(facts.events.callee[e.index()]);
  if (!callee.valid() || (facts.functions.flags[callee.index()] & RACER_FUNC_HAS_BODY)) return false;
  static constexpr std::string_view kYield[] = {"sched_yield", "pthread_yield", "thrd_yield",
                                                "usleep", "sleep", "nanosleep", "thrd_sleep"};
  const std::string_view name = facts.strings.get(StringId(facts.functions.name[callee.index()]));
  for (std::string_view y : kYield)
    if (name == y) return true;
  return false;
}

}  // namespace

racer::Imprecisions active_waiting_loops(const facts::FactStore& facts,
                                          const facts::Indexes& index,
                                          const std::vector<models::ClassifiedEvent>& events,
                                          const std::vector<bool>& escapes, PlainSpins* plain) {
  const std::size_t n = facts.statements.function.size();
  if (plain) plain->in_cycle.assign(n, false);
  // Statements that change memory another thread (or iteration) can see.
  std::vector<bool> writes(n, false), atomic_step(n, false);
  for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a) {
    if (facts.accesses.flags[a] & RACER_ACCESS_ATOMIC) atomic_step[facts.accesses.stmt[a]] = true;
    if (facts.accesses.kind[a] != RACER_ACCESS_WRITE) continue;
    const std::int32_t flags = facts.accesses.flags[a];
    const std::size_t b = static_cast<std::size_t>(facts.accesses.base[a]);
    const bool own_local = !(flags & RACER_ACCESS_THROUGH_POINTER) &&
                           per_instance(facts, BaseId(facts.accesses.base[a])) && !escapes[b];
    if (!(flags & RACER_ACCESS_ATOMIC) && !own_local) writes[facts.accesses.stmt[a]] = true;
  }
  // Whether a statement may be part of a spin: 1 yes, 2 only when the spin
  // polls under a lock (an assignment to own locals, `seen = ready;`), 0 no.
  std::vector<bool> locks(n, false);
  auto spins = [&](std::size_t s) -> int {
    const StmtId stmt(static_cast<std::int32_t>(s));
    const std::int32_t kind = facts.statements.kind[s];
    if (writes[s]) return 0;
    bool spin_calls = false;
    for (EventId e : index.events_of[stmt]) {
      if (facts.events.kind[e.index()] != RACER_EVENT_CALL || !spin_call(facts, events[e.index()], e))
        return 0;
      if (events[e.index()].cls == models::CallClass::Lock) locks[s] = true;
      spin_calls = true;
    }
    if (kind == RACER_STMT_INSTR) return spin_calls ? 1 : 2;  // assignments alone compute, not wait
    return kind == RACER_STMT_IF || kind == RACER_STMT_SWITCH || kind == RACER_STMT_JUMP ||
                   kind == RACER_STMT_BREAK || kind == RACER_STMT_CONTINUE || kind == RACER_STMT_BLOCK ||
                   kind == RACER_STMT_LOOP
               ? 1
               : 0;
  };

  // The cycle of a loop is its natural loop: what reaches a back edge
  // (a predecessor only reachable through the loop) without passing the
  // loop. Strongly connected components would merge an inner spin with the
  // work of an outer loop around it.
  std::vector<std::vector<StmtId>> preds(n);
  for (std::size_t s = 0; s < n; ++s)
    for (StmtId t : index.successors_of[StmtId(static_cast<std::int32_t>(s))])
      preds[t.index()].emplace_back(static_cast<std::int32_t>(s));
  std::vector<std::int32_t> outside(n, -1), inside(n, -1);  // stamped with the loop
  racer::Imprecisions out;
  for (std::size_t l = 0; l < n; ++l) {
    if (facts.statements.kind[l] != RACER_STMT_LOOP) continue;
    const std::int32_t stamp = static_cast<std::int32_t>(l);
    const StmtId loop(stamp);
    const StmtId entry(facts.functions.entry_stmt[static_cast<std::size_t>(facts.statements.function[l])]);
    std::vector<StmtId> todo;
    if (entry.valid() && entry != loop) todo.push_back(entry);
    while (!todo.empty()) {  // reachable from the entry avoiding the loop
      const StmtId s = todo.back();
      todo.pop_back();
      if (outside[s.index()] == stamp) continue;
      outside[s.index()] = stamp;
      for (StmtId t : index.successors_of[s])
        if (t != loop) todo.push_back(t);
    }
    inside[l] = stamp;
    for (StmtId p : preds[l])
      if (outside[p.index()] != stamp) todo.push_back(p);
    if (todo.empty()) continue;  // never iterates
    int kind = spins(l);
    bool spin = kind != 0, computes = kind == 2, polls = locks[l];
    std::vector<StmtId> cycle{loop};
    while (!todo.empty() && spin) {
      const StmtId s = todo.back();
      todo.pop_back();
      if (inside[s.index()] == stamp) continue;
      inside[s.index()] = stamp;
      cycle.push_back(s);
      kind = spins(s.index());
      spin = kind != 0;
      computes = computes || kind == 2;
      polls = polls || locks[s.index()];
      for (StmtId p : preds[s.index()]) todo.push_back(p);
    }
    // A loop that computes locals only waits when it polls under a lock.
    if (!spin || (computes && !polls)) continue;
    out.push_back({racer::ImprecisionKind::ActiveWaiting, loop, ""});
    if (!plain) continue;
    // Plain: no atomic read and no call but yields (spin_call's others are
    // atomic steps).
    bool plain_data = true;
    for (StmtId s : cycle) {
      if (atomic_step[s.index()]) plain_data = false;
      for (EventId e : index.events_of[s])
        if (events[e.index()].cls != models::CallClass::Plain || events[e.index()].atomic_function)
          plain_data = false;
    }
    if (!plain_data) plain->all_plain = false;
    else
      for (StmtId s : cycle) plain->in_cycle[s.index()] = true;
  }
  return out;
}

racer::Imprecisions hidden_synchronisation(const facts::FactStore& facts,
                                            const std::vector<models::ClassifiedEvent>& events) {
  using models::CallClass;
  racer::Imprecisions out;
  std::set<std::int32_t> atomic_functions;
  // Atomic functions the models take as locks (`lock-object:`) wait by
  // design: their aborts are the lock's blocking, which the lockset models.
  for (std::size_t e = 0; e < events.size(); ++e)
    if (events[e].atomic_function && events[e].cls == CallClass::Plain && facts.events.callee[e] >= 0)
      atomic_functions.insert(facts.events.callee[e]);
  std::set<std::pair<int, std::int32_t>> seen;
  auto add = [&](racer::ImprecisionKind k, StmtId s, std::string_view what) {
    if (seen.insert({static_cast<int>(k), s.value}).second) out.push_back({k, s, std::string(what)});
  };
  for (std::size_t e = 0; e < facts.events.stmt.size(); ++e) {
    const FunctionId callee(facts.events.callee[e]);
    if (facts.events.kind[e] != RACER_EVENT_CALL || !callee.valid()) continue;
    const StmtId s(facts.events.stmt[e]);
    const std::string_view name = facts.strings.get(StringId(facts.functions.name[callee.index()]));
    // Semaphores that are not binary ones taken as locks (those are Lock /
    // Unlock by now) and condition variables can order threads; signalling
    // is not assumed to order anything, so they only keep a race from
    // being certain. Barriers are the barrier phases' business.
    switch (events[e].cls) {
      case CallClass::SemWait:
      case CallClass::SemPost:
      case CallClass::CondWait:
      case CallClass::CondSignal:
        add(racer::ImprecisionKind::UnmodelledSync, s, name);
        break;
      default: break;
    }
    // Frama-C's own stdatomic.h stubs store with a plain write after the
    // marker call: those writes are atomic in the program, not in the model.
    if (name == "__fc_atomic_store_marker" || name == "__fc_atomic_store_explicit_marker" ||
        name == "__fc_atomic_init_marker")
      add(racer::ImprecisionKind::UnmodelledSync, s,
          std::string(name) + ": Frama-C's stdatomic.h stores plainly");
    if (name == "__VERIFIER_assume") add(racer::ImprecisionKind::BlockingAssume, s, name);
    const std::int32_t caller = facts.statements.function[s.index()];
    // The front end marks the library functions that end the program
    // noreturn even when a file declares them without the attribute
    // (SV-COMP's `extern void abort(void);`): the list lives there only.
    const bool ends = (facts.functions.flags[callee.index()] & RACER_FUNC_NORETURN) != 0;
    if (ends && atomic_functions.count(caller))
      add(racer::ImprecisionKind::BlockingAssume, s, name);
  }
  return out;
}

}  // namespace racer::races
