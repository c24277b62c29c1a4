// Counter loops (instances/counter_loops.hpp): the loops table and the
// redirections racer_freeze derives from the statement structure, each rule
// with the twin where its premise fails; and the validation of the
// structure (table nesting).
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "facts/model_json.hpp"
#include "facts/validate.hpp"
#include "instances/counter_loops.hpp"
#include "model_builder.hpp"
#include "syntax/derive.hpp"

using racer::test::ModelBuilder;

namespace {

constexpr std::int32_t kSigned = RACER_TYPE_INTEGER | RACER_TYPE_SIGNED;
constexpr std::int32_t kAll = RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED | RACER_LOOP_REPEATED;

// main() {
//   i = <start>;                       init
//   while (1) {                        loop
//     if (!(i <op> <bound>)) break;    test, brk
//     work();                          body
//     i = i + <step>;                  step
//   }
//   return;                            after
// }
// in the form the front end sends it; a Shape changes one piece.
struct Shape {
  std::string start = "0", bound = "4", step = "1";
  std::int32_t op = RACER_BINOP_LT;
  std::int32_t step_op = RACER_BINOP_ADD;
  std::int32_t counter_flags = kSigned, counter_width = 32;
  // The type the test compares in, when C converts the counter to another
  // one (a cast around it): 0 for none.
  std::int32_t compare_flags = 0, compare_width = 32;
  bool no_test = false;
};

struct Loop {
  ModelBuilder m;
  std::int32_t fn, i, init, loop, test, brk, body, step, after;
  std::int32_t counter_flags = kSigned, counter_width = 32;

  explicit Loop(const Shape& shape = Shape()) : counter_flags(shape.counter_flags), counter_width(shape.counter_width) {
    fn = m.function("main");
    i = local("i");
    init = m.stmt(fn);
    loop = m.stmt(fn, RACER_STMT_LOOP);
    test = shape.no_test ? -1 : m.stmt(fn, RACER_STMT_IF);
    brk = shape.no_test ? -1 : m.stmt(fn, RACER_STMT_BREAK);
    body = m.stmt(fn);
    step = m.stmt(fn);
    after = m.stmt(fn, RACER_STMT_RETURN);
    m.instr(init, RACER_INSTR_ASSIGN, counter(), m.constant(shape.start, counter_flags, counter_width));
    nest(init, -1, RACER_SLOT_BODY, 0);
    nest(loop, -1, RACER_SLOT_BODY, 1);
    nest(after, -1, RACER_SLOT_BODY, 2);
    std::int32_t at = 0;
    if (!shape.no_test) {
      std::int32_t value = m.read(counter());
      if (shape.compare_flags != 0)
        value = m.node(RACER_NODE_CAST, value, -1, 0, shape.compare_flags, shape.compare_width);
      const std::int32_t cmp = m.node(RACER_NODE_BINOP, value, m.constant(shape.bound), shape.op);
      m.instr(test, RACER_INSTR_COND, -1, m.node(RACER_NODE_UNOP, cmp, -1, RACER_UNOP_LOGNOT), brk, body);
      nest(test, loop, RACER_SLOT_BODY, at++);
      nest(brk, test, RACER_SLOT_THEN, 0);
    }
    nest(body, loop, RACER_SLOT_BODY, at++);
    nest(step, loop, RACER_SLOT_BODY, at++);
    const std::int32_t sum = m.node(RACER_NODE_BINOP, m.read(counter()), m.constant(shape.step, counter_flags, counter_width), shape.step_op,
                                    counter_flags, counter_width);
    m.instr(step, RACER_INSTR_ASSIGN, counter(), sum);
    m.successor(init, loop);
    if (shape.no_test) {
      m.successor(loop, body);
    } else {
      m.successor(loop, test);
      m.successor(test, brk);
      m.successor(test, body);
      m.successor(brk, after);
    }
    m.successor(body, step);
    m.successor(step, loop);
  }

  std::int32_t local(std::string_view name) {
    const std::int32_t b = m.global(name);
    m.f.bases.kind[static_cast<std::size_t>(b)] = RACER_BASE_LOCAL;
    m.f.bases.function[static_cast<std::size_t>(b)] = fn;
    return b;
  }
  std::int32_t counter() { return var(i, counter_flags, counter_width); }
  std::int32_t var(std::int32_t base, std::int32_t flags = kSigned, std::int32_t width = 32) {
    const std::int32_t n = m.var(base, flags);
    m.f.nodes.width[static_cast<std::size_t>(n)] = width;
    return n;
  }
  void nest(std::int32_t s, std::int32_t parent, std::int32_t slot, std::int32_t position, std::int32_t flags = 0) {
    m.f.nesting.stmt.push_back(s);
    m.f.nesting.parent.push_back(parent);
    m.f.nesting.slot.push_back(slot);
    m.f.nesting.position.push_back(position);
    m.f.nesting.flags.push_back(flags);
  }
  // A statement placed first in the function's body (its row goes first,
  // the others' top positions shift).
  std::int32_t add_first(std::int32_t kind) {
    const std::int32_t s = m.stmt(fn, kind);
    for (std::size_t r = 0; r < m.f.nesting.stmt.size(); ++r)
      if (m.f.nesting.parent[r] == -1) ++m.f.nesting.position[r];
    for (auto [column, value] : {std::pair{&m.f.nesting.stmt, s}, std::pair{&m.f.nesting.parent, -1},
                                 std::pair{&m.f.nesting.slot, RACER_SLOT_BODY}, std::pair{&m.f.nesting.position, 0},
                                 std::pair{&m.f.nesting.flags, 0}})
      column->insert(column->begin(), value);
    m.f.functions.entry_stmt[static_cast<std::size_t>(fn)] = s;
    return s;
  }
  // `if (i) X;` between `body` and `step`: returns X, of `kind` (its
  // successors are the caller's).
  std::int32_t add_guarded(std::int32_t kind) {
    const std::int32_t g = m.stmt(fn, RACER_STMT_IF), x = m.stmt(fn, kind);
    std::size_t r = 0;
    while (m.f.nesting.stmt[r] != step) ++r;
    const std::int32_t position = m.f.nesting.position[r]++;
    for (auto [column, value] : {std::pair{&m.f.nesting.stmt, g}, std::pair{&m.f.nesting.parent, loop},
                                 std::pair{&m.f.nesting.slot, RACER_SLOT_BODY}, std::pair{&m.f.nesting.position, position},
                                 std::pair{&m.f.nesting.flags, 0}})
      column->insert(column->begin() + static_cast<std::ptrdiff_t>(r), value);
    nest(x, g, RACER_SLOT_THEN, 0);
    m.instr(g, RACER_INSTR_COND, -1, m.read(counter()));
    redirect(body, step, g);
    m.successor(g, x);
    m.successor(g, step);
    return x;
  }
  // Edge from -> to now goes to `now`.
  void redirect(std::int32_t from, std::int32_t to, std::int32_t now) {
    for (std::size_t e = 0; e < m.f.successors.from.size(); ++e)
      if (m.f.successors.from[e] == from && m.f.successors.to[e] == to) m.f.successors.to[e] = now;
  }

  racer::instances::DerivedLoops derive() {
    m.f.entry = racer::FunctionId(fn);
    racer::facts::validate(m.f);
    return racer::instances::derive_loops(m.f, racer::syntax::addressed_bases(m.f));
  }
  std::int32_t flags() {
    const auto d = derive();
    for (std::size_t r = 0; r < d.loops.stmt.size(); ++r)
      if (d.loops.stmt[r] == loop) return d.loops.flags[r];
    return 0;
  }
  // Where the analysis graph sends edge from -> to.
  std::int32_t target(std::int32_t from, std::int32_t to) {
    const auto d = derive();
    for (std::size_t e = 0; e < m.f.successors.from.size(); ++e)
      if (m.f.successors.from[e] == from && m.f.successors.to[e] == to) return d.graph.to[e];
    return -2;
  }
};

}  // namespace

TEST_CASE("counter loops: a counter loop from 0 below 4 by 1 starts, repeats and ends", "[instances][loops]") {
  Loop p;
  CHECK(p.flags() == kAll);
  CHECK(p.target(p.step, p.loop) == p.loop);
}

TEST_CASE("counter loops: the start value, and its twins", "[instances][loops]") {
  SECTION("a goto into the body may start an iteration with any value; the loop still ends") {
    Loop p;
    const std::int32_t jump = p.add_first(RACER_STMT_JUMP);
    p.m.successor(jump, p.body);
    CHECK(p.flags() == RACER_LOOP_BOUNDED);
  }
  SECTION("twin: a goto after the loop back into its body makes a cycle round it") {
    Loop p;
    p.m.successor(p.after, p.body);
    CHECK(p.flags() == 0);
  }
  SECTION("a label between the start and the loop") {
    Loop p;
    p.m.f.nesting.flags[1] = RACER_NEST_LABELLED;  // the loop's row
    CHECK(p.flags() == RACER_LOOP_BOUNDED);
  }
  SECTION("a start that is no constant") {
    Shape s;
    Loop p(s);
    p.m.f.instrs.rhs[0] = p.m.read(p.var(p.local("n")));
    CHECK(p.flags() == RACER_LOOP_BOUNDED);
  }
  SECTION("a start already past the bound: the body never runs") {
    Shape s;
    s.start = "4";
    Loop p(s);
    CHECK(p.flags() == RACER_LOOP_BOUNDED);
    CHECK(p.target(p.loop, p.test) == p.brk);
  }
}

TEST_CASE("counter loops: loops that run at most once do not cycle", "[instances][loops]") {
  SECTION("i < 1 runs once: its way back goes to the break") {
    Shape s;
    s.bound = "1";
    Loop p(s);
    CHECK(p.flags() == (RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED));
    CHECK(p.target(p.step, p.loop) == p.brk);
    CHECK(p.target(p.init, p.loop) == p.loop);  // the way in stays
  }
  SECTION("twin: the counter's address is taken (a callee may change it)") {
    Shape s;
    s.bound = "1";
    Loop p(s);
    p.m.instr(p.body, RACER_INSTR_ASSIGN, p.var(p.local("q"), RACER_TYPE_POINTER, 64),
              p.m.node(RACER_NODE_ADDR, p.counter(), -1, 0, RACER_TYPE_POINTER, 64));
    CHECK(p.flags() == 0);
    CHECK(p.target(p.step, p.loop) == p.loop);
  }
  SECTION("twin: a second write of the counter in the body") {
    Shape s;
    s.bound = "1";
    Loop p(s);
    p.m.instr(p.body, RACER_INSTR_ASSIGN, p.counter(), p.m.constant("0"));
    CHECK(p.flags() == RACER_LOOP_ENTERED);
    CHECK(p.target(p.step, p.loop) == p.loop);
  }
  SECTION("twin: a continue skips the step") {
    Shape s;
    s.bound = "1";
    Loop p(s);
    const std::int32_t cont = p.add_guarded(RACER_STMT_CONTINUE);
    p.m.successor(cont, p.loop);
    CHECK(p.flags() == RACER_LOOP_ENTERED);
    CHECK(p.target(p.step, p.loop) == p.loop);
  }
}

TEST_CASE("counter loops: repeating needs the body to come back", "[instances][loops]") {
  SECTION("a return in the body") {
    Loop p;
    p.add_guarded(RACER_STMT_RETURN);
    CHECK(p.flags() == (RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED));
  }
  SECTION("a second break") {
    Loop p;
    const std::int32_t brk2 = p.add_guarded(RACER_STMT_BREAK);
    p.m.successor(brk2, p.after);
    CHECK(p.flags() == (RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED));
  }
  SECTION("while (1) with no test starts and repeats; with a break it only starts") {
    Shape s;
    s.no_test = true;
    Loop p(s);
    CHECK(p.flags() == (RACER_LOOP_ENTERED | RACER_LOOP_REPEATED));
    const std::int32_t brk = p.add_guarded(RACER_STMT_BREAK);
    p.m.successor(brk, p.after);
    CHECK(p.flags() == RACER_LOOP_ENTERED);
  }
}

TEST_CASE("counter loops: ending needs a step that reaches the bound without wrapping", "[instances][loops]") {
  SECTION("an unsigned char below 255 ends; below 256 it never fails the test") {
    for (const auto& [bound, bounded] : {std::pair{"255", true}, std::pair{"256", false}}) {
      Shape s;
      s.bound = bound;
      s.counter_flags = RACER_TYPE_INTEGER;
      s.counter_width = 8;
      Loop p(s);
      INFO("bound " << bound);
      CHECK(((p.flags() & RACER_LOOP_BOUNDED) != 0) == bounded);
    }
  }
  SECTION("a step down from a bound below: no end known") {
    Shape s;
    s.step_op = RACER_BINOP_SUB;
    Loop p(s);
    CHECK(p.flags() == RACER_LOOP_ENTERED);
  }
  SECTION("i >= 0 counting down a signed counter by 1 ends") {
    Shape s;
    s.op = RACER_BINOP_GE;
    s.bound = "0";
    s.start = "3";
    s.step_op = RACER_BINOP_SUB;
    Loop p(s);
    // The leading test reads `if (!(i >= 0)) break;`.
    CHECK(p.flags() == (RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED));
    SECTION("twin: unsigned, i >= 0 always holds") {
      Shape u = s;
      u.counter_flags = RACER_TYPE_INTEGER;
      Loop q(u);
      CHECK(q.flags() == RACER_LOOP_ENTERED);
    }
  }
}

TEST_CASE("counter loops: a bound held in a local", "[instances][loops]") {
  // int n = 1; for (i = 0; i < n; i++): runs once, as i < 1 does.
  auto make = [](bool n_written_in_loop) {
    auto p = std::make_unique<Loop>();
    const std::int32_t n = p->local("n");
    const std::int32_t set_n = p->add_first(RACER_STMT_INSTR);
    p->m.instr(set_n, RACER_INSTR_ASSIGN, p->var(n), p->m.constant("1"));
    p->m.successor(set_n, p->init);
    // The test compares with n instead of 4 (new nodes: operands come
    // before the node that uses them).
    const auto old_cmp = static_cast<std::size_t>(p->m.f.nodes.a[static_cast<std::size_t>(p->m.f.instrs.rhs[1])]);
    const std::int32_t bound = p->m.read(p->var(n));
    const std::int32_t cmp = p->m.node(RACER_NODE_BINOP, p->m.f.nodes.a[old_cmp], bound, RACER_BINOP_LT);
    p->m.f.instrs.rhs[1] = p->m.node(RACER_NODE_UNOP, cmp, -1, RACER_UNOP_LOGNOT);
    if (n_written_in_loop) p->m.instr(p->body, RACER_INSTR_ASSIGN, p->var(n), p->m.constant("5"));
    return p;
  };
  auto kept = make(false);
  CHECK(kept->flags() == (RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED));
  CHECK(kept->target(kept->step, kept->loop) == kept->brk);
  auto written = make(true);
  CHECK(written->flags() == 0);
  CHECK(written->target(written->step, written->loop) == written->loop);
}

TEST_CASE("counter loops: the test compares the counter's own values", "[instances][loops]") {
  SECTION("(unsigned)i < 2u with i from -1: the comparison is unsigned, nothing is claimed") {
    Shape s;
    s.start = "-1";
    s.bound = "2";
    s.compare_flags = RACER_TYPE_INTEGER;
    Loop p(s);
    CHECK(p.flags() == 0);
    CHECK(p.target(p.loop, p.test) == p.test);
  }
  SECTION("twin: (long)i < 2 keeps the order") {
    Shape s;
    s.start = "-1";
    s.bound = "2";
    s.compare_flags = kSigned;
    s.compare_width = 64;
    Loop p(s);
    CHECK(p.flags() == kAll);
  }
  SECTION("(int)u < 1 for an unsigned u from UINT_MAX: -1 passes, nothing is claimed") {
    Shape s;
    s.start = "4294967295";
    s.bound = "1";
    s.counter_flags = RACER_TYPE_INTEGER;
    s.compare_flags = kSigned;
    Loop p(s);
    CHECK(p.flags() == 0);
    CHECK(p.target(p.loop, p.test) == p.test);  // not taken for a loop that never runs
  }
  SECTION("twin: an unsigned char counter compared as int keeps the order") {
    Shape s;
    s.counter_flags = RACER_TYPE_INTEGER;
    s.counter_width = 8;
    s.compare_flags = kSigned;
    Loop p(s);
    CHECK(p.flags() == kAll);
  }
}

TEST_CASE("counter loops: a step that wraps round is no second value", "[instances][loops]") {
  // unsigned i = 1; i < 2; i += -1 (a step of UINT_MAX): 1, then 0, then UINT_MAX.
  Shape s;
  s.start = "1";
  s.bound = "2";
  s.step = "4294967295";
  s.counter_flags = RACER_TYPE_INTEGER;
  Loop p(s);
  CHECK(p.target(p.step, p.loop) == p.loop);
  CHECK((p.flags() & RACER_LOOP_REPEATED) == 0);
  SECTION("twin: a step of 1 from 1 below 2 runs once") {
    Shape t = s;
    t.step = "1";
    Loop q(t);
    CHECK(q.target(q.step, q.loop) == q.brk);
  }
}

TEST_CASE("counter loops: ending needs the loop's cycles to be its iterations", "[instances][loops]") {
  SECTION("a goto inside that never reaches the step") {
    Loop p;
    const std::int32_t jump = p.add_guarded(RACER_STMT_JUMP);
    p.m.successor(jump, p.body);
    CHECK((p.flags() & RACER_LOOP_BOUNDED) == 0);
  }
  SECTION("a way out of the loop and back to its head") {
    Loop p;
    p.m.successor(p.after, p.loop);
    CHECK((p.flags() & RACER_LOOP_BOUNDED) == 0);
  }
}

TEST_CASE("counter loops: a first statement that branches is a test of unknown shape", "[instances][loops]") {
  // while (i < 3 && f()): if (i < 3) { ... } else break;
  Shape s;
  s.no_test = true;
  Loop p(s);
  const std::int32_t branch = p.m.stmt(p.fn, RACER_STMT_IF);
  // Made the body's first statement: rows of the loop's body shift.
  for (std::size_t r = 0; r < p.m.f.nesting.stmt.size(); ++r)
    if (p.m.f.nesting.parent[r] == p.loop) ++p.m.f.nesting.position[r];
  p.nest(branch, p.loop, RACER_SLOT_BODY, 0);
  // Rows of one slot must come in order: move the new row before the others.
  for (auto* c : {&p.m.f.nesting.stmt, &p.m.f.nesting.parent, &p.m.f.nesting.slot, &p.m.f.nesting.position,
                  &p.m.f.nesting.flags})
    std::rotate(c->begin() + 3, c->end() - 1, c->end());
  p.m.instr(branch, RACER_INSTR_COND, -1, p.m.read(p.counter()));
  p.redirect(p.loop, p.body, branch);
  p.m.successor(branch, p.body);
  p.m.successor(branch, p.after);
  CHECK(p.flags() == 0);
}

TEST_CASE("counter loops: without a structure nothing is derived", "[instances][loops]") {
  Loop p;
  p.m.f.nesting = {};
  const auto d = p.derive();
  CHECK(d.loops.stmt.empty());
  CHECK_FALSE(d.redirected);
}

TEST_CASE("nesting: validation", "[instances][loops][validate]") {
  auto fails_with = [](Loop& p, const std::string& what) {
    p.m.f.entry = racer::FunctionId(p.fn);
    REQUIRE_THROWS_WITH(racer::facts::validate(p.m.f), Catch::Contains(what));
  };
  SECTION("every statement has a row") {
    Loop p;
    p.m.stmt(p.fn);
    fails_with(p, "has no row");
  }
  SECTION("a row per statement") {
    Loop p;
    p.nest(p.body, p.loop, RACER_SLOT_BODY, 3);
    fails_with(p, "has a row already");
  }
  SECTION("positions count up within a slot") {
    Loop p;
    p.m.f.nesting.position[2] = 5;
    fails_with(p, "next position");
  }
  SECTION("then and else belong to an if") {
    Loop p;
    p.m.f.nesting.slot[5] = RACER_SLOT_THEN;  // body, in the loop
    fails_with(p, "only an if has then and else slots");
  }
  SECTION("a parent that holds statements") {
    Loop p;
    p.m.f.nesting.parent[6] = p.body;  // step, in body
    fails_with(p, "holds no statements");
  }
  SECTION("no cycle") {
    Loop p;
    p.m.f.nesting.parent[1] = p.test;  // the loop inside its own test
    p.m.f.nesting.slot[1] = RACER_SLOT_ELSE;
    p.m.f.nesting.position[1] = 0;
    p.m.f.nesting.position[2] = 1;  // after moves up
    fails_with(p, "holds itself");
  }
  SECTION("straight-line code goes on to the next statement of its slot") {
    Loop p;
    p.redirect(p.init, p.loop, p.after);
    fails_with(p, "but statement 0 goes on to statement 1 by the structure");
  }
  SECTION("a loop starts with its body's first statement") {
    Loop p;
    p.redirect(p.loop, p.test, p.body);
    fails_with(p, "goes on to statement 2 by the structure");
  }
  SECTION("a function starts with its body's first statement") {
    Loop p;
    p.m.f.functions.entry_stmt[0] = p.loop;
    fails_with(p, "functions[0].entry_stmt: 1 but the function's body starts with statement 0");
  }
  SECTION("a break or continue sits in a loop") {
    Loop p;
    p.add_first(RACER_STMT_BREAK);
    fails_with(p, "break statement 7 is in no loop or switch");
    Loop q;
    q.add_guarded(RACER_STMT_CONTINUE);
    q.m.successor(8, q.loop);
    q.m.f.entry = racer::FunctionId(q.fn);
    CHECK_NOTHROW(racer::facts::validate(q.m.f));
  }
  SECTION("an ABI 12 dump has no structure") {
    Loop p;
    p.m.f.entry = racer::FunctionId(p.fn);
    std::string text = racer::facts::model_json(p.m.f);
    const std::string current = "\"abi_version\": " + std::to_string(RACER_ABI_VERSION);
    REQUIRE(text.find(current) != std::string::npos);
    text.replace(text.find(current), current.size(), "\"abi_version\": 12");
    REQUIRE_THROWS_WITH(racer::facts::parse_model_json(text, "<test>"), Catch::Contains("nesting: a table of ABI 13, in an ABI 12 dump"));
  }
  SECTION("loops are derived, not given") {
    Loop p;
    p.m.f.loops.stmt.push_back(p.loop);
    p.m.f.loops.flags.push_back(RACER_LOOP_ENTERED);
    fails_with(p, "gets its loops from racer_freeze");
  }
}

namespace {

// main() {
//   if (c) {} else x;          first (0), x (1): an empty then slot
//   while (1) {                loop (2)
//     if (c) a; else b;        both (3), a (4), b (5)
//     if (c) t;                tail (6), t (7): an empty else slot, last of the body
//   }
// }
// as the plug-in writes it: Cil's successors of each if (Cfg: then first,
// an empty slot going on where the if goes on).
struct Branches {
  ModelBuilder m;
  std::int32_t fn, c, first, x, loop, both, a, b, tail, t;
  std::int32_t first_cond, both_cond, tail_cond;  // instrs rows

  Branches() {
    fn = m.function("main");
    c = m.global("c");
    first = m.stmt(fn, RACER_STMT_IF);
    x = m.stmt(fn);
    loop = m.stmt(fn, RACER_STMT_LOOP);
    both = m.stmt(fn, RACER_STMT_IF);
    a = m.stmt(fn);
    b = m.stmt(fn);
    tail = m.stmt(fn, RACER_STMT_IF);
    t = m.stmt(fn);
    nest(first, -1, RACER_SLOT_BODY, 0);
    nest(x, first, RACER_SLOT_ELSE, 0);
    nest(loop, -1, RACER_SLOT_BODY, 1);
    nest(both, loop, RACER_SLOT_BODY, 0);
    nest(a, both, RACER_SLOT_THEN, 0);
    nest(b, both, RACER_SLOT_ELSE, 0);
    nest(tail, loop, RACER_SLOT_BODY, 1);
    nest(t, tail, RACER_SLOT_THEN, 0);
    first_cond = cond(first, loop, x);
    both_cond = cond(both, a, b);
    tail_cond = cond(tail, t, loop);
    const std::pair<std::int32_t, std::int32_t> edges[] = {
        {first, loop}, {first, x}, {x, loop}, {loop, both}, {both, a},  {both, b},
        {a, tail},     {b, tail},  {tail, t}, {tail, loop}, {t, loop}};
    for (auto [from, to] : edges) m.successor(from, to);
  }
  std::int32_t cond(std::int32_t s, std::int32_t when_true, std::int32_t when_false) {
    return m.instr(s, RACER_INSTR_COND, -1, m.read(m.var(c)), when_true, when_false);
  }
  void nest(std::int32_t s, std::int32_t parent, std::int32_t slot, std::int32_t position) {
    for (auto [column, value] : {std::pair{&m.f.nesting.stmt, s}, std::pair{&m.f.nesting.parent, parent},
                                 std::pair{&m.f.nesting.slot, slot}, std::pair{&m.f.nesting.position, position},
                                 std::pair{&m.f.nesting.flags, 0}})
      column->push_back(value);
  }
  std::int32_t& true_succ(std::int32_t row) { return m.f.instrs.true_succ[static_cast<std::size_t>(row)]; }
  std::int32_t& false_succ(std::int32_t row) { return m.f.instrs.false_succ[static_cast<std::size_t>(row)]; }
  void validate() {
    m.f.entry = racer::FunctionId(fn);
    racer::facts::validate(m.f);
  }
  void fails_with(const std::string& what) {
    m.f.entry = racer::FunctionId(fn);
    REQUIRE_THROWS_WITH(racer::facts::validate(m.f), Catch::Contains(what));
  }
};

}  // namespace

TEST_CASE("nesting: an if's successors start its then and else slots", "[instances][validate]") {
  SECTION("an if and else: each way starts its slot") {
    Branches p;
    CHECK_NOTHROW(p.validate());
  }
  SECTION("swapped ways are refused") {
    Branches p;
    std::swap(p.true_succ(p.both_cond), p.false_succ(p.both_cond));
    p.fails_with("instrs[1].true_succ: statement 5, but the then slot of if statement 3 starts with statement 4 (nesting)");
  }
  SECTION("a way pointing elsewhere is refused") {
    Branches p;
    p.true_succ(p.both_cond) = p.tail;
    p.fails_with("instrs[1].true_succ: statement 6, but the then slot of if statement 3 starts with statement 4");
    Branches q;
    q.false_succ(q.both_cond) = q.tail;
    q.fails_with("instrs[1].false_succ: statement 6, but the else slot of if statement 3 starts with statement 5");
  }
  SECTION("an empty then slot goes on to the statement after the if") {
    Branches p;
    REQUIRE(p.true_succ(p.first_cond) == p.loop);
    CHECK_NOTHROW(p.validate());
    // Twin: anywhere else (the loop's first statement, one step too far).
    p.true_succ(p.first_cond) = p.both;
    p.fails_with("instrs[0].true_succ: statement 3, but the then slot of if statement 0 is empty and the if goes on "
                 "to statement 2 (nesting)");
  }
  SECTION("an empty else slot at the end of a loop's body goes back to the loop") {
    Branches p;
    REQUIRE(p.false_succ(p.tail_cond) == p.loop);
    CHECK_NOTHROW(p.validate());
    // Twin: the body's first statement is where the loop goes, not the if.
    p.false_succ(p.tail_cond) = p.both;
    p.fails_with("instrs[2].false_succ: statement 3, but the else slot of if statement 6 is empty and the if goes on "
                 "to statement 2 (nesting)");
  }
  SECTION("the last of a block, if or switch goes where that statement goes") {
    // tail inside `{ }` inside `switch`, the switch last of the loop's body:
    // its empty else still leads back to the loop.
    Branches p;
    const std::int32_t sw = p.m.stmt(p.fn, RACER_STMT_SWITCH), block = p.m.stmt(p.fn, RACER_STMT_BLOCK);
    for (std::size_t r = 0; r < p.m.f.nesting.stmt.size(); ++r)
      if (p.m.f.nesting.stmt[r] == p.tail) {
        p.m.f.nesting.parent[r] = block;
        p.m.f.nesting.position[r] = 0;
      }
    p.nest(sw, p.loop, RACER_SLOT_BODY, 1);
    p.nest(block, sw, RACER_SLOT_BODY, 0);
    // Rows of one slot in order: the two new rows take tail's place.
    for (auto* column : {&p.m.f.nesting.stmt, &p.m.f.nesting.parent, &p.m.f.nesting.slot, &p.m.f.nesting.position,
                         &p.m.f.nesting.flags})
      std::rotate(column->begin() + 6, column->end() - 2, column->end());
    p.m.instr(sw, RACER_INSTR_COND, -1, p.m.read(p.m.var(p.c)));
    for (auto& to : p.m.f.successors.to)
      if (to == p.tail) to = sw;  // a and b go on to the switch
    p.m.successor(sw, block);
    p.m.successor(sw, p.loop);
    p.m.successor(block, p.tail);
    CHECK_NOTHROW(p.validate());
    p.false_succ(p.tail_cond) = sw;
    p.fails_with("instrs[2].false_succ: statement 8, but the else slot of if statement 6 is empty and the if goes on "
                 "to statement 2 (nesting)");
  }
  SECTION("where the structure does not say, nothing is refused") {
    // An empty else at the end of the function's body: no statement after
    // it (the plug-in writes -1 for both ways there; any other is unproven).
    Branches p;
    const std::int32_t end = p.m.stmt(p.fn, RACER_STMT_IF), u = p.m.stmt(p.fn);
    p.nest(end, -1, RACER_SLOT_BODY, 2);
    p.nest(u, end, RACER_SLOT_THEN, 0);
    p.cond(end, u, p.first);
    p.m.successor(end, u);
    CHECK_NOTHROW(p.validate());
    // Both ways meeting (-1) say nothing either.
    Branches q;
    q.true_succ(q.both_cond) = q.false_succ(q.both_cond) = -1;
    CHECK_NOTHROW(q.validate());
  }
  SECTION("a dump without a structure keeps its ways as given") {
    Branches p;
    std::swap(p.true_succ(p.both_cond), p.false_succ(p.both_cond));
    p.m.f.nesting = {};
    CHECK_NOTHROW(p.validate());
  }
}

// id_lost (instances/lost_ids.hpp) derives from the statement structure
// since ABI 14: a model with nesting rows does not give it, dumps do not
// write it, and an ABI 13 dump's (the plug-in's) is dropped on reading.
TEST_CASE("id_lost with a statement structure: derived, not given", "[instances][dump]") {
  Loop p;
  p.m.f.entry = racer::FunctionId(p.fn);
  const std::int32_t e = p.m.expr(p.body, RACER_EXPR_ADDR_OF);
  p.m.f.expressions.flags[static_cast<std::size_t>(e)] |= RACER_EXPR_ID_LOST;
  REQUIRE_THROWS_WITH(racer::facts::validate(p.m.f),
                      Catch::Contains("expressions[0].flags: expression flag id_lost is derived from the statement structure"));
  const std::string text = racer::facts::model_json(p.m.f);
  CHECK(text.find("id_lost") == std::string::npos);
  // The plug-in wrote it into ABI 13 dumps: read back without it.
  std::string old = text;
  const std::string current = "\"abi_version\": " + std::to_string(RACER_ABI_VERSION);
  const std::string none = "\"flags\": []";
  const std::size_t at = old.find(none, old.find("\"expressions\""));
  REQUIRE(at < old.find("\"events\""));
  old.replace(at, none.size(), "\"flags\": [\"id_lost\"]");
  old.replace(old.find(current), current.size(), "\"abi_version\": 13");
  const racer::facts::FactStore back = racer::facts::parse_model_json(old, "<test>");
  CHECK((back.expressions.flags[static_cast<std::size_t>(e)] & RACER_EXPR_ID_LOST) == 0);
  CHECK_NOTHROW(racer::facts::validate(back));
}

// joins_all and joins_some (instances/join_loops.hpp) too since ABI 15: an
// ABI 14 dump's (the plug-in's) are dropped on reading.
TEST_CASE("join loop flags with a statement structure: derived, not given", "[instances][dump]") {
  for (const auto& [bit, name] : {std::pair{RACER_EXPR_JOINS_ALL, "joins_all"}, {RACER_EXPR_JOINS_SOME, "joins_some"}}) {
    Loop p;
    p.m.f.entry = racer::FunctionId(p.fn);
    const std::int32_t e = p.m.expr(p.body, RACER_EXPR_ADDR_OF);
    p.m.f.expressions.flags[static_cast<std::size_t>(e)] |= bit;
    REQUIRE_THROWS_WITH(racer::facts::validate(p.m.f),
                        Catch::Contains(std::string("expression flag ") + name + " is derived from the statement structure"));
    const std::string text = racer::facts::model_json(p.m.f);
    CHECK(text.find(name) == std::string::npos);
    std::string old = text;
    const std::string current = "\"abi_version\": " + std::to_string(RACER_ABI_VERSION);
    const std::string none = "\"flags\": []";
    const std::size_t at = old.find(none, old.find("\"expressions\""));
    REQUIRE(at < old.find("\"events\""));
    old.replace(at, none.size(), std::string("\"flags\": [\"") + name + "\"]");
    old.replace(old.find(current), current.size(), "\"abi_version\": 14");
    const racer::facts::FactStore back = racer::facts::parse_model_json(old, "<test>");
    CHECK((back.expressions.flags[static_cast<std::size_t>(e)] & bit) == 0);
    CHECK_NOTHROW(racer::facts::validate(back));
  }
}

TEST_CASE("library_end: the one list of the C library's calls that never return", "[instances]") {
  CHECK(racer_library_end("abort") == RACER_END_PROGRAM);
  CHECK(racer_library_end("__VERIFIER_error") == RACER_END_PROGRAM);
  CHECK(racer_library_end("pthread_exit") == RACER_END_THREAD);
  CHECK(racer_library_end("thrd_exit") == RACER_END_THREAD);
  CHECK(racer_library_end("reach_error") == 0);  // SV-COMP's, not the library's
  CHECK(racer_library_end("abort_") == 0);
  CHECK(racer_library_end("") == 0);
  CHECK(racer_library_end(nullptr) == 0);
}
