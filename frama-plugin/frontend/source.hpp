// A preprocessed C file indexed for the rewrites: its code tokens (comments
// and directives left out), the partner of every bracket, and the presumed
// location (file and line named by the last line marker) of every token.
//
// Rewrites address code tokens by index; index arithmetic past either end is
// safe: spelling() of an index out of range is "".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/lexer.hpp"

namespace racer::frontend {

inline constexpr std::size_t npos = static_cast<std::size_t>(-1);

struct Location {
  std::string file;  // as the line marker names it; the input's name without one
  int line = 0;
};

class Source {
 public:
  // `name`: the file name reported for lines before any line marker.
  Source(std::string_view text, std::string name);

  std::string_view text() const { return text_; }
  std::size_t size() const { return code_.size(); }
  const Token& token(std::size_t i) const { return code_[i]; }
  std::string_view spelling(std::size_t i) const;
  bool is(std::size_t i, std::string_view s) const { return spelling(i) == s; }
  bool is_identifier(std::size_t i) const;
  // Identifiers that are not C keywords (GCC's spellings included).
  bool is_name(std::size_t i) const;

  // The matching bracket of a ( [ { or ) ] }, npos when unmatched.
  std::size_t partner(std::size_t i) const { return i < partner_.size() ? partner_[i] : npos; }

  Location location(std::size_t i) const;

 private:
  struct Marker {
    int physical_line;  // of the directive
    int line;           // presumed line of the next physical line
    std::string file;
  };

  std::string_view text_;
  std::string name_;
  std::vector<Token> code_;
  std::vector<std::size_t> partner_;
  std::vector<Marker> markers_;
};

// C and GNU C keywords (so that they are not taken for names).
bool is_keyword(std::string_view word);

}  // namespace racer::frontend
