// The call graph engine: direct calls, indirect calls (through a function
// designator or any address-taken function), unreachable functions,
// recursion, and step-wise runs that give the same result as one big step.
#include <vector>

#include "engine/call_graph.hpp"
#include "facts/indexes.hpp"
#include "facts/validate.hpp"
#include "model_builder.hpp"

using racer::FunctionId;
using racer::engine::CallEdge;
using racer::engine::CallGraph;
using racer::engine::CallGraphBuilder;
using racer::facts::FactStore;

namespace {

CallGraph build(const FactStore& f, std::uint64_t budget, int* steps = nullptr) {
  racer::facts::validate(f);  // the engine may assume a valid model
  const auto index = racer::facts::build_indexes(f);
  CallGraphBuilder builder(f);
  int n = 1;
  while (!builder.step(f, index, {}, budget)) ++n;
  if (steps) *steps = n;
  return builder.take();
}

std::vector<std::int32_t> ids(const std::vector<FunctionId>& fs) {
  std::vector<std::int32_t> out;
  for (FunctionId f : fs) out.push_back(f.value);
  return out;
}

CallEdge edge(std::int32_t stmt, std::int32_t caller, std::int32_t callee) {
  return {racer::StmtId(stmt), FunctionId(caller), FunctionId(callee)};
}

}  // namespace

TEST_CASE("call graph: direct calls reach their callees, transitively") {
  racer::test::ModelBuilder m;
  const auto main_fn = m.function("main"), f = m.function("f"), g = m.function("g"),
             lib = m.function("lib", 0), unused = m.function("unused");
  const auto s0 = m.stmt(main_fn), s1 = m.stmt(f), s2 = m.stmt(g), s3 = m.stmt(unused);
  m.call(s0, f);
  m.call(s1, g);
  m.call(s2, lib);
  m.call(s3, main_fn);
  const CallGraph cg = build(m.entry(main_fn), 0);
  CHECK(ids(cg.reachable) == std::vector<std::int32_t>{main_fn, f, g, lib});
  CHECK(cg.edges == std::vector<CallEdge>{edge(s0, main_fn, f), edge(s1, f, g), edge(s2, g, lib)});
}

TEST_CASE("call graph: an indirect call may reach every address-taken function") {
  racer::test::ModelBuilder m;
  const auto main_fn = m.function("main");
  const auto a = m.function("a", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
  const auto b = m.function("b", RACER_FUNC_HAS_BODY);
  const auto c = m.function("c", RACER_FUNC_ADDRESS_TAKEN);  // no body: still a target
  const auto s0 = m.stmt(main_fn);
  m.stmt(a);
  m.stmt(b);
  const auto hook = m.global("hook");
  m.icall(s0, m.expr(s0, RACER_EXPR_LVALUE, hook));
  const CallGraph cg = build(m.entry(main_fn), 0);
  CHECK(ids(cg.reachable) == std::vector<std::int32_t>{main_fn, a, c});
  CHECK(cg.edges == std::vector<CallEdge>{edge(s0, main_fn, a), edge(s0, main_fn, c)});
}

TEST_CASE("call graph: an indirect call through a function designator has one target") {
  racer::test::ModelBuilder m;
  const auto main_fn = m.function("main");
  const auto a = m.function("a", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
  const auto b = m.function("b", RACER_FUNC_HAS_BODY | RACER_FUNC_ADDRESS_TAKEN);
  const auto s0 = m.stmt(main_fn);
  m.stmt(a);
  m.stmt(b);
  m.icall(s0, m.expr(s0, RACER_EXPR_FUNCTION, -1, b));  // (*&b)()
  const CallGraph cg = build(m.entry(main_fn), 0);
  CHECK(ids(cg.reachable) == std::vector<std::int32_t>{main_fn, b});
}

TEST_CASE("call graph: recursion terminates and repeated calls give one edge") {
  racer::test::ModelBuilder m;
  const auto main_fn = m.function("main"), f = m.function("f");
  const auto s0 = m.stmt(main_fn), s1 = m.stmt(f);
  m.call(s0, f);
  m.call(s0, f);  // two call events of one statement to the same callee
  m.call(s1, f);
  m.call(s1, main_fn);
  const CallGraph cg = build(m.entry(main_fn), 0);
  CHECK(ids(cg.reachable) == std::vector<std::int32_t>{main_fn, f});
  CHECK(cg.edges ==
        std::vector<CallEdge>{edge(s0, main_fn, f), edge(s1, f, main_fn), edge(s1, f, f)});
}

TEST_CASE("call graph: budget 1 processes one function per step, same result") {
  const FactStore f = racer::test::two_threads();
  int steps_unbounded = 0, steps_one = 0;
  const CallGraph all = build(f, 0, &steps_unbounded);
  const CallGraph stepwise = build(f, 1, &steps_one);
  CHECK(steps_unbounded == 1);
  // main, worker, and the 3 bodiless pthread functions: one step each.
  CHECK(steps_one == 5);
  CHECK(stepwise.edges == all.edges);
  CHECK(ids(stepwise.reachable) == ids(all.reachable));
  CHECK(ids(all.reachable) == std::vector<std::int32_t>{0, 1, 2, 3, 4});  // not helper (5)
}
