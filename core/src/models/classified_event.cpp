// classify_events: the models applied to every call of the program model.
#include "racer/racer.h"
#include "models/classified_event.hpp"

#include <cctype>

namespace racer::models {

namespace {

// The global variable called `name`, if any.
BaseId global_named(const facts::FactStore& facts, std::string_view name) {
  for (std::size_t b = 0; b < facts.bases.kind.size(); ++b)
    if (facts.bases.kind[b] == RACER_BASE_GLOBAL &&
        facts.strings.get(StringId(facts.bases.name[b])) == name)
      return BaseId(static_cast<std::int32_t>(b));
  return BaseId();
}

// Whether a mutex kind argument names a recursive kind: a token of its
// text (`PTHREAD_MUTEX_RECURSIVE`, `mtx_plain | mtx_recursive`, `1`) is one
// of `kinds`; a kind read from a variable may be anything.
ClassifiedEvent::Recursive recursion_of(const facts::FactStore& facts, ExprId e,
                                        const std::vector<std::string>& kinds) {
  using R = ClassifiedEvent::Recursive;
  if (!e.valid()) return R::No;
  const StringId t(facts.expressions.text[e.index()]);
  const std::string_view text = t.valid() ? facts.strings.get(t) : std::string_view();
  std::size_t i = 0;
  while (i < text.size()) {
    const auto word = [](char ch) { return std::isalnum(static_cast<unsigned char>(ch)) || ch == '_'; };
    if (!word(text[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < text.size() && word(text[j])) ++j;
    const std::string_view token = text.substr(i, j - i);
    for (const std::string& k : kinds)
      if (token == k) return R::Yes;
    i = j;
  }
  const std::int32_t shape = facts.expressions.shape[e.index()];
  return shape == RACER_EXPR_CONSTANT || shape == RACER_EXPR_OTHER ? R::No : R::Maybe;
}

}  // namespace

std::string_view constant_text(const facts::FactStore& facts, ExprId e) {
  if (!e.valid() || facts.expressions.shape[e.index()] != RACER_EXPR_CONSTANT) return {};
  const StringId t(facts.expressions.text[e.index()]);
  if (!t.valid()) return {};
  std::string_view text = facts.strings.get(t);
  // Frama-C prints casts of constants: `(unsigned int)1`.
  while (!text.empty() && text.front() == '(') {
    const auto close = text.find(')');
    if (close == std::string_view::npos) return {};
    text.remove_prefix(close + 1);
    while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  }
  return text;
}

std::vector<bool> returning_functions(const facts::FactStore& facts, const ConcurrencyModel& model) {
  std::vector<bool> out(facts.functions.flags.size(), false);
  for (std::size_t f = 0; f < out.size(); ++f)
    out[f] = !(facts.functions.flags[f] & RACER_FUNC_HAS_BODY) &&
             model.returns_promptly(facts.strings.get(StringId(facts.functions.name[f])));
  return out;
}

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
    c.object = arg(spec.object_pos);
    c.routine = arg(spec.routine_pos);
    c.count = arg(spec.count_pos);
    c.value = arg(spec.value_pos);
    c.attr = arg(spec.attr_pos);
    c.kind = arg(spec.kind_pos);
    c.atomic_object = arg(spec.atomic_pos);
    c.atomic_access = spec.atomic_access;
    if (!spec.lock_object.empty()) {
      c.lock_base = global_named(facts, spec.lock_object);
      c.lock_object_missing = !c.lock_base.valid();
      c.release_checked = true;
    }
    if (!spec.recursive_kinds.empty()) c.recursive = recursion_of(facts, c.kind, spec.recursive_kinds);
    if (spec.cls == CallClass::Lock && !spec.blocking) c.status = ExprId(facts.events.result[e]);
  }
  return out;
}

}  // namespace racer::models
