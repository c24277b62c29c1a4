// Thread graph and contexts on hand-built models.
#include <catch2/catch.hpp>

#include "program_builder.hpp"

using racer::ThreadId;
using racer::test::Program;

namespace {
const racer::threads::Thread* find_thread(const racer::engine::Analysis& a, const racer::facts::FactStore& f,
                                          const std::string& entry) {
  for (const auto& t : a.threads.threads)
    if (f.strings.get(racer::StringId(f.functions.name[t.entry.index()])) == entry) return &t;
  return nullptr;
}
}  // namespace

TEST_CASE("threads: a thread created once is unique, in a loop multiple") {
  Program p;
  const auto main = p.fn("main");
  const auto once = p.thread_fn("once");
  const auto many = p.thread_fn("many");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  p.create(main, t1, once);
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  const auto c = p.create(main, t2, many);
  p.edge(c, head);  // back edge
  p.ret(main);
  p.ret(once);
  p.ret(many);
  const auto a = p.run(main);
  REQUIRE(a->threads.threads.size() == 3);
  CHECK_FALSE(a->threads.threads[0].multiple);
  CHECK_FALSE(find_thread(*a, p.facts, "once")->multiple);
  CHECK(find_thread(*a, p.facts, "many")->multiple);
  CHECK(a->threads.edges.size() == 2);
  CHECK_FALSE(a->threads.cyclic);
}

TEST_CASE("threads: a create in a helper called twice makes a multiple thread") {
  Program p;
  const auto main = p.fn("main");
  const auto spawn = p.fn("spawn");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.call(main, spawn);
  p.call(main, spawn);
  p.ret(main);
  p.create(spawn, t, worker);
  p.ret(spawn);
  p.ret(worker);
  const auto a = p.run(main);
  REQUIRE(a->threads.threads.size() == 2);
  CHECK(a->threads.threads[1].multiple);
}

TEST_CASE("threads: nested creation four levels deep is found, children of multiple are multiple") {
  Program p;
  const auto main = p.fn("main");
  std::int32_t prev = main;
  const auto t = p.global("t");
  std::vector<std::int32_t> levels;
  for (int i = 1; i <= 4; ++i) {
    const auto f = p.thread_fn("level" + std::to_string(i));
    levels.push_back(f);
    if (prev == main) {
      const auto head = p.stmt(main, RACER_STMT_LOOP);
      p.edge(p.create(main, t, f), head);
    } else {
      p.create(prev, t, f);
    }
    prev = f;
  }
  p.ret(main);
  for (const auto f : levels) p.ret(f);
  const auto a = p.run(main);
  REQUIRE(a->threads.threads.size() == 5);
  for (int i = 1; i <= 4; ++i) CHECK(a->threads.threads[i].multiple);
  // Parents before children.
  REQUIRE(a->threads.topo.size() == 5);
  CHECK(a->threads.topo[0] == ThreadId(0));
}

TEST_CASE("threads: threads creating each other make a cyclic graph") {
  Program p;
  const auto main = p.fn("main");
  const auto ping = p.thread_fn("ping");
  const auto pong = p.thread_fn("pong");
  const auto t = p.global("t");
  p.create(main, t, ping);
  p.ret(main);
  p.create(ping, t, pong);
  p.ret(ping);
  p.create(pong, t, ping);
  p.ret(pong);
  const auto a = p.run(main);
  CHECK(a->threads.cyclic);
  CHECK(a->active.trivial);
  CHECK(a->threads.threads.size() == 4);  // (ping, main's create), (pong), (ping, pong's create)
}

TEST_CASE("threads: an unresolved thread function falls back to every thread-signature function") {
  Program p;
  const auto main = p.fn("main");
  const auto fa = p.thread_fn("a");
  const auto fb = p.thread_fn("b");
  const auto t = p.global("t");
  const auto fp = p.global("fp", RACER_BASE_POINTER);
  p.lib_call(main, "pthread_create", {p.addr(0, t), p.cst(0), p.lval(0, fp), p.cst(0)});
  p.ret(main);
  p.ret(fa);
  p.ret(fb);
  const auto a = p.run(main);
  CHECK(a->threads.threads.size() == 3);
  bool reported = false;
  for (const auto& i : a->races.imprecisions)
    reported = reported || i.kind == racer::engine::ImprecisionKind::ThreadFunction;
  CHECK(reported);
}

TEST_CASE("contexts: call sites distinguish contexts up to the depth") {
  for (std::int32_t depth : {0, 1, 2}) {
    Program p;
    const auto main = p.fn("main");
    const auto mid = p.fn("mid");
    const auto leaf = p.fn("leaf");
    p.call(main, mid);
    p.call(main, mid);
    p.ret(main);
    p.call(mid, leaf);
    p.ret(mid);
    p.ret(leaf);
    const auto a = p.run(main, depth);
    // depth 0: main, mid, leaf; depth 1: main, mid x2, leaf (same last call);
    // depth 2: main, mid x2, leaf x2.
    const std::size_t expected = depth == 0 ? 3 : depth == 1 ? 4 : 5;
    INFO("depth " << depth);
    CHECK(a->contexts.size() == expected);
  }
}

TEST_CASE("contexts: recursion terminates") {
  Program p;
  const auto main = p.fn("main");
  const auto rec = p.fn("rec");
  p.call(main, rec);
  p.ret(main);
  p.call(rec, rec);
  p.ret(rec);
  const auto a = p.run(main, 3);
  CHECK(a->contexts.size() == 2);
}
