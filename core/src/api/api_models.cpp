// C ABI, section "models": loading concurrency models and asking them.
#include "api/api_guard.hpp"
#include "api/session.hpp"

using racer::api::guarded;
using racer::api::require_arg;

// The ABI constants are the engine's enum values.
static_assert(RACER_CALL_PLAIN == static_cast<int>(racer::models::CallClass::Plain) &&
              RACER_CALL_LOCK == static_cast<int>(racer::models::CallClass::Lock) &&
              RACER_CALL_COND_WAIT == static_cast<int>(racer::models::CallClass::CondWait) &&
              RACER_CALL_THREAD_JOIN == static_cast<int>(racer::models::CallClass::ThreadJoin) &&
              RACER_CALL_ATOMIC_END == static_cast<int>(racer::models::CallClass::AtomicEnd));

extern "C" {

racer_status racer_load_models_file(racer_session* s, const char* path) {
  return guarded(s, __func__, [&] {
    require_arg(path, "path");
    s->require_build();
    s->models.load_file(path);
    return RACER_OK;
  });
}

racer_status racer_load_models_text(racer_session* s, const char* text, const char* origin) {
  return guarded(s, __func__, [&] {
    require_arg(text, "text");
    require_arg(origin, "origin");
    s->require_build();
    s->models.load_text(text, origin);
    return RACER_OK;
  });
}

racer_status racer_classify_function(const racer_session* s, const char* name, int32_t* cls) {
  return guarded(s, __func__, [&] {
    require_arg(name, "name");
    require_arg(cls, "cls");
    if (s->models.is_atomic_function(name) &&
        s->models.classify(name).cls == racer::models::CallClass::Plain) {
      *cls = RACER_CALL_ATOMIC_FUNCTION;
      return RACER_OK;
    }
    *cls = static_cast<int32_t>(s->models.classify(name).cls);
    return RACER_OK;
  });
}

}  // extern "C"
