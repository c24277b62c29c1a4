// Analysis: everything one run computed, kept by the session for reports.
//
// The engines' structured findings, in pipeline order. Result tables
// (results.hpp) and rendered reports (report/) are both derived from this.
#pragma once

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include "active/active_threads.hpp"
#include "barriers/barrier_phases.hpp"
#include "deadlock/deadlock_analysis.hpp"
#include "engine/call_graph.hpp"
#include "lockset/lockset_analysis.hpp"
#include "models/classified_event.hpp"
#include "models/recursive_mutexes.hpp"
#include "findings/race_findings.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::engine {

// The engine stages in the order they run (analysis_run.cpp), as the
// reports and the stage_times table name them.
inline constexpr std::string_view kStageNames[] = {
    "events", "aliases", "call graph", "thread graph", "contexts",
    "locksets", "active threads", "deadlocks", "races"};

struct Analysis {
  CallGraph call_graph;
  std::vector<models::ClassifiedEvent> events;
  std::vector<bool> returning;  // index = FunctionId: models::returning_functions
  models::RecursiveMutexes recursive;
  barriers::BarrierPhases phases;
  threads::ThreadGraph threads;
  threads::ContextTable contexts;
  lockset::LocksetResults locks;
  active::ActiveThreads active;
  deadlock::DeadlockFindings deadlocks;
  races::RaceFindings races;  // races.imprecisions holds every engine's
  double seconds = 0;         // wall-clock time of the whole run
  // Wall-clock seconds of each stage that ran, in order (report stats: where
  // a long run spends its time).
  std::vector<std::pair<std::size_t, double>> stage_seconds;  // (index in kStageNames, seconds)
};

}  // namespace racer::engine
