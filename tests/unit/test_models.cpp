// Concurrency models: the RacerF YAML schema, errors with positions, and
// the classification of calls.
#include <catch2/catch.hpp>

#include <fstream>

#include "model_builder.hpp"
#include "models/classified_event.hpp"
#include "models/concurrency_model.hpp"
#include "program_builder.hpp"

using racer::models::CallClass;
using racer::models::ConcurrencyModel;
using racer::test::require_error;

TEST_CASE("models: every section of the schema is read") {
  ConcurrencyModel m;
  m.load_text(racer::test::kPthreadModel, "pthread");
  m.load_text(R"(
Locks:
  init: [{function: mtx_init, lock-position: 0}]
  destroy: [{function: mtx_destroy, lock-position: 0}]
Conditions:
  wait: [{function: cnd_wait, condition-position: 0, lock-position: 1}]
)", "extra");
  CHECK(m.classify("pthread_mutex_lock").cls == CallClass::Lock);
  CHECK(m.classify("pthread_mutex_lock").blocking);
  CHECK_FALSE(m.classify("pthread_mutex_trylock").blocking);
  CHECK(m.classify("pthread_rwlock_rdlock").read);
  CHECK_FALSE(m.classify("pthread_rwlock_wrlock").read);
  CHECK(m.classify("pthread_mutex_unlock").cls == CallClass::Unlock);
  const auto create = m.classify("pthread_create");
  CHECK(create.cls == CallClass::ThreadCreate);
  CHECK(create.thread_id_pos == 0);
  CHECK(create.entry_pos == 2);
  CHECK(create.arg_pos == 3);
  CHECK(m.classify("pthread_join").cls == CallClass::ThreadJoin);
  CHECK(m.classify("__VERIFIER_atomic_begin").cls == CallClass::AtomicBegin);
  CHECK(m.classify("__VERIFIER_atomic_end").cls == CallClass::AtomicEnd);
  CHECK(m.classify("mtx_init").cls == CallClass::LockInit);
  CHECK(m.classify("mtx_destroy").cls == CallClass::LockDestroy);
  const auto wait = m.classify("cnd_wait");
  CHECK(wait.cls == CallClass::CondWait);
  CHECK(wait.lock_pos == 1);
  CHECK(m.classify("printf").cls == CallClass::Plain);
  CHECK(m.sources().size() == 2);
}

TEST_CASE("models: atomic function regexes match name prefixes") {
  ConcurrencyModel m;
  m.load_text("Atomic:\n  functions: [\"__VERIFIER_atomic_\", \"__sync_.*add\"]\n", "t");
  CHECK(m.is_atomic_function("__VERIFIER_atomic_inc"));
  CHECK(m.is_atomic_function("__sync_fetch_and_add"));
  CHECK_FALSE(m.is_atomic_function("my__VERIFIER_atomic_inc"));
  CHECK_FALSE(m.is_atomic_function("__sync_lock_test_and_set"));
  // Matching takes polynomial time: no backtracking on a name built to
  // make (a|a)* explode.
  m.load_text("Atomic:\n  functions: [\"(a|a)*b\"]\n", "t");
  CHECK_FALSE(m.is_atomic_function(std::string(64, 'a')));
  CHECK(m.is_atomic_function("aab"));
}

TEST_CASE("models: a later file overrides an earlier entry of the same function") {
  ConcurrencyModel m;
  m.load_text("Locks:\n  unlock: [{function: sem_post, lock-position: 0}]\n", "a");
  CHECK(m.classify("sem_post").cls == CallClass::Unlock);
  m.load_text("Locks:\n  init: [{function: sem_post, lock-position: 1}]\n", "b");
  CHECK(m.classify("sem_post").cls == CallClass::LockInit);
  CHECK(m.classify("sem_post").lock_pos == 1);
}

TEST_CASE("models: broken files are refused with file, line and column") {
  ConcurrencyModel m;
  require_error([&] { m.load_text("Locks:\n  lock: [\n", "bad.yaml"); }, RACER_E_PARSE, "bad.yaml:");
  require_error([&] { m.load_text("Locks:\n  lock:\n    - {function: f, lock-position: 0}\n", "m.yaml"); },
                RACER_E_PARSE, "m.yaml:3:7: missing key 'blocking'");
  require_error([&] { m.load_text("Lockz: {}\n", "k.yaml"); }, RACER_E_PARSE,
                "k.yaml:1:1: unknown key 'Lockz'");
  require_error([&] { m.load_text("Threads:\n  join: [{function: j, thread-id-position: -1}]\n", "p.yaml"); },
                RACER_E_PARSE, "'thread-id-position' must be an argument position");
  require_error([&] { m.load_text("Locks:\n  unlock: [{function: u, lock-position: 0, extra: 1}]\n", "x.yaml"); },
                RACER_E_PARSE, "unknown key 'extra'");
  require_error([&] { m.load_text("Atomic:\n  functions: [\"(\"]\n", "r.yaml"); }, RACER_E_PARSE,
                "bad regular expression");
  // Patterns that would overflow the regex compiler's stack or backtrack
  // for ever are refused, not run.
  require_error([&] { m.load_text("Atomic:\n  functions: [\"" + std::string(300, '(') + "\"]\n", "d.yaml"); },
                RACER_E_PARSE, "regular expression of 300 characters in 'Atomic: functions' (at most 256)");
  require_error([&] { m.load_text("Atomic:\n  functions: [\"(a)\\\\1\"]\n", "b.yaml"); }, RACER_E_PARSE,
                "bad regular expression '(a)\\1': back-references are not supported");
  // libstdc++ reads these numbers without an overflow check.
  require_error([&] { m.load_text("Atomic:\n  functions: [\"x\\\\88888888888\"]\n", "o.yaml"); },
                RACER_E_PARSE, "back-references are not supported");
  require_error([&] { m.load_text("Atomic:\n  functions: [\"a{1,88888888888}\"]\n", "o.yaml"); },
                RACER_E_PARSE, "a repetition count above 999");
  ConcurrencyModel ok;
  ok.load_text("Atomic:\n  functions: [\"f{2}_\\\\{9999}\", \"g[0-9]{1,999}\"]\n", "ok.yaml");
  CHECK(ok.is_atomic_function("ff_{9999}"));
  CHECK(ok.is_atomic_function("g12"));
  require_error([&] { m.load_file("/nonexistent/model.yaml"); }, RACER_E_IO, "/nonexistent/model.yaml");
  // Nothing of a failed load stays.
  CHECK(m.empty());
}

TEST_CASE("models: the shipped model files load") {
  for (const char* name : {"pthread.yaml", "svcomp.yaml", "gcc.yaml", "c11threads.yaml"}) {
    ConcurrencyModel m;
    INFO(name);
    m.load_file(std::string(RACER_MODELS_DIR) + "/" + name);
    CHECK_FALSE(m.empty());
  }
}

TEST_CASE("models: classify_events fills argument expressions and trylock status") {
  racer::test::Program p;
  const auto main = p.fn("main");
  const auto worker = p.thread_fn("worker");
  const auto m = p.global("m");
  const auto t = p.global("t");
  const auto r = p.local("r", main);
  const auto status = p.lval(0, r);
  const auto s_try = p.lib_call(main, "pthread_mutex_trylock", {p.addr(0, m)}, status);
  const auto s_create = p.create(main, t, worker);
  p.lib_call(main, "pthread_mutex_lock", {});  // missing argument
  p.ret(main);
  p.ret(worker);
  p.facts = p.m.entry(main);
  const auto index = racer::facts::build_indexes(p.facts);
  ConcurrencyModel model;
  model.load_text(racer::test::kPthreadModel, "t");
  const auto events = racer::models::classify_events(p.facts, index, model);
  const auto ev = [&](std::int32_t s) { return events[index.events_of[racer::StmtId(s)][0].index()]; };
  CHECK(ev(s_try).cls == CallClass::Lock);
  CHECK_FALSE(ev(s_try).blocking);
  CHECK(ev(s_try).status.value == status);
  CHECK(p.facts.expressions.base[ev(s_try).lock.index()] == m);
  CHECK(ev(s_create).cls == CallClass::ThreadCreate);
  CHECK(p.facts.expressions.function[ev(s_create).entry.index()] == worker);
  CHECK(p.facts.expressions.base[ev(s_create).thread_id.index()] == t);
  CHECK_FALSE(ev(s_create + 1).lock.valid());
}

TEST_CASE("models: Library returns also names the instances Frama-C makes of a variadic function") {
  ConcurrencyModel m;
  m.load_text(R"(
Library:
  returns:
    - "(printf|sprintf)$"
)", "libc");
  CHECK(m.returns_promptly("sprintf"));
  // Frama-C's Variadic plug-in calls `sprintf_va_3` in sprintf's stead.
  CHECK(m.returns_promptly("sprintf_va_3"));
  CHECK(m.returns_promptly("printf_va_12"));
  CHECK_FALSE(m.returns_promptly("sprintf_va_"));
  CHECK_FALSE(m.returns_promptly("sprintf_va_x1"));
  CHECK_FALSE(m.returns_promptly("vsprintf_va_1"));
  CHECK_FALSE(m.returns_promptly("my_sprintf_va_1"));
}
