// CallSpec: what a concurrency model says about one called function.
//
// The models (share/models/*.yaml, RacerF's schema plus Racer's sections for
// once, barriers, semaphores, condition signals, mutex attributes and atomic
// operations) map function names to these records; every engine reads calls
// through them, so "is this a lock?" is decided in exactly one place.
// Argument positions are 0-based; -1 means "not given".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

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
  // 10 is RACER_CALL_ATOMIC_FUNCTION in the C ABI (not a class of its own).
  CondSignal = 11,  // pthread_cond_signal / broadcast: no effect (no ordering assumed)
  Once,         // pthread_once / call_once: runs routine_pos at most once
  BarrierInit,
  BarrierWait,
  BarrierDestroy,
  SemInit,
  SemWait,      // blocking: sem_wait; not: sem_trywait / sem_timedwait
  SemPost,
  MutexAttrKind,  // pthread_mutexattr_settype: says whether mutexes are recursive
};

// How an atomic operation accesses the object it is given.
enum class AtomicAccess : std::int8_t { None = 0, Read = 1, Write = 2, ReadWrite = 3 };

struct CallSpec {
  CallClass cls = CallClass::Plain;
  std::int32_t lock_pos = -1;       // Lock, Unlock, LockInit, LockDestroy, CondWait
  // Lock, Unlock: the function acts on this global instead of an argument
  // (`lock-object:`, e.g. SV-COMP's __VERIFIER_atomic_acquire on `m`).
  std::string lock_object;
  std::int32_t attr_pos = -1;       // LockInit: the mutex attribute; MutexAttrKind: the attribute
  std::int32_t kind_pos = -1;       // MutexAttrKind: the kind argument
  std::vector<std::string> recursive_kinds;  // MutexAttrKind: kinds meaning "recursive"
  std::int32_t cond_pos = -1;       // CondWait, CondSignal
  bool blocking = true;             // Lock, SemWait: false for try / timed variants
  bool read = false;                // Lock: shared (read) mode of an rwlock
  bool reentrant = false;           // Lock: re-locking a held lock does not block
  std::int32_t thread_id_pos = -1;  // ThreadCreate, ThreadJoin
  std::int32_t entry_pos = -1;      // ThreadCreate: the thread function
  std::int32_t arg_pos = -1;        // ThreadCreate: the thread argument
  // Once: the control; Barrier*: the barrier; Sem*: the semaphore.
  std::int32_t object_pos = -1;
  std::int32_t routine_pos = -1;    // Once: the routine run at most once
  std::int32_t count_pos = -1;      // BarrierInit: the number of threads
  std::int32_t value_pos = -1;      // SemInit: the initial value
  // A Plain library call that performs one atomic operation on the object
  // its argument atomic_pos points to (`Atomic: operations`).
  std::int32_t atomic_pos = -1;
  AtomicAccess atomic_access = AtomicAccess::None;
};

}  // namespace racer::models
