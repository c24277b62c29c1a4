// Phase checks of the session (see session.hpp).
//
// Messages say what to call to get into the right phase, since a wrong phase
// is almost always a caller forgetting a step.
#include "api/session.hpp"

#include "api/api_guard.hpp"
#include "common/error.hpp"

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
