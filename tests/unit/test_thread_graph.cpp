// Thread graph on hand-built models: which threads exist, who creates whom,
// and which ones may stand for several running instances.
#include <algorithm>

#include <catch2/catch.hpp>

#include "thread_builder.hpp"

using racer::ExprId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::ImprecisionKind;
using racer::test::ThreadProgram;
using racer::threads::ThreadGraph;

namespace {

// The thread whose entry is `entry` (and, when given, created at `create`).
const racer::threads::Thread& thread_of(const ThreadGraph& g, std::int32_t entry,
                                        std::int32_t create = -1) {
  for (const auto& t : g.threads)
    if (t.entry == FunctionId(entry) && (create < 0 || t.create == StmtId(create))) return t;
  FAIL("no thread with entry " << entry << " created at " << create);
  return g.threads.front();
}

std::size_t count_kind(const ThreadGraph& g, ImprecisionKind k) {
  return static_cast<std::size_t>(std::count_if(g.imprecisions.begin(), g.imprecisions.end(),
                                                [&](const auto& i) { return i.kind == k; }));
}

std::size_t topo_position(const ThreadGraph& g, ThreadId t) {
  return static_cast<std::size_t>(std::find(g.topo.begin(), g.topo.end(), t) - g.topo.begin());
}

}  // namespace

TEST_CASE("thread graph: a program without creates has main only") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto helper = p.fn("helper");
  p.call(main, helper);
  p.ret(main);
  p.ret(helper);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 1);
  CHECK(g.threads[0].entry == FunctionId(main));
  CHECK_FALSE(g.threads[0].create.valid());
  CHECK_FALSE(g.threads[0].multiple);
  CHECK(g.edges.empty());
  CHECK(g.topo == std::vector<ThreadId>{ThreadId(0)});
  CHECK_FALSE(g.cyclic);
  CHECK(g.imprecisions.empty());
}

TEST_CASE("thread graph: one create gives a unique child with its id and argument") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const auto c = p.create(main, t, worker);
  p.ret(main);
  p.ret(worker);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 2);
  const auto& w = g.threads[1];
  CHECK(w.entry == FunctionId(worker));
  CHECK(w.create == StmtId(c));
  CHECK_FALSE(w.multiple);
  REQUIRE(w.id_exprs.size() == 1);
  CHECK(p.facts.expressions.shape[w.id_exprs[0].index()] == RACER_EXPR_ADDR_OF);
  CHECK(p.facts.expressions.base[w.id_exprs[0].index()] == t);
  CHECK(w.arg == p.events[w.create_event.index()].arg);
  REQUIRE(g.edges.size() == 1);
  CHECK(g.edges[0].parent == ThreadId(0));
  CHECK(g.edges[0].stmt == StmtId(c));
  CHECK(g.edges[0].child == ThreadId(1));
}

TEST_CASE("thread graph: a create on a CFG cycle makes a multiple thread") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto once = p.thread_fn("once");
  const auto many = p.thread_fn("many");
  const auto t = p.global("t");
  p.create(main, t, once);
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  const auto c = p.create(main, t, many);
  p.edge(c, head);
  p.ret(main);
  p.ret(once);
  p.ret(many);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 3);
  CHECK_FALSE(thread_of(g, once).multiple);
  CHECK(thread_of(g, many).multiple);
}

TEST_CASE("thread graph: a create in a helper run more than once makes a multiple thread") {
  // Each section builds main -> spawn -> create(worker) and changes how
  // often spawn runs; "once" is the control that keeps the thread unique.
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto spawn = p.fn("spawn");
  const auto mid = p.fn("mid");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  bool expect_multiple = true;
  SECTION("called once") {
    p.call(main, spawn);
    expect_multiple = false;
  }
  SECTION("called from two call sites") {
    p.call(main, spawn);
    p.call(main, spawn);
  }
  SECTION("called from two functions") {
    p.call(main, spawn);
    p.call(main, mid);
    p.call(mid, spawn);
  }
  SECTION("called in a loop") {
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.call(main, spawn), head);
  }
  SECTION("called once from a function called in a loop") {
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.call(main, mid), head);
    p.call(mid, spawn);
  }
  SECTION("recursive") {
    p.call(main, spawn);
    p.call(spawn, spawn);
  }
  p.ret(main);
  p.ret(mid);
  p.create(spawn, t, worker);
  p.ret(spawn);
  p.ret(worker);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 2);
  CHECK(g.threads[1].multiple == expect_multiple);
  CHECK_FALSE(g.cyclic);
}

TEST_CASE("thread graph: one create statement reached by two threads is one multiple thread") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto other = p.thread_fn("other");
  const auto spawn = p.fn("spawn");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), u = p.global("u");
  p.create(main, u, other);
  p.call(main, spawn);
  p.ret(main);
  p.call(other, spawn);
  p.ret(other);
  const auto c = p.create(spawn, t, worker);
  p.ret(spawn);
  p.ret(worker);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 3);
  const auto& w = thread_of(g, worker, c);
  CHECK(w.multiple);
  CHECK_FALSE(thread_of(g, other).multiple);
  // Both parents have an edge to it.
  CHECK(std::count_if(g.edges.begin(), g.edges.end(), [&](const auto& e) {
          return g.threads[e.child.index()].entry == FunctionId(worker);
        }) == 2);
}

TEST_CASE("thread graph: a thread created by a multiple thread is multiple") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto outer = p.thread_fn("outer");
  const auto inner = p.thread_fn("inner");
  const auto t = p.global("t");
  bool outer_in_loop = true;
  SECTION("outer created in a loop") {
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.create(main, t, outer), head);
  }
  SECTION("outer created once (control)") {
    p.create(main, t, outer);
    outer_in_loop = false;
  }
  p.ret(main);
  p.create(outer, t, inner);  // not in a loop of outer
  p.ret(outer);
  p.ret(inner);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 3);
  CHECK(thread_of(g, outer).multiple == outer_in_loop);
  CHECK(thread_of(g, inner).multiple == outer_in_loop);
}

TEST_CASE("thread graph: creation four levels deep is found, parents before children") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto t = p.global("t");
  std::vector<std::int32_t> level{main};
  for (int i = 1; i <= 4; ++i) level.push_back(p.thread_fn("level" + std::to_string(i)));
  for (int i = 0; i < 4; ++i) {
    p.create(level[i], t, level[i + 1]);
    p.ret(level[i]);
  }
  p.ret(level[4]);
  p.build(main);
  const ThreadGraph g = p.graph();
  REQUIRE(g.threads.size() == 5);
  REQUIRE(g.topo.size() == 5);
  CHECK(g.topo[0] == ThreadId(0));
  for (const auto& e : g.edges) CHECK(topo_position(g, e.parent) < topo_position(g, e.child));
  for (int i = 1; i <= 4; ++i) {
    const auto& th = thread_of(g, level[i]);
    CHECK_FALSE(th.multiple);
  }
  CHECK(g.edges.size() == 4);
  CHECK_FALSE(g.cyclic);
}

TEST_CASE("thread graph: an unresolved thread function falls back, and says so") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto t = p.global("t"), fp = p.global("fp");
  SECTION("to the thread-signature functions") {
    const auto a = p.thread_fn("a");
    const auto b = p.thread_fn("b");
    // Address-taken without the signature: not a candidate while some have it.
    const auto cb = p.fn("callback", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
    p.fn("lib", RACER_FUNC_ADDRESS_TAKEN | RACER_FUNC_THREAD_SIGNATURE);  // no body
    p.create_through(main, t, fp);
    p.ret(main);
    p.ret(a);
    p.ret(b);
    p.ret(cb);
    p.build(main);
    const ThreadGraph g = p.graph();
    REQUIRE(g.threads.size() == 3);
    CHECK(thread_of(g, a).create == thread_of(g, b).create);
    CHECK(count_kind(g, ImprecisionKind::ThreadFunction) == 1);
    CHECK(racer::threads::thread_entries(p.facts, p.index, p.events[thread_of(g, a).create_event.index()].entry) ==
          std::vector<FunctionId>{FunctionId(a), FunctionId(b)});
  }
  SECTION("to every address-taken defined function when none has the signature") {
    const auto a = p.fn("a", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
    const auto plain = p.fn("plain");  // not address-taken
    p.create_through(main, t, fp);
    p.ret(main);
    p.ret(a);
    p.ret(plain);
    p.build(main);
    const ThreadGraph g = p.graph();
    REQUIRE(g.threads.size() == 2);
    CHECK(g.threads[1].entry == FunctionId(a));
    CHECK(count_kind(g, ImprecisionKind::ThreadFunction) == 1);
  }
}

TEST_CASE("thread graph: a named thread function is not an imprecision") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto w = p.thread_fn("w");
  p.ret(p.thread_fn("unused"));
  p.create(main, p.global("t"), w);
  p.ret(main);
  p.ret(w);
  p.build(main);
  const ThreadGraph g = p.graph();
  CHECK(g.threads.size() == 2);
  CHECK(count_kind(g, ImprecisionKind::ThreadFunction) == 0);
}

TEST_CASE("thread graph: threads creating each other make a cyclic graph of multiple threads") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto ping = p.thread_fn("ping");
  const auto pong = p.thread_fn("pong");
  const auto t = p.global("t");
  const auto c0 = p.create(main, t, ping);
  p.ret(main);
  p.create(ping, t, pong);
  p.ret(ping);
  p.create(pong, t, ping);
  p.ret(pong);
  p.build(main);
  const ThreadGraph g = p.graph();
  CHECK(g.cyclic);
  CHECK(count_kind(g, ImprecisionKind::CyclicThreadGraph) == 1);
  // (ping, main's create), (pong, ping's create), (ping, pong's create).
  REQUIRE(g.threads.size() == 4);
  CHECK(g.topo.size() == 4);
  CHECK(g.topo[0] == ThreadId(0));
  // Only the two threads on the cycle run again and again.
  const auto& first_ping = thread_of(g, ping, c0);
  CHECK_FALSE(first_ping.multiple);
  for (const auto& th : g.threads)
    if (&th != &first_ping && th.entry != FunctionId(main)) CHECK(th.multiple);
  CHECK_FALSE(g.threads[0].multiple);
}

TEST_CASE("thread graph: call targets of direct, designated and unresolved calls") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto f = p.fn("f");
  const auto g1 = p.fn("g1", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
  const auto g2 = p.fn("g2", RACER_FUNC_ADDRESS_TAKEN);
  const auto fp = p.global("fp");
  p.call(main, f);
  p.icall(main, fp);
  p.ret(main);
  p.ret(f);
  p.ret(g1);
  p.build(main);
  using racer::EventId;
  CHECK(racer::threads::call_targets(p.facts, p.index, EventId(0)) == std::vector<FunctionId>{FunctionId(f)});
  const auto unresolved = racer::threads::call_targets(p.facts, p.index, EventId(1));
  CHECK(std::find(unresolved.begin(), unresolved.end(), FunctionId(g1)) != unresolved.end());
  CHECK(std::find(unresolved.begin(), unresolved.end(), FunctionId(f)) == unresolved.end());
  CHECK(std::is_sorted(unresolved.begin(), unresolved.end()));
  (void)g2;
}
