// C ABI, section "run": racer_run, step by step.
//
// The AnalysisRun lives in the session between calls. If a step fails (out
// of memory), its half-updated state is dropped and the next call restarts.
#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "common/error.hpp"
#include "report/browse_tables.hpp"
#include "report/suppressions.hpp"

using racer::api::guarded;

extern "C" {

racer_status racer_run(racer_session* s, uint64_t budget) {
  return guarded(s, __func__, [&]() -> racer_status {
    if (s->phase == RACER_PHASE_DONE) return RACER_OK;
    s->require_frozen();
    s->run_started = true;
    if (!s->run) s->run.emplace(s->facts, s->options, s->models);
    bool done = false;
    try {
      done = s->run->step(s->facts, s->indexes, budget);
      if (done) {
        std::shared_ptr<racer::engine::Analysis> finished = s->run->take();
        racer::report::apply_suppressions(s->facts, *finished, s->options.suppress, s->options.baseline);
        s->analysis = std::move(finished);
        s->results.push_back(racer::engine::make_results(*s->analysis));
        racer::report::add_browse_tables(s->facts, *s->analysis, s->results.back());
      }
    } catch (...) {
      s->run.reset();
      throw;
    }
    if (!done) return RACER_MORE;
    s->run.reset();
    s->phase = RACER_PHASE_DONE;
    // The witnesses a dump carried: the same facts and options give the
    // same races, so their rows name the same race locations.
    std::vector<racer_session::Witness> pending;
    pending.swap(s->dump_witnesses);
    for (std::size_t i = 0; i < pending.size(); ++i) {
      try {
        s->confirm(pending[i]);
      } catch (const racer::Error& e) {
        throw racer::Error(RACER_E_PARSE, "witnesses[" + std::to_string(i) + "] of the dump: " + e.what());
      }
    }
    return RACER_OK;
  });
}

}  // extern "C"
