// The C library's functions that never return (see library_ends.hpp).
#include "common/library_ends.hpp"

#include <array>

#include "racer/racer.h"

namespace racer {

std::int32_t library_end(std::string_view name) {
  static constexpr std::array<std::string_view, 7> kProgram = {
      "abort", "exit", "_exit", "_Exit", "quick_exit", "__assert_fail", "__VERIFIER_error"};
  static constexpr std::array<std::string_view, 2> kThread = {"pthread_exit", "thrd_exit"};
  for (std::string_view n : kProgram)
    if (n == name) return RACER_END_PROGRAM;
  for (std::string_view n : kThread)
    if (n == name) return RACER_END_THREAD;
  return 0;
}

}  // namespace racer
