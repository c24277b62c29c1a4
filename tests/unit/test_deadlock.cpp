// The deadlock engine on small programs: cycles found, and each filter
// dropping the cycles that cannot deadlock.
#include <catch2/catch.hpp>

#include "deadlock/deadlock_analysis.hpp"
#include "deadlock/join_waits.hpp"
#include "report/deadlock_report.hpp"
#include "program_builder.hpp"

using racer::deadlock::DeadlockFindings;
using racer::deadlock::DeadlockVerdict;
using racer::deadlock::Filter;
using racer::test::Program;

namespace {

DeadlockFindings deadlocks(Program& p, std::int32_t main) {
  const auto a = p.run(main);
  return racer::deadlock::analyse_deadlocks(a->threads, a->locks, a->active);
}

int suppressed(const DeadlockFindings& d, Filter f) { return d.suppressed[static_cast<std::size_t>(f)]; }

// t1 takes a then b, t2 takes b then a (optionally under a gate lock g, or
// with t2 trying b instead of blocking on it).
struct Inversion {
  Program p;
  std::int32_t main = p.fn("main");
  std::int32_t t1 = p.thread_fn("t1"), t2 = p.thread_fn("t2");
  std::int32_t id1 = p.global("id1"), id2 = p.global("id2");
  std::int32_t a = p.global("a"), b = p.global("b"), g = p.global("g");

  void thread(std::int32_t f, std::int32_t first, std::int32_t second, bool gate, bool try_second = false) {
    if (gate) p.lock(f, g);
    p.lock(f, first);
    if (try_second)
      p.lib_call(f, "pthread_mutex_trylock", {p.addr(0, second)});
    else
      p.lock(f, second);
    p.unlock(f, second);
    p.unlock(f, first);
    if (gate) p.unlock(f, g);
    p.ret(f);
  }
  void build(bool gate_both = false, bool joined_between = false, bool try_second = false) {
    p.create(main, id1, t1);
    if (joined_between) p.join(main, id1);
    p.create(main, id2, t2);
    p.join(main, id2);
    if (!joined_between) p.join(main, id1);
    p.ret(main);
    thread(t1, a, b, gate_both);
    thread(t2, b, a, gate_both, try_second);
  }
};

}  // namespace

TEST_CASE("deadlock: a two-thread lock inversion is a deadlock") {
  Inversion x;
  x.build();
  const auto d = deadlocks(x.p, x.main);
  REQUIRE(d.deadlocks.size() == 1);
  CHECK(d.deadlocks[0].locks.size() == 2);
  CHECK(d.deadlocks[0].witnesses.size() == 2);
  CHECK_FALSE(d.deadlocks[0].self);
  CHECK(d.verdict == DeadlockVerdict::Deadlock);
  CHECK(d.graph.edges.size() == 2);
}

TEST_CASE("deadlock: a gate lock held around both orders prevents it") {
  Inversion x;
  x.build(true);
  const auto d = deadlocks(x.p, x.main);
  CHECK(d.deadlocks.empty());
  CHECK(suppressed(d, Filter::GateLock) == 1);
  CHECK(d.verdict == DeadlockVerdict::NoDeadlock);
}

TEST_CASE("deadlock: threads that never overlap cannot deadlock") {
  Inversion x;
  x.build(false, true);
  const auto d = deadlocks(x.p, x.main);
  CHECK(d.deadlocks.empty());
  CHECK(suppressed(d, Filter::NotParallel) == 1);
  CHECK(d.verdict == DeadlockVerdict::NoDeadlock);
}

TEST_CASE("deadlock: a trylock cannot wait") {
  Inversion x;
  x.build(false, false, true);
  const auto d = deadlocks(x.p, x.main);
  CHECK(d.deadlocks.empty());
  CHECK(suppressed(d, Filter::TryLock) == 1);
}

TEST_CASE("deadlock: one unique thread taking both orders does not deadlock itself") {
  Program p;
  const auto main = p.fn("main");
  const auto a = p.global("a"), b = p.global("b");
  for (auto [first, second] : {std::pair{a, b}, std::pair{b, a}}) {
    p.lock(main, first);
    p.lock(main, second);
    p.unlock(main, second);
    p.unlock(main, first);
  }
  p.ret(main);
  const auto d = deadlocks(p, main);
  CHECK(d.deadlocks.empty());
  CHECK(suppressed(d, Filter::SingleThread) == 1);
  CHECK(d.verdict == DeadlockVerdict::NoDeadlock);
}

TEST_CASE("deadlock: read locks of rwlocks in both orders do not deadlock") {
  Program p;
  const auto main = p.fn("main");
  const auto t1 = p.thread_fn("t1"), t2 = p.thread_fn("t2");
  const auto id1 = p.global("id1"), id2 = p.global("id2");
  const auto a = p.global("a"), b = p.global("b");
  p.create(main, id1, t1);
  p.create(main, id2, t2);
  p.join(main, id1);
  p.join(main, id2);
  p.ret(main);
  for (auto [t, first, second] : {std::tuple{t1, a, b}, std::tuple{t2, b, a}}) {
    p.lib_call(t, "pthread_rwlock_rdlock", {p.addr(0, first)});
    p.lib_call(t, "pthread_rwlock_rdlock", {p.addr(0, second)});
    p.lib_call(t, "pthread_rwlock_unlock", {p.addr(0, second)});
    p.lib_call(t, "pthread_rwlock_unlock", {p.addr(0, first)});
    p.ret(t);
  }
  const auto d = deadlocks(p, main);
  CHECK(d.deadlocks.empty());
  CHECK(suppressed(d, Filter::ReadOnly) == 1);
}

TEST_CASE("deadlock: three threads in a ring, and a double lock") {
  Program p;
  const auto main = p.fn("main");
  const auto locks = std::vector{p.global("a"), p.global("b"), p.global("c")};
  std::vector<std::int32_t> threads, ids;
  for (int i = 0; i < 3; ++i) {
    threads.push_back(p.thread_fn("t" + std::to_string(i)));
    ids.push_back(p.global("id" + std::to_string(i)));
  }
  for (int i = 0; i < 3; ++i) p.create(main, ids[static_cast<std::size_t>(i)], threads[static_cast<std::size_t>(i)]);
  // main locks a twice: a self-deadlock.
  p.lock(main, locks[0]);
  p.lock(main, locks[0]);
  p.ret(main);
  for (std::size_t i = 0; i < 3; ++i) {
    p.lock(threads[i], locks[i]);
    p.lock(threads[i], locks[(i + 1) % 3]);
    p.unlock(threads[i], locks[(i + 1) % 3]);
    p.unlock(threads[i], locks[i]);
    p.ret(threads[i]);
  }
  const auto d = deadlocks(p, main);
  REQUIRE(d.deadlocks.size() == 2);
  CHECK(d.deadlocks[0].self);
  CHECK(d.deadlocks[1].locks.size() == 3);
  CHECK(d.verdict == DeadlockVerdict::Deadlock);
}

TEST_CASE("deadlock: text, JSON and DOT reports of an inversion") {
  Inversion x;
  x.build();
  const auto a = x.p.run(x.main);
  const std::string text = racer::report::render_deadlock_text(x.p.facts, *a, false);
  INFO(text);
  CHECK(text.find("Lock graph: 2 locks, 2 edges\n  a -> b (1)\n  b -> a (1)\n") == 0);
  CHECK(text.find("Deadlock a -> b -> a between threads t1:") != std::string::npos);
  CHECK(text.find("t1:1 holds a (locked at ?:6) and waits for b at ?:7\n") != std::string::npos);
  CHECK(text.find("t2:2 holds b (locked at ?:11) and waits for a at ?:12\n") != std::string::npos);
  CHECK(text.substr(text.rfind("Deadlock verdict")) == "Deadlock verdict: deadlock\n");

  const auto j = racer::report::deadlocks_json(x.p.facts, *a);
  REQUIRE(j.size() == 1);
  CHECK(j[0].at("locks") == nlohmann::ordered_json::array({"a", "b"}));
  REQUIRE(j[0].at("acquisitions").size() == 2);
  CHECK(j[0].at("acquisitions")[0].at("lock") == "b");
  CHECK(j[0].at("acquisitions")[0].at("held") == nlohmann::ordered_json::array({"a"}));

  // Golden: nodes in lock order, each edge labelled with the thread and
  // line of its acquisition, the cycle in red.
  CHECK(racer::report::render_deadlock_dot(x.p.facts, *a) ==
        "digraph lock_graph {\n"
        "  node [shape=box];\n"
        "  l0 [label=\"a\"];\n"
        "  l1 [label=\"b\"];\n"
        "  l0 -> l1 [label=\"t1:1 line 7\", color=red, penwidth=2];\n"
        "  l1 -> l0 [label=\"t2:2 line 12\", color=red, penwidth=2];\n"
        "}\n");
}

TEST_CASE("deadlock: the explanation lists each dropped cycle with its filter") {
  Inversion x;
  x.build(true);
  const auto a = x.p.run(x.main);
  const std::string quiet = racer::report::render_deadlock_text(x.p.facts, *a, false);
  const std::string loud = racer::report::render_deadlock_text(x.p.facts, *a, true);
  CHECK(quiet.find("Cycles that cannot deadlock: 1 (gate-lock 1)\n") != std::string::npos);
  CHECK(quiet.find("  a -> b -> a: gate-lock") == std::string::npos);
  CHECK(loud.find("  a -> b -> a: gate-lock\n") != std::string::npos);
  CHECK(loud.substr(loud.rfind("Deadlock verdict")) == "Deadlock verdict: no-deadlock\n");
}

TEST_CASE("deadlock: a join waiting while holding a lock its thread takes makes the verdict unknown") {
  // main: create t; lock m; join t; unlock m. t: lock n (n is m or another).
  const bool same_lock = GENERATE(true, false);
  const bool unlock_first = GENERATE(true, false);
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), m = p.global("m"), n = p.global("n");
  p.lock(worker, same_lock ? m : n);
  p.unlock(worker, same_lock ? m : n);
  p.ret(worker);
  p.create(main, t, worker);
  p.lock(main, m);
  if (unlock_first) p.unlock(main, m);
  p.join(main, t);
  if (!unlock_first) p.unlock(main, m);
  p.ret(main);
  const auto a = p.run(main);
  const auto why = racer::deadlock::join_waits(p.facts, p.index, a->events, a->threads, a->contexts, a->locks);
  INFO("same lock " << same_lock << ", unlocked before the join " << unlock_first);
  const bool waits = same_lock && !unlock_first;
  REQUIRE(why.size() == (waits ? 1u : 0u));
  if (waits) CHECK(why[0].find("may wait for thread worker while holding m") != std::string::npos);
  CHECK(a->deadlocks.verdict == (waits ? DeadlockVerdict::Unknown : DeadlockVerdict::NoDeadlock));
}
