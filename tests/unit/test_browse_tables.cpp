// The browsing tables (report/browse_tables): what the GUI panels read,
// checked on a lock inversion through a wrapper with a gate lock or not.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "engine/results.hpp"
#include "program_builder.hpp"
#include "report/browse_tables.hpp"

using racer::test::Program;

namespace {

using Col = std::vector<std::int32_t>;

// t1 calls lock_pair(&a, &b), t2 calls lock_pair(&b, &a) (optionally both
// under a gate lock g); each then writes x and unlocks.
struct WrapperInversion {
  Program p;
  std::int32_t main = p.fn("main");
  std::int32_t pair = p.fn("lock_pair");
  std::int32_t t1 = p.thread_fn("t1"), t2 = p.thread_fn("t2");
  std::int32_t id1 = p.global("id1"), id2 = p.global("id2");
  std::int32_t a = p.global("a"), b = p.global("b"), g = p.global("g"), x = p.global("x");
  std::int32_t first = p.local("first", pair, RACER_BASE_FORMAL, RACER_BASE_POINTER, 0);
  std::int32_t second = p.local("second", pair, RACER_BASE_FORMAL, RACER_BASE_POINTER, 1);
  std::int32_t lock_first = -1, lock_second = -1, call1 = -1, call2 = -1, write1 = -1, create2 = -1;

  void build(bool gate) {
    lock_first = p.lib_call(pair, "pthread_mutex_lock", {p.lval(0, first)});
    lock_second = p.lib_call(pair, "pthread_mutex_lock", {p.lval(0, second)});
    p.ret(pair);
    call1 = thread(t1, a, b, gate, write1);
    std::int32_t write2 = -1;
    call2 = thread(t2, b, a, gate, write2);
    p.create(main, id1, t1);
    create2 = p.create(main, id2, t2);
    p.join(main, id1);
    p.join(main, id2);
    p.ret(main);
  }
  std::int32_t thread(std::int32_t f, std::int32_t l1, std::int32_t l2, bool gate, std::int32_t& write) {
    if (gate) p.lock(f, g);
    const std::int32_t call = p.call(f, pair, {p.addr(0, l1), p.addr(0, l2)});
    write = p.write(f, x);
    p.unlock(f, l2);
    p.unlock(f, l1);
    if (gate) p.unlock(f, g);
    p.ret(f);
    return call;
  }
};

struct Tables {
  racer::engine::Results r;
  explicit Tables(WrapperInversion& w) {
    const auto analysis = w.p.run(w.main);
    r = racer::engine::make_results(*analysis);
    racer::report::add_browse_tables(w.p.facts, *analysis, r);
  }
  Col col(std::string_view table, std::string_view column) const {
    const auto schemas = racer::engine::result_tables();
    const auto t = std::find_if(schemas.begin(), schemas.end(), [&](const auto& s) { return s.name == table; });
    REQUIRE(t != schemas.end());
    const auto c = std::find_if(t->columns.begin(), t->columns.end(),
                                [&](const auto& s) { return s.name == column; });
    REQUIRE(c != t->columns.end());
    const auto& v = r.tables[static_cast<std::size_t>(t - schemas.begin())]
                            [static_cast<std::size_t>(c - t->columns.begin())];
    return Col(v.begin(), v.end());
  }
  std::string str(std::int32_t id) const { return std::string(r.strings.get(racer::StringId(id))); }
  std::vector<std::string> names(const Col& ids) const {
    std::vector<std::string> out;
    for (std::int32_t id : ids) out.push_back(str(id));
    return out;
  }
  // The name of a `locks` row.
  std::string lock(std::int32_t row) const { return str(col("locks", "name").at(static_cast<std::size_t>(row))); }
};

using S = std::vector<std::string>;

}  // namespace

TEST_CASE("browse tables: threads named as in the reports, with their creation edges") {
  WrapperInversion w;
  w.build(false);
  Tables t(w);
  CHECK(t.col("thread_names", "thread") == Col{0, 1, 2});
  CHECK(t.names(t.col("thread_names", "name")) ==
        S{"main", "t1:" + std::to_string(w.create2), "t2:" + std::to_string(w.create2 + 1)});
  CHECK(t.col("thread_edges", "parent") == Col{0, 0});
  CHECK(t.col("thread_edges", "child") == Col{1, 2});
  CHECK(t.col("thread_edges", "stmt") == Col{w.create2 - 1, w.create2});
}

TEST_CASE("browse tables: the lock graph, its acquisitions and the deadlock cycle") {
  WrapperInversion w;
  w.build(false);
  Tables t(w);
  // Two edges a -> b and b -> a, both on the deadlock.
  const Col from = t.col("lock_edges", "from"), to = t.col("lock_edges", "to");
  REQUIRE(from.size() == 2);
  CHECK(S{t.lock(from[0]), t.lock(to[0])} == S{"a", "b"});
  CHECK(S{t.lock(from[1]), t.lock(to[1])} == S{"b", "a"});
  CHECK(t.col("lock_edges", "acquisitions") == Col{1, 1});
  CHECK(t.col("lock_edges", "deadlock") == Col{1, 1});
  // Both acquisitions happen at the wrapper's second lock, by t1 and t2,
  // holding what the first lock took.
  CHECK(t.col("lock_acquisitions", "stmt") == Col{w.lock_second, w.lock_second});
  CHECK(t.col("lock_acquisitions", "held_stmt") == Col{w.lock_first, w.lock_first});
  const Col thread = t.col("lock_acquisitions", "thread");
  CHECK(std::is_permutation(thread.begin(), thread.end(), Col{1, 2}.begin()));
  const Col edge = t.col("lock_acquisitions", "edge");
  const Col held = t.col("lock_acquisitions", "held");
  for (std::size_t i = 0; i < edge.size(); ++i) CHECK(from.at(static_cast<std::size_t>(edge[i])) == held[i]);
  // One cycle, a deadlock, one row per lock, each with its acquisition.
  CHECK(t.col("deadlock_cycles", "cycle") == Col{0, 0});
  CHECK(t.col("deadlock_cycles", "position") == Col{0, 1});
  CHECK(t.col("deadlock_cycles", "kind") == Col{0, 0});
  const Col cycle_locks = t.col("deadlock_cycles", "lock");
  CHECK(S{t.lock(cycle_locks[0]), t.lock(cycle_locks[1])} == S{"a", "b"});
  const Col acq = t.col("deadlock_cycles", "acquisition");
  REQUIRE(acq.size() == 2);
  // The dependency a -> b is an acquisition of b while holding a.
  CHECK(t.lock(t.col("lock_acquisitions", "acquired").at(static_cast<std::size_t>(acq[0]))) == "b");
  CHECK(t.lock(t.col("lock_acquisitions", "held").at(static_cast<std::size_t>(acq[0]))) == "a");
  CHECK(t.col("verdict_reasons", "reason").empty());
}

TEST_CASE("browse tables: a gate lock drops the cycle, with its reason") {
  WrapperInversion w;
  w.build(true);
  Tables t(w);
  CHECK(t.col("lock_edges", "deadlock") == Col{0, 0, 0, 0});  // g -> a, g -> b, a -> b, b -> a
  const Col kind = t.col("deadlock_cycles", "kind");
  REQUIRE(kind.size() == 2);
  CHECK(kind == Col{3, 3});  // dropped
  CHECK(t.names(t.col("deadlock_cycles", "why")) == S{"gate-lock", "gate-lock"});
  CHECK(t.col("deadlock_cycles", "acquisition") == Col{-1, -1});
}

TEST_CASE("browse tables: locksets per summary with entry locks, bindings and call strings") {
  WrapperInversion w;
  w.build(true);
  Tables t(w);
  const Col fn = t.col("lockset_summaries", "function");
  const Col ctx = t.col("lockset_summaries", "context");
  const Col thread = t.col("lockset_summaries", "thread");
  // lock_pair has one summary per calling thread (the call sites differ).
  std::vector<std::size_t> pair_rows;
  for (std::size_t i = 0; i < fn.size(); ++i)
    if (fn[i] == w.pair) pair_rows.push_back(i);
  REQUIRE(pair_rows.size() == 2);
  for (std::size_t s : pair_rows) {
    const auto summary = static_cast<std::int32_t>(s);
    // Entered holding the gate lock.
    const Col es = t.col("summary_entry_locks", "summary"), el = t.col("summary_entry_locks", "lock");
    S entry;
    for (std::size_t i = 0; i < es.size(); ++i)
      if (es[i] == summary) entry.push_back(t.lock(el[i]));
    CHECK(entry == S{"g"});
    // Parameter values: first and second bound to the caller's locks.
    const Col bs = t.col("summary_bindings", "summary"), bf = t.col("summary_bindings", "formal"),
              bl = t.col("summary_bindings", "lock");
    S binds;
    for (std::size_t i = 0; i < bs.size(); ++i)
      if (bs[i] == summary) binds.push_back(std::to_string(bf[i]) + "=" + t.lock(bl[i]));
    const bool in_t1 = thread[s] == 1;
    CHECK(binds == (in_t1 ? S{std::to_string(w.first) + "=a", std::to_string(w.second) + "=b"}
                          : S{std::to_string(w.first) + "=b", std::to_string(w.second) + "=a"}));
    // Before the second lock: must {g, first's lock}.
    const Col ps = t.col("summary_points", "summary"), pst = t.col("summary_points", "stmt");
    const Col lp = t.col("summary_locks", "point"), ll = t.col("summary_locks", "lock"),
              lm = t.col("summary_locks", "must");
    std::int32_t point = -1;
    for (std::size_t i = 0; i < ps.size(); ++i)
      if (ps[i] == summary && pst[i] == w.lock_second) point = static_cast<std::int32_t>(i);
    REQUIRE(point >= 0);
    S must;
    for (std::size_t i = 0; i < lp.size(); ++i)
      if (lp[i] == point && lm[i] == 1) must.push_back(t.lock(ll[i]));
    std::sort(must.begin(), must.end());
    CHECK(must == (in_t1 ? S{"a", "g"} : S{"b", "g"}));
    // The context's call string: the wrapper called from its thread.
    const Col cc = t.col("context_calls", "context"), cs = t.col("context_calls", "stmt"),
              cp = t.col("context_calls", "position"), cf = t.col("context_calls", "callee");
    Col calls;
    for (std::size_t i = 0; i < cc.size(); ++i)
      if (cc[i] == ctx[s]) {
        CHECK(cp[i] == 0);
        CHECK(cf[i] == w.pair);
        calls.push_back(cs[i]);
      }
    CHECK(calls == Col{in_t1 ? w.call1 : w.call2});
  }
}

TEST_CASE("browse tables: active threads per point, may and must") {
  WrapperInversion w;
  w.build(false);
  Tables t(w);
  const Col stmt = t.col("active_threads", "stmt"), thread = t.col("active_threads", "thread"),
            must = t.col("active_threads", "must");
  // At t1's write, t1 itself and t2 may run; both were created before any
  // join, so t2 surely runs alongside.
  Col may_at_write, must_at_write;
  for (std::size_t i = 0; i < stmt.size(); ++i)
    if (stmt[i] == w.write1) {
      may_at_write.push_back(thread[i]);
      if (must[i]) must_at_write.push_back(thread[i]);
    }
  std::sort(may_at_write.begin(), may_at_write.end());
  CHECK(may_at_write == Col{0, 1, 2});
  CHECK(std::find(must_at_write.begin(), must_at_write.end(), 2) != must_at_write.end());
}

TEST_CASE("lockset summaries: one per entry lockset of a context, each with its own locks") {
  Program p;
  const auto main = p.fn("main");
  const auto f = p.fn("f");
  const auto m = p.global("m"), g = p.global("g");
  const auto body = p.write(f, g);
  p.ret(f);
  // The same call site runs with and without m held (a loop around a
  // conditional lock would do the same): here, two call sites at depth 0.
  p.call(main, f);
  p.lock(main, m);
  p.call(main, f);
  p.unlock(main, m);
  p.ret(main);
  const auto a = p.run(main, 0);
  std::vector<std::size_t> of_f;
  for (std::size_t i = 0; i < a->locks.summaries.size(); ++i)
    if (a->contexts[a->locks.summaries[i].ctx].function.value == f) of_f.push_back(i);
  REQUIRE(of_f.size() == 2);  // depth 0: one context, two entry locksets
  CHECK(a->locks.summaries[of_f[0]].ctx == a->locks.summaries[of_f[1]].ctx);
  std::vector<std::size_t> held_sizes;
  for (std::size_t s : of_f) {
    const auto* at = a->locks.in_summary(s, racer::StmtId(body));
    REQUIRE(at != nullptr);
    CHECK(at->must.size() == a->locks.summaries[s].entry.size());
    held_sizes.push_back(at->must.size());
  }
  std::sort(held_sizes.begin(), held_sizes.end());
  CHECK(held_sizes == std::vector<std::size_t>{0, 1});
  // The context's merged view keeps m as "may" only.
  const auto* merged = a->locks.at(a->locks.summaries[of_f[0]].ctx, racer::StmtId(body));
  REQUIRE(merged != nullptr);
  CHECK(merged->must.empty());
  CHECK(merged->may.size() == 1);
}

TEST_CASE("browse tables: races labelled as the text report writes them") {
  Program p;
  const auto main = p.fn("main");
  const auto t = p.thread_fn("t");
  const auto id = p.global("id"), whole = p.global("whole"), s = p.global("s");
  p.m.f.bases.size_bits[static_cast<std::size_t>(s)] = 64;
  p.write(t, whole, 0, 31);  // all of a 32-bit object: no offset shown
  p.write(t, s, 32, 63);     // the second half of s
  p.ret(t);
  p.create(main, id, t);
  p.write(main, whole, 0, 31);
  p.write(main, s, 32, 63);
  p.join(main, id);
  p.ret(main);
  const auto a = p.run(main);
  racer::engine::Results r = racer::engine::make_results(*a);
  racer::report::add_browse_tables(p.facts, *a, r);
  const auto schemas = racer::engine::result_tables();
  const auto t_labels = static_cast<std::size_t>(
      std::find_if(schemas.begin(), schemas.end(), [](const auto& x) { return x.name == "race_labels"; }) -
      schemas.begin());
  const auto& labels = r.tables.at(t_labels);
  REQUIRE(labels[0].size() == a->races.races.size());
  std::vector<std::string> locations, reasons;
  for (std::size_t i = 0; i < labels[0].size(); ++i) {
    CHECK(labels[0][i] == static_cast<std::int32_t>(i));
    locations.emplace_back(r.strings.get(racer::StringId(labels[1][i])));
    reasons.emplace_back(r.strings.get(racer::StringId(labels[2][i])));
    CHECK(r.strings.get(racer::StringId(labels[3][i])).empty());  // no witness
  }
  std::sort(locations.begin(), locations.end());
  CHECK(locations == std::vector<std::string>{"s at offset [32..63]", "whole"});
  // Both accesses are precise and surely parallel: must-races, no reason.
  CHECK(reasons == std::vector<std::string>{"", ""});
}
