// Helpers shared by the unit tests: small models built in C++, the path of
// the hand-made dumps in data/, and a check that an action fails with a
// given racer::Error status and message.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include <catch2/catch.hpp>

#include "common/error.hpp"
#include "facts/fact_store.hpp"
#include "facts/model_json.hpp"
#include "racer/racer.h"

namespace racer::test {

inline std::string data_path(std::string_view name) {
  return std::string(RACER_TEST_DATA_DIR) + "/" + std::string(name);
}

// data/two_threads.json: main (0) creates worker (1, address-taken) through
// pthread_create (2) and calls `hook` indirectly; worker locks m with
// pthread_mutex_lock (3) / unlock (4); helper (5) is never called.
inline facts::FactStore two_threads() {
  return facts::read_model_json(data_path("two_threads.json"));
}

// Builds a model row by row; every function with a body gets its first
// statement as entry_stmt.
class ModelBuilder {
 public:
  facts::FactStore f;

  std::int32_t function(std::string_view name, std::int32_t flags = RACER_FUNC_HAS_BODY) {
    push(f.functions.name, f.strings.add(name).value);
    push(f.functions.flags, flags);
    return push(f.functions.entry_stmt, -1);
  }
  std::int32_t stmt(std::int32_t fn, std::int32_t kind = RACER_STMT_INSTR) {
    const std::int32_t s = push(f.statements.function, fn);
    push(f.statements.file, -1);
    push(f.statements.line, 0);
    push(f.statements.kind, kind);
    push(f.statements.column, 0);
    if (f.functions.entry_stmt[fn] == -1) f.functions.entry_stmt[fn] = s;
    return s;
  }
  std::int32_t expr(std::int32_t stmt, std::int32_t shape, std::int32_t base = -1,
                    std::int32_t function = -1) {
    const std::int32_t e = push(f.expressions.stmt, stmt);
    push(f.expressions.text, -1);
    push(f.expressions.shape, shape);
    push(f.expressions.base, base);
    push(f.expressions.function, function);
    push(f.expressions.flags, 0);
    return e;
  }
  std::int32_t global(std::string_view name, std::int32_t flags = 0) {
    const std::int32_t b = push(f.bases.name, f.strings.add(name).value);
    push(f.bases.kind, RACER_BASE_GLOBAL);
    push(f.bases.function, -1);
    push(f.bases.flags, flags);
    push(f.bases.size_bits, 32);
    push(f.bases.type, -1);
    push(f.bases.formal_index, -1);
    push(f.bases.alloc_stmt, -1);
    return b;
  }
  std::int32_t call(std::int32_t stmt, std::int32_t callee) { return event(stmt, callee, -1); }
  std::int32_t icall(std::int32_t stmt, std::int32_t callee_expr) {
    return event(stmt, -1, callee_expr);
  }
  void successor(std::int32_t from, std::int32_t to) {
    push(f.successors.from, from);
    push(f.successors.to, to);
  }
  // Program IR rows (racer.h, "program IR"). Types are 32-bit ints unless
  // said otherwise.
  std::int32_t node(std::int32_t op, std::int32_t a = -1, std::int32_t b = -1, std::int32_t sub = 0,
                    std::int32_t type_flags = RACER_TYPE_INTEGER | RACER_TYPE_SIGNED,
                    std::int32_t width = 32) {
    const std::int32_t n = push(f.nodes.op, op);
    push(f.nodes.sub, sub);
    push(f.nodes.a, a);
    push(f.nodes.b, b);
    push(f.nodes.base, -1);
    push(f.nodes.function, -1);
    push(f.nodes.literal, -1);
    push(f.nodes.offset, -1);
    push(f.nodes.type, -1);
    push(f.nodes.width, width);
    push(f.nodes.type_flags, type_flags);
    push(f.nodes.comp, -1);
    return n;
  }
  std::int32_t var(std::int32_t base, std::int32_t type_flags = RACER_TYPE_INTEGER | RACER_TYPE_SIGNED) {
    const std::int32_t n = node(RACER_NODE_VAR, -1, -1, 0, type_flags);
    f.nodes.base[static_cast<std::size_t>(n)] = base;
    return n;
  }
  std::int32_t constant(std::string_view literal, std::int32_t type_flags = RACER_TYPE_INTEGER | RACER_TYPE_SIGNED,
                        std::int32_t width = 32) {
    const std::int32_t n = node(RACER_NODE_CONST, -1, -1, 0, type_flags, width);
    f.nodes.literal[static_cast<std::size_t>(n)] = f.strings.add(literal).value;
    return n;
  }
  std::int32_t read(std::int32_t lvalue) { return node(RACER_NODE_READ, lvalue); }
  std::int32_t instr(std::int32_t stmt, std::int32_t kind, std::int32_t lhs, std::int32_t rhs,
                     std::int32_t true_succ = -1, std::int32_t false_succ = -1) {
    const std::int32_t i = push(f.instrs.stmt, stmt);
    push(f.instrs.kind, kind);
    push(f.instrs.lhs, lhs);
    push(f.instrs.rhs, rhs);
    push(f.instrs.true_succ, true_succ);
    push(f.instrs.false_succ, false_succ);
    return i;
  }
  void instr_arg(std::int32_t instr, std::int32_t position, std::int32_t node) {
    push(f.instr_args.instr, instr);
    push(f.instr_args.position, position);
    push(f.instr_args.node, node);
  }
  facts::FactStore entry(std::int32_t fn) {
    f.entry = FunctionId(fn);
    return f;
  }

 private:
  static std::int32_t push(facts::Column& c, std::int32_t v) {
    c.push_back(v);
    return static_cast<std::int32_t>(c.size() - 1);
  }
  std::int32_t event(std::int32_t stmt, std::int32_t callee, std::int32_t callee_expr) {
    const std::int32_t e = push(f.events.stmt, stmt);
    push(f.events.kind, RACER_EVENT_CALL);
    push(f.events.callee, callee);
    push(f.events.callee_expr, callee_expr);
    push(f.events.result, -1);
    return e;
  }
};

// Runs action(), which must throw racer::Error with `status` and a message
// containing `needle`.
template <class Action>
void require_error(Action&& action, racer_status status, std::string_view needle) {
  try {
    action();
    FAIL("no racer::Error thrown; expected one containing: " << needle);
  } catch (const Error& e) {
    INFO("message: " << e.what());
    CHECK(e.status() == status);
    CHECK(std::string_view(e.what()).find(needle) != std::string_view::npos);
  }
}

}  // namespace racer::test
