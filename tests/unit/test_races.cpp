// Active threads, the race conditions and the verdict on hand-built models.
// Each case changes one thing against a racing baseline, so the condition
// it exercises is the decisive one.
#include <catch2/catch.hpp>

#include <set>

#include "program_builder.hpp"
#include "races/access_classes.hpp"
#include "races/base_states.hpp"
#include "races/race_analysis.hpp"

using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;

namespace {

// main creates two workers (t1, t2) on `worker` / `other`, then joins them.
struct Two {
  Program p;
  std::int32_t main, worker, other, t1, t2, g, m;
  Two() {
    main = p.fn("main");
    worker = p.thread_fn("worker");
    other = p.thread_fn("other");
    t1 = p.global("t1");
    t2 = p.global("t2");
    g = p.global("g");
    m = p.global("m");
  }
  void spawn_and_join() {
    p.create(main, t1, worker);
    p.create(main, t2, other);
    p.join(main, t1);
    p.join(main, t2);
    p.ret(main);
  }
};

std::size_t count(const racer::engine::Analysis& a, RaceKind k) {
  std::size_t n = 0;
  for (const auto& r : a.races.races) n += r.kind == k;
  return n;
}

}  // namespace

TEST_CASE("races: an unprotected write/write between two threads is a must-race") {
  Two x;
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  CHECK(count(*a, RaceKind::Must) == 1);
  CHECK(a->races.verdict == Verdict::Race);
  REQUIRE(!a->races.bases.empty());
  CHECK(a->races.bases[0].state == racer::races::BaseState::SharedMod);
}

TEST_CASE("races: condition 1, one unique thread alone does not race with itself") {
  Two x;
  x.p.write(x.worker, x.g);
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == Verdict::NoRace);
  CHECK(a->races.bases[0].state == racer::races::BaseState::Exclusive);
}

TEST_CASE("races: condition 1, a multiple thread races with itself") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), g = p.global("g");
  const auto head = p.repeated_loop(main);
  p.edge(p.create(main, t, worker), head);
  p.ret(main);
  p.write(worker, g);
  p.ret(worker);
  const auto a = p.run(main);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].first == a->races.races[0].second);  // the access with itself
  CHECK(a->races.races[0].kind == RaceKind::Must);
}

TEST_CASE("races: two instances are certain only when their create loop surely repeats") {
  // The same program, but nothing says the loop runs its create twice (a
  // bound that may be 1, a break after the first create): one instance
  // may be all there is.
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t"), g = p.global("g");
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  p.loop_facts(head, RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED);
  p.edge(p.create(main, t, worker), head);
  p.ret(main);
  p.write(worker, g);
  p.ret(worker);
  const auto a = p.run(main);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == RaceKind::May);
  CHECK((a->races.races[0].reasons & racer::races::NotMustParallel) != 0);
  CHECK(a->races.verdict == Verdict::Unknown);
}

TEST_CASE("races: condition 2, a common lock protects but read locks do not") {
  for (bool read_mode : {false, true}) {
    Two x;
    const char* lock_fn = read_mode ? "pthread_rwlock_rdlock" : "pthread_mutex_lock";
    for (auto f : {x.worker, x.other}) {
      x.p.lib_call(f, lock_fn, {x.p.addr(0, x.m)});
      x.p.write(f, x.g);
      x.p.lib_call(f, read_mode ? "pthread_rwlock_unlock" : "pthread_mutex_unlock", {x.p.addr(0, x.m)});
      x.p.ret(f);
    }
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    INFO("read mode " << read_mode);
    CHECK(a->races.races.empty() == !read_mode);
  }
}

TEST_CASE("races: condition 3, accesses after a join are not parallel") {
  Two x;
  const auto in_worker = x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  const auto before = x.p.write(x.main, x.g);
  x.p.join(x.main, x.t1);
  const auto after = x.p.write(x.main, x.g);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  const auto main_ctx = a->contexts.root(racer::ThreadId(0));
  const auto worker_ctx = a->contexts.root(racer::ThreadId(1));
  using racer::StmtId;
  CHECK(a->active.may_parallel(main_ctx, StmtId(before), worker_ctx, StmtId(in_worker)));
  CHECK(a->active.must_parallel(main_ctx, StmtId(before), worker_ctx, StmtId(in_worker)));
  CHECK_FALSE(a->active.may_parallel(main_ctx, StmtId(after), worker_ctx, StmtId(in_worker)));
  REQUIRE(a->races.races.size() == 1);  // only `before`
  CHECK(a->races.accesses[a->races.races[0].first].stmt.value + a->races.accesses[a->races.races[0].second].stmt.value ==
        before + in_worker);
}

TEST_CASE("races: condition 4, reads never race") {
  Two x;
  x.p.read(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.read(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  CHECK(a->races.races.empty());
  CHECK(a->races.bases[0].state == racer::races::BaseState::Shared);
}

TEST_CASE("races: condition 5, disjoint offsets do not race") {
  Two x;
  const auto arr = x.p.global("arr", RACER_BASE_ARRAY);
  x.p.write(x.worker, arr, 0, 31);
  x.p.ret(x.worker);
  x.p.write(x.other, arr, 32, 63);
  x.p.ret(x.other);
  x.spawn_and_join();
  CHECK(x.p.run(x.main)->races.races.empty());
}

TEST_CASE("races: must conditions, each failing one makes a may-race") {
  SECTION("not precise: a whole array") {
    Two x;
    const auto arr = x.p.global("arr", RACER_BASE_ARRAY);
    x.p.write(x.worker, arr);
    x.p.ret(x.worker);
    x.p.write(x.other, arr);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].kind == RaceKind::May);
    CHECK(a->races.races[0].reasons & racer::races::NotPrecise);
    CHECK(a->races.verdict == Verdict::Unknown);
  }
  SECTION("weak base") {
    Two x;
    const auto w = x.p.global("w", RACER_BASE_WEAK);
    x.p.write(x.worker, w);
    x.p.ret(x.worker);
    x.p.write(x.other, w);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].reasons == racer::races::WeakBase);
  }
  SECTION("may-locksets overlap: a lock held on one path only") {
    Two x;
    const auto branch = x.p.stmt(x.worker, RACER_STMT_IF);
    const auto locked = x.p.lock(x.worker, x.m);
    x.p.cut();
    const auto w = x.p.write(x.worker, x.g);
    x.p.edge(branch, w);
    x.p.edge(locked, w);
    x.p.ret(x.worker);
    x.p.lock(x.other, x.m);
    x.p.write(x.other, x.g);
    x.p.unlock(x.other, x.m);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].reasons == racer::races::MayLocksetsOverlap);
  }
  SECTION("not must-parallel: a join in a loop may or may not have happened") {
    Program p;
    const auto main = p.fn("main");
    const auto worker = p.thread_fn("worker");
    const auto t = p.global("t"), g = p.global("g");
    p.create(main, t, worker);
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.join(main, t), head);
    p.write(main, g);
    p.ret(main);
    p.write(worker, g);
    p.ret(worker);
    const auto a = p.run(main);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].reasons == racer::races::NotMustParallel);
    bool in_loop = false;
    for (const auto& i : a->races.imprecisions)
      in_loop = in_loop || i.kind == racer::ImprecisionKind::JoinInLoop;
    CHECK(in_loop);
  }
  SECTION("a thread always joined before its sibling starts never runs with it") {
    Program p;
    const auto main = p.fn("main");
    const auto w1 = p.thread_fn("w1");
    const auto w2 = p.thread_fn("w2");
    const auto t1 = p.global("t1"), t2 = p.global("t2"), g = p.global("g");
    const auto branch = p.stmt(main, RACER_STMT_IF);
    p.create(main, t1, w1);
    const auto j1 = p.join(main, t1);
    p.cut();
    const auto c2 = p.create(main, t2, w2);
    p.edge(branch, c2);
    p.edge(j1, c2);
    p.ret(main);
    p.write(w1, g);
    p.ret(w1);
    p.write(w2, g);
    p.ret(w2);
    const auto a = p.run(main);
    CHECK(a->races.races.empty());
  }
  SECTION("unique malloc: a heap block allocated by a multiple thread") {
    Program p;
    const auto main = p.fn("main");
    const auto worker = p.thread_fn("worker");
    const auto t = p.global("t");
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.create(main, t, worker), head);
    p.ret(main);
    const auto alloc = p.stmt(worker);
    const auto heap = p.local("heap", worker, RACER_BASE_HEAP);
    p.m.f.bases.alloc_stmt[heap] = alloc;
    p.write(worker, heap);
    p.ret(worker);
    const auto a = p.run(main);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].reasons & racer::races::NotUniqueMalloc);
  }
}

TEST_CASE("races: locals race only when they escape, thread-locals and atomic accesses never") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto t = p.global("t");
  const auto mine = p.local("mine", worker);
  const auto shared = p.local("shared", main, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto tls = p.global("tls", RACER_BASE_THREAD_LOCAL);
  const auto at = p.global("at", RACER_BASE_ATOMIC);
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  p.edge(p.create(main, t, worker, p.addr(0, shared)), head);
  p.write(main, shared);
  p.ret(main);
  p.write(worker, mine);
  p.write(worker, tls);
  p.access(p.stmt(worker), RACER_ACCESS_WRITE, at, -1, -1, RACER_ACCESS_ATOMIC);
  p.access(p.stmt(worker), RACER_ACCESS_WRITE, shared, -1, -1, RACER_ACCESS_THROUGH_POINTER);
  p.ret(worker);
  const auto a = p.run(main);
  const auto escapes = racer::races::escaping_bases(p.facts, a->events);
  CHECK(escapes[shared]);
  CHECK_FALSE(escapes[mine]);
  for (const auto& r : a->races.races) {
    CHECK(r.base.value != mine);
    CHECK(r.base.value != tls);
    CHECK(r.base.value != at);
  }
  // The write through a pointer of unknown target may hit `shared`.
  bool through = false;
  for (const auto& r : a->races.races)
    through = through || (a->races.accesses[r.first].through_pointer && r.base.value == shared);
  CHECK(through);
  CHECK(a->races.verdict == Verdict::Unknown);
}

TEST_CASE("races: every racing pair is reported once, across contexts") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto helper = p.fn("helper");
  const auto t = p.global("t"), g = p.global("g"), h = p.global("h");
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  p.edge(p.create(main, t, worker), head);
  p.ret(main);
  p.call(worker, helper);
  p.call(worker, helper);  // two contexts of helper
  p.write(worker, h);
  p.ret(worker);
  p.write(helper, g);
  p.ret(helper);
  const auto a = p.run(main);
  std::size_t on_g = 0, on_h = 0;
  for (const auto& r : a->races.races) {
    on_g += r.base.value == g;
    on_h += r.base.value == h;
  }
  CHECK(on_g == 1);
  CHECK(on_h == 1);
}

namespace {

// The worker writes g, then spins on flag (read plainly); the other thread
// writes g and then raises flag, atomically or not.
void spin_on_flag(Two& x, bool atomic_raise) {
  const auto flag = x.p.global("flag");
  x.p.write(x.worker, x.g);
  const auto spin = x.p.stmt(x.worker, RACER_STMT_LOOP);
  const auto test = x.p.read(x.worker, flag);
  x.p.m.f.statements.kind[test] = RACER_STMT_IF;
  x.p.edge(test, spin);
  x.p.ret(x.worker);
  x.p.write(x.other, x.g);
  x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, flag, -1, -1, atomic_raise ? RACER_ACCESS_ATOMIC : 0);
  x.p.ret(x.other);
  x.spawn_and_join();
}

}  // namespace

TEST_CASE("verdict: active waiting turns a must-race into unknown") {
  // The flag is raised atomically: the spin may order the accesses of g.
  // The race passed the must conditions, but the spin keeps it possible.
  Two x;
  spin_on_flag(x, true);
  const auto a = x.p.run(x.main);
  CHECK(count(*a, RaceKind::Must) == 0);
  bool unseen = false;
  for (const auto& r : a->races.races) unseen = unseen || (r.reasons & racer::races::UnseenOrdering);
  CHECK(unseen);
  CHECK(a->races.verdict == Verdict::Unknown);
  bool waiting = false;
  for (const auto& i : a->races.imprecisions)
    waiting = waiting || i.kind == racer::ImprecisionKind::ActiveWaiting;
  CHECK(waiting);
}

TEST_CASE("verdict: a certain race on the flag of a plain spin is a race") {
  // Raised plainly: the spin's read races with the raise.
  Two x;
  spin_on_flag(x, false);
  const auto a = x.p.run(x.main);
  CHECK(a->races.race_on_plain_spin);
  CHECK(a->races.verdict == Verdict::Race);
}

namespace {

// The worker writes g, then loops: [lock(m);] seen = flag; [unlock(m);]
// if (!seen) again. The other thread writes g and raises flag.
bool polls_as_spin(bool under_lock) {
  Two x;
  const auto flag = x.p.global("flag");
  const auto seen = x.p.local("seen", x.worker);
  x.p.write(x.worker, x.g);
  const auto loop = x.p.stmt(x.worker, RACER_STMT_LOOP);
  if (under_lock) x.p.lock(x.worker, x.m);
  const auto copy = x.p.write(x.worker, seen);
  x.p.access(copy, RACER_ACCESS_READ, flag, -1, -1);
  if (under_lock) x.p.unlock(x.worker, x.m);
  const auto test = x.p.read(x.worker, seen);
  x.p.m.f.statements.kind[test] = RACER_STMT_IF;
  x.p.edge(test, loop);
  x.p.ret(x.worker);
  x.p.write(x.other, x.g);
  x.p.lock(x.other, x.m);
  x.p.write(x.other, flag);
  x.p.unlock(x.other, x.m);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  bool waiting = false;
  for (const auto& i : a->races.imprecisions)
    waiting = waiting || i.kind == racer::ImprecisionKind::ActiveWaiting;
  // On g: no lock, no ordering the engines see; certain unless the spin
  // may hide one.
  CHECK(count(*a, RaceKind::May) + count(*a, RaceKind::Must) >= 1);
  CHECK((count(*a, RaceKind::Must) == 0) == waiting);
  CHECK((a->races.verdict == Verdict::Unknown) == waiting);
  return waiting;
}

}  // namespace

TEST_CASE("verdict: a loop polling a flag under a lock is active waiting") {
  // The loop waits for the flag as `while (!flag);` would: a hand-off
  // through it is invisible to the engines, so races around it are unknown.
  CHECK(polls_as_spin(true));
}

TEST_CASE("verdict: a loop computing locals without a lock is no spin") {
  CHECK_FALSE(polls_as_spin(false));
}

TEST_CASE("active: siblings created in sequence surely run together") {
  Two x;
  const auto w = x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  const auto o = x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  const auto c1 = a->contexts.root(racer::ThreadId(1)), c2 = a->contexts.root(racer::ThreadId(2));
  CHECK(a->active.must_parallel(c1, racer::StmtId(w), c2, racer::StmtId(o)));
}

TEST_CASE("active: joining a thread also retires the threads it joined itself") {
  Program p;
  const auto main = p.fn("main");
  const auto outer = p.thread_fn("outer");
  const auto inner = p.thread_fn("inner");
  const auto ta = p.global("ta"), tb = p.global("tb"), g = p.global("g");
  p.create(main, ta, outer);
  const auto during = p.write(main, g);
  p.join(main, ta);
  const auto after = p.write(main, g);
  p.ret(main);
  p.create(outer, tb, inner);
  p.join(outer, tb);
  p.ret(outer);
  const auto in_inner = p.write(inner, g);
  p.ret(inner);
  const auto a = p.run(main);
  const auto m = a->contexts.root(racer::ThreadId(0));
  racer::ThreadId inner_thread;
  for (std::size_t t = 0; t < a->threads.threads.size(); ++t)
    if (a->threads.threads[t].entry.value == inner) inner_thread = racer::ThreadId(static_cast<std::int32_t>(t));
  REQUIRE(inner_thread.valid());
  const auto ci = a->contexts.root(inner_thread);
  CHECK(a->active.may_parallel(m, racer::StmtId(during), ci, racer::StmtId(in_inner)));
  CHECK(a->active.must_parallel(m, racer::StmtId(during), ci, racer::StmtId(in_inner)));
  CHECK_FALSE(a->active.may_parallel(m, racer::StmtId(after), ci, racer::StmtId(in_inner)));
}

TEST_CASE("races: an escaping local named directly by two instances of a thread is two frames") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto helper = p.fn("helper");
  const auto t = p.global("t");
  const auto mine = p.local("mine", worker, RACER_BASE_LOCAL, RACER_BASE_ADDRESS_TAKEN);
  const auto head = p.stmt(main, RACER_STMT_LOOP);
  p.edge(p.create(main, t, worker), head);
  p.ret(main);
  p.write(worker, mine);
  p.call(worker, helper, {p.addr(0, mine)});
  p.read(worker, mine);
  p.ret(worker);
  p.ret(helper);
  const auto a = p.run(main);
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == racer::races::Verdict::NoRace);
}

TEST_CASE("races: the per-base state machine") {
  using racer::ThreadId;
  using racer::races::BaseState;
  using racer::races::add_to_state;
  const ThreadId o(1), t(2);
  auto run = [](std::initializer_list<std::pair<ThreadId, bool>> accesses) {
    racer::races::BaseSummary s{racer::BaseId(0), BaseState::ReadOnly, {}, {}, 0};
    for (auto [who, write] : accesses) add_to_state(s, who, write);
    return s;
  };
  CHECK(run({{o, false}}).state == BaseState::ReadOnly);
  CHECK(run({{o, true}}).state == BaseState::Exclusive);
  CHECK(run({{o, false}, {o, false}}).state == BaseState::ReadOnly);
  CHECK(run({{o, false}, {o, true}}).state == BaseState::Exclusive);
  CHECK(run({{o, false}, {t, false}}).state == BaseState::Shared);
  CHECK(run({{o, false}, {t, true}}).state == BaseState::SharedMod);
  CHECK(run({{o, true}, {o, false}, {o, true}}).state == BaseState::Exclusive);
  CHECK(run({{o, true}, {t, false}}).state == BaseState::SharedMod);
  CHECK(run({{o, false}, {t, false}, {o, false}}).state == BaseState::Shared);
  CHECK(run({{o, false}, {t, false}, {o, true}}).state == BaseState::SharedMod);
  const auto s = run({{o, false}, {t, true}, {o, false}});
  CHECK(s.state == BaseState::SharedMod);
  CHECK(s.readers == std::vector<ThreadId>{o});
  CHECK(s.writers == std::vector<ThreadId>{t});
  CHECK(s.accesses == 3);
}

TEST_CASE("races: a scalar global is precise, so the syntactic backend proves must-races") {
  Two x;
  x.p.read(x.worker, x.g);  // counter++: a read and a write
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.read(x.other, x.g);
  x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  // w/w, r/w and w/r across the threads (r/r never): one location, certain,
  // with its four access sites and one thread pair.
  CHECK(count(*a, RaceKind::Must) == 1);
  CHECK(count(*a, RaceKind::May) == 0);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].sites.size() == 4);
  REQUIRE(a->races.races[0].thread_pairs.size() == 1);
  CHECK(a->races.races[0].thread_pairs[0].certain);
  for (const auto& acc : a->races.accesses) CHECK(acc.precise);
}

TEST_CASE("races: the races on one base are one location with every site, in a fixed order") {
  Two x;
  const auto w1 = x.p.write(x.worker, x.g);
  const auto w2 = x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  const auto o = x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  REQUIRE(a->races.races.size() == 1);  // w1/o and w2/o; w1/w2 is one thread
  const auto& r = a->races.races[0];
  const auto& acc = a->races.accesses;
  REQUIRE(r.sites.size() == 3);
  CHECK(acc[r.sites[0]].stmt.value == w1);
  CHECK(acc[r.sites[1]].stmt.value == w2);
  CHECK(acc[r.sites[2]].stmt.value == o);
  CHECK(acc[r.first].stmt.value == w1);
  CHECK(acc[r.second].stmt.value == o);
}

TEST_CASE("races: the fields of a structure are locations of their own, an array indexed anywhere one") {
  for (bool anywhere : {false, true}) {
    Two x;
    const auto s = x.p.global("s");
    x.p.m.f.bases.size_bits[s] = 64;
    x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, s, 0, 31);
    x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, s, 32, 63);
    // An element at an index not known, in each thread: the two meet
    // anywhere, and that location takes in the fields.
    if (anywhere) x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, s, -1, -1);
    x.p.ret(x.worker);
    x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, s, 0, 31);
    x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, s, 32, 63);
    if (anywhere) x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, s, -1, -1);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    INFO("accesses anywhere in the object " << anywhere);
    REQUIRE(a->races.races.size() == (anywhere ? 1u : 2u));
    if (!anywhere) {
      CHECK(a->races.races[0].offset_lo == 0);
      CHECK(a->races.races[0].offset_hi == 31);
      CHECK(a->races.races[1].offset_lo == 32);
      CHECK(a->races.races[0].sites.size() == 2);
    } else {
      CHECK(a->races.races[0].offset_lo == -1);
      CHECK(a->races.races[0].sites.size() == 6);
    }
  }
}

TEST_CASE("races: unique access, a pointer resolved to one or two objects") {
  for (int targets : {1, 2}) {
    Two x;
    const auto h = x.p.global("h");
    const auto ptr = x.p.global("ptr", RACER_BASE_POINTER);
    x.p.write(x.worker, x.g);
    x.p.ret(x.worker);
    const auto s = x.p.stmt(x.other);
    x.p.access(s, RACER_ACCESS_WRITE, ptr, -1, -1, RACER_ACCESS_THROUGH_POINTER);
    const auto e = x.p.lval(s, ptr, RACER_EXPR_THROUGH_POINTER);
    x.p.m.f.accesses.expr.back() = e;
    for (auto target : {x.g, h}) {
      if (target == h && targets == 1) break;
      x.p.m.f.points_to.expr.push_back(e);
      x.p.m.f.points_to.base.push_back(target);
      x.p.m.f.points_to.offset_lo.push_back(0);
      x.p.m.f.points_to.offset_hi.push_back(0);
      x.p.m.f.points_to.context.push_back(-1);
    }
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    INFO(targets << " target(s)");
    REQUIRE(a->races.races.size() == 1);  // on g; h is only written once
    CHECK(a->races.races[0].base.value == x.g);
    if (targets == 1) {
      CHECK(a->races.races[0].kind == RaceKind::Must);
      CHECK(a->races.verdict == Verdict::Race);
    } else {
      CHECK(a->races.races[0].reasons == (racer::races::NotUniqueAccess | racer::races::NotPrecise));
    }
  }
}

TEST_CASE("races: an uncertain lock on one side only cannot be shared with a lock-free side") {
  for (bool other_locks : {false, true}) {
    Two x;
    const auto mp = x.p.global("mp", RACER_BASE_POINTER);
    x.p.lib_call(x.worker, "pthread_mutex_lock", {x.p.lval(0, mp)});  // unresolved lock
    x.p.write(x.worker, x.g);
    x.p.ret(x.worker);
    if (other_locks) x.p.lock(x.other, x.m);
    x.p.write(x.other, x.g);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    INFO("other side locks " << other_locks);
    REQUIRE(a->races.races.size() == 1);
    // Possible either way: with a lock on the other side it may be that
    // lock; without, the unresolved lock is an ordering the engines cannot see.
    CHECK(a->races.races[0].kind == RaceKind::May);
    CHECK(((a->races.races[0].reasons & racer::races::UnseenOrdering) != 0) == !other_locks);
    CHECK(a->races.verdict == Verdict::Unknown);  // the lock expression blocks "race"
  }
}

TEST_CASE("races: an unmatched join may have ended the thread it is about") {
  for (bool same_variable : {true, false}) {
    Program p;
    const auto main = p.fn("main");
    const auto worker = p.thread_fn("worker");
    const auto t = p.global("t", RACER_BASE_ARRAY), other_t = p.global("u"), g = p.global("g");
    p.lib_call(main, "pthread_create",
               {p.addr(0, t, RACER_EXPR_HAS_INDEX), p.cst(0), p.fexpr(0, worker), p.cst(0)});
    p.join(main, same_variable ? t : other_t);
    p.m.f.expressions.flags[p.m.f.expressions.flags.size() - 2] = same_variable ? RACER_EXPR_HAS_INDEX : 0;
    p.write(main, g);
    p.ret(main);
    p.write(worker, g);
    p.ret(worker);
    const auto a = p.run(main);
    INFO("join on the create's variable " << same_variable);
    bool unmatched = false;
    for (const auto& i : a->races.imprecisions)
      unmatched = unmatched || i.kind == racer::ImprecisionKind::UnmatchedJoin;
    REQUIRE(unmatched);
    REQUIRE(a->races.races.size() == 1);
    CHECK(a->races.races[0].reasons == racer::races::NotMustParallel);
    CHECK(a->races.verdict == Verdict::Unknown);
  }
}

TEST_CASE("races: an unmatched join on another thread's variable leaves a must-race") {
  Program p;
  const auto main = p.fn("main");
  const auto w1 = p.thread_fn("w1");
  const auto w2 = p.thread_fn("w2");
  const auto t1 = p.global("t1"), t2 = p.global("t2", RACER_BASE_ARRAY), g = p.global("g");
  p.create(main, t1, w1);
  p.lib_call(main, "pthread_create", {p.addr(0, t2, RACER_EXPR_HAS_INDEX), p.cst(0), p.fexpr(0, w2), p.cst(0)});
  p.lib_call(main, "pthread_join", {p.lval(0, t2, RACER_EXPR_HAS_INDEX), p.cst(0)});
  p.write(main, g);
  p.ret(main);
  p.write(w1, g);
  p.ret(w1);
  p.ret(w2);
  const auto a = p.run(main);
  REQUIRE(a->races.races.size() == 1);  // main / w1: the join can only end w2
  CHECK(a->races.races[0].kind == RaceKind::Must);
}

TEST_CASE("races: writes through unknown pointers meet only objects a pointer can reach") {
  for (bool taken : {false, true}) {
    Two x;
    const auto g = x.p.global("shared", taken ? RACER_BASE_ADDRESS_TAKEN : 0);
    const auto ptr = x.p.global("ptr", RACER_BASE_POINTER);
    x.p.write(x.worker, g);
    x.p.ret(x.worker);
    x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, ptr, -1, -1, RACER_ACCESS_THROUGH_POINTER);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto a = x.p.run(x.main);
    INFO("address taken " << taken);
    CHECK(a->races.races.size() == (taken ? 1u : 0u));
    if (taken) {
      // The location is what ptr points to; the write of shared is one of its sites.
      const auto& r = a->races.races[0];
      CHECK(r.kind == RaceKind::May);
      CHECK(r.base.value == ptr);
      CHECK(r.through_pointer);
      CHECK(std::any_of(r.sites.begin(), r.sites.end(),
                        [&](std::size_t i) { return a->races.accesses[i].base.value == g; }));
      CHECK(a->races.verdict == Verdict::Unknown);
    } else {
      CHECK(a->races.verdict == Verdict::NoRace);
    }
  }
}

TEST_CASE("races: accesses with one instance key never race, others do") {
  for (bool keyed : {false, true}) {
    Program p;
    const auto main = p.fn("main");
    const auto worker = p.thread_fn("worker");
    const auto t = p.global("t");
    const auto slots = p.global("slots", RACER_BASE_ARRAY);
    const auto head = p.stmt(main, RACER_STMT_LOOP);
    p.edge(p.create(main, t, worker), head);
    p.ret(main);
    p.write(worker, slots);
    p.ret(worker);
    if (keyed) {
      // Row 0 is the worker's write (the only access).
      p.m.f.access_keys.access.push_back(0);
      p.m.f.access_keys.key.push_back(p.m.f.strings.add("worker: slots[arg]").value);
    }
    const auto a = p.run(main);
    INFO("keyed " << keyed);
    CHECK(a->races.races.empty() == keyed);
    CHECK(a->races.verdict == (keyed ? Verdict::NoRace : Verdict::Unknown));
  }
}

TEST_CASE("races: a main access the backend flags children_ended races with none of main's threads") {
  const bool ended = GENERATE(true, false);
  Two x;
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.access(x.p.stmt(x.main), RACER_ACCESS_WRITE, x.g, -1, -1, ended ? RACER_ACCESS_CHILDREN_ENDED : 0);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  INFO("flagged " << ended);
  CHECK(a->races.races.empty() == ended);
  CHECK(a->races.verdict == (ended ? Verdict::NoRace : Verdict::Race));
}

TEST_CASE("races: a creator meet waives the precise offset for the flagged pair only") {
  const bool flagged = GENERATE(true, false);
  const std::int32_t meet = flagged ? RACER_ACCESS_MEETS_CREATOR : 0;
  Two x;
  const auto arr = x.p.global("arr", RACER_BASE_ARRAY);
  x.p.access(x.p.stmt(x.worker), RACER_ACCESS_READ, arr, -1, -1, meet);
  x.p.ret(x.worker);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.access(x.p.stmt(x.main), RACER_ACCESS_WRITE, arr, -1, -1, meet);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  INFO("flagged " << flagged);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == (flagged ? RaceKind::Must : RaceKind::May));
  if (!flagged) CHECK(a->races.races[0].reasons & racer::races::NotPrecise);
}

TEST_CASE("races: a branch on a free choice does not make the write after it uncertain") {
  const bool free = GENERATE(true, false);
  Two x;
  const auto res = x.p.global("res", free ? RACER_BASE_FREE_CHOICE : 0);
  // worker: if (res) return; g = ...;
  const auto branch = x.p.stmt(x.worker, RACER_STMT_IF);
  const auto w = x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.cut();
  const auto early = x.p.ret(x.worker);
  x.p.edge(branch, early);
  x.p.m.f.branches.stmt.push_back(branch);
  x.p.m.f.branches.var.push_back(res);
  x.p.m.f.branches.zero_succ.push_back(w);
  x.p.m.f.branches.nonzero_succ.push_back(early);
  x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.create(x.main, x.t2, x.other);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  INFO("free choice " << free);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == (free ? RaceKind::Must : RaceKind::May));
  if (!free) CHECK(a->races.races[0].reasons == racer::races::NotSurelyExecuted);
}

TEST_CASE("races: a statement after a loop is as uncertain as the way past the loop makes it") {
  // worker: loop { test: if (!c) break; body } ; [if (flag) return;] g = ...;
  // The loop runs at least once, then leaves: the branch after it still
  // decides (before, the way out of the loop was never taken, and any
  // write after a loop counted as surely made).
  const bool branch = GENERATE(true, false);
  Two x;
  const auto head = x.p.stmt(x.worker, RACER_STMT_LOOP);
  const auto test = x.p.stmt(x.worker, RACER_STMT_IF);
  const auto body = x.p.stmt(x.worker);
  x.p.edge(body, head);
  x.p.cut();
  const auto brk = x.p.stmt(x.worker);
  x.p.edge(test, brk);
  std::int32_t fork = -1;
  if (branch) fork = x.p.stmt(x.worker, RACER_STMT_IF);
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  if (branch) {
    x.p.cut();
    x.p.edge(fork, x.p.ret(x.worker));
  }
  x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.create(x.main, x.t2, x.other);
  x.p.ret(x.main);
  x.p.loop_facts(head, RACER_LOOP_ENTERED | RACER_LOOP_BOUNDED);  // a counter loop of constant bounds
  const auto a = x.p.run(x.main);
  INFO("branch after the loop " << branch);
  REQUIRE(a->races.races.size() == 1);
  INFO("reasons " << a->races.races[0].reasons);
  CHECK(a->races.races[0].kind == (branch ? RaceKind::May : RaceKind::Must));
  if (branch) CHECK(a->races.races[0].reasons == racer::races::NotSurelyExecuted);
}

TEST_CASE("races: an access flagged may is never the access of a must-race") {
  // A library call's access Racer does not know to happen (RACER_ACCESS_MAY).
  Two x;
  x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, x.g, -1, -1, RACER_ACCESS_MAY);
  x.p.ret(x.worker);
  x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == RaceKind::May);
  CHECK(a->races.races[0].reasons & racer::races::NotUniqueAccess);
  CHECK(a->races.verdict == Verdict::Unknown);
}

TEST_CASE("races: a store a model call makes is an access, the arguments it reads are not") {
  // pthread_join(t1, &g) stores the exit value into g as the join returns;
  // `other`, still running, reads g.
  Two x;
  x.p.ret(x.worker);
  x.p.read(x.other, x.g);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.create(x.main, x.t2, x.other);
  const auto j = x.p.join(x.main, x.t1);
  x.p.access(j, RACER_ACCESS_WRITE, x.g, -1, -1, RACER_ACCESS_MAY);  // the output
  x.p.access(j, RACER_ACCESS_READ, x.t1, -1, -1);                    // the id read: no access
  x.p.join(x.main, x.t2);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == RaceKind::May);
  CHECK(a->races.accesses[a->races.races[0].first].base.value == x.g);
  for (const auto& acc : a->races.accesses) CHECK(acc.base.value != x.t1);
}

TEST_CASE("races: a function given to a library function runs as a thread that may start there") {
  Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto cmp = p.fn("cmp");
  const auto t = p.global("t"), g = p.global("g");
  p.write(cmp, g);
  p.ret(cmp);
  p.write(worker, g);
  p.ret(worker);
  const auto before = p.write(main, g);
  const auto sort = p.callback(main, "qsort", cmp);
  p.create(main, t, worker);
  p.join(main, t);
  p.ret(main);
  const auto a = p.run(main);
  REQUIRE(a->threads.threads.size() == 3);
  const auto& cb = a->threads.threads[1];
  CHECK(cb.callback);
  CHECK(cb.entry.value == cmp);
  CHECK(cb.create.value == sort);
  CHECK(cb.multiple);
  // The callback meets the worker and itself, never surely; main's write
  // before the call meets nothing.
  CHECK(!a->races.races.empty());
  for (const auto& r : a->races.races) {
    CHECK(r.kind == RaceKind::May);
    CHECK(a->races.accesses[r.first].stmt.value != before);
    CHECK(a->races.accesses[r.second].stmt.value != before);
  }
  CHECK(a->races.verdict == Verdict::Unknown);
}

TEST_CASE("races: a callback that releases a lock lets its caller lose any lock it holds") {
  // worker: lock m; for_each(leave) (leave unlocks m); g++ -- against
  // other's g++ under m: the lock may be gone.
  Two x;
  const auto leave = x.p.fn("leave");
  x.p.unlock(leave, x.m);
  x.p.ret(leave);
  x.p.lock(x.worker, x.m);
  x.p.callback(x.worker, "for_each", leave);
  x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.lock(x.other, x.m);
  x.p.write(x.other, x.g);
  x.p.unlock(x.other, x.m);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  REQUIRE(a->races.races.size() == 1);
  CHECK(a->races.races[0].kind == RaceKind::May);
  bool reported = false;
  for (const auto& i : a->races.imprecisions)
    reported = reported || i.kind == racer::ImprecisionKind::CallbackRelease;
  CHECK(reported);
  CHECK(a->races.verdict == Verdict::Unknown);
}

TEST_CASE("races: a spent time budget keeps what was found and never concludes no-race") {
  for (bool racy : {false, true}) {
    // Both threads write g, under m unless racy: pairs to check either way.
    Two x;
    x.p.lock(x.worker, x.m);
    x.p.write(x.worker, x.g);
    x.p.unlock(x.worker, x.m);
    x.p.ret(x.worker);
    if (!racy) x.p.lock(x.other, x.m);
    x.p.write(x.other, x.g);
    if (!racy) x.p.unlock(x.other, x.m);
    x.p.ret(x.other);
    x.spawn_and_join();
    const auto unlimited = x.p.run(x.main);
    const auto spent = x.p.run(x.main, 1, false, "", 5);
    INFO("racy " << racy);
    CHECK(unlimited->races.verdict == (racy ? Verdict::Race : Verdict::NoRace));
    CHECK(spent->races.budget_spent);
    CHECK(spent->locks.budget_spent);  // the lockset engine stopped first
    CHECK(spent->races.verdict == Verdict::Unknown);
    REQUIRE(!spent->races.unknown_reasons.empty());
    CHECK(spent->races.unknown_reasons.back().find("time budget") != std::string::npos);
  }
}

TEST_CASE("races: a function entered under many locksets keeps the lock they all hold") {
  // g calls f, which writes g_; main calls g at ten sites, each holding m
  // and a lock of its own (ten entries of f's one context: past eight they
  // are joined). The worker writes g_ holding m. With m at every site, m is
  // still a must-lock at the write: no race. Twin: one site without m.
  for (bool all_hold_m : {true, false}) {
    Two x;
    const auto f = x.p.fn("f");
    const auto g = x.p.fn("g");
    x.p.write(f, x.g);
    x.p.ret(f);
    x.p.call(g, f);
    x.p.ret(g);
    x.p.create(x.main, x.t1, x.worker);
    for (int i = 0; i < 10; ++i) {
      const auto own = x.p.global("n" + std::to_string(i));
      const bool with_m = all_hold_m || i != 9;
      if (with_m) x.p.lock(x.main, x.m);
      x.p.lock(x.main, own);
      x.p.call(x.main, g);
      x.p.unlock(x.main, own);
      if (with_m) x.p.unlock(x.main, x.m);
    }
    x.p.join(x.main, x.t1);
    x.p.ret(x.main);
    x.p.lock(x.worker, x.m);
    x.p.write(x.worker, x.g);
    x.p.unlock(x.worker, x.m);
    x.p.ret(x.worker);
    x.p.ret(x.other);
    const auto a = x.p.run(x.main);
    INFO("every site holds m " << all_hold_m);
    CHECK(a->races.races.size() == (all_hold_m ? 0u : 1u));
  }
}

TEST_CASE("races: accesses alike are one class, and a certain pair is looked for among its members") {
  Two x;
  // worker: if (...) g = 1; g = 2;  other: g = 3;  (no join: both run on)
  const auto branch = x.p.stmt(x.worker, RACER_STMT_IF);
  const auto w1 = x.p.write(x.worker, x.g);
  const auto w2 = x.p.write(x.worker, x.g);
  x.p.ret(x.worker);
  x.p.edge(branch, w2);
  const auto o = x.p.write(x.other, x.g);
  x.p.ret(x.other);
  x.p.create(x.main, x.t1, x.worker);
  x.p.create(x.main, x.t2, x.other);
  x.p.ret(x.main);
  const auto a = x.p.run(x.main);
  const auto& acc = a->races.accesses;
  // The two writes of the worker differ only by statement: one class,
  // whose first member is the write that may be skipped.
  std::vector<std::size_t> of_g;
  for (std::size_t i = 0; i < acc.size(); ++i)
    if (acc[i].base.value == x.g) of_g.push_back(i);
  std::size_t next = 0;
  const racer::digests::Inputs inputs{x.p.m.f, a->threads, a->active};
  const racer::digests::Product digests(inputs, racer::digests::parse_ids("all"));
  const auto classes = racer::races::group_accesses(acc, of_g, digests,
                                                     racer::races::ClassScope::BehaviourAndLocation, next);
  REQUIRE(classes.size() == 2);
  REQUIRE(classes[0].members.size() == 2);
  CHECK(acc[classes[0].first()].stmt.value == w1);
  CHECK(acc[classes[0].members[1]].stmt.value == w2);
  CHECK(classes[1].members.size() == 1);
  CHECK(next == 2);
  // The first members' pair (w1, o) is not certain; (w2, o) is, and the
  // location shows it.
  REQUIRE(a->races.races.size() == 1);
  const auto& r = a->races.races[0];
  CHECK(r.kind == RaceKind::Must);
  CHECK(r.sites.size() == 3);
  const std::set<std::int32_t> shown{acc[r.first].stmt.value, acc[r.second].stmt.value};
  CHECK(shown == std::set<std::int32_t>{w2, o});
}

TEST_CASE("races: an access of fresh memory races with nothing, on either side") {
  const bool fresh_worker = GENERATE(true, false);
  const bool fresh_other = GENERATE(true, false);
  Two x;
  const auto h = x.p.global("h");  // stands for an allocation site
  x.p.access(x.p.stmt(x.worker), RACER_ACCESS_WRITE, h, -1, -1, fresh_worker ? RACER_ACCESS_FRESH : 0);
  x.p.ret(x.worker);
  x.p.access(x.p.stmt(x.other), RACER_ACCESS_WRITE, h, -1, -1, fresh_other ? RACER_ACCESS_FRESH : 0);
  x.p.ret(x.other);
  x.spawn_and_join();
  const auto a = x.p.run(x.main);
  INFO("fresh in worker " << fresh_worker << ", in other " << fresh_other);
  CHECK(a->races.races.size() == (fresh_worker || fresh_other ? 0u : 1u));
  CHECK(a->races.verdict == (fresh_worker || fresh_other ? Verdict::NoRace : Verdict::Race));
}
