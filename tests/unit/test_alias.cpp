// The alias backend: flows solved into points-to, callee and escape answers,
// and what the race engine concludes from them (against the same facts
// without the alias option, where pointers stay unknown).
#include <catch2/catch.hpp>

#include <algorithm>

#include "alias/alias_analysis.hpp"
#include "program_builder.hpp"

using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;

namespace {

// One side of a flow: which node, how many dereferences (-1: its address).
struct Side {
  std::int32_t base = -1, ret = -1, expr = -1, function = -1;
  std::int32_t deref = 0;
};
Side var(std::int32_t b) { return {.base = b}; }
Side addr(std::int32_t b) { return {.base = b, .deref = -1}; }
Side at(std::int32_t b) { return {.base = b, .deref = 1}; }
Side code(std::int32_t f) { return {.function = f, .deref = -1}; }
Side value_of(std::int32_t e) { return {.expr = e}; }
Side returned(std::int32_t f) { return {.ret = f}; }
Side unknown() { return {}; }

void flow(Program& p, Side dst, Side src, std::int32_t shift = 0) {
  auto& t = p.m.f.flows;
  t.stmt.push_back(-1);
  t.dst_base.push_back(dst.base);
  t.dst_return.push_back(dst.ret);
  t.dst_expr.push_back(dst.expr);
  t.dst_deref.push_back(std::max(dst.deref, 0));
  t.src_base.push_back(src.base);
  t.src_function.push_back(src.function);
  t.src_return.push_back(src.ret);
  t.src_deref.push_back(src.expr == -1 ? src.deref : 0);
  t.shift.push_back(shift);
}

// `*ptr` (+ field at `shift` bits) written in f: a through-pointer access
// whose query expression is the lvalue's address, defined by a flow.
std::int32_t write_through(Program& p, std::int32_t f, std::int32_t ptr, std::int32_t shift = 0) {
  const std::int32_t s = p.stmt(f);
  const std::int32_t x = p.addr(s, ptr, RACER_EXPR_THROUGH_POINTER);
  p.access(s, RACER_ACCESS_WRITE, ptr, -1, -1, RACER_ACCESS_THROUGH_POINTER);
  p.m.f.accesses.expr.back() = x;
  flow(p, value_of(x), var(ptr), shift);
  return s;
}

// An argument expression `&b` with its definition.
std::int32_t address_arg(Program& p, std::int32_t b) {
  const std::int32_t e = p.addr(0, b);
  flow(p, value_of(e), addr(b));
  return e;
}

// An argument expression `v` (a pointer variable's value) with its definition.
std::int32_t value_arg(Program& p, std::int32_t v) {
  const std::int32_t e = p.lval(0, v);
  flow(p, value_of(e), var(v));
  return e;
}

racer::alias::AliasAnswers answers(Program& p, std::int32_t main) {
  p.facts = p.m.entry(main);
  racer::facts::validate(p.facts);
  p.index = racer::facts::build_indexes(p.facts);
  racer::models::ConcurrencyModel model;
  model.load_text(racer::test::kPthreadModel, "test");
  const auto events = racer::models::classify_events(p.facts, p.index, model);
  return racer::alias::solve_aliases(p.facts, p.index, events);
}

std::vector<std::int32_t> targets_of(const racer::alias::AliasAnswers& a, std::int32_t expr) {
  std::vector<std::int32_t> out;
  for (std::size_t i = 0; i < a.points_to.expr.size(); ++i)
    if (a.points_to.expr[i] == expr) out.push_back(a.points_to.base[i]);
  std::sort(out.begin(), out.end());
  return out;
}

// The paper's Fig. 3: main passes &data to two threads, which write it
// through a local copy of their argument.
struct Fig3 {
  Program p;
  std::int32_t main = p.fn("main");
  std::int32_t worker = p.thread_fn("worker");
  std::int32_t t1 = p.global("t1"), t2 = p.global("t2");
  std::int32_t data = p.local("data", main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  std::int32_t arg = p.local("arg", worker, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  std::int32_t q = p.local("q", worker, RACER_BASE_LOCAL, RACER_BASE_POINTER);

  Fig3() {
    p.create(main, t1, worker, address_arg(p, data));
    p.create(main, t2, worker, address_arg(p, data));
    p.join(main, t1);
    p.join(main, t2);
    p.ret(main);
    p.stmt(worker);
    flow(p, var(q), var(arg));  // q = arg
    write_through(p, worker, q);
    p.ret(worker);
  }
};

}  // namespace

TEST_CASE("alias: Fig. 3, a local passed to two threads is written through aliases") {
  Fig3 x;
  const auto syntactic = x.p.run(x.main);
  CHECK(syntactic->races.verdict == Verdict::Unknown);
  const auto a = x.p.run(x.main, 1, true);
  REQUIRE(a->races.verdict == Verdict::Race);
  REQUIRE_FALSE(a->races.races.empty());
  CHECK(a->races.races[0].base.value == x.data);
  CHECK(a->races.races[0].kind == RaceKind::Must);
}

TEST_CASE("alias: answers name the class's objects, an address names its own") {
  Fig3 x;
  const auto a = answers(x.p, x.main);
  const std::int32_t query = x.p.m.f.accesses.expr.back();
  CHECK(targets_of(a, query) == std::vector<std::int32_t>{x.data});
  CHECK(a.escapes[static_cast<std::size_t>(x.data)]);  // a thread argument
  CHECK_FALSE(a.escapes[static_cast<std::size_t>(x.q)]);
  CHECK(a.callees.expr.empty());  // every call names its function
}

TEST_CASE("alias: fields through pointers are told apart by offset") {
  Program p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1"), w2 = p.thread_fn("w2");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  const auto g = p.global("g", RACER_BASE_AGGREGATE);
  const auto q1 = p.local("q1", w1), q2 = p.local("q2", w2);
  p.create(main, t1, w1);
  p.create(main, t2, w2);
  p.ret(main);
  for (auto [w, q, field] : {std::tuple{w1, q1, 0}, std::tuple{w2, q2, 32}}) {
    p.stmt(w);
    flow(p, var(q), addr(g));  // q = &g
    write_through(p, w, q, field);
    p.ret(w);
  }
  CHECK(p.run(main)->races.verdict == Verdict::Unknown);
  CHECK(p.run(main, 1, true)->races.verdict == Verdict::NoRace);
  // The same field from both threads does race.
  p.m.f.flows.shift.back() = 0;
  CHECK(p.run(main, 1, true)->races.verdict == Verdict::Race);
}

TEST_CASE("alias: a heap block handed to threads through a parameter") {
  // main: p = malloc(); set(p) in two threads via their argument; set
  // writes *x.
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto set = p.fn("set");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  const auto ptr = p.local("p", main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  const auto arg = p.local("arg", worker, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  const auto x = p.local("x", set, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  const auto s_alloc = p.stmt(main);
  const auto heap = p.m.global("__malloc_main_l1", 0);
  p.m.f.bases.kind[heap] = RACER_BASE_HEAP;
  p.m.f.bases.function[heap] = main;
  p.m.f.bases.alloc_stmt[heap] = s_alloc;
  flow(p, var(ptr), addr(heap));
  p.create(main, t1, worker, value_arg(p, ptr));
  p.create(main, t2, worker, value_arg(p, ptr));
  p.ret(main);
  p.call(worker, set, {value_arg(p, arg)});
  p.ret(worker);
  write_through(p, set, x);
  p.ret(set);
  const auto a = p.run(main, 1, true);
  REQUIRE_FALSE(a->races.races.empty());
  CHECK(a->races.races[0].base.value == heap);
  CHECK(a->races.verdict == Verdict::Race);
}

TEST_CASE("alias: function pointers resolve thread functions and indirect calls") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto other = p.thread_fn("other");
  const auto helper = p.fn("helper", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
  const auto t = p.global("t"), fp = p.global("fp"), hp = p.global("hp"), g = p.global("g");
  p.stmt(main);
  flow(p, var(fp), code(worker));  // fp = worker
  flow(p, var(hp), code(helper));  // hp = helper
  const auto entry = value_arg(p, fp);
  p.lib_call(main, "pthread_create", {p.addr(0, t), p.cst(0), entry, p.cst(0)});
  const auto call = p.stmt(main);
  const auto callee = value_arg(p, hp);
  p.m.icall(call, callee);
  p.write(main, g);
  p.ret(main);
  p.write(worker, g);
  p.ret(worker);
  p.write(other, g);
  p.ret(other);
  p.ret(helper);

  // Without answers: either address-taken thread function may run.
  const auto guessed = p.run(main);
  CHECK(guessed->threads.threads.size() == 3);
  const auto a = p.run(main, 1, true);
  REQUIRE(a->threads.threads.size() == 2);
  CHECK(a->threads.threads[1].entry.value == worker);
  CHECK(std::none_of(a->threads.imprecisions.begin(), a->threads.imprecisions.end(),
                     [](const auto& i) { return i.kind == racer::ImprecisionKind::ThreadFunction; }));
  CHECK(a->races.verdict == Verdict::Race);  // main and worker write g
  const auto& edges = a->call_graph.edges;
  CHECK(std::count_if(edges.begin(), edges.end(), [&](const auto& e) { return e.stmt.value == call; }) == 1);
  CHECK(std::any_of(edges.begin(), edges.end(),
                    [&](const auto& e) { return e.stmt.value == call && e.callee.value == helper; }));
}

TEST_CASE("alias: escape follows the classes, not the address-taken flag") {
  // main: int x, y; int *p = &x; g = &y; — x stays in main, y escapes
  // through the global g.
  Program p;
  const auto main = p.fn("main");
  const auto x = p.local("x", main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto y = p.local("y", main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto ptr = p.local("p", main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  const auto g = p.global("g", RACER_BASE_POINTER);
  const auto z = p.local("z", main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  p.stmt(main);
  flow(p, var(ptr), addr(x));
  flow(p, var(g), addr(y));
  flow(p, unknown(), addr(z));  // handed to a library that may keep it
  p.ret(main);
  const auto a = answers(p, main);
  CHECK_FALSE(a.escapes[static_cast<std::size_t>(x)]);
  CHECK(a.escapes[static_cast<std::size_t>(y)]);
  CHECK(a.escapes[static_cast<std::size_t>(z)]);
  CHECK(a.escapes[static_cast<std::size_t>(g)]);  // globals always
}

TEST_CASE("alias: pointers from unknown code stay unknown") {
  // worker: q = lib(); *q = 1; — no answer, so the access stays unknown.
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  const auto q = p.local("q", worker, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  p.create(main, t1, worker);
  p.create(main, t2, worker);
  p.ret(main);
  p.stmt(worker);
  flow(p, var(q), unknown());
  write_through(p, worker, q);
  p.ret(worker);
  const auto ans = answers(p, main);
  CHECK(ans.points_to.expr.empty());
  const auto a = p.run(main, 1, true);
  CHECK(a->races.verdict == Verdict::Unknown);
  CHECK(std::any_of(a->races.imprecisions.begin(), a->races.imprecisions.end(), [](const auto& i) {
    return i.kind == racer::ImprecisionKind::UnknownPointer;
  }));
}

TEST_CASE("alias: values returned and loaded through pointers to pointers") {
  // get() returns &g; main: pp = &p; *pp = get(); r = *pp; *r written.
  Program p;
  const auto main = p.fn("main");
  const auto get = p.fn("get");
  const auto g = p.global("g");
  const auto pv = p.local("p", main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  const auto pp = p.local("pp", main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  const auto r = p.local("r", main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
  const auto s = p.stmt(main);
  flow(p, var(pp), addr(pv));
  const auto result = p.addr(s, pv);  // the call's result lvalue *pp, by address
  flow(p, value_of(result), var(pp));
  p.m.call(s, get);
  p.m.f.events.result.back() = result;
  p.stmt(main);
  flow(p, var(r), at(pp));  // r = *pp
  write_through(p, main, r);
  p.ret(main);
  p.stmt(get);
  flow(p, returned(get), addr(g));
  p.ret(get);
  const auto a = answers(p, main);
  CHECK(targets_of(a, p.m.f.accesses.expr[0]) == std::vector<std::int32_t>{g});
}

TEST_CASE("alias: a callback handed to unknown code may receive any pointer") {
  // main: cb(&g); lib(cb); — cb's parameter is not only &g any more.
  for (bool handed_out : {false, true}) {
    Program p;
    const auto main = p.fn("main");
    const auto cb = p.fn("cb", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
    const auto g = p.global("g");
    const auto x = p.local("x", cb, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
    p.call(main, cb, {address_arg(p, g)});
    if (handed_out) flow(p, unknown(), code(cb));
    p.ret(main);
    write_through(p, cb, x);
    p.ret(cb);
    const auto a = answers(p, main);
    INFO("handed out " << handed_out);
    CHECK(targets_of(a, p.m.f.accesses.expr.back()) ==
          (handed_out ? std::vector<std::int32_t>{} : std::vector<std::int32_t>{g}));
  }
}

TEST_CASE("alias: a heap site that runs twice is two blocks, never a certain race") {
  // alloc() { return malloc(); } called twice by main; each block goes to
  // its own thread, which writes it. One site, two blocks: may, not must.
  Program p;
  const auto main = p.fn("main");
  const auto alloc = p.fn("alloc");
  const auto worker = p.thread_fn("worker");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  const auto arg = p.local("arg", worker, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  const auto s_alloc = p.stmt(alloc);
  const auto heap = p.m.global("__malloc_alloc_l1", 0);
  p.m.f.bases.kind[heap] = RACER_BASE_HEAP;
  p.m.f.bases.function[heap] = alloc;
  p.m.f.bases.alloc_stmt[heap] = s_alloc;
  flow(p, returned(alloc), addr(heap));
  p.ret(alloc);
  for (auto [name, t] : {std::pair{"p1", t1}, std::pair{"p2", t2}}) {
    const auto local = p.local(name, main, RACER_BASE_LOCAL, RACER_BASE_POINTER);
    const auto s = p.stmt(main);
    const auto result = p.addr(s, local);
    flow(p, value_of(result), addr(local));
    p.m.call(s, alloc);
    p.m.f.events.result.back() = result;
    p.create(main, t, worker, value_arg(p, local));
  }
  p.ret(main);
  write_through(p, worker, arg);
  p.ret(worker);
  const auto a = p.run(main, 1, true);
  REQUIRE_FALSE(a->races.races.empty());
  CHECK(a->races.races[0].base.value == heap);
  CHECK(a->races.races[0].kind == RaceKind::May);
  CHECK(a->races.verdict == Verdict::Unknown);
}
