// api_guard.hpp: the only place where C++ errors become racer_status values.
//
// Every extern "C" entry point that takes a session runs its body through
// guarded(): the message goes to racer_last_error ("<fn>: <what>") and no
// exception ever crosses the C ABI (unwinding through OCaml frames is UB).
#pragma once

#include <cstddef>
#include <exception>
#include <new>
#include <string_view>

#include "api/session.hpp"
#include "common/error.hpp"

namespace racer::api {

// Capacity kept in last_error so that "out of memory" needs no allocation.
inline constexpr std::size_t kErrorReserve = 256;

// Records "<fn>: <what>" and returns status; never throws.
racer_status fail(const racer_session& s, const char* fn, racer_status status,
                  std::string_view what) noexcept;

// Runs body() (which returns a racer_status) with the session's error cleared.
template <class Body>
racer_status guarded(const racer_session* s, const char* fn, Body&& body) noexcept {
  if (s == nullptr) return RACER_E_ARG;
  s->last_error.clear();
  try {
    return body();
  } catch (const Error& e) {
    return fail(*s, fn, e.status(), e.what());
  } catch (const std::bad_alloc&) {
    return fail(*s, fn, RACER_E_NOMEM, "out of memory");
  } catch (const std::exception& e) {
    return fail(*s, fn, RACER_E_INTERNAL, e.what());
  } catch (...) {
    return fail(*s, fn, RACER_E_INTERNAL, "unknown exception");
  }
}

// Throws Error(RACER_E_ARG, "<name> is NULL") when p is NULL.
inline void require_arg(const void* p, const char* name) {
  if (p == nullptr) throw Error(RACER_E_ARG, std::string(name) + " is NULL");
}

}  // namespace racer::api
