// Joins matched through a value backend's facts: the create's id object
// (`&t[1]`) and the joined id's object (`t[1]`) name the same single cell.
#include <algorithm>

#include <catch2/catch.hpp>

#include "thread_builder.hpp"

using racer::FunctionId;
using racer::StmtId;
using racer::ThreadId;
using racer::test::ThreadProgram;

namespace {

// main: create(&t[0], w0); create(&t[1], w1); join(t[k]); s_after.
struct Indexed {
  ThreadProgram p;
  std::int32_t main, w0, w1, t, after, join_expr, create0_id, create1_id;
  explicit Indexed(std::int32_t joined_offset) {
    main = p.fn("main");
    w0 = p.thread_fn("w0");
    w1 = p.thread_fn("w1");
    t = p.global("t");
    const auto c0 = p.create(main, t, w0);
    const auto c1 = p.create(main, t, w1);
    const auto j = p.join(main, t, RACER_EXPR_HAS_INDEX);
    after = p.stmt(main);
    p.ret(main);
    p.ret(w0);
    p.ret(w1);
    // The id expressions: the create's first argument (ADDR_OF t[i]), the
    // join's (LVALUE t[k]), both indexed.
    create0_id = id_expr(c0);
    create1_id = id_expr(c1);
    join_expr = id_expr(j);
    p.m.f.expressions.flags[create0_id] = RACER_EXPR_HAS_INDEX;
    p.m.f.expressions.flags[create1_id] = RACER_EXPR_HAS_INDEX;
    points_to(create0_id, 0);
    points_to(create1_id, 64);
    points_to(join_expr, joined_offset);
    p.build(main);
  }
  std::int32_t id_expr(std::int32_t stmt) {
    for (std::size_t e = 0; e < p.m.f.expressions.stmt.size(); ++e)
      if (p.m.f.expressions.stmt[e] == stmt &&
          (p.m.f.expressions.shape[e] == RACER_EXPR_ADDR_OF ||
           p.m.f.expressions.shape[e] == RACER_EXPR_LVALUE))
        return static_cast<std::int32_t>(e);
    FAIL("no id expression at statement " << stmt);
    return -1;
  }
  void points_to(std::int32_t expr, std::int32_t offset) {
    auto& pt = p.m.f.points_to;
    pt.expr.push_back(expr);
    pt.base.push_back(t);
    pt.offset_lo.push_back(offset);
    pt.offset_hi.push_back(offset);
    pt.context.push_back(-1);
  }
};

bool may_after(const ThreadProgram::Run& r, const Indexed& x, std::int32_t entry) {
  const auto* a = r.active.at(r.contexts.root(ThreadId(0)), StmtId(x.after));
  REQUIRE(a);
  for (std::size_t k = 0; k < r.graph.threads.size(); ++k)
    if (r.graph.threads[k].entry == FunctionId(entry))
      return std::find(a->may.begin(), a->may.end(), ThreadId(static_cast<std::int32_t>(k))) !=
             a->may.end();
  FAIL("no thread " << entry);
  return false;
}

}  // namespace

TEST_CASE("join targets: the same id cell ends exactly that thread") {
  Indexed x(64);  // join(t[1])
  const auto r = x.p.run();
  CHECK(may_after(*r, x, x.w0));
  CHECK_FALSE(may_after(*r, x, x.w1));
}

TEST_CASE("join targets: another cell ends nobody") {
  Indexed x(128);  // join(t[2]): no such thread
  const auto r = x.p.run();
  CHECK(may_after(*r, x, x.w0));
  CHECK(may_after(*r, x, x.w1));
}
