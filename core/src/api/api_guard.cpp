// Recording a failure in the session (see api_guard.hpp).
//
// Building the message may itself run out of memory; then a short message
// is written into the capacity reserved when the session was created.
#include "api/api_guard.hpp"

#include <string>

namespace racer::api {

racer_status fail(const racer_session& s, const char* fn, racer_status status,
                  std::string_view what) noexcept {
  try {
    std::string message = status == RACER_E_INTERNAL ? "internal error in " : "";
    message += fn;
    message += ": ";
    message += what;
    s.last_error.assign(message);  // copy, not move: keeps the reserved buffer
  } catch (...) {
    s.last_error.assign("out of memory while reporting an error");  // fits kErrorReserve
    return RACER_E_NOMEM;
  }
  return status;
}

}  // namespace racer::api
