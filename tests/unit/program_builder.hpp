// Program: a small DSL over ModelBuilder for engine tests.
//
// Builds straight-line code per function (each statement follows the
// previous one of its function unless a test links them otherwise), with
// the pthread calls the shipped models classify, and runs the whole engine
// pipeline on it with those models, so each engine is tested on facts
// shaped exactly like the plug-in's.
#pragma once

#include <chrono>
#include <thread>

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/analysis_run.hpp"
#include "facts/indexes.hpp"
#include "facts/validate.hpp"
#include "model_builder.hpp"
#include "models/concurrency_model.hpp"

namespace racer::test {

inline constexpr const char* kPthreadModel = R"(
Locks:
  lock:
    - {function: pthread_mutex_lock, lock-position: 0, blocking: true, read-lock: false, reentrant: false}
    - {function: pthread_mutex_trylock, lock-position: 0, blocking: false, read-lock: false, reentrant: false}
    - {function: pthread_rwlock_rdlock, lock-position: 0, blocking: true, read-lock: true, reentrant: false}
    - {function: pthread_rwlock_wrlock, lock-position: 0, blocking: true, read-lock: false, reentrant: false}
  unlock:
    - {function: pthread_mutex_unlock, lock-position: 0}
    - {function: pthread_rwlock_unlock, lock-position: 0}
  init:
    - {function: pthread_mutex_init, lock-position: 0, attribute-position: 1}
  attributes:
    - {function: pthread_mutexattr_settype, attribute-position: 0, kind-position: 1,
       recursive-kinds: [PTHREAD_MUTEX_RECURSIVE]}
Once:
  call: [{function: pthread_once, control-position: 0, routine-position: 1}]
Barriers:
  init: [{function: pthread_barrier_init, barrier-position: 0, count-position: 2}]
  wait: [{function: pthread_barrier_wait, barrier-position: 0}]
Conditions:
  wait: [{function: pthread_cond_wait, condition-position: 0, lock-position: 1}]
  signal: [{function: pthread_cond_signal, condition-position: 0}]
Threads:
  create:
    - {function: pthread_create, thread-id-position: 0, entry-point-position: 2, argument-position: 3}
  join:
    - {function: pthread_join, thread-id-position: 0}
Atomic:
  sequence-start: [__VERIFIER_atomic_begin]
  sequence-end: [__VERIFIER_atomic_end]
  functions: ["__VERIFIER_atomic_"]
)";

class Program {
 public:
  ModelBuilder m;

  std::int32_t fn(const std::string& name, std::int32_t flags = RACER_FUNC_HAS_BODY) {
    const std::int32_t f = m.function(name, flags);
    fns_[name] = f;
    return f;
  }
  std::int32_t thread_fn(const std::string& name) {
    return fn(name, RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN | RACER_FUNC_THREAD_SIGNATURE);
  }
  std::int32_t global(const std::string& name, std::int32_t flags = 0) {
    return m.global(name, flags);
  }
  std::int32_t local(const std::string& name, std::int32_t fn_id, std::int32_t kind = RACER_BASE_LOCAL,
                     std::int32_t flags = 0, std::int32_t formal_index = -1) {
    const std::int32_t b = m.global(name, flags);
    m.f.bases.kind[b] = kind;
    m.f.bases.function[b] = fn_id;
    m.f.bases.formal_index[b] = formal_index;
    return b;
  }

  // A statement of `f` following the previous one of `f`.
  std::int32_t stmt(std::int32_t f, std::int32_t kind = RACER_STMT_INSTR) {
    const std::int32_t s = m.stmt(f, kind);
    m.f.statements.line[s] = s + 1;  // distinct lines for reports
    if (auto it = last_.find(f); it != last_.end() && link_) m.successor(it->second, s);
    last_[f] = s;
    link_ = true;
    return s;
  }
  // The next statement of `f` will not follow the current last one.
  void cut() { link_ = false; }
  void edge(std::int32_t from, std::int32_t to) { m.successor(from, to); }
  // What the front end knows of loop statement `loop` (RACER_LOOP_* flags).
  void loop_facts(std::int32_t loop, std::int32_t flags) {
    m.f.loops.stmt.push_back(loop);
    m.f.loops.flags.push_back(flags);
  }
  // A loop that surely runs its body twice or more (a counter loop with
  // constant bounds, as `for (i = 0; i < 4; i++)`).
  std::int32_t repeated_loop(std::int32_t f) {
    const auto head = stmt(f, RACER_STMT_LOOP);
    loop_facts(head, RACER_LOOP_ENTERED | RACER_LOOP_REPEATED);
    return head;
  }

  std::int32_t write(std::int32_t f, std::int32_t base, std::int32_t lo = -1, std::int32_t hi = -1) {
    return access(stmt(f), RACER_ACCESS_WRITE, base, lo, hi);
  }
  std::int32_t read(std::int32_t f, std::int32_t base) {
    return access(stmt(f), RACER_ACCESS_READ, base, -1, -1);
  }
  std::int32_t access(std::int32_t s, std::int32_t kind, std::int32_t base, std::int32_t lo,
                      std::int32_t hi, std::int32_t flags = 0) {
    m.f.accesses.stmt.push_back(s);
    m.f.accesses.kind.push_back(kind);
    m.f.accesses.base.push_back(base);
    m.f.accesses.offset_lo.push_back(lo);
    m.f.accesses.offset_hi.push_back(hi);
    m.f.accesses.size_bits.push_back(32);
    m.f.accesses.expr.push_back(-1);
    m.f.accesses.flags.push_back(flags);
    m.f.accesses.context.push_back(-1);
    return s;
  }

  // Calls of a library function with argument expressions.
  std::int32_t lib_call(std::int32_t f, const std::string& callee, std::initializer_list<std::int32_t> args,
                        std::int32_t result = -1) {
    const std::int32_t s = stmt(f);
    const std::int32_t e = m.call(s, extern_fn(callee));
    m.f.events.result[e] = result;
    std::int32_t pos = 0;
    for (std::int32_t a : args) {
      m.f.arguments.event.push_back(e);
      m.f.arguments.position.push_back(pos++);
      m.f.arguments.expr.push_back(a);
    }
    last_event_ = e;
    return s;
  }
  std::int32_t addr(std::int32_t s_hint, std::int32_t base, std::int32_t flags = 0) {
    const std::int32_t e = m.expr(s_hint, RACER_EXPR_ADDR_OF, base);
    m.f.expressions.flags[e] = flags;
    return e;
  }
  std::int32_t lval(std::int32_t s_hint, std::int32_t base, std::int32_t flags = 0) {
    const std::int32_t e = m.expr(s_hint, RACER_EXPR_LVALUE, base);
    m.f.expressions.flags[e] = flags;
    return e;
  }
  std::int32_t fexpr(std::int32_t s_hint, std::int32_t function) {
    return m.expr(s_hint, RACER_EXPR_FUNCTION, -1, function);
  }
  std::int32_t cst(std::int32_t s_hint) { return m.expr(s_hint, RACER_EXPR_CONSTANT); }
  // A constant printed as `text` (a number, an enum item).
  std::int32_t cst(std::int32_t s_hint, std::string_view text) {
    const std::int32_t e = m.expr(s_hint, RACER_EXPR_CONSTANT);
    m.f.expressions.text[e] = m.f.strings.add(text).value;
    return e;
  }

  // Expressions need a statement; 0 is always fine for these tests.
  std::int32_t lock(std::int32_t f, std::int32_t base) {
    return lib_call(f, "pthread_mutex_lock", {addr(0, base)});
  }
  std::int32_t unlock(std::int32_t f, std::int32_t base) {
    return lib_call(f, "pthread_mutex_unlock", {addr(0, base)});
  }
  std::int32_t create(std::int32_t f, std::int32_t tid, std::int32_t thread, std::int32_t arg = -1) {
    return lib_call(f, "pthread_create",
                    {addr(0, tid), cst(0), fexpr(0, thread), arg >= 0 ? arg : cst(0)});
  }
  std::int32_t join(std::int32_t f, std::int32_t tid) {
    return lib_call(f, "pthread_join", {lval(0, tid), cst(0)});
  }
  std::int32_t call(std::int32_t f, std::int32_t callee, std::initializer_list<std::int32_t> args = {}) {
    const std::int32_t s = stmt(f);
    const std::int32_t e = m.call(s, callee);
    std::int32_t pos = 0;
    for (std::int32_t a : args) {
      m.f.arguments.event.push_back(e);
      m.f.arguments.position.push_back(pos++);
      m.f.arguments.expr.push_back(a);
    }
    return s;
  }
  std::int32_t ret(std::int32_t f) { return stmt(f, RACER_STMT_RETURN); }

  // A call of library function `library` that is given `function` (which
  // it may call back): its CALL event and a CALLBACK event.
  std::int32_t callback(std::int32_t f, const std::string& library, std::int32_t function) {
    const std::int32_t s = lib_call(f, library, {fexpr(0, function)});
    m.f.events.stmt.push_back(s);
    m.f.events.kind.push_back(RACER_EVENT_CALLBACK);
    m.f.events.callee.push_back(function);
    m.f.events.callee_expr.push_back(-1);
    m.f.events.result.push_back(-1);
    return s;
  }

  // Runs every engine with the pthread model; `main` is the entry. With
  // `alias`, the alias backend answers from the flows table; `eva_fallback`
  // is that option's value (the Eva backend's reasons, one a line). With
  // `budget_ms`, the run's time budget, spent before the run starts;
  // `options`: more options, by name.
  std::shared_ptr<engine::Analysis> run(std::int32_t main, std::int32_t depth = 1,
                                        bool alias = false, const std::string& eva_fallback = "",
                                        std::int64_t budget_ms = 0,
                                        const std::vector<std::pair<std::string, std::string>>& more = {}) {
    facts = m.entry(main);
    facts::validate(facts);
    index = facts::build_indexes(facts);
    models::ConcurrencyModel model;
    model.load_text(kPthreadModel, "test");
    engine::Options options;
    options.context_depth = depth;
    options.alias = alias;
    options.time_budget_ms = budget_ms;
    if (!eva_fallback.empty()) options.set("eva_fallback", eva_fallback);
    for (const auto& [key, value] : more) options.set(key, value);
    engine::AnalysisRun run(facts, options, model);
    if (budget_ms > 0) std::this_thread::sleep_for(std::chrono::milliseconds(2 * budget_ms));
    while (!run.step(facts, index, 0)) {
    }
    return run.take();
  }

  facts::FactStore facts;
  facts::Indexes index;

 private:
  std::int32_t extern_fn(const std::string& name) {
    if (auto it = fns_.find(name); it != fns_.end()) return it->second;
    return fns_[name] = m.function(name, 0);
  }
  std::map<std::string, std::int32_t> fns_;
  std::map<std::int32_t, std::int32_t> last_;
  bool link_ = true;
  std::int32_t last_event_ = -1;
};

}  // namespace racer::test
