// Text edits of the rewrites, applied in one pass at the end.
//
// Every rewrite is a set of replacements of code tokens and insertions next
// to them, collected here and applied together, so that rewrites never see
// each other's output. Applying checks the invariant all of racer-cpp rests
// on: no edit adds or removes a newline, so every line keeps its number.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/lexer.hpp"

namespace racer::frontend {

class Edits {
 public:
  void replace(const Token& t, std::string text) { add(t.begin, t.end, std::move(text)); }
  void insert_before(const Token& t, std::string text) { add(t.begin, t.begin, std::move(text)); }
  void insert_after(const Token& t, std::string text) { add(t.end, t.end, std::move(text)); }

  bool empty() const { return edits_.empty(); }

  // `text` with every edit applied. Insertions at the same offset keep the
  // order they were made in and come before a replacement starting there.
  // Throws std::logic_error when replacements overlap, an insertion falls
  // inside a replaced range, or an edit would change the number of lines
  // (a bug in a rewrite, never a property of the input).
  std::string apply(std::string_view text) const;

 private:
  struct Edit {
    std::size_t begin, end;
    std::string text;
    std::size_t order;
  };
  void add(std::size_t begin, std::size_t end, std::string text);

  std::vector<Edit> edits_;
};

}  // namespace racer::frontend
