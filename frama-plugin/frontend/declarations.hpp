// C declarations as far as racer-cpp's rewrites need them: specifier lists,
// declarators, top-level declarations, aggregate tags.
//
// No symbol table: an identifier in a specifier list is a typedef name when
// no other type specifier came before it (the rule C itself implies). The
// parse is tolerant: on malformed input it returns something short rather
// than failing, and the rewrites then leave that text alone.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/source.hpp"

namespace racer::frontend {

// Storage classes, function specifiers, qualifiers (not _Atomic) and GNU
// markers: words of a specifier list that say nothing about the base type.
bool is_specifier_word(std::string_view word);

// void, char, int, unsigned, _Bool, __int128, ...
bool is_basic_type_word(std::string_view word);

// __attribute__((...)), __declspec(...), _Alignas(...): the index past the
// group starting at `i`, or `i` when none starts there.
std::size_t skip_attribute_group(const Source& src, std::size_t i);

// `struct`, `union` or `enum` at `keyword`, with its tag and body if any.
struct TagRef {
  std::string key;         // "struct T"; anonymous: "struct @<index of its {>"
  std::size_t body = npos;  // its '{' when it is defined here
  std::size_t end = 0;      // past the tag, or past the body's '}'
};
TagRef parse_tag(const Source& src, std::size_t keyword);

struct SpecList {
  enum class Base { None, Basic, Aggregate, Enum, TypedefName, Other };
  std::size_t first = 0;
  std::size_t end = 0;  // the first token after the list
  bool is_typedef = false;
  Base base = Base::None;
  std::string name;         // Aggregate or Enum: the tag key; TypedefName: the name
  std::size_t body = npos;  // '{' of the aggregate or enum defined in the list
  std::vector<std::size_t> atomic_qualifiers;  // `_Atomic` not followed by '('
};
SpecList parse_spec_list(const Source& src, std::size_t first);

enum class Shape {
  Plain,     // x
  Pointer,   // *x
  Array,     // x[...] (also *x[...])
  Function,  // x(...) (also *x(...))
  Nested,    // (*x)(...), (x)[...]: a parenthesised declarator
};

struct Declarator {
  std::size_t first = 0;
  std::size_t end = 0;      // no initializer, bit-field width, trailing attribute or asm
  std::size_t name = npos;  // npos: an abstract declarator
  Shape shape = Shape::Plain;
  std::size_t suffix = npos;  // the '[' or '(' right after the name (Array, Function)
};

struct DeclaratorList {
  std::vector<Declarator> items;
  // The token that ended the list: ';', '{' (a function body), or an
  // unmatched ')' (a parameter list) or '}'; size() at the end of the text.
  std::size_t end = 0;
};
// The declarators from `first` (just past a specifier list) to the end of
// the declaration.
DeclaratorList parse_declarators(const Source& src, std::size_t first);

// One external declaration: tokens [first, end), its ';' or the closing '}'
// of its function body included.
struct TopLevel {
  std::size_t first = 0;
  std::size_t end = 0;
  std::size_t body = npos;  // '{' of a function definition's body
};
std::vector<TopLevel> top_level_declarations(const Source& src);

// 0, 0U, 0x0, 00UL...: an integer constant whose value is zero.
bool is_zero_literal(std::string_view number);

}  // namespace racer::frontend
