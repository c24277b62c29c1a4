// The engine pipeline behind racer_run (see analysis_run.hpp).
//
// Each stage reads only the complete output of the stages before it; the
// imprecisions of every engine are gathered for the verdict.
#include "engine/analysis_run.hpp"

#include "active/active_threads.hpp"
#include "lockset/lockset_analysis.hpp"
#include "races/race_analysis.hpp"
#include "races/verdict.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::engine {

AnalysisRun::AnalysisRun(const facts::FactStore& facts, const Options& options,
                         const models::ConcurrencyModel& models)
    : options_(options), models_(models), call_graph_(facts) {}

bool AnalysisRun::run_stage(const facts::FactStore& facts, const facts::Indexes& index,
                            std::uint64_t budget) {
  Analysis& a = *analysis_;
  switch (stage_) {
    case 0:
      if (!call_graph_.step(facts, index, budget)) return false;
      a.call_graph = call_graph_.take();
      break;
    case 1: a.events = models::classify_events(facts, index, models_); break;
    case 2: a.threads = threads::build_thread_graph(facts, index, a.events); break;
    case 3:
      a.contexts = threads::build_contexts(facts, index, a.events, a.threads, options_.context_depth);
      break;
    case 4: a.locks = lockset::analyse_locksets(facts, index, a.events, a.threads, a.contexts); break;
    case 5:
      a.active = active::analyse_active_threads(facts, index, a.events, a.threads, a.contexts);
      a.active.contexts = &a.contexts;  // the table now lives in `a`
      break;
    case 6: {
      Imprecisions earlier = a.threads.imprecisions;
      earlier.insert(earlier.end(), a.locks.imprecisions.begin(), a.locks.imprecisions.end());
      earlier.insert(earlier.end(), a.active.imprecisions.begin(), a.active.imprecisions.end());
      a.races = races::analyse_races(facts, index, a.events, a.threads, a.contexts, a.locks,
                                     a.active, earlier);
      races::cap_verdict(options_.approximation, a.races);
      a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
      break;
    }
    default: return true;
  }
  ++stage_;
  return true;
}

bool AnalysisRun::step(const facts::FactStore& facts, const facts::Indexes& index,
                       std::uint64_t budget) {
  constexpr int kStages = 7;
  do {
    if (!run_stage(facts, index, budget)) return false;
  } while (budget == 0 && stage_ < kStages);
  return stage_ >= kStages;
}

std::shared_ptr<Analysis> AnalysisRun::take() { return std::move(analysis_); }

}  // namespace racer::engine
