// The browsing tables (see browse_tables.hpp): engine findings flattened
// into int32 rows, names interned once into the results' string table.
#include "report/browse_tables.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>

#include "report/names.hpp"

namespace racer::report {
namespace {

using Table = std::vector<facts::Column>;

class Filler {
 public:
  Filler(const facts::FactStore& facts, const engine::Analysis& a, engine::Results& r)
      : names_(facts, a), a_(a), r_(r) {}

  void run() {
    threads();
    lock_graph();
    summaries();
    contexts();
    active();
    race_labels();
    reasons();
  }

 private:
  Table& table(std::string_view name) {
    const auto schemas = engine::result_tables();
    for (std::size_t i = 0; i < schemas.size(); ++i)
      if (schemas[i].name == name) return r_.tables[i];
    throw std::logic_error("no result table " + std::string(name));
  }
  static void row(Table& t, std::initializer_list<std::int32_t> values) {
    std::size_t j = 0;
    for (std::int32_t v : values) t[j++].push_back(v);
  }
  static std::int32_t pos(std::size_t i) { return static_cast<std::int32_t>(i); }
  std::int32_t text(const std::string& s) {
    auto [it, fresh] = strings_.try_emplace(s, 0);
    if (fresh) it->second = r_.strings.add(s).value;
    return it->second;
  }
  // The `locks` row of a lock, added on first use.
  std::int32_t lock(const lockset::LockKey& k) {
    auto [it, fresh] = locks_.try_emplace(k, 0);
    if (fresh) {
      Table& t = table("locks");
      it->second = pos(t[0].size());
      row(t, {k.base.value, k.offset, text(names_.lock(k))});
    }
    return it->second;
  }

  void threads() {
    Table& names = table("thread_names");
    for (std::size_t t = 0; t < a_.threads.threads.size(); ++t)
      row(names, {pos(t), text(names_.thread(ThreadId(pos(t))))});
    Table& edges = table("thread_edges");
    for (const threads::ThreadEdge& e : a_.threads.edges)
      row(edges, {e.parent.value, e.stmt.value, e.child.value});
  }

  // Locks, acquisitions (one per lock-order edge, same order), graph edges
  // and cycles.
  void lock_graph() {
    const deadlock::DeadlockFindings& d = a_.deadlocks;
    const auto& order = a_.locks.order_edges;
    std::vector<std::int32_t> edge_of(order.size(), -1);
    for (std::size_t e = 0; e < d.graph.edges.size(); ++e)
      for (std::size_t w : d.graph.edges[e].witnesses) edge_of[w] = pos(e);
    std::set<std::pair<int, int>> hot;
    for (const deadlock::Deadlock& x : d.deadlocks)
      for (std::size_t i = 0; i < x.locks.size(); ++i)
        hot.insert({x.locks[i], x.locks[(i + 1) % x.locks.size()]});

    Table& acq = table("lock_acquisitions");
    for (std::size_t i = 0; i < order.size(); ++i) {
      const lockset::LockOrderEdge& e = order[i];
      row(acq, {lock(e.held), lock(e.acquired), e.thread.value, e.ctx.value, e.stmt.value,
                e.held_ctx.value, e.held_stmt.value, e.held_read ? 1 : 0, e.acquired_read ? 1 : 0,
                e.blocking ? 1 : 0, edge_of[i]});
    }
    auto node = [&](int v) { return lock(d.graph.locks[static_cast<std::size_t>(v)]); };
    Table& edges = table("lock_edges");
    for (const deadlock::LockGraph::Edge& e : d.graph.edges)
      row(edges, {node(e.from), node(e.to), pos(e.witnesses.size()), hot.count({e.from, e.to}) ? 1 : 0});

    Table& cycles = table("deadlock_cycles");
    std::int32_t cycle = 0;
    auto add = [&](const std::vector<int>& locks, const std::vector<std::size_t>& witnesses,
                   std::int32_t kind, std::int32_t why) {
      for (std::size_t i = 0; i < locks.size(); ++i)
        row(cycles, {cycle, pos(i), node(locks[i]), i < witnesses.size() ? pos(witnesses[i]) : -1,
                     kind, why});
      ++cycle;
    };
    for (const deadlock::Deadlock& x : d.deadlocks) add(x.locks, x.witnesses, x.self ? 1 : 0, -1);
    for (const deadlock::OpenCycle& c : d.open) add(c.locks, {}, 2, text(c.why));
    for (const deadlock::DroppedCycle& c : d.dropped) add(c.locks, {}, 3, text(deadlock::filter_name(c.why)));
  }

  void summaries() {
    const lockset::LocksetResults& l = a_.locks;
    Table& sums = table("lockset_summaries");
    Table& entry = table("summary_entry_locks");
    Table& binds = table("summary_bindings");
    for (std::size_t i = 0; i < l.summaries.size(); ++i) {
      const lockset::LockSummary& s = l.summaries[i];
      const threads::Context& c = a_.contexts[s.ctx];
      row(sums, {s.ctx.value, c.thread.value, c.function.value});
      for (const lockset::HeldLock& h : s.entry) row(entry, {pos(i), lock(h.key), h.read ? 1 : 0});
      for (const auto& [formal, keys] : s.bindings)
        for (const lockset::LockKey& k : keys) row(binds, {pos(i), formal.value, lock(k)});
    }
    Table& points = table("summary_points");
    Table& held = table("summary_locks");
    l.for_each_in_summary([&](std::size_t summary, StmtId stmt, const lockset::StmtLocks& locks) {
      const std::int32_t point = pos(points[0].size());
      row(points, {pos(summary), stmt.value});
      for (const lockset::HeldLock& h : locks.may) {
        const bool must = std::any_of(locks.must.begin(), locks.must.end(),
                                      [&](const lockset::HeldLock& m) { return m.key == h.key; });
        row(held, {point, lock(h.key), h.read ? 1 : 0, must ? 1 : 0});
      }
    });
  }

  void contexts() {
    Table& calls = table("context_calls");
    for (std::size_t c = 0; c < a_.contexts.size(); ++c) {
      const threads::Context& ctx = a_.contexts[ContextId(pos(c))];
      for (std::size_t i = 0; i < ctx.calls.size(); ++i)
        row(calls, {pos(c), pos(i), ctx.calls[i].stmt.value, ctx.calls[i].callee.value});
    }
  }

  void active() {
    Table& t = table("active_threads");
    a_.active.for_each([&](ContextId ctx, StmtId stmt, const active::ActiveAt& at) {
      for (ThreadId th : at.may)
        row(t, {ctx.value, stmt.value, th.value,
                std::binary_search(at.must.begin(), at.must.end(), th) ? 1 : 0});
    });
  }

  void race_labels() {
    Table& t = table("race_labels");
    for (std::size_t i = 0; i < a_.races.races.size(); ++i) {
      const races::Race& r = a_.races.races[i];
      std::string why;
      for (const std::string& w : Names::must_failures(r.reasons)) why += (why.empty() ? "" : ", ") + w;
      if (!r.obstacle.empty()) why += ": " + r.obstacle;
      const std::string on = r.through_pointer ? "what " + names_.base(r.base) + " points to"
                                               : names_.base(r.base) + names_.race_offset(r);
      row(t, {pos(i), text(on), text(why), text(r.witness)});
    }
  }

  void reasons() {
    Table& t = table("verdict_reasons");
    for (const std::string& r : a_.races.unknown_reasons) row(t, {0, text(r)});
    for (const std::string& r : a_.deadlocks.unknown_reasons) row(t, {1, text(r)});
  }

  const Names names_;
  const engine::Analysis& a_;
  engine::Results& r_;
  std::map<std::string, std::int32_t> strings_;
  std::map<lockset::LockKey, std::int32_t> locks_;
};

}  // namespace

void add_browse_tables(const facts::FactStore& facts, const engine::Analysis& analysis,
                       engine::Results& results) {
  Filler(facts, analysis, results).run();
}

}  // namespace racer::report
