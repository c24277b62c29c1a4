// Flexible array members of structs embedded as non-final members (see
// flexible_arrays.hpp).
#include "frontend/flexible_arrays.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <unordered_map>

#include "frontend/declarations.hpp"

namespace racer::frontend {
namespace {

struct Member {
  SpecList::Base base;
  std::string type;  // the aggregate's key or the typedef name
  Shape shape;
  std::size_t suffix;  // '[' of an array member
  std::size_t name;
};

struct Aggregate {
  bool is_union;
  std::vector<Member> members;
};

struct Embedding {  // why an array must grow: the first non-final member found
  std::string outer;
  std::string member;
  std::string inner;
};

std::vector<Member> members_of(const Source& src, std::size_t open, std::size_t close) {
  std::vector<Member> out;
  std::size_t i = open + 1;
  while (i < close) {
    const SpecList spec = parse_spec_list(src, i);
    const DeclaratorList list = parse_declarators(src, spec.end);
    if (list.items.empty() && spec.base == SpecList::Base::Aggregate)  // C11 anonymous member
      out.push_back({spec.base, spec.name, Shape::Plain, npos, npos});
    for (const Declarator& d : list.items)
      out.push_back({spec.base, spec.name, d.shape, d.suffix, d.name});
    const std::size_t next = src.is(list.end, ";") ? list.end + 1 : list.end;
    i = std::max(next, i + 1);
  }
  return out;
}

class Analysis {
 public:
  explicit Analysis(const Source& src) : src_(src) {
    for (std::size_t i = 0; i < src.size(); ++i) {
      if (!src.is(i, "struct") && !src.is(i, "union")) continue;
      const TagRef tag = parse_tag(src, i);
      const std::size_t close = tag.body == npos ? npos : src.partner(tag.body);
      if (close == npos || aggregates_.count(tag.key) != 0) continue;
      order_.push_back(tag.key);
      aggregates_[tag.key] = Aggregate{src.is(i, "union"), members_of(src, tag.body, close)};
    }
    for (const TopLevel& t : top_level_declarations(src)) {
      const SpecList spec = parse_spec_list(src, t.first);
      if (!spec.is_typedef) continue;
      for (const Declarator& d : parse_declarators(src, spec.end).items)
        if (d.shape == Shape::Plain && d.name != npos)
          typedefs_.try_emplace(std::string(src.spelling(d.name)), spec.base, spec.name);
    }
  }

  // '[' of each array to grow, with the embedding that requires it.
  std::map<std::size_t, Embedding> needed() {
    std::map<std::size_t, Embedding> out;
    for (const std::string& key : order_) {
      const Aggregate& a = aggregates_.at(key);
      if (a.is_union) continue;  // a union member is never "non-final"
      for (std::size_t m = 0; m + 1 < a.members.size(); ++m) {
        const Member& member = a.members[m];
        if (member.shape != Shape::Plain) continue;
        const std::string inner = resolve(member.base, member.type);
        const std::size_t bracket = inner.empty() ? npos : flexible_array_of(inner);
        if (bracket == npos) continue;
        out.try_emplace(bracket, Embedding{key,
                                           member.name == npos ? "(anonymous)"
                                                               : std::string(src_.spelling(member.name)),
                                           inner});
      }
    }
    return out;
  }

 private:
  // The aggregate a member's type names, through typedefs; "" for others.
  std::string resolve(SpecList::Base base, std::string name) const {
    for (int depth = 0; depth < 64; ++depth) {
      if (base == SpecList::Base::Aggregate) return name;
      if (base != SpecList::Base::TypedefName) return {};
      auto it = typedefs_.find(name);
      if (it == typedefs_.end()) return {};
      base = it->second.first;
      name = it->second.second;
    }
    return {};
  }

  // '[' of the flexible or zero-length array that ends struct `key`,
  // directly or through its final member; npos when it has none.
  std::size_t flexible_array_of(const std::string& key) {
    if (auto it = memo_.find(key); it != memo_.end()) return it->second;
    if (!visiting_.insert(key).second) return npos;  // a (malformed) cycle
    std::size_t result = npos;
    auto it = aggregates_.find(key);
    if (it != aggregates_.end() && !it->second.is_union && !it->second.members.empty()) {
      const Member& last = it->second.members.back();
      if (last.shape == Shape::Array && last.suffix != npos) {
        const std::size_t close = src_.partner(last.suffix);
        const bool empty = close == last.suffix + 1;
        const bool zero = close == last.suffix + 2 &&
                          src_.token(last.suffix + 1).kind == TokenKind::Number &&
                          is_zero_literal(src_.spelling(last.suffix + 1));
        if (empty || zero) result = last.suffix;
      } else if (last.shape == Shape::Plain) {
        const std::string inner = resolve(last.base, last.type);
        if (!inner.empty()) result = flexible_array_of(inner);
      }
    }
    visiting_.erase(key);
    memo_[key] = result;
    return result;
  }

  const Source& src_;
  std::vector<std::string> order_;  // aggregates in text order
  std::unordered_map<std::string, Aggregate> aggregates_;
  std::unordered_map<std::string, std::pair<SpecList::Base, std::string>> typedefs_;
  std::unordered_map<std::string, std::size_t> memo_;
  std::set<std::string> visiting_;
};

}  // namespace

void rewrite_flexible_arrays(const Source& src, Edits& edits, std::vector<Rewrite>& done) {
  for (const auto& [bracket, why] : Analysis(src).needed()) {
    const bool empty = src.partner(bracket) == bracket + 1;
    const std::string before = empty ? "[]" : "[" + std::string(src.spelling(bracket + 1)) + "]";
    if (empty) {
      edits.insert_after(src.token(bracket), "1");
    } else {
      edits.replace(src.token(bracket + 1), "1");
    }
    done.push_back({RewriteKind::FlexibleArray, src.location(bracket),
                    std::string(src.spelling(bracket - 1)) + before + " -> " +
                        std::string(src.spelling(bracket - 1)) + "[1]: " + why.inner +
                        " is the non-final member `" + why.member + "` of " + why.outer});
  }
}

}  // namespace racer::frontend
