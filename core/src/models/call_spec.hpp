// CallSpec: what a concurrency model says about one called function.
//
// The models (share/models/*.yaml, RacerF's schema) map function names to
// these records; every engine reads calls through them, so "is this a lock?"
// is decided in exactly one place. Argument positions are 0-based.
#pragma once

#include <cstdint>

namespace racer::models {

enum class CallClass : std::int8_t {
  Plain,        // not special: an ordinary call
  Lock,         // lock / trylock / timedlock / rdlock / wrlock
  Unlock,
  LockInit,
  LockDestroy,
  CondWait,     // releases and re-acquires lock_pos
  ThreadCreate,
  ThreadJoin,
  AtomicBegin,  // __VERIFIER_atomic_begin: enter the global atomic section
  AtomicEnd,
};

struct CallSpec {
  CallClass cls = CallClass::Plain;
  std::int32_t lock_pos = -1;       // Lock, Unlock, LockInit, LockDestroy, CondWait
  std::int32_t cond_pos = -1;       // CondWait
  bool blocking = true;             // Lock: false for trylock / timedlock
  bool read = false;                // Lock: shared (read) mode of an rwlock
  bool reentrant = false;           // Lock: semaphores modelled as locks
  std::int32_t thread_id_pos = -1;  // ThreadCreate, ThreadJoin
  std::int32_t entry_pos = -1;      // ThreadCreate: the thread function
  std::int32_t arg_pos = -1;        // ThreadCreate: the thread argument
};

}  // namespace racer::models
