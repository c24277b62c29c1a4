// Specifier lists, declarators and top-level declarations (see
// declarations.hpp).
#include "frontend/declarations.hpp"

#include <algorithm>
#include <iterator>

namespace racer::frontend {
namespace {

constexpr std::string_view kSpecifierWords[] = {
    "typedef",  "extern",    "static",    "auto",         "register",   "_Thread_local",
    "__thread", "inline",    "__inline",  "__inline__",   "_Noreturn",  "__extension__",
    "const",    "__const",   "__const__", "volatile",     "__volatile", "__volatile__",
    "restrict", "__restrict", "__restrict__",
};

constexpr std::string_view kBasicTypeWords[] = {
    "void",     "char",       "short",     "int",      "long",      "float",
    "double",   "signed",     "unsigned",  "_Bool",    "_Complex",  "__complex__",
    "__signed", "__signed__", "__int128",  "__float128", "_Float128", "_Imaginary",
};

template <std::size_t N>
bool among(const std::string_view (&words)[N], std::string_view w) {
  return std::find(std::begin(words), std::end(words), w) != std::end(words);
}

bool is_typeof(std::string_view w) { return w == "__typeof__" || w == "__typeof" || w == "typeof"; }

bool is_asm(std::string_view w) { return w == "__asm__" || w == "__asm" || w == "asm"; }

bool is_closer(std::string_view w) { return w == ")" || w == "]" || w == "}"; }

// Past the bracketed group opening at `open`; the end of the text when
// the bracket is unmatched (nothing after it can be trusted).
std::size_t past_group(const Source& src, std::size_t open) {
  const std::size_t close = src.partner(open);
  return close == npos ? src.size() : close + 1;
}

// The shape and name of the declarator [d.first, d.end).
void classify(const Source& src, Declarator& d) {
  std::size_t k = d.first;
  bool pointer = false;
  while (k < d.end) {
    const std::string_view w = src.spelling(k);
    if (w == "*") {
      pointer = true;
      ++k;
    } else if (is_specifier_word(w) || (w == "_Atomic" && !src.is(k + 1, "("))) {
      ++k;
    } else if (const std::size_t g = skip_attribute_group(src, k); g != k) {
      k = g;
    } else {
      break;
    }
  }
  if (k < d.end && src.is(k, "(")) {
    d.shape = Shape::Nested;
    const std::size_t close = std::min(src.partner(k), d.end);
    for (std::size_t i = k + 1; i < close; ++i) {
      if (const std::size_t g = skip_attribute_group(src, i); g != i) {
        i = g - 1;
      } else if (src.is_name(i)) {
        d.name = i;
        break;
      }
    }
    return;
  }
  if (k < d.end && src.is_name(k)) d.name = k++;
  if (k < d.end && src.is(k, "[")) {
    d.shape = Shape::Array;
    d.suffix = k;
  } else if (k < d.end && src.is(k, "(")) {
    d.shape = Shape::Function;
    d.suffix = k;
  } else {
    d.shape = pointer ? Shape::Pointer : Shape::Plain;
  }
}

}  // namespace

bool is_specifier_word(std::string_view word) { return among(kSpecifierWords, word); }

bool is_basic_type_word(std::string_view word) { return among(kBasicTypeWords, word); }

std::size_t skip_attribute_group(const Source& src, std::size_t i) {
  const std::string_view w = src.spelling(i);
  if ((w == "__attribute__" || w == "__attribute" || w == "__declspec" || w == "_Alignas") &&
      src.is(i + 1, "("))
    return past_group(src, i + 1);
  return i;
}

TagRef parse_tag(const Source& src, std::size_t keyword) {
  TagRef t;
  std::size_t i = keyword + 1;
  for (std::size_t g; (g = skip_attribute_group(src, i)) != i;) i = g;
  std::string tag;
  if (src.is_name(i)) {
    tag = std::string(src.spelling(i));
    ++i;
    for (std::size_t g; (g = skip_attribute_group(src, i)) != i;) i = g;
  }
  if (src.is(i, "{")) {
    t.body = i;
    i = past_group(src, i);
  }
  t.end = i;
  t.key = std::string(src.spelling(keyword)) + " " +
          (tag.empty() ? "@" + std::to_string(t.body) : tag);
  return t;
}

SpecList parse_spec_list(const Source& src, std::size_t first) {
  SpecList s;
  s.first = first;
  bool type_seen = false;
  std::size_t i = first;
  while (src.is_identifier(i)) {
    const std::string_view w = src.spelling(i);
    if (w == "_Atomic") {
      if (src.is(i + 1, "(")) {  // the _Atomic(T) specifier
        type_seen = true;
        s.base = SpecList::Base::Other;
        i = past_group(src, i + 1);
      } else {
        s.atomic_qualifiers.push_back(i++);
      }
    } else if (w == "typedef") {
      s.is_typedef = true;
      ++i;
    } else if (is_specifier_word(w)) {
      ++i;
    } else if (const std::size_t g = skip_attribute_group(src, i); g != i) {
      i = g;
    } else if (is_typeof(w) && src.is(i + 1, "(")) {
      type_seen = true;
      s.base = SpecList::Base::Other;
      i = past_group(src, i + 1);
    } else if (w == "struct" || w == "union" || w == "enum") {
      const TagRef t = parse_tag(src, i);
      type_seen = true;
      s.base = w == "enum" ? SpecList::Base::Enum : SpecList::Base::Aggregate;
      s.name = t.key;
      s.body = t.body;
      i = t.end;
    } else if (is_basic_type_word(w)) {
      type_seen = true;
      if (s.base == SpecList::Base::None) s.base = SpecList::Base::Basic;
      ++i;
    } else if (!type_seen && !is_keyword(w)) {
      type_seen = true;
      s.base = SpecList::Base::TypedefName;
      s.name = std::string(w);
      ++i;
    } else {
      break;
    }
  }
  s.end = i;
  return s;
}

DeclaratorList parse_declarators(const Source& src, std::size_t first) {
  DeclaratorList list;
  std::size_t i = first;
  while (i < src.size()) {
    const std::string_view w = src.spelling(i);
    if (w == ";" || w == "{" || is_closer(w)) break;
    Declarator d;
    d.first = i;
    d.end = npos;
    std::size_t j = i;
    // The declarator proper: up to a separator, an initializer, a
    // bit-field width, a function body, or an attribute/asm after its core.
    for (; j < src.size(); ++j) {
      const std::string_view x = src.spelling(j);
      if (x == "," || x == ";" || x == "=" || x == ":" || x == "{" || is_closer(x)) break;
      const bool after_core = j > d.first && (src.is(j - 1, ")") || src.is(j - 1, "]") ||
                                              src.is_name(j - 1));
      if (after_core && (skip_attribute_group(src, j) != j || is_asm(x))) break;
      if (x == "(" || x == "[") j = past_group(src, j) - 1;
    }
    d.end = j;
    classify(src, d);
    list.items.push_back(d);
    // What follows the core: attributes, asm labels, an initializer or a
    // bit-field width, up to ',' or the end of the declaration.
    bool initializer = false;
    for (; j < src.size(); ++j) {
      const std::string_view x = src.spelling(j);
      if (x == "," || x == ";" || is_closer(x)) break;
      if (x == "=") initializer = true;
      if (x == "{" && !initializer) break;  // a function body
      if (x == "(" || x == "[" || x == "{") j = past_group(src, j) - 1;
    }
    if (!src.is(j, ",")) {
      i = j;
      break;
    }
    i = j + 1;
  }
  list.end = i;
  return list;
}

std::vector<TopLevel> top_level_declarations(const Source& src) {
  std::vector<TopLevel> out;
  std::size_t i = 0;
  while (i < src.size()) {
    TopLevel t;
    t.first = i;
    bool saw_parens = false;
    std::size_t j = i;
    while (j < src.size()) {
      const std::string_view w = src.spelling(j);
      if (w == ";") {
        ++j;
        break;
      }
      if (w == "{") {
        // A function body follows the parameter list's ')' (a struct or
        // enum body or an initializer follows something else).
        if (saw_parens && j > t.first && src.is(j - 1, ")")) {
          t.body = j;
          j = past_group(src, j);
          break;
        }
        j = past_group(src, j);
        continue;
      }
      if (w == "(" || w == "[") {
        saw_parens = saw_parens || w == "(";
        j = past_group(src, j);
        continue;
      }
      ++j;
      if (is_closer(w)) break;  // a stray closer ends what it cannot belong to
    }
    t.end = j;
    out.push_back(t);
    i = j;
  }
  return out;
}

bool is_zero_literal(std::string_view number) {
  std::size_t end = number.size();
  while (end > 0 && (number[end - 1] == 'u' || number[end - 1] == 'U' ||
                     number[end - 1] == 'l' || number[end - 1] == 'L'))
    --end;
  std::string_view digits = number.substr(0, end);
  if (digits.size() > 2 && digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X'))
    digits.remove_prefix(2);
  return !digits.empty() && digits.find_first_not_of('0') == std::string_view::npos;
}

}  // namespace racer::frontend
