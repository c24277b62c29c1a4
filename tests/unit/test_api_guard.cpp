// The ABI guard: every C++ failure becomes a status and a message, and
// nothing escapes (api/api_guard.hpp).
#include <new>
#include <stdexcept>

#include "api/api_guard.hpp"
#include "model_builder.hpp"

using racer::api::guarded;

TEST_CASE("guard: each kind of exception maps to its status and message") {
  racer_session s;
  CHECK(guarded(&s, "racer_x", []() -> racer_status {
          throw racer::Error(RACER_E_ID, "functions[1].name: 9 out of range (2 strings)");
        }) == RACER_E_ID);
  CHECK(s.last_error == "racer_x: functions[1].name: 9 out of range (2 strings)");

  CHECK(guarded(&s, "racer_x", []() -> racer_status { throw std::bad_alloc(); }) ==
        RACER_E_NOMEM);
  CHECK(s.last_error == "racer_x: out of memory");

  CHECK(guarded(&s, "racer_x", []() -> racer_status { throw std::logic_error("broken"); }) ==
        RACER_E_INTERNAL);
  CHECK(s.last_error == "internal error in racer_x: broken");

  CHECK(guarded(&s, "racer_x", []() -> racer_status { throw 42; }) == RACER_E_INTERNAL);
  CHECK(s.last_error == "internal error in racer_x: unknown exception");

  CHECK(guarded(&s, "racer_x", [] { return RACER_MORE; }) == RACER_MORE);
  CHECK(s.last_error.empty());
}

TEST_CASE("guard: a NULL session is a bad argument and the body does not run") {
  bool ran = false;
  CHECK(guarded(nullptr, "racer_x", [&] {
          ran = true;
          return RACER_OK;
        }) == RACER_E_ARG);
  CHECK_FALSE(ran);
}
