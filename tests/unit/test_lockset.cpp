// The lockset engine on hand-built models.
#include <catch2/catch.hpp>

#include "program_builder.hpp"

using racer::ContextId;
using racer::StmtId;
using racer::test::Program;

namespace {
// Names of the must (or may) locks before `stmt` in the root context of main.
std::vector<std::int32_t> held(const racer::engine::Analysis& a, std::int32_t stmt, bool must,
                               racer::ThreadId thread = racer::ThreadId(0)) {
  std::vector<std::int32_t> out;
  for (ContextId c : a.contexts.of_thread(thread)) {
    const auto* l = a.locks.at(c, StmtId(stmt));
    if (!l) continue;
    for (const auto& h : must ? l->must : l->may) out.push_back(h.key.base.value);
  }
  return out;
}
bool has_imprecision(const racer::engine::Analysis& a, racer::ImprecisionKind k) {
  for (const auto& i : a.races.imprecisions)
    if (i.kind == k) return true;
  return false;
}
using V = std::vector<std::int32_t>;
}  // namespace

TEST_CASE("lockset: lock and unlock in sequence") {
  Program p;
  const auto main = p.fn("main");
  const auto m = p.global("m");
  const auto g = p.global("g");
  const auto before = p.write(main, g);
  p.lock(main, m);
  const auto inside = p.write(main, g);
  p.unlock(main, m);
  const auto after = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, before, true).empty());
  CHECK(held(*a, inside, true) == V{m});
  CHECK(held(*a, after, true).empty());
}

TEST_CASE("lockset: at a merge, must is the intersection and may the union") {
  Program p;
  const auto main = p.fn("main");
  const auto m = p.global("m"), n = p.global("n"), g = p.global("g");
  const auto branch = p.stmt(main, RACER_STMT_IF);
  p.lock(main, m);
  const auto then_end = p.lock(main, n);
  p.cut();
  const auto else_first = p.lock(main, m);
  p.edge(branch, else_first);
  const auto merge = p.write(main, g);
  p.edge(then_end, merge);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, merge, true) == V{m});
  CHECK(held(*a, merge, false) == V{m, n});
}

TEST_CASE("lockset: a loop reaches a fixpoint") {
  Program p;
  const auto main = p.fn("main");
  const auto m = p.global("m"), g = p.global("g");
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  p.lock(main, m);
  const auto body = p.write(main, g);
  const auto tail = p.unlock(main, m);
  p.edge(tail, head);
  const auto exit = p.ret(main);
  (void)exit;
  const auto a = p.run(main);
  CHECK(held(*a, body, true) == V{m});
  CHECK(held(*a, head, false).empty());
}

TEST_CASE("lockset: wrappers resolve their parameter at each call site") {
  Program p;
  const auto main = p.fn("main");
  const auto wrap = p.fn("acquire");
  const auto wrap2 = p.fn("acquire_outer");
  const auto m1 = p.global("m1"), m2 = p.global("m2"), g = p.global("g");
  const auto l = p.local("l", wrap, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  const auto l2 = p.local("l2", wrap2, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  p.lib_call(wrap, "pthread_mutex_lock", {p.lval(0, l)});
  p.ret(wrap);
  p.call(wrap2, wrap, {p.lval(0, l2)});
  p.ret(wrap2);
  p.call(main, wrap, {p.addr(0, m1)});
  const auto s1 = p.write(main, g);
  p.call(main, wrap2, {p.addr(0, m2)});
  const auto s2 = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, s1, true) == V{m1});
  CHECK(held(*a, s2, true) == V{m1, m2});
}

TEST_CASE("lockset: trylock success is followed through the status variable") {
  Program p;
  const auto main = p.fn("main");
  const auto m = p.global("m"), g = p.global("g");
  const auto r = p.local("r", main);
  const auto s_try = p.lib_call(main, "pthread_mutex_trylock", {p.addr(0, m)}, p.lval(0, r));
  p.access(s_try, RACER_ACCESS_WRITE, r, -1, -1);
  const auto test = p.stmt(main, RACER_STMT_IF);
  const auto locked = p.write(main, g);
  const auto join_point = p.ret(main);
  p.cut();
  const auto failed = p.write(main, g);
  p.edge(test, failed);
  p.edge(failed, join_point);
  p.m.f.branches.stmt.push_back(test);
  p.m.f.branches.var.push_back(r);
  p.m.f.branches.zero_succ.push_back(locked);
  p.m.f.branches.nonzero_succ.push_back(failed);
  const auto a = p.run(main);
  CHECK(held(*a, locked, true) == V{m});
  CHECK(held(*a, failed, false).empty());
  CHECK_FALSE(has_imprecision(*a, racer::ImprecisionKind::TryLockStatus));
}

TEST_CASE("lockset: trylock without status keeps both outcomes") {
  Program p;
  const auto main = p.fn("main");
  const auto m = p.global("m"), g = p.global("g");
  p.lib_call(main, "pthread_mutex_trylock", {p.addr(0, m)});
  const auto s = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, s, true).empty());
  CHECK(held(*a, s, false) == V{m});
  CHECK(has_imprecision(*a, racer::ImprecisionKind::TryLockStatus));
}

TEST_CASE("lockset: read locks keep their mode and do not exclude each other") {
  Program p;
  const auto main = p.fn("main");
  const auto rw = p.global("rw"), g = p.global("g");
  p.lib_call(main, "pthread_rwlock_rdlock", {p.addr(0, rw)});
  const auto s = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  const auto* l = a->locks.at(a->contexts.root(racer::ThreadId(0)), StmtId(s));
  REQUIRE(l);
  REQUIRE(l->must.size() == 1);
  CHECK(l->must[0].read);
  CHECK_FALSE(racer::lockset::excludes(l->must, l->must));
  racer::lockset::Lockset write_mode{{l->must[0].key, false, {}, {}}};
  CHECK(racer::lockset::excludes(l->must, write_mode));
}

TEST_CASE("lockset: atomic sections and atomic functions hold the global lock") {
  Program p;
  const auto main = p.fn("main");
  const auto atomic_fn = p.fn("__VERIFIER_atomic_inc");
  const auto g = p.global("g");
  p.lib_call(main, "__VERIFIER_atomic_begin", {});
  const auto in_section = p.write(main, g);
  p.lib_call(main, "__VERIFIER_atomic_end", {});
  const auto outside = p.write(main, g);
  p.call(main, atomic_fn);
  p.ret(main);
  const auto in_fn = p.write(atomic_fn, g);
  p.ret(atomic_fn);
  const auto a = p.run(main);
  CHECK(held(*a, in_section, true) == V{-1});
  CHECK(held(*a, outside, true).empty());
  CHECK(held(*a, in_fn, true) == V{-1});
}

TEST_CASE("lockset: several targets fork, more than three are uncertain") {
  Program p;
  const auto main = p.fn("main");
  const auto lp = p.global("lp", RACER_BASE_POINTER);
  std::vector<std::int32_t> locks;
  for (int i = 0; i < 2; ++i) locks.push_back(p.global("m" + std::to_string(i)));
  const auto g = p.global("g");
  const auto e = p.lval(0, lp);
  for (auto l : locks) {
    p.m.f.points_to.expr.push_back(e);
    p.m.f.points_to.base.push_back(l);
    p.m.f.points_to.offset_lo.push_back(0);
    p.m.f.points_to.offset_hi.push_back(0);
    p.m.f.points_to.context.push_back(-1);
  }
  p.lib_call(main, "pthread_mutex_lock", {e});
  const auto s = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, s, true).empty());
  CHECK(held(*a, s, false) == locks);
}

TEST_CASE("lockset: an unresolved lock goes into may sets only, and is reported") {
  Program p;
  const auto main = p.fn("main");
  const auto arr = p.global("locks", RACER_BASE_ARRAY), g = p.global("g");
  p.lib_call(main, "pthread_mutex_lock", {p.addr(0, arr, RACER_EXPR_HAS_INDEX)});
  const auto s = p.write(main, g);
  p.ret(main);
  const auto a = p.run(main);
  CHECK(held(*a, s, true).empty());
  CHECK(held(*a, s, false) == V{arr});
  CHECK(has_imprecision(*a, racer::ImprecisionKind::LockExpression));
}

TEST_CASE("lockset: a thread ending with a lock held is reported, and lock order edges are kept") {
  Program p;
  const auto main = p.fn("main");
  const auto a_ = p.global("a"), b = p.global("b");
  p.lock(main, a_);
  p.lock(main, b);
  p.unlock(main, b);
  p.lock(main, a_);  // double locking: a self-edge
  p.ret(main);
  const auto a = p.run(main);
  CHECK(has_imprecision(*a, racer::ImprecisionKind::UnreleasedLock));
  bool ab = false, aa = false;
  for (const auto& e : a->locks.order_edges) {
    ab = ab || (e.held.base.value == a_ && e.acquired.base.value == b);
    aa = aa || (e.held.base.value == a_ && e.acquired.base.value == a_);
  }
  CHECK(ab);
  CHECK(aa);
}
