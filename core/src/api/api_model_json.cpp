// C ABI, the model dump: racer_read_model_json and racer_write_model_json.
//
// Reading parses into a fresh FactStore and appends it only when the whole
// file was good, so a failed read adds nothing to the session.
#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "facts/model_json.hpp"

using racer::api::guarded;
using racer::api::require_arg;

extern "C" {

racer_status racer_read_model_json(racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_build();
    const racer::facts::FactStore dump = racer::facts::read_model_json(path);
    s->facts.append(dump);
    return RACER_OK;
  });
}

racer_status racer_write_model_json(const racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_frozen();
    racer::facts::write_model_json(s->facts, path);
    return RACER_OK;
  });
}

}  // extern "C"
