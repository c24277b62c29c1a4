// Functions that return a fresh block (see fresh_blocks.hpp).
#include "instances/fresh_blocks.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "racer/racer.h"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

constexpr std::array<std::string_view, 3> kAllocators = {"malloc", "calloc", "aligned_alloc"};

}  // namespace

bool FreshBlocks::library_allocator(std::int32_t g) const {
  return !code_.defined(g) && std::find(kAllocators.begin(), kAllocators.end(), code_.name(g)) != kAllocators.end();
}

bool FreshBlocks::returns_fresh_block(std::int32_t g) {
  if (!code_.defined(g)) return library_allocator(g);
  if (const auto it = known_.find(g); it != known_.end()) return it->second;
  bool any = false, fine = budget_.spend(code_.function_size(g));
  for (std::int32_t s : code_.statements_of(g)) {
    if (!fine) break;
    if (code_.kind(s) != RACER_STMT_RETURN) continue;
    any = true;
    std::int32_t value = -1;
    for (std::int32_t in : code_.instrs(s))
      if (f_.instrs.kind[at(in)] == RACER_INSTR_RETURN) value = f_.instrs.rhs[at(in)];
    const std::int32_t p = value >= 0 ? code_.value_var_of(value) : -1;
    fine = p >= 0 && f_.bases.kind[at(p)] == RACER_BASE_LOCAL && f_.bases.function[at(p)] == g && from_allocator(g, p);
  }
  return known_[g] = any && fine;
}

// p is only ever the library allocator's result, and names nothing else on
// the way: g mentions it only in its allocation, null tests and returns (a
// copy kept in a global would let another thread read the block: a
// review's g_wrapper_leak_norace).
bool FreshBlocks::from_allocator(std::int32_t g, std::int32_t p) const {
  if (code_.addressed(p)) return false;
  for (std::int32_t s : code_.statements_of(g)) {
    if (!code_.names(s, p)) continue;
    const std::int32_t call = code_.call(s);
    const std::int32_t lhs = call >= 0 ? f_.instrs.lhs[at(call)] : -1;
    if (lhs >= 0 && f_.nodes.op[at(lhs)] == RACER_NODE_VAR && f_.nodes.base[at(lhs)] == p) {
      const std::int32_t h = code_.direct_callee(call);
      if (h < 0 || !library_allocator(h)) return false;
      for (std::int32_t a : code_.args(call))
        if (a >= 0 && code_.names_in_node(a, p)) return false;
    } else if (code_.kind(s) == RACER_STMT_RETURN) {
      for (std::int32_t in : code_.instrs(s))
        if (f_.instrs.rhs[at(in)] >= 0 && code_.value_var_of(f_.instrs.rhs[at(in)]) != p) return false;
    } else if (code_.kind(s) != RACER_STMT_IF || !code_.null_test(code_.condition(s), p)) {
      return false;
    }
  }
  return true;
}

}  // namespace racer::instances
