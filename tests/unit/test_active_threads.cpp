// Active threads on hand-built models: which threads may / must run
// alongside each (context, statement), through creates, joins and calls.
#include <algorithm>

#include <catch2/catch.hpp>

#include "thread_builder.hpp"

using racer::ContextId;
using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::active::ThreadSet;
using racer::ImprecisionKind;
using racer::test::ThreadProgram;

namespace {

using Run = ThreadProgram::Run;

ThreadId thread_of(const Run& r, std::int32_t entry) {
  for (std::size_t t = 0; t < r.graph.threads.size(); ++t)
    if (r.graph.threads[t].entry == FunctionId(entry)) return ThreadId(static_cast<std::int32_t>(t));
  FAIL("no thread with entry " << entry);
  return ThreadId();
}

// A statement in the root context of the thread started at `entry`.
struct At {
  ContextId ctx;
  StmtId stmt;
};
At at(const Run& r, std::int32_t entry, std::int32_t stmt) {
  return {r.contexts.root(thread_of(r, entry)), StmtId(stmt)};
}
bool may(const Run& r, At a, At b) { return r.active.may_parallel(a.ctx, a.stmt, b.ctx, b.stmt); }
bool must(const Run& r, At a, At b) { return r.active.must_parallel(a.ctx, a.stmt, b.ctx, b.stmt); }

std::size_t count_kind(const Run& r, ImprecisionKind k) {
  return static_cast<std::size_t>(std::count_if(r.active.imprecisions.begin(), r.active.imprecisions.end(),
                                                [&](const auto& i) { return i.kind == k; }));
}

bool contains(const ThreadSet& s, ThreadId t) { return std::find(s.begin(), s.end(), t) != s.end(); }

}  // namespace

TEST_CASE("active: a single thread runs alone") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto s = p.stmt(main);
  p.ret(main);
  p.build(main);
  const auto r = p.run();
  const auto* a = r->active.at(r->contexts.root(ThreadId(0)), StmtId(s));
  REQUIRE(a);
  CHECK(a->may == ThreadSet{ThreadId(0)});
  CHECK(a->must == ThreadSet{ThreadId(0)});
  CHECK_FALSE(r->active.trivial);
  CHECK(r->active.all == ThreadSet{ThreadId(0)});
  CHECK(r->active.contexts == &r->contexts);
}

TEST_CASE("active: a create makes the child run alongside what follows, a join ends it") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const auto before = p.stmt(main);
  const auto c = p.create(main, t, worker);
  const auto during = p.stmt(main);
  p.join(main, t);
  const auto after = p.stmt(main);
  p.ret(main);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  const At in_worker = at(*r, worker, w);
  CHECK_FALSE(may(*r, at(*r, main, before), in_worker));
  CHECK_FALSE(may(*r, at(*r, main, c), in_worker));  // state before the create
  CHECK(may(*r, at(*r, main, during), in_worker));
  CHECK(must(*r, at(*r, main, during), in_worker));
  CHECK_FALSE(may(*r, at(*r, main, after), in_worker));
  CHECK_FALSE(must(*r, at(*r, main, after), in_worker));
  CHECK(r->active.imprecisions.empty());
  // The worker sees main from its first statement on.
  const auto* first = r->active.at(in_worker.ctx, in_worker.stmt);
  REQUIRE(first);
  CHECK(contains(first->may, ThreadId(0)));
  CHECK(contains(first->must, ThreadId(0)));
}

TEST_CASE("active: threads created and joined in sequence never meet") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1");
  const auto w2 = p.thread_fn("w2");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  p.create(main, t1, w1);
  p.join(main, t1);
  p.create(main, t2, w2);
  const auto during2 = p.stmt(main);
  p.join(main, t2);
  p.ret(main);
  const auto s1 = p.stmt(w1);
  p.ret(w1);
  const auto s2 = p.stmt(w2);
  p.ret(w2);
  p.build(main);
  const auto r = p.run();
  CHECK_FALSE(may(*r, at(*r, w1, s1), at(*r, w2, s2)));
  CHECK_FALSE(may(*r, at(*r, main, during2), at(*r, w1, s1)));
  CHECK(may(*r, at(*r, main, during2), at(*r, w2, s2)));
}

TEST_CASE("active: a join in a loop removes nothing and is reported") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const auto h1 = p.stmt(main, RACER_STMT_LOOP);
  p.edge(p.create(main, t, worker), h1);
  const auto h2 = p.stmt(main, RACER_STMT_LOOP);
  const auto j = p.join(main, t);
  p.edge(j, h2);
  const auto after = p.stmt(main);
  p.ret(main);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  REQUIRE(r->graph.threads[1].multiple);
  CHECK(may(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK(count_kind(*r, ImprecisionKind::JoinInLoop) == 1);
  // Instances of a multiple thread run alongside each other.
  CHECK(may(*r, at(*r, worker, w), at(*r, worker, w)));
}

TEST_CASE("active: a join of a multiple thread removes it from must only") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto spawn = p.fn("spawn");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.call(main, spawn);
  p.call(main, spawn);  // two instances share the id variable t
  p.join(main, t);
  const auto after = p.stmt(main);
  p.ret(main);
  p.create(spawn, t, worker);
  p.ret(spawn);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  REQUIRE(r->graph.threads[1].multiple);
  CHECK(may(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK(count_kind(*r, ImprecisionKind::JoinInLoop) == 0);
}

TEST_CASE("active: a loop runs at least once, so what each iteration creates surely runs after it") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  const auto test = p.stmt(main, RACER_STMT_IF);
  const auto c = p.create(main, t, worker);
  p.edge(c, head);
  bool every_iteration = true;
  SECTION("create in every iteration") {}
  SECTION("an iteration may skip the create") {
    every_iteration = false;
    p.cut();
    p.edge(test, p.stmt(main));
    p.edge(p.stmt(main), head);
  }
  p.cut();
  const auto after = p.stmt(main);
  p.edge(test, after);
  p.ret(main);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  CHECK(may(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK(must(*r, at(*r, main, after), at(*r, worker, w)) == every_iteration);
}

TEST_CASE("active: a join loop paired with the create loop retires its threads where it ends") {
  // main: loop { create(&t[i]) }  loop { join(t[j]) }  after
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const bool paired = GENERATE(true, false);
  const std::int32_t flags = RACER_EXPR_HAS_INDEX | (paired ? RACER_EXPR_JOINS_ALL : 0);
  const auto h1 = p.stmt(main, RACER_STMT_LOOP);
  const auto test1 = p.stmt(main, RACER_STMT_IF);
  p.edge(p.create(main, t, worker, flags), h1);
  p.cut();
  const auto h2 = p.stmt(main, RACER_STMT_LOOP);
  p.edge(test1, h2);
  const auto test2 = p.stmt(main, RACER_STMT_IF);
  const auto in_loop = p.join(main, t, flags);
  p.edge(in_loop, h2);
  p.cut();
  const auto after = p.stmt(main);
  p.edge(test2, after);
  p.ret(main);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  REQUIRE(r->graph.threads[1].multiple);
  // Inside the join loop the workers may still run; after it, only if the
  // loops were not paired.
  CHECK(may(*r, at(*r, main, in_loop), at(*r, worker, w)));
  CHECK(may(*r, at(*r, main, after), at(*r, worker, w)) == !paired);
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, worker, w)));
}

TEST_CASE("active: a join matching no create may end the thread and is reported") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), other = p.global("other");
  p.create(main, t, worker);
  const auto before = p.stmt(main);
  std::int32_t after = -1;
  SECTION("another variable") {
    p.join(main, other);
    after = p.stmt(main);
  }
  SECTION("the id read through a pointer") {
    p.join(main, t, RACER_EXPR_THROUGH_POINTER);
    after = p.stmt(main);
  }
  SECTION("an element of an array") {
    p.join(main, t, RACER_EXPR_HAS_INDEX);
    after = p.stmt(main);
  }
  p.ret(main);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  // Before the join the worker surely runs; after it, it still may.
  CHECK(must(*r, at(*r, main, before), at(*r, worker, w)));
  CHECK(may(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, worker, w)));
  CHECK(count_kind(*r, ImprecisionKind::UnmatchedJoin) == 1);
}

TEST_CASE("active: two threads on one id variable are not removed by its join") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1");
  const auto w2 = p.thread_fn("w2");
  const auto t = p.global("t");
  p.create(main, t, w1);
  p.create(main, t, w2);
  p.join(main, t);
  const auto after = p.stmt(main);
  p.ret(main);
  const auto s1 = p.stmt(w1);
  p.ret(w1);
  const auto s2 = p.stmt(w2);
  p.ret(w2);
  p.build(main);
  const auto r = p.run();
  // Which of the two was joined is unknown: both may still run.
  CHECK(may(*r, at(*r, main, after), at(*r, w1, s1)));
  CHECK(may(*r, at(*r, main, after), at(*r, w2, s2)));
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, w1, s1)));
  CHECK_FALSE(must(*r, at(*r, main, after), at(*r, w2, s2)));
}

TEST_CASE("active: two siblings see each other, may and must") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1");
  const auto w2 = p.thread_fn("w2");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  p.create(main, t1, w1);
  p.create(main, t2, w2);
  p.join(main, t1);
  p.join(main, t2);
  p.ret(main);
  const auto s1 = p.stmt(w1);
  p.ret(w1);
  const auto s2 = p.stmt(w2);
  p.ret(w2);
  p.build(main);
  const auto r = p.run();
  // w1 is created first, yet it sees its later sibling.
  CHECK(may(*r, at(*r, w1, s1), at(*r, w2, s2)));
  CHECK(must(*r, at(*r, w1, s1), at(*r, w2, s2)));
  const auto* first = r->active.at(r->contexts.root(thread_of(*r, w1)), StmtId(s1));
  REQUIRE(first);
  CHECK(contains(first->must, thread_of(*r, w2)));
}

TEST_CASE("active: a conditional creation may but need not run alongside") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1");
  const auto w2 = p.thread_fn("w2");
  const auto t1 = p.global("t1"), t2 = p.global("t2");
  // if (...) create(w1); create(w2); access
  const auto branch = p.stmt(main, RACER_STMT_IF);
  const auto c1 = p.create(main, t1, w1);
  p.cut();
  const auto c2 = p.create(main, t2, w2);
  p.edge(branch, c2);
  p.edge(c1, c2);  // c2 follows c1 as well
  const auto access = p.stmt(main);
  p.ret(main);
  const auto s1 = p.stmt(w1);
  p.ret(w1);
  const auto s2 = p.stmt(w2);
  p.ret(w2);
  p.build(main);
  const auto r = p.run();
  CHECK(may(*r, at(*r, main, access), at(*r, w1, s1)));
  CHECK_FALSE(must(*r, at(*r, main, access), at(*r, w1, s1)));
  CHECK(must(*r, at(*r, main, access), at(*r, w2, s2)));  // control: unconditional
  // w2 runs with w1 only when w1 was created.
  CHECK(may(*r, at(*r, w1, s1), at(*r, w2, s2)));
  CHECK_FALSE(must(*r, at(*r, w2, s2), at(*r, w1, s1)));
}

TEST_CASE("active: creates and joins inside called functions take effect at the call") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto start = p.fn("start");
  const auto stop = p.fn("stop");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.call(main, start);
  const auto during = p.stmt(main);
  p.call(main, stop);
  const auto after = p.stmt(main);
  p.ret(main);
  p.create(start, t, worker);
  const auto in_start = p.ret(start);
  p.join(stop, t);
  p.ret(stop);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  const At in_worker = at(*r, worker, w);
  CHECK(may(*r, at(*r, main, during), in_worker));
  CHECK(must(*r, at(*r, main, during), in_worker));
  CHECK_FALSE(may(*r, at(*r, main, after), in_worker));
  // Inside the callee's context too.
  const ContextId start_ctx = r->contexts.of_thread(ThreadId(0))[1];
  REQUIRE(r->contexts[start_ctx].function == FunctionId(start));
  CHECK(may(*r, {start_ctx, StmtId(in_start)}, in_worker));
}

TEST_CASE("active: joining a thread does not retire a grandchild it left running") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto outer = p.thread_fn("outer");
  const auto inner = p.thread_fn("inner");
  const auto ta = p.global("ta"), tb = p.global("tb");
  p.create(main, ta, outer);
  p.join(main, ta);
  const auto after = p.stmt(main);
  p.ret(main);
  p.create(outer, tb, inner);  // never joined
  const auto o = p.stmt(outer);
  p.ret(outer);
  const auto i = p.stmt(inner);
  p.ret(inner);
  p.build(main);
  const auto r = p.run();
  CHECK(may(*r, at(*r, main, after), at(*r, inner, i)));
  CHECK_FALSE(may(*r, at(*r, main, after), at(*r, outer, o)));
}

TEST_CASE("active: a thread that may end in pthread_exit keeps its children running") {
  // outer: create(inner); loop { if (...) stop(); } join(inner) -- stop()
  // calls the noreturn pthread_exit, so outer can end with inner running.
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto outer = p.thread_fn("outer");
  const auto inner = p.thread_fn("inner");
  const auto stop = p.fn("stop");
  const auto pexit = p.fn("pthread_exit", RACER_FUNC_NORETURN);
  const auto ta = p.global("ta"), tb = p.global("tb");
  p.create(main, ta, outer);
  p.join(main, ta);
  const auto after = p.stmt(main);
  p.ret(main);
  p.create(outer, tb, inner);
  const auto head = p.stmt(outer, RACER_STMT_LOOP);
  p.edge(p.call(outer, stop), head);  // the loop never exits normally
  p.cut();
  p.join(outer, tb);
  p.ret(outer);
  p.call(stop, pexit);
  p.ret(stop);
  const auto i = p.stmt(inner);
  p.ret(inner);
  p.build(main);
  const auto r = p.run();
  CHECK(may(*r, at(*r, main, after), at(*r, inner, i)));
}

TEST_CASE("active: a recursive call cut from the contexts keeps its creations") {
  // main: rec(); access -- rec: if (...) { create(w) } else { rec2() }
  // rec2: rec()  (the call back into rec has no context of its own)
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto rec = p.fn("rec");
  const auto rec2 = p.fn("rec2");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.call(main, rec);
  p.ret(main);
  const auto branch = p.stmt(rec, RACER_STMT_IF);
  const auto c = p.create(rec, t, worker);
  p.cut();
  const auto to_rec2 = p.call(rec, rec2);
  const auto after_rec2 = p.stmt(rec);
  p.edge(branch, to_rec2);
  const auto end = p.ret(rec);
  p.edge(c, end);
  const auto back = p.call(rec2, rec);
  const auto after_rec = p.stmt(rec2);
  p.ret(rec2);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  // rec -> rec2 -> rec: the worker may have been created by the inner rec.
  ContextId rec_ctx, rec2_ctx;
  for (ContextId c2 : r->contexts.of_thread(ThreadId(0))) {
    if (r->contexts[c2].function == FunctionId(rec)) rec_ctx = c2;
    if (r->contexts[c2].function == FunctionId(rec2)) rec2_ctx = c2;
  }
  REQUIRE(rec_ctx.valid());
  REQUIRE(rec2_ctx.valid());
  REQUIRE_FALSE(r->contexts.callee(rec2_ctx, StmtId(back), FunctionId(rec)).valid());
  const At in_worker = at(*r, worker, w);
  CHECK(may(*r, {rec2_ctx, StmtId(after_rec)}, in_worker));
  CHECK(may(*r, {rec_ctx, StmtId(after_rec2)}, in_worker));
}

TEST_CASE("active: every reachable point has a state, unreachable ones none") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto helper = p.fn("helper");
  const auto s = p.call(main, helper);
  p.ret(main);
  p.cut();
  const auto dead = p.stmt(main);
  const auto h = p.ret(helper);
  p.build(main);
  const auto r = p.run();
  const ContextId root = r->contexts.root(ThreadId(0));
  CHECK(r->active.at(root, StmtId(s)));
  CHECK(r->active.at(r->contexts.callee(root, StmtId(s), FunctionId(helper)), StmtId(h)));
  CHECK_FALSE(r->active.at(root, StmtId(dead)));
}

TEST_CASE("active: a cyclic thread graph gives trivial answers everywhere") {
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto ping = p.thread_fn("ping");
  const auto pong = p.thread_fn("pong");
  const auto t = p.global("t");
  const auto m = p.create(main, t, ping);
  p.join(main, t);
  const auto after = p.stmt(main);
  p.ret(main);
  const auto s1 = p.create(ping, t, pong);
  p.ret(ping);
  const auto s2 = p.create(pong, t, ping);
  p.ret(pong);
  p.build(main);
  const auto r = p.run();
  CHECK(r->active.trivial);
  CHECK(count_kind(*r, ImprecisionKind::CyclicThreadGraph) == 1);
  CHECK(r->active.all.size() == r->graph.threads.size());
  const ContextId root = r->contexts.root(ThreadId(0));
  REQUIRE(r->active.at(root, StmtId(m)));
  CHECK(r->active.at(root, StmtId(after))->may == r->active.all);
  CHECK(r->active.at(root, StmtId(after))->must.empty());
  for (std::size_t th = 1; th < r->graph.threads.size(); ++th) {
    const ContextId c = r->contexts.root(ThreadId(static_cast<std::int32_t>(th)));
    const auto s = r->contexts[c].function == FunctionId(ping) ? s1 : s2;
    CHECK(r->active.at(c, StmtId(s)));
  }
  CHECK(r->active.may_parallel(root, StmtId(after), root, StmtId(after)));
}

TEST_CASE("active: a recursive call feeds its state back to the function's entry") {
  // rec: access; create(w); rec()  -- the second run of `access` follows
  // the first create.
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto rec = p.fn("rec");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  p.call(main, rec);
  p.ret(main);
  const auto access = p.stmt(rec);
  p.create(rec, t, worker);
  p.call(rec, rec);
  p.ret(rec);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  const ContextId rec_ctx = r->contexts.of_thread(ThreadId(0))[1];
  REQUIRE(r->contexts[rec_ctx].function == FunctionId(rec));
  CHECK(may(*r, {rec_ctx, StmtId(access)}, at(*r, worker, w)));
  CHECK_FALSE(must(*r, {rec_ctx, StmtId(access)}, at(*r, worker, w)));
}

TEST_CASE("active: a thread no parent state reaches may run alongside anything") {
  // main: spin(); create(w) -- spin never returns, yet the thread graph
  // (which ignores that) has w: its accesses must not look isolated.
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto spin = p.fn("spin");
  const auto worker = p.thread_fn("worker");
  p.call(main, spin);
  p.create(main, p.global("t"), worker);
  p.ret(main);
  const auto head = p.stmt(spin, RACER_STMT_LOOP);
  p.edge(head, head);
  const auto w = p.stmt(worker);
  p.ret(worker);
  p.build(main);
  const auto r = p.run();
  REQUIRE(r->graph.threads.size() == 2);
  const auto* a = r->active.at(r->contexts.root(ThreadId(1)), StmtId(w));
  REQUIRE(a);
  CHECK(a->may == r->active.all);
  CHECK(a->must == ThreadSet{ThreadId(1)});
}

TEST_CASE("active: a callee context shared by two call sites does not leak threads between them") {
  // Depth 0: one context for `helper`, called by probe before its create and
  // by main while the worker runs. The worker must not come back into probe
  // before the create through helper's exit.
  ThreadProgram p;
  const auto main = p.fn("main");
  const auto probe = p.fn("probe");
  const auto helper = p.fn("helper");
  const auto worker = p.thread_fn("worker");
  const auto tid = p.global("tid");
  p.call(main, probe);
  const auto late = p.call(main, helper);
  p.ret(main);
  p.call(probe, helper);
  const auto before_create = p.stmt(probe);
  p.create(probe, tid, worker);
  p.ret(probe);
  p.stmt(helper);
  p.ret(helper);
  p.ret(worker);
  p.build(main);
  const auto r = p.run(0);
  const ThreadId w = thread_of(*r, worker);
  const ContextId probe_ctx =
      r->contexts.callee(r->contexts.root(ThreadId(0)), StmtId(late - 1), FunctionId(probe));
  REQUIRE(probe_ctx.valid());
  const auto* a = r->active.at(probe_ctx, StmtId(before_create));
  REQUIRE(a);
  CHECK_FALSE(contains(a->may, w));
  // ... while at main's later call the worker does run.
  const auto* b = r->active.at(r->contexts.root(ThreadId(0)), StmtId(late));
  REQUIRE(b);
  CHECK(contains(b->may, w));
}
