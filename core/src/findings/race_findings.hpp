// The findings of the race engine: accesses, per-base states, races, verdict.
//
// Structured data only; report/ turns it into text, JSON and result tables.
// A folder of its own, below races/ (which finds them) and digests/ (which
// judge pairs of accesses for races/): both include it, neither the other's
// results.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/ids.hpp"
#include "common/imprecision.hpp"
#include "lockset/lockset.hpp"

namespace racer::races {

// One memory access of one statement instance (a facts.accesses row seen in
// one context of one thread).
struct Access {
  AccessId row;            // the facts.accesses row
  ContextId ctx;
  StmtId stmt;
  ThreadId thread;
  BaseId base;
  std::int32_t offset_lo = -1, offset_hi = -1;  // bits; -1: whole base
  bool write = false;
  bool precise = false;    // single known target and single-element offset
  // Through a pointer the backend could not resolve: `base` is the pointer
  // variable, the target is any object another thread can reach.
  bool through_pointer = false;
  // Through a pointer that points-to facts resolved: `base` is one of its
  // targets (one Access per target) and `pointer` the pointer variable;
  // none for an access by name.
  BaseId pointer;
  // The access designates one object instance: false with several
  // points-to targets, or a local / thread-local reached through a pointer
  // (whose frame or thread is unknown). Implied by `precise`.
  bool unique = true;
  // Instance key (facts.access_keys): two instances of one thread accessing
  // with the same key reach different objects. None when not keyed.
  StringId key;
  // Object lock (facts.access_guards): the access lies inside an object
  // whose mutex at a fixed path its thread surely holds exclusively; the
  // guard names the object's type and that path. None when unguarded.
  StringId guard;
  // RACER_ACCESS_INSTANCES_MEET: two instances of the thread designate the
  // same object at this statement.
  bool instances_meet = false;
  // RACER_ACCESS_CHILDREN_ENDED: no thread this one created runs here.
  bool children_ended = false;
  // RACER_ACCESS_MEETS_CREATOR: this access and one of the thread's creator
  // (or of a thread it created) designate one object.
  bool meets_creator = false;
  // RACER_ACCESS_MAY: the statement may not make this access, or not on
  // this object (one of several; a library call's access, which Racer
  // does not know to happen). Never the access of a certain race.
  bool may = false;
  // RACER_ACCESS_FRESH: a block the running function allocated, not yet
  // escaped: no other thread reaches it before this access.
  bool fresh = false;
  lockset::StmtLocks locks;
};

enum class BaseState : std::int8_t { ReadOnly, Exclusive, Shared, SharedMod };

struct BaseSummary {
  BaseId base;
  BaseState state;
  std::vector<ThreadId> readers, writers;
  std::int32_t accesses = 0;
};

enum class RaceKind : std::int8_t { Must, May };

// Why a may-race is not a must-race (bit set).
enum MustFailure : std::uint32_t {
  NotPrecise = 1u << 0,
  NotUniqueAccess = 1u << 1,
  WeakBase = 1u << 2,
  NotMustParallel = 1u << 3,
  NotUniqueMalloc = 1u << 4,
  MayLocksetsOverlap = 1u << 5,
  NotSurelyExecuted = 1u << 6,  // an access may be skipped (branch, early return)
  // The schedule that brings the accesses together may not go through
  // (race_schedule.hpp):
  MayWait = 1u << 7,       // a needed thread may wait on the way (condition, unknown call, ...)
  MayEndFirst = 1u << 8,   // a check on the way may end the program first
  LoopOnTheWay = 1u << 9,  // a loop on the way may not end, or not run up to the access
  LockHistory = 1u << 10,  // a needed thread must take a lock a stopped one holds
  // An ordering the engines could not see concerns a needed thread (a spin,
  // an unresolved lock, ...: the blocking imprecisions of verdict.hpp).
  UnseenOrdering = 1u << 11,
  // The facts come from values a thread analysis computed (Eva's runs):
  // they may prove absence (an over-approximating run), never a race,
  // which needs an execution or facts read off the code.
  ComputedValues = 1u << 12,
};
constexpr int kMustFailureCount = 13;

// Two threads that conflict on a location; `certain`: one of their pairs
// passed every must condition (a candidate for the finding's certain pair).
struct ThreadPair {
  ThreadId a, b;  // a <= b
  bool certain = false;
  std::size_t first = 0, second = 0;  // that certain pair (indices into accesses)
};

// One finding per memory location: a variable, a field range of one, a heap
// allocation site, an array (race_locations.hpp), or the accesses through
// one pointer of unknown target with everything they may hit.
struct Race {
  RaceKind kind;
  BaseId base;
  std::int32_t offset_lo = -1, offset_hi = -1;  // bits, the union of the racing ranges; -1: whole base
  // The location is "whatever the pointer `base` points to": every pair
  // has an access through that pointer of unknown target.
  bool through_pointer = false;
  std::uint32_t reasons = 0;  // MustFailure bits of the shown pair; 0 for a must-race
  // The pair shown first: a certain one when the location has one, else
  // the first possible one found (indices into RaceFindings::accesses).
  std::size_t first, second;
  // Every access site (statement, kind, thread) that races with some
  // other here, one Access each (its first context found), by statement.
  std::vector<std::size_t> sites;
  // The conflicting thread pairs, sorted.
  std::vector<ThreadPair> thread_pairs;
  // A concrete execution that brings both accesses to the same object at
  // once (the plug-in's witness search, racer_confirm_race); empty when
  // none was found. A witnessed race is a must-race whatever the
  // imprecisions: the execution shows it happens.
  std::string witness;
  // For a race that passed the must conditions but not the schedule (or
  // an imprecision concerns it): the first obstacle found, for the report.
  std::string obstacle;
  // Why the user asked not to be told about it (report/suppressions.hpp):
  // "in source: ...", "suppression file f:3", "in baseline b.sarif"; empty
  // for a finding to report. It changes no verdict.
  std::string suppressed;
};

enum class Verdict : std::int8_t { Race, NoRace, Unknown };

struct RaceFindings {
  std::vector<Access> accesses;      // every collected access
  std::vector<BaseSummary> bases;    // every base with accesses
  std::vector<Race> races;           // one finding per racing location, by base
  racer::Imprecisions imprecisions; // from the race engine itself
  // A must-race of two non-atomic accesses, one of them in the cycle of a
  // spin on plain data, and every spin is on plain data: the spins hide no
  // ordering that could make all races go away (verdict.cpp).
  bool race_on_plain_spin = false;
  // The time budget (option time_budget) ran out before every pair was
  // checked: the races found stand, their absence elsewhere is not shown.
  bool budget_spent = false;
  Verdict verdict = Verdict::Unknown;
  std::vector<std::string> unknown_reasons;  // filled when verdict is Unknown
};

}  // namespace racer::races
