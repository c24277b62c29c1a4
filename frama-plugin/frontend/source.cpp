// Token index, bracket partners and line markers of a preprocessed file
// (see source.hpp).
#include "frontend/source.hpp"

#include <algorithm>
#include <iterator>

namespace racer::frontend {
namespace {

constexpr std::string_view kKeywords[] = {
    "auto",          "break",         "case",          "char",         "const",
    "continue",      "default",       "do",            "double",       "else",
    "enum",          "extern",        "float",         "for",          "goto",
    "if",            "inline",        "int",           "long",         "register",
    "restrict",      "return",        "short",         "signed",       "sizeof",
    "static",        "struct",        "switch",        "typedef",      "union",
    "unsigned",      "void",          "volatile",      "while",        "_Alignas",
    "_Alignof",      "_Atomic",       "_Bool",         "_Complex",     "_Generic",
    "_Imaginary",    "_Noreturn",     "_Static_assert", "_Thread_local", "__attribute__",
    "__attribute",   "__asm__",       "__asm",         "asm",          "__const",
    "__const__",     "__volatile",    "__volatile__",  "__restrict",   "__restrict__",
    "__inline",      "__inline__",    "__signed",      "__signed__",   "__typeof__",
    "__typeof",      "typeof",        "__extension__", "__thread",     "__int128",
    "__builtin_va_arg", "__alignof__", "__alignof",    "__label__",    "__declspec",
    "__float128",    "_Float128",     "__complex__",   "__real__",     "__imag__",
};

// `# 12 "file" flags` (cpp) or `#line 12 "file"`; false for other directives.
bool parse_marker(std::string_view d, int& line, std::string& file) {
  std::size_t i = 1;
  auto blanks = [&] {
    while (i < d.size() && (d[i] == ' ' || d[i] == '\t')) ++i;
  };
  blanks();
  if (d.substr(i, 4) == "line") {
    i += 4;
    blanks();
  }
  if (i >= d.size() || d[i] < '0' || d[i] > '9') return false;
  long value = 0;
  while (i < d.size() && d[i] >= '0' && d[i] <= '9') {
    value = value * 10 + (d[i] - '0');
    if (value > 1'000'000'000) return false;
    ++i;
  }
  line = static_cast<int>(value);
  blanks();
  if (i < d.size() && d[i] == '"') {
    std::string name;
    for (++i; i < d.size() && d[i] != '"'; ++i) {
      if (d[i] == '\\' && i + 1 < d.size()) ++i;
      name += d[i];
    }
    file = std::move(name);
  }
  return true;
}

}  // namespace

bool is_keyword(std::string_view word) {
  return std::find(std::begin(kKeywords), std::end(kKeywords), word) != std::end(kKeywords);
}

Source::Source(std::string_view text, std::string name) : text_(text), name_(std::move(name)) {
  std::vector<std::size_t> open;  // indexes of unmatched openers
  std::string file = name_;
  for (const Token& t : lex(text)) {
    if (t.kind == TokenKind::Directive) {
      int line = 0;
      if (parse_marker(text.substr(t.begin, t.end - t.begin), line, file))
        markers_.push_back(Marker{t.line, line, file});
      continue;
    }
    if (t.kind == TokenKind::Comment) continue;
    const std::size_t i = code_.size();
    code_.push_back(t);
    partner_.push_back(npos);
    if (t.kind != TokenKind::Punct || t.end - t.begin != 1) continue;
    const char c = text[t.begin];
    if (c == '(' || c == '[' || c == '{') {
      open.push_back(i);
    } else if (c == ')' || c == ']' || c == '}') {
      const char opener = c == ')' ? '(' : c == ']' ? '[' : '{';
      // The nearest opener of the same kind; openers above it stay unmatched
      // (malformed input must not break the pairs that make sense).
      for (std::size_t k = open.size(); k-- > 0;) {
        if (text[code_[open[k]].begin] == opener) {
          partner_[open[k]] = i;
          partner_[i] = open[k];
          open.resize(k);
          break;
        }
      }
    }
  }
}

std::string_view Source::spelling(std::size_t i) const {
  if (i >= code_.size()) return {};
  return text_.substr(code_[i].begin, code_[i].end - code_[i].begin);
}

bool Source::is_identifier(std::size_t i) const {
  return i < code_.size() && code_[i].kind == TokenKind::Identifier;
}

bool Source::is_name(std::size_t i) const { return is_identifier(i) && !is_keyword(spelling(i)); }

Location Source::location(std::size_t i) const {
  if (i >= code_.size()) return Location{name_, 0};
  const int physical = code_[i].line;
  // The last marker strictly before the token's line.
  auto it = std::lower_bound(markers_.begin(), markers_.end(), physical,
                             [](const Marker& m, int line) { return m.physical_line < line; });
  if (it == markers_.begin()) return Location{name_, physical};
  --it;
  return Location{it->file, it->line + (physical - it->physical_line - 1)};
}

}  // namespace racer::frontend
