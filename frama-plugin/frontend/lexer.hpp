// Tokens of preprocessed C, as racer-cpp's rewrites see them.
//
// The rewrites work on tokens, never on raw text: string literals, character
// constants, comments and whole preprocessor lines (line markers, the
// #define lines of `cpp -dD`, #pragma) are single tokens that no rewrite
// looks into, so they are never changed. Offsets index the input text, lines
// are physical lines of the input (1-based).
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace racer::frontend {

enum class TokenKind {
  Identifier,  // keywords included
  Number,      // a preprocessing number (12, 0x1fU, 1.5e+3f)
  String,      // "..." with its prefix (L, u, U, u8)
  Char,        // '...' with its prefix
  Punct,       // an operator or punctuator (longest match: ->, <<=, ...)
  Comment,     // /* ... */ or // ...
  Directive,   // a whole line starting with #, continuation lines included
  Other,       // a stray character (@, \, `): kept, never rewritten
};

struct Token {
  TokenKind kind;
  std::size_t begin;  // offset of the first character
  std::size_t end;    // offset past the last character
  int line;           // physical line of the first character, 1-based
};

// Every token of `text`, in order; white space is not a token. Never fails:
// an unterminated literal or comment ends at the end of its line (literal)
// or of the text (comment).
std::vector<Token> lex(std::string_view text);

// Comments and directives are "layout": they separate code tokens.
inline bool is_code(const Token& t) {
  return t.kind != TokenKind::Comment && t.kind != TokenKind::Directive;
}

}  // namespace racer::frontend
