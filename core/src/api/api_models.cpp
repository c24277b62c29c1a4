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
              RACER_CALL_ATOMIC_END == static_cast<int>(racer::models::CallClass::AtomicEnd) &&
              RACER_CALL_COND_SIGNAL == static_cast<int>(racer::models::CallClass::CondSignal) &&
              RACER_CALL_ONCE == static_cast<int>(racer::models::CallClass::Once) &&
              RACER_CALL_BARRIER_WAIT == static_cast<int>(racer::models::CallClass::BarrierWait) &&
              RACER_CALL_SEM_POST == static_cast<int>(racer::models::CallClass::SemPost) &&
              RACER_CALL_MUTEX_ATTR_KIND == static_cast<int>(racer::models::CallClass::MutexAttrKind));
static_assert(RACER_ATOMIC_READ == static_cast<int>(racer::models::AtomicAccess::Read) &&
              RACER_ATOMIC_WRITE == static_cast<int>(racer::models::AtomicAccess::Write) &&
              RACER_ATOMIC_READ_WRITE == static_cast<int>(racer::models::AtomicAccess::ReadWrite));

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

racer_status racer_atomic_operation(const racer_session* s, const char* name, int32_t* position,
                                    int32_t* access) {
  return guarded(s, __func__, [&] {
    require_arg(name, "name");
    require_arg(position, "position");
    require_arg(access, "access");
    const racer::models::CallSpec spec = s->models.classify(name);
    *position = spec.atomic_pos;
    *access = static_cast<int32_t>(spec.atomic_access);
    return RACER_OK;
  });
}

racer_status racer_lock_spec(const racer_session* s, const char* name, int32_t* position, int32_t* flags) {
  return guarded(s, __func__, [&] {
    require_arg(name, "name");
    require_arg(position, "position");
    require_arg(flags, "flags");
    const racer::models::CallSpec spec = s->models.classify(name);
    *position = spec.lock_object.empty() ? spec.lock_pos : -1;
    *flags = 0;
    if (spec.cls == racer::models::CallClass::Lock)
      *flags = (spec.blocking ? RACER_LOCK_SPEC_BLOCKING : 0) | (spec.read ? RACER_LOCK_SPEC_READ : 0) |
               (spec.reentrant ? RACER_LOCK_SPEC_REENTRANT : 0);
    return RACER_OK;
  });
}

}  // extern "C"
