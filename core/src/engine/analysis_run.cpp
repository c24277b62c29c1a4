// The engine pipeline behind racer_run (see analysis_run.hpp).
//
// Each stage reports whether it finished; the next stage starts only then,
// so a later stage may rely on the complete output of the earlier ones.
#include "engine/analysis_run.hpp"

namespace racer::engine {

AnalysisRun::AnalysisRun(const facts::FactStore& facts, const Options& options)
    : options_(options), call_graph_(facts) {}

bool AnalysisRun::step(const facts::FactStore& facts, const facts::Indexes& index,
                       std::uint64_t budget) {
  return call_graph_.step(facts, index, budget);
}

Results AnalysisRun::take_results() { return make_results(call_graph_.take()); }

}  // namespace racer::engine
