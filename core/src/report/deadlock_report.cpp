// The deadlock reports: DeadlockF-style text, the JSON fields of DESIGN.md
// §4 (`deadlocks`, `deadlock_verdict`), and the lock graph in DOT.
#include <set>
#include <sstream>

#include "report/deadlock_report.hpp"
#include "report/names.hpp"

namespace racer::report {
namespace {

using deadlock::DeadlockFindings;
using lockset::LockOrderEdge;


// "t1:12 holds a (locked at f.c:10) and waits for b at f.c:11", then the
// calls leading there from the thread's entry, one per line.
std::string dependency(const Names& n, const LockOrderEdge& e) {
  std::string out = n.thread(e.thread) + " holds " + n.lock(e.held) +
                    (e.held_stmt.valid() ? " (locked at " + n.location(e.held_stmt) + ")" : std::string()) +
                    " and waits for " + n.lock(e.acquired) + " at " + n.location(e.stmt);
  for (const threads::CallSite& c : n.trace(e.ctx))
    out += "\n      via " + n.function(c.callee) + " called at " + n.location(c.stmt);
  return out;
}

// The edges of reported deadlocks, as (from, to) graph nodes.
std::set<std::pair<int, int>> deadlock_edges(const DeadlockFindings& d) {
  std::set<std::pair<int, int>> out;
  for (const deadlock::Deadlock& x : d.deadlocks)
    for (std::size_t i = 0; i < x.locks.size(); ++i)
      out.insert({x.locks[i], x.locks[(i + 1) % x.locks.size()]});
  return out;
}

std::string dot_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

}  // namespace

std::string lock_name(const Names& n, const DeadlockFindings& d, int v) {
  return n.lock(d.graph.locks[static_cast<std::size_t>(v)]);
}

std::string cycle_text(const Names& n, const DeadlockFindings& d, const std::vector<int>& cycle) {
  std::string out;
  for (int v : cycle) out += lock_name(n, d, v) + " -> ";
  return out + lock_name(n, d, cycle[0]);
}

const char* deadlock_verdict_name(deadlock::DeadlockVerdict v) {
  switch (v) {
    case deadlock::DeadlockVerdict::Deadlock: return "deadlock";
    case deadlock::DeadlockVerdict::NoDeadlock: return "no-deadlock";
    case deadlock::DeadlockVerdict::Unknown: return "unknown";
  }
  return "unknown";
}

Blocks deadlock_blocks(const facts::FactStore& facts, const engine::Analysis& a, bool explain) {
  const Names n(facts, a);
  const DeadlockFindings& d = a.deadlocks;
  const auto& edges = a.locks.order_edges;
  BlockWriter blocks;
  std::ostringstream& o = blocks.out();
  o << "Lock graph: " << d.graph.locks.size() << (d.graph.locks.size() == 1 ? " lock, " : " locks, ")
    << d.graph.edges.size() << (d.graph.edges.size() == 1 ? " edge" : " edges") << "\n";
  for (const deadlock::LockGraph::Edge& e : d.graph.edges)
    o << "  " << lock_name(n, d, e.from) << " -> " << lock_name(n, d, e.to) << " ("
      << e.witnesses.size() << ")\n";
  blocks.end(BlockKind::LockGraph);
  for (const deadlock::Deadlock& x : d.deadlocks) {
    if (x.self) {
      const LockOrderEdge& e = edges[x.witnesses[0]];
      o << "Self-deadlock on " << lock_name(n, d, x.locks[0]) << ":\n  " << dependency(n, e) << "\n";
      blocks.end(BlockKind::Deadlock);
      continue;
    }
    std::set<std::string> threads;
    for (std::size_t w : x.witnesses) threads.insert(n.thread(edges[w].thread));
    o << "Deadlock " << cycle_text(n, d, x.locks) << " between threads";
    for (const std::string& t : threads) o << " " << t;
    o << ":\n";
    for (std::size_t w : x.witnesses) o << "  " << dependency(n, edges[w]) << "\n";
    blocks.end(BlockKind::Deadlock);
  }
  int dropped = 0;
  for (int c : d.suppressed) dropped += c;
  if (dropped > 0) {
    o << "Cycles that cannot deadlock: " << dropped << " (";
    bool first = true;
    for (std::size_t f = 0; f < deadlock::kFilterCount; ++f)
      if (d.suppressed[f] > 0) {
        o << (first ? "" : ", ") << deadlock::filter_name(static_cast<deadlock::Filter>(f)) << " "
          << d.suppressed[f];
        first = false;
      }
    o << ")\n";
    if (explain)
      for (const deadlock::DroppedCycle& c : d.dropped)
        o << "  " << cycle_text(n, d, c.locks) << ": " << deadlock::filter_name(c.why) << "\n";
    blocks.end(BlockKind::DroppedCycles);
  }
  for (const deadlock::OpenCycle& c : d.open) {
    o << "Possible deadlock " << cycle_text(n, d, c.locks) << ": " << c.why;
    blocks.end(BlockKind::PossibleDeadlock);
  }
  for (const std::string& r : d.unknown_reasons) {
    o << "Deadlock unknown because: " << r;
    blocks.end(BlockKind::DeadlockUnknown);
  }
  o << "Deadlock verdict: " << deadlock_verdict_name(d.verdict);
  blocks.end(BlockKind::DeadlockVerdict);
  return blocks.take();
}

std::string render_deadlock_text(const facts::FactStore& facts, const engine::Analysis& a,
                                 bool explain) {
  return join_blocks(deadlock_blocks(facts, a, explain));
}

nlohmann::ordered_json deadlocks_json(const facts::FactStore& facts, const engine::Analysis& a) {
  const Names n(facts, a);
  const DeadlockFindings& d = a.deadlocks;
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const deadlock::Deadlock& x : d.deadlocks) {
    nlohmann::ordered_json locks = nlohmann::ordered_json::array();
    for (int v : x.locks) locks.push_back(lock_name(n, d, v));
    nlohmann::ordered_json acquisitions = nlohmann::ordered_json::array();
    for (std::size_t w : x.witnesses) {
      const LockOrderEdge& e = a.locks.order_edges[w];
      nlohmann::ordered_json trace = nlohmann::ordered_json::array();
      for (const threads::CallSite& c : n.trace(e.ctx))
        trace.push_back(n.function(c.callee) + " called at " + n.location(c.stmt));
      trace.push_back(n.location(e.stmt));
      acquisitions.push_back({{"file", n.file(e.stmt)},
                              {"line", n.line(e.stmt)},
                              {"thread", n.thread(e.thread)},
                              {"lock", n.lock(e.acquired)},
                              {"held", {n.lock(e.held)}},
                              {"held_at", e.held_stmt.valid() ? n.location(e.held_stmt) : "?"},
                              {"trace", trace}});
    }
    out.push_back({{"locks", locks}, {"self", x.self}, {"acquisitions", acquisitions}});
  }
  return out;
}

std::string render_deadlock_dot(const facts::FactStore& facts, const engine::Analysis& a) {
  const Names n(facts, a);
  const DeadlockFindings& d = a.deadlocks;
  const std::set<std::pair<int, int>> hot = deadlock_edges(d);
  std::ostringstream o;
  o << "digraph lock_graph {\n  node [shape=box];\n";
  for (std::size_t v = 0; v < d.graph.locks.size(); ++v)
    o << "  l" << v << " [label=\"" << dot_escape(n.lock(d.graph.locks[v])) << "\"];\n";
  for (const deadlock::LockGraph::Edge& e : d.graph.edges) {
    const LockOrderEdge& first = a.locks.order_edges[e.witnesses[0]];
    std::string label = n.thread(first.thread) + " line " + std::to_string(n.line(first.stmt));
    if (e.witnesses.size() > 1) label += " (+" + std::to_string(e.witnesses.size() - 1) + ")";
    o << "  l" << e.from << " -> l" << e.to << " [label=\"" << dot_escape(label) << "\"";
    if (hot.count({e.from, e.to})) o << ", color=red, penwidth=2";
    o << "];\n";
  }
  o << "}\n";
  return o.str();
}

}  // namespace racer::report
