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

}  // namespace

void treat_binary_semaphores(const facts::FactStore& facts, std::vector<ClassifiedEvent>& events) {
  std::map<std::int32_t, bool> binary;  // object -> every initialisation gives 1
  for (const ClassifiedEvent& c : events) {
    if (c.cls != CallClass::SemInit) continue;
    const BaseId object = plain_object(facts, c.object);
    // A semaphore initialised through a pointer could be any of them.
    if (!object.valid()) return;
    const bool one = constant_text(facts, c.value) == "1" || constant_text(facts, c.value) == "1U" ||
                     constant_text(facts, c.value) == "1u";
    auto [it, fresh] = binary.try_emplace(object.value, one);
    if (!fresh) it->second = it->second && one;
  }
  for (std::size_t e = 0; e < events.size(); ++e) {
    ClassifiedEvent& c = events[e];
    if (c.cls != CallClass::SemWait && c.cls != CallClass::SemPost) continue;
    const BaseId object = plain_object(facts, c.object);
    auto it = object.valid() ? binary.find(object.value) : binary.end();
    if (it == binary.end() || !it->second) continue;
    const bool wait = c.cls == CallClass::SemWait;
    c.cls = wait ? CallClass::Lock : CallClass::Unlock;
    c.lock = c.object;
    c.release_checked = true;
    // sem_trywait / sem_timedwait return 0 when they took the semaphore,
    // like a trylock: its status is followed into branches.
    if (wait && !c.blocking) c.status = ExprId(facts.events.result[e]);
  }
}

}  // namespace racer::models
