// classify_events: the models applied to every call of the program model.
#include "racer/racer.h"
#include "models/classified_event.hpp"

namespace racer::models {

std::vector<ClassifiedEvent> classify_events(const facts::FactStore& facts,
                                             const facts::Indexes& index,
                                             const ConcurrencyModel& model) {
  const std::size_t n = facts.events.stmt.size();
  std::vector<ClassifiedEvent> out(n);
  for (std::size_t e = 0; e < n; ++e) {
    if (facts.events.kind[e] != RACER_EVENT_CALL) continue;
    const FunctionId callee(facts.events.callee[e]);
    if (!callee.valid()) continue;  // calls through pointers are never special (as RacerF)
    const std::string_view name =
        facts.strings.get(StringId(facts.functions.name[callee.index()]));
    ClassifiedEvent& c = out[e];
    c.atomic_function = model.is_atomic_function(name);
    const CallSpec spec = model.classify(name);
    c.cls = spec.cls;
    c.blocking = spec.blocking;
    c.read = spec.read;
    c.reentrant = spec.reentrant;
    const auto args = index.arguments_of[EventId(static_cast<std::int32_t>(e))];
    auto arg = [&](std::int32_t pos) {
      return pos >= 0 && static_cast<std::size_t>(pos) < args.size() ? args[pos] : ExprId();
    };
    c.lock = arg(spec.lock_pos);
    c.cond = arg(spec.cond_pos);
    c.thread_id = arg(spec.thread_id_pos);
    c.entry = arg(spec.entry_pos);
    c.arg = arg(spec.arg_pos);
    if (spec.cls == CallClass::Lock && !spec.blocking) c.status = ExprId(facts.events.result[e]);
  }
  return out;
}

}  // namespace racer::models
