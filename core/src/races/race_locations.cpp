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

bool overlaps(const Race& f, Range r) {
  return f.offset_lo < 0 || r.whole() || (f.offset_lo <= r.hi && r.lo <= f.offset_hi);
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

bool RaceLocations::has_certain(const RacingPair& p) const {
  const auto group = groups_.find(location_key(p.base, p.through_pointer));
  if (group == groups_.end()) return false;
  const Range r{p.offset_lo, p.offset_hi};
  const ThreadId a = accesses_[p.first].thread, b = accesses_[p.second].thread;
  for (std::size_t k : group->second) {
    const Building& f = findings_[k];
    if (!f.alive || !(p.through_pointer || overlaps(f.race, r))) continue;
    const auto t = f.pair_index.find(thread_pair_key(a, b));
    if (t != f.pair_index.end() && f.race.thread_pairs[t->second].certain) return true;
  }
  return false;
}

void RaceLocations::add_site(Building& f, std::size_t access) {
  if (f.site_keys.insert(site_key(access)).second) f.race.sites.push_back(access);
}

void RaceLocations::add_class(Building& f, const AccessClass& c) {
  if (!f.classes.insert(c.id).second) return;
  for (std::size_t m : c.members) add_site(f, m);
}

void RaceLocations::add_thread_pair(Building& f, ThreadId a, ThreadId b, const RacingPair* certain) {
  const auto [it, fresh] = f.pair_index.try_emplace(thread_pair_key(a, b), f.race.thread_pairs.size());
  if (fresh) {
    ThreadPair t{a, b};
    if (t.b < t.a) std::swap(t.a, t.b);
    f.race.thread_pairs.push_back(t);
  }
  ThreadPair& t = f.race.thread_pairs[it->second];
  if (certain && !t.certain) {
    t.certain = true;
    t.first = certain->first;
    t.second = certain->second;
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
  into.classes.insert(from.classes.begin(), from.classes.end());
  into.counterparts += from.counterparts;
  from.site_keys.clear();
  from.classes.clear();
  from.pair_index.clear();
}

RaceLocations::Building& RaceLocations::finding_of(const RacingPair& p) {
  std::vector<std::size_t>& group = groups_[location_key(p.base, p.through_pointer)];
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
  group.erase(std::remove_if(group.begin(), group.end(), [&](std::size_t k) { return !findings_[k].alive; }),
              group.end());
  return findings_[target];
}

// The pair shown: a certain one first, else the one closest to certain.
void RaceLocations::offer_shown(Race& race, const RacingPair& p) {
  const bool better = race.kind == RaceKind::May &&
                      (p.reasons == 0 || std::popcount(p.reasons) < std::popcount(race.reasons));
  if (!better) return;
  race.kind = p.reasons == 0 ? RaceKind::Must : RaceKind::May;
  race.reasons = p.reasons;
  race.first = p.first;
  race.second = p.second;
  race.obstacle = p.obstacle;
}

void RaceLocations::add_pointer(RacingPair p, const AccessClass& x, std::span<const std::size_t> met,
                                std::span<const ThreadId> threads) {
  Building& f = finding_of(p);
  offer_shown(f.race, p);
  add_class(f, x);
  add_site(f, p.second);
  for (std::size_t m : met) {
    if (f.counterparts >= kCounterparts) break;
    const std::size_t before = f.race.sites.size();
    add_site(f, m);
    f.counterparts += f.race.sites.size() - before;
  }
  for (ThreadId t : threads) add_thread_pair(f, x.thread, t, nullptr);
}

void RaceLocations::add(RacingPair p, const AccessClass& x, std::span<const AccessClass* const> ys) {
  Building& f = finding_of(p);
  offer_shown(f.race, p);
  add_class(f, x);
  const ThreadId pa = accesses_[p.first].thread, pb = accesses_[p.second].thread;
  for (const AccessClass* y : ys) {
    add_class(f, *y);
    const bool shown = thread_pair_key(x.thread, y->thread) == thread_pair_key(pa, pb);
    add_thread_pair(f, x.thread, y->thread, shown && p.reasons == 0 ? &p : nullptr);
  }
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
