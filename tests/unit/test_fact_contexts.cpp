// Context-qualified facts (a value backend such as Eva): the backend's
// context chains select which core contexts and threads exist, and
// context-free rows are unioned with the rows of the matching chain.
#include <catch2/catch.hpp>

#include "thread_builder.hpp"
#include "threads/fact_contexts.hpp"

using racer::ContextId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::test::ThreadProgram;
using racer::threads::ContextTable;
using racer::threads::FactContexts;
using racer::threads::RowsByContext;

namespace {

// main calls mid twice (s1, s2); mid calls leaf (s3); main creates worker (s4).
struct Chain {
  ThreadProgram p;
  std::int32_t main, mid, leaf, worker, tid, s1, s2, s3, s4;
  Chain() {
    main = p.fn("main");
    mid = p.fn("mid");
    leaf = p.fn("leaf");
    worker = p.thread_fn("worker");
    tid = p.global("tid");
    s1 = p.call(main, mid);
    s2 = p.call(main, mid);
    s4 = p.create(main, tid, worker);
    p.ret(main);
    s3 = p.call(mid, leaf);
    p.ret(mid);
    p.ret(leaf);
    p.ret(worker);
  }
  std::int32_t ctx(std::int32_t parent, std::int32_t call, std::int32_t callee) {
    p.m.f.contexts.parent.push_back(parent);
    p.m.f.contexts.call_stmt.push_back(call);
    p.m.f.contexts.callee.push_back(callee);
    return static_cast<std::int32_t>(p.m.f.contexts.parent.size()) - 1;
  }
};

}  // namespace

TEST_CASE("fact contexts: without context rows every context is reached") {
  Chain c;
  c.p.build(c.main);
  const auto r = c.p.run(1);
  CHECK(r->graph.threads.size() == 2);
  CHECK(r->contexts.size() == 5);  // main, mid per call site, leaf (depth 1 merges), worker
  CHECK_FALSE(FactContexts(c.p.facts).qualified());
}

TEST_CASE("fact contexts: chains prune unreached calls and threads (depth 1)") {
  Chain c;
  const std::int32_t root = c.ctx(-1, -1, c.main);
  const std::int32_t at_s1 = c.ctx(root, c.s1, c.mid);
  // Depth 1: leaf's context is the root plus its last call only.
  const std::int32_t at_s3 = c.ctx(root, c.s3, c.leaf);
  // No chain for the call at s2 and no root for worker: the backend proved
  // that call and that thread never happen.
  c.p.build(c.main);
  const auto r = c.p.run(1);
  REQUIRE(r->graph.threads.size() == 1);
  const ContextTable& t = r->contexts;
  const ContextId main_ctx = t.root(ThreadId(0));
  CHECK(t[main_ctx].fact == root);
  const ContextId m1 = t.callee(main_ctx, StmtId(c.s1), FunctionId(c.mid));
  REQUIRE(m1.valid());
  CHECK(t[m1].fact == at_s1);
  CHECK_FALSE(t.callee(main_ctx, StmtId(c.s2), FunctionId(c.mid)).valid());
  CHECK(t.unreached(main_ctx, StmtId(c.s2), FunctionId(c.mid)));
  const ContextId l = t.callee(m1, StmtId(c.s3), FunctionId(c.leaf));
  REQUIRE(l.valid());
  CHECK(t[l].fact == at_s3);
  CHECK(t.size() == 3);
}

TEST_CASE("fact contexts: depth 2 chains carry two calls, a thread root its create") {
  Chain c;
  const std::int32_t root = c.ctx(-1, -1, c.main);
  const std::int32_t at_s2 = c.ctx(root, c.s2, c.mid);
  const std::int32_t at_s2_s3 = c.ctx(at_s2, c.s3, c.leaf);
  const std::int32_t worker_root = c.ctx(-1, c.s4, c.worker);
  c.p.build(c.main);
  const auto r = c.p.run(2);
  REQUIRE(r->graph.threads.size() == 2);
  const ContextTable& t = r->contexts;
  CHECK(t[t.root(ThreadId(1))].fact == worker_root);
  const ContextId m2 = t.callee(t.root(ThreadId(0)), StmtId(c.s2), FunctionId(c.mid));
  REQUIRE(m2.valid());
  const ContextId l = t.callee(m2, StmtId(c.s3), FunctionId(c.leaf));
  REQUIRE(l.valid());
  CHECK(t[l].fact == at_s2_s3);
  CHECK_FALSE(t.callee(t.root(ThreadId(0)), StmtId(c.s1), FunctionId(c.mid)).valid());
}

TEST_CASE("fact contexts: rows of a key are the context-free ones plus the context's") {
  const std::vector<std::int32_t> keys{7, 7, 7, 8};
  const std::vector<std::int32_t> ctxs{-1, 3, 4, 3};
  const RowsByContext rows(keys, ctxs);
  CHECK(rows(7, -1) == std::vector<std::size_t>{0});
  CHECK(rows(7, 3) == std::vector<std::size_t>{0, 1});
  CHECK(rows(7, 4) == std::vector<std::size_t>{0, 2});
  CHECK(rows(8, 4).empty());
  CHECK(rows(8, 3) == std::vector<std::size_t>{3});
}

namespace {

// main: create(&tid, fp) with fp able to name w1 or w2; the backend's roots
// say which functions the create runs.
struct ThroughPointer {
  ThreadProgram p;
  std::int32_t main, w1, w2, s;
  explicit ThroughPointer(bool both) {
    main = p.fn("main");
    w1 = p.thread_fn("w1");
    w2 = p.thread_fn("w2");
    s = p.create_through(main, p.global("tid"), p.global("fp"));
    p.ret(main);
    p.ret(w1);
    p.ret(w2);
    auto& c = p.m.f.contexts;
    c.parent = {-1, -1};
    c.call_stmt = {-1, s};
    c.callee = {main, w1};
    if (both) {
      c.parent.push_back(-1);
      c.call_stmt.push_back(s);
      c.callee.push_back(w2);
    }
    p.build(main);
  }
};

}  // namespace

TEST_CASE("fact contexts: a create the backend resolves to two functions is uncertain") {
  ThroughPointer x(true);
  const auto g = x.p.graph();
  CHECK(g.threads.size() == 3);
  REQUIRE(g.imprecisions.size() == 1);
  CHECK(g.imprecisions[0].kind == racer::ImprecisionKind::ThreadFunction);
}

TEST_CASE("fact contexts: a create the backend resolves to one function is certain") {
  ThroughPointer x(false);
  const auto g = x.p.graph();
  REQUIRE(g.threads.size() == 2);
  CHECK(g.threads[1].entry == FunctionId(x.w1));
  CHECK(g.imprecisions.empty());
}
