// C ABI, sections "library" and "session" of racer.h.
//
// Functions without a session cannot record a message: they return a neutral
// value (NULL, RACER_E_ARG, -1) as documented in racer.h and never throw.
#include <new>
#include <string_view>

#include "api/api_guard.hpp"
#include "api/session.hpp"
#include "common/library_ends.hpp"
#include "report/suppressions.hpp"

using racer::api::guarded;
using racer::api::require_arg;

extern "C" {

uint32_t racer_abi_version(void) { return RACER_ABI_VERSION; }

const char* racer_version_string(void) { return RACER_VERSION; }

int32_t racer_library_end(const char* name) { return name == nullptr ? 0 : racer::library_end(name); }

const char* racer_status_string(racer_status status) {
  switch (status) {
    case RACER_OK: return "ok";
    case RACER_MORE: return "more";
    case RACER_E_ARG: return "bad argument";
    case RACER_E_ID: return "bad id";
    case RACER_E_STATE: return "wrong phase";
    case RACER_E_NOMEM: return "out of memory";
    case RACER_E_PARSE: return "parse error";
    case RACER_E_IO: return "i/o error";
    case RACER_E_INTERNAL: return "internal error";
    default: return "unknown status";
  }
}

racer_session* racer_session_new(void) {
  try {
    return new racer_session();
  } catch (...) {
    return nullptr;  // only std::bad_alloc can get here
  }
}

void racer_session_free(racer_session* s) { delete s; }

const char* racer_last_error(const racer_session* s) {
  return s == nullptr ? "no session" : s->last_error.c_str();
}

int32_t racer_phase(const racer_session* s) {
  if (s == nullptr) return RACER_E_ARG;
  s->last_error.clear();
  return s->phase;
}

racer_status racer_option(racer_session* s, const char* key, const char** out_value) {
  return guarded(s, __func__, [&] {
    require_arg(key, "key");
    require_arg(out_value, "out_value");
    s->option_value = s->options.value(key);
    *out_value = s->option_value.c_str();
    return RACER_OK;
  });
}

racer_status racer_set_option(racer_session* s, const char* key, const char* value) {
  return guarded(s, __func__, [&] {
    require_arg(key, "key");
    require_arg(value, "value");
    if (s->run_started)
      throw racer::Error(RACER_E_STATE, "racer_run has started; set options before it");
    // A broken suppression file or baseline stops the run before any work.
    if (std::string_view(key) == "suppress" && *value) racer::report::read_suppressions(value);
    if (std::string_view(key) == "baseline" && *value) racer::report::read_baseline(value);
    s->options.set(key, value);
    return RACER_OK;
  });
}

}  // extern "C"
