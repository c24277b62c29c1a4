// `_Atomic` qualifiers and specifiers to the racer_atomic attribute (see
// atomic_rewrite.hpp).
#include "frontend/atomic_rewrite.hpp"

#include <set>
#include <string>

#include "frontend/declarations.hpp"

namespace racer::frontend {
namespace {

bool is_aggregate_keyword(std::string_view w) {
  return w == "struct" || w == "union" || w == "enum";
}

bool is_qualifier_like(const Source& src, std::size_t i) {
  return is_specifier_word(src.spelling(i)) ||
         (src.is(i, "_Atomic") && !src.is(i + 1, "("));
}

// Index of the attribute-like group that ends with the ')' at `close`
// (its first token, e.g. `__attribute__`), npos when `close` ends none.
std::size_t group_ending_at(const Source& src, std::size_t close) {
  const std::size_t open = src.partner(close);
  if (open == npos || open == 0) return npos;
  return skip_attribute_group(src, open - 1) == close + 1 ? open - 1 : npos;
}

// The '{' of a struct, union or enum defined in the same specifier list as
// the `_Atomic` qualifier at q, npos when the list defines none.
std::size_t body_in_same_spec_list(const Source& src, std::size_t q) {
  std::size_t i = q + 1;
  for (;;) {
    if (is_qualifier_like(src, i)) {
      ++i;
    } else if (const std::size_t g = skip_attribute_group(src, i); g != i) {
      i = g;
    } else {
      break;
    }
  }
  if (is_aggregate_keyword(src.spelling(i))) return parse_tag(src, i).body;
  // Backwards: `struct S { ... } const _Atomic x;`
  std::size_t j = q;
  while (j > 0) {
    const std::size_t p = j - 1;
    if (is_qualifier_like(src, p)) {
      j = p;
    } else if (const std::size_t g = src.is(p, ")") ? group_ending_at(src, p) : npos; g != npos) {
      j = g;
    } else {
      break;
    }
  }
  if (j == 0 || !src.is(j - 1, "}")) return npos;
  const std::size_t open = src.partner(j - 1);
  if (open == npos) return npos;
  std::size_t k = open;  // back over `struct __attribute__((...)) T __attribute__((...))`
  auto skip_groups_back = [&] {
    for (std::size_t g; k > 0 && src.is(k - 1, ")") && (g = group_ending_at(src, k - 1)) != npos;)
      k = g;
  };
  skip_groups_back();
  if (k > 0 && src.is_name(k - 1)) --k;
  skip_groups_back();
  return k > 0 && is_aggregate_keyword(src.spelling(k - 1)) ? open : npos;
}

std::string spelled(const Source& src, std::size_t first, std::size_t end) {
  std::string s;
  for (std::size_t i = first; i < end && s.size() < 60; ++i) {
    if (!s.empty() && src.is_identifier(i) && src.is_identifier(i - 1)) s += ' ';
    s += src.spelling(i);
  }
  return s;
}

}  // namespace

void rewrite_atomics(const Source& src, Edits& edits, std::vector<Rewrite>& done) {
  const std::string attribute(kAtomicAttribute);
  std::set<std::size_t> wrapped;  // bodies whose declarators carry the attribute already
  for (std::size_t i = 0; i < src.size(); ++i) {
    if (!src.is_identifier(i) || !src.is(i, "_Atomic")) continue;
    if (src.is(i + 1, "(")) {
      // C11 6.7.2.4p4: `_Atomic (` always starts the specifier form.
      const std::size_t close = src.partner(i + 1);
      if (close == npos) continue;  // malformed: Frama-C will say so
      edits.replace(src.token(i), "__typeof__");
      edits.insert_after(src.token(close), " " + attribute);
      done.push_back({RewriteKind::AtomicSpecifier, src.location(i),
                      "_Atomic(" + spelled(src, i + 2, close) + ") -> __typeof__(...) " + attribute});
      continue;
    }
    const std::size_t body = body_in_same_spec_list(src, i);
    if (body == npos) {
      edits.replace(src.token(i), attribute);
      done.push_back({RewriteKind::AtomicQualifier, src.location(i), "_Atomic -> " + attribute});
      continue;
    }
    // The qualified type is defined in this declaration: the attribute goes
    // into each declarator, `(attribute name)`, which CIL applies to the
    // type before the declarator's own derivations (pointer, array).
    std::size_t after = src.partner(body) == npos ? src.size() : src.partner(body) + 1;
    for (;;) {
      if (is_qualifier_like(src, after)) {
        ++after;
      } else if (const std::size_t g = skip_attribute_group(src, after); g != after) {
        after = g;
      } else {
        break;
      }
    }
    DeclaratorList list = parse_declarators(src, after);
    std::vector<Declarator> declarators;
    for (const Declarator& d : list.items)
      if (d.first < d.end) declarators.push_back(d);
    // In a parameter list the commas separate parameters, not declarators.
    if (src.is(list.end, ")") && declarators.size() > 1) declarators.resize(1);
    if (declarators.empty()) {
      if (src.is(after, ";")) {
        // `_Atomic struct S {...};` declares no object: C ignores the qualifier.
        edits.replace(src.token(i), "");
        done.push_back({RewriteKind::AtomicQualifier, src.location(i),
                        "_Atomic dropped: the declaration declares no object"});
      } else {
        // A type name (cast, sizeof) defining a type: only the type can carry it.
        edits.replace(src.token(i), attribute);
        done.push_back({RewriteKind::AtomicQualifier, src.location(i),
                        "_Atomic -> " + attribute + " (on the type defined here)"});
      }
      continue;
    }
    edits.replace(src.token(i), "");
    if (wrapped.insert(body).second) {
      for (const Declarator& d : declarators) {
        edits.insert_before(src.token(d.first), "(" + attribute + " ");
        edits.insert_after(src.token(d.end - 1), ")");
      }
    }
    done.push_back({RewriteKind::AtomicQualifier, src.location(i),
                    "_Atomic -> (" + attribute +
                        " declarator) on each declarator of the type defined here"});
  }
}

}  // namespace racer::frontend
