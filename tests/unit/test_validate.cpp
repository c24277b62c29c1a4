// racer_freeze's checks (facts::validate): one failing model per rule, each
// a one-cell change of data/two_threads.json, checking the status and that
// the message names the table, row and column.
#include <functional>
#include <string>
#include <vector>

#include "facts/validate.hpp"
#include "model_builder.hpp"

using racer::facts::FactStore;
using racer::facts::Flows;

namespace {

struct Case {
  std::string rule;
  std::function<void(FactStore&)> mutate;
  racer_status status;
  std::string message;  // the whole message, or a distinctive part of it
};

// One well-formed flow (base 1's address stored into base 0).
Flows& add_flow(FactStore& f) {
  Flows& t = f.flows;
  t.stmt.push_back(0);
  t.dst_base.push_back(0);
  t.dst_return.push_back(-1);
  t.dst_expr.push_back(-1);
  t.dst_deref.push_back(0);
  t.src_base.push_back(1);
  t.src_function.push_back(-1);
  t.src_return.push_back(-1);
  t.src_deref.push_back(-1);
  t.shift.push_back(0);
  return t;
}

const std::vector<Case>& cases() {
  static const std::vector<Case> all = {
      // Pass 1: every cell against its column.
      {"id out of range", [](FactStore& f) { f.statements.function[0] = 99; }, RACER_E_ID,
       "statements[0].function: 99 out of range (6 functions)"},
      {"optional id below -1", [](FactStore& f) { f.functions.entry_stmt[2] = -2; }, RACER_E_ID,
       "functions[2].entry_stmt: -2 out of range (10 statements)"},
      {"required id is -1", [](FactStore& f) { f.arguments.expr[0] = -1; }, RACER_E_ID,
       "arguments[0].expr: -1 out of range (9 expressions)"},
      {"string id out of range", [](FactStore& f) { f.functions.name[0] = 1000; }, RACER_E_ID,
       "functions[0].name: 1000 out of range (22 strings)"},
      {"required string is -1", [](FactStore& f) { f.bases.name[1] = -1; }, RACER_E_ID,
       "bases[1].name: -1 out of range (22 strings)"},
      {"context id out of range", [](FactStore& f) { f.accesses.context[3] = 3; }, RACER_E_ID,
       "accesses[3].context: 3 out of range (3 contexts)"},
      {"unknown kind", [](FactStore& f) { f.statements.kind[3] = 10; }, RACER_E_ARG,
       "statements[3].kind: unknown statement kind 10"},
      {"negative kind", [](FactStore& f) { f.events.kind[0] = -1; }, RACER_E_ARG,
       "events[0].kind: unknown event kind -1"},
      {"unknown flag bits", [](FactStore& f) { f.functions.flags[0] |= 1 << 5; }, RACER_E_ARG,
       "functions[0].flags: unknown function flag bits 0x20"},
      {"negative line", [](FactStore& f) { f.statements.line[1] = -1; }, RACER_E_ARG,
       "statements[1].line: -1 out of range (must be >= 0)"},
      {"zero size", [](FactStore& f) { f.bases.size_bits[0] = 0; }, RACER_E_ARG,
       "bases[0].size_bits: 0 out of range (must be -1 or > 0)"},
      {"offset below -1", [](FactStore& f) { f.accesses.offset_lo[1] = -5; }, RACER_E_ARG,
       "accesses[1].offset_lo: -5 out of range (must be -1 or >= 0)"},
      {"negative position", [](FactStore& f) { f.arguments.position[0] = -1; }, RACER_E_ARG,
       "arguments[0].position: -1 out of range (must be >= 0)"},
      // Pass 2: functions.
      {"has_body without entry_stmt", [](FactStore& f) { f.functions.entry_stmt[0] = -1; },
       RACER_E_ARG, "functions[0].entry_stmt: -1 but the function has the has_body flag"},
      {"entry_stmt without has_body", [](FactStore& f) { f.functions.entry_stmt[2] = 0; },
       RACER_E_ARG, "functions[2].entry_stmt: 0 but the function has no has_body flag"},
      {"entry_stmt in another function", [](FactStore& f) { f.functions.entry_stmt[1] = 0; },
       RACER_E_ID,
       "functions[1].entry_stmt: statement 0 belongs to function 0 (main), not to function 1 "
       "(worker)"},
      // successors.
      {"successor across functions", [](FactStore& f) { f.successors.to[0] = 4; }, RACER_E_ID,
       "successors[0]: from statement 0 (function main) and to statement 4 (function worker) "
       "are in different functions"},
      // bases.
      {"local without function", [](FactStore& f) { f.bases.function[3] = -1; }, RACER_E_ARG,
       "bases[3].function: -1 but a local base needs its function"},
      {"global with function", [](FactStore& f) { f.bases.function[0] = 0; }, RACER_E_ARG,
       "bases[0].function: 0 but a global base has none (-1)"},
      {"formal without position", [](FactStore& f) { f.bases.formal_index[2] = -1; },
       RACER_E_ARG, "bases[2].formal_index: -1 but a formal needs its position"},
      {"position of a non-formal", [](FactStore& f) { f.bases.formal_index[0] = 0; },
       RACER_E_ARG, "bases[0].formal_index: 0 but only formals have a position"},
      {"alloc_stmt of a non-heap base", [](FactStore& f) { f.bases.alloc_stmt[0] = 0; },
       RACER_E_ARG, "bases[0].alloc_stmt: 0 but only heap bases have an allocation statement"},
      {"heap site allocated in another function",
       [](FactStore& f) {
         f.bases.kind[3] = RACER_BASE_HEAP;  // t, owned by main
         f.bases.alloc_stmt[3] = 4;          // a statement of worker
       },
       RACER_E_ID,
       "bases[3].alloc_stmt: statement 4 is in function 1 (worker), not in the allocating "
       "function 0 (main)"},
      // expressions.
      {"function expression without function",
       [](FactStore& f) { f.expressions.function[2] = -1; }, RACER_E_ARG,
       "expressions[2].function: -1 but a function expression needs its function"},
      {"function of a non-function expression",
       [](FactStore& f) { f.expressions.function[1] = 1; }, RACER_E_ARG,
       "expressions[1].function: 1 but only function expressions have one"},
      {"base of a constant", [](FactStore& f) { f.expressions.base[1] = 0; }, RACER_E_ARG,
       "expressions[1].base: 0 but only addr_of and lvalue expressions have one"},
      // events.
      {"call with callee and callee_expr", [](FactStore& f) { f.events.callee_expr[0] = 4; },
       RACER_E_ARG, "events[0]: a call needs exactly one of callee and callee_expr (callee 2, "
                    "callee_expr 4)"},
      {"call with neither", [](FactStore& f) { f.events.callee[0] = -1; }, RACER_E_ARG,
       "events[0]: a call needs exactly one of callee and callee_expr"},
      {"return with a callee", [](FactStore& f) { f.events.callee[2] = 1; }, RACER_E_ARG,
       "events[2].callee: 1 but a return event has none (-1)"},
      {"return with a result", [](FactStore& f) { f.events.result[2] = 0; }, RACER_E_ARG,
       "events[2].result: 0 but a return event has none (-1)"},
      {"callback with a result",
       [](FactStore& f) {
         f.events.kind[1] = RACER_EVENT_CALLBACK;
         f.events.result[1] = 0;
       },
       RACER_E_ARG, "events[1].result: 0 but a callback event has none (-1)"},
      {"callback with neither",
       [](FactStore& f) {
         f.events.kind[1] = RACER_EVENT_CALLBACK;
         f.events.callee_expr[1] = -1;
       },
       RACER_E_ARG, "events[1]: a callback needs exactly one of callee and callee_expr"},
      // arguments.
      {"argument of a return event", [](FactStore& f) { f.arguments.event[0] = 2; }, RACER_E_ID,
       "arguments[0].event: event 2 is not a call event"},
      {"argument positions with a gap", [](FactStore& f) { f.arguments.position[1] = 2; },
       RACER_E_ARG, "arguments[1].position: 2 but the next argument of event 0 is at position 1"},
      // offsets of accesses and points_to.
      {"one offset unknown", [](FactStore& f) { f.accesses.offset_lo[1] = -1; }, RACER_E_ARG,
       "accesses[1]: offset_lo -1 and offset_hi 31: both must be -1 (unknown) or both known"},
      {"offset_lo above offset_hi", [](FactStore& f) { f.accesses.offset_lo[1] = 40; },
       RACER_E_ARG, "accesses[1].offset_hi: 31 is below offset_lo 40"},
      {"points_to offsets", [](FactStore& f) { f.points_to.offset_hi[0] = -1; }, RACER_E_ARG,
       "points_to[0]: offset_lo 0 and offset_hi -1"},
      // contexts.
      {"context parent not earlier", [](FactStore& f) { f.contexts.parent[2] = 2; }, RACER_E_ID,
       "contexts[2].parent: 2 is not an earlier context"},
      {"child context without a call", [](FactStore& f) { f.contexts.call_stmt[2] = -1; },
       RACER_E_ARG, "contexts[2].call_stmt: -1 but a context with a parent needs its call"},
      // flows and callees (the alias backend).
      {"flow with two destinations", [](FactStore& f) { add_flow(f).dst_expr[0] = 0; }, RACER_E_ARG,
       "flows[0]: give at most one of dst_base, dst_return and dst_expr"},
      {"flow dereferenced 2^31 - 1 times", [](FactStore& f) { add_flow(f).src_deref[0] = 2147483647; },
       RACER_E_ARG, "flows[0].src_deref: 2147483647 dereferences (at most 255)"},
      {"flow store through 256 dereferences", [](FactStore& f) { add_flow(f).dst_deref[0] = 256; },
       RACER_E_ARG, "flows[0].dst_deref: 256 dereferences (at most 255)"},
      {"flow with two sources", [](FactStore& f) { add_flow(f).src_function[0] = 0; }, RACER_E_ARG,
       "flows[0]: give at most one of src_base, src_function and src_return"},
      {"function read by value",
       [](FactStore& f) {
         Flows& t = add_flow(f);
         t.src_base[0] = -1;
         t.src_function[0] = 1;
         t.src_deref[0] = 0;
       },
       RACER_E_ARG, "flows[0].src_deref: 0 but a function is only a source by its address"},
      {"unknown destination dereferenced",
       [](FactStore& f) {
         Flows& t = add_flow(f);
         t.dst_base[0] = -1;
         t.dst_deref[0] = 1;
       },
       RACER_E_ARG, "flows[0].dst_deref: 1 but an unknown destination has none (0)"},
      {"flow base out of range", [](FactStore& f) { add_flow(f).dst_base[0] = 99; }, RACER_E_ID,
       "flows[0].dst_base: 99 out of range"},
      {"flow dereference below -1", [](FactStore& f) { add_flow(f).src_deref[0] = -2; },
       RACER_E_ARG, "flows[0].src_deref: -2 out of range"},
      {"callee out of range",
       [](FactStore& f) {
         f.callees.expr.push_back(0);
         f.callees.function.push_back(99);
         f.callees.context.push_back(-1);
       },
       RACER_E_ID, "callees[0].function: 99 out of range"},
      // entry.
      {"no entry", [](FactStore& f) { f.entry = racer::FunctionId(); }, RACER_E_STATE,
       "no entry function: call racer_set_entry before racer_freeze"},
      {"entry out of range", [](FactStore& f) { f.entry = racer::FunctionId(6); }, RACER_E_ID,
       "entry: 6 out of range (6 functions)"},
      {"entry without body", [](FactStore& f) { f.entry = racer::FunctionId(2); }, RACER_E_ARG,
       "entry: function 2 (pthread_create) has no body"},
  };
  return all;
}

}  // namespace

TEST_CASE("validate: the hand-made model is valid") {
  const FactStore f = racer::test::two_threads();
  CHECK_NOTHROW(racer::facts::validate(f));
}

TEST_CASE("validate: each rule rejects a model that breaks it") {
  for (const Case& c : cases()) {
    DYNAMIC_SECTION(c.rule) {
      FactStore f = racer::test::two_threads();
      c.mutate(f);
      racer::test::require_error([&] { racer::facts::validate(f); }, c.status, c.message);
    }
  }
}

TEST_CASE("validate: the first violation in table order is reported") {
  FactStore f = racer::test::two_threads();
  f.contexts.callee[0] = 50;      // later table
  f.statements.function[9] = 60;  // earlier table
  racer::test::require_error([&] { racer::facts::validate(f); }, RACER_E_ID,
                             "statements[9].function: 60 out of range");
}

TEST_CASE("validate: instance keys name an access row and a string") {
  racer::test::ModelBuilder m;
  const auto f = m.function("main");
  const auto s = m.stmt(f);
  const auto g = m.global("g");
  m.f.accesses.stmt.push_back(s);
  m.f.accesses.kind.push_back(RACER_ACCESS_WRITE);
  m.f.accesses.base.push_back(g);
  m.f.accesses.offset_lo.push_back(-1);
  m.f.accesses.offset_hi.push_back(-1);
  m.f.accesses.size_bits.push_back(-1);
  m.f.accesses.expr.push_back(-1);
  m.f.accesses.flags.push_back(0);
  m.f.accesses.context.push_back(-1);
  const auto key = m.f.strings.add("k").value;
  m.f.access_keys.access.push_back(1);  // only row 0 exists
  m.f.access_keys.key.push_back(key);
  auto facts = m.entry(f);
  racer::test::require_error([&] { racer::facts::validate(facts); }, RACER_E_ID,
                             "access_keys[0].access: 1 out of range");
  facts.access_keys.access[0] = 0;
  facts.access_keys.key[0] = 99;
  racer::test::require_error([&] { racer::facts::validate(facts); }, RACER_E_ID,
                             "access_keys[0].key: 99 out of range");
  facts.access_keys.key[0] = key;
  CHECK_NOTHROW(racer::facts::validate(facts));
}
