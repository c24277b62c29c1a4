// C ABI, section "run": racer_run, step by step.
//
// The AnalysisRun lives in the session between calls. If a step fails (out
// of memory), its half-updated state is dropped and the next call restarts.
#include <algorithm>

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
        // The pair must be accesses of that race: a replay whose races
        // differ (another core, a time budget spent elsewhere) is refused
        // rather than made to confirm another race.
        const racer_session::Witness& w = pending[i];
        if (w.race >= 0 && static_cast<std::size_t>(w.race) < s->analysis->races.races.size() && w.first != -1) {
          const auto& f = s->analysis->races;
          const auto& sites = f.races[static_cast<std::size_t>(w.race)].sites;
          for (std::int32_t acc : {w.first, w.second}) {
            if (acc < 0 || static_cast<std::size_t>(acc) >= f.accesses.size()) continue;  // confirm() says
            const auto& x = f.accesses[static_cast<std::size_t>(acc)];
            const bool site = std::any_of(sites.begin(), sites.end(), [&](std::size_t k) {
              const auto& y = f.accesses[k];
              return y.stmt == x.stmt && y.write == x.write && y.thread == x.thread;
            });
            if (!site)
              throw racer::Error(RACER_E_ID, "access " + std::to_string(acc) + " is not one of race " +
                                                 std::to_string(w.race) + "'s access sites");
          }
        }
        s->confirm(w);
      } catch (const racer::Error& e) {
        throw racer::Error(RACER_E_PARSE, "witnesses[" + std::to_string(i) + "] of the dump: " + e.what());
      }
    }
    return RACER_OK;
  });
}

}  // extern "C"
