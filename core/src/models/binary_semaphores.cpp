// treat_binary_semaphores: see binary_semaphores.hpp.
#include "models/binary_semaphores.hpp"

#include <map>
#include <string_view>

#include "racer/racer.h"

namespace racer::models {
namespace {

std::string_view callee_name(const facts::FactStore& facts, std::size_t e) {
  const FunctionId f(facts.events.callee[e]);
  if (!f.valid()) return {};
  return facts.strings.get(StringId(facts.functions.name[f.index()]));
}

// The object of a plain `&s` argument, else none.
BaseId plain_object(const facts::FactStore& facts, ExprId e) {
  if (!e.valid() || facts.expressions.shape[e.index()] != RACER_EXPR_ADDR_OF ||
      facts.expressions.flags[e.index()] != 0)
    return BaseId();
  return BaseId(facts.expressions.base[e.index()]);
}

// The text of the constant 1, possibly cast (Frama-C prints
// `(unsigned int)1` for sem_init's value).
bool is_one(std::string_view text) {
  while (!text.empty() && text.front() == '(') {
    const auto close = text.find(')');
    if (close == std::string_view::npos) return false;
    text.remove_prefix(close + 1);
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  }
  return text == "1" || text == "1U" || text == "1u";
}

}  // namespace

void treat_binary_semaphores(const facts::FactStore& facts, const facts::Indexes& index,
                             std::vector<ClassifiedEvent>& events) {
  std::map<std::int32_t, bool> binary;  // object -> every sem_init gives 1
  for (std::size_t e = 0; e < events.size(); ++e) {
    if (facts.events.kind[e] != RACER_EVENT_CALL || callee_name(facts, e) != "sem_init") continue;
    const auto args = index.arguments_of[EventId(static_cast<std::int32_t>(e))];
    const BaseId object = args.empty() ? BaseId() : plain_object(facts, args[0]);
    // A semaphore initialised through a pointer could be any of them.
    if (!object.valid()) return;
    const bool one = args.size() >= 3 &&
                     facts.expressions.shape[args[2].index()] == RACER_EXPR_CONSTANT &&
                     facts.expressions.text[args[2].index()] >= 0 &&
                     is_one(facts.strings.get(StringId(facts.expressions.text[args[2].index()])));
    auto [it, fresh] = binary.try_emplace(object.value, one);
    if (!fresh) it->second = it->second && one;
  }
  for (std::size_t e = 0; e < events.size(); ++e) {
    ClassifiedEvent& c = events[e];
    if (facts.events.kind[e] != RACER_EVENT_CALL || c.cls != CallClass::Plain) continue;
    const std::string_view name = callee_name(facts, e);
    if (name != "sem_wait" && name != "sem_post") continue;
    const auto args = index.arguments_of[EventId(static_cast<std::int32_t>(e))];
    const BaseId object = args.empty() ? BaseId() : plain_object(facts, args[0]);
    auto it = object.valid() ? binary.find(object.value) : binary.end();
    if (it == binary.end() || !it->second) continue;
    c.cls = name == "sem_wait" ? CallClass::Lock : CallClass::Unlock;
    c.lock = args[0];
    c.semaphore = true;
  }
}

}  // namespace racer::models
