// Helpers of the racer-cpp rewrite tests (test_frontend_*.cpp): run every
// rewrite on a text and look at the result and the records.
#pragma once

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include <catch2/catch.hpp>

#include "frontend/rewriter.hpp"

namespace racer::test {

struct Rewritten {
  std::string text;
  std::vector<frontend::Rewrite> rewrites;

  std::size_t count(frontend::RewriteKind kind) const {
    return static_cast<std::size_t>(std::count_if(rewrites.begin(), rewrites.end(),
                                                  [&](const auto& r) { return r.kind == kind; }));
  }
};

// No origin: the output is the input with the edits only (no line marker).
inline Rewritten rewrite(std::string_view text) {
  frontend::RewriteResult r = frontend::rewrite_for_frama_c(text, {});
  // The invariant every test relies on: lines keep their numbers.
  REQUIRE(std::count(r.text.begin(), r.text.end(), '\n') ==
          std::count(text.begin(), text.end(), '\n'));
  return {std::move(r.text), std::move(r.rewrites)};
}

inline bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace racer::test
