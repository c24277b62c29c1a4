// PairChecker: see race_pairs.hpp.
#include "races/race_pairs.hpp"

#include <algorithm>
#include <utility>

#include "racer/racer.h"
#include "races/collect_accesses.hpp"
#include "lockset/phase_tokens.hpp"
#include "threads/cfg_loops.hpp"

namespace racer::races {

namespace {

bool overlaps(const Access& a, const Access& b) {
  if (a.offset_lo < 0 || b.offset_lo < 0) return true;
  return a.offset_lo <= b.offset_hi && b.offset_lo <= a.offset_hi;
}

// A lock whose object is uncertain may be any lock the other side may hold.
bool has_uncertain(const lockset::Lockset& s) {
  return std::any_of(s.begin(), s.end(), [](const lockset::HeldLock& h) { return h.key.offset == -1; });
}

bool may_share_a_lock(const lockset::StmtLocks& a, const lockset::StmtLocks& b) {
  return lockset::may_exclude(a.may, b.may) || (has_uncertain(a.may) && !b.may.empty()) ||
         (has_uncertain(b.may) && !a.may.empty());
}

}  // namespace

PairChecker::PairChecker(const facts::FactStore& facts, const facts::Indexes& index,
                         const threads::ThreadGraph& graph, const active::ActiveThreads& active,
                         const digests::Product& digests, const racer::Imprecisions& earlier,
                         const RaceFindings& out, const RaceSchedule* schedule)
    : facts_(facts), graph_(graph), active_(active), digests_(digests), out_(out), schedule_(schedule),
      loops_(threads::loop_components(facts, index)),
      surely_executed_(facts, index, *active.contexts) {
  for (const racer::Imprecision& i : earlier) {
    if (i.kind == racer::ImprecisionKind::ThreadFunction) guessed_creates_.insert(i.stmt.value);
    if (i.kind == racer::ImprecisionKind::JoinInLoop || i.kind == racer::ImprecisionKind::UnmatchedJoin)
      unclear_joins_.push_back(i.stmt);
  }
}

// Two instances of a multiple thread surely overlap when it is created in a
// loop that no unclear join shares (a join there could separate them); with
// the schedule check (the engine's runs), when that loop surely repeats
// (RaceSchedule::repeats).
bool PairChecker::instances_overlap(ThreadId t) const {
  if (overlap_cache_.empty()) overlap_cache_.assign(graph_.threads.size(), -1);
  std::int8_t& known = overlap_cache_[t.index()];
  if (known >= 0) return known != 0;
  known = 0;
  if (schedule_) return (known = schedule_->repeats(t) ? 1 : 0) != 0;
  const StmtId c = graph_.threads[t.index()].create;
  if (!c.valid()) return false;
  const std::int32_t loop = loops_[c.index()];
  const bool overlap = loop < 0 ? unclear_joins_.empty()
                                : std::none_of(unclear_joins_.begin(), unclear_joins_.end(), [&](StmtId j) {
                                    return !j.valid() || loops_[j.index()] == loop;
                                  });
  known = overlap ? 1 : 0;
  return overlap;
}

// A thread whose creation guessed its function may not exist at all, a
// callback may never be called, and neither may a thread a callback (or a
// thread it started) creates.
bool PairChecker::certain(ThreadId t) const {
  if (certain_cache_.empty()) certain_cache_.assign(graph_.threads.size(), -1);
  std::int8_t& known = certain_cache_[t.index()];
  if (known < 0) known = certain_uncached(t) ? 1 : 0;
  return known != 0;
}

bool PairChecker::certain_uncached(ThreadId t) const {
  std::vector<bool> seen(graph_.threads.size(), false);
  std::vector<ThreadId> todo{t};
  seen[t.index()] = true;
  while (!todo.empty()) {
    const threads::Thread& th = graph_.threads[todo.back().index()];
    const ThreadId u = todo.back();
    todo.pop_back();
    if (th.callback || (th.create.valid() && guessed_creates_.count(th.create.value))) return false;
    for (const threads::ThreadEdge& e : graph_.edges)
      if (e.child == u && !seen[e.parent.index()]) {
        seen[e.parent.index()] = true;
        todo.push_back(e.parent);
      }
  }
  return true;
}

bool PairChecker::surely_parallel(const Access& a, const Access& b) const {
  if (!active_.must_parallel(a.ctx, a.stmt, b.ctx, b.stmt, a.write, b.write)) return false;
  if (!certain(a.thread) || !certain(b.thread)) return false;
  // An unmatched join took the threads it may end out of the must sets
  // from there on (active engine); before it, they surely run.
  return a.thread != b.thread || instances_overlap(a.thread);
}

std::uint32_t PairChecker::must_failures(const Access& a, const Access& b) const {
  const bool unknown = a.through_pointer || b.through_pointer;
  std::uint32_t reasons = 0;
  // Two instances of one thread at one statement the front end proved to
  // meet on one object: which element is unknown, that they share it is not.
  const bool meet = !unknown && a.base == b.base &&
                    ((a.instances_meet && b.instances_meet && a.stmt == b.stmt && a.thread == b.thread) ||
                     (a.meets_creator && b.meets_creator && (threads::created_only_by(graph_, b.thread, a.thread) || threads::created_only_by(graph_, a.thread, b.thread))));
  if ((!meet && (unknown || !a.unique || !b.unique)) || a.may || b.may) reasons |= NotUniqueAccess;
  if (!meet && (unknown || !a.precise || !b.precise)) reasons |= NotPrecise;
  if (!unknown && (facts_.bases.flags[a.base.index()] & RACER_BASE_WEAK)) reasons |= WeakBase;
  if (!surely_parallel(a, b) || !same_phase(a, b)) reasons |= NotMustParallel;
  // A once routine runs in one of the threads that call once, not surely
  // in the one this context belongs to.
  const auto in_once_routine = [](const Access& x) {
    return std::any_of(x.locks.must.begin(), x.locks.must.end(),
                       [](const lockset::HeldLock& h) { return h.key.kind == lockset::KeyKind::Once && !h.read; });
  };
  if (!surely_executed_(a.ctx, a.stmt) || !surely_executed_(b.ctx, b.stmt) ||
      in_once_routine(a) || in_once_routine(b))
    reasons |= NotSurelyExecuted;
  if (!unknown && facts_.bases.kind[a.base.index()] == RACER_BASE_HEAP) {
    const StmtId alloc(facts_.bases.alloc_stmt[a.base.index()]);
    const active::ThreadSet at = alloc.valid() ? active_.may_at_stmt(alloc) : active::ThreadSet{};
    if (at.size() != 1 || graph_.threads[at[0].index()].multiple ||
        !threads::one_heap_block(graph_, facts_, a.base))
      reasons |= NotUniqueMalloc;
  }
  if (may_share_a_lock(a.locks, b.locks)) reasons |= MayLocksetsOverlap;
  return reasons;
}

bool PairChecker::same_phase(const Access& a, const Access& b) const {
  for (BaseId bar : lockset::common_barriers(a.locks, b.locks)) {
    const std::int32_t pa = lockset::exact_phase(a.locks, bar), pb = lockset::exact_phase(b.locks, bar);
    if (pa < 0 || pa != pb) return false;
  }
  return true;
}

BaseId pointer_location(const Access& a, const Access& b) {
  if (a.through_pointer && b.through_pointer) return b.stmt < a.stmt ? b.base : a.base;
  return a.through_pointer ? a.base : b.through_pointer ? b.base : a.base;
}

bool may_be_certain(const Access& a, const Access& b) {
  if (a.may || b.may || a.through_pointer || b.through_pointer) return false;
  return (a.precise && b.precise) || (a.instances_meet && b.instances_meet) ||
         (a.meets_creator && b.meets_creator);
}

bool PairChecker::may_race(std::size_t i, std::size_t j) const {
  const Access& a = out_.accesses[i];
  const Access& b = out_.accesses[j];
  const bool unknown = a.through_pointer || b.through_pointer;
  // Named in their own frame or thread, two instances never share a copy.
  if (!unknown && !a.pointer.valid() && !b.pointer.valid() && a.base == b.base &&
      per_instance(facts_, a.base))
    return false;
  if (!a.write && !b.write) return false;
  if (!unknown && !overlaps(a, b)) return false;
  // When: the digests (one "never at once" rules the pair out).
  return digests_.compatible(a, b);
}

RacingPair PairChecker::classify(std::size_t i, std::size_t j) const {
  const Access& a = out_.accesses[i];
  const Access& b = out_.accesses[j];
  const bool unknown = a.through_pointer || b.through_pointer;
  RacingPair r;
  r.reasons = must_failures(a, b);
  if (r.reasons == 0 && schedule_) {
    ScheduleCheck c = schedule_->check(a, b);
    r.reasons = c.reasons;
    r.obstacle = std::move(c.detail);
  }
  // Whatever an access through a pointer of unknown target may hit, the
  // location is that pointer's target.
  r.through_pointer = unknown;
  r.base = pointer_location(a, b);
  auto meet_lo = [](std::int32_t x, std::int32_t y) { return x < 0 ? y : (y < 0 ? x : std::max(x, y)); };
  auto meet_hi = [](std::int32_t x, std::int32_t y) { return x < 0 ? y : (y < 0 ? x : std::min(x, y)); };
  r.offset_lo = unknown ? -1 : meet_lo(a.offset_lo, b.offset_lo);
  r.offset_hi = unknown ? -1 : meet_hi(a.offset_hi, b.offset_hi);
  r.first = i;
  r.second = j;
  return r;
}

std::optional<RacingPair> PairChecker::check(std::size_t i, std::size_t j) const {
  if (!may_race(i, j)) return std::nullopt;
  return classify(i, j);
}

}  // namespace racer::races
