// C ABI, section "models": loading concurrency models and asking them.
#include "api/api_guard.hpp"
#include "api/session.hpp"

using racer::api::guarded;
using racer::api::require_arg;

// The ABI constants are the engine's enum values, every one of them (the
// OCaml bridge reads the constants from racer.h: one source of truth).
namespace {
using racer::models::CallClass;
constexpr bool same(int abi, CallClass c) { return abi == static_cast<int>(c); }
}  // namespace
static_assert(same(RACER_CALL_PLAIN, CallClass::Plain) && same(RACER_CALL_LOCK, CallClass::Lock) &&
              same(RACER_CALL_UNLOCK, CallClass::Unlock) && same(RACER_CALL_LOCK_INIT, CallClass::LockInit) &&
              same(RACER_CALL_LOCK_DESTROY, CallClass::LockDestroy) &&
              same(RACER_CALL_COND_WAIT, CallClass::CondWait) &&
              same(RACER_CALL_THREAD_CREATE, CallClass::ThreadCreate) &&
              same(RACER_CALL_THREAD_JOIN, CallClass::ThreadJoin) &&
              same(RACER_CALL_ATOMIC_BEGIN, CallClass::AtomicBegin) &&
              same(RACER_CALL_ATOMIC_END, CallClass::AtomicEnd) &&
              same(RACER_CALL_COND_SIGNAL, CallClass::CondSignal) && same(RACER_CALL_ONCE, CallClass::Once) &&
              same(RACER_CALL_BARRIER_INIT, CallClass::BarrierInit) &&
              same(RACER_CALL_BARRIER_WAIT, CallClass::BarrierWait) &&
              same(RACER_CALL_BARRIER_DESTROY, CallClass::BarrierDestroy) &&
              same(RACER_CALL_SEM_INIT, CallClass::SemInit) && same(RACER_CALL_SEM_WAIT, CallClass::SemWait) &&
              same(RACER_CALL_SEM_POST, CallClass::SemPost) &&
              same(RACER_CALL_MUTEX_ATTR_KIND, CallClass::MutexAttrKind));
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
