// The deadlock engine: lock-order graph, its cycles, and the filters that
// drop cycles which cannot deadlock.
//
// Edges come from the lockset engine (lock ℓ2 acquired while ℓ1 is held,
// with thread, context and statement). A cycle ℓ1 → ℓ2 → ... → ℓ1 is a
// deadlock when one acquisition per edge (a witness) can be chosen such
// that they could all be waiting at once:
// - every witness may block (a trylock cannot wait);
// - not all of them take shared (read) modes of rwlocks;
// - they are not all by one thread instance (a unique thread orders its
//   own locks consistently);
// - no common gate lock outside the cycle is held at every witness;
// - the witnesses' threads may run in parallel at those statements
//   (active-threads analysis).
// Re-locking a non-reentrant lock a thread already holds (an edge ℓ → ℓ) is
// a self-deadlock.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "active/active_threads.hpp"
#include "common/imprecision.hpp"
#include "common/approximation.hpp"
#include "lockset/lockset_analysis.hpp"
#include "threads/thread_graph.hpp"

namespace racer::deadlock {

struct LockGraph {
  std::vector<lockset::LockKey> locks;  // nodes, ascending
  struct Edge {
    int from = 0, to = 0;                 // indices into locks
    std::vector<std::size_t> witnesses;   // indices into LocksetResults::order_edges
  };
  std::vector<Edge> edges;  // ascending (from, to)
};

LockGraph build_lock_graph(const std::vector<lockset::LockOrderEdge>& order_edges);

enum class Filter : std::uint8_t { TryLock, ReadOnly, SingleThread, GateLock, NotParallel };
inline constexpr std::size_t kFilterCount = 5;
const char* filter_name(Filter f);

struct Deadlock {
  std::vector<int> locks;                // the cycle, graph.locks indices, smallest first
  std::vector<std::size_t> witnesses;    // one order edge per dependency locks[i] -> locks[i+1]
  bool self = false;                     // a lock re-acquired by its holder
};

enum class DeadlockVerdict : std::uint8_t { Deadlock, NoDeadlock, Unknown };

// A cycle and why it is not reported: a filter, or a reason it stays open.
struct DroppedCycle {
  std::vector<int> locks;
  Filter why = Filter::TryLock;
};
struct OpenCycle {
  std::vector<int> locks;
  std::string why;  // "a lock's object is uncertain", ...
};

struct DeadlockFindings {
  LockGraph graph;
  std::vector<Deadlock> deadlocks;
  std::array<int, kFilterCount> suppressed{};  // cycles dropped, per filter
  std::vector<DroppedCycle> dropped;
  std::vector<OpenCycle> open;                 // possible deadlocks: the verdict is unknown
  DeadlockVerdict verdict = DeadlockVerdict::NoDeadlock;
  std::vector<std::string> unknown_reasons;    // besides open cycles
};

inline constexpr std::size_t kMaxCycles = 10000;

DeadlockFindings analyse_deadlocks(const threads::ThreadGraph& graph,
                                   const lockset::LocksetResults& locks,
                                   const active::ActiveThreads& active);

// The verdict the findings give: deadlock when a certain deadlock remains,
// unknown when a cycle stays open or a reason is listed, else no-deadlock.
void settle_verdict(DeadlockFindings& findings);

// What approximating facts support (as races::cap_verdict): an
// over-approximation cannot show a deadlock is real, an under-approximation
// cannot show there is none; facts that are neither support no verdict.
void cap_verdict(Approximation approximation, DeadlockFindings& findings);

}  // namespace racer::deadlock
