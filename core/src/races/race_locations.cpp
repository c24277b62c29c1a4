// RaceLocations: see race_locations.hpp.
#include "races/race_locations.hpp"

#include <algorithm>
#include <bit>
#include <tuple>

namespace racer::races {

namespace {

struct Range {
  std::int32_t lo = -1, hi = -1;  // -1: the whole base
  bool whole() const { return lo < 0; }
};

Range meet(const Access& a, const Access& b) {
  if (a.offset_lo < 0) return {b.offset_lo, b.offset_hi};
  if (b.offset_lo < 0) return {a.offset_lo, a.offset_hi};
  return {std::max(a.offset_lo, b.offset_lo), std::min(a.offset_hi, b.offset_hi)};
}

bool overlaps(const Race& f, Range r) {
  return f.offset_lo < 0 || r.whole() || (f.offset_lo <= r.hi && r.lo <= f.offset_hi);
}

bool covers(const Race& f, Range r) {
  return f.offset_lo < 0 || (!r.whole() && f.offset_lo <= r.lo && r.hi <= f.offset_hi);
}

void widen(Race& f, Range r) {
  if (f.offset_lo < 0) return;
  if (r.whole()) {
    f.offset_lo = f.offset_hi = -1;
    return;
  }
  f.offset_lo = std::min(f.offset_lo, r.lo);
  f.offset_hi = std::max(f.offset_hi, r.hi);
}

std::uint64_t thread_pair_key(ThreadId a, ThreadId b) {
  if (b < a) std::swap(a, b);
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a.value)) << 32) |
         static_cast<std::uint32_t>(b.value);
}

}  // namespace

std::uint64_t RaceLocations::site_key(std::size_t access) const {
  const Access& x = accesses_[access];
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x.stmt.value)) << 32) |
         (static_cast<std::uint64_t>(static_cast<std::uint32_t>(x.thread.value)) << 1) |
         (x.write ? 1u : 0u);
}

std::uint64_t RaceLocations::location_key(BaseId base, bool through_pointer) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(base.value)) << 1) |
         (through_pointer ? 1u : 0u);
}

std::uint64_t RaceLocations::pair_key(const Access& a, const Access& b) const {
  return location_key(pointer_location(a, b), a.through_pointer || b.through_pointer);
}

bool RaceLocations::settled(std::size_t i, std::size_t j) const {
  const Access& a = accesses_[i];
  const Access& b = accesses_[j];
  const auto group = groups_.find(pair_key(a, b));
  if (group == groups_.end()) return false;
  const bool unknown = a.through_pointer || b.through_pointer;
  const Range r = unknown ? Range{} : meet(a, b);
  if (!r.whole() && r.lo > r.hi) return false;
  const std::uint64_t ka = site_key(i), kb = site_key(j);
  const bool may_certain = may_be_certain(a, b);
  for (std::size_t k : group->second) {
    const Building& f = findings_[k];
    if (!f.alive || !(unknown || covers(f.race, r))) continue;
    if (!f.site_keys.count(ka) || !f.site_keys.count(kb)) continue;
    const auto p = f.pair_index.find(thread_pair_key(a.thread, b.thread));
    if (p == f.pair_index.end()) continue;
    if (!may_certain || f.race.thread_pairs[p->second].certain) return true;
  }
  return false;
}

void RaceLocations::add_site(Building& f, std::size_t access) {
  if (f.site_keys.insert(site_key(access)).second) f.race.sites.push_back(access);
}

void RaceLocations::add_thread_pair(Building& f, const RacingPair& p) {
  const Access& a = accesses_[p.first];
  const Access& b = accesses_[p.second];
  const auto [it, fresh] = f.pair_index.try_emplace(thread_pair_key(a.thread, b.thread), f.race.thread_pairs.size());
  if (fresh) {
    ThreadPair t{a.thread, b.thread};
    if (t.b < t.a) std::swap(t.a, t.b);
    f.race.thread_pairs.push_back(t);
  }
  ThreadPair& t = f.race.thread_pairs[it->second];
  if (p.reasons == 0 && !t.certain) {
    t.certain = true;
    t.first = p.first;
    t.second = p.second;
  }
}

void RaceLocations::absorb(Building& into, Building& from) {
  Race& r = into.race;
  widen(r, {from.race.offset_lo, from.race.offset_hi});
  for (std::size_t s : from.race.sites) add_site(into, s);
  for (const ThreadPair& t : from.race.thread_pairs) {
    const auto [it, fresh] = into.pair_index.try_emplace(thread_pair_key(t.a, t.b), r.thread_pairs.size());
    if (fresh)
      r.thread_pairs.push_back(t);
    else if (t.certain && !r.thread_pairs[it->second].certain)
      r.thread_pairs[it->second] = t;
  }
  if (from.race.kind == RaceKind::Must && r.kind != RaceKind::Must) {
    r.kind = RaceKind::Must;
    r.reasons = 0;
    r.first = from.race.first;
    r.second = from.race.second;
    r.obstacle.clear();
  }
  from.alive = false;
  from.race = Race{};
  from.site_keys.clear();
  from.pair_index.clear();
}

void RaceLocations::add(RacingPair p) {
  const Access& a = accesses_[p.first];
  const Access& b = accesses_[p.second];
  std::vector<std::size_t>& group = groups_[pair_key(a, b)];
  const Range r{p.offset_lo, p.offset_hi};
  std::size_t target = findings_.size();
  for (std::size_t k : group) {
    Building& f = findings_[k];
    if (!f.alive || !(p.through_pointer || overlaps(f.race, r))) continue;
    if (target == findings_.size()) {
      target = k;
      widen(f.race, r);
    } else {
      absorb(findings_[target], f);
    }
  }
  if (target == findings_.size()) {
    Building f;
    f.race.kind = p.reasons == 0 ? RaceKind::Must : RaceKind::May;
    f.race.base = p.base;
    f.race.through_pointer = p.through_pointer;
    f.race.offset_lo = p.offset_lo;
    f.race.offset_hi = p.offset_hi;
    f.race.reasons = p.reasons;
    f.race.first = p.first;
    f.race.second = p.second;
    f.race.obstacle = p.obstacle;
    findings_.push_back(std::move(f));
    group.push_back(target);
  }
  Building& f = findings_[target];
  group.erase(std::remove_if(group.begin(), group.end(), [&](std::size_t k) { return !findings_[k].alive; }),
              group.end());
  Race& race = f.race;
  // The pair shown: a certain one first, else the one closest to certain.
  const bool better = race.kind == RaceKind::May &&
                      (p.reasons == 0 || std::popcount(p.reasons) < std::popcount(race.reasons));
  if (better) {
    race.kind = p.reasons == 0 ? RaceKind::Must : RaceKind::May;
    race.reasons = p.reasons;
    race.first = p.first;
    race.second = p.second;
    race.obstacle = std::move(p.obstacle);
  }
  add_site(f, p.first);
  add_site(f, p.second);
  add_thread_pair(f, p);
}

std::vector<Race> RaceLocations::take() {
  std::vector<Race> out;
  for (Building& f : findings_) {
    if (!f.alive) continue;
    Race& r = f.race;
    std::sort(r.sites.begin(), r.sites.end(), [&](std::size_t x, std::size_t y) {
      const Access &a = accesses_[x], &b = accesses_[y];
      return std::make_tuple(a.stmt, !a.write, a.thread) < std::make_tuple(b.stmt, !b.write, b.thread);
    });
    std::sort(r.thread_pairs.begin(), r.thread_pairs.end(),
              [](const ThreadPair& x, const ThreadPair& y) { return std::tie(x.a, x.b) < std::tie(y.a, y.b); });
    out.push_back(std::move(r));
  }
  std::stable_sort(out.begin(), out.end(), [](const Race& x, const Race& y) {
    return std::make_tuple(x.base, x.through_pointer, x.offset_lo) <
           std::make_tuple(y.base, y.through_pointer, y.offset_lo);
  });
  findings_.clear();
  groups_.clear();
  return out;
}

}  // namespace racer::races
