// find_recursive_mutexes: see recursive_mutexes.hpp.
#include "models/recursive_mutexes.hpp"

#include <map>
#include <set>

#include "facts/expression_targets.hpp"
#include "racer/racer.h"

namespace racer::models {
namespace {

using R = ClassifiedEvent::Recursive;

Reentry combine(Reentry a, Reentry b) { return a == b ? a : Reentry::Maybe; }

// The objects an argument designates (any place in them).
std::set<std::int32_t> objects(const facts::FactStore& facts, ExprId e) {
  std::set<std::int32_t> out;
  for (const facts::Target& t : facts::expression_targets(facts, e)) out.insert(t.base.value);
  return out;
}

bool is_null(const facts::FactStore& facts, ExprId e) {
  const std::string_view t = constant_text(facts, e);
  return t == "0" || t == "(void *)0" || t == "NULL";
}

}  // namespace

RecursiveMutexes find_recursive_mutexes(const facts::FactStore& facts,
                                        const std::vector<ClassifiedEvent>& events) {
  RecursiveMutexes out;
  // Attribute objects set to a recursive kind (Yes), to both (Maybe).
  std::map<std::int32_t, Reentry> attrs;
  bool unplaced_recursive_attr = false;
  for (const ClassifiedEvent& c : events) {
    if (c.cls != CallClass::MutexAttrKind) continue;
    const Reentry r = c.recursive == R::Yes ? Reentry::Yes
                      : c.recursive == R::Maybe ? Reentry::Maybe
                                                : Reentry::No;
    const std::set<std::int32_t> objs = objects(facts, c.attr);
    if (objs.empty() && r != Reentry::No) unplaced_recursive_attr = true;
    for (std::int32_t a : objs) {
      auto [it, fresh] = attrs.try_emplace(a, r);
      if (!fresh) it->second = combine(it->second, r);
    }
  }
  std::map<std::int32_t, Reentry> mutexes;
  for (const ClassifiedEvent& c : events) {
    if (c.cls != CallClass::LockInit) continue;
    Reentry r = Reentry::No;
    if (c.kind.valid()) {  // C11: the kind is an argument of the initialisation
      r = c.recursive == R::Yes ? Reentry::Yes : c.recursive == R::Maybe ? Reentry::Maybe : Reentry::No;
    } else if (c.attr.valid() && !is_null(facts, c.attr)) {
      const std::set<std::int32_t> objs = objects(facts, c.attr);
      bool first = true;
      for (std::int32_t a : objs) {
        auto it = attrs.find(a);
        const Reentry ra = it == attrs.end() ? Reentry::No : it->second;
        r = first ? ra : combine(r, ra);
        first = false;
      }
      // An attribute we cannot name may be any recursive one.
      if ((objs.empty() && (!attrs.empty() || unplaced_recursive_attr)) ||
          (unplaced_recursive_attr && r == Reentry::No))
        r = r == Reentry::Yes ? Reentry::Yes : Reentry::Maybe;
    }
    const std::set<std::int32_t> objs = objects(facts, c.lock);
    if (objs.empty() && r != Reentry::No) out.unknown_may_be = true;
    for (std::int32_t m : objs) {
      auto [it, fresh] = mutexes.try_emplace(m, r);
      if (!fresh) it->second = combine(it->second, r);
    }
  }
  bool any = out.unknown_may_be;
  for (const auto& [m, r] : mutexes) any = any || r != Reentry::No;
  if (!any) return out;
  out.of_base.assign(facts.bases.kind.size(), Reentry::No);
  for (const auto& [m, r] : mutexes) out.of_base[static_cast<std::size_t>(m)] = r;
  return out;
}

}  // namespace racer::models
