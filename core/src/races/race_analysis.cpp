// analyse_races: accesses per base, the state machine, may/must pairs, verdict.
//
// Accesses are collected per (context, statement) the lockset engine
// reached. Through-pointer accesses the backend cannot resolve become
// "unknown target" accesses: they may race with any escaping object, never
// must. Every distinct pair of racing program locations is kept (RacerF
// keeps one per base), deduplicated across contexts, must before may.
#include "races/race_analysis.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "racer/racer.h"
#include "races/active_waiting.hpp"
#include "races/verdict.hpp"
#include "threads/cfg_loops.hpp"

namespace racer::races {

namespace {

bool keep_base(const facts::FactStore& facts, BaseId b, const std::vector<bool>& escapes) {
  const std::int32_t flags = facts.bases.flags[b.index()];
  const std::int32_t kind = facts.bases.kind[b.index()];
  if (kind == RACER_BASE_STRING) return false;
  if (flags & (RACER_BASE_GHOST | RACER_BASE_ATOMIC | RACER_BASE_CONST)) return false;
  if (flags & RACER_BASE_THREAD_LOCAL) return escapes[b.index()];
  if (kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL) return escapes[b.index()];
  return true;  // globals and heap sites
}

bool overlaps(const Access& a, const Access& b) {
  if (a.offset_lo < 0 || b.offset_lo < 0) return true;
  return a.offset_lo <= b.offset_hi && b.offset_lo <= a.offset_hi;
}

bool has_uncertain(const lockset::Lockset& s) {
  return std::any_of(s.begin(), s.end(), [](const lockset::HeldLock& h) { return h.key.offset == -1; });
}

class RaceChecker {
 public:
  RaceChecker(const facts::FactStore& facts, const facts::Indexes& index,
              const threads::ThreadGraph& graph, const active::ActiveThreads& active,
              const engine::Imprecisions& earlier, RaceFindings& out)
      : facts_(facts), graph_(graph), active_(active), out_(out),
        loops_(threads::loop_components(facts, index)) {
    for (const engine::Imprecision& i : earlier) {
      if (i.kind == engine::ImprecisionKind::ThreadFunction) guessed_creates_.insert(i.stmt.value);
      if (i.kind == engine::ImprecisionKind::JoinInLoop ||
          i.kind == engine::ImprecisionKind::UnmatchedJoin)
        unclear_joins_.push_back(i.stmt);
    }
  }

  // Two instances of a multiple thread surely overlap when it is created in
  // a loop that no unclear join shares (a join there could separate them).
  bool instances_overlap(ThreadId t) const {
    const StmtId c = graph_.threads[t.index()].create;
    if (!c.valid()) return false;
    const std::int32_t loop = loops_[c.index()];
    if (loop < 0) return unclear_joins_.empty();
    return std::none_of(unclear_joins_.begin(), unclear_joins_.end(), [&](StmtId j) {
      return !j.valid() || loops_[j.index()] == loop;
    });
  }

  bool multiple(ThreadId t) const { return graph_.threads[t.index()].multiple; }

  // A thread whose creation guessed its function may not exist at all.
  bool certain(ThreadId t) const {
    const StmtId c = graph_.threads[t.index()].create;
    return !c.valid() || !guessed_creates_.count(c.value);
  }

  void check(std::size_t i, std::size_t j, bool unknown_target) {
    const Access& a = out_.accesses[i];
    const Access& b = out_.accesses[j];
    // May-race conditions 1-5.
    if (a.thread == b.thread && !multiple(a.thread)) return;
    // A local named directly lives in the frame of the thread that runs the
    // function: two threads (or two instances of one) naming it touch two
    // different frames. Only an access through a pointer reaches another's.
    if (!a.through_pointer && !b.through_pointer && a.base == b.base && a.base.valid()) {
      const std::int32_t kind = facts_.bases.kind[a.base.index()];
      if (kind == RACER_BASE_LOCAL || kind == RACER_BASE_FORMAL) return;
    }
    if (lockset::excludes(a.locks.must, b.locks.must)) return;
    if (!active_.may_parallel(a.ctx, a.stmt, b.ctx, b.stmt)) return;
    if (!a.write && !b.write) return;
    if (!unknown_target && !overlaps(a, b)) return;
    // Must conditions.
    std::uint32_t reasons = 0;
    if (unknown_target || !a.precise || !b.precise) reasons |= NotPrecise;
    if (a.base.valid() && (facts_.bases.flags[a.base.index()] & RACER_BASE_WEAK)) reasons |= WeakBase;
    const bool self = a.thread == b.thread;
    if (!active_.must_parallel(a.ctx, a.stmt, b.ctx, b.stmt) || !certain(a.thread) ||
        !certain(b.thread) || (self && !instances_overlap(a.thread)))
      reasons |= NotMustParallel;
    if (!unknown_target && facts_.bases.kind[a.base.index()] == RACER_BASE_HEAP) {
      const StmtId alloc(facts_.bases.alloc_stmt[a.base.index()]);
      const active::ThreadSet at = alloc.valid() ? active_.may_at_stmt(alloc) : active::ThreadSet{};
      if (at.size() != 1 || multiple(at[0])) reasons |= NotUniqueMalloc;
    }
    if (lockset::excludes(a.locks.may, b.locks.may) || has_uncertain(a.locks.may) ||
        has_uncertain(b.locks.may))
      reasons |= MayLocksetsOverlap;
    Race r;
    r.kind = reasons == 0 ? RaceKind::Must : RaceKind::May;
    r.base = a.through_pointer && !b.through_pointer ? b.base : a.base;
    r.offset_lo = (a.offset_lo < 0) ? b.offset_lo : (b.offset_lo < 0 ? a.offset_lo : std::max(a.offset_lo, b.offset_lo));
    r.offset_hi = (a.offset_hi < 0) ? b.offset_hi : (b.offset_hi < 0 ? a.offset_hi : std::min(a.offset_hi, b.offset_hi));
    r.reasons = reasons;
    r.first = i;
    r.second = j;
    // One race per pair of program locations and access kinds.
    StmtId s1 = a.stmt, s2 = b.stmt;
    bool w1 = a.write, w2 = b.write;
    if (s2 < s1 || (s1 == s2 && w2 < w1)) {
      std::swap(s1, s2);
      std::swap(w1, w2);
      std::swap(r.first, r.second);
    }
    const auto key = std::make_tuple(r.base.value, unknown_target, s1.value, s2.value, w1, w2);
    auto [it, fresh] = seen_.try_emplace(key, out_.races.size());
    if (fresh) {
      out_.races.push_back(r);
    } else if (out_.races[it->second].kind == RaceKind::May && r.kind == RaceKind::Must) {
      out_.races[it->second] = r;
    }
  }

 private:
  const facts::FactStore& facts_;
  const threads::ThreadGraph& graph_;
  const active::ActiveThreads& active_;
  RaceFindings& out_;
  std::set<std::int32_t> guessed_creates_;
  std::vector<StmtId> unclear_joins_;
  std::vector<std::int32_t> loops_;
  std::map<std::tuple<std::int32_t, bool, std::int32_t, std::int32_t, bool, bool>, std::size_t> seen_;
};

void update_state(BaseSummary& s, ThreadId t, bool write, bool first) {
  auto add = [](std::vector<ThreadId>& v, ThreadId who) {
    if (std::find(v.begin(), v.end(), who) == v.end()) v.push_back(who);
  };
  ++s.accesses;
  if (first) {
    s.state = write ? BaseState::Exclusive : BaseState::ReadOnly;
    add(write ? s.writers : s.readers, t);
    return;
  }
  const ThreadId owner = !s.writers.empty() ? s.writers.front() : s.readers.front();
  switch (s.state) {
    case BaseState::ReadOnly:
      if (t == owner) {
        if (write) {
          s.state = BaseState::Exclusive;
          add(s.writers, t);
        }
      } else {
        s.state = write ? BaseState::SharedMod : BaseState::Shared;
        add(write ? s.writers : s.readers, t);
      }
      break;
    case BaseState::Exclusive:
      add(write ? s.writers : s.readers, t);
      if (t != owner) s.state = BaseState::SharedMod;
      break;
    case BaseState::Shared:
      add(write ? s.writers : s.readers, t);
      if (write) s.state = BaseState::SharedMod;
      break;
    case BaseState::SharedMod:
      add(write ? s.writers : s.readers, t);
      break;
  }
}

}  // namespace

RaceFindings analyse_races(const facts::FactStore& facts, const facts::Indexes& index,
                           const std::vector<models::ClassifiedEvent>& events,
                           const threads::ThreadGraph& graph,
                           const threads::ContextTable& contexts,
                           const lockset::LocksetResults& locks,
                           const active::ActiveThreads& active,
                           const engine::Imprecisions& earlier) {
  RaceFindings out;
  out.imprecisions = earlier;
  const std::vector<bool> escapes = escaping_bases(facts, events);

  // Accesses of each statement (the syntactic backend's rows have no context).
  std::vector<std::vector<AccessId>> rows_of(facts.statements.function.size());
  for (std::size_t a = 0; a < facts.accesses.stmt.size(); ++a)
    if (facts.accesses.context[a] == -1)
      rows_of[facts.accesses.stmt[a]].emplace_back(static_cast<std::int32_t>(a));

  std::set<std::int32_t> unknown_reported;
  std::vector<std::size_t> unknown;  // indices of unknown-target accesses
  std::map<std::int32_t, std::vector<std::size_t>> by_base;
  for (std::size_t t = 0; t < graph.threads.size(); ++t) {
    const ThreadId thread(static_cast<std::int32_t>(t));
    for (ContextId ctx : contexts.of_thread(thread)) {
      const FunctionId f = contexts[ctx].function;
      for (StmtId s : threads::reachable_statements(facts, index, f)) {
        const lockset::StmtLocks* held = locks.at(ctx, s);
        if (!held) continue;
        bool special = false;
        for (EventId e : index.events_of[s])
          special = special || (facts.events.kind[e.index()] == RACER_EVENT_CALL &&
                                events[e.index()].cls != models::CallClass::Plain);
        if (special) continue;  // lock, create, join...: not memory accesses (RacerF)
        for (AccessId row : rows_of[s.index()]) {
          const std::size_t a = row.index();
          if (facts.accesses.flags[a] & RACER_ACCESS_ATOMIC) continue;
          const BaseId base(facts.accesses.base[a]);
          const bool through = facts.accesses.flags[a] & RACER_ACCESS_THROUGH_POINTER;
          Access acc;
          acc.row = row;
          acc.ctx = ctx;
          acc.stmt = s;
          acc.thread = thread;
          acc.base = base;
          acc.write = facts.accesses.kind[a] == RACER_ACCESS_WRITE;
          acc.locks = *held;
          if (through) {
            acc.through_pointer = true;
            out.accesses.push_back(acc);
            unknown.push_back(out.accesses.size() - 1);
            if (unknown_reported.insert(s.value).second)
              out.imprecisions.push_back({engine::ImprecisionKind::UnknownPointer, s,
                                          std::string(facts.strings.get(StringId(facts.bases.name[base.index()])))});
            continue;
          }
          if (!keep_base(facts, base, escapes)) continue;
          acc.offset_lo = facts.accesses.offset_lo[a];
          acc.offset_hi = facts.accesses.offset_hi[a];
          const std::int32_t bflags = facts.bases.flags[base.index()];
          const bool scalar = !(bflags & (RACER_BASE_ARRAY | RACER_BASE_AGGREGATE));
          const std::int32_t size = facts.accesses.size_bits[a];
          const bool one_element = acc.offset_lo >= 0 && size > 0 && acc.offset_hi - acc.offset_lo + 1 <= size;
          acc.precise = scalar || one_element;
          out.accesses.push_back(acc);
          by_base[base.value].push_back(out.accesses.size() - 1);
        }
      }
    }
  }

  RaceChecker checker(facts, index, graph, active, out.imprecisions, out);
  for (const auto& [b, list] : by_base) {
    BaseSummary summary{BaseId(b), BaseState::ReadOnly, {}, {}, 0};
    for (std::size_t k = 0; k < list.size(); ++k) {
      const Access& a = out.accesses[list[k]];
      update_state(summary, a.thread, a.write, k == 0);
    }
    const bool exclusive_multiple = summary.state == BaseState::Exclusive &&
                                    graph.threads[summary.writers.front().index()].multiple;
    out.bases.push_back(summary);
    if (summary.state != BaseState::SharedMod && !exclusive_multiple) continue;
    for (std::size_t x = 0; x < list.size(); ++x)
      for (std::size_t y = x; y < list.size(); ++y) checker.check(list[x], list[y], false);
  }
  // Unknown targets: against every object another thread could reach, and
  // against each other.
  for (std::size_t u : unknown) {
    for (const auto& [b, list] : by_base) {
      const std::int32_t kind = facts.bases.kind[b];
      const bool reachable = kind == RACER_BASE_HEAP || escapes[b];
      if (!reachable) continue;
      for (std::size_t a : list) checker.check(u, a, true);
    }
    for (std::size_t v : unknown)
      if (v >= u) checker.check(u, v, true);
  }
  std::stable_sort(out.races.begin(), out.races.end(), [&](const Race& x, const Race& y) {
    return std::make_tuple(x.base, out.accesses[x.first].stmt, out.accesses[x.second].stmt) <
           std::make_tuple(y.base, out.accesses[y.first].stmt, out.accesses[y.second].stmt);
  });

  for (const engine::Imprecision& i : active_waiting_loops(facts, index))
    out.imprecisions.push_back(i);
  for (const engine::Imprecision& i : hidden_synchronisation(facts, events))
    out.imprecisions.push_back(i);
  decide_verdict(facts, out);
  return out;
}

}  // namespace racer::races
