// Counter-driven loops and the facts racer_freeze derives from them (see
// counter_loops.hpp; the soundness arguments are in docs/engines.md,
// "Loops").
#include "instances/counter_loops.hpp"

#include <algorithm>

#include "racer/racer.h"

namespace racer::instances {
namespace {

std::size_t at(std::int32_t id) { return static_cast<std::size_t>(id); }

}  // namespace

std::optional<LeadingTest> CounterLoops::leading_test(std::int32_t loop) const {
  const auto body = code_.children(loop, RACER_SLOT_BODY);
  if (body.empty() || code_.kind(body[0]) != RACER_STMT_IF) return std::nullopt;
  const std::int32_t test = body[0];
  std::int32_t cond = -1;
  for (std::int32_t in : code_.instrs(test))
    if (code_.facts().instrs.kind[at(in)] == RACER_INSTR_COND) cond = code_.facts().instrs.rhs[at(in)];
  if (cond < 0) return std::nullopt;
  const auto then = code_.children(test, RACER_SLOT_THEN), els = code_.children(test, RACER_SLOT_ELSE);
  auto only_break = [&](std::span<const std::int32_t> list) {
    return list.size() == 1 && code_.kind(list[0]) == RACER_STMT_BREAK;
  };
  const auto& nodes = code_.facts().nodes;
  if (only_break(then) && els.empty()) {
    // if (!c) break;  goes on while c. Any other test stops the loop when true.
    if (nodes.op[at(cond)] == RACER_NODE_UNOP && nodes.sub[at(cond)] == RACER_UNOP_LOGNOT)
      return LeadingTest{true, nodes.a[at(cond)], then[0]};
    return LeadingTest{false, cond, then[0]};
  }
  if (then.empty() && only_break(els)) return LeadingTest{true, cond, els[0]};
  return std::nullopt;
}

// s or a statement it holds assigns i, or carries a label (a goto may land
// there with any value).
bool CounterLoops::touches(std::int32_t i, std::int32_t s) const {
  return code_.labelled_within(s) || code_.assigns_within(s, i);
}

// The loop is entered only through its head: no statement inside has a
// predecessor outside (a goto into the body starts an iteration half-way,
// with any value of the counter).
bool CounterLoops::entered_only_at_head(std::int32_t loop) const {
  const std::vector<std::int32_t> inside = code_.subtree(loop);
  std::vector<std::int32_t> sorted = inside;
  std::sort(sorted.begin(), sorted.end());
  for (std::int32_t x : inside) {
    if (x == loop) continue;
    for (std::int32_t p : code_.preds(x))
      if (!std::binary_search(sorted.begin(), sorted.end(), p)) return false;
  }
  return true;
}

// The value of i when the loop starts: its last assignment before the loop
// on the way down the blocks, branches and loops that hold it, a constant,
// with no label after it up to the loop (a goto could enter with another
// value), nor any write of i or label inside the statements in between
// (`if (c) i = 5;`); a loop holding this one must write i nowhere and carry
// no label. Nothing when a goto may enter the loop's body.
std::optional<Int> CounterLoops::start_value(std::int32_t loop, std::int32_t i) const {
  if (!entered_only_at_head(loop)) return std::nullopt;
  // The value after s, `last` before it.
  auto next = [&](std::optional<Int> last, std::int32_t s) -> std::optional<Int> {
    if (code_.labelled(s)) last = std::nullopt;
    const auto ins = code_.instrs(s);
    const auto& in = code_.facts().instrs;
    if (code_.kind(s) == RACER_STMT_INSTR && ins.size() == 1 && in.kind[at(ins[0])] == RACER_INSTR_ASSIGN) {
      const std::int32_t lhs = in.lhs[at(ins[0])];
      if (code_.facts().nodes.op[at(lhs)] == RACER_NODE_VAR && code_.facts().nodes.base[at(lhs)] == i)
        return code_.constant(in.rhs[at(ins[0])]);
    }
    if (touches(i, s)) return std::nullopt;
    return last;
  };
  // Down the statements that hold the loop, from the function's body.
  std::span<const std::int32_t> list = code_.top(code_.facts().statements.function[at(loop)]);
  std::optional<Int> last;
  for (;;) {
    bool descended = false;
    for (std::int32_t s : list) {
      if (s == loop) return code_.labelled(s) ? std::nullopt : last;
      if (!code_.holds(s, loop)) {
        last = next(last, s);
        continue;
      }
      if (code_.labelled(s)) last = std::nullopt;
      switch (code_.kind(s)) {
        case RACER_STMT_BLOCK: list = code_.children(s, RACER_SLOT_BODY); break;
        case RACER_STMT_IF: {
          const auto then = code_.children(s, RACER_SLOT_THEN);
          const bool in_then = std::any_of(then.begin(), then.end(),
                                           [&](std::int32_t x) { return x == loop || code_.holds(x, loop); });
          list = in_then ? then : code_.children(s, RACER_SLOT_ELSE);
          break;
        }
        case RACER_STMT_LOOP:
          if (touches(i, s)) return std::nullopt;
          list = code_.children(s, RACER_SLOT_BODY);
          break;
        default: return std::nullopt;
      }
      descended = true;
      break;
    }
    if (!descended) return std::nullopt;
  }
}

std::optional<Int> CounterLoops::step(std::int32_t loop, std::int32_t i) const {
  std::int32_t only = -1;
  for (std::int32_t x : code_.inside(loop)) {
    if (!code_.assigns(x, i)) continue;
    if (only != -1) return std::nullopt;
    only = x;
  }
  if (only == -1) return std::nullopt;
  const auto ins = code_.instrs(only);
  const auto& in = code_.facts().instrs;
  const auto& nodes = code_.facts().nodes;
  if (ins.size() != 1 || in.kind[at(ins[0])] != RACER_INSTR_ASSIGN) return std::nullopt;
  const std::int32_t lhs = in.lhs[at(ins[0])], rhs = in.rhs[at(ins[0])];
  if (nodes.op[at(lhs)] != RACER_NODE_VAR || nodes.base[at(lhs)] != i) return std::nullopt;
  if (nodes.op[at(rhs)] != RACER_NODE_BINOP || code_.var_of(nodes.a[at(rhs)]) != i) return std::nullopt;
  const std::int32_t op = nodes.sub[at(rhs)];
  const std::optional<Int> c = code_.constant(nodes.b[at(rhs)]);
  if (!c || *c == 0) return std::nullopt;
  if (op == RACER_BINOP_ADD) return *c;
  if (op == RACER_BINOP_SUB) return -*c;
  return std::nullopt;
}

// Every way back to the loop's head passes the counter's step: a continue
// that skipped it would repeat an iteration with the same counter.
bool CounterLoops::steps_every_iteration(std::int32_t loop, std::int32_t i) const {
  std::int32_t back = -1;
  for (std::int32_t x : code_.inside(loop)) {
    const auto succs = code_.succs(x);
    if (std::find(succs.begin(), succs.end(), loop) == succs.end()) continue;
    if (back != -1) return false;
    back = x;
  }
  return back != -1 && code_.assigns(back, i);
}

bool CounterLoops::single_exit(std::int32_t loop) const {
  const std::optional<LeadingTest> test = leading_test(loop);
  for (std::int32_t x : code_.inside(loop)) {
    switch (code_.kind(x)) {
      case RACER_STMT_RETURN:
      case RACER_STMT_LOOP:
      case RACER_STMT_SWITCH:
      case RACER_STMT_CONTINUE:
      case RACER_STMT_JUMP: return false;
      case RACER_STMT_BREAK:
        if (!test || test->brk != x) return false;
        break;
      default: break;
    }
  }
  return true;
}

std::int32_t CounterLoops::counter_of(std::int32_t node, std::int32_t* var_node) const {
  const std::int32_t i = code_.var_of(node, var_node);
  return code_.plain_local(i) ? i : -1;
}

// The loop's cycles are its iterations: no goto inside (a cycle of its own
// that never reaches the step: `spin: ...; goto spin;`), and every way
// from the head back to it stays inside the loop (not out through a label
// and back, where a bound may change, `out: n++; goto back;`). Loops it
// holds are cycles too, with flags of their own: the schedule asks every
// loop of a cycle to end.
bool CounterLoops::closed(std::int32_t loop) const {
  const std::vector<std::int32_t> held = code_.subtree(loop);
  std::vector<bool> in(code_.facts().statements.kind.size(), false);
  for (std::int32_t x : held) {
    if (code_.kind(x) == RACER_STMT_JUMP) return false;
    in[at(x)] = true;
  }
  const std::vector<bool> round = code_.between(loop, loop);
  for (std::size_t x = 0; x < round.size(); ++x)
    if (round[x] && !in[x]) return false;
  return true;
}

// The value a local bound v keeps while the loop runs: a constant it is set
// to before the loop, and no write of it on a way round the loop (in its
// body, or where a goto out of it and back leads).
std::optional<Int> CounterLoops::constant_local(std::int32_t loop, std::int32_t v) const {
  if (!code_.plain_local(v)) return std::nullopt;
  const std::vector<bool> round = code_.between(loop, loop);
  for (std::size_t x = 0; x < round.size(); ++x)
    if (round[x] && code_.assigns(static_cast<std::int32_t>(x), v)) return std::nullopt;
  return start_value(loop, v);
}

// (i, K) when the loop goes on while i < K (i <= K - 1), i a local counter
// and K a constant, or a local that keeps one while the loop runs.
std::optional<CounterLoops::Bound> CounterLoops::known_bound(std::int32_t loop) const {
  const std::optional<LeadingTest> test = leading_test(loop);
  if (!test || !test->goes_on) return std::nullopt;
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  if (nodes.op[c] != RACER_NODE_BINOP) return std::nullopt;
  const std::int32_t op = nodes.sub[c];
  if (op != RACER_BINOP_LT && op != RACER_BINOP_LE) return std::nullopt;
  std::int32_t var_node = -1;
  const std::int32_t i = counter_of(nodes.a[c], &var_node);
  if (i < 0) return std::nullopt;
  std::optional<Int> k = code_.constant(nodes.b[c]);
  if (!k) {
    const std::int32_t v = code_.var_of(nodes.b[c]);
    if (v >= 0) k = constant_local(loop, v);
  }
  if (!k) return std::nullopt;
  return Bound{i, var_node, op == RACER_BINOP_LE ? *k + 1 : *k};
}

std::optional<CounterLoops::AtMostOnce> CounterLoops::at_most_once(std::int32_t loop) const {
  const auto bound = known_bound(loop);
  if (!bound) return std::nullopt;
  const std::int32_t i = bound->counter;
  const Int k = bound->limit;
  const std::optional<Int> start = start_value(loop, i), st = step(loop, i);
  if (!start || !st || *st <= 0 || !steps_every_iteration(loop, i)) return std::nullopt;
  if (*start >= k) return AtMostOnce::Never;
  // The second value fails the test only when the step does not wrap it
  // round to a small one (`unsigned i = 1; i < 2; i += -1`).
  const std::optional<Int> max = code_.max_value(bound->var_node);
  if (max && *start + *st <= *max && *start + *st >= k) return AtMostOnce::Once;
  return std::nullopt;
}

std::int32_t CounterLoops::flags(std::int32_t loop) const {
  const std::optional<LeadingTest> test = leading_test(loop);
  if (!test) {
    // A first statement that branches may be a test of a shape this does
    // not read (`while (i < 3 && f())` is `if (i < 3) { ...; if (!t)
    // break; } else break;`): nothing is claimed.
    const auto body = code_.children(loop, RACER_SLOT_BODY);
    if (!body.empty() && (code_.kind(body[0]) == RACER_STMT_IF || code_.kind(body[0]) == RACER_STMT_SWITCH)) return 0;
    // No test before the body: it starts at once. With no way out of the
    // body either (while (1), for (;;)), the loop goes round again whenever
    // its body comes back to the head; what may keep it from coming back
    // (a wait, a call that does not return) is the schedule's business.
    return RACER_LOOP_ENTERED | (single_exit(loop) ? RACER_LOOP_REPEATED : 0);
  }
  if (!test->goes_on) return 0;
  const auto& nodes = code_.facts().nodes;
  const auto c = at(test->cond);
  if (nodes.op[c] != RACER_NODE_BINOP) return 0;
  const std::int32_t op = nodes.sub[c];
  std::int32_t var_node = -1;
  const std::int32_t i = counter_of(nodes.a[c], &var_node);
  if (i < 0) return 0;
  const std::int32_t width = nodes.width[at(var_node)];
  const bool is_signed = (nodes.type_flags[at(var_node)] & RACER_TYPE_SIGNED) != 0;
  const std::optional<Int> max = code_.max_value(var_node);
  const std::optional<Int> start = start_value(loop, i);
  // The step, 0 when it is not one taken last in every iteration.
  Int st = 0;
  if (const std::optional<Int> raw = step(loop, i); raw && steps_every_iteration(loop, i)) st = *raw;
  std::int32_t out = 0;
  if (op == RACER_BINOP_LT || op == RACER_BINOP_LE) {
    // The first value that fails the test: a constant, or a local set to
    // one before the loop and left alone in it (int n = 16; ... i < n).
    std::optional<Int> limit = code_.constant(nodes.b[c]);
    std::int32_t bound_node = -1;
    const std::int32_t v = code_.var_of(nodes.b[c], &bound_node);
    if (!limit && v >= 0) limit = constant_local(loop, v);
    if (limit && op == RACER_BINOP_LE) *limit += 1;
    auto below = [&](std::optional<Int> n) { return n && limit && *n < *limit; };
    // The second value, when the step does not wrap it round.
    const std::optional<Int> second =
        start && st > 0 && max && *start + st <= *max ? std::optional<Int>(*start + st) : std::nullopt;
    bool bounded = false;
    if (st != 0 && limit) {
      bounded = st > 0 && max && *limit - 1 + st <= *max;
    } else if (st == 1 && op == RACER_BINOP_LT && code_.plain_local(v)) {
      // i < n, n a local of no wider type that the loop does not change.
      const bool v_signed = (nodes.type_flags[at(bound_node)] & RACER_TYPE_SIGNED) != 0;
      bounded = nodes.width[at(bound_node)] > 0 && width > 0 && nodes.width[at(bound_node)] <= width &&
                v_signed == is_signed;
      for (std::int32_t x : code_.inside(loop))
        if (bounded && code_.assigns(x, v)) bounded = false;
    }
    // A second iteration needs the first to come back: no break, return
    // or goto out of it.
    if (below(start)) out |= RACER_LOOP_ENTERED;
    if (below(start) && below(second) && single_exit(loop)) out |= RACER_LOOP_REPEATED;
    if (bounded && closed(loop)) out |= RACER_LOOP_BOUNDED;
  } else if (op == RACER_BINOP_GE || op == RACER_BINOP_GT) {
    std::optional<Int> floor = code_.constant(nodes.b[c]);
    if (!floor) return 0;
    if (op == RACER_BINOP_GT) *floor += 1;
    if (start && *start >= *floor) out |= RACER_LOOP_ENTERED;
    if (*floor == 0 && is_signed && st == -1 && closed(loop)) out |= RACER_LOOP_BOUNDED;
  }
  return out;
}

DerivedLoops derive_loops(const facts::FactStore& f, const std::vector<bool>& addressed) {
  DerivedLoops out;
  const CodeStructure code(f, addressed);
  if (!code.present()) return out;
  const CounterLoops loops(code);
  const std::size_t statements = f.statements.kind.size();
  // The break a loop that runs at most once goes to instead of its head
  // (Once), or instead of its body (Never); -1 none.
  std::vector<std::int32_t> once(statements, -1), never(statements, -1);
  // A loop costs a few walks of what it holds and of its function: the
  // work is bounded by a multiple of the input, past which the remaining
  // loops get nothing (no flag, no redirection: less precise, never
  // unsound). A loop is skipped before it starts when its own walks would
  // overrun (deeply nested loops hold most of the program each).
  const std::uint64_t budget =
      64 * (statements + f.successors.from.size() + f.instrs.stmt.size() + f.nesting.stmt.size()) + (1u << 20);
  for (std::size_t s = 0; s < statements; ++s) {
    const auto loop = static_cast<std::int32_t>(s);
    if (f.statements.kind[s] != RACER_STMT_LOOP || !code.placed(loop)) continue;
    const std::uint64_t cost =
        8 * code.size(loop) + 4 * code.function_size(f.statements.function[s]) + statements / 32;
    if (code.work() + cost > budget) break;
    if (const std::int32_t flags = loops.flags(loop); flags != 0) {
      out.loops.stmt.push_back(loop);
      out.loops.flags.push_back(flags);
    }
    const auto times = loops.at_most_once(loop);
    const auto test = loops.leading_test(loop);
    if (times && test) (*times == CounterLoops::AtMostOnce::Once ? once : never)[s] = test->brk;
  }
  for (std::size_t e = 0; e < f.successors.from.size(); ++e) {
    const std::int32_t from = f.successors.from[e];
    std::int32_t to = f.successors.to[e];
    if (once[at(to)] != -1 && code.holds(to, from))
      to = once[at(to)];
    else if (never[at(from)] != -1)
      to = never[at(from)];
    out.graph.from.push_back(from);
    out.graph.to.push_back(to);
  }
  out.redirected = true;
  return out;
}

}  // namespace racer::instances
