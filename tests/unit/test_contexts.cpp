// Context table built from the thread graph: one root per thread, callee
// contexts by the last -cc-context-depth call sites, recursion cut.
#include <algorithm>

#include <catch2/catch.hpp>

#include "thread_builder.hpp"

using racer::ContextId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::test::ThreadProgram;
using racer::threads::ContextTable;

namespace {

// main calls mid twice (sites s1, s2); mid calls leaf once (site s3).
struct Chain {
  ThreadProgram p;
  std::int32_t main, mid, leaf, s1, s2, s3;
  Chain() {
    main = p.fn("main");
    mid = p.fn("mid");
    leaf = p.fn("leaf");
    s1 = p.call(main, mid);
    s2 = p.call(main, mid);
    p.ret(main);
    s3 = p.call(mid, leaf);
    p.ret(mid);
    p.ret(leaf);
    p.build(main);
  }
  ContextTable contexts(std::int32_t depth) {
    return racer::threads::build_contexts(p.facts, p.index, p.events, p.graph(), depth);
  }
};

}  // namespace

TEST_CASE("contexts: depth 0 gives one context per function") {
  Chain c;
  const ContextTable t = c.contexts(0);
  CHECK(t.size() == 3);
  const ContextId root = t.root(ThreadId(0));
  const ContextId m1 = t.callee(root, StmtId(c.s1), FunctionId(c.mid));
  const ContextId m2 = t.callee(root, StmtId(c.s2), FunctionId(c.mid));
  REQUIRE(m1.valid());
  CHECK(m1 == m2);
  CHECK(t[m1].calls.empty());
}

TEST_CASE("contexts: depth 1 separates call sites, deeper chains merge") {
  Chain c;
  const ContextTable t = c.contexts(1);
  CHECK(t.size() == 4);
  const ContextId root = t.root(ThreadId(0));
  const ContextId m1 = t.callee(root, StmtId(c.s1), FunctionId(c.mid));
  const ContextId m2 = t.callee(root, StmtId(c.s2), FunctionId(c.mid));
  REQUIRE(m1.valid());
  REQUIRE(m2.valid());
  CHECK(m1 != m2);
  CHECK(t[m1].function == FunctionId(c.mid));
  CHECK(t[m1].thread == ThreadId(0));
  const ContextId l1 = t.callee(m1, StmtId(c.s3), FunctionId(c.leaf));
  const ContextId l2 = t.callee(m2, StmtId(c.s3), FunctionId(c.leaf));
  REQUIRE(l1.valid());
  CHECK(l1 == l2);  // the last call (s3) is all a depth-1 context keeps
  REQUIRE(t[l1].calls.size() == 1);
  CHECK(t[l1].calls[0].stmt == StmtId(c.s3));
  // The trace follows first-found callers back to main.
  const auto trace = t.trace(l1);
  REQUIRE(trace.size() == 2);
  CHECK(trace[0].stmt == StmtId(c.s1));
  CHECK(trace[1].stmt == StmtId(c.s3));
}

TEST_CASE("contexts: depth 2 keeps the chains apart") {
  Chain c;
  const ContextTable t = c.contexts(2);
  CHECK(t.size() == 5);
  const ContextId root = t.root(ThreadId(0));
  const ContextId l1 = t.callee(t.callee(root, StmtId(c.s1), FunctionId(c.mid)), StmtId(c.s3), FunctionId(c.leaf));
  const ContextId l2 = t.callee(t.callee(root, StmtId(c.s2), FunctionId(c.mid)), StmtId(c.s3), FunctionId(c.leaf));
  REQUIRE(l1.valid());
  REQUIRE(l2.valid());
  CHECK(l1 != l2);
  CHECK(t[l2].calls.size() == 2);
}

TEST_CASE("contexts: every thread has its own root and its own callee contexts") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto helper = p.fn("helper");
  const auto lib = p.fn("lib", 0);  // no body: no context
  p.create(main, p.global("t"), worker);
  const auto from_main = p.call(main, helper);
  const auto to_lib = p.call(main, lib);
  p.ret(main);
  const auto from_worker = p.call(worker, helper);
  p.ret(worker);
  p.ret(helper);
  p.build(main);
  const auto g = p.graph();
  const ContextTable t = racer::threads::build_contexts(p.facts, p.index, p.events, g, 1);
  const ContextId r0 = t.root(ThreadId(0)), r1 = t.root(ThreadId(1));
  REQUIRE(r0.valid());
  REQUIRE(r1.valid());
  CHECK(t[r1].function == FunctionId(worker));
  CHECK(t[r1].thread == ThreadId(1));
  const ContextId h0 = t.callee(r0, StmtId(from_main), FunctionId(helper));
  const ContextId h1 = t.callee(r1, StmtId(from_worker), FunctionId(helper));
  REQUIRE(h0.valid());
  REQUIRE(h1.valid());
  CHECK(h0 != h1);
  CHECK(t[h1].thread == ThreadId(1));
  CHECK_FALSE(t.callee(r0, StmtId(to_lib), FunctionId(lib)).valid());
  CHECK(t.of_thread(ThreadId(0)).size() == 2);
  CHECK(t.of_thread(ThreadId(1)).size() == 2);
  CHECK(t.size() == 4);
}

TEST_CASE("contexts: recursion terminates and is cut at the repeated function") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto a = p.fn("a");
  const auto b = p.fn("b");
  const auto to_a = p.call(main, a);
  p.ret(main);
  const auto a_to_b = p.call(a, b);
  const auto a_to_a = p.call(a, a);
  p.ret(a);
  const auto b_to_a = p.call(b, a);
  p.ret(b);
  p.build(main);
  for (std::int32_t depth : {0, 1, 3}) {
    INFO("depth " << depth);
    const ContextTable t = racer::threads::build_contexts(p.facts, p.index, p.events, p.graph(), depth);
    CHECK(t.size() == 3);  // main, a, b
    const ContextId ca = t.callee(t.root(ThreadId(0)), StmtId(to_a), FunctionId(a));
    REQUIRE(ca.valid());
    const ContextId cb = t.callee(ca, StmtId(a_to_b), FunctionId(b));
    REQUIRE(cb.valid());
    CHECK_FALSE(t.callee(ca, StmtId(a_to_a), FunctionId(a)).valid());
    CHECK_FALSE(t.callee(cb, StmtId(b_to_a), FunctionId(a)).valid());
  }
}

TEST_CASE("contexts: only statements reachable in a function lead to contexts") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto dead = p.fn("dead");
  p.ret(main);
  p.cut();
  const auto s = p.call(main, dead);  // after the return: unreachable
  p.ret(dead);
  p.build(main);
  const ContextTable t = racer::threads::build_contexts(p.facts, p.index, p.events, p.graph(), 1);
  CHECK(t.size() == 1);
  CHECK_FALSE(t.callee(t.root(ThreadId(0)), StmtId(s), FunctionId(dead)).valid());
}
