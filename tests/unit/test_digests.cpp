// Digests: each compatibility predicate, alone and in the product, on the
// accesses of a small program (main writes g before its creates and after
// its joins; two threads write it, one under a lock).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "digests/digest.hpp"
#include "program_builder.hpp"

using racer::digests::Product;
using racer::races::Access;

namespace {

struct Run {
  racer::test::Program p;
  std::int32_t main, worker, other, g, m;
  std::shared_ptr<racer::engine::Analysis> a;
  Run() {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    other = p.thread_fn("other");
    const auto t1 = p.global("t1"), t2 = p.global("t2");
    g = p.global("g");
    m = p.global("m");
    p.lock(worker, m);
    p.write(worker, g);
    p.unlock(worker, m);
    p.ret(worker);
    p.write(other, g);
    p.ret(other);
    p.write(main, g);  // before the creates
    p.create(main, t1, worker);
    p.create(main, t2, other);
    p.join(main, t1);
    p.join(main, t2);
    p.write(main, g);  // after the joins
    p.ret(main);
    a = p.run(main);
  }
  // The access of g in function f (the n-th one there).
  const Access& of(std::int32_t f, int n = 0) const {
    for (const Access& x : a->races.accesses)
      if (x.base.value == g && a->contexts[x.ctx].function.value == f && n-- == 0) return x;
    FAIL("no such access");
    return a->races.accesses.front();
  }
  Product only(const std::string& id) const {
    return Product(racer::digests::Inputs{p.facts, a->threads, a->active}, {id});
  }
};

racer::lockset::HeldLock held(std::int32_t base, bool read = false,
                              racer::lockset::KeyKind kind = racer::lockset::KeyKind::Lock,
                              std::int32_t offset = 0) {
  return {racer::lockset::LockKey{racer::BaseId(base), offset, kind}, read, {}, {}};
}

}  // namespace

TEST_CASE("digests: L rules out two accesses holding one lock, not in shared mode both") {
  Run r;
  const Product l = r.only("L");
  Access a = r.of(r.worker), b = r.of(r.other);
  CHECK(l.compatible(a, b));  // the other thread takes no lock
  b.locks.must = {held(r.m)};
  CHECK_FALSE(l.compatible(a, b));
  a.locks.must = {held(r.m, true)};
  b.locks.must = {held(r.m, true)};
  CHECK(l.compatible(a, b));  // two readers of an rwlock
  b.locks.must = {held(r.m + 1000)};
  CHECK(l.compatible(a, b));
}

TEST_CASE("digests: TF leaves main's accesses before its creates and after its joins alone") {
  Run r;
  const Product tf = r.only("TF");
  const Access& before = r.of(r.main, 0);
  const Access& after = r.of(r.main, 1);
  const Access& w = r.of(r.worker);
  CHECK(tf.alone(before));
  CHECK(tf.alone(after));
  CHECK_FALSE(tf.alone(w));
  CHECK_FALSE(tf.compatible(before, w));
  CHECK(tf.compatible(w, r.of(r.other)));
}

TEST_CASE("digests: TID rules out one thread with one instance, and two instances keyed alike") {
  Run r;
  Access w = r.of(r.worker);
  const Product tid = r.only("TID");
  CHECK_FALSE(tid.compatible(w, w));  // worker has one instance
  CHECK(tid.compatible(w, r.of(r.other)));
  // Two instances (multiple) race, unless their accesses are keyed alike.
  auto graph = r.a->threads;
  graph.threads[w.thread.index()].multiple = true;
  const Product multi(racer::digests::Inputs{r.p.facts, graph, r.a->active}, {"TID"});
  CHECK(multi.compatible(w, w));
  Access k = w;
  k.key = racer::StringId(3);
  CHECK_FALSE(multi.compatible(k, k));
  Access k2 = k;
  k2.key = racer::StringId(4);
  CHECK(multi.compatible(k, k2));
}

TEST_CASE("digests: J rules out an access after the joins against the joined threads") {
  Run r;
  const Product j = r.only("J");
  CHECK_FALSE(j.compatible(r.of(r.main, 1), r.of(r.worker)));
  CHECK_FALSE(j.compatible(r.of(r.main, 0), r.of(r.other)));  // not yet created
  CHECK(j.compatible(r.of(r.worker), r.of(r.other)));
}

TEST_CASE("digests: B rules out two threads in different exact phases of one barrier") {
  Run r;
  const Product b = r.only("B");
  using racer::lockset::KeyKind;
  Access x = r.of(r.worker), y = r.of(r.other);
  x.locks.must = x.locks.may = {held(77, true, KeyKind::Phase, 0)};
  y.locks.must = y.locks.may = {held(77, true, KeyKind::Phase, 1)};
  CHECK_FALSE(b.compatible(x, y));
  y.locks.must = y.locks.may = {held(77, true, KeyKind::Phase, 0)};
  CHECK(b.compatible(x, y));
  y.locks.must.clear();  // phase unknown on some path
  CHECK(b.compatible(x, y));
}

TEST_CASE("digests: FR rules out every pair with a fresh access") {
  Run r;
  const Product fr = r.only("FR");
  Access x = r.of(r.worker), y = r.of(r.other);
  CHECK(fr.compatible(x, y));
  CHECK_FALSE(fr.alone(x));
  x.fresh = true;
  CHECK_FALSE(fr.compatible(x, y));
  CHECK_FALSE(fr.compatible(y, x));
  CHECK(fr.alone(x));
}

TEST_CASE("digests: the product is the meet, and signatures tell apart what each digest reads") {
  Run r;
  const Product all(racer::digests::Inputs{r.p.facts, r.a->threads, r.a->active},
                    racer::digests::parse_ids("all"));
  const Product none(racer::digests::Inputs{r.p.facts, r.a->threads, r.a->active}, {});
  const Access& w = r.of(r.worker);
  const Access& after = r.of(r.main, 1);
  CHECK_FALSE(all.compatible(after, w));
  CHECK(none.compatible(after, w));  // no digest: every pair may race
  CHECK_FALSE(none.alone(after));
  // Accesses that differ in what a digest reads have different signatures.
  Access locked = w, unlocked = w;
  unlocked.locks.must.clear();
  std::vector<std::int64_t> s1, s2;
  r.only("L").signature(locked, s1);
  r.only("L").signature(unlocked, s2);
  CHECK(s1 != s2);
  Access fresh = w;
  fresh.fresh = true;
  s1.clear();
  s2.clear();
  r.only("FR").signature(w, s1);
  r.only("FR").signature(fresh, s2);
  CHECK(s1 != s2);
}

TEST_CASE("digests: LH orders a write under a mutex held across the create before the child's after it takes the mutex") {
  const bool child_locks_first = GENERATE(true, false);
  racer::test::Program p;
  const auto main = p.fn("main");
  const auto child = p.thread_fn("child");
  const auto t = p.global("t"), g = p.global("g"), m = p.global("m");
  if (child_locks_first) {
    p.lock(child, m);
    p.unlock(child, m);
  }
  p.write(child, g);
  if (!child_locks_first) {
    p.lock(child, m);
    p.unlock(child, m);
  }
  p.ret(child);
  p.lock(main, m);
  p.create(main, t, child);
  p.write(main, g);
  p.unlock(main, m);
  p.join(main, t);
  p.ret(main);
  const auto a = p.run(main);
  const Access* in_main = nullptr;
  const Access* in_child = nullptr;
  for (const Access& x : a->races.accesses)
    if (x.base.value == g) (a->contexts[x.ctx].function.value == main ? in_main : in_child) = &x;
  REQUIRE(in_main);
  REQUIRE(in_child);
  const Product lh(racer::digests::Inputs{p.facts, a->threads, a->active}, {"LH"});
  INFO("the child takes m before its write: " << child_locks_first);
  CHECK(lh.compatible(*in_main, *in_child) == !child_locks_first);
  CHECK(lh.compatible(*in_child, *in_main) == !child_locks_first);
  CHECK(a->races.verdict == (child_locks_first ? racer::races::Verdict::NoRace : racer::races::Verdict::Race));
}

TEST_CASE("digests: LH orders nothing for a thread created several times under the lock") {
  // for (;;) { lock(m); create(child); g = 1; unlock(m); } with the child
  // taking m before it reads g: an earlier instance may have taken m and
  // read g before the creator took m again for this round's write.
  racer::test::Program p;
  const auto main = p.fn("main");
  const auto child = p.thread_fn("child");
  const auto t = p.global("t"), g = p.global("g"), m = p.global("m");
  p.lock(child, m);
  p.unlock(child, m);
  p.read(child, g);
  p.ret(child);
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  const auto test = p.stmt(main, RACER_STMT_IF);
  p.lock(main, m);
  p.create(main, t, child);
  p.write(main, g);
  p.edge(p.unlock(main, m), head);
  p.cut();
  p.edge(test, p.stmt(main));
  p.ret(main);
  const auto a = p.run(main);
  REQUIRE(a->threads.threads.size() == 2);
  CHECK(a->threads.threads[1].multiple);
  const Access* in_main = nullptr;
  const Access* in_child = nullptr;
  for (const Access& x : a->races.accesses)
    if (x.base.value == g) (a->contexts[x.ctx].function.value == main ? in_main : in_child) = &x;
  REQUIRE(in_main);
  REQUIRE(in_child);
  const Product lh(racer::digests::Inputs{p.facts, a->threads, a->active}, {"LH"});
  CHECK(lh.compatible(*in_main, *in_child));
  CHECK(a->races.verdict != racer::races::Verdict::NoRace);
}

TEST_CASE("digests: SL rules out two accesses with one object-lock guard only") {
  Run r;
  const Product sl = r.only("SL");
  Access x = r.of(r.worker), y = r.of(r.other);
  CHECK(sl.compatible(x, y));  // unguarded
  x.guard = racer::StringId(5);
  CHECK(sl.compatible(x, y));  // one guard: the other access holds nothing
  y.guard = racer::StringId(6);
  CHECK(sl.compatible(x, y));  // another type or mutex path
  y.guard = racer::StringId(5);
  CHECK_FALSE(sl.compatible(x, y));
  CHECK_FALSE(sl.compatible(y, x));
  std::vector<std::int64_t> s1, s2;
  sl.signature(x, s1);
  sl.signature(r.of(r.other), s2);
  CHECK(s1 != s2);
}

TEST_CASE("digests: SL reads guards by their text, whatever their string ids") {
  // Two threads write g; each write is guarded. Same text under two string
  // ids: no race; different texts: the race stays.
  const bool same_text = GENERATE(true, false);
  racer::test::Program p;
  const auto main = p.fn("main");
  const auto a_fn = p.thread_fn("a");
  const auto b_fn = p.thread_fn("b");
  const auto t1 = p.global("t1"), t2 = p.global("t2"), g = p.global("g");
  p.write(a_fn, g);  // access row 0
  p.ret(a_fn);
  p.write(b_fn, g);  // access row 1
  p.ret(b_fn);
  p.create(main, t1, a_fn);
  p.create(main, t2, b_fn);
  p.ret(main);
  auto& guards = p.m.f.access_guards;
  guards.access = {0, 1};
  guards.guard = {p.m.f.strings.add("struct slot .mu").value,
                  p.m.f.strings.add(same_text ? "struct slot .mu" : "struct slot .other").value};
  const auto a = p.run(main);
  INFO("same text " << same_text);
  CHECK(a->races.races.empty() == same_text);
  CHECK(a->races.verdict == (same_text ? racer::races::Verdict::NoRace : racer::races::Verdict::Race));
}
