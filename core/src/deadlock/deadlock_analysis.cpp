// analyse_deadlocks and build_lock_graph: see deadlock_analysis.hpp.
#include "deadlock/deadlock_analysis.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "deadlock/cycles.hpp"

namespace racer::deadlock {
namespace {

using lockset::LockKey;
using lockset::LockOrderEdge;

// Witness combinations tried per cycle before giving up (unknown).
constexpr std::size_t kMaxCombinations = 4096;

bool certain(const LockKey& k) { return k.offset != -1; }

class CycleChecker {
 public:
  CycleChecker(const threads::ThreadGraph& graph, const lockset::LocksetResults& locks,
               const active::ActiveThreads& active)
      : graph_(graph), locks_(locks), active_(active) {}

  // The first filter `pick` (one order edge per dependency) fails, if any.
  std::optional<Filter> rejects(const std::vector<std::size_t>& pick,
                                const std::vector<LockKey>& cycle_locks) const {
    const auto& edges = locks_.order_edges;
    // A step waits only if its acquisition or the next thread's hold of
    // that lock is exclusive: one step of two shared modes never blocks
    // (and a read acquisition of a lock held for writing does).
    // A counting semaphore's permits may all be taken: its shared mode
    // says nothing of blocking (a cycle through one stays open).
    for (std::size_t i = 0; i < pick.size(); ++i) {
      const LockOrderEdge& e = edges[pick[i]];
      const bool counting = e.acquired.base.valid() && locks_.counting.count(e.acquired.base.value) > 0;
      if (e.acquired_read && edges[pick[(i + 1) % pick.size()]].held_read && !counting) return Filter::ReadOnly;
    }
    const ThreadId first = edges[pick[0]].thread;
    if (!graph_.threads[first.index()].multiple &&
        std::all_of(pick.begin(), pick.end(), [&](std::size_t w) { return edges[w].thread == first; }))
      return Filter::SingleThread;
    if (has_gate(pick, cycle_locks)) return Filter::GateLock;
    for (std::size_t i = 0; i < pick.size(); ++i)
      for (std::size_t j = i + 1; j < pick.size(); ++j) {
        const LockOrderEdge& a = edges[pick[i]];
        const LockOrderEdge& b = edges[pick[j]];
        // One instance of a unique thread waits at one place at a time.
        if (a.thread == b.thread && !graph_.threads[a.thread.index()].multiple)
          return Filter::NotParallel;
        if (!active_.may_parallel(a.ctx, a.stmt, b.ctx, b.stmt)) return Filter::NotParallel;
      }
    return std::nullopt;
  }

 private:
  // A lock outside the cycle held (in exclusive mode) at every witness.
  bool has_gate(const std::vector<std::size_t>& pick, const std::vector<LockKey>& cycle_locks) const {
    std::vector<LockKey> common;
    for (std::size_t k = 0; k < pick.size(); ++k) {
      const LockOrderEdge& e = locks_.order_edges[pick[k]];
      const lockset::StmtLocks* held = locks_.at(e.ctx, e.stmt);
      std::vector<LockKey> here;
      if (held)
        for (const lockset::HeldLock& h : held->must)
          if (!h.read && certain(h.key) &&
              std::find(cycle_locks.begin(), cycle_locks.end(), h.key) == cycle_locks.end())
            here.push_back(h.key);
      if (k == 0) {
        common = std::move(here);
      } else {
        std::vector<LockKey> both;
        std::set_intersection(common.begin(), common.end(), here.begin(), here.end(),
                              std::back_inserter(both));
        common = std::move(both);
      }
      if (common.empty()) return false;
    }
    return !common.empty();
  }

  const threads::ThreadGraph& graph_;
  const lockset::LocksetResults& locks_;
  const active::ActiveThreads& active_;
};

}  // namespace

const char* filter_name(Filter f) {
  switch (f) {
    case Filter::TryLock: return "trylock";
    case Filter::ReadOnly: return "read-only";
    case Filter::SingleThread: return "single-thread";
    case Filter::GateLock: return "gate-lock";
    case Filter::NotParallel: return "not-parallel";
  }
  return "?";
}

LockGraph build_lock_graph(const std::vector<LockOrderEdge>& order_edges) {
  LockGraph g;
  for (const LockOrderEdge& e : order_edges) {
    g.locks.push_back(e.held);
    g.locks.push_back(e.acquired);
  }
  std::sort(g.locks.begin(), g.locks.end());
  g.locks.erase(std::unique(g.locks.begin(), g.locks.end()), g.locks.end());
  auto node = [&](const LockKey& k) {
    return static_cast<int>(std::lower_bound(g.locks.begin(), g.locks.end(), k) - g.locks.begin());
  };
  std::map<std::pair<int, int>, std::vector<std::size_t>> by_pair;
  for (std::size_t i = 0; i < order_edges.size(); ++i)
    by_pair[{node(order_edges[i].held), node(order_edges[i].acquired)}].push_back(i);
  for (auto& [pair, witnesses] : by_pair)
    g.edges.push_back({pair.first, pair.second, std::move(witnesses)});
  return g;
}

DeadlockFindings analyse_deadlocks(const threads::ThreadGraph& graph,
                                   const lockset::LocksetResults& locks,
                                   const active::ActiveThreads& active) {
  DeadlockFindings out;
  out.graph = build_lock_graph(locks.order_edges);
  const LockGraph& g = out.graph;
  const auto& edges = locks.order_edges;

  // Self-deadlocks: a blocking, non-reentrant re-acquisition of a held lock.
  std::vector<std::vector<int>> adj(g.locks.size());
  for (const LockGraph::Edge& e : g.edges) {
    if (e.from != e.to) {
      adj[static_cast<std::size_t>(e.from)].push_back(e.to);
      continue;
    }
    if (!certain(g.locks[static_cast<std::size_t>(e.from)])) continue;
    bool maybe = false;
    for (std::size_t w : e.witnesses) {
      const LockOrderEdge& x = edges[w];
      if (!x.blocking || (x.held_read && x.acquired_read)) continue;
      if (!x.reentrant) {
        out.deadlocks.push_back({{e.from}, {w}, true});
        maybe = false;
        break;
      }
      maybe = maybe || x.maybe_reentrant;
    }
    // A mutex that may or may not be recursive (one init of several kinds):
    // the re-lock may block for ever.
    if (maybe) out.open.push_back({{e.from}, "a re-locked mutex may not be recursive"});
  }

  const Cycles cycles = elementary_cycles(adj, kMaxCycles);
  if (cycles.truncated)
    out.unknown_reasons.push_back("more than " + std::to_string(kMaxCycles) +
                                  " lock-order cycles: the rest were not checked");
  const CycleChecker checker(graph, locks, active);
  for (const std::vector<int>& cycle : cycles.cycles) {
    const std::size_t k = cycle.size();
    std::vector<LockKey> cycle_locks;
    for (int v : cycle) cycle_locks.push_back(g.locks[static_cast<std::size_t>(v)]);
    std::sort(cycle_locks.begin(), cycle_locks.end());
    // Witnesses per dependency that may block.
    std::vector<std::vector<std::size_t>> options(k);
    for (std::size_t i = 0; i < k; ++i) {
      const int from = cycle[i], to = cycle[(i + 1) % k];
      const auto it = std::lower_bound(g.edges.begin(), g.edges.end(), std::pair{from, to},
                                       [](const LockGraph::Edge& e, const std::pair<int, int>& p) {
                                         return std::pair{e.from, e.to} < p;
                                       });
      for (std::size_t w : it->witnesses)
        if (edges[w].blocking) options[i].push_back(w);
    }
    auto drop = [&](Filter f) {
      ++out.suppressed[static_cast<std::size_t>(f)];
      out.dropped.push_back({cycle, f});
    };
    if (std::any_of(options.begin(), options.end(), [](const auto& o) { return o.empty(); })) {
      drop(Filter::TryLock);
      continue;
    }
    // Try witness combinations (odometer order) until one passes.
    std::vector<std::size_t> digit(k, 0), pick(k);
    std::optional<Filter> first_failure;
    bool found = false, exhausted = true;
    for (std::size_t tried = 0;; ++tried) {
      if (tried == kMaxCombinations) {
        exhausted = false;
        break;
      }
      for (std::size_t i = 0; i < k; ++i) pick[i] = options[i][digit[i]];
      const std::optional<Filter> why = checker.rejects(pick, cycle_locks);
      if (!why) {
        found = true;
        break;
      }
      if (!first_failure) first_failure = why;
      std::size_t i = 0;
      while (i < k && ++digit[i] == options[i].size()) digit[i++] = 0;
      if (i == k) break;
    }
    const bool uncertain = std::any_of(cycle_locks.begin(), cycle_locks.end(),
                                       [](const LockKey& l) { return !certain(l); });
    const bool counting = std::any_of(cycle_locks.begin(), cycle_locks.end(), [&](const LockKey& l) {
      return l.base.valid() && locks.counting.count(l.base.value);
    });
    if (found && counting) {
      out.open.push_back({cycle, "a counting semaphore is in the cycle: its permits may be enough"});
    } else if (found && uncertain) {
      out.open.push_back({cycle, "a lock's object is uncertain"});
    } else if (found) {
      out.deadlocks.push_back({cycle, pick, false});
    } else if (!exhausted) {
      out.open.push_back({cycle, "too many acquisitions to check"});
    } else {
      drop(*first_failure);
    }
  }
  for (const racer::Imprecision& i : locks.imprecisions)
    if (i.kind == racer::ImprecisionKind::LockExpression ||
        i.kind == racer::ImprecisionKind::UnlockExpression ||
        i.kind == racer::ImprecisionKind::TooManyLockTargets)
      out.unknown_reasons.push_back(std::string(racer::imprecision_name(i.kind)) + ": " + i.detail);
  settle_verdict(out);
  return out;
}

void settle_verdict(DeadlockFindings& findings) {
  findings.verdict = !findings.deadlocks.empty() ? DeadlockVerdict::Deadlock
                     : !findings.open.empty() || !findings.unknown_reasons.empty() ? DeadlockVerdict::Unknown
                                                                                    : DeadlockVerdict::NoDeadlock;
}

void cap_verdict(Approximation approximation, DeadlockFindings& findings) {
  const DeadlockVerdict v = findings.verdict;
  const char* why = nullptr;
  if (approximation == Approximation::None && v != DeadlockVerdict::Unknown)
    why = "the backend's facts approximate the program in no known direction";
  else if (approximation == Approximation::Over && v == DeadlockVerdict::Deadlock)
    why = "the backend over-approximates the program: the deadlocks may not be real";
  else if (approximation == Approximation::Under && v == DeadlockVerdict::NoDeadlock)
    why = "the backend under-approximates the program: deadlocks may be missed";
  if (!why) return;
  findings.verdict = DeadlockVerdict::Unknown;
  findings.unknown_reasons.push_back(why);
}

}  // namespace racer::deadlock
