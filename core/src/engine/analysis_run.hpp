// AnalysisRun: the resumable state of racer_run, owned by the session.
//
// It chains the engines — call classification, alias answers and escape,
// call graph, thread graph, contexts, locksets, active threads, deadlocks,
// races and verdict — and returns after
// each stage, so racer_run reports RACER_MORE in between and a caller can
// show progress or stop. The call-graph stage alone honours a finer budget
// (functions per step); later stages run whole.
#pragma once

#include <chrono>
#include <optional>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/analysis.hpp"
#include "engine/call_graph.hpp"
#include "engine/options.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"
#include "models/concurrency_model.hpp"

namespace racer::engine {

class AnalysisRun {
 public:
  AnalysisRun(const facts::FactStore& facts, const Options& options,
              const models::ConcurrencyModel& models);
  // Runs the next stage (all of them when budget is 0); true when all is done.
  bool step(const facts::FactStore& facts, const facts::Indexes& index, std::uint64_t budget);
  // The findings; call once, after step returned true.
  std::shared_ptr<Analysis> take();

 private:
  // Runs the current stage, times it, and moves on when it is done.
  bool run_stage(const facts::FactStore& facts, const facts::Indexes& index, std::uint64_t budget);
  bool run_stage_body(const facts::FactStore& facts, const facts::Indexes& index, std::uint64_t budget);

  // The input facts with the alias backend's answers, and their indexes.
  struct Derived {
    facts::FactStore facts;
    facts::Indexes index;
  };

  Options options_;  // a copy: options are fixed once the run started
  models::ConcurrencyModel models_;
  CallGraphBuilder call_graph_;
  std::unique_ptr<Derived> derived_;  // alias option only
  std::vector<bool> escapes_;          // per base: another thread may reach it
  int stage_ = 0;
  std::shared_ptr<Analysis> analysis_ = std::make_shared<Analysis>();
  // When the time budget (option time_budget) runs out; none without one.
  std::optional<std::chrono::steady_clock::time_point> deadline() const;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace racer::engine
