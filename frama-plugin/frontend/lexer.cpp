// The tokenizer of racer-cpp (see lexer.hpp). It follows the C translation
// phase 3 only as far as rewrites need: exact token boundaries, literals and
// comments as opaque tokens; it does not check that the input is valid C.
#include "frontend/lexer.hpp"

namespace racer::frontend {
namespace {

bool is_ident_start(char c) {
  // Bytes >= 0x80 are parts of UTF-8 identifiers (GCC accepts them).
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || c == '$' ||
         static_cast<unsigned char>(c) >= 0x80;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

bool is_ident_char(char c) { return is_ident_start(c) || is_digit(c); }

// Longest first, so that the first match is the longest one.
// Digraphs (<: :> <% %>) are left as two tokens: cpp output does not use them.
constexpr std::string_view kPunctuators[] = {
    "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=",
    "&&",  "||",  "*=",  "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##",
};

constexpr std::string_view kSingle = "[](){}.&*+-~!/%<>^|?:;=,#";

class Lexer {
 public:
  explicit Lexer(std::string_view text) : s_(text) {}

  std::vector<Token> run() {
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if (c == '\n') {
        ++line_;
        ++i_;
        line_start_ = true;
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
        ++i_;
        continue;
      }
      const std::size_t begin = i_;
      const int line = line_;
      TokenKind kind;
      if (c == '#' && line_start_) {
        directive();
        kind = TokenKind::Directive;
      } else if (c == '/' && peek(1) == '*') {
        block_comment();
        kind = TokenKind::Comment;
      } else if (c == '/' && peek(1) == '/') {
        line_comment();
        kind = TokenKind::Comment;
      } else if (is_ident_start(c)) {
        while (i_ < s_.size() && is_ident_char(s_[i_])) ++i_;
        const std::string_view word = s_.substr(begin, i_ - begin);
        const char next = peek(0);
        if ((next == '"' || next == '\'') &&
            (word == "L" || word == "u" || word == "U" || word == "u8")) {
          kind = next == '"' ? TokenKind::String : TokenKind::Char;
          quoted(next);
        } else {
          kind = TokenKind::Identifier;
        }
      } else if (is_digit(c) || (c == '.' && is_digit(peek(1)))) {
        number();
        kind = TokenKind::Number;
      } else if (c == '"' || c == '\'') {
        kind = c == '"' ? TokenKind::String : TokenKind::Char;
        quoted(c);
      } else if (punctuator()) {
        kind = TokenKind::Punct;
      } else {
        ++i_;
        kind = TokenKind::Other;
      }
      // Comments are white space for cpp: a `#` after one still starts a directive.
      if (kind != TokenKind::Comment) line_start_ = false;
      out_.push_back(Token{kind, begin, i_, line});
    }
    return std::move(out_);
  }

 private:
  char peek(std::size_t ahead) const {
    return i_ + ahead < s_.size() ? s_[i_ + ahead] : '\0';
  }

  bool splice() {  // a backslash-newline, which joins two physical lines
    if (peek(0) == '\\' && peek(1) == '\n') {
      i_ += 2;
      ++line_;
      return true;
    }
    return false;
  }

  // Up to the end of the logical line; comments may span lines there too.
  void directive() {
    while (i_ < s_.size() && s_[i_] != '\n') {
      if (splice()) continue;
      if (s_[i_] == '/' && peek(1) == '*') {
        block_comment();
      } else if (s_[i_] == '"' || s_[i_] == '\'') {
        quoted(s_[i_]);
      } else {
        ++i_;
      }
    }
  }

  void block_comment() {
    i_ += 2;
    while (i_ < s_.size() && !(s_[i_] == '*' && peek(1) == '/')) {
      if (s_[i_] == '\n') ++line_;
      ++i_;
    }
    i_ = i_ < s_.size() ? i_ + 2 : s_.size();
  }

  void line_comment() {
    while (i_ < s_.size() && s_[i_] != '\n') {
      if (!splice()) ++i_;
    }
  }

  // From the opening quote at i_; stops after the closing quote, or before
  // the newline of an unterminated literal.
  void quoted(char quote) {
    ++i_;
    while (i_ < s_.size() && s_[i_] != quote && s_[i_] != '\n') {
      if (splice()) continue;
      if (s_[i_] == '\\' && i_ + 1 < s_.size() && s_[i_ + 1] != '\n') ++i_;
      ++i_;
    }
    if (i_ < s_.size() && s_[i_] == quote) ++i_;
  }

  // C11 6.4.8: digits, letters, '.', and signs after e/E/p/P.
  void number() {
    ++i_;
    while (i_ < s_.size()) {
      const char c = s_[i_];
      if ((c == '+' || c == '-') &&
          (s_[i_ - 1] == 'e' || s_[i_ - 1] == 'E' || s_[i_ - 1] == 'p' || s_[i_ - 1] == 'P')) {
        ++i_;
      } else if (is_ident_char(c) || c == '.') {
        ++i_;
      } else {
        break;
      }
    }
  }

  bool punctuator() {
    for (std::string_view p : kPunctuators) {
      if (s_.substr(i_, p.size()) == p) {
        i_ += p.size();
        return true;
      }
    }
    if (kSingle.find(s_[i_]) != std::string_view::npos) {
      ++i_;
      return true;
    }
    return false;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int line_ = 1;
  bool line_start_ = true;
  std::vector<Token> out_;
};

}  // namespace

std::vector<Token> lex(std::string_view text) { return Lexer(text).run(); }

}  // namespace racer::frontend
