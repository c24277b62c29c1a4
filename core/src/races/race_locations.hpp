// Race locations: racing classes of accesses grouped into one finding per
// memory location, without keeping the pairs.
//
// A location is a base and a range of it: the ranges found racing on one
// base are merged where they overlap, so that the fields of a structure
// are locations of their own while an array indexed anywhere (its whole
// range) is one. Races with an access through a pointer of unknown target
// form the location of that pointer ("what p points to"), whatever object
// their other access names: the uncertainty is the pointer's, and one
// finding per pointer keeps a report readable where such a pointer may hit
// every shared object. A finding keeps its access sites (statement, kind,
// thread), its conflicting thread pairs with a certain pair each where one
// exists, and the pair it shows first (a certain one when there is one).
//
// The race engine hands over classes of accesses (access_classes.hpp) that
// may race: every member of both is a site. A class already taken in by a
// finding is not walked again, so the work grows with the sites of each
// location, not with the pairs of classes that reach it.
#pragma once

#include <cstdint>
#include <map>
#include <span>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "races/access_classes.hpp"
#include "findings/race_findings.hpp"
#include "races/race_pairs.hpp"

namespace racer::races {

class RaceLocations {
 public:
  explicit RaceLocations(const std::vector<Access>& accesses) : accesses_(accesses) {}

  // The location of `p` already has a certain pair for p's two threads:
  // looking for one among other members of the same classes is moot.
  bool has_certain(const RacingPair& p) const;
  // Classes `x` and each of `ys` may race at p's location (`p`: a pair of
  // x's first member and a member of ys[0], the one to show if better than
  // the location's). Every member of them is a site, each (x, y) thread
  // pair conflicts, certainly for p's threads when p is certain.
  void add(RacingPair p, const AccessClass& x, std::span<const AccessClass* const> ys);
  // Accesses of class `x` go through a pointer of unknown target and may
  // race with accesses of each thread of `threads` (p: one such pair, at
  // the pointer's location). The location's sites are x's members, and
  // those of `met` (accesses they may race with), at most kCounterparts
  // per location (a pointer of unknown target may meet every
  // shared object: listing them all is neither readable nor cheap).
  void add_pointer(RacingPair p, const AccessClass& x, std::span<const std::size_t> met,
                   std::span<const ThreadId> threads);
  static constexpr std::size_t kCounterparts = 64;
  // The findings, by base, pointer locations after the object ones, then
  // range; sites by statement; thread pairs sorted.
  std::vector<Race> take();

 private:
  struct Building {
    Race race;
    bool alive = true;
    std::unordered_set<std::uint64_t> site_keys;
    std::unordered_set<std::size_t> classes;                    // AccessClass ids taken in
    std::size_t counterparts = 0;                               // add_pointer's `met` sites
    std::unordered_map<std::uint64_t, std::size_t> pair_index;  // thread pair -> thread_pairs
  };

  std::uint64_t site_key(std::size_t access) const;
  static std::uint64_t location_key(BaseId base, bool through_pointer);
  void add_site(Building& f, std::size_t access);
  void add_class(Building& f, const AccessClass& c);
  void add_thread_pair(Building& f, ThreadId a, ThreadId b, const RacingPair* certain);
  // The shown pair becomes p when p is closer to certain.
  static void offer_shown(Race& race, const RacingPair& p);
  // The finding of p's location and range, found or made (merging the
  // findings its range joins).
  Building& finding_of(const RacingPair& p);
  void absorb(Building& into, Building& from);

  const std::vector<Access>& accesses_;
  std::vector<Building> findings_;
  std::map<std::uint64_t, std::vector<std::size_t>> groups_;  // location key -> findings_
};

}  // namespace racer::races
