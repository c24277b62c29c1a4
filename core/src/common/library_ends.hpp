// The C library's functions that never return to their caller: the one
// list of them, for the core's recognisers and, through racer_library_end,
// for the front end (the noreturn function flag, its own recognisers and
// the witness interpreter).
#pragma once

#include <cstdint>
#include <string_view>

namespace racer {

// RACER_END_PROGRAM (abort, exit, ...), RACER_END_THREAD (pthread_exit,
// thrd_exit) or 0. Only a function the program does not define is the
// library's: the caller checks that.
std::int32_t library_end(std::string_view name);

}  // namespace racer
