// ThreadProgram: hand-built models for the thread-graph, context and
// active-thread engines, with their classified events written directly
// (no concurrency-model file), so each engine is tested alone.
//
// Statements of a function follow one another unless cut() or edge() say
// otherwise; create/join/call add one statement with one CALL event.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "active/active_threads.hpp"
#include "facts/indexes.hpp"
#include "facts/validate.hpp"
#include "model_builder.hpp"
#include "models/classified_event.hpp"
#include "threads/contexts.hpp"
#include "threads/thread_graph.hpp"

namespace racer::test {

class ThreadProgram {
 public:
  ModelBuilder m;
  facts::FactStore facts;
  facts::Indexes index;
  std::vector<models::ClassifiedEvent> events;

  std::int32_t fn(const std::string& name, std::int32_t flags = RACER_FUNC_HAS_BODY) {
    return m.function(name, flags);
  }
  // A defined, address-taken function with the thread signature.
  std::int32_t thread_fn(const std::string& name) {
    return fn(name, RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN | RACER_FUNC_THREAD_SIGNATURE);
  }
  std::int32_t global(const std::string& name) { return m.global(name); }

  std::int32_t stmt(std::int32_t f, std::int32_t kind = RACER_STMT_INSTR) {
    const std::int32_t s = m.stmt(f, kind);
    if (auto it = last_.find(f); it != last_.end() && link_) m.successor(it->second, s);
    last_[f] = s;
    link_ = true;
    return s;
  }
  // The next statement will not follow the last one of its function.
  void cut() { link_ = false; }
  void edge(std::int32_t from, std::int32_t to) { m.successor(from, to); }
  std::int32_t ret(std::int32_t f) { return stmt(f, RACER_STMT_RETURN); }

  // pthread_create(&tid, 0, entry, 0) with `entry` naming a function;
  // `flags` are the id expression's RACER_EXPR_* flags.
  std::int32_t create(std::int32_t f, std::int32_t tid, std::int32_t entry, std::int32_t flags = 0) {
    const std::int32_t s = stmt(f);
    const std::int32_t id = m.expr(s, RACER_EXPR_ADDR_OF, tid);
    m.f.expressions.flags[id] = flags;
    return create_with(s, id, m.expr(s, RACER_EXPR_FUNCTION, -1, entry));
  }
  // pthread_create(&tid, 0, fp, 0): the entry is a function pointer.
  std::int32_t create_through(std::int32_t f, std::int32_t tid, std::int32_t fp) {
    const std::int32_t s = stmt(f);
    return create_with(s, m.expr(s, RACER_EXPR_ADDR_OF, tid), m.expr(s, RACER_EXPR_LVALUE, fp));
  }
  // pthread_join(tid, 0); `flags` are the id expression's RACER_EXPR_* flags.
  std::int32_t join(std::int32_t f, std::int32_t tid, std::int32_t flags = 0) {
    const std::int32_t s = stmt(f);
    const std::int32_t id = m.expr(s, RACER_EXPR_LVALUE, tid);
    m.f.expressions.flags[id] = flags;
    models::ClassifiedEvent c;
    c.cls = models::CallClass::ThreadJoin;
    c.thread_id = ExprId(id);
    classify(m.call(s, library("pthread_join")), c);
    return s;
  }
  std::int32_t call(std::int32_t f, std::int32_t callee) {
    const std::int32_t s = stmt(f);
    classify(m.call(s, callee), {});
    return s;
  }
  // A call through a pointer no analysis resolves.
  std::int32_t icall(std::int32_t f, std::int32_t fp) {
    const std::int32_t s = stmt(f);
    classify(m.icall(s, m.expr(s, RACER_EXPR_LVALUE, fp)), {});
    return s;
  }

  // Freezes the model with `main` as entry (validated, indexed).
  void build(std::int32_t main) {
    facts = m.entry(main);
    facts::validate(facts);
    index = facts::build_indexes(facts);
    events.resize(facts.events.stmt.size());
  }
  threads::ThreadGraph graph() const { return threads::build_thread_graph(facts, index, events); }

  // The three engines in pipeline order; `active` points into `contexts`.
  struct Run {
    threads::ThreadGraph graph;
    threads::ContextTable contexts;
    active::ActiveThreads active;
  };
  std::unique_ptr<Run> run(std::int32_t depth = 1) const {
    auto r = std::make_unique<Run>();
    r->graph = graph();
    r->contexts = threads::build_contexts(facts, index, events, r->graph, depth);
    r->active = active::analyse_active_threads(facts, index, events, r->graph, r->contexts);
    return r;
  }

 private:
  std::int32_t create_with(std::int32_t s, std::int32_t id, std::int32_t entry) {
    models::ClassifiedEvent c;
    c.cls = models::CallClass::ThreadCreate;
    c.thread_id = ExprId(id);
    c.entry = ExprId(entry);
    c.arg = ExprId(m.expr(s, RACER_EXPR_CONSTANT));
    classify(m.call(s, library("pthread_create")), c);
    return s;
  }
  void classify(std::int32_t event, const models::ClassifiedEvent& c) {
    if (events.size() <= static_cast<std::size_t>(event)) events.resize(event + 1);
    events[event] = c;
  }
  std::int32_t library(const std::string& name) {
    if (auto it = library_.find(name); it != library_.end()) return it->second;
    return library_[name] = m.function(name, 0);
  }
  std::map<std::string, std::int32_t> library_;
  std::map<std::int32_t, std::int32_t> last_;
  bool link_ = true;
};

}  // namespace racer::test
