// How often a counter loop runs (see counter_runs.hpp; the soundness
// arguments are in docs/engines.md, "Lost thread ids").
#include "instances/counter_runs.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "racer/racer.h"
#include "syntax/ir_values.hpp"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

constexpr int kMaxClimb = 256;

}  // namespace

// The leading test compares the counter's own values: read through casts
// that keep their order, or a signed counter that starts non-negative and
// steps up, which any cast keeping its values leaves in order
// (`(size_t)i < n`). An unsigned counter read as signed does not: `(int)u`
// is negative from 2^31 on.
bool CounterRuns::plain_comparison(std::int32_t loop, std::int32_t counter, Int start) const {
  const auto test = loops_.leading_test(loop);
  if (!test || !test->goes_on) return false;
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  if (nodes.op[c] != RACER_NODE_BINOP || (nodes.sub[c] != RACER_BINOP_LT && nodes.sub[c] != RACER_BINOP_LE))
    return false;
  if (code_.var_of(nodes.a[c]) == counter) return true;
  std::int32_t var_node = -1;
  if (code_.value_var_of(nodes.a[c], &var_node) != counter) return false;
  return (nodes.type_flags[at(var_node)] & RACER_TYPE_SIGNED) != 0 && start >= 0;
}

std::optional<PlainLoop> CounterRuns::plain(std::int32_t loop) const {
  const auto test = loops_.leading_test(loop);
  if (!test || !test->goes_on) return std::nullopt;
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  if (nodes.op[c] != RACER_NODE_BINOP || nodes.sub[c] != RACER_BINOP_LT) return std::nullopt;
  const std::int32_t i = code_.value_var_of(nodes.a[c]);
  if (!code_.plain_local(i)) return std::nullopt;
  const auto start = loops_.start_value(loop, i);
  const auto step = loops_.step(loop, i);
  if (!start || !step || *step <= 0 || !loops_.steps_every_iteration(loop, i) || !loops_.single_exit(loop) ||
      !plain_comparison(loop, i, *start))
    return std::nullopt;
  return PlainLoop{i, nodes.b[c], *start, *step};
}

bool CounterRuns::can_run(std::int32_t loop, const PlainLoop& p, int times) const {
  const Int last = p.start + p.step * (times - 1);
  if (!plain_comparison(loop, p.counter, p.start)) return false;
  const auto test = loops_.leading_test(loop);
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  // A constant bound, read from the test itself.
  if (auto k = code_.constant(nodes.b[c]); k && code_.value_var_of(nodes.a[c]) == p.counter) {
    if (nodes.sub[c] == RACER_BINOP_LE) *k += 1;
    return *k > last;
  }
  std::int32_t var_node = -1;
  const std::int32_t v = code_.value_var_of(p.bound, &var_node);
  if (!code_.plain_local(v)) return false;
  // `int n = 16; for (i = 0; i < n; i++)`: a constant bound.
  if (const auto k = loops_.constant_local(loop, v)) return *k > last;
  return nondet_bound_allows(loop, v, var_node, last + 1);
}

bool CounterRuns::loop_test(std::int32_t s) const {
  const std::int32_t l = code_.parent(s);
  if (l < 0 || code_.kind(l) != RACER_STMT_LOOP) return false;
  const auto body = code_.children(l, RACER_SLOT_BODY);
  if (body.empty() || body[0] != s) return false;
  // A loop's leading test chooses between iterating and going on: no
  // execution stops there, unless the body itself stops the program
  // (`while (n > 1) abort();` is an assumption).
  return !stops_within(l);
}

// Whether a statement l holds calls a function that stops the program: the
// numbers of such calls, sorted once, make it a search.
bool CounterRuns::stops_within(std::int32_t l) const {
  if (!stop_numbers_) {
    stop_numbers_.emplace();
    for (std::size_t s = 0; s < code_.facts().statements.kind.size(); ++s) {
      const auto x = static_cast<std::int32_t>(s);
      if (code_.placed(x) && ends_.stops_at(x)) stop_numbers_->push_back(code_.number(x));
    }
    std::sort(stop_numbers_->begin(), stop_numbers_->end());
  }
  if (!code_.placed(l)) return true;
  const auto it = std::lower_bound(stop_numbers_->begin(), stop_numbers_->end(), code_.number(l) + 1);
  return it != stop_numbers_->end() && *it <= code_.last_number(l);
}

// The bound v is set once, from __VERIFIER_nondet_*(), and otherwise only
// constrained: by assumptions (`assume(n >= 1)`) and by tests that stop the
// program (`if (n > 8) abort();`). Some execution then gives it any value
// of its type those leave: `needed` must be one. Any other read may
// constrain it (a helper that aborts on it, a switch, a copy tested
// elsewhere) and leaves the answer no.
bool CounterRuns::nondet_bound_allows(std::int32_t loop, std::int32_t v, std::int32_t var_node, Int needed) const {
  const auto& f = code_.facts();
  const auto& nodes = f.nodes;
  Int low = needed;
  std::optional<Int> high;
  bool fine = true;
  int sets = 0;
  auto keep = [&](bool holds, std::int32_t e) {
    e = syntax::strip_casts(f, e);
    const auto x = at(e);
    const std::optional<Int> k = nodes.op[x] == RACER_NODE_BINOP ? code_.constant(nodes.b[x]) : std::nullopt;
    // v compared as itself: `(unsigned)n < 0x80000000u` says nothing of a
    // negative n.
    if (!k || code_.var_of(nodes.a[x]) != v) {
      fine = false;
      return;
    }
    auto at_least = [&](Int b) { low = std::max(low, b); };
    auto at_most = [&](Int b) { high = high ? std::min(*high, b) : b; };
    const std::int32_t op = nodes.sub[x];
    const bool ge = op == RACER_BINOP_GE, gt = op == RACER_BINOP_GT, le = op == RACER_BINOP_LE,
               lt = op == RACER_BINOP_LT;
    if ((ge && holds) || (lt && !holds)) at_least(*k);
    else if ((gt && holds) || (le && !holds)) at_least(*k + 1);
    else if ((le && holds) || (gt && !holds)) at_most(*k);
    else if ((lt && holds) || (ge && !holds)) at_most(*k - 1);
    else fine = false;
  };
  constexpr std::array<std::string_view, 4> kAllocators = {"malloc", "calloc", "realloc", "alloca"};
  for (std::int32_t s : code_.statements_of(f.statements.function[at(loop)])) {
    if (!fine) break;
    const std::int32_t call = code_.call(s);
    const std::int32_t g = call >= 0 ? code_.direct_callee(call) : -1;
    if (call >= 0) {
      const std::int32_t lhs = f.instrs.lhs[at(call)];
      if (g >= 0 && lhs >= 0 && nodes.op[at(lhs)] == RACER_NODE_VAR && nodes.base[at(lhs)] == v) {
        ++sets;
        // The verifier's choice, not a function of the program of that
        // name (a stub returning 0: a review's h_nondet_stub_norace).
        if (code_.defined(g) || !code_.name(g).starts_with("__VERIFIER_nondet_")) fine = false;
        continue;
      }
    }
    if (code_.assigns(s, v)) {
      fine = false;
    } else if (code_.kind(s) == RACER_STMT_IF && code_.names(s, v) && !loop_test(s)) {
      const auto then = code_.children(s, RACER_SLOT_THEN);
      std::int32_t cond = -1;
      for (std::int32_t in : code_.instrs(s))
        if (f.instrs.kind[at(in)] == RACER_INSTR_COND) cond = f.instrs.rhs[at(in)];
      if (then.size() == 1 && ends_.stops_at(then[0]) && cond >= 0)
        keep(false, cond);
      else
        fine = false;
    } else if (g >= 0 && ends_.assumes(g) && code_.args(call).size() == 1 && code_.args(call)[0] >= 0 &&
               code_.names_in_node(code_.args(call)[0], v)) {
      keep(true, code_.args(call)[0]);
    } else if (g >= 0 && std::find(kAllocators.begin(), kAllocators.end(), code_.name(g)) != kAllocators.end()) {
      // An allocation's size: it may fail, it stops nothing.
    } else if (loop_test(s)) {
    } else if (code_.names(s, v)) {
      fine = false;
    }
  }
  // The value needed must be one of v's type (`_Bool n` is never 2).
  const std::optional<Int> max = code_.max_value(var_node);
  return fine && sets == 1 && max && low <= *max && (!high || low <= *high);
}

std::int32_t CounterRuns::down_to_zero(std::int32_t loop) const {
  const auto test = loops_.leading_test(loop);
  if (!test || !test->goes_on) return -1;
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  if (nodes.op[c] != RACER_NODE_BINOP) return -1;
  const auto k = code_.constant(nodes.b[c]);
  const bool to_zero = k && ((nodes.sub[c] == RACER_BINOP_GE && *k == 0) || (nodes.sub[c] == RACER_BINOP_GT && *k == -1));
  if (!to_zero) return -1;
  // Compared as itself: `(unsigned)i >= 0u` always holds.
  const std::int32_t i = code_.var_of(nodes.a[c]);
  if (!code_.plain_local(i)) return -1;
  const auto step = loops_.step(loop, i);
  if (!step || *step != -1 || !loops_.steps_every_iteration(loop, i) || !loops_.single_exit(loop)) return -1;
  return i;
}

// Both walks up the parents stop after kMaxClimb blocks: deeper nests
// answer no (no claim), so that a hostile nest costs no quadratic time.
bool CounterRuns::in_every_iteration(std::int32_t loop, std::int32_t s) const {
  if (s == loop || !code_.placed(s)) return false;
  int climbed = 0;
  for (std::int32_t p = code_.parent(s); p != loop; p = code_.parent(p))
    if (p < 0 || code_.kind(p) != RACER_STMT_BLOCK || ++climbed > kMaxClimb) return false;
  return true;
}

std::int32_t CounterRuns::innermost_loop(std::int32_t s) const {
  int climbed = 0;
  for (std::int32_t p = code_.parent(s); p >= 0; p = code_.parent(p)) {
    if (code_.kind(p) == RACER_STMT_LOOP) return p;
    if (++climbed > kMaxClimb) return -1;
  }
  return -1;
}

}  // namespace racer::instances
