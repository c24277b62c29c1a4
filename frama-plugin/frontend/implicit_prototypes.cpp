// Prototypes for functions called before their declaration (see
// implicit_prototypes.hpp).
#include "frontend/implicit_prototypes.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <utility>

#include "frontend/declarations.hpp"

namespace racer::frontend {
namespace {

struct Definition {
  std::size_t first;         // its first token
  std::size_t name;          // its name
  std::size_t params_open;   // '(' of its parameter list
  std::size_t params_close;  // ')' of its parameter list
  SpecList spec;
  Declarator declarator;
};

using Range = std::pair<std::size_t, std::size_t>;

// The parameter declarations between '(' and ')', without the commas.
std::vector<Range> parameters(const Source& src, std::size_t open, std::size_t close) {
  std::vector<Range> out;
  std::size_t start = open + 1;
  for (std::size_t i = open + 1; i < close; ++i) {
    if (src.is(i, "(") || src.is(i, "[") || src.is(i, "{")) {
      const std::size_t p = src.partner(i);
      if (p == npos || p > close) break;
      i = p;
    } else if (src.is(i, ",")) {
      out.emplace_back(start, i);
      start = i + 1;
    }
  }
  if (start < close) out.emplace_back(start, close);
  return out;
}

// The specifier tokens [first, end) say `int` and nothing else about the type.
bool says_int(const Source& src, std::size_t first, std::size_t end) {
  std::vector<std::string_view> words;
  for (std::size_t i = first; i < end; ++i) {
    if (const std::size_t g = skip_attribute_group(src, i); g != i) {
      i = g - 1;
    } else if (!is_specifier_word(src.spelling(i))) {
      words.push_back(src.spelling(i));
    }
  }
  using W = std::vector<std::string_view>;
  return words == W{"int"} || words == W{"signed"} || words == W{"signed", "int"};
}

// The definition has the type Frama-C gives an implicit declaration when
// the arguments are ints: `int f(int, ...)` (or no parameters).
bool like_implicit(const Source& src, const Definition& def) {
  if (!says_int(src, def.spec.first, def.spec.end) || def.declarator.first != def.name)
    return false;
  const std::vector<Range> params = parameters(src, def.params_open, def.params_close);
  if (params.size() == 1 && params[0].second == params[0].first + 1 && src.is(params[0].first, "void"))
    return true;
  for (const auto& [first, end] : params) {
    const SpecList spec = parse_spec_list(src, first);
    if (!says_int(src, first, spec.end)) return false;
    for (const Declarator& d : parse_declarators(src, spec.end).items)
      if (d.shape != Shape::Plain) return false;
  }
  return true;
}

// Where each ordinary identifier and tag is first declared at file scope
// (token index), and the function definitions.
class FileScope {
 public:
  FileScope(const Source& src, const std::vector<TopLevel>& tops) : src_(src) {
    for (const TopLevel& t : tops) {
      const std::size_t scan_end = t.body != npos ? t.body : t.end;
      note_tags_and_enumerators(t.first, scan_end);
      const SpecList spec = parse_spec_list(src, t.first);
      const DeclaratorList list = parse_declarators(src, spec.end);
      for (const Declarator& d : list.items)
        if (d.name != npos) identifiers_.try_emplace(std::string(src.spelling(d.name)), d.name);
      if (t.body == npos || list.items.empty()) continue;
      const Declarator& d = list.items.front();
      if (d.shape != Shape::Function || d.name == npos) continue;
      const std::size_t close = src.partner(d.suffix);
      if (close == npos) continue;
      definitions_.try_emplace(std::string(src.spelling(d.name)),
                               Definition{t.first, d.name, d.suffix, close, spec, d});
    }
  }

  std::size_t identifier(std::string_view name) const { return find(identifiers_, name); }
  std::size_t tag(std::string_view key) const { return find(tags_, key); }
  const Definition* definition(std::string_view name) const {
    auto it = definitions_.find(std::string(name));
    return it == definitions_.end() ? nullptr : &it->second;
  }

 private:
  static std::size_t find(const std::unordered_map<std::string, std::size_t>& m,
                          std::string_view key) {
    auto it = m.find(std::string(key));
    return it == m.end() ? npos : it->second;
  }

  // Tags and enumerators declared in [first, end), outside parentheses
  // (a tag first named in a parameter list has prototype scope only).
  void note_tags_and_enumerators(std::size_t first, std::size_t end) {
    for (std::size_t k = first; k < end; ++k) {
      if (src_.is(k, "(")) {
        const std::size_t p = src_.partner(k);
        if (p == npos) return;
        k = p;
        continue;
      }
      const std::string_view w = src_.spelling(k);
      if (w != "struct" && w != "union" && w != "enum") continue;
      const TagRef t = parse_tag(src_, k);
      if (t.key.find('@') == std::string::npos) tags_.try_emplace(t.key, k);
      if (w != "enum" || t.body == npos) continue;
      const std::size_t close = std::min(src_.partner(t.body), end);
      for (std::size_t i = t.body + 1; i < close; ++i) {
        if ((src_.is(i - 1, "{") || src_.is(i - 1, ",")) && src_.is_name(i))
          identifiers_.try_emplace(std::string(src_.spelling(i)), i);
        if (src_.is(i, "(") || src_.is(i, "[")) {
          const std::size_t p = src_.partner(i);
          if (p == npos) break;
          i = p;
        }
      }
    }
  }

  const Source& src_;
  std::unordered_map<std::string, std::size_t> identifiers_;
  std::unordered_map<std::string, std::size_t> tags_;
  std::unordered_map<std::string, Definition> definitions_;
};

// Why the prototype of `def` cannot go before token `at`; "" when it can.
std::string unsafe_before(const Source& src, const FileScope& scope, const Definition& def,
                          std::size_t at) {
  std::set<std::string_view> parameter_names;
  for (const auto& [first, end] : parameters(src, def.params_open, def.params_close)) {
    const SpecList spec = parse_spec_list(src, first);
    const DeclaratorList list = parse_declarators(src, spec.end);
    if (!list.items.empty() && list.items.front().name != npos)
      parameter_names.insert(src.spelling(list.items.front().name));
  }
  const auto line = [&](std::size_t i) { return std::to_string(src.location(i).line); };
  for (std::size_t k = def.first; k <= def.params_close; ++k) {
    if (const std::size_t g = skip_attribute_group(src, k); g != k) {
      k = g - 1;
      continue;
    }
    const std::string_view w = src.spelling(k);
    if (w == "struct" || w == "union" || w == "enum") {
      const TagRef t = parse_tag(src, k);
      const std::size_t declared = scope.tag(t.key);
      if (declared == npos || declared >= at)
        return t.key + " is not declared before line " + line(at);
      k = t.end - 1;
    } else if (src.is_name(k) && k != def.name && parameter_names.count(w) == 0) {
      const std::size_t declared = scope.identifier(w);
      if (declared != npos && declared >= at)
        return std::string(w) + " is declared at line " + line(declared) + ", after line " +
               line(at);
    }
  }
  return {};
}

std::string prototype_text(const Source& src, const Definition& def) {
  std::string text;
  for (std::size_t k = def.first; k <= def.params_close; ++k) {
    const std::string_view w = src.spelling(k);
    // An inline prototype would change the linkage rules of the definition.
    if (w == "inline" || w == "__inline" || w == "__inline__") continue;
    if (!text.empty()) text += ' ';
    text += w;
  }
  return text + ";";
}

}  // namespace

void rewrite_implicit_prototypes(const Source& src, Edits& edits, std::vector<Rewrite>& done) {
  const std::vector<TopLevel> tops = top_level_declarations(src);
  const FileScope scope(src, tops);
  std::set<std::string_view> handled;
  for (const TopLevel& t : tops) {
    if (t.body == npos) continue;
    const std::size_t close = std::min(src.partner(t.body), src.size());
    for (std::size_t i = t.body + 1; i < close; ++i) {
      if (!src.is_name(i) || !src.is(i + 1, "(") || src.is(i - 1, ".") || src.is(i - 1, "->"))
        continue;
      const std::string_view name = src.spelling(i);
      const Definition* def = scope.definition(name);
      // Called before any file-scope declaration, defined after the call.
      if (def == nullptr || def->name < i || scope.identifier(name) < i) continue;
      if (!handled.insert(name).second || like_implicit(src, *def)) continue;
      const std::string why = unsafe_before(src, scope, *def, t.first);
      if (!why.empty()) {
        done.push_back({RewriteKind::PrototypeSkipped, src.location(i),
                        std::string(name) + ": no prototype inserted, " + why});
        continue;
      }
      const std::string text = prototype_text(src, *def);
      edits.insert_before(src.token(t.first), text + " ");
      done.push_back({RewriteKind::Prototype, src.location(t.first),
                      "`" + text + "` inserted before the first call of " + std::string(name) +
                          " (line " + std::to_string(src.location(i).line) +
                          "), defined at line " + std::to_string(src.location(def->name).line)});
    }
  }
}

}  // namespace racer::frontend
