// Calls that never return, assumptions (see program_ends.hpp).
#include "instances/program_ends.hpp"

#include <string_view>
#include <vector>

#include "common/library_ends.hpp"
#include "racer/racer.h"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

// An INSTR statement with no instruction is an empty one (a skip, an
// annotation): it runs nothing.
bool empty_instr(const CodeStructure& code, std::int32_t s) {
  return code.kind(s) == RACER_STMT_INSTR && code.instrs(s).empty();
}

}  // namespace

std::int32_t ProgramEnds::first_call(std::span<const std::int32_t> list) const {
  for (std::size_t k = 0; k < list.size(); ++k) {
    const std::int32_t s = list[k];
    if (empty_instr(code_, s)) continue;
    if (code_.kind(s) == RACER_STMT_BLOCK) {
      const auto inner = code_.children(s, RACER_SLOT_BODY);
      if (inner.empty()) continue;
      return first_call(inner);
    }
    if (code_.labelled(s)) return -1;
    const std::int32_t call = code_.call(s);
    return call >= 0 ? code_.direct_callee(call) : -1;
  }
  return -1;
}

bool ProgramEnds::stops(std::int32_t function, int depth) const {
  const std::string_view name = code_.name(function);
  const bool defined = code_.defined(function);
  // The noreturn flag also marks the thread exits, which end one thread.
  if ((code_.facts().functions.flags[at(function)] & RACER_FUNC_NORETURN) != 0 &&
      !(!defined && library_end(name) == RACER_END_THREAD))
    return true;
  // SV-COMP's reach_error stops the program when the task does not define it.
  if (!defined) return library_end(name) == RACER_END_PROGRAM || name == "reach_error";
  if (depth <= 0) return false;
  const std::int32_t g = first_call(code_.top(function));
  return g >= 0 && stops(g, depth - 1);
}

bool ProgramEnds::stops_program(std::int32_t function) const {
  if (stops_.empty()) stops_.assign(code_.facts().functions.name.size(), -1);
  auto& known = stops_[at(function)];
  if (known < 0) known = stops(function, 4) ? 1 : 0;
  return known == 1;
}

bool ProgramEnds::stops_at(std::int32_t s) const {
  const std::int32_t call = code_.call(s);
  if (call < 0) return false;
  const std::int32_t g = code_.direct_callee(call);
  return g >= 0 && stops_program(g);
}

// `if (!p) stop();`, `if (p == 0) stop();`, `if (p) {} else stop();`, ...
bool ProgramEnds::stops_if_false(std::int32_t p, std::int32_t s) const {
  if (code_.kind(s) != RACER_STMT_IF) return false;
  auto meaningful = [&](std::span<const std::int32_t> list) {
    std::vector<std::int32_t> out;
    for (std::int32_t x : list)
      if (!empty_instr(code_, x)) out.push_back(x);
    return out;
  };
  auto only_stop = [&](std::span<const std::int32_t> list) {
    const auto m = meaningful(list);
    return m.size() == 1 && stops_at(m[0]);
  };
  auto empty = [&](std::span<const std::int32_t> list) { return meaningful(list).empty(); };
  // Whether the condition is "p is 0" (true) or "p is not 0" (false).
  const std::optional<bool> is_null = code_.null_test(code_.condition(s), p);
  if (!is_null) return false;
  const auto then = code_.children(s, RACER_SLOT_THEN), els = code_.children(s, RACER_SLOT_ELSE);
  if (*is_null) return only_stop(then) && empty(els);
  return empty(then) && only_stop(els);
}

bool ProgramEnds::assumes(std::int32_t function) const {
  if (!code_.defined(function)) return code_.name(function) == "__VERIFIER_assume";
  const auto& f = code_.facts();
  const auto formals = code_.formals_of(function);
  if (formals.size() != 1 || code_.addressed(formals[0])) return false;
  const std::int32_t p = formals[0];
  std::vector<std::int32_t> body;
  for (std::int32_t s : code_.top(function)) {
    if (empty_instr(code_, s)) continue;
    if (code_.kind(s) == RACER_STMT_RETURN) {
      bool value = false;
      for (std::int32_t in : code_.instrs(s)) value = value || f.instrs.rhs[at(in)] >= 0;
      if (!value) continue;
    }
    body.push_back(s);
  }
  return body.size() == 1 && stops_if_false(p, body[0]);
}

}  // namespace racer::instances
