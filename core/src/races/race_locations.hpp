// Race locations: racing pairs of accesses grouped into one finding per
// memory location, without keeping the pairs.
//
// A location is a base and a range of it: the ranges of the pairs found on
// one base are merged where they overlap, so that the fields of a structure
// are locations of their own while an array indexed anywhere (its whole
// range) is one. Pairs with an access through a pointer of unknown target
// form the location of that pointer ("what p points to"), whatever object
// their other access names: the uncertainty is the pointer's, and one
// finding per pointer keeps a report readable where such a pointer may hit
// every shared object. A finding keeps its access sites (statement, kind,
// thread), its conflicting thread pairs with a certain pair each where one
// exists, and the pair it shows first (a certain one when there is one).
//
// settled(i, j) says when checking a pair can no longer change a finding:
// both sites and their thread pair are known to a finding that covers the
// pair's range, and the pair cannot be certain or its thread pair already
// has a certain pair. The race engine skips such pairs, so that the costly
// checks and the memory grow with the sites and thread pairs of each
// location, not with the square of its accesses.
#pragma once

#include <cstdint>
#include <map>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "races/race_findings.hpp"
#include "races/race_pairs.hpp"

namespace racer::races {

class RaceLocations {
 public:
  explicit RaceLocations(const std::vector<Access>& accesses) : accesses_(accesses) {}

  bool settled(std::size_t i, std::size_t j) const;
  void add(RacingPair p);
  // The findings, by base, pointer locations after the object ones, then
  // range; sites by statement; thread pairs sorted.
  std::vector<Race> take();

 private:
  struct Building {
    Race race;
    bool alive = true;
    std::unordered_set<std::uint64_t> site_keys;
    std::unordered_map<std::uint64_t, std::size_t> pair_index;  // thread pair -> thread_pairs
  };

  std::uint64_t site_key(std::size_t access) const;
  static std::uint64_t location_key(BaseId base, bool through_pointer);
  // The location key of a pair and the range it races on (-1: whole).
  std::uint64_t pair_key(const Access& a, const Access& b) const;
  void add_site(Building& f, std::size_t access);
  void add_thread_pair(Building& f, const RacingPair& p);
  void absorb(Building& into, Building& from);

  const std::vector<Access>& accesses_;
  std::vector<Building> findings_;
  std::map<std::uint64_t, std::vector<std::size_t>> groups_;  // location key -> findings_
};

}  // namespace racer::races
