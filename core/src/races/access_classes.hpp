// Access classes: accesses that every may-race condition treats alike.
//
// PairChecker::may_race reads of an access its kind, whether it goes
// through a pointer of unknown target, for an access of a known object its
// base, whether it goes through a resolved pointer and its bit range, and
// what the enabled digests read (digests/digest.hpp: each writes that into
// the signature). Accesses equal in all of these, and of one thread, are
// one class: a pair of two classes may race exactly when a pair of their
// first members does, so the race engine checks pairs of classes, not of
// accesses, and the cost grows with the classes of a location (threads x
// locksets x kinds, in practice), not with the square of its accesses.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "digests/digest.hpp"
#include "findings/race_findings.hpp"

namespace racer::races {

struct AccessClass {
  std::size_t id = 0;                // unique among the classes of one race analysis
  std::vector<std::size_t> members;  // indices into the accesses, in the order given
  ThreadId thread;
  bool write = false;
  std::size_t first() const { return members.front(); }
};

// What of an access a class keeps apart: with `by_location`, the object
// (base, resolved pointer or not, bit range) too; without it, the classes
// span objects (the other side of a pointer of unknown target, which may
// hit any of them).
enum class ClassScope : bool { Behaviour, BehaviourAndLocation };

// Groups `list` (indices into `accesses`) into classes, in order of their
// first member, numbered from `next_id` on (which it advances).
// Deterministic: the same accesses give the same classes.
std::vector<AccessClass> group_accesses(const std::vector<Access>& accesses,
                                        std::span<const std::size_t> list,
                                        const digests::Product& digests, ClassScope scope,
                                        std::size_t& next_id);

}  // namespace racer::races
