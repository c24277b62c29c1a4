// Locks and locksets as the lockset, race and deadlock engines share them.
//
// A lock is identified by (base, bit offset) as in RacerF; the read flag
// says whether it is held in shared mode (rwlock rdlock). The special base
// "none" stands for the global atomic-section lock (__VERIFIER_atomic_begin
// and `Atomic: functions`), which every atomic section holds.
#pragma once

#include <compare>
#include <cstdint>
#include <vector>

#include "common/ids.hpp"

namespace racer::lockset {

// Locksets also carry two kinds of tokens that are not locks but ride the
// same path-sensitive, context-sensitive machinery:
enum class KeyKind : std::int8_t {
  Lock,
  // The token of a once control (pthread_once_t, once_flag): held
  // exclusively while its routine runs, and in shared mode by every thread
  // after its once call returned (the routine happened before).
  Once,
  // "This thread has passed `offset` waits of barrier `base`" (always in
  // shared mode, so it never excludes as a lock does; race_pairs compares
  // phases of well-formed barriers).
  Phase,
  // Publication flag `base` (lockset/flags.hpp): held exclusively by its
  // raiser before its first raise, shared by threads that saw it set.
  Flag,
  // Lock history (lockset/lock_history.hpp), always in shared mode:
  // "this thread surely acquired lock (base, offset) since it started" ...
  History,
  // ... and "this thread created thread `aux` while holding lock (base,
  // offset) exclusively, and has held it since".
  CreatedUnder,
};

struct LockKey {
  BaseId base;               // none: the global atomic lock
  // Bits; -1: the object is uncertain (such a lock counts in may sets only);
  // <= -2: a field lock named by the text of its expression, string id
  // -2 - offset (the syntactic backend has no field offsets).
  std::int32_t offset = 0;
  KeyKind kind = KeyKind::Lock;
  std::int32_t aux = -1;  // KeyKind::CreatedUnder: the created thread (ThreadId)
  bool is_atomic_section() const { return !base.valid(); }
  bool is_lock() const { return kind == KeyKind::Lock; }
  friend auto operator<=>(const LockKey&, const LockKey&) = default;
};

struct HeldLock {
  LockKey key;
  bool read = false;  // held in shared mode
  // Where it was acquired (one such place; the deadlock report's trace).
  // Not part of the lock's identity: locksets compare key and mode only.
  ContextId site_ctx;
  StmtId site;
  friend auto operator<=>(const HeldLock& a, const HeldLock& b) {
    if (auto c = a.key <=> b.key; c != 0) return c;
    return a.read <=> b.read;
  }
  friend bool operator==(const HeldLock& a, const HeldLock& b) {
    return a.key == b.key && a.read == b.read;
  }
};

// Sorted by key, at most one entry per key.
using Lockset = std::vector<HeldLock>;

// Locks held before a statement in a context.
// must: held on every path (read = held in shared mode on some path, i.e.
//       the weakest guarantee); may: held on some path (read = shared on
//       every path that holds it).
struct StmtLocks {
  Lockset must;
  Lockset may;
};

// True when some lock is in both sets and not in shared mode in both:
// the two accesses exclude each other. Used by the race checks.
bool excludes(const Lockset& a, const Lockset& b);

// Locks that may be one object: equal keys, or two of one base when either
// is named by its text (a field the syntactic backend has no offset for,
// `&s.m`, is also `(pthread_mutex_t *)&s`) or uncertain (offset -1).
bool may_be_same(const LockKey& a, const LockKey& b);

// True when some lock of `a` may be one of `b`, not both in shared mode:
// two accesses holding them may exclude each other. The check a certain
// race must pass (race_pairs), sound for locks the engines could not tell
// apart.
bool may_exclude(const Lockset& a, const Lockset& b);

// Adds h to s, keeping s sorted; a lock already there stays, in shared mode
// only if both are shared.
void add_held(Lockset& s, const HeldLock& h);

}  // namespace racer::lockset
