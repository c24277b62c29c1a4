// Phase checks of the session (see session.hpp).
//
// Messages say what to call to get into the right phase, since a wrong phase
// is almost always a caller forgetting a step.
#include "api/session.hpp"

#include "api/api_guard.hpp"
#include "common/error.hpp"
#include "races/verdict.hpp"
#include "report/browse_tables.hpp"
#include "report/report.hpp"

racer_session::racer_session() {
  results.emplace_back();  // every result table present, with no rows
  // Room for the out-of-memory message, written without allocating.
  last_error.reserve(racer::api::kErrorReserve);
}

void racer_session::require_build() const {
  if (phase != RACER_PHASE_BUILD)
    throw racer::Error(RACER_E_STATE, "session is frozen; add facts before racer_freeze");
}

void racer_session::require_frozen() const {
  if (phase == RACER_PHASE_BUILD)
    throw racer::Error(RACER_E_STATE, "session is not frozen; call racer_freeze first");
}

void racer_session::require_done() const {
  if (phase != RACER_PHASE_DONE)
    throw racer::Error(RACER_E_STATE,
                       "results are not ready; call racer_run until it returns RACER_OK");
}

void racer_session::confirm(const Witness& w) {
  require_done();
  if (w.race < 0 || static_cast<std::size_t>(w.race) >= analysis->races.races.size())
    throw racer::Error(RACER_E_ID, "race " + std::to_string(w.race) + " out of range (" +
                                       std::to_string(analysis->races.races.size()) + " races)");
  if (w.text.empty()) throw racer::Error(RACER_E_ARG, "witness is empty");
  const std::size_t accesses = analysis->races.accesses.size();
  const bool keep = w.first == -1 && w.second == -1;
  for (std::int32_t a : {w.first, w.second})
    if (!keep && (a < 0 || static_cast<std::size_t>(a) >= accesses))
      throw racer::Error(RACER_E_ID, "access " + std::to_string(a) + " out of range (" +
                                         std::to_string(accesses) + " accesses)");
  auto confirmed = std::make_shared<racer::engine::Analysis>(*analysis);
  std::optional<std::pair<std::size_t, std::size_t>> pair;
  if (!keep) pair.emplace(static_cast<std::size_t>(w.first), static_cast<std::size_t>(w.second));
  racer::races::confirm_race(confirmed->races, static_cast<std::size_t>(w.race), w.text, pair);
  // Built before anything changes, so that a failure leaves the session as it was.
  racer::engine::Results built = racer::engine::make_results(*confirmed);
  racer::report::add_browse_tables(facts, *confirmed, built);
  witnesses.push_back(w);
  results.push_back(std::move(built));
  analysis = std::move(confirmed);
  if (!report_texts.empty()) report_texts.push_back(racer::report::render_text(facts, *analysis));
}
