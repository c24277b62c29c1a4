// AnalysisRun: the resumable state of racer_run, owned by the session.
//
// It chains the engines (for now: the call graph) and shares one budget
// among them; step() can be called again after RACER_MORE and picks up where
// the previous call stopped.
#pragma once

#include <cstdint>

#include "engine/call_graph.hpp"
#include "engine/options.hpp"
#include "engine/results.hpp"
#include "facts/fact_store.hpp"
#include "facts/indexes.hpp"

namespace racer::engine {

class AnalysisRun {
 public:
  AnalysisRun(const facts::FactStore& facts, const Options& options);

  // At most `budget` units of work (0: no limit); true when all is done.
  bool step(const facts::FactStore& facts, const facts::Indexes& index, std::uint64_t budget);
  // The result tables; call once, after step returned true.
  Results take_results();

 private:
  Options options_;  // a copy: options are fixed once the run started
  CallGraphBuilder call_graph_;
};

}  // namespace racer::engine
