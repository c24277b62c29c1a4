// Synchronisation beyond mutexes (issue 7): the model sections for once,
// barriers, semaphores, condition signals, mutex kinds, atomic operations
// and lock-object, and what the engines make of them.
#include <catch2/catch.hpp>

#include <algorithm>

#include "model_builder.hpp"
#include "models/classified_event.hpp"
#include "models/concurrency_model.hpp"
#include "lockset/flags.hpp"
#include "models/recursive_mutexes.hpp"
#include "program_builder.hpp"

using racer::models::AtomicAccess;
using racer::models::CallClass;
using racer::models::ConcurrencyModel;
using racer::races::RaceKind;
using racer::races::Verdict;
using racer::test::Program;
using racer::test::require_error;

TEST_CASE("sync models: Racer's sections are read") {
  ConcurrencyModel m;
  m.load_text(R"(
Locks:
  init: [{function: mtx_init, lock-position: 0, kind-position: 1, recursive-kinds: [mtx_recursive]}]
  lock: [{function: big_lock, lock-object: giant, blocking: true, read-lock: false, reentrant: false}]
  unlock: [{function: big_unlock, lock-object: giant}]
  attributes:
    - {function: settype, attribute-position: 0, kind-position: 1, recursive-kinds: [REC, "1"]}
Conditions:
  signal: [{function: cnd_signal, condition-position: 0}]
Once:
  call: [{function: call_once, control-position: 0, routine-position: 1}]
Barriers:
  init: [{function: b_init, barrier-position: 0, count-position: 2}]
  wait: [{function: b_wait, barrier-position: 0}]
  destroy: [{function: b_destroy, barrier-position: 0}]
Semaphores:
  init: [{function: s_init, semaphore-position: 0, value-position: 2}]
  wait: [{function: s_wait, semaphore-position: 0, blocking: true}, {function: s_try, semaphore-position: 0, blocking: false}]
  post: [{function: s_post, semaphore-position: 0}]
Atomic:
  operations:
    - {function: load, object-position: 0, access: read}
    - {function: cas, object-position: 1, access: read-write}
)", "t");
  CHECK(m.classify("mtx_init").cls == CallClass::LockInit);
  CHECK(m.classify("mtx_init").kind_pos == 1);
  CHECK(m.classify("big_lock").cls == CallClass::Lock);
  CHECK(m.classify("big_lock").lock_object == "giant");
  CHECK(m.classify("big_lock").lock_pos == -1);
  CHECK(m.classify("big_unlock").lock_object == "giant");
  const auto settype = m.classify("settype");
  CHECK(settype.cls == CallClass::MutexAttrKind);
  CHECK(settype.recursive_kinds == std::vector<std::string>{"REC", "1"});
  CHECK(m.classify("cnd_signal").cls == CallClass::CondSignal);
  const auto once = m.classify("call_once");
  CHECK(once.cls == CallClass::Once);
  CHECK(once.object_pos == 0);
  CHECK(once.routine_pos == 1);
  CHECK(m.classify("b_init").count_pos == 2);
  CHECK(m.classify("b_wait").cls == CallClass::BarrierWait);
  CHECK(m.classify("b_destroy").cls == CallClass::BarrierDestroy);
  CHECK(m.classify("s_init").value_pos == 2);
  CHECK(m.classify("s_wait").blocking);
  CHECK_FALSE(m.classify("s_try").blocking);
  CHECK(m.classify("s_post").cls == CallClass::SemPost);
  // Atomic operations stay plain calls with an object to access atomically.
  CHECK(m.classify("load").cls == CallClass::Plain);
  CHECK(m.classify("load").atomic_access == AtomicAccess::Read);
  CHECK(m.classify("cas").atomic_pos == 1);
  CHECK(m.classify("cas").atomic_access == AtomicAccess::ReadWrite);
}

TEST_CASE("sync models: mistakes in Racer's sections name file, line and what") {
  ConcurrencyModel m;
  require_error(
      [&] {
        m.load_text("Locks:\n  unlock:\n    - {function: u, lock-position: 0, lock-object: g}\n", "both.yaml");
      },
      RACER_E_PARSE, "both.yaml:3:7: give either 'lock-position' or 'lock-object'");
  require_error([&] { m.load_text("Atomic:\n  operations: [{function: f, object-position: 0, access: rw}]\n", "a.yaml"); },
                RACER_E_PARSE, "a.yaml:2:58: 'access' must be read, write or read-write");
  require_error(
      [&] { m.load_text("Locks:\n  attributes: [{function: f, attribute-position: 0, kind-position: 1}]\n", "k.yaml"); },
      RACER_E_PARSE, "missing key 'recursive-kinds'");
  require_error([&] { m.load_text("Once:\n  calls: []\n", "o.yaml"); }, RACER_E_PARSE,
                "o.yaml:2:3: unknown key 'calls' in 'Once'");
  require_error([&] { m.load_text("Barriers:\n  wait: [{function: w}]\n", "b.yaml"); }, RACER_E_PARSE,
                "missing key 'barrier-position'");
  CHECK(m.empty());
}

TEST_CASE("sync models: the shipped C11 atomics model loads and names the GCC builtins' objects") {
  ConcurrencyModel m;
  m.load_file(std::string(RACER_MODELS_DIR) + "/c11atomics.yaml");
  m.load_file(std::string(RACER_MODELS_DIR) + "/gcc.yaml");
  CHECK(m.classify("atomic_fetch_add_explicit").atomic_access == AtomicAccess::ReadWrite);
  CHECK(m.classify("__atomic_load_n").atomic_access == AtomicAccess::Read);
  CHECK(m.classify("__atomic_store_n").atomic_access == AtomicAccess::Write);
  CHECK(m.classify("__sync_val_compare_and_swap").atomic_pos == 0);
  // The C11 names are not atomic sections: a program defining its own
  // atomic_fetch_add gets its body analysed.
  CHECK_FALSE(m.is_atomic_function("atomic_fetch_add"));
  CHECK(m.is_atomic_function("__fc_atomic_load"));
}

namespace {

// main creates two instances of `worker` (in a loop) and returns.
struct TwoWorkers {
  Program p;
  std::int32_t main = p.fn("main");
  std::int32_t worker = p.thread_fn("worker");
  std::int32_t t = p.global("t");
  void spawn() {
    const auto head = p.repeated_loop(main);
    p.edge(p.create(main, t, worker), head);
  }
};

bool has_race_on(const racer::engine::Analysis& a, std::int32_t base, RaceKind kind) {
  return std::any_of(a.races.races.begin(), a.races.races.end(),
                     [&](const auto& r) { return r.base.value == base && r.kind == kind; });
}

// The workers call pthread_once(&ctl, init) (the control's argument with
// `control_flags`), then read config; init writes config.
struct OnceWorkers {
  TwoWorkers w;
  std::int32_t config = w.p.global("config");
  std::int32_t init = w.p.fn("init");
  explicit OnceWorkers(std::int32_t control_flags) {
    const auto ctl = w.p.global("ctl");
    w.spawn();
    w.p.ret(w.main);
    w.p.lib_call(w.worker, "pthread_once", {w.p.addr(0, ctl, control_flags), w.p.fexpr(0, init)});
    w.p.read(w.worker, config);
    w.p.ret(w.worker);
    w.p.write(init, config);
    w.p.ret(init);
  }
};

}  // namespace

TEST_CASE("sync models: a once routine happens before every return of a once call") {
  OnceWorkers o(0);
  auto& w = o.w;
  const auto init = o.init;
  const auto a = w.p.run(w.main);
  // The routine's write and the workers' reads after their call: ordered;
  // the routine against itself: it runs once.
  CHECK(a->races.races.empty());
  CHECK(a->races.verdict == Verdict::NoRace);
  // The routine's statements run in the worker's contexts.
  const auto init_stmt = w.p.facts.functions.entry_stmt[init];
  bool reached = false;
  a->locks.for_each([&](racer::ContextId, racer::StmtId s, const auto& held) {
    if (s.value != init_stmt) return;
    reached = true;
    REQUIRE(held.must.size() == 1);
    CHECK(held.must[0].key.kind == racer::lockset::KeyKind::Once);
    CHECK_FALSE(held.must[0].read);  // exclusive while the routine runs
  });
  CHECK(reached);
}

TEST_CASE("sync models: a once control something else may reset gives no once token") {
  // As above, but the front end found a write of the control besides the
  // once calls (`ctl = init;`, a memset of its struct): the routine may run
  // again, while another worker reads what it wrote.
  OnceWorkers o(RACER_EXPR_ID_CHANGED);
  const auto a = o.w.p.run(o.w.main);
  CHECK((has_race_on(*a, o.config, RaceKind::May) || has_race_on(*a, o.config, RaceKind::Must)));
  CHECK(a->races.verdict != Verdict::NoRace);
  const auto init_stmt = o.w.p.facts.functions.entry_stmt[o.init];
  a->locks.for_each([&](racer::ContextId, racer::StmtId s, const auto& held) {
    if (s.value != init_stmt) return;
    for (const auto& h : held.must) CHECK(h.key.kind != racer::lockset::KeyKind::Once);
  });
}

TEST_CASE("sync models: a read before any once call may race with the routine") {
  TwoWorkers w;
  const auto ctl = w.p.global("ctl");
  const auto config = w.p.global("config");
  const auto init = w.p.fn("init");
  w.spawn();
  w.p.ret(w.main);
  w.p.read(w.worker, config);
  w.p.lib_call(w.worker, "pthread_once", {w.p.addr(0, ctl), w.p.fexpr(0, init)});
  w.p.ret(w.worker);
  w.p.write(init, config);
  w.p.ret(init);
  const auto a = w.p.run(w.main);
  // Possible, not certain: which thread runs the routine is not known.
  CHECK(has_race_on(*a, config, RaceKind::May));
  CHECK_FALSE(has_race_on(*a, config, RaceKind::Must));
  CHECK(a->races.verdict == Verdict::Unknown);
}

namespace {

// main initialises barrier b with `count`, creates writer and reader; the
// writer writes x then waits, the reader waits then reads x (or, with
// `reader_first`, reads before its wait).
std::shared_ptr<racer::engine::Analysis> barrier_program(const char* count, bool reader_first,
                                                         std::int32_t& x_out) {
  Program p;
  const auto main = p.fn("main");
  const auto writer = p.thread_fn("writer");
  const auto reader = p.thread_fn("reader");
  const auto t1 = p.global("t1"), t2 = p.global("t2"), b = p.global("b"), x = p.global("x");
  x_out = x;
  p.lib_call(main, "pthread_barrier_init", {p.addr(0, b), p.cst(0, "0"), p.cst(0, count)});
  p.create(main, t1, writer);
  p.create(main, t2, reader);
  p.ret(main);
  p.write(writer, x);
  p.lib_call(writer, "pthread_barrier_wait", {p.addr(0, b)});
  p.ret(writer);
  if (reader_first) p.read(reader, x);
  p.lib_call(reader, "pthread_barrier_wait", {p.addr(0, b)});
  if (!reader_first) p.read(reader, x);
  p.ret(reader);
  return p.run(main);
}

}  // namespace

TEST_CASE("sync models: barrier phases order the participants") {
  std::int32_t x = -1;
  const auto ordered = barrier_program("2", false, x);
  REQUIRE(ordered->phases.barriers.size() == 1);
  CHECK(ordered->phases.barriers[0].well_formed);
  CHECK(ordered->phases.barriers[0].participants.size() == 2);
  CHECK(ordered->races.races.empty());
  CHECK(ordered->races.verdict == Verdict::NoRace);
  // Same phase: the barrier does not order them.
  const auto same = barrier_program("2", true, x);
  CHECK(has_race_on(*same, x, RaceKind::Must));
  CHECK(same->races.verdict == Verdict::Race);
  // A count below the number of participants: not usable, and the wait is
  // an ordering the analysis cannot follow.
  const auto small = barrier_program("1", false, x);
  CHECK_FALSE(small->phases.barriers[0].well_formed);
  CHECK(has_race_on(*small, x, RaceKind::May));
  CHECK_FALSE(has_race_on(*small, x, RaceKind::Must));
  CHECK(small->races.verdict == Verdict::Unknown);
  // A count that is not a constant: not usable either.
  const auto unknown = barrier_program("n", false, x);
  CHECK_FALSE(unknown->phases.barriers[0].well_formed);
}

namespace {

// Two worker instances: lock r twice, unlock once, write x, unlock. The
// mutex kind is the constant `kind`, or a variable when it is null.
struct Relock {
  std::shared_ptr<racer::engine::Analysis> a;
  std::int32_t r = -1, x = -1;
};
Relock relock_program(const char* kind) {
  TwoWorkers w;
  Relock out;
  const auto attr = w.p.global("attr"), chosen = w.p.global("chosen");
  out.r = w.p.global("r");
  out.x = w.p.global("x");
  const auto kind_expr = kind ? w.p.cst(0, kind) : w.p.lval(0, chosen);
  w.p.lib_call(w.main, "pthread_mutexattr_settype", {w.p.addr(0, attr), kind_expr});
  w.p.lib_call(w.main, "pthread_mutex_init", {w.p.addr(0, out.r), w.p.addr(0, attr)});
  w.spawn();
  w.p.ret(w.main);
  w.p.lock(w.worker, out.r);
  w.p.lock(w.worker, out.r);
  w.p.unlock(w.worker, out.r);
  w.p.write(w.worker, out.x);
  w.p.unlock(w.worker, out.r);
  w.p.ret(w.worker);
  out.a = w.p.run(w.main);
  return out;
}

}  // namespace

TEST_CASE("sync models: a recursive mutex stays held until as many unlocks") {
  using racer::deadlock::DeadlockVerdict;
  using racer::models::Reentry;
  const Relock rec = relock_program("PTHREAD_MUTEX_RECURSIVE");
  CHECK(rec.a->recursive.at(racer::BaseId(rec.r)) == Reentry::Yes);
  CHECK(rec.a->races.races.empty());
  CHECK(rec.a->races.verdict == Verdict::NoRace);
  // Re-locking a recursive mutex is no self-deadlock.
  CHECK(rec.a->deadlocks.verdict == DeadlockVerdict::NoDeadlock);
  // A normal mutex: the unlock releases it, but the re-lock deadlocks: the
  // write never runs, so the race is no more than possible.
  const Relock normal = relock_program("PTHREAD_MUTEX_NORMAL");
  CHECK(normal.a->recursive.at(racer::BaseId(normal.r)) == Reentry::No);
  CHECK(has_race_on(*normal.a, normal.x, RaceKind::May));
  CHECK_FALSE(has_race_on(*normal.a, normal.x, RaceKind::Must));
  CHECK(normal.a->deadlocks.verdict == DeadlockVerdict::Deadlock);
  // A kind read from a variable may be recursive or not: the write may or
  // may not be protected, so neither a certain race nor race-freedom.
  const Relock maybe = relock_program(nullptr);
  CHECK(maybe.a->recursive.at(racer::BaseId(maybe.r)) == Reentry::Maybe);
  CHECK(has_race_on(*maybe.a, maybe.x, RaceKind::May));
  CHECK_FALSE(has_race_on(*maybe.a, maybe.x, RaceKind::Must));
}

TEST_CASE("sync models: lock-object functions lock their global, releasing one not held is a hand-off") {
  for (bool hand_off : {false, true}) {
    TwoWorkers w;
    const auto giant = w.p.global("giant"), x = w.p.global("x");
    w.spawn();
    w.p.ret(w.main);
    if (!hand_off) w.p.lib_call(w.worker, "big_lock", {});
    w.p.write(w.worker, x);
    w.p.lib_call(w.worker, "big_unlock", {});
    w.p.ret(w.worker);
    w.p.facts = w.p.m.entry(w.main);
    racer::facts::validate(w.p.facts);
    const auto index = racer::facts::build_indexes(w.p.facts);
    ConcurrencyModel model;
    model.load_text(racer::test::kPthreadModel, "pthread");
    model.load_text(R"(
Locks:
  lock: [{function: big_lock, lock-object: giant, blocking: true, read-lock: false, reentrant: false}]
  unlock: [{function: big_unlock, lock-object: giant}]
)", "mine");
    racer::engine::Options options;
    racer::engine::AnalysisRun run(w.p.facts, options, model);
    while (!run.step(w.p.facts, index, 0)) {
    }
    const auto a = run.take();
    INFO("hand-off " << hand_off);
    if (!hand_off) {
      CHECK(a->races.races.empty());
      CHECK(a->races.verdict == Verdict::NoRace);
    } else {
      CHECK(a->races.verdict == Verdict::Unknown);
      CHECK(std::any_of(a->races.imprecisions.begin(), a->races.imprecisions.end(), [](const auto& i) {
        return i.kind == racer::ImprecisionKind::SemaphoreHandOff;
      }));
    }
    (void)giant;
  }
}

TEST_CASE("sync models: a condition wait re-acquires its mutex with the other locks held") {
  TwoWorkers w;
  const auto a_lock = w.p.global("a"), m = w.p.global("m"), c = w.p.global("c");
  w.spawn();
  w.p.ret(w.main);
  w.p.lock(w.worker, m);
  w.p.lock(w.worker, a_lock);
  const auto wait = w.p.lib_call(w.worker, "pthread_cond_wait", {w.p.addr(0, c), w.p.addr(0, m)});
  const auto after = w.p.stmt(w.worker);
  w.p.unlock(w.worker, a_lock);
  w.p.unlock(w.worker, m);
  w.p.ret(w.worker);
  const auto an = w.p.run(w.main);
  bool reacquired = false;
  for (const auto& e : an->locks.order_edges)
    reacquired = reacquired || (e.stmt.value == wait && e.held.base.value == a_lock && e.acquired.base.value == m);
  CHECK(reacquired);
  // Both locks are still held after the wait.
  bool checked = false;
  an->locks.for_each([&](racer::ContextId, racer::StmtId s, const auto& held) {
    if (s.value != after) return;
    checked = true;
    CHECK(held.must.size() == 2);
  });
  CHECK(checked);
}

TEST_CASE("sync models: a publication flag has one unique raiser and a guard") {
  for (int variant = 0; variant < 3; ++variant) {
    // 0: main raises under m; 1: without m; 2: a worker raises it too.
    Program p;
    const auto main = p.fn("main");
    const auto worker = p.thread_fn("worker");
    const auto t = p.global("t"), m = p.global("m"), ready = p.global("ready");
    p.create(main, t, worker);
    if (variant != 1) p.lock(main, m);
    const auto raise = p.write(main, ready);
    if (variant != 1) p.unlock(main, m);
    p.ret(main);
    std::int32_t other = -1;
    if (variant == 2) {
      p.lock(worker, m);
      other = p.write(worker, ready);
      p.unlock(worker, m);
    }
    p.ret(worker);
    p.m.f.flag_raises.base.push_back(ready);
    p.m.f.flag_raises.stmt.push_back(raise);
    if (other >= 0) {
      p.m.f.flag_raises.base.push_back(ready);
      p.m.f.flag_raises.stmt.push_back(other);
    }
    const auto a = p.run(main);
    const auto plans = racer::lockset::plan_flags(p.facts, a->threads, a->contexts, a->locks);
    INFO("variant " << variant);
    if (variant == 0) {
      REQUIRE(plans.size() == 1);
      CHECK(plans[0].flag.value == ready);
      CHECK(plans[0].raiser.value == 0);  // main
      REQUIRE(plans[0].guards.size() == 1);
      CHECK(plans[0].guards[0].base.value == m);
    } else {
      CHECK(plans.empty());
    }
  }
}

TEST_CASE("sync models: a semaphore of one permit is a lock, one of two or more excludes nothing") {
  for (const char* permits : {"1", "2", "3U"}) {
    TwoWorkers w;
    const auto s = w.p.global("s"), x = w.p.global("x");
    w.p.lib_call(w.main, "sem_init", {w.p.addr(0, s), w.p.cst(0, "0"), w.p.cst(0, permits)});
    w.spawn();
    w.p.ret(w.main);
    w.p.lib_call(w.worker, "sem_wait", {w.p.addr(0, s)});
    w.p.write(w.worker, x);
    w.p.lib_call(w.worker, "sem_post", {w.p.addr(0, s)});
    w.p.ret(w.worker);
    w.p.facts = w.p.m.entry(w.main);
    racer::facts::validate(w.p.facts);
    const auto index = racer::facts::build_indexes(w.p.facts);
    ConcurrencyModel model;
    model.load_text(racer::test::kPthreadModel, "pthread");
    model.load_text(R"(
Semaphores:
  init: [{function: sem_init, semaphore-position: 0, value-position: 2}]
  wait: [{function: sem_wait, semaphore-position: 0, blocking: true}]
  post: [{function: sem_post, semaphore-position: 0}]
)", "semaphores");
    racer::engine::Options options;
    racer::engine::AnalysisRun run(w.p.facts, options, model);
    while (!run.step(w.p.facts, index, 0)) {
    }
    const auto a = run.take();
    INFO("permits " << permits);
    if (std::string_view(permits) == "1") {
      CHECK(a->races.races.empty());
      CHECK(a->races.verdict == Verdict::NoRace);
    } else {
      // Both may hold a permit at once: a race, but whether each gets one
      // is a count of permits the static rules do not keep (an execution,
      // the witness search, shows it).
      CHECK(has_race_on(*a, x, RaceKind::May));
      CHECK_FALSE(has_race_on(*a, x, RaceKind::Must));
      CHECK(a->races.verdict == Verdict::Unknown);
    }
  }
}
