// ClassifiedEvent: a CALL or RETURN event of the model, as the models see it.
//
// classify_events runs once after racer_freeze; the engines (threads,
// lockset, active threads, races) read these records and never look up
// function names themselves. A call through a pointer is Plain (RacerF does
// the same: models apply to direct calls only).
#pragma once

#include <string_view>
#include <vector>

#include "common/ids.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/call_spec.hpp"
#include "models/concurrency_model.hpp"

namespace racer::models {

struct ClassifiedEvent {
  CallClass cls = CallClass::Plain;  // Plain for ordinary calls and RETURN events
  // The argument expressions the spec points at; none when the call has
  // fewer arguments than the spec's position (recorded as an imprecision).
  ExprId lock, cond, thread_id, entry, arg;
  // Lock / Unlock of a named global (`lock-object:`); none when the spec
  // uses an argument, or when no global has that name.
  BaseId lock_base;
  bool lock_object_missing = false;  // `lock-object:` names no global
  // Once: control and routine; Barrier*: barrier, count; Sem*: semaphore,
  // value; LockInit / MutexAttrKind: attribute; MutexAttrKind: kind.
  ExprId object, routine, count, value, attr, kind;
  // MutexAttrKind, LockInit with a kind: whether the kind given makes
  // mutexes recursive (Maybe: a kind the text does not tell, a variable).
  enum class Recursive : std::int8_t { No, Yes, Maybe } recursive = Recursive::No;
  bool blocking = true, read = false, reentrant = false;
  // Non-blocking locks: the lvalue receiving the status (events.result).
  ExprId status;
  // The callee prefix-matches an `Atomic: functions` regex.
  bool atomic_function = false;
  // An `Atomic: operations` function: the object its argument points to is
  // accessed atomically (the plug-in flags those accesses).
  ExprId atomic_object;
  AtomicAccess atomic_access = AtomicAccess::None;
  // A lock / unlock that is not a mutex's (a binary semaphore's sem_wait /
  // sem_post, a `lock-object:` function such as SV-COMP's atomic
  // test-and-set): nothing stops a thread that does not hold it from
  // releasing it, and if one does, it is a hand-off, not a critical section.
  bool release_checked = false;
  // A counting semaphore's sem_wait / sem_post taken as a shared (read)
  // lock: its permits never exclude each other (treat_binary_semaphores).
  bool counting = false;
  // A post of a binary semaphore by a thread that never waits on it
  // (lockset/surplus_posts.hpp): it adds a permit, it hands none over.
  bool surplus_post = false;
};

// The text of a constant expression without its casts (`(unsigned)1` ->
// `1`, enum items by name); empty when `e` is not a constant.
std::string_view constant_text(const facts::FactStore& facts, ExprId e);

// Index = FunctionId: the functions without a body that the models list
// under `Library: returns` (ConcurrencyModel::returns_promptly).
std::vector<bool> returning_functions(const facts::FactStore& facts, const ConcurrencyModel& model);

// One record per row of facts.events (index = EventId).
std::vector<ClassifiedEvent> classify_events(const facts::FactStore& facts,
                                             const facts::Indexes& index,
                                             const ConcurrencyModel& model);

}  // namespace racer::models
