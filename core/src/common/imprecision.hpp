// Imprecision: why an answer may be incomplete, recorded by any engine.
//
// An engine that has to guess (a lock expression it cannot resolve, a join it
// cannot match, a loop that only spins) records one of these instead of
// failing; the verdict turns relevant ones into "unknown" with their reasons
// and the report lists them. Kinds are stable: reports print their names.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "common/ids.hpp"

namespace racer {

enum class ImprecisionKind : std::int8_t {
  LockExpression,    // lock argument has no known target: lock ignored
  UnlockExpression,  // unlock argument has no known target
  TooManyLockTargets,  // more than 3 targets: only 3 kept
  TryLockStatus,     // trylock result not tracked: both outcomes kept
  UnreleasedLock,    // a thread may exit holding a lock
  AtomicFunction,    // call of an `Atomic: functions` match (global lock)
  ThreadFunction,    // create's thread function unresolved: all candidates
  ThreadArgument,    // thread argument is not a scalar / pointer
  UnmatchedJoin,     // join whose thread-id matches no create (no removal)
  JoinInLoop,        // join inside a loop: threads not removed
  CyclicThreadGraph, // threads create each other: trivial active sets
  ActiveWaiting,     // a loop that only tests a condition (lock-free pattern)
  UnknownPointer,    // access through a pointer with no known target
  MissingArgument,   // call has fewer arguments than its model says
  Recursion,         // recursive call cut
  BlockingAssume,    // __VERIFIER_assume, or abort() inside an atomic function:
                     // a thread may wait there, an order we cannot see
  UnmodelledSync,    // semaphores, barriers, condition variables: they
                     // order threads in ways no engine models
  SemaphoreHandOff,  // a binary semaphore or lock-object lock released by a
                     // thread that does not hold it: not a lock after all
  CallbackRelease,   // a function given to a library function releases a
                     // lock: called back there, it may release the caller's
  EvaFallback,       // the Eva backend's runs did not cover the program (an
                     // over run cut short, Eva failed): the races are the
                     // alias backend's, no verdict no-race (option
                     // "eva_fallback"; never blocks a race verdict)
  Unmodelled,        // a construct whose control or synchronisation the
                     // front end's facts do not follow (setjmp/longjmp, a
                     // synchronisation function called through a pointer):
                     // neither no-race nor a race without a witness holds
                     // (option "unmodelled")
};

struct Imprecision {
  Imprecision() = default;
  Imprecision(ImprecisionKind k, StmtId s, std::string d, ThreadId t = ThreadId())
      : kind(k), stmt(s), detail(std::move(d)), thread(t) {}

  ImprecisionKind kind = ImprecisionKind::LockExpression;
  StmtId stmt;          // where; none for whole-thread facts
  std::string detail;   // e.g. the lock expression's text, the function name
  ThreadId thread;      // the thread concerned, for whole-thread facts
};

// Stable lower-case name of a kind ("lock-expression", ...).
const char* imprecision_name(ImprecisionKind kind);

using Imprecisions = std::vector<Imprecision>;

// The imprecisions as reports show them: one per kind, place and detail
// (the same fact of two threads running one function is one line).
Imprecisions distinct_reports(const Imprecisions& all);

}  // namespace racer
