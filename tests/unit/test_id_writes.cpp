// Thread-id objects something else may change (threads/id_writes.hpp): the
// id_changed flag racer_freeze derives from the IR, each rule with the twin
// where its premise fails.
#include <cstdint>
#include <vector>

#include "model_builder.hpp"
#include "threads/id_writes.hpp"

using racer::ExprId;
using racer::models::CallClass;
using racer::models::ClassifiedEvent;
using racer::test::ModelBuilder;

namespace {

constexpr std::int32_t kPtr = RACER_TYPE_POINTER;

// main: pthread_create(&t, ...) at statement 0, pthread_join(t, ...) at 1,
// and statements 2, 3 free for the twins; `t` is a global.
struct Ids {
  ModelBuilder m;
  std::int32_t main_fn, create_fn, join_fn, t;
  std::int32_t create_id, join_id;  // expressions
  std::vector<ClassifiedEvent> events;

  explicit Ids(std::int32_t t_flags = 0) {
    main_fn = m.function("main");
    create_fn = m.function("pthread_create", 0);
    join_fn = m.function("pthread_join", 0);
    for (int i = 0; i < 4; ++i) m.stmt(main_fn);
    t = m.global("t", t_flags);
    create_id = call(0, create_fn, RACER_EXPR_ADDR_OF, m.node(RACER_NODE_ADDR, m.var(t), -1, 0, kPtr, 64),
                     CallClass::ThreadCreate);
    join_id = call(1, join_fn, RACER_EXPR_LVALUE, m.read(m.var(t)), CallClass::ThreadJoin);
  }
  // A call at `stmt` of `fn` with one argument (expression of `shape` on t,
  // IR node `arg`), classified `cls`; returns the argument's expression.
  std::int32_t call(std::int32_t stmt, std::int32_t fn, std::int32_t shape, std::int32_t arg,
                    CallClass cls = CallClass::Plain, std::int32_t host = -2) {
    const std::int32_t ev = m.call(stmt, fn);
    const std::int32_t e = m.expr(stmt, shape, host == -2 ? t : host);
    m.f.arguments.event.push_back(ev);
    m.f.arguments.position.push_back(0);
    m.f.arguments.expr.push_back(e);
    const std::int32_t i = m.instr(stmt, RACER_INSTR_CALL, -1, function_node(fn));
    m.instr_arg(i, 0, arg);
    ClassifiedEvent c;
    c.cls = cls;
    if (cls == CallClass::ThreadCreate || cls == CallClass::ThreadJoin) c.thread_id = ExprId(e);
    if (cls == CallClass::Once) c.object = ExprId(e);
    events.push_back(c);
    return e;
  }
  std::int32_t function_node(std::int32_t fn) {
    const std::int32_t n = m.node(RACER_NODE_FUNC, -1, -1, 0, RACER_TYPE_FUNCTION, -1);
    m.f.nodes.function[static_cast<std::size_t>(n)] = fn;
    return n;
  }
  std::vector<std::int32_t> changed() {
    std::vector<std::int32_t> out;
    for (ExprId e : racer::threads::changed_id_expressions(m.f, events)) out.push_back(e.value);
    return out;
  }
};

using List = std::vector<std::int32_t>;

}  // namespace

TEST_CASE("id writes: an id only the create writes is unchanged", "[threads][ids]") {
  Ids p;
  CHECK(p.changed().empty());
}

TEST_CASE("id writes: twins where something else may write the id", "[threads][ids]") {
  SECTION("an assignment") {
    Ids p;
    p.m.instr(2, RACER_INSTR_ASSIGN, p.m.var(p.t), p.m.constant("0"));
    CHECK(p.changed() == List{p.create_id, p.join_id});
  }
  SECTION("its address handed to a function (memset)") {
    Ids p;
    const std::int32_t memset_fn = p.m.function("memset", 0);
    p.call(2, memset_fn, RACER_EXPR_ADDR_OF, p.m.node(RACER_NODE_ADDR, p.m.var(p.t), -1, 0, kPtr, 64));
    CHECK(p.changed() == List{p.create_id, p.join_id});
  }
  SECTION("code the IR does not show (outside_ir: an asm operand, a second name)") {
    Ids p(RACER_BASE_ADDRESS_TAKEN | RACER_BASE_OUTSIDE_IR);
    CHECK(p.changed() == List{p.create_id, p.join_id});
  }
  SECTION("a join through a pointer names no object") {
    Ids p;
    const std::int32_t q = p.m.global("q");
    const std::int32_t through =
        p.call(2, p.join_fn, RACER_EXPR_LVALUE, p.m.read(p.m.node(RACER_NODE_DEREF, p.m.read(p.m.var(q, kPtr)))),
               CallClass::ThreadJoin, q);
    p.m.f.expressions.flags[static_cast<std::size_t>(through)] |= RACER_EXPR_THROUGH_POINTER;
    CHECK(p.changed() == List{through});
  }
  SECTION("a join loop the front end paired (joins_all) is left alone") {
    Ids p;
    p.m.f.expressions.flags[static_cast<std::size_t>(p.join_id)] |= RACER_EXPR_JOINS_ALL;
    p.m.instr(2, RACER_INSTR_ASSIGN, p.m.var(p.t), p.m.constant("0"));
    CHECK(p.changed() == List{p.create_id});
  }
  SECTION("a global's initialiser runs before any create") {
    Ids p;
    p.m.instr(-1, RACER_INSTR_ASSIGN, p.m.var(p.t), p.m.constant("0"));
    CHECK(p.changed().empty());
  }
}

TEST_CASE("id writes: an address handed to a parameter used only as a create's id", "[threads][ids]") {
  // spawn(pthread_t *slot) { pthread_create(slot, ...); }   main: spawn(&t)
  for (const bool slot_read_elsewhere : {false, true}) {
    Ids p;
    const std::int32_t spawn = p.m.function("spawn");
    const std::int32_t body = p.m.stmt(spawn);
    const std::int32_t slot = p.m.global("slot");
    p.m.f.bases.kind[static_cast<std::size_t>(slot)] = RACER_BASE_FORMAL;
    p.m.f.bases.function[static_cast<std::size_t>(slot)] = spawn;
    p.m.f.bases.formal_index[static_cast<std::size_t>(slot)] = 0;
    p.call(body, p.create_fn, RACER_EXPR_LVALUE, p.m.read(p.m.var(slot, kPtr)), CallClass::ThreadCreate, slot);
    p.call(2, spawn, RACER_EXPR_ADDR_OF, p.m.node(RACER_NODE_ADDR, p.m.var(p.t), -1, 0, kPtr, 64));
    if (slot_read_elsewhere) p.m.instr(body, RACER_INSTR_ASSIGN, p.m.var(p.m.global("copy"), kPtr), p.m.read(p.m.var(slot, kPtr)));
    INFO("slot read elsewhere: " << slot_read_elsewhere);
    if (slot_read_elsewhere)
      CHECK(p.changed() == List{p.create_id, p.join_id});
    else
      CHECK(p.changed().empty());
  }
}

TEST_CASE("id writes: once controls, and no IR at all", "[threads][ids]") {
  SECTION("a once control reset by an assignment") {
    Ids p;
    const std::int32_t once_fn = p.m.function("pthread_once", 0);
    const std::int32_t c = p.m.global("c");
    const std::int32_t control =
        p.call(2, once_fn, RACER_EXPR_ADDR_OF, p.m.node(RACER_NODE_ADDR, p.m.var(c), -1, 0, kPtr, 64), CallClass::Once, c);
    CHECK(p.changed().empty());
    p.m.instr(3, RACER_INSTR_ASSIGN, p.m.var(c), p.m.constant("0"));
    CHECK(p.changed() == List{control});
  }
  SECTION("without an IR nothing is derived") {
    ModelBuilder m;
    std::vector<ClassifiedEvent> none;
    CHECK(racer::threads::changed_id_expressions(m.f, none).empty());
  }
}
