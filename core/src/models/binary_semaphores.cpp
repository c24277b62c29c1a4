// treat_binary_semaphores: see binary_semaphores.hpp.
#include "models/binary_semaphores.hpp"

#include <map>
#include <string_view>

#include "racer/racer.h"

namespace racer::models {
namespace {

// The object of a plain `&s` argument, else none.
BaseId plain_object(const facts::FactStore& facts, ExprId e) {
  if (!e.valid() || facts.expressions.shape[e.index()] != RACER_EXPR_ADDR_OF ||
      facts.expressions.flags[e.index()] != 0)
    return BaseId();
  return BaseId(facts.expressions.base[e.index()]);
}

// The value of a small non-negative integer constant (`2`, `2U`), or -1.
int small_constant(const facts::FactStore& facts, ExprId e) {
  std::string_view t = constant_text(facts, e);
  while (!t.empty() && (t.back() == 'u' || t.back() == 'U' || t.back() == 'l' || t.back() == 'L'))
    t.remove_suffix(1);
  if (t.empty() || t.size() > 6) return -1;
  int n = 0;
  for (char ch : t) {
    if (ch < '0' || ch > '9') return -1;
    n = n * 10 + (ch - '0');
  }
  return n;
}

}  // namespace

void treat_binary_semaphores(const facts::FactStore& facts, std::vector<ClassifiedEvent>& events) {
  enum Kind { Binary, Counting, Other };
  std::map<std::int32_t, Kind> kind;  // object -> what every initialisation makes it
  for (const ClassifiedEvent& c : events) {
    if (c.cls != CallClass::SemInit) continue;
    const BaseId object = plain_object(facts, c.object);
    // A semaphore initialised through a pointer could be any of them.
    if (!object.valid()) return;
    const int n = small_constant(facts, c.value);
    const Kind k = n == 1 ? Binary : n >= 2 ? Counting : Other;
    auto [it, fresh] = kind.try_emplace(object.value, k);
    if (!fresh && it->second != k) it->second = Other;
  }
  for (std::size_t e = 0; e < events.size(); ++e) {
    ClassifiedEvent& c = events[e];
    if (c.cls != CallClass::SemWait && c.cls != CallClass::SemPost) continue;
    const BaseId object = plain_object(facts, c.object);
    auto it = object.valid() ? kind.find(object.value) : kind.end();
    if (it == kind.end() || it->second == Other) continue;
    const bool wait = c.cls == CallClass::SemWait;
    c.cls = wait ? CallClass::Lock : CallClass::Unlock;
    c.lock = c.object;
    c.release_checked = true;
    // Two or more permits: a shared lock, which excludes nothing; the
    // lockset engine checks the rest (no permit taken twice or held while
    // the thread blocks).
    c.counting = it->second == Counting;
    c.read = c.counting;
    // sem_trywait / sem_timedwait return 0 when they took the semaphore,
    // like a trylock: its status is followed into branches.
    if (wait && !c.blocking) c.status = ExprId(facts.events.result[e]);
  }
}

}  // namespace racer::models
