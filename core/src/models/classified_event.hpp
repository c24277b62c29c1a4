// ClassifiedEvent: a CALL or RETURN event of the model, as the models see it.
//
// classify_events runs once after racer_freeze; the engines (threads,
// lockset, active threads, races) read these records and never look up
// function names themselves. A call through a pointer is Plain (RacerF does
// the same: models apply to direct calls only).
#pragma once

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
  bool blocking = true, read = false, reentrant = false;
  // Non-blocking locks: the lvalue receiving the status (events.result).
  ExprId status;
  // The callee prefix-matches an `Atomic: functions` regex.
  bool atomic_function = false;
  // A sem_wait / sem_post of a binary semaphore, taken as lock / unlock.
  bool semaphore = false;
};

// One record per row of facts.events (index = EventId).
std::vector<ClassifiedEvent> classify_events(const facts::FactStore& facts,
                                             const facts::Indexes& index,
                                             const ConcurrencyModel& model);

}  // namespace racer::models
